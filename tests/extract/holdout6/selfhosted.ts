/**
 * Account mail from self-hosted and open-source web applications and small framework-built SaaS back-offices
 * (photo servers, document archives, CRMs, task boards, help desks, shops, secret managers, monitoring), in their
 * shipped default layouts: verification, sign-in and reset codes and links, invitations, and notices that ask nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- shared bits

// ---------------------------------------------------------------- Immich (react-email layout)

function immich(preview: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html dir="ltr" lang="en"><head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/><meta name="x-apple-disable-message-reformatting"/></head>
<div style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;max-width:0">${preview}</div>
<body style="margin:0;padding:0;background-color:#ffffff;color:rgb(66,80,175);font-family:Overpass, sans-serif;font-size:18px;line-height:24px">
<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="max-width:37.5em;padding:16px;background-color:#ffffff;margin:0 auto">
<tbody><tr style="width:100%"><td>
<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="background-color:#ebf1ff;border-radius:24px;padding:36px;text-align:left">
<tbody><tr><td>
${body}
</td></tr></tbody></table>
<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="text-align:center;margin-top:24px">
<tbody><tr><td>
<img alt="Immich" height="48" src="https://immich.app/img/immich-logo-inline-light.png" style="display:block;outline:none;border:none;text-decoration:none;margin:0 auto"/>
<p style="font-size:13px;line-height:24px;margin:16px 0;color:#6b7280">
<a href="https://play.google.com/store/apps/details?id=app.alextran.immich" style="color:#6b7280;text-decoration:none">Get it on Google Play</a> &middot;
<a href="https://apps.apple.com/us/app/immich/id1613945652" style="color:#6b7280;text-decoration:none">Download on the App Store</a></p>
<p style="font-size:12px;line-height:24px;margin:8px 0;color:#9ca3af">Sent by the Immich server at your organisation. <a href="https://github.com/immich-app/immich" style="color:#9ca3af">Immich project</a></p>
</td></tr></tbody></table>
</td></tr></tbody></table>
</body></html>`;
}

function immichButton(href: string, label: string): string {
  return `<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="margin:24px 0"><tbody><tr><td>
<a href="${href}" style="line-height:100%;text-decoration:none;display:inline-block;max-width:100%;background-color:rgb(66,80,175);color:#ffffff;font-size:16px;font-weight:600;border-radius:9999px;padding:12px 22px" target="_blank"><span style="max-width:100%;display:inline-block;line-height:120%">${label}</span></a>
</td></tr></tbody></table>`;
}

// ---------------------------------------------------------------- Paperless-ngx (Django text)

// ---------------------------------------------------------------- Vikunja (Go mail, markdown-ish HTML)

function vikunja(title: string, lines: string, action?: [string, string]): string {
  const btn = action
    ? `<a href="${action[1]}" title="${
      action[0]
    }" style="-webkit-box-shadow: 0.3em 0.3em 1em #b2d0ff; box-shadow: 0.3em 0.3em 1em #b2d0ff; background-color: #1973ff; border-color: transparent; color: #fff; text-decoration: none; text-align: center; text-rendering: optimizelegibility; text-transform: uppercase; font-weight: bold; font-size: 14px; padding: 10px 14px; margin: 10px auto; border-radius: 4px; user-select: none; display: block; width: 280px;font-family:sans-serif">${
      action[0]
    }</a>
<p style="color: transparent;">&nbsp;</p>
<p>If the button above doesn't work, copy the url below and paste it in your browser's address bar:<br/>${
      action[1]
    }</p>`
    : "";
  return `<!doctype html>
<html style="width: 100%; height: 100%; padding: 0; margin: 0;">
<head><meta name="viewport" content="width: display-width;"><title>${title}</title></head>
<body style="width: 100%; padding: 0; margin: 0; background: #f3f4f6">
<div style="width: 100%; font-family: 'Open Sans', sans-serif; text-rendering: optimizeLegibility">
    <div style="width: 600px; margin: 0 auto; text-align: justify;">
        <h1 style="font-size: 30px; text-align: center;">
            <img src="https://dl.vikunja.io/logo/logo-full.png" style="height: 75px;" alt="Vikunja"/>
        </h1>
        <div style="border: 1px solid #dbdbdb; -webkit-box-shadow: 0.3em 0.3em 0.8em #e6e6e6; box-shadow: 0.3em 0.3em 0.8em #e6e6e6; color: #4a4a4a; padding: 5px 25px; border-radius: 3px; background: #fff;">
${lines}
${btn}
        </div>
    </div>
</div>
</body>
</html>`;
}

// ---------------------------------------------------------------- NocoDB

function nocodb(heading: string, body: string, href: string, label: string): string {
  return `<!DOCTYPE html>
<html><head><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<title>${heading}</title>
<style>@media only screen and (max-width:620px){table.body .wrapper{padding:10px !important}table.body .btn a{width:100% !important}}</style></head>
<body style="background-color:#f6f6f6;font-family:sans-serif;-webkit-font-smoothing:antialiased;font-size:14px;line-height:1.4;margin:0;padding:0">
<span class="preheader" style="color:transparent;display:none;height:0;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;visibility:hidden;width:0">${heading}</span>
<table role="presentation" border="0" cellpadding="0" cellspacing="0" class="body" style="border-collapse:separate;width:100%;background-color:#f6f6f6">
<tr><td>&nbsp;</td>
<td class="container" style="display:block;max-width:580px;padding:10px;width:580px;margin:0 auto">
<div class="content" style="box-sizing:border-box;display:block;margin:0 auto;max-width:580px;padding:10px">
<table role="presentation" class="main" style="border-collapse:separate;width:100%;background:#ffffff;border-radius:3px">
<tr><td class="wrapper" style="box-sizing:border-box;padding:20px">
<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="border-collapse:separate;width:100%">
<tr><td>
<h1 style="color:#0b1d05;font-size:24px;text-align:center">${heading}</h1>
${body}
<table role="presentation" border="0" cellpadding="0" cellspacing="0" class="btn btn-primary" style="border-collapse:separate;width:100%;box-sizing:border-box">
<tbody><tr><td align="center" style="padding-bottom:15px">
<table role="presentation" border="0" cellpadding="0" cellspacing="0"><tbody><tr>
<td style="border-radius:5px;text-align:center;background-color:#3366ff"><a href="${href}" target="_blank" style="border:solid 1px #3366ff;border-radius:5px;box-sizing:border-box;cursor:pointer;display:inline-block;font-size:14px;font-weight:bold;margin:0;padding:12px 25px;text-decoration:none;text-transform:capitalize;background-color:#3366ff;border-color:#3366ff;color:#ffffff">${label}</a></td>
</tr></tbody></table>
</td></tr></tbody></table>
</td></tr></table>
</td></tr></table>
<div class="footer" style="clear:both;margin-top:10px;text-align:center;width:100%">
<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="border-collapse:separate;width:100%">
<tr><td class="content-block powered-by" style="padding-bottom:10px;padding-top:10px;color:#999999;font-size:12px;text-align:center">
Powered by <a href="https://nocodb.com" style="color:#999999;font-size:12px;text-align:center;text-decoration:none">NocoDB</a>
</td></tr></table>
</div>
</div></td><td>&nbsp;</td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------- Chatwoot (Rails mailer layout)

function chatwoot(body: string): string {
  return `<!DOCTYPE html>
<html>
<head><meta name="viewport" content="width=device-width" /><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body itemscope itemtype="http://schema.org/EmailMessage" style="-webkit-font-smoothing: antialiased; -webkit-text-size-adjust: none; width: 100% !important; height: 100%; line-height: 1.6em; background-color: #f6f6f6; margin: 0;" bgcolor="#f6f6f6">
<table class="body-wrap" style="width: 100%; background-color: #f6f6f6; margin: 0;" bgcolor="#f6f6f6">
<tr><td style="vertical-align: top;" valign="top"></td>
<td class="container" width="600" style="display: block !important; max-width: 600px !important; clear: both !important; margin: 0 auto;" valign="top">
<div class="content" style="max-width: 600px; display: block; margin: 0 auto; padding: 20px;">
<table class="main" width="100%" cellpadding="0" cellspacing="0" style="border-radius: 3px; background-color: #fff; margin: 0; border: 1px solid #e9e9e9;" bgcolor="#fff">
<tr><td class="content-wrap" style="vertical-align: top; margin: 0; padding: 20px; font-family: 'Helvetica Neue', Helvetica, Arial, sans-serif; font-size: 14px; color: #3c4858;" valign="top">
${body}
</td></tr>
</table>
<div class="footer" style="width: 100%; clear: both; color: #999; margin: 0; padding: 20px;">
<table width="100%"><tr>
<td class="aligncenter content-block" style="vertical-align: top; color: #999; text-align: center; padding: 0 0 20px; font-size: 12px;" align="center" valign="top">
Powered by <a href="https://www.chatwoot.com?utm_source=email&amp;utm_medium=footer" style="color: #999; text-decoration: underline;">Chatwoot</a>
</td></tr></table>
</div></div>
</td><td style="vertical-align: top;" valign="top"></td></tr>
</table>
</body>
</html>`;
}

export const mails: Mail[] = [
  // ------------------------------------------------------------ immich
  {
    family: "immich",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://photos.hallorantribe.net",
    from: "Immich Server <noreply@photos.hallorantribe.net>",
    subject: "Welcome to Immich",
    date: "Tue, 14 Oct 2025 19:42:07 +0000",
    text: `Hey Maeve!

A new account has been created for you on the family photo server.

Username: maeve.halloran@inbox.example
Password: Kr7-oak-river-92

To sign in, open https://photos.hallorantribe.net in your browser, or tap the button in the HTML version of this mail. You will be asked to pick your own password the first time you log in.

Immich mobile apps:
Android: https://play.google.com/store/apps/details?id=app.alextran.immich
iOS: https://apps.apple.com/us/app/immich/id1613945652
`,
    html: immich(
      "You have been invited to a new Immich instance.",
      `<p style="font-size:18px;line-height:24px;margin:0">Hey <strong>Maeve</strong>!</p>
<p style="font-size:18px;line-height:24px;margin:16px 0">A new account has been created for you on the family photo server.</p>
<p style="font-size:18px;line-height:24px;margin:16px 0"><strong>Username</strong>: maeve.halloran@inbox.example<br/><strong>Password</strong>: Kr7-oak-river-92</p>
<p style="font-size:18px;line-height:24px;margin:16px 0">To sign in, open the link below in your browser, or press the button. You will be asked to choose your own password the first time you log in.</p>
<p style="font-size:16px;line-height:24px;margin:16px 0"><a href="https://photos.hallorantribe.net" style="color:rgb(66,80,175);text-decoration:underline">https://photos.hallorantribe.net</a></p>
${immichButton("https://photos.hallorantribe.net", "Sign in to Immich")}`,
    ),
    html_enc: "qp",
  },
  {
    family: "immich",
    group: "oss",
    lang: "en",
    kind: "album-update",
    code: null,
    link: null,
    from: "Immich <immich@media.kesslerhaus.de>",
    subject: "New media has been added to an album - Lisbon May 2025",
    date: "Sat, 17 May 2025 21:03:55 +0200",
    text: `Hey Sam!

New media has been added to the shared album "Lisbon May 2025" (38 items, updated by Jonas).

View album: https://media.kesslerhaus.de/albums/7b2f91c4-5e1a-4d0f-9a63-2c8e11d4f0aa

To stop receiving these updates, go to your account settings > Notifications.
https://media.kesslerhaus.de/user-settings?isOpen=notifications
`,
    html: immich(
      "New media has been added to Lisbon May 2025",
      `<p style="font-size:18px;line-height:24px;margin:0">Hey <strong>Sam</strong>!</p>
<p style="font-size:18px;line-height:24px;margin:16px 0">New media has been added to the shared album <strong>Lisbon May 2025</strong>.</p>
<table role="presentation" width="100%" style="margin:8px 0"><tr>
<td><img src="https://media.kesslerhaus.de/api/assets/a5c0e4b1/thumbnail?size=preview" width="160" alt="Album cover" style="border-radius:16px"/></td>
<td style="font-size:14px;color:#4b5563;padding-left:12px">38 items &middot; updated by Jonas<br/>Last photo taken 16 May 2025, 18:42</td>
</tr></table>
${immichButton("https://media.kesslerhaus.de/albums/7b2f91c4-5e1a-4d0f-9a63-2c8e11d4f0aa", "View album")}
<p style="font-size:14px;line-height:20px;margin:16px 0;color:#6b7280">To stop receiving these updates, open <a href="https://media.kesslerhaus.de/user-settings?isOpen=notifications" style="color:#6b7280">account settings &rsaquo; Notifications</a>.</p>`,
    ),
    enc: "b64",
  },

  // ------------------------------------------------------------ paperless-ngx
  {
    family: "paperless-ngx",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://docs.okafor-home.net/accounts/password/reset/key/1x-cq4z2m-9d1e7a6f0b83c25d4e91/",
    from: "webmaster@docs.okafor-home.net",
    subject: "[Paperless-ngx] Password Reset E-mail",
    date: "Wed, 05 Mar 2025 07:18:41 -0000",
    text: `Hello from Paperless-ngx!

You're receiving this e-mail because you or someone else has requested a password reset for your user account.
It can be safely ignored if you did not request a password reset. Click the link below to reset your password.

https://docs.okafor-home.net/accounts/password/reset/key/1x-cq4z2m-9d1e7a6f0b83c25d4e91/

In case you forgot, your username is chidi.

Thank you for using Paperless-ngx!
docs.okafor-home.net
`,
    html: null,
  },
  {
    family: "paperless-ngx",
    group: "oss",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: "https://archives.cabinet-mareuil.fr/accounts/password/reset/key/4-cr8u1b-60fa2b91d7e44c03a5f6/",
    from: "Paperless-ngx <paperless@cabinet-mareuil.fr>",
    subject: "[Paperless-ngx] Réinitialisation du mot de passe",
    date: "Mon, 22 Sep 2025 14:05:12 +0200",
    text: `Bonjour de la part de Paperless-ngx !

Vous recevez cet e-mail parce que vous, ou quelqu'un d'autre, avez demandé la réinitialisation du mot de passe de votre compte.
Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message. Sinon, suivez le lien ci-dessous pour choisir un nouveau mot de passe.

https://archives.cabinet-mareuil.fr/accounts/password/reset/key/4-cr8u1b-60fa2b91d7e44c03a5f6/

Pour rappel, votre nom d'utilisateur est : h.mareuil

Merci d'utiliser Paperless-ngx !
archives.cabinet-mareuil.fr
`,
    html: null,
    enc: "qp",
  },
  {
    family: "paperless-ngx",
    group: "oss",
    lang: "en",
    kind: "workflow-notice",
    code: null,
    link: null,
    from: "Paperless <paperless@docs.okafor-home.net>",
    subject: "Document added: Invoice 2025-0419 - Thames Water",
    date: "Thu, 24 Apr 2025 06:31:09 +0100",
    text: `A new document was consumed by Paperless-ngx and matched the workflow "Utility bills".

Title:          Invoice 2025-0419 - Thames Water
Correspondent:  Thames Water
Document type:  Invoice
Tags:           bills, household, 2025
Created:        2025-04-19
Archive serial: ASN 00412
Amount due:     £84.17 by 12 May 2025

Open the document:
https://docs.okafor-home.net/documents/1287/details

-- 
This notification was sent by a workflow action. Edit workflows at
https://docs.okafor-home.net/workflows
`,
    html: null,
  },

  // ------------------------------------------------------------ vikunja
  {
    family: "vikunja",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://tasks.ridgeback.dev/?userEmailConfirm=Zq3xv0aLkR8m2WdNf6YtCo1sPbEj9UhG4iKl7Tn5",
    from: "Vikunja <vikunja@ridgeback.dev>",
    subject: "Sam Reader, please confirm your email address at Vikunja",
    date: "Fri, 11 Jul 2025 09:12:44 +0000",
    text: `Hi Sam Reader,

Welcome to Vikunja!

To confirm your email address, click the link below:

https://tasks.ridgeback.dev/?userEmailConfirm=Zq3xv0aLkR8m2WdNf6YtCo1sPbEj9UhG4iKl7Tn5

Have a nice day!
`,
    html: vikunja(
      "Please confirm your email address",
      `<p>Hi Sam Reader,</p>
<p>Welcome to Vikunja!</p>
<p>To confirm your email address, click the link below:</p>`,
      [
        "Confirm your email address",
        "https://tasks.ridgeback.dev/?userEmailConfirm=Zq3xv0aLkR8m2WdNf6YtCo1sPbEj9UhG4iKl7Tn5",
      ],
    ).replace("</div>\n    </div>", "<p>Have a nice day!</p>\n</div>\n    </div>"),
    html_enc: "qp",
  },
  {
    family: "vikunja",
    group: "oss",
    lang: "de",
    kind: "task-reminder",
    code: null,
    link: null,
    from: "Vikunja <todo@werkbank-kollektiv.de>",
    subject: "Erinnerung für „Steuerunterlagen 2024 an Büro Lindner schicken“ (Haushalt)",
    date: "Mon, 26 May 2025 08:00:03 +0200",
    text: `Hallo Sam,

dies ist eine freundliche Erinnerung an die Aufgabe „Steuerunterlagen 2024 an Büro Lindner schicken“ (Haushalt).

Fällig: 30.05.2025 17:00
Priorität: hoch
Beschreibung: Belege Q3/Q4 und Nebenkostenabrechnung (Whg. 3, Gartenstr. 14, 79098 Freiburg) beilegen.

Aufgabe öffnen:
https://todo.werkbank-kollektiv.de/tasks/4821

Einen schönen Tag noch!
`,
    html: vikunja(
      "Erinnerung",
      `<p>Hallo Sam,</p>
<p>dies ist eine freundliche Erinnerung an die Aufgabe <strong>„Steuerunterlagen 2024 an Büro Lindner schicken“</strong> (Haushalt).</p>
<p>Fällig: <strong>30.05.2025 17:00</strong><br/>Priorität: hoch</p>
<p>Belege Q3/Q4 und Nebenkostenabrechnung (Whg. 3, Gartenstr. 14, 79098 Freiburg) beilegen.</p>`,
      ["Aufgabe öffnen", "https://todo.werkbank-kollektiv.de/tasks/4821"],
    ).replace(
      "If the button above doesn't work, copy the url below and paste it in your browser's address bar:",
      "Falls der Button nicht funktioniert, kopiere diesen Link in die Adresszeile deines Browsers:",
    ),
    enc: "qp",
  },
  {
    family: "vikunja",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://tasks.ridgeback.dev/?userPasswordReset=h8Jd2LqP0xWm5RtZc3NvYb7KsFa1GeUo9iTl6Ey4",
    from: "Vikunja <vikunja@ridgeback.dev>",
    subject: "Reset your password on Vikunja",
    date: "Sun, 02 Nov 2025 22:47:30 +0000",
    text: `Hi Sam Reader,

To reset your password, click the link below:

https://tasks.ridgeback.dev/?userPasswordReset=h8Jd2LqP0xWm5RtZc3NvYb7KsFa1GeUo9iTl6Ey4

This link will be valid for 24 hours.

Have a nice day!
`,
    html: vikunja(
      "Reset your password",
      `<p>Hi Sam Reader,</p>
<p>To reset your password, click the link below:</p>`,
      [
        "Reset your password",
        "https://tasks.ridgeback.dev/?userPasswordReset=h8Jd2LqP0xWm5RtZc3NvYb7KsFa1GeUo9iTl6Ey4",
      ],
    ).replace(
      "</div>\n    </div>",
      "<p>This link will be valid for 24 hours.</p>\n<p>Have a nice day!</p>\n</div>\n    </div>",
    ),
  },

  // ------------------------------------------------------------ nocodb
  {
    family: "nocodb",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://db.lanternworks.io/#/signup/6f1d2c80-93ab-4e57-b1c6-0d4a8e7f2b19",
    from: "NocoDB <no-reply@lanternworks.io>",
    subject: "Priya Natarajan has invited you to collaborate on Field Ops base",
    date: "Thu, 06 Feb 2025 11:26:50 +0530",
    text: `Priya Natarajan (priya@lanternworks.io) has invited you to collaborate on the "Field Ops" base as an Editor.

Accept the invitation:
https://db.lanternworks.io/#/signup/6f1d2c80-93ab-4e57-b1c6-0d4a8e7f2b19

The base currently holds 14 tables, including "Site visits" and "Spare parts".

Powered by NocoDB
`,
    html: nocodb(
      "You have been invited",
      `<p style="font-family:sans-serif;font-size:14px;margin:0 0 15px;text-align:center;color:#4a5268">
<strong>Priya Natarajan</strong> (priya@lanternworks.io) has invited you to collaborate on the <strong>Field Ops</strong> base as an <strong>Editor</strong>.</p>
<p style="font-family:sans-serif;font-size:13px;margin:0 0 15px;text-align:center;color:#8c93a8">14 tables &middot; last edited 2 hours ago</p>`,
      "https://db.lanternworks.io/#/signup/6f1d2c80-93ab-4e57-b1c6-0d4a8e7f2b19",
      "Accept invite",
    ),
    enc: "qp",
  },
  {
    family: "nocodb",
    group: "oss",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://datos.cooperativa-huerta.org/#/reset/c47e90a1-2b3d-4f68-8a15-93de02c7b6f4",
    from: "NocoDB <noreply@cooperativa-huerta.org>",
    subject: "Restablecer contraseña",
    date: "Tue, 18 Mar 2025 16:44:21 -0300",
    text: `Hola,

Recibimos una solicitud para restablecer la contraseña de tu cuenta en NocoDB (sam.reader@inbox.example).

Para elegir una contraseña nueva, abre este enlace:
https://datos.cooperativa-huerta.org/#/reset/c47e90a1-2b3d-4f68-8a15-93de02c7b6f4

Si no lo solicitaste, puedes ignorar este correo; tu contraseña actual seguirá funcionando.

Con tecnología de NocoDB
`,
    html: nocodb(
      "Restablecer contraseña",
      `<p style="font-family:sans-serif;font-size:14px;margin:0 0 15px;text-align:center;color:#4a5268">Recibimos una solicitud para restablecer la contraseña de tu cuenta (<strong>sam.reader@inbox.example</strong>). Pulsa el botón para elegir una nueva.</p>
<p style="font-family:sans-serif;font-size:13px;margin:0 0 15px;text-align:center;color:#8c93a8">Si no lo solicitaste, ignora este correo.</p>`,
      "https://datos.cooperativa-huerta.org/#/reset/c47e90a1-2b3d-4f68-8a15-93de02c7b6f4",
      "Restablecer contraseña",
    ).replace("Powered by", "Con tecnología de"),
    enc: "8bit",
  },

  // ------------------------------------------------------------ chatwoot
  {
    family: "chatwoot",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://support.brightfern.co/auth/confirmation?confirmation_token=yP3sQ-x9LkVb2Nd7RmTw",
    from: "Chatwoot <accounts@brightfern.co>",
    subject: "Confirmation Instructions",
    date: "Wed, 09 Apr 2025 13:57:02 +0000",
    text: `Hi Sam,

Welcome to Chatwoot! Your agent account for Brightfern Support has been set up.

Please confirm your email address by opening the link below, then set a password:

https://support.brightfern.co/auth/confirmation?confirmation_token=yP3sQ-x9LkVb2Nd7RmTw

Thanks,
Team Chatwoot
`,
    html: chatwoot(`<p>Hi Sam,</p>
<p>Welcome to Chatwoot! Your agent account for <strong>Brightfern Support</strong> has been set up.</p>
<p>Please confirm your email address by clicking the link below, then set a password.</p>
<p><a href="https://support.brightfern.co/auth/confirmation?confirmation_token=yP3sQ-x9LkVb2Nd7RmTw">Confirm my account</a></p>
<p>Thanks,<br>Team Chatwoot</p>`),
  },
  {
    family: "chatwoot",
    group: "oss",
    lang: "en",
    kind: "conversation-assigned",
    code: null,
    link: null,
    from: "Brightfern Support <notifications@brightfern.co>",
    subject: "[Brightfern Support] A conversation (#2291) has been assigned to you",
    date: "Wed, 09 Apr 2025 15:20:48 +0000",
    text: `Hi Sam,

Time to save the world. A new conversation (#2291) has been assigned to you.

Contact: Dana Whitlock (+1 503-555-0187)
Inbox: Website chat
Last message: "My order #BF-10442 arrived with a cracked lid, can I get a replacement?"

Click here to get cracking:
https://support.brightfern.co/app/accounts/3/conversations/2291

To change which emails you receive, visit your notification settings:
https://support.brightfern.co/app/accounts/3/profile/settings
`,
    html: chatwoot(`<p>Hi Sam,</p>
<p>Time to save the world. A new conversation (#2291) has been assigned to you.</p>
<table style="font-size:13px;color:#6b7c93;margin:10px 0"><tr><td>Contact</td><td style="padding-left:12px">Dana Whitlock (+1 503-555-0187)</td></tr>
<tr><td>Inbox</td><td style="padding-left:12px">Website chat</td></tr></table>
<blockquote style="border-left:3px solid #1f93ff;margin:10px 0;padding:4px 12px;color:#3c4858">My order #BF-10442 arrived with a cracked lid, can I get a replacement?</blockquote>
<p><a href="https://support.brightfern.co/app/accounts/3/conversations/2291">Click here</a> to get cracking.</p>
<p style="font-size:12px;color:#999">Manage <a href="https://support.brightfern.co/app/accounts/3/profile/settings" style="color:#999">notification settings</a>.</p>`),
    enc: "qp",
  },
  {
    family: "chatwoot",
    group: "oss",
    lang: "pt",
    kind: "reset-link",
    code: null,
    link: "https://atendimento.lojacasaverde.com.br/app/auth/password/edit?reset_password_token=Gm4tWz8qHs1xPb6LcR2y",
    from: "Atendimento Casa Verde <nao-responda@lojacasaverde.com.br>",
    subject: "Instruções para redefinir a senha",
    date: "Fri, 20 Jun 2025 10:02:17 -0300",
    text: `Olá sam.reader@inbox.example!

Alguém pediu um link para alterar sua senha. Você pode fazer isso pelo link abaixo.

https://atendimento.lojacasaverde.com.br/app/auth/password/edit?reset_password_token=Gm4tWz8qHs1xPb6LcR2y

Se você não fez essa solicitação, ignore este e-mail.
Sua senha não será alterada até que você acesse o link acima e crie uma nova.
`,
    html: chatwoot(`<p>Olá sam.reader@inbox.example!</p>
<p>Alguém pediu um link para alterar sua senha. Você pode fazer isso pelo link abaixo.</p>
<p><a href="https://atendimento.lojacasaverde.com.br/app/auth/password/edit?reset_password_token=Gm4tWz8qHs1xPb6LcR2y">Alterar minha senha</a></p>
<p>Se você não fez essa solicitação, ignore este e-mail.</p>
<p>Sua senha não será alterada até que você acesse o link acima e crie uma nova.</p>`),
    enc: "b64",
  },

  // ------------------------------------------------------------ invoice-ninja
  {
    family: "invoice-ninja",
    group: "oss",
    lang: "en",
    kind: "invoice-sent",
    code: null,
    link: null,
    from: "Copperfield Design Studio <billing@copperfield-design.co.uk>",
    subject: "Invoice 2025-0042 from Copperfield Design Studio",
    date: "Mon, 03 Nov 2025 09:15:00 +0000",
    text: `Dear Sam Reader,

Please find attached invoice 2025-0042 for £1,260.00, due on 17 November 2025.

Project: Website refresh (phase 2)
PO reference: HR-PO-7731

You can view and pay the invoice online:
https://invoicing.copperfield-design.co.uk/client/invoice/Xk2pR9tWm4Lq7sVb

Bank transfer: Copperfield Design Ltd, sort code 20-45-77, account ending 8812.

Kind regards,
Harriet Copperfield
Copperfield Design Studio, 12 Wharf Lane, Bristol BS1 6QA
`,
    html: invoiceNinja(
      `<p style="margin:0 0 16px">Dear Sam Reader,</p>
<p style="margin:0 0 16px">Please find attached invoice <strong>2025-0042</strong> for <strong>£1,260.00</strong>, due on <strong>17 November 2025</strong>.</p>
<table cellpadding="6" style="font-size:14px;border-collapse:collapse;margin:0 0 16px"><tr><td style="color:#6b7280">Project</td><td>Website refresh (phase 2)</td></tr>
<tr><td style="color:#6b7280">PO reference</td><td>HR-PO-7731</td></tr></table>
<p style="margin:0 0 16px">Bank transfer: Copperfield Design Ltd, sort code 20-45-77, account ending 8812.</p>
<p style="margin:0">Kind regards,<br/>Harriet Copperfield</p>`,
      "https://invoicing.copperfield-design.co.uk/client/invoice/Xk2pR9tWm4Lq7sVb",
      "View Invoice",
      "Copperfield Design Studio, 12 Wharf Lane, Bristol BS1 6QA",
    ),
    enc: "qp",
    attachment: [
      "invoice_2025-0042.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "invoice-ninja",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://billing.tallowandtide.com/user/confirm/2c4RfE7aZk0vWq9Ns5Ub8Hj3Lm6Yp1Dx",
    from: "Invoice Ninja <contact@billing.tallowandtide.com>",
    subject: "Confirm your email address",
    date: "Thu, 16 Jan 2025 18:40:26 +0000",
    text: `Confirm your email address

Hi Sam, thanks for setting up Invoice Ninja for Tallow & Tide.

Please confirm your email address so we can send invoices, reminders and payment receipts on your behalf:

https://billing.tallowandtide.com/user/confirm/2c4RfE7aZk0vWq9Ns5Ub8Hj3Lm6Yp1Dx

If you did not create this account you can ignore this email.
`,
    html: invoiceNinja(
      `<h2 style="font-size:20px;margin:0 0 16px;color:#111827">Confirm your email address</h2>
<p style="margin:0 0 16px">Hi Sam, thanks for setting up Invoice Ninja for Tallow &amp; Tide.</p>
<p style="margin:0 0 16px">Please confirm your email address so we can send invoices, reminders and payment receipts on your behalf.</p>`,
      "https://billing.tallowandtide.com/user/confirm/2c4RfE7aZk0vWq9Ns5Ub8Hj3Lm6Yp1Dx",
      "Confirm",
      "If you did not create this account you can ignore this email.",
    ),
  },

  // ------------------------------------------------------------ akaunting
  {
    family: "akaunting",
    group: "oss",
    lang: "tr",
    kind: "invite-link",
    code: null,
    link: "https://muhasebe.egeyapi.com.tr/auth/register/8b61f0c2-7ad4-4e35-9c1b-5f02e3a9d7c6",
    from: "Akaunting <bildirim@egeyapi.com.tr>",
    subject: "Ege Yapı Malzemeleri şirketine davet edildiniz",
    date: "Tue, 11 Feb 2025 10:33:19 +0300",
    text: `Merhaba,

Zeynep Aksoy sizi Akaunting üzerindeki "Ege Yapı Malzemeleri" şirketine Muhasebeci rolüyle davet etti.

Daveti kabul etmek ve hesabınızı oluşturmak için aşağıdaki bağlantıyı açın:
https://muhasebe.egeyapi.com.tr/auth/register/8b61f0c2-7ad4-4e35-9c1b-5f02e3a9d7c6

Bu davet 7 gün geçerlidir.

Saygılarımızla,
Ege Yapı Malzemeleri Ltd. Şti. · Kemalpaşa OSB, 35730 İzmir · 0232 555 41 18
`,
    html: `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>Davet</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Helvetica,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:32px 12px">
<table width="570" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="padding:28px 32px 0" align="center"><img src="https://muhasebe.egeyapi.com.tr/public/img/akaunting-logo-green.png" width="40" alt="Akaunting"/></td></tr>
<tr><td style="padding:24px 32px;color:#424242;font-size:15px;line-height:1.6">
<p>Merhaba,</p>
<p><strong>Zeynep Aksoy</strong> sizi Akaunting üzerindeki <strong>Ege Yapı Malzemeleri</strong> şirketine <em>Muhasebeci</em> rolüyle davet etti.</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:24px auto"><tr><td style="background:#55588b;border-radius:6px">
<a href="https://muhasebe.egeyapi.com.tr/auth/register/8b61f0c2-7ad4-4e35-9c1b-5f02e3a9d7c6" style="display:inline-block;padding:12px 28px;color:#ffffff;text-decoration:none;font-weight:bold">Daveti kabul et</a></td></tr></table>
<p style="font-size:13px;color:#6b7280">Bu davet 7 gün geçerlidir.</p>
<p>Saygılarımızla,<br/>Ege Yapı Malzemeleri</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb;font-size:12px;color:#9ca3af" align="center">Ege Yapı Malzemeleri Ltd. Şti. · Kemalpaşa OSB, 35730 İzmir · 0232 555 41 18<br/>Powered by <a href="https://akaunting.com" style="color:#9ca3af">Akaunting</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "akaunting",
    group: "oss",
    lang: "en",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Akaunting <notifications@books.harrowgate-joinery.co.uk>",
    subject: "Payment received for invoice INV-00318",
    date: "Fri, 28 Mar 2025 14:11:52 +0000",
    text: `Hello,

Mrs E. Pemberton has paid £2,340.00 for invoice INV-00318 (Oak staircase, 14 Mill Road).

Payment method: Bank transfer
Paid at: 28 Mar 2025
Balance due: £0.00

You can see the invoice details here:
https://books.harrowgate-joinery.co.uk/1/sales/invoices/318

Best regards,
Harrowgate Joinery
`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#f9fafb;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:24px;color:#374151">
<p>Hello,</p>
<p><strong>Mrs E. Pemberton</strong> has paid <strong>£2,340.00</strong> for invoice <strong>INV-00318</strong> (Oak staircase, 14 Mill Road).</p>
<table style="font-size:14px;margin:12px 0"><tr><td style="color:#6b7280;padding-right:16px">Payment method</td><td>Bank transfer</td></tr><tr><td style="color:#6b7280;padding-right:16px">Paid at</td><td>28 Mar 2025</td></tr><tr><td style="color:#6b7280;padding-right:16px">Balance due</td><td>£0.00</td></tr></table>
<p><a href="https://books.harrowgate-joinery.co.uk/1/sales/invoices/318" style="background:#55588b;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;display:inline-block">View invoice</a></p>
<p>Best regards,<br>Harrowgate Joinery</p>
</div></body></html>`,
    enc: "qp",
  },

  // ------------------------------------------------------------ mautic
  {
    family: "mautic",
    group: "oss",
    lang: "fr",
    kind: "newsletter-optin",
    code: null,
    link:
      "https://news.atelierdubois-lyon.fr/r/a91c4e07d2b5f8e63a0b1c72?ct=YTo0OntzOjY6InNvdXJjZSI7YToyOntpOjA7czo1OiJlbWFpbCI7aToxO2k6MTI7fQ%3D%3D",
    from: "L'Atelier du Bois <lettre@atelierdubois-lyon.fr>",
    subject: "Confirmez votre inscription à notre lettre d'information",
    date: "Sun, 13 Apr 2025 17:28:40 +0200",
    text: `Bonjour,

Merci de vous être inscrit(e) à la lettre de L'Atelier du Bois : ateliers de tournage, nouveaux stages et portes ouvertes, une fois par mois.

Pour confirmer votre inscription, cliquez sur le lien suivant :
https://news.atelierdubois-lyon.fr/r/a91c4e07d2b5f8e63a0b1c72?ct=YTo0OntzOjY6InNvdXJjZSI7YToyOntpOjA7czo1OiJlbWFpbCI7aToxO2k6MTI7fQ%3D%3D

Sans confirmation de votre part, vous ne recevrez aucun message.

L'Atelier du Bois – 27 rue Saint-Georges, 69005 Lyon – 04 78 55 12 90
`,
    html: `<!DOCTYPE html>
<html><head><meta charset="UTF-8"><title>Confirmez votre inscription</title></head>
<body style="margin:0;background:#efe9e1">
<div style="display:none;max-height:0;overflow:hidden">Un clic pour recevoir nos prochains ateliers</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#efe9e1"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:Georgia,serif;color:#3b2f27">
<tr><td style="padding:30px 40px 10px" align="center"><img src="https://news.atelierdubois-lyon.fr/media/images/logo-atelier.png" width="180" alt="L'Atelier du Bois"></td></tr>
<tr><td style="padding:10px 40px;font-size:16px;line-height:24px">
<p>Bonjour,</p>
<p>Merci de vous être inscrit(e) à la lettre de L'Atelier du Bois : ateliers de tournage, nouveaux stages et portes ouvertes, une fois par mois.</p>
<p style="text-align:center;margin:28px 0"><a href="https://news.atelierdubois-lyon.fr/r/a91c4e07d2b5f8e63a0b1c72?ct=YTo0OntzOjY6InNvdXJjZSI7YToyOntpOjA7czo1OiJlbWFpbCI7aToxO2k6MTI7fQ%3D%3D" style="background:#8a5a2b;color:#ffffff;padding:14px 26px;text-decoration:none;font-family:Arial,sans-serif;font-weight:bold;border-radius:3px">Je confirme mon inscription</a></p>
<p style="font-size:13px;color:#7a6a5e">Sans confirmation de votre part, vous ne recevrez aucun message.</p>
</td></tr>
<tr><td style="padding:20px 40px;font-size:11px;color:#9b8e84;border-top:1px solid #eee" align="center">L'Atelier du Bois – 27 rue Saint-Georges, 69005 Lyon – 04 78 55 12 90<br>
<a href="https://news.atelierdubois-lyon.fr/r/c03e88a1f4d2b7e9051a6c3d?ct=YTo0OntzOjY6InNvdXJjZSI7YToyOntpOjA7czo1OiJlbWFpbCI7aToxO2k6MTI7fQ%3D%3D" style="color:#9b8e84">Instagram</a> ·
<a href="https://news.atelierdubois-lyon.fr/r/6b2d70e59ac41f38d7e20b94?ct=YTo0OntzOjY6InNvdXJjZSI7YToyOntpOjA7czo1OiJlbWFpbCI7aToxO2k6MTI7fQ%3D%3D" style="color:#9b8e84">Site web</a></td></tr>
</table></td></tr></table>
<img height="1" width="1" src="https://news.atelierdubois-lyon.fr/email/67f3a0c2b9e14.gif" alt="" />
</body></html>`,
    html_enc: "qp",
  },
  {
    family: "mautic",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://marketing.northgale.io/s/passwordresetconfirm?token=0f83d9b2c5a74e1691b8d2c4a7e05f36",
    from: "Mautic <mautic@northgale.io>",
    subject: "Mautic password reset",
    date: "Tue, 29 Jul 2025 08:51:14 +0000",
    text: `Hi Sam,

A password reset was requested for your Mautic user (sreader). Click the link below to reset it:

https://marketing.northgale.io/s/passwordresetconfirm?token=0f83d9b2c5a74e1691b8d2c4a7e05f36

If you did not request this, you can ignore this message.
`,
    html: `<html><body style="font-family:'Open Sans',Helvetica,Arial,sans-serif;font-size:14px;color:#4e5d9d">
<p>Hi Sam,</p>
<p>A password reset was requested for your Mautic user (<strong>sreader</strong>). Click the link below to reset it:</p>
<p><a href="https://marketing.northgale.io/s/passwordresetconfirm?token=0f83d9b2c5a74e1691b8d2c4a7e05f36">https://marketing.northgale.io/s/passwordresetconfirm?token=0f83d9b2c5a74e1691b8d2c4a7e05f36</a></p>
<p>If you did not request this, you can ignore this message.</p>
</body></html>`,
  },

  // ------------------------------------------------------------ sylius
  {
    family: "sylius",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://shop.fellrunner-supply.com/en_GB/verify/f7K2mQ9xZr4Lw1Tb8Nc3",
    from: "Fellrunner Supply <shop@fellrunner-supply.com>",
    subject: "Email address verification",
    date: "Sat, 08 Mar 2025 12:04:33 +0000",
    text: `Hello!

To verify your email address, please visit:
https://shop.fellrunner-supply.com/en_GB/verify/f7K2mQ9xZr4Lw1Tb8Nc3

Thanks for shopping with us — members get free UK delivery on orders over £40.

Fellrunner Supply · Unit 4, Kentmere Mills, Kendal LA9 4PN
`,
    html: sylius(
      `<h2 style="margin:0 0 20px;font-size:22px;color:#1b1c1d">Email address verification</h2>
<p style="margin:0 0 16px">Hello!</p>
<p style="margin:0 0 24px">To verify your email address, please click the button below.</p>
<p style="text-align:center;margin:0 0 24px"><a href="https://shop.fellrunner-supply.com/en_GB/verify/f7K2mQ9xZr4Lw1Tb8Nc3" style="display:inline-block;background:#1abb9c;color:#fff;padding:12px 30px;text-decoration:none;border-radius:4px;font-weight:bold">Verify</a></p>
<p style="margin:0;font-size:13px;color:#767676">Members get free UK delivery on orders over £40.</p>`,
      "Fellrunner Supply · Unit 4, Kentmere Mills, Kendal LA9 4PN",
    ),
  },
  {
    family: "sylius",
    group: "oss",
    lang: "pl",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Herbaciarnia Liść <sklep@herbaciarnia-lisc.pl>",
    subject: "Potwierdzenie zamówienia #000004127",
    date: "Wed, 21 May 2025 19:36:08 +0200",
    text: `Dzień dobry,

dziękujemy za zamówienie nr #000004127 złożone 21.05.2025.

Sencha Kagoshima 100 g × 2 ..... 79,80 zł
Czajnik żeliwny 0,8 l × 1 ...... 149,00 zł
Dostawa: InPost Paczkomat ...... 13,99 zł
Razem: 242,79 zł

Zamówienie możesz śledzić w swoim koncie:
https://herbaciarnia-lisc.pl/pl_PL/account/orders/000004127

Herbaciarnia Liść, ul. Ruska 46, 50-079 Wrocław, tel. 71 555 30 22
`,
    html: sylius(
      `<h2 style="margin:0 0 20px;font-size:22px;color:#1b1c1d">Potwierdzenie zamówienia</h2>
<p style="margin:0 0 16px">Dzień dobry,</p>
<p style="margin:0 0 16px">dziękujemy za zamówienie nr <strong>#000004127</strong> złożone 21.05.2025.</p>
<table width="100%" cellpadding="6" style="border-collapse:collapse;font-size:14px;margin:0 0 20px">
<tr style="border-bottom:1px solid #eee"><td>Sencha Kagoshima 100 g × 2</td><td align="right">79,80 zł</td></tr>
<tr style="border-bottom:1px solid #eee"><td>Czajnik żeliwny 0,8 l × 1</td><td align="right">149,00 zł</td></tr>
<tr style="border-bottom:1px solid #eee"><td>Dostawa: InPost Paczkomat</td><td align="right">13,99 zł</td></tr>
<tr><td><strong>Razem</strong></td><td align="right"><strong>242,79 zł</strong></td></tr></table>
<p style="text-align:center"><a href="https://herbaciarnia-lisc.pl/pl_PL/account/orders/000004127" style="color:#1abb9c">Zobacz zamówienie</a></p>`,
      "Herbaciarnia Liść, ul. Ruska 46, 50-079 Wrocław, tel. 71 555 30 22",
    ),
    enc: "qp",
  },
  {
    family: "sylius",
    group: "oss",
    lang: "pl",
    kind: "reset-link",
    code: null,
    link: "https://herbaciarnia-lisc.pl/pl_PL/forgotten-password/Jx7Vp2Rk9Qm4Zt6Wb1Lc",
    from: "Herbaciarnia Liść <sklep@herbaciarnia-lisc.pl>",
    subject: "Resetowanie hasła",
    date: "Thu, 12 Jun 2025 07:49:55 +0200",
    text: `Witaj!

Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta.
Aby ustawić nowe hasło, otwórz link:
https://herbaciarnia-lisc.pl/pl_PL/forgotten-password/Jx7Vp2Rk9Qm4Zt6Wb1Lc

Jeśli to nie Ty, zignoruj tę wiadomość.

Herbaciarnia Liść, ul. Ruska 46, 50-079 Wrocław
`,
    html: sylius(
      `<h2 style="margin:0 0 20px;font-size:22px;color:#1b1c1d">Resetowanie hasła</h2>
<p style="margin:0 0 16px">Witaj!</p>
<p style="margin:0 0 24px">Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta. Aby ustawić nowe hasło, kliknij przycisk.</p>
<p style="text-align:center;margin:0 0 24px"><a href="https://herbaciarnia-lisc.pl/pl_PL/forgotten-password/Jx7Vp2Rk9Qm4Zt6Wb1Lc" style="display:inline-block;background:#1abb9c;color:#fff;padding:12px 30px;text-decoration:none;border-radius:4px;font-weight:bold">Resetuj</a></p>
<p style="margin:0;font-size:13px;color:#767676">Jeśli to nie Ty, zignoruj tę wiadomość.</p>`,
      "Herbaciarnia Liść, ul. Ruska 46, 50-079 Wrocław",
    ),
    enc: "b64",
  },

  // ------------------------------------------------------------ shopware
  {
    family: "shopware",
    group: "oss",
    lang: "de",
    kind: "verify-link",
    code: null,
    link:
      "https://www.kaffeeroesterei-brandt.de/registration/confirm?em=5e0a9c71b3d24f6e8a17c2d09b4f63e1&hash=Qm8tZr2Xw5Lp9Kv3Nc7Bd1Hs",
    from: "Kaffeerösterei Brandt <info@kaffeeroesterei-brandt.de>",
    subject: "Bitte bestätigen Sie Ihre Anmeldung bei Kaffeerösterei Brandt",
    date: "Sun, 19 Jan 2025 11:22:47 +0100",
    text: `Hallo Sam Reader,

vielen Dank für Ihre Anmeldung in unserem Shop.

Bitte bestätigen Sie die Registrierung über den nachfolgenden Link:
https://www.kaffeeroesterei-brandt.de/registration/confirm?em=5e0a9c71b3d24f6e8a17c2d09b4f63e1&hash=Qm8tZr2Xw5Lp9Kv3Nc7Bd1Hs

Durch diese Bestätigung erklären Sie sich ebenso damit einverstanden, dass wir Ihnen im Rahmen der Vertragserfüllung weitere E-Mails senden dürfen.

Kaffeerösterei Brandt GmbH
Hafenstraße 9, 48153 Münster
Telefon 0251 555 77 40
Amtsgericht Münster HRB 19283 · USt-IdNr. DE318554021
`,
    html: shopware(`<p>Hallo Sam Reader,<br><br>
vielen Dank für Ihre Anmeldung in unserem Shop.<br><br>
Bitte bestätigen Sie die Registrierung über den nachfolgenden Link:<br>
<a href="https://www.kaffeeroesterei-brandt.de/registration/confirm?em=5e0a9c71b3d24f6e8a17c2d09b4f63e1&amp;hash=Qm8tZr2Xw5Lp9Kv3Nc7Bd1Hs">Anmeldung abschließen</a><br><br>
Durch diese Bestätigung erklären Sie sich ebenso damit einverstanden, dass wir Ihnen im Rahmen der Vertragserfüllung weitere E-Mails senden dürfen.</p>`),
    enc: "qp",
  },
  {
    family: "shopware",
    group: "oss",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: "https://www.kaffeeroesterei-brandt.de/account/recover/password?hash=vT4nB8qY2mK6xR0pW3sL9dF1hJ5cZ7gU",
    from: "Kaffeerösterei Brandt <info@kaffeeroesterei-brandt.de>",
    subject: "Password Wiederherstellung",
    date: "Thu, 27 Feb 2025 21:09:03 +0100",
    text: `Hallo Sam Reader,

im Shop Kaffeerösterei Brandt wurde eine Anfrage gestellt, um Ihr Passwort zurückzusetzen.
Bitte bestätigen Sie den unten stehenden Link, um ein neues Passwort zu definieren.

Passwort zurücksetzen: https://www.kaffeeroesterei-brandt.de/account/recover/password?hash=vT4nB8qY2mK6xR0pW3sL9dF1hJ5cZ7gU

Dieser Link ist nur für die nächsten 2 Stunden gültig. Danach muss das Zurücksetzen des Passwortes erneut beantragt werden.
Falls Sie Ihr Passwort nicht zurücksetzen möchten, ignorieren Sie diese E-Mail - es wird dann keine Änderung vorgenommen.

Mit freundlichen Grüßen
Ihr Kaffeerösterei Brandt-Team
`,
    html: shopware(`<p>Hallo Sam Reader,<br><br>
im Shop Kaffeerösterei Brandt wurde eine Anfrage gestellt, um Ihr Passwort zurückzusetzen.
Bitte bestätigen Sie den unten stehenden Link, um ein neues Passwort zu definieren.<br><br>
<a href="https://www.kaffeeroesterei-brandt.de/account/recover/password?hash=vT4nB8qY2mK6xR0pW3sL9dF1hJ5cZ7gU">Passwort zurücksetzen</a><br><br>
Dieser Link ist nur für die nächsten 2 Stunden gültig. Danach muss das Zurücksetzen des Passwortes erneut beantragt werden.<br>
Falls Sie Ihr Passwort nicht zurücksetzen möchten, ignorieren Sie diese E-Mail - es wird dann keine Änderung vorgenommen.<br><br>
Mit freundlichen Grüßen<br>
Ihr Kaffeerösterei Brandt-Team</p>`),
    enc: "8bit",
  },
  {
    family: "shopware",
    group: "oss",
    lang: "de",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Kaffeerösterei Brandt <info@kaffeeroesterei-brandt.de>",
    subject: "Ihre Bestellung 10482 wurde versandt",
    date: "Tue, 04 Mar 2025 15:46:30 +0100",
    text: `Hallo Sam Reader,

der Lieferstatus Ihrer Bestellung bei Kaffeerösterei Brandt (Nummer: 10482) vom 02.03.2025 hat sich geändert.
Der neue Status lautet: Versandt.

Sendungsnummer: 00340434161094027318 (DHL)
Sendungsverfolgung: https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094027318

Espresso "Hafenblick" 1 kg, ganze Bohne × 2
Summe: 47,80 € inkl. 7 % MwSt.

Den aktuellen Status Ihrer Bestellung können Sie auch jederzeit auf unserer Webseite im Bereich "Mein Konto" - "Meine Bestellungen" abrufen:
https://www.kaffeeroesterei-brandt.de/account/order

Mit freundlichen Grüßen
Ihr Kaffeerösterei Brandt-Team
`,
    html: shopware(`<p>Hallo Sam Reader,<br><br>
der Lieferstatus Ihrer Bestellung bei Kaffeerösterei Brandt (Nummer: 10482) vom 02.03.2025 hat sich geändert.<br>
<strong>Der neue Status lautet: Versandt.</strong><br><br>
Sendungsnummer: <a href="https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094027318">00340434161094027318</a> (DHL)<br><br>
Espresso "Hafenblick" 1 kg, ganze Bohne × 2<br>
Summe: 47,80 € inkl. 7 % MwSt.<br><br>
Den aktuellen Status Ihrer Bestellung können Sie auch jederzeit auf unserer Webseite im Bereich <a href="https://www.kaffeeroesterei-brandt.de/account/order">"Mein Konto" - "Meine Bestellungen"</a> abrufen.<br><br>
Mit freundlichen Grüßen<br>
Ihr Kaffeerösterei Brandt-Team</p>`),
    enc: "qp",
  },

  // ------------------------------------------------------------ saleor
  {
    family: "saleor",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://store.orbitandoak.com/account-confirm/?email=sam.reader%40inbox.example&token=cr6f3a-4b1e9d07c25a8f6e3b1d",
    from: "Orbit & Oak <hello@orbitandoak.com>",
    subject: "Confirm your Orbit & Oak account",
    date: "Mon, 15 Sep 2025 20:14:09 -0400",
    text: `Hi!

Thanks for creating an account with Orbit & Oak. Please confirm your email address to activate it:

https://store.orbitandoak.com/account-confirm/?email=sam.reader%40inbox.example&token=cr6f3a-4b1e9d07c25a8f6e3b1d

If you didn't sign up, you can safely ignore this email.

Orbit & Oak · 410 Bleecker Street, New York, NY 10014
`,
    html: `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="background:#fafafa;margin:0;padding:0">
<table width="100%" bgcolor="#fafafa" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 0">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Inter,Arial,sans-serif;color:#111111">
<tr><td style="padding:32px 40px 8px"><img src="https://store.orbitandoak.com/static/logo-wordmark.png" alt="Orbit &amp; Oak" height="28"></td></tr>
<tr><td style="padding:16px 40px;font-size:15px;line-height:24px">
Hi!<br><br>
Thanks for creating an account with Orbit &amp; Oak. Please confirm your email address to activate it.
</td></tr>
<tr><td style="padding:8px 40px 24px"><a href="https://store.orbitandoak.com/account-confirm/?email=sam.reader%40inbox.example&amp;token=cr6f3a-4b1e9d07c25a8f6e3b1d" style="display:inline-block;background:#111111;color:#ffffff;text-decoration:none;padding:12px 24px;font-size:14px;letter-spacing:.04em;text-transform:uppercase">Confirm account</a></td></tr>
<tr><td style="padding:0 40px 32px;font-size:12px;color:#777">If you didn't sign up, you can safely ignore this email.</td></tr>
<tr><td style="padding:20px 40px;border-top:1px solid #eee;font-size:11px;color:#999">Orbit &amp; Oak · 410 Bleecker Street, New York, NY 10014 · <a href="https://store.orbitandoak.com/privacy" style="color:#999">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    html_enc: "qp",
  },
  {
    family: "saleor",
    group: "oss",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Orbit & Oak <hello@orbitandoak.com>",
    subject: "Your order #1187 is on its way",
    date: "Thu, 25 Sep 2025 13:02:55 -0400",
    text: `Good news, Sam!

Order #1187 has shipped.

Carrier: UPS Ground
Tracking number: 1Z 999 AA1 01 2345 6784
Estimated delivery: Tue, Sep 30

Walnut desk organiser (L) x1   $89.00
Brass pen tray x2              $48.00
Shipping                        $0.00
Total                         $137.00

Track your parcel: https://www.ups.com/track?tracknum=1Z999AA10123456784
Order details: https://store.orbitandoak.com/account/orders/UGFja2FnZTox/

Orbit & Oak · 410 Bleecker Street, New York, NY 10014
`,
    html: `<!doctype html><html><body style="background:#fafafa;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 0">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Inter,Arial,sans-serif;color:#111">
<tr><td style="padding:32px 40px 8px"><img src="https://store.orbitandoak.com/static/logo-wordmark.png" alt="Orbit &amp; Oak" height="28"></td></tr>
<tr><td style="padding:16px 40px;font-size:15px;line-height:24px"><strong>Good news, Sam!</strong><br>Order #1187 has shipped.</td></tr>
<tr><td style="padding:0 40px 16px;font-size:14px">Carrier: UPS Ground<br>Tracking number: <a href="https://www.ups.com/track?tracknum=1Z999AA10123456784" style="color:#111">1Z 999 AA1 01 2345 6784</a><br>Estimated delivery: Tue, Sep 30</td></tr>
<tr><td style="padding:0 40px 16px"><table width="100%" style="font-size:14px;border-top:1px solid #eee">
<tr><td style="padding:8px 0">Walnut desk organiser (L) x1</td><td align="right">$89.00</td></tr>
<tr><td style="padding:8px 0">Brass pen tray x2</td><td align="right">$48.00</td></tr>
<tr><td style="padding:8px 0">Shipping</td><td align="right">$0.00</td></tr>
<tr><td style="padding:8px 0;border-top:1px solid #eee"><strong>Total</strong></td><td align="right" style="border-top:1px solid #eee"><strong>$137.00</strong></td></tr></table></td></tr>
<tr><td style="padding:0 40px 32px"><a href="https://store.orbitandoak.com/account/orders/UGFja2FnZTox/" style="display:inline-block;background:#111;color:#fff;text-decoration:none;padding:12px 24px;font-size:14px">View order</a></td></tr>
<tr><td style="padding:20px 40px;border-top:1px solid #eee;font-size:11px;color:#999">Orbit &amp; Oak · 410 Bleecker Street, New York, NY 10014</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },

  // ------------------------------------------------------------ zammad
  {
    family: "zammad",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://helpdesk.quarrybank-housing.org/#password_reset_verify/Ks9XvTq3Lm0bRw8NpY2dZa6EhC4uJf1G",
    from: "Quarrybank Housing Helpdesk <helpdesk@quarrybank-housing.org>",
    subject: "Forgot password",
    date: "Tue, 10 Jun 2025 08:22:19 +0100",
    text: `Hi Sam,

We received a request to reset the password for your account on Quarrybank Housing Helpdesk.

If you want to do this, click on the link below. If not, simply ignore this message.

https://helpdesk.quarrybank-housing.org/#password_reset_verify/Ks9XvTq3Lm0bRw8NpY2dZa6EhC4uJf1G

Your Quarrybank Housing Helpdesk Team

--
Powered by Zammad
`,
    html: zammad(`<div>Hi Sam,</div><div><br></div>
<div>We received a request to reset the password for your account on <b>Quarrybank Housing Helpdesk</b>.</div><div><br></div>
<div>If you want to do this, click on the link below. If not, simply ignore this message.</div><div><br></div>
<div><a href="https://helpdesk.quarrybank-housing.org/#password_reset_verify/Ks9XvTq3Lm0bRw8NpY2dZa6EhC4uJf1G">https://helpdesk.quarrybank-housing.org/#password_reset_verify/Ks9XvTq3Lm0bRw8NpY2dZa6EhC4uJf1G</a></div><div><br></div>
<div>Your Quarrybank Housing Helpdesk Team</div>`),
    html_enc: "qp",
  },
  {
    family: "zammad",
    group: "oss",
    lang: "de",
    kind: "ticket-updated",
    code: null,
    link: null,
    from: "IT-Service Stadtbibliothek <it-service@stabi-wendelstein.de>",
    subject: "Ticket aktualisiert (Drucker im Lesesaal 2 druckt nur leere Seiten) [Ticket#20251043]",
    date: "Wed, 15 Oct 2025 11:47:05 +0200",
    text: `Hallo Sam,

das Ticket (Drucker im Lesesaal 2 druckt nur leere Seiten) wurde von "Tobias Renner" aktualisiert.

Änderungen:
  Status: offen -> warten auf Erinnerung
  Erinnerung: 17.10.2025 09:00

Information:
Toner bestellt (Bestellnr. 4500218877), Lieferung laut Händler Donnerstag. Bis dahin bitte Drucker EG nutzen.

https://helpdesk.stabi-wendelstein.de/#ticket/zoom/1043

Ihr Zammad Helpdesk

--
Sie erhalten diese E-Mail, weil Sie Teil der Gruppe "Bibliothek IT" sind.
Benachrichtigungen verwalten: https://helpdesk.stabi-wendelstein.de/#profile/notifications
`,
    html: zammad(`<div>Hallo Sam,</div><div><br></div>
<div>das Ticket (<b>Drucker im Lesesaal 2 druckt nur leere Seiten</b>) wurde von "<b>Tobias Renner</b>" aktualisiert.</div><div><br></div>
<div>Änderungen:</div>
<div>&nbsp;&nbsp;Status: offen -&gt; warten auf Erinnerung<br>&nbsp;&nbsp;Erinnerung: 17.10.2025 09:00</div><div><br></div>
<div>Information:</div>
<blockquote type="cite" style="border-left:5px solid #ccc;padding:0 0 0 10px;margin:0 0 10px">Toner bestellt (Bestellnr. 4500218877), Lieferung laut Händler Donnerstag. Bis dahin bitte Drucker EG nutzen.</blockquote>
<div><a href="https://helpdesk.stabi-wendelstein.de/#ticket/zoom/1043" style="display:inline-block;margin:10px 0;padding:6px 14px;background:#38ad69;color:#fff;text-decoration:none;border-radius:3px">Ticket ansehen</a></div>
<div style="font-size:11px;color:#a9a9a9;margin-top:20px">Sie erhalten diese E-Mail, weil Sie Teil der Gruppe "Bibliothek IT" sind. <a href="https://helpdesk.stabi-wendelstein.de/#profile/notifications" style="color:#a9a9a9">Benachrichtigungen verwalten</a></div>`),
    enc: "qp",
  },
  {
    family: "zammad",
    group: "oss",
    lang: "nl",
    kind: "verify-link",
    code: null,
    link: "https://support.fietsmakerij-vos.nl/#email_verify/7dQw2Rz9Xk4Bn1Lp6Ms8Tv3Hy0Jc5Fa",
    from: "Fietsmakerij Vos Support <support@fietsmakerij-vos.nl>",
    subject: "Welkom bij Fietsmakerij Vos Support!",
    date: "Fri, 21 Mar 2025 16:30:44 +0100",
    text: `Hallo Sam,

Bedankt voor je aanmelding bij Fietsmakerij Vos Support.

Bevestig je e-mailadres door op onderstaande link te klikken:

https://support.fietsmakerij-vos.nl/#email_verify/7dQw2Rz9Xk4Bn1Lp6Ms8Tv3Hy0Jc5Fa

Daarna kun je je reparatieaanvragen volgen en direct reageren.

Je Fietsmakerij Vos Support-team
Zeedijk 118, 1012 BB Amsterdam · 020 555 3871

--
Powered by Zammad
`,
    html: zammad(`<div>Hallo Sam,</div><div><br></div>
<div>Bedankt voor je aanmelding bij <b>Fietsmakerij Vos Support</b>.</div><div><br></div>
<div>Bevestig je e-mailadres door op onderstaande link te klikken:</div><div><br></div>
<div><a href="https://support.fietsmakerij-vos.nl/#email_verify/7dQw2Rz9Xk4Bn1Lp6Ms8Tv3Hy0Jc5Fa">https://support.fietsmakerij-vos.nl/#email_verify/7dQw2Rz9Xk4Bn1Lp6Ms8Tv3Hy0Jc5Fa</a></div><div><br></div>
<div>Daarna kun je je reparatieaanvragen volgen en direct reageren.</div><div><br></div>
<div>Je Fietsmakerij Vos Support-team<br>Zeedijk 118, 1012 BB Amsterdam · 020 555 3871</div>`),
    enc: "8bit",
  },

  // ------------------------------------------------------------ glpi
  {
    family: "glpi",
    group: "oss",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link:
      "https://parc.mairie-saint-aubin.fr/front/lostpassword.php?password_forget_token=3c91e5a07b2d4f68a1e0c73b95d24f8a6e0b1c72",
    from: "GLPI Mairie de Saint-Aubin <glpi@mairie-saint-aubin.fr>",
    subject: "[GLPI] Oubli du mot de passe",
    date: "Mon, 07 Apr 2025 09:58:31 +0200",
    text: `Vous avez demandé la réinitialisation de votre mot de passe GLPI.

Identifiant : s.reader
Adresse : sam.reader@inbox.example

Pour définir un nouveau mot de passe, suivez ce lien :
https://parc.mairie-saint-aubin.fr/front/lostpassword.php?password_forget_token=3c91e5a07b2d4f68a1e0c73b95d24f8a6e0b1c72

Ce lien est valable jusqu'au 2025-04-08 09:58.

--
Service informatique – Mairie de Saint-Aubin – 02 41 55 60 12
Généré automatiquement par GLPI 10.0.18
`,
    html:
      `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>[GLPI] Oubli du mot de passe</title>
<style type="text/css">body{font-family:Verdana,Arial,sans-serif;font-size:12px}</style></head>
<body>
<p>Vous avez demandé la réinitialisation de votre mot de passe GLPI.</p>
<p><b>Identifiant :</b> s.reader<br><b>Adresse :</b> sam.reader@inbox.example</p>
<p>Pour définir un nouveau mot de passe, suivez ce lien :<br>
<a title="Réinitialiser le mot de passe" href="https://parc.mairie-saint-aubin.fr/front/lostpassword.php?password_forget_token=3c91e5a07b2d4f68a1e0c73b95d24f8a6e0b1c72">https://parc.mairie-saint-aubin.fr/front/lostpassword.php?password_forget_token=3c91e5a07b2d4f68a1e0c73b95d24f8a6e0b1c72</a></p>
<p>Ce lien est valable jusqu'au 2025-04-08 09:58.</p>
<p>--<br>Service informatique – Mairie de Saint-Aubin – 02 41 55 60 12<br>Généré automatiquement par GLPI 10.0.18</p>
</body></html>`,
    enc: "qp",
  },
  {
    family: "glpi",
    group: "oss",
    lang: "fr",
    kind: "ticket-new",
    code: null,
    link: null,
    from: "GLPI Mairie de Saint-Aubin <glpi@mairie-saint-aubin.fr>",
    subject: "[GLPI #0002417] Nouveau ticket Poste accueil : écran noir au démarrage",
    date: "Thu, 10 Apr 2025 08:14:02 +0200",
    text: `URL : https://parc.mairie-saint-aubin.fr/index.php?redirect=ticket_2417&noAUTO=1

Ticket : Description

Titre : Poste accueil : écran noir au démarrage
Demandeurs : Sam Reader
Ouvert le : 2025-04-10 08:13
Source de la demande : Formulaire
Associé à l'élément : PC-ACC-03 (n° inventaire 2019-0147)
Urgence : Haute
Catégorie : Matériel > Poste de travail
Description : Depuis ce matin l'écran reste noir après le logo. Usagers en attente au guichet.

Nombre de suivis : 0
Nombre de tâches : 0

--
Généré automatiquement par GLPI 10.0.18
`,
    html: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:Verdana,Arial,sans-serif;font-size:12px">
<div>URL : <a href="https://parc.mairie-saint-aubin.fr/index.php?redirect=ticket_2417&amp;noAUTO=1">https://parc.mairie-saint-aubin.fr/index.php?redirect=ticket_2417&amp;noAUTO=1</a></div>
<p><span style="color:#8b8c8f;font-weight:bold;text-decoration:underline">Ticket :</span> Description</p>
<table cellpadding="3" style="font-size:12px">
<tr><td style="color:#8b8c8f;font-weight:bold">Titre :</td><td>Poste accueil : écran noir au démarrage</td></tr>
<tr><td style="color:#8b8c8f;font-weight:bold">Demandeurs :</td><td>Sam Reader</td></tr>
<tr><td style="color:#8b8c8f;font-weight:bold">Ouvert le :</td><td>2025-04-10 08:13</td></tr>
<tr><td style="color:#8b8c8f;font-weight:bold">Source de la demande :</td><td>Formulaire</td></tr>
<tr><td style="color:#8b8c8f;font-weight:bold">Associé à l'élément :</td><td>PC-ACC-03 (n° inventaire 2019-0147)</td></tr>
<tr><td style="color:#8b8c8f;font-weight:bold">Urgence :</td><td>Haute</td></tr>
<tr><td style="color:#8b8c8f;font-weight:bold">Catégorie :</td><td>Matériel &gt; Poste de travail</td></tr>
<tr><td style="color:#8b8c8f;font-weight:bold">Description :</td><td>Depuis ce matin l'écran reste noir après le logo. Usagers en attente au guichet.</td></tr>
</table>
<p>Nombre de suivis : 0<br>Nombre de tâches : 0</p>
<p>--<br>Généré automatiquement par GLPI 10.0.18</p>
</body></html>`,
    enc: "b64",
  },

  // ------------------------------------------------------------ espocrm
  {
    family: "espocrm",
    group: "oss",
    lang: "en",
    kind: "2fa-code",
    code: "604918",
    link: null,
    from: "Meridian Lettings CRM <crm@meridianlettings.co.uk>",
    subject: "Code for 2-factor authentication",
    date: "Mon, 12 May 2025 07:59:48 +0100",
    text: `Code for 2-factor authentication:

604918

The code is valid for 10 minutes. If you did not try to log in, change your password.
`,
    html: `<p>Code for 2-factor authentication:</p>
<p><span style="font-size: 1.4em; font-weight: bold; letter-spacing: 0.1em">604918</span></p>
<p style="color:#777">The code is valid for 10 minutes. If you did not try to log in, change your password.</p>`,
  },
  {
    family: "espocrm",
    group: "oss",
    lang: "it",
    kind: "reset-link",
    code: null,
    link: "https://crm.studiolegale-ferraro.it/?entryPoint=changePassword&id=6821f3a9c0d4e57b2",
    from: "EspoCRM Studio Ferraro <crm@studiolegale-ferraro.it>",
    subject: "Richiesta di modifica della password",
    date: "Wed, 30 Jul 2025 18:25:33 +0200",
    text: `Hai richiesto di modificare la password per l'utente s.reader.

Per impostare una nuova password, apri il link qui sotto:
https://crm.studiolegale-ferraro.it/?entryPoint=changePassword&id=6821f3a9c0d4e57b2

Il link è valido per 3 ore. Se non hai fatto tu la richiesta, ignora questo messaggio.

Studio Legale Ferraro – Via dei Mille 22, 80121 Napoli – tel. 081 555 2041
`,
    html: `<p>Hai richiesto di modificare la password per l'utente <b>s.reader</b>.</p>
<p>Per impostare una nuova password, apri il link qui sotto:</p>
<p><a href="https://crm.studiolegale-ferraro.it/?entryPoint=changePassword&amp;id=6821f3a9c0d4e57b2">https://crm.studiolegale-ferraro.it/?entryPoint=changePassword&amp;id=6821f3a9c0d4e57b2</a></p>
<p>Il link è valido per 3 ore. Se non hai fatto tu la richiesta, ignora questo messaggio.</p>
<hr style="border:0;border-top:1px solid #ddd">
<p style="font-size:11px;color:#888">Studio Legale Ferraro – Via dei Mille 22, 80121 Napoli – tel. 081 555 2041</p>`,
    enc: "qp",
  },

  // ------------------------------------------------------------ twenty-crm
  {
    family: "twenty-crm",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://crm.ashgrove.ventures/invite/4b8f1e62-0c7a-49d3-b5e2-7a91c3d0f658?inviteToken=r7Tz2Kq9Wm4Xb1Lp&email=sam.reader%40inbox.example",
    from: "Twenty <noreply@ashgrove.ventures>",
    subject: "Join your team on Twenty",
    date: "Tue, 19 Aug 2025 14:36:21 +0000",
    text: `Join your team on Twenty

Lena Okoye (lena@ashgrove.ventures) has invited you to join a workspace called Ashgrove Ventures.

Accept invite: https://crm.ashgrove.ventures/invite/4b8f1e62-0c7a-49d3-b5e2-7a91c3d0f658?inviteToken=r7Tz2Kq9Wm4Xb1Lp&email=sam.reader%40inbox.example

Twenty.com Public Benefit Corporation
2261 Market Street #5275
San Francisco, CA 94114
`,
    html: twenty(`<h1 style="font-size:24px;font-weight:600;color:#333333;margin:0 0 24px">Join your team on Twenty</h1>
<table role="presentation" style="margin:0 0 16px"><tr><td style="width:40px"><img src="https://crm.ashgrove.ventures/files/workspace-logo/ashgrove.png" width="32" height="32" alt="Ashgrove Ventures" style="border-radius:4px"></td>
<td style="font-size:13px;color:#666">Ashgrove Ventures</td></tr></table>
<p style="font-size:13px;line-height:20px;color:#333;margin:0 0 24px"><strong>Lena Okoye</strong> (<a href="mailto:lena@ashgrove.ventures" style="color:#5e90f2">lena@ashgrove.ventures</a>) has invited you to join a workspace called <strong>Ashgrove Ventures</strong>.</p>
<a href="https://crm.ashgrove.ventures/invite/4b8f1e62-0c7a-49d3-b5e2-7a91c3d0f658?inviteToken=r7Tz2Kq9Wm4Xb1Lp&amp;email=sam.reader%40inbox.example" style="display:inline-block;background:#ffffff;border:1px solid #d6d6d6;border-radius:8px;color:#333;font-size:13px;font-weight:600;padding:8px 16px;text-decoration:none">Accept invite</a>`),
    html_enc: "qp",
  },
  {
    family: "twenty-crm",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://crm.ashgrove.ventures/verify-email?emailVerificationToken=Hq5Nz8Rx1Vb4Tk7Mw0Lc3Dp6&email=sam.reader%40inbox.example",
    from: "Twenty <noreply@ashgrove.ventures>",
    subject: "Welcome to Twenty: Please Confirm Your Email",
    date: "Tue, 19 Aug 2025 14:41:09 +0000",
    text: `Confirm your email address

Thanks for registering for an account on Twenty! Before we get started, we just need to confirm that this is you. Click above to verify your email address.

Verify Email: https://crm.ashgrove.ventures/verify-email?emailVerificationToken=Hq5Nz8Rx1Vb4Tk7Mw0Lc3Dp6&email=sam.reader%40inbox.example

Twenty.com Public Benefit Corporation
2261 Market Street #5275
San Francisco, CA 94114
`,
    html: twenty(
      `<h1 style="font-size:24px;font-weight:600;color:#333333;margin:0 0 24px">Confirm your email address</h1>
<a href="https://crm.ashgrove.ventures/verify-email?emailVerificationToken=Hq5Nz8Rx1Vb4Tk7Mw0Lc3Dp6&amp;email=sam.reader%40inbox.example" style="display:inline-block;background:#ffffff;border:1px solid #d6d6d6;border-radius:8px;color:#333;font-size:13px;font-weight:600;padding:8px 16px;text-decoration:none">Verify Email</a>
<p style="font-size:13px;line-height:20px;color:#333;margin:24px 0 0">Thanks for registering for an account on Twenty! Before we get started, we just need to confirm that this is you. Click above to verify your email address.</p>`,
    ),
  },

  // ------------------------------------------------------------ documenso
  {
    family: "documenso",
    group: "oss",
    lang: "en",
    kind: "sign-invite-link",
    code: null,
    link: "https://sign.harbourlight-events.com/sign/ZxQ4r8Tn2Lw6Vb1Mk9Hp3Ys7",
    from: "Marcus Adeyemi via Documenso <noreply@sign.harbourlight-events.com>",
    subject: "Please sign this document",
    date: "Thu, 04 Sep 2025 10:18:37 +0100",
    text: `Marcus Adeyemi has invited you to sign "Venue hire agreement - 14 Nov 2025.pdf"

Continue by signing the document.

Sign Document: https://sign.harbourlight-events.com/sign/ZxQ4r8Tn2Lw6Vb1Mk9Hp3Ys7

Marcus Adeyemi (marcus@harbourlight-events.com)
"Hi Sam, here's the hire agreement for the Pier Room (deposit £450). Shout if anything looks off."

This document was sent using Documenso.
Documenso, Inc.
2261 Market Street, #5211, San Francisco, CA 94114, USA
`,
    html: documenso(
      `<table role="presentation" width="100%"><tr><td align="center"><img src="https://sign.harbourlight-events.com/static/document.png" width="120" alt="Document"></td></tr></table>
<p style="text-align:center;font-size:18px;font-weight:600;color:#0f172a;margin:24px 0 0">Marcus Adeyemi has invited you to sign<br>"Venue hire agreement - 14 Nov 2025.pdf"</p>
<p style="text-align:center;font-size:16px;color:#64748b;margin:8px 0 0">Continue by signing the document.</p>
<p style="text-align:center;margin:24px 0"><a href="https://sign.harbourlight-events.com/sign/ZxQ4r8Tn2Lw6Vb1Mk9Hp3Ys7" style="display:inline-block;background:#a2e771;border-radius:8px;color:#0f172a;font-size:14px;font-weight:500;padding:12px 24px;text-decoration:none">Sign Document</a></p>
<hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:14px;color:#0f172a;margin:0"><strong>Marcus Adeyemi</strong> (<a href="mailto:marcus@harbourlight-events.com" style="color:#64748b">marcus@harbourlight-events.com</a>)</p>
<p style="font-size:14px;color:#64748b;margin:8px 0 0">Hi Sam, here's the hire agreement for the Pier Room (deposit £450). Shout if anything looks off.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "documenso",
    group: "oss",
    lang: "en",
    kind: "document-completed",
    code: null,
    link: null,
    from: "Documenso <noreply@sign.harbourlight-events.com>",
    subject: "Signing Complete!",
    date: "Fri, 05 Sep 2025 16:02:11 +0100",
    text: `Completed

"Venue hire agreement - 14 Nov 2025.pdf" was signed by all signers.

Signers: Marcus Adeyemi, Sam Reader
Completed on: 5 September 2025, 16:01 BST

A copy of the signed document is attached to this email. You can also download it here:
https://sign.harbourlight-events.com/sign/ZxQ4r8Tn2Lw6Vb1Mk9Hp3Ys7/complete

This document was sent using Documenso.
Documenso, Inc.
2261 Market Street, #5211, San Francisco, CA 94114, USA
`,
    html: documenso(
      `<table role="presentation" width="100%"><tr><td align="center"><img src="https://sign.harbourlight-events.com/static/completed.png" width="120" alt="Completed"></td></tr></table>
<p style="text-align:center;margin:16px 0 0"><span style="display:inline-block;background:#f0fdf4;color:#15803d;font-size:14px;font-weight:600;padding:4px 12px;border-radius:999px">&#10003; Completed</span></p>
<p style="text-align:center;font-size:18px;font-weight:600;color:#0f172a;margin:16px 0 0">"Venue hire agreement - 14 Nov 2025.pdf" was signed by all signers</p>
<p style="text-align:center;font-size:14px;color:#64748b;margin:8px 0 0">Marcus Adeyemi, Sam Reader &middot; 5 September 2025, 16:01 BST</p>
<p style="text-align:center;margin:24px 0"><a href="https://sign.harbourlight-events.com/sign/ZxQ4r8Tn2Lw6Vb1Mk9Hp3Ys7/complete" style="display:inline-block;background:#f8fafc;border:1px solid #e2e8f0;border-radius:8px;color:#0f172a;font-size:14px;padding:10px 20px;text-decoration:none">Download</a></p>`,
    ),
    enc: "b64",
    attachment: [
      "Venue hire agreement - 14 Nov 2025_signed.pdf",
      "application/pdf",
      "%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ------------------------------------------------------------ infisical
  {
    family: "infisical",
    group: "oss",
    lang: "en",
    kind: "verify-code",
    code: "731864",
    link: null,
    from: "Infisical <team@secrets.norrland-robotics.se>",
    subject: "Infisical confirmation code",
    date: "Mon, 24 Feb 2025 09:03:27 +0000",
    text: `Confirm your email address

Your confirmation code is below — enter it in the browser window where you've started signing up for Infisical.

731864

Questions about setting up Infisical? Email us at support@infisical.com

This email was sent from the Infisical instance at https://secrets.norrland-robotics.se
`,
    html: infisical(
      "Verify your email address to continue with Infisical.",
      `<h1 style="color:#000000;font-size:18px;line-height:28px;text-align:center;font-weight:400;margin:0 0 24px"><strong>Confirm your email address</strong></h1>
<p style="font-size:14px;line-height:24px;color:#000;text-align:center;margin:0 0 16px">Your confirmation code is below — enter it in the browser window where you've started signing up for Infisical.</p>
<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="background-color:#f3f4f6;border-radius:8px;margin:0 0 24px"><tbody><tr><td style="padding:20px 0;text-align:center">
<p style="font-size:24px;line-height:24px;margin:0;font-weight:700;letter-spacing:0.2em;color:#000">731864</p>
</td></tr></tbody></table>
<p style="font-size:14px;line-height:24px;color:#4b5563;text-align:center;margin:0">Questions about setting up Infisical? Email us at <a href="mailto:support@infisical.com" style="color:#65a30d">support@infisical.com</a></p>`,
      "https://secrets.norrland-robotics.se",
    ),
    html_enc: "qp",
  },
  {
    family: "infisical",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://secrets.norrland-robotics.se/signupinvite?token=9f2b7c41e0d85a63&to=sam.reader%40inbox.example&organization_id=6e4d1a90-3c2b-47f8-b5e1-0a9d8c7f6b23",
    from: "Infisical <team@secrets.norrland-robotics.se>",
    subject: "Ingrid Holm has invited you to join Norrland Robotics on Infisical",
    date: "Mon, 24 Feb 2025 08:57:10 +0000",
    text: `Join your organization on Infisical

Ingrid Holm (ingrid.holm@norrland-robotics.se) has invited you to collaborate on Norrland Robotics.

Accept invite:
https://secrets.norrland-robotics.se/signupinvite?token=9f2b7c41e0d85a63&to=sam.reader%40inbox.example&organization_id=6e4d1a90-3c2b-47f8-b5e1-0a9d8c7f6b23

This invite is valid for 1 day. If you weren't expecting it, you can ignore this email.

This email was sent from the Infisical instance at https://secrets.norrland-robotics.se
`,
    html: infisical(
      "Accept an invitation to join Norrland Robotics on Infisical",
      `<h1 style="color:#000000;font-size:18px;line-height:28px;text-align:center;font-weight:400;margin:0 0 24px">You've been invited to join <strong>Norrland Robotics</strong> on <strong>Infisical</strong></h1>
<p style="font-size:14px;line-height:24px;color:#000;text-align:center;margin:0 0 24px"><strong>Ingrid Holm</strong> (<a href="mailto:ingrid.holm@norrland-robotics.se" style="color:#65a30d">ingrid.holm@norrland-robotics.se</a>) has invited you to collaborate on <strong>Norrland Robotics</strong>.</p>
<p style="text-align:center;margin:0 0 24px"><a href="https://secrets.norrland-robotics.se/signupinvite?token=9f2b7c41e0d85a63&amp;to=sam.reader%40inbox.example&amp;organization_id=6e4d1a90-3c2b-47f8-b5e1-0a9d8c7f6b23" style="display:inline-block;background-color:#ebf852;border-radius:6px;color:#000;font-size:14px;font-weight:600;padding:10px 20px;text-decoration:none">Accept Invite</a></p>
<p style="font-size:12px;line-height:20px;color:#6b7280;text-align:center;margin:0">This invite is valid for 1 day. If you weren't expecting it, you can ignore this email.</p>`,
      "https://secrets.norrland-robotics.se",
    ),
    enc: "b64",
  },
  {
    family: "infisical",
    group: "oss",
    lang: "en",
    kind: "mfa-code",
    code: "218590",
    link: null,
    from: "Infisical <noreply@vault.quillhaven.dev>",
    subject: "Infisical MFA code",
    date: "Thu, 10 Jul 2025 22:31:45 +0000",
    text: `MFA code

Enter the MFA code shown below in the browser where you started sign-in.

218590

Not you? Contact your administrator or reset your password.
Sign-in attempt from 81.224.17.203 (Stockholm, SE), Firefox on Linux.
`,
    html: infisical(
      "Sign-in attempt requires further verification",
      `<h1 style="color:#000000;font-size:18px;line-height:28px;text-align:center;font-weight:400;margin:0 0 24px"><strong>MFA code</strong></h1>
<p style="font-size:14px;line-height:24px;color:#000;text-align:center;margin:0 0 16px">Enter the MFA code shown below in the browser where you started sign-in.</p>
<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="background-color:#f3f4f6;border-radius:8px;margin:0 0 24px"><tbody><tr><td style="padding:20px 0;text-align:center">
<p style="font-size:24px;line-height:24px;margin:0;font-weight:700;letter-spacing:0.2em;color:#000">218590</p>
</td></tr></tbody></table>
<p style="font-size:14px;line-height:24px;color:#4b5563;text-align:center;margin:0">Not you? Contact your administrator or <a href="https://vault.quillhaven.dev/verify-email" style="color:#65a30d">reset your password</a>.<br/>Sign-in attempt from 81.224.17.203 (Stockholm, SE), Firefox on Linux.</p>`,
      "https://vault.quillhaven.dev",
    ),
  },

  // ------------------------------------------------------------ rallly
  {
    family: "rallly",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: "584201",
    link: null,
    from: "Rallly <no-reply@meet.cobbleway.club>",
    subject: "584201 is your 6-digit code",
    date: "Wed, 16 Apr 2025 19:08:52 +0000",
    text: `Login

Use this code to log in to Rallly:

584 201

This code is valid for 15 minutes.

You're receiving this email because a request was made to log in to Rallly. If this wasn't you, let us know by replying to this email.

Rallly — scheduling for the Cobbleway Cycling Club
https://meet.cobbleway.club
`,
    html: rallly(
      "Use this code to log in to Rallly",
      `<h1 style="font-size:24px;font-weight:700;color:#111827;margin:0 0 16px">Login</h1>
<p style="font-size:16px;line-height:26px;color:#374151;margin:0 0 16px">Use this code to log in to Rallly:</p>
<table role="presentation" width="100%" style="background:#f3f4f6;border-radius:6px;margin:0 0 16px"><tr><td style="padding:16px 0;text-align:center">
<p style="font-size:32px;font-weight:700;letter-spacing:8px;color:#111827;margin:0">584 201</p>
<p style="font-size:13px;color:#6b7280;margin:6px 0 0">This code is valid for 15 minutes</p></td></tr></table>
<p style="font-size:13px;line-height:20px;color:#6b7280;margin:0">You're receiving this email because a request was made to log in to Rallly. If this wasn't you, let us know by replying to this email.</p>`,
      "https://meet.cobbleway.club",
    ),
    enc: "qp",
  },
  {
    family: "rallly",
    group: "oss",
    lang: "es",
    kind: "verify-code",
    code: "903417",
    link: null,
    from: "Rallly <no-reply@quedadas.ateneo-sur.es>",
    subject: "Confirma tu correo electrónico",
    date: "Sat, 07 Jun 2025 11:46:14 +0200",
    text: `Confirma tu correo electrónico

Usa este código para confirmar tu dirección y crear tu cuenta:

903 417

El código es válido durante 15 minutos.

Recibes este correo porque alguien se registró en Rallly con esta dirección. Si no has sido tú, ignóralo.

https://quedadas.ateneo-sur.es
`,
    html: rallly(
      "Tu código de verificación",
      `<h1 style="font-size:24px;font-weight:700;color:#111827;margin:0 0 16px">Confirma tu correo electrónico</h1>
<p style="font-size:16px;line-height:26px;color:#374151;margin:0 0 16px">Usa este código para confirmar tu dirección y crear tu cuenta:</p>
<table role="presentation" width="100%" style="background:#f3f4f6;border-radius:6px;margin:0 0 16px"><tr><td style="padding:16px 0;text-align:center">
<p style="font-size:32px;font-weight:700;letter-spacing:8px;color:#111827;margin:0">903 417</p>
<p style="font-size:13px;color:#6b7280;margin:6px 0 0">El código es válido durante 15 minutos</p></td></tr></table>
<p style="font-size:13px;line-height:20px;color:#6b7280;margin:0">Recibes este correo porque alguien se registró en Rallly con esta dirección. Si no has sido tú, ignóralo.</p>`,
      "https://quedadas.ateneo-sur.es",
    ),
    enc: "b64",
  },
  {
    family: "rallly",
    group: "oss",
    lang: "en",
    kind: "new-response",
    code: null,
    link: null,
    from: "Rallly <no-reply@meet.cobbleway.club>",
    subject: "Tomás has responded to Autumn audax recce",
    date: "Thu, 18 Sep 2025 07:22:03 +0000",
    text: `Tomás has responded to Autumn audax recce.

Go to poll: https://meet.cobbleway.club/poll/Lk8rN2vQa1Zt

So far 7 participants. Saturday 4 Oct, 07:30 has the most votes (6).

You are receiving this email because you are the organizer of this poll or you are following it.
Unsubscribe: https://meet.cobbleway.club/auth/disable-notifications?token=eyJhbGciOiJIUzI1NiJ9.cG9sbDpMazhyTjJ2UWExWnQ.r4nd0mSig
`,
    html: rallly(
      "Tomás has responded to Autumn audax recce",
      `<p style="font-size:16px;line-height:26px;color:#374151;margin:0 0 16px"><strong>Tomás</strong> has responded to <strong>Autumn audax recce</strong>.</p>
<p style="margin:0 0 16px"><a href="https://meet.cobbleway.club/poll/Lk8rN2vQa1Zt" style="display:inline-block;background:#4f46e5;color:#fff;border-radius:6px;padding:10px 18px;font-size:14px;font-weight:600;text-decoration:none">Go to poll &rarr;</a></p>
<p style="font-size:14px;color:#6b7280;margin:0 0 16px">So far 7 participants. Saturday 4 Oct, 07:30 has the most votes (6).</p>
<p style="font-size:12px;line-height:18px;color:#9ca3af;margin:0">You are receiving this email because you are the organizer of this poll or you are following it. <a href="https://meet.cobbleway.club/auth/disable-notifications?token=eyJhbGciOiJIUzI1NiJ9.cG9sbDpMazhyTjJ2UWExWnQ.r4nd0mSig" style="color:#9ca3af">Unsubscribe</a></p>`,
      "https://meet.cobbleway.club",
    ),
  },

  // ------------------------------------------------------------ passbolt
  {
    family: "passbolt",
    group: "oss",
    lang: "en",
    kind: "setup-invite-link",
    code: null,
    link:
      "https://pass.kilnworks-agency.com/setup/start/0c6e2b8a-91f4-4d37-a5e0-3b7d8f2c1e96/5f1a9d04-7c3e-4b28-b6e1-d09a2c8f47b3",
    from: "Passbolt <passbolt@kilnworks-agency.com>",
    subject: "Welcome to passbolt, Sam!",
    date: "Tue, 01 Apr 2025 10:40:18 +0100",
    text: `Rhiannon Price (rhiannon@kilnworks-agency.com) just created an account for you on passbolt!

Passbolt is an open source password manager. It is designed to allow sharing credentials securely with your team.

Let's take the next five minutes to get you started!

Get started: https://pass.kilnworks-agency.com/setup/start/0c6e2b8a-91f4-4d37-a5e0-3b7d8f2c1e96/5f1a9d04-7c3e-4b28-b6e1-d09a2c8f47b3

-- 
Sent by passbolt, open source password manager for teams.
`,
    html: passbolt(
      "https://pass.kilnworks-agency.com",
      "Rhiannon Price",
      "Welcome Sam",
      `<p><strong>Rhiannon Price</strong> (rhiannon@kilnworks-agency.com) just created an account for you on passbolt!</p>
<p>Passbolt is an open source password manager. It is designed to allow sharing credentials securely with your team.</p>
<p>Let's take the next five minutes to get you started!</p>
<p style="margin-top:24px"><a href="https://pass.kilnworks-agency.com/setup/start/0c6e2b8a-91f4-4d37-a5e0-3b7d8f2c1e96/5f1a9d04-7c3e-4b28-b6e1-d09a2c8f47b3" style="display:inline-block;background:#2894df;color:#ffffff;padding:10px 22px;border-radius:4px;text-decoration:none;font-weight:bold">get started</a></p>`,
    ),
    html_enc: "qp",
  },
  {
    family: "passbolt",
    group: "oss",
    lang: "fr",
    kind: "password-shared",
    code: null,
    link: null,
    from: "Passbolt <passbolt@atelier-lumiere.fr>",
    subject: "Julien Marchal a partagé le mot de passe « Compte OVH – facturation »",
    date: "Mon, 23 Jun 2025 15:12:40 +0200",
    text: `Julien Marchal (julien@atelier-lumiere.fr) a partagé un mot de passe avec vous.

Nom : Compte OVH – facturation
Utilisateur : compta@atelier-lumiere.fr
URL : https://www.ovh.com/manager/
Description : accès lecture seule aux factures

Voir dans passbolt : https://coffre.atelier-lumiere.fr/app/passwords/view/a3e1c7d9-24b6-4f80-9e15-c6b2d07a8f41

-- 
Envoyé par passbolt, gestionnaire de mots de passe libre pour les équipes.
`,
    html: passbolt(
      "https://coffre.atelier-lumiere.fr",
      "Julien Marchal",
      "Mot de passe partagé",
      `<p><strong>Julien Marchal</strong> (julien@atelier-lumiere.fr) a partagé un mot de passe avec vous.</p>
<table style="font-size:14px;margin:10px 0"><tr><td style="color:#888;padding-right:12px">Nom</td><td>Compte OVH – facturation</td></tr>
<tr><td style="color:#888;padding-right:12px">Utilisateur</td><td>compta@atelier-lumiere.fr</td></tr>
<tr><td style="color:#888;padding-right:12px">URL</td><td>https://www.ovh.com/manager/</td></tr>
<tr><td style="color:#888;padding-right:12px">Description</td><td>accès lecture seule aux factures</td></tr></table>
<p><a href="https://coffre.atelier-lumiere.fr/app/passwords/view/a3e1c7d9-24b6-4f80-9e15-c6b2d07a8f41" style="color:#2894df">Voir dans passbolt</a></p>`,
    ).replace(
      "Sent by passbolt, open source password manager for teams.",
      "Envoyé par passbolt, gestionnaire de mots de passe libre pour les équipes.",
    ),
    enc: "qp",
  },

  // ------------------------------------------------------------ penpot
  {
    family: "penpot",
    group: "oss",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link:
      "https://design.kumo-studio.jp/#/auth/verify-token?token=eyJhbGciOiJBMjU2S1ciLCJlbmMiOiJBMjU2R0NNIn0.Vt3kQx9Lm2Rb7Np1Wz5Yc",
    from: "Penpot <no-reply@kumo-studio.jp>",
    subject: "Penpotへようこそ",
    date: "Tue, 13 May 2025 10:27:36 +0900",
    text: `こんにちは、佐藤さん

Penpotにご登録いただきありがとうございます。

以下のリンクからメールアドレスを確認してください：
https://design.kumo-studio.jp/#/auth/verify-token?token=eyJhbGciOiJBMjU2S1ciLCJlbmMiOiJBMjU2R0NNIn0.Vt3kQx9Lm2Rb7Np1Wz5Yc

Penpotチームより
`,
    html: penpot(`<p style="font-size:16px;line-height:24px;margin:0 0 16px">こんにちは、佐藤さん</p>
<p style="font-size:16px;line-height:24px;margin:0 0 16px">Penpotにご登録いただきありがとうございます。</p>
<p style="font-size:16px;line-height:24px;margin:0 0 24px">以下のボタンからメールアドレスを確認してください。</p>
<p style="margin:0 0 24px"><a href="https://design.kumo-studio.jp/#/auth/verify-token?token=eyJhbGciOiJBMjU2S1ciLCJlbmMiOiJBMjU2R0NNIn0.Vt3kQx9Lm2Rb7Np1Wz5Yc" style="display:inline-block;background:#31efb8;color:#151035;border-radius:4px;padding:12px 24px;font-size:14px;font-weight:600;text-decoration:none">メールアドレスを確認</a></p>
<p style="font-size:16px;line-height:24px;margin:0">Penpotチームより</p>`),
    enc: "b64",
  },
  {
    family: "penpot",
    group: "oss",
    lang: "ru",
    kind: "invite-link",
    code: null,
    link:
      "https://penpot.sever-design.ru/#/auth/verify-token?token=eyJhbGciOiJBMjU2S1ciLCJlbmMiOiJBMjU2R0NNIn0.Tq8Wn3Ka6Zx1Rv4Lb9Md",
    from: "Penpot <penpot@sever-design.ru>",
    subject: "Приглашение в команду «Северный ветер — брендинг»",
    date: "Fri, 08 Aug 2025 13:55:20 +0300",
    text: `Здравствуйте!

Анна Волкова пригласила вас в команду «Северный ветер — брендинг» в Penpot.

Принять приглашение:
https://penpot.sever-design.ru/#/auth/verify-token?token=eyJhbGciOiJBMjU2S1ciLCJlbmMiOiJBMjU2R0NNIn0.Tq8Wn3Ka6Zx1Rv4Lb9Md

Команда Penpot
`,
    html: penpot(`<p style="font-size:16px;line-height:24px;margin:0 0 16px">Здравствуйте!</p>
<p style="font-size:16px;line-height:24px;margin:0 0 24px"><strong>Анна Волкова</strong> пригласила вас в команду <strong>«Северный ветер — брендинг»</strong>.</p>
<p style="margin:0 0 24px"><a href="https://penpot.sever-design.ru/#/auth/verify-token?token=eyJhbGciOiJBMjU2S1ciLCJlbmMiOiJBMjU2R0NNIn0.Tq8Wn3Ka6Zx1Rv4Lb9Md" style="display:inline-block;background:#31efb8;color:#151035;border-radius:4px;padding:12px 24px;font-size:14px;font-weight:600;text-decoration:none">Принять приглашение</a></p>
<p style="font-size:16px;line-height:24px;margin:0">Команда Penpot</p>`),
    enc: "8bit",
  },

  // ------------------------------------------------------------ seafile
  {
    family: "seafile",
    group: "oss",
    lang: "zh",
    kind: "reset-link",
    code: null,
    link: "https://pan.lanhu-lab.cn/accounts/password/reset/confirm/MjQ4/cr1k7b-4e92f0a6d3b8c517e2a9/",
    from: "Seafile <noreply@lanhu-lab.cn>",
    subject: "在 蓝湖实验室网盘 上重置密码",
    date: "Wed, 19 Mar 2025 21:36:02 +0800",
    text: `您好，

您收到这封邮件是因为您请求在 蓝湖实验室网盘 上重置账号密码。

请访问以下页面设置新密码：
https://pan.lanhu-lab.cn/accounts/password/reset/confirm/MjQ4/cr1k7b-4e92f0a6d3b8c517e2a9/

您的用户名：sam.reader@inbox.example

如果这不是您本人的操作，请忽略本邮件。

感谢使用我们的网站！

蓝湖实验室网盘团队
`,
    html: seafile(`<p style="color:#121214;font-size:14px;">您好，</p>
<p style="font-size:14px;color:#434144;">您收到这封邮件是因为您请求在 蓝湖实验室网盘 上重置账号密码。</p>
<p style="font-size:14px;color:#434144;">请访问以下页面设置新密码：</p>
<a href="https://pan.lanhu-lab.cn/accounts/password/reset/confirm/MjQ4/cr1k7b-4e92f0a6d3b8c517e2a9/" target="_blank">https://pan.lanhu-lab.cn/accounts/password/reset/confirm/MjQ4/cr1k7b-4e92f0a6d3b8c517e2a9/</a>
<p style="font-size:14px;color:#434144;">您的用户名：sam.reader@inbox.example</p>
<p style="font-size:14px;color:#434144;">如果这不是您本人的操作，请忽略本邮件。</p>
<p style="font-size:14px;color:#434144;">感谢使用我们的网站！</p>
<p style="font-size:14px;color:#434144;">蓝湖实验室网盘团队</p>`),
    enc: "b64",
  },
  {
    family: "seafile",
    group: "oss",
    lang: "zh",
    kind: "share-notice",
    code: null,
    link: null,
    from: "Seafile <noreply@lanhu-lab.cn>",
    subject: "新通知：王磊 共享了资料库给您",
    date: "Mon, 14 Apr 2025 09:52:47 +0800",
    text: `您好，Sam：

您在 蓝湖实验室网盘 上有 2 条新通知：

· 王磊 共享了资料库 “2025 年度实验数据” 给您（读写）。
· 陈静 在文件 “样品登记表.xlsx” 中评论了：“第 37 行批次号写错了，应为 B-2503-17。”

查看详情：https://pan.lanhu-lab.cn/notifications/

蓝湖实验室网盘团队
`,
    html: seafile(`<p style="color:#121214;font-size:14px;">您好，Sam：</p>
<p style="font-size:14px;color:#434144;">您在 蓝湖实验室网盘 上有 2 条新通知：</p>
<table style="border-collapse:collapse;width:100%;font-size:13px;color:#434144">
<tr><th style="text-align:left;border-bottom:1px solid #ddd;padding:6px">通知</th><th style="text-align:left;border-bottom:1px solid #ddd;padding:6px;width:120px">时间</th></tr>
<tr><td style="border-bottom:1px solid #eee;padding:6px"><a href="https://pan.lanhu-lab.cn/profile/wanglei@lanhu-lab.cn/">王磊</a> 共享了资料库 <a href="https://pan.lanhu-lab.cn/library/5c9e2a14-7b3d-4f08-a6e1-d02c8b9f3e57/">2025 年度实验数据</a> 给您（读写）。</td><td style="border-bottom:1px solid #eee;padding:6px">2025-04-14 09:41</td></tr>
<tr><td style="border-bottom:1px solid #eee;padding:6px">陈静 在文件 <a href="https://pan.lanhu-lab.cn/lib/5c9e2a14-7b3d-4f08-a6e1-d02c8b9f3e57/file/样品登记表.xlsx">样品登记表.xlsx</a> 中评论了：“第 37 行批次号写错了，应为 B-2503-17。”</td><td style="border-bottom:1px solid #eee;padding:6px">2025-04-14 09:50</td></tr>
</table>
<p style="font-size:14px;color:#434144;"><a href="https://pan.lanhu-lab.cn/notifications/">查看详情</a></p>
<p style="font-size:14px;color:#434144;">蓝湖实验室网盘团队</p>`),
    enc: "8bit",
  },

  // ------------------------------------------------------------ schichtwerk (Spring Boot + Thymeleaf)
  {
    family: "schichtwerk",
    group: "oss",
    lang: "de",
    kind: "login-code",
    code: "472915",
    link: null,
    from: "Schichtwerk <no-reply@schichtwerk.app>",
    subject: "Ihr Anmeldecode für Schichtwerk",
    date: "Thu, 23 Oct 2025 05:41:12 +0200",
    text: `Hallo Sam Reader,

für die Anmeldung bei Schichtwerk (Mandant: Pflegedienst Sonnenhof) benötigen Sie folgenden Code:

472 915

Der Code ist 10 Minuten gültig. Geben Sie ihn niemals telefonisch weiter – unser Support fragt nie danach.

Anmeldeversuch: 23.10.2025, 05:41 Uhr, Chrome auf Android, IP 91.64.118.22

Schichtwerk GmbH · Lagerhausstraße 18 · 04109 Leipzig
Support: 0341 555 90 12 · support@schichtwerk.app
`,
    html: `<!DOCTYPE html>
<html lang="de" xmlns:th="http://www.thymeleaf.org">
<head><meta charset="UTF-8"><title>Ihr Anmeldecode</title></head>
<body style="margin:0;padding:0;background-color:#eef1f4;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background-color:#eef1f4;"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:6px;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<tr><td style="background:#0f5c74;padding:18px 28px;border-radius:6px 6px 0 0;"><img src="https://schichtwerk.app/img/mail/logo-white.png" alt="Schichtwerk" height="26"></td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:22px;">
<p style="margin:0 0 14px;">Hallo Sam Reader,</p>
<p style="margin:0 0 20px;">für die Anmeldung bei Schichtwerk (Mandant: <strong>Pflegedienst Sonnenhof</strong>) benötigen Sie folgenden Code:</p>
<table role="presentation" cellspacing="6" cellpadding="0" align="center" style="margin:0 auto 20px;"><tr>
<td style="width:40px;height:52px;border:1px solid #c9d2da;border-radius:4px;text-align:center;font-size:26px;font-weight:bold;font-family:Menlo,Consolas,monospace;">4</td>
<td style="width:40px;height:52px;border:1px solid #c9d2da;border-radius:4px;text-align:center;font-size:26px;font-weight:bold;font-family:Menlo,Consolas,monospace;">7</td>
<td style="width:40px;height:52px;border:1px solid #c9d2da;border-radius:4px;text-align:center;font-size:26px;font-weight:bold;font-family:Menlo,Consolas,monospace;">2</td>
<td style="width:16px;"></td>
<td style="width:40px;height:52px;border:1px solid #c9d2da;border-radius:4px;text-align:center;font-size:26px;font-weight:bold;font-family:Menlo,Consolas,monospace;">9</td>
<td style="width:40px;height:52px;border:1px solid #c9d2da;border-radius:4px;text-align:center;font-size:26px;font-weight:bold;font-family:Menlo,Consolas,monospace;">1</td>
<td style="width:40px;height:52px;border:1px solid #c9d2da;border-radius:4px;text-align:center;font-size:26px;font-weight:bold;font-family:Menlo,Consolas,monospace;">5</td>
</tr></table>
<p style="margin:0 0 14px;">Der Code ist 10 Minuten gültig. Geben Sie ihn niemals telefonisch weiter – unser Support fragt nie danach.</p>
<p style="margin:0;font-size:12px;color:#6b7785;">Anmeldeversuch: 23.10.2025, 05:41 Uhr, Chrome auf Android, IP 91.64.118.22</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e3e8ed;font-size:11px;line-height:16px;color:#8a96a3;">Schichtwerk GmbH · Lagerhausstraße 18 · 04109 Leipzig · HRB 38211 (AG Leipzig)<br>
Support: 0341 555 90 12 · <a href="mailto:support@schichtwerk.app" style="color:#8a96a3;">support@schichtwerk.app</a> · <a href="https://schichtwerk.app/datenschutz" style="color:#8a96a3;">Datenschutz</a> · <a href="https://schichtwerk.app/impressum" style="color:#8a96a3;">Impressum</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "schichtwerk",
    group: "oss",
    lang: "de",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Schichtwerk <no-reply@schichtwerk.app>",
    subject: "Ihr Passwort wurde geändert",
    date: "Thu, 23 Oct 2025 05:47:39 +0200",
    text: `Hallo Sam Reader,

das Passwort für Ihr Schichtwerk-Konto (sam.reader@inbox.example) wurde am 23.10.2025 um 05:47 Uhr geändert.

Waren Sie das? Dann ist nichts weiter zu tun.

Falls nicht, sperren Sie Ihr Konto bitte sofort über https://schichtwerk.app/konto/sperren oder rufen Sie uns an: 0341 555 90 12.

Schichtwerk GmbH · Lagerhausstraße 18 · 04109 Leipzig
`,
    html: null,
    enc: "8bit",
  },

  // ------------------------------------------------------------ fieldkit-cloud (NestJS + Handlebars)
  {
    family: "fieldkit-cloud",
    group: "oss",
    lang: "en",
    kind: "device-code",
    code: "WDJB-MJHT",
    link: "https://app.fieldkit.cloud/device?user_code=WDJB-MJHT",
    from: "Fieldkit Cloud <auth@fieldkit.cloud>",
    subject: "Approve sign-in from the Fieldkit CLI",
    date: "Tue, 08 Jul 2025 14:26:58 +0000",
    text: `Approve sign-in from the Fieldkit CLI

Someone (hopefully you) ran "fieldkit login" on a device named build-runner-03 and asked to sign in as sam.reader@inbox.example.

To approve, open the page below and confirm that it shows this code:

    WDJB-MJHT

https://app.fieldkit.cloud/device?user_code=WDJB-MJHT

The request expires in 15 minutes (at 14:41 UTC). If you didn't start this, ignore this email and nothing will be connected.

Fieldkit Cloud Ltd · 3 Albion Place, Leeds LS1 6JL
`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;background:#0f172a;">
<span style="display:none!important;visibility:hidden;opacity:0;height:0;width:0;">Confirm the code WDJB-MJHT to finish signing in on build-runner-03</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#0f172a;"><tr><td align="center" style="padding:32px 12px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#111827;border:1px solid #1f2937;border-radius:10px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#e5e7eb;">
<tr><td style="padding:28px 32px 0;"><img src="https://app.fieldkit.cloud/assets/email/logo-dark.png" alt="Fieldkit" height="24"></td></tr>
<tr><td style="padding:20px 32px 0;font-size:20px;font-weight:600;color:#f9fafb;">Approve sign-in from the Fieldkit CLI</td></tr>
<tr><td style="padding:12px 32px 0;font-size:14px;line-height:22px;color:#9ca3af;">Someone (hopefully you) ran <code style="background:#1f2937;padding:2px 6px;border-radius:4px;color:#e5e7eb;">fieldkit login</code> on a device named <strong style="color:#e5e7eb;">build-runner-03</strong> and asked to sign in as sam.reader@inbox.example.</td></tr>
<tr><td style="padding:20px 32px 0;font-size:14px;color:#9ca3af;">Open the page and check that it shows this code:</td></tr>
<tr><td align="center" style="padding:16px 32px;"><code style="display:inline-block;font-family:'JetBrains Mono',Menlo,monospace;font-size:28px;letter-spacing:4px;background:#1f2937;color:#facc15;padding:14px 22px;border-radius:8px;">WDJB-MJHT</code></td></tr>
<tr><td align="center" style="padding:0 32px 24px;"><a href="https://app.fieldkit.cloud/device?user_code=WDJB-MJHT" style="display:inline-block;background:#facc15;color:#111827;font-weight:600;font-size:14px;padding:12px 24px;border-radius:6px;text-decoration:none;">Review request</a></td></tr>
<tr><td style="padding:0 32px 28px;font-size:12px;line-height:18px;color:#6b7280;">The request expires in 15 minutes (at 14:41 UTC). If you didn't start this, ignore this email and nothing will be connected.</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #1f2937;font-size:11px;color:#6b7280;">Fieldkit Cloud Ltd · 3 Albion Place, Leeds LS1 6JL · <a href="https://fieldkit.cloud/docs/cli" style="color:#6b7280;">CLI docs</a> · <a href="https://status.fieldkit.cloud" style="color:#6b7280;">Status</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },

  // ------------------------------------------------------------ kvarnby-bokning (Go html/template)
  {
    family: "kvarnby-bokning",
    group: "oss",
    lang: "sv",
    kind: "verify-code",
    code: "K7QF2M9X",
    link: null,
    from: "Kvarnby Bokning <noreply@kvarnbybokning.se>",
    subject: "Din verifieringskod",
    date: "Sun, 02 Mar 2025 18:13:27 +0100",
    text: `Hej!

Ange koden nedan för att verifiera din e-postadress och slutföra registreringen av ditt konto hos Kvarnby Bokning (tvättstuga och gästlägenhet, BRF Kvarnbyhöjden).

    K7QF2M9X

Koden gäller i 30 minuter och kan bara användas en gång.

Har du inte skapat något konto kan du bortse från det här meddelandet.

/ Styrelsen, BRF Kvarnbyhöjden
Kvarnbyvägen 41, 212 35 Malmö
`,
    html: `<html>
<body style="font-family: Helvetica, Arial, sans-serif; font-size: 15px; color: #222; max-width: 540px; margin: 0 auto; padding: 24px;">
<h2 style="font-weight: normal; border-bottom: 2px solid #3a7d44; padding-bottom: 8px;">Kvarnby Bokning</h2>
<p>Hej!</p>
<p>Ange koden nedan för att verifiera din e-postadress och slutföra registreringen av ditt konto hos Kvarnby Bokning (tvättstuga och gästlägenhet, BRF Kvarnbyhöjden).</p>
<pre style="font-size: 26px; background: #f2f5f2; padding: 14px 18px; border: 1px solid #d5dfd5; display: inline-block;">K7QF2M9X</pre>
<p>Koden gäller i 30 minuter och kan bara användas en gång.</p>
<p style="color: #777; font-size: 13px;">Har du inte skapat något konto kan du bortse från det här meddelandet.</p>
<p style="color: #777; font-size: 12px;">/ Styrelsen, BRF Kvarnbyhöjden<br>Kvarnbyvägen 41, 212 35 Malmö</p>
</body>
</html>`,
    enc: "qp",
  },

  // ------------------------------------------------------------ rezervace-dilna (ASP.NET Core Identity, customised)
  {
    family: "rezervace-dilna",
    group: "oss",
    lang: "cs",
    kind: "verify-link",
    code: null,
    link:
      "https://rezervace.dilna-kotva.cz/Identity/Account/ConfirmEmail?userId=8d1f3c27-5a6b-4e90-b2c4-17e0a9d6f358&code=Q2ZESjhMN2dQbXZ4S0dwQk5vM1d0Ukt5Y0VnNUFtMlU&returnUrl=%2F",
    from: "Dílna Kotva – rezervace <rezervace@dilna-kotva.cz>",
    subject: "Potvrďte svůj e-mail",
    date: "Mon, 17 Feb 2025 20:04:51 +0100",
    text: `Dobrý den,

děkujeme za registraci v rezervačním systému Dílny Kotva (keramická a truhlářská dílna, Praha 7).

Potvrďte prosím svou e-mailovou adresu otevřením tohoto odkazu:
https://rezervace.dilna-kotva.cz/Identity/Account/ConfirmEmail?userId=8d1f3c27-5a6b-4e90-b2c4-17e0a9d6f358&code=Q2ZESjhMN2dQbXZ4S0dwQk5vM1d0Ukt5Y0VnNUFtMlU&returnUrl=%2F

Po potvrzení si můžete rezervovat kruh nebo ponk (od 250 Kč/hod).

Dílna Kotva z. s., Komunardů 31, 170 00 Praha 7, tel. 777 555 214
`,
    html: `<!DOCTYPE html>
<html lang="cs"><head><meta charset="utf-8"></head>
<body style="background:#f7f4ef;margin:0;padding:0;font-family:'Segoe UI',Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e6ded2;">
<tr><td style="padding:24px 30px;border-bottom:3px solid #b5651d;font-size:20px;color:#5a3d2b;font-weight:bold;">Dílna Kotva</td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:1.55;color:#333;">
<p>Dobrý den,</p>
<p>děkujeme za registraci v rezervačním systému Dílny Kotva (keramická a truhlářská dílna, Praha 7).</p>
<p>Potvrďte prosím svou e-mailovou adresu <a href="https://rezervace.dilna-kotva.cz/Identity/Account/ConfirmEmail?userId=8d1f3c27-5a6b-4e90-b2c4-17e0a9d6f358&amp;code=Q2ZESjhMN2dQbXZ4S0dwQk5vM1d0Ukt5Y0VnNUFtMlU&amp;returnUrl=%2F">kliknutím sem</a>.</p>
<p>Po potvrzení si můžete rezervovat kruh nebo ponk (od 250 Kč/hod).</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#faf7f2;font-size:12px;color:#8c7b6b;">Dílna Kotva z. s., Komunardů 31, 170 00 Praha 7, tel. 777 555 214 · <a href="https://dilna-kotva.cz/ochrana-osobnich-udaju" style="color:#8c7b6b;">Ochrana osobních údajů</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "b64",
  },
  {
    family: "rezervace-dilna",
    group: "oss",
    lang: "cs",
    kind: "2fa-code",
    code: "385027",
    link: null,
    from: "Dílna Kotva – rezervace <rezervace@dilna-kotva.cz>",
    subject: "Bezpečnostní kód",
    date: "Sat, 22 Mar 2025 09:31:06 +0100",
    text: `Váš bezpečnostní kód je: 385027

Kód zadejte na přihlašovací stránce. Platí 5 minut.

Pokud jste se nepřihlašovali, změňte si heslo na https://rezervace.dilna-kotva.cz/Identity/Account/Manage/ChangePassword

Dílna Kotva z. s., Komunardů 31, 170 00 Praha 7
`,
    html: `<!DOCTYPE html>
<html lang="cs"><head><meta charset="utf-8"></head>
<body style="background:#f7f4ef;margin:0;padding:0;font-family:'Segoe UI',Tahoma,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e6ded2;">
<tr><td style="padding:24px 30px;border-bottom:3px solid #b5651d;font-size:20px;color:#5a3d2b;font-weight:bold;">Dílna Kotva</td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:1.55;color:#333;">
<p>Váš bezpečnostní kód je: <strong style="font-size:22px;letter-spacing:2px;">385027</strong></p>
<p>Kód zadejte na přihlašovací stránce. Platí 5 minut.</p>
<p style="font-size:13px;color:#777;">Pokud jste se nepřihlašovali, <a href="https://rezervace.dilna-kotva.cz/Identity/Account/Manage/ChangePassword">změňte si heslo</a>.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#faf7f2;font-size:12px;color:#8c7b6b;">Dílna Kotva z. s., Komunardů 31, 170 00 Praha 7</td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },

  // ------------------------------------------------------------ knigovorot (Rails Action Mailer, custom layout)
  {
    family: "knigovorot",
    group: "oss",
    lang: "ru",
    kind: "email-change",
    code: "481207",
    link: "https://knigovorot.club/account/email/confirm?token=eK2mV9qT4xR7bN1wZ5cL8hJ3",
    from: "Книговорот <robot@knigovorot.club>",
    subject: "Подтвердите новый адрес электронной почты",
    date: "Thu, 11 Sep 2025 23:18:44 +0300",
    text: `Здравствуйте, Сэм!

Вы попросили сменить адрес почты в аккаунте Книговорота на sam.reader@inbox.example.

Чтобы подтвердить новый адрес, перейдите по ссылке:
https://knigovorot.club/account/email/confirm?token=eK2mV9qT4xR7bN1wZ5cL8hJ3

или введите на странице настроек код: 481 207

Ссылка и код действуют 24 часа. Пока вы не подтвердите смену, письма будут приходить на прежний адрес (s•••@yandex.ru).

Если вы ничего не меняли — просто проигнорируйте это письмо.

—
Книговорот, обмен книгами между соседями
Москва, ул. Большая Полянка, 42, стр. 1
`,
    html: `<!DOCTYPE html>
<html>
<head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type" /><style>/* Email styles need to be inline */</style></head>
<body style="margin:0;padding:0;background:#fbf8f3;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fbf8f3;"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Georgia,'Times New Roman',serif;color:#2d2a26;">
<tr><td style="padding:26px 32px 10px;"><img src="https://knigovorot.club/assets/mailer/logo-6f1c2a.png" alt="Книговорот" height="30"></td></tr>
<tr><td style="padding:10px 32px;font-size:16px;line-height:25px;">
<p>Здравствуйте, Сэм!</p>
<p>Вы попросили сменить адрес почты в аккаунте Книговорота на <b>sam.reader@inbox.example</b>.</p>
<p style="text-align:center;margin:24px 0;"><a href="https://knigovorot.club/account/email/confirm?token=eK2mV9qT4xR7bN1wZ5cL8hJ3" style="background:#c0392b;color:#ffffff;text-decoration:none;padding:12px 26px;border-radius:22px;font-family:Arial,sans-serif;font-size:15px;">Подтвердить адрес</a></p>
<p style="text-align:center;">или введите на странице настроек код:</p>
<p style="text-align:center;font-family:'Courier New',monospace;font-size:28px;letter-spacing:6px;margin:6px 0 20px;"><b>481 207</b></p>
<p style="font-size:14px;color:#6b6259;">Ссылка и код действуют 24 часа. Пока вы не подтвердите смену, письма будут приходить на прежний адрес (s•••@yandex.ru).</p>
<p style="font-size:14px;color:#6b6259;">Если вы ничего не меняли — просто проигнорируйте это письмо.</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;font-size:12px;color:#a09587;border-top:1px solid #f0ebe3;">Книговорот, обмен книгами между соседями · Москва, ул. Большая Полянка, 42, стр. 1<br><a href="https://knigovorot.club/help" style="color:#a09587;">Помощь</a> · <a href="https://t.me/knigovorot_club" style="color:#a09587;">Telegram</a></td></tr>
</table></td></tr></table>
</body>
</html>`,
    enc: "b64",
  },

  // ------------------------------------------------------------ uptime-kuma
  {
    family: "uptime-kuma",
    group: "negative",
    lang: "en",
    kind: "monitor-down",
    code: null,
    link: null,
    from: "Uptime Kuma <kuma@ops.brackenfield.net>",
    subject: "[Customer portal (HTTPS)] [🔴 Down] Request failed with status code 502",
    date: "Sat, 26 Jul 2025 03:14:09 +0000",
    text: `[🔴 Down] Request failed with status code 502
Time (UTC): 2025-07-26 03:14:07

Monitor: Customer portal (HTTPS)
URL: https://portal.brackenfield.net/health
Interval: 60 seconds, retries: 3
Response time: 30012 ms

Dashboard: https://status.brackenfield.net/dashboard/14
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "uptime-kuma",
    group: "negative",
    lang: "en",
    kind: "monitor-up",
    code: null,
    link: null,
    from: "Uptime Kuma <kuma@ops.brackenfield.net>",
    subject: "[Customer portal (HTTPS)] [✅ Up] 200 - OK",
    date: "Sat, 26 Jul 2025 03:31:52 +0000",
    text: `[✅ Up] 200 - OK
Time (UTC): 2025-07-26 03:31:50

Monitor: Customer portal (HTTPS)
URL: https://portal.brackenfield.net/health
Downtime: 17 minutes 43 seconds
Response time: 184 ms
Certificate expires: 2025-10-14 (80 days)

Dashboard: https://status.brackenfield.net/dashboard/14
`,
    html: `<html><body style="font-family:monospace;font-size:13px">
<p><b>[✅ Up] 200 - OK</b><br>Time (UTC): 2025-07-26 03:31:50</p>
<table style="font-family:monospace;font-size:13px"><tr><td>Monitor</td><td>Customer portal (HTTPS)</td></tr>
<tr><td>URL</td><td><a href="https://portal.brackenfield.net/health">https://portal.brackenfield.net/health</a></td></tr>
<tr><td>Downtime</td><td>17 minutes 43 seconds</td></tr>
<tr><td>Response time</td><td>184 ms</td></tr>
<tr><td>Certificate expires</td><td>2025-10-14 (80 days)</td></tr></table>
<p><a href="https://status.brackenfield.net/dashboard/14">Dashboard</a></p>
</body></html>`,
    enc: "qp",
  },

  // ------------------------------------------------------------ open-edx
  {
    family: "open-edx",
    group: "oss",
    lang: "en",
    kind: "activation-link",
    code: null,
    link: "https://learn.harbourlight-academy.org/activate/4f8d2b61c09e4a7f93b5d1e28c60fa74",
    from: "Harbourlight Academy <no-reply@harbourlight-academy.org>",
    subject: "Action Required: Activate your Harbourlight Academy account",
    date: "Mon, 01 Sep 2025 12:09:30 +0000",
    text:
      `You're almost there! Use the link below to activate your account to access engaging, high-quality Harbourlight Academy courses. Note that you will not be able to log back into your account until you have activated it.

Activate your account: https://learn.harbourlight-academy.org/activate/4f8d2b61c09e4a7f93b5d1e28c60fa74

Enjoy learning with Harbourlight Academy.

If you need help, please use our web form at https://learn.harbourlight-academy.org/support or email support@harbourlight-academy.org.

This email message was automatically sent by learn.harbourlight-academy.org because someone attempted to create an account on Harbourlight Academy using this email address.

© 2025 Harbourlight Academy. All rights reserved.
17 Quay Street, Galway H91 X2C4, Ireland
`,
    html: openEdx(
      `<h1 style="font-size:24px;color:#23419f;margin:0 0 20px;">Account activation</h1>
<p style="margin:0 0 20px;">You're almost there! Use the link below to activate your account to access engaging, high-quality Harbourlight Academy courses. Note that you will not be able to log back into your account until you have activated it.</p>
<a href="https://learn.harbourlight-academy.org/activate/4f8d2b61c09e4a7f93b5d1e28c60fa74" style="color:#ffffff;text-decoration:none;border-radius:4px;background-color:#005686;border-top:12px solid #005686;border-bottom:12px solid #005686;border-right:50px solid #005686;border-left:50px solid #005686;display:inline-block;"><font color="#ffffff"><b>Activate your account</b></font></a>
<p style="margin:24px 0 0;">Enjoy learning with Harbourlight Academy.</p>
<p style="margin:20px 0 0;font-size:13px;">If you need help, please use our <a href="https://learn.harbourlight-academy.org/support" style="color:#005686;">web form</a> or email <a href="mailto:support@harbourlight-academy.org" style="color:#005686;">support@harbourlight-academy.org</a>.</p>
<p style="margin:20px 0 0;font-size:12px;color:#707070;">This email message was automatically sent by learn.harbourlight-academy.org because someone attempted to create an account on Harbourlight Academy using this email address.</p>`,
      "Harbourlight Academy",
      "17 Quay Street, Galway H91 X2C4, Ireland",
      "https://learn.harbourlight-academy.org",
    ),
    html_enc: "qp",
  },
  {
    family: "open-edx",
    group: "oss",
    lang: "it",
    kind: "reset-link",
    code: null,
    link: "https://corsi.ateneo-digitale.it/password_reset_confirm/1b8/cs4q2m-8d3fa61e07b9c25f4e10/",
    from: "Ateneo Digitale <no-reply@ateneo-digitale.it>",
    subject: "Reimpostazione della password su Ateneo Digitale",
    date: "Fri, 14 Nov 2025 17:33:48 +0100",
    text: `Ciao,

Hai ricevuto questa email perché è stata richiesta la reimpostazione della password per il tuo account utente su Ateneo Digitale.

Se non hai richiesto questa modifica, puoi ignorare questa email.

Se hai richiesto la modifica, vai al seguente indirizzo e scegli una nuova password:
https://corsi.ateneo-digitale.it/password_reset_confirm/1b8/cs4q2m-8d3fa61e07b9c25f4e10/

Grazie per aver utilizzato il nostro sito!
Il team di Ateneo Digitale

© 2025 Ateneo Digitale. Tutti i diritti riservati.
Via Zamboni 33, 40126 Bologna
`,
    html: openEdx(
      `<h1 style="font-size:24px;color:#23419f;margin:0 0 20px;">Reimpostazione della password</h1>
<p style="margin:0 0 20px;">Hai ricevuto questa email perché è stata richiesta la reimpostazione della password per il tuo account utente su Ateneo Digitale.</p>
<p style="margin:0 0 20px;">Se non hai richiesto questa modifica, puoi ignorare questa email.</p>
<p style="margin:0 0 20px;">Se hai richiesto la modifica, clicca sul pulsante e scegli una nuova password.</p>
<a href="https://corsi.ateneo-digitale.it/password_reset_confirm/1b8/cs4q2m-8d3fa61e07b9c25f4e10/" style="color:#ffffff;text-decoration:none;border-radius:4px;background-color:#005686;border-top:12px solid #005686;border-bottom:12px solid #005686;border-right:50px solid #005686;border-left:50px solid #005686;display:inline-block;"><font color="#ffffff"><b>Cambia la mia password</b></font></a>
<p style="margin:24px 0 0;">Grazie per aver utilizzato il nostro sito!<br>Il team di Ateneo Digitale</p>`,
      "Ateneo Digitale",
      "Via Zamboni 33, 40126 Bologna",
      "https://corsi.ateneo-digitale.it",
    ).replace("All rights reserved.", "Tutti i diritti riservati."),
    enc: "qp",
  },

  // ------------------------------------------------------------ matomo
  {
    family: "matomo",
    group: "negative",
    lang: "de",
    kind: "scheduled-report",
    code: null,
    link: null,
    from: "Matomo <statistik@radverein-lahntal.de>",
    subject: "Matomo-Bericht – Wöchentlich – radverein-lahntal.de – 13.10.2025 – 19.10.2025",
    date: "Mon, 20 Oct 2025 06:00:14 +0200",
    text: `Hallo,

im Anhang finden Sie Ihren wöchentlichen Bericht für radverein-lahntal.de (13.10.2025 – 19.10.2025).

Besuche: 1.284 (+12 %)
Seitenansichten: 3.907
Absprungrate: 48 %
Häufigste Seite: /termine/herbstausfahrt-2025

Bericht online ansehen: https://statistik.radverein-lahntal.de/index.php?module=CoreHome&action=index&idSite=1&period=week&date=2025-10-19

Sie erhalten diese E-Mail, weil ein geplanter Bericht für Ihr Konto eingerichtet ist. Berichte verwalten:
https://statistik.radverein-lahntal.de/index.php?module=ScheduledReports&action=index&idSite=1&period=week&date=yesterday
`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;color:#0d0d0d;font-size:13px">
<a href="https://matomo.org" title="Matomo"><img src="https://statistik.radverein-lahntal.de/plugins/Morpheus/images/logo-header.png" height="30" alt="Matomo" style="border:0"/></a>
<h2 style="font-weight:normal;color:#37474f">Wöchentlicher Bericht – radverein-lahntal.de</h2>
<p>13.10.2025 – 19.10.2025</p>
<table style="border-collapse:collapse;font-size:13px;margin:10px 0" cellpadding="6">
<thead><tr style="background:#37474f;color:#fff"><th align="left">Kennzahl</th><th align="right">Wert</th></tr></thead>
<tr style="border-bottom:1px solid #e0e0e0"><td>Besuche</td><td align="right">1.284 (+12 %)</td></tr>
<tr style="border-bottom:1px solid #e0e0e0"><td>Seitenansichten</td><td align="right">3.907</td></tr>
<tr style="border-bottom:1px solid #e0e0e0"><td>Absprungrate</td><td align="right">48 %</td></tr>
<tr><td>Häufigste Seite</td><td align="right">/termine/herbstausfahrt-2025</td></tr>
</table>
<p>Der vollständige Bericht liegt als PDF bei. <a href="https://statistik.radverein-lahntal.de/index.php?module=CoreHome&amp;action=index&amp;idSite=1&amp;period=week&amp;date=2025-10-19">Bericht online ansehen</a></p>
<p style="font-size:11px;color:#757575">Sie erhalten diese E-Mail, weil ein geplanter Bericht für Ihr Konto eingerichtet ist. <a href="https://statistik.radverein-lahntal.de/index.php?module=ScheduledReports&amp;action=index&amp;idSite=1&amp;period=week&amp;date=yesterday" style="color:#757575">Berichte verwalten</a></p>
</body></html>`,
    enc: "qp",
    attachment: [
      "Matomo_Bericht_radverein-lahntal.de_2025-10-19.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Besuche 1284\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ------------------------------------------------------------ firefly-iii
  {
    family: "firefly-iii",
    group: "oss",
    lang: "en",
    kind: "new-login",
    code: null,
    link: null,
    from: "Firefly III <firefly@money.thornbury.me>",
    subject: "You logged in from a new location",
    date: "Sun, 12 Oct 2025 20:48:31 +0100",
    text: `Hi there,

Somebody (hopefully you) just logged in to your Firefly III account from a new IP address or location.

IP address: 86.153.40.217
Host: host86-153-40-217.range86-153.btcentralplus.com
Time: 12 October 2025, 20:48
Browser: Safari 18 on macOS

If this was you, there's nothing to do. If it wasn't, please change your password right away and review your account:
https://money.thornbury.me/profile

Beep boop,
Firefly III
`,
    html:
      `<table border="0" width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#333"><tr><td style="padding:20px">
<p style="font-size:13px;">Hi there,</p>
<p style="font-size:13px;">Somebody (hopefully you) just logged in to your Firefly III account from a new IP address or location.</p>
<ul style="font-size:13px;">
<li>IP address: 86.153.40.217</li>
<li>Host: host86-153-40-217.range86-153.btcentralplus.com</li>
<li>Time: 12 October 2025, 20:48</li>
<li>Browser: Safari 18 on macOS</li>
</ul>
<p style="font-size:13px;">If this was you, there's nothing to do. If it wasn't, please change your password right away and <a href="https://money.thornbury.me/profile">review your account</a>.</p>
<p style="font-size:13px;">Beep boop,<br>Firefly III</p>
<p style="font-size:11px;color:#aaa;">This message was sent by your own Firefly III installation. <a href="https://docs.firefly-iii.org/" style="color:#aaa;">Documentation</a> · <a href="https://github.com/firefly-iii/firefly-iii/issues" style="color:#aaa;">Report a problem</a></p>
</td></tr></table>`,
  },

  // ------------------------------------------------------------ duplicati
  {
    family: "duplicati",
    group: "negative",
    lang: "en",
    kind: "backup-report",
    code: null,
    link: null,
    from: "Duplicati <backup@nas.kowalczyk-family.net>",
    subject: "Duplicati Backup report for NAS photos to B2",
    date: "Wed, 05 Nov 2025 02:17:40 +0100",
    text: `Duplicati Backup report for NAS photos to B2

DeletedFiles: 12
DeletedFolders: 0
ModifiedFiles: 3
ExaminedFiles: 48213
OpenedFiles: 219
AddedFiles: 207
SizeOfModifiedFiles: 5242880
SizeOfAddedFiles: 1317011456
SizeOfExaminedFiles: 402653184000
NotProcessedFiles: 0
AddedFolders: 4
TooLargeFiles: 0
FilesWithError: 0
BeginTime: 05.11.2025 02:00:03 (1762304403)
EndTime: 05.11.2025 02:17:38 (1762305458)
Duration: 00:17:35.2211034
Version: 2.1.0.5 (2.1.0.5_stable_2025-03-04)
ParsedResult: Success
Messages: [
    2025-11-05 02:00:03 +01 - [Information-Duplicati.Library.Main.Controller-StartingOperation]: The operation Backup has started,
    2025-11-05 02:17:36 +01 - [Information-Duplicati.Library.Main.Operation.Backup.UploadRealFilelist-UploadNewFileset]: Uploading a new fileset
]
Warnings: []
Errors: []
`,
    html: null,
  },
];

// ---------------------------------------------------------------- layouts used above (hoisted)

function invoiceNinja(body: string, href: string, label: string, foot: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta name="color-scheme" content="light only"></head>
<body style="margin:0;padding:0;background-color:#f9f9f9;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background-color:#f9f9f9"><tr><td align="center" style="padding:40px 10px">
<table role="presentation" cellpadding="0" cellspacing="0" width="570" style="background-color:#ffffff;border-top:6px solid #2f7dc3;border-radius:3px">
<tr><td style="padding:30px 40px 10px" align="center"><img src="https://invoicing.co/images/invoiceninja-black-logo-2.png" width="160" alt="Invoice Ninja"></td></tr>
<tr><td style="padding:20px 40px;font-size:15px;line-height:1.6;color:#333333">${body}</td></tr>
<tr><td align="center" style="padding:10px 40px 30px">
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background-color:#2f7dc3;border-radius:4px">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 32px;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold">${label}</a>
</td></tr></table></td></tr>
<tr><td style="padding:16px 40px;background:#f4f4f4;font-size:12px;color:#8a8a8a" align="center">${foot}<br>
<a href="https://invoiceninja.com" style="color:#8a8a8a">Powered by Invoice Ninja</a></td></tr>
</table></td></tr></table></body></html>`;
}

function sylius(body: string, foot: string): string {
  return `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;padding:0;background:#f4f4f4">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f4;font-family:Lato,'Helvetica Neue',Arial,sans-serif;color:#1b1c1d;font-size:15px;line-height:1.5">
<tr><td align="center" style="padding:30px 10px">
<table width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:0 0 20px"><img src="https://demo.sylius.com/assets/shop/img/logo.png" height="32" alt="Shop logo"></td></tr>
<tr><td style="background:#ffffff;padding:36px 40px;border-radius:4px;box-shadow:0 1px 2px rgba(0,0,0,.08)">${body}</td></tr>
<tr><td align="center" style="padding:20px;font-size:12px;color:#999">${foot}</td></tr>
</table></td></tr></table></body></html>`;
}

function shopware(body: string): string {
  return `<div style="font-family:arial; font-size:12px;">
${body}
</div>
<div style="font-family:arial; font-size:11px; color:#8798a9; margin-top:30px; border-top:1px solid #dadae5; padding-top:10px">
Kaffeerösterei Brandt GmbH<br>
Hafenstraße 9, 48153 Münster<br>
Telefon 0251 555 77 40 · <a href="mailto:info@kaffeeroesterei-brandt.de">info@kaffeeroesterei-brandt.de</a><br>
Amtsgericht Münster HRB 19283 · USt-IdNr. DE318554021<br>
<a href="https://www.kaffeeroesterei-brandt.de/widerrufsbelehrung/">Widerrufsbelehrung</a> · <a href="https://www.kaffeeroesterei-brandt.de/datenschutz/">Datenschutz</a> · <a href="https://www.kaffeeroesterei-brandt.de/agb/">AGB</a>
</div>`;
}

function zammad(body: string): string {
  return `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style type="text/css">body{width:90% !important;-webkit-text-size-adjust:90%;-ms-text-size-adjust:90%;font-family:'Helvetica Neue',Helvetica,Arial,Geneva,sans-serif;font-size:12px}img{outline:none;text-decoration:none;-ms-interpolation-mode:bicubic}a img{border:none}table td{border-collapse:collapse}blockquote{border-left:5px solid #ccc;padding:0 0 0 10px;margin:0}</style>
</head>
<body style="font-family:Geneva,Helvetica,Arial,sans-serif;font-size:12px;">
${body}
<p style="margin-top:30px;font-size:10px;color:#b3b3b3">
<a href="https://zammad.org" style="color:#b3b3b3">Powered by Zammad</a>
</p>
</body></html>`;
}

function twenty(body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html dir="ltr" lang="en"><head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/></head>
<body style="background-color:#ffffff;font-family:Inter,Arial,sans-serif">
<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="max-width:37.5em;padding:24px"><tbody><tr style="width:100%"><td>
<img alt="Twenty logo" height="40" src="https://app.twenty.com/images/icons/windows11/Square150x150Logo.scale-100.png" width="40" style="display:block;margin:0 0 24px"/>
${body}
<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="margin-top:32px"><tbody><tr><td>
<p style="font-size:12px;line-height:18px;color:#999999;margin:0">
<a href="https://twenty.com/" style="color:#999999">Website</a> &nbsp; <a href="https://github.com/twentyhq/twenty" style="color:#999999">Github</a> &nbsp; <a href="https://twenty.com/user-guide" style="color:#999999">User guide</a> &nbsp; <a href="https://docs.twenty.com/" style="color:#999999">Developers</a></p>
<p style="font-size:12px;line-height:18px;color:#999999;margin:12px 0 0">Twenty.com Public Benefit Corporation<br/>2261 Market Street #5275<br/>San Francisco, CA 94114</p>
</td></tr></tbody></table>
</td></tr></tbody></table>
</body></html>`;
}

function documenso(body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html lang="en"><head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/></head>
<body style="margin:auto;background-color:#ffffff;font-family:ui-sans-serif,system-ui,sans-serif">
<table align="center" width="100%" role="presentation" cellSpacing="0" cellPadding="0" border="0" style="max-width:37.5em;margin:auto;margin-bottom:8px;margin-top:8px;padding:8px">
<tbody><tr style="width:100%"><td>
<table align="center" width="100%" role="presentation" cellSpacing="0" cellPadding="0" border="0" style="border:1px solid #e2e8f0;border-radius:8px;padding:16px">
<tbody><tr><td>
<img alt="Documenso Logo" src="https://sign.harbourlight-events.com/static/logo.png" style="display:block;margin-bottom:16px;height:24px"/>
${body}
</td></tr></tbody></table>
<table align="center" width="100%" role="presentation" cellSpacing="0" cellPadding="0" border="0"><tbody><tr><td>
<p style="font-size:14px;color:#94a3b8;margin:16px 0 0">This document was sent using <a href="https://documen.so/mail-footer" style="color:#94a3b8">Documenso.</a></p>
<p style="font-size:14px;color:#94a3b8;margin:16px 0 0">Documenso, Inc.<br/>2261 Market Street, #5211, San Francisco, CA 94114, USA</p>
</td></tr></tbody></table>
</td></tr></tbody></table>
</body></html>`;
}

function infisical(preview: string, body: string, site: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html dir="ltr" lang="en"><head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/></head>
<div style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;max-width:0">${preview}</div>
<body style="background-color:#ffffff;margin:auto;padding:0 8px;font-family:ui-sans-serif,system-ui,sans-serif">
<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="max-width:465px;border:1px solid #eaeaea;border-radius:8px;margin:40px auto;padding:20px">
<tbody><tr style="width:100%"><td>
<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="border-bottom:1px solid #d1e309;margin:0 0 24px"><tbody><tr><td align="center" style="padding:0 0 20px">
<img alt="Infisical" height="32" src="https://infisical.com/images/email-logo.png" style="display:block;outline:none;border:none;text-decoration:none;margin:0 auto"/></td></tr></tbody></table>
${body}
<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="margin:32px 0 0;border-top:1px solid #eaeaea"><tbody><tr><td>
<p style="font-size:12px;line-height:24px;color:#666666;text-align:center;margin:16px 0 0">This email was sent from the Infisical instance at <a href="${site}" style="color:#666666">${site}</a></p>
</td></tr></tbody></table>
</td></tr></tbody></table>
</body></html>`;
}

function rallly(preview: string, body: string, site: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html dir="ltr" lang="en"><head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/></head>
<div style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;max-width:0">${preview}</div>
<body style="background-color:#f3f4f6;font-family:'Inter UI',ui-sans-serif,system-ui,sans-serif;padding:16px 0">
<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tbody><tr style="width:100%"><td>
<img alt="Rallly" height="32" src="${site}/static/logo.png" style="display:block;outline:none;border:none;text-decoration:none;margin:0 0 32px"/>
${body}
<hr style="width:100%;border:none;border-top:1px solid #e5e7eb;margin:32px 0 16px"/>
<p style="font-size:12px;line-height:18px;color:#9ca3af;margin:0"><a href="https://rallly.co" style="color:#6b7280;text-decoration:underline">Rallly</a> &middot; <a href="https://rallly.co/blog" style="color:#6b7280;text-decoration:underline">Blog</a> &middot; <a href="https://support.rallly.co" style="color:#6b7280;text-decoration:underline">Support</a> &middot; <a href="https://rallly.co/privacy-policy" style="color:#6b7280;text-decoration:underline">Privacy Policy</a></p>
</td></tr></tbody></table>
</body></html>`;
}

function passbolt(site: string, who: string, title: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="width:100% !important;min-width:100%;-webkit-text-size-adjust:100%;margin:0;padding:0;background:#f1f1f1">
<table class="body" style="border-spacing:0;border-collapse:collapse;width:100%;background:#f1f1f1;font-family:'Open Sans',Helvetica,Arial,sans-serif;color:#333333;font-size:14px;line-height:20px"><tr><td align="center" valign="top">
<table class="container" style="width:580px;margin:0 auto;background:#ffffff"><tr><td style="padding:20px">
<table><tr>
<td style="width:60px;vertical-align:top"><img src="${site}/img/avatar/user.png" width="48" height="48" alt="${who}" style="border-radius:50%"></td>
<td style="vertical-align:top;padding-left:10px"><h3 style="margin:0;font-size:16px">${who}</h3><span style="color:#888888;font-size:12px">${title}</span></td>
</tr></table>
<div style="margin-top:20px">${body}</div>
</td></tr></table>
<table style="width:580px;margin:0 auto"><tr><td style="padding:16px 20px;font-size:11px;color:#999999;text-align:center">
<span>Sent by passbolt, open source password manager for teams.</span><br><a href="https://www.passbolt.com" style="color:#999999">www.passbolt.com</a>
</td></tr></table>
</td></tr></table>
</body></html>`;
}

function penpot(body: string): string {
  return `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">#outlook a{padding:0}body{margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}table,td{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt}</style></head>
<body style="word-spacing:normal;background-color:#E5E5E5;">
<div style="background-color:#E5E5E5;">
<div style="margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:20px 0;text-align:center;">
<img alt="Penpot" height="auto" src="https://penpot.app/images/email/uxbox-title.png" style="border:0;display:block;outline:none;text-decoration:none;height:auto;width:97px;margin:0 auto" width="97" />
</td></tr></tbody></table>
</div>
<div style="background:#FFFFFF;background-color:#FFFFFF;margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background:#FFFFFF;background-color:#FFFFFF;width:100%;"><tbody><tr>
<td style="direction:ltr;font-size:0px;padding:20px 25px;text-align:left;font-family:'Source Sans Pro',Arial,sans-serif;color:#000000">
${body}
</td></tr></tbody></table>
</div>
<div style="margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr>
<td style="font-size:12px;padding:20px 25px;text-align:center;font-family:'Source Sans Pro',Arial,sans-serif;color:#7B7D85;">
<a href="https://twitter.com/penpotapp" style="color:#7B7D85">Twitter</a> · <a href="https://github.com/penpot" style="color:#7B7D85">GitHub</a> · <a href="https://community.penpot.app" style="color:#7B7D85">Community</a><br/>
Penpot is the first Open Source design and prototyping platform meant for cross-domain teams.<br/>
Kaleidos Open Source SL, Calle Ramiro de Maeztu 7, 28040 Madrid
</td></tr></tbody></table>
</div>
</div>
</body></html>`;
}

function seafile(body: string): string {
  return `<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /></head>
<body>
<table style="width:100%;max-width:750px;margin:0 auto;border:1px solid #ddd;border-radius:3px;font-family:Arial,'Microsoft YaHei',sans-serif;">
<tr><td style="padding:20px 30px;border-bottom:1px solid #ddd;"><img src="https://pan.lanhu-lab.cn/media/custom/mylogo.png" alt="网盘" height="32" /></td></tr>
<tr><td style="padding:20px 30px;">
${body}
</td></tr>
<tr><td style="padding:12px 30px;border-top:1px solid #ddd;color:#999;font-size:12px;">Powered by <a href="https://www.seafile.com" style="color:#999;">Seafile</a></td></tr>
</table>
</body>
</html>`;
}

function openEdx(body: string, platform: string, address: string, site: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${platform}</title></head>
<body style="background-color:#e5e5e5;">
<div style="max-width:600px;margin:0 auto;">
<table role="presentation" width="100%" align="center" style="font-family:'Open Sans',Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#333333;background-color:#ffffff;">
<tr><td style="padding:20px;border-bottom:1px solid #e5e5e5;"><img src="${site}/static/images/logo.png" width="140" alt="${platform}"></td></tr>
<tr><td style="padding:30px 20px;">
${body}
</td></tr>
<tr><td style="padding:20px;background-color:#f5f5f5;font-size:12px;color:#707070;">
<a href="${site}/mobile/ios" style="margin-right:10px;"><img src="${site}/static/images/app-store-badge.png" alt="Download the iOS app on the Apple Store" width="136" height="50"></a>
<a href="${site}/mobile/android"><img src="${site}/static/images/google-play-badge.png" alt="Download the Android app on the Google Play Store" width="136" height="50"></a>
<p style="margin:16px 0 0;">© 2025 ${platform}. All rights reserved.<br>${address}</p>
<p style="margin:8px 0 0;"><a href="${site}/privacy" style="color:#707070;">Privacy Policy</a> · <a href="${site}/tos" style="color:#707070;">Terms of Service</a></p>
</td></tr>
</table>
</div>
</body></html>`;
}
