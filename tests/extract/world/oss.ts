/**
 * Families modelled on the default templates open-source auth systems ship: where each puts
 * its code or link, how it words the mail, its layout — written anew, in our own words.
 * @module
 */

import { code, esc, type Family, href, link, mj_text, mjml_layout, NOTHING, type WorldMail } from "./kit.ts";
import { fill, type Lang, PHRASES } from "./l10n.ts";

const p = (text: string) => `<p>${esc(text)}</p>`;

/** Keycloak: a short FreeMarker body inside a bare html/body, a link whose text names the action; a text part beside it. */
const keycloak: Family = {
  name: "keycloak",
  group: "oss",
  mails(r) {
    const out: WorldMail[] = [];
    const langs: Lang[] = ["en", "de", "fr", "es", "pt", "it", "nl", "pl", "ru", "ja", "zh", "tr"];
    const realm = r.pick(["Acme", "Intranet", "Portal"]);
    const host = "sso.acme-corp.test";
    for (const lang of langs) {
      const t = PHRASES[lang];
      const key = r.token(36);
      const url =
        `https://${host}/realms/${realm.toLowerCase()}/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.${key}&client_id=account-console&tab_id=${
          r.token(11)
        }`;
      const body = lang === "en"
        ? `Someone has created a ${realm} account with this email address. If this was you, click the link below to verify your email address`
        : fill(t.verify_lead, { brand: realm });
      const label = lang === "en" ? "Link to e-mail address verification" : t.verify_button;
      const expiry = lang === "en" ? "This link will expire within 5 minutes." : fill(t.code_expires, { minutes: 5 });
      const ignore = lang === "en" ? "If you didn't create this account, just ignore this message." : t.code_ignore;
      out.push({
        kind: "verify-link",
        lang,
        from: `${realm} <no-reply@acme-corp.test>`,
        subject: lang === "en" ? "Verify email" : fill(t.verify_subject, { brand: realm }),
        text: `${body}\n\n${url}\n\n${expiry}\n\n${ignore}`,
        html: `<html><body><p>${esc(body)}</p><p><a href="${href(url)}">${esc(label)}</a></p><p>${esc(expiry)}</p><p>${
          esc(ignore)
        }</p></body></html>`,
        expected: link(url),
      });
    }
    for (const lang of ["en", "de", "fr"] as Lang[]) {
      const t = PHRASES[lang];
      const url = `https://${host}/realms/acme/login-actions/action-token?key=eyJhbGciOiJIUzUxMiJ9.${
        r.token(40)
      }&client_id=web&tab_id=${r.token(11)}`;
      const lead = lang === "en"
        ? `Someone just requested to change your ${realm} account's credentials. If this was you, click on the link below to reset them.`
        : fill(t.reset_lead, { brand: realm });
      const label = lang === "en" ? "Link to reset credentials" : t.reset_button;
      out.push({
        kind: "reset-link",
        lang,
        from: `${realm} <no-reply@acme-corp.test>`,
        subject: lang === "en" ? "Reset password" : t.reset_subject,
        text: `${lead}\n\n${url}\n\nThis link and code will expire within 30 minutes.\n\n${t.reset_ignore}`,
        html: `<html><body>${p(lead)}<p><a href="${href(url)}">${esc(label)}</a></p>${
          p("This link will expire within 30 minutes.")
        }${p(t.reset_ignore)}</body></html>`,
        expected: link(url),
      });
    }
    const otp = r.digits(6);
    out.push({
      kind: "login-code",
      lang: "en",
      from: `${realm} <no-reply@acme-corp.test>`,
      subject: "Login access code",
      text:
        `Your access code is ${otp}. The code is valid for 5 minutes.\nIf you did not try to log in, please ignore this email.`,
      html:
        `<html><body><p>Your access code is <b>${otp}</b>.</p><p>The code is valid for 5 minutes.</p><p>If you did not try to log in, please ignore this email.</p></body></html>`,
      expected: code(otp),
    });
    const actions = `https://${host}/realms/acme/login-actions/action-token?key=${r.token(60)}`;
    out.push({
      kind: "required-actions-link",
      lang: "en",
      from: `${realm} <no-reply@acme-corp.test>`,
      subject: "Update Your Account",
      text:
        `Your administrator has just requested that you update your ${realm} account by performing the following action(s): Update Password. Click on the link below to start this process.\n\n${actions}\n\nThis link will expire within 12 hours.\n\nIf you are unaware that your administrator has requested this, just ignore this message and nothing will be changed.`,
      html:
        `<html><body><p>Your administrator has just requested that you update your ${realm} account by performing the following action(s): Update Password. Click on the link below to start this process.</p><p><a href="${
          href(actions)
        }">Link to account update</a></p><p>This link will expire within 12 hours.</p><p>If you are unaware that your administrator has requested this, just ignore this message and nothing will be changed.</p></body></html>`,
      expected: link(actions),
    });
    out.push({
      kind: "login-error-notice",
      lang: "en",
      from: `${realm} <no-reply@acme-corp.test>`,
      subject: "Login error",
      text:
        `A failed login attempt was detected to your account on Mar 3, 2025 14:32:07 from 203.0.113.42. If this was not you, please contact an administrator.`,
      html:
        `<html><body><p>A failed login attempt was detected to your account on Mar 3, 2025 14:32:07 from 203.0.113.42. If this was not you, please contact an administrator.</p></body></html>`,
      expected: NOTHING,
    });
    return out;
  },
};

/** Ory Kratos: one sentence and the code or link on its own; text-only and HTML variants. */
const kratos: Family = {
  name: "ory-kratos",
  group: "oss",
  mails(r) {
    const out: WorldMail[] = [];
    const from = "Ory <no-reply@auth.shopwise.test>";
    for (let i = 0; i < 3; i++) {
      const c = r.digits(6);
      out.push({
        kind: "verify-code",
        lang: "en",
        from,
        subject: "Please verify your email address",
        text:
          `Hi, please verify your account by entering the following code:\n\n${c}\n\nor clicking the following link:\n\nhttps://auth.shopwise.test/self-service/verification?code=${c}&flow=${
            r.hex(8)
          }-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}\n`,
        expected: code(c, `https://auth.shopwise.test/self-service/verification?code=${c}&flow=` + "PLACEHOLDER"),
      });
      // the link written above: rebuild expected from the text
      const written = /https:\S+/.exec(out.at(-1)!.text!)![0];
      out.at(-1)!.expected = code(c, written);
    }
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "recovery-code",
        lang: "en",
        from,
        subject: "Recover access to your account",
        text:
          `Hi,\n\nplease recover access to your account by entering the following code:\n\n${c}\n\nIf this wasn't you, do nothing. This code is valid for 1 hour.\n`,
        html:
          `<p>Hi,</p><p>please recover access to your account by entering the following code:</p><p>${c}</p><p>If this wasn't you, do nothing. This code is valid for 1 hour.</p>`,
        expected: code(c),
      });
    }
    for (const lang of ["en", "de"] as Lang[]) {
      const c = r.digits(6);
      out.push({
        kind: "login-code",
        lang,
        from,
        subject: lang === "en" ? "Login to your account" : "Anmeldung bei deinem Konto",
        text: lang === "en"
          ? `Hi,\n\nplease login to your account by entering the following code:\n\n${c}\n`
          : `Hallo,\n\nbitte melde dich mit dem folgenden Code an:\n\n${c}\n`,
        expected: code(c),
      });
    }
    const url = `https://auth.shopwise.test/self-service/verification?flow=${r.hex(8)}-${r.hex(4)}&token=${
      r.token(32)
    }`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from,
      subject: "Please verify your email address",
      text: `Hi, please verify your account by clicking the following link:\n\n${url}\n`,
      html: `<p>Hi, please verify your account by clicking the following link:</p><p><a href="${href(url)}">${
        esc(url)
      }</a></p>`,
      expected: link(url),
    });
    out.push({
      kind: "recovery-invalid",
      lang: "en",
      from,
      subject: "Account access attempted",
      text:
        `Hi,\n\nyou (or someone else) entered this email address when trying to recover access to an account.\n\nHowever, this email address is not on our database of registered users and therefore the attempt has failed.\n\nIf this was you, check if you signed up using a different address.\n\nIf this was not you, please ignore this email.\n`,
      expected: NOTHING,
    });
    return out;
  },
};

/** Supabase Auth: h2 heading, one sentence, a bare link; the OTP variant adds the code as text. */
const supabase: Family = {
  name: "supabase-auth",
  group: "oss",
  mails(r) {
    const site = "app.tinyhabits.test";
    const ref = r.chars(20, "abcdefghijklmnopqrst");
    const verify = (type: string) =>
      `https://${ref}.supabase.co/auth/v1/verify?token=pkce_${
        r.hex(56)
      }&type=${type}&redirect_to=https://${site}/auth/callback`;
    const from = "Supabase Auth <noreply@mail.app.supabase.io>";
    const out: WorldMail[] = [];
    const signup = verify("signup");
    out.push({
      kind: "verify-link",
      lang: "en",
      from,
      subject: "Confirm Your Signup",
      html: `<h2>Confirm your signup</h2>\n\n<p>Follow this link to confirm your user:</p>\n<p><a href="${
        href(signup)
      }">Confirm your mail</a></p>\n`,
      html_transfer: "7bit",
      expected: link(signup),
    });
    const magic = verify("magiclink");
    out.push({
      kind: "magic-link",
      lang: "en",
      from,
      subject: "Your Magic Link",
      html: `<h2>Magic Link</h2>\n\n<p>Follow this link to login:</p>\n<p><a href="${href(magic)}">Log In</a></p>\n`,
      expected: link(magic),
    });
    const invite = verify("invite");
    out.push({
      kind: "invite-link",
      lang: "en",
      from,
      subject: "You have been invited",
      html:
        `<h2>You have been invited</h2>\n\n<p>You have been invited to create a user on https://${site}. Follow this link to accept the invite:</p>\n<p><a href="${
          href(invite)
        }">Accept the invite</a></p>\n`,
      expected: link(invite),
    });
    const recovery = verify("recovery");
    out.push({
      kind: "reset-link",
      lang: "en",
      from,
      subject: "Reset Your Password",
      html: `<h2>Reset Password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="${
        href(recovery)
      }">Reset Password</a></p>\n`,
      expected: link(recovery),
    });
    const otp = r.digits(6);
    out.push({
      kind: "otp-code",
      lang: "en",
      from: "TinyHabits <auth@tinyhabits.test>",
      subject: "Your TinyHabits login code",
      html: `<h2>One-time login code</h2>\n<p>Please enter this code: ${otp}</p>\n`,
      expected: code(otp),
    });
    const change = verify("email_change");
    out.push({
      kind: "email-change-link",
      lang: "en",
      from,
      subject: "Confirm Email Change",
      html:
        `<h2>Confirm Change of Email</h2>\n\n<p>Follow this link to confirm the update of your email from sam.lee@old.example to sam.lee@inbox.example:</p>\n<p><a href="${
          href(change)
        }">Change Email</a></p>\n`,
      expected: link(change),
    });
    const both = r.digits(6);
    const confirm = verify("signup");
    out.push({
      kind: "verify-code-and-link",
      lang: "pt",
      from: "TinyHabits <auth@tinyhabits.test>",
      subject: "Confirme seu cadastro",
      html: `<h2>Confirme seu cadastro</h2><p>Clique no link para confirmar seu usuário:</p><p><a href="${
        href(confirm)
      }">Confirmar e-mail</a></p><p>Ou digite o código: <strong>${both}</strong></p>`,
      expected: code(both, confirm),
    });
    return out;
  },
};

/** django-allauth: plain text only, "Hello from {site}!", the link on its own line. */
const allauth: Family = {
  name: "django-allauth",
  group: "oss",
  mails(r) {
    const site = r.pick(["bookclub.test", "fieldnotes.test"]);
    const from = `webmaster@${site}`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 3; i++) {
      const key = `${r.chars(2, "MNOTQ")}${r.chars(1, "wxyz0123")}:1${r.token(5)}:${r.token(43)}`;
      const url = `https://${site}/accounts/confirm-email/${key}/`;
      const user = r.name().toLowerCase();
      out.push({
        kind: "verify-link",
        lang: "en",
        from,
        subject: `[${site}] Please Confirm Your Email Address`,
        text:
          `Hello from ${site}!\n\nYou're receiving this email because user ${user} has given your email address to register an account on ${site}.\n\nTo confirm this is correct, go to ${url}\n\nThank you for using ${site}!\n${site}`,
        text_transfer: "7bit",
        expected: link(url),
      });
    }
    const reset = `https://${site}/accounts/password/reset/key/${r.chars(2, "1234abc")}-${r.hex(3)}-${r.hex(32)}/`;
    out.push({
      kind: "reset-link",
      lang: "en",
      from,
      subject: `[${site}] Password Reset Email`,
      text:
        `Hello from ${site}!\n\nYou're receiving this email because you or someone else has requested a password reset for your user account.\nIt can be safely ignored if you did not request a password reset. Click the link below to reset your password.\n\n${reset}\n\nIn case you forgot, your username is sam.\n\nThank you for using ${site}!\n${site}`,
      expected: link(reset),
    });
    for (let i = 0; i < 2; i++) {
      const c = r.alnum(6);
      out.push({
        kind: "login-code",
        lang: "en",
        from,
        subject: `[${site}] Sign-In Code`,
        text:
          `Hello from ${site}!\n\nYour sign-in code is listed below. Please enter it in your open browser window.\n\n${c}\n\nThis mail can be safely ignored if you did not initiate this action.\n\nThank you for using ${site}!\n${site}`,
        expected: code(c),
      });
    }
    const c2 = r.alnum(6);
    out.push({
      kind: "verify-code",
      lang: "en",
      from,
      subject: `[${site}] Please Confirm Your Email Address`,
      text:
        `Hello from ${site}!\n\nYour email verification code is listed below. Please enter it in your open browser window.\n\n${c2}\n\nThank you for using ${site}!\n${site}`,
      expected: code(c2),
    });
    out.push({
      kind: "password-changed",
      lang: "en",
      from,
      subject: `[${site}] Password Changed`,
      text:
        `Hello from ${site}!\n\nYour password has been changed.\n\nChange details:\n- When: March 3, 2025, 2:32 p.m.\n- From IP address: 198.51.100.23\n- Browser: Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3)\n\nIf you did not make this change, please contact us at https://${site}/contact/ immediately.\n\nThank you for using ${site}!\n${site}`,
      expected: NOTHING,
    });
    out.push({
      kind: "unknown-account",
      lang: "en",
      from,
      subject: `[${site}] Unknown Account`,
      text:
        `Hello from ${site}!\n\nYou are receiving this email because you, or someone else, tried to access an account with email sam.lee@inbox.example. However, we do not have any record of such an account in our database.\n\nThis mail can be safely ignored if you did not initiate this action.\n\nIf it was you, you can sign up for an account using the link below.\n\nhttps://${site}/accounts/signup/\n\nThank you for using ${site}!\n${site}`,
      expected: NOTHING,
    });
    return out;
  },
};

/** Devise (Rails): short HTML with a greeting and a link named "Confirm my account" / "Change my password". */
const devise: Family = {
  name: "devise",
  group: "oss",
  mails(r) {
    const site = "www.gearshed.test";
    const from = "please-change-me-at-config-initializers-devise@gearshed.test";
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const url = `https://${site}/users/confirmation?confirmation_token=${r.token(20)}`;
      out.push({
        kind: "verify-link",
        lang: "en",
        from,
        subject: "Confirmation instructions",
        html:
          `<p>Welcome sam.lee@inbox.example!</p>\n\n<p>You can confirm your account email through the link below:</p>\n\n<p><a href="${
            href(url)
          }">Confirm my account</a></p>\n`,
        expected: link(url),
      });
    }
    for (let i = 0; i < 2; i++) {
      const url = `https://${site}/users/password/edit?reset_password_token=${r.token(20)}`;
      out.push({
        kind: "reset-link",
        lang: "en",
        from,
        subject: "Reset password instructions",
        html:
          `<p>Hello sam.lee@inbox.example!</p>\n\n<p>Someone has requested a link to change your password. You can do this through the link below.</p>\n\n<p><a href="${
            href(url)
          }">Change my password</a></p>\n\n<p>If you didn't request this, please ignore this email.</p>\n<p>Your password won't change until you access the link above and create a new one.</p>\n`,
        expected: link(url),
      });
    }
    const unlock = `https://${site}/users/unlock?unlock_token=${r.token(20)}`;
    out.push({
      kind: "unlock-link",
      lang: "en",
      from,
      subject: "Unlock instructions",
      html:
        `<p>Hello sam.lee@inbox.example!</p>\n\n<p>Your account has been locked due to an excessive number of unsuccessful sign in attempts.</p>\n\n<p>Click the link below to unlock your account:</p>\n\n<p><a href="${
          href(unlock)
        }">Unlock my account</a></p>\n`,
      expected: link(unlock),
    });
    out.push({
      kind: "password-changed",
      lang: "en",
      from,
      subject: "Password Changed",
      html:
        `<p>Hello sam.lee@inbox.example!</p>\n\n<p>We're contacting you to notify you that your password has been changed.</p>\n`,
      expected: NOTHING,
    });
    out.push({
      kind: "email-changed",
      lang: "en",
      from,
      subject: "Email Changed",
      html:
        `<p>Hello sam.lee@inbox.example!</p>\n\n<p>We're contacting you to notify you that your email is being changed to sam@new.example.</p>\n`,
      expected: NOTHING,
    });
    const invite = `https://${site}/users/invitation/accept?invitation_token=${r.token(20)}`;
    out.push({
      kind: "invite-link",
      lang: "en",
      from,
      subject: "Invitation instructions",
      html:
        `<p>Hello sam.lee@inbox.example</p>\n\n<p>Someone has invited you to https://${site}/, you can accept it through the link below.</p>\n\n<p><a href="${
          href(invite)
        }">Accept invitation</a></p>\n\n<p>If you don't want to accept the invitation, please ignore this email. Your account won't be created until you access the link above and set your password.</p>\n`,
      expected: link(invite),
    });
    return out;
  },
};

/** Laravel notifications: the Markdown mail layout — header link, button table, subcopy with the raw URL, footer. */
const laravel: Family = {
  name: "laravel",
  group: "oss",
  mails(r) {
    const app = r.pick(["Invoicely", "Laravel"]);
    const site = "invoicely.test";
    const layout = (heading: string, lines: string[], action: [string, string] | null, after: string[]) => {
      const subcopy = action
        ? `<table class="subcopy" width="100%" cellpadding="0" cellspacing="0" role="presentation" style="border-top:1px solid #e8e5ef;margin-top:25px;padding-top:25px"><tr><td><p style="font-size:14px">If you're having trouble clicking the "${
          esc(action[1])
        }" button, copy and paste the URL below into your web browser: <span class="break-all"><a href="${
          href(action[0])
        }">${esc(action[0])}</a></span></p></td></tr></table>`
        : "";
      const btn = action
        ? `<table class="action" align="center" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center"><table width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center"><a href="${
          href(action[0])
        }" class="button button-primary" target="_blank" rel="noopener" style="background-color:#2d3748;border-bottom:8px solid #2d3748;border-left:18px solid #2d3748;border-right:18px solid #2d3748;border-top:8px solid #2d3748;color:#fff;display:inline-block;text-decoration:none">${
          esc(action[1])
        }</a></td></tr></table></td></tr></table>`
        : "";
      return `<!DOCTYPE html><html><head><title>${app}</title><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><style>@media only screen and (max-width:600px){.inner-body{width:100%!important}}</style></head><body><table class="wrapper" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center"><table class="content" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="header" style="padding:25px 0;text-align:center"><a href="https://${site}" style="display:inline-block;color:#3d4852;font-size:19px;font-weight:bold;text-decoration:none">${app}</a></td></tr><tr><td class="body" width="100%" cellpadding="0" cellspacing="0"><table class="inner-body" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="content-cell" style="padding:32px"><h1 style="font-size:18px;font-weight:bold">${
        esc(heading)
      }</h1>${lines.map(p).join("")}${btn}${
        after.map(p).join("")
      }<p>Regards,<br>${app}</p>${subcopy}</td></tr></table></td></tr><tr><td><table class="footer" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="content-cell" align="center" style="padding:32px"><p style="color:#b0adc5;font-size:12px">© 2025 ${app}. All rights reserved.</p></td></tr></table></td></tr></table></td></tr></table></body></html>`;
    };
    const text = (heading: string, lines: string[], action: [string, string] | null, after: string[]) =>
      `${app} (https://${site})\n\n# ${heading}\n\n${lines.join("\n\n")}\n\n${
        action ? `${action[1]}: ${action[0]}\n\n` : ""
      }${after.join("\n\n")}\n\nRegards,\n${app}\n\n${
        action
          ? `If you're having trouble clicking the "${
            action[1]
          }" button, copy and paste the URL below into your web browser: [${action[0]}](${action[0]})\n\n`
          : ""
      }© 2025 ${app}. All rights reserved.`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const url = `https://${site}/email/verify/${r.int(10, 9999)}/${r.hex(40)}?expires=${r.digits(10)}&signature=${
        r.hex(64)
      }`;
      const a: [string, string] = [url, "Verify Email Address"];
      const lines = ["Please click the button below to verify your email address."];
      const after = ["If you did not create an account, no further action is required."];
      out.push({
        kind: "verify-link",
        lang: "en",
        from: `${app} <hello@${site}>`,
        subject: "Verify Email Address",
        text: text("Hello!", lines, a, after),
        html: layout("Hello!", lines, a, after),
        expected: link(url),
      });
    }
    for (let i = 0; i < 2; i++) {
      const url = `https://${site}/reset-password/${r.hex(64)}?email=sam.lee%40inbox.example`;
      const a: [string, string] = [url, "Reset Password"];
      const lines = ["You are receiving this email because we received a password reset request for your account."];
      const after = [
        "This password reset link will expire in 60 minutes.",
        "If you did not request a password reset, no further action is required.",
      ];
      out.push({
        kind: "reset-link",
        lang: "en",
        from: `${app} <hello@${site}>`,
        subject: "Reset Password Notification",
        text: text("Hello!", lines, a, after),
        html: layout("Hello!", lines, a, after),
        html_transfer: "base64",
        expected: link(url),
      });
    }
    const invoice = `https://${site}/invoices/INV-${r.digits(5)}`;
    const a: [string, string] = [invoice, "View Invoice"];
    out.push({
      kind: "invoice-paid",
      lang: "en",
      from: `${app} <billing@${site}>`,
      subject: "Invoice Paid",
      text: text("Hello!", [`Your invoice INV-${r.digits(5)} for $149.00 has been paid. Thank you!`], a, [
        "Payment method: Visa ending in 4242.",
      ]),
      html: layout("Hello!", [`Your invoice for $149.00 has been paid. Thank you!`], a, [
        "Payment method: Visa ending in 4242.",
      ]),
      expected: NOTHING,
    });
    const c = r.digits(6);
    out.push({
      kind: "login-code",
      lang: "en",
      from: `${app} <hello@${site}>`,
      subject: "Your login code",
      text: text("Hello!", ["Your two factor authentication code is:", c], null, [
        "The code will expire in 10 minutes.",
        "If you have not tried to login, ignore this message.",
      ]),
      html: layout("Hello!", ["Your two factor authentication code is:", c], null, [
        "The code will expire in 10 minutes.",
        "If you have not tried to login, ignore this message.",
      ]),
      expected: code(c),
    });
    return out;
  },
};

/** Auth.js (NextAuth) email provider: a centred card with "Sign in to host" and one button; text is "Sign in to host\nurl". */
const authjs: Family = {
  name: "authjs",
  group: "oss",
  mails(r) {
    const out: WorldMail[] = [];
    for (const host of ["notes.acme.test", "dash.pixelpark.test", "localhost:3000", "app.quillstack.test"]) {
      const scheme = host.startsWith("localhost") ? "http" : "https";
      const url = `${scheme}://${host}/api/auth/callback/${r.pick(["email", "resend", "nodemailer"])}?callbackUrl=${
        encodeURIComponent(`${scheme}://${host}/dashboard`)
      }&token=${r.hex(64)}&email=sam.lee%40inbox.example`;
      const escaped = host.replace(/\./g, "&#8203;.");
      out.push({
        kind: "magic-link",
        lang: "en",
        from: `${host.split(":")[0]} <no-reply@${host.startsWith("localhost") ? "example.test" : host}>`,
        subject: `Sign in to ${host}`,
        text: `Sign in to ${host}\n${url}\n\n`,
        html:
          `<body style="background: #f9f9f9;"><table width="100%" border="0" cellspacing="20" cellpadding="0" style="background: #fff; max-width: 600px; margin: auto; border-radius: 10px;"><tr><td align="center" style="padding: 10px 0px; font-size: 22px; font-family: Helvetica, Arial, sans-serif; color: #444;">Sign in to <strong>${escaped}</strong></td></tr><tr><td align="center" style="padding: 20px 0;"><table border="0" cellspacing="0" cellpadding="0"><tr><td align="center" style="border-radius: 5px;" bgcolor="#346df1"><a href="${
            href(url)
          }" target="_blank" style="font-size: 18px; font-family: Helvetica, Arial, sans-serif; color: #fff; text-decoration: none; border-radius: 5px; padding: 10px 20px; border: 1px solid #346df1; display: inline-block; font-weight: bold;">Sign in</a></td></tr></table></td></tr><tr><td align="center" style="padding: 0px 0px 10px 0px; font-size: 16px; line-height: 22px; font-family: Helvetica, Arial, sans-serif; color: #444;">If you did not request this email you can safely ignore it.</td></tr></table></body>`,
        expected: link(url),
      });
    }
    return out;
  },
};

/** Better Auth: the app writes the mail in its sendVerificationEmail / sendVerificationOTP hooks; typical apps keep it short. */
const better_auth: Family = {
  name: "better-auth",
  group: "oss",
  mails(r) {
    const site = "kanbanly.test";
    const from = `Kanbanly <auth@${site}>`;
    const out: WorldMail[] = [];
    const verify = `https://${site}/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.${r.token(80)}.${
      r.token(43)
    }&callbackURL=/dashboard`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from,
      subject: "Verify your email address",
      text: `Click the link to verify your email: ${verify}`,
      expected: link(verify),
    });
    for (const type of ["sign-in", "email-verification", "forget-password"]) {
      const otp = r.digits(6);
      out.push({
        kind: `${type}-otp`,
        lang: "en",
        from,
        subject: type === "sign-in"
          ? "Your sign-in code"
          : type === "forget-password"
          ? "Reset your password"
          : "Verify your email",
        html:
          `<div style="font-family:Inter,system-ui,sans-serif;max-width:480px;margin:0 auto;padding:24px"><h1 style="font-size:20px">Kanbanly</h1><p>${
            type === "forget-password" ? "Use this code to reset your password" : "Enter this code to continue"
          }:</p><div style="font-size:32px;font-weight:700;letter-spacing:6px;background:#f4f4f5;padding:16px;text-align:center;border-radius:8px">${otp}</div><p style="color:#71717a;font-size:13px">This code expires in 5 minutes. If you didn't request it, ignore this email.</p></div>`,
        expected: code(otp),
      });
    }
    const reset = `https://${site}/api/auth/reset-password/${r.token(24)}?callbackURL=%2Freset-password`;
    out.push({
      kind: "reset-link",
      lang: "en",
      from,
      subject: "Reset your password",
      html:
        `<div style="font-family:Inter,system-ui,sans-serif;max-width:480px;margin:0 auto;padding:24px"><h1 style="font-size:20px">Reset your password</h1><p>Someone asked to reset the password of your Kanbanly account.</p><p><a href="${
          href(reset)
        }" style="background:#18181b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Reset password</a></p><p style="color:#71717a;font-size:13px">Didn't ask? You can ignore this email. <a href="https://${site}/support">Contact support</a></p></div>`,
      expected: link(reset),
    });
    const org = `https://${site}/accept-invitation/${r.token(32)}`;
    out.push({
      kind: "invite-link",
      lang: "en",
      from,
      subject: `${r.name()} invited you to Design Team on Kanbanly`,
      html:
        `<div style="font-family:Inter,system-ui,sans-serif;max-width:480px;margin:0 auto;padding:24px"><p>You have been invited to join the organization <b>Design Team</b> as a member.</p><p><a href="${
          href(org)
        }">Join Design Team</a></p></div>`,
      expected: link(org),
    });
    return out;
  },
};

/** authentik: a branded card from its email stage; the button carries the flow token. */
const authentik: Family = {
  name: "authentik",
  group: "oss",
  mails(r) {
    const host = "auth.homelab.test";
    const from = "authentik <authentik@homelab.test>";
    const wrap = (inner: string) =>
      `<!DOCTYPE html><html><head><meta charset="UTF-8"><style>.btn{background-color:#fd4b2d;color:#fff}</style></head><body style="background-color:#f7f7f7;padding:0"><table width="100%" style="background-color:#f7f7f7" cellpadding="0" cellspacing="0"><tr><td align="center"><table width="600" style="background-color:#ffffff;margin:24px 0"><tr><td align="center" style="padding:20px"><img src="https://${host}/static/dist/assets/icons/icon_left_brand.png" alt="authentik logo" height="48"></td></tr>${inner}<tr><td align="center" style="color:#999;font-size:12px;padding:20px">Powered by <a href="https://goauthentik.io?utm_source=authentik">authentik</a>.</td></tr></table></td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const url = `https://${host}/if/flow/default-recovery-flow/?flow_token=${r.token(64)}&query=`;
      out.push({
        kind: "reset-link",
        lang: "en",
        from,
        subject: "authentik",
        html: wrap(
          `<tr><td style="padding:20px;font-family:Arial"><h1 style="font-size:20px">Hi ${r.name()},</h1><p>You recently requested to change your password for your authentik account. Use the button below to set a new password.</p></td></tr><tr><td align="center"><table cellpadding="0" cellspacing="0"><tr><td class="btn" style="border-radius:5px;background:#fd4b2d;padding:12px 24px"><a href="${
            href(url)
          }" style="color:#ffffff;text-decoration:none" rel="noopener noreferrer" target="_blank">Reset Password</a></td></tr></table></td></tr><tr><td style="padding:20px;font-family:Arial;color:#666;font-size:13px">If you did not request a password change, please ignore this Email. The link above is valid for 30 minutes.</td></tr>`,
        ),
        expected: link(url),
      });
    }
    const confirm = `https://${host}/if/flow/default-enrollment-flow/?flow_token=${r.token(64)}`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from,
      subject: "authentik - Confirm your account",
      html: wrap(
        `<tr><td style="padding:20px;font-family:Arial"><h1 style="font-size:20px">Welcome!</h1><p>We're excited to have you get started. First, you need to confirm your account. Just press the button below.</p></td></tr><tr><td align="center"><a href="${
          href(confirm)
        }" class="btn" style="background:#fd4b2d;color:#fff;padding:12px 24px;text-decoration:none;display:inline-block">Confirm Account</a></td></tr>`,
      ),
      expected: link(confirm),
    });
    const otp = r.digits(6);
    out.push({
      kind: "login-code",
      lang: "en",
      from,
      subject: "authentik Sign-in code",
      html: wrap(
        `<tr><td style="padding:20px;font-family:Arial"><p>Hi ${r.name()},</p><p>Email MFA code:</p><p style="font-size:28px;font-family:monospace;text-align:center;letter-spacing:4px">${otp}</p><p>If you did not sign in, please ignore this email.</p></td></tr>`,
      ),
      expected: code(otp),
    });
    const inv = `https://${host}/if/flow/enrollment-invitation/?itoken=${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${
      r.hex(4)
    }-${r.hex(12)}`;
    out.push({
      kind: "invite-link",
      lang: "en",
      from,
      subject: "You're invited to homelab",
      html: wrap(
        `<tr><td style="padding:20px;font-family:Arial"><p>You have been invited to create an account. Use the link below to sign up.</p><p><a href="${
          href(inv)
        }">Create your account</a></p></td></tr>`,
      ),
      expected: link(inv),
    });
    out.push({
      kind: "event-notification",
      lang: "en",
      from,
      subject: "authentik Notification: Password changed",
      html: wrap(
        `<tr><td style="padding:20px;font-family:Arial"><p>Notification: password_set</p><p>User: akadmin (pk 4)<br>Client IP: 192.0.2.17<br>Created: 2025-03-03 14:32:07</p><p><a href="https://${host}/if/admin/#/events/log/${
          r.hex(8)
        }">View event</a></p></td></tr>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

/** ZITADEL: localized message texts; greeting, text with "(Code X)", a button — both code and link. */
const zitadel: Family = {
  name: "zitadel",
  group: "oss",
  mails(r) {
    const host = "id.northwind.test";
    const texts: Partial<Record<Lang, { subject: string; greeting: string; text: string; button: string }>> = {
      en: {
        subject: "Verify email",
        greeting: "Hello {name},",
        text:
          "a new email has been added. Please use the button below to verify your email. (Code {code}) If you didn't add a new email, please ignore this email.",
        button: "Verify email",
      },
      de: {
        subject: "E-Mail verifizieren",
        greeting: "Hallo {name},",
        text:
          "eine neue E-Mail-Adresse wurde hinzugefügt. Bitte verwende den untenstehenden Button, um deine E-Mail zu verifizieren. (Code {code}) Falls du keine neue E-Mail hinzugefügt hast, ignoriere diese E-Mail.",
        button: "E-Mail verifizieren",
      },
      fr: {
        subject: "Vérifier l'e-mail",
        greeting: "Bonjour {name},",
        text:
          "une nouvelle adresse e-mail a été ajoutée. Veuillez utiliser le bouton ci-dessous pour vérifier votre e-mail. (Code {code}) Si vous n'avez pas ajouté de nouvel e-mail, ignorez ce message.",
        button: "Vérifier l'e-mail",
      },
      it: {
        subject: "Verifica email",
        greeting: "Ciao {name},",
        text:
          "è stata aggiunta una nuova email. Usa il pulsante qui sotto per verificarla. (Codice {code}) Se non hai aggiunto una nuova email, ignora questo messaggio.",
        button: "Verifica email",
      },
      pl: {
        subject: "Zweryfikuj e-mail",
        greeting: "Witaj {name},",
        text:
          "dodano nowy adres e-mail. Użyj przycisku poniżej, aby go zweryfikować. (Kod {code}) Jeśli nie dodawałeś nowego adresu, zignoruj tę wiadomość.",
        button: "Zweryfikuj e-mail",
      },
      ja: {
        subject: "メールアドレスの認証",
        greeting: "{name} さん",
        text:
          "新しいメールアドレスが追加されました。下のボタンからメールアドレスを認証してください。（コード {code}）心当たりがない場合はこのメールを無視してください。",
        button: "メールアドレスを認証",
      },
      zh: {
        subject: "验证电子邮箱",
        greeting: "你好 {name}，",
        text: "你添加了一个新的电子邮箱。请点击下方按钮验证。（验证码 {code}）如果不是你本人操作，请忽略此邮件。",
        button: "验证邮箱",
      },
    };
    const out: WorldMail[] = [];
    for (const [lang, t] of Object.entries(texts) as [Lang, NonNullable<(typeof texts)[Lang]>][]) {
      const c = r.alnum(6);
      const url = `https://${host}/ui/login/mail/verification?userID=${r.digits(18)}&code=${c}&orgID=${r.digits(18)}`;
      const name = r.name();
      const body = fill(t.text, { code: c });
      out.push({
        kind: "verify-code-and-link",
        lang,
        from: `Northwind <noreply@${host}>`,
        subject: t.subject,
        html: mjml_layout({
          title: t.subject,
          lang,
          sections: [
            mj_text(`<img src="https://${host}/assets/v1/logo" alt="Northwind" width="120">`),
            mj_text(`<h1 style="font-size:24px">${esc(t.subject)}</h1>`),
            mj_text(`${esc(fill(t.greeting, { name }))}<br/>${esc(body)}`),
            `<tr><td align="center" vertical-align="middle" style="font-size:0px;padding:10px 25px;word-break:break-word;"><table border="0" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:separate;line-height:100%;"><tr><td align="center" bgcolor="#5282c1" role="presentation" style="border:none;border-radius:6px;cursor:auto;mso-padding-alt:10px 25px;background:#5282c1;" valign="middle"><a href="${
              href(url)
            }" style="display:inline-block;background:#5282c1;color:#ffffff;font-size:14px;font-weight:500;line-height:120%;margin:0;text-decoration:none;text-transform:none;padding:10px 25px;mso-padding-alt:0px;border-radius:6px;" target="_blank">${
              esc(t.button)
            }</a></td></tr></table></td></tr>`,
          ],
        }),
        expected: code(c, url),
      });
    }
    const init = r.alnum(6);
    const initUrl = `https://${host}/ui/login/user/init?userID=${r.digits(18)}&loginname=sam&code=${init}&orgID=${
      r.digits(18)
    }&passwordset=false`;
    out.push({
      kind: "init-code-and-link",
      lang: "en",
      from: `Northwind <noreply@${host}>`,
      subject: "Initialize User",
      html: mjml_layout({
        title: "Initialize User",
        sections: [
          mj_text(`<h1>Initialize User</h1>`),
          mj_text(
            `Hello Sam Lee,<br/>This user was created in Northwind. Use the username sam@northwind.test to login. Please click the button below to finish the initialization process. (Code ${init}) If you didn't ask for this mail, please ignore it.`,
          ),
          mj_text(
            `<a href="${
              href(initUrl)
            }" style="background:#5282c1;color:#fff;padding:10px 25px;border-radius:6px;text-decoration:none">Finish initialization</a>`,
          ),
        ],
      }),
      expected: code(init, initUrl),
    });
    const otp = r.digits(6);
    out.push({
      kind: "otp-code",
      lang: "en",
      from: `Northwind <noreply@${host}>`,
      subject: "Verify One-Time Password",
      html: mjml_layout({
        title: "Verify One-Time Password",
        sections: [
          mj_text(`<h1>Verify One-Time Password</h1>`),
          mj_text(
            `Hello Sam Lee,<br/>Please use the one-time password ${otp} to authenticate within the next five minutes or click the "Authenticate" button.`,
          ),
          mj_text(`<a href="https://${host}/ui/login/otp/verify?loginName=sam&code=${otp}">Authenticate</a>`),
        ],
      }),
      expected: code(otp, `https://${host}/ui/login/otp/verify?loginName=sam&code=${otp}`),
    });
    return out;
  },
};

/** Logto: one short paragraph per usage type, code in the sentence, multilingual connector templates. */
const logto: Family = {
  name: "logto",
  group: "oss",
  mails(r) {
    const lines: [Lang, string, string][] = [
      [
        "en",
        "Logto Sign-In Verification Code",
        "Your Logto sign-in verification code is {code}. The code will remain active for 10 minutes.",
      ],
      [
        "en",
        "Logto Register Verification Code",
        "Your Logto sign-up verification code is {code}. The code will remain active for 10 minutes.",
      ],
      [
        "en",
        "Logto Forgot Password Code",
        "Your verification code to reset your password is {code}. It will remain active for 10 minutes.",
      ],
      [
        "fr",
        "Code de vérification Logto",
        "Votre code de vérification Logto est {code}. Le code restera actif pendant 10 minutes.",
      ],
      [
        "es",
        "Código de verificación de Logto",
        "Tu código de verificación de Logto es {code}. El código permanecerá activo durante 10 minutos.",
      ],
      ["ko", "Logto 인증 코드", "Logto 인증 코드는 {code}입니다. 코드는 10분 동안 유효합니다."],
      ["tr", "Logto doğrulama kodu", "Logto doğrulama kodunuz {code}. Kod 10 dakika boyunca geçerli olacaktır."],
      ["zh", "Logto 验证码", "你的 Logto 验证码是 {code}。验证码将在 10 分钟后失效。"],
    ];
    return lines.map(([lang, subject, line]) => {
      const c = r.digits(6);
      return {
        kind: "login-code",
        lang,
        from: "Logto <no-reply@logto.io>",
        subject,
        html: `<p>${esc(fill(line, { code: c }))}</p>`,
        expected: code(c),
      };
    });
  },
};

/** FusionAuth: default templates — a short paragraph, the URL as link text; two-factor code inline. */
const fusionauth: Family = {
  name: "fusionauth",
  group: "oss",
  mails(r) {
    const host = "login.rivet.test";
    const from = `Rivet <no-reply@rivet.test>`;
    const out: WorldMail[] = [];
    const verify = `https://${host}/email/verify/${r.token(43)}?client_id=${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${
      r.hex(4)
    }-${r.hex(12)}&tenantId=${r.hex(8)}-${r.hex(4)}`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from,
      subject: "Verify your FusionAuth email address",
      text: `To complete your email verification click on the following link.\n\n${verify}\n\n- FusionAuth Admin\n`,
      html: `To complete your email verification click on the following link.\n<p>\n  <a href="${href(verify)}">\n    ${
        esc(verify)
      }\n  </a>\n</p>\n- FusionAuth Admin\n`,
      expected: link(verify),
    });
    const reset = `https://${host}/password/change/${r.token(43)}?client_id=${r.hex(8)}-${r.hex(4)}&tenantId=${
      r.hex(8)
    }`;
    out.push({
      kind: "reset-link",
      lang: "en",
      from,
      subject: "Reset your password",
      text: `To change your password click on the following link.\n\n${reset}\n\n- FusionAuth Admin\n`,
      html: `To change your password click on the following link.\n<p>\n  <a href="${href(reset)}">${
        esc(reset)
      }</a>\n</p>\n- FusionAuth Admin\n`,
      expected: link(reset),
    });
    const passwordless = `https://${host}/oauth2/passwordless/${r.token(43)}?tenantId=${r.hex(8)}`;
    out.push({
      kind: "magic-link",
      lang: "en",
      from,
      subject: "Log into FusionAuth",
      text:
        `You have requested to log into FusionAuth using this email address. If you do not recognize this request please ignore this email.\n\n${passwordless}\n\n- FusionAuth Admin`,
      html:
        `You have requested to log into FusionAuth using this email address. If you do not recognize this request please ignore this email.\n<p><a href="${
          href(passwordless)
        }">${esc(passwordless)}</a></p>\n- FusionAuth Admin`,
      expected: link(passwordless),
    });
    const c = r.digits(6);
    out.push({
      kind: "two-factor-code",
      lang: "en",
      from,
      subject: "Your second factor code",
      text:
        `To complete your login request, enter this one-time code code on the login form when prompted.\n\n${c}\n\n- FusionAuth Admin`,
      html:
        `<p>To complete your login request, enter this one-time code code on the login form when prompted.</p><p><strong>${c}</strong></p><p>- FusionAuth Admin</p>`,
      expected: code(c),
    });
    out.push({
      kind: "breached-password",
      lang: "en",
      from,
      subject: "Your password may be compromised",
      html:
        `<p>Your password has been found in a list of compromised passwords (breach ID 2024-0117). Please change it the next time you log in.</p><p>- FusionAuth Admin</p>`,
      expected: NOTHING,
    });
    return out;
  },
};

/** Firebase Authentication: %APP_NAME% templates, the oobCode action link on its own line. */
const firebase: Family = {
  name: "firebase-auth",
  group: "oss",
  mails(r) {
    const app = "Trailmix";
    const project = "trailmix-prod";
    const action = (mode: string) =>
      `https://${project}.firebaseapp.com/__/auth/action?mode=${mode}&oobCode=${r.token(54)}&apiKey=AIzaSy${
        r.token(33)
      }&lang=en`;
    const from = `noreply@${project}.firebaseapp.com`;
    const out: WorldMail[] = [];
    const verify = action("verifyEmail");
    out.push({
      kind: "verify-link",
      lang: "en",
      from,
      subject: `Verify your email for ${app}`,
      html: `<p>Hello,</p>\n<p>Follow this link to verify your email address.</p>\n<p><a href='${href(verify)}'>${
        esc(verify)
      }</a></p>\n<p>If you didn’t ask to verify this address, you can ignore this email.</p>\n<p>Thanks,</p>\n<p>Your ${app} team</p>`,
      expected: link(verify),
    });
    const reset = action("resetPassword");
    out.push({
      kind: "reset-link",
      lang: "en",
      from,
      subject: `Reset your password for ${app}`,
      html:
        `<p>Hello,</p>\n<p>Follow this link to reset your ${app} password for your sam.lee@inbox.example account.</p>\n<p><a href='${
          href(reset)
        }'>${
          esc(reset)
        }</a></p>\n<p>If you didn’t ask to reset your password, you can ignore this email.</p>\n<p>Thanks,</p>\n<p>Your ${app} team</p>`,
      expected: link(reset),
    });
    const signin = action("signIn");
    out.push({
      kind: "magic-link",
      lang: "en",
      from,
      subject: `Sign in to ${app} requested at March 3, 2025 2:32 PM`,
      html:
        `<p>Hello,</p>\n<p>We received a request to sign in to ${app} using this email address. If you want to sign in with your sam.lee@inbox.example account, click this link:</p>\n<p><a href='${
          href(signin)
        }'>Sign in to ${app}</a></p>\n<p>If you did not request this link, you can safely ignore this email.</p>\n<p>Thanks,</p>\n<p>Your ${app} team</p>`,
      expected: link(signin),
    });
    const recover = action("recoverEmail");
    out.push({
      kind: "email-changed",
      lang: "en",
      from,
      subject: `Your sign-in email was changed for ${app}`,
      html:
        `<p>Hello Sam,</p>\n<p>Your sign-in email for ${app} was changed to sam@new.example.</p>\n<p>If you didn’t ask to change your email, follow this link to reset your sign-in email.</p>\n<p><a href='${
          href(recover)
        }'>${esc(recover)}</a></p>\n<p>Thanks,</p>\n<p>Your ${app} team</p>`,
      expected: NOTHING,
    });
    const de = action("verifyEmail").replace("lang=en", "lang=de");
    out.push({
      kind: "verify-link",
      lang: "de",
      from,
      subject: `Bestätigen Sie Ihre E-Mail-Adresse für ${app}`,
      html: `<p>Hallo,</p>\n<p>Klicken Sie auf diesen Link, um Ihre E-Mail-Adresse zu bestätigen.</p>\n<p><a href='${
        href(de)
      }'>${
        esc(de)
      }</a></p>\n<p>Falls Sie keine Bestätigung dieser Adresse angefordert haben, können Sie diese E-Mail ignorieren.</p>\n<p>Vielen Dank</p>\n<p>Ihr ${app}-Team</p>`,
      expected: link(de),
    });
    return out;
  },
};

/** Amazon Cognito: the bare default messages ("Your verification code is {####}.") and the link variant. */
const cognito: Family = {
  name: "amazon-cognito",
  group: "oss",
  mails(r) {
    const from = "no-reply@verificationemail.com";
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "verify-code",
        lang: "en",
        from,
        subject: "Your verification code",
        text: `Your verification code is ${c}. `,
        expected: code(c),
      });
    }
    const c = r.digits(6);
    out.push({
      kind: "reset-code",
      lang: "en",
      from,
      subject: "Your verification code",
      html: `Your password reset code is ${c}. `,
      expected: code(c),
    });
    const confirm = `https://ride-share.auth.eu-west-1.amazoncognito.com/confirmUser?client_id=${
      r.chars(26, "abcdefghijklmnopqrstuvwxyz0123456789")
    }&user_name=${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}&confirmation_code=${r.digits(6)}`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from,
      subject: "Your verification link",
      html: `Please click the link below to verify your email address. <a href="${href(confirm)}" >Verify Email</a> `,
      expected: link(confirm),
    });
    const mfa = r.digits(8);
    out.push({
      kind: "mfa-code",
      lang: "en",
      from: "RideShare <security@rideshare.test>",
      subject: "Your sign-in code",
      text: `Your authentication code is ${mfa}.`,
      expected: code(mfa),
    });
    return out;
  },
};

/** Auth0: its Liquid default templates — a centred table, logo, a "Confirm my account" button, a support footer. */
const auth0: Family = {
  name: "auth0",
  group: "oss",
  mails(r) {
    const tenant = "lumen-health";
    const from = `Lumen <no-reply@auth0user.net>`;
    const shell = (inner: string) =>
      `<html><head><style type="text/css">.ExternalClass,.ExternalClass div,.ExternalClass font,.ExternalClass p,.ExternalClass span,.ExternalClass td,img{line-height:100%}#outlook a{padding:0}body{font-family:Helvetica,Arial,sans-serif}</style></head><body style="margin:0;padding:0;background:#f5f5f5"><center><table class="main-container" style="max-width:580px;background:#fff;margin-top:40px"><tr><td align="center"><table class="main-content" width="100%"><tr><td align="center" style="padding:30px 30px 10px"><img src="https://cdn.auth0.com/styleguide/2.0.9/lib/logos/img/badge.png" width="50" alt="Your logo goes here"></td></tr><tr><td style="padding:0 30px 20px;color:#333;font-size:14px;line-height:20px">${inner}</td></tr></table></td></tr></table><table width="580"><tr><td align="center" style="color:#999;font-size:12px;padding:20px">If you are having any issues with your account, please don't hesitate to contact us by replying to this mail.<br>Thanks!</td></tr></table></center></body></html>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const url = `https://${tenant}.eu.auth0.com/u/email-verification?ticket=${r.token(32)}#`;
      out.push({
        kind: "verify-link",
        lang: "en",
        from,
        subject: "Verify your email",
        html: shell(
          `<h1 style="font-size:24px">Welcome to Lumen!</h1><p>Thank you for signing up. Please verify your email address by clicking the following link:</p><p><a href="${
            href(url)
          }" style="display:inline-block;padding:10px 20px;background:#eb5424;color:#fff;border-radius:3px;text-decoration:none">Confirm my account</a></p>`,
        ),
        expected: link(url),
      });
    }
    const reset = `https://${tenant}.eu.auth0.com/u/reset-verify?ticket=${r.token(32)}#`;
    out.push({
      kind: "reset-link",
      lang: "en",
      from,
      subject: "Reset your password",
      html: shell(
        `<h1 style="font-size:24px">Password Change Request</h1><p>You have submitted a password change request.</p><p>If it wasn't you please disregard this email and make sure you can still login to your account. If it was you, then click the following link:</p><p><a href="${
          href(reset)
        }">Confirm password change</a></p>`,
      ),
      expected: link(reset),
    });
    const c = r.digits(6);
    out.push({
      kind: "passwordless-code",
      lang: "en",
      from,
      subject: "Welcome to Lumen",
      html: shell(
        `<p>Your verification code is: <b>${c}</b></p><p>This code will expire in five minutes. If you did not request this code, you can ignore this email.</p>`,
      ),
      expected: code(c),
    });
    const magic =
      `https://${tenant}.eu.auth0.com/passwordless/verify_redirect?scope=openid&response_type=code&redirect_uri=https%3A%2F%2Fapp.lumen.test%2Fcallback&verification_code=${
        r.digits(6)
      }&connection=email&client_id=${r.token(32)}&email=sam.lee%40inbox.example`;
    out.push({
      kind: "magic-link",
      lang: "en",
      from,
      subject: "Welcome to Lumen",
      html: shell(
        `<p>Click and confirm that you want to sign in to Lumen. This link will expire in three minutes.</p><p><a href="${
          href(magic)
        }">Sign in to Lumen</a></p>`,
      ),
      expected: link(magic),
    });
    const mfa = r.digits(6);
    out.push({
      kind: "mfa-code",
      lang: "en",
      from,
      subject: "Lumen verification code",
      html: shell(
        `<p>Here is your verification code: <span style="font-size:22px;font-weight:bold">${mfa}</span></p><p>Please enter this code to verify your enrollment.</p>`,
      ),
      expected: code(mfa),
    });
    const unblock = `https://${tenant}.eu.auth0.com/unblock?ticket=${r.token(32)}`;
    out.push({
      kind: "unblock-link",
      lang: "en",
      from,
      subject: "Unusual login activity",
      html: shell(
        `<p>We detected suspicious activity in your account and your account has been blocked (10 failed login attempts from IP 203.0.113.9).</p><p>If it was you, you can unblock your account by clicking <a href="${
          href(unblock)
        }">here</a>.</p>`,
      ),
      expected: link(unblock),
    });
    out.push({
      kind: "welcome",
      lang: "en",
      from,
      subject: "Welcome to Lumen",
      html: shell(
        `<h1>Welcome to Lumen!</h1><p>Thank you for signing up. We're glad to have you. Explore the <a href="https://lumen.test/getting-started">getting started guide</a>.</p>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

/** PocketBase: the default mail templates — a paragraph, a one-word button link, "Thanks, {APP_NAME} team". */
const pocketbase: Family = {
  name: "pocketbase",
  group: "oss",
  mails(r) {
    const app = "Recipes";
    const host = "recipes.pb.test";
    const out: WorldMail[] = [];
    const tok = () => `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${r.token(96)}.${r.token(43)}`;
    const verify = `https://${host}/_/#/auth/confirm-verification/${tok()}`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from: `${app} <support@${host}>`,
      subject: `Verify your ${app} email`,
      html:
        `<p>Hello,</p>\n<p>Thank you for joining us at ${app}.</p>\n<p>Click on the button below to verify your email address.</p>\n<p>\n  <a class="btn" href="${
          href(verify)
        }" target="_blank" rel="noopener">Verify</a>\n</p>\n<p>\n  Thanks,<br/>\n  ${app} team\n</p>`,
      expected: link(verify),
    });
    const reset = `https://${host}/_/#/auth/confirm-password-reset/${tok()}`;
    out.push({
      kind: "reset-link",
      lang: "en",
      from: `${app} <support@${host}>`,
      subject: `Reset your ${app} password`,
      html: `<p>Hello,</p>\n<p>Click on the button below to reset your password.</p>\n<p>\n  <a class="btn" href="${
        href(reset)
      }" target="_blank" rel="noopener">Reset password</a>\n</p>\n<p><i>If you didn't ask to reset your password, you can ignore this email.</i></p>\n<p>\n  Thanks,<br/>\n  ${app} team\n</p>`,
      expected: link(reset),
    });
    const otp = r.digits(8);
    out.push({
      kind: "otp-code",
      lang: "en",
      from: `${app} <support@${host}>`,
      subject: `OTP for ${app}`,
      html:
        `<p>Hello,</p>\n<p>Your one-time password is: <strong>${otp}</strong></p>\n<p><i>If you didn't ask for the one-time password, you can ignore this email.</i></p>\n<p>\n  Thanks,<br/>\n  ${app} team\n</p>`,
      expected: code(otp),
    });
    const change = `https://${host}/_/#/auth/confirm-email-change/${tok()}`;
    out.push({
      kind: "email-change-link",
      lang: "en",
      from: `${app} <support@${host}>`,
      subject: `Confirm your ${app} new email address`,
      html:
        `<p>Hello,</p>\n<p>Click on the button below to confirm your new email address.</p>\n<p>\n  <a class="btn" href="${
          href(change)
        }" target="_blank" rel="noopener">Confirm new email</a>\n</p>\n<p><i>If you didn't ask to change your email address, you can ignore this email.</i></p>\n<p>\n  Thanks,<br/>\n  ${app} team\n</p>`,
      expected: link(change),
    });
    out.push({
      kind: "login-alert",
      lang: "en",
      from: `${app} <support@${host}>`,
      subject: `Login from a new location`,
      html:
        `<p>Hello,</p>\n<p>We noticed a login to your ${app} account from a new location.</p>\n<p>If this was you, you may disregard this email.</p>\n<p><strong>If this wasn't you, you should immediately change your ${app} account password to revoke access from all other locations.</strong></p>\n<p>\n  Thanks,<br/>\n  ${app} team\n</p>`,
      expected: NOTHING,
    });
    return out;
  },
};

/** Appwrite: the platform's localized templates — greeting, one paragraph, the link written out, a signature. */
const appwrite: Family = {
  name: "appwrite",
  group: "oss",
  mails(r) {
    const project = "Fieldbook";
    const out: WorldMail[] = [];
    const langs: Lang[] = ["en", "es", "it", "nl", "tr"];
    for (const lang of langs) {
      const t = PHRASES[lang];
      const url = `https://fieldbook.test/verify?userId=${r.hex(20)}&secret=${
        r.hex(64)
      }&expire=2025-03-04+14%3A32%3A07.000`;
      out.push({
        kind: "verify-link",
        lang,
        from: `${project} <no-reply@appwrite.io>`,
        subject: fill(t.verify_subject, { brand: project }),
        html: `<p>${esc(fill(t.hello, { name: r.name() }))}</p><p>${esc(t.verify_lead)}</p><a href="${
          href(url)
        }" target="_blank">${esc(url)}</a><p>${esc(t.code_ignore)}</p><p>${
          esc(fill(t.thanks, { brand: project })).replace("\n", "<br>")
        }</p>`,
        expected: link(url),
      });
    }
    const otp = r.digits(6);
    out.push({
      kind: "otp-code",
      lang: "en",
      from: `${project} <no-reply@appwrite.io>`,
      subject: `OTP for ${project} Login`,
      html:
        `<p>Hello Sam,</p><p>Enter the following verification code when prompted to securely sign in to your ${project} account. This code will expire in 15 minutes.</p><h2 style="font-size:28px;letter-spacing:8px">${otp}</h2><p>This email was sent to sam.lee@inbox.example following a sign-in request at 14:32 from Chrome on macOS, 203.0.113.7, Germany.</p><p>Thanks,<br>${project} team</p>`,
      expected: code(otp),
    });
    const magic = `https://fieldbook.test/magic?userId=${r.hex(20)}&secret=${r.hex(64)}&expire=2025-03-04`;
    out.push({
      kind: "magic-link",
      lang: "en",
      from: `${project} <no-reply@appwrite.io>`,
      subject: `${project} Login`,
      html: `<p>Hello Sam,</p><p>Follow this link to login.</p><a href="${href(magic)}" target="_blank">${
        esc(magic)
      }</a><p>If you didn't ask to login using this email, you can ignore this message.</p><p>Thanks,<br>${project} team</p>`,
      expected: link(magic),
    });
    return out;
  },
};

/** GitLab (self-managed): its Haml mailers — a centred gray layout, a short paragraph and a link; the verification code email. */
const gitlab: Family = {
  name: "gitlab",
  group: "oss",
  mails(r) {
    const host = "gitlab.mycompany.test";
    const shell = (inner: string) =>
      `<!DOCTYPE html><html lang="en"><head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"><title>GitLab</title></head><body style="background-color:#fafafa;margin:0;padding:0"><table border="0" cellpadding="0" cellspacing="0" id="body" style="background-color:#fafafa;width:100%;height:100%"><tbody><tr class="line"><td style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;background-color:#6b4fbb;height:4px;font-size:4px;line-height:4px">&nbsp;</td></tr><tr class="header"><td style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:13px;line-height:1.6;color:#5c5c5c;padding:25px 0"><img alt="GitLab" height="33" src="https://${host}/assets/mailers/gitlab_logo.png" width="90"></td></tr><tr><td style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;padding:0 20px"><table border="0" cellpadding="0" cellspacing="0" class="wrapper" style="width:640px;margin:0 auto;border-collapse:separate;border-spacing:0"><tbody><tr><td class="wrapper-cell" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;border-radius:3px;overflow:hidden;padding:18px 25px;border:1px solid #ededed;background-color:#ffffff">${inner}</td></tr></tbody></table></td></tr><tr class="footer"><td style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:13px;line-height:1.6;color:#5c5c5c;padding:25px 0"><div>You're receiving this email because of your account on ${host}. <a href="https://${host}/-/profile/notifications" style="color:#3777b0">Manage all notifications</a> · <a href="https://${host}/help" style="color:#3777b0">Help</a></div></td></tr></tbody></table></body></html>`;
    const out: WorldMail[] = [];
    const confirm = `https://${host}/users/confirmation?confirmation_token=${r.token(20)}`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from: `GitLab <gitlab@mycompany.test>`,
      subject: "Confirmation instructions",
      text: `Welcome, Sam Lee!\n\nYou can confirm your email through the link below:\n\n${confirm}\n`,
      html: shell(
        `<p>Welcome, Sam Lee!</p><p>You can confirm your email through the link below:</p><p><a href="${
          href(confirm)
        }">Confirm your account</a></p>`,
      ),
      expected: link(confirm),
    });
    const reset = `https://${host}/users/password/edit?reset_password_token=${r.token(20)}`;
    out.push({
      kind: "reset-link",
      lang: "en",
      from: `GitLab <gitlab@mycompany.test>`,
      subject: "Reset password instructions",
      html: shell(
        `<p>Hello, Sam Lee!</p><p>Someone, hopefully you, has requested to reset the password for your GitLab account on https://${host}.</p><p>If you did not perform this request, you can safely ignore this email.</p><p>Otherwise, click the link below to complete the process.</p><div><a href="${
          href(reset)
        }">Reset password</a></div>`,
      ),
      expected: link(reset),
    });
    const c = r.digits(6);
    out.push({
      kind: "device-code",
      lang: "en",
      from: `GitLab <gitlab@mycompany.test>`,
      subject: "Verify your identity",
      html: shell(
        `<p style="font-size:18px;text-align:center">Help us protect your account</p><p>Someone, hopefully you, tried to sign in to your GitLab account from a new device.</p><p style="font-size:18px;text-align:center">Your verification code</p><p style="font-size:24px;font-weight:700;text-align:center">${c}</p><p>Your verification code expires after 60 minutes.</p><p>If you don't recognize this activity, <a href="https://${host}/-/user_settings/password/edit">change your password</a> immediately.</p>`,
      ),
      expected: code(c),
    });
    out.push({
      kind: "pipeline-failed",
      lang: "en",
      from: `GitLab <gitlab@mycompany.test>`,
      subject: `platform/api | Failed pipeline for main | ${r.hex(8)}`,
      html: shell(
        `<p>Pipeline #${r.digits(6)} has failed!</p><p>Project: platform/api<br>Branch: main<br>Commit: ${
          r.hex(8)
        } Fix flaky test in auth spec<br>Commit Author: Sam Lee</p><p>Job #${
          r.digits(7)
        } test:unit failed in stage test.</p><p><a href="https://${host}/platform/api/-/pipelines/${
          r.digits(6)
        }">View pipeline</a></p>`,
      ),
      expected: NOTHING,
    });
    const ssh = r.hex(16);
    out.push({
      kind: "ssh-key-added",
      lang: "en",
      from: `GitLab <gitlab@mycompany.test>`,
      subject: "SSH key was added to your account",
      html: shell(
        `<p>Hi Sam Lee!</p><p>A new public key was just added to your account:</p><p>title: laptop-2025<br>fingerprint: SHA256:${ssh}</p><p>If this key was added in error, you can remove it under <a href="https://${host}/-/user_settings/ssh_keys">SSH Keys</a>.</p>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

/** Mastodon: its mailer layout (a dark header, a hero icon, a title, a button) in each instance language. */
const mastodon: Family = {
  name: "mastodon",
  group: "oss",
  mails(r) {
    const host = "social.example.test";
    const out: WorldMail[] = [];
    for (const lang of ["en", "de", "fr", "ja", "es", "pl", "ko", "ar"] as Lang[]) {
      const t = PHRASES[lang];
      const url = `https://${host}/auth/confirmation?confirmation_token=${r.token(20)}&redirect_to_app=false`;
      out.push({
        kind: "verify-link",
        lang,
        from: `Mastodon <notifications@${host}>`,
        subject: `Mastodon: ${t.verify_subject.replace(/【.*?】/, "")}`,
        html: `<!DOCTYPE html><html lang="${lang}" dir="${
          lang === "ar" ? "rtl" : "ltr"
        }"><head><meta charset="utf-8"></head><body style="background:#f3f2f5"><table class="email-w-full" cellpadding="0" cellspacing="0" border="0" role="presentation"><tr><td class="email-body-padding-td"><table class="email-container-table" cellpadding="0" cellspacing="0" border="0" role="presentation" style="max-width:600px"><tr><td class="email-header-td" style="background:#17063b;padding:24px"><img src="https://${host}/packs/media/images/mailer-new/common/logo-header.png" alt="Mastodon" width="139"></td></tr><tr><td class="email-body-td" style="background:#fff;padding:24px"><table role="presentation"><tr><td class="email-inner-card-td email-prose"><h1 style="font-size:24px">${
          esc(t.verify_subject.replace(/【.*?】/, ""))
        }</h1><p>${esc(fill(t.hello, { name: "@sam" }))}</p><p>${
          esc(t.verify_lead)
        }</p><table class="email-btn-table" role="presentation"><tr><td class="email-btn-td" style="background:#6364ff;border-radius:8px"><a class="email-btn-a" href="${
          href(url)
        }" style="color:#fff;text-decoration:none;padding:12px 24px;display:inline-block">${
          esc(t.verify_button)
        }</a></td></tr></table><p>${
          esc(t.code_ignore)
        }</p></td></tr></table></td></tr><tr><td class="email-footer-td" style="padding:24px;font-size:12px;color:#746a89"><p><a href="https://${host}/" style="color:#746a89">social.example.test</a> · <a href="https://${host}/settings/preferences/notifications" style="color:#746a89">${
          esc(t.unsubscribe)
        }</a></p></td></tr></table></td></tr></table></body></html>`,
        expected: link(url),
      });
    }
    return out;
  },
};

/** Discourse: plain Markdown mail — "Click the following link" and the URL on its own line. */
const discourse: Family = {
  name: "discourse",
  group: "oss",
  mails(r) {
    const host = "forum.woodworkers.test";
    const from = `Woodworkers Forum <noreply@${host}>`;
    const html = (md: string) =>
      `<div style="max-width:600px;font-family:Arial"><table width="100%" style="background:#fff"><tr><td style="padding:16px">${md}</td></tr></table><div style="color:#666;font-size:12px">This email was sent from ${host}</div></div>`;
    const out: WorldMail[] = [];
    const signup = `https://${host}/u/activate-account/${r.hex(32)}`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from,
      subject: "[Woodworkers Forum] Confirm your new account",
      text:
        `Welcome to Woodworkers Forum!\n\nClick the following link to confirm and activate your new account:\n${signup}\n\nIf the above link is not clickable, try copying and pasting it into the address bar of your web browser.`,
      html: html(
        `<p>Welcome to Woodworkers Forum!</p><p>Click the following link to confirm and activate your new account:<br><a href="${
          href(signup)
        }">${
          esc(signup)
        }</a></p><p>If the above link is not clickable, try copying and pasting it into the address bar of your web browser.</p>`,
      ),
      expected: link(signup),
    });
    const login = `https://${host}/session/email-login/${r.hex(32)}`;
    out.push({
      kind: "magic-link",
      lang: "en",
      from,
      subject: "[Woodworkers Forum] Log in",
      text:
        `Somebody asked to log in to your account on Woodworkers Forum.\n\nIf this was not you, you can safely ignore this email.\n\nClick the following link to log in:\n${login}`,
      html: html(
        `<p>Somebody asked to log in to your account on Woodworkers Forum.</p><p>If this was not you, you can safely ignore this email.</p><p>Click the following link to log in:<br><a href="${
          href(login)
        }">${esc(login)}</a></p>`,
      ),
      expected: link(login),
    });
    const reset = `https://${host}/u/password-reset/${r.hex(32)}`;
    out.push({
      kind: "reset-link",
      lang: "en",
      from,
      subject: "[Woodworkers Forum] Password reset",
      text:
        `Somebody asked to reset your password on Woodworkers Forum.\n\nIf it was not you, you can safely ignore this email.\n\nClick the following link to choose a new password:\n${reset}`,
      expected: link(reset),
    });
    const topic = r.digits(5);
    out.push({
      kind: "digest",
      lang: "en",
      from,
      subject: "[Woodworkers Forum] Summary",
      html: html(
        `<h2>Popular Topics</h2><p><a href="https://${host}/t/best-finish-for-oak/${topic}">Best finish for oak tables?</a> — 24 replies</p><p><a href="https://${host}/t/router-table-build/${
          r.digits(5)
        }">Router table build log</a> — 12 replies</p><p>Since your last visit: 1,204 new posts, 87 new topics.</p><p><a href="https://${host}/email/unsubscribe/${
          r.hex(32)
        }">Unsubscribe</a> from these emails.</p>`,
      ),
      expected: NOTHING,
    });
    const invite = `https://${host}/invites/${r.token(22)}`;
    out.push({
      kind: "invite-link",
      lang: "en",
      from,
      subject: "[Woodworkers Forum] Sam invited you to join Woodworkers Forum",
      text:
        `Sam invited you to join\n\nWoodworkers Forum\n\nA place to share projects and ask for advice.\n\nIf you're interested, click the link below:\n\n${invite}`,
      expected: link(invite),
    });
    return out;
  },
};

/** WordPress core: plain text, the reset link in angle brackets or on its own line. */
const wordpress: Family = {
  name: "wordpress",
  group: "oss",
  mails(r) {
    const site = "bakerybliss.test";
    const from = `WordPress <wordpress@${site}>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const key = r.token(20);
      const url = `https://${site}/wp-login.php?action=rp&key=${key}&login=sam&wp_lang=en_US`;
      out.push({
        kind: "reset-link",
        lang: "en",
        from,
        subject: "[Bakery Bliss] Password Reset",
        text:
          `Someone has requested a password reset for the following account:\n\nSite Name: Bakery Bliss\n\nUsername: sam\n\nIf this was a mistake, ignore this email and nothing will happen.\n\nTo reset your password, visit the following address:\n\n${url}\n\nThis password reset request originated from the IP address 203.0.113.${
            r.int(2, 250)
          }.\n`,
        text_transfer: "8bit",
        expected: link(url),
      });
    }
    const set = `https://${site}/wp-login.php?action=rp&key=${r.token(20)}&login=newbaker`;
    out.push({
      kind: "set-password-link",
      lang: "en",
      from,
      subject: "[Bakery Bliss] Login Details",
      text:
        `Username: newbaker\n\nTo set your password, visit the following address:\n\n${set}\n\nhttps://${site}/wp-login.php\n`,
      expected: link(set),
    });
    out.push({
      kind: "admin-new-user",
      lang: "en",
      from,
      subject: "[Bakery Bliss] New User Registration",
      text: `New user registration on your site Bakery Bliss:\n\nUsername: newbaker\n\nEmail: newbaker@inbox.example\n`,
      expected: NOTHING,
    });
    const confirm = `https://${site}/wp-login.php?action=confirmaction&request_id=${r.int(10, 999)}&confirm_key=${
      r.token(20)
    }`;
    out.push({
      kind: "confirm-action",
      lang: "en",
      from,
      subject: "[Bakery Bliss] Confirm Action: Export Personal Data",
      text:
        `Howdy,\n\nA request has been made to perform the following action on your account:\n\n     Export Personal Data\n\nTo confirm this, please click on the following link:\n${confirm}\n\nYou can safely ignore and delete this email if you do not want to\ntake this action.\n\nRegards,\nAll at Bakery Bliss\nhttps://${site}`,
      expected: link(confirm),
    });
    const admin = `https://${site}/wp-admin/options.php?adminhash=${r.hex(32)}`;
    out.push({
      kind: "admin-email-change",
      lang: "en",
      from,
      subject: "[Bakery Bliss] New Admin Email Address",
      text:
        `Howdy sam,\n\nSomeone with administrator capabilities recently requested to have the administration email address changed on this site:\nhttps://${site}\n\nTo confirm this change, please click on the following link:\n${admin}\n\nYou can safely ignore and delete this email if you do not want to take this action.\n\nThis email has been sent to sam.lee@inbox.example\n\nRegards,\nAll at Bakery Bliss\nhttps://${site}`,
      expected: link(admin),
    });
    out.push({
      kind: "auto-update",
      lang: "en",
      from,
      subject: "[Bakery Bliss] Your site has updated to WordPress 6.7.2",
      text:
        `Howdy! Your site at https://${site} has been updated automatically to WordPress 6.7.2.\n\nNo further action is needed on your part. For more on version 6.7.2, see the About WordPress screen:\nhttps://${site}/wp-admin/about.php\n\nIf you experience any issues or need support, the volunteers in the WordPress.org support forums may be able to help.\nhttps://wordpress.org/support/forums/\n\nThe WordPress Team`,
      expected: NOTHING,
    });
    return out;
  },
};

/** Ghost: members sign-in and sign-up magic links in its card layout; newsletters as negatives. */
const ghost: Family = {
  name: "ghost",
  group: "oss",
  mails(r) {
    const site = "thedailygrind.test";
    const from = `The Daily Grind <noreply@${site}>`;
    const shell = (inner: string) =>
      `<!doctype html><html><head><meta name="viewport" content="width=device-width"><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body style="background-color:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"><table role="presentation" border="0" cellpadding="0" cellspacing="0" class="body" width="100%"><tr><td>&nbsp;</td><td class="container" style="max-width:540px;padding:10px"><div class="content"><table role="presentation" class="main" width="100%"><tr><td class="wrapper" style="padding:20px">${inner}</td></tr><tr><td class="wrapper" align="center" style="padding-top:40px"><p class="recipient-info" style="color:#738a94;font-size:11px">This message was sent from <a class="small" href="https://${site}/" style="color:#738a94">${site}</a> to <a class="small" href="mailto:sam.lee@inbox.example" style="color:#738a94">sam.lee@inbox.example</a>.</p></td></tr></table></div></td><td>&nbsp;</td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    for (
      const [kind, subject, lead, label] of [
        [
          "magic-link",
          "🔑 Secure sign in link for The Daily Grind",
          "Welcome back! Use this link to securely sign in to your The Daily Grind account:",
          "Sign in to The Daily Grind",
        ],
        [
          "verify-link",
          "🙌 Complete your sign up to The Daily Grind!",
          "Tap the link below to complete the signup process for The Daily Grind, and be automatically signed in:",
          "Activate my account",
        ],
        [
          "verify-link",
          "📫 Confirm your subscription to The Daily Grind",
          "Tap the link below to confirm your subscription to The Daily Grind:",
          "Confirm subscription",
        ],
      ] as const
    ) {
      const url = `https://${site}/members/?token=${r.token(32)}&action=${
        kind === "magic-link" ? "signin" : "signup"
      }&r=https%3A%2F%2F${site}%2F`;
      out.push({
        kind,
        lang: "en",
        from,
        subject,
        html: shell(
          `<p style="font-size:20px;font-weight:bold;margin-bottom:12px">Hey there,</p><p style="font-size:16px">${
            esc(lead)
          }</p><table role="presentation" class="btn btn-primary"><tr><td align="left"><table role="presentation"><tr><td style="background:#FF1A75;border-radius:5px"><a href="${
            href(url)
          }" target="_blank" style="color:#fff;display:inline-block;padding:9px 22px;text-decoration:none;font-weight:bold">${
            esc(label)
          }</a></td></tr></table></td></tr></table><p style="font-size:16px">For your security, the link will expire in 24 hours time.</p><p style="font-size:16px">See you soon!</p><hr><p style="font-size:14px;color:#738a94">You can also copy &amp; paste this URL into your browser:</p><p style="font-size:14px;color:#738a94"><a href="${
            href(url)
          }" style="color:#738a94">${esc(url)}</a></p>`,
        ),
        expected: link(url),
      });
    }
    out.push({
      kind: "newsletter",
      lang: "en",
      from,
      subject: "Why the 6 a.m. espresso is a myth",
      html: shell(
        `<h1 style="font-size:36px">Why the 6 a.m. espresso is a myth</h1><p>By Sam Lee · 7 min read</p><p>Coffee science has moved on since 2019. In a study of 1,482 people, researchers found…</p><p><a href="https://${site}/espresso-myth/">Read more</a> · <a href="https://${site}/#/portal/account">Manage subscription</a> · <a href="https://${site}/unsubscribe/?uuid=${
          r.hex(32)
        }">Unsubscribe</a></p>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

export const OSS_FAMILIES: Family[] = [
  keycloak,
  kratos,
  supabase,
  allauth,
  devise,
  laravel,
  authjs,
  better_auth,
  authentik,
  zitadel,
  logto,
  fusionauth,
  firebase,
  cognito,
  auth0,
  pocketbase,
  appwrite,
  gitlab,
  mastodon,
  discourse,
  wordpress,
  ghost,
];
