/**
 * The inbox of a retail investor and crypto trader in Kazakhstan, Ukraine and the Caucasus over two
 * months: brokers, exchanges, wallets, banks, a tax portal, a VPN, a marketplace, a taxi app, a telecom
 * and government e-services, in Russian, Ukrainian, Kazakh, Georgian, Armenian, Azerbaijani and English.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- Volnex (crypto exchange)

function volnex_page(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Volnex</title>
<style>@media (max-width:600px){.wrap{width:100%!important}.px{padding-left:16px!important;padding-right:16px!important}}</style>
</head>
<body style="margin:0;padding:0;background:#0e1116;">
<div style="display:none;max-height:0;overflow:hidden;color:#0e1116;">${pre}&#8203;&zwnj;&nbsp;&#8203;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#0e1116;">
<tr><td align="center" style="padding:28px 8px;">
<table role="presentation" class="wrap" width="580" cellpadding="0" cellspacing="0" border="0" style="width:580px;background:#161b22;border-radius:10px;">
<tr><td class="px" style="padding:26px 36px 8px 36px;"><a href="https://www.volnex.io/?utm_source=email&amp;utm_medium=tx"><img src="https://static.volnex.io/mail/logo-light@2x.png" width="112" height="28" alt="Volnex" style="display:block;border:0;"></a></td></tr>
<tr><td class="px" style="padding:12px 36px 28px 36px;font-family:Inter,Segoe UI,Arial,sans-serif;font-size:15px;line-height:23px;color:#c9d1d9;">
${body}
</td></tr>
<tr><td class="px" style="padding:18px 36px 26px 36px;border-top:1px solid #30363d;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6e7681;">
Volnex staff will never ask for your password, 2FA codes or to move funds to a "safe" address.<br>
Check that a link begins with <span style="color:#8b949e;">https://www.volnex.io</span> before you sign in.<br><br>
<a href="https://support.volnex.io/hc/en-us" style="color:#58a6ff;">Help Center</a> &nbsp;·&nbsp; <a href="https://www.volnex.io/legal/privacy" style="color:#58a6ff;">Privacy</a> &nbsp;·&nbsp; <a href="https://www.volnex.io/legal/terms" style="color:#58a6ff;">Terms</a> &nbsp;·&nbsp; <a href="https://t.me/volnex_official" style="color:#58a6ff;">Telegram</a> &nbsp;·&nbsp; <a href="https://x.com/volnex" style="color:#58a6ff;">X</a><br><br>
Volnex Digital Assets Ltd., Office 1204, Level 12, Block C, Al Sila Tower, Abu Dhabi Global Market Square, Al Maryah Island, Abu Dhabi, UAE.<br>
© 2026 Volnex. All rights reserved.
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const volnex_foot = `--
Volnex staff will never ask for your password, 2FA codes or to move funds to a "safe" address.
Help Center: https://support.volnex.io/hc/en-us
Volnex Digital Assets Ltd., Al Maryah Island, Abu Dhabi, UAE
© 2026 Volnex`;

const volnex_device_link =
  "https://click.volnex.io/ls/click?upn=u001.Qm7xR2kP0bLw9eTzYh4NaVq-2BcGf8sJdK1oU6iM3pXy-2F5vA&rid=dv_7731";

const volnex_withdraw_link =
  "https://www.volnex.io/account/withdraw/confirm?request=WD26091433871&token=f3a9c1e0b7d24a58963e0c2d71b4f86a";

// ---------------------------------------------------------------- Steppe Capital (KZ broker)

function steppe_page(body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;background:#f2f4f7;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellspacing="0" cellpadding="0" bgcolor="#f2f4f7"><tr><td align="center">
<table width="640" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="border:1px solid #dde2e8;">
<tr><td bgcolor="#0b3d5c" style="padding:18px 24px;"><img src="https://steppecap.kz/img/mail/logo-white.png" alt="Steppe Capital" width="150" height="32" style="display:block;"></td>
</tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#1f2933;">
${body}
</td></tr>
<tr><td bgcolor="#f7f9fb" style="padding:16px 24px;font-size:11px;line-height:16px;color:#7b8794;">
АО «Steppe Capital». Лицензия АРРФР № 3.2.238/16 от 14.02.2020 на брокерскую и дилерскую деятельность.<br>
050059, г. Алматы, пр. Аль-Фараби, 77/7, БЦ «Esentai Tower», 9 этаж. Тел.: +7 727 355 40 40, 7440 (бесплатно по РК).<br>
<a href="https://steppecap.kz/ru/disclosure" style="color:#0b3d5c;">Раскрытие информации</a> | <a href="https://steppecap.kz/ru/privacy" style="color:#0b3d5c;">Конфиденциальность</a> | <a href="https://lk.steppecap.kz/settings/notifications" style="color:#0b3d5c;">Настроить уведомления</a>
</td></tr></table>
</td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Tundra (self-custody wallet)

const tundra_magic =
  "https://app.tundrawallet.com/auth/email/callback?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1XzRmOTIxIiwiZXhwIjoxNzkwNDEwMjAwfQ.kR2dXo9pLm4sTq7vWc8yBn1aZe5Hf3Gj&redirect=%2Fportfolio";

function tundra_page(pre: string, inner: string): string {
  return `<!doctype html><html><head><meta charset="UTF-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;background-color:#eef3f6">
<span style="display:none!important;visibility:hidden;opacity:0;height:0;width:0">${pre}</span>
<table width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background-color:#eef3f6"><tbody><tr><td>
<table align="center" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation" style="max-width:520px;margin:40px auto;background-color:#ffffff;border-radius:16px"><tbody><tr><td style="padding:32px">
<img alt="Tundra Wallet" src="https://cdn.tundrawallet.com/email/tundra-mark.png" width="40" height="40" style="display:block;outline:none;border:none">
${inner}
<hr style="width:100%;border:none;border-top:1px solid #e4e9ee;margin:28px 0 16px">
<p style="font-size:12px;line-height:18px;margin:0;color:#8a98a6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif">Tundra will never ask for your recovery phrase. Not by email, not in support chat, not ever.<br><a href="https://tundrawallet.com/security" style="color:#8a98a6;text-decoration:underline">Security tips</a> · <a href="https://tundrawallet.com/privacy" style="color:#8a98a6;text-decoration:underline">Privacy</a> · <a href="https://help.tundrawallet.com" style="color:#8a98a6;text-decoration:underline">Support</a><br>Tundra Labs OÜ, Narva mnt 5, 10117 Tallinn, Estonia</p>
</td></tr></tbody></table></td></tr></tbody></table></body></html>`;
}

// ---------------------------------------------------------------- Zlatograd Bank (UA)

function zlato_page(body: string): string {
  return `<html lang="uk"><head><meta charset="utf-8"><title>Злато Банк</title></head>
<body style="margin:0;padding:0;background:#fbf7ef;">
<center>
<table cellpadding="0" cellspacing="0" border="0" width="600" style="font-family:'Roboto',Arial,sans-serif;color:#2b2b2b;">
<tr><td style="padding:20px 0 14px 0;"><img src="https://zlatobank.ua/mail/zlato-logo.png" width="160" height="36" alt="Злато Банк" border="0"></td></tr>
<tr><td style="background:#ffffff;border-top:4px solid #c9a227;padding:28px 30px;font-size:15px;line-height:22px;">
${body}
</td></tr>
<tr><td style="padding:18px 30px;font-size:11px;line-height:16px;color:#8c8577;">
Цілодобова підтримка: <a href="tel:0800501234" style="color:#8c8577;">0 800 50 12 34</a> (безкоштовно по Україні), +380 44 390 12 34 (з-за кордону).<br>
Завантажуйте застосунок: <a href="https://apps.apple.com/ua/app/zlato-bank/id1488213906"><img src="https://zlatobank.ua/mail/appstore-ua.png" alt="App Store" width="96" height="30" border="0" style="vertical-align:middle;"></a> <a href="https://play.google.com/store/apps/details?id=ua.zlatobank.mobile"><img src="https://zlatobank.ua/mail/googleplay-ua.png" alt="Google Play" width="104" height="30" border="0" style="vertical-align:middle;"></a><br>
АТ «Злато Банк», 01001, м. Київ, вул. Хрещатик, 22. Ліцензія НБУ № 117 від 05.10.2011. Вклади гарантуються ФГВФО.<br>
<a href="https://zlatobank.ua/privacy" style="color:#8c8577;">Політика конфіденційності</a> · <a href="https://zlatobank.ua/unsubscribe?e=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl" style="color:#8c8577;">Відписатися від розсилки</a>
</td></tr></table></center></body></html>`;
}

// ---------------------------------------------------------------- (batch 2 helpers)

const steppe_statement_pdf = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj
4 0 obj << /Length 96 >> stream
BT /F1 11 Tf 40 800 Td (Steppe Capital - Otchet brokera za sentyabr 2026 - schet SC-0048213) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const zlato_otp_cells = "5 0 7 3 1 8".split(" ").map((d) =>
  `<td width="40" height="52" align="center" style="border:1px solid #e3d7b5;border-radius:6px;font-size:28px;font-weight:bold;color:#2b2b2b;font-family:'Courier New',monospace;">${d}</td><td width="6"></td>`
).join("");

// ---------------------------------------------------------------- (batch 3 helpers)

function mtkvari_page(body: string): string {
  return `<!DOCTYPE html><html lang="ka"><head><meta charset="UTF-8"></head>
<body style="margin:0;background:#f4f1fa;font-family:'BPG Arial','Noto Sans Georgian',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;overflow:hidden;">
<tr><td style="background:#4b2a8c;padding:20px 28px;"><img src="https://mtkvaribank.ge/static/mail/logo.png" alt="მტკვარი ბანკი" width="140" height="30"></td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:24px;color:#2a2438;">${body}</td></tr>
<tr><td style="padding:16px 28px 22px;font-size:11px;line-height:17px;color:#8d86a0;border-top:1px solid #eee;">
სს „მტკვარი ბანკი", თბილისი 0108, რუსთაველის გამზ. 40. ცხელი ხაზი: *3030, +995 32 230 30 30<br>
<a href="https://mtkvaribank.ge/ka/security" style="color:#4b2a8c;">უსაფრთხოება</a> · <a href="https://mtkvaribank.ge/ka/privacy" style="color:#4b2a8c;">კონფიდენციალურობა</a> · <a href="https://www.facebook.com/mtkvaribank" style="color:#4b2a8c;">Facebook</a><br>© 2026 მტკვარი ბანკი</td></tr>
</table></td></tr></table></body></html>`;
}

const sevan_verify = "https://my.sevaninvest.am/hy/register/confirm-email?uid=88214&key=9b7e4c1fa2d05836&lang=hy";

const xazar_reset = "https://xazarpay.az/az/parol/yenile?t=Zx7Qm2Lr9Vk4Tb1N8sWc5Yd0&e=c2FtLnJlYWRlcg";

const salyq_confirm = "https://cabinet.salyqtap.kz/ru/account/email/verify?code=b1d94c02-7e3a-4f58-a6d1-2c90e8f31a77";

const salyq_receipt_pdf = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj
4 0 obj << /Length 88 >> stream
BT /F1 11 Tf 40 800 Td (Uvedomlenie o prinyatii: FNO 270.00, reg. 6021-2026-0045871, 2025 god) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const bazis_confirm = "https://list.bazisfin.media/subscribe/confirm?l=ru-daily&s=5f0a2c8e31&h=e41c9d7b";

function bazis_shell(pre: string, inner: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>Базис</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${pre}</div>
<table border="0" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center">
<table border="0" cellpadding="0" cellspacing="0" width="620" style="font-family:Georgia,'Times New Roman',serif;color:#111;">
<tr><td style="padding:20px 0;border-bottom:3px double #111;"><a href="https://bazisfin.media/?utm_source=mail"><img src="https://bazisfin.media/i/mast-ru.png" alt="БАЗИС · рынки и деньги" width="260" height="40" border="0" /></a></td></tr>
${inner}
<tr><td style="padding:20px 0 30px;border-top:1px solid #ccc;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#888;">
Вы получили это письмо, потому что подписаны на рассылки «Базиса» на адрес sam.reader@inbox.example.<br />
<a href="https://list.bazisfin.media/unsubscribe?s=5f0a2c8e31" style="color:#888;">Отписаться</a> · <a href="https://list.bazisfin.media/prefs?s=5f0a2c8e31" style="color:#888;">Настройки рассылок</a> · <a href="https://bazisfin.media/privacy" style="color:#888;">Политика конфиденциальности</a><br />
ТОО «Базис Медиа», 010000, Астана, ул. Достык, 18, офис 1102. © 2026</td></tr>
</table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- (batch 4 helpers)

function skif_page(inner: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#111827;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#111827;"><tr><td align="center" style="padding:32px 12px;">
<table width="480" cellpadding="0" cellspacing="0" role="presentation">
<tr><td align="center" style="padding-bottom:20px;"><img src="https://skifvpn.net/email/skif-wordmark.png" alt="SKIF VPN" width="120" height="26" style="display:block;"></td></tr>
<tr><td style="background:#1f2937;border-radius:14px;padding:32px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#d1d5db;">${inner}</td></tr>
<tr><td align="center" style="padding:20px 0;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6b7280;">
<a href="https://skifvpn.net/download" style="color:#9ca3af;">Download apps</a> · <a href="https://skifvpn.net/help" style="color:#9ca3af;">Help</a> · <a href="https://skifvpn.net/privacy" style="color:#9ca3af;">No-logs policy</a><br>
Skif Networks S.A., Calle 50, Torre Global Bank, Piso 22, Panama City, Panama</td></tr>
</table></td></tr></table></body></html>`;
}

const kolokol_digits = "2 9 4 7 1 6".split(" ");

const sunduk_head = `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff4ec;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fff4ec"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:'Segoe UI',Arial,sans-serif;border-radius:16px;">
<tr><td style="padding:20px 26px;"><a href="https://sunduk.market/?utm_source=trigger&amp;utm_medium=email"><img src="https://img.sunduk.market/mail/logo-orange.png" alt="Сундук" width="130" height="34" border="0"></a></td><td align="right" style="padding:20px 26px;font-size:12px;"><a href="https://sunduk.market/my/orders" style="color:#ff6a13;">Мои заказы</a></td></tr>`;

const sunduk_foot =
  `<tr><td colspan="2" style="padding:20px 26px;background:#2d2a28;border-radius:0 0 16px 16px;font-size:11px;line-height:17px;color:#b9b2ac;">
<a href="https://apps.apple.com/app/sunduk/id1590044211"><img src="https://img.sunduk.market/mail/badge-appstore.png" alt="Загрузить в App Store" width="110" height="34" border="0"></a>
<a href="https://play.google.com/store/apps/details?id=market.sunduk.app"><img src="https://img.sunduk.market/mail/badge-gplay.png" alt="Доступно в Google Play" width="116" height="34" border="0"></a><br><br>
ООО «Сундук Маркет», 050000, Алматы, ул. Толе би, 101. Служба поддержки: 8 800 080 47 47.<br>
<a href="https://sunduk.market/help" style="color:#b9b2ac;">Помощь</a> · <a href="https://sunduk.market/legal/offer" style="color:#b9b2ac;">Оферта</a> · <a href="https://sunduk.market/unsubscribe?id=7a19f" style="color:#b9b2ac;">Отписаться</a></td></tr>
</table></td></tr></table></body></html>`;

const vanatel_confirm = "https://my.vanatel.am/ebill/confirm?req=EB-55102934&sig=0c7f2e91ad";

// ---------------------------------------------------------------- (batch 5 helpers)

const mokalake_verify = "https://my.mokalake.gov.ge/ka/profile/email/confirm/3f81c2d0e9a44b7f";

const kriptomost_confirm =
  "https://kriptomost.com/ru/withdraw/confirm?id=8830219&t=6c0e5fa3b9d14e27a8f1c3d5e7092b4d&lang=ru";

function quantora_page(pre: string, inner: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><!--[if mso]><style>table{border-collapse:collapse}</style><![endif]--></head>
<body style="margin:0;padding:0;background:#f5f5f0;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f5f5f0"><tr><td align="center" valign="top" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:22px 40px;border-bottom:2px solid #0a2540;"><img src="https://cdn.quantora.com/email/quantora-navy.png" alt="Quantora Markets" width="170" height="30" style="display:block;border:0;"></td></tr>
<tr><td style="padding:30px 40px;font-family:Georgia,serif;font-size:15px;line-height:24px;color:#222;">${inner}</td></tr>
<tr><td style="padding:20px 40px 28px;background:#fafaf7;font-family:Arial,sans-serif;font-size:10px;line-height:15px;color:#888;">
Quantora Markets Ltd is authorised and regulated by the Cyprus Securities and Exchange Commission (CIF licence 412/22). Registered office: 12 Arch. Makariou III Ave, 3105 Limassol, Cyprus.<br><br>
CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 74% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.<br><br>
<a href="https://www.quantora.com/legal" style="color:#888;">Legal documents</a> | <a href="https://www.quantora.com/privacy" style="color:#888;">Privacy notice</a> | <a href="https://help.quantora.com" style="color:#888;">Help</a> | +357 25 030 880</td></tr>
</table></td></tr></table></body></html>`;
}

function cobalt_shell(pre: string, inner: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;background:#f0f2f5;">
<div style="display:none;font-size:1px;color:#f0f2f5;line-height:1px;max-height:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;">
<tr><td style="padding:0;"><a href="https://email.cobaltkey.com/c/eJwlzE0OgjAQBeDT?u=hero"><img src="https://cdn.cobaltkey.com/mail/2026-10/hero-fw.jpg" width="600" height="220" alt="CobaltKey" style="display:block;border:0;width:100%;height:auto;"></a></td></tr>
<tr><td style="padding:30px 40px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:16px;line-height:26px;color:#1b1f23;">${inner}</td></tr>
<tr><td align="center" style="padding:22px 40px;background:#1b1f23;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#9aa0a6;">
<a href="https://x.com/cobaltkey"><img src="https://cdn.cobaltkey.com/mail/x.png" width="20" height="20" alt="X"></a>&nbsp;&nbsp;<a href="https://www.youtube.com/@cobaltkey"><img src="https://cdn.cobaltkey.com/mail/yt.png" width="20" height="20" alt="YouTube"></a>&nbsp;&nbsp;<a href="https://github.com/cobaltkey"><img src="https://cdn.cobaltkey.com/mail/gh.png" width="20" height="20" alt="GitHub"></a><br><br>
CobaltKey SA, Rue du Rhône 14, 1204 Genève, Switzerland<br>
<a href="https://email.cobaltkey.com/unsubscribe?u=a8f1e2" style="color:#9aa0a6;">Unsubscribe</a> · <a href="https://cobaltkey.com/privacy" style="color:#9aa0a6;">Privacy</a><br>© 2026 CobaltKey</td></tr>
</table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- (batch 6 helpers)

const plastik_email_confirm =
  "https://links.plastik.one/ls/click?upn=jT4-2BvX9cQw1mLz0Rk8PnYe3HsA7dFg5bUo2iK6tC-2FrV&id=chg-email-31077";

function plastik_page(pre: string, inner: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><style>@media only screen and (max-width:480px){.card{width:100%!important}}</style></head>
<body style="margin:0;padding:0;background:#ececec;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ececec"><tr><td align="center" style="padding:24px 8px;">
<table class="card" width="500" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:20px;">
<tr><td style="padding:28px 32px 8px;"><img src="https://plastik.one/m/plastik-logo-black.png" alt="Plastik" width="96" height="24" border="0"></td></tr>
<tr><td style="padding:16px 32px 28px;font-family:'Inter',Arial,sans-serif;font-size:15px;line-height:23px;color:#161616;">${inner}</td></tr>
<tr><td style="padding:20px 32px 26px;border-top:1px solid #f0f0f0;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#9b9b9b;">
<a href="https://apps.apple.com/app/plastik-card/id6445512090"><img src="https://plastik.one/m/app-store.png" alt="Download on the App Store" width="100" height="32" border="0"></a> <a href="https://play.google.com/store/apps/details?id=one.plastik.app"><img src="https://plastik.one/m/google-play.png" alt="Get it on Google Play" width="108" height="32" border="0"></a><br><br>
Plastik cards are issued by Baltic Payment Institution UAB under licence No. 63 of the Bank of Lithuania. Plastik, Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania.<br>
<a href="https://plastik.one/help" style="color:#9b9b9b;">Help</a> · <a href="https://plastik.one/terms" style="color:#9b9b9b;">Terms</a> · <a href="https://plastik.one/privacy" style="color:#9b9b9b;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`;
}

export const mails: Mail[] = [
  // ---------------------------------------------------------------- volnex-exchange
  {
    family: "volnex-exchange",
    group: "consumer",
    lang: "en",
    kind: "verify-device",
    code: null,
    link: volnex_device_link,
    from: "Volnex <no-reply@notify.volnex.io>",
    subject: "[Volnex] Authorize new device login",
    date: "Tue, 8 Sep 2026 07:41:12 +0000",
    text: `Authorize new device

We noticed a login attempt from a device we don't recognise:

  Device:    Chrome 128 on Windows 11
  Location:  Almaty, Kazakhstan
  IP:        95.59.217.40
  Time:      2026-09-08 07:41:05 (UTC)

If this was you, authorize the device (the link is valid for 15 minutes):
${volnex_device_link}

If this wasn't you, do not click the link. Change your password right away and disable your account from:
https://www.volnex.io/account/security/lock

${volnex_foot}`,
    html: volnex_page(
      "A login attempt from Chrome 128 on Windows 11 needs your approval.",
      `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:30px;color:#f0f6fc;">Authorize new device</h1>
<p style="margin:0 0 16px 0;">We noticed a login attempt from a device we don't recognise.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#0d1117;border-radius:8px;font-size:13px;line-height:20px;">
<tr><td style="padding:14px 16px 4px 16px;color:#8b949e;width:90px;">Device</td><td style="padding:14px 16px 4px 0;color:#f0f6fc;">Chrome 128 on Windows 11</td></tr>
<tr><td style="padding:4px 16px;color:#8b949e;">Location</td><td style="padding:4px 16px 4px 0;color:#f0f6fc;">Almaty, Kazakhstan</td></tr>
<tr><td style="padding:4px 16px;color:#8b949e;">IP</td><td style="padding:4px 16px 4px 0;color:#f0f6fc;">95.59.217.40</td></tr>
<tr><td style="padding:4px 16px 14px 16px;color:#8b949e;">Time</td><td style="padding:4px 16px 14px 0;color:#f0f6fc;">2026-09-08 07:41:05 (UTC)</td></tr>
</table>
<p style="margin:20px 0 8px 0;">If this was you, authorize the device. The link is valid for 15 minutes.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#f0b90b" style="border-radius:6px;"><a href="${volnex_device_link}" target="_blank" style="display:inline-block;padding:12px 28px;font-weight:bold;font-size:15px;color:#0e1116;text-decoration:none;">Authorize device</a></td></tr></table>
<p style="margin:20px 0 0 0;font-size:13px;color:#8b949e;">If this wasn't you, do not click the button. Change your password right away and <a href="https://www.volnex.io/account/security/lock" style="color:#f85149;">disable your account</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "volnex-exchange",
    group: "consumer",
    lang: "en",
    kind: "withdraw-confirm-link",
    code: null,
    link: volnex_withdraw_link,
    from: "Volnex <no-reply@notify.volnex.io>",
    subject: "[Volnex] Confirm your withdrawal request - 0.2500 BTC",
    date: "Mon, 14 Sep 2026 16:03:51 +0000",
    text: `Confirm your withdrawal

You have requested a withdrawal from your Volnex account. For your security it will not be processed until you confirm it.

  Coin:        BTC
  Network:     Bitcoin
  Amount:      0.2500 BTC
  Network fee: 0.00012 BTC
  Address:     bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh
  Request ID:  WD26091433871

Confirm withdrawal:
${volnex_withdraw_link}

This request expires in 30 minutes. If you did not make it, lock your account immediately: https://www.volnex.io/account/security/lock

${volnex_foot}`,
    html: volnex_page(
      "Withdrawal of 0.2500 BTC is waiting for your confirmation.",
      `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:30px;color:#f0f6fc;">Confirm your withdrawal</h1>
<p style="margin:0 0 16px 0;">You have requested a withdrawal from your Volnex account. For your security it will not be processed until you confirm it.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#0d1117;border-radius:8px;font-size:13px;line-height:20px;">
<tr><td style="padding:14px 16px 4px 16px;color:#8b949e;width:110px;">Coin</td><td style="padding:14px 16px 4px 0;color:#f0f6fc;">BTC (Bitcoin network)</td></tr>
<tr><td style="padding:4px 16px;color:#8b949e;">Amount</td><td style="padding:4px 16px 4px 0;color:#f0f6fc;font-weight:bold;">0.2500 BTC</td></tr>
<tr><td style="padding:4px 16px;color:#8b949e;">Network fee</td><td style="padding:4px 16px 4px 0;color:#f0f6fc;">0.00012 BTC</td></tr>
<tr><td style="padding:4px 16px;color:#8b949e;">Address</td><td style="padding:4px 16px 4px 0;color:#f0f6fc;font-family:Menlo,Consolas,monospace;word-break:break-all;">bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</td></tr>
<tr><td style="padding:4px 16px 14px 16px;color:#8b949e;">Request ID</td><td style="padding:4px 16px 14px 0;color:#f0f6fc;">WD26091433871</td></tr>
</table>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-top:22px;"><tr><td bgcolor="#f0b90b" style="border-radius:6px;"><a href="${volnex_withdraw_link}" target="_blank" style="display:inline-block;padding:12px 28px;font-weight:bold;font-size:15px;color:#0e1116;text-decoration:none;">Confirm withdrawal</a></td></tr></table>
<p style="margin:20px 0 0 0;font-size:13px;color:#8b949e;">This request expires in 30 minutes. If you did not make it, <a href="https://www.volnex.io/account/security/lock" style="color:#f85149;">lock your account</a> immediately.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "volnex-exchange",
    group: "consumer",
    lang: "en",
    kind: "deposit-credited",
    code: null,
    link: null,
    from: "Volnex <no-reply@notify.volnex.io>",
    subject: "[Volnex] USDT deposit credited",
    date: "Thu, 17 Sep 2026 09:12:30 +0000",
    text: `Deposit credited

Your deposit of 1,250.00 USDT (TRC20) has been credited to your Spot wallet.

  TxID: 7c1e0b5a9d3f42e8b61a0c97d4e25f38a1b6c0d9e7f2a4b3c5d6e7f8091a2b3c
  Confirmations: 20/20
  Time: 2026-09-17 09:12:18 (UTC)

Check your balance: https://www.volnex.io/my/wallet/spot

${volnex_foot}`,
    html: volnex_page(
      "1,250.00 USDT is now in your Spot wallet.",
      `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:30px;color:#f0f6fc;">Deposit credited</h1>
<p style="margin:0 0 16px 0;">Your deposit of <b style="color:#f0f6fc;">1,250.00 USDT</b> (TRC20) has been credited to your Spot wallet.</p>
<p style="margin:0 0 6px 0;font-size:13px;color:#8b949e;">TxID</p>
<p style="margin:0 0 16px 0;font-size:12px;font-family:Menlo,Consolas,monospace;word-break:break-all;color:#f0f6fc;">7c1e0b5a9d3f42e8b61a0c97d4e25f38a1b6c0d9e7f2a4b3c5d6e7f8091a2b3c</p>
<p style="margin:0 0 16px 0;font-size:13px;color:#8b949e;">Confirmations: 20/20 · 2026-09-17 09:12:18 (UTC)</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="border:1px solid #30363d;border-radius:6px;"><a href="https://www.volnex.io/my/wallet/spot" style="display:inline-block;padding:10px 22px;font-size:14px;color:#f0f6fc;text-decoration:none;">View balance</a></td></tr></table>`,
    ),
    enc: "qp",
  },
  {
    family: "volnex-exchange",
    group: "consumer",
    lang: "ru",
    kind: "price-alert",
    code: null,
    link: null,
    from: "Volnex <alerts@notify.volnex.io>",
    subject: "[Volnex] ETH/USDT: цена выше 4 200,00",
    date: "Sat, 3 Oct 2026 22:47:09 +0000",
    text: `Сработал ценовой алерт

ETH/USDT поднялся выше заданного уровня 4 200,00 USDT.
Текущая цена: 4 213,57 USDT (+5,84% за 24 ч)
Время срабатывания: 03.10.2026 22:47 (UTC)

Открыть торговлю: https://www.volnex.io/ru/trade/ETH_USDT?type=spot
Управлять алертами: https://www.volnex.io/ru/my/alerts

Это уведомление не является инвестиционной рекомендацией.

${volnex_foot}`,
    html: volnex_page(
      "ETH/USDT поднялся выше 4 200,00 USDT",
      `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:30px;color:#f0f6fc;">Сработал ценовой алерт</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#0d1117;border-radius:8px;">
<tr><td style="padding:18px;font-size:13px;color:#8b949e;">ETH/USDT<br><span style="font-size:28px;line-height:36px;color:#3fb950;font-weight:bold;">4 213,57</span> <span style="color:#3fb950;">+5,84%</span><br>Уровень алерта: выше 4 200,00 USDT · 03.10.2026 22:47 (UTC)</td></tr>
</table>
<p style="margin:20px 0 0 0;"><a href="https://www.volnex.io/ru/trade/ETH_USDT?type=spot" style="color:#f0b90b;font-weight:bold;">Открыть торговлю →</a> &nbsp; <a href="https://www.volnex.io/ru/my/alerts" style="color:#58a6ff;">Управлять алертами</a></p>
<p style="margin:16px 0 0 0;font-size:12px;color:#6e7681;">Это уведомление не является инвестиционной рекомендацией.</p>`,
    ),
    enc: "b64",
  },
  // ---------------------------------------------------------------- steppecap-invest
  {
    family: "steppecap-invest",
    group: "regional",
    lang: "ru",
    kind: "trade-confirmation",
    code: null,
    link: null,
    from: "Steppe Capital <report@steppecap.kz>",
    subject: "Подтверждение сделки № 71-2209184 (AAPL, покупка)",
    date: "Wed, 9 Sep 2026 20:35:02 +0500",
    text: `Уважаемый клиент!

Информируем об исполнении поручения по счёту SC-0048213.

Номер сделки:      71-2209184
Поручение:         ORD-0913377
Дата/время:        09.09.2026 18:31:47 (Алматы)
Площадка:          NASDAQ (через AIX)
Инструмент:        Apple Inc. (AAPL), ISIN US0378331005
Направление:       Покупка
Количество:        12 шт.
Цена:              226,41 USD
Сумма сделки:      2 716,92 USD
Комиссия брокера:  4,08 USD
Дата расчётов:     10.09.2026

Посмотреть портфель: https://lk.steppecap.kz/portfolio

Если вы не совершали эту сделку, срочно позвоните: +7 727 355 40 40.

АО «Steppe Capital», г. Алматы, пр. Аль-Фараби, 77/7`,
    html: steppe_page(`<p style="margin:0 0 14px 0;">Уважаемый клиент!</p>
<p style="margin:0 0 14px 0;">Информируем об исполнении поручения по счёту <b>SC-0048213</b>.</p>
<table width="100%" cellspacing="0" cellpadding="6" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#f2f4f7;"><td style="border:1px solid #dde2e8;width:45%;">Номер сделки</td><td style="border:1px solid #dde2e8;">71-2209184</td></tr>
<tr><td style="border:1px solid #dde2e8;">Поручение</td><td style="border:1px solid #dde2e8;">ORD-0913377</td></tr>
<tr style="background:#f2f4f7;"><td style="border:1px solid #dde2e8;">Дата/время</td><td style="border:1px solid #dde2e8;">09.09.2026 18:31:47 (Алматы)</td></tr>
<tr><td style="border:1px solid #dde2e8;">Площадка</td><td style="border:1px solid #dde2e8;">NASDAQ (через AIX)</td></tr>
<tr style="background:#f2f4f7;"><td style="border:1px solid #dde2e8;">Инструмент</td><td style="border:1px solid #dde2e8;">Apple Inc. (AAPL)<br><span style="color:#7b8794;">ISIN US0378331005</span></td></tr>
<tr><td style="border:1px solid #dde2e8;">Направление</td><td style="border:1px solid #dde2e8;color:#0a7a3d;"><b>Покупка</b></td></tr>
<tr style="background:#f2f4f7;"><td style="border:1px solid #dde2e8;">Количество</td><td style="border:1px solid #dde2e8;">12 шт.</td></tr>
<tr><td style="border:1px solid #dde2e8;">Цена</td><td style="border:1px solid #dde2e8;">226,41 USD</td></tr>
<tr style="background:#f2f4f7;"><td style="border:1px solid #dde2e8;">Сумма сделки</td><td style="border:1px solid #dde2e8;">2 716,92 USD</td></tr>
<tr><td style="border:1px solid #dde2e8;">Комиссия брокера</td><td style="border:1px solid #dde2e8;">4,08 USD</td></tr>
<tr style="background:#f2f4f7;"><td style="border:1px solid #dde2e8;">Дата расчётов</td><td style="border:1px solid #dde2e8;">10.09.2026</td></tr>
</table>
<p style="margin:18px 0 0 0;"><a href="https://lk.steppecap.kz/portfolio" style="color:#0b3d5c;font-weight:bold;">Посмотреть портфель</a></p>
<p style="margin:14px 0 0 0;font-size:12px;color:#7b8794;">Если вы не совершали эту сделку, срочно позвоните: +7 727 355 40 40.</p>`),
    enc: "8bit",
  },
  {
    family: "steppecap-invest",
    group: "regional",
    lang: "ru",
    kind: "monthly-statement",
    code: null,
    link: null,
    from: "Steppe Capital <report@steppecap.kz>",
    subject: "Отчёт брокера за сентябрь 2026 г. — счёт SC-0048213",
    date: "Fri, 2 Oct 2026 06:00:14 +0500",
    text: `Здравствуйте, Самат Ержанович!

Во вложении — отчёт брокера по счёту SC-0048213 за период 01.09.2026–30.09.2026.

Оценка портфеля на 30.09.2026: 18 442,75 USD
Сделок за период: 7
Начисленные дивиденды: 31,20 USD
Удержанный налог у источника: 4,68 USD

Файл защищён паролем — это ваш ИИН (12 цифр).

Претензии по отчёту принимаются в течение 10 рабочих дней с даты отправки.

С уважением,
Бэк-офис АО «Steppe Capital»
+7 727 355 40 40 | backoffice@steppecap.kz`,
    html: null,
    enc: "b64",
    attachment: ["SC-0048213_2026-09.pdf", "application/pdf", steppe_statement_pdf],
  },
  {
    family: "steppecap-invest",
    group: "regional",
    lang: "kk",
    kind: "login-code",
    code: "739218",
    link: null,
    from: "Steppe Capital <noreply@steppecap.kz>",
    subject: "Жеке кабинетке кіру коды",
    date: "Mon, 19 Oct 2026 08:14:55 +0500",
    text: `Құрметті клиент!

Steppe Capital жеке кабинетіне кіру үшін бір реттік код:

    739 218

Код 5 минут ішінде жарамды. Оны ешкімге, соның ішінде компания қызметкерлеріне де айтпаңыз.

Кіру әрекетін сіз жасамаған болсаңыз, бізге хабарласыңыз: +7 727 355 40 40, 7440.

АО «Steppe Capital», Алматы қ., Әл-Фараби д-лы, 77/7`,
    html: steppe_page(`<p style="margin:0 0 14px 0;">Құрметті клиент!</p>
<p style="margin:0 0 18px 0;">Steppe Capital жеке кабинетіне кіру үшін бір реттік код:</p>
<table cellspacing="0" cellpadding="0" align="center"><tr><td style="background:#eef4f8;border:1px dashed #0b3d5c;padding:14px 34px;font-size:32px;letter-spacing:8px;font-weight:bold;color:#0b3d5c;font-family:'Courier New',monospace;">739 218</td></tr></table>
<p style="margin:18px 0 10px 0;">Код <b>5 минут</b> ішінде жарамды. Оны ешкімге, соның ішінде компания қызметкерлеріне де айтпаңыз.</p>
<p style="margin:0;font-size:12px;color:#7b8794;">Кіру әрекетін сіз жасамаған болсаңыз, бізге хабарласыңыз: +7 727 355 40 40, 7440.</p>`),
    enc: "b64",
  },
  // ---------------------------------------------------------------- tundra-wallet
  {
    family: "tundra-wallet",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: tundra_magic,
    from: "Tundra Wallet <hello@tundrawallet.com>",
    subject: "Your Tundra sign-in link",
    date: "Fri, 11 Sep 2026 05:22:40 +0000",
    text: `Sign in to Tundra

Click the link below to finish signing in on this browser. It works once and expires in 10 minutes.

${tundra_magic}

Requested from Firefox on macOS, Tbilisi, Georgia.
Didn't ask for this? You can ignore this email; nobody can get in without it.

Tundra will never ask for your recovery phrase.
Tundra Labs OÜ, Narva mnt 5, 10117 Tallinn, Estonia`,
    html: tundra_page(
      "Finish signing in – this link expires in 10 minutes",
      `<h1 style="font-size:24px;line-height:32px;font-weight:700;color:#0f1e2c;margin:24px 0 12px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif">Sign in to Tundra</h1>
<p style="font-size:15px;line-height:24px;margin:0 0 24px;color:#3c4b59;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif">Click the button below to finish signing in on this browser. It works once and expires in 10 minutes.</p>
<a href="${tundra_magic}" style="line-height:100%;text-decoration:none;display:inline-block;max-width:100%;background-color:#1d6fe0;border-radius:10px;color:#ffffff;font-size:15px;font-weight:600;padding:14px 26px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif" target="_blank">Sign in</a>
<p style="font-size:13px;line-height:20px;margin:24px 0 0;color:#6b7a88;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif">Requested from Firefox on macOS, Tbilisi, Georgia. Didn't ask for this? You can ignore this email; nobody can get in without it.</p>`,
    ),
  },
  {
    family: "tundra-wallet",
    group: "consumer",
    lang: "en",
    kind: "security-notice",
    code: null,
    link: null,
    from: "Tundra Wallet <security@tundrawallet.com>",
    subject: 'Heads up: fake "Tundra airdrop" sites are circulating',
    date: "Tue, 22 Sep 2026 13:00:00 +0000",
    text: `Hi,

Over the last few days we've seen several sites and Telegram channels promising a "TUNDRA token airdrop". They're scams.

- There is no Tundra token and no airdrop.
- We will never ask you to "validate" or "sync" your wallet by typing your 12 or 24 words anywhere.
- Only install Tundra from tundrawallet.com, the App Store or Google Play.

If you've already entered your recovery phrase on one of these sites, treat that wallet as compromised: create a new wallet and move what's left to it as soon as possible. Our guide: https://help.tundrawallet.com/articles/compromised-wallet

Stay safe,
The Tundra security team

Tundra Labs OÜ, Narva mnt 5, 10117 Tallinn, Estonia
Unsubscribe from security bulletins: https://tundrawallet.com/email/preferences?u=4f921&list=security`,
    html: tundra_page(
      "There is no Tundra token and no airdrop.",
      `<h1 style="font-size:22px;line-height:30px;font-weight:700;color:#0f1e2c;margin:24px 0 12px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif">Fake "Tundra airdrop" sites are circulating</h1>
<p style="font-size:15px;line-height:24px;margin:0 0 16px;color:#3c4b59;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif">Over the last few days we've seen several sites and Telegram channels promising a "TUNDRA token airdrop". They're scams.</p>
<ul style="font-size:15px;line-height:24px;color:#3c4b59;padding-left:20px;margin:0 0 16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif"><li>There is no Tundra token and no airdrop.</li><li>We will never ask you to "validate" or "sync" your wallet by typing your 12 or 24 words anywhere.</li><li>Only install Tundra from tundrawallet.com, the App Store or Google Play.</li></ul>
<p style="font-size:15px;line-height:24px;margin:0 0 16px;color:#3c4b59;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif">If you've already entered your recovery phrase on one of these sites, treat that wallet as compromised. <a href="https://help.tundrawallet.com/articles/compromised-wallet" style="color:#1d6fe0">Read our guide</a>.</p>
<p style="font-size:12px;color:#8a98a6;margin:0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif"><a href="https://tundrawallet.com/email/preferences?u=4f921&amp;list=security" style="color:#8a98a6">Unsubscribe from security bulletins</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "tundra-wallet",
    group: "consumer",
    lang: "en",
    kind: "address-book-changed",
    code: null,
    link: null,
    from: "Tundra Wallet <hello@tundrawallet.com>",
    subject: "New address added to your Tundra address book",
    date: "Wed, 7 Oct 2026 18:26:03 +0000",
    text: `A new address was added to your address book.

Label:    Kraken deposit
Network:  Ethereum
Address:  0x3f5C...9a1E
Added:    7 Oct 2026, 22:25 (GMT+4) from iPhone 15

New addresses can receive transfers after a 24-hour security hold (until 8 Oct 2026, 22:25).

If you didn't do this, open the app and remove the address, then contact support: https://help.tundrawallet.com/contact

Tundra Labs OÜ, Narva mnt 5, 10117 Tallinn, Estonia`,
    html: tundra_page(
      "Label: Kraken deposit · Ethereum",
      `<h1 style="font-size:22px;line-height:30px;font-weight:700;color:#0f1e2c;margin:24px 0 12px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif">New address added</h1>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#f5f8fa;border-radius:10px;font-size:14px;line-height:22px;color:#3c4b59;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif"><tr><td style="padding:16px">Label: <b>Kraken deposit</b><br>Network: Ethereum<br>Address: <span style="font-family:Menlo,monospace">0x3f5C...9a1E</span><br>Added: 7 Oct 2026, 22:25 (GMT+4) from iPhone 15</td></tr></table>
<p style="font-size:15px;line-height:24px;margin:16px 0;color:#3c4b59;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif">New addresses can receive transfers after a 24-hour security hold (until 8 Oct 2026, 22:25).</p>
<p style="font-size:13px;line-height:20px;margin:0;color:#6b7a88;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif">If you didn't do this, open the app and remove the address, then <a href="https://help.tundrawallet.com/contact" style="color:#1d6fe0">contact support</a>.</p>`,
    ),
  },
  // ---------------------------------------------------------------- zlatograd-bank
  {
    family: "zlatograd-bank",
    group: "regional",
    lang: "uk",
    kind: "payment-otp",
    code: "507318",
    link: null,
    from: "Злато Банк <otp@zlatobank.ua>",
    subject: "Код підтвердження покупки в інтернеті",
    date: "Sat, 12 Sep 2026 21:08:44 +0300",
    text: `Код підтвердження покупки: 507318

Магазин: BINANCE*P2P MARKET
Сума: 8 450,00 UAH
Картка: Visa Gold •••• 4821
Дата: 12.09.2026 21:08

Введіть код на сторінці оплати. Він дійсний 3 хвилини.
Нікому не повідомляйте цей код — навіть працівникам банку.

Якщо ви не здійснюєте цю покупку, заблокуйте картку в застосунку або зателефонуйте 0 800 50 12 34.`,
    html: zlato_page(`<p style="margin:0 0 16px 0;font-size:17px;font-weight:bold;">Код підтвердження покупки</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px 0;"><tr>${zlato_otp_cells}</tr></table>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:14px;color:#555;">
<tr><td>Магазин:</td><td><b>BINANCE*P2P MARKET</b></td></tr>
<tr><td>Сума:</td><td><b>8 450,00 UAH</b></td></tr>
<tr><td>Картка:</td><td>Visa Gold •••• 4821</td></tr>
<tr><td>Дата:</td><td>12.09.2026 21:08</td></tr>
</table>
<p style="margin:16px 0 8px 0;">Введіть код на сторінці оплати. Він дійсний 3 хвилини.<br><b style="color:#b3261e;">Нікому не повідомляйте цей код — навіть працівникам банку.</b></p>
<p style="margin:0;font-size:13px;color:#777;">Якщо ви не здійснюєте цю покупку, заблокуйте картку в застосунку або зателефонуйте 0 800 50 12 34.</p>`),
    enc: "qp",
  },
  {
    family: "zlatograd-bank",
    group: "regional",
    lang: "uk",
    kind: "card-statement",
    code: null,
    link: null,
    from: "Злато Банк <info@zlatobank.ua>",
    subject: "Виписка за вересень по картці •••• 4821",
    date: "Thu, 1 Oct 2026 10:30:00 +0300",
    text: `Добрий день, Андрію!

Виписка по картці Visa Gold •••• 4821 за 01.09.2026–30.09.2026:

Залишок на початок періоду:   41 208,17 UAH
Надходження:                   62 500,00 UAH
Витрати:                       57 934,60 UAH
  з них покупки в інтернеті:   23 110,00 UAH
  комісії:                         96,00 UAH
Залишок на кінець періоду:    45 773,57 UAH

Повну виписку з усіма операціями можна завантажити в застосунку або в інтернет-банку: https://online.zlatobank.ua/statements

Кешбек за вересень: 312,40 UAH — буде зараховано до 10.10.2026.

З повагою,
Злато Банк`,
    html: zlato_page(`<p style="margin:0 0 14px 0;">Добрий день, Андрію!</p>
<p style="margin:0 0 14px 0;">Виписка по картці <b>Visa Gold •••• 4821</b> за 01.09.2026–30.09.2026:</p>
<table cellpadding="7" cellspacing="0" border="0" width="100%" style="font-size:14px;border-collapse:collapse;">
<tr><td style="border-bottom:1px solid #eee;">Залишок на початок періоду</td><td align="right" style="border-bottom:1px solid #eee;">41 208,17 UAH</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Надходження</td><td align="right" style="border-bottom:1px solid #eee;color:#1e7b34;">+62 500,00 UAH</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Витрати</td><td align="right" style="border-bottom:1px solid #eee;color:#b3261e;">−57 934,60 UAH</td></tr>
<tr><td style="border-bottom:1px solid #eee;padding-left:20px;color:#777;">з них покупки в інтернеті</td><td align="right" style="border-bottom:1px solid #eee;color:#777;">23 110,00 UAH</td></tr>
<tr><td style="border-bottom:1px solid #eee;padding-left:20px;color:#777;">комісії</td><td align="right" style="border-bottom:1px solid #eee;color:#777;">96,00 UAH</td></tr>
<tr><td><b>Залишок на кінець періоду</b></td><td align="right"><b>45 773,57 UAH</b></td></tr>
</table>
<p style="margin:18px 0 10px 0;">Повну виписку можна <a href="https://online.zlatobank.ua/statements" style="color:#a4820f;">завантажити в інтернет-банку</a> або в застосунку.</p>
<p style="margin:0;background:#fff8e1;padding:10px 12px;">Кешбек за вересень: <b>312,40 UAH</b> — буде зараховано до 10.10.2026.</p>`),
    enc: "b64",
  },
  {
    family: "zlatograd-bank",
    group: "regional",
    lang: "uk",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Злато Банк <security@zlatobank.ua>",
    subject: "Пароль до інтернет-банку змінено",
    date: "Tue, 20 Oct 2026 07:55:19 +0300",
    text: `Пароль до інтернет-банку «Злато Онлайн» змінено 20.10.2026 о 07:54.
Пристрій: Samsung Galaxy S23, застосунок 5.14.2.

Якщо це були ви — нічого робити не потрібно.
Якщо ні — негайно зателефонуйте на 0 800 50 12 34 або +380 44 390 12 34, доступ буде заблоковано.

Злато Банк`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- mtkvari-bank
  {
    family: "mtkvari-bank",
    group: "regional",
    lang: "ka",
    kind: "login-code",
    code: "4086",
    link: null,
    from: "მტკვარი ბანკი <noreply@mtkvaribank.ge>",
    subject: "ავტორიზაციის კოდი ინტერნეტ-ბანკში",
    date: "Wed, 16 Sep 2026 11:03:27 +0400",
    text: `გამარჯობა,

ინტერნეტ-ბანკში შესასვლელად გამოიყენეთ ერთჯერადი კოდი: 4086

კოდი მოქმედებს 2 წუთის განმავლობაში. არავის გაუზიაროთ — ბანკის თანამშრომელი მას არასოდეს მოგთხოვთ.

თუ შესვლას თქვენ არ ცდილობდით, დაგვიკავშირდით: *3030

მტკვარი ბანკი`,
    html: mtkvari_page(`<p style="margin:0 0 12px;">გამარჯობა,</p>
<p style="margin:0 0 18px;">ინტერნეტ-ბანკში შესასვლელად გამოიყენეთ ერთჯერადი კოდი:</p>
<p style="margin:0 0 18px;text-align:center;"><span style="display:inline-block;background:#f0eafb;color:#4b2a8c;font-size:34px;font-weight:bold;letter-spacing:12px;padding:12px 24px 12px 36px;border-radius:8px;">4086</span></p>
<p style="margin:0 0 12px;">კოდი მოქმედებს <b>2 წუთის</b> განმავლობაში. არავის გაუზიაროთ — ბანკის თანამშრომელი მას არასოდეს მოგთხოვთ.</p>
<p style="margin:0;font-size:13px;color:#8d86a0;">თუ შესვლას თქვენ არ ცდილობდით, დაგვიკავშირდით: *3030</p>`),
    enc: "b64",
  },
  {
    family: "mtkvari-bank",
    group: "regional",
    lang: "ka",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "მტკვარი ბანკი <info@mtkvaribank.ge>",
    subject: "თქვენს ანგარიშზე ჩაირიცხა 3 200.00 GEL",
    date: "Mon, 28 Sep 2026 15:41:02 +0400",
    text: `თქვენს ანგარიშზე GE29MT0000000048213771 ჩაირიცხა 3 200.00 GEL.

გამგზავნი: შპს „ჯორჯიან ტრეიდ ჰაბი"
დანიშნულება: ხელფასი, სექტემბერი 2026
თარიღი: 28.09.2026 15:40
ხელმისაწვდომი ნაშთი: 5 114.36 GEL

მტკვარი ბანკი | *3030`,
    html: mtkvari_page(`<p style="margin:0 0 16px;font-size:13px;color:#8d86a0;">ჩარიცხვა · 28.09.2026 15:40</p>
<p style="margin:0 0 18px;font-size:30px;font-weight:bold;color:#1d8a4a;">+3 200.00 GEL</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#8d86a0;">ანგარიში</td><td>GE29MT0000000048213771</td></tr>
<tr><td style="color:#8d86a0;">გამგზავნი</td><td>შპს „ჯორჯიან ტრეიდ ჰაბი"</td></tr>
<tr><td style="color:#8d86a0;">დანიშნულება</td><td>ხელფასი, სექტემბერი 2026</td></tr>
<tr><td style="color:#8d86a0;">ნაშთი</td><td>5 114.36 GEL</td></tr>
</table>
<p style="margin:18px 0 0;"><a href="https://ib.mtkvaribank.ge/accounts" style="color:#4b2a8c;">ანგარიშების ნახვა</a></p>`),
    enc: "8bit",
  },
  // ---------------------------------------------------------------- sevan-invest
  {
    family: "sevan-invest",
    group: "regional",
    lang: "hy",
    kind: "verify-link",
    code: null,
    link: sevan_verify,
    from: "Sevan Invest <no-reply@sevaninvest.am>",
    subject: "Հաստատեք Ձեր էլ. փոստի հասցեն",
    date: "Thu, 24 Sep 2026 19:16:48 +0400",
    text: `Բարև Ձեզ,

Շնորհակալություն Sevan Invest-ում գրանցվելու համար։ Բրոքերային հաշվի բացումը շարունակելու համար հաստատեք Ձեր էլ. փոստի հասցեն՝ անցնելով հետևյալ հղումով.

${sevan_verify}

Հղումը գործում է 48 ժամ։ Եթե Դուք չեք գրանցվել, պարզապես անտեսեք այս նամակը։

Հարցերի դեպքում՝ +374 10 59 40 40, support@sevaninvest.am

«Սևան Ինվեսթ» ՓԲԸ, ք. Երևան, Վազգեն Սարգսյան 10, 0010
ՀՀ ԿԲ լիցենզիա № 0094`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eaf2f7;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#eaf2f7;"><tr><td align="center" style="padding:30px 12px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Noto Sans Armenian',Arial,sans-serif;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e3ebf1;"><img src="https://sevaninvest.am/assets/email/sevan-logo.png" alt="Sevan Invest" width="150" height="34"></td></tr>
<tr><td style="padding:30px 32px;font-size:15px;line-height:24px;color:#23313d;">
<p style="margin:0 0 14px;">Բարև Ձեզ,</p>
<p style="margin:0 0 22px;">Շնորհակալություն Sevan Invest-ում գրանցվելու համար։ Բրոքերային հաշվի բացումը շարունակելու համար հաստատեք Ձեր էլ. փոստի հասցեն։</p>
<table cellpadding="0" cellspacing="0" align="center"><tr><td style="background:#0077b6;border-radius:4px;"><a href="${sevan_verify}" style="display:block;padding:13px 30px;color:#fff;text-decoration:none;font-weight:bold;">Հաստատել հասցեն</a></td></tr></table>
<p style="margin:22px 0 8px;font-size:13px;color:#5f7282;">Եթե կոճակը չի աշխատում, պատճենեք հղումը բրաուզերի մեջ.<br><a href="${sevan_verify}" style="color:#0077b6;word-break:break-all;">${sevan_verify}</a></p>
<p style="margin:0;font-size:13px;color:#5f7282;">Հղումը գործում է 48 ժամ։ Եթե Դուք չեք գրանցվել, պարզապես անտեսեք այս նամակը։</p>
</td></tr>
<tr><td style="padding:18px 32px;background:#f6f9fb;font-size:11px;line-height:17px;color:#7d8f9c;">«Սևան Ինվեսթ» ՓԲԸ, ք. Երևան, Վազգեն Սարգսյան 10, 0010 · ՀՀ ԿԲ լիցենզիա № 0094<br>+374 10 59 40 40 · <a href="mailto:support@sevaninvest.am" style="color:#7d8f9c;">support@sevaninvest.am</a> · <a href="https://sevaninvest.am/hy/privacy" style="color:#7d8f9c;">Գաղտնիության քաղաքականություն</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "sevan-invest",
    group: "regional",
    lang: "hy",
    kind: "dividend-credited",
    code: null,
    link: null,
    from: "Sevan Invest <reports@sevaninvest.am>",
    subject: "Դիվիդենդի մուտքագրում — MSFT",
    date: "Fri, 16 Oct 2026 12:20:00 +0400",
    text: `Հարգելի հաճախորդ,

Ձեր SI-20318 բրոքերային հաշվին մուտքագրվել է դիվիդենդ.

Արժեթուղթ՝ Microsoft Corp. (MSFT)
Քանակ՝ 15
Դիվիդենդ մեկ բաժնետոմսի համար՝ 0,83 USD
Համախառն գումար՝ 12,45 USD
Պահված հարկ (ԱՄՆ, 10%)՝ 1,25 USD
Մուտքագրված գումար՝ 11,20 USD
Վճարման ամսաթիվ՝ 15.10.2026

Մանրամասները՝ անձնական էջում. https://my.sevaninvest.am/hy/reports/corporate-actions

«Սևան Ինվեսթ» ՓԲԸ | +374 10 59 40 40`,
    html: null,
    enc: "b64",
  },
  // ---------------------------------------------------------------- xazar-pay
  {
    family: "xazar-pay",
    group: "regional",
    lang: "az",
    kind: "reset-link",
    code: null,
    link: xazar_reset,
    from: "XazarPay <destek@xazarpay.az>",
    subject: "Şifrənin bərpası",
    date: "Sun, 20 Sep 2026 23:51:37 +0400",
    text: `Salam, Rəşad!

XazarPay hesabınız üçün şifrənin bərpası sorğusu aldıq. Yeni şifrə təyin etmək üçün aşağıdakı linkə keçin:

${xazar_reset}

Link 1 saat ərzində etibarlıdır və yalnız bir dəfə istifadə oluna bilər.
Əgər sorğunu siz göndərməmisinizsə, bu məktubu nəzərə almayın — şifrəniz dəyişməyəcək.

Hörmətlə,
XazarPay komandası
*0707 | +994 12 404 07 07
Bakı, AZ1010, Nizami küç. 90A`,
    html:
      `<html><head><meta charset="utf-8"><style>a.btn:hover{background:#00875f!important}</style></head><body style="margin:0;background:#f3f6f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e1e8e5;font-family:Tahoma,Arial,sans-serif;">
<tr><td style="padding:22px 30px;"><img src="https://xazarpay.az/mail/xp-logo.png" alt="XazarPay" width="120" height="32"></td></tr>
<tr><td style="padding:0 30px 26px;font-size:14px;line-height:22px;color:#27332f;">
<h2 style="margin:0 0 14px;font-size:20px;">Şifrənin bərpası</h2>
<p style="margin:0 0 12px;">Salam, Rəşad!</p>
<p style="margin:0 0 20px;">XazarPay hesabınız üçün şifrənin bərpası sorğusu aldıq. Yeni şifrə təyin etmək üçün düyməni basın.</p>
<p style="margin:0 0 20px;"><a class="btn" href="${xazar_reset}" style="background:#00a676;color:#fff;text-decoration:none;padding:12px 26px;border-radius:24px;display:inline-block;font-weight:bold;">Yeni şifrə təyin et</a></p>
<p style="margin:0 0 8px;font-size:12px;color:#73817c;">Link 1 saat ərzində etibarlıdır və yalnız bir dəfə istifadə oluna bilər. Əgər sorğunu siz göndərməmisinizsə, bu məktubu nəzərə almayın — şifrəniz dəyişməyəcək.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f8faf9;font-size:11px;color:#9aa6a1;">XazarPay MMC · Bakı, AZ1010, Nizami küç. 90A · *0707 · <a href="https://xazarpay.az/az/mexfilik" style="color:#9aa6a1;">Məxfilik siyasəti</a> · <a href="https://www.instagram.com/xazarpay" style="color:#9aa6a1;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "xazar-pay",
    group: "regional",
    lang: "az",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "XazarPay <qebz@xazarpay.az>",
    subject: "Ödəniş qəbzi № 260930-118452",
    date: "Wed, 30 Sep 2026 08:02:11 +0400",
    text: `Ödəniş uğurla həyata keçirildi.

Qəbz №: 260930-118452
Xidmət: Azercell — mobil nömrə +994 50 ••• 12 47
Məbləğ: 20,00 AZN
Komissiya: 0,00 AZN
Kart: Mastercard •••• 9302
Tarix: 30.09.2026 08:02

Qəbzi tətbiqdə "Tarixçə" bölməsində tapa bilərsiniz.

XazarPay | *0707`,
    html: `<html><body style="margin:0;background:#f3f6f5;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="420" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #00a676;">
<tr><td align="center" style="padding:22px 20px 6px;"><img src="https://xazarpay.az/mail/check-green.png" alt="" width="48" height="48"><br><b style="font-size:17px;color:#27332f;">Ödəniş uğurla həyata keçirildi</b></td></tr>
<tr><td align="center" style="padding:6px 20px 18px;font-size:28px;font-weight:bold;color:#27332f;">20,00 AZN</td></tr>
<tr><td style="padding:0 24px 22px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;color:#27332f;border-top:1px dashed #cfd8d4;">
<tr><td style="color:#73817c;">Qəbz №</td><td align="right">260930-118452</td></tr>
<tr><td style="color:#73817c;">Xidmət</td><td align="right">Azercell, +994 50 ••• 12 47</td></tr>
<tr><td style="color:#73817c;">Komissiya</td><td align="right">0,00 AZN</td></tr>
<tr><td style="color:#73817c;">Kart</td><td align="right">Mastercard •••• 9302</td></tr>
<tr><td style="color:#73817c;">Tarix</td><td align="right">30.09.2026 08:02</td></tr>
</table></td></tr>
<tr><td style="padding:12px 24px;background:#f8faf9;font-size:11px;color:#9aa6a1;">XazarPay MMC · *0707 · <a href="https://xazarpay.az/az/komek" style="color:#9aa6a1;">Kömək</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- salyqtap-portal
  {
    family: "salyqtap-portal",
    group: "regional",
    lang: "ru",
    kind: "verify-link",
    code: null,
    link: salyq_confirm,
    from: "Кабинет налогоплательщика SalyqTap <no-reply@salyqtap.kz>",
    subject: "Подтверждение адреса электронной почты",
    date: "Tue, 29 Sep 2026 14:27:06 +0500",
    text: `Уважаемый налогоплательщик!

В Кабинете налогоплательщика SalyqTap указан этот адрес электронной почты для получения уведомлений (ИИН 8904••••••12).

Чтобы подтвердить адрес, перейдите по ссылке:
${salyq_confirm}

Ссылка действует 24 часа. После подтверждения на этот адрес будут приходить уведомления о статусе налоговых форм, в том числе ФНО 270.00.

Если вы не меняли адрес, войдите в кабинет с ЭЦП и проверьте настройки профиля.

Это письмо сформировано автоматически, отвечать на него не нужно.
Контакт-центр: 1414`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="640" cellpadding="0" cellspacing="0" border="0">
<tr><td style="background:#00579c;padding:12px 16px;color:#fff;font-size:16px;"><img src="https://cabinet.salyqtap.kz/static/img/gerb-small.png" alt="" width="28" height="28" style="vertical-align:middle;"> &nbsp;Кабинет налогоплательщика <b>SalyqTap</b></td></tr>
<tr><td style="padding:18px 16px;line-height:21px;">
<p>Уважаемый налогоплательщик!</p>
<p>В Кабинете налогоплательщика SalyqTap указан этот адрес электронной почты для получения уведомлений (ИИН 8904••••••12).</p>
<p>Чтобы подтвердить адрес, перейдите по ссылке:<br><a href="${salyq_confirm}">${salyq_confirm}</a></p>
<p>Ссылка действует 24 часа. После подтверждения на этот адрес будут приходить уведомления о статусе налоговых форм, в том числе ФНО 270.00.</p>
<p style="color:#666;">Если вы не меняли адрес, войдите в кабинет с ЭЦП и проверьте настройки профиля.</p>
<hr style="border:0;border-top:1px solid #ccc;">
<p style="font-size:11px;color:#888;">Это письмо сформировано автоматически, отвечать на него не нужно. Контакт-центр: 1414.</p>
</td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "salyqtap-portal",
    group: "regional",
    lang: "kk",
    kind: "declaration-accepted",
    code: null,
    link: null,
    from: "SalyqTap салық төлеушінің кабинеті <no-reply@salyqtap.kz>",
    subject: "270.00 нысанындағы декларация қабылданды",
    date: "Thu, 15 Oct 2026 10:09:51 +0500",
    text: `Құрметті салық төлеуші!

Сіздің 2025 жылға арналған кірістер мен мүлік туралы декларацияңыз (ФНО 270.00) қабылданды.

Тіркеу нөмірі: 6021-2026-0045871
Тапсырылған күні: 15.10.2026 10:08
Мәртебесі: Қабылданды
Шетелдік кірістер бойынша есептелген ЖТС: 48 312 тг
Төлеу мерзімі: 10.11.2026 дейін

Қабылдау туралы хабарлама қосымшада (PDF).

Хат автоматты түрде жіберілді. Байланыс орталығы: 1414`,
    html: null,
    enc: "b64",
    attachment: ["6021-2026-0045871.pdf", "application/pdf", salyq_receipt_pdf],
  },
  // ---------------------------------------------------------------- bazisfin-analytics
  {
    family: "bazisfin-analytics",
    group: "regional",
    lang: "ru",
    kind: "subscribe-confirm",
    code: null,
    link: bazis_confirm,
    from: "Базис <list@bazisfin.media>",
    subject: "Подтвердите подписку на «Базис. Утро»",
    date: "Sun, 6 Sep 2026 09:44:20 +0500",
    text: `Здравствуйте!

Кто-то (надеемся, вы) подписал адрес sam.reader@inbox.example на ежедневную рассылку «Базис. Утро» — главные новости рынков Казахстана, России и СНГ к 8:00.

Подтвердите подписку:
${bazis_confirm}

Если вы не подписывались, просто ничего не делайте — писем больше не будет.

Редакция «Базиса»`,
    html: bazis_shell(
      "Осталось нажать одну кнопку",
      `<tr><td style="padding:28px 0;font-size:17px;line-height:27px;">
<p style="margin:0 0 16px;">Здравствуйте!</p>
<p style="margin:0 0 22px;">Кто-то (надеемся, вы) подписал адрес <b>sam.reader@inbox.example</b> на ежедневную рассылку «Базис. Утро» — главные новости рынков Казахстана, России и СНГ к 8:00.</p>
<p style="margin:0 0 22px;"><a href="${bazis_confirm}" style="font-family:Arial,sans-serif;font-size:15px;background:#111;color:#fff;text-decoration:none;padding:12px 24px;display:inline-block;">Да, подписаться</a></p>
<p style="margin:0;font-size:15px;color:#555;">Если вы не подписывались, просто ничего не делайте — писем больше не будет.</p>
</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "bazisfin-analytics",
    group: "regional",
    lang: "ru",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Базис. Утро <morning@bazisfin.media>",
    subject: "Нефть выше $88, тенге укрепился, Kaspi отчитался",
    date: "Wed, 14 Oct 2026 08:00:03 +0500",
    text: `БАЗИС. УТРО — 14 октября 2026

1. Brent торгуется у $88,40 после решения ОПЕК+ сохранить квоты до конца года.
   Читать: https://bazisfin.media/r/c/8812?l=ru-daily&s=5f0a2c8e31

2. Тенге укрепился до 478,15 за доллар на утренней сессии KASE.
   Читать: https://bazisfin.media/r/c/8813?l=ru-daily&s=5f0a2c8e31

3. Квартальная отчётность: чистая прибыль выросла на 14% г/г, дивиденд — 850 тг на акцию.
   Читать: https://bazisfin.media/r/c/8814?l=ru-daily&s=5f0a2c8e31

Календарь дня: 16:30 — инфляция в США (CPI) за сентябрь; 18:00 — аукцион Минфина РК по ГЦБ на 5 лет.

Промокод на годовую подписку «Базис Про» со скидкой 30%: BAZIS30 (до 31.10.2026).

Отписаться: https://list.bazisfin.media/unsubscribe?s=5f0a2c8e31`,
    html: bazis_shell(
      "Brent у $88,40; тенге 478,15; дивиденд 850 тг на акцию",
      `<tr><td style="padding:14px 0 4px;font-family:Arial,sans-serif;font-size:12px;color:#888;text-transform:uppercase;letter-spacing:1px;">Утро · 14 октября 2026</td></tr>
<tr><td style="padding:10px 0;border-bottom:1px solid #eee;"><h2 style="margin:0 0 6px;font-size:20px;"><a href="https://bazisfin.media/r/c/8812?l=ru-daily&amp;s=5f0a2c8e31" style="color:#111;text-decoration:none;">Нефть выше $88 после решения ОПЕК+</a></h2><p style="margin:0;font-size:15px;line-height:23px;color:#333;">Brent торгуется у $88,40: картель сохранил квоты до конца года.</p></td></tr>
<tr><td style="padding:10px 0;border-bottom:1px solid #eee;"><h2 style="margin:0 0 6px;font-size:20px;"><a href="https://bazisfin.media/r/c/8813?l=ru-daily&amp;s=5f0a2c8e31" style="color:#111;text-decoration:none;">Тенге укрепился до 478,15</a></h2><p style="margin:0;font-size:15px;line-height:23px;color:#333;">Утренняя сессия KASE прошла при повышенном объёме.</p></td></tr>
<tr><td style="padding:10px 0;border-bottom:1px solid #eee;"><h2 style="margin:0 0 6px;font-size:20px;"><a href="https://bazisfin.media/r/c/8814?l=ru-daily&amp;s=5f0a2c8e31" style="color:#111;text-decoration:none;">Прибыль +14% г/г, дивиденд 850 тг</a></h2><p style="margin:0;font-size:15px;line-height:23px;color:#333;">Квартальная отчётность оказалась выше консенсуса.</p></td></tr>
<tr><td style="padding:14px 0;font-family:Arial,sans-serif;font-size:13px;line-height:20px;color:#333;"><b>Календарь дня:</b> 16:30 — CPI США за сентябрь; 18:00 — аукцион Минфина РК по ГЦБ на 5 лет.</td></tr>
<tr><td style="padding:14px;background:#fff6d6;font-family:Arial,sans-serif;font-size:14px;">Годовая подписка «Базис Про» −30% по промокоду <b>BAZIS30</b> до 31.10.2026. <a href="https://bazisfin.media/pro?utm_campaign=oct30" style="color:#111;">Оформить</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "bazisfin-analytics",
    group: "regional",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Bazis Pro <billing@bazisfin.media>",
    subject: "Receipt for your Bazis Pro subscription",
    date: "Thu, 22 Oct 2026 17:35:48 +0500",
    text: `Thanks for subscribing to Bazis Pro.

Receipt #BZP-2026-104377
Plan: Bazis Pro, annual
Price: 39 900 KZT
Discount (BAZIS30): -11 970 KZT
Total charged: 27 930 KZT to Visa •••• 4821
Next renewal: 22 Oct 2027

Manage your subscription: https://bazisfin.media/account/billing
Questions? Reply to this email or write to pro@bazisfin.media.

Bazis Media LLP, 18 Dostyk St, office 1102, Astana 010000, Kazakhstan`,
    html: null,
  },
  // ---------------------------------------------------------------- skif-vpn
  {
    family: "skif-vpn",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "KQ7-4M2",
    code_digits: "KQ74M2",
    link: null,
    from: "SKIF VPN <account@skifvpn.net>",
    subject: "SKIF VPN login code: KQ7-4M2",
    date: "Thu, 10 Sep 2026 04:17:33 +0000",
    text: `Your login code

Enter this code in the SKIF VPN app to sign in:

KQ7-4M2

It expires in 15 minutes. If you didn't try to sign in, you can ignore this email.

Download apps: https://skifvpn.net/download
Help: https://skifvpn.net/help
Skif Networks S.A., Panama City, Panama`,
    html: skif_page(`<p style="margin:0 0 8px;font-size:20px;font-weight:bold;color:#f9fafb;">Your login code</p>
<p style="margin:0 0 22px;">Enter this code in the SKIF VPN app to sign in:</p>
<p style="margin:0 0 22px;text-align:center;font-family:'SF Mono',Menlo,Consolas,monospace;font-size:34px;font-weight:bold;letter-spacing:6px;color:#34d399;background:#111827;border-radius:10px;padding:16px 0;">KQ7-4M2</p>
<p style="margin:0;font-size:13px;color:#9ca3af;">It expires in 15 minutes. If you didn't try to sign in, you can ignore this email.</p>`),
  },
  {
    family: "skif-vpn",
    group: "consumer",
    lang: "en",
    kind: "renewal-receipt",
    code: null,
    link: null,
    from: "SKIF VPN <billing@skifvpn.net>",
    subject: "Your SKIF VPN subscription has been renewed",
    date: "Sat, 26 Sep 2026 00:02:09 +0000",
    text: `Thanks for staying with SKIF VPN.

Plan: 1 year (up to 8 devices)
Amount: $47.88 (paid with USDT TRC20)
Invoice: INV-SK-0933815
Period: 26 Sep 2026 – 26 Sep 2027

Manage your subscription: https://skifvpn.net/account/billing

Skif Networks S.A., Calle 50, Torre Global Bank, Piso 22, Panama City, Panama`,
    html: skif_page(`<p style="margin:0 0 14px;font-size:20px;font-weight:bold;color:#f9fafb;">Subscription renewed</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;color:#d1d5db;">
<tr><td style="color:#9ca3af;">Plan</td><td align="right">1 year (up to 8 devices)</td></tr>
<tr><td style="color:#9ca3af;">Amount</td><td align="right">$47.88</td></tr>
<tr><td style="color:#9ca3af;">Paid with</td><td align="right">USDT TRC20</td></tr>
<tr><td style="color:#9ca3af;">Invoice</td><td align="right">INV-SK-0933815</td></tr>
<tr><td style="color:#9ca3af;">Period</td><td align="right">26 Sep 2026 – 26 Sep 2027</td></tr>
</table>
<p style="margin:18px 0 0;"><a href="https://skifvpn.net/account/billing" style="color:#34d399;">Manage your subscription</a></p>`),
    enc: "qp",
  },
  {
    family: "skif-vpn",
    group: "consumer",
    lang: "ru",
    kind: "new-login-notice",
    code: null,
    link: null,
    from: "SKIF VPN <account@skifvpn.net>",
    subject: "Новое устройство подключено к аккаунту",
    date: "Mon, 12 Oct 2026 19:48:00 +0000",
    text: `К вашему аккаунту SKIF VPN подключено новое устройство.

Устройство: Android 14 (Pixel 8)
Страна входа: Грузия
Дата: 12.10.2026 19:47 UTC
Активных устройств: 4 из 8

Если это не вы, отключите устройство в личном кабинете и смените пароль: https://skifvpn.net/ru/account/devices

SKIF VPN`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- kolokol-messenger
  {
    family: "kolokol-messenger",
    group: "consumer",
    lang: "ru",
    kind: "login-code",
    code: "294716",
    link: null,
    from: "Колокол <noreply@kolokol.chat>",
    subject: "Код для входа в Колокол",
    date: "Fri, 18 Sep 2026 06:30:12 +0300",
    text: `Код для входа в Колокол: 294716

Кто-то пытается войти в ваш аккаунт @samat_trades с нового устройства (Колокол Desktop 3.8, Windows).
Если это вы — введите код в приложении. Никому не сообщайте этот код, даже если человек представляется сотрудником Колокола.

Если вы не запрашивали код, проигнорируйте письмо и включите облачный пароль в Настройки → Конфиденциальность.

Колокол — https://kolokol.chat`,
    html: `<html><body style="margin:0;background:#e9eef3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 10px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:18px;font-family:-apple-system,Roboto,Arial,sans-serif;">
<tr><td align="center" style="padding:30px 30px 10px;"><img src="https://kolokol.chat/static/mail/bell-96.png" width="56" height="56" alt="Колокол"></td></tr>
<tr><td align="center" style="padding:0 30px 18px;font-size:19px;font-weight:600;color:#1c2733;">Код для входа</td></tr>
<tr><td align="center" style="padding:0 30px 20px;"><table cellpadding="0" cellspacing="6"><tr>${
      kolokol_digits.map((d) =>
        `<td style="width:38px;height:48px;background:#f0f4f8;border-radius:8px;text-align:center;font-size:26px;font-weight:700;color:#2a8bf2;">${d}</td>`
      ).join("")
    }</tr></table></td></tr>
<tr><td style="padding:0 34px 26px;font-size:14px;line-height:21px;color:#4d5b69;">Кто-то пытается войти в ваш аккаунт <b>@samat_trades</b> с нового устройства (Колокол Desktop 3.8, Windows). Если это вы — введите код в приложении.<br><br>Никому не сообщайте этот код, даже если человек представляется сотрудником Колокола.</td></tr>
<tr><td style="padding:14px 34px 22px;font-size:11px;color:#95a2af;border-top:1px solid #eef1f4;">Если вы не запрашивали код, проигнорируйте письмо. <a href="https://kolokol.chat/faq#security" style="color:#95a2af;">Безопасность</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "kolokol-messenger",
    group: "consumer",
    lang: "ru",
    kind: "bot-digest",
    code: null,
    link: null,
    from: "Колокол <digest@kolokol.chat>",
    subject: "3 непрочитанных сообщения от бота @WhaleAlertKZ_bot",
    date: "Sun, 4 Oct 2026 10:00:40 +0300",
    text: `У вас есть непрочитанные сообщения.

@WhaleAlertKZ_bot:
  • 🐋 2 500 BTC (≈ $158 120 000) переведено с неизвестного кошелька на биржу
  • 🐋 40 000 000 USDT выпущено в сети Tron
  • Ваш сигнал по SOL/USDT: цена достигла 182,40

Чтобы прочитать, откройте Колокол: https://kolokol.chat/r/WhaleAlertKZ_bot

Не хотите получать такие письма? https://kolokol.chat/settings/email?u=889120`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:-apple-system,Roboto,Arial,sans-serif;">
<table width="520" cellpadding="0" cellspacing="0" style="margin:0 auto;">
<tr><td style="padding:22px 0 10px;"><img src="https://kolokol.chat/static/mail/bell-96.png" width="32" height="32" alt="Колокол" style="vertical-align:middle;"> <span style="font-size:16px;font-weight:600;color:#1c2733;vertical-align:middle;">У вас есть непрочитанные сообщения</span></td></tr>
<tr><td style="padding:14px;background:#f5f8fb;border-radius:12px;font-size:14px;line-height:22px;color:#1c2733;">
<b><a href="https://kolokol.chat/r/WhaleAlertKZ_bot" style="color:#2a8bf2;text-decoration:none;">@WhaleAlertKZ_bot</a></b><br>
🐋 2 500 BTC (≈ $158 120 000) переведено с неизвестного кошелька на биржу<br>
🐋 40 000 000 USDT выпущено в сети Tron<br>
Ваш сигнал по SOL/USDT: цена достигла 182,40</td></tr>
<tr><td style="padding:16px 0;"><a href="https://kolokol.chat/r/WhaleAlertKZ_bot" style="background:#2a8bf2;color:#fff;padding:10px 20px;border-radius:20px;text-decoration:none;font-size:14px;">Открыть чат</a></td></tr>
<tr><td style="padding:10px 0 24px;font-size:11px;color:#95a2af;">Не хотите получать такие письма? <a href="https://kolokol.chat/settings/email?u=889120" style="color:#95a2af;">Настроить уведомления</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  // ---------------------------------------------------------------- sunduk-market
  {
    family: "sunduk-market",
    group: "regional",
    lang: "ru",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Сундук <orders@sunduk.market>",
    subject: "Заказ № 4471-0928 передан в доставку",
    date: "Tue, 6 Oct 2026 13:25:19 +0500",
    text: `Здравствуйте, Самат!

Ваш заказ № 4471-0928 передан в службу доставки.

Аппаратный кошелёк Cobalt One, 1 шт. — 39 990 ₸
Кабель USB-C, 1 шт. — 2 490 ₸
Доставка — 0 ₸
Итого: 42 480 ₸

Трек-номер: SDK100482917KZ
Ожидаемая дата: 9 октября
Пункт выдачи: Алматы, мкр. Самал-2, 58 (ТЦ «Самал»), ежедневно 10:00–21:00

Отследить: https://sunduk.market/my/orders/4471-0928

Когда заказ прибудет, мы пришлём код для получения.

Сундук — 8 800 080 47 47`,
    html: sunduk_head +
      `<tr><td colspan="2" style="padding:6px 26px 22px;font-size:15px;line-height:23px;color:#2d2a28;">
<h1 style="margin:0 0 12px;font-size:24px;">Заказ в пути 🚚</h1>
<p style="margin:0 0 16px;">Здравствуйте, Самат! Ваш заказ <b>№ 4471-0928</b> передан в службу доставки.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-top:1px solid #f0e6de;">
<tr><td width="64"><img src="https://img.sunduk.market/p/88213/120.jpg" width="56" height="56" alt="Cobalt One"></td><td>Аппаратный кошелёк Cobalt One<br><span style="color:#8a817a;">1 шт.</span></td><td align="right">39 990 ₸</td></tr>
<tr><td><img src="https://img.sunduk.market/p/10442/120.jpg" width="56" height="56" alt="Кабель"></td><td>Кабель USB-C<br><span style="color:#8a817a;">1 шт.</span></td><td align="right">2 490 ₸</td></tr>
<tr><td colspan="2" style="border-top:1px solid #f0e6de;"><b>Итого</b></td><td align="right" style="border-top:1px solid #f0e6de;"><b>42 480 ₸</b></td></tr>
</table>
<p style="margin:16px 0 6px;">Трек-номер: <b>SDK100482917KZ</b><br>Ожидаемая дата: 9 октября<br>Пункт выдачи: Алматы, мкр. Самал-2, 58 (ТЦ «Самал»), ежедневно 10:00–21:00</p>
<p style="margin:16px 0;"><a href="https://sunduk.market/my/orders/4471-0928" style="background:#ff6a13;color:#fff;text-decoration:none;padding:11px 24px;border-radius:10px;display:inline-block;">Отследить заказ</a></p>
<p style="margin:0;font-size:13px;color:#8a817a;">Когда заказ прибудет, мы пришлём код для получения.</p>
</td></tr>` + sunduk_foot,
    enc: "8bit",
  },
  {
    family: "sunduk-market",
    group: "regional",
    lang: "ru",
    kind: "pickup-code",
    code: "8153",
    link: null,
    from: "Сундук <orders@sunduk.market>",
    subject: "Заказ № 4471-0928 ждёт вас в пункте выдачи",
    date: "Fri, 9 Oct 2026 11:02:44 +0500",
    text: `Самат, заказ № 4471-0928 прибыл!

Код получения: 8153

Назовите код сотруднику пункта выдачи или покажите его на экране. Без кода заказ не выдадут.

Адрес: Алматы, мкр. Самал-2, 58 (ТЦ «Самал»), 1 этаж
Часы работы: ежедневно 10:00–21:00
Срок хранения: до 16.10.2026

Товар оплачен: 42 480 ₸.

Сундук — 8 800 080 47 47`,
    html: sunduk_head +
      `<tr><td colspan="2" style="padding:6px 26px 22px;font-size:15px;line-height:23px;color:#2d2a28;">
<h1 style="margin:0 0 12px;font-size:24px;">Заказ прибыл в пункт выдачи</h1>
<p style="margin:0 0 16px;">Самат, заказ <b>№ 4471-0928</b> ждёт вас.</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="background:#fff4ec;border-radius:12px;padding:18px;">
<span style="font-size:13px;color:#8a817a;">Код получения</span><br>
<span style="font-size:44px;font-weight:800;letter-spacing:10px;color:#ff6a13;">8153</span></td></tr></table>
<p style="margin:16px 0 6px;">Назовите код сотруднику пункта выдачи или покажите его на экране. Без кода заказ не выдадут.</p>
<p style="margin:0 0 6px;font-size:14px;">Адрес: Алматы, мкр. Самал-2, 58 (ТЦ «Самал»), 1 этаж<br>Часы работы: ежедневно 10:00–21:00<br>Срок хранения: до 16.10.2026</p>
<p style="margin:10px 0 0;font-size:13px;color:#8a817a;">Товар оплачен: 42 480 ₸. <a href="https://yandex.ru/maps/-/CDaXq6Mc" style="color:#ff6a13;">Как добраться</a></p>
</td></tr>` + sunduk_foot,
    enc: "b64",
  },
  // ---------------------------------------------------------------- tulpar-taxi
  {
    family: "tulpar-taxi",
    group: "regional",
    lang: "kk",
    kind: "ride-receipt",
    code: null,
    link: null,
    from: "Tulpar Taxi <receipts@tulpar.taxi>",
    subject: "Сапарыңыз үшін рахмет! Түбіртек 07.09.2026",
    date: "Mon, 7 Sep 2026 23:40:55 +0500",
    text: `Сапарыңыз үшін рахмет!

Бағыт: Достық д-лы, 240 → Әуежай, 1-терминал
Уақыты: 07.09.2026, 23:02 – 23:38
Тариф: Комфорт
Жүргізуші: Ерлан, Toyota Camry, 777 ABZ 02

Сапар құны: 4 350 ₸
Күту: 200 ₸
Барлығы: 4 550 ₸
Төлем: Visa •••• 4821

Сапар нөмірі: TR-88102457
Жүргізушіні бағалау немесе шағым жіберу үшін қолданбаны ашыңыз.

Tulpar Taxi · +7 727 311 00 11`,
    html: `<html><body style="margin:0;background:#f6f6f6;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#ffd500;padding:16px 22px;"><img src="https://tulpar.taxi/mail/horse-black.png" alt="Tulpar" width="90" height="24"></td></tr>
<tr><td style="padding:22px;"><p style="margin:0 0 4px;font-size:22px;font-weight:bold;color:#111;">4 550 ₸</p><p style="margin:0 0 16px;font-size:13px;color:#777;">07.09.2026, 23:02 – 23:38 · Комфорт</p>
<img src="https://maps.tulpar.taxi/static/route/TR-88102457.png" width="436" height="180" alt="Бағыт картасы" style="display:block;margin-bottom:14px;">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;color:#111;">
<tr><td>● Достық д-лы, 240</td></tr><tr><td>● Әуежай, 1-терминал</td></tr></table>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;color:#111;border-top:1px solid #eee;margin-top:10px;">
<tr><td>Сапар құны</td><td align="right">4 350 ₸</td></tr><tr><td>Күту</td><td align="right">200 ₸</td></tr>
<tr><td><b>Барлығы</b></td><td align="right"><b>4 550 ₸</b></td></tr><tr><td style="color:#777;">Visa •••• 4821</td><td></td></tr></table>
<p style="margin:14px 0 0;font-size:12px;color:#777;">Жүргізуші: Ерлан, Toyota Camry, 777 ABZ 02 · Сапар нөмірі: TR-88102457</p></td></tr>
<tr><td style="padding:14px 22px;background:#fafafa;font-size:11px;color:#999;"><a href="https://tulpar.taxi/kk/help" style="color:#999;">Көмек</a> · <a href="https://tulpar.taxi/kk/privacy" style="color:#999;">Құпиялылық</a> · +7 727 311 00 11</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "tulpar-taxi",
    group: "regional",
    lang: "en",
    kind: "email-verify-code",
    code: "6620",
    link: null,
    from: "Tulpar Taxi <noreply@tulpar.taxi>",
    subject: "6620 is your Tulpar verification code",
    date: "Fri, 25 Sep 2026 16:11:02 +0500",
    text: `Hi Samat,

To add this email to your Tulpar Business profile, enter this code in the app:

6620

The code is valid for 10 minutes. Receipts for business rides will be sent to this address once it is verified.

Tulpar Taxi · Almaty · +7 727 311 00 11`,
    html: null,
  },
  // ---------------------------------------------------------------- vanatel-mobile
  {
    family: "vanatel-mobile",
    group: "regional",
    lang: "hy",
    kind: "monthly-bill",
    code: null,
    link: null,
    from: "Vanatel <bill@vanatel.am>",
    subject: "Ձեր սեպտեմբերի հաշիվը՝ 7 900 ֏",
    date: "Sat, 3 Oct 2026 09:00:00 +0400",
    text: `Հարգելի բաժանորդ,

+374 93 •• •• 18 համարի սեպտեմբեր ամսվա հաշիվը պատրաստ է։

Սակագին՝ «Անսահման 7900»
Բաժանորդային վճար՝ 7 900 ֏
Ռոումինգ (Վրաստան)՝ 0 ֏
Ընդամենը վճարման ենթակա՝ 7 900 ֏
Վճարման վերջնաժամկետ՝ 20.10.2026
Պայմանագիր՝ VN-2210458

Վճարել կարող եք My Vanatel հավելվածով, Idram-ով կամ ցանկացած վճարային տերմինալով։

Vanatel | 0 800 11 11 | ք. Երևան, Թումանյան 5`,
    html: `<html><body style="margin:0;background:#f4f4fb;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:18px 26px;background:#5a2ca0;border-radius:8px 8px 0 0;"><img src="https://vanatel.am/mail/logo-w.png" alt="Vanatel" width="110" height="28"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:22px;color:#222;">
<p style="margin:0 0 12px;">Հարգելի բաժանորդ,</p>
<p style="margin:0 0 16px;">+374 93 •• •• 18 համարի սեպտեմբեր ամսվա հաշիվը պատրաստ է։</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;background:#f7f5fc;">
<tr><td>Սակագին</td><td align="right">«Անսահման 7900»</td></tr>
<tr><td>Բաժանորդային վճար</td><td align="right">7 900 ֏</td></tr>
<tr><td>Ռոումինգ (Վրաստան)</td><td align="right">0 ֏</td></tr>
<tr><td><b>Ընդամենը</b></td><td align="right"><b>7 900 ֏</b></td></tr>
<tr><td>Վերջնաժամկետ</td><td align="right">20.10.2026</td></tr>
</table>
<p style="margin:16px 0 0;"><a href="https://my.vanatel.am/pay?contract=VN-2210458" style="background:#5a2ca0;color:#fff;text-decoration:none;padding:10px 22px;border-radius:6px;display:inline-block;">Վճարել առցանց</a></p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#999;">Պայմանագիր՝ VN-2210458 · Vanatel · 0 800 11 11 · ք. Երևան, Թումանյան 5</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "vanatel-mobile",
    group: "regional",
    lang: "hy",
    kind: "ebill-confirm-link",
    code: null,
    link: vanatel_confirm,
    from: "Vanatel <bill@vanatel.am>",
    subject: "Հաստատեք էլեկտրոնային հաշվի ստացումը",
    date: "Tue, 8 Sep 2026 12:34:17 +0400",
    text: `Հարգելի բաժանորդ,

Դուք խնդրել եք ամսական հաշիվը ստանալ էլ. փոստով (պայմանագիր VN-2210458)։ Հայտը հաստատելու համար անցեք հղումով.

${vanatel_confirm}

Հաստատումից հետո թղթային հաշիվը այլևս չի ուղարկվի։ Եթե հայտը Դուք չեք ներկայացրել, զանգահարեք 0 800 11 11։

Vanatel`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- mokalake-portal
  {
    family: "mokalake-portal",
    group: "regional",
    lang: "ka",
    kind: "verify-link",
    code: null,
    link: mokalake_verify,
    from: "მოქალაქის პორტალი <no-reply@mokalake.gov.ge>",
    subject: "ელ. ფოსტის მისამართის დადასტურება",
    date: "Thu, 1 Oct 2026 17:05:33 +0400",
    text: `მოგესალმებით,

თქვენ მოქალაქის პორტალის პროფილში მიუთითეთ ეს ელ. ფოსტის მისამართი. დასადასტურებლად გადადით ბმულზე:

${mokalake_verify}

ბმული აქტიურია 24 საათის განმავლობაში. თუ ეს თქვენ არ ყოფილხართ, უგულებელყავით წერილი.

მოქალაქის პორტალი | ცხელი ხაზი: 2 22 22 22`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f5f8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Noto Sans Georgian',Arial,sans-serif;border:1px solid #dfe5ec;">
<tr><td style="padding:18px 28px;border-bottom:3px solid #c8102e;"><img src="https://my.mokalake.gov.ge/assets/mail/portal-logo.png" alt="მოქალაქის პორტალი" width="190" height="36"></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;line-height:24px;color:#1e2a36;">
<p style="margin:0 0 12px;">მოგესალმებით,</p>
<p style="margin:0 0 20px;">თქვენ მოქალაქის პორტალის პროფილში მიუთითეთ ეს ელ. ფოსტის მისამართი. დასადასტურებლად დააჭირეთ ღილაკს.</p>
<p style="margin:0 0 20px;"><a href="${mokalake_verify}" style="display:inline-block;background:#c8102e;color:#fff;text-decoration:none;padding:12px 26px;border-radius:4px;">დადასტურება</a></p>
<p style="margin:0;font-size:13px;color:#6a7886;">ბმული აქტიურია 24 საათის განმავლობაში. თუ ეს თქვენ არ ყოფილხართ, უგულებელყავით წერილი.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f8fafc;font-size:11px;color:#8996a3;">ცხელი ხაზი: 2 22 22 22 · <a href="https://mokalake.gov.ge/ka/faq" style="color:#8996a3;">ხშირად დასმული კითხვები</a> · <a href="https://mokalake.gov.ge/ka/privacy" style="color:#8996a3;">პერსონალური მონაცემები</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "mokalake-portal",
    group: "regional",
    lang: "ka",
    kind: "application-status",
    code: null,
    link: null,
    from: "მოქალაქის პორტალი <no-reply@mokalake.gov.ge>",
    subject: "განცხადება № 01/26-558120: ცნობა მზადაა",
    date: "Wed, 21 Oct 2026 10:44:09 +0400",
    text: `მოგესალმებით,

თქვენი განცხადება № 01/26-558120 (ცნობა საგადასახადო რეზიდენტობის შესახებ) დამუშავებულია.

სტატუსი: დასრულებული
მომსახურების საფასური: 15.00 GEL (გადახდილია 19.10.2026)

ელექტრონული ცნობა ხელმისაწვდომია პორტალზე, განყოფილებაში „ჩემი დოკუმენტები": https://my.mokalake.gov.ge/ka/documents

მოქალაქის პორტალი | 2 22 22 22`,
    html: null,
    enc: "b64",
  },
  // ---------------------------------------------------------------- xidmet-qapisi
  {
    family: "xidmet-qapisi",
    group: "regional",
    lang: "az",
    kind: "login-code",
    code: "318507",
    link: null,
    from: "Xidmət Qapısı <bildiris@xidmetqapisi.gov.az>",
    subject: "Xidmət Qapısı: daxil olmaq üçün birdəfəlik kod",
    date: "Mon, 5 Oct 2026 09:31:20 +0400",
    text: `Hörmətli vətəndaş,

Xidmət Qapısı portalına daxil olmaq üçün birdəfəlik kodunuz: 318507

Kod 3 dəqiqə ərzində etibarlıdır. Kodu heç kimə bildirməyin.
Giriş cəhdi: 05.10.2026 09:31, Bakı, Chrome brauzeri.

Əgər bu siz deyilsinizsə, 108 nömrəsinə zəng edin.

Bu məktub avtomatik göndərilib, cavab verməyin.`,
    html: `<html><body style="margin:0;background:#eef2f6;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0b4f9c;padding:14px 24px;color:#fff;font-size:15px;"><img src="https://xidmetqapisi.gov.az/img/emblem-32.png" width="32" height="32" alt="" style="vertical-align:middle;"> &nbsp;<b>Xidmət Qapısı</b></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:22px;color:#222;">
<p style="margin:0 0 12px;">Hörmətli vətəndaş,</p>
<p style="margin:0 0 16px;">Xidmət Qapısı portalına daxil olmaq üçün birdəfəlik kodunuz:</p>
<div style="font-size:30px;font-weight:bold;letter-spacing:6px;color:#0b4f9c;padding:10px 0 18px;">318507</div>
<p style="margin:0 0 8px;">Kod <b>3 dəqiqə</b> ərzində etibarlıdır. Kodu heç kimə bildirməyin.</p>
<p style="margin:0 0 8px;font-size:12px;color:#777;">Giriş cəhdi: 05.10.2026 09:31, Bakı, Chrome brauzeri. Əgər bu siz deyilsinizsə, 108 nömrəsinə zəng edin.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f5f7fa;font-size:11px;color:#999;">Bu məktub avtomatik göndərilib, cavab verməyin. <a href="https://xidmetqapisi.gov.az/az/yardim" style="color:#999;">Yardım</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "xidmet-qapisi",
    group: "regional",
    lang: "az",
    kind: "fine-notice",
    code: null,
    link: null,
    from: "Xidmət Qapısı <bildiris@xidmetqapisi.gov.az>",
    subject: "Yeni bildiriş: inzibati cərimə",
    date: "Thu, 22 Oct 2026 15:18:44 +0400",
    text: `Hörmətli vətəndaş,

Adınıza yeni inzibati cərimə qeydə alınıb.

Qərar №: YP-2026-10-4471280
Avtomobil: 90-RS-418
Pozuntu: sürət həddinin 21-40 km/saat aşılması
Tarix: 19.10.2026 18:42, Bakı–Sumqayıt yolu
Məbləğ: 50 AZN

Cəriməni 30 gün ərzində portalda "Ödənişlər" bölməsindən ödəyə bilərsiniz: https://xidmetqapisi.gov.az/az/odenisler

Bu məktub avtomatik göndərilib, cavab verməyin.`,
    html: null,
    enc: "qp",
  },
  // ---------------------------------------------------------------- quantora-markets
  {
    family: "quantora-markets",
    group: "consumer",
    lang: "en",
    kind: "two-factor-code",
    code: "61904223",
    link: null,
    from: "Quantora Markets <security@quantora.com>",
    subject: "Your Quantora security code",
    date: "Tue, 15 Sep 2026 06:58:02 +0100",
    text: `Dear Samat,

Use the following security code to complete your sign-in to Quantora Client Portal:

6190 4223

This code is valid for 5 minutes and can be used only once.

Sign-in details: 15 Sep 2026 06:57 (BST), Almaty, Kazakhstan, Quantora Desktop 9.2.

If you did not attempt to sign in, please contact us immediately on +357 25 030 880.

Kind regards,
Quantora Security Team`,
    html: quantora_page(
      "Security code for your sign-in",
      `<p style="margin:0 0 16px;">Dear Samat,</p>
<p style="margin:0 0 20px;">Use the following security code to complete your sign-in to Quantora Client Portal:</p>
<table cellpadding="0" cellspacing="0" border="0" align="center"><tr><td style="border:1px solid #0a2540;padding:14px 30px;font-family:Arial,sans-serif;font-size:30px;font-weight:bold;color:#0a2540;letter-spacing:4px;">6190&nbsp;4223</td></tr></table>
<p style="margin:20px 0 14px;">This code is valid for 5 minutes and can be used only once.</p>
<p style="margin:0 0 14px;font-size:13px;color:#666;">Sign-in details: 15 Sep 2026 06:57 (BST), Almaty, Kazakhstan, Quantora Desktop 9.2.</p>
<p style="margin:0 0 14px;font-size:13px;color:#666;">If you did not attempt to sign in, please contact us immediately on +357 25 030 880.</p>
<p style="margin:0;">Kind regards,<br>Quantora Security Team</p>`,
    ),
    enc: "qp",
  },
  {
    family: "quantora-markets",
    group: "consumer",
    lang: "en",
    kind: "margin-call",
    code: null,
    link: null,
    from: "Quantora Markets <risk@quantora.com>",
    subject: "Margin Call Notification - Account 70418822",
    date: "Thu, 8 Oct 2026 14:31:10 +0100",
    text: `Dear Samat,

Your account 70418822 has reached the margin call level.

Equity:         USD 1,842.16
Used margin:    USD 1,840.00
Margin level:   100.1%
Stop out level: 50%

Open positions:
  XAUUSD  BUY 0.50 @ 2,681.40
  NAS100  BUY 2.00 @ 20,455.7

To avoid your positions being closed automatically, you may deposit additional funds or reduce your exposure. If your margin level falls to 50%, positions will be closed starting with the least profitable.

This is an automated notification. It is not investment advice.

Quantora Risk Management`,
    html: quantora_page(
      "Margin level 100.1% on account 70418822",
      `<p style="margin:0 0 16px;">Dear Samat,</p>
<p style="margin:0 0 16px;">Your account <b>70418822</b> has reached the <b style="color:#b00020;">margin call level</b>.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #e5e5e0;">
<tr bgcolor="#fafaf7"><td>Equity</td><td align="right">USD 1,842.16</td></tr>
<tr><td>Used margin</td><td align="right">USD 1,840.00</td></tr>
<tr bgcolor="#fafaf7"><td>Margin level</td><td align="right" style="color:#b00020;"><b>100.1%</b></td></tr>
<tr><td>Stop out level</td><td align="right">50%</td></tr>
</table>
<p style="margin:18px 0 6px;font-family:Arial,sans-serif;font-size:13px;"><b>Open positions</b></p>
<table width="100%" cellpadding="5" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:13px;">
<tr><td>XAUUSD</td><td>BUY 0.50</td><td align="right">2,681.40</td></tr>
<tr><td>NAS100</td><td>BUY 2.00</td><td align="right">20,455.7</td></tr>
</table>
<p style="margin:18px 0 14px;">To avoid your positions being closed automatically, you may <a href="https://portal.quantora.com/funds/deposit" style="color:#0a2540;">deposit additional funds</a> or reduce your exposure. If your margin level falls to 50%, positions will be closed starting with the least profitable.</p>
<p style="margin:0;font-size:12px;color:#777;">This is an automated notification. It is not investment advice.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "quantora-markets",
    group: "consumer",
    lang: "en",
    kind: "deposit-received",
    code: null,
    link: null,
    from: "Quantora Markets <payments@quantora.com>",
    subject: "Funds received: USD 1,000.00",
    date: "Thu, 8 Oct 2026 15:06:52 +0100",
    text: `Dear Samat,

We have received your deposit and credited it to trading account 70418822.

Amount: USD 1,000.00
Method: Visa •••• 4821
Reference: DEP-26100815-55731
Date: 08/10/2026 15:06 (BST)

Your new balance is available in the Client Portal.

Kind regards,
Quantora Payments Team
Quantora Markets Ltd, 12 Arch. Makariou III Ave, 3105 Limassol, Cyprus`,
    html: null,
  },
  // ---------------------------------------------------------------- kriptomost
  {
    family: "kriptomost",
    group: "regional",
    lang: "ru",
    kind: "withdraw-confirm",
    code: "5821-07",
    code_digits: "582107",
    link: kriptomost_confirm,
    from: "Kriptomost <security@kriptomost.com>",
    subject: "Подтвердите вывод 1 500 USDT",
    date: "Sat, 10 Oct 2026 20:14:38 +0300",
    text: `Здравствуйте!

Вы создали заявку на вывод средств:

Сумма: 1 500 USDT
Сеть: TRC20
Адрес: TJ4n8qFzX1cYHk2rWqY7vJ9d3TzLb6sQpM
Комиссия: 1 USDT
Заявка: № 8830219

Чтобы подтвердить вывод, введите код в окне вывода:

    5821-07

или нажмите на ссылку:
${kriptomost_confirm}

Код и ссылка действуют 20 минут. Если вы не создавали заявку — немедленно смените пароль и заблокируйте аккаунт в разделе «Безопасность».

Команда Kriptomost
Поддержка 24/7: support@kriptomost.com, https://t.me/kriptomost_support`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f6fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:Roboto,Arial,sans-serif;">
<tr><td style="padding:24px 32px 0;"><img src="https://kriptomost.com/static/mail/km-logo.png" alt="Kriptomost" width="140" height="32"></td></tr>
<tr><td style="padding:20px 32px 28px;font-size:15px;line-height:23px;color:#1a2233;">
<h2 style="margin:0 0 16px;font-size:21px;">Подтвердите вывод средств</h2>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f7f9fc;border-radius:8px;">
<tr><td style="color:#6b7489;">Сумма</td><td><b>1 500 USDT</b></td></tr>
<tr><td style="color:#6b7489;">Сеть</td><td>TRC20</td></tr>
<tr><td style="color:#6b7489;">Адрес</td><td style="font-family:monospace;font-size:12px;">TJ4n8qFzX1cYHk2rWqY7vJ9d3TzLb6sQpM</td></tr>
<tr><td style="color:#6b7489;">Комиссия</td><td>1 USDT</td></tr>
<tr><td style="color:#6b7489;">Заявка</td><td>№ 8830219</td></tr>
</table>
<p style="margin:20px 0 8px;">Введите код в окне вывода:</p>
<p style="margin:0 0 18px;font-size:32px;font-weight:bold;letter-spacing:3px;color:#2456e8;">5821-07</p>
<p style="margin:0 0 12px;">или подтвердите одним нажатием:</p>
<p style="margin:0 0 20px;"><a href="${kriptomost_confirm}" style="display:inline-block;background:#2456e8;color:#fff;text-decoration:none;padding:12px 28px;border-radius:8px;font-weight:bold;">Подтвердить вывод</a></p>
<p style="margin:0;font-size:13px;color:#b42318;">Код и ссылка действуют 20 минут. Если вы не создавали заявку — немедленно смените пароль и заблокируйте аккаунт в разделе «Безопасность».</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eef0f5;font-size:11px;color:#8a93a6;">Поддержка 24/7: <a href="mailto:support@kriptomost.com" style="color:#8a93a6;">support@kriptomost.com</a> · <a href="https://t.me/kriptomost_support" style="color:#8a93a6;">Telegram</a> · <a href="https://kriptomost.com/ru/terms" style="color:#8a93a6;">Условия</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "kriptomost",
    group: "regional",
    lang: "en",
    kind: "api-key-created",
    code: null,
    link: null,
    from: "Kriptomost <security@kriptomost.com>",
    subject: "New API key created on your account",
    date: "Mon, 19 Oct 2026 11:27:15 +0300",
    text: `Hello,

A new API key was created on your Kriptomost account.

Label: tradingview-bot
Permissions: Read, Spot trading (withdrawals disabled)
IP whitelist: 185.22.64.17
Created: 19.10.2026 11:26 (UTC+3)

If you did not create this key, delete it in Settings > API Management and contact support right away: support@kriptomost.com

Kriptomost Team`,
    html: null,
  },
  // ---------------------------------------------------------------- cobaltkey-wallet
  {
    family: "cobaltkey-wallet",
    group: "consumer",
    lang: "en",
    kind: "firmware-update",
    code: null,
    link: null,
    from: "CobaltKey <news@email.cobaltkey.com>",
    subject: "Firmware 2.6 is out: Taproot multisig and a faster passphrase screen",
    date: "Wed, 14 Oct 2026 15:00:00 +0000",
    text: `Firmware 2.6 for Cobalt One is here

What's new:
- Taproot multisig (up to 3-of-5)
- Passphrase entry is twice as fast
- Clearer address verification on the device screen

How to update: connect your Cobalt One, open CobaltKey Suite 4.1 and follow the prompt. Keep your recovery sheet close, just in case.

Release notes: https://email.cobaltkey.com/c/eJwlzE0OgjAQBeDT?u=notes
Update guide: https://email.cobaltkey.com/c/eJwlzE0OgjAQBeDT?u=guide

Reminder: a firmware update never asks for your recovery words on a computer or phone.

CobaltKey SA, Rue du Rhône 14, 1204 Genève, Switzerland
Unsubscribe: https://email.cobaltkey.com/unsubscribe?u=a8f1e2`,
    html: cobalt_shell(
      "Taproot multisig, faster passphrase entry, clearer address checks.",
      `<h1 style="margin:0 0 14px;font-size:26px;line-height:32px;">Firmware 2.6 is out</h1>
<ul style="margin:0 0 18px;padding-left:20px;"><li>Taproot multisig (up to 3-of-5)</li><li>Passphrase entry is twice as fast</li><li>Clearer address verification on the device screen</li></ul>
<p style="margin:0 0 18px;">Connect your Cobalt One, open CobaltKey Suite 4.1 and follow the prompt. Keep your recovery sheet close, just in case.</p>
<p style="margin:0 0 22px;"><a href="https://email.cobaltkey.com/c/eJwlzE0OgjAQBeDT?u=notes" style="background:#1848f5;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;display:inline-block;">Read release notes</a> &nbsp; <a href="https://email.cobaltkey.com/c/eJwlzE0OgjAQBeDT?u=guide" style="color:#1848f5;">Update guide</a></p>
<p style="margin:0;padding:14px;background:#fff6e0;font-size:14px;line-height:21px;">Reminder: a firmware update never asks for your recovery words on a computer or phone.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "cobaltkey-wallet",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "CobaltKey <news@email.cobaltkey.com>",
    subject: "Cold storage week: 20% off Cobalt One + a free steel backup",
    date: "Mon, 26 Oct 2026 12:00:00 +0000",
    text: `Cold storage week

Get 20% off Cobalt One and a free steel recovery backup plate with code COLD20 until 1 Nov 2026.
Cobalt One: €149 → €119.20

Shop now: https://email.cobaltkey.com/c/eJwlzE0OgjAQBeDT?u=shop

Also this week:
- How to split a seed with Shamir backup (8 min read)
- AMA with our security team, Thursday 18:00 CET

CobaltKey SA, Rue du Rhône 14, 1204 Genève, Switzerland
Unsubscribe: https://email.cobaltkey.com/unsubscribe?u=a8f1e2`,
    html: cobalt_shell(
      "Code COLD20 until 1 Nov: 20% off and a free steel plate.",
      `<h1 style="margin:0 0 14px;font-size:26px;line-height:32px;">Cold storage week</h1>
<p style="margin:0 0 18px;">Get 20% off Cobalt One and a free steel recovery backup plate until 1 Nov 2026.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"><tr><td align="center" style="border:2px dashed #1848f5;padding:16px;font-size:14px;">Use code<br><span style="font-size:28px;font-weight:bold;letter-spacing:3px;color:#1848f5;">COLD20</span><br><s style="color:#999;">€149</s> <b>€119.20</b></td></tr></table>
<p style="margin:22px 0;text-align:center;"><a href="https://email.cobaltkey.com/c/eJwlzE0OgjAQBeDT?u=shop" style="background:#1848f5;color:#fff;padding:12px 26px;border-radius:999px;text-decoration:none;display:inline-block;">Shop now</a></p>
<p style="margin:0 0 6px;font-weight:bold;">Also this week</p>
<p style="margin:0;font-size:15px;">· <a href="https://email.cobaltkey.com/c/eJwlzE0OgjAQBeDT?u=shamir" style="color:#1b1f23;">How to split a seed with Shamir backup</a> (8 min read)<br>· AMA with our security team, Thursday 18:00 CET</p>`,
    ),
    enc: "b64",
  },
  // ---------------------------------------------------------------- plastik-one
  {
    family: "plastik-one",
    group: "consumer",
    lang: "en",
    kind: "card-issued",
    code: null,
    link: null,
    from: "Plastik <hello@plastik.one>",
    subject: "Your virtual card is ready 💳",
    date: "Mon, 21 Sep 2026 10:15:42 +0000",
    text: `Your virtual card is ready

Card: Plastik Virtual Mastercard •••• 7716
Currency: USD
Monthly limit: $5,000.00
Issue fee: $9.00 (charged from your balance)

Open the app to see the full card number, expiry date and CVC. You can add the card to Apple Pay or Google Pay from the card screen.

Top up with USDT (TRC20, ERC20) or by SWIFT transfer.

Help: https://plastik.one/help
Plastik, Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania`,
    html: plastik_page(
      "Plastik Virtual Mastercard •••• 7716 is active",
      `<h1 style="margin:0 0 16px;font-size:26px;line-height:32px;">Your virtual card is ready</h1>
<img src="https://plastik.one/m/card-virtual-lilac.png" width="300" height="189" alt="Plastik Virtual Mastercard •••• 7716" style="display:block;margin:0 0 18px;border-radius:14px;">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#8a8a8a;">Card</td><td align="right">Mastercard •••• 7716</td></tr>
<tr><td style="color:#8a8a8a;">Currency</td><td align="right">USD</td></tr>
<tr><td style="color:#8a8a8a;">Monthly limit</td><td align="right">$5,000.00</td></tr>
<tr><td style="color:#8a8a8a;">Issue fee</td><td align="right">$9.00</td></tr>
</table>
<p style="margin:18px 0 0;">Open the app to see the full card number, expiry date and CVC. You can add the card to Apple Pay or Google Pay from the card screen.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "plastik-one",
    group: "consumer",
    lang: "uk",
    kind: "email-change-confirm",
    code: null,
    link: plastik_email_confirm,
    from: "Plastik <hello@plastik.one>",
    subject: "Підтвердіть нову електронну адресу",
    date: "Sun, 11 Oct 2026 18:03:29 +0000",
    text: `Привіт!

Ви змінили електронну адресу в Plastik на sam.reader@inbox.example. Щоб завершити зміну, підтвердіть її:

${plastik_email_confirm}

Посилання дійсне 1 годину. Доки ви не підтвердите адресу, листи надходитимуть на попередню (a•••••@gmail.com).

Якщо ви нічого не змінювали, заморозьте картку в застосунку та напишіть у чат підтримки.

Plastik, Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania`,
    html: plastik_page(
      "Залишився один крок",
      `<h1 style="margin:0 0 16px;font-size:24px;line-height:30px;">Підтвердіть нову адресу</h1>
<p style="margin:0 0 20px;">Ви змінили електронну адресу в Plastik на <b>sam.reader@inbox.example</b>. Щоб завершити зміну, підтвердіть її.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#161616" style="border-radius:12px;"><a href="${plastik_email_confirm}" style="display:inline-block;padding:14px 28px;color:#ffffff;text-decoration:none;font-weight:600;">Підтвердити адресу</a></td></tr></table>
<p style="margin:20px 0 0;font-size:13px;color:#8a8a8a;">Посилання дійсне 1 годину. Доки ви не підтвердите адресу, листи надходитимуть на попередню (a•••••@gmail.com). Якщо ви нічого не змінювали, заморозьте картку в застосунку та напишіть у чат підтримки.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "plastik-one",
    group: "consumer",
    lang: "en",
    kind: "card-declined",
    code: null,
    link: null,
    from: "Plastik <notifications@plastik.one>",
    subject: "Payment declined at STEAMGAMES.COM",
    date: "Sat, 24 Oct 2026 21:40:06 +0000",
    text: `A payment was declined

Merchant: STEAMGAMES.COM 4259522985
Amount: $59.99
Card: Virtual Mastercard •••• 7716
Reason: insufficient balance (available: $12.40)
Time: 24 Oct 2026, 21:39 UTC

Top up your balance in the app and try again.

Plastik, Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania`,
    html: null,
  },
  // ---------------------------------------------------------------- kriptomost (2)
  {
    family: "kriptomost",
    group: "regional",
    lang: "ru",
    kind: "deposit-credited",
    code: null,
    link: null,
    from: "Kriptomost <noreply@kriptomost.com>",
    subject: "Пополнение зачислено: 0,85 ETH",
    date: "Tue, 27 Oct 2026 08:49:31 +0300",
    text: `Здравствуйте!

На ваш счёт зачислено 0,85 ETH (сеть Arbitrum One).

Хеш транзакции: 0x9e4b0c7d21f3a5e86b1d40c2f7a39e5d8c6b02a14f7e93d5c8b1a06e2f4d7c39
Подтверждений: 64
Дата: 27.10.2026 08:49 (МСК)

Баланс: https://kriptomost.com/ru/wallet

Команда Kriptomost`,
    html: null,
    enc: "qp",
  },
  // ---------------------------------------------------------------- mtkvari-bank (en)
  {
    family: "mtkvari-bank",
    group: "regional",
    lang: "en",
    kind: "card-transaction",
    code: null,
    link: null,
    from: "Mtkvari Bank <info@mtkvaribank.ge>",
    subject: "Card transaction abroad: 186.50 EUR",
    date: "Sat, 17 Oct 2026 13:22:47 +0400",
    text: `Dear customer,

A transaction was made with your Mtkvari Visa Platinum card •••• 0593.

Merchant: AEGEAN AIRLINES WEB, Athens, GR
Amount: 186.50 EUR (≈ 548.31 GEL at 2.9400)
Date: 17.10.2026 13:22
Available balance: 4 566.05 GEL

If you don't recognise this transaction, block the card in the Mtkvari app or call *3030 (+995 32 230 30 30 from abroad).

Mtkvari Bank JSC, 40 Rustaveli Ave, Tbilisi 0108`,
    html: mtkvari_page(`<p style="margin:0 0 14px;">Dear customer,</p>
<p style="margin:0 0 16px;">A transaction was made with your <b>Mtkvari Visa Platinum</b> card •••• 0593.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#8d86a0;">Merchant</td><td>AEGEAN AIRLINES WEB, Athens, GR</td></tr>
<tr><td style="color:#8d86a0;">Amount</td><td><b>186.50 EUR</b> (≈ 548.31 GEL at 2.9400)</td></tr>
<tr><td style="color:#8d86a0;">Date</td><td>17.10.2026 13:22</td></tr>
<tr><td style="color:#8d86a0;">Available balance</td><td>4 566.05 GEL</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#8d86a0;">If you don't recognise this transaction, block the card in the Mtkvari app or call *3030 (+995 32 230 30 30 from abroad).</p>`),
    enc: "qp",
  },
  // ---------------------------------------------------------------- tulpar-taxi (en promo)
  {
    family: "tulpar-taxi",
    group: "regional",
    lang: "en",
    kind: "promo",
    code: null,
    link: null,
    from: "Tulpar Taxi <news@tulpar.taxi>",
    subject: "3 rides, 30% off: your October offer",
    date: "Thu, 1 Oct 2026 12:00:00 +0500",
    text: `Your October offer

Take 30% off your next 3 rides in Comfort or Business with promo code OKTOBER30.
Valid until 31.10.2026 in Almaty and Astana, max discount 1 500 ₸ per ride.

Add the code in the app: Profile > Promo codes.

Tulpar Taxi · Almaty · +7 727 311 00 11
Unsubscribe: https://tulpar.taxi/email/unsubscribe?u=kz-559201`,
    html: `<html><body style="margin:0;background:#ffd500;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://tulpar.taxi/mail/2026-10/banner-oktober.jpg" width="520" height="200" alt="30% off 3 rides" style="display:block;"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:23px;color:#111;">
<h1 style="margin:0 0 12px;font-size:24px;">Your October offer</h1>
<p style="margin:0 0 16px;">Take 30% off your next 3 rides in Comfort or Business.</p>
<p style="margin:0 0 16px;text-align:center;"><span style="display:inline-block;border:2px dashed #111;padding:10px 24px;font-size:24px;font-weight:bold;letter-spacing:2px;">OKTOBER30</span></p>
<p style="margin:0 0 16px;font-size:13px;color:#666;">Valid until 31.10.2026 in Almaty and Astana, max discount 1 500 ₸ per ride. Add the code in the app: Profile &gt; Promo codes.</p>
<p style="margin:0;text-align:center;"><a href="https://tulpar.page.link/promo-oct"><img src="https://tulpar.taxi/mail/open-app-btn.png" width="180" height="44" alt="Open Tulpar"></a></p>
</td></tr>
<tr><td style="padding:14px 28px;background:#fafafa;font-size:11px;color:#999;">Tulpar Taxi · Almaty · +7 727 311 00 11 · <a href="https://tulpar.taxi/email/unsubscribe?u=kz-559201" style="color:#999;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];
