/**
 * The inbox of a developer-relations engineer who maintains an open-source library: stock templates of
 * self-hosted apps (identity server, wiki, chat, CI, package index, error tracker, analytics, forum), cloud
 * and SaaS developer tools, conference and meetup mail, a key and certificate vendor, an expense tool, a bank
 * and a phone plan, mostly in English, with German, Spanish, Portuguese, Japanese, French and a few others.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from "2026-09-14 08:12:05" and a zone. */
function date(when: string, zone = "+0000"): string {
  const [day, time] = when.split(" ");
  const d = new Date(`${day}T00:00:00Z`);
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${time} ${zone}`;
}

const ME = "Priya Raman <priya@northbeam.dev>";
const ME_PERSONAL = "Priya Raman <priya.raman@fastpost.example>";

// ---------------------------------------------------------------- Portcullis, a self-hosted identity server

function portcullis_page(title: string, body: string, footer: string): string {
  return `<!DOCTYPE html>
<html>
<head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:'Open Sans',Helvetica,Arial,sans-serif;color:#333">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7">
<tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #39608a">
<tr><td style="padding:28px 32px 8px 32px;font-size:14px;line-height:22px">
${body}
</td></tr>
<tr><td style="padding:16px 32px 24px 32px;font-size:11px;color:#8a8f98;border-top:1px solid #e6e8eb">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

const portcullis: Mail[] = [
  {
    family: "portcullis-idp",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://id.northbeam.dev/portcullis/tenants/staff/actions/verify-email?key=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI4ZjNkMmEifQ.q0Rb7Lr2&client_id=staff-portal&tab_id=Xk2pQ8vTn",
    from: "Northbeam Staff Login <no-reply@id.northbeam.dev>",
    to: ME,
    subject: "Verify email",
    date: date("2026-09-01 08:02:41"),
    text:
      `Someone has created a Northbeam Staff account with this e-mail address. If that was you, open the link below to verify your e-mail address.

https://id.northbeam.dev/portcullis/tenants/staff/actions/verify-email?key=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI4ZjNkMmEifQ.q0Rb7Lr2&client_id=staff-portal&tab_id=Xk2pQ8vTn

The link stops working 5 minutes after it was sent.

If you did not create this account, you can ignore this message.
`,
    html: portcullis_page(
      "Verify email",
      `<p>Someone has created a Northbeam Staff account with this e-mail address. If that was you, open the link below to verify your e-mail address.</p>
<p><a href="https://id.northbeam.dev/portcullis/tenants/staff/actions/verify-email?key=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI4ZjNkMmEifQ.q0Rb7Lr2&amp;client_id=staff-portal&amp;tab_id=Xk2pQ8vTn" style="color:#39608a">Verify e-mail address</a></p>
<p>The link stops working 5 minutes after it was sent.</p>
<p>If you did not create this account, you can ignore this message.</p>`,
      `Northbeam Staff Login &middot; powered by Portcullis`,
    ),
  },
  {
    family: "portcullis-idp",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: "583107",
    link: null,
    from: "Relaycast Community Login <login@accounts.relaycast.org>",
    to: ME_PERSONAL,
    subject: "Your Relaycast sign-in code",
    date: date("2026-09-09 19:44:12", "+0200"),
    text: `Hello priya.raman,

Your one-time sign-in code for the Relaycast Community realm is:

    583107

It is valid for 10 minutes and can be used once. Sign-in attempt from Firefox 131 on Linux, near Berlin, DE, at 19:44 CEST.

Did not try to sign in? Change your password at https://accounts.relaycast.org/portcullis/tenants/community/account/security and tell us at security@relaycast.org.

--
Relaycast Community · Portcullis 24.3.1
`,
    html: portcullis_page(
      "Your Relaycast sign-in code",
      `<p>Hello priya.raman,</p>
<p>Your one-time sign-in code for the Relaycast Community realm is:</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:6px;font-family:Menlo,Consolas,monospace;background:#eef2f7;padding:14px 18px;text-align:center">583107</p>
<p>It is valid for 10 minutes and can be used once. Sign-in attempt from Firefox 131 on Linux, near Berlin, DE, at 19:44 CEST.</p>
<p>Did not try to sign in? <a href="https://accounts.relaycast.org/portcullis/tenants/community/account/security" style="color:#39608a">Change your password</a> and tell us at <a href="mailto:security@relaycast.org">security@relaycast.org</a>.</p>`,
      `Relaycast Community &middot; Portcullis 24.3.1`,
    ),
    enc: "qp",
  },
  {
    family: "portcullis-idp",
    group: "oss",
    lang: "de",
    kind: "reset-link",
    code: null,
    link:
      "https://login.kesselhaus-software.de/portcullis/tenants/partner/login-actions/action-token?key=eyJ0eXAiOiJKV1QifQ.eyJleHAiOjE3NTk0Mn0.Zr8mQ2xW&client_id=partnerportal&tab_id=7uQwE3",
    from: "Kesselhaus Partnerportal <noreply@login.kesselhaus-software.de>",
    to: ME,
    subject: "Passwort zurücksetzen",
    date: date("2026-09-16 11:20:03", "+0200"),
    text:
      `Jemand möchte die Zugangsdaten Ihres Kontos im Bereich „Partner“ ändern. Falls Sie das waren, setzen Sie Ihr Passwort über den folgenden Link zurück:

https://login.kesselhaus-software.de/portcullis/tenants/partner/login-actions/action-token?key=eyJ0eXAiOiJKV1QifQ.eyJleHAiOjE3NTk0Mn0.Zr8mQ2xW&client_id=partnerportal&tab_id=7uQwE3

Der Link läuft nach 30 Minuten ab.

Wenn Sie keine Änderung angefordert haben, ignorieren Sie diese Nachricht einfach; Ihr Passwort bleibt dann unverändert.
`,
    html: portcullis_page(
      "Passwort zurücksetzen",
      `<p>Jemand möchte die Zugangsdaten Ihres Kontos im Bereich „Partner“ ändern. Falls Sie das waren, setzen Sie Ihr Passwort über den folgenden Link zurück:</p>
<p><a href="https://login.kesselhaus-software.de/portcullis/tenants/partner/login-actions/action-token?key=eyJ0eXAiOiJKV1QifQ.eyJleHAiOjE3NTk0Mn0.Zr8mQ2xW&amp;client_id=partnerportal&amp;tab_id=7uQwE3" style="color:#39608a">Link zum Zurücksetzen der Zugangsdaten</a></p>
<p>Der Link läuft nach 30 Minuten ab.</p>
<p>Wenn Sie keine Änderung angefordert haben, ignorieren Sie diese Nachricht einfach; Ihr Passwort bleibt dann unverändert.</p>`,
      `Kesselhaus Software GmbH &middot; Speicherstraße 14 &middot; 28217 Bremen &middot; <a href="https://www.kesselhaus-software.de/impressum" style="color:#8a8f98">Impressum</a>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Quillmark, a self-hosted wiki

const quillmark: Mail[] = [
  {
    family: "quillmark-wiki",
    group: "oss",
    lang: "en",
    kind: "page-updated",
    code: null,
    link: null,
    from: "Northbeam Docs Wiki <wiki@docs.northbeam.dev>",
    to: ME,
    subject: "Page updated: Release checklist (SDK 4.x)",
    date: date("2026-09-03 15:06:55"),
    text: `Jonas Weber updated the page "Release checklist (SDK 4.x)" in the book "Engineering Handbook".

Change summary: "Added the step for signing the Windows installer; bumped minimum Node to 20.11"

View page: https://docs.northbeam.dev/books/engineering-handbook/page/release-checklist-sdk-4x
View changes: https://docs.northbeam.dev/books/engineering-handbook/page/release-checklist-sdk-4x/revisions/1187/changes

You receive this because you watch this book. Notification preferences:
https://docs.northbeam.dev/my-account/notifications
`,
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>body{background:#f2f2f2;margin:0}a{color:#206ea7}</style></head>
<body>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f2f2;padding:24px 0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border:1px solid #ddd;font-family:-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;color:#444">
<tr><td style="padding:20px 28px;background:#206ea7;color:#fff;font-size:18px">Northbeam Docs Wiki</td></tr>
<tr><td style="padding:24px 28px">
<p><strong>Jonas Weber</strong> updated the page <strong>Release checklist (SDK 4.x)</strong> in the book <em>Engineering Handbook</em>.</p>
<blockquote style="margin:0 0 16px 0;padding:8px 14px;border-left:3px solid #ccc;color:#666">Added the step for signing the Windows installer; bumped minimum Node to 20.11</blockquote>
<table cellpadding="0" cellspacing="0"><tr>
<td style="background:#206ea7;border-radius:3px"><a href="https://docs.northbeam.dev/books/engineering-handbook/page/release-checklist-sdk-4x" style="display:inline-block;padding:9px 18px;color:#fff;text-decoration:none">View page</a></td>
<td width="12"></td>
<td style="border:1px solid #206ea7;border-radius:3px"><a href="https://docs.northbeam.dev/books/engineering-handbook/page/release-checklist-sdk-4x/revisions/1187/changes" style="display:inline-block;padding:8px 17px;text-decoration:none">View changes</a></td>
</tr></table>
</td></tr>
<tr><td style="padding:14px 28px;font-size:12px;color:#999;border-top:1px solid #eee">You receive this because you watch this book. <a href="https://docs.northbeam.dev/my-account/notifications">Notification preferences</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "quillmark-wiki",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://wiki.relaycast.org/register/invite/6d1f0c9a2be84e7f93c15a40b8d2e611",
    from: "Relaycast Wiki <noreply@wiki.relaycast.org>",
    to: ME_PERSONAL,
    subject: "You have been invited to join Relaycast Wiki!",
    date: date("2026-09-10 09:31:18", "+0200"),
    text: `Hello,

Mireille Dubois has created an account for you on Relaycast Wiki.
Choose a password to start using it:

https://wiki.relaycast.org/register/invite/6d1f0c9a2be84e7f93c15a40b8d2e611

This invitation expires in 14 days.

Regards,
Relaycast Wiki
https://wiki.relaycast.org
`,
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"></head>
<body style="background:#f2f2f2;margin:0">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="padding:24px 0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border:1px solid #ddd;font-family:-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;color:#444">
<tr><td style="padding:20px 28px;background:#7a3e9d;color:#fff;font-size:18px"><img src="https://wiki.relaycast.org/uploads/images/system/logo-white.png" alt="Relaycast Wiki" height="28"></td></tr>
<tr><td style="padding:24px 28px">
<h2 style="margin-top:0;font-weight:400">Hello,</h2>
<p>Mireille Dubois has created an account for you on Relaycast Wiki.<br>Choose a password to start using it:</p>
<p style="text-align:center"><a href="https://wiki.relaycast.org/register/invite/6d1f0c9a2be84e7f93c15a40b8d2e611" style="display:inline-block;background:#7a3e9d;color:#fff;padding:11px 22px;border-radius:3px;text-decoration:none">Set password</a></p>
<p>This invitation expires in 14 days.</p>
<p>Regards,<br>Relaycast Wiki</p>
<hr style="border:0;border-top:1px solid #eee">
<p style="font-size:12px;color:#999">If the button does not work, copy this URL into your browser:<br><a href="https://wiki.relaycast.org/register/invite/6d1f0c9a2be84e7f93c15a40b8d2e611" style="color:#7a3e9d">https://wiki.relaycast.org/register/invite/6d1f0c9a2be84e7f93c15a40b8d2e611</a></p>
</td></tr>
</table></td></tr></table>
</body></html>`,
  },
];

// ---------------------------------------------------------------- Parrotline, a self-hosted team chat

function parrot_page(server: string, color: string, body: string, footer: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head>
<body style="margin:0;padding:0;background:#fafafa">
<span style="display:none;font-size:1px;color:#fafafa;max-height:0;overflow:hidden">${server}</span>
<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;border:1px solid #e5e5e5;border-radius:4px;font-family:'Helvetica Neue',Arial,sans-serif">
<tr><td style="padding:18px 24px;border-bottom:3px solid ${color};font-size:16px;font-weight:600;color:#3d3c40">${server}</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#3d3c40">${body}</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#9e9e9e;text-align:center">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

const parrotline: Mail[] = [
  {
    family: "parrotline-chat",
    group: "oss",
    lang: "en",
    kind: "unread-digest",
    code: null,
    link: null,
    from: "Northbeam Community <notifications@chat.northbeam.dev>",
    to: ME,
    subject: "[Northbeam Community] You have 4 unread messages in ~sdk-help",
    date: date("2026-09-05 06:15:00"),
    text: `Hi Priya, you have 4 unread messages.

~sdk-help
@tomasz.k  (Sep 4, 22:41): @priya is there a way to pass a custom fetch to the client in 4.2? the proxy at work eats the default agent
@alina.ruiz (Sep 4, 23:02): same question, also Deno
@tomasz.k  (Sep 4, 23:05): found the \`transport\` option in the changelog, but it's not in the docs yet
@bot-releases (Sep 5, 05:58): tidewalk 3.2.0-rc.1 published to npm and zpi

View messages: https://chat.northbeam.dev/community/channels/sdk-help

To change how often you get these e-mails, go to Settings > Notifications > Email notifications:
https://chat.northbeam.dev/community/settings/notifications

Parrotline · Northbeam Inc., 548 Market St #36021, San Francisco, CA 94104
`,
    html: parrot_page(
      "Northbeam Community",
      "#1e9e6a",
      `<p style="margin-top:0">Hi Priya, you have <strong>4 unread messages</strong>.</p>
<p style="font-weight:600;margin-bottom:6px">~sdk-help</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-left:3px solid #e5e5e5">
<tr><td><strong>@tomasz.k</strong> <span style="color:#999">Sep 4, 22:41</span><br>@priya is there a way to pass a custom fetch to the client in 4.2? the proxy at work eats the default agent</td></tr>
<tr><td><strong>@alina.ruiz</strong> <span style="color:#999">Sep 4, 23:02</span><br>same question, also Deno</td></tr>
<tr><td><strong>@tomasz.k</strong> <span style="color:#999">Sep 4, 23:05</span><br>found the <code>transport</code> option in the changelog, but it's not in the docs yet</td></tr>
<tr><td><strong>@bot-releases</strong> <span style="color:#999">Sep 5, 05:58</span><br>tidewalk 3.2.0-rc.1 published to npm and zpi</td></tr>
</table>
<p style="text-align:center;margin:22px 0"><a href="https://chat.northbeam.dev/community/channels/sdk-help" style="background:#1e9e6a;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none;font-weight:600">View messages</a></p>`,
      `To change how often you get these e-mails, go to <a href="https://chat.northbeam.dev/community/settings/notifications" style="color:#9e9e9e">Settings &gt; Notifications</a>.<br>Northbeam Inc., 548 Market St #36021, San Francisco, CA 94104`,
    ),
  },
  {
    family: "parrotline-chat",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://chat.relaycast.org/do_verify_email?token=ptqz8y1h3k4fjw7oe9r6mxg2nb&email=priya.raman%40fastpost.example",
    from: "Relaycast Chat <no-reply@chat.relaycast.org>",
    to: ME_PERSONAL,
    subject: "[Relaycast Chat] Verify your email address",
    date: date("2026-09-10 09:40:27", "+0200"),
    text: `Verify your email address

Thanks for joining Relaycast Chat. Please confirm this address so we can send you notifications.

Verify email: https://chat.relaycast.org/do_verify_email?token=ptqz8y1h3k4fjw7oe9r6mxg2nb&email=priya.raman%40fastpost.example

This link is valid for 48 hours.

Questions? Ask in ~town-square or visit https://relaycast.org/community
`,
    html: parrot_page(
      "Relaycast Chat",
      "#e0592a",
      `<h2 style="margin-top:0;font-size:20px">Verify your email address</h2>
<p>Thanks for joining Relaycast Chat. Please confirm this address so we can send you notifications.</p>
<p style="margin:24px 0"><a href="https://chat.relaycast.org/do_verify_email?token=ptqz8y1h3k4fjw7oe9r6mxg2nb&amp;email=priya.raman%40fastpost.example" style="background:#e0592a;color:#fff;padding:11px 22px;border-radius:4px;text-decoration:none;font-weight:600">Verify Email</a></p>
<p style="color:#777">This link is valid for 48 hours.</p>`,
      `Questions? Ask in ~town-square or visit <a href="https://relaycast.org/community" style="color:#9e9e9e">relaycast.org/community</a>`,
    ),
  },
  {
    family: "parrotline-chat",
    group: "oss",
    lang: "es",
    kind: "mention",
    code: null,
    link: null,
    from: "Devs Andinos <avisos@chat.devsandinos.org>",
    to: ME_PERSONAL,
    subject: "[Devs Andinos] Mateo Quispe te mencionó en ~ayuda-general",
    date: date("2026-09-22 17:12:44", "-0500"),
    text: `Mateo Quispe te mencionó en ~ayuda-general

"@priya ¿la charla del jueves 2 de octubre sobre SDKs tipados va a estar grabada? Varios del grupo de Arequipa no llegamos a las 19:00 (hora de Lima)."

Responder: https://chat.devsandinos.org/comunidad/pl/c7w4qyd3rfb8x
Ajustes de notificación: https://chat.devsandinos.org/comunidad/settings/notifications

Devs Andinos · comunidad sin fines de lucro · Lima, Perú
`,
    html: parrot_page(
      "Devs Andinos",
      "#b5232e",
      `<p style="margin-top:0"><strong>Mateo Quispe</strong> te mencionó en <strong>~ayuda-general</strong></p>
<div style="background:#f6f6f6;border-radius:4px;padding:12px 14px">@priya ¿la charla del jueves 2 de octubre sobre SDKs tipados va a estar grabada? Varios del grupo de Arequipa no llegamos a las 19:00 (hora de Lima).</div>
<p style="margin:22px 0"><a href="https://chat.devsandinos.org/comunidad/pl/c7w4qyd3rfb8x" style="background:#b5232e;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none">Responder</a></p>`,
      `<a href="https://chat.devsandinos.org/comunidad/settings/notifications" style="color:#9e9e9e">Ajustes de notificación</a> &middot; Devs Andinos &middot; comunidad sin fines de lucro &middot; Lima, Perú`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Tinderbox, a self-hosted CI server

const tinderbox: Mail[] = [
  {
    family: "tinderbox-ci",
    group: "oss",
    lang: "en",
    kind: "build-failed",
    code: null,
    link: null,
    from: "Tinderbox CI <ci@build.northbeam.dev>",
    to: ME,
    subject: "[tidewalk] Build #1284 failed on main (a3f9c21)",
    date: date("2026-09-08 13:47:09"),
    text: `Build #1284 FAILED

Repository: northbeam/tidewalk
Branch:     main
Commit:     a3f9c21 "retry: honour Retry-After on 503" (Priya Raman)
Duration:   6m 41s
Started:    2026-09-08 13:40:28 UTC

Failed steps
  test (node 18)      exit code 1   3 tests failed of 412
  test (deno 2.1)     exit code 1   1 test failed of 398
  lint                passed
  build               passed

  FAIL src/retry.test.ts > backoff > caps the delay at 30000 ms
    expected 30000, received 31250

Logs: https://build.northbeam.dev/repos/northbeam/tidewalk/builds/1284
Restart: https://build.northbeam.dev/repos/northbeam/tidewalk/builds/1284?restart=1

-- 
You are receiving this because you authored the commit. Manage notifications:
https://build.northbeam.dev/user/settings#notifications
`,
    html: null,
  },
  {
    family: "tinderbox-ci",
    group: "oss",
    lang: "en",
    kind: "build-fixed",
    code: null,
    link: null,
    from: "Tinderbox CI <ci@build.northbeam.dev>",
    to: ME,
    subject: "[tidewalk] Build #1286 fixed on main (0d7e14b)",
    date: date("2026-09-08 15:02:51"),
    text: `Build #1286 fixed - northbeam/tidewalk@main

Commit 0d7e14b "retry: clamp jitter before the cap" by Priya Raman
All 6 steps passed in 5m 58s.

https://build.northbeam.dev/repos/northbeam/tidewalk/builds/1286
`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;margin:0;padding:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:16px">
<table width="640" cellpadding="0" cellspacing="0" style="border:1px solid #d0d7de">
<tr><td style="background:#2da44e;color:#fff;padding:12px 16px;font-weight:bold">&#10004; Build #1286 fixed &mdash; northbeam/tidewalk@main</td></tr>
<tr><td style="padding:16px">
<table cellpadding="4" cellspacing="0" style="font-size:13px">
<tr><td style="color:#57606a">Commit</td><td><a href="https://git.northbeam.dev/northbeam/tidewalk/commit/0d7e14b93aa1" style="font-family:monospace">0d7e14b</a> retry: clamp jitter before the cap</td></tr>
<tr><td style="color:#57606a">Author</td><td>Priya Raman</td></tr>
<tr><td style="color:#57606a">Duration</td><td>5m 58s</td></tr>
<tr><td style="color:#57606a">Steps</td><td>lint &#10004; &nbsp; build &#10004; &nbsp; test (node 18) &#10004; &nbsp; test (node 22) &#10004; &nbsp; test (deno 2.1) &#10004; &nbsp; docs &#10004;</td></tr>
</table>
<p><a href="https://build.northbeam.dev/repos/northbeam/tidewalk/builds/1286">Open build #1286</a></p>
</td></tr>
<tr><td style="padding:10px 16px;font-size:11px;color:#8c959f;border-top:1px solid #d0d7de">Tinderbox 2.9.4 &middot; <a href="https://build.northbeam.dev/user/settings#notifications" style="color:#8c959f">notification settings</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Zephyr Package Index, a language package registry

function zpi_page(preheader: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Zephyr Package Index</title></head>
<body style="margin:0;background:#0f172a">
<div style="display:none;max-height:0;overflow:hidden">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0f172a"><tr><td align="center" style="padding:28px 10px">
<table role="presentation" width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;font-family:Inter,Segoe UI,Helvetica,sans-serif;color:#1e293b">
<tr><td style="padding:22px 30px 0 30px"><img src="https://zpi.dev/static/email/zpi-logo@2x.png" width="120" alt="Zephyr Package Index"></td></tr>
<tr><td style="padding:18px 30px 26px 30px;font-size:15px;line-height:24px">${body}</td></tr>
<tr><td style="padding:16px 30px;background:#f1f5f9;border-radius:0 0 8px 8px;font-size:12px;color:#64748b;line-height:18px">
The Zephyr Package Index is run by the Zephyr Language Foundation, a non-profit, 2261 Market St #5102, San Francisco, CA 94114.<br>
<a href="https://zpi.dev/help" style="color:#64748b">Help</a> &middot; <a href="https://zpi.dev/policies/privacy" style="color:#64748b">Privacy</a> &middot; <a href="https://zpi.dev/policies/security" style="color:#64748b">Report a security issue</a>
</td></tr></table></td></tr></table></body></html>`;
}

const zpi: Mail[] = [
  {
    family: "zephyrpkg",
    group: "oss",
    lang: "en",
    kind: "package-published",
    code: null,
    link: null,
    from: "Zephyr Package Index <noreply@zpi.dev>",
    to: ME_PERSONAL,
    subject: "tidewalk 3.2.0 has been published",
    date: date("2026-09-12 10:18:33"),
    text: `Hi priyar,

A new version of a package you own was published:

  tidewalk 3.2.0
  published by: priyar (using API token "release-bot", scope: publish:tidewalk)
  at:           2026-09-12 10:18:29 UTC
  sha256:       4b1c9e0a77d2f5e8c03b6a91d4e2f7c88a5b0d13e9f6a24c7b85d0e3f1a9c642

https://zpi.dev/packages/tidewalk/3.2.0

If you did not publish this version, yank it and revoke the token right away:
https://zpi.dev/settings/tokens

Zephyr Package Index
`,
    html: zpi_page(
      "tidewalk 3.2.0 was published by priyar",
      `<p>Hi priyar,</p>
<p>A new version of a package you own was published:</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #e2e8f0;border-radius:6px;width:100%">
<tr><td style="color:#64748b;width:120px">Package</td><td><a href="https://zpi.dev/packages/tidewalk/3.2.0" style="color:#2563eb"><strong>tidewalk 3.2.0</strong></a></td></tr>
<tr><td style="color:#64748b">Published by</td><td>priyar (API token &ldquo;release-bot&rdquo;, scope publish:tidewalk)</td></tr>
<tr><td style="color:#64748b">At</td><td>2026-09-12 10:18:29 UTC</td></tr>
<tr><td style="color:#64748b">sha256</td><td style="font-family:monospace;font-size:11px;word-break:break-all">4b1c9e0a77d2f5e8c03b6a91d4e2f7c88a5b0d13e9f6a24c7b85d0e3f1a9c642</td></tr>
</table>
<p>If you did not publish this version, yank it and <a href="https://zpi.dev/settings/tokens" style="color:#2563eb">revoke the token</a> right away.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "zephyrpkg",
    group: "oss",
    lang: "en",
    kind: "2fa-code",
    code: "40179286",
    link: null,
    from: "Zephyr Package Index <noreply@zpi.dev>",
    to: ME_PERSONAL,
    subject: "Your one-time password for zpi.dev",
    date: date("2026-09-20 07:55:02"),
    text: `Hi priyar,

Someone (hopefully you) is publishing with the zpi command-line tool from a machine that has not been used with your account before.

Enter this one-time password when the CLI asks for it:

  40179286

The password expires in 5 minutes.

Request details
  IP address: 91.64.112.7 (Berlin, DE)
  Client:     zpi/1.14.2 linux-x86_64

If this was not you, change your password at https://zpi.dev/settings/security now.
`,
    html: zpi_page(
      "Your one-time password for zpi.dev",
      `<p>Hi priyar,</p>
<p>Someone (hopefully you) is publishing with the <code>zpi</code> command-line tool from a machine that has not been used with your account before.</p>
<p>Enter this one-time password when the CLI asks for it:</p>
<p style="font-family:'JetBrains Mono',Menlo,monospace;font-size:30px;letter-spacing:4px;text-align:center;background:#f1f5f9;border-radius:6px;padding:16px 0;margin:18px 0">40179286</p>
<p>The password expires in 5 minutes.</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#475569">
<tr><td>IP address</td><td>91.64.112.7 (Berlin, DE)</td></tr>
<tr><td>Client</td><td>zpi/1.14.2 linux-x86_64</td></tr>
</table>
<p>If this was not you, <a href="https://zpi.dev/settings/security" style="color:#2563eb">change your password</a> now.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "zephyrpkg",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://zpi.dev/accept-invite/tidewalk-otel/b3e0c6f2a19d4478a5e2",
    from: "Zephyr Package Index <noreply@zpi.dev>",
    to: ME_PERSONAL,
    subject: "You have been invited to become an owner of tidewalk-otel",
    date: date("2026-10-02 16:27:40"),
    text: `Hi priyar,

kenji-sato has invited you to become an owner of the package tidewalk-otel on the Zephyr Package Index.

Owners can publish new versions, yank releases and add other owners.

Accept the invitation:
https://zpi.dev/accept-invite/tidewalk-otel/b3e0c6f2a19d4478a5e2

The invitation expires in 30 days. You can also see pending invitations at https://zpi.dev/me/pending-invites
`,
    html: zpi_page(
      "kenji-sato invited you to co-own tidewalk-otel",
      `<p>Hi priyar,</p>
<p><strong>kenji-sato</strong> has invited you to become an owner of the package <strong>tidewalk-otel</strong> on the Zephyr Package Index.</p>
<p>Owners can publish new versions, yank releases and add other owners.</p>
<p style="margin:26px 0"><a href="https://zpi.dev/accept-invite/tidewalk-otel/b3e0c6f2a19d4478a5e2" style="background:#2563eb;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:600">Accept invitation</a></p>
<p style="font-size:13px;color:#64748b">The invitation expires in 30 days. You can also see <a href="https://zpi.dev/me/pending-invites" style="color:#64748b">pending invitations</a> in your account.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Bugsnare, a self-hosted error tracker

const bugsnare: Mail[] = [
  {
    family: "bugsnare",
    group: "oss",
    lang: "en",
    kind: "error-alert",
    code: null,
    link: null,
    from: "Bugsnare <alerts@errors.northbeam.dev>",
    to: ME,
    subject: "[docs-site] New issue: TypeError: Cannot read properties of undefined (reading 'slug')",
    date: date("2026-09-14 21:09:16"),
    text: `New issue in docs-site (production)

TypeError: Cannot read properties of undefined (reading 'slug')
  at renderSidebar (app/components/Sidebar.tsx:88:31)
  at SidebarTree (app/components/Sidebar.tsx:41:12)

First seen: 2026-09-14 21:08:52 UTC
Events:     37 in the last 10 minutes
Users:      29
Release:    docs-site@2026.09.14-2
Browser:    Safari 18.0 (61%), Chrome 129 (39%)
URL:        https://docs.northbeam.dev/sdk/v4/migrating

Issue DOCS-SITE-4Q7: https://errors.northbeam.dev/organizations/northbeam/issues/58213/?alert_rule_id=12&referrer=alert_email

Alert rule "New issue in production" - mute: https://errors.northbeam.dev/organizations/northbeam/alerts/rules/docs-site/12/
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f6f9;font-family:Rubik,'Helvetica Neue',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e0dce5;border-radius:6px">
<tr><td style="padding:14px 22px;border-bottom:1px solid #e0dce5"><img src="https://errors.northbeam.dev/_static/bugsnare/images/email/logo.png" width="110" alt="Bugsnare"> <span style="float:right;font-size:12px;color:#80708f">docs-site &middot; production</span></td></tr>
<tr><td style="padding:20px 22px">
<p style="font-size:12px;color:#80708f;margin:0 0 4px 0">NEW ISSUE &middot; DOCS-SITE-4Q7</p>
<h2 style="font-size:18px;margin:0 0 6px 0;color:#2b1d38">TypeError</h2>
<p style="margin:0 0 14px 0;color:#4a3e56">Cannot read properties of undefined (reading 'slug')</p>
<pre style="background:#faf9fb;border:1px solid #e0dce5;padding:10px;font-size:12px;overflow:auto">at renderSidebar (app/components/Sidebar.tsx:88:31)
at SidebarTree (app/components/Sidebar.tsx:41:12)</pre>
<table cellpadding="5" cellspacing="0" style="font-size:13px;color:#4a3e56">
<tr><td style="color:#80708f">First seen</td><td>2026-09-14 21:08:52 UTC</td></tr>
<tr><td style="color:#80708f">Events</td><td>37 in the last 10 minutes</td></tr>
<tr><td style="color:#80708f">Users</td><td>29</td></tr>
<tr><td style="color:#80708f">Release</td><td>docs-site@2026.09.14-2</td></tr>
<tr><td style="color:#80708f">URL</td><td>https://docs.northbeam.dev/sdk/v4/migrating</td></tr>
</table>
<p style="margin:18px 0 0 0"><a href="https://errors.northbeam.dev/organizations/northbeam/issues/58213/?alert_rule_id=12&amp;referrer=alert_email" style="background:#6c5fc7;color:#fff;padding:9px 16px;border-radius:4px;text-decoration:none;font-size:14px">View on Bugsnare</a></p>
</td></tr>
<tr><td style="padding:12px 22px;border-top:1px solid #e0dce5;font-size:11px;color:#9585a3">Sent by the alert rule &ldquo;New issue in production&rdquo;. <a href="https://errors.northbeam.dev/organizations/northbeam/alerts/rules/docs-site/12/" style="color:#9585a3">Mute or edit this rule</a>.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "bugsnare",
    group: "oss",
    lang: "en",
    kind: "weekly-report",
    code: null,
    link: null,
    from: "Bugsnare <reports@errors.northbeam.dev>",
    to: ME,
    subject: "Weekly report for Northbeam: Sep 21 - Sep 28, 2026",
    date: date("2026-09-28 09:00:04"),
    text: `Weekly report for Northbeam
Sep 21 - Sep 28, 2026

Errors:       18,402 (-12% vs previous week)
Transactions: 2.1M
New issues:   14    Resolved: 31    Regressed: 2

Top projects
  docs-site        9,877 errors
  sdk-js           6,120 errors
  playground-api   2,405 errors

Top issue: SDK-JS-1F3 AbortError: The operation was aborted (4,902 events)

Full report: https://errors.northbeam.dev/organizations/northbeam/stats/?period=7d
Unsubscribe from weekly reports: https://errors.northbeam.dev/settings/account/notifications/reports/
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Tallyglass, self-hosted web analytics

const tallyglass: Mail[] = [
  {
    family: "tallyglass-analytics",
    group: "oss",
    lang: "en",
    kind: "weekly-report",
    code: null,
    link: null,
    from: "Tallyglass <reports@stats.tidewalk.dev>",
    to: ME_PERSONAL,
    subject: "Weekly report for tidewalk.dev",
    date: date("2026-09-07 06:00:11"),
    text: `tidewalk.dev - last 7 days (Aug 31 - Sep 6)

Unique visitors   4,318   +9%
Pageviews        11,902   +4%
Bounce rate         58%   -2
Visit duration    2m 14s

Top pages
  /docs/getting-started      3,112
  /docs/retry-policies       1,487
  /blog/3-2-release-notes      962

Top sources
  github.com                 1,604
  Direct / None              1,221
  news.ycombinator.com         318

Open the dashboard: https://stats.tidewalk.dev/tidewalk.dev?period=7d

You are receiving this because you subscribed to weekly reports for tidewalk.dev.
Unsubscribe: https://stats.tidewalk.dev/sites/tidewalk.dev/weekly-report/unsubscribe?email=priya.raman%40fastpost.example
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="background:#f9fafb;margin:0;padding:0">
<table width="100%" cellpadding="0" cellspacing="0" style="font-family:system-ui,-apple-system,sans-serif"><tr><td align="center" style="padding:30px 10px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08)">
<tr><td style="padding:24px 28px 6px 28px"><span style="font-size:13px;color:#6b7280">Weekly report</span><br><span style="font-size:22px;font-weight:700;color:#111827">tidewalk.dev</span><br><span style="font-size:13px;color:#6b7280">Aug 31 &ndash; Sep 6, 2026</span></td></tr>
<tr><td style="padding:16px 28px">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="25%" style="text-align:center"><div style="font-size:11px;color:#6b7280;text-transform:uppercase">Visitors</div><div style="font-size:22px;font-weight:700">4.3k</div><div style="font-size:12px;color:#059669">+9%</div></td>
<td width="25%" style="text-align:center"><div style="font-size:11px;color:#6b7280;text-transform:uppercase">Pageviews</div><div style="font-size:22px;font-weight:700">11.9k</div><div style="font-size:12px;color:#059669">+4%</div></td>
<td width="25%" style="text-align:center"><div style="font-size:11px;color:#6b7280;text-transform:uppercase">Bounce</div><div style="font-size:22px;font-weight:700">58%</div><div style="font-size:12px;color:#059669">-2</div></td>
<td width="25%" style="text-align:center"><div style="font-size:11px;color:#6b7280;text-transform:uppercase">Duration</div><div style="font-size:22px;font-weight:700">2m 14s</div><div style="font-size:12px;color:#6b7280">&nbsp;</div></td>
</tr></table></td></tr>
<tr><td style="padding:8px 28px"><table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;color:#374151">
<tr><td style="font-weight:600;border-bottom:1px solid #e5e7eb">Top pages</td><td align="right" style="font-weight:600;border-bottom:1px solid #e5e7eb">Visitors</td></tr>
<tr><td>/docs/getting-started</td><td align="right">3,112</td></tr>
<tr><td>/docs/retry-policies</td><td align="right">1,487</td></tr>
<tr><td>/blog/3-2-release-notes</td><td align="right">962</td></tr>
<tr><td style="font-weight:600;border-bottom:1px solid #e5e7eb;padding-top:14px">Top sources</td><td align="right" style="font-weight:600;border-bottom:1px solid #e5e7eb;padding-top:14px">Visitors</td></tr>
<tr><td>github.com</td><td align="right">1,604</td></tr>
<tr><td>Direct / None</td><td align="right">1,221</td></tr>
<tr><td>news.ycombinator.com</td><td align="right">318</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:20px 28px"><a href="https://stats.tidewalk.dev/tidewalk.dev?period=7d" style="background:#4f46e5;color:#fff;padding:10px 22px;border-radius:6px;text-decoration:none;font-size:14px">Open dashboard</a></td></tr>
</table>
<p style="font-size:11px;color:#9ca3af">You subscribed to weekly reports for tidewalk.dev. <a href="https://stats.tidewalk.dev/sites/tidewalk.dev/weekly-report/unsubscribe?email=priya.raman%40fastpost.example" style="color:#9ca3af">Unsubscribe</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "tallyglass-analytics",
    group: "oss",
    lang: "en",
    kind: "login-link",
    code: null,
    link:
      "https://stats.tidewalk.dev/login/magic?token=SFMyNTY.g2gDbQAAABNwcml5YS5yYW1hbkBmYXN0cG9zdG4GAIjv.Hq3vE0b_xk2mYtTgZ8fwL1cR",
    from: "Tallyglass <login@stats.tidewalk.dev>",
    to: ME_PERSONAL,
    subject: "Your Tallyglass login link",
    date: date("2026-10-11 22:03:58"),
    text: `Click the link below to log in to Tallyglass on stats.tidewalk.dev:

https://stats.tidewalk.dev/login/magic?token=SFMyNTY.g2gDbQAAABNwcml5YS5yYW1hbkBmYXN0cG9zdG4GAIjv.Hq3vE0b_xk2mYtTgZ8fwL1cR

The link works once and expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.
`,
    html:
      `<html><body style="font-family:system-ui,-apple-system,sans-serif;font-size:15px;color:#111827;background:#ffffff;padding:24px">
<p>Click the button below to log in to Tallyglass on <strong>stats.tidewalk.dev</strong>:</p>
<p><a href="https://stats.tidewalk.dev/login/magic?token=SFMyNTY.g2gDbQAAABNwcml5YS5yYW1hbkBmYXN0cG9zdG4GAIjv.Hq3vE0b_xk2mYtTgZ8fwL1cR" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:10px 22px;border-radius:6px;text-decoration:none">Log in</a></p>
<p style="color:#6b7280;font-size:13px">The link works once and expires in 15 minutes. If you did not ask for it, you can ignore this e-mail.</p>
<p style="color:#9ca3af;font-size:11px">Tallyglass 2.4 &middot; self-hosted</p>
</body></html>`,
  },
];

// ---------------------------------------------------------------- Agorafolk, self-hosted forum software

const agorafolk: Mail[] = [
  {
    family: "agorafolk-forum",
    group: "oss",
    lang: "pt",
    kind: "activation-link",
    code: null,
    link: "https://forum.rustbr.org/u/ativar/2f8e91c4b7d05a36e1c9f0b2d84a7e65",
    from: "Fórum Rust Brasil <nao-responda@forum.rustbr.org>",
    to: ME_PERSONAL,
    subject: "[Fórum Rust Brasil] Confirme sua nova conta",
    date: date("2026-09-18 14:35:20", "-0300"),
    text: `Bem-vinda ao Fórum Rust Brasil!

Para ativar sua conta (usuário: priyar), clique no link abaixo:

https://forum.rustbr.org/u/ativar/2f8e91c4b7d05a36e1c9f0b2d84a7e65

Se o link não abrir, copie e cole o endereço no navegador. Caso você não tenha se cadastrado, apenas ignore esta mensagem.

--
Fórum Rust Brasil · https://forum.rustbr.org
Mantido por voluntários. Dúvidas: moderacao@rustbr.org
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222;max-width:600px;margin:0 auto">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:14px 0;border-bottom:1px solid #ddd"><img src="https://forum.rustbr.org/uploads/default/original/1X/logo-rustbr.png" height="36" alt="Fórum Rust Brasil"></td></tr>
<tr><td style="padding:18px 0">
<p>Bem-vinda ao Fórum Rust Brasil!</p>
<p>Para ativar sua conta (usuário: <b>priyar</b>), clique no link abaixo:</p>
<p><a href="https://forum.rustbr.org/u/ativar/2f8e91c4b7d05a36e1c9f0b2d84a7e65">https://forum.rustbr.org/u/ativar/2f8e91c4b7d05a36e1c9f0b2d84a7e65</a></p>
<p>Se o link não abrir, copie e cole o endereço no navegador. Caso você não tenha se cadastrado, apenas ignore esta mensagem.</p>
</td></tr>
<tr><td style="padding:12px 0;border-top:1px solid #ddd;font-size:12px;color:#888">Mantido por voluntários. Dúvidas: <a href="mailto:moderacao@rustbr.org" style="color:#888">moderacao@rustbr.org</a></td></tr></table>
</div>`,
    enc: "qp",
  },
  {
    family: "agorafolk-forum",
    group: "oss",
    lang: "en",
    kind: "activity-summary",
    code: null,
    link: null,
    from: "Loamfield Makers Forum <summary@talk.loamfield.org>",
    to: ME_PERSONAL,
    subject: "[Loamfield Makers] Summary since Sep 26",
    date: date("2026-10-03 18:30:00", "+0100"),
    text: `Here's what you missed on Loamfield Makers since Sep 26.

Popular topics
- "Flashing the RP2350 from CI without a debugger" (42 replies, 1.3k views)
  https://talk.loamfield.org/t/flashing-the-rp2350-from-ci-without-a-debugger/8812
- "Retry storms when 200 sensors reconnect at once" (17 replies)
  https://talk.loamfield.org/t/retry-storms-when-200-sensors-reconnect-at-once/8830
- "Hack night, Thursday Oct 9, 19:00 at the Werkhalle (Unit 4, 12 Dock Lane)" (9 replies)
  https://talk.loamfield.org/t/hack-night-thursday-oct-9/8841

New users this week: 23

Visit the forum: https://talk.loamfield.org/latest
Change how often you get these summaries: https://talk.loamfield.org/my/preferences/emails
Unsubscribe: https://talk.loamfield.org/email/unsubscribe/a81c0e4f77b2
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f3f3f3;font-family:Helvetica,Arial,sans-serif"><tr><td align="center" style="padding:20px">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:18px 24px;background:#2f4f3a"><img src="https://talk.loamfield.org/uploads/default/original/logo-light.png" width="160" alt="Loamfield Makers"></td></tr>
<tr><td style="padding:20px 24px;font-size:15px;color:#222">
<p style="margin-top:0">Here's what you missed on <b>Loamfield Makers</b> since Sep 26.</p>
<h3 style="font-size:16px;border-bottom:1px solid #e9e9e9;padding-bottom:6px">Popular topics</h3>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px">
<tr><td><a href="https://talk.loamfield.org/t/flashing-the-rp2350-from-ci-without-a-debugger/8812" style="color:#2f6f4a;font-weight:bold;text-decoration:none">Flashing the RP2350 from CI without a debugger</a><br><span style="color:#888;font-size:12px">42 replies &middot; 1.3k views</span></td></tr>
<tr><td><a href="https://talk.loamfield.org/t/retry-storms-when-200-sensors-reconnect-at-once/8830" style="color:#2f6f4a;font-weight:bold;text-decoration:none">Retry storms when 200 sensors reconnect at once</a><br><span style="color:#888;font-size:12px">17 replies</span></td></tr>
<tr><td><a href="https://talk.loamfield.org/t/hack-night-thursday-oct-9/8841" style="color:#2f6f4a;font-weight:bold;text-decoration:none">Hack night, Thursday Oct 9, 19:00 at the Werkhalle (Unit 4, 12 Dock Lane)</a><br><span style="color:#888;font-size:12px">9 replies</span></td></tr>
</table>
<p style="font-size:13px;color:#666">New users this week: 23</p>
<p><a href="https://talk.loamfield.org/latest" style="background:#2f6f4a;color:#fff;padding:9px 18px;text-decoration:none;border-radius:3px">Visit the forum</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;background:#fafafa"><a href="https://talk.loamfield.org/my/preferences/emails" style="color:#999">Change how often you get these summaries</a> &middot; <a href="https://talk.loamfield.org/email/unsubscribe/a81c0e4f77b2" style="color:#999">Unsubscribe</a></td></tr>
</table></td></tr></table>`,
  },
];

// ---------------------------------------------------------------- Strataform, a cloud provider

function strata_page(preheader: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>Strataform</title></head>
<body style="margin:0;padding:0;background-color:#eceff3">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden">${preheader}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#eceff3"><tr><td align="center" valign="top" style="padding:24px 0">
<table border="0" cellpadding="0" cellspacing="0" width="600">
<tr><td style="padding:0 0 16px 0"><a href="https://strataform.cloud/?utm_source=email&amp;utm_medium=transactional"><img src="https://assets.strataform.cloud/email/wordmark-dark.png" width="140" height="28" alt="Strataform" border="0" /></a></td></tr>
<tr><td bgcolor="#ffffff" style="padding:32px 36px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:23px;color:#1f2933;border-radius:4px">${body}</td></tr>
<tr><td style="padding:20px 8px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#7b8794;text-align:center">
Strataform Cloud B.V. &middot; Keizersgracht 241 &middot; 1016 EA Amsterdam &middot; KvK 81234567<br />
<a href="https://strataform.cloud/legal/privacy" style="color:#7b8794">Privacy</a> &middot; <a href="https://strataform.cloud/legal/terms" style="color:#7b8794">Terms</a> &middot; <a href="https://status.strataform.cloud" style="color:#7b8794">Status</a> &middot; <a href="https://x.com/strataform" style="color:#7b8794">X</a> &middot; <a href="https://github.com/strataform" style="color:#7b8794">GitHub</a><br />&copy; 2026 Strataform Cloud B.V.
</td></tr></table></td></tr></table></body></html>`;
}

const strataform: Mail[] = [
  {
    family: "strataform-cloud",
    group: "consumer",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Strataform Billing <billing@strataform.cloud>",
    to: ME,
    subject: "Your Strataform invoice for September 2026 (INV-2026-09-114872)",
    date: date("2026-10-01 04:12:37"),
    text: `Hi Priya,

Your invoice for the Northbeam DevRel team (team ID tm_4k2x9q) is ready.

Invoice number:  INV-2026-09-114872
Billing period:  Sep 1 - Sep 30, 2026
Amount due:      EUR 186.43 (incl. 21% VAT, EUR 32.36)
Payment method:  Visa ending in 4821, charged on Oct 3, 2026

  Compute (4 x s-2vcpu-4gb, 720 h)        EUR 96.00
  Managed Postgres (db-1, 2 GB)           EUR 30.00
  Object storage (212 GB, 1.4 TB egress)  EUR 23.07
  Load balancer                           EUR  5.00

The invoice is attached as a PDF. You can also download it at https://console.strataform.cloud/billing/invoices/INV-2026-09-114872

Questions about billing? Reply to this e-mail or open a ticket at https://strataform.cloud/support.

Strataform Cloud B.V., Keizersgracht 241, 1016 EA Amsterdam, VAT NL862345129B01
`,
    html: strata_page(
      "EUR 186.43 will be charged to your Visa ending in 4821 on Oct 3.",
      `<p style="margin-top:0">Hi Priya,</p>
<p>Your invoice for the <strong>Northbeam DevRel</strong> team (team ID tm_4k2x9q) is ready.</p>
<table border="0" cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border-top:1px solid #e4e7eb;border-bottom:1px solid #e4e7eb;margin:16px 0">
<tr><td style="color:#616e7c">Invoice number</td><td align="right">INV-2026-09-114872</td></tr>
<tr><td style="color:#616e7c">Billing period</td><td align="right">Sep 1 &ndash; Sep 30, 2026</td></tr>
<tr><td style="color:#616e7c">Compute (4 &times; s-2vcpu-4gb, 720 h)</td><td align="right">&euro;96.00</td></tr>
<tr><td style="color:#616e7c">Managed Postgres (db-1, 2 GB)</td><td align="right">&euro;30.00</td></tr>
<tr><td style="color:#616e7c">Object storage (212 GB, 1.4 TB egress)</td><td align="right">&euro;23.07</td></tr>
<tr><td style="color:#616e7c">Load balancer</td><td align="right">&euro;5.00</td></tr>
<tr><td style="color:#616e7c">VAT 21%</td><td align="right">&euro;32.36</td></tr>
<tr><td style="font-weight:bold">Amount due</td><td align="right" style="font-weight:bold">&euro;186.43</td></tr>
</table>
<p>We will charge your Visa ending in 4821 on Oct 3, 2026. The invoice is attached as a PDF.</p>
<p><a href="https://console.strataform.cloud/billing/invoices/INV-2026-09-114872" style="color:#0b69e3">View invoice in the console</a></p>
<p style="font-size:13px;color:#616e7c">Questions about billing? Reply to this e-mail or <a href="https://strataform.cloud/support" style="color:#616e7c">open a ticket</a>.</p>`,
    ),
    attachment: [
      "INV-2026-09-114872.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    enc: "qp",
  },
  {
    family: "strataform-cloud",
    group: "consumer",
    lang: "en",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "Strataform <alerts@strataform.cloud>",
    to: ME,
    subject: "Billing alert: Northbeam DevRel has reached 80% of its EUR 200 threshold",
    date: date("2026-10-24 11:41:02"),
    text: `Hi Priya,

Month-to-date usage for the team Northbeam DevRel is EUR 161.27, which is 80% of the EUR 200.00 alert threshold you set.

Largest changes since last month:
  Object storage egress   +0.9 TB   (bucket: conf-recordings)
  Compute                 +2 droplets in fra1 (workshop-lab-1, workshop-lab-2)

Nothing has been stopped. Review usage: https://console.strataform.cloud/billing/usage?team=tm_4k2x9q
Change the threshold: https://console.strataform.cloud/billing/alerts
`,
    html: strata_page(
      "Month-to-date usage: EUR 161.27 of EUR 200.00",
      `<p style="margin-top:0">Hi Priya,</p>
<p>Month-to-date usage for the team <strong>Northbeam DevRel</strong> is <strong>&euro;161.27</strong>, which is 80% of the &euro;200.00 alert threshold you set.</p>
<div style="background:#eceff3;border-radius:4px;height:10px;margin:14px 0"><div style="background:#f0b429;width:80%;height:10px;border-radius:4px"></div></div>
<p style="font-size:14px">Largest changes since last month:</p>
<ul style="font-size:14px;padding-left:18px"><li>Object storage egress +0.9 TB (bucket <code>conf-recordings</code>)</li><li>Compute +2 droplets in fra1 (workshop-lab-1, workshop-lab-2)</li></ul>
<p>Nothing has been stopped.</p>
<p><a href="https://console.strataform.cloud/billing/usage?team=tm_4k2x9q" style="background:#0b69e3;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">Review usage</a> &nbsp; <a href="https://console.strataform.cloud/billing/alerts" style="color:#0b69e3;font-size:14px">Change the threshold</a></p>`,
    ),
  },
  {
    family: "strataform-cloud",
    group: "consumer",
    lang: "en",
    kind: "device-code",
    code: "K7PX-92QD",
    link: null,
    from: "Strataform <security@strataform.cloud>",
    to: ME,
    subject: "Confirm it's you: sign-in from a new device",
    date: date("2026-10-06 07:18:45"),
    text: `Hi Priya,

We noticed a sign-in to your Strataform account from a device we don't recognise.

  Device:   Chrome 130 on macOS
  Location: Lisbon, Portugal (approx.)
  Time:     Oct 6, 2026 07:18 UTC

To finish signing in, enter this verification code on the sign-in page:

  K7PX-92QD

The code expires in 15 minutes. If this wasn't you, don't share the code; reset your password at https://console.strataform.cloud/account/security instead.
`,
    html: strata_page(
      "Enter K7PX-92QD to finish signing in.",
      `<p style="margin-top:0">Hi Priya,</p>
<p>We noticed a sign-in to your Strataform account from a device we don't recognise.</p>
<table border="0" cellpadding="4" cellspacing="0" style="font-size:14px;color:#3e4c59">
<tr><td style="color:#7b8794">Device</td><td>Chrome 130 on macOS</td></tr>
<tr><td style="color:#7b8794">Location</td><td>Lisbon, Portugal (approx.)</td></tr>
<tr><td style="color:#7b8794">Time</td><td>Oct 6, 2026 07:18 UTC</td></tr></table>
<p>To finish signing in, enter this verification code on the sign-in page:</p>
<p style="font-family:'SFMono-Regular',Consolas,monospace;font-size:28px;font-weight:bold;letter-spacing:3px;color:#1f2933;text-align:center;border:1px dashed #9aa5b1;padding:14px 0">K7PX-92QD</p>
<p style="font-size:13px;color:#616e7c">The code expires in 15 minutes. If this wasn't you, don't share the code; <a href="https://console.strataform.cloud/account/security" style="color:#616e7c">reset your password</a> instead.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Togglewright, a feature-flag SaaS

const togglewright: Mail[] = [
  {
    family: "togglewright",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.togglewright.io/invitations/accept?invite=inv_01J9ZK4T7Q2M8R&org=northbeam",
    from: "Togglewright <team@togglewright.io>",
    to: ME,
    subject: "Dana Okafor invited you to the Northbeam organization on Togglewright",
    date: date("2026-09-02 17:22:10"),
    text:
      `Dana Okafor (dana@northbeam.dev) invited you to join the Northbeam organization on Togglewright as a Maintainer.

Projects you'll have access to: sdk-js, docs-site, playground

Accept invitation: https://app.togglewright.io/invitations/accept?invite=inv_01J9ZK4T7Q2M8R&org=northbeam

This invitation expires on September 9, 2026.

Togglewright, Inc. · 44 Tehama St, San Francisco, CA 94105
`,
    html: `<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light"></head>
<body style="margin:0;padding:0;background:#ffffff">
<div style="display:none;max-height:0;overflow:hidden">Join Northbeam on Togglewright as a Maintainer</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#24292f">
<tr><td style="padding:40px 0 20px 0"><img src="https://cdn.togglewright.io/mail/logo-mark.png" width="40" height="40" alt="Togglewright"></td></tr>
<tr><td style="font-size:22px;font-weight:600;padding-bottom:16px">Join Northbeam on Togglewright</td></tr>
<tr><td style="font-size:15px;line-height:24px"><strong>Dana Okafor</strong> (<a href="mailto:dana@northbeam.dev" style="color:#24292f">dana@northbeam.dev</a>) invited you to join the <strong>Northbeam</strong> organization as a <strong>Maintainer</strong>.</td></tr>
<tr><td style="font-size:14px;line-height:22px;color:#57606a;padding-top:10px">Projects you'll have access to: sdk-js, docs-site, playground</td></tr>
<tr><td style="padding:28px 0"><a href="https://app.togglewright.io/invitations/accept?invite=inv_01J9ZK4T7Q2M8R&amp;org=northbeam" style="display:inline-block;background:#111827;color:#ffffff;font-size:15px;font-weight:600;padding:12px 26px;border-radius:8px;text-decoration:none">Accept invitation</a></td></tr>
<tr><td style="font-size:13px;color:#57606a">This invitation expires on September 9, 2026.</td></tr>
<tr><td style="padding:40px 0 30px 0;font-size:12px;color:#8c959f;border-bottom:0">Togglewright, Inc. &middot; 44 Tehama St, San Francisco, CA 94105</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "togglewright",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "739014",
    link: null,
    from: "Togglewright <team@togglewright.io>",
    to: ME,
    subject: "739 014 is your Togglewright login code",
    date: date("2026-10-20 08:49:31"),
    text: `Your login code is 739 014

Enter it in the browser window where you started signing in. It expires in 10 minutes.

If you didn't request this, you can safely ignore this e-mail. Someone may have typed your address by mistake.

Togglewright, Inc. · 44 Tehama St, San Francisco, CA 94105
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#24292f">
<tr><td style="padding:40px 0 20px 0"><img src="https://cdn.togglewright.io/mail/logo-mark.png" width="40" height="40" alt="Togglewright"></td></tr>
<tr><td style="font-size:22px;font-weight:600;padding-bottom:16px">Your login code</td></tr>
<tr><td style="padding:8px 0 20px 0"><table cellpadding="0" cellspacing="6" role="presentation"><tr>
<td style="width:44px;height:54px;border:1px solid #d0d7de;border-radius:8px;font-size:28px;font-weight:600;text-align:center;font-family:Menlo,monospace">7</td>
<td style="width:44px;height:54px;border:1px solid #d0d7de;border-radius:8px;font-size:28px;font-weight:600;text-align:center;font-family:Menlo,monospace">3</td>
<td style="width:44px;height:54px;border:1px solid #d0d7de;border-radius:8px;font-size:28px;font-weight:600;text-align:center;font-family:Menlo,monospace">9</td>
<td style="width:14px"></td>
<td style="width:44px;height:54px;border:1px solid #d0d7de;border-radius:8px;font-size:28px;font-weight:600;text-align:center;font-family:Menlo,monospace">0</td>
<td style="width:44px;height:54px;border:1px solid #d0d7de;border-radius:8px;font-size:28px;font-weight:600;text-align:center;font-family:Menlo,monospace">1</td>
<td style="width:44px;height:54px;border:1px solid #d0d7de;border-radius:8px;font-size:28px;font-weight:600;text-align:center;font-family:Menlo,monospace">4</td>
</tr></table></td></tr>
<tr><td style="font-size:15px;line-height:24px">Enter it in the browser window where you started signing in. It expires in 10 minutes.</td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#57606a;padding-top:14px">If you didn't request this, you can safely ignore this e-mail. Someone may have typed your address by mistake.</td></tr>
<tr><td style="padding:40px 0 30px 0;font-size:12px;color:#8c959f">Togglewright, Inc. &middot; 44 Tehama St, San Francisco, CA 94105 &middot; <a href="https://togglewright.io/privacy" style="color:#8c959f">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Sourcefen, a hosted code forge

function fen_page(body: string, why: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0">
<div style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:#1f2328;max-width:620px;margin:0 auto;padding:16px">
${body}
<p style="font-size:12px;color:#656d76;border-top:1px solid #d1d9e0;padding-top:10px;margin-top:24px">${why}<br>Sourcefen Ltd &middot; 9 Lower Ormond Quay, Dublin 1, D01 Y2K7, Ireland</p>
</div></body></html>`;
}

const sourcefen: Mail[] = [
  {
    family: "sourcefen",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://sourcefen.com/loamfield/sensor-firmware/invitations",
    from: "Sourcefen <noreply@sourcefen.com>",
    to: ME_PERSONAL,
    subject: "@aoife-byrne has invited you to collaborate on the loamfield/sensor-firmware repository",
    date: date("2026-09-25 20:14:07", "+0100"),
    text: `@aoife-byrne has invited you to collaborate on the
loamfield/sensor-firmware repository

You can accept or decline this invitation. You can also head over to
https://sourcefen.com/loamfield/sensor-firmware to check out the repository
or visit @aoife-byrne to learn a bit more about them.

This invitation will expire in 7 days.

View invitation: https://sourcefen.com/loamfield/sensor-firmware/invitations

Note: This invitation was intended for priyar. If you were not expecting
it, you can ignore this e-mail. If @aoife-byrne is sending you too many
e-mails, you can block them (https://sourcefen.com/settings/blocked_users)
or report abuse (https://sourcefen.com/contact/report-abuse?report=aoife-byrne).
`,
    html: fen_page(
      `<p style="text-align:center"><img src="https://avatars.sourcefen-cdn.com/u/88213?s=96" width="48" height="48" alt="@aoife-byrne" style="border-radius:50%"></p>
<p style="text-align:center;font-size:18px"><strong>@aoife-byrne</strong> has invited you to collaborate on the <strong>loamfield/sensor-firmware</strong> repository</p>
<p style="text-align:center">You can <strong>accept or decline</strong> this invitation. You can also head over to <a href="https://sourcefen.com/loamfield/sensor-firmware" style="color:#0969da">loamfield/sensor-firmware</a> to check out the repository or visit <a href="https://sourcefen.com/aoife-byrne" style="color:#0969da">@aoife-byrne</a> to learn a bit more about them.</p>
<p style="text-align:center;margin:24px 0"><a href="https://sourcefen.com/loamfield/sensor-firmware/invitations" style="background:#1f883d;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;font-weight:600">View invitation</a></p>
<p style="text-align:center;color:#656d76">This invitation will expire in 7 days.</p>`,
      `<strong>Note:</strong> This invitation was intended for <strong>priyar</strong>. If you were not expecting it, you can ignore this e-mail. If @aoife-byrne is sending you too many e-mails, you can <a href="https://sourcefen.com/settings/blocked_users" style="color:#656d76">block them</a> or <a href="https://sourcefen.com/contact/report-abuse?report=aoife-byrne" style="color:#656d76">report abuse</a>.`,
    ),
  },
  {
    family: "sourcefen",
    group: "consumer",
    lang: "en",
    kind: "security-advisory",
    code: null,
    link: null,
    from: "Sourcefen <noreply@sourcefen.com>",
    to: ME_PERSONAL,
    subject: "[priyar/tidewalk] Dependency alert: undici (moderate) in package-lock.json",
    date: date("2026-10-08 03:27:55"),
    text: `A vulnerable dependency was found in priyar/tidewalk

Package:        undici (npm)
Affected:       >= 6.0.0, < 6.21.2
Patched in:     6.21.2
Severity:       moderate (CVSS 5.3)
Advisory:       FSA-8mq4-7xwv-c2p9 / CVE-2026-31877
Manifest:       package-lock.json (dev dependency via @types/node-fetch-shim)

Summary: Crafted responses can make the redirect handler keep the
Authorization header when following a redirect to a different origin.

A pull request to bump undici to 6.21.2 has been opened: #412
https://sourcefen.com/priyar/tidewalk/pull/412

See all alerts: https://sourcefen.com/priyar/tidewalk/security/dependabot

You are receiving this because you are an admin of priyar/tidewalk.
Manage notifications: https://sourcefen.com/settings/notifications
`,
    html: null,
  },
  {
    family: "sourcefen",
    group: "consumer",
    lang: "en",
    kind: "review-requested",
    code: null,
    link: null,
    from: "Kenji Sato <notifications@sourcefen.com>",
    to: "priyar/tidewalk <tidewalk@noreply.sourcefen.com>",
    subject: "Re: [priyar/tidewalk] feat(otel): span per retry attempt (PR #418)",
    date: date("2026-10-14 02:51:30", "+0900"),
    text: `@kenji-sato requested your review on: priyar/tidewalk#418 feat(otel): span per retry attempt.

Rebased on main after #415. The span names now follow the semconv draft
(\`tidewalk.retry.attempt\`), and the attribute for the delay is in ms.
Benchmarks: +1.8% overhead with the exporter off, 4.1% with OTLP/HTTP.

-- 
Reply to this email directly or view it on Sourcefen:
https://sourcefen.com/priyar/tidewalk/pull/418#pullrequestreview-2291745
You are receiving this because your review was requested.
`,
    html: fen_page(
      `<p><strong>@kenji-sato</strong> requested your review on: <a href="https://sourcefen.com/priyar/tidewalk/pull/418" style="color:#0969da">priyar/tidewalk#418</a> feat(otel): span per retry attempt.</p>
<p>Rebased on main after #415. The span names now follow the semconv draft (<code>tidewalk.retry.attempt</code>), and the attribute for the delay is in ms.<br>Benchmarks: +1.8% overhead with the exporter off, 4.1% with OTLP/HTTP.</p>`,
      `&mdash;<br>Reply to this email directly, <a href="https://sourcefen.com/priyar/tidewalk/pull/418#pullrequestreview-2291745" style="color:#656d76">view it on Sourcefen</a>, or <a href="https://sourcefen.com/notifications/unsubscribe-auth/AAB3KQ7XQ4" style="color:#656d76">unsubscribe</a>.<br>You are receiving this because your review was requested.`,
    ),
    headers: [["List-ID", "priyar/tidewalk <tidewalk.priyar.sourcefen.com>"], [
      "X-Sourcefen-Reason",
      "review_requested",
    ]],
  },
];

// ---------------------------------------------------------------- Hollyhock ORM, an open-source project's announce list

const hollyhock: Mail[] = [
  {
    family: "hollyhock-orm",
    group: "oss",
    lang: "en",
    kind: "release-notes",
    code: null,
    link: null,
    from: "Ines Carvalho <ines@hollyhock-orm.org>",
    to: "hollyhock-announce@lists.hollyhock-orm.org",
    subject: "[ANN] Hollyhock 5.0.0 released",
    date: date("2026-09-15 12:00:19", "+0100"),
    text: `Hi all,

We are happy to announce Hollyhock 5.0.0, eleven months after 4.0.

Highlights
  * Typed query builder: column types flow from the schema file into
    results, no codegen step.
  * Migrations run inside a single transaction on Postgres and SQLite.
  * New driver for libSQL, contributed by Tomasz Kowalczyk.
  * Minimum supported runtimes: Node 20, Deno 2.0, Bun 1.1.

Breaking changes
  * \`Model.find()\` returns undefined instead of null for a missing row.
  * The \`legacyDates\` option is gone; dates are always Temporal.Instant.

Upgrade guide:  https://hollyhock-orm.org/docs/5.0/upgrading
Full changelog: https://codeberg.example/hollyhock/hollyhock/releases/tag/v5.0.0

Thanks to the 46 people who contributed to this release.

Ines, for the Hollyhock maintainers

_______________________________________________
hollyhock-announce mailing list
hollyhock-announce@lists.hollyhock-orm.org
To unsubscribe send an email to hollyhock-announce-leave@lists.hollyhock-orm.org
`,
    html: null,
    headers: [["List-Id", "<hollyhock-announce.lists.hollyhock-orm.org>"], [
      "List-Unsubscribe",
      "<mailto:hollyhock-announce-leave@lists.hollyhock-orm.org>",
    ]],
  },
  {
    family: "hollyhock-orm",
    group: "oss",
    lang: "en",
    kind: "security-advisory",
    code: null,
    link: null,
    from: "Hollyhock Security Team <security@hollyhock-orm.org>",
    to: "hollyhock-announce@lists.hollyhock-orm.org",
    subject: "[SECURITY] Hollyhock 5.0.2 and 4.9.7: SQL injection in orderBy() with raw fragments (CVE-2026-40213)",
    date: date("2026-10-21 15:30:00", "+0100"),
    text: `-----BEGIN PGP SIGNED MESSAGE-----
Hash: SHA512

Hollyhock security advisory HHSA-2026-002
=========================================

Affected:  Hollyhock 5.0.0 - 5.0.1, 4.0.0 - 4.9.6
Fixed in:  5.0.2, 4.9.7
Severity:  High (CVSS 3.1 score 8.1)
CVE:       CVE-2026-40213

Description
- -----------
When orderBy() received a column name taken from user input together
with the \`raw: true\` flag, the direction argument was not validated and
could carry arbitrary SQL.

Applications that never pass user input to orderBy() are not affected.

Workaround
- ----------
Validate the direction against ["asc", "desc"] before calling orderBy().

Credit
- ------
Reported by Rafael Moura (Tecnoforte) on 2026-10-02.

Timeline
- --------
2026-10-02  report received
2026-10-04  fix confirmed
2026-10-21  releases and public disclosure

-----BEGIN PGP SIGNATURE-----

iQIzBAEBCgAdFiEE3kVq0C2m8a1Tz8Y4W3rQHk7xN1sFAmc2F0sACgkQW3rQHk7x
N1tq6hAAi0Zx5rH2bJd7W1fKf+oPZ0uJ4wG1mY7d2Q8RkqT0sVvB3yL9cA2hE6nU
=Qd7a
-----END PGP SIGNATURE-----

_______________________________________________
hollyhock-announce mailing list
hollyhock-announce@lists.hollyhock-orm.org
To unsubscribe send an email to hollyhock-announce-leave@lists.hollyhock-orm.org
`,
    html: null,
    headers: [["List-Id", "<hollyhock-announce.lists.hollyhock-orm.org>"]],
  },
];

// ---------------------------------------------------------------- Bytefold Weekly, a developer newsletter

const bytefold: Mail[] = [
  {
    family: "bytefold-weekly",
    group: "consumer",
    lang: "en",
    kind: "subscribe-confirm",
    code: null,
    link: "https://bytefold.email/subscription/confirm/7f41c2d9-3b86-4e0a-9c55-18d6f2a0be73",
    from: "Bytefold Weekly <hello@bytefold.email>",
    to: ME_PERSONAL,
    subject: "Please confirm your subscription to Bytefold Weekly",
    date: date("2026-09-04 21:58:06"),
    text: `Hi,

Someone (hopefully you) signed up for Bytefold Weekly with this address. To start receiving it, confirm your subscription:

https://bytefold.email/subscription/confirm/7f41c2d9-3b86-4e0a-9c55-18d6f2a0be73

If you didn't sign up, ignore this e-mail and you won't hear from us again.

Bytefold Weekly - one e-mail every Tuesday about runtimes, tooling and the web platform.
`,
    html: `<html><body style="margin:0;background:#fffdf7">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px">
<table width="540" cellpadding="0" cellspacing="0" style="font-family:Georgia,'Times New Roman',serif;color:#2a2723;font-size:17px;line-height:27px">
<tr><td style="font-size:26px;font-weight:bold;padding-bottom:18px">Bytefold Weekly</td></tr>
<tr><td>Hi,<br><br>Someone (hopefully you) signed up for Bytefold Weekly with this address. To start receiving it, confirm your subscription:</td></tr>
<tr><td style="padding:26px 0"><a href="https://bytefold.email/subscription/confirm/7f41c2d9-3b86-4e0a-9c55-18d6f2a0be73" style="font-family:Helvetica,Arial,sans-serif;background:#e4572e;color:#fff;padding:12px 24px;border-radius:4px;text-decoration:none;font-size:15px">Yes, subscribe me</a></td></tr>
<tr><td style="font-size:15px;color:#6b645b">If you didn't sign up, ignore this e-mail and you won't hear from us again.</td></tr>
<tr><td style="padding-top:30px;font-size:13px;color:#9a9187;font-family:Helvetica,Arial,sans-serif">Bytefold Weekly &mdash; one e-mail every Tuesday about runtimes, tooling and the web platform.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "bytefold-weekly",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Bytefold Weekly <hello@bytefold.email>",
    to: ME_PERSONAL,
    subject: "Bytefold #212: Temporal ships everywhere, and a retry library done right",
    date: date("2026-09-15 14:03:00"),
    text: `BYTEFOLD WEEKLY #212 - September 15, 2026

1. Temporal is now in every evergreen browser
   https://links.bytefold.email/c/212/1?u=https%3A%2F%2Fweb.dev%2Fblog%2Ftemporal-baseline

2. tidewalk 3.2: a retry library that reads Retry-After, by Priya Raman
   https://links.bytefold.email/c/212/2?u=https%3A%2F%2Ftidewalk.dev%2Fblog%2F3-2-release-notes

3. What we learned running 40,000 CI jobs a day on ARM
   https://links.bytefold.email/c/212/3?u=https%3A%2F%2Fengineering.example.com%2Farm-ci

JOBS
Senior runtime engineer, remote (EU), EUR 95-120k - https://links.bytefold.email/c/212/j1

SPONSOR
Strataform: EUR 200 in credits for new teams, code BYTEFOLD200 - https://links.bytefold.email/c/212/s1

You're getting this because you subscribed at bytefold.email.
Unsubscribe: https://bytefold.email/unsubscribe/7f41c2d9-3b86-4e0a-9c55-18d6f2a0be73
`,
    html: null,
    headers: [["List-Unsubscribe", "<https://bytefold.email/unsubscribe/7f41c2d9-3b86-4e0a-9c55-18d6f2a0be73>"]],
  },
];

// ---------------------------------------------------------------- Tribuna, a meetup platform

function tribuna_page(lang: string, group: string, body: string, footer: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#f6f4f1">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#f6f4f1"><tr><td align="center" style="padding:20px 10px">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border-radius:12px;overflow:hidden;font-family:'Graphik',Helvetica,Arial,sans-serif;color:#212121">
<tr><td style="padding:18px 26px;border-bottom:1px solid #eee"><img src="https://static.tribuna.events/email/tribuna-logo.png" width="96" alt="Tribuna"><span style="float:right;font-size:12px;color:#757575;padding-top:6px">${group}</span></td></tr>
<tr><td style="padding:24px 26px;font-size:15px;line-height:23px">${body}</td></tr>
<tr><td style="padding:16px 26px;background:#faf8f5;font-size:11px;line-height:17px;color:#8d8d8d">${footer}<br>
<a href="https://apps.apple.com/app/tribuna-events/id1588420153"><img src="https://static.tribuna.events/email/badge-app-store.png" width="90" alt="Download on the App Store"></a> <a href="https://play.google.com/store/apps/details?id=events.tribuna.app"><img src="https://static.tribuna.events/email/badge-google-play.png" width="100" alt="Get it on Google Play"></a><br>
Tribuna Events GmbH &middot; Oranienstraße 185 &middot; 10999 Berlin</td></tr>
</table></td></tr></table></body></html>`;
}

const tribuna: Mail[] = [
  {
    family: "tribuna-meetups",
    group: "consumer",
    lang: "en",
    kind: "event-announcement",
    code: null,
    link: null,
    from: "Berlin TypeScript Meetup via Tribuna <info@mail.tribuna.events>",
    to: ME_PERSONAL,
    subject: "New event: Berlin TypeScript Meetup #58 — Types at the edge",
    date: date("2026-09-11 10:05:44", "+0200"),
    text: `Berlin TypeScript Meetup has scheduled a new event

#58 - Types at the edge
Wednesday, October 8, 2026, 18:30 - 21:30 CEST
Kantine at Kraftwerk Campus, Köpenicker Str. 70, 10179 Berlin

Talks
  18:45  "Typed SDKs without the codegen" - Priya Raman (Northbeam)
  19:30  "Edge runtimes and the fetch you didn't expect" - Lukas Brenner
  20:15  Pizza and drinks, sponsored by Strataform

82 going · 40 spots left

RSVP: https://tribuna.events/berlin-typescript/events/304118552/?utm_source=email&utm_medium=announce&utm_campaign=new_event

You're getting this because you're a member of Berlin TypeScript Meetup.
Manage e-mail settings: https://tribuna.events/account/notifications/
`,
    html: tribuna_page(
      "en",
      "Berlin TypeScript Meetup",
      `<p style="margin:0 0 4px 0;font-size:12px;color:#e05d44;font-weight:bold;text-transform:uppercase">New event</p>
<h1 style="margin:0 0 12px 0;font-size:22px">#58 &mdash; Types at the edge</h1>
<p style="margin:0">&#128197; Wednesday, October 8, 2026, 18:30 &ndash; 21:30 CEST<br>&#128205; Kantine at Kraftwerk Campus, K&ouml;penicker Str. 70, 10179 Berlin</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;margin:14px 0">
<tr><td style="color:#757575">18:45</td><td>&ldquo;Typed SDKs without the codegen&rdquo; &ndash; Priya Raman (Northbeam)</td></tr>
<tr><td style="color:#757575">19:30</td><td>&ldquo;Edge runtimes and the fetch you didn't expect&rdquo; &ndash; Lukas Brenner</td></tr>
<tr><td style="color:#757575">20:15</td><td>Pizza and drinks, sponsored by Strataform</td></tr></table>
<p style="font-size:13px;color:#757575">82 going &middot; 40 spots left</p>
<p><a href="https://tribuna.events/berlin-typescript/events/304118552/?utm_source=email&amp;utm_medium=announce&amp;utm_campaign=new_event" style="background:#e05d44;color:#fff;padding:11px 24px;border-radius:8px;text-decoration:none;font-weight:bold">RSVP</a></p>`,
      `You're getting this because you're a member of Berlin TypeScript Meetup. <a href="https://tribuna.events/account/notifications/" style="color:#8d8d8d">Manage e-mail settings</a>`,
    ),
    enc: "qp",
  },
  {
    family: "tribuna-meetups",
    group: "consumer",
    lang: "de",
    kind: "event-reminder",
    code: null,
    link: null,
    from: "Tribuna <erinnerung@mail.tribuna.events>",
    to: ME_PERSONAL,
    subject: "Morgen: Rust Hamburg – Oktober-Treffen",
    date: date("2026-10-14 17:00:02", "+0200"),
    text: `Erinnerung: Du hast für morgen zugesagt

Rust Hamburg – Oktober-Treffen
Donnerstag, 15. Oktober 2026, 19:00 Uhr
Hafenwerk Coworking, Stubbenhuk 10, 20459 Hamburg (3. OG, Klingel „Hafenwerk“)

Einlass ab 18:30 Uhr. Bitte bring einen Lichtbildausweis mit, das Gebäude hat eine Empfangskontrolle.

Du kannst nicht? Sag bitte ab, damit jemand von der Warteliste nachrücken kann (23 Personen warten):
https://tribuna.events/rust-hamburg/events/304552910/

Fragen an die Organisatoren: https://tribuna.events/rust-hamburg/contact/
`,
    html: tribuna_page(
      "de",
      "Rust Hamburg",
      `<p style="margin:0 0 4px 0;font-size:12px;color:#e05d44;font-weight:bold">ERINNERUNG</p>
<h1 style="margin:0 0 12px 0;font-size:22px">Rust Hamburg &ndash; Oktober-Treffen</h1>
<p>Du hast f&uuml;r morgen zugesagt.</p>
<p>&#128197; Donnerstag, 15. Oktober 2026, 19:00 Uhr<br>&#128205; Hafenwerk Coworking, Stubbenhuk 10, 20459 Hamburg (3. OG, Klingel &bdquo;Hafenwerk&ldquo;)</p>
<p>Einlass ab 18:30 Uhr. Bitte bring einen Lichtbildausweis mit, das Geb&auml;ude hat eine Empfangskontrolle.</p>
<p style="font-size:14px">Du kannst nicht? Sag bitte ab, damit jemand von der Warteliste nachr&uuml;cken kann (23 Personen warten).</p>
<p><a href="https://tribuna.events/rust-hamburg/events/304552910/" style="border:2px solid #e05d44;color:#e05d44;padding:9px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Zum Event</a></p>`,
      `<a href="https://tribuna.events/rust-hamburg/contact/" style="color:#8d8d8d">Fragen an die Organisatoren</a> &middot; <a href="https://tribuna.events/account/notifications/" style="color:#8d8d8d">E-Mail-Einstellungen</a>`,
    ),
    enc: "qp",
  },
  {
    family: "tribuna-meetups",
    group: "consumer",
    lang: "nl",
    kind: "waitlist-promoted",
    code: null,
    link: null,
    from: "Tribuna <info@mail.tribuna.events>",
    to: ME_PERSONAL,
    subject: "Goed nieuws: je staat op de lijst voor Amsterdam JS Night #41",
    date: date("2026-10-27 12:33:19", "+0100"),
    text: `Goed nieuws, Priya!

Er is een plek vrijgekomen en je bent van de wachtlijst gehaald. Je staat nu op de gastenlijst voor:

Amsterdam JS Night #41 – Runtimes & tooling
dinsdag 4 november 2026, 18:00–21:00
Pakhuis Oost, Veemkade 356, 1019 HD Amsterdam

Neem je ID mee; de receptie checkt namen aan de deur. Eten (ook vegetarisch en vegan) is er vanaf 18:00.

Kun je toch niet? Zet je aanmelding dan op "Niet aanwezig" via https://tribuna.events/amsterdam-js/events/305027731/
`,
    html: tribuna_page(
      "nl",
      "Amsterdam JS Night",
      `<h1 style="margin:0 0 12px 0;font-size:22px">Goed nieuws, Priya!</h1>
<p>Er is een plek vrijgekomen en je bent van de wachtlijst gehaald. Je staat nu op de gastenlijst voor:</p>
<p style="background:#faf8f5;border-radius:8px;padding:12px 14px"><strong>Amsterdam JS Night #41 &ndash; Runtimes &amp; tooling</strong><br>dinsdag 4 november 2026, 18:00&ndash;21:00<br>Pakhuis Oost, Veemkade 356, 1019 HD Amsterdam</p>
<p>Neem je ID mee; de receptie checkt namen aan de deur. Eten (ook vegetarisch en vegan) is er vanaf 18:00.</p>
<p style="font-size:14px">Kun je toch niet? Zet je aanmelding dan op &ldquo;Niet aanwezig&rdquo; via de <a href="https://tribuna.events/amsterdam-js/events/305027731/" style="color:#e05d44">eventpagina</a>.</p>`,
      `<a href="https://tribuna.events/account/notifications/" style="color:#8d8d8d">E-mailinstellingen</a>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Talkfolio, a call-for-papers platform

const talkfolio: Mail[] = [
  {
    family: "talkfolio",
    group: "consumer",
    lang: "en",
    kind: "submission-received",
    code: null,
    link: null,
    from: "NorthSea DevDays via Talkfolio <no-reply@talkfolio.app>",
    to: ME_PERSONAL,
    subject: 'We received your proposal: "Retries are a product decision"',
    date: date("2026-09-06 23:48:12"),
    text: `Hi Priya,

Thanks for submitting to NorthSea DevDays 2027! This confirms we received your proposal.

  Title:    Retries are a product decision
  Format:   Talk (30 min)
  Track:    APIs & Integration
  Session:  #S-2027-0417

The CFP closes on October 15, 2026 at 23:59 CET. You can edit your proposal until then. The programme committee will send decisions by November 20.

Your proposals: https://talkfolio.app/northsea-devdays-2027/speaker/proposals

Good luck!
The NorthSea DevDays programme committee
`,
    html: `<html><body style="margin:0;padding:0;background:#eef3f8">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;font-family:Lato,Helvetica,Arial,sans-serif;color:#2c3e50;font-size:15px;line-height:23px">
<tr><td style="padding:0"><img src="https://talkfolio-uploads.s3.eu-central-1.amazonaws.com/events/northsea-devdays-2027/banner.png" width="560" alt="NorthSea DevDays 2027 &ndash; Esbjerg, 11&ndash;12 March" style="display:block;border-radius:6px 6px 0 0"></td></tr>
<tr><td style="padding:24px 30px">
<p>Hi Priya,</p>
<p>Thanks for submitting to <strong>NorthSea DevDays 2027</strong>! This confirms we received your proposal.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;background:#f7f9fb;width:100%;border-radius:4px">
<tr><td style="color:#7f8c9a;width:90px">Title</td><td>Retries are a product decision</td></tr>
<tr><td style="color:#7f8c9a">Format</td><td>Talk (30 min)</td></tr>
<tr><td style="color:#7f8c9a">Track</td><td>APIs &amp; Integration</td></tr>
<tr><td style="color:#7f8c9a">Session</td><td>#S-2027-0417</td></tr></table>
<p>The CFP closes on <strong>October 15, 2026 at 23:59 CET</strong>. You can edit your proposal until then. The programme committee will send decisions by November 20.</p>
<p><a href="https://talkfolio.app/northsea-devdays-2027/speaker/proposals" style="color:#1a73c7">Your proposals</a></p>
<p>Good luck!<br>The NorthSea DevDays programme committee</p>
</td></tr>
<tr><td style="padding:12px 30px;font-size:11px;color:#95a5a6;border-top:1px solid #eef3f8">Sent with Talkfolio &middot; <a href="https://talkfolio.app/privacy" style="color:#95a5a6">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "talkfolio",
    group: "consumer",
    lang: "en",
    kind: "talk-accepted",
    code: null,
    link: null,
    from: "Lakeside JS Conf via Talkfolio <no-reply@talkfolio.app>",
    to: ME_PERSONAL,
    subject: "Lakeside JS Conf 2026: your talk is in the programme",
    date: date("2026-09-19 16:02:37"),
    text: `Hi Priya,

Great news: "Typed SDKs without the codegen" is part of the Lakeside JS Conf 2026 programme.

  Slot:   Friday, November 13, 2026, 11:20 - 11:50, Main Hall
  Venue:  Kongresshaus am See, Seestrasse 31, 6900 Lugano, Switzerland
  Tech check: Thursday, November 12, 17:00

What we cover for speakers: economy travel up to CHF 450, two hotel nights at Hotel Lido Seegarten (booked by us, reference LJS-SPK-0093), and the speakers' dinner on Thursday at 19:30.

Please upload your slides by November 10 and send your travel details to speakers@lakesidejs.ch.

See you in Lugano!
Chiara Bernasconi, for the Lakeside JS Conf team
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Conferences writing in their own language

const devsur: Mail[] = [
  {
    family: "devsur-conf",
    group: "regional",
    lang: "es",
    kind: "ticket",
    code: null,
    link: null,
    from: "DevSur Montevideo <entradas@devsur.uy>",
    to: ME_PERSONAL,
    subject: "Tu entrada para DevSur 2026 – Orden #DS26-00918",
    date: date("2026-09-09 13:25:48", "-0300"),
    text: `¡Hola Priya!

Tu compra quedó confirmada. Te esperamos en DevSur 2026.

Orden:        #DS26-00918
Entrada:      Speaker (cortesía) – US$ 0,00
Fechas:       jueves 5 y viernes 6 de noviembre de 2026
Lugar:        Centro de Convenciones del Puerto, Rambla 25 de Agosto 1825 y Yacaré, 11000 Montevideo
Acreditación: desde las 8:00, mostrando el código QR adjunto en tu celular

Hotel con tarifa preferencial: Hotel Rambla Sur, código de reserva DEVSUR26 (hasta el 10/10).

Consultas: hola@devsur.uy · +598 2915 4410
Seguinos en Instagram y LinkedIn como @devsur.uy
`,
    html: `<html><body style="margin:0;padding:0;background:#101820">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#101820"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Trebuchet MS',Arial,sans-serif;color:#101820;font-size:15px;line-height:22px">
<tr><td style="background:#f2aa4c;padding:20px 28px;font-size:24px;font-weight:bold">DevSur 2026</td></tr>
<tr><td style="padding:24px 28px">
<p>¡Hola Priya!</p>
<p>Tu compra quedó confirmada. Te esperamos en DevSur 2026.</p>
<table cellpadding="5" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #eee">
<tr><td style="color:#777">Orden</td><td><b>#DS26-00918</b></td></tr>
<tr><td style="color:#777">Entrada</td><td>Speaker (cortesía) &ndash; US$ 0,00</td></tr>
<tr><td style="color:#777">Fechas</td><td>jueves 5 y viernes 6 de noviembre de 2026</td></tr>
<tr><td style="color:#777">Lugar</td><td>Centro de Convenciones del Puerto, Rambla 25 de Agosto 1825 y Yacaré, 11000 Montevideo</td></tr>
<tr><td style="color:#777">Acreditación</td><td>desde las 8:00, mostrando este código QR en tu celular</td></tr>
</table>
<p style="text-align:center;margin:20px 0"><img src="https://entradas.devsur.uy/qr/DS26-00918.png" width="160" height="160" alt="Código QR de tu entrada"></p>
<p style="font-size:14px">Hotel con tarifa preferencial: Hotel Rambla Sur, código de reserva <b>DEVSUR26</b> (hasta el 10/10).</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f6f6f6;font-size:12px;color:#777">Consultas: <a href="mailto:hola@devsur.uy" style="color:#777">hola@devsur.uy</a> &middot; +598 2915 4410<br>
<a href="https://instagram.com/devsur.uy" style="color:#777">Instagram</a> &middot; <a href="https://linkedin.com/company/devsur-uy" style="color:#777">LinkedIn</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "devsur-conf",
    group: "regional",
    lang: "es",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Equipo de oradores DevSur <oradores@devsur.uy>",
    to: ME_PERSONAL,
    subject: "Cambio de horario de tu charla en DevSur 2026",
    date: date("2026-10-23 10:47:05", "-0300"),
    text: `Hola Priya:

Te escribimos para avisarte que tuvimos que mover tu charla "SDKs tipados sin generar código".

Antes:  viernes 6/11, 10:30 – 11:10, Sala Atlántico
Ahora:  viernes 6/11, 14:00 – 14:40, Sala Atlántico

El resto se mantiene: el traslado desde el aeropuerto de Carrasco sale el miércoles 4/11 a las 16:15 (vuelo LA 8112) y la cena de oradores es el jueves 5/11 a las 20:30 en La Huella del Puerto.

Si el nuevo horario te complica, respondé este correo antes del lunes 27/10.

¡Gracias!
Lucía Ferrando
Coordinación de oradores · DevSur
`,
    html: null,
    enc: "qp",
  },
];

const devpraia: Mail[] = [
  {
    family: "devpraia-conf",
    group: "regional",
    lang: "pt",
    kind: "verify-link",
    code: null,
    link:
      "https://inscricoes.devpraia.com.br/conta/confirmar-email?t=6b0f3e7c9a2d4815b7e0c3f1a9d26e84&utm_source=transacional&utm_medium=email",
    from: "DevPraia <inscricoes@devpraia.com.br>",
    to: ME_PERSONAL,
    subject: "Confirme seu e-mail para concluir a inscrição no DevPraia 2026",
    date: date("2026-09-13 09:12:50", "-0300"),
    text: `Olá, Priya!

Falta pouco para garantir sua vaga no DevPraia 2026 (Florianópolis, 27 e 28 de novembro).

Confirme seu e-mail clicando no link abaixo:
https://inscricoes.devpraia.com.br/conta/confirmar-email?t=6b0f3e7c9a2d4815b7e0c3f1a9d26e84&utm_source=transacional&utm_medium=email

O link vale por 24 horas. Depois disso, seu pré-cadastro (lote 2, R$ 289,00) será cancelado e a vaga volta para a fila.

Dúvidas? Escreva para contato@devpraia.com.br ou chame no WhatsApp (48) 99123-4578.

Equipe DevPraia
Av. Beira-Mar Norte, 2000 – Centro, Florianópolis – SC, 88015-700
`,
    html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#e8f6f3">
<div style="display:none;max-height:0;overflow:hidden">Falta pouco para garantir sua vaga no DevPraia 2026</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Poppins,Arial,sans-serif;color:#17324d">
<tr><td align="center" style="padding:26px 0 6px 0"><img src="https://devpraia.com.br/img/email/logo-devpraia.png" width="150" alt="DevPraia 2026"></td></tr>
<tr><td style="padding:14px 34px;font-size:15px;line-height:24px">
<p>Olá, Priya!</p>
<p>Falta pouco para garantir sua vaga no <b>DevPraia 2026</b> (Florianópolis, 27 e 28 de novembro).</p>
<p style="text-align:center;margin:28px 0"><a href="https://inscricoes.devpraia.com.br/conta/confirmar-email?t=6b0f3e7c9a2d4815b7e0c3f1a9d26e84&amp;utm_source=transacional&amp;utm_medium=email" style="background:#00a88f;color:#ffffff;padding:14px 30px;border-radius:30px;text-decoration:none;font-weight:bold">Confirmar meu e-mail</a></p>
<p style="font-size:13px;color:#56708a">O link vale por 24 horas. Depois disso, seu pré-cadastro (lote 2, R$ 289,00) será cancelado e a vaga volta para a fila.</p>
</td></tr>
<tr><td style="padding:18px 34px;border-top:1px solid #e8f6f3;font-size:12px;color:#8aa0b4">Dúvidas? <a href="mailto:contato@devpraia.com.br" style="color:#8aa0b4">contato@devpraia.com.br</a> ou WhatsApp (48) 99123-4578<br>Av. Beira-Mar Norte, 2000 &ndash; Centro, Florianópolis &ndash; SC, 88015-700</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "devpraia-conf",
    group: "regional",
    lang: "pt",
    kind: "ticket",
    code: null,
    link: null,
    from: "DevPraia <inscricoes@devpraia.com.br>",
    to: ME_PERSONAL,
    subject: "Seu ingresso do DevPraia 2026 chegou 🎟️",
    date: date("2026-09-13 09:31:07", "-0300"),
    text: `Olá, Priya!

Pagamento aprovado. Seu ingresso está em anexo (PDF) e também no app do evento.

Pedido:      DPR-2026-04471
Ingresso:    Lote 2 – Inteira
Valor:       R$ 289,00 (Pix, aprovado em 13/09/2026 09:30)
Credenciamento: 27/11, a partir das 7h30, no CentroSul (Av. Gov. Gustavo Richard, 850)

Leve um documento com foto. Não é preciso imprimir o ingresso.

Nota fiscal: será enviada em até 5 dias úteis.

Equipe DevPraia
`,
    html: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#e8f6f3">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Poppins,Arial,sans-serif;color:#17324d">
<tr><td align="center" style="padding:26px 0 6px 0"><img src="https://devpraia.com.br/img/email/logo-devpraia.png" width="150" alt="DevPraia 2026"></td></tr>
<tr><td style="padding:14px 34px;font-size:15px;line-height:24px">
<p>Olá, Priya!</p>
<p>Pagamento aprovado. Seu ingresso está em anexo (PDF) e também no app do evento.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;background:#f4fbf9;border-radius:8px">
<tr><td style="color:#56708a">Pedido</td><td>DPR-2026-04471</td></tr>
<tr><td style="color:#56708a">Ingresso</td><td>Lote 2 &ndash; Inteira</td></tr>
<tr><td style="color:#56708a">Valor</td><td>R$ 289,00 (Pix, aprovado em 13/09/2026 09:30)</td></tr>
<tr><td style="color:#56708a">Credenciamento</td><td>27/11, a partir das 7h30, no CentroSul (Av. Gov. Gustavo Richard, 850)</td></tr>
</table>
<p>Leve um documento com foto. Não é preciso imprimir o ingresso.</p>
<p style="font-size:13px;color:#56708a">Nota fiscal: será enviada em até 5 dias úteis.</p>
<p><a href="https://apps.apple.com/br/app/devpraia/id6480012345"><img src="https://devpraia.com.br/img/email/app-store-pt.png" width="110" alt="Baixar na App Store"></a> <a href="https://play.google.com/store/apps/details?id=br.com.devpraia.app"><img src="https://devpraia.com.br/img/email/google-play-pt.png" width="120" alt="Disponível no Google Play"></a></p>
</td></tr></table></td></tr></table></body></html>`,
    attachment: [
      "ingresso-DPR-2026-04471.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Atsumari, a Japanese event platform

const atsumari: Mail[] = [
  {
    family: "atsumari-events",
    group: "regional",
    lang: "ja",
    kind: "registration-confirmed",
    code: null,
    link: null,
    from: "atsumari <noreply@atsumari.jp>",
    to: ME_PERSONAL,
    subject: "【atsumari】「TypeScript Kansai #19」への参加登録が完了しました",
    date: date("2026-10-02 12:04:39", "+0900"),
    text: `Priya Raman 様

以下のイベントへの参加登録が完了しました。

━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
■ イベント名
  TypeScript Kansai #19 〜型とランタイムの境界〜
■ 日時
  2026年11月21日(土) 13:00〜18:00（開場 12:30）
■ 会場
  グランフロント大阪 ナレッジキャピタル カンファレンスルーム B05
  〒530-0011 大阪府大阪市北区大深町3-1
■ 参加枠
  一般参加（無料） 受付番号：TSK19-0287
━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

当日は受付で受付番号をお伝えください。
懇親会（18:30〜、参加費 3,000円）は別途お申し込みが必要です。

イベントページ：
https://atsumari.jp/event/88124/

参加をキャンセルする場合は、イベントページの「キャンセル」から手続きしてください。

──────────────────
atsumari（アツマリ）
運営：株式会社ツドイラボ
お問い合わせ：https://atsumari.jp/inquiry
──────────────────
`,
    html: null,
    enc: "b64",
  },
  {
    family: "atsumari-events",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "906315",
    link: null,
    from: "atsumari <noreply@atsumari.jp>",
    to: ME_PERSONAL,
    subject: "【atsumari】ログイン認証コードのお知らせ",
    date: date("2026-11-04 08:21:57", "+0900"),
    text: `Priya Raman 様

atsumari をご利用いただきありがとうございます。
ログイン画面で以下の認証コードを入力してください。

認証コード：906315

※ 有効期限は発行から10分間です。
※ このメールに心当たりがない場合は、第三者がログインを試みた可能性があります。パスワードの変更をおすすめします。
  https://atsumari.jp/settings/password

atsumari（アツマリ） 運営：株式会社ツドイラボ
〒150-0002 東京都渋谷区渋谷2-24-12
`,
    html: `<html><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background:#f5f5f5">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f5"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Hiragino Kaku Gothic ProN','Hiragino Sans',Meiryo,sans-serif;color:#333;font-size:14px;line-height:1.8">
<tr><td style="padding:18px 24px;border-bottom:2px solid #ff7a45"><img src="https://atsumari.jp/static/mail/logo.png" width="120" alt="atsumari"></td></tr>
<tr><td style="padding:24px">
<p>Priya Raman 様</p>
<p>atsumari をご利用いただきありがとうございます。<br>ログイン画面で以下の認証コードを入力してください。</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="background:#fff4ee;padding:18px 0">
<div style="font-size:12px;color:#999">認証コード</div>
<div style="font-size:32px;font-weight:bold;letter-spacing:8px;color:#222">906315</div>
</td></tr></table>
<p style="font-size:12px;color:#777">※ 有効期限は発行から10分間です。<br>※ このメールに心当たりがない場合は、第三者がログインを試みた可能性があります。<a href="https://atsumari.jp/settings/password" style="color:#ff7a45">パスワードの変更</a>をおすすめします。</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#999">atsumari（アツマリ） 運営：株式会社ツドイラボ<br>〒150-0002 東京都渋谷区渋谷2-24-12<br>&copy; 2026 Tsudoi Lab Inc.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- French-speaking senders

const pixelbordeaux: Mail[] = [
  {
    family: "pixelbordeaux-conf",
    group: "regional",
    lang: "fr",
    kind: "registration-confirmed",
    code: null,
    link: null,
    from: "Pixel Bordeaux <bonjour@pixelbordeaux.fr>",
    to: ME_PERSONAL,
    subject: "Votre inscription à Pixel Bordeaux 2026 est confirmée",
    date: date("2026-09-17 10:44:21", "+0200"),
    text: `Bonjour Priya,

Merci pour votre inscription ! Voici le récapitulatif de votre commande.

Commande n° PXB-2026-1187
Billet « Orateur·rice » – 0,00 € TTC
Jeudi 22 et vendredi 23 octobre 2026
Hangar 14, Quai des Chartrons, 33000 Bordeaux

Le badge sera à retirer à l'accueil à partir de 8 h 15 sur présentation d'une pièce d'identité.
Accès : tram B, arrêt « CAPC Musée d'art contemporain ».

Le programme complet est en ligne : https://pixelbordeaux.fr/programme

À très bientôt,
L'équipe Pixel Bordeaux
Association Pixel Bordeaux – loi 1901 – SIRET 892 114 305 00017
`,
    html: `<html><body style="margin:0;padding:0;background:#fdf1ec">
<center>
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:24px auto;font-family:'Helvetica Neue',Arial,sans-serif;color:#3b2a2a;font-size:15px;line-height:23px">
<tr><td style="background:#7b1e3a;padding:22px 30px"><img src="https://pixelbordeaux.fr/assets/mail/logo-blanc.png" width="160" alt="Pixel Bordeaux 2026"></td></tr>
<tr><td style="padding:26px 30px">
<p>Bonjour Priya,</p>
<p>Merci pour votre inscription&nbsp;! Voici le récapitulatif de votre commande.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #f0dcd4;font-size:14px">
<tr><td style="color:#8a6f6f">Commande</td><td>n° PXB-2026-1187</td></tr>
<tr><td style="color:#8a6f6f">Billet</td><td>« Orateur·rice » &ndash; 0,00&nbsp;€ TTC</td></tr>
<tr><td style="color:#8a6f6f">Dates</td><td>jeudi 22 et vendredi 23 octobre 2026</td></tr>
<tr><td style="color:#8a6f6f">Lieu</td><td>Hangar 14, Quai des Chartrons, 33000 Bordeaux</td></tr>
</table>
<p>Le badge sera à retirer à l'accueil à partir de 8&nbsp;h&nbsp;15 sur présentation d'une pièce d'identité.<br>Accès&nbsp;: tram B, arrêt « CAPC Musée d'art contemporain ».</p>
<p><a href="https://pixelbordeaux.fr/programme" style="color:#7b1e3a;font-weight:bold">Voir le programme complet</a></p>
<p>À très bientôt,<br>L'équipe Pixel Bordeaux</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#a08c8c;border-top:1px solid #f0dcd4">Association Pixel Bordeaux &ndash; loi 1901 &ndash; SIRET 892 114 305 00017 &middot; <a href="https://pixelbordeaux.fr/mentions-legales" style="color:#a08c8c">Mentions légales</a> &middot; <a href="https://pixelbordeaux.fr/code-de-conduite" style="color:#a08c8c">Code de conduite</a></td></tr>
</table></center></body></html>`,
    enc: "qp",
  },
  {
    family: "pixelbordeaux-conf",
    group: "regional",
    lang: "fr",
    kind: "speaker-reminder",
    code: null,
    link: null,
    from: "Camille Lagarde <camille@pixelbordeaux.fr>",
    to: ME_PERSONAL,
    subject: "[Orateurs] Dernières infos avant Pixel Bordeaux",
    date: date("2026-10-15 18:09:33", "+0200"),
    text: `Bonjour à toutes et à tous,

Plus qu'une semaine ! Quelques infos pratiques :

- Vos slides : merci de les déposer d'ici le lundi 19/10 sur le dossier partagé (lien reçu dans le mail du 2/10). Format 16:9, sortie HDMI ou USB-C.
- Répétition technique : mercredi 21/10 entre 16 h et 19 h, salle Garonne.
- Hôtel : les chambres sont réservées à votre nom à l'hôtel des Quinconces (2 nuits, petit-déjeuner inclus). Rien à avancer.
- Remboursement des trajets : envoyez vos justificatifs à tresorerie@pixelbordeaux.fr avant le 15/11 (plafond 250 € pour un trajet en France, 400 € depuis l'étranger).
- Dîner des orateurs : jeudi 22/10 à 20 h au Café du Port, 13 quai Deschamps.

En cas de souci le jour J, appelez-moi au 06 71 42 88 15.

Bonne préparation,
Camille
Pour l'équipe Pixel Bordeaux
`,
    html: null,
    enc: "8bit",
  },
];

const rustacien: Mail[] = [
  {
    family: "lettre-du-rustacien",
    group: "oss",
    lang: "fr",
    kind: "subscribe-confirm",
    code: null,
    link:
      "https://listes.rustacien.fr/subscription/optin/5c2e9a71-0d4b-4f8e-b6a3-92e1c7d40f5b?l=3f7a1c0e-8b2d-4e69-a5f1-7d3c9b0e2a64",
    from: "La lettre du Rustacien <lettre@rustacien.fr>",
    to: ME_PERSONAL,
    subject: "Confirmez votre abonnement",
    date: date("2026-09-24 07:36:48", "+0200"),
    text: `Bonjour,

Vous avez été inscrit·e à la liste suivante :

  - La lettre du Rustacien (mensuelle)

Confirmez votre abonnement en ouvrant ce lien :
https://listes.rustacien.fr/subscription/optin/5c2e9a71-0d4b-4f8e-b6a3-92e1c7d40f5b?l=3f7a1c0e-8b2d-4e69-a5f1-7d3c9b0e2a64

Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.

--
La lettre du Rustacien · rustacien.fr
`,
    html: `<!doctype html>
<html><head><meta charset="utf-8"><title>Confirmez votre abonnement</title>
<style>.wrap{background:#f0f0f0;padding:30px 10px}.gutter{max-width:550px;margin:0 auto;background:#fff;padding:30px;border-radius:3px;font-family:'Helvetica Neue',sans-serif;font-size:15px;line-height:26px;color:#444}.button{background:#0055d4;color:#fff !important;display:inline-block;border-radius:3px;padding:10px 30px;text-decoration:none}.footer{text-align:center;font-size:12px;color:#888;padding-top:16px}</style></head>
<body><div class="wrap"><div class="gutter">
<p>Bonjour,</p>
<p>Vous avez été inscrit·e à la liste suivante&nbsp;:</p>
<ul><li>La lettre du Rustacien (mensuelle)</li></ul>
<p><a class="button" href="https://listes.rustacien.fr/subscription/optin/5c2e9a71-0d4b-4f8e-b6a3-92e1c7d40f5b?l=3f7a1c0e-8b2d-4e69-a5f1-7d3c9b0e2a64">Confirmer l'abonnement</a></p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.</p>
</div>
<div class="footer">La lettre du Rustacien &middot; <a href="https://rustacien.fr" style="color:#888">rustacien.fr</a></div></div></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Italian and Polish conferences

const emiliadev: Mail[] = [
  {
    family: "emiliadev-conf",
    group: "regional",
    lang: "it",
    kind: "registration-confirmed",
    code: null,
    link: null,
    from: "Emilia Dev Fest <info@emiliadevfest.it>",
    to: ME_PERSONAL,
    subject: "Iscrizione confermata – Emilia Dev Fest 2026",
    date: date("2026-09-29 15:20:11", "+0200"),
    text: `Ciao Priya,

la tua iscrizione all'Emilia Dev Fest 2026 è confermata.

Biglietto: Speaker
Numero ordine: EDF26-3391
Quando: sabato 7 novembre 2026, dalle 9:00 alle 18:30
Dove: Opificio Golinelli, Via Paolo Nanni Costa 14, 40133 Bologna

Il pranzo è incluso. Se hai esigenze alimentari particolari rispondi a questa e-mail entro il 30 ottobre.
Per la fattura (P.IVA 03981231207) scrivi a amministrazione@emiliadevfest.it.

A presto!
Lo staff di Emilia Dev Fest
`,
    html: `<html><body style="margin:0;padding:0;background:#ffffff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Roboto,Arial,sans-serif;color:#263238;font-size:15px;line-height:22px">
<tr><td style="padding:20px 0;border-bottom:4px solid #009246"><img src="https://emiliadevfest.it/img/logo-edf26.png" width="180" alt="Emilia Dev Fest 2026"></td></tr>
<tr><td style="padding:22px 0">
<p>Ciao Priya,</p>
<p>la tua iscrizione all'<b>Emilia Dev Fest 2026</b> è confermata.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px">
<tr><td style="color:#78909c">Biglietto</td><td>Speaker</td></tr>
<tr><td style="color:#78909c">Numero ordine</td><td>EDF26-3391</td></tr>
<tr><td style="color:#78909c">Quando</td><td>sabato 7 novembre 2026, dalle 9:00 alle 18:30</td></tr>
<tr><td style="color:#78909c">Dove</td><td>Opificio Golinelli, Via Paolo Nanni Costa 14, 40133 Bologna</td></tr>
</table>
<p>Il pranzo è incluso. Se hai esigenze alimentari particolari rispondi a questa e-mail entro il 30 ottobre.</p>
<p style="font-size:13px;color:#78909c">Per la fattura (P.IVA 03981231207) scrivi a <a href="mailto:amministrazione@emiliadevfest.it" style="color:#78909c">amministrazione@emiliadevfest.it</a>.</p>
<p>A presto!<br>Lo staff di Emilia Dev Fest</p>
</td></tr>
<tr><td style="padding:12px 0;border-top:1px solid #eceff1;font-size:11px;color:#90a4ae"><a href="https://emiliadevfest.it/privacy" style="color:#90a4ae">Privacy</a> &middot; <a href="https://emiliadevfest.it/codice-di-condotta" style="color:#90a4ae">Codice di condotta</a> &middot; <a href="https://www.instagram.com/emiliadevfest" style="color:#90a4ae">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "emiliadev-conf",
    group: "regional",
    lang: "it",
    kind: "program-published",
    code: null,
    link: null,
    from: "Emilia Dev Fest <info@emiliadevfest.it>",
    to: ME_PERSONAL,
    subject: "Il programma è online! 🎉",
    date: date("2026-10-12 09:00:00", "+0200"),
    text: `Ciao!

Il programma dell'Emilia Dev Fest 2026 è online: 24 talk, 3 workshop e una sessione di lightning talk a fine giornata.

Alcuni titoli:
- "SDK tipizzati senza generatori di codice" – Priya Raman
- "Postgres in produzione: lezioni da 5 anni di incidenti" – Giulia Ferri
- "Accessibilità e design system" – Marco Benassi

Scopri il programma: https://emiliadevfest.it/programma?utm_source=newsletter&utm_campaign=programma

Gli ultimi 40 biglietti "Standard" costano 35 € (IVA inclusa).

Ricevi questa e-mail perché sei iscritto/a all'Emilia Dev Fest.
Disiscriviti: https://emiliadevfest.it/newsletter/disiscrizione?e=cHJpeWEucmFtYW4
`,
    html: null,
    enc: "qp",
  },
];

const kodowisko: Mail[] = [
  {
    family: "kodowisko-konf",
    group: "regional",
    lang: "pl",
    kind: "reimbursement",
    code: null,
    link: null,
    from: "Kodowisko – zespół prelegentów <prelegenci@kodowisko.pl>",
    to: ME_PERSONAL,
    subject: "Zwrot kosztów podróży – Kodowisko 2026 (Wrocław)",
    date: date("2026-11-06 11:52:40", "+0100"),
    text: `Dzień dobry Priya,

dziękujemy za wystąpienie na Kodowisku 2026! Potwierdzamy, że przelew zwrotu kosztów podróży został zlecony.

Kwota:          1 240,00 zł (bilety lotnicze BER–WRO–BER i taksówka)
Numer noty:     KW/ZK/2026/087
Rachunek:       DE•• •••• •••• •••• ••37 21
Termin:         do 3 dni roboczych

Nagranie Twojej prelekcji będzie dostępne na naszym kanale w ciągu ok. dwóch tygodni. Ankieta od uczestników: średnia ocena 4,7/5 (128 głosów).

Do zobaczenia w przyszłym roku!
Agnieszka Wróbel
Fundacja Kodowisko · ul. Ruska 46a, 50-079 Wrocław · NIP 8971912345
`,
    html: null,
    enc: "b64",
  },
];

const tribuna_sv: Mail = {
  family: "tribuna-meetups",
  group: "consumer",
  lang: "sv",
  kind: "event-cancelled",
  code: null,
  link: null,
  from: "Tribuna <info@mail.tribuna.events>",
  to: ME_PERSONAL,
  subject: "Inställt: Stockholm Cloud Native – novemberträff",
  date: date("2026-11-02 08:14:26", "+0100"),
  text: `Hej Priya,

Tyvärr har arrangörerna av Stockholm Cloud Native ställt in träffen

Novemberträff: Observability utan att gå i konkurs
torsdag 12 november 2026, 17:30
Epicenter, Mäster Samuelsgatan 36, 111 57 Stockholm

Meddelande från arrangörerna:
"Vår värd har fått en vattenskada i lokalen. Vi flyttar talarna till decemberträffen den 10/12 och öppnar anmälan igen nästa vecka. Förlåt!"

Din anmälan har tagits bort. Du behöver inte göra något.

Du får det här mejlet eftersom du är medlem i Stockholm Cloud Native.
E-postinställningar: https://tribuna.events/account/notifications/
`,
  html: null,
  enc: "qp",
};

// ---------------------------------------------------------------- Ferrokey, a hardware security key vendor

const ferrokey: Mail[] = [
  {
    family: "ferrokey",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Ferrokey Store <orders@shop.ferrokey.se>",
    to: ME,
    subject: "Your Ferrokey order #FK-558120 has shipped",
    date: date("2026-09-21 13:40:05", "+0200"),
    text: `Hi Priya,

Good news: your order is on its way.

Order #FK-558120 (placed September 18, 2026)
  6 x Ferrokey 3 NFC USB-C      EUR 55.00   EUR 330.00
  Shipping (DHL Express)                    EUR  0.00
  VAT reverse charge (DE318776512)          EUR  0.00
  Total                                     EUR 330.00

Carrier:         DHL Express
Tracking number: 4728 1906 55
Estimated delivery: Tuesday, September 23

Delivery address
  Northbeam GmbH, attn. Priya Raman
  Schlesische Str. 28, 10997 Berlin, Germany

Track your parcel: https://www.dhl.com/de-en/home/tracking.html?tracking-id=4728190655

Setting up your keys: https://docs.ferrokey.se/start
Questions? support@ferrokey.se · +46 8 120 557 30

Ferrokey AB · Sveavägen 44 · 111 34 Stockholm · Sweden
`,
    html: `<html><body style="margin:0;background:#f2f2f2">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#222;font-size:14px;line-height:21px">
<tr><td style="background:#111;padding:18px 24px"><img src="https://shop.ferrokey.se/media/email/ferrokey-white.png" width="130" alt="Ferrokey"></td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 12px 0">Your order is on its way</h1>
<p>Hi Priya, good news: order <b>#FK-558120</b> (placed September 18, 2026) has shipped.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border-top:1px solid #ddd;border-bottom:1px solid #ddd;font-size:13px">
<tr><td><img src="https://shop.ferrokey.se/media/catalog/fk3-nfc-usbc-thumb.png" width="48" alt="Ferrokey 3 NFC USB-C"></td><td>6 &times; Ferrokey 3 NFC USB-C</td><td align="right">&euro;330.00</td></tr>
<tr><td></td><td>Shipping (DHL Express)</td><td align="right">&euro;0.00</td></tr>
<tr><td></td><td>VAT reverse charge (DE318776512)</td><td align="right">&euro;0.00</td></tr>
<tr><td></td><td><b>Total</b></td><td align="right"><b>&euro;330.00</b></td></tr>
</table>
<p><b>DHL Express</b> &middot; tracking number 4728 1906 55 &middot; estimated delivery Tuesday, September 23</p>
<p><a href="https://www.dhl.com/de-en/home/tracking.html?tracking-id=4728190655" style="background:#f5b800;color:#111;padding:10px 20px;text-decoration:none;font-weight:bold">Track your parcel</a></p>
<p style="font-size:13px">Delivery address: Northbeam GmbH, attn. Priya Raman, Schlesische Str. 28, 10997 Berlin, Germany</p>
<p style="font-size:13px">New to hardware keys? <a href="https://docs.ferrokey.se/start" style="color:#0a58ca">Set up your keys</a> in five minutes.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#888">Questions? <a href="mailto:support@ferrokey.se" style="color:#888">support@ferrokey.se</a> &middot; +46 8 120 557 30<br>Ferrokey AB &middot; Sveavägen 44 &middot; 111 34 Stockholm &middot; Sweden</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "ferrokey",
    group: "consumer",
    lang: "en",
    kind: "security-advisory",
    code: null,
    link: null,
    from: "Ferrokey Security <security@ferrokey.se>",
    to: ME,
    subject: "Security advisory FKSA-2026-03: OpenPGP applet on firmware 5.4.0 - 5.4.2",
    date: date("2026-10-16 09:00:00", "+0200"),
    text: `Ferrokey Security Advisory FKSA-2026-03
Published: 2026-10-16

Summary
The OpenPGP applet on Ferrokey 3 devices with firmware 5.4.0 to 5.4.2 may accept the user PIN after the retry counter reaches zero if the device is reset in a narrow timing window. FIDO2/WebAuthn and PIV are not affected.

Which keys are affected?
Run "ferrokey-cli info" and check the firmware version. Our records show that 6 keys from your order #FK-558120 shipped with firmware 5.4.1.

What should I do?
Firmware on Ferrokey 3 cannot be updated. If you use the OpenPGP applet, request free replacement keys at https://www.ferrokey.se/replace before March 31, 2027. If you only use the keys for WebAuthn sign-in, no action is needed.

Severity: Medium (CVSS 4.6). Physical access to the key is required.

Ferrokey AB · Sveavägen 44 · 111 34 Stockholm · Sweden
You receive this message because you bought Ferrokey products. It is a mandatory security notice and is sent regardless of marketing preferences.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Sigilcert, a certificate authority

const sigilcert: Mail[] = [
  {
    family: "sigilcert",
    group: "consumer",
    lang: "en",
    kind: "domain-validation",
    code: "5VNK-82QH-TW7C",
    link: "https://secure.sigilcert.com/dcv/approve?order=SC-20931877&lang=en",
    from: "Sigilcert Validation <dcv@sigilcert.com>",
    to: "Domain Administrator <admin@tidewalk.dev>",
    subject: "ORDER #SC-20931877 - Domain Control Validation for tidewalk.dev",
    date: date("2026-09-30 14:22:48"),
    text: `Domain Control Validation for tidewalk.dev

We have received a request to issue an SSL/TLS certificate for:

  Domain:        tidewalk.dev (and www.tidewalk.dev)
  Product:       Sigilcert OV SSL, 1 year
  Order number:  SC-20931877
  Requested by:  Priya Raman, Northbeam GmbH

This address (admin@tidewalk.dev) is one of the approved contacts for the domain. To approve the request:

1. Go to the Domain Control Validation page:
   https://secure.sigilcert.com/dcv/approve?order=SC-20931877&lang=en
2. Copy and paste the validation code below into the field on that page:

   5VNK-82QH-TW7C

3. Click "Next" and confirm.

If you do not approve, the certificate will not be issued. If you did not expect this message, you can ignore it or tell us at validation@sigilcert.com; no certificate will be issued without approval.

The validation code expires on October 30, 2026.

Sigilcert Ltd
Validation Team
Ground Floor, 3 Exchange Quay, Salford, M5 3ED, United Kingdom
`,
    html: null,
  },
  {
    family: "sigilcert",
    group: "consumer",
    lang: "en",
    kind: "expiry-reminder",
    code: null,
    link: null,
    from: "Sigilcert <renewals@sigilcert.com>",
    to: ME,
    subject: "Your EV Code Signing certificate for Northbeam GmbH expires in 30 days",
    date: date("2026-10-19 06:00:12"),
    text: `Hello Priya,

Your certificate expires soon.

  Product:      EV Code Signing (hardware token)
  Subject:      CN=Northbeam GmbH, O=Northbeam GmbH, L=Berlin, C=DE
  Serial:       4F:1A:9C:27:03:BB:E8:56:71:0D:3E:92:C4:58:AA:17
  Valid until:  November 18, 2026 23:59:59 UTC
  Order:        SC-18442610

After that date, installers you sign will show "Unknown publisher" on Windows. Signatures made before expiry with a timestamp stay valid.

Renew in your account (3 years: USD 1,047.00 / 1 year: USD 379.00):
https://secure.sigilcert.com/account/certificates/SC-18442610/renew

Renewing an EV certificate requires organisation re-validation, which usually takes 1-3 business days.

Sigilcert Ltd · 3 Exchange Quay, Salford, M5 3ED, UK · +44 161 410 2277
`,
    html: `<html><body style="margin:0;padding:0;background:#f4f6f8">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #dfe3e8;font-family:'Segoe UI',Tahoma,Arial,sans-serif;color:#212b36;font-size:14px;line-height:21px">
<tr><td style="padding:18px 24px;border-bottom:1px solid #dfe3e8"><img src="https://www.sigilcert.com/static/img/email/sigilcert-logo.png" width="140" alt="Sigilcert"></td></tr>
<tr><td style="padding:24px">
<p>Hello Priya,</p>
<p style="font-size:17px"><b>Your certificate expires in 30 days.</b></p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;background:#f9fafb;width:100%">
<tr><td style="color:#637381;width:110px">Product</td><td>EV Code Signing (hardware token)</td></tr>
<tr><td style="color:#637381">Subject</td><td>CN=Northbeam GmbH, O=Northbeam GmbH, L=Berlin, C=DE</td></tr>
<tr><td style="color:#637381">Serial</td><td style="font-family:monospace;font-size:12px">4F:1A:9C:27:03:BB:E8:56:71:0D:3E:92:C4:58:AA:17</td></tr>
<tr><td style="color:#637381">Valid until</td><td>November 18, 2026 23:59:59 UTC</td></tr>
<tr><td style="color:#637381">Order</td><td>SC-18442610</td></tr>
</table>
<p>After that date, installers you sign will show &ldquo;Unknown publisher&rdquo; on Windows. Signatures made before expiry with a timestamp stay valid.</p>
<p><a href="https://secure.sigilcert.com/account/certificates/SC-18442610/renew" style="background:#00875a;color:#fff;padding:10px 20px;border-radius:3px;text-decoration:none">Renew now</a> &nbsp;<span style="font-size:12px;color:#637381">3 years: USD 1,047.00 &middot; 1 year: USD 379.00</span></p>
<p style="font-size:12px;color:#637381">Renewing an EV certificate requires organisation re-validation, which usually takes 1&ndash;3 business days.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f9fafb;font-size:11px;color:#919eab">Sigilcert Ltd &middot; 3 Exchange Quay, Salford, M5 3ED, UK &middot; +44 161 410 2277 &middot; <a href="https://www.sigilcert.com/legal/privacy" style="color:#919eab">Privacy</a> &middot; <a href="https://www.sigilcert.com/repository" style="color:#919eab">Repository</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Spesenfuchs, a travel-expense tool

function fuchs_page(body: string): string {
  return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;font-family:'Source Sans Pro',Arial,sans-serif;color:#1f2937;font-size:15px;line-height:23px">
<tr><td style="padding:22px 30px 0 30px"><img src="https://app.spesenfuchs.de/static/mail/logo-fuchs.png" width="132" alt="Spesenfuchs"></td></tr>
<tr><td style="padding:18px 30px 24px 30px">${body}</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #e5e7eb;font-size:11px;line-height:17px;color:#9ca3af">Spesenfuchs GmbH &middot; Theresienhöhe 12 &middot; 80339 München &middot; HRB 254117, Amtsgericht München<br>
<a href="https://spesenfuchs.de/datenschutz" style="color:#9ca3af">Datenschutz</a> &middot; <a href="https://spesenfuchs.de/impressum" style="color:#9ca3af">Impressum</a> &middot; <a href="https://hilfe.spesenfuchs.de" style="color:#9ca3af">Hilfe-Center</a></td></tr>
</table></td></tr></table></body></html>`;
}

const spesenfuchs: Mail[] = [
  {
    family: "spesenfuchs",
    group: "regional",
    lang: "de",
    kind: "expense-approved",
    code: null,
    link: null,
    from: "Spesenfuchs <benachrichtigung@spesenfuchs.de>",
    to: ME,
    subject: "Reisekostenabrechnung RK-2026-0412 genehmigt",
    date: date("2026-10-29 16:18:40", "+0100"),
    text: `Hallo Priya,

Ihre Reisekostenabrechnung wurde von Dana Okafor genehmigt und an die Buchhaltung übergeben.

Abrechnung:   RK-2026-0412 – Pixel Bordeaux 2026
Zeitraum:     21.10.2026 – 24.10.2026
Belege:       7
Verpflegungsmehraufwand: 138,00 €
Fahrtkosten:  312,40 € (Bahn, BER → BOD über Paris)
Übernachtung: 0,00 € (vom Veranstalter gezahlt)
Gesamt:       450,40 €

Die Auszahlung erfolgt mit der nächsten Gehaltsabrechnung (November 2026) auf das Konto DE•• •••• •••• •••• ••37 21.

Abrechnung ansehen: https://app.spesenfuchs.de/reports/RK-2026-0412
`,
    html: fuchs_page(`<p>Hallo Priya,</p>
<p>Ihre Reisekostenabrechnung wurde von <b>Dana Okafor</b> genehmigt und an die Buchhaltung übergeben.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #e5e7eb;border-radius:6px">
<tr><td style="color:#6b7280">Abrechnung</td><td>RK-2026-0412 &ndash; Pixel Bordeaux 2026</td></tr>
<tr><td style="color:#6b7280">Zeitraum</td><td>21.10.2026 &ndash; 24.10.2026</td></tr>
<tr><td style="color:#6b7280">Belege</td><td>7</td></tr>
<tr><td style="color:#6b7280">Verpflegungsmehraufwand</td><td align="right">138,00&nbsp;€</td></tr>
<tr><td style="color:#6b7280">Fahrtkosten (Bahn, BER &rarr; BOD über Paris)</td><td align="right">312,40&nbsp;€</td></tr>
<tr><td style="color:#6b7280">Übernachtung (vom Veranstalter gezahlt)</td><td align="right">0,00&nbsp;€</td></tr>
<tr><td><b>Gesamt</b></td><td align="right"><b>450,40&nbsp;€</b></td></tr>
</table>
<p>Die Auszahlung erfolgt mit der nächsten Gehaltsabrechnung (November 2026) auf das Konto DE&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;37 21.</p>
<p><a href="https://app.spesenfuchs.de/reports/RK-2026-0412" style="color:#ea580c;font-weight:600">Abrechnung ansehen &rarr;</a></p>`),
    enc: "qp",
  },
  {
    family: "spesenfuchs",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "286417",
    link: null,
    from: "Spesenfuchs <sicherheit@spesenfuchs.de>",
    to: ME,
    subject: "Ihr Anmeldecode für Spesenfuchs",
    date: date("2026-10-26 07:02:13", "+0100"),
    text: `Hallo Priya,

Sie melden sich in der Spesenfuchs-App auf einem neuen Gerät an (iPhone, iOS 19.1).

Ihr Anmeldecode lautet:

  286 417

Der Code ist 10 Minuten gültig. Geben Sie ihn niemals telefonisch oder per Chat weiter – unser Support fragt nie danach.

Sie waren das nicht? Dann ändern Sie bitte sofort Ihr Passwort und informieren Sie Ihre Administratorin bzw. Ihren Administrator.
`,
    html: fuchs_page(`<p>Hallo Priya,</p>
<p>Sie melden sich in der Spesenfuchs-App auf einem neuen Gerät an (iPhone, iOS&nbsp;19.1).</p>
<p>Ihr Anmeldecode lautet:</p>
<p style="margin:18px 0;text-align:center"><span style="display:inline-block;background:#fff7ed;border:1px solid #fdba74;border-radius:8px;padding:12px 26px;font-size:30px;font-weight:700;letter-spacing:6px;color:#9a3412">286&nbsp;417</span></p>
<p>Der Code ist 10 Minuten gültig. Geben Sie ihn niemals telefonisch oder per Chat weiter &ndash; unser Support fragt nie danach.</p>
<p style="font-size:13px;color:#6b7280">Sie waren das nicht? Dann ändern Sie bitte sofort Ihr Passwort und informieren Sie Ihre Administratorin bzw. Ihren Administrator.</p>`),
    enc: "b64",
  },
  {
    family: "spesenfuchs",
    group: "regional",
    lang: "de",
    kind: "receipt-missing",
    code: null,
    link: null,
    from: "Spesenfuchs <benachrichtigung@spesenfuchs.de>",
    to: ME,
    subject: "Erinnerung: 2 Kartenzahlungen ohne Beleg",
    date: date("2026-11-09 09:30:00", "+0100"),
    text: `Hallo Priya,

für diese Zahlungen mit Ihrer Firmenkarte (•••• 9054) fehlt noch ein Beleg:

  06.11.2026   Cafe Kristall, Wrocław        86,50 PLN  (≈ 20,12 €)
  07.11.2026   Bolt Operations OÜ            41,00 PLN  (≈  9,54 €)

Laden Sie die Belege bis zum 20.11.2026 hoch, damit die Zahlungen in die Monatsabrechnung einfließen. Fotografieren reicht: in der App auf „Beleg hinzufügen“ tippen oder den Beleg an belege@spesenfuchs.de weiterleiten.

Offene Zahlungen: https://app.spesenfuchs.de/card/transactions?filter=missing_receipt
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Rheinau Direktbank

const rheinau: Mail[] = [
  {
    family: "rheinau-direktbank",
    group: "regional",
    lang: "de",
    kind: "email-change-code",
    code: "481729",
    link: null,
    from: "Rheinau Direktbank <service@rheinau-direktbank.de>",
    to: ME_PERSONAL,
    subject: "Bestätigung Ihrer neuen E-Mail-Adresse",
    date: date("2026-09-27 19:05:36", "+0200"),
    text: `Guten Tag Frau Raman,

Sie haben im Online-Banking eine neue E-Mail-Adresse hinterlegt. Bitte geben Sie zur Bestätigung den folgenden Code im Online-Banking oder in der Rheinau-App ein:

Bestätigungscode: 4 8 1 7 2 9

Der Code ist 30 Minuten gültig.

Haben Sie keine Änderung vorgenommen? Dann rufen Sie uns bitte umgehend an: 0621 300 478 0 (Mo–Fr 8–20 Uhr). Sperr-Notruf rund um die Uhr: 116 116.

Mit freundlichen Grüßen
Ihre Rheinau Direktbank

Rheinau Direktbank AG · Augustaanlage 31 · 68165 Mannheim
Vorstand: Dr. Henrike Albers (Vors.), Matthias Koenen · Aufsichtsratsvorsitzender: Peter Oswald
Sitz Mannheim · HRB 723118 · BIC RHDBDE6MXXX
`,
    html: `<html><body style="margin:0;padding:0;background:#e9edf1">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#e9edf1"><tr><td align="center" style="padding:20px 6px">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Verdana,Arial,sans-serif;font-size:13px;line-height:20px;color:#1b2a3a">
<tr><td style="padding:16px 24px;background:#003a70"><img src="https://www.rheinau-direktbank.de/media/mail/logo-weiss.png" width="170" alt="Rheinau Direktbank"></td></tr>
<tr><td style="padding:24px">
<p>Guten Tag Frau Raman,</p>
<p>Sie haben im Online-Banking eine neue E-Mail-Adresse hinterlegt. Bitte geben Sie zur Bestätigung den folgenden Code im Online-Banking oder in der Rheinau-App ein:</p>
<table cellpadding="0" cellspacing="8" align="center"><tr>
<td style="border:1px solid #003a70;width:38px;height:46px;text-align:center;font-size:24px;font-weight:bold">4</td>
<td style="border:1px solid #003a70;width:38px;height:46px;text-align:center;font-size:24px;font-weight:bold">8</td>
<td style="border:1px solid #003a70;width:38px;height:46px;text-align:center;font-size:24px;font-weight:bold">1</td>
<td style="border:1px solid #003a70;width:38px;height:46px;text-align:center;font-size:24px;font-weight:bold">7</td>
<td style="border:1px solid #003a70;width:38px;height:46px;text-align:center;font-size:24px;font-weight:bold">2</td>
<td style="border:1px solid #003a70;width:38px;height:46px;text-align:center;font-size:24px;font-weight:bold">9</td>
</tr></table>
<p>Der Code ist 30 Minuten gültig.</p>
<p style="background:#fff4e5;padding:10px 12px;border-left:3px solid #f29100">Haben Sie keine Änderung vorgenommen? Dann rufen Sie uns bitte umgehend an: <b>0621 300 478 0</b> (Mo&ndash;Fr 8&ndash;20 Uhr). Sperr-Notruf rund um die Uhr: 116 116.</p>
<p>Mit freundlichen Grüßen<br>Ihre Rheinau Direktbank</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f4f6f8;font-size:10px;line-height:15px;color:#6b7a89">Rheinau Direktbank AG &middot; Augustaanlage 31 &middot; 68165 Mannheim<br>Vorstand: Dr. Henrike Albers (Vors.), Matthias Koenen &middot; Aufsichtsratsvorsitzender: Peter Oswald<br>Sitz Mannheim &middot; HRB 723118 &middot; BIC RHDBDE6MXXX &middot; <a href="https://www.rheinau-direktbank.de/datenschutz" style="color:#6b7a89">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "rheinau-direktbank",
    group: "regional",
    lang: "de",
    kind: "new-login",
    code: null,
    link: null,
    from: "Rheinau Direktbank <service@rheinau-direktbank.de>",
    to: ME_PERSONAL,
    subject: "Neue Anmeldung in Ihrem Online-Banking",
    date: date("2026-10-18 22:47:03", "+0200"),
    text: `Guten Tag Frau Raman,

am 18.10.2026 um 22:46 Uhr hat sich jemand mit Ihren Zugangsdaten im Online-Banking angemeldet.

Gerät:     Safari auf macOS
Standort:  Lissabon, Portugal (ungefähr, anhand der IP-Adresse)
Freigabe:  RheinauSecure-App auf „iPhone von Priya“

Waren Sie das? Dann ist alles in Ordnung und Sie müssen nichts tun.

Falls nicht: Sperren Sie Ihren Zugang sofort unter 116 116 oder im Online-Banking unter „Sicherheit > Zugang sperren“: https://banking.rheinau-direktbank.de/sicherheit/sperren

Wir fragen Sie niemals per E-Mail oder Telefon nach PIN, TAN oder Freigabecodes.

Ihre Rheinau Direktbank
Rheinau Direktbank AG · Augustaanlage 31 · 68165 Mannheim · HRB 723118
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Klarfunk, a mobile phone plan

const klarfunk: Mail[] = [
  {
    family: "klarfunk-mobil",
    group: "regional",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "klarfunk <rechnung@klarfunk.de>",
    to: ME_PERSONAL,
    subject: "Deine Rechnung für Oktober 2026 ist da",
    date: date("2026-11-03 05:41:19", "+0100"),
    text: `Hallo Priya,

deine Rechnung für Oktober 2026 ist jetzt in deinem Kundenkonto.

Kundennummer:     K-20448195
Rechnungsnummer:  R-2026-10-8832017
Tarif:            klarfunk Allnet 40 GB (5G)
Grundgebühr:      19,99 €
EU-Roaming:       0,00 € (inklusive: Lissabon, Bordeaux, Wrocław)
Sonstiges:        2,49 € (Anruf ins Nicht-EU-Ausland, +598)
Gesamtbetrag:     22,48 € inkl. 19 % MwSt.

Der Betrag wird am 08.11.2026 per SEPA-Lastschrift von deinem Konto DE•• •••• •••• •••• ••37 21 abgebucht. Gläubiger-ID DE98ZZZ00001234567, Mandatsreferenz KF20448195.

Rechnung als PDF: https://mein.klarfunk.de/rechnungen?utm_source=mail&utm_medium=rechnung
Fragen? https://klarfunk.de/hilfe oder 030 2555 0190

klarfunk GmbH · Alt-Moabit 96 · 10559 Berlin
`,
    html: `<html><body style="margin:0;padding:0;background:#eefaf6">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;font-family:Nunito,Arial,sans-serif;color:#10302a;font-size:15px;line-height:23px">
<tr><td style="padding:24px 30px"><img src="https://klarfunk.de/mail/klarfunk-logo.png" width="120" alt="klarfunk"></td></tr>
<tr><td style="padding:0 30px 20px 30px">
<h1 style="font-size:22px;margin:0 0 10px 0">Deine Rechnung für Oktober 2026 ist da</h1>
<p>Hallo Priya, deine Rechnung ist jetzt in deinem Kundenkonto.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f5fcf9;border-radius:10px">
<tr><td>Kundennummer</td><td align="right">K-20448195</td></tr>
<tr><td>Rechnungsnummer</td><td align="right">R-2026-10-8832017</td></tr>
<tr><td>klarfunk Allnet 40 GB (5G)</td><td align="right">19,99&nbsp;€</td></tr>
<tr><td>EU-Roaming (Lissabon, Bordeaux, Wrocław)</td><td align="right">0,00&nbsp;€</td></tr>
<tr><td>Anruf ins Nicht-EU-Ausland (+598)</td><td align="right">2,49&nbsp;€</td></tr>
<tr><td><b>Gesamtbetrag inkl. 19&nbsp;% MwSt.</b></td><td align="right"><b>22,48&nbsp;€</b></td></tr>
</table>
<p style="font-size:13px;color:#4b6b63">Abbuchung am 08.11.2026 per SEPA-Lastschrift von DE&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;37 21. Gläubiger-ID DE98ZZZ00001234567, Mandatsreferenz KF20448195.</p>
<p><a href="https://mein.klarfunk.de/rechnungen?utm_source=mail&amp;utm_medium=rechnung" style="background:#14b88a;color:#fff;padding:11px 24px;border-radius:24px;text-decoration:none;font-weight:bold">Rechnung als PDF</a></p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #e3f3ed;font-size:11px;color:#7a968f">Fragen? <a href="https://klarfunk.de/hilfe" style="color:#7a968f">klarfunk.de/hilfe</a> oder 030 2555 0190<br>klarfunk GmbH &middot; Alt-Moabit 96 &middot; 10559 Berlin &middot; <a href="https://klarfunk.de/impressum" style="color:#7a968f">Impressum</a> &middot; <a href="https://klarfunk.de/datenschutz" style="color:#7a968f">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "klarfunk-mobil",
    group: "regional",
    lang: "de",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "klarfunk <info@klarfunk.de>",
    to: ME_PERSONAL,
    subject: "Du hast 80 % deines Datenvolumens verbraucht",
    date: date("2026-11-07 14:12:50", "+0100"),
    text: `Hallo Priya,

du hast in diesem Abrechnungszeitraum schon 32 GB von 40 GB verbraucht (80 %). Dein Volumen wird am 01.12.2026 wieder aufgefüllt.

Danach surfst du mit bis zu 64 kbit/s weiter. Wenn du mehr brauchst, kannst du in der klarfunk-App jederzeit einen Datenpass buchen, z. B. 5 GB für 4,99 € oder 15 GB für 9,99 €.

Dein Verbrauch: https://mein.klarfunk.de/verbrauch

Viele Grüße
dein klarfunk-Team
`,
    html: null,
    enc: "8bit",
  },
];

export const mails: Mail[] = [
  ...portcullis,
  ...quillmark,
  ...parrotline,
  ...tinderbox,
  ...zpi,
  ...bugsnare,
  ...tallyglass,
  ...agorafolk,
  ...strataform,
  ...togglewright,
  ...sourcefen,
  ...hollyhock,
  ...bytefold,
  ...tribuna,
  ...talkfolio,
  ...devsur,
  ...devpraia,
  ...atsumari,
  ...pixelbordeaux,
  ...rustacien,
  ...emiliadev,
  ...kodowisko,
  tribuna_sv,
  ...ferrokey,
  ...sigilcert,
  ...spesenfuchs,
  ...rheinau,
  ...klarfunk,
];
