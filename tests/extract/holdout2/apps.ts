/**
 * Mails from consumer apps and SaaS products: one-time codes, verification, sign-in, reset and
 * invitation links, and the notices these senders send that ask for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date for the local time `iso` ("2025-11-04T08:14:22") at `zone`. */
function date(iso: string, zone = "+0000"): string {
  const d = new Date(iso + "Z");
  const day = String(d.getUTCDate()).padStart(2, "0");
  return `${DAYS[d.getUTCDay()]}, ${day} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${iso.slice(11, 19)} ${zone}`;
}

/** A URL as an HTML attribute carries it. */
function esc(url: string): string {
  return url.replaceAll("&", "&amp;");
}

/** The outer document. */
function doc(lang: string, title: string, body: string, dir = "ltr"): string {
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${dir}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${title}</title>
</head>
${body}
</html>`;
}

/** One cell per character of a code. */
function boxes(code: string, style: string): string {
  return [...code].map((ch) => `<td style="${style}">${ch}</td>`).join("\n");
}

// ---------------------------------------------------------------- twitch

function twitch_page(lang: string, title: string, rows: string, footer: string): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background-color:#f7f7f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f7f7f8;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:4px;font-family:Inter,Helvetica,Arial,sans-serif;color:#0e0e10;">
<tr><td style="background-color:#9146ff;padding:18px 32px;border-radius:4px 4px 0 0;"><img src="https://static-cdn.jtvnw.net/emails/glitch_logo_white.png" width="32" height="34" alt="Twitch" style="display:block;border:0;"></td></tr>
${rows}
<tr><td style="padding:20px 32px 28px 32px;border-top:1px solid #e6e6ea;font-size:12px;line-height:18px;color:#53535f;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>`,
  );
}

const TWITCH_FOOTER_EN =
  `&copy; 2025 Twitch Interactive, Inc. &middot; 350 Bush Street, 2nd Floor, San Francisco, CA 94104, USA<br>
<a href="https://help.twitch.tv/s/?language=en_US" style="color:#9146ff;">Help</a> &middot;
<a href="https://www.twitch.tv/p/legal/privacy-notice/" style="color:#9146ff;">Privacy Notice</a> &middot;
<a href="https://www.twitch.tv/p/legal/terms-of-service/" style="color:#9146ff;">Terms of Service</a>`;

const twitch: Mail[] = [
  {
    family: "twitch",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "318274",
    link: null,
    from: "Twitch <no-reply@twitch.tv>",
    subject: "Your Twitch Login Verification Code",
    date: date("2025-11-04T08:14:22"),
    text: `Hey sam_reads,

Someone is trying to log in to your Twitch account. If this was you, enter the verification code below in the login window to finish logging in.

318274

This code will expire in 10 minutes.

Login details
Location: Lisbon, Portugal
IP address: 185.92.27.140
Device: Chrome on Windows
Time: November 4, 2025 at 8:14 AM UTC

If this wasn't you, someone may know your password. Change it right away: https://www.twitch.tv/settings/security

Thanks,
Twitch Support

(c) 2025 Twitch Interactive, Inc. - 350 Bush Street, 2nd Floor, San Francisco, CA 94104, USA
Help: https://help.twitch.tv/s/?language=en_US
Privacy Notice: https://www.twitch.tv/p/legal/privacy-notice/
`,
    html: twitch_page(
      "en",
      "Your Twitch Login Verification Code",
      `<tr><td style="padding:32px 32px 8px 32px;font-size:24px;line-height:30px;font-weight:700;">Your login verification code</td></tr>
<tr><td style="padding:8px 32px;font-size:15px;line-height:22px;">Hey <strong>sam_reads</strong>,<br><br>Someone is trying to log in to your Twitch account. If this was you, enter the verification code below in the login window to finish logging in.</td></tr>
<tr><td align="center" style="padding:20px 32px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="background-color:#efeff1;border-radius:6px;padding:16px 28px;font-family:'Courier New',monospace;font-size:34px;font-weight:700;letter-spacing:10px;color:#0e0e10;">318274</td>
</tr></table>
</td></tr>
<tr><td style="padding:0 32px 16px 32px;font-size:13px;color:#53535f;" align="center">This code will expire in 10 minutes.</td></tr>
<tr><td style="padding:8px 32px 24px 32px;">
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;line-height:18px;background-color:#f7f7f8;border-radius:4px;">
<tr><td style="color:#53535f;width:110px;">Location</td><td>Lisbon, Portugal</td></tr>
<tr><td style="color:#53535f;">IP address</td><td>185.92.27.140</td></tr>
<tr><td style="color:#53535f;">Device</td><td>Chrome on Windows</td></tr>
<tr><td style="color:#53535f;">Time</td><td>November 4, 2025 at 8:14 AM UTC</td></tr>
</table>
</td></tr>
<tr><td style="padding:0 32px 28px 32px;font-size:14px;line-height:20px;">If this wasn't you, someone may know your password. <a href="https://www.twitch.tv/settings/security" style="color:#9146ff;">Change your password</a> right away.<br><br>Thanks,<br>Twitch Support</td></tr>`,
      TWITCH_FOOTER_EN,
    ),
  },
  {
    family: "twitch",
    group: "consumer",
    lang: "de",
    kind: "code-and-link",
    code: "507431",
    link: "https://www.twitch.tv/email-verification/v3Kq9xPz2LmN7w?lang=de&utm_source=email&utm_campaign=verify_email",
    from: "Twitch <no-reply@twitch.tv>",
    subject: "Bestätige deine E-Mail-Adresse für Twitch",
    date: date("2025-12-13T19:02:47", "+0100"),
    text: `Hallo nachtfalke_77,

danke, dass du dich bei Twitch angemeldet hast! Bitte bestätige deine E-Mail-Adresse, damit wir dir wichtige Kontoinformationen schicken können.

Gib diesen Bestätigungscode auf Twitch ein:
507431

Oder öffne diesen Link:
https://www.twitch.tv/email-verification/v3Kq9xPz2LmN7w?lang=de&utm_source=email&utm_campaign=verify_email

Der Code ist 24 Stunden lang gültig.

Du hast kein Twitch-Konto erstellt? Dann kannst du diese E-Mail ignorieren.

Dein Twitch-Team

(c) 2025 Twitch Interactive, Inc. - 350 Bush Street, 2nd Floor, San Francisco, CA 94104, USA
Hilfe: https://help.twitch.tv/s/?language=de
Datenschutzhinweis: https://www.twitch.tv/p/de-de/legal/privacy-notice/
`,
    html: twitch_page(
      "de",
      "Bestätige deine E-Mail-Adresse",
      `<tr><td style="padding:32px 32px 8px 32px;font-size:24px;line-height:30px;font-weight:700;">Bestätige deine E-Mail-Adresse</td></tr>
<tr><td style="padding:8px 32px;font-size:15px;line-height:22px;">Hallo <strong>nachtfalke_77</strong>,<br><br>danke, dass du dich bei Twitch angemeldet hast! Bitte bestätige deine E-Mail-Adresse, damit wir dir wichtige Kontoinformationen schicken können. Gib diesen Bestätigungscode auf Twitch ein:</td></tr>
<tr><td align="center" style="padding:20px 32px;">
<table role="presentation" cellpadding="0" cellspacing="6" border="0"><tr>
${
        boxes(
          "507431",
          "width:44px;height:54px;border:2px solid #9146ff;border-radius:6px;text-align:center;font-size:28px;font-weight:700;color:#0e0e10;",
        )
      }
</tr></table>
</td></tr>
<tr><td align="center" style="padding:4px 32px 8px 32px;font-size:14px;color:#53535f;">Oder klicke auf den Button:</td></tr>
<tr><td align="center" style="padding:8px 32px 24px 32px;"><a href="${
        esc(
          "https://www.twitch.tv/email-verification/v3Kq9xPz2LmN7w?lang=de&utm_source=email&utm_campaign=verify_email",
        )
      }" style="display:inline-block;background-color:#9146ff;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 28px;border-radius:4px;">E-Mail-Adresse bestätigen</a></td></tr>
<tr><td style="padding:0 32px 28px 32px;font-size:13px;line-height:20px;color:#53535f;">Der Code ist 24 Stunden lang gültig. Du hast kein Twitch-Konto erstellt? Dann kannst du diese E-Mail ignorieren.<br><br>Dein Twitch-Team</td></tr>`,
      `&copy; 2025 Twitch Interactive, Inc. &middot; 350 Bush Street, 2nd Floor, San Francisco, CA 94104, USA<br>
<a href="https://help.twitch.tv/s/?language=de" style="color:#9146ff;">Hilfe</a> &middot;
<a href="https://www.twitch.tv/p/de-de/legal/privacy-notice/" style="color:#9146ff;">Datenschutzhinweis</a>`,
    ),
  },
  {
    family: "twitch",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Twitch <no-reply@twitch.tv>",
    subject: "Your Twitch password has been changed",
    date: date("2026-01-22T16:40:05"),
    text: `Hey sam_reads,

The password for your Twitch account was changed on January 22, 2026 at 4:40 PM UTC.

If you made this change, you don't need to do anything.

If you didn't change your password, reset it now and review your account security:
https://www.twitch.tv/user/account-recovery
Then contact Twitch Support: https://help.twitch.tv/s/contactsupport

Thanks,
Twitch Support
`,
    html: twitch_page(
      "en",
      "Your Twitch password has been changed",
      `<tr><td style="padding:32px 32px 8px 32px;font-size:24px;line-height:30px;font-weight:700;">Your password was changed</td></tr>
<tr><td style="padding:8px 32px 24px 32px;font-size:15px;line-height:22px;">Hey <strong>sam_reads</strong>,<br><br>The password for your Twitch account was changed on <strong>January 22, 2026 at 4:40 PM UTC</strong>.<br><br>If you made this change, you don't need to do anything.<br><br>If you didn't change your password, <a href="https://www.twitch.tv/user/account-recovery" style="color:#9146ff;">reset it now</a> and <a href="https://help.twitch.tv/s/contactsupport" style="color:#9146ff;">contact Twitch Support</a>.<br><br>Thanks,<br>Twitch Support</td></tr>`,
      TWITCH_FOOTER_EN,
    ),
  },
];

// ---------------------------------------------------------------- reddit

const REDDIT_VERIFY =
  "https://click.redditmail.com/CL0/https:%2F%2Fwww.reddit.com%2Fverification%2FZ3JhcGVmcnVpdC1oZXJvbg%3Fcorrelation_id=8c1f2e3a-55d0-4b7e-a1c9-0f6e2d4b7a93%26ref=verify_email%26ref_source=email/1/0100019a3b7e2c11-5f6a7b8c-1d2e-4f50-9a1b-2c3d4e5f6a7b-000000/aBcD3fGh1JkLmN0pQrStUvWxYz4sE0jK=412";

function reddit_page(lang: string, title: string, inner: string, footer: string): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background:#ffffff;">
<center>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px;font-family:'IBM Plex Sans',Arial,sans-serif;color:#1c1c1c;">
<tr><td style="padding:28px 24px 12px 24px;"><img src="https://www.redditstatic.com/emaildigest/reddit_logo_horizontal.png" width="112" height="40" alt="Reddit" style="display:block;border:0;"></td></tr>
<tr><td style="padding:0 24px;">${inner}</td></tr>
<tr><td style="padding:28px 24px 40px 24px;font-size:11px;line-height:16px;color:#7c7c7c;">${footer}</td></tr>
</table>
</center>
</body>`,
  );
}

const reddit: Mail[] = [
  {
    family: "reddit",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: REDDIT_VERIFY,
    from: "Reddit <noreply@redditmail.com>",
    subject: "Verify your Reddit email address",
    date: date("2025-10-29T22:17:31"),
    headers: [["List-Unsubscribe", "<https://www.reddit.com/unsubscribe/email?type=account>"]],
    text: `Hi u/quiet_heron_42,

Your email address needs to be verified before you can use it to reset your password, receive notifications, and secure your account.

Verify Email Address:
${REDDIT_VERIFY}

If you didn't create a Reddit account with this address, you can ignore this email.

Download the Reddit app
App Store: https://click.redditmail.com/CL0/https:%2F%2Fapps.apple.com%2Fapp%2Freddit%2Fid1064216828/1/0100019a3b7e2c11-5f6a7b8c-1d2e-4f50-9a1b-2c3d4e5f6a7b-000000/Qw8rTy2Ui9Op=412
Google Play: https://click.redditmail.com/CL0/https:%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid=com.reddit.frontpage/1/0100019a3b7e2c11-5f6a7b8c-1d2e-4f50-9a1b-2c3d4e5f6a7b-000000/Lk3jHg5Fd7Sa=412

This email was intended for u/quiet_heron_42.
Reddit, Inc., 303 2nd Street, South Tower, 5th Floor, San Francisco, CA 94107
Help: https://support.reddithelp.com
`,
    html: reddit_page(
      "en",
      "Verify your Reddit email address",
      `<p style="font-size:20px;line-height:26px;font-weight:700;margin:0 0 16px 0;">Hi u/quiet_heron_42,</p>
<p style="font-size:14px;line-height:21px;margin:0 0 24px 0;">Your email address needs to be verified before you can use it to reset your password, receive notifications, and secure your account.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px 0;"><tr>
<td style="background:#d93900;border-radius:999px;"><a href="${REDDIT_VERIFY}" target="_blank" style="display:inline-block;padding:12px 24px;color:#ffffff;font-size:14px;font-weight:700;text-decoration:none;">Verify Email Address</a></td>
</tr></table>
<p style="font-size:12px;line-height:18px;color:#576f76;margin:0;">If you didn't create a Reddit account with this address, you can ignore this email.</p>`,
      `<a href="https://click.redditmail.com/CL0/https:%2F%2Fapps.apple.com%2Fapp%2Freddit%2Fid1064216828/1/0100019a3b7e2c11-5f6a7b8c-1d2e-4f50-9a1b-2c3d4e5f6a7b-000000/Qw8rTy2Ui9Op=412"><img src="https://www.redditstatic.com/emaildigest/app_store_badge.png" width="120" height="40" alt="Download on the App Store" style="border:0;"></a>
<a href="https://click.redditmail.com/CL0/https:%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid=com.reddit.frontpage/1/0100019a3b7e2c11-5f6a7b8c-1d2e-4f50-9a1b-2c3d4e5f6a7b-000000/Lk3jHg5Fd7Sa=412"><img src="https://www.redditstatic.com/emaildigest/google_play_badge.png" width="135" height="40" alt="Get it on Google Play" style="border:0;"></a><br><br>
This email was intended for u/quiet_heron_42. <a href="https://www.reddit.com/unsubscribe/email?type=account" style="color:#7c7c7c;">Unsubscribe</a><br>
Reddit, Inc., 303 2nd Street, South Tower, 5th Floor, San Francisco, CA 94107<br>
<a href="https://support.reddithelp.com" style="color:#7c7c7c;">Help</a> &middot; <a href="https://www.reddit.com/policies/privacy-policy" style="color:#7c7c7c;">Privacy Policy</a>`,
    ),
  },
  {
    family: "reddit",
    group: "consumer",
    lang: "es",
    kind: "login-code",
    code: "714062",
    link: null,
    from: "Reddit <noreply@redditmail.com>",
    subject: "Tu código de verificación de Reddit",
    date: date("2026-02-03T11:26:09", "+0100"),
    text: `Hola, u/quiet_heron_42:

Usa el código 714062 para iniciar sesión en Reddit. Este código caduca en 15 minutos.

Si no intentaste iniciar sesión, puedes ignorar este correo. Nunca compartas este código con nadie: el personal de Reddit nunca te lo pedirá.

Reddit, Inc., 303 2nd Street, South Tower, 5th Floor, San Francisco, CA 94107
Ayuda: https://support.reddithelp.com/hc/es
`,
    html: reddit_page(
      "es",
      "Tu código de verificación de Reddit",
      `<p style="font-size:20px;line-height:26px;font-weight:700;margin:0 0 16px 0;">Hola, u/quiet_heron_42:</p>
<p style="font-size:14px;line-height:21px;margin:0 0 16px 0;">Usa el código <b style="font-size:16px;">714062</b> para iniciar sesión en Reddit. Este código caduca en 15 minutos.</p>
<p style="font-size:12px;line-height:18px;color:#576f76;margin:0;">Si no intentaste iniciar sesión, puedes ignorar este correo. Nunca compartas este código con nadie: el personal de Reddit nunca te lo pedirá.</p>`,
      `Reddit, Inc., 303 2nd Street, South Tower, 5th Floor, San Francisco, CA 94107<br>
<a href="https://support.reddithelp.com/hc/es" style="color:#7c7c7c;">Ayuda</a> &middot; <a href="https://www.reddit.com/policies/privacy-policy?lang=es" style="color:#7c7c7c;">Política de privacidad</a>`,
    ),
  },
  {
    family: "reddit",
    group: "consumer",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link:
      "https://www.reddit.com/resetpassword/a7Fq2LzR9xPw3mVtKc8J?correlation_id=4b2e91d0-7a3c-4f85-b6e2-19d0c7a4e5f1&ref=password_reset&ref_source=email",
    from: "Reddit <noreply@redditmail.com>",
    subject: "Réinitialisation de ton mot de passe Reddit",
    date: date("2025-12-01T07:55:40", "+0100"),
    enc: "qp",
    html: null,
    text: `Salut u/quiet_heron_42,

Nous avons reçu une demande de réinitialisation du mot de passe de ton compte Reddit.

Pour choisir un nouveau mot de passe, clique sur le lien ci-dessous :

https://www.reddit.com/resetpassword/a7Fq2LzR9xPw3mVtKc8J?correlation_id=4b2e91d0-7a3c-4f85-b6e2-19d0c7a4e5f1&ref=password_reset&ref_source=email

Ce lien expirera dans 1 heure. Si tu n'as pas demandé de réinitialisation, tu peux ignorer cet e-mail : ton mot de passe restera inchangé.

Tu as oublié ton nom d'utilisateur ? C'est u/quiet_heron_42.

— L'équipe Reddit

Reddit, Inc., 303 2nd Street, South Tower, 5th Floor, San Francisco, CA 94107
Aide : https://support.reddithelp.com/hc/fr
`,
  },
];

// ---------------------------------------------------------------- pinterest

const PINTEREST_RESET =
  "https://post.pinterest.com/f/a/Xq3vR8mNq2sL0fKp1wYzTg~~/AAQRxRA~/RgRpA1b2P0QkaHR0cHM6Ly93d3cucGludGVyZXN0LmNvbS9yZXNldC8_dG9rZW49ZjNhOWMyZTc0YjFkVwNzcGNCCmXo4Jc2Z0D3cE9SF3NhbS5yZWFkZXJAaW5ib3guZXhhbXBsZVgEAAAAAA~~";

const pinterest: Mail[] = [
  {
    family: "pinterest",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: PINTEREST_RESET,
    from: "Pinterest <recommendations@inspire.pinterest.com>",
    subject: "Reset your Pinterest password",
    date: date("2025-11-15T14:03:12"),
    text: `Hi Sam,

We got a request to reset your Pinterest password. Tap the link below to choose a new one.

Reset password: ${PINTEREST_RESET}

This link expires in 24 hours. If you didn't ask to reset your password, you can safely ignore this email.

Happy Pinning!
The Pinterest team

This email was sent to sam.reader@inbox.example.
Pinterest, Inc., 651 Brannan Street, San Francisco, CA 94107
Help Center: https://help.pinterest.com/en
Privacy policy: https://policy.pinterest.com/en/privacy-policy
`,
    html: doc(
      "en",
      "Reset your Pinterest password",
      `<body style="margin:0;padding:0;background-color:#ffffff;">
<div style="display:none;max-height:0;overflow:hidden;">Choose a new password for your account</div>
<table role="presentation" align="center" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:552px;margin:0 auto;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;color:#111111;">
<tr><td align="center" style="padding:32px 0 24px 0;"><img src="https://s.pinimg.com/images/email/pinterest_logo_red.png" width="40" height="40" alt="Pinterest"></td></tr>
<tr><td align="center" style="font-size:28px;line-height:34px;font-weight:700;padding:0 24px 16px 24px;">Reset your password</td></tr>
<tr><td align="center" style="font-size:16px;line-height:24px;padding:0 32px 28px 32px;">Hi Sam, we got a request to reset your Pinterest password. Tap the button below to choose a new one.</td></tr>
<tr><td align="center" style="padding:0 0 28px 0;"><a href="${PINTEREST_RESET}" style="background-color:#e60023;border-radius:24px;color:#ffffff;display:inline-block;font-size:16px;font-weight:700;line-height:48px;text-align:center;text-decoration:none;width:220px;">Reset password</a></td></tr>
<tr><td align="center" style="font-size:14px;line-height:20px;color:#767676;padding:0 40px 36px 40px;">This link expires in 24 hours. If you didn't ask to reset your password, you can safely ignore this email.</td></tr>
<tr><td align="center" style="border-top:1px solid #efefef;padding:24px 32px;font-size:12px;line-height:18px;color:#767676;">This email was sent to sam.reader@inbox.example.<br>
<a href="https://help.pinterest.com/en" style="color:#767676;">Help Center</a> &bull; <a href="https://policy.pinterest.com/en/privacy-policy" style="color:#767676;">Privacy policy</a><br>
Pinterest, Inc., 651 Brannan Street, San Francisco, CA 94107</td></tr>
</table>
</body>`,
    ),
  },
  {
    family: "pinterest",
    group: "consumer",
    lang: "pt",
    kind: "verify-link",
    code: null,
    link:
      "https://br.pinterest.com/email/verify/?token=ZjRkOGE5MmMtM2UxYi00YjdmLWE2YzUtOTBkMWUyZjNhNGI1&expiration=1767225600&source=signup",
    from: "Pinterest <recommendations@inspire.pinterest.com>",
    subject: "Confirme seu endereço de e-mail",
    date: date("2025-12-31T20:11:38", "-0300"),
    enc: "b64",
    text: `Olá, Marina!

Falta pouco. Confirme seu endereço de e-mail para começar a salvar ideias no Pinterest.

Confirmar e-mail:
https://br.pinterest.com/email/verify/?token=ZjRkOGE5MmMtM2UxYi00YjdmLWE2YzUtOTBkMWUyZjNhNGI1&expiration=1767225600&source=signup

Se você não criou uma conta no Pinterest, ignore este e-mail.

Pinterest, Inc., 651 Brannan Street, San Francisco, CA 94107, EUA
Central de Ajuda: https://help.pinterest.com/pt-br
`,
    html: doc(
      "pt-BR",
      "Confirme seu endereço de e-mail",
      `<body style="margin:0;padding:0;background-color:#ffffff;">
<table role="presentation" align="center" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:552px;margin:0 auto;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;color:#111111;">
<tr><td align="center" style="padding:32px 0 24px 0;"><img src="https://s.pinimg.com/images/email/pinterest_logo_red.png" width="40" height="40" alt="Pinterest"></td></tr>
<tr><td align="center" style="font-size:28px;line-height:34px;font-weight:700;padding:0 24px 16px 24px;">Olá, Marina!</td></tr>
<tr><td align="center" style="font-size:16px;line-height:24px;padding:0 32px 28px 32px;">Falta pouco. Confirme seu endereço de e-mail para começar a salvar ideias no Pinterest.</td></tr>
<tr><td align="center" style="padding:0 0 28px 0;"><a href="${
        esc(
          "https://br.pinterest.com/email/verify/?token=ZjRkOGE5MmMtM2UxYi00YjdmLWE2YzUtOTBkMWUyZjNhNGI1&expiration=1767225600&source=signup",
        )
      }" style="background-color:#e60023;border-radius:24px;color:#ffffff;display:inline-block;font-size:16px;font-weight:700;line-height:48px;text-align:center;text-decoration:none;width:220px;">Confirmar e-mail</a></td></tr>
<tr><td align="center" style="font-size:14px;line-height:20px;color:#767676;padding:0 40px 36px 40px;">Se você não criou uma conta no Pinterest, ignore este e-mail.</td></tr>
<tr><td align="center" style="border-top:1px solid #efefef;padding:24px 32px;font-size:12px;line-height:18px;color:#767676;"><a href="https://help.pinterest.com/pt-br" style="color:#767676;">Central de Ajuda</a> &bull; <a href="https://policy.pinterest.com/pt-br/privacy-policy" style="color:#767676;">Política de Privacidade</a><br>Pinterest, Inc., 651 Brannan Street, San Francisco, CA 94107, EUA</td></tr>
</table>
</body>`,
    ),
  },
];

// ---------------------------------------------------------------- snapchat

const SNAP_CONFIRM =
  "https://accounts.snapchat.com/accounts/confirm_email?n=Qm9vaGF2ZW4yMDI1LXNuYXAtYXI&ar=1&locale=ar";

const snapchat: Mail[] = [
  {
    family: "snapchat",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604915",
    link: null,
    from: "Snapchat <no_reply@snapchat.com>",
    subject: "Snapchat login verification",
    date: date("2025-12-07T21:43:56"),
    html: null,
    text: `Hi Sam,

We received a request to log in to your Snapchat account with this email address.

Your verification code:



604915



Enter this code in Snapchat to continue. It expires in 10 minutes and can only be used once.

Request details
Device: iPhone 15 Pro, iOS 18.1
Location: Manchester, United Kingdom
Time: 7 Dec 2025, 21:43 GMT

If you didn't make this request, you can ignore this email. Never share this code - Snap will never ask you for it.

Snap Inc. - 3000 31st Street - Santa Monica, CA 90405
Support: https://help.snapchat.com
`,
  },
  {
    family: "snapchat",
    group: "consumer",
    lang: "ar",
    kind: "verify-link",
    code: null,
    link: SNAP_CONFIRM,
    from: "Snapchat <no_reply@snapchat.com>",
    subject: "تأكيد عنوان بريدك الإلكتروني على Snapchat",
    date: date("2026-01-09T17:20:14", "+0300"),
    enc: "b64",
    text: `مرحبًا نورة،

شكرًا لانضمامك إلى Snapchat! يُرجى تأكيد عنوان بريدك الإلكتروني حتى تتمكن من استعادة حسابك إذا نسيت كلمة المرور.

تأكيد البريد الإلكتروني:
${SNAP_CONFIRM}

إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة بأمان.

فريق Snapchat
Snap Inc., 3000 31st Street, Santa Monica, CA 90405
`,
    html: doc(
      "ar",
      "تأكيد البريد الإلكتروني",
      `<body style="margin:0;padding:0;background-color:#fffc00;" dir="rtl">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#fffc00;">
<tr><td align="center" style="padding:36px 16px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" border="0" dir="rtl" style="background-color:#ffffff;border-radius:16px;font-family:Tahoma,Arial,sans-serif;color:#16191c;text-align:right;">
<tr><td align="center" style="padding:28px 24px 8px 24px;"><img src="https://app.snapchat.com/web/deeplink/snapcode/ghost.png" width="56" height="56" alt="Snapchat"></td></tr>
<tr><td style="padding:8px 32px;font-size:20px;font-weight:bold;">مرحبًا نورة،</td></tr>
<tr><td style="padding:8px 32px 24px 32px;font-size:15px;line-height:26px;">شكرًا لانضمامك إلى Snapchat! يُرجى تأكيد عنوان بريدك الإلكتروني حتى تتمكن من استعادة حسابك إذا نسيت كلمة المرور.</td></tr>
<tr><td align="center" style="padding:0 32px 28px 32px;"><a href="${
        esc(SNAP_CONFIRM)
      }" style="display:inline-block;background-color:#0fadff;color:#ffffff;border-radius:24px;padding:14px 36px;font-size:16px;font-weight:bold;text-decoration:none;">تأكيد البريد الإلكتروني</a></td></tr>
<tr><td style="padding:0 32px 28px 32px;font-size:13px;line-height:22px;color:#656d78;">إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة بأمان.<br>فريق Snapchat</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#16191c;margin:16px 0 0 0;" dir="ltr">Snap Inc., 3000 31st Street, Santa Monica, CA 90405 &middot; <a href="https://values.snap.com/privacy/privacy-policy" style="color:#16191c;">سياسة الخصوصية</a></p>
</td></tr>
</table>
</body>`,
      "rtl",
    ),
  },
];

// ---------------------------------------------------------------- tiktok

function tiktok_page(lang: string, title: string, inner: string, footer: string): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="font-family:'TikTok Sans',Arial,Helvetica,sans-serif;color:#161823;">
<tr><td style="padding:28px 20px 20px 20px;border-bottom:1px solid #e3e3e4;"><img src="https://sf16-website-login.neutral.ttwstatic.com/obj/tiktok_web_login_static/tiktok/email/logo_black.png" width="118" height="32" alt="TikTok"></td></tr>
<tr><td style="padding:28px 20px;font-size:15px;line-height:24px;">${inner}</td></tr>
<tr><td style="padding:20px;border-top:1px solid #e3e3e4;font-size:12px;line-height:18px;color:#8a8b91;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>`,
  );
}

const tiktok: Mail[] = [
  {
    family: "tiktok",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "528193",
    link: null,
    from: "TikTok <register@account.tiktok.com>",
    subject: "528193 is your verification code",
    date: date("2025-11-21T03:48:19"),
    text: `Verification code

To verify your account, enter this code in TikTok:

528193

Verification codes expire after 5 minutes.

If you didn't request this code, you can ignore this message.

TikTok Support Team

This email was generated for sam.reader.
Privacy Policy: https://www.tiktok.com/legal/privacy-policy
TikTok, 5800 Bristol Pkwy, Culver City, CA 90230
`,
    html: tiktok_page(
      "en",
      "528193 is your verification code",
      `<p style="margin:0 0 20px 0;font-size:20px;font-weight:bold;">Verification code</p>
<p style="margin:0 0 16px 0;">To verify your account, enter this code in TikTok:</p>
<p style="margin:0 0 20px 0;font-size:24px;font-weight:bold;">528193</p>
<p style="margin:0 0 16px 0;">Verification codes expire after 5 minutes.</p>
<p style="margin:0 0 16px 0;">If you didn't request this code, you can ignore this message.</p>
<p style="margin:0;">TikTok Support Team</p>`,
      `This email was generated for sam.reader. <a href="https://www.tiktok.com/legal/privacy-policy" style="color:#8a8b91;">Privacy Policy</a><br>TikTok, 5800 Bristol Pkwy, Culver City, CA 90230`,
    ),
  },
  {
    family: "tiktok",
    group: "consumer",
    lang: "vi",
    kind: "verify-code",
    code: "371046",
    link: null,
    from: "TikTok <register@account.tiktok.com>",
    subject: "Mã xác minh TikTok của bạn",
    date: date("2026-01-17T20:05:33", "+0700"),
    text: `Mã xác minh

Để xác minh tài khoản, hãy nhập mã này vào TikTok: 371 046

Mã xác minh sẽ hết hạn sau 5 phút.

Nếu bạn không yêu cầu mã này, bạn có thể bỏ qua tin nhắn này.

Nhóm hỗ trợ TikTok

Email này được tạo cho lan.nguyen.2001.
Chính sách quyền riêng tư: https://www.tiktok.com/legal/privacy-policy?lang=vi-VN
`,
    html: tiktok_page(
      "vi",
      "Mã xác minh TikTok của bạn",
      `<p style="margin:0 0 20px 0;font-size:20px;font-weight:bold;">Mã xác minh</p>
<p style="margin:0 0 16px 0;">Để xác minh tài khoản, hãy nhập mã này vào TikTok: <strong style="font-size:18px;">371 046</strong></p>
<p style="margin:0 0 16px 0;">Mã xác minh sẽ hết hạn sau 5 phút.</p>
<p style="margin:0 0 16px 0;">Nếu bạn không yêu cầu mã này, bạn có thể bỏ qua tin nhắn này.</p>
<p style="margin:0;">Nhóm hỗ trợ TikTok</p>`,
      `Email này được tạo cho lan.nguyen.2001. <a href="https://www.tiktok.com/legal/privacy-policy?lang=vi-VN" style="color:#8a8b91;">Chính sách quyền riêng tư</a>`,
    ),
  },
  {
    family: "tiktok",
    group: "consumer",
    lang: "id",
    kind: "new-signin-alert",
    code: null,
    link: null,
    from: "TikTok <no-reply@account.tiktok.com>",
    subject: "Login baru ke akun TikTok Anda",
    date: date("2026-01-12T19:02:41", "+0700"),
    text: `Login baru terdeteksi

Hai budi.santoso,

Kami mendeteksi login baru ke akun TikTok Anda.

Perangkat: Samsung Galaxy S23
Lokasi: Jakarta, Indonesia
Alamat IP: 103.28.14.207
Waktu: 12 Januari 2026, 19.02 WIB

Jika ini Anda, Anda tidak perlu melakukan apa pun.

Jika bukan Anda, segera ubah kata sandi Anda untuk mengamankan akun: https://www.tiktok.com/setting/account/security?lang=id-ID

Tim Dukungan TikTok
`,
    html: tiktok_page(
      "id",
      "Login baru ke akun TikTok Anda",
      `<p style="margin:0 0 20px 0;font-size:20px;font-weight:bold;">Login baru terdeteksi</p>
<p style="margin:0 0 16px 0;">Hai budi.santoso,</p>
<p style="margin:0 0 16px 0;">Kami mendeteksi login baru ke akun TikTok Anda.</p>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font-size:14px;margin:0 0 16px 0;">
<tr><td style="color:#8a8b91;">Perangkat</td><td>Samsung Galaxy S23</td></tr>
<tr><td style="color:#8a8b91;">Lokasi</td><td>Jakarta, Indonesia</td></tr>
<tr><td style="color:#8a8b91;">Alamat IP</td><td>103.28.14.207</td></tr>
<tr><td style="color:#8a8b91;">Waktu</td><td>12 Januari 2026, 19.02 WIB</td></tr>
</table>
<p style="margin:0 0 16px 0;">Jika ini Anda, Anda tidak perlu melakukan apa pun.</p>
<p style="margin:0 0 16px 0;">Jika bukan Anda, segera <a href="https://www.tiktok.com/setting/account/security?lang=id-ID" style="color:#fe2c55;">ubah kata sandi Anda</a> untuk mengamankan akun.</p>
<p style="margin:0;">Tim Dukungan TikTok</p>`,
      `Email ini dibuat untuk budi.santoso. <a href="https://www.tiktok.com/legal/privacy-policy?lang=id-ID" style="color:#8a8b91;">Kebijakan Privasi</a>`,
    ),
  },
];

// ---------------------------------------------------------------- spotify

function spotify_page(lang: string, title: string, inner: string, footer: string): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background-color:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:0 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:500px;font-family:'Spotify Circular',Helvetica,Arial,sans-serif;color:#181818;">
<tr><td style="padding:40px 0 32px 0;"><img src="https://message-editor.scdn.co/spotify_ab_1024216054.png" width="130" height="40" alt="Spotify" style="display:block;"></td></tr>
${inner}
<tr><td style="padding:40px 0 48px 0;font-size:11px;line-height:16px;color:#6a6a6a;border-top:1px solid #e8e8e8;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>`,
  );
}

const SPOTIFY_RESET =
  "https://accounts.spotify.com/sv/password-reset/complete?flow_ctx=9f3e2a71-4c8b-4d0e-b1f7-6a2c9e5d3b80%3A1764312000&utm_source=spotify&utm_medium=email&utm_campaign=password_reset";

const spotify: Mail[] = [
  {
    family: "spotify",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "240981",
    link: null,
    from: "Spotify <no-reply@spotify.com>",
    subject: "Your Spotify login code",
    date: date("2025-11-09T18:32:04"),
    html_enc: "qp",
    text: `Here's your login code

Hi Sam,

Enter this 6-digit code to log in to Spotify:

240981

This code expires in 15 minutes.

If you didn't try to log in, you can safely ignore this email. Someone may have typed your email address by mistake.

Get help: https://support.spotify.com/
Spotify AB, Regeringsgatan 19, 111 53 Stockholm, Sweden
`,
    html: spotify_page(
      "en",
      "Your Spotify login code",
      `<tr><td style="font-size:32px;line-height:38px;font-weight:700;letter-spacing:-0.5px;padding:0 0 24px 0;">Here's your login code</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding:0 0 24px 0;">Hi Sam,<br><br>Enter this 6-digit code to log in to Spotify:</td></tr>
<tr><td style="padding:0 0 24px 0;"><div style="background-color:#f2f2f2;border-radius:8px;padding:20px 0;text-align:center;font-size:36px;line-height:40px;font-weight:700;letter-spacing:12px;color:#000000;">240981</div></td></tr>
<tr><td style="font-size:14px;line-height:20px;color:#535353;padding:0 0 12px 0;">This code expires in 15 minutes.</td></tr>
<tr><td style="font-size:14px;line-height:20px;color:#535353;">If you didn't try to log in, you can safely ignore this email. Someone may have typed your email address by mistake.</td></tr>`,
      `<a href="https://support.spotify.com/" style="color:#6a6a6a;">Get help</a> &middot; <a href="https://www.spotify.com/legal/privacy-policy/" style="color:#6a6a6a;">Privacy Policy</a> &middot; <a href="https://www.spotify.com/legal/end-user-agreement/" style="color:#6a6a6a;">Terms of Use</a><br><br>Spotify AB, Regeringsgatan 19, 111 53 Stockholm, Sweden`,
    ),
  },
  {
    family: "spotify",
    group: "consumer",
    lang: "sv",
    kind: "reset-link",
    code: null,
    link: SPOTIFY_RESET,
    from: "Spotify <no-reply@spotify.com>",
    subject: "Återställ ditt lösenord",
    date: date("2025-11-28T07:14:50", "+0100"),
    text: `Hej,

Tryck på knappen nedan för att återställa lösenordet till ditt Spotify-konto.

Återställ lösenord: ${SPOTIFY_RESET}

Länken är giltig i 24 timmar. Om du inte har begärt ett nytt lösenord kan du ignorera det här mejlet.

Spotify AB, Regeringsgatan 19, 111 53 Stockholm
`,
    html: spotify_page(
      "sv",
      "Återställ ditt lösenord",
      `<tr><td style="font-size:32px;line-height:38px;font-weight:700;padding:0 0 24px 0;">Återställ ditt lösenord</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding:0 0 28px 0;">Hej,<br><br>Tryck på knappen nedan för att återställa lösenordet till ditt Spotify-konto.</td></tr>
<tr><td style="padding:0 0 28px 0;"><a href="${
        esc(SPOTIFY_RESET)
      }" style="display:inline-block;background-color:#1ed760;color:#000000;font-size:16px;font-weight:700;text-decoration:none;border-radius:500px;padding:14px 32px;">Återställ lösenord</a></td></tr>
<tr><td style="font-size:14px;line-height:20px;color:#535353;">Länken är giltig i 24 timmar. Om du inte har begärt ett nytt lösenord kan du ignorera det här mejlet.</td></tr>`,
      `<a href="https://support.spotify.com/se/" style="color:#6a6a6a;">Få hjälp</a> &middot; <a href="https://www.spotify.com/se/legal/privacy-policy/" style="color:#6a6a6a;">Integritetspolicy</a><br><br>Spotify AB, Regeringsgatan 19, 111 53 Stockholm`,
    ),
  },
  {
    family: "spotify",
    group: "consumer",
    lang: "nl",
    kind: "receipt",
    code: null,
    link: null,
    from: "Spotify <no-reply@spotify.com>",
    subject: "Je Spotify Premium-ontvangstbewijs",
    date: date("2026-01-05T10:01:17", "+0100"),
    text: `Bedankt voor je betaling

Hoi Sam,

Hier is je ontvangstbewijs voor Spotify Premium.

Product: Premium Individual
Periode: 5 januari 2026 - 4 februari 2026
Bedrag: € 11,99 (incl. 21% btw: € 2,08)
Betaalmethode: Mastercard •••• 4821
Bestelnummer: P4F2D81A93C7

Je volgende betaling van € 11,99 is op 5 februari 2026.

Beheer je abonnement: https://www.spotify.com/nl/account/subscription/
Vragen? https://support.spotify.com/nl/

Spotify AB, Regeringsgatan 19, 111 53 Stockholm, Zweden
`,
    html: spotify_page(
      "nl",
      "Je Spotify Premium-ontvangstbewijs",
      `<tr><td style="font-size:32px;line-height:38px;font-weight:700;padding:0 0 24px 0;">Bedankt voor je betaling</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding:0 0 20px 0;">Hoi Sam,<br><br>Hier is je ontvangstbewijs voor Spotify Premium.</td></tr>
<tr><td style="padding:0 0 24px 0;">
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" border="0" style="font-size:14px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #e8e8e8;"><td style="color:#6a6a6a;">Product</td><td align="right">Premium Individual</td></tr>
<tr style="border-bottom:1px solid #e8e8e8;"><td style="color:#6a6a6a;">Periode</td><td align="right">5 januari 2026 &ndash; 4 februari 2026</td></tr>
<tr style="border-bottom:1px solid #e8e8e8;"><td style="color:#6a6a6a;">Btw (21%)</td><td align="right">&euro; 2,08</td></tr>
<tr style="border-bottom:1px solid #e8e8e8;"><td style="font-weight:700;">Totaal</td><td align="right" style="font-weight:700;">&euro; 11,99</td></tr>
<tr style="border-bottom:1px solid #e8e8e8;"><td style="color:#6a6a6a;">Betaalmethode</td><td align="right">Mastercard &bull;&bull;&bull;&bull; 4821</td></tr>
<tr><td style="color:#6a6a6a;">Bestelnummer</td><td align="right">P4F2D81A93C7</td></tr>
</table>
</td></tr>
<tr><td style="font-size:14px;line-height:20px;color:#535353;">Je volgende betaling van &euro; 11,99 is op 5 februari 2026. <a href="https://www.spotify.com/nl/account/subscription/" style="color:#181818;">Beheer je abonnement</a>.</td></tr>`,
      `<a href="https://support.spotify.com/nl/" style="color:#6a6a6a;">Hulp</a> &middot; <a href="https://www.spotify.com/nl/legal/privacy-policy/" style="color:#6a6a6a;">Privacybeleid</a><br><br>Spotify AB, Regeringsgatan 19, 111 53 Stockholm, Zweden`,
    ),
  },
];

// ---------------------------------------------------------------- netflix

function netflix_page(lang: string, title: string, inner: string, footer: string): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background-color:#f3f3f3;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f3f3;">
<tr><td align="center" style="padding:20px 0;">
<table role="presentation" width="500" cellpadding="0" cellspacing="0" border="0" style="background-color:#ffffff;font-family:'Netflix Sans',Helvetica,Roboto,Arial,sans-serif;color:#221f1f;">
<tr><td style="padding:32px 40px 20px 40px;"><img src="https://assets.nflxext.com/us/email/gem/nflx.png" width="24" height="44" alt="Netflix" style="display:block;border:0;"></td></tr>
${inner}
<tr><td style="padding:24px 40px 36px 40px;background-color:#f3f3f3;font-size:11px;line-height:15px;color:#a9a6a6;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>`,
  );
}

const NETFLIX_HOUSEHOLD =
  "https://www.netflix.com/account/update-primary-location?nftoken=BgjStOvcAxKWAVD8wXbhK2mN9pLq4RsT7vYz1aCe3gUi5oJ&g=8d1e4b7a-3c92-4f60-b815-e27d0a9c6f43&lnktrk=EVO&operation=update&lkid=UPDATE_HOUSEHOLD_REQUESTED_OTP_CTA";

const netflix: Mail[] = [
  {
    family: "netflix",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "8417",
    link: null,
    from: "Netflix <info@account.netflix.com>",
    subject: "Netflix: Your sign-in code",
    date: date("2025-12-19T20:47:11"),
    text: `Enter this code to sign in

8417

This code will expire in 15 minutes.

Requested by Chrome on Windows, near Lisbon, Portugal, on Dec 19, 2025, 8:47 PM.

If you didn't request this code, you don't need to do anything. If you're concerned about your account, change your password: https://www.netflix.com/password

Questions? Call 1-866-579-7172
Netflix Services UK Limited
Help Centre: https://help.netflix.com/
`,
    html: netflix_page(
      "en",
      "Your sign-in code",
      `<tr><td style="padding:0 40px 20px 40px;font-size:36px;line-height:40px;font-weight:700;">Enter this code to sign in</td></tr>
<tr><td style="padding:0 40px 20px 40px;"><span style="display:inline-block;background-color:#f3f3f3;padding:14px 22px;font-size:32px;font-weight:700;letter-spacing:6px;">8417</span></td></tr>
<tr><td style="padding:0 40px 16px 40px;font-size:16px;line-height:22px;">This code will expire in 15 minutes.</td></tr>
<tr><td style="padding:0 40px 16px 40px;font-size:14px;line-height:20px;color:#6d6d6e;">Requested by <b>Chrome on Windows</b>, near Lisbon, Portugal, on Dec 19, 2025, 8:47 PM.</td></tr>
<tr><td style="padding:0 40px 32px 40px;font-size:14px;line-height:20px;color:#6d6d6e;">If you didn't request this code, you don't need to do anything. If you're concerned about your account, <a href="https://www.netflix.com/password" style="color:#221f1f;">change your password</a>.<br><br>&mdash;The Netflix team</td></tr>`,
      `Questions? Call <a href="tel:1-866-579-7172" style="color:#a9a6a6;">1-866-579-7172</a><br><br>
<a href="https://help.netflix.com/" style="color:#a9a6a6;">Help Centre</a> &middot; <a href="https://help.netflix.com/legal/termsofuse" style="color:#a9a6a6;">Terms of Use</a> &middot; <a href="https://help.netflix.com/legal/privacy" style="color:#a9a6a6;">Privacy</a><br><br>
This account email has been sent to you as part of your Netflix membership.<br>Netflix Services UK Limited`,
    ),
  },
  {
    family: "netflix",
    group: "consumer",
    lang: "pl",
    kind: "confirm-link",
    code: null,
    link: NETFLIX_HOUSEHOLD,
    from: "Netflix <info@account.netflix.com>",
    subject: "Ważne: jak zaktualizować gospodarstwo domowe z Netflix",
    date: date("2026-02-14T21:08:29", "+0100"),
    enc: "qp",
    text: `Czy to Ty wysłałeś(-aś) prośbę o zaktualizowanie gospodarstwa domowego z Netflix?

Prośba wysłana przez: Telewizor Samsung
14 lutego 2026, 21:08 (czasu środkowoeuropejskiego)
Lokalizacja: Kraków, Polska

Jeśli to Ty, potwierdź, aby ustawić to urządzenie jako część Twojego gospodarstwa domowego z Netflix:

Tak, to ja: ${NETFLIX_HOUSEHOLD}

Link wygaśnie po 15 minutach.

Jeśli to nie Ty, nic nie rób. Zalecamy zmianę hasła: https://www.netflix.com/password

Pytania? Zadzwoń pod numer 00-800-112-4270
Netflix International B.V.
`,
    html: netflix_page(
      "pl",
      "Zaktualizuj gospodarstwo domowe z Netflix",
      `<tr><td style="padding:0 40px 20px 40px;font-size:28px;line-height:34px;font-weight:700;">Czy to Ty wysłałeś(-aś) prośbę o zaktualizowanie gospodarstwa domowego z Netflix?</td></tr>
<tr><td style="padding:0 40px 20px 40px;">
<table role="presentation" width="100%" cellpadding="12" cellspacing="0" border="0" style="background-color:#f3f3f3;font-size:14px;line-height:20px;">
<tr><td>Prośba wysłana przez: <b>Telewizor Samsung</b><br>14 lutego 2026, 21:08 (czasu środkowoeuropejskiego)<br>Lokalizacja: Kraków, Polska</td></tr>
</table>
</td></tr>
<tr><td style="padding:0 40px 20px 40px;font-size:16px;line-height:22px;">Jeśli to Ty, potwierdź, aby ustawić to urządzenie jako część Twojego gospodarstwa domowego z Netflix.</td></tr>
<tr><td style="padding:0 40px 20px 40px;"><table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"><tr><td align="center" style="background-color:#e50914;border-radius:4px;"><a href="${
        esc(NETFLIX_HOUSEHOLD)
      }" style="display:block;padding:14px 0;color:#ffffff;font-size:16px;font-weight:700;text-decoration:none;">Tak, to ja</a></td></tr></table></td></tr>
<tr><td style="padding:0 40px 32px 40px;font-size:14px;line-height:20px;color:#6d6d6e;">Link wygaśnie po 15 minutach.<br><br>Jeśli to nie Ty, nic nie rób. Zalecamy <a href="https://www.netflix.com/password" style="color:#221f1f;">zmianę hasła</a>.<br><br>&mdash;Zespół Netflix</td></tr>`,
      `Pytania? Zadzwoń pod numer <a href="tel:00-800-112-4270" style="color:#a9a6a6;">00-800-112-4270</a><br><br><a href="https://help.netflix.com/pl/" style="color:#a9a6a6;">Centrum pomocy</a> &middot; <a href="https://help.netflix.com/legal/privacy" style="color:#a9a6a6;">Prywatność</a><br><br>Netflix International B.V.`,
    ),
  },
  {
    family: "netflix",
    group: "consumer",
    lang: "it",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Netflix <info@account.netflix.com>",
    subject: "La tua password è stata modificata",
    date: date("2026-03-02T09:33:58", "+0100"),
    text: `La tua password è stata modificata

Ciao Giulia,

ti confermiamo che la password del tuo account Netflix è stata modificata il 2 marzo 2026 alle 09:33.

Se sei stata tu, non devi fare nient'altro.

Se non hai modificato tu la password, reimpostala subito: https://www.netflix.com/it/loginhelp

Domande? Chiama il numero 800 147 525
Netflix International B.V.
`,
    html: netflix_page(
      "it",
      "La tua password è stata modificata",
      `<tr><td style="padding:0 40px 20px 40px;font-size:32px;line-height:38px;font-weight:700;">La tua password è stata modificata</td></tr>
<tr><td style="padding:0 40px 32px 40px;font-size:16px;line-height:22px;">Ciao Giulia,<br><br>ti confermiamo che la password del tuo account Netflix è stata modificata il <b>2 marzo 2026</b> alle 09:33.<br><br>Se sei stata tu, non devi fare nient'altro.<br><br>Se non hai modificato tu la password, <a href="https://www.netflix.com/it/loginhelp" style="color:#221f1f;">reimpostala subito</a>.<br><br>&mdash;Il team Netflix</td></tr>`,
      `Domande? Chiama il numero <a href="tel:800147525" style="color:#a9a6a6;">800 147 525</a><br><br><a href="https://help.netflix.com/it/" style="color:#a9a6a6;">Centro assistenza</a> &middot; <a href="https://help.netflix.com/legal/privacy" style="color:#a9a6a6;">Privacy</a><br><br>Netflix International B.V.`,
    ),
  },
];

// ---------------------------------------------------------------- duolingo

const DUO_CONFIRM =
  "https://blast.duolingo.com/ss/c/u001.Zk9XbnR5cGVvZmxpbmtzLWR1bw8wUm5hcFh3b2JqRzdMc2F4N1JiQ1E/4n3/Ab12CdEfGhIjKlMn/h0/XyZ9w8V7u6T5s4R3q2P1o0N-mLkJiHgFeDcBa";

const duolingo: Mail[] = [
  {
    family: "duolingo",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: DUO_CONFIRM,
    from: "Duolingo <hello@duolingo.com>",
    subject: "Confirm your email address",
    date: date("2025-10-26T12:44:03"),
    text: `Hi Sam!

Confirm your email address so you can get streak reminders and reset your password if you ever forget it.

Confirm email: ${DUO_CONFIRM}

Your streak: 12 days. Keep it going!

Get the app:
App Store: https://apps.apple.com/app/duolingo/id570060128
Google Play: https://play.google.com/store/apps/details?id=com.duolingo

Duolingo, Inc., 5900 Penn Avenue, Pittsburgh, PA 15206
Unsubscribe: https://www.duolingo.com/settings/notifications
`,
    html: doc(
      "en",
      "Confirm your email address",
      `<body style="margin:0;padding:0;background-color:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" border="0" style="font-family:'din-round',Nunito,Arial,sans-serif;color:#4b4b4b;text-align:center;">
<tr><td style="padding:0 0 24px 0;"><img src="https://d35aaqx5ub95lt.cloudfront.net/images/email/duolingo_wordmark_green.png" width="160" height="36" alt="duolingo"></td></tr>
<tr><td style="padding:0 0 16px 0;"><img src="https://d35aaqx5ub95lt.cloudfront.net/images/email/duo_mail.png" width="160" height="160" alt=""></td></tr>
<tr><td style="font-size:24px;line-height:30px;font-weight:bold;color:#3c3c3c;padding:0 24px 12px 24px;">Hi Sam!</td></tr>
<tr><td style="font-size:17px;line-height:25px;padding:0 32px 28px 32px;">Confirm your email address so you can get streak reminders and reset your password if you ever forget it.</td></tr>
<tr><td style="padding:0 0 28px 0;"><a href="${DUO_CONFIRM}" style="display:inline-block;background-color:#58cc02;border-bottom:4px solid #58a700;border-radius:16px;color:#ffffff;font-size:15px;font-weight:bold;letter-spacing:0.8px;text-transform:uppercase;text-decoration:none;padding:14px 40px;">Confirm email</a></td></tr>
<tr><td style="padding:0 0 28px 0;"><table role="presentation" align="center" cellpadding="10" cellspacing="0" border="0" style="border:2px solid #e5e5e5;border-radius:16px;"><tr><td style="font-size:15px;"><span style="color:#ff9600;font-weight:bold;">&#128293; 12 day streak</span> &mdash; keep it going!</td></tr></table></td></tr>
<tr><td style="padding:0 0 20px 0;"><a href="https://apps.apple.com/app/duolingo/id570060128"><img src="https://d35aaqx5ub95lt.cloudfront.net/images/email/app_store.png" width="120" height="40" alt="App Store" style="border:0;"></a>&nbsp;<a href="https://play.google.com/store/apps/details?id=com.duolingo"><img src="https://d35aaqx5ub95lt.cloudfront.net/images/email/google_play.png" width="135" height="40" alt="Google Play" style="border:0;"></a></td></tr>
<tr><td style="font-size:12px;line-height:18px;color:#afafaf;padding:0 24px;">Duolingo, Inc., 5900 Penn Avenue, Pittsburgh, PA 15206<br><a href="https://www.duolingo.com/settings/notifications" style="color:#afafaf;">Unsubscribe</a> &middot; <a href="https://www.duolingo.com/privacy" style="color:#afafaf;">Privacy</a></td></tr>
</table>
</td></tr>
</table>
</body>`,
    ),
  },
  {
    family: "duolingo",
    group: "consumer",
    lang: "tr",
    kind: "welcome",
    code: null,
    link: null,
    from: "Duolingo <hello@duolingo.com>",
    subject: "Duolingo'ya hoş geldin! 🦉",
    date: date("2026-01-02T09:15:47", "+0300"),
    text: `Duolingo'ya hoş geldin, Elif!

İngilizce öğrenme yolculuğun başladı. Günde sadece 5 dakika ile büyük fark yaratabilirsin.

Günlük hedefin: 10 dakika
İlk rozetin: Yeni Başlayan

Derse devam et: https://www.duolingo.com/learn
Uygulamayı indir: https://www.duolingo.com/mobile

Bildirim ayarları: https://www.duolingo.com/settings/notifications
Duolingo, Inc., 5900 Penn Avenue, Pittsburgh, PA 15206, ABD
`,
    html: doc(
      "tr",
      "Duolingo'ya hoş geldin!",
      `<body style="margin:0;padding:0;background-color:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" border="0" style="font-family:'din-round',Nunito,Arial,sans-serif;color:#4b4b4b;text-align:center;">
<tr><td style="padding:0 0 24px 0;"><img src="https://d35aaqx5ub95lt.cloudfront.net/images/email/duolingo_wordmark_green.png" width="160" height="36" alt="duolingo"></td></tr>
<tr><td style="font-size:26px;line-height:32px;font-weight:bold;color:#3c3c3c;padding:0 24px 12px 24px;">Duolingo'ya hoş geldin, Elif!</td></tr>
<tr><td style="font-size:17px;line-height:25px;padding:0 32px 24px 32px;">İngilizce öğrenme yolculuğun başladı. Günde sadece 5 dakika ile büyük fark yaratabilirsin.</td></tr>
<tr><td style="padding:0 32px 24px 32px;"><table role="presentation" width="100%" cellpadding="12" cellspacing="0" border="0" style="border:2px solid #e5e5e5;border-radius:16px;font-size:15px;"><tr><td>Günlük hedefin<br><b>10 dakika</b></td><td>İlk rozetin<br><b>Yeni Başlayan</b></td></tr></table></td></tr>
<tr><td style="padding:0 0 28px 0;"><a href="https://www.duolingo.com/learn" style="display:inline-block;background-color:#1cb0f6;border-bottom:4px solid #1899d6;border-radius:16px;color:#ffffff;font-size:15px;font-weight:bold;text-transform:uppercase;text-decoration:none;padding:14px 40px;">Derse devam et</a></td></tr>
<tr><td style="font-size:12px;line-height:18px;color:#afafaf;padding:0 24px;"><a href="https://www.duolingo.com/settings/notifications" style="color:#afafaf;">Bildirim ayarları</a><br>Duolingo, Inc., 5900 Penn Avenue, Pittsburgh, PA 15206, ABD</td></tr>
</table>
</td></tr>
</table>
</body>`,
    ),
  },
];

// ---------------------------------------------------------------- canva

function canva_page(lang: string, title: string, inner: string, footer: string): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background-color:#f6f7f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f6f7f8;">
<tr><td align="center" style="padding:40px 16px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" border="0" style="background-color:#ffffff;border-radius:12px;font-family:'Canva Sans',Helvetica,Arial,sans-serif;color:#0d1216;">
<tr><td style="padding:32px 40px 8px 40px;"><img src="https://static.canva.com/emails/canva-logo-gradient.png" width="88" height="28" alt="Canva"></td></tr>
<tr><td style="padding:16px 40px 36px 40px;font-size:16px;line-height:24px;">${inner}</td></tr>
</table>
<table role="presentation" width="520" cellpadding="0" cellspacing="0" border="0" style="font-family:Helvetica,Arial,sans-serif;"><tr><td align="center" style="padding:20px 24px;font-size:12px;line-height:18px;color:#6b7280;">${footer}</td></tr></table>
</td></tr>
</table>
</body>`,
  );
}

const CANVA_JOIN =
  "https://www.canva.com/brand/join?token=kX2v9QpL3mZr8sT1wYcB0dN7&referrer=team-invite&brandingVariant=fr-FR";

const canva: Mail[] = [
  {
    family: "canva",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "930517",
    link: null,
    from: "Canva <no-reply@canva.com>",
    subject: "Your Canva login code is 930517",
    date: date("2025-11-12T09:12:40", "+0100"),
    text: `Log in to Canva

Hi Sam,

Here's the code you requested to log in to Canva:

930517

This code will expire in 10 minutes. Requested at 09:12 (UTC+1) from Safari on macOS.

If you didn't request this code, you can ignore this email. Someone may have entered your email address by mistake.

Canva(R), 110 Kippax Street, Surry Hills NSW 2010, Australia
Privacy policy: https://www.canva.com/policies/privacy-policy/
`,
    html: canva_page(
      "en",
      "Your Canva login code",
      `<h1 style="margin:0 0 20px 0;font-size:26px;line-height:32px;">Log in to Canva</h1>
<p style="margin:0 0 16px 0;">Hi Sam,</p>
<p style="margin:0 0 20px 0;">Here's the code you requested to log in to Canva:</p>
<p style="margin:0 0 20px 0;text-align:center;"><span style="display:inline-block;padding:14px 24px;border:1px solid #d5d9dd;border-radius:8px;font-size:30px;font-weight:700;letter-spacing:6px;">930517</span></p>
<p style="margin:0 0 12px 0;font-size:14px;color:#6b7280;">This code will expire in 10 minutes. Requested at 09:12 (UTC+1) from Safari on macOS.</p>
<p style="margin:0;font-size:14px;color:#6b7280;">If you didn't request this code, you can ignore this email. Someone may have entered your email address by mistake.</p>`,
      `Canva&reg;, 110 Kippax Street, Surry Hills NSW 2010, Australia<br><a href="https://www.canva.com/policies/privacy-policy/" style="color:#6b7280;">Privacy policy</a> &middot; <a href="https://www.canva.com/help/" style="color:#6b7280;">Help Center</a>`,
    ),
  },
  {
    family: "canva",
    group: "consumer",
    lang: "fr",
    kind: "invite-link",
    code: null,
    link: CANVA_JOIN,
    from: "Canva <no-reply@canva.com>",
    subject: "Léa Moreau vous a invité(e) à rejoindre l'équipe « Atelier Brioche » sur Canva",
    date: date("2026-02-10T15:27:06", "+0100"),
    text: `Léa Moreau vous a invité(e) à rejoindre l'équipe « Atelier Brioche » sur Canva

Rejoignez l'équipe pour créer des designs ensemble, partager des modèles et accéder au kit de marque.

Rejoindre l'équipe : ${CANVA_JOIN}

Cette invitation expirera dans 30 jours.

Canva(R), 110 Kippax Street, Surry Hills NSW 2010, Australie
`,
    html: canva_page(
      "fr",
      "Invitation à rejoindre une équipe Canva",
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px 0;"><tr><td style="width:48px;height:48px;border-radius:24px;background-color:#7d2ae8;color:#ffffff;font-size:20px;font-weight:700;text-align:center;">LM</td></tr></table>
<h1 style="margin:0 0 16px 0;font-size:24px;line-height:30px;">Léa Moreau vous a invité(e) à rejoindre l'équipe «&nbsp;Atelier Brioche&nbsp;» sur Canva</h1>
<p style="margin:0 0 24px 0;">Rejoignez l'équipe pour créer des designs ensemble, partager des modèles et accéder au kit de marque.</p>
<p style="margin:0 0 24px 0;"><a href="${
        esc(CANVA_JOIN)
      }" style="display:inline-block;background-color:#8b3dff;color:#ffffff;border-radius:8px;padding:12px 24px;font-weight:700;text-decoration:none;">Rejoindre l'équipe</a></p>
<p style="margin:0;font-size:14px;color:#6b7280;">Cette invitation expirera dans 30 jours.</p>`,
      `Canva&reg;, 110 Kippax Street, Surry Hills NSW 2010, Australie<br><a href="https://www.canva.com/fr_fr/politiques/politique-confidentialite/" style="color:#6b7280;">Politique de confidentialité</a>`,
    ),
  },
  {
    family: "canva",
    group: "consumer",
    lang: "ko",
    kind: "verify-code",
    code: "581204",
    link: null,
    from: "Canva <no-reply@canva.com>",
    subject: "Canva 인증 코드",
    date: date("2026-01-27T22:41:15", "+0900"),
    enc: "b64",
    text: `이메일 주소 인증

안녕하세요, 지민 님

Canva 가입을 완료하려면 아래 인증 코드를 입력하세요.

581 204

이 코드는 10분 후에 만료됩니다.

본인이 요청하지 않았다면 이 이메일을 무시하셔도 됩니다.

Canva(R), 110 Kippax Street, Surry Hills NSW 2010, Australia
`,
    html: canva_page(
      "ko",
      "Canva 인증 코드",
      `<h1 style="margin:0 0 20px 0;font-size:24px;line-height:32px;">이메일 주소 인증</h1>
<p style="margin:0 0 16px 0;">안녕하세요, 지민 님</p>
<p style="margin:0 0 20px 0;">Canva 가입을 완료하려면 아래 인증 코드를 입력하세요.</p>
<p style="margin:0 0 20px 0;text-align:center;font-size:32px;font-weight:700;letter-spacing:4px;">581 204</p>
<p style="margin:0 0 12px 0;font-size:14px;color:#6b7280;">이 코드는 10분 후에 만료됩니다.</p>
<p style="margin:0;font-size:14px;color:#6b7280;">본인이 요청하지 않았다면 이 이메일을 무시하셔도 됩니다.</p>`,
      `Canva&reg;, 110 Kippax Street, Surry Hills NSW 2010, Australia<br><a href="https://www.canva.com/ko_kr/policies/privacy-policy/" style="color:#6b7280;">개인정보처리방침</a>`,
    ),
  },
];

// ---------------------------------------------------------------- asana

function asana_page(title: string, inner: string, lang = "en"): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background-color:#f9f8f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f9f8f8">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border:1px solid #edeae9;border-radius:8px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#1e1f21;">
<tr><td style="padding:28px 36px 0 36px;"><img src="https://d3ki9tyy5l5ruj.cloudfront.net/obj/email/asana_logo_coral.png" width="96" height="24" alt="asana"></td></tr>
${inner}
</table>
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#6d6e6f;">Asana, Inc., 633 Folsom Street, Suite 100, San Francisco, CA 94107<br><a href="https://asana.com/terms" style="color:#6d6e6f;">Terms</a> &middot; <a href="https://asana.com/privacy" style="color:#6d6e6f;">Privacy</a> &middot; <a href="https://help.asana.com/" style="color:#6d6e6f;">Help</a></td></tr></table>
</td></tr>
</table>
</body>`,
  );
}

const ASANA_INVITE =
  "https://app.asana.com/-/accept_invite?token=1209873456102938:7fQ2xLm9vR3tKp8sWzYb&u=sam.reader%40inbox.example&utm_campaign=invite&utm_source=email";
const ASANA_VERIFY =
  "https://app.asana.com/-/verify_email?t=RmwV8kQ2pZ7xN4cY1bJ5&email=sam.reader%40inbox.example&src=signup";
const ASANA_RESET = "https://app.asana.com/-/reset_password?token=Yk8vN2pQ5rT1xLs4Wm7zE3aD&lang=de";

const asana: Mail[] = [
  {
    family: "asana",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: ASANA_INVITE,
    from: "Priya Raman (via Asana) <no-reply@asana.com>",
    subject: "Priya Raman invited you to Asana",
    date: date("2025-11-03T16:52:27", "-0500"),
    text: `Priya Raman (priya@northwind-studio.example) has invited you to join the Northwind Studio workspace in Asana.

Accept invite: ${ASANA_INVITE}

Projects shared with you:
- Q1 Launch Plan (14 tasks)
- Website Refresh 2026 (31 tasks)

Asana helps teams orchestrate their work, from daily tasks to strategic initiatives.

Asana, Inc., 633 Folsom Street, Suite 100, San Francisco, CA 94107
`,
    html: asana_page(
      "Priya Raman invited you to Asana",
      `<tr><td style="padding:24px 36px 12px 36px;font-size:22px;line-height:30px;font-weight:500;">Priya Raman invited you to join <b>Northwind Studio</b> in Asana</td></tr>
<tr><td style="padding:0 36px 20px 36px;font-size:14px;line-height:20px;color:#6d6e6f;">priya@northwind-studio.example</td></tr>
<tr><td style="padding:0 36px 24px 36px;"><a href="${
        esc(ASANA_INVITE)
      }" style="display:inline-block;background-color:#4573d2;color:#ffffff;border-radius:6px;padding:10px 20px;font-size:15px;font-weight:500;text-decoration:none;">Accept invite</a></td></tr>
<tr><td style="padding:0 36px 28px 36px;">
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" border="0" style="border-top:1px solid #edeae9;font-size:14px;">
<tr><td style="color:#6d6e6f;" colspan="2">Projects shared with you</td></tr>
<tr><td><span style="display:inline-block;width:10px;height:10px;background:#f06a6a;border-radius:2px;"></span> Q1 Launch Plan</td><td align="right" style="color:#6d6e6f;">14 tasks</td></tr>
<tr><td><span style="display:inline-block;width:10px;height:10px;background:#4ecbc4;border-radius:2px;"></span> Website Refresh 2026</td><td align="right" style="color:#6d6e6f;">31 tasks</td></tr>
</table>
</td></tr>`,
    ),
  },
  {
    family: "asana",
    group: "consumer",
    lang: "en",
    kind: "code-and-link",
    code: "4821-9033",
    link: ASANA_VERIFY,
    from: "Asana <no-reply@asana.com>",
    subject: "Verify your email to get started in Asana",
    date: date("2025-12-08T10:06:51", "-0800"),
    text: `Verify your email

Enter this code in Asana to verify your email address:

4821-9033

Or click the link below to verify:
${ASANA_VERIFY}

This code is valid for 30 minutes. If you didn't sign up for Asana, you can ignore this email.

Asana, Inc., 633 Folsom Street, Suite 100, San Francisco, CA 94107
`,
    html: asana_page(
      "Verify your email",
      `<tr><td style="padding:24px 36px 12px 36px;font-size:24px;line-height:30px;font-weight:500;">Verify your email</td></tr>
<tr><td style="padding:0 36px 16px 36px;font-size:15px;line-height:22px;">Enter this code in Asana to verify your email address:</td></tr>
<tr><td style="padding:0 36px 20px 36px;"><div style="background-color:#f9f8f8;border:1px solid #edeae9;border-radius:6px;padding:16px;text-align:center;font-size:28px;font-weight:600;letter-spacing:3px;font-family:Menlo,Consolas,monospace;">4821-9033</div></td></tr>
<tr><td style="padding:0 36px 12px 36px;font-size:15px;line-height:22px;">Or click the button below to verify:</td></tr>
<tr><td style="padding:0 36px 24px 36px;"><a href="${
        esc(ASANA_VERIFY)
      }" style="display:inline-block;background-color:#4573d2;color:#ffffff;border-radius:6px;padding:10px 20px;font-size:15px;font-weight:500;text-decoration:none;">Verify email</a></td></tr>
<tr><td style="padding:0 36px 28px 36px;font-size:13px;line-height:19px;color:#6d6e6f;">This code is valid for 30 minutes. If you didn't sign up for Asana, you can ignore this email.</td></tr>`,
    ),
  },
  {
    family: "asana",
    group: "consumer",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: ASANA_RESET,
    from: "Asana <no-reply@asana.com>",
    subject: "Setze dein Asana-Passwort zurück",
    date: date("2026-02-19T08:30:12", "+0100"),
    text: `Hallo Sam,

wir haben eine Anfrage erhalten, das Passwort für dein Asana-Konto (sam.reader@inbox.example) zurückzusetzen.

Neues Passwort festlegen: ${ASANA_RESET}

Dieser Link ist 24 Stunden gültig. Wenn du keine Zurücksetzung angefordert hast, kannst du diese E-Mail ignorieren.

Asana, Inc., 633 Folsom Street, Suite 100, San Francisco, CA 94107, USA
`,
    html: asana_page(
      "Passwort zurücksetzen",
      `<tr><td style="padding:24px 36px 12px 36px;font-size:24px;line-height:30px;font-weight:500;">Passwort zurücksetzen</td></tr>
<tr><td style="padding:0 36px 20px 36px;font-size:15px;line-height:22px;">Hallo Sam,<br><br>wir haben eine Anfrage erhalten, das Passwort für dein Asana-Konto (sam.reader@inbox.example) zurückzusetzen.</td></tr>
<tr><td style="padding:0 36px 24px 36px;"><a href="${
        esc(ASANA_RESET)
      }" style="display:inline-block;background-color:#4573d2;color:#ffffff;border-radius:6px;padding:10px 20px;font-size:15px;font-weight:500;text-decoration:none;">Neues Passwort festlegen</a></td></tr>
<tr><td style="padding:0 36px 28px 36px;font-size:13px;line-height:19px;color:#6d6e6f;">Dieser Link ist 24 Stunden gültig. Wenn du keine Zurücksetzung angefordert hast, kannst du diese E-Mail ignorieren.</td></tr>`,
      "de",
    ),
  },
];

// ---------------------------------------------------------------- monday

const MONDAY_INVITE =
  "https://northwind-studio.monday.com/users/accept_invitation?invitation_token=c9e1d4f7a2b8e5f0&utm_source=invite_email&utm_medium=email&utm_campaign=invite_user";

const monday: Mail[] = [
  {
    family: "monday",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: MONDAY_INVITE,
    from: "monday.com <notifications@monday.com>",
    subject: "Daniel Cohen invited you to join Northwind Studio on monday.com",
    date: date("2025-12-02T13:19:45", "+0200"),
    enc: "qp",
    text: `Daniel Cohen invited you to join Northwind Studio on monday.com

Hi there,

Daniel Cohen (daniel@northwind-studio.example) invited you to collaborate on the board "Marketing Q1 2026" and 3 more boards.

Accept invitation: ${MONDAY_INVITE}

The invitation expires on December 16, 2025.

monday.com Ltd., 6 Yitzhak Sadeh St., Tel Aviv 6777506, Israel
`,
    html: doc(
      "en",
      "You're invited to monday.com",
      `<body style="margin:0;padding:0;background-color:#f5f6f8;">
<div style="max-width:600px;margin:0 auto;padding:32px 16px;font-family:Figtree,Roboto,'Helvetica Neue',Arial,sans-serif;color:#323338;">
<div style="padding:0 0 24px 0;"><img src="https://cdn.monday.com/images/logos/monday_logo_email.png" width="150" height="28" alt="monday.com"></div>
<div style="background-color:#ffffff;border-radius:8px;padding:36px 40px;box-shadow:0 4px 8px rgba(0,0,0,0.06);">
<h1 style="margin:0 0 16px 0;font-size:26px;line-height:34px;font-weight:500;">Daniel Cohen invited you to join <b>Northwind Studio</b> on monday.com</h1>
<p style="margin:0 0 24px 0;font-size:16px;line-height:24px;">Daniel Cohen (daniel@northwind-studio.example) invited you to collaborate on the board <b>Marketing Q1 2026</b> and 3 more boards.</p>
<a href="${
        esc(MONDAY_INVITE)
      }" style="display:inline-block;background-color:#0073ea;color:#ffffff;border-radius:4px;padding:12px 32px;font-size:16px;text-decoration:none;">Accept invitation</a>
<p style="margin:24px 0 0 0;font-size:14px;color:#676879;">The invitation expires on December 16, 2025.</p>
</div>
<p style="text-align:center;font-size:12px;line-height:18px;color:#676879;margin:24px 0 0 0;">monday.com Ltd., 6 Yitzhak Sadeh St., Tel Aviv 6777506, Israel<br><a href="https://monday.com/l/privacy/privacy-policy/" style="color:#676879;">Privacy policy</a> &middot; <a href="https://support.monday.com/" style="color:#676879;">Help center</a></p>
</div>
</body>`,
    ),
  },
  {
    family: "monday",
    group: "consumer",
    lang: "he",
    kind: "login-code",
    code: "619204",
    link: null,
    from: "monday.com <notifications@monday.com>",
    subject: "קוד האימות שלך ל-monday.com",
    date: date("2026-01-25T08:47:02", "+0200"),
    enc: "b64",
    text: `שלום יעל,

הזינו את הקוד הבא כדי להשלים את ההתחברות ל-monday.com:

619204

הקוד תקף למשך 10 דקות.

אם לא ניסיתם להתחבר, אפשר להתעלם מהודעה זו.

צוות monday.com
monday.com Ltd., רחוב יצחק שדה 6, תל אביב 6777506
`,
    html: doc(
      "he",
      "קוד האימות שלך",
      `<body style="margin:0;padding:0;background-color:#f5f6f8;" dir="rtl">
<div style="max-width:600px;margin:0 auto;padding:32px 16px;font-family:Arial,'Helvetica Neue',sans-serif;color:#323338;text-align:right;" dir="rtl">
<div style="padding:0 0 24px 0;"><img src="https://cdn.monday.com/images/logos/monday_logo_email.png" width="150" height="28" alt="monday.com"></div>
<div style="background-color:#ffffff;border-radius:8px;padding:36px 40px;">
<p style="margin:0 0 16px 0;font-size:18px;">שלום יעל,</p>
<p style="margin:0 0 24px 0;font-size:16px;line-height:24px;">הזינו את הקוד הבא כדי להשלים את ההתחברות ל-monday.com:</p>
<p style="margin:0 0 24px 0;text-align:center;font-size:34px;font-weight:bold;letter-spacing:8px;direction:ltr;">619204</p>
<p style="margin:0 0 8px 0;font-size:14px;color:#676879;">הקוד תקף למשך 10 דקות.</p>
<p style="margin:0;font-size:14px;color:#676879;">אם לא ניסיתם להתחבר, אפשר להתעלם מהודעה זו.</p>
</div>
<p style="text-align:center;font-size:12px;line-height:18px;color:#676879;margin:24px 0 0 0;">monday.com Ltd., רחוב יצחק שדה 6, תל אביב 6777506</p>
</div>
</body>`,
      "rtl",
    ),
  },
];

// ---------------------------------------------------------------- hubspot

function hubspot_page(lang: string, title: string, inner: string, footer: string): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background-color:#f5f8fa;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f5f8fa">
<tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-top:6px solid #ff7a59;font-family:'Lexend Deca',Helvetica,Arial,sans-serif;color:#33475b;">
<tr><td style="padding:30px 40px 10px 40px;"><img src="https://static.hsappstatic.net/emails/hubspot-sprocket-wordmark.png" width="120" height="35" alt="HubSpot"></td></tr>
<tr><td style="padding:10px 40px 36px 40px;font-size:16px;line-height:26px;">${inner}</td></tr>
</table>
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px 40px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#7c98b6;">${footer}</td></tr></table>
</td></tr>
</table>
</body>`,
  );
}

const HUBSPOT_FOOTER =
  `HubSpot, Inc., 2 Canal Park, Cambridge, MA 02141, USA<br><a href="https://legal.hubspot.com/privacy-policy" style="color:#7c98b6;">Privacy Policy</a> &middot; <a href="https://knowledge.hubspot.com/" style="color:#7c98b6;">Knowledge Base</a>`;

const HUBSPOT_VERIFY =
  "https://d2v8tf04.na1.hubspotlinks.com/Ctc/5E+113/d2v8tF04/VWs7Lq6ZbpYsW3kQ9nZ8Q2r1fW2XgN0J5bHk8nN1H7m2f5nR3qW8wBx8R1W7Y8wLz6lZ3lZW8q7Hhx3bFjR0W1Yz7cM4Qb2pFN8Vq9tK7lH2dW6gN1cT3nX0kYf4Rz2p604";

const hubspot: Mail[] = [
  {
    family: "hubspot",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "482913",
    link: null,
    from: "HubSpot <noreply@hubspot.com>",
    subject: "Your HubSpot login verification code",
    date: date("2025-11-25T14:22:37"),
    enc: "qp",
    text: `Hi Sam,

We noticed a login attempt to your HubSpot account from a browser we don't recognize. To finish logging in, enter this verification code:

Your verification code is: 482 913

This code will expire in 10 minutes.

Login attempt details
Browser: Chrome on macOS
Location: Dublin, Ireland
IP address: 89.101.44.12
Time: November 25, 2025 2:22 PM GMT

If this wasn't you, change your password now: https://app.hubspot.com/login/reset

HubSpot, Inc., 2 Canal Park, Cambridge, MA 02141, USA
`,
    html: hubspot_page(
      "en",
      "Your HubSpot login verification code",
      `<p style="margin:0 0 16px 0;">Hi Sam,</p>
<p style="margin:0 0 20px 0;">We noticed a login attempt to your HubSpot account from a browser we don't recognize. To finish logging in, enter this verification code:</p>
<p style="margin:0 0 20px 0;font-size:16px;">Your verification code is: <span style="font-size:26px;font-weight:700;color:#2d3e50;letter-spacing:2px;">482 913</span></p>
<p style="margin:0 0 20px 0;font-size:14px;color:#516f90;">This code will expire in 10 minutes.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="background-color:#f5f8fa;border:1px solid #cbd6e2;font-size:14px;line-height:20px;margin:0 0 20px 0;">
<tr><td style="color:#516f90;width:120px;">Browser</td><td>Chrome on macOS</td></tr>
<tr><td style="color:#516f90;">Location</td><td>Dublin, Ireland</td></tr>
<tr><td style="color:#516f90;">IP address</td><td>89.101.44.12</td></tr>
<tr><td style="color:#516f90;">Time</td><td>November 25, 2025 2:22 PM GMT</td></tr>
</table>
<p style="margin:0;font-size:14px;">If this wasn't you, <a href="https://app.hubspot.com/login/reset" style="color:#0091ae;">change your password now</a>.</p>`,
      HUBSPOT_FOOTER,
    ),
  },
  {
    family: "hubspot",
    group: "consumer",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: HUBSPOT_VERIFY,
    from: "HubSpot <noreply@hubspot.com>",
    subject: "HubSpotのメールアドレスを確認してください",
    date: date("2026-02-06T10:05:19", "+0900"),
    enc: "b64",
    text: `山田 健太 様

HubSpotにご登録いただきありがとうございます。

アカウントの設定を完了するには、以下のリンクからメールアドレスを確認してください。

メールアドレスを確認する：
${HUBSPOT_VERIFY}

このリンクの有効期限は48時間です。

お心当たりのない場合は、このメールを破棄してください。

HubSpot Japan株式会社
〒100-0005 東京都千代田区丸の内2-7-2 JPタワー
`,
    html: hubspot_page(
      "ja",
      "メールアドレスの確認",
      `<p style="margin:0 0 16px 0;">山田 健太 様</p>
<p style="margin:0 0 16px 0;">HubSpotにご登録いただきありがとうございます。</p>
<p style="margin:0 0 24px 0;">アカウントの設定を完了するには、以下のボタンをクリックしてメールアドレスを確認してください。</p>
<p style="margin:0 0 24px 0;text-align:center;"><a href="${HUBSPOT_VERIFY}" style="display:inline-block;background-color:#ff5c35;color:#ffffff;border-radius:3px;padding:12px 28px;font-size:16px;font-weight:bold;text-decoration:none;">メールアドレスを確認する</a></p>
<p style="margin:0 0 8px 0;font-size:14px;color:#516f90;">このリンクの有効期限は48時間です。</p>
<p style="margin:0;font-size:14px;color:#516f90;">お心当たりのない場合は、このメールを破棄してください。</p>`,
      `HubSpot Japan株式会社<br>〒100-0005 東京都千代田区丸の内2-7-2 JPタワー<br><a href="https://legal.hubspot.com/ja/privacy-policy" style="color:#7c98b6;">プライバシーポリシー</a>`,
    ),
  },
  {
    family: "hubspot",
    group: "consumer",
    lang: "en",
    kind: "new-signin-alert",
    code: null,
    link: null,
    from: "HubSpot <noreply@hubspot.com>",
    subject: "New login to your HubSpot account",
    date: date("2026-01-13T17:58:02"),
    text: `Hi Sam,

Your HubSpot account (sam.reader@inbox.example) was just used to log in from a new device.

Device: Edge on Windows 11
Location: Amsterdam, Netherlands
IP address: 145.53.207.18
Time: January 13, 2026 5:58 PM GMT

If this was you, you can ignore this email.

If this wasn't you, reset your password right away: https://app.hubspot.com/login/reset
and turn on two-factor authentication: https://knowledge.hubspot.com/account-security/set-up-two-factor-authentication

HubSpot, Inc., 2 Canal Park, Cambridge, MA 02141, USA
`,
    html: hubspot_page(
      "en",
      "New login to your HubSpot account",
      `<p style="margin:0 0 16px 0;">Hi Sam,</p>
<p style="margin:0 0 20px 0;">Your HubSpot account (sam.reader@inbox.example) was just used to log in from a new device.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="background-color:#f5f8fa;border:1px solid #cbd6e2;font-size:14px;line-height:20px;margin:0 0 20px 0;">
<tr><td style="color:#516f90;width:120px;">Device</td><td>Edge on Windows 11</td></tr>
<tr><td style="color:#516f90;">Location</td><td>Amsterdam, Netherlands</td></tr>
<tr><td style="color:#516f90;">IP address</td><td>145.53.207.18</td></tr>
<tr><td style="color:#516f90;">Time</td><td>January 13, 2026 5:58 PM GMT</td></tr>
</table>
<p style="margin:0 0 16px 0;">If this was you, you can ignore this email.</p>
<p style="margin:0;">If this wasn't you, <a href="https://app.hubspot.com/login/reset" style="color:#0091ae;">reset your password</a> right away and <a href="https://knowledge.hubspot.com/account-security/set-up-two-factor-authentication" style="color:#0091ae;">turn on two-factor authentication</a>.</p>`,
      HUBSPOT_FOOTER,
    ),
  },
];

// ---------------------------------------------------------------- salesforce

const salesforce: Mail[] = [
  {
    family: "salesforce",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "48291",
    link: null,
    from: "Salesforce <noreply@salesforce.com>",
    subject: "Verify your identity in Salesforce",
    date: date("2025-11-06T15:41:28", "-0500"),
    html: null,
    text:
      `You're trying to log in to Salesforce. To make sure your Salesforce account is secure, we have to verify your identity.

Enter this verification code in Salesforce.

Verification Code: 48291

The code expires after you use it or in 24 hours.

If you didn't try to log in, contact your Salesforce administrator.

Device: Firefox on Ubuntu
Location: Toronto, Ontario, Canada
Username: sam.reader@northwind-studio.example

Thanks,
Salesforce Customer Support

Salesforce, Inc.
Salesforce Tower, 415 Mission Street, 3rd Floor, San Francisco, CA 94105
`,
  },
  {
    family: "salesforce",
    group: "consumer",
    lang: "cs",
    kind: "reset-link",
    code: null,
    link:
      "https://northwind-studio.my.salesforce.com/secur/forgotpassword.jsp?r=9Wq3xLm7Tz2vKp5Rb8Nc1YdE4fH6jS0gA&display=page&lang=cs",
    from: "Salesforce <noreply@salesforce.com>",
    subject: "Obnovení hesla do Salesforce",
    date: date("2026-02-24T09:12:44", "+0100"),
    enc: "qp",
    html: null,
    text: `Dobrý den, Jano,

obdrželi jsme žádost o obnovení hesla k vašemu účtu Salesforce.

Uživatelské jméno: jana.novakova@northwind-studio.example

Heslo můžete obnovit kliknutím na tento odkaz:
https://northwind-studio.my.salesforce.com/secur/forgotpassword.jsp?r=9Wq3xLm7Tz2vKp5Rb8Nc1YdE4fH6jS0gA&display=page&lang=cs

Platnost odkazu vyprší za 24 hodin. Pokud jste o obnovení hesla nežádali, obraťte se na správce Salesforce ve vaší společnosti.

Děkujeme,
Zákaznická podpora Salesforce

Salesforce, Inc.
Salesforce Tower, 415 Mission Street, 3rd Floor, San Francisco, CA 94105
`,
  },
];

// ---------------------------------------------------------------- binance

function binance_page(lang: string, title: string, inner: string, footer: string): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background-color:#fafafa;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#fafafa">
<tr><td align="center" style="padding:20px 0;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:BinancePlex,Arial,'PingFang SC',sans-serif;">
<tr><td style="background-color:#181a20;padding:22px 30px;"><img src="https://public.bnbstatic.com/image/cms/email/binance_logo_yellow.png" width="120" height="24" alt="BINANCE"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:32px 30px;color:#1e2329;font-size:14px;line-height:22px;">${inner}</td></tr>
<tr><td bgcolor="#ffffff" style="padding:0 30px 24px 30px;border-top:1px solid #eaecef;font-size:12px;line-height:18px;color:#707a8a;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>`,
  );
}

const BINANCE_DEVICE =
  "https://accounts.binance.com/tr/authorize-new-device?code=e4b7c1d92a6f3e8051bd&email=sam.reader%40inbox.example&client=web&utm_source=email";

const binance: Mail[] = [
  {
    family: "binance",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "736102",
    link: null,
    from: "Binance <do_not_reply@mgdirectmail.binance.com>",
    subject: "[Binance] Login Verification Code - 2025-11-18 06:41:07(UTC)",
    date: date("2025-11-18T06:41:09"),
    text: `Login Verification

Your verification code:

736102

The verification code will be valid for 30 minutes. Please do not share this code with anyone.

Don't recognize this activity? Please reset your password and contact customer support immediately.
https://www.binance.com/en/support/chat

This is an automated message, please do not reply.

Stay connected!
X: https://x.com/binance  Telegram: https://t.me/binanceexchange

(c) 2025 Binance.com, All Rights Reserved.
`,
    html: binance_page(
      "en",
      "Login Verification",
      `<p style="margin:0 0 20px 0;font-size:20px;font-weight:bold;">Login Verification</p>
<p style="margin:0 0 8px 0;">Your verification code:</p>
<p style="margin:0 0 20px 0;font-size:30px;font-weight:bold;color:#c99400;letter-spacing:8px;">736102</p>
<p style="margin:0 0 16px 0;">The verification code will be valid for 30 minutes. Please do not share this code with anyone.</p>
<p style="margin:0 0 16px 0;">Don't recognize this activity? Please <a href="https://accounts.binance.com/en/user-center/reset-password" style="color:#c99400;">reset your password</a> and contact <a href="https://www.binance.com/en/support/chat" style="color:#c99400;">customer support</a> immediately.</p>
<p style="margin:0;color:#707a8a;font-style:italic;">This is an automated message, please do not reply.</p>`,
      `<p style="margin:16px 0 8px 0;">Stay connected! <a href="https://x.com/binance" style="color:#707a8a;">X</a> &middot; <a href="https://t.me/binanceexchange" style="color:#707a8a;">Telegram</a> &middot; <a href="https://www.facebook.com/binance" style="color:#707a8a;">Facebook</a></p>
<p style="margin:0;">To stay secure, setup your phishing code <a href="https://www.binance.com/en/my/security/anti-phishing-code" style="color:#707a8a;">here</a>.<br>&copy; 2025 Binance.com, All Rights Reserved.</p>`,
    ),
  },
  {
    family: "binance",
    group: "consumer",
    lang: "ru",
    kind: "withdrawal-code",
    code: "285731",
    link: null,
    from: "Binance <do_not_reply@mgdirectmail.binance.com>",
    subject: "[Binance] Подтверждение вывода средств",
    date: date("2025-12-22T14:09:33", "+0300"),
    enc: "b64",
    text: `Подтверждение вывода средств

Вы запросили вывод 0.0425 BTC на адрес:
bc1q9h7x2kq0w5ulp3d8zyt6m4vc0s2nfe7rj8a5q4
Сеть: BTC
Время запроса: 2025-12-22 11:09:31 (UTC)

Код подтверждения: 285731

Код действителен 30 минут. Никому не сообщайте этот код, в том числе сотрудникам Binance.

Если вы не запрашивали вывод средств, немедленно заблокируйте аккаунт и обратитесь в службу поддержки.

Это автоматическое сообщение, пожалуйста, не отвечайте на него.
(c) 2025 Binance.com. Все права защищены.
`,
    html: binance_page(
      "ru",
      "Подтверждение вывода средств",
      `<p style="margin:0 0 20px 0;font-size:20px;font-weight:bold;">Подтверждение вывода средств</p>
<p style="margin:0 0 12px 0;">Вы запросили вывод <b>0.0425 BTC</b> на адрес:</p>
<p style="margin:0 0 12px 0;font-family:Consolas,monospace;font-size:13px;word-break:break-all;background-color:#f5f5f5;padding:8px;">bc1q9h7x2kq0w5ulp3d8zyt6m4vc0s2nfe7rj8a5q4</p>
<p style="margin:0 0 20px 0;">Сеть: BTC<br>Время запроса: 2025-12-22 11:09:31 (UTC)</p>
<p style="margin:0 0 20px 0;">Код подтверждения: <span style="font-size:22px;font-weight:bold;color:#c99400;">285731</span></p>
<p style="margin:0 0 16px 0;">Код действителен 30 минут. Никому не сообщайте этот код, в том числе сотрудникам Binance.</p>
<p style="margin:0 0 16px 0;">Если вы не запрашивали вывод средств, немедленно <a href="https://www.binance.com/ru/my/security/disable-account" style="color:#c99400;">заблокируйте аккаунт</a> и обратитесь в <a href="https://www.binance.com/ru/support/chat" style="color:#c99400;">службу поддержки</a>.</p>
<p style="margin:0;color:#707a8a;font-style:italic;">Это автоматическое сообщение, пожалуйста, не отвечайте на него.</p>`,
      `<p style="margin:16px 0 0 0;">&copy; 2025 Binance.com. Все права защищены.</p>`,
    ),
  },
  {
    family: "binance",
    group: "consumer",
    lang: "tr",
    kind: "device-approve",
    code: null,
    link: BINANCE_DEVICE,
    from: "Binance <do_not_reply@mgdirectmail.binance.com>",
    subject: "[Binance] Yeni Cihaz Onayı",
    date: date("2026-01-30T23:14:56", "+0300"),
    text: `Yeni Cihaz Onayı

Binance hesabınıza yeni bir cihazdan giriş yapılmaya çalışıldı.

Cihaz: Safari on iPhone
IP adresi: 78.180.22.91
Konum: İstanbul, Türkiye
Zaman: 2026-01-30 20:14:52 (UTC)

Bu sizseniz, yeni cihazı onaylamak için aşağıdaki bağlantıya tıklayın:
${BINANCE_DEVICE}

Bağlantı 30 dakika geçerlidir.

Bu siz değilseniz, lütfen şifrenizi hemen değiştirin ve hesabınızı devre dışı bırakın.

Bu otomatik bir mesajdır, lütfen yanıtlamayın.
(c) 2026 Binance.com, Tüm Hakları Saklıdır.
`,
    html: binance_page(
      "tr",
      "Yeni Cihaz Onayı",
      `<p style="margin:0 0 20px 0;font-size:20px;font-weight:bold;">Yeni Cihaz Onayı</p>
<p style="margin:0 0 16px 0;">Binance hesabınıza yeni bir cihazdan giriş yapılmaya çalışıldı.</p>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font-size:14px;margin:0 0 20px 0;">
<tr><td style="color:#707a8a;">Cihaz:</td><td>Safari on iPhone</td></tr>
<tr><td style="color:#707a8a;">IP adresi:</td><td>78.180.22.91</td></tr>
<tr><td style="color:#707a8a;">Konum:</td><td>İstanbul, Türkiye</td></tr>
<tr><td style="color:#707a8a;">Zaman:</td><td>2026-01-30 20:14:52 (UTC)</td></tr>
</table>
<p style="margin:0 0 20px 0;">Bu sizseniz, yeni cihazı onaylamak için aşağıdaki butona tıklayın.</p>
<p style="margin:0 0 20px 0;"><a href="${
        esc(BINANCE_DEVICE)
      }" style="display:inline-block;background-color:#fcd535;color:#181a20;border-radius:4px;padding:11px 30px;font-weight:bold;text-decoration:none;">Cihazı Onayla</a></p>
<p style="margin:0 0 16px 0;">Bağlantı 30 dakika geçerlidir.</p>
<p style="margin:0 0 16px 0;">Bu siz değilseniz, lütfen <a href="https://accounts.binance.com/tr/user-center/reset-password" style="color:#c99400;">şifrenizi hemen değiştirin</a> ve <a href="https://www.binance.com/tr/my/security/disable-account" style="color:#c99400;">hesabınızı devre dışı bırakın</a>.</p>
<p style="margin:0;color:#707a8a;font-style:italic;">Bu otomatik bir mesajdır, lütfen yanıtlamayın.</p>`,
      `<p style="margin:16px 0 0 0;">&copy; 2026 Binance.com, Tüm Hakları Saklıdır.</p>`,
    ),
  },
  {
    family: "binance",
    group: "consumer",
    lang: "uk",
    kind: "deposit-notice",
    code: null,
    link: null,
    from: "Binance <do_not_reply@mgdirectmail.binance.com>",
    subject: "[Binance] Депозит USDT зараховано - 2026-02-11 07:32:18(UTC)",
    date: date("2026-02-11T07:32:20"),
    text: `Депозит успішно зараховано

Ваш депозит 150 USDT зараховано на акаунт Binance.

Мережа: TRX (TRC20)
Адреса: TJ7q2WkXr9pLm4Nc8Vb3Yd6Hs1Ge5Fa0Zu
TxID: 9c4e1b7a2d5f8e03c6b9a1d4e7f0a3b6c9d2e5f8a1b4c7d0e3f6a9b2c5d8e1f4
Час: 2026-02-11 07:32:18 (UTC)

Переглянути історію: https://www.binance.com/uk-UA/my/wallet/history/deposit-crypto

Це автоматичне повідомлення, будь ласка, не відповідайте на нього.
(c) 2026 Binance.com. Усі права захищені.
`,
    html: binance_page(
      "uk",
      "Депозит успішно зараховано",
      `<p style="margin:0 0 20px 0;font-size:20px;font-weight:bold;">Депозит успішно зараховано</p>
<p style="margin:0 0 16px 0;">Ваш депозит <b>150 USDT</b> зараховано на акаунт Binance.</p>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font-size:13px;margin:0 0 20px 0;">
<tr><td style="color:#707a8a;">Мережа</td><td>TRX (TRC20)</td></tr>
<tr><td style="color:#707a8a;">Адреса</td><td style="font-family:Consolas,monospace;">TJ7q2WkXr9pLm4Nc8Vb3Yd6Hs1Ge5Fa0Zu</td></tr>
<tr><td style="color:#707a8a;">TxID</td><td style="font-family:Consolas,monospace;word-break:break-all;">9c4e1b7a2d5f8e03c6b9a1d4e7f0a3b6c9d2e5f8a1b4c7d0e3f6a9b2c5d8e1f4</td></tr>
<tr><td style="color:#707a8a;">Час</td><td>2026-02-11 07:32:18 (UTC)</td></tr>
</table>
<p style="margin:0 0 16px 0;"><a href="https://www.binance.com/uk-UA/my/wallet/history/deposit-crypto" style="color:#c99400;">Переглянути історію</a></p>
<p style="margin:0;color:#707a8a;font-style:italic;">Це автоматичне повідомлення, будь ласка, не відповідайте на нього.</p>`,
      `<p style="margin:16px 0 0 0;">&copy; 2026 Binance.com. Усі права захищені.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- coinbase

const COINBASE_VERIFY =
  "https://links.coinbase.com/ls/click?upn=u001.Hq7zT4pXvN2mR8kL1wY9aF3sD6gJ0cB5eU-2FxO7iV4nM1qZ8rP3tK6wL9yA2sD5fG8hJ1kL4zX7cV0bN3mQ6wE9rT2yU5iO8pA1sD4fG7hJ0kL3zX6cV9bN2mQ5wE8rT1yU4iO7p-3D-3DaW8s_Zk2pQ7xLm4vR8tN1cY5bJ3wH6gD9sF0aE2uI7oK-2BqM3nB8vC1xZ4lP9yT6rE5wQ0-3D";
const COINBASE_DEVICE =
  "https://www.coinbase.com/device_confirmations/1f8e3c42-7b6d-4a91-9e05-c2d7b4a8f613?token=Z7wK2pQ9xLm4vR8tB3nC";

function coinbase_page(title: string, inner: string): string {
  return doc(
    "en",
    title,
    `<body style="margin:0;padding:0;background-color:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:40px 16px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" border="0" style="font-family:CoinbaseSans,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0a0b0d;">
<tr><td style="padding:0 0 32px 0;"><img src="https://static-assets.coinbase.com/email/coinbase-logo-blue.png" width="32" height="32" alt="Coinbase"></td></tr>
${inner}
<tr><td style="padding:40px 0 0 0;font-size:12px;line-height:18px;color:#5b616e;">Coinbase, Inc.<br>Want free Bitcoin? <a href="https://www.coinbase.com/invite" style="color:#0052ff;">Invite your friends!</a><br><a href="https://help.coinbase.com/" style="color:#5b616e;">Help Center</a> &middot; <a href="https://www.coinbase.com/legal/privacy" style="color:#5b616e;">Privacy</a></td></tr>
</table>
</td></tr>
</table>
</body>`,
  );
}

const coinbase: Mail[] = [
  {
    family: "coinbase",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: COINBASE_VERIFY,
    from: "Coinbase <no-reply@info.coinbase.com>",
    subject: "Verify your email address",
    date: date("2025-10-31T18:27:14", "-0700"),
    text: `Verify your email address

To finish signing up for Coinbase, please verify your email address.

Verify email address: ${COINBASE_VERIFY}

This link expires in 1 hour. If you didn't sign up for Coinbase, you can ignore this email.

Coinbase, Inc.
Help Center: https://help.coinbase.com/
`,
    html: coinbase_page(
      "Verify your email address",
      `<tr><td style="font-size:28px;line-height:36px;font-weight:600;padding:0 0 16px 0;">Verify your email address</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding:0 0 28px 0;">To finish signing up for Coinbase, please verify your email address.</td></tr>
<tr><td style="padding:0 0 28px 0;"><a href="${COINBASE_VERIFY}" style="display:inline-block;background-color:#0052ff;color:#ffffff;border-radius:56px;padding:14px 28px;font-size:16px;font-weight:600;text-decoration:none;">Verify email address</a></td></tr>
<tr><td style="font-size:14px;line-height:20px;color:#5b616e;">This link expires in 1 hour. If you didn't sign up for Coinbase, you can ignore this email.</td></tr>`,
    ),
  },
  {
    family: "coinbase",
    group: "consumer",
    lang: "en",
    kind: "device-approve",
    code: null,
    link: COINBASE_DEVICE,
    from: "Coinbase <no-reply@coinbase.com>",
    subject: "Confirm your new device",
    date: date("2026-02-17T09:51:38", "+0000"),
    text: `Confirm your new device

Someone (hopefully you) is trying to sign in to your Coinbase account from a new device.

Device: Firefox on Linux
Location: Porto, Portugal
IP address: 94.63.118.5

If this was you, confirm the new device:
${COINBASE_DEVICE}

If this wasn't you, lock your account immediately: https://www.coinbase.com/account_lock?token=Lq8Rz3Vx7Ws1Nd5M

Coinbase, Inc.
`,
    html: coinbase_page(
      "Confirm your new device",
      `<tr><td style="font-size:28px;line-height:36px;font-weight:600;padding:0 0 16px 0;">Confirm your new device</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding:0 0 20px 0;">Someone (hopefully you) is trying to sign in to your Coinbase account from a new device.</td></tr>
<tr><td style="padding:0 0 24px 0;"><table role="presentation" width="100%" cellpadding="10" cellspacing="0" border="0" style="background-color:#f8f9fa;border-radius:8px;font-size:14px;">
<tr><td style="color:#5b616e;">Device</td><td align="right">Firefox on Linux</td></tr>
<tr><td style="color:#5b616e;">Location</td><td align="right">Porto, Portugal</td></tr>
<tr><td style="color:#5b616e;">IP address</td><td align="right">94.63.118.5</td></tr>
</table></td></tr>
<tr><td style="padding:0 0 24px 0;"><a href="${COINBASE_DEVICE}" style="display:inline-block;background-color:#0052ff;color:#ffffff;border-radius:56px;padding:14px 28px;font-size:16px;font-weight:600;text-decoration:none;">Confirm device</a></td></tr>
<tr><td style="font-size:14px;line-height:20px;color:#5b616e;">If this wasn't you, <a href="https://www.coinbase.com/account_lock?token=Lq8Rz3Vx7Ws1Nd5M" style="color:#cf202f;">lock your account</a> immediately.</td></tr>`,
    ),
  },
  {
    family: "coinbase",
    group: "consumer",
    lang: "en",
    kind: "email-verified",
    code: null,
    link: null,
    from: "Coinbase <no-reply@coinbase.com>",
    subject: "Your email address has been verified",
    date: date("2025-10-31T18:33:02", "-0700"),
    text: `You're verified

Thanks for verifying your email address. Next, add a payment method so you can buy your first crypto.

Add a payment method: https://www.coinbase.com/settings/linked-accounts
Download the Coinbase app: https://www.coinbase.com/mobile

Coinbase, Inc.
Help Center: https://help.coinbase.com/
`,
    html: coinbase_page(
      "You're verified",
      `<tr><td style="font-size:28px;line-height:36px;font-weight:600;padding:0 0 16px 0;">You're verified</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding:0 0 28px 0;">Thanks for verifying your email address. Next, add a payment method so you can buy your first crypto.</td></tr>
<tr><td style="padding:0 0 20px 0;"><a href="https://www.coinbase.com/settings/linked-accounts" style="display:inline-block;background-color:#0052ff;color:#ffffff;border-radius:56px;padding:14px 28px;font-size:16px;font-weight:600;text-decoration:none;">Add a payment method</a></td></tr>
<tr><td style="font-size:14px;line-height:20px;"><a href="https://apps.apple.com/app/coinbase-buy-bitcoin-ether/id886427730"><img src="https://static-assets.coinbase.com/email/app-store-badge.png" width="120" height="40" alt="Download on the App Store" style="border:0;"></a> <a href="https://play.google.com/store/apps/details?id=com.coinbase.android"><img src="https://static-assets.coinbase.com/email/google-play-badge.png" width="135" height="40" alt="Get it on Google Play" style="border:0;"></a></td></tr>`,
    ),
  },
];

// ---------------------------------------------------------------- kraken

const KRAKEN_RESET =
  "https://www.kraken.com/el-gr/sign-in/reset-password?token=Q2xvdWRzLTkwMjE0NzMtcmVzZXQ&uid=AA47N84G";

const kraken: Mail[] = [
  {
    family: "kraken",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "8F3K-2QX7",
    link: null,
    from: "Kraken <noreply@kraken.com>",
    subject: "Your Kraken sign-in code",
    date: date("2025-12-11T02:16:45"),
    enc: "qp",
    html: null,
    text: `Hello,

Use the code below to finish signing in to your Kraken account (public ID: AA47 N84G QKSW 6FMZ).

Sign-in code: 8F3K-2QX7

The code is valid for 15 minutes and can be used once.

Sign-in attempt: Brave on Windows, Berlin, Germany (IP 91.64.210.33), 11 December 2025 02:16 UTC

Kraken will never ask you for this code by phone, chat or email. If you didn't try to sign in, change your password and contact support at https://support.kraken.com

Stay secure,
Kraken Security Team

Payward, Inc. - https://www.kraken.com
`,
  },
  {
    family: "kraken",
    group: "consumer",
    lang: "el",
    kind: "reset-link",
    code: null,
    link: KRAKEN_RESET,
    from: "Kraken <noreply@kraken.com>",
    subject: "Επαναφορά κωδικού πρόσβασης Kraken",
    date: date("2026-01-19T12:38:21", "+0200"),
    enc: "b64",
    text: `Γεια σας,

Λάβαμε ένα αίτημα επαναφοράς του κωδικού πρόσβασης για τον λογαριασμό σας στο Kraken.

Για να ορίσετε νέο κωδικό πρόσβασης, επισκεφθείτε τον παρακάτω σύνδεσμο:
${KRAKEN_RESET}

Ο σύνδεσμος λήγει σε 1 ώρα. Για λόγους ασφαλείας, οι αναλήψεις θα είναι απενεργοποιημένες για 24 ώρες μετά την αλλαγή.

Αν δεν ζητήσατε εσείς την επαναφορά, αγνοήστε αυτό το μήνυμα.

Ομάδα Ασφαλείας Kraken
`,
    html: doc(
      "el",
      "Επαναφορά κωδικού πρόσβασης",
      `<body style="margin:0;padding:0;background-color:#f7f7f9;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f7f7f9">
<tr><td align="center" style="padding:40px 16px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:16px;font-family:'Kraken Plex',Arial,sans-serif;color:#101114;">
<tr><td style="padding:32px 40px 16px 40px;"><img src="https://assets.kraken.com/email/kraken-logo-purple.png" width="110" height="24" alt="kraken"></td></tr>
<tr><td style="padding:8px 40px;font-size:26px;line-height:32px;font-weight:bold;">Επαναφορά κωδικού πρόσβασης</td></tr>
<tr><td style="padding:16px 40px;font-size:15px;line-height:24px;">Γεια σας,<br><br>Λάβαμε ένα αίτημα επαναφοράς του κωδικού πρόσβασης για τον λογαριασμό σας στο Kraken.</td></tr>
<tr><td style="padding:8px 40px 24px 40px;"><a href="${
        esc(KRAKEN_RESET)
      }" style="display:inline-block;background-color:#7132f5;color:#ffffff;border-radius:12px;padding:14px 28px;font-size:15px;font-weight:bold;text-decoration:none;">Ορισμός νέου κωδικού</a></td></tr>
<tr><td style="padding:0 40px 32px 40px;font-size:14px;line-height:22px;color:#686b82;">Ο σύνδεσμος λήγει σε 1 ώρα. Για λόγους ασφαλείας, οι αναλήψεις θα είναι απενεργοποιημένες για 24 ώρες μετά την αλλαγή.<br><br>Αν δεν ζητήσατε εσείς την επαναφορά, αγνοήστε αυτό το μήνυμα.<br><br>Ομάδα Ασφαλείας Kraken</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#686b82;"><a href="https://support.kraken.com/hc/el" style="color:#686b82;">Υποστήριξη</a> &middot; <a href="https://www.kraken.com/legal/privacy" style="color:#686b82;">Απόρρητο</a></p>
</td></tr>
</table>
</body>`,
    ),
  },
];

// ---------------------------------------------------------------- wise

function wise_page(lang: string, title: string, inner: string, footer: string): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background-color:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:24px 16px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:Inter,'Helvetica Neue',Arial,sans-serif;color:#0e0f0c;">
<tr><td style="padding:16px 0 32px 0;"><img src="https://wise.com/public-resources/assets/logos/wise/brand_logo_inverse.png" width="106" height="24" alt="Wise"></td></tr>
<tr><td style="background-color:#f2f5f7;border-radius:24px;padding:40px;font-size:16px;line-height:24px;">${inner}</td></tr>
<tr><td style="padding:28px 8px;font-size:12px;line-height:18px;color:#6a6c6a;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>`,
  );
}

const WISE_VERIFY =
  "https://wise.com/verify-email?token=7c1f9e2a-33b8-4d6e-a0f5-8b2c4e9d1a67&utm_source=transactional&utm_medium=email&utm_campaign=email_verification";

const wise: Mail[] = [
  {
    family: "wise",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "571836",
    link: null,
    from: "Wise <noreply@wise.com>",
    subject: "571836 is your Wise verification code",
    date: date("2025-12-04T11:49:03"),
    text: `Here's your code

Enter this code to confirm it's you:

571836

It expires in 10 minutes. Never share this code with anyone - not even Wise.

If you didn't request this, please contact us: https://wise.com/help/contact

Wise Payments Limited, Worship Square, 65 Clifton Street, London, EC2A 4JE
`,
    html: wise_page(
      "en",
      "Your Wise verification code",
      `<p style="margin:0 0 16px 0;font-size:30px;line-height:34px;font-weight:900;">Here's your code</p>
<p style="margin:0 0 20px 0;">Enter this code to confirm it's you:</p>
<p style="margin:0 0 20px 0;font-size:40px;line-height:44px;font-weight:900;letter-spacing:4px;color:#163300;">571836</p>
<p style="margin:0 0 16px 0;">It expires in 10 minutes. Never share this code with anyone &mdash; not even Wise.</p>
<p style="margin:0;font-size:14px;">If you didn't request this, please <a href="https://wise.com/help/contact" style="color:#163300;font-weight:600;">contact us</a>.</p>`,
      `Wise Payments Limited, Worship Square, 65 Clifton Street, London, EC2A 4JE<br><a href="https://wise.com/privacy-policy" style="color:#6a6c6a;">Privacy policy</a> &middot; <a href="https://wise.com/help" style="color:#6a6c6a;">Help Centre</a>`,
    ),
  },
  {
    family: "wise",
    group: "consumer",
    lang: "hu",
    kind: "verify-link",
    code: null,
    link: WISE_VERIFY,
    from: "Wise <noreply@wise.com>",
    subject: "Erősítsd meg az e-mail-címedet",
    date: date("2026-01-08T16:22:51", "+0100"),
    text: `Szia Bence!

Már majdnem kész vagy. Erősítsd meg az e-mail-címedet, hogy teljes hozzáférést kapj a Wise-fiókodhoz.

E-mail-cím megerősítése: ${WISE_VERIFY}

A link 48 óráig érvényes.

Ha nem te regisztráltál, hagyd figyelmen kívül ezt az e-mailt.

Wise Europe SA, Rue du Trône 100, 1050 Brüsszel, Belgium
`,
    html: wise_page(
      "hu",
      "Erősítsd meg az e-mail-címedet",
      `<p style="margin:0 0 16px 0;font-size:30px;line-height:34px;font-weight:900;">Erősítsd meg az e-mail-címedet</p>
<p style="margin:0 0 24px 0;">Szia Bence! Már majdnem kész vagy. Erősítsd meg az e-mail-címedet, hogy teljes hozzáférést kapj a Wise-fiókodhoz.</p>
<p style="margin:0 0 24px 0;"><a href="${
        esc(WISE_VERIFY)
      }" style="display:inline-block;background-color:#9fe870;color:#163300;border-radius:24px;padding:12px 24px;font-weight:600;text-decoration:none;">E-mail-cím megerősítése</a></p>
<p style="margin:0 0 8px 0;font-size:14px;">A link 48 óráig érvényes.</p>
<p style="margin:0;font-size:14px;">Ha nem te regisztráltál, hagyd figyelmen kívül ezt az e-mailt.</p>`,
      `Wise Europe SA, Rue du Trône 100, 1050 Brüsszel, Belgium<br><a href="https://wise.com/hu/legal/privacy-notice" style="color:#6a6c6a;">Adatvédelmi nyilatkozat</a>`,
    ),
  },
  {
    family: "wise",
    group: "consumer",
    lang: "de",
    kind: "transfer-sent",
    code: null,
    link: null,
    from: "Wise <noreply@wise.com>",
    subject: "Deine Überweisung an Oliver Grant ist unterwegs",
    date: date("2026-01-14T13:05:26", "+0100"),
    enc: "qp",
    text: `Deine Überweisung ist unterwegs

Hallo Sam,

wir haben dein Geld erhalten und schicken es jetzt an Oliver Grant.

Du hast gesendet: 1.250,00 EUR
Gebühr: 6,83 EUR
Wechselkurs: 1 EUR = 0,85938 GBP
Oliver erhält: 1.068,42 GBP
Voraussichtliche Ankunft: Freitag, 16. Januar 2026
Überweisungsnummer: #1284093577

Überweisung verfolgen: https://wise.com/transactions/activities/by-resource/TRANSFER/1284093577

Wise Europe SA, Rue du Trône 100, 1050 Brüssel, Belgien
`,
    html: wise_page(
      "de",
      "Deine Überweisung ist unterwegs",
      `<p style="margin:0 0 16px 0;font-size:30px;line-height:34px;font-weight:900;">Deine Überweisung ist unterwegs</p>
<p style="margin:0 0 24px 0;">Hallo Sam, wir haben dein Geld erhalten und schicken es jetzt an Oliver Grant.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:15px;margin:0 0 24px 0;">
<tr><td style="color:#454745;">Du hast gesendet</td><td align="right" style="font-weight:600;">1.250,00 EUR</td></tr>
<tr><td style="color:#454745;">Gebühr</td><td align="right">6,83 EUR</td></tr>
<tr><td style="color:#454745;">Wechselkurs</td><td align="right">1 EUR = 0,85938 GBP</td></tr>
<tr><td style="color:#454745;">Oliver erhält</td><td align="right" style="font-weight:600;">1.068,42 GBP</td></tr>
<tr><td style="color:#454745;">Voraussichtliche Ankunft</td><td align="right">Freitag, 16. Januar 2026</td></tr>
<tr><td style="color:#454745;">Überweisungsnummer</td><td align="right">#1284093577</td></tr>
</table>
<p style="margin:0;"><a href="https://wise.com/transactions/activities/by-resource/TRANSFER/1284093577" style="display:inline-block;background-color:#9fe870;color:#163300;border-radius:24px;padding:12px 24px;font-weight:600;text-decoration:none;">Überweisung verfolgen</a></p>`,
      `Wise Europe SA, Rue du Trône 100, 1050 Brüssel, Belgien<br><a href="https://wise.com/de/legal/privacy-notice" style="color:#6a6c6a;">Datenschutz</a> &middot; <a href="https://wise.com/help" style="color:#6a6c6a;">Hilfe</a>`,
    ),
  },
];

// ---------------------------------------------------------------- klarna

function klarna_page(lang: string, title: string, inner: string, footer: string): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background-color:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:0;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="font-family:'Klarna Text',Helvetica,Arial,sans-serif;color:#17120f;">
<tr><td style="background-color:#ffa8cd;padding:28px 32px;"><img src="https://x.klarnacdn.net/ui/logos/klarna_black_email.png" width="84" height="20" alt="Klarna."></td></tr>
<tr><td style="padding:36px 32px;font-size:16px;line-height:24px;">${inner}</td></tr>
<tr><td style="padding:24px 32px 40px 32px;border-top:1px solid #e6e5e3;font-size:12px;line-height:18px;color:#6f6b69;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>`,
  );
}

const klarna: Mail[] = [
  {
    family: "klarna",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "384920",
    link: null,
    from: "Klarna <noreply@klarna.com>",
    subject: "Your Klarna login code",
    date: date("2025-11-29T19:24:08"),
    text: `Log in to Klarna

Hi Sam, use the code 384920 to log in to Klarna. It's valid for 5 minutes.

Klarna will never call you or text you to ask for this code. If you didn't try to log in, you can ignore this email.

Klarna Bank AB (publ), Sveavägen 46, 111 34 Stockholm, Sweden
Customer Service: https://www.klarna.com/uk/customer-service/
`,
    html: klarna_page(
      "en",
      "Your Klarna login code",
      `<p style="margin:0 0 16px 0;font-size:28px;line-height:34px;font-weight:700;">Log in to Klarna</p>
<p style="margin:0 0 16px 0;">Hi Sam, use the code <b>384920</b> to log in to Klarna. It's valid for 5 minutes.</p>
<p style="margin:0;font-size:14px;color:#6f6b69;">Klarna will never call you or text you to ask for this code. If you didn't try to log in, you can ignore this email.</p>`,
      `Klarna Bank AB (publ), Sveavägen 46, 111 34 Stockholm, Sweden<br><a href="https://www.klarna.com/uk/customer-service/" style="color:#6f6b69;">Customer Service</a> &middot; <a href="https://www.klarna.com/uk/privacy/" style="color:#6f6b69;">Privacy</a>`,
    ),
  },
  {
    family: "klarna",
    group: "consumer",
    lang: "sv",
    kind: "login-code",
    code: "K-583021",
    code_digits: "583021",
    link: null,
    from: "Klarna <noreply@klarna.com>",
    subject: "Din engångskod från Klarna",
    date: date("2026-02-01T08:03:55", "+0100"),
    html: null,
    text: `Hej Sara,

Här är din engångskod för att logga in i Klarna-appen:

K-583021

Ange de sex siffrorna efter K- i appen. Koden gäller i 5 minuter.

Klarna ringer eller sms:ar aldrig för att be om din kod. Om det inte var du som försökte logga in kan du bortse från det här mejlet.

Vänliga hälsningar,
Klarna

Klarna Bank AB (publ), Sveavägen 46, 111 34 Stockholm
Kundservice: https://www.klarna.com/se/kundservice/
`,
  },
  {
    family: "klarna",
    group: "consumer",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Klarna <noreply@klarna.com>",
    subject: "We've received your payment to ASOS",
    date: date("2026-02-20T12:11:32"),
    text: `Thanks for your payment

Hi Sam, we've received your payment of £42.50 to ASOS.

Order: ASOS order 102-8837465
Paid: 20 Feb 2026
Payment method: Visa •••• 0917
Remaining balance: £0.00

View your purchase in the Klarna app: https://app.klarna.com/purchases

Klarna Bank AB (publ), Sveavägen 46, 111 34 Stockholm, Sweden
`,
    html: klarna_page(
      "en",
      "Thanks for your payment",
      `<p style="margin:0 0 16px 0;font-size:28px;line-height:34px;font-weight:700;">Thanks for your payment</p>
<p style="margin:0 0 24px 0;">Hi Sam, we've received your payment of <b>&pound;42.50</b> to ASOS.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;background-color:#f5f4f2;border-radius:8px;margin:0 0 24px 0;">
<tr><td>Order</td><td align="right">ASOS order 102-8837465</td></tr>
<tr><td>Paid</td><td align="right">20 Feb 2026</td></tr>
<tr><td>Payment method</td><td align="right">Visa &bull;&bull;&bull;&bull; 0917</td></tr>
<tr><td><b>Remaining balance</b></td><td align="right"><b>&pound;0.00</b></td></tr>
</table>
<p style="margin:0;"><a href="https://app.klarna.com/purchases" style="color:#17120f;font-weight:700;">View your purchase in the Klarna app</a></p>`,
      `Klarna Bank AB (publ), Sveavägen 46, 111 34 Stockholm, Sweden<br><a href="https://www.klarna.com/uk/customer-service/" style="color:#6f6b69;">Customer Service</a>`,
    ),
  },
];

// ---------------------------------------------------------------- vinted

function vinted_page(lang: string, title: string, inner: string, footer: string): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background-color:#f2f2f2;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f2f2">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#171717;">
<tr><td align="center" style="padding:24px;border-bottom:1px solid #e8e8e8;"><img src="https://static.vinted.com/assets/email/vinted-logo-teal.png" width="100" height="28" alt="Vinted"></td></tr>
<tr><td style="padding:32px 40px;font-size:16px;line-height:24px;">${inner}</td></tr>
</table>
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:20px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#757575;">${footer}</td></tr></table>
</td></tr>
</table>
</body>`,
  );
}

const VINTED_FR =
  "https://www.vinted.fr/email_verifications/confirm?code=9b3f1e7a42c8d05e&user_id=184520937&utm_campaign=email_verification&utm_medium=email&utm_source=transactional";
const VINTED_PL = "https://www.vinted.pl/email_verifications/confirm?code=7350&token=e12f8a9b7c4d&user_id=93017452";

const vinted: Mail[] = [
  {
    family: "vinted",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "4827",
    link: null,
    from: "Vinted <no-reply@vinted.co.uk>",
    subject: "Your Vinted verification code",
    date: date("2025-11-17T20:36:42"),
    text: `Hi sam_r,

Enter this code to confirm it's you:

4827

The code expires in 30 minutes. Don't share it with anyone - Vinted staff will never ask for it.

Didn't try to log in? Change your password: https://www.vinted.co.uk/settings/security

The Vinted team

Vinted UAB, Švitrigailos g. 13, LT-03228 Vilnius, Lithuania
Help Centre: https://www.vinted.co.uk/help
`,
    html: vinted_page(
      "en",
      "Your Vinted verification code",
      `<p style="margin:0 0 16px 0;">Hi sam_r,</p>
<p style="margin:0 0 20px 0;">Enter this code to confirm it's you:</p>
<p style="margin:0 0 20px 0;text-align:center;"><span style="display:inline-block;background-color:#e8f6f7;color:#007782;font-size:34px;font-weight:700;letter-spacing:14px;padding:14px 10px 14px 24px;border-radius:6px;">4827</span></p>
<p style="margin:0 0 16px 0;font-size:14px;color:#757575;">The code expires in 30 minutes. Don't share it with anyone &ndash; Vinted staff will never ask for it.</p>
<p style="margin:0 0 16px 0;font-size:14px;">Didn't try to log in? <a href="https://www.vinted.co.uk/settings/security" style="color:#007782;">Change your password</a>.</p>
<p style="margin:0;">The Vinted team</p>`,
      `Vinted UAB, Švitrigailos g. 13, LT-03228 Vilnius, Lithuania<br><a href="https://www.vinted.co.uk/help" style="color:#757575;">Help Centre</a> &middot; <a href="https://www.vinted.co.uk/privacy-policy" style="color:#757575;">Privacy Policy</a>`,
    ),
  },
  {
    family: "vinted",
    group: "consumer",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: VINTED_FR,
    from: "Vinted <no-reply@vinted.fr>",
    subject: "Confirme ton adresse e-mail",
    date: date("2025-12-27T10:58:17", "+0100"),
    text: `Salut chloe_vintage,

Merci de t'être inscrit·e sur Vinted ! Confirme ton adresse e-mail pour pouvoir vendre et acheter en toute sécurité.

Confirmer : ${VINTED_FR}

Si tu n'as pas créé de compte Vinted, ignore simplement cet e-mail.

L'équipe Vinted

Vinted UAB, Švitrigailos g. 13, LT-03228 Vilnius, Lituanie
`,
    html: vinted_page(
      "fr",
      "Confirme ton adresse e-mail",
      `<p style="margin:0 0 16px 0;">Salut chloe_vintage,</p>
<p style="margin:0 0 24px 0;">Merci de t'être inscrit·e sur Vinted ! Confirme ton adresse e-mail pour pouvoir vendre et acheter en toute sécurité.</p>
<p style="margin:0 0 24px 0;text-align:center;"><a href="${
        esc(VINTED_FR)
      }" style="display:inline-block;background-color:#007782;color:#ffffff;border-radius:4px;padding:12px 40px;font-weight:500;text-decoration:none;">Confirmer</a></p>
<p style="margin:0 0 16px 0;font-size:14px;color:#757575;">Si tu n'as pas créé de compte Vinted, ignore simplement cet e-mail.</p>
<p style="margin:0;">L'équipe Vinted</p>`,
      `Vinted UAB, Švitrigailos g. 13, LT-03228 Vilnius, Lituanie<br><a href="https://www.vinted.fr/help" style="color:#757575;">Centre d'aide</a> &middot; <a href="https://www.vinted.fr/privacy-policy" style="color:#757575;">Politique de confidentialité</a>`,
    ),
  },
  {
    family: "vinted",
    group: "consumer",
    lang: "pl",
    kind: "code-and-link",
    code: "7350",
    link: VINTED_PL,
    from: "Vinted <no-reply@vinted.pl>",
    subject: "Potwierdź swój adres e-mail",
    date: date("2026-02-08T18:45:09", "+0100"),
    text: `Cześć kasia_szafa,

Aby potwierdzić swój adres e-mail, wpisz w aplikacji kod:

7350

albo kliknij poniższy link:
${VINTED_PL}

Kod i link są ważne przez 24 godziny.

Zespół Vinted

Vinted UAB, Švitrigailos g. 13, LT-03228 Wilno, Litwa
`,
    html: vinted_page(
      "pl",
      "Potwierdź swój adres e-mail",
      `<p style="margin:0 0 16px 0;">Cześć kasia_szafa,</p>
<p style="margin:0 0 20px 0;">Aby potwierdzić swój adres e-mail, wpisz w aplikacji kod:</p>
<p style="margin:0 0 20px 0;text-align:center;font-size:32px;font-weight:700;letter-spacing:10px;color:#007782;">7350</p>
<p style="margin:0 0 20px 0;">albo kliknij przycisk:</p>
<p style="margin:0 0 24px 0;text-align:center;"><a href="${
        esc(VINTED_PL)
      }" style="display:inline-block;background-color:#007782;color:#ffffff;border-radius:4px;padding:12px 40px;font-weight:500;text-decoration:none;">Potwierdź e-mail</a></p>
<p style="margin:0 0 16px 0;font-size:14px;color:#757575;">Kod i link są ważne przez 24 godziny.</p>
<p style="margin:0;">Zespół Vinted</p>`,
      `Vinted UAB, Švitrigailos g. 13, LT-03228 Wilno, Litwa<br><a href="https://www.vinted.pl/help" style="color:#757575;">Centrum pomocy</a>`,
    ),
  },
];

// ---------------------------------------------------------------- etsy

function etsy_page(lang: string, title: string, inner: string, footer: string): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background-color:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:Graphik,'Helvetica Neue',Helvetica,Arial,sans-serif;color:#222222;">
<tr><td style="padding:28px 30px 20px 30px;"><img src="https://www.etsy.com/images/email/etsy_logo_orange.png" width="66" height="34" alt="Etsy"></td></tr>
${inner}
<tr><td style="padding:28px 30px 40px 30px;background-color:#f6f4f1;font-size:12px;line-height:18px;color:#595959;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>`,
  );
}

const ETSY_CONFIRM =
  "https://www.etsy.com/confirm_email.php?key=5b1d9e7c3a0f42e8b6d1&user_id=739201846&utm_source=transactional&utm_medium=email&utm_campaign=confirm_email_001";

const ETSY_FOOTER =
  `Etsy, Inc., 117 Adams Street, Brooklyn, NY 11201<br><a href="https://www.etsy.com/help" style="color:#595959;">Help Center</a> &middot; <a href="https://www.etsy.com/legal/privacy" style="color:#595959;">Privacy Policy</a> &middot; <a href="https://www.etsy.com/your/account/notifications" style="color:#595959;">Email preferences</a>`;

const etsy: Mail[] = [
  {
    family: "etsy",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: ETSY_CONFIRM,
    from: "Etsy <transaction@etsy.com>",
    subject: "Confirm your email address",
    date: date("2025-11-02T21:10:36", "-0500"),
    text: `Hi Sam,

You're almost done! Confirm your email address to finish setting up your Etsy account.

Yes, confirm my email: ${ETSY_CONFIRM}

If you didn't make an Etsy account, you can ignore this message.

Thanks,
Etsy

Etsy, Inc., 117 Adams Street, Brooklyn, NY 11201
`,
    html: etsy_page(
      "en",
      "Confirm your email address",
      `<tr><td style="padding:10px 30px;font-size:24px;line-height:30px;font-family:Georgia,'Times New Roman',serif;">You're almost done!</td></tr>
<tr><td style="padding:10px 30px 24px 30px;font-size:16px;line-height:24px;">Hi Sam, confirm your email address to finish setting up your Etsy account.</td></tr>
<tr><td style="padding:0 30px 28px 30px;"><a href="${
        esc(ETSY_CONFIRM)
      }" style="display:inline-block;background-color:#222222;color:#ffffff;border-radius:24px;padding:13px 26px;font-size:16px;font-weight:600;text-decoration:none;">Yes, confirm my email</a></td></tr>
<tr><td style="padding:0 30px 32px 30px;font-size:14px;line-height:20px;color:#595959;">If you didn't make an Etsy account, you can ignore this message.</td></tr>`,
      ETSY_FOOTER,
    ),
  },
  {
    family: "etsy",
    group: "consumer",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Etsy Transactions <transaction@etsy.com>",
    subject: "Your Etsy Purchase from WillowAndWickShop (3389204715)",
    date: date("2025-12-14T15:44:21", "-0500"),
    enc: "qp",
    text: `Hi Sam,

Thanks for your order! WillowAndWickShop will get it ready and ship it soon.

Order number: 3389204715
Order date: Dec 14, 2025

1 x Hand-poured soy candle, cedar & fig, 8 oz      $24.00
1 x Linen gift wrap, sage                           $4.50

Item total:   $28.50
Shipping:     $5.99
Sales tax:    $2.35
Order total:  $36.84

Shipping to:
Sam Reader
1420 Elm Street, Apt 3B
Portland, OR 97214
United States

Estimated delivery: Dec 19-23

View your order: https://www.etsy.com/your/purchases/3389204715
Contact the shop: https://www.etsy.com/messages/new?with_id=48201937

Etsy, Inc., 117 Adams Street, Brooklyn, NY 11201
`,
    html: etsy_page(
      "en",
      "Your Etsy Purchase",
      `<tr><td style="padding:10px 30px;font-size:24px;line-height:30px;font-family:Georgia,'Times New Roman',serif;">Thanks for your order!</td></tr>
<tr><td style="padding:6px 30px 20px 30px;font-size:15px;line-height:22px;">Hi Sam, <b>WillowAndWickShop</b> will get it ready and ship it soon.<br>Order number: <a href="https://www.etsy.com/your/purchases/3389204715" style="color:#222222;">3389204715</a> &middot; Dec 14, 2025</td></tr>
<tr><td style="padding:0 30px 20px 30px;">
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;line-height:20px;border-top:1px solid #e1e3df;">
<tr><td width="64"><img src="https://i.etsystatic.com/48201937/r/il/candle_cedar_fig_75x75.jpg" width="56" height="56" alt=""></td><td>Hand-poured soy candle, cedar &amp; fig, 8 oz<br><span style="color:#595959;">Quantity: 1</span></td><td align="right">$24.00</td></tr>
<tr><td width="64"><img src="https://i.etsystatic.com/48201937/r/il/linen_wrap_sage_75x75.jpg" width="56" height="56" alt=""></td><td>Linen gift wrap, sage<br><span style="color:#595959;">Quantity: 1</span></td><td align="right">$4.50</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="4" cellspacing="0" border="0" style="font-size:14px;border-top:1px solid #e1e3df;">
<tr><td>Item total</td><td align="right">$28.50</td></tr>
<tr><td>Shipping</td><td align="right">$5.99</td></tr>
<tr><td>Sales tax</td><td align="right">$2.35</td></tr>
<tr><td><b>Order total</b></td><td align="right"><b>$36.84</b></td></tr>
</table>
</td></tr>
<tr><td style="padding:0 30px 24px 30px;font-size:14px;line-height:20px;"><b>Shipping to</b><br>Sam Reader<br>1420 Elm Street, Apt 3B<br>Portland, OR 97214<br>United States<br><br>Estimated delivery: Dec 19&ndash;23</td></tr>
<tr><td style="padding:0 30px 32px 30px;"><a href="https://www.etsy.com/your/purchases/3389204715" style="display:inline-block;border:2px solid #222222;color:#222222;border-radius:24px;padding:11px 24px;font-size:15px;font-weight:600;text-decoration:none;">View your order</a> &nbsp; <a href="https://www.etsy.com/messages/new?with_id=48201937" style="color:#222222;font-size:14px;">Contact the shop</a></td></tr>`,
      ETSY_FOOTER,
    ),
  },
  {
    family: "etsy",
    group: "consumer",
    lang: "pt",
    kind: "login-code",
    code: "603118",
    link: null,
    from: "Etsy <transaction@etsy.com>",
    subject: "Seu código de acesso ao Etsy",
    date: date("2026-02-12T14:26:13", "-0300"),
    text: `Olá, Marina,

Use este código para entrar na sua conta do Etsy.

Código: 603118

O código expira em 15 minutos. Se não foi você quem tentou entrar, recomendamos alterar sua senha.

Obrigado,
Etsy

Etsy, Inc., 117 Adams Street, Brooklyn, NY 11201, EUA
`,
    html: etsy_page(
      "pt-BR",
      "Seu código de acesso ao Etsy",
      `<tr><td style="padding:10px 30px;font-size:24px;line-height:30px;font-family:Georgia,'Times New Roman',serif;">Olá, Marina</td></tr>
<tr><td style="padding:10px 30px 20px 30px;font-size:16px;line-height:24px;">Use este código para entrar na sua conta do Etsy.</td></tr>
<tr><td style="padding:0 30px 24px 30px;">
<table role="presentation" cellpadding="0" cellspacing="8" border="0"><tr>
${
        boxes(
          "603118",
          "width:42px;height:52px;background-color:#f6f4f1;border-radius:8px;text-align:center;font-size:26px;font-weight:600;color:#222222;",
        )
      }
</tr></table>
</td></tr>
<tr><td style="padding:0 30px 32px 30px;font-size:14px;line-height:20px;color:#595959;">O código expira em 15 minutos. Se não foi você quem tentou entrar, recomendamos <a href="https://www.etsy.com/your/account/security" style="color:#222222;">alterar sua senha</a>.</td></tr>`,
      `Etsy, Inc., 117 Adams Street, Brooklyn, NY 11201, EUA<br><a href="https://help.etsy.com/hc/pt-br" style="color:#595959;">Central de Ajuda</a> &middot; <a href="https://www.etsy.com/legal/privacy?locale_override=pt" style="color:#595959;">Política de Privacidade</a>`,
    ),
  },
];

// ---------------------------------------------------------------- ebay

const EBAY_RESET =
  "https://accountsettings.ebay.it/uas/resetpassword?rt=Rk9Hb2tzMjAyNi1pdC1yZXNldA&ru=https%3A%2F%2Fwww.ebay.it%2F&lang=it-IT";

const ebay: Mail[] = [
  {
    family: "ebay",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "KHTRWP",
    link: null,
    from: "eBay <ebay@ebay.com>",
    subject: "Your eBay security code",
    date: date("2025-12-16T23:05:48", "-0800"),
    text: `Your security code

Hi Sam,

We need to make sure it's you. Enter this security code on eBay to continue:

KHTRWP

This code expires in 10 minutes. eBay will never ask you for this code over the phone or in a message.

If you didn't try to sign in, we recommend changing your password: https://accountsettings.ebay.com/uas/changepassword

eBay Inc., 2025 Hamilton Avenue, San Jose, CA 95125
Email reference ID: [#f3a91c7d2b#]
`,
    html: doc(
      "en",
      "Your eBay security code",
      `<body style="margin:0;padding:0;background-color:#f7f7f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f7f7f7">
<tr><td align="center" style="padding:20px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:'Market Sans',Arial,sans-serif;color:#191919;">
<tr><td style="padding:24px 32px;"><img src="https://ir.ebaystatic.com/cr/v/c1/ebay-logo-1-1200x630-margin.png" width="96" height="39" alt="eBay"></td></tr>
<tr><td style="padding:0 32px 12px 32px;font-size:26px;line-height:32px;font-weight:bold;">Your security code</td></tr>
<tr><td style="padding:0 32px 20px 32px;font-size:16px;line-height:24px;">Hi Sam,<br>We need to make sure it's you. Enter this security code on eBay to continue:</td></tr>
<tr><td style="padding:0 32px 20px 32px;"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="border:1px solid #c7c7c7;border-radius:8px;padding:14px 28px;font-size:30px;font-weight:bold;letter-spacing:6px;font-family:Consolas,'Courier New',monospace;">KHTRWP</td></tr></table></td></tr>
<tr><td style="padding:0 32px 16px 32px;font-size:14px;line-height:20px;color:#707070;">This code expires in 10 minutes. eBay will never ask you for this code over the phone or in a message.</td></tr>
<tr><td style="padding:0 32px 28px 32px;font-size:14px;line-height:20px;">If you didn't try to sign in, we recommend <a href="https://accountsettings.ebay.com/uas/changepassword" style="color:#3665f3;">changing your password</a>.</td></tr>
<tr><td style="padding:20px 32px 28px 32px;border-top:1px solid #e5e5e5;font-size:11px;line-height:16px;color:#707070;">eBay Inc., 2025 Hamilton Avenue, San Jose, CA 95125<br>Email reference ID: [#f3a91c7d2b#]<br><a href="https://www.ebay.com/help/home" style="color:#707070;">Help &amp; Contact</a> &middot; <a href="https://www.ebay.com/help/policies/member-behaviour-policies/user-privacy-notice-privacy-policy?id=4260" style="color:#707070;">User Privacy Notice</a></td></tr>
</table>
</td></tr>
</table>
</body>`,
    ),
  },
  {
    family: "ebay",
    group: "consumer",
    lang: "it",
    kind: "reset-link",
    code: null,
    link: EBAY_RESET,
    from: "eBay <ebay@ebay.it>",
    subject: "Reimposta la tua password eBay",
    date: date("2026-01-21T07:48:30", "+0100"),
    text: `Ciao Luca,

abbiamo ricevuto una richiesta di reimpostazione della password del tuo account eBay (luca.b****@inbox.example).

Per scegliere una nuova password, apri questo link entro 1 ora:
${EBAY_RESET}

Se non hai richiesto tu la reimpostazione, ignora questa email: la tua password attuale resterà valida.

eBay GmbH, Albert-Einstein-Ring 2-6, 14532 Kleinmachnow, Germania
ID di riferimento email: [#8c24e1a9f0#]
`,
    html: doc(
      "it",
      "Reimposta la tua password",
      `<body style="margin:0;padding:0;background-color:#f7f7f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f7f7f7">
<tr><td align="center" style="padding:20px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:'Market Sans',Arial,sans-serif;color:#191919;">
<tr><td style="padding:24px 32px;"><img src="https://ir.ebaystatic.com/cr/v/c1/ebay-logo-1-1200x630-margin.png" width="96" height="39" alt="eBay"></td></tr>
<tr><td style="padding:0 32px 12px 32px;font-size:26px;line-height:32px;font-weight:bold;">Reimposta la tua password</td></tr>
<tr><td style="padding:0 32px 24px 32px;font-size:16px;line-height:24px;">Ciao Luca,<br>abbiamo ricevuto una richiesta di reimpostazione della password del tuo account eBay (luca.b****@inbox.example).</td></tr>
<tr><td style="padding:0 32px 24px 32px;"><a href="${
        esc(EBAY_RESET)
      }" style="display:inline-block;background-color:#3665f3;color:#ffffff;border-radius:24px;padding:12px 32px;font-size:16px;font-weight:bold;text-decoration:none;">Reimposta password</a></td></tr>
<tr><td style="padding:0 32px 28px 32px;font-size:14px;line-height:20px;color:#707070;">Il link scade tra 1 ora. Se non hai richiesto tu la reimpostazione, ignora questa email: la tua password attuale resterà valida.</td></tr>
<tr><td style="padding:20px 32px 28px 32px;border-top:1px solid #e5e5e5;font-size:11px;line-height:16px;color:#707070;">eBay GmbH, Albert-Einstein-Ring 2-6, 14532 Kleinmachnow, Germania<br>ID di riferimento email: [#8c24e1a9f0#]<br><a href="https://www.ebay.it/help/home" style="color:#707070;">Aiuto e contatti</a></td></tr>
</table>
</td></tr>
</table>
</body>`,
    ),
  },
];

// ---------------------------------------------------------------- aliexpress

function aliexpress_page(lang: string, title: string, inner: string, footer: string): string {
  return doc(
    lang,
    title,
    `<body style="margin:0;padding:0;background-color:#f2f2f2;">
<div style="max-width:640px;margin:0 auto;background-color:#ffffff;font-family:'Open Sans',Arial,sans-serif;color:#191919;">
<div style="background-color:#ff4747;padding:16px 24px;"><img src="https://ae01.alicdn.com/kf/email/aliexpress_logo_white.png" width="140" height="26" alt="AliExpress"></div>
<div style="padding:32px 24px;font-size:14px;line-height:22px;">${inner}</div>
<div style="padding:16px 24px 28px 24px;background-color:#fafafa;font-size:12px;line-height:18px;color:#999999;">${footer}</div>
</div>
</body>`,
  );
}

const aliexpress: Mail[] = [
  {
    family: "aliexpress",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "9316",
    link: null,
    from: "AliExpress <transaction@notice.aliexpress.com>",
    subject: "Your AliExpress verification code",
    date: date("2025-11-11T00:14:07", "+0800"),
    text: `Dear customer,

You are verifying your email address. Your verification code is:

9316

The code is valid for 15 minutes. For your account security, please do not share it with anyone.

11.11 Global Shopping Festival is live! Up to 70% off: https://sale.aliexpress.com/1111

Alibaba.com Singapore E-Commerce Private Limited, 51 Bras Basah Road, #04-08 Lazada One, Singapore 189554
`,
    html: aliexpress_page(
      "en",
      "Verification code",
      `<p style="margin:0 0 16px 0;">Dear customer,</p>
<p style="margin:0 0 16px 0;">You are verifying your email address. Your verification code is:</p>
<p style="margin:0 0 20px 0;font-size:36px;font-weight:bold;color:#ff4747;letter-spacing:16px;">9316</p>
<p style="margin:0 0 24px 0;">The code is valid for 15 minutes. For your account security, please do not share it with anyone.</p>
<p style="margin:0;"><a href="https://sale.aliexpress.com/1111"><img src="https://ae01.alicdn.com/kf/email/1111_banner_600x120.jpg" width="592" height="118" alt="11.11 Global Shopping Festival - up to 70% off" style="display:block;border:0;max-width:100%;"></a></p>`,
      `This email was sent to sam.reader@inbox.example.<br>Alibaba.com Singapore E-Commerce Private Limited, 51 Bras Basah Road, #04-08 Lazada One, Singapore 189554<br><a href="https://helppage.aliexpress.com/" style="color:#999999;">Help Center</a> &middot; <a href="https://terms.alicdn.com/legal-agreement/terms/privacy_policy_full/20220604161803538/20220604161803538.html" style="color:#999999;">Privacy Policy</a>`,
    ),
  },
  {
    family: "aliexpress",
    group: "consumer",
    lang: "es",
    kind: "login-code",
    code: "502718",
    link: null,
    from: "AliExpress <transaction@notice.aliexpress.com>",
    subject: "Código de verificación de AliExpress",
    date: date("2026-02-26T17:52:40", "+0100"),
    text: `Estimado/a cliente:

Estás iniciando sesión en AliExpress. Tu código de verificación es

502718

Caduca en 15 minutos. No compartas este código con nadie.

Si no has sido tú, cambia tu contraseña lo antes posible.

Alibaba.com Singapore E-Commerce Private Limited, 51 Bras Basah Road, #04-08 Lazada One, Singapur 189554
`,
    html: aliexpress_page(
      "es",
      "Código de verificación",
      `<p style="margin:0 0 16px 0;">Estimado/a cliente:</p>
<p style="margin:0 0 8px 0;">Estás iniciando sesión en AliExpress. Tu código de verificación es<br><br><br><span style="font-size:28px;font-weight:bold;">502718</span><br><br></p>
<p style="margin:0 0 16px 0;">Caduca en 15 minutos. No compartas este código con nadie.</p>
<p style="margin:0;">Si no has sido tú, <a href="https://accounts.aliexpress.com/user/organization/manage_password.htm?lang=es_ES" style="color:#ff4747;">cambia tu contraseña</a> lo antes posible.</p>`,
      `Alibaba.com Singapore E-Commerce Private Limited, 51 Bras Basah Road, #04-08 Lazada One, Singapur 189554<br><a href="https://helppage.aliexpress.com/" style="color:#999999;">Centro de ayuda</a>`,
    ),
  },
];

// ---------------------------------------------------------------- zoom

const ZOOM_ACTIVATE = "https://us05web.zoom.us/activate?code=Hx7qL2mP9vRk3TzW8yNc4BfJ6sD1gA0e&fr=signup";
const ZOOM_VERIFY_ZH = "https://zoom.us/verify_email?token=Wm9vbVZlcmlmeUNOMjAyNg&code=804127&lang=zh-CN";

const zoom: Mail[] = [
  {
    family: "zoom",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: ZOOM_ACTIVATE,
    from: "Zoom <no-reply@zoom.us>",
    subject: "Please activate your Zoom account",
    date: date("2025-10-28T10:31:54", "-0700"),
    text: `Hello sam.reader@inbox.example,

Welcome to Zoom!

To activate your account please click the button below to verify your email address:

Activate Account: ${ZOOM_ACTIVATE}

Or paste this link into your browser:
${ZOOM_ACTIVATE}

If you didn't sign up for Zoom, you can ignore this email.

Copyright 2025 Zoom Communications, Inc. All rights reserved.
55 Almaden Blvd, 6th Floor, San Jose, CA 95113
+1.888.799.9666
Visit zoom.com
`,
    html: doc(
      "en",
      "Please activate your Zoom account",
      `<body style="margin:0;padding:0;background-color:#f4f4f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f4">
<tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:Lato,Helvetica,Arial,sans-serif;color:#232333;">
<tr><td style="padding:28px 40px;border-bottom:1px solid #ededf4;"><img src="https://st1.zoom.us/static/6.3.0/image/new/ZoomLogo_112x25.png" width="112" height="25" alt="zoom"></td></tr>
<tr><td style="padding:32px 40px 8px 40px;font-size:16px;line-height:24px;">Hello sam.reader@inbox.example,</td></tr>
<tr><td style="padding:8px 40px;font-size:16px;line-height:24px;">Welcome to Zoom!<br><br>To activate your account please click the button below to verify your email address:</td></tr>
<tr><td align="center" style="padding:24px 40px;"><a href="${ZOOM_ACTIVATE}" style="display:inline-block;background-color:#0b5cff;color:#ffffff;border-radius:8px;padding:14px 36px;font-size:16px;font-weight:bold;text-decoration:none;">Activate Account</a></td></tr>
<tr><td style="padding:8px 40px;font-size:14px;line-height:20px;color:#747487;">Or paste this link into your browser:<br><a href="${ZOOM_ACTIVATE}" style="color:#0b5cff;word-break:break-all;">${ZOOM_ACTIVATE}</a></td></tr>
<tr><td style="padding:16px 40px 32px 40px;font-size:14px;line-height:20px;color:#747487;">If you didn't sign up for Zoom, you can ignore this email.</td></tr>
<tr><td style="padding:24px 40px;background-color:#f7f7fa;font-size:12px;line-height:18px;color:#747487;">Copyright &copy;2025 Zoom Communications, Inc. All rights reserved.<br>55 Almaden Blvd, 6th Floor, San Jose, CA 95113<br>+1.888.799.9666<br><a href="https://www.zoom.com" style="color:#747487;">Visit zoom.com</a> &middot; <a href="https://www.zoom.com/en/trust/privacy/privacy-statement/" style="color:#747487;">Privacy Statement</a></td></tr>
</table>
</td></tr>
</table>
</body>`,
    ),
  },
  {
    family: "zoom",
    group: "consumer",
    lang: "zh",
    kind: "code-and-link",
    code: "804127",
    link: ZOOM_VERIFY_ZH,
    from: "Zoom <no-reply@zoom.us>",
    subject: "请验证您的 Zoom 电子邮件地址",
    date: date("2026-02-04T15:03:27", "+0800"),
    enc: "b64",
    text: `您好，王先生：

感谢您注册 Zoom。请在注册页面中输入以下验证码以完成电子邮件地址验证：

验证码：804127

或者点击下面的链接完成验证：
${ZOOM_VERIFY_ZH}

验证码将在 30 分钟后失效。如果您没有注册 Zoom，请忽略此邮件。

版权所有 ©2026 Zoom Communications, Inc. 保留所有权利。
55 Almaden Blvd, 6th Floor, San Jose, CA 95113
`,
    html: doc(
      "zh-CN",
      "验证您的电子邮件地址",
      `<body style="margin:0;padding:0;background-color:#f4f4f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f4">
<tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:'PingFang SC','Microsoft YaHei',Helvetica,Arial,sans-serif;color:#232333;">
<tr><td style="padding:28px 40px;border-bottom:1px solid #ededf4;"><img src="https://st1.zoom.us/static/6.3.0/image/new/ZoomLogo_112x25.png" width="112" height="25" alt="zoom"></td></tr>
<tr><td style="padding:32px 40px 8px 40px;font-size:16px;line-height:26px;">您好，王先生：</td></tr>
<tr><td style="padding:8px 40px;font-size:16px;line-height:26px;">感谢您注册 Zoom。请在注册页面中输入以下验证码以完成电子邮件地址验证：</td></tr>
<tr><td align="center" style="padding:20px 40px;"><div style="display:inline-block;background-color:#f1f4ff;border-radius:8px;padding:16px 32px;font-size:32px;font-weight:bold;letter-spacing:8px;color:#0b5cff;">804127</div></td></tr>
<tr><td style="padding:8px 40px;font-size:16px;line-height:26px;">或者点击下面的按钮完成验证：</td></tr>
<tr><td align="center" style="padding:16px 40px 24px 40px;"><a href="${
        esc(ZOOM_VERIFY_ZH)
      }" style="display:inline-block;background-color:#0b5cff;color:#ffffff;border-radius:8px;padding:14px 36px;font-size:16px;font-weight:bold;text-decoration:none;">验证电子邮件地址</a></td></tr>
<tr><td style="padding:0 40px 32px 40px;font-size:14px;line-height:22px;color:#747487;">验证码将在 30 分钟后失效。如果您没有注册 Zoom，请忽略此邮件。</td></tr>
<tr><td style="padding:24px 40px;background-color:#f7f7fa;font-size:12px;line-height:18px;color:#747487;">版权所有 &copy;2026 Zoom Communications, Inc. 保留所有权利。<br>55 Almaden Blvd, 6th Floor, San Jose, CA 95113</td></tr>
</table>
</td></tr>
</table>
</body>`,
    ),
  },
];

/** The mails of this part of the second held-out set. */
export const mails: Mail[] = [
  ...twitch,
  ...reddit,
  ...pinterest,
  ...snapchat,
  ...tiktok,
  ...spotify,
  ...netflix,
  ...duolingo,
  ...canva,
  ...asana,
  ...monday,
  ...hubspot,
  ...salesforce,
  ...binance,
  ...coinbase,
  ...kraken,
  ...wise,
  ...klarna,
  ...vinted,
  ...etsy,
  ...ebay,
  ...aliexpress,
  ...zoom,
];
