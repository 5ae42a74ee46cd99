import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from a local `YYYY-MM-DD HH:MM:SS` and its zone offset. */
function date(local: string, zone: string): string {
  const [day, time] = local.split(" ");
  const [y, m, d] = (day ?? "").split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${DAYS[weekday]}, ${d} ${MONTHS[m - 1]} ${y} ${time} ${zone}`;
}

/** A bare HTML document around `body`. */
function doc(body: string, opts: { lang?: string; dir?: "rtl"; bg?: string; title?: string } = {}): string {
  const lang = opts.lang ? ` lang="${opts.lang}"` : "";
  const dir = opts.dir ? ` dir="${opts.dir}"` : "";
  const title = opts.title ? `<title>${opts.title}</title>` : "";
  return `<!DOCTYPE html>
<html${lang}${dir}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${title}
</head>
<body style="margin:0;padding:0;background:${opts.bg ?? "#ffffff"};">
${body}
</body>
</html>`;
}

/** A bulletproof-ish table button. */
function button(href: string, label: string, color: string, text = "#ffffff"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;">
<tr><td align="center" bgcolor="${color}" style="border-radius:4px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 28px;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;color:${text};text-decoration:none;border-radius:4px;">${label}</a>
</td></tr>
</table>`;
}

/** One bordered cell per character of `code`. */
function boxes(code: string, border: string): string {
  const cells = [...code].map((ch) =>
    `<td style="width:40px;height:48px;border:1px solid ${border};border-radius:6px;text-align:center;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;">${ch}</td><td style="width:6px;"></td>`
  ).join("\n");
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:20px auto;">
<tr>
${cells}
</tr>
</table>`;
}

/** The code in one big letter-spaced cell. */
function spaced(code: string, bg: string, color = "#222222"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:18px 0;">
<tr><td align="center" style="background:${bg};padding:18px 0;font-family:Menlo,Consolas,monospace;font-size:32px;letter-spacing:10px;font-weight:700;color:${color};">${code}</td></tr>
</table>`;
}

/** A centred 600px card with a coloured band on top and a small grey footer. */
function card(o: {
  brand: string;
  color: string;
  inner: string;
  footer: string;
  lang?: string;
  dir?: "rtl";
  bg?: string;
  font?: string;
}): string {
  const font = o.font ?? "Helvetica,Arial,sans-serif";
  const align = o.dir === "rtl" ? "right" : "left";
  const body = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${
    o.bg ?? "#f2f3f5"
  };">
<tr><td align="center" style="padding:28px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:6px;">
<tr><td style="background:${o.color};padding:18px 28px;font-family:${font};font-size:20px;font-weight:bold;color:#ffffff;text-align:${align};">${o.brand}</td></tr>
<tr><td style="padding:28px;font-family:${font};font-size:15px;line-height:1.6;color:#333333;text-align:${align};">
${o.inner}
</td></tr>
<tr><td style="padding:16px 28px 24px;font-family:${font};font-size:12px;line-height:1.5;color:#8a8f98;border-top:1px solid #eceef1;text-align:${align};">
${o.footer}
</td></tr>
</table>
</td></tr>
</table>`;
  const opts: { lang?: string; dir?: "rtl"; bg?: string } = { bg: o.bg ?? "#f2f3f5" };
  if (o.lang) opts.lang = o.lang;
  if (o.dir) opts.dir = o.dir;
  return doc(body, opts);
}

// ---------------------------------------------------------------- open-source templates

const authelia: Mail[] = [
  {
    family: "authelia",
    group: "oss",
    lang: "en",
    kind: "identity-code",
    code: "Q7MXR4TD",
    link: null,
    from: "Authelia <authelia@ridgeway-lab.net>",
    to: "sam <sam@ridgeway-lab.net>",
    subject: "Confirm an action",
    date: date("2025-10-14 21:07:12", "+0000"),
    text: `Hello sam,

We are sending you this message to check that it is really you. Reason: elevated session.

If you did not start this, someone may know your credentials. In that case you should:

 1. Invalidate this One-Time Code by opening the link below:
    https://auth.ridgeway-lab.net/revoke/one-time-code?id=6c1f0a2e-93b4-4d7e-b0a1-5f2e8c9d4a17
 2. Change your password and any other credentials
 3. Let an administrator know

To prove your identity, enter this One-Time Code:

Q7MXR4TD

The request that produced this message came from IP 198.51.100.23.
`,
    html: doc(
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f8fb;">
<tr><td align="center" style="padding:32px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #dfe3e8;font-family:Roboto,Arial,sans-serif;color:#212b36;">
<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:500;">Confirm an action</td></tr>
<tr><td style="padding:12px 32px;font-size:14px;line-height:22px;">
<p>Hello sam,</p>
<p>We are sending you this message to check that it is really you. Reason: <strong>elevated session</strong>.</p>
<p>To prove your identity, enter this One-Time Code:</p>
</td></tr>
<tr><td align="center" style="padding:0 32px;">
<div style="display:inline-block;padding:14px 24px;background:#eef2f7;border-radius:4px;font-family:'Roboto Mono',monospace;font-size:28px;letter-spacing:6px;font-weight:bold;">Q7MXR4TD</div>
</td></tr>
<tr><td style="padding:20px 32px;font-size:13px;line-height:20px;color:#637381;">
<p>If you did not start this, someone may know your credentials. You should:</p>
<ol>
<li><a href="https://auth.ridgeway-lab.net/revoke/one-time-code?id=6c1f0a2e-93b4-4d7e-b0a1-5f2e8c9d4a17" style="color:#1976d2;">Invalidate this One-Time Code</a></li>
<li>Change your password and any other credentials</li>
<li>Let an administrator know</li>
</ol>
<p>The request that produced this message came from IP 198.51.100.23.</p>
</td></tr>
<tr><td style="padding:12px 32px 24px;font-size:11px;color:#919eab;">Powered by Authelia</td></tr>
</table>
</td></tr>
</table>`,
      { title: "Confirm an action" },
    ),
  },
  {
    family: "authelia",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://auth.ridgeway-lab.net/reset-password/step2?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhY3Rpb24iOiJSZXNldFBhc3N3b3JkIiwidXNlcm5hbWUiOiJzYW0iLCJleHAiOjE3NjA0NDQ0NzB9.4hQm2bK0vJx8cN1pZr7YwLkT3sFd9aEo6uGiHq5XnMc",
    from: "Authelia <authelia@ridgeway-lab.net>",
    to: "sam <sam@ridgeway-lab.net>",
    subject: "Reset your password",
    date: date("2025-10-14 21:58:40", "+0000"),
    text: `Hello sam,

Someone asked to reset the password of your account. If that was you, follow the link below
to pick a new one:

https://auth.ridgeway-lab.net/reset-password/step2?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhY3Rpb24iOiJSZXNldFBhc3N3b3JkIiwidXNlcm5hbWUiOiJzYW0iLCJleHAiOjE3NjA0NDQ0NzB9.4hQm2bK0vJx8cN1pZr7YwLkT3sFd9aEo6uGiHq5XnMc

The link stops working after 5 minutes.

Not you? Cancel this request right away:
https://auth.ridgeway-lab.net/revoke/reset-password?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhY3Rpb24iOiJSZXNldFBhc3N3b3JkIiwidXNlcm5hbWUiOiJzYW0iLCJleHAiOjE3NjA0NDQ0NzB9.4hQm2bK0vJx8cN1pZr7YwLkT3sFd9aEo6uGiHq5XnMc

The request that produced this message came from IP 198.51.100.23.
`,
    html: doc(
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f8fb;">
<tr><td align="center" style="padding:32px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #dfe3e8;font-family:Roboto,Arial,sans-serif;color:#212b36;">
<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:500;">Reset your password</td></tr>
<tr><td style="padding:12px 32px;font-size:14px;line-height:22px;">
<p>Hello sam,</p>
<p>Someone asked to reset the password of your account. If that was you, use the button below to pick a new one. The link stops working after 5 minutes.</p>
${
        button(
          "https://auth.ridgeway-lab.net/reset-password/step2?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhY3Rpb24iOiJSZXNldFBhc3N3b3JkIiwidXNlcm5hbWUiOiJzYW0iLCJleHAiOjE3NjA0NDQ0NzB9.4hQm2bK0vJx8cN1pZr7YwLkT3sFd9aEo6uGiHq5XnMc",
          "RESET",
          "#1976d2",
        )
      }
<p style="font-size:13px;color:#637381;">Not you? <a href="https://auth.ridgeway-lab.net/revoke/reset-password?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhY3Rpb24iOiJSZXNldFBhc3N3b3JkIiwidXNlcm5hbWUiOiJzYW0iLCJleHAiOjE3NjA0NDQ0NzB9.4hQm2bK0vJx8cN1pZr7YwLkT3sFd9aEo6uGiHq5XnMc" style="color:#d32f2f;">Cancel this request</a> right away.</p>
<p style="font-size:13px;color:#637381;">The request that produced this message came from IP 198.51.100.23.</p>
</td></tr>
<tr><td style="padding:12px 32px 24px;font-size:11px;color:#919eab;">Powered by Authelia</td></tr>
</table>
</td></tr>
</table>`,
      { title: "Reset your password" },
    ),
  },
  {
    family: "authelia",
    group: "oss",
    lang: "en",
    kind: "second-factor-added",
    code: null,
    link: null,
    from: "Authelia <authelia@ridgeway-lab.net>",
    to: "sam <sam@ridgeway-lab.net>",
    subject: "Second Factor Method Added",
    date: date("2025-10-15 07:31:02", "+0000"),
    text: `Hello sam,

This is a notification that a second factor method was added to your account.

Details:
  Method:     WebAuthn credential "YubiKey 5C NFC"
  Time:       2025-10-15 07:30:58 +0000 UTC
  IP address: 198.51.100.23

If you did not make this change, your credentials may be compromised: reset your password
and contact an administrator.
`,
    html: null,
  },
];

const casdoor: Mail[] = [
  {
    family: "casdoor",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: "362914",
    link: null,
    from: "Casdoor Admin <noreply@iam.brightfold.io>",
    subject: "Casdoor Verification Code",
    date: date("2025-11-03 10:44:19", "+0800"),
    text: `Casdoor

Your account is: sam.reader

You asked for a verification code at Casdoor. Your code is 362914 - please enter it within 5 minutes.

Thanks
Casdoor Team
`,
    html: doc(
      `<div style="font-family:'Segoe UI',Tahoma,sans-serif;max-width:520px;margin:40px auto;padding:32px;border:1px solid #e5e5e5;border-radius:8px;background:#ffffff;">
<div style="text-align:center;margin-bottom:20px;"><img src="https://cdn.brightfold.io/static/casdoor-logo_1185x256.png" alt="Casdoor" width="160"></div>
<p style="font-size:15px;color:#333;">Your account is: <b>sam.reader</b></p>
<p style="font-size:15px;color:#333;">You asked for a verification code at Casdoor. Please enter it within 5 minutes.</p>
<div style="margin:28px 0;text-align:center;">
<span style="display:inline-block;padding:12px 30px;background:#f0f5ff;color:#2f54eb;font-size:30px;font-weight:bold;letter-spacing:4px;border-radius:6px;">362914</span>
</div>
<p style="font-size:13px;color:#999;">Thanks<br>Casdoor Team</p>
</div>`,
    ),
  },
  {
    family: "casdoor",
    group: "oss",
    lang: "zh",
    kind: "signup-code",
    code: "518207",
    link: null,
    from: "华信统一身份认证 <sso-noreply@huaxin-tech.cn>",
    subject: "【华信统一身份认证】邮箱验证码",
    date: date("2025-12-09 16:02:51", "+0800"),
    enc: "qp",
    text: `您好，

您正在注册华信统一身份认证平台账号，本次操作的验证码为：

518207

验证码 5 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。

华信科技 IT 服务中心
服务热线：400-820-6617
本邮件由系统自动发出，请勿直接回复。
`,
    html: doc(
      `<div style="background:#f5f7fa;padding:30px 0;">
<div style="width:560px;margin:0 auto;background:#fff;border-top:4px solid #1677ff;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<div style="padding:24px 32px;font-size:14px;color:#333;line-height:24px;">
<p>您好，</p>
<p>您正在注册<b>华信统一身份认证平台</b>账号，本次操作的验证码为：</p>
<p style="font-size:28px;font-weight:bold;color:#1677ff;letter-spacing:3px;margin:20px 0;">518207</p>
<p>验证码 5 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。</p>
</div>
<div style="padding:14px 32px;background:#fafafa;font-size:12px;color:#999;">华信科技 IT 服务中心 · 服务热线：400-820-6617<br>本邮件由系统自动发出，请勿直接回复。</div>
</div>
</div>`,
      { lang: "zh-CN" },
    ),
  },
];

const hanko: Mail[] = [
  {
    family: "hanko",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: "604218",
    link: null,
    from: "Fernway <passcode@auth.fernway.app>",
    subject: "Use passcode 604218 to sign in to Fernway",
    date: date("2025-09-22 08:15:33", "+0000"),
    text: `Sign in to Fernway

Type the passcode below to confirm it's you:

604218

The passcode stays valid for 5 minutes.

Didn't ask for a passcode? You can safely ignore this email.
`,
    html: doc(`<table width="100%" cellpadding="0" cellspacing="0" style="background:#fafafa;">
<tr><td align="center" style="padding:40px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:Inter,Arial,sans-serif;color:#171717;">
<tr><td style="padding:32px 36px 8px;font-size:20px;font-weight:600;">Sign in to Fernway</td></tr>
<tr><td style="padding:8px 36px;font-size:15px;color:#525252;">Type the passcode below to confirm it's you:</td></tr>
<tr><td style="padding:16px 36px;"><div style="font-size:30px;font-weight:700;letter-spacing:8px;background:#f5f5f5;border-radius:8px;padding:14px 0;text-align:center;">604218</div></td></tr>
<tr><td style="padding:8px 36px;font-size:14px;color:#525252;">The passcode stays valid for 5 minutes.</td></tr>
<tr><td style="padding:8px 36px 32px;font-size:12px;color:#a3a3a3;">Didn't ask for a passcode? You can safely ignore this email.</td></tr>
</table>
</td></tr>
</table>`),
  },
  {
    family: "hanko",
    group: "oss",
    lang: "de",
    kind: "login-code",
    code: "771305",
    link: null,
    from: "Stadtwerke Kundenportal <passcode@login.swk-portal.de>",
    subject: "Nutze den Passcode 771305 zur Anmeldung beim SWK Kundenportal",
    date: date("2025-11-18 19:40:07", "+0100"),
    text: `Anmeldung beim SWK Kundenportal

Gib den folgenden Passcode ein, um deine Identität zu bestätigen:

771305

Der Passcode ist 5 Minuten lang gültig.

Falls du keinen Passcode angefordert hast, kannst du diese E-Mail ignorieren.
`,
    html: doc(
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fafafa;">
<tr><td align="center" style="padding:40px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:Inter,Arial,sans-serif;color:#171717;">
<tr><td style="padding:32px 36px 8px;font-size:20px;font-weight:600;">Anmeldung beim SWK Kundenportal</td></tr>
<tr><td style="padding:8px 36px;font-size:15px;color:#525252;">Gib den folgenden Passcode ein, um deine Identität zu bestätigen:</td></tr>
<tr><td style="padding:16px 36px;"><div style="font-size:30px;font-weight:700;letter-spacing:8px;background:#f5f5f5;border-radius:8px;padding:14px 0;text-align:center;">771305</div></td></tr>
<tr><td style="padding:8px 36px;font-size:14px;color:#525252;">Der Passcode ist 5 Minuten lang gültig.</td></tr>
<tr><td style="padding:8px 36px 32px;font-size:12px;color:#a3a3a3;">Falls du keinen Passcode angefordert hast, kannst du diese E-Mail ignorieren.</td></tr>
</table>
</td></tr>
</table>`,
      { lang: "de" },
    ),
  },
  {
    family: "hanko",
    group: "oss",
    lang: "fr",
    kind: "verify-code",
    code: "093384",
    link: null,
    from: "Atelier Cerise <passcode@id.ateliercerise.fr>",
    subject: "Utilisez le code d'accès 093384 pour confirmer votre adresse e-mail",
    date: date("2026-01-07 12:03:55", "+0100"),
    text: `Confirmez votre adresse e-mail

Saisissez le code d'accès suivant pour vérifier que cette adresse vous appartient :

093384

Ce code d'accès est valable 5 minutes.

Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet e-mail.
`,
    html: null,
  },
];

const matrix_synapse: Mail[] = [
  {
    family: "matrix-synapse",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://matrix.kettlewell.chat/_matrix/client/unstable/registration/email/submit_token?token=PtgYfRkqVbWnLeJzCdXa&client_secret=c9d1e6b4-2f7a-48e0-a3b5-71d20f8c6e99&sid=AbCqTzUyRmWlNpHv",
    from: "Kettlewell Chat <matrix@kettlewell.chat>",
    subject: "[kettlewell.chat] Validate your email",
    date: date("2025-08-29 14:21:08", "+0000"),
    text: `Hello there,

A new Matrix account was requested using this email address. If that was you, open the link
below to confirm the address:

https://matrix.kettlewell.chat/_matrix/client/unstable/registration/email/submit_token?token=PtgYfRkqVbWnLeJzCdXa&client_secret=c9d1e6b4-2f7a-48e0-a3b5-71d20f8c6e99&sid=AbCqTzUyRmWlNpHv

If it was not you, nothing needs to be done and you can disregard this message.
`,
    html: doc(`<p>Hello there,</p>
<p>A new Matrix account was requested using this email address. If that was you, use the link below to confirm the address:</p>
<a href="https://matrix.kettlewell.chat/_matrix/client/unstable/registration/email/submit_token?token=PtgYfRkqVbWnLeJzCdXa&amp;client_secret=c9d1e6b4-2f7a-48e0-a3b5-71d20f8c6e99&amp;sid=AbCqTzUyRmWlNpHv">Verify Your Email Address</a>
<p>If it was not you, nothing needs to be done and you can disregard this message.</p>`),
  },
  {
    family: "matrix-synapse",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://matrix.kettlewell.chat/_synapse/client/password_reset/email/submit_token?token=wQmZrTnBvKsHyLdPfGcE&client_secret=3f0b8a7e-5c21-4d96-9e14-b8a2c07d51f3&sid=MuRoXyBtQeLiKsJw",
    from: "Kettlewell Chat <matrix@kettlewell.chat>",
    subject: "[kettlewell.chat] Password reset",
    date: date("2026-02-11 06:48:27", "+0000"),
    text: `Hello there,

We got a request to reset the password of your Matrix account. If you made it, open the link
below to go ahead with the reset:

https://matrix.kettlewell.chat/_synapse/client/password_reset/email/submit_token?token=wQmZrTnBvKsHyLdPfGcE&client_secret=3f0b8a7e-5c21-4d96-9e14-b8a2c07d51f3&sid=MuRoXyBtQeLiKsJw

If you did not, leave the link alone and tell your server administrator instead.

Thanks.
`,
    html: doc(`<p>Hello there,</p>
<p>We got a request to reset the password of your Matrix account. If you made it, use the link below to go ahead with the reset:</p>
<a href="https://matrix.kettlewell.chat/_synapse/client/password_reset/email/submit_token?token=wQmZrTnBvKsHyLdPfGcE&amp;client_secret=3f0b8a7e-5c21-4d96-9e14-b8a2c07d51f3&amp;sid=MuRoXyBtQeLiKsJw">https://matrix.kettlewell.chat/_synapse/client/password_reset/email/submit_token?token=wQmZrTnBvKsHyLdPfGcE&amp;client_secret=3f0b8a7e-5c21-4d96-9e14-b8a2c07d51f3&amp;sid=MuRoXyBtQeLiKsJw</a>
<p>If you did not, leave the link alone and tell your server administrator instead.</p>
<p>Thanks.</p>`),
  },
];

const SENTRY_FOOTER =
  `<p style="margin:0;">Sent by Sentry &middot; <a href="https://sentry.ops.harborline.io/settings/account/notifications/" style="color:#80708f;">Notification settings</a></p>
<p style="margin:4px 0 0;">Harborline Logistics GmbH &middot; Am Sandtorkai 41 &middot; 20457 Hamburg</p>`;

function sentry_html(inner: string): string {
  return doc(`<div style="background:#faf9fb;padding:32px 0;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e7e1ec;border-radius:4px;font-family:Rubik,'Helvetica Neue',sans-serif;color:#2b2233;">
<tr><td style="padding:20px 32px;border-bottom:1px solid #e7e1ec;"><img src="https://sentry.ops.harborline.io/_static/dist/sentry/images/email/sentry_logo_full.png" width="120" alt="Sentry"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;line-height:24px;">
${inner}
</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#80708f;border-top:1px solid #e7e1ec;">
${SENTRY_FOOTER}
</td></tr>
</table>
</div>`);
}

const sentry: Mail[] = [
  {
    family: "sentry",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://sentry.ops.harborline.io/accept/318/5e2f9d1c4b7a86e03fd1a9c2b84e7f60d3a5c918e2b4f7a0/",
    from: "Sentry <sentry@ops.harborline.io>",
    subject: "Join Harborline in using Sentry",
    date: date("2025-10-02 13:27:45", "+0200"),
    text: `Join Harborline in using Sentry

Jonas Petersen (jonas.petersen@harborline.io) has invited you to be a member of the
Harborline organization on Sentry.

Accept the invitation here:

https://sentry.ops.harborline.io/accept/318/5e2f9d1c4b7a86e03fd1a9c2b84e7f60d3a5c918e2b4f7a0/

Harborline Logistics GmbH, Am Sandtorkai 41, 20457 Hamburg
`,
    html: sentry_html(`<h2 style="margin:0 0 16px;font-size:22px;">Join Harborline in using Sentry</h2>
<p><strong>Jonas Petersen</strong> (jonas.petersen@harborline.io) has invited you to be a member of the <strong>Harborline</strong> organization on Sentry.</p>
<p><a href="https://sentry.ops.harborline.io/accept/318/5e2f9d1c4b7a86e03fd1a9c2b84e7f60d3a5c918e2b4f7a0/" style="display:inline-block;background:#6c5fc7;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none;font-weight:600;">Join Harborline</a></p>`),
  },
  {
    family: "sentry",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://sentry.ops.harborline.io/account/recover/confirm/1042/k9F2mQx7Lp4RtWz8VbN3cYh6JdGs1AeU/",
    from: "Sentry <sentry@ops.harborline.io>",
    subject: "[Sentry] Password Recovery",
    date: date("2025-12-01 09:05:11", "+0100"),
    text: `Password Recovery

Someone asked for a password reset on your account (sam.reader@inbox.example). To go on,
follow the link below:

https://sentry.ops.harborline.io/account/recover/confirm/1042/k9F2mQx7Lp4RtWz8VbN3cYh6JdGs1AeU/

Request details:
  IP address: 203.0.113.87
  Date: Dec 1, 2025, 9:05 a.m. CET

If you didn't ask for this, you can ignore this email.
`,
    html: sentry_html(`<h2 style="margin:0 0 16px;font-size:22px;">Password Recovery</h2>
<p>Someone asked for a password reset on your account (sam.reader@inbox.example). To go on, follow the link below:</p>
<p><a href="https://sentry.ops.harborline.io/account/recover/confirm/1042/k9F2mQx7Lp4RtWz8VbN3cYh6JdGs1AeU/" style="color:#6c5fc7;word-break:break-all;">https://sentry.ops.harborline.io/account/recover/confirm/1042/k9F2mQx7Lp4RtWz8VbN3cYh6JdGs1AeU/</a></p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#80708f;">
<tr><td>IP address</td><td>203.0.113.87</td></tr>
<tr><td>Date</td><td>Dec 1, 2025, 9:05 a.m. CET</td></tr>
</table>
<p style="font-size:13px;color:#80708f;">If you didn't ask for this, you can ignore this email.</p>`),
  },
  {
    family: "sentry",
    group: "oss",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Sentry <sentry@ops.harborline.io>",
    subject: "[Sentry] Password Changed",
    date: date("2025-12-01 09:11:38", "+0100"),
    text: `Security notice

The password on your account (sam.reader@inbox.example) was changed.

  IP address: 203.0.113.87
  Date: Dec 1, 2025, 9:11 a.m. CET

If this wasn't you, please recover your account right away:
https://sentry.ops.harborline.io/account/recover/
`,
    html: sentry_html(`<h2 style="margin:0 0 16px;font-size:22px;">Security notice</h2>
<p>The password on your account (sam.reader@inbox.example) was changed.</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#80708f;">
<tr><td>IP address</td><td>203.0.113.87</td></tr>
<tr><td>Date</td><td>Dec 1, 2025, 9:11 a.m. CET</td></tr>
</table>
<p style="font-size:13px;">If this wasn't you, please <a href="https://sentry.ops.harborline.io/account/recover/" style="color:#6c5fc7;">recover your account</a> right away.</p>`),
  },
];

function zulip_html(lang: string, inner: string, footer: string): string {
  return doc(
    `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f5;">
<tr><td align="center" style="padding:24px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:'Source Sans 3','Helvetica Neue',Arial,sans-serif;color:#333;">
<tr><td style="padding:20px 28px 0;"><img src="https://chat.vereinsnetz.org/static/images/emails/email_logo.png" width="110" alt="Zulip"></td></tr>
<tr><td style="padding:16px 28px 24px;font-size:16px;line-height:1.5;">
${inner}
</td></tr>
<tr><td style="padding:14px 28px;font-size:12px;color:#888;background:#fafafa;border-radius:0 0 6px 6px;">${footer}</td></tr>
</table>
</td></tr>
</table>`,
    { lang },
  );
}

const zulip: Mail[] = [
  {
    family: "zulip",
    group: "oss",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://chat.vereinsnetz.org/accounts/do_confirm/u7gq2mz4xkd5vnpw3hbr6tyc",
    from: "Zulip <noreply@chat.vereinsnetz.org>",
    subject: "Bestätige deine E-Mail-Adresse für Zulip",
    date: date("2025-09-09 17:52:03", "+0200"),
    enc: "qp",
    text: `Du hast gerade begonnen, einen neuen Zulip-Account mit dieser E-Mail-Adresse anzulegen.

Klicke auf den folgenden Link, um die Registrierung abzuschließen:
https://chat.vereinsnetz.org/accounts/do_confirm/u7gq2mz4xkd5vnpw3hbr6tyc

Wenn du das nicht warst, kannst du diese E-Mail einfach ignorieren.

Fragen? Schreib uns an support@vereinsnetz.org.
`,
    html: zulip_html(
      "de",
      `<p>Du hast gerade begonnen, einen neuen Zulip-Account mit dieser E-Mail-Adresse anzulegen.</p>
${
        button(
          "https://chat.vereinsnetz.org/accounts/do_confirm/u7gq2mz4xkd5vnpw3hbr6tyc",
          "Registrierung abschließen",
          "#6492fd",
        )
      }
<p>Wenn du das nicht warst, kannst du diese E-Mail einfach ignorieren.</p>`,
      `Fragen? Schreib uns an <a href="mailto:support@vereinsnetz.org" style="color:#888;">support@vereinsnetz.org</a>.`,
    ),
  },
  {
    family: "zulip",
    group: "oss",
    lang: "es",
    kind: "new-device-notice",
    code: null,
    link: null,
    from: "Zulip <noreply@zulip.colectivo-austral.cl>",
    subject: "Nuevo inicio de sesión en Colectivo Austral",
    date: date("2025-11-27 23:14:50", "-0300"),
    text: `Hola, Sam:

Alguien (probablemente tú) acaba de iniciar sesión en tu cuenta de Zulip.

Organización: Colectivo Austral (https://zulip.colectivo-austral.cl)
Hora: jueves, 27 de noviembre de 2025, 23:14 (hora de Chile)
Correo: sam.reader@inbox.example
Dispositivo: Firefox 145 en Linux
Dirección IP: 190.98.214.61

Si fuiste tú, no tienes que hacer nada.

Si no reconoces este acceso, cambia tu contraseña desde la configuración de tu cuenta
o ponte en contacto con los administradores de la organización.

Puedes desactivar estos avisos en Configuración > Notificaciones.
`,
    html: zulip_html(
      "es",
      `<p>Hola, Sam:</p>
<p>Alguien (probablemente tú) acaba de iniciar sesión en tu cuenta de Zulip.</p>
<table cellpadding="3" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#666;">Organización</td><td><a href="https://zulip.colectivo-austral.cl">Colectivo Austral</a></td></tr>
<tr><td style="color:#666;">Hora</td><td>jueves, 27 de noviembre de 2025, 23:14 (hora de Chile)</td></tr>
<tr><td style="color:#666;">Correo</td><td>sam.reader@inbox.example</td></tr>
<tr><td style="color:#666;">Dispositivo</td><td>Firefox 145 en Linux</td></tr>
<tr><td style="color:#666;">Dirección IP</td><td>190.98.214.61</td></tr>
</table>
<p>Si fuiste tú, no tienes que hacer nada.</p>
<p>Si no reconoces este acceso, cambia tu contraseña desde la <a href="https://zulip.colectivo-austral.cl/#settings/account-and-privacy">configuración de tu cuenta</a> o ponte en contacto con los administradores de la organización.</p>`,
      `Puedes desactivar estos avisos en <a href="https://zulip.colectivo-austral.cl/#settings/notifications" style="color:#888;">Configuración &gt; Notificaciones</a>.`,
    ),
  },
  {
    family: "zulip",
    group: "oss",
    lang: "pt",
    kind: "reset-link",
    code: null,
    link: "https://zulip.lab-ufpe.net/accounts/password/reset/MTE3/cf2m8x-4b1e9d0a7c63f5e28b19d4a6e0f7c3b2/",
    from: "Zulip <noreply@zulip.lab-ufpe.net>",
    subject: "Redefinição de senha do Zulip",
    date: date("2026-01-19 10:36:22", "-0300"),
    text: `Olá,

Alguém (provavelmente você) pediu uma nova senha para a conta sam.reader@inbox.example
na organização LabRedes UFPE (https://zulip.lab-ufpe.net).

Para escolher uma nova senha, acesse o link abaixo:

https://zulip.lab-ufpe.net/accounts/password/reset/MTE3/cf2m8x-4b1e9d0a7c63f5e28b19d4a6e0f7c3b2/

Se não foi você, pode ignorar este e-mail com segurança; sua senha continua a mesma.

Obrigado,
Equipe LabRedes
`,
    html: zulip_html(
      "pt-BR",
      `<p>Olá,</p>
<p>Alguém (provavelmente você) pediu uma nova senha para a conta <b>sam.reader@inbox.example</b> na organização LabRedes UFPE (https://zulip.lab-ufpe.net).</p>
${
        button(
          "https://zulip.lab-ufpe.net/accounts/password/reset/MTE3/cf2m8x-4b1e9d0a7c63f5e28b19d4a6e0f7c3b2/",
          "Redefinir senha",
          "#6492fd",
        )
      }
<p>Se não foi você, pode ignorar este e-mail com segurança; sua senha continua a mesma.</p>
<p>Obrigado,<br>Equipe LabRedes</p>`,
      `Você recebeu este e-mail porque tem uma conta em zulip.lab-ufpe.net.`,
    ),
  },
];

function vault_html(title: string, inner: string): string {
  return doc(`<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f6f6;">
<tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<tr><td style="background:#175ddc;padding:20px;text-align:center;color:#fff;font-size:24px;font-weight:bold;">Vaultwarden</td></tr>
<tr><td style="background:#fff;padding:24px 28px;border:1px solid #e9e9e9;border-top:none;font-size:16px;line-height:25px;color:#333;">
<h1 style="font-size:20px;margin:0 0 14px;">${title}</h1>
${inner}
</td></tr>
<tr><td style="padding:18px 0;text-align:center;font-size:12px;color:#999;">
<a href="https://github.com/dani-garcia/vaultwarden" style="color:#999;">Vaultwarden</a> &middot; self-hosted at vault.brenner-home.net
</td></tr>
</table>
</td></tr>
</table>`);
}

const vaultwarden: Mail[] = [
  {
    family: "vaultwarden",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: "830417",
    link: null,
    from: "Vaultwarden <vault@brenner-home.net>",
    subject: "Vaultwarden Login Verification Code",
    date: date("2025-10-21 22:41:09", "+0200"),
    text: `Your two-step verification code is: 830417

Enter this code to finish signing in to Vaultwarden.

===
Vaultwarden - self-hosted at vault.brenner-home.net
`,
    html: vault_html(
      "Login Verification Code",
      `<p>Your two-step verification code is: <b style="font-size:22px;">830417</b></p>
<p>Enter this code to finish signing in to Vaultwarden.</p>`,
    ),
  },
  {
    family: "vaultwarden",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://vault.brenner-home.net/#/verify-email/?userId=9b3e2c71-58a4-4f0d-b6e1-0c7a4d92e815&token=eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJuYmYiOjE3NjEwNzkwMDAsImV4cCI6MTc2MTE2NTQwMCwiaXNzIjoiaHR0cHM6Ly92YXVsdC5icmVubmVyLWhvbWUubmV0fHZlcmlmeWVtYWlsIn0.Zp3Qm8RkTa",
    from: "Vaultwarden <vault@brenner-home.net>",
    subject: "Verify Your Email",
    date: date("2025-10-21 22:02:47", "+0200"),
    text: `Confirm your email address

Please verify this email address by opening the link below:

https://vault.brenner-home.net/#/verify-email/?userId=9b3e2c71-58a4-4f0d-b6e1-0c7a4d92e815&token=eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJuYmYiOjE3NjEwNzkwMDAsImV4cCI6MTc2MTE2NTQwMCwiaXNzIjoiaHR0cHM6Ly92YXVsdC5icmVubmVyLWhvbWUubmV0fHZlcmlmeWVtYWlsIn0.Zp3Qm8RkTa

If you did not ask for this, you can ignore this email.

===
Vaultwarden - self-hosted at vault.brenner-home.net
`,
    html: vault_html(
      "Confirm your email address",
      `<p>Please verify this email address by clicking the button below.</p>
${
        button(
          "https://vault.brenner-home.net/#/verify-email/?userId=9b3e2c71-58a4-4f0d-b6e1-0c7a4d92e815&amp;token=eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJuYmYiOjE3NjEwNzkwMDAsImV4cCI6MTc2MTE2NTQwMCwiaXNzIjoiaHR0cHM6Ly92YXVsdC5icmVubmVyLWhvbWUubmV0fHZlcmlmeWVtYWlsIn0.Zp3Qm8RkTa",
          "Verify Email Address Now",
          "#175ddc",
        )
      }
<p style="font-size:14px;color:#666;">If you did not ask for this, you can ignore this email.</p>`,
    ),
  },
  {
    family: "vaultwarden",
    group: "oss",
    lang: "en",
    kind: "new-device-notice",
    code: null,
    link: null,
    from: "Vaultwarden <vault@brenner-home.net>",
    subject: "New Device Logged In From Android",
    date: date("2026-02-03 07:12:30", "+0100"),
    text: `Your Vaultwarden account was just used to sign in from a new device.

Date: Tuesday, February 3, 2026 06:12 UTC
IP Address: 84.163.22.190
Device Type: Android

If this wasn't you, you can sign out all devices from the web vault under
Settings > My Account > Deauthorize Sessions.

===
Vaultwarden - self-hosted at vault.brenner-home.net
`,
    html: vault_html(
      "New device logged in",
      `<p>Your Vaultwarden account was just used to sign in from a new device.</p>
<table cellpadding="2" cellspacing="0" style="font-size:15px;">
<tr><td><b>Date:</b></td><td>Tuesday, February 3, 2026 06:12 UTC</td></tr>
<tr><td><b>IP Address:</b></td><td>84.163.22.190</td></tr>
<tr><td><b>Device Type:</b></td><td>Android</td></tr>
</table>
<p>If this wasn't you, you can sign out all devices from the web vault under Settings &gt; My Account &gt; Deauthorize Sessions.</p>`,
    ),
  },
];

function odoo_html(lang: string, inner: string, company: string): string {
  return doc(
    `<table border="0" cellpadding="0" cellspacing="0" style="padding-top:16px;background-color:#f1f1f1;font-family:Verdana,Arial,sans-serif;color:#454748;width:100%;border-collapse:separate;">
<tr><td align="center">
<table border="0" cellpadding="0" cellspacing="0" width="590" style="padding:16px;background-color:#ffffff;color:#454748;border-collapse:separate;">
<tr><td align="center" style="min-width:590px;">
<table border="0" cellpadding="0" cellspacing="0" width="590" style="min-width:590px;background-color:white;padding:0 8px;border-collapse:separate;">
<tr><td valign="middle"><span style="font-size:10px;">${company}</span></td>
<td valign="middle" align="right"><img src="/logo.png?company=1" style="padding:0;margin:0;height:auto;width:80px;" alt="${company}"></td></tr>
<tr><td colspan="2" style="text-align:center;"><hr width="100%" style="background-color:#cccccc;border:medium none;clear:both;display:block;font-size:0;min-height:1px;line-height:0;margin:16px 0;"></td></tr>
</table>
</td></tr>
<tr><td align="center" style="min-width:590px;">
<div style="margin:0;padding:0;font-size:13px;">
${inner}
</div>
</td></tr>
</table>
</td></tr>
<tr><td align="center" style="min-width:590px;padding:8px;font-size:11px;">Powered by <a target="_blank" href="https://www.odoo.com?utm_source=db&amp;utm_medium=auth" style="color:#875a7b;">Odoo</a></td></tr>
</table>`,
    { lang },
  );
}

const odoo: Mail[] = [
  {
    family: "odoo",
    group: "oss",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: "https://erp.fromagerie-vallon.fr/web/reset_password?db=vallon_prod&token=Xk2PqvR8tLm4NwZ9sYc1",
    from: "Fromagerie Vallon <notifications@fromagerie-vallon.fr>",
    subject: "Réinitialisation du mot de passe",
    date: date("2025-10-08 15:22:17", "+0200"),
    enc: "qp",
    text: `Bonjour Sam Reader,

Une demande de réinitialisation du mot de passe a été faite pour le compte Odoo associé à
cette adresse e-mail.

Vous pouvez choisir un nouveau mot de passe en suivant ce lien, valable 24 heures :

Changer le mot de passe [https://erp.fromagerie-vallon.fr/web/reset_password?db=vallon_prod&token=Xk2PqvR8tLm4NwZ9sYc1]

Si vous n'avez rien demandé, vous pouvez ignorer cet e-mail.

--
Fromagerie Vallon SAS
+33 4 79 62 18 40 | contact@fromagerie-vallon.fr | https://www.fromagerie-vallon.fr
12 route des Alpages, 73200 Albertville

Powered by Odoo
`,
    html: odoo_html(
      "fr",
      `<p>Bonjour Sam Reader,</p>
<p>Une demande de réinitialisation du mot de passe a été faite pour le compte Odoo associé à cette adresse e-mail.</p>
<p>Vous pouvez choisir un nouveau mot de passe en suivant ce lien, valable 24 heures :</p>
<div style="margin:16px 0;">
<a href="https://erp.fromagerie-vallon.fr/web/reset_password?db=vallon_prod&amp;token=Xk2PqvR8tLm4NwZ9sYc1" style="background-color:#875a7b;padding:8px 16px;text-decoration:none;color:#fff;border-radius:5px;font-size:13px;">Changer le mot de passe</a>
</div>
<p>Si vous n'avez rien demandé, vous pouvez ignorer cet e-mail.</p>
<p style="color:#888;font-size:12px;">Fromagerie Vallon SAS<br>+33 4 79 62 18 40 | <a href="mailto:contact@fromagerie-vallon.fr" style="color:#875a7b;">contact@fromagerie-vallon.fr</a> | <a href="https://www.fromagerie-vallon.fr" style="color:#875a7b;">https://www.fromagerie-vallon.fr</a><br>12 route des Alpages, 73200 Albertville</p>`,
      "Fromagerie Vallon SAS",
    ),
  },
  {
    family: "odoo",
    group: "oss",
    lang: "nl",
    kind: "invite-link",
    code: null,
    link:
      "https://portaal.vandijk-installatie.nl/web/signup?db=vandijk&token=Tb7WcQ3nHx9KpR2mVd5L&redirect=%2Fodoo%2Fdiscuss",
    from: "Van Dijk Installatietechniek <odoobot@vandijk-installatie.nl>",
    subject: "Ruud Bakker van Van Dijk Installatietechniek nodigt je uit voor Odoo",
    date: date("2025-11-12 11:09:40", "+0100"),
    text: `Welkom bij Odoo!

Beste Sam Reader,

Ruud Bakker heeft je uitgenodigd om lid te worden van Van Dijk Installatietechniek in Odoo.

Uitnodiging accepteren: https://portaal.vandijk-installatie.nl/web/signup?db=vandijk&token=Tb7WcQ3nHx9KpR2mVd5L&redirect=%2Fodoo%2Fdiscuss

Je domein is: https://portaal.vandijk-installatie.nl
Je inlognaam is: sam.reader@inbox.example

Nog geen ervaring met Odoo? Bekijk de gratis tutorials: https://www.odoo.com/slides/all

--
Van Dijk Installatietechniek B.V.
Industrieweg 18, 3861 NB Nijkerk | KvK 08123456 | +31 33 245 11 90
`,
    html: odoo_html(
      "nl",
      `<p style="font-size:20px;font-weight:bold;">Welkom bij Odoo!</p>
<p>Beste Sam Reader,</p>
<p>Ruud Bakker heeft je uitgenodigd om lid te worden van <b>Van Dijk Installatietechniek</b> in Odoo.</p>
<div style="margin:16px 0;">
<a href="https://portaal.vandijk-installatie.nl/web/signup?db=vandijk&amp;token=Tb7WcQ3nHx9KpR2mVd5L&amp;redirect=%2Fodoo%2Fdiscuss" style="background-color:#875a7b;padding:8px 16px;text-decoration:none;color:#fff;border-radius:5px;font-size:13px;">Uitnodiging accepteren</a>
</div>
<p>Je domein is: <a href="https://portaal.vandijk-installatie.nl">https://portaal.vandijk-installatie.nl</a><br>Je inlognaam is: <b>sam.reader@inbox.example</b></p>
<p>Nog geen ervaring met Odoo? Bekijk de <a href="https://www.odoo.com/slides/all" style="color:#875a7b;">gratis tutorials</a>.</p>
<p style="color:#888;font-size:12px;">Van Dijk Installatietechniek B.V. &middot; Industrieweg 18, 3861 NB Nijkerk &middot; KvK 08123456 &middot; +31 33 245 11 90</p>`,
      "Van Dijk Installatietechniek B.V.",
    ),
  },
  {
    family: "odoo",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: "274905",
    link: null,
    from: "Kestrel Outdoor Supply <noreply@kestrel-outdoor.co.uk>",
    subject: "Your Kestrel Outdoor Supply verification code",
    date: date("2026-01-26 08:57:03", "+0000"),
    text: `Dear Sam,

We noticed a sign-in to your account from a browser we don't recognise.

To finish signing in, enter this verification code:
274 905

The code is valid for the next 15 minutes.

If you didn't try to sign in, change your password straight away.

--
Kestrel Outdoor Supply Ltd, Unit 7 Mill Lane, Kendal LA9 6DT
`,
    html: odoo_html(
      "en",
      `<p>Dear Sam,</p>
<p>We noticed a sign-in to your account from a browser we don't recognise.</p>
<p>To finish signing in, enter this verification code:</p>
<div style="margin:16px 0;text-align:center;"><span style="font-size:24px;font-weight:bold;letter-spacing:2px;color:#454748;">274 905</span></div>
<p>The code is valid for the next 15 minutes.</p>
<p>If you didn't try to sign in, change your password straight away.</p>
<p style="color:#888;font-size:12px;">Kestrel Outdoor Supply Ltd, Unit 7 Mill Lane, Kendal LA9 6DT</p>`,
      "Kestrel Outdoor Supply Ltd",
    ),
  },
];

const moodle: Mail[] = [
  {
    family: "moodle",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://learn.thornbury-college.ac.uk/login/confirm.php?data=Rq8dLk2WzX5pTnVb/sreader24",
    from: "Thornbury College Online (via Moodle) <noreply@learn.thornbury-college.ac.uk>",
    subject: "Thornbury College Online: account confirmation",
    date: date("2025-09-01 18:30:12", "+0100"),
    text: `Hi Sam Reader,

Someone has asked for a new account at 'Thornbury College Online' with your email address.

To confirm the new account, please go to this web address:

https://learn.thornbury-college.ac.uk/login/confirm.php?data=Rq8dLk2WzX5pTnVb/sreader24

In most email programs this shows up as a blue link you can click. If it doesn't,
copy and paste the address into your web browser's address bar.

If you need help, please contact the site administrator,
Digital Learning Team
elearning@thornbury-college.ac.uk
`,
    html: null,
  },
  {
    family: "moodle",
    group: "oss",
    lang: "it",
    kind: "reset-link",
    code: null,
    link: "https://elearning.unimarche-test.it/login/forgot_password.php?token=Fh3KqW9tZyL2mNcB7vRx5PdJ8sGa4Ue1",
    from: "Piattaforma e-learning (tramite Moodle) <noreply@elearning.unimarche-test.it>",
    subject: "Piattaforma e-learning: richiesta di reimpostazione della password",
    date: date("2025-11-05 09:47:58", "+0100"),
    enc: "qp",
    text: `Ciao Sam Reader,

è stata richiesta la reimpostazione della password per il tuo account 'sreader' su
Piattaforma e-learning.

Per confermare la richiesta e impostare una nuova password, vai al seguente indirizzo:

https://elearning.unimarche-test.it/login/forgot_password.php?token=Fh3KqW9tZyL2mNcB7vRx5PdJ8sGa4Ue1

(Il link resta valido per 30 minuti dal momento della richiesta.)

Se non sei stato tu a fare la richiesta, non è necessario fare nulla.

Per assistenza contatta l'amministratore del sito,
Servizio e-learning di Ateneo
`,
    html: null,
  },
  {
    family: "moodle",
    group: "oss",
    lang: "es",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Aula Virtual IES Sierra Norte (vía Moodle) <noreply@aulavirtual.iessierranorte.es>",
    subject: "Aula Virtual IES Sierra Norte: contraseña cambiada",
    date: date("2026-02-17 20:05:31", "+0100"),
    text: `Hola, Sam Reader:

La contraseña de tu cuenta 'sreader' en Aula Virtual IES Sierra Norte se ha cambiado
correctamente el 17/02/2026 a las 20:05.

Si no has sido tú, avisa cuanto antes al administrador del sitio
(soporte.moodle@iessierranorte.es).

Aula Virtual IES Sierra Norte
Avenida de la Constitución 52, 28740 Rascafría (Madrid)
`,
    html: null,
  },
];

// ---------------------------------------------------------------- regional services

const INTER_FOOTER =
  `Banco Inter S.A. · CNPJ 00.416.968/0001-01 · Av. Barbacena, 1.219, Santo Agostinho, Belo Horizonte/MG, CEP 30190-131<br>
SAC 0800 940 9999 · Ouvidoria 0800 940 7772 · <a href="https://click.inter.co/ls/click?upn=u001.Qm9kZWxvLXByaXZhY2lkYWRl" style="color:#8a8f98;">Política de privacidade</a>`;

const banco_inter: Mail[] = [
  {
    family: "banco-inter",
    group: "regional",
    lang: "pt",
    kind: "transaction-code",
    code: "482917",
    link: null,
    from: "Inter <naoresponda@inter.co>",
    subject: "Código de segurança para confirmar seu Pix",
    date: date("2025-10-17 14:26:09", "-0300"),
    enc: "qp",
    text: `Olá, Sam!

Para concluir o Pix abaixo, use o código de segurança:

482917

Valor: R$ 1.250,00
Para: Mercearia Boa Vista Ltda
Chave Pix: 12.345.678/0001-90
Conta de origem: Ag. 0001 · C/C ****4021
Data: 17/10/2025 às 14:26

O código vale por 10 minutos. O Inter nunca pede esse código por telefone, WhatsApp ou SMS.

Banco Inter S.A. · CNPJ 00.416.968/0001-01 · Av. Barbacena, 1.219, Belo Horizonte/MG, CEP 30190-131
SAC 0800 940 9999 · Ouvidoria 0800 940 7772
`,
    html: card({
      brand: "inter",
      color: "#ff7a00",
      lang: "pt-BR",
      inner: `<p>Olá, Sam!</p>
<p>Para concluir o Pix abaixo, use o código de segurança:</p>
${spaced("482917", "#fff3e8", "#ff7a00")}
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #eceef1;border-radius:6px;">
<tr><td style="color:#6a6f77;">Valor</td><td align="right"><b>R$ 1.250,00</b></td></tr>
<tr><td style="color:#6a6f77;">Para</td><td align="right">Mercearia Boa Vista Ltda</td></tr>
<tr><td style="color:#6a6f77;">Chave Pix</td><td align="right">12.345.678/0001-90</td></tr>
<tr><td style="color:#6a6f77;">Conta de origem</td><td align="right">Ag. 0001 · C/C ****4021</td></tr>
<tr><td style="color:#6a6f77;">Data</td><td align="right">17/10/2025 às 14:26</td></tr>
</table>
<p style="font-size:13px;color:#6a6f77;">O código vale por 10 minutos. O Inter nunca pede esse código por telefone, WhatsApp ou SMS.</p>`,
      footer: INTER_FOOTER,
    }),
  },
  {
    family: "banco-inter",
    group: "regional",
    lang: "pt",
    kind: "verify-link",
    code: null,
    link: "https://click.inter.co/ls/click?upn=u001.aF3kP9xQ2mWv7RzL-2BtYc8NdB5hJ0sGe4Kp6Uo1-2FqZxV3",
    from: "Inter <naoresponda@inter.co>",
    subject: "Confirme seu novo e-mail no Inter",
    date: date("2025-12-04 08:13:44", "-0300"),
    text: `Olá, Sam!

Você pediu para trocar o e-mail cadastrado na sua conta Inter para sam.reader@inbox.example.

Confirme o novo endereço em até 24 horas:
https://click.inter.co/ls/click?upn=u001.aF3kP9xQ2mWv7RzL-2BtYc8NdB5hJ0sGe4Kp6Uo1-2FqZxV3

Se não foi você, ignore este e-mail e fale com a gente pelo app.

Banco Inter S.A. · CNPJ 00.416.968/0001-01 · CEP 30190-131
`,
    html: card({
      brand: "inter",
      color: "#ff7a00",
      lang: "pt-BR",
      inner: `<p>Olá, Sam!</p>
<p>Você pediu para trocar o e-mail cadastrado na sua conta Inter para <b>sam.reader@inbox.example</b>.</p>
<p>Confirme o novo endereço em até 24 horas:</p>
${
        button(
          "https://click.inter.co/ls/click?upn=u001.aF3kP9xQ2mWv7RzL-2BtYc8NdB5hJ0sGe4Kp6Uo1-2FqZxV3",
          "Confirmar e-mail",
          "#ff7a00",
        )
      }
<p style="font-size:13px;color:#6a6f77;">Se não foi você, ignore este e-mail e fale com a gente pelo app.</p>
<p style="font-size:12px;"><a href="https://click.inter.co/ls/click?upn=u001.Zm9sbG93LWluc3RhZ3JhbQ" style="color:#ff7a00;">Instagram</a> · <a href="https://click.inter.co/ls/click?upn=u001.Zm9sbG93LXlvdXR1YmU" style="color:#ff7a00;">YouTube</a></p>`,
      footer: INTER_FOOTER,
    }),
  },
  {
    family: "banco-inter",
    group: "regional",
    lang: "pt",
    kind: "new-device-notice",
    code: null,
    link: null,
    from: "Inter <naoresponda@inter.co>",
    subject: "Novo acesso à sua conta Inter",
    date: date("2026-01-30 21:48:02", "-0300"),
    text: `Olá, Sam!

Identificamos um acesso à sua conta em um novo aparelho:

Aparelho: Samsung Galaxy S24
Local aproximado: Recife - PE
Data e hora: 30/01/2026 às 21:47

Se foi você, está tudo certo e não precisa fazer nada.

Não reconhece esse acesso? Bloqueie o aparelho pelo app em Meu Perfil > Segurança
ou ligue para 3003 4070 (capitais) / 0800 940 0007 (demais localidades).

Banco Inter S.A. · CNPJ 00.416.968/0001-01 · CEP 30190-131
`,
    html: card({
      brand: "inter",
      color: "#ff7a00",
      lang: "pt-BR",
      inner: `<p>Olá, Sam!</p>
<p>Identificamos um acesso à sua conta em um novo aparelho:</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#6a6f77;">Aparelho</td><td><b>Samsung Galaxy S24</b></td></tr>
<tr><td style="color:#6a6f77;">Local aproximado</td><td>Recife - PE</td></tr>
<tr><td style="color:#6a6f77;">Data e hora</td><td>30/01/2026 às 21:47</td></tr>
</table>
<p>Se foi você, está tudo certo e não precisa fazer nada.</p>
<p style="font-size:13px;color:#6a6f77;">Não reconhece esse acesso? Bloqueie o aparelho pelo app em <b>Meu Perfil &gt; Segurança</b> ou ligue para 3003 4070 (capitais) / 0800 940 0007 (demais localidades).</p>`,
      footer: INTER_FOOTER,
    }),
  },
];

const paytm: Mail[] = [
  {
    family: "paytm",
    group: "regional",
    lang: "hi",
    kind: "login-code",
    code: "738291",
    link: null,
    from: "Paytm <no-reply@paytm.com>",
    subject: "आपका Paytm लॉगिन OTP",
    date: date("2025-10-24 19:03:27", "+0530"),
    text: `738291 आपका Paytm लॉगिन OTP है। यह 10 मिनट तक मान्य है। इसे किसी के साथ साझा न करें - Paytm कभी भी OTP नहीं माँगता।

अगर आपने लॉगिन का अनुरोध नहीं किया है, तो 0120-4456-456 पर संपर्क करें।
`,
    html: null,
  },
  {
    family: "paytm",
    group: "regional",
    lang: "en",
    kind: "code-and-link",
    code: "51806",
    link: "https://paytm.com/email-verify?ref=EV8c21f9d0&otp_session=7Qk2mZ9xLp",
    from: "Paytm <no-reply@paytm.com>",
    subject: "Verify your email address for Paytm",
    date: date("2025-11-30 10:41:15", "+0530"),
    text: `Hi Sam,

You added sam.reader@inbox.example to your Paytm account linked to +91 98XXXXX412.

Enter this OTP in the app to verify it: 51806

Or tap the link below:
https://paytm.com/email-verify?ref=EV8c21f9d0&otp_session=7Qk2mZ9xLp

The OTP and link expire in 30 minutes.

Team Paytm
One 97 Communications Ltd, B-121, Sector 5, Noida - 201301, Uttar Pradesh
`,
    html: card({
      brand: "paytm",
      color: "#00baf2",
      inner: `<p>Hi Sam,</p>
<p>You added <b>sam.reader@inbox.example</b> to your Paytm account linked to +91 98XXXXX412.</p>
<p>Enter this OTP in the app to verify it:</p>
${boxes("51806", "#00baf2")}
<p style="text-align:center;">or</p>
${button("https://paytm.com/email-verify?ref=EV8c21f9d0&amp;otp_session=7Qk2mZ9xLp", "Verify Email", "#002e6e")}
<p style="font-size:13px;color:#777;">The OTP and link expire in 30 minutes.</p>
<p>Team Paytm</p>`,
      footer:
        `One 97 Communications Ltd, B-121, Sector 5, Noida - 201301, Uttar Pradesh &middot; <a href="https://paytm.com/care" style="color:#8a8f98;">24x7 Help</a> &middot; <a href="https://paytm.com/privacypolicy" style="color:#8a8f98;">Privacy</a>`,
    }),
  },
  {
    family: "paytm",
    group: "regional",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Paytm Payments Bank <statements@paytmbank.com>",
    subject: "Your Paytm UPI statement for December 2025",
    date: date("2026-01-03 07:30:00", "+0530"),
    text: `Dear Sam Reader,

Your UPI transaction statement for the period 01-Dec-2025 to 31-Dec-2025 is attached.

Linked account: HDFC Bank XXXXXX7731
Total debits:  ₹ 42,318.50 (61 transactions)
Total credits: ₹ 55,000.00 (3 transactions)

The PDF is protected. The password is the first four letters of your name in capitals
followed by your date of birth in DDMM format (e.g. SAMR0412).

For help, call 0120-4456-456 or write to care@paytm.com.

This is a system generated email; please do not reply.
`,
    html: card({
      brand: "Paytm Payments Bank",
      color: "#002e6e",
      inner: `<p>Dear Sam Reader,</p>
<p>Your UPI transaction statement for the period <b>01-Dec-2025 to 31-Dec-2025</b> is attached.</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #e3e6ea;">
<tr><td style="color:#666;">Linked account</td><td>HDFC Bank XXXXXX7731</td></tr>
<tr><td style="color:#666;">Total debits</td><td>&#8377; 42,318.50 (61 transactions)</td></tr>
<tr><td style="color:#666;">Total credits</td><td>&#8377; 55,000.00 (3 transactions)</td></tr>
</table>
<p style="font-size:13px;color:#666;">The PDF is protected. The password is the first four letters of your name in capitals followed by your date of birth in DDMM format (e.g. SAMR0412).</p>`,
      footer:
        `For help, call 0120-4456-456 or write to care@paytm.com. This is a system generated email; please do not reply.`,
    }),
    attachment: ["UPI_Statement_Dec2025.pdf", "application/pdf", "%PDF-1.4\n% statement placeholder\n"],
  },
];

const docomo: Mail[] = [
  {
    family: "docomo",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "731904",
    link: null,
    from: "dアカウント <daccount@docomo.ne.jp>",
    subject: "【dアカウント】セキュリティコードのお知らせ",
    date: date("2025-09-26 07:55:41", "+0900"),
    enc: "b64",
    text: `dアカウントをご利用いただきありがとうございます。

ログインのためのセキュリティコードをお送りします。
ログイン画面に下記のセキュリティコードを入力してください。

■セキュリティコード
731904

■有効期限
2025年9月26日 8:05まで（発行から10分間）

※セキュリティコードは第三者に教えないでください。ドコモの社員がお客様にセキュリティコードをお尋ねすることはありません。
※本メールにお心当たりのない場合は、お手数ですが破棄してください。

────────────────────
株式会社NTTドコモ
〒100-6150 東京都千代田区永田町2-11-1 山王パークタワー
ドコモ インフォメーションセンター 0120-800-000（受付時間 午前9:00〜午後8:00）
※このメールは送信専用アドレスから送信しています。
────────────────────
`,
    html: null,
  },
  {
    family: "docomo",
    group: "regional",
    lang: "ja",
    kind: "code-and-link",
    code: "4918",
    link: "https://id.smt.docomo.ne.jp/src/mail_confirm.html?key=Vn7QxP2kRz9LmW4t&sid=d0c0m0-8812",
    from: "ドコモオンラインショップ <shop-info@docomo.ne.jp>",
    subject: "【ドコモオンラインショップ】メールアドレス確認のお願い",
    date: date("2025-12-15 13:20:18", "+0900"),
    enc: "b64",
    text: `ドコモオンラインショップをご利用いただきありがとうございます。

ご登録のメールアドレスを確認するため、以下のURLにアクセスしてください。

https://id.smt.docomo.ne.jp/src/mail_confirm.html?key=Vn7QxP2kRz9LmW4t&sid=d0c0m0-8812

URLを開けない場合は、お手続き画面で次の確認コードを入力してください。
確認コード：4918

受付番号：DS-20251215-003381
有効期限：2025年12月16日 13:20

ご注文内容：iPhone 17 (256GB) ／ 機種代金 149,820円（税込）

株式会社NTTドコモ
`,
    html: doc(
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;font-size:14px;color:#333;line-height:1.8;">
<tr><td style="border-bottom:3px solid #cc0033;padding:14px 10px;font-size:18px;font-weight:bold;color:#cc0033;">ドコモオンラインショップ</td></tr>
<tr><td style="padding:20px 10px;">
<p>ドコモオンラインショップをご利用いただきありがとうございます。</p>
<p>ご登録のメールアドレスを確認するため、以下のボタンからアクセスしてください。</p>
<p style="text-align:center;margin:24px 0;"><a href="https://id.smt.docomo.ne.jp/src/mail_confirm.html?key=Vn7QxP2kRz9LmW4t&amp;sid=d0c0m0-8812" style="display:inline-block;background:#cc0033;color:#fff;padding:12px 40px;text-decoration:none;border-radius:24px;">メールアドレスを確認する</a></p>
<p>URLを開けない場合は、お手続き画面で次の確認コードを入力してください。</p>
<table cellpadding="8" cellspacing="0" style="border:1px solid #ddd;background:#fafafa;">
<tr><td>確認コード</td><td style="font-size:20px;font-weight:bold;">4918</td></tr>
<tr><td>受付番号</td><td>DS-20251215-003381</td></tr>
<tr><td>有効期限</td><td>2025年12月16日 13:20</td></tr>
</table>
<p style="margin-top:18px;">ご注文内容：iPhone 17 (256GB) ／ 機種代金 149,820円（税込）</p>
</td></tr>
<tr><td style="padding:14px 10px;border-top:1px solid #ddd;font-size:11px;color:#888;">株式会社NTTドコモ　〒100-6150 東京都千代田区永田町2-11-1<br>このメールは送信専用です。</td></tr>
</table>
</td></tr>
</table>`,
      { lang: "ja" },
    ),
  },
];

const daum: Mail[] = [
  {
    family: "daum",
    group: "regional",
    lang: "ko",
    kind: "login-code",
    code: "482019",
    link: null,
    from: "Daum <noreply@daum.net>",
    subject: "[Daum] 인증번호 [482019]를 입력해 주세요",
    date: date("2025-10-30 22:17:36", "+0900"),
    enc: "b64",
    text: `Daum 계정 본인 확인을 위한 인증번호입니다.

아래 인증번호를 인증 화면에 입력해 주세요.

인증번호: 482019

인증번호는 발송 후 3분간 유효합니다.
본인이 요청하지 않았다면 이 메일을 무시해 주세요.

본 메일은 발신 전용입니다.
(주)카카오 | 제주특별자치도 제주시 첨단로 242 | 사업자등록번호 120-81-47521
`,
    html: doc(
      `<div style="width:100%;background:#f8f8f8;padding:40px 0;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<div style="width:520px;margin:0 auto;background:#fff;border:1px solid #e5e5e5;">
<div style="padding:24px 30px;border-bottom:1px solid #eee;font-size:22px;font-weight:bold;color:#1e6ef4;">Daum</div>
<div style="padding:30px;font-size:14px;color:#222;line-height:22px;">
<p style="font-size:18px;font-weight:bold;">본인 확인 인증번호</p>
<p>Daum 계정 본인 확인을 위한 인증번호입니다.<br>아래 인증번호를 인증 화면에 입력해 주세요.</p>
<p style="margin:24px 0;padding:16px;background:#f5f8ff;text-align:center;font-size:28px;font-weight:bold;color:#1e6ef4;letter-spacing:6px;">482019</p>
<p style="color:#888;font-size:13px;">인증번호는 발송 후 3분간 유효합니다.<br>본인이 요청하지 않았다면 이 메일을 무시해 주세요.</p>
</div>
<div style="padding:18px 30px;background:#fafafa;font-size:11px;color:#999;">본 메일은 발신 전용입니다.<br>(주)카카오 | 제주특별자치도 제주시 첨단로 242 | 사업자등록번호 120-81-47521</div>
</div>
</div>`,
      { lang: "ko" },
    ),
  },
  {
    family: "daum",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "573198",
    link: null,
    from: "Daum <noreply@daum.net>",
    subject: "[Daum] 이메일 주소 변경을 위한 인증 안내",
    date: date("2026-02-05 09:02:14", "+0900"),
    enc: "b64",
    text: `안녕하세요, 샘 님.

계정의 연락용 이메일 주소를 sam.reader@inbox.example(으)로 변경하려면
아래 인증번호 6자리를 입력해 주세요.

5 7 3 1 9 8

요청 일시: 2026.02.05 09:01
요청 IP: 211.36.142.87

10분 안에 입력하지 않으면 인증번호가 만료됩니다.

고객센터 1577-3321 | 개인정보처리방침 https://policy.daum.net/privacy
(주)카카오
`,
    html: doc(
      `<div style="background:#f8f8f8;padding:40px 0;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<div style="width:520px;margin:0 auto;background:#fff;border:1px solid #e5e5e5;">
<div style="padding:24px 30px;border-bottom:1px solid #eee;font-size:22px;font-weight:bold;color:#1e6ef4;">Daum</div>
<div style="padding:30px;font-size:14px;color:#222;line-height:22px;">
<p>안녕하세요, 샘 님.</p>
<p>계정의 연락용 이메일 주소를 <b>sam.reader@inbox.example</b>(으)로 변경하려면 아래 인증번호 6자리를 입력해 주세요.</p>
${boxes("573198", "#1e6ef4")}
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#666;">
<tr><td>요청 일시</td><td>2026.02.05 09:01</td></tr>
<tr><td>요청 IP</td><td>211.36.142.87</td></tr>
</table>
<p style="color:#888;font-size:13px;">10분 안에 입력하지 않으면 인증번호가 만료됩니다.</p>
</div>
<div style="padding:18px 30px;background:#fafafa;font-size:11px;color:#999;">고객센터 1577-3321 | <a href="https://policy.daum.net/privacy" style="color:#999;">개인정보처리방침</a><br>(주)카카오</div>
</div>
</div>`,
      { lang: "ko" },
    ),
  },
];

const EDEVLET_FOOTER = `T.C. Cumhurbaşkanlığı Dijital Dönüşüm Ofisi · Beştepe, 06560 Yenimahalle/Ankara<br>
Bu e-posta bilgilendirme amaçlıdır, lütfen yanıtlamayınız. Çağrı Merkezi: 160`;

const turkiye_edevlet: Mail[] = [
  {
    family: "turkiye-edevlet",
    group: "regional",
    lang: "tr",
    kind: "verify-code",
    code: "5823-9104",
    link: null,
    from: "e-Devlet Kapısı <bilgi@turkiye.gov.tr>",
    subject: "e-Devlet Kapısı e-posta doğrulama kodu",
    date: date("2025-11-08 11:34:50", "+0300"),
    text: `Sayın S*** R*****,

e-Devlet Kapısı'ndaki iletişim bilgilerinize bu e-posta adresini eklemek için aşağıdaki
doğrulama kodunu ilgili alana giriniz.

Doğrulama Kodu: 5823-9104

Kod 180 saniye geçerlidir. İşlem zamanı: 08.11.2025 11:34

Bu işlemi siz yapmadıysanız lütfen şifrenizi değiştiriniz.

T.C. Cumhurbaşkanlığı Dijital Dönüşüm Ofisi
`,
    html: card({
      brand: "e-Devlet Kapısı",
      color: "#c8102e",
      lang: "tr",
      inner: `<p>Sayın S*** R*****,</p>
<p>e-Devlet Kapısı'ndaki iletişim bilgilerinize bu e-posta adresini eklemek için aşağıdaki doğrulama kodunu ilgili alana giriniz.</p>
${spaced("5823-9104", "#f6f6f6", "#c8102e")}
<p style="font-size:13px;color:#666;">Kod 180 saniye geçerlidir. İşlem zamanı: 08.11.2025 11:34</p>
<p style="font-size:13px;color:#666;">Bu işlemi siz yapmadıysanız lütfen şifrenizi değiştiriniz.</p>`,
      footer: EDEVLET_FOOTER,
    }),
  },
  {
    family: "turkiye-edevlet",
    group: "regional",
    lang: "tr",
    kind: "code-and-link",
    code: "716402",
    link: "https://www.turkiye.gov.tr/iletisim-bilgilerim-dogrulama?t=9f2c8e41b7d03a56e1f4&k=716402",
    from: "e-Devlet Kapısı <bilgi@turkiye.gov.tr>",
    subject: "İletişim bilgisi doğrulama",
    date: date("2026-01-14 16:08:03", "+0300"),
    text: `Sayın S*** R*****,

İletişim bilgileriniz arasına eklenen e-posta adresini doğrulamak için aşağıdaki bağlantıya
tıklayınız:

https://www.turkiye.gov.tr/iletisim-bilgilerim-dogrulama?t=9f2c8e41b7d03a56e1f4&k=716402

Bağlantı açılmazsa "İletişim Bilgilerim" sayfasındaki doğrulama alanına şu kodu yazabilirsiniz:
716402

Bağlantı ve kod 24 saat geçerlidir.

T.C. Cumhurbaşkanlığı Dijital Dönüşüm Ofisi
`,
    html: card({
      brand: "e-Devlet Kapısı",
      color: "#c8102e",
      lang: "tr",
      inner: `<p>Sayın S*** R*****,</p>
<p>İletişim bilgileriniz arasına eklenen e-posta adresini doğrulamak için aşağıdaki bağlantıya tıklayınız:</p>
${
        button(
          "https://www.turkiye.gov.tr/iletisim-bilgilerim-dogrulama?t=9f2c8e41b7d03a56e1f4&amp;k=716402",
          "E-posta Adresimi Doğrula",
          "#c8102e",
        )
      }
<p>Bağlantı açılmazsa "İletişim Bilgilerim" sayfasındaki doğrulama alanına şu kodu yazabilirsiniz: <b>716402</b></p>
<p style="font-size:13px;color:#666;">Bağlantı ve kod 24 saat geçerlidir.</p>`,
      footer: EDEVLET_FOOTER,
    }),
  },
];

const mbank: Mail[] = [
  {
    family: "mbank",
    group: "regional",
    lang: "pl",
    kind: "transaction-code",
    code: "61834702",
    link: null,
    from: "mBank <kontakt@mbank.pl>",
    subject: "Kod autoryzacyjny do przelewu",
    date: date("2025-10-11 12:49:25", "+0200"),
    enc: "qp",
    text: `Dzień dobry,

operacja nr 2 z dnia 11.10.2025
Przelew z rach.: ...4187 na rach.: ...90 1140 2004
Kwota: 2 350,00 PLN
Odbiorca: Spółdzielnia Mieszkaniowa "Zacisze"

Kod: 61834702

Sprawdź dane przelewu przed wpisaniem kodu. Kod jest ważny 5 minut.
Pracownik mBanku nigdy nie poprosi Cię o podanie kodu.

mBank S.A., ul. Prosta 18, 00-850 Warszawa, NIP 526-021-50-88
mLinia: 801 300 800 / +48 42 300 80 00
`,
    html: card({
      brand: "mBank",
      color: "#0065b1",
      lang: "pl",
      inner: `<p>Dzień dobry,</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#666;">Operacja</td><td>nr 2 z dnia 11.10.2025</td></tr>
<tr><td style="color:#666;">Z rachunku</td><td>...4187</td></tr>
<tr><td style="color:#666;">Na rachunek</td><td>...90 1140 2004</td></tr>
<tr><td style="color:#666;">Kwota</td><td><b>2 350,00 PLN</b></td></tr>
<tr><td style="color:#666;">Odbiorca</td><td>Spółdzielnia Mieszkaniowa "Zacisze"</td></tr>
</table>
<p>Kod: <b style="font-size:20px;">61834702</b></p>
<p style="font-size:13px;color:#666;">Sprawdź dane przelewu przed wpisaniem kodu. Kod jest ważny 5 minut. Pracownik mBanku nigdy nie poprosi Cię o podanie kodu.</p>`,
      footer: `mBank S.A., ul. Prosta 18, 00-850 Warszawa, NIP 526-021-50-88 · mLinia: 801 300 800 / +48 42 300 80 00`,
    }),
  },
  {
    family: "mbank",
    group: "regional",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link:
      "https://online.mbank.pl/pl/potwierdz-email?token=7f3c91e4a0b2d85f6c17e9a34b0d2f58&utm_source=email&utm_medium=system",
    from: "mBank <kontakt@mbank.pl>",
    subject: "Potwierdź swój adres e-mail w mBanku",
    date: date("2025-12-22 18:14:39", "+0100"),
    text: `Dzień dobry,

zmieniłeś adres e-mail w serwisie transakcyjnym mBanku. Aby zacząć otrzymywać na niego
powiadomienia i wyciągi, potwierdź go, klikając w link:

https://online.mbank.pl/pl/potwierdz-email?token=7f3c91e4a0b2d85f6c17e9a34b0d2f58&utm_source=email&utm_medium=system

Link jest aktywny przez 48 godzin.

Jeśli to nie Ty zmieniłeś adres, zadzwoń do nas: 801 300 800.

Pozdrawiamy
Zespół mBanku

mBank S.A., ul. Prosta 18, 00-850 Warszawa. Sąd Rejonowy dla m.st. Warszawy, KRS 0000025237.
`,
    html: card({
      brand: "mBank",
      color: "#0065b1",
      lang: "pl",
      inner: `<p>Dzień dobry,</p>
<p>zmieniłeś adres e-mail w serwisie transakcyjnym mBanku. Aby zacząć otrzymywać na niego powiadomienia i wyciągi, potwierdź go:</p>
${
        button(
          "https://online.mbank.pl/pl/potwierdz-email?token=7f3c91e4a0b2d85f6c17e9a34b0d2f58&amp;utm_source=email&amp;utm_medium=system",
          "Potwierdzam adres e-mail",
          "#0065b1",
        )
      }
<p style="font-size:13px;color:#666;">Link jest aktywny przez 48 godzin. Jeśli to nie Ty zmieniłeś adres, zadzwoń do nas: 801 300 800.</p>
<p>Pozdrawiamy<br>Zespół mBanku</p>`,
      footer:
        `mBank S.A., ul. Prosta 18, 00-850 Warszawa. Sąd Rejonowy dla m.st. Warszawy, KRS 0000025237. · <a href="https://www.mbank.pl/bezpieczenstwo/" style="color:#8a8f98;">Bezpieczeństwo</a>`,
    }),
  },
];

const gojek: Mail[] = [
  {
    family: "gojek",
    group: "regional",
    lang: "id",
    kind: "login-code",
    code: "4821",
    link: null,
    from: "Gojek <no-reply@gojek.com>",
    subject: "Kode verifikasi Gojek kamu",
    date: date("2025-09-14 06:42:10", "+0700"),
    text:
      `<#> Kode verifikasi Gojek kamu: 4821. JANGAN berikan kode ini ke siapa pun, termasuk pihak yang mengaku dari Gojek. Berlaku 2 menit.
`,
    html: null,
  },
  {
    family: "gojek",
    group: "regional",
    lang: "id",
    kind: "verify-link",
    code: null,
    link: "https://links.gojek.com/ls/click?upn=VERIFY-3Yp8kQ2zLm7Wx4Rt-2BnHc9Fd1Js6Ga0",
    from: "Gojek <no-reply@gojek.com>",
    subject: "Verifikasi email kamu, yuk!",
    date: date("2025-11-21 20:25:46", "+0700"),
    text: `Halo Sam,

Satu langkah lagi! Verifikasi email kamu supaya struk perjalanan dan promo bisa kami kirim ke sini.

Verifikasi email: https://links.gojek.com/ls/click?upn=VERIFY-3Yp8kQ2zLm7Wx4Rt-2BnHc9Fd1Js6Ga0

Link ini berlaku 24 jam.

Butuh bantuan? Buka Pusat Bantuan di aplikasi atau hubungi 021-5084-9000.

PT GoTo Gojek Tokopedia Tbk · Pasaraya Blok M Gedung B, Jl. Iskandarsyah II No. 7, Jakarta Selatan 12160
`,
    html: card({
      brand: "gojek",
      color: "#00aa13",
      lang: "id",
      inner: `<p style="font-size:20px;font-weight:bold;">Halo Sam,</p>
<p>Satu langkah lagi! Verifikasi email kamu supaya struk perjalanan dan promo bisa kami kirim ke sini.</p>
${button("https://links.gojek.com/ls/click?upn=VERIFY-3Yp8kQ2zLm7Wx4Rt-2BnHc9Fd1Js6Ga0", "Verifikasi email", "#00aa13")}
<p style="font-size:13px;color:#666;">Link ini berlaku 24 jam.</p>
<p style="font-size:13px;">Butuh bantuan? Buka Pusat Bantuan di aplikasi atau hubungi 021-5084-9000.</p>`,
      footer:
        `PT GoTo Gojek Tokopedia Tbk · Pasaraya Blok M Gedung B, Jl. Iskandarsyah II No. 7, Jakarta Selatan 12160<br><a href="https://links.gojek.com/ls/click?upn=SOC-ig" style="color:#8a8f98;">Instagram</a> · <a href="https://links.gojek.com/ls/click?upn=SOC-x" style="color:#8a8f98;">X</a> · <a href="https://links.gojek.com/ls/click?upn=UNSUB-3Yp8kQ" style="color:#8a8f98;">Berhenti berlangganan</a>`,
    }),
  },
  {
    family: "gojek",
    group: "regional",
    lang: "en",
    kind: "verify-code",
    code: "902615",
    link: null,
    from: "GoPay <no-reply@gopay.co.id>",
    subject: "902615 is your GoPay verification code",
    date: date("2026-01-09 13:11:58", "+0700"),
    text: `Hi Sam,

Use the code below to confirm your new email for GoPay:

902615

Valid for 5 minutes. Never share this code - GoPay will never ask for it.

Account: +62 812-****-3309
Requested: 9 Jan 2026, 13:11 WIB

PT Dompet Anak Bangsa · Jakarta Selatan 12160
`,
    html: card({
      brand: "GoPay",
      color: "#00aed6",
      inner: `<p>Hi Sam,</p>
<p>Use the code below to confirm your new email for GoPay:</p>
${spaced("902615", "#e6f7fb", "#007a96")}
<p style="font-size:13px;color:#666;">Valid for 5 minutes. Never share this code - GoPay will never ask for it.</p>
<p style="font-size:13px;color:#666;">Account: +62 812-****-3309<br>Requested: 9 Jan 2026, 13:11 WIB</p>`,
      footer: `PT Dompet Anak Bangsa · Jakarta Selatan 12160`,
    }),
  },
];

const momo: Mail[] = [
  {
    family: "momo",
    group: "regional",
    lang: "vi",
    kind: "transaction-code",
    code: "593018",
    link: null,
    from: "Ví MoMo <no-reply@momo.vn>",
    subject: "Mã xác thực giao dịch MoMo",
    date: date("2025-10-05 19:37:22", "+0700"),
    enc: "b64",
    text: `Xin chào Sam,

Mã xác thực (OTP) cho giao dịch của bạn là: 593018

Giao dịch: Thanh toán hóa đơn điện EVN HCMC
Số tiền: 1.284.500đ
Mã giao dịch: 41872093516
Thời gian: 19:37 05/10/2025

Mã có hiệu lực trong 3 phút. Tuyệt đối KHÔNG cung cấp mã này cho bất kỳ ai.

Công ty Cổ phần Dịch vụ Di Động Trực Tuyến (M_Service)
Lầu 6, Toà nhà Phú Mỹ Hưng, số 8 Hoàng Văn Thái, Phường Tân Phú, Quận 7, TP.HCM
Hotline: 1900 5454 41
`,
    html: card({
      brand: "MoMo",
      color: "#a50064",
      lang: "vi",
      inner: `<p>Xin chào Sam,</p>
<p>Mã xác thực (OTP) cho giao dịch của bạn là: <b style="color:#a50064;font-size:18px;">593018</b></p>
<table cellpadding="5" cellspacing="0" width="100%" style="font-size:14px;background:#fdf2f8;border-radius:6px;">
<tr><td style="color:#666;">Giao dịch</td><td align="right">Thanh toán hóa đơn điện EVN HCMC</td></tr>
<tr><td style="color:#666;">Số tiền</td><td align="right"><b>1.284.500đ</b></td></tr>
<tr><td style="color:#666;">Mã giao dịch</td><td align="right">41872093516</td></tr>
<tr><td style="color:#666;">Thời gian</td><td align="right">19:37 05/10/2025</td></tr>
</table>
<p style="font-size:13px;color:#666;">Mã có hiệu lực trong 3 phút. Tuyệt đối KHÔNG cung cấp mã này cho bất kỳ ai.</p>`,
      footer:
        `Công ty Cổ phần Dịch vụ Di Động Trực Tuyến (M_Service) · Lầu 6, Toà nhà Phú Mỹ Hưng, số 8 Hoàng Văn Thái, Quận 7, TP.HCM · Hotline: 1900 5454 41`,
    }),
  },
  {
    family: "momo",
    group: "regional",
    lang: "vi",
    kind: "account-verified",
    code: null,
    link: null,
    from: "Ví MoMo <no-reply@momo.vn>",
    subject: "Chúc mừng! Tài khoản MoMo của bạn đã được xác thực",
    date: date("2025-12-28 10:02:45", "+0700"),
    enc: "b64",
    text: `Xin chào Sam,

Tài khoản Ví MoMo gắn với số điện thoại 090****718 đã được xác thực thông tin định danh
(eKYC) thành công vào lúc 10:01 ngày 28/12/2025.

Từ bây giờ bạn có thể liên kết ngân hàng, chuyển tiền và thanh toán với hạn mức
lên đến 100.000.000đ/tháng.

Cảm ơn bạn đã tin dùng MoMo!

Hotline: 1900 5454 41 | Email: hotro@momo.vn
`,
    html: card({
      brand: "MoMo",
      color: "#a50064",
      lang: "vi",
      inner: `<p>Xin chào Sam,</p>
<p>Tài khoản Ví MoMo gắn với số điện thoại 090****718 đã được xác thực thông tin định danh (eKYC) thành công vào lúc 10:01 ngày 28/12/2025.</p>
<p>Từ bây giờ bạn có thể liên kết ngân hàng, chuyển tiền và thanh toán với hạn mức lên đến <b>100.000.000đ/tháng</b>.</p>
<p>Cảm ơn bạn đã tin dùng MoMo!</p>`,
      footer:
        `Hotline: 1900 5454 41 · Email: hotro@momo.vn · <a href="https://momo.vn/chinh-sach-bao-mat" style="color:#8a8f98;">Chính sách bảo mật</a>`,
    }),
  },
];

const gosuslugi: Mail[] = [
  {
    family: "gosuslugi",
    group: "regional",
    lang: "ru",
    kind: "verify-code",
    code: "482-915",
    link: null,
    from: "Госуслуги <no-reply@gosuslugi.ru>",
    subject: "Код подтверждения электронной почты",
    date: date("2025-11-14 09:26:38", "+0300"),
    enc: "b64",
    text: `Здравствуйте!

Для подтверждения адреса электронной почты в профиле на Госуслугах введите код:

482-915

Код действует 5 минут. Никому его не сообщайте, даже сотрудникам службы поддержки.

Если вы не меняли адрес почты, войдите в профиль и смените пароль.

Служба поддержки: 8 800 100-70-10
Это письмо отправлено автоматически, отвечать на него не нужно.
`,
    html: card({
      brand: "Госуслуги",
      color: "#0d4cd3",
      lang: "ru",
      inner: `<p>Здравствуйте!</p>
<p>Для подтверждения адреса электронной почты в профиле на Госуслугах введите код:</p>
${spaced("482-915", "#edf2fe", "#0d4cd3")}
<p style="font-size:13px;color:#66727f;">Код действует 5 минут. Никому его не сообщайте, даже сотрудникам службы поддержки.</p>
<p style="font-size:13px;color:#66727f;">Если вы не меняли адрес почты, войдите в профиль и смените пароль.</p>`,
      footer: `Служба поддержки: 8 800 100-70-10<br>Это письмо отправлено автоматически, отвечать на него не нужно.`,
    }),
  },
  {
    family: "gosuslugi",
    group: "regional",
    lang: "ru",
    kind: "verify-link",
    code: null,
    link: "https://esia.gosuslugi.ru/profile/confirm/email?c=a7d2f41e-90b3-4c6e-8f15-2be7c3d9a018&utm_source=mail",
    from: "Госуслуги <no-reply@gosuslugi.ru>",
    subject: "Подтвердите адрес электронной почты",
    date: date("2026-02-02 17:44:05", "+0300"),
    enc: "b64",
    text: `Здравствуйте, Сэм!

Вы указали этот адрес в личном кабинете на Госуслугах. Чтобы получать уведомления
о записи к врачу, штрафах и налогах, подтвердите его по ссылке:

https://esia.gosuslugi.ru/profile/confirm/email?c=a7d2f41e-90b3-4c6e-8f15-2be7c3d9a018&utm_source=mail

Ссылка действительна 3 дня.

Если вы не указывали этот адрес, просто проигнорируйте письмо.

Служба поддержки: 8 800 100-70-10
`,
    html: card({
      brand: "Госуслуги",
      color: "#0d4cd3",
      lang: "ru",
      inner: `<p>Здравствуйте, Сэм!</p>
<p>Вы указали этот адрес в личном кабинете на Госуслугах. Чтобы получать уведомления о записи к врачу, штрафах и налогах, подтвердите его:</p>
${
        button(
          "https://esia.gosuslugi.ru/profile/confirm/email?c=a7d2f41e-90b3-4c6e-8f15-2be7c3d9a018&amp;utm_source=mail",
          "Подтвердить почту",
          "#0d4cd3",
        )
      }
<p style="font-size:13px;color:#66727f;">Ссылка действительна 3 дня. Если вы не указывали этот адрес, просто проигнорируйте письмо.</p>`,
      footer: `Служба поддержки: 8 800 100-70-10`,
    }),
  },
];

const absher: Mail[] = [
  {
    family: "absher",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "4821",
    link: null,
    from: "أبشر <no-reply@absher.sa>",
    subject: "رمز التحقق لتسجيل الدخول إلى أبشر",
    date: date("2025-10-19 08:05:12", "+0300"),
    enc: "b64",
    text: `عزيزي المستخدم،

رمز التحقق لتسجيل الدخول إلى منصة أبشر هو: 4821

صلاحية الرمز دقيقتان فقط. لا تشارك هذا الرمز مع أي شخص.

رقم الهوية: 10********73
وقت الطلب: 19/10/2025 08:05

إذا لم تطلب هذا الرمز فيرجى الاتصال على 920020405.

وزارة الداخلية - المملكة العربية السعودية
`,
    html: card({
      brand: "أبشر",
      color: "#1b7a4b",
      lang: "ar",
      dir: "rtl",
      font: "Tahoma,'Segoe UI',sans-serif",
      inner: `<p>عزيزي المستخدم،</p>
<p>رمز التحقق لتسجيل الدخول إلى منصة أبشر هو:</p>
${spaced("4821", "#eef7f2", "#1b7a4b")}
<p style="font-size:13px;color:#666;">صلاحية الرمز دقيقتان فقط. لا تشارك هذا الرمز مع أي شخص.</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#666;">
<tr><td>رقم الهوية</td><td dir="ltr">10********73</td></tr>
<tr><td>وقت الطلب</td><td dir="ltr">19/10/2025 08:05</td></tr>
</table>
<p style="font-size:13px;color:#666;">إذا لم تطلب هذا الرمز فيرجى الاتصال على <span dir="ltr">920020405</span>.</p>`,
      footer: `وزارة الداخلية - المملكة العربية السعودية`,
    }),
  },
  {
    family: "absher",
    group: "regional",
    lang: "ar",
    kind: "code-and-link",
    code: "67301",
    link: "https://www.absher.sa/portal/verify-email?ref=AB-77310294&t=e81f4c2a9d",
    from: "أبشر <no-reply@absher.sa>",
    subject: "تأكيد البريد الإلكتروني في أبشر",
    date: date("2026-01-22 12:40:33", "+0300"),
    enc: "b64",
    text: `عزيزي المستخدم،

تمت إضافة هذا البريد الإلكتروني إلى حسابك في أبشر. لتأكيده اضغط على الرابط التالي:

https://www.absher.sa/portal/verify-email?ref=AB-77310294&t=e81f4c2a9d

أو أدخل رمز التأكيد التالي في صفحة "بياناتي":
67301

رقم الطلب: AB-77310294
صلاحية الرابط والرمز 24 ساعة.

وزارة الداخلية - المملكة العربية السعودية
`,
    html: card({
      brand: "أبشر",
      color: "#1b7a4b",
      lang: "ar",
      dir: "rtl",
      font: "Tahoma,'Segoe UI',sans-serif",
      inner: `<p>عزيزي المستخدم،</p>
<p>تمت إضافة هذا البريد الإلكتروني إلى حسابك في أبشر. لتأكيده اضغط على الزر التالي:</p>
${
        button(
          "https://www.absher.sa/portal/verify-email?ref=AB-77310294&amp;t=e81f4c2a9d",
          "تأكيد البريد الإلكتروني",
          "#1b7a4b",
        )
      }
<p>أو أدخل رمز التأكيد التالي في صفحة "بياناتي": <b>67301</b></p>
<p style="font-size:13px;color:#666;">رقم الطلب: <span dir="ltr">AB-77310294</span><br>صلاحية الرابط والرمز 24 ساعة.</p>`,
      footer: `وزارة الداخلية - المملكة العربية السعودية`,
    }),
  },
];

const digikala: Mail[] = [
  {
    family: "digikala",
    group: "regional",
    lang: "fa",
    kind: "login-code",
    code: "DK-582136",
    code_digits: "582136",
    link: null,
    from: "دیجی‌کالا <no-reply@digikala.com>",
    subject: "کد ورود به دیجی‌کالا",
    date: date("2025-11-02 21:15:47", "+0330"),
    enc: "b64",
    text: `سلام،

کد ورود شما به دیجی‌کالا:
DK-582136

فقط شش رقم بعد از DK- را در صفحه ورود وارد کنید. این کد تا ۲ دقیقه معتبر است.

این کد را در اختیار هیچ‌کس قرار ندهید.

پشتیبانی: ۰۲۱-۶۱۹۳۰۰۰۰
تهران، خیابان ولیعصر، کد پستی ۱۹۶۸۶۵۳۱۱۱
`,
    html: card({
      brand: "دیجی‌کالا",
      color: "#ef4056",
      lang: "fa",
      dir: "rtl",
      font: "Vazirmatn,Tahoma,sans-serif",
      inner: `<p>سلام،</p>
<p>کد ورود شما به دیجی‌کالا:</p>
<p dir="ltr" style="text-align:center;font-size:28px;font-weight:bold;letter-spacing:4px;color:#ef4056;margin:22px 0;">DK-582136</p>
<p style="font-size:13px;color:#666;">فقط شش رقم بعد از DK- را در صفحه ورود وارد کنید. این کد تا ۲ دقیقه معتبر است.</p>
<p style="font-size:13px;color:#666;">این کد را در اختیار هیچ‌کس قرار ندهید.</p>`,
      footer: `پشتیبانی: ۰۲۱-۶۱۹۳۰۰۰۰ · تهران، خیابان ولیعصر، کد پستی ۱۹۶۸۶۵۳۱۱۱`,
    }),
  },
  {
    family: "digikala",
    group: "regional",
    lang: "fa",
    kind: "verify-link",
    code: null,
    link: "https://www.digikala.com/users/verify-email/?token=c4a91e7f2b8d0356a1e9f4c7b2d8e03f",
    from: "دیجی‌کالا <no-reply@digikala.com>",
    subject: "تأیید آدرس ایمیل در دیجی‌کالا",
    date: date("2026-02-09 10:31:20", "+0330"),
    enc: "b64",
    text: `سلام سام عزیز،

برای تأیید ایمیل حساب کاربری خود در دیجی‌کالا روی لینک زیر بزنید:

https://www.digikala.com/users/verify-email/?token=c4a91e7f2b8d0356a1e9f4c7b2d8e03f

این لینک تا ۲۴ ساعت معتبر است. اگر این درخواست از طرف شما نبوده، این ایمیل را نادیده بگیرید.

سفارش‌های شما: https://www.digikala.com/profile/orders/
پشتیبانی: ۰۲۱-۶۱۹۳۰۰۰۰
`,
    html: card({
      brand: "دیجی‌کالا",
      color: "#ef4056",
      lang: "fa",
      dir: "rtl",
      font: "Vazirmatn,Tahoma,sans-serif",
      inner: `<p>سلام سام عزیز،</p>
<p>برای تأیید ایمیل حساب کاربری خود در دیجی‌کالا روی دکمه زیر بزنید:</p>
${
        button(
          "https://www.digikala.com/users/verify-email/?token=c4a91e7f2b8d0356a1e9f4c7b2d8e03f",
          "تأیید ایمیل",
          "#ef4056",
        )
      }
<p style="font-size:13px;color:#666;">این لینک تا ۲۴ ساعت معتبر است. اگر این درخواست از طرف شما نبوده، این ایمیل را نادیده بگیرید.</p>
<p style="font-size:13px;"><a href="https://www.digikala.com/profile/orders/" style="color:#ef4056;">سفارش‌های من</a></p>`,
      footer: `پشتیبانی: ۰۲۱-۶۱۹۳۰۰۰۰`,
    }),
  },
];

function wolt_html(lang: string, hello: string, lead: string, href: string, label: string, small: string): string {
  return doc(
    `<table width="100%" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td align="center" style="padding:32px 16px;">
<table width="440" cellpadding="0" cellspacing="0" style="font-family:'Omnes',Helvetica,Arial,sans-serif;color:#202125;">
<tr><td style="padding-bottom:24px;"><img src="https://images.wolt.com/email/wolt-logo-blue.png" width="84" alt="Wolt"></td></tr>
<tr><td style="font-size:26px;font-weight:bold;padding-bottom:12px;">${hello}</td></tr>
<tr><td style="font-size:16px;line-height:24px;color:#4a4a4a;">${lead}</td></tr>
<tr><td style="padding:28px 0;"><a href="${href}" style="display:block;background:#009de0;color:#ffffff;text-align:center;padding:16px 0;border-radius:8px;font-size:16px;font-weight:bold;text-decoration:none;">${label}</a></td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#8a8a8a;">${small}</td></tr>
<tr><td style="padding-top:32px;font-size:11px;color:#b0b0b0;">Wolt Enterprises Oy · Arkadiankatu 6, 00100 Helsinki, Finland</td></tr>
</table>
</td></tr>
</table>`,
    { lang },
  );
}

const wolt: Mail[] = [
  {
    family: "wolt",
    group: "regional",
    lang: "sv",
    kind: "login-link",
    code: null,
    link: "https://wolt.com/sv/me/magic-login?token=mL7qPz3KxR9vWb2NcT5h&email=sam.reader%40inbox.example",
    from: "Wolt <info@wolt.com>",
    subject: "Logga in på Wolt",
    date: date("2025-10-27 18:21:05", "+0100"),
    text: `Hej!

Tryck på länken nedan för att logga in på Wolt på den här enheten:

https://wolt.com/sv/me/magic-login?token=mL7qPz3KxR9vWb2NcT5h&email=sam.reader%40inbox.example

Länken fungerar i 10 minuter och kan bara användas en gång.
Om du inte försökte logga in kan du ignorera det här mejlet.

Wolt Enterprises Oy · Arkadiankatu 6, 00100 Helsinki, Finland
`,
    html: wolt_html(
      "sv",
      "Hej!",
      "Tryck på knappen nedan för att logga in på Wolt på den här enheten.",
      "https://wolt.com/sv/me/magic-login?token=mL7qPz3KxR9vWb2NcT5h&amp;email=sam.reader%40inbox.example",
      "Logga in",
      "Länken fungerar i 10 minuter och kan bara användas en gång. Om du inte försökte logga in kan du ignorera det här mejlet.",
    ),
  },
  {
    family: "wolt",
    group: "regional",
    lang: "hu",
    kind: "login-link",
    code: null,
    link: "https://wolt.com/hu/me/magic-login?token=Hq4WnZ8cLp2TxV6mRk9d&email=sam.reader%40inbox.example",
    from: "Wolt <info@wolt.com>",
    subject: "Bejelentkezés a Woltba",
    date: date("2025-12-06 12:47:31", "+0100"),
    enc: "qp",
    text: `Szia!

Koppints az alábbi linkre, hogy bejelentkezz a Woltba ezen az eszközön:

https://wolt.com/hu/me/magic-login?token=Hq4WnZ8cLp2TxV6mRk9d&email=sam.reader%40inbox.example

A link 10 percig érvényes, és csak egyszer használható.
Ha nem te próbáltál bejelentkezni, nyugodtan hagyd figyelmen kívül ezt az e-mailt.

Wolt Enterprises Oy · Arkadiankatu 6, 00100 Helsinki, Finland
`,
    html: wolt_html(
      "hu",
      "Szia!",
      "Koppints az alábbi gombra, hogy bejelentkezz a Woltba ezen az eszközön.",
      "https://wolt.com/hu/me/magic-login?token=Hq4WnZ8cLp2TxV6mRk9d&amp;email=sam.reader%40inbox.example",
      "Bejelentkezés",
      "A link 10 percig érvényes, és csak egyszer használható. Ha nem te próbáltál bejelentkezni, nyugodtan hagyd figyelmen kívül ezt az e-mailt.",
    ),
  },
  {
    family: "wolt",
    group: "regional",
    lang: "cs",
    kind: "login-link",
    code: null,
    link: "https://wolt.com/cs/me/magic-login?token=Zt3PbX7qMw1RfK5nVh8c&email=sam.reader%40inbox.example",
    from: "Wolt <info@wolt.com>",
    subject: "Přihlášení do Woltu",
    date: date("2026-01-17 19:58:44", "+0100"),
    text: `Ahoj!

Klepni na odkaz níže a přihlas se do Woltu na tomto zařízení:

https://wolt.com/cs/me/magic-login?token=Zt3PbX7qMw1RfK5nVh8c&email=sam.reader%40inbox.example

Odkaz platí 10 minut a dá se použít jen jednou.
Pokud ses nepřihlašoval(a), tento e-mail klidně ignoruj.

Wolt Enterprises Oy · Arkadiankatu 6, 00100 Helsinki, Finland
`,
    html: wolt_html(
      "cs",
      "Ahoj!",
      "Klepni na tlačítko níže a přihlas se do Woltu na tomto zařízení.",
      "https://wolt.com/cs/me/magic-login?token=Zt3PbX7qMw1RfK5nVh8c&amp;email=sam.reader%40inbox.example",
      "Přihlásit se",
      "Odkaz platí 10 minut a dá se použít jen jednou. Pokud ses nepřihlašoval(a), tento e-mail klidně ignoruj.",
    ),
  },
  {
    family: "wolt",
    group: "regional",
    lang: "uk",
    kind: "login-link",
    code: null,
    link: "https://wolt.com/uk/me/magic-login?token=Rd6NkV2xWq9LpC4mZb7t&email=sam.reader%40inbox.example",
    from: "Wolt <info@wolt.com>",
    subject: "Вхід у Wolt",
    date: date("2026-02-13 08:33:17", "+0200"),
    enc: "b64",
    text: `Привіт!

Натисни на посилання нижче, щоб увійти у Wolt на цьому пристрої:

https://wolt.com/uk/me/magic-login?token=Rd6NkV2xWq9LpC4mZb7t&email=sam.reader%40inbox.example

Посилання дійсне 10 хвилин і працює лише один раз.
Якщо ти не намагався(-лася) увійти, просто проігноруй цей лист.

Wolt Enterprises Oy · Arkadiankatu 6, 00100 Helsinki, Finland
`,
    html: wolt_html(
      "uk",
      "Привіт!",
      "Натисни на кнопку нижче, щоб увійти у Wolt на цьому пристрої.",
      "https://wolt.com/uk/me/magic-login?token=Rd6NkV2xWq9LpC4mZb7t&amp;email=sam.reader%40inbox.example",
      "Увійти",
      "Посилання дійсне 10 хвилин і працює лише один раз. Якщо ти не намагався(-лася) увійти, просто проігноруй цей лист.",
    ),
  },
];

/** The mails of this part of the second held-out set. */
export const mails: Mail[] = [
  ...authelia,
  ...casdoor,
  ...hanko,
  ...matrix_synapse,
  ...sentry,
  ...zulip,
  ...vaultwarden,
  ...odoo,
  ...moodle,
  ...banco_inter,
  ...paytm,
  ...docomo,
  ...daum,
  ...turkiye_edevlet,
  ...mbank,
  ...gojek,
  ...momo,
  ...gosuslugi,
  ...absher,
  ...digikala,
  ...wolt,
];
