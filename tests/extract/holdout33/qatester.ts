/**
 * The throwaway test inboxes of a QA engineer who signs up to client staging apps and real services
 * all day: sign-up codes and links, magic sign-in links, two-step codes, resets, invitations, e-mail
 * change and newsletter opt-in confirmations, plus the welcome, alert, trial and receipt mail around them.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date with the right weekday. */
function date(y: number, m: number, d: number, hh: number, mm: number, ss = 0, tz = "+0000"): string {
  const day = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${day}, ${d} ${MONTHS[m - 1]} ${y} ${p(hh)}:${p(mm)}:${p(ss)} ${tz}`;
}

/** An href as written in HTML source. */
function amp(url: string): string {
  return url.replaceAll("&", "&amp;");
}

/** A hidden preheader line, as marketing and transactional templates carry. */
function preheader(s: string): string {
  return `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${s}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`;
}

/** One table cell per digit, the way some sign-up templates print a code. */
function digit_cells(code: string, color = "#111827", bg = "#f3f4f6"): string {
  return [...code].map((ch) =>
    `<td style="padding:0 4px;"><div style="width:44px;height:54px;line-height:54px;text-align:center;font-family:'SF Mono',Menlo,Consolas,monospace;font-size:28px;font-weight:700;color:${color};background:${bg};border-radius:8px;">${ch}</div></td>`
  ).join("\n            ");
}

// ---------------------------------------------------------------- hivepad (en)

function hivepad_page(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>Hivepad</title>
<style>
  @media only screen and (max-width:620px){ .container{width:100% !important;} .px{padding-left:20px !important;padding-right:20px !important;} }
</style>
</head>
<body style="margin:0;padding:0;background:#fff8e7;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fff8e7;">
  <tr><td align="center" style="padding:32px 12px;">
    <table role="presentation" class="container" width="580" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:14px;border:1px solid #f1e3bf;">
      <tr><td class="px" style="padding:28px 40px 8px 40px;">
        <a href="https://hivepad.io/?utm_source=transactional&amp;utm_medium=email"><img src="https://static.hivepad.io/email/logo-honey@2x.png" width="118" height="30" alt="Hivepad" style="display:block;border:0;"></a>
      </td></tr>
      <tr><td class="px" style="padding:8px 40px 32px 40px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:24px;color:#2b2b2b;">
${body}
      </td></tr>
    </table>
    <table role="presentation" class="container" width="580" cellpadding="0" cellspacing="0" border="0">
      <tr><td style="padding:20px 40px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#8a7a55;text-align:center;">
        <a href="https://twitter.com/hivepadapp" style="color:#8a7a55;">X</a> &nbsp;·&nbsp; <a href="https://www.linkedin.com/company/hivepad" style="color:#8a7a55;">LinkedIn</a> &nbsp;·&nbsp; <a href="https://hivepad.io/changelog" style="color:#8a7a55;">Changelog</a><br>
        Hivepad Inc., 548 Market St PMB 72019, San Francisco, CA 94104<br>
        <a href="https://hivepad.io/legal/privacy" style="color:#8a7a55;">Privacy</a> · <a href="https://hivepad.io/legal/terms" style="color:#8a7a55;">Terms</a> · <a href="https://help.hivepad.io" style="color:#8a7a55;">Help center</a><br>
        © 2026 Hivepad Inc.
      </td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>`;
}

const hivepad: Mail[] = [
  {
    family: "hivepad",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "580317",
    link: null,
    from: "Hivepad <hello@mail.hivepad.io>",
    to: "qa+hivepad-1127@testbox.devagency.example",
    subject: "580317 is your Hivepad confirmation code",
    date: date(2026, 11, 3, 8, 41, 12),
    text: `Confirm your email address

Enter this code in the Hivepad window you just opened to finish creating your account:

580317

The code expires in 15 minutes. If you didn't try to sign up for Hivepad, you can ignore this email; nobody can use your address without the code.

Questions? https://help.hivepad.io

Hivepad Inc., 548 Market St PMB 72019, San Francisco, CA 94104
`,
    html: hivepad_page(
      "Enter this code to finish creating your account.",
      `        <h1 style="margin:0 0 12px 0;font-size:24px;line-height:32px;font-weight:700;color:#1f1a10;">Confirm your email address</h1>
        <p style="margin:0 0 24px 0;">Enter this code in the Hivepad window you just opened to finish creating your account.</p>
        <table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:0 auto 24px auto;">
          <tr>
            ${digit_cells("580317", "#1f1a10", "#fff1c9")}
          </tr>
        </table>
        <p style="margin:0 0 16px 0;font-size:14px;color:#6b6252;">The code expires in 15 minutes. If you didn't try to sign up for Hivepad, you can ignore this email; nobody can use your address without the code.</p>
        <p style="margin:0;font-size:14px;color:#6b6252;">Questions? Visit our <a href="https://help.hivepad.io" style="color:#c07a00;">help center</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "hivepad",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://hivepad.io/join/w_9Kq2ZtLm?invite=inv_01JCH7X4RZP8M2V6Q0A9T3YBND&utm_source=invite&utm_medium=email",
    from: "Priya Raman via Hivepad <notifications@mail.hivepad.io>",
    to: "qa+hivepad-1127@testbox.devagency.example",
    subject: 'Priya Raman invited you to the "Brightline QA" workspace on Hivepad',
    date: date(2026, 11, 3, 9, 2, 55),
    text: `Priya Raman (priya@brightline-studio.example) invited you to join the Brightline QA workspace on Hivepad.

Brightline QA has 14 members and 6 boards, including "Release 4.2 regression" and "Onboarding flows".

Join the workspace:
https://hivepad.io/join/w_9Kq2ZtLm?invite=inv_01JCH7X4RZP8M2V6Q0A9T3YBND&utm_source=invite&utm_medium=email

This invitation expires on November 10, 2026. If you don't know Priya, you can ignore this message.

--
Hivepad Inc., 548 Market St PMB 72019, San Francisco, CA 94104
Notification settings: https://hivepad.io/settings/notifications
`,
    html: hivepad_page(
      "Priya Raman invited you to Brightline QA.",
      `        <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px 0;"><tr>
          <td style="padding-right:12px;"><img src="https://avatars.hivepad.io/u/48122/64.png" width="40" height="40" alt="Priya Raman" style="border-radius:20px;display:block;"></td>
          <td style="font-size:15px;color:#2b2b2b;"><strong>Priya Raman</strong> (<a href="mailto:priya@brightline-studio.example" style="color:#c07a00;">priya@brightline-studio.example</a>)<br>invited you to join a workspace</td>
        </tr></table>
        <h1 style="margin:0 0 8px 0;font-size:22px;line-height:30px;color:#1f1a10;">Brightline QA</h1>
        <p style="margin:0 0 24px 0;color:#6b6252;">14 members · 6 boards, including “Release 4.2 regression” and “Onboarding flows”</p>
        <table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
          <td bgcolor="#f5a300" style="border-radius:8px;"><a href="${
        amp(
          "https://hivepad.io/join/w_9Kq2ZtLm?invite=inv_01JCH7X4RZP8M2V6Q0A9T3YBND&utm_source=invite&utm_medium=email",
        )
      }" style="display:inline-block;padding:13px 26px;font-size:16px;font-weight:600;color:#1f1a10;text-decoration:none;">Join Brightline QA</a></td>
        </tr></table>
        <p style="margin:24px 0 0 0;font-size:13px;color:#8a7a55;">This invitation expires on November 10, 2026. If you don't know Priya, you can ignore this message.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "hivepad",
    group: "consumer",
    lang: "en",
    kind: "trial-ending",
    code: null,
    link: null,
    from: "Hivepad Billing <billing@mail.hivepad.io>",
    to: "qa+hivepad-1127@testbox.devagency.example",
    subject: "Your Hivepad Team trial ends in 3 days",
    date: date(2026, 11, 14, 16, 0, 4),
    text: `Hi there,

Your 14-day trial of Hivepad Team for the workspace "Brightline QA" ends on Tuesday, November 17, 2026.

After that, the workspace moves to the Free plan unless you add a card:
- Free: up to 3 boards, 7 days of history
- Team: $8 per member / month billed yearly ($10 monthly)

Nothing is deleted when the trial ends. Boards beyond the first three become read-only.

Compare plans: https://hivepad.io/pricing
Add billing details: https://hivepad.io/w/w_9Kq2ZtLm/settings/billing

Thanks for trying Hivepad,
The Hivepad team

Hivepad Inc., 548 Market St PMB 72019, San Francisco, CA 94104
Unsubscribe from billing reminders: https://hivepad.io/u/unsub?t=bl_7f3a29
`,
    html: hivepad_page(
      "Nothing is deleted when the trial ends.",
      `        <h1 style="margin:0 0 12px 0;font-size:22px;line-height:30px;color:#1f1a10;">Your trial ends in 3 days</h1>
        <p style="margin:0 0 16px 0;">Your 14-day trial of <strong>Hivepad Team</strong> for <strong>Brightline QA</strong> ends on <strong>Tuesday, November 17, 2026</strong>.</p>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #f1e3bf;border-radius:10px;margin:0 0 20px 0;">
          <tr><td style="padding:14px 18px;border-bottom:1px solid #f1e3bf;font-size:15px;"><strong>Free</strong><br><span style="color:#6b6252;">Up to 3 boards · 7 days of history</span></td></tr>
          <tr><td style="padding:14px 18px;font-size:15px;"><strong>Team</strong> — $8 per member / month billed yearly<br><span style="color:#6b6252;">$10 billed monthly · unlimited boards and history</span></td></tr>
        </table>
        <p style="margin:0 0 24px 0;">Nothing is deleted when the trial ends. Boards beyond the first three become read-only.</p>
        <p style="margin:0 0 8px 0;"><a href="https://hivepad.io/w/w_9Kq2ZtLm/settings/billing" style="color:#c07a00;font-weight:600;">Add billing details</a> &nbsp;|&nbsp; <a href="https://hivepad.io/pricing" style="color:#c07a00;">Compare plans</a></p>
        <p style="margin:24px 0 0 0;font-size:12px;color:#8a7a55;"><a href="https://hivepad.io/u/unsub?t=bl_7f3a29" style="color:#8a7a55;">Unsubscribe from billing reminders</a></p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- portcullis-iam (en, self-hosted OSS identity server)

const portcullis: Mail[] = [
  {
    family: "portcullis-iam",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://id.staging.fernhill-logistics.example/realms/fernhill/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3ZjFlIiwidHlwIjoidmVyaWZ5LWVtYWlsIn0.Qm3xV8bL2&client_id=fleet-portal&tab_id=Xc81Lp0aZ2",
    from: "Fernhill Fleet Portal (staging) <no-reply@id.staging.fernhill-logistics.example>",
    to: "qa.fernhill.07@testbox.devagency.example",
    subject: "Verify email",
    date: date(2026, 11, 4, 10, 12, 38, "+0100"),
    text:
      `A Fernhill Fleet Portal (staging) account was just registered with this address. If that was you, open the link below to confirm the address belongs to you.

https://id.staging.fernhill-logistics.example/realms/fernhill/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3ZjFlIiwidHlwIjoidmVyaWZ5LWVtYWlsIn0.Qm3xV8bL2&client_id=fleet-portal&tab_id=Xc81Lp0aZ2

The link stops working after 5 minutes.

Did not register? Then no action is needed.
`,
    html: `<html>
<body>
<p>A Fernhill Fleet Portal (staging) account was just registered with this address. If that was you, open the link below to confirm the address belongs to you.</p>
<p><a href="${
      amp(
        "https://id.staging.fernhill-logistics.example/realms/fernhill/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3ZjFlIiwidHlwIjoidmVyaWZ5LWVtYWlsIn0.Qm3xV8bL2&client_id=fleet-portal&tab_id=Xc81Lp0aZ2",
      )
    }" rel="noopener" target="_blank">Verify e-mail address</a></p>
<p>The link stops working after 5 minutes.</p>
<p>Did not register? Then no action is needed.</p>
</body>
</html>
`,
  },
  {
    family: "portcullis-iam",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://id.staging.fernhill-logistics.example/realms/fernhill/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3ZjFlIiwidHlwIjoicmVzZXQtY3JlZGVudGlhbHMifQ.t9PzR0wQe&client_id=fleet-portal&tab_id=Hq3n7VbY1s",
    from: "Fernhill Fleet Portal (staging) <no-reply@id.staging.fernhill-logistics.example>",
    to: "qa.fernhill.07@testbox.devagency.example",
    subject: "Reset password",
    date: date(2026, 11, 4, 10, 31, 2, "+0100"),
    text:
      `A password reset was requested for your Fernhill Fleet Portal (staging) account. If you asked for it, follow the link below to choose new credentials.

https://id.staging.fernhill-logistics.example/realms/fernhill/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3ZjFlIiwidHlwIjoicmVzZXQtY3JlZGVudGlhbHMifQ.t9PzR0wQe&client_id=fleet-portal&tab_id=Hq3n7VbY1s

The link stops working after 30 minutes.

If you did not ask for a reset, disregard this message; your current password keeps working.
`,
    html: `<html>
<body>
<p>A password reset was requested for your Fernhill Fleet Portal (staging) account. If you asked for it, follow the link below to choose new credentials.</p>
<p><a href="${
      amp(
        "https://id.staging.fernhill-logistics.example/realms/fernhill/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3ZjFlIiwidHlwIjoicmVzZXQtY3JlZGVudGlhbHMifQ.t9PzR0wQe&client_id=fleet-portal&tab_id=Hq3n7VbY1s",
      )
    }" rel="noopener" target="_blank">Reset credentials</a></p>
<p>The link stops working after 30 minutes.</p>
<p>If you did not ask for a reset, disregard this message; your current password keeps working.</p>
</body>
</html>
`,
  },
  {
    family: "portcullis-iam",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: "27049561",
    link: null,
    from: "Portcullis <auth@portcullis.qa-lab.devagency.example>",
    to: "qa.portcullis.admin@testbox.devagency.example",
    subject: "[Portcullis] Your sign-in code",
    date: date(2026, 11, 5, 7, 58, 40, "+0100"),
    text: `Hello qa.portcullis.admin,

Use the following one-time code to complete your sign-in to Portcullis (realm: agency-lab):

    27049561

Request details
  Time:      2026-11-05 07:58:40 CET
  IP:        185.41.22.107
  Client:    admin-console
  Browser:   Firefox 132 on Ubuntu

The code is valid for 10 minutes and can be used once.

If you did not try to sign in, change your password immediately and contact your administrator.

-- 
Portcullis Identity Server 3.8.1
https://portcullis.qa-lab.devagency.example
`,
    html: null,
  },
];

// ---------------------------------------------------------------- mintleaf-budget (en, a client's staging app)

const MINTLEAF_MAGIC =
  "https://staging.mintleaf.app/auth/callback?token=ml_mgc_4f9c1e07b2d84a6e93c5a1f0d7e2b836&type=magiclink&redirect_to=https%3A%2F%2Fstaging.mintleaf.app%2Fdashboard";
const MINTLEAF_VERIFY =
  "https://staging.mintleaf.app/verify?email=qa%2Bmintleaf42%40testbox.devagency.example&token=738204&flow=signup";

function mintleaf_page(body: string): string {
  return `<!doctype html>
<html>
<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"></head>
<body style="background-color:#f4f7f5;font-family:'Inter',Helvetica,Arial,sans-serif;margin:0;padding:0;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background-color:#f4f7f5;">
<tr><td align="center" style="padding:24px 0;">
<table width="520" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;border:1px solid #dfe7e2;border-radius:6px;">
<tr><td style="background:#0f5132;padding:6px 24px;font-size:11px;letter-spacing:1px;color:#d1f2e0;text-transform:uppercase;">Staging environment — not a real account</td></tr>
<tr><td style="padding:24px 24px 0 24px;"><img src="https://staging-assets.mintleaf.app/brand/mintleaf-wordmark.png" alt="Mintleaf" width="120" height="28"></td></tr>
<tr><td style="padding:16px 24px 28px 24px;font-size:15px;line-height:23px;color:#1c2b24;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #dfe7e2;font-size:12px;line-height:18px;color:#6c7d74;">
Mintleaf Money Ltd · 3rd Floor, 21 Queen Street, Edinburgh EH2 1JX · <a href="https://staging.mintleaf.app/privacy" style="color:#6c7d74;">Privacy</a> · <a href="https://staging.mintleaf.app/support" style="color:#6c7d74;">Support</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

const mintleaf: Mail[] = [
  {
    family: "mintleaf-budget",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: MINTLEAF_MAGIC,
    from: "Mintleaf [STAGING] <noreply@staging.mintleaf.app>",
    to: "qa+mintleaf42@testbox.devagency.example",
    subject: "[STAGING] Your Mintleaf sign-in link",
    date: date(2026, 11, 6, 13, 20, 9),
    text: `Sign in to Mintleaf

Tap the link below on this device to sign in. It works once and expires in 10 minutes.

${MINTLEAF_MAGIC}

Requested from Chrome on macOS, near Edinburgh, UK at 13:20 GMT.
If you didn't ask for this, you can safely ignore it.

Mintleaf Money Ltd, 3rd Floor, 21 Queen Street, Edinburgh EH2 1JX
`,
    html: mintleaf_page(`<h2 style="margin:0 0 12px 0;font-size:20px;">Sign in to Mintleaf</h2>
<p style="margin:0 0 20px 0;">Tap the button on this device to sign in. It works once and expires in 10 minutes.</p>
<p style="margin:0 0 20px 0;"><a href="${
      amp(MINTLEAF_MAGIC)
    }" style="background:#19a463;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:600;display:inline-block;">Sign in to Mintleaf</a></p>
<p style="margin:0 0 8px 0;font-size:13px;color:#6c7d74;">Requested from Chrome on macOS, near Edinburgh, UK at 13:20 GMT.</p>
<p style="margin:0;font-size:13px;color:#6c7d74;">If you didn't ask for this, you can safely ignore it.</p>`),
    enc: "qp",
  },
  {
    family: "mintleaf-budget",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "738204",
    link: MINTLEAF_VERIFY,
    from: "Mintleaf [STAGING] <noreply@staging.mintleaf.app>",
    to: "qa+mintleaf42@testbox.devagency.example",
    subject: "[STAGING] Confirm your email for Mintleaf",
    date: date(2026, 11, 6, 13, 4, 51),
    text: `Welcome to Mintleaf!

To confirm your email, enter this code in the app:

738204

Or open this link on the device where you signed up:
${MINTLEAF_VERIFY}

The code and link are valid for 24 hours.

Mintleaf Money Ltd is registered in Scotland (SC712945). 3rd Floor, 21 Queen Street, Edinburgh EH2 1JX
`,
    html: mintleaf_page(`<h2 style="margin:0 0 12px 0;font-size:20px;">Welcome to Mintleaf!</h2>
<p style="margin:0 0 12px 0;">To confirm your email, enter this code in the app:</p>
<p style="margin:0 0 20px 0;font-family:Menlo,Consolas,monospace;font-size:30px;font-weight:700;letter-spacing:6px;color:#0f5132;">738204</p>
<p style="margin:0 0 12px 0;">Or confirm with one tap on the device where you signed up:</p>
<p style="margin:0 0 20px 0;"><a href="${
      amp(MINTLEAF_VERIFY)
    }" style="background:#19a463;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:600;display:inline-block;">Confirm email</a></p>
<p style="margin:0;font-size:13px;color:#6c7d74;">The code and link are valid for 24 hours. Mintleaf Money Ltd is registered in Scotland (SC712945).</p>`),
    enc: "b64",
  },
  {
    family: "mintleaf-budget",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Mintleaf [STAGING] <security@staging.mintleaf.app>",
    to: "qa+mintleaf42@testbox.devagency.example",
    subject: "[STAGING] Your Mintleaf password was changed",
    date: date(2026, 11, 6, 13, 47, 30),
    text: `Your password was changed

The password for the Mintleaf account qa+mintleaf42@testbox.devagency.example was changed on 6 November 2026 at 13:47 GMT.

Device: Chrome 131 on macOS
Approximate location: Edinburgh, United Kingdom

If this was you, there's nothing else to do.
If it wasn't, secure your account now: https://staging.mintleaf.app/support/account-locked
or call us on 0131 496 0732 (Mon–Fri, 8am–8pm).

Mintleaf Money Ltd, 3rd Floor, 21 Queen Street, Edinburgh EH2 1JX
`,
    html: mintleaf_page(`<h2 style="margin:0 0 12px 0;font-size:20px;">Your password was changed</h2>
<p style="margin:0 0 16px 0;">The password for <strong>qa+mintleaf42@testbox.devagency.example</strong> was changed on 6 November 2026 at 13:47 GMT.</p>
<table cellpadding="0" cellspacing="0" role="presentation" style="font-size:14px;margin:0 0 16px 0;">
<tr><td style="color:#6c7d74;padding:2px 16px 2px 0;">Device</td><td>Chrome 131 on macOS</td></tr>
<tr><td style="color:#6c7d74;padding:2px 16px 2px 0;">Location</td><td>Edinburgh, United Kingdom (approx.)</td></tr>
</table>
<p style="margin:0 0 8px 0;">If this was you, there's nothing else to do.</p>
<p style="margin:0;">If it wasn't, <a href="https://staging.mintleaf.app/support/account-locked" style="color:#19a463;">secure your account now</a> or call us on 0131 496 0732 (Mon–Fri, 8am–8pm).</p>`),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- codelantern-ci (en)

const CL_DEVICE = "https://codelantern.dev/session/device-verify?request=dvr_8hT2kPq0XzWm4Lc7&confirm=1";
const CL_EMAIL = "https://codelantern.dev/settings/emails/confirm/4a1c7e2b9d0f4b6a8e53c2d17f90ab64";

function codelantern_page(body: string): string {
  return `<!DOCTYPE html>
<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>CodeLantern</title></head>
<body style="margin:0;background:#0d1117;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#0d1117">
  <tr><td align="center" style="padding:40px 16px;">
    <table width="560" cellpadding="0" cellspacing="0" border="0">
      <tr><td style="padding-bottom:20px;"><img src="https://cdn.codelantern.dev/mail/lantern-mark-light.png" width="32" height="32" alt="CodeLantern"></td></tr>
      <tr><td bgcolor="#161b22" style="border:1px solid #30363d;border-radius:8px;padding:28px;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;line-height:22px;color:#c9d1d9;">
${body}
      </td></tr>
      <tr><td style="padding:20px 0;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#8b949e;text-align:center;">
        You're receiving this because of activity on your CodeLantern account.<br>
        <a href="https://codelantern.dev/settings/notifications" style="color:#58a6ff;">Notification settings</a> · <a href="https://docs.codelantern.dev" style="color:#58a6ff;">Docs</a> · <a href="https://status.codelantern.dev" style="color:#58a6ff;">Status</a><br>
        CodeLantern BV · Keizersgracht 241 · 1016 EA Amsterdam · The Netherlands
      </td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>`;
}

const codelantern: Mail[] = [
  {
    family: "codelantern-ci",
    group: "consumer",
    lang: "en",
    kind: "device-approval",
    code: null,
    link: CL_DEVICE,
    from: "CodeLantern <noreply@codelantern.dev>",
    to: "qa-ci-bot-03@testbox.devagency.example",
    subject: "[CodeLantern] Approve sign-in from a new device",
    date: date(2026, 11, 9, 11, 6, 17, "+0100"),
    text: `Hey qa-ci-bot-03!

We noticed a sign-in to your account from a device we haven't seen before:

  Device:   Safari 18.1 on iPadOS
  Location: Lisbon, Portugal (IP 94.62.140.19)
  Time:     Nov 9, 2026 11:06 CET

To finish signing in, approve this device:
${CL_DEVICE}

The request expires in 20 minutes. If this wasn't you, don't approve it, and reset your password from https://codelantern.dev/password_reset.

Thanks,
The CodeLantern Team
`,
    html: codelantern_page(
      `        <p style="margin:0 0 16px 0;font-size:18px;color:#f0f6fc;">Approve sign-in from a new device</p>
        <p style="margin:0 0 16px 0;">Hey <strong>qa-ci-bot-03</strong>, we noticed a sign-in to your account from a device we haven't seen before.</p>
        <table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px 0;font-size:13px;">
          <tr><td style="color:#8b949e;padding:2px 20px 2px 0;">Device</td><td>Safari 18.1 on iPadOS</td></tr>
          <tr><td style="color:#8b949e;padding:2px 20px 2px 0;">Location</td><td>Lisbon, Portugal (IP 94.62.140.19)</td></tr>
          <tr><td style="color:#8b949e;padding:2px 20px 2px 0;">Time</td><td>Nov 9, 2026 11:06 CET</td></tr>
        </table>
        <table cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#238636" style="border-radius:6px;"><a href="${CL_DEVICE}" style="display:inline-block;padding:9px 18px;color:#ffffff;font-weight:600;text-decoration:none;">Approve this device</a></td></tr></table>
        <p style="margin:20px 0 0 0;color:#8b949e;">The request expires in 20 minutes. If this wasn't you, don't approve it, and <a href="https://codelantern.dev/password_reset" style="color:#58a6ff;">reset your password</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "codelantern-ci",
    group: "consumer",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "CodeLantern Billing <billing@codelantern.dev>",
    to: "qa-ci-bot-03@testbox.devagency.example",
    subject: "Your CodeLantern receipt #CL-2026-118842",
    date: date(2026, 11, 10, 0, 14, 2, "+0100"),
    text: `Thanks for your payment!

Receipt #CL-2026-118842
Date paid: November 10, 2026
Payment method: Visa •••• 4242

  Pro plan (monthly), 1 seat ........ €12.00
  Extra build minutes (3,000) ....... €6.00
  VAT 21% (NL) ...................... €3.78
  -----------------------------------------
  Total paid ........................ €21.78

Your next invoice will be issued on December 10, 2026.
A PDF copy of this receipt is attached. Past invoices: https://codelantern.dev/settings/billing/history

CodeLantern BV · KvK 84920117 · VAT NL865012347B01
Keizersgracht 241, 1016 EA Amsterdam
`,
    html: codelantern_page(
      `        <p style="margin:0 0 4px 0;font-size:18px;color:#f0f6fc;">Thanks for your payment!</p>
        <p style="margin:0 0 20px 0;color:#8b949e;">Receipt #CL-2026-118842 · Paid November 10, 2026 · Visa •••• 4242</p>
        <table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:13px;border-top:1px solid #30363d;">
          <tr><td style="padding:8px 0;border-bottom:1px solid #30363d;">Pro plan (monthly), 1 seat</td><td align="right" style="padding:8px 0;border-bottom:1px solid #30363d;">€12.00</td></tr>
          <tr><td style="padding:8px 0;border-bottom:1px solid #30363d;">Extra build minutes (3,000)</td><td align="right" style="padding:8px 0;border-bottom:1px solid #30363d;">€6.00</td></tr>
          <tr><td style="padding:8px 0;border-bottom:1px solid #30363d;color:#8b949e;">VAT 21% (NL)</td><td align="right" style="padding:8px 0;border-bottom:1px solid #30363d;color:#8b949e;">€3.78</td></tr>
          <tr><td style="padding:8px 0;font-weight:600;color:#f0f6fc;">Total paid</td><td align="right" style="padding:8px 0;font-weight:600;color:#f0f6fc;">€21.78</td></tr>
        </table>
        <p style="margin:20px 0 0 0;">Your next invoice will be issued on December 10, 2026. A PDF copy is attached; see <a href="https://codelantern.dev/settings/billing/history" style="color:#58a6ff;">billing history</a> for past invoices.</p>
        <p style="margin:12px 0 0 0;font-size:12px;color:#8b949e;">KvK 84920117 · VAT NL865012347B01</p>`,
    ),
    enc: "qp",
    attachment: [
      "CodeLantern-receipt-CL-2026-118842.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "codelantern-ci",
    group: "consumer",
    lang: "en",
    kind: "email-change-link",
    code: null,
    link: CL_EMAIL,
    from: "CodeLantern <noreply@codelantern.dev>",
    to: "qa-ci-bot-03+new@testbox.devagency.example",
    subject: "[CodeLantern] Please verify your email address",
    date: date(2026, 11, 12, 15, 40, 56, "+0100"),
    text: `Hi qa-ci-bot-03,

You added qa-ci-bot-03+new@testbox.devagency.example to your CodeLantern account. To start receiving build notifications at this address and use it to sign in, verify it:

${CL_EMAIL}

This link expires in 7 days. Until then, notifications keep going to your current primary address.

If you didn't add this address, you can ignore this email.

Thanks,
The CodeLantern Team
`,
    html: codelantern_page(
      `        <p style="margin:0 0 16px 0;font-size:18px;color:#f0f6fc;">Verify your email address</p>
        <p style="margin:0 0 20px 0;">You added <strong>qa-ci-bot-03+new@testbox.devagency.example</strong> to your CodeLantern account. To receive build notifications here and use it to sign in, verify it.</p>
        <table cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#238636" style="border-radius:6px;"><a href="${CL_EMAIL}" style="display:inline-block;padding:9px 18px;color:#ffffff;font-weight:600;text-decoration:none;">Verify email address</a></td></tr></table>
        <p style="margin:20px 0 0 0;color:#8b949e;">Button not working? Paste this link into your browser:<br><a href="${CL_EMAIL}" style="color:#58a6ff;word-break:break-all;">${CL_EMAIL}</a></p>
        <p style="margin:12px 0 0 0;color:#8b949e;">This link expires in 7 days. If you didn't add this address, you can ignore this email.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- sparrowpost (en, newsletter platform)

const SP_CONFIRM =
  "https://links.sparrowpost.email/c/eJxNj0FuwyAQRU8TdhgDBuMFi0pRz9ANGmDsoGBjAa7U25eoqtTVaP7X-_OnyTqTXnchJMGzpVG2yZ5gTnNFKv4QGcpDXpISrmqiJFCOVY7STL8swx0Kwn7XUlJZBJ3rtaENO3xXX-fe0wbxwSTz2SsPD7hm/1/qk3n8Z0aVx2Tp1fYmDPw7Q?u=https%3A%2F%2Fflakytest.sparrowpost.email%2Fsubscribe%2Fconfirm%3Ft%3Dspc_61e2d9a8b0";

const sparrowpost: Mail[] = [
  {
    family: "sparrowpost",
    group: "consumer",
    lang: "en",
    kind: "subscribe-confirm",
    code: null,
    link: SP_CONFIRM,
    from: "The Flaky Test <flakytest@sparrowpost.email>",
    to: "qa.newsletters@testbox.devagency.example",
    subject: "Confirm your subscription to The Flaky Test",
    date: date(2026, 11, 11, 18, 22, 14, "-0500"),
    text: `Confirm your subscription

Thanks for signing up for The Flaky Test, a weekly letter about testing software that refuses to behave, by Dana Okafor.

Please confirm that you want to receive it at qa.newsletters@testbox.devagency.example:

Yes, subscribe me: ${SP_CONFIRM}

If you didn't sign up, ignore this email and you won't hear from us again.

--
Sent with Sparrowpost · https://sparrowpost.email
`,
    html: `<html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:#fafaf9;">
${preheader("One click and you're on the list.")}
<center>
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:540px;margin:0 auto;font-family:Georgia,'Times New Roman',serif;color:#292524;">
<tr><td style="padding:36px 24px 8px 24px;text-align:center;"><img src="https://cdn.sparrowpost.email/pubs/flakytest/avatar-96.png" width="64" height="64" alt="The Flaky Test" style="border-radius:12px;"></td></tr>
<tr><td style="padding:0 24px;text-align:center;"><h1 style="font-size:26px;font-weight:normal;margin:12px 0;">Confirm your subscription</h1></td></tr>
<tr><td style="padding:0 24px;font-size:17px;line-height:27px;">
<p>Thanks for signing up for <em>The Flaky Test</em>, a weekly letter about testing software that refuses to behave, by Dana Okafor.</p>
<p>Please confirm that you want to receive it at <strong>qa.newsletters@testbox.devagency.example</strong>.</p>
</td></tr>
<tr><td align="center" style="padding:16px 24px 28px 24px;"><a href="${
      amp(SP_CONFIRM)
    }" style="font-family:Helvetica,Arial,sans-serif;background:#292524;color:#fafaf9;padding:14px 30px;border-radius:999px;text-decoration:none;font-size:15px;">Yes, subscribe me</a></td></tr>
<tr><td style="padding:0 24px 36px 24px;font-size:14px;color:#78716c;text-align:center;">If you didn't sign up, ignore this email and you won't hear from us again.</td></tr>
<tr><td style="padding:20px 24px;border-top:1px solid #e7e5e4;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#a8a29e;text-align:center;"><a href="https://sparrowpost.email/?ref=confirm-footer" style="color:#a8a29e;"><img src="https://cdn.sparrowpost.email/brand/sent-with-sparrowpost.png" width="140" height="22" alt="Sent with Sparrowpost"></a></td></tr>
</table>
</center>
</body></html>`,
    enc: "qp",
  },
  {
    family: "sparrowpost",
    group: "consumer",
    lang: "en",
    kind: "welcome",
    code: null,
    link: null,
    from: "Dana Okafor from The Flaky Test <flakytest@sparrowpost.email>",
    to: "qa.newsletters@testbox.devagency.example",
    subject: "Welcome to The Flaky Test (and a retry decorator I regret)",
    date: date(2026, 11, 11, 18, 24, 40, "-0500"),
    text: `You're in! Welcome to The Flaky Test.

A new issue lands every Thursday around 7am Eastern. Here are three past issues people ask about most:

#41 — The test that only failed on the 31st
https://flakytest.sparrowpost.email/p/the-test-that-only-failed-on-the-31st

#37 — Retry decorators: a confession
https://flakytest.sparrowpost.email/p/retry-decorators-a-confession

#29 — Snapshot tests and the art of saying no
https://flakytest.sparrowpost.email/p/snapshot-tests-and-saying-no

Just reply to this email if you want to say hi. I read everything.

— Dana

Paid subscribers ($6/month or $60/year) get the monthly deep-dive and the archive: https://flakytest.sparrowpost.email/upgrade

Unsubscribe: https://flakytest.sparrowpost.email/unsubscribe?s=sub_8d21f07c
The Flaky Test, 1200 W Fulton Market #4, Chicago, IL 60607
`,
    html: null,
  },
];

// ---------------------------------------------------------------- nimbusnote (en)

const nimbusnote: Mail[] = [
  {
    family: "nimbusnote",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "739104",
    link: null,
    from: "Nimbusnote <account@nimbusnote.app>",
    to: "qa.nimbus.a@testbox.devagency.example",
    subject: "Your Nimbusnote login code",
    date: date(2026, 11, 12, 9, 15, 3, "+0000"),
    text: `Here's your login code:

739 104

Enter it on the Nimbusnote sign-in screen. It expires in 10 minutes.

Didn't try to log in? Someone may have typed your email by mistake. You can ignore this message.

Nimbusnote — notes that sync everywhere
Help: https://nimbusnote.app/help · Privacy: https://nimbusnote.app/privacy
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="background:#eef2ff;margin:0;padding:0;">
<table width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#eef2ff;"><tr><td align="center" style="padding:40px 10px;">
<table width="460" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;border-radius:16px;">
<tr><td align="center" style="padding:36px 32px 8px 32px;"><img src="https://nimbusnote.app/static/email/cloud-icon.png" width="48" height="48" alt=""></td></tr>
<tr><td align="center" style="padding:0 32px;font-family:Arial,Helvetica,sans-serif;font-size:20px;font-weight:bold;color:#1e1b4b;">Here's your login code</td></tr>
<tr><td align="center" style="padding:24px 32px;"><span style="display:inline-block;font-family:Arial,Helvetica,sans-serif;font-size:36px;font-weight:bold;letter-spacing:14px;color:#4338ca;background:#eef2ff;padding:14px 10px 14px 24px;border-radius:10px;">739104</span></td></tr>
<tr><td align="center" style="padding:0 40px 32px 40px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#475569;">Enter it on the Nimbusnote sign-in screen. It expires in 10 minutes.<br><br>Didn't try to log in? Someone may have typed your email by mistake. You can ignore this message.</td></tr>
</table>
<p style="font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#64748b;">Nimbusnote — notes that sync everywhere · <a href="https://nimbusnote.app/help" style="color:#64748b;">Help</a> · <a href="https://nimbusnote.app/privacy" style="color:#64748b;">Privacy</a></p>
</td></tr></table>
</body></html>`,
  },
  {
    family: "nimbusnote",
    group: "consumer",
    lang: "en",
    kind: "onboarding-tips",
    code: null,
    link: null,
    from: "Mia at Nimbusnote <mia@nimbusnote.app>",
    to: "qa.nimbus.a@testbox.devagency.example",
    subject: "3 things to try in your first week",
    date: date(2026, 11, 14, 15, 30, 0, "+0000"),
    text: `Hi,

You've had Nimbusnote for two days. Here are three things our happiest users set up early:

1. Quick capture. Press Ctrl+Shift+N anywhere on your desktop to jot a note without opening the app.
   https://nimbusnote.app/help/quick-capture

2. Daily notes. Turn on a fresh page every morning, pre-filled with your template.
   https://nimbusnote.app/help/daily-notes

3. The web clipper. Save articles and receipts straight from your browser.
   https://nimbusnote.app/download#clipper

Free plan reminder: up to 2 devices and 60 MB of uploads per month. Nimbusnote Plus is $3.99/month if you need more.

Cheers,
Mia, Customer Success

Get the apps: App Store https://apps.apple.com/app/nimbusnote/id6447218830 · Google Play https://play.google.com/store/apps/details?id=app.nimbusnote
Don't want tips? https://nimbusnote.app/email-preferences?u=nn_33a7c1&list=onboarding
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="background:#ffffff;margin:0;padding:0;font-family:Arial,Helvetica,sans-serif;">
${preheader("Quick capture, daily notes and the web clipper.")}
<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellspacing="0" cellpadding="0" border="0">
<tr><td style="padding:0 0 16px 0;"><img src="https://nimbusnote.app/static/email/wordmark.png" width="140" height="30" alt="Nimbusnote"></td></tr>
<tr><td style="font-size:15px;line-height:24px;color:#1f2937;">
<p>Hi,</p>
<p>You've had Nimbusnote for two days. Here are three things our happiest users set up early:</p>
</td></tr>
<tr><td style="padding:8px 0;"><table width="100%" cellspacing="0" cellpadding="0" border="0">
<tr><td width="64" valign="top"><img src="https://nimbusnote.app/static/email/tip-capture.png" width="48" height="48" alt="Quick capture"></td><td style="font-size:15px;line-height:22px;color:#1f2937;padding-bottom:16px;"><strong>Quick capture.</strong> Press Ctrl+Shift+N anywhere on your desktop to jot a note without opening the app. <a href="https://nimbusnote.app/help/quick-capture" style="color:#4338ca;">Learn how</a></td></tr>
<tr><td width="64" valign="top"><img src="https://nimbusnote.app/static/email/tip-daily.png" width="48" height="48" alt="Daily notes"></td><td style="font-size:15px;line-height:22px;color:#1f2937;padding-bottom:16px;"><strong>Daily notes.</strong> Turn on a fresh page every morning, pre-filled with your template. <a href="https://nimbusnote.app/help/daily-notes" style="color:#4338ca;">Set it up</a></td></tr>
<tr><td width="64" valign="top"><img src="https://nimbusnote.app/static/email/tip-clipper.png" width="48" height="48" alt="Web clipper"></td><td style="font-size:15px;line-height:22px;color:#1f2937;padding-bottom:16px;"><strong>The web clipper.</strong> Save articles and receipts straight from your browser. <a href="https://nimbusnote.app/download#clipper" style="color:#4338ca;">Get the clipper</a></td></tr>
</table></td></tr>
<tr><td style="font-size:14px;line-height:22px;color:#475569;"><p>Free plan reminder: up to 2 devices and 60 MB of uploads per month. Nimbusnote Plus is $3.99/month if you need more.</p><p>Cheers,<br>Mia, Customer Success</p></td></tr>
<tr><td style="padding:16px 0;"><a href="https://apps.apple.com/app/nimbusnote/id6447218830"><img src="https://nimbusnote.app/static/email/badge-app-store.png" width="120" height="40" alt="Download on the App Store"></a> <a href="https://play.google.com/store/apps/details?id=app.nimbusnote"><img src="https://nimbusnote.app/static/email/badge-google-play.png" width="135" height="40" alt="Get it on Google Play"></a></td></tr>
<tr><td style="font-size:12px;color:#94a3b8;border-top:1px solid #e2e8f0;padding-top:12px;">Nimbusnote Labs, 2261 Market Street #5120, San Francisco, CA 94114 · <a href="${
      amp("https://nimbusnote.app/email-preferences?u=nn_33a7c1&list=onboarding")
    }" style="color:#94a3b8;">Email preferences</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "nimbusnote",
    group: "consumer",
    lang: "en",
    kind: "login-alert",
    code: null,
    link: null,
    from: "Nimbusnote <account@nimbusnote.app>",
    to: "qa.nimbus.a@testbox.devagency.example",
    subject: "New sign-in to your Nimbusnote account",
    date: date(2026, 11, 15, 22, 51, 18, "+0000"),
    text: `Hi,

Your Nimbusnote account was just used to sign in on a new device.

When:    Sunday, November 15, 2026 at 10:51 PM GMT
Device:  Nimbusnote for Android 4.8.2 (Samsung Galaxy S23)
Where:   Manchester, England, United Kingdom

If this was you, you're all set.

If you don't recognize this sign-in, go to Settings > Devices in the app to sign that device out, then change your password. More help: https://nimbusnote.app/help/account-security

You're receiving this mandatory security notice because you have a Nimbusnote account.
Nimbusnote Labs, 2261 Market Street #5120, San Francisco, CA 94114
`,
    html: null,
  },
];

// ---------------------------------------------------------------- orbitdesk (en, help desk)

const OD_INVITE =
  "https://url4417.orbitdesk.com/ls/click?upn=u001.Vb8Yq1cW-2BfT3kPz9xLmN4rD0sA7eHj6gUi5oQ2wR8tY1uI3pO-2FaS4dF6gH8jK0lZ9xC7vB5nM3qW1eR2tY&redirect=https%3A%2F%2Ftallyho-support.orbitdesk.com%2Fagent%2Faccept%3Ftoken%3Dagi_5Zq8Wm2Pn6";

const OD_VERIFY =
  "https://url4417.orbitdesk.com/ls/click?upn=u001.Hs4Vn7Qe-2BcK1zX8mP5rT0yL3wA9dF2gJ6hB4nM1qS7uE0iO5pR-2FtY8vC3xZ6kW9&redirect=https%3A%2F%2Fwww.orbitdesk.com%2Fverify%3Ftoken%3Dodv_2Ng8Rk4Xm1";

const orbitdesk: Mail[] = [
  {
    family: "orbitdesk",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: OD_INVITE,
    from: "Tallyho Support <support@tallyho-support.orbitdesk.com>",
    to: "qa.agent.orbit@testbox.devagency.example",
    subject: "You've been added as an agent to Tallyho Support",
    date: date(2026, 11, 16, 8, 3, 11, "-0800"),
    text: `Hi QA Agent,

Marcus Lindqvist added you as an agent on Tallyho Support's OrbitDesk help desk.

Your role: Agent (Tier 1)
Groups: Billing, Onboarding

Accept the invitation and set your password:
${OD_INVITE}

Your sign-in address will be https://tallyho-support.orbitdesk.com/agent

This invitation expires in 72 hours.

--
OrbitDesk, 100 Pine Street, Suite 1250, San Francisco, CA 94111
`,
    html: `<html><body style="margin:0;padding:0;background:#f7f7f8;">
<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px;">
<table width="600" border="0" cellspacing="0" cellpadding="0" style="background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:24px 32px;border-bottom:3px solid #5b5bd6;"><img src="https://tallyho-support.orbitdesk.com/brand/logo.png" alt="Tallyho Support" height="32"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;line-height:23px;color:#2d2d35;">
<p style="margin:0 0 14px 0;">Hi QA Agent,</p>
<p style="margin:0 0 14px 0;"><strong>Marcus Lindqvist</strong> added you as an agent on Tallyho Support's OrbitDesk help desk.</p>
<table border="0" cellspacing="0" cellpadding="0" style="margin:0 0 20px 0;font-size:14px;"><tr><td style="color:#6e6e80;padding-right:16px;">Role</td><td>Agent (Tier 1)</td></tr><tr><td style="color:#6e6e80;padding-right:16px;">Groups</td><td>Billing, Onboarding</td></tr></table>
<table border="0" cellspacing="0" cellpadding="0"><tr><td style="background:#5b5bd6;border-radius:4px;"><a href="${
      amp(OD_INVITE)
    }" style="display:block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold;">Accept invitation</a></td></tr></table>
<p style="margin:20px 0 0 0;font-size:13px;color:#6e6e80;">Your sign-in address will be <a href="https://tallyho-support.orbitdesk.com/agent" style="color:#5b5bd6;">tallyho-support.orbitdesk.com/agent</a>. This invitation expires in 72 hours.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f7f7f8;font-size:11px;color:#8e8ea0;">This email is a service from Tallyho Support. Delivered by <a href="https://www.orbitdesk.com/?utm_source=agent-invite" style="color:#8e8ea0;">OrbitDesk</a>, 100 Pine Street, Suite 1250, San Francisco, CA 94111.<img src="https://url4417.orbitdesk.com/wf/open?upn=u001.oP3x9" width="1" height="1" alt="" style="display:none;"></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "orbitdesk",
    group: "consumer",
    lang: "en",
    kind: "reset-code",
    code: "4HXR-92KD",
    link: null,
    from: "OrbitDesk <no-reply@orbitdesk.com>",
    to: "qa.agent.orbit@testbox.devagency.example",
    subject: "OrbitDesk password reset code",
    date: date(2026, 11, 16, 9, 47, 28, "-0800"),
    text:
      `We received a request to reset the password for your OrbitDesk agent account at tallyho-support.orbitdesk.com.

Your reset code is: 4HXR-92KD

Enter it on the reset page you have open. The code expires in 15 minutes and can only be used once.

If you didn't request a password reset, you can ignore this email. Your password won't change.

OrbitDesk Security
https://www.orbitdesk.com/security
`,
    html:
      `<html><body style="margin:0;padding:24px;background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:23px;color:#2d2d35;">
<p>We received a request to reset the password for your OrbitDesk agent account at <strong>tallyho-support.orbitdesk.com</strong>.</p>
<p>Your reset code is:</p>
<p style="font-family:'Courier New',monospace;font-size:26px;font-weight:bold;letter-spacing:3px;background:#f0f0fa;border:1px dashed #5b5bd6;display:inline-block;padding:10px 18px;">4HXR-92KD</p>
<p>Enter it on the reset page you have open. The code expires in 15 minutes and can only be used once.</p>
<p style="color:#6e6e80;font-size:13px;">If you didn't request a password reset, you can ignore this email. Your password won't change.</p>
<p style="color:#6e6e80;font-size:13px;">OrbitDesk Security · <a href="https://www.orbitdesk.com/security" style="color:#5b5bd6;">orbitdesk.com/security</a></p>
</body></html>`,
  },
  {
    family: "orbitdesk",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: OD_VERIFY,
    from: "OrbitDesk <welcome@orbitdesk.com>",
    to: "qa.owner.orbit@testbox.devagency.example",
    subject: "Verify your email to activate your OrbitDesk trial",
    date: date(2026, 11, 15, 12, 30, 6, "-0800"),
    text: `Welcome to OrbitDesk!

Your help desk "qa-sandbox-1115" is almost ready at https://qa-sandbox-1115.orbitdesk.com

Before you can receive tickets, please verify your email address:
${OD_VERIFY}

Your 21-day trial of the Growth plan ($49 per agent/month after the trial) starts once you verify.

Need a hand? Book a 20-minute setup call: https://www.orbitdesk.com/onboarding-call

OrbitDesk, 100 Pine Street, Suite 1250, San Francisco, CA 94111
`,
    html: `<html><body style="margin:0;padding:0;background:#f7f7f8;">
<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px;">
<table width="600" border="0" cellspacing="0" cellpadding="0" style="background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:24px 32px;border-bottom:3px solid #5b5bd6;"><img src="https://www.orbitdesk.com/mail/orbitdesk-logo.png" alt="OrbitDesk" height="32"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;line-height:23px;color:#2d2d35;">
<h1 style="margin:0 0 14px 0;font-size:22px;">Welcome to OrbitDesk!</h1>
<p style="margin:0 0 14px 0;">Your help desk <strong>qa-sandbox-1115</strong> is almost ready at <a href="https://qa-sandbox-1115.orbitdesk.com" style="color:#5b5bd6;">qa-sandbox-1115.orbitdesk.com</a>.</p>
<p style="margin:0 0 20px 0;">Before you can receive tickets, please verify your email address.</p>
<table border="0" cellspacing="0" cellpadding="0"><tr><td style="background:#5b5bd6;border-radius:4px;"><a href="${
      amp(OD_VERIFY)
    }" style="display:block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold;">Verify email address</a></td></tr></table>
<p style="margin:20px 0 0 0;font-size:13px;color:#6e6e80;">Your 21-day trial of the Growth plan ($49 per agent/month after the trial) starts once you verify. Need a hand? <a href="https://www.orbitdesk.com/onboarding-call" style="color:#5b5bd6;">Book a 20-minute setup call</a>.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f7f7f8;font-size:11px;color:#8e8ea0;">OrbitDesk, 100 Pine Street, Suite 1250, San Francisco, CA 94111 · <a href="https://www.orbitdesk.com/privacy" style="color:#8e8ea0;">Privacy</a><img src="https://url4417.orbitdesk.com/wf/open?upn=u001.Lk2w7" width="1" height="1" alt="" style="display:none;"></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- wolkentor (de)

const WT_RESET = "https://konto.wolkentor.de/passwort/neu?t=wt-pr-9Fz2QeK7bV4xN1mR&lang=de";

function wolkentor_page(titel: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="de">
<head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>${titel}</title></head>
<body style="margin:0;padding:0;background-color:#e9eef3;">
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#e9eef3">
<tr><td align="center" style="padding:30px 10px;">
  <table width="600" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="border-top:4px solid #1d6fb8;">
    <tr><td style="padding:24px 36px;" align="left"><img src="https://konto.wolkentor.de/mail/img/wolkentor-logo.png" width="150" height="34" alt="Wolkentor" border="0" /></td></tr>
    <tr><td style="padding:0 36px 30px 36px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:23px;color:#263238;">
${body}
    </td></tr>
    <tr><td bgcolor="#f5f7f9" style="padding:20px 36px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#78909c;">
      Wolkentor GmbH · Hafenstraße 12 · 20457 Hamburg · Deutschland<br />
      Geschäftsführung: Jana Brüggemann, Tobias Kern · Amtsgericht Hamburg HRB 171204 · USt-IdNr. DE318274950<br />
      <a href="https://www.wolkentor.de/impressum" style="color:#1d6fb8;">Impressum</a> · <a href="https://www.wolkentor.de/datenschutz" style="color:#1d6fb8;">Datenschutz</a> · <a href="https://hilfe.wolkentor.de" style="color:#1d6fb8;">Hilfe</a>
    </td></tr>
  </table>
</td></tr>
</table>
</body>
</html>`;
}

const WT_FOOT = `--
Wolkentor GmbH · Hafenstraße 12 · 20457 Hamburg
Amtsgericht Hamburg HRB 171204 · USt-IdNr. DE318274950
Impressum: https://www.wolkentor.de/impressum · Datenschutz: https://www.wolkentor.de/datenschutz
`;

const wolkentor: Mail[] = [
  {
    family: "wolkentor",
    group: "regional",
    lang: "de",
    kind: "verify-code",
    code: "815372",
    link: null,
    from: "Wolkentor <konto@wolkentor.de>",
    to: "qa.wolke.de@testbox.devagency.example",
    subject: "Ihr Bestätigungscode für Wolkentor",
    date: date(2026, 11, 2, 14, 9, 45, "+0100"),
    text: `Hallo,

vielen Dank für Ihre Registrierung bei Wolkentor – Ihrem Cloudspeicher mit Serverstandort Deutschland.

Ihr Bestätigungscode lautet:

815 372

Bitte geben Sie den Code im Registrierungsfenster ein. Er ist 30 Minuten gültig.

Sie haben sich nicht bei Wolkentor registriert? Dann können Sie diese E-Mail einfach ignorieren.

Ihr Wolkentor-Team

${WT_FOOT}`,
    html: wolkentor_page(
      "Bestätigungscode",
      `      <h1 style="font-size:22px;line-height:28px;margin:0 0 16px 0;color:#0d3c61;">Fast geschafft!</h1>
      <p style="margin:0 0 16px 0;">Hallo,<br />vielen Dank für Ihre Registrierung bei Wolkentor – Ihrem Cloudspeicher mit Serverstandort Deutschland.</p>
      <p style="margin:0 0 8px 0;">Ihr Bestätigungscode lautet:</p>
      <table border="0" cellspacing="0" cellpadding="0" style="margin:0 0 20px 0;"><tr><td bgcolor="#eaf3fb" style="padding:14px 28px;border-radius:4px;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:4px;color:#0d3c61;">815&nbsp;372</td></tr></table>
      <p style="margin:0 0 16px 0;">Bitte geben Sie den Code im Registrierungsfenster ein. Er ist <strong>30 Minuten</strong> gültig.</p>
      <p style="margin:0;color:#607d8b;font-size:13px;">Sie haben sich nicht bei Wolkentor registriert? Dann können Sie diese E-Mail einfach ignorieren.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "wolkentor",
    group: "regional",
    lang: "de",
    kind: "login-alert",
    code: null,
    link: null,
    from: "Wolkentor Sicherheit <sicherheit@wolkentor.de>",
    to: "qa.wolke.de@testbox.devagency.example",
    subject: "Neue Anmeldung bei Ihrem Wolkentor-Konto",
    date: date(2026, 11, 2, 14, 31, 7, "+0100"),
    text: `Hallo,

soeben hat sich jemand mit einem neuen Gerät bei Ihrem Wolkentor-Konto angemeldet:

Datum:     02.11.2026, 14:31 Uhr
Gerät:     Wolkentor für Android 5.12.0 (Pixel 8)
Standort:  Köln, Deutschland (ungefähr)
IP-Adresse: 93.104.55.218

Waren Sie das? Dann ist alles in Ordnung und Sie müssen nichts tun.

Falls nicht, ändern Sie bitte umgehend Ihr Passwort unter https://konto.wolkentor.de/sicherheit und melden Sie alle Geräte ab. Bei Fragen erreichen Sie uns unter 040 87 65 43 21 (Mo–Fr 8–18 Uhr).

Ihr Wolkentor-Team

${WT_FOOT}`,
    html: wolkentor_page(
      "Neue Anmeldung",
      `      <h1 style="font-size:22px;line-height:28px;margin:0 0 16px 0;color:#0d3c61;">Neue Anmeldung erkannt</h1>
      <p style="margin:0 0 16px 0;">Hallo,<br />soeben hat sich jemand mit einem neuen Gerät bei Ihrem Wolkentor-Konto angemeldet:</p>
      <table border="0" cellspacing="0" cellpadding="6" style="margin:0 0 20px 0;font-size:14px;border:1px solid #cfd8dc;">
        <tr><td style="color:#607d8b;">Datum</td><td>02.11.2026, 14:31 Uhr</td></tr>
        <tr><td style="color:#607d8b;">Gerät</td><td>Wolkentor für Android 5.12.0 (Pixel 8)</td></tr>
        <tr><td style="color:#607d8b;">Standort</td><td>Köln, Deutschland (ungefähr)</td></tr>
        <tr><td style="color:#607d8b;">IP-Adresse</td><td>93.104.55.218</td></tr>
      </table>
      <p style="margin:0 0 12px 0;"><strong>Waren Sie das?</strong> Dann ist alles in Ordnung und Sie müssen nichts tun.</p>
      <p style="margin:0;">Falls nicht, ändern Sie bitte umgehend Ihr Passwort in den <a href="https://konto.wolkentor.de/sicherheit" style="color:#1d6fb8;">Sicherheitseinstellungen</a> und melden Sie alle Geräte ab. Bei Fragen: 040 87 65 43 21 (Mo–Fr 8–18 Uhr).</p>`,
    ),
    enc: "qp",
  },
  {
    family: "wolkentor",
    group: "regional",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: WT_RESET,
    from: "Wolkentor <konto@wolkentor.de>",
    to: "qa.wolke.de@testbox.devagency.example",
    subject: "Passwort zurücksetzen",
    date: date(2026, 11, 3, 9, 55, 21, "+0100"),
    text: `Hallo,

wir haben eine Anfrage erhalten, das Passwort für Ihr Wolkentor-Konto (qa.wolke.de@testbox.devagency.example) zurückzusetzen.

Über den folgenden Link können Sie ein neues Passwort festlegen:
${WT_RESET}

Der Link ist aus Sicherheitsgründen nur 60 Minuten gültig. Danach können Sie unter https://konto.wolkentor.de/passwort-vergessen einen neuen anfordern.

Wenn Sie keine Zurücksetzung angefordert haben, ignorieren Sie diese Nachricht bitte. Ihr bisheriges Passwort bleibt gültig.

Ihr Wolkentor-Team

${WT_FOOT}`,
    html: wolkentor_page(
      "Passwort zurücksetzen",
      `      <h1 style="font-size:22px;line-height:28px;margin:0 0 16px 0;color:#0d3c61;">Passwort zurücksetzen</h1>
      <p style="margin:0 0 16px 0;">Hallo,<br />wir haben eine Anfrage erhalten, das Passwort für Ihr Wolkentor-Konto (<strong>qa.wolke.de@testbox.devagency.example</strong>) zurückzusetzen.</p>
      <table border="0" cellspacing="0" cellpadding="0" style="margin:0 0 20px 0;"><tr><td bgcolor="#1d6fb8" style="border-radius:4px;"><a href="${
        amp(WT_RESET)
      }" style="display:inline-block;padding:12px 26px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">Neues Passwort festlegen</a></td></tr></table>
      <p style="margin:0 0 12px 0;">Der Link ist aus Sicherheitsgründen nur 60 Minuten gültig. Danach können Sie <a href="https://konto.wolkentor.de/passwort-vergessen" style="color:#1d6fb8;">einen neuen Link anfordern</a>.</p>
      <p style="margin:0;color:#607d8b;font-size:13px;">Wenn Sie keine Zurücksetzung angefordert haben, ignorieren Sie diese Nachricht bitte. Ihr bisheriges Passwort bleibt gültig.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- lesefutter-newsletter (de, double opt-in)

const LF_DOI = "https://lesefutter.newsletter-versand.de/optin/confirm?list=lf-wochenpost&sid=7c2e90a4f1&h=b61d0e3a";

const lesefutter: Mail[] = [
  {
    family: "lesefutter-newsletter",
    group: "regional",
    lang: "de",
    kind: "subscribe-confirm",
    code: null,
    link: LF_DOI,
    from: "Lesefutter Buchhandlung <newsletter@lesefutter-buecher.de>",
    to: "qa.newsletter.de@testbox.devagency.example",
    subject: "Bitte bestätigen: Ihre Anmeldung zur Lesefutter-Wochenpost",
    date: date(2026, 11, 5, 20, 12, 33, "+0100"),
    text: `Liebe Leserin, lieber Leser,

schön, dass Sie die Lesefutter-Wochenpost erhalten möchten! Damit wir sicher sein können, dass die Anmeldung wirklich von Ihnen stammt, bestätigen Sie sie bitte mit einem Klick:

${LF_DOI}

Erst danach schicken wir Ihnen jeden Freitag unsere Buchtipps, Lesungstermine und gelegentlich einen Rabattgutschein.

Haben Sie sich nicht angemeldet? Dann ignorieren Sie diese E-Mail einfach – ohne Bestätigung erhalten Sie nichts von uns.

Herzliche Grüße aus der Neustadt
Ihr Team der Buchhandlung Lesefutter

Lesefutter Buchhandlung Inh. Marion Feldhaus e.K.
Königsbrücker Straße 58, 01099 Dresden
Tel. 0351 802 44 17
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f6f1e9;">
<table align="center" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;font-family:Georgia,serif;color:#3b2f25;">
<tr><td style="padding:0;"><img src="https://lesefutter.newsletter-versand.de/media/lf/header-wochenpost.jpg" width="600" height="160" alt="Lesefutter Wochenpost" style="display:block;width:100%;height:auto;"></td></tr>
<tr><td style="padding:28px 36px;font-size:16px;line-height:26px;">
<p>Liebe Leserin, lieber Leser,</p>
<p>schön, dass Sie die Lesefutter-Wochenpost erhalten möchten! Damit wir sicher sein können, dass die Anmeldung wirklich von Ihnen stammt, bestätigen Sie sie bitte mit einem Klick:</p>
<p style="text-align:center;padding:8px 0;"><a href="${
      amp(LF_DOI)
    }" style="background:#8c3b2a;color:#ffffff;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;text-decoration:none;padding:13px 28px;border-radius:3px;display:inline-block;">Anmeldung bestätigen</a></p>
<p>Erst danach schicken wir Ihnen jeden Freitag unsere Buchtipps, Lesungstermine und gelegentlich einen Rabattgutschein.</p>
<p style="font-size:14px;color:#7a6a5c;">Haben Sie sich nicht angemeldet? Dann ignorieren Sie diese E-Mail einfach – ohne Bestätigung erhalten Sie nichts von uns.</p>
<p>Herzliche Grüße aus der Neustadt<br>Ihr Team der Buchhandlung Lesefutter</p>
</td></tr>
<tr><td style="padding:18px 36px;background:#efe6d8;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#7a6a5c;">Lesefutter Buchhandlung Inh. Marion Feldhaus e.K. · Königsbrücker Straße 58 · 01099 Dresden · Tel. 0351 802 44 17<br><a href="https://www.lesefutter-buecher.de/impressum" style="color:#7a6a5c;">Impressum</a> · <a href="https://www.lesefutter-buecher.de/datenschutz" style="color:#7a6a5c;">Datenschutz</a></td></tr>
</table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "lesefutter-newsletter",
    group: "regional",
    lang: "de",
    kind: "subscribe-welcome",
    code: null,
    link: null,
    from: "Lesefutter Buchhandlung <newsletter@lesefutter-buecher.de>",
    to: "qa.newsletter.de@testbox.devagency.example",
    subject: "Willkommen bei der Lesefutter-Wochenpost – Ihr 10-%-Gutschein",
    date: date(2026, 11, 5, 20, 14, 2, "+0100"),
    text: `Liebe Leserin, lieber Leser,

vielen Dank – Ihre Anmeldung ist bestätigt. Ab Freitag, dem 13. November, landet die Wochenpost in Ihrem Postfach.

Als kleines Dankeschön schenken wir Ihnen 10 % auf Ihren nächsten Einkauf im Laden oder im Webshop (ab 20 € Einkaufswert, gültig bis 31.12.2026):

Gutscheincode: LESEN10-WP

Nächste Lesung: Donnerstag, 19.11.2026, 19:30 Uhr – Katrin Albrecht liest aus „Die Fährfrau von Pillnitz“. Eintritt 8 €, Reservierung unter 0351 802 44 17.

Herzliche Grüße
Ihr Team der Buchhandlung Lesefutter

Newsletter abbestellen: https://lesefutter.newsletter-versand.de/optout?list=lf-wochenpost&sid=7c2e90a4f1
Lesefutter Buchhandlung Inh. Marion Feldhaus e.K., Königsbrücker Straße 58, 01099 Dresden
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- carnetlibre (fr)

const CARNET_EMAIL =
  "https://app.carnetlibre.fr/compte/email/confirmer?jeton=cl_ce_Hk29vTq0PzXw8mLb3n&utm_source=transactionnel&utm_medium=email";

function carnet_page(body: string): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Carnet Libre</title></head>
<body style="margin:0;padding:0;background:#f3efe9;">
<div style="max-width:560px;margin:0 auto;padding:32px 16px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#2e2a26;">
  <div style="text-align:center;margin-bottom:24px;"><img src="https://app.carnetlibre.fr/assets/mail/carnetlibre-logo.png" alt="Carnet Libre" width="160" height="36"></div>
  <div style="background:#ffffff;border-radius:10px;padding:32px;font-size:15px;line-height:24px;">
${body}
  </div>
  <p style="text-align:center;font-size:12px;line-height:18px;color:#8d857c;margin-top:24px;">
    Carnet Libre SAS · 14 rue des Tanneurs · 69001 Lyon · RCS Lyon 901 442 718<br>
    <a href="https://www.carnetlibre.fr/aide" style="color:#8d857c;">Centre d'aide</a> · <a href="https://www.carnetlibre.fr/confidentialite" style="color:#8d857c;">Confidentialité</a> · <a href="https://www.carnetlibre.fr/cgu" style="color:#8d857c;">CGU</a>
  </p>
</div>
</body>
</html>`;
}

const carnetlibre: Mail[] = [
  {
    family: "carnetlibre",
    group: "regional",
    lang: "fr",
    kind: "verify-code",
    code: "460928",
    link: null,
    from: "Carnet Libre <bonjour@carnetlibre.fr>",
    to: "qa.carnet.fr@testbox.devagency.example",
    subject: "Votre code de vérification Carnet Libre : 460928",
    date: date(2026, 11, 4, 16, 22, 10, "+0100"),
    text: `Bonjour,

Voici votre code de vérification pour finaliser la création de votre compte Carnet Libre :

460928

Saisissez-le dans l'application. Il reste valable 20 minutes.

Vous n'êtes pas à l'origine de cette demande ? Vous pouvez ignorer ce message en toute sécurité.

À très vite,
L'équipe Carnet Libre

Carnet Libre SAS · 14 rue des Tanneurs · 69001 Lyon
`,
    html: carnet_page(`    <h1 style="font-size:21px;margin:0 0 16px 0;">Vérifiez votre adresse e-mail</h1>
    <p style="margin:0 0 16px 0;">Bonjour,<br>Voici votre code de vérification pour finaliser la création de votre compte Carnet Libre :</p>
    <div style="text-align:center;margin:24px 0;"><span style="display:inline-block;background:#fbe9d7;color:#b4541c;font-size:34px;font-weight:700;letter-spacing:10px;padding:14px 18px 14px 28px;border-radius:8px;font-family:Menlo,Consolas,monospace;">460928</span></div>
    <p style="margin:0 0 16px 0;">Saisissez-le dans l'application. Il reste valable <strong>20 minutes</strong>.</p>
    <p style="margin:0;font-size:13px;color:#8d857c;">Vous n'êtes pas à l'origine de cette demande ? Vous pouvez ignorer ce message en toute sécurité.</p>`),
    enc: "b64",
  },
  {
    family: "carnetlibre",
    group: "regional",
    lang: "fr",
    kind: "email-change-link",
    code: null,
    link: CARNET_EMAIL,
    from: "Carnet Libre <bonjour@carnetlibre.fr>",
    to: "qa.carnet.fr+nouvelle@testbox.devagency.example",
    subject: "Confirmez votre nouvelle adresse e-mail",
    date: date(2026, 11, 6, 11, 5, 44, "+0100"),
    text: `Bonjour,

Vous avez demandé à remplacer l'adresse e-mail de votre compte Carnet Libre par qa.carnet.fr+nouvelle@testbox.devagency.example.

Pour confirmer ce changement, cliquez sur le lien ci-dessous :
${CARNET_EMAIL}

Tant que vous n'avez pas confirmé, votre ancienne adresse reste active. Ce lien expire dans 48 heures.

Si vous n'avez pas demandé ce changement, ignorez cet e-mail et contactez-nous à securite@carnetlibre.fr.

L'équipe Carnet Libre
`,
    html: carnet_page(`    <h1 style="font-size:21px;margin:0 0 16px 0;">Confirmez votre nouvelle adresse</h1>
    <p style="margin:0 0 16px 0;">Bonjour,<br>Vous avez demandé à remplacer l'adresse e-mail de votre compte Carnet Libre par <strong>qa.carnet.fr+nouvelle@testbox.devagency.example</strong>.</p>
    <p style="text-align:center;margin:24px 0;"><a href="${
      amp(CARNET_EMAIL)
    }" style="background:#b4541c;color:#ffffff;text-decoration:none;padding:13px 26px;border-radius:8px;font-weight:600;display:inline-block;">Confirmer le changement</a></p>
    <p style="margin:0 0 12px 0;">Tant que vous n'avez pas confirmé, votre ancienne adresse reste active. Ce lien expire dans 48&nbsp;heures.</p>
    <p style="margin:0;font-size:13px;color:#8d857c;">Si vous n'avez pas demandé ce changement, ignorez cet e-mail et écrivez-nous à <a href="mailto:securite@carnetlibre.fr" style="color:#b4541c;">securite@carnetlibre.fr</a>.</p>`),
    enc: "qp",
  },
  {
    family: "carnetlibre",
    group: "regional",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Carnet Libre Facturation <facturation@carnetlibre.fr>",
    to: "qa.carnet.fr+nouvelle@testbox.devagency.example",
    subject: "Votre facture Carnet Libre n° F-2026-11-03871",
    date: date(2026, 11, 7, 6, 0, 12, "+0100"),
    text: `Bonjour,

Merci pour votre abonnement Carnet Libre Pro. Votre facture est jointe à ce message au format PDF.

Facture n° F-2026-11-03871
Date : 07/11/2026
Période : du 07/11/2026 au 06/12/2026
Montant HT : 7,50 €
TVA (20 %) : 1,50 €
Total TTC : 9,00 €
Prélevé sur : Mastercard •••• 5591

Retrouvez toutes vos factures dans Paramètres > Abonnement : https://app.carnetlibre.fr/parametres/abonnement

L'équipe Carnet Libre
Carnet Libre SAS · 14 rue des Tanneurs · 69001 Lyon · SIRET 901 442 718 00014 · TVA FR47901442718
`,
    html: carnet_page(`    <h1 style="font-size:21px;margin:0 0 16px 0;">Merci pour votre abonnement</h1>
    <p style="margin:0 0 16px 0;">Bonjour,<br>Votre facture Carnet Libre Pro est jointe à ce message au format PDF.</p>
    <table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;margin:0 0 16px 0;">
      <tr><td style="border-bottom:1px solid #eee5da;color:#8d857c;">Facture n°</td><td style="border-bottom:1px solid #eee5da;" align="right">F-2026-11-03871</td></tr>
      <tr><td style="border-bottom:1px solid #eee5da;color:#8d857c;">Période</td><td style="border-bottom:1px solid #eee5da;" align="right">07/11/2026 – 06/12/2026</td></tr>
      <tr><td style="border-bottom:1px solid #eee5da;color:#8d857c;">Montant HT</td><td style="border-bottom:1px solid #eee5da;" align="right">7,50&nbsp;€</td></tr>
      <tr><td style="border-bottom:1px solid #eee5da;color:#8d857c;">TVA (20&nbsp;%)</td><td style="border-bottom:1px solid #eee5da;" align="right">1,50&nbsp;€</td></tr>
      <tr><td style="font-weight:700;">Total TTC</td><td align="right" style="font-weight:700;">9,00&nbsp;€</td></tr>
    </table>
    <p style="margin:0 0 12px 0;font-size:14px;">Prélevé sur Mastercard •••• 5591.</p>
    <p style="margin:0;font-size:14px;">Retrouvez toutes vos factures dans <a href="https://app.carnetlibre.fr/parametres/abonnement" style="color:#b4541c;">Paramètres &gt; Abonnement</a>.</p>`),
    enc: "qp",
    attachment: [
      "Facture_F-2026-11-03871.pdf",
      "application/pdf",
      "%PDF-1.5\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n4 0 obj << /Length 44 >> stream\nBT /F1 12 Tf 72 770 Td (Facture F-2026-11-03871) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- pasarela-nube (es)

const PN_INVITE = "https://panel.pasarelanube.com/invitaciones/aceptar/inv_3Ry7Lq0Ws9?org=estudio-ocre";

const pasarela: Mail[] = [
  {
    family: "pasarela-nube",
    group: "regional",
    lang: "es",
    kind: "verify-code",
    code: "93051",
    link: null,
    from: "Pasarela Nube <cuentas@pasarelanube.com>",
    to: "qa.pasarela.es@testbox.devagency.example",
    subject: "Tu código de verificación de Pasarela Nube",
    date: date(2026, 11, 9, 17, 44, 8, "+0100"),
    text: `¡Hola!

Usa este código para verificar tu correo y activar tu cuenta de Pasarela Nube:

93051

Caduca en 10 minutos. Por tu seguridad, no lo compartas con nadie: nuestro equipo nunca te lo pedirá por teléfono ni por chat.

Si no has creado una cuenta, ignora este mensaje.

Pasarela Nube S.L. · Calle de Bravo Murillo 377, 28020 Madrid · CIF B88412730
Ayuda: https://ayuda.pasarelanube.com · Estado del servicio: https://estado.pasarelanube.com
`,
    html: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f1f5f9;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="480" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:12px;overflow:hidden;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<tr><td style="background:linear-gradient(90deg,#0ea5e9,#6366f1);background-color:#3b82f6;padding:20px 28px;"><img src="https://pasarelanube.com/email/logo-blanco.png" alt="Pasarela Nube" width="150" height="30"></td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:23px;color:#0f172a;">
<p style="margin:0 0 12px 0;font-size:18px;font-weight:600;">¡Hola!</p>
<p style="margin:0 0 20px 0;">Usa este código para verificar tu correo y activar tu cuenta de Pasarela Nube:</p>
<table role="presentation" cellspacing="0" cellpadding="0" align="center" style="margin:0 auto 20px auto;"><tr>
<td style="border:2px solid #cbd5e1;border-radius:6px;width:46px;height:56px;text-align:center;font-size:28px;font-weight:700;">9</td><td width="8"></td>
<td style="border:2px solid #cbd5e1;border-radius:6px;width:46px;height:56px;text-align:center;font-size:28px;font-weight:700;">3</td><td width="8"></td>
<td style="border:2px solid #cbd5e1;border-radius:6px;width:46px;height:56px;text-align:center;font-size:28px;font-weight:700;">0</td><td width="8"></td>
<td style="border:2px solid #cbd5e1;border-radius:6px;width:46px;height:56px;text-align:center;font-size:28px;font-weight:700;">5</td><td width="8"></td>
<td style="border:2px solid #cbd5e1;border-radius:6px;width:46px;height:56px;text-align:center;font-size:28px;font-weight:700;">1</td>
</tr></table>
<p style="margin:0 0 12px 0;">Caduca en 10 minutos. Por tu seguridad, no lo compartas con nadie: nuestro equipo nunca te lo pedirá por teléfono ni por chat.</p>
<p style="margin:0;color:#64748b;font-size:13px;">Si no has creado una cuenta, ignora este mensaje.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;font-size:11px;line-height:17px;color:#94a3b8;">Pasarela Nube S.L. · Calle de Bravo Murillo 377, 28020 Madrid · CIF B88412730<br><a href="https://ayuda.pasarelanube.com" style="color:#64748b;">Ayuda</a> · <a href="https://estado.pasarelanube.com" style="color:#64748b;">Estado del servicio</a> · <a href="https://pasarelanube.com/legal/privacidad" style="color:#64748b;">Privacidad</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "8bit",
  },
  {
    family: "pasarela-nube",
    group: "regional",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: PN_INVITE,
    from: "Pasarela Nube <cuentas@pasarelanube.com>",
    to: "qa.pasarela.es@testbox.devagency.example",
    subject: "Lucía Ferrándiz te ha invitado a la organización Estudio Ocre",
    date: date(2026, 11, 10, 10, 18, 37, "+0100"),
    text: `Hola:

Lucía Ferrándiz (lucia@estudio-ocre.example) te ha invitado a unirte a la organización «Estudio Ocre» en Pasarela Nube con el rol de Desarrollador.

Tendrás acceso a 4 proyectos, entre ellos «tienda-ocre-prod» y «tienda-ocre-staging».

Acepta la invitación aquí:
${PN_INVITE}

La invitación caduca el 17 de noviembre de 2026. Si no esperabas este correo, puedes ignorarlo.

Pasarela Nube S.L. · Calle de Bravo Murillo 377, 28020 Madrid
`,
    html: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f1f5f9;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="480" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:12px;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<tr><td style="background-color:#3b82f6;padding:20px 28px;border-radius:12px 12px 0 0;"><img src="https://pasarelanube.com/email/logo-blanco.png" alt="Pasarela Nube" width="150" height="30"></td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:23px;color:#0f172a;">
<p style="margin:0 0 16px 0;"><strong>Lucía Ferrándiz</strong> (lucia@estudio-ocre.example) te ha invitado a unirte a la organización <strong>Estudio Ocre</strong> con el rol de <em>Desarrollador</em>.</p>
<p style="margin:0 0 20px 0;color:#475569;">Tendrás acceso a 4 proyectos, entre ellos <code>tienda-ocre-prod</code> y <code>tienda-ocre-staging</code>.</p>
<p style="margin:0 0 20px 0;"><a href="${PN_INVITE}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:600;">Aceptar invitación</a></p>
<p style="margin:0;color:#64748b;font-size:13px;">La invitación caduca el 17 de noviembre de 2026. Si no esperabas este correo, puedes ignorarlo.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;font-size:11px;color:#94a3b8;border-radius:0 0 12px 12px;">Pasarela Nube S.L. · Calle de Bravo Murillo 377, 28020 Madrid · <a href="https://pasarelanube.com/legal/privacidad" style="color:#64748b;">Privacidad</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- lavagnetta (it)

const LV_RESET =
  "https://lavagnetta.it/account/reimposta-password?uid=MTg0Mjk&token=cx7k2m-9f1b3e0a4d6c8e2f71a5&lang=it";

const lavagnetta: Mail[] = [
  {
    family: "lavagnetta",
    group: "regional",
    lang: "it",
    kind: "login-code",
    code: "318604",
    link: null,
    from: "Lavagnetta <accesso@lavagnetta.it>",
    to: "qa.lavagnetta.it@testbox.devagency.example",
    subject: "Codice di accesso Lavagnetta",
    date: date(2026, 11, 11, 7, 49, 15, "+0100"),
    text: `Ciao,

ecco il tuo codice di accesso a Lavagnetta, il registro per lezioni private e ripetizioni:

318 604

Inseriscilo nella schermata di accesso entro 10 minuti. Non condividerlo con nessuno.

Se non hai provato ad accedere, puoi ignorare questa email: senza il codice nessuno può entrare nel tuo account.

Lavagnetta S.r.l. – Via dei Mille 24, 40121 Bologna – P.IVA 03912480373
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fdfcf7;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #e9e4d3;font-family:Verdana,Geneva,sans-serif;">
<tr><td style="background:#2f4f3a;padding:18px 26px;"><img src="https://lavagnetta.it/static/email/logo-gesso.png" alt="Lavagnetta" width="138" height="30"></td></tr>
<tr><td style="padding:26px;font-size:14px;line-height:22px;color:#333333;">
<p style="margin:0 0 14px 0;">Ciao,</p>
<p style="margin:0 0 18px 0;">ecco il tuo codice di accesso a Lavagnetta, il registro per lezioni private e ripetizioni:</p>
<p style="margin:0 0 18px 0;text-align:center;"><span style="font-size:30px;font-weight:bold;color:#2f4f3a;letter-spacing:3px;">318 604</span></p>
<p style="margin:0 0 14px 0;">Inseriscilo nella schermata di accesso entro <b>10 minuti</b>. Non condividerlo con nessuno.</p>
<p style="margin:0;font-size:12px;color:#888888;">Se non hai provato ad accedere, puoi ignorare questa email: senza il codice nessuno può entrare nel tuo account.</p>
</td></tr>
<tr><td style="padding:14px 26px;border-top:1px solid #e9e4d3;font-size:11px;color:#999999;">Lavagnetta S.r.l. – Via dei Mille 24, 40121 Bologna – P.IVA 03912480373 · <a href="https://lavagnetta.it/privacy" style="color:#999999;">Privacy</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "lavagnetta",
    group: "regional",
    lang: "it",
    kind: "reset-link",
    code: null,
    link: LV_RESET,
    from: "Lavagnetta <accesso@lavagnetta.it>",
    to: "qa.lavagnetta.it@testbox.devagency.example",
    subject: "Reimposta la password di Lavagnetta",
    date: date(2026, 11, 11, 8, 2, 40, "+0100"),
    text: `Ciao,

abbiamo ricevuto una richiesta di reimpostazione della password per l'account qa.lavagnetta.it@testbox.devagency.example.

Per scegliere una nuova password apri questo link:
${LV_RESET}

Il link è valido per 2 ore e si può usare una sola volta.

Non hai chiesto tu di cambiare password? Ignora questa email e la password attuale resterà invariata.

Il team di Lavagnetta
Assistenza: assistenza@lavagnetta.it · 051 048 2291
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fdfcf7;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #e9e4d3;font-family:Verdana,Geneva,sans-serif;">
<tr><td style="background:#2f4f3a;padding:18px 26px;"><img src="https://lavagnetta.it/static/email/logo-gesso.png" alt="Lavagnetta" width="138" height="30"></td></tr>
<tr><td style="padding:26px;font-size:14px;line-height:22px;color:#333333;">
<p style="margin:0 0 14px 0;">Ciao,</p>
<p style="margin:0 0 18px 0;">abbiamo ricevuto una richiesta di reimpostazione della password per l'account <b>qa.lavagnetta.it@testbox.devagency.example</b>.</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px 0;"><tr><td style="background:#e0a526;border-radius:3px;"><a href="${
      amp(LV_RESET)
    }" style="display:inline-block;padding:11px 22px;color:#1f2a22;font-weight:bold;text-decoration:none;">Scegli una nuova password</a></td></tr></table>
<p style="margin:0 0 14px 0;">Il link è valido per 2 ore e si può usare una sola volta.</p>
<p style="margin:0;font-size:12px;color:#888888;">Non hai chiesto tu di cambiare password? Ignora questa email e la password attuale resterà invariata.</p>
</td></tr>
<tr><td style="padding:14px 26px;border-top:1px solid #e9e4d3;font-size:11px;color:#999999;">Assistenza: <a href="mailto:assistenza@lavagnetta.it" style="color:#999999;">assistenza@lavagnetta.it</a> · 051 048 2291</td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "b64",
  },
  {
    family: "lavagnetta",
    group: "regional",
    lang: "it",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Lavagnetta <sicurezza@lavagnetta.it>",
    to: "qa.lavagnetta.it@testbox.devagency.example",
    subject: "La tua password è stata modificata",
    date: date(2026, 11, 11, 8, 4, 58, "+0100"),
    text: `Ciao,

ti confermiamo che la password del tuo account Lavagnetta è stata modificata oggi, 11/11/2026 alle 08:04.

Per sicurezza abbiamo disconnesso tutte le altre sessioni attive (2 dispositivi).

Se sei stato tu, non devi fare nulla.
Se non riconosci questa modifica, scrivici subito a sicurezza@lavagnetta.it o chiamaci allo 051 048 2291.

Il team di Lavagnetta
Lavagnetta S.r.l. – Via dei Mille 24, 40121 Bologna
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- kumorin (ja)

const KUMORIN_EMAIL = "https://my.kumorin.jp/account/email/verify?code=km7Q2xWp9Rt4&uid=55120847";

function kumorin_page(body: string): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head><meta charset="UTF-8"><title>くもりん</title></head>
<body style="margin:0;padding:0;background:#f2f5f8;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f5f8;">
<tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Hiragino Kaku Gothic ProN','Hiragino Sans',Meiryo,sans-serif;color:#333333;">
<tr><td style="padding:20px 28px;border-bottom:2px solid #7ab8e0;"><img src="https://my.kumorin.jp/img/mail/kumorin_logo.png" alt="くもりん" width="120" height="32"></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:1.9;">
${body}
</td></tr>
<tr><td style="padding:16px 28px;background:#f7f9fb;font-size:11px;line-height:1.8;color:#8a96a3;">
※このメールは送信専用アドレスから配信しています。ご返信いただいてもお答えできません。<br>
お問い合わせ：<a href="https://support.kumorin.jp/contact" style="color:#3a86c8;">https://support.kumorin.jp/contact</a><br>
株式会社くもりん　〒150-0002 東京都渋谷区渋谷2-21-1 渋谷ヒカリエ 11F<br>
© 2026 Kumorin Inc.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

const KUMORIN_FOOT = `
─────────────────────────────
※このメールは送信専用アドレスから配信しています。
　ご返信いただいてもお答えできません。
お問い合わせ：https://support.kumorin.jp/contact
株式会社くもりん
〒150-0002 東京都渋谷区渋谷2-21-1 渋谷ヒカリエ 11F
─────────────────────────────
`;

const kumorin: Mail[] = [
  {
    family: "kumorin",
    group: "regional",
    lang: "ja",
    kind: "verify-code",
    code: "052781",
    link: null,
    from: "くもりん <no-reply@kumorin.jp>",
    to: "qa.kumorin.ja@testbox.devagency.example",
    subject: "【くもりん】認証コードのお知らせ",
    date: date(2026, 11, 13, 10, 26, 5, "+0900"),
    text: `くもりんをご利用いただきありがとうございます。

会員登録を完了するため、以下の認証コードを登録画面に入力してください。

━━━━━━━━━━━━━━━
認証コード：052781
━━━━━━━━━━━━━━━

有効期限：発行から30分（2026年11月13日 10:56まで）

本メールにお心当たりのない場合は、お手数ですが破棄してください。
${KUMORIN_FOOT}`,
    html: kumorin_page(
      `<p style="margin:0 0 16px 0;">くもりんをご利用いただきありがとうございます。<br>会員登録を完了するため、以下の認証コードを登録画面に入力してください。</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px 0;"><tr><td align="center" style="background:#eef6fc;padding:18px;">
<span style="font-size:12px;color:#5a6b7c;">認証コード</span><br>
<span style="font-size:32px;font-weight:bold;letter-spacing:8px;color:#1d5d90;font-family:Arial,sans-serif;">052781</span>
</td></tr></table>
<p style="margin:0 0 16px 0;">有効期限：発行から30分（2026年11月13日 10:56まで）</p>
<p style="margin:0;font-size:12px;color:#8a96a3;">本メールにお心当たりのない場合は、お手数ですが破棄してください。</p>`,
    ),
    enc: "b64",
  },
  {
    family: "kumorin",
    group: "regional",
    lang: "ja",
    kind: "email-change-link",
    code: null,
    link: KUMORIN_EMAIL,
    from: "くもりん <no-reply@kumorin.jp>",
    to: "qa.kumorin.ja+2@testbox.devagency.example",
    subject: "【くもりん】メールアドレス変更の確認",
    date: date(2026, 11, 14, 15, 3, 48, "+0900"),
    text: `くもりんをご利用いただきありがとうございます。

登録メールアドレスの変更手続きを受け付けました。
下記URLにアクセスして、変更を確定してください。

${KUMORIN_EMAIL}

※URLの有効期限は24時間です。
※期限を過ぎた場合は、マイページから再度お手続きください。
※変更が完了するまでは、これまでのメールアドレスでログインできます。

本メールにお心当たりのない場合は、このまま破棄してください。アドレスは変更されません。
${KUMORIN_FOOT}`,
    html: kumorin_page(
      `<p style="margin:0 0 16px 0;">くもりんをご利用いただきありがとうございます。<br>登録メールアドレスの変更手続きを受け付けました。<br>下記ボタンから変更を確定してください。</p>
<p style="margin:0 0 20px 0;text-align:center;"><a href="${KUMORIN_EMAIL}" style="display:inline-block;background:#3a86c8;color:#ffffff;text-decoration:none;padding:12px 36px;border-radius:24px;font-weight:bold;">メールアドレスを変更する</a></p>
<p style="margin:0 0 8px 0;font-size:12px;">ボタンが押せない場合は、以下のURLをブラウザに貼り付けてください。<br><a href="${KUMORIN_EMAIL}" style="color:#3a86c8;word-break:break-all;">${KUMORIN_EMAIL}</a></p>
<p style="margin:0 0 8px 0;font-size:12px;">※URLの有効期限は24時間です。期限を過ぎた場合は、マイページから再度お手続きください。<br>※変更が完了するまでは、これまでのメールアドレスでログインできます。</p>
<p style="margin:0;font-size:12px;color:#8a96a3;">本メールにお心当たりのない場合は、このまま破棄してください。アドレスは変更されません。</p>`,
    ),
    enc: "qp",
  },
  {
    family: "kumorin",
    group: "regional",
    lang: "ja",
    kind: "welcome",
    code: null,
    link: null,
    from: "くもりん <info@kumorin.jp>",
    to: "qa.kumorin.ja@testbox.devagency.example",
    subject: "【くもりん】会員登録が完了しました",
    date: date(2026, 11, 13, 10, 29, 40, "+0900"),
    text: `このたびは、くもりんにご登録いただき誠にありがとうございます。
会員登録が完了しました。

■ご登録内容
会員ID：KM-55120847
メールアドレス：qa.kumorin.ja@testbox.devagency.example
プラン：フリープラン（5GBまで無料）

■はじめての方へ
・スマホアプリで写真を自動バックアップ
　App Store：https://apps.apple.com/jp/app/kumorin/id1587342290
　Google Play：https://play.google.com/store/apps/details?id=jp.kumorin.app
・使い方ガイド：https://support.kumorin.jp/guide

■プレミアムプラン
月額480円（税込）で容量100GB。初回1か月無料キャンペーン実施中（2026年12月31日まで）。

今後ともくもりんをよろしくお願いいたします。
${KUMORIN_FOOT}`,
    html: null,
  },
];

// ---------------------------------------------------------------- haneul-drive (ko)

const haneul: Mail[] = [
  {
    family: "haneul-drive",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "724615",
    link: null,
    from: "하늘드라이브 <noreply@haneuldrive.co.kr>",
    to: "qa.haneul.ko@testbox.devagency.example",
    subject: "[하늘드라이브] 이메일 인증번호 안내",
    date: date(2026, 11, 17, 21, 8, 13, "+0900"),
    text: `안녕하세요, 하늘드라이브입니다.

회원가입을 위한 이메일 인증번호를 안내해 드립니다.
아래 인증번호 6자리를 가입 화면에 입력해 주세요.

인증번호: 724615

인증번호는 발송 후 5분간 유효합니다.
본인이 요청하지 않은 경우 이 메일을 무시하셔도 됩니다.

※ 본 메일은 발신 전용입니다.
고객센터 1588-4127 (평일 09:00~18:00)
(주)하늘드라이브 | 대표 정서윤 | 사업자등록번호 214-88-30571
서울특별시 강남구 테헤란로 427, 9층
`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f5f6f8;">
<div style="max-width:600px;margin:0 auto;background:#ffffff;font-family:'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif;color:#222222;">
  <div style="padding:28px 32px;border-bottom:1px solid #e5e8eb;"><img src="https://static.haneuldrive.co.kr/mail/logo_haneul.png" alt="하늘드라이브" width="140" height="28"></div>
  <div style="padding:36px 32px;">
    <h2 style="margin:0 0 20px 0;font-size:22px;line-height:1.4;">이메일 인증번호를<br>확인해 주세요</h2>
    <p style="margin:0 0 24px 0;font-size:15px;line-height:1.7;color:#4e5968;">회원가입을 위한 이메일 인증번호를 안내해 드립니다.<br>아래 인증번호 6자리를 가입 화면에 입력해 주세요.</p>
    <div style="background:#f2f4f6;border-radius:8px;padding:22px;text-align:center;">
      <div style="font-size:13px;color:#8b95a1;margin-bottom:6px;">인증번호</div>
      <div style="font-size:34px;font-weight:700;letter-spacing:6px;color:#1b64da;">724615</div>
    </div>
    <p style="margin:20px 0 0 0;font-size:13px;line-height:1.7;color:#8b95a1;">인증번호는 발송 후 5분간 유효합니다.<br>본인이 요청하지 않은 경우 이 메일을 무시하셔도 됩니다.</p>
  </div>
  <div style="padding:24px 32px;background:#f9fafb;font-size:11px;line-height:1.8;color:#8b95a1;">
    본 메일은 발신 전용입니다. 문의는 <a href="https://help.haneuldrive.co.kr" style="color:#4e5968;">고객센터</a>를 이용해 주세요. 고객센터 1588-4127 (평일 09:00~18:00)<br>
    (주)하늘드라이브 | 대표 정서윤 | 사업자등록번호 214-88-30571 | 서울특별시 강남구 테헤란로 427, 9층<br>
    <a href="https://haneuldrive.co.kr/policy/privacy" style="color:#4e5968;font-weight:bold;">개인정보처리방침</a> · <a href="https://haneuldrive.co.kr/policy/terms" style="color:#4e5968;">이용약관</a>
  </div>
</div>
</body></html>`,
    enc: "b64",
  },
  {
    family: "haneul-drive",
    group: "regional",
    lang: "ko",
    kind: "login-alert",
    code: null,
    link: null,
    from: "하늘드라이브 <noreply@haneuldrive.co.kr>",
    to: "qa.haneul.ko@testbox.devagency.example",
    subject: "[하늘드라이브] 새로운 기기에서 로그인되었습니다",
    date: date(2026, 11, 17, 21, 15, 50, "+0900"),
    text: `안녕하세요, 하늘드라이브입니다.

회원님의 계정(qa.haneul.ko@testbox.devagency.example)으로 새로운 기기에서 로그인이 확인되었습니다.

- 일시: 2026-11-17 21:15 (KST)
- 기기: Windows 11 / Edge 131
- IP: 211.234.18.92 (대한민국 서울)

본인이 로그인한 경우 별도의 조치가 필요하지 않습니다.
본인이 아닌 경우, 즉시 비밀번호를 변경하고 로그인 기기 관리에서 해당 기기를 로그아웃해 주세요.
비밀번호 변경: https://haneuldrive.co.kr/my/security

고객센터 1588-4127 (평일 09:00~18:00)
(주)하늘드라이브 | 서울특별시 강남구 테헤란로 427, 9층
`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- yunqiao-cloud (zh)

const YQ_INVITE = "https://console.yunqiaoyun.cn/team/invite/accept?ticket=YQ-TKT-8c3f27d1e94b&from=mail";

const yunqiao: Mail[] = [
  {
    family: "yunqiao-cloud",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "680243",
    link: null,
    from: "云桥云 <service@notice.yunqiaoyun.cn>",
    to: "qa.yunqiao.zh@testbox.devagency.example",
    subject: "【云桥云】邮箱验证码",
    date: date(2026, 11, 18, 14, 40, 19, "+0800"),
    text: `尊敬的用户：

您好！您正在注册云桥云账号，本次操作的邮箱验证码为：

680243

验证码 10 分钟内有效，请勿将验证码泄露给他人。云桥云工作人员不会以任何理由向您索取验证码。

如非本人操作，请忽略本邮件。

云桥云计算（杭州）有限公司
客服热线：400-820-7316
此邮件由系统自动发送，请勿直接回复。
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#eef1f5;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 0;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'PingFang SC','Microsoft YaHei','微软雅黑',Arial,sans-serif;">
<tr><td style="background:#1f4fd1;padding:18px 30px;"><img src="https://img.yunqiaoyun.cn/mail/logo-white.png" alt="云桥云" width="110" height="28"></td></tr>
<tr><td style="padding:30px;font-size:14px;line-height:26px;color:#333333;">
<p style="margin:0;">尊敬的用户：</p>
<p style="margin:0 0 16px 0;">您好！您正在注册云桥云账号，本次操作的邮箱验证码为：</p>
<p style="margin:0 0 16px 0;"><span style="font-size:28px;font-weight:bold;color:#1f4fd1;letter-spacing:4px;background:#f0f4ff;padding:8px 16px;">680243</span></p>
<p style="margin:0 0 8px 0;">验证码 <span style="color:#e64340;">10 分钟</span>内有效，请勿将验证码泄露给他人。云桥云工作人员不会以任何理由向您索取验证码。</p>
<p style="margin:0;color:#999999;">如非本人操作，请忽略本邮件。</p>
</td></tr>
<tr><td style="padding:18px 30px;border-top:1px solid #eeeeee;font-size:12px;line-height:20px;color:#999999;">云桥云计算（杭州）有限公司 · 客服热线：400-820-7316<br>此邮件由系统自动发送，请勿直接回复。 <a href="https://www.yunqiaoyun.cn/help" style="color:#1f4fd1;">帮助中心</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "b64",
  },
  {
    family: "yunqiao-cloud",
    group: "regional",
    lang: "zh",
    kind: "invite-link",
    code: null,
    link: YQ_INVITE,
    from: "云桥云 <service@notice.yunqiaoyun.cn>",
    to: "qa.yunqiao.zh@testbox.devagency.example",
    subject: "【云桥云】陈思远 邀请您加入团队「青柚科技测试组」",
    date: date(2026, 11, 19, 9, 12, 55, "+0800"),
    text: `您好：

陈思远（chensiyuan@qingyou-tech.example）邀请您以「开发者」身份加入云桥云团队「青柚科技测试组」。

加入后，您将可以访问该团队下的 3 个项目和 12 台云服务器。

请点击以下链接接受邀请：
${YQ_INVITE}

邀请链接 7 天内有效（截至 2026-11-26 09:12）。如您不认识邀请人，请忽略本邮件。

云桥云计算（杭州）有限公司
客服热线：400-820-7316
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#eef1f5;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 0;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'PingFang SC','Microsoft YaHei',Arial,sans-serif;">
<tr><td style="background:#1f4fd1;padding:18px 30px;"><img src="https://img.yunqiaoyun.cn/mail/logo-white.png" alt="云桥云" width="110" height="28"></td></tr>
<tr><td style="padding:30px;font-size:14px;line-height:26px;color:#333333;">
<p style="margin:0 0 12px 0;">您好：</p>
<p style="margin:0 0 12px 0;"><b>陈思远</b>（chensiyuan@qingyou-tech.example）邀请您以「开发者」身份加入云桥云团队 <b>青柚科技测试组</b>。</p>
<p style="margin:0 0 20px 0;color:#666666;">加入后，您将可以访问该团队下的 3 个项目和 12 台云服务器。</p>
<p style="margin:0 0 20px 0;"><a href="${
      amp(YQ_INVITE)
    }" style="display:inline-block;background:#1f4fd1;color:#ffffff;padding:10px 32px;text-decoration:none;border-radius:4px;">接受邀请</a></p>
<p style="margin:0;color:#999999;font-size:12px;">邀请链接 7 天内有效（截至 2026-11-26 09:12）。如您不认识邀请人，请忽略本邮件。</p>
</td></tr>
<tr><td style="padding:18px 30px;border-top:1px solid #eeeeee;font-size:12px;color:#999999;">云桥云计算（杭州）有限公司 · 客服热线：400-820-7316</td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- zakladka-app (pl)

const ZK_ACTIVATE =
  "https://zakladka.app/aktywacja/konto?u=qa.zakladka.pl%40testbox.devagency.example&k=2b7e41f09ac35d8e";

const zakladka: Mail[] = [
  {
    family: "zakladka-app",
    group: "regional",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link: ZK_ACTIVATE,
    from: "Zakładka <konto@zakladka.app>",
    to: "qa.zakladka.pl@testbox.devagency.example",
    subject: "Aktywuj swoje konto w Zakładce",
    date: date(2026, 11, 20, 12, 1, 36, "+0100"),
    text: `Cześć!

Dziękujemy za założenie konta w Zakładce – aplikacji do zapisywania artykułów na później.

Aby aktywować konto, kliknij w poniższy link:
${ZK_ACTIVATE}

Link jest ważny przez 72 godziny. Jeśli to nie Ty zakładałeś konto, po prostu zignoruj tę wiadomość.

Pozdrawiamy,
Zespół Zakładki

Zakładka sp. z o.o., ul. Piotrkowska 148/150, 90-063 Łódź
NIP 7252318840 · KRS 0000982214
`,
    html: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fff5f2;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fff5f2;"><tr><td align="center" style="padding:30px 12px;">
<table width="540" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:4px;font-family:Lato,'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:26px 30px 10px 30px;"><img src="https://zakladka.app/mail/zakladka-logo.png" alt="Zakładka" width="130" height="32"></td></tr>
<tr><td style="padding:10px 30px 28px 30px;font-size:15px;line-height:24px;color:#333333;">
<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">Cześć!</p>
<p style="margin:0 0 20px 0;">Dziękujemy za założenie konta w Zakładce – aplikacji do zapisywania artykułów na później. Aby aktywować konto, kliknij przycisk poniżej.</p>
<p style="margin:0 0 20px 0;"><a href="${
      amp(ZK_ACTIVATE)
    }" target="_blank" style="display:inline-block;background:#e4572e;color:#ffffff;padding:12px 28px;border-radius:4px;text-decoration:none;font-weight:bold;">Aktywuj konto</a></p>
<p style="margin:0 0 14px 0;font-size:13px;color:#777777;">Link jest ważny przez 72 godziny. Jeśli to nie Ty zakładałeś konto, po prostu zignoruj tę wiadomość.</p>
<p style="margin:0;">Pozdrawiamy,<br>Zespół Zakładki</p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #f0e2dc;font-size:11px;line-height:17px;color:#999999;">Zakładka sp. z o.o., ul. Piotrkowska 148/150, 90-063 Łódź · NIP 7252318840 · KRS 0000982214<br><a href="https://zakladka.app/regulamin" style="color:#999999;">Regulamin</a> · <a href="https://zakladka.app/polityka-prywatnosci" style="color:#999999;">Polityka prywatności</a> · <a href="https://www.facebook.com/zakladkaapp" style="color:#999999;">Facebook</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "zakladka-app",
    group: "regional",
    lang: "pl",
    kind: "login-code",
    code: "5093",
    link: null,
    from: "Zakładka <konto@zakladka.app>",
    to: "qa.zakladka.pl@testbox.devagency.example",
    subject: "Kod logowania: 5093",
    date: date(2026, 11, 21, 8, 37, 2, "+0100"),
    text: `Cześć,

ktoś (mamy nadzieję, że Ty) próbuje zalogować się do Zakładki na nowym urządzeniu: Firefox, Kraków.

Twój jednorazowy kod logowania:

    5093

Kod wygasa po 5 minutach. Nikomu go nie podawaj – pracownicy Zakładki nigdy nie proszą o kody.

Jeśli to nie Ty, zmień hasło: https://zakladka.app/ustawienia/bezpieczenstwo

Zespół Zakładki
`,
    html: null,
    enc: "qp",
  },
  {
    family: "zakladka-app",
    group: "regional",
    lang: "pl",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Zakładka <bezpieczenstwo@zakladka.app>",
    to: "qa.zakladka.pl@testbox.devagency.example",
    subject: "Hasło do Twojego konta zostało zmienione",
    date: date(2026, 11, 21, 8, 44, 29, "+0100"),
    text: `Cześć,

informujemy, że 21.11.2026 o godz. 08:44 hasło do konta qa.zakladka.pl@testbox.devagency.example zostało zmienione.

Jeżeli to Ty zmieniłeś hasło, nie musisz nic robić.
Jeżeli nie – natychmiast skontaktuj się z nami: pomoc@zakladka.app lub tel. +48 42 209 77 15.

Zespół Zakładki
Zakładka sp. z o.o., ul. Piotrkowska 148/150, 90-063 Łódź
`,
    html: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:20px;background:#ffffff;font-family:Lato,'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:24px;color:#333333;">
<img src="https://zakladka.app/mail/zakladka-logo.png" alt="Zakładka" width="130" height="32">
<p>Cześć,</p>
<p>informujemy, że <b>21.11.2026 o godz. 08:44</b> hasło do konta <b>qa.zakladka.pl@testbox.devagency.example</b> zostało zmienione.</p>
<p>Jeżeli to Ty zmieniłeś hasło, nie musisz nic robić.<br>Jeżeli nie – natychmiast skontaktuj się z nami: <a href="mailto:pomoc@zakladka.app">pomoc@zakladka.app</a> lub tel. +48 42 209 77 15.</p>
<p>Zespół Zakładki</p>
<p style="font-size:11px;color:#999999;">Zakładka sp. z o.o., ul. Piotrkowska 148/150, 90-063 Łódź</p>
</body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- defterim (tr)

const DF_RESET =
  "https://hesap.defterim.com.tr/sifre/yenile?anahtar=dft_R8w2Xk5Pq1Mz7Nc4&e=qa.defterim.tr%40testbox.devagency.example";

const defterim: Mail[] = [
  {
    family: "defterim",
    group: "regional",
    lang: "tr",
    kind: "verify-code",
    code: "D-715204",
    code_digits: "715204",
    link: null,
    from: "Defterim <bildirim@defterim.com.tr>",
    to: "qa.defterim.tr@testbox.devagency.example",
    subject: "D-715204 Defterim doğrulama kodunuz",
    date: date(2026, 11, 22, 19, 55, 31, "+0300"),
    text: `Merhaba,

Defterim ön muhasebe uygulamasına kaydınızı tamamlamak için doğrulama kodunuz:

D-715204

Kayıt ekranında "D-" ön eki hazır gelir; yalnızca 6 haneli sayıyı girmeniz yeterli. Kod 10 dakika geçerlidir.

Bu işlemi siz yapmadıysanız bu e-postayı dikkate almayın.

Defterim Yazılım A.Ş. · Büyükdere Cad. No: 199, 34394 Şişli/İstanbul
Müşteri Hizmetleri: 0850 455 21 90
`,
    html: `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:6px;font-family:Roboto,Arial,sans-serif;">
<tr><td style="padding:24px 28px;border-bottom:1px solid #eeeeee;"><img src="https://defterim.com.tr/assets/mail/defterim-logo.png" alt="Defterim" width="120" height="30"></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;line-height:23px;color:#2c2c2c;">
<p style="margin:0 0 14px 0;">Merhaba,</p>
<p style="margin:0 0 18px 0;">Defterim ön muhasebe uygulamasına kaydınızı tamamlamak için doğrulama kodunuz:</p>
<p style="margin:0 0 18px 0;text-align:center;"><span style="display:inline-block;font-size:30px;font-weight:700;letter-spacing:2px;color:#c0392b;border:2px solid #f3c5bf;border-radius:6px;padding:10px 20px;">D-715204</span></p>
<p style="margin:0 0 14px 0;">Kayıt ekranında “D-” ön eki hazır gelir; yalnızca 6 haneli sayıyı girmeniz yeterli. Kod <b>10 dakika</b> geçerlidir.</p>
<p style="margin:0;font-size:13px;color:#888888;">Bu işlemi siz yapmadıysanız bu e-postayı dikkate almayın.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#fafafa;font-size:11px;line-height:17px;color:#999999;">Defterim Yazılım A.Ş. · Büyükdere Cad. No: 199, 34394 Şişli/İstanbul · Müşteri Hizmetleri: 0850 455 21 90<br><a href="https://defterim.com.tr/kvkk" style="color:#999999;">KVKK Aydınlatma Metni</a> · <a href="https://defterim.com.tr/gizlilik" style="color:#999999;">Gizlilik</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "defterim",
    group: "regional",
    lang: "tr",
    kind: "reset-link",
    code: null,
    link: DF_RESET,
    from: "Defterim <bildirim@defterim.com.tr>",
    to: "qa.defterim.tr@testbox.devagency.example",
    subject: "Şifre sıfırlama talebiniz",
    date: date(2026, 11, 23, 11, 20, 4, "+0300"),
    text: `Merhaba,

Defterim hesabınız için şifre sıfırlama talebi aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıya tıklayın:

${DF_RESET}

Bağlantı 1 saat boyunca geçerlidir ve yalnızca bir kez kullanılabilir.

Bu talebi siz oluşturmadıysanız herhangi bir işlem yapmanıza gerek yok; mevcut şifreniz geçerliliğini korur.

Defterim Yazılım A.Ş. · Müşteri Hizmetleri: 0850 455 21 90
`,
    html: `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:6px;font-family:Roboto,Arial,sans-serif;">
<tr><td style="padding:24px 28px;border-bottom:1px solid #eeeeee;"><img src="https://defterim.com.tr/assets/mail/defterim-logo.png" alt="Defterim" width="120" height="30"></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;line-height:23px;color:#2c2c2c;">
<p style="margin:0 0 14px 0;">Merhaba,</p>
<p style="margin:0 0 20px 0;">Defterim hesabınız için şifre sıfırlama talebi aldık. Yeni şifrenizi belirlemek için aşağıdaki butona tıklayın.</p>
<p style="margin:0 0 20px 0;text-align:center;"><a href="${
      amp(DF_RESET)
    }" style="display:inline-block;background:#c0392b;color:#ffffff;padding:12px 30px;border-radius:6px;text-decoration:none;font-weight:700;">Şifremi Yenile</a></p>
<p style="margin:0 0 14px 0;font-size:13px;">Bağlantı 1 saat boyunca geçerlidir ve yalnızca bir kez kullanılabilir.</p>
<p style="margin:0;font-size:13px;color:#888888;">Bu talebi siz oluşturmadıysanız herhangi bir işlem yapmanıza gerek yok; mevcut şifreniz geçerliliğini korur.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#fafafa;font-size:11px;color:#999999;">Defterim Yazılım A.Ş. · Müşteri Hizmetleri: 0850 455 21 90</td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- sahayak-kart (hi)

const sahayak: Mail[] = [
  {
    family: "sahayak-kart",
    group: "regional",
    lang: "hi",
    kind: "login-code",
    code: "381920",
    link: null,
    from: "सहायक कार्ट <otp@sahayakkart.in>",
    to: "qa.sahayak.hi@testbox.devagency.example",
    subject: "सहायक कार्ट लॉगिन के लिए आपका OTP",
    date: date(2026, 11, 24, 18, 42, 26, "+0530"),
    text: `नमस्ते,

सहायक कार्ट में लॉग इन करने के लिए आपका वन-टाइम पासवर्ड (OTP) है:

381920

यह OTP 5 मिनट तक मान्य है। कृपया इसे किसी के साथ साझा न करें। सहायक कार्ट का कोई भी कर्मचारी आपसे OTP नहीं माँगेगा।

अगर आपने लॉगिन का प्रयास नहीं किया है, तो इस ईमेल को अनदेखा करें।

ग्राहक सेवा: 1800-270-4410 (सुबह 9 से रात 9 बजे तक)
सहायक कार्ट प्रा. लि., प्लॉट 14, सेक्टर 44, गुरुग्राम, हरियाणा 122003
`,
    html: `<!DOCTYPE html><html lang="hi"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fff7ed;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 10px;">
<table width="500" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;font-family:'Noto Sans Devanagari','Mangal',Arial,sans-serif;">
<tr><td style="background:#ea580c;padding:16px 24px;border-radius:10px 10px 0 0;"><img src="https://cdn.sahayakkart.in/email/logo-white.png" alt="सहायक कार्ट" width="130" height="30"></td></tr>
<tr><td style="padding:26px 24px;font-size:15px;line-height:26px;color:#1c1917;">
<p style="margin:0 0 12px 0;">नमस्ते,</p>
<p style="margin:0 0 16px 0;">सहायक कार्ट में लॉग इन करने के लिए आपका वन-टाइम पासवर्ड (OTP) है:</p>
<p style="margin:0 0 16px 0;text-align:center;"><span style="font-family:Arial,sans-serif;font-size:32px;font-weight:bold;letter-spacing:8px;color:#9a3412;background:#ffedd5;padding:10px 20px;border-radius:6px;">381920</span></p>
<p style="margin:0 0 12px 0;">यह OTP <b>5 मिनट</b> तक मान्य है। कृपया इसे किसी के साथ साझा न करें। सहायक कार्ट का कोई भी कर्मचारी आपसे OTP नहीं माँगेगा।</p>
<p style="margin:0;font-size:13px;color:#78716c;">अगर आपने लॉगिन का प्रयास नहीं किया है, तो इस ईमेल को अनदेखा करें।</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fafaf9;font-size:11px;line-height:18px;color:#a8a29e;border-radius:0 0 10px 10px;">ग्राहक सेवा: 1800-270-4410 · सहायक कार्ट प्रा. लि., प्लॉट 14, सेक्टर 44, गुरुग्राम, हरियाणा 122003<br><a href="https://www.sahayakkart.in/privacy" style="color:#a8a29e;">गोपनीयता नीति</a> · <a href="https://www.sahayakkart.in/terms" style="color:#a8a29e;">नियम और शर्तें</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "b64",
  },
  {
    family: "sahayak-kart",
    group: "regional",
    lang: "hi",
    kind: "welcome",
    code: null,
    link: null,
    from: "सहायक कार्ट <namaste@sahayakkart.in>",
    to: "qa.sahayak.hi@testbox.devagency.example",
    subject: "सहायक कार्ट में आपका स्वागत है! पहले ऑर्डर पर ₹100 की छूट",
    date: date(2026, 11, 24, 18, 45, 3, "+0530"),
    text: `नमस्ते,

सहायक कार्ट परिवार में आपका स्वागत है! अब आप किराना, दूध और रोज़मर्रा का सामान 30 मिनट में घर पर मँगवा सकते हैं।

आपके पहले ऑर्डर पर ₹100 की छूट (न्यूनतम ऑर्डर ₹499):
कूपन कोड: PEHLA100
वैध: 31 दिसंबर 2026 तक

ऐप डाउनलोड करें:
Google Play: https://play.google.com/store/apps/details?id=in.sahayakkart.app
App Store: https://apps.apple.com/in/app/sahayak-kart/id6450021873

ग्राहक सेवा: 1800-270-4410
सहायक कार्ट प्रा. लि., प्लॉट 14, सेक्टर 44, गुरुग्राम, हरियाणा 122003
सदस्यता समाप्त करें: https://www.sahayakkart.in/unsubscribe?u=sk_90a1c2
`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- trellum (pt-BR)

const TR_VERIFY = "https://app.trellum.com.br/confirmar-email?c=482051&t=trl_vf_6Hq0Zp3Wm8Ks";

const trellum: Mail[] = [
  {
    family: "trellum",
    group: "regional",
    lang: "pt",
    kind: "verify-code-link",
    code: "482051",
    link: TR_VERIFY,
    from: "Trellum <ola@trellum.com.br>",
    to: "qa.trellum.br@testbox.devagency.example",
    subject: "Confirme seu e-mail no Trellum",
    date: date(2026, 11, 25, 10, 3, 44, "-0300"),
    text: `Oi!

Falta só um passo para começar a organizar os projetos da sua equipe no Trellum.

Digite este código no app:

482051

Ou, se preferir, confirme pelo link:
${TR_VERIFY}

O código e o link valem por 1 hora.

Não foi você? É só ignorar este e-mail.

Equipe Trellum
Trellum Tecnologia Ltda. · CNPJ 41.822.907/0001-36
Av. Paulista, 1842 – 15º andar · São Paulo/SP · 01310-200
`,
    html:
      `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#f0fdf4;">
${preheader("Falta só um passo para começar.")}
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:16px;font-family:Poppins,'Segoe UI',Arial,sans-serif;">
<tr><td align="center" style="padding:32px 32px 0 32px;"><img src="https://app.trellum.com.br/static/email/trellum-logo.png" alt="Trellum" width="132" height="34"></td></tr>
<tr><td style="padding:24px 32px;font-size:15px;line-height:24px;color:#14532d;text-align:center;">
<h1 style="margin:0 0 12px 0;font-size:22px;">Oi! Confirme seu e-mail</h1>
<p style="margin:0 0 20px 0;color:#3f6212;">Falta só um passo para começar a organizar os projetos da sua equipe no Trellum. Digite este código no app:</p>
<table cellpadding="0" cellspacing="0" border="0" align="center" style="margin:0 auto 20px auto;"><tr>
            ${digit_cells("482051", "#14532d", "#dcfce7")}
</tr></table>
<p style="margin:0 0 16px 0;color:#3f6212;">Ou, se preferir, confirme com um clique:</p>
<p style="margin:0 0 20px 0;"><a href="${TR_VERIFY}" style="display:inline-block;background:#16a34a;color:#ffffff;padding:12px 28px;border-radius:999px;text-decoration:none;font-weight:600;">Confirmar meu e-mail</a></p>
<p style="margin:0;font-size:13px;color:#65a30d;">O código e o link valem por 1 hora. Não foi você? É só ignorar este e-mail.</p>
</td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #dcfce7;font-size:11px;line-height:17px;color:#84a98c;text-align:center;">Trellum Tecnologia Ltda. · CNPJ 41.822.907/0001-36 · Av. Paulista, 1842 – 15º andar · São Paulo/SP · 01310-200<br><a href="https://trellum.com.br/privacidade" style="color:#84a98c;">Privacidade</a> · <a href="https://trellum.com.br/termos" style="color:#84a98c;">Termos</a> · <a href="https://www.instagram.com/trellumapp" style="color:#84a98c;">Instagram</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "trellum",
    group: "regional",
    lang: "pt",
    kind: "trial-ending",
    code: null,
    link: null,
    from: "Trellum <ola@trellum.com.br>",
    to: "qa.trellum.br@testbox.devagency.example",
    subject: "Seu teste grátis do Trellum Equipe termina amanhã",
    date: date(2026, 11, 26, 9, 0, 0, "-0300"),
    text: `Oi!

Seu período de teste de 7 dias do plano Equipe termina amanhã, 27/11/2026.

Depois disso, seu espaço "Agência QA" volta para o plano Grátis:
• até 3 quadros ativos
• 2 convidados por quadro
• anexos de até 10 MB

Quer continuar com tudo liberado? O plano Equipe custa R$ 19,90 por usuário/mês no plano anual (ou R$ 24,90 no mensal), e dá para pagar com Pix ou cartão.

Ver planos: https://trellum.com.br/precos

Nenhum quadro é apagado.

Abraços,
Equipe Trellum

Não quer mais receber avisos de cobrança? https://app.trellum.com.br/preferencias/email
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- kluisje (nl)

const KL_MAGIC = "https://mijn.kluisje.nl/inloggen/link?token=kl_ml_Zt5vY0qP8wR3nB6x&apparaat=web";

const kluisje: Mail[] = [
  {
    family: "kluisje",
    group: "regional",
    lang: "nl",
    kind: "magic-link",
    code: null,
    link: KL_MAGIC,
    from: "Kluisje <inloggen@kluisje.nl>",
    to: "qa.kluisje.nl@testbox.devagency.example",
    subject: "Je inloglink voor Kluisje",
    date: date(2026, 11, 19, 13, 28, 12, "+0100"),
    text: `Hoi,

Klik op de link hieronder om in te loggen bij Kluisje. Je hoeft geen wachtwoord in te vullen.

${KL_MAGIC}

De link werkt één keer en verloopt over 15 minuten.

Heb je niet geprobeerd in te loggen? Dan kun je deze mail negeren.

Groet,
Team Kluisje

Kluisje B.V. · Oudegracht 180 · 3511 NP Utrecht · KvK 90214377
`,
    html: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f4f1fb;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:36px 12px;">
<table width="480" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:12px;font-family:'Nunito',Arial,sans-serif;">
<tr><td style="padding:30px 30px 6px 30px;"><img src="https://mijn.kluisje.nl/img/mail/kluisje-logo.png" alt="Kluisje" width="110" height="30"></td></tr>
<tr><td style="padding:12px 30px 30px 30px;font-size:15px;line-height:24px;color:#2a2340;">
<p style="margin:0 0 14px 0;">Hoi,</p>
<p style="margin:0 0 22px 0;">Klik op de knop hieronder om in te loggen bij Kluisje. Je hoeft geen wachtwoord in te vullen.</p>
<p style="margin:0 0 22px 0;"><a href="${KL_MAGIC}" style="display:inline-block;background:#6d28d9;color:#ffffff;padding:13px 28px;border-radius:8px;text-decoration:none;font-weight:bold;">Inloggen bij Kluisje</a></p>
<p style="margin:0 0 14px 0;font-size:13px;color:#6b6585;">De link werkt één keer en verloopt over 15 minuten.<br>Heb je niet geprobeerd in te loggen? Dan kun je deze mail negeren.</p>
<p style="margin:0;">Groet,<br>Team Kluisje</p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #ece8f5;font-size:11px;color:#9a94ad;">Kluisje B.V. · Oudegracht 180 · 3511 NP Utrecht · KvK 90214377 · <a href="https://kluisje.nl/privacy" style="color:#9a94ad;">Privacy</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "kluisje",
    group: "regional",
    lang: "nl",
    kind: "two-factor-code",
    code: "662019",
    link: null,
    from: "Kluisje <beveiliging@kluisje.nl>",
    to: "qa.kluisje.nl@testbox.devagency.example",
    subject: "Je verificatiecode: 662019",
    date: date(2026, 11, 19, 13, 41, 50, "+0100"),
    text: `Hoi,

Je hebt tweestapsverificatie via e-mail aangezet. Vul deze code in om je aanmelding op een nieuw apparaat te bevestigen:

66 20 19

Deze code is 10 minuten geldig.

Apparaat: Safari op iPhone
Locatie: Amsterdam, Nederland
Tijd: 19 november 2026, 13:41

Was jij dit niet? Wijzig dan direct je wachtwoord via https://mijn.kluisje.nl/instellingen/beveiliging of bel ons op 030 207 44 81.

Team Kluisje
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- hylla (sv)

const hylla: Mail[] = [
  {
    family: "hylla",
    group: "regional",
    lang: "sv",
    kind: "login-code",
    code: "904417",
    link: null,
    from: "Hylla <hej@hylla.se>",
    to: "qa.hylla.se@testbox.devagency.example",
    subject: "Din engångskod till Hylla",
    date: date(2026, 11, 20, 16, 12, 3, "+0100"),
    text: `Hej!

Här är din engångskod för att logga in på Hylla:

904417

Koden gäller i 15 minuter. Dela den inte med någon.

Försökte du inte logga in? Då kan du strunta i det här mejlet.

Vänliga hälsningar
Hylla – din digitala bokhylla

Hylla AB · Götgatan 78 · 118 30 Stockholm · Org.nr 559412-0087
Kundtjänst: 08-520 177 40
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#faf7f2;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 10px;">
<table width="500" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Avenir Next',Avenir,Arial,sans-serif;">
<tr><td style="padding:26px 30px 0 30px;"><img src="https://hylla.se/mejl/hylla-logo.png" alt="Hylla" width="90" height="30"></td></tr>
<tr><td style="padding:20px 30px;font-size:15px;line-height:24px;color:#2f2a24;">
<p style="margin:0 0 14px 0;">Hej!</p>
<p style="margin:0 0 16px 0;">Här är din engångskod för att logga in på Hylla:</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;"><tr><td style="background:#f1e9dc;padding:12px 22px;font-size:30px;font-weight:bold;letter-spacing:5px;color:#5b3a1a;">904417</td></tr></table>
<p style="margin:0 0 14px 0;">Koden gäller i 15 minuter. Dela den inte med någon.</p>
<p style="margin:0;font-size:13px;color:#8a8073;">Försökte du inte logga in? Då kan du strunta i det här mejlet.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f5f0e8;font-size:11px;line-height:17px;color:#8a8073;">Hylla AB · Götgatan 78 · 118 30 Stockholm · Org.nr 559412-0087 · Kundtjänst: 08-520 177 40<br><a href="https://hylla.se/integritet" style="color:#8a8073;">Integritetspolicy</a> · <a href="https://hylla.se/villkor" style="color:#8a8073;">Villkor</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- keyfob-auth (en, an open-source auth library's default templates)

const KF_MAGIC =
  "https://marrowby-staging.devagency.example/api/keyfob/magic-link/verify?token=kf_4d0e9b7a2c61f8e35b1947a0&callbackURL=%2Fapp%2Fprojects&email=qa.marrowby%40testbox.devagency.example";
const KF_RESET =
  "https://marrowby-staging.devagency.example/reset-password?token=kfr_Nq82Lx0VbT5pWc3Z&callbackURL=%2Flogin";

const keyfob: Mail[] = [
  {
    family: "keyfob-auth",
    group: "oss",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: KF_MAGIC,
    from: "Marrowby Staging <auth@marrowby-staging.devagency.example>",
    to: "qa.marrowby@testbox.devagency.example",
    subject: "Sign in to Marrowby Staging",
    date: date(2026, 11, 18, 15, 9, 41),
    text: `Sign in to Marrowby Staging

${KF_MAGIC}

If you did not request this email you can safely ignore it.
`,
    html: `<body style="background: #f9f9f9;">
  <table width="100%" border="0" cellspacing="20" cellpadding="0"
    style="background: #ffffff; max-width: 600px; margin: auto; border-radius: 10px;">
    <tr>
      <td align="center"
        style="padding: 10px 0px; font-size: 22px; font-family: Helvetica, Arial, sans-serif; color: #444444;">
        Sign in to <strong>Marrowby Staging</strong>
      </td>
    </tr>
    <tr>
      <td align="center" style="padding: 20px 0;">
        <table border="0" cellspacing="0" cellpadding="0">
          <tr>
            <td align="center" style="border-radius: 5px;" bgcolor="#346df1"><a href="${amp(KF_MAGIC)}"
                target="_blank"
                style="font-size: 18px; font-family: Helvetica, Arial, sans-serif; color: #ffffff; text-decoration: none; border-radius: 5px; padding: 10px 20px; border: 1px solid #346df1; display: inline-block; font-weight: bold;">Sign in</a></td>
          </tr>
        </table>
      </td>
    </tr>
    <tr>
      <td align="center"
        style="padding: 0px 0px 10px 0px; font-size: 16px; line-height: 22px; font-family: Helvetica, Arial, sans-serif; color: #444444;">
        If you did not request this email you can safely ignore it.
      </td>
    </tr>
  </table>
</body>
`,
  },
  {
    family: "keyfob-auth",
    group: "oss",
    lang: "en",
    kind: "verify-code",
    code: "90417263",
    link: null,
    from: "Marrowby Staging <auth@marrowby-staging.devagency.example>",
    to: "qa.marrowby+otp@testbox.devagency.example",
    subject: "Verify your email address",
    date: date(2026, 11, 18, 15, 22, 7),
    text: `Your verification code is 90417263

It expires in 5 minutes. Do not share it with anyone.
`,
    html: null,
  },
  {
    family: "keyfob-auth",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: KF_RESET,
    from: "Marrowby Staging <auth@marrowby-staging.devagency.example>",
    to: "qa.marrowby@testbox.devagency.example",
    subject: "Reset your password",
    date: date(2026, 11, 18, 15, 30, 55),
    text: `Click the link to reset your password: ${KF_RESET}
`,
    html: null,
  },
];

// ---------------------------------------------------------------- quillcast (en, podcast hosting; notices only)

const quillcast: Mail[] = [
  {
    family: "quillcast",
    group: "negative",
    lang: "en",
    kind: "trial-started",
    code: null,
    link: null,
    from: "Quillcast <team@quillcast.fm>",
    to: "qa.podcast@testbox.devagency.example",
    subject: "Your 14-day Quillcast trial has started 🎙️",
    date: date(2026, 11, 21, 17, 5, 33, "-0500"),
    text: `Welcome aboard!

Your 14-day trial of Quillcast Creator is active until December 5, 2026. No card needed until then.

Here's what you can do right now:
- Upload your first episode (MP3, M4A or WAV up to 500 MB)
- Submit your show to Apple Podcasts and Spotify in one step
- Embed our player on your website

Getting started guide: https://quillcast.fm/guides/first-episode
Office hours every Wednesday at 1pm ET: https://quillcast.fm/events/office-hours

After the trial, Creator is $15/month. Your show ID is QC-77120 if you ever need to contact support.

Happy recording,
The Quillcast team

Quillcast, Inc. · 80 Broad Street, 5th Floor · New York, NY 10004
Manage emails: https://quillcast.fm/account/emails
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#111111;">
${preheader("No card needed until December 5.")}
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#111111;"><tr><td align="center" style="padding:32px 12px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#1c1c1e;border-radius:14px;font-family:'Helvetica Neue',Arial,sans-serif;color:#f5f5f7;">
<tr><td style="padding:28px 32px 0 32px;"><img src="https://quillcast.fm/mail/quillcast-logo-dark.png" alt="Quillcast" width="130" height="32"></td></tr>
<tr><td style="padding:20px 32px;font-size:15px;line-height:24px;">
<h1 style="margin:0 0 12px 0;font-size:24px;">Welcome aboard! 🎙️</h1>
<p style="margin:0 0 16px 0;color:#d1d1d6;">Your 14-day trial of <strong>Quillcast Creator</strong> is active until <strong>December 5, 2026</strong>. No card needed until then.</p>
<ul style="margin:0 0 16px 0;padding-left:20px;color:#d1d1d6;">
<li>Upload your first episode (MP3, M4A or WAV up to 500 MB)</li>
<li>Submit your show to Apple Podcasts and Spotify in one step</li>
<li>Embed our player on your website</li>
</ul>
<p style="margin:0 0 16px 0;"><a href="https://quillcast.fm/guides/first-episode" style="color:#ff9f0a;font-weight:bold;">Read the getting started guide →</a></p>
<p style="margin:0 0 16px 0;color:#d1d1d6;">Join our <a href="https://quillcast.fm/events/office-hours" style="color:#ff9f0a;">office hours</a> every Wednesday at 1pm ET. After the trial, Creator is $15/month. Your show ID is QC-77120 if you ever need support.</p>
<p style="margin:0;color:#d1d1d6;">Happy recording,<br>The Quillcast team</p>
</td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #2c2c2e;font-size:11px;line-height:17px;color:#8e8e93;">Quillcast, Inc. · 80 Broad Street, 5th Floor · New York, NY 10004 · <a href="https://quillcast.fm/account/emails" style="color:#8e8e93;">Manage emails</a> · <a href="https://www.youtube.com/@quillcast" style="color:#8e8e93;">YouTube</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "quillcast",
    group: "negative",
    lang: "en",
    kind: "usage-summary",
    code: null,
    link: null,
    from: "Quillcast <team@quillcast.fm>",
    to: "qa.podcast@testbox.devagency.example",
    subject: "Your first week on Quillcast: 1 episode, 38 downloads",
    date: date(2026, 11, 28, 10, 0, 0, "-0500"),
    text: `Here's how "QA Test Pod (do not subscribe)" did this week (Nov 21 – Nov 27, 2026):

Episodes published: 1
Downloads: 38 (up from 0)
Top app: Apple Podcasts (21)
Top country: United States (17), then Germany (6)
Storage used: 84 MB of 3 GB

Full analytics: https://quillcast.fm/shows/QC-77120/analytics

Your trial ends on December 5, 2026.

The Quillcast team
Quillcast, Inc. · 80 Broad Street, 5th Floor · New York, NY 10004
Manage emails: https://quillcast.fm/account/emails
`,
    html: null,
  },
];

// ---------------------------------------------------------------- kettleworks-crm (en, a client's staging app)

const KW_SUBSCRIBE =
  "https://e.kettleworks-staging.devagency.example/track/click/30412876/kettleworks.io?p=eyJzIjoiUGZfM3RxIiwidiI6MSwicCI6IntcInVcIjozMDQxMjg3NixcInZcIjoxLFwidXJsXCI6XCJodHRwczpcL1wva2V0dGxld29ya3MuaW9cL2xpc3RzXC9jb25maXJtP2lkPTg4MTJcIn0ifQ";

const kettleworks: Mail[] = [
  {
    family: "kettleworks-crm",
    group: "consumer",
    lang: "en",
    kind: "subscribe-confirm",
    code: null,
    link: KW_SUBSCRIBE,
    from: "Kettleworks (staging) <updates@kettleworks-staging.devagency.example>",
    to: "qa+kw-list@testbox.devagency.example",
    subject: "[staging] Please confirm you want product updates from Kettleworks",
    date: date(2026, 11, 23, 14, 48, 19),
    text: `Almost there!

You (or someone using this address) asked to get product updates from Kettleworks, about once a month.

To confirm, open this link:
${KW_SUBSCRIBE}

If you don't confirm, we won't add you to the list.

Kettleworks Ltd · Unit 4, The Tannery, 91 Kirkstall Road, Leeds LS3 1HS
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fdf6f0;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #f1dfd0;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="background:#fde68a;padding:6px 24px;font-size:11px;color:#78350f;">STAGING — sent from kettleworks-staging</td></tr>
<tr><td style="padding:24px;"><img src="https://kettleworks-staging.devagency.example/static/kettle-logo.png" alt="Kettleworks" width="140" height="34"></td></tr>
<tr><td style="padding:0 24px 24px 24px;font-size:15px;line-height:23px;color:#3b2a1e;">
<h2 style="margin:0 0 12px 0;font-size:20px;">Almost there!</h2>
<p style="margin:0 0 20px 0;">You (or someone using this address) asked to get product updates from Kettleworks, about once a month.</p>
<p style="margin:0 0 20px 0;"><a href="${KW_SUBSCRIBE}" style="display:inline-block;background:#c2410c;color:#ffffff;padding:12px 24px;text-decoration:none;border-radius:3px;font-weight:bold;">Yes, subscribe me</a></p>
<p style="margin:0;font-size:13px;color:#8b6f5c;">If you don't confirm, we won't add you to the list.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fdf6f0;font-size:11px;color:#a08672;">Kettleworks Ltd · Unit 4, The Tannery, 91 Kirkstall Road, Leeds LS3 1HS · <a href="https://kettleworks-staging.devagency.example/privacy" style="color:#a08672;">Privacy</a></td></tr>
</table></td></tr></table>
<img src="https://e.kettleworks-staging.devagency.example/track/open/30412876.gif" width="1" height="1" alt="">
</body></html>`,
    enc: "qp",
  },
  {
    family: "kettleworks-crm",
    group: "consumer",
    lang: "en",
    kind: "two-factor-code",
    code: "55810239",
    link: null,
    from: "Kettleworks (staging) <security@kettleworks-staging.devagency.example>",
    to: "qa+kw-admin@testbox.devagency.example",
    subject: "[staging] Kettleworks two-step verification code",
    date: date(2026, 11, 23, 15, 2, 44),
    text: `Your Kettleworks verification code is:

558 102 39

Enter it on the sign-in page to finish logging in to the workspace "Devagency QA". The code is valid for 10 minutes.

Not you? Reset your password at https://kettleworks-staging.devagency.example/password/forgot and let your workspace admin know.

Kettleworks Ltd · Unit 4, The Tannery, 91 Kirkstall Road, Leeds LS3 1HS · 0113 496 0581
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fdf6f0;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #f1dfd0;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="background:#fde68a;padding:6px 24px;font-size:11px;color:#78350f;">STAGING — sent from kettleworks-staging</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:23px;color:#3b2a1e;">
<p style="margin:0 0 12px 0;">Your Kettleworks verification code is:</p>
<p style="margin:0 0 16px 0;font-size:30px;font-weight:bold;font-family:'Courier New',monospace;color:#c2410c;">558 102 39</p>
<p style="margin:0 0 12px 0;">Enter it on the sign-in page to finish logging in to the workspace <strong>Devagency QA</strong>. The code is valid for 10 minutes.</p>
<p style="margin:0;font-size:13px;color:#8b6f5c;">Not you? <a href="https://kettleworks-staging.devagency.example/password/forgot" style="color:#c2410c;">Reset your password</a> and let your workspace admin know.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fdf6f0;font-size:11px;color:#a08672;">Kettleworks Ltd · Unit 4, The Tannery, 91 Kirkstall Road, Leeds LS3 1HS · 0113 496 0581</td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- pochtovik (ru)

const PCH_LINK = "https://id.pochtovik.ru/confirm?code=371846&sid=pch-5f2a90c1d7";

const pochtovik: Mail[] = [
  {
    family: "pochtovik",
    group: "regional",
    lang: "ru",
    kind: "verify-code-link",
    code: "371846",
    link: PCH_LINK,
    from: "Почтовик <noreply@pochtovik.ru>",
    to: "qa.pochtovik.ru@testbox.devagency.example",
    subject: "Подтвердите адрес электронной почты",
    date: date(2026, 11, 25, 11, 36, 20, "+0300"),
    text: `Здравствуйте!

Вы зарегистрировались в сервисе рассылок «Почтовик». Чтобы подтвердить адрес электронной почты, введите код на странице регистрации:

371846

или перейдите по ссылке:
${PCH_LINK}

Код и ссылка действуют 30 минут.

Если вы не регистрировались, просто проигнорируйте это письмо.

С уважением,
команда «Почтовика»
ООО «Почтовик», 191014, Санкт-Петербург, Литейный пр., д. 57
Поддержка: 8 800 511-37-29
`,
    html: `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:24px 28px;border-bottom:1px solid #e5e7eb;"><img src="https://pochtovik.ru/static/mail/logo.png" alt="Почтовик" width="140" height="32"></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;line-height:23px;color:#111827;">
<p style="margin:0 0 14px 0;">Здравствуйте!</p>
<p style="margin:0 0 16px 0;">Вы зарегистрировались в сервисе рассылок «Почтовик». Чтобы подтвердить адрес электронной почты, введите код на странице регистрации:</p>
<p style="margin:0 0 18px 0;"><span style="font-size:30px;font-weight:bold;letter-spacing:6px;color:#1e40af;">371846</span></p>
<p style="margin:0 0 16px 0;">или нажмите на кнопку:</p>
<p style="margin:0 0 18px 0;"><a href="${PCH_LINK}" style="display:inline-block;background:#1e40af;color:#ffffff;padding:11px 24px;border-radius:6px;text-decoration:none;">Подтвердить почту</a></p>
<p style="margin:0 0 12px 0;font-size:13px;color:#6b7280;">Код и ссылка действуют 30 минут. Если вы не регистрировались, просто проигнорируйте это письмо.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f9fafb;font-size:11px;line-height:17px;color:#9ca3af;">ООО «Почтовик», 191014, Санкт-Петербург, Литейный пр., д. 57 · Поддержка: 8 800 511-37-29<br><a href="https://pochtovik.ru/privacy" style="color:#9ca3af;">Политика конфиденциальности</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "b64",
  },
];

export const mails: Mail[] = [
  ...hivepad,
  ...portcullis,
  ...mintleaf,
  ...codelantern,
  ...sparrowpost,
  ...nimbusnote,
  ...orbitdesk,
  ...wolkentor,
  ...lesefutter,
  ...carnetlibre,
  ...pasarela,
  ...lavagnetta,
  ...kumorin,
  ...haneul,
  ...yunqiao,
  ...zakladka,
  ...defterim,
  ...sahayak,
  ...trellum,
  ...kluisje,
  ...hylla,
  ...keyfob,
  ...quillcast,
  ...kettleworks,
  ...pochtovik,
];
