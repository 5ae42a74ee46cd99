/**
 * Families modelled on well-known consumer senders' mail: Google, Facebook, Slack, Steam,
 * Microsoft, Apple, Amazon, GitHub, PayPal, Stripe, Discord, LinkedIn, Notion, Airbnb, Uber — the
 * code formats they print (`G-123456`, `FB-12345`, `ABC-123`, Steam Guard's five characters) and
 * their everyday non-verification mail.
 * @module
 */

import {
  button,
  card_layout,
  code,
  esc,
  type Family,
  footer_html,
  footer_text,
  href,
  link,
  NOTHING,
  tracked,
  type WorldMail,
} from "./kit.ts";

const google: Family = {
  name: "google",
  group: "consumer",
  mails(r) {
    const shell = (inner: string) =>
      `<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body><table width="100%" height="100%" style="min-width:348px" border="0" cellspacing="0" cellpadding="0" lang="en"><tr height="32" style="height:32px"><td></td></tr><tr align="center"><td><div><div></div></div><table border="0" cellspacing="0" cellpadding="0" style="padding-bottom:20px;max-width:516px;min-width:220px"><tr><td width="8" style="width:8px"></td><td><div style="border-style:solid;border-width:thin;border-color:#dadce0;border-radius:8px;padding:40px 20px" align="center" class="mdv2rw"><img src="https://www.gstatic.com/images/branding/googlelogo/2x/googlelogo_color_74x24dp.png" width="74" height="24" aria-hidden="true" style="margin-bottom:16px" alt="Google">${inner}</div><div style="text-align:left"><div style="font-family:Roboto-Regular,Helvetica,Arial,sans-serif;color:rgba(0,0,0,0.54);font-size:11px;line-height:18px;padding-top:12px;text-align:center"><div>You received this email to let you know about important changes to your Google Account and services.</div><div style="direction:ltr">© 2025 Google LLC, <a class="afal" style="font-family:Roboto-Regular,Helvetica,Arial,sans-serif;color:rgba(0,0,0,0.54);font-size:11px;line-height:18px;padding-top:12px;text-align:center">1600 Amphitheatre Parkway, Mountain View, CA 94043, USA</a></div></div></div></td><td width="8" style="width:8px"></td></tr></table></td></tr><tr height="32" style="height:32px"><td></td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "verify-code",
        lang: "en",
        from: "Google <noreply@google.com>",
        subject: `G-${c} is your Google verification code`,
        html: shell(
          `<div style="font-family:'Google Sans',Roboto,RobotoDraft,Helvetica,Arial,sans-serif;border-bottom:thin solid #dadce0;color:rgba(0,0,0,0.87);line-height:32px;padding-bottom:24px;text-align:center;word-break:break-word"><div style="font-size:24px">Verify your email</div></div><div style="font-family:Roboto-Regular,Helvetica,Arial,sans-serif;font-size:14px;color:rgba(0,0,0,0.87);line-height:20px;padding-top:20px;text-align:left">Google received a request to use <a style="font-weight:bold">sam.lee@inbox.example</a> as a recovery email for Google Account <a style="font-weight:bold">sam.lee@gmail.com</a>.<br><br>Use this code to finish setting up this recovery email:<br><div style="text-align:center;font-size:36px;margin-top:20px;line-height:44px">G-${c}</div><br>This code will expire in 24 hours.<br><br>If you don’t recognize <a style="font-weight:bold">sam.lee@gmail.com</a>, you can safely ignore this email.</div>`,
        ),
        expected: code(`G-${c}`, null, c),
      });
    }
    const c = r.digits(6);
    out.push({
      kind: "verify-code",
      lang: "en",
      from: "Google <noreply@google.com>",
      subject: "Email verification code",
      text:
        `Google\n\nEmail verification code\n\nUse this code to verify your email address:\n\n${c}\n\nThis code will expire in 15 minutes. If you didn't request this code, you can ignore this message.\n\n© 2025 Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA`,
      expected: code(c),
    });
    const g = r.digits(6);
    out.push({
      kind: "verify-code",
      lang: "en",
      from: "Google <noreply@google.com>",
      subject: "Google verification code",
      text: `G-${g} is your Google verification code.`,
      expected: code(`G-${g}`, null, g),
    });
    out.push({
      kind: "signin-alert",
      lang: "en",
      from: "Google <no-reply@accounts.google.com>",
      subject: "Security alert",
      html: shell(
        `<div style="font-size:24px;text-align:center">A new sign-in on Windows</div><div style="font-size:14px;text-align:center">sam.lee@gmail.com</div><div style="font-size:14px;line-height:20px;padding-top:20px">We noticed a new sign-in to your Google Account on a Windows device. If this was you, you don’t need to do anything. If not, we’ll help you secure your account.<div style="padding-top:32px;text-align:center"><a href="https://accounts.google.com/AccountChooser?Email=sam.lee@gmail.com&continue=https://myaccount.google.com/alert/nt/${
          r.digits(13)
        }?rfn%3D${
          r.digits(2)
        }" target="_blank" style="font-family:'Google Sans',Roboto,sans-serif;line-height:16px;color:#ffffff;font-weight:400;text-decoration:none;font-size:14px;display:inline-block;padding:10px 24px;background-color:#4184f3;border-radius:5px;min-width:90px">Check activity</a></div></div><div style="padding-top:20px;font-size:12px;line-height:16px;color:#5f6368;text-align:center">You can also see security activity at<br><a style="color:rgba(0,0,0,0.87);text-decoration:inherit">https://myaccount.google.com/notifications</a></div>`,
      ),
      expected: NOTHING,
    });
    out.push({
      kind: "backup-codes",
      lang: "en",
      from: "Google <no-reply@accounts.google.com>",
      subject: "Your backup codes",
      text: `BACKUP VERIFICATION CODES\n\nsam.lee@gmail.com\n\n${
        Array.from({ length: 10 }, (_, i) => `${i + 1}. ${r.digits(4)} ${r.digits(4)}`).join("\n")
      }\n\n* You can only use each backup code once.\n* Need more backup codes? Get a new set at g.co/2sv\n* Keep these backup codes somewhere safe but accessible.\n\n(Generated March 3, 2025)`,
      expected: NOTHING,
    });
    const invite = `https://docs.google.com/document/d/${r.token(44)}/edit?usp=sharing_eil_se_dm&ts=${r.hex(8)}`;
    out.push({
      kind: "share-notification",
      lang: "en",
      from: `"Maria (via Google Docs)" <drive-shares-dm-noreply@google.com>`,
      subject: `Document shared with you: "Q2 Budget"`,
      html: shell(
        `<div style="font-size:14px">Maria Lopez shared a document</div><div><a href="${
          href(invite)
        }">Q2 Budget</a></div><div><a href="${
          href(invite)
        }" style="background:#1a73e8;color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none">Open</a></div>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

const facebook: Family = {
  name: "facebook",
  group: "consumer",
  mails(r) {
    const shell = (inner: string) =>
      `<!DOCTYPE html><html><head><title>Facebook</title><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body style="margin:0;padding:0" dir="ltr" bgcolor="#ffffff"><table border="0" cellspacing="0" cellpadding="0" align="center" id="email_table" style="border-collapse:collapse"><tr><td id="email_content" style="font-family:Helvetica Neue,Helvetica,Lucida Grande,tahoma,verdana,arial,sans-serif;background:#ffffff"><table border="0" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse"><tr><td height="20" style="line-height:20px" colspan="3">&nbsp;</td></tr><tr><td height="1" colspan="3" style="line-height:1px"><span style="color:#FFFFFF;font-size:1px">&nbsp;</span></td></tr><tr><td width="15" style="display:block;width:15px">&nbsp;&nbsp;&nbsp;</td><td><table border="0" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse"><tr><td><a href="https://www.facebook.com/" style="color:#1b74e4;text-decoration:none"><img src="https://static.xx.fbcdn.net/rsrc.php/v3/y8/r/logo.png" width="32" height="32" style="border:0"></a></td></tr>${inner}</table></td><td width="15">&nbsp;</td></tr><tr><td colspan="3" style="font-size:11px;color:#aaaaaa;line-height:16px;padding:20px 15px">This message was sent to <a style="color:#1b74e4;text-decoration:none">sam.lee@inbox.example</a> at your request.<br>Meta Platforms, Inc., Attention: Community Support, 1 Meta Way, Menlo Park, CA 94025<br>To help keep your account secure, please don't forward this email. <a href="https://www.facebook.com/email_forward_notice/?cuid=${
        r.token(40)
      }" style="color:#1b74e4;text-decoration:none">Learn more</a></td></tr></table></td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(5);
      out.push({
        kind: "verify-code",
        lang: "en",
        from: "Facebook <registration@facebookmail.com>",
        subject: `FB-${c} is your Facebook confirmation code`,
        html: shell(
          `<tr><td style="font-size:16px;padding-top:20px">Hi Sam,</td></tr><tr><td style="font-size:16px;line-height:21px;padding-top:10px">You recently registered for Facebook. To complete your Facebook registration, please confirm your account.</td></tr><tr><td style="padding-top:20px"><span style="font-size:18px;font-weight:bold;color:#141823;background:#e7f3ff;border:1px solid #1877f2;border-radius:7px;padding:14px 32px;display:inline-block">FB-${c}</span></td></tr><tr><td style="font-size:14px;color:#898f9c;padding-top:20px">You may be asked to enter this confirmation code.</td></tr>`,
        ),
        expected: code(`FB-${c}`, null, c),
      });
    }
    const reset = r.digits(8);
    out.push({
      kind: "reset-code",
      lang: "en",
      from: "Facebook <security@facebookmail.com>",
      subject: `${reset} is your Facebook account recovery code`,
      html: shell(
        `<tr><td style="font-size:16px;padding-top:20px">Hi Sam,</td></tr><tr><td style="font-size:16px;line-height:21px;padding-top:10px">We received a request to reset your Facebook password.<br>Enter the following password reset code:</td></tr><tr><td style="padding-top:15px"><span style="font-size:17px;letter-spacing:1px;background:#e7f3ff;border:1px solid #1877f2;border-radius:7px;padding:10px 20px;display:inline-block">${reset}</span></td></tr><tr><td style="font-size:16px;padding-top:20px">Alternatively, you can directly change your password.</td></tr><tr><td><a href="https://www.facebook.com/recover/code/?u=${
          r.digits(15)
        }&n=${reset}&s=23&exp_locale=en_US" style="color:#ffffff;background:#1877f2;padding:8px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Change password</a></td></tr><tr><td style="font-size:16px;padding-top:20px"><b>Didn't request this change?</b><br>If you didn't request a new password, <a href="https://www.facebook.com/login/recover/cancel/?n=${reset}&id=${
          r.digits(15)
        }" style="color:#1b74e4;text-decoration:none">let us know</a>.</td></tr>`,
      ),
      expected: NOTHING, // filled below
    });
    const written = /https:\/\/www\.facebook\.com\/recover\/code\/[^"]+/.exec(out.at(-1)!.html!)![0].replace(
      /&amp;/g,
      "&",
    );
    out.at(-1)!.expected = code(reset, written);
    out.push({
      kind: "notification",
      lang: "en",
      from: "Facebook <notification@facebookmail.com>",
      subject: "Maria Lopez and 3 others commented on your post",
      html: shell(
        `<tr><td style="font-size:16px;padding-top:20px">Maria Lopez, Jonas Weber and 3 others commented on your post: "Finally finished the 1200-piece puzzle!"</td></tr><tr><td><a href="https://www.facebook.com/nd/?permalink.php&story_fbid=${
          r.digits(16)
        }&id=${
          r.digits(15)
        }" style="color:#fff;background:#1877f2;padding:8px 20px;border-radius:6px;text-decoration:none">See comments</a></td></tr>`,
      ),
      expected: NOTHING,
    });
    out.push({
      kind: "signin-alert",
      lang: "en",
      from: "Facebook <security@facebookmail.com>",
      subject: "New login to Facebook from Chrome on Windows",
      html: shell(
        `<tr><td style="font-size:16px;padding-top:20px">Hi Sam,</td></tr><tr><td style="font-size:16px;line-height:21px">We noticed a new login to your account from an unrecognized device.</td></tr><tr><td>Chrome on Windows · Berlin, Germany · March 3 at 2:32 PM</td></tr><tr><td style="padding-top:10px">If this was you, you can ignore this message. If this wasn't you, <a href="https://www.facebook.com/checkpoint/block/?t=${
          r.token(30)
        }">secure your account</a>.</td></tr>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

const slack: Family = {
  name: "slack",
  group: "consumer",
  mails(r) {
    const shell = (inner: string) =>
      `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="margin:0"><div class="preheader" style="display:none;visibility:hidden;opacity:0">Confirm your email address</div><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center"><table role="presentation" width="600" style="max-width:600px"><tr><td style="padding:40px 0 0"><img src="https://a.slack-edge.com/img/slack_logo_240.png" width="120" alt="Slack"></td></tr><tr><td style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;font-size:18px;line-height:28px;color:#434245">${inner}</td></tr><tr><td style="padding:40px 0;font-size:12px;color:#696969;font-family:sans-serif"><a href="https://slack.com/blog" style="color:#696969">Our blog</a> | <a href="https://slack.com/policies" style="color:#696969">Policies</a> | <a href="https://slack.com/help" style="color:#696969">Help center</a> | <a href="https://slack.com/community" style="color:#696969">Slack Community</a><br><br>©2025 Slack Technologies, LLC, a Salesforce company.<br>415 Mission Street, 3rd Floor, San Francisco, CA 94105<br><br>All rights reserved.</td></tr></table></td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 4; i++) {
      const c = `${r.alnum(3)}-${r.alnum(3)}`;
      const subject = i % 2 === 0 ? `Slack confirmation code: ${c}` : "Confirm your email address on Slack";
      out.push({
        kind: "verify-code",
        lang: "en",
        from: "Slack <feedback@slack.com>",
        subject,
        html: shell(
          `<h1 style="font-size:36px;line-height:44px;font-weight:700;color:#1d1c1d">Confirm your email address</h1><p>Your confirmation code is below — enter it in your open browser window and we'll help you get signed in.</p><table role="presentation" width="100%" style="background:#F5F4F5;border-radius:4px"><tr><td align="center" style="padding:40px 0;font-size:30px;line-height:38px;font-weight:500">${c}</td></tr></table><p style="font-size:16px">If you didn’t request this email, there’s nothing to worry about — you can safely ignore it.</p>`,
        ),
        text:
          `Confirm your email address\n\nYour confirmation code is below — enter it in your open browser window and we'll help you get signed in.\n\n${c}\n\nIf you didn’t request this email, there’s nothing to worry about — you can safely ignore it.`,
        expected: code(c),
      });
    }
    const magic = `https://app.slack.com/t/acme-team/login/z-app-${r.digits(13)}-${r.digits(13)}-${r.hex(64)}?x=${
      r.token(10)
    }`;
    out.push({
      kind: "magic-link",
      lang: "en",
      from: "Slack <feedback@slack.com>",
      subject: "Slack sign-in link for Acme Team",
      html: shell(
        `<h1 style="font-size:36px">Here's your magic link</h1><p>You asked us to send you a magic link for quickly signing in to your workspace.</p><p>${
          button(magic, "Sign in to Acme Team", "#4A154B")
        }</p><p style="font-size:14px">This link will expire in 24 hours and can only be used once.</p>`,
      ),
      expected: link(magic),
    });
    const join = `https://join.slack.com/t/acme-team/invite/zt-${r.token(10)}-${r.token(22)}`;
    out.push({
      kind: "invite-link",
      lang: "en",
      from: `"Maria (via Slack)" <feedback@slack.com>`,
      subject: "Maria Lopez has invited you to work with them in Slack",
      html: shell(
        `<h1>Join your team on Slack</h1><p><b>Maria Lopez</b> (maria@acme.test) has invited you to use Slack with them, in a workspace called <b>Acme Team</b>.</p><p>${
          button(join, "Join Now", "#4A154B")
        }</p><p style="font-size:14px">Slack is a messaging app for teams. <a href="https://slack.com/features">Learn more</a></p>`,
      ),
      expected: link(join),
    });
    out.push({
      kind: "digest",
      lang: "en",
      from: "Slack <feedback@slack.com>",
      subject: "[Slack] Notifications from the Acme Team workspace",
      html: shell(
        `<h1>You have 4 unread messages</h1><p>#general — Jonas: the 10:30 standup moved to 11:00, room 4021</p><p>${
          button(`https://acme-team.slack.com/messages/C0${r.alnum(8)}`, "Open Slack", "#4A154B")
        }</p><p style="font-size:12px"><a href="https://acme-team.slack.com/account/notifications">Change your notification settings</a></p>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

const steam: Family = {
  name: "steam",
  group: "consumer",
  mails(r) {
    const shell = (inner: string) =>
      `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body style="background:#000"><table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#171a21"><tr><td align="center"><table width="580" cellpadding="0" cellspacing="0"><tr><td style="padding:30px 0"><img src="https://store.cloudflare.steamstatic.com/public/shared/images/email/logo.png" alt="Steam"></td></tr><tr><td bgcolor="#121a25" style="padding:24px;font-family:Arial,Helvetica,sans-serif;color:#c6d4df;font-size:14px">${inner}</td></tr><tr><td style="padding:20px;font-size:11px;color:#6d7680;font-family:Arial">Valve Corporation, PO Box 1688, Bellevue, WA 98009. All rights reserved. All trademarks are property of their respective owners in the US and other countries.<br><a href="https://store.steampowered.com/privacy_agreement/" style="color:#8f98a0">Privacy Policy</a> | <a href="https://store.steampowered.com/legal/" style="color:#8f98a0">Legal</a> | <a href="https://store.steampowered.com/subscriber_agreement/" style="color:#8f98a0">Steam Subscriber Agreement</a></td></tr></table></td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    const alphabet = "23456789BCDFGHJKMNPQRTVWXY";
    for (let i = 0; i < 4; i++) {
      const c = i === 3 ? r.chars(5, "BCDFGHJKMNPQRTVWXY") : r.alnum(5, alphabet);
      out.push({
        kind: "login-code",
        lang: "en",
        from: "Steam <noreply@steampowered.com>",
        subject: i === 0 ? "Your Steam account: Access from new web or mobile device" : "Steam Guard code",
        html: shell(
          `<p style="font-size:24px;color:#fff">Dear sam_plays,</p><p>Here is the Steam Guard code you need to login to account sam_plays:</p><table width="100%"><tr><td align="center" style="background:#3a4b5c;padding:16px"><span style="font-size:48px;color:#3a9aed;font-family:Arial;letter-spacing:6px">${c}</span></td></tr></table><p>This email was generated because of a login attempt from a web or mobile device located at 203.0.113.${
            r.int(2, 250)
          } (DE).</p><p>The login attempt included your correct account name and password. The Steam Guard code is required to complete the login. <b>No one can access your account without also accessing this email.</b></p><p>If you are not attempting to login then please change your Steam password, and consider changing your email password as well to ensure your account security.</p><p>If you are having trouble accessing your account, <a href="https://help.steampowered.com/en/wizard/HelpWithLogin" style="color:#fff">contact Steam Support</a>.</p>`,
        ),
        expected: code(c),
      });
    }
    out.push({
      kind: "receipt",
      lang: "en",
      from: "Steam <noreply@steampowered.com>",
      subject: "Thank you for your Steam purchase!",
      html: shell(
        `<p style="font-size:24px;color:#fff">Thank you</p><p>Thank you for your recent transaction on Steam.</p><table><tr><td>Account name:</td><td>sam_plays</td></tr><tr><td>Invoice:</td><td>${
          r.digits(19)
        }</td></tr><tr><td>Date issued:</td><td>3 Mar, 2025 @ 2:32pm CET</td></tr><tr><td>Hollow Knight</td><td>14,79€</td></tr><tr><td>Total:</td><td>14,79€</td></tr><tr><td>Payment method:</td><td>PayPal</td></tr></table><p><a href="https://store.steampowered.com/account/history/" style="color:#fff">View your purchase history</a></p>`,
      ),
      expected: NOTHING,
    });
    out.push({
      kind: "wishlist-sale",
      lang: "en",
      from: "Steam <noreply@steampowered.com>",
      subject: "An item on your Steam wishlist is on sale!",
      html: shell(
        `<p style="font-size:24px;color:#fff">Hades II is now 25% off!</p><p>Offer ends 10 Mar @ 10:00am PST. Was 29,50€, now 22,12€.</p><p><a href="https://store.steampowered.com/app/${
          r.digits(7)
        }/?snr=${
          r.token(12)
        }" style="color:#fff;background:#5c7e10;padding:10px 18px">View on Steam</a></p><p><a href="https://store.steampowered.com/account/emailoptout/?token=${
          r.hex(24)
        }" style="color:#8f98a0">Unsubscribe</a></p>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

const microsoft: Family = {
  name: "microsoft",
  group: "consumer",
  mails(r) {
    const shell = (inner: string) =>
      `<html dir="ltr"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><style type="text/css">.link:link,.link:active,.link:visited{color:#2672ec!important;text-decoration:none!important}</style></head><body><table dir="ltr"><tr><td id="i1" style="padding:0;font-family:'Segoe UI Semibold','Segoe UI Bold','Segoe UI','Helvetica Neue Medium',Arial,sans-serif;font-size:17px;color:#707070;">Microsoft account</td></tr>${inner}<tr><td id="i6" style="padding:0;padding-top:25px;font-family:'Segoe UI',Tahoma,Verdana,Arial,sans-serif;font-size:14px;color:#2a2a2a;">Thanks,</td></tr><tr><td id="i7" style="padding:0;font-family:'Segoe UI',Tahoma,Verdana,Arial,sans-serif;font-size:14px;color:#2a2a2a;">The Microsoft account team</td></tr></table><table><tr><td style="font-size:12px;color:#666">Privacy Statement: <a href="https://go.microsoft.com/fwlink/?LinkId=521839">https://go.microsoft.com/fwlink/?LinkId=521839</a><br>Microsoft Corporation, One Microsoft Way, Redmond, WA 98052</td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 3; i++) {
      const c = r.digits(i === 2 ? 7 : 6);
      const masked = `sa*****@inbox.example`;
      out.push({
        kind: "security-code",
        lang: "en",
        from: "Microsoft account team <account-security-noreply@accountprotection.microsoft.com>",
        subject: i === 1 ? "Your single-use code" : "Microsoft account security code",
        html: shell(
          `<tr><td id="i2" style="padding:0;font-family:'Segoe UI Light','Segoe UI','Helvetica Neue Medium',Arial,sans-serif;font-size:41px;color:#2672ec;">${
            i === 1 ? "Your single-use code" : "Security code"
          }</td></tr><tr><td id="i3" style="padding:0;padding-top:25px;font-family:'Segoe UI',Tahoma,Verdana,Arial,sans-serif;font-size:14px;color:#2a2a2a;">Please use the following security code for the Microsoft account <a dir="ltr" id="iAccount" class="link" style="color:#2672ec;text-decoration:none" href="mailto:${masked}">${masked}</a>.</td></tr><tr><td id="i4" style="padding:0;padding-top:25px;font-family:'Segoe UI',Tahoma,Verdana,Arial,sans-serif;font-size:14px;color:#2a2a2a;">Security code: <span style="font-family:'Segoe UI Bold','Segoe UI Semibold','Segoe UI','Helvetica Neue Medium',Arial,sans-serif;font-size:14px;font-weight:bold;color:#2a2a2a;">${c}</span></td></tr><tr><td id="i5" style="padding:0;padding-top:25px;font-family:'Segoe UI',Tahoma,Verdana,Arial,sans-serif;font-size:14px;color:#2a2a2a;">If you don't recognize the Microsoft account <a dir="ltr" class="link" style="color:#2672ec;text-decoration:none" href="mailto:${masked}">${masked}</a>, you can <a id="iLink2" class="link" style="color:#2672ec;text-decoration:none" href="https://account.live.com/dp?ft=${
            r.token(60)
          }">click here</a> to remove your email address from that account.</td></tr>`,
        ),
        expected: code(c),
      });
    }
    const verify = `https://account.live.com/Email/Confirm?otc=${
      r.token(40)
    }&mn=sam.lee%40inbox.example&ru=https://login.live.com`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from: "Microsoft account team <account-security-noreply@accountprotection.microsoft.com>",
      subject: "Verify your email address",
      html: shell(
        `<tr><td style="font-size:41px;color:#2672ec;">Verify your email address</td></tr><tr><td style="padding-top:25px;font-size:14px;color:#2a2a2a;">To finish setting up this Microsoft account, we just need to make sure this email address is yours.</td></tr><tr><td style="padding-top:25px"><table border="0" cellspacing="0"><tr><td bgcolor="#2672ec" style="background-color:#2672ec;padding:5px 20px;color:#fff;font-size:14px;"><a id="i5" style="font-family:'Segoe UI Semibold',Arial,sans-serif;font-size:14px;text-align:center;text-decoration:none;font-weight:600;letter-spacing:0.02em;color:#fff;" href="${
          href(verify)
        }">Verify sam.lee@inbox.example</a></td></tr></table></td></tr><tr><td style="padding-top:25px;font-size:14px;color:#2a2a2a;">If you didn't request this, you can safely ignore this email.</td></tr>`,
      ),
      expected: link(verify),
    });
    out.push({
      kind: "signin-alert",
      lang: "en",
      from: "Microsoft account team <account-security-noreply@accountprotection.microsoft.com>",
      subject: "Microsoft account unusual sign-in activity",
      html: shell(
        `<tr><td style="font-size:41px;color:#2672ec;">Unusual sign-in activity</td></tr><tr><td style="padding-top:25px;font-size:14px;color:#2a2a2a;">We detected something unusual about a recent sign-in to the Microsoft account sa*****@inbox.example.</td></tr><tr><td style="padding-top:6px;font-size:14px;color:#2a2a2a;">Country/region: Germany<br>IP address: 203.0.113.${
          r.int(2, 250)
        }<br>Date: 3/3/2025 2:32 PM (CET)<br>Platform: Windows 11<br>Browser: Edge</td></tr><tr><td style="padding-top:25px;font-size:14px;color:#2a2a2a;">Please go to your recent activity page to let us know whether or not this was you.</td></tr><tr><td style="padding-top:25px"><a href="https://account.live.com/Activity?mkt=en-US" style="background:#2672ec;color:#fff;padding:5px 20px;text-decoration:none">Review recent activity</a></td></tr>`,
      ),
      expected: NOTHING,
    });
    out.push({
      kind: "subscription-renewal",
      lang: "en",
      from: "Microsoft <microsoft-noreply@microsoft.com>",
      subject: "Your Microsoft 365 Family subscription will renew soon",
      html: shell(
        `<tr><td style="font-size:28px;color:#2a2a2a">Your subscription renews on April 2, 2025</td></tr><tr><td style="font-size:14px">Microsoft 365 Family — €99.00/year. Order number: ${
          r.digits(10)
        }. We'll charge your Visa ending in 4417.</td></tr><tr><td><a href="https://account.microsoft.com/services?ref=${
          r.hex(8)
        }">Manage subscription</a></td></tr>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

const apple: Family = {
  name: "apple",
  group: "consumer",
  mails(r) {
    const shell = (inner: string) =>
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>body{font-family:"SF Pro Text","Myriad Set Pro","SF Pro Icons","Helvetica Neue",Helvetica,Arial,sans-serif}</style></head><body><table cellpadding="0" cellspacing="0" border="0" width="100%"><tr><td align="center"><table width="736" cellpadding="0" cellspacing="0"><tr><td align="right" style="padding:36px 0 24px"><img src="https://appleid.cdn-apple.com/static/bin/cb3145009867/dist/assets/apple_logo_web.png" width="24" alt="Apple"></td></tr><tr><td style="font-size:14px;line-height:20px;color:#333">${inner}</td></tr><tr><td style="padding-top:40px;font-size:12px;color:#888"><a href="https://appleid.apple.com/" style="color:#0070c9">Apple ID</a> | <a href="https://support.apple.com/" style="color:#0070c9">Support</a> | <a href="https://www.apple.com/legal/privacy/" style="color:#0070c9">Privacy Policy</a><br>Copyright © 2025 Apple Inc. One Apple Park Way, Cupertino, CA 95014, United States. All rights reserved.</td></tr></table></td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "verify-code",
        lang: "en",
        from: "Apple <appleid@id.apple.com>",
        subject: "Verify your Apple ID email address",
        html: shell(
          `<h1 style="font-size:22px;font-weight:600">Verify your email address.</h1><p>You have selected this email address as your new Apple ID. To verify this email address belongs to you, enter the code below on the email verification page:</p><p style="font-size:19px;font-weight:bold">${c}</p><p>This code will expire three hours after this email was sent.</p><p><b>Why you received this email.</b><br>Apple requires verification whenever an email address is selected as an Apple ID. Your Apple ID cannot be used until you verify it.</p><p>If you did not make this request, you can ignore this email. No Apple ID will be created without verification.</p><p>Apple Support</p>`,
        ),
        expected: code(c),
      });
    }
    const fr = r.digits(6);
    out.push({
      kind: "verify-code",
      lang: "fr",
      from: "Apple <appleid@id.apple.com>",
      subject: "Vérifiez l’adresse e-mail de votre identifiant Apple",
      html: shell(
        `<h1 style="font-size:22px">Vérifiez votre adresse e-mail.</h1><p>Vous avez choisi cette adresse e-mail comme nouvel identifiant Apple. Pour confirmer qu’elle vous appartient, saisissez le code ci-dessous sur la page de vérification :</p><p style="font-size:19px;font-weight:bold">${fr}</p><p>Ce code expirera trois heures après l’envoi de ce message.</p>`,
      ),
      expected: code(fr),
    });
    out.push({
      kind: "receipt",
      lang: "en",
      from: "Apple <no_reply@email.apple.com>",
      subject: "Your receipt from Apple.",
      html: shell(
        `<h1 style="font-size:32px">Receipt</h1><table width="100%"><tr><td>APPLE ACCOUNT<br>sam.lee@inbox.example</td><td>BILLED TO<br>Visa .... 4417<br>Sam Lee<br>Hauptstraße 12<br>10115 Berlin</td></tr><tr><td>DATE<br>3 Mar 2025</td><td>ORDER ID<br>${
          r.alnum(10)
        }</td></tr><tr><td>DOCUMENT NO.<br>${
          r.digits(12)
        }</td><td></td></tr><tr><td>iCloud+ 200 GB (Monthly)</td><td>€2.99</td></tr><tr><td>TOTAL</td><td>€2.99</td></tr></table><p><a href="https://support.apple.com/billing">Report a problem</a> · <a href="https://apps.apple.com/account/subscriptions">Manage subscriptions</a></p>`,
      ),
      expected: NOTHING,
    });
    out.push({
      kind: "signin-alert",
      lang: "en",
      from: "Apple <appleid@id.apple.com>",
      subject: "Your Apple ID was used to sign in to iCloud via a web browser",
      html: shell(
        `<p>Dear Sam Lee,</p><p>Your Apple ID (sam.lee@inbox.example) was used to sign in to iCloud via a web browser.</p><p>Date and Time: March 3, 2025, 2:32 PM CET</p><p>If the information above looks familiar, you can disregard this email.</p><p>If you have not signed in to iCloud recently and believe someone may have accessed your account, go to <a href="https://appleid.apple.com">Apple ID</a> and change your password as soon as possible.</p>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

const amazon: Family = {
  name: "amazon",
  group: "consumer",
  mails(r) {
    const shell = (inner: string) =>
      `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><style type="text/css">.rio_card{font-family:"Amazon Ember",Arial,sans-serif}</style></head><body><table id="container" width="100%" style="font:12px/16px Arial,sans-serif;color:#333"><tr><td><table width="640" align="center"><tr><td style="padding:12px 0;border-bottom:1px solid #ccc"><img alt="Amazon.com" src="https://m.media-amazon.com/images/G/01/x-locale/common/email/logo.png" width="103" height="31"></td></tr>${inner}<tr><td style="padding-top:24px;font-size:11px;color:#666">©2025 Amazon.com, Inc. or its affiliates. Amazon and all related marks are trademarks of Amazon.com, Inc. or its affiliates. Amazon.com, Inc., 410 Terry Avenue N., Seattle, WA 98109.</td></tr></table></td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "verify-code",
        lang: "en",
        from: "Amazon <account-update@amazon.com>",
        subject: "Verify your new Amazon account",
        html: shell(
          `<tr><td class="rio_card" style="padding:16px 0"><h2 style="font-size:20px;font-weight:normal">Verify your new Amazon account</h2><p>To verify your email address, please use the following One Time Password (OTP):</p><p style="font-size:22px;font-weight:bold">${c}</p><p>Do not share this OTP with anyone. Amazon takes your account security very seriously. Amazon Customer Service will never ask you to disclose or verify your Amazon password, OTP, credit card, or banking account number. If you receive a suspicious email with a link to update your account information, do not click on the link—instead, report the email to Amazon for investigation.</p><p>Thank you for shopping with us! We hope to see you again soon.</p></td></tr>`,
        ),
        expected: code(c),
      });
    }
    const c = r.digits(6);
    out.push({
      kind: "signin-code",
      lang: "en",
      from: "Amazon <account-update@amazon.com>",
      subject: "amazon.com: Sign-in attempt",
      html: shell(
        `<tr><td class="rio_card" style="padding:16px 0"><p>Someone who knows your password is attempting to sign-in to your account.</p><p><b>When:</b> March 3, 2025 2:32 PM CET<br><b>Device:</b> Chrome, Windows<br><b>Near:</b> Berlin, Germany</p><p>If this was you, your verification code is:</p><p style="font-size:24px;font-weight:bold;color:#c45500">${c}</p><p>Don't share it with others.</p><p>If this was not you, <a href="https://www.amazon.com/a/c/r/${
          r.token(30)
        }">deny this sign-in attempt</a> and then change your password.</p></td></tr>`,
      ),
      expected: code(c),
    });
    const order = `${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`;
    out.push({
      kind: "order",
      lang: "en",
      from: "Amazon.com <auto-confirm@amazon.com>",
      subject: `Your Amazon.com order #${order}`,
      html: shell(
        `<tr><td style="padding:16px 0"><h2 style="color:#c45500">Order Confirmation</h2><p>Hello Sam Lee,</p><p>Thank you for shopping with us. We’ll send a confirmation when your item ships.</p><table width="100%"><tr><td>Arriving:<br><b>Thursday, March 6</b></td><td>Ship to:<br>Sam Lee<br>1234 Elm Street, Apt 5<br>Portland, OR 97205</td></tr></table><p><a href="https://www.amazon.com/gp/css/order-details?orderID=${order}&ref_=pe_${
          r.digits(8)
        }" style="background:#f0c14b;padding:8px 16px;color:#111;text-decoration:none">View or manage order</a></p><table width="100%"><tr><td>Order #<br>${order}</td><td>Item Subtotal: $23.99<br>Shipping: $0.00<br>Order Total: <b>$25.67</b></td></tr></table></td></tr>`,
      ),
      expected: NOTHING,
    });
    out.push({
      kind: "shipping",
      lang: "en",
      from: "Amazon.com <shipment-tracking@amazon.com>",
      subject: `Shipped: "Anker USB-C Charger 65W..."`,
      html: shell(
        `<tr><td style="padding:16px 0"><h2>Your package was shipped!</h2><p>Arriving Thursday. Tracking ID: TBA${
          r.digits(12)
        }</p><p><a href="https://www.amazon.com/progress-tracker/package/ref=pe_${r.digits(7)}?_encoding=UTF8&itemId=${
          r.token(14)
        }&orderId=${order}&shipmentId=${
          r.token(9)
        }" style="background:#f0c14b;padding:8px 16px;color:#111;text-decoration:none">Track package</a></p><p>Order # ${order}</p></td></tr>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

const github: Family = {
  name: "github",
  group: "consumer",
  mails(r) {
    const shell = (inner: string) =>
      `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>GitHub</title></head><body style="background-color:#ffffff;margin:0"><table align="center" width="100%" class="container-sm width-full" style="max-width:544px;margin:0 auto;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif"><tr><td class="center p-3" align="center" style="padding:16px"><img src="https://github.githubassets.com/images/email/global/octocat-logo.png" width="32" height="32" alt="GitHub"></td></tr><tr><td><div class="Box rounded-2 border-gray-dark" style="border:1px solid #d0d7de;border-radius:6px;padding:24px">${inner}</div></td></tr><tr><td style="font-size:12px;color:#6a737d;text-align:center;padding:16px">You’re receiving this email because a sign in attempt was made on your account.<br><a href="https://docs.github.com/articles/github-privacy-statement/" style="color:#0366d6">Privacy statement</a> · <a href="https://support.github.com" style="color:#0366d6">Support</a><br>GitHub, Inc. ・88 Colin P Kelly Jr Street ・San Francisco, CA 94107</td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "device-code",
        lang: "en",
        from: "GitHub <noreply@github.com>",
        subject: "[GitHub] Please verify your device",
        text:
          `Hey samlee!\n\nA sign in attempt requires further verification because we did not recognize your device. To complete the sign in, enter the verification code on the unrecognized device.\n\nDevice: Chrome on macOS\nVerification code: ${c}\n\nIf you did not attempt to sign in to your account, your password may be compromised. Visit https://github.com/settings/security to create a new, strong password for your GitHub account.\n\nIf you'd like to automatically verify devices in the future, consider enabling two-factor authentication on your account. Visit https://docs.github.com/articles/configuring-two-factor-authentication to learn about two-factor authentication.\n\nIf you decide to enable two-factor authentication, ensure you retain access to one or more account recovery methods. See https://docs.github.com/articles/configuring-two-factor-authentication-recovery-methods in the GitHub Help.\n\nThanks,\nThe GitHub Team`,
        expected: code(c),
      });
    }
    const launch = r.digits(8);
    out.push({
      kind: "launch-code",
      lang: "en",
      from: "GitHub <noreply@github.com>",
      subject: "🚀 Your GitHub launch code",
      html: shell(
        `<h2 style="font-size:24px;font-weight:400">Here's your GitHub launch code, @samlee!</h2><p>Continue signing up for GitHub by entering the code below:</p><p style="font-size:32px;font-family:monospace;letter-spacing:4px;text-align:center">${launch}</p><p>Open GitHub</p><p style="color:#6a737d">Not able to enter the code? Paste the following link into your browser:<br><a href="https://github.com/account_verifications/confirm/${launch}?via_launch_code_email=true">https://github.com/account_verifications/confirm/${launch}?via_launch_code_email=true</a></p>`,
      ),
      expected: code(launch, `https://github.com/account_verifications/confirm/${launch}?via_launch_code_email=true`),
    });
    const confirm = `https://github.com/users/samlee/emails/${r.digits(9)}/confirm_verification/${
      r.hex(40)
    }?via_launch_code_email=true`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from: "GitHub <noreply@github.com>",
      subject: "[GitHub] Please verify your email address.",
      html: shell(
        `<h3 style="font-weight:400">Almost done, <strong>@samlee</strong>! To complete your GitHub sign up, we just need to verify your email address: <strong>sam.lee@inbox.example</strong>.</h3><p>${
          button(confirm, "Verify email address", "#28a745")
        }</p><p style="color:#6a737d">Once verified, you can start using all of GitHub's features to explore, build, and share projects.</p><hr><p>Button not working? Paste the following link into your browser:<br><a href="${
          href(confirm)
        }">${
          esc(confirm)
        }</a></p><p style="color:#6a737d">You’re receiving this email because you recently created a new GitHub account or added a new email address. If this wasn’t you, please ignore this email.</p>`,
      ),
      expected: link(confirm),
    });
    out.push({
      kind: "ssh-key-added",
      lang: "en",
      from: "GitHub <noreply@github.com>",
      subject: "[GitHub] A new SSH authentication public key was added to your account",
      text: `The following SSH key was added to your account:\n\nlaptop-2025\nSHA256:${
        r.token(43)
      }\n\nIf you believe this key was added in error, you can remove the key and disable access at the following location:\n\nhttps://github.com/settings/keys\n\nTo see this and other security events for your account, visit https://github.com/settings/security-log\n\nIf you run into problems, please contact support by visiting https://github.com/contact\n\nThanks,\nThe GitHub Team`,
      expected: NOTHING,
    });
    out.push({
      kind: "recovery-codes",
      lang: "en",
      from: "GitHub <noreply@github.com>",
      subject: "[GitHub] Two-factor authentication recovery codes viewed",
      text:
        `Hey samlee!\n\nYour two-factor authentication recovery codes were viewed on March 3, 2025.\n\nRecovery codes are used to access your account in the event you cannot receive two-factor authentication codes. Keep them somewhere safe.\n\n${
          Array.from({ length: 8 }, () => `${r.hex(5)}-${r.hex(5)}`).join("\n")
        }\n\nTo regenerate your codes, visit https://github.com/settings/auth/recovery-codes\n\nThanks,\nThe GitHub Team`,
      expected: NOTHING,
    });
    out.push({
      kind: "pr-notification",
      lang: "en",
      from: "Maria Lopez <notifications@github.com>",
      subject: "Re: [acme/api] Bump axios from 1.6.2 to 1.7.9 (PR #4821)",
      text:
        `@mlopez approved this pull request.\n\nLGTM, tests pass on 18.x and 20.x.\n\n—\nReply to this email directly, view it on GitHub:\nhttps://github.com/acme/api/pull/4821#pullrequestreview-${
          r.digits(10)
        }\nYou are receiving this because you authored the thread.`,
      expected: NOTHING,
    });
    return out;
  },
};

const paypal: Family = {
  name: "paypal",
  group: "consumer",
  mails(r) {
    const shell = (inner: string) =>
      `<html><head><meta charset="UTF-8"></head><body style="margin:0;background:#f2f2f2"><table width="100%" bgcolor="#f2f2f2"><tr><td align="center"><table width="600" bgcolor="#ffffff" style="font-family:'PayPal Sans Big',Helvetica,Arial,sans-serif"><tr><td style="padding:24px 40px"><img src="https://www.paypalobjects.com/digitalassets/c/system-triggered-email/n/layout/images/paypal-rebranding/pp-logo-in-circle-2x.png" width="48" alt="PayPal"></td></tr><tr><td style="padding:0 40px 24px;font-size:15px;line-height:23px;color:#2c2e2f">${inner}</td></tr><tr><td style="padding:24px 40px;background:#f7f9fa;font-size:13px;color:#687173"><a href="https://www.paypal.com/us/smarthelp/home" style="color:#0070e0">Help &amp; Contact</a> | <a href="https://www.paypal.com/us/webapps/mpp/ua/privacy-full" style="color:#0070e0">Privacy</a><br>PayPal is committed to preventing fraudulent emails. Emails from PayPal will always contain your full name. <a href="https://www.paypal.com/us/security/learn-about-fake-messages" style="color:#0070e0">Learn to identify phishing</a><br>Copyright © 1999-2025 PayPal, Inc. All rights reserved. PayPal is located at 2211 N. First St., San Jose, CA 95131.<br>PayPal PPX001990:1.1:${
        r.hex(12)
      }</td></tr></table></td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "login-code",
        lang: "en",
        from: "PayPal <service@paypal.com>",
        subject: "Your PayPal security code",
        html: shell(
          `<p style="font-size:28px;line-height:36px">Confirm it's you</p><p>Hello, Sam Lee</p><p>Use this code to log in to PayPal. It expires in 10 minutes. Don't share this code with anyone.</p><p style="font-size:32px;font-weight:bold;letter-spacing:2px">${c}</p><p>If you didn't try to log in, <a href="https://www.paypal.com/myaccount/security/">change your password</a>.</p>`,
        ),
        expected: code(c),
      });
    }
    const reset = `https://www.paypal.com/authflow/password-recovery/?token=${r.token(40)}&country.x=US&locale.x=en_US`;
    out.push({
      kind: "reset-link",
      lang: "en",
      from: "PayPal <service@paypal.com>",
      subject: "Reset your PayPal password",
      html: shell(
        `<p style="font-size:28px">Reset your password</p><p>Hello, Sam Lee</p><p>Someone asked to reset the password for your PayPal account. If it was you, click the button below. This link expires in 2 hours.</p><p>${
          button(reset, "Reset Password", "#0070e0", "a")
        }</p><p>If you didn't request a password reset, you can ignore this email — your password won't change.</p>`,
      ),
      expected: link(reset),
    });
    out.push({
      kind: "receipt",
      lang: "en",
      from: "PayPal <service@paypal.com>",
      subject: "You sent a $42.50 USD payment to Blue Bottle Coffee",
      html: shell(
        `<p style="font-size:28px">You sent $42.50 USD to Blue Bottle Coffee</p><p>Transaction ID<br><a href="https://www.paypal.com/activity/payment/${
          r.alnum(17)
        }">${
          r.alnum(17)
        }</a></p><p>Transaction date<br>March 3, 2025</p><p>Merchant<br>Blue Bottle Coffee<br>+1 510-653-3394</p><p>Invoice ID<br>${
          r.digits(8)
        }</p><p>Total $42.50 USD</p><p><a href="https://www.paypal.com/myaccount/transactions/">View transaction details</a></p>`,
      ),
      expected: NOTHING,
    });
    const confirm = `https://www.paypal.com/myaccount/email/confirm/?token=${r.token(40)}`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from: "PayPal <service@paypal.com>",
      subject: "Confirm your email address",
      html: shell(
        `<p style="font-size:28px">Confirm your email</p><p>Hello, Sam Lee</p><p>Please confirm sam.lee@inbox.example is your email address by clicking the button below.</p><p>${
          button(confirm, "Confirm Email", "#0070e0", "a")
        }</p>`,
      ),
      expected: link(confirm),
    });
    return out;
  },
};

const stripe: Family = {
  name: "stripe",
  group: "consumer",
  mails(r) {
    const shell = (inner: string) =>
      `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body class="Body" style="background-color:#f6f9fc;margin:0"><table class="Wrapper" align="center" width="100%" style="background-color:#f6f9fc"><tr><td align="center"><table class="Content" width="600" style="background:#ffffff;border-radius:8px;font-family:-apple-system,'SF Pro Display','Segoe UI','Helvetica Neue',Ubuntu,sans-serif"><tr><td style="padding:32px 48px"><img src="https://stripe-images.s3.amazonaws.com/notifications/hosted/20180110/Header/Left.png" alt="Stripe" width="60"></td></tr><tr><td style="padding:0 48px 32px;font-size:16px;line-height:24px;color:#414552">${inner}</td></tr><tr><td style="padding:24px 48px;font-size:12px;color:#8898aa">Stripe, 354 Oyster Point Blvd, South San Francisco, CA 94080</td></tr></table></td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    const verify = `https://dashboard.stripe.com/confirm_email?t=${r.token(40)}`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from: "Stripe <notifications@stripe.com>",
      subject: "Confirm your email address for Stripe",
      html: shell(
        `<p style="font-size:24px;line-height:32px">Confirm your email</p><p>Welcome to Stripe! Please click the button below to confirm your email address and finish setting up your account.</p><p>${
          button(verify, "Confirm email", "#635bff")
        }</p><p>Or copy this link: <a href="${href(verify)}">${esc(verify)}</a></p><p>— The Stripe team</p>`,
      ),
      expected: link(verify),
    });
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "login-code",
        lang: "en",
        from: "Link <link@stripe.com>",
        subject: `Your Link verification code is ${c}`,
        html: shell(
          `<p style="font-size:24px">Your verification code</p><p>Enter this code to sign in to Link, the faster way to pay.</p><p style="font-size:36px;letter-spacing:8px;font-weight:600;background:#f6f8fa;padding:16px;text-align:center">${c}</p><p>This code expires in 10 minutes.</p>`,
        ),
        expected: code(c),
      });
    }
    out.push({
      kind: "receipt",
      lang: "en",
      from: "Acme Co <invoice+statements@acme.test>",
      subject: `Your receipt from Acme Co #${r.digits(4)}-${r.digits(4)}`,
      html: shell(
        `<p style="font-size:24px">Receipt from Acme Co</p><p>Receipt #${r.digits(4)}-${
          r.digits(4)
        }</p><table width="100%"><tr><td>AMOUNT PAID<br>$49.00</td><td>DATE PAID<br>Mar 3, 2025</td><td>PAYMENT METHOD<br>Visa – 4242</td></tr></table><p>Pro plan × 1 — $49.00</p><p>If you have any questions, contact us at billing@acme.test or call us at +1 415-555-0132.</p><p><a href="https://pay.stripe.com/receipts/payment/${
          r.token(80)
        }">View receipt</a></p>`,
      ),
      expected: NOTHING,
    });
    out.push({
      kind: "payout",
      lang: "en",
      from: "Stripe <notifications@stripe.com>",
      subject: "Your payout of €1,482.13 is on the way",
      html: shell(
        `<p>A payout of €1,482.13 to your bank account ending in 4821 is expected to arrive on March 5, 2025.</p><p>Payout ID: po_${
          r.token(24)
        }</p><p><a href="https://dashboard.stripe.com/payouts/po_${r.token(24)}">View payout</a></p>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

const discord: Family = {
  name: "discord",
  group: "consumer",
  mails(r) {
    const shell = (inner: string) =>
      `<!doctype html><html><head><meta charset="UTF-8"></head><body style="background:#F9F9F9"><div style="max-width:640px;margin:0 auto;box-shadow:0px 1px 5px rgba(0,0,0,0.1);border-radius:4px;overflow:hidden"><div style="margin:0px auto;max-width:640px;background:#7289DA url(https://cdn.discordapp.com/email_assets/f0a4cc6d7aaa7bdf2a3c15a193c6d224.png) top center / cover no-repeat;"><table role="presentation" cellpadding="0" cellspacing="0" style="font-size:0px;width:100%;"><tr><td style="text-align:center;padding:57px;"><img alt="Discord" src="https://cdn.discordapp.com/email_assets/592423b8b5bb4b97e72e5f5ad1a5e0d6.png" width="138"></td></tr></table></div><div style="margin:0px auto;max-width:640px;background:#ffffff;"><table role="presentation" cellpadding="0" cellspacing="0" style="width:100%"><tr><td style="padding:40px 70px;font-family:Whitney,Helvetica Neue,Helvetica,Arial,Lucida Grande,sans-serif;color:#737F8D;font-size:16px;line-height:24px">${inner}</td></tr></table></div><div style="text-align:center;font-size:12px;color:#99AAB5;padding:20px">Sent by Discord • <a href="https://blog.discordapp.com/" style="color:#1EB0F4">check our blog</a> • <a href="https://twitter.com/discord" style="color:#1EB0F4">@discord</a><br>444 De Haro Street, Suite 200, San Francisco, CA 94107</div></div></body></html>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const url = tracked(r, `https://discord.com/verify#token=${r.token(60)}`, "sendgrid").replace(
        "ct.sendgrid.net",
        "click.discord.com",
      ).replace(/^https:\/\/u\d+\./, "https://");
      out.push({
        kind: "verify-link",
        lang: "en",
        from: "Discord <noreply@discord.com>",
        subject: "Verify Email Address for Discord",
        html: shell(
          `<h2 style="font-weight:500;font-size:20px;color:#4F545C">Hey samplays,</h2><p>Thanks for registering for an account on Discord! Before we get started, we just need to confirm that this is you. Click below to verify your email address:</p><table cellpadding="0" cellspacing="0" style="margin:0 auto"><tr><td align="center" bgcolor="#7289DA" style="border-radius:3px;padding:15px 19px"><a href="${
            href(url)
          }" style="text-decoration:none;line-height:100%;background:#7289DA;color:white;font-size:15px;font-weight:normal" target="_blank">Verify Email</a></td></tr></table>`,
        ),
        expected: link(url),
      });
    }
    const login = tracked(r, `https://discord.com/authorize-ip#token=${r.token(60)}`, "sendgrid").replace(
      "ct.sendgrid.net",
      "click.discord.com",
    ).replace(/^https:\/\/u\d+\./, "https://");
    out.push({
      kind: "new-location-link",
      lang: "en",
      from: "Discord <noreply@discord.com>",
      subject: "Verify Discord Login from New Location",
      html: shell(
        `<h2 style="font-weight:500;font-size:20px;color:#4F545C">Hey samplays,</h2><p>Someone tried to log into your Discord account from a new location. If this is you, follow the link below to authorize logging in from this location on your account. If this isn't you, we suggest changing your password as soon as possible.</p><p><b>IP Address:</b> 203.0.113.${
          r.int(2, 250)
        }<br><b>Location:</b> Berlin, Land Berlin, Germany</p><table cellpadding="0" cellspacing="0" style="margin:0 auto"><tr><td align="center" bgcolor="#7289DA" style="border-radius:3px;padding:15px 19px"><a href="${
          href(login)
        }" style="color:white;text-decoration:none">Verify Login</a></td></tr></table>`,
      ),
      expected: link(login),
    });
    const c = r.digits(6);
    out.push({
      kind: "login-code",
      lang: "en",
      from: "Discord <noreply@discord.com>",
      subject: "Your Discord verification code",
      html: shell(
        `<h2 style="font-weight:500;font-size:20px;color:#4F545C">Hey samplays,</h2><p>Here is your verification code:</p><p style="font-size:32px;font-weight:700;color:#23272A;letter-spacing:4px">${c}</p><p>This code will expire in 10 minutes. Don't share this code with anyone; our employees will never ask for it.</p>`,
      ),
      expected: code(c),
    });
    out.push({
      kind: "notification",
      lang: "en",
      from: "Discord <notifications@discord.com>",
      subject: "You have 12 unread messages from 3 servers",
      html: shell(
        `<p>While you were away, you got 12 new messages in Indie Devs, Lo-fi Lounge and 1 other server.</p><p>#showcase — nova: check out build 0.48.2!</p><p><a href="${
          href(tracked(r, "https://discord.com/channels/@me", "sendgrid"))
        }">Open Discord</a></p><p style="font-size:12px"><a href="https://discord.com/settings/notifications?token=${
          r.token(20)
        }">Unsubscribe</a> from these emails.</p>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

const linkedin: Family = {
  name: "linkedin",
  group: "consumer",
  mails(r) {
    const shell = (inner: string) =>
      `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body><table role="presentation" width="512" align="center" style="font-family:-apple-system,system-ui,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue','Fira Sans',Ubuntu,Oxygen,'Oxygen Sans',Cantarell,'Droid Sans','Apple Color Emoji','Segoe UI Emoji','Segoe UI Emoji','Segoe UI Symbol','Lucida Grande',Helvetica,Arial,sans-serif"><tr><td style="padding:24px"><img alt="LinkedIn" src="https://static.licdn.com/aero-v1/sc/h/logo.png" height="34"></td></tr><tr><td style="padding:0 24px;font-size:16px;color:#1f1f1f">${inner}</td></tr><tr><td style="padding:24px;font-size:12px;color:#666">This email was intended for Sam Lee (Software Engineer at Acme). <a href="https://www.linkedin.com/help/linkedin/answer/4788?lang=en&lipi=urn%3Ali%3Apage%3Aemail" style="color:#0a66c2">Learn why we included this.</a><br>© 2025 LinkedIn Corporation, 1000 West Maude Avenue, Sunnyvale, CA 94085. LinkedIn and the LinkedIn logo are registered trademarks of LinkedIn.</td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "login-code",
        lang: "en",
        from: "LinkedIn <security-noreply@linkedin.com>",
        subject: `Here's your verification code ${c}`,
        html: shell(
          `<h2 style="font-size:24px">Hi Sam,</h2><p>To finish signing in, please use this verification code:</p><p style="font-size:32px;font-weight:600;letter-spacing:1px">${c}</p><p>This code will expire in 15 minutes.</p><p>If you didn't try to sign in, <a href="https://www.linkedin.com/psettings/change-password?lipi=urn%3Ali%3Apage%3Aemail_security">change your password</a> to secure your account.</p><p>Thanks for helping us keep your account secure.<br>The LinkedIn Team</p>`,
        ),
        expected: code(c),
      });
    }
    const confirm = `https://www.linkedin.com/e/v2?e=${
      r.token(12)
    }&lipi=urn%3Ali%3Apage%3Aemail_email_confirmation&t=plh&midToken=${
      r.token(50)
    }&url=https%3A%2F%2Fwww%2Elinkedin%2Ecom%2Fcomm%2Fpsettings%2Femail%2Fconfirm%3Ftoken%3D${r.token(30)}`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from: "LinkedIn <security-noreply@linkedin.com>",
      subject: "Please confirm your email address",
      html: shell(
        `<h2 style="font-size:24px">Confirm your email address</h2><p>Hi Sam, please confirm your email address so you can start using LinkedIn.</p><p><a href="${
          href(confirm)
        }" style="background:#0a66c2;color:#fff;padding:12px 24px;border-radius:24px;text-decoration:none;font-weight:600">Confirm your email</a></p>`,
      ),
      expected: link(confirm),
    });
    out.push({
      kind: "search-appearances",
      lang: "en",
      from: "LinkedIn <notifications-noreply@linkedin.com>",
      subject: "You appeared in 27 searches this week",
      html: shell(
        `<p>You appeared in 27 searches this week.</p><p>Top searcher titles: Engineering Manager, Recruiter.</p><p><a href="https://www.linkedin.com/comm/me/search-appearances?lipi=${
          r.token(20)
        }" style="background:#0a66c2;color:#fff;padding:12px 24px;border-radius:24px;text-decoration:none">See all searches</a></p><p><a href="https://www.linkedin.com/comm/psettings/email-unsubscribe?lipi=${
          r.token(20)
        }">Unsubscribe</a> · <a href="https://www.linkedin.com/help/linkedin">Help</a></p>`,
      ),
      expected: NOTHING,
    });
    out.push({
      kind: "job-alert",
      lang: "en",
      from: "LinkedIn Job Alerts <jobalerts-noreply@linkedin.com>",
      subject: "“Senior Backend Engineer”: Acme Cloud - Senior Backend Engineer and more",
      html: shell(
        `<p>Your job alert for Senior Backend Engineer in Berlin</p><p><a href="https://www.linkedin.com/comm/jobs/view/${
          r.digits(10)
        }">Senior Backend Engineer — Acme Cloud</a> · Berlin · €85,000 – €105,000</p><p><a href="https://www.linkedin.com/comm/jobs/view/${
          r.digits(10)
        }">Staff Engineer — Orbit</a> · Remote</p><p><a href="https://www.linkedin.com/comm/jobs/search?keywords=backend">See all jobs</a></p>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

const notion: Family = {
  name: "notion",
  group: "consumer",
  mails(r) {
    const out: WorldMail[] = [];
    for (let i = 0; i < 3; i++) {
      const c = r.digits(6);
      const magic = `https://www.notion.so/loginwithemail?state=${r.token(40)}&token=${r.token(40)}`;
      out.push({
        kind: "login-code-and-link",
        lang: "en",
        from: "Notion Team <notify@mail.notion.so>",
        subject: `Your Notion login code is ${c}`,
        html:
          `<div style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,sans-serif;max-width:480px;margin:0 auto"><h1 style="color:#333;font-size:24px;font-weight:bold">Login</h1><a href="${
            href(magic)
          }" target="_blank" style="display:block;color:#2754C5;font-size:14px;text-decoration:underline;margin-bottom:16px">Click here to log in with this magic link</a><p style="font-size:14px;color:#333;margin:24px 0 14px">Or, copy and paste this temporary login code:</p><code style="display:inline-block;padding:16px 4.5%;width:90.5%;background-color:#f4f4f4;border-radius:5px;border:1px solid #eee;color:#333">${c}</code><p style="color:#ababab;font-size:14px;margin:14px 0 16px">If you didn't try to login, you can safely ignore this email.</p><p style="color:#ababab;font-size:14px;margin:14px 0 38px">Hint: You can set a permanent password in Settings &amp; members → My account.</p><img src="https://www.notion.so/images/logo-for-emails.png" width="32" height="32" alt="Notion's Logo"><p style="color:#898989;font-size:12px;line-height:22px;margin-top:12px;margin-bottom:24px"><a href="https://notion.so" target="_blank" style="color:#898989;font-size:14px;text-decoration:underline">Notion.so</a>, the all-in-one-workspace<br>for your notes, tasks, wikis, and databases.</p></div>`,
        expected: code(c, magic),
      });
    }
    out.push({
      kind: "page-mention",
      lang: "en",
      from: "Notion <notify@mail.notion.so>",
      subject: "Maria Lopez mentioned you in Q2 Roadmap",
      html:
        `<div style="font-family:sans-serif"><p>Maria Lopez mentioned you in <b>Q2 Roadmap</b>:</p><blockquote>@Sam can you own milestone 3 (due 4/15)?</blockquote><p><a href="https://www.notion.so/acme/Q2-Roadmap-${
          r.hex(32)
        }">Open in Notion</a></p><p style="font-size:12px"><a href="https://www.notion.so/notifications/settings">Notification settings</a></p></div>`,
      expected: NOTHING,
    });
    const invite = `https://www.notion.so/invite/${r.hex(40)}`;
    out.push({
      kind: "invite-link",
      lang: "en",
      from: "Notion <notify@mail.notion.so>",
      subject: "Maria Lopez invited you to Acme Workspace",
      html:
        `<div style="font-family:sans-serif"><p><b>Maria Lopez</b> has invited you to join the <b>Acme Workspace</b> workspace.</p><p><a href="${
          href(invite)
        }" style="background:#2383e2;color:#fff;padding:8px 14px;border-radius:4px;text-decoration:none">Join workspace</a></p></div>`,
      expected: link(invite),
    });
    return out;
  },
};

const airbnb: Family = {
  name: "airbnb",
  group: "consumer",
  mails(r) {
    const foot: Parameters<typeof footer_html>[0] = {
      company: "Airbnb, Inc.",
      address: "888 Brannan St, San Francisco, CA 94103",
      site: "www.airbnb.com",
      social: true,
    };
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "verify-code",
        lang: "en",
        from: "Airbnb <automated@airbnb.com>",
        subject: "Your Airbnb verification code",
        html: card_layout({
          site: "www.airbnb.com",
          brand: "Airbnb",
          accent: "#FF385C",
          body:
            `<p style="font-size:22px;font-weight:600">Your verification code</p><p>Your Airbnb verification code is: <b>${c}</b></p><p>This code will expire in 15 minutes. For your security, don't share this code.</p>`,
          footer: footer_html(foot),
        }),
        text:
          `Your Airbnb verification code is: ${c}\n\nThis code will expire in 15 minutes. For your security, don't share this code.${
            footer_text(foot)
          }`,
        expected: code(c),
      });
    }
    const conf = r.alnum(10);
    out.push({
      kind: "booking",
      lang: "en",
      from: "Airbnb <automated@airbnb.com>",
      subject: "Reservation confirmed for Lisbon",
      html: card_layout({
        site: "www.airbnb.com",
        brand: "Airbnb",
        accent: "#FF385C",
        body:
          `<p style="font-size:22px;font-weight:600">Pack your bags! It's time for Lisbon.</p><table width="100%"><tr><td>Check-in<br><b>Fri, Apr 11</b><br>3:00 PM</td><td>Checkout<br><b>Mon, Apr 14</b><br>11:00 AM</td></tr></table><p>Address: Rua da Rosa 184, 1200-389 Lisboa, Portugal</p><p>Confirmation code: <b>${conf}</b></p><p>Total (EUR): €482.13</p><p>${
            button(
              `https://www.airbnb.com/trips/v1/reservation-details/ro/RESERVATION2_CHECKIN/${conf}`,
              "View itinerary",
              "#FF385C",
            )
          }</p>`,
        footer: footer_html(foot),
      }),
      expected: NOTHING,
    });
    return out;
  },
};

const uber: Family = {
  name: "uber",
  group: "consumer",
  mails(r) {
    const out: WorldMail[] = [];
    for (let i = 0; i < 2; i++) {
      const c = r.digits(4);
      out.push({
        kind: "login-code",
        lang: "en",
        from: "Uber <noreply@uber.com>",
        subject: `Your Uber account verification code`,
        html:
          `<div style="font-family:'UberMove','Helvetica Neue',Helvetica,sans-serif;max-width:560px;margin:0 auto"><img src="https://d1a3f4spazzrp4.cloudfront.net/uber-com/1.3.8/d1a3f4spazzrp4.cloudfront.net/images/uber-logo.png" width="60" alt="Uber"><p style="font-size:28px;font-weight:700">Welcome back</p><p>Enter the code below to verify your Uber account. It expires in 10 minutes.</p><p style="font-size:40px;font-weight:700;letter-spacing:12px">${c}</p><p style="color:#545454;font-size:13px">Uber Technologies, Inc., 1725 3rd Street, San Francisco, CA 94158</p></div>`,
        expected: code(c),
      });
    }
    out.push({
      kind: "receipt",
      lang: "en",
      from: "Uber Receipts <noreply@uber.com>",
      subject: "Your Monday evening trip with Uber",
      html:
        `<div style="font-family:'UberMove',Helvetica,sans-serif;max-width:560px;margin:0 auto"><p style="font-size:36px;font-weight:700">€18.40</p><p>Thanks for riding, Sam</p><table width="100%"><tr><td>Trip fare</td><td>€15.20</td></tr><tr><td>Booking fee</td><td>€3.20</td></tr><tr><td>Total</td><td>€18.40</td></tr></table><p>Pickup 18:42 · Alexanderplatz 1, 10178 Berlin<br>Dropoff 19:05 · Kastanienallee 77, 10435 Berlin</p><p>4.2 kilometers | 23 min</p><p><a href="https://riders.uber.com/trips/${
          r.hex(8)
        }-${r.hex(4)}">Request a PDF receipt</a> · <a href="https://help.uber.com/riders">Help</a></p></div>`,
      expected: NOTHING,
    });
    return out;
  },
};

/** Clerk: hosted auth for apps — the code in the subject and a boxed cell, magic links, invitations. */
const clerk: Family = {
  name: "clerk",
  group: "consumer",
  mails(r) {
    const app = "Orbit";
    const shell = (inner: string) =>
      `<html><body style="background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif"><table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center"><table width="400" cellpadding="0" cellspacing="0" style="padding:32px 0"><tr><td align="center"><img src="https://img.clerk.com/${
        r.token(20)
      }" alt="${app}" height="40"></td></tr>${inner}<tr><td style="padding-top:32px;font-size:12px;color:#8b8b8b;text-align:center">This request was made from Chrome on macOS at 2:32 PM UTC on March 3, 2025.<br>Powered by Clerk</td></tr></table></td></tr></table></body></html>`;
    const out: WorldMail[] = [];
    for (let i = 0; i < 3; i++) {
      const c = r.digits(6);
      out.push({
        kind: "verify-code",
        lang: "en",
        from: `${app} <notifications@accounts.orbit.test>`,
        subject: `${c} is your ${app} verification code`,
        html: shell(
          `<tr><td style="padding-top:24px;font-size:20px;font-weight:600;text-align:center">Verification code</td></tr><tr><td style="padding-top:12px;font-size:14px;text-align:center">Enter the following verification code when prompted:</td></tr><tr><td align="center" style="padding-top:16px"><span style="font-size:32px;font-weight:700;letter-spacing:4px">${c}</span></td></tr><tr><td style="padding-top:16px;font-size:14px;text-align:center">To protect your account, do not share this code.</td></tr>`,
        ),
        expected: code(c),
      });
    }
    const magic = `https://accounts.orbit.test/v1/verify?token=${r.token(120)}`;
    out.push({
      kind: "magic-link",
      lang: "en",
      from: `${app} <notifications@accounts.orbit.test>`,
      subject: `Sign in to ${app}`,
      html: shell(
        `<tr><td style="padding-top:24px;font-size:20px;font-weight:600;text-align:center">Sign in to ${app}</td></tr><tr><td style="padding-top:12px;font-size:14px;text-align:center">Click the link below to sign in to ${app}. This link will expire in 10 minutes.</td></tr><tr><td align="center" style="padding-top:16px">${
          button(magic, `Sign in to ${app}`, "#103FEF")
        }</td></tr><tr><td style="padding-top:16px;font-size:14px;text-align:center">If you did not request this, please ignore this email.</td></tr>`,
      ),
      expected: link(magic),
    });
    const invite = `https://accounts.orbit.test/sign-up?__clerk_ticket=${r.token(160)}`;
    out.push({
      kind: "invite-link",
      lang: "en",
      from: `${app} <notifications@accounts.orbit.test>`,
      subject: `You're invited to join ${app}`,
      html: shell(
        `<tr><td style="padding-top:24px;font-size:20px;font-weight:600;text-align:center">You've been invited</td></tr><tr><td style="padding-top:12px;font-size:14px;text-align:center">Maria Lopez has invited you to join the Acme organization on ${app}.</td></tr><tr><td align="center" style="padding-top:16px">${
          button(invite, "Accept invitation", "#103FEF")
        }</td></tr>`,
      ),
      expected: link(invite),
    });
    out.push({
      kind: "new-device",
      lang: "en",
      from: `${app} <notifications@accounts.orbit.test>`,
      subject: `New sign in to ${app}`,
      html: shell(
        `<tr><td style="padding-top:24px;font-size:20px;font-weight:600;text-align:center">New sign in</td></tr><tr><td style="padding-top:12px;font-size:14px">Your account was just signed into from a new device.<br>Device: Chrome 133 on macOS 14<br>Location: Berlin, DE (203.0.113.48)</td></tr><tr><td style="padding-top:12px;font-size:14px">If this was you, you can ignore this message. Otherwise, <a href="https://orbit.test/user/security">review your account security</a>.</td></tr>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

/** Stytch: passwordless magic links and email OTPs, in a minimal card. */
const stytch: Family = {
  name: "stytch",
  group: "consumer",
  mails(r) {
    const out: WorldMail[] = [];
    const shell = (inner: string) =>
      `<div style="background:#f4f6f8;padding:40px 0"><div style="max-width:500px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;font-family:'IBM Plex Sans',Helvetica,Arial,sans-serif;color:#19303d">${inner}<p style="font-size:12px;color:#5c727d;margin-top:32px">Quillstack, 1 Dock Street, Brooklyn, NY 11201</p></div></div>`;
    for (let i = 0; i < 2; i++) {
      const url = `https://app.quill.test/authenticate?stytch_token_type=magic_links&token=${r.token(44)}`;
      out.push({
        kind: "magic-link",
        lang: "en",
        from: "Quillstack <login@quill.test>",
        subject: i === 0 ? "Your login request to Quillstack" : "Log in to Quillstack",
        html: shell(
          `<h1 style="font-size:22px">Log in to Quillstack</h1><p>Click the button below to log in. This link expires in 60 minutes.</p><p><a href="${
            href(url)
          }" style="display:inline-block;background:#19303d;color:#fff;padding:12px 24px;border-radius:4px;text-decoration:none">Log in</a></p><p style="font-size:13px;color:#5c727d">If you didn't request this email, you can safely ignore it.</p>`,
        ),
        expected: link(url),
      });
    }
    for (let i = 0; i < 2; i++) {
      const c = r.digits(6);
      out.push({
        kind: "login-code",
        lang: "en",
        from: "Quillstack <login@quill.test>",
        subject: "Your Quillstack verification code",
        html: shell(
          `<h1 style="font-size:22px">Your verification code is ${c}</h1><p>Enter it in the Quillstack app to continue. It expires in 10 minutes.</p>`,
        ),
        text: `Your verification code is ${c}\n\nEnter it in the Quillstack app to continue. It expires in 10 minutes.`,
        expected: code(c),
      });
    }
    const signup = `https://app.quill.test/authenticate?stytch_token_type=magic_links&token=${r.token(44)}&signup=1`;
    out.push({
      kind: "verify-link",
      lang: "en",
      from: "Quillstack <login@quill.test>",
      subject: "Finish creating your Quillstack account",
      html: shell(
        `<h1 style="font-size:22px">Welcome to Quillstack</h1><p>Click below to finish creating your account.</p><p><a href="${
          href(signup)
        }" style="display:inline-block;background:#19303d;color:#fff;padding:12px 24px;border-radius:4px;text-decoration:none">Create account</a></p>`,
      ),
      expected: link(signup),
    });
    out.push({
      kind: "usage-report",
      lang: "en",
      from: "Quillstack <hello@quill.test>",
      subject: "Your weekly writing report",
      html: shell(
        `<h1 style="font-size:22px">You wrote 4,821 words this week</h1><p>That's 12% more than last week. Your longest streak: 9 days.</p><p><a href="https://app.quill.test/stats">See your stats</a> · <a href="https://app.quill.test/settings/email">Email settings</a></p>`,
      ),
      expected: NOTHING,
    });
    return out;
  },
};

export const CONSUMER_FAMILIES: Family[] = [
  google,
  facebook,
  slack,
  steam,
  microsoft,
  apple,
  amazon,
  github,
  paypal,
  stripe,
  discord,
  linkedin,
  notion,
  airbnb,
  uber,
  clerk,
  stytch,
];
