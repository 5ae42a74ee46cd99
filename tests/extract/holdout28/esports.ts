/**
 * The inbox of the manager of Ember Vale Esports, a small team with players in Brazil, Spain, Korea
 * and the US, over September and October 2026: publishers, launchers, tournament platforms, team chat,
 * streaming, sponsors, merchandise, payments, travel and visas, in English, Portuguese, Spanish,
 * Korean, Japanese and a few European languages; most of it asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `dt("2026-09-03 14:22:10", "-0300")` → an RFC 2822 date. */
function dt(local: string, zone: string): string {
  const [day, time] = local.split(" ");
  const [y, m, d] = day!.split("-").map(Number);
  const wd = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return `${DAYS[wd]}, ${String(d).padStart(2, "0")} ${MONTHS[m! - 1]} ${y} ${time} ${zone}`;
}

const MGR = "Dani Okafor <dani@embervale.gg>";

// ---------------------------------------------------------------- Vantor Games (publisher account)

function vantor(pre: string, body: string, lang = "en"): string {
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Vantor ID</title>
<style>@media (max-width:600px){.wrap{width:100%!important}.pad{padding:20px!important}}</style></head>
<body style="margin:0;padding:0;background:#0d0f14;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#0d0f14;">
<tr><td align="center" style="padding:32px 12px;">
 <table role="presentation" class="wrap" width="560" cellpadding="0" cellspacing="0" border="0" style="background:#161a23;border-top:4px solid #ff4655;">
  <tr><td style="padding:28px 40px 8px 40px;"><img src="https://static.vantorgames.com/mail/vantor-id-logo-white.png" width="132" height="30" alt="VANTOR GAMES" style="display:block;border:0;"></td></tr>
  <tr><td class="pad" style="padding:16px 40px 36px 40px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#c9ced8;">
${body}
  </td></tr>
 </table>
 <table role="presentation" class="wrap" width="560" cellpadding="0" cellspacing="0" border="0">
  <tr><td style="padding:20px 40px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#6b7280;text-align:center;">
   <a href="https://www.vantorgames.com/legal/privacy" style="color:#8b93a3;">Privacy Notice</a> &nbsp;|&nbsp;
   <a href="https://www.vantorgames.com/legal/terms" style="color:#8b93a3;">Terms of Service</a> &nbsp;|&nbsp;
   <a href="https://support.vantorgames.com/hc" style="color:#8b93a3;">Player Support</a><br>
   &copy; 2026 Vantor Games, Inc. 1200 Ocean Park Blvd, Suite 300, Santa Monica, CA 90405, USA.<br>
   VANTOR, SHARDFALL and related logos are trademarks of Vantor Games, Inc.
  </td></tr>
 </table>
</td></tr></table>
</body></html>`;
}

const vantor_mails: Mail[] = [
  {
    family: "vantor-games",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "318604",
    link: null,
    from: "Vantor Games <noreply@id.vantorgames.com>",
    to: MGR,
    subject: "Your Vantor ID sign-in code",
    date: dt("2026-09-02 19:41:07", "+0000"),
    enc: "qp",
    text: `VANTOR ID

Hi EmberVale_Dani,

Someone (hopefully you) is signing in to your Vantor ID from a new device.

Device: Windows 11 - Vantor Client 9.14.2
Location: near Madrid, Spain
Time: September 2, 2026 at 19:41 UTC

Enter this code to finish signing in:

    318 604

The code expires in 15 minutes. If this wasn't you, change your password right away and
contact Player Support: https://support.vantorgames.com/hc

Vantor Games will never ask you for this code by phone, chat or in game.

(c) 2026 Vantor Games, Inc. 1200 Ocean Park Blvd, Suite 300, Santa Monica, CA 90405, USA.
`,
    html: vantor(
      "Use code 318 604 to finish signing in.",
      `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:30px;color:#ffffff;font-weight:700;">New device sign-in</h1>
<p style="margin:0 0 16px 0;">Hi EmberVale_Dani,</p>
<p style="margin:0 0 16px 0;">Someone (hopefully you) is signing in to your Vantor ID from a new device.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px 0;font-size:13px;line-height:20px;color:#9aa3b2;">
 <tr><td style="padding-right:18px;">Device</td><td style="color:#e5e7eb;">Windows 11 &middot; Vantor Client 9.14.2</td></tr>
 <tr><td style="padding-right:18px;">Location</td><td style="color:#e5e7eb;">near Madrid, Spain</td></tr>
 <tr><td style="padding-right:18px;">Time</td><td style="color:#e5e7eb;">September 2, 2026 at 19:41 UTC</td></tr>
</table>
<p style="margin:0 0 10px 0;">Enter this code to finish signing in:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"><tr>
 <td align="center" style="background:#0d0f14;border:1px solid #2a3040;padding:18px 0;font-family:'Courier New',monospace;font-size:34px;letter-spacing:10px;color:#ff4655;font-weight:700;">318 604</td>
</tr></table>
<p style="margin:18px 0 0 0;font-size:13px;color:#9aa3b2;">The code expires in 15 minutes. If this wasn't you, change your password right away and <a href="https://support.vantorgames.com/hc" style="color:#ff4655;">contact Player Support</a>.</p>
<p style="margin:12px 0 0 0;font-size:13px;color:#9aa3b2;">Vantor Games will never ask you for this code by phone, chat or in game.</p>`,
    ),
  },
  {
    family: "vantor-games",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://click.mail.vantorgames.com/ls/click?upn=u001.Hq7fT2kPw9bA-2FxZr3mLs0e&verify=ev_7d1c90a4e2b54f6c",
    from: "Vantor Games <noreply@id.vantorgames.com>",
    to: "Ember Vale Coaching <coach@embervale.gg>",
    subject: "Verify your email to finish creating your Vantor ID",
    date: dt("2026-09-04 11:02:53", "+0000"),
    enc: "qp",
    text: `Welcome to Vantor, EmberVale_Coach!

Verify your email address to finish setting up your Vantor ID. Until you do, you can't
join ranked queues, create tournament lobbies or redeem codes.

Verify email:
https://click.mail.vantorgames.com/ls/click?upn=u001.Hq7fT2kPw9bA-2FxZr3mLs0e&verify=ev_7d1c90a4e2b54f6c

This link is valid for 72 hours.

Didn't sign up? You can ignore this message; no account will be created.

Privacy Notice: https://www.vantorgames.com/legal/privacy
(c) 2026 Vantor Games, Inc.
`,
    html: vantor(
      "One click and your Vantor ID is ready.",
      `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:30px;color:#ffffff;">Welcome to Vantor, EmberVale_Coach!</h1>
<p style="margin:0 0 16px 0;">Verify your email address to finish setting up your Vantor ID. Until you do, you can't join ranked queues, create tournament lobbies or redeem codes.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;"><tr>
 <td bgcolor="#ff4655" style="border-radius:2px;"><a href="https://click.mail.vantorgames.com/ls/click?upn=u001.Hq7fT2kPw9bA-2FxZr3mLs0e&amp;verify=ev_7d1c90a4e2b54f6c" target="_blank" style="display:inline-block;padding:14px 34px;font-size:14px;font-weight:700;letter-spacing:1px;color:#ffffff;text-decoration:none;text-transform:uppercase;">Verify email</a></td>
</tr></table>
<p style="margin:0 0 12px 0;font-size:13px;color:#9aa3b2;">This link is valid for 72 hours.</p>
<p style="margin:0;font-size:13px;color:#9aa3b2;">Didn't sign up? You can ignore this message; no account will be created.</p>`,
    ),
  },
  {
    family: "vantor-games",
    group: "consumer",
    lang: "pt",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Vantor Games <noreply@id.vantorgames.com>",
    to: "Thiago Moreira <thiago.ember@gmail.com>",
    subject: "A senha da sua Vantor ID foi alterada",
    date: dt("2026-09-19 23:15:40", "+0000"),
    enc: "b64",
    text: `Olá, EV_Thiagz,

A senha da sua Vantor ID foi alterada em 19/09/2026 às 20:15 (horário de Brasília).

Dispositivo: Chrome no Windows
Local aproximado: São Paulo, SP, Brasil

Se foi você, está tudo certo e não precisa fazer nada.

Não foi você? Proteja sua conta agora:
https://account.vantorgames.com/pt-br/security/recover?src=pwchg

Central de Suporte: https://support.vantorgames.com/hc/pt-br
© 2026 Vantor Games, Inc. Todos os direitos reservados.
`,
    html: vantor(
      "Sua senha foi alterada. Se não foi você, aja agora.",
      `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:30px;color:#ffffff;">Sua senha foi alterada</h1>
<p style="margin:0 0 16px 0;">Olá, EV_Thiagz,</p>
<p style="margin:0 0 16px 0;">A senha da sua Vantor ID foi alterada em <strong style="color:#fff;">19/09/2026 às 20:15</strong> (horário de Brasília).</p>
<p style="margin:0 0 16px 0;font-size:13px;color:#9aa3b2;">Dispositivo: Chrome no Windows<br>Local aproximado: São Paulo, SP, Brasil</p>
<p style="margin:0 0 16px 0;">Se foi você, está tudo certo e não precisa fazer nada.</p>
<p style="margin:0;">Não foi você? <a href="https://account.vantorgames.com/pt-br/security/recover?src=pwchg" style="color:#ff4655;font-weight:700;">Proteja sua conta agora</a>.</p>`,
      "pt-BR",
    ),
  },
];

// ---------------------------------------------------------------- Nexarc (game launcher)

function nexarc(body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="background-color:#1b2230;margin:0;padding:0;">
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#1b2230"><tr><td align="center">
<table width="600" border="0" cellspacing="0" cellpadding="0" style="font-family:Arial,Helvetica,Verdana,sans-serif;">
<tr><td style="padding:24px 0 18px 24px;"><a href="https://store.nexarc.gg/?utm_source=email&amp;utm_medium=header"><img src="https://cdn.nexarc.gg/email/nexarc_logo_2x.png" width="150" height="36" alt="NEXARC" border="0"></a></td></tr>
<tr><td bgcolor="#232c3d" style="padding:28px 24px;color:#c7d5e0;font-size:14px;line-height:21px;">
${body}
</td></tr>
<tr><td style="padding:20px 24px 36px 24px;color:#6d7b8c;font-size:11px;line-height:16px;">
This notification has been sent to the email address associated with your Nexarc account.<br>
This email message was auto-generated. Please do not respond. If you need additional help, please visit <a href="https://help.nexarc.gg/" style="color:#8fb3d9;">Nexarc Support</a>.<br><br>
Nexarc Interactive ApS, Strandgade 91, 1401 Copenhagen K, Denmark &middot; <a href="https://store.nexarc.gg/privacy" style="color:#8fb3d9;">Privacy Policy</a> &middot; <a href="https://store.nexarc.gg/legal" style="color:#8fb3d9;">Legal</a> &middot; <a href="https://store.nexarc.gg/account/preferences/email" style="color:#8fb3d9;">Email Preferences</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

const nexarc_mails: Mail[] = [
  {
    family: "nexarc-launcher",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "F7K2Q",
    link: null,
    from: "Nexarc <noreply@nexarc.gg>",
    to: MGR,
    subject: "Your Nexarc account: Access from new computer",
    date: dt("2026-09-03 02:17:44", "+0000"),
    enc: "7bit",
    text: `Dear embervale_ops,

Here is the Nexarc Lock code you need to login to account embervale_ops:

F7K2Q

This email was generated because of a login attempt from a web or mobile device located at
Seoul, KR (IP address 121.134.xx.xx).

The login attempt included your correct account name and password.

The Nexarc Lock code is required to complete the login. No one can access your account
without also accessing this email.

If you are not attempting to login then please change your Nexarc password, and consider
changing your email password as well to ensure your account security.

If you are having trouble accessing your account, please visit https://help.nexarc.gg/

Cheers,
The Nexarc Team
`,
    html: nexarc(`<p style="font-size:20px;color:#ffffff;margin:0 0 16px 0;">Dear embervale_ops,</p>
<p style="margin:0 0 14px 0;">Here is the Nexarc Lock code you need to login to account <b style="color:#fff;">embervale_ops</b>:</p>
<table border="0" cellspacing="0" cellpadding="0" width="100%"><tr><td bgcolor="#171d28" align="center" style="padding:20px 0;">
<span style="font-size:48px;line-height:52px;color:#3dd5f3;font-family:Arial,sans-serif;letter-spacing:2px;">F7K2Q</span>
</td></tr></table>
<p style="margin:16px 0 14px 0;">This email was generated because of a login attempt from a web or mobile device located at Seoul, KR (IP address 121.134.xx.xx).</p>
<p style="margin:0 0 14px 0;">The login attempt included your correct account name and password.</p>
<p style="margin:0 0 14px 0;">The Nexarc Lock code is required to complete the login. <b style="color:#fff;">No one can access your account without also accessing this email.</b></p>
<p style="margin:0 0 14px 0;">If you are not attempting to login then please <a href="https://store.nexarc.gg/account/password" style="color:#8fb3d9;">change your Nexarc password</a>, and consider changing your email password as well to ensure your account security.</p>
<p style="margin:0;">Cheers,<br>The Nexarc Team</p>`),
  },
  {
    family: "nexarc-launcher",
    group: "consumer",
    lang: "es",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Nexarc <noreply@nexarc.gg>",
    to: "Lucía Ferrer <lucia.ferrer.ev@gmail.com>",
    subject: "¡Gracias por tu compra en Nexarc!",
    date: dt("2026-09-11 21:33:02", "+0200"),
    enc: "qp",
    text: `Hola, luciaf_ev:

Gracias por tu compra reciente en Nexarc. Ya tienes los artículos en tu biblioteca.

Nombre de cuenta:   luciaf_ev
Código de factura:  4481 2290 5573 1186
Fecha de emisión:   11 sept. 2026, 21:32 CEST

Shardfall – Pase de temporada 4          19,99 €
Paquete de aspectos "Brasa Vale"          7,49 €
---------------------------------------------
Subtotal (IVA incl.)                     27,48 €
IVA (21 %)                                4,77 €
Total                                    27,48 €
Método de pago: Visa •••• 4821

Los artículos adquiridos se pueden reembolsar en un plazo de 14 días si se han jugado
menos de 2 horas. Más información: https://store.nexarc.gg/es/refunds

Nexarc Interactive ApS, Strandgade 91, 1401 Copenhague K, Dinamarca. CVR 41 88 27 03.
`,
    html: nexarc(`<p style="font-size:20px;color:#ffffff;margin:0 0 16px 0;">Hola, luciaf_ev:</p>
<p style="margin:0 0 18px 0;">Gracias por tu compra reciente en Nexarc. Ya tienes los artículos en tu biblioteca.</p>
<table width="100%" border="0" cellspacing="0" cellpadding="4" style="font-size:13px;color:#c7d5e0;">
<tr><td width="45%" style="color:#8f98a0;">Nombre de cuenta:</td><td>luciaf_ev</td></tr>
<tr><td style="color:#8f98a0;">Código de factura:</td><td>4481 2290 5573 1186</td></tr>
<tr><td style="color:#8f98a0;">Fecha de emisión:</td><td>11 sept. 2026, 21:32 CEST</td></tr>
</table>
<table width="100%" border="0" cellspacing="0" cellpadding="6" style="margin-top:16px;font-size:13px;color:#c7d5e0;border-top:1px solid #3a4557;">
<tr><td>Shardfall – Pase de temporada 4</td><td align="right">19,99&nbsp;€</td></tr>
<tr><td>Paquete de aspectos «Brasa Vale»</td><td align="right">7,49&nbsp;€</td></tr>
<tr><td style="border-top:1px solid #3a4557;color:#8f98a0;">Subtotal (IVA incl.)</td><td align="right" style="border-top:1px solid #3a4557;">27,48&nbsp;€</td></tr>
<tr><td style="color:#8f98a0;">IVA (21&nbsp;%)</td><td align="right">4,77&nbsp;€</td></tr>
<tr><td style="color:#fff;font-weight:bold;">Total</td><td align="right" style="color:#fff;font-weight:bold;">27,48&nbsp;€</td></tr>
<tr><td colspan="2" style="color:#8f98a0;">Método de pago: Visa •••• 4821</td></tr>
</table>
<p style="margin:18px 0 0 0;font-size:12px;color:#8f98a0;">Los artículos adquiridos se pueden reembolsar en un plazo de 14 días si se han jugado menos de 2 horas. <a href="https://store.nexarc.gg/es/refunds" style="color:#8fb3d9;">Más información</a>.</p>`),
  },
  {
    family: "nexarc-launcher",
    group: "consumer",
    lang: "ko",
    kind: "security-notice",
    code: null,
    link: null,
    from: "Nexarc <noreply@nexarc.gg>",
    to: "Park Minjae <minjae.park.ev@naver.com>",
    subject: "Nexarc 계정: 새 기기가 승인되었습니다",
    date: dt("2026-10-06 23:50:19", "+0900"),
    enc: "b64",
    text: `ev_minjae 님께,

새 기기에서 회원님의 Nexarc 계정에 접근할 수 있도록 승인되었습니다.

  기기 이름: EV-BOOTCAMP-PC3
  위치: Los Angeles, US
  일시: 2026년 10월 6일 오후 11:50 (KST)

앞으로 30일 동안 이 기기에서는 Nexarc Lock 코드 없이 로그인할 수 있습니다.

알지 못하는 기기라면 아래에서 다른 모든 기기의 승인을 해제하세요.
https://store.nexarc.gg/account/devices?l=koreana

Nexarc 팀 드림
`,
    html: nexarc(`<p style="font-size:20px;color:#ffffff;margin:0 0 16px 0;">ev_minjae 님께,</p>
<p style="margin:0 0 14px 0;">새 기기에서 회원님의 Nexarc 계정에 접근할 수 있도록 승인되었습니다.</p>
<p style="margin:0 0 14px 0;padding:12px 16px;background:#171d28;color:#fff;">기기 이름: EV-BOOTCAMP-PC3<br>위치: Los Angeles, US<br>일시: 2026년 10월 6일 오후 11:50 (KST)</p>
<p style="margin:0 0 14px 0;">앞으로 30일 동안 이 기기에서는 Nexarc Lock 코드 없이 로그인할 수 있습니다.</p>
<p style="margin:0 0 14px 0;">알지 못하는 기기라면 <a href="https://store.nexarc.gg/account/devices?l=koreana" style="color:#8fb3d9;">다른 모든 기기의 승인을 해제</a>하세요.</p>
<p style="margin:0;">Nexarc 팀 드림</p>`),
  },
];

// ---------------------------------------------------------------- Clutchbracket (tournament platform)

function clutch(title: string, body: string): string {
  return `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta charset="UTF-8"><title>${title}</title></head>
<body style="margin:0;background:#f2f3f7;">
<center>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#f2f3f7;"><tr><td align="center" style="padding:24px 8px;">
<table cellpadding="0" cellspacing="0" border="0" width="600" style="background:#ffffff;border-radius:8px;">
<tr><td style="background:#5b2be0;border-radius:8px 8px 0 0;padding:18px 32px;"><img src="https://assets.clutchbracket.com/mail/cb-wordmark-light@2x.png" alt="Clutchbracket" width="170" height="28" style="display:block;"></td></tr>
<tr><td style="padding:32px;font-family:Inter,Segoe UI,Arial,sans-serif;font-size:15px;line-height:1.55;color:#23242b;">
${body}
</td></tr>
</table>
<table cellpadding="0" cellspacing="0" border="0" width="600"><tr><td style="padding:18px 32px;font-family:Arial,sans-serif;font-size:12px;color:#8a8d99;text-align:center;">
<a href="https://discord.gg/clutchbracket" style="color:#8a8d99;">Discord</a> · <a href="https://x.com/clutchbracket" style="color:#8a8d99;">X</a> · <a href="https://www.twitch.tv/clutchbracket" style="color:#8a8d99;">Twitch</a><br>
Clutchbracket Ltd · 4th Floor, 21 Hatton Garden, London EC1N 8BA · Company no. 12938841<br>
<a href="https://clutchbracket.com/settings/notifications" style="color:#8a8d99;">Notification settings</a> · <a href="https://clutchbracket.com/privacy" style="color:#8a8d99;">Privacy</a>
</td></tr></table>
</td></tr></table>
</center>
</body></html>`;
}

const clutch_mails: Mail[] = [
  {
    family: "clutchbracket",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://clutchbracket.com/teams/ember-vale-esports/join?invite=cbi_3sPq8WmZt1LrY6va",
    from: "Clutchbracket <no-reply@notify.clutchbracket.com>",
    to: "Mateo Ruiz <mateo.ruiz.gg@outlook.com>",
    subject: "Dani Okafor invited you to join Ember Vale Esports",
    date: dt("2026-09-05 16:20:31", "+0100"),
    enc: "qp",
    text: `You've been invited to a team on Clutchbracket

Dani Okafor (Team Manager) invited you to join Ember Vale Esports as a Player.

Team: Ember Vale Esports [EVE]
Game: Shardfall
Region: EU West / LATAM

Accept the invitation:
https://clutchbracket.com/teams/ember-vale-esports/join?invite=cbi_3sPq8WmZt1LrY6va

You'll need to be signed in with the Clutchbracket account that uses this email address.
Invitations expire after 7 days.

Not interested? Just ignore this email.

Clutchbracket Ltd, 4th Floor, 21 Hatton Garden, London EC1N 8BA
`,
    html: clutch(
      "Team invitation",
      `<p style="margin:0 0 6px 0;font-size:13px;color:#5b2be0;font-weight:700;letter-spacing:.5px;text-transform:uppercase;">Team invitation</p>
<h1 style="margin:0 0 18px 0;font-size:24px;line-height:1.3;">Dani Okafor invited you to join Ember Vale Esports</h1>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="border:1px solid #e4e5ec;border-radius:6px;margin-bottom:22px;"><tr>
<td width="72" style="padding:14px;"><img src="https://cdn.clutchbracket.com/teams/88121/logo_128.png" width="56" height="56" alt="EVE" style="border-radius:6px;display:block;"></td>
<td style="padding:14px 14px 14px 0;font-size:14px;"><b>Ember Vale Esports [EVE]</b><br><span style="color:#6b6e7a;">Shardfall · EU West / LATAM · 9 members</span><br><span style="color:#6b6e7a;">Role offered: Player</span></td>
</tr></table>
<table cellpadding="0" cellspacing="0" border="0"><tr><td style="border-radius:6px;background:#5b2be0;">
<a href="https://clutchbracket.com/teams/ember-vale-esports/join?invite=cbi_3sPq8WmZt1LrY6va" style="display:inline-block;padding:13px 28px;color:#ffffff;font-weight:700;text-decoration:none;font-size:15px;">Accept invitation</a>
</td></tr></table>
<p style="margin:22px 0 0 0;font-size:13px;color:#6b6e7a;">You'll need to be signed in with the Clutchbracket account that uses this email address. Invitations expire after 7 days. Not interested? Just ignore this email.</p>`,
    ),
  },
  {
    family: "clutchbracket",
    group: "consumer",
    lang: "en",
    kind: "confirm-link",
    code: null,
    link: "https://clutchbracket.com/t/autumn-open-3/registration/confirm/rg_91f0c2d7aa4e",
    from: "Clutchbracket <no-reply@notify.clutchbracket.com>",
    to: MGR,
    subject: "Action needed: confirm Ember Vale Esports' entry to Shardfall Autumn Open #3",
    date: dt("2026-09-08 10:04:12", "+0100"),
    enc: "qp",
    text: `Hi Dani,

Thanks for registering Ember Vale Esports for Shardfall Autumn Open #3.

Your entry is PENDING until you confirm it. Confirm the entry:
https://clutchbracket.com/t/autumn-open-3/registration/confirm/rg_91f0c2d7aa4e

Tournament:  Shardfall Autumn Open #3 (5v5, double elimination)
Organizer:   Hexline Events
Starts:      Saturday 19 September 2026, 15:00 BST
Check-in:    opens 60 minutes before the start
Entry fee:   none
Prize pool:  $2,500 (1st $1,250 / 2nd $750 / 3rd-4th $250)
Slots:       41 of 64 filled

Roster submitted (5 + 1 sub): EV Lux, EV Thiagz, EV Minjae, EV Rafa, EV Kade, EV Sol (sub)

Unconfirmed entries are removed 48 hours before the tournament starts.

Good luck,
Clutchbracket
`,
    html: clutch(
      "Confirm your entry",
      `<p style="margin:0 0 16px 0;">Hi Dani,</p>
<p style="margin:0 0 16px 0;">Thanks for registering <b>Ember Vale Esports</b> for <b>Shardfall Autumn Open #3</b>.</p>
<p style="margin:0 0 20px 0;padding:12px 14px;background:#fff6e0;border-left:4px solid #f5a524;font-size:14px;">Your entry is <b>pending</b> until you confirm it. Unconfirmed entries are removed 48 hours before the tournament starts.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px 0;"><tr><td style="border-radius:6px;background:#5b2be0;">
<a href="https://clutchbracket.com/t/autumn-open-3/registration/confirm/rg_91f0c2d7aa4e" style="display:inline-block;padding:13px 28px;color:#ffffff;font-weight:700;text-decoration:none;">Confirm entry</a>
</td></tr></table>
<table cellpadding="6" cellspacing="0" border="0" width="100%" style="font-size:14px;border-top:1px solid #e4e5ec;">
<tr><td width="32%" style="color:#6b6e7a;">Tournament</td><td>Shardfall Autumn Open #3 (5v5, double elimination)</td></tr>
<tr><td style="color:#6b6e7a;">Organizer</td><td><a href="https://clutchbracket.com/o/hexline-events" style="color:#5b2be0;">Hexline Events</a></td></tr>
<tr><td style="color:#6b6e7a;">Starts</td><td>Saturday 19 September 2026, 15:00 BST</td></tr>
<tr><td style="color:#6b6e7a;">Check-in</td><td>opens 60 minutes before the start</td></tr>
<tr><td style="color:#6b6e7a;">Prize pool</td><td>$2,500 (1st $1,250 / 2nd $750 / 3rd–4th $250)</td></tr>
<tr><td style="color:#6b6e7a;">Slots</td><td>41 of 64 filled</td></tr>
<tr><td style="color:#6b6e7a;">Roster</td><td>EV Lux, EV Thiagz, EV Minjae, EV Rafa, EV Kade, EV Sol (sub)</td></tr>
</table>
<p style="margin:20px 0 0 0;">Good luck,<br>Clutchbracket</p>`,
    ),
  },
  {
    family: "clutchbracket",
    group: "consumer",
    lang: "en",
    kind: "match-scheduled",
    code: null,
    link: null,
    from: "Clutchbracket <no-reply@notify.clutchbracket.com>",
    to: MGR,
    subject: "Upper bracket round 2: Ember Vale Esports vs Nightjar Collective — 17:30 BST",
    date: dt("2026-09-19 16:48:05", "+0100"),
    enc: "7bit",
    text: `Your next match is ready

Shardfall Autumn Open #3 - Upper bracket, round 2 (Bo3)

  Ember Vale Esports  vs  Nightjar Collective
  Scheduled: 19 Sep 2026, 17:30 BST (13:30 BRT / 01:30 KST)
  Match ID: 2261-4478-0193
  Server: EU West (Frankfurt)

Captains: join the match room 10 minutes before start to pick sides and ban maps.
Match room: https://clutchbracket.com/t/autumn-open-3/matches/2261-4478-0193

Report any issues to the admins in the match room chat, not by replying to this email.
`,
    html: clutch(
      "Match scheduled",
      `<h1 style="margin:0 0 6px 0;font-size:22px;">Your next match is ready</h1>
<p style="margin:0 0 20px 0;color:#6b6e7a;font-size:14px;">Shardfall Autumn Open #3 · Upper bracket, round 2 (Bo3)</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#f7f7fb;border-radius:8px;"><tr>
<td width="42%" align="center" style="padding:20px;font-weight:700;font-size:16px;">Ember Vale Esports</td>
<td width="16%" align="center" style="color:#8a8d99;font-size:13px;">VS</td>
<td width="42%" align="center" style="padding:20px;font-weight:700;font-size:16px;">Nightjar Collective</td>
</tr><tr><td colspan="3" align="center" style="padding:0 20px 18px;font-size:14px;color:#23242b;">19 Sep 2026, <b>17:30 BST</b> (13:30 BRT / 01:30 KST) · EU West (Frankfurt)<br><span style="color:#8a8d99;font-size:12px;">Match ID 2261-4478-0193</span></td></tr></table>
<p style="margin:20px 0;">Captains: join the match room 10 minutes before start to pick sides and ban maps.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td style="border-radius:6px;border:2px solid #5b2be0;">
<a href="https://clutchbracket.com/t/autumn-open-3/matches/2261-4478-0193" style="display:inline-block;padding:11px 24px;color:#5b2be0;font-weight:700;text-decoration:none;">Open match room</a>
</td></tr></table>
<p style="margin:20px 0 0 0;font-size:13px;color:#6b6e7a;">Report any issues to the admins in the match room chat, not by replying to this email.</p>`,
    ),
  },
  {
    family: "clutchbracket",
    group: "consumer",
    lang: "en",
    kind: "results",
    code: null,
    link: null,
    from: "Clutchbracket <no-reply@notify.clutchbracket.com>",
    to: MGR,
    subject: "Final standings: Shardfall Autumn Open #3",
    date: dt("2026-09-20 00:12:47", "+0100"),
    enc: "7bit",
    text: `Shardfall Autumn Open #3 has finished. GG!

Ember Vale Esports placed 2nd of 64 teams.

1. Kōri Gaming          $1,250
2. Ember Vale Esports    $750
3. Nightjar Collective   $250
3. Saltpan Wolves        $250

Prize money is paid by the organizer (Hexline Events) within 30 days, after the
tax form for your team is approved. Track the payout status on your team's page:
https://clutchbracket.com/teams/ember-vale-esports/earnings

Match history, VODs and player stats: https://clutchbracket.com/t/autumn-open-3/results
`,
    html: clutch(
      "Final standings",
      `<h1 style="margin:0 0 10px 0;font-size:22px;">Shardfall Autumn Open #3 has finished. GG!</h1>
<p style="margin:0 0 20px 0;">Ember Vale Esports placed <b>2nd</b> of 64 teams.</p>
<table cellpadding="8" cellspacing="0" border="0" width="100%" style="font-size:14px;border-collapse:collapse;">
<tr style="background:#f7f7fb;"><td width="12%"><b>1</b></td><td>Kōri Gaming</td><td align="right">$1,250</td></tr>
<tr style="background:#efe9ff;"><td><b>2</b></td><td><b>Ember Vale Esports</b></td><td align="right"><b>$750</b></td></tr>
<tr style="background:#f7f7fb;"><td><b>3</b></td><td>Nightjar Collective</td><td align="right">$250</td></tr>
<tr><td><b>3</b></td><td>Saltpan Wolves</td><td align="right">$250</td></tr>
</table>
<p style="margin:20px 0 12px 0;font-size:14px;">Prize money is paid by the organizer (Hexline Events) within 30 days, after the tax form for your team is approved. <a href="https://clutchbracket.com/teams/ember-vale-esports/earnings" style="color:#5b2be0;">Track the payout status</a>.</p>
<p style="margin:0;font-size:14px;"><a href="https://clutchbracket.com/t/autumn-open-3/results" style="color:#5b2be0;">Match history, VODs and player stats</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- Ironveil (anti-cheat client)

const ironveil_mails: Mail[] = [
  {
    family: "ironveil-ac",
    group: "consumer",
    lang: "en",
    kind: "device-code",
    code: "4XQ9-PL2M",
    link: null,
    from: "Ironveil Anti-Cheat <security@ironveil.io>",
    to: "Kade Whitaker <kadew@protonmail.com>",
    subject: "Confirm this PC for Ironveil-protected matches",
    date: dt("2026-09-09 18:26:00", "-0700"),
    enc: "7bit",
    text: `IRONVEIL ANTI-CHEAT
==================

A new PC is trying to join Ironveil-protected matches with your player profile
(kade_ev, linked to Vantor ID and Clutchbracket).

  Hardware fingerprint:  IV-HW-7C31...A09E
  Windows build:         26100.2033
  First seen:            Sep 9, 2026 6:25 PM PDT, Los Angeles, CA

If this is your PC, open the Ironveil tray app > Devices > "Confirm with code"
and enter:

  4XQ9-PL2M

The code works once and expires in 20 minutes.

If you don't recognize this PC, do nothing: it will not be able to join protected
matches. Questions about a ban or a flag go through the appeals form only:
https://ironveil.io/appeals

Ironveil Security Ltd. - 2 Grand Canal Square, Dublin 2, D02 A342, Ireland
This is an automated security message. Replies are not read.
`,
    html: null,
  },
  {
    family: "ironveil-ac",
    group: "consumer",
    lang: "pt",
    kind: "update-notice",
    code: null,
    link: null,
    from: "Ironveil Anti-Cheat <news@ironveil.io>",
    to: "Thiago Moreira <thiago.ember@gmail.com>",
    subject: "Atualização obrigatória do Ironveil 5.2 em 1º de outubro",
    date: dt("2026-09-24 13:00:00", "+0000"),
    enc: "b64",
    text: `Ironveil 5.2 — atualização obrigatória

Olá, jogador(a),

No dia 1º de outubro de 2026, às 09:00 (BRT), o Ironveil 5.2 passa a ser obrigatório em
todas as partidas protegidas de Shardfall, Ravenmark e Tidebreak. Versões anteriores não
conseguirão entrar na fila depois dessa data.

O que muda:
• Compatibilidade com o Windows 11 24H2 e com o modo de jogo dos notebooks ASUS/Lenovo.
• Uso de CPU em segundo plano reduzido em cerca de 30%.
• O driver agora pode ser desligado pelo app quando você não estiver jogando.

Você não precisa fazer nada: o app se atualiza sozinho ao abrir o jogo. Se preferir,
baixe o instalador em https://ironveil.io/pt-br/download

Requisitos mínimos: Windows 10 22H2 (64 bits), TPM 2.0 e Secure Boot ativados.

Dúvidas? https://ironveil.io/pt-br/ajuda

Ironveil Security Ltd. · 2 Grand Canal Square, Dublin 2, Irlanda
Cancelar inscrição: https://ironveil.io/email/unsubscribe?u=0f3e9b11c2&l=pt-br
`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Ironveil 5.2</title></head>
<body style="margin:0;padding:0;background:#0b0c0e;">
<span style="display:none!important;font-size:1px;color:#0b0c0e;">A partir de 1º de outubro, só o Ironveil 5.2 entra nas partidas protegidas.</span>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#0b0c0e"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" border="0">
<tr><td><img src="https://ironveil.io/mail/2026/52/hero_ptbr.jpg" width="620" height="240" alt="Ironveil 5.2 — atualização obrigatória" style="display:block;border:0;"></td></tr>
<tr><td bgcolor="#15171b" style="padding:32px 40px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#d3d6dc;">
<p style="margin:0 0 16px;">Olá, jogador(a),</p>
<p style="margin:0 0 16px;">No dia <b style="color:#fff;">1º de outubro de 2026, às 09:00 (BRT)</b>, o Ironveil 5.2 passa a ser obrigatório em todas as partidas protegidas de Shardfall, Ravenmark e Tidebreak. Versões anteriores não conseguirão entrar na fila depois dessa data.</p>
<p style="margin:0 0 8px;color:#fff;font-weight:bold;">O que muda</p>
<ul style="margin:0 0 16px;padding-left:20px;">
<li>Compatibilidade com o Windows 11 24H2 e com o modo de jogo dos notebooks ASUS/Lenovo.</li>
<li>Uso de CPU em segundo plano reduzido em cerca de 30%.</li>
<li>O driver agora pode ser desligado pelo app quando você não estiver jogando.</li>
</ul>
<p style="margin:0 0 16px;">Você não precisa fazer nada: o app se atualiza sozinho ao abrir o jogo. Se preferir, <a href="https://ironveil.io/pt-br/download" style="color:#7cc4ff;">baixe o instalador</a>.</p>
<p style="margin:0;font-size:13px;color:#8e939c;">Requisitos mínimos: Windows 10 22H2 (64 bits), TPM 2.0 e Secure Boot ativados.</p>
</td></tr>
<tr><td style="padding:20px 40px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#6c7079;" align="center">
<a href="https://ironveil.io/pt-br/ajuda" style="color:#6c7079;">Ajuda</a> · <a href="https://ironveil.io/pt-br/privacidade" style="color:#6c7079;">Privacidade</a> · <a href="https://ironveil.io/email/unsubscribe?u=0f3e9b11c2&amp;l=pt-br" style="color:#6c7079;">Cancelar inscrição</a><br>
Ironveil Security Ltd. · 2 Grand Canal Square, Dublin 2, Irlanda
</td></tr></table>
</td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Banterhall (team chat)

const banterhall_mails: Mail[] = [
  {
    family: "banterhall",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://banterhall.app/invite/EmbrVale-k93Tq",
    from: "Banterhall <notifications@banterhall.app>",
    to: "Sol Navarro <solnavarro.fps@gmail.com>",
    subject: "Rafa invited you to the Ember Vale hall",
    date: dt("2026-09-06 20:11:36", "-0300"),
    enc: "qp",
    text: `Rafa (rafa.ev) invited you to join Ember Vale on Banterhall.

"bem-vindo, sub! scrims start tuesday, check #schedule"

Ember Vale - 14 members, 3 online

Join Ember Vale: https://banterhall.app/invite/EmbrVale-k93Tq

This invite expires in 7 days. Don't have Banterhall yet? The invite works in the browser too,
or get the app for Windows, macOS, iOS and Android.

---
Sent by Banterhall, 548 Market St PMB 72104, San Francisco, CA 94104
Unsubscribe from invite emails: https://banterhall.app/email/unsub?t=inv&u=c1d93e
`,
    html: `<html><body style="margin:0;background:#eef0f4;">
<div style="display:none;">"bem-vindo, sub! scrims start tuesday, check #schedule"</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef0f4;"><tr><td align="center" style="padding:40px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;">
<tr><td align="center" style="padding:32px 32px 0;"><img src="https://cdn.banterhall.app/email/bh-logo-64.png" width="48" height="48" alt="Banterhall"></td></tr>
<tr><td align="center" style="padding:20px 32px 0;font-size:15px;color:#4a4f5c;"><b style="color:#15171c;">Rafa</b> invited you to join</td></tr>
<tr><td align="center" style="padding:16px 32px 0;"><img src="https://cdn.banterhall.app/icons/halls/90412/icon_96.png" width="72" height="72" alt="Ember Vale" style="border-radius:20px;"></td></tr>
<tr><td align="center" style="padding:10px 32px 0;font-size:24px;font-weight:700;color:#15171c;">Ember Vale</td></tr>
<tr><td align="center" style="padding:4px 32px 0;font-size:13px;color:#7c8190;"><span style="color:#2bb673;">&#9679;</span> 3 online &nbsp; &#9679; 14 members</td></tr>
<tr><td style="padding:20px 32px 0;"><div style="background:#f5f6f8;border-radius:8px;padding:12px 14px;font-size:14px;color:#3b3f4a;font-style:italic;">"bem-vindo, sub! scrims start tuesday, check #schedule"</div></td></tr>
<tr><td align="center" style="padding:24px 32px 32px;"><a href="https://banterhall.app/invite/EmbrVale-k93Tq" style="display:block;background:#ff7a45;color:#fff;text-decoration:none;font-weight:700;font-size:16px;padding:14px 0;border-radius:8px;">Join Ember Vale</a>
<p style="margin:14px 0 0;font-size:12px;color:#7c8190;">This invite expires in 7 days.</p></td></tr>
</table>
<table width="480" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;font-family:Arial,sans-serif;font-size:11px;color:#8b90a0;line-height:17px;">
<a href="https://banterhall.app/download"><img src="https://cdn.banterhall.app/email/badge-appstore.png" alt="Download on the App Store" width="110" height="34"></a>
<a href="https://banterhall.app/download"><img src="https://cdn.banterhall.app/email/badge-googleplay.png" alt="Get it on Google Play" width="114" height="34"></a><br>
Sent by Banterhall · 548 Market St PMB 72104, San Francisco, CA 94104<br>
<a href="https://banterhall.app/email/unsub?t=inv&amp;u=c1d93e" style="color:#8b90a0;">Unsubscribe from invite emails</a>
</td></tr></table>
</td></tr></table></body></html>`,
  },
  {
    family: "banterhall",
    group: "consumer",
    lang: "en",
    kind: "digest",
    code: null,
    link: null,
    from: "Banterhall <notifications@banterhall.app>",
    to: MGR,
    subject: "14 unread mentions in Ember Vale",
    date: dt("2026-09-22 08:00:11", "-0700"),
    enc: "7bit",
    text: `You have 14 unread mentions in Ember Vale

#schedule
  minjae: @Dani can we move thursday scrim to 21:00 KST? i have class until 8
  lux: +1, 20:00 is rough for me too

#travel-la
  rafa: @Dani passport photo for the visa form is in the drive, 600x600
  kade: @Dani did the agency send the flight times yet?

#sponsors
  thiagz: @Dani voltara box arrived at the gaming house, 4 cases lol

...and 9 more.

Open Ember Vale: https://banterhall.app/h/ember-vale
Change how often you get these: https://banterhall.app/settings/notifications
`,
    html:
      `<html><body style="margin:0;background:#ffffff;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px;">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:16px;border-bottom:1px solid #eceef2;"><img src="https://cdn.banterhall.app/email/bh-wordmark.png" width="120" height="24" alt="Banterhall"></td></tr>
<tr><td style="padding:20px 0 8px;font-size:20px;font-weight:700;color:#15171c;">You have 14 unread mentions in Ember Vale</td></tr>
<tr><td style="padding:12px 0 4px;font-size:13px;font-weight:700;color:#7c8190;">#schedule</td></tr>
<tr><td style="padding:4px 0;font-size:14px;color:#2d3039;"><b>minjae</b> &nbsp;<span style="background:#fff0e8;color:#d9541c;">@Dani</span> can we move thursday scrim to 21:00 KST? i have class until 8</td></tr>
<tr><td style="padding:4px 0;font-size:14px;color:#2d3039;"><b>lux</b> &nbsp;+1, 20:00 is rough for me too</td></tr>
<tr><td style="padding:12px 0 4px;font-size:13px;font-weight:700;color:#7c8190;">#travel-la</td></tr>
<tr><td style="padding:4px 0;font-size:14px;color:#2d3039;"><b>rafa</b> &nbsp;<span style="background:#fff0e8;color:#d9541c;">@Dani</span> passport photo for the visa form is in the drive, 600x600</td></tr>
<tr><td style="padding:4px 0;font-size:14px;color:#2d3039;"><b>kade</b> &nbsp;<span style="background:#fff0e8;color:#d9541c;">@Dani</span> did the agency send the flight times yet?</td></tr>
<tr><td style="padding:12px 0 4px;font-size:13px;font-weight:700;color:#7c8190;">#sponsors</td></tr>
<tr><td style="padding:4px 0;font-size:14px;color:#2d3039;"><b>thiagz</b> &nbsp;<span style="background:#fff0e8;color:#d9541c;">@Dani</span> voltara box arrived at the gaming house, 4 cases lol</td></tr>
<tr><td style="padding:12px 0;font-size:13px;color:#7c8190;">…and 9 more.</td></tr>
<tr><td style="padding:8px 0 24px;"><a href="https://banterhall.app/h/ember-vale" style="background:#15171c;color:#fff;text-decoration:none;padding:10px 20px;border-radius:6px;font-size:14px;font-weight:600;">Open Ember Vale</a></td></tr>
<tr><td style="border-top:1px solid #eceef2;padding-top:14px;font-size:11px;color:#8b90a0;"><a href="https://banterhall.app/settings/notifications" style="color:#8b90a0;">Change how often you get these</a> · Banterhall, 548 Market St PMB 72104, San Francisco, CA 94104</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "banterhall",
    group: "consumer",
    lang: "ko",
    kind: "login-alert",
    code: null,
    link: null,
    from: "Banterhall <notifications@banterhall.app>",
    to: "Park Minjae <minjae.park.ev@naver.com>",
    subject: "새 기기에서 Banterhall에 로그인했습니다",
    date: dt("2026-10-12 23:47:02", "+0900"),
    enc: "b64",
    text: `안녕하세요, minjae 님.

새 기기에서 회원님의 Banterhall 계정에 로그인했습니다.

기기: iPhone 15 · Banterhall iOS 4.8.1
위치: 대한민국 서울 (추정)
시간: 2026년 10월 12일 오후 11:46 (KST)

본인이 맞다면 별도로 조치하실 필요는 없습니다.

본인이 아니라면 즉시 비밀번호를 변경하고 모든 기기에서 로그아웃하세요:
https://banterhall.app/settings/security?lang=ko

Banterhall 드림
548 Market St PMB 72104, San Francisco, CA 94104, USA
`,
    html: `<html lang="ko"><body style="margin:0;background:#eef0f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<tr><td style="padding:28px 32px 0;"><img src="https://cdn.banterhall.app/email/bh-wordmark.png" width="120" height="24" alt="Banterhall"></td></tr>
<tr><td style="padding:20px 32px 0;font-size:20px;font-weight:700;color:#15171c;">새 기기에서 로그인했습니다</td></tr>
<tr><td style="padding:14px 32px 0;font-size:15px;line-height:24px;color:#3b3f4a;">안녕하세요, minjae 님.<br>새 기기에서 회원님의 Banterhall 계정에 로그인했습니다.</td></tr>
<tr><td style="padding:16px 32px 0;"><table width="100%" cellpadding="8" cellspacing="0" style="background:#f5f6f8;border-radius:8px;font-size:14px;color:#3b3f4a;">
<tr><td width="25%" style="color:#7c8190;">기기</td><td>iPhone 15 · Banterhall iOS 4.8.1</td></tr>
<tr><td style="color:#7c8190;">위치</td><td>대한민국 서울 (추정)</td></tr>
<tr><td style="color:#7c8190;">시간</td><td>2026년 10월 12일 오후 11:46 (KST)</td></tr></table></td></tr>
<tr><td style="padding:16px 32px 0;font-size:14px;line-height:22px;color:#3b3f4a;">본인이 맞다면 별도로 조치하실 필요는 없습니다.<br>본인이 아니라면 <a href="https://banterhall.app/settings/security?lang=ko" style="color:#ff7a45;">즉시 비밀번호를 변경</a>하고 모든 기기에서 로그아웃하세요.</td></tr>
<tr><td style="padding:24px 32px 28px;font-size:12px;color:#8b90a0;">Banterhall 드림 · 548 Market St PMB 72104, San Francisco, CA 94104, USA</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Glimcast (streaming platform)

function glim(pre: string, inner: string, lang = "en"): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html lang="${lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;padding:0;background:#f7f7f8;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${pre}</div>
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#f7f7f8"><tr><td align="center" valign="top" style="padding:20px 0;">
<table border="0" cellpadding="0" cellspacing="0" width="600" bgcolor="#ffffff" style="border:1px solid #e6e6ea;">
<tr><td align="left" style="padding:20px 30px;border-bottom:1px solid #e6e6ea;"><a href="https://www.glimcast.tv/?ref=email_logo"><img src="https://static.glimcast.tv/email/glimcast-logo-teal.png" width="118" height="32" alt="Glimcast" border="0" style="display:block;"></a></td></tr>
<tr><td style="padding:30px;font-family:Roobert,Helvetica Neue,Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#1f1f23;">
${inner}
</td></tr></table>
<table border="0" cellpadding="0" cellspacing="0" width="600"><tr><td align="center" style="padding:22px 30px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#75757e;">
<a href="https://x.com/glimcast"><img src="https://static.glimcast.tv/email/ic-x.png" width="20" height="20" alt="X"></a>&nbsp;
<a href="https://instagram.com/glimcast"><img src="https://static.glimcast.tv/email/ic-ig.png" width="20" height="20" alt="Instagram"></a>&nbsp;
<a href="https://youtube.com/@glimcast"><img src="https://static.glimcast.tv/email/ic-yt.png" width="20" height="20" alt="YouTube"></a><br>
&copy; 2026 Glimcast Media, Inc. &middot; 801 Fifth Avenue, Seattle, WA 98104<br>
<a href="https://www.glimcast.tv/p/legal/privacy" style="color:#75757e;">Privacy</a> &middot; <a href="https://www.glimcast.tv/p/legal/terms" style="color:#75757e;">Terms</a> &middot; <a href="https://help.glimcast.tv" style="color:#75757e;">Help</a>
</td></tr></table>
</td></tr></table></body></html>`;
}

const STATEMENT = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj
4 0 obj << /Length 118 >> stream
BT /F1 11 Tf 60 720 Td (Glimcast Creator Payout Statement - September 2026 - embervale - USD 1,486.22) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const glimcast_mails: Mail[] = [
  {
    family: "glimcast",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "5519302",
    link: null,
    from: "Glimcast <no-reply@glimcast.tv>",
    to: MGR,
    subject: "5519302 is your Glimcast login verification code",
    date: dt("2026-09-07 22:05:41", "-0700"),
    enc: "qp",
    text: `Hey embervale,

Here's the verification code you requested to log in to Glimcast:

5519302

Enter it on the login screen within 10 minutes. This code can be used only once.

Didn't try to log in? Someone may know your password. Reset it here:
https://www.glimcast.tv/settings/security

Thanks,
The Glimcast Team
`,
    html: glim(
      "Here's the code you requested to log in.",
      `<p style="margin:0 0 16px;">Hey <b>embervale</b>,</p>
<p style="margin:0 0 20px;">Here's the verification code you requested to log in to Glimcast:</p>
<table border="0" cellpadding="0" cellspacing="0" align="center"><tr>
<td style="padding:14px 30px;background:#e8f8f6;border-radius:6px;font-size:36px;font-weight:700;letter-spacing:6px;color:#0b6e64;font-family:Menlo,Consolas,monospace;">5519302</td>
</tr></table>
<p style="margin:20px 0 16px;">Enter it on the login screen within 10 minutes. This code can be used only once.</p>
<p style="margin:0 0 16px;font-size:13px;color:#53535f;">Didn't try to log in? Someone may know your password. <a href="https://www.glimcast.tv/settings/security" style="color:#0b8f82;">Reset it here</a>.</p>
<p style="margin:0;">Thanks,<br>The Glimcast Team</p>`,
    ),
  },
  {
    family: "glimcast",
    group: "consumer",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://www.glimcast.tv/email-verification/Hk2mQ8rT0vYpL4sW?lang=es",
    from: "Glimcast <no-reply@glimcast.tv>",
    to: "Lucía Ferrer <lucia@embervale.gg>",
    subject: "Confirma tu nueva dirección de correo en Glimcast",
    date: dt("2026-09-15 12:31:09", "+0200"),
    enc: "qp",
    text: `Hola, luciaf_ev:

Has cambiado el correo de tu cuenta de Glimcast a lucia@embervale.gg. Para terminar,
confirma que esta dirección es tuya:

https://www.glimcast.tv/email-verification/Hk2mQ8rT0vYpL4sW?lang=es

Mientras no la confirmes, seguiremos enviando las notificaciones a tu correo anterior
(l•••••@gmail.com) y no podrás activar los pagos de creador.

El enlace caduca en 24 horas. Si no has hecho este cambio, escríbenos desde
https://help.glimcast.tv/es

El equipo de Glimcast
`,
    html: glim(
      "Un último paso para usar tu nuevo correo.",
      `<p style="margin:0 0 16px;">Hola, <b>luciaf_ev</b>:</p>
<p style="margin:0 0 16px;">Has cambiado el correo de tu cuenta de Glimcast a <b>lucia@embervale.gg</b>. Para terminar, confirma que esta dirección es tuya.</p>
<table border="0" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;"><tr><td bgcolor="#0b8f82" style="border-radius:4px;">
<a href="https://www.glimcast.tv/email-verification/Hk2mQ8rT0vYpL4sW?lang=es" style="display:inline-block;padding:12px 26px;font-size:15px;font-weight:700;color:#ffffff;text-decoration:none;">Confirmar correo</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;color:#53535f;">Mientras no la confirmes, seguiremos enviando las notificaciones a tu correo anterior (l•••••@gmail.com) y no podrás activar los pagos de creador.</p>
<p style="margin:0 0 16px;font-size:13px;color:#53535f;">El enlace caduca en 24 horas. Si no has hecho este cambio, <a href="https://help.glimcast.tv/es" style="color:#0b8f82;">escríbenos</a>.</p>
<p style="margin:0;">El equipo de Glimcast</p>`,
      "es",
    ),
  },
  {
    family: "glimcast",
    group: "consumer",
    lang: "en",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Glimcast Creator Payouts <payouts@glimcast.tv>",
    to: MGR,
    subject: "Your September payout of $1,486.22 is on its way",
    date: dt("2026-10-15 09:12:55", "-0700"),
    enc: "qp",
    text: `Hi embervale,

Your Glimcast payout for September 2026 has been sent.

Payout ID:        PO-2026-09-7781342
Amount:           $1,486.22 USD
Method:           Bank transfer (ACH) to account ending 0937
Expected arrival: 2-5 business days

Breakdown
  Subscriptions (412 subs)         $1,102.40
  Glints (cheers)                    $233.82
  Ads revenue                        $150.00
  Withholding (W-8/W-9 on file)        $0.00

Your full statement is attached as a PDF and is also available in your Creator Dashboard
under Analytics > Revenue.

Questions about this payout? Visit https://help.glimcast.tv/payouts

Glimcast Creator Payouts
`,
    html: glim(
      "Payout PO-2026-09-7781342 has been sent.",
      `<p style="margin:0 0 6px;font-size:13px;color:#53535f;text-transform:uppercase;letter-spacing:1px;">Creator payouts</p>
<p style="margin:0 0 18px;font-size:26px;line-height:32px;font-weight:700;">$1,486.22 is on its way</p>
<p style="margin:0 0 18px;">Hi embervale, your Glimcast payout for September 2026 has been sent.</p>
<table border="0" cellpadding="7" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #e6e6ea;">
<tr><td style="color:#53535f;" width="45%">Payout ID</td><td>PO-2026-09-7781342</td></tr>
<tr><td style="color:#53535f;">Method</td><td>Bank transfer (ACH) · ••••0937</td></tr>
<tr><td style="color:#53535f;">Expected arrival</td><td>2–5 business days</td></tr>
<tr bgcolor="#f7f7f8"><td style="color:#53535f;">Subscriptions (412 subs)</td><td>$1,102.40</td></tr>
<tr bgcolor="#f7f7f8"><td style="color:#53535f;">Glints (cheers)</td><td>$233.82</td></tr>
<tr bgcolor="#f7f7f8"><td style="color:#53535f;">Ads revenue</td><td>$150.00</td></tr>
<tr bgcolor="#f7f7f8"><td style="color:#53535f;">Withholding</td><td>$0.00</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#53535f;">Your full statement is attached and also in your <a href="https://dashboard.glimcast.tv/u/embervale/analytics/revenue" style="color:#0b8f82;">Creator Dashboard</a>. Questions? <a href="https://help.glimcast.tv/payouts" style="color:#0b8f82;">Payout help</a>.</p>`,
    ),
    attachment: ["glimcast_statement_2026-09.pdf", "application/pdf", STATEMENT],
  },
  {
    family: "glimcast",
    group: "consumer",
    lang: "en",
    kind: "security-notice",
    code: null,
    link: null,
    from: "Glimcast <no-reply@glimcast.tv>",
    to: MGR,
    subject: "Your stream key was reset",
    date: dt("2026-10-21 17:40:28", "-0700"),
    enc: "7bit",
    text: `Hi embervale,

The primary stream key for your channel was reset on Oct 21, 2026 at 5:40 PM PDT from
the Creator Dashboard (Chrome on macOS, Los Angeles, CA).

Any streaming software still using the old key (OBS, Streamlabs, hardware encoders) will
need the new key before you go live again. You can copy it from
Creator Dashboard > Settings > Stream.

If you didn't do this, secure your account: https://www.glimcast.tv/settings/security

The Glimcast Team
`,
    html: glim(
      "The old key no longer works.",
      `<p style="margin:0 0 16px;">Hi <b>embervale</b>,</p>
<p style="margin:0 0 16px;">The primary stream key for your channel was reset on <b>Oct 21, 2026 at 5:40 PM PDT</b> from the Creator Dashboard (Chrome on macOS, Los Angeles, CA).</p>
<p style="margin:0 0 16px;">Any streaming software still using the old key (OBS, Streamlabs, hardware encoders) will need the new key before you go live again. You can copy it from <a href="https://dashboard.glimcast.tv/u/embervale/settings/stream" style="color:#0b8f82;">Creator Dashboard › Settings › Stream</a>.</p>
<p style="margin:0 0 16px;font-size:13px;color:#53535f;">If you didn't do this, <a href="https://www.glimcast.tv/settings/security" style="color:#0b8f82;">secure your account</a>.</p>
<p style="margin:0;">The Glimcast Team</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Voltara Energy (drink sponsor)

const voltara_mails: Mail[] = [
  {
    family: "voltara-energy",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Voltara Partnerships <partners@voltaraenergy.com>",
    to: MGR,
    subject: "Your Q4 athlete shipment is on the way (PO 77-30418)",
    date: dt("2026-09-16 15:22:09", "-0500"),
    enc: "qp",
    text: `Hi Dani,

Good news: the Q4 product allocation for Ember Vale Esports left our Austin warehouse today.

Partner PO:     77-30418
Ship to:        Ember Vale Gaming House, 2214 N Vermont Ave, Los Angeles, CA 90027
Carrier:        Ridgeway Freight, tracking 1RW 884 201 557 3
Contents:       4 cases Voltara Zero Citrus Surge (96 cans)
                2 cases Voltara Focus Black Cherry (48 cans)
                1 Voltara branded mini-fridge (EV livery)
Est. delivery:  Fri, Sep 18

Reminder from the activation calendar: please have the team post the "fridge reveal"
content between Sep 21 and Sep 27 with #VoltaraFuel and tag @voltaraenergy. The
deliverables tracker is in the shared folder as always.

Thanks, and good luck at the Autumn Open!

Priya Raman
Partner Marketing, Esports & Creators
Voltara Beverage Co. | 600 Congress Ave, Suite 1400, Austin, TX 78701 | +1 512-555-0148
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#222;">
<p>Hi Dani,</p>
<p>Good news: the Q4 product allocation for Ember Vale Esports left our Austin warehouse today.</p>
<table cellpadding="3" cellspacing="0" style="font-family:Calibri,Arial,sans-serif;font-size:11pt;">
<tr><td style="padding-right:14px;"><b>Partner PO:</b></td><td>77-30418</td></tr>
<tr><td><b>Ship to:</b></td><td>Ember Vale Gaming House, 2214 N Vermont Ave, Los Angeles, CA 90027</td></tr>
<tr><td><b>Carrier:</b></td><td>Ridgeway Freight, tracking <a href="https://track.ridgewayfreight.com/?pro=1RW8842015573">1RW 884 201 557 3</a></td></tr>
<tr><td valign="top"><b>Contents:</b></td><td>4 cases Voltara Zero Citrus Surge (96 cans)<br>2 cases Voltara Focus Black Cherry (48 cans)<br>1 Voltara branded mini-fridge (EV livery)</td></tr>
<tr><td><b>Est. delivery:</b></td><td>Fri, Sep 18</td></tr>
</table>
<p>Reminder from the activation calendar: please have the team post the “fridge reveal” content between <b>Sep 21 and Sep 27</b> with #VoltaraFuel and tag @voltaraenergy. The deliverables tracker is in the shared folder as always.</p>
<p>Thanks, and good luck at the Autumn Open!</p>
<p style="margin-top:18px;"><b>Priya Raman</b><br>Partner Marketing, Esports &amp; Creators<br>
<img src="https://www.voltaraenergy.com/sig/voltara-logo-sig.png" width="110" height="28" alt="Voltara"><br>
<span style="font-size:9pt;color:#666;">Voltara Beverage Co. | 600 Congress Ave, Suite 1400, Austin, TX 78701 | +1 512-555-0148<br>
<a href="https://www.voltaraenergy.com">voltaraenergy.com</a></span></p>
</div>`,
  },
  {
    family: "voltara-energy",
    group: "consumer",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Voltara Accounts Payable <ap@voltaraenergy.com>",
    to: MGR,
    subject: "Remittance advice – payment to Ember Vale Esports LLC",
    date: dt("2026-10-02 10:03:44", "-0500"),
    enc: "7bit",
    text: `REMITTANCE ADVICE

Voltara Beverage Co. has initiated the following payment.

Payee:            Ember Vale Esports LLC
Vendor no.:       V-0042917
Payment date:     10/02/2026
Payment method:   ACH, account ending 5502
Payment ref.:     ACH2026100200318

Invoice no.    Invoice date   Description                          Amount
EVE-2026-031   09/01/2026     Sponsorship fee Sep 2026          $6,000.00
EVE-2026-034   09/20/2026     Autumn Open placement bonus       $  500.00
                                                   Total paid   $6,500.00

Funds are normally available within 1-2 business days. Please direct questions about
this payment to ap@voltaraenergy.com and quote the vendor number.

This is a system-generated message from Voltara Accounts Payable.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Haneol Chairs (Korean chair sponsor)

const haneol_mails: Mail[] = [
  {
    family: "haneol-chairs",
    group: "regional",
    lang: "ko",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "한얼체어 <order@haneolchair.co.kr>",
    to: "Park Minjae <minjae.park.ev@naver.com>",
    subject: "[한얼체어] 주문하신 상품이 발송되었습니다 (주문번호 20260928-0041187)",
    date: dt("2026-09-28 16:05:31", "+0900"),
    enc: "b64",
    text: `[한얼체어] 상품 발송 안내

박민재 고객님, 안녕하세요.
주문하신 상품이 오늘 출고되었습니다.

주문번호 : 20260928-0041187
상품명 : 한얼 프로 X9 게이밍 의자 (블랙/오렌지, 엠버베일 에디션) × 1
결제금액 : 0원 (스폰서 협찬)
택배사 : 누리로지스
운송장번호 : 6302-1184-9957
배송지 : 서울특별시 마포구 월드컵북로 396, 1204호 (03925)

배송 조회는 택배사 홈페이지 또는 마이페이지 > 주문/배송 조회에서 하실 수 있습니다.
제품 조립 영상: https://www.haneolchair.co.kr/guide/x9

고객센터 1588-0000 (평일 10:00~17:00, 점심 12:00~13:00)
(주)한얼체어 | 대표 김한얼 | 사업자등록번호 214-88-00000 | 경기도 파주시 문발로 115
`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f4;"><tr><td align="center" style="padding:30px 0;">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Malgun Gothic','맑은 고딕',Dotum,sans-serif;">
<tr><td style="padding:24px 30px;border-bottom:3px solid #ff6a13;"><img src="https://www.haneolchair.co.kr/mail/img/logo.png" width="140" height="34" alt="한얼체어"></td></tr>
<tr><td style="padding:30px 30px 10px;font-size:22px;font-weight:bold;color:#111;">상품이 <span style="color:#ff6a13;">발송</span>되었습니다</td></tr>
<tr><td style="padding:0 30px 20px;font-size:14px;line-height:22px;color:#555;">박민재 고객님, 안녕하세요.<br>주문하신 상품이 오늘 출고되었습니다.</td></tr>
<tr><td style="padding:0 30px;">
<table width="100%" cellpadding="10" cellspacing="0" border="0" style="border-top:2px solid #222;font-size:13px;color:#333;">
<tr><th align="left" width="110" style="background:#fafafa;border-bottom:1px solid #e5e5e5;">주문번호</th><td style="border-bottom:1px solid #e5e5e5;">20260928-0041187</td></tr>
<tr><th align="left" style="background:#fafafa;border-bottom:1px solid #e5e5e5;">상품명</th><td style="border-bottom:1px solid #e5e5e5;">한얼 프로 X9 게이밍 의자 (블랙/오렌지, 엠버베일 에디션) × 1</td></tr>
<tr><th align="left" style="background:#fafafa;border-bottom:1px solid #e5e5e5;">결제금액</th><td style="border-bottom:1px solid #e5e5e5;">0원 (스폰서 협찬)</td></tr>
<tr><th align="left" style="background:#fafafa;border-bottom:1px solid #e5e5e5;">택배사</th><td style="border-bottom:1px solid #e5e5e5;">누리로지스</td></tr>
<tr><th align="left" style="background:#fafafa;border-bottom:1px solid #e5e5e5;">운송장번호</th><td style="border-bottom:1px solid #e5e5e5;"><a href="https://trace.nurilogis.co.kr/delivery?invc_no=630211849957" style="color:#ff6a13;">6302-1184-9957</a></td></tr>
<tr><th align="left" style="background:#fafafa;border-bottom:1px solid #e5e5e5;">배송지</th><td style="border-bottom:1px solid #e5e5e5;">서울특별시 마포구 월드컵북로 396, 1204호 (03925)</td></tr>
</table></td></tr>
<tr><td style="padding:20px 30px;font-size:13px;color:#555;line-height:20px;">배송 조회는 택배사 홈페이지 또는 <a href="https://www.haneolchair.co.kr/mypage/order" style="color:#333;">마이페이지 &gt; 주문/배송 조회</a>에서 하실 수 있습니다.<br><a href="https://www.haneolchair.co.kr/guide/x9" style="color:#ff6a13;">제품 조립 영상 보기 &rsaquo;</a></td></tr>
<tr><td style="padding:20px 30px;background:#333;font-size:11px;line-height:18px;color:#aaa;">고객센터 1588-0000 (평일 10:00~17:00, 점심 12:00~13:00)<br>(주)한얼체어 | 대표 김한얼 | 사업자등록번호 214-88-00000 | 경기도 파주시 문발로 115<br>본 메일은 발신 전용입니다. Copyright &copy; 2026 HANEOL CHAIR. All rights reserved.</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Stitchcrate (merchandise store platform)

function stitch(body: string): string {
  return `<html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;background:#fbfaf7;">
<table class="body" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table class="container" width="560" cellspacing="0" cellpadding="0" style="margin:30px auto;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Oxygen,Ubuntu,sans-serif;">
<tr><td style="padding:0 0 24px;"><img src="https://cdn.stitchcrate.com/mail/stitchcrate-mark.png" alt="Stitchcrate" width="36" height="36"></td></tr>
<tr><td style="font-size:15px;line-height:1.6;color:#333;">
${body}
</td></tr>
<tr><td style="padding:36px 0 0;border-top:1px solid #e8e6e0;font-size:12px;line-height:1.6;color:#999;">
Stitchcrate, Inc. · 1 Yonge Street, Suite 1801, Toronto, ON M5E 1W7, Canada<br>
<a href="https://help.stitchcrate.com" style="color:#999;">Help Center</a> · <a href="https://www.stitchcrate.com/legal/privacy" style="color:#999;">Privacy</a>
</td></tr></table>
</td></tr></table></body></html>`;
}

const stitch_mails: Mail[] = [
  {
    family: "stitchcrate",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "740291",
    link: null,
    from: "Stitchcrate <accounts@stitchcrate.com>",
    to: MGR,
    subject: "Your Stitchcrate login code",
    date: dt("2026-09-10 09:14:26", "-0400"),
    enc: "qp",
    text: `Log in to Ember Vale Shop

Use this code to log in to your store admin (shop.embervale.gg):

740291

This code expires in 10 minutes. If you didn't try to log in, you can ignore this email,
but we recommend turning on an authenticator app in Settings > Security.

Stitchcrate, Inc. · 1 Yonge Street, Suite 1801, Toronto, ON M5E 1W7, Canada
`,
    html: stitch(`<h2 style="margin:0 0 12px;font-size:22px;font-weight:600;color:#111;">Log in to Ember Vale Shop</h2>
<p style="margin:0 0 20px;">Use this code to log in to your store admin (shop.embervale.gg):</p>
<table cellspacing="6" cellpadding="0" style="margin:0 0 20px -6px;"><tr>
<td style="width:44px;height:54px;border:1px solid #d9d6cc;border-radius:6px;background:#fff;text-align:center;font-size:28px;font-weight:600;color:#111;">7</td>
<td style="width:44px;height:54px;border:1px solid #d9d6cc;border-radius:6px;background:#fff;text-align:center;font-size:28px;font-weight:600;color:#111;">4</td>
<td style="width:44px;height:54px;border:1px solid #d9d6cc;border-radius:6px;background:#fff;text-align:center;font-size:28px;font-weight:600;color:#111;">0</td>
<td style="width:44px;height:54px;border:1px solid #d9d6cc;border-radius:6px;background:#fff;text-align:center;font-size:28px;font-weight:600;color:#111;">2</td>
<td style="width:44px;height:54px;border:1px solid #d9d6cc;border-radius:6px;background:#fff;text-align:center;font-size:28px;font-weight:600;color:#111;">9</td>
<td style="width:44px;height:54px;border:1px solid #d9d6cc;border-radius:6px;background:#fff;text-align:center;font-size:28px;font-weight:600;color:#111;">1</td>
</tr></table>
<p style="margin:0;font-size:13px;color:#777;">This code expires in 10 minutes. If you didn't try to log in, you can ignore this email, but we recommend turning on an <a href="https://admin.stitchcrate.com/settings/security" style="color:#2f6f4f;">authenticator app</a>.</p>`),
  },
  {
    family: "stitchcrate",
    group: "consumer",
    lang: "en",
    kind: "new-order",
    code: null,
    link: null,
    from: "Ember Vale Shop <store+ember-vale@stitchcrate.com>",
    to: MGR,
    subject: "[Ember Vale Shop] Order #EV1047 placed by Jordan Kessler",
    date: dt("2026-09-21 21:48:03", "-0400"),
    enc: "7bit",
    text: `Order summary

Jordan Kessler placed order #EV1047 on Sep 21 at 9:48 pm.

  Ember Vale 2026 Home Jersey - L / Custom name "KESSLER" #07   x 1   $64.00
  EV Logo Mousepad XL                                           x 1   $29.00
  Subtotal                                                            $93.00
  Shipping (Standard, US)                                              $7.95
  Tax                                                                  $8.60
  Total                                                              $109.55

Payment: Visa ending in 1180 - paid
Shipping address: Jordan Kessler, 88 Linden St, Apt 3, Somerville, MA 02143, US

Fulfilment: custom jerseys ship from the print partner in 8-12 business days.

View order: https://admin.stitchcrate.com/stores/ember-vale/orders/1047
`,
    html: stitch(`<p style="margin:0 0 6px;font-size:13px;color:#777;">Order summary</p>
<h2 style="margin:0 0 16px;font-size:20px;font-weight:600;color:#111;">Jordan Kessler placed order #EV1047 on Sep 21 at 9:48 pm.</h2>
<table width="100%" cellspacing="0" cellpadding="8" style="font-size:14px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #e8e6e0;"><td><img src="https://cdn.stitchcrate.com/s/ember-vale/products/home-jersey-26_80x80.jpg" width="48" height="48" alt="Home Jersey" style="border-radius:4px;"></td><td>Ember Vale 2026 Home Jersey<br><span style="color:#888;font-size:12px;">L / Custom name "KESSLER" #07</span></td><td align="right">× 1</td><td align="right">$64.00</td></tr>
<tr style="border-bottom:1px solid #e8e6e0;"><td><img src="https://cdn.stitchcrate.com/s/ember-vale/products/mousepad-xl_80x80.jpg" width="48" height="48" alt="Mousepad" style="border-radius:4px;"></td><td>EV Logo Mousepad XL</td><td align="right">× 1</td><td align="right">$29.00</td></tr>
<tr><td colspan="3" align="right" style="color:#777;">Subtotal</td><td align="right">$93.00</td></tr>
<tr><td colspan="3" align="right" style="color:#777;">Shipping (Standard, US)</td><td align="right">$7.95</td></tr>
<tr><td colspan="3" align="right" style="color:#777;">Tax</td><td align="right">$8.60</td></tr>
<tr><td colspan="3" align="right"><b>Total</b></td><td align="right"><b>$109.55</b></td></tr>
</table>
<p style="margin:18px 0 6px;font-size:14px;"><b>Payment:</b> Visa ending in 1180 — paid<br><b>Shipping address:</b> Jordan Kessler, 88 Linden St, Apt 3, Somerville, MA 02143, US</p>
<p style="margin:0 0 22px;font-size:13px;color:#777;">Custom jerseys ship from the print partner in 8–12 business days.</p>
<a href="https://admin.stitchcrate.com/stores/ember-vale/orders/1047" style="background:#2f6f4f;color:#fff;padding:11px 20px;border-radius:5px;text-decoration:none;font-size:14px;">View order</a>`),
  },
  {
    family: "stitchcrate",
    group: "consumer",
    lang: "pt",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Stitchcrate <payouts@stitchcrate.com>",
    to: "Financeiro Ember Vale <financeiro@embervale.gg>",
    subject: "Seu repasse de US$ 2.318,40 foi enviado",
    date: dt("2026-10-05 08:30:00", "-0400"),
    enc: "qp",
    text: `Repasse enviado

Enviamos o repasse da loja Ember Vale Shop referente às vendas de 21/09 a 04/10/2026.

Valor líquido:    US$ 2.318,40
Vendas brutas:    US$ 2.611,75 (38 pedidos)
Taxas Stitchcrate e processamento: US$ 293,35
Conta de destino: Banco •••• 5502
Previsão de crédito: 07/10/2026

O extrato detalhado está em Financeiro > Repasses no painel da loja:
https://admin.stitchcrate.com/stores/ember-vale/payouts/po_8Kd21

Stitchcrate, Inc. · 1 Yonge Street, Suite 1801, Toronto, ON M5E 1W7, Canadá
`,
    html: stitch(`<h2 style="margin:0 0 12px;font-size:22px;font-weight:600;color:#111;">Repasse enviado</h2>
<p style="margin:0 0 18px;">Enviamos o repasse da loja <b>Ember Vale Shop</b> referente às vendas de 21/09 a 04/10/2026.</p>
<p style="margin:0 0 18px;font-size:30px;font-weight:600;color:#2f6f4f;">US$ 2.318,40</p>
<table width="100%" cellspacing="0" cellpadding="6" style="font-size:14px;color:#444;">
<tr><td style="color:#888;">Vendas brutas</td><td align="right">US$ 2.611,75 (38 pedidos)</td></tr>
<tr><td style="color:#888;">Taxas Stitchcrate e processamento</td><td align="right">− US$ 293,35</td></tr>
<tr><td style="color:#888;">Conta de destino</td><td align="right">Banco •••• 5502</td></tr>
<tr><td style="color:#888;">Previsão de crédito</td><td align="right">07/10/2026</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#777;">O extrato detalhado está em <a href="https://admin.stitchcrate.com/stores/ember-vale/payouts/po_8Kd21" style="color:#2f6f4f;">Financeiro › Repasses</a> no painel da loja.</p>`),
  },
];

// ---------------------------------------------------------------- Payvanta (contractor payments)

function pv(lang: string, pre: string, body: string, foot: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="color-scheme" content="light"></head>
<body style="margin:0;padding:0;background:#eef2f7;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:28px 12px;">
<table role="presentation" width="576" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;border-radius:10px;overflow:hidden;">
<tr><td style="padding:22px 36px;background:#0f2a4a;"><img src="https://assets.payvanta.com/email/v3/payvanta-logo-inverse.png" alt="Payvanta" width="128" height="26" style="display:block;border:0;"></td></tr>
<tr><td style="padding:32px 36px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#1c2b3a;">
${body}
</td></tr></table>
<table role="presentation" width="576" cellspacing="0" cellpadding="0" border="0"><tr><td style="padding:20px 36px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6b7a8c;">
${foot}
</td></tr></table>
</td></tr></table></body></html>`;
}

const PV_FOOT_EN =
  `Payvanta Ltd is authorised by the Financial Conduct Authority under the Electronic Money Regulations 2011 (FRN 902211).
Registered office: 30 Finsbury Square, London EC2A 1AG. &copy; 2026 Payvanta.<br>
<a href="https://www.payvanta.com/legal/privacy" style="color:#6b7a8c;">Privacy</a> · <a href="https://www.payvanta.com/security" style="color:#6b7a8c;">Security centre</a> · <a href="https://help.payvanta.com" style="color:#6b7a8c;">Help</a>`;

const payvanta_mails: Mail[] = [
  {
    family: "payvanta",
    group: "consumer",
    lang: "en",
    kind: "approval-code",
    code: "862047",
    link: null,
    from: "Payvanta <security@payvanta.com>",
    to: MGR,
    subject: "Approve your batch payout to 5 recipients",
    date: dt("2026-09-30 17:02:38", "+0100"),
    enc: "qp",
    text: `Approve your batch payout

You're sending a batch payout from Ember Vale Esports LLC:

  Batch:       September salaries (BP-20260930-014)
  Recipients:  5 (BR x2, ES x1, KR x1, US x1)
  Total:       USD 9,850.00 from USD balance
  Fees:        USD 21.40

To approve it, enter this verification code in Payvanta:

  862047

The code expires in 5 minutes. Payvanta staff will never ask you for it.

Didn't start this payout? Don't share the code. Freeze your account from the app or call
us on +44 20 3880 4410, available 24/7.

Payvanta Ltd, 30 Finsbury Square, London EC2A 1AG. Authorised by the FCA (FRN 902211).
`,
    html: pv(
      "en",
      "Verification code inside. Expires in 5 minutes.",
      `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;">Approve your batch payout</h1>
<p style="margin:0 0 16px;">You're sending a batch payout from <b>Ember Vale Esports LLC</b>:</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="7" border="0" style="background:#f5f8fb;border-radius:8px;font-size:14px;margin:0 0 22px;">
<tr><td style="color:#6b7a8c;" width="34%">Batch</td><td>September salaries (BP-20260930-014)</td></tr>
<tr><td style="color:#6b7a8c;">Recipients</td><td>5 (BR ×2, ES ×1, KR ×1, US ×1)</td></tr>
<tr><td style="color:#6b7a8c;">Total</td><td><b>USD 9,850.00</b> from USD balance</td></tr>
<tr><td style="color:#6b7a8c;">Fees</td><td>USD 21.40</td></tr>
</table>
<p style="margin:0 0 10px;">To approve it, enter this verification code in Payvanta:</p>
<p style="margin:0 0 22px;font-size:32px;line-height:40px;font-weight:700;letter-spacing:8px;color:#0f2a4a;">862047</p>
<p style="margin:0 0 12px;font-size:13px;color:#44566b;">The code expires in 5 minutes. Payvanta staff will never ask you for it.</p>
<p style="margin:0;font-size:13px;color:#44566b;">Didn't start this payout? Don't share the code. Freeze your account from the app or call us on <a href="tel:+442038804410" style="color:#1565d8;">+44 20 3880 4410</a>, available 24/7.</p>`,
      PV_FOOT_EN,
    ),
  },
  {
    family: "payvanta",
    group: "consumer",
    lang: "es",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Payvanta <no-reply@payvanta.com>",
    to: "Lucía Ferrer <lucia@embervale.gg>",
    subject: "Has recibido 2.150,00 USD de Ember Vale Esports LLC",
    date: dt("2026-10-01 09:41:12", "+0200"),
    enc: "qp",
    text: `Has recibido dinero

Ember Vale Esports LLC te ha enviado 2.150,00 USD.

Concepto:      September salaries – player contract
Referencia:    BP-20260930-014/3
Convertido a:  1.982,67 EUR (1 USD = 0,92217 EUR)
Destino:       Cuenta en EUR •••• ES91 …7713
Fecha:         1 de octubre de 2026

El importe debería llegar a tu banco hoy mismo por SEPA Instant. Puedes descargar el
justificante en la app, en Actividad.

Payvanta Europe SA, Avenue Louise 54, 1050 Bruselas, Bélgica. Entidad de dinero
electrónico autorizada por el Banco Nacional de Bélgica.
Ayuda: https://help.payvanta.com/es
`,
    html: pv(
      "es",
      "Ember Vale Esports LLC te ha enviado 2.150,00 USD.",
      `<p style="margin:0 0 4px;font-size:13px;color:#6b7a8c;">Has recibido dinero</p>
<p style="margin:0 0 18px;font-size:30px;line-height:36px;font-weight:700;color:#0a7c4a;">+2.150,00 USD</p>
<p style="margin:0 0 18px;"><b>Ember Vale Esports LLC</b> te ha enviado dinero.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="7" border="0" style="font-size:14px;border-top:1px solid #e3e8ef;">
<tr><td style="color:#6b7a8c;" width="36%">Concepto</td><td>September salaries – player contract</td></tr>
<tr><td style="color:#6b7a8c;">Referencia</td><td>BP-20260930-014/3</td></tr>
<tr><td style="color:#6b7a8c;">Convertido a</td><td>1.982,67 EUR (1 USD = 0,92217 EUR)</td></tr>
<tr><td style="color:#6b7a8c;">Destino</td><td>Cuenta en EUR •••• 7713</td></tr>
<tr><td style="color:#6b7a8c;">Fecha</td><td>1 de octubre de 2026</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#44566b;">El importe debería llegar a tu banco hoy mismo por SEPA Instant. Puedes descargar el justificante en la app, en Actividad.</p>`,
      `Payvanta Europe SA, Avenue Louise 54, 1050 Bruselas, Bélgica. Entidad de dinero electrónico autorizada por el Banco Nacional de Bélgica.<br><a href="https://help.payvanta.com/es" style="color:#6b7a8c;">Ayuda</a> · <a href="https://www.payvanta.com/es/legal/privacidad" style="color:#6b7a8c;">Privacidad</a>`,
    ),
  },
  {
    family: "payvanta",
    group: "consumer",
    lang: "pt",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Payvanta <no-reply@payvanta.com>",
    to: "Thiago Moreira <thiago.ember@gmail.com>",
    subject: "Você recebeu US$ 1.900,00 de Ember Vale Esports LLC",
    date: dt("2026-10-01 05:12:50", "-0300"),
    enc: "b64",
    text: `Você recebeu dinheiro

Ember Vale Esports LLC enviou US$ 1.900,00 para você.

Descrição:     September salaries – player contract
Referência:    BP-20260930-014/1
Convertido:    R$ 10.336,00 (US$ 1 = R$ 5,4400)
IOF:           R$ 39,28
Destino:       Pix – chave CPF •••.482.917-••
Data:          01/10/2026

O valor cai na sua conta em até 1 hora útil. O comprovante fica disponível no app,
em Atividade.

Payvanta — Ajuda: https://help.payvanta.com/pt-br
`,
    html: pv(
      "pt-BR",
      "Ember Vale Esports LLC enviou US$ 1.900,00 para você.",
      `<p style="margin:0 0 4px;font-size:13px;color:#6b7a8c;">Você recebeu dinheiro</p>
<p style="margin:0 0 18px;font-size:30px;line-height:36px;font-weight:700;color:#0a7c4a;">+US$ 1.900,00</p>
<p style="margin:0 0 18px;"><b>Ember Vale Esports LLC</b> enviou dinheiro para você.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="7" border="0" style="font-size:14px;border-top:1px solid #e3e8ef;">
<tr><td style="color:#6b7a8c;" width="36%">Descrição</td><td>September salaries – player contract</td></tr>
<tr><td style="color:#6b7a8c;">Referência</td><td>BP-20260930-014/1</td></tr>
<tr><td style="color:#6b7a8c;">Convertido</td><td>R$ 10.336,00 (US$ 1 = R$ 5,4400)</td></tr>
<tr><td style="color:#6b7a8c;">IOF</td><td>R$ 39,28</td></tr>
<tr><td style="color:#6b7a8c;">Destino</td><td>Pix – chave CPF •••.482.917-••</td></tr>
<tr><td style="color:#6b7a8c;">Data</td><td>01/10/2026</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#44566b;">O valor cai na sua conta em até 1 hora útil. O comprovante fica disponível no app, em Atividade.</p>`,
      `Payvanta · <a href="https://help.payvanta.com/pt-br" style="color:#6b7a8c;">Ajuda</a> · <a href="https://www.payvanta.com/pt-br/legal/privacidade" style="color:#6b7a8c;">Privacidade</a>`,
    ),
  },
  {
    family: "payvanta",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://www.payvanta.com/auth/reset?token=pvr_0b7e4c2a91d84f3f8a6e5d2c&email=kadew%40protonmail.com",
    from: "Payvanta <security@payvanta.com>",
    to: "Kade Whitaker <kadew@protonmail.com>",
    subject: "Reset your Payvanta password",
    date: dt("2026-10-09 11:26:17", "-0700"),
    enc: "7bit",
    text: `Reset your password

We got a request to reset the password for the Payvanta account kadew@protonmail.com.

Reset password: https://www.payvanta.com/auth/reset?token=pvr_0b7e4c2a91d84f3f8a6e5d2c&email=kadew%40protonmail.com

This link expires in 30 minutes and can only be used once. After you reset it, you'll be
signed out on all devices and outgoing transfers will be paused for 24 hours as a
safety measure.

If you didn't ask for this, you can ignore this email; your password won't change.

Payvanta Ltd, 30 Finsbury Square, London EC2A 1AG.
`,
    html: pv(
      "en",
      "This link expires in 30 minutes.",
      `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;">Reset your password</h1>
<p style="margin:0 0 22px;">We got a request to reset the password for the Payvanta account <b>kadew@protonmail.com</b>.</p>
<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 22px;"><tr><td style="background:#1565d8;border-radius:6px;">
<a href="https://www.payvanta.com/auth/reset?token=pvr_0b7e4c2a91d84f3f8a6e5d2c&amp;email=kadew%40protonmail.com" style="display:inline-block;padding:13px 30px;font-weight:700;color:#ffffff;text-decoration:none;">Reset password</a>
</td></tr></table>
<p style="margin:0 0 12px;font-size:13px;color:#44566b;">This link expires in 30 minutes and can only be used once. After you reset it, you'll be signed out on all devices and outgoing transfers will be paused for 24 hours as a safety measure.</p>
<p style="margin:0;font-size:13px;color:#44566b;">If you didn't ask for this, you can ignore this email; your password won't change.</p>`,
      PV_FOOT_EN,
    ),
  },
];

// ---------------------------------------------------------------- Viajes Altamar (event travel agency)

const ITINERARY = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj
4 0 obj << /Length 96 >> stream
BT /F1 10 Tf 50 780 Td (Viajes Altamar - Bono de viaje - Localizador ALT-58213 - Ember Vale Esports) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const altamar_mails: Mail[] = [
  {
    family: "viajes-altamar",
    group: "regional",
    lang: "es",
    kind: "itinerary",
    code: null,
    link: null,
    from: "Viajes Altamar · Eventos y Grupos <grupos@viajesaltamar.es>",
    to: MGR,
    subject: "Bono y itinerario – Ember Vale Esports – Los Ángeles, 3-9 dic. (Loc. ALT-58213)",
    date: dt("2026-10-14 13:27:45", "+0200"),
    enc: "qp",
    text: `Hola, Dani:

Te adjuntamos el bono definitivo del viaje del equipo a Los Ángeles para la final de la
Shardfall Pacific League. Revisad que los nombres coinciden exactamente con los pasaportes;
cualquier corrección después de la emisión tiene un coste de 60 € por billete.

LOCALIZADOR AGENCIA: ALT-58213

VUELOS
  03/12  IB6175  Madrid (MAD) 15:35 -> Los Ángeles (LAX) 18:50   L. Ferrer, S. Navarro
  03/12  LA8180  São Paulo (GRU) 09:05 -> Los Ángeles (LAX) 19:40 T. Moreira, R. Costa
  03/12  KE017   Seúl (ICN) 14:20 -> Los Ángeles (LAX) 09:30      M. Park
  09/12  vuelos de regreso, mismos trayectos (ver bono)

HOTEL
  The Carlow Downtown LA, 930 S Figueroa St, Los Angeles, CA 90015
  6 noches, 3 habitaciones dobles, desayuno incluido. Confirmación hotel: 84410927

TRASLADOS
  Llegada LAX -> hotel y hotel -> recinto los días 5, 6 y 7.

Importe total: 14.862,30 € (pagado el 10/10/2026, transferencia). Factura n.º F-2026/1874.

Recordad que los jugadores con pasaporte brasileño necesitan el visado en vigor antes de
volar. Para cualquier cambio, escríbenos o llámanos al +34 915 550 214 (L-V 9:00-19:00).

Un saludo,
Marta Ibáñez
Departamento de Eventos y Grupos
Viajes Altamar S.L. · C/ de Fuencarral 121, 28010 Madrid · Título-licencia CICMA 2291
`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#1e2a33;">
<p>Hola, Dani:</p>
<p>Te adjuntamos el bono definitivo del viaje del equipo a Los Ángeles para la final de la Shardfall Pacific League. Revisad que los nombres coinciden exactamente con los pasaportes; cualquier corrección después de la emisión tiene un coste de 60&nbsp;€ por billete.</p>
<p style="font-size:15px;"><b>LOCALIZADOR AGENCIA: ALT-58213</b></p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;border-color:#c7d3dc;font-size:12px;">
<tr style="background:#0b4f6c;color:#fff;"><th>Fecha</th><th>Vuelo</th><th>Trayecto</th><th>Pasajeros</th></tr>
<tr><td>03/12</td><td>IB6175</td><td>Madrid (MAD) 15:35 → Los Ángeles (LAX) 18:50</td><td>L. Ferrer, S. Navarro</td></tr>
<tr><td>03/12</td><td>LA8180</td><td>São Paulo (GRU) 09:05 → Los Ángeles (LAX) 19:40</td><td>T. Moreira, R. Costa</td></tr>
<tr><td>03/12</td><td>KE017</td><td>Seúl (ICN) 14:20 → Los Ángeles (LAX) 09:30</td><td>M. Park</td></tr>
<tr><td>09/12</td><td colspan="3">vuelos de regreso, mismos trayectos (ver bono)</td></tr>
</table>
<p><b>HOTEL</b><br>The Carlow Downtown LA, 930 S Figueroa St, Los Angeles, CA 90015<br>6 noches, 3 habitaciones dobles, desayuno incluido. Confirmación hotel: 84410927</p>
<p><b>TRASLADOS</b><br>Llegada LAX → hotel y hotel → recinto los días 5, 6 y 7.</p>
<p>Importe total: <b>14.862,30&nbsp;€</b> (pagado el 10/10/2026, transferencia). Factura n.º F-2026/1874.</p>
<p>Recordad que los jugadores con pasaporte brasileño necesitan el visado en vigor antes de volar. Para cualquier cambio, escríbenos o llámanos al +34 915 550 214 (L-V 9:00-19:00).</p>
<p>Un saludo,<br><b>Marta Ibáñez</b><br>Departamento de Eventos y Grupos<br>
<img src="https://www.viajesaltamar.es/firma/altamar-firma.png" width="160" height="40" alt="Viajes Altamar"><br>
<span style="font-size:10px;color:#667;">Viajes Altamar S.L. · C/ de Fuencarral 121, 28010 Madrid · Título-licencia CICMA 2291 · <a href="https://www.viajesaltamar.es/privacidad">Política de privacidad</a></span></p>
</body></html>`,
    attachment: ["Bono_ALT-58213_EmberVale.pdf", "application/pdf", ITINERARY],
  },
  {
    family: "viajes-altamar",
    group: "regional",
    lang: "es",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Viajes Altamar · Eventos y Grupos <grupos@viajesaltamar.es>",
    to: MGR,
    subject: "RE: Bono y itinerario – cambio horario KE017 (Loc. ALT-58213)",
    date: dt("2026-10-27 10:58:12", "+0100"),
    enc: "8bit",
    text: `Hola de nuevo, Dani:

Korean Air nos comunica un cambio de horario en el vuelo de Minjae:

  KE017 del 03/12: salida de Seúl (ICN) a las 15:10 (antes 14:20), llegada a LAX a las
  10:20 (antes 09:30).

No tenéis que hacer nada: el billete se ha revalidado automáticamente con el mismo
número (180-2411938820) y el traslado de llegada ya está actualizado. El resto del
itinerario no cambia.

Un saludo,
Marta Ibáñez
Viajes Altamar S.L. · +34 915 550 214

> El 14/10/2026, a las 13:27, Viajes Altamar escribió:
> Te adjuntamos el bono definitivo del viaje del equipo a Los Ángeles...
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Consulvia (visa appointment service)

const APPT = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj
4 0 obj << /Length 90 >> stream
BT /F1 10 Tf 50 780 Td (Consulvia - Appointment confirmation CV-BR-2026-0918833 - MOREIRA THIAGO) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

function cv(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" border="0" style="font-family:Georgia,'Times New Roman',serif;color:#222;">
<tr><td style="padding:18px 24px;border-bottom:2px solid #1d3f72;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://www.consulvia.com/assets/img/consulvia-logo.png" width="150" height="34" alt="CONSULVIA"></td>
<td align="right" style="font-family:Arial,sans-serif;font-size:11px;color:#555;">Visa Information &amp; Appointment Service</td></tr></table></td></tr>
<tr><td style="padding:26px 24px;font-size:15px;line-height:23px;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;background:#f1f3f6;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#666;">
Consulvia is an independent contractor providing visa information and appointment services. Visa decisions are made solely by consular officers.
Call center: +55 11 3003-4120 (Mon–Fri, 8:00–20:00 BRT) · <a href="https://www.consulvia.com/faq" style="color:#1d3f72;">FAQ</a> · <a href="https://www.consulvia.com/privacy" style="color:#1d3f72;">Privacy policy</a>
</td></tr></table></td></tr></table></body></html>`;
}

const consulvia_mails: Mail[] = [
  {
    family: "consulvia",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "493027",
    link: "https://www.consulvia.com/br/en/account/activate?uid=218847&token=6c0f9d3ab21e47c5",
    from: "Consulvia <no-reply@consulvia.com>",
    to: MGR,
    subject: "Consulvia: activate your applicant account",
    date: dt("2026-09-25 14:09:50", "-0300"),
    enc: "qp",
    text: `Dear Applicant,

Thank you for creating an account on Consulvia (Brazil).

To activate the account, enter this verification code on the registration page:

Verification code: 493 027

or open the following link:
https://www.consulvia.com/br/en/account/activate?uid=218847&token=6c0f9d3ab21e47c5

The code and the link are valid for 60 minutes. You must activate your account before you
can pay the visa application fee (MRV) or schedule an interview.

Please do not reply to this email.

Consulvia - Visa Information & Appointment Service
Call center: +55 11 3003-4120 (Mon-Fri, 8:00-20:00 BRT)
`,
    html: cv(`<p style="margin:0 0 14px;">Dear Applicant,</p>
<p style="margin:0 0 14px;">Thank you for creating an account on Consulvia (Brazil).</p>
<p style="margin:0 0 8px;">To activate the account, enter this verification code on the registration page:</p>
<p style="margin:0 0 16px;font-family:Arial,sans-serif;font-size:26px;font-weight:bold;color:#1d3f72;">493&nbsp;027</p>
<p style="margin:0 0 16px;">or click <a href="https://www.consulvia.com/br/en/account/activate?uid=218847&amp;token=6c0f9d3ab21e47c5" style="color:#1d3f72;font-weight:bold;">Activate my account</a>.</p>
<p style="margin:0 0 14px;font-size:13px;color:#555;">The code and the link are valid for 60 minutes. You must activate your account before you can pay the visa application fee (MRV) or schedule an interview.</p>
<p style="margin:0;font-size:13px;color:#555;">Please do not reply to this email.</p>`),
  },
  {
    family: "consulvia",
    group: "consumer",
    lang: "pt",
    kind: "appointment-confirmed",
    code: null,
    link: null,
    from: "Consulvia <no-reply@consulvia.com>",
    to: MGR,
    subject: "Confirmação de agendamento – MOREIRA, THIAGO",
    date: dt("2026-10-03 10:44:21", "-0300"),
    enc: "b64",
    text: `Prezado(a) THIAGO MOREIRA,

Seu agendamento foi realizado com sucesso. A confirmação em PDF segue anexa; imprima-a e
leve-a no dia do atendimento.

Número de confirmação: CV-BR-2026-0918833
Tipo de visto: P-1 (atleta / equipe)
Recibo MRV: 2026-BR-33918270 (pago)

1) Centro de Atendimento ao Solicitante de Visto (CASV) – São Paulo
   Rua Henri Dunant, 700 – Santo Amaro, São Paulo – SP, 04709-110
   Terça-feira, 21/10/2026, 08:15

2) Entrevista – Consulado Geral dos EUA em São Paulo
   Rua Henri Dunant, 500 – Chácara Santo Antônio, São Paulo – SP
   Quarta-feira, 22/10/2026, 09:30

Documentos: passaporte válido, página de confirmação do DS-160, esta confirmação e a
petição I-797 aprovada. Não são permitidos eletrônicos no consulado.

Para reagendar (até 2 vezes), acesse sua conta em https://www.consulvia.com/br/pt

Consulvia – Serviço de Informações e Agendamento de Vistos
Central de atendimento: (11) 3003-4120
`,
    html: cv(`<p style="margin:0 0 14px;">Prezado(a) <b>THIAGO MOREIRA</b>,</p>
<p style="margin:0 0 16px;">Seu agendamento foi realizado com sucesso. A confirmação em PDF segue anexa; imprima-a e leve-a no dia do atendimento.</p>
<table width="100%" cellpadding="6" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #d5dbe3;margin:0 0 16px;">
<tr><td width="40%" style="background:#f1f3f6;">Número de confirmação</td><td><b>CV-BR-2026-0918833</b></td></tr>
<tr><td style="background:#f1f3f6;">Tipo de visto</td><td>P-1 (atleta / equipe)</td></tr>
<tr><td style="background:#f1f3f6;">Recibo MRV</td><td>2026-BR-33918270 (pago)</td></tr>
<tr><td style="background:#f1f3f6;" valign="top">CASV – São Paulo</td><td>Rua Henri Dunant, 700 – Santo Amaro, São Paulo – SP, 04709-110<br><b>Terça-feira, 21/10/2026, 08:15</b></td></tr>
<tr><td style="background:#f1f3f6;" valign="top">Entrevista – Consulado Geral dos EUA</td><td>Rua Henri Dunant, 500 – Chácara Santo Antônio, São Paulo – SP<br><b>Quarta-feira, 22/10/2026, 09:30</b></td></tr>
</table>
<p style="margin:0 0 14px;font-size:14px;"><b>Documentos:</b> passaporte válido, página de confirmação do DS-160, esta confirmação e a petição I-797 aprovada. Não são permitidos eletrônicos no consulado.</p>
<p style="margin:0;font-size:14px;">Para reagendar (até 2 vezes), acesse <a href="https://www.consulvia.com/br/pt" style="color:#1d3f72;">sua conta</a>.</p>`),
    attachment: ["Consulvia_Confirmacao_CV-BR-2026-0918833.pdf", "application/pdf", APPT],
  },
  {
    family: "consulvia",
    group: "consumer",
    lang: "pt",
    kind: "passport-ready",
    code: null,
    link: null,
    from: "Consulvia <no-reply@consulvia.com>",
    to: MGR,
    subject: "Seu passaporte está disponível para retirada (CV-BR-2026-0918833)",
    date: dt("2026-10-29 16:31:08", "-0300"),
    enc: "8bit",
    text: `Prezado(a) THIAGO MOREIRA,

Seu passaporte chegou ao local de retirada escolhido e já pode ser retirado.

Local de retirada: Centro de Documentos Consulvia – Av. Paulista, 1842, Bela Vista,
                   São Paulo – SP, 01310-200
Horário:           segunda a sexta, das 09:00 às 16:00
Retirar até:       12/11/2026

Apresente um documento original com foto. Um terceiro pode retirar o passaporte com
autorização assinada e cópia do seu documento.

O envelope lacrado não indica a decisão sobre o visto. Antes de viajar, confira se os
dados do visto estão corretos (nome, data de nascimento e número do passaporte).

Consulvia – Serviço de Informações e Agendamento de Vistos
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Quellstein (hardware sponsor, warranty portal)

function qs(lang: string, body: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>Quellstein Care</title></head>
<body style="margin:0;padding:0;background:#e9ebee;">
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" bgcolor="#e9ebee"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="600" border="0" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td bgcolor="#101214" style="padding:20px 32px;"><img src="https://care.quellstein.de/static/mail/qs-care-logo.png" width="160" height="30" alt="QUELLSTEIN Care" style="display:block;border:0;"></td></tr>
<tr><td style="padding:32px;font-family:'DIN Next',Arial,Helvetica,sans-serif;font-size:15px;line-height:24px;color:#2a2d31;">
${body}
</td></tr>
<tr><td bgcolor="#f4f5f6" style="padding:20px 32px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#73787f;">
Quellstein Peripherals GmbH · Speicherstraße 12 · 20457 Hamburg · Deutschland<br>
Geschäftsführer: Jonas Feldmann, Aylin Demir · Amtsgericht Hamburg HRB 159024 · USt-IdNr. DE318822460<br>
<a href="https://care.quellstein.de/impressum" style="color:#73787f;">Impressum</a> · <a href="https://care.quellstein.de/datenschutz" style="color:#73787f;">Datenschutz</a> · <a href="https://www.instagram.com/quellstein.gear" style="color:#73787f;">Instagram</a> · <a href="https://www.youtube.com/@quellstein" style="color:#73787f;">YouTube</a>
</td></tr></table></td></tr></table></body></html>`;
}

const LABEL = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R >> endobj
4 0 obj << /Length 70 >> stream
BT /F1 9 Tf 20 400 Td (RETURN LABEL RMA-QS-2026-44719 to Quellstein Repair Center) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const quellstein_mails: Mail[] = [
  {
    family: "quellstein-care",
    group: "consumer",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://care.quellstein.de/konto/bestaetigen?k=QSC-7b2e19f0d4a84c11&lang=de",
    from: "Quellstein Care <care@quellstein.de>",
    to: MGR,
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse für Quellstein Care",
    date: dt("2026-09-12 11:18:33", "+0200"),
    enc: "qp",
    text: `Guten Tag,

vielen Dank für Ihre Registrierung im Quellstein-Care-Portal für Partnerteams.

Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Konto freischalten und die
Seriennummern Ihrer Teamgeräte für die erweiterte Partnergarantie (36 Monate)
hinterlegen können:

https://care.quellstein.de/konto/bestaetigen?k=QSC-7b2e19f0d4a84c11&lang=de

Der Link ist 48 Stunden gültig. Falls Sie sich nicht registriert haben, ignorieren Sie
diese E-Mail bitte.

Mit freundlichen Grüßen
Ihr Quellstein-Care-Team

Quellstein Peripherals GmbH · Speicherstraße 12 · 20457 Hamburg
Service-Hotline: +49 40 8090 3350 (Mo–Fr 9–18 Uhr)
`,
    html: qs(
      "de",
      `<p style="margin:0 0 16px;">Guten Tag,</p>
<p style="margin:0 0 16px;">vielen Dank für Ihre Registrierung im Quellstein-Care-Portal für Partnerteams.</p>
<p style="margin:0 0 24px;">Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Konto freischalten und die Seriennummern Ihrer Teamgeräte für die erweiterte Partnergarantie (36&nbsp;Monate) hinterlegen können.</p>
<table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr><td bgcolor="#e4002b">
<a href="https://care.quellstein.de/konto/bestaetigen?k=QSC-7b2e19f0d4a84c11&amp;lang=de" style="display:inline-block;padding:14px 32px;font-family:Arial,sans-serif;font-size:14px;font-weight:bold;color:#ffffff;text-decoration:none;text-transform:uppercase;letter-spacing:1px;">E-Mail-Adresse bestätigen</a>
</td></tr></table>
<p style="margin:24px 0 16px;font-size:13px;color:#5b6068;">Der Link ist 48 Stunden gültig. Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail bitte.</p>
<p style="margin:0;">Mit freundlichen Grüßen<br>Ihr Quellstein-Care-Team<br><span style="font-size:13px;color:#5b6068;">Service-Hotline: +49 40 8090 3350 (Mo–Fr 9–18 Uhr)</span></p>`,
    ),
  },
  {
    family: "quellstein-care",
    group: "consumer",
    lang: "de",
    kind: "warranty-registered",
    code: null,
    link: null,
    from: "Quellstein Care <care@quellstein.de>",
    to: MGR,
    subject: "Garantieregistrierung erfolgreich – 12 Geräte",
    date: dt("2026-09-12 11:46:02", "+0200"),
    enc: "b64",
    text: `Guten Tag,

wir haben die folgenden Geräte für Ember Vale Esports registriert. Für alle gilt die
erweiterte Partnergarantie bis zum 11.09.2029.

Gerät                               Seriennummer        Kaufdatum
Quellstein Vektor Pro (Maus) ×6     QSV-2608-00411 bis -00416   01.09.2026
Quellstein Taktor 75 (Tastatur) ×6  QST-2607-18820 bis -18825   01.09.2026

Partnernummer: P-EU-0388

Im Garantiefall starten Sie einfach im Portal unter „Meine Geräte" eine Reparatur;
Partnerteams erhalten innerhalb von 48 Stunden ein Vorab-Austauschgerät.

Mit freundlichen Grüßen
Ihr Quellstein-Care-Team
`,
    html: qs(
      "de",
      `<p style="margin:0 0 16px;">Guten Tag,</p>
<p style="margin:0 0 16px;">wir haben die folgenden Geräte für <b>Ember Vale Esports</b> registriert. Für alle gilt die erweiterte Partnergarantie bis zum <b>11.09.2029</b>.</p>
<table role="presentation" width="100%" border="0" cellpadding="8" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#101214;color:#fff;"><th align="left">Gerät</th><th align="left">Seriennummer</th><th align="left">Kaufdatum</th></tr>
<tr style="border-bottom:1px solid #dde0e4;"><td>Quellstein Vektor Pro (Maus) ×6</td><td>QSV-2608-00411 bis -00416</td><td>01.09.2026</td></tr>
<tr style="border-bottom:1px solid #dde0e4;"><td>Quellstein Taktor 75 (Tastatur) ×6</td><td>QST-2607-18820 bis -18825</td><td>01.09.2026</td></tr>
</table>
<p style="margin:16px 0;font-size:13px;color:#5b6068;">Partnernummer: P-EU-0388</p>
<p style="margin:0 0 16px;">Im Garantiefall starten Sie einfach im Portal unter <a href="https://care.quellstein.de/geraete" style="color:#e4002b;">„Meine Geräte“</a> eine Reparatur; Partnerteams erhalten innerhalb von 48 Stunden ein Vorab-Austauschgerät.</p>
<p style="margin:0;">Mit freundlichen Grüßen<br>Ihr Quellstein-Care-Team</p>`,
    ),
  },
  {
    family: "quellstein-care",
    group: "consumer",
    lang: "en",
    kind: "rma-created",
    code: null,
    link: null,
    from: "Quellstein Care <care@quellstein.de>",
    to: MGR,
    subject: "RMA-QS-2026-44719 created – advance replacement shipped",
    date: dt("2026-10-19 15:05:47", "+0200"),
    enc: "qp",
    text: `Hello Dani,

Your repair request has been created and an advance replacement is on its way.

RMA number:        RMA-QS-2026-44719
Device:            Quellstein Taktor 75, serial QST-2607-18823
Fault reported:    "W key double-registers after ~2 weeks"
Replacement:       shipped today via UPS, tracking 1Z 9F4 42E 68 1130 5524
Delivery to:       Ember Vale Gaming House, 2214 N Vermont Ave, Los Angeles, CA 90027

Please send the faulty keyboard back within 21 days using the prepaid return label
attached to this email (print it and stick it on the original box). If we don't
receive the device, the replacement will be invoiced at USD 149.00.

Track your RMA: https://care.quellstein.de/en/rma/RMA-QS-2026-44719

Kind regards,
Quellstein Care
`,
    html: qs(
      "en",
      `<p style="margin:0 0 16px;">Hello Dani,</p>
<p style="margin:0 0 16px;">Your repair request has been created and an advance replacement is on its way.</p>
<table role="presentation" width="100%" border="0" cellpadding="7" cellspacing="0" style="font-size:13px;background:#f4f5f6;">
<tr><td width="34%" style="color:#73787f;">RMA number</td><td><b>RMA-QS-2026-44719</b></td></tr>
<tr><td style="color:#73787f;">Device</td><td>Quellstein Taktor 75, serial QST-2607-18823</td></tr>
<tr><td style="color:#73787f;">Fault reported</td><td>“W key double-registers after ~2 weeks”</td></tr>
<tr><td style="color:#73787f;">Replacement</td><td>shipped today via UPS, tracking <a href="https://www.ups.com/track?tracknum=1Z9F442E6811305524" style="color:#e4002b;">1Z 9F4 42E 68 1130 5524</a></td></tr>
<tr><td style="color:#73787f;">Delivery to</td><td>Ember Vale Gaming House, 2214 N Vermont Ave, Los Angeles, CA 90027</td></tr>
</table>
<p style="margin:16px 0;">Please send the faulty keyboard back within <b>21 days</b> using the prepaid return label attached to this email (print it and stick it on the original box). If we don't receive the device, the replacement will be invoiced at USD&nbsp;149.00.</p>
<p style="margin:0 0 16px;"><a href="https://care.quellstein.de/en/rma/RMA-QS-2026-44719" style="color:#e4002b;font-weight:bold;">Track your RMA &rarr;</a></p>
<p style="margin:0;">Kind regards,<br>Quellstein Care</p>`,
    ),
    attachment: ["RMA-QS-2026-44719_return_label.pdf", "application/pdf", LABEL],
  },
];

// ---------------------------------------------------------------- Scrimdock (scrim booking)

const scrimdock_mails: Mail[] = [
  {
    family: "scrimdock",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.scrimdock.gg/org/join/ember-vale?code=sd-inv-48QW2M7Z",
    from: "Scrimdock <hello@scrimdock.gg>",
    to: "Kade Whitaker <kadew@protonmail.com>",
    subject: "Join Ember Vale Esports on Scrimdock",
    date: dt("2026-09-14 19:55:21", "-0700"),
    enc: "7bit",
    text: `Hey!

Dani Okafor added you as a Coach to Ember Vale Esports on Scrimdock, where the team books
scrims, keeps its availability grid and stores VOD notes.

Set up your access:
https://app.scrimdock.gg/org/join/ember-vale?code=sd-inv-48QW2M7Z

After joining you'll be able to accept scrim requests, see opponents' ratings and edit
the weekly availability for your roster (Shardfall main, 6 players).

Link valid for 5 days.

-- Scrimdock
You're receiving this because someone entered your email on Scrimdock. Not you? Ignore it.
`,
    html: `<html><body style="margin:0;padding:0;background:#111317;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#111317"><tr><td align="center" style="padding:36px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="font-family:'Space Grotesk',Arial,sans-serif;color:#e6e8ec;">
<tr><td style="padding-bottom:26px;"><img src="https://scrimdock.gg/brand/email-logo.png" width="140" height="28" alt="SCRIMDOCK"></td></tr>
<tr><td style="font-size:26px;font-weight:700;line-height:32px;padding-bottom:16px;">You're on the team.</td></tr>
<tr><td style="font-size:15px;line-height:24px;color:#b7bcc6;padding-bottom:24px;">Dani Okafor added you as a <span style="color:#c6ff3d;">Coach</span> to <b style="color:#fff;">Ember Vale Esports</b> on Scrimdock, where the team books scrims, keeps its availability grid and stores VOD notes.</td></tr>
<tr><td style="padding-bottom:24px;"><a href="https://app.scrimdock.gg/org/join/ember-vale?code=sd-inv-48QW2M7Z" style="display:inline-block;background:#c6ff3d;color:#111317;font-weight:700;font-size:15px;padding:14px 30px;text-decoration:none;border-radius:4px;">Set up your access</a></td></tr>
<tr><td style="font-size:13px;line-height:21px;color:#8a909c;padding-bottom:30px;">After joining you'll be able to accept scrim requests, see opponents' ratings and edit the weekly availability for your roster (Shardfall main, 6 players). Link valid for 5 days.</td></tr>
<tr><td style="border-top:1px solid #2a2e36;padding-top:18px;font-size:11px;line-height:17px;color:#6a707c;">You're receiving this because someone entered your email on Scrimdock. Not you? Ignore it.<br>Scrimdock Oy · Mannerheimintie 12 B · 00100 Helsinki · Finland · <a href="https://scrimdock.gg/privacy" style="color:#6a707c;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "scrimdock",
    group: "consumer",
    lang: "pt",
    kind: "scrim-booked",
    code: null,
    link: null,
    from: "Scrimdock <bookings@scrimdock.gg>",
    to: "Thiago Moreira <thiago.ember@gmail.com>",
    subject: "Scrim confirmado: EVE x Kōri Gaming · ter 29/09 · 21:00 BRT",
    date: dt("2026-09-26 13:40:09", "-0300"),
    enc: "qp",
    text: `Scrim confirmado

Ember Vale Esports  x  Kōri Gaming (rating 1884)

Quando:   ter 29/09/2026, 21:00 BRT / 02:00 CEST / 09:00 KST (qua)
Formato:  3 mapas, 13 rounds cada, sem prorrogação
Servidor: host Kōri (SA East)
Contato:  koh.manager no Banterhall

Lembrete: cancelar com menos de 6 horas de antecedência reduz a nota de confiabilidade da sua equipe.

Gerenciar reserva: https://app.scrimdock.gg/org/ember-vale/scrims/sc_720118
`,
    html: `<html><body style="margin:0;padding:0;background:#111317;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#111317"><tr><td align="center" style="padding:30px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;color:#e6e8ec;">
<tr><td style="padding-bottom:20px;"><img src="https://scrimdock.gg/brand/email-logo.png" width="140" height="28" alt="SCRIMDOCK"></td></tr>
<tr><td style="font-size:13px;letter-spacing:2px;color:#c6ff3d;padding-bottom:6px;">SCRIM CONFIRMADO</td></tr>
<tr><td style="font-size:22px;font-weight:700;padding-bottom:18px;">Ember Vale Esports <span style="color:#6a707c;">x</span> Kōri Gaming <span style="font-size:13px;color:#8a909c;font-weight:400;">(rating 1884)</span></td></tr>
<tr><td><table width="100%" cellpadding="8" cellspacing="0" style="background:#1a1d23;font-size:14px;color:#cfd3da;">
<tr><td width="26%" style="color:#8a909c;">Quando</td><td>ter 29/09/2026, 21:00 BRT<br><span style="color:#8a909c;">02:00 CEST · 09:00 KST (qua)</span></td></tr>
<tr><td style="color:#8a909c;">Formato</td><td>3 mapas, 13 rounds cada, sem prorrogação</td></tr>
<tr><td style="color:#8a909c;">Servidor</td><td>host Kōri (SA East)</td></tr>
<tr><td style="color:#8a909c;">Contato</td><td>koh.manager no Banterhall</td></tr>
</table></td></tr>
<tr><td style="font-size:13px;color:#8a909c;padding:18px 0;">Lembrete: cancelar com menos de 6 horas de antecedência reduz a nota de confiabilidade da sua equipe.</td></tr>
<tr><td><a href="https://app.scrimdock.gg/org/ember-vale/scrims/sc_720118" style="color:#c6ff3d;font-size:14px;">Gerenciar reserva &rarr;</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "scrimdock",
    group: "consumer",
    lang: "es",
    kind: "reminder",
    code: null,
    link: null,
    from: "Scrimdock <bookings@scrimdock.gg>",
    to: "Lucía Ferrer <lucia@embervale.gg>",
    subject: "⏰ Tu scrim contra Saltpan Wolves empieza en 1 hora",
    date: dt("2026-10-08 19:00:02", "+0200"),
    enc: "8bit",
    text: `Tu scrim empieza en 1 hora

Ember Vale Esports vs Saltpan Wolves
Hoy, 8 de octubre, a las 20:00 (CEST)
Servidor: EU West — anfitrión Ember Vale

Contraseña de la sala: la publicará vuestro capitán en el canal #scrims.

¿No podéis jugar? Cancela desde la reserva lo antes posible:
https://app.scrimdock.gg/org/ember-vale/scrims/sc_733902

— Scrimdock · Para dejar de recibir recordatorios: https://app.scrimdock.gg/settings/notifications
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Dalgeurim Games (Korean publisher)

const dalgeurim_mails: Mail[] = [
  {
    family: "dalgeurim-games",
    group: "regional",
    lang: "ko",
    kind: "login-code",
    code: "602915",
    link: null,
    from: "달그림게임즈 <no-reply@dalgeurim.co.kr>",
    to: "Park Minjae <minjae.park.ev@naver.com>",
    subject: "[달그림] 2단계 인증 코드 안내",
    date: dt("2026-09-17 01:12:40", "+0900"),
    enc: "b64",
    text: `[달그림게임즈] 2단계 인증 코드 안내

안녕하세요, 달그림 ID ev_minjae 님.

새로운 환경에서 로그인을 시도하여 2단계 인증 코드를 보내 드립니다.
아래 6자리 인증 코드를 로그인 화면에 입력해 주세요.

인증 코드: 6 0 2 9 1 5

· 인증 코드는 발송 후 5분 동안 유효합니다.
· 로그인 시도 정보: 2026.09.17 01:12 / Windows PC / 미국
· 본인이 시도하지 않았다면 즉시 비밀번호를 변경해 주세요.

달그림게임즈는 어떠한 경우에도 인증 코드를 묻지 않습니다.

고객센터: https://cs.dalgeurim.co.kr · 1670-0000
(주)달그림게임즈 | 경기도 성남시 분당구 판교역로 235 | 사업자등록번호 129-86-00000
`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f0f1f5;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:40px 0;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Noto Sans KR','Malgun Gothic',sans-serif;">
<tr><td style="padding:30px 40px;border-bottom:1px solid #e8e9ee;"><img src="https://static.dalgeurim.co.kr/mail/ci_dalgeurim.png" width="120" height="30" alt="달그림게임즈"></td></tr>
<tr><td style="padding:40px 40px 10px;font-size:24px;font-weight:bold;color:#1a1a2e;">2단계 인증 코드 안내</td></tr>
<tr><td style="padding:10px 40px;font-size:14px;line-height:24px;color:#555;">안녕하세요, 달그림 ID <b style="color:#1a1a2e;">ev_minjae</b> 님.<br>새로운 환경에서 로그인을 시도하여 2단계 인증 코드를 보내 드립니다.<br>아래 6자리 인증 코드를 로그인 화면에 입력해 주세요.</td></tr>
<tr><td align="center" style="padding:24px 40px;">
<table cellpadding="0" cellspacing="8" border="0"><tr>
<td width="48" height="60" align="center" style="background:#f4f2ff;border-radius:8px;font-size:30px;font-weight:bold;color:#5a3fd9;">6</td>
<td width="48" height="60" align="center" style="background:#f4f2ff;border-radius:8px;font-size:30px;font-weight:bold;color:#5a3fd9;">0</td>
<td width="48" height="60" align="center" style="background:#f4f2ff;border-radius:8px;font-size:30px;font-weight:bold;color:#5a3fd9;">2</td>
<td width="48" height="60" align="center" style="background:#f4f2ff;border-radius:8px;font-size:30px;font-weight:bold;color:#5a3fd9;">9</td>
<td width="48" height="60" align="center" style="background:#f4f2ff;border-radius:8px;font-size:30px;font-weight:bold;color:#5a3fd9;">1</td>
<td width="48" height="60" align="center" style="background:#f4f2ff;border-radius:8px;font-size:30px;font-weight:bold;color:#5a3fd9;">5</td>
</tr></table></td></tr>
<tr><td style="padding:0 40px 30px;font-size:13px;line-height:22px;color:#777;">
· 인증 코드는 발송 후 <b>5분</b> 동안 유효합니다.<br>
· 로그인 시도 정보: 2026.09.17 01:12 / Windows PC / 미국<br>
· 본인이 시도하지 않았다면 즉시 <a href="https://member.dalgeurim.co.kr/mypage/password" style="color:#5a3fd9;">비밀번호를 변경</a>해 주세요.<br>
<span style="color:#d14;">달그림게임즈는 어떠한 경우에도 인증 코드를 묻지 않습니다.</span></td></tr>
<tr><td style="padding:24px 40px;background:#f7f7fa;font-size:11px;line-height:18px;color:#999;">본 메일은 발신 전용으로 회신되지 않습니다. 문의는 <a href="https://cs.dalgeurim.co.kr" style="color:#999;">고객센터</a>(1670-0000)를 이용해 주세요.<br>(주)달그림게임즈 | 경기도 성남시 분당구 판교역로 235 | 사업자등록번호 129-86-00000<br>&copy; DALGEURIM GAMES Corp. All Rights Reserved.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "dalgeurim-games",
    group: "regional",
    lang: "ko",
    kind: "newsletter",
    code: null,
    link: null,
    from: "달그림게임즈 <news@dalgeurim.co.kr>",
    to: "Park Minjae <minjae.park.ev@naver.com>",
    subject: "(광고) [레이븐마크] 시즌 7 '흑요석' 업데이트 & 10월 PC방 혜택",
    date: dt("2026-10-07 11:00:00", "+0900"),
    enc: "b64",
    text: `(광고) 레이븐마크 시즌 7 '흑요석' 업데이트 안내

10월 8일(목) 정기 점검(06:00~10:00) 이후 시즌 7이 시작됩니다.

■ 신규 요원 '서하' 추가
■ 경쟁전 맵 로테이션 변경: 항구 도시 복귀, 사막 기지 제외
■ 랭크 초기화: 시즌 6 최종 티어 기준 -2 단계

■ 10월 PC방 혜택
 - 프리미엄 PC방 접속 시 경험치 +50%
 - 10월 31일까지 PC방 전용 스킨 '야광 흑요석' 무료 사용

자세히 보기: https://ravenmark.dalgeurim.co.kr/news/notice/8812

수신거부: https://member.dalgeurim.co.kr/mail/optout?m=news
본 메일은 2026년 10월 7일 기준 광고성 정보 수신에 동의하신 회원님께 발송되었습니다.
(주)달그림게임즈 | 경기도 성남시 분당구 판교역로 235 | 고객센터 1670-0000
`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#0a0a12;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="font-family:'Malgun Gothic',sans-serif;">
<tr><td style="padding:10px;font-size:11px;color:#777;" align="center">(광고) 이미지가 보이지 않으면 <a href="https://ravenmark.dalgeurim.co.kr/mail/view/20261007" style="color:#999;">여기</a>를 클릭하세요.</td></tr>
<tr><td><a href="https://ravenmark.dalgeurim.co.kr/news/notice/8812"><img src="https://static.dalgeurim.co.kr/mail/20261007/s7_main.jpg" width="640" height="420" alt="레이븐마크 시즌 7 흑요석 — 10월 8일 업데이트" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:30px 40px;background:#15151f;color:#d8d8e2;font-size:14px;line-height:24px;">
<b style="color:#fff;font-size:18px;">10월 8일(목) 정기 점검(06:00~10:00) 이후 시즌 7이 시작됩니다.</b><br><br>
■ 신규 요원 '서하' 추가<br>■ 경쟁전 맵 로테이션 변경: 항구 도시 복귀, 사막 기지 제외<br>■ 랭크 초기화: 시즌 6 최종 티어 기준 -2 단계<br><br>
<b style="color:#fff;">■ 10월 PC방 혜택</b><br>- 프리미엄 PC방 접속 시 경험치 +50%<br>- 10월 31일까지 PC방 전용 스킨 '야광 흑요석' 무료 사용</td></tr>
<tr><td align="center" style="padding:10px 0 30px;background:#15151f;"><a href="https://ravenmark.dalgeurim.co.kr/news/notice/8812" style="display:inline-block;background:#7b5cff;color:#fff;padding:14px 40px;text-decoration:none;font-weight:bold;">자세히 보기</a></td></tr>
<tr><td style="padding:20px 40px;font-size:11px;line-height:18px;color:#777;">본 메일은 2026년 10월 7일 기준 광고성 정보 수신에 동의하신 회원님께 발송되었습니다. 수신을 원하지 않으시면 <a href="https://member.dalgeurim.co.kr/mail/optout?m=news" style="color:#999;">수신거부</a>를 클릭하세요.<br>(주)달그림게임즈 | 경기도 성남시 분당구 판교역로 235 | 고객센터 1670-0000</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Raimei Cup (Japanese tournament operator)

const raimei_mails: Mail[] = [
  {
    family: "raimei-cup",
    group: "regional",
    lang: "ja",
    kind: "confirm-link",
    code: null,
    link: "https://entry.raimei-cup.jp/confirm?eid=RC26A-0317&t=a8Fq2ZpW7c",
    from: "雷鳴カップ運営事務局 <entry@raimei-cup.jp>",
    to: MGR,
    subject: "【雷鳴カップ 2026 秋】エントリー確定のお願い（チーム：Ember Vale Esports）",
    date: dt("2026-10-01 18:30:15", "+0900"),
    enc: "b64",
    text: `Ember Vale Esports
代表者 Dani Okafor 様

このたびは「雷鳴カップ 2026 秋 シャードフォール部門」にお申し込みいただき、
誠にありがとうございます。

お申し込みはまだ完了しておりません。
以下のURLからエントリー内容をご確認のうえ、「エントリーを確定する」ボタンを
押してください。

▼エントリー確定はこちら
https://entry.raimei-cup.jp/confirm?eid=RC26A-0317&t=a8Fq2ZpW7c

※10月8日（木）23:59までに確定されない場合、お申し込みは自動的に取り消されます。

━━━━━━━━━━━━━━━━━━━━
■受付番号：RC26A-0317
■大会名：雷鳴カップ 2026 秋 シャードフォール部門
■オンライン予選：10月17日（土）・18日（日）13:00～
■本戦（オフライン）：11月14日（土） 東京・有明
■参加費：無料
■登録メンバー：6名（うち海外在住 5名）
━━━━━━━━━━━━━━━━━━━━

海外在住メンバーが本戦に出場する場合、渡航費は各チームのご負担となります。

ご不明な点は、よくある質問（https://raimei-cup.jp/faq）をご覧いただくか、
本メールに返信してお問い合わせください。

雷鳴カップ運営事務局（株式会社ライメイエンターテインメント）
〒135-0063 東京都江東区有明3-7-26
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:'Hiragino Kaku Gothic ProN','Yu Gothic','Meiryo',sans-serif;color:#222;">
<tr><td style="padding:20px 0;border-bottom:4px solid #f2c300;"><img src="https://raimei-cup.jp/img/mail/logo_raimei.png" width="180" height="40" alt="雷鳴カップ"></td></tr>
<tr><td style="padding:24px 0 10px;font-size:14px;line-height:1.9;">Ember Vale Esports<br>代表者 Dani Okafor 様</td></tr>
<tr><td style="padding:0 0 16px;font-size:14px;line-height:1.9;">このたびは「雷鳴カップ 2026 秋 シャードフォール部門」にお申し込みいただき、誠にありがとうございます。<br><b style="color:#c00;">お申し込みはまだ完了しておりません。</b><br>下のボタンからエントリー内容をご確認のうえ、確定してください。</td></tr>
<tr><td align="center" style="padding:10px 0 16px;"><a href="https://entry.raimei-cup.jp/confirm?eid=RC26A-0317&amp;t=a8Fq2ZpW7c" style="display:inline-block;background:#1b1b1b;color:#f2c300;font-size:16px;font-weight:bold;padding:16px 48px;text-decoration:none;border-radius:4px;">エントリーを確定する</a></td></tr>
<tr><td style="padding:0 0 20px;font-size:12px;color:#c00;" align="center">※10月8日（木）23:59までに確定されない場合、お申し込みは自動的に取り消されます。</td></tr>
<tr><td><table width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:13px;border:1px solid #ddd;">
<tr><td width="32%" style="background:#f7f7f7;">受付番号</td><td>RC26A-0317</td></tr>
<tr><td style="background:#f7f7f7;">大会名</td><td>雷鳴カップ 2026 秋 シャードフォール部門</td></tr>
<tr><td style="background:#f7f7f7;">オンライン予選</td><td>10月17日（土）・18日（日）13:00～</td></tr>
<tr><td style="background:#f7f7f7;">本戦（オフライン）</td><td>11月14日（土） 東京・有明</td></tr>
<tr><td style="background:#f7f7f7;">参加費</td><td>無料</td></tr>
<tr><td style="background:#f7f7f7;">登録メンバー</td><td>6名（うち海外在住 5名）</td></tr>
</table></td></tr>
<tr><td style="padding:16px 0;font-size:13px;line-height:1.8;color:#555;">海外在住メンバーが本戦に出場する場合、渡航費は各チームのご負担となります。<br>ご不明な点は<a href="https://raimei-cup.jp/faq" style="color:#0066cc;">よくある質問</a>をご覧いただくか、本メールに返信してお問い合わせください。</td></tr>
<tr><td style="padding:16px 0 30px;border-top:1px solid #ddd;font-size:11px;line-height:1.7;color:#888;">雷鳴カップ運営事務局（株式会社ライメイエンターテインメント）<br>〒135-0063 東京都江東区有明3-7-26<br><a href="https://x.com/raimeicup" style="color:#888;">公式X</a> ｜ <a href="https://raimei-cup.jp/privacy" style="color:#888;">プライバシーポリシー</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "raimei-cup",
    group: "regional",
    lang: "ja",
    kind: "results",
    code: null,
    link: null,
    from: "雷鳴カップ運営事務局 <info@raimei-cup.jp>",
    to: MGR,
    subject: "【雷鳴カップ 2026 秋】オンライン予選 結果のお知らせ",
    date: dt("2026-10-18 22:47:31", "+0900"),
    enc: "8bit",
    text: `Ember Vale Esports 御中

雷鳴カップ 2026 秋 シャードフォール部門 オンライン予選へのご参加、
ありがとうございました。

貴チームの結果は以下のとおりです。

  グループC　2勝1敗（3位）
  予選通過ライン：各グループ上位2チーム

誠に残念ながら、本戦への進出はなりませんでした。

試合のリプレイと個人スタッツは大会ページに掲載しています。
https://raimei-cup.jp/2026autumn/shardfall/results

次回「雷鳴カップ 2027 冬」のエントリー受付は12月上旬を予定しています。
またのご参加を心よりお待ちしております。

雷鳴カップ運営事務局
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Liga Capivara (Brazilian league)

function capi(body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f5ef;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f5ef;"><tr><td align="center" style="padding:28px 10px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:14px;overflow:hidden;font-family:Poppins,Arial,sans-serif;">
<tr><td style="background:#1f7a3d;padding:22px 30px;"><img src="https://ligacapivara.com.br/email/logo-liga-capivara-branco.png" width="170" height="40" alt="Liga Capivara"></td></tr>
<tr><td style="padding:30px;font-size:15px;line-height:24px;color:#253026;">
${body}
</td></tr>
<tr><td style="padding:18px 30px;background:#f7f8f4;font-size:11px;line-height:17px;color:#7a8577;">
Liga Capivara de Esports Ltda. · CNPJ 41.882.907/0001-12 · Rua Augusta, 1508, cj. 42 · São Paulo – SP · 01304-001<br>
<a href="https://instagram.com/ligacapivara" style="color:#1f7a3d;">Instagram</a> · <a href="https://ligacapivara.com.br/regulamento" style="color:#1f7a3d;">Regulamento</a> · <a href="https://ligacapivara.com.br/privacidade" style="color:#1f7a3d;">Privacidade</a>
</td></tr></table></td></tr></table></body></html>`;
}

const capivara_mails: Mail[] = [
  {
    family: "liga-capivara",
    group: "regional",
    lang: "pt",
    kind: "invite-link",
    code: null,
    link: "https://painel.ligacapivara.com.br/convites/aceitar/9f2c7a10-44be-4d1e-b3a8-6e0d5c91f7a2",
    from: "Liga Capivara <nao-responda@ligacapivara.com.br>",
    to: "Rafael Costa <rafa.costa.ev@gmail.com>",
    subject: "Você foi convidado para o elenco da Ember Vale Esports – Split 2",
    date: dt("2026-09-18 15:06:44", "-0300"),
    enc: "qp",
    text: `Fala, Rafael!

A equipe Ember Vale Esports inscreveu você no elenco do Split 2 da Liga Capivara
(Shardfall – Divisão de Acesso).

Para entrar no elenco, aceite o convite pelo link abaixo. Sem o aceite, você não pode ser
escalado nas partidas:

https://painel.ligacapivara.com.br/convites/aceitar/9f2c7a10-44be-4d1e-b3a8-6e0d5c91f7a2

Depois do aceite, confira se seus dados estão completos (CPF, data de nascimento e ID do
jogo). Atletas menores de 18 anos precisam enviar a autorização do responsável.

Prazo para o aceite: 25/09/2026, 23h59.

Abraço,
Equipe Liga Capivara
`,
    html: capi(`<p style="margin:0 0 14px;font-size:20px;font-weight:700;">Fala, Rafael! 👋</p>
<p style="margin:0 0 14px;">A equipe <b>Ember Vale Esports</b> inscreveu você no elenco do <b>Split 2 da Liga Capivara</b> (Shardfall – Divisão de Acesso).</p>
<p style="margin:0 0 22px;">Para entrar no elenco, aceite o convite. Sem o aceite, você não pode ser escalado nas partidas.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#f5b700;border-radius:30px;">
<a href="https://painel.ligacapivara.com.br/convites/aceitar/9f2c7a10-44be-4d1e-b3a8-6e0d5c91f7a2" style="display:inline-block;padding:14px 34px;color:#1b1b1b;font-weight:700;text-decoration:none;">Aceitar convite</a>
</td></tr></table>
<p style="margin:22px 0 14px;font-size:14px;color:#4f5b4d;">Depois do aceite, confira se seus dados estão completos (CPF, data de nascimento e ID do jogo). Atletas menores de 18 anos precisam enviar a autorização do responsável.</p>
<p style="margin:0 0 14px;font-size:14px;color:#4f5b4d;">Prazo para o aceite: <b>25/09/2026, 23h59</b>.</p>
<p style="margin:0;">Abraço,<br>Equipe Liga Capivara</p>`),
  },
  {
    family: "liga-capivara",
    group: "regional",
    lang: "pt",
    kind: "match-schedule",
    code: null,
    link: null,
    from: "Liga Capivara <nao-responda@ligacapivara.com.br>",
    to: MGR,
    subject: "Tabela da semana 3 – Split 2 (Divisão de Acesso)",
    date: dt("2026-10-12 10:00:05", "-0300"),
    enc: "qp",
    text: `Tabela da semana 3 – Split 2

Olá, Dani! Estas são as partidas da Ember Vale Esports nesta semana (horário de Brasília):

Qua 14/10  19:00  Ember Vale Esports x Tatu-Bola Gaming     MD3  (transmissão: sim)
Sex 16/10  20:30  Onça Preta e-Sports x Ember Vale Esports  MD3

Classificação atual: 4º lugar – 4 vitórias, 2 derrotas (saldo de mapas +3)

Lembrete: o check-in no Discord da liga abre 30 minutos antes de cada partida e as
escalações precisam ser enviadas até 2 horas antes. Atraso acima de 15 minutos = W.O.

Tabela completa: https://ligacapivara.com.br/split-2/acesso/tabela

Equipe Liga Capivara
`,
    html: capi(
      `<p style="margin:0 0 6px;font-size:12px;color:#1f7a3d;font-weight:700;letter-spacing:1px;">SPLIT 2 · DIVISÃO DE ACESSO</p>
<p style="margin:0 0 16px;font-size:20px;font-weight:700;">Tabela da semana 3</p>
<p style="margin:0 0 16px;">Olá, Dani! Estas são as partidas da Ember Vale Esports nesta semana (horário de Brasília):</p>
<table width="100%" cellpadding="10" cellspacing="0" border="0" style="font-size:14px;border:1px solid #e3e7de;border-radius:8px;">
<tr><td width="22%" style="color:#7a8577;">Qua 14/10<br><b style="color:#253026;">19:00</b></td><td><b>Ember Vale Esports</b> x Tatu-Bola Gaming<br><span style="font-size:12px;color:#7a8577;">MD3 · 📺 com transmissão</span></td></tr>
<tr><td style="color:#7a8577;border-top:1px solid #e3e7de;">Sex 16/10<br><b style="color:#253026;">20:30</b></td><td style="border-top:1px solid #e3e7de;">Onça Preta e-Sports x <b>Ember Vale Esports</b><br><span style="font-size:12px;color:#7a8577;">MD3</span></td></tr>
</table>
<p style="margin:16px 0;font-size:14px;">Classificação atual: <b>4º lugar</b> – 4 vitórias, 2 derrotas (saldo de mapas +3)</p>
<p style="margin:0 0 16px;font-size:13px;color:#4f5b4d;">Lembrete: o check-in no Discord da liga abre 30 minutos antes de cada partida e as escalações precisam ser enviadas até 2 horas antes. Atraso acima de 15 minutos = W.O.</p>
<p style="margin:0;"><a href="https://ligacapivara.com.br/split-2/acesso/tabela" style="color:#1f7a3d;font-weight:700;">Ver tabela completa</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- Circuito Tormenta (Spanish league)

const tormenta_mails: Mail[] = [
  {
    family: "circuito-tormenta",
    group: "regional",
    lang: "es",
    kind: "confirm-link",
    code: null,
    link: "https://circuitotormenta.es/inscripciones/confirmar?id=CT26-INV-0412&firma=e93b7c01f5",
    from: "Circuito Tormenta <inscripciones@circuitotormenta.es>",
    to: MGR,
    subject: "Confirma la inscripción de Ember Vale Esports – Circuito Tormenta Invierno",
    date: dt("2026-10-20 12:14:37", "+0200"),
    enc: "qp",
    text: `Hola, Dani:

Hemos recibido la solicitud de inscripción de Ember Vale Esports en el Circuito Tormenta
de Invierno 2026 (Shardfall, categoría Abierta).

Para que la plaza quede reservada tienes que confirmar la inscripción en las próximas
72 horas:

Confirmar inscripción -> https://circuitotormenta.es/inscripciones/confirmar?id=CT26-INV-0412&firma=e93b7c01f5

Resumen de la solicitud
- N.º de solicitud: CT26-INV-0412
- Capitán: Lucía Ferrer (luciaf_ev)
- Jugadores: 6 (2 residentes en España, 4 en el extranjero)
- Cuota: gratuita para la fase online; 150 € por equipo si os clasificáis para la
  final presencial de Valencia (12-13 de diciembre)

Si no has sido tú quien ha hecho la solicitud, no hagas nada: se anulará sola.

¡Nos vemos en el servidor!
Organización del Circuito Tormenta
Tormenta Gaming Events S.L. · C/ de Colón 48, 46004 Valencia · CIF B98765430
`,
    html: `<html><body style="margin:0;padding:0;background:#1a1033;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#1a1033"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Montserrat,Arial,sans-serif;">
<tr><td><img src="https://circuitotormenta.es/mail/cabecera-invierno-2026.jpg" width="600" height="180" alt="Circuito Tormenta · Invierno 2026" style="display:block;"></td></tr>
<tr><td style="padding:30px 36px 10px;font-size:15px;line-height:24px;color:#2b2540;">
<p style="margin:0 0 14px;">Hola, Dani:</p>
<p style="margin:0 0 14px;">Hemos recibido la solicitud de inscripción de <b>Ember Vale Esports</b> en el <b>Circuito Tormenta de Invierno 2026</b> (Shardfall, categoría Abierta).</p>
<p style="margin:0 0 20px;">Para que la plaza quede reservada tienes que confirmar la inscripción en las próximas <b>72 horas</b>.</p>
</td></tr>
<tr><td align="center" style="padding:0 36px 26px;"><a href="https://circuitotormenta.es/inscripciones/confirmar?id=CT26-INV-0412&amp;firma=e93b7c01f5" style="display:inline-block;background:#7b2cff;color:#ffffff;font-weight:800;font-size:15px;padding:15px 40px;text-decoration:none;text-transform:uppercase;border-radius:3px;">Confirmar inscripción</a></td></tr>
<tr><td style="padding:0 36px 20px;"><table width="100%" cellpadding="8" cellspacing="0" border="0" style="background:#f4f1fb;font-size:13px;color:#2b2540;">
<tr><td width="36%" style="color:#6d6585;">N.º de solicitud</td><td>CT26-INV-0412</td></tr>
<tr><td style="color:#6d6585;">Capitán</td><td>Lucía Ferrer (luciaf_ev)</td></tr>
<tr><td style="color:#6d6585;">Jugadores</td><td>6 (2 residentes en España, 4 en el extranjero)</td></tr>
<tr><td style="color:#6d6585;">Cuota</td><td>Gratuita para la fase online; 150&nbsp;€ por equipo si os clasificáis para la final presencial de Valencia (12-13 de diciembre)</td></tr>
</table></td></tr>
<tr><td style="padding:0 36px 28px;font-size:13px;line-height:21px;color:#6d6585;">Si no has sido tú quien ha hecho la solicitud, no hagas nada: se anulará sola.<br><br><b style="color:#2b2540;">¡Nos vemos en el servidor!</b><br>Organización del Circuito Tormenta</td></tr>
<tr><td style="padding:18px 36px;background:#2b2540;font-size:11px;line-height:17px;color:#b9b2cc;">Tormenta Gaming Events S.L. · C/ de Colón 48, 46004 Valencia · CIF B98765430<br><a href="https://circuitotormenta.es/normativa" style="color:#d7c8ff;">Normativa</a> · <a href="https://circuitotormenta.es/privacidad" style="color:#d7c8ff;">Privacidad</a> · <a href="https://www.twitch.tv/circuitotormenta" style="color:#d7c8ff;">Twitch</a> · <a href="https://www.tiktok.com/@circuitotormenta" style="color:#d7c8ff;">TikTok</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "circuito-tormenta",
    group: "regional",
    lang: "es",
    kind: "prize-payout",
    code: null,
    link: null,
    from: "Circuito Tormenta – Administración <administracion@circuitotormenta.es>",
    to: MGR,
    subject: "Pago de premios – Copa Relámpago #5",
    date: dt("2026-10-30 09:37:52", "+0100"),
    enc: "8bit",
    text: `Buenos días:

Os informamos de que hoy hemos ordenado la transferencia del premio de la Copa Relámpago #5
(Shardfall, 10 de octubre de 2026), en la que Ember Vale Esports quedó en 3.ª posición.

Importe bruto:          400,00 €
Retención IRPF (19 %):  -76,00 €
Importe neto:           324,00 €
Cuenta de destino:      ES** **** **** **** **** 7713
Referencia:             PREM-CR5-03

El justificante de retención (modelo 111) estará disponible a partir de enero en el área
de equipos. Para cualquier duda, responded a este correo.

Un saludo,
Administración – Tormenta Gaming Events S.L.
C/ de Colón 48, 46004 Valencia · Tel. 963 00 41 27
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Fragmetrics (analytics newsletter)

const fragmetrics_mails: Mail[] = [
  {
    family: "fragmetrics",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Fragmetrics Weekly <weekly@mail.fragmetrics.io>",
    to: MGR,
    subject: "Patch 9.15 meta report: the smoke nerf nobody noticed",
    date: dt("2026-10-16 08:05:00", "-0400"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://mail.fragmetrics.io/u/8812aa1f?list=weekly>"]],
    text: `FRAGMETRICS WEEKLY · Issue #112

PATCH 9.15 META REPORT
We crunched 48,210 ranked and 1,906 pro matches since Tuesday's patch. Three things stood out:

1. Smoke duration went from 15s to 13.5s, and attackers' post-plant win rate on Harbor
   fell 4.1 points.
2. Pick rate for Veyra hit 71% in pro play, the highest for any agent since 8.02.
3. Eco rounds are being won more often (18.7%, up from 16.2%), mostly thanks to the
   cheaper pistol upgrade.

Read the full report: https://fragmetrics.io/reports/patch-9-15?utm_source=newsletter&utm_campaign=w112

TEAM SPOTLIGHT
Ember Vale Esports climbed 11 places in our LATAM/EU power ranking after their 2nd place
at the Autumn Open #3. Their first-blood rate on defence (58%) is top 5 in the region.

PRO PLAN: 20% OFF UNTIL OCT 31
Scouting reports, opponent tendencies and VOD tagging for the whole roster.
Use code FRAGPRO20 at checkout: https://fragmetrics.io/pricing

--
You're getting this because you subscribed at fragmetrics.io.
Unsubscribe: https://mail.fragmetrics.io/u/8812aa1f?list=weekly
Fragmetrics Labs, 77 Water St, 8th Fl, New York, NY 10005
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Fragmetrics Weekly #112</title></head>
<body style="margin:0;padding:0;background:#f4f4f0;">
<div style="display:none;max-height:0;overflow:hidden;">48,210 ranked matches later, here's what patch 9.15 really changed.</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f0"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Georgia,serif;color:#1d1d1b;">
<tr><td style="padding:22px 32px;border-bottom:2px solid #1d1d1b;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><a href="https://fragmetrics.io/?utm_source=newsletter&amp;utm_campaign=w112"><img src="https://fragmetrics.io/img/email/fm-logo-black.png" width="140" height="26" alt="Fragmetrics"></a></td>
<td align="right" style="font-family:Arial,sans-serif;font-size:11px;color:#777;text-transform:uppercase;letter-spacing:1px;">Weekly · Issue #112</td></tr></table></td></tr>
<tr><td style="padding:28px 32px 8px;font-size:26px;line-height:32px;font-weight:bold;">Patch 9.15 meta report: the smoke nerf nobody noticed</td></tr>
<tr><td style="padding:8px 32px;font-size:16px;line-height:26px;">We crunched 48,210 ranked and 1,906 pro matches since Tuesday's patch. Three things stood out:
<ol style="margin:12px 0;padding-left:22px;">
<li>Smoke duration went from 15s to 13.5s, and attackers' post-plant win rate on Harbor fell 4.1 points.</li>
<li>Pick rate for Veyra hit 71% in pro play, the highest for any agent since 8.02.</li>
<li>Eco rounds are being won more often (18.7%, up from 16.2%), mostly thanks to the cheaper pistol upgrade.</li>
</ol>
<a href="https://fragmetrics.io/reports/patch-9-15?utm_source=newsletter&amp;utm_campaign=w112" style="color:#d2452a;font-family:Arial,sans-serif;font-weight:bold;font-size:14px;">Read the full report &rarr;</a></td></tr>
<tr><td style="padding:24px 32px 8px;font-family:Arial,sans-serif;font-size:12px;font-weight:bold;letter-spacing:1px;color:#d2452a;">TEAM SPOTLIGHT</td></tr>
<tr><td style="padding:0 32px 16px;font-size:16px;line-height:26px;"><img src="https://fragmetrics.io/img/email/w112/ember-vale.jpg" width="536" height="200" alt="Ember Vale Esports on stage" style="display:block;margin:8px 0 12px;">Ember Vale Esports climbed 11 places in our LATAM/EU power ranking after their 2nd place at the Autumn Open #3. Their first-blood rate on defence (58%) is top 5 in the region.</td></tr>
<tr><td style="padding:0 32px 28px;"><table width="100%" cellpadding="16" cellspacing="0" style="background:#1d1d1b;color:#fff;font-family:Arial,sans-serif;font-size:14px;line-height:22px;"><tr><td><b style="color:#ffcf4a;">PRO PLAN: 20% OFF UNTIL OCT 31</b><br>Scouting reports, opponent tendencies and VOD tagging for the whole roster. Use code <b>FRAGPRO20</b> at checkout.<br><a href="https://fragmetrics.io/pricing?utm_source=newsletter&amp;utm_campaign=w112" style="color:#ffcf4a;">See plans</a></td></tr></table></td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #ddd;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#888;">You're getting this because you subscribed at fragmetrics.io. <a href="https://mail.fragmetrics.io/u/8812aa1f?list=weekly" style="color:#888;">Unsubscribe</a> · <a href="https://fragmetrics.io/newsletter/preferences" style="color:#888;">Preferences</a><br>Fragmetrics Labs, 77 Water St, 8th Fl, New York, NY 10005</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Pixelrade Lyon (French LAN festival)

const pixelrade_mails: Mail[] = [
  {
    family: "pixelrade-lyon",
    group: "regional",
    lang: "fr",
    kind: "accreditation-approved",
    code: null,
    link: null,
    from: "Pixelrade Lyon – Accréditations <accreditations@pixelrade.fr>",
    to: MGR,
    subject: "Votre demande d'accréditation équipe a été acceptée – Pixelrade 2026",
    date: dt("2026-10-23 17:21:06", "+0200"),
    enc: "qp",
    text: `Bonjour Dani Okafor,

Bonne nouvelle : la demande d'accréditation « équipe invitée » d'Ember Vale Esports pour
Pixelrade Lyon 2026 (Eurexpo, 21-22 novembre) a été acceptée.

Dossier : PXR26-EQ-0093
Personnes accréditées : 7 (6 joueurs + 1 manager)
Accès : zone joueurs, salle d'échauffement B, espace presse (samedi 14h-16h)

Retrait des badges : vendredi 20 novembre, de 14h à 19h, accueil exposants (porte 3),
Eurexpo, Boulevard de l'Europe, 69680 Chassieu. Chaque personne présente une pièce
d'identité ; aucun badge n'est envoyé par courrier.

Le plan d'accès et le règlement intérieur sont disponibles sur https://pixelrade.fr/infos-pratiques

À très vite à Lyon !
L'équipe Pixelrade
Association Pixelrade – 14 rue Sainte-Catherine, 69001 Lyon – 04 78 00 52 19
`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fff4ec;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:26px 10px;">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:2px solid #1c1c1c;font-family:'Trebuchet MS',Arial,sans-serif;color:#1c1c1c;">
<tr><td style="padding:20px 28px;background:#ff5a1f;"><img src="https://pixelrade.fr/mail/pixelrade-logo.png" width="160" height="36" alt="PIXELRADE LYON 2026"></td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:24px;">
<p style="margin:0 0 14px;">Bonjour Dani Okafor,</p>
<p style="margin:0 0 18px;">Bonne nouvelle : la demande d'accréditation « équipe invitée » d'<b>Ember Vale Esports</b> pour <b>Pixelrade Lyon 2026</b> (Eurexpo, 21-22 novembre) a été <b style="color:#1a8f3c;">acceptée</b>.</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;border:1px dashed #1c1c1c;">
<tr><td width="38%">Dossier</td><td><b>PXR26-EQ-0093</b></td></tr>
<tr><td>Personnes accréditées</td><td>7 (6 joueurs + 1 manager)</td></tr>
<tr><td>Accès</td><td>zone joueurs, salle d'échauffement B, espace presse (samedi 14h-16h)</td></tr>
</table>
<p style="margin:18px 0 14px;"><b>Retrait des badges :</b> vendredi 20 novembre, de 14h à 19h, accueil exposants (porte 3), Eurexpo, Boulevard de l'Europe, 69680 Chassieu. Chaque personne présente une pièce d'identité ; aucun badge n'est envoyé par courrier.</p>
<p style="margin:0 0 14px;">Le plan d'accès et le règlement intérieur sont disponibles dans les <a href="https://pixelrade.fr/infos-pratiques" style="color:#ff5a1f;">infos pratiques</a>.</p>
<p style="margin:0;">À très vite à Lyon !<br>L'équipe Pixelrade</p>
</td></tr>
<tr><td style="padding:14px 28px;border-top:2px solid #1c1c1c;font-size:11px;line-height:17px;color:#555;">Association Pixelrade – 14 rue Sainte-Catherine, 69001 Lyon – 04 78 00 52 19<br><a href="https://www.instagram.com/pixelradelyon" style="color:#555;">Instagram</a> · <a href="https://discord.gg/pixelrade" style="color:#555;">Discord</a> · <a href="https://pixelrade.fr/mentions-legales" style="color:#555;">Mentions légales</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

export const mails: Mail[] = [
  ...vantor_mails,
  ...nexarc_mails,
  ...clutch_mails,
  ...ironveil_mails,
  ...banterhall_mails,
  ...glimcast_mails,
  ...voltara_mails,
  ...haneol_mails,
  ...stitch_mails,
  ...payvanta_mails,
  ...altamar_mails,
  ...consulvia_mails,
  ...quellstein_mails,
  ...scrimdock_mails,
  ...dalgeurim_mails,
  ...raimei_mails,
  ...capivara_mails,
  ...tormenta_mails,
  ...fragmetrics_mails,
  ...pixelrade_mails,
];
