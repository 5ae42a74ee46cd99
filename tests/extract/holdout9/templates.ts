/**
 * Account mail from invented brands, each family sent through a different e-mail platform's template
 * style (SendGrid, Mailgun, Postmark, SES, Mandrill, Brevo, Mailjet, SparkPost, Customer.io, Braze,
 * Iterable, Klaviyo, HubSpot, Marketing Cloud, ZeptoMail, React Email, MJML, Inky, Outlook), in eight languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date for a local wall-clock time `YYYY-MM-DDTHH:MM:SS` and its offset. */
function date(local: string, tz = "+0000"): string {
  const d = new Date(local.slice(0, 10) + "T00:00:00Z");
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${
    local.slice(11, 19)
  } ${tz}`;
}

/** A deterministic token of `n` characters from `alphabet`, so tracking IDs look like the real ones. */
function tok(
  seed: string,
  n: number,
  alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
): string {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  let out = "";
  for (let i = 0; i < n; i++) {
    h ^= h << 13;
    h >>>= 0;
    h ^= h >>> 17;
    h ^= h << 5;
    h >>>= 0;
    out += alphabet[h % alphabet.length];
  }
  return out;
}

const HEX = "0123456789abcdef";

// ---------------------------------------------------------------- SendGrid dynamic templates: Tallowfern

/** A SendGrid click-tracking URL on the account's branded `ct` host. */
function sg(seed: string): string {
  const a = tok(seed, 58), b = tok(seed + "b", 44), c = tok(seed + "c", 120);
  return `https://u4418207.ct.sendgrid.net/ls/click?upn=u001.${a}-2F${b}-3D-3D${c}`;
}

function sg_page(pre: string, body: string, seed: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html data-editor-version="2" class="sg-campaigns" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1, maximum-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=Edge">
<style type="text/css">
body, p, div { font-family: Helvetica, Arial, sans-serif; font-size: 15px; }
body { color: #2f3a2c; }
body a { color: #3f7d3a; text-decoration: none; }
p { margin: 0; padding: 0; }
table.wrapper { width:100% !important; table-layout: fixed; -webkit-font-smoothing: antialiased; }
img.max-width { max-width: 100% !important; }
@media screen and (max-width:480px) { .columns { width: 100% !important; } }
</style>
</head>
<body>
<center class="wrapper" data-link-color="#3f7d3a" data-body-style="font-size:15px; font-family:Helvetica, Arial, sans-serif; color:#2f3a2c; background-color:#f3f6f0;">
<div class="webkit">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table cellpadding="0" cellspacing="0" border="0" width="100%" class="wrapper" bgcolor="#f3f6f0">
<tr><td valign="top" bgcolor="#f3f6f0" width="100%">
<table width="100%" role="content-container" class="outer" align="center" cellpadding="0" cellspacing="0" border="0">
<tr><td width="100%">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td>
<!--[if mso]><center><table><tr><td width="600"><![endif]-->
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%; max-width:600px;" align="center">
<tr><td role="modules-container" style="padding:0px 0px 0px 0px; color:#2f3a2c; text-align:left;" bgcolor="#ffffff" width="100%" align="left">
<table class="wrapper" role="module" data-type="image" border="0" cellpadding="0" cellspacing="0" width="100%" style="table-layout: fixed;" data-muid="6b1e2c0a-91d4-4b7e-a1f3-0c2d9f5e7a11">
<tbody><tr><td style="font-size:6px; line-height:10px; padding:28px 0px 12px 0px;" valign="top" align="center">
<img class="max-width" border="0" style="display:block; color:#000000; text-decoration:none; font-family:Helvetica, arial, sans-serif; font-size:16px;" width="150" alt="Tallowfern" src="http://cdn.mcauto-images-production.sendgrid.net/5c1a9e7d2b3f4a60/0d3e8f1a-77b2-4c9e-9a41-tallowfern-logo.png">
</td></tr></tbody></table>
${body}
<div data-role="module-unsubscribe" class="module" role="module" data-type="unsubscribe" style="color:#7a8577; font-size:12px; line-height:20px; padding:24px 16px 24px 16px; text-align:center;" data-muid="4e49a2b5-b1f0-46b8-9f5f-2e0a7c3d1b90">
<div class="Unsubscribe--addressLine"><p class="Unsubscribe--senderName" style="font-size:12px; line-height:20px;">Tallowfern Labs, Inc.</p><p style="font-size:12px; line-height:20px;"><span class="Unsubscribe--senderAddress">2150 Alder Street, Suite 310</span>, <span class="Unsubscribe--senderCity">Portland</span>, <span class="Unsubscribe--senderState">OR</span> <span class="Unsubscribe--senderZip">97205</span></p></div>
<p style="font-size:12px; line-height:20px;"><a class="Unsubscribe--unsubscribeLink" href="https://u4418207.ct.sendgrid.net/asm/unsubscribe/?user_id=4418207&amp;data=${
    tok(seed + "u", 64)
  }" target="_blank" style="">Unsubscribe</a> - <a href="https://u4418207.ct.sendgrid.net/asm/?user_id=4418207&amp;data=${
    tok(seed + "p", 64)
  }" target="_blank" class="Unsubscribe--unsubscribePreferences" style="">Unsubscribe Preferences</a></p>
</div>
</td></tr></table>
<!--[if mso]></td></tr></table></center><![endif]-->
</td></tr></table>
</td></tr></table>
</td></tr></table>
</div>
</center>
<img src="https://u4418207.ct.sendgrid.net/wf/open?upn=u001.${
    tok(seed + "o", 150)
  }" alt="" width="1" height="1" border="0" style="height:1px !important;width:1px !important;border-width:0 !important;margin-top:0 !important;margin-bottom:0 !important;margin-right:0 !important;margin-left:0 !important;padding-top:0 !important;padding-bottom:0 !important;padding-right:0 !important;padding-left:0 !important;"/>
</body>
</html>`;
}

function sg_text(html: string, muid: string): string {
  return `<table class="module" role="module" data-type="text" border="0" cellpadding="0" cellspacing="0" width="100%" style="table-layout: fixed;" data-muid="${muid}" data-mc-module-version="2019-10-22">
<tbody><tr><td style="padding:12px 32px 12px 32px; line-height:24px; text-align:inherit;" height="100%" valign="top" bgcolor="" role="module-content">${html}</td></tr></tbody></table>`;
}

function sg_button(label: string, href: string): string {
  return `<table border="0" cellpadding="0" cellspacing="0" class="module" data-role="module-button" data-type="button" role="module" style="table-layout:fixed;" width="100%" data-muid="b7f2e0c4-3a19-4d2e-8b6e-5f0a1c9d2e33">
<tbody><tr><td align="center" bgcolor="" class="outer-td" style="padding:16px 0px 20px 0px;">
<table border="0" cellpadding="0" cellspacing="0" class="wrapper-mobile" style="text-align:center;"><tbody><tr>
<td align="center" bgcolor="#3f7d3a" class="inner-td" style="border-radius:6px; font-size:16px; text-align:center; background-color:inherit;">
<a href="${href}" style="background-color:#3f7d3a; border:1px solid #3f7d3a; border-color:#3f7d3a; border-radius:6px; border-width:1px; color:#ffffff; display:inline-block; font-size:16px; font-weight:bold; letter-spacing:0px; line-height:normal; padding:14px 28px 14px 28px; text-align:center; text-decoration:none; border-style:solid;" target="_blank">${label}</a>
</td></tr></tbody></table>
</td></tr></tbody></table>`;
}

const tallow_verify = sg("tallowfern-verify-7781");
const tallow_help = sg("tallowfern-help");

const tallowfern: Mail[] = [
  {
    family: "tallowfern",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: tallow_verify,
    from: "Tallowfern <hello@mail.tallowfern.com>",
    subject: "One more step: verify your email",
    date: date("2025-09-16T07:42:10", "-0700"),
    text: `Welcome to Tallowfern!

You're nearly ready to start your first plant journal. Please confirm that
sam.reader@inbox.example is your email address so we can send you watering
reminders and keep your account safe.

Verify my email: ${tallow_verify}

This link is valid for 48 hours. If you didn't create a Tallowfern account,
you can ignore this message.

Growing together,
The Tallowfern team

Need a hand? ${tallow_help}

Tallowfern Labs, Inc., 2150 Alder Street, Suite 310, Portland, OR 97205
Unsubscribe: https://u4418207.ct.sendgrid.net/asm/unsubscribe/?user_id=4418207&data=${tok("tv-u", 64)}
`,
    html: sg_page(
      "Confirm your address to start watering reminders.",
      sg_text(
        `<h1 style="font-size:24px; margin:0 0 12px 0;">Welcome to Tallowfern 🌿</h1><div>You're nearly ready to start your first plant journal. Please confirm that <strong>sam.reader@inbox.example</strong> is your email address so we can send you watering reminders and keep your account safe.</div>`,
        "a6c1f2e0-0b4a-4f8e-9a77-1d2c3b4a5e60",
      ) + sg_button("Verify my email", tallow_verify) +
        sg_text(
          `<div style="font-size:13px; color:#7a8577;">This link is valid for 48 hours. If you didn't create a Tallowfern account, you can ignore this message.</div><div style="font-size:13px; color:#7a8577;"><br>Questions? Visit our <a href="${tallow_help}">Help Centre</a>.</div>`,
          "c0d9e8f7-6a5b-4c3d-8e2f-1a0b9c8d7e6f",
        ),
      "tallowfern-1",
    ),
    enc: "qp",
  },
  {
    family: "tallowfern",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604218",
    link: null,
    from: "Tallowfern <hello@mail.tallowfern.com>",
    subject: "604218 is your Tallowfern sign-in code",
    date: date("2025-10-02T19:05:33", "-0700"),
    text: `Hi Sam,

Use this code to sign in to Tallowfern on iPhone:

604 218

The code expires in 10 minutes. We'll never ask you for it by phone or chat.

If you weren't trying to sign in, someone may have typed your email by
mistake. Your account is still safe, but you can reach us any time:
${tallow_help}

— Tallowfern
`,
    html: sg_page(
      "Your code expires in 10 minutes.",
      sg_text(
        `<div>Hi Sam,</div><div><br></div><div>Use this code to sign in to Tallowfern on iPhone:</div>`,
        "11aa22bb-33cc-44dd-a5ee-66ff77008899",
      ) +
        `<table class="module" role="module" data-type="code" border="0" cellpadding="0" cellspacing="0" width="100%" style="table-layout: fixed;" data-muid="f3e2d1c0-b9a8-4776-a655-443322110099">
<tbody><tr><td height="100%" valign="top" role="module-content" style="padding:8px 32px;"><div style="background:#eef4ea; border-radius:8px; padding:18px 0; text-align:center; font-family:'Courier New', Courier, monospace; font-size:34px; font-weight:bold; letter-spacing:10px; color:#234b20;">604 218</div></td></tr></tbody></table>` +
        sg_text(
          `<div style="font-size:13px; color:#7a8577;">The code expires in 10 minutes. We'll never ask you for it by phone or chat.</div><div style="font-size:13px; color:#7a8577;"><br>If you weren't trying to sign in, someone may have typed your email by mistake. Your account is still safe, but you can <a href="${tallow_help}">reach us</a> any time.</div>`,
          "0f1e2d3c-4b5a-4697-8877-a6b5c4d3e2f1",
        ),
      "tallowfern-2",
    ),
    enc: "qp",
  },
  {
    family: "tallowfern",
    group: "consumer",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Tallowfern <billing@mail.tallowfern.com>",
    subject: "Your Tallowfern Plus receipt (#TF-20931)",
    date: date("2025-10-17T03:12:08", "-0700"),
    text: `Thanks for supporting Tallowfern!

Receipt #TF-20931
Date: October 17, 2025

Tallowfern Plus, annual ........ $39.99
Sales tax ....................... $0.00
Total charged ................... $39.99
Paid with Visa •••• 4821

Your plan renews on October 17, 2026. Manage your subscription in the app
under Settings > Plan.

A PDF copy of this receipt is attached.

Tallowfern Labs, Inc., 2150 Alder Street, Suite 310, Portland, OR 97205
`,
    html: sg_page(
      "Receipt #TF-20931 — $39.99",
      sg_text(
        `<h2 style="font-size:20px; margin:0 0 8px 0;">Thanks for supporting Tallowfern!</h2><div style="color:#7a8577;">Receipt #TF-20931 · October 17, 2025</div>`,
        "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
      ) +
        `<table class="module" role="module" data-type="text" border="0" cellpadding="0" cellspacing="0" width="100%" style="table-layout: fixed;" data-muid="7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"><tbody><tr><td style="padding:8px 32px;">
<table width="100%" cellpadding="6" cellspacing="0" style="border-top:1px solid #dfe6da; border-bottom:1px solid #dfe6da; font-size:14px;">
<tr><td>Tallowfern Plus, annual</td><td align="right">$39.99</td></tr>
<tr><td>Sales tax</td><td align="right">$0.00</td></tr>
<tr><td style="font-weight:bold;">Total charged</td><td align="right" style="font-weight:bold;">$39.99</td></tr>
<tr><td colspan="2" style="color:#7a8577;">Paid with Visa •••• 4821</td></tr>
</table></td></tr></tbody></table>` +
        sg_text(
          `<div style="font-size:13px; color:#7a8577;">Your plan renews on October 17, 2026. Manage your subscription in the app under Settings › Plan. A PDF copy of this receipt is attached.</div>`,
          "2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901",
        ),
      "tallowfern-3",
    ),
    enc: "b64",
    attachment: [
      "Tallowfern-receipt-TF-20931.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Mailgun: Cobbleroute

/** A Mailgun tracked link on the sending domain's `email.` host. */
function mg(seed: string): string {
  return `https://email.mg.cobbleroute.com/c/eJw${
    tok(seed, 180, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
  }`;
}

function mg_page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html>
<head>
<meta name="viewport" content="width=device-width">
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<title>${title}</title>
<style>
@media only screen and (max-width: 620px) {
  table[class=body] .wrapper, table[class=body] .article { padding: 10px !important; }
  table[class=body] .container { padding: 0 !important; width: 100% !important; }
  table[class=body] .btn a { width: 100% !important; }
}
</style>
</head>
<body class="" style="background-color:#eceef1; font-family:-apple-system, 'Segoe UI', Roboto, sans-serif; -webkit-font-smoothing:antialiased; font-size:14px; line-height:1.5; margin:0; padding:0;">
<table border="0" cellpadding="0" cellspacing="0" class="body" style="border-collapse:separate; width:100%; background-color:#eceef1;">
<tr><td>&nbsp;</td>
<td class="container" style="display:block; max-width:560px; padding:10px; width:560px; margin:0 auto;">
<div class="content" style="box-sizing:border-box; display:block; margin:0 auto; max-width:560px; padding:10px;">
<table class="main" style="border-collapse:separate; width:100%; background:#ffffff; border-radius:4px;">
<tr><td style="padding:20px 24px 0 24px;"><img src="https://static.cobbleroute.com/email/cobbleroute-wordmark@2x.png" width="132" height="28" alt="Cobbleroute" style="border:none;"></td></tr>
<tr><td class="wrapper" style="box-sizing:border-box; padding:20px 24px;">
${body}
</td></tr>
</table>
<div class="footer" style="clear:both; margin-top:10px; text-align:center; width:100%;">
<table border="0" cellpadding="0" cellspacing="0" style="width:100%;"><tr>
<td class="content-block" style="padding:10px 0; font-size:12px; color:#8a9099; text-align:center;">
Cobbleroute Ltd · Unit 4, Tannery Yard, Leeds LS9 8AB, United Kingdom<br>
<a href="${mg("cr-footer-help")}" style="color:#8a9099;">Help centre</a> · <a href="${
    mg("cr-footer-privacy")
  }" style="color:#8a9099;">Privacy</a> · <a href="${mg("cr-footer-status")}" style="color:#8a9099;">Status</a>
</td></tr></table>
</div>
</div>
</td><td>&nbsp;</td></tr>
</table>
<img width="1px" height="1px" alt="" src="https://email.mg.cobbleroute.com/o/eJw${
    tok(title, 160, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
  }">
</body>
</html>`;
}

function mg_btn(label: string, href: string): string {
  return `<table border="0" cellpadding="0" cellspacing="0" class="btn btn-primary" style="border-collapse:separate; width:100%; box-sizing:border-box;"><tbody><tr><td align="left" style="padding-bottom:15px;">
<table border="0" cellpadding="0" cellspacing="0" style="border-collapse:separate; width:auto;"><tbody><tr>
<td style="background-color:#e2531f; border-radius:5px; text-align:center;"><a href="${href}" target="_blank" style="display:inline-block; color:#ffffff; background-color:#e2531f; border:solid 1px #e2531f; border-radius:5px; box-sizing:border-box; cursor:pointer; text-decoration:none; font-size:14px; font-weight:bold; margin:0; padding:12px 25px;">${label}</a></td>
</tr></tbody></table></td></tr></tbody></table>`;
}

const cr_invite = mg("cr-invite-harbour-deli-5521");
const cr_magic = mg("cr-magic-8830");
const cr_secure = mg("cr-security-page");

const cobbleroute: Mail[] = [
  {
    family: "cobbleroute",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: cr_invite,
    from: "Cobbleroute <no-reply@mg.cobbleroute.com>",
    subject: "Dana Whitcombe invited you to Harbour Deli Deliveries",
    date: date("2025-08-11T10:24:51", "+0100"),
    text: `Dana Whitcombe (dana@harbourdeli.co.uk) has invited you to join the
workspace "Harbour Deli Deliveries" on Cobbleroute as a Driver.

Cobbleroute plans your daily drops, shows live traffic and lets customers
see when you're two stops away.

Accept the invitation:
${cr_invite}

The invitation expires on 18 August 2025. If you don't know Dana or weren't
expecting this, you can ignore this email.

Cobbleroute Ltd, Unit 4, Tannery Yard, Leeds LS9 8AB
`,
    html: mg_page(
      "You're invited to Harbour Deli Deliveries",
      `<p style="font-size:18px; font-weight:600; margin:0 0 14px;">Join Harbour Deli Deliveries on Cobbleroute</p>
<p style="margin:0 0 15px;"><strong>Dana Whitcombe</strong> (<a href="mailto:dana@harbourdeli.co.uk" style="color:#e2531f;">dana@harbourdeli.co.uk</a>) has invited you to join the workspace <strong>Harbour Deli Deliveries</strong> as a <strong>Driver</strong>.</p>
<p style="margin:0 0 15px;">Cobbleroute plans your daily drops, shows live traffic and lets customers see when you're two stops away.</p>
${mg_btn("Accept invitation", cr_invite)}
<p style="margin:0 0 15px; color:#8a9099; font-size:12px;">The invitation expires on 18 August 2025. If you don't know Dana or weren't expecting this, you can ignore this email.</p>`,
    ),
  },
  {
    family: "cobbleroute",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: cr_magic,
    from: "Cobbleroute <no-reply@mg.cobbleroute.com>",
    subject: "Your sign-in link for Cobbleroute",
    date: date("2025-09-03T06:02:17", "+0100"),
    text: `Hello,

Tap the link below on this device to sign in to Cobbleroute. No password
needed.

${cr_magic}

For your security the link works once and expires in 15 minutes
(at 06:17 BST). Requested from Chrome on Android near Leeds, UK.

Didn't ask to sign in? Ignore this email; nobody can get in without the link.
`,
    html: mg_page(
      "Sign in to Cobbleroute",
      `<p style="margin:0 0 15px;">Hello,</p>
<p style="margin:0 0 15px;">Tap the button below on this device to sign in to Cobbleroute. No password needed.</p>
${mg_btn("Sign in to Cobbleroute", cr_magic)}
<p style="margin:0 0 15px; font-size:12px; color:#8a9099;">For your security the link works once and expires in 15 minutes (at 06:17 BST).<br>Requested from Chrome on Android near Leeds, UK.</p>
<p style="margin:0; font-size:12px; color:#8a9099;">Didn't ask to sign in? Ignore this email; nobody can get in without the link.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "cobbleroute",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Cobbleroute Security <security@mg.cobbleroute.com>",
    subject: "Your Cobbleroute password was changed",
    date: date("2025-10-21T21:48:02", "+0100"),
    text: `Hi Sam,

The password for your Cobbleroute account (sam.reader@inbox.example) was
changed on 21 October 2025 at 21:47 BST from Safari on macOS.

If this was you, there's nothing else to do.

If it wasn't, secure your account straight away: ${cr_secure}
or call our driver support line on 0113 496 0728 (7am–10pm).

Cobbleroute Ltd, Unit 4, Tannery Yard, Leeds LS9 8AB
`,
    html: mg_page(
      "Password changed",
      `<p style="margin:0 0 15px;">Hi Sam,</p>
<p style="margin:0 0 15px;">The password for your Cobbleroute account (<strong>sam.reader@inbox.example</strong>) was changed on <strong>21 October 2025 at 21:47 BST</strong> from Safari on macOS.</p>
<p style="margin:0 0 15px;">If this was you, there's nothing else to do.</p>
<p style="margin:0 0 15px;">If it wasn't, <a href="${cr_secure}" style="color:#e2531f;">secure your account</a> straight away or call our driver support line on <a href="tel:+441134960728" style="color:#e2531f;">0113 496 0728</a> (7am–10pm).</p>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Postmark transactional templates: Pebblequote

/** A Postmark tracked link: the destination, without its scheme, URL-encoded after `/3s/`. */
function pm(dest: string, seed: string): string {
  const path = encodeURIComponent(dest.replace(/^https:\/\//, ""));
  return `https://click.pstmrk.it/3s/${path}/${tok(seed, 4)}/${tok(seed + "x", 6)}AQ/AQ/${tok(seed + "u", 8, HEX)}-${
    tok(seed + "v", 4, HEX)
  }-${tok(seed + "w", 4, HEX)}-${tok(seed + "y", 4, HEX)}-${tok(seed + "z", 12, HEX)}/3/${tok(seed + "s", 10)}`;
}

function pm_page(pre: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="x-apple-disable-message-reformatting" />
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="color-scheme" content="light dark" />
<meta name="supported-color-schemes" content="light dark" />
<title></title>
<style type="text/css" rel="stylesheet" media="all">
body { width: 100% !important; height: 100%; margin: 0; -webkit-text-size-adjust: none; }
a { color: #3869D4; }
a img { border: none; }
td { word-break: break-word; }
.preheader { display: none !important; visibility: hidden; mso-hide: all; font-size: 1px; line-height: 1px; max-height: 0; max-width: 0; opacity: 0; overflow: hidden; }
body, td, th { font-family: "Nunito Sans", Helvetica, Arial, sans-serif; }
h1 { margin-top: 0; color: #333333; font-size: 22px; font-weight: bold; text-align: left; }
p, ul, ol, blockquote { margin: .4em 0 1.1875em; font-size: 16px; line-height: 1.625; }
p.sub { font-size: 13px; }
.align-center { text-align: center; }
.button { background-color: #3869D4; border-top: 10px solid #3869D4; border-right: 18px solid #3869D4; border-bottom: 10px solid #3869D4; border-left: 18px solid #3869D4; display: inline-block; color: #FFF; text-decoration: none; border-radius: 3px; box-shadow: 0 2px 3px rgba(0, 0, 0, 0.16); -webkit-text-size-adjust: none; box-sizing: border-box; }
.button--green { background-color: #22BC66; border-top: 10px solid #22BC66; border-right: 18px solid #22BC66; border-bottom: 10px solid #22BC66; border-left: 18px solid #22BC66; }
.email-wrapper { width: 100%; margin: 0; padding: 0; background-color: #F2F4F6; }
.email-masthead { padding: 25px 0; text-align: center; }
.email-masthead_name { font-size: 16px; font-weight: bold; color: #A8AAAF; text-decoration: none; text-shadow: 0 1px 0 white; }
.email-body_inner { width: 570px; margin: 0 auto; padding: 0; background-color: #FFFFFF; }
.email-footer { width: 570px; margin: 0 auto; padding: 0; text-align: center; }
.email-footer p { color: #A8AAAF; }
.body-action { width: 100%; margin: 30px auto; padding: 0; text-align: center; }
.body-sub { margin-top: 25px; padding-top: 25px; border-top: 1px solid #EAEAEC; }
.content-cell { padding: 45px; }
@media only screen and (max-width: 600px) { .email-body_inner, .email-footer { width: 100% !important; } }
@media (prefers-color-scheme: dark) { body, .email-body, .email-body_inner, .email-content, .email-wrapper, .email-masthead, .email-footer { background-color: #333333 !important; color: #FFF !important; } }
</style>
<!--[if mso]>
<style type="text/css">
.f-fallback  { font-family: Arial, sans-serif; }
</style>
<![endif]-->
</head>
<body>
<span class="preheader">${pre}</span>
<table class="email-wrapper" width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td align="center">
<table class="email-content" width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="email-masthead"><a href="https://pebblequote.com" class="f-fallback email-masthead_name">Pebblequote</a></td></tr>
<tr><td class="email-body" width="570" cellpadding="0" cellspacing="0">
<table class="email-body_inner" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="content-cell"><div class="f-fallback">
${body}
</div></td></tr>
</table>
</td></tr>
<tr><td>
<table class="email-footer" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="content-cell" align="center">
<p class="f-fallback sub align-center">Pebblequote Software Ltd.<br>Suite 5, 18 Quay Street<br>Galway H91 E2P6, Ireland</p>
</td></tr>
</table>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function pm_action(label: string, href: string, green = false): string {
  return `<table class="body-action" align="center" width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td align="center">
<table width="100%" border="0" cellspacing="0" cellpadding="0" role="presentation"><tr><td align="center">
<a href="${href}" class="f-fallback button${green ? " button--green" : ""}" target="_blank">${label}</a>
</td></tr></table>
</td></tr>
</table>`;
}

const pq_start = pm("https://app.pebblequote.com/onboarding?step=1", "pq-start");
const pq_reset =
  "https://app.pebblequote.com/password/reset/6c1d0f8e2a9b47f3b5e08d41c7a2e915?email=sam.reader%40inbox.example";
const pq_invite = pm("https://app.pebblequote.com/invitations/accept/inv_3KqW8tZr1mPb", "pq-invite");
const pq_upgrade = pm("https://app.pebblequote.com/billing/plans", "pq-upgrade");

const pebblequote: Mail[] = [
  {
    family: "pebblequote",
    group: "consumer",
    lang: "en",
    kind: "welcome",
    code: null,
    link: null,
    from: "Pebblequote <team@pebblequote.com>",
    subject: "Welcome to Pebblequote, Sam!",
    date: date("2025-07-29T14:10:45", "+0100"),
    text: `Welcome, Sam!

Thanks for trying Pebblequote. We're glad you're here. Your 14-day trial
has started and ends on 12 August 2025; no card is needed until then.

Get started: ${pq_start}

For reference, here are your login details:
Login page: https://app.pebblequote.com/login
Username: sam.reader@inbox.example

Three things most trades do first:
1. Add your logo and VAT number (Settings > Business).
2. Import your price list from a spreadsheet.
3. Send your first quote - customers can accept it with one tap.

Questions? Just reply to this email; a real person reads every one.

Cheers,
Orla and the Pebblequote team

Pebblequote Software Ltd., Suite 5, 18 Quay Street, Galway H91 E2P6, Ireland
`,
    html: pm_page(
      "Your 14-day trial has started. Here is how to send your first quote.",
      `<h1>Welcome, Sam!</h1>
<p>Thanks for trying Pebblequote. We're glad you're here. Your 14-day trial has started and ends on <strong>12 August 2025</strong>; no card is needed until then.</p>
${pm_action("Get started", pq_start, true)}
<p>For reference, here are your login details:</p>
<table class="attributes" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="attributes_content" style="background-color:#F4F4F7; padding:16px;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="attributes_item"><span class="f-fallback"><strong>Login page:</strong> <a href="${
        pm("https://app.pebblequote.com/login", "pq-login")
      }">app.pebblequote.com/login</a></span></td></tr>
<tr><td class="attributes_item"><span class="f-fallback"><strong>Username:</strong> sam.reader@inbox.example</span></td></tr>
</table></td></tr></table>
<p>Three things most trades do first:</p>
<ol><li>Add your logo and VAT number (Settings › Business).</li><li>Import your price list from a spreadsheet.</li><li>Send your first quote — customers can accept it with one tap.</li></ol>
<p>Questions? Just reply to this email; a real person reads every one.</p>
<p>Cheers,<br>Orla and the Pebblequote team</p>`,
    ),
    enc: "qp",
  },
  {
    family: "pebblequote",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: pq_reset,
    from: "Pebblequote <support@pebblequote.com>",
    subject: "Set a new password for Pebblequote",
    date: date("2025-09-09T22:31:04", "+0100"),
    text: `Hi Sam,

Someone (hopefully you) asked to reset the password on your Pebblequote
account. Use the link below to choose a new one. It stays valid for the next
24 hours.

Reset your password: ${pq_reset}

The request came from Firefox on Windows 11. If it wasn't you, please ignore
this email or get in touch at support@pebblequote.com; your current password
keeps working.

Thanks,
The Pebblequote team
`,
    html: pm_page(
      "Use this link to reset your password. The link is only valid for 24 hours.",
      `<h1>Hi Sam,</h1>
<p>Someone (hopefully you) asked to reset the password on your Pebblequote account. Use the button below to choose a new one. <strong>It stays valid for the next 24 hours.</strong></p>
${pm_action("Reset your password", pq_reset, true)}
<p>The request came from Firefox on Windows 11. If it wasn't you, please ignore this email or <a href="mailto:support@pebblequote.com">get in touch</a>; your current password keeps working.</p>
<p>Thanks,<br>The Pebblequote team</p>
<table class="body-sub" role="presentation"><tr><td>
<p class="f-fallback sub">If the button doesn't work, copy this address into your browser:</p>
<p class="f-fallback sub">${pq_reset}</p>
</td></tr></table>`,
    ),
  },
  {
    family: "pebblequote",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: pq_invite,
    from: "Priya Raman via Pebblequote <team@pebblequote.com>",
    subject: "Priya Raman invited you to Raman Joinery on Pebblequote",
    date: date("2025-10-06T09:15:27", "+0100"),
    text: `Hi there,

Priya Raman (priya@ramanjoinery.ie) has invited you to quote and invoice
together on Pebblequote, in the team "Raman Joinery".

Accept the invite: ${pq_invite}

The invite is good for 7 days. If you'd rather not join, you can simply
ignore it.

Pebblequote Software Ltd., Suite 5, 18 Quay Street, Galway H91 E2P6, Ireland
`,
    html: pm_page(
      "Priya Raman wants you on the Raman Joinery team.",
      `<h1>Hi there,</h1>
<p><strong>Priya Raman</strong> (priya@ramanjoinery.ie) has invited you to quote and invoice together on Pebblequote, in the team <strong>Raman Joinery</strong>.</p>
${pm_action("Accept the invite", pq_invite, true)}
<p>The invite is good for 7 days. If you'd rather not join, you can simply ignore it.</p>
<table class="body-sub" role="presentation"><tr><td>
<p class="f-fallback sub">Trouble with the button? Paste this link into your browser:</p>
<p class="f-fallback sub">${pq_invite}</p>
</td></tr></table>`,
    ),
    enc: "qp",
  },
  {
    family: "pebblequote",
    group: "consumer",
    lang: "en",
    kind: "trial-ending",
    code: null,
    link: null,
    from: "Orla at Pebblequote <team@pebblequote.com>",
    subject: "Your Pebblequote trial ends in 3 days",
    date: date("2025-08-09T10:00:12", "+0100"),
    text: `Hi Sam,

Your Pebblequote trial ends on Tuesday, 12 August. So far you've sent
4 quotes worth €6,180 - nice work.

To keep your quotes, clients and price list, pick a plan before then.
Solo is €12/month, Crew is €29/month for up to 5 people.

Choose a plan: ${pq_upgrade}

If you do nothing, your account becomes read-only; nothing is deleted for
90 days.

Orla
`,
    html: pm_page(
      "Pick a plan to keep your quotes and clients.",
      `<h1>Hi Sam,</h1>
<p>Your Pebblequote trial ends on <strong>Tuesday, 12 August</strong>. So far you've sent 4 quotes worth €6,180 — nice work.</p>
<p>To keep your quotes, clients and price list, pick a plan before then. Solo is €12/month, Crew is €29/month for up to 5 people.</p>
${pm_action("Choose a plan", pq_upgrade)}
<p>If you do nothing, your account becomes read-only; nothing is deleted for 90 days.</p>
<p>Orla</p>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Amazon SES, hand-written HTML: Vindima Livros

/** An SES click-tracking URL: the destination, percent-encoded, inside an `awstrack.me` path. */
function ses(dest: string, seed: string): string {
  const inner = dest.replace(/:/g, "%3A").replace(/\//g, "%2F").replace(/\?/g, "%3F").replace(/&/g, "%26").replace(
    /%3A/,
    ":",
  );
  return `https://q8f3k2xa.r.eu-west-1.awstrack.me/L0/${inner}/1/0102019${tok(seed, 9, HEX)}-${
    tok(seed + "a", 8, HEX)
  }-${tok(seed + "b", 4, HEX)}-${tok(seed + "c", 4, HEX)}-${tok(seed + "d", 4, HEX)}-${
    tok(seed + "e", 12, HEX)
  }-000000/${tok(seed + "f", 27)}=${400 + (tok(seed, 1, "0123456789").charCodeAt(0) % 60)}`;
}

const vl_reset = ses("https://www.vindimalivros.pt/conta/redefinir?token=Zk3pQ9vT2mWx8LrB&utm_source=ses", "vl-reset");
const vl_site = ses("https://www.vindimalivros.pt/", "vl-site");
const vl_help = ses("https://www.vindimalivros.pt/ajuda", "vl-help");

const vindima_livros: Mail[] = [
  {
    family: "vindima-livros",
    group: "regional",
    lang: "pt",
    kind: "verify-code",
    code: "731904",
    link: null,
    from: "Vindima Livros <nao-responder@vindimalivros.pt>",
    subject: "Código de verificação Vindima Livros",
    date: date("2025-06-14T16:22:39", "+0100"),
    text: `Olá,

Para concluir o registo na Vindima Livros, introduza este código de
verificação na página onde o pediu:

731904

O código é válido durante 15 minutos. Se não foi você a criar a conta,
ignore esta mensagem.

Vindima Livros · Rua de Cedofeita, 412 · 4050-174 Porto
Apoio ao cliente: 220 145 388 (dias úteis, 9h–18h)
`,
    html: `<html>
<head><meta charset="utf-8"></head>
<body style="font-family: Georgia, 'Times New Roman', serif; color:#2b2220; background:#ffffff;">
<div style="max-width:520px; margin:0 auto; padding:24px;">
<p><a href="${vl_site}"><img src="https://www.vindimalivros.pt/img/email/logo-vindima.png" alt="Vindima Livros" width="160" border="0"></a></p>
<p>Olá,</p>
<p>Para concluir o registo na Vindima Livros, introduza este código de verificação na página onde o pediu:</p>
<p style="font-size:30px; font-weight:bold; letter-spacing:6px; color:#6b1f2a; margin:24px 0;">731904</p>
<p>O código é válido durante 15 minutos. Se não foi você a criar a conta, ignore esta mensagem.</p>
<hr style="border:none; border-top:1px solid #e5dcd6;">
<p style="font-size:12px; color:#8c7d77;">Vindima Livros · Rua de Cedofeita, 412 · 4050-174 Porto<br>Apoio ao cliente: 220 145 388 (dias úteis, 9h–18h) · <a href="${vl_help}" style="color:#8c7d77;">Ajuda</a></p>
</div>
<img alt="" src="https://q8f3k2xa.r.eu-west-1.awstrack.me/I0/0102019${tok("vl-open-1", 9, HEX)}-${
      tok("vl-open-1a", 8, HEX)
    }-000000/${tok("vl-open-1f", 27)}=401" style="display: none; width: 1px; height: 1px;">
</body>
</html>`,
    enc: "8bit",
  },
  {
    family: "vindima-livros",
    group: "regional",
    lang: "pt",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Vindima Livros <encomendas@vindimalivros.pt>",
    subject: "Recebemos a sua encomenda n.º VL-118204",
    date: date("2025-07-02T11:47:05", "+0100"),
    text: `Olá Sam,

Obrigado pela sua encomenda! Já estamos a prepará-la.

Encomenda n.º VL-118204 — 2 de julho de 2025

1 × O Ano da Morte de Ricardo Reis (edição de bolso) ..... 11,90 €
1 × Atlas das Ilhas Remotas ................................ 24,50 €
Portes (CTT Expresso) ........................................ 3,99 €
Total (IVA incluído) ........................................ 40,39 €

Pagamento: MB WAY (+351 9•• ••• 214)
Morada de entrega: Rua do Almada 88, 3.º Esq., 4050-032 Porto

Enviaremos outro e-mail com o número de seguimento quando a encomenda sair
do armazém (normalmente em 1–2 dias úteis).

Vindima Livros · NIF 514 220 871 · Rua de Cedofeita, 412 · 4050-174 Porto
`,
    html: `<html>
<head><meta charset="utf-8"><title>Encomenda VL-118204</title></head>
<body style="font-family: Georgia, 'Times New Roman', serif; color:#2b2220;">
<div style="max-width:560px; margin:0 auto; padding:24px;">
<p><a href="${vl_site}"><img src="https://www.vindimalivros.pt/img/email/logo-vindima.png" alt="Vindima Livros" width="160" border="0"></a></p>
<h2 style="font-weight:normal; color:#6b1f2a;">Obrigado pela sua encomenda!</h2>
<p>Olá Sam, já estamos a prepará-la.</p>
<p><b>Encomenda n.º VL-118204</b> — 2 de julho de 2025</p>
<table cellpadding="6" cellspacing="0" width="100%" style="border-collapse:collapse; font-size:14px;">
<tr style="border-bottom:1px solid #e5dcd6;"><td>1 × <i>O Ano da Morte de Ricardo Reis</i> (edição de bolso)</td><td align="right">11,90&nbsp;€</td></tr>
<tr style="border-bottom:1px solid #e5dcd6;"><td>1 × <i>Atlas das Ilhas Remotas</i></td><td align="right">24,50&nbsp;€</td></tr>
<tr style="border-bottom:1px solid #e5dcd6;"><td>Portes (CTT Expresso)</td><td align="right">3,99&nbsp;€</td></tr>
<tr><td><b>Total (IVA incluído)</b></td><td align="right"><b>40,39&nbsp;€</b></td></tr>
</table>
<p style="font-size:14px;">Pagamento: MB WAY (+351 9•• ••• 214)<br>Morada de entrega: Rua do Almada 88, 3.º Esq., 4050-032 Porto</p>
<p style="font-size:14px;">Enviaremos outro e-mail com o número de seguimento quando a encomenda sair do armazém (normalmente em 1–2 dias úteis).</p>
<hr style="border:none; border-top:1px solid #e5dcd6;">
<p style="font-size:12px; color:#8c7d77;">Vindima Livros · NIF 514 220 871 · Rua de Cedofeita, 412 · 4050-174 Porto<br><a href="${vl_help}" style="color:#8c7d77;">Ajuda e devoluções</a></p>
</div>
<img alt="" src="https://q8f3k2xa.r.eu-west-1.awstrack.me/I0/0102019${tok("vl-open-2", 9, HEX)}-${
      tok("vl-open-2a", 8, HEX)
    }-000000/${tok("vl-open-2f", 27)}=418" style="display: none; width: 1px; height: 1px;">
</body>
</html>`,
    enc: "b64",
  },
  {
    family: "vindima-livros",
    group: "regional",
    lang: "pt",
    kind: "reset-link",
    code: null,
    link: vl_reset,
    from: "Vindima Livros <nao-responder@vindimalivros.pt>",
    subject: "Redefinir a palavra-passe da sua conta",
    date: date("2025-10-12T23:05:51", "+0100"),
    text: `Olá,

Recebemos um pedido para redefinir a palavra-passe da conta Vindima Livros
associada a sam.reader@inbox.example.

Para escolher uma nova palavra-passe, abra esta ligação (válida durante
1 hora):
${vl_reset}

Se não pediu esta alteração, pode ignorar este e-mail: a sua palavra-passe
atual continua a funcionar.

Vindima Livros · Rua de Cedofeita, 412 · 4050-174 Porto
`,
    html: `<html>
<head><meta charset="utf-8"></head>
<body style="font-family: Georgia, 'Times New Roman', serif; color:#2b2220;">
<div style="max-width:520px; margin:0 auto; padding:24px;">
<p><a href="${vl_site}"><img src="https://www.vindimalivros.pt/img/email/logo-vindima.png" alt="Vindima Livros" width="160" border="0"></a></p>
<p>Olá,</p>
<p>Recebemos um pedido para redefinir a palavra-passe da conta Vindima Livros associada a <b>sam.reader@inbox.example</b>.</p>
<p><a href="${vl_reset}" style="display:inline-block; background:#6b1f2a; color:#ffffff; padding:12px 22px; text-decoration:none; border-radius:3px;">Escolher nova palavra-passe</a></p>
<p style="font-size:13px;">A ligação é válida durante 1 hora. Se não pediu esta alteração, pode ignorar este e-mail: a sua palavra-passe atual continua a funcionar.</p>
<hr style="border:none; border-top:1px solid #e5dcd6;">
<p style="font-size:12px; color:#8c7d77;">Vindima Livros · Rua de Cedofeita, 412 · 4050-174 Porto</p>
</div>
<img alt="" src="https://q8f3k2xa.r.eu-west-1.awstrack.me/I0/0102019${tok("vl-open-3", 9, HEX)}-${
      tok("vl-open-3a", 8, HEX)
    }-000000/${tok("vl-open-3f", 27)}=433" style="display: none; width: 1px; height: 1px;">
</body>
</html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Mailchimp Transactional (Mandrill): Harvestnote

/** A Mandrill click-tracking URL; `p` is the base64 of a small JSON blob. */
function md(seed: string): string {
  return `https://mandrillapp.com/track/click/30874512/harvestnote.app?p=eyJzIjoi${
    tok(seed, 27)
  }IiwidiI6MiwicCI6IntcInVcIjozMDg3NDUxMixcInZcIjoyLFwidXJsXCI6XCJodHRwczpcXFwvXFxcL2hhcnZlc3Rub3RlLmFwcFxcXC8${
    tok(seed + "q", 96)
  }In0ifQ`;
}

function md_page(pre: string, body: string, seed: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Harvestnote</title>
</head>
<body style="margin:0; padding:0; background:#f6f3ec;">
<div style="display:none; font-size:1px; color:#f6f3ec; line-height:1px; max-height:0px; max-width:0px; opacity:0; overflow:hidden;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" bgcolor="#f6f3ec">
<tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="520" cellspacing="0" cellpadding="0" border="0" style="width:520px; max-width:100%; background:#ffffff; border:1px solid #e7e0d1; border-radius:10px;">
<tr><td style="padding:28px 36px 8px 36px;"><img src="https://assets.harvestnote.app/mail/harvestnote-mark.png" width="40" height="40" alt="Harvestnote" style="display:block;"></td></tr>
<tr><td style="padding:8px 36px 28px 36px; font-family:Georgia, serif; font-size:16px; line-height:25px; color:#3a352a;">
${body}
</td></tr>
</table>
<table role="presentation" width="520" cellspacing="0" cellpadding="0" border="0" style="width:520px; max-width:100%;">
<tr><td style="padding:18px 36px; font-family:Arial, sans-serif; font-size:11px; line-height:17px; color:#968d7a; text-align:center;">
You're receiving this because you have a Harvestnote account.<br>
Harvestnote, 611 W. Main St., Bozeman, MT 59715 · <a href="${
    md(seed + "-help")
  }" style="color:#968d7a;">Support</a> · <a href="${md(seed + "-terms")}" style="color:#968d7a;">Terms</a>
</td></tr>
</table>
</td></tr>
</table>
<img src="https://mandrillapp.com/track/open.php?u=30874512&id=${
    tok(seed + "open", 32, HEX)
  }" height="1" width="1" alt="">
</body>
</html>`;
}

const hn_email = md("hn-email-change-2201");
const hn_activity = md("hn-activity");

const harvestnote: Mail[] = [
  {
    family: "harvestnote",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "R4T-9QX",
    link: null,
    from: "Harvestnote <accounts@harvestnote.app>",
    subject: "Harvestnote verification code",
    date: date("2025-05-20T05:51:40", "-0600"),
    text: `Your Harvestnote verification code is:

R4T-9QX

Enter it in the app to finish signing in on "Sam's iPad". It expires in
20 minutes.

Never share this code. Harvestnote staff will not ask for it.

Harvestnote, 611 W. Main St., Bozeman, MT 59715
`,
    html: md_page(
      "R4T-9QX is your code. It expires in 20 minutes.",
      `<p style="margin:0 0 16px;">Your Harvestnote verification code is:</p>
<p style="margin:0 0 16px; font-family:Menlo, Consolas, monospace; font-size:30px; letter-spacing:4px; color:#4f6b2a;"><b>R4T-9QX</b></p>
<p style="margin:0 0 16px;">Enter it in the app to finish signing in on “Sam's iPad”. It expires in 20 minutes.</p>
<p style="margin:0; font-size:13px; color:#968d7a;">Never share this code. Harvestnote staff will not ask for it.</p>`,
      "hn-1",
    ),
    enc: "qp",
  },
  {
    family: "harvestnote",
    group: "consumer",
    lang: "en",
    kind: "email-change",
    code: null,
    link: hn_email,
    from: "Harvestnote <accounts@harvestnote.app>",
    subject: "Confirm your new email address",
    date: date("2025-08-27T13:38:22", "-0600"),
    text: `Hi Sam,

You asked to change the email on your Harvestnote account from
s.reader@oldmail.example to sam.reader@inbox.example.

Confirm the new address: ${hn_email}

Until you confirm, we'll keep sending everything to your old address. The
link expires in 24 hours.

— Harvestnote
`,
    html: md_page(
      "One click to start using sam.reader@inbox.example.",
      `<p style="margin:0 0 16px;">Hi Sam,</p>
<p style="margin:0 0 16px;">You asked to change the email on your Harvestnote account from <b>s.reader@oldmail.example</b> to <b>sam.reader@inbox.example</b>.</p>
<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 20px;"><tr><td bgcolor="#4f6b2a" style="border-radius:22px;"><a href="${hn_email}" style="display:inline-block; padding:11px 24px; font-family:Arial, sans-serif; font-size:15px; color:#ffffff; text-decoration:none; border-radius:22px;">Confirm new address</a></td></tr></table>
<p style="margin:0; font-size:13px; color:#968d7a;">Until you confirm, we'll keep sending everything to your old address. The link expires in 24 hours.</p>`,
      "hn-2",
    ),
  },
  {
    family: "harvestnote",
    group: "consumer",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Harvestnote <accounts@harvestnote.app>",
    subject: "New sign-in to Harvestnote",
    date: date("2025-11-04T18:09:13", "-0700"),
    text: `We noticed a new sign-in to your Harvestnote account.

When:    Tue, Nov 4, 2025 at 6:08 PM MST
Device:  Firefox 133 on Windows
Where:   Billings, MT, United States (IP 203.0.113.74)

If this was you, you're all set.

Don't recognise it? Review recent activity and sign out other devices:
${hn_activity}
`,
    html: md_page(
      "Firefox on Windows, Billings, MT",
      `<p style="margin:0 0 16px;">We noticed a new sign-in to your Harvestnote account.</p>
<table role="presentation" cellspacing="0" cellpadding="4" border="0" style="font-family:Arial, sans-serif; font-size:14px; margin:0 0 16px;">
<tr><td style="color:#968d7a;">When</td><td>Tue, Nov 4, 2025 at 6:08 PM MST</td></tr>
<tr><td style="color:#968d7a;">Device</td><td>Firefox 133 on Windows</td></tr>
<tr><td style="color:#968d7a;">Where</td><td>Billings, MT, United States (IP 203.0.113.74)</td></tr>
</table>
<p style="margin:0 0 16px;">If this was you, you're all set.</p>
<p style="margin:0;">Don't recognise it? <a href="${hn_activity}" style="color:#4f6b2a;">Review recent activity</a> and sign out other devices.</p>`,
      "hn-3",
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Brevo: Cabane & Cie

/** A Brevo click-tracking URL on the brand's `r.` host. */
function bv(seed: string): string {
  return `https://r.cabane-et-cie.fr/mk/cl/f/sh/${tok(seed, 34)}/${tok(seed + "b", 12)}`;
}

function bv_page(pre: string, body: string, seed: string, optin = false): string {
  return `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" lang="fr">
<head>
<title></title>
<meta charset="UTF-8" />
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<!--[if !mso]>-->
<meta http-equiv="X-UA-Compatible" content="IE=edge" />
<!--<![endif]-->
<meta name="x-apple-disable-message-reformatting" content="" />
<meta content="target-densitydpi=device-dpi" name="viewport" />
<meta content="true" name="HandheldFriendly" />
<meta content="width=device-width" name="viewport" />
<meta name="format-detection" content="telephone=no, date=no, address=no, email=no, url=no" />
<style type="text/css">
table { border-collapse: separate; table-layout: fixed; mso-table-lspace: 0pt; mso-table-rspace: 0pt }
table td { border-collapse: collapse }
.ExternalClass { width: 100% }
body, a, li, p, h1, h2, h3 { -ms-text-size-adjust: 100%; -webkit-text-size-adjust: 100%; }
html { -webkit-text-size-adjust: none !important }
body { min-width: 100%; Margin: 0px; padding: 0px; }
</style>
</head>
<body class="body" style="background-color:#f4efe8;margin:0;padding:0;">
<div style="display:none;font-size:1px;color:#f4efe8;max-height:0;overflow:hidden;">${pre}</div>
<div class="r-wrapper" style="background-color:#f4efe8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td align="center" valign="top">
<table role="presentation" class="r e" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px;">
<tr><td style="padding:30px 0 18px 0;text-align:center;">
<a href="${
    bv(seed + "-logo")
  }" target="_blank"><img src="https://img-cache.net/im/5520114/4c1de82b0f3a0d6e1f7a3e3c9b2b7d3f9e1b8a6c5d4e3f2a1b0c9d8e7f6a5b4c.png?e=Kd3nZf2x" width="180" alt="Cabane &amp; Cie" style="display:inline-block;border:0;"></a>
</td></tr>
<tr><td style="background-color:#ffffff;border-radius:4px;padding:36px 40px;font-family:Lato,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.6;color:#3d3530;">
${body}
</td></tr>
<tr><td style="padding:26px 40px;font-family:Lato,Helvetica,Arial,sans-serif;font-size:12px;line-height:1.5;color:#8e8279;text-align:center;">
<p style="margin:0 0 8px;">
<a href="${bv(seed + "-ig")}" target="_blank" style="color:#8e8279;">Instagram</a> · <a href="${
    bv(seed + "-pin")
  }" target="_blank" style="color:#8e8279;">Pinterest</a> · <a href="${
    bv(seed + "-fb")
  }" target="_blank" style="color:#8e8279;">Facebook</a></p>
<p style="margin:0 0 8px;">Cabane &amp; Cie SAS · 27 rue des Tanneurs · 69002 Lyon · France</p>
<p style="margin:0;">Cet e-mail a été envoyé à sam.reader@inbox.example.${
    optin
      ? " Vous le recevez parce que votre adresse a été saisie sur notre site."
      : ` Vous l'avez reçu car vous êtes inscrit à notre newsletter.<br><a href="https://r.cabane-et-cie.fr/tr/un/li/${
        tok(seed + "-un", 40)
      }" target="_blank" style="color:#8e8279;text-decoration:underline;">Se désinscrire</a>`
  }</p>
</td></tr>
</table>
</td></tr></table>
</div>
<img width="1" height="1" src="https://r.cabane-et-cie.fr/tr/op/${tok(seed + "-op", 48)}" alt="" />
</body>
</html>`;
}

const cc_optin = bv("cc-optin-0912");
const cc_shop = bv("cc-shop");

const cabane_et_cie: Mail[] = [
  {
    family: "cabane-et-cie",
    group: "consumer",
    lang: "fr",
    kind: "double-opt-in",
    code: null,
    link: cc_optin,
    from: "Cabane & Cie <bonjour@cabane-et-cie.fr>",
    subject: "Confirmez votre inscription à la lettre de Cabane & Cie",
    date: date("2025-09-12T12:14:03", "+0200"),
    text: `Bonjour,

Merci de votre intérêt pour Cabane & Cie ! Pour recevoir nos nouveautés
déco, nos ateliers et nos ventes privées, il nous reste à vérifier votre
adresse.

Je confirme mon inscription :
${cc_optin}

Si vous n'avez pas demandé à vous inscrire, ne faites rien : vous ne
recevrez aucun message de notre part.

Cabane & Cie SAS · 27 rue des Tanneurs · 69002 Lyon
`,
    html: bv_page(
      "Un dernier clic pour recevoir nos nouveautés.",
      `<h1 style="margin:0 0 18px;font-family:'Playfair Display',Georgia,serif;font-size:26px;font-weight:normal;color:#3d3530;">Encore un petit clic…</h1>
<p style="margin:0 0 16px;">Merci de votre intérêt pour Cabane &amp; Cie&nbsp;! Pour recevoir nos nouveautés déco, nos ateliers et nos ventes privées, il nous reste à vérifier votre adresse.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:26px auto;"><tr><td align="center" style="background-color:#b5653f;border-radius:30px;">
<a href="${cc_optin}" target="_blank" style="display:inline-block;padding:14px 34px;font-family:Lato,Helvetica,Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">Je confirme mon inscription</a>
</td></tr></table>
<p style="margin:0;font-size:13px;color:#8e8279;">Si vous n'avez pas demandé à vous inscrire, ne faites rien&nbsp;: vous ne recevrez aucun message de notre part.</p>`,
      "cc-1",
      true,
    ),
    enc: "qp",
  },
  {
    family: "cabane-et-cie",
    group: "negative",
    lang: "fr",
    kind: "welcome",
    code: null,
    link: null,
    from: "Cabane & Cie <bonjour@cabane-et-cie.fr>",
    subject: "Bienvenue chez Cabane & Cie 🌾 -10 % sur votre première commande",
    date: date("2025-09-12T12:19:47", "+0200"),
    text: `Bienvenue dans la bande !

Votre inscription est confirmée. Pour fêter ça, voici 10 % de remise sur
votre première commande, dès 40 € d'achat :

Code : BIENVENUE10 (valable jusqu'au 12 octobre 2025)

Découvrir la boutique : ${cc_shop}

Livraison offerte en point relais dès 69 €. Retours gratuits sous 30 jours.

À très vite,
Lou, Marius et toute l'équipe

Cabane & Cie SAS · 27 rue des Tanneurs · 69002 Lyon
Se désinscrire : https://r.cabane-et-cie.fr/tr/un/li/${tok("cc-2-un", 40)}
`,
    html: bv_page(
      "Votre code de bienvenue vous attend.",
      `<h1 style="margin:0 0 18px;font-family:'Playfair Display',Georgia,serif;font-size:26px;font-weight:normal;">Bienvenue dans la bande&nbsp;!</h1>
<p style="margin:0 0 16px;">Votre inscription est confirmée. Pour fêter ça, voici <b>10&nbsp;% de remise</b> sur votre première commande, dès 40&nbsp;€ d'achat&nbsp;:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:10px auto 22px;"><tr><td style="border:2px dashed #b5653f;padding:14px 30px;font-family:'Courier New',monospace;font-size:22px;letter-spacing:2px;color:#b5653f;text-align:center;">BIENVENUE10</td></tr></table>
<p style="margin:0 0 16px;text-align:center;font-size:13px;color:#8e8279;">Valable jusqu'au 12 octobre 2025, non cumulable.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:10px auto 24px;"><tr><td align="center" style="background-color:#3d3530;border-radius:30px;">
<a href="${cc_shop}" target="_blank" style="display:inline-block;padding:13px 30px;font-size:15px;color:#ffffff;text-decoration:none;">Découvrir la boutique</a></td></tr></table>
<p style="margin:0 0 16px;">Livraison offerte en point relais dès 69&nbsp;€. Retours gratuits sous 30 jours.</p>
<p style="margin:0;">À très vite,<br>Lou, Marius et toute l'équipe</p>`,
      "cc-2",
    ),
    enc: "b64",
  },
  {
    family: "cabane-et-cie",
    group: "consumer",
    lang: "fr",
    kind: "reset-code",
    code: "583107",
    link: null,
    from: "Cabane & Cie <compte@cabane-et-cie.fr>",
    subject: "Votre code pour réinitialiser votre mot de passe",
    date: date("2025-11-02T20:41:30", "+0100"),
    text: `Bonjour Sam,

Vous avez demandé à réinitialiser le mot de passe de votre compte client.
Saisissez ce code sur la page « Mot de passe oublié » :

583 107

Il expire dans 30 minutes. Si vous n'êtes pas à l'origine de cette demande,
ignorez ce message ; votre mot de passe reste inchangé.

Une question sur une commande ? Notre service client répond au
04 78 92 15 60, du lundi au vendredi de 9 h à 17 h.
`,
    html: bv_page(
      "Code valable 30 minutes.",
      `<p style="margin:0 0 16px;">Bonjour Sam,</p>
<p style="margin:0 0 16px;">Vous avez demandé à réinitialiser le mot de passe de votre compte client. Saisissez ce code sur la page «&nbsp;Mot de passe oublié&nbsp;»&nbsp;:</p>
<p style="margin:24px 0;text-align:center;font-size:32px;font-weight:bold;letter-spacing:8px;color:#3d3530;">583&nbsp;107</p>
<p style="margin:0 0 16px;font-size:14px;">Il expire dans 30 minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message&nbsp;; votre mot de passe reste inchangé.</p>
<p style="margin:0;font-size:14px;color:#8e8279;">Une question sur une commande&nbsp;? Notre service client répond au 04&nbsp;78&nbsp;92&nbsp;15&nbsp;60, du lundi au vendredi de 9&nbsp;h à 17&nbsp;h.</p>`,
      "cc-3",
      true,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Mailjet: Zeilklaar

/** A Mailjet tracked link: `/lnk/<campaign>/<n>/<signature>/<base64 of the destination>`. */
function mj(dest: string, seed: string, n: number): string {
  const b = btoa(dest).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `https://x8k2p.mjt.lu/lnk/AVEAAF${tok(seed, 30)}AAAAAAAAAAKt1bXQAAYCrQ7oAAAAAABxKqgBn${
    tok(seed + "m", 22)
  }/${n}/${tok(seed + "s", 22)}/${b}`;
}

function mj_page(pre: string, body: string, seed: string): string {
  return `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<title>Zeilklaar</title>
<!--[if !mso]><!-- -->
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<!--<![endif]-->
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">
#outlook a { padding:0; }
body { margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%; }
table, td { border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt; }
p { display:block;margin:13px 0; }
</style>
</head>
<body style="background-color:#e8f0f5;">
<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${pre}</div>
<div style="background-color:#e8f0f5;">
<div style="margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr>
<td style="direction:ltr;font-size:0px;padding:20px 0;text-align:center;">
<div class="mj-column-per-100 outlook-group-fix" style="font-size:13px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%">
<tr><td align="center" style="font-size:0px;padding:10px 25px;word-break:break-word;">
<img alt="Zeilklaar" height="auto" src="https://x8k2p.mjt.lu/img/x8k2p/b/1q7w/5h3k.png" style="border:none;display:block;outline:none;text-decoration:none;height:auto;width:140px;font-size:13px;" width="140">
</td></tr>
</table></div>
</td></tr></tbody></table>
</div>
<div style="background:#ffffff;background-color:#ffffff;margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;background-color:#ffffff;width:100%;"><tbody><tr>
<td style="direction:ltr;font-size:0px;padding:20px 0px 20px 0px;text-align:center;">
<div style="font-family:Ubuntu, Helvetica, Arial, sans-serif;font-size:15px;line-height:1.6;text-align:left;color:#1d3342;padding:0 30px;">
${body}
</div>
</td></tr></tbody></table>
</div>
<div style="margin:0px auto;max-width:600px;">
<div style="font-family:Ubuntu, Helvetica, Arial, sans-serif;font-size:11px;line-height:1.5;text-align:center;color:#6d8596;padding:20px 25px;">
<p style="margin:10px 0;">Zeilschool Zeilklaar B.V. · Oeverweg 12 · 8531 PL Lemmer · KvK 71234509</p>
<p style="margin:10px 0;">Deze e-mail is verzonden naar sam.reader@inbox.example. <a href="${
    mj("https://www.zeilklaar.nl/privacy", seed + "-priv", 9)
  }" style="color:#6d8596;">Privacyverklaring</a></p>
</div>
</div>
</div>
<img src="https://x8k2p.mjt.lu/oo/AVEAAF${tok(seed + "o", 60)}/${
    tok(seed + "os", 8, HEX)
  }/e.gif" height="1" width="1" alt="" border="0" style="height:1px;width:1px;border:0;">
</body>
</html>`;
}

function mj_button(label: string, href: string): string {
  return `<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:separate;line-height:100%;margin:20px 0;"><tr>
<td align="center" bgcolor="#0b6fa4" role="presentation" style="border:none;border-radius:3px;cursor:auto;mso-padding-alt:10px 25px;background:#0b6fa4;" valign="middle">
<a href="${href}" style="display:inline-block;background:#0b6fa4;color:#ffffff;font-family:Ubuntu, Helvetica, Arial, sans-serif;font-size:15px;font-weight:bold;line-height:120%;margin:0;text-decoration:none;text-transform:none;padding:12px 26px;mso-padding-alt:0px;border-radius:3px;" target="_blank">${label}</a>
</td></tr></table>`;
}

const zk_activate = mj("https://mijn.zeilklaar.nl/account/activeren?t=Hq82LmWv0Pz7eRs4", "zk-act", 1);
const zk_reset = mj("https://mijn.zeilklaar.nl/wachtwoord/nieuw?t=fB5xQ1nK9rTz2aYe", "zk-reset", 1);
const zk_route = mj("https://www.zeilklaar.nl/route-en-parkeren", "zk-route", 2);

const zeilklaar: Mail[] = [
  {
    family: "zeilklaar",
    group: "consumer",
    lang: "nl",
    kind: "account-activation",
    code: null,
    link: zk_activate,
    from: "Zeilschool Zeilklaar <info@zeilklaar.nl>",
    subject: "Activeer je account bij Zeilklaar",
    date: date("2025-04-08T20:26:44", "+0200"),
    text: `Hoi Sam,

Leuk dat je een account hebt aangemaakt bij Zeilschool Zeilklaar! Met je
account boek je cursussen, huur je boten en zie je je CWO-diploma's.

Activeer je account via deze link:
${zk_activate}

De link is 3 dagen geldig. Heb je geen account aangemaakt? Dan kun je
deze e-mail negeren.

Wind in de zeilen,
Team Zeilklaar
`,
    html: mj_page(
      "Nog één stap en je kunt cursussen boeken.",
      `<p>Hoi Sam,</p>
<p>Leuk dat je een account hebt aangemaakt bij Zeilschool Zeilklaar! Met je account boek je cursussen, huur je boten en zie je je CWO-diploma's.</p>
${mj_button("Account activeren", zk_activate)}
<p style="font-size:13px;color:#6d8596;">De link is 3 dagen geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.</p>
<p>Wind in de zeilen,<br>Team Zeilklaar</p>`,
      "zk-1",
    ),
    enc: "qp",
  },
  {
    family: "zeilklaar",
    group: "consumer",
    lang: "nl",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Zeilschool Zeilklaar <boekingen@zeilklaar.nl>",
    subject: "Bevestiging boeking ZK-2025-0412 – CWO Kielboot 1",
    date: date("2025-04-11T09:03:18", "+0200"),
    text: `Hoi Sam,

Bedankt voor je boeking! Hieronder de gegevens.

Boekingsnummer:  ZK-2025-0412
Cursus:          CWO Kielboot 1 (5 dagen)
Data:            maandag 14 juli t/m vrijdag 18 juli 2025, 09:30–16:30
Locatie:         Oeverweg 12, 8531 PL Lemmer
Prijs:           € 395,00 (incl. 9% btw, lunch en zwemvest)
Betaald:         iDEAL, 11-04-2025

De factuur zit als pdf in de bijlage. Neem zeilkleding, zonnebrand en een
handdoek mee. Parkeren kan gratis achter de loods; zie de routebeschrijving:
${zk_route}

Annuleren kan kosteloos tot 14 dagen voor de start. Vragen? Bel ons op
0514 56 23 80.

Team Zeilklaar
`,
    html: mj_page(
      "CWO Kielboot 1, 14–18 juli 2025",
      `<p>Hoi Sam,</p>
<p>Bedankt voor je boeking! Hieronder de gegevens.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;color:#1d3342;">
<tr><td style="color:#6d8596;">Boekingsnummer</td><td><b>ZK-2025-0412</b></td></tr>
<tr><td style="color:#6d8596;">Cursus</td><td>CWO Kielboot 1 (5 dagen)</td></tr>
<tr><td style="color:#6d8596;">Data</td><td>ma 14 juli t/m vr 18 juli 2025, 09:30–16:30</td></tr>
<tr><td style="color:#6d8596;">Locatie</td><td>Oeverweg 12, 8531 PL Lemmer</td></tr>
<tr><td style="color:#6d8596;">Prijs</td><td>€&nbsp;395,00 (incl. 9% btw, lunch en zwemvest)</td></tr>
<tr><td style="color:#6d8596;">Betaald</td><td>iDEAL, 11-04-2025</td></tr>
</table>
<p>De factuur zit als pdf in de bijlage. Neem zeilkleding, zonnebrand en een handdoek mee. Parkeren kan gratis achter de loods; zie de <a href="${zk_route}" style="color:#0b6fa4;">routebeschrijving</a>.</p>
<p style="font-size:13px;color:#6d8596;">Annuleren kan kosteloos tot 14 dagen voor de start. Vragen? Bel ons op 0514&nbsp;56&nbsp;23&nbsp;80.</p>
<p>Team Zeilklaar</p>`,
      "zk-2",
    ),
    enc: "8bit",
    attachment: [
      "Factuur-ZK-2025-0412.pdf",
      "application/pdf",
      "%PDF-1.5\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n4 0 obj << /Length 58 >> stream\nBT /F1 12 Tf 72 760 Td (Factuur ZK-2025-0412  EUR 395,00) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "zeilklaar",
    group: "consumer",
    lang: "nl",
    kind: "reset-link",
    code: null,
    link: zk_reset,
    from: "Zeilschool Zeilklaar <info@zeilklaar.nl>",
    subject: "Nieuw wachtwoord instellen",
    date: date("2025-06-30T07:55:09", "+0200"),
    text: `Hoi Sam,

Je hebt gevraagd om een nieuw wachtwoord voor mijn.zeilklaar.nl.
Stel het in via:

${zk_reset}

Deze link werkt 60 minuten en maar één keer. Heb je dit niet zelf
aangevraagd? Dan hoef je niets te doen.

Team Zeilklaar
`,
    html: mj_page(
      "Deze link werkt 60 minuten.",
      `<p>Hoi Sam,</p>
<p>Je hebt gevraagd om een nieuw wachtwoord voor mijn.zeilklaar.nl.</p>
${mj_button("Nieuw wachtwoord instellen", zk_reset)}
<p style="font-size:13px;color:#6d8596;">Deze link werkt 60 minuten en maar één keer. Heb je dit niet zelf aangevraagd? Dan hoef je niets te doen.</p>
<p>Team Zeilklaar</p>`,
      "zk-3",
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- SparkPost: Orbitread

/** A SparkPost tracked link on the shared `go.sparkpostmail.com` host. */
function sp(seed: string): string {
  return `https://go.sparkpostmail.com/f/a/${
    tok(seed, 22, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
  }~~/AAAAAQA~/RgRq${tok(seed + "r", 6)}P0Q${tok(seed + "h", 64)}VwNzcGNCCmk${
    tok(seed + "k", 10)
  }UhlzYW0ucmVhZGVyQGluYm94LmV4YW1wbGVYBAAAAAA~`;
}

function sp_page(pre: string, body: string, seed: string): string {
  return `<!DOCTYPE html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>Orbitread</title>
<style>
html, body { margin:0 auto !important; padding:0 !important; height:100% !important; width:100% !important; background:#10131c; }
* { -ms-text-size-adjust:100%; -webkit-text-size-adjust:100%; }
table, td { mso-table-lspace:0pt !important; mso-table-rspace:0pt !important; }
.button-td, .button-a { transition: all 100ms ease-in; }
.button-td:hover, .button-a:hover { background:#8b7bff !important; border-color:#8b7bff !important; }
</style>
</head>
<body width="100%" style="margin:0; padding:0 !important; mso-line-height-rule:exactly; background-color:#10131c;">
<center style="width:100%; background-color:#10131c;">
<div style="display:none; font-size:1px; line-height:1px; max-height:0px; max-width:0px; opacity:0; overflow:hidden; mso-hide:all; font-family:sans-serif;">${pre}</div>
<div style="max-width:600px; margin:0 auto;" class="email-container">
<table align="center" role="presentation" cellspacing="0" cellpadding="0" border="0" width="100%" style="margin:auto;">
<tr><td style="padding:28px 0; text-align:center;"><img src="https://media.orbitread.com/email/orbitread-logo-light.png" width="150" height="36" alt="orbitread" border="0" style="height:auto; font-family:sans-serif; font-size:15px; color:#e6e8ef;"></td></tr>
<tr><td style="background-color:#1a1f2d; border-radius:12px; padding:36px 40px; font-family:'Inter', Arial, sans-serif; font-size:15px; line-height:24px; color:#d7dbe6;">
${body}
</td></tr>
<tr><td style="padding:24px 30px; font-family:Arial, sans-serif; font-size:12px; line-height:18px; text-align:center; color:#7b8296;">
<a href="${
    sp(seed + "-ios")
  }"><img src="https://media.orbitread.com/email/badge-app-store.png" width="120" height="40" alt="Download on the App Store" border="0"></a>&nbsp;
<a href="${
    sp(seed + "-play")
  }"><img src="https://media.orbitread.com/email/badge-google-play.png" width="135" height="40" alt="Get it on Google Play" border="0"></a><br><br>
Orbitread AB · Götgatan 48 · 118 26 Stockholm · Sweden<br>
<a href="${sp(seed + "-privacy")}" style="color:#7b8296;">Privacy</a> · <a href="${
    sp(seed + "-terms")
  }" style="color:#7b8296;">Terms</a> · <a href="${sp(seed + "-prefs")}" style="color:#7b8296;">Email preferences</a>
</td></tr>
</table>
</div>
</center>
<img border="0" width="1" height="1" alt="" src="https://go.sparkpostmail.com/q/${
    tok(seed + "-q", 22)
  }~~/AAAAAQA~/RgRq${tok(seed + "-qq", 90)}~">
</body>
</html>`;
}

const or_confirm = sp("or-confirm-4410");
const or_whatsnew = sp("or-whatsnew");

const orbitread: Mail[] = [
  {
    family: "orbitread",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "502716",
    link: or_confirm,
    from: "Orbitread <hello@orbitread.com>",
    subject: "Confirm your email for Orbitread",
    date: date("2025-03-23T08:44:56", "+0100"),
    text: `Almost there!

Enter this code in the Orbitread app to confirm your email address:

502716

Or confirm with one click:
${or_confirm}

The code and the link expire in 1 hour. If you didn't sign up for
Orbitread, you can safely ignore this email.

Happy reading,
The Orbitread crew
`,
    html: sp_page(
      "Your confirmation code is inside.",
      `<h1 style="margin:0 0 14px; font-size:24px; line-height:30px; color:#ffffff; font-weight:600;">Almost there!</h1>
<p style="margin:0 0 18px;">Enter this code in the Orbitread app to confirm your email address:</p>
<table role="presentation" cellspacing="8" cellpadding="0" border="0" align="center" style="margin:6px auto 20px;"><tr>
<td width="44" height="56" align="center" style="background:#262c3d; border-radius:8px; font-family:'SF Mono', Menlo, monospace; font-size:28px; color:#ffffff;">5</td>
<td width="44" height="56" align="center" style="background:#262c3d; border-radius:8px; font-family:'SF Mono', Menlo, monospace; font-size:28px; color:#ffffff;">0</td>
<td width="44" height="56" align="center" style="background:#262c3d; border-radius:8px; font-family:'SF Mono', Menlo, monospace; font-size:28px; color:#ffffff;">2</td>
<td width="44" height="56" align="center" style="background:#262c3d; border-radius:8px; font-family:'SF Mono', Menlo, monospace; font-size:28px; color:#ffffff;">7</td>
<td width="44" height="56" align="center" style="background:#262c3d; border-radius:8px; font-family:'SF Mono', Menlo, monospace; font-size:28px; color:#ffffff;">1</td>
<td width="44" height="56" align="center" style="background:#262c3d; border-radius:8px; font-family:'SF Mono', Menlo, monospace; font-size:28px; color:#ffffff;">6</td>
</tr></table>
<p style="margin:0 0 18px; text-align:center;">Or confirm with one click:</p>
<table align="center" role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:auto;"><tr>
<td class="button-td" style="border-radius:24px; background:#6c5ce7;"><a class="button-a" href="${or_confirm}" style="background:#6c5ce7; border:14px solid #6c5ce7; font-family:sans-serif; font-size:15px; line-height:1.1; text-align:center; text-decoration:none; display:block; border-radius:24px; font-weight:bold; color:#ffffff;">Confirm email</a></td>
</tr></table>
<p style="margin:24px 0 0; font-size:13px; color:#8d93a6;">The code and the link expire in 1 hour. If you didn't sign up for Orbitread, you can safely ignore this email.</p>`,
      "or-1",
    ),
    enc: "qp",
  },
  {
    family: "orbitread",
    group: "negative",
    lang: "en",
    kind: "product-update",
    code: null,
    link: null,
    from: "Orbitread <news@orbitread.com>",
    subject: "New in Orbitread 4.2: reading streaks, offline audiobooks and more",
    date: date("2025-10-28T16:00:04", "+0100"),
    text: `What's new in Orbitread 4.2

Reading streaks
Set a daily goal (even 10 minutes counts) and watch your streak grow.

Offline audiobooks
Download up to 20 titles for flights and tunnels. They don't count toward
your storage limit.

Smarter highlights
Highlights now sync to Notion and Obsidian. Turn it on in Settings >
Integrations.

Update the app: ${or_whatsnew}

Plus: thanks to 12,400 of you who voted, dark sepia is finally here.

Orbitread AB · Götgatan 48 · 118 26 Stockholm · Sweden
Email preferences: ${sp("or-2-prefs")}
`,
    html: sp_page(
      "Reading streaks, offline audiobooks and smarter highlights.",
      `<p style="margin:0 0 6px; font-size:12px; letter-spacing:2px; text-transform:uppercase; color:#8b7bff;">Version 4.2</p>
<h1 style="margin:0 0 22px; font-size:24px; line-height:30px; color:#ffffff;">What's new in Orbitread</h1>
<img src="https://media.orbitread.com/email/4-2/streaks-hero.png" width="520" alt="A seven-day reading streak in the Orbitread app" style="width:100%; max-width:520px; height:auto; border-radius:8px; margin-bottom:22px;">
<h3 style="margin:0 0 6px; color:#ffffff;">Reading streaks</h3>
<p style="margin:0 0 18px;">Set a daily goal (even 10 minutes counts) and watch your streak grow.</p>
<h3 style="margin:0 0 6px; color:#ffffff;">Offline audiobooks</h3>
<p style="margin:0 0 18px;">Download up to 20 titles for flights and tunnels. They don't count toward your storage limit.</p>
<h3 style="margin:0 0 6px; color:#ffffff;">Smarter highlights</h3>
<p style="margin:0 0 22px;">Highlights now sync to Notion and Obsidian. Turn it on in Settings › Integrations.</p>
<table align="center" role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:auto;"><tr>
<td class="button-td" style="border-radius:24px; background:#6c5ce7;"><a class="button-a" href="${or_whatsnew}" style="background:#6c5ce7; border:14px solid #6c5ce7; font-family:sans-serif; font-size:15px; text-decoration:none; display:block; border-radius:24px; font-weight:bold; color:#ffffff;">Update the app</a></td>
</tr></table>
<p style="margin:24px 0 0; font-size:13px; color:#8d93a6;">Plus: thanks to 12,400 of you who voted, dark sepia is finally here.</p>`,
      "or-2",
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Customer.io: Tandemly

/** A Customer.io tracked link on the brand's tracking host: a base64 JSON blob and a signature. */
function cio(dest: string, seed: string, link_id: number): string {
  const json = JSON.stringify({
    email_id: "dgSxqAQDAOKSAZOSAZmFiZ0Y" + tok(seed, 12),
    href: dest,
    internal: tok(seed + "i", 20, HEX),
    link_id,
  });
  const b = btoa(json).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `https://track.tandemly.app/e/c/${b}/${tok(seed + "sig", 64, HEX)}`;
}

function cio_page(pre: string, body: string, seed: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<style type="text/css">
body { margin:0; padding:0; min-width:100%; }
.content { width:100%; max-width:560px; }
.bodycopy { font-size:16px; line-height:24px; }
@media only screen and (max-width:560px) { .content { width:100% !important; } }
</style>
</head>
<body yahoo bgcolor="#fff7f2" style="margin:0; padding:0;">
<span style="display:none !important; visibility:hidden; opacity:0; color:transparent; height:0; width:0;">${pre}</span>
<table width="100%" bgcolor="#fff7f2" border="0" cellpadding="0" cellspacing="0">
<tr><td>
<!--[if (gte mso 9)|(IE)]><table width="560" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table bgcolor="#ffffff" class="content" align="center" cellpadding="0" cellspacing="0" border="0" style="margin-top:28px; border-radius:14px;">
<tr><td style="padding:30px 34px 10px 34px;"><img src="https://userimg-assets.customeriomail.com/images/client-env-118422/1712845093_tandemly_logo.png" width="128" alt="Tandemly" style="display:block;"></td></tr>
<tr><td class="bodycopy" style="padding:10px 34px 30px 34px; font-family:'Helvetica Neue', Helvetica, Arial, sans-serif; color:#2a2438;">
${body}
</td></tr>
</table>
<table class="content" align="center" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="padding:22px 34px 34px 34px; font-family:Helvetica, Arial, sans-serif; font-size:12px; line-height:18px; color:#9a8f9f; text-align:center;">
Tandemly GmbH · Oranienstraße 185 · 10999 Berlin · Germany<br>
<a href="${
    cio("https://tandemly.app/help", seed + "-help", 90)
  }" style="color:#9a8f9f;">Help</a> · <a href="https://track.tandemly.app/unsubscribe/dgSxqAQDAOKSAZOSAZmFiZ0Y${
    tok(seed + "-un", 40)
  }" style="color:#9a8f9f;">Unsubscribe</a>
</td></tr></table>
<!--[if (gte mso 9)|(IE)]></td></tr></table><![endif]-->
</td></tr>
</table>
<img src="https://track.tandemly.app/e/o/${
    tok(seed + "-o", 110)
  }" style="height: 1px !important; max-height: 1px !important; max-width: 1px !important; width: 1px !important; display: none !important;" alt=""/>
</body>
</html>`;
}

const td_magic = cio("https://tandemly.app/auth/magic?token=mlk_9d2Xr7QaPz0vW4eB", "td-magic", 1);
const td_tips = cio("https://tandemly.app/explore?utm_campaign=onboarding_day3", "td-tips", 1);
const td_survey = cio("https://tandemly.typeform.com/to/Xk29Lr?uid=118422-5530", "td-survey", 1);

const tandemly: Mail[] = [
  {
    family: "tandemly",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: td_magic,
    from: "Tandemly <hi@tandemly.app>",
    subject: "Your magic link to Tandemly ✨",
    date: date("2025-08-19T22:13:36", "+0200"),
    text: `Hi Sam!

Here's your magic link to log in to Tandemly:

${td_magic}

It works for the next 30 minutes, on the device where you asked for it.
If that wasn't you, no worries - just ignore this email.

See you in the chat,
Tandemly
`,
    html: cio_page(
      "Tap to log in. The link works for 30 minutes.",
      `<p style="margin:0 0 16px; font-size:22px; font-weight:bold;">Hi Sam!</p>
<p style="margin:0 0 22px;">Here's your magic link to log in to Tandemly. It works for the next 30 minutes, on the device where you asked for it.</p>
<table border="0" cellspacing="0" cellpadding="0"><tr><td align="center" bgcolor="#ff6a3d" style="border-radius:28px;">
<a href="${td_magic}" target="_blank" style="font-size:16px; font-family:Helvetica, Arial, sans-serif; color:#ffffff; text-decoration:none; border-radius:28px; padding:14px 30px; border:1px solid #ff6a3d; display:inline-block; font-weight:bold;">Log in to Tandemly</a>
</td></tr></table>
<p style="margin:22px 0 0; font-size:14px; color:#9a8f9f;">If that wasn't you, no worries — just ignore this email.</p>`,
      "td-1",
    ),
    enc: "qp",
  },
  {
    family: "tandemly",
    group: "negative",
    lang: "en",
    kind: "onboarding-tips",
    code: null,
    link: null,
    from: "Mira from Tandemly <hi@tandemly.app>",
    subject: "3 ways to find your first language partner",
    date: date("2025-08-22T10:30:00", "+0200"),
    text: `Hey Sam,

You've been on Tandemly for three days - here's how people who stick with
it find a great partner fast:

1. Fill in "Topics I love". Profiles with 3+ topics get 4x more replies.
2. Send a voice message. It feels braver, and it gets answered more.
3. Pick a regular time. Tuesday 19:00 with the same person beats random
   chats.

Browse partners learning English who speak Portuguese:
${td_tips}

Boa sorte!
Mira, Community team

Tandemly GmbH · Oranienstraße 185 · 10999 Berlin
`,
    html: cio_page(
      "What people who stick with Tandemly do in week one.",
      `<p style="margin:0 0 16px;">Hey Sam,</p>
<p style="margin:0 0 16px;">You've been on Tandemly for three days — here's how people who stick with it find a great partner fast:</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%">
<tr><td width="36" valign="top" style="font-size:22px; font-weight:bold; color:#ff6a3d;">1</td><td style="padding-bottom:14px;"><b>Fill in “Topics I love”.</b> Profiles with 3+ topics get 4× more replies.</td></tr>
<tr><td width="36" valign="top" style="font-size:22px; font-weight:bold; color:#ff6a3d;">2</td><td style="padding-bottom:14px;"><b>Send a voice message.</b> It feels braver, and it gets answered more.</td></tr>
<tr><td width="36" valign="top" style="font-size:22px; font-weight:bold; color:#ff6a3d;">3</td><td style="padding-bottom:14px;"><b>Pick a regular time.</b> Tuesday 19:00 with the same person beats random chats.</td></tr>
</table>
<p style="margin:8px 0 22px;"><a href="${td_tips}" style="color:#ff6a3d; font-weight:bold;">Browse partners learning English who speak Portuguese →</a></p>
<p style="margin:0;">Boa sorte!<br>Mira, Community team</p>`,
      "td-2",
    ),
    enc: "8bit",
  },
  {
    family: "tandemly",
    group: "negative",
    lang: "en",
    kind: "survey",
    code: null,
    link: null,
    from: "Tandemly <hi@tandemly.app>",
    subject: "Got 2 minutes? Tell us how Tandemly is going",
    date: date("2025-09-30T11:45:12", "+0200"),
    text: `Hi Sam,

You've had 14 conversations on Tandemly so far. We'd love to know what's
working and what isn't. The survey has 6 questions and takes about two
minutes:

${td_survey}

As a thank-you, everyone who answers before 7 October gets a month of
Tandemly Pro.

Thanks!
The Tandemly team
`,
    html: cio_page(
      "6 questions, about two minutes.",
      `<p style="margin:0 0 16px;">Hi Sam,</p>
<p style="margin:0 0 16px;">You've had <b>14 conversations</b> on Tandemly so far. We'd love to know what's working and what isn't.</p>
<p style="margin:0 0 10px;">How likely are you to recommend Tandemly to a friend?</p>
<table cellpadding="0" cellspacing="4" border="0"><tr>
<td><a href="${td_survey}&amp;nps=6" style="display:block; width:36px; line-height:36px; text-align:center; background:#fde3d8; color:#2a2438; text-decoration:none; border-radius:6px;">≤6</a></td>
<td><a href="${td_survey}&amp;nps=7" style="display:block; width:36px; line-height:36px; text-align:center; background:#fde3d8; color:#2a2438; text-decoration:none; border-radius:6px;">7</a></td>
<td><a href="${td_survey}&amp;nps=8" style="display:block; width:36px; line-height:36px; text-align:center; background:#fde3d8; color:#2a2438; text-decoration:none; border-radius:6px;">8</a></td>
<td><a href="${td_survey}&amp;nps=9" style="display:block; width:36px; line-height:36px; text-align:center; background:#fde3d8; color:#2a2438; text-decoration:none; border-radius:6px;">9</a></td>
<td><a href="${td_survey}&amp;nps=10" style="display:block; width:36px; line-height:36px; text-align:center; background:#fde3d8; color:#2a2438; text-decoration:none; border-radius:6px;">10</a></td>
</tr></table>
<p style="margin:18px 0 16px;">The survey has 6 questions and takes about two minutes. As a thank-you, everyone who answers before 7 October gets a month of Tandemly Pro.</p>
<p style="margin:0;">Thanks!<br>The Tandemly team</p>`,
      "td-3",
    ),
  },
];

// ---------------------------------------------------------------- Braze (drag-and-drop editor markup): Rideloop

/** A Braze click through the brand's SendGrid-backed `ablink` host. */
function bz(seed: string): string {
  return `https://ablink.ride.rideloop.com/ls/click?upn=u001.${tok(seed, 90)}-2B${tok(seed + "2", 40)}-3D${
    tok(seed + "3", 8)
  }_${tok(seed + "4", 140)}`;
}

function bz_page(pre: string, rows: string, seed: string): string {
  return `<!DOCTYPE html>
<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" lang="en">
<head>
<title></title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<!--[if mso]><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->
<style>
* { box-sizing: border-box; }
body { margin: 0; padding: 0; }
a[x-apple-data-detectors] { color: inherit !important; text-decoration: inherit !important; }
#MessageViewBody a { color: inherit; text-decoration: none; }
p { line-height: inherit }
.desktop_hide, .desktop_hide table { mso-hide: all; display: none; max-height: 0px; overflow: hidden; }
@media (max-width:620px) {
  .row-content { width: 100% !important; }
  .stack .column { width: 100%; display: block; }
}
</style>
</head>
<body class="body" style="background-color: #f0f1f3; margin: 0; padding: 0; -webkit-text-size-adjust: none; text-size-adjust: none;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${pre}</div>
<table class="nl-container" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation" style="mso-table-lspace: 0pt; mso-table-rspace: 0pt; background-color: #f0f1f3;">
<tbody><tr><td>
<table class="row row-1" align="center" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tbody><tr><td>
<table class="row-content stack" align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background-color: #111111; color: #000000; width: 600px; margin: 0 auto;" width="600"><tbody><tr>
<td class="column column-1" width="100%" style="font-weight: 400; text-align: left; padding-bottom: 18px; padding-top: 18px; vertical-align: top;">
<table class="image_block block-1" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="pad" style="padding-left:30px;"><div class="alignment" align="left" style="line-height:10px"><img src="https://braze-images.com/appboy/communication/assets/image_assets/images/64f1c2a9b8e7d60051a3f2c1/original.png?1693827753" style="display: block; height: auto; border: 0; max-width: 120px; width: 100%;" width="120" alt="Rideloop" title="Rideloop"></div></td></tr></table>
</td></tr></tbody></table>
</td></tr></tbody></table>
${rows}
<table class="row row-9" align="center" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tbody><tr><td>
<table class="row-content stack" align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="color: #000000; width: 600px; margin: 0 auto;" width="600"><tbody><tr>
<td class="column column-1" width="100%" style="font-weight: 400; text-align: left; padding-bottom: 30px; padding-top: 20px; vertical-align: top;">
<table class="paragraph_block block-1" width="100%" border="0" cellpadding="10" cellspacing="0" role="presentation" style="word-break: break-word;"><tr><td class="pad">
<div style="color:#7d8288;font-family:Arial, Helvetica, sans-serif;font-size:11px;line-height:150%;text-align:center;">
<p style="margin: 0;">Rideloop Technologies Ltd, 5th Floor, 80 Spring Gardens, Manchester M2 2BQ. Registered in England No. 11873402.</p>
<p style="margin: 0;"><a href="${bz(seed + "-help")}" style="color:#7d8288;">Help</a> | <a href="${
    bz(seed + "-privacy")
  }" style="color:#7d8288;">Privacy notice</a> | <a href="${
    bz(seed + "-prefs")
  }" style="color:#7d8288;">Manage email preferences</a></p>
</div></td></tr></table>
</td></tr></tbody></table>
</td></tr></tbody></table>
</td></tr></tbody>
</table>
<img src="https://ablink.ride.rideloop.com/wf/open?upn=u001.${
    tok(seed + "-open", 160)
  }" alt="" width="1" height="1" border="0" style="height:1px !important;width:1px !important;border-width:0 !important;">
</body>
</html>`;
}

/** One BEE-style row with one column holding `html`. */
function bz_row(n: number, html: string): string {
  return `<table class="row row-${n}" align="center" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tbody><tr><td>
<table class="row-content stack" align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background-color: #ffffff; color: #000000; width: 600px; margin: 0 auto;" width="600"><tbody><tr>
<td class="column column-1" width="100%" style="font-weight: 400; text-align: left; padding: 8px 30px; vertical-align: top;">
${html}
</td></tr></tbody></table>
</td></tr></tbody></table>`;
}

const rl_work = bz("rl-workverify-3310");

const rideloop: Mail[] = [
  {
    family: "rideloop",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "884127",
    link: null,
    from: "Rideloop <hello@ride.rideloop.com>",
    subject: "Your Rideloop login code",
    date: date("2025-06-06T07:31:58", "+0100"),
    text: `Your Rideloop login code

884127

Type this code into the app to log in. It's valid for 5 minutes.

Rideloop will never call or text you to ask for this code. If someone
does, it's a scam - please report it in the app under Help > Safety.
`,
    html: bz_page(
      "884127 is your code. Valid for 5 minutes.",
      bz_row(
        2,
        `<table class="heading_block block-1" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="pad" style="padding-top:24px;"><h1 style="margin: 0; color: #111111; font-family: Arial, Helvetica, sans-serif; font-size: 26px; font-weight: 700; line-height: 120%; text-align: left;">Your Rideloop login code</h1></td></tr></table>
<table class="paragraph_block block-2" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="pad" style="padding: 22px 0;"><div style="color:#111111;font-family:'Courier New', Courier, monospace;font-size:40px;font-weight:700;letter-spacing:12px;line-height:120%;text-align:left;"><p style="margin: 0;">884127</p></div></td></tr></table>
<table class="paragraph_block block-3" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="pad" style="padding-bottom: 24px;"><div style="color:#3b3f44;font-family:Arial, Helvetica, sans-serif;font-size:15px;line-height:150%;text-align:left;"><p style="margin: 0 0 12px;">Type this code into the app to log in. It's valid for 5 minutes.</p><p style="margin: 0;">Rideloop will never call or text you to ask for this code. If someone does, it's a scam — please report it in the app under Help › Safety.</p></div></td></tr></table>`,
      ),
      "rl-1",
    ),
    enc: "qp",
  },
  {
    family: "rideloop",
    group: "negative",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Rideloop Receipts <receipts@ride.rideloop.com>",
    subject: "Your Saturday morning ride with Jonas",
    date: date("2025-07-12T09:58:40", "+0100"),
    text: `Thanks for riding, Sam

Saturday, 12 July 2025
Trip ID RL-7F2K-99031

08:52  Piccadilly Gardens, Manchester M1 1RG
09:21  Salford Quays, MediaCityUK M50 2EQ
6.4 miles · 29 min

Fare                £12.40
Booking fee          £1.20
Tip for Jonas        £1.00
Total               £14.60
Charged to Mastercard •••• 0934

Rate your trip in the app. Lost something? Contact Jonas through the app
within 24 hours.
`,
    html: bz_page(
      "£14.60 · Piccadilly Gardens to Salford Quays",
      bz_row(
        2,
        `<table class="heading_block block-1" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="pad" style="padding-top:24px;"><h1 style="margin: 0; color: #111111; font-family: Arial, Helvetica, sans-serif; font-size: 24px; font-weight: 700;">Thanks for riding, Sam</h1><p style="margin: 6px 0 0; color:#7d8288; font-family: Arial, Helvetica, sans-serif; font-size: 13px;">Saturday, 12 July 2025 · Trip ID RL-7F2K-99031</p></td></tr></table>
<table class="image_block block-2" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="pad" style="padding: 18px 0;"><img src="https://maps.rideloop.com/static/trip/RL-7F2K-99031.png?w=540&amp;h=220" width="540" alt="Map of your route" style="display:block; width:100%; height:auto; border-radius:8px;"></td></tr></table>
<table class="paragraph_block block-3" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="pad"><div style="color:#3b3f44;font-family:Arial, Helvetica, sans-serif;font-size:14px;line-height:170%;">
<p style="margin:0;"><b>08:52</b>&nbsp; Piccadilly Gardens, Manchester M1 1RG</p><p style="margin:0;"><b>09:21</b>&nbsp; Salford Quays, MediaCityUK M50 2EQ</p><p style="margin:0; color:#7d8288;">6.4 miles · 29 min</p></div></td></tr></table>
<table class="table_block block-4" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="pad" style="padding: 18px 0 26px;">
<table style="width: 100%; border-collapse: collapse; font-family: Arial, Helvetica, sans-serif; font-size: 14px; color:#111111;" width="100%">
<tr><td style="padding: 6px 0; border-top: 1px solid #e3e5e8;">Fare</td><td style="padding: 6px 0; border-top: 1px solid #e3e5e8; text-align:right;">£12.40</td></tr>
<tr><td style="padding: 6px 0;">Booking fee</td><td style="padding: 6px 0; text-align:right;">£1.20</td></tr>
<tr><td style="padding: 6px 0;">Tip for Jonas</td><td style="padding: 6px 0; text-align:right;">£1.00</td></tr>
<tr><td style="padding: 8px 0; border-top: 2px solid #111111; font-weight:700;">Total</td><td style="padding: 8px 0; border-top: 2px solid #111111; text-align:right; font-weight:700;">£14.60</td></tr>
<tr><td colspan="2" style="padding: 6px 0; color:#7d8288; font-size:12px;">Charged to Mastercard •••• 0934</td></tr>
</table></td></tr></table>`,
      ),
      "rl-2",
    ),
    enc: "b64",
  },
  {
    family: "rideloop",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: rl_work,
    from: "Rideloop for Business <business@ride.rideloop.com>",
    subject: "Verify your work email to ride on Northgate Logistics' account",
    date: date("2025-09-24T14:17:25", "+0100"),
    text: `Hi Sam,

Northgate Logistics pays for work rides through Rideloop for Business. To
link your profile, verify your work email sam.reader@inbox.example:

${rl_work}

Once verified, you'll see a "Business" toggle when you book. Rides between
07:00 and 20:00 on weekdays are billed to Northgate Logistics; anything
else stays on your personal card.

The link expires in 72 hours.

Rideloop Technologies Ltd, 5th Floor, 80 Spring Gardens, Manchester M2 2BQ
`,
    html: bz_page(
      "Link your profile to Northgate Logistics.",
      bz_row(
        2,
        `<table class="paragraph_block block-1" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="pad" style="padding-top: 24px;"><div style="color:#3b3f44;font-family:Arial, Helvetica, sans-serif;font-size:15px;line-height:150%;">
<p style="margin: 0 0 14px;">Hi Sam,</p>
<p style="margin: 0 0 14px;"><b>Northgate Logistics</b> pays for work rides through Rideloop for Business. To link your profile, verify your work email <b>sam.reader@inbox.example</b>.</p></div></td></tr></table>
<table class="button_block block-2" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="pad" style="padding: 10px 0 20px; text-align:left;">
<div class="alignment" align="left"><!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="${rl_work}" style="height:46px;width:210px;v-text-anchor:middle;" arcsize="9%" stroke="false" fillcolor="#19c37d"><w:anchorlock/><v:textbox inset="0px,0px,0px,0px"><center style="color:#111111; font-family:Arial, sans-serif; font-size:16px">Verify work email</center></v:textbox></v:roundrect><![endif]--><!--[if !mso]><!--><a href="${rl_work}" target="_blank" style="text-decoration:none;display:inline-block;color:#111111;background-color:#19c37d;border-radius:4px;width:auto;font-weight:700;padding:12px 28px;font-family:Arial, Helvetica, sans-serif;font-size:16px;text-align:center;">Verify work email</a><!--<![endif]--></div>
</td></tr></table>
<table class="paragraph_block block-3" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="pad" style="padding-bottom: 24px;"><div style="color:#3b3f44;font-family:Arial, Helvetica, sans-serif;font-size:13px;line-height:150%;">
<p style="margin: 0 0 10px;">Once verified, you'll see a “Business” toggle when you book. Rides between 07:00 and 20:00 on weekdays are billed to Northgate Logistics; anything else stays on your personal card.</p>
<p style="margin: 0; color:#7d8288;">The link expires in 72 hours.</p></div></td></tr></table>`,
      ),
      "rl-3",
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Iterable: Fitnami (Japanese)

/** An Iterable click on the brand's `links.` tracking host. */
function it_link(seed: string): string {
  return `https://links.fitnami.jp/a/click?_t=${tok(seed, 32, HEX)}&_m=${tok(seed + "m", 32, HEX)}&_e=${
    tok(seed + "e", 160, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
  }%3D`;
}

function it_page(pre: string, body: string, seed: string): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="format-detection" content="telephone=no">
<title>Fitnami</title>
<style type="text/css">
body { margin:0; padding:0; background:#f5f5f7; }
.wrap { width:100%; max-width:600px; margin:0 auto; }
@media screen and (max-width:600px) { .px { padding-left:20px !important; padding-right:20px !important; } }
</style>
</head>
<body>
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f5f5f7"><tr><td align="center">
<table class="wrap" width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td align="right" style="padding:10px 16px;font-family:'Hiragino Sans','Meiryo',sans-serif;font-size:11px;color:#9a9aa2;">
<a href="https://links.fitnami.jp/e/webView?_t=${tok(seed + "wv", 32, HEX)}&amp;_m=${
    tok(seed + "wvm", 32, HEX)
  }&amp;_e=${tok(seed + "wve", 60)}" style="color:#9a9aa2;">ブラウザで表示</a></td></tr>
<tr><td bgcolor="#ff4f5e" style="padding:22px 40px;" class="px"><img src="https://library.iterable.com/6102/17344/b1f0c2e4a9d54f0e8a3b7c6d5e4f3a2b-fitnami_logo_white.png" width="118" alt="Fitnami" style="display:block;border:0;"></td></tr>
<tr><td bgcolor="#ffffff" class="px" style="padding:36px 40px;font-family:'Hiragino Sans','Hiragino Kaku Gothic ProN','Meiryo',sans-serif;font-size:15px;line-height:1.8;color:#26262b;">
${body}
</td></tr>
<tr><td class="px" style="padding:26px 40px;font-family:'Hiragino Sans','Meiryo',sans-serif;font-size:11px;line-height:1.7;color:#9a9aa2;">
このメールは送信専用アドレスからお送りしています。ご返信いただいてもお答えできませんのでご了承ください。<br>
<a href="${it_link(seed + "-faq")}" style="color:#9a9aa2;">よくある質問</a>｜<a href="${
    it_link(seed + "-privacy")
  }" style="color:#9a9aa2;">プライバシーポリシー</a>｜<a href="https://links.fitnami.jp/e/encryptedUnsubscribe?_r=${
    tok(seed + "-r", 32, HEX)
  }&amp;_s=${tok(seed + "-s", 32, HEX)}&amp;_t=${tok(seed + "-t", 80)}" style="color:#9a9aa2;">配信停止</a><br>
株式会社フィットナミ　〒150-0043 東京都渋谷区道玄坂1-12-1 渋谷マークシティW 22F<br>
© 2025 Fitnami Inc.
</td></tr>
</table>
</td></tr></table>
<img src="https://links.fitnami.jp/e/eo?_t=${tok(seed + "o", 32, HEX)}&amp;_m=${tok(seed + "om", 32, HEX)}&amp;_e=${
    tok(seed + "oe", 120)
  }" style="border:0;height:1px;width:1px;" alt="">
</body>
</html>`;
}

const ft_verify = it_link("ft-verify-5521");

const fitnami: Mail[] = [
  {
    family: "fitnami",
    group: "consumer",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: ft_verify,
    from: "Fitnami <no-reply@mail.fitnami.jp>",
    subject: "【Fitnami】メールアドレスの確認をお願いします",
    date: date("2025-05-11T21:04:33", "+0900"),
    text: `Sam 様

Fitnami にご登録いただき、ありがとうございます。
下記のURLをクリックして、メールアドレスの確認を完了してください。

${ft_verify}

※URLの有効期限は24時間です。
※このメールにお心当たりがない場合は、破棄してください。

──────────────
株式会社フィットナミ
〒150-0043 東京都渋谷区道玄坂1-12-1 渋谷マークシティW 22F
`,
    html: it_page(
      "ボタンを押して登録を完了してください（有効期限24時間）",
      `<p style="margin:0 0 18px;">Sam 様</p>
<p style="margin:0 0 18px;">Fitnami にご登録いただき、ありがとうございます。<br>下のボタンを押して、メールアドレスの確認を完了してください。</p>
<table cellpadding="0" cellspacing="0" border="0" align="center" style="margin:28px auto;"><tr><td bgcolor="#ff4f5e" style="border-radius:28px;">
<a href="${ft_verify}" style="display:inline-block;padding:15px 44px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">メールアドレスを確認する</a></td></tr></table>
<p style="margin:0;font-size:13px;color:#6b6b73;">※ボタンの有効期限は24時間です。<br>※このメールにお心当たりがない場合は、破棄してください。</p>`,
      "ft-1",
    ),
    enc: "b64",
  },
  {
    family: "fitnami",
    group: "consumer",
    lang: "ja",
    kind: "login-code",
    code: "390572",
    link: null,
    from: "Fitnami <no-reply@mail.fitnami.jp>",
    subject: "【Fitnami】ログイン認証コードのお知らせ",
    date: date("2025-08-03T06:12:47", "+0900"),
    text: `Fitnami をご利用いただきありがとうございます。

ログイン認証コード：390572

アプリの入力画面に上記の6桁のコードを入力してください。
有効期限：2025年8月3日 06:22まで（10分間）

このコードを他人に教えないでください。
お心当たりがない場合は、パスワードの変更をおすすめします。

株式会社フィットナミ
`,
    html: it_page(
      "認証コードの有効期限は10分間です",
      `<p style="margin:0 0 18px;">Fitnami をご利用いただきありがとうございます。<br>アプリの入力画面に、以下の6桁の認証コードを入力してください。</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:10px 0 22px;"><tr><td align="center" bgcolor="#fff1f2" style="padding:20px 0;border-radius:10px;">
<div style="font-size:12px;color:#6b6b73;">ログイン認証コード</div>
<div style="font-family:'SF Mono',Menlo,Consolas,monospace;font-size:36px;font-weight:bold;letter-spacing:8px;color:#ff4f5e;">390572</div>
</td></tr></table>
<p style="margin:0 0 12px;font-size:13px;">有効期限：2025年8月3日 06:22まで（10分間）</p>
<p style="margin:0;font-size:13px;color:#6b6b73;">このコードを他人に教えないでください。お心当たりがない場合は、パスワードの変更をおすすめします。</p>`,
      "ft-2",
    ),
    enc: "8bit",
  },
  {
    family: "fitnami",
    group: "consumer",
    lang: "ja",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Fitnami <no-reply@mail.fitnami.jp>",
    subject: "【Fitnami】パスワード変更完了のお知らせ",
    date: date("2025-08-03T06:16:02", "+0900"),
    text: `Sam 様

Fitnami アカウントのパスワードが変更されました。

変更日時：2025年8月3日 06:15
端末：iPhone（Fitnami アプリ 5.8.1）

ご本人による変更であれば、このメールへの対応は不要です。
お心当たりがない場合は、至急サポート窓口（0120-555-482／平日10時〜18時）
までご連絡ください。

株式会社フィットナミ
`,
    html: it_page(
      "パスワードが変更されました",
      `<p style="margin:0 0 18px;">Sam 様</p>
<p style="margin:0 0 18px;">Fitnami アカウントのパスワードが変更されました。</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:14px;margin:0 0 18px;border-collapse:collapse;">
<tr><td style="background:#f5f5f7;">変更日時</td><td>2025年8月3日 06:15</td></tr>
<tr><td style="background:#f5f5f7;">端末</td><td>iPhone（Fitnami アプリ 5.8.1）</td></tr>
</table>
<p style="margin:0 0 12px;">ご本人による変更であれば、このメールへの対応は不要です。</p>
<p style="margin:0;font-size:13px;color:#6b6b73;">お心当たりがない場合は、至急<a href="${
        it_link("ft-3-support")
      }" style="color:#ff4f5e;">サポート窓口</a>（0120-555-482／平日10時〜18時）までご連絡ください。</p>`,
      "ft-3",
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Klaviyo: Luna Verde Cosmética

/** A Klaviyo click on its shared `klclick` tracking host. */
function kl(seed: string): string {
  return `https://trk.klclick1.com/ls/click?upn=u001.${tok(seed, 70)}-2FxK${tok(seed + "2", 60)}-3D${
    tok(seed + "3", 6)
  }_${tok(seed + "4", 120)}`;
}

function kl_page(pre: string, body: string, seed: string, unsub = true): string {
  return `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" lang="es">
<head>
<title>Luna Verde</title>
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">
#outlook a { padding:0; }
body { margin:0; padding:0; -webkit-text-size-adjust:100%; -ms-text-size-adjust:100%; }
.kl-text p { margin: 0; }
@media only screen and (max-width:480px) { .kl-row { width:100% !important; } .kl-button a { display:block !important; } }
</style>
</head>
<body style="word-spacing:normal;background-color:#f2f5ef;">
<div class="root-container" id="bodyTable" style="background-color:#f2f5ef;">
<div style="display:none;font-size:1px;color:#f2f5ef;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${pre}</div>
<div class="root-container-spacing" style="padding-top:30px;padding-bottom:30px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" class="kl-section" role="presentation" style="width:100%;"><tbody><tr><td>
<div class="content-padding first" style="margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;background:#ffffff;"><tbody><tr>
<td style="direction:ltr;font-size:0px;padding:0px;text-align:center;">
<div class="kl-row colstack" style="width:100%;">
<table class="kl-image" style="width:100%;"><tr><td align="center" style="padding:28px 18px 10px;"><img alt="Luna Verde Cosmética" src="https://d3k81ch9hvuctc.cloudfront.net/company/XkP4tq/images/8c4a7f3e-2b1d-4e5f-9a8b-lunaverde-logo.png" style="display:block;width:170px;height:auto;border:0;" width="170"></td></tr></table>
<table class="kl-text" style="width:100%;"><tr><td style="padding:12px 36px 28px;font-family:'Helvetica Neue', Arial, sans-serif;font-size:15px;line-height:1.6;color:#33412c;text-align:left;">
${body}
</td></tr></table>
</div>
</td></tr></tbody></table>
</div>
<div class="content-padding last" style="margin:0px auto;max-width:600px;">
<table class="kl-text" style="width:100%;"><tr><td style="padding:22px 36px;font-family:Arial, sans-serif;font-size:11px;line-height:1.6;color:#7d8a76;text-align:center;">
<a href="${kl(seed + "-ig")}" style="color:#7d8a76;">Instagram</a> · <a href="${
    kl(seed + "-tt")
  }" style="color:#7d8a76;">TikTok</a><br>
Luna Verde Cosmética S.L. · Carrer de Pujades 77 · 08005 Barcelona · España<br>${
    unsub
      ? `¿Ya no quieres recibir estos correos? <a href="https://manage.kmail-lists.com/subscriptions/unsubscribe?a=XkP4tq&amp;c=01JB${
        tok(seed + "-c", 22, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")
      }&amp;k=${tok(seed + "-k", 32, HEX)}&amp;m=01JC${
        tok(seed + "-m", 22, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")
      }&amp;r=${tok(seed + "-r", 30)}" style="color:#7d8a76;">Darse de baja</a>.`
      : "Has recibido este correo porque tu dirección se introdujo en lunaverde.es."
  }
</td></tr></table>
</div>
</td></tr></tbody></table>
</div>
</div>
<img src="https://trk.klclick1.com/wf/open?upn=u001.${
    tok(seed + "-o", 140)
  }" alt="" width="1" height="1" border="0" style="height:1px !important;width:1px !important;border-width:0 !important;margin:0 !important;padding:0 !important;">
</body>
</html>`;
}

function kl_button(label: string, href: string): string {
  return `<table border="0" cellpadding="0" cellspacing="0" class="kl-button" role="presentation" style="border-collapse:separate;margin:24px auto;"><tr>
<td align="center" bgcolor="#4c7a3a" role="presentation" style="border:none;border-radius:2px;cursor:auto;mso-padding-alt:14px 30px;background:#4c7a3a;" valign="middle">
<a href="${href}" style="color:#ffffff;font-style:normal;font-weight:700;text-decoration:none;display:inline-block;background:#4c7a3a;font-family:'Helvetica Neue', Arial, sans-serif;font-size:14px;letter-spacing:1px;line-height:100%;mso-padding-alt:0px;padding:14px 30px;text-transform:uppercase;border-radius:2px;" target="_blank">${label}</a>
</td></tr></table>`;
}

const lv_optin = kl("lv-optin-7702");
const lv_track = kl("lv-track-40277");
const lv_club = kl("lv-club-activate-9013");

const luna_verde: Mail[] = [
  {
    family: "luna-verde-cosmetica",
    group: "consumer",
    lang: "es",
    kind: "double-opt-in",
    code: null,
    link: lv_optin,
    from: "Luna Verde Cosmética <hola@lunaverde.es>",
    subject: "Confirma tu suscripción, por favor 🌱",
    date: date("2025-05-25T18:36:12", "+0200"),
    text: `¡Hola!

Gracias por apuntarte a la newsletter de Luna Verde. Antes de enviarte
rutinas, lanzamientos y muestras gratis, necesitamos que confirmes que
este correo es tuyo:

Sí, quiero suscribirme: ${lv_optin}

Si no te has suscrito tú, ignora este mensaje y no volverás a saber de
nosotras.

Luna Verde Cosmética S.L. · Carrer de Pujades 77 · 08005 Barcelona
`,
    html: kl_page(
      "Solo falta un clic para unirte.",
      `<h1 style="margin:0 0 16px;font-family:Georgia, serif;font-size:26px;font-weight:normal;text-align:center;">¿Confirmas?</h1>
<p style="margin:0 0 14px;">Gracias por apuntarte a la newsletter de Luna Verde. Antes de enviarte rutinas, lanzamientos y muestras gratis, necesitamos que confirmes que este correo es tuyo.</p>
${kl_button("Sí, quiero suscribirme", lv_optin)}
<p style="margin:0;font-size:13px;color:#7d8a76;">Si no te has suscrito tú, ignora este mensaje y no volverás a saber de nosotras.</p>`,
      "lv-1",
      false,
    ),
    enc: "qp",
  },
  {
    family: "luna-verde-cosmetica",
    group: "negative",
    lang: "es",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Luna Verde Cosmética <pedidos@lunaverde.es>",
    subject: "¡Tu pedido #LV-40277 ya va de camino!",
    date: date("2025-10-08T13:02:29", "+0200"),
    text: `¡Buenas noticias, Sam!

Tu pedido #LV-40277 ha salido de nuestro taller y ya está en manos de
Correos Express.

Número de seguimiento: 3230098765432
Entrega estimada: jueves 9 – viernes 10 de octubre

Sigue tu envío: ${lv_track}

Resumen
Sérum de rosa mosqueta 30 ml ......... 24,90 €
Bálsamo labial de caléndula .......... 6,50 €
Envío ..................................... 0,00 €
Total ...................................... 31,40 €

¿Dudas? Escríbenos a hola@lunaverde.es o llámanos al 931 22 48 07.
`,
    html: kl_page(
      "Entrega estimada: 9–10 de octubre.",
      `<h1 style="margin:0 0 16px;font-family:Georgia, serif;font-size:24px;font-weight:normal;">¡Buenas noticias, Sam!</h1>
<p style="margin:0 0 14px;">Tu pedido <b>#LV-40277</b> ha salido de nuestro taller y ya está en manos de Correos Express.</p>
<p style="margin:0 0 14px;">Número de seguimiento: <b>3230098765432</b><br>Entrega estimada: jueves 9 – viernes 10 de octubre</p>
${kl_button("Sigue tu envío", lv_track)}
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #dfe6da;">
<tr><td><img src="https://d3k81ch9hvuctc.cloudfront.net/company/XkP4tq/images/serum-rosa.jpg" width="56" alt="Sérum de rosa mosqueta"></td><td>Sérum de rosa mosqueta 30 ml</td><td align="right">24,90&nbsp;€</td></tr>
<tr><td><img src="https://d3k81ch9hvuctc.cloudfront.net/company/XkP4tq/images/balsamo-calendula.jpg" width="56" alt="Bálsamo labial"></td><td>Bálsamo labial de caléndula</td><td align="right">6,50&nbsp;€</td></tr>
<tr><td></td><td>Envío</td><td align="right">0,00&nbsp;€</td></tr>
<tr><td></td><td><b>Total</b></td><td align="right"><b>31,40&nbsp;€</b></td></tr>
</table>
<p style="margin:18px 0 0;font-size:13px;color:#7d8a76;">¿Dudas? Escríbenos a hola@lunaverde.es o llámanos al 931&nbsp;22&nbsp;48&nbsp;07.</p>`,
      "lv-2",
    ),
    enc: "8bit",
  },
  {
    family: "luna-verde-cosmetica",
    group: "consumer",
    lang: "es",
    kind: "account-activation",
    code: null,
    link: lv_club,
    from: "Club Luna Verde <club@lunaverde.es>",
    subject: "Activa tu cuenta del Club Luna Verde",
    date: date("2025-10-08T13:20:51", "+0200"),
    text: `Hola Sam:

Con tu última compra hemos creado tu cuenta del Club Luna Verde. Ya tienes
314 puntos esperándote (1 punto por cada 0,10 € gastado).

Para usar tus puntos, activa la cuenta y elige una contraseña:
${lv_club}

El enlace caduca en 7 días. Si prefieres no unirte, no hagas nada y
borraremos la cuenta sin activar.

Luna Verde Cosmética S.L. · Carrer de Pujades 77 · 08005 Barcelona
`,
    html: kl_page(
      "Tienes 314 puntos esperándote.",
      `<h1 style="margin:0 0 16px;font-family:Georgia, serif;font-size:24px;font-weight:normal;">Tienes 314 puntos 🌙</h1>
<p style="margin:0 0 14px;">Hola Sam: con tu última compra hemos creado tu cuenta del Club Luna Verde (1 punto por cada 0,10&nbsp;€ gastado).</p>
<p style="margin:0 0 14px;">Para usar tus puntos, activa la cuenta y elige una contraseña.</p>
${kl_button("Activar mi cuenta", lv_club)}
<p style="margin:0;font-size:13px;color:#7d8a76;">El enlace caduca en 7 días. Si prefieres no unirte, no hagas nada y borraremos la cuenta sin activar.</p>`,
      "lv-3",
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- HubSpot marketing and portal mail: Gridwell Analytics

/** A HubSpot tracked link (`/Ctc/...` on the portal's `hubspotlinks.com` host). */
function hs(seed: string): string {
  const chunks = [tok(seed, 22), tok(seed + "a", 28), tok(seed + "b", 30), tok(seed + "c", 26)];
  return `https://d3Fj7404.na1.hubspotlinks.com/Ctc/L2+113/d3Fj7404/VWq${chunks[0]}W${chunks[1]}N${chunks[2]}f${
    chunks[3]
  }3q3n2`;
}

function hs_page(pre: string, body: string, seed: string, marketing = true): string {
  return `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:v="urn:schemas-microsoft-com:vml" lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta property="og:title" content="Gridwell">
<style type="text/css">
body, #hse-emailBody { margin:0; padding:0; -webkit-text-size-adjust:100%; }
#hse-emailBody p { margin:0 0 14px 0; }
.hse-body-wrapper-table { background-color:#f4f6fa; }
.hse-column-container { max-width:600px !important; width:600px !important; }
.hse-button-center { margin:0 auto; }
@media only screen and (max-width:639px) { .hse-column-container { width:100% !important; } }
</style>
</head>
<body bgcolor="#f4f6fa" style="margin:0 !important; padding:0 !important; font-family:Arial, sans-serif; font-size:15px; color:#23496d; word-break:break-word">
<div id="preview_text" style="display:none!important;font-size:1px;color:#f4f6fa;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${pre}</div>
<div class="hse-body-background" style="background-color:#f4f6fa" bgcolor="#f4f6fa">
<table role="presentation" class="hse-body-wrapper-table" cellpadding="0" cellspacing="0" style="margin:0; padding:0; width:100% !important; min-width:320px !important; height:100% !important" width="100%" height="100%">
<tbody><tr><td class="hse-body-wrapper-td" valign="top" style="padding-top:20px">
<div id="hs_cos_wrapper_main" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_dnd_area" style="color: inherit; font-size: inherit; line-height: inherit;" data-hs-cos-general-type="widget" data-hs-cos-type="dnd_area">
<div id="section-0" class="hse-section hse-section-first" style="padding-left:10px; padding-right:10px">
<div class="hse-column-container" style="min-width:280px; max-width:600px; width:100%; Margin-left:auto; Margin-right:auto; border-collapse:collapse; border-spacing:0; background-color:#ffffff" bgcolor="#ffffff">
<div id="column-0-0" class="hse-column hse-size-12">
<div id="hs_cos_wrapper_module-0-0-0" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="color: inherit; font-size: inherit; line-height: inherit;" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<table class="hse-image-wrapper" role="presentation" width="100%" cellpadding="0" cellspacing="0"><tbody><tr><td align="left" valign="top" class="hs_padded" style="color:#23496d; word-break:break-word; padding:28px 30px 10px"><img alt="Gridwell Analytics" src="https://25103377.fs1.hubspotusercontent-na1.net/hub/25103377/hubfs/brand/gridwell-logo-navy.png?width=320&amp;upscale=true&amp;name=gridwell-logo-navy.png" style="outline:none; text-decoration:none; -ms-interpolation-mode:bicubic; max-width:100%" width="160" align="left"></td></tr></tbody></table>
</div>
<div id="hs_cos_wrapper_module-0-0-1" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="color: inherit; font-size: inherit; line-height: inherit;" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tbody><tr><td class="hs_padded" style="padding:10px 30px 30px; line-height:1.6">
<div id="hs_cos_wrapper_module-0-0-1_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="color: inherit; font-size: inherit; line-height: inherit;" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text">
${body}
</div>
</td></tr></tbody></table>
</div>
</div>
</div>
</div>
<div id="section-1" class="hse-section" style="padding-left:10px; padding-right:10px">
<div class="hse-column-container" style="min-width:280px; max-width:600px; width:100%; Margin-left:auto; Margin-right:auto;">
<div id="hs_cos_wrapper_module_footer" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<table role="presentation" class="hse-footer hse-secondary" width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial, sans-serif; color:#8a9bb0; font-size:12px; line-height:135%; padding-top:20px; padding-bottom:30px">
<tbody><tr><td align="center" valign="top">
<p style="margin:0 0 10px;">Gridwell Analytics, 100 Summer Street, Floor 9, Boston, MA 02110, United States</p>
${
    marketing
      ? `<p style="margin:0;"><a data-unsubscribe="true" href="${
        hs(seed + "-unsub")
      }" style="color:#8a9bb0; text-decoration:underline;" data-hs-link-id="0" target="_blank">Unsubscribe</a> <a data-unsubscribe="true" href="${
        hs(seed + "-prefs")
      }" style="color:#8a9bb0; text-decoration:underline;" data-hs-link-id="0" target="_blank">Manage preferences</a></p>`
      : `<p style="margin:0;"><a href="${
        hs(seed + "-privacy")
      }" style="color:#8a9bb0;" data-hs-link-id="0">Privacy policy</a></p>`
  }
</td></tr></tbody></table>
</div>
</div>
</div>
</div>
</td></tr></tbody>
</table>
</div>
<img src="https://d3Fj7404.na1.hubspotlinks.com/Cto/L2+113/d3Fj7404/JJ${
    tok(seed + "-open", 120)
  }" alt="" width="1" height="1" border="0" style="display:none!important;min-height:1px!important;width:1px!important;border-width:0!important;margin-top:0!important;margin-bottom:0!important;margin-right:0!important;margin-left:0!important;padding-top:0!important;padding-bottom:0!important;padding-right:0!important;padding-left:0!important">
</body>
</html>`;
}

function hs_button(label: string, href: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:separate!important; margin:22px 0" class="hse-button-center"><tbody><tr>
<td align="center" valign="middle" bgcolor="#ff7a59" style="border-radius:4px; cursor:auto; background-color:#ff7a59; padding:13px 24px" role="presentation">
<a href="${href}" style="color:#ffffff; font-size:15px; font-family:Arial, sans-serif; text-decoration:none; font-weight:bold; margin:0" target="_blank" data-hs-link-id="0">${label}</a>
</td></tr></tbody></table>`;
}

const gw_confirm = hs("gw-confirm-sub-3321");
const gw_portal = hs("gw-portal-register-8870");
const gw_read = hs("gw-digest-read");

const gridwell: Mail[] = [
  {
    family: "gridwell-analytics",
    group: "consumer",
    lang: "en",
    kind: "subscription-confirm",
    code: null,
    link: gw_confirm,
    from: "Gridwell Analytics <insights@gridwell.io>",
    subject: "Please confirm your subscription to Gridwell Insights",
    date: date("2025-03-04T15:22:40", "-0500"),
    text: `Please confirm your email subscription

Thanks for signing up for Gridwell Insights, our fortnightly note on
energy-grid data and forecasting. Because we care about your inbox, we
only send it to people who confirm.

Yes, subscribe me: ${gw_confirm}

If you received this by mistake, simply ignore it and you won't be
subscribed.

Gridwell Analytics, 100 Summer Street, Floor 9, Boston, MA 02110
`,
    html: hs_page(
      "One click and you're on the list.",
      `<h1 style="margin:0 0 14px; font-size:24px; line-height:1.3; color:#23496d;">Please confirm your email subscription</h1>
<p>Thanks for signing up for <strong>Gridwell Insights</strong>, our fortnightly note on energy-grid data and forecasting. Because we care about your inbox, we only send it to people who confirm.</p>
${hs_button("Yes, subscribe me", gw_confirm)}
<p style="font-size:13px; color:#8a9bb0;">If you received this by mistake, simply ignore it and you won't be subscribed.</p>`,
      "gw-1",
      false,
    ),
    enc: "qp",
  },
  {
    family: "gridwell-analytics",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: gw_portal,
    from: "Gridwell Customer Success <success@gridwell.io>",
    subject: "You've been invited to the Gridwell customer portal",
    date: date("2025-04-15T11:08:19", "-0400"),
    text: `Hi Sam,

Marcus Boateng from Gridwell has invited you to our customer portal,
where you can follow support tickets for Eastbrook Municipal Utilities,
download forecast reports and read the knowledge base.

Register your account: ${gw_portal}

You'll be asked to set a password. This invitation is valid for 7 days.

Gridwell Analytics, 100 Summer Street, Floor 9, Boston, MA 02110
Support: +1 (617) 555-0142
`,
    html: hs_page(
      "Set a password to follow your tickets and reports.",
      `<p>Hi Sam,</p>
<p><strong>Marcus Boateng</strong> from Gridwell has invited you to our customer portal, where you can follow support tickets for <strong>Eastbrook Municipal Utilities</strong>, download forecast reports and read the knowledge base.</p>
${hs_button("Register your account", gw_portal)}
<p style="font-size:13px; color:#8a9bb0;">You'll be asked to set a password. This invitation is valid for 7 days.<br>Support: +1 (617) 555-0142</p>`,
      "gw-2",
      false,
    ),
    enc: "b64",
  },
  {
    family: "gridwell-analytics",
    group: "negative",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Gridwell Insights <insights@gridwell.io>",
    subject: "Insights #47: Why September peaks surprised everyone",
    date: date("2025-10-07T08:00:00", "-0400"),
    text: `GRIDWELL INSIGHTS #47 · October 7, 2025

Why September peaks surprised everyone
Late-season heat pushed demand in the PJM region 6.2% above the 10-year
average on September 23. Our forecast missed by 1.9%; here's what we
learned about humidity-adjusted load.

Read the full note: ${gw_read}

Also this fortnight
- Webinar recording: "Battery dispatch for mid-size utilities" (41 min)
- New in the product: 15-minute resolution for day-ahead forecasts
- We're hiring two data engineers in Boston and Lisbon

Gridwell Analytics, 100 Summer Street, Floor 9, Boston, MA 02110
Unsubscribe: ${hs("gw-3-unsub")}
`,
    html: hs_page(
      "Late-season heat, a 1.9% miss, and what we learned.",
      `<p style="font-size:12px; letter-spacing:1px; color:#8a9bb0; text-transform:uppercase;">Gridwell Insights #47 · October 7, 2025</p>
<h1 style="margin:0 0 14px; font-size:24px; line-height:1.3;">Why September peaks surprised everyone</h1>
<img src="https://25103377.fs1.hubspotusercontent-na1.net/hub/25103377/hubfs/insights/47-load-chart.png?width=1080&amp;name=47-load-chart.png" width="540" alt="Chart: daily peak load, September 2025" style="max-width:100%; height:auto; margin-bottom:14px;">
<p>Late-season heat pushed demand in the PJM region 6.2% above the 10-year average on September 23. Our forecast missed by 1.9%; here's what we learned about humidity-adjusted load.</p>
${hs_button("Read the full note", gw_read)}
<h3 style="margin:18px 0 8px; font-size:16px;">Also this fortnight</h3>
<ul style="margin:0 0 14px; padding-left:20px;">
<li><a href="${
        hs("gw-3-webinar")
      }" style="color:#ff7a59;" data-hs-link-id="1">Webinar recording: “Battery dispatch for mid-size utilities”</a> (41 min)</li>
<li>New in the product: 15-minute resolution for day-ahead forecasts</li>
<li><a href="${
        hs("gw-3-jobs")
      }" style="color:#ff7a59;" data-hs-link-id="2">We're hiring</a> two data engineers in Boston and Lisbon</li>
</ul>`,
      "gw-3",
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Salesforce Marketing Cloud: Kronwald Möbel

/** A Marketing Cloud click on the brand's `click.e.` host (`?qs=` and a long hex query). */
function mc(seed: string): string {
  return `https://click.e.kronwald.de/?qs=${tok(seed, 192, HEX)}`;
}

function mc_page(pre: string, body: string, seed: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<!--[if gte mso 15]><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=no">
<style type="text/css">
ReadMsgBody{ width: 100%;}
.ExternalClass {width: 100%;}
.ExternalClass, .ExternalClass p, .ExternalClass span, .ExternalClass font, .ExternalClass td, .ExternalClass div {line-height: 100%;}
body {-webkit-text-size-adjust:100%; -ms-text-size-adjust:100%;margin:0 !important;}
p { margin: 1em 0;}
table td { border-collapse: collapse;}
img {outline:0;}
a img {border:none;}
@-ms-viewport{ width: device-width;}
@media only screen and (max-width: 480px) {
.container {width: 100% !important;}
.footer { width:auto !important; margin-left:0; }
.mobile-hidden { display:none !important; }
}
</style>
</head>
<body bgcolor="#ffffff" text="#1e1e1e" style="background-color: #ffffff; color: #1e1e1e; padding: 0px; -webkit-text-size-adjust:none; font-size: 16px; font-family:Arial,helvetica,sans-serif;">
<div style="font-size:0; line-height:0;"><custom name="opencounter" type="tracking"><img src="https://click.e.kronwald.de/open.aspx?ffcb10-fe${
    tok(seed + "o1", 16, HEX)
  }-fe${tok(seed + "o2", 22, HEX)}-fe${tok(seed + "o3", 18, HEX)}-ff${tok(seed + "o4", 8, HEX)}-fe${
    tok(seed + "o5", 24, HEX)
  }-ff${tok(seed + "o6", 6, HEX)}&amp;d=100248&amp;bmt=0" width="1" height="1" alt=""></custom></div>
<div style="display:none;">${pre}</div>
<table width="100%" border="0" cellpadding="0" cellspacing="0" align="center">
<tr><td align="center" valign="top">
<table class="container" width="640" border="0" cellpadding="0" cellspacing="0" style="width:640px;">
<tr><td>
<table cellpadding="0" cellspacing="0" width="100%" role="presentation" style="min-width: 100%; " class="stylingblock-content-wrapper"><tr><td class="stylingblock-content-wrapper camarker-inner" style="padding:8px 20px; font-size:11px; color:#8c8c8c; text-align:right;">Wird diese E-Mail nicht richtig angezeigt? <a href="https://view.e.kronwald.de/?qs=${
    tok(seed + "view", 192, HEX)
  }" style="color:#8c8c8c;">Im Browser ansehen</a></td></tr></table>
<table cellpadding="0" cellspacing="0" width="100%" role="presentation" style="min-width: 100%; " class="stylingblock-content-wrapper"><tr><td class="stylingblock-content-wrapper camarker-inner" style="padding:18px 20px; border-bottom:3px solid #1e1e1e;">
<table width="100%" cellspacing="0" cellpadding="0" role="presentation"><tr>
<td><a href="${
    mc(seed + "-logo")
  }" alias="Logo"><img src="https://image.e.kronwald.de/lib/fe3a11737164047a7c1773/m/1/kronwald-logo.png" width="170" alt="KRONWALD Möbel" style="display: block; border:0;"></a></td>
<td align="right" class="mobile-hidden" style="font-size:13px;"><a href="${
    mc(seed + "-nav1")
  }" style="color:#1e1e1e; text-decoration:none;" alias="Nav Wohnen">Wohnen</a> &nbsp; <a href="${
    mc(seed + "-nav2")
  }" style="color:#1e1e1e; text-decoration:none;" alias="Nav Schlafen">Schlafen</a> &nbsp; <a href="${
    mc(seed + "-nav3")
  }" style="color:#1e1e1e; text-decoration:none;" alias="Nav Küche">Küche</a></td>
</tr></table>
</td></tr></table>
<table cellpadding="0" cellspacing="0" width="100%" role="presentation" style="min-width: 100%; " class="stylingblock-content-wrapper"><tr><td class="stylingblock-content-wrapper camarker-inner" style="padding:30px 20px; font-size:15px; line-height:23px;">
${body}
</td></tr></table>
<table cellpadding="0" cellspacing="0" width="100%" role="presentation" style="min-width: 100%; " class="stylingblock-content-wrapper"><tr><td class="stylingblock-content-wrapper camarker-inner" style="background-color:#f2efea; padding:24px 20px; font-size:11px; line-height:17px; color:#6e6e6e;">
Kostenlose Service-Hotline: 0800 588 2710 (Mo–Sa 8–20 Uhr)<br><br>
KRONWALD Möbel GmbH &amp; Co. KG · Industriestraße 31 · 33378 Rheda-Wiedenbrück<br>
Sitz der Gesellschaft: Rheda-Wiedenbrück · Amtsgericht Gütersloh HRA 8841 · USt-IdNr. DE 812 447 390<br>
Geschäftsführer: Hendrik Kronwald, Petra Lausberg<br><br>
<a href="${mc(seed + "-impressum")}" style="color:#6e6e6e;" alias="Impressum">Impressum</a> · <a href="${
    mc(seed + "-datenschutz")
  }" style="color:#6e6e6e;" alias="Datenschutz">Datenschutz</a> · <a href="${
    mc(seed + "-agb")
  }" style="color:#6e6e6e;" alias="AGB">AGB</a>
</td></tr></table>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

const kw_confirm = mc("kw-doi-1182");
const kw_status = mc("kw-orderstatus");

const kronwald: Mail[] = [
  {
    family: "kronwald-moebel",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: kw_confirm,
    from: "KRONWALD Möbel <service@e.kronwald.de>",
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    date: date("2025-02-17T19:44:05", "+0100"),
    text: `Guten Tag Sam Reader,

vielen Dank für die Registrierung in Ihrem KRONWALD Kundenkonto. Bitte
bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Konto freischalten
können:

${kw_confirm}

Der Link ist 7 Tage gültig. Falls Sie sich nicht bei uns registriert
haben, können Sie diese E-Mail ignorieren – Ihre Adresse wird dann nach
Ablauf der Frist gelöscht.

Mit freundlichen Grüßen
Ihr KRONWALD Kundenservice

KRONWALD Möbel GmbH & Co. KG · Industriestraße 31 · 33378 Rheda-Wiedenbrück
Amtsgericht Gütersloh HRA 8841 · USt-IdNr. DE 812 447 390
`,
    html: mc_page(
      "Ein Klick, und Ihr Kundenkonto ist freigeschaltet.",
      `<h1 style="margin:0 0 18px; font-family:Georgia, serif; font-size:26px; font-weight:normal;">Fast geschafft!</h1>
<p>Guten Tag Sam Reader,</p>
<p>vielen Dank für die Registrierung in Ihrem KRONWALD Kundenkonto. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Konto freischalten können.</p>
<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="margin:24px 0;"><tr><td bgcolor="#1e1e1e" style="padding:14px 34px;"><a href="${kw_confirm}" style="color:#ffffff; text-decoration:none; font-weight:bold; font-size:15px; letter-spacing:1px;" alias="DOI Button">E-MAIL-ADRESSE BESTÄTIGEN</a></td></tr></table>
<p style="font-size:13px; color:#6e6e6e;">Der Link ist 7 Tage gültig. Falls Sie sich nicht bei uns registriert haben, können Sie diese E-Mail ignorieren – Ihre Adresse wird dann nach Ablauf der Frist gelöscht.</p>
<p>Mit freundlichen Grüßen<br>Ihr KRONWALD Kundenservice</p>`,
      "kw-1",
    ),
    enc: "qp",
  },
  {
    family: "kronwald-moebel",
    group: "negative",
    lang: "de",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "KRONWALD Möbel <bestellung@e.kronwald.de>",
    subject: "Ihre Bestellung Nr. 4100582731 ist bei uns eingegangen",
    date: date("2025-11-10T21:15:37", "+0100"),
    text: `Guten Tag Sam Reader,

vielen Dank für Ihre Bestellung! Hier Ihre Übersicht:

Bestellnummer: 4100582731
Bestelldatum: 10.11.2025

1 x Ecksofa "Lindholm" links, Cord salbei, Art.-Nr. 301-77412   1.499,00 €
2 x Sitzkissen "Lindholm", Art.-Nr. 301-77490                     2 x 39,00 €
Speditionslieferung bis in die Wohnung                            69,00 €
Gesamtsumme (inkl. 19 % MwSt.)                                  1.646,00 €

Zahlungsart: Rechnung (fällig 14 Tage nach Lieferung)
Lieferadresse: Sam Reader, Kastanienallee 14, 10435 Berlin
Voraussichtliche Lieferung: KW 49 (01.12.–05.12.2025). Unsere Spedition
meldet sich 2 Tage vorher telefonisch zur Terminabsprache.

Bestellstatus ansehen: ${kw_status}

Ihr KRONWALD Kundenservice
Service-Hotline: 0800 588 2710 (kostenlos)
`,
    html: mc_page(
      "Bestellnummer 4100582731 · Lieferung voraussichtlich KW 49",
      `<h1 style="margin:0 0 18px; font-family:Georgia, serif; font-size:26px; font-weight:normal;">Vielen Dank für Ihre Bestellung!</h1>
<p>Guten Tag Sam Reader,</p>
<p>wir haben Ihre Bestellung erhalten und bereiten alles vor.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px; border-collapse:collapse; margin:10px 0 18px;">
<tr><td colspan="3" style="background:#f2efea;"><b>Bestellnummer:</b> 4100582731 &nbsp;·&nbsp; <b>Bestelldatum:</b> 10.11.2025</td></tr>
<tr style="border-bottom:1px solid #e2ddd5;"><td width="90"><img src="https://image.e.kronwald.de/lib/fe3a11737164047a7c1773/m/2/301-77412.jpg" width="80" alt="Ecksofa Lindholm"></td><td>Ecksofa „Lindholm“ links, Cord salbei<br><span style="color:#8c8c8c;">Art.-Nr. 301-77412</span></td><td align="right">1.499,00&nbsp;€</td></tr>
<tr style="border-bottom:1px solid #e2ddd5;"><td><img src="https://image.e.kronwald.de/lib/fe3a11737164047a7c1773/m/2/301-77490.jpg" width="80" alt="Sitzkissen Lindholm"></td><td>2 × Sitzkissen „Lindholm“<br><span style="color:#8c8c8c;">Art.-Nr. 301-77490</span></td><td align="right">78,00&nbsp;€</td></tr>
<tr style="border-bottom:1px solid #e2ddd5;"><td></td><td>Speditionslieferung bis in die Wohnung</td><td align="right">69,00&nbsp;€</td></tr>
<tr><td></td><td><b>Gesamtsumme</b> <span style="color:#8c8c8c;">(inkl. 19&nbsp;% MwSt.)</span></td><td align="right"><b>1.646,00&nbsp;€</b></td></tr>
</table>
<p style="font-size:14px;"><b>Zahlungsart:</b> Rechnung (fällig 14 Tage nach Lieferung)<br><b>Lieferadresse:</b> Sam Reader, Kastanienallee 14, 10435 Berlin<br><b>Voraussichtliche Lieferung:</b> KW 49 (01.12.–05.12.2025). Unsere Spedition meldet sich 2 Tage vorher telefonisch zur Terminabsprache.</p>
<p><a href="${kw_status}" style="color:#1e1e1e; font-weight:bold;" alias="Bestellstatus">Bestellstatus ansehen ›</a></p>`,
      "kw-2",
    ),
    enc: "b64",
  },
  {
    family: "kronwald-moebel",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "710493",
    link: null,
    from: "KRONWALD Möbel <service@e.kronwald.de>",
    subject: "Ihr Sicherheitscode für die Anmeldung",
    date: date("2025-11-24T08:03:51", "+0100"),
    text: `Guten Tag Sam Reader,

für die Anmeldung in Ihrem Kundenkonto auf einem neuen Gerät benötigen
wir eine zusätzliche Bestätigung. Ihr Sicherheitscode lautet:

71 04 93

Geben Sie den Code innerhalb von 15 Minuten im Anmeldefenster ein.
KRONWALD wird Sie niemals telefonisch nach diesem Code fragen.

Ihr KRONWALD Kundenservice
`,
    html: mc_page(
      "Ihr Code ist 15 Minuten gültig.",
      `<p>Guten Tag Sam Reader,</p>
<p>für die Anmeldung in Ihrem Kundenkonto auf einem neuen Gerät benötigen wir eine zusätzliche Bestätigung. Ihr Sicherheitscode lautet:</p>
<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="margin:20px 0;"><tr><td style="border:2px solid #1e1e1e; padding:16px 30px; font-family:'Courier New', monospace; font-size:30px; font-weight:bold; letter-spacing:4px;">71 04 93</td></tr></table>
<p>Geben Sie den Code innerhalb von 15 Minuten im Anmeldefenster ein.</p>
<p style="font-size:13px; color:#6e6e6e;">KRONWALD wird Sie niemals telefonisch nach diesem Code fragen. Falls Sie sich nicht anmelden wollten, ändern Sie bitte Ihr Passwort.</p>
<p>Ihr KRONWALD Kundenservice</p>`,
      "kw-3",
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Zoho ZeptoMail: Sutrabook

const sb_activate = "https://app.sutrabook.in/account/activate?uid=58210&token=e4b7c1d9a03f6e2b8c5d";

function sb_page(pre: string, body: string): string {
  return `<html>
<head>
<meta content="text/html;charset=UTF-8" http-equiv="Content-Type">
<meta name="viewport" content="width=device-width, initial-scale=1">
</head>
<body style="margin:0; background-color:#f3f5f9;">
<div style="display:none; max-height:0; overflow:hidden;">${pre}</div>
<div style="font-family:'Lato', 'Segoe UI', Arial, sans-serif; background-color:#f3f5f9; padding:30px 10px;">
<div style="max-width:580px; margin:0 auto; background:#ffffff; border:1px solid #e3e7ef; border-top:4px solid #2d5bd7;">
<div style="padding:24px 32px 0 32px;"><img src="https://static.sutrabook.in/mail/sutrabook-logo.png" alt="Sutrabook" width="140" style="border:0;"></div>
<div style="padding:20px 32px 30px 32px; font-size:15px; line-height:24px; color:#2e3440;">
${body}
</div>
</div>
<div style="max-width:580px; margin:0 auto; padding:16px 32px; font-size:11px; line-height:17px; color:#8a93a3; text-align:center;">
Sutrabook Technologies Pvt. Ltd. · 3rd Floor, Prestige Cube, Koramangala, Bengaluru 560095<br>
CIN U72900KA2021PTC148812 · GSTIN 29AAKCS4821R1Z6<br>
<a href="https://sutrabook.in/help" style="color:#8a93a3;">Help</a> · <a href="https://sutrabook.in/privacy" style="color:#8a93a3;">Privacy</a> · <a href="https://sutrabook.in/terms" style="color:#8a93a3;">Terms</a>
</div>
</div>
</body>
</html>`;
}

const sutrabook: Mail[] = [
  {
    family: "sutrabook",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "448120",
    link: null,
    from: "Sutrabook <alerts@notify.sutrabook.in>",
    subject: "448120 - Sutrabook login OTP",
    date: date("2025-06-18T10:41:09", "+0530"),
    text: `Dear Sam,

448120 is your One Time Password (OTP) to log in to Sutrabook. It is valid
for 10 minutes.

Do not share this OTP with anyone, including Sutrabook staff.

Login attempt: 18-Jun-2025 10:41 IST, Chrome on Windows, Pune

If this wasn't you, please change your password immediately or write to
support@sutrabook.in.

Regards,
Team Sutrabook
`,
    html: null,
  },
  {
    family: "sutrabook",
    group: "regional",
    lang: "en",
    kind: "account-activation",
    code: null,
    link: sb_activate,
    from: "Sutrabook <welcome@notify.sutrabook.in>",
    subject: "Activate your Sutrabook account",
    date: date("2025-06-18T10:22:55", "+0530"),
    text: `Dear Sam,

Thank you for registering Reader Traders on Sutrabook - GST billing,
stock and ledgers in one place.

Please activate your account by clicking the link below:
${sb_activate}

This link is valid for 48 hours.

After activation you can start your free 30-day trial. Need help setting
up GST? Call us on 1800 309 4421 (toll free, Mon-Sat 9:30 AM - 6:30 PM).

Regards,
Team Sutrabook
`,
    html: sb_page(
      "Activate your account to start your 30-day trial.",
      `<p style="margin:0 0 14px;">Dear Sam,</p>
<p style="margin:0 0 14px;">Thank you for registering <b>Reader Traders</b> on Sutrabook — GST billing, stock and ledgers in one place.</p>
<p style="margin:0 0 20px;">Please activate your account by clicking the button below.</p>
<div style="margin:0 0 22px;"><a href="${sb_activate}" style="background-color:#2d5bd7; color:#ffffff; padding:12px 26px; text-decoration:none; border-radius:4px; font-weight:bold; display:inline-block;">Activate Account</a></div>
<p style="margin:0 0 14px; font-size:13px; color:#5b6576;">This link is valid for 48 hours. After activation you can start your free 30-day trial.</p>
<p style="margin:0 0 14px; font-size:13px; color:#5b6576;">Need help setting up GST? Call us on 1800 309 4421 (toll free, Mon–Sat 9:30 AM – 6:30 PM).</p>
<p style="margin:0;">Regards,<br>Team Sutrabook</p>`,
    ),
    enc: "qp",
  },
  {
    family: "sutrabook",
    group: "negative",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Sutrabook Billing <billing@notify.sutrabook.in>",
    subject: "Payment received - Invoice SB/25-26/004187",
    date: date("2025-07-18T12:05:30", "+0530"),
    text: `Dear Sam,

We have received your payment. Thank you!

Invoice no.:   SB/25-26/004187
Date:          18-Jul-2025
Plan:          Sutrabook Growth (annual), 1 GSTIN, 3 users
Amount:        ₹5,999.00
IGST @18%:     ₹1,079.82
Total paid:    ₹7,078.82
Paid via:      UPI (ref. 519922874310)

Your subscription is active until 17-Jul-2026. You can download the tax
invoice from Settings > Billing in the app.

Regards,
Team Sutrabook
`,
    html: sb_page(
      "₹7,078.82 received for Sutrabook Growth (annual).",
      `<p style="margin:0 0 14px;">Dear Sam,</p>
<p style="margin:0 0 18px;">We have received your payment. Thank you!</p>
<table cellpadding="7" cellspacing="0" width="100%" style="font-size:14px; border:1px solid #e3e7ef; border-collapse:collapse;">
<tr style="background:#f7f9fc;"><td>Invoice no.</td><td align="right">SB/25-26/004187</td></tr>
<tr><td>Date</td><td align="right">18-Jul-2025</td></tr>
<tr style="background:#f7f9fc;"><td>Plan</td><td align="right">Sutrabook Growth (annual), 1 GSTIN, 3 users</td></tr>
<tr><td>Amount</td><td align="right">₹5,999.00</td></tr>
<tr style="background:#f7f9fc;"><td>IGST @18%</td><td align="right">₹1,079.82</td></tr>
<tr><td><b>Total paid</b></td><td align="right"><b>₹7,078.82</b></td></tr>
<tr style="background:#f7f9fc;"><td>Paid via</td><td align="right">UPI (ref. 519922874310)</td></tr>
</table>
<p style="margin:18px 0 14px; font-size:13px; color:#5b6576;">Your subscription is active until 17-Jul-2026. You can download the tax invoice from Settings › Billing in the app.</p>
<p style="margin:0;">Regards,<br>Team Sutrabook</p>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Resend with React Email markup: Vesselkit

const RE_PAD = " ‌​‍‎‏﻿".repeat(12);

function re_page(pre: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html dir="ltr" lang="en"><head><meta content="text/html; charset=UTF-8" http-equiv="Content-Type"/><meta name="x-apple-disable-message-reformatting"/><!--$--></head><body style="background-color:#ffffff;font-family:-apple-system,BlinkMacSystemFont,&quot;Segoe UI&quot;,Roboto,Oxygen-Sans,Ubuntu,Cantarell,&quot;Helvetica Neue&quot;,sans-serif"><div style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;max-width:0" data-skip-in-text="true">${pre}<div>${RE_PAD}</div></div><table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="max-width:560px;margin:0 auto;padding:20px 0 48px"><tbody><tr style="width:100%"><td><img alt="Vesselkit" height="36" src="https://vesselkit.dev/static/email/vesselkit-logo.png" style="display:block;outline:none;border:none;text-decoration:none;border-radius:8px;width:36px;height:36px" width="36"/>${body}<hr style="width:100%;border:none;border-top:1px solid #eaeaea;border-color:#e4e4e7;margin:42px 0 26px"/><p style="font-size:12px;line-height:20px;color:#a1a1aa;margin-top:0;margin-bottom:0">Vesselkit, Inc. · 548 Market St #31592 · San Francisco, CA 94104</p><a href="https://vesselkit.dev" style="color:#a1a1aa;text-decoration-line:none;font-size:12px" target="_blank">vesselkit.dev</a></td></tr></tbody></table><!--7--><!--/$--></body></html>`;
}

function re_h(text: string): string {
  return `<h1 style="font-size:24px;letter-spacing:-0.5px;line-height:1.3;font-weight:400;color:#18181b;padding:17px 0 0">${text}</h1>`;
}

function re_p(text: string, extra = ""): string {
  return `<p style="margin:0 0 15px;font-size:15px;line-height:1.4;color:#3c4149;margin-top:0;margin-bottom:15px${extra}">${text}</p>`;
}

function re_button(label: string, href: string): string {
  return `<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="padding:27px 0 27px"><tbody><tr><td><a href="${href}" style="line-height:100%;text-decoration:none;display:block;max-width:100%;mso-padding-alt:0px;background-color:#0f766e;border-radius:6px;font-weight:600;color:#ffffff;font-size:15px;text-align:center;padding:11px 23px 11px 23px" target="_blank"><span><!--[if mso]><i style="mso-font-width:383.33333333333337%;mso-text-raise:16.5" hidden>&#8202;&#8202;</i><![endif]--></span><span style="max-width:100%;display:inline-block;line-height:120%;mso-padding-alt:0px;mso-text-raise:8.25px">${label}</span><span><!--[if mso]><i style="mso-font-width:383.33333333333337%" hidden>&#8202;&#8202;&#8203;</i><![endif]--></span></a></td></tr></tbody></table>`;
}

const vk_magic = "https://app.vesselkit.dev/auth/verify?token=vk_ml_7Qp2xN9cR4tLw8eZ&redirect=%2Fprojects";
const vk_invite = "https://app.vesselkit.dev/invite/accept/inv_01JDG7Q2M3F8KZ5X1W9T4B6R0C";
const vk_delete = "https://app.vesselkit.dev/account/delete/confirm?token=del_9c2f81ab47e04d3f";
const vk_logs = "https://app.vesselkit.dev/acme-robotics/fleet-api/builds/bld_8H2kq5Zt";

const vesselkit: Mail[] = [
  {
    family: "vesselkit",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: "284913",
    link: vk_magic,
    from: "Vesselkit <auth@updates.vesselkit.dev>",
    subject: "Your Vesselkit login code",
    date: date("2025-10-14T16:27:03", "+0000"),
    text: `Your login code for Vesselkit

Log in to Vesselkit ( ${vk_magic} )

This link and code will only be valid for the next 10 minutes. If the link
does not work, you can use the login verification code directly:

284913

If you didn't try to log in, you can safely ignore this email.

Vesselkit, Inc. · 548 Market St #31592 · San Francisco, CA 94104
vesselkit.dev ( https://vesselkit.dev )
`,
    html: re_page(
      "Your login code for Vesselkit",
      re_h("Your login code for Vesselkit") + re_button("Log in to Vesselkit", vk_magic) +
        re_p(
          "This link and code will only be valid for the next 10 minutes. If the link does not work, you can use the login verification code directly:",
        ) +
        `<code style="font-family:monospace;font-weight:700;padding:1px 4px;background-color:#f4f4f5;letter-spacing:-0.3px;font-size:21px;border-radius:4px;color:#3c4149">284913</code>` +
        re_p(
          "If you didn't try to log in, you can safely ignore this email.",
          ";margin-top:24px;color:#71717a;font-size:13px",
        ),
    ),
    enc: "qp",
  },
  {
    family: "vesselkit",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: vk_invite,
    from: "Vesselkit <team@updates.vesselkit.dev>",
    subject: "Join acme-robotics on Vesselkit",
    date: date("2025-10-20T09:12:44", "+0000"),
    text: `Join acme-robotics on Vesselkit

Hello Sam,

Lena Okafor (lena@acme-robotics.io) has invited you to the acme-robotics
team on Vesselkit with the Developer role.

Join the team ( ${vk_invite} )

or copy and paste this URL into your browser: ${vk_invite}

This invitation was intended for sam.reader@inbox.example. It was sent
from 198.51.100.23 located in Rotterdam, Netherlands. If you were not
expecting this invitation, you can ignore this email.
`,
    html: re_page(
      "Lena Okafor invited you to acme-robotics",
      re_h("Join <strong>acme-robotics</strong> on <strong>Vesselkit</strong>") + re_p("Hello Sam,") +
        re_p(
          `<strong>Lena Okafor</strong> (<a href="mailto:lena@acme-robotics.io" style="color:#0f766e;text-decoration-line:none">lena@acme-robotics.io</a>) has invited you to the <strong>acme-robotics</strong> team on <strong>Vesselkit</strong> with the Developer role.`,
        ) +
        re_button("Join the team", vk_invite) +
        re_p(
          `or copy and paste this URL into your browser: <a href="${vk_invite}" style="color:#0f766e;text-decoration-line:none" target="_blank">${vk_invite}</a>`,
          ";font-size:13px",
        ) +
        re_p(
          'This invitation was intended for <span style="color:#18181b">sam.reader@inbox.example</span>. It was sent from <span style="color:#18181b">198.51.100.23</span> located in <span style="color:#18181b">Rotterdam, Netherlands</span>. If you were not expecting this invitation, you can ignore this email.',
          ";font-size:12px;color:#71717a",
        ),
    ),
  },
  {
    family: "vesselkit",
    group: "negative",
    lang: "en",
    kind: "build-failed",
    code: null,
    link: null,
    from: "Vesselkit <notifications@updates.vesselkit.dev>",
    subject: "Build failed: fleet-api (main, a3f9c21)",
    date: date("2025-10-22T13:48:19", "+0000"),
    text: `Build failed: fleet-api

Project:   acme-robotics/fleet-api
Branch:    main
Commit:    a3f9c21 "bump tokio to 1.41"
Duration:  2m 14s
Step:      cargo test (exit code 101)

error[E0599]: no method named \`try_recv\` found for struct \`Receiver\`

View build logs ( ${vk_logs} )

You're receiving this because you're a member of acme-robotics. Manage
notifications in Settings > Notifications.
`,
    html: re_page(
      "cargo test exited with code 101 after 2m 14s",
      re_h("Build failed: <strong>fleet-api</strong>") +
        `<table align="center" width="100%" border="0" cellPadding="0" cellSpacing="0" role="presentation" style="border:1px solid #e4e4e7;border-radius:6px;padding:12px 16px;font-size:14px;line-height:22px;color:#3c4149"><tbody><tr><td><p style="margin:0">Project: <strong>acme-robotics/fleet-api</strong></p><p style="margin:0">Branch: <strong>main</strong></p><p style="margin:0">Commit: <code style="font-family:monospace">a3f9c21</code> “bump tokio to 1.41”</p><p style="margin:0">Duration: 2m 14s</p><p style="margin:0">Step: <code style="font-family:monospace">cargo test</code> (exit code 101)</p></td></tr></tbody></table>` +
        `<pre style="font-family:monospace;font-size:12px;background-color:#18181b;color:#fca5a5;padding:12px;border-radius:6px;white-space:pre-wrap;margin:20px 0">error[E0599]: no method named \`try_recv\` found for struct \`Receiver\`</pre>` +
        re_button("View build logs", vk_logs) +
        re_p(
          "You're receiving this because you're a member of acme-robotics. Manage notifications in Settings › Notifications.",
          ";font-size:12px;color:#71717a",
        ),
    ),
    enc: "8bit",
  },
  {
    family: "vesselkit",
    group: "oss",
    lang: "en",
    kind: "confirm-deletion",
    code: null,
    link: vk_delete,
    from: "Vesselkit <auth@updates.vesselkit.dev>",
    subject: "Confirm you want to delete your Vesselkit account",
    date: date("2025-11-18T20:03:37", "+0000"),
    text: `Confirm account deletion

You asked us to delete the Vesselkit account for sam.reader@inbox.example.
This removes your personal projects, API tokens and build history. Teams
you belong to (acme-robotics) are not affected.

Delete my account ( ${vk_delete} )

The link is valid for 1 hour. If you didn't request this, ignore this
email and nothing will change.
`,
    html: re_page(
      "This removes your personal projects, tokens and build history.",
      re_h("Confirm account deletion") +
        re_p(
          "You asked us to delete the Vesselkit account for <strong>sam.reader@inbox.example</strong>. This removes your personal projects, API tokens and build history. Teams you belong to (acme-robotics) are not affected.",
        ) +
        re_button("Delete my account", vk_delete).replace("background-color:#0f766e", "background-color:#dc2626") +
        re_p(
          "The link is valid for 1 hour. If you didn't request this, ignore this email and nothing will change.",
          ";font-size:13px;color:#71717a",
        ),
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- MJML: Panetteria Grano

function mjml_section(inner: string, bg = "#ffffff", pad = "20px 0"): string {
  return `<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="" role="presentation" style="width:600px;" width="600" bgcolor="${bg}" ><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]-->
<div style="background:${bg};background-color:${bg};margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background:${bg};background-color:${bg};width:100%;"><tbody><tr>
<td style="direction:ltr;font-size:0px;padding:${pad};text-align:center;">
<!--[if mso | IE]><table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr><td class="" style="vertical-align:top;width:600px;" ><![endif]-->
<div class="mj-column-per-100 mj-outlook-group-fix" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%"><tbody>
${inner}
</tbody></table>
</div>
<!--[if mso | IE]></td></tr></table><![endif]-->
</td></tr></tbody></table>
</div>
<!--[if mso | IE]></td></tr></table><![endif]-->`;
}

function mjml_text(html: string, size = 16, color = "#4a3b2c", align = "left"): string {
  return `<tr><td align="${align}" style="font-size:0px;padding:10px 25px;word-break:break-word;"><div style="font-family:'Lora', Georgia, serif;font-size:${size}px;line-height:1.6;text-align:${align};color:${color};">${html}</div></td></tr>`;
}

function mjml_button(label: string, href: string): string {
  return `<tr><td align="center" vertical-align="middle" style="font-size:0px;padding:18px 25px;word-break:break-word;"><table border="0" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:separate;line-height:100%;"><tbody><tr><td align="center" bgcolor="#c2872f" role="presentation" style="border:none;border-radius:24px;cursor:auto;mso-padding-alt:12px 32px;background:#c2872f;" valign="middle"><a href="${href}" style="display:inline-block;background:#c2872f;color:#ffffff;font-family:Helvetica, Arial, sans-serif;font-size:15px;font-weight:bold;line-height:120%;margin:0;text-decoration:none;text-transform:none;padding:12px 32px;mso-padding-alt:0px;border-radius:24px;" target="_blank">${label}</a></td></tr></tbody></table></td></tr>`;
}

function mjml_page(pre: string, sections: string): string {
  return `<!doctype html>
<html lang="it" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<title></title>
<!--[if !mso]><!-->
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<!--<![endif]-->
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">
#outlook a { padding:0; }
body { margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%; }
table, td { border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt; }
img { border:0;height:auto;line-height:100%; outline:none;text-decoration:none;-ms-interpolation-mode:bicubic; }
p { display:block;margin:13px 0; }
</style>
<!--[if mso]>
<noscript>
<xml>
<o:OfficeDocumentSettings>
  <o:AllowPNG/>
  <o:PixelsPerInch>96</o:PixelsPerInch>
</o:OfficeDocumentSettings>
</xml>
</noscript>
<![endif]-->
<!--[if lte mso 11]>
<style type="text/css">
.mj-outlook-group-fix { width:100% !important; }
</style>
<![endif]-->
<!--[if !mso]><!-->
<link href="https://fonts.googleapis.com/css?family=Lora:400,700" rel="stylesheet" type="text/css">
<style type="text/css">
@import url(https://fonts.googleapis.com/css?family=Lora:400,700);
</style>
<!--<![endif]-->
<style type="text/css">
@media only screen and (min-width:480px) {
  .mj-column-per-100 { width:100% !important; max-width: 100%; }
}
</style>
<style media="screen and (min-width:480px)">
.moz-text-html .mj-column-per-100 { width:100% !important; max-width: 100%; }
</style>
</head>
<body style="word-spacing:normal;background-color:#f7f1e8;">
<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${pre}</div>
<div style="background-color:#f7f1e8;" lang="it" dir="auto">
${
    mjml_section(
      `<tr><td align="center" style="font-size:0px;padding:10px 25px;word-break:break-word;"><table border="0" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:collapse;border-spacing:0px;"><tbody><tr><td style="width:120px;"><a href="https://www.panetteriagrano.it" target="_blank"><img alt="Panetteria Grano" height="auto" src="https://www.panetteriagrano.it/email/logo-grano.png" style="border:0;display:block;outline:none;text-decoration:none;height:auto;width:100%;font-size:13px;" width="120"></a></td></tr></tbody></table></td></tr>`,
      "#f7f1e8",
      "24px 0 8px",
    )
  }
${sections}
${
    mjml_section(
      mjml_text(
        `Panetteria Grano s.n.c. di Rota &amp; Ferri · Via Mazzini 41 · 24121 Bergamo · P.IVA 04218830163<br>Tel. 035 22 14 97 · <a href="https://www.panetteriagrano.it/privacy" style="color:#9b8a76;">Privacy</a> · <a href="https://www.instagram.com/panetteriagrano" style="color:#9b8a76;">Instagram</a>`,
        11,
        "#9b8a76",
        "center",
      ),
      "#f7f1e8",
    )
  }
</div>
</body>
</html>`;
}

const pg_activate = "https://ordini.panetteriagrano.it/account/attiva/ZTRhMWM5Yjct?sig=8f2c0b7d41";

const panetteria_grano: Mail[] = [
  {
    family: "panetteria-grano",
    group: "regional",
    lang: "it",
    kind: "account-activation",
    code: null,
    link: pg_activate,
    from: "Panetteria Grano <ordini@panetteriagrano.it>",
    subject: "Attiva il tuo account per ordinare online",
    date: date("2025-03-30T17:51:26", "+0200"),
    text: `Ciao Sam,

grazie per esserti registrato sul sito ordini di Panetteria Grano! Da
adesso puoi prenotare pane, focacce e dolci e ritirarli in negozio senza
fare la fila.

Per attivare l'account apri questo link:
${pg_activate}

Il link scade tra 48 ore. Se non sei stato tu a registrarti, ignora pure
questa email.

A presto,
Giulia e Marco

Panetteria Grano · Via Mazzini 41 · 24121 Bergamo · Tel. 035 22 14 97
`,
    html: mjml_page(
      "Ordina il pane online e ritiralo senza fila.",
      mjml_section(
        mjml_text(
          `<h1 style="margin:0;font-size:26px;font-weight:700;">Benvenuto in bottega!</h1>`,
          16,
          "#4a3b2c",
          "center",
        ) +
          mjml_text(
            "Ciao Sam,<br><br>grazie per esserti registrato sul sito ordini di Panetteria Grano! Da adesso puoi prenotare pane, focacce e dolci e ritirarli in negozio senza fare la fila.",
          ) +
          mjml_button("Attiva il mio account", pg_activate) +
          mjml_text(
            "Il link scade tra 48 ore. Se non sei stato tu a registrarti, ignora pure questa email.",
            13,
            "#9b8a76",
          ) +
          mjml_text("A presto,<br>Giulia e Marco"),
      ),
    ),
    enc: "qp",
  },
  {
    family: "panetteria-grano",
    group: "negative",
    lang: "it",
    kind: "order-ready",
    code: null,
    link: null,
    from: "Panetteria Grano <ordini@panetteriagrano.it>",
    subject: "Il tuo ordine n. 2291 è pronto 🥖",
    date: date("2025-04-05T07:12:08", "+0200"),
    text: `Buongiorno Sam,

il tuo ordine n. 2291 è sfornato e ti aspetta al banco.

1 × Pagnotta di grano antico (1 kg) ....... 6,80 €
6 × Brioche al miele ....................... 7,20 €
1 × Focaccia alle olive (teglia) ........... 9,50 €
Totale (pagato online) ..................... 23,50 €

Ritiro: oggi, sabato 5 aprile, entro le 12:30
Via Mazzini 41, Bergamo — basta dire il tuo nome alla cassa.

Buona colazione!
Panetteria Grano · Tel. 035 22 14 97
`,
    html: mjml_page(
      "Sfornato e pronto al banco fino alle 12:30.",
      mjml_section(
        mjml_text(
          `<h1 style="margin:0;font-size:24px;font-weight:700;">Il tuo ordine è pronto!</h1>`,
          16,
          "#4a3b2c",
          "center",
        ) +
          mjml_text("Buongiorno Sam, il tuo ordine <b>n. 2291</b> è sfornato e ti aspetta al banco.") +
          `<tr><td align="left" style="font-size:0px;padding:10px 25px;word-break:break-word;"><table cellpadding="0" cellspacing="0" width="100%" border="0" style="color:#4a3b2c;font-family:'Lora', Georgia, serif;font-size:14px;line-height:24px;table-layout:auto;width:100%;border:none;">
<tr style="border-bottom:1px solid #eadfce;"><td>1 × Pagnotta di grano antico (1 kg)</td><td align="right">6,80 €</td></tr>
<tr style="border-bottom:1px solid #eadfce;"><td>6 × Brioche al miele</td><td align="right">7,20 €</td></tr>
<tr style="border-bottom:1px solid #eadfce;"><td>1 × Focaccia alle olive (teglia)</td><td align="right">9,50 €</td></tr>
<tr><td><b>Totale</b> (pagato online)</td><td align="right"><b>23,50 €</b></td></tr>
</table></td></tr>` +
          mjml_text(
            "<b>Ritiro:</b> oggi, sabato 5 aprile, entro le 12:30<br>Via Mazzini 41, Bergamo — basta dire il tuo nome alla cassa.",
          ) +
          mjml_text("Buona colazione!"),
      ),
    ),
    enc: "8bit",
  },
  {
    family: "panetteria-grano",
    group: "regional",
    lang: "it",
    kind: "reset-code",
    code: "661908",
    link: null,
    from: "Panetteria Grano <ordini@panetteriagrano.it>",
    subject: "Codice per reimpostare la password",
    date: date("2025-09-01T22:37:45", "+0200"),
    text: `Ciao Sam,

abbiamo ricevuto una richiesta di reimpostazione della password per il tuo
account su ordini.panetteriagrano.it.

Il tuo codice è: 661908

Inseriscilo nella pagina di recupero entro 20 minuti. Se non hai fatto tu
la richiesta, puoi ignorare questo messaggio.

Panetteria Grano · Via Mazzini 41 · 24121 Bergamo
`,
    html: mjml_page(
      "Il codice vale 20 minuti.",
      mjml_section(
        mjml_text(
          "Ciao Sam,<br><br>abbiamo ricevuto una richiesta di reimpostazione della password per il tuo account su ordini.panetteriagrano.it. Il tuo codice è:",
        ) +
          mjml_text(
            `<span style="font-family:Helvetica, Arial, sans-serif;font-size:34px;font-weight:bold;letter-spacing:10px;color:#c2872f;">661908</span>`,
            16,
            "#4a3b2c",
            "center",
          ) +
          mjml_text(
            "Inseriscilo nella pagina di recupero entro 20 minuti. Se non hai fatto tu la richiesta, puoi ignorare questo messaggio.",
            13,
            "#9b8a76",
          ),
      ),
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Foundation for Emails (Inky): Tidepool Learning

function inky_row(inner: string): string {
  return `<table class="row"><tbody><tr>
<th class="small-12 large-12 columns first last"><table><tbody><tr><th>
${inner}
</th><th class="expander"></th></tr></tbody></table></th>
</tr></tbody></table>`;
}

function inky_spacer(px: number): string {
  return `<table class="spacer"><tbody><tr><td height="${px}px" style="font-size:${px}px;line-height:${px}px;">&#xA0;</td></tr></tbody></table>`;
}

function inky_page(pre: string, rows: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width">
<title>Tidepool Learning</title>
<style>
body { width: 100% !important; min-width: 100%; -webkit-text-size-adjust: 100%; -ms-text-size-adjust: 100%; margin: 0; padding: 0; }
table.body { background: #eef3f4; height: 100%; width: 100%; }
table.container { background: #fefefe; width: 580px; margin: 0 auto; text-align: inherit; }
table.row { padding: 0; width: 100%; position: relative; }
th.columns { padding-left: 16px; padding-bottom: 16px; }
th.columns.last { padding-right: 16px; }
th.small-12 { width: 100%; }
table.button table td { text-align: left; color: #fefefe; background: #1b7f8c; border: 2px solid #1b7f8c; }
table.button table td a { font-family: Helvetica, Arial, sans-serif; font-size: 16px; font-weight: bold; color: #fefefe; text-decoration: none; display: inline-block; padding: 8px 16px 8px 16px; border: 0 solid #1b7f8c; border-radius: 3px; }
table.button.radius table td { border-radius: 3px; border: none; }
p.text-center { text-align: center; }
@media only screen and (max-width: 596px) { table.body .container { width: 95% !important; } }
</style>
</head>
<body>
<span class="preheader" style="color:#eef3f4;display:none!important;font-size:1px;line-height:1px;max-height:0;max-width:0;mso-hide:all!important;opacity:0;overflow:hidden;visibility:hidden">${pre}</span>
<table class="body" data-made-with-foundation="">
<tr><td class="float-center" align="center" valign="top">
<center data-parsed="">
<table align="center" class="container float-center"><tbody><tr><td>
${inky_spacer(16)}
${inky_row(`<img src="https://cdn.tidepool.academy/mail/tidepool-wordmark.png" alt="Tidepool Learning" width="170">`)}
${rows}
${inky_spacer(8)}
${
    inky_row(
      `<p class="text-center" style="font-size:12px;color:#7f9196;">Tidepool Learning Ltd · 14 Harbour Walk · Falmouth TR11 3XB · United Kingdom<br><a href="https://tidepool.academy/help" style="color:#7f9196;">Help</a> | <a href="https://tidepool.academy/account/notifications" style="color:#7f9196;">Notification settings</a> | <a href="https://tidepool.academy/privacy" style="color:#7f9196;">Privacy</a></p>`,
    )
  }
</td></tr></tbody></table>
</center>
</td></tr>
</table>
<!-- prevent Gmail on iOS font size manipulation -->
<div style="display:none; white-space:nowrap; font:15px courier; line-height:0;"> &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; </div>
</body>
</html>`;
}

const tp_reset = "https://tidepool.academy/users/password/edit?reset_password_token=Gx7sQ2vLk9mNpR4tW1yZ";

const tp_confirm = "https://tidepool.academy/users/confirmation?confirmation_token=sY4kD8fH2zQw9LpXcV3n";

const tidepool: Mail[] = [
  {
    family: "tidepool-learning",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: tp_confirm,
    from: "Tidepool Learning <no-reply@tidepool.academy>",
    subject: "Confirmation instructions",
    date: date("2025-02-20T08:41:27", "+0000"),
    text: `Welcome sam.reader@inbox.example!

Thanks for joining Tidepool Learning. Before you can enrol in a course,
please confirm your account email through the link below:

${tp_confirm}

If you didn't create an account with us, no action is needed.

--
Tidepool Learning Ltd, 14 Harbour Walk, Falmouth TR11 3XB
https://tidepool.academy/help
`,
    html: null,
  },
  {
    family: "tidepool-learning",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: tp_reset,
    from: "Tidepool Learning <no-reply@tidepool.academy>",
    subject: "Reset password instructions",
    date: date("2025-02-26T18:30:12", "+0000"),
    text: `Hello sam.reader@inbox.example!

Someone has requested a link to change your password. You can do this
through the link below.

Change my password: ${tp_reset}

If you didn't request this, please ignore this email.

Your password won't change until you access the link above and create a
new one.

Tidepool Learning Ltd · 14 Harbour Walk · Falmouth TR11 3XB
`,
    html: inky_page(
      "Change your Tidepool password",
      inky_row(
        `<h4 style="font-size:22px;color:#133b40;">Hello sam.reader@inbox.example!</h4>
<p>Someone has requested a link to change your password. You can do this through the button below.</p>`,
      ) +
        inky_row(
          `<table class="button radius"><tbody><tr><td><table><tbody><tr><td><a href="${tp_reset}">Change my password</a></td></tr></tbody></table></td></tr></tbody></table>`,
        ) +
        inky_row(
          `<p style="font-size:14px;color:#56686d;">If you didn't request this, please ignore this email.</p>
<p style="font-size:14px;color:#56686d;">Your password won't change until you access the link above and create a new one.</p>`,
        ),
    ),
    enc: "qp",
  },
  {
    family: "tidepool-learning",
    group: "negative",
    lang: "en",
    kind: "course-completed",
    code: null,
    link: null,
    from: "Tidepool Learning <hello@tidepool.academy>",
    subject: "You finished Loose Watercolour Seascapes 🎉",
    date: date("2025-06-02T20:14:55", "+0100"),
    text: `Well done, Sam!

You've completed all 12 lessons of "Loose Watercolour Seascapes" with
Imogen Treloar. Your certificate (ID TPL-CERT-55812) is ready in your
profile.

Course time: 7 h 40 min
Projects shared: 5
Finished: 2 June 2025

Share your final piece with the class gallery:
https://tidepool.academy/courses/loose-watercolour-seascapes/gallery

Next up? Students who liked this course often take "Ink and Wash Harbours"
(4.9 stars, 9 lessons).

Tidepool Learning Ltd · 14 Harbour Walk · Falmouth TR11 3XB
`,
    html: inky_page(
      "Your certificate is ready.",
      inky_row(
        `<img src="https://cdn.tidepool.academy/mail/certificate-banner.png" alt="Certificate of completion" width="548" style="width:100%;">`,
      ) +
        inky_row(
          `<h4 style="font-size:22px;color:#133b40;">Well done, Sam!</h4>
<p>You've completed all 12 lessons of <strong>Loose Watercolour Seascapes</strong> with Imogen Treloar. Your certificate (ID TPL-CERT-55812) is ready in your profile.</p>
<table class="callout"><tr><th class="callout-inner secondary" style="background:#eef3f4;padding:10px;">Course time: 7 h 40 min<br>Projects shared: 5<br>Finished: 2 June 2025</th><th class="expander"></th></tr></table>`,
        ) +
        inky_row(
          `<table class="button radius"><tbody><tr><td><table><tbody><tr><td><a href="https://tidepool.academy/courses/loose-watercolour-seascapes/gallery">Share to the class gallery</a></td></tr></tbody></table></td></tr></tbody></table>
<p style="font-size:14px;color:#56686d;">Next up? Students who liked this course often take <a href="https://tidepool.academy/courses/ink-and-wash-harbours" style="color:#1b7f8c;">Ink and Wash Harbours</a> (4.9★, 9 lessons).</p>`,
        ),
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Outlook-composed mail: Kanzlei Brandt

function ol_page(body: string): string {
  return `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="Generator" content="Microsoft Word 15 (filtered medium)">
<!--[if !mso]><style>v\\:* {behavior:url(#default#VML);}
o\\:* {behavior:url(#default#VML);}
w\\:* {behavior:url(#default#VML);}
.shape {behavior:url(#default#VML);}
</style><![endif]--><style><!--
/* Font Definitions */
@font-face
	{font-family:"Cambria Math";
	panose-1:2 4 5 3 5 4 6 3 2 4;}
@font-face
	{font-family:Calibri;
	panose-1:2 15 5 2 2 2 4 3 2 4;}
/* Style Definitions */
p.MsoNormal, li.MsoNormal, div.MsoNormal
	{margin:0cm;
	font-size:11.0pt;
	font-family:"Calibri",sans-serif;
	mso-ligatures:standardcontextual;
	mso-fareast-language:EN-US;}
a:link, span.MsoHyperlink
	{mso-style-priority:99;
	color:#0563C1;
	text-decoration:underline;}
span.E-MailFormatvorlage17
	{mso-style-type:personal-compose;
	font-family:"Calibri",sans-serif;
	color:windowtext;}
.MsoChpDefault
	{mso-style-type:export-only;
	font-family:"Calibri",sans-serif;
	mso-fareast-language:EN-US;}
@page WordSection1
	{size:612.0pt 792.0pt;
	margin:70.85pt 70.85pt 2.0cm 70.85pt;}
div.WordSection1
	{page:WordSection1;}
--></style><!--[if gte mso 9]><xml>
<o:shapedefaults v:ext="edit" spidmax="1026" />
</xml><![endif]--><!--[if gte mso 9]><xml>
<o:shapelayout v:ext="edit">
<o:idmap v:ext="edit" data="1" />
</o:shapelayout></xml><![endif]-->
</head>
<body lang="DE" link="#0563C1" vlink="#954F72" style="word-wrap:break-word">
<div class="WordSection1">
${body}
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal"><b><span style="font-size:10.0pt;color:#1F3864">Katrin Brandt<o:p></o:p></span></b></p>
<p class="MsoNormal"><span style="font-size:10.0pt;color:#1F3864">Steuerberaterin<o:p></o:p></span></p>
<p class="MsoNormal"><span style="font-size:10.0pt;color:#1F3864"><o:p>&nbsp;</o:p></span></p>
<p class="MsoNormal"><span style="font-size:9.0pt;color:#595959">Kanzlei Brandt &amp; Özdemir Steuerberatungsgesellschaft mbH<br>Hohe Straße 112 | 50667 Köln<br>Tel. +49 221 94 38 27-0 | Fax +49 221 94 38 27-99<br><a href="https://www.brandt-oezdemir.de"><span style="color:#595959">www.brandt-oezdemir.de</span></a><br>Amtsgericht Köln HRB 90412 | Geschäftsführer: Katrin Brandt, Murat Özdemir<o:p></o:p></span></p>
<p class="MsoNormal"><span style="font-size:7.5pt;color:#808080">Diese E-Mail enthält vertrauliche Informationen. Wenn Sie nicht der richtige Adressat sind, informieren Sie bitte sofort den Absender und vernichten Sie diese E-Mail. Das unerlaubte Kopieren sowie die unbefugte Weitergabe dieser Mail ist nicht gestattet.<o:p></o:p></span></p>
</div>
</body>
</html>`;
}

const kb_portal = "https://portal.brandt-oezdemir.de/einladung/annehmen?id=9f41c7e2-55ab-4d1e-b0c3-7e28d6a91f04";

const SIG_TEXT = `Katrin Brandt
Steuerberaterin

Kanzlei Brandt & Özdemir Steuerberatungsgesellschaft mbH
Hohe Straße 112 | 50667 Köln
Tel. +49 221 94 38 27-0 | Fax +49 221 94 38 27-99
www.brandt-oezdemir.de
Amtsgericht Köln HRB 90412 | Geschäftsführer: Katrin Brandt, Murat Özdemir

Diese E-Mail enthält vertrauliche Informationen. Wenn Sie nicht der richtige
Adressat sind, informieren Sie bitte sofort den Absender und vernichten Sie
diese E-Mail. Das unerlaubte Kopieren sowie die unbefugte Weitergabe dieser
Mail ist nicht gestattet.
`;

const kanzlei_brandt: Mail[] = [
  {
    family: "kanzlei-brandt-oezdemir",
    group: "negative",
    lang: "de",
    kind: "new-document",
    code: null,
    link: null,
    from: "Mandantenportal Brandt & Özdemir <portal@brandt-oezdemir.de>",
    subject: "Neues Dokument in Ihrem Mandantenportal",
    date: date("2025-03-12T06:30:02", "+0100"),
    text: `Guten Tag Sam Reader,

in Ihrem Mandantenportal wurde ein neues Dokument für Sie bereitgestellt:

  Ordner:     Bescheide 2023
  Dokument:   Einkommensteuerbescheid_2023.pdf (184 KB)
  Eingestellt: 11.03.2025, 17:52 Uhr von Katrin Brandt

Hinweis: Die Einspruchsfrist beträgt einen Monat ab Bekanntgabe des
Bescheids. Wir haben den Bescheid bereits geprüft; er entspricht der
eingereichten Erklärung.

Sie finden das Dokument nach der Anmeldung unter
https://portal.brandt-oezdemir.de

Dies ist eine automatisch erzeugte Nachricht. Bitte antworten Sie nicht
auf diese E-Mail.

Kanzlei Brandt & Özdemir Steuerberatungsgesellschaft mbH
Hohe Straße 112 | 50667 Köln | Tel. +49 221 94 38 27-0
`,
    html: null,
    enc: "qp",
  },
  {
    family: "kanzlei-brandt-oezdemir",
    group: "regional",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: kb_portal,
    from: "Katrin Brandt <k.brandt@brandt-oezdemir.de>",
    subject: "Einladung zu unserem Mandantenportal",
    date: date("2025-01-21T10:14:37", "+0100"),
    text: `Sehr geehrter Herr Reader,

wie telefonisch besprochen, tauschen wir Belege und Bescheide ab sofort
über unser Mandantenportal aus statt per E-Mail.

Bitte nehmen Sie die Einladung über folgenden Link an und vergeben Sie
dort Ihr persönliches Passwort:

${kb_portal}

Aus Sicherheitsgründen erhalten Sie zusätzlich eine SMS auf Ihre bei uns
hinterlegte Mobilnummer (endet auf 47). Der Einladungslink ist 14 Tage
gültig.

Bei Fragen erreichen Sie mich unter 0221 94 38 27-14.

Mit freundlichen Grüßen

${SIG_TEXT}`,
    html: ol_page(
      `<p class="MsoNormal">Sehr geehrter Herr Reader,<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">wie telefonisch besprochen, tauschen wir Belege und Bescheide ab sofort über unser Mandantenportal aus statt per E-Mail.<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">Bitte nehmen Sie die Einladung über folgenden Link an und vergeben Sie dort Ihr persönliches Passwort:<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal"><a href="${kb_portal}">${kb_portal}</a><o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">Aus Sicherheitsgründen erhalten Sie zusätzlich eine SMS auf Ihre bei uns hinterlegte Mobilnummer (endet auf 47). Der Einladungslink ist 14 Tage gültig.<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">Bei Fragen erreichen Sie mich unter 0221 94 38 27-14.<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">Mit freundlichen Grüßen<o:p></o:p></p>`,
    ),
    enc: "qp",
    headers: [["X-Mailer", "Microsoft Outlook 16.0"], ["Thread-Index", "AdtrQ2Vx7mYcK4nBQkKxS0y1pZ8T3Q=="], [
      "Content-Language",
      "de-de",
    ]],
  },
  {
    family: "kanzlei-brandt-oezdemir",
    group: "negative",
    lang: "de",
    kind: "documents-request",
    code: null,
    link: null,
    from: "Katrin Brandt <k.brandt@brandt-oezdemir.de>",
    subject: "Einkommensteuererklärung 2024 – Checkliste Unterlagen",
    date: date("2025-02-04T15:02:11", "+0100"),
    text: `Sehr geehrter Herr Reader,

für Ihre Einkommensteuererklärung 2024 benötigen wir noch einige
Unterlagen. Im Anhang finden Sie unsere Checkliste; die fehlenden Punkte
habe ich markiert (v. a. Lohnsteuerbescheinigung, Nebenkostenabrechnung
2024 und Spendenquittungen).

Am einfachsten laden Sie die Dokumente im Mandantenportal unter
„Belege 2024“ hoch. Die Abgabefrist mit Beratung ist der 30.04.2026, wir
würden die Erklärung aber gern bis Ende März fertigstellen.

Mit freundlichen Grüßen

${SIG_TEXT}`,
    html: ol_page(
      `<p class="MsoNormal">Sehr geehrter Herr Reader,<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">für Ihre Einkommensteuererklärung 2024 benötigen wir noch einige Unterlagen. Im Anhang finden Sie unsere Checkliste; die fehlenden Punkte habe ich markiert (v.&nbsp;a. Lohnsteuerbescheinigung, Nebenkostenabrechnung 2024 und Spendenquittungen).<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">Am einfachsten laden Sie die Dokumente im Mandantenportal unter „Belege 2024“ hoch. Die Abgabefrist mit Beratung ist der 30.04.2026, wir würden die Erklärung aber gern bis Ende März fertigstellen.<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">Mit freundlichen Grüßen<o:p></o:p></p>`,
    ),
    enc: "qp",
    headers: [["X-Mailer", "Microsoft Outlook 16.0"], ["Thread-Index", "Adt3mK0pQ1hVfL8cS2WqXz5aYb4N7g=="], [
      "Content-Language",
      "de-de",
    ]],
    attachment: [
      "Checkliste_ESt_2024_Reader.pdf",
      "application/pdf",
      "%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

export const mails: Mail[] = [
  ...tallowfern,
  ...cobbleroute,
  ...pebblequote,
  ...vindima_livros,
  ...harvestnote,
  ...cabane_et_cie,
  ...zeilklaar,
  ...orbitread,
  ...tandemly,
  ...rideloop,
  ...fitnami,
  ...luna_verde,
  ...gridwell,
  ...kronwald,
  ...sutrabook,
  ...vesselkit,
  ...panetteria_grano,
  ...tidepool,
  ...kanzlei_brandt,
];
