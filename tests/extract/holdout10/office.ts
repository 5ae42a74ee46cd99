/**
 * The work inbox of one analyst at a mid-sized logistics company from March to early May 2025: identity
 * provider, HR, payroll, expenses, travel, meetings, signing, sharing, trackers, CRM, code hosting, CI,
 * cloud, password manager, learning, help desk, vendor portals, supplier invoices and conferences.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Sam Reader <sam.reader@corvane.com>";
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from `YYYY-MM-DD HH:MM:SS` and a zone. */
function date(stamp: string, zone = "+0000"): string {
  const [day, time] = stamp.split(" ");
  const [y, m, d] = day!.split("-").map(Number);
  const weekday = DAYS[new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()];
  return `${weekday}, ${String(d).padStart(2, "0")} ${MONTHS[m! - 1]} ${y} ${time} ${zone}`;
}

// ------------------------------------------------------------------ Portunus ID (the company's IdP)

function portunus(preheader: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{margin:0;padding:0;background:#eef1f5}a{color:#1f5fbf}@media (max-width:620px){.wrap{width:100%!important}}</style>
</head>
<body style="margin:0;padding:0;background:#eef1f5;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${preheader}&#8199;&#65279;&#847;&#8199;&#65279;&#847;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef1f5;">
<tr><td align="center" style="padding:28px 12px;">
<table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background:#ffffff;border-radius:6px;border:1px solid #d9dee6;">
<tr><td style="padding:22px 32px;border-bottom:1px solid #e6e9ef;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://cdn.portunus-id.com/tenants/corvane/logo-h40.png" height="32" alt="Corvane Logistics" style="display:block;border:0;"></td>
<td align="right" style="font:12px Arial,sans-serif;color:#8a94a6;">Secured by Portunus ID</td>
</tr></table>
</td></tr>
<tr><td style="padding:30px 32px 10px 32px;font:15px/1.55 Arial,Helvetica,sans-serif;color:#1d2433;">
${body}
</td></tr>
<tr><td style="padding:18px 32px 26px 32px;border-top:1px solid #e6e9ef;font:11px/1.6 Arial,sans-serif;color:#8a94a6;">
This message was sent to sam.reader@corvane.com by Portunus ID on behalf of Corvane Logistics B.V.<br>
Corvane Logistics B.V. &middot; Weena 690 &middot; 3012 CN Rotterdam &middot; Netherlands<br>
<a href="https://www.portunus-id.com/legal/privacy" style="color:#8a94a6;">Privacy</a> &nbsp;|&nbsp; <a href="https://status.portunus-id.com" style="color:#8a94a6;">Service status</a> &nbsp;|&nbsp; &copy; 2025 Portunus Identity Ltd.
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const portunus_mails: Mail[] = [
  {
    family: "portunus-id",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "731904",
    link: null,
    from: "Corvane Sign-in <no-reply@portunus-id.com>",
    to: TO,
    subject: "731904 is your Corvane verification code",
    date: date("2025-03-03 08:41:07", "+0100"),
    enc: "qp",
    headers: [["X-Portunus-Tenant", "corvane"], ["Auto-Submitted", "auto-generated"]],
    text: `Corvane Logistics - sign-in verification

Hi Sam,

Someone (hopefully you) is signing in to Corvane Logistics as sam.reader@corvane.com.
Enter this code on the sign-in page to continue:

    731 904

The code expires in 10 minutes and works once. Never share it with anyone -
Corvane IT will never ask you for it by phone, chat or e-mail.

Request details
  Browser:  Firefox 136 on Windows 11
  Location: Hamburg, Germany (approximate)
  Time:     3 March 2025, 08:41 CET

Not you? Change your password at https://corvane.portunus-id.com/account/security
and forward this message to it-security@corvane.com.

--
Portunus ID, on behalf of Corvane Logistics B.V.
Weena 690, 3012 CN Rotterdam, Netherlands
`,
    html: portunus(
      "Enter 731 904 to finish signing in. It expires in 10 minutes.",
      "Your verification code",
      `<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">Verify it's you</p>
<p style="margin:0 0 18px 0;">Hi Sam, someone (hopefully you) is signing in to <strong>Corvane Logistics</strong> as sam.reader@corvane.com. Enter this code on the sign-in page to continue:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:8px auto 20px auto;">
<tr><td style="background:#f3f6fb;border:1px dashed #9fb3d1;border-radius:4px;padding:14px 30px;font:bold 32px 'Courier New',Courier,monospace;letter-spacing:8px;color:#10203f;">731 904</td></tr>
</table>
<p style="margin:0 0 18px 0;font-size:13px;color:#4b5568;">The code expires in 10 minutes and works once. Never share it &mdash; Corvane IT will never ask you for it.</p>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font:13px Arial,sans-serif;color:#4b5568;margin-bottom:16px;">
<tr><td style="color:#8a94a6;">Browser</td><td>Firefox 136 on Windows 11</td></tr>
<tr><td style="color:#8a94a6;">Location</td><td>Hamburg, Germany (approximate)</td></tr>
<tr><td style="color:#8a94a6;">Time</td><td>3 March 2025, 08:41 CET</td></tr>
</table>
<p style="margin:0 0 8px 0;font-size:13px;color:#4b5568;">Not you? <a href="https://corvane.portunus-id.com/account/security">Change your password</a> and forward this message to <a href="mailto:it-security@corvane.com">it-security@corvane.com</a>.</p>`,
    ),
  },
  {
    family: "portunus-id",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://corvane.portunus-id.com/signin/enroll-factor?ticket=tkt_7Hq2LmV9xR4pZs81&flow=reset",
    from: "Corvane Sign-in <no-reply@portunus-id.com>",
    to: TO,
    subject: "Set up multi-factor authentication again",
    date: date("2025-03-11 14:02:51", "+0100"),
    enc: "qp",
    text: `Hi Sam,

Your multi-factor authentication was reset by Corvane IT (ticket INC0048390,
requested 11 March 2025). Your old authenticator app and the phone ending in
**71 no longer work for signing in.

Set up a new factor before you sign in next time:
https://corvane.portunus-id.com/signin/enroll-factor?ticket=tkt_7Hq2LmV9xR4pZs81&flow=reset

This link expires in 72 hours. If it has expired, ask the service desk
(+31 10 744 2200, ext. 4) for a new one.

You can use Portunus Verify, any TOTP authenticator app, or a security key.

Portunus ID for Corvane Logistics
`,
    html: portunus(
      "Your MFA was reset by IT. Enrol a new factor within 72 hours.",
      "Set up multi-factor authentication",
      `<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">Set up multi-factor authentication</p>
<p style="margin:0 0 14px 0;">Hi Sam,</p>
<p style="margin:0 0 14px 0;">Your multi-factor authentication was reset by Corvane IT (ticket <strong>INC0048390</strong>, requested 11 March 2025). Your old authenticator app and the phone ending in **71 no longer work for signing in.</p>
<p style="margin:0 0 22px 0;">Set up a new factor before you sign in next time.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 22px 0;"><tr>
<td bgcolor="#1f5fbf" style="border-radius:4px;"><a href="https://corvane.portunus-id.com/signin/enroll-factor?ticket=tkt_7Hq2LmV9xR4pZs81&amp;flow=reset" target="_blank" style="display:inline-block;padding:12px 26px;font:bold 15px Arial,sans-serif;color:#ffffff;text-decoration:none;">Set up a new factor</a></td>
</tr></table>
<p style="margin:0 0 14px 0;font-size:13px;color:#4b5568;">This link expires in 72 hours. If it has expired, ask the service desk (+31 10 744 2200, ext. 4) for a new one. You can use Portunus Verify, any TOTP authenticator app, or a security key.</p>`,
    ),
  },
  {
    family: "portunus-id",
    group: "negative",
    lang: "en",
    kind: "login-alert",
    code: null,
    link: null,
    from: "Corvane Sign-in <no-reply@portunus-id.com>",
    to: TO,
    subject: "New sign-in to Corvane Logistics from Safari on iPhone",
    date: date("2025-03-24 19:37:12", "+0100"),
    text: `Hi Sam,

We noticed a new sign-in to your Corvane Logistics account.

  Device:   Safari on iPhone (iOS 18.3)
  Location: Lyon, France (approximate)
  IP:       92.184.101.37
  When:     24 March 2025, 19:36 CET

If this was you, there's nothing to do.

If you don't recognise this sign-in, reset your password right away at
https://corvane.portunus-id.com/account/security and call the service desk
on +31 10 744 2200.

Portunus ID for Corvane Logistics
`,
    html: portunus(
      "New sign-in from Safari on iPhone in Lyon, France.",
      "New sign-in",
      `<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">New sign-in to your account</p>
<p style="margin:0 0 14px 0;">Hi Sam, we noticed a new sign-in to your Corvane Logistics account.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font:14px Arial,sans-serif;background:#f7f9fc;border:1px solid #e6e9ef;margin-bottom:18px;">
<tr><td width="110" style="color:#8a94a6;">Device</td><td>Safari on iPhone (iOS 18.3)</td></tr>
<tr><td style="color:#8a94a6;">Location</td><td>Lyon, France (approximate)</td></tr>
<tr><td style="color:#8a94a6;">IP address</td><td>92.184.101.37</td></tr>
<tr><td style="color:#8a94a6;">When</td><td>24 March 2025, 19:36 CET</td></tr>
</table>
<p style="margin:0 0 14px 0;">If this was you, there's nothing to do.</p>
<p style="margin:0 0 14px 0;font-size:13px;color:#4b5568;">Don't recognise it? <a href="https://corvane.portunus-id.com/account/security">Reset your password</a> right away and call the service desk on +31 10 744 2200.</p>`,
    ),
  },
  {
    family: "portunus-id",
    group: "negative",
    lang: "de",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Corvane Anmeldung <no-reply@portunus-id.com>",
    to: TO,
    subject: "Ihr Kennwort wurde geändert",
    date: date("2025-04-07 09:15:44", "+0200"),
    enc: "qp",
    text: `Hallo Sam,

das Kennwort für Ihr Corvane-Konto (sam.reader@corvane.com) wurde am
07.04.2025 um 09:15 Uhr geändert.

Gerät: Chrome 135 unter Windows 11, Hamburg, Deutschland

Wenn Sie das selbst waren, müssen Sie nichts weiter tun. Ihre anderen
Sitzungen wurden aus Sicherheitsgründen abgemeldet.

Waren Sie das nicht? Wenden Sie sich sofort an den IT-Servicedesk:
+49 40 228 610 40 oder it-security@corvane.com

Portunus ID im Auftrag der Corvane Logistics B.V.
`,
    html: portunus(
      "Das Kennwort für Ihr Corvane-Konto wurde geändert.",
      "Kennwort geändert",
      `<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">Ihr Kennwort wurde geändert</p>
<p style="margin:0 0 14px 0;">Hallo Sam,</p>
<p style="margin:0 0 14px 0;">das Kennwort für Ihr Corvane-Konto (sam.reader@corvane.com) wurde am <strong>07.04.2025 um 09:15 Uhr</strong> geändert.</p>
<p style="margin:0 0 14px 0;color:#4b5568;">Gerät: Chrome 135 unter Windows 11 &middot; Hamburg, Deutschland</p>
<p style="margin:0 0 14px 0;">Wenn Sie das selbst waren, müssen Sie nichts weiter tun. Ihre anderen Sitzungen wurden aus Sicherheitsgründen abgemeldet.</p>
<p style="margin:0 0 14px 0;font-size:13px;color:#4b5568;">Waren Sie das nicht? Wenden Sie sich sofort an den IT-Servicedesk: +49 40 228 610 40 oder <a href="mailto:it-security@corvane.com">it-security@corvane.com</a>.</p>`,
    ),
  },
];

// ------------------------------------------------------------------ Crewbook (HR)

const crewbook_mails: Mail[] = [
  {
    family: "crewbook",
    group: "negative",
    lang: "en",
    kind: "time-off-approved",
    code: null,
    link: null,
    from: "Crewbook <notifications@crewbook.io>",
    to: TO,
    subject: "Your time off request was approved (14 Apr – 17 Apr)",
    date: date("2025-03-05 11:20:03"),
    enc: "qp",
    text: `Good news, Sam!

Ines Kowalczyk approved your time off request.

Type:       Annual leave
Dates:      Mon 14 April 2025 - Thu 17 April 2025
Duration:   4 working days
Remaining:  13.5 days of 28 (2025 allowance)

Comment from Ines: "Enjoy! Please hand the carrier audit over to Tomás before you go."

View your time off: https://corvane.crewbook.io/time-off/requests/88412

Crewbook - Corvane Logistics
You're receiving this because you are a member of Corvane Logistics on Crewbook.
Notification settings: https://corvane.crewbook.io/settings/notifications
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f6f4f0;">
<center>
<table width="560" cellpadding="0" cellspacing="0" border="0" style="margin:24px auto;background:#fff;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="background:#2e7d6b;padding:16px 24px;"><img src="https://static.crewbook.io/email/crewbook-white.png" width="120" alt="Crewbook"></td></tr>
<tr><td style="padding:28px 24px 8px 24px;">
<h1 style="margin:0 0 8px 0;font-size:22px;color:#1b1b1b;">Good news, Sam! &#127796;</h1>
<p style="margin:0 0 20px 0;font-size:15px;color:#444;">Ines Kowalczyk approved your time off request.</p>
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #e8e4dc;border-radius:6px;font-size:14px;color:#333;">
<tr><td style="color:#888;width:120px;">Type</td><td>Annual leave</td></tr>
<tr><td style="color:#888;">Dates</td><td>Mon 14 April 2025 &ndash; Thu 17 April 2025</td></tr>
<tr><td style="color:#888;">Duration</td><td>4 working days</td></tr>
<tr><td style="color:#888;">Remaining</td><td>13.5 of 28 days (2025 allowance)</td></tr>
</table>
<p style="margin:18px 0;padding:12px 14px;background:#f6f4f0;border-left:3px solid #2e7d6b;font-size:14px;color:#444;"><em>&ldquo;Enjoy! Please hand the carrier audit over to Tom&aacute;s before you go.&rdquo;</em><br><span style="color:#888;font-size:12px;">&mdash; Ines Kowalczyk</span></p>
<p style="margin:0 0 24px 0;"><a href="https://corvane.crewbook.io/time-off/requests/88412" style="color:#2e7d6b;font-weight:bold;font-size:14px;">View your time off &rarr;</a></p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eee;font-size:11px;color:#999;">You're receiving this because you are a member of Corvane Logistics on Crewbook. <a href="https://corvane.crewbook.io/settings/notifications" style="color:#999;">Notification settings</a><br>Crewbook ApS &middot; Njalsgade 76 &middot; 2300 Copenhagen S &middot; Denmark</td></tr>
</table>
</center></body></html>`,
  },
  {
    family: "crewbook",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://corvane.crewbook.io/profile/confirm-email?t=c2FtLnJlYWRlcitob21l.Nq8vW2kP&uid=5521",
    from: "Crewbook <notifications@crewbook.io>",
    to: "Sam Reader <sam.reader.home@mailbox.example>",
    subject: "Confirm your personal email address",
    date: date("2025-03-12 17:48:30"),
    text: `Hi Sam,

You added this address as your personal email in Crewbook (Corvane Logistics).
HR uses it to send your documents if you leave the company or lose access to
your work account.

Confirm it's yours:
https://corvane.crewbook.io/profile/confirm-email?t=c2FtLnJlYWRlcitob21l.Nq8vW2kP&uid=5521

The link is valid for 24 hours. If you didn't add this address, you can
ignore this email and nothing will change.

Crewbook ApS, Njalsgade 76, 2300 Copenhagen S, Denmark
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f6f4f0;">
<span style="display:none;font-size:1px;color:#f6f4f0;">One click to confirm the personal address on your Crewbook profile.</span>
<center>
<table width="560" cellpadding="0" cellspacing="0" border="0" style="margin:24px auto;background:#fff;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="background:#2e7d6b;padding:16px 24px;"><img src="https://static.crewbook.io/email/crewbook-white.png" width="120" alt="Crewbook"></td></tr>
<tr><td style="padding:28px 24px 8px 24px;font-size:15px;line-height:1.6;color:#333;">
<h1 style="margin:0 0 12px 0;font-size:22px;color:#1b1b1b;">Confirm your personal email</h1>
<p style="margin:0 0 14px 0;">Hi Sam,</p>
<p style="margin:0 0 14px 0;">You added this address as your personal email in Crewbook (Corvane Logistics). HR uses it to send your documents if you leave the company or lose access to your work account.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;"><tr><td align="center" bgcolor="#2e7d6b" style="border-radius:22px;">
<a href="https://corvane.crewbook.io/profile/confirm-email?t=c2FtLnJlYWRlcitob21l.Nq8vW2kP&amp;uid=5521" style="display:block;padding:12px 28px;color:#fff;font-weight:bold;text-decoration:none;font-size:15px;">Confirm email address</a>
</td></tr></table>
<p style="margin:0 0 24px 0;font-size:13px;color:#777;">The link is valid for 24 hours. If you didn't add this address, ignore this email and nothing will change.</p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eee;font-size:11px;color:#999;">Crewbook ApS &middot; Njalsgade 76 &middot; 2300 Copenhagen S &middot; Denmark &middot; <a href="https://crewbook.io/privacy" style="color:#999;">Privacy</a></td></tr>
</table>
</center></body></html>`,
  },
  {
    family: "crewbook",
    group: "negative",
    lang: "es",
    kind: "announcement",
    code: null,
    link: null,
    from: "Recursos Humanos Corvane vía Crewbook <notifications@crewbook.io>",
    to: TO,
    subject: "Nuevo anuncio: horario de verano en la oficina de Valencia",
    date: date("2025-04-22 10:05:17", "+0200"),
    enc: "b64",
    text: `Lucía Ferrer ha publicado un anuncio para Corvane Logistics – Valencia:

Horario de verano 2025

Hola a todos:

Del 2 de junio al 12 de septiembre, la oficina de Valencia (Av. del Puerto 112, 46023)
tendrá jornada intensiva de 8:00 a 15:00 de lunes a jueves y de 8:00 a 14:00 los viernes.
El almacén de Ribarroja mantiene los turnos habituales.

Si tenéis reuniones con Hamburgo o Róterdam por la tarde, acordad un horario con
vuestro responsable antes del 23 de mayo.

Un saludo,
Lucía

Ver el anuncio: https://corvane.crewbook.io/feed/posts/2291
Reacciones y comentarios en la app de Crewbook.

Ajustes de notificaciones: https://corvane.crewbook.io/settings/notifications
`,
    html: `<html lang="es"><head><meta charset="utf-8"></head><body style="margin:0;background:#f6f4f0;">
<center>
<table width="560" cellpadding="0" cellspacing="0" border="0" style="margin:24px auto;background:#fff;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="background:#2e7d6b;padding:16px 24px;"><img src="https://static.crewbook.io/email/crewbook-white.png" width="120" alt="Crewbook"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6;color:#333;">
<table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://static.crewbook.io/avatars/u/1043.jpg" width="40" height="40" alt="Lucía Ferrer" style="border-radius:20px;"></td>
<td style="padding-left:10px;font-size:13px;color:#666;"><strong style="color:#222;">Lucía Ferrer</strong> ha publicado un anuncio<br>Corvane Logistics &ndash; Valencia</td>
</tr></table>
<h2 style="margin:18px 0 10px 0;font-size:19px;color:#1b1b1b;">Horario de verano 2025</h2>
<p>Hola a todos:</p>
<p>Del <strong>2 de junio al 12 de septiembre</strong>, la oficina de Valencia (Av. del Puerto 112, 46023) tendrá jornada intensiva de 8:00 a 15:00 de lunes a jueves y de 8:00 a 14:00 los viernes. El almacén de Ribarroja mantiene los turnos habituales.</p>
<p>Si tenéis reuniones con Hamburgo o Róterdam por la tarde, acordad un horario con vuestro responsable antes del 23 de mayo.</p>
<p>Un saludo,<br>Lucía</p>
<p style="margin:20px 0 0 0;"><a href="https://corvane.crewbook.io/feed/posts/2291" style="color:#2e7d6b;font-weight:bold;">Ver el anuncio</a></p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eee;font-size:11px;color:#999;">Reacciones y comentarios en la app de Crewbook. <a href="https://corvane.crewbook.io/settings/notifications" style="color:#999;">Ajustes de notificaciones</a></td></tr>
</table>
</center></body></html>`,
  },
];

// ------------------------------------------------------------------ Payslate (payroll)

const payslate_mails: Mail[] = [
  {
    family: "payslate",
    group: "negative",
    lang: "en",
    kind: "payslip-ready",
    code: null,
    link: null,
    from: "Payslate <payroll@payslate.eu>",
    to: TO,
    subject: "Your March 2025 payslip is ready",
    date: date("2025-03-27 06:00:12", "+0100"),
    text: `Hello Sam Reader,

Your payslip for March 2025 from Corvane Logistics GmbH is now available
in Payslate.

Pay date:     31.03.2025
Employee no.: 100734
Cost centre:  HH-OPS-210

For your privacy we don't include amounts in email. Sign in to see and
download your payslip: https://app.payslate.eu/my/payslips

Questions about your pay? Contact payroll@corvane.com.

Payslate GmbH · Schwanthalerstraße 73 · 80336 München
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="background:#fafafa;margin:0;padding:0;">
<table width="100%" bgcolor="#fafafa" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#333;">
<tr><td style="padding:24px 0 12px 0;"><img src="https://mail.payslate.eu/img/payslate-logo.png" width="110" height="28" alt="payslate"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #e5e5e5;padding:28px;">
<p style="margin:0 0 12px 0;">Hello Sam Reader,</p>
<p style="margin:0 0 18px 0;">Your payslip for <strong>March 2025</strong> from Corvane Logistics GmbH is now available in Payslate.</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;margin-bottom:18px;">
<tr><td style="color:#999;">Pay date</td><td>31.03.2025</td></tr>
<tr><td style="color:#999;">Employee no.</td><td>100734</td></tr>
<tr><td style="color:#999;">Cost centre</td><td>HH-OPS-210</td></tr>
</table>
<p style="margin:0 0 18px 0;color:#666;">For your privacy we don't include amounts in email.</p>
<a href="https://app.payslate.eu/my/payslips" style="background:#5b3cc4;color:#fff;padding:10px 20px;text-decoration:none;border-radius:3px;display:inline-block;">Open my payslips</a>
<p style="margin:22px 0 0 0;color:#666;">Questions about your pay? Contact <a href="mailto:payroll@corvane.com" style="color:#5b3cc4;">payroll@corvane.com</a>.</p>
</td></tr>
<tr><td style="padding:14px 0;font-size:10px;color:#aaa;">Payslate GmbH &middot; Schwanthalerstra&szlig;e 73 &middot; 80336 M&uuml;nchen &middot; HRB 251177 &middot; <a href="https://payslate.eu/datenschutz" style="color:#aaa;">Datenschutz</a> &middot; <a href="https://payslate.eu/impressum" style="color:#aaa;">Impressum</a></td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  {
    family: "payslate",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "402817",
    link: null,
    from: "Payslate <security@payslate.eu>",
    to: TO,
    subject: "Payslate security code",
    date: date("2025-03-27 07:52:40", "+0100"),
    enc: "qp",
    text: `Hello Sam Reader,

To open your documents, enter this security code in Payslate:

4 0 2 8 1 7

The code is valid for 5 minutes.

If you did not try to sign in, someone may know your password. Change it
in Payslate under Profile > Security and inform payroll@corvane.com.

Payslate GmbH · Schwanthalerstraße 73 · 80336 München
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="background:#fafafa;margin:0;padding:0;">
<table width="100%" bgcolor="#fafafa" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#333;">
<tr><td style="padding:24px 0 12px 0;"><img src="https://mail.payslate.eu/img/payslate-logo.png" width="110" height="28" alt="payslate"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #e5e5e5;padding:28px;">
<p style="margin:0 0 12px 0;">Hello Sam Reader,</p>
<p style="margin:0 0 18px 0;">To open your documents, enter this security code in Payslate:</p>
<table cellpadding="0" cellspacing="6" border="0" align="center" style="margin:0 auto 18px auto;"><tr>
<td width="40" height="52" align="center" style="border:1px solid #cfc6ef;background:#f4f1fd;font:bold 26px Verdana,sans-serif;color:#2b1b6b;">4</td>
<td width="40" height="52" align="center" style="border:1px solid #cfc6ef;background:#f4f1fd;font:bold 26px Verdana,sans-serif;color:#2b1b6b;">0</td>
<td width="40" height="52" align="center" style="border:1px solid #cfc6ef;background:#f4f1fd;font:bold 26px Verdana,sans-serif;color:#2b1b6b;">2</td>
<td width="40" height="52" align="center" style="border:1px solid #cfc6ef;background:#f4f1fd;font:bold 26px Verdana,sans-serif;color:#2b1b6b;">8</td>
<td width="40" height="52" align="center" style="border:1px solid #cfc6ef;background:#f4f1fd;font:bold 26px Verdana,sans-serif;color:#2b1b6b;">1</td>
<td width="40" height="52" align="center" style="border:1px solid #cfc6ef;background:#f4f1fd;font:bold 26px Verdana,sans-serif;color:#2b1b6b;">7</td>
</tr></table>
<p style="margin:0 0 12px 0;text-align:center;color:#666;">The code is valid for 5 minutes.</p>
<p style="margin:18px 0 0 0;color:#666;font-size:12px;">If you did not try to sign in, someone may know your password. Change it in Payslate under Profile &gt; Security and inform <a href="mailto:payroll@corvane.com" style="color:#5b3cc4;">payroll@corvane.com</a>.</p>
</td></tr>
<tr><td style="padding:14px 0;font-size:10px;color:#aaa;">Payslate GmbH &middot; Schwanthalerstra&szlig;e 73 &middot; 80336 M&uuml;nchen &middot; HRB 251177 &middot; <a href="https://payslate.eu/datenschutz" style="color:#aaa;">Datenschutz</a></td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
];

// ------------------------------------------------------------------ Expensa (expenses)

function expensa(body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background-color:#f2f4f3;">
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#f2f4f3"><tr><td align="center" style="padding:20px 10px;">
<table border="0" cellpadding="0" cellspacing="0" width="580" bgcolor="#ffffff" style="border-top:4px solid #ff6a3d;">
<tr><td style="padding:20px 30px 0 30px;"><img src="https://assets.expensa.com/mail/v3/logo.png" alt="Expensa" width="104" height="26" border="0" /></td></tr>
<tr><td style="padding:20px 30px 26px 30px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#2d2d2d;">
${body}
</td></tr>
<tr><td style="padding:16px 30px;background-color:#fafafa;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#9a9a9a;">
Get the app: <a href="https://apps.apple.com/app/expensa/id1440216803"><img src="https://assets.expensa.com/mail/badges/app-store.png" alt="Download on the App Store" height="28" border="0" style="vertical-align:middle;" /></a> <a href="https://play.google.com/store/apps/details?id=com.expensa.mobile"><img src="https://assets.expensa.com/mail/badges/google-play.png" alt="Get it on Google Play" height="28" border="0" style="vertical-align:middle;" /></a><br /><br />
Expensa SAS &middot; 18 rue de la R&eacute;publique &middot; 69002 Lyon &middot; France<br />
<a href="https://corvane.expensa.com/settings/notifications" style="color:#9a9a9a;">Email preferences</a> &middot; <a href="https://www.expensa.com/privacy" style="color:#9a9a9a;">Privacy</a> &middot; <a href="https://help.expensa.com" style="color:#9a9a9a;">Help centre</a>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const expensa_mails: Mail[] = [
  {
    family: "expensa",
    group: "negative",
    lang: "en",
    kind: "report-approved",
    code: null,
    link: null,
    from: "Expensa <no-reply@expensa.com>",
    to: TO,
    subject: 'Report ER-20417 "Lyon carrier visit" was approved',
    date: date("2025-03-19 16:12:09", "+0100"),
    enc: "qp",
    text: `Your expense report was approved

Report:     ER-20417 - Lyon carrier visit
Approved by: Ines Kowalczyk (step 1 of 2), Finance team (step 2 of 2)
Total:      EUR 412.80 (6 expenses)
Payment:    with the April payroll run (est. 30.04.2025)

  11.03.2025  Deutsche Bahn / SNCF          EUR 189.40
  11.03.2025  Taxi Lyon Part-Dieu           EUR  23.10
  11.03.2025  Hotel Le Confluent            EUR 124.00
  12.03.2025  Lunch with Transalpes (3 pax) EUR  58.30
  12.03.2025  Parking Lyon Saint-Exupery    EUR  12.00
  12.03.2025  Per diem adjustment           EUR   6.00

See the report: https://corvane.expensa.com/reports/ER-20417

Expensa SAS, 18 rue de la Republique, 69002 Lyon, France
`,
    html: expensa(
      `<h1 style="margin:0 0 14px 0;font-size:20px;line-height:26px;color:#2d2d2d;">Your expense report was approved &#9989;</h1>
<p style="margin:0 0 16px 0;"><strong>ER-20417 &middot; Lyon carrier visit</strong><br />Approved by Ines Kowalczyk (step 1 of 2) and the Finance team (step 2 of 2).</p>
<table border="0" cellpadding="6" cellspacing="0" width="100%" style="font-family:Arial,sans-serif;font-size:13px;border-collapse:collapse;">
<tr style="background:#f6f6f6;"><td style="color:#777;">Date</td><td style="color:#777;">Merchant</td><td align="right" style="color:#777;">Amount</td></tr>
<tr><td>11.03.2025</td><td>Deutsche Bahn / SNCF</td><td align="right">&euro;189.40</td></tr>
<tr><td>11.03.2025</td><td>Taxi Lyon Part-Dieu</td><td align="right">&euro;23.10</td></tr>
<tr><td>11.03.2025</td><td>Hotel Le Confluent</td><td align="right">&euro;124.00</td></tr>
<tr><td>12.03.2025</td><td>Lunch with Transalpes (3 pax)</td><td align="right">&euro;58.30</td></tr>
<tr><td>12.03.2025</td><td>Parking Lyon Saint-Exup&eacute;ry</td><td align="right">&euro;12.00</td></tr>
<tr><td>12.03.2025</td><td>Per diem adjustment</td><td align="right">&euro;6.00</td></tr>
<tr style="border-top:1px solid #ddd;"><td colspan="2"><strong>Total</strong></td><td align="right"><strong>&euro;412.80</strong></td></tr>
</table>
<p style="margin:16px 0;">Reimbursement will be paid with the April payroll run (est. 30.04.2025).</p>
<p style="margin:0;"><a href="https://corvane.expensa.com/reports/ER-20417" style="color:#ff6a3d;font-weight:bold;">See the report</a></p>`,
    ),
  },
  {
    family: "expensa",
    group: "negative",
    lang: "en",
    kind: "receipt-reminder",
    code: null,
    link: null,
    from: "Expensa <no-reply@expensa.com>",
    to: TO,
    subject: "3 card transactions are missing receipts",
    date: date("2025-04-02 08:00:31", "+0200"),
    text: `Hi Sam,

These transactions on your Corvane company card (Visa •••• 4821) still need a receipt.
Company policy asks for receipts within 30 days of purchase.

  24.03.2025  LUFTHANSA 220 2417736015        EUR 246.18
  26.03.2025  HOTEL AM STADTPARK HANNOVER      EUR 131.00
  27.03.2025  UBER *TRIP                       EUR  18.74

Snap a photo in the Expensa app or forward the receipt to receipts@expensa.com
from sam.reader@corvane.com and we'll match it.

Open your transactions: https://corvane.expensa.com/cards/transactions?filter=missing_receipt

Expensa SAS, 18 rue de la Republique, 69002 Lyon, France
`,
    html: expensa(`<p style="margin:0 0 14px 0;">Hi Sam,</p>
<p style="margin:0 0 16px 0;">These transactions on your Corvane company card (Visa &bull;&bull;&bull;&bull; 4821) still need a receipt. Company policy asks for receipts within 30 days of purchase.</p>
<table border="0" cellpadding="8" cellspacing="0" width="100%" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #eee;">
<tr><td>24.03.2025</td><td>LUFTHANSA 220 2417736015</td><td align="right">&euro;246.18</td></tr>
<tr bgcolor="#fafafa"><td>26.03.2025</td><td>HOTEL AM STADTPARK HANNOVER</td><td align="right">&euro;131.00</td></tr>
<tr><td>27.03.2025</td><td>UBER *TRIP</td><td align="right">&euro;18.74</td></tr>
</table>
<p style="margin:16px 0;">Snap a photo in the Expensa app or forward the receipt to <a href="mailto:receipts@expensa.com" style="color:#ff6a3d;">receipts@expensa.com</a> from sam.reader@corvane.com and we'll match it.</p>
<table border="0" cellpadding="0" cellspacing="0"><tr><td bgcolor="#ff6a3d" style="border-radius:3px;"><a href="https://corvane.expensa.com/cards/transactions?filter=missing_receipt" style="display:inline-block;padding:10px 22px;font-family:Arial,sans-serif;font-size:14px;color:#ffffff;text-decoration:none;font-weight:bold;">Add receipts</a></td></tr></table>`),
  },
  {
    family: "expensa",
    group: "negative",
    lang: "fr",
    kind: "reimbursement",
    code: null,
    link: null,
    from: "Expensa <no-reply@expensa.com>",
    to: TO,
    subject: "Votre note de frais ER-20583 a été remboursée",
    date: date("2025-04-30 12:41:55", "+0200"),
    enc: "b64",
    text: `Bonjour Sam,

Le remboursement de votre note de frais a été effectué.

Note de frais : ER-20583 – Salon SITL Paris
Montant remboursé : 287,45 €
Virement sur le compte : DE•• •••• •••• •••• 3390
Date de valeur : 30/04/2025

Le virement peut mettre 1 à 2 jours ouvrés à apparaître sur votre relevé.

Voir le détail : https://corvane.expensa.com/reports/ER-20583

Expensa SAS – 18 rue de la République – 69002 Lyon
`,
    html: expensa(`<p style="margin:0 0 14px 0;">Bonjour Sam,</p>
<p style="margin:0 0 16px 0;">Le remboursement de votre note de frais a été effectué.</p>
<table border="0" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;">
<tr><td style="color:#888;">Note de frais</td><td>ER-20583 &ndash; Salon SITL Paris</td></tr>
<tr><td style="color:#888;">Montant remboursé</td><td><strong>287,45&nbsp;&euro;</strong></td></tr>
<tr><td style="color:#888;">Compte</td><td>DE&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; 3390</td></tr>
<tr><td style="color:#888;">Date de valeur</td><td>30/04/2025</td></tr>
</table>
<p style="margin:16px 0;color:#666;">Le virement peut mettre 1 à 2 jours ouvrés à apparaître sur votre relevé.</p>
<p style="margin:0;"><a href="https://corvane.expensa.com/reports/ER-20583" style="color:#ff6a3d;font-weight:bold;">Voir le détail</a></p>`),
  },
];

// ------------------------------------------------------------------ Waymark (business travel)

const waymark_mails: Mail[] = [
  {
    family: "waymark-travel",
    group: "negative",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Waymark Business Travel <trips@waymark.travel>",
    to: TO,
    subject: "Booked: Hamburg → Lyon, 11 Mar 2025 (ref. QX7T2M)",
    date: date("2025-03-04 15:27:48", "+0100"),
    enc: "qp",
    headers: [["X-Waymark-Trip", "TRP-3301847"]],
    text: `Your trip is booked

Trip:          Lyon carrier visit (TRP-3301847)
Traveller:     Sam Reader
Booking ref.:  QX7T2M
E-ticket:      220-2417736015
Policy:        In policy - approved automatically

FLIGHT  LH 1078  Tue 11 Mar 2025
  Hamburg (HAM) 07:05  ->  Frankfurt (FRA) 08:10
  LH 1076          Frankfurt (FRA) 09:20  ->  Lyon (LYS) 10:35
  Economy Light, seat 17C / 21A

HOTEL  Hotel Le Confluent, 11-12 Mar (1 night)
  14 cours Charlemagne, 69002 Lyon - +33 4 72 41 20 20
  Confirmation no. 88127604, breakfast included

RAIL  TGV INOUI 6614  Wed 12 Mar 2025
  Lyon Part-Dieu 16:04 -> Paris Gare de Lyon 18:00, coach 14 seat 63

Total charged to Corvane: EUR 593.58

Manage this trip: https://app.waymark.travel/trips/TRP-3301847
24/7 travel support: +44 20 3318 7040

Waymark Travel Ltd, 10 Bloomsbury Way, London WC1A 2SL
`,
    html: `<html><head><meta charset="utf-8"><style>td{font-family:Georgia,'Times New Roman',serif}</style></head>
<body style="margin:0;background:#ecebe7;">
<div style="display:none;">Booking ref. QX7T2M &middot; LH 1078 on Tue 11 Mar &middot; Hotel Le Confluent</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#ecebe7"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td bgcolor="#14213d" style="padding:20px 28px;color:#fca311;font-size:20px;letter-spacing:2px;">WAYMARK<span style="color:#ffffff;font-size:12px;letter-spacing:0;"> &nbsp;Business Travel</span></td></tr>
<tr><td style="padding:26px 28px 6px 28px;">
<p style="margin:0;font-size:24px;color:#14213d;">Your trip is booked</p>
<p style="margin:6px 0 0 0;font-size:14px;color:#666;">Lyon carrier visit &middot; TRP-3301847 &middot; In policy, approved automatically</p>
</td></tr>
<tr><td style="padding:14px 28px;">
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e5e5e5;font-size:14px;">
<tr><td style="color:#999;">Traveller</td><td>Sam Reader</td><td style="color:#999;">Booking ref.</td><td><strong>QX7T2M</strong></td></tr>
<tr><td style="color:#999;">E-ticket</td><td colspan="3">220-2417736015</td></tr>
</table>
</td></tr>
<tr><td style="padding:6px 28px;">
<p style="margin:10px 0 4px 0;font-size:12px;color:#fca311;letter-spacing:1px;">&#9992; FLIGHT &middot; TUE 11 MAR 2025</p>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td width="80"><strong>LH 1078</strong></td><td>Hamburg (HAM) 07:05 &rarr; Frankfurt (FRA) 08:10</td><td align="right">seat 17C</td></tr>
<tr><td><strong>LH 1076</strong></td><td>Frankfurt (FRA) 09:20 &rarr; Lyon (LYS) 10:35</td><td align="right">seat 21A</td></tr>
</table>
<p style="margin:14px 0 4px 0;font-size:12px;color:#fca311;letter-spacing:1px;">&#127976; HOTEL &middot; 11&ndash;12 MAR (1 NIGHT)</p>
<p style="margin:0;font-size:14px;">Hotel Le Confluent, 14 cours Charlemagne, 69002 Lyon &middot; +33 4 72 41 20 20<br>Confirmation no. 88127604 &middot; breakfast included</p>
<p style="margin:14px 0 4px 0;font-size:12px;color:#fca311;letter-spacing:1px;">&#128646; RAIL &middot; WED 12 MAR 2025</p>
<p style="margin:0;font-size:14px;">TGV INOUI 6614 &middot; Lyon Part-Dieu 16:04 &rarr; Paris Gare de Lyon 18:00 &middot; coach 14, seat 63</p>
</td></tr>
<tr><td style="padding:18px 28px;font-size:15px;">Total charged to Corvane: <strong>&euro;593.58</strong></td></tr>
<tr><td style="padding:0 28px 24px 28px;"><a href="https://app.waymark.travel/trips/TRP-3301847" style="background:#14213d;color:#ffffff;padding:11px 22px;font-family:Arial,sans-serif;font-size:14px;text-decoration:none;display:inline-block;">Manage this trip</a></td></tr>
<tr><td style="padding:16px 28px;background:#f7f7f5;font-family:Arial,sans-serif;font-size:11px;color:#888;">24/7 travel support: +44 20 3318 7040<br>Waymark Travel Ltd &middot; 10 Bloomsbury Way &middot; London WC1A 2SL &middot; ABTA P7781 &middot; <a href="https://waymark.travel/legal/privacy" style="color:#888;">Privacy</a></td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  {
    family: "waymark-travel",
    group: "negative",
    lang: "en",
    kind: "trip-approved",
    code: null,
    link: null,
    from: "Waymark Business Travel <trips@waymark.travel>",
    to: TO,
    subject: "Approved: your trip to Valencia (6–8 May)",
    date: date("2025-04-16 10:03:27", "+0200"),
    text: `Hi Sam,

Ines Kowalczyk approved your trip request. We've issued your tickets.

Trip:         Valencia warehouse review (TRP-3318220)
Dates:        Tue 6 May - Thu 8 May 2025
Flight:       VY 1869 Hamburg 06:25 -> Barcelona 08:55, VY 1432 Barcelona 10:05 -> Valencia 11:00
Return:       FR 2671 Valencia 18:40 -> Hamburg 21:35 (8 May)
Hotel:        Hotel Puerta del Mar, 2 nights - confirmation 5730-19984
Cost centre:  HH-OPS-210
Estimated:    EUR 784.20

Your itinerary is in the Waymark app and in your calendar.

Waymark Travel Ltd, 10 Bloomsbury Way, London WC1A 2SL
24/7 travel support: +44 20 3318 7040
`,
    html: null,
  },
  {
    family: "waymark-travel",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: "https://app.waymark.travel/auth/magic?token=wm_ml_4f0c2d9a7be14c33a1e2&email=sam.reader%40corvane.com",
    from: "Waymark Business Travel <no-reply@waymark.travel>",
    to: TO,
    subject: "Your sign-in link for Waymark",
    date: date("2025-04-15 21:18:06", "+0200"),
    enc: "qp",
    text: `Sign in to Waymark

Click the link below to sign in as sam.reader@corvane.com. It works once
and expires in 15 minutes.

https://app.waymark.travel/auth/magic?token=wm_ml_4f0c2d9a7be14c33a1e2&email=sam.reader%40corvane.com

If you didn't ask for this, you can safely ignore it.

Waymark Travel Ltd, 10 Bloomsbury Way, London WC1A 2SL
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ecebe7;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#ecebe7"><tr><td align="center" style="padding:24px 8px;">
<table width="480" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td bgcolor="#14213d" style="padding:18px 28px;color:#fca311;font-family:Georgia,serif;font-size:18px;letter-spacing:2px;">WAYMARK</td></tr>
<tr><td style="padding:28px;font-family:Arial,sans-serif;font-size:15px;line-height:1.55;color:#222;">
<p style="margin:0 0 12px 0;font-size:22px;font-family:Georgia,serif;color:#14213d;">Sign in to Waymark</p>
<p style="margin:0 0 22px 0;">Click the button below to sign in as <strong>sam.reader@corvane.com</strong>. It works once and expires in 15 minutes.</p>
<p style="margin:0 0 22px 0;"><a href="https://app.waymark.travel/auth/magic?token=wm_ml_4f0c2d9a7be14c33a1e2&amp;email=sam.reader%40corvane.com" style="background:#fca311;color:#14213d;font-weight:bold;padding:12px 30px;text-decoration:none;display:inline-block;">Sign in</a></p>
<p style="margin:0;font-size:13px;color:#777;">If you didn't ask for this, you can safely ignore it.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f7f7f5;font-family:Arial,sans-serif;font-size:11px;color:#888;">Waymark Travel Ltd &middot; 10 Bloomsbury Way &middot; London WC1A 2SL</td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
];

// ------------------------------------------------------------------ Hotel Luisenhof (a hotel's own mail)

const luisenhof_mails: Mail[] = [
  {
    family: "hotel-luisenhof",
    group: "negative",
    lang: "de",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Hotel Luisenhof Hannover <reservierung@luisenhof-hannover.de>",
    to: TO,
    subject: "Reservierungsbestätigung Nr. 240318-117 – Hotel Luisenhof",
    date: date("2025-03-18 13:44:20", "+0100"),
    enc: "8bit",
    text: `Sehr geehrter Herr Reader,

vielen Dank für Ihre Reservierung. Gerne bestätigen wir Ihnen folgende Buchung:

Reservierungsnummer: 240318-117
Anreise:             Mi., 26.03.2025 (ab 15:00 Uhr)
Abreise:             Do., 27.03.2025 (bis 11:00 Uhr)
Zimmer:              1 Business-Einzelzimmer, Nichtraucher
Rate:                Firmenrate CORVANE inkl. Frühstück
Preis:               131,00 € pro Nacht inkl. MwSt.
Zahlung:             bei Abreise, Kreditkarte Visa •••• 4821 hinterlegt

Kostenfreie Stornierung bis 25.03.2025, 18:00 Uhr. Danach berechnen wir 90 %
des Zimmerpreises.

Parken: Tiefgarage am Haus, 19,00 € pro Tag. Vom Hauptbahnhof sind es
5 Gehminuten (Ausgang Ernst-August-Platz).

Wir freuen uns auf Ihren Besuch.

Mit freundlichen Grüßen
Marion Schäfer
Reservierung

Hotel Luisenhof Hannover
Luisenstraße 14 · 30159 Hannover
Tel. +49 511 30 44 0 · reservierung@luisenhof-hannover.de
www.luisenhof-hannover.de
`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#222;">
<p>Sehr geehrter Herr Reader,</p>
<p>vielen Dank für Ihre Reservierung. Gerne bestätigen wir Ihnen folgende Buchung:</p>
<table cellpadding="3" cellspacing="0" border="0" style="font-family:Calibri,Arial,sans-serif;font-size:11pt;">
<tr><td><b>Reservierungsnummer:</b></td><td>240318-117</td></tr>
<tr><td><b>Anreise:</b></td><td>Mi., 26.03.2025 (ab 15:00 Uhr)</td></tr>
<tr><td><b>Abreise:</b></td><td>Do., 27.03.2025 (bis 11:00 Uhr)</td></tr>
<tr><td><b>Zimmer:</b></td><td>1 Business-Einzelzimmer, Nichtraucher</td></tr>
<tr><td><b>Rate:</b></td><td>Firmenrate CORVANE inkl. Frühstück</td></tr>
<tr><td><b>Preis:</b></td><td>131,00 € pro Nacht inkl. MwSt.</td></tr>
<tr><td><b>Zahlung:</b></td><td>bei Abreise, Kreditkarte Visa •••• 4821 hinterlegt</td></tr>
</table>
<p>Kostenfreie Stornierung bis 25.03.2025, 18:00 Uhr. Danach berechnen wir 90&nbsp;% des Zimmerpreises.</p>
<p>Parken: Tiefgarage am Haus, 19,00 € pro Tag. Vom Hauptbahnhof sind es 5 Gehminuten (Ausgang Ernst-August-Platz).</p>
<p>Wir freuen uns auf Ihren Besuch.</p>
<p>Mit freundlichen Grüßen<br>Marion Schäfer<br>Reservierung</p>
<p style="color:#7a5c2e;"><img src="https://www.luisenhof-hannover.de/mail/signatur-logo.jpg" alt="Hotel Luisenhof" width="140"><br>
<b>Hotel Luisenhof Hannover</b><br>Luisenstraße 14 · 30159 Hannover<br>Tel. +49 511 30 44 0 · <a href="mailto:reservierung@luisenhof-hannover.de">reservierung@luisenhof-hannover.de</a><br><a href="https://www.luisenhof-hannover.de">www.luisenhof-hannover.de</a></p>
</body></html>`,
  },
];

// ------------------------------------------------------------------ MeetBridge (video meetings)

const ICS_SCORECARD = `BEGIN:VCALENDAR
PRODID:-//MeetBridge//Scheduler 4.2//EN
VERSION:2.0
METHOD:REQUEST
BEGIN:VEVENT
UID:mb-88420317765-20250313@meetbridge.com
DTSTART:20250313T130000Z
DTEND:20250313T140000Z
SUMMARY:Carrier scorecard review
ORGANIZER;CN=Ines Kowalczyk:mailto:ines.kowalczyk@corvane.com
ATTENDEE;CN=Sam Reader;RSVP=TRUE:mailto:sam.reader@corvane.com
LOCATION:https://corvane.meetbridge.com/j/88420317765
DESCRIPTION:Meeting ID: 884 2031 7765\\nPasscode: 517203
END:VEVENT
END:VCALENDAR
`;

const meetbridge_mails: Mail[] = [
  {
    family: "meetbridge",
    group: "negative",
    lang: "en",
    kind: "meeting-invite",
    code: null,
    link: null,
    from: "Ines Kowalczyk <invites@meetbridge.com>",
    to: TO,
    subject: "Invitation: Carrier scorecard review @ Thu 13 Mar 2025 14:00 - 15:00 (CET)",
    date: date("2025-03-06 09:31:45", "+0100"),
    enc: "qp",
    attachment: ["invite.ics", "text/calendar", ICS_SCORECARD],
    text: `Ines Kowalczyk is inviting you to a scheduled MeetBridge meeting.

Topic: Carrier scorecard review
Time: Thu 13 Mar 2025 14:00 - 15:00 Amsterdam, Berlin, Rome, Stockholm, Vienna

Join MeetBridge meeting
https://corvane.meetbridge.com/j/88420317765?pwd=UkJ2cFpOc3h0bWxLd1N6QT09

Meeting ID: 884 2031 7765
Passcode: 517203

One tap mobile
+4969505021100,,88420317765#,,,,*517203# Germany
+31207941375,,88420317765#,,,,*517203# Netherlands

Dial by your location
  +49 69 5050 2110 Germany
  +31 20 794 1375 Netherlands
  +33 1 7037 2246 France
Find your local number: https://corvane.meetbridge.com/u/abCdEf12

Agenda
1. Q1 on-time delivery per carrier (Tomas)
2. Damage claims - Transalpes, Nordkurier
3. Scorecard weights for 2025 H2

Accept, decline or propose a new time in your calendar.
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Segoe UI,Arial,sans-serif;font-size:14px;color:#232333;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #e4e4ec;">
<tr><td style="padding:16px 22px;border-bottom:1px solid #e4e4ec;"><img src="https://st.meetbridge.com/email/mb-logo-blue.png" alt="MeetBridge" width="128" height="28"></td></tr>
<tr><td style="padding:22px;">
<p style="margin:0 0 6px 0;font-size:13px;color:#747487;">Ines Kowalczyk is inviting you to a scheduled MeetBridge meeting.</p>
<p style="margin:0 0 4px 0;font-size:20px;font-weight:600;">Carrier scorecard review</p>
<p style="margin:0 0 18px 0;color:#555;">Thu 13 Mar 2025 &middot; 14:00 &ndash; 15:00 (CET)</p>
<table cellpadding="0" cellspacing="0"><tr><td bgcolor="#0e72ed" style="border-radius:8px;"><a href="https://corvane.meetbridge.com/j/88420317765?pwd=UkJ2cFpOc3h0bWxLd1N6QT09" style="display:inline-block;padding:10px 24px;color:#fff;text-decoration:none;font-weight:600;">Join meeting</a></td></tr></table>
<table cellpadding="4" cellspacing="0" style="margin:18px 0;font-size:14px;">
<tr><td style="color:#747487;">Meeting ID</td><td>884 2031 7765</td></tr>
<tr><td style="color:#747487;">Passcode</td><td>517203</td></tr>
</table>
<p style="margin:0 0 4px 0;font-weight:600;">Dial by your location</p>
<p style="margin:0 0 16px 0;color:#555;">+49 69 5050 2110 Germany<br>+31 20 794 1375 Netherlands<br>+33 1 7037 2246 France<br><a href="https://corvane.meetbridge.com/u/abCdEf12" style="color:#0e72ed;">Find your local number</a></p>
<p style="margin:0 0 4px 0;font-weight:600;">Agenda</p>
<ol style="margin:0;padding-left:20px;color:#333;"><li>Q1 on-time delivery per carrier (Tom&aacute;s)</li><li>Damage claims &ndash; Transalpes, Nordkurier</li><li>Scorecard weights for 2025 H2</li></ol>
</td></tr>
<tr><td style="padding:14px 22px;background:#f7f7fa;font-size:11px;color:#909096;">MeetBridge Communications B.V. &middot; Stationsplein 45 &middot; 3013 AK Rotterdam &middot; <a href="https://meetbridge.com/privacy" style="color:#909096;">Privacy</a></td></tr>
</table>
</td></tr></table></body></html>`,
  },
  {
    family: "meetbridge",
    group: "negative",
    lang: "es",
    kind: "meeting-invite",
    code: null,
    link: null,
    from: "Lucía Ferrer <invites@meetbridge.com>",
    to: TO,
    subject: "Invitación: Revisión trimestral de proveedores – Valencia",
    date: date("2025-03-28 12:08:19", "+0100"),
    enc: "8bit",
    text: `Lucía Ferrer le está invitando a una reunión programada de MeetBridge.

Tema: Revisión trimestral de proveedores – Valencia
Hora: 3 abr 2025 10:00 Madrid

Unirse a la reunión de MeetBridge
https://corvane.meetbridge.com/j/91355408261?pwd=bHZ3WmlnaWZ0a2xHT2Q4Zz09

ID de reunión: 913 5540 8261
Código de acceso: 44kT9q

Marcar según su ubicación
  +34 91 198 0764 España
  +49 69 5050 2110 Alemania

Orden del día: tarifas de transporte refrigerado, penalizaciones por retraso
en Ribarroja y renovación del contrato con Frioexpress (vence el 30/06/2025).
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Segoe UI,Arial,sans-serif;font-size:14px;color:#232333;">
<p>Lucía Ferrer le está invitando a una reunión programada de MeetBridge.</p>
<p><b>Tema:</b> Revisión trimestral de proveedores – Valencia<br><b>Hora:</b> 3 abr 2025 10:00 Madrid</p>
<p><a href="https://corvane.meetbridge.com/j/91355408261?pwd=bHZ3WmlnaWZ0a2xHT2Q4Zz09">Unirse a la reunión de MeetBridge</a></p>
<p>ID de reunión: 913 5540 8261<br>Código de acceso: 44kT9q</p>
<p><b>Marcar según su ubicación</b><br>+34 91 198 0764 España<br>+49 69 5050 2110 Alemania</p>
<p>Orden del día: tarifas de transporte refrigerado, penalizaciones por retraso en Ribarroja y renovación del contrato con Frioexpress (vence el 30/06/2025).</p>
</body></html>`,
  },
  {
    family: "meetbridge",
    group: "negative",
    lang: "en",
    kind: "recording-ready",
    code: null,
    link: null,
    from: "MeetBridge <no-reply@meetbridge.com>",
    to: TO,
    subject: "Cloud recording - Carrier scorecard review is now available",
    date: date("2025-03-13 15:22:04", "+0100"),
    text: `Hi Sam Reader,

Your cloud recording is now available.

Carrier scorecard review
Date: Mar 13, 2025 01:58 PM Amsterdam, Berlin
Duration: 57 min 12 s

Share recording with viewers:
https://corvane.meetbridge.com/rec/share/Xk2dP0aZQ8y1v-c7mKJh_rT.4s9aLqWnB8eP
Passcode: x#7Lq2!m

Audio transcript and chat are included. Recordings are kept for 90 days
under your account's retention policy, then deleted on Jun 11, 2025.

Thank you for choosing MeetBridge.
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;font-family:Segoe UI,Arial,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #e4e4ec;margin-top:20px;">
<tr><td style="padding:16px 22px;border-bottom:1px solid #e4e4ec;"><img src="https://st.meetbridge.com/email/mb-logo-blue.png" alt="MeetBridge" width="128" height="28"></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#232333;line-height:1.6;">
<p style="margin:0 0 12px 0;">Hi Sam Reader,</p>
<p style="margin:0 0 12px 0;">Your cloud recording is now available.</p>
<p style="margin:0 0 12px 0;"><b>Carrier scorecard review</b><br>Date: Mar 13, 2025 01:58 PM Amsterdam, Berlin<br>Duration: 57 min 12 s</p>
<p style="margin:0 0 4px 0;">Share recording with viewers:</p>
<p style="margin:0 0 4px 0;"><a href="https://corvane.meetbridge.com/rec/share/Xk2dP0aZQ8y1v-c7mKJh_rT.4s9aLqWnB8eP" style="color:#0e72ed;">https://corvane.meetbridge.com/rec/share/Xk2dP0aZQ8y1v-c7mKJh_rT.4s9aLqWnB8eP</a></p>
<p style="margin:0 0 14px 0;">Passcode: x#7Lq2!m</p>
<p style="margin:0;color:#747487;font-size:13px;">Audio transcript and chat are included. Recordings are kept for 90 days under your account's retention policy, then deleted on Jun 11, 2025.</p>
</td></tr>
<tr><td style="padding:14px 22px;background:#f7f7fa;font-size:11px;color:#909096;">MeetBridge Communications B.V. &middot; Stationsplein 45 &middot; 3013 AK Rotterdam</td></tr>
</table></body></html>`,
  },
  {
    family: "meetbridge",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "309551",
    link: null,
    from: "MeetBridge <no-reply@meetbridge.com>",
    to: TO,
    subject: "MeetBridge sign-in verification",
    date: date("2025-04-24 07:58:33", "+0200"),
    text: `Hello,

We received a sign-in request for sam.reader@corvane.com from a new device
(MeetBridge desktop app 6.3.1, macOS).

Your verification code is: 309551

It expires in 10 minutes. If you didn't request it, you can ignore this message;
your account is safe.

MeetBridge Communications B.V., Stationsplein 45, 3013 AK Rotterdam
https://meetbridge.com/privacy
`,
    html: null,
  },
];

// ------------------------------------------------------------------ Agendo (the company calendar)

const agendo_mails: Mail[] = [
  {
    family: "agendo-calendar",
    group: "negative",
    lang: "de",
    kind: "meeting-invite",
    code: null,
    link: null,
    from: "Jonas Weber (Agendo) <calendar-noreply@agendo.cloud>",
    to: TO,
    subject: "Einladung: Vorbesprechung Lieferantenaudit Bremen – Di. 18. März 2025 10:30–11:15",
    date: date("2025-03-14 16:55:02", "+0100"),
    enc: "qp",
    text: `Jonas Weber hat Sie zu einem Termin eingeladen.

Vorbesprechung Lieferantenaudit Bremen
Dienstag, 18. März 2025 · 10:30–11:15 (Mitteleuropäische Normalzeit – Berlin)

Ort: Raum Elbe (3. OG), Hamburg · und online über MeetBridge
https://corvane.meetbridge.com/j/67102954433?pwd=Tm9yZGt1cmllcjIwMjU
Meeting-ID: 671 0295 4433 · Kenncode: 902184

Teilnehmer
  Jonas Weber – Organisator
  Sam Reader
  Tomás Aguilar
  Petra Lindqvist (optional)

Beschreibung
Bitte die Checkliste aus dem letzten Audit (Ordner "Audits 2024") vorher durchsehen.

Zusagen: https://agendo.cloud/event/r?eid=ev_5kq2m&rsvp=yes
Vielleicht: https://agendo.cloud/event/r?eid=ev_5kq2m&rsvp=maybe
Absagen: https://agendo.cloud/event/r?eid=ev_5kq2m&rsvp=no

Einladung von Agendo Kalender. Sie erhalten diese E-Mail, weil Sie Teilnehmer des Termins sind.
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;">
<div style="font-family:Roboto,Arial,sans-serif;max-width:560px;margin:0 auto;border:1px solid #dadce0;border-radius:8px;padding:24px;">
<div style="font-size:12px;color:#70757a;margin-bottom:10px;">Jonas Weber hat Sie zu einem Termin eingeladen.</div>
<div style="font-size:22px;color:#3c4043;margin-bottom:12px;">Vorbesprechung Lieferantenaudit Bremen</div>
<table cellpadding="0" cellspacing="0" style="font-size:14px;color:#3c4043;">
<tr><td style="width:90px;color:#70757a;padding:4px 0;vertical-align:top;">Wann</td><td style="padding:4px 0;">Dienstag, 18. März 2025 &middot; 10:30&ndash;11:15<br><span style="color:#70757a;">Mitteleuropäische Normalzeit &ndash; Berlin</span></td></tr>
<tr><td style="color:#70757a;padding:4px 0;vertical-align:top;">Ort</td><td style="padding:4px 0;">Raum Elbe (3. OG), Hamburg</td></tr>
<tr><td style="color:#70757a;padding:4px 0;vertical-align:top;">Online</td><td style="padding:4px 0;"><a href="https://corvane.meetbridge.com/j/67102954433?pwd=Tm9yZGt1cmllcjIwMjU" style="color:#1a73e8;">An MeetBridge-Besprechung teilnehmen</a><br>Meeting-ID: 671 0295 4433 &middot; Kenncode: 902184</td></tr>
<tr><td style="color:#70757a;padding:4px 0;vertical-align:top;">Teilnehmer</td><td style="padding:4px 0;">Jonas Weber &ndash; Organisator<br>Sam Reader<br>Tomás Aguilar<br>Petra Lindqvist (optional)</td></tr>
</table>
<p style="font-size:14px;color:#3c4043;">Bitte die Checkliste aus dem letzten Audit (Ordner &bdquo;Audits 2024&ldquo;) vorher durchsehen.</p>
<table cellpadding="0" cellspacing="0" style="margin-top:14px;"><tr>
<td style="padding-right:8px;font-size:13px;color:#70757a;">Teilnehmen?</td>
<td style="padding-right:6px;"><a href="https://agendo.cloud/event/r?eid=ev_5kq2m&amp;rsvp=yes" style="border:1px solid #dadce0;border-radius:4px;padding:6px 14px;color:#1a73e8;text-decoration:none;font-size:13px;">Ja</a></td>
<td style="padding-right:6px;"><a href="https://agendo.cloud/event/r?eid=ev_5kq2m&amp;rsvp=maybe" style="border:1px solid #dadce0;border-radius:4px;padding:6px 14px;color:#1a73e8;text-decoration:none;font-size:13px;">Vielleicht</a></td>
<td><a href="https://agendo.cloud/event/r?eid=ev_5kq2m&amp;rsvp=no" style="border:1px solid #dadce0;border-radius:4px;padding:6px 14px;color:#1a73e8;text-decoration:none;font-size:13px;">Nein</a></td>
</tr></table>
<div style="font-size:11px;color:#70757a;margin-top:22px;border-top:1px solid #dadce0;padding-top:12px;">Einladung von Agendo Kalender. Sie erhalten diese E-Mail, weil Sie Teilnehmer des Termins sind.</div>
</div></body></html>`,
  },
  {
    family: "agendo-calendar",
    group: "negative",
    lang: "nl",
    kind: "meeting-updated",
    code: null,
    link: null,
    from: "Petra Lindqvist (Agendo) <calendar-noreply@agendo.cloud>",
    to: TO,
    subject: "Bijgewerkte uitnodiging: Sprintreview WMS-koppeling – wo 9 apr 2025 15:00–16:00",
    date: date("2025-04-03 11:12:47", "+0200"),
    enc: "b64",
    text: `Deze afspraak is gewijzigd: nieuwe tijd en nieuwe ruimte.

Sprintreview WMS-koppeling
woensdag 9 april 2025 · 15:00–16:00 (was 14:00–15:00)
Ruimte Maas (5e verdieping), Weena 690, Rotterdam

Online deelnemen via MeetBridge
https://corvane.meetbridge.com/j/70388125590
Vergadering-ID: 703 8812 5590 · Toegangscode: 318806

Organisator: Petra Lindqvist
Deelnemers: Sam Reader, Jonas Weber, Daan Verhoeven, team Integraties

Demo van de nieuwe EDI-berichten naar Frioexpress en de foutafhandeling bij
ontbrekende pallet-ID's.

Agenda bekijken: https://agendo.cloud/event/view?eid=ev_9pd7x
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;">
<div style="font-family:Roboto,Arial,sans-serif;max-width:560px;margin:0 auto;border:1px solid #dadce0;border-radius:8px;padding:24px;">
<div style="font-size:12px;color:#b06000;background:#fef7e0;padding:6px 10px;border-radius:4px;margin-bottom:12px;">Deze afspraak is gewijzigd: nieuwe tijd en nieuwe ruimte.</div>
<div style="font-size:22px;color:#3c4043;margin-bottom:12px;">Sprintreview WMS-koppeling</div>
<table cellpadding="0" cellspacing="0" style="font-size:14px;color:#3c4043;">
<tr><td style="width:110px;color:#70757a;padding:4px 0;vertical-align:top;">Wanneer</td><td style="padding:4px 0;">woensdag 9 april 2025 &middot; 15:00&ndash;16:00<br><s style="color:#70757a;">14:00&ndash;15:00</s></td></tr>
<tr><td style="color:#70757a;padding:4px 0;vertical-align:top;">Waar</td><td style="padding:4px 0;">Ruimte Maas (5e verdieping), Weena 690, Rotterdam</td></tr>
<tr><td style="color:#70757a;padding:4px 0;vertical-align:top;">Online</td><td style="padding:4px 0;"><a href="https://corvane.meetbridge.com/j/70388125590" style="color:#1a73e8;">Deelnemen via MeetBridge</a><br>Vergadering-ID: 703 8812 5590 &middot; Toegangscode: 318806</td></tr>
<tr><td style="color:#70757a;padding:4px 0;vertical-align:top;">Organisator</td><td style="padding:4px 0;">Petra Lindqvist</td></tr>
<tr><td style="color:#70757a;padding:4px 0;vertical-align:top;">Deelnemers</td><td style="padding:4px 0;">Sam Reader, Jonas Weber, Daan Verhoeven, team Integraties</td></tr>
</table>
<p style="font-size:14px;color:#3c4043;">Demo van de nieuwe EDI-berichten naar Frioexpress en de foutafhandeling bij ontbrekende pallet-ID's.</p>
<p><a href="https://agendo.cloud/event/view?eid=ev_9pd7x" style="color:#1a73e8;font-size:14px;">Agenda bekijken</a></p>
</div></body></html>`,
  },
];

// ------------------------------------------------------------------ Sealpoint (e-signature)

const PDF_AGREEMENT = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj
4 0 obj << /Length 88 >> stream
BT /F1 12 Tf 60 780 Td (Supplier Framework Agreement 2025 - Corvane / Brightquay Freight) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const sealpoint_mails: Mail[] = [
  {
    family: "sealpoint-sign",
    group: "consumer",
    lang: "en",
    kind: "access-code",
    code: "629174",
    link: null,
    from: "Sealpoint <verify@sealpoint.io>",
    to: TO,
    subject: "Your Sealpoint verification code",
    date: date("2025-03-20 10:14:58", "+0100"),
    enc: "qp",
    text: `Verify your email to open the document

You're opening "Supplier Framework Agreement 2025 - Corvane / Brightquay Freight",
sent by Mark Tennant (Brightquay Freight Ltd). The sender asked Sealpoint to
confirm your email address first.

Your verification code: 629174

Enter it in the browser window where you opened the document. It is valid
for 15 minutes.

Envelope ID: 7C1E-44A9-B802-3F51

Sealpoint Inc. · 500 Howard Street, Suite 300 · San Francisco, CA 94105
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f5f7;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f4f5f7"><tr><td align="center" style="padding:32px 10px;">
<table width="520" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-radius:8px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;">
<tr><td style="padding:28px 36px 0 36px;"><img src="https://cdn.sealpoint.io/mail/sealpoint-wordmark.png" alt="Sealpoint" width="118"></td></tr>
<tr><td style="padding:20px 36px 8px 36px;font-size:15px;line-height:1.6;color:#2a2f3a;">
<h2 style="margin:0 0 12px 0;font-size:20px;">Verify your email to open the document</h2>
<p style="margin:0 0 16px 0;">You're opening <strong>Supplier Framework Agreement 2025 &ndash; Corvane / Brightquay Freight</strong>, sent by Mark Tennant (Brightquay Freight Ltd). The sender asked Sealpoint to confirm your email address first.</p>
<p style="margin:0 0 6px 0;font-size:13px;color:#6b7280;text-transform:uppercase;letter-spacing:1px;">Your verification code</p>
<p style="margin:0 0 16px 0;font-size:34px;font-weight:700;letter-spacing:10px;color:#0b3d91;">629174</p>
<p style="margin:0 0 16px 0;">Enter it in the browser window where you opened the document. It is valid for 15 minutes.</p>
<p style="margin:0 0 22px 0;font-size:12px;color:#9ca3af;">Envelope ID: 7C1E-44A9-B802-3F51</p>
</td></tr>
<tr><td style="padding:16px 36px;border-top:1px solid #eef0f3;font-size:11px;color:#9ca3af;">Sealpoint Inc. &middot; 500 Howard Street, Suite 300 &middot; San Francisco, CA 94105 &middot; <a href="https://sealpoint.io/legal/privacy" style="color:#9ca3af;">Privacy</a> &middot; <a href="https://support.sealpoint.io/report-abuse" style="color:#9ca3af;">Report abuse</a></td></tr>
</table>
</td></tr></table></body></html>`,
  },
  {
    family: "sealpoint-sign",
    group: "negative",
    lang: "en",
    kind: "document-completed",
    code: null,
    link: null,
    from: "Mark Tennant via Sealpoint <dse@sealpoint.io>",
    to: TO,
    subject: "Completed: Supplier Framework Agreement 2025 - Corvane / Brightquay Freight",
    date: date("2025-03-21 17:03:39", "+0000"),
    attachment: ["Supplier_Framework_Agreement_2025_signed.pdf", "application/pdf", PDF_AGREEMENT],
    text: `All parties have completed "Supplier Framework Agreement 2025 - Corvane / Brightquay Freight".

Signed by
  Mark Tennant, Brightquay Freight Ltd - 20 Mar 2025 11:02 GMT
  Sam Reader, Corvane Logistics GmbH - 20 Mar 2025 10:21 CET
  Ines Kowalczyk, Corvane Logistics GmbH - 21 Mar 2025 17:59 CET

The completed document and its certificate of completion are attached.

View in Sealpoint: https://app.sealpoint.io/envelopes/7C1E-44A9-B802-3F51

Do not share this email: the link above gives access to the document.
Sealpoint Inc., 500 Howard Street, Suite 300, San Francisco, CA 94105
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f5f7;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f4f5f7"><tr><td align="center" style="padding:32px 10px;">
<table width="560" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-radius:8px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;">
<tr><td bgcolor="#0b3d91" style="padding:26px 36px;border-radius:8px 8px 0 0;color:#ffffff;font-size:17px;text-align:center;">
<img src="https://cdn.sealpoint.io/mail/icon-complete.png" width="48" height="48" alt=""><br>Your document has been completed</td></tr>
<tr><td style="padding:22px 36px;font-size:14px;line-height:1.6;color:#2a2f3a;">
<p style="margin:0 0 14px 0;">All parties have completed <strong>Supplier Framework Agreement 2025 &ndash; Corvane / Brightquay Freight</strong>.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;color:#4b5563;">
<tr><td>Mark Tennant, Brightquay Freight Ltd</td><td>20 Mar 2025 11:02 GMT</td></tr>
<tr><td>Sam Reader, Corvane Logistics GmbH</td><td>20 Mar 2025 10:21 CET</td></tr>
<tr><td>Ines Kowalczyk, Corvane Logistics GmbH</td><td>21 Mar 2025 17:59 CET</td></tr>
</table>
<p style="margin:14px 0;">The completed document and its certificate of completion are attached.</p>
<p style="margin:0 0 8px 0;"><a href="https://app.sealpoint.io/envelopes/7C1E-44A9-B802-3F51" style="color:#0b3d91;font-weight:600;">View in Sealpoint</a></p>
</td></tr>
<tr><td style="padding:16px 36px;border-top:1px solid #eef0f3;font-size:11px;color:#9ca3af;">Do not share this email: the link above gives access to the document.<br>Sealpoint Inc. &middot; 500 Howard Street, Suite 300 &middot; San Francisco, CA 94105</td></tr>
</table>
</td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------------ Fileharbor (file sharing)

const fileharbor_mails: Mail[] = [
  {
    family: "fileharbor",
    group: "consumer",
    lang: "en",
    kind: "share-invite",
    code: null,
    link: "https://links.fileharbor.com/ls/click?upn=u001.Fh7Qp2xVcL9m-2BkZrT4s0Ww&src=share_folder&rid=f_20318842",
    from: "Marta Ruiz (via Fileharbor) <no-reply@fileharbor.com>",
    to: TO,
    subject: 'Marta Ruiz shared "Q2 Freight Tenders" with you',
    date: date("2025-03-10 13:26:11", "+0100"),
    enc: "qp",
    headers: [["Reply-To", "Marta Ruiz <marta.ruiz@corvane.com>"]],
    text: `Marta Ruiz (marta.ruiz@corvane.com) invited you to edit a folder:

  Q2 Freight Tenders
  14 files · 38.2 MB

"Hi Sam - bids from the six carriers are in the subfolders. Can you check
the fuel surcharge tables before Friday? Thanks, Marta"

Open folder:
https://links.fileharbor.com/ls/click?upn=u001.Fh7Qp2xVcL9m-2BkZrT4s0Ww&src=share_folder&rid=f_20318842

You're getting this email because Marta shared a folder with
sam.reader@corvane.com on Fileharbor.

Fileharbor, Inc. · 88 Kearny St · San Francisco, CA 94108
Get the app: https://fileharbor.com/mobile
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="font-family:'Open Sans',Arial,sans-serif;color:#1e1919;">
<tr><td style="padding-bottom:24px;"><img src="https://cfl.fileharbor.com/static/email/fh-glyph-64.png" width="36" height="36" alt="Fileharbor"></td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:18px;"><strong>Marta Ruiz</strong> (marta.ruiz@corvane.com) invited you to edit a folder</td></tr>
<tr><td style="padding-bottom:18px;">
<table width="100%" cellpadding="14" cellspacing="0" style="border:1px solid #e6e2dd;border-radius:6px;"><tr>
<td width="44"><img src="https://cfl.fileharbor.com/static/email/folder-shared.png" width="40" height="40" alt="Folder"></td>
<td style="font-size:15px;"><strong>Q2 Freight Tenders</strong><br><span style="font-size:13px;color:#6f6a66;">14 files &middot; 38.2 MB</span></td>
</tr></table>
</td></tr>
<tr><td style="font-size:14px;line-height:1.5;color:#3d3935;padding-bottom:22px;border-left:3px solid #e6e2dd;padding-left:12px;">Hi Sam &ndash; bids from the six carriers are in the subfolders. Can you check the fuel surcharge tables before Friday? Thanks, Marta</td></tr>
<tr><td style="padding-bottom:30px;"><a href="https://links.fileharbor.com/ls/click?upn=u001.Fh7Qp2xVcL9m-2BkZrT4s0Ww&amp;src=share_folder&amp;rid=f_20318842" style="background:#0061fe;color:#ffffff;font-size:15px;font-weight:600;padding:12px 24px;border-radius:4px;text-decoration:none;display:inline-block;">Open folder</a></td></tr>
<tr><td style="font-size:11px;line-height:1.6;color:#8b8682;border-top:1px solid #eee;padding-top:14px;">You're getting this email because Marta shared a folder with sam.reader@corvane.com on Fileharbor.<br>
<a href="https://links.fileharbor.com/ls/click?upn=u001.Fh7Qp2xVcL9m-2Bmobile&amp;src=share_folder" style="color:#8b8682;">Get the app</a> &middot; <a href="https://www.fileharbor.com/privacy" style="color:#8b8682;">Privacy</a><br>Fileharbor, Inc. &middot; 88 Kearny St &middot; San Francisco, CA 94108</td></tr>
</table>
</td></tr></table></body></html>`,
  },
  {
    family: "fileharbor",
    group: "negative",
    lang: "en",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Fileharbor <no-reply@fileharbor.com>",
    to: TO,
    subject: "Corvane Logistics is using 92% of its team storage",
    date: date("2025-04-09 02:14:50", "+0000"),
    text: `Your team is almost out of space

Corvane Logistics has used 4.6 TB of 5 TB (92%).

When the team runs out of space, files stop syncing for all 140 members and
nobody can upload new files until space is freed or added.

Largest folders
  Warehouse CCTV exports      1.9 TB
  Scans - Customs 2019-2023   811 GB
  Marketing - Video           402 GB

Only team admins can add storage. Your admins: Jonas Weber, Petra Lindqvist.

Fileharbor, Inc. · 88 Kearny St · San Francisco, CA 94108
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="font-family:'Open Sans',Arial,sans-serif;color:#1e1919;">
<tr><td style="padding-bottom:24px;"><img src="https://cfl.fileharbor.com/static/email/fh-glyph-64.png" width="36" height="36" alt="Fileharbor"></td></tr>
<tr><td style="font-size:22px;font-weight:600;padding-bottom:10px;">Your team is almost out of space</td></tr>
<tr><td style="font-size:15px;padding-bottom:12px;">Corvane Logistics has used <strong>4.6 TB of 5 TB</strong> (92%).</td></tr>
<tr><td style="padding-bottom:18px;"><table width="100%" cellpadding="0" cellspacing="0"><tr><td width="92%" height="8" bgcolor="#d93025"></td><td width="8%" height="8" bgcolor="#e6e2dd"></td></tr></table></td></tr>
<tr><td style="font-size:14px;line-height:1.5;color:#3d3935;padding-bottom:16px;">When the team runs out of space, files stop syncing for all 140 members and nobody can upload new files until space is freed or added.</td></tr>
<tr><td style="padding-bottom:18px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td>Warehouse CCTV exports</td><td align="right">1.9 TB</td></tr>
<tr><td>Scans &ndash; Customs 2019&ndash;2023</td><td align="right">811 GB</td></tr>
<tr><td>Marketing &ndash; Video</td><td align="right">402 GB</td></tr>
</table></td></tr>
<tr><td style="font-size:13px;color:#6f6a66;padding-bottom:24px;">Only team admins can add storage. Your admins: Jonas Weber, Petra Lindqvist.</td></tr>
<tr><td style="font-size:11px;color:#8b8682;border-top:1px solid #eee;padding-top:14px;">Fileharbor, Inc. &middot; 88 Kearny St &middot; San Francisco, CA 94108 &middot; <a href="https://www.fileharbor.com/account/notifications" style="color:#8b8682;">Manage notifications</a></td></tr>
</table>
</td></tr></table></body></html>`,
  },
  {
    family: "fileharbor",
    group: "regional",
    lang: "fr",
    kind: "share-invite",
    code: null,
    link:
      "https://www.fileharbor.com/scl/fi/k8w2r0dzm4/Grille_tarifaire_Transalpes_2025.xlsx?rlkey=7vq1tn3c0s9bh&e=1&invite=1",
    from: "Julien Perrin (via Fileharbor) <no-reply@fileharbor.com>",
    to: TO,
    subject: "Julien Perrin a partagé « Grille_tarifaire_Transalpes_2025.xlsx » avec vous",
    date: date("2025-04-11 09:47:25", "+0200"),
    enc: "qp",
    text: `Julien Perrin (julien.perrin@corvane.com) vous a invité à consulter un fichier :

  Grille_tarifaire_Transalpes_2025.xlsx
  248 Ko

« Voici la version validée par Transalpes hier soir. Les surcharges gazole
commencent à la ligne 40. »

Afficher le fichier :
https://www.fileharbor.com/scl/fi/k8w2r0dzm4/Grille_tarifaire_Transalpes_2025.xlsx?rlkey=7vq1tn3c0s9bh&e=1&invite=1

Vous recevez cet e-mail parce que Julien a partagé un fichier avec
sam.reader@corvane.com sur Fileharbor.
Fileharbor, Inc. · 88 Kearny St · San Francisco, CA 94108
`,
    html: `<html lang="fr"><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="font-family:'Open Sans',Arial,sans-serif;color:#1e1919;">
<tr><td style="padding-bottom:24px;"><img src="https://cfl.fileharbor.com/static/email/fh-glyph-64.png" width="36" height="36" alt="Fileharbor"></td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:18px;"><strong>Julien Perrin</strong> (julien.perrin@corvane.com) vous a invité à consulter un fichier</td></tr>
<tr><td style="padding-bottom:18px;">
<table width="100%" cellpadding="14" cellspacing="0" style="border:1px solid #e6e2dd;border-radius:6px;"><tr>
<td width="44"><img src="https://cfl.fileharbor.com/static/email/file-xlsx.png" width="40" height="40" alt="Excel"></td>
<td style="font-size:15px;"><strong>Grille_tarifaire_Transalpes_2025.xlsx</strong><br><span style="font-size:13px;color:#6f6a66;">248 Ko</span></td>
</tr></table>
</td></tr>
<tr><td style="font-size:14px;line-height:1.5;color:#3d3935;padding-bottom:22px;border-left:3px solid #e6e2dd;padding-left:12px;">« Voici la version validée par Transalpes hier soir. Les surcharges gazole commencent à la ligne 40. »</td></tr>
<tr><td style="padding-bottom:30px;"><a href="https://www.fileharbor.com/scl/fi/k8w2r0dzm4/Grille_tarifaire_Transalpes_2025.xlsx?rlkey=7vq1tn3c0s9bh&amp;e=1&amp;invite=1" style="background:#0061fe;color:#ffffff;font-size:15px;font-weight:600;padding:12px 24px;border-radius:4px;text-decoration:none;display:inline-block;">Afficher le fichier</a></td></tr>
<tr><td style="font-size:11px;line-height:1.6;color:#8b8682;border-top:1px solid #eee;padding-top:14px;">Vous recevez cet e-mail parce que Julien a partagé un fichier avec sam.reader@corvane.com sur Fileharbor.<br><a href="https://www.fileharbor.com/privacy" style="color:#8b8682;">Confidentialité</a><br>Fileharbor, Inc. &middot; 88 Kearny St &middot; San Francisco, CA 94108</td></tr>
</table>
</td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------------ Pivotrail (project tracker)

function pivotrail(body: string, footer: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:24px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:620px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;line-height:20px;color:#172b4d;">
<tr><td style="padding-bottom:16px;"><img src="https://mail-assets.pivotrail.com/logo/pivotrail-24@2x.png" height="24" alt="Pivotrail"></td></tr>
${body}
<tr><td style="padding-top:24px;border-top:1px solid #dfe1e6;font-size:12px;line-height:18px;color:#6b778c;">${footer}</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const pivotrail_mails: Mail[] = [
  {
    family: "pivotrail",
    group: "negative",
    lang: "en",
    kind: "mention",
    code: null,
    link: null,
    from: "Tomás Aguilar (Pivotrail) <notifications@pivotrail.com>",
    to: TO,
    subject: "[CAR-412] Fuel surcharge mismatch on Nordkurier invoices",
    date: date("2025-03-17 11:04:29", "+0100"),
    enc: "qp",
    headers: [["List-Id", "CAR <car.corvane.pivotrail.com>"], ["X-Pivotrail-Event", "comment_created"]],
    text: `Tomás Aguilar mentioned you in a comment

CAR-412  Fuel surcharge mismatch on Nordkurier invoices
Project: Carrier Management · Status: In progress · Priority: High

Tomás Aguilar:
  @Sam Reader the February invoices (NK-2025-02-1147 to -1189) still use the
  11.5 % surcharge instead of 9.8 %. Difference is EUR 2,316.40 so far.
  Can you raise it in Thursday's scorecard call?

Reply to this email to comment, or view it in Pivotrail:
https://corvane.pivotrail.com/browse/CAR-412?focusedCommentId=90231

You're watching CAR-412. Stop watching: https://corvane.pivotrail.com/browse/CAR-412/unwatch
`,
    html: pivotrail(
      `<tr><td style="padding-bottom:12px;"><strong>Tomás Aguilar</strong> mentioned you in a comment</td></tr>
<tr><td style="padding-bottom:14px;"><a href="https://corvane.pivotrail.com/browse/CAR-412" style="color:#0052cc;text-decoration:none;font-size:16px;"><strong>CAR-412</strong> Fuel surcharge mismatch on Nordkurier invoices</a><br>
<span style="color:#6b778c;font-size:12px;">Carrier Management &middot; <span style="background:#deebff;color:#0747a6;padding:1px 4px;border-radius:3px;font-weight:bold;">IN PROGRESS</span> &middot; High</span></td></tr>
<tr><td style="padding:12px;background:#f4f5f7;border-radius:3px;">
<table cellpadding="0" cellspacing="0"><tr><td valign="top"><img src="https://avatars.pivotrail.com/u/5fa2c/48.png" width="24" height="24" alt="" style="border-radius:12px;"></td>
<td style="padding-left:10px;"><a href="https://corvane.pivotrail.com/people/5fa2c" style="color:#0052cc;text-decoration:none;background:#deebff;padding:0 3px;border-radius:3px;">@Sam Reader</a> the February invoices (NK-2025-02-1147 to -1189) still use the 11.5&nbsp;% surcharge instead of 9.8&nbsp;%. Difference is EUR 2,316.40 so far. Can you raise it in Thursday's scorecard call?</td></tr></table>
</td></tr>
<tr><td style="padding-top:16px;"><a href="https://corvane.pivotrail.com/browse/CAR-412?focusedCommentId=90231" style="display:inline-block;padding:6px 12px;background:#0052cc;color:#ffffff;border-radius:3px;text-decoration:none;">View comment</a> &nbsp; <span style="color:#6b778c;font-size:12px;">or reply to this email</span></td></tr>`,
      `You're watching CAR-412. <a href="https://corvane.pivotrail.com/browse/CAR-412/unwatch" style="color:#6b778c;">Stop watching</a> &middot; <a href="https://corvane.pivotrail.com/settings/email" style="color:#6b778c;">Email settings</a><br>Pivotrail Software Ltd &middot; 1 Cornhill &middot; Dublin 2 &middot; Ireland`,
    ),
  },
  {
    family: "pivotrail",
    group: "negative",
    lang: "en",
    kind: "digest",
    code: null,
    link: null,
    from: "Pivotrail <notifications@pivotrail.com>",
    to: TO,
    subject: "Your daily summary: 7 updates in Carrier Management and WMS Integration",
    date: date("2025-04-01 06:30:00", "+0200"),
    text: `Good morning Sam, here's what happened yesterday.

CARRIER MANAGEMENT
  CAR-412  Fuel surcharge mismatch on Nordkurier invoices
           Status: In progress -> Resolved (Tomás Aguilar)
  CAR-431  Onboard Frioexpress as reefer carrier for Valencia
           2 new comments
  CAR-433  Q2 tender: evaluate lane HAM-LYS
           Assigned to you by Ines Kowalczyk · due 11 Apr

WMS INTEGRATION
  WMS-88   EDI 856 rejected when pallet ID is missing
           Daan Verhoeven attached edi_856_sample_0331.txt
  WMS-91   Map dock door codes for Ribarroja
           Priority: Medium -> High
  WMS-95   Sprint 14 review notes
           Created by Petra Lindqvist
  WMS-96   Timeout on ASN import (> 30 s)
           Reopened

Open your dashboard: https://corvane.pivotrail.com/dashboard
Change how often you get summaries: https://corvane.pivotrail.com/settings/email
`,
    html: pivotrail(
      `<tr><td style="padding-bottom:14px;font-size:16px;">Good morning Sam, here's what happened yesterday.</td></tr>
<tr><td style="padding:8px 0;font-size:11px;font-weight:bold;color:#6b778c;letter-spacing:1px;">CARRIER MANAGEMENT</td></tr>
<tr><td><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td width="70"><a href="https://corvane.pivotrail.com/browse/CAR-412" style="color:#0052cc;">CAR-412</a></td><td>Fuel surcharge mismatch on Nordkurier invoices<br><span style="color:#6b778c;font-size:12px;">In progress &rarr; Resolved &middot; Tomás Aguilar</span></td></tr>
<tr><td><a href="https://corvane.pivotrail.com/browse/CAR-431" style="color:#0052cc;">CAR-431</a></td><td>Onboard Frioexpress as reefer carrier for Valencia<br><span style="color:#6b778c;font-size:12px;">2 new comments</span></td></tr>
<tr><td><a href="https://corvane.pivotrail.com/browse/CAR-433" style="color:#0052cc;">CAR-433</a></td><td>Q2 tender: evaluate lane HAM-LYS<br><span style="color:#6b778c;font-size:12px;">Assigned to you by Ines Kowalczyk &middot; due 11 Apr</span></td></tr>
</table></td></tr>
<tr><td style="padding:14px 0 8px 0;font-size:11px;font-weight:bold;color:#6b778c;letter-spacing:1px;">WMS INTEGRATION</td></tr>
<tr><td><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td width="70"><a href="https://corvane.pivotrail.com/browse/WMS-88" style="color:#0052cc;">WMS-88</a></td><td>EDI 856 rejected when pallet ID is missing<br><span style="color:#6b778c;font-size:12px;">Daan Verhoeven attached edi_856_sample_0331.txt</span></td></tr>
<tr><td><a href="https://corvane.pivotrail.com/browse/WMS-91" style="color:#0052cc;">WMS-91</a></td><td>Map dock door codes for Ribarroja<br><span style="color:#6b778c;font-size:12px;">Priority Medium &rarr; High</span></td></tr>
<tr><td><a href="https://corvane.pivotrail.com/browse/WMS-95" style="color:#0052cc;">WMS-95</a></td><td>Sprint 14 review notes<br><span style="color:#6b778c;font-size:12px;">Created by Petra Lindqvist</span></td></tr>
<tr><td><a href="https://corvane.pivotrail.com/browse/WMS-96" style="color:#0052cc;">WMS-96</a></td><td>Timeout on ASN import (&gt; 30 s)<br><span style="color:#6b778c;font-size:12px;">Reopened</span></td></tr>
</table></td></tr>
<tr><td style="padding-top:16px;"><a href="https://corvane.pivotrail.com/dashboard" style="color:#0052cc;">Open your dashboard</a></td></tr>`,
      `<a href="https://corvane.pivotrail.com/settings/email" style="color:#6b778c;">Change how often you get summaries</a><br>Pivotrail Software Ltd &middot; 1 Cornhill &middot; Dublin 2 &middot; Ireland`,
    ),
  },
  {
    family: "pivotrail",
    group: "regional",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://id.pivotrail.com/invite/accept?inv=pvt_inv_Q3m8rT1xZk02&site=corvane-it",
    from: "Jonas Weber (Pivotrail) <notifications@pivotrail.com>",
    to: TO,
    subject: "Jonas Weber hat Sie zu Pivotrail eingeladen",
    date: date("2025-04-14 08:22:36", "+0200"),
    enc: "qp",
    text: `Jonas Weber hat Sie eingeladen, in Pivotrail mitzuarbeiten.

Website: corvane-it.pivotrail.com
Projekte: IT-Infrastruktur, Migration Dateiserver, Laptop-Rollout 2025

"Hallo Sam, für das Laptop-Rollout brauchen wir dich als Ansprechpartner
für das Lager Hamburg. Gruß, Jonas"

Einladung annehmen:
https://id.pivotrail.com/invite/accept?inv=pvt_inv_Q3m8rT1xZk02&site=corvane-it

Die Einladung ist 14 Tage gültig.

Pivotrail Software Ltd · 1 Cornhill · Dublin 2 · Irland
`,
    html: pivotrail(
      `<tr><td style="padding-bottom:16px;font-size:20px;line-height:26px;"><strong>Jonas Weber</strong> hat Sie eingeladen, in Pivotrail mitzuarbeiten</td></tr>
<tr><td style="padding-bottom:14px;color:#42526e;">Website: <strong>corvane-it.pivotrail.com</strong><br>Projekte: IT-Infrastruktur, Migration Dateiserver, Laptop-Rollout 2025</td></tr>
<tr><td style="padding:12px;background:#f4f5f7;border-radius:3px;">&bdquo;Hallo Sam, für das Laptop-Rollout brauchen wir dich als Ansprechpartner für das Lager Hamburg. Gruß, Jonas&ldquo;</td></tr>
<tr><td style="padding:22px 0 10px 0;"><a href="https://id.pivotrail.com/invite/accept?inv=pvt_inv_Q3m8rT1xZk02&amp;site=corvane-it" style="display:inline-block;padding:10px 18px;background:#0052cc;color:#ffffff;border-radius:3px;text-decoration:none;font-weight:bold;">Einladung annehmen</a></td></tr>
<tr><td style="color:#6b778c;font-size:12px;">Die Einladung ist 14 Tage gültig.</td></tr>`,
      `Pivotrail Software Ltd &middot; 1 Cornhill &middot; Dublin 2 &middot; Irland &middot; <a href="https://www.pivotrail.com/legal/privacy" style="color:#6b778c;">Datenschutz</a>`,
    ),
  },
];

// ------------------------------------------------------------------ ServiceNest (IT service desk)

function servicenest(lang: string, body: string): string {
  return `<html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:10pt;color:#000;">
<div style="border-bottom:3px solid #81b5a1;padding:8px 0;margin-bottom:14px;"><img src="https://corvane.servicenest.com/corvane_logo_email.png" alt="Corvane IT Service Desk" height="30"></div>
${body}
<hr style="border:0;border-top:1px solid #ccc;margin-top:20px;">
<div style="font-size:8pt;color:#777;">Corvane IT Service Desk &middot; Hamburg +49 40 228 610 40 &middot; Rotterdam +31 10 744 2200 &middot; Lyon +33 4 78 92 15 60<br>Ref:MSG4417720_Vx0sPq2LmN</div>
</body></html>`;
}

const servicenest_mails: Mail[] = [
  {
    family: "servicenest",
    group: "negative",
    lang: "en",
    kind: "ticket-created",
    code: null,
    link: null,
    from: "Corvane IT Service Desk <servicedesk@corvane.servicenest.com>",
    to: TO,
    subject: "INC0048390 has been opened on your behalf - Lost phone, MFA reset needed",
    date: date("2025-03-11 13:41:09", "+0100"),
    text: `Hello Sam Reader,

Your incident has been received.

Number:            INC0048390
Short description: Lost phone, MFA reset needed
Category:          Access / Identity
Priority:          3 - Moderate
Assignment group:  IAM Operations
Opened:            2025-03-11 13:40:52 CET

We aim to respond to Moderate incidents within 4 business hours. To add
information, reply to this email and keep the reference below in the body.

View your incident: https://corvane.servicenest.com/sp?id=ticket&table=incident&sys_id=a41c9e03db7d

Corvane IT Service Desk
Hamburg +49 40 228 610 40 · Rotterdam +31 10 744 2200 · Lyon +33 4 78 92 15 60

Ref:MSG4417720_Vx0sPq2LmN
`,
    html: servicenest(
      "en",
      `<p>Hello Sam Reader,</p>
<p>Your incident has been received.</p>
<table cellpadding="3" cellspacing="0" border="0" style="font-size:10pt;">
<tr><td><b>Number:</b></td><td>INC0048390</td></tr>
<tr><td><b>Short description:</b></td><td>Lost phone, MFA reset needed</td></tr>
<tr><td><b>Category:</b></td><td>Access / Identity</td></tr>
<tr><td><b>Priority:</b></td><td>3 - Moderate</td></tr>
<tr><td><b>Assignment group:</b></td><td>IAM Operations</td></tr>
<tr><td><b>Opened:</b></td><td>2025-03-11 13:40:52 CET</td></tr>
</table>
<p>We aim to respond to Moderate incidents within 4 business hours. To add information, reply to this email and keep the reference below in the body.</p>
<p><a href="https://corvane.servicenest.com/sp?id=ticket&amp;table=incident&amp;sys_id=a41c9e03db7d">View your incident</a></p>`,
    ),
  },
  {
    family: "servicenest",
    group: "consumer",
    lang: "en",
    kind: "request-confirm",
    code: null,
    link: "https://corvane.servicenest.com/sp?id=confirm_request&sys_id=9f3a2c71db55&token=Qm1xZkR2aGtJc0",
    from: "Corvane IT Service Desk <servicedesk@corvane.servicenest.com>",
    to: TO,
    subject: "RITM0031187: please confirm your access request (Finance Reporting - read only)",
    date: date("2025-03-25 10:02:44", "+0100"),
    enc: "qp",
    text: `Hello Sam Reader,

A request for access was submitted in your name:

Request item:   RITM0031187 (REQ0029954)
Access:         Finance Reporting workspace - Viewer (read only)
Reason given:   "Need landed-cost dashboards for Q2 carrier tender"
Submitted:      2025-03-25 09:58 CET from the Service Portal

Before we send it to your manager (Ines Kowalczyk) and the data owner for
approval, please confirm that you made this request:

https://corvane.servicenest.com/sp?id=confirm_request&sys_id=9f3a2c71db55&token=Qm1xZkR2aGtJc0

If you did not make this request, do not confirm it. Reply to this email or
call the service desk and we will cancel it. Unconfirmed requests are closed
automatically after 5 business days.

Corvane IT Service Desk
Ref:MSG4452187_Rk3vNt8QaW
`,
    html: servicenest(
      "en",
      `<p>Hello Sam Reader,</p>
<p>A request for access was submitted in your name:</p>
<table cellpadding="3" cellspacing="0" border="0" style="font-size:10pt;">
<tr><td><b>Request item:</b></td><td>RITM0031187 (REQ0029954)</td></tr>
<tr><td><b>Access:</b></td><td>Finance Reporting workspace &ndash; Viewer (read only)</td></tr>
<tr><td><b>Reason given:</b></td><td>&quot;Need landed-cost dashboards for Q2 carrier tender&quot;</td></tr>
<tr><td><b>Submitted:</b></td><td>2025-03-25 09:58 CET from the Service Portal</td></tr>
</table>
<p>Before we send it to your manager (Ines Kowalczyk) and the data owner for approval, please confirm that you made this request:</p>
<p><a href="https://corvane.servicenest.com/sp?id=confirm_request&amp;sys_id=9f3a2c71db55&amp;token=Qm1xZkR2aGtJc0" style="background:#293e40;color:#ffffff;padding:8px 16px;text-decoration:none;font-weight:bold;">Confirm my request</a></p>
<p>If you did not make this request, do not confirm it. Reply to this email or call the service desk and we will cancel it. Unconfirmed requests are closed automatically after 5 business days.</p>`,
    ),
  },
  {
    family: "servicenest",
    group: "negative",
    lang: "fr",
    kind: "ticket-resolved",
    code: null,
    link: null,
    from: "Service Desk IT Corvane <servicedesk@corvane.servicenest.com>",
    to: TO,
    subject: "INC0049127 résolu – Imprimante du 2e étage (Lyon) hors ligne",
    date: date("2025-04-04 15:36:12", "+0200"),
    enc: "qp",
    text: `Bonjour Sam Reader,

Votre incident a été résolu.

Numéro :        INC0049127
Description :   Imprimante du 2e étage (Lyon) hors ligne
Résolu par :    Karim Benali
Résolution :    Le serveur d'impression LYO-PRT02 a été redémarré et le
                pilote de la Kyocera TASKalfa 3554ci mis à jour.

Si le problème persiste, répondez à cet e-mail dans les 5 jours ouvrés pour
rouvrir l'incident. Passé ce délai, il sera clôturé automatiquement.

Votre avis nous aide : https://corvane.servicenest.com/sp?id=survey&instance=INC0049127

Service Desk IT Corvane
Ref:MSG4489032_Lc6yHe1ZpT
`,
    html: servicenest(
      "fr",
      `<p>Bonjour Sam Reader,</p>
<p>Votre incident a été <b>résolu</b>.</p>
<table cellpadding="3" cellspacing="0" border="0" style="font-size:10pt;">
<tr><td><b>Numéro :</b></td><td>INC0049127</td></tr>
<tr><td><b>Description :</b></td><td>Imprimante du 2e étage (Lyon) hors ligne</td></tr>
<tr><td><b>Résolu par :</b></td><td>Karim Benali</td></tr>
<tr><td valign="top"><b>Résolution :</b></td><td>Le serveur d'impression LYO-PRT02 a été redémarré et le pilote de la Kyocera TASKalfa 3554ci mis à jour.</td></tr>
</table>
<p>Si le problème persiste, répondez à cet e-mail dans les 5 jours ouvrés pour rouvrir l'incident. Passé ce délai, il sera clôturé automatiquement.</p>
<p>Votre avis nous aide : <a href="https://corvane.servicenest.com/sp?id=survey&amp;instance=INC0049127">répondre à l'enquête (1 minute)</a></p>`,
    ),
  },
];

// ------------------------------------------------------------------ LeadHarbor (CRM)

const leadharbor_mails: Mail[] = [
  {
    family: "leadharbor",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://login.leadharbor.com/password/reset/3b7f1e92c40a4d8b9e55a0c3?org=corvane",
    from: "LeadHarbor <noreply@leadharbor.com>",
    to: TO,
    subject: "Reset your LeadHarbor password",
    date: date("2025-03-31 08:12:03", "+0200"),
    enc: "b64",
    text: `Hi Sam,

We received a request to reset the password for your LeadHarbor account
(sam.reader@corvane.com, organisation: Corvane Logistics).

Reset your password:
https://login.leadharbor.com/password/reset/3b7f1e92c40a4d8b9e55a0c3?org=corvane

This link expires in 60 minutes. If you didn't request a reset, you can
ignore this email - your password won't change.

The LeadHarbor team
LeadHarbor Inc., 225 Franklin St, Boston, MA 02110, USA
`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"><style>.btn:hover{background:#c2410c!important}</style></head>
<body style="margin:0;background:#f8fafc;">
<div style="display:none;max-height:0;overflow:hidden;">Use the link inside within 60 minutes.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px;">
<table role="presentation" width="460" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e2e8f0;border-radius:10px;font-family:Inter,Arial,sans-serif;">
<tr><td style="padding:32px 32px 0 32px;" align="center"><img src="https://static.leadharbor.com/brand/anchor-mark.png" width="44" height="44" alt="LeadHarbor"></td></tr>
<tr><td style="padding:18px 32px 6px 32px;text-align:center;font-size:20px;font-weight:600;color:#0f172a;">Reset your password</td></tr>
<tr><td style="padding:6px 32px 22px 32px;text-align:center;font-size:14px;line-height:22px;color:#475569;">We received a request to reset the password for your LeadHarbor account (sam.reader@corvane.com, organisation: Corvane Logistics).</td></tr>
<tr><td align="center" style="padding:0 32px 24px 32px;"><a class="btn" href="https://login.leadharbor.com/password/reset/3b7f1e92c40a4d8b9e55a0c3?org=corvane" style="display:inline-block;background:#ea580c;color:#ffffff;padding:12px 32px;border-radius:6px;font-size:14px;font-weight:600;text-decoration:none;">Choose a new password</a></td></tr>
<tr><td style="padding:0 32px 30px 32px;text-align:center;font-size:12px;line-height:18px;color:#94a3b8;">This link expires in 60 minutes. If you didn't request a reset, ignore this email &mdash; your password won't change.</td></tr>
</table>
<p style="font-family:Inter,Arial,sans-serif;font-size:11px;color:#94a3b8;margin:16px 0 0 0;">LeadHarbor Inc. &middot; 225 Franklin St &middot; Boston, MA 02110 &middot; <a href="https://www.leadharbor.com/privacy" style="color:#94a3b8;">Privacy</a> &middot; <a href="https://help.leadharbor.com" style="color:#94a3b8;">Help</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "leadharbor",
    group: "negative",
    lang: "en",
    kind: "weekly-report",
    code: null,
    link: null,
    from: "LeadHarbor Reports <reports@leadharbor.com>",
    to: TO,
    subject: "Weekly pipeline: Corvane Contract Logistics (Apr 7 – Apr 13)",
    date: date("2025-04-14 05:00:00", "+0000"),
    text: `Weekly pipeline report - Corvane Contract Logistics
Apr 7 - Apr 13, 2025 · scheduled by Ines Kowalczyk

Open pipeline:      EUR 3,482,000 (+4.2%)
Deals won:          2 (EUR 318,500)
Deals lost:         1 (EUR 96,000)
New deals:          5
Avg. days to close: 47

Top deals moving this week
  Brightquay Freight - UK cross-dock     Proposal -> Negotiation   EUR 610,000
  Halden Foods - reefer Valencia         Qualified -> Proposal     EUR 244,000
  Marquet Pharma - GDP storage Lyon      Won                       EUR 212,500

The full report is available to LeadHarbor users in Reports > Scheduled.

You are receiving this scheduled report because Ines Kowalczyk added you.
LeadHarbor Inc., 225 Franklin St, Boston, MA 02110, USA
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f8fafc;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e2e8f0;font-family:Inter,Arial,sans-serif;color:#0f172a;">
<tr><td style="padding:20px 26px;border-bottom:1px solid #e2e8f0;"><img src="https://static.leadharbor.com/brand/leadharbor-wordmark.png" height="22" alt="LeadHarbor"><br><span style="font-size:18px;font-weight:600;">Weekly pipeline report</span><br><span style="font-size:12px;color:#64748b;">Corvane Contract Logistics &middot; Apr 7 &ndash; Apr 13, 2025 &middot; scheduled by Ines Kowalczyk</span></td></tr>
<tr><td style="padding:18px 26px;">
<table width="100%" cellpadding="0" cellspacing="8"><tr>
<td style="background:#f1f5f9;padding:12px;border-radius:6px;"><span style="font-size:11px;color:#64748b;">OPEN PIPELINE</span><br><span style="font-size:20px;font-weight:600;">&euro;3,482,000</span><br><span style="font-size:11px;color:#16a34a;">&#9650; 4.2%</span></td>
<td style="background:#f1f5f9;padding:12px;border-radius:6px;"><span style="font-size:11px;color:#64748b;">WON</span><br><span style="font-size:20px;font-weight:600;">2</span><br><span style="font-size:11px;color:#64748b;">&euro;318,500</span></td>
<td style="background:#f1f5f9;padding:12px;border-radius:6px;"><span style="font-size:11px;color:#64748b;">LOST</span><br><span style="font-size:20px;font-weight:600;">1</span><br><span style="font-size:11px;color:#64748b;">&euro;96,000</span></td>
<td style="background:#f1f5f9;padding:12px;border-radius:6px;"><span style="font-size:11px;color:#64748b;">AVG. DAYS TO CLOSE</span><br><span style="font-size:20px;font-weight:600;">47</span></td>
</tr></table>
</td></tr>
<tr><td style="padding:0 26px 18px 26px;">
<p style="margin:0 0 8px 0;font-size:13px;font-weight:600;">Top deals moving this week</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #e2e8f0;">
<tr><td>Brightquay Freight &ndash; UK cross-dock</td><td style="color:#64748b;">Proposal &rarr; Negotiation</td><td align="right">&euro;610,000</td></tr>
<tr><td>Halden Foods &ndash; reefer Valencia</td><td style="color:#64748b;">Qualified &rarr; Proposal</td><td align="right">&euro;244,000</td></tr>
<tr><td>Marquet Pharma &ndash; GDP storage Lyon</td><td style="color:#16a34a;">Won</td><td align="right">&euro;212,500</td></tr>
</table>
<p style="margin:16px 0 0 0;"><a href="https://corvane.leadharbor.com/reports/scheduled/rpt_5520" style="color:#ea580c;font-size:13px;">Open the full report in LeadHarbor</a></p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f8fafc;font-size:11px;color:#94a3b8;">You are receiving this scheduled report because Ines Kowalczyk added you. LeadHarbor Inc. &middot; 225 Franklin St &middot; Boston, MA 02110</td></tr>
</table>
</td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------------ Metricfield (web analytics)

const metricfield_mails: Mail[] = [
  {
    family: "metricfield",
    group: "negative",
    lang: "en",
    kind: "alert",
    code: null,
    link: null,
    from: "Metricfield Alerts <alerts@metricfield.io>",
    to: TO,
    subject: "⚠ Alert: Sessions on track.corvane.com down 48% vs. forecast",
    date: date("2025-03-29 07:15:22", "+0000"),
    enc: "qp",
    text: `Custom alert triggered

Property:   track.corvane.com (shipment tracking portal)
Alert:      Sessions below forecast
Period:     Fri 28 Mar 2025, 00:00-23:59 CET
Observed:   6,104 sessions
Expected:   11,730 (range 10,900 - 12,560)
Change:     -48%

Biggest drops by source
  direct / (none)            -61%
  edi-notify / email         -55%
  google / organic            -9%

View in Metricfield: https://app.metricfield.io/p/114523/alerts/al_88c2?date=2025-03-28

You're receiving this because you subscribed to alerts for this property.
Manage alerts: https://app.metricfield.io/p/114523/alerts/settings
Metricfield GmbH · Torstraße 140 · 10119 Berlin
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f4f6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Helvetica,Arial,sans-serif;color:#111827;">
<tr><td style="padding:16px 24px;background:#111827;"><img src="https://cdn.metricfield.io/email/mf-logo-light.png" width="120" alt="Metricfield"></td></tr>
<tr><td style="padding:20px 24px 6px 24px;"><span style="display:inline-block;background:#fef3c7;color:#92400e;font-size:12px;font-weight:bold;padding:3px 8px;border-radius:10px;">&#9888; Custom alert triggered</span></td></tr>
<tr><td style="padding:6px 24px;font-size:19px;font-weight:bold;">Sessions below forecast</td></tr>
<tr><td style="padding:4px 24px 16px 24px;font-size:13px;color:#6b7280;">track.corvane.com (shipment tracking portal) &middot; Fri 28 Mar 2025</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #e5e7eb;font-size:14px;">
<tr><td>Observed</td><td align="right"><strong>6,104</strong> sessions</td></tr>
<tr><td>Expected</td><td align="right">11,730 <span style="color:#6b7280;">(10,900 &ndash; 12,560)</span></td></tr>
<tr><td>Change</td><td align="right" style="color:#dc2626;"><strong>&minus;48%</strong></td></tr>
</table>
<p style="font-size:13px;font-weight:bold;margin:16px 0 6px 0;">Biggest drops by source</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td>direct / (none)</td><td align="right" style="color:#dc2626;">&minus;61%</td></tr>
<tr><td>edi-notify / email</td><td align="right" style="color:#dc2626;">&minus;55%</td></tr>
<tr><td>google / organic</td><td align="right" style="color:#dc2626;">&minus;9%</td></tr>
</table>
</td></tr>
<tr><td style="padding:20px 24px;"><a href="https://app.metricfield.io/p/114523/alerts/al_88c2?date=2025-03-28" style="color:#2563eb;font-weight:bold;">View in Metricfield &rarr;</a></td></tr>
<tr><td style="padding:14px 24px;border-top:1px solid #e5e7eb;font-size:11px;color:#9ca3af;">You're receiving this because you subscribed to alerts for this property. <a href="https://app.metricfield.io/p/114523/alerts/settings" style="color:#9ca3af;">Manage alerts</a><br>Metricfield GmbH &middot; Torstra&szlig;e 140 &middot; 10119 Berlin</td></tr>
</table>
</td></tr></table></body></html>`,
  },
  {
    family: "metricfield",
    group: "consumer",
    lang: "en",
    kind: "email-change",
    code: "583920",
    link: "https://app.metricfield.io/account/email/confirm?token=emc_2b9XqP7vR0sLw4&uid=u_30771",
    from: "Metricfield <account@metricfield.io>",
    to: TO,
    subject: "Confirm your new email address",
    date: date("2025-04-18 13:09:57", "+0000"),
    text: `Confirm your new email address

You asked to change the email address on your Metricfield account from
s.reader@corvane-logistics.de to sam.reader@corvane.com.

Enter this code on the account page:

  583 920

or open this link to confirm the change:
https://app.metricfield.io/account/email/confirm?token=emc_2b9XqP7vR0sLw4&uid=u_30771

Code and link expire in 30 minutes. Until you confirm, we keep sending
everything to your old address.

Metricfield GmbH · Torstraße 140 · 10119 Berlin
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f4f6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Helvetica,Arial,sans-serif;color:#111827;">
<tr><td style="padding:16px 24px;background:#111827;"><img src="https://cdn.metricfield.io/email/mf-logo-light.png" width="120" alt="Metricfield"></td></tr>
<tr><td style="padding:24px 24px 8px 24px;font-size:19px;font-weight:bold;">Confirm your new email address</td></tr>
<tr><td style="padding:4px 24px 16px 24px;font-size:14px;line-height:21px;color:#374151;">You asked to change the email address on your Metricfield account from <strong>s.reader@corvane-logistics.de</strong> to <strong>sam.reader@corvane.com</strong>. Enter this code on the account page:</td></tr>
<tr><td align="center" style="padding:4px 24px 16px 24px;"><div style="display:inline-block;background:#eff6ff;border-radius:6px;padding:12px 24px;font-family:Menlo,Consolas,monospace;font-size:30px;font-weight:bold;letter-spacing:6px;color:#1e3a8a;">583 920</div></td></tr>
<tr><td style="padding:0 24px 16px 24px;font-size:14px;color:#374151;text-align:center;">or confirm with one click:</td></tr>
<tr><td align="center" style="padding:0 24px 20px 24px;"><a href="https://app.metricfield.io/account/email/confirm?token=emc_2b9XqP7vR0sLw4&amp;uid=u_30771" style="display:inline-block;background:#2563eb;color:#ffffff;padding:11px 26px;border-radius:6px;text-decoration:none;font-weight:bold;font-size:14px;">Confirm email change</a></td></tr>
<tr><td style="padding:0 24px 20px 24px;font-size:12px;color:#6b7280;">Code and link expire in 30 minutes. Until you confirm, we keep sending everything to your old address.</td></tr>
<tr><td style="padding:14px 24px;border-top:1px solid #e5e7eb;font-size:11px;color:#9ca3af;">Metricfield GmbH &middot; Torstra&szlig;e 140 &middot; 10119 Berlin &middot; <a href="https://metricfield.io/privacy" style="color:#9ca3af;">Privacy</a></td></tr>
</table>
</td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------------ Mailcrest (e-mail marketing)

const mailcrest_mails: Mail[] = [
  {
    family: "mailcrest",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "862045",
    link: null,
    from: "Mailcrest <security@mailcrest.com>",
    to: TO,
    subject: "Your Mailcrest two-step code",
    date: date("2025-04-08 14:51:18", "+0000"),
    enc: "qp",
    text: `Your two-step verification code

Hi Sam,

Use this code to finish logging in to the Corvane Logistics account:

862045

It's valid for 10 minutes. Mailcrest staff will never ask for this code.

Not you? Someone has your password. Change it under Account > Security
and let your account owner know.

Mailcrest · 400 Peachtree St NE · Atlanta, GA 30308 · USA
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fcf7ef;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fcf7ef"><tr><td align="center" style="padding:36px 12px;">
<table width="500" cellpadding="0" cellspacing="0">
<tr><td align="center" style="padding-bottom:20px;"><img src="https://cdn.mailcrest.com/brand/crest-mark-56.png" width="56" height="56" alt="Mailcrest"></td></tr>
<tr><td style="background:#ffffff;border:2px solid #241c15;padding:32px;font-family:Georgia,serif;color:#241c15;">
<h1 style="margin:0 0 16px 0;font-size:26px;font-weight:normal;">Your two-step verification code</h1>
<p style="margin:0 0 18px 0;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;">Hi Sam, use this code to finish logging in to the <strong>Corvane Logistics</strong> account:</p>
<table cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="background:#ffe01b;padding:16px;font-family:Helvetica,Arial,sans-serif;font-size:34px;font-weight:bold;letter-spacing:4px;">862045</td></tr></table>
<p style="margin:18px 0 0 0;font-family:Helvetica,Arial,sans-serif;font-size:13px;line-height:1.5;color:#5b5b5b;">It's valid for 10 minutes. Mailcrest staff will never ask for this code. Not you? Someone has your password &mdash; change it under Account &gt; Security and let your account owner know.</p>
</td></tr>
<tr><td align="center" style="padding-top:18px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#7a7a7a;">Mailcrest &middot; 400 Peachtree St NE &middot; Atlanta, GA 30308 &middot; USA<br><a href="https://mailcrest.com/legal/privacy" style="color:#7a7a7a;">Privacy</a> &middot; <a href="https://mailcrest.com/help" style="color:#7a7a7a;">Help</a></td></tr>
</table>
</td></tr></table></body></html>`,
  },
  {
    family: "mailcrest",
    group: "negative",
    lang: "en",
    kind: "campaign-report",
    code: null,
    link: null,
    from: "Mailcrest <reports@mailcrest.com>",
    to: TO,
    subject: 'Your campaign "Cold Chain Update – April" was sent',
    date: date("2025-04-10 09:02:40", "+0000"),
    enc: "b64",
    text: `Your campaign is on its way!

Campaign:   Cold Chain Update - April
Audience:   Corvane customers EU (segment: reefer & pharma)
Sent:       Apr 10, 2025 10:00 CEST
Recipients: 4,212

First 24-hour report will arrive tomorrow. Industry average for
logistics: 21.8% opens, 2.4% clicks.

View the report: https://us14.admin.mailcrest.com/reports/summary?id=7741205

Mailcrest · 400 Peachtree St NE · Atlanta, GA 30308 · USA
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fcf7ef;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fcf7ef"><tr><td align="center" style="padding:36px 12px;">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td align="center" style="padding-bottom:20px;"><img src="https://cdn.mailcrest.com/brand/crest-mark-56.png" width="56" height="56" alt="Mailcrest"></td></tr>
<tr><td style="background:#ffffff;border:2px solid #241c15;padding:32px;font-family:Helvetica,Arial,sans-serif;color:#241c15;">
<h1 style="margin:0 0 16px 0;font-family:Georgia,serif;font-size:28px;font-weight:normal;">Your campaign is on its way! &#128236;</h1>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#7a7a7a;width:110px;">Campaign</td><td><strong>Cold Chain Update &ndash; April</strong></td></tr>
<tr><td style="color:#7a7a7a;">Audience</td><td>Corvane customers EU (segment: reefer &amp; pharma)</td></tr>
<tr><td style="color:#7a7a7a;">Sent</td><td>Apr 10, 2025 10:00 CEST</td></tr>
<tr><td style="color:#7a7a7a;">Recipients</td><td>4,212</td></tr>
</table>
<p style="margin:18px 0;font-size:14px;line-height:1.5;">Your first 24-hour report arrives tomorrow. Industry average for logistics: 21.8% opens, 2.4% clicks.</p>
<a href="https://us14.admin.mailcrest.com/reports/summary?id=7741205" style="display:inline-block;background:#007c89;color:#ffffff;padding:12px 22px;text-decoration:none;font-size:14px;">View report</a>
</td></tr>
<tr><td align="center" style="padding-top:18px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#7a7a7a;">Mailcrest &middot; 400 Peachtree St NE &middot; Atlanta, GA 30308 &middot; USA<br>
<a href="https://www.facebook.com/mailcrest"><img src="https://cdn.mailcrest.com/social/fb-24.png" width="20" alt="Facebook"></a> <a href="https://www.linkedin.com/company/mailcrest"><img src="https://cdn.mailcrest.com/social/li-24.png" width="20" alt="LinkedIn"></a> <a href="https://www.instagram.com/mailcrest"><img src="https://cdn.mailcrest.com/social/ig-24.png" width="20" alt="Instagram"></a></td></tr>
</table>
</td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------------ Repostead (code hosting)

const repostead_mails: Mail[] = [
  {
    family: "repostead",
    group: "negative",
    lang: "en",
    kind: "review-requested",
    code: null,
    link: null,
    from: "Daan Verhoeven <notifications@repostead.dev>",
    to: "corvane/wms-connector <wms-connector@noreply.repostead.dev>",
    subject: "[corvane/wms-connector] Retry EDI 856 upload on 5xx from Frioexpress gateway (PR #214)",
    date: date("2025-04-02 16:44:09", "+0000"),
    headers: [
      ["Reply-To", "corvane/wms-connector <reply+ABX2Q7LMDK4@reply.repostead.dev>"],
      ["List-ID", "corvane/wms-connector <wms-connector.corvane.repostead.dev>"],
      ["X-Repostead-Reason", "review_requested"],
    ],
    text:
      `@dverhoeven requested your review on: corvane/wms-connector#214 Retry EDI 856 upload on 5xx from Frioexpress gateway.

Fixes WMS-88.

The Frioexpress AS2 gateway answers 502 during their nightly restart
(02:00-02:10 CET). We now retry up to 4 times with backoff (15 s, 60 s,
4 min, 10 min) and only then raise the alert.

You can view, comment on, or merge this pull request online at:

  https://repostead.dev/corvane/wms-connector/pull/214

Commit Summary

  * 3f9c2e1 add backoff helper
  * a07d4b8 retry 856 upload on 502/503/504
  * e11c9f0 tests for retry budget

File Changes (3 files)

  M src/edi/upload.ts (41)
  A src/util/backoff.ts (28)
  M test/edi/upload.test.ts (67)

Patch Links:

  https://repostead.dev/corvane/wms-connector/pull/214.patch
  https://repostead.dev/corvane/wms-connector/pull/214.diff

--
Reply to this email directly or view it on Repostead:
https://repostead.dev/corvane/wms-connector/pull/214
You are receiving this because your review was requested.
`,
    html: `<p></p>
<p><a href="https://repostead.dev/dverhoeven" class="user-mention">@dverhoeven</a> requested your review on: <a href="https://repostead.dev/corvane/wms-connector/pull/214">corvane/wms-connector#214</a> Retry EDI 856 upload on 5xx from Frioexpress gateway.</p>
<p>Fixes <a href="https://corvane.pivotrail.com/browse/WMS-88">WMS-88</a>.</p>
<p>The Frioexpress AS2 gateway answers 502 during their nightly restart (02:00&ndash;02:10 CET). We now retry up to 4 times with backoff (15 s, 60 s, 4 min, 10 min) and only then raise the alert.</p>
<hr>
<h4>You can view, comment on, or merge this pull request online at:</h4>
<p>&nbsp;&nbsp;<a href="https://repostead.dev/corvane/wms-connector/pull/214">https://repostead.dev/corvane/wms-connector/pull/214</a></p>
<h4>Commit Summary</h4>
<ul>
<li><a href="https://repostead.dev/corvane/wms-connector/pull/214/commits/3f9c2e1">3f9c2e1</a> add backoff helper</li>
<li><a href="https://repostead.dev/corvane/wms-connector/pull/214/commits/a07d4b8">a07d4b8</a> retry 856 upload on 502/503/504</li>
<li><a href="https://repostead.dev/corvane/wms-connector/pull/214/commits/e11c9f0">e11c9f0</a> tests for retry budget</li>
</ul>
<h4>File Changes (3 files)</h4>
<ul>
<li><b>M</b> <a href="https://repostead.dev/corvane/wms-connector/pull/214/files#diff-0">src/edi/upload.ts</a> (41)</li>
<li><b>A</b> <a href="https://repostead.dev/corvane/wms-connector/pull/214/files#diff-1">src/util/backoff.ts</a> (28)</li>
<li><b>M</b> <a href="https://repostead.dev/corvane/wms-connector/pull/214/files#diff-2">test/edi/upload.test.ts</a> (67)</li>
</ul>
<h4>Patch Links:</h4>
<ul>
<li><a href="https://repostead.dev/corvane/wms-connector/pull/214.patch">https://repostead.dev/corvane/wms-connector/pull/214.patch</a></li>
<li><a href="https://repostead.dev/corvane/wms-connector/pull/214.diff">https://repostead.dev/corvane/wms-connector/pull/214.diff</a></li>
</ul>
<p style="font-size:small;-webkit-text-size-adjust:none;color:#666;">&mdash;<br>Reply to this email directly, <a href="https://repostead.dev/corvane/wms-connector/pull/214">view it on Repostead</a>, or <a href="https://repostead.dev/notifications/unsubscribe-auth/AB7KQ2XZV4MDLJ3">unsubscribe</a>.<br>You are receiving this because your review was requested.</p>`,
  },
  {
    family: "repostead",
    group: "consumer",
    lang: "en",
    kind: "device-code",
    code: "70583162",
    link: null,
    from: "Repostead <noreply@repostead.dev>",
    to: TO,
    subject: "[Repostead] Please verify your device",
    date: date("2025-04-22 07:31:50", "+0000"),
    text: `Hey sreader-corvane!

A sign-in attempt requires further verification because we did not recognize
your device. To complete the sign in, enter the verification code on the
unrecognized device.

Device: Firefox on Ubuntu
Verification code: 70583162

If you did not attempt to sign in to your account, your password may be
compromised. Visit https://repostead.dev/settings/security to create a new,
strong password for your Repostead account.

Thanks,
The Repostead Team
`,
    html: null,
  },
  {
    family: "repostead",
    group: "negative",
    lang: "en",
    kind: "token-expiring",
    code: null,
    link: null,
    from: "Repostead <noreply@repostead.dev>",
    to: TO,
    subject: '[Repostead] Your personal access token "ci-deploy-wms" expires in 7 days',
    date: date("2025-04-23 09:00:14", "+0000"),
    text: `Hi sreader-corvane,

Your fine-grained personal access token "ci-deploy-wms" expires on
Wed, Apr 30 2025 09:00 UTC.

  Resource owner: corvane
  Repositories:   corvane/wms-connector, corvane/edi-mappings
  Permissions:    contents (read), packages (read and write)
  Last used:      Apr 22 2025 via Buildwharf

If this token is still needed, you can regenerate it with a new expiry from
https://repostead.dev/settings/tokens. Pipelines that use it will fail after
it expires.

Thanks,
The Repostead Team
`,
    html:
      `<div style="font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;color:#24292f;max-width:544px;margin:0 auto;">
<p style="text-align:center;"><img src="https://repostead.dev/images/email/mark-32.png" width="32" height="32" alt="Repostead"></p>
<div style="border:1px solid #d0d7de;border-radius:6px;padding:20px;">
<p>Hi <strong>sreader-corvane</strong>,</p>
<p>Your fine-grained personal access token <strong>ci-deploy-wms</strong> expires on <strong>Wed, Apr 30 2025 09:00 UTC</strong>.</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#57606a;">
<tr><td>Resource owner</td><td>corvane</td></tr>
<tr><td>Repositories</td><td>corvane/wms-connector, corvane/edi-mappings</td></tr>
<tr><td>Permissions</td><td>contents (read), packages (read and write)</td></tr>
<tr><td>Last used</td><td>Apr 22 2025 via Buildwharf</td></tr>
</table>
<p>If this token is still needed, you can <a href="https://repostead.dev/settings/tokens" style="color:#0969da;">regenerate it</a> with a new expiry. Pipelines that use it will fail after it expires.</p>
<p>Thanks,<br>The Repostead Team</p>
</div>
<p style="font-size:12px;color:#6e7781;text-align:center;">Repostead, Inc. &middot; 548 Market St #70921 &middot; San Francisco, CA 94104</p>
</div>`,
  },
];

// ------------------------------------------------------------------ Buildwharf (CI)

const buildwharf_mails: Mail[] = [
  {
    family: "buildwharf",
    group: "negative",
    lang: "en",
    kind: "build-failed",
    code: null,
    link: null,
    from: "Buildwharf <builds@buildwharf.io>",
    to: TO,
    subject: "❌ Failed: corvane/edi-mappings #1182 (main - 9d41be7)",
    date: date("2025-04-03 11:27:45", "+0000"),
    enc: "qp",
    text: `Pipeline failed

corvane/edi-mappings  #1182  on main
Commit 9d41be7 "map DESADV pallet SSCC to LIN segment" by Daan Verhoeven
Duration 4m 12s · triggered by push

  ✓ install            38s
  ✓ lint               21s
  ✗ test:mappings      2m 51s
      FAIL mappings/desadv.test.ts > pallet SSCC > keeps leading zeros
      expected "00340123450000012345" got "340123450000012345"
  - publish            skipped

View pipeline: https://app.buildwharf.io/corvane/edi-mappings/pipelines/1182

You get this email because you follow failed builds on main.
Buildwharf Ltd · 2 Kingdom Street · London W2 6BD
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;font-family:Menlo,Consolas,'Courier New',monospace;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ddd;">
<tr><td style="background:#b42318;color:#fff;padding:14px 20px;font-family:Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;">&#10060; Pipeline failed</td></tr>
<tr><td style="padding:16px 20px;font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#222;">
<strong>corvane/edi-mappings</strong> &nbsp;#1182 on <code>main</code><br>
<span style="color:#666;">Commit <a href="https://repostead.dev/corvane/edi-mappings/commit/9d41be7" style="color:#0b63ce;">9d41be7</a> &ldquo;map DESADV pallet SSCC to LIN segment&rdquo; by Daan Verhoeven &middot; 4m 12s &middot; push</span>
</td></tr>
<tr><td style="padding:0 20px 16px 20px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr><td style="color:#067647;">&#10003; install</td><td align="right">38s</td></tr>
<tr><td style="color:#067647;">&#10003; lint</td><td align="right">21s</td></tr>
<tr><td style="color:#b42318;">&#10007; test:mappings</td><td align="right">2m 51s</td></tr>
<tr><td colspan="2" style="background:#1e1e1e;color:#f4f4f4;font-size:12px;">FAIL mappings/desadv.test.ts &gt; pallet SSCC &gt; keeps leading zeros<br>expected "00340123450000012345" got "340123450000012345"</td></tr>
<tr><td style="color:#999;">&ndash; publish</td><td align="right" style="color:#999;">skipped</td></tr>
</table>
</td></tr>
<tr><td style="padding:0 20px 20px 20px;font-family:Helvetica,Arial,sans-serif;"><a href="https://app.buildwharf.io/corvane/edi-mappings/pipelines/1182" style="background:#222;color:#fff;padding:9px 16px;text-decoration:none;font-size:13px;">View pipeline</a></td></tr>
<tr><td style="padding:12px 20px;border-top:1px solid #eee;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#999;">You get this email because you follow failed builds on main. <a href="https://app.buildwharf.io/settings/notifications" style="color:#999;">Notification settings</a> &middot; Buildwharf Ltd &middot; 2 Kingdom Street &middot; London W2 6BD</td></tr>
</table>
</td></tr></table></body></html>`,
  },
  {
    family: "buildwharf",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.buildwharf.io/join/corvane?invite=bw_7TnQx2Ls90Pd4kRw",
    from: "Buildwharf <hello@buildwharf.io>",
    to: TO,
    subject: "Petra Lindqvist invited you to the Corvane organization on Buildwharf",
    date: date("2025-03-07 10:18:33", "+0000"),
    text: `Hi there,

Petra Lindqvist (petra.lindqvist@corvane.com) has invited you to join the
Corvane organization on Buildwharf as a Member.

Teams: integrations, release-managers

Accept the invitation:
https://app.buildwharf.io/join/corvane?invite=bw_7TnQx2Ls90Pd4kRw

This invitation expires on 14 March 2025. If you don't want to join,
ignore this email.

Buildwharf Ltd · 2 Kingdom Street · London W2 6BD
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ddd;font-family:Helvetica,Arial,sans-serif;color:#222;">
<tr><td style="padding:22px 26px 0 26px;"><img src="https://cdn.buildwharf.io/email/wharf-logo-dark.png" height="26" alt="Buildwharf"></td></tr>
<tr><td style="padding:20px 26px;font-size:15px;line-height:1.55;">
<p style="margin:0 0 12px 0;">Hi there,</p>
<p style="margin:0 0 12px 0;"><strong>Petra Lindqvist</strong> (petra.lindqvist@corvane.com) has invited you to join the <strong>Corvane</strong> organization on Buildwharf as a Member.</p>
<p style="margin:0 0 20px 0;color:#666;font-size:13px;">Teams: integrations, release-managers</p>
<p style="margin:0 0 20px 0;"><a href="https://app.buildwharf.io/join/corvane?invite=bw_7TnQx2Ls90Pd4kRw" style="background:#12b76a;color:#fff;padding:11px 22px;text-decoration:none;font-weight:bold;border-radius:4px;display:inline-block;">Accept invitation</a></p>
<p style="margin:0;color:#666;font-size:13px;">This invitation expires on 14 March 2025. If you don't want to join, ignore this email.</p>
</td></tr>
<tr><td style="padding:12px 26px;border-top:1px solid #eee;font-size:11px;color:#999;">Buildwharf Ltd &middot; 2 Kingdom Street &middot; London W2 6BD &middot; <a href="https://buildwharf.io/privacy" style="color:#999;">Privacy</a></td></tr>
</table>
</td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------------ CirrusGrid (cloud console)

function cirrus(title: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:0;">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="font-family:'Amazon Ember','Helvetica Neue',Roboto,Arial,sans-serif;font-size:14px;color:#16191f;">
<tr><td style="background:#232f3e;padding:14px 24px;"><img src="https://d1.cirrusgrid.cloud/mail/cg-logo-white-2x.png" width="132" height="24" alt="CirrusGrid"></td></tr>
<tr><td style="padding:24px;line-height:21px;">${body}</td></tr>
<tr><td style="padding:18px 24px;background:#f2f3f3;font-size:11px;line-height:16px;color:#545b64;">
CirrusGrid Cloud Services EMEA SARL, 38 Avenue John F. Kennedy, L-1855 Luxembourg.<br>
This message was produced and distributed by CirrusGrid Cloud Services EMEA SARL. &copy; 2025, CirrusGrid, Inc. All rights reserved.
<a href="https://cirrusgrid.cloud/privacy/" style="color:#545b64;">Privacy notice</a> | <a href="https://console.cirrusgrid.cloud/billing/preferences" style="color:#545b64;">Billing preferences</a>
</td></tr>
</table>
</td></tr></table></body></html>`;
}

const cirrus_mails: Mail[] = [
  {
    family: "cirrusgrid",
    group: "negative",
    lang: "en",
    kind: "billing-alert",
    code: null,
    link: null,
    from: "CirrusGrid Budgets <budgets@notify.cirrusgrid.cloud>",
    to: TO,
    subject: "CirrusGrid Budgets: wms-prod-monthly has exceeded 80% of its limit",
    date: date("2025-03-22 04:12:57", "+0000"),
    enc: "qp",
    text: `CirrusGrid Budgets notification

You requested that we alert you when the ACTUAL cost associated with your
wms-prod-monthly budget is greater than 80.00% of USD 6,500.00 for the
current month.

Budget name:        wms-prod-monthly
Account:            4401-2290-7713 (corvane-wms-prod)
Budget amount:      USD 6,500.00
Alert threshold:    > 80.00% (USD 5,200.00)
ACTUAL amount:      USD 5,318.62
Top services:       Compute Instances USD 2,904.11, Managed Postgres USD 1,377.40,
                    Data Transfer USD 611.08

Go to the Budgets dashboard:
https://console.cirrusgrid.cloud/billing/budgets?account=440122907713

This notification was sent to the subscribers of this budget.
`,
    html: cirrus(
      "Budgets notification",
      `<p style="margin:0 0 14px 0;font-size:18px;font-weight:bold;">CirrusGrid Budgets notification</p>
<p style="margin:0 0 14px 0;">You requested that we alert you when the <b>ACTUAL</b> cost associated with your <b>wms-prod-monthly</b> budget is greater than 80.00% of USD 6,500.00 for the current month.</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#d5dbdb;font-size:13px;">
<tr><td style="background:#fafafa;">Budget name</td><td>wms-prod-monthly</td></tr>
<tr><td style="background:#fafafa;">Account</td><td>4401-2290-7713 (corvane-wms-prod)</td></tr>
<tr><td style="background:#fafafa;">Budget amount</td><td>USD 6,500.00</td></tr>
<tr><td style="background:#fafafa;">Alert threshold</td><td>&gt; 80.00% (USD 5,200.00)</td></tr>
<tr><td style="background:#fafafa;">ACTUAL amount</td><td><b style="color:#d13212;">USD 5,318.62</b></td></tr>
<tr><td style="background:#fafafa;">Top services</td><td>Compute Instances USD 2,904.11<br>Managed Postgres USD 1,377.40<br>Data Transfer USD 611.08</td></tr>
</table>
<p style="margin:16px 0 0 0;"><a href="https://console.cirrusgrid.cloud/billing/budgets?account=440122907713" style="color:#0073bb;">Go to the Budgets dashboard</a></p>`,
    ),
  },
  {
    family: "cirrusgrid",
    group: "negative",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "CirrusGrid Billing <billing@notify.cirrusgrid.cloud>",
    to: TO,
    subject: "CirrusGrid invoice available for account 4401-2290-7713 - March 2025",
    date: date("2025-04-03 02:41:19", "+0000"),
    text: `Greetings from CirrusGrid,

Your invoice for March 2025 is now available.

Account number:    4401-2290-7713
Account name:      corvane-wms-prod
Invoice number:    EUINLU25-0931874
Invoice date:      April 2, 2025
Billing period:    March 1 - March 31, 2025
Total:             USD 6,211.47 (incl. VAT reverse charge)
Payment method:    SEPA direct debit, IBAN ending 3390
Debit date:        on or after April 10, 2025

You can view and download the invoice from the Billing console:
https://console.cirrusgrid.cloud/billing/bills?year=2025&month=3

Sincerely,
CirrusGrid Billing
`,
    html: cirrus(
      "Invoice available",
      `<p style="margin:0 0 14px 0;">Greetings from CirrusGrid,</p>
<p style="margin:0 0 14px 0;">Your invoice for <b>March 2025</b> is now available.</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:13px;">
<tr><td style="color:#545b64;">Account number</td><td>4401-2290-7713</td></tr>
<tr><td style="color:#545b64;">Account name</td><td>corvane-wms-prod</td></tr>
<tr><td style="color:#545b64;">Invoice number</td><td>EUINLU25-0931874</td></tr>
<tr><td style="color:#545b64;">Invoice date</td><td>April 2, 2025</td></tr>
<tr><td style="color:#545b64;">Billing period</td><td>March 1 &ndash; March 31, 2025</td></tr>
<tr><td style="color:#545b64;">Total</td><td><b>USD 6,211.47</b> (incl. VAT reverse charge)</td></tr>
<tr><td style="color:#545b64;">Payment method</td><td>SEPA direct debit, IBAN ending 3390</td></tr>
<tr><td style="color:#545b64;">Debit date</td><td>on or after April 10, 2025</td></tr>
</table>
<p style="margin:16px 0 0 0;">You can view and download the invoice from the <a href="https://console.cirrusgrid.cloud/billing/bills?year=2025&amp;month=3" style="color:#0073bb;">Billing console</a>.</p>
<p style="margin:14px 0 0 0;">Sincerely,<br>CirrusGrid Billing</p>`,
    ),
  },
  {
    family: "cirrusgrid",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "582-014",
    link: null,
    from: "CirrusGrid <no-reply@signin.cirrusgrid.cloud>",
    to: TO,
    subject: "CirrusGrid sign-in verification",
    date: date("2025-04-17 06:58:02", "+0000"),
    enc: "qp",
    text: `CirrusGrid sign-in verification

We noticed an attempt to sign in to the CirrusGrid console with the root
user of account 4401-2290-7713 from a browser we don't recognise.

Verification code: 582-014

Enter this code in the browser to finish signing in. It expires in 10 minutes.

If you did not try to sign in, change your root user password immediately
and review the account's security settings.

CirrusGrid will never email you to ask for your password, credit card or
banking details.
`,
    html: cirrus(
      "Sign-in verification",
      `<p style="margin:0 0 14px 0;font-size:18px;font-weight:bold;">Verify your identity</p>
<p style="margin:0 0 14px 0;">We noticed an attempt to sign in to the CirrusGrid console with the root user of account <b>4401-2290-7713</b> from a browser we don't recognise.</p>
<p style="margin:0 0 4px 0;text-align:center;color:#545b64;">Verification code</p>
<p style="margin:0 0 18px 0;text-align:center;font-size:30px;font-weight:bold;letter-spacing:3px;">582-014</p>
<p style="margin:0 0 14px 0;">Enter this code in the browser to finish signing in. It expires in 10 minutes.</p>
<p style="margin:0 0 14px 0;color:#545b64;font-size:13px;">If you did not try to sign in, change your root user password immediately and review the account's security settings. CirrusGrid will never email you to ask for your password, credit card or banking details.</p>`,
    ),
  },
];

// ------------------------------------------------------------------ Vaultlane (password manager)

function vaultlane(lang: string, preheader: string, body: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#0f1b2d;">
<span style="display:none!important;visibility:hidden;opacity:0;height:0;width:0;">${preheader}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#0f1b2d"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="540" cellpadding="0" cellspacing="0">
<tr><td style="padding:0 0 18px 0;"><img src="https://mail.vaultlane.com/assets/vaultlane-logo-light@2x.png" width="140" height="30" alt="Vaultlane"></td></tr>
<tr><td style="background:#ffffff;border-radius:12px;padding:32px;font-family:'Inter',Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#1c2536;">
${body}
</td></tr>
<tr><td style="padding:20px 4px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#8d9bb0;">
Vaultlane Security AG &middot; Bahnhofstrasse 21 &middot; 8001 Z&uuml;rich &middot; Switzerland<br>
<a href="https://vaultlane.com/legal/privacy" style="color:#8d9bb0;">Privacy</a> &middot; <a href="https://support.vaultlane.com" style="color:#8d9bb0;">Support</a> &middot; <a href="https://status.vaultlane.com" style="color:#8d9bb0;">Status</a>
</td></tr>
</table>
</td></tr></table></body></html>`;
}

const vaultlane_mails: Mail[] = [
  {
    family: "vaultlane",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://corvane.vaultlane.com/teams/join?invitation=inv_Hk29Qpz7WmE1xvT3&email=sam.reader%40corvane.com",
    from: "Vaultlane <no-reply@vaultlane.com>",
    to: TO,
    subject: "You're invited to join Corvane Logistics on Vaultlane",
    date: date("2025-03-04 08:55:41", "+0000"),
    enc: "qp",
    text: `You're invited to join Corvane Logistics on Vaultlane

Jonas Weber invited sam.reader@corvane.com to the Corvane Logistics team
account. Your team uses Vaultlane to store and share passwords for carrier
portals, customs systems and shared mailboxes.

Join the team:
https://corvane.vaultlane.com/teams/join?invitation=inv_Hk29Qpz7WmE1xvT3&email=sam.reader%40corvane.com

You'll create an account password and get an Emergency Kit. Keep the kit
somewhere safe - Vaultlane can't recover your account without it.

This invitation expires in 5 days.

Vaultlane Security AG · Bahnhofstrasse 21 · 8001 Zürich · Switzerland
`,
    html: vaultlane(
      "en",
      "Jonas Weber invited you to the Corvane Logistics team account.",
      `<h1 style="margin:0 0 14px 0;font-size:22px;line-height:28px;">You're invited to join Corvane Logistics</h1>
<p style="margin:0 0 14px 0;"><strong>Jonas Weber</strong> invited sam.reader@corvane.com to the Corvane Logistics team account. Your team uses Vaultlane to store and share passwords for carrier portals, customs systems and shared mailboxes.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:22px 0;"><tr><td bgcolor="#3b6cff" style="border-radius:8px;">
<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="https://corvane.vaultlane.com/teams/join?invitation=inv_Hk29Qpz7WmE1xvT3&amp;email=sam.reader%40corvane.com" style="height:44px;v-text-anchor:middle;width:200px;" arcsize="18%" fillcolor="#3b6cff" stroke="f"><center style="color:#ffffff;font-family:Arial;font-size:15px;">Join the team</center></v:roundrect><![endif]-->
<a href="https://corvane.vaultlane.com/teams/join?invitation=inv_Hk29Qpz7WmE1xvT3&amp;email=sam.reader%40corvane.com" style="display:inline-block;padding:12px 28px;color:#ffffff;text-decoration:none;font-weight:600;">Join the team</a>
</td></tr></table>
<p style="margin:0 0 14px 0;font-size:14px;color:#4a5568;">You'll create an account password and get an Emergency Kit. Keep the kit somewhere safe &mdash; Vaultlane can't recover your account without it.</p>
<p style="margin:0;font-size:13px;color:#8d9bb0;">This invitation expires in 5 days.</p>`,
    ),
  },
  {
    family: "vaultlane",
    group: "negative",
    lang: "en",
    kind: "shared-item",
    code: null,
    link: null,
    from: "Vaultlane <no-reply@vaultlane.com>",
    to: TO,
    subject: "Petra Lindqvist shared an item with you",
    date: date("2025-04-08 12:36:20", "+0000"),
    text: `Petra Lindqvist shared an item with you

Item:    Frioexpress AS2 portal (login)
Vault:   Integrations
Access:  view and fill, can't reveal the password

You'll find it in the Integrations vault the next time you unlock Vaultlane.

Vaultlane Security AG · Bahnhofstrasse 21 · 8001 Zürich · Switzerland
`,
    html: vaultlane(
      "en",
      "Frioexpress AS2 portal is now in your Integrations vault.",
      `<h1 style="margin:0 0 14px 0;font-size:20px;line-height:26px;">Petra Lindqvist shared an item with you</h1>
<table role="presentation" width="100%" cellpadding="12" cellspacing="0" style="background:#f4f6fa;border-radius:8px;font-size:14px;">
<tr><td width="36"><img src="https://mail.vaultlane.com/assets/icons/login-item.png" width="32" height="32" alt=""></td>
<td><strong>Frioexpress AS2 portal</strong><br><span style="color:#6b7a90;">Login &middot; Integrations vault &middot; view and fill, can't reveal the password</span></td></tr>
</table>
<p style="margin:18px 0 0 0;font-size:14px;color:#4a5568;">You'll find it in the Integrations vault the next time you unlock Vaultlane.</p>`,
    ),
  },
  {
    family: "vaultlane",
    group: "negative",
    lang: "de",
    kind: "login-alert",
    code: null,
    link: null,
    from: "Vaultlane <no-reply@vaultlane.com>",
    to: TO,
    subject: "Neue Anmeldung bei Vaultlane auf einem neuen Gerät",
    date: date("2025-04-25 18:03:11", "+0000"),
    enc: "b64",
    text: `Neue Anmeldung bei Vaultlane

Ihr Konto sam.reader@corvane.com (Team Corvane Logistics) wurde gerade auf
einem neuen Gerät entsperrt.

Gerät:     Vaultlane für Android 8.14 · Pixel 8
Ort:       Hamburg, Deutschland (ungefähr)
Zeitpunkt: 25.04.2025, 20:02 MESZ

Wenn Sie das waren, ist alles in Ordnung.

Wenn nicht: Melden Sie das Gerät unter Einstellungen > Geräte ab, ändern Sie
Ihr Kontopasswort und informieren Sie Ihren Team-Administrator (Jonas Weber).

Vaultlane Security AG · Bahnhofstrasse 21 · 8001 Zürich · Schweiz
`,
    html: vaultlane(
      "de",
      "Ihr Konto wurde auf einem Pixel 8 in Hamburg entsperrt.",
      `<h1 style="margin:0 0 14px 0;font-size:20px;line-height:26px;">Neue Anmeldung bei Vaultlane</h1>
<p style="margin:0 0 14px 0;">Ihr Konto sam.reader@corvane.com (Team Corvane Logistics) wurde gerade auf einem neuen Gerät entsperrt.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px;margin-bottom:14px;">
<tr><td style="color:#6b7a90;">Gerät</td><td>Vaultlane für Android 8.14 &middot; Pixel 8</td></tr>
<tr><td style="color:#6b7a90;">Ort</td><td>Hamburg, Deutschland (ungefähr)</td></tr>
<tr><td style="color:#6b7a90;">Zeitpunkt</td><td>25.04.2025, 20:02 MESZ</td></tr>
</table>
<p style="margin:0 0 14px 0;">Wenn Sie das waren, ist alles in Ordnung.</p>
<p style="margin:0;font-size:14px;color:#4a5568;">Wenn nicht: Melden Sie das Gerät unter <em>Einstellungen &gt; Geräte</em> ab, ändern Sie Ihr Kontopasswort und informieren Sie Ihren Team-Administrator (Jonas Weber).</p>`,
    ),
  },
];

// ------------------------------------------------------------------ Coursewright (learning platform)

const PDF_CERT = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Contents 4 0 R >> endobj
4 0 obj << /Length 96 >> stream
BT /F1 20 Tf 120 400 Td (Certificate of completion - Sam Reader - Data Protection Essentials 2025) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const coursewright_mails: Mail[] = [
  {
    family: "coursewright",
    group: "negative",
    lang: "en",
    kind: "course-assigned",
    code: null,
    link: null,
    from: "Corvane Academy <academy@coursewright.com>",
    to: TO,
    subject: "New required training: Dangerous Goods Awareness (ADR) 2025 – due 30 April",
    date: date("2025-03-03 07:00:05", "+0000"),
    enc: "qp",
    text: `Hello Sam,

Corvane Academy has assigned you a required course.

  Dangerous Goods Awareness (ADR) 2025
  6 modules · about 75 minutes · final quiz (pass mark 80%)
  Due: 30 April 2025

Assigned to: all Operations staff in Hamburg, Rotterdam and Valencia
Assigned by: Health, Safety & Environment

Start the course: https://corvane.coursewright.com/learn/course/adr-awareness-2025

Questions? hse@corvane.com

Corvane Academy, powered by Coursewright
Unsubscribe from reminders is not possible for required training.
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef2f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Lato,Arial,sans-serif;color:#243447;">
<tr><td><img src="https://media.coursewright.com/tenants/corvane/academy-banner-580.jpg" width="580" height="120" alt="Corvane Academy" style="display:block;"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.6;">
<p style="margin:0 0 12px 0;">Hello Sam,</p>
<p style="margin:0 0 18px 0;">Corvane Academy has assigned you a <strong>required</strong> course.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #dbe3ec;"><tr>
<td width="140"><img src="https://media.coursewright.com/courses/adr-awareness-2025/thumb.jpg" width="140" height="90" alt="Dangerous Goods Awareness" style="display:block;"></td>
<td style="padding:12px 16px;"><strong>Dangerous Goods Awareness (ADR) 2025</strong><br><span style="font-size:13px;color:#6a7b8c;">6 modules &middot; about 75 minutes &middot; final quiz (pass mark 80%)</span><br><span style="font-size:13px;color:#c0392b;font-weight:bold;">Due 30 April 2025</span></td>
</tr></table>
<p style="margin:18px 0;font-size:13px;color:#6a7b8c;">Assigned to all Operations staff in Hamburg, Rotterdam and Valencia by Health, Safety &amp; Environment.</p>
<p style="margin:0 0 8px 0;"><a href="https://corvane.coursewright.com/learn/course/adr-awareness-2025" style="background:#1b6ca8;color:#fff;padding:10px 22px;text-decoration:none;border-radius:3px;display:inline-block;">Start the course</a></p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f7f9fb;font-size:11px;color:#8a99a8;">Questions? <a href="mailto:hse@corvane.com" style="color:#8a99a8;">hse@corvane.com</a> &middot; Corvane Academy, powered by Coursewright</td></tr>
</table>
</td></tr></table></body></html>`,
  },
  {
    family: "coursewright",
    group: "negative",
    lang: "en",
    kind: "certificate",
    code: null,
    link: null,
    from: "Corvane Academy <academy@coursewright.com>",
    to: TO,
    subject: "Congratulations! You completed Data Protection Essentials 2025",
    date: date("2025-03-26 15:48:37", "+0000"),
    attachment: ["Certificate_Data_Protection_Essentials_2025_Sam_Reader.pdf", "application/pdf", PDF_CERT],
    text: `Well done, Sam!

You completed Data Protection Essentials 2025 on 26 March 2025 with a
score of 92%.

Your certificate is attached (certificate ID CW-CRV-2025-018837). It is also
saved in your learning record.

Next up in your plan: Dangerous Goods Awareness (ADR) 2025, due 30 April.

Corvane Academy, powered by Coursewright
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef2f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Lato,Arial,sans-serif;color:#243447;">
<tr><td align="center" style="padding:30px 28px 0 28px;"><img src="https://media.coursewright.com/email/trophy-96.png" width="72" height="72" alt=""></td></tr>
<tr><td align="center" style="padding:12px 28px;font-size:24px;font-weight:bold;">Well done, Sam!</td></tr>
<tr><td style="padding:0 28px 20px 28px;font-size:15px;line-height:1.6;text-align:center;">You completed <strong>Data Protection Essentials 2025</strong> on 26 March 2025 with a score of <strong>92%</strong>.<br>Your certificate is attached (ID CW-CRV-2025-018837) and saved in your <a href="https://corvane.coursewright.com/learn/record" style="color:#1b6ca8;">learning record</a>.</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #dbe3ec;font-size:13px;color:#6a7b8c;">Next up in your plan: Dangerous Goods Awareness (ADR) 2025, due 30 April.</td></tr>
<tr><td style="padding:14px 28px;background:#f7f9fb;font-size:11px;color:#8a99a8;">Corvane Academy, powered by Coursewright</td></tr>
</table>
</td></tr></table></body></html>`,
  },
  {
    family: "coursewright",
    group: "regional",
    lang: "es",
    kind: "verify-email",
    code: "604218",
    link: "https://corvane.coursewright.com/auth/verify?token=cwv_8mQ2zLr5Tb1x&lang=es",
    from: "Academia Corvane <academy@coursewright.com>",
    to: "Sam Reader <s.reader@corvane.es>",
    subject: "Confirma tu dirección de correo – Academia Corvane",
    date: date("2025-04-28 09:20:48", "+0000"),
    enc: "8bit",
    text: `Hola Sam:

Se ha creado tu cuenta en la Academia Corvane (sede de Valencia) con la
dirección s.reader@corvane.es. Para activarla, confirma que la dirección es tuya.

Introduce este código en la pantalla de registro:

604218

o pulsa este enlace:
https://corvane.coursewright.com/auth/verify?token=cwv_8mQ2zLr5Tb1x&lang=es

El código y el enlace caducan en 24 horas.

Si no has solicitado esta cuenta, puedes ignorar este mensaje.

Academia Corvane · con la tecnología de Coursewright
`,
    html: `<html lang="es"><head><meta charset="utf-8"></head><body style="margin:0;background:#eef2f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Lato,Arial,sans-serif;color:#243447;">
<tr><td><img src="https://media.coursewright.com/tenants/corvane/academy-banner-es-560.jpg" width="560" height="110" alt="Academia Corvane" style="display:block;"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.6;">
<p style="margin:0 0 12px 0;">Hola Sam:</p>
<p style="margin:0 0 16px 0;">Se ha creado tu cuenta en la Academia Corvane (sede de Valencia) con la dirección <strong>s.reader@corvane.es</strong>. Para activarla, confirma que la dirección es tuya.</p>
<p style="margin:0 0 8px 0;">Introduce este código en la pantalla de registro:</p>
<table cellpadding="0" cellspacing="8" align="center" style="margin:0 auto 12px auto;"><tr>
<td style="width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;border-bottom:3px solid #1b6ca8;">6</td>
<td style="width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;border-bottom:3px solid #1b6ca8;">0</td>
<td style="width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;border-bottom:3px solid #1b6ca8;">4</td>
<td style="width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;border-bottom:3px solid #1b6ca8;">2</td>
<td style="width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;border-bottom:3px solid #1b6ca8;">1</td>
<td style="width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;border-bottom:3px solid #1b6ca8;">8</td>
</tr></table>
<p style="margin:0 0 12px 0;text-align:center;">o pulsa el botón:</p>
<p style="margin:0 0 18px 0;text-align:center;"><a href="https://corvane.coursewright.com/auth/verify?token=cwv_8mQ2zLr5Tb1x&amp;lang=es" style="background:#1b6ca8;color:#fff;padding:11px 24px;text-decoration:none;border-radius:3px;display:inline-block;">Confirmar mi correo</a></p>
<p style="margin:0;font-size:13px;color:#6a7b8c;">El código y el enlace caducan en 24 horas. Si no has solicitado esta cuenta, puedes ignorar este mensaje.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f7f9fb;font-size:11px;color:#8a99a8;">Academia Corvane &middot; con la tecnología de Coursewright &middot; <a href="https://www.coursewright.com/es/privacidad" style="color:#8a99a8;">Privacidad</a></td></tr>
</table>
</td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------------ Bidmarque (a customer's e-sourcing portal)

const bidmarque_mails: Mail[] = [
  {
    family: "bidmarque",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://halden.bidmarque.com/supplier/register?inv=SUPINV-77c1f04b9e&event=HF-2025-017",
    from: "Halden Foods Procurement via Bidmarque <events@bidmarque.com>",
    to: TO,
    subject: "Invitation to tender HF-2025-017: Refrigerated transport Spain 2025-2027",
    date: date("2025-04-07 12:05:33", "+0000"),
    enc: "qp",
    headers: [["Reply-To", "Anneli Halvorsen <anneli.halvorsen@haldenfoods.com>"]],
    text: `Dear Sam Reader,

Halden Foods AS invites Corvane Logistics GmbH to take part in the
following sourcing event:

  HF-2025-017  Refrigerated transport Spain 2025-2027
  Type:        Request for quotation (2 rounds)
  Lots:        4 (Valencia - Madrid, Valencia - Barcelona, Murcia - Madrid,
               Murcia - Zaragoza)
  Q&A closes:  22 April 2025, 12:00 CET
  Bids due:    5 May 2025, 17:00 CET

Your company is not yet registered on the Halden Foods supplier portal.
Register and accept the invitation here:

https://halden.bidmarque.com/supplier/register?inv=SUPINV-77c1f04b9e&event=HF-2025-017

Registration takes about 10 minutes. Please have your VAT number and
insurance certificate ready.

Kind regards,
Anneli Halvorsen
Category Manager Logistics, Halden Foods AS
+47 22 41 88 60

Sent via Bidmarque e-sourcing · Bidmarque Oy · Keilaranta 19 · 02150 Espoo · Finland
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f0f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,Verdana,sans-serif;font-size:13px;color:#222;">
<tr><td style="padding:14px 22px;border-bottom:2px solid #00594f;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://halden.bidmarque.com/branding/halden-logo.png" height="34" alt="Halden Foods"></td>
<td align="right" style="font-size:11px;color:#888;">Sourcing event<br><b style="color:#00594f;">HF-2025-017</b></td></tr></table></td></tr>
<tr><td style="padding:20px 22px;line-height:1.6;">
<p style="margin:0 0 12px 0;">Dear Sam Reader,</p>
<p style="margin:0 0 12px 0;">Halden Foods AS invites <b>Corvane Logistics GmbH</b> to take part in the following sourcing event:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #d6e4e2;background:#f6faf9;font-size:13px;">
<tr><td width="120" style="color:#666;">Event</td><td><b>HF-2025-017 Refrigerated transport Spain 2025&ndash;2027</b></td></tr>
<tr><td style="color:#666;">Type</td><td>Request for quotation (2 rounds)</td></tr>
<tr><td style="color:#666;">Lots</td><td>4 (Valencia&ndash;Madrid, Valencia&ndash;Barcelona, Murcia&ndash;Madrid, Murcia&ndash;Zaragoza)</td></tr>
<tr><td style="color:#666;">Q&amp;A closes</td><td>22 April 2025, 12:00 CET</td></tr>
<tr><td style="color:#666;">Bids due</td><td><b>5 May 2025, 17:00 CET</b></td></tr>
</table>
<p style="margin:14px 0;">Your company is not yet registered on the Halden Foods supplier portal. Register and accept the invitation here:</p>
<p style="margin:0 0 14px 0;"><a href="https://halden.bidmarque.com/supplier/register?inv=SUPINV-77c1f04b9e&amp;event=HF-2025-017" style="background:#00594f;color:#fff;padding:9px 18px;text-decoration:none;font-weight:bold;">Register and accept</a></p>
<p style="margin:0 0 14px 0;">Registration takes about 10 minutes. Please have your VAT number and insurance certificate ready.</p>
<p style="margin:0;">Kind regards,<br>Anneli Halvorsen<br>Category Manager Logistics, Halden Foods AS<br>+47 22 41 88 60</p>
</td></tr>
<tr><td style="padding:10px 22px;background:#f7f7f7;font-size:10px;color:#999;">Sent via Bidmarque e-sourcing &middot; Bidmarque Oy &middot; Keilaranta 19 &middot; 02150 Espoo &middot; Finland &middot; <a href="https://www.bidmarque.com/privacy" style="color:#999;">Privacy</a></td></tr>
</table>
</td></tr></table></body></html>`,
  },
  {
    family: "bidmarque",
    group: "negative",
    lang: "en",
    kind: "deadline-reminder",
    code: null,
    link: null,
    from: "Halden Foods Procurement via Bidmarque <events@bidmarque.com>",
    to: TO,
    subject: "Reminder: HF-2025-017 closes in 48 hours (5 May 2025, 17:00 CET)",
    date: date("2025-05-03 15:00:00", "+0000"),
    text: `Dear Sam Reader,

This is a reminder that bidding for HF-2025-017 Refrigerated transport Spain
2025-2027 closes on 5 May 2025 at 17:00 CET.

Your response status
  Lot 1 Valencia - Madrid       Submitted 29.04.2025 (EUR 1.42/km)
  Lot 2 Valencia - Barcelona    Draft - not submitted
  Lot 3 Murcia - Madrid         Declined
  Lot 4 Murcia - Zaragoza       Not started

Drafts are not visible to Halden Foods. Late bids cannot be accepted.

Event page: https://halden.bidmarque.com/events/HF-2025-017/response

Sent via Bidmarque e-sourcing · Bidmarque Oy · Keilaranta 19 · 02150 Espoo · Finland
`,
    html: null,
  },
];

// ------------------------------------------------------------------ Supplier invoices

const PDF_INVOICE_HANSEN = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj
4 0 obj << /Length 74 >> stream
BT /F1 11 Tf 60 780 Td (Rechnung RE-2025-03187 - Corvane Logistics GmbH - 1.487,50 EUR) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const invoice_mails: Mail[] = [
  {
    family: "druckerei-hansen",
    group: "negative",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Druckerei Hansen & Söhne <buchhaltung@druckerei-hansen.de>",
    to: TO,
    subject: "Rechnung RE-2025-03187 zu Ihrem Auftrag 4471 (Versandetiketten)",
    date: date("2025-03-14 10:22:08", "+0100"),
    enc: "qp",
    attachment: ["RE-2025-03187.pdf", "application/pdf", PDF_INVOICE_HANSEN],
    text: `Sehr geehrter Herr Reader,

anbei erhalten Sie unsere Rechnung zu Ihrem Auftrag 4471.

Rechnungsnummer:  RE-2025-03187
Rechnungsdatum:   14.03.2025
Kundennummer:     20-1184
Leistung:         25.000 Thermo-Versandetiketten 100 x 150 mm, 4 Rollen à 6.250
                  Lieferung am 12.03.2025 an Lager Hamburg-Billbrook
Nettobetrag:      1.250,00 EUR
USt. 19 %:          237,50 EUR
Rechnungsbetrag:  1.487,50 EUR

Zahlbar bis 13.04.2025 ohne Abzug auf:
Hamburger Sparkasse, IBAN DE41 2005 0550 1234 5678 90, BIC HASPDEHHXXX
Verwendungszweck: RE-2025-03187

Für Rückfragen erreichen Sie mich unter 040 733 18 20-14.

Mit freundlichen Grüßen
Birte Jessen
Buchhaltung

Druckerei Hansen & Söhne GmbH · Halskestraße 27 · 22113 Hamburg
Amtsgericht Hamburg HRB 48211 · USt-IdNr. DE118734529
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:10pt;color:#000;">
<p>Sehr geehrter Herr Reader,</p>
<p>anbei erhalten Sie unsere Rechnung zu Ihrem Auftrag 4471.</p>
<table cellpadding="2" cellspacing="0" style="font-family:Arial,sans-serif;font-size:10pt;">
<tr><td>Rechnungsnummer:</td><td>RE-2025-03187</td></tr>
<tr><td>Rechnungsdatum:</td><td>14.03.2025</td></tr>
<tr><td>Kundennummer:</td><td>20-1184</td></tr>
<tr><td valign="top">Leistung:</td><td>25.000 Thermo-Versandetiketten 100 x 150 mm, 4 Rollen à 6.250<br>Lieferung am 12.03.2025 an Lager Hamburg-Billbrook</td></tr>
<tr><td>Nettobetrag:</td><td>1.250,00 EUR</td></tr>
<tr><td>USt. 19 %:</td><td>237,50 EUR</td></tr>
<tr><td><b>Rechnungsbetrag:</b></td><td><b>1.487,50 EUR</b></td></tr>
</table>
<p>Zahlbar bis 13.04.2025 ohne Abzug auf:<br>Hamburger Sparkasse, IBAN DE41 2005 0550 1234 5678 90, BIC HASPDEHHXXX<br>Verwendungszweck: RE-2025-03187</p>
<p>Für Rückfragen erreichen Sie mich unter 040 733 18 20-14.</p>
<p>Mit freundlichen Grüßen<br>Birte Jessen<br>Buchhaltung</p>
<p style="font-size:8pt;color:#555;">--<br><b>Druckerei Hansen &amp; Söhne GmbH</b> · Halskestraße 27 · 22113 Hamburg<br>Tel. 040 733 18 20-0 · <a href="https://www.druckerei-hansen.de">www.druckerei-hansen.de</a><br>Amtsgericht Hamburg HRB 48211 · USt-IdNr. DE118734529 · Geschäftsführer: Jens Hansen</p>
</body></html>`,
  },
  {
    family: "brulerie-des-quais",
    group: "negative",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Brûlerie des Quais <facturation@brulerie-des-quais.fr>",
    to: TO,
    subject: "Facture F2025-0419 – Corvane Lyon – livraison café avril",
    date: date("2025-04-01 08:40:51", "+0200"),
    enc: "8bit",
    text: `Bonjour,

Veuillez trouver ci-dessous le récapitulatif de votre facture, disponible
en PDF dans votre espace client.

Facture n° F2025-0419 du 01/04/2025
Client : CORVANE LOGISTICS – Établissement de Lyon (réf. client C-0388)
Adresse de livraison : 27 rue Garibaldi, 69006 Lyon

  12 kg  Café en grains « Quai Saint-Vincent »    12 x 24,50 €   294,00 €
   6 kg  Café en grains décaféiné                  6 x 27,00 €   162,00 €
   1     Entretien machine Jura (forfait mensuel)                 45,00 €

Total HT    501,00 €
TVA 5,5 %    24,57 € (café) / TVA 20 % 9,00 € (entretien)
Total TTC   534,57 €

Prélèvement SEPA le 10/04/2025 (mandat RUM BDQ-C0388-01).

Espace client : https://www.brulerie-des-quais.fr/pro/compte

Merci de votre confiance,
L'équipe de la Brûlerie des Quais
14 quai Saint-Vincent – 69001 Lyon – 04 78 28 61 30
SIRET 812 447 930 00021
`,
    html: null,
  },
  {
    family: "cartotecnica-brianza",
    group: "negative",
    lang: "it",
    kind: "invoice",
    code: null,
    link: null,
    from: "Cartotecnica Brianza S.r.l. <amministrazione@cartotecnicabrianza.it>",
    to: TO,
    subject: "Invio fattura n. 412/2025 – Corvane Logistics GmbH",
    date: date("2025-04-15 11:02:37", "+0200"),
    enc: "qp",
    text: `Spett.le Corvane Logistics GmbH,
c.a. Sig. Sam Reader

in allegato alla presente la copia di cortesia della fattura n. 412/2025 del
15/04/2025, trasmessa tramite SDI / Peppol.

Ordine:        PO-HH-2025-0733 del 21/03/2025
Articoli:      2.400 scatole americane 600x400x400 mm, onda BC, stampa 1 colore
               800 angolari in cartone 50x50x1000 mm
Imponibile:    € 3.168,00
IVA:           operazione non imponibile art. 41 D.L. 331/93 (cessione intracomunitaria)
Totale:        € 3.168,00
Scadenza:      bonifico 60 gg d.f. fine mese (30/06/2025)
IBAN:          IT60 X054 2811 1010 0000 0123 456

La merce è stata consegnata il 11/04/2025 (DDT n. 1187) al vostro magazzino
di Amburgo.

Cordiali saluti,
Ufficio Amministrazione
Cartotecnica Brianza S.r.l. – Via Garibaldi 88 – 20832 Desio (MB)
Tel. +39 0362 30 41 77 – P.IVA 02984410963
`,
    html: null,
  },
];

// ------------------------------------------------------------------ Conferences

const northstack_mails: Mail[] = [
  {
    family: "northstack-conf",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://tickets.northstackconf.com/r/confirm?rid=NSC25-R-60218&sig=3d0a7f91be",
    from: "NorthStack Logistics Tech Summit <tickets@northstackconf.com>",
    to: TO,
    subject: "Confirm your email to complete your NorthStack 2025 registration",
    date: date("2025-03-18 12:30:16", "+0000"),
    enc: "qp",
    text: `Almost there, Sam!

Confirm your email address to complete your registration for NorthStack
Logistics Tech Summit 2025 (Rotterdam Ahoy, 3-4 June 2025).

Confirm my email:
https://tickets.northstackconf.com/r/confirm?rid=NSC25-R-60218&sig=3d0a7f91be

Your seat is held for 48 hours. Early-bird pricing (EUR 495 instead of
EUR 690) applies to registrations confirmed before 31 March.

Questions? hello@northstackconf.com

NorthStack Events B.V. · Ahoyweg 10 · 3084 BA Rotterdam
Follow us: https://www.linkedin.com/company/northstackconf
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0a0f24;">
<div style="display:none;">Your seat is held for 48 hours.</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#0a0f24"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td><img src="https://assets.northstackconf.com/2025/email-header.png" width="560" height="140" alt="NorthStack Logistics Tech Summit 2025 · Rotterdam · 3-4 June" style="display:block;"></td></tr>
<tr><td style="background:#ffffff;padding:30px;font-family:'Space Grotesk',Arial,sans-serif;font-size:15px;line-height:1.6;color:#0a0f24;">
<h1 style="margin:0 0 12px 0;font-size:24px;">Almost there, Sam!</h1>
<p style="margin:0 0 18px 0;">Confirm your email address to complete your registration for <strong>NorthStack Logistics Tech Summit 2025</strong> (Rotterdam Ahoy, 3&ndash;4 June 2025).</p>
<p style="margin:0 0 20px 0;"><a href="https://tickets.northstackconf.com/r/confirm?rid=NSC25-R-60218&amp;sig=3d0a7f91be" style="background:#ff4f5e;color:#ffffff;padding:13px 26px;text-decoration:none;font-weight:bold;border-radius:30px;display:inline-block;">Confirm my email</a></p>
<p style="margin:0 0 10px 0;font-size:13px;color:#555;">Your seat is held for 48 hours. Early-bird pricing (&euro;495 instead of &euro;690) applies to registrations confirmed before 31 March.</p>
</td></tr>
<tr><td style="padding:18px 0;font-family:Arial,sans-serif;font-size:11px;color:#8b93b0;text-align:center;">
<a href="https://www.linkedin.com/company/northstackconf"><img src="https://assets.northstackconf.com/social/linkedin-w.png" width="22" alt="LinkedIn"></a>&nbsp;
<a href="https://x.com/northstackconf"><img src="https://assets.northstackconf.com/social/x-w.png" width="22" alt="X"></a>&nbsp;
<a href="https://www.youtube.com/@northstackconf"><img src="https://assets.northstackconf.com/social/youtube-w.png" width="22" alt="YouTube"></a><br><br>
Questions? <a href="mailto:hello@northstackconf.com" style="color:#8b93b0;">hello@northstackconf.com</a><br>NorthStack Events B.V. &middot; Ahoyweg 10 &middot; 3084 BA Rotterdam</td></tr>
</table>
</td></tr></table></body></html>`,
  },
  {
    family: "northstack-conf",
    group: "negative",
    lang: "en",
    kind: "registration-confirmed",
    code: null,
    link: null,
    from: "NorthStack Logistics Tech Summit <tickets@northstackconf.com>",
    to: TO,
    subject: "You're going to NorthStack 2025! Order NSC25-004417",
    date: date("2025-03-18 12:41:02", "+0000"),
    text: `You're going to NorthStack 2025!

Order:      NSC25-004417
Attendee:   Sam Reader, Corvane Logistics
Ticket:     Two-day pass (early bird)
Price:      EUR 495.00 + 21% VAT EUR 103.95 = EUR 598.95
Paid with:  Visa •••• 4821 on 18 March 2025
Invoice:    sent separately to ap@corvane.com (PO HH-2025-0690)

When & where
  3-4 June 2025, doors 08:00
  Rotterdam Ahoy, Ahoyweg 10, 3084 BA Rotterdam
  Nearest metro: Zuidplein (line D/E), 5 min walk

Your badge is printed on site. Bring a photo ID.

Build your agenda: https://northstackconf.com/2025/agenda
Hotel partner rates (until 2 May): https://northstackconf.com/2025/hotels

NorthStack Events B.V. · Ahoyweg 10 · 3084 BA Rotterdam · KvK 81529047
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0a0f24;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#0a0f24"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td><img src="https://assets.northstackconf.com/2025/email-header.png" width="560" height="140" alt="NorthStack Logistics Tech Summit 2025" style="display:block;"></td></tr>
<tr><td style="background:#ffffff;padding:30px;font-family:'Space Grotesk',Arial,sans-serif;font-size:14px;line-height:1.6;color:#0a0f24;">
<h1 style="margin:0 0 16px 0;font-size:24px;">You're going to NorthStack 2025! &#127881;</h1>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;border-bottom:1px solid #eee;">
<tr><td style="color:#777;">Order</td><td>NSC25-004417</td></tr>
<tr><td style="color:#777;">Attendee</td><td>Sam Reader, Corvane Logistics</td></tr>
<tr><td style="color:#777;">Ticket</td><td>Two-day pass (early bird)</td></tr>
<tr><td style="color:#777;">Price</td><td>&euro;495.00 + 21% VAT &euro;103.95 = <strong>&euro;598.95</strong></td></tr>
<tr><td style="color:#777;">Paid with</td><td>Visa &bull;&bull;&bull;&bull; 4821 on 18 March 2025</td></tr>
<tr><td style="color:#777;">Invoice</td><td>sent separately to ap@corvane.com (PO HH-2025-0690)</td></tr>
</table>
<p style="margin:18px 0 6px 0;font-weight:bold;">When &amp; where</p>
<p style="margin:0 0 14px 0;">3&ndash;4 June 2025, doors 08:00<br>Rotterdam Ahoy, Ahoyweg 10, 3084 BA Rotterdam<br>Nearest metro: Zuidplein (line D/E), 5 min walk</p>
<p style="margin:0 0 18px 0;">Your badge is printed on site. Bring a photo ID.</p>
<p style="margin:0;"><a href="https://northstackconf.com/2025/agenda" style="color:#ff4f5e;font-weight:bold;">Build your agenda</a> &nbsp;&middot;&nbsp; <a href="https://northstackconf.com/2025/hotels" style="color:#ff4f5e;font-weight:bold;">Hotel partner rates (until 2 May)</a></p>
</td></tr>
<tr><td style="padding:18px 0;font-family:Arial,sans-serif;font-size:11px;color:#8b93b0;text-align:center;">NorthStack Events B.V. &middot; Ahoyweg 10 &middot; 3084 BA Rotterdam &middot; KvK 81529047</td></tr>
</table>
</td></tr></table></body></html>`,
  },
];

const logimed_mails: Mail[] = [
  {
    family: "congreso-logimed",
    group: "negative",
    lang: "es",
    kind: "registration-confirmed",
    code: null,
    link: null,
    from: "Congreso LogiMed 2025 <inscripciones@congresologimed.es>",
    to: TO,
    subject: "Inscripción confirmada – LogiMed 2025, Valencia, 22 y 23 de mayo",
    date: date("2025-04-10 17:26:44", "+0200"),
    enc: "b64",
    text: `Estimado/a Sam Reader:

Le confirmamos su inscripción en el Congreso LogiMed 2025 – Logística del
Mediterráneo.

Número de inscripción: LGM25-04418
Modalidad:             Profesional – 2 días
Importe:               350,00 € + IVA (423,50 €), pagado por transferencia
Factura:               a nombre de Corvane Logistics GmbH, sucursal en España
                       (NIF W0184473D)

Fechas y lugar
  Jueves 22 y viernes 23 de mayo de 2025
  Palacio de Congresos de Valencia, Av. de las Cortes Valencianas 60, 46015 Valencia
  Acreditaciones desde las 8:30 h

Incluye acceso a todas las ponencias, la zona de exposición, cafés y el
almuerzo de networking del día 22.

Programa: https://www.congresologimed.es/programa

Un cordial saludo,
Secretaría Técnica LogiMed 2025
Tel. +34 963 51 72 40 · inscripciones@congresologimed.es
`,
    html: `<html lang="es"><head><meta charset="utf-8"></head><body style="margin:0;background:#f4efe6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Trebuchet MS',Arial,sans-serif;color:#2d2a26;">
<tr><td style="background:#e76f24;padding:18px 26px;color:#ffffff;font-size:22px;font-weight:bold;">LogiMed 2025<br><span style="font-size:13px;font-weight:normal;">Congreso de Logística del Mediterráneo · Valencia</span></td></tr>
<tr><td style="padding:22px 26px;font-size:14px;line-height:1.6;">
<p style="margin:0 0 12px 0;">Estimado/a Sam Reader:</p>
<p style="margin:0 0 14px 0;">Le confirmamos su inscripción en el <strong>Congreso LogiMed 2025 – Logística del Mediterráneo</strong>.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="background:#fbf7f1;font-size:14px;">
<tr><td style="color:#8a7f70;width:170px;">Número de inscripción</td><td><strong>LGM25-04418</strong></td></tr>
<tr><td style="color:#8a7f70;">Modalidad</td><td>Profesional – 2 días</td></tr>
<tr><td style="color:#8a7f70;">Importe</td><td>350,00 € + IVA (423,50 €), pagado por transferencia</td></tr>
<tr><td style="color:#8a7f70;">Factura</td><td>a nombre de Corvane Logistics GmbH, sucursal en España (NIF W0184473D)</td></tr>
</table>
<p style="margin:16px 0 4px 0;font-weight:bold;">Fechas y lugar</p>
<p style="margin:0 0 14px 0;">Jueves 22 y viernes 23 de mayo de 2025<br>Palacio de Congresos de Valencia, Av. de las Cortes Valencianas 60, 46015 Valencia<br>Acreditaciones desde las 8:30 h</p>
<p style="margin:0 0 14px 0;">Incluye acceso a todas las ponencias, la zona de exposición, cafés y el almuerzo de networking del día 22.</p>
<p style="margin:0;"><a href="https://www.congresologimed.es/programa" style="color:#e76f24;font-weight:bold;">Consultar el programa</a></p>
</td></tr>
<tr><td style="padding:14px 26px;background:#2d2a26;color:#bfb6a8;font-size:11px;">Secretaría Técnica LogiMed 2025 · Tel. +34 963 51 72 40 · <a href="mailto:inscripciones@congresologimed.es" style="color:#bfb6a8;">inscripciones@congresologimed.es</a><br>
<a href="https://www.congresologimed.es/aviso-legal" style="color:#bfb6a8;">Aviso legal</a> · <a href="https://www.congresologimed.es/privacidad" style="color:#bfb6a8;">Política de privacidad</a> · <a href="https://www.congresologimed.es/baja?e=sam.reader%40corvane.com" style="color:#bfb6a8;">Darse de baja</a></td></tr>
</table>
</td></tr></table></body></html>`,
  },
];

// ------------------------------------------------------------------ all

export const mails: Mail[] = [
  ...portunus_mails,
  ...crewbook_mails,
  ...payslate_mails,
  ...expensa_mails,
  ...waymark_mails,
  ...luisenhof_mails,
  ...meetbridge_mails,
  ...agendo_mails,
  ...sealpoint_mails,
  ...fileharbor_mails,
  ...pivotrail_mails,
  ...servicenest_mails,
  ...leadharbor_mails,
  ...metricfield_mails,
  ...mailcrest_mails,
  ...repostead_mails,
  ...buildwharf_mails,
  ...cirrus_mails,
  ...vaultlane_mails,
  ...coursewright_mails,
  ...bidmarque_mails,
  ...invoice_mails,
  ...northstack_mails,
  ...logimed_mails,
];
