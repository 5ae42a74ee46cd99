/**
 * Mail from developer, cloud and business-software senders (code review, CI, registries, cloud consoles,
 * registrars, e-mail APIs, payment dashboards, design, chat and password tools), in English and nine other languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const WD = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MO = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date; the weekday is worked out from the calendar date. */
function date(y: number, m: number, d: number, hms: string, tz = "+0000"): string {
  const wd = WD[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${wd}, ${String(d).padStart(2, "0")} ${MO[m - 1]} ${y} ${hms} ${tz}`;
}

// ---------------------------------------------------------------- self-hosted open-source tools

const gerrit_html = (body: string) =>
  `<html><head><meta charset="utf-8"><style>body{font-family:Arial,sans-serif;font-size:13px} pre{font-family:monospace}</style></head>
<body>
${body}
<div style="color:#666;font-size:11px;margin-top:24px">
<p>To view, visit <a href="https://review.tessera-os.org/settings">https://review.tessera-os.org/settings</a>
to change your notification settings.</p>
</div>
</body></html>`;

const oss: Mail[] = [
  {
    family: "gerrit-review",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://review.tessera-os.org/#/VE/Rm1qT0dWR2Y0eU1JcjZOd2hQbEZ0QT09JHNhbS5yZWFkZXJAaW5ib3guZXhhbXBsZQ",
    from: "Tessera Code Review <gerrit-noreply@tessera-os.org>",
    subject: "[Gerrit Code Review] Email Verification",
    date: date(2025, 2, 11, "08:41:07", "+0100"),
    text: `Welcome to Gerrit Code Review at review.tessera-os.org.

You (or someone signed in as Sam Reader) asked to add sam.reader@inbox.example
to a Gerrit account. To confirm that this address is yours, open the link
below in a browser where you are signed in to review.tessera-os.org:

https://review.tessera-os.org/#/VE/Rm1qT0dWR2Y0eU1JcjZOd2hQbEZ0QT09JHNhbS5yZWFkZXJAaW5ib3guZXhhbXBsZQ

If you did not ask for this, ignore this message. The address will not be
added and you will not get further mail about it.

--
This is an automatically generated message. Replies are not read.
`,
    html: gerrit_html(`<p>Welcome to Gerrit Code Review at review.tessera-os.org.</p>
<p>You (or someone signed in as Sam Reader) asked to add <b>sam.reader@inbox.example</b> to a Gerrit account.
To confirm that this address is yours, open the link below in a browser where you are signed in to review.tessera-os.org:</p>
<p><a href="https://review.tessera-os.org/#/VE/Rm1qT0dWR2Y0eU1JcjZOd2hQbEZ0QT09JHNhbS5yZWFkZXJAaW5ib3guZXhhbXBsZQ">https://review.tessera-os.org/#/VE/Rm1qT0dWR2Y0eU1JcjZOd2hQbEZ0QT09JHNhbS5yZWFkZXJAaW5ib3guZXhhbXBsZQ</a></p>
<p>If you did not ask for this, ignore this message. The address will not be added and you will not get further mail about it.</p>`),
    enc: "qp",
  },
  {
    family: "gerrit-review",
    group: "negative",
    lang: "en",
    kind: "change-merged",
    code: null,
    link: null,
    from: "Hannes Vogt (Gerrit) <gerrit-noreply@tessera-os.org>",
    subject: "[L] Change in tessera/runtime[main]: pool: fix race between shutdown and worker respawn",
    date: date(2025, 2, 19, "16:02:55", "+0000"),
    headers: [
      ["Gerrit-MessageType", "merged"],
      ["Gerrit-Project", "tessera/runtime"],
      ["Gerrit-Branch", "main"],
      ["Gerrit-Change-Id", "I6b2e0c94d1f7a38e55c2b19d4f0e7a1c3d8b5f20"],
      ["Gerrit-Change-Number", "48213"],
      ["Gerrit-PatchSet", "4"],
    ],
    text: `Hannes Vogt has submitted this change. ( https://review.tessera-os.org/c/tessera/runtime/+/48213 )

Change subject: pool: fix race between shutdown and worker respawn
......................................................................

pool: fix race between shutdown and worker respawn

A worker that exited while the pool was draining could be respawned
after shutdown() returned. Take the state lock before checking
draining and skip the respawn.

Bug: 7719
Change-Id: I6b2e0c94d1f7a38e55c2b19d4f0e7a1c3d8b5f20
Reviewed-on: https://review.tessera-os.org/c/tessera/runtime/+/48213
Reviewed-by: Sam Reader <sam.reader@inbox.example>
Tested-by: Tessera CI <ci@tessera-os.org>
---
M src/pool/worker.c
M tests/pool_shutdown_test.c
2 files changed, 41 insertions(+), 6 deletions(-)

Approvals:
  Sam Reader: Looks good to me, approved
  Tessera CI: Verified+1


--
To view, visit https://review.tessera-os.org/c/tessera/runtime/+/48213
To unsubscribe, or for help writing mail filters, visit https://review.tessera-os.org/settings

Gerrit-Project: tessera/runtime
Gerrit-Branch: main
Gerrit-Change-Id: I6b2e0c94d1f7a38e55c2b19d4f0e7a1c3d8b5f20
Gerrit-Change-Number: 48213
Gerrit-PatchSet: 4
Gerrit-Owner: Hannes Vogt <hvogt@tessera-os.org>
Gerrit-MessageType: merged
`,
    html: null,
  },
  {
    family: "sourcehut",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://meta.sr.ht/confirm-account/3qk7Lh0xVbN2cY9wRz4tFpE6",
    from: "meta.sr.ht <outgoing@sr.ht>",
    subject: "Confirm your sr.ht account",
    date: date(2025, 1, 27, "21:13:40", "+0000"),
    text: `Hello ~samreader,

Thanks for signing up for sr.ht. Before you can use your new account,
please confirm that this is your email address by visiting:

https://meta.sr.ht/confirm-account/3qk7Lh0xVbN2cY9wRz4tFpE6

The link stays valid for 48 hours. If you did not register, you can
safely ignore this mail; the account will be removed.

--
sr.ht
`,
    html: null,
  },
  {
    family: "sourcehut",
    group: "negative",
    lang: "en",
    kind: "ssh-key-added",
    code: null,
    link: null,
    from: "meta.sr.ht <outgoing@sr.ht>",
    subject: "A new SSH key was added to your account",
    date: date(2025, 3, 4, "10:58:12", "+0000"),
    text: `~samreader,

An SSH key was just added to your sr.ht account:

    SHA256:q0pT8mXe2WfR7Lk1cZyB9vHn4JdGs6uAoE3iVtK5rNw  sam@thinkpad-t14 (ed25519)

Added from 203.0.113.58 on 2025-03-04 at 10:58 UTC.

If this was you, there is nothing else to do. If you do not recognize
this key, remove it right away and change your password:

https://meta.sr.ht/keys

You can file a report with the security team at sir@cmpwn.com.

--
sr.ht
`,
    html: null,
  },
  {
    family: "jenkins",
    group: "negative",
    lang: "en",
    kind: "build-failed",
    code: null,
    link: null,
    from: "Jenkins <jenkins@ci.brightloop.dev>",
    subject: "ledger-api » main - Build # 1432 - Failure!",
    date: date(2025, 2, 6, "03:17:49", "+0000"),
    text: `ledger-api » main - Build # 1432 - Failure:

Check console output at https://ci.brightloop.dev/job/ledger-api/job/main/1432/ to view the results.

Changes since last successful build:
  [9f3c2a1] Bump postgres driver to 42.7.5 (Dana Okafor)
  [e07b6d4] Add retry to ledger reconciliation job (Sam Reader)

Failed tests (3):
  com.brightloop.ledger.ReconcileJobTest.retriesOnTimeout
  com.brightloop.ledger.ReconcileJobTest.stopsAfterFiveAttempts
  com.brightloop.ledger.MigrationTest.v118_addsIndex

Build duration: 7 min 41 sec
Node: agent-linux-04
`,
    html: null,
  },
  {
    family: "jenkins",
    group: "negative",
    lang: "en",
    kind: "build-fixed",
    code: null,
    link: null,
    from: "Jenkins <jenkins@ci.brightloop.dev>",
    subject: "ledger-api » main - Build # 1434 - Back to normal",
    date: date(2025, 2, 6, "09:45:03", "+0000"),
    text: `BUILD SUCCESS - ledger-api » main #1434

Project: ledger-api » main
Date of build: Thu, 6 Feb 2025 09:37:21 +0000
Build duration: 8 min 2 sec
Build cause: Started by GitHub push by sreader

CHANGES
  Revision 4b81d07e92c5f3a6d1e8b0c7a2f9e4d3b6c1a058 by sreader:
    Fix flaky timeout in ReconcileJobTest
    edit src/test/java/com/brightloop/ledger/ReconcileJobTest.java

Console: https://ci.brightloop.dev/job/ledger-api/job/main/1434/console
`,
    html: `<html><body style="font-family:Verdana,Helvetica,sans-serif;font-size:11px">
<table>
<tr><td align="right"><img src="https://ci.brightloop.dev/static/e3b9c9f1/images/32x32/blue.png" alt="SUCCESS" /></td>
<td valign="center"><b style="font-size:200%;">BUILD SUCCESS</b></td></tr>
<tr><td>Build URL</td><td><a href="https://ci.brightloop.dev/job/ledger-api/job/main/1434/">https://ci.brightloop.dev/job/ledger-api/job/main/1434/</a></td></tr>
<tr><td>Project:</td><td>ledger-api » main</td></tr>
<tr><td>Date of build:</td><td>Thu, 6 Feb 2025 09:37:21 +0000</td></tr>
<tr><td>Build duration:</td><td>8 min 2 sec</td></tr>
<tr><td>Build cause:</td><td>Started by GitHub push by sreader</td></tr>
</table>
<br/>
<table width="100%">
<tr><td style="background:#0000C0;color:#fff;font-weight:bold">CHANGES</td></tr>
<tr><td style="padding-left:15px"><b>Revision</b> 4b81d07e92c5f3a6d1e8b0c7a2f9e4d3b6c1a058 by <b>sreader</b>: (Fix flaky timeout in ReconcileJobTest)</td></tr>
<tr><td style="padding-left:30px">edit src/test/java/com/brightloop/ledger/ReconcileJobTest.java</td></tr>
</table>
<br/>
<table width="100%"><tr><td style="background:#0000C0;color:#fff;font-weight:bold">TESTS</td></tr>
<tr><td>Total: 812 &nbsp; Failed: 0 &nbsp; Skipped: 4</td></tr></table>
</body></html>`,
  },
  {
    family: "phorge",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://phorge.lumenlabs.dev/emailverify/ghx5ymbq7n2d4kzt6wcp3ra1/",
    from: "Lumen Labs Phorge <noreply@phorge.lumenlabs.dev>",
    subject: "[Phorge] Email Verification",
    date: date(2025, 1, 14, "13:26:30", "-0500"),
    text: `Welcome to Phorge!

Please verify that you own this email address (sam.reader@inbox.example) by
clicking this link:

  https://phorge.lumenlabs.dev/emailverify/ghx5ymbq7n2d4kzt6wcp3ra1/

Until you verify it, you will not be able to create tasks or comment on
revisions.
`,
    html:
      `<html><body><div style="font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;color:#4b4d51">
<p>Welcome to Phorge!</p>
<p>Please verify that you own this email address (sam.reader@inbox.example) by clicking this link:</p>
<p><a href="https://phorge.lumenlabs.dev/emailverify/ghx5ymbq7n2d4kzt6wcp3ra1/">https://phorge.lumenlabs.dev/emailverify/ghx5ymbq7n2d4kzt6wcp3ra1/</a></p>
<p>Until you verify it, you will not be able to create tasks or comment on revisions.</p>
</div></body></html>`,
  },
  {
    family: "phorge",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://phorge.lumenlabs.dev/login/once/reset/318/p4wq2zk7mfx6bt9hen3r/902/",
    from: "Lumen Labs Phorge <noreply@phorge.lumenlabs.dev>",
    subject: "[Phorge] Password Reset",
    date: date(2025, 3, 12, "18:04:51", "-0400"),
    text: `Someone (hopefully you) asked to reset the password of the Phorge account
"sreader" on phorge.lumenlabs.dev.

Use this link to set a new password. It can be used once and expires in
24 hours:

  https://phorge.lumenlabs.dev/login/once/reset/318/p4wq2zk7mfx6bt9hen3r/902/

If you did not make this request, you can ignore this mail. Your current
password keeps working.

Request came from 198.51.100.23.
`,
    html: null,
  },
  {
    family: "coolify",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://deploy.marrakai.io/invitations/9d6e3b52-7a1f-4c08-b2e4-51f0c7a93d16",
    from: "Coolify <coolify@marrakai.io>",
    subject: "Coolify: You have been invited to join Marrakai Platform",
    date: date(2025, 2, 24, "11:20:14", "+0000"),
    text: `You have been invited to join "Marrakai Platform" on Coolify.

Invited by: ines@marrakai.io
Role: member

Accept the invitation here:
https://deploy.marrakai.io/invitations/9d6e3b52-7a1f-4c08-b2e4-51f0c7a93d16

The invitation is valid for 3 days. If you do not have an account on this
instance yet, you will be asked to register with this email address.

---
Coolify · https://coolify.io
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="background:#101010;margin:0;padding:0">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#101010"><tr><td align="center" style="padding:32px 0">
<table width="560" cellpadding="0" cellspacing="0" style="background:#181818;border:1px solid #242424;border-radius:6px">
<tr><td style="padding:24px 32px"><img src="https://deploy.marrakai.io/coolify-logo.png" width="40" alt="Coolify"></td></tr>
<tr><td style="padding:0 32px 8px;color:#e5e5e5;font-family:Inter,Arial,sans-serif;font-size:15px;line-height:22px">
You have been invited to join <b>Marrakai Platform</b> on Coolify.<br>
Invited by <span style="color:#fcd34d">ines@marrakai.io</span> as <b>member</b>.
</td></tr>
<tr><td style="padding:20px 32px">
<a href="https://deploy.marrakai.io/invitations/9d6e3b52-7a1f-4c08-b2e4-51f0c7a93d16" style="background:#6b16ed;color:#fff;text-decoration:none;padding:10px 20px;border-radius:4px;font-family:Inter,Arial,sans-serif;font-size:14px">Accept invitation</a>
</td></tr>
<tr><td style="padding:0 32px 24px;color:#9ca3af;font-family:Inter,Arial,sans-serif;font-size:12px">
The invitation is valid for 3 days. If you do not have an account on this instance yet, you will be asked to register with this address.
</td></tr>
</table>
<p style="color:#555;font-family:Arial,sans-serif;font-size:11px">Sent by a self-hosted Coolify instance · <a href="https://coolify.io" style="color:#777">coolify.io</a></p>
</td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "coolify",
    group: "negative",
    lang: "en",
    kind: "deploy-failed",
    code: null,
    link: null,
    from: "Coolify <coolify@marrakai.io>",
    subject: "Coolify: Deployment failed of storefront-web (production)",
    date: date(2025, 3, 2, "23:48:36", "+0000"),
    text: `Deployment failed of storefront-web.

Project: storefront / production
Commit: a91f04c "checkout: lazy-load payment widget"
Server: hetzner-fsn1-02
Deployment UUID: rk0gsw8c44ooc4wk

Build step "npm run build" exited with code 1 after 2m 18s.

View the deployment logs:
https://deploy.marrakai.io/project/storefront/production/application/storefront-web/deployment/rk0gsw8c44ooc4wk

The previous container (a7e2b30) is still running.
`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#101010;color:#e5e5e5;padding:24px">
<h3 style="color:#ef4444;margin:0 0 12px">Deployment failed of storefront-web.</h3>
<table cellpadding="4" style="font-size:13px;color:#d4d4d4">
<tr><td>Project</td><td>storefront / production</td></tr>
<tr><td>Commit</td><td><code>a91f04c</code> checkout: lazy-load payment widget</td></tr>
<tr><td>Server</td><td>hetzner-fsn1-02</td></tr>
<tr><td>Deployment</td><td>rk0gsw8c44ooc4wk</td></tr>
</table>
<p style="font-size:13px">Build step <code>npm run build</code> exited with code 1 after 2m 18s.</p>
<p><a href="https://deploy.marrakai.io/project/storefront/production/application/storefront-web/deployment/rk0gsw8c44ooc4wk" style="color:#a78bfa">View the deployment logs</a></p>
<p style="font-size:12px;color:#9ca3af">The previous container (a7e2b30) is still running.</p>
</body></html>`,
  },
  {
    family: "glitchtip",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://errors.fernbrook.app/accept/1187/cm5xq2-7b0c4e91d3a6f2e8b4c1d0a9f7e6b5c4",
    from: "GlitchTip <glitchtip@fernbrook.app>",
    subject: "You're invited to join Fernbrook on GlitchTip",
    date: date(2025, 1, 30, "15:07:22", "+0000"),
    text: `Hi,

Mateo Ferreira invited you to the Fernbrook organization on GlitchTip,
where the team tracks errors and uptime for fernbrook.app.

Accept the invitation:
https://errors.fernbrook.app/accept/1187/cm5xq2-7b0c4e91d3a6f2e8b4c1d0a9f7e6b5c4

Teams you will be added to: #web, #payments

If you weren't expecting this, you can ignore this email.

GlitchTip - open source error tracking
`,
    html: `<html><body style="margin:0;background:#f6f6f6">
<table role="presentation" width="100%" style="background:#f6f6f6"><tr><td align="center">
<table role="presentation" width="600" style="background:#ffffff;margin:24px 0;font-family:Helvetica,Arial,sans-serif">
<tr><td style="background:#0a2540;padding:16px 24px"><img src="https://errors.fernbrook.app/assets/glitchtip-white.png" height="24" alt="GlitchTip"></td></tr>
<tr><td style="padding:24px;font-size:15px;color:#222;line-height:1.5">
<p>Hi,</p>
<p><b>Mateo Ferreira</b> invited you to the <b>Fernbrook</b> organization on GlitchTip, where the team tracks errors and uptime for fernbrook.app.</p>
<p style="text-align:center;margin:28px 0"><a href="https://errors.fernbrook.app/accept/1187/cm5xq2-7b0c4e91d3a6f2e8b4c1d0a9f7e6b5c4" style="background:#0a6cff;color:#fff;padding:12px 28px;border-radius:3px;text-decoration:none">Accept Invite</a></p>
<p style="font-size:13px;color:#555">Teams you will be added to: #web, #payments</p>
<p style="font-size:13px;color:#555">If you weren't expecting this, you can ignore this email.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#999;border-top:1px solid #eee">GlitchTip &middot; <a href="https://glitchtip.com" style="color:#999">glitchtip.com</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "glitchtip",
    group: "negative",
    lang: "en",
    kind: "error-alert",
    code: null,
    link: null,
    from: "GlitchTip <glitchtip@fernbrook.app>",
    subject: "[fernbrook-web] TypeError: Cannot read properties of undefined (reading 'sku')",
    date: date(2025, 2, 13, "07:31:58", "+0000"),
    text: `New alert for fernbrook-web

1 issue triggered the alert rule "More than 10 events in 5 minutes":

TypeError: Cannot read properties of undefined (reading 'sku')
  in cartLineTotal (src/cart/totals.ts:88)
  Events: 47   Users: 31   First seen: 2025-02-13 07:24 UTC
  Environment: production   Release: web@2025.02.12-3f8e1a2

View issue: https://errors.fernbrook.app/fernbrook/issues/40961
Mute this alert: https://errors.fernbrook.app/fernbrook/settings/projects/fernbrook-web/alerts
`,
    html: `<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#222">
<p>New alert for <b>fernbrook-web</b></p>
<p>1 issue triggered the alert rule "More than 10 events in 5 minutes":</p>
<table style="border-left:4px solid #e03e2f;padding-left:12px">
<tr><td><a href="https://errors.fernbrook.app/fernbrook/issues/40961" style="color:#0a6cff;font-weight:bold">TypeError: Cannot read properties of undefined (reading 'sku')</a></td></tr>
<tr><td style="color:#666;font-size:12px">in cartLineTotal (src/cart/totals.ts:88)</td></tr>
<tr><td style="font-size:12px">Events: 47 &nbsp; Users: 31 &nbsp; First seen: 2025-02-13 07:24 UTC</td></tr>
<tr><td style="font-size:12px">Environment: production &nbsp; Release: web@2025.02.12-3f8e1a2</td></tr>
</table>
<p style="font-size:12px;color:#888"><a href="https://errors.fernbrook.app/fernbrook/settings/projects/fernbrook-web/alerts" style="color:#888">Mute this alert</a></p>
</body></html>`,
    enc: "b64",
  },
  {
    family: "taiga",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://tree.taiga.io/invitation/5a0e1c37-d2b4-4f9a-8e61-c7b3a90f24d8",
    from: "Taiga <support@taiga.io>",
    subject: "Invitation to join the 'Harvest Mobile' project on Taiga",
    date: date(2025, 3, 8, "09:55:10", "+0000"),
    text: `Hi there,

Lucía Benítez has invited you to join the project "Harvest Mobile" on Taiga.

  > "We plan sprints here from now on. See you at Monday's planning!"

Accept the invitation and join the project:
https://tree.taiga.io/invitation/5a0e1c37-d2b4-4f9a-8e61-c7b3a90f24d8

--
The Taiga Team
Taiga is a free and open-source project management tool.
Unsubscribe from this kind of mail: https://tree.taiga.io/user-settings/mail-notifications
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Taiga</title></head>
<body style="margin:0;padding:0;background:#f5f5f5">
<table cellpadding="0" cellspacing="0" width="100%" style="background:#f5f5f5"><tr><td align="center">
<table cellpadding="0" cellspacing="0" width="600" style="font-family:'Open Sans',Arial,sans-serif">
<tr><td align="center" style="padding:30px 0"><img src="https://tree.taiga.io/v-1702988140/images/logo-color.png" width="160" alt="Taiga"></td></tr>
<tr><td style="background:#fff;padding:36px 40px;text-align:center;border-radius:4px">
<h1 style="font-size:22px;color:#008aa8;font-weight:normal;margin:0 0 16px">You've been invited to Taiga!</h1>
<p style="font-size:15px;color:#444">Hi there, <b>Lucía Benítez</b> has invited you to join the project <b>Harvest Mobile</b>.</p>
<p style="font-size:14px;color:#777;font-style:italic;border-left:3px solid #83eede;padding-left:10px;text-align:left">"We plan sprints here from now on. See you at Monday's planning!"</p>
<p style="margin:30px 0"><a href="https://tree.taiga.io/invitation/5a0e1c37-d2b4-4f9a-8e61-c7b3a90f24d8" style="background:#83eede;color:#008aa8;padding:12px 32px;text-decoration:none;font-weight:bold;text-transform:uppercase;font-size:14px">Accept invitation</a></p>
</td></tr>
<tr><td style="padding:20px;text-align:center;font-size:11px;color:#999">
Taiga is a free and open-source project management tool.<br>
<a href="https://tree.taiga.io/user-settings/mail-notifications" style="color:#999">Unsubscribe</a> · <a href="https://twitter.com/taigaio" style="color:#999">Twitter</a> · <a href="https://taiga.io/support" style="color:#999">Support</a>
</td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- cloud consoles, e-mail API, databases, flags

const quarry_shell = (pre: string, inner: string) =>
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Quarrystack</title></head>
<body style="margin:0;padding:0;background-color:#eef1f4">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${pre}&#8199;&#65279;&#847;&#8199;&#65279;&#847;</div>
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="background-color:#eef1f4">
<tr><td align="center" style="padding:28px 12px">
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="580" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="padding:22px 36px;border-bottom:3px solid #f27b2a"><img src="https://static.quarrystack.com/mail/qs-wordmark-2x.png" width="150" height="28" alt="Quarrystack" style="display:block"></td></tr>
${inner}
</table>
<table role="presentation" width="580" cellpadding="0" cellspacing="0"><tr>
<td style="padding:18px 36px;font-family:'IBM Plex Sans',Arial,sans-serif;font-size:11px;line-height:17px;color:#7a8591;text-align:center">
Quarrystack Cloud, Inc. · 500 Terry Francine St, Suite 410 · San Francisco, CA 94158<br>
<a href="https://quarrystack.com/legal/privacy" style="color:#7a8591">Privacy</a> · <a href="https://quarrystack.com/legal/terms" style="color:#7a8591">Terms</a> · <a href="https://status.quarrystack.com" style="color:#7a8591">Status</a> · <a href="https://quarrystack.com/support" style="color:#7a8591">Support</a><br>
© 2025 Quarrystack Cloud, Inc.
</td></tr></table>
</td></tr></table>
</body></html>`;

const postwick_html = (title: string, inner: string) =>
  `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><style type="text/css">
.wrap{width:100%;background:#f4f4f7}.btn{background:#22bc66;border-radius:3px;color:#ffffff !important;display:inline-block;padding:10px 18px;text-decoration:none}
@media only screen and (max-width:600px){.body{width:100% !important}}
</style></head>
<body style="margin:0;font-family:'Nunito Sans',Helvetica,Arial,sans-serif;background:#f4f4f7;color:#51545e">
<span style="display:none !important;visibility:hidden;mso-hide:all;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden">${title}</span>
<table class="wrap" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td style="padding:25px 0;text-align:center"><a href="https://postwick.com" style="font-size:16px;font-weight:bold;color:#a8aaaf;text-decoration:none">postwick</a></td></tr>
<tr><td class="body" width="570" style="background:#ffffff">
<table align="center" width="570" cellpadding="0" cellspacing="0" role="presentation"><tr><td style="padding:35px;font-size:16px;line-height:1.625">
${inner}
</td></tr></table></td></tr>
<tr><td><table align="center" width="570" cellpadding="0" cellspacing="0" role="presentation"><tr><td style="padding:35px;text-align:center;font-size:13px;color:#a8aaaf">
Postwick Labs Ltd · 2 Castle Yard, Richmond TW10 6TF, United Kingdom<br>
<a href="https://postwick.com/privacy" style="color:#a8aaaf">Privacy</a> | <a href="https://postwick.com/support" style="color:#a8aaaf">Help</a>
</td></tr></table></td></tr>
</table></td></tr></table>
</body></html>`;

const cloud: Mail[] = [
  {
    family: "quarrystack",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "731048",
    link: null,
    from: "Quarrystack <no-reply@notify.quarrystack.com>",
    subject: "731048 is your Quarrystack sign-in code",
    date: date(2025, 2, 18, "14:09:33", "+0000"),
    text: `Sign in to Quarrystack

Enter this code on the sign-in page to finish signing in to the console:

    731 048

The code expires in 10 minutes. Request details:
  Browser: Firefox 135 on Ubuntu
  Location: Leeds, United Kingdom (approximate)
  IP: 81.2.69.160

If you didn't try to sign in, someone may know your password. Reset it
from the console and contact support: https://quarrystack.com/support

Quarrystack Cloud, Inc. · 500 Terry Francine St, Suite 410 · San Francisco, CA 94158
`,
    html: quarry_shell(
      "Enter this code to finish signing in. It expires in 10 minutes.",
      `<tr><td style="padding:32px 36px 8px;font-family:'IBM Plex Sans',Arial,sans-serif;color:#1d2733">
<h1 style="margin:0 0 14px;font-size:22px;font-weight:600">Sign in to Quarrystack</h1>
<p style="margin:0;font-size:15px;line-height:23px">Enter this code on the sign-in page to finish signing in to the console:</p>
</td></tr>
<tr><td align="center" style="padding:22px 36px">
<table role="presentation" cellpadding="0" cellspacing="6"><tr>
<td style="width:42px;height:52px;border:1px solid #c9d1d9;border-radius:6px;font-family:'IBM Plex Mono',Consolas,monospace;font-size:28px;font-weight:700;text-align:center;color:#1d2733">7</td>
<td style="width:42px;height:52px;border:1px solid #c9d1d9;border-radius:6px;font-family:'IBM Plex Mono',Consolas,monospace;font-size:28px;font-weight:700;text-align:center;color:#1d2733">3</td>
<td style="width:42px;height:52px;border:1px solid #c9d1d9;border-radius:6px;font-family:'IBM Plex Mono',Consolas,monospace;font-size:28px;font-weight:700;text-align:center;color:#1d2733">1</td>
<td style="width:14px"></td>
<td style="width:42px;height:52px;border:1px solid #c9d1d9;border-radius:6px;font-family:'IBM Plex Mono',Consolas,monospace;font-size:28px;font-weight:700;text-align:center;color:#1d2733">0</td>
<td style="width:42px;height:52px;border:1px solid #c9d1d9;border-radius:6px;font-family:'IBM Plex Mono',Consolas,monospace;font-size:28px;font-weight:700;text-align:center;color:#1d2733">4</td>
<td style="width:42px;height:52px;border:1px solid #c9d1d9;border-radius:6px;font-family:'IBM Plex Mono',Consolas,monospace;font-size:28px;font-weight:700;text-align:center;color:#1d2733">8</td>
</tr></table></td></tr>
<tr><td style="padding:0 36px 30px;font-family:'IBM Plex Sans',Arial,sans-serif;font-size:13px;line-height:20px;color:#56616d">
The code expires in 10 minutes.<br>
Browser: Firefox 135 on Ubuntu · Leeds, United Kingdom (approximate) · 81.2.69.160<br><br>
If you didn't try to sign in, someone may know your password. Reset it from the console and <a href="https://quarrystack.com/support" style="color:#d9631a">contact support</a>.
</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "quarrystack",
    group: "consumer",
    lang: "en",
    kind: "cli-login-link",
    code: null,
    link: "https://console.quarrystack.com/cli/authorize?session=cs_8FqW2nZk4pTx0LmV&client=qs-cli%2F3.14.2",
    from: "Quarrystack <no-reply@notify.quarrystack.com>",
    subject: "Authorize the Quarrystack CLI on a new device",
    date: date(2025, 3, 3, "19:41:02", "+0000"),
    text: `Authorize the Quarrystack CLI

Someone ran "qs auth login" and asked to sign in as sam.reader@inbox.example.

  Client:   qs-cli/3.14.2 (linux-amd64)
  Hostname: build-runner-07
  IP:       192.0.2.146
  Time:     3 Mar 2025, 19:40 UTC

If this was you, authorize the session (the link works once, for 15 minutes):
https://console.quarrystack.com/cli/authorize?session=cs_8FqW2nZk4pTx0LmV&client=qs-cli%2F3.14.2

Not you? Do nothing; the request expires on its own. You can review active
CLI sessions at https://console.quarrystack.com/account/sessions

Quarrystack Cloud, Inc. · 500 Terry Francine St, Suite 410 · San Francisco, CA 94158
`,
    html: quarry_shell(
      "Someone ran qs auth login and asked to sign in as you.",
      `<tr><td style="padding:32px 36px 0;font-family:'IBM Plex Sans',Arial,sans-serif;color:#1d2733">
<h1 style="margin:0 0 14px;font-size:22px;font-weight:600">Authorize the Quarrystack CLI</h1>
<p style="margin:0 0 16px;font-size:15px;line-height:23px">Someone ran <code style="background:#f1f3f5;padding:2px 5px">qs auth login</code> and asked to sign in as <b>sam.reader@inbox.example</b>.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:13px;color:#3b4652;background:#f7f8fa;width:100%">
<tr><td width="90">Client</td><td>qs-cli/3.14.2 (linux-amd64)</td></tr>
<tr><td>Hostname</td><td>build-runner-07</td></tr>
<tr><td>IP</td><td>192.0.2.146</td></tr>
<tr><td>Time</td><td>3 Mar 2025, 19:40 UTC</td></tr>
</table></td></tr>
<tr><td style="padding:26px 36px" align="left">
<a href="https://console.quarrystack.com/cli/authorize?session=cs_8FqW2nZk4pTx0LmV&amp;client=qs-cli%2F3.14.2" style="display:inline-block;background:#f27b2a;color:#ffffff;font-family:'IBM Plex Sans',Arial,sans-serif;font-size:15px;font-weight:600;text-decoration:none;padding:12px 26px;border-radius:5px">Authorize CLI</a>
</td></tr>
<tr><td style="padding:0 36px 30px;font-family:'IBM Plex Sans',Arial,sans-serif;font-size:13px;line-height:20px;color:#56616d">
The link works once, for 15 minutes. Not you? Do nothing; the request expires on its own.
You can review active CLI sessions under <a href="https://console.quarrystack.com/account/sessions" style="color:#d9631a">Account → Sessions</a>.
</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "quarrystack",
    group: "negative",
    lang: "en",
    kind: "invoice-notice",
    code: null,
    link: null,
    from: "Quarrystack Billing <billing@quarrystack.com>",
    subject: "Your Quarrystack invoice INV-2025-0031887 for February 2025",
    date: date(2025, 3, 1, "06:00:12", "+0000"),
    text: `Hi Sam,

Your invoice for February 2025 is attached.

  Invoice number:  INV-2025-0031887
  Account ID:      4410-2291-7730
  Billing period:  1 Feb 2025 - 28 Feb 2025
  Amount due:      $412.37 (incl. $0.00 tax)
  Payment method:  Visa ending in 4821
  Charge date:     4 Mar 2025

Top services: Compute ($268.40), Block storage ($81.12), Egress ($47.85),
Managed DNS ($15.00).

View usage by project: https://console.quarrystack.com/billing/invoices/INV-2025-0031887

Questions about this invoice? Reply to this email or call +1 415 555 0187.

Quarrystack Cloud, Inc. · 500 Terry Francine St, Suite 410 · San Francisco, CA 94158
`,
    html: quarry_shell(
      "Invoice INV-2025-0031887 · $412.37 · charged on 4 Mar 2025",
      `<tr><td style="padding:30px 36px;font-family:'IBM Plex Sans',Arial,sans-serif;color:#1d2733;font-size:14px;line-height:21px">
<p style="margin:0 0 14px">Hi Sam,</p>
<p style="margin:0 0 18px">Your invoice for February 2025 is attached.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #e2e6ea;font-size:14px">
<tr><td style="color:#56616d">Invoice number</td><td align="right">INV-2025-0031887</td></tr>
<tr style="background:#f7f8fa"><td style="color:#56616d">Account ID</td><td align="right">4410-2291-7730</td></tr>
<tr><td style="color:#56616d">Billing period</td><td align="right">1 Feb 2025 – 28 Feb 2025</td></tr>
<tr style="background:#f7f8fa"><td style="color:#56616d">Payment method</td><td align="right">Visa •••• 4821</td></tr>
<tr><td style="color:#56616d">Charge date</td><td align="right">4 Mar 2025</td></tr>
<tr style="background:#fff4ec"><td><b>Amount due</b></td><td align="right"><b>$412.37</b></td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#56616d">Top services: Compute ($268.40), Block storage ($81.12), Egress ($47.85), Managed DNS ($15.00).</p>
<p style="margin:18px 0 0"><a href="https://console.quarrystack.com/billing/invoices/INV-2025-0031887" style="color:#d9631a">View usage by project</a></p>
<p style="margin:18px 0 0;font-size:13px;color:#56616d">Questions about this invoice? Reply to this email or call +1 415 555 0187.</p>
</td></tr>`,
    ),
    enc: "qp",
    attachment: [
      "INV-2025-0031887.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n% Quarrystack Cloud invoice INV-2025-0031887 amount due USD 412.37\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "postwick",
    group: "consumer",
    lang: "en",
    kind: "confirm-sender",
    code: null,
    link: "https://account.postwick.com/sender_signatures/confirm/3f0b7e1c9a2d48e6b5c4a1d0e9f87263",
    from: "Postwick <support@postwick.com>",
    to: "Harrowgate Billing <billing@harrowgate.co>",
    subject: "Confirm your sender signature billing@harrowgate.co",
    date: date(2025, 1, 22, "10:33:48", "+0000"),
    text: `Hello,

Sam Reader (sam.reader@inbox.example) added billing@harrowgate.co as a sender
signature to the Postwick account "Harrowgate".

Before Postwick will send email from this address, please confirm that it
is yours:

Confirm Sender Signature ( https://account.postwick.com/sender_signatures/confirm/3f0b7e1c9a2d48e6b5c4a1d0e9f87263 )

If you don't know what this is about, you can ignore this message and the
address will not be used.

Thanks,
The Postwick Team

Postwick Labs Ltd · 2 Castle Yard, Richmond TW10 6TF, United Kingdom
`,
    html: postwick_html(
      "Confirm billing@harrowgate.co before Postwick sends mail from it.",
      `<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold">Confirm your sender signature</h1>
<p><b>Sam Reader</b> (sam.reader@inbox.example) added <b>billing@harrowgate.co</b> as a sender signature to the Postwick account "Harrowgate".</p>
<p>Before Postwick will send email from this address, please confirm that it is yours:</p>
<table align="center" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px 0">
<a href="https://account.postwick.com/sender_signatures/confirm/3f0b7e1c9a2d48e6b5c4a1d0e9f87263" class="btn" target="_blank" style="background:#22bc66;color:#ffffff;padding:10px 18px;border-radius:3px;text-decoration:none">Confirm Sender Signature</a>
</td></tr></table>
<p>If you don't know what this is about, you can ignore this message and the address will not be used.</p>
<p>Thanks,<br>The Postwick Team</p>`,
    ),
  },
  {
    family: "postwick",
    group: "negative",
    lang: "en",
    kind: "domain-verified",
    code: null,
    link: null,
    from: "Postwick <support@postwick.com>",
    subject: "DKIM and Return-Path verified for harrowgate.co",
    date: date(2025, 1, 22, "11:52:05", "+0000"),
    text: `Good news: harrowgate.co is fully verified.

  DKIM          20250122._domainkey.harrowgate.co     Verified
  Return-Path   pm-bounces.harrowgate.co (CNAME)      Verified

Mail sent from any address at harrowgate.co through the server
"Harrowgate Transactional" (ID 1129044) will now be signed with your own
domain. No action is needed.

Domain settings: https://account.postwick.com/signature_domains/88217

The Postwick Team
`,
    html: postwick_html(
      "Mail from harrowgate.co is now signed with your own domain.",
      `<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold">Good news: harrowgate.co is fully verified</h1>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse">
<tr style="border-bottom:1px solid #eaeaec"><td><b>DKIM</b></td><td style="font-family:monospace;font-size:12px">20250122._domainkey.harrowgate.co</td><td style="color:#22bc66">✔ Verified</td></tr>
<tr style="border-bottom:1px solid #eaeaec"><td><b>Return-Path</b></td><td style="font-family:monospace;font-size:12px">pm-bounces.harrowgate.co (CNAME)</td><td style="color:#22bc66">✔ Verified</td></tr>
</table>
<p>Mail sent from any address at harrowgate.co through the server "Harrowgate Transactional" (ID 1129044) will now be signed with your own domain. No action is needed.</p>
<p><a href="https://account.postwick.com/signature_domains/88217" style="color:#3869d4">Domain settings</a></p>`,
    ),
    enc: "8bit",
  },
  {
    family: "postwick",
    group: "negative",
    lang: "en",
    kind: "api-key-rotated",
    code: null,
    link: null,
    from: "Postwick <security@postwick.com>",
    subject: "A server API token was regenerated",
    date: date(2025, 2, 27, "16:18:40", "+0000"),
    text: `Hi Sam,

The server API token for "Harrowgate Transactional" (ID 1129044) was
regenerated by sam.reader@inbox.example on 27 Feb 2025 at 16:18 UTC.

  Old token ending in ...e41c   revoked immediately
  New token ending in ...7b0d   active

Apps still using the old token will get 401 errors until you update them.

If you did not do this, sign in and regenerate the token again, then turn
on two-factor authentication: https://account.postwick.com/account/security

The Postwick Team
Postwick Labs Ltd · 2 Castle Yard, Richmond TW10 6TF, United Kingdom
`,
    html: null,
  },
  {
    family: "tessellate-db",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "592716",
    link: null,
    from: "Tessellate <hello@tessellate.cloud>",
    subject: "Verify your email for Tessellate",
    date: date(2025, 2, 2, "20:47:19", "+0000"),
    text: `Verify your email

Welcome to Tessellate, the serverless Postgres that scales to zero.
Copy this code into the sign-up window to verify sam.reader@inbox.example:

592716

This code is valid for 15 minutes. Never share it; Tessellate staff will
never ask for it.

Docs: https://tessellate.cloud/docs
Discord: https://discord.gg/tessellate
Tessellate Data GmbH, Torstraße 33, 10119 Berlin
`,
    html:
      `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/></head>
<body style="margin:0;padding:0;background:#0b0d12">
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#0b0d12"><tr><td align="center" style="padding:40px 10px">
<table width="480" border="0" cellspacing="0" cellpadding="0">
<tr><td style="padding-bottom:28px"><img src="https://tessellate.cloud/email/logo-light.png" alt="Tessellate" width="132"/></td></tr>
<tr><td style="font-family:Inter,Helvetica,Arial,sans-serif;color:#f4f5f7;font-size:24px;font-weight:600;padding-bottom:10px">Verify your email</td></tr>
<tr><td style="font-family:Inter,Helvetica,Arial,sans-serif;color:#a1a7b3;font-size:15px;line-height:24px;padding-bottom:24px">Welcome to Tessellate, the serverless Postgres that scales to zero. Copy this code into the sign-up window to verify <span style="color:#f4f5f7">sam.reader@inbox.example</span>:</td></tr>
<tr><td style="background:#161a22;border-radius:8px;padding:22px;text-align:center;font-family:'JetBrains Mono',Menlo,monospace;font-size:34px;letter-spacing:12px;color:#7cf5c6">592716</td></tr>
<tr><td style="font-family:Inter,Helvetica,Arial,sans-serif;color:#6b7280;font-size:13px;line-height:20px;padding-top:24px">This code is valid for 15 minutes. Never share it; Tessellate staff will never ask for it.</td></tr>
<tr><td style="border-top:1px solid #222833;margin-top:30px;padding-top:20px;font-family:Inter,Helvetica,Arial,sans-serif;color:#4b5260;font-size:12px">
<a href="https://tessellate.cloud/docs" style="color:#6b7280">Docs</a> &nbsp;·&nbsp; <a href="https://discord.gg/tessellate" style="color:#6b7280">Discord</a> &nbsp;·&nbsp; <a href="https://x.com/tessellatedb" style="color:#6b7280">X</a><br/>Tessellate Data GmbH, Torstraße 33, 10119 Berlin
</td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "b64",
  },
  {
    family: "tessellate-db",
    group: "negative",
    lang: "en",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "Tessellate <alerts@tessellate.cloud>",
    subject: "orders-prod has used 85% of its storage limit",
    date: date(2025, 3, 10, "02:14:00", "+0000"),
    text: `Your project orders-prod has used 85% of its storage limit.

  Project:    orders-prod (icy-meadow-40721)
  Region:     aws-eu-central-1
  Plan:       Launch ($19/month)
  Storage:    8.52 GB of 10 GB
  Branches:   main, preview/pr-212, preview/pr-215

When the limit is reached, writes to the primary branch will be rejected.
Delete unused branches or upgrade the plan to raise the limit.

Project dashboard: https://console.tessellate.cloud/app/projects/icy-meadow-40721
Plans and pricing: https://tessellate.cloud/pricing

You are getting this alert because you own orders-prod.
Alert settings: https://console.tessellate.cloud/app/settings/alerts
`,
    html: null,
  },
  {
    family: "flagpole",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://e.flagpole.dev/ls/click?upn=u001.Hx7Kq2Zr9-2FbN4wLm0pT5yV3cA8dE1fG6hJ-2BkRsW9xQz0oP2uI4lM7nB-3D-3D_aZ81",
    from: "Flagpole <team@flagpole.dev>",
    subject: "Nadia Kowalczyk invited you to the Checkout project on Flagpole",
    date: date(2025, 2, 20, "12:03:27", "-0800"),
    text: `Nadia Kowalczyk invited you to collaborate on feature flags in the
Checkout project (organization: Larkspur Commerce).

Role: Editor
Environments: development, staging, production (read-only)

Join the project:
https://e.flagpole.dev/ls/click?upn=u001.Hx7Kq2Zr9-2FbN4wLm0pT5yV3cA8dE1fG6hJ-2BkRsW9xQz0oP2uI4lM7nB-3D-3D_aZ81

This invitation expires in 7 days.

Flagpole Inc., 1455 Market St, San Francisco, CA 94103
Unsubscribe from product tips: https://e.flagpole.dev/ls/click?upn=u001.Qw3-2Fr8Tz1Kp0Ls5Nv7Bx9Cm2Dn4Fg-3D-3D_u9Lp
`,
    html: `<html><body style="margin:0;background:#fafafa">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fafafa"><tr><td align="center" style="padding:36px 0">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ececec;border-radius:10px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif">
<tr><td style="padding:28px 32px 0"><img src="https://cdn.flagpole.dev/mail/flagpole-mark.png" width="32" height="32" alt="Flagpole"></td></tr>
<tr><td style="padding:18px 32px 0;font-size:20px;font-weight:600;color:#111">Join Checkout on Flagpole</td></tr>
<tr><td style="padding:12px 32px 0;font-size:15px;line-height:22px;color:#444"><b>Nadia Kowalczyk</b> invited you to collaborate on feature flags in the <b>Checkout</b> project (organization: Larkspur Commerce).</td></tr>
<tr><td style="padding:16px 32px 0"><table cellpadding="0" cellspacing="0" style="font-size:13px;color:#555">
<tr><td style="padding:2px 12px 2px 0;color:#888">Role</td><td>Editor</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#888">Environments</td><td>development, staging, production (read-only)</td></tr>
</table></td></tr>
<tr><td style="padding:26px 32px"><a href="https://e.flagpole.dev/ls/click?upn=u001.Hx7Kq2Zr9-2FbN4wLm0pT5yV3cA8dE1fG6hJ-2BkRsW9xQz0oP2uI4lM7nB-3D-3D_aZ81" style="background:#111;color:#fff;font-size:14px;font-weight:600;padding:11px 22px;border-radius:6px;text-decoration:none">Join project</a></td></tr>
<tr><td style="padding:0 32px 28px;font-size:12px;color:#999">This invitation expires in 7 days.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#aaa">Flagpole Inc., 1455 Market St, San Francisco, CA 94103 · <a href="https://e.flagpole.dev/ls/click?upn=u001.Qw3-2Fr8Tz1Kp0Ls5Nv7Bx9Cm2Dn4Fg-3D-3D_u9Lp" style="color:#aaa">Unsubscribe</a></p>
<img src="https://e.flagpole.dev/wf/open?upn=u001.Zt5Lw1Xc8-3D" width="1" height="1" alt="" style="display:none">
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "flagpole",
    group: "negative",
    lang: "en",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Flagpole <digest@flagpole.dev>",
    subject: "Your weekly flag report: 4 stale flags in Checkout",
    date: date(2025, 3, 17, "15:00:05", "+0000"),
    text: `Weekly flag report · Larkspur Commerce · 10-16 March 2025

Checkout
  Flag changes this week:   11
  Evaluations (production): 18.4M (+6%)
  Stale flags (100% on for 30+ days):
    - new-address-autocomplete   on since 2025-01-08
    - klarna-button-v2           on since 2025-01-21
    - cart-sidebar-redesign      on since 2025-02-03
    - skip-shipping-step-for-pickup  on since 2025-02-11

Consider removing stale flags from code and archiving them.
Open the Checkout project: https://app.flagpole.dev/larkspur/checkout/flags?filter=stale

Change digest settings: https://app.flagpole.dev/settings/notifications
Flagpole Inc., 1455 Market St, San Francisco, CA 94103
`,
    html: null,
  },
];

// ---------------------------------------------------------------- payments dashboard, builders, design, chat, passwords

const ledgerfox_html = (pre: string, inner: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;background:#f2f5f7;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif">
<div style="display:none;font-size:1px;color:#f2f5f7;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f5f7"><tr><td align="center" style="padding:40px 16px">
<table width="540" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:0 0 20px"><img src="https://assets.ledgerfox.com/email/ledgerfox-logo@2x.png" width="118" height="26" alt="Ledgerfox"></td></tr>
<tr><td bgcolor="#ffffff" style="border-radius:6px;padding:36px 40px;color:#2a2f45;font-size:15px;line-height:24px">
${inner}
</td></tr>
<tr><td style="padding:20px 40px;font-size:12px;line-height:18px;color:#8792a2">
You're receiving this email because you have a Ledgerfox account. <a href="https://dashboard.ledgerfox.com/settings/notifications" style="color:#635bff">Notification settings</a><br>
Ledgerfox Payments Ltd, 70 Sir John Rogerson's Quay, Dublin 2, D02 R296, Ireland
</td></tr>
</table></td></tr></table></body></html>`;

const apps: Mail[] = [
  {
    family: "ledgerfox",
    group: "consumer",
    lang: "en",
    kind: "2fa-code",
    code: "408-177",
    link: null,
    from: "Ledgerfox <notifications@ledgerfox.com>",
    subject: "Your Ledgerfox verification code",
    date: date(2025, 2, 25, "08:12:44", "+0000"),
    text: `Your Ledgerfox verification code is 408-177.

Enter it to finish signing in to the Ledgerfox Dashboard for the account
"Kettering Cycles" (acct_1P8xQv2Lm4Rz). The code expires in 10 minutes.

Ledgerfox will never call you or email you asking for this code.

Ledgerfox Payments Ltd, 70 Sir John Rogerson's Quay, Dublin 2, D02 R296, Ireland
`,
    html: ledgerfox_html(
      "408-177 is your verification code",
      `<p style="margin:0 0 16px">Your Ledgerfox verification code is:</p>
<p style="margin:0 0 20px;font-size:30px;font-weight:700;letter-spacing:4px;color:#0a2540;font-family:Menlo,Consolas,monospace">408-177</p>
<p style="margin:0 0 16px">Enter it to finish signing in to the Ledgerfox Dashboard for the account <b>Kettering Cycles</b> (acct_1P8xQv2Lm4Rz). The code expires in 10 minutes.</p>
<p style="margin:0;color:#697386;font-size:13px">Ledgerfox will never call you or email you asking for this code.</p>`,
    ),
  },
  {
    family: "ledgerfox",
    group: "consumer",
    lang: "en",
    kind: "oauth-approval-link",
    code: null,
    link: "https://dashboard.ledgerfox.com/apps/approve/apprq_6TnK3xWb0Lq9Vz?account=acct_1P8xQv2Lm4Rz",
    from: "Ledgerfox <notifications@ledgerfox.com>",
    subject: "Tomasz Wrona wants to connect Shipwell Sync to Kettering Cycles",
    date: date(2025, 3, 5, "13:37:29", "+0000"),
    text: `Tomasz Wrona (tomasz@ketteringcycles.co.uk) asked to connect the app
Shipwell Sync to the Ledgerfox account Kettering Cycles. Only an
administrator can approve this.

Shipwell Sync is asking to:
  - read charges, refunds and customers
  - write metadata on charges
  - receive webhook events for payment_intent.*

Review and approve the request:
https://dashboard.ledgerfox.com/apps/approve/apprq_6TnK3xWb0Lq9Vz?account=acct_1P8xQv2Lm4Rz

If you don't approve it within 14 days, the request is cancelled.

Ledgerfox Payments Ltd, 70 Sir John Rogerson's Quay, Dublin 2, D02 R296, Ireland
`,
    html: ledgerfox_html(
      "Only an administrator can approve this app.",
      `<p style="margin:0 0 16px"><b>Tomasz Wrona</b> (tomasz@ketteringcycles.co.uk) asked to connect the app <b>Shipwell Sync</b> to the Ledgerfox account <b>Kettering Cycles</b>. Only an administrator can approve this.</p>
<table cellpadding="0" cellspacing="0" style="background:#f6f9fc;border-radius:4px;width:100%"><tr><td style="padding:14px 18px;font-size:14px;color:#414552">
<img src="https://assets.ledgerfox.com/apps/shipwell-sync/icon-48.png" width="24" height="24" alt="Shipwell Sync" style="vertical-align:middle"> <b>Shipwell Sync</b> is asking to:<br>
• read charges, refunds and customers<br>• write metadata on charges<br>• receive webhook events for payment_intent.*
</td></tr></table>
<p style="margin:26px 0"><a href="https://dashboard.ledgerfox.com/apps/approve/apprq_6TnK3xWb0Lq9Vz?account=acct_1P8xQv2Lm4Rz" style="background:#635bff;color:#fff;border-radius:4px;padding:10px 20px;font-weight:600;text-decoration:none">Review request</a></p>
<p style="margin:0;color:#697386;font-size:13px">If you don't approve it within 14 days, the request is cancelled.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "ledgerfox",
    group: "negative",
    lang: "en",
    kind: "payout-notice",
    code: null,
    link: null,
    from: "Ledgerfox <notifications@ledgerfox.com>",
    subject: "A payout of €8,214.60 is on its way to your bank",
    date: date(2025, 3, 11, "04:02:18", "+0000"),
    text: `Kettering Cycles

A payout of €8,214.60 is on its way.

  Payout ID:        po_1QzT8kLm0Vb3Xr
  Expected arrival: 13 March 2025
  Bank account:     AIB •••• 0937
  Includes:         312 payments, 4 refunds, 1 dispute adjustment (-€59.00)

View payout details: https://dashboard.ledgerfox.com/payouts/po_1QzT8kLm0Vb3Xr

Ledgerfox Payments Ltd, 70 Sir John Rogerson's Quay, Dublin 2, D02 R296, Ireland
`,
    html: ledgerfox_html(
      "Expected to arrive on 13 March 2025.",
      `<p style="margin:0 0 4px;color:#697386;font-size:13px">Kettering Cycles</p>
<p style="margin:0 0 20px;font-size:24px;font-weight:600">A payout of €8,214.60 is on its way</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #e3e8ee">
<tr><td style="color:#697386">Payout ID</td><td align="right">po_1QzT8kLm0Vb3Xr</td></tr>
<tr><td style="color:#697386">Expected arrival</td><td align="right">13 March 2025</td></tr>
<tr><td style="color:#697386">Bank account</td><td align="right">AIB •••• 0937</td></tr>
<tr><td style="color:#697386">Includes</td><td align="right">312 payments, 4 refunds, 1 dispute adjustment (−€59.00)</td></tr>
</table>
<p style="margin:22px 0 0"><a href="https://dashboard.ledgerfox.com/payouts/po_1QzT8kLm0Vb3Xr" style="color:#635bff;font-weight:600;text-decoration:none">View payout details →</a></p>`,
    ),
    enc: "b64",
  },
  {
    family: "blockloom",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://app.blockloom.com/auth/magic?token=bl_ml_Z3kP9wQx2VtR8nLc5YhB0fJd&redirect=%2Fapps",
    from: "Blockloom <login@blockloom.com>",
    subject: "Your Blockloom login link",
    date: date(2025, 1, 19, "22:05:51", "+0000"),
    text: `Log in to Blockloom

Click the link below to log in. It can only be used once and expires in
20 minutes.

https://app.blockloom.com/auth/magic?token=bl_ml_Z3kP9wQx2VtR8nLc5YhB0fJd&redirect=%2Fapps

If you didn't request this, you can safely ignore this email.

Blockloom · build internal tools without writing code
https://blockloom.com · @blockloom
`,
    html: `<html><head><meta name="color-scheme" content="light"></head>
<body style="margin:0;padding:0;background:#fffdf7">
<center style="width:100%;background:#fffdf7">
<table role="presentation" width="100%" style="max-width:460px;margin:0 auto" cellpadding="0" cellspacing="0">
<tr><td style="padding:48px 24px 12px"><img src="https://blockloom.com/brand/blockloom-logo-dark.png" alt="Blockloom" width="124" style="display:block"></td></tr>
<tr><td style="padding:12px 24px;font-family:'DM Sans',Arial,sans-serif;font-size:26px;font-weight:700;color:#1a1a1a">Log in to Blockloom</td></tr>
<tr><td style="padding:4px 24px 24px;font-family:'DM Sans',Arial,sans-serif;font-size:15px;line-height:23px;color:#4a4a4a">Click the button below to log in. It can only be used once and expires in 20 minutes.</td></tr>
<tr><td style="padding:0 24px 28px"><table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#ff5a36;border-radius:999px">
<a href="https://app.blockloom.com/auth/magic?token=bl_ml_Z3kP9wQx2VtR8nLc5YhB0fJd&amp;redirect=%2Fapps" style="display:inline-block;padding:13px 30px;font-family:'DM Sans',Arial,sans-serif;font-size:15px;font-weight:700;color:#fff;text-decoration:none">Log in to Blockloom</a>
</td></tr></table></td></tr>
<tr><td style="padding:0 24px 32px;font-family:'DM Sans',Arial,sans-serif;font-size:13px;color:#8a8a8a;border-bottom:1px solid #eee">If you didn't request this, you can safely ignore this email.</td></tr>
<tr><td style="padding:20px 24px;font-family:'DM Sans',Arial,sans-serif;font-size:12px;color:#aaa">Blockloom · build internal tools without writing code<br><a href="https://blockloom.com" style="color:#aaa">blockloom.com</a> · <a href="https://x.com/blockloom" style="color:#aaa">@blockloom</a></td></tr>
</table></center></body></html>`,
  },
  {
    family: "blockloom",
    group: "negative",
    lang: "en",
    kind: "trial-ending",
    code: null,
    link: null,
    from: "Priya at Blockloom <priya@blockloom.com>",
    subject: "3 days left in your Blockloom Team trial",
    date: date(2025, 2, 1, "17:30:00", "+0000"),
    text: `Hi Sam,

Your 14-day trial of Blockloom Team for the workspace "Kettering Ops" ends
on Tuesday, 4 February 2025.

So far your team has built 3 apps (Stock Checker, Returns Desk, Rota) and
connected 2 data sources. After the trial, the workspace moves to the Free
plan: apps stay, but only 5 editors and 500 rows per table.

Team is $12 per editor per month, billed yearly ($15 monthly). Pick a plan
any time at https://app.blockloom.com/settings/billing, or reply to this
mail if you have questions. I read every reply.

Priya
Customer Success, Blockloom

Unsubscribe: https://blockloom.com/unsubscribe?u=8f2c01&l=trial
`,
    html: null,
  },
  {
    family: "blockloom",
    group: "consumer",
    lang: "en",
    kind: "delete-account-link",
    code: null,
    link: "https://app.blockloom.com/account/delete/confirm?t=del_4Qm8Xz1Wn7Kp3Ry6Lb0Vc2Td",
    from: "Blockloom <security@blockloom.com>",
    subject: "Confirm that you want to delete your Blockloom account",
    date: date(2025, 3, 14, "09:48:16", "+0000"),
    text: `We received a request to delete the Blockloom account sam.reader@inbox.example.

Deleting it will:
  - remove you from 2 workspaces (Kettering Ops, Side Projects)
  - permanently delete the workspace "Side Projects", which only you own,
    with its 4 apps and 1,280 rows of data

To go ahead, confirm within 24 hours:
https://app.blockloom.com/account/delete/confirm?t=del_4Qm8Xz1Wn7Kp3Ry6Lb0Vc2Td

If you didn't ask for this, ignore this email; your account stays as it
is. Consider changing your password: https://app.blockloom.com/settings/security

Blockloom, Inc. · 548 Market St PMB 70214 · San Francisco, CA 94104
`,
    html: `<html><body style="margin:0;background:#fffdf7;font-family:'DM Sans',Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="460" cellpadding="0" cellspacing="0">
<tr><td style="padding:48px 24px 12px"><img src="https://blockloom.com/brand/blockloom-logo-dark.png" alt="Blockloom" width="124"></td></tr>
<tr><td style="padding:12px 24px;font-size:22px;font-weight:700;color:#1a1a1a">Delete your account?</td></tr>
<tr><td style="padding:4px 24px;font-size:15px;line-height:23px;color:#4a4a4a">We received a request to delete the Blockloom account <b>sam.reader@inbox.example</b>. Deleting it will:
<ul style="padding-left:18px"><li>remove you from 2 workspaces (Kettering Ops, Side Projects)</li>
<li>permanently delete the workspace <b>Side Projects</b>, which only you own, with its 4 apps and 1,280 rows of data</li></ul></td></tr>
<tr><td style="padding:8px 24px 24px"><a href="https://app.blockloom.com/account/delete/confirm?t=del_4Qm8Xz1Wn7Kp3Ry6Lb0Vc2Td" style="display:inline-block;background:#d92d20;color:#fff;padding:12px 26px;border-radius:999px;font-weight:700;text-decoration:none">Yes, delete my account</a></td></tr>
<tr><td style="padding:0 24px 28px;font-size:13px;color:#8a8a8a">The link expires in 24 hours. If you didn't ask for this, ignore this email; your account stays as it is. Consider <a href="https://app.blockloom.com/settings/security" style="color:#8a8a8a">changing your password</a>.</td></tr>
<tr><td style="padding:20px 24px;font-size:12px;color:#aaa;border-top:1px solid #eee">Blockloom, Inc. · 548 Market St PMB 70214 · San Francisco, CA 94104</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "vectorpond",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "8D4-K2P",
    link: "https://www.vectorpond.com/verify-email?email=sam.reader%40inbox.example&code=8D4K2P&sig=6a1f9c0e",
    from: "Vectorpond <no-reply@vectorpond.com>",
    subject: "Confirm your email address",
    date: date(2025, 2, 9, "11:16:40", "+0100"),
    text: `Confirm your email address

Enter this code in Vectorpond to confirm sam.reader@inbox.example:

  8D4-K2P

Or open this link to confirm it right away:
https://www.vectorpond.com/verify-email?email=sam.reader%40inbox.example&code=8D4K2P&sig=6a1f9c0e

The code and link expire in 1 hour.

Vectorpond · 88 Rue de Rivoli, 75004 Paris, France
Help center: https://help.vectorpond.com
`,
    html: `<html><body style="margin:0;background:#ffffff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table width="480" cellpadding="0" cellspacing="0" style="font-family:Inter,'Helvetica Neue',Arial,sans-serif;color:#1e1e1e">
<tr><td style="padding-bottom:32px"><img src="https://static.vectorpond.com/mail/pond-logo.png" width="36" height="36" alt="Vectorpond"></td></tr>
<tr><td style="font-size:24px;font-weight:600;padding-bottom:12px">Confirm your email address</td></tr>
<tr><td style="font-size:15px;line-height:22px;padding-bottom:20px;color:#555">Enter this code in Vectorpond to confirm <b style="color:#1e1e1e">sam.reader@inbox.example</b>:</td></tr>
<tr><td style="background:#f5f5f5;border-radius:8px;padding:18px 0;text-align:center;font-size:30px;font-weight:600;letter-spacing:6px;font-family:'Roboto Mono',monospace">8D4-K2P</td></tr>
<tr><td style="padding:24px 0;font-size:15px;color:#555">Or confirm it right away:</td></tr>
<tr><td><a href="https://www.vectorpond.com/verify-email?email=sam.reader%40inbox.example&amp;code=8D4K2P&amp;sig=6a1f9c0e" style="background:#0d99ff;color:#fff;padding:12px 24px;border-radius:6px;font-size:14px;font-weight:600;text-decoration:none;display:inline-block">Confirm email</a></td></tr>
<tr><td style="padding-top:24px;font-size:13px;color:#888">The code and link expire in 1 hour.</td></tr>
<tr><td style="padding-top:40px;font-size:12px;color:#aaa;border-top:1px solid #eee">Vectorpond · 88 Rue de Rivoli, 75004 Paris, France · <a href="https://help.vectorpond.com" style="color:#aaa">Help center</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "vectorpond",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://www.vectorpond.com/team_invite/redeem/Jm2bXq7Rk0TzWv5N?utm_source=email&utm_campaign=team_invite",
    from: "Aiko Tanaka (via Vectorpond) <notifications@vectorpond.com>",
    subject: 'Aiko Tanaka invited you to the team "Harbor Design System"',
    date: date(2025, 3, 6, "10:02:31", "+0900"),
    text: `Aiko Tanaka invited you to join the team "Harbor Design System" on Vectorpond.

The team has 6 projects, including:
  Components v3 · Icons · Marketing site 2025

You'll join as: can edit

Accept invitation:
https://www.vectorpond.com/team_invite/redeem/Jm2bXq7Rk0TzWv5N?utm_source=email&utm_campaign=team_invite

Vectorpond · 88 Rue de Rivoli, 75004 Paris, France
Unsubscribe from team invitations: https://www.vectorpond.com/settings/email?type=team_invite
`,
    html: `<html><body style="margin:0;background:#ffffff">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table width="480" cellpadding="0" cellspacing="0" style="font-family:Inter,'Helvetica Neue',Arial,sans-serif;color:#1e1e1e">
<tr><td style="padding-bottom:24px"><img src="https://static.vectorpond.com/avatars/u/88213/64.png" width="48" height="48" alt="Aiko Tanaka" style="border-radius:24px"></td></tr>
<tr><td style="font-size:20px;line-height:28px;padding-bottom:16px"><b>Aiko Tanaka</b> invited you to join the team <b>Harbor Design System</b></td></tr>
<tr><td style="padding-bottom:20px"><table cellpadding="0" cellspacing="8"><tr>
<td><img src="https://static.vectorpond.com/thumbs/p/55102.png" width="130" height="80" alt="Components v3"></td>
<td><img src="https://static.vectorpond.com/thumbs/p/55117.png" width="130" height="80" alt="Icons"></td>
<td><img src="https://static.vectorpond.com/thumbs/p/56009.png" width="130" height="80" alt="Marketing site 2025"></td>
</tr></table></td></tr>
<tr><td style="font-size:14px;color:#555;padding-bottom:24px">6 projects · You'll join as <b>can edit</b></td></tr>
<tr><td><a href="https://www.vectorpond.com/team_invite/redeem/Jm2bXq7Rk0TzWv5N?utm_source=email&amp;utm_campaign=team_invite" style="background:#0d99ff;color:#fff;padding:12px 24px;border-radius:6px;font-size:14px;font-weight:600;text-decoration:none;display:inline-block">Accept invitation</a></td></tr>
<tr><td style="padding-top:40px;font-size:12px;color:#aaa;border-top:1px solid #eee">Vectorpond · 88 Rue de Rivoli, 75004 Paris, France · <a href="https://www.vectorpond.com/settings/email?type=team_invite" style="color:#aaa">Unsubscribe from team invitations</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "rookery-chat",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "QXR-7KM",
    link: null,
    from: "Rookery <feedback@rookery.chat>",
    subject: "Rookery confirmation code: QXR-7KM",
    date: date(2025, 2, 14, "07:55:03", "+0000"),
    text: `Confirm your email address

Your confirmation code is below. Enter it in your open browser window and
we'll help you get signed in to Kettering Cycles on Rookery.

QXR-7KM

If you didn't request this email, there's nothing to worry about; you can
safely ignore it.

Rookery Technologies · 3 Hanover Quay, Dublin 2, Ireland
Our blog: https://rookery.chat/blog · Policies: https://rookery.chat/legal · Help: https://rookery.chat/help
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff">
<div style="display:none;max-height:0;overflow:hidden">Your confirmation code is QXR-7KM</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="font-family:Helvetica,Arial,sans-serif">
<tr><td style="padding:40px 0 30px"><img src="https://rookery.chat/img/email/rookery-logo-1x.png" width="120" height="36" alt="Rookery"></td></tr>
<tr><td style="font-size:36px;line-height:42px;font-weight:700;color:#1d1c1d;padding-bottom:24px">Confirm your email address</td></tr>
<tr><td style="font-size:20px;line-height:28px;color:#434245;padding-bottom:28px">Your confirmation code is below — enter it in your open browser window and we'll help you get signed in.</td></tr>
<tr><td style="background:#f5f4f5;border-radius:4px;padding:40px 10px;text-align:center">
<span style="font-size:30px;line-height:24px;font-weight:400;color:#1d1c1d">QXR</span><span style="font-size:30px;color:#1d1c1d">-</span><span style="font-size:30px;line-height:24px;font-weight:400;color:#1d1c1d">7KM</span>
</td></tr>
<tr><td style="font-size:14px;line-height:24px;color:#000;padding:28px 0">If you didn't request this email, there's nothing to worry about — you can safely ignore it.</td></tr>
<tr><td style="padding:24px 0;font-size:12px;color:#b7b7b7">
<a href="https://rookery.chat/blog" style="color:#b7b7b7">Our blog</a> &nbsp;|&nbsp; <a href="https://rookery.chat/legal" style="color:#b7b7b7">Policies</a> &nbsp;|&nbsp; <a href="https://rookery.chat/help" style="color:#b7b7b7">Help center</a><br><br>
©2025 Rookery Technologies, 3 Hanover Quay, Dublin 2, Ireland.<br>All rights reserved.
</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "rookery-chat",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://join.rookery.chat/t/kettering-cycles/invite/zt-3b8w1q0k-Vn4Lc9Rx2Mp7Hd5Gf0Jy1A",
    from: "Rookery <feedback@rookery.chat>",
    subject: "Ruth Adeyemi has invited you to work with them in Rookery",
    date: date(2025, 2, 12, "16:44:09", "+0000"),
    text: `Ruth Adeyemi (ruth@ketteringcycles.co.uk) has invited you to use Rookery
with them, in a workspace called Kettering Cycles.

Join now:
https://join.rookery.chat/t/kettering-cycles/invite/zt-3b8w1q0k-Vn4Lc9Rx2Mp7Hd5Gf0Jy1A

What is Rookery? It's a messaging app for teams: channels for projects and
topics, calls, and file sharing in one place. Learn more: https://rookery.chat/features

This invitation will expire in 30 days.

Rookery Technologies · 3 Hanover Quay, Dublin 2, Ireland
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="font-family:Helvetica,Arial,sans-serif">
<tr><td style="padding:40px 0 30px"><img src="https://rookery.chat/img/email/rookery-logo-1x.png" width="120" height="36" alt="Rookery"></td></tr>
<tr><td style="font-size:30px;line-height:38px;font-weight:700;color:#1d1c1d;padding-bottom:20px">Join your team on Rookery</td></tr>
<tr><td style="font-size:18px;line-height:28px;color:#434245;padding-bottom:24px"><b>Ruth Adeyemi</b> (ruth@ketteringcycles.co.uk) has invited you to use Rookery with them, in a workspace called <b>Kettering Cycles</b>.</td></tr>
<tr><td style="padding-bottom:28px"><table cellpadding="0" cellspacing="0"><tr><td style="background:#4a154b;border-radius:4px"><a href="https://join.rookery.chat/t/kettering-cycles/invite/zt-3b8w1q0k-Vn4Lc9Rx2Mp7Hd5Gf0Jy1A" style="display:inline-block;padding:14px 36px;font-size:16px;font-weight:700;color:#fff;text-decoration:none">Join Now</a></td></tr></table></td></tr>
<tr><td style="font-size:14px;line-height:22px;color:#616061;padding-bottom:20px"><b>What is Rookery?</b> It's a messaging app for teams: channels for projects and topics, calls, and file sharing in one place. <a href="https://rookery.chat/features" style="color:#1264a3">Learn more</a><br>This invitation will expire in 30 days.</td></tr>
<tr><td style="padding:24px 0;font-size:12px;color:#b7b7b7">©2025 Rookery Technologies, 3 Hanover Quay, Dublin 2, Ireland.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "keelvault",
    group: "consumer",
    lang: "en",
    kind: "device-code",
    code: "47291853",
    link: null,
    from: "Keelvault <security@keelvault.com>",
    subject: "Verify your new device",
    date: date(2025, 1, 28, "18:22:37", "-0500"),
    text: `Verify your new device

A sign-in to your Keelvault Teams account (Kettering Cycles) was started
from a device we haven't seen before:

  Device:    Keelvault for Windows 8.2.0
  Computer:  DESKTOP-7QK2R0
  Location:  Northampton, GB
  Time:      28 January 2025, 23:21 UTC

To continue, enter this verification code in the app:

  4729 1853

The code expires in 30 minutes. Your master password is never sent to us,
so nobody can sign in with this code alone.

Didn't try to sign in? Change your master password now and tell your
team administrator.

Keelvault AS · Dronning Eufemias gate 16 · 0191 Oslo · Norway
`,
    html: `<html><body style="margin:0;padding:0;background:#edf0f3">
<table width="100%" cellspacing="0" cellpadding="0" style="background:#edf0f3"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellspacing="0" cellpadding="0" style="background:#fff;border-top:4px solid #14365c">
<tr><td style="padding:26px 34px 6px"><img src="https://www.keelvault.com/mail/keelvault-logo.png" width="140" alt="Keelvault"></td></tr>
<tr><td style="padding:10px 34px;font-family:'Segoe UI',Arial,sans-serif;font-size:20px;font-weight:600;color:#14365c">Verify your new device</td></tr>
<tr><td style="padding:0 34px;font-family:'Segoe UI',Arial,sans-serif;font-size:14px;line-height:21px;color:#333">A sign-in to your Keelvault Teams account (<b>Kettering Cycles</b>) was started from a device we haven't seen before:</td></tr>
<tr><td style="padding:14px 34px"><table cellspacing="0" cellpadding="3" style="font-family:'Segoe UI',Arial,sans-serif;font-size:13px;color:#555">
<tr><td width="90">Device</td><td>Keelvault for Windows 8.2.0</td></tr><tr><td>Computer</td><td>DESKTOP-7QK2R0</td></tr>
<tr><td>Location</td><td>Northampton, GB</td></tr><tr><td>Time</td><td>28 January 2025, 23:21 UTC</td></tr></table></td></tr>
<tr><td style="padding:6px 34px;font-family:'Segoe UI',Arial,sans-serif;font-size:14px;color:#333">To continue, enter this verification code in the app:</td></tr>
<tr><td align="center" style="padding:16px 34px"><div style="display:inline-block;border:2px dashed #14365c;padding:12px 28px;font-family:Consolas,monospace;font-size:32px;letter-spacing:3px;color:#14365c">4729&nbsp;1853</div></td></tr>
<tr><td style="padding:6px 34px 26px;font-family:'Segoe UI',Arial,sans-serif;font-size:12px;line-height:18px;color:#666">The code expires in 30 minutes. Your master password is never sent to us, so nobody can sign in with this code alone.<br><br>Didn't try to sign in? Change your master password now and tell your team administrator.</td></tr>
<tr><td style="background:#f6f7f9;padding:16px 34px;font-family:'Segoe UI',Arial,sans-serif;font-size:11px;color:#888">Keelvault AS · Dronning Eufemias gate 16 · 0191 Oslo · Norway · <a href="https://www.keelvault.com/privacy" style="color:#888">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "keelvault",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://vault.keelvault.com/#/accept-team-invite?team=kettering-cycles&invite=ki_51f8e3a0b27c4d96&email=sam.reader%40inbox.example",
    from: "Keelvault <no-reply@keelvault.com>",
    subject: "Join Kettering Cycles on Keelvault",
    date: date(2025, 1, 27, "09:30:11", "+0000"),
    text: `Ruth Adeyemi invited you to join the Kettering Cycles team on Keelvault,
the password manager your company uses to share logins and secrets.

Once you accept, you'll get access to these shared folders:
  Shop Wi-Fi & Devices, Suppliers, Social Media

Accept the invitation and create your vault:
https://vault.keelvault.com/#/accept-team-invite?team=kettering-cycles&invite=ki_51f8e3a0b27c4d96&email=sam.reader%40inbox.example

The invitation is valid for 5 days. After you create your account, an
administrator must confirm you before shared items appear.

Keelvault AS · Dronning Eufemias gate 16 · 0191 Oslo · Norway
`,
    html: null,
  },
];

// ---------------------------------------------------------------- registrar, package registry, status pages

const portolan_text_footer = `--
Portolan Domains · ICANN-accredited registrar (IANA ID 4127)
Portolan Internet S.L. · Carrer de Pujades 77, 08005 Barcelona, Spain
Support: +34 931 22 48 70 · https://www.portolan.domains/help
`;

const ops: Mail[] = [
  {
    family: "portolan-domains",
    group: "consumer",
    lang: "en",
    kind: "transfer-approval-link",
    code: null,
    link: "https://www.portolan.domains/transfers/outgoing/approve?id=TRO-2025-118044&h=c91e5d7a30b2",
    from: "Portolan Domains <transfers@portolan.domains>",
    subject: "Action needed: approve the transfer of kettering-cycles.com to another registrar",
    date: date(2025, 2, 10, "12:00:41", "+0100"),
    text: `Dear Sam Reader,

We received a request to transfer the domain kettering-cycles.com away from
Portolan Domains to another registrar (Gaining registrar: Nameweave LLC,
IANA ID 3398).

  Transfer reference:  TRO-2025-118044
  Requested on:        10 Feb 2025, 11:58 CET
  Domain expires:      22 Aug 2025

If you started this transfer and want it to go ahead now, approve it here:
https://www.portolan.domains/transfers/outgoing/approve?id=TRO-2025-118044&h=c91e5d7a30b2

If you do nothing, the transfer completes automatically on 15 Feb 2025.
If you did NOT request it, reject it from your account at
https://www.portolan.domains/account/domains/kettering-cycles.com and turn on
the transfer lock.

${portolan_text_footer}`,
    html: `<html><body style="margin:0;background:#f3f1ec;font-family:Georgia,'Times New Roman',serif">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f3f1ec"><tr><td align="center" style="padding:30px 10px">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border:1px solid #ddd6c8">
<tr><td style="background:#153243;padding:18px 30px"><img src="https://www.portolan.domains/i/mail/portolan-compass-white.png" height="30" alt="Portolan Domains"></td></tr>
<tr><td style="padding:28px 30px 10px;font-size:15px;line-height:23px;color:#222">
<p>Dear Sam Reader,</p>
<p>We received a request to transfer the domain <b>kettering-cycles.com</b> away from Portolan Domains to another registrar (gaining registrar: Nameweave LLC, IANA ID 3398).</p>
<table cellpadding="5" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;background:#faf8f3;border:1px solid #eee6d6">
<tr><td>Transfer reference</td><td><b>TRO-2025-118044</b></td></tr>
<tr><td>Requested on</td><td>10 Feb 2025, 11:58 CET</td></tr>
<tr><td>Domain expires</td><td>22 Aug 2025</td></tr></table>
<p>If you started this transfer and want it to go ahead now, approve it:</p>
<p style="text-align:center"><a href="https://www.portolan.domains/transfers/outgoing/approve?id=TRO-2025-118044&amp;h=c91e5d7a30b2" style="font-family:Arial,sans-serif;background:#c8553d;color:#fff;padding:11px 24px;text-decoration:none;font-weight:bold">Approve transfer</a></p>
<p>If you do nothing, the transfer completes automatically on 15 Feb 2025. If you did <b>not</b> request it, <a href="https://www.portolan.domains/account/domains/kettering-cycles.com" style="color:#153243">reject it from your account</a> and turn on the transfer lock.</p>
</td></tr>
<tr><td style="padding:16px 30px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#777;border-top:1px solid #eee">Portolan Domains · ICANN-accredited registrar (IANA ID 4127)<br>Portolan Internet S.L. · Carrer de Pujades 77, 08005 Barcelona, Spain · +34 931 22 48 70</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "portolan-domains",
    group: "consumer",
    lang: "en",
    kind: "contact-verify-link",
    code: null,
    link: "https://verify.portolan.domains/c/7Hq2ZkW9xR0pLm4Tn6Vb",
    from: "Portolan Domains <verification@portolan.domains>",
    subject: "Please verify your contact details for harrowgate.co.uk and 2 other domains",
    date: date(2025, 1, 6, "08:15:27", "+0100"),
    text: `Dear Sam Reader,

ICANN rules require us to verify the email address of the registrant
contact for the domains below. You recently registered them or changed
their contact details:

  harrowgate.co.uk
  harrowgate.co
  harrowgate-billing.com

Please confirm that sam.reader@inbox.example is correct:
https://verify.portolan.domains/c/7Hq2ZkW9xR0pLm4Tn6Vb

If the address is not verified within 15 days (by 21 Jan 2025), the
domains will be suspended and stop resolving until it is.

${portolan_text_footer}`,
    html: null,
  },
  {
    family: "portolan-domains",
    group: "negative",
    lang: "en",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "Portolan Domains <billing@portolan.domains>",
    subject: "kettering-cycles.co.uk renews automatically in 30 days",
    date: date(2025, 3, 19, "07:01:55", "+0100"),
    text: `Dear Sam Reader,

The following domain will renew automatically on 18 Apr 2025:

  Domain                   Term     Price
  kettering-cycles.co.uk   1 year   EUR 9.49
  + DNS Premium            1 year   EUR 12.00
  Total (incl. 21% VAT)             EUR 26.00

  Renewal order:   ORD-7730-5512
  Payment method:  Mastercard ending 2206 (expires 05/27)

Nothing to do if you want to keep the domain. To stop the renewal,
switch off auto-renew at https://www.portolan.domains/account/domains
before 17 Apr 2025.

Last year's invoice: INV-ES-2024-0419933

${portolan_text_footer}`,
    html: `<html><body style="margin:0;background:#f3f1ec;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f3f1ec"><tr><td align="center" style="padding:30px 10px">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border:1px solid #ddd6c8">
<tr><td style="background:#153243;padding:18px 30px"><img src="https://www.portolan.domains/i/mail/portolan-compass-white.png" height="30" alt="Portolan Domains"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;line-height:21px;color:#222">
<p>Dear Sam Reader,</p>
<p>The following domain will renew automatically on <b>18 Apr 2025</b>:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse">
<tr style="background:#153243;color:#fff"><th align="left">Domain</th><th align="left">Term</th><th align="right">Price</th></tr>
<tr style="border-bottom:1px solid #eee"><td>kettering-cycles.co.uk</td><td>1 year</td><td align="right">EUR 9.49</td></tr>
<tr style="border-bottom:1px solid #eee"><td>DNS Premium</td><td>1 year</td><td align="right">EUR 12.00</td></tr>
<tr><td colspan="2"><b>Total (incl. 21% VAT)</b></td><td align="right"><b>EUR 26.00</b></td></tr></table>
<p style="font-size:13px;color:#555">Renewal order: ORD-7730-5512 · Payment method: Mastercard ending 2206 (expires 05/27)</p>
<p>Nothing to do if you want to keep the domain. To stop the renewal, switch off auto-renew in <a href="https://www.portolan.domains/account/domains" style="color:#153243">My domains</a> before 17 Apr 2025.</p>
<p style="font-size:12px;color:#777">Last year's invoice: INV-ES-2024-0419933</p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;line-height:16px;color:#777;border-top:1px solid #eee">Portolan Internet S.L. · Carrer de Pujades 77, 08005 Barcelona, Spain · +34 931 22 48 70 · <a href="https://www.portolan.domains/help" style="color:#777">Help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "pkgnest",
    group: "consumer",
    lang: "en",
    kind: "publish-otp",
    code: "83920417",
    link: null,
    from: "pkgnest <support@pkgnest.dev>",
    subject: "[pkgnest] One-time password for publishing @kettering/ui-kit",
    date: date(2025, 2, 21, "15:26:08", "+0000"),
    text: `Hi sreader,

Someone is trying to publish @kettering/ui-kit@2.4.0 using your account.

To finish publishing, enter this one-time password in your terminal:

    83920417

It's valid for 5 minutes.

  Client:  pkgnest-cli/10.9.2 node/v22.13.1 darwin arm64
  IP:      198.51.100.77

If this wasn't you, revoke your access tokens at
https://pkgnest.dev/settings/sreader/tokens and contact support@pkgnest.dev.

- The pkgnest team
`,
    html: null,
  },
  {
    family: "pkgnest",
    group: "negative",
    lang: "en",
    kind: "token-created",
    code: null,
    link: null,
    from: "pkgnest <support@pkgnest.dev>",
    subject: "[pkgnest] A new granular access token was created",
    date: date(2025, 2, 21, "15:40:52", "+0000"),
    text: `Hi sreader,

A new granular access token was added to your account.

  Name:         github-actions-release
  Token:        pkn_****************************Q3vd
  Permissions:  read and write, packages: @kettering/ui-kit, @kettering/icons
  Expires:      21 May 2025
  Allowed IPs:  any
  Created from: 198.51.100.77

If you didn't create it, delete it now at
https://pkgnest.dev/settings/sreader/tokens and change your password.

- The pkgnest team
`,
    html:
      `<div style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;font-size:14px;color:#24292f;max-width:560px">
<p><img src="https://pkgnest.dev/static/mail/nest-32.png" width="32" height="32" alt="pkgnest"></p>
<p>Hi sreader,</p>
<p>A new granular access token was added to your account.</p>
<table cellpadding="4" style="font-size:13px;border:1px solid #d0d7de;border-radius:6px">
<tr><td style="color:#57606a">Name</td><td>github-actions-release</td></tr>
<tr><td style="color:#57606a">Token</td><td><code>pkn_****************************Q3vd</code></td></tr>
<tr><td style="color:#57606a">Permissions</td><td>read and write, packages: @kettering/ui-kit, @kettering/icons</td></tr>
<tr><td style="color:#57606a">Expires</td><td>21 May 2025</td></tr>
<tr><td style="color:#57606a">Allowed IPs</td><td>any</td></tr>
<tr><td style="color:#57606a">Created from</td><td>198.51.100.77</td></tr>
</table>
<p>If you didn't create it, <a href="https://pkgnest.dev/settings/sreader/tokens">delete it now</a> and change your password.</p>
<p style="color:#57606a">– The pkgnest team</p>
</div>`,
  },
  {
    family: "pkgnest",
    group: "negative",
    lang: "en",
    kind: "security-advisory",
    code: null,
    link: null,
    from: "pkgnest Security <security-advisories@pkgnest.dev>",
    subject: "Security advisory: 2 of your packages depend on a vulnerable version of tar-stream-lite",
    date: date(2025, 3, 13, "21:07:30", "+0000"),
    text: `A new advisory affects packages you maintain.

  CVE-2025-27411 (GHSA-8xw4-9qm2-c7fp)
  tar-stream-lite < 3.1.4: path traversal when extracting archives with
  crafted symlink entries. Severity: High (CVSS 8.1)
  Patched in: 3.1.4

Affected packages you maintain:
  @kettering/ui-kit@2.4.0     depends on tar-stream-lite@^3.0.2
  @kettering/cli@0.9.7        depends on tar-stream-lite@3.1.1

Update the dependency and publish a patched release. Read the advisory:
https://pkgnest.dev/advisories/GHSA-8xw4-9qm2-c7fp

You receive these notices because you maintain the packages listed.
Manage: https://pkgnest.dev/settings/sreader/notifications
`,
    html: null,
  },
  {
    family: "beaconwatch",
    group: "consumer",
    lang: "en",
    kind: "confirm-subscription",
    code: null,
    link: "https://status.tessellate.cloud/subscriptions/confirm/b7f03e2a-91cd-4f58-a6e4-0d3c8b1f72a9",
    from: "Tessellate Status <noreply@beaconwatch.io>",
    subject: "Confirm your subscription to Tessellate Status",
    date: date(2025, 2, 3, "09:11:47", "+0000"),
    text: `Confirm your subscription

You (or someone using this address) asked to receive email updates from
Tessellate Status for:

  All components (API, Console, aws-eu-central-1, aws-us-east-2)

Confirm subscription:
https://status.tessellate.cloud/subscriptions/confirm/b7f03e2a-91cd-4f58-a6e4-0d3c8b1f72a9

If you didn't sign up, ignore this email and you won't be subscribed.

Status page powered by Beaconwatch · https://beaconwatch.io
`,
    html:
      `<html><body style="margin:0;background:#f7f7f8;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;border:1px solid #e6e6e9">
<tr><td style="padding:24px 28px;border-bottom:1px solid #f0f0f2"><img src="https://status.tessellate.cloud/logo.png" height="24" alt="Tessellate Status"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:22px;color:#222">
<p style="margin-top:0;font-size:18px;font-weight:600">Confirm your subscription</p>
<p>You (or someone using this address) asked to receive email updates from <b>Tessellate Status</b> for: All components (API, Console, aws-eu-central-1, aws-us-east-2).</p>
<p style="margin:26px 0"><a href="https://status.tessellate.cloud/subscriptions/confirm/b7f03e2a-91cd-4f58-a6e4-0d3c8b1f72a9" style="background:#2563eb;color:#fff;padding:10px 22px;border-radius:6px;text-decoration:none;font-weight:600">Confirm subscription</a></p>
<p style="font-size:13px;color:#777">If you didn't sign up, ignore this email and you won't be subscribed.</p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#999;background:#fafafa;border-radius:0 0 8px 8px">Status page powered by <a href="https://beaconwatch.io" style="color:#999">Beaconwatch</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "beaconwatch",
    group: "negative",
    lang: "en",
    kind: "incident-resolved",
    code: null,
    link: null,
    from: "Tessellate Status <noreply@beaconwatch.io>",
    subject: "[Resolved] Elevated query latency in aws-eu-central-1",
    date: date(2025, 3, 9, "14:52:20", "+0000"),
    text: `Resolved - Elevated query latency in aws-eu-central-1

Mar 9, 14:48 UTC
Resolved - Query latency is back to normal levels. A storage node in
availability zone eu-central-1b was replaced at 14:21 UTC. We will publish
a post-incident review within 5 business days.

Mar 9, 13:05 UTC
Identified - p99 latency for compute endpoints rose to about 2.4 s for a
subset of projects. We have identified a degraded storage node.

Mar 9, 12:37 UTC
Investigating - We are investigating reports of slow queries in
aws-eu-central-1.

Affected components: aws-eu-central-1 (Degraded performance)

View incident: https://status.tessellate.cloud/incidents/7xq4p2r9k1mz
Unsubscribe: https://status.tessellate.cloud/subscriptions/b7f03e2a-91cd-4f58-a6e4-0d3c8b1f72a9/unsubscribe

Status page powered by Beaconwatch
`,
    html:
      `<html><body style="margin:0;background:#f7f7f8;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;border:1px solid #e6e6e9">
<tr><td style="padding:20px 28px;border-bottom:1px solid #f0f0f2"><img src="https://status.tessellate.cloud/logo.png" height="24" alt="Tessellate Status"></td></tr>
<tr><td style="padding:20px 28px"><span style="background:#dcfce7;color:#166534;font-size:12px;font-weight:600;padding:3px 8px;border-radius:10px">Resolved</span>
<h2 style="font-size:19px;margin:10px 0 0;color:#111">Elevated query latency in aws-eu-central-1</h2></td></tr>
<tr><td style="padding:0 28px;font-size:14px;line-height:21px;color:#333">
<p><b>Resolved</b> – Query latency is back to normal levels. A storage node in availability zone eu-central-1b was replaced at 14:21 UTC. We will publish a post-incident review within 5 business days.<br><span style="color:#888;font-size:12px">Mar 9, 14:48 UTC</span></p>
<p><b>Identified</b> – p99 latency for compute endpoints rose to about 2.4 s for a subset of projects. We have identified a degraded storage node.<br><span style="color:#888;font-size:12px">Mar 9, 13:05 UTC</span></p>
<p><b>Investigating</b> – We are investigating reports of slow queries in aws-eu-central-1.<br><span style="color:#888;font-size:12px">Mar 9, 12:37 UTC</span></p>
<p style="font-size:13px;color:#555">Affected components: aws-eu-central-1 (Degraded performance)</p>
<p><a href="https://status.tessellate.cloud/incidents/7xq4p2r9k1mz" style="color:#2563eb">View incident</a></p>
</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#999;background:#fafafa">Status page powered by Beaconwatch · <a href="https://status.tessellate.cloud/subscriptions/b7f03e2a-91cd-4f58-a6e4-0d3c8b1f72a9/unsubscribe" style="color:#999">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- European hosters and dev tools

const wolkenwerk_html = (inner: string) =>
  `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9eef2">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#e9eef2"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#1f2a33">
<tr><td style="background:#005e7a;padding:16px 28px"><img src="https://www.wolkenwerk.de/img/mail/wolkenwerk-logo-weiss.png" width="160" alt="Wolkenwerk Hosting"></td></tr>
<tr><td style="padding:28px;font-size:14px;line-height:22px">${inner}</td></tr>
<tr><td style="padding:18px 28px;background:#f4f6f8;font-size:11px;line-height:16px;color:#6b7780">
Wolkenwerk Hosting GmbH · Hafenstraße 12 · 48153 Münster · Deutschland<br>
Geschäftsführer: Jan Brinkhoff, Meike Sander · Amtsgericht Münster HRB 19842 · USt-IdNr. DE312845901<br>
Support: +49 251 98765-0 · <a href="https://www.wolkenwerk.de/impressum" style="color:#6b7780">Impressum</a> · <a href="https://www.wolkenwerk.de/datenschutz" style="color:#6b7780">Datenschutz</a>
</td></tr>
</table></td></tr></table></body></html>`;

const europe: Mail[] = [
  {
    family: "wolkenwerk-hosting",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "619204",
    link: null,
    from: "Wolkenwerk Kundencenter <kundencenter@wolkenwerk.de>",
    subject: "Ihr Bestätigungscode für die Anmeldung im Kundencenter",
    date: date(2025, 2, 17, "07:48:30", "+0100"),
    text: `Guten Tag Sam Reader,

für die Anmeldung im Wolkenwerk Kundencenter (Kundennummer K-204917) wurde
ein Bestätigungscode angefordert. Bitte geben Sie diesen Code im
Anmeldefenster ein:

    619 204

Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.

Haben Sie sich nicht angemeldet? Dann ändern Sie bitte umgehend Ihr
Passwort und wenden Sie sich an unseren Support unter +49 251 98765-0.

Mit freundlichen Grüßen
Ihr Wolkenwerk-Team

--
Wolkenwerk Hosting GmbH · Hafenstraße 12 · 48153 Münster
Amtsgericht Münster HRB 19842 · USt-IdNr. DE312845901
`,
    html: wolkenwerk_html(`<p>Guten Tag Sam Reader,</p>
<p>für die Anmeldung im Wolkenwerk Kundencenter (Kundennummer K-204917) wurde ein Bestätigungscode angefordert. Bitte geben Sie diesen Code im Anmeldefenster ein:</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:22px auto"><tr>
<td style="background:#eef6f8;border:1px solid #b8d8e2;padding:14px 26px;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:8px;color:#005e7a">619 204</td>
</tr></table>
<p>Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.</p>
<p style="font-size:13px;color:#5a6670">Haben Sie sich nicht angemeldet? Dann ändern Sie bitte umgehend Ihr Passwort und wenden Sie sich an unseren Support unter +49 251 98765-0.</p>
<p>Mit freundlichen Grüßen<br>Ihr Wolkenwerk-Team</p>`),
    enc: "qp",
  },
  {
    family: "wolkenwerk-hosting",
    group: "negative",
    lang: "de",
    kind: "invoice-notice",
    code: null,
    link: null,
    from: "Wolkenwerk Buchhaltung <rechnung@wolkenwerk.de>",
    subject: "Ihre Rechnung RE-2025-0288417 vom 01.03.2025",
    date: date(2025, 3, 1, "03:12:09", "+0100"),
    text: `Guten Tag Sam Reader,

anbei erhalten Sie Ihre Rechnung RE-2025-0288417 als PDF.

  Kundennummer:     K-204917
  Leistungszeitraum: 01.03.2025 – 31.03.2025
  Vertrag:          vServer VS-4000 (vs4k-882103), Domain-Paket S
  Rechnungsbetrag:  34,51 EUR (inkl. 19 % MwSt.)

Der Betrag wird per SEPA-Lastschrift (Mandatsreferenz WW-K204917-01) am
06.03.2025 von Ihrem Konto DE89 •••• •••• •••• •••• 3000 abgebucht.

Alle Rechnungen finden Sie im Kundencenter unter
https://kundencenter.wolkenwerk.de/rechnungen

Mit freundlichen Grüßen
Ihre Wolkenwerk Buchhaltung

--
Wolkenwerk Hosting GmbH · Hafenstraße 12 · 48153 Münster
Gläubiger-ID DE98ZZZ00001234567 · Amtsgericht Münster HRB 19842
`,
    html: wolkenwerk_html(`<p>Guten Tag Sam Reader,</p>
<p>anbei erhalten Sie Ihre Rechnung <b>RE-2025-0288417</b> als PDF.</p>
<table cellpadding="5" cellspacing="0" width="100%" style="font-size:13px;border:1px solid #d9e1e6">
<tr><td style="color:#5a6670">Kundennummer</td><td>K-204917</td></tr>
<tr style="background:#f7f9fa"><td style="color:#5a6670">Leistungszeitraum</td><td>01.03.2025 – 31.03.2025</td></tr>
<tr><td style="color:#5a6670">Vertrag</td><td>vServer VS-4000 (vs4k-882103), Domain-Paket S</td></tr>
<tr style="background:#f7f9fa"><td style="color:#5a6670"><b>Rechnungsbetrag</b></td><td><b>34,51 EUR</b> (inkl. 19 % MwSt.)</td></tr>
</table>
<p>Der Betrag wird per SEPA-Lastschrift (Mandatsreferenz WW-K204917-01) am 06.03.2025 von Ihrem Konto DE89 •••• •••• •••• •••• 3000 abgebucht.</p>
<p>Alle Rechnungen finden Sie im <a href="https://kundencenter.wolkenwerk.de/rechnungen" style="color:#005e7a">Kundencenter</a>.</p>
<p>Mit freundlichen Grüßen<br>Ihre Wolkenwerk Buchhaltung</p>`),
    enc: "b64",
    attachment: [
      "Rechnung_RE-2025-0288417.pdf",
      "application/pdf",
      "%PDF-1.5\n%Wolkenwerk Rechnung RE-2025-0288417 Kundennummer K-204917 Betrag 34,51 EUR\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "nuagerie",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://console.nuagerie.fr/inscription/confirmer?jeton=nr_5Kp8Wq2Zx7Lm0Tb4&utm_medium=email",
    from: "Nuagerie <bienvenue@nuagerie.fr>",
    subject: "Confirmez votre adresse e-mail pour activer votre compte Nuagerie",
    date: date(2025, 1, 23, "14:27:55", "+0100"),
    text: `Bonjour Sam,

Merci d'avoir créé un compte sur Nuagerie, l'hébergeur cloud souverain
basé à Lyon. Pour activer votre compte et recevoir vos 50 € de crédit
de bienvenue, confirmez votre adresse e-mail :

https://console.nuagerie.fr/inscription/confirmer?jeton=nr_5Kp8Wq2Zx7Lm0Tb4&utm_medium=email

Ce lien est valable 72 heures. Si vous n'êtes pas à l'origine de cette
inscription, ignorez simplement ce message.

À très vite,
L'équipe Nuagerie

Nuagerie SAS · 14 quai Perrache · 69002 Lyon · France
Documentation : https://docs.nuagerie.fr · Statut : https://statut.nuagerie.fr
`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f4ff">
<div style="display:none;max-height:0;overflow:hidden">Plus qu'une étape pour activer votre compte et vos 50 € de crédit.</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f0f4ff"><tr><td align="center" style="padding:36px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:Montserrat,Arial,sans-serif">
<tr><td align="center" style="padding:32px 0 12px"><img src="https://www.nuagerie.fr/mail/nuagerie-logo.png" width="150" alt="Nuagerie"></td></tr>
<tr><td style="padding:10px 40px;font-size:15px;line-height:24px;color:#2b2f4a">
<p>Bonjour Sam,</p>
<p>Merci d'avoir créé un compte sur Nuagerie, l'hébergeur cloud souverain basé à Lyon. Pour activer votre compte et recevoir vos <b>50 € de crédit de bienvenue</b>, confirmez votre adresse e-mail :</p>
</td></tr>
<tr><td align="center" style="padding:14px 40px 26px"><a href="https://console.nuagerie.fr/inscription/confirmer?jeton=nr_5Kp8Wq2Zx7Lm0Tb4&amp;utm_medium=email" style="background:#3b4cf0;color:#fff;padding:14px 30px;border-radius:8px;font-weight:600;text-decoration:none;font-size:15px">Confirmer mon adresse</a></td></tr>
<tr><td style="padding:0 40px 30px;font-size:13px;line-height:20px;color:#6b7092">Ce lien est valable 72 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message.<br><br>À très vite,<br>L'équipe Nuagerie</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#8a8fad">Nuagerie SAS · 14 quai Perrache · 69002 Lyon · France<br><a href="https://docs.nuagerie.fr" style="color:#8a8fad">Documentation</a> · <a href="https://statut.nuagerie.fr" style="color:#8a8fad">Statut</a> · <a href="https://www.nuagerie.fr/mentions-legales" style="color:#8a8fad">Mentions légales</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "nuagerie",
    group: "negative",
    lang: "fr",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "Nuagerie <noreply@nuagerie.fr>",
    subject: "Maintenance programmée sur la région LYO-2 le 18 mars 2025",
    date: date(2025, 3, 11, "10:05:00", "+0100"),
    text: `Bonjour Sam,

Une maintenance du réseau de stockage est programmée dans la région LYO-2 :

  Début : mardi 18 mars 2025 à 23 h 00 (heure de Paris)
  Fin prévue : mercredi 19 mars 2025 à 02 h 00
  Référence : MNT-2025-031

Ressources concernées dans votre projet « boutique-prod » :
  - instance nr-m2-4 « web-01 » (coupure estimée : 5 minutes)
  - volume bloc « data-web-01 » (100 Go)

Aucune action n'est requise de votre part. Nous vous conseillons de faire
un instantané de vos volumes avant le début de l'intervention.

Suivi en temps réel : https://statut.nuagerie.fr/maintenances/MNT-2025-031

Cordialement,
L'équipe d'exploitation Nuagerie
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "servidoria",
    group: "regional",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://clientes.servidoria.es/recuperar/clave?t=3c9a17e4b2f05d86a1c7e39b",
    from: "Servidoria <soporte@servidoria.es>",
    subject: "Restablece tu contraseña del Área de Clientes",
    date: date(2025, 2, 4, "19:33:14", "+0100"),
    text: `Hola, Sam:

Hemos recibido una solicitud para restablecer la contraseña del Área de
Clientes de Servidoria asociada a este correo (cliente n.º 77120).

Para elegir una contraseña nueva, abre este enlace (válido durante 60
minutos):

https://clientes.servidoria.es/recuperar/clave?t=3c9a17e4b2f05d86a1c7e39b

Si no has sido tú, puedes ignorar este mensaje: tu contraseña actual
seguirá funcionando.

Un saludo,
Equipo de Soporte de Servidoria
Tel. 910 55 72 40 (L-V 9:00-19:00)
Servidoria Hosting S.L. · Calle de Embajadores 181 · 28045 Madrid
`,
    html: `<html><body style="margin:0;background:#f5f5f5;font-family:Tahoma,Verdana,sans-serif">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e1e1e1;margin-top:20px">
<tr><td style="padding:20px 30px;border-bottom:4px solid #e30613"><img src="https://www.servidoria.es/img/logo-mail.gif" width="170" height="40" alt="Servidoria"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;line-height:21px;color:#333">
<p>Hola, Sam:</p>
<p>Hemos recibido una solicitud para restablecer la contraseña del Área de Clientes de Servidoria asociada a este correo (cliente n.º 77120).</p>
<p>Para elegir una contraseña nueva, pulsa el botón (válido durante 60 minutos):</p>
<p style="text-align:center;padding:10px 0"><a href="https://clientes.servidoria.es/recuperar/clave?t=3c9a17e4b2f05d86a1c7e39b" style="background:#e30613;color:#fff;padding:12px 28px;text-decoration:none;font-weight:bold;border-radius:3px">Restablecer contraseña</a></p>
<p style="font-size:12px;color:#777">¿El botón no funciona? Copia esta dirección en tu navegador:<br>https://clientes.servidoria.es/recuperar/clave?t=3c9a17e4b2f05d86a1c7e39b</p>
<p>Si no has sido tú, puedes ignorar este mensaje: tu contraseña actual seguirá funcionando.</p>
<p>Un saludo,<br>Equipo de Soporte de Servidoria</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#333;color:#bbb;font-size:11px">Servidoria Hosting S.L. · Calle de Embajadores 181 · 28045 Madrid · Tel. 910 55 72 40<br><a href="https://www.servidoria.es/aviso-legal" style="color:#bbb">Aviso legal</a> · <a href="https://www.servidoria.es/privacidad" style="color:#bbb">Privacidad</a> · <a href="https://twitter.com/servidoria" style="color:#bbb">Twitter</a></td></tr>
</table></body></html>`,
    enc: "8bit",
  },
  {
    family: "servidoria",
    group: "negative",
    lang: "es",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "Servidoria <avisos@servidoria.es>",
    subject: "Aviso: tu VPS vps-mad-3318 ha consumido el 90 % de la transferencia mensual",
    date: date(2025, 3, 24, "06:40:02", "+0100"),
    text: `Hola, Sam:

Tu servidor virtual vps-mad-3318 (plan VPS Pro 4, IP 185.230.55.14) ha
consumido 1,80 TB de los 2 TB de transferencia incluidos este mes (90 %).

Si superas el límite antes del 1 de abril de 2025, la velocidad de la
interfaz se reducirá a 10 Mbit/s o, si lo has activado, se facturará el
exceso a 1,00 € + IVA por cada 100 GB.

Puedes consultar el consumo diario en el Área de Clientes:
https://clientes.servidoria.es/servicios/vps-mad-3318/trafico

Este es un aviso automático; no es necesario que respondas.

Equipo de Servidoria · Tel. 910 55 72 40
`,
    html: null,
    enc: "qp",
  },
  {
    family: "colmeia-dev",
    group: "regional",
    lang: "pt",
    kind: "verify-code",
    code: "305917",
    link: null,
    from: "Colmeia <nao-responda@colmeia.dev>",
    subject: "Seu código de verificação da Colmeia: 305917",
    date: date(2025, 2, 8, "21:19:43", "-0300"),
    text: `Olá, Sam!

Use o código abaixo para confirmar seu e-mail e terminar de criar sua conta
na Colmeia:

305917

O código expira em 15 minutos. Se você não pediu este código, é só ignorar
este e-mail.

Abraços,
Equipe Colmeia
Colmeia Tecnologia Ltda. · CNPJ 41.882.607/0001-35
Av. Paulista, 1578 · São Paulo - SP · 01310-200
`,
    html: `<html><body style="margin:0;background:#fff8e7">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff8e7"><tr><td align="center" style="padding:32px 12px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Roboto,Arial,sans-serif;color:#2d2a24">
<tr><td style="padding:28px 32px 6px"><img src="https://colmeia.dev/static/email/colmeia-logo.png" width="130" alt="Colmeia"></td></tr>
<tr><td style="padding:14px 32px;font-size:16px;line-height:24px">Olá, Sam!<br>Use o código abaixo para confirmar seu e-mail e terminar de criar sua conta na Colmeia:</td></tr>
<tr><td align="center" style="padding:12px 32px"><table cellpadding="0" cellspacing="5"><tr>
<td style="background:#ffc21a;border-radius:6px;width:40px;height:50px;text-align:center;font-size:26px;font-weight:700">3</td>
<td style="background:#ffc21a;border-radius:6px;width:40px;height:50px;text-align:center;font-size:26px;font-weight:700">0</td>
<td style="background:#ffc21a;border-radius:6px;width:40px;height:50px;text-align:center;font-size:26px;font-weight:700">5</td>
<td style="background:#ffc21a;border-radius:6px;width:40px;height:50px;text-align:center;font-size:26px;font-weight:700">9</td>
<td style="background:#ffc21a;border-radius:6px;width:40px;height:50px;text-align:center;font-size:26px;font-weight:700">1</td>
<td style="background:#ffc21a;border-radius:6px;width:40px;height:50px;text-align:center;font-size:26px;font-weight:700">7</td>
</tr></table></td></tr>
<tr><td style="padding:18px 32px 28px;font-size:13px;line-height:20px;color:#6f6a5f">O código expira em 15 minutos. Se você não pediu este código, é só ignorar este e-mail.<br><br>Abraços,<br>Equipe Colmeia</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#9b9484">Colmeia Tecnologia Ltda. · CNPJ 41.882.607/0001-35 · Av. Paulista, 1578 · São Paulo - SP · 01310-200<br><a href="https://colmeia.dev/privacidade" style="color:#9b9484">Privacidade</a> · <a href="https://colmeia.dev/ajuda" style="color:#9b9484">Central de ajuda</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "colmeia-dev",
    group: "negative",
    lang: "pt",
    kind: "pipeline-failed",
    code: null,
    link: null,
    from: "Colmeia CI <ci@colmeia.dev>",
    subject: "[loja-virtual] Pipeline #8842 falhou na branch main (c4e71b9)",
    date: date(2025, 3, 15, "16:28:51", "-0300"),
    text: `Pipeline #8842 falhou

Repositório: sam-reader/loja-virtual
Branch: main
Commit: c4e71b9 "ajusta cálculo de frete para CEP 01310-200"
Autor: Sam Reader
Disparado por: push · 15/03/2025 16:21

Etapas:
  ✔ instalar      (0 min 48 s)
  ✔ lint          (0 min 22 s)
  ✘ testes        (2 min 06 s) - 2 de 418 testes falharam
  - deploy        (não executado)

Testes com falha:
  frete.spec.ts > calcula frete grátis acima de R$ 299,90
  frete.spec.ts > aplica prazo de 7 dias úteis para o Norte

Ver pipeline: https://colmeia.dev/sam-reader/loja-virtual/pipelines/8842

Você recebe este e-mail porque é autor do commit. Preferências:
https://colmeia.dev/configuracoes/notificacoes
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "chmurka-pl",
    group: "regional",
    lang: "pl",
    kind: "reset-link",
    code: null,
    link: "https://panel.chmurka.pl/haslo/nowe/8b2f61d0c7a94e35",
    from: "Chmurka.pl <powiadomienia@chmurka.pl>",
    subject: "Ustaw nowe hasło do Panelu Klienta",
    date: date(2025, 1, 16, "11:42:06", "+0100"),
    text: `Dzień dobry,

otrzymaliśmy prośbę o zmianę hasła do Panelu Klienta Chmurka.pl dla
konta ID 310552 (login: samreader).

Aby ustawić nowe hasło, kliknij w link (ważny przez 2 godziny):
https://panel.chmurka.pl/haslo/nowe/8b2f61d0c7a94e35

Jeżeli to nie Ty wysłałeś prośbę, zignoruj tę wiadomość. Dotychczasowe
hasło pozostaje bez zmian.

Pozdrawiamy
Zespół Chmurka.pl
Biuro Obsługi Klienta: 12 345 67 89 (pn.-pt. 8:00-20:00)
Chmurka sp. z o.o., ul. Rakowicka 7, 31-511 Kraków, NIP 6762519034
`,
    html: `<html><body style="margin:0;background:#eef3f9;font-family:Lato,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:4px">
<tr><td style="padding:22px 32px;background:#0b5cad;border-radius:4px 4px 0 0"><img src="https://chmurka.pl/mail/logo-biale.png" width="140" alt="Chmurka.pl"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;line-height:23px;color:#2c3440">
<p>Dzień dobry,</p>
<p>otrzymaliśmy prośbę o zmianę hasła do Panelu Klienta Chmurka.pl dla konta <b>ID 310552</b> (login: samreader).</p>
<p>Aby ustawić nowe hasło, kliknij w przycisk poniżej (link jest ważny przez 2 godziny):</p>
<p style="text-align:center;margin:26px 0"><a href="https://panel.chmurka.pl/haslo/nowe/8b2f61d0c7a94e35" style="background:#ff7a00;color:#fff;font-weight:bold;padding:13px 30px;border-radius:4px;text-decoration:none">Ustaw nowe hasło</a></p>
<p style="font-size:13px;color:#6a7480">Jeżeli to nie Ty wysłałeś prośbę, zignoruj tę wiadomość. Dotychczasowe hasło pozostaje bez zmian.</p>
<p>Pozdrawiamy<br>Zespół Chmurka.pl</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5eaf0;font-size:11px;color:#8a94a0">Biuro Obsługi Klienta: 12 345 67 89 (pn.–pt. 8:00–20:00)<br>Chmurka sp. z o.o., ul. Rakowicka 7, 31-511 Kraków, NIP 6762519034 · <a href="https://chmurka.pl/regulamin" style="color:#8a94a0">Regulamin</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "chmurka-pl",
    group: "negative",
    lang: "pl",
    kind: "domain-expiry",
    code: null,
    link: null,
    from: "Chmurka.pl <domeny@chmurka.pl>",
    subject: "Domena sklep-rowerowy.pl wygasa za 14 dni",
    date: date(2025, 3, 20, "08:00:33", "+0100"),
    text: `Dzień dobry,

przypominamy, że domena sklep-rowerowy.pl wygasa 3 kwietnia 2025 r.

  Konto klienta:     ID 310552
  Okres odnowienia:  12 miesięcy
  Cena odnowienia:   79,00 zł netto (97,17 zł brutto)
  Numer zamówienia:  ZAM/2025/03/118406

Proforma została wystawiona w Panelu Klienta. Po zaksięgowaniu wpłaty
domena zostanie odnowiona automatycznie. Jeśli nie chcesz jej przedłużać,
nic nie musisz robić; po 30 dniach od wygaśnięcia domena zostanie zwolniona.

Panel Klienta: https://panel.chmurka.pl/domeny

Zespół Chmurka.pl
Chmurka sp. z o.o., ul. Rakowicka 7, 31-511 Kraków
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "wolkbouw",
    group: "regional",
    lang: "nl",
    kind: "magic-link",
    code: null,
    link: "https://app.wolkbouw.nl/inloggen/link?token=wb_7Rk3Tq9Zp1Xn5Lv0&u=40318",
    from: "Wolkbouw <inloggen@wolkbouw.nl>",
    subject: "Je inloglink voor Wolkbouw",
    date: date(2025, 2, 12, "08:57:25", "+0100"),
    text: `Hoi Sam,

Klik op de link hieronder om in te loggen bij Wolkbouw. De link is 15
minuten geldig en werkt maar één keer.

https://app.wolkbouw.nl/inloggen/link?token=wb_7Rk3Tq9Zp1Xn5Lv0&u=40318

Heb je niet geprobeerd in te loggen? Dan kun je deze e-mail negeren.

Groet,
Team Wolkbouw

Wolkbouw B.V. · Stationsplein 45 · 3013 AK Rotterdam · KvK 81240517
Hulp nodig? Bel 010 820 44 19 of kijk op https://help.wolkbouw.nl
`,
    html: `<html><body style="margin:0;background:#f7f7f2;font-family:'Source Sans Pro',Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:24px"><img src="https://wolkbouw.nl/email/wolkbouw.png" width="110" alt="Wolkbouw"></td></tr>
<tr><td style="background:#fff;border:1px solid #e4e4dc;border-radius:8px;padding:30px;font-size:16px;line-height:24px;color:#22302b">
<p style="margin-top:0">Hoi Sam,</p>
<p>Klik op de knop hieronder om in te loggen bij Wolkbouw. De link is 15 minuten geldig en werkt maar één keer.</p>
<p style="margin:26px 0"><a href="https://app.wolkbouw.nl/inloggen/link?token=wb_7Rk3Tq9Zp1Xn5Lv0&amp;u=40318" style="background:#1f7a5c;color:#fff;padding:12px 26px;border-radius:6px;text-decoration:none;font-weight:600">Inloggen bij Wolkbouw</a></p>
<p style="font-size:14px;color:#66736d;margin-bottom:0">Heb je niet geprobeerd in te loggen? Dan kun je deze e-mail negeren.</p>
</td></tr>
<tr><td style="padding:18px 4px;font-size:12px;color:#8c978f">Wolkbouw B.V. · Stationsplein 45 · 3013 AK Rotterdam · KvK 81240517<br>Hulp nodig? Bel 010 820 44 19 of kijk op <a href="https://help.wolkbouw.nl" style="color:#8c978f">help.wolkbouw.nl</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "wolkbouw",
    group: "negative",
    lang: "nl",
    kind: "ssh-key-added",
    code: null,
    link: null,
    from: "Wolkbouw <beveiliging@wolkbouw.nl>",
    subject: "Er is een nieuwe SSH-sleutel aan je account toegevoegd",
    date: date(2025, 3, 18, "20:14:39", "+0100"),
    text: `Hoi Sam,

Op 18 maart 2025 om 20:14 is er een SSH-sleutel toegevoegd aan je
Wolkbouw-account:

  Naam:         laptop-thuis
  Type:         ssh-ed25519
  Vingerafdruk: SHA256:Vb3kQ8zN1xT5mR0pW7cL2yH9jD4fG6sA1eU3oI8nK0q
  Toegevoegd vanaf: 145.53.210.18 (Utrecht)

Deze sleutel geeft toegang tot alle servers in het project "webshop".

Was jij dit? Dan hoef je niets te doen. Herken je deze sleutel niet,
verwijder hem dan direct via https://app.wolkbouw.nl/account/ssh-sleutels
en wijzig je wachtwoord.

Team Wolkbouw
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Japanese, Chinese and Korean providers

const asia: Mail[] = [
  {
    family: "sorairo-server",
    group: "regional",
    lang: "ja",
    kind: "2fa-code",
    code: "284671",
    link: null,
    from: "そらいろサーバー <no-reply@sorairo-server.jp>",
    subject: "【そらいろサーバー】ログイン認証コードのお知らせ",
    date: date(2025, 2, 26, "22:31:05", "+0900"),
    text: `サム・リーダー 様

そらいろサーバー コントロールパネルへのログインで、二段階認証が要求されました。
以下の認証コードをログイン画面に入力してください。

■ 認証コード
284671

■ 有効期限
2025年2月26日 22:41まで（発行から10分間）

■ ログイン情報
会員ID：SR-5520813
IPアドレス：203.0.113.91

お心当たりのない場合は、第三者による不正ログインの可能性があります。
すぐにパスワードを変更し、サポートセンターまでご連絡ください。

──────────────────────────
そらいろサーバー サポートセンター
TEL：03-6455-0192（平日 10:00〜18:00）
https://www.sorairo-server.jp/support/
運営：株式会社そらいろネットワークス
〒150-0002 東京都渋谷区渋谷2-21-1
──────────────────────────
※本メールは送信専用アドレスから配信しています。
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eaf4fb">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#eaf4fb"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;color:#333">
<tr><td style="background:#4aa3df;padding:14px 24px"><img src="https://www.sorairo-server.jp/mail/logo_w.png" width="180" alt="そらいろサーバー"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8">
<p>サム・リーダー 様</p>
<p>そらいろサーバー コントロールパネルへのログインで、二段階認証が要求されました。<br>以下の認証コードをログイン画面に入力してください。</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0"><tr><td align="center" style="background:#f3f9fd;border:1px solid #bfdff3;padding:18px">
<span style="font-size:12px;color:#4aa3df">認証コード</span><br>
<span style="font-size:32px;font-weight:bold;letter-spacing:6px;font-family:Consolas,monospace">284671</span>
</td></tr></table>
<table cellpadding="4" cellspacing="0" style="font-size:13px">
<tr><td style="color:#777">有効期限</td><td>2025年2月26日 22:41まで（発行から10分間）</td></tr>
<tr><td style="color:#777">会員ID</td><td>SR-5520813</td></tr>
<tr><td style="color:#777">IPアドレス</td><td>203.0.113.91</td></tr>
</table>
<p style="font-size:13px;color:#c0392b">お心当たりのない場合は、第三者による不正ログインの可能性があります。すぐにパスワードを変更し、サポートセンターまでご連絡ください。</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f5f5f5;font-size:11px;line-height:1.7;color:#777">
そらいろサーバー サポートセンター　TEL：03-6455-0192（平日 10:00〜18:00）<br>
<a href="https://www.sorairo-server.jp/support/" style="color:#4aa3df">サポートサイト</a>｜<a href="https://www.sorairo-server.jp/privacy/" style="color:#4aa3df">個人情報保護方針</a><br>
運営：株式会社そらいろネットワークス　〒150-0002 東京都渋谷区渋谷2-21-1<br>
※本メールは送信専用アドレスから配信しています。
</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "sorairo-server",
    group: "negative",
    lang: "ja",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "そらいろサーバー <info@sorairo-server.jp>",
    subject: "【重要】sv4172 サーバーメンテナンスのお知らせ（3月25日実施）",
    date: date(2025, 3, 14, "15:00:00", "+0900"),
    text: `サム・リーダー 様

いつもそらいろサーバーをご利用いただき、誠にありがとうございます。
ご契約中のサーバーにつきまして、下記の日程でメンテナンスを実施いたします。

■ 対象サーバー
sv4172.sorairo-server.jp（契約番号：C-20230917-0088）

■ 実施日時
2025年3月25日（火）2:00〜6:00

■ 影響
作業中、最大30分程度ウェブサイトおよびメールが利用できなくなります。
メールはメンテナンス終了後に順次配信されます。

■ 作業内容
ストレージ機器の交換およびOSのセキュリティアップデート

お客様による作業は不要です。
ご不便をおかけいたしますが、何卒ご理解のほどお願い申し上げます。

障害・メンテナンス情報：https://status.sorairo-server.jp/

──────────────────────────
そらいろサーバー サポートセンター
TEL：03-6455-0192（平日 10:00〜18:00）
運営：株式会社そらいろネットワークス
──────────────────────────
`,
    html: null,
    enc: "b64",
  },
  {
    family: "yunfan-code",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "730158",
    link: null,
    from: "云帆代码 <noreply@yunfancode.cn>",
    subject: "【云帆代码】邮箱验证码",
    date: date(2025, 1, 21, "10:26:48", "+0800"),
    text: `您好，samreader：

您正在绑定邮箱 sam.reader@inbox.example，验证码为：

730158

验证码 30 分钟内有效。如非本人操作，请忽略本邮件，您的账号不会受到影响。

请勿将验证码告诉他人。云帆代码工作人员不会向您索取验证码。

——
云帆代码 · 企业级代码托管与持续集成平台
客服热线：400-820-6618
杭州云帆信息技术有限公司　浙ICP备2021031548号
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f3f5">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f3f5"><tr><td align="center" style="padding:30px 10px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:4px;font-family:'PingFang SC','Microsoft YaHei',sans-serif;color:#333">
<tr><td style="padding:20px 30px;border-bottom:1px solid #eee"><img src="https://static.yunfancode.cn/mail/logo.png" height="28" alt="云帆代码"></td></tr>
<tr><td style="padding:30px;font-size:14px;line-height:24px">
<p>您好，<b>samreader</b>：</p>
<p>您正在绑定邮箱 sam.reader@inbox.example，验证码为：</p>
<p style="font-size:28px;font-weight:bold;color:#1e6fff;letter-spacing:4px;margin:20px 0">730158</p>
<p>验证码 30 分钟内有效。如非本人操作，请忽略本邮件，您的账号不会受到影响。</p>
<p style="color:#999;font-size:12px">请勿将验证码告诉他人。云帆代码工作人员不会向您索取验证码。</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#fafafa;font-size:12px;color:#999;line-height:20px">
云帆代码 · 企业级代码托管与持续集成平台<br>客服热线：400-820-6618　|　<a href="https://yunfancode.cn/help" style="color:#999">帮助中心</a><br>
杭州云帆信息技术有限公司　浙ICP备2021031548号
</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "yunfan-code",
    group: "regional",
    lang: "zh",
    kind: "invite-link",
    code: null,
    link: "https://yunfancode.cn/invite/accept?code=ivt_k8Q2mX7wZ4pR&org=xingchen-tech",
    from: "云帆代码 <noreply@yunfancode.cn>",
    subject: "李明邀请您加入企业「星辰科技」",
    date: date(2025, 2, 27, "17:45:12", "+0800"),
    text: `您好：

李明（liming@xingchen-tech.cn）邀请您加入云帆代码企业「星辰科技」，
角色为「开发者」。加入后您可以访问以下仓库：

  xingchen/mall-backend
  xingchen/mall-admin-web
  xingchen/infra-terraform

点击下方链接接受邀请（7 天内有效）：
https://yunfancode.cn/invite/accept?code=ivt_k8Q2mX7wZ4pR&org=xingchen-tech

如果您还没有云帆代码账号，打开链接后可先注册。

——
云帆代码 · 客服热线：400-820-6618
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f3f5">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f3f5"><tr><td align="center" style="padding:30px 10px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:4px;font-family:'PingFang SC','Microsoft YaHei',sans-serif;color:#333">
<tr><td style="padding:20px 30px;border-bottom:1px solid #eee"><img src="https://static.yunfancode.cn/mail/logo.png" height="28" alt="云帆代码"></td></tr>
<tr><td style="padding:30px;font-size:14px;line-height:24px">
<p>您好：</p>
<p><b>李明</b>（liming@xingchen-tech.cn）邀请您加入云帆代码企业「<b>星辰科技</b>」，角色为「开发者」。加入后您可以访问以下仓库：</p>
<ul style="color:#555"><li>xingchen/mall-backend</li><li>xingchen/mall-admin-web</li><li>xingchen/infra-terraform</li></ul>
<p style="text-align:center;margin:28px 0"><a href="https://yunfancode.cn/invite/accept?code=ivt_k8Q2mX7wZ4pR&amp;org=xingchen-tech" style="background:#1e6fff;color:#fff;padding:11px 36px;border-radius:4px;text-decoration:none">接受邀请</a></p>
<p style="color:#999;font-size:12px">邀请 7 天内有效。如果您还没有云帆代码账号，打开链接后可先注册。</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#fafafa;font-size:12px;color:#999">云帆代码 · 客服热线：400-820-6618　|　<a href="https://yunfancode.cn/settings/notifications" style="color:#999">通知设置</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "nuri-devops",
    group: "regional",
    lang: "ko",
    kind: "invite-link",
    code: null,
    link: "https://app.nuridevops.kr/invitations/7f3b2e90-c41a-4d6e-9b58-a2e0d7c61f34/accept",
    from: "누리데브옵스 <no-reply@nuridevops.kr>",
    subject: "[누리데브옵스] 김서연님이 '한빛커머스' 워크스페이스에 초대했습니다",
    date: date(2025, 2, 5, "13:08:27", "+0900"),
    text: `안녕하세요.

김서연님(seoyeon.kim@hanbit-commerce.kr)이 누리데브옵스의 '한빛커머스'
워크스페이스에 회원님을 초대했습니다.

- 역할: 멤버
- 프로젝트: 주문 서비스, 정산 배치, 모바일 앱

아래 링크를 눌러 초대를 수락해 주세요. 초대는 72시간 동안 유효합니다.
https://app.nuridevops.kr/invitations/7f3b2e90-c41a-4d6e-9b58-a2e0d7c61f34/accept

본인과 관련 없는 메일이라면 무시하셔도 됩니다.

누리데브옵스 고객센터 1588-0427 (평일 09:00~18:00)
(주)누리클라우드 | 서울특별시 성동구 왕십리로 83-21 | 사업자등록번호 214-88-40913
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f6fa">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fa"><tr><td align="center" style="padding:36px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222">
<tr><td style="padding:30px 36px 10px"><img src="https://cdn.nuridevops.kr/email/nuri-logo.png" width="120" alt="누리데브옵스"></td></tr>
<tr><td style="padding:10px 36px;font-size:20px;font-weight:bold;line-height:30px">김서연님이 '한빛커머스' 워크스페이스에<br>회원님을 초대했습니다</td></tr>
<tr><td style="padding:10px 36px;font-size:14px;line-height:22px;color:#555">
역할: 멤버<br>프로젝트: 주문 서비스, 정산 배치, 모바일 앱</td></tr>
<tr><td style="padding:24px 36px"><a href="https://app.nuridevops.kr/invitations/7f3b2e90-c41a-4d6e-9b58-a2e0d7c61f34/accept" style="display:block;background:#3d5afe;color:#fff;text-align:center;padding:14px 0;border-radius:8px;font-size:15px;font-weight:bold;text-decoration:none">초대 수락하기</a></td></tr>
<tr><td style="padding:0 36px 28px;font-size:12px;color:#999">초대는 72시간 동안 유효합니다. 본인과 관련 없는 메일이라면 무시하셔도 됩니다.</td></tr>
</table>
<p style="font-family:'Malgun Gothic',sans-serif;font-size:11px;color:#999;line-height:18px">누리데브옵스 고객센터 1588-0427 (평일 09:00~18:00)<br>(주)누리클라우드 | 서울특별시 성동구 왕십리로 83-21 | 사업자등록번호 214-88-40913</p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "nuri-devops",
    group: "negative",
    lang: "ko",
    kind: "invoice-notice",
    code: null,
    link: null,
    from: "누리데브옵스 <billing@nuridevops.kr>",
    subject: "[누리데브옵스] 2025년 2월 이용 요금 청구서",
    date: date(2025, 3, 3, "09:00:14", "+0900"),
    text: `안녕하세요, 한빛커머스 관리자님.

2025년 2월 누리데브옵스 이용 요금을 안내드립니다.

- 청구서 번호: NB-202502-004417
- 요금제: 팀 (12석)
- 빌드 시간 추가 사용: 1,240분
- 청구 금액: 386,100원 (부가세 포함)
- 결제 예정일: 2025년 3월 10일
- 결제 수단: 법인카드 (****-****-****-5512)

좌석 변경: 2월 18일 10석 → 12석 (+2석, 일할 계산 적용)

자세한 내역은 관리 콘솔의 결제 메뉴에서 확인하실 수 있습니다.
https://app.nuridevops.kr/workspace/hanbit-commerce/billing

(주)누리클라우드 | 고객센터 1588-0427
`,
    html: null,
    enc: "8bit",
  },
];

export const mails: Mail[] = [...oss, ...cloud, ...apps, ...ops, ...europe, ...asia];
