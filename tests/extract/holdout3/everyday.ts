/**
 * Everyday account mail from consumer and business senders (streaming, games, dating, fitness,
 * food, travel, fintech and crypto, insurance, education, government, jobs, marketplaces, news,
 * smart home and cars, parcel lockers): sign-in and reset codes, confirmation and invitation links,
 * pickup codes, and a share of notices and receipts that ask for nothing, in many languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const WD = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from a local "YYYY-MM-DD HH:MM:SS" and its offset. */
function dt(local: string, tz = "+0000"): string {
  const d = new Date(local.replace(" ", "T") + "Z");
  const p = (n: number) => String(n).padStart(2, "0");
  return `${WD[d.getUTCDay()]}, ${p(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${
    p(d.getUTCHours())
  }:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} ${tz}`;
}

/** A centred card layout with a preheader, as most transactional senders ship it. */
function card(o: {
  lang: string;
  title: string;
  pre: string;
  logo: string;
  accent: string;
  body: string;
  footer: string;
  dir?: "rtl";
}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"${o.dir ? ` dir="rtl"` : ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
<style>
  body { margin:0; padding:0; background:#f2f3f5; }
  a { color:${o.accent}; }
  @media only screen and (max-width:600px) { .wrap { width:100% !important; } .pad { padding:20px !important; } }
</style>
</head>
<body style="margin:0;padding:0;background:#f2f3f5;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${o.pre}&#8199;&#847;&#8199;&#847;&#8199;&#847;&#8199;&#847;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f3f5;">
  <tr>
    <td align="center" style="padding:28px 12px;">
      <table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background:#ffffff;border-radius:8px;">
        <tr>
          <td style="padding:28px 40px 8px 40px;border-bottom:1px solid #eceef1;">${o.logo}</td>
        </tr>
        <tr>
          <td class="pad" style="padding:32px 40px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:24px;color:#1f2328;">
${o.body}
          </td>
        </tr>
      </table>
      <table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;">
        <tr>
          <td style="padding:20px 40px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#8a9099;text-align:center;">
${o.footer}
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
</body>
</html>`;
}

/** A bulletproof button. */
function btn(href: string, label: string, bg: string, fg = "#ffffff"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;">
  <tr>
    <td align="center" bgcolor="${bg}" style="border-radius:6px;">
      <a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;color:${fg};text-decoration:none;border-radius:6px;">${label}</a>
    </td>
  </tr>
</table>`;
}

/** A big code box. */
function codebox(code: string, spacing = "6px", bg = "#f4f5f7"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;">
  <tr>
    <td style="background:${bg};border-radius:6px;padding:16px 28px;font-family:'Courier New',Courier,monospace;font-size:30px;font-weight:bold;letter-spacing:${spacing};color:#111111;">${code}</td>
  </tr>
</table>`;
}

/** One cell per character. */
function cells(code: string, border = "#c9ced6"): string {
  const tds = [...code].map((ch) =>
    `<td width="44" height="54" align="center" valign="middle" style="border:1px solid ${border};border-radius:4px;font-family:Arial,sans-serif;font-size:28px;font-weight:bold;color:#111;">${ch}</td><td width="8"></td>`
  ).join("\n    ");
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px auto;">
  <tr>
    ${tds}
  </tr>
</table>`;
}

function img(src: string, alt: string, w: number, h: number): string {
  return `<img src="${src}" alt="${alt}" width="${w}" height="${h}" style="display:block;border:0;outline:none;">`;
}

// ---------------------------------------------------------------- mails

const PS_FOOT =
  `<p style="margin:0 0 8px 0;">This email was sent from a notification-only address that cannot accept incoming email. Please do not reply.</p>
<p style="margin:0 0 8px 0;"><a href="https://www.playstation.com/support/" style="color:#8a9099;">Support</a> &nbsp;|&nbsp; <a href="https://www.playstation.com/legal/privacy-policy/" style="color:#8a9099;">Privacy Policy</a> &nbsp;|&nbsp; <a href="https://www.playstation.com/legal/psn-terms-of-service/" style="color:#8a9099;">Terms of Service</a></p>
<p style="margin:0;">&copy;2026 Sony Interactive Entertainment LLC. 2207 Bridgepointe Pkwy, San Mateo, CA 94404.<br>"PlayStation", "PS5" and "PS4" are registered trademarks or trademarks of Sony Interactive Entertainment Inc.</p>`;
const PS_LOGO = img("https://image.txn.playstation.net/lib/fe9212/m/1/psn-logo-blue.png", "PlayStation", 160, 36);

const playstation: Mail[] = [
  {
    family: "playstation",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "730418",
    link: null,
    from: "PlayStation <Sony@txn-email.playstation.com>",
    subject: "Your verification code",
    date: dt("2026-02-11 21:47:03", "-0800"),
    text: `PlayStation

Verification code

Someone is trying to sign in to your account for PlayStation Network with your sign-in ID (sam.reader@inbox.example).

Enter this verification code to continue:

730418

The code is valid for 15 minutes. If you didn't try to sign in, we recommend you change your password right away: https://www.playstation.com/acct/password

Sony Interactive Entertainment LLC, 2207 Bridgepointe Pkwy, San Mateo, CA 94404
`,
    html: card({
      lang: "en",
      title: "Verification code",
      pre: "Use this code to finish signing in.",
      logo: PS_LOGO,
      accent: "#0070d1",
      body: `<h1 style="margin:0 0 16px 0;font-size:24px;line-height:30px;font-weight:normal;">Verification code</h1>
<p style="margin:0 0 16px 0;">Someone is trying to sign in to your account for PlayStation Network with your sign-in ID (<span style="color:#0070d1;">sam.reader@inbox.example</span>).</p>
<p style="margin:0;">Enter this verification code to continue:</p>
${cells("730418", "#0070d1")}
<p style="margin:0 0 16px 0;font-size:14px;color:#5b616b;">The code is valid for 15 minutes.</p>
<p style="margin:0;font-size:14px;color:#5b616b;">If you didn't try to sign in, we recommend you <a href="https://www.playstation.com/acct/password" style="color:#0070d1;">change your password</a> right away.</p>`,
      footer: PS_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "playstation",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "PlayStation <Sony@txn-email.playstation.com>",
    subject: "Your password has been changed",
    date: dt("2026-02-11 21:55:40", "-0800"),
    text: `Your password has been changed

The password for the account associated with sam.reader@inbox.example was changed on 11 Feb 2026 at 9:55 PM (PST).

Device: PS5 console
Online ID: samr_1989

If you made this change, no further action is needed.

If you didn't change your password, please contact PlayStation Support immediately: https://www.playstation.com/support/account/

Sony Interactive Entertainment LLC
`,
    html: card({
      lang: "en",
      title: "Password changed",
      pre: "The password for your account was changed.",
      logo: PS_LOGO,
      accent: "#0070d1",
      body:
        `<h1 style="margin:0 0 16px 0;font-size:24px;line-height:30px;font-weight:normal;">Your password has been changed</h1>
<p style="margin:0 0 16px 0;">The password for the account associated with <b>sam.reader@inbox.example</b> was changed on 11 Feb 2026 at 9:55 PM (PST).</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;font-size:14px;">
<tr><td style="padding:4px 16px 4px 0;color:#5b616b;">Device</td><td style="padding:4px 0;">PS5 console</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#5b616b;">Online ID</td><td style="padding:4px 0;">samr_1989</td></tr>
</table>
<p style="margin:0 0 16px 0;">If you made this change, no further action is needed.</p>
<p style="margin:0;">If you didn't change your password, please <a href="https://www.playstation.com/support/account/">contact PlayStation Support</a> immediately.</p>`,
      footer: PS_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "playstation",
    group: "consumer",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://click.txn-email.playstation.com/?qs=3b1f9c0de27a4a15d8f0c6a2e91b7744c0f5de92a1b86d3e",
    from: "PlayStation <Sony@txn-email.playstation.com>",
    subject: "Bitte bestätige deine E-Mail-Adresse",
    date: dt("2026-04-02 18:12:55", "+0200"),
    text: `Bestätige deine E-Mail-Adresse

Hallo,

vielen Dank für die Erstellung eines Kontos für PlayStation Network. Bitte bestätige innerhalb von 24 Stunden, dass diese E-Mail-Adresse dir gehört:

https://click.txn-email.playstation.com/?qs=3b1f9c0de27a4a15d8f0c6a2e91b7744c0f5de92a1b86d3e

Wenn du kein Konto erstellt hast, kannst du diese E-Mail ignorieren.

Sony Interactive Entertainment Europe Limited, 10 Great Marlborough Street, London, W1F 7LP, Vereinigtes Königreich
`,
    html: card({
      lang: "de",
      title: "E-Mail-Adresse bestätigen",
      pre: "Nur noch ein Schritt bis zu deinem Konto.",
      logo: PS_LOGO,
      accent: "#0070d1",
      body:
        `<h1 style="margin:0 0 16px 0;font-size:24px;line-height:30px;font-weight:normal;">Bestätige deine E-Mail-Adresse</h1>
<p style="margin:0 0 16px 0;">Hallo,</p>
<p style="margin:0 0 8px 0;">vielen Dank für die Erstellung eines Kontos für PlayStation&nbsp;Network. Bitte bestätige innerhalb von 24&nbsp;Stunden, dass diese E-Mail-Adresse dir gehört.</p>
${
          btn(
            "https://click.txn-email.playstation.com/?qs=3b1f9c0de27a4a15d8f0c6a2e91b7744c0f5de92a1b86d3e",
            "Jetzt bestätigen",
            "#0070d1",
          )
        }
<p style="margin:0;font-size:14px;color:#5b616b;">Wenn du kein Konto erstellt hast, kannst du diese E-Mail ignorieren.</p>`,
      footer:
        `<p style="margin:0 0 8px 0;"><a href="https://click.txn-email.playstation.com/?qs=3b1f9c0de27a4a15aa01" style="color:#8a9099;">Datenschutzrichtlinie</a> &nbsp;|&nbsp; <a href="https://click.txn-email.playstation.com/?qs=3b1f9c0de27a4a15aa02" style="color:#8a9099;">Nutzungsbedingungen</a></p>
<p style="margin:0;">&copy;2026 Sony Interactive Entertainment Europe Limited, 10 Great Marlborough Street, London, W1F 7LP, Vereinigtes Königreich.</p>`,
    }),
    enc: "qp",
  },
];

const ea: Mail[] = [
  {
    family: "ea-app",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "551903",
    link: null,
    from: "EA <EA@e.ea.com>",
    subject: "Your EA Security Code is: 551903",
    date: dt("2026-03-07 02:18:44", "+0000"),
    text: `Hi samr_1989,

Here's the security code you requested to log in to your EA Account:

551 903

This code expires in 30 minutes. You can only use it once.

Didn't request this code? Someone may be trying to get into your account. Change your password at https://myaccount.ea.com/cp-ui/security/index and turn on login verification.

- EA Help

Electronic Arts Inc., 209 Redwood Shores Parkway, Redwood City, CA 94065
Privacy & Cookie Policy: https://www.ea.com/legal/privacy-and-cookie-policy
`,
    html: `<html><head><meta charset="utf-8"><title>EA Security Code</title></head>
<body style="margin:0;background:#0b0b14;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#0b0b14">
<tr><td align="center" style="padding:36px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#16161f" style="border-radius:4px;">
<tr><td style="padding:32px 40px 0 40px;">${
      img("https://eaassets-a.akamaihd.net/email/ea-logo-white.png", "EA", 56, 56)
    }</td></tr>
<tr><td style="padding:24px 40px 8px 40px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#e8e8ee;">
<p style="margin:0 0 14px 0;">Hi samr_1989,</p>
<p style="margin:0 0 14px 0;">Here's the security code you requested to log in to your EA Account:</p>
</td></tr>
<tr><td align="center" style="padding:8px 40px 20px 40px;font-family:Arial,Helvetica,sans-serif;font-size:40px;font-weight:bold;letter-spacing:4px;color:#ff4747;">551 903</td></tr>
<tr><td style="padding:0 40px 32px 40px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#a9a9b8;">
<p style="margin:0 0 14px 0;">This code expires in 30 minutes. You can only use it once.</p>
<p style="margin:0;">Didn't request this code? Someone may be trying to get into your account. <a href="https://myaccount.ea.com/cp-ui/security/index" style="color:#ff4747;">Change your password</a> and turn on login verification.</p>
</td></tr>
</table>
<table width="560" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:20px 40px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#6b6b7b;text-align:center;">
<a href="https://help.ea.com/" style="color:#6b6b7b;">EA Help</a> &middot; <a href="https://www.ea.com/legal/privacy-and-cookie-policy" style="color:#6b6b7b;">Privacy &amp; Cookie Policy</a> &middot; <a href="https://www.ea.com/legal/user-agreement" style="color:#6b6b7b;">User Agreement</a><br>
Electronic Arts Inc., 209 Redwood Shores Parkway, Redwood City, CA 94065
</td></tr></table>
</td></tr></table>
</body></html>`,
  },
  {
    family: "ea-app",
    group: "consumer",
    lang: "en",
    kind: "email-change-link",
    code: null,
    link: "https://signin.ea.com/p/juno/verifyEmail?token=QUJDMTIzLTk4NzY1NC1lbWFpbC1jaGFuZ2U&locale=en_US",
    from: "EA <EA@e.ea.com>",
    subject: "Confirm your new email address",
    date: dt("2026-05-19 16:03:11", "+0000"),
    text: `Hi samr_1989,

You asked to change the email address on your EA Account from s.reader@oldmail.example to sam.reader@inbox.example.

To finish, confirm your new address within 24 hours:
https://signin.ea.com/p/juno/verifyEmail?token=QUJDMTIzLTk4NzY1NC1lbWFpbC1jaGFuZ2U&locale=en_US

Until you confirm, we'll keep sending account emails to your old address.

If you didn't ask for this change, contact us at https://help.ea.com/contact-us/

Electronic Arts Inc., 209 Redwood Shores Parkway, Redwood City, CA 94065
`,
    html: `<html><head><meta charset="utf-8"><title>Confirm your new email address</title></head>
<body style="margin:0;background:#0b0b14;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#0b0b14">
<tr><td align="center" style="padding:36px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#16161f" style="border-radius:4px;">
<tr><td style="padding:32px 40px 0 40px;">${
      img("https://eaassets-a.akamaihd.net/email/ea-logo-white.png", "EA", 56, 56)
    }</td></tr>
<tr><td style="padding:24px 40px 32px 40px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#e8e8ee;">
<p style="margin:0 0 14px 0;">Hi samr_1989,</p>
<p style="margin:0 0 14px 0;">You asked to change the email address on your EA Account from <b>s.reader@oldmail.example</b> to <b>sam.reader@inbox.example</b>.</p>
<p style="margin:0 0 6px 0;">To finish, confirm your new address within 24 hours.</p>
${
      btn(
        "https://signin.ea.com/p/juno/verifyEmail?token=QUJDMTIzLTk4NzY1NC1lbWFpbC1jaGFuZ2U&amp;locale=en_US",
        "Confirm email",
        "#ff4747",
      )
    }
<p style="margin:0 0 14px 0;color:#a9a9b8;font-size:14px;">Until you confirm, we'll keep sending account emails to your old address.</p>
<p style="margin:0;color:#a9a9b8;font-size:14px;">If you didn't ask for this change, <a href="https://help.ea.com/contact-us/" style="color:#ff4747;">contact us</a>.</p>
</td></tr>
</table>
<p style="font-family:Arial,Helvetica,sans-serif;font-size:11px;color:#6b6b7b;">Electronic Arts Inc., 209 Redwood Shores Parkway, Redwood City, CA 94065</p>
</td></tr></table>
</body></html>`,
  },
];

const STRAVA_FOOT =
  `<p style="margin:0 0 6px 0;"><a href="https://links.strava.com/ls/click?upn=u001.help" style="color:#8a9099;">Help</a> &bull; <a href="https://links.strava.com/ls/click?upn=u001.privacy" style="color:#8a9099;">Privacy</a> &bull; <a href="https://links.strava.com/ls/click?upn=u001.terms" style="color:#8a9099;">Terms</a></p>
<p style="margin:0 0 10px 0;">
<a href="https://apps.apple.com/app/strava/id426826309">${
    img("https://dgtzuqphqg23d.cloudfront.net/email/app-store-badge.png", "Download on the App Store", 120, 40)
  }</a>
<a href="https://play.google.com/store/apps/details?id=com.strava">${
    img("https://dgtzuqphqg23d.cloudfront.net/email/google-play-badge.png", "Get it on Google Play", 135, 40)
  }</a></p>
<p style="margin:0;">Strava, Inc. &middot; 500 3rd St. #110 &middot; San Francisco, CA 94107</p>`;

const strava: Mail[] = [
  {
    family: "strava",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://links.strava.com/ls/click?upn=u001.Wn8RzK2dLpV7qYbTe4XmA1c-2FsHjO9uN3fGkQ5wE6rI0tZ-2BvD8yU7xB4nM2oP1lK9jH3gF6dS5aQ",
    from: "Strava <no-reply@strava.com>",
    subject: "Reset your Strava password",
    date: dt("2026-01-24 07:31:09", "+0000"),
    text: `Hi Sam,

We received a request to reset the password for your Strava account.

Reset your password:
https://links.strava.com/ls/click?upn=u001.Wn8RzK2dLpV7qYbTe4XmA1c-2FsHjO9uN3fGkQ5wE6rI0tZ-2BvD8yU7xB4nM2oP1lK9jH3gF6dS5aQ

This link expires in 1 hour. If you didn't ask to reset your password, you can ignore this email - your password won't change.

Keep moving,
The Strava Team

Strava, Inc. | 500 3rd St. #110 | San Francisco, CA 94107
`,
    html: card({
      lang: "en",
      title: "Reset your password",
      pre: "A link to reset your Strava password.",
      logo: img("https://dgtzuqphqg23d.cloudfront.net/email/strava-logo-orange.png", "STRAVA", 120, 26),
      accent: "#fc5200",
      body: `<p style="margin:0 0 16px 0;">Hi Sam,</p>
<p style="margin:0 0 8px 0;">We received a request to reset the password for your Strava account.</p>
${
        btn(
          "https://links.strava.com/ls/click?upn=u001.Wn8RzK2dLpV7qYbTe4XmA1c-2FsHjO9uN3fGkQ5wE6rI0tZ-2BvD8yU7xB4nM2oP1lK9jH3gF6dS5aQ",
          "Reset Password",
          "#fc5200",
        )
      }
<p style="margin:0 0 16px 0;font-size:14px;color:#5b616b;">This link expires in 1 hour. If you didn't ask to reset your password, you can ignore this email &ndash; your password won't change.</p>
<p style="margin:0;">Keep moving,<br>The Strava Team</p>`,
      footer: STRAVA_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "strava",
    group: "consumer",
    lang: "de",
    kind: "verify-code-link",
    code: "284719",
    link:
      "https://www.strava.com/confirm_email?token=7f3c1a9e52d84b06a1c3e8f0b2d4967a&utm_source=email&utm_medium=transactional",
    from: "Strava <no-reply@strava.com>",
    subject: "Bestätige deine E-Mail-Adresse für Strava",
    date: dt("2026-06-03 19:44:27", "+0200"),
    text: `Fast geschafft!

Bestätige deine E-Mail-Adresse, damit du Aktivitäten hochladen und Kudos verteilen kannst.

Gib diesen Code in der App ein:
284719

Oder bestätige über diesen Link:
https://www.strava.com/confirm_email?token=7f3c1a9e52d84b06a1c3e8f0b2d4967a&utm_source=email&utm_medium=transactional

Der Code ist 24 Stunden gültig.

Strava, Inc. | 500 3rd St. #110 | San Francisco, CA 94107, USA
`,
    html: card({
      lang: "de",
      title: "E-Mail-Adresse bestätigen",
      pre: "Dein Bestätigungscode ist da.",
      logo: img("https://dgtzuqphqg23d.cloudfront.net/email/strava-logo-orange.png", "STRAVA", 120, 26),
      accent: "#fc5200",
      body: `<h1 style="margin:0 0 14px 0;font-size:26px;line-height:32px;">Fast geschafft!</h1>
<p style="margin:0 0 16px 0;">Bestätige deine E-Mail-Adresse, damit du Aktivitäten hochladen und Kudos verteilen kannst.</p>
<p style="margin:0;">Gib diesen Code in der App ein:</p>
${codebox("284719", "8px", "#fff1ea")}
<p style="margin:0;">Oder bestätige direkt hier:</p>
${
        btn(
          "https://www.strava.com/confirm_email?token=7f3c1a9e52d84b06a1c3e8f0b2d4967a&amp;utm_source=email&amp;utm_medium=transactional",
          "E-Mail-Adresse bestätigen",
          "#fc5200",
        )
      }
<p style="margin:0;font-size:13px;color:#5b616b;">Der Code ist 24&nbsp;Stunden gültig.</p>`,
      footer: STRAVA_FOOT,
    }),
    enc: "b64",
  },
];

const hinge: Mail[] = [
  {
    family: "hinge",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "8316",
    link: null,
    from: "Hinge <hello@hinge.co>",
    subject: "8316 is your Hinge verification code",
    date: dt("2026-02-14 22:09:51", "-0500"),
    text: `Your Hinge verification code is 8316.

Enter it in the app to confirm your email address. Don't share this code with anyone - Hinge will never ask you for it.

Hinge, 809 Washington St, New York, NY 10014
Privacy: https://hinge.co/privacy
`,
    html: `<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<center style="width:100%;">
<div style="max-width:480px;margin:0 auto;padding:40px 24px;font-family:'Tiempos Headline',Georgia,serif;color:#111;">
<div style="margin-bottom:32px;">${img("https://cdn.hinge.co/email/hinge-wordmark.png", "Hinge", 92, 30)}</div>
<p style="font-size:28px;line-height:34px;margin:0 0 20px 0;">Your verification code</p>
<p style="font-family:Arial,sans-serif;font-size:48px;letter-spacing:14px;font-weight:700;margin:0 0 20px 0;">8316</p>
<p style="font-family:Arial,sans-serif;font-size:15px;line-height:22px;margin:0 0 28px 0;color:#444;">Enter it in the app to confirm your email address. Don't share this code with anyone &mdash; Hinge will never ask you for it.</p>
<hr style="border:none;border-top:1px solid #e6e6e6;margin:0 0 16px 0;">
<p style="font-family:Arial,sans-serif;font-size:11px;color:#999;margin:0;">Hinge, 809 Washington St, New York, NY 10014 &middot; <a href="https://hinge.co/privacy" style="color:#999;">Privacy</a> &middot; <a href="https://hinge.co/terms" style="color:#999;">Terms</a></p>
</div>
</center>
</body></html>`,
  },
  {
    family: "hinge",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "3Q8ZKT",
    link: null,
    from: "Hinge <hello@hinge.co>",
    subject: "Hinge sign-in code: 3Q8ZKT",
    date: dt("2026-07-30 23:51:02", "-0400"),
    text: `Someone (hopefully you) asked to sign in to Hinge on a new phone.

Type the code from the subject line of this email into the app. It works for 10 minutes.

Not you? Ignore this email; nobody can sign in without the code.

Hinge, 809 Washington St, New York, NY 10014
`,
    html: null,
  },
];

const monzo: Mail[] = [
  {
    family: "monzo",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link:
      "https://monzo.com/-magic-auth/v2?token=mzt_0000AbCdEfGh12IjKlMn34OpQrSt56&client_id=oauth2client_00009Mz9fVgb",
    from: "Monzo <help@monzo.com>",
    subject: "Log in to Monzo",
    date: dt("2026-03-15 08:02:37", "+0000"),
    text: `Hi Sam,

Tap the link below on the phone you're setting Monzo up on, and you'll be logged straight in.

https://monzo.com/-magic-auth/v2?token=mzt_0000AbCdEfGh12IjKlMn34OpQrSt56&client_id=oauth2client_00009Mz9fVgb

The link works once, and only for the next 15 minutes.

If you didn't try to log in, you don't need to do anything. Nobody can get into your account without this email. If you're worried, chat to us in the app or call 020 3872 0620.

Monzo Bank Limited, Broadwalk House, 5 Appold St, London EC2A 2AG. Authorised by the Prudential Regulation Authority (Financial Services Register No. 730427).
`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Log in to Monzo</title></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;">
<span style="display:none!important;font-size:1px;color:#fff;">Tap the button to log in. It only works once.</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" style="max-width:520px;" cellpadding="0" cellspacing="0">
<tr><td style="padding:40px 24px 24px 24px;">${
      img("https://monzo.com/static/images/email/monzo-logo.png", "Monzo", 44, 44)
    }</td></tr>
<tr><td style="padding:0 24px;font-size:17px;line-height:26px;color:#091723;">
<h1 style="font-size:30px;line-height:36px;margin:0 0 20px 0;color:#091723;">Log in to Monzo</h1>
<p style="margin:0 0 20px 0;">Hi Sam,</p>
<p style="margin:0 0 28px 0;">Tap the button below on the phone you're setting Monzo up on, and you'll be logged straight in.</p>
<a href="https://monzo.com/-magic-auth/v2?token=mzt_0000AbCdEfGh12IjKlMn34OpQrSt56&amp;client_id=oauth2client_00009Mz9fVgb" style="display:block;background:#ff4f40;color:#ffffff;text-align:center;text-decoration:none;font-weight:600;font-size:18px;padding:18px 0;border-radius:14px;">Log in to Monzo</a>
<p style="margin:28px 0 20px 0;font-size:15px;color:#4c5661;">The link works once, and only for the next 15 minutes.</p>
<p style="margin:0 0 36px 0;font-size:15px;color:#4c5661;">If you didn't try to log in, you don't need to do anything. Nobody can get into your account without this email. If you're worried, chat to us in the app or call <a href="tel:+442038720620" style="color:#4c5661;">020 3872 0620</a>.</p>
</td></tr>
<tr><td style="padding:24px;border-top:1px solid #e8ebee;font-size:12px;line-height:18px;color:#8a939c;">
Monzo Bank Limited, Broadwalk House, 5 Appold St, London EC2A 2AG. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register No. 730427).<br><br>
<a href="https://monzo.com/legal/privacy-notice/" style="color:#8a939c;">Privacy notice</a>
</td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "monzo",
    group: "consumer",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Monzo <help@monzo.com>",
    subject: "You logged in on a new device",
    date: dt("2026-03-15 08:04:12", "+0000"),
    text: `Hi Sam,

You just logged in to Monzo on a new device:

Pixel 8a
Sunday 15 March 2026, 08:04
Near London, United Kingdom

If this was you, you don't need to do anything.

If it wasn't you, freeze your card in the app straight away and get in touch. You can also call us on 020 3872 0620 (or +44 20 3872 0620 from abroad), any time of day.

Monzo Bank Limited, Broadwalk House, 5 Appold St, London EC2A 2AG.
`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>New device</title></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" style="max-width:520px;" cellpadding="0" cellspacing="0">
<tr><td style="padding:40px 24px 24px 24px;">${
      img("https://monzo.com/static/images/email/monzo-logo.png", "Monzo", 44, 44)
    }</td></tr>
<tr><td style="padding:0 24px;font-size:17px;line-height:26px;color:#091723;">
<h1 style="font-size:28px;line-height:34px;margin:0 0 20px 0;">You logged in on a new device</h1>
<p style="margin:0 0 16px 0;">Hi Sam,</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;border-radius:12px;margin:0 0 20px 0;"><tr><td style="padding:16px 20px;font-size:15px;line-height:24px;">
<b>Pixel 8a</b><br>Sunday 15 March 2026, 08:04<br>Near London, United Kingdom
</td></tr></table>
<p style="margin:0 0 16px 0;">If this was you, you don't need to do anything.</p>
<p style="margin:0 0 36px 0;">If it wasn't you, freeze your card in the app straight away and get in touch. You can also call us on <a href="tel:+442038720620" style="color:#091723;">020 3872 0620</a>, any time of day.</p>
</td></tr>
<tr><td style="padding:24px;border-top:1px solid #e8ebee;font-size:12px;line-height:18px;color:#8a939c;">Monzo Bank Limited, Broadwalk House, 5 Appold St, London EC2A 2AG.</td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
];

const GOVUK_HEAD =
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;min-width:100%;width:100%!important;">
<tr><td width="100%" height="53" bgcolor="#0b0c0c">
<table role="presentation" width="100%" style="border-collapse:collapse;max-width:580px;" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td width="70" bgcolor="#0b0c0c" valign="middle" style="padding:10px 10px 10px 10px;">
<span style="font-family:Helvetica,Arial,sans-serif;font-weight:700;color:#ffffff;text-decoration:none;vertical-align:top;display:inline-block;font-size:28px;line-height:1.315789474;">GOV.UK</span>
</td></tr></table></td></tr></table>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;max-width:580px;width:100%!important;" width="100%">
<tr><td width="10" height="10" valign="middle"></td><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;"><tr><td bgcolor="#1D70B8" width="100%" height="10"></td></tr></table></td><td width="10" valign="middle" height="10"></td></tr></table>`;

function govuk(paras: string[]): string {
  return `<html><head><meta content="text/html; charset=utf-8" http-equiv="Content-Type"></head>
<body style="font-family:Helvetica,Arial,sans-serif;font-size:16px;margin:0;color:#0b0c0c;">
${GOVUK_HEAD}
<table role="presentation" class="content" align="center" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;max-width:580px;width:100%!important;" width="100%">
<tr><td width="10" valign="middle"><br></td>
<td style="font-family:Helvetica,Arial,sans-serif;font-size:19px;line-height:1.315789474;max-width:560px;">
${paras.map((p) => `<p style="Margin:0 0 20px 0;font-size:19px;line-height:25px;color:#0B0C0C;">${p}</p>`).join("\n")}
</td><td width="10" valign="middle"><br></td></tr></table>
</body></html>`;
}

const hmrc: Mail[] = [
  {
    family: "hmrc",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "604127",
    link: null,
    from: "HMRC <noreply@tax.service.gov.uk>",
    subject: "HMRC access code",
    date: dt("2026-01-29 12:40:18", "+0000"),
    text: `Your HMRC access code is 604127

Use this code to sign in to your HMRC online services account. The code will expire in 15 minutes.

Do not share this code with anyone. HMRC will never phone you to ask for it.

Your Government Gateway user ID ends in 3390.

From HM Revenue and Customs
`,
    html: govuk([
      "Your HMRC access code is <strong>604127</strong>",
      "Use this code to sign in to your HMRC online services account. The code will expire in 15 minutes.",
      "Do not share this code with anyone. HMRC will never phone you to ask for it.",
      "Your Government Gateway user ID ends in 3390.",
      "From HM Revenue and Customs",
    ]),
  },
  {
    family: "hmrc",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://www.tax.service.gov.uk/manage-email-cds/verify-email-address?token=9c2e71b0-4f3a-4d88-b6a5-0e7d13c2f94a",
    from: "HMRC <noreply@tax.service.gov.uk>",
    subject: "Confirm your email address",
    date: dt("2026-08-04 10:15:56", "+0100"),
    text: `Confirm your email address

Click this link to confirm your email address:

https://www.tax.service.gov.uk/manage-email-cds/verify-email-address?token=9c2e71b0-4f3a-4d88-b6a5-0e7d13c2f94a

We'll send your Self Assessment reminders and tax return notices to this address. The link will expire in 24 hours.

If the link does not work, you can copy and paste it into your browser.

Call the Self Assessment helpline on 0300 200 3310 if you did not ask to change your email address.

From HM Revenue and Customs
`,
    html: govuk([
      `Click this link to confirm your email address:`,
      `<a style="word-wrap:break-word;color:#1D70B8;" href="https://www.tax.service.gov.uk/manage-email-cds/verify-email-address?token=9c2e71b0-4f3a-4d88-b6a5-0e7d13c2f94a">https://www.tax.service.gov.uk/manage-email-cds/verify-email-address?token=9c2e71b0-4f3a-4d88-b6a5-0e7d13c2f94a</a>`,
      "We'll send your Self Assessment reminders and tax return notices to this address. The link will expire in 24 hours.",
      "If the link does not work, you can copy and paste it into your browser.",
      "Call the Self Assessment helpline on 0300 200 3310 if you did not ask to change your email address.",
      "From HM Revenue and Customs",
    ]),
  },
];

const indeed: Mail[] = [
  {
    family: "indeed",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "915382",
    link: null,
    from: "Indeed <no-reply@indeed.com>",
    subject: "Your Indeed one-time passcode",
    date: dt("2026-04-21 09:13:40", "-0500"),
    text: `Sign in to Indeed

Enter this code to sign in:

915382

This code expires in 10 minutes. If you didn't request it, you can safely ignore this email.

Indeed, 6433 Champion Grandview Way, Building 1, Austin, TX 78750
Privacy Policy: https://hrtechprivacy.com/brands/indeed
`,
    html: `<html lang="en"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f2f1;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f2f1;"><tr><td align="center" style="padding:24px 8px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:512px;background:#ffffff;border-radius:8px;border:1px solid #e4e2e0;">
<tr><td style="padding:32px 32px 0 32px;">${
      img("https://www.indeed.com/images/email/indeed-logo-2x.png", "Indeed", 104, 28)
    }</td></tr>
<tr><td style="padding:24px 32px 32px 32px;font-family:'Noto Sans',Helvetica,Arial,sans-serif;color:#2d2d2d;">
<h1 style="margin:0 0 12px 0;font-size:24px;line-height:32px;">Sign in to Indeed</h1>
<p style="margin:0 0 20px 0;font-size:16px;line-height:24px;">Enter this code to sign in:</p>
<div style="font-size:32px;line-height:40px;font-weight:700;letter-spacing:2px;margin:0 0 20px 0;">915382</div>
<p style="margin:0;font-size:14px;line-height:21px;color:#595959;">This code expires in 10 minutes. If you didn't request it, you can safely ignore this email.</p>
</td></tr></table>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:512px;"><tr><td style="padding:16px 32px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#767676;">
&copy; 2026 Indeed &middot; 6433 Champion Grandview Way, Building 1, Austin, TX 78750<br>
<a href="https://hrtechprivacy.com/brands/indeed" style="color:#767676;">Privacy Policy</a> &middot; <a href="https://www.indeed.com/legal" style="color:#767676;">Terms</a>
</td></tr></table>
</td></tr></table></body></html>`,
  },
  {
    family: "indeed",
    group: "consumer",
    lang: "fr",
    kind: "new-sign-in",
    code: null,
    link: null,
    from: "Indeed <no-reply@indeed.com>",
    subject: "Nouvelle connexion à votre compte Indeed",
    date: dt("2026-09-08 20:26:14", "+0200"),
    text: `Nouvelle connexion détectée

Nous avons remarqué une connexion à votre compte Indeed depuis un nouvel appareil.

Date : 8 septembre 2026, 20:25 (heure de Paris)
Appareil : Chrome sur Windows
Lieu approximatif : Lyon, France

Si c'était vous, vous n'avez rien à faire.

Si vous ne reconnaissez pas cette activité, changez votre mot de passe dans les paramètres du compte : https://secure.indeed.com/settings/account

Indeed France SAS, 21 rue de la Banque, 75002 Paris
`,
    html: `<html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f2f1;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f2f1;"><tr><td align="center" style="padding:24px 8px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:512px;background:#ffffff;border-radius:8px;border:1px solid #e4e2e0;">
<tr><td style="padding:32px 32px 0 32px;">${
      img("https://www.indeed.com/images/email/indeed-logo-2x.png", "Indeed", 104, 28)
    }</td></tr>
<tr><td style="padding:24px 32px 32px 32px;font-family:'Noto Sans',Helvetica,Arial,sans-serif;font-size:16px;line-height:24px;color:#2d2d2d;">
<h1 style="margin:0 0 12px 0;font-size:24px;line-height:32px;">Nouvelle connexion détectée</h1>
<p style="margin:0 0 16px 0;">Nous avons remarqué une connexion à votre compte Indeed depuis un nouvel appareil.</p>
<p style="margin:0 0 16px 0;font-size:14px;line-height:22px;background:#f3f2f1;padding:12px 16px;border-radius:6px;">
<b>Date&nbsp;:</b> 8 septembre 2026, 20:25 (heure de Paris)<br><b>Appareil&nbsp;:</b> Chrome sur Windows<br><b>Lieu approximatif&nbsp;:</b> Lyon, France</p>
<p style="margin:0 0 16px 0;">Si c'était vous, vous n'avez rien à faire.</p>
<p style="margin:0;">Si vous ne reconnaissez pas cette activité, <a href="https://secure.indeed.com/settings/account" style="color:#2557a7;">changez votre mot de passe</a> dans les paramètres du compte.</p>
</td></tr></table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#767676;">Indeed France SAS, 21 rue de la Banque, 75002 Paris &middot; <a href="https://hrtechprivacy.com/brands/indeed" style="color:#767676;">Confidentialité</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
];

const TESLA_FOOT = `<p style="margin:0 0 6px 0;">Tesla, Inc. &middot; 1 Tesla Road &middot; Austin, TX 78725</p>
<p style="margin:0;"><a href="https://www.tesla.com/legal/privacy" style="color:#8a9099;">Privacy</a> &nbsp; <a href="https://www.tesla.com/support" style="color:#8a9099;">Support</a> &nbsp; <a href="https://www.tesla.com/contact" style="color:#8a9099;">Contact</a></p>`;

const tesla: Mail[] = [
  {
    family: "tesla",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "072918",
    link: null,
    from: "Tesla <no-reply@tesla.com>",
    subject: "Tesla Account Verification Code",
    date: dt("2026-05-02 14:27:33", "-0700"),
    text: `Hi Sam,

Your Tesla Account verification code is: 072918

This code is valid for 10 minutes. Enter it on the sign-in screen to continue.

If you did not request this code, please reset your password from the Tesla app or tesla.com to keep your account secure.

Tesla, Inc. - 1 Tesla Road - Austin, TX 78725
`,
    html: card({
      lang: "en",
      title: "Verification code",
      pre: "Your Tesla Account verification code",
      logo: img(
        "https://digitalassets.tesla.com/tesla-contents/image/upload/email/tesla-wordmark.png",
        "TESLA",
        140,
        18,
      ),
      accent: "#3e6ae1",
      body: `<p style="margin:0 0 16px 0;">Hi Sam,</p>
<p style="margin:0 0 4px 0;">Your Tesla Account verification code is:</p>
<p style="margin:0 0 20px 0;font-size:34px;line-height:44px;font-weight:500;letter-spacing:3px;">072918</p>
<p style="margin:0 0 16px 0;font-size:14px;color:#5c5e62;">This code is valid for 10 minutes. Enter it on the sign-in screen to continue.</p>
<p style="margin:0;font-size:14px;color:#5c5e62;">If you did not request this code, please reset your password from the Tesla app or tesla.com to keep your account secure.</p>`,
      footer: TESLA_FOOT,
    }),
  },
  {
    family: "tesla",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://www.tesla.com/teslaaccount/driver-invite/accept?inviteId=4d1f7c2e-8b09-4a3e-9f61-2c5b7e0d9a18&locale=en_US",
    from: "Tesla <no-reply@tesla.com>",
    subject: "Jordan Reader has added you as a driver",
    date: dt("2026-05-09 18:05:16", "-0700"),
    text: `Hi Sam,

Jordan Reader has invited you to be a driver of their Model Y (VIN ending in 7214).

As a driver, you'll be able to use the Tesla app as a key, see the car's location, and control climate and charging.

Accept the invitation:
https://www.tesla.com/teslaaccount/driver-invite/accept?inviteId=4d1f7c2e-8b09-4a3e-9f61-2c5b7e0d9a18&locale=en_US

The invitation expires in 7 days. You'll need to sign in to or create a Tesla Account with this email address.

Tesla, Inc. - 1 Tesla Road - Austin, TX 78725
`,
    html: card({
      lang: "en",
      title: "You've been added as a driver",
      pre: "Accept to use your phone as a key.",
      logo: img(
        "https://digitalassets.tesla.com/tesla-contents/image/upload/email/tesla-wordmark.png",
        "TESLA",
        140,
        18,
      ),
      accent: "#3e6ae1",
      body: `<p style="margin:0 0 16px 0;">Hi Sam,</p>
<p style="margin:0 0 16px 0;">Jordan Reader has invited you to be a driver of their <b>Model Y</b> (VIN ending in 7214).</p>
${img("https://digitalassets.tesla.com/tesla-contents/image/upload/email/model-y-side.png", "Model Y", 520, 180)}
<p style="margin:16px 0 0 0;">As a driver, you'll be able to use the Tesla app as a key, see the car's location, and control climate and charging.</p>
${
        btn(
          "https://www.tesla.com/teslaaccount/driver-invite/accept?inviteId=4d1f7c2e-8b09-4a3e-9f61-2c5b7e0d9a18&amp;locale=en_US",
          "Accept Invitation",
          "#3e6ae1",
        )
      }
<p style="margin:0;font-size:14px;color:#5c5e62;">The invitation expires in 7 days. You'll need to sign in to or create a Tesla Account with this email address.</p>`,
      footer: TESLA_FOOT,
    }),
    enc: "qp",
  },
];

const RING_FOOT = `<p style="margin:0 0 6px 0;">Ring LLC &middot; 12515 Cerise Ave &middot; Hawthorne, CA 90250</p>
<p style="margin:0;"><a href="https://ring.com/privacy-notice" style="color:#8a9099;">Privacy</a> | <a href="https://ring.com/terms" style="color:#8a9099;">Terms of Service</a> | <a href="https://support.ring.com" style="color:#8a9099;">Help Center</a></p>`;

const ring: Mail[] = [
  {
    family: "ring",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://ring.com/shared-users/accept?token=eyJ0eXAiOiJpbnZpdGUiLCJpZCI6IjE4ODIwNDUxIn0.k7VqXw2mP0sLhB",
    from: "Ring <no-reply@ring.com>",
    subject: "You've been invited to join a Ring account",
    date: dt("2026-10-12 17:41:20", "-0700"),
    text: `Jordan Reader has invited you to be a Shared User on their Ring account.

As a Shared User you can see live video, view recorded events and get alerts from:
- Front Door (Video Doorbell 4)
- Driveway (Spotlight Cam Plus)

Accept invitation:
https://ring.com/shared-users/accept?token=eyJ0eXAiOiJpbnZpdGUiLCJpZCI6IjE4ODIwNDUxIn0.k7VqXw2mP0sLhB

If you don't know Jordan, you can ignore this email.

Ring LLC, 12515 Cerise Ave, Hawthorne, CA 90250
`,
    html: card({
      lang: "en",
      title: "Shared User invitation",
      pre: "Jordan Reader wants to share their Ring devices with you.",
      logo: img("https://ring.com/email/ring-logo-blue.png", "ring", 72, 36),
      accent: "#1998d5",
      body: `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:28px;">You've been invited!</h1>
<p style="margin:0 0 16px 0;"><b>Jordan Reader</b> has invited you to be a Shared User on their Ring account.</p>
<p style="margin:0 0 8px 0;">As a Shared User you can see live video, view recorded events and get alerts from:</p>
<ul style="margin:0 0 8px 0;padding-left:20px;"><li>Front Door (Video Doorbell 4)</li><li>Driveway (Spotlight Cam Plus)</li></ul>
${
        btn(
          "https://ring.com/shared-users/accept?token=eyJ0eXAiOiJpbnZpdGUiLCJpZCI6IjE4ODIwNDUxIn0.k7VqXw2mP0sLhB",
          "Accept Invitation",
          "#1998d5",
        )
      }
<p style="margin:0;font-size:14px;color:#5b616b;">If you don't know Jordan, you can ignore this email.</p>`,
      footer: RING_FOOT,
    }),
  },
  {
    family: "ring",
    group: "consumer",
    lang: "en",
    kind: "new-sign-in",
    code: null,
    link: null,
    from: "Ring <no-reply@ring.com>",
    subject: "New login to your Ring account",
    date: dt("2026-10-13 07:12:48", "-0700"),
    text: `We noticed a new login to your Ring account.

Device: iPhone 15 (Ring app 5.71.0)
Time: October 13, 2026 at 7:12 AM PDT
Location: Sacramento, CA, US

If this was you, there's nothing else to do.

If you don't recognize this login, change your password immediately in Control Center and sign out of all other devices. Learn more: https://support.ring.com/hc/en-us/articles/360042345071

Ring LLC, 12515 Cerise Ave, Hawthorne, CA 90250
`,
    html: card({
      lang: "en",
      title: "New login",
      pre: "A new device signed in to your Ring account.",
      logo: img("https://ring.com/email/ring-logo-blue.png", "ring", 72, 36),
      accent: "#1998d5",
      body: `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:28px;">New login to your Ring account</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;font-size:15px;">
<tr><td style="padding:3px 14px 3px 0;color:#5b616b;">Device</td><td>iPhone 15 (Ring app 5.71.0)</td></tr>
<tr><td style="padding:3px 14px 3px 0;color:#5b616b;">Time</td><td>October 13, 2026 at 7:12 AM PDT</td></tr>
<tr><td style="padding:3px 14px 3px 0;color:#5b616b;">Location</td><td>Sacramento, CA, US</td></tr></table>
<p style="margin:0 0 16px 0;">If this was you, there's nothing else to do.</p>
<p style="margin:0;">If you don't recognize this login, change your password immediately in Control Center and sign out of all other devices. <a href="https://support.ring.com/hc/en-us/articles/360042345071">Learn more</a></p>`,
      footer: RING_FOOT,
    }),
  },
];

const deezer: Mail[] = [
  {
    family: "deezer",
    group: "consumer",
    lang: "fr",
    kind: "login-code",
    code: "493201",
    link: null,
    from: "Deezer <noreply@info.deezer.com>",
    subject: "Votre code de connexion Deezer",
    date: dt("2026-02-27 23:03:19", "+0100"),
    text: `Bonjour,

Voici votre code pour vous connecter à Deezer :

493 201

Ce code expire dans 15 minutes. Ne le communiquez à personne, même pas au service client Deezer.

Vous n'êtes pas à l'origine de cette demande ? Ignorez cet e-mail et pensez à modifier votre mot de passe.

L'équipe Deezer
Deezer SA, 24 rue de Calais, 75009 Paris, France
`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Code de connexion</title></head>
<body style="margin:0;padding:0;background:#121216;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;overflow:hidden;">Votre code expire dans 15 minutes.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#121216"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 0 28px 0;">${
      img("https://e-cdns-files.dzcdn.net/email/deezer-logo-white.png", "Deezer", 130, 28)
    }</td></tr>
<tr><td style="background:#1f1f26;border-radius:16px;padding:36px 32px;font-family:'Deezer Product',Arial,sans-serif;color:#ffffff;">
<p style="margin:0 0 16px 0;font-size:16px;">Bonjour,</p>
<p style="margin:0 0 24px 0;font-size:16px;line-height:24px;">Voici votre code pour vous connecter à Deezer&nbsp;:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center"><tr>
<td style="background:#a238ff;border-radius:10px;padding:14px 30px;font-size:34px;font-weight:700;letter-spacing:6px;color:#ffffff;">493&nbsp;201</td>
</tr></table>
<p style="margin:24px 0 16px 0;font-size:14px;line-height:21px;color:#c9c9d1;">Ce code expire dans 15&nbsp;minutes. Ne le communiquez à personne, même pas au service client Deezer.</p>
<p style="margin:0;font-size:14px;line-height:21px;color:#c9c9d1;">Vous n'êtes pas à l'origine de cette demande&nbsp;? Ignorez cet e-mail et pensez à <a href="https://www.deezer.com/account/password" style="color:#a238ff;">modifier votre mot de passe</a>.</p>
</td></tr>
<tr><td style="padding:24px 8px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#7d7d87;text-align:center;">
<a href="https://www.deezer.com/legal/personal-datas" style="color:#7d7d87;">Données personnelles</a> &middot; <a href="https://support.deezer.com/hc/fr" style="color:#7d7d87;">Aide</a><br>
Deezer SA &ndash; 24 rue de Calais, 75009 Paris &ndash; RCS Paris 511 716 573</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "deezer",
    group: "consumer",
    lang: "pt",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Deezer <noreply@info.deezer.com>",
    subject: "Sua senha do Deezer foi alterada",
    date: dt("2026-06-18 11:47:52", "-0300"),
    text: `Olá,

A senha da sua conta Deezer foi alterada em 18/06/2026 às 11:47 (horário de Brasília).

Se foi você, está tudo certo.

Se você não reconhece essa alteração, entre em contato com o nosso suporte: https://support.deezer.com/hc/pt-br

Equipe Deezer
`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#121216;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#121216"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 0 28px 0;">${
      img("https://e-cdns-files.dzcdn.net/email/deezer-logo-white.png", "Deezer", 130, 28)
    }</td></tr>
<tr><td style="background:#1f1f26;border-radius:16px;padding:36px 32px;font-family:Arial,sans-serif;font-size:16px;line-height:24px;color:#ffffff;">
<p style="margin:0 0 16px 0;">Olá,</p>
<p style="margin:0 0 16px 0;">A senha da sua conta Deezer foi alterada em <b>18/06/2026 às 11:47</b> (horário de Brasília).</p>
<p style="margin:0 0 16px 0;">Se foi você, está tudo certo.</p>
<p style="margin:0;color:#c9c9d1;font-size:14px;">Se você não reconhece essa alteração, <a href="https://support.deezer.com/hc/pt-br" style="color:#a238ff;">entre em contato com o nosso suporte</a>.</p>
</td></tr>
<tr><td style="padding:24px 8px;font-family:Arial,sans-serif;font-size:11px;color:#7d7d87;text-align:center;">Deezer SA &ndash; 24 rue de Calais, 75009 Paris, França</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

const doctolib: Mail[] = [
  {
    family: "doctolib",
    group: "consumer",
    lang: "fr",
    kind: "login-code",
    code: "318540",
    link: null,
    from: "Doctolib <no-reply@doctolib.fr>",
    subject: "Votre code de vérification Doctolib",
    date: dt("2026-03-03 07:58:11", "+0100"),
    text: `Bonjour Sam,

Pour sécuriser l'accès à vos données de santé, saisissez le code suivant :

318540

Ce code est valable 10 minutes.

Votre rendez-vous du jeudi 5 mars 2026 à 09h30 avec le Dr Martin reste visible dans votre compte.

Doctolib ne vous demandera jamais ce code par téléphone.

Doctolib SAS - 54 quai Charles Pasqua, 92300 Levallois-Perret
`,
    html: card({
      lang: "fr",
      title: "Code de vérification",
      pre: "Votre code est valable 10 minutes.",
      logo: img("https://www.doctolib.fr/email/doctolib-logo.png", "Doctolib", 130, 30),
      accent: "#107aca",
      body: `<p style="margin:0 0 16px 0;">Bonjour Sam,</p>
<p style="margin:0 0 8px 0;">Pour sécuriser l'accès à vos données de santé, saisissez le code suivant&nbsp;:</p>
${codebox("318540", "10px", "#e6f2fb")}
<p style="margin:0 0 16px 0;font-size:14px;color:#5b616b;">Ce code est valable 10&nbsp;minutes.</p>
<p style="margin:0 0 16px 0;font-size:14px;color:#5b616b;">Votre rendez-vous du jeudi 5 mars 2026 à 09h30 avec le Dr Martin reste visible dans votre compte.</p>
<p style="margin:0;font-size:14px;"><b>Doctolib ne vous demandera jamais ce code par téléphone.</b></p>`,
      footer:
        `<p style="margin:0 0 6px 0;"><a href="https://www.doctolib.fr/terms/agreement" style="color:#8a9099;">CGU</a> &middot; <a href="https://www.doctolib.fr/privacy" style="color:#8a9099;">Politique de confidentialité</a> &middot; <a href="https://www.doctolib.fr/help" style="color:#8a9099;">Aide</a></p>
<p style="margin:0;">Doctolib SAS &ndash; 54 quai Charles Pasqua, 92300 Levallois-Perret</p>`,
    }),
    enc: "qp",
  },
  {
    family: "doctolib",
    group: "consumer",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://www.doctolib.de/account/confirmation?confirmation_token=Qz8xT2vbN4kLrW7pEa1s",
    from: "Doctolib <no-reply@doctolib.de>",
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    date: dt("2026-07-14 13:22:05", "+0200"),
    text: `Guten Tag,

Sie haben soeben ein Doctolib-Konto erstellt. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Termine online buchen und verwalten zu können:

https://www.doctolib.de/account/confirmation?confirmation_token=Qz8xT2vbN4kLrW7pEa1s

Der Link ist 7 Tage gültig.

Ihr Doctolib-Team

Doctolib GmbH, Mehringdamm 51, 10961 Berlin
`,
    html: card({
      lang: "de",
      title: "E-Mail-Adresse bestätigen",
      pre: "Ein Klick, und Ihr Konto ist bereit.",
      logo: img("https://www.doctolib.de/email/doctolib-logo.png", "Doctolib", 130, 30),
      accent: "#107aca",
      body: `<p style="margin:0 0 16px 0;">Guten Tag,</p>
<p style="margin:0 0 8px 0;">Sie haben soeben ein Doctolib-Konto erstellt. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Termine online buchen und verwalten zu können.</p>
${
        btn(
          "https://www.doctolib.de/account/confirmation?confirmation_token=Qz8xT2vbN4kLrW7pEa1s",
          "E-Mail-Adresse bestätigen",
          "#107aca",
        )
      }
<p style="margin:0 0 16px 0;font-size:14px;color:#5b616b;">Der Link ist 7&nbsp;Tage gültig.</p>
<p style="margin:0;">Ihr Doctolib-Team</p>`,
      footer:
        `<p style="margin:0 0 6px 0;"><a href="https://www.doctolib.de/impressum" style="color:#8a9099;">Impressum</a> &middot; <a href="https://www.doctolib.de/datenschutz" style="color:#8a9099;">Datenschutz</a></p>
<p style="margin:0;">Doctolib GmbH, Mehringdamm 51, 10961 Berlin</p>`,
    }),
    enc: "qp",
  },
];

const rewe: Mail[] = [
  {
    family: "rewe",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://news.rewe.de/go/8k2lq0vzx3c7s9mdr1f4hy6etb5nju/doi?t_id=1a9f2c",
    from: "REWE <service@mail.rewe.de>",
    subject: "Nur noch ein Klick: Bitte bestätige deine Registrierung",
    date: dt("2026-01-08 17:36:42", "+0100"),
    text: `Hallo Sam,

schön, dass du da bist! Damit wir dein REWE Kundenkonto freischalten können, bestätige bitte deine E-Mail-Adresse:

https://news.rewe.de/go/8k2lq0vzx3c7s9mdr1f4hy6etb5nju/doi?t_id=1a9f2c

Danach kannst du Lieferservice und Abholservice nutzen und deine Bonus-Guthaben sammeln.

Du hast dich nicht bei REWE registriert? Dann ignoriere diese E-Mail einfach.

Dein REWE Team

REWE Markt GmbH, Domstraße 20, 50668 Köln
Kundenservice: 0221 177 397 77 (Mo-Sa 8-20 Uhr)
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Registrierung bestätigen</title></head>
<body style="margin:0;padding:0;background:#ededed;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ededed"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="width:600px;">
<tr><td bgcolor="#cc071e" style="padding:18px 30px;">${
      img("https://img.rewe-static.de/email/rewe-logo-white.png", "REWE", 110, 34)
    }</td></tr>
<tr><td style="padding:34px 30px 10px 30px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#3c3c3c;">
<h1 style="margin:0 0 18px 0;font-size:24px;color:#cc071e;">Nur noch ein Klick!</h1>
<p style="margin:0 0 14px 0;">Hallo Sam,</p>
<p style="margin:0 0 14px 0;">schön, dass du da bist! Damit wir dein REWE Kundenkonto freischalten können, bestätige bitte deine E-Mail-Adresse.</p>
</td></tr>
<tr><td align="center" style="padding:10px 30px 24px 30px;">
<!--[if mso]><v:roundrect href="https://news.rewe.de/go/8k2lq0vzx3c7s9mdr1f4hy6etb5nju/doi?t_id=1a9f2c" style="height:48px;width:280px;" arcsize="10%" fillcolor="#cc071e"><center>Registrierung bestätigen</center></v:roundrect><![endif]-->
<a href="https://news.rewe.de/go/8k2lq0vzx3c7s9mdr1f4hy6etb5nju/doi?t_id=1a9f2c" style="background:#cc071e;color:#ffffff;display:inline-block;font-family:Arial,sans-serif;font-size:17px;font-weight:bold;line-height:48px;text-align:center;text-decoration:none;width:280px;border-radius:4px;">Registrierung bestätigen</a>
</td></tr>
<tr><td style="padding:0 30px 30px 30px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#3c3c3c;">
<p style="margin:0 0 14px 0;">Danach kannst du Lieferservice und Abholservice nutzen und dein Bonus-Guthaben sammeln.</p>
<p style="margin:0 0 14px 0;color:#808080;">Du hast dich nicht bei REWE registriert? Dann ignoriere diese E-Mail einfach.</p>
<p style="margin:0;">Dein REWE Team</p>
</td></tr>
<tr><td bgcolor="#f5f5f5" style="padding:20px 30px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#808080;">
Kundenservice: 0221 177 397 77 (Mo&ndash;Sa 8&ndash;20 Uhr)<br>
<a href="https://news.rewe.de/go/8k2lq0vzx3c7s9mdr1f4hy6etb5nju/imprint" style="color:#808080;">Impressum</a> | <a href="https://news.rewe.de/go/8k2lq0vzx3c7s9mdr1f4hy6etb5nju/privacy" style="color:#808080;">Datenschutz</a><br>
REWE Markt GmbH, Domstraße 20, 50668 Köln &middot; Registergericht Köln HRB 64835</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "rewe",
    group: "regional",
    lang: "de",
    kind: "receipt",
    code: null,
    link: null,
    from: "REWE Lieferservice <lieferservice@mail.rewe.de>",
    subject: "Deine Rechnung zur Bestellung 1188-4420-7719",
    date: dt("2026-01-17 19:12:30", "+0100"),
    text: `Hallo Sam,

vielen Dank für deinen Einkauf beim REWE Lieferservice. Im Anhang findest du deine Rechnung als PDF.

Bestellnummer: 1188-4420-7719
Lieferung: Samstag, 17.01.2026, 16:00-18:00 Uhr
Artikel: 23
Summe: 87,46 EUR (inkl. 7 % und 19 % MwSt.)
Bezahlt mit: Mastercard •••• 4821
Gesammeltes Bonus-Guthaben: 1,75 EUR

Fragen zu deiner Bestellung? Unser Kundenservice ist unter 0221 177 397 77 für dich da.

Dein REWE Team
REWE Markt GmbH, Domstraße 20, 50668 Köln
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ededed;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ededed"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="width:600px;">
<tr><td bgcolor="#cc071e" style="padding:18px 30px;">${
      img("https://img.rewe-static.de/email/rewe-logo-white.png", "REWE", 110, 34)
    }</td></tr>
<tr><td style="padding:30px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#3c3c3c;">
<p style="margin:0 0 14px 0;">Hallo Sam,</p>
<p style="margin:0 0 20px 0;">vielen Dank für deinen Einkauf beim REWE Lieferservice. Im Anhang findest du deine Rechnung als PDF.</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;border-top:1px solid #e0e0e0;">
<tr><td style="padding:8px 0;color:#808080;">Bestellnummer</td><td align="right" style="padding:8px 0;">1188-4420-7719</td></tr>
<tr><td style="padding:8px 0;color:#808080;">Lieferung</td><td align="right" style="padding:8px 0;">Sa., 17.01.2026, 16:00&ndash;18:00&nbsp;Uhr</td></tr>
<tr><td style="padding:8px 0;color:#808080;">Artikel</td><td align="right" style="padding:8px 0;">23</td></tr>
<tr><td style="padding:8px 0;color:#808080;">Bezahlt mit</td><td align="right" style="padding:8px 0;">Mastercard &bull;&bull;&bull;&bull; 4821</td></tr>
<tr><td style="padding:8px 0;color:#808080;">Bonus-Guthaben</td><td align="right" style="padding:8px 0;">+1,75&nbsp;€</td></tr>
<tr><td style="padding:12px 0;border-top:2px solid #3c3c3c;font-weight:bold;">Summe</td><td align="right" style="padding:12px 0;border-top:2px solid #3c3c3c;font-weight:bold;">87,46&nbsp;€</td></tr>
</table>
<p style="margin:20px 0 0 0;font-size:13px;color:#808080;">inkl. 7&nbsp;% und 19&nbsp;% MwSt. Fragen zu deiner Bestellung? Unser Kundenservice ist unter 0221 177 397 77 für dich da.</p>
</td></tr>
<tr><td bgcolor="#f5f5f5" style="padding:20px 30px;font-family:Arial,Helvetica,sans-serif;font-size:11px;color:#808080;">REWE Markt GmbH, Domstraße 20, 50668 Köln</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "Rechnung_1188-4420-7719.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

const packstation: Mail[] = [
  {
    family: "dhl-packstation",
    group: "regional",
    lang: "de",
    kind: "parcel-pickup",
    code: "8241",
    link: null,
    from: "DHL Paket <noreply@dhl.de>",
    subject: "Ihre Sendung liegt in der Packstation 162 zur Abholung bereit",
    date: dt("2026-02-05 10:48:03", "+0100"),
    text: `Guten Tag Sam Reader,

Ihre Sendung 00340434161094027318 wurde in die Packstation 162 eingelegt.

Packstation 162
Venloer Str. 241
50823 Köln

Abholcode: 8241

Bitte holen Sie die Sendung bis einschließlich 12.02.2026 ab. Danach geht sie an den Absender zurück.

Am Display der Packstation "Sendung abholen" wählen und den Abholcode eingeben. Alternativ können Sie die Packstation mit der Post & DHL App öffnen.

Mit freundlichen Grüßen
Ihr DHL Team

Deutsche Post AG, Charles-de-Gaulle-Str. 20, 53113 Bonn
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f2f2;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td bgcolor="#ffcc00" style="padding:16px 24px;">${
      img("https://www.dhl.de/content/dam/images/email/dhl-logo.png", "DHL", 120, 26)
    }</td></tr>
<tr><td style="padding:28px 24px 8px 24px;font-size:15px;line-height:22px;color:#323232;">
<p style="margin:0 0 14px 0;">Guten Tag Sam Reader,</p>
<p style="margin:0 0 14px 0;">Ihre Sendung <b>00340434161094027318</b> wurde in die Packstation eingelegt.</p>
</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #d1d1d1;">
<tr><td width="50%" valign="top" style="padding:16px;font-size:14px;line-height:20px;color:#323232;border-right:1px solid #d1d1d1;">
<span style="color:#666;">Abholort</span><br><b>Packstation 162</b><br>Venloer Str. 241<br>50823 Köln</td>
<td width="50%" valign="top" align="center" style="padding:16px;color:#323232;">
<span style="font-size:14px;color:#666;">Abholcode</span><br><span style="font-size:38px;line-height:48px;font-weight:bold;letter-spacing:4px;color:#d40511;">8241</span></td></tr>
</table></td></tr>
<tr><td style="padding:20px 24px 28px 24px;font-size:14px;line-height:21px;color:#323232;">
<p style="margin:0 0 12px 0;">Bitte holen Sie die Sendung bis einschließlich <b>12.02.2026</b> ab. Danach geht sie an den Absender zurück.</p>
<p style="margin:0 0 12px 0;">Am Display der Packstation &bdquo;Sendung abholen&ldquo; wählen und den Abholcode eingeben. Alternativ können Sie die Packstation mit der Post &amp; DHL App öffnen.</p>
<p style="margin:0;">Mit freundlichen Grüßen<br>Ihr DHL Team</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f2f2f2;font-size:11px;line-height:16px;color:#666;">
<a href="https://www.dhl.de/de/privatkunden/kundenservice.html" style="color:#666;">Kundenservice</a> | <a href="https://www.dhl.de/de/toolbar/footer/datenschutz.html" style="color:#666;">Datenschutz</a> | <a href="https://www.dhl.de/de/toolbar/footer/impressum.html" style="color:#666;">Impressum</a><br>
Deutsche Post AG, Charles-de-Gaulle-Str. 20, 53113 Bonn</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];

const inpost: Mail[] = [
  {
    family: "inpost",
    group: "regional",
    lang: "pl",
    kind: "parcel-pickup",
    code: "736402",
    link: null,
    from: "InPost <powiadomienia@inpost.pl>",
    subject: "Twoja paczka czeka w Paczkomacie KRA01M",
    date: dt("2026-04-09 14:02:57", "+0200"),
    text: `Cześć!

Twoja paczka od sklepu Empik dotarła do Paczkomatu.

Paczkomat: KRA01M
ul. Karmelicka 30, 31-128 Kraków (przy sklepie Żabka)
Numer paczki: 602617493017720118459263
Kod odbioru: 736402

Masz czas na odbiór do 11.04.2026, godz. 14:02.

Przy Paczkomacie podaj numer telefonu 600 *** 418 i kod odbioru, albo otwórz skrytkę zdalnie w aplikacji InPost Mobile.

Zespół InPost
InPost sp. z o.o., ul. Pana Tadeusza 4, 30-727 Kraków
`,
    html: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f6f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td bgcolor="#ffcd00" style="padding:20px 28px;">${
      img("https://inpost.pl/sites/default/files/email/inpost-logo.png", "InPost", 110, 36)
    }</td></tr>
<tr><td style="padding:28px;font-family:'Montserrat',Arial,sans-serif;font-size:15px;line-height:23px;color:#404041;">
<h1 style="margin:0 0 12px 0;font-size:22px;">Cześć!</h1>
<p style="margin:0 0 20px 0;">Twoja paczka od sklepu <b>Empik</b> dotarła do Paczkomatu.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f6f6f6;border-radius:10px;">
<tr><td style="padding:18px 20px;font-size:14px;line-height:22px;">
<b>Paczkomat KRA01M</b><br>ul. Karmelicka 30, 31-128 Kraków<br><span style="color:#808080;">przy sklepie Żabka</span><br><br>
<span style="color:#808080;">Numer paczki</span><br>602617493017720118459263</td>
<td align="center" valign="middle" style="padding:18px 20px;">
<span style="font-size:13px;color:#808080;">Kod odbioru</span><br><span style="font-size:34px;font-weight:800;letter-spacing:3px;color:#1d1d1b;">736402</span></td></tr>
</table>
<p style="margin:20px 0 12px 0;">Masz czas na odbiór do <b>11.04.2026, godz. 14:02</b>.</p>
<p style="margin:0;font-size:14px;color:#808080;">Przy Paczkomacie podaj numer telefonu 600 *** 418 i kod odbioru, albo otwórz skrytkę zdalnie w aplikacji InPost Mobile.</p>
</td></tr>
<tr><td style="padding:16px 28px 24px 28px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#a0a0a0;">
<a href="https://apps.apple.com/pl/app/inpost-mobile/id1188934230">${
      img("https://inpost.pl/sites/default/files/email/app-store-pl.png", "Pobierz w App Store", 110, 36)
    }</a>
<a href="https://play.google.com/store/apps/details?id=pl.inpost.inmobile">${
      img("https://inpost.pl/sites/default/files/email/google-play-pl.png", "Pobierz z Google Play", 122, 36)
    }</a><br><br>
InPost sp. z o.o., ul. Pana Tadeusza 4, 30-727 Kraków &middot; <a href="https://inpost.pl/polityka-prywatnosci" style="color:#a0a0a0;">Polityka prywatności</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

const wallapop: Mail[] = [
  {
    family: "wallapop",
    group: "consumer",
    lang: "es",
    kind: "login-code",
    code: "WP-583021",
    code_digits: "583021",
    link: null,
    from: "Wallapop <noreply@wallapop.com>",
    subject: "WP-583021 es tu código de Wallapop",
    date: dt("2026-05-23 12:34:08", "+0200"),
    text: `¡Hola, Sam!

Estás intentando iniciar sesión en Wallapop desde un dispositivo nuevo. Introduce este código para continuar:

WP-583021

El código caduca en 5 minutos.

Nadie de Wallapop te lo pedirá nunca, ni por chat ni por teléfono. Si alguien te lo pide para "completar una venta", es un intento de fraude.

Wallapop S.L. - Carrer de Pujades 77, 08005 Barcelona
`,
    html: card({
      lang: "es",
      title: "Tu código de acceso",
      pre: "Introduce este código para continuar.",
      logo: img("https://cdn.wallapop.com/email/wallapop-logo.png", "wallapop", 140, 30),
      accent: "#13c1ac",
      body: `<p style="margin:0 0 16px 0;font-size:20px;font-weight:bold;">¡Hola, Sam!</p>
<p style="margin:0 0 8px 0;">Estás intentando iniciar sesión en Wallapop desde un dispositivo nuevo. Introduce este código para continuar:</p>
${codebox("WP-583021", "4px", "#e7f9f6")}
<p style="margin:0 0 16px 0;font-size:14px;color:#5b616b;">El código caduca en 5&nbsp;minutos.</p>
<p style="margin:0;font-size:14px;color:#5b616b;">Nadie de Wallapop te lo pedirá nunca, ni por chat ni por teléfono. Si alguien te lo pide para &laquo;completar una venta&raquo;, es un intento de fraude.</p>`,
      footer:
        `<p style="margin:0 0 6px 0;"><a href="https://es.wallapop.com/ayuda" style="color:#8a9099;">Centro de ayuda</a> &middot; <a href="https://about.wallapop.com/privacidad/" style="color:#8a9099;">Privacidad</a></p>
<p style="margin:0;">Wallapop S.L. &ndash; Carrer de Pujades 77, 08005 Barcelona</p>`,
    }),
    enc: "qp",
  },
];

const abema: Mail[] = [
  {
    family: "abema",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "60297413",
    link: null,
    from: "ABEMA <noreply@abema.tv>",
    subject: "【ABEMA】認証コードのお知らせ",
    date: dt("2026-03-21 00:14:36", "+0900"),
    text: `ABEMAをご利用いただきありがとうございます。

ログインのための認証コードは以下のとおりです。

認証コード：60297413

有効期限：2026年3月21日 00:44まで（30分間）

このメールにお心当たりのない場合は、第三者がお客様のメールアドレスを誤って入力した可能性があります。その場合は本メールを破棄してください。

※本メールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできませんのでご了承ください。

株式会社AbemaTV
〒150-0042 東京都渋谷区宇田川町40番1号 Abema Towers
お問い合わせ：https://help.abema.tv/
`,
    html: `<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"><title>認証コードのお知らせ</title></head>
<body style="margin:0;padding:0;background:#f0f0f0;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f0f0f0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="width:600px;max-width:100%;">
<tr><td bgcolor="#000000" style="padding:18px 24px;">${
      img("https://image.p-c2-x.abema-tv.com/image/mail/abema_logo_w.png", "ABEMA", 120, 24)
    }</td></tr>
<tr><td style="padding:32px 24px 8px 24px;font-family:'Hiragino Kaku Gothic ProN','メイリオ',Meiryo,sans-serif;font-size:14px;line-height:1.8;color:#222222;">
<p style="margin:0 0 16px 0;">ABEMAをご利用いただきありがとうございます。</p>
<p style="margin:0 0 8px 0;">ログインのための認証コードは以下のとおりです。アプリまたはWebの入力画面に入力してください。</p>
</td></tr>
<tr><td align="center" style="padding:8px 24px;">
${cells("60297413", "#222222")}
</td></tr>
<tr><td style="padding:8px 24px 32px 24px;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;font-size:13px;line-height:1.8;color:#555555;">
<p style="margin:0 0 12px 0;">有効期限：2026年3月21日 00:44まで（30分間）</p>
<p style="margin:0 0 12px 0;">このメールにお心当たりのない場合は、第三者がお客様のメールアドレスを誤って入力した可能性があります。その場合は本メールを破棄してください。</p>
<p style="margin:0;">※本メールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできませんのでご了承ください。</p>
</td></tr>
<tr><td bgcolor="#f7f7f7" style="padding:16px 24px;font-family:Meiryo,sans-serif;font-size:11px;line-height:1.7;color:#888888;">
株式会社AbemaTV　〒150-0042 東京都渋谷区宇田川町40番1号 Abema Towers<br>
<a href="https://help.abema.tv/" style="color:#888888;">ヘルプセンター</a>｜<a href="https://abema.tv/about/privacy-policy" style="color:#888888;">プライバシーポリシー</a><br>
&copy; AbemaTV, Inc.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "abema",
    group: "regional",
    lang: "ja",
    kind: "welcome",
    code: null,
    link: null,
    from: "ABEMA <noreply@abema.tv>",
    subject: "ABEMAプレミアムへのご登録ありがとうございます",
    date: dt("2026-03-21 00:19:02", "+0900"),
    text: `ABEMAプレミアムにご登録いただき、ありがとうございます。

ご契約内容
プラン：ABEMAプレミアム（広告つき）
料金：月額580円（税込）
お支払い方法：クレジットカード（末尾 4821）
次回更新日：2026年4月21日

見逃し配信や限定エピソードなど、プレミアム限定のコンテンツを今すぐお楽しみいただけます。

解約はいつでもマイページから行えます。

株式会社AbemaTV
`,
    html: `<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background:#f0f0f0;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f0f0f0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="width:600px;max-width:100%;">
<tr><td bgcolor="#000000" style="padding:18px 24px;">${
      img("https://image.p-c2-x.abema-tv.com/image/mail/abema_logo_w.png", "ABEMA", 120, 24)
    }</td></tr>
<tr><td style="padding:28px 24px;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;font-size:14px;line-height:1.8;color:#222222;">
<p style="margin:0 0 16px 0;font-size:18px;font-weight:bold;">ABEMAプレミアムにご登録いただき、ありがとうございます。</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #dddddd;font-size:13px;">
<tr><td style="padding:8px 12px;background:#f7f7f7;width:35%;">プラン</td><td style="padding:8px 12px;">ABEMAプレミアム（広告つき）</td></tr>
<tr><td style="padding:8px 12px;background:#f7f7f7;">料金</td><td style="padding:8px 12px;">月額580円（税込）</td></tr>
<tr><td style="padding:8px 12px;background:#f7f7f7;">お支払い方法</td><td style="padding:8px 12px;">クレジットカード（末尾 4821）</td></tr>
<tr><td style="padding:8px 12px;background:#f7f7f7;">次回更新日</td><td style="padding:8px 12px;">2026年4月21日</td></tr>
</table>
<p style="margin:16px 0;">見逃し配信や限定エピソードなど、プレミアム限定のコンテンツを今すぐお楽しみいただけます。</p>
<p style="margin:0 0 16px 0;"><a href="https://abema.tv/" style="color:#1a73e8;">ABEMAを開く</a></p>
<p style="margin:0;font-size:12px;color:#888888;">解約はいつでも<a href="https://abema.tv/account" style="color:#888888;">マイページ</a>から行えます。</p>
</td></tr>
<tr><td bgcolor="#f7f7f7" style="padding:16px 24px;font-family:Meiryo,sans-serif;font-size:11px;color:#888888;">株式会社AbemaTV　&copy; AbemaTV, Inc.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

const ekinet: Mail[] = [
  {
    family: "jr-east-ekinet",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://www.eki-net.com/Personal/member/wb/Registration/Confirm?key=8F3A1C72D0B94E5A&mail=1",
    from: "えきねっと <info@eki-net.com>",
    subject: "【えきねっと】メールアドレス確認のお願い",
    date: dt("2026-08-11 21:05:44", "+0900"),
    text: `えきねっと会員登録のお申し込みをいただき、ありがとうございます。

まだ登録は完了していません。
以下のURLにアクセスし、メールアドレスの確認を行ってください。

https://www.eki-net.com/Personal/member/wb/Registration/Confirm?key=8F3A1C72D0B94E5A&mail=1

※URLの有効期限は、本メール送信から24時間です（2026年8月12日 21:05まで）。
※有効期限を過ぎた場合は、お手数ですが最初からお手続きをお願いいたします。

本メールにお心当たりのない方は、破棄していただきますようお願いいたします。

――――――――――――――――――――
えきねっと（JR東日本）
お問い合わせ：えきねっとサポートセンター 050-2016-5000
受付時間 8:00～20:00
https://www.eki-net.com/
――――――――――――――――――――
`,
    html: null,
    enc: "8bit",
  },
];

const baemin: Mail[] = [
  {
    family: "baemin",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "274915",
    link: null,
    from: "배달의민족 <noreply@baemin.com>",
    subject: "[배달의민족] 이메일 인증번호 안내",
    date: dt("2026-04-30 18:52:17", "+0900"),
    text: `안녕하세요, 배달의민족입니다.

요청하신 이메일 인증번호를 안내해 드립니다.
아래 인증번호 6자리를 앱 화면에 입력해 주세요.

인증번호: 274915

인증번호는 발송 후 3분 동안만 유효합니다.
본인이 요청하지 않았다면 이 메일을 무시해 주세요.

고객센터 1600-0987 (24시간)
(주)우아한형제들 | 서울특별시 송파구 위례성대로 2 | 사업자등록번호 120-87-65763
`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>이메일 인증번호 안내</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="width:560px;max-width:100%;font-family:'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif;">
<tr><td style="padding:40px 20px 20px 20px;">${
      img("https://static.baemin.com/mail/baemin_logo.png", "배달의민족", 150, 32)
    }</td></tr>
<tr><td style="padding:0 20px;font-size:22px;font-weight:bold;line-height:32px;color:#222;">이메일 인증번호 안내</td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:24px;color:#444;">
안녕하세요, 배달의민족입니다.<br>
요청하신 이메일 인증번호를 안내해 드립니다.<br>
아래 인증번호 6자리를 앱 화면에 입력해 주세요.</td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3fdfc;border:1px solid #2ac1bc;">
<tr><td align="center" style="padding:26px 0;font-size:36px;font-weight:bold;letter-spacing:10px;color:#2ac1bc;">274915</td></tr></table></td></tr>
<tr><td style="padding:20px;font-size:13px;line-height:21px;color:#888;">
· 인증번호는 발송 후 3분 동안만 유효합니다.<br>
· 본인이 요청하지 않았다면 이 메일을 무시해 주세요.</td></tr>
<tr><td style="padding:24px 20px 40px 20px;border-top:1px solid #eee;font-size:11px;line-height:18px;color:#999;">
고객센터 1600-0987 (24시간) | <a href="https://www.baemin.com/terms" style="color:#999;">이용약관</a> | <a href="https://www.baemin.com/privacy" style="color:#999;"><b>개인정보처리방침</b></a><br>
(주)우아한형제들 | 서울특별시 송파구 위례성대로 2 | 사업자등록번호 120-87-65763<br>
&copy; Woowa Brothers Corp. All rights reserved.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "baemin",
    group: "regional",
    lang: "ko",
    kind: "password-changed",
    code: null,
    link: null,
    from: "배달의민족 <noreply@baemin.com>",
    subject: "[배달의민족] 비밀번호가 변경되었습니다",
    date: dt("2026-05-01 09:03:40", "+0900"),
    text: `안녕하세요, 배달의민족입니다.

회원님의 비밀번호가 2026년 5월 1일 09:03에 변경되었습니다.

본인이 변경하신 경우 이 메일은 무시하셔도 됩니다.
본인이 변경하지 않았다면 즉시 고객센터(1600-0987)로 연락해 주세요.

(주)우아한형제들 | 서울특별시 송파구 위례성대로 2
`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="560" cellpadding="0" cellspacing="0" border="0" align="center" style="max-width:100%;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<tr><td style="padding:40px 20px 20px 20px;">${
      img("https://static.baemin.com/mail/baemin_logo.png", "배달의민족", 150, 32)
    }</td></tr>
<tr><td style="padding:0 20px;font-size:22px;font-weight:bold;color:#222;">비밀번호 변경 안내</td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:24px;color:#444;">
안녕하세요, 배달의민족입니다.<br><br>
회원님의 비밀번호가 <b>2026년 5월 1일 09:03</b>에 변경되었습니다.<br><br>
본인이 변경하신 경우 이 메일은 무시하셔도 됩니다.<br>
본인이 변경하지 않았다면 즉시 고객센터(1600-0987)로 연락해 주세요.</td></tr>
<tr><td style="padding:24px 20px 40px 20px;border-top:1px solid #eee;font-size:11px;color:#999;">(주)우아한형제들 | 서울특별시 송파구 위례성대로 2</td></tr>
</table></body></html>`,
    enc: "b64",
  },
];

const meituan: Mail[] = [
  {
    family: "meituan",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "815306",
    link: null,
    from: "美团 <noreply@meituan.com>",
    subject: "美团邮箱验证码",
    date: dt("2026-06-06 20:31:55", "+0800"),
    text: `尊敬的用户：

您好！您正在进行绑定邮箱操作，本次验证码为：

815306

验证码10分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。

美团客服电话：10107888
此邮件由系统自动发出，请勿直接回复。

北京三快在线科技有限公司
`,
    html: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;background:#f5f5f5;">
<div style="width:600px;margin:0 auto;background:#ffffff;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<div style="background:#ffc300;padding:16px 30px;">${
      img("https://p0.meituan.net/travelcube/mail_logo.png", "美团", 96, 32)
    }</div>
<div style="padding:30px;font-size:14px;line-height:26px;color:#333;">
<p style="margin:0 0 10px 0;">尊敬的用户：</p>
<p style="margin:0 0 10px 0;">您好！您正在进行<b>绑定邮箱</b>操作，本次验证码为：</p>
<p style="margin:20px 0;font-size:32px;font-weight:bold;color:#ff6200;letter-spacing:5px;">815306</p>
<p style="margin:0 0 10px 0;">验证码10分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。</p>
</div>
<div style="padding:16px 30px;border-top:1px solid #eeeeee;font-size:12px;line-height:20px;color:#999;">
美团客服电话：10107888<br>此邮件由系统自动发出，请勿直接回复。<br>
&copy; 2026 美团 meituan.com 京ICP证070791号 北京三快在线科技有限公司</div>
</div></body></html>`,
    enc: "b64",
  },
];

const xiaomi: Mail[] = [
  {
    family: "xiaomi-home",
    group: "consumer",
    lang: "zh",
    kind: "invite-link",
    code: null,
    link: "https://home.mi.com/share/accept?inviteCode=b7e2c91f04d3a6e8&region=cn&from=mail",
    from: "米家 <noreply@xiaomi.com>",
    subject: "您的家人邀请您共享米家设备",
    date: dt("2026-09-19 19:47:06", "+0800"),
    text: `您好，

小米账号 189****2206（昵称：Jordan）邀请您加入家庭“幸福小窝”，共享以下设备：

- 米家智能门锁 Pro
- 小米空气净化器 4
- Xiaomi 智能摄像机 C500

接受邀请：
https://home.mi.com/share/accept?inviteCode=b7e2c91f04d3a6e8&region=cn&from=mail

邀请有效期为7天。若您不认识邀请人，请忽略此邮件。

小米公司 版权所有 © 2010-2026
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f7f7;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 0;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'MiSans','PingFang SC','Microsoft YaHei',sans-serif;">
<tr><td style="padding:30px 40px 10px 40px;">${
      img("https://cdn.cnbj1.fds.api.mi-img.com/mail/mijia-logo.png", "米家", 48, 48)
    }</td></tr>
<tr><td style="padding:10px 40px;font-size:15px;line-height:26px;color:#333;">
<p style="margin:0 0 12px 0;">您好，</p>
<p style="margin:0 0 12px 0;">小米账号 189****2206（昵称：Jordan）邀请您加入家庭“<b>幸福小窝</b>”，共享以下设备：</p>
<ul style="margin:0 0 12px 0;padding-left:20px;color:#666;"><li>米家智能门锁 Pro</li><li>小米空气净化器 4</li><li>Xiaomi 智能摄像机 C500</li></ul>
</td></tr>
<tr><td align="center" style="padding:10px 40px 20px 40px;">
<a href="https://home.mi.com/share/accept?inviteCode=b7e2c91f04d3a6e8&amp;region=cn&amp;from=mail" style="display:inline-block;background:#ff6900;color:#ffffff;font-size:16px;text-decoration:none;padding:12px 48px;border-radius:24px;">接受邀请</a></td></tr>
<tr><td style="padding:0 40px 30px 40px;font-size:13px;line-height:22px;color:#999;">邀请有效期为7天。若您不认识邀请人，请忽略此邮件。</td></tr>
<tr><td style="padding:16px 40px;background:#fafafa;font-size:12px;color:#b0b0b0;text-align:center;">小米公司 版权所有 &copy; 2010-2026 &nbsp;|&nbsp; <a href="https://privacy.mi.com/" style="color:#b0b0b0;">隐私政策</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

const avito: Mail[] = [
  {
    family: "avito",
    group: "regional",
    lang: "ru",
    kind: "verify-code-link",
    code: "4093",
    link:
      "https://www.avito.ru/profile/email/confirm?hash=5e0a2c9d71b84f36&utm_source=email&utm_campaign=confirm_email",
    from: "Авито <noreply@avito.ru>",
    subject: "Подтвердите электронную почту",
    date: dt("2026-02-19 15:26:40", "+0300"),
    text: `Здравствуйте!

Вы указали этот адрес в профиле на Авито. Чтобы подтвердить его, введите код

4093

или перейдите по ссылке:
https://www.avito.ru/profile/email/confirm?hash=5e0a2c9d71b84f36&utm_source=email&utm_campaign=confirm_email

Код и ссылка действуют 24 часа.

Если вы не регистрировались на Авито, просто проигнорируйте это письмо.

Команда Авито
Служба поддержки: support.avito.ru
ООО «КЕХ еКоммерц», 125196, Москва, ул. Лесная, д. 7
`,
    html: `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f1f0;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:16px;font-family:Manrope,Arial,sans-serif;">
<tr><td style="padding:32px 32px 0 32px;">${
      img("https://www.avito.st/s/email/avito-logo.png", "Авито", 92, 32)
    }</td></tr>
<tr><td style="padding:24px 32px 0 32px;font-size:16px;line-height:24px;color:#000;">
<h1 style="margin:0 0 16px 0;font-size:26px;line-height:32px;">Подтвердите электронную почту</h1>
<p style="margin:0 0 16px 0;">Вы указали этот адрес в профиле на Авито. Чтобы подтвердить его, введите код</p>
<p style="margin:0 0 16px 0;font-size:36px;font-weight:700;letter-spacing:8px;">4093</p>
<p style="margin:0 0 4px 0;">или нажмите на кнопку:</p>
</td></tr>
<tr><td style="padding:0 32px;">${
      btn(
        "https://www.avito.ru/profile/email/confirm?hash=5e0a2c9d71b84f36&amp;utm_source=email&amp;utm_campaign=confirm_email",
        "Подтвердить почту",
        "#00aaff",
      )
    }</td></tr>
<tr><td style="padding:0 32px 32px 32px;font-size:14px;line-height:20px;color:#757575;">
<p style="margin:0 0 12px 0;">Код и ссылка действуют 24 часа.</p>
<p style="margin:0;">Если вы не регистрировались на Авито, просто проигнорируйте это письмо.</p></td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#a3a3a3;">
<a href="https://support.avito.ru/" style="color:#a3a3a3;">Служба поддержки</a> · <a href="https://www.avito.ru/legal/pd" style="color:#a3a3a3;">Политика конфиденциальности</a><br>
ООО «КЕХ еКоммерц», 125196, Москва, ул. Лесная, д. 7</p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
];

const careem: Mail[] = [
  {
    family: "careem",
    group: "regional",
    lang: "ar",
    kind: "verify-link",
    code: null,
    link: "https://links.careem.com/ls/click?upn=b7Xk2-2FvQm9LrT1pZs4yWc8nE0dH5aJ3gU6iO-2Bf",
    from: "كريم <no-reply@careem.com>",
    subject: "أكّد بريدك الإلكتروني على كريم",
    date: dt("2026-07-07 22:14:09", "+0400"),
    text: `مرحباً سام،

شكراً لانضمامك إلى كريم. يرجى تأكيد بريدك الإلكتروني لتصلك الإيصالات وتحديثات الحساب:

https://links.careem.com/ls/click?upn=b7Xk2-2FvQm9LrT1pZs4yWc8nE0dH5aJ3gU6iO-2Bf

إذا لم تقم بإنشاء حساب على كريم، يمكنك تجاهل هذه الرسالة.

فريق كريم
كريم نتوركس م.م.ح، مبنى 8، مدينة دبي للإنترنت، دبي، الإمارات العربية المتحدة
`,
    html: card({
      lang: "ar",
      dir: "rtl",
      title: "تأكيد البريد الإلكتروني",
      pre: "خطوة واحدة لتفعيل حسابك.",
      logo: img("https://cdn.careem.com/email/careem-logo.png", "كريم", 110, 30),
      accent: "#00a651",
      body: `<div style="text-align:right;">
<p style="margin:0 0 16px 0;">مرحباً سام،</p>
<p style="margin:0 0 8px 0;">شكراً لانضمامك إلى كريم. يرجى تأكيد بريدك الإلكتروني لتصلك الإيصالات وتحديثات الحساب.</p>
${
        btn(
          "https://links.careem.com/ls/click?upn=b7Xk2-2FvQm9LrT1pZs4yWc8nE0dH5aJ3gU6iO-2Bf",
          "تأكيد البريد الإلكتروني",
          "#00a651",
        )
      }
<p style="margin:0 0 16px 0;font-size:14px;color:#5b616b;">إذا لم تقم بإنشاء حساب على كريم، يمكنك تجاهل هذه الرسالة.</p>
<p style="margin:0;">فريق كريم</p></div>`,
      footer:
        `<p style="margin:0 0 6px 0;"><a href="https://links.careem.com/ls/click?upn=b7Xk2-help" style="color:#8a9099;">المساعدة</a> · <a href="https://links.careem.com/ls/click?upn=b7Xk2-privacy" style="color:#8a9099;">سياسة الخصوصية</a></p>
<p style="margin:0;">كريم نتوركس م.م.ح، مبنى 8، مدينة دبي للإنترنت، دبي، الإمارات العربية المتحدة</p>`,
    }),
    enc: "b64",
  },
  {
    family: "careem",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "7305",
    link: null,
    from: "كريم <no-reply@careem.com>",
    subject: "رمز الدخول إلى كريم: 7305",
    date: dt("2026-07-21 06:40:31", "+0400"),
    text: `رمز التحقق الخاص بك هو 7305

أدخل هذا الرمز في التطبيق لتسجيل الدخول. صلاحية الرمز 5 دقائق.

لا تشارك هذا الرمز مع أي شخص، حتى لو ادّعى أنه من كريم.

كريم نتوركس م.م.ح، دبي
`,
    html: null,
    enc: "b64",
  },
];

const gett: Mail[] = [
  {
    family: "gett",
    group: "regional",
    lang: "he",
    kind: "verify-link",
    code: null,
    link: "https://gett.com/il/verify-email/?t=c3a9e17f2b60d84e5a91&lang=he",
    from: "Gett <noreply@gett.com>",
    subject: "אימות כתובת הדוא״ל שלך ב-Gett",
    date: dt("2026-10-25 08:27:14", "+0200"),
    text: `שלום סאם,

כדי להשלים את ההרשמה ל-Gett ולקבל קבלות על נסיעות למייל, יש לאמת את כתובת הדוא״ל:

https://gett.com/il/verify-email/?t=c3a9e17f2b60d84e5a91&lang=he

הקישור בתוקף ל-48 שעות.

לא נרשמת ל-Gett? אפשר להתעלם מהודעה זו.

צוות Gett
גט טקסי מערכות בע״מ, רחוב הברזל 3, תל אביב
`,
    html: `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f4f4;direction:rtl;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" dir="rtl"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Arial,sans-serif;text-align:right;">
<tr><td bgcolor="#ffd500" style="padding:18px 28px;">${
      img("https://gett.com/wp-content/uploads/email/gett-logo-black.png", "Gett", 80, 30)
    }</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:25px;color:#222;">
<p style="margin:0 0 14px 0;">שלום סאם,</p>
<p style="margin:0 0 20px 0;">כדי להשלים את ההרשמה ל-Gett ולקבל קבלות על נסיעות למייל, יש לאמת את כתובת הדוא״ל.</p>
<p style="margin:0 0 20px 0;"><a href="https://gett.com/il/verify-email/?t=c3a9e17f2b60d84e5a91&amp;lang=he" style="display:inline-block;background:#111111;color:#ffd500;font-weight:bold;text-decoration:none;padding:13px 30px;border-radius:30px;">אימות כתובת הדוא״ל</a></p>
<p style="margin:0 0 14px 0;font-size:14px;color:#777;">הקישור בתוקף ל-48 שעות. לא נרשמת ל-Gett? אפשר להתעלם מהודעה זו.</p>
<p style="margin:0;">צוות Gett</p></td></tr>
<tr><td style="padding:16px 28px;background:#fafafa;font-size:11px;color:#999;">גט טקסי מערכות בע״מ, רחוב הברזל 3, תל אביב · <a href="https://gett.com/il/privacy/" style="color:#999;">מדיניות פרטיות</a> · *6000</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

const trueid: Mail[] = [
  {
    family: "true-id",
    group: "regional",
    lang: "th",
    kind: "login-code",
    code: "582046",
    link: null,
    from: "TrueID <no-reply@trueid.net>",
    subject: "รหัส OTP สำหรับเข้าสู่ระบบ TrueID",
    date: dt("2026-11-02 13:18:27", "+0700"),
    text: `เรียน ผู้ใช้งาน TrueID

รหัส OTP ของคุณคือ 582046 (Ref: KQTW)

กรุณากรอกรหัสภายใน 5 นาที เพื่อเข้าสู่ระบบ
ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น

หากคุณไม่ได้ทำรายการนี้ กรุณาติดต่อ True Call Center 1242

บริษัท ทรู ดิจิทัล กรุ๊ป จำกัด
`,
    html: `<html lang="th"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eeeeee;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Tahoma,'Sukhumvit Set',sans-serif;">
<tr><td bgcolor="#e4002b" style="padding:14px 24px;">${
      img("https://cms.dmpcdn.com/mail/trueid-logo-white.png", "TrueID", 96, 28)
    }</td></tr>
<tr><td style="padding:28px 24px;font-size:15px;line-height:26px;color:#333;">
<p style="margin:0 0 12px 0;">เรียน ผู้ใช้งาน TrueID</p>
<p style="margin:0 0 4px 0;">รหัส OTP ของคุณคือ</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px 0;"><tr>
<td style="font-size:32px;font-weight:bold;letter-spacing:6px;color:#e4002b;padding-right:20px;">582046</td>
<td style="font-size:14px;color:#888;">(Ref: KQTW)</td></tr></table>
<p style="margin:0 0 12px 0;">กรุณากรอกรหัสภายใน 5 นาที เพื่อเข้าสู่ระบบ<br>ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น</p>
<p style="margin:0;font-size:13px;color:#888;">หากคุณไม่ได้ทำรายการนี้ กรุณาติดต่อ True Call Center 1242</p></td></tr>
<tr><td style="padding:14px 24px;background:#f6f6f6;font-size:11px;color:#999;">บริษัท ทรู ดิจิทัล กรุ๊ป จำกัด · <a href="https://www.trueid.net/privacy" style="color:#999;">นโยบายความเป็นส่วนตัว</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

const novaposhta: Mail[] = [
  {
    family: "nova-poshta",
    group: "regional",
    lang: "uk",
    kind: "parcel-pickup",
    code: "3918",
    link: null,
    from: "Нова пошта <noreply@novaposhta.ua>",
    subject: "Посилка 20451093841127 чекає у поштоматі №31245",
    date: dt("2026-12-01 11:09:50", "+0200"),
    text: `Вітаємо!

Ваша посилка 20451093841127 прибула у поштомат №31245.

Адреса: м. Київ, вул. Велика Васильківська, 72 (ТРЦ «Олімпійський», 1 поверх)
Код для отримання: 3918

Безкоштовне зберігання до 06.12.2026. Сума до сплати: 0,00 грн.

Відкрити комірку також можна в застосунку «Нова пошта» без коду.

Контакт-центр: 0 800 500 609 (безкоштовно)
ТОВ «Нова Пошта»
`,
    html: `<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f5;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:8px;font-family:Arial,sans-serif;">
<tr><td style="padding:24px 28px;border-bottom:3px solid #da291c;">${
      img("https://novaposhta.ua/email/np-logo.png", "Нова пошта", 150, 40)
    }</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:23px;color:#2c2c2c;">
<p style="margin:0 0 12px 0;font-size:20px;font-weight:bold;">Вітаємо!</p>
<p style="margin:0 0 18px 0;">Ваша посилка <b>20451093841127</b> прибула у поштомат №31245.</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e5e5e5;border-radius:8px;">
<tr><td style="padding:14px 16px;font-size:14px;color:#6b6b6b;border-bottom:1px solid #e5e5e5;">Адреса<br><span style="color:#2c2c2c;">м. Київ, вул. Велика Васильківська, 72 (ТРЦ «Олімпійський», 1 поверх)</span></td></tr>
<tr><td style="padding:14px 16px;font-size:14px;color:#6b6b6b;">Код для отримання<br><span style="font-size:30px;font-weight:bold;letter-spacing:6px;color:#da291c;">3918</span></td></tr>
</table>
<p style="margin:18px 0 10px 0;font-size:14px;">Безкоштовне зберігання до <b>06.12.2026</b>. Сума до сплати: 0,00&nbsp;грн.</p>
<p style="margin:0;font-size:14px;color:#6b6b6b;">Відкрити комірку також можна в застосунку «Нова пошта» без коду.</p></td></tr>
<tr><td style="padding:16px 28px;background:#fafafa;font-size:11px;line-height:17px;color:#999;">Контакт-центр: 0 800 500 609 (безкоштовно) · <a href="https://novaposhta.ua/privacy_policy" style="color:#999;">Політика конфіденційності</a><br>ТОВ «Нова Пошта»</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

const skroutz: Mail[] = [
  {
    family: "skroutz",
    group: "regional",
    lang: "el",
    kind: "email-change-link",
    code: null,
    link: "https://www.skroutz.gr/account/email/confirm?token=Yb2kR9wQ4tX7mPz1&utm_source=transactional",
    from: "Skroutz <noreply@skroutz.gr>",
    subject: "Επιβεβαίωσε τη νέα σου διεύθυνση email",
    date: dt("2026-08-28 16:44:12", "+0300"),
    text: `Γεια σου Sam,

Ζήτησες να αλλάξεις το email του λογαριασμού σου στο Skroutz σε sam.reader@inbox.example.

Για να ολοκληρωθεί η αλλαγή, πάτησε τον παρακάτω σύνδεσμο:
https://www.skroutz.gr/account/email/confirm?token=Yb2kR9wQ4tX7mPz1&utm_source=transactional

Ο σύνδεσμος ισχύει για 48 ώρες. Μέχρι τότε θα χρησιμοποιούμε την παλιά σου διεύθυνση.

Αν δεν έκανες εσύ αυτή την αλλαγή, επικοινώνησε μαζί μας στο 211 198 3000.

Η ομάδα του Skroutz
Skroutz Α.Ε., Δομοκού 5, 10445 Αθήνα
`,
    html: card({
      lang: "el",
      title: "Επιβεβαίωση email",
      pre: "Ολοκλήρωσε την αλλαγή email.",
      logo: img("https://a.scdn.gr/email/skroutz-logo.png", "Skroutz", 120, 30),
      accent: "#f68b24",
      body: `<p style="margin:0 0 16px 0;">Γεια σου Sam,</p>
<p style="margin:0 0 8px 0;">Ζήτησες να αλλάξεις το email του λογαριασμού σου στο Skroutz σε <b>sam.reader@inbox.example</b>. Για να ολοκληρωθεί η αλλαγή, πάτησε το κουμπί:</p>
${
        btn(
          "https://www.skroutz.gr/account/email/confirm?token=Yb2kR9wQ4tX7mPz1&amp;utm_source=transactional",
          "Επιβεβαίωση email",
          "#f68b24",
        )
      }
<p style="margin:0 0 16px 0;font-size:14px;color:#5b616b;">Ο σύνδεσμος ισχύει για 48 ώρες. Μέχρι τότε θα χρησιμοποιούμε την παλιά σου διεύθυνση.</p>
<p style="margin:0;font-size:14px;color:#5b616b;">Αν δεν έκανες εσύ αυτή την αλλαγή, επικοινώνησε μαζί μας στο 211 198 3000.</p>`,
      footer:
        `<p style="margin:0 0 6px 0;"><a href="https://www.skroutz.gr/faq" style="color:#8a9099;">Βοήθεια</a> · <a href="https://www.skroutz.gr/privacy" style="color:#8a9099;">Απόρρητο</a></p>
<p style="margin:0;">Skroutz Α.Ε., Δομοκού 5, 10445 Αθήνα</p>`,
    }),
    enc: "qp",
  },
];

const trenitalia: Mail[] = [
  {
    family: "trenitalia",
    group: "regional",
    lang: "it",
    kind: "verify-link",
    code: null,
    link: "https://www.lefrecce.it/Channels.Website.WEB/#/activation?token=Tn7cQ2xk9RfM4vLp8bWz&lang=it",
    from: "Trenitalia <noreply@trenitalia.it>",
    subject: "Attiva il tuo account Trenitalia",
    date: dt("2026-05-27 10:02:44", "+0200"),
    text: `Gentile Sam Reader,

grazie per esserti registrato a Trenitalia. Per attivare il tuo account e iniziare ad acquistare biglietti clicca sul link seguente:

https://www.lefrecce.it/Channels.Website.WEB/#/activation?token=Tn7cQ2xk9RfM4vLp8bWz&lang=it

Il link è valido 72 ore. Dopo l'attivazione potrai accumulare punti CartaFRECCIA e gestire i tuoi viaggi.

Per assistenza: 892021 (da rete fissa e mobile, a pagamento)

Trenitalia S.p.A. - Piazza della Croce Rossa 1, 00161 Roma - P.IVA 05403151003
`,
    html: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ececec;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 0;">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:18px 30px;border-bottom:4px solid #c8102e;">${
      img("https://www.trenitalia.com/content/dam/email/logo-trenitalia.png", "Trenitalia", 170, 32)
    }</td></tr>
<tr><td style="padding:30px;font-size:15px;line-height:22px;color:#333;">
<p style="margin:0 0 14px 0;">Gentile <b>Sam Reader</b>,</p>
<p style="margin:0 0 20px 0;">grazie per esserti registrato a Trenitalia. Per attivare il tuo account e iniziare ad acquistare biglietti clicca sul pulsante qui sotto.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#c8102e" style="padding:12px 34px;"><a href="https://www.lefrecce.it/Channels.Website.WEB/#/activation?token=Tn7cQ2xk9RfM4vLp8bWz&amp;lang=it" style="color:#ffffff;font-weight:bold;text-decoration:none;font-size:15px;">ATTIVA ACCOUNT</a></td></tr></table>
<p style="margin:20px 0 14px 0;font-size:13px;color:#666;">Il link è valido 72 ore. Dopo l'attivazione potrai accumulare punti CartaFRECCIA e gestire i tuoi viaggi.</p>
<p style="margin:0;font-size:13px;color:#666;">Per assistenza: 892021 (da rete fissa e mobile, a pagamento)</p></td></tr>
<tr><td style="padding:16px 30px;background:#f4f4f4;font-size:11px;line-height:16px;color:#888;">
<a href="https://www.trenitalia.com/it/informazioni/privacy.html" style="color:#888;">Privacy</a> | <a href="https://www.trenitalia.com/it/informazioni/condizioni_generalidiviaggio.html" style="color:#888;">Condizioni generali</a><br>
Trenitalia S.p.A. &ndash; Piazza della Croce Rossa 1, 00161 Roma &ndash; P.IVA 05403151003</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "trenitalia",
    group: "regional",
    lang: "it",
    kind: "reset-code",
    code: "K7Q2PX",
    link: null,
    from: "Trenitalia <noreply@trenitalia.it>",
    subject: "Recupero password",
    date: dt("2026-10-03 06:51:18", "+0200"),
    text: `Gentile Sam Reader,

abbiamo ricevuto una richiesta di recupero della password per l'account associato a questo indirizzo.

Inserisci il seguente codice di sicurezza nella pagina di recupero password:

K7Q2PX

Il codice scade tra 30 minuti. Se non hai richiesto tu il recupero, ignora questa email: la tua password resterà invariata.

Il tuo prossimo viaggio: Frecciarossa 9517, 03/10/2026, Milano Centrale 08:10 - Roma Termini 11:15, PNR 3KJ7WX.

Trenitalia S.p.A. - Piazza della Croce Rossa 1, 00161 Roma
`,
    html: null,
    enc: "8bit",
  },
];

const bitvavo: Mail[] = [
  {
    family: "bitvavo",
    group: "consumer",
    lang: "nl",
    kind: "withdrawal-code",
    code: "718-442",
    link: null,
    from: "Bitvavo <noreply@bitvavo.com>",
    subject: "Bevestig je opname van 0,04210000 BTC",
    date: dt("2026-03-11 21:38:05", "+0100"),
    text: `Hoi Sam,

Je hebt een opname aangevraagd:

Bedrag: 0,04210000 BTC (ongeveer € 2.874,16)
Netwerkkosten: 0,00002 BTC
Naar adres: bc1q8x...w7kd

Vul deze bevestigingscode in de app in om de opname af te ronden:

718-442

De code is 10 minuten geldig. Heb jij deze opname niet aangevraagd? Blokkeer dan direct je account via de app of bel 020 808 5800.

Team Bitvavo
Bitvavo B.V., Keizersgracht 281, 1016 ED Amsterdam
`,
    html: card({
      lang: "nl",
      title: "Bevestig je opname",
      pre: "Je bevestigingscode voor de opname van 0,0421 BTC.",
      logo: img("https://bitvavo.com/assets/email/bitvavo-logo.png", "Bitvavo", 120, 28),
      accent: "#0051ff",
      body: `<p style="margin:0 0 16px 0;">Hoi Sam,</p>
<p style="margin:0 0 12px 0;">Je hebt een opname aangevraagd:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;margin:0 0 16px 0;">
<tr><td style="padding:6px 0;color:#5b616b;">Bedrag</td><td align="right" style="padding:6px 0;"><b>0,04210000 BTC</b><br><span style="color:#5b616b;">&asymp; &euro;&nbsp;2.874,16</span></td></tr>
<tr><td style="padding:6px 0;color:#5b616b;">Netwerkkosten</td><td align="right" style="padding:6px 0;">0,00002 BTC</td></tr>
<tr><td style="padding:6px 0;color:#5b616b;">Naar adres</td><td align="right" style="padding:6px 0;font-family:monospace;">bc1q8x&hellip;w7kd</td></tr>
</table>
<p style="margin:0;">Vul deze bevestigingscode in de app in om de opname af te ronden:</p>
${codebox("718-442", "5px", "#eef3ff")}
<p style="margin:0;font-size:14px;color:#5b616b;">De code is 10 minuten geldig. Heb jij deze opname niet aangevraagd? Blokkeer dan direct je account via de app of bel 020&nbsp;808&nbsp;5800.</p>`,
      footer:
        `<p style="margin:0 0 6px 0;"><a href="https://support.bitvavo.com/hc/nl" style="color:#8a9099;">Helpcentrum</a> · <a href="https://bitvavo.com/nl/privacy" style="color:#8a9099;">Privacy</a></p>
<p style="margin:0;">Bitvavo B.V., Keizersgracht 281, 1016 ED Amsterdam. Bitvavo is geregistreerd bij De Nederlandsche Bank.</p>`,
    }),
    enc: "qp",
  },
  {
    family: "bitvavo",
    group: "consumer",
    lang: "nl",
    kind: "device-confirm-link",
    code: null,
    link: "https://account.bitvavo.com/confirm-device?id=6f0b2e84-91c7-4d3a-a5e2-7c19d8b04f66&sig=Jx2q9R",
    from: "Bitvavo <noreply@bitvavo.com>",
    subject: "Nieuw apparaat: bevestig dat jij het bent",
    date: dt("2026-03-29 09:14:22", "+0200"),
    text: `Hoi Sam,

Er wordt geprobeerd in te loggen op je Bitvavo-account vanaf een apparaat dat we nog niet kennen:

Safari op macOS - Utrecht, Nederland - 29 maart 2026, 09:13

Was jij dit? Bevestig het apparaat via onderstaande link. Pas daarna kun je inloggen.

https://account.bitvavo.com/confirm-device?id=6f0b2e84-91c7-4d3a-a5e2-7c19d8b04f66&sig=Jx2q9R

Was jij dit niet? Klik dan niet op de link en wijzig meteen je wachtwoord.

Team Bitvavo
`,
    html: card({
      lang: "nl",
      title: "Nieuw apparaat",
      pre: "Bevestig dat jij het bent.",
      logo: img("https://bitvavo.com/assets/email/bitvavo-logo.png", "Bitvavo", 120, 28),
      accent: "#0051ff",
      body: `<p style="margin:0 0 16px 0;">Hoi Sam,</p>
<p style="margin:0 0 12px 0;">Er wordt geprobeerd in te loggen op je Bitvavo-account vanaf een apparaat dat we nog niet kennen:</p>
<p style="margin:0 0 16px 0;padding:12px 16px;background:#f4f5f7;border-radius:6px;font-size:14px;">Safari op macOS &middot; Utrecht, Nederland &middot; 29 maart 2026, 09:13</p>
<p style="margin:0;">Was jij dit? Bevestig het apparaat. Pas daarna kun je inloggen.</p>
${
        btn(
          "https://account.bitvavo.com/confirm-device?id=6f0b2e84-91c7-4d3a-a5e2-7c19d8b04f66&amp;sig=Jx2q9R",
          "Ja, dit was ik",
          "#0051ff",
        )
      }
<p style="margin:0;font-size:14px;color:#5b616b;">Was jij dit niet? Klik dan niet op de knop en wijzig meteen je wachtwoord.</p>`,
      footer: `<p style="margin:0;">Bitvavo B.V., Keizersgracht 281, 1016 ED Amsterdam</p>`,
    }),
    enc: "qp",
  },
];

const getir: Mail[] = [
  {
    family: "getir",
    group: "regional",
    lang: "tr",
    kind: "login-code",
    code: "60418",
    link: null,
    from: "Getir <bilgi@getir.com>",
    subject: "Getir doğrulama kodun: 60418",
    date: dt("2026-04-14 19:27:33", "+0300"),
    text: `Merhaba,

Getir hesabına e-posta ile giriş yapmak için doğrulama kodun:

60418

Kod 3 dakika geçerlidir. Bu kodu kimseyle paylaşma; Getir çalışanları senden asla kod istemez.

Bu işlemi sen yapmadıysan bu e-postayı dikkate alma.

Getir Perakende Lojistik A.Ş. - Etiler Mah. Tanburi Ali Efendi Sk. No:13, 34337 Beşiktaş/İstanbul
Müşteri Hizmetleri: 0850 532 50 50
`,
    html: `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f0fe;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:12px;font-family:'Open Sans',Arial,sans-serif;">
<tr><td align="center" bgcolor="#5d3ebc" style="padding:22px;border-radius:12px 12px 0 0;">${
      img("https://cdn.getir.com/email/getir-logo-yellow.png", "getir", 110, 40)
    }</td></tr>
<tr><td align="center" style="padding:32px 32px 8px 32px;font-size:16px;line-height:24px;color:#191919;">
<p style="margin:0 0 12px 0;">Merhaba,</p>
<p style="margin:0 0 20px 0;">Getir hesabına e-posta ile giriş yapmak için doğrulama kodun:</p>
<div style="display:inline-block;background:#ffd300;color:#5d3ebc;font-size:36px;font-weight:800;letter-spacing:8px;padding:12px 26px;border-radius:10px;">60418</div>
</td></tr>
<tr><td align="center" style="padding:20px 32px 32px 32px;font-size:13px;line-height:20px;color:#697488;">
Kod 3 dakika geçerlidir. Bu kodu kimseyle paylaşma; Getir çalışanları senden asla kod istemez.<br>Bu işlemi sen yapmadıysan bu e-postayı dikkate alma.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#8d8d9b;">Getir Perakende Lojistik A.Ş. &middot; Etiler Mah. Tanburi Ali Efendi Sk. No:13, 34337 Beşiktaş/İstanbul<br>Müşteri Hizmetleri: 0850 532 50 50 &middot; <a href="https://getir.com/aydinlatma-metni/" style="color:#8d8d9b;">Aydınlatma Metni</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "getir",
    group: "regional",
    lang: "tr",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Getir <bilgi@getir.com>",
    subject: "Siparişin teslim edildi - Getir",
    date: dt("2026-04-14 20:06:51", "+0300"),
    text: `Afiyet olsun!

Siparişin 20:04'te teslim edildi.

Sipariş No: 7731 2048 5519
Teslimat adresi: Caferağa Mah. Moda Cd. No:112 D:4, 34710 Kadıköy/İstanbul

Ürünler
2 x Sütaş Ayran 1 L ........ 59,90 TL
1 x Eti Karam Bitter ........ 42,50 TL
1 x Muz (kg) ................ 64,95 TL
Getirme ücreti ............... 0,00 TL
Toplam ...................... 227,25 TL

Ödeme: Kredi kartı **** 4821

Getir'i değerlendir: uygulamadan puan verebilirsin.
`,
    html: null,
    enc: "8bit",
  },
];

const sj: Mail[] = [
  {
    family: "sj-rail",
    group: "regional",
    lang: "sv",
    kind: "verify-link",
    code: null,
    link: "https://www.sj.se/sv/konto/bekrafta-epost?kod=4b7e9f2a1c08d35e&k=mail",
    from: "SJ <noreply@sj.se>",
    subject: "Bekräfta din e-postadress",
    date: dt("2026-06-22 12:55:37", "+0200"),
    text: `Hej Sam!

Välkommen till SJ. Innan du kan logga in och samla SJ Prio-poäng behöver du bekräfta din e-postadress.

Bekräfta här:
https://www.sj.se/sv/konto/bekrafta-epost?kod=4b7e9f2a1c08d35e&k=mail

Länken är giltig i 48 timmar.

Vänliga hälsningar
SJ

SJ AB, 105 50 Stockholm. Kundservice 0771-75 75 75.
`,
    html: `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f3ee;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'SJ Sans',Arial,sans-serif;">
<tr><td bgcolor="#00205b" style="padding:20px 32px;">${
      img("https://www.sj.se/email/sj-logo-white.png", "SJ", 60, 30)
    }</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:25px;color:#00205b;">
<h1 style="margin:0 0 16px 0;font-size:26px;">Hej Sam!</h1>
<p style="margin:0 0 24px 0;">Välkommen till SJ. Innan du kan logga in och samla SJ Prio-poäng behöver du bekräfta din e-postadress.</p>
<a href="https://www.sj.se/sv/konto/bekrafta-epost?kod=4b7e9f2a1c08d35e&amp;k=mail" style="display:inline-block;background:#00205b;color:#ffffff;text-decoration:none;font-weight:bold;padding:14px 32px;border-radius:28px;">Bekräfta e-postadress</a>
<p style="margin:24px 0 0 0;font-size:14px;color:#555;">Länken är giltig i 48 timmar.</p></td></tr>
<tr><td style="padding:20px 32px;background:#f6f3ee;font-size:12px;line-height:18px;color:#555;">SJ AB, 105 50 Stockholm &middot; Kundservice 0771-75 75 75<br><a href="https://www.sj.se/sv/om/om-sj/integritetspolicy.html" style="color:#555;">Integritetspolicy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

const ifood: Mail[] = [
  {
    family: "ifood",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "228417",
    link: null,
    from: "iFood <naoresponda@ifood.com.br>",
    subject: "228417 é o seu código de acesso ao iFood",
    date: dt("2026-09-12 20:03:14", "-0300"),
    text: `Olá!

Use o código abaixo para entrar na sua conta iFood:

228417

Ele vale por 15 minutos. Não compartilhe com ninguém: o iFood nunca pede esse código por telefone, WhatsApp ou chat.

Se não foi você que pediu, pode ignorar este e-mail.

iFood.com Agência de Restaurantes Online S.A. - CNPJ 14.380.200/0001-21
Av. dos Autonomistas, 1496 - Osasco/SP - CEP 06020-902
`,
    html: card({
      lang: "pt-BR",
      title: "Código de acesso",
      pre: "Use este código para entrar.",
      logo: img("https://static.ifood-static.com.br/email/ifood-logo.png", "iFood", 80, 40),
      accent: "#ea1d2c",
      body: `<p style="margin:0 0 16px 0;font-size:20px;font-weight:bold;">Olá!</p>
<p style="margin:0 0 8px 0;">Use o código abaixo para entrar na sua conta iFood:</p>
${cells("228417", "#ea1d2c")}
<p style="margin:0 0 16px 0;font-size:14px;color:#5b616b;">Ele vale por 15 minutos. Não compartilhe com ninguém: o iFood nunca pede esse código por telefone, WhatsApp ou chat.</p>
<p style="margin:0;font-size:14px;color:#5b616b;">Se não foi você que pediu, pode ignorar este e-mail.</p>`,
      footer:
        `<p style="margin:0 0 6px 0;"><a href="https://www.ifood.com.br/ajuda" style="color:#8a9099;">Ajuda</a> · <a href="https://institucional.ifood.com.br/privacidade" style="color:#8a9099;">Privacidade</a></p>
<p style="margin:0;">iFood.com Agência de Restaurantes Online S.A. &ndash; CNPJ 14.380.200/0001-21<br>Av. dos Autonomistas, 1496 &ndash; Osasco/SP &ndash; CEP 06020-902</p>`,
    }),
    enc: "b64",
  },
];

const COURSERA_FOOT = `<p style="margin:0 0 8px 0;">
<a href="https://www.coursera.org/about/privacy" style="color:#8a9099;">Privacy Policy</a> &middot; <a href="https://www.coursera.org/about/terms" style="color:#8a9099;">Terms</a> &middot; <a href="https://learner.coursera.help/hc" style="color:#8a9099;">Learner Help Center</a></p>
<p style="margin:0;">Coursera Inc., 2440 W. El Camino Real, Suite 500, Mountain View, CA 94040</p>`;
const COURSERA_LOGO = img(
  "https://d3njjcbhbojbot.cloudfront.net/web/images/email/coursera-logo-blue.png",
  "Coursera",
  150,
  22,
);

const coursera: Mail[] = [
  {
    family: "coursera",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://www.coursera.org/account/verify-email?token=cV9sYW0ucmVhZGVyOjE3NzI0NTI4MDA6OTE0ZjNi",
    from: "Coursera <no-reply@m.learn.coursera.org>",
    subject: "Please verify your email address",
    date: dt("2026-02-02 15:20:47", "-0800"),
    text: `Hi Sam,

Thanks for joining Coursera! Please verify your email address so you can receive certificates and course updates.

Copy and paste this link into your browser:
https://www.coursera.org/account/verify-email?token=cV9sYW0ucmVhZGVyOjE3NzI0NTI4MDA6OTE0ZjNi

Happy learning,
The Coursera Team

Coursera Inc., 2440 W. El Camino Real, Suite 500, Mountain View, CA 94040
`,
    html: card({
      lang: "en",
      title: "Verify your email",
      pre: "One quick step before you start learning.",
      logo: COURSERA_LOGO,
      accent: "#0056d2",
      body: `<p style="margin:0 0 16px 0;">Hi Sam,</p>
<p style="margin:0 0 16px 0;">Thanks for joining Coursera! Please verify your email address so you can receive certificates and course updates.</p>
<p style="margin:0 0 8px 0;">Copy and paste this link into your browser:</p>
<p style="margin:0 0 20px 0;font-size:14px;word-break:break-all;"><a href="https://www.coursera.org/account/verify-email?token=cV9sYW0ucmVhZGVyOjE3NzI0NTI4MDA6OTE0ZjNi" style="color:#0056d2;">https://www.coursera.org/account/verify-email?token=cV9sYW0ucmVhZGVyOjE3NzI0NTI4MDA6OTE0ZjNi</a></p>
<p style="margin:0;">Happy learning,<br>The Coursera Team</p>`,
      footer: COURSERA_FOOT,
    }),
  },
  {
    family: "coursera",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://click.m.learn.coursera.org/?qs=e0c4a1b97f2d35a68b1c0e9f7d24a6b3c58e1f0a9d7b2c46",
    from: "Coursera for Business <no-reply@m.learn.coursera.org>",
    subject: "Northwind Logistics invited you to learn on Coursera",
    date: dt("2026-09-01 08:45:10", "-0400"),
    text: `Hi Sam,

Priya Nair from Northwind Logistics has invited you to join the "Northwind Data Academy" program on Coursera. Your company covers the cost, so you can take courses from Google, IBM, Duke University and more at no charge.

Join the program:
https://click.m.learn.coursera.org/?qs=e0c4a1b97f2d35a68b1c0e9f7d24a6b3c58e1f0a9d7b2c46

Use your work email (sam.reader@inbox.example) to accept. This invitation expires on September 30, 2026.

Questions? Contact your program administrator, Priya Nair.

Coursera Inc., 2440 W. El Camino Real, Suite 500, Mountain View, CA 94040
`,
    html: card({
      lang: "en",
      title: "You're invited",
      pre: "Your company covers the cost.",
      logo: COURSERA_LOGO,
      accent: "#0056d2",
      body:
        `<h1 style="margin:0 0 16px 0;font-size:24px;line-height:30px;">You're invited to Northwind Data Academy</h1>
<p style="margin:0 0 16px 0;">Hi Sam,</p>
<p style="margin:0 0 8px 0;"><b>Priya Nair</b> from <b>Northwind Logistics</b> has invited you to join the &ldquo;Northwind Data Academy&rdquo; program on Coursera. Your company covers the cost, so you can take courses from Google, IBM, Duke University and more at no charge.</p>
${
          btn(
            "https://click.m.learn.coursera.org/?qs=e0c4a1b97f2d35a68b1c0e9f7d24a6b3c58e1f0a9d7b2c46",
            "Join program",
            "#0056d2",
          )
        }
<p style="margin:0 0 16px 0;font-size:14px;color:#5b616b;">Use your work email (sam.reader@inbox.example) to accept. This invitation expires on September 30, 2026.</p>
<p style="margin:0;font-size:14px;color:#5b616b;">Questions? Contact your program administrator, Priya Nair.</p>`,
      footer: COURSERA_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "coursera",
    group: "consumer",
    lang: "es",
    kind: "welcome",
    code: null,
    link: null,
    from: "Coursera <no-reply@m.learn.coursera.org>",
    subject: "¡Te damos la bienvenida a Coursera, Sam!",
    date: dt("2026-02-02 15:26:03", "-0800"),
    text: `¡Hola, Sam!

Tu cuenta ya está lista. Estas son algunas ideas para empezar:

- Explora más de 7.000 cursos gratuitos y de pago: https://www.coursera.org/browse
- Descarga la app para aprender sin conexión.
- Activa los recordatorios para mantener tu racha.

Los cursos populares esta semana:
1. Aprendizaje automático (Stanford, DeepLearning.AI) - 4,9 ★
2. Fundamentos de Excel (Macquarie University) - 4,8 ★

¡Feliz aprendizaje!
El equipo de Coursera

Si no quieres recibir más correos como este, date de baja aquí: https://www.coursera.org/account-settings/notifications
`,
    html: card({
      lang: "es",
      title: "Bienvenida",
      pre: "Tu cuenta ya está lista.",
      logo: COURSERA_LOGO,
      accent: "#0056d2",
      body: `<h1 style="margin:0 0 16px 0;font-size:24px;line-height:30px;">¡Hola, Sam!</h1>
<p style="margin:0 0 12px 0;">Tu cuenta ya está lista. Estas son algunas ideas para empezar:</p>
<ul style="margin:0 0 16px 0;padding-left:20px;">
<li><a href="https://www.coursera.org/browse">Explora más de 7.000 cursos</a> gratuitos y de pago.</li>
<li>Descarga la app para aprender sin conexión.</li>
<li>Activa los recordatorios para mantener tu racha.</li></ul>
<p style="margin:0 0 8px 0;font-weight:bold;">Los cursos populares esta semana</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;margin:0 0 16px 0;">
<tr><td style="padding:8px 0;border-bottom:1px solid #eceef1;"><a href="https://www.coursera.org/specializations/machine-learning-introduction">Aprendizaje automático</a><br><span style="color:#5b616b;">Stanford, DeepLearning.AI &middot; 4,9 &#9733;</span></td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #eceef1;"><a href="https://www.coursera.org/specializations/excel">Fundamentos de Excel</a><br><span style="color:#5b616b;">Macquarie University &middot; 4,8 &#9733;</span></td></tr></table>
<p style="margin:0;">¡Feliz aprendizaje!<br>El equipo de Coursera</p>`,
      footer:
        `${COURSERA_FOOT}<p style="margin:8px 0 0 0;"><a href="https://www.coursera.org/account-settings/notifications" style="color:#8a9099;">Darse de baja</a></p>`,
    }),
    enc: "qp",
  },
];

const lemonade: Mail[] = [
  {
    family: "lemonade",
    group: "consumer",
    lang: "en",
    kind: "login-code-link",
    code: "647310",
    link: "https://www.lemonade.com/login/verify?email_token=lmn_7e4c2b90a1f35d68&code=647310",
    from: "Lemonade <hello@lemonade.com>",
    subject: "Your Lemonade login code",
    date: dt("2026-06-29 22:11:39", "-0400"),
    text: `Hey Sam,

Here's your login code: 647310

Type it into the app, or just tap this link on your phone to log in:
https://www.lemonade.com/login/verify?email_token=lmn_7e4c2b90a1f35d68&code=647310

The code and link expire in 20 minutes.

Maya
AI Jedi @ Lemonade

Lemonade Insurance Company, 5 Crosby St, 3rd Floor, New York, NY 10013
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:32px 12px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;font-family:'Lato',Helvetica,Arial,sans-serif;color:#4a4a4a;">
<tr><td align="center" style="padding-bottom:28px;">${
      img("https://www.lemonade.com/email/lemonade-logo-pink.png", "Lemonade", 140, 34)
    }</td></tr>
<tr><td style="font-size:17px;line-height:26px;">
<p style="margin:0 0 16px 0;">Hey Sam,</p>
<p style="margin:0 0 8px 0;">Here's your login code:</p>
<p style="margin:0 0 20px 0;font-size:38px;line-height:46px;font-weight:900;letter-spacing:7px;color:#ff0083;">647310</p>
<p style="margin:0;">Type it into the app, or just tap the button on your phone to log in.</p>
</td></tr>
<tr><td align="center" style="padding:24px 0;"><a href="https://www.lemonade.com/login/verify?email_token=lmn_7e4c2b90a1f35d68&amp;code=647310" style="display:inline-block;background:#ff0083;color:#ffffff;text-decoration:none;font-size:17px;font-weight:bold;padding:14px 40px;border-radius:30px;">Log In</a></td></tr>
<tr><td style="font-size:14px;line-height:22px;color:#9b9b9b;">
<p style="margin:0 0 20px 0;">The code and link expire in 20 minutes.</p>
<p style="margin:0 0 28px 0;color:#4a4a4a;">Maya<br><span style="color:#9b9b9b;">AI Jedi @ Lemonade</span></p></td></tr>
<tr><td style="border-top:1px solid #eeeeee;padding-top:16px;font-size:11px;line-height:16px;color:#b0b0b0;">
Lemonade Insurance Company, 5 Crosby St, 3rd Floor, New York, NY 10013 &middot; <a href="https://www.lemonade.com/privacy-policy" style="color:#b0b0b0;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "lemonade",
    group: "consumer",
    lang: "en",
    kind: "policy-receipt",
    code: null,
    link: null,
    from: "Lemonade <hello@lemonade.com>",
    subject: "You're covered! Your Lemonade Renters policy LP4E91C27A",
    date: dt("2026-06-29 22:24:05", "-0400"),
    text: `Hey Sam,

You're all set! Your Renters policy is active.

Policy number: LP4E91C27A
Address: 88 Bergen St, Apt 3R, Brooklyn, NY 11201
Coverage period: Jun 30, 2026 - Jun 29, 2027
Personal property: $30,000
Liability: $100,000
Deductible: $500
Monthly premium: $11.40, charged to Visa ending in 4821

Your policy documents are attached as a PDF. You can also find them anytime in the app.

Giveback: you picked Direct Relief. Whatever's left over after claims goes to them each July.

Maya
AI Jedi @ Lemonade
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:32px 12px;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;font-family:'Lato',Helvetica,Arial,sans-serif;color:#4a4a4a;">
<tr><td align="center" style="padding-bottom:28px;">${
      img("https://www.lemonade.com/email/lemonade-logo-pink.png", "Lemonade", 140, 34)
    }</td></tr>
<tr><td style="font-size:17px;line-height:26px;">
<p style="margin:0 0 16px 0;">Hey Sam,</p>
<p style="margin:0 0 20px 0;">You're all set! Your Renters policy is active.</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;line-height:20px;background:#f9f9f9;border-radius:8px;">
<tr><td style="padding:10px 16px;color:#9b9b9b;">Policy number</td><td align="right" style="padding:10px 16px;">LP4E91C27A</td></tr>
<tr><td style="padding:10px 16px;color:#9b9b9b;">Address</td><td align="right" style="padding:10px 16px;">88 Bergen St, Apt 3R, Brooklyn, NY 11201</td></tr>
<tr><td style="padding:10px 16px;color:#9b9b9b;">Coverage period</td><td align="right" style="padding:10px 16px;">Jun 30, 2026 &ndash; Jun 29, 2027</td></tr>
<tr><td style="padding:10px 16px;color:#9b9b9b;">Personal property</td><td align="right" style="padding:10px 16px;">$30,000</td></tr>
<tr><td style="padding:10px 16px;color:#9b9b9b;">Liability</td><td align="right" style="padding:10px 16px;">$100,000</td></tr>
<tr><td style="padding:10px 16px;color:#9b9b9b;">Deductible</td><td align="right" style="padding:10px 16px;">$500</td></tr>
<tr><td style="padding:10px 16px;color:#9b9b9b;">Monthly premium</td><td align="right" style="padding:10px 16px;">$11.40 &middot; Visa &bull;&bull;&bull;&bull; 4821</td></tr>
</table>
<p style="margin:20px 0 16px 0;">Your policy documents are attached as a PDF. You can also find them anytime in the app.</p>
<p style="margin:0 0 28px 0;font-size:14px;color:#9b9b9b;">Giveback: you picked Direct Relief. Whatever's left over after claims goes to them each July.</p>
<p style="margin:0 0 28px 0;">Maya<br><span style="font-size:14px;color:#9b9b9b;">AI Jedi @ Lemonade</span></p></td></tr>
<tr><td style="border-top:1px solid #eeeeee;padding-top:16px;font-size:11px;color:#b0b0b0;">Lemonade Insurance Company, 5 Crosby St, 3rd Floor, New York, NY 10013</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "Lemonade_Policy_LP4E91C27A.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

const bolt: Mail[] = [
  {
    family: "bolt",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://u1234567.ct.sendgrid.net/ls/click?upn=xZ4-2BqW9pL1vT7yR3eK8mN0cH2-2FdS6jG5bF4aU1iO9wE7rQ3tY8uP2lK0hJ6g",
    from: "Bolt <no-reply@bolt.eu>",
    subject: "Verify your email for Bolt",
    date: dt("2026-07-18 23:47:52", "+0100"),
    text: `Hi Sam,

Please verify your email address to get ride receipts and important account updates.

Verify email ( https://u1234567.ct.sendgrid.net/ls/click?upn=xZ4-2BqW9pL1vT7yR3eK8mN0cH2-2FdS6jG5bF4aU1iO9wE7rQ3tY8uP2lK0hJ6g )

If you didn't add this email to a Bolt account, you can ignore this message.

Bolt Technology OÜ, Vana-Lõuna 15, 10134 Tallinn, Estonia
`,
    html: card({
      lang: "en",
      title: "Verify your email",
      pre: "Get your ride receipts by email.",
      logo: img("https://bolt.eu/email/bolt-logo-green.png", "Bolt", 64, 32),
      accent: "#2a9c64",
      body: `<p style="margin:0 0 16px 0;">Hi Sam,</p>
<p style="margin:0 0 8px 0;">Please verify your email address to get ride receipts and important account updates.</p>
${
        btn(
          "https://u1234567.ct.sendgrid.net/ls/click?upn=xZ4-2BqW9pL1vT7yR3eK8mN0cH2-2FdS6jG5bF4aU1iO9wE7rQ3tY8uP2lK0hJ6g",
          "Verify email",
          "#34d186",
          "#0d1d14",
        )
      }
<p style="margin:0;font-size:14px;color:#5b616b;">If you didn't add this email to a Bolt account, you can ignore this message.</p>`,
      footer:
        `<p style="margin:0 0 6px 0;"><a href="https://u1234567.ct.sendgrid.net/ls/click?upn=xZ4-help" style="color:#8a9099;">Help</a> · <a href="https://u1234567.ct.sendgrid.net/ls/click?upn=xZ4-privacy" style="color:#8a9099;">Privacy</a></p>
<p style="margin:0;">Bolt Technology OÜ, Vana-Lõuna 15, 10134 Tallinn, Estonia</p>`,
    }),
    enc: "qp",
  },
  {
    family: "bolt",
    group: "consumer",
    lang: "pl",
    kind: "ride-receipt",
    code: null,
    link: null,
    from: "Bolt <receipts-poland@bolt.eu>",
    subject: "Twój przejazd z Bolt - 14.08.2026",
    date: dt("2026-08-14 01:32:10", "+0200"),
    text: `Dziękujemy za przejazd, Sam!

Piątek, 14 sierpnia 2026
01:08  ul. Nowy Świat 22, 00-373 Warszawa
01:29  ul. Grochowska 311, 03-839 Warszawa

Kierowca: Andrzej, Toyota Corolla WX 4821K
Dystans: 7,9 km · Czas: 21 min

Opłata za przejazd   31,40 zł
Opłata za rezerwację  2,00 zł
Razem                33,40 zł
Zapłacono kartą Visa •••• 4821

Numer przejazdu: 0T7K-2QMB-93XA

Oceń kierowcę w aplikacji. Zgubiłeś coś? Napisz do nas przez aplikację.

Bolt Operations OÜ, Vana-Lõuna 15, 10134 Tallinn, Estonia
`,
    html: null,
    enc: "qp",
  },
];

const auspost: Mail[] = [
  {
    family: "auspost",
    group: "regional",
    lang: "en",
    kind: "parcel-pickup",
    code: "215664",
    link: null,
    from: "Australia Post <noreply@notifications.auspost.com.au>",
    subject: "Your parcel is ready to collect from a Parcel Locker",
    date: dt("2026-11-16 15:06:21", "+1100"),
    text: `Hi Sam,

Your parcel from JB Hi-Fi is ready to collect.

Parcel Locker: Surry Hills Parcel Locker 10177
Address: Shop 2, 370 Crown St, Surry Hills NSW 2010
Open 24/7

Collection code: 215 664
Tracking number: 33QWE5018920

You'll need to collect by Sat 23 Nov. After that, your parcel will be returned to the sender.

At the locker, select "Collect a parcel" and enter your collection code.

Australia Post acknowledges the Traditional Custodians of the land on which we operate.
Australia Post, 111 Bourke St, Melbourne VIC 3000. Call 13 POST (13 76 78).
`,
    html: `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f1ee;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'AP Type',Arial,sans-serif;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e2dfda;">${
      img("https://auspost.com.au/content/dam/email/ap-logo.png", "Australia Post", 150, 40)
    }</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:24px;color:#382f2d;">
<h1 style="margin:0 0 14px 0;font-size:26px;line-height:32px;color:#dc1928;">Ready to collect</h1>
<p style="margin:0 0 20px 0;">Hi Sam, your parcel from <b>JB Hi-Fi</b> is ready to collect.</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f1ee;">
<tr><td style="padding:20px;">
<span style="font-size:13px;color:#6b625f;">Collection code</span><br>
<span style="font-size:40px;line-height:48px;font-weight:bold;color:#382f2d;">215&nbsp;664</span></td></tr>
<tr><td style="padding:0 20px 20px 20px;font-size:14px;line-height:21px;">
<b>Surry Hills Parcel Locker 10177</b><br>Shop 2, 370 Crown St, Surry Hills NSW 2010<br>Open 24/7</td></tr>
</table>
<p style="margin:20px 0 8px 0;font-size:14px;">Tracking number: <a href="https://auspost.com.au/mypost/track/details/33QWE5018920" style="color:#dc1928;">33QWE5018920</a></p>
<p style="margin:0 0 8px 0;font-size:14px;">You'll need to collect by <b>Sat 23 Nov</b>. After that, your parcel will be returned to the sender.</p>
<p style="margin:0;font-size:14px;color:#6b625f;">At the locker, select &ldquo;Collect a parcel&rdquo; and enter your collection code.</p></td></tr>
<tr><td style="padding:20px 28px;background:#382f2d;font-size:11px;line-height:17px;color:#d6d1cc;">
Australia Post acknowledges the Traditional Custodians of the land on which we operate.<br>
Australia Post, 111 Bourke St, Melbourne VIC 3000 &middot; Call 13 POST (13 76 78)<br>
<a href="https://auspost.com.au/privacy" style="color:#d6d1cc;">Privacy</a> &middot; <a href="https://auspost.com.au/terms-conditions" style="color:#d6d1cc;">Terms</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

const ryanair: Mail[] = [
  {
    family: "ryanair",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "3019",
    link: null,
    from: "Ryanair <no-reply@ryanair.com>",
    subject: "Your myRyanair verification code",
    date: dt("2026-04-04 05:58:12", "+0100"),
    text: `Verify it's you

To keep your myRyanair account secure, please enter the verification code below on the website or app:

3019

This code is valid for 15 minutes.

Upcoming trip: DUB - STN, 4 Apr 2026, FR 208, departs 07:25. Booking reference: K2XQ7P.

Ryanair DAC, Airside Business Park, Swords, Co. Dublin, K67 NY94, Ireland
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Mulish',Arial,sans-serif;">
<tr><td bgcolor="#073590" style="padding:18px 28px;">${
      img("https://www.ryanair.com/content/dam/email/ryanair-logo-white.png", "RYANAIR", 150, 30)
    }</td></tr>
<tr><td style="padding:30px 28px 10px 28px;font-size:16px;line-height:24px;color:#073590;">
<h1 style="margin:0 0 14px 0;font-size:24px;">Verify it's you</h1>
<p style="margin:0 0 20px 0;color:#333;">To keep your myRyanair account secure, please enter the verification code below on the website or app:</p></td></tr>
<tr><td align="center" style="padding:0 28px;">
<table cellpadding="0" cellspacing="0" border="0"><tr>
<td width="54" height="64" align="center" style="background:#f1c933;font-size:32px;font-weight:bold;color:#073590;">3</td><td width="10"></td>
<td width="54" height="64" align="center" style="background:#f1c933;font-size:32px;font-weight:bold;color:#073590;">0</td><td width="10"></td>
<td width="54" height="64" align="center" style="background:#f1c933;font-size:32px;font-weight:bold;color:#073590;">1</td><td width="10"></td>
<td width="54" height="64" align="center" style="background:#f1c933;font-size:32px;font-weight:bold;color:#073590;">9</td>
</tr></table></td></tr>
<tr><td style="padding:20px 28px 28px 28px;font-size:14px;line-height:21px;color:#333;">
<p style="margin:0 0 16px 0;">This code is valid for 15 minutes.</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e0e0e0;font-size:13px;">
<tr><td style="padding:12px;"><b>Upcoming trip</b><br>DUB &rarr; STN &middot; 4 Apr 2026 &middot; FR 208 &middot; departs 07:25<br>Booking reference: <b>K2XQ7P</b></td></tr></table></td></tr>
<tr><td style="padding:16px 28px;background:#f4f4f4;font-size:11px;line-height:16px;color:#777;">
<a href="https://www.ryanair.com/ie/en/useful-info/help-centre" style="color:#777;">Help Centre</a> | <a href="https://www.ryanair.com/ie/en/corporate/privacy-policy" style="color:#777;">Privacy Policy</a><br>
Ryanair DAC, Airside Business Park, Swords, Co. Dublin, K67 NY94, Ireland</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ryanair",
    group: "consumer",
    lang: "es",
    kind: "reset-link",
    code: null,
    link:
      "https://www.ryanair.com/es/es/reset-password?token=9a41e7c2-5b0d-48f3-8e16-d2c7b39a0f54&email=sam.reader%40inbox.example",
    from: "Ryanair <no-reply@ryanair.com>",
    subject: "Restablece tu contraseña de myRyanair",
    date: dt("2026-10-22 17:40:29", "+0200"),
    text: `Hola:

Hemos recibido una solicitud para restablecer la contraseña de tu cuenta myRyanair.

Restablecer contraseña:
https://www.ryanair.com/es/es/reset-password?token=9a41e7c2-5b0d-48f3-8e16-d2c7b39a0f54&email=sam.reader%40inbox.example

El enlace caduca en 2 horas. Si no lo has solicitado tú, no hagas nada; tu contraseña seguirá siendo la misma.

Ryanair DAC, Airside Business Park, Swords, Co. Dublín, K67 NY94, Irlanda
`,
    html: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:'Mulish',Arial,sans-serif;">
<tr><td bgcolor="#073590" style="padding:18px 28px;">${
      img("https://www.ryanair.com/content/dam/email/ryanair-logo-white.png", "RYANAIR", 150, 30)
    }</td></tr>
<tr><td style="padding:30px 28px;font-size:16px;line-height:24px;color:#333;">
<p style="margin:0 0 14px 0;">Hola:</p>
<p style="margin:0 0 22px 0;">Hemos recibido una solicitud para restablecer la contraseña de tu cuenta myRyanair.</p>
<a href="https://www.ryanair.com/es/es/reset-password?token=9a41e7c2-5b0d-48f3-8e16-d2c7b39a0f54&amp;email=sam.reader%40inbox.example" style="display:inline-block;background:#f1c933;color:#073590;font-weight:bold;text-decoration:none;padding:14px 32px;border-radius:4px;">Restablecer contraseña</a>
<p style="margin:22px 0 0 0;font-size:14px;color:#777;">El enlace caduca en 2 horas. Si no lo has solicitado tú, no hagas nada; tu contraseña seguirá siendo la misma.</p></td></tr>
<tr><td style="padding:16px 28px;background:#f4f4f4;font-size:11px;color:#777;">Ryanair DAC, Airside Business Park, Swords, Co. Dublín, K67 NY94, Irlanda</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

const NYT_FOOT =
  `<p style="margin:0 0 6px 0;"><a href="https://help.nytimes.com/hc/en-us" style="color:#8a9099;">Help</a> | <a href="https://www.nytimes.com/privacy/privacy-policy" style="color:#8a9099;">Privacy Policy</a> | <a href="https://www.nytimes.com/content/help/rights/terms/terms-of-service.html" style="color:#8a9099;">Terms of Service</a></p>
<p style="margin:0;">&copy; 2026 The New York Times Company, 620 Eighth Avenue, New York, NY 10018</p>`;
const NYT_LOGO = img("https://static01.nyt.com/images/email/nyt-logo-379x64.png", "The New York Times", 190, 32);

const nytimes: Mail[] = [
  {
    family: "nytimes",
    group: "consumer",
    lang: "en",
    kind: "login-code-link",
    code: "582193",
    link:
      "https://myaccount.nytimes.com/auth/email-login?token=nyt.el.2f9c7a1e04b8d63c5e91&code=582193&redirect_uri=https%3A%2F%2Fwww.nytimes.com%2F",
    from: "The New York Times <nytdirect@nytimes.com>",
    subject: "Your one-time code is 582193",
    date: dt("2026-01-12 06:44:18", "-0500"),
    text: `Log in to The New York Times

Enter this one-time code:

582193

Or log in with this link:
https://myaccount.nytimes.com/auth/email-login?token=nyt.el.2f9c7a1e04b8d63c5e91&code=582193&redirect_uri=https%3A%2F%2Fwww.nytimes.com%2F

The code and link expire in 15 minutes and can only be used once.

If you didn't request this, you can safely ignore this email.

The New York Times Company, 620 Eighth Avenue, New York, NY 10018
`,
    html: card({
      lang: "en",
      title: "Your one-time code",
      pre: "Use it to finish logging in.",
      logo: NYT_LOGO,
      accent: "#326891",
      body:
        `<h1 style="margin:0 0 16px 0;font-family:Georgia,'Times New Roman',serif;font-size:26px;line-height:32px;font-weight:normal;">Log in to The New York Times</h1>
<p style="margin:0;">Enter this one-time code:</p>
${codebox("582193", "8px", "#f7f7f7")}
<p style="margin:0;">Or log in with one click:</p>
${
          btn(
            "https://myaccount.nytimes.com/auth/email-login?token=nyt.el.2f9c7a1e04b8d63c5e91&amp;code=582193&amp;redirect_uri=https%3A%2F%2Fwww.nytimes.com%2F",
            "Log in",
            "#000000",
          )
        }
<p style="margin:0 0 16px 0;font-size:14px;color:#5b616b;">The code and link expire in 15 minutes and can only be used once.</p>
<p style="margin:0;font-size:14px;color:#5b616b;">If you didn't request this, you can safely ignore this email.</p>`,
      footer: NYT_FOOT,
    }),
    enc: "qp",
  },
  {
    family: "nytimes",
    group: "consumer",
    lang: "en",
    kind: "code-used",
    code: null,
    link: null,
    from: "The New York Times <nytdirect@nytimes.com>",
    subject: "Your one-time code was used to log in",
    date: dt("2026-01-12 06:45:02", "-0500"),
    text: `You're logged in

The one-time code we sent to sam.reader@inbox.example was just used to log in to your account.

When: January 12, 2026, 6:44 a.m. ET
Device: Safari on iPhone
Subscription: All Access, renews Feb 3, 2026 ($25.00 every 4 weeks)

If this was you, you're all set.

If it wasn't, please change your password and contact us: https://help.nytimes.com/hc/en-us/requests/new

The New York Times Company, 620 Eighth Avenue, New York, NY 10018
`,
    html: card({
      lang: "en",
      title: "You're logged in",
      pre: "Your one-time code was just used.",
      logo: NYT_LOGO,
      accent: "#326891",
      body:
        `<h1 style="margin:0 0 16px 0;font-family:Georgia,'Times New Roman',serif;font-size:26px;line-height:32px;font-weight:normal;">You're logged in</h1>
<p style="margin:0 0 16px 0;">The one-time code we sent to <b>sam.reader@inbox.example</b> was just used to log in to your account.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;font-size:14px;">
<tr><td style="padding:3px 16px 3px 0;color:#5b616b;">When</td><td>January 12, 2026, 6:44 a.m. ET</td></tr>
<tr><td style="padding:3px 16px 3px 0;color:#5b616b;">Device</td><td>Safari on iPhone</td></tr>
<tr><td style="padding:3px 16px 3px 0;color:#5b616b;">Subscription</td><td>All Access, renews Feb 3, 2026 ($25.00 every 4 weeks)</td></tr></table>
<p style="margin:0 0 16px 0;">If this was you, you're all set.</p>
<p style="margin:0;font-size:14px;color:#5b616b;">If it wasn't, please change your password and <a href="https://help.nytimes.com/hc/en-us/requests/new">contact us</a>.</p>`,
      footer: NYT_FOOT,
    }),
    enc: "qp",
  },
];

const inpost_uk: Mail[] = [
  {
    family: "inpost",
    group: "regional",
    lang: "en",
    kind: "parcel-pickup",
    code: "904417",
    link: null,
    from: "InPost <notifications@inpost.co.uk>",
    subject: "Your parcel is in the Locker - collect by 14 Nov",
    date: dt("2026-11-12 08:21:43", "+0000"),
    text: `Your parcel from ASOS is waiting for you!

Locker: MAN114M - Tesco Superstore, 1 Wilmslow Rd, Manchester M14 5TQ
Collection code: 904417
Parcel number: 692201584477103926001845

Collect by 8:21am on 14 Nov 2026.

At the Locker, tap "Collect" and enter your mobile number (ending 418) and the collection code. Or open the Locker from the InPost app without a code.

InPost UK Limited, 1 Rutherford Ct, Hurricane Ct, Speke, Liverpool L24 8RQ
`,
    html: `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f6f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:12px;overflow:hidden;font-family:'Montserrat',Arial,sans-serif;">
<tr><td bgcolor="#ffcd00" style="padding:20px 28px;">${
      img("https://inpost.co.uk/email/inpost-logo.png", "InPost", 110, 36)
    }</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:23px;color:#404041;">
<h1 style="margin:0 0 16px 0;font-size:22px;">Your parcel from ASOS is waiting for you!</h1>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:2px solid #ffcd00;border-radius:10px;">
<tr><td align="center" style="padding:18px;"><span style="font-size:13px;color:#808080;">Collection code</span><br><span style="font-size:36px;font-weight:800;letter-spacing:4px;">904417</span></td></tr></table>
<p style="margin:18px 0 6px 0;font-size:14px;"><b>MAN114M</b> &ndash; Tesco Superstore, 1 Wilmslow Rd, Manchester M14 5TQ</p>
<p style="margin:0 0 6px 0;font-size:14px;color:#808080;">Parcel number: 692201584477103926001845</p>
<p style="margin:0 0 16px 0;font-size:14px;">Collect by <b>8:21am on 14 Nov 2026</b>.</p>
<p style="margin:0;font-size:13px;color:#808080;">At the Locker, tap &ldquo;Collect&rdquo; and enter your mobile number (ending 418) and the collection code. Or open the Locker from the InPost app without a code.</p></td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#a0a0a0;">InPost UK Limited, 1 Rutherford Ct, Hurricane Ct, Speke, Liverpool L24 8RQ &middot; <a href="https://inpost.co.uk/privacy-policy/" style="color:#a0a0a0;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

const gett_code: Mail[] = [
  {
    family: "gett",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "814-027",
    link: null,
    from: "Gett <noreply@gett.com>",
    subject: "קוד הכניסה שלך ל-Gett",
    date: dt("2026-11-04 07:52:33", "+0200"),
    text: `שלום סאם,

קוד הכניסה החד-פעמי שלך הוא:

814-027

יש להזין את הקוד באפליקציה תוך 10 דקות. אין למסור את הקוד לאף אחד, גם לא לנציג שירות.

לא ביקשת קוד? אפשר להתעלם מהודעה זו.

צוות Gett · מוקד שירות *6000
`,
    html: `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f4f4;direction:rtl;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" dir="rtl"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Arial,sans-serif;text-align:right;">
<tr><td bgcolor="#ffd500" style="padding:18px 28px;">${
      img("https://gett.com/wp-content/uploads/email/gett-logo-black.png", "Gett", 80, 30)
    }</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:25px;color:#222;">
<p style="margin:0 0 14px 0;">שלום סאם,</p>
<p style="margin:0 0 10px 0;">קוד הכניסה החד-פעמי שלך הוא:</p>
<p dir="ltr" style="margin:0 0 18px 0;text-align:right;font-size:34px;font-weight:bold;letter-spacing:4px;">814-027</p>
<p style="margin:0 0 14px 0;font-size:14px;color:#777;">יש להזין את הקוד באפליקציה תוך 10 דקות. אין למסור את הקוד לאף אחד, גם לא לנציג שירות.</p>
<p style="margin:0;font-size:14px;color:#777;">לא ביקשת קוד? אפשר להתעלם מהודעה זו.</p></td></tr>
<tr><td style="padding:16px 28px;background:#fafafa;font-size:11px;color:#999;">צוות Gett · מוקד שירות *6000 · <a href="https://gett.com/il/privacy/" style="color:#999;">מדיניות פרטיות</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

const skroutz_shipped: Mail[] = [
  {
    family: "skroutz",
    group: "regional",
    lang: "el",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Skroutz <orders@skroutz.gr>",
    subject: "Η παραγγελία σου 260913-4471825 στάλθηκε!",
    date: dt("2026-09-14 11:02:19", "+0300"),
    text: `Γεια σου Sam,

Καλά νέα! Η παραγγελία σου 260913-4471825 παραδόθηκε στη Skroutz Delivery.

Προϊόν: Xiaomi Redmi Buds 6 Active, Μαύρο (1 τεμ.) - 19,90 €
Κατάστημα: Plaisio
Αριθμός αποστολής: SKR8820417563
Εκτιμώμενη παράδοση: Τρίτη 15/09, 09:00-14:00
Διεύθυνση: Αχαρνών 214, 11253 Αθήνα

Μπορείς να παρακολουθείς την αποστολή από την εφαρμογή ή εδώ: https://www.skroutz.gr/account/orders/260913-4471825

Η ομάδα του Skroutz
`,
    html: card({
      lang: "el",
      title: "Η παραγγελία σου στάλθηκε",
      pre: "Εκτιμώμενη παράδοση: Τρίτη 15/09.",
      logo: img("https://a.scdn.gr/email/skroutz-logo.png", "Skroutz", 120, 30),
      accent: "#f68b24",
      body: `<p style="margin:0 0 16px 0;">Γεια σου Sam,</p>
<p style="margin:0 0 16px 0;">Καλά νέα! Η παραγγελία σου <b>260913-4471825</b> παραδόθηκε στη Skroutz Delivery.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;border:1px solid #eceef1;border-radius:6px;margin:0 0 16px 0;">
<tr><td width="80" style="padding:12px;">${
        img("https://a.scdn.gr/images/sku_main_images/redmi-buds-6-active.jpeg", "Xiaomi Redmi Buds 6 Active", 64, 64)
      }</td>
<td style="padding:12px;">Xiaomi Redmi Buds 6 Active, Μαύρο<br><span style="color:#5b616b;">1 τεμ. · Plaisio</span></td><td align="right" style="padding:12px;font-weight:bold;">19,90&nbsp;€</td></tr></table>
<p style="margin:0 0 6px 0;font-size:14px;">Αριθμός αποστολής: SKR8820417563</p>
<p style="margin:0 0 6px 0;font-size:14px;">Εκτιμώμενη παράδοση: <b>Τρίτη 15/09, 09:00&ndash;14:00</b></p>
<p style="margin:0 0 16px 0;font-size:14px;">Διεύθυνση: Αχαρνών 214, 11253 Αθήνα</p>
<p style="margin:0;"><a href="https://www.skroutz.gr/account/orders/260913-4471825">Παρακολούθηση αποστολής</a></p>`,
      footer: `<p style="margin:0;">Skroutz Α.Ε., Δομοκού 5, 10445 Αθήνα</p>`,
    }),
    enc: "b64",
  },
];

const substack: Mail[] = [
  {
    family: "substack",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://substack.com/sign-in/verify?token=sbs_9fQ2kLx7TmW4rPz1cV8n&redirect=%2Finbox",
    from: "Substack <no-reply@substack.com>",
    subject: "Sign in to Substack",
    date: dt("2026-05-30 21:16:40", "+0000"),
    text: `Click the link below to sign in to Substack. It expires in 1 hour and can only be used once.

https://substack.com/sign-in/verify?token=sbs_9fQ2kLx7TmW4rPz1cV8n&redirect=%2Finbox

If you didn't request this email, you can safely ignore it.

Substack Inc., 548 Market Street PMB 72296, San Francisco, CA 94104
`,
    html: null,
  },
  {
    family: "substack",
    group: "consumer",
    lang: "en",
    kind: "subscribe-confirm",
    code: null,
    link: "https://thecitybeat.substack.com/subscribe/confirm?token=c0nf1rm.Q3tLm8wZ2k&utm_source=confirm_email",
    from: "The City Beat <thecitybeat@substack.com>",
    subject: "Confirm your subscription to The City Beat",
    date: dt("2026-06-01 13:03:55", "-0500"),
    text: `Confirm your subscription

Thanks for signing up for The City Beat - local news and restaurant openings from Lena Ortiz, every Tuesday and Friday.

Confirm subscription: https://thecitybeat.substack.com/subscribe/confirm?token=c0nf1rm.Q3tLm8wZ2k&utm_source=confirm_email

If you didn't sign up, just ignore this email and you won't be subscribed.

© 2026 Lena Ortiz
548 Market Street PMB 72296, San Francisco, CA 94104
Start writing: https://substack.com/signup?utm_source=substack&utm_medium=email&utm_content=footer
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;">
<div style="max-width:550px;margin:0 auto;padding:32px 16px;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;color:#363737;">
<div style="text-align:center;margin-bottom:24px;">${
      img("https://substackcdn.com/image/fetch/w_96,h_96,c_fill/thecitybeat-logo.png", "The City Beat", 64, 64)
    }</div>
<h1 style="text-align:center;font-family:'Spectral',Georgia,serif;font-size:28px;line-height:34px;margin:0 0 16px 0;">Confirm your subscription</h1>
<p style="font-size:17px;line-height:26px;margin:0 0 24px 0;text-align:center;">Thanks for signing up for <b>The City Beat</b> &ndash; local news and restaurant openings from Lena Ortiz, every Tuesday and Friday.</p>
<p style="text-align:center;margin:0 0 24px 0;"><a href="https://thecitybeat.substack.com/subscribe/confirm?token=c0nf1rm.Q3tLm8wZ2k&amp;utm_source=confirm_email" style="display:inline-block;background:#ff6719;color:#ffffff;font-weight:600;font-size:15px;text-decoration:none;padding:12px 28px;border-radius:8px;">Confirm subscription</a></p>
<p style="font-size:14px;line-height:21px;color:#777;text-align:center;margin:0 0 40px 0;">If you didn't sign up, just ignore this email and you won't be subscribed.</p>
<div style="border-top:1px solid #e6e6e6;padding-top:16px;font-size:12px;line-height:18px;color:#999;text-align:center;">
&copy; 2026 Lena Ortiz<br>548 Market Street PMB 72296, San Francisco, CA 94104<br>
<a href="https://substack.com/signup?utm_source=substack&amp;utm_medium=email&amp;utm_content=footer">${
      img("https://substackcdn.com/image/fetch/w_300/publish-button.png", "Start writing", 135, 40)
    }</a></div>
</div></body></html>`,
    enc: "qp",
  },
];

export const mails: Mail[] = [
  ...playstation,
  ...ea,
  ...strava,
  ...hinge,
  ...monzo,
  ...hmrc,
  ...indeed,
  ...tesla,
  ...ring,
  ...coursera,
  ...lemonade,
  ...bolt,
  ...auspost,
  ...ryanair,
  ...nytimes,
  ...substack,
  ...deezer,
  ...doctolib,
  ...rewe,
  ...packstation,
  ...inpost,
  ...inpost_uk,
  ...wallapop,
  ...trenitalia,
  ...bitvavo,
  ...getir,
  ...sj,
  ...ifood,
  ...abema,
  ...ekinet,
  ...baemin,
  ...meituan,
  ...xiaomi,
  ...avito,
  ...careem,
  ...gett,
  ...gett_code,
  ...trueid,
  ...novaposhta,
  ...skroutz,
  ...skroutz_shipped,
];
