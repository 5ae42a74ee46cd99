/**
 * Work and developer-tool mail: identity providers and SSO, cloud consoles, package registries, CI and
 * observability, business and HR apps, password managers, VPNs and registrars, in a dozen languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

/** An RFC 2822 date; the weekday is computed. */
function date(y: number, m: number, d: number, hh: number, mm: number, ss = 0, zone = "+0000"): string {
  const wd = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${wd}, ${p2(d)} ${MONTHS[m - 1]} ${y} ${p2(hh)}:${p2(mm)}:${p2(ss)} ${zone}`;
}

/** A bulletproof-ish table button. */
function button(href: string, label: string, bg: string, fg = "#ffffff", radius = 4): string {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:24px 0;">
  <tr>
    <td align="center" bgcolor="${bg}" style="border-radius:${radius}px;">
      <a href="${
    href.replaceAll("&", "&amp;")
  }" target="_blank" style="display:inline-block;padding:12px 28px;font-size:15px;font-weight:600;color:${fg};text-decoration:none;border-radius:${radius}px;">${label}</a>
    </td>
  </tr>
</table>`;
}

/** One table cell per character of a code. */
function cells(code: string, style: string): string {
  return [...code].map((ch) => `<td style="${style}">${ch}</td>`).join("\n        ");
}

const amp = (s: string) => s.replaceAll("&", "&amp;");

// ---------------------------------------------------------------- identity and SSO

function pingLayout(preheader: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>PingOne</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;">${preheader}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
  <tr><td align="center" style="padding:32px 12px;">
    <table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:4px solid #b3282d;font-family:Helvetica,Arial,sans-serif;color:#1f2933;">
      <tr><td style="padding:28px 36px 8px;"><img src="https://assets.pingone.com/ux/branding-themes/1.7.0/default/ping-logo.png" width="110" alt="Ping Identity"></td></tr>
      <tr><td style="padding:8px 36px 28px;font-size:15px;line-height:22px;">${body}</td></tr>
      <tr><td style="padding:18px 36px;background:#fafafa;font-size:11px;color:#6b7280;line-height:16px;">
        This message was sent by PingOne on behalf of your organization. Please do not reply.<br>
        Ping Identity Corporation, 1001 17th Street, Suite 100, Denver, CO 80202, USA &middot;
        <a href="https://www.pingidentity.com/en/legal/privacy.html" style="color:#6b7280;">Privacy</a>
      </td></tr>
    </table>
  </td></tr>
</table>
</body></html>`;
}

function onelogin(lang: "en" | "de", body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="background-color:#eceff1;margin:0;">
<center>
<table cellspacing="0" cellpadding="0" width="600" style="font-family:'Segoe UI',Arial,sans-serif;background:#ffffff;margin-top:30px;">
<tr><td style="background:#1c1f2a;padding:18px 30px;"><img src="https://web-login-v2-cdn.onelogin.com/img/onelogin-logo-white.png" alt="OneLogin" height="26"></td></tr>
<tr><td style="padding:30px;font-size:14px;color:#333333;line-height:1.55;">${body}</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #e0e0e0;font-size:11px;color:#8a8a8a;">
${
    lang === "de"
      ? "Sie erhalten diese E-Mail, weil Ihr Administrator ein OneLogin-Konto für Sie angelegt hat."
      : "You are receiving this email because your administrator manages your account with OneLogin."
  }<br>
&copy; 2026 One Identity LLC &middot; <a href="https://www.onelogin.com/legal/privacy-policy" style="color:#8a8a8a;">Privacy</a>
</td></tr>
</table>
</center>
</body></html>`;
}

function jcLayout(title: string, body: string): string {
  return `<!doctype html>
<html><head><meta charset="UTF-8"><title>${title}</title>
<style>a.jc-btn:hover{background:#1a7f64!important}</style></head>
<body style="margin:0;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
  <table role="presentation" width="600" cellspacing="0" cellpadding="0" style="margin:40px 0;background:#fff;border:1px solid #dde3ea;border-radius:6px;">
    <tr><td style="padding:26px 40px;border-bottom:1px solid #eef1f4;">
      <img src="https://jumpcloud.com/wp-content/uploads/2021/01/jc-logo-email.png" alt="JumpCloud" width="140">
    </td></tr>
    <tr><td style="padding:32px 40px;color:#202d38;font-size:15px;line-height:24px;">${body}</td></tr>
    <tr><td style="padding:20px 40px;font-size:12px;color:#7b8794;background:#f9fafb;border-radius:0 0 6px 6px;">
      JumpCloud Inc. &middot; 361 Centennial Pkwy, Suite 300, Louisville, CO 80027<br>
      <a href="https://jumpcloud.com/support" style="color:#7b8794;">Support</a> &middot;
      <a href="https://jumpcloud.com/legal/privacy" style="color:#7b8794;">Privacy Policy</a>
    </td></tr>
  </table>
</td></tr></table>
</body></html>`;
}

const pingCode = "604218";
const olReset =
  "https://northwind.onelogin.com/password/reset/confirm?token=Qm9Zb2wtN2Q0Yy00YjhmLTk2YTMtZDE5NGE2ZTAwMmNk&locale=en";
const olInvite =
  "https://hansegrund.onelogin.com/users/invitation/accept?invitation_token=yKq3mT9xPzV2aR8hWc4N&lang=de";
const jcActivate =
  "https://console.jumpcloud.com/userconsole/activate?token=eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiI2NTFmMmFhOTMwYjEiLCJvcmciOiI1ZjhkIn0.r8Kx2Vt0bYl9fQmW3sJpA1nH5cE7uZ4d";
const duoEnroll =
  "https://api-7c1e94d2.duosecurity.com/frame/portal/v4/enroll?code=1c5e3f0a9b2d4e67&akey=DAKX7Q2M9RNF4T8VW1ZB";

const identity: Mail[] = [
  {
    family: "ping-identity",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: pingCode,
    link: null,
    from: "PingOne <noreply@pingone.com>",
    to: "Dana Whitfield <dana.whitfield@northwind-logistics.example>",
    subject: "Your PingOne one-time passcode",
    date: date(2026, 10, 6, 8, 14, 52),
    text: `Hello Dana,

Use the passcode below to finish signing in to Northwind Logistics.

    ${pingCode}

The passcode is valid for 15 minutes and can be used once.

Request details
  Application: Northwind Workday (SAML)
  Time: October 6, 2026 08:14 UTC
  Location: Rotterdam, NL (IP 145.53.18.204)

If you did not try to sign in, contact the Northwind IT Service Desk at +31 10 750 2200.

--
Sent by PingOne on behalf of Northwind Logistics.
Ping Identity Corporation, 1001 17th Street, Suite 100, Denver, CO 80202, USA`,
    html: pingLayout(
      `Your passcode is ${pingCode}`,
      `<p style="margin:0 0 14px;">Hello Dana,</p>
<p style="margin:0 0 18px;">Use the passcode below to finish signing in to <strong>Northwind Logistics</strong>.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px;"><tr><td style="background:#f1f5f9;border:1px solid #d6dde5;border-radius:4px;padding:14px 26px;font-family:'Courier New',monospace;font-size:30px;letter-spacing:8px;font-weight:bold;color:#111827;">${pingCode}</td></tr></table>
<p style="margin:0 0 18px;">The passcode is valid for 15 minutes and can be used once.</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:13px;color:#4b5563;">
  <tr><td><b>Application</b></td><td>Northwind Workday (SAML)</td></tr>
  <tr><td><b>Time</b></td><td>October 6, 2026 08:14 UTC</td></tr>
  <tr><td><b>Location</b></td><td>Rotterdam, NL (IP 145.53.18.204)</td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;">If you did not try to sign in, contact the Northwind IT Service Desk at +31 10 750 2200.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "ping-identity",
    group: "negative",
    lang: "en",
    kind: "sso-configured",
    code: null,
    link: null,
    from: "PingOne Admin <noreply@pingone.com>",
    to: "Dana Whitfield <dana.whitfield@northwind-logistics.example>",
    subject: '[Production] SAML application "Zendesk Support" was added',
    date: date(2026, 10, 9, 15, 2, 11),
    text: `An administrator changed your PingOne environment.

Environment:   Production (env ID 3f9c0a12-77e4-4d61-9b8e-5a2d11c0e7f3)
Change:        SAML application added
Application:   Zendesk Support
ACS URL:       https://northwind.zendesk.com/access/saml
Entity ID:     https://northwind.zendesk.com
Signing cert:  PingOne SSO Certificate (expires 2029-10-09)
Changed by:    m.okafor@northwind-logistics.example
When:          2026-10-09 15:02:07 UTC

Users assigned to the group "Support Agents" (48 members) can now sign in to this application.

Review the audit log:
https://console.pingone.com/?env=3f9c0a12-77e4-4d61-9b8e-5a2d11c0e7f3#/monitoring/audit

You receive these notifications because you are an Environment Admin. Manage notifications in
Settings > Notification Policies.`,
    html: pingLayout(
      "SAML application added to Production",
      `<h2 style="margin:0 0 16px;font-size:20px;">A SAML application was added</h2>
<p style="margin:0 0 16px;">An administrator changed your PingOne environment <b>Production</b>.</p>
<table cellpadding="6" cellspacing="0" border="0" width="100%" style="font-size:13px;border:1px solid #e5e7eb;">
  <tr style="background:#f9fafb;"><td width="120">Environment ID</td><td>3f9c0a12-77e4-4d61-9b8e-5a2d11c0e7f3</td></tr>
  <tr><td>Application</td><td>Zendesk Support</td></tr>
  <tr style="background:#f9fafb;"><td>ACS URL</td><td>https://northwind.zendesk.com/access/saml</td></tr>
  <tr><td>Entity ID</td><td>https://northwind.zendesk.com</td></tr>
  <tr style="background:#f9fafb;"><td>Signing cert</td><td>PingOne SSO Certificate (expires 2029-10-09)</td></tr>
  <tr><td>Changed by</td><td>m.okafor@northwind-logistics.example</td></tr>
  <tr style="background:#f9fafb;"><td>When</td><td>2026-10-09 15:02:07 UTC</td></tr>
</table>
<p style="margin:16px 0;">Users in the group <b>Support Agents</b> (48 members) can now sign in to this application.</p>
<p style="margin:0;"><a href="https://console.pingone.com/?env=3f9c0a12-77e4-4d61-9b8e-5a2d11c0e7f3#/monitoring/audit" style="color:#b3282d;">Review the audit log</a></p>
<p style="margin:16px 0 0;font-size:12px;color:#6b7280;">You receive these notifications because you are an Environment Admin.</p>`,
    ),
  },
  {
    family: "onelogin",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: olReset,
    from: "Northwind Logistics <no-reply@onelogin.com>",
    subject: "Reset your Northwind Logistics password",
    date: date(2026, 9, 29, 21, 47, 3, "-0400"),
    text: `Hi Jonah,

Someone (hopefully you) asked to reset the password for your Northwind Logistics account
(jonah.pereira@northwind-logistics.example).

Reset your password:
${olReset}

This link expires in 60 minutes. If you didn't ask for this, you can ignore this email; your password
stays the same.

Need help? Call the service desk at 1-800-555-0144 (ext. 2) or visit https://help.northwind-logistics.example

OneLogin | One Identity LLC`,
    html: onelogin(
      "en",
      `<p>Hi Jonah,</p>
<p>Someone (hopefully you) asked to reset the password for your Northwind Logistics account
(<a href="mailto:jonah.pereira@northwind-logistics.example" style="color:#0077c8;">jonah.pereira@northwind-logistics.example</a>).</p>
${button(olReset, "Reset Password", "#0077c8")}
<p style="font-size:12px;color:#666;">This link expires in 60 minutes. If you didn't ask for this, you can ignore this email; your password stays the same.</p>
<p style="font-size:12px;color:#666;">Need help? Call the service desk at 1-800-555-0144 (ext. 2) or visit <a href="https://help.northwind-logistics.example" style="color:#0077c8;">help.northwind-logistics.example</a>.</p>`,
    ),
  },
  {
    family: "onelogin",
    group: "consumer",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: olInvite,
    from: "Hansegrund IT <no-reply@onelogin.com>",
    to: "Lea Brandt <lea.brandt@hansegrund.example>",
    subject: "Willkommen bei Hansegrund – bitte aktivieren Sie Ihr Konto",
    date: date(2026, 10, 1, 7, 30, 0, "+0200"),
    text: `Hallo Lea Brandt,

Ihr Administrator hat für Sie ein Konto im Hansegrund-Portal (OneLogin) angelegt.
Ihr Benutzername: lea.brandt@hansegrund.example

Bitte legen Sie über den folgenden Link Ihr Passwort fest und aktivieren Sie das Konto:
${olInvite}

Der Link ist 7 Tage gültig (bis zum 08.10.2026).

Danach erreichen Sie alle freigegebenen Anwendungen (SAP Concur, Personio, Microsoft 365) unter
https://hansegrund.onelogin.com

Fragen? IT-Support: +49 40 822 19 300, Mo–Fr 8–18 Uhr

Hansegrund Immobilien GmbH · Große Elbstraße 145 · 22767 Hamburg`,
    html: onelogin(
      "de",
      `<p>Hallo Lea Brandt,</p>
<p>Ihr Administrator hat für Sie ein Konto im Hansegrund-Portal angelegt.<br>Ihr Benutzername: <b>lea.brandt@hansegrund.example</b></p>
<p>Bitte legen Sie Ihr Passwort fest und aktivieren Sie das Konto:</p>
${button(olInvite, "Konto aktivieren", "#0077c8")}
<p>Der Link ist 7 Tage gültig (bis zum 08.10.2026).</p>
<p>Danach erreichen Sie alle freigegebenen Anwendungen (SAP Concur, Personio, Microsoft 365) unter <a href="https://hansegrund.onelogin.com">hansegrund.onelogin.com</a>.</p>
<p style="font-size:12px;color:#777;">Fragen? IT-Support: +49 40 822 19 300, Mo–Fr 8–18 Uhr<br>Hansegrund Immobilien GmbH · Große Elbstraße 145 · 22767 Hamburg</p>`,
    ),
    enc: "qp",
  },
  {
    family: "jumpcloud",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: jcActivate,
    from: "JumpCloud <no-reply@jumpcloud.com>",
    to: "Priya Raman <priya@tallgrass.studio>",
    subject: "Tallgrass Studio has invited you to JumpCloud",
    date: date(2026, 10, 12, 16, 5, 41),
    text: `Welcome to JumpCloud, Priya!

Tallgrass Studio uses JumpCloud to manage your devices, apps and Wi-Fi access. To get started,
activate your account and choose a password:

${jcActivate}

Your username: priya.raman
This activation link expires in 72 hours.

After activation, install the JumpCloud Agent on your Mac if your admin asks you to.

Questions? Contact your administrator: it@tallgrass.studio

JumpCloud Inc., 361 Centennial Pkwy, Suite 300, Louisville, CO 80027`,
    html: jcLayout(
      "Activate your account",
      `<h1 style="font-size:22px;margin:0 0 18px;color:#202d38;">Welcome to JumpCloud, Priya!</h1>
<p style="margin:0 0 14px;"><b>Tallgrass Studio</b> uses JumpCloud to manage your devices, apps and Wi-Fi access. To get started, activate your account and choose a password.</p>
<p style="margin:0 0 6px;">Your username: <b>priya.raman</b></p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:22px 0;"><tr><td style="background:#26b08a;border-radius:24px;">
<a class="jc-btn" href="${
        amp(jcActivate)
      }" style="display:block;padding:13px 34px;color:#fff;font-weight:bold;text-decoration:none;border-radius:24px;">Activate Account</a>
</td></tr></table>
<p style="margin:0 0 14px;font-size:13px;color:#52606d;">This activation link expires in 72 hours.</p>
<p style="margin:0;font-size:13px;color:#52606d;">Questions? Contact your administrator: <a href="mailto:it@tallgrass.studio">it@tallgrass.studio</a></p>`,
    ),
  },
  {
    family: "jumpcloud",
    group: "negative",
    lang: "en",
    kind: "mfa-disabled",
    code: null,
    link: null,
    from: "JumpCloud <no-reply@jumpcloud.com>",
    to: "Priya Raman <priya@tallgrass.studio>",
    subject: "Multi-factor authentication was turned off for your account",
    date: date(2026, 11, 3, 9, 58, 20),
    text: `Hi Priya,

An administrator at Tallgrass Studio turned off JumpCloud Protect (push and TOTP) for your user
account priya.raman on November 3, 2026 at 09:58 UTC.

You can still sign in to the User Portal with your password. The next time you sign in you may be
asked to enroll a new MFA method.

If you did not expect this change, contact your administrator at it@tallgrass.studio right away.

User Portal: https://console.jumpcloud.com/login

JumpCloud Inc., 361 Centennial Pkwy, Suite 300, Louisville, CO 80027`,
    html: jcLayout(
      "MFA turned off",
      `<h1 style="font-size:20px;margin:0 0 18px;">Multi-factor authentication was turned off</h1>
<p style="margin:0 0 14px;">Hi Priya,</p>
<p style="margin:0 0 14px;">An administrator at <b>Tallgrass Studio</b> turned off JumpCloud Protect (push and TOTP) for your user account <b>priya.raman</b> on November 3, 2026 at 09:58 UTC.</p>
<p style="margin:0 0 14px;">You can still sign in to the User Portal with your password. The next time you sign in you may be asked to enroll a new MFA method.</p>
<p style="margin:0 0 14px;">If you did not expect this change, contact your administrator at <a href="mailto:it@tallgrass.studio">it@tallgrass.studio</a> right away.</p>
<p style="margin:0;"><a href="https://console.jumpcloud.com/login" style="color:#26b08a;">Go to the User Portal</a></p>`,
    ),
    enc: "b64",
  },
  {
    family: "duo-security",
    group: "consumer",
    lang: "en",
    kind: "enroll-link",
    code: null,
    link: duoEnroll,
    from: "Duo Security <no-reply@duosecurity.com>",
    to: "Marcus Lindqvist <mlindqvist@redfern-health.example>",
    subject: "Set up Duo two-factor authentication for Redfern Health",
    date: date(2026, 10, 20, 13, 40, 9, "-0500"),
    text: `Hello Marcus,

Redfern Health now requires two-factor authentication with Duo for VPN and Epic access.

Please enroll your phone before Friday, October 30, 2026:

${duoEnroll}

Enrollment takes about 5 minutes. You'll need your smartphone and the free Duo Mobile app
(App Store / Google Play). This link can only be used once and expires in 30 days.

Questions? Contact the Redfern Health IT Help Desk at (612) 555-0199 or helpdesk@redfern-health.example.

Duo Security, part of Cisco`,
    html: `<html><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="580" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;color:#222;font-size:15px;line-height:22px;">
<tr><td style="padding-bottom:24px;"><img src="https://duo.com/assets/img/duo-logo-web.png" alt="Duo" width="70"></td></tr>
<tr><td>
<p>Hello Marcus,</p>
<p>Redfern Health now requires two-factor authentication with Duo for VPN and Epic access.</p>
<p>Please enroll your phone before <b>Friday, October 30, 2026</b>.</p>
<p style="margin:28px 0;"><a href="${
      amp(duoEnroll)
    }" style="background:#6bbf4e;color:#fff;padding:12px 24px;text-decoration:none;border-radius:3px;font-weight:bold;">Start setup</a></p>
<p>Enrollment takes about 5 minutes. You'll need your smartphone and the free Duo Mobile app.</p>
<p>
<a href="https://apps.apple.com/app/duo-mobile/id422663827"><img src="https://duo.com/assets/img/app-store-badge.png" alt="Download on the App Store" height="36"></a>
<a href="https://play.google.com/store/apps/details?id=com.duosecurity.duomobile"><img src="https://duo.com/assets/img/google-play-badge.png" alt="Get it on Google Play" height="36"></a>
</p>
<p style="font-size:12px;color:#666;">This link can only be used once and expires in 30 days. Questions? Contact the Redfern Health IT Help Desk at (612) 555-0199.</p>
</td></tr>
<tr><td style="border-top:1px solid #ddd;padding-top:14px;font-size:11px;color:#999;">Duo Security, part of Cisco &middot; <a href="https://duo.com/legal/privacy" style="color:#999;">Privacy</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "duo-security",
    group: "negative",
    lang: "es",
    kind: "device-added",
    code: null,
    link: null,
    from: "Duo Security <no-reply@duosecurity.com>",
    to: "Lucía Ferrer <lferrer@grupoaltamar.example>",
    subject: "Se ha añadido un nuevo método de autenticación a su cuenta",
    date: date(2026, 11, 2, 11, 12, 44, "+0100"),
    text: `Hola, Lucía:

Se ha añadido un nuevo dispositivo a su cuenta de Duo en Grupo Altamar.

Dispositivo: iPhone (Duo Mobile 4.71)
Número: +34 6•• ••• 318
Fecha: 2 de noviembre de 2026, 11:12 (CET)
Añadido por: usted, desde el portal de autogestión

Si ha sido usted, no tiene que hacer nada.
Si no reconoce este cambio, avise inmediatamente al Centro de Atención al Usuario: 900 555 214.

Duo Security, parte de Cisco`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="560" align="center" cellpadding="0" cellspacing="0"><tr><td style="padding:20px 0;">
<img src="https://duo.com/assets/img/duo-logo-web.png" alt="Duo" width="60">
<h2 style="font-size:19px;">Nuevo método de autenticación</h2>
<p>Hola, Lucía:</p>
<p>Se ha añadido un nuevo dispositivo a su cuenta de Duo en <b>Grupo Altamar</b>.</p>
<table cellpadding="5" style="background:#f6f6f6;font-size:13px;width:100%;">
<tr><td>Dispositivo</td><td>iPhone (Duo Mobile 4.71)</td></tr>
<tr><td>Número</td><td>+34 6•• ••• 318</td></tr>
<tr><td>Fecha</td><td>2 de noviembre de 2026, 11:12 (CET)</td></tr>
<tr><td>Añadido por</td><td>usted, desde el portal de autogestión</td></tr>
</table>
<p>Si ha sido usted, no tiene que hacer nada.</p>
<p>Si no reconoce este cambio, avise inmediatamente al Centro de Atención al Usuario: <b>900 555 214</b>.</p>
<p style="font-size:11px;color:#999;border-top:1px solid #ddd;padding-top:10px;">Duo Security, parte de Cisco · <a href="https://duo.com/legal/privacy">Privacidad</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- cloud and hosting

function doLayout(preheader: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>DigitalOcean</title></head>
<body style="margin:0;padding:0;background-color:#f7f9fc;">
<span style="display:none !important;visibility:hidden;opacity:0;color:transparent;height:0;width:0;">${preheader}</span>
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#f7f9fc">
<tr><td align="center" valign="top" style="padding:40px 10px;">
  <table border="0" cellpadding="0" cellspacing="0" width="600" style="max-width:600px;">
    <tr><td align="left" style="padding:0 0 24px;"><a href="https://www.digitalocean.com"><img src="https://www.digitalocean.com/_next/static/media/logo.87a8f3b8.svg" alt="DigitalOcean" width="170" border="0" /></a></td></tr>
    <tr><td bgcolor="#ffffff" style="padding:40px;border-radius:8px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:16px;line-height:26px;color:#24292e;">
${body}
    </td></tr>
    <tr><td align="center" style="padding:28px 20px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#8792a2;">
      <a href="https://twitter.com/digitalocean" style="color:#8792a2;">Twitter</a> &nbsp;|&nbsp; <a href="https://www.linkedin.com/company/digitalocean" style="color:#8792a2;">LinkedIn</a> &nbsp;|&nbsp; <a href="https://www.digitalocean.com/community" style="color:#8792a2;">Community</a><br />
      DigitalOcean, LLC &middot; 105 Edgeview Dr., Suite 425 &middot; Broomfield, CO 80021<br />
      &copy; 2026 DigitalOcean, LLC. All rights reserved.
    </td></tr>
  </table>
</td></tr></table>
</body></html>`;
}

const doVerify =
  "https://cloud.digitalocean.com/verify_email?token=7f3a9c2e41d8b06f5e1a2c3d4b5e6f70a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3";
const doCode = "381577";
const ovhReset =
  "https://www.ovh.com/auth/?action=gotReset&token=c2FsdC0yMDI2MTAxNC1yZXNldC1kZTQ4OTAyMQ&nic=dm41209-ovh";
const cfVerify =
  "https://dash.cloudflare.com/email-verification?token=a1c0f2Zk9q8XwR7t6YpL5uN4mB3vC2xE1dS0aQ9zW8yT7rU6iO5p";
const vercelInvite = "https://vercel.com/teams/invite/6d2kP9sQrVw3YbT8nXa1Hc7J";
const herokuEmail = "https://id.heroku.com/account/email/confirm/4c9b1e7a2d6f40a8b3e5c1d9f0a7b2e4";
const flyLink = "https://fly.io/app/sign-in/email/confirm?token=fm2_lJPECAAAAAAABbCNxBBcW0hNn3tsqGJz1o0fR2sD";
const linodeReset =
  "https://login.linode.com/forgot/password/confirm?token=3KQ8vT2xN6pW9rZ1bF4hJ7mD0sL5cY8eA2gU6iO1&username=kestrelops";

const receiptPdf = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj
4 0 obj << /Length 88 >> stream
BT /F1 12 Tf 72 720 Td (DigitalOcean Invoice 438120977 - Total USD 61.48 - Paid) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const cloud: Mail[] = [
  {
    family: "digitalocean",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: doVerify,
    from: "DigitalOcean <support@digitalocean.com>",
    to: "Tomás Oyelaran <tomas@kestrelops.dev>",
    subject: "Please verify your email address",
    date: date(2026, 9, 14, 19, 22, 6),
    text: `Welcome to DigitalOcean!

Please verify your email address to finish creating your account:

${doVerify}

Once verified, your $200 credit for the first 60 days will be applied to your account.

Why are we asking? Verifying your address helps keep your account secure and makes sure you get
billing and maintenance notices.

- The DigitalOcean Team

DigitalOcean, LLC, 105 Edgeview Dr., Suite 425, Broomfield, CO 80021`,
    html: doLayout(
      "Confirm your email to start building",
      `<h1 style="margin:0 0 20px;font-size:26px;line-height:32px;color:#031b4e;">Welcome to DigitalOcean!</h1>
<p style="margin:0 0 20px;">Please verify your email address to finish creating your account.</p>
${button(doVerify, "Verify email address", "#0069ff")}
<p style="margin:0 0 20px;">Once verified, your <strong>$200 credit</strong> for the first 60 days will be applied to your account.</p>
<p style="margin:0;font-size:14px;color:#5b6987;">Why are we asking? Verifying your address helps keep your account secure and makes sure you get billing and maintenance notices.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "digitalocean",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: doCode,
    link: null,
    from: "DigitalOcean <no-reply@digitalocean.com>",
    to: "Tomás Oyelaran <tomas@kestrelops.dev>",
    subject: "DigitalOcean sign-in verification code",
    date: date(2026, 10, 27, 6, 3, 55),
    text: `Hi Tomás,

We noticed a sign-in attempt to your DigitalOcean account from a new device.

Your verification code: ${doCode}

Enter this code in your browser to continue. It expires in 10 minutes.

Browser: Firefox 132 on Ubuntu
IP address: 102.89.34.17 (Lagos, NG)
Time: Oct 27, 2026 06:03 UTC

If this wasn't you, reset your password immediately and review your team's security settings:
https://cloud.digitalocean.com/account/security

- The DigitalOcean Team`,
    html: doLayout(
      `Your verification code is ${doCode}`,
      `<p style="margin:0 0 20px;">Hi Tomás,</p>
<p style="margin:0 0 20px;">We noticed a sign-in attempt to your DigitalOcean account from a new device. Enter this code in your browser to continue:</p>
<p style="margin:0 0 24px;text-align:center;"><span style="display:inline-block;padding:14px 30px;background:#f3f5f9;border:1px dashed #b5c0d6;border-radius:6px;font-size:32px;font-weight:700;letter-spacing:10px;color:#031b4e;">${doCode}</span></p>
<p style="margin:0 0 20px;font-size:14px;">It expires in 10 minutes.</p>
<table cellpadding="0" cellspacing="0" border="0" style="font-size:14px;color:#5b6987;margin-bottom:20px;">
<tr><td style="padding:2px 16px 2px 0;">Browser</td><td>Firefox 132 on Ubuntu</td></tr>
<tr><td style="padding:2px 16px 2px 0;">IP address</td><td>102.89.34.17 (Lagos, NG)</td></tr>
<tr><td style="padding:2px 16px 2px 0;">Time</td><td>Oct 27, 2026 06:03 UTC</td></tr>
</table>
<p style="margin:0;font-size:14px;">If this wasn't you, <a href="https://cloud.digitalocean.com/account/security" style="color:#0069ff;">reset your password</a> immediately and review your team's security settings.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "digitalocean",
    group: "negative",
    lang: "en",
    kind: "billing-receipt",
    code: null,
    link: null,
    from: "DigitalOcean Billing <billing@digitalocean.com>",
    to: "Tomás Oyelaran <tomas@kestrelops.dev>",
    subject: "Your DigitalOcean receipt for October 2026",
    date: date(2026, 11, 1, 10, 40, 17),
    text: `Thanks for your payment!

Team: kestrelops
Invoice number: 438120977
Billing period: October 1 - October 31, 2026
Payment method: Visa ending in 4821
Amount paid: $61.48

Summary
  Droplets (3)                      $42.00
  Managed PostgreSQL (db-s-1vcpu)   $15.00
  Spaces (250 GiB)                   $5.00
  Credits applied                   -$0.52
  Total                             $61.48

A PDF copy of the invoice is attached. You can also view past invoices at
https://cloud.digitalocean.com/account/billing

DigitalOcean, LLC, 105 Edgeview Dr., Suite 425, Broomfield, CO 80021
Tax ID: US 45-5207470`,
    html: doLayout(
      "Payment received - $61.48",
      `<h1 style="margin:0 0 20px;font-size:24px;color:#031b4e;">Thanks for your payment!</h1>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="padding:4px 0;color:#5b6987;">Team</td><td align="right">kestrelops</td></tr>
<tr><td style="padding:4px 0;color:#5b6987;">Invoice number</td><td align="right">438120977</td></tr>
<tr><td style="padding:4px 0;color:#5b6987;">Billing period</td><td align="right">Oct 1 &ndash; Oct 31, 2026</td></tr>
<tr><td style="padding:4px 0;color:#5b6987;">Payment method</td><td align="right">Visa &bull;&bull;&bull;&bull; 4821</td></tr>
</table>
<hr style="border:0;border-top:1px solid #e5e8ed;margin:20px 0;" />
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="padding:4px 0;">Droplets (3)</td><td align="right">$42.00</td></tr>
<tr><td style="padding:4px 0;">Managed PostgreSQL (db-s-1vcpu)</td><td align="right">$15.00</td></tr>
<tr><td style="padding:4px 0;">Spaces (250 GiB)</td><td align="right">$5.00</td></tr>
<tr><td style="padding:4px 0;">Credits applied</td><td align="right">-$0.52</td></tr>
<tr><td style="padding:10px 0 0;font-weight:700;">Total</td><td align="right" style="padding:10px 0 0;font-weight:700;">$61.48</td></tr>
</table>
<p style="margin:24px 0 0;font-size:14px;">A PDF copy of the invoice is attached. You can also <a href="https://cloud.digitalocean.com/account/billing" style="color:#0069ff;">view past invoices</a>.</p>`,
    ),
    attachment: ["DigitalOcean Invoice 2026 Oct (438120977).pdf", "application/pdf", receiptPdf],
  },
  {
    family: "hetzner",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://accounts.hetzner.com/signUp/confirm/K9d2QmT7xV4bR1pW8sZ3nF6hJ0cY5eL2",
    from: "Hetzner Online <info@hetzner.com>",
    to: "Jannik Vogt <jannik.vogt@posteo.example>",
    subject: "Hetzner Online: Bestätigung Ihrer E-Mail-Adresse",
    date: date(2026, 10, 2, 14, 8, 31, "+0200"),
    text: `Sehr geehrter Herr Vogt,

vielen Dank für Ihre Registrierung bei Hetzner Online.

Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie den folgenden Link aufrufen:

https://accounts.hetzner.com/signUp/confirm/K9d2QmT7xV4bR1pW8sZ3nF6hJ0cY5eL2

Der Link ist 24 Stunden gültig. Anschließend können Sie Ihre Kundendaten vervollständigen und
Produkte bestellen.

Ihre Kundennummer lautet: K0612077834

Sollten Sie sich nicht bei uns registriert haben, können Sie diese E-Mail ignorieren.

Mit freundlichen Grüßen

Ihr Hetzner Online Team

--
Hetzner Online GmbH
Industriestr. 25
91710 Gunzenhausen
Tel: +49 9831 505-0
E-Mail: info@hetzner.com
Registergericht: Amtsgericht Ansbach, HRB 6089
Geschäftsführer: Martin Hetzner, Stephan Konvickova, Günther Müller`,
    html: null,
    enc: "8bit",
  },
  {
    family: "hetzner",
    group: "negative",
    lang: "de",
    kind: "invoice-notice",
    code: null,
    link: null,
    from: "Hetzner Online <billing@hetzner.com>",
    to: "Jannik Vogt <jannik.vogt@posteo.example>",
    subject: "Hetzner Online: Rechnung R0023418877",
    date: date(2026, 11, 4, 3, 12, 0, "+0100"),
    text: `Sehr geehrter Herr Vogt,

anbei erhalten Sie Ihre Rechnung R0023418877 vom 04.11.2026.

Kundennummer:   K0612077834
Rechnungsbetrag: 23,17 EUR (inkl. 19 % MwSt.)
Zahlungsart:    SEPA-Lastschrift, IBAN DE89 •••• •••• •••• •••• 3000
Einzug am:      ca. 11.11.2026

Positionen:
  CX32 Cloud Server (nbg1)            6,80 EUR
  CPX21 Cloud Server (fsn1)           8,21 EUR
  Volume 100 GB                        4,40 EUR
  Primäre IPv4                         0,50 EUR

Die Rechnung können Sie in der Hetzner Console als PDF herunterladen:
https://accounts.hetzner.com/invoice

Mit freundlichen Grüßen

Ihr Hetzner Online Team

--
Hetzner Online GmbH
Industriestr. 25
91710 Gunzenhausen
Tel: +49 9831 505-0
USt-IdNr.: DE 812871812`,
    html: null,
    enc: "qp",
  },
  {
    family: "ovhcloud",
    group: "consumer",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: ovhReset,
    from: "OVHcloud <noreply@ovh.com>",
    to: "Delphine Marchetti <d.marchetti@atelier-lumen.example>",
    subject: "Réinitialisation du mot de passe de votre compte OVHcloud",
    date: date(2026, 10, 14, 22, 31, 8, "+0200"),
    text: `Bonjour Delphine Marchetti,

Vous avez demandé la réinitialisation du mot de passe associé à votre identifiant client dm41209-ovh.

Pour choisir un nouveau mot de passe, cliquez sur le lien ci-dessous :
${ovhReset}

Ce lien est valable 24 heures et ne peut être utilisé qu'une seule fois.

Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message : votre mot de passe
actuel reste inchangé.

Cordialement,
Le support OVHcloud

OVH SAS, 2 rue Kellermann, 59100 Roubaix, France - RCS Lille Métropole 424 761 419
Assistance : 1007 (appel gratuit depuis un poste fixe)`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef2f7;font-family:'Source Sans Pro',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f7;"><tr><td align="center" style="padding:30px 0;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#000e9c;padding:22px 32px;"><img src="https://www.ovhcloud.com/sites/default/files/styles/large_screens_1x/public/2021-09/ovhcloud-logo-white.png" alt="OVHcloud" width="150"></td></tr>
<tr><td style="padding:32px;font-size:15px;color:#00185e;line-height:1.6;">
<p>Bonjour Delphine Marchetti,</p>
<p>Vous avez demandé la réinitialisation du mot de passe associé à votre identifiant client <strong>dm41209-ovh</strong>.</p>
<p style="text-align:center;margin:30px 0;"><a href="${
      amp(ovhReset)
    }" style="background:#0050d7;color:#ffffff;padding:14px 30px;text-decoration:none;border-radius:8px;font-weight:600;">Réinitialiser mon mot de passe</a></p>
<p>Ce lien est valable 24 heures et ne peut être utilisé qu'une seule fois.</p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message&nbsp;: votre mot de passe actuel reste inchangé.</p>
<p>Cordialement,<br>Le support OVHcloud</p>
</td></tr>
<tr><td style="padding:20px 32px;background:#f5f7fa;font-size:11px;color:#4d5693;">
OVH SAS, 2 rue Kellermann, 59100 Roubaix, France &ndash; RCS Lille Métropole 424 761 419<br>
<a href="https://www.ovhcloud.com/fr/support-levels/" style="color:#4d5693;">Assistance</a> &middot; <a href="https://www.ovhcloud.com/fr/personal-data-protection/" style="color:#4d5693;">Données personnelles</a>
</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "ovhcloud",
    group: "negative",
    lang: "fr",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "OVHcloud <noreply@ovh.com>",
    to: "Delphine Marchetti <d.marchetti@atelier-lumen.example>",
    subject: "Votre commande n°218847702 a bien été validée",
    date: date(2026, 10, 16, 9, 4, 40, "+0200"),
    text: `Bonjour,

Nous avons bien reçu le paiement de votre commande n°218847702. Merci pour votre confiance !

Récapitulatif
- Nom de domaine atelier-lumen.fr (1 an) : 6,99 € HT
- VPS Comfort 4 vCore / 8 Go (Gravelines) : 11,50 € HT
Total TTC : 22,19 €
Moyen de paiement : carte bancaire •••• 7310

Votre VPS sera livré dans les prochaines minutes ; vous recevrez un e-mail séparé dès qu'il sera
disponible. Suivez l'état de la livraison dans votre espace client, rubrique « Commandes ».

L'équipe OVHcloud`,
    html: `<html><body style="font-family:Arial,sans-serif;color:#00185e;background:#ffffff;">
<div style="max-width:600px;margin:0 auto;">
<img src="https://www.ovhcloud.com/sites/default/files/styles/large_screens_1x/public/2021-09/ovhcloud-logo.png" alt="OVHcloud" width="140" style="margin:20px 0;">
<p>Bonjour,</p>
<p>Nous avons bien reçu le paiement de votre commande <b>n°218847702</b>. Merci pour votre confiance&nbsp;!</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #d0d7e6;font-size:14px;">
<tr style="background:#f2f5fa;"><th align="left">Produit</th><th align="right">Prix HT</th></tr>
<tr><td>Nom de domaine atelier-lumen.fr (1 an)</td><td align="right">6,99&nbsp;€</td></tr>
<tr><td>VPS Comfort 4 vCore / 8 Go (Gravelines)</td><td align="right">11,50&nbsp;€</td></tr>
<tr style="font-weight:bold;"><td>Total TTC</td><td align="right">22,19&nbsp;€</td></tr>
</table>
<p style="font-size:13px;">Moyen de paiement&nbsp;: carte bancaire •••• 7310</p>
<p>Votre VPS sera livré dans les prochaines minutes&nbsp;; vous recevrez un e-mail séparé dès qu'il sera disponible. Suivez l'état de la livraison dans votre <a href="https://www.ovh.com/manager/#/dedicated/billing/orders">espace client</a>.</p>
<p>L'équipe OVHcloud</p>
<p style="font-size:11px;color:#6b73a6;">OVH SAS, 2 rue Kellermann, 59100 Roubaix, France</p>
</div></body></html>`,
    enc: "b64",
  },
  {
    family: "cloudflare",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: cfVerify,
    from: "Cloudflare <noreply@notify.cloudflare.com>",
    to: "Ines Kowalczyk <ines@fernbank.io>",
    subject: "[Cloudflare]: Please verify your email address",
    date: date(2026, 9, 18, 12, 50, 2),
    text: `Thanks for signing up for Cloudflare!

To finish setting up your account, verify that ines@fernbank.io is your email address:

${cfVerify}

This link will expire in 24 hours.

If you didn't create a Cloudflare account, you can ignore this message.

Cloudflare, Inc. | 101 Townsend St, San Francisco, CA 94107
Privacy Policy: https://www.cloudflare.com/privacypolicy/`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="background:#ffffff;margin:0;padding:0;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="margin:30px auto;">
<tr><td style="padding:0 24px 20px;"><img src="https://www.cloudflare.com/img/logo-cloudflare-dark.svg" alt="Cloudflare" width="150"></td></tr>
<tr><td style="padding:0 24px;color:#222222;font-size:16px;line-height:1.5;">
<h1 style="font-size:24px;font-weight:600;margin:0 0 16px;">Thanks for signing up for Cloudflare!</h1>
<p>To finish setting up your account, verify that <b>ines@fernbank.io</b> is your email address.</p>
${button(cfVerify, "Verify email address", "#f6821f", "#ffffff", 3)}
<p style="font-size:14px;color:#595959;">This link will expire in 24 hours. If you didn't create a Cloudflare account, you can ignore this message.</p>
</td></tr>
<tr><td style="padding:30px 24px 0;font-size:12px;color:#9b9b9b;border-top:1px solid #ebebeb;">
Cloudflare, Inc. | 101 Townsend St, San Francisco, CA 94107<br>
<a href="https://www.cloudflare.com/privacypolicy/" style="color:#9b9b9b;">Privacy Policy</a> | <a href="https://support.cloudflare.com" style="color:#9b9b9b;">Support</a>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "cloudflare",
    group: "negative",
    lang: "ja",
    kind: "api-token-created",
    code: null,
    link: null,
    from: "Cloudflare <noreply@notify.cloudflare.com>",
    to: "佐藤 健太 <k.sato@hoshizora-web.example>",
    subject: "[Cloudflare]: APIトークンが作成されました",
    date: date(2026, 10, 22, 2, 16, 37),
    text: `佐藤 健太 様

お使いのCloudflareアカウントで新しいAPIトークンが作成されました。

トークン名: terraform-ci (DNS編集)
権限: Zone.DNS 編集、Zone.Zone 読み取り
対象ゾーン: hoshizora-web.jp
作成日時: 2026年10月22日 11:16 (JST)
IPアドレス: 126.77.201.9

心当たりがない場合は、直ちにダッシュボードでこのトークンを無効化し、パスワードを変更してください。
https://dash.cloudflare.com/profile/api-tokens

Cloudflare, Inc. | 101 Townsend St, San Francisco, CA 94107`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;color:#222;">
<table width="600" align="center" cellpadding="0" cellspacing="0"><tr><td style="padding:24px;">
<img src="https://www.cloudflare.com/img/logo-cloudflare-dark.svg" alt="Cloudflare" width="140">
<p>佐藤 健太 様</p>
<p>お使いのCloudflareアカウントで新しいAPIトークンが作成されました。</p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #e5e5e5;font-size:14px;width:100%;">
<tr><td style="background:#fafafa;width:130px;">トークン名</td><td>terraform-ci (DNS編集)</td></tr>
<tr><td style="background:#fafafa;">権限</td><td>Zone.DNS 編集、Zone.Zone 読み取り</td></tr>
<tr><td style="background:#fafafa;">対象ゾーン</td><td>hoshizora-web.jp</td></tr>
<tr><td style="background:#fafafa;">作成日時</td><td>2026年10月22日 11:16 (JST)</td></tr>
<tr><td style="background:#fafafa;">IPアドレス</td><td>126.77.201.9</td></tr>
</table>
<p>心当たりがない場合は、直ちに<a href="https://dash.cloudflare.com/profile/api-tokens">ダッシュボード</a>でこのトークンを無効化し、パスワードを変更してください。</p>
<p style="font-size:12px;color:#999;">Cloudflare, Inc. | 101 Townsend St, San Francisco, CA 94107</p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "vercel",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: vercelInvite,
    from: "Vercel <notifications@vercel.com>",
    to: "Ola Nwosu <ola@quillmark.app>",
    subject: "Rhea Castillo invited you to join Quillmark on Vercel",
    date: date(2026, 10, 8, 17, 26, 13),
    text: `Join Quillmark on Vercel

Rhea Castillo (rhea@quillmark.app) has invited you to join the Quillmark team on Vercel with the
Developer role.

Accept the invitation:
${vercelInvite}

Or copy and paste this URL into your browser. This invitation expires in 7 days.

If you were not expecting this invitation, you can ignore this email. If you are concerned about your
account's safety, please reply to this email to get in touch with us.

Vercel Inc., 440 N Barranca Ave #4133, Covina, CA 91723`,
    html: `<!DOCTYPE html><html><head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/></head>
<body style="background-color:#ffffff;margin:auto;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;">
<table align="center" width="100%" role="presentation" cellspacing="0" cellpadding="0" border="0" style="max-width:465px;border:1px solid #eaeaea;border-radius:4px;margin:40px auto;padding:20px;">
<tbody><tr><td>
<img alt="Vercel" height="37" src="https://assets.vercel.com/image/upload/front/emails/vercel-logo.png" width="40" style="display:block;margin:32px auto 0;"/>
<h1 style="color:#000000;font-size:24px;font-weight:400;text-align:center;margin:30px 0;">Join <strong>Quillmark</strong> on <strong>Vercel</strong></h1>
<p style="font-size:14px;line-height:24px;color:#000000;">Hello Ola,</p>
<p style="font-size:14px;line-height:24px;color:#000000;"><strong>Rhea Castillo</strong> (<a href="mailto:rhea@quillmark.app" style="color:#2563eb;text-decoration:none;">rhea@quillmark.app</a>) has invited you to the <strong>Quillmark</strong> team on <strong>Vercel</strong> with the Developer role.</p>
<table align="center" width="100%" role="presentation" cellspacing="0" cellpadding="0" border="0" style="text-align:center;margin:32px 0;"><tbody><tr><td>
<a href="${vercelInvite}" style="background-color:#000000;border-radius:4px;color:#ffffff;font-size:12px;font-weight:600;text-decoration:none;padding:12px 20px;display:inline-block;" target="_blank">Join the team</a>
</td></tr></tbody></table>
<p style="font-size:14px;line-height:24px;color:#000000;">or copy and paste this URL into your browser: <a href="${vercelInvite}" style="color:#2563eb;text-decoration:none;">${vercelInvite}</a></p>
<hr style="width:100%;border:none;border-top:1px solid #eaeaea;margin:26px 0;"/>
<p style="color:#666666;font-size:12px;line-height:24px;">This invitation was intended for <span style="color:#000000;">ola@quillmark.app</span>. It expires in 7 days. If you were not expecting this invitation, you can ignore this email.</p>
</td></tr></tbody></table>
</body></html>`,
  },
  {
    family: "vercel",
    group: "negative",
    lang: "en",
    kind: "deploy-failed",
    code: null,
    link: null,
    from: "Vercel <notifications@vercel.com>",
    to: "Ola Nwosu <ola@quillmark.app>",
    subject: "Failed production deployment on team 'Quillmark'",
    date: date(2026, 10, 29, 23, 41, 58),
    text: `There was an error deploying quillmark-web to the production environment on Quillmark team.

Project:     quillmark-web
Branch:      main
Commit:      9e4c1b2 "fix: editor toolbar overflow on Safari"
Author:      ola-nwosu
Error:       Command "pnpm run build" exited with 1

  Type error: Property 'selection' does not exist on type 'EditorState'.
    at src/components/Toolbar.tsx:118:27

View build logs:
https://vercel.com/quillmark/quillmark-web/8XbQm2tNvRzP4kLw

Your current production deployment is unchanged.

Manage notification preferences: https://vercel.com/account/notifications`,
    html: `<!DOCTYPE html><html><head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/></head>
<body style="background-color:#fafafa;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;">
<table align="center" width="100%" role="presentation" cellspacing="0" cellpadding="0" border="0" style="max-width:520px;background:#fff;border:1px solid #eaeaea;border-radius:6px;margin:40px auto;padding:24px;">
<tbody><tr><td>
<img alt="Vercel" height="26" src="https://assets.vercel.com/image/upload/front/emails/vercel-logo.png" width="28"/>
<h1 style="font-size:20px;font-weight:500;margin:24px 0;">Failed production deployment</h1>
<p style="font-size:14px;">There was an error deploying <strong>quillmark-web</strong> to the production environment on <strong>Quillmark</strong> team.</p>
<table style="font-size:13px;width:100%;border-collapse:collapse;">
<tr><td style="color:#666;padding:4px 0;width:90px;">Branch</td><td>main</td></tr>
<tr><td style="color:#666;padding:4px 0;">Commit</td><td><code>9e4c1b2</code> fix: editor toolbar overflow on Safari</td></tr>
<tr><td style="color:#666;padding:4px 0;">Author</td><td>ola-nwosu</td></tr>
</table>
<pre style="background:#111;color:#f55;padding:12px;border-radius:4px;font-size:12px;white-space:pre-wrap;">Command "pnpm run build" exited with 1
Type error: Property 'selection' does not exist on type 'EditorState'.
  at src/components/Toolbar.tsx:118:27</pre>
<p style="margin:24px 0;"><a href="https://vercel.com/quillmark/quillmark-web/8XbQm2tNvRzP4kLw" style="background:#000;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none;font-size:13px;">View Build Logs</a></p>
<p style="font-size:12px;color:#666;">Your current production deployment is unchanged. <a href="https://vercel.com/account/notifications" style="color:#666;">Notification preferences</a></p>
</td></tr></tbody></table></body></html>`,
  },
  {
    family: "heroku",
    group: "consumer",
    lang: "en",
    kind: "email-change-link",
    code: null,
    link: herokuEmail,
    from: "Heroku <noreply@heroku.com>",
    to: "Bram de Wit <bram@saltmarsh.nl>",
    subject: "Confirm your new email address for Heroku",
    date: date(2026, 10, 5, 10, 19, 25),
    text: `Hi,

You recently asked to change the email address on your Heroku account from
bram.dewit@oldmail.example to bram@saltmarsh.nl.

To confirm this change, visit:

${herokuEmail}

Until you confirm, we will keep sending account notices to your old address. The link is valid
for 24 hours.

If you did not request this change, please contact Heroku Support:
https://help.heroku.com

Thanks,
The Heroku Team

Heroku, a Salesforce company - 415 Mission Street, Suite 300, San Francisco, CA 94105`,
    html: `<html><body style="margin:0;padding:0;background:#f4f5fa;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f4f5fa"><tr><td align="center" style="padding:30px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:4px;font-family:'Salesforce Sans',Helvetica,Arial,sans-serif;font-size:14px;color:#3f3f44;line-height:21px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e8e8ef;"><img src="https://www.herokucdn.com/email/heroku-logo-purple.png" alt="Heroku" width="110"></td></tr>
<tr><td style="padding:28px 32px;">
<p>Hi,</p>
<p>You recently asked to change the email address on your Heroku account from <b>bram.dewit@oldmail.example</b> to <b>bram@saltmarsh.nl</b>.</p>
<p style="margin:26px 0;"><a href="${herokuEmail}" style="background:#79589f;color:#fff;padding:11px 22px;border-radius:4px;text-decoration:none;">Confirm email change</a></p>
<p>Until you confirm, we will keep sending account notices to your old address. The link is valid for 24 hours.</p>
<p>If you did not request this change, please contact <a href="https://help.heroku.com" style="color:#79589f;">Heroku Support</a>.</p>
<p>Thanks,<br>The Heroku Team</p>
</td></tr>
<tr><td style="padding:18px 32px;font-size:11px;color:#96969e;background:#fafafc;">Heroku, a Salesforce company &middot; 415 Mission Street, Suite 300, San Francisco, CA 94105</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "fly-io",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: flyLink,
    from: "Fly.io <noreply@fly.io>",
    to: "rune@haldor.dev",
    subject: "Your Fly.io sign in link",
    date: date(2026, 10, 17, 4, 2, 49),
    text: `Hey there,

Someone (hopefully you) asked to sign in to Fly.io as rune@haldor.dev.

Click this link to finish signing in:

  ${flyLink}

The link works once and expires in 15 minutes. If you started this from flyctl, you can close the
browser tab afterwards and go back to your terminal.

Didn't ask for this? Ignore this email; nobody can sign in without the link.

-- Fly.io
https://fly.io | https://community.fly.io`,
    html: null,
  },
  {
    family: "linode",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: linodeReset,
    from: "Linode <support@linode.com>",
    to: "Kestrel Ops <ops@kestrelops.dev>",
    subject: "Linode Password Reset",
    date: date(2026, 10, 23, 18, 6, 12, "-0400"),
    text: `A password reset was requested for the Linode user "kestrelops" from IP 73.181.44.90.

To choose a new password, go to:

${linodeReset}

This link expires in 2 hours. If you did not make this request, you can safely ignore this email.
Your account's Two-Factor Authentication settings are not affected by a password reset.

Thanks,
Linode Support (Akamai Cloud Computing)
https://www.linode.com/support/  |  +1 (855) 454-6633

Akamai Technologies, Inc., 145 Broadway, Cambridge, MA 02142`,
    html: `<html><body style="font-family:'Source Sans Pro',Arial,sans-serif;color:#32363b;font-size:15px;">
<table width="600" align="center" cellpadding="0" cellspacing="0"><tr><td style="padding:24px 0;border-bottom:3px solid #00b159;">
<img src="https://www.linode.com/wp-content/uploads/2021/01/Linode-Logo-Black.png" alt="Linode" width="130">
</td></tr><tr><td style="padding:24px 0;">
<p>A password reset was requested for the Linode user <b>kestrelops</b> from IP 73.181.44.90.</p>
<p><a href="${
      amp(linodeReset)
    }" style="color:#ffffff;background:#00b159;padding:10px 20px;text-decoration:none;display:inline-block;">Choose a new password</a></p>
<p>This link expires in 2 hours. If you did not make this request, you can safely ignore this email. Your account's Two-Factor Authentication settings are not affected by a password reset.</p>
<p>Thanks,<br>Linode Support (Akamai Cloud Computing)<br><a href="https://www.linode.com/support/">linode.com/support</a> | +1 (855) 454-6633</p>
</td></tr><tr><td style="font-size:11px;color:#888;border-top:1px solid #ddd;padding-top:12px;">Akamai Technologies, Inc., 145 Broadway, Cambridge, MA 02142</td></tr></table>
</body></html>`,
  },
];

// ---------------------------------------------------------------- package registries

function npmHtml(body: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#ffffff;font-family:'Source Sans Pro','Helvetica Neue',Arial,sans-serif;color:#333;">
<div style="height:6px;background:linear-gradient(139deg,#fb8817,#ff4b01,#c12127,#e02aff);background-color:#cb3837;"></div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="margin:28px 0;">
<tr><td style="padding-bottom:22px;"><img src="https://static-production.npmjs.com/255a118f56f5346b97e56325a1217a16.svg" alt="npm" width="60"></td></tr>
<tr><td style="font-size:16px;line-height:24px;">${body}</td></tr>
<tr><td style="padding-top:30px;font-size:12px;color:#8a8a8a;line-height:18px;border-top:1px solid #eee;">
npm, Inc. is a subsidiary of GitHub, Inc. &middot; 88 Colin P Kelly Jr St, San Francisco, CA 94107<br>
<a href="https://docs.npmjs.com/policies/privacy" style="color:#8a8a8a;">Privacy</a> &middot; <a href="https://www.npmjs.com/support" style="color:#8a8a8a;">Support</a>
</td></tr></table></td></tr></table></body></html>`;
}

function pypiHtml(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f3f3f3;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f3f3f3;"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Source Sans 3',Helvetica,Arial,sans-serif;font-size:16px;color:#464646;">
<tr><td style="background:#006dad;padding:16px 24px;"><img src="https://pypi.org/static/images/logo-large.9f732b5f.svg" alt="PyPI" height="40"></td></tr>
<tr><td style="padding:24px;line-height:1.5;">${body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #d3d3d3;font-size:13px;color:#777;">
Questions? Email <a href="mailto:admin@pypi.org" style="color:#006dad;">admin@pypi.org</a>. PyPI is operated by the Python Software Foundation.
</td></tr></table></td></tr></table></body></html>`;
}

const npmOtp = "48127350";
const npmInvite = "https://www.npmjs.com/settings/lattice-ui/invite/accept?token=npm_inv_7Hq2Rz9VbK4mW1xT6cP8nL3d";
const pypiVerify = "https://pypi.org/account/verify-email/?token=IjE4Mjk0NjEi.Zx3p8Q.f0mK4rQ2tV7wX9yZ1aB3cD5eF7gH9iJ";
const pypiRole =
  "https://pypi.org/account/verify-project-role/?token=eyJwcm9qZWN0IjoidG9tbGtpdC1sc3AifQ.Zx9aLw.Qp3mV8sK2nR6tY0wB4cE7fH1jL5";
const cratesConfirm = "https://crates.io/confirm/d84c0f3e9a2b7e615c4d9f08a1b3e27c";
const gemsReset = "https://rubygems.org/password/edit?token=Wm3x9KqLp2RtV8sN4bYc&user_id=1184022";
const gemsOwner = "https://rubygems.org/gems/sidecar_jobs/owners/confirm?token=3b9f1c7e2a5d8f04c6e1b9a7d3f2e5c8";
const dockerVerify =
  "https://u4287113.ct.sendgrid.net/ls/click?upn=u001.2Fq9LmR8dT5vN1xKc7WbZ-2BHp3sJ6yE0aU4oQ2iG8fD1rT9wX5zC3vB7nM-2FkL4pS6hY0qW2eR8tU1iO3pA5sD7fG9hJ2kL4zX6cV8bN0mQ1wE3r";

const registries: Mail[] = [
  {
    family: "npm",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: npmOtp,
    link: null,
    from: "npm <support@npmjs.com>",
    to: "halvard@lattice-ui.dev",
    subject: "OTP for logging in to your account",
    date: date(2026, 10, 10, 13, 47, 30),
    text: `Hi halvard!

Someone is trying to log in to your npm account from npm CLI 10.9.0 (node v22.11.0 linux x64).

If this was you, enter this one-time password to finish logging in:

${npmOtp}

This code expires in 5 minutes.

If this was not you, do not share this code with anyone. Consider changing your password and turning
on two-factor authentication: https://docs.npmjs.com/configuring-two-factor-authentication

The npm team`,
    html: npmHtml(`<p>Hi <b>halvard</b>!</p>
<p>Someone is trying to log in to your npm account from npm CLI 10.9.0 (node v22.11.0 linux x64).</p>
<p>If this was you, enter this one-time password to finish logging in:</p>
<p style="font-family:Menlo,Consolas,monospace;font-size:28px;font-weight:bold;letter-spacing:4px;background:#f2f2f2;padding:14px 20px;display:inline-block;">${npmOtp}</p>
<p>This code expires in 5 minutes.</p>
<p style="font-size:14px;color:#666;">If this was not you, do not share this code with anyone. Consider changing your password and <a href="https://docs.npmjs.com/configuring-two-factor-authentication" style="color:#cb3837;">turning on two-factor authentication</a>.</p>
<p>The npm team</p>`),
  },
  {
    family: "npm",
    group: "negative",
    lang: "en",
    kind: "token-created",
    code: null,
    link: null,
    from: "npm <support@npmjs.com>",
    to: "halvard@lattice-ui.dev",
    subject: "A new granular access token has been added to your account",
    date: date(2026, 10, 10, 13, 52, 4),
    text: `Hi halvard!

A new granular access token was created for your account.

Token name:    gh-actions-release
Permissions:   Read and write (packages: @lattice-ui/*)
Expires:       January 8, 2027
Allowed IPs:   any
Created:       October 10, 2026 at 13:52 UTC

If you did not create this token, revoke it now and change your password:
https://www.npmjs.com/settings/halvard/tokens

The npm team`,
    html: npmHtml(`<p>Hi <b>halvard</b>!</p>
<p>A new granular access token was created for your account.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#777;">Token name</td><td><code>gh-actions-release</code></td></tr>
<tr><td style="color:#777;">Permissions</td><td>Read and write (packages: @lattice-ui/*)</td></tr>
<tr><td style="color:#777;">Expires</td><td>January 8, 2027</td></tr>
<tr><td style="color:#777;">Allowed IPs</td><td>any</td></tr>
<tr><td style="color:#777;">Created</td><td>October 10, 2026 at 13:52 UTC</td></tr>
</table>
<p>If you did not create this token, <a href="https://www.npmjs.com/settings/halvard/tokens" style="color:#cb3837;">revoke it now</a> and change your password.</p>
<p>The npm team</p>`),
    enc: "qp",
  },
  {
    family: "npm",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: npmInvite,
    from: "npm <support@npmjs.com>",
    to: "mika.saarinen@iki.example",
    subject: "You have been invited to join the lattice-ui organization",
    date: date(2026, 10, 13, 8, 21, 16),
    text: `Hi mikasaar!

halvard has invited you to join the lattice-ui organization on npm as a developer.
Members of lattice-ui can publish packages under the @lattice-ui scope.

Accept this invitation:
${npmInvite}

Invitations expire after 7 days. If you do not want to join, you can ignore this email.

The npm team`,
    html: npmHtml(`<p>Hi <b>mikasaar</b>!</p>
<p><b>halvard</b> has invited you to join the <b>lattice-ui</b> organization on npm as a <i>developer</i>. Members of lattice-ui can publish packages under the <code>@lattice-ui</code> scope.</p>
<p style="margin:28px 0;"><a href="${
      amp(npmInvite)
    }" style="background:#cb3837;color:#fff;padding:12px 22px;text-decoration:none;font-weight:600;">Accept invitation</a></p>
<p style="font-size:14px;color:#666;">Invitations expire after 7 days. If you do not want to join, you can ignore this email.</p>
<p>The npm team</p>`),
    enc: "b64",
  },
  {
    family: "pypi",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: pypiVerify,
    from: "PyPI <noreply@pypi.org>",
    to: "Aiyana Brooks <aiyana.brooks@fastmail.example>",
    subject: "[PyPI] Verify your email address",
    date: date(2026, 9, 21, 20, 33, 12),
    text: `Hello aiyanab,

This email address was just added to your PyPI account "aiyanab". Please confirm it belongs to you
by opening this link:

${pypiVerify}

The link expires in 6 hours. You will need a verified primary address before you can upload
packages or set up trusted publishing.

If you did not add this address, you can ignore this email.

--
Questions? Email admin@pypi.org.
PyPI is operated by the Python Software Foundation.`,
    html: pypiHtml(
      "Verify your email address",
      `<p>Hello <b>aiyanab</b>,</p>
<p>This email address was just added to your PyPI account <b>aiyanab</b>. Please confirm it belongs to you:</p>
<p style="margin:24px 0;"><a href="${pypiVerify}" style="background:#006dad;color:#fff;padding:10px 18px;text-decoration:none;border-radius:3px;">Verify email address</a></p>
<p>Or paste this URL into your browser:<br><a href="${pypiVerify}" style="color:#006dad;word-break:break-all;">${pypiVerify}</a></p>
<p>The link expires in 6 hours. You will need a verified primary address before you can upload packages or set up trusted publishing.</p>
<p>If you did not add this address, you can ignore this email.</p>`,
    ),
  },
  {
    family: "pypi",
    group: "negative",
    lang: "en",
    kind: "2fa-removed",
    code: null,
    link: null,
    from: "PyPI <noreply@pypi.org>",
    to: "Aiyana Brooks <aiyana.brooks@fastmail.example>",
    subject: "[PyPI] Two-factor method removed",
    date: date(2026, 10, 30, 7, 9, 44),
    text: `Hello aiyanab,

A two-factor authentication method was removed from your PyPI account.

Method: security key "YubiKey 5C (office)"
Removed: 2026-10-30 07:09 UTC

You still have 1 other method (authenticator app) and 6 unused recovery codes.

If you did not make this change, reset your password and contact admin@pypi.org right away.

--
Questions? Email admin@pypi.org.
PyPI is operated by the Python Software Foundation.`,
    html: pypiHtml(
      "Two-factor method removed",
      `<p>Hello <b>aiyanab</b>,</p>
<p>A two-factor authentication method was removed from your PyPI account.</p>
<ul><li>Method: security key <b>YubiKey 5C (office)</b></li><li>Removed: 2026-10-30 07:09 UTC</li></ul>
<p>You still have 1 other method (authenticator app) and 6 unused recovery codes.</p>
<p>If you did not make this change, <a href="https://pypi.org/account/reset-password/" style="color:#006dad;">reset your password</a> and contact <a href="mailto:admin@pypi.org" style="color:#006dad;">admin@pypi.org</a> right away.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "pypi",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: pypiRole,
    from: "PyPI <noreply@pypi.org>",
    to: "Aiyana Brooks <aiyana.brooks@fastmail.example>",
    subject: "[PyPI] You have been invited to join tomlkit-lsp",
    date: date(2026, 11, 5, 16, 14, 3),
    text: `Hello aiyanab,

The user "fdesrosiers" has invited you to become a Maintainer of the project "tomlkit-lsp" on PyPI.

To accept this invitation, visit:
${pypiRole}

If you do not want to accept, you can decline from your account page. The invitation expires in
72 hours.

--
Questions? Email admin@pypi.org.
PyPI is operated by the Python Software Foundation.`,
    html: pypiHtml(
      "Project invitation",
      `<p>Hello <b>aiyanab</b>,</p>
<p>The user <b>fdesrosiers</b> has invited you to become a <b>Maintainer</b> of the project <b>tomlkit-lsp</b> on PyPI.</p>
<p style="margin:24px 0;"><a href="${pypiRole}" style="background:#006dad;color:#fff;padding:10px 18px;text-decoration:none;border-radius:3px;">Accept invitation</a></p>
<p>If you do not want to accept, you can decline from <a href="https://pypi.org/manage/projects/" style="color:#006dad;">your account page</a>. The invitation expires in 72 hours.</p>`,
    ),
  },
  {
    family: "crates-io",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: cratesConfirm,
    from: "crates.io <noreply@crates.io>",
    to: "ferrisfan@proton.example",
    subject: "crates.io: Please confirm your email address",
    date: date(2026, 9, 30, 22, 4, 51),
    text: `Hello ferrisfan!

Welcome to crates.io. Please click the link below to verify your email address so that you can
publish crates:

${cratesConfirm}

If you did not sign up for crates.io with this address, no action is needed.

Thank you!

--
The crates.io Team`,
    html: null,
  },
  {
    family: "crates-io",
    group: "negative",
    lang: "en",
    kind: "token-created",
    code: null,
    link: null,
    from: "crates.io <noreply@crates.io>",
    to: "ferrisfan@proton.example",
    subject: 'crates.io: New API token "release-ci" created',
    date: date(2026, 10, 19, 9, 31, 7),
    text: `Hello ferrisfan!

A new API token with the name "release-ci" was recently added to your crates.io account.

Scopes: publish-update
Crates: tinyquad, tinyquad-derive
Expires: 2027-01-17

If this wasn't you, you should revoke the token immediately: https://crates.io/settings/tokens

--
The crates.io Team`,
    html: null,
  },
  {
    family: "rubygems",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: gemsReset,
    from: "RubyGems.org <no-reply@mailer.rubygems.org>",
    to: "Yusuf Demirci <yusuf@sidecarjobs.example>",
    subject: "Change your password",
    date: date(2026, 10, 4, 11, 57, 32),
    text: `Hi ydemirci,

Someone (hopefully you) requested a link to change your RubyGems.org password. You can do this
through the link below:

${gemsReset}

If you didn't request this, please ignore this email. Your password won't change until you open the
link and create a new one. The link expires in 3 hours.

--
RubyGems.org is run by Ruby Central. https://rubycentral.org`,
    html: `<html><body style="background:#f5f4f0;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Roboto,Helvetica,Arial,sans-serif;color:#141c22;font-size:15px;line-height:1.6;">
<tr><td style="background:#e9573f;padding:18px 28px;"><img src="https://rubygems.org/images/email/logo.png" alt="RubyGems.org" height="28"></td></tr>
<tr><td style="padding:28px;">
<p>Hi <b>ydemirci</b>,</p>
<p>Someone (hopefully you) requested a link to change your RubyGems.org password.</p>
<p style="margin:26px 0;"><a href="${
      amp(gemsReset)
    }" style="border:2px solid #e9573f;color:#e9573f;padding:10px 22px;text-decoration:none;font-weight:bold;">Change my password</a></p>
<p>If you didn't request this, please ignore this email. Your password won't change until you open the link and create a new one. The link expires in 3 hours.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:12px;color:#888;background:#fafafa;">RubyGems.org is run by <a href="https://rubycentral.org" style="color:#888;">Ruby Central</a>. &middot; <a href="https://rubygems.org/pages/privacy" style="color:#888;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "rubygems",
    group: "oss",
    lang: "en",
    kind: "ownership-link",
    code: null,
    link: gemsOwner,
    from: "RubyGems.org <no-reply@mailer.rubygems.org>",
    to: "Yusuf Demirci <yusuf@sidecarjobs.example>",
    subject: "Please confirm the ownership of the sidecar_jobs gem on RubyGems.org",
    date: date(2026, 10, 26, 14, 38, 0),
    text: `Hi ydemirci,

nkowalski added you as an owner of the sidecar_jobs gem. To confirm that you want to become an owner,
open this link:

${gemsOwner}

Once confirmed you will be able to push new versions and manage other owners. This link is valid for
2 days. If you don't want to be an owner, you can ignore this email.

--
RubyGems.org is run by Ruby Central. https://rubycentral.org`,
    html: `<html><body style="background:#f5f4f0;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Roboto,Helvetica,Arial,sans-serif;color:#141c22;font-size:15px;line-height:1.6;">
<tr><td style="background:#e9573f;padding:18px 28px;"><img src="https://rubygems.org/images/email/logo.png" alt="RubyGems.org" height="28"></td></tr>
<tr><td style="padding:28px;">
<p>Hi <b>ydemirci</b>,</p>
<p><b>nkowalski</b> added you as an owner of the <a href="https://rubygems.org/gems/sidecar_jobs" style="color:#e9573f;">sidecar_jobs</a> gem.</p>
<p style="margin:26px 0;"><a href="${gemsOwner}" style="border:2px solid #e9573f;color:#e9573f;padding:10px 22px;text-decoration:none;font-weight:bold;">Confirm ownership</a></p>
<p>Once confirmed you will be able to push new versions and manage other owners. This link is valid for 2 days. If you don't want to be an owner, you can ignore this email.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:12px;color:#888;background:#fafafa;">RubyGems.org is run by <a href="https://rubycentral.org" style="color:#888;">Ruby Central</a>.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "docker-hub",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: dockerVerify,
    from: "Docker <noreply@notify.docker.com>",
    to: "Wen Jie Tan <wenjie.tan@brightloop.sg>",
    subject: "Verify your Docker account email",
    date: date(2026, 10, 7, 3, 45, 27, "+0800"),
    text: `Welcome to Docker, wjtan!

Please verify your email address to activate your Docker account.

Verify email address ( ${dockerVerify} )

After verifying, you can push images to Docker Hub and sign in to Docker Desktop.
Personal accounts get unlimited public repositories and 1 private repository.

Docker, Inc. | 3790 El Camino Real #1052 | Palo Alto, CA 94306
Privacy ( https://www.docker.com/legal/docker-privacy-policy/ )`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:#f4f4f6;">
<!--[if mso]><table width="600" align="center"><tr><td><![endif]-->
<div style="max-width:600px;margin:0 auto;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td style="padding:28px 24px;text-align:center;"><img src="https://www.docker.com/wp-content/uploads/2023/08/logo-dark.png" alt="Docker" width="140"></td></tr>
<tr><td style="background:#ffffff;border-radius:8px;padding:36px 32px;color:#17191e;font-size:16px;line-height:24px;">
<h1 style="font-size:24px;margin:0 0 20px;">Welcome to Docker, wjtan!</h1>
<p style="margin:0 0 24px;">Please verify your email address to activate your Docker account.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#1d63ed;border-radius:6px;">
<a href="${
        amp(dockerVerify)
      }" style="display:inline-block;padding:12px 26px;color:#ffffff;font-weight:500;text-decoration:none;">Verify email address</a>
</td></tr></table>
<p style="margin:24px 0 0;font-size:14px;color:#505968;">After verifying, you can push images to Docker Hub and sign in to Docker Desktop. Personal accounts get unlimited public repositories and 1 private repository.</p>
</td></tr>
<tr><td style="padding:24px;text-align:center;font-size:12px;color:#7d8699;">
<a href="https://u4287113.ct.sendgrid.net/ls/click?upn=u001.Hj2-2FPq8xK5nL0wT3sB9dV7mR1cZ4aE6yU" style="color:#7d8699;">Twitter</a> &middot;
<a href="https://u4287113.ct.sendgrid.net/ls/click?upn=u001.Lk9-2FMw3zQ7tN5pX1vC8bH2rY6eA0sJ4gD" style="color:#7d8699;">YouTube</a><br>
Docker, Inc. | 3790 El Camino Real #1052 | Palo Alto, CA 94306<br>
<a href="https://www.docker.com/legal/docker-privacy-policy/" style="color:#7d8699;">Privacy</a>
</td></tr></table></div>
<!--[if mso]></td></tr></table><![endif]-->
<img src="https://u4287113.ct.sendgrid.net/wf/open?upn=u001.Qa7bC3dE9fG1hJ5kL8mN2pR4sT6vW0xY" width="1" height="1" alt="" style="display:block;border:0;">
</body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- CI and observability

const bkInvite =
  "https://buildkite.com/organizations/juniper-labs/invitations/accept?token=bkinv_5Tq8Wm2Xc9Rz4Lp7Nv1Hd3Jy";
const ddInvite =
  "https://app.datadoghq.com/account/login?invite_code=7b1f2e9c-4a3d-11ef-9c8e-da7ad0900002&org_id=1203348&lang=ja";

const ci: Mail[] = [
  {
    family: "circleci",
    group: "negative",
    lang: "en",
    kind: "build-failed",
    code: null,
    link: null,
    from: "CircleCI <builds@circleci.com>",
    to: "Noor Haddad <noor@juniper-labs.io>",
    subject: "Failed: juniper-labs/ledger-api » main » build-and-test (#5127)",
    date: date(2026, 10, 21, 14, 3, 19),
    text: `Workflow build-and-test failed on main

Project:   juniper-labs/ledger-api
Pipeline:  #5127
Commit:    a41f0d3 "Bump pg from 8.12.0 to 8.13.1" (dependabot[bot])
Duration:  6m 42s

Jobs
  ✓ lint            38s
  ✓ build           1m 55s
  ✗ test-integration  4m 09s  (exit code 1)
  - deploy-staging  not run

View workflow:
https://app.circleci.com/pipelines/github/juniper-labs/ledger-api/5127/workflows/0d7f3c2a-9b41-4e8a-a6f0-1c2d3e4f5a6b

You are receiving this because you are following juniper-labs/ledger-api.
Notification settings: https://app.circleci.com/settings/user/notifications

CircleCI, 201 Spear Street, Suite 1200, San Francisco, CA 94105`,
    html: `<html><body style="margin:0;background:#f7f7f7;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e3e3e3;">
<tr><td style="background:#ed5c5c;color:#fff;padding:16px 24px;font-size:18px;font-weight:bold;">&#10007; Workflow build-and-test failed</td></tr>
<tr><td style="padding:20px 24px;font-size:14px;color:#161616;">
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#6a6a6a;">Project</td><td>juniper-labs/ledger-api</td></tr>
<tr><td style="color:#6a6a6a;">Branch</td><td>main</td></tr>
<tr><td style="color:#6a6a6a;">Pipeline</td><td>#5127</td></tr>
<tr><td style="color:#6a6a6a;">Commit</td><td><code>a41f0d3</code> Bump pg from 8.12.0 to 8.13.1</td></tr>
<tr><td style="color:#6a6a6a;">Duration</td><td>6m 42s</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="margin-top:16px;border-top:1px solid #eee;font-size:14px;">
<tr><td style="color:#0ba360;">&#10003; lint</td><td align="right">38s</td></tr>
<tr><td style="color:#0ba360;">&#10003; build</td><td align="right">1m 55s</td></tr>
<tr><td style="color:#ed5c5c;">&#10007; test-integration (exit code 1)</td><td align="right">4m 09s</td></tr>
<tr><td style="color:#999;">&ndash; deploy-staging</td><td align="right">not run</td></tr>
</table>
<p style="margin:22px 0;"><a href="https://app.circleci.com/pipelines/github/juniper-labs/ledger-api/5127/workflows/0d7f3c2a-9b41-4e8a-a6f0-1c2d3e4f5a6b" style="background:#161616;color:#fff;padding:10px 18px;text-decoration:none;">View Workflow</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#8a8a8a;border-top:1px solid #eee;">You are receiving this because you are following juniper-labs/ledger-api. <a href="https://app.circleci.com/settings/user/notifications" style="color:#8a8a8a;">Notification settings</a><br>CircleCI, 201 Spear Street, Suite 1200, San Francisco, CA 94105</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "buildkite",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: bkInvite,
    from: "Buildkite <support@buildkite.com>",
    to: "Noor Haddad <noor@juniper-labs.io>",
    subject: "You've been invited to join Juniper Labs on Buildkite",
    date: date(2026, 10, 14, 0, 58, 36),
    text: `Hi there,

Sven Åkesson has invited you to join the Juniper Labs organization on Buildkite.
You'll be added to the teams: Platform, Mobile Releases.

Accept the invitation:
${bkInvite}

If you don't have a Buildkite account yet, you'll be able to create one after clicking the link.
The invitation will expire in 14 days.

Cheers,
The Buildkite Team

Buildkite Pty Ltd · Level 5, 90 William St, Melbourne VIC 3000, Australia`,
    html:
      `<html><body style="margin:0;background:#ffffff;font-family:-apple-system,'Helvetica Neue',Arial,sans-serif;color:#111;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="540" cellpadding="0" cellspacing="0" style="margin:36px 0;">
<tr><td><img src="https://buildkite.com/_next/static/assets/email/buildkite-logo.png" alt="Buildkite" width="130"></td></tr>
<tr><td style="padding:26px 0;font-size:15px;line-height:1.6;">
<p>Hi there,</p>
<p><b>Sven Åkesson</b> has invited you to join the <b>Juniper Labs</b> organization on Buildkite. You'll be added to the teams: <i>Platform</i>, <i>Mobile Releases</i>.</p>
<p style="margin:28px 0;"><a href="${
        amp(bkInvite)
      }" style="background:#14cc80;color:#111;padding:12px 24px;border-radius:3px;text-decoration:none;font-weight:600;">Accept Invitation</a></p>
<p style="color:#555;">If you don't have a Buildkite account yet, you'll be able to create one after clicking the button. The invitation will expire in 14 days.</p>
<p>Cheers,<br>The Buildkite Team</p>
</td></tr>
<tr><td style="border-top:1px solid #eee;padding-top:14px;font-size:12px;color:#999;">Buildkite Pty Ltd &middot; Level 5, 90 William St, Melbourne VIC 3000, Australia</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "travis-ci",
    group: "negative",
    lang: "en",
    kind: "build-passed",
    code: null,
    link: null,
    from: "Travis CI <builds@travis-ci.com>",
    to: "kasia.wrobel@gmx.example",
    subject: "Fixed: kwrobel/moss-parser#412 (master - 3c8e0a1)",
    date: date(2026, 10, 24, 19, 27, 40),
    text: `Build Update for kwrobel/moss-parser
-------------------------------------

Build: #412
Status: Fixed

Duration: 3 mins and 12 secs
Commit: 3c8e0a1 (master)
Author: Kasia Wróbel
Message: handle CRLF in fenced blocks

View the changeset: https://github.com/kwrobel/moss-parser/compare/7b2d9e4...3c8e0a1

View the full build log and details: https://app.travis-ci.com/github/kwrobel/moss-parser/builds/271448309

--

You can unsubscribe from build emails from the kwrobel/moss-parser repository going to
https://app.travis-ci.com/account/preferences/unsubscribe?repository=21988431&utm_medium=notification&utm_source=email.
Or unsubscribe from *all* email updating the settings at https://app.travis-ci.com/account/preferences/unsubscribe?utm_medium=notification&utm_source=email.
Or configure specific recipients for build notifications in your .travis.yml file. See https://docs.travis-ci.com/user/notifications.`,
    html: null,
    enc: "8bit",
  },
  {
    family: "datadog",
    group: "negative",
    lang: "en",
    kind: "monitor-alert",
    code: null,
    link: null,
    from: "Datadog Alerting <alert@dtdg.co>",
    to: "Noor Haddad <noor@juniper-labs.io>",
    subject: "[Triggered on {service:ledger-api,env:prod}] p99 latency above 800ms",
    date: date(2026, 10, 25, 2, 14, 5),
    text: `[Triggered] p99 latency above 800ms

p99 of trace.http.request{service:ledger-api,env:prod} was > 800.0 on average during the last 5m.
Current value: 1,243.7 ms  (threshold 800 ms, warning 600 ms)

@slack-ledger-oncall @pagerduty-ledger-api

Notified: @noor@juniper-labs.io

Monitor ID: 148822091
Event: https://app.datadoghq.com/event/event?id=7724410298871122907
Monitor status: https://app.datadoghq.com/monitors/148822091?from_ts=1793066045000&to_ts=1793067245000

Edit monitor: https://app.datadoghq.com/monitors/148822091/edit`,
    html: `<html><body style="font-family:'Noto Sans',Arial,sans-serif;font-size:14px;color:#1c2b34;margin:0;">
<table width="640" cellpadding="0" cellspacing="0" style="margin:0 auto;">
<tr><td style="background:#632ca6;padding:12px 20px;"><img src="https://imgix.datadoghq.com/img/dd_logo_n_70x75.png" alt="Datadog" height="32"></td></tr>
<tr><td style="border-left:6px solid #e5432d;padding:16px 20px;background:#fff5f4;">
<div style="font-size:18px;font-weight:bold;color:#e5432d;">Triggered: p99 latency above 800ms</div>
<div style="color:#5b6f7c;margin-top:4px;">{service:ledger-api,env:prod}</div>
</td></tr>
<tr><td style="padding:16px 20px;">
<p>p99 of <code>trace.http.request{service:ledger-api,env:prod}</code> was &gt; 800.0 on average during the last 5m.</p>
<p><b>Current value:</b> 1,243.7 ms &nbsp; (threshold 800 ms, warning 600 ms)</p>
<img src="https://p.datadoghq.com/snapshot/view/dd-snapshots-prod/org_1203348/2026-10-25/3f1a9c0e.png" alt="Graph of p99 latency" width="600">
<p style="color:#5b6f7c;">Notified: @slack-ledger-oncall @pagerduty-ledger-api @noor@juniper-labs.io</p>
<p><a href="https://app.datadoghq.com/monitors/148822091?from_ts=1793066045000&amp;to_ts=1793067245000">Monitor status</a> &middot; <a href="https://app.datadoghq.com/event/event?id=7724410298871122907">Event</a> &middot; <a href="https://app.datadoghq.com/monitors/148822091/edit">Edit monitor</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "datadog",
    group: "consumer",
    lang: "ja",
    kind: "invite-link",
    code: null,
    link: ddInvite,
    from: "Datadog <noreply@dtdg.co>",
    to: "中村 彩 <aya.nakamura@kumo-pay.example>",
    subject: "Datadog の組織「Kumo Pay」に招待されました",
    date: date(2026, 10, 28, 1, 5, 22),
    text: `中村 彩 様

山田 誠 (makoto.yamada@kumo-pay.example) さんから、Datadog の組織「Kumo Pay」(US5) への招待が届いています。

次のリンクから招待を承認し、アカウントを設定してください。
${ddInvite}

この招待の有効期限は 2026年11月4日 です。

割り当てられるロール: Datadog Standard Role

心当たりがない場合は、このメールを無視してください。

Datadog, Inc. 620 8th Ave, 45th Floor, New York, NY 10018`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f0f7;font-family:'Noto Sans JP',Meiryo,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:4px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e8e2f0;"><img src="https://imgix.datadoghq.com/img/email/datadog-logo-purple.png" alt="Datadog" width="140"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;color:#2f2f2f;line-height:1.8;">
<p>中村 彩 様</p>
<p>山田 誠 (makoto.yamada@kumo-pay.example) さんから、Datadog の組織「<b>Kumo Pay</b>」(US5) への招待が届いています。</p>
<p style="text-align:center;margin:30px 0;"><a href="${
        amp(ddInvite)
      }" style="background:#632ca6;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none;">招待を承認する</a></p>
<p>この招待の有効期限は 2026年11月4日 です。<br>割り当てられるロール: Datadog Standard Role</p>
<p style="color:#777;font-size:13px;">心当たりがない場合は、このメールを無視してください。</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#999;background:#faf9fc;">Datadog, Inc. 620 8th Ave, 45th Floor, New York, NY 10018 &middot; <a href="https://www.datadoghq.com/legal/privacy/" style="color:#999;">プライバシーポリシー</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "pagerduty",
    group: "negative",
    lang: "en",
    kind: "incident-alert",
    code: null,
    link: null,
    from: "PagerDuty ALERT <alert@juniper-labs.pagerduty.com>",
    to: "Noor Haddad <noor@juniper-labs.io>",
    subject: "[PagerDuty ALERT] You have 1 TRIGGERED Incident (9d3b71f0)",
    date: date(2026, 10, 25, 2, 14, 31),
    text: `You have 1 TRIGGERED Incident.

Incident #8841: [Datadog] Triggered: p99 latency above 800ms
Service: ledger-api (prod)
Urgency: High
Assigned to: Noor Haddad
Escalation policy: Ledger Primary
Opened: October 25, 2026 at 2:14 AM UTC

Details: https://juniper-labs.pagerduty.com/incidents/Q2R9ZK4XW1B7TN

Acknowledge: https://juniper-labs.pagerduty.com/incidents/Q2R9ZK4XW1B7TN/acknowledge?key=9d3b71f0c2e54a6b
Resolve:     https://juniper-labs.pagerduty.com/incidents/Q2R9ZK4XW1B7TN/resolve?key=9d3b71f0c2e54a6b

Live call routing: +1 415-555-0175

Manage notification rules: https://juniper-labs.pagerduty.com/users/PX7K2M1/notification_rules
PagerDuty, Inc., 600 Townsend St, Suite 200, San Francisco, CA 94103`,
    html: `<html><body style="margin:0;font-family:Helvetica,Arial,sans-serif;background:#f5f5f5;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;">
<tr><td style="background:#06ac38;padding:14px 20px;"><img src="https://www.pagerduty.com/wp-content/uploads/2020/05/pd-logo-white.png" alt="PagerDuty" width="120"></td></tr>
<tr><td style="padding:20px;">
<h2 style="margin:0 0 10px;color:#d4301f;font-size:18px;">You have 1 TRIGGERED Incident</h2>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #ddd;">
<tr><td colspan="2" style="background:#fbeaea;font-weight:bold;">#8841: [Datadog] Triggered: p99 latency above 800ms</td></tr>
<tr><td width="150" style="color:#666;">Service</td><td>ledger-api (prod)</td></tr>
<tr><td style="color:#666;">Urgency</td><td>High</td></tr>
<tr><td style="color:#666;">Assigned to</td><td>Noor Haddad</td></tr>
<tr><td style="color:#666;">Escalation policy</td><td>Ledger Primary</td></tr>
<tr><td style="color:#666;">Opened</td><td>October 25, 2026 at 2:14 AM UTC</td></tr>
</table>
<p style="margin:18px 0;">
<a href="https://juniper-labs.pagerduty.com/incidents/Q2R9ZK4XW1B7TN/acknowledge?key=9d3b71f0c2e54a6b" style="background:#f2b01e;color:#fff;padding:9px 16px;text-decoration:none;font-weight:bold;">Acknowledge</a>
<a href="https://juniper-labs.pagerduty.com/incidents/Q2R9ZK4XW1B7TN/resolve?key=9d3b71f0c2e54a6b" style="background:#06ac38;color:#fff;padding:9px 16px;text-decoration:none;font-weight:bold;margin-left:8px;">Resolve</a>
<a href="https://juniper-labs.pagerduty.com/incidents/Q2R9ZK4XW1B7TN" style="color:#06ac38;margin-left:12px;">View details</a>
</p>
<p style="font-size:12px;color:#888;">Live call routing: +1 415-555-0175 &middot; <a href="https://juniper-labs.pagerduty.com/users/PX7K2M1/notification_rules" style="color:#888;">Notification rules</a></p>
</td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#aaa;border-top:1px solid #eee;">PagerDuty, Inc., 600 Townsend St, Suite 200, San Francisco, CA 94103</td></tr>
</table></body></html>`,
  },
  {
    family: "new-relic",
    group: "negative",
    lang: "en",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "New Relic <noreply@newrelic.com>",
    to: "Noor Haddad <noor@juniper-labs.io>",
    subject: "You've used 85% of your free monthly data",
    date: date(2026, 10, 22, 15, 0, 3),
    text: `Hi Noor,

Your account "Juniper Labs" (account ID 3918274) has ingested 85 GB of its 100 GB free monthly data
allowance for October 2026.

At the current rate you will reach the limit around October 26. After that, on the Free plan, new
data will not be ingested until November 1, 2026. On the Standard plan additional data costs
$0.35 per GB.

Top sources this month
  APM (ledger-api, ledger-worker)   41.2 GB
  Logs                              29.8 GB
  Infrastructure                     9.6 GB
  Browser                            4.4 GB

See your data usage: https://one.newrelic.com/data-management-hub/usage?account=3918274
Compare plans: https://newrelic.com/pricing

New Relic, Inc. | 1100 Peachtree St NE, Suite 2000 | Atlanta, GA 30309
Manage email preferences: https://newrelic.com/email-preferences?id=7Xm2Qp9L`,
    html: `<html><body style="margin:0;background:#f4f5f5;font-family:'Open Sans',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:22px 30px;background:#1d252c;"><img src="https://newrelic.com/themes/custom/erno/assets/mediakit/new_relic_logo_horizontal_white.png" alt="New Relic" width="150"></td></tr>
<tr><td style="padding:30px;font-size:15px;color:#293338;line-height:1.6;">
<p>Hi Noor,</p>
<p>Your account <b>Juniper Labs</b> (account ID 3918274) has ingested <b>85 GB</b> of its 100 GB free monthly data allowance for October 2026.</p>
<div style="background:#e8ebec;height:14px;border-radius:7px;"><div style="background:#f0b400;width:85%;height:14px;border-radius:7px;"></div></div>
<p>At the current rate you will reach the limit around October 26. After that, on the Free plan, new data will not be ingested until November 1, 2026. On the Standard plan additional data costs $0.35 per GB.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;border-top:1px solid #e3e4e4;">
<tr><td>APM (ledger-api, ledger-worker)</td><td align="right">41.2 GB</td></tr>
<tr><td>Logs</td><td align="right">29.8 GB</td></tr>
<tr><td>Infrastructure</td><td align="right">9.6 GB</td></tr>
<tr><td>Browser</td><td align="right">4.4 GB</td></tr>
</table>
<p style="margin-top:24px;"><a href="https://one.newrelic.com/data-management-hub/usage?account=3918274" style="background:#1ce783;color:#1d252c;padding:11px 20px;text-decoration:none;font-weight:600;">See data usage</a> &nbsp; <a href="https://newrelic.com/pricing" style="color:#0b6acb;">Compare plans</a></p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#8e9494;">New Relic, Inc. | 1100 Peachtree St NE, Suite 2000 | Atlanta, GA 30309 &middot; <a href="https://newrelic.com/email-preferences?id=7Xm2Qp9L" style="color:#8e9494;">Email preferences</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- business, HR and finance apps

const zohoInvite =
  "https://click.zohomail.com/ls/click?upn=zc.4JmP2xR8qT6vW1yB3nD5fH7kL9-2Fz0aC2eG4iK6mO8qS0uW2yA4cE6gI8kM0oQ&r=https%3A%2F%2Faccounts.zoho.eu%2Faccinvite%3Fdigest%3D7a9f2c1b4d6e8f0a";
const zendeskVerify = "https://cafeterra.zendesk.com/verification/email/LkQ9vW2xR7tZ3pB8mN1cF6hJ4dS0yG5e?locale=pt-br";
const miroInvite =
  "https://miro.com/welcomeonboard/dUNxWm9YcGp2c3pOZ1lRa3hWZmVMbz09fDMwNzQ1ODIyNDA3MTg2NDc5Mjg=?share_link_id=582031774690";
const personioReset =
  "https://lindenhof-gruppe.personio.de/password/reset/9f2c7e1a4b8d3f6e0a5c2b9d7e4f1a3c?email=jonas.keller%40lindenhof-gruppe.example";
const moneybirdInvite = "https://moneybird.com/invitations/accept/83f1c9a2e7b4d05f6a1c8e3b";
const fortnoxInvite =
  "https://apps.fortnox.se/invite/accept?invitationId=5c0b9e2f-7a41-4d3c-9e18-62f7a0d4b3c1&tenant=1487223";
const jandiInvite = "https://www.jandi.com/landing/invite?teamId=27904431&token=JNDi8Qx2Lm5Vr9Tc3Wp7Kz";
const cybozuReset = "https://sakuragawa-kogyo.cybozu.com/login/reset_password?token=cb7Xq2Lm9Vr4Tc1Wp8Kz3Nd6Hf0Jy5Sg";
const arubaCode = "581734";
const arubaLink = "https://selfcare.aruba.it/it/registrazione/conferma.aspx?c=K3x9M2q7R1v8T4w6&u=7741208&lang=it";
const namecheapVerify =
  "https://ap.www.namecheap.com/RaaVerification/Verify?key=5a7f3c91e2b8d4f60c1a9e3b7d5f2a8c&domain=sorrel-and-pine.com";

const business: Mail[] = [
  {
    family: "zoho",
    group: "consumer",
    lang: "es",
    kind: "login-code",
    code: "739204",
    link: null,
    from: "Zoho Accounts <noreply@zohoaccounts.com>",
    to: "Martina Quiroga <mquiroga@estudiocaldera.example>",
    subject: "Código de verificación para iniciar sesión en Zoho",
    date: date(2026, 10, 15, 9, 12, 47, "-0300"),
    text: `Hola, Martina:

Utiliza el siguiente código para verificar tu inicio de sesión en Zoho:

739 204

Este código caduca en 15 minutos. No lo compartas con nadie; el equipo de Zoho nunca te lo pedirá.

Detalles del intento
Navegador: Chrome en Windows
Ubicación: Buenos Aires, Argentina
Dirección IP: 181.47.220.13

Si no fuiste tú, cambia tu contraseña cuanto antes desde https://accounts.zoho.com/home#security/password

Saludos,
Equipo de Zoho

Zoho Corporation, 4141 Hacienda Drive, Pleasanton, California 94588, EE. UU.`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f7f7f7;font-family:'Lato',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e6e6;">
<tr><td style="padding:22px 30px;"><img src="https://www.zohowebstatic.com/sites/zweb/images/zoho_general_pages/zoho-logo-512.png" alt="Zoho" width="80"></td></tr>
<tr><td style="padding:0 30px 26px;font-size:15px;color:#333;line-height:1.6;">
<p>Hola, Martina:</p>
<p>Utiliza el siguiente código para verificar tu inicio de sesión en Zoho:</p>
<p style="font-size:30px;font-weight:bold;color:#e42527;letter-spacing:2px;margin:22px 0;">739 204</p>
<p>Este código caduca en 15 minutos. No lo compartas con nadie; el equipo de Zoho nunca te lo pedirá.</p>
<table cellpadding="3" cellspacing="0" style="font-size:13px;color:#666;background:#fafafa;width:100%;">
<tr><td width="110">Navegador</td><td>Chrome en Windows</td></tr>
<tr><td>Ubicación</td><td>Buenos Aires, Argentina</td></tr>
<tr><td>Dirección IP</td><td>181.47.220.13</td></tr>
</table>
<p style="font-size:13px;">Si no fuiste tú, <a href="https://accounts.zoho.com/home#security/password" style="color:#1565c0;">cambia tu contraseña</a> cuanto antes.</p>
<p>Saludos,<br>Equipo de Zoho</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#f2f2f2;font-size:11px;color:#888;">Zoho Corporation, 4141 Hacienda Drive, Pleasanton, California 94588, EE. UU. &middot; <a href="https://www.zoho.com/es-xl/privacy.html" style="color:#888;">Privacidad</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "zoho",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: zohoInvite,
    from: "Zoho <noreply@zohoaccounts.com>",
    to: "Gareth Pryce <gareth@caerleon-joinery.example>",
    subject: "Eluned Vaughan has invited you to join Caerleon Joinery Ltd on Zoho",
    date: date(2026, 10, 19, 10, 44, 2, "+0100"),
    text: `Hi Gareth,

Eluned Vaughan (eluned@caerleon-joinery.example) has invited you to join the organisation
"Caerleon Joinery Ltd" on Zoho. Once you join, you'll have access to Zoho Books, Zoho CRM and
Zoho WorkDrive with the role "Staff".

Accept invitation:
${zohoInvite}

This invitation is valid for 7 days.

If you have questions about this invitation, please contact Eluned directly.

Regards,
Zoho Team
Zoho Corporation B.V., Beneluxlaan 4B, 3527 HT Utrecht, the Netherlands`,
    html: `<html><body style="margin:0;background:#f3f6f9;font-family:'Lato',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="height:5px;background:#089949;"></td></tr>
<tr><td style="padding:24px 34px;"><img src="https://www.zohowebstatic.com/sites/zweb/images/zoho_general_pages/zoho-logo-512.png" alt="Zoho" width="80"></td></tr>
<tr><td style="padding:0 34px 30px;font-size:15px;color:#333;line-height:1.6;">
<p>Hi Gareth,</p>
<p><b>Eluned Vaughan</b> (eluned@caerleon-joinery.example) has invited you to join the organisation <b>Caerleon Joinery Ltd</b> on Zoho.</p>
<p>Once you join, you'll have access to Zoho Books, Zoho CRM and Zoho WorkDrive with the role <i>Staff</i>.</p>
<p style="margin:28px 0;"><a href="${
      amp(zohoInvite)
    }" style="background:#089949;color:#fff;padding:12px 28px;text-decoration:none;border-radius:3px;font-weight:bold;">Accept Invitation</a></p>
<p style="font-size:13px;color:#777;">This invitation is valid for 7 days. If you have questions about this invitation, please contact Eluned directly.</p>
<p>Regards,<br>Zoho Team</p>
</td></tr>
<tr><td style="padding:14px 34px;background:#f7f7f7;font-size:11px;color:#999;">Zoho Corporation B.V., Beneluxlaan 4B, 3527 HT Utrecht, the Netherlands</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "zendesk",
    group: "consumer",
    lang: "pt-BR",
    kind: "verify-link",
    code: null,
    link: zendeskVerify,
    from: "Café Terra Suporte <support@cafeterra.zendesk.com>",
    to: "Rafael Nogueira <rafael.nogueira@cafeterra.example>",
    subject: "Bem-vindo à Café Terra Suporte – confirme seu e-mail",
    date: date(2026, 10, 3, 14, 21, 9, "-0300"),
    text: `Olá, Rafael,

Você foi adicionado como agente na central de atendimento Café Terra Suporte.

Para começar, confirme seu endereço de e-mail e crie uma senha:
${zendeskVerify}

Depois de confirmar, acesse a sua conta em https://cafeterra.zendesk.com/agent

Este link expira em 72 horas. Se você não esperava este e-mail, entre em contato com a administradora
da conta, Juliana Prates.

Café Terra Suporte
Powered by Zendesk`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;font-family:'Lucida Grande','Lucida Sans Unicode',Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:24px;">
<div style="color:#b5b5b5;font-size:12px;">##- Digite sua resposta acima desta linha -##</div>
<table width="560" cellpadding="0" cellspacing="0" style="margin-top:16px;font-size:14px;color:#2f3941;line-height:1.6;"><tr><td>
<p>Olá, Rafael,</p>
<p>Você foi adicionado como agente na central de atendimento <b>Café Terra Suporte</b>.</p>
<p>Para começar, confirme seu endereço de e-mail e crie uma senha:</p>
<p><a href="${zendeskVerify}" style="background:#1f73b7;color:#fff;padding:10px 20px;text-decoration:none;border-radius:4px;display:inline-block;">Confirmar meu e-mail</a></p>
<p>Depois de confirmar, acesse a sua conta em <a href="https://cafeterra.zendesk.com/agent">cafeterra.zendesk.com/agent</a>.</p>
<p style="color:#68737d;font-size:13px;">Este link expira em 72 horas. Se você não esperava este e-mail, entre em contato com a administradora da conta, Juliana Prates.</p>
</td></tr></table>
<div style="margin-top:28px;color:#aaa;font-size:12px;">Café Terra Suporte &middot; Powered by <a href="https://www.zendesk.com.br/?utm_source=email&amp;utm_medium=poweredbyzendesk" style="color:#aaa;">Zendesk</a></div>
</td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "clickup",
    group: "consumer",
    lang: "es",
    kind: "verify-code",
    code: "284196",
    link: null,
    from: "ClickUp <notifications@tasks.clickup.com>",
    to: "Andrés Villalba <andres@villalba.studio>",
    subject: "284196 es tu código de verificación de ClickUp",
    date: date(2026, 10, 11, 18, 3, 26, "+0200"),
    text: `¡Hola!

Para terminar de crear tu cuenta de ClickUp, introduce este código:

284196

El código caduca en 30 minutos.

Si no has intentado registrarte, puedes ignorar este correo.

ClickUp · 350 10th Ave, Suite 500, San Diego, CA 92101 · Ayuda: https://help.clickup.com`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fafbfc;font-family:Axiforma,'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.08);">
<tr><td align="center" style="padding:32px 0 10px;"><img src="https://clickup.com/images/email/clickup-logo-gradient.png" alt="ClickUp" width="120"></td></tr>
<tr><td align="center" style="padding:10px 36px;font-size:16px;color:#292d34;">
<h1 style="font-size:22px;margin:10px 0 14px;">¡Hola!</h1>
<p>Para terminar de crear tu cuenta de ClickUp, introduce este código:</p>
<table cellpadding="0" cellspacing="6" style="margin:18px auto;"><tr>
        ${
        cells(
          "284196",
          "width:44px;height:54px;border:1px solid #d6d9de;border-radius:8px;font-size:26px;font-weight:700;text-align:center;color:#7b68ee;",
        )
      }
</tr></table>
<p style="font-size:13px;color:#7c828d;">El código caduca en 30 minutos. Si no has intentado registrarte, puedes ignorar este correo.</p>
</td></tr>
<tr><td align="center" style="padding:20px 36px 30px;font-size:11px;color:#a4a9b1;">ClickUp &middot; 350 10th Ave, Suite 500, San Diego, CA 92101 &middot; <a href="https://help.clickup.com" style="color:#a4a9b1;">Ayuda</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "miro",
    group: "consumer",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: miroInvite,
    from: "Anna Roth (via Miro) <no-reply@miro.com>",
    to: "Felix Baumann <f.baumann@kreiswerk.example>",
    subject: "Anna Roth hat Sie zum Board „Q1-Roadmap Kundenportal“ eingeladen",
    date: date(2026, 11, 6, 16, 47, 8, "+0100"),
    text: `Anna Roth hat Sie eingeladen, am Board „Q1-Roadmap Kundenportal“ mitzuarbeiten.

„Hi Felix, bitte bis Donnerstag deine Stories ergänzen – Workshop ist am 12.11. um 10:00.“

Board öffnen und Einladung annehmen:
${miroInvite}

Team: Kreiswerk Digital · Rolle: Bearbeiter

Sie haben diese E-Mail erhalten, weil Anna Roth sie an f.baumann@kreiswerk.example gesendet hat.
Miro · RealtimeBoard, Inc. · 201 Spear St, Suite 1100, San Francisco, CA 94105
Datenschutz: https://miro.com/legal/privacy-policy/`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f2f2;font-family:'Roobert','Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:28px 36px 0;"><img src="https://miro.com/static/images/email/miro-logo.png" alt="miro" width="80"></td></tr>
<tr><td style="padding:24px 36px;font-size:16px;color:#050038;line-height:1.5;">
<table cellpadding="0" cellspacing="0"><tr><td><img src="https://miro.com/api/v1/users/3074582240718647928/picture?size=64" width="40" height="40" alt="Anna Roth" style="border-radius:20px;"></td>
<td style="padding-left:12px;"><b>Anna Roth</b> hat Sie eingeladen, am Board <b>„Q1-Roadmap Kundenportal“</b> mitzuarbeiten.</td></tr></table>
<p style="background:#f5f6f8;border-radius:6px;padding:14px;font-style:italic;color:#4a4a6a;">„Hi Felix, bitte bis Donnerstag deine Stories ergänzen – Workshop ist am 12.11. um 10:00.“</p>
<img src="https://miro.com/api/v1/boards/uXjVLp9q2Wk=/picture?size=560" width="488" alt="Board-Vorschau" style="border:1px solid #e0e0e0;border-radius:6px;">
<p style="margin:26px 0;"><a href="${miroInvite}" style="background:#4262ff;color:#fff;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:600;">Board öffnen</a></p>
<p style="font-size:13px;color:#747474;">Team: Kreiswerk Digital &middot; Rolle: Bearbeiter</p>
</td></tr>
<tr><td style="padding:18px 36px;font-size:11px;color:#999;border-top:1px solid #eee;">Sie haben diese E-Mail erhalten, weil Anna Roth sie an f.baumann@kreiswerk.example gesendet hat.<br>Miro &middot; RealtimeBoard, Inc. &middot; 201 Spear St, Suite 1100, San Francisco, CA 94105 &middot; <a href="https://miro.com/legal/privacy-policy/" style="color:#999;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "docusign",
    group: "negative",
    lang: "fr",
    kind: "document-signed",
    code: null,
    link: null,
    from: "Cabinet Morvan via DocuSign <dse@eumail.docusign.net>",
    to: "Élodie Garnier <elodie.garnier@lesateliersdugrain.example>",
    subject: "Terminé : Bail commercial – Local 14 rue des Tanneurs",
    date: date(2026, 10, 20, 17, 9, 51, "+0200"),
    text: `Tous les signataires ont terminé l'enveloppe « Bail commercial – Local 14 rue des Tanneurs ».

Le document signé est joint à ce message. Vous pouvez aussi le consulter dans DocuSign.

Expéditeur : Maître Hélène Morvan, Cabinet Morvan (h.morvan@cabinet-morvan.example)
Signataires : Élodie Garnier (signé le 20/10/2026 à 16:58), SCI Les Tanneurs (signé le 20/10/2026 à 17:09)
ID de l'enveloppe : 5F2A9C1E-7B3D-4E80-A6C2-91D04F7E3B58

Ne partagez pas cet e-mail
Cet e-mail contient un lien sécurisé vers DocuSign. Veuillez ne pas le transférer.

À propos de DocuSign
Signez des documents électroniquement en quelques minutes. C'est sûr et juridiquement contraignant.

Des questions sur le document ? Contactez directement l'expéditeur : h.morvan@cabinet-morvan.example`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eaeaea;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#eaeaea"><tr><td align="center" style="padding:20px 0;">
<table width="640" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td style="padding:10px 24px;"><img src="https://eu.docusign.net/Signing/Images/email/Email_Logo.png" alt="DocuSign" height="30"></td></tr>
<tr><td style="background:#1e4ca1;padding:30px 24px;color:#ffffff;text-align:center;">
<img src="https://eu.docusign.net/Signing/Images/email/Icon-DocumentComplete.png" width="75" alt=""><br>
<span style="font-size:16px;">Tous les signataires ont terminé l'enveloppe<br><b>Bail commercial – Local 14 rue des Tanneurs</b></span><br><br>
<a href="https://eu.docusign.net/Member/EmailStart.aspx?a=5f2a9c1e-7b3d-4e80-a6c2-91d04f7e3b58&amp;acct=0b7e1c44-2d9a-4f31-8e6b-3a5c7d9e1f20&amp;er=9a8b7c6d-5e4f-3a2b-1c0d-ef9876543210" style="background:#ffc423;color:#333;padding:10px 24px;text-decoration:none;font-weight:bold;font-size:14px;">AFFICHER LE DOCUMENT</a>
</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:1.5;">
<p>Le document signé est joint à ce message.</p>
<p><b>Maître Hélène Morvan</b><br>Cabinet Morvan<br><a href="mailto:h.morvan@cabinet-morvan.example">h.morvan@cabinet-morvan.example</a></p>
<p style="font-size:12px;color:#666;">Signataires : Élodie Garnier (signé le 20/10/2026 à 16:58), SCI Les Tanneurs (signé le 20/10/2026 à 17:09)</p>
</td></tr>
<tr><td style="padding:20px 24px;background:#eaeaea;font-size:11px;color:#666;line-height:1.5;">
<b>Ne partagez pas cet e-mail</b><br>Cet e-mail contient un lien sécurisé vers DocuSign. Veuillez ne pas le transférer.<br><br>
<b>À propos de DocuSign</b><br>Signez des documents électroniquement en quelques minutes. C'est sûr et juridiquement contraignant.<br><br>
ID de l'enveloppe : 5F2A9C1E-7B3D-4E80-A6C2-91D04F7E3B58
</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "Bail commercial - Local 14 rue des Tanneurs.pdf",
      "application/pdf",
      `%PDF-1.5
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`,
    ],
  },
  {
    family: "intuit-quickbooks",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "052817",
    link: null,
    from: "Intuit <do_not_reply@intuit.com>",
    to: "Shauna Kealey <shauna@kealeyplumbing.example>",
    subject: "Your Intuit verification code",
    date: date(2026, 11, 2, 20, 37, 14, "-0600"),
    text: `Your Intuit verification code

Enter this code to sign in to QuickBooks Online:

052817

This code expires in 10 minutes. For your security, don't share it with anyone. Intuit will never
call you to ask for this code.

Didn't request a code? Someone may have your password. Change it here:
https://accounts.intuit.com/app/account-manager/security

Intuit Inc. | 2700 Coast Avenue, Mountain View, CA 94043
Privacy Statement: https://www.intuit.com/privacy/statement/`,
    html: `<html><body style="margin:0;background:#eceef1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Avenir Next',Avenir,Helvetica,Arial,sans-serif;color:#393a3d;">
<tr><td style="padding:24px 40px;border-bottom:1px solid #e3e5e8;"><img src="https://digitalasset.intuit.com/IMAGE/A6RfeSVqE/intuit-logo-email.png" alt="Intuit" width="90"></td></tr>
<tr><td style="padding:36px 40px;font-size:16px;line-height:24px;">
<h1 style="font-size:24px;font-weight:600;margin:0 0 18px;">Your Intuit verification code</h1>
<p style="margin:0 0 18px;">Enter this code to sign in to QuickBooks Online:</p>
<p style="margin:0 0 24px;font-size:36px;font-weight:700;letter-spacing:6px;">052817</p>
<p style="margin:0 0 18px;">This code expires in 10 minutes. For your security, don't share it with anyone. Intuit will never call you to ask for this code.</p>
<p style="margin:0;font-size:14px;color:#6b6c72;">Didn't request a code? Someone may have your password. <a href="https://accounts.intuit.com/app/account-manager/security" style="color:#0077c5;">Change it here</a>.</p>
</td></tr>
<tr><td style="padding:20px 40px;background:#f4f5f8;font-size:12px;color:#8d9096;">Intuit Inc. | 2700 Coast Avenue, Mountain View, CA 94043<br><a href="https://www.intuit.com/privacy/statement/" style="color:#8d9096;">Privacy Statement</a> | <a href="https://quickbooks.intuit.com/learn-support/" style="color:#8d9096;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "personio",
    group: "consumer",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: personioReset,
    from: "Personio <noreply@personio.de>",
    to: "Jonas Keller <jonas.keller@lindenhof-gruppe.example>",
    subject: "Passwort zurücksetzen – Lindenhof Gruppe",
    date: date(2026, 10, 12, 7, 51, 3, "+0200"),
    text: `Hallo Jonas,

für Ihren Personio-Zugang bei der Lindenhof Gruppe wurde das Zurücksetzen des Passworts angefordert.

Neues Passwort festlegen:
${personioReset}

Der Link ist 2 Stunden gültig. Wenn Sie das nicht angefordert haben, können Sie diese Nachricht
ignorieren – Ihr bisheriges Passwort bleibt bestehen.

Tipp: Ihre Gehaltsabrechnung für September 2026 liegt bereits in Ihrem Dokumentenbereich.

Viele Grüße
Ihr Personio-Team

Personio SE & Co. KG · Seidlstraße 3 · 80335 München · Amtsgericht München HRA 115781`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f6f4;font-family:Inter,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;">
<tr><td style="padding:28px 36px 8px;"><img src="https://lindenhof-gruppe.personio.de/company-logo/email.png" alt="Lindenhof Gruppe" height="36"></td></tr>
<tr><td style="padding:16px 36px 30px;font-size:15px;line-height:24px;color:#1c1c1c;">
<p>Hallo Jonas,</p>
<p>für Ihren Personio-Zugang bei der <b>Lindenhof Gruppe</b> wurde das Zurücksetzen des Passworts angefordert.</p>
${button(personioReset, "Neues Passwort festlegen", "#1c1c1c", "#ffffff", 6)}
<p style="font-size:13px;color:#6c6c6c;">Der Link ist 2 Stunden gültig. Wenn Sie das nicht angefordert haben, können Sie diese Nachricht ignorieren – Ihr bisheriges Passwort bleibt bestehen.</p>
<p style="font-size:13px;color:#6c6c6c;">Tipp: Ihre Gehaltsabrechnung für September 2026 liegt bereits in Ihrem Dokumentenbereich.</p>
<p>Viele Grüße<br>Ihr Personio-Team</p>
</td></tr>
<tr><td style="padding:16px 36px;font-size:11px;color:#9b9b9b;border-top:1px solid #eee;">Personio SE &amp; Co. KG &middot; Seidlstraße 3 &middot; 80335 München &middot; <a href="https://www.personio.de/datenschutzerklaerung/" style="color:#9b9b9b;">Datenschutz</a> &middot; <a href="https://www.personio.de/impressum/" style="color:#9b9b9b;">Impressum</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "deel",
    group: "consumer",
    lang: "pt-BR",
    kind: "login-code",
    code: "916402",
    link: null,
    from: "Deel <no-reply@deel.com>",
    to: "Camila Duarte <camila.duarte@proton.example>",
    subject: "Seu código de acesso à Deel",
    date: date(2026, 10, 31, 12, 18, 40, "-0300"),
    text: `Olá, Camila!

Use este código para entrar na sua conta Deel:

916402

O código é válido por 10 minutos.

Lembrete: seu próximo pagamento da Brightwave Analytics Ltd (USD 4.850,00) está previsto para 05/11/2026.

Se não foi você quem tentou entrar, altere sua senha e ative a autenticação em duas etapas.

Equipe Deel
Deel, Inc. · 425 1st St, San Francisco, CA 94105 · Central de ajuda: https://help.letsdeel.com`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f7;font-family:Inter,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;">
<tr><td style="padding:28px 32px 0;"><img src="https://assets.deel.com/email/deel-logo-black.png" alt="deel." width="72"></td></tr>
<tr><td style="padding:22px 32px;font-size:15px;color:#111;line-height:1.6;">
<p>Olá, Camila!</p>
<p>Use este código para entrar na sua conta Deel:</p>
<div style="background:#f1edff;border-radius:8px;padding:18px;text-align:center;font-size:32px;font-weight:700;letter-spacing:12px;color:#15357a;">916402</div>
<p style="font-size:13px;color:#666;">O código é válido por 10 minutos.</p>
<p style="font-size:13px;background:#fafafa;padding:10px;border-left:3px solid #15357a;">Lembrete: seu próximo pagamento da Brightwave Analytics Ltd (USD&nbsp;4.850,00) está previsto para 05/11/2026.</p>
<p style="font-size:13px;color:#666;">Se não foi você quem tentou entrar, altere sua senha e ative a autenticação em duas etapas.</p>
<p>Equipe Deel</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#999;">Deel, Inc. &middot; 425 1st St, San Francisco, CA 94105 &middot; <a href="https://help.letsdeel.com" style="color:#999;">Central de ajuda</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "moneybird",
    group: "regional",
    lang: "nl",
    kind: "invite-link",
    code: null,
    link: moneybirdInvite,
    from: "Moneybird <no-reply@moneybird.nl>",
    to: "Sanne Bakker <sanne@bakkerboekhouding.example>",
    subject: "Je bent uitgenodigd voor de administratie van Studio Kade B.V.",
    date: date(2026, 10, 9, 10, 2, 55, "+0200"),
    text: `Hoi Sanne,

Thijs Verhoeven heeft je uitgenodigd om mee te werken in de administratie van Studio Kade B.V. in
Moneybird, met de rol Boekhouder.

Accepteer de uitnodiging via deze link:
${moneybirdInvite}

Heb je nog geen Moneybird-account? Dan maak je er een aan nadat je op de link hebt geklikt.
De uitnodiging verloopt op 23 oktober 2026.

Groeten,
Moneybird

Moneybird B.V. · Oudegracht 195 · 3511 NE Utrecht · KvK 30227766`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f4f7;font-family:'Open Sans',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:4px;">
<tr><td style="padding:22px 30px;"><img src="https://www.moneybird.nl/images/email/moneybird-logo.png" alt="Moneybird" width="140"></td></tr>
<tr><td style="padding:0 30px 30px;font-size:15px;line-height:1.6;color:#243746;">
<p>Hoi Sanne,</p>
<p><b>Thijs Verhoeven</b> heeft je uitgenodigd om mee te werken in de administratie van <b>Studio Kade B.V.</b> in Moneybird, met de rol <i>Boekhouder</i>.</p>
<p style="margin:26px 0;"><a href="${moneybirdInvite}" style="background:#1b8bd0;color:#fff;padding:11px 24px;text-decoration:none;border-radius:4px;font-weight:600;">Uitnodiging accepteren</a></p>
<p style="font-size:13px;color:#607080;">Heb je nog geen Moneybird-account? Dan maak je er een aan nadat je op de knop hebt geklikt. De uitnodiging verloopt op 23 oktober 2026.</p>
<p>Groeten,<br>Moneybird</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#f7f9fa;font-size:11px;color:#8fa0ad;">Moneybird B.V. &middot; Oudegracht 195 &middot; 3511 NE Utrecht &middot; KvK 30227766</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fortnox",
    group: "regional",
    lang: "sv",
    kind: "invite-link",
    code: null,
    link: fortnoxInvite,
    from: "Fortnox <noreply@fortnox.se>",
    to: "Elin Sjöberg <elin.sjoberg@byraholm.example>",
    subject: "Du har bjudits in till Snickeri Norrgården AB i Fortnox",
    date: date(2026, 10, 13, 13, 26, 18, "+0200"),
    text: `Hej Elin!

Magnus Lindgren har bjudit in dig som användare i Fortnox för företaget Snickeri Norrgården AB
(org.nr 559214-7731). Du får behörighet till Bokföring, Fakturering och Lön.

Acceptera inbjudan:
${fortnoxInvite}

Inbjudan gäller i 14 dagar. Om du redan har ett Fortnox-konto loggar du in med det; annars skapar du
ett nytt konto med BankID.

Har du frågor? Kontakta Magnus Lindgren på 070-482 19 36.

Med vänliga hälsningar
Fortnox

Fortnox AB · Box 427 · 351 06 Växjö · Kundtjänst 0470-78 50 00`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f4;font-family:'Fortnox Sans',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:24px 32px;background:#003824;"><img src="https://www.fortnox.se/hubfs/email/fortnox-logo-white.png" alt="Fortnox" width="130"></td></tr>
<tr><td style="padding:30px 32px;font-size:15px;color:#1f1f1f;line-height:1.6;">
<p>Hej Elin!</p>
<p><b>Magnus Lindgren</b> har bjudit in dig som användare i Fortnox för företaget <b>Snickeri Norrgården AB</b> (org.nr 559214-7731). Du får behörighet till Bokföring, Fakturering och Lön.</p>
<p style="margin:26px 0;"><a href="${
        amp(fortnoxInvite)
      }" style="background:#00db33;color:#003824;padding:12px 28px;border-radius:24px;text-decoration:none;font-weight:bold;">Acceptera inbjudan</a></p>
<p style="font-size:13px;color:#555;">Inbjudan gäller i 14 dagar. Om du redan har ett Fortnox-konto loggar du in med det; annars skapar du ett nytt konto med BankID.</p>
<p style="font-size:13px;color:#555;">Har du frågor? Kontakta Magnus Lindgren på 070-482 19 36.</p>
<p>Med vänliga hälsningar<br>Fortnox</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#888;background:#fafafa;">Fortnox AB &middot; Box 427 &middot; 351 06 Växjö &middot; Kundtjänst 0470-78 50 00 &middot; <a href="https://www.fortnox.se/integritetspolicy" style="color:#888;">Integritetspolicy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "jandi",
    group: "regional",
    lang: "ko",
    kind: "invite-link",
    code: null,
    link: jandiInvite,
    from: "JANDI <noreply@jandi.com>",
    to: "이서연 <seoyeon.lee@hanbyeol-design.example>",
    subject: "[잔디] 박지훈님이 '한별디자인' 팀에 초대했습니다",
    date: date(2026, 10, 16, 10, 30, 12, "+0900"),
    text: `안녕하세요, 이서연님.

박지훈님이 잔디(JANDI)의 '한별디자인' 팀으로 초대했습니다.
팀에 참여하면 토픽, 파일, 할 일을 팀원들과 함께 사용할 수 있습니다.

아래 링크를 눌러 초대를 수락해 주세요.
${jandiInvite}

초대 링크는 발송일로부터 7일 동안 유효합니다. (2026년 10월 23일까지)

문의: 고객센터 1644-0917 (평일 10:00~18:00)

토스랩 주식회사 | 서울특별시 서초구 강남대로 465, 교보타워 B동 12층
© 2026 Tosslab Inc.`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f5f7;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #00c473;">
<tr><td style="padding:24px 32px;"><img src="https://www.jandi.com/landing/assets/email/jandi-logo.png" alt="JANDI" width="100"></td></tr>
<tr><td style="padding:0 32px 30px;font-size:15px;color:#333;line-height:1.7;">
<p>안녕하세요, <b>이서연</b>님.</p>
<p><b>박지훈</b>님이 잔디(JANDI)의 <b>'한별디자인'</b> 팀으로 초대했습니다.<br>팀에 참여하면 토픽, 파일, 할 일을 팀원들과 함께 사용할 수 있습니다.</p>
<p style="text-align:center;margin:28px 0;"><a href="${
        amp(jandiInvite)
      }" style="background:#00c473;color:#fff;padding:13px 40px;text-decoration:none;border-radius:4px;font-weight:bold;">팀 참여하기</a></p>
<p style="font-size:13px;color:#888;">초대 링크는 발송일로부터 7일 동안 유효합니다. (2026년 10월 23일까지)</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f9f9f9;font-size:11px;color:#999;">문의: 고객센터 1644-0917 (평일 10:00~18:00)<br>토스랩 주식회사 | 서울특별시 서초구 강남대로 465, 교보타워 B동 12층<br>&copy; 2026 Tosslab Inc.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "cybozu",
    group: "regional",
    lang: "ja",
    kind: "reset-link",
    code: null,
    link: cybozuReset,
    from: "cybozu.com <noreply@cybozu.com>",
    to: "高橋 翔 <sho.takahashi@sakuragawa-kogyo.example>",
    subject: "【cybozu.com】パスワードの再設定",
    date: date(2026, 10, 27, 9, 5, 33, "+0900"),
    text: `高橋 翔 様

cybozu.com（サブドメイン：sakuragawa-kogyo）のパスワード再設定の手続きを受け付けました。

以下のURLにアクセスし、新しいパスワードを設定してください。
${cybozuReset}

※URLの有効期限は24時間です。
※このメールに心当たりがない場合は、お手数ですが破棄してください。

ログイン名：s.takahashi
受付日時：2026/10/27 09:05

--------------------------------------------------
サイボウズ株式会社
〒103-6027 東京都中央区日本橋2-7-1 東京日本橋タワー 27階
https://cybozu.co.jp/
※本メールは送信専用です。ご返信いただいてもお答えできません。
--------------------------------------------------`,
    html: null,
    enc: "b64",
  },
  {
    family: "aruba-it",
    group: "regional",
    lang: "it",
    kind: "verify-code-link",
    code: arubaCode,
    link: arubaLink,
    from: "Aruba.it <comunicazioni@staff.aruba.it>",
    to: "Giulia Ferraresi <giulia@ferraresi-ceramiche.example>",
    subject: "Aruba.it - Conferma il tuo indirizzo email",
    date: date(2026, 10, 8, 15, 33, 20, "+0200"),
    text: `Gentile Giulia Ferraresi,

grazie per esserti registrata su Aruba.it. Per completare la registrazione conferma il tuo indirizzo
email in uno di questi due modi:

1) inserisci il codice di verifica nella pagina di registrazione:

   ${arubaCode}

2) oppure clicca sul link seguente:
   ${arubaLink}

Il codice e il link sono validi per 48 ore.

Il tuo codice cliente è 7741208 e ti servirà per ogni richiesta all'assistenza.

Cordiali saluti,
Il team Aruba.it

Aruba S.p.A. - Via San Clemente 53 - 24036 Ponte San Pietro (BG) - P.IVA 01573850516
Assistenza: https://assistenza.aruba.it - Tel. 0575 0505`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f2f2;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#ff6600;padding:14px 26px;"><img src="https://www.aruba.it/images/email/logo-aruba-white.png" alt="Aruba.it" width="110"></td></tr>
<tr><td style="padding:28px 26px;font-size:14px;color:#333;line-height:1.6;">
<p>Gentile <b>Giulia Ferraresi</b>,</p>
<p>grazie per esserti registrata su Aruba.it. Per completare la registrazione conferma il tuo indirizzo email in uno di questi due modi:</p>
<p><b>1)</b> inserisci il codice di verifica nella pagina di registrazione:</p>
<p style="text-align:center;"><span style="display:inline-block;border:2px solid #ff6600;padding:10px 26px;font-size:26px;font-weight:bold;letter-spacing:5px;">${arubaCode}</span></p>
<p><b>2)</b> oppure clicca sul pulsante:</p>
<p style="text-align:center;"><a href="${
        amp(arubaLink)
      }" style="background:#ff6600;color:#fff;padding:11px 26px;text-decoration:none;font-weight:bold;">CONFERMA EMAIL</a></p>
<p style="font-size:12px;color:#777;">Il codice e il link sono validi per 48 ore.</p>
<p style="font-size:12px;color:#777;">Il tuo codice cliente è <b>7741208</b> e ti servirà per ogni richiesta all'assistenza.</p>
<p>Cordiali saluti,<br>Il team Aruba.it</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f7f7f7;font-size:10px;color:#888;">Aruba S.p.A. - Via San Clemente 53 - 24036 Ponte San Pietro (BG) - P.IVA 01573850516<br><a href="https://assistenza.aruba.it" style="color:#888;">Assistenza</a> - Tel. 0575 0505 - <a href="https://www.aruba.it/informativa-privacy.aspx" style="color:#888;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- password managers, VPNs, registrars

const onepwCode = "KX49TQ";

const security: Mail[] = [
  {
    family: "1password",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: onepwCode,
    link: null,
    from: "1Password <hello@1password.com>",
    to: "Rosa Albescu <rosa@albescu.family>",
    subject: "Your 1Password verification code",
    date: date(2026, 9, 25, 17, 40, 6),
    text: `Hi Rosa,

Enter this code on the 1Password sign-up page to verify your email address:

${onepwCode}

The code expires in 30 minutes. If you didn't ask for this, you can safely ignore this email.

Once you're signed up, we'll walk you through saving your Emergency Kit.

— The 1Password Team

AgileBits Inc. dba 1Password · 4711 Yonge St, 10th Floor, Toronto, ON M2N 6K8, Canada`,
    html: `<html><body style="margin:0;background:#f3f6fb;font-family:-apple-system,'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;">
<tr><td align="center" style="padding:32px 0 12px;"><img src="https://1password.com/img/email/1password-logo-blue.png" alt="1Password" width="150"></td></tr>
<tr><td style="padding:12px 40px 36px;font-size:16px;color:#1a1a1a;line-height:1.55;">
<p>Hi Rosa,</p>
<p>Enter this code on the 1Password sign-up page to verify your email address:</p>
<p style="text-align:center;margin:26px 0;font-family:'SF Mono',Menlo,monospace;font-size:34px;letter-spacing:8px;font-weight:600;color:#0572ec;">${onepwCode}</p>
<p style="font-size:14px;color:#5f6670;">The code expires in 30 minutes. If you didn't ask for this, you can safely ignore this email.</p>
<p style="font-size:14px;color:#5f6670;">Once you're signed up, we'll walk you through saving your Emergency Kit.</p>
<p>— The 1Password Team</p>
</td></tr>
<tr><td align="center" style="padding:18px 40px;font-size:11px;color:#9aa1ab;">AgileBits Inc. dba 1Password &middot; 4711 Yonge St, 10th Floor, Toronto, ON M2N 6K8, Canada<br><a href="https://1password.com/legal/privacy/" style="color:#9aa1ab;">Privacy</a> &middot; <a href="https://support.1password.com" style="color:#9aa1ab;">Support</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "1password",
    group: "negative",
    lang: "en",
    kind: "new-signin",
    code: null,
    link: null,
    from: "1Password <hello@1password.com>",
    to: "Rosa Albescu <rosa@albescu.family>",
    subject: "New 1Password sign-in from Firefox on Windows",
    date: date(2026, 10, 18, 21, 12, 49),
    text: `Hi Rosa,

Your 1Password account (albescu.1password.com) was just signed in to from a new device.

Device:    Firefox 133 on Windows 11
Location:  Cluj-Napoca, Romania (IP 86.124.77.5)
Time:      October 18, 2026, 21:12 UTC

If this was you, there's nothing else you need to do.

If you don't recognize this sign-in, change your account password and review your authorized
devices right away. Your Secret Key was needed for this sign-in, so someone may also have your
Emergency Kit.

— The 1Password Team`,
    html: `<html><body style="margin:0;background:#f3f6fb;font-family:-apple-system,'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;">
<tr><td align="center" style="padding:32px 0 12px;"><img src="https://1password.com/img/email/1password-logo-blue.png" alt="1Password" width="150"></td></tr>
<tr><td style="padding:12px 40px 36px;font-size:15px;color:#1a1a1a;line-height:1.55;">
<p>Hi Rosa,</p>
<p>Your 1Password account (<b>albescu.1password.com</b>) was just signed in to from a new device.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="background:#f5f7fa;border-radius:6px;font-size:14px;">
<tr><td style="color:#5f6670;width:90px;">Device</td><td>Firefox 133 on Windows 11</td></tr>
<tr><td style="color:#5f6670;">Location</td><td>Cluj-Napoca, Romania (IP 86.124.77.5)</td></tr>
<tr><td style="color:#5f6670;">Time</td><td>October 18, 2026, 21:12 UTC</td></tr>
</table>
<p>If this was you, there's nothing else you need to do.</p>
<p style="font-size:14px;color:#5f6670;">If you don't recognize this sign-in, <a href="https://albescu.1password.com/profile" style="color:#0572ec;">change your account password</a> and <a href="https://albescu.1password.com/profile/devices" style="color:#0572ec;">review your authorized devices</a> right away.</p>
<p>— The 1Password Team</p>
</td></tr></table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "bitwarden",
    group: "consumer",
    lang: "en",
    kind: "2fa-code",
    code: "330871",
    link: null,
    from: "Bitwarden <no-reply@bitwarden.com>",
    to: "deshawn.ellis@mailbox.example",
    subject: "Your Bitwarden Verification Code",
    date: date(2026, 10, 21, 5, 44, 12),
    text: `Your two-step verification code is: 330871

Use this code to complete logging in with Bitwarden.

Device: Bitwarden Desktop (macOS)
IP address: 71.212.8.144
Time: Wednesday, October 21, 2026 5:44 AM UTC

If you did not try to log in, change your master password immediately.

Bitwarden Inc., 1 N. Calle Cesar Chavez, Suite 102, Santa Barbara, CA 93103`,
    html: `<html><body style="margin:0;background:#f6f6f6;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="background:#175ddc;padding:20px;text-align:center;"><img src="https://bitwarden.com/images/email/logo-white.png" alt="Bitwarden" width="150"></td></tr>
<tr><td style="background:#ffffff;padding:24px;font-size:16px;color:#333;line-height:25px;border:1px solid #e9e9e9;border-top:0;">
<p>Your two-step verification code is: <b>330871</b></p>
<p>Use this code to complete logging in with Bitwarden.</p>
<p style="font-size:14px;color:#666;">Device: Bitwarden Desktop (macOS)<br>IP address: 71.212.8.144<br>Time: Wednesday, October 21, 2026 5:44 AM UTC</p>
<p style="font-size:14px;color:#666;">If you did not try to log in, change your master password immediately.</p>
</td></tr>
<tr><td style="padding:20px;text-align:center;font-size:12px;color:#999;">
<a href="https://x.com/bitwarden"><img src="https://bitwarden.com/images/email/social-x.png" alt="X" width="24"></a>
<a href="https://www.reddit.com/r/Bitwarden/"><img src="https://bitwarden.com/images/email/social-reddit.png" alt="Reddit" width="24"></a>
<a href="https://github.com/bitwarden"><img src="https://bitwarden.com/images/email/social-github.png" alt="GitHub" width="24"></a><br>
&copy; 2026 Bitwarden Inc. 1 N. Calle Cesar Chavez, Suite 102, Santa Barbara, CA 93103
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "bitwarden",
    group: "negative",
    lang: "pl",
    kind: "new-device",
    code: null,
    link: null,
    from: "Bitwarden <no-reply@bitwarden.com>",
    to: "Tomasz Zieliński <tomasz.zielinski@poczta.example>",
    subject: "Nowe logowanie na Twoim koncie Bitwarden",
    date: date(2026, 11, 7, 19, 3, 27, "+0100"),
    text: `Ktoś zalogował się na Twoje konto Bitwarden z nowego urządzenia.

Data: sobota, 7 listopada 2026, 19:03 CET
Typ urządzenia: Rozszerzenie Chrome
Adres IP: 83.24.150.61

Jeśli to Ty, nie musisz nic robić.

Jeśli to nie Ty, natychmiast zmień hasło główne i wyloguj wszystkie sesje w ustawieniach konta:
https://vault.bitwarden.com/#/settings/account

Bitwarden Inc., 1 N. Calle Cesar Chavez, Suite 102, Santa Barbara, CA 93103`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f6f6f6;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="background:#175ddc;padding:20px;text-align:center;"><img src="https://bitwarden.com/images/email/logo-white.png" alt="Bitwarden" width="150"></td></tr>
<tr><td style="background:#ffffff;padding:24px;font-size:15px;color:#333;line-height:24px;border:1px solid #e9e9e9;border-top:0;">
<p>Ktoś zalogował się na Twoje konto Bitwarden z nowego urządzenia.</p>
<p><b>Data:</b> sobota, 7 listopada 2026, 19:03 CET<br><b>Typ urządzenia:</b> Rozszerzenie Chrome<br><b>Adres IP:</b> 83.24.150.61</p>
<p>Jeśli to Ty, nie musisz nic robić.</p>
<p>Jeśli to nie Ty, natychmiast zmień hasło główne i wyloguj wszystkie sesje w <a href="https://vault.bitwarden.com/#/settings/account" style="color:#175ddc;">ustawieniach konta</a>.</p>
</td></tr>
<tr><td style="padding:20px;text-align:center;font-size:12px;color:#999;">&copy; 2026 Bitwarden Inc. 1 N. Calle Cesar Chavez, Suite 102, Santa Barbara, CA 93103</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "dashlane",
    group: "consumer",
    lang: "fr",
    kind: "device-code",
    code: "507318",
    link: null,
    from: "Dashlane <no-reply@dashlane.com>",
    to: "Thibault Renaud <thibault.renaud@orange.example>",
    subject: "Code de sécurité Dashlane",
    date: date(2026, 10, 29, 8, 27, 1, "+0100"),
    text: `Bonjour,

Une demande de connexion à votre compte Dashlane a été effectuée depuis un nouvel appareil.

Saisissez ce code de sécurité pour autoriser cet appareil :

507318

Ce code expire dans 3 heures.

Appareil : MacBook Pro – Safari 18
Lieu approximatif : Lyon, France

Vous n'êtes pas à l'origine de cette demande ? Ne communiquez ce code à personne. Aucun employé de
Dashlane ne vous le demandera jamais.

L'équipe Dashlane
Dashlane SAS, 21 rue Pierre Picard, 75018 Paris, France`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f4;font-family:'GT Walsheim','Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:26px 36px;"><img src="https://www.dashlane.com/img/email/dashlane-logo-green.png" alt="Dashlane" width="130"></td></tr>
<tr><td style="padding:0 36px 32px;font-size:15px;color:#0e353d;line-height:1.6;">
<p>Bonjour,</p>
<p>Une demande de connexion à votre compte Dashlane a été effectuée depuis un nouvel appareil. Saisissez ce code de sécurité pour autoriser cet appareil&nbsp;:</p>
<table cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr><td style="background:#e6f7f0;padding:16px 32px;font-size:30px;font-weight:bold;letter-spacing:6px;color:#0e353d;">507318</td></tr></table>
<p style="font-size:13px;color:#54707a;">Ce code expire dans 3 heures.<br>Appareil&nbsp;: MacBook Pro – Safari 18<br>Lieu approximatif&nbsp;: Lyon, France</p>
<p style="font-size:13px;color:#54707a;">Vous n'êtes pas à l'origine de cette demande&nbsp;? Ne communiquez ce code à personne. Aucun employé de Dashlane ne vous le demandera jamais.</p>
<p>L'équipe Dashlane</p>
</td></tr>
<tr><td style="padding:16px 36px;background:#f8f8f8;font-size:11px;color:#8a9a9f;">Dashlane SAS, 21 rue Pierre Picard, 75018 Paris, France &middot; <a href="https://support.dashlane.com" style="color:#8a9a9f;">Aide</a> &middot; <a href="https://www.dashlane.com/fr/privacy" style="color:#8a9a9f;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "nordvpn",
    group: "consumer",
    lang: "ko",
    kind: "login-code",
    code: "842265",
    link: null,
    from: "Nord Account <support@nordaccount.com>",
    to: "kim.minjun@daum.example",
    subject: "Nord Account 인증 코드",
    date: date(2026, 11, 4, 22, 50, 38, "+0900"),
    text: `안녕하세요.

Nord Account에 로그인하려면 아래 인증 코드를 입력하세요.

842265

이 코드는 10분 후에 만료됩니다.

본인이 요청하지 않았다면 이 이메일을 무시하셔도 됩니다. 계정 보안이 걱정되신다면 비밀번호를
변경해 주세요.

NordVPN 구독: 2년 플랜 (다음 결제일 2027-03-14)

Nord Security
Nordvpn S.A., PH F&F TOWER, 50th Street & 56th Street, Suite #32-D, Floor 32, Panama City, Panama`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f1f2f6;font-family:'Malgun Gothic','Apple SD Gothic Neo',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:28px 36px 10px;"><img src="https://s1.nordcdn.com/nord/misc/0.78.0/nordaccount/email/nord-account-logo.png" alt="Nord Account" width="150"></td></tr>
<tr><td style="padding:10px 36px 30px;font-size:15px;color:#2a2a2a;line-height:1.7;">
<p>안녕하세요.</p>
<p>Nord Account에 로그인하려면 아래 인증 코드를 입력하세요.</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:10px;color:#4687ff;margin:22px 0;">842265</p>
<p style="font-size:13px;color:#777;">이 코드는 10분 후에 만료됩니다.</p>
<p style="font-size:13px;color:#777;">본인이 요청하지 않았다면 이 이메일을 무시하셔도 됩니다. 계정 보안이 걱정되신다면 <a href="https://my.nordaccount.com/account/security/" style="color:#4687ff;">비밀번호를 변경</a>해 주세요.</p>
<p style="font-size:12px;color:#999;border-top:1px solid #eee;padding-top:12px;">NordVPN 구독: 2년 플랜 (다음 결제일 2027-03-14)</p>
</td></tr>
<tr><td style="padding:16px 36px;font-size:11px;color:#aaa;">Nordvpn S.A., PH F&amp;F TOWER, 50th Street &amp; 56th Street, Suite #32-D, Floor 32, Panama City, Panama</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "namecheap",
    group: "consumer",
    lang: "en",
    kind: "registrant-verify",
    code: null,
    link: namecheapVerify,
    from: "Namecheap <support@namecheap.com>",
    to: "Holly Marsh <holly@sorrelandpine.example>",
    subject: "ACTION REQUIRED: Verify your contact information for sorrel-and-pine.com",
    date: date(2026, 10, 2, 11, 9, 0, "-0400"),
    text: `Hello Holly,

Thank you for registering sorrel-and-pine.com with Namecheap (Order #158224017, $10.28).

ICANN rules require us to verify the registrant contact details for the domain. Please confirm that
the email address holly@sorrelandpine.example is correct by clicking the link below:

${namecheapVerify}

If the address is not verified within 15 days (by October 17, 2026), the domain will be suspended
and your website and email will stop working until verification is completed.

Registrant: Holly Marsh, Sorrel & Pine Ltd, 8 Cathedral Walk, Bristol BS1 5DN, GB

Regards,
Namecheap Support Team
https://www.namecheap.com/support/

Namecheap, Inc. | 4600 East Washington Street, Suite 300, Phoenix, AZ 85034, USA`,
    html: `<html><body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:20px 30px;border-bottom:3px solid #de3723;"><img src="https://www.namecheap.com/assets/img/nc-icon/namecheap-logo@2x.png" alt="Namecheap" width="180"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;color:#333;line-height:1.6;">
<p>Hello Holly,</p>
<p>Thank you for registering <b>sorrel-and-pine.com</b> with Namecheap (Order #158224017, $10.28).</p>
<p>ICANN rules require us to verify the registrant contact details for the domain. Please confirm that the email address <b>holly@sorrelandpine.example</b> is correct:</p>
<p style="text-align:center;margin:26px 0;"><a href="${
      amp(namecheapVerify)
    }" style="background:#de3723;color:#fff;padding:12px 30px;text-decoration:none;font-weight:bold;border-radius:3px;">Verify Contact Information</a></p>
<p style="background:#fff6e5;border:1px solid #f5d08a;padding:10px;font-size:13px;">If the address is not verified within 15 days (by <b>October 17, 2026</b>), the domain will be suspended and your website and email will stop working until verification is completed.</p>
<p style="font-size:12px;color:#777;">Registrant: Holly Marsh, Sorrel &amp; Pine Ltd, 8 Cathedral Walk, Bristol BS1 5DN, GB</p>
<p>Regards,<br>Namecheap Support Team</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#fafafa;font-size:11px;color:#999;">Namecheap, Inc. | 4600 East Washington Street, Suite 300, Phoenix, AZ 85034, USA<br><a href="https://www.namecheap.com/support/" style="color:#999;">Support</a> | <a href="https://www.namecheap.com/legal/general/privacy-policy/" style="color:#999;">Privacy Policy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "transip",
    group: "regional",
    lang: "nl",
    kind: "login-code",
    code: "619042",
    link: null,
    from: "TransIP <noreply@transip.nl>",
    to: "Joost van Leeuwen <joost@vanleeuwen-it.example>",
    subject: "Je verificatiecode voor het TransIP-controlepaneel",
    date: date(2026, 10, 30, 23, 16, 5, "+0100"),
    text: `Beste Joost,

Je probeert in te loggen op het TransIP-controlepaneel vanaf een onbekend apparaat.
Vul de volgende verificatiecode in om verder te gaan:

619042

De code is 15 minuten geldig.

Ingelogd als: vanleeuwenit
IP-adres: 94.211.73.18 (Amersfoort)

Was jij dit niet? Wijzig dan direct je wachtwoord en neem contact op met onze klantenservice via
+31 (0)71 524 1919.

Met vriendelijke groet,
TransIP

TransIP B.V. · Schipholweg 9B · 2316 XB Leiden · KvK 24345899`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef3f7;font-family:'Open Sans',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:20px 30px;background:#0b3b58;"><img src="https://www.transip.nl/img/email/transip-logo-white.png" alt="TransIP" width="120"></td></tr>
<tr><td style="padding:28px 30px;font-size:14px;color:#1c2f3e;line-height:1.6;">
<p>Beste Joost,</p>
<p>Je probeert in te loggen op het TransIP-controlepaneel vanaf een onbekend apparaat. Vul de volgende verificatiecode in om verder te gaan:</p>
<table cellpadding="0" cellspacing="4" style="margin:20px 0;"><tr>
        ${
        cells(
          "619042",
          "background:#eef3f7;border-bottom:3px solid #2d9ad2;width:40px;height:48px;text-align:center;font-size:24px;font-weight:bold;",
        )
      }
</tr></table>
<p style="font-size:13px;color:#5b6b78;">De code is 15 minuten geldig.<br>Ingelogd als: vanleeuwenit &middot; IP-adres: 94.211.73.18 (Amersfoort)</p>
<p style="font-size:13px;color:#5b6b78;">Was jij dit niet? Wijzig dan direct je wachtwoord en neem contact op met onze klantenservice via +31 (0)71 524 1919.</p>
<p>Met vriendelijke groet,<br>TransIP</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#f5f8fa;font-size:11px;color:#8a9aa6;">TransIP B.V. &middot; Schipholweg 9B &middot; 2316 XB Leiden &middot; KvK 24345899</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- a few more

const pipedriveCode = "4719";
const pipedriveLink =
  "https://app.pipedrive.com/auth/verify-email?email=r.colombo%40colombo-serramenti.example&code=4719&sig=9d1f0b7a3c5e28e4";
const fakturowniaLink = "https://ksiegowosc-lipa.fakturownia.pl/account/activate/Xb2Lq9Tn4Wm7Rc1Vz8Kp";
const loomCode = "318-604";
const loomLink =
  "https://www.loom.com/auth/email-login?token=lm_e2d9c7b1a4f6083c5e7d9b1a3c5e7f90&email=jade.okoro%40harbourline.example";

const more: Mail[] = [
  {
    family: "pipedrive",
    group: "consumer",
    lang: "it",
    kind: "verify-code-link",
    code: pipedriveCode,
    link: pipedriveLink,
    from: "Pipedrive <no-reply@pipedrive.com>",
    to: "Roberta Colombo <r.colombo@colombo-serramenti.example>",
    subject: "Pipedrive: verifica il tuo indirizzo email",
    date: date(2026, 10, 6, 11, 22, 48, "+0200"),
    text: `Ciao Roberta,

grazie per aver iniziato la prova gratuita di 14 giorni di Pipedrive (piano Growth).

Per verificare il tuo indirizzo email, inserisci questo codice nella finestra di registrazione:

${pipedriveCode}

Oppure conferma direttamente da qui:
${pipedriveLink}

Se non hai creato un account Pipedrive, ignora questa email.

Il team di Pipedrive
Pipedrive OÜ, Mustamäe tee 3a, 10615 Tallinn, Estonia`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;font-family:Inter,'Source Sans Pro',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:28px 36px 6px;"><img src="https://www.pipedrive.com/images/email/pipedrive-logo.png" alt="Pipedrive" width="120"></td></tr>
<tr><td style="padding:16px 36px 32px;font-size:15px;color:#21232c;line-height:1.6;">
<p>Ciao Roberta,</p>
<p>grazie per aver iniziato la prova gratuita di 14 giorni di Pipedrive (piano Growth).</p>
<p>Per verificare il tuo indirizzo email, inserisci questo codice nella finestra di registrazione:</p>
<p style="font-size:36px;font-weight:700;letter-spacing:14px;margin:20px 0;color:#017737;">${pipedriveCode}</p>
<p>Oppure conferma direttamente da qui:</p>
${button(pipedriveLink, "Verifica email", "#017737", "#ffffff", 20)}
<p style="font-size:13px;color:#747678;">Se non hai creato un account Pipedrive, ignora questa email.</p>
<p>Il team di Pipedrive</p>
</td></tr>
<tr><td style="padding:16px 36px;font-size:11px;color:#9a9c9e;">Pipedrive OÜ, Mustamäe tee 3a, 10615 Tallinn, Estonia &middot; <a href="https://www.pipedrive.com/it/privacy" style="color:#9a9c9e;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "fakturownia",
    group: "regional",
    lang: "pl",
    kind: "activate-link",
    code: null,
    link: fakturowniaLink,
    from: "Fakturownia.pl <powiadomienia@fakturownia.pl>",
    to: "Agnieszka Lipa <agnieszka@ksiegowosc-lipa.example>",
    subject: "Aktywacja konta w Fakturownia.pl",
    date: date(2026, 10, 1, 8, 47, 15, "+0200"),
    text: `Dzień dobry,

dziękujemy za założenie konta ksiegowosc-lipa w serwisie Fakturownia.pl.

Aby aktywować konto, kliknij w poniższy link:
${fakturowniaLink}

Twój login: agnieszka@ksiegowosc-lipa.example
Adres konta: https://ksiegowosc-lipa.fakturownia.pl

Przez 30 dni możesz bezpłatnie korzystać z pakietu Standard. Później abonament kosztuje od 19 zł
netto miesięcznie.

W razie pytań jesteśmy do dyspozycji: tel. 22 307 61 00, pon.–pt. 8:00–16:00.

Pozdrawiamy,
Zespół Fakturownia.pl

Fakturownia Sp. z o.o., ul. Lewartowskiego 6, 00-190 Warszawa, NIP 5252720396`,
    html: null,
    enc: "qp",
  },
  {
    family: "loom",
    group: "consumer",
    lang: "en",
    kind: "login-code-link",
    code: loomCode,
    link: loomLink,
    from: "Loom <hello@loom.com>",
    to: "Jade Okoro <jade.okoro@harbourline.example>",
    subject: `Your Loom sign-in code: ${loomCode}`,
    date: date(2026, 10, 23, 15, 55, 30, "+0100"),
    text: `Sign in to Loom

Enter this code in the window where you started signing in:

${loomCode}

Or use this link to sign in on this device:
${loomLink}

The code and link expire in 15 minutes. If you didn't try to sign in, you can ignore this email.

Loom, Inc. · 140 2nd Street, 3rd Floor, San Francisco, CA 94105`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f6fe;font-family:'Circular',-apple-system,'Segoe UI',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
<tr><td align="center" style="padding:32px 0 8px;"><img src="https://cdn.loom.com/assets/img/email/loom-logo-purple.png" alt="Loom" width="100"></td></tr>
<tr><td align="center" style="padding:8px 40px 36px;font-size:15px;color:#1e1e2f;line-height:1.6;">
<h1 style="font-size:22px;margin:12px 0;">Sign in to Loom</h1>
<p>Enter this code in the window where you started signing in:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:4px;margin:18px 0;color:#565add;">${loomCode}</p>
<p>Or use this button to sign in on this device:</p>
<p style="margin:22px 0;"><a href="${
      amp(loomLink)
    }" style="background:#565add;color:#fff;padding:12px 30px;border-radius:8px;text-decoration:none;font-weight:600;">Sign in to Loom</a></p>
<p style="font-size:13px;color:#7c7c92;">The code and link expire in 15 minutes. If you didn't try to sign in, you can ignore this email.</p>
</td></tr>
<tr><td align="center" style="padding:18px 40px;font-size:11px;color:#a0a0b2;">Loom, Inc. &middot; 140 2nd Street, 3rd Floor, San Francisco, CA 94105</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "surfshark",
    group: "consumer",
    lang: "sv",
    kind: "login-code",
    code: "27405931",
    link: null,
    from: "Surfshark <noreply@surfshark.com>",
    to: "oskar.nyman@telia.example",
    subject: "Din inloggningskod till Surfshark",
    date: date(2026, 11, 8, 20, 14, 2, "+0100"),
    text: `Hej!

Här är din engångskod för att logga in på Surfshark:

2740 5931

Koden gäller i 10 minuter. Dela den inte med någon.

Begärd från: Surfshark för Android, Göteborg, Sverige
Din prenumeration: Surfshark One, förnyas 2027-01-19 (1 139 kr)

Om du inte försökte logga in kan du ignorera det här meddelandet.

Surfshark B.V., Kabelweg 57, 1014 BA Amsterdam, Nederländerna`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef2f4;font-family:Inter,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
<tr><td style="padding:28px 36px 8px;"><img src="https://surfshark.com/wp-content/themes/surfshark/assets/img/email/surfshark-logo.png" alt="Surfshark" width="140"></td></tr>
<tr><td style="padding:12px 36px 32px;font-size:15px;color:#16191c;line-height:1.6;">
<p>Hej!</p>
<p>Här är din engångskod för att logga in på Surfshark:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:3px;margin:20px 0;color:#178a9e;">2740&nbsp;5931</p>
<p style="font-size:13px;color:#5b6770;">Koden gäller i 10 minuter. Dela den inte med någon.</p>
<p style="font-size:13px;color:#5b6770;">Begärd från: Surfshark för Android, Göteborg, Sverige<br>Din prenumeration: Surfshark One, förnyas 2027-01-19 (1&nbsp;139&nbsp;kr)</p>
<p style="font-size:13px;color:#5b6770;">Om du inte försökte logga in kan du ignorera det här meddelandet.</p>
</td></tr>
<tr><td style="padding:16px 36px;font-size:11px;color:#98a2a8;">Surfshark B.V., Kabelweg 57, 1014 BA Amsterdam, Nederländerna &middot; <a href="https://surfshark.com/sv/privacy" style="color:#98a2a8;">Integritetspolicy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "gandi",
    group: "negative",
    lang: "fr",
    kind: "renewal-notice",
    code: null,
    link: null,
    from: "Gandi <noreply@gandi.net>",
    to: "Thibault Renaud <thibault.renaud@orange.example>",
    subject: "[Gandi] Votre domaine renaud-photo.fr a été renouvelé",
    date: date(2026, 11, 9, 4, 0, 12, "+0100"),
    text: `Bonjour,

Le renouvellement automatique de votre nom de domaine renaud-photo.fr a été effectué.

Nouvelle date d'expiration : 12/11/2027
Durée : 1 an
Montant débité : 15,60 € TTC (carte •••• 0947)
Facture : GANDI-2026-11-4418203

Les services associés (DNS LiveDNS, 2 boîtes mail Gandi Mail) restent actifs.

Vous pouvez retrouver la facture dans votre interface, rubrique Facturation.

L'équipe Gandi
Gandi SAS, 63-65 boulevard Masséna, 75013 Paris, France`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- HR, scheduling and support desks

const bambooInvite =
  "https://email.mg.bamboohr.com/c/eJwVjEEOwiAQRU9Tdg2dgVBZsDAxPYB1TzMdrdGWBLjfnrb7_8h7Dd0xaHXi6xmH4f5_H_XybBm5kF8A7kT3y6Ah9fZ4eTM9X9r0-wQHnHGPPeVQ3YR6bK2d0FZyvBvl9xfbEkG0a_Kr4RUhGUb8iNjtTnK2Zo4s6jD2vZs_hq7Q";
const calendlyChange = "https://calendly.com/app/email_change/confirm?token=cly_3Vq8Xm2Rz7Lp9Tn4Wc1Kd6&locale=es";
const freshdeskActivate = "https://sabordobrasil.freshdesk.com/register/Zk4Qm9Vx2Lr7Tp3Wn8Bc5Hd1?lang=pt-BR";

const hr: Mail[] = [
  {
    family: "gusto",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "661093",
    link: null,
    from: "Gusto <no-reply@gusto.com>",
    to: "Marisol Reyes <marisol.reyes@pinecrest-bakery.example>",
    subject: "Gusto security code",
    date: date(2026, 10, 16, 14, 29, 51, "-0700"),
    text: `Hi Marisol,

Here's the security code you requested to sign in to Gusto:

661093

It expires in 15 minutes. Gusto will never ask you for this code by phone.

Heads up: payroll for Pinecrest Bakery LLC (pay period Oct 1 - Oct 15) must be approved by
4:00 PM PT on Monday, October 19, for employees to be paid on Wednesday, October 21.

Didn't try to sign in? Change your password at https://app.gusto.com/account_settings/security

Gusto, Inc. · 525 20th Street, San Francisco, CA 94107 · (800) 936-0383`,
    html: `<html><body style="margin:0;background:#f9f8f6;font-family:'Centra No2',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #ebe8e2;border-radius:8px;">
<tr><td style="padding:26px 36px 0;"><img src="https://app.gusto.com/assets/email/gusto-logo-guava.png" alt="gusto" width="90"></td></tr>
<tr><td style="padding:20px 36px 32px;font-size:16px;color:#1c1c1c;line-height:1.55;">
<p>Hi Marisol,</p>
<p>Here's the security code you requested to sign in to Gusto:</p>
<p style="margin:22px 0;"><span style="display:inline-block;background:#fdf1ed;border-radius:6px;padding:12px 24px;font-size:30px;font-weight:600;letter-spacing:6px;color:#f45d48;">661093</span></p>
<p style="font-size:14px;color:#6c6c72;">It expires in 15 minutes. Gusto will never ask you for this code by phone.</p>
<p style="font-size:14px;background:#f4f9f7;padding:12px;border-radius:6px;">Heads up: payroll for <b>Pinecrest Bakery LLC</b> (pay period Oct 1 &ndash; Oct 15) must be approved by 4:00 PM PT on Monday, October 19, for employees to be paid on Wednesday, October 21.</p>
<p style="font-size:14px;color:#6c6c72;">Didn't try to sign in? <a href="https://app.gusto.com/account_settings/security" style="color:#0a8080;">Change your password</a>.</p>
</td></tr>
<tr><td style="padding:16px 36px;font-size:11px;color:#9a9aa0;border-top:1px solid #f0ede8;">Gusto, Inc. &middot; 525 20th Street, San Francisco, CA 94107 &middot; (800) 936-0383</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "bamboohr",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: bambooInvite,
    from: "Coldwater Outfitters via BambooHR <notifications@app.bamboohr.com>",
    to: "Evan Price <evan.price.personal@mailbox.example>",
    subject: "Welcome to Coldwater Outfitters! Set up your BambooHR account",
    date: date(2026, 10, 26, 16, 0, 0, "-0600"),
    text: `Hi Evan,

We're excited to have you join Coldwater Outfitters as Retail Operations Lead, starting Monday,
November 9, 2026!

Coldwater Outfitters uses BambooHR for everything from onboarding paperwork to time off. Please create
your account so you can complete your new hire packet before your first day:

${bambooInvite}

Your new hire packet includes: W-4, I-9 (Section 1), direct deposit, emergency contacts and the
employee handbook acknowledgment.

Questions? Reach out to Tamsin Hale in People Ops at (720) 555-0163.

- The Coldwater Outfitters team

Powered by BambooHR · 335 S 560 W, Lindon, UT 84042`,
    html: `<html><body style="margin:0;background:#f4f4f4;font-family:Lato,'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e5e5e5;"><img src="https://coldwater.bamboohr.com/logos/company-email-logo.png" alt="Coldwater Outfitters" height="40"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;color:#222;line-height:1.6;">
<h2 style="font-size:22px;color:#527a00;margin:0 0 16px;">Welcome aboard, Evan!</h2>
<p>We're excited to have you join <b>Coldwater Outfitters</b> as Retail Operations Lead, starting <b>Monday, November 9, 2026</b>!</p>
<p>Coldwater Outfitters uses BambooHR for everything from onboarding paperwork to time off. Please create your account so you can complete your new hire packet before your first day.</p>
<p style="margin:26px 0;"><a href="${bambooInvite}" style="background:#73c41d;color:#fff;padding:12px 26px;text-decoration:none;border-radius:3px;font-weight:bold;">Create My Account</a></p>
<p style="font-size:14px;color:#555;">Your new hire packet includes: W-4, I-9 (Section 1), direct deposit, emergency contacts and the employee handbook acknowledgment.</p>
<p style="font-size:14px;color:#555;">Questions? Reach out to Tamsin Hale in People Ops at (720) 555-0163.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f7f7f7;font-size:11px;color:#999;"><img src="https://www.bamboohr.com/images/email/powered-by-bamboohr.png" alt="Powered by BambooHR" height="16"><br>335 S 560 W, Lindon, UT 84042 &middot; <a href="https://www.bamboohr.com/legal/privacy-policy" style="color:#999;">Privacy</a></td></tr>
</table>
<img src="https://email.mg.bamboohr.com/o/eJwVjEEOwiAQRU9Tdg2dgVBZsDAxPYB1TzMd" width="1" height="1" alt="">
</td></tr></table></body></html>`,
  },
  {
    family: "calendly",
    group: "consumer",
    lang: "es",
    kind: "email-change-link",
    code: null,
    link: calendlyChange,
    from: "Calendly <notifications@calendly.com>",
    to: "Valentina Soto <valentina@sotoyasociados.example>",
    subject: "Confirma tu nueva dirección de correo electrónico",
    date: date(2026, 10, 10, 9, 41, 37, "-0500"),
    text: `Hola, Valentina:

Hemos recibido una solicitud para cambiar el correo electrónico de tu cuenta de Calendly a
valentina@sotoyasociados.example.

Confirma el cambio aquí:
${calendlyChange}

Hasta que lo confirmes, seguiremos usando tu dirección anterior (v.soto@correo-anterior.example)
para iniciar sesión y para las notificaciones de tus eventos.

Tus enlaces de reserva, como calendly.com/valentina-soto/asesoria-30min, no cambian.

Si no solicitaste este cambio, ignora este correo y revisa la seguridad de tu cuenta.

El equipo de Calendly
Calendly LLC · 115 E Main St, Ste A1B, Buford, GA 30518, EE. UU.`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f8f9fb;font-family:'Gilroy',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;border:1px solid #e7edf6;">
<tr><td align="center" style="padding:30px 0 10px;"><img src="https://assets.calendly.com/assets/email/calendly-logo-blue.png" alt="Calendly" width="130"></td></tr>
<tr><td style="padding:16px 40px 34px;font-size:15px;color:#0b3558;line-height:1.6;">
<p>Hola, Valentina:</p>
<p>Hemos recibido una solicitud para cambiar el correo electrónico de tu cuenta de Calendly a <b>valentina@sotoyasociados.example</b>.</p>
<p style="text-align:center;margin:28px 0;"><a href="${
        amp(calendlyChange)
      }" style="background:#006bff;color:#fff;padding:12px 30px;border-radius:40px;text-decoration:none;font-weight:600;">Confirmar correo electrónico</a></p>
<p style="font-size:13px;color:#476788;">Hasta que lo confirmes, seguiremos usando tu dirección anterior (v.soto@correo-anterior.example) para iniciar sesión y para las notificaciones de tus eventos.</p>
<p style="font-size:13px;color:#476788;">Tus enlaces de reserva, como calendly.com/valentina-soto/asesoria-30min, no cambian.</p>
<p style="font-size:13px;color:#476788;">Si no solicitaste este cambio, ignora este correo y revisa la seguridad de tu cuenta.</p>
</td></tr>
<tr><td align="center" style="padding:16px 40px;font-size:11px;color:#a6bbd1;">Calendly LLC &middot; 115 E Main St, Ste A1B, Buford, GA 30518, EE. UU. &middot; <a href="https://calendly.com/es/privacy" style="color:#a6bbd1;">Privacidad</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "freshdesk",
    group: "consumer",
    lang: "pt-BR",
    kind: "activate-link",
    code: null,
    link: freshdeskActivate,
    from: "Sabor do Brasil Atendimento <support@sabordobrasil.freshdesk.com>",
    to: "Bruno Tavares <bruno.tavares@sabordobrasil.example>",
    subject: "Ative sua conta de agente - Sabor do Brasil Atendimento",
    date: date(2026, 10, 7, 10, 15, 4, "-0300"),
    text: `Olá Bruno,

Uma conta de agente foi criada para você no helpdesk Sabor do Brasil Atendimento.

Clique no link abaixo para ativar sua conta e definir sua senha:
${freshdeskActivate}

Grupos atribuídos: Pedidos Online, Trocas e Devoluções
Endereço do portal: https://sabordobrasil.freshdesk.com

Se tiver problemas para ativar a conta, fale com a administradora Patrícia Lemos.

Atenciosamente,
Sabor do Brasil Atendimento`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#12344d;">
<div style="max-width:600px;margin:0 auto;padding:20px;">
<p>Olá Bruno,</p>
<p>Uma conta de agente foi criada para você no helpdesk <b>Sabor do Brasil Atendimento</b>.</p>
<p>Clique no link abaixo para ativar sua conta e definir sua senha:<br>
<a href="${freshdeskActivate}">${freshdeskActivate}</a></p>
<p>Grupos atribuídos: Pedidos Online, Trocas e Devoluções<br>
Endereço do portal: <a href="https://sabordobrasil.freshdesk.com">https://sabordobrasil.freshdesk.com</a></p>
<p>Se tiver problemas para ativar a conta, fale com a administradora Patrícia Lemos.</p>
<p>Atenciosamente,<br>Sabor do Brasil Atendimento</p>
<p style="font-size:11px;color:#92a2b1;margin-top:30px;">Este helpdesk utiliza o <a href="https://www.freshworks.com/freshdesk/?utm_source=email&amp;utm_medium=footer" style="color:#92a2b1;">Freshdesk</a></p>
</div></body></html>`,
    enc: "8bit",
  },
  {
    family: "airtable",
    group: "negative",
    lang: "en",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Airtable <notifications@airtable.com>",
    to: "Jade Okoro <jade.okoro@harbourline.example>",
    subject: "Your weekly digest for Content Calendar 2027",
    date: date(2026, 11, 9, 13, 0, 41),
    text: `Here's what changed in Content Calendar 2027 this week (Nov 2 - Nov 8)

Editorial Plan
  • 14 records created, 31 records updated, 2 records deleted
  • Most active: Priya Nair (22 changes), Callum Reid (15 changes)
  • "Q1 launch teaser" status changed from Draft to Ready for review

Assets
  • 9 attachments added (total 318 MB)

Comments
  • 6 new comments, 2 mention you

Open the base: https://airtable.com/appK8Lq2Tx9Vm4RcZ/tblM3pQ7wX1yB5nD

You're receiving this weekly digest because you're a collaborator on this base.
Change notification settings: https://airtable.com/account/notifications

Airtable · 799 Market Street, 8th Floor, San Francisco, CA 94103`,
    html:
      `<html><body style="margin:0;background:#f5f5f5;font-family:-apple-system,system-ui,'Segoe UI',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;">
<tr><td style="padding:24px 32px;"><img src="https://static.airtable.com/images/email/airtable_logo.png" alt="Airtable" width="110"></td></tr>
<tr><td style="padding:0 32px 10px;font-size:20px;font-weight:600;color:#1d1f25;">Content Calendar 2027 &middot; weekly digest</td></tr>
<tr><td style="padding:0 32px 8px;font-size:13px;color:#666;">Nov 2 &ndash; Nov 8</td></tr>
<tr><td style="padding:16px 32px;font-size:14px;color:#333;line-height:1.6;">
<h3 style="margin:0 0 6px;font-size:15px;">Editorial Plan</h3>
<ul style="margin:0 0 16px;padding-left:20px;">
<li>14 records created, 31 records updated, 2 records deleted</li>
<li>Most active: Priya Nair (22 changes), Callum Reid (15 changes)</li>
<li>&ldquo;Q1 launch teaser&rdquo; status changed from <span style="background:#ffeab6;padding:1px 6px;border-radius:8px;">Draft</span> to <span style="background:#d1f7c4;padding:1px 6px;border-radius:8px;">Ready for review</span></li>
</ul>
<h3 style="margin:0 0 6px;font-size:15px;">Assets</h3>
<ul style="margin:0 0 16px;padding-left:20px;"><li>9 attachments added (total 318 MB)</li></ul>
<h3 style="margin:0 0 6px;font-size:15px;">Comments</h3>
<ul style="margin:0 0 16px;padding-left:20px;"><li>6 new comments, 2 mention you</li></ul>
<p style="margin:20px 0;"><a href="https://airtable.com/appK8Lq2Tx9Vm4RcZ/tblM3pQ7wX1yB5nD" style="background:#2d7ff9;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;">Open base</a></p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#999;border-top:1px solid #eee;">You're receiving this weekly digest because you're a collaborator on this base. <a href="https://airtable.com/account/notifications" style="color:#999;">Change notification settings</a><br>Airtable &middot; 799 Market Street, 8th Floor, San Francisco, CA 94103</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

export const mails: Mail[] = [
  ...identity,
  ...cloud,
  ...registries,
  ...ci,
  ...business,
  ...security,
  ...more,
  ...hr,
];
