/**
 * Everyday account mail, mostly in English, from fictional shops, utilities, councils, universities, banks,
 * insurers, airlines, streaming, games, news, fitness, dating, ticketing, lettings, gig-app, charity and
 * forum senders in the UK, Ireland, Canada, the US, Australia, New Zealand, India, Nigeria, Kenya, South
 * Africa and Singapore. Laid out the way Salesforce Marketing Cloud, Braze, Iterable, Customer.io, Klaviyo,
 * Mailchimp, Mandrill, HubSpot, Postmark, GOV.UK Notify and plain Amazon SES mail is.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** An RFC 2822 date with the right weekday. */
function date(y: number, mo: number, d: number, h: number, mi: number, tz = "+0000"): string {
  const wd = DAYS[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()];
  return `${wd}, ${pad(d)} ${MONTHS[mo - 1]} ${y} ${pad(h)}:${pad(mi)}:${pad((d * 7 + h * 3 + mi) % 60)} ${tz}`;
}

/** A stable opaque token, as tracking and signing services mint them. */
function tok(
  seed: string,
  n: number,
  alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_",
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
const ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A URL as it sits in an href. */
function a(url: string): string {
  return url.replaceAll("&", "&amp;");
}

/** A bulletproof button: VML for Outlook, a plain link for everyone else. */
function vml(url: string, label: string, color: string, width = 240, text = "#ffffff", radius = "8%"): string {
  return `<div><!--[if mso]>
  <v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="${
    a(url)
  }" style="height:46px;v-text-anchor:middle;width:${width}px;" arcsize="${radius}" strokecolor="${color}" fillcolor="${color}">
    <w:anchorlock/>
    <center style="color:${text};font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;">${label}</center>
  </v:roundrect>
<![endif]--><!--[if !mso]><!-- --><a href="${
    a(url)
  }" target="_blank" style="background-color:${color};border:1px solid ${color};border-radius:6px;color:${text};display:inline-block;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;line-height:46px;text-align:center;text-decoration:none;width:${width}px;-webkit-text-size-adjust:none;mso-hide:all;">${label}</a><!--<![endif]--></div>`;
}

const DOCTYPE =
  `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">`;

function preheader(s: string): string {
  return `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${s}${
    "&#847; &zwnj; &nbsp; ".repeat(12)
  }</div>`;
}

// ---------------------------------------------------------------- Harbourside Grocers (UK, Salesforce Marketing Cloud)

function hg_click(seed: string): string {
  return `https://click.e.harbourside.co.uk/?qs=${tok(seed, 192, HEX)}`;
}

function hg_page(pre: string, title: string, body: string, seed: string): string {
  const view = `https://view.e.harbourside.co.uk/?qs=${tok(seed + "v", 176, HEX)}`;
  return `${DOCTYPE}
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${title}</title>
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
<style type="text/css">
  body{margin:0;padding:0;-webkit-text-size-adjust:100%;}
  @media only screen and (max-width:480px){ .stack{display:block!important;width:100%!important;} .hide{display:none!important;} }
  @media (prefers-color-scheme: dark){ .dm-bg{background-color:#16221d!important;} .dm-tx{color:#e8efe9!important;} }
  [data-ogsc] .dm-tx{color:#e8efe9!important;}
</style>
</head>
<body style="margin:0;padding:0;background-color:#eef3ef;">
${preheader(pre)}
<table width="100%" cellpadding="0" cellspacing="0" border="0" role="presentation" bgcolor="#eef3ef"><tr><td align="center">
 <table width="600" cellpadding="0" cellspacing="0" border="0" role="presentation" style="width:600px;max-width:600px;">
  <tr><td align="right" style="padding:10px 16px;font-family:Arial,sans-serif;font-size:11px;color:#5d6d63;">
    <a href="${a(view)}" style="color:#5d6d63;">View in browser</a></td></tr>
  <tr><td bgcolor="#1e6b52" style="padding:18px 24px;"><a href="${
    a(hg_click(seed + "logo"))
  }"><img src="https://image.e.harbourside.co.uk/lib/fe3811737164047b7d1c79/m/1/hg-logo-white.png" width="170" height="38" alt="Harbourside Grocers" style="display:block;border:0;"></a></td></tr>
  <tr><td class="dm-bg" bgcolor="#ffffff" style="padding:32px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1f2a24;">
${body}
  </td></tr>
  <tr><td style="padding:22px 24px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#5d6d63;" class="dm-tx">
   <table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
    <td style="padding-right:10px;"><a href="${
    a(hg_click(seed + "fb"))
  }"><img src="https://image.e.harbourside.co.uk/lib/fe3811737164047b7d1c79/m/1/fb.png" width="24" alt="Facebook"></a></td>
    <td style="padding-right:10px;"><a href="${
    a(hg_click(seed + "ig"))
  }"><img src="https://image.e.harbourside.co.uk/lib/fe3811737164047b7d1c79/m/1/ig.png" width="24" alt="Instagram"></a></td>
    <td><a href="${
    a(hg_click(seed + "tt"))
  }"><img src="https://image.e.harbourside.co.uk/lib/fe3811737164047b7d1c79/m/1/tt.png" width="24" alt="TikTok"></a></td>
   </tr></table>
   <p style="margin:14px 0 6px;"><a href="${
    a(hg_click(seed + "help"))
  }" style="color:#1e6b52;">Help centre</a> &nbsp;|&nbsp; <a href="${
    a(hg_click(seed + "priv"))
  }" style="color:#1e6b52;">Privacy notice</a> &nbsp;|&nbsp; <a href="${
    a(hg_click(seed + "pref"))
  }" style="color:#1e6b52;">Email preferences</a></p>
   <p style="margin:0;">Harbourside Grocers Ltd, 14 Quay Street, Bristol BS1 4QA. Registered in England and Wales No. 04417123. VAT GB 318 4471 09.</p>
   <p style="margin:6px 0 0;">&copy; 2026 Harbourside Grocers. Customer care: 0345 602 1188 (8am&ndash;8pm, 7 days).</p>
  </td></tr>
 </table>
</td></tr></table>
<img src="https://click.e.harbourside.co.uk/open.aspx?ffcb10-fec21774776d027a-fe2e15777d63047b751c-fe3811737164047b7d1c79-ff961672-fe25157277640d7a7c1278-ff6515707d&amp;d=100180&amp;bmt=0" width="1" height="1" alt="">
</body></html>`;
}

const hg_verify = hg_click("hg-verify-main");
const hg_reset = hg_click("hg-reset-main");

const harbourside: Mail[] = [
  {
    family: "harbourside-grocers",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: hg_verify,
    from: "Harbourside Grocers <hello@e.harbourside.co.uk>",
    subject: "One more step: confirm your email address",
    date: date(2026, 9, 14, 19, 22, "+0100"),
    enc: "qp",
    text: `Harbourside Grocers

Hi Priya,

Thanks for creating a Harbourside account. Before you can book a delivery slot or use your
Harbourside Rewards card online, please confirm this is your email address:

${hg_verify}

The link works for 48 hours. If it runs out, just sign in and we'll send you a fresh one.

Your first online shop over £40 comes with free delivery - no code needed.

Didn't sign up? You can ignore this email and no account will be created.

Help centre: ${hg_click("hg-verify-mainhelp")}
Privacy notice: ${hg_click("hg-verify-mainpriv")}

Harbourside Grocers Ltd, 14 Quay Street, Bristol BS1 4QA.
Registered in England and Wales No. 04417123.
Customer care: 0345 602 1188`,
    html: hg_page(
      "Confirm your email to start shopping online - free delivery on your first shop over £40.",
      "Confirm your email",
      `<h1 class="dm-tx" style="margin:0 0 16px;font-size:24px;line-height:30px;color:#1e6b52;">Nearly there, Priya</h1>
<p class="dm-tx" style="margin:0 0 16px;">Thanks for creating a Harbourside account. Before you can book a delivery slot or use your Harbourside Rewards card online, please confirm this is your email address.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:24px auto;"><tr><td align="center">
${vml(hg_verify, "Confirm my email", "#1e6b52", 240)}
</td></tr></table>
<p class="dm-tx" style="margin:0 0 16px;font-size:13px;color:#5d6d63;">The link works for 48 hours. If it runs out, just sign in and we'll send you a fresh one.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#fff6dc;border-radius:6px;"><tr><td style="padding:14px 16px;font-size:14px;">
<strong>Free delivery on your first shop over &pound;40</strong> &ndash; no code needed.</td></tr></table>
<p class="dm-tx" style="margin:20px 0 0;font-size:13px;color:#5d6d63;">Didn't sign up? You can ignore this email and no account will be created.</p>`,
      "hg-verify-main",
    ),
  },
  {
    family: "harbourside-grocers",
    group: "consumer",
    lang: "en",
    kind: "order-delivered",
    code: null,
    link: null,
    from: "Harbourside Grocers <orders@e.harbourside.co.uk>",
    subject: "Your order HS-20418877 has been delivered",
    date: date(2026, 10, 3, 11, 48, "+0100"),
    enc: "qp",
    text: `Your shopping has arrived

Order HS-20418877
Delivered Saturday 3 October, 10:52 (slot 10:00-11:00)
Driver: Marek

Items ordered: 38   Substituted: 2   Unavailable: 1

Substitutions
  Ordered: Oatly Barista 1L  ->  Sent: Alpro Oat Barista 1L (£1.95)
  Ordered: Free range eggs x12 (large)  ->  Sent: Free range eggs x12 (mixed) (£3.10)
Unavailable
  Fresh basil 30g (not charged)

Subtotal          £61.82
Delivery          £1.50
Bag charge        £0.00
Rewards savings  -£3.40
Total charged     £59.92 to Visa ending 4821

You earned 59 Rewards points. Balance: 1,204 points.

Don't want a substitute? You can return it to the driver at the door, or tell us within
7 days for a refund: ${hg_click("hg-deliv-refund")}

Rate your delivery: ${hg_click("hg-deliv-rate")}

Harbourside Grocers Ltd, 14 Quay Street, Bristol BS1 4QA. Customer care: 0345 602 1188`,
    html: hg_page(
      "Delivered at 10:52 by Marek. 2 substitutions, 1 item unavailable.",
      "Order delivered",
      `<h1 class="dm-tx" style="margin:0 0 6px;font-size:22px;color:#1e6b52;">Your shopping has arrived</h1>
<p class="dm-tx" style="margin:0 0 18px;color:#5d6d63;font-size:13px;">Order <strong>HS-20418877</strong> &middot; Delivered Saturday 3 October, 10:52 &middot; Driver: Marek</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid #dfe7e1;">
 <tr><td class="stack" width="33%" align="center" style="padding:14px 0;"><span style="font-size:22px;font-weight:bold;">38</span><br><span style="font-size:12px;color:#5d6d63;">ordered</span></td>
 <td class="stack" width="33%" align="center" style="padding:14px 0;"><span style="font-size:22px;font-weight:bold;">2</span><br><span style="font-size:12px;color:#5d6d63;">substituted</span></td>
 <td class="stack" width="33%" align="center" style="padding:14px 0;"><span style="font-size:22px;font-weight:bold;">1</span><br><span style="font-size:12px;color:#5d6d63;">unavailable</span></td></tr>
</table>
<h3 style="margin:16px 0 8px;font-size:15px;">Substitutions</h3>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;border-collapse:collapse;">
 <tr style="background:#f4f7f5;"><td>Oatly Barista 1L</td><td>&rarr; Alpro Oat Barista 1L</td><td align="right">&pound;1.95</td></tr>
 <tr><td>Free range eggs x12 (large)</td><td>&rarr; Free range eggs x12 (mixed)</td><td align="right">&pound;3.10</td></tr>
</table>
<p style="font-size:13px;color:#5d6d63;">Unavailable: Fresh basil 30g (not charged)</p>
<table role="presentation" width="100%" cellpadding="4" cellspacing="0" border="0" style="font-size:14px;border-top:1px solid #dfe7e1;margin-top:10px;">
 <tr><td>Subtotal</td><td align="right">&pound;61.82</td></tr>
 <tr><td>Delivery</td><td align="right">&pound;1.50</td></tr>
 <tr><td>Rewards savings</td><td align="right" style="color:#1e6b52;">-&pound;3.40</td></tr>
 <tr><td><strong>Total charged</strong><br><span style="font-size:12px;color:#5d6d63;">Visa &bull;&bull;&bull;&bull; 4821</span></td><td align="right"><strong>&pound;59.92</strong></td></tr>
</table>
<p style="margin:18px 0 0;font-size:14px;">You earned <strong>59</strong> Rewards points. Balance: 1,204 points.</p>
<p style="margin:18px 0 0;font-size:13px;">Don't want a substitute? <a href="${
        a(hg_click("hg-deliv-refund"))
      }" style="color:#1e6b52;">Tell us within 7 days</a> and we'll refund it.</p>
<p style="margin:12px 0 0;"><a href="${
        a(hg_click("hg-deliv-rate"))
      }"><img src="https://image.e.harbourside.co.uk/lib/fe3811737164047b7d1c79/m/1/rate-stars.png" width="220" alt="Rate your delivery" style="border:0;"></a></p>`,
      "hg-deliv",
    ),
  },
  {
    family: "harbourside-grocers",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: hg_reset,
    from: "Harbourside Grocers <account@e.harbourside.co.uk>",
    subject: "Reset your Harbourside password",
    date: date(2026, 11, 8, 21, 5),
    html_enc: "b64",
    enc: "qp",
    text: `Reset your password

We got a request to reset the password for the Harbourside account linked to this email.

Choose a new password here (the link expires in 60 minutes and can only be used once):
${hg_reset}

If you didn't ask for this, you don't need to do anything - your password won't change.
Never share this link. Harbourside will never ask for your password by phone or text.

Customer care: 0345 602 1188
Harbourside Grocers Ltd, 14 Quay Street, Bristol BS1 4QA.`,
    html: hg_page(
      "Use the button inside to choose a new password. Link expires in 60 minutes.",
      "Reset your password",
      `<h1 class="dm-tx" style="margin:0 0 16px;font-size:24px;color:#1e6b52;">Reset your password</h1>
<p class="dm-tx" style="margin:0 0 16px;">We got a request to reset the password for the Harbourside account linked to this email.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:20px auto;"><tr><td>
${vml(hg_reset, "Choose a new password", "#1e6b52", 260)}
</td></tr></table>
<p class="dm-tx" style="margin:0 0 12px;font-size:13px;color:#5d6d63;">The link expires in 60 minutes and can only be used once.</p>
<p class="dm-tx" style="margin:0;font-size:13px;color:#5d6d63;">If you didn't ask for this, you don't need to do anything &ndash; your password won't change. Harbourside will never ask for your password by phone or text.</p>`,
      "hg-reset-main",
    ),
  },
];

// ---------------------------------------------------------------- Keystone Lettings (Australia property manager, Postmark-style portal mail)

function ks_page(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Keystone Lettings</title></head>
<body style="margin:0;background:#f4f4f0;font-family:Arial,Helvetica,sans-serif;">
<span style="display:none;max-height:0;overflow:hidden;">${pre}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="580" cellpadding="0" cellspacing="0" style="max-width:580px;width:100%;background:#fff;border:1px solid #e2e2da;">
<tr><td style="padding:18px 24px;border-bottom:4px solid #c7a14a;"><img src="https://portal.keystonelettings.com.au/branding/logo-navy.png" width="160" alt="Keystone Lettings - Property Management"></td></tr>
<tr><td style="padding:26px 24px;font-size:15px;line-height:22px;color:#1f2b3d;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;background:#1f2b3d;font-size:11px;line-height:17px;color:#b9c2cf;">
Keystone Lettings Pty Ltd &middot; Licensed real estate agent &middot; Shop 4, 120 Glenferrie Road, Malvern VIC 3144 &middot; (03) 9555 0144<br>
After-hours urgent repairs: 1300 555 781 &middot; <a href="https://www.keystonelettings.com.au/privacy" style="color:#e3c983;">Privacy</a>
</td></tr></table></td></tr></table></body></html>`;
}

const ks_invite = `https://portal.keystonelettings.com.au/invitations/accept?code=${
  tok("ks-inv", 28, ALNUM)
}&tenancy=TEN-40217`;
const ks_reset = `https://portal.keystonelettings.com.au/password/reset/${
  tok("ks-rs", 40, HEX)
}?email=grace.tan%40inbox.example`;

const keystone: Mail[] = [
  {
    family: "keystone-lettings",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: ks_invite,
    from: "Keystone Lettings <portal@keystonelettings.com.au>",
    subject: "Welcome to your new home - set up your tenant portal",
    date: date(2026, 3, 27, 15, 20, "+1100"),
    text: `Hi Lachlan and Grace,

Congratulations on your new tenancy at Unit 7/42 Wattletree Road, Armadale VIC 3143.

Lease start: 4 April 2026
Rent: $620.00 per week, due weekly in advance
Bond: $2,480.00 (lodged with the RTBA)
Your property manager: Nadia Haddad, (03) 9555 0144

Please set up your tenant portal account. You'll use it to pay rent, lodge maintenance requests and
sign your entry condition report:

${ks_invite}

This invitation is valid for 14 days.

Keystone Lettings Pty Ltd, Shop 4, 120 Glenferrie Road, Malvern VIC 3144`,
    html: ks_page(
      "Set up your portal to pay rent and sign your condition report.",
      `<p style="margin:0 0 14px;">Hi Lachlan and Grace,</p>
<p style="margin:0 0 16px;">Congratulations on your new tenancy at <strong>Unit 7/42 Wattletree Road, Armadale VIC 3143</strong>.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#faf7ef;">
<tr><td style="color:#66707e;">Lease start</td><td>4 April 2026</td></tr>
<tr><td style="color:#66707e;">Rent</td><td>$620.00 per week, due weekly in advance</td></tr>
<tr><td style="color:#66707e;">Bond</td><td>$2,480.00 (lodged with the RTBA)</td></tr>
<tr><td style="color:#66707e;">Property manager</td><td>Nadia Haddad, (03) 9555 0144</td></tr></table>
<p style="margin:18px 0;">Please set up your tenant portal account. You'll use it to pay rent, lodge maintenance requests and sign your entry condition report.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#1f2b3d;border-radius:4px;"><a href="${
        a(ks_invite)
      }" style="display:inline-block;padding:13px 26px;color:#ffffff;font-weight:bold;text-decoration:none;">Set up my portal</a></td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#66707e;">This invitation is valid for 14 days.</p>`,
    ),
  },
  {
    family: "keystone-lettings",
    group: "consumer",
    lang: "en",
    kind: "rent-receipt",
    code: null,
    link: null,
    from: "Keystone Lettings <accounts@keystonelettings.com.au>",
    subject: "Rent receipt R-118302 - Unit 7/42 Wattletree Rd",
    date: date(2026, 6, 5, 9, 1, "+1000"),
    text: `RENT RECEIPT

Receipt no: R-118302
Date received: 4 June 2026
Tenant(s): Lachlan Reid, Grace Tan
Property: Unit 7/42 Wattletree Road, Armadale VIC 3143

Amount received: $620.00
Method: Direct debit (BSB 063-000 ••••4417)
Rent paid to: 10 June 2026
Balance owing: $0.00

Keystone Lettings Pty Ltd - Trust Account
ABN 77 612 118 450`,
    html: ks_page(
      "$620.00 received. Rent paid to 10 June 2026.",
      `<p style="margin:0 0 12px;font-size:18px;font-weight:bold;letter-spacing:1px;">RENT RECEIPT</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #e2e2da;">
<tr><td style="color:#66707e;">Receipt no</td><td>R-118302</td></tr>
<tr><td style="color:#66707e;">Date received</td><td>4 June 2026</td></tr>
<tr><td style="color:#66707e;">Tenant(s)</td><td>Lachlan Reid, Grace Tan</td></tr>
<tr><td style="color:#66707e;">Property</td><td>Unit 7/42 Wattletree Road, Armadale VIC 3143</td></tr>
<tr><td style="color:#66707e;">Amount received</td><td><strong>$620.00</strong></td></tr>
<tr><td style="color:#66707e;">Method</td><td>Direct debit (BSB 063-000 &bull;&bull;&bull;&bull;4417)</td></tr>
<tr><td style="color:#66707e;">Rent paid to</td><td>10 June 2026</td></tr>
<tr><td style="color:#66707e;">Balance owing</td><td>$0.00</td></tr></table>
<p style="margin:14px 0 0;font-size:12px;color:#66707e;">Keystone Lettings Pty Ltd &ndash; Trust Account &middot; ABN 77 612 118 450</p>`,
    ),
  },
  {
    family: "keystone-lettings",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: ks_reset,
    from: "Keystone Lettings <portal@keystonelettings.com.au>",
    subject: "Password reset for your tenant portal",
    date: date(2026, 8, 15, 22, 47, "+1000"),
    html: null,
    enc: "7bit",
    text: `Hello,

A password reset was requested for the Keystone Lettings tenant portal account grace.tan@inbox.example.

To choose a new password, open this link within 60 minutes:
${ks_reset}

If you didn't request a reset, no action is needed.

Keystone Lettings
(03) 9555 0144`,
  },
];

// ---------------------------------------------------------------- QuickHands (India gig app, Amazon SES)

const qh_verify_hi = `https://quickhands.in/hi/verify-email?t=${tok("qh-hi", 48)}`;

const quickhands: Mail[] = [
  {
    family: "quickhands",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "4471",
    link: null,
    from: "QuickHands <otp@alerts.quickhands.in>",
    subject: "QuickHands OTP for login",
    date: date(2026, 5, 7, 8, 3, "+0530"),
    html: null,
    enc: "7bit",
    text: `Dear Partner,

4471 is your One Time Password (OTP) to log in to the QuickHands Partner app. Valid for 5 minutes.

Do not share this OTP with anyone, including QuickHands staff. QuickHands will never ask for your OTP, PIN or bank details over a call.

Partner helpline: 080-4718-5500 (7 AM - 11 PM)

Regards,
Team QuickHands
QuickHands Services Pvt. Ltd., 3rd Floor, Prestige Tech Park, Outer Ring Road, Bengaluru 560103
CIN: U74999KA2019PTC128844`,
  },
  {
    family: "quickhands",
    group: "regional",
    lang: "en",
    kind: "payout",
    code: null,
    link: null,
    from: "QuickHands Payouts <payouts@alerts.quickhands.in>",
    subject: "Weekly payout of ₹8,245 sent to your bank account",
    date: date(2026, 5, 11, 11, 30, "+0530"),
    enc: "qp",
    text: `Hi Ramesh,

Your weekly payout has been sent.

Week: 4 May - 10 May 2026
Jobs completed: 17
Earnings: ₹9,120.00
Incentive (Weekend Rush): ₹600.00
Platform fee: -₹1,368.00
TDS (1%): -₹107.00
Net payout: ₹8,245.00

Sent to: HDFC Bank A/c XXXXXX7812
UTR: HDFCN52026051104481273
Expected credit: within 2 working hours

Rating this week: 4.8 ★

Team QuickHands`,
    html: `<html><body style="margin:0;background:#f1f5f9;font-family:Roboto,Arial,sans-serif;">
${preheader("Net payout ₹8,245.00 to HDFC Bank A/c XXXXXX7812")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="max-width:520px;width:100%;background:#fff;border-radius:8px;">
<tr><td style="padding:18px 22px;background:#0f9d58;border-radius:8px 8px 0 0;"><img src="https://static.quickhands.in/mail/qh-logo-white.png" width="130" alt="QuickHands Partner"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px;color:#1e293b;">
<p style="margin:0 0 10px;">Hi Ramesh,</p><p style="margin:0 0 16px;">Your weekly payout has been sent.</p>
<p style="margin:0 0 16px;font-size:30px;font-weight:bold;color:#0f9d58;">&#8377;8,245.00</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;border-top:1px solid #e2e8f0;">
<tr><td>Week</td><td align="right">4 May &ndash; 10 May 2026</td></tr>
<tr><td>Jobs completed</td><td align="right">17</td></tr>
<tr><td>Earnings</td><td align="right">&#8377;9,120.00</td></tr>
<tr><td>Incentive (Weekend Rush)</td><td align="right">&#8377;600.00</td></tr>
<tr><td>Platform fee</td><td align="right">-&#8377;1,368.00</td></tr>
<tr><td>TDS (1%)</td><td align="right">-&#8377;107.00</td></tr>
<tr><td>Sent to</td><td align="right">HDFC Bank A/c XXXXXX7812</td></tr>
<tr><td>UTR</td><td align="right">HDFCN52026051104481273</td></tr></table>
<p style="margin:14px 0 0;font-size:13px;color:#64748b;">Expected credit: within 2 working hours. Rating this week: 4.8 &#9733;</p>
</td></tr></table>
<p style="font-size:11px;color:#94a3b8;">QuickHands Services Pvt. Ltd., Prestige Tech Park, Outer Ring Road, Bengaluru 560103</p>
</td></tr></table></body></html>`,
  },
  {
    family: "quickhands",
    group: "regional",
    lang: "hi",
    kind: "verify-code-link",
    code: "918305",
    link: qh_verify_hi,
    from: "QuickHands <no-reply@alerts.quickhands.in>",
    subject: "अपना ईमेल सत्यापित करें - QuickHands",
    date: date(2026, 6, 20, 17, 45, "+0530"),
    enc: "b64",
    text: `नमस्ते सुनीता जी,

QuickHands पर आपका स्वागत है! अपना ईमेल पता सत्यापित करने के लिए ऐप में यह कोड डालें:

918 305

या इस लिंक पर क्लिक करें:
${qh_verify_hi}

यह कोड और लिंक 30 मिनट तक मान्य हैं। यह कोड किसी के साथ साझा न करें।

सहायता: 080-4718-5500

टीम QuickHands`,
    html:
      `<html lang="hi"><head><meta charset="utf-8"></head><body style="margin:0;background:#f1f5f9;font-family:'Noto Sans Devanagari',Mangal,Arial,sans-serif;">
${preheader("अपना ईमेल सत्यापित करें। कोड 30 मिनट तक मान्य है।")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="max-width:520px;width:100%;background:#fff;border-radius:8px;">
<tr><td style="padding:18px 22px;background:#0f9d58;border-radius:8px 8px 0 0;"><img src="https://static.quickhands.in/mail/qh-logo-white.png" width="130" alt="QuickHands"></td></tr>
<tr><td style="padding:24px 22px;font-size:15px;line-height:24px;color:#1e293b;">
<p style="margin:0 0 12px;">नमस्ते सुनीता जी,</p>
<p style="margin:0 0 16px;">QuickHands पर आपका स्वागत है! अपना ईमेल पता सत्यापित करने के लिए ऐप में यह कोड डालें:</p>
<p style="margin:0 0 18px;text-align:center;font-family:Arial,sans-serif;font-size:34px;font-weight:bold;letter-spacing:6px;color:#0f9d58;">918 305</p>
<p style="margin:0 0 16px;text-align:center;">या</p>
<p style="margin:0 0 18px;text-align:center;">${
        vml(qh_verify_hi, "ईमेल सत्यापित करें", "#0f9d58", 220, "#ffffff", "10%")
      }</p>
<p style="margin:0;font-size:13px;color:#64748b;">यह कोड और लिंक 30 मिनट तक मान्य हैं। यह कोड किसी के साथ साझा न करें।</p>
</td></tr></table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Greenpaw Rescue (UK animal charity, Mailchimp)

function mc_track(seed: string): string {
  return `https://greenpawrescue.us17.list-manage.com/track/click?u=3f8a1c55e0b2d7a94c61e2b07&id=${
    tok(seed, 10, HEX)
  }&e=${tok(seed + "e", 10, HEX)}`;
}

function mc_page(pre: string, body: string, seed: string, footer_extra = ""): string {
  return `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head><meta charset="UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Greenpaw Rescue</title>
<style type="text/css">
 p{margin:10px 0;padding:0;} table{border-collapse:collapse;} h1,h2,h3{display:block;margin:0;padding:0;}
 #bodyTable,#bodyCell{height:100%;margin:0;padding:0;width:100%;}
 .mcnPreviewText{display:none !important;}
 #templateBody{background-color:#ffffff;border-top:0;border-bottom:2px solid #EAEAEA;padding-top:0;padding-bottom:9px;}
 #templateFooter{background-color:#f2efe6;padding-top:9px;padding-bottom:9px;}
 #templateFooter .mcnTextContent{color:#656565;font-family:Helvetica;font-size:12px;line-height:150%;text-align:center;}
 @media only screen and (max-width:480px){ .mcnTextContent{padding-right:18px !important;padding-left:18px !important;} }
</style></head>
<body style="height:100%;margin:0;padding:0;width:100%;">
<!--*|IF:MC_PREVIEW_TEXT|*--><!--[if !gte mso 9]><!----><span class="mcnPreviewText" style="display:none;font-size:0px;line-height:0px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;visibility:hidden;mso-hide:all;">${pre}</span><!--<![endif]--><!--*|END:IF|*-->
<center>
<table align="center" border="0" cellpadding="0" cellspacing="0" height="100%" width="100%" id="bodyTable" style="background-color:#f2efe6;">
<tr><td align="center" valign="top" id="bodyCell" style="padding:10px;">
<!--[if (gte mso 9)|(IE)]><table align="center" border="0" cellspacing="0" cellpadding="0" width="600" style="width:600px;"><tr><td align="center" valign="top" width="600" style="width:600px;"><![endif]-->
<table border="0" cellpadding="0" cellspacing="0" width="100%" class="templateContainer" style="max-width:600px;">
<tr><td valign="top" id="templateHeader" style="background:#2f6b3a;padding:18px;"><table class="mcnImageBlock" width="100%"><tr><td class="mcnImageContent" align="center"><img align="center" alt="Greenpaw Rescue" src="https://mcusercontent.com/3f8a1c55e0b2d7a94c61e2b07/images/greenpaw-logo.png" width="200" style="max-width:400px;padding-bottom:0;display:inline !important;vertical-align:bottom;" class="mcnImage"></td></tr></table></td></tr>
<tr><td valign="top" id="templateBody">
<table border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnTextBlock" style="min-width:100%;"><tbody class="mcnTextBlockOuter"><tr><td valign="top" class="mcnTextBlockInner" style="padding-top:9px;">
<table align="left" border="0" cellpadding="0" cellspacing="0" style="max-width:100%;min-width:100%;" width="100%" class="mcnTextContentContainer"><tbody><tr>
<td valign="top" class="mcnTextContent" style="padding:18px 28px;color:#2b2b2b;font-family:Helvetica;font-size:16px;line-height:150%;text-align:left;">
${body}
</td></tr></tbody></table></td></tr></tbody></table>
</td></tr>
<tr><td valign="top" id="templateFooter">
<table border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnFollowBlock"><tr><td align="center" style="padding:9px;">
<a href="${
    a(mc_track(seed + "fb"))
  }" target="_blank"><img src="https://cdn-images.mailchimp.com/icons/social-block-v2/color-facebook-48.png" alt="Facebook" width="24"></a>&nbsp;
<a href="${
    a(mc_track(seed + "ig"))
  }" target="_blank"><img src="https://cdn-images.mailchimp.com/icons/social-block-v2/color-instagram-48.png" alt="Instagram" width="24"></a>&nbsp;
<a href="${
    a(mc_track(seed + "web"))
  }" target="_blank"><img src="https://cdn-images.mailchimp.com/icons/social-block-v2/color-link-48.png" alt="Website" width="24"></a>
</td></tr></table>
<table border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnTextBlock"><tr><td valign="top" class="mcnTextContent" style="padding:9px 18px;">
<em>Copyright &copy; 2026 Greenpaw Rescue, All rights reserved.</em><br>${footer_extra}<br><br>
<strong>Our mailing address is:</strong><br>Greenpaw Rescue<br>Unit 3, Millbrook Farm Barns<br>Ashby Lane<br>Leicester, LE7 9RT<br>United Kingdom<br><br>
Registered charity no. 1187442<br><br>
Want to change how you receive these emails?<br>You can <a href="https://greenpawrescue.us17.list-manage.com/profile?u=3f8a1c55e0b2d7a94c61e2b07&amp;id=8c1d2e4f5a&amp;e=${
    tok(seed + "e", 10, HEX)
  }">update your preferences</a> or <a href="https://greenpawrescue.us17.list-manage.com/unsubscribe?u=3f8a1c55e0b2d7a94c61e2b07&amp;id=8c1d2e4f5a&amp;e=${
    tok(seed + "e", 10, HEX)
  }&amp;c=${tok(seed, 10, HEX)}">unsubscribe from this list</a>.<br><br>
<a href="http://eepurl.com/ihXq5D" title="Mailchimp Email Marketing"><img src="https://cdn-images.mailchimp.com/monkey_rewards/intuit-mc-rewards-text-dark.png" alt="Email Marketing Powered by Intuit Mailchimp" width="139"></a>
</td></tr></table>
</td></tr></table>
<!--[if (gte mso 9)|(IE)]></td></tr></table><![endif]-->
</td></tr></table></center>
<img src="https://greenpawrescue.us17.list-manage.com/track/open.php?u=3f8a1c55e0b2d7a94c61e2b07&amp;id=${
    tok(seed, 10, HEX)
  }&amp;e=${tok(seed + "e", 10, HEX)}" height="1" width="1" alt="">
</body></html>`;
}

const gr_confirm =
  `https://greenpawrescue.us17.list-manage.com/subscribe/confirm?u=3f8a1c55e0b2d7a94c61e2b07&id=8c1d2e4f5a&e=${
    tok("gr-doi", 10, HEX)
  }`;

const greenpaw: Mail[] = [
  {
    family: "greenpaw-rescue",
    group: "consumer",
    lang: "en",
    kind: "double-opt-in",
    code: null,
    link: gr_confirm,
    from: "Greenpaw Rescue <news@greenpawrescue.org.uk>",
    subject: "Greenpaw Rescue: Please Confirm Subscription",
    date: date(2026, 3, 2, 13, 40),
    text: `Greenpaw Rescue

Please Confirm Subscription

Yes, subscribe me to this list. ( ${gr_confirm} )

If you received this email by mistake, simply delete it. You won't be subscribed if you don't click the confirmation link above.

For questions about this list, please contact:
news@greenpawrescue.org.uk

Greenpaw Rescue, Unit 3, Millbrook Farm Barns, Ashby Lane, Leicester, LE7 9RT, United Kingdom`,
    html: mc_page(
      "Confirm your subscription to Greenpaw Rescue news.",
      `<h1 style="font-size:24px;color:#2f6b3a;margin-bottom:14px;">Please Confirm Subscription</h1>
<table border="0" cellpadding="0" cellspacing="0" class="mcnButtonContentContainer" style="border-collapse:separate !important;border-radius:4px;background-color:#2f6b3a;margin:14px 0;"><tbody><tr>
<td align="center" valign="middle" class="mcnButtonContent" style="font-family:Arial;font-size:16px;padding:16px 22px;"><a class="mcnButton" title="Yes, subscribe me to this list." href="${
        a(gr_confirm)
      }" target="_blank" style="font-weight:bold;letter-spacing:normal;line-height:100%;text-align:center;text-decoration:none;color:#FFFFFF;">Yes, subscribe me to this list.</a></td></tr></tbody></table>
<p style="font-size:14px;">If you received this email by mistake, simply delete it. You won't be subscribed if you don't click the confirmation link above.</p>
<p style="font-size:14px;">For questions about this list, please contact:<br><a href="mailto:news@greenpawrescue.org.uk">news@greenpawrescue.org.uk</a></p>`,
      "gr-doi",
    ),
  },
  {
    family: "greenpaw-rescue",
    group: "consumer",
    lang: "en",
    kind: "donation-receipt",
    code: null,
    link: null,
    from: "Greenpaw Rescue <supporters@greenpawrescue.org.uk>",
    subject: "Thank you for your gift of £25 - your receipt",
    date: date(2026, 3, 9, 10, 12),
    enc: "qp",
    attachment: [
      "Greenpaw_Donation_Receipt_GR-DN-60418.pdf",
      "application/pdf",
      `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj
% Greenpaw Rescue donation receipt GR-DN-60418 amount GBP 25.00 Gift Aid 6.25 charity 1187442
trailer << /Root 1 0 R >>
%%EOF`,
    ],
    text: `Dear Helen,

Thank you so much for your donation of £25.00 on 8 March 2026.

Because you ticked Gift Aid, we can claim an extra £6.25 from HMRC at no cost to you.

Donation reference: GR-DN-60418
Payment: PayPal
Fund: Winter Kennel Appeal

Your receipt is attached for your records. This month your gift helps keep the heaters on for
Pepper, Bramble and the other 31 dogs waiting for homes.

With warm thanks,
Jo Whitfield, Supporter Care
Greenpaw Rescue, registered charity no. 1187442
0116 555 0192`,
    html: mc_page(
      "Your gift plus Gift Aid adds up to £31.25 for the Winter Kennel Appeal.",
      `<p>Dear Helen,</p>
<p>Thank you so much for your donation of <strong>&pound;25.00</strong> on 8 March 2026.</p>
<p>Because you ticked Gift Aid, we can claim an extra &pound;6.25 from HMRC at no cost to you.</p>
<table width="100%" cellpadding="6" style="font-size:14px;background:#f6f3ea;"><tr><td>Donation reference</td><td>GR-DN-60418</td></tr><tr><td>Payment</td><td>PayPal</td></tr><tr><td>Fund</td><td>Winter Kennel Appeal</td></tr></table>
<p>Your receipt is attached for your records. This month your gift helps keep the heaters on for Pepper, Bramble and the other 31 dogs waiting for homes.</p>
<p><img src="https://mcusercontent.com/3f8a1c55e0b2d7a94c61e2b07/images/pepper-bramble.jpg" width="540" alt="Pepper and Bramble in the kennel yard" style="max-width:100%;"></p>
<p>With warm thanks,<br>Jo Whitfield, Supporter Care<br>0116 555 0192</p>`,
      "gr-rcpt",
    ),
  },
  {
    family: "greenpaw-rescue",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Greenpaw Rescue <news@greenpawrescue.org.uk>",
    subject: "Spring at Greenpaw: 14 adoptions, a new cattery and a dog show",
    date: date(2026, 4, 24, 16, 0, "+0100"),
    enc: "qp",
    text: `** Spring at Greenpaw
------------------------------------------------------------

Fourteen animals found their forever homes in March and April, including Bramble, who had been with us for 412 days.

** The new cattery is open
------------------------------------------------------------
Thanks to 286 of you, the cattery build came in at £38,400 - and on time. Come and see it at our open day.

** Fun dog show - Sunday 17 May, 11am-3pm
------------------------------------------------------------
Millbrook Farm, Ashby Lane, LE7 9RT. Entry £2 per class. Categories include Waggiest Tail and Best Rescue.

Find out more ( ${mc_track("gr-nl-show")} )
Meet the dogs looking for homes ( ${mc_track("gr-nl-dogs")} )

============================================================
Copyright © 2026 Greenpaw Rescue, All rights reserved.
You are receiving this email because you opted in via our website.

Our mailing address is:
Greenpaw Rescue, Unit 3, Millbrook Farm Barns, Ashby Lane, Leicester, LE7 9RT, United Kingdom

unsubscribe from this list: https://greenpawrescue.us17.list-manage.com/unsubscribe?u=3f8a1c55e0b2d7a94c61e2b07&id=8c1d2e4f5a&e=${
      tok("gr-nle", 10, HEX)
    }&c=${tok("gr-nl", 10, HEX)}`,
    html: mc_page(
      "14 adoptions, a new cattery, and a fun dog show on 17 May.",
      `<h1 style="font-size:26px;color:#2f6b3a;">Spring at Greenpaw</h1>
<p>Fourteen animals found their forever homes in March and April, including Bramble, who had been with us for 412 days.</p>
<p><a href="${
        a(mc_track("gr-nl-dogs"))
      }"><img src="https://mcusercontent.com/3f8a1c55e0b2d7a94c61e2b07/images/bramble-home.jpg" width="540" alt="Bramble on the sofa in her new home" style="max-width:100%;"></a></p>
<h2 style="font-size:20px;color:#2f6b3a;margin-top:18px;">The new cattery is open</h2>
<p>Thanks to 286 of you, the cattery build came in at &pound;38,400 &ndash; and on time. Come and see it at our open day.</p>
<h2 style="font-size:20px;color:#2f6b3a;margin-top:18px;">Fun dog show &ndash; Sunday 17 May, 11am&ndash;3pm</h2>
<p>Millbrook Farm, Ashby Lane, LE7 9RT. Entry &pound;2 per class. Categories include Waggiest Tail and Best Rescue.</p>
<p><a href="${a(mc_track("gr-nl-show"))}" style="color:#2f6b3a;font-weight:bold;">Find out more &rarr;</a></p>`,
      "gr-nl",
      "You are receiving this email because you opted in via our website.",
    ),
  },
];

// ---------------------------------------------------------------- The Riverton Gazette (US local newspaper, Piano + Marketing Cloud)

function rg_click(seed: string): string {
  return `https://click.email.rivertongazette.com/?qs=${tok(seed, 170, HEX)}`;
}

function rg_page(pre: string, body: string, seed: string): string {
  return `${DOCTYPE}
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>The Riverton Gazette</title></head>
<body style="margin:0;padding:0;background:#f7f7f5;">
${preheader(pre)}
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f7f7f5"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border:1px solid #e5e5e0;">
<tr><td align="center" style="padding:20px;border-bottom:1px solid #111;"><a href="${
    a(rg_click(seed + "logo"))
  }"><img src="https://image.email.rivertongazette.com/lib/fe9b15717d6d047a/m/1/gazette-nameplate.png" width="320" alt="The Riverton Gazette" border="0"></a><br><span style="font-family:Georgia,serif;font-size:11px;color:#777;letter-spacing:2px;">SERVING THE RIVER VALLEY SINCE 1889</span></td></tr>
<tr><td style="padding:26px 30px;font-family:Georgia,serif;font-size:16px;line-height:25px;color:#222;">
${body}
</td></tr>
<tr><td style="padding:18px 30px;border-top:1px solid #e5e5e0;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#777;">
Customer Service: (541) 555-0133, Mon&ndash;Fri 7 a.m.&ndash;4 p.m. &middot; <a href="${
    a(rg_click(seed + "faq"))
  }" style="color:#555;">FAQ</a> &middot; <a href="${
    a(rg_click(seed + "priv"))
  }" style="color:#555;">Privacy Policy</a><br>
The Riverton Gazette, 220 SW Front Street, Riverton, OR 97389
</td></tr></table></td></tr></table>
<img src="https://click.email.rivertongazette.com/open.aspx?ffcf14-${
    tok(seed + "o", 40, HEX)
  }&amp;d=40012&amp;bmt=0" width="1" height="1" alt="">
</body></html>`;
}

const rg_activate = `https://rivertongazette.com/activate?aid=Rx2K91mP&token=${
  tok("rg-act", 52)
}&offer=TMZ4O0X8-print-plus-digital`;

const riverton: Mail[] = [
  {
    family: "riverton-gazette",
    group: "consumer",
    lang: "en",
    kind: "activation-link",
    code: null,
    link: rg_activate,
    from: "The Riverton Gazette <subscriberservices@rivertongazette.com>",
    subject: "Activate your digital access - it's included with your print subscription",
    date: date(2026, 1, 12, 9, 0, "-0800"),
    text: `Dear Harold Jensen,

Your home delivery subscription (account 0031187, Thursday and Sunday) includes full digital access
at no extra charge: unlimited articles on rivertongazette.com, the e-Edition, and the Gazette app.

Activate your digital access:
${rg_activate}

You'll be asked to create a password. The activation link is good for 30 days.

Need a hand? Call Customer Service at (541) 555-0133 and we'll walk you through it.

The Riverton Gazette, 220 SW Front Street, Riverton, OR 97389`,
    html: rg_page(
      "Unlimited articles, the e-Edition and the app come with your print subscription.",
      `<p style="margin:0 0 14px;">Dear Harold Jensen,</p>
<p style="margin:0 0 14px;">Your home delivery subscription (account 0031187, Thursday and Sunday) includes full digital access at no extra charge: unlimited articles on rivertongazette.com, the e-Edition, and the Gazette app.</p>
<table cellpadding="0" cellspacing="0" border="0" align="center" style="margin:22px auto;"><tr><td>${
        vml(rg_activate, "ACTIVATE DIGITAL ACCESS", "#1d3f6e", 280, "#ffffff", "4%")
      }</td></tr></table>
<p style="margin:0 0 14px;">You'll be asked to create a password. The activation link is good for 30 days.</p>
<p style="margin:0;font-size:14px;color:#555;">Need a hand? Call Customer Service at (541) 555-0133 and we'll walk you through it.</p>`,
      "rg-act",
    ),
  },
  {
    family: "riverton-gazette",
    group: "consumer",
    lang: "en",
    kind: "e-edition",
    code: null,
    link: null,
    from: "The Riverton Gazette <newsletters@email.rivertongazette.com>",
    subject: "Today's e-Edition: Council OKs Front Street bridge repairs",
    date: date(2026, 3, 19, 5, 30, "-0700"),
    enc: "qp",
    text: `THE RIVERTON GAZETTE - THURSDAY E-EDITION
March 19, 2026

Council OKs $4.2M Front Street bridge repairs
Work starts June 1; expect lane closures through October.
${rg_click("rg-ee-1")}

Riverton High girls advance to 4A state semifinal
${rg_click("rg-ee-2")}

Obituaries, legal notices and the weekend events calendar are inside.

Read the full e-Edition: ${rg_click("rg-ee-full")}

Manage newsletters: ${rg_click("rg-eeprefs")}
The Riverton Gazette, 220 SW Front Street, Riverton, OR 97389`,
    html: rg_page(
      "Council OKs $4.2M bridge repairs; Riverton High girls to state semis.",
      `<p style="margin:0 0 16px;font-family:Arial,sans-serif;font-size:12px;letter-spacing:1px;color:#1d3f6e;">THURSDAY E-EDITION &middot; MARCH 19, 2026</p>
<a href="${
        a(rg_click("rg-ee-full"))
      }"><img src="https://image.email.rivertongazette.com/lib/fe9b15717d6d047a/m/1/ee-20260319-front.jpg" width="540" alt="Today's front page" style="display:block;width:100%;border:1px solid #ddd;"></a>
<h2 style="margin:18px 0 6px;font-size:22px;"><a href="${
        a(rg_click("rg-ee-1"))
      }" style="color:#111;text-decoration:none;">Council OKs $4.2M Front Street bridge repairs</a></h2>
<p style="margin:0 0 16px;">Work starts June 1; expect lane closures through October.</p>
<h2 style="margin:0 0 6px;font-size:18px;"><a href="${
        a(rg_click("rg-ee-2"))
      }" style="color:#111;text-decoration:none;">Riverton High girls advance to 4A state semifinal</a></h2>
<p style="margin:16px 0 0;font-size:14px;color:#555;">Obituaries, legal notices and the weekend events calendar are inside.</p>`,
      "rg-ee",
    ),
  },
];

// ---------------------------------------------------------------- Spoke & Chain (UK cycling forum, XenForo-style)

function sc_page(body: string): string {
  return `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:#fefefe;">
<table cellpadding="10" cellspacing="0" border="0" width="100%" style="background:#fefefe;"><tr><td>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:700px;border:1px solid #dfdfdf;border-radius:3px;margin:0 auto;font-family:'Segoe UI','Helvetica Neue',Helvetica,Roboto,Oxygen,Ubuntu,Cantarell,'Fira Sans','Droid Sans',sans-serif;font-size:15px;color:#141414;line-height:1.4;">
<tr><td style="background:#185886;border-bottom:1px solid #dfdfdf;padding:6px 10px;font-size:17px;color:#fff;"><a href="https://www.spokeandchain.co.uk/forums/" style="color:#fff;text-decoration:none;">Spoke &amp; Chain Forums</a></td></tr>
<tr><td style="background:#fefefe;padding:10px;">
${body}
</td></tr>
<tr><td style="background:#f5f5f5;border-top:1px solid #dfdfdf;padding:6px 10px;font-size:12px;text-align:right;"><a href="https://www.spokeandchain.co.uk/forums/" style="color:#185886;text-decoration:none;">Spoke &amp; Chain Forums</a></td></tr>
</table></td></tr></table></body></html>`;
}

const sc_confirm = `https://www.spokeandchain.co.uk/forums/account-confirmation/peloton_pete.88213/email?c=${
  tok("sc-conf", 16, ALNUM)
}`;
const sc_reset = `https://www.spokeandchain.co.uk/forums/lost-password/88213/confirm?c=${tok("sc-reset", 16, ALNUM)}`;

const spokeandchain: Mail[] = [
  {
    family: "spokeandchain-forum",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: sc_confirm,
    from: "Spoke & Chain Forums <forums@spokeandchain.co.uk>",
    subject: "Account confirmation required",
    date: date(2026, 5, 23, 18, 2, "+0100"),
    text:
      `peloton_pete, in order to complete your registration or reactivate your account at Spoke & Chain Forums, you need to confirm your email address by clicking the link below:

${sc_confirm}

If you did not request this, please ignore this email.

----------------------------------------

Spoke & Chain Forums
https://www.spokeandchain.co.uk/forums/`,
    html: sc_page(
      `<p style="margin-top:0;">peloton_pete, in order to complete your registration or reactivate your account at Spoke &amp; Chain Forums, you need to confirm your email address by clicking the link below:</p>
<p><a href="${a(sc_confirm)}" style="color:#185886;text-decoration:none;">${a(sc_confirm)}</a></p>
<p style="margin-bottom:0;">If you did not request this, please ignore this email.</p>`,
    ),
  },
  {
    family: "spokeandchain-forum",
    group: "consumer",
    lang: "en",
    kind: "reply-notification",
    code: null,
    link: null,
    from: "Spoke & Chain Forums <forums@spokeandchain.co.uk>",
    subject: "Reply to thread 'Tubeless on 28mm - worth it for winter commuting?'",
    date: date(2026, 11, 3, 7, 51),
    text: `peloton_pete, Grizzled_Audax replied to a thread you are watching at Spoke & Chain Forums.

Tubeless on 28mm - worth it for winter commuting?
https://www.spokeandchain.co.uk/forums/threads/tubeless-on-28mm-worth-it-for-winter-commuting.412877/unread

This message was truncated. Please visit the thread to read the full message.

"Short answer: yes, but only if you top up the sealant every 3 months. I run 60 psi front, 65 rear at 82kg and haven't had a flat since February. Carry a plug kit and a spare tube - the flint on the A6 still gets through..."

There may be more replies to this thread, but you will not receive any more notifications until you visit the forum again.

----------------------------------------

This message was sent to you because you opted to watch the thread "Tubeless on 28mm - worth it for winter commuting?" at Spoke & Chain Forums with email notification of new replies.

Stop receiving emails from this thread: https://www.spokeandchain.co.uk/forums/email-stop/content?t=${
      tok("sc-stop", 60)
    }
Stop receiving all emails: https://www.spokeandchain.co.uk/forums/email-stop/all?t=${tok("sc-stopall", 60)}`,
    html: sc_page(
      `<p style="margin-top:0;">peloton_pete, <a href="https://www.spokeandchain.co.uk/forums/members/grizzled_audax.1402/" style="color:#185886;text-decoration:none;">Grizzled_Audax</a> replied to a thread you are watching at Spoke &amp; Chain Forums.</p>
<h2 style="font-size:18px;font-weight:normal;margin:10px 0;"><a href="https://www.spokeandchain.co.uk/forums/threads/tubeless-on-28mm-worth-it-for-winter-commuting.412877/unread" style="color:#185886;text-decoration:none;">Tubeless on 28mm - worth it for winter commuting?</a></h2>
<div style="margin:10px 0;padding:10px;border:1px solid #dfdfdf;border-left:3px solid #f87b21;background:#f5f5f5;">Short answer: yes, but only if you top up the sealant every 3 months. I run 60 psi front, 65 rear at 82kg and haven't had a flat since February. Carry a plug kit and a spare tube &ndash; the flint on the A6 still gets through...</div>
<p style="font-size:13px;color:#8c8c8c;">This message was truncated. Please visit the thread to read the full message.</p>
<p style="font-size:13px;color:#8c8c8c;">There may be more replies to this thread, but you will not receive any more notifications until you visit the forum again.</p>
<p style="font-size:12px;color:#8c8c8c;margin-bottom:0;">This message was sent to you because you opted to watch the thread at Spoke &amp; Chain Forums with email notification of new replies.<br>
<a href="https://www.spokeandchain.co.uk/forums/email-stop/content?t=${
        tok("sc-stop", 60)
      }" style="color:#185886;">Stop receiving emails from this thread</a> &middot; <a href="https://www.spokeandchain.co.uk/forums/email-stop/all?t=${
        tok("sc-stopall", 60)
      }" style="color:#185886;">Stop receiving all emails</a></p>`,
    ),
  },
  {
    family: "spokeandchain-forum",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: sc_reset,
    from: "Spoke & Chain Forums <forums@spokeandchain.co.uk>",
    subject: "Password reset request",
    date: date(2026, 12, 1, 22, 16),
    text:
      `peloton_pete, you have requested to reset your password at Spoke & Chain Forums. To complete this request, please click the link below:

${sc_reset}

If you did not request this, please ignore this email. Your password will not be changed.

----------------------------------------

Spoke & Chain Forums
https://www.spokeandchain.co.uk/forums/`,
    html: sc_page(
      `<p style="margin-top:0;">peloton_pete, you have requested to reset your password at Spoke &amp; Chain Forums. To complete this request, please click the link below:</p>
<p><a href="${a(sc_reset)}" style="color:#185886;text-decoration:none;">${a(sc_reset)}</a></p>
<p style="margin-bottom:0;">If you did not request this, please ignore this email. Your password will not be changed.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Kolanut Bank (Nigeria, in-house alerts)

function kb_page(pre: string, body: string): string {
  return `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#eef0f3;font-family:Tahoma,Verdana,sans-serif;">
<div style="display:none;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#fff;">
<tr><td style="background:#6a1b1a;padding:14px 20px;"><table width="100%"><tr><td><img src="https://ibank.kolanutbank.com.ng/mailassets/kolanut-logo.png" width="140" alt="Kolanut Bank"></td><td align="right" style="color:#f3d9a4;font-size:11px;">Kolanut Alert Service</td></tr></table></td></tr>
<tr><td style="padding:22px 20px;font-size:13px;line-height:20px;color:#2a2a2a;">
${body}
</td></tr>
<tr><td style="padding:14px 20px;background:#f7f2e8;font-size:10px;line-height:15px;color:#6d6d6d;">
Kolanut Bank will NEVER ask you for your PIN, password, token or OTP by phone, SMS or email. Report fraud: 0700-KOLANUT (0700 565 2688) or fraud@kolanutbank.com.ng.<br>
Kolanut Bank Plc, Plot 1261 Adeola Hopewell Street, Victoria Island, Lagos. Licensed by the Central Bank of Nigeria. Deposits insured by NDIC.
</td></tr></table></td></tr></table></body></html>`;
}

const kolanut: Mail[] = [
  {
    family: "kolanut-bank",
    group: "regional",
    lang: "en",
    kind: "transfer-otp",
    code: "58204913",
    link: null,
    from: "Kolanut Bank <alerts@kolanutbank.com.ng>",
    subject: "One Time Password (OTP) for your transaction",
    date: date(2026, 7, 14, 13, 26, "+0100"),
    enc: "qp",
    text: `Dear ADEBAYO OLUWASEUN,

Your One Time Password (OTP) for the transaction below is 58204913

Transaction: Transfer to GTBank 0123456789 (MUSA IBRAHIM ENTERPRISES)
Amount: NGN 250,000.00
Date: 14-Jul-2026 13:26

This OTP is valid for 5 minutes. Do not disclose it to anyone.
If you did not initiate this transaction, call 0700 565 2688 immediately.

Thank you for banking with us.
Kolanut Bank Plc`,
    html: kb_page(
      "OTP for NGN 250,000.00 transfer. Valid for 5 minutes.",
      `<p style="margin:0 0 12px;">Dear ADEBAYO OLUWASEUN,</p>
<p style="margin:0 0 12px;">Your One Time Password (OTP) for the transaction below is</p>
<p style="margin:0 0 16px;font-size:26px;font-weight:bold;color:#6a1b1a;letter-spacing:4px;">58204913</p>
<table width="100%" cellpadding="5" cellspacing="0" style="border:1px solid #e0d6c4;font-size:12px;">
<tr style="background:#f7f2e8;"><td width="35%">Transaction</td><td>Transfer to GTBank 0123456789 (MUSA IBRAHIM ENTERPRISES)</td></tr>
<tr><td>Amount</td><td>NGN 250,000.00</td></tr>
<tr style="background:#f7f2e8;"><td>Date</td><td>14-Jul-2026 13:26</td></tr></table>
<p style="margin:14px 0 0;">This OTP is valid for 5 minutes. Do not disclose it to anyone. If you did not initiate this transaction, call 0700 565 2688 immediately.</p>`,
    ),
  },
  {
    family: "kolanut-bank",
    group: "regional",
    lang: "en",
    kind: "debit-alert",
    code: null,
    link: null,
    from: "Kolanut Bank <alerts@kolanutbank.com.ng>",
    subject: "Kolanut Transaction Alert [Debit: NGN 250,000.00]",
    date: date(2026, 7, 14, 13, 28, "+0100"),
    enc: "qp",
    text: `Dear ADEBAYO OLUWASEUN,

Kolanut Bank Electronic Notification Service

We wish to inform you that a Debit transaction occurred on your account with us.

Account Number: 20****4471
Transaction Location: MOBILE APP
Description: TRF TO MUSA IBRAHIM ENTERPRISES/GTB/REF:KLN260714132644871
Amount: NGN 250,000.00
Value Date: 14-JUL-2026
Remarks: Supplier payment inv 0089
Time of Transaction: 13:28
Document Number: 000714KLN88412

Available Balance: NGN 1,184,320.55

Thank you for choosing Kolanut Bank.`,
    html: kb_page(
      "Debit NGN 250,000.00 on 20****4471. Available balance NGN 1,184,320.55.",
      `<p style="margin:0 0 12px;">Dear ADEBAYO OLUWASEUN,</p>
<p style="margin:0 0 4px;font-weight:bold;color:#6a1b1a;">Kolanut Bank Electronic Notification Service</p>
<p style="margin:0 0 12px;">We wish to inform you that a <strong>Debit</strong> transaction occurred on your account with us.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="border:1px solid #e0d6c4;font-size:12px;">
<tr style="background:#f7f2e8;"><td width="40%">Account Number</td><td>20****4471</td></tr>
<tr><td>Transaction Location</td><td>MOBILE APP</td></tr>
<tr style="background:#f7f2e8;"><td>Description</td><td>TRF TO MUSA IBRAHIM ENTERPRISES/GTB/REF:KLN260714132644871</td></tr>
<tr><td>Amount</td><td><strong>NGN 250,000.00</strong></td></tr>
<tr style="background:#f7f2e8;"><td>Value Date</td><td>14-JUL-2026</td></tr>
<tr><td>Remarks</td><td>Supplier payment inv 0089</td></tr>
<tr style="background:#f7f2e8;"><td>Time of Transaction</td><td>13:28</td></tr>
<tr><td>Document Number</td><td>000714KLN88412</td></tr>
<tr style="background:#f7f2e8;"><td>Available Balance</td><td><strong>NGN 1,184,320.55</strong></td></tr></table>
<p style="margin:14px 0 0;">Thank you for choosing Kolanut Bank.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Copper Kettle Home (US homewares on Shopify, Klaviyo)

function kl_click(seed: string): string {
  return `https://ctrk.klclick3.com/l/${tok(seed, 26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")}_${tok(seed + "b", 6)}`;
}

function kl_page(pre: string, body: string, seed: string): string {
  return `<!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" lang="en">
<head><title></title><meta charset="UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">#outlook a{padding:0;} body{margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;} table,td{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;}
@media only screen and (min-width:400px){ .mj-column-per-100{width:100%!important;max-width:100%;} }
.kl-text-table-layout{table-layout:fixed;} @media (prefers-color-scheme:dark){ .kl-bg{background:#232019!important;} .kl-ink{color:#f0e8da!important;} }</style>
</head><body class="kl-bg" style="word-spacing:normal;background-color:#fbf7f0;">
<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${pre}</div>
<div class="root-container" style="background-color:#fbf7f0;">
<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="" role="presentation" style="width:600px;" width="600"><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]-->
<div style="margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:20px 0;text-align:center;">
<div class="mj-column-per-100 mj-outlook-group-fix component-wrapper" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" width="100%"><tbody>
<tr><td align="center" style="padding:10px 18px;"><a href="${
    a(kl_click(seed + "logo"))
  }" style="color:#15c;"><img src="https://d3k81ch9hvuctc.cloudfront.net/company/Tk4PqZ/images/9a1e2c7d-copper-kettle-logo.png" alt="Copper Kettle Home" width="180" style="display:block;"></a></td></tr>
<tr><td class="kl-text kl-ink" style="padding:12px 24px;font-family:'Helvetica Neue',Arial;font-size:15px;line-height:1.5;color:#3b2f22;">
${body}
</td></tr>
<tr><td align="center" style="padding:24px 18px 9px;font-family:Arial;font-size:12px;line-height:1.5;color:#8b7b66;">
<a href="${a(kl_click(seed + "shop"))}" style="color:#8b7b66;">Shop</a> &nbsp;|&nbsp; <a href="${
    a(kl_click(seed + "ret"))
  }" style="color:#8b7b66;">Returns</a> &nbsp;|&nbsp; <a href="${
    a(kl_click(seed + "faq"))
  }" style="color:#8b7b66;">FAQ</a><br>
No longer want to receive these emails? <a href="https://manage.kmail-lists.com/subscriptions/unsubscribe?a=Tk4PqZ&amp;c=${
    tok(seed + "c", 28)
  }&amp;k=${tok(seed + "k", 32, HEX)}&amp;m=${tok(seed + "m", 6)}&amp;r=${
    tok(seed + "r", 6)
  }" style="color:#8b7b66;">Unsubscribe</a>.<br>
Copper Kettle Home 410 N Main St Asheville, NC 28801
</td></tr>
</tbody></table></div></td></tr></tbody></table></div>
<!--[if mso | IE]></td></tr></table><![endif]-->
</div></body></html>`;
}

const ck_confirm = `https://manage.kmail-lists.com/subscriptions/subscribed?a=Tk4PqZ&c=${tok("ck-doi-c", 28)}&k=${
  tok("ck-doi-k", 32, HEX)
}&g=WvR3xh`;

const copperkettle: Mail[] = [
  {
    family: "copperkettle-home",
    group: "consumer",
    lang: "en",
    kind: "double-opt-in",
    code: null,
    link: ck_confirm,
    from: "Copper Kettle Home <hello@copperkettlehome.com>",
    subject: "Confirm your subscription",
    date: date(2026, 10, 28, 15, 3, "-0400"),
    text: `Confirm your subscription

Thanks for signing up! Please confirm your email to start getting first looks at new arrivals, recipes and
subscriber-only offers from Copper Kettle Home.

Yes, subscribe me: ${ck_confirm}

If you received this email by mistake, simply delete it. You won't be subscribed if you don't confirm.

Copper Kettle Home 410 N Main St Asheville, NC 28801`,
    html: kl_page(
      "One click and you're on the list.",
      `<h1 style="margin:0 0 12px;font-family:Georgia,serif;font-size:28px;font-weight:normal;color:#3b2f22;text-align:center;">Confirm your subscription</h1>
<p style="text-align:center;margin:0 0 20px;">Thanks for signing up! Please confirm your email to start getting first looks at new arrivals, recipes and subscriber-only offers.</p>
<div style="text-align:center;">${vml(ck_confirm, "Yes, subscribe me", "#b5652b", 220, "#ffffff", "8%")}</div>
<p style="text-align:center;margin:20px 0 0;font-size:12px;color:#8b7b66;">If you received this email by mistake, simply delete it. You won't be subscribed if you don't confirm.</p>`,
      "ck-doi",
    ),
  },
  {
    family: "copperkettle-home",
    group: "consumer",
    lang: "en",
    kind: "welcome-offer",
    code: null,
    link: null,
    from: "Copper Kettle Home <hello@copperkettlehome.com>",
    subject: "You're in! Here's 15% off your first order",
    date: date(2026, 10, 28, 15, 6, "-0400"),
    enc: "qp",
    text: `Welcome to the Copper Kettle family

Thanks for confirming. As promised, here's 15% off your first order:

WELCOME15

Valid on full-price items until November 30, 2026. One use per customer.

Bestsellers right now:
- Hand-hammered copper tea kettle, 2 qt - $89.00
- Stoneware pour-over set - $54.00
- Linen tea towels, set of 3 - $32.00

Shop now: ${kl_click("ck-welcome-shop")}

Copper Kettle Home 410 N Main St Asheville, NC 28801`,
    html: kl_page(
      "Use WELCOME15 on full-price items until Nov 30.",
      `<h1 style="margin:0 0 12px;font-family:Georgia,serif;font-size:28px;font-weight:normal;text-align:center;">Welcome to the Copper Kettle family</h1>
<p style="text-align:center;">Thanks for confirming. As promised, here's 15% off your first order:</p>
<p style="text-align:center;margin:16px auto;padding:14px;border:2px dashed #b5652b;max-width:240px;font-size:24px;letter-spacing:3px;font-weight:bold;color:#b5652b;">WELCOME15</p>
<p style="text-align:center;font-size:12px;color:#8b7b66;">Valid on full-price items until November 30, 2026. One use per customer.</p>
<table width="100%" role="presentation"><tr>
<td width="33%" align="center" style="padding:8px;font-size:13px;"><a href="${
        a(kl_click("ck-welcome-p1"))
      }"><img src="https://d3k81ch9hvuctc.cloudfront.net/company/Tk4PqZ/images/kettle-2qt.jpg" width="160" alt="Hand-hammered copper tea kettle"></a><br>Copper tea kettle, 2 qt<br>$89.00</td>
<td width="33%" align="center" style="padding:8px;font-size:13px;"><a href="${
        a(kl_click("ck-welcome-p2"))
      }"><img src="https://d3k81ch9hvuctc.cloudfront.net/company/Tk4PqZ/images/pourover.jpg" width="160" alt="Stoneware pour-over set"></a><br>Stoneware pour-over set<br>$54.00</td>
<td width="33%" align="center" style="padding:8px;font-size:13px;"><a href="${
        a(kl_click("ck-welcome-p3"))
      }"><img src="https://d3k81ch9hvuctc.cloudfront.net/company/Tk4PqZ/images/towels.jpg" width="160" alt="Linen tea towels"></a><br>Linen tea towels, set of 3<br>$32.00</td></tr></table>
<div style="text-align:center;margin-top:12px;">${vml(kl_click("ck-welcome-shop"), "Shop now", "#3b2f22", 180)}</div>`,
      "ck-welcome",
    ),
  },
  {
    family: "copperkettle-home",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Copper Kettle Home <orders@copperkettlehome.com>",
    subject: "Order #CK10482 is on its way",
    date: date(2026, 11, 4, 11, 40, "-0500"),
    enc: "qp",
    text: `Your order is on its way!

Order #CK10482
Shipped via UPS Ground - tracking 1Z 8F4 29V 03 1184 6627
Estimated delivery: Mon, Nov 9

Hand-hammered copper tea kettle, 2 qt x 1   $89.00
Linen tea towels, set of 3 x 1              $32.00
Discount (WELCOME15)                       -$18.15
Shipping                                     $0.00
Tax                                          $7.26
Total                                      $110.11

Shipping to: Rachel Moore, 88 Linden Ave, Oak Park, IL 60302

Track your package: ${kl_click("ck-ship-track")}

Copper Kettle Home 410 N Main St Asheville, NC 28801`,
    html: kl_page(
      "UPS Ground, estimated delivery Mon, Nov 9.",
      `<h1 style="margin:0 0 8px;font-family:Georgia,serif;font-size:26px;font-weight:normal;">Your order is on its way!</h1>
<p style="margin:0 0 14px;color:#8b7b66;font-size:13px;">Order #CK10482 &middot; UPS Ground &middot; Tracking 1Z 8F4 29V 03 1184 6627 &middot; Estimated delivery Mon, Nov 9</p>
<table width="100%" cellpadding="6" role="presentation" style="font-size:14px;border-top:1px solid #e8dccb;">
<tr><td>Hand-hammered copper tea kettle, 2 qt &times; 1</td><td align="right">$89.00</td></tr>
<tr><td>Linen tea towels, set of 3 &times; 1</td><td align="right">$32.00</td></tr>
<tr><td>Discount (WELCOME15)</td><td align="right">-$18.15</td></tr>
<tr><td>Shipping</td><td align="right">$0.00</td></tr>
<tr><td>Tax</td><td align="right">$7.26</td></tr>
<tr style="border-top:1px solid #e8dccb;"><td><strong>Total</strong></td><td align="right"><strong>$110.11</strong></td></tr></table>
<p style="font-size:13px;">Shipping to: Rachel Moore, 88 Linden Ave, Oak Park, IL 60302</p>
<div style="text-align:center;">${vml(kl_click("ck-ship-track"), "Track your package", "#b5652b", 220)}</div>`,
      "ck-ship",
    ),
  },
];

// ---------------------------------------------------------------- Loughside Broadband (Ireland, Braze + Postmark)

function lb_page(pre: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<style>@media (prefers-color-scheme: dark){ .lb-c{background:#0f1e2b!important;color:#d7e6f2!important;} .lb-code{background:#15324a!important;color:#9fe0ff!important;} }</style></head>
<body style="margin:0;background:#e8f1f7;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;">
<tr><td style="padding:0 0 16px;"><img src="https://assets.loughside.ie/email/loughside-logo.png" alt="Loughside Broadband" width="170"></td></tr>
<tr><td class="lb-c" style="background:#ffffff;border-radius:6px;padding:30px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:23px;color:#12303f;">
${body}
</td></tr>
<tr><td style="padding:18px 6px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#5b7383;">
Loughside Broadband DAC, Unit 12, Athlone Business Park, Athlone, Co. Westmeath, N37 P2X4. Registered in Ireland No. 612884.<br>
Sales 1800 555 412 &middot; Support 0818 555 413 &middot; <a href="https://www.loughside.ie/help" style="color:#0077b6;">Help</a> &middot; <a href="https://www.loughside.ie/privacy" style="color:#0077b6;">Privacy</a> &middot; <a href="https://www.loughside.ie/ga" style="color:#0077b6;">Gaeilge</a>
</td></tr></table></td></tr></table></body></html>`;
}

const lb_activate = `https://my.loughside.ie/activate?ref=LSB-2027114&t=${tok("lb-act", 40, HEX)}`;

const loughside: Mail[] = [
  {
    family: "loughside-broadband",
    group: "consumer",
    lang: "en",
    kind: "activation-code-link",
    code: "3390-1187",
    link: lb_activate,
    from: "Loughside Broadband <welcome@loughside.ie>",
    subject: "Activate My Loughside (order LSB-2027114)",
    date: date(2026, 9, 22, 16, 5, "+0100"),
    enc: "qp",
    text: `Hi Ciarán,

Thanks for choosing Loughside Fibre 500. Your order LSB-2027114 is confirmed.
Installation: Thursday 1 October, 8am-1pm, at 4 Shannon View, Ballymahon, Co. Longford N39 K7F2.

Next, activate My Loughside so you can track your installation and manage your bills:

${lb_activate}

When asked, enter your activation code: 3390-1187

The link and code are valid for 7 days.

Monthly price: €45 for 12 months, then €65. First bill: around 15 October.

Support: 0818 555 413
Loughside Broadband DAC, Athlone, Co. Westmeath`,
    html: lb_page(
      "Track your installation on 1 October and manage your bills.",
      `<p style="margin:0 0 12px;">Hi Ciar&aacute;n,</p>
<p style="margin:0 0 12px;">Thanks for choosing <strong>Loughside Fibre 500</strong>. Your order LSB-2027114 is confirmed.</p>
<p style="margin:0 0 18px;font-size:14px;background:#f1f7fb;padding:12px;border-radius:4px;">Installation: Thursday 1 October, 8am&ndash;1pm<br>4 Shannon View, Ballymahon, Co. Longford N39 K7F2</p>
<p style="margin:0 0 16px;">Next, activate My Loughside so you can track your installation and manage your bills.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td>${
        vml(lb_activate, "Activate My Loughside", "#0077b6", 240, "#ffffff", "10%")
      }</td></tr></table>
<p style="margin:20px 0 6px;">When asked, enter your activation code:</p>
<p class="lb-code" style="margin:0 0 16px;display:inline-block;padding:10px 18px;background:#e3f3fc;border-radius:4px;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;color:#005f8f;">3390-1187</p>
<p style="margin:0 0 12px;font-size:13px;color:#5b7383;">The link and code are valid for 7 days.</p>
<p style="margin:0;font-size:13px;color:#5b7383;">Monthly price: &euro;45 for 12 months, then &euro;65. First bill: around 15 October.</p>`,
    ),
  },
  {
    family: "loughside-broadband",
    group: "consumer",
    lang: "en",
    kind: "router-dispatched",
    code: null,
    link: null,
    from: "Loughside Broadband <orders@loughside.ie>",
    subject: "Your router is on its way",
    date: date(2026, 9, 28, 10, 14, "+0100"),
    html: null,
    enc: "8bit",
    text: `Hi Ciarán,

Your Loughside Wi-Fi 7 router has been dispatched with An Post.

Tracking number: CE 418 660 732 IE
Expected delivery: Wednesday 30 September

Please don't plug it in until our engineer has connected your fibre on Thursday 1 October (8am–1pm).
Someone over 18 needs to be at home for the installation, which usually takes 2–3 hours.

Need to change the date? Call 0818 555 413 at least 48 hours before.

Loughside Broadband
www.loughside.ie/help`,
  },
];

// ---------------------------------------------------------------- Seletar Ridge Secondary School (Singapore, school parent portal)

function sr_page(pre: string, body: string, lang = "en"): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f2f5f2;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#fff;border-top:6px solid #b8860b;">
<tr><td style="padding:18px 24px;"><table role="presentation"><tr><td><img src="https://connect.seletarridge.edu.sg/static/crest.png" width="48" alt="Seletar Ridge Secondary School crest"></td><td style="padding-left:12px;font-family:Arial,sans-serif;font-size:16px;font-weight:bold;color:#14452f;">Seletar Ridge Secondary School<br><span style="font-size:12px;font-weight:normal;color:#6b7f73;">SR Connect &middot; Parent Portal</span></td></tr></table></td></tr>
<tr><td style="padding:4px 24px 26px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:23px;color:#1d2b24;">
${body}
</td></tr>
<tr><td style="padding:14px 24px;background:#f7f9f7;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6b7f73;">
This is a system-generated email. Please do not reply. For enquiries, contact the General Office at 6481 5520 or srss@seletarridge.edu.sg.<br>
Seletar Ridge Secondary School, 10 Fernvale Link, Singapore 797545
</td></tr></table></td></tr></table></body></html>`;
}

const sr_invite = `https://connect.seletarridge.edu.sg/parents/onboard?inv=${tok("sr-inv", 32, ALNUM)}`;

const seletar: Mail[] = [
  {
    family: "seletar-ridge-school",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: sr_invite,
    from: "SR Connect <noreply@connect.seletarridge.edu.sg>",
    subject: "[SR Connect] Invitation to link your child's account",
    date: date(2026, 1, 5, 8, 30, "+0800"),
    text: `Dear Parent/Guardian,

You have been invited to join SR Connect, the parent portal of Seletar Ridge Secondary School, for:

Student: TAN WEI LING (Sec 1 Integrity)
Form Teacher: Mdm Siti Rahmah

Accept the invitation and sign in with Singpass:
${sr_invite}

The invitation expires on 19 January 2026. Through SR Connect you will receive consent forms,
attendance notifications, and term results.

Seletar Ridge Secondary School
General Office: 6481 5520`,
    html: sr_page(
      "Link your child's account to receive consent forms and results.",
      `<p style="margin:0 0 12px;">Dear Parent/Guardian,</p>
<p style="margin:0 0 14px;">You have been invited to join SR Connect, the parent portal of Seletar Ridge Secondary School, for:</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f2f7f3;width:100%;"><tr><td width="130" style="color:#6b7f73;">Student</td><td><strong>TAN WEI LING</strong> (Sec 1 Integrity)</td></tr><tr><td style="color:#6b7f73;">Form Teacher</td><td>Mdm Siti Rahmah</td></tr></table>
<p style="margin:18px 0;">Accept the invitation and sign in with Singpass.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#14452f;border-radius:4px;"><a href="${
        a(sr_invite)
      }" style="display:inline-block;padding:12px 24px;font-weight:bold;color:#fff;text-decoration:none;">Accept invitation</a></td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#6b7f73;">The invitation expires on 19 January 2026. Through SR Connect you will receive consent forms, attendance notifications, and term results.</p>`,
    ),
  },
  {
    family: "seletar-ridge-school",
    group: "regional",
    lang: "ms",
    kind: "login-code",
    code: "250486",
    link: null,
    from: "SR Connect <noreply@connect.seletarridge.edu.sg>",
    subject: "[SR Connect] Kod pengesahan anda",
    date: date(2026, 2, 10, 19, 12, "+0800"),
    enc: "qp",
    text: `Ibu Bapa/Penjaga yang dihormati,

Kod pengesahan anda untuk log masuk ke SR Connect ialah:

250 486

Kod ini sah selama 10 minit. Jangan kongsi kod ini dengan sesiapa.

Jika anda tidak cuba log masuk, sila hubungi Pejabat Am di 6481 5520.

(Your SR Connect verification code is 250 486. It is valid for 10 minutes.)

Sekolah Menengah Seletar Ridge`,
    html: sr_page(
      "Kod ini sah selama 10 minit.",
      `<p style="margin:0 0 12px;">Ibu Bapa/Penjaga yang dihormati,</p>
<p style="margin:0 0 14px;">Kod pengesahan anda untuk log masuk ke SR Connect ialah:</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:5px;color:#14452f;">250&nbsp;486</p>
<p style="margin:0 0 12px;">Kod ini sah selama 10 minit. Jangan kongsi kod ini dengan sesiapa.</p>
<p style="margin:0 0 12px;font-size:13px;color:#6b7f73;">Jika anda tidak cuba log masuk, sila hubungi Pejabat Am di 6481 5520.</p>
<p style="margin:0;font-size:12px;color:#6b7f73;">Your SR Connect verification code is 250 486. It is valid for 10 minutes.</p>`,
      "ms",
    ),
  },
  {
    family: "seletar-ridge-school",
    group: "regional",
    lang: "en",
    kind: "school-notice",
    code: null,
    link: null,
    from: "SR Connect <noreply@connect.seletarridge.edu.sg>",
    subject: "[SR Connect] New announcement: Sec 1 Cohort Camp (18-20 Mar)",
    date: date(2026, 2, 24, 14, 0, "+0800"),
    text: `Dear Parent/Guardian of TAN WEI LING,

A new announcement has been posted on SR Connect.

Sec 1 Cohort Camp 2026
Dates: Wednesday 18 March to Friday 20 March 2026
Venue: MOE Dairy Farm Outdoor Adventure Learning Centre
Cost: $0 (fully subsidised)

Students are to report to the school hall by 7.15am on 18 March in PE attire.
The packing list and medical declaration are in the SR Connect app.

Seletar Ridge Secondary School`,
    html: sr_page(
      "Sec 1 Cohort Camp, 18–20 March. Packing list in the app.",
      `<p style="margin:0 0 12px;">Dear Parent/Guardian of TAN WEI LING,</p>
<p style="margin:0 0 14px;">A new announcement has been posted on SR Connect.</p>
<h2 style="margin:0 0 10px;font-size:18px;color:#14452f;">Sec 1 Cohort Camp 2026</h2>
<table role="presentation" cellpadding="5" cellspacing="0" style="font-size:14px;"><tr><td style="color:#6b7f73;">Dates</td><td>Wednesday 18 March to Friday 20 March 2026</td></tr><tr><td style="color:#6b7f73;">Venue</td><td>MOE Dairy Farm Outdoor Adventure Learning Centre</td></tr><tr><td style="color:#6b7f73;">Cost</td><td>$0 (fully subsidised)</td></tr></table>
<p style="margin:14px 0 0;">Students are to report to the school hall by 7.15am on 18 March in PE attire. The packing list and medical declaration are in the SR Connect app.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Wyevale Water (UK water company, Iterable)

function ww_click(seed: string): string {
  return `https://links.email.wyevalewater.co.uk/a/click?_t=${tok(seed, 32, HEX)}&_m=${tok(seed + "m", 32, HEX)}&_e=${
    tok(seed + "e", 140)
  }`;
}

function ww_page(pre: string, body: string, seed: string): string {
  return `<!DOCTYPE html><html lang="en" xmlns:v="urn:schemas-microsoft-com:vml"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>@media (prefers-color-scheme: dark){ .ww-card{background:#0b2233!important;} .ww-t{color:#d5ecf7!important;} }</style></head>
<body style="margin:0;background:#e6f2f7;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;">
<tr><td style="background:#00567a;padding:20px 26px;border-radius:10px 10px 0 0;"><img src="https://library.iterable.com/30177/wyevale/ww-logo-white.png" width="150" alt="Wyevale Water"></td></tr>
<tr><td class="ww-card" style="background:#ffffff;padding:28px 26px;border-radius:0 0 10px 10px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#10384d;"><div class="ww-t">
${body}
</div></td></tr>
<tr><td style="padding:18px 10px;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#4f6d7c;">
Leak or no water? Call 0800 555 0460, 24 hours a day. Billing: 0345 555 0461.<br>
<a href="${a(ww_click(seed + "help"))}" style="color:#00567a;">Help and advice</a> &middot; <a href="${
    a(ww_click(seed + "priv"))
  }" style="color:#00567a;">Privacy</a> &middot; <a href="${
    a(ww_click(seed + "access"))
  }" style="color:#00567a;">Priority Services Register</a><br>
Wyevale Water Ltd, Riverside House, Bridge Street, Hereford HR4 9DG. Registered in England No. 02366641.
</td></tr></table></td></tr></table></body></html>`;
}

const ww_verify = ww_click("ww-paperless");

const wyevale: Mail[] = [
  {
    family: "wyevale-water",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "629044",
    link: ww_verify,
    from: "Wyevale Water <myaccount@email.wyevalewater.co.uk>",
    subject: "Confirm your email to switch to paperless bills",
    date: date(2026, 4, 7, 12, 33, "+0100"),
    enc: "qp",
    text: `Hello Mrs Hughes,

You've asked to receive your water bills by email instead of post for account 6011 4820 371.

To confirm this email address, tap the link below:
${ww_verify}

Or, if you're still on the sign-up page, enter this code: 629 044

The code and link expire in 30 minutes. Your next bill (due in September) will then be emailed to you.

If you didn't ask for this, please ignore this email - nothing will change.

Wyevale Water Ltd, Riverside House, Bridge Street, Hereford HR4 9DG`,
    html: ww_page(
      "Confirm your email for account 6011 4820 371.",
      `<p style="margin:0 0 14px;">Hello Mrs Hughes,</p>
<p style="margin:0 0 18px;">You've asked to receive your water bills by email instead of post for account <strong>6011 4820 371</strong>.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td>${
        vml(ww_verify, "Confirm my email", "#00567a", 230, "#ffffff", "12%")
      }</td></tr></table>
<p style="margin:20px 0 6px;">Or, if you're still on the sign-up page, enter this code:</p>
<p style="margin:0 0 16px;font-size:30px;font-weight:bold;letter-spacing:5px;color:#00567a;">629&nbsp;044</p>
<p style="margin:0 0 12px;font-size:14px;color:#4f6d7c;">The code and link expire in 30 minutes. Your next bill (due in September) will then be emailed to you.</p>
<p style="margin:0;font-size:14px;color:#4f6d7c;">If you didn't ask for this, please ignore this email &ndash; nothing will change.</p>`,
      "ww-paperless",
    ),
  },
  {
    family: "wyevale-water",
    group: "consumer",
    lang: "en",
    kind: "meter-reading-reminder",
    code: null,
    link: null,
    from: "Wyevale Water <hello@email.wyevalewater.co.uk>",
    subject: "Time for a meter reading? It could lower your next bill",
    date: date(2026, 8, 26, 9, 45, "+0100"),
    enc: "qp",
    text: `Hello Mrs Hughes,

Your next bill for account 6011 4820 371 will be worked out in the week of 7 September.

If you send us a reading before then, we'll bill you for what you've actually used rather than an estimate.
Your meter serial number is 14M402871 - it's usually in a small cover near your boundary.

Last reading: 00814 m³ on 3 March 2026
Average use: 312 litres a day

Send a reading: ${ww_click("ww-meter-submit")}

Struggling to pay? We have social tariffs and payment breaks: ${ww_click("ww-meter-support")}

Wyevale Water Ltd, Riverside House, Bridge Street, Hereford HR4 9DG`,
    html: ww_page(
      "Send a reading before 7 September for an accurate bill.",
      `<p style="margin:0 0 14px;">Hello Mrs Hughes,</p>
<p style="margin:0 0 14px;">Your next bill for account 6011 4820 371 will be worked out in the week of 7 September. If you send us a reading before then, we'll bill you for what you've actually used rather than an estimate.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#eef7fb;border-radius:6px;">
<tr><td>Meter serial number</td><td align="right"><strong>14M402871</strong></td></tr>
<tr><td>Last reading</td><td align="right">00814 m&sup3; on 3 March 2026</td></tr>
<tr><td>Average use</td><td align="right">312 litres a day</td></tr></table>
<p style="margin:18px 0;"><a href="${
        a(ww_click("ww-meter-submit"))
      }"><img src="https://library.iterable.com/30177/wyevale/btn-send-reading.png" width="210" alt="Send a reading" style="border:0;"></a></p>
<p style="margin:0;font-size:14px;color:#4f6d7c;">Struggling to pay? <a href="${
        a(ww_click("ww-meter-support"))
      }" style="color:#00567a;">We have social tariffs and payment breaks.</a></p>`,
      "ww-meter",
    ),
  },
];

// ---------------------------------------------------------------- PillBox (India online pharmacy, Amazon SES + Netcore-style HTML)

const pb_magic = `https://m.pillbox.in/auth/email-login?lt=${tok("pb-ml", 44)}&src=email&utm_medium=txn`;

const pillbox: Mail[] = [
  {
    family: "pillbox-pharmacy",
    group: "regional",
    lang: "en",
    kind: "login-code-link",
    code: "382019",
    link: pb_magic,
    from: "PillBox <care@mailer.pillbox.in>",
    subject: "Your PillBox login OTP is 382019",
    date: date(2026, 10, 9, 21, 17, "+0530"),
    enc: "qp",
    text: `Hi Anjali,

Use OTP 382019 to log in to PillBox. It is valid for 10 minutes.

On this phone? Log in directly with one tap:
${pb_magic}

Never share your OTP. PillBox executives will never ask for it.

Your cart: 3 items, ₹1,246 (Dolo 650, Volini spray, Vitamin D3 60K)

PillBox Healthcare Pvt. Ltd., 7th Floor, Windsor IT Park, Sector 125, Noida 201303
Drug licence no. UP16-20B/2019/118, UP16-21B/2019/118
Customer care: 1800-555-7274`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f3f6fb;">
${preheader("OTP valid for 10 minutes. Or log in with one tap.")}
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:18px 8px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="max-width:560px;width:100%;background:#fff;border-radius:8px;border:1px solid #e3e8f2;">
<tr><td style="padding:16px 22px;border-bottom:1px solid #eef1f7;"><img src="https://cdn.pillbox.in/email/pillbox-logo.png" alt="PillBox" width="120"></td></tr>
<tr><td style="padding:24px 22px;font-family:'Open Sans',Arial,sans-serif;font-size:14px;line-height:22px;color:#243047;">
<p style="margin:0 0 12px;">Hi Anjali,</p>
<p style="margin:0 0 10px;">Use this OTP to log in to PillBox:</p>
<table role="presentation" cellpadding="0" cellspacing="4"><tr>
${
      [..."382019"].map((d) =>
        `<td style="width:36px;height:44px;border:1px solid #c9d3e6;border-radius:6px;text-align:center;font-size:22px;font-weight:bold;color:#1a56db;">${d}</td>`
      ).join("")
    }
</tr></table>
<p style="margin:10px 0 18px;font-size:12px;color:#6b778c;">Valid for 10 minutes.</p>
<p style="margin:0 0 10px;">On this phone? Log in directly with one tap.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#1a56db;border-radius:20px;"><a href="${
      a(pb_magic)
    }" style="display:inline-block;padding:10px 26px;color:#fff;font-weight:bold;text-decoration:none;">Log in to PillBox</a></td></tr></table>
<p style="margin:18px 0 0;padding:10px;background:#fff7e6;font-size:12px;">Never share your OTP. PillBox executives will never ask for it.</p>
<p style="margin:16px 0 0;font-size:13px;color:#6b778c;">Your cart: 3 items, &#8377;1,246 (Dolo 650, Volini spray, Vitamin D3 60K)</p>
</td></tr>
<tr><td style="padding:14px 22px;background:#f8fafd;font-family:Arial,sans-serif;font-size:10px;line-height:15px;color:#8893a7;border-radius:0 0 8px 8px;">
PillBox Healthcare Pvt. Ltd., 7th Floor, Windsor IT Park, Sector 125, Noida 201303 &middot; Drug licence no. UP16-20B/2019/118, UP16-21B/2019/118 &middot; Customer care 1800-555-7274
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "pillbox-pharmacy",
    group: "regional",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "PillBox <orders@mailer.pillbox.in>",
    subject: "Order PBX-88120457 shipped - arriving by Tue, 13 Oct",
    date: date(2026, 10, 10, 18, 2, "+0530"),
    html: null,
    enc: "8bit",
    text: `Hi Anjali,

Good news! Your order PBX-88120457 has been packed by our pharmacist and handed to Delhivery.

Items: Dolo 650 Tablet (15) x 2, Volini Pain Relief Spray 100g x 1, Vitamin D3 60K Capsule (4) x 1
Amount payable: ₹1,246 (Cash on Delivery)
AWB: 1491 8820 3374 16 (Delhivery)
Expected delivery: Tuesday, 13 October 2026

Please keep the exact change ready. Prescription items need a valid prescription at the door.

Track on the PillBox app under Orders.

Team PillBox
1800-555-7274`,
  },
];

// ---------------------------------------------------------------- Kestrel Pharmacy (Canada, Postmark)

function kp_page(pre: string, body: string, lang = "en"): string {
  return `<!DOCTYPE html>
<html lang="${lang}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="x-apple-disable-message-reformatting" />
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="color-scheme" content="light dark" />
<meta name="supported-color-schemes" content="light dark" />
<style type="text/css" rel="stylesheet" media="all">
  body { width: 100% !important; height: 100%; margin: 0; -webkit-text-size-adjust: none; background-color: #F2F4F6; color: #51545E; }
  a { color: #2F6F8F; }
  .preheader { display: none !important; visibility: hidden; mso-hide: all; font-size: 1px; line-height: 1px; max-height: 0; max-width: 0; opacity: 0; overflow: hidden; }
  .email-wrapper { width: 100%; margin: 0; padding: 0; background-color: #F2F4F6; }
  .email-masthead { padding: 25px 0; text-align: center; }
  .email-body_inner { width: 570px; margin: 0 auto; padding: 0; background-color: #FFFFFF; }
  .content-cell { padding: 45px; }
  .code-box { font-family: "Courier New", Courier, monospace; font-size: 30px; letter-spacing: 6px; font-weight: bold; color: #1c3d4f; background: #EDF4F7; border-radius: 4px; padding: 14px 0; text-align: center; }
  .attributes_content { background-color: #F4F4F7; padding: 16px; }
  .body-sub { margin-top: 25px; padding-top: 25px; border-top: 1px solid #EAEAEC; }
  .email-footer { width: 570px; margin: 0 auto; text-align: center; }
  .email-footer p { color: #A8AAAF; font-size: 12px; }
  @media only screen and (max-width: 600px) { .email-body_inner, .email-footer { width: 100% !important; } }
  @media (prefers-color-scheme: dark) { body, .email-body, .email-body_inner, .email-content, .email-wrapper, .email-masthead, .email-footer { background-color: #333333 !important; color: #FFF !important; } p, ul, ol, blockquote, h1, h2, h3, span { color: #FFF !important; } .code-box { background: #1c3d4f !important; } }
</style>
<!--[if mso]><style type="text/css">.f-fallback { font-family: Arial, sans-serif; }</style><![endif]-->
</head>
<body>
<span class="preheader">${pre}</span>
<table class="email-wrapper" width="100%" cellpadding="0" cellspacing="0" role="presentation">
 <tr><td align="center">
  <table class="email-content" width="100%" cellpadding="0" cellspacing="0" role="presentation">
   <tr><td class="email-masthead"><a href="https://www.kestrelpharmacy.ca" class="f-fallback email-masthead_name"><img src="https://www.kestrelpharmacy.ca/static/mail/kestrel-wordmark.png" alt="Kestrel Pharmacy" width="180" height="40" style="border:0;"></a></td></tr>
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
      <p class="f-fallback sub align-center">Kestrel Pharmacy Inc. &middot; 2210 Rue Sainte-Catherine O., Montr&eacute;al QC H3H 1M6 &middot; 1-877-555-0142</p>
      <p class="f-fallback sub align-center"><a href="https://www.kestrelpharmacy.ca/en/privacy">Privacy</a> &middot; <a href="https://www.kestrelpharmacy.ca/en/help">Help</a> &middot; <a href="https://www.kestrelpharmacy.ca/fr">Fran&ccedil;ais</a></p>
     </td></tr>
    </table>
   </td></tr>
  </table>
 </td></tr>
</table>
</body>
</html>`;
}

const kp_email_change = `https://my.kestrelpharmacy.ca/account/email/confirm?token=${tok("kp-ec", 43)}&uid=88214`;

const kestrel: Mail[] = [
  {
    family: "kestrel-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "603118",
    link: null,
    from: "Kestrel Pharmacy <no-reply@kestrelpharmacy.ca>",
    subject: "Your Kestrel Pharmacy sign-in code",
    date: date(2026, 8, 19, 14, 31, "-0400"),
    text: `Kestrel Pharmacy

Hi Daniel,

Use this code to sign in to My Kestrel:

603 118

It expires in 10 minutes. For your security, don't share it with anyone - our pharmacists and
customer service team will never ask you for it.

Signing in from: Chrome on Windows, near Laval, QC

If you didn't try to sign in, change your password at https://my.kestrelpharmacy.ca/account/security
or call us at 1-877-555-0142.

Kestrel Pharmacy Inc.
2210 Rue Sainte-Catherine O., Montreal QC H3H 1M6`,
    html: kp_page(
      "Your sign-in code expires in 10 minutes.",
      `<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold;">Hi Daniel,</h1>
<p style="font-size:16px;line-height:1.625;">Use this code to sign in to My Kestrel:</p>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="code-box">603 118</td></tr></table>
<p style="font-size:16px;line-height:1.625;">It expires in 10 minutes. For your security, don't share it with anyone &ndash; our pharmacists and customer service team will never ask you for it.</p>
<table class="attributes" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="attributes_content">
 <table width="100%" cellpadding="0" cellspacing="0" role="presentation">
  <tr><td class="attributes_item"><span class="f-fallback"><strong>Device:</strong> Chrome on Windows</span></td></tr>
  <tr><td class="attributes_item"><span class="f-fallback"><strong>Approximate location:</strong> Laval, QC</span></td></tr>
 </table>
</td></tr></table>
<table class="body-sub" role="presentation"><tr><td>
<p style="font-size:13px;">If you didn't try to sign in, <a href="https://my.kestrelpharmacy.ca/account/security">change your password</a> or call us at 1-877-555-0142.</p>
</td></tr></table>`,
    ),
  },
  {
    family: "kestrel-pharmacy",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "274950",
    link: null,
    from: "Pharmacie Kestrel <no-reply@kestrelpharmacy.ca>",
    subject: "Votre code de connexion Kestrel / Your Kestrel sign-in code",
    date: date(2026, 10, 22, 8, 4, "-0400"),
    enc: "qp",
    text: `(English follows)

Bonjour Geneviève,

Voici votre code pour vous connecter à Mon Kestrel :

274950

Ce code est valide pendant 10 minutes. Ne le communiquez à personne : nos pharmaciens ne vous
le demanderont jamais.

Vous n'avez pas tenté de vous connecter? Appelez-nous au 1-877-555-0142.

---

Hello Geneviève,

Here is your code to sign in to My Kestrel: 274950
It is valid for 10 minutes. Don't share it with anyone.

Pharmacie Kestrel inc. · 2210, rue Sainte-Catherine O., Montréal (Québec) H3H 1M6`,
    html: kp_page(
      "Votre code est valide pendant 10 minutes. / Your code is valid for 10 minutes.",
      `<p style="font-size:12px;color:#A8AAAF;margin-top:0;">English follows</p>
<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold;">Bonjour Genevi&egrave;ve,</h1>
<p style="font-size:16px;line-height:1.625;">Voici votre code pour vous connecter &agrave; Mon Kestrel&nbsp;:</p>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="code-box">274950</td></tr></table>
<p style="font-size:16px;line-height:1.625;">Ce code est valide pendant 10&nbsp;minutes. Ne le communiquez &agrave; personne&nbsp;: nos pharmaciens ne vous le demanderont jamais.</p>
<p style="font-size:13px;">Vous n'avez pas tent&eacute; de vous connecter? Appelez-nous au 1-877-555-0142.</p>
<hr style="border:0;border-top:1px solid #EAEAEC;margin:28px 0;">
<p style="font-size:14px;line-height:1.5;">Hello Genevi&egrave;ve, here is your code to sign in to My Kestrel: <strong>274950</strong>. It is valid for 10 minutes. Don't share it with anyone.</p>`,
      "fr",
    ),
  },
  {
    family: "kestrel-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "prescription-ready",
    code: null,
    link: null,
    from: "Kestrel Pharmacy <no-reply@kestrelpharmacy.ca>",
    subject: "Your prescription is ready for pickup",
    date: date(2026, 11, 2, 16, 12, "-0500"),
    text: `Hi Daniel,

Good news - your prescription is ready at Kestrel Pharmacy Côte-des-Neiges.

Rx #4471029  (1 item)
Ready since: Mon Nov 2, 3:58 p.m.
Amount due at pickup: $12.40 (after insurance)

Store: 5122 Ch. de la Côte-des-Neiges, Montreal QC H3T 1X8
Phone: 514-555-0187
Hours today: 9 a.m. - 9 p.m.

Please bring a photo ID. We'll keep your prescription for 10 days; after that it is returned to stock.

Manage notifications: https://my.kestrelpharmacy.ca/account/notifications

Kestrel Pharmacy Inc.`,
    html: kp_page(
      "Rx #4471029 is ready at Côte-des-Neiges. Amount due: $12.40.",
      `<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold;">Your prescription is ready</h1>
<p style="font-size:16px;line-height:1.625;">Hi Daniel, good news &ndash; your prescription is ready at <strong>Kestrel Pharmacy C&ocirc;te-des-Neiges</strong>.</p>
<table class="attributes" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="attributes_content">
 <table width="100%" cellpadding="0" cellspacing="0" role="presentation">
  <tr><td><strong>Rx #:</strong> 4471029 (1 item)</td></tr>
  <tr><td><strong>Ready since:</strong> Mon Nov 2, 3:58 p.m.</td></tr>
  <tr><td><strong>Amount due at pickup:</strong> $12.40 (after insurance)</td></tr>
 </table>
</td></tr></table>
<p style="font-size:15px;line-height:1.5;">5122 Ch. de la C&ocirc;te-des-Neiges, Montreal QC H3T 1X8<br>514-555-0187 &middot; Open today 9 a.m. &ndash; 9 p.m.</p>
<p style="font-size:13px;">Please bring a photo ID. We'll keep your prescription for 10 days; after that it is returned to stock.</p>
<table class="body-sub" role="presentation"><tr><td><p style="font-size:12px;"><a href="https://my.kestrelpharmacy.ca/account/notifications">Manage notifications</a></p></td></tr></table>`,
    ),
  },
  {
    family: "kestrel-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "email-change-link",
    code: null,
    link: kp_email_change,
    from: "Kestrel Pharmacy <no-reply@kestrelpharmacy.ca>",
    subject: "Confirm your new email address",
    date: date(2026, 11, 19, 10, 40, "-0500"),
    text: `Hi Daniel,

You asked to change the email address on your My Kestrel account to this one.

Confirm the change:
${kp_email_change}

Until you confirm, we'll keep sending prescription and refill reminders to your old address
(d•••••@outlook.com). This link expires in 24 hours.

If you didn't make this request, call us at 1-877-555-0142.

Kestrel Pharmacy Inc.`,
    html: kp_page(
      "Confirm the change within 24 hours.",
      `<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold;">Confirm your new email address</h1>
<p style="font-size:16px;line-height:1.625;">Hi Daniel, you asked to change the email address on your My Kestrel account to this one.</p>
<table class="body-action" align="center" width="100%" cellpadding="0" cellspacing="0" role="presentation" style="margin:30px auto;"><tr><td align="center">
 <table width="100%" border="0" cellspacing="0" cellpadding="0" role="presentation"><tr><td align="center">
  <a href="${
        a(kp_email_change)
      }" class="f-fallback button" target="_blank" style="background-color:#2F6F8F;border-top:10px solid #2F6F8F;border-right:18px solid #2F6F8F;border-bottom:10px solid #2F6F8F;border-left:18px solid #2F6F8F;display:inline-block;color:#FFF;text-decoration:none;border-radius:3px;">Confirm email change</a>
 </td></tr></table>
</td></tr></table>
<p style="font-size:15px;">Until you confirm, we'll keep sending prescription and refill reminders to your old address (d&bull;&bull;&bull;&bull;&bull;@outlook.com). This link expires in 24 hours.</p>
<p style="font-size:13px;">If you didn't make this request, call us at 1-877-555-0142.</p>
<table class="body-sub" role="presentation"><tr><td>
<p style="font-size:13px;">If you're having trouble with the button above, copy and paste the URL below into your web browser.</p>
<p style="font-size:13px;word-break:break-all;">${a(kp_email_change)}</p>
</td></tr></table>`,
    ),
  },
];

// ---------------------------------------------------------------- Tidewater Energy (Australia, Braze over SparkPost)

function te_click(seed: string): string {
  return `https://click.mail.tidewaterenergy.com.au/f/a/${tok(seed, 22)}~~/AAQRxRA~/${tok(seed + "r", 140)}~~`;
}

function te_page(pre: string, hero: string, body: string, seed: string): string {
  return `<!doctype html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Tidewater Energy</title>
<style>
  :root { color-scheme: light dark; }
  .te-body { background:#f5f7fa; }
  @media (prefers-color-scheme: dark) { .te-body, .te-card { background:#0e1a24 !important; } .te-ink { color:#dce6ee !important; } .te-logo-light { display:none !important; } .te-logo-dark { display:block !important; } }
  @media screen and (max-width:600px) { .te-pad { padding:24px 18px !important; } }
</style>
</head>
<body class="te-body" style="margin:0;padding:0;background:#f5f7fa;">
${preheader(pre)}
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" class="te-body"><tr><td align="center" style="padding:24px 8px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0"><tr><td><![endif]-->
<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;width:100%;">
 <tr><td style="padding:0 0 18px 0;">
  <img class="te-logo-light" src="https://appboy-images.com/appboy/communication/assets/image_assets/images/64f1c0a2e1d3a0004b6e77a1/original.png" width="150" alt="Tidewater Energy" style="display:block;">
  <div class="te-logo-dark" style="display:none;mso-hide:all;"><img src="https://appboy-images.com/appboy/communication/assets/image_assets/images/64f1c0a2e1d3a0004b6e77a2/original.png" width="150" alt="Tidewater Energy"></div>
 </td></tr>
 <tr><td class="te-card te-pad" style="background:#ffffff;border-radius:14px;padding:36px 40px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
  <h1 class="te-ink" style="margin:0 0 18px;font-size:26px;line-height:32px;color:#0b3550;">${hero}</h1>
${body}
 </td></tr>
 <tr><td style="padding:24px 12px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#6b7c8a;" class="te-ink">
  <p style="margin:0 0 8px;"><a href="${
    a(te_click(seed + "app"))
  }"><img src="https://appboy-images.com/appboy/communication/assets/image_assets/images/badge-appstore.png" height="36" alt="Download on the App Store"></a>&nbsp;<a href="${
    a(te_click(seed + "play"))
  }"><img src="https://appboy-images.com/appboy/communication/assets/image_assets/images/badge-googleplay.png" height="36" alt="Get it on Google Play"></a></p>
  <p style="margin:0 0 8px;">Faults and emergencies: 13 19 62 (24/7). Account enquiries: 13 28 40, Mon&ndash;Fri 8am&ndash;6pm AEST.</p>
  <p style="margin:0 0 8px;"><a href="${
    a(te_click(seed + "priv"))
  }" style="color:#6b7c8a;">Privacy</a> &middot; <a href="${
    a(te_click(seed + "terms"))
  }" style="color:#6b7c8a;">Terms</a> &middot; <a href="${
    a(te_click(seed + "help"))
  }" style="color:#6b7c8a;">Help</a></p>
  <p style="margin:0;">Tidewater Energy Pty Ltd ABN 41 603 118 902 &middot; Level 9, 200 Adelaide Street, Brisbane QLD 4000</p>
 </td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table>
<img src="https://click.mail.tidewaterenergy.com.au/q/${tok(seed + "o", 22)}~~/AAQRxRA~/${
    tok(seed + "op", 60)
  }~~" width="1" height="1" border="0" alt="">
</body></html>`;
}

const te_magic = te_click("te-magic-1");
const te_email = te_click("te-email-1");

const tidewater: Mail[] = [
  {
    family: "tidewater-energy",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: te_magic,
    from: "Tidewater Energy <hello@mail.tidewaterenergy.com.au>",
    subject: "Your link to sign in to Tidewater",
    date: date(2026, 7, 6, 7, 12, "+1000"),
    enc: "qp",
    text: `Sign in to Tidewater

G'day Mia,

Tap the link below to sign in to your Tidewater account. No password needed.

${te_magic}

This link can only be used once and stops working after 15 minutes. If it expires, request a new one from the app or tidewaterenergy.com.au.

If you didn't try to sign in, you can safely ignore this email.

Faults and emergencies: 13 19 62 (24/7)
Account enquiries: 13 28 40
Tidewater Energy Pty Ltd ABN 41 603 118 902, Level 9, 200 Adelaide Street, Brisbane QLD 4000`,
    html: te_page(
      "One tap and you're in. The link works for 15 minutes.",
      "Sign in to Tidewater",
      `<p class="te-ink" style="margin:0 0 22px;font-size:16px;line-height:24px;color:#2c3e4c;">G'day Mia, tap the button below to sign in to your Tidewater account. No password needed.</p>
<table role="presentation" cellspacing="0" cellpadding="0" border="0"><tr><td>
${vml(te_magic, "Sign in", "#00a37a", 200, "#ffffff", "50%")}
</td></tr></table>
<p class="te-ink" style="margin:22px 0 0;font-size:14px;line-height:21px;color:#6b7c8a;">This link can only be used once and stops working after 15 minutes. If you didn't try to sign in, you can safely ignore this email.</p>`,
      "te-magic-1",
    ),
  },
  {
    family: "tidewater-energy",
    group: "consumer",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Tidewater Energy <bills@mail.tidewaterenergy.com.au>",
    subject: "Your electricity bill is ready - $412.87 due 28 August",
    date: date(2026, 8, 11, 9, 30, "+1000"),
    enc: "qp",
    text: `Your bill is ready

Account: 5502 118 447
Supply address: 17 Banksia Crescent, Paddington QLD 4064
Billing period: 10 May - 9 Aug 2026 (92 days)

Amount due: $412.87
Due date: Fri 28 August 2026

You used 1,386 kWh, about 15.1 kWh a day - 8% less than the same time last year.
Solar exported: 402 kWh (credit -$20.10)

Ways to pay
  Direct debit: set it up in the app
  BPAY: Biller code 24166, Ref 5502118447
  Phone: 13 28 40 (card, have your account number ready)

View your bill: ${te_click("te-bill-view")}

Doing it tough? Talk to us early about a payment plan: ${te_click("te-bill-hardship")}

Tidewater Energy Pty Ltd ABN 41 603 118 902`,
    html: te_page(
      "$412.87 due Fri 28 August. You used 8% less than last year.",
      "Your bill is ready",
      `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#eef6f3;border-radius:10px;"><tr>
 <td style="padding:20px;font-family:Helvetica,Arial,sans-serif;"><span style="font-size:13px;color:#6b7c8a;">Amount due</span><br><span style="font-size:34px;font-weight:bold;color:#0b3550;">$412.87</span></td>
 <td style="padding:20px;font-family:Helvetica,Arial,sans-serif;" align="right"><span style="font-size:13px;color:#6b7c8a;">Due date</span><br><span style="font-size:18px;font-weight:bold;color:#0b3550;">Fri 28 Aug</span></td>
</tr></table>
<p class="te-ink" style="font-size:14px;line-height:21px;color:#2c3e4c;">Account 5502 118 447 &middot; 17 Banksia Crescent, Paddington QLD 4064<br>Billing period 10 May &ndash; 9 Aug 2026 (92 days)</p>
<p class="te-ink" style="font-size:15px;line-height:22px;color:#2c3e4c;">You used <strong>1,386 kWh</strong>, about 15.1 kWh a day &ndash; 8% less than the same time last year. Solar exported: 402 kWh (credit &minus;$20.10).</p>
<table role="presentation" cellspacing="0" cellpadding="0"><tr><td>${
        vml(te_click("te-bill-view"), "View my bill", "#0b3550", 200)
      }</td></tr></table>
<h3 class="te-ink" style="margin:26px 0 8px;font-size:16px;color:#0b3550;">Ways to pay</h3>
<table role="presentation" width="100%" cellspacing="0" cellpadding="8" style="font-size:14px;color:#2c3e4c;border:1px solid #e3e9ee;border-radius:8px;">
 <tr><td><img src="https://appboy-images.com/appboy/communication/assets/image_assets/images/bpay.png" width="44" alt="BPAY"></td><td>Biller code <strong>24166</strong><br>Ref <strong>5502118447</strong></td></tr>
 <tr><td colspan="2">Direct debit: set it up in the app &middot; Phone: 13 28 40</td></tr>
</table>
<p class="te-ink" style="font-size:13px;color:#6b7c8a;margin-top:18px;">Doing it tough? <a href="${
        a(te_click("te-bill-hardship"))
      }" style="color:#00a37a;">Talk to us early about a payment plan.</a></p>`,
      "te-bill",
    ),
  },
  {
    family: "tidewater-energy",
    group: "consumer",
    lang: "en",
    kind: "email-change-link",
    code: null,
    link: te_email,
    from: "Tidewater Energy <hello@mail.tidewaterenergy.com.au>",
    subject: "Please confirm your new email address",
    date: date(2026, 9, 30, 18, 47, "+1000"),
    html_enc: "b64",
    enc: "qp",
    text: `Confirm your new email

Hi Mia,

Someone (hopefully you) changed the email address on Tidewater account 5502 118 447 to this address.
To start receiving your bills and alerts here, confirm it:

${te_email}

Link valid for 72 hours. Until then, bills keep going to m•••@bigpond.com.

Didn't change it? Call us on 13 28 40 straight away.

Tidewater Energy Pty Ltd ABN 41 603 118 902`,
    html: te_page(
      "Confirm this address to start getting your bills here.",
      "Confirm your new email",
      `<p class="te-ink" style="margin:0 0 16px;font-size:16px;line-height:24px;color:#2c3e4c;">Hi Mia, someone (hopefully you) changed the email address on Tidewater account 5502 118 447 to this address. To start receiving your bills and alerts here, confirm it.</p>
<table role="presentation" cellspacing="0" cellpadding="0" border="0"><tr><td>
${vml(te_email, "Confirm email", "#00a37a", 220, "#ffffff", "50%")}
</td></tr></table>
<p class="te-ink" style="margin:20px 0 0;font-size:14px;line-height:21px;color:#6b7c8a;">Link valid for 72 hours. Until then, bills keep going to m&bull;&bull;&bull;@bigpond.com.<br>Didn't change it? Call us on 13 28 40 straight away.</p>`,
      "te-email-1",
    ),
  },
];

// ---------------------------------------------------------------- Ashcombe Borough Council (UK, GOV.UK Notify)

function notify_page(pre: string, body: string, brand: string, colour: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta content="width=device-width" name="viewport">
<meta content="telephone=no" name="format-detection">
<title>${brand}</title>
</head>
<body style="font-family: Helvetica, Arial, sans-serif;font-size: 16px;margin: 0;color:#0b0c0c;">
<span style="display: none;font-size: 1px;color: #fff; max-height: 0;" hidden>${pre}</span>
<table role="presentation" width="100%" style="border-collapse: collapse;min-width: 100%;width: 100% !important;" cellpadding="0" cellspacing="0" border="0">
 <tr><td width="100%" height="53" bgcolor="${colour}">
  <table role="presentation" width="100%" style="border-collapse: collapse;max-width: 580px;" cellpadding="0" cellspacing="0" border="0" align="center">
   <tr><td width="70" bgcolor="${colour}" valign="middle" style="padding: 10px 0 10px 10px;"><img src="https://static-logos.notifications.service.gov.uk/ashcombe-crest.png" alt="${brand}" height="36" style="display:block;border:0;"></td>
   <td bgcolor="${colour}" valign="middle" style="padding-left:10px;font-family: Helvetica, Arial, sans-serif; font-weight: 700; color: #ffffff; font-size: 22px;">${brand}</td></tr>
  </table>
 </td></tr>
</table>
<table role="presentation" class="content" align="center" cellpadding="0" cellspacing="0" border="0" style="border-collapse: collapse;max-width: 580px; width: 100% !important;" width="100%">
 <tr><td width="10" height="10" valign="middle"></td><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse: collapse;"><tr><td bgcolor="#1D70B8" width="100%" height="10"></td></tr></table></td><td width="10" valign="middle" height="10"></td></tr>
</table>
<table role="presentation" class="content" align="center" cellpadding="0" cellspacing="0" border="0" style="border-collapse: collapse;max-width: 580px; width: 100% !important;" width="100%">
 <tr><td height="30"><br></td></tr>
 <tr><td width="10" valign="middle"><br></td>
 <td style="font-family: Helvetica, Arial, sans-serif; font-size: 19px; line-height: 1.315789474; max-width: 560px;">
${body}
 </td><td width="10" valign="middle"><br></td></tr>
 <tr><td height="30"><br></td></tr>
</table>
</body></html>`;
}

function np(s: string): string {
  return `<p style="Margin: 0 0 20px 0; font-size: 19px; line-height: 25px; color: #0B0C0C;">${s}</p>`;
}

const ac_confirm = `https://myaccount.ashcombe.gov.uk/register/confirm/${tok("ac-conf", 36, HEX)}`;

const ashcombe: Mail[] = [
  {
    family: "ashcombe-borough",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "38291",
    link: null,
    from: "Ashcombe Borough Council <ashcombe.myaccount@notifications.service.gov.uk>",
    subject: "Your Ashcombe MyAccount security code",
    date: date(2026, 6, 2, 12, 7, "+0100"),
    text: `Your security code is 38291

Enter it on the sign-in page to continue to Ashcombe MyAccount. The code expires in 15 minutes.

If you did not try to sign in, someone may know your password. You can change it at https://myaccount.ashcombe.gov.uk/security

Ashcombe Borough Council
Customer Services: 01632 960 218`,
    html: notify_page(
      "Your security code is 38291",
      `${np("Your security code is 38291")}
${np("Enter it on the sign-in page to continue to Ashcombe MyAccount. The code expires in 15 minutes.")}
${
        np(
          `If you did not try to sign in, someone may know your password. You can change it at <a style="word-wrap: break-word; color: #1D70B8;" href="https://myaccount.ashcombe.gov.uk/security">https://myaccount.ashcombe.gov.uk/security</a>`,
        )
      }
${np("Ashcombe Borough Council<br>Customer Services: 01632 960 218")}`,
      "Ashcombe Borough Council",
      "#00594f",
    ),
  },
  {
    family: "ashcombe-borough",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: ac_confirm,
    from: "Ashcombe Borough Council <ashcombe.myaccount@notifications.service.gov.uk>",
    subject: "Confirm your email address to finish creating your account",
    date: date(2026, 6, 1, 20, 55, "+0100"),
    text: `Dear Thomas Okafor,

You started creating a Ashcombe MyAccount. To finish, confirm your email address by clicking this link:

${ac_confirm}

The link expires in 24 hours.

Once your account is set up you can:
* view your council tax balance and instalments
* report a missed bin collection
* apply for a resident parking permit

If you did not ask for an account, you can ignore this email.

Ashcombe Borough Council
Town Hall, Market Place, Ashcombe AS1 2AB`,
    html: notify_page(
      "Dear Thomas Okafor, You started creating a Ashcombe MyAccount.",
      `${np("Dear Thomas Okafor,")}
${np("You started creating a Ashcombe MyAccount. To finish, confirm your email address by clicking this link:")}
${np(`<a style="word-wrap: break-word; color: #1D70B8;" href="${a(ac_confirm)}">${a(ac_confirm)}</a>`)}
${np("The link expires in 24 hours.")}
${np("Once your account is set up you can:")}
<ul style="Margin: 0 0 0 20px; padding: 10px 0 0 0; list-style-type: disc;">
<li style="Margin: 5px 0 5px; padding: 0 0 0 5px; font-size: 19px; line-height: 25px; color: #0B0C0C;">view your council tax balance and instalments</li>
<li style="Margin: 5px 0 5px; padding: 0 0 0 5px; font-size: 19px; line-height: 25px; color: #0B0C0C;">report a missed bin collection</li>
<li style="Margin: 5px 0 5px; padding: 0 0 0 5px; font-size: 19px; line-height: 25px; color: #0B0C0C;">apply for a resident parking permit</li>
</ul>
${np("If you did not ask for an account, you can ignore this email.")}
${np("Ashcombe Borough Council<br>Town Hall, Market Place, Ashcombe AS1 2AB")}`,
      "Ashcombe Borough Council",
      "#00594f",
    ),
  },
  {
    family: "ashcombe-borough",
    group: "regional",
    lang: "en",
    kind: "collection-reminder",
    code: null,
    link: null,
    from: "Ashcombe Borough Council <ashcombe.waste@notifications.service.gov.uk>",
    subject: "Bin collection reminder: recycling and garden waste tomorrow",
    date: date(2026, 12, 21, 17, 0),
    text: `Collection reminder for 23 Orchard Rise, AS4 7QD

Tomorrow (Tuesday 22 December) we will collect:
* recycling (blue lid)
* garden waste (brown bin) - last collection of 2026

Please put your bins out by 7am with the handle facing the road.

Christmas changes: collections from 25 December to 1 January will be one day later than usual. Check your new dates at https://www.ashcombe.gov.uk/bins/christmas

Garden waste subscription 2027 costs £52 and opens on 4 January.

To stop these reminders, sign in to MyAccount and change your notification settings.

Ashcombe Borough Council Waste Services`,
    html: notify_page(
      "Collection reminder for 23 Orchard Rise, AS4 7QD",
      `${np("Collection reminder for 23 Orchard Rise, AS4 7QD")}
${np("Tomorrow (Tuesday 22 December) we will collect:")}
<ul style="Margin: 0 0 0 20px; padding: 10px 0 0 0; list-style-type: disc;">
<li style="Margin: 5px 0 5px; font-size: 19px; line-height: 25px;">recycling (blue lid)</li>
<li style="Margin: 5px 0 5px; font-size: 19px; line-height: 25px;">garden waste (brown bin) - last collection of 2026</li>
</ul>
${np("Please put your bins out by 7am with the handle facing the road.")}
${
        np(
          `Christmas changes: collections from 25 December to 1 January will be one day later than usual. Check your new dates at <a style="color: #1D70B8;" href="https://www.ashcombe.gov.uk/bins/christmas">https://www.ashcombe.gov.uk/bins/christmas</a>`,
        )
      }
${np("Garden waste subscription 2027 costs £52 and opens on 4 January.")}
${np("To stop these reminders, sign in to MyAccount and change your notification settings.")}
${np("Ashcombe Borough Council Waste Services")}`,
      "Ashcombe Borough Council",
      "#00594f",
    ),
  },
];

// ---------------------------------------------------------------- Cyngor Sir Dyffryn Teifi (Wales, bilingual Notify)

const dyffryn: Mail[] = [
  {
    family: "cyngor-dyffryn-teifi",
    group: "regional",
    lang: "cy",
    kind: "login-code",
    code: "640173",
    link: null,
    from: "Cyngor Dyffryn Teifi <fyngyfrif@notifications.service.gov.uk>",
    subject: "Eich cod diogelwch / Your security code",
    date: date(2026, 10, 13, 9, 26, "+0100"),
    text: `Eich cod diogelwch Fy Nghyfrif yw 640173

Rhowch y cod ar y dudalen fewngofnodi. Bydd yn dod i ben ymhen 10 munud.
Os nad chi wnaeth geisio mewngofnodi, ffoniwch ni ar 01632 960 455.

---

Your My Account security code is 640173

Enter the code on the sign-in page. It expires in 10 minutes.
If you did not try to sign in, call us on 01632 960 455.

Cyngor Sir Dyffryn Teifi / Dyffryn Teifi County Council`,
    html: notify_page(
      "Eich cod diogelwch Fy Nghyfrif yw 640173",
      `${np("Eich cod diogelwch Fy Nghyfrif yw 640173")}
${np("Rhowch y cod ar y dudalen fewngofnodi. Bydd yn dod i ben ymhen 10 munud.")}
${np("Os nad chi wnaeth geisio mewngofnodi, ffoniwch ni ar 01632 960 455.")}
<hr style="border: 0; height: 1px; background: #B1B4B6; Margin: 30px 0 30px 0;">
${np("Your My Account security code is 640173")}
${np("Enter the code on the sign-in page. It expires in 10 minutes.")}
${np("If you did not try to sign in, call us on 01632 960 455.")}
${np("Cyngor Sir Dyffryn Teifi / Dyffryn Teifi County Council")}`,
      "Cyngor Sir Dyffryn Teifi",
      "#a6192e",
    ),
  },
];

// ---------------------------------------------------------------- Marlowe University (Ireland, identity service + Customer.io)

function mu_page(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width">
<title>Marlowe University</title>
<style>@media (prefers-color-scheme: dark){ .mu-card{background:#1b1b2a!important;color:#ececf4!important;} .mu-digit{background:#2a2a44!important;color:#fff!important;} }</style>
</head>
<body style="margin:0;background:#f3f1ec;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f1ec;"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="width:560px;max-width:100%;">
 <tr><td style="background:#3b1f5c;padding:20px 28px;"><img src="https://www.marlowe.ie/assets/email/crest-white@2x.png" width="190" alt="Marlowe University | Ollscoil Marlowe" style="display:block;"></td></tr>
 <tr><td class="mu-card" style="background:#ffffff;padding:32px 28px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:24px;color:#222;">
${body}
 </td></tr>
 <tr><td style="padding:18px 28px;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#6f6a60;">
  IT Services Service Desk &middot; Library Building, Ground Floor &middot; +353 1 555 0199 &middot; <a href="https://servicedesk.marlowe.ie" style="color:#3b1f5c;">servicedesk.marlowe.ie</a><br>
  Marlowe University, Belfield Road, Dublin 4, D04 X2K7, Ireland &middot; <a href="https://www.marlowe.ie/privacy" style="color:#3b1f5c;">Data protection</a>
 </td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const mu_activate = `https://id.marlowe.ie/activate?ticket=${tok("mu-act", 48, ALNUM)}&sn=26117409`;

function mu_digits(code: string): string {
  return [...code].map((d) =>
    `<td class="mu-digit" align="center" style="width:44px;height:54px;background:#f0ebf7;border-radius:6px;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;color:#3b1f5c;">${d}</td><td style="width:8px;"></td>`
  ).join("");
}

const marlowe: Mail[] = [
  {
    family: "marlowe-university",
    group: "consumer",
    lang: "en",
    kind: "activation-link",
    code: null,
    link: mu_activate,
    from: "Marlowe University IT Services <identity@marlowe.ie>",
    subject: "Activate your Marlowe student account",
    date: date(2026, 8, 24, 10, 3, "+0100"),
    text: `Fáilte / Welcome to Marlowe, Aoife

Your student account has been created. Student number: 26117409
Username: 26117409@student.marlowe.ie

Before you can use email, Brightspace, the library or Wi-Fi on campus, activate your account and set a password:

${mu_activate}

This activation link is personal to you and expires on 7 September 2026. You will also be asked to set up two-step verification with the Marlowe Authenticator app or a text message.

Orientation week starts Monday 7 September. Your timetable will appear in the student portal once your registration is complete.

Service Desk: +353 1 555 0199, servicedesk.marlowe.ie
Marlowe University, Belfield Road, Dublin 4, D04 X2K7`,
    html: mu_page(
      "Set your password and switch on two-step verification before 7 September.",
      `<p style="margin:0 0 6px;font-size:14px;color:#6f6a60;">F&aacute;ilte / Welcome</p>
<h1 style="margin:0 0 18px;font-size:26px;line-height:32px;color:#3b1f5c;font-weight:normal;">Welcome to Marlowe, Aoife</h1>
<p style="margin:0 0 14px;">Your student account has been created.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;background:#f7f5f0;width:100%;">
 <tr><td style="color:#6f6a60;width:140px;">Student number</td><td><strong>26117409</strong></td></tr>
 <tr><td style="color:#6f6a60;">Username</td><td>26117409@student.marlowe.ie</td></tr>
</table>
<p style="margin:18px 0;">Before you can use email, Brightspace, the library or Wi-Fi on campus, activate your account and set a password.</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="center"><tr><td>${
        vml(mu_activate, "Activate my account", "#3b1f5c", 250)
      }</td></tr></table>
<p style="margin:20px 0 0;font-size:14px;color:#555;">This activation link is personal to you and expires on 7 September 2026. You will also be asked to set up two-step verification with the Marlowe Authenticator app or a text message.</p>
<p style="margin:14px 0 0;font-size:14px;color:#555;">Orientation week starts Monday 7 September.</p>`,
    ),
  },
  {
    family: "marlowe-university",
    group: "consumer",
    lang: "en",
    kind: "mfa-code",
    code: "741902",
    link: null,
    from: "Marlowe University IT Services <identity@marlowe.ie>",
    subject: "Marlowe sign-in verification code",
    date: date(2026, 10, 5, 23, 41, "+0100"),
    enc: "b64",
    text: `Marlowe University sign-in

Your verification code is: 741902

Enter it to finish signing in to Marlowe services. The code expires in 5 minutes.

Requested from: Safari on iPhone, IP 86.44.x.x (Cork, IE), 5 Oct 2026 23:41

Not you? Reset your password at https://id.marlowe.ie/password and contact the Service Desk.`,
    html: mu_page(
      "Your verification code expires in 5 minutes.",
      `<h1 style="margin:0 0 18px;font-size:24px;color:#3b1f5c;font-weight:normal;">Your verification code</h1>
<p style="margin:0 0 20px;">Enter this code to finish signing in to Marlowe services.</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="center"><tr>${mu_digits("741902")}</tr></table>
<p style="margin:22px 0 0;font-size:14px;color:#555;">The code expires in 5 minutes.</p>
<p style="margin:10px 0 0;font-size:13px;color:#6f6a60;font-family:Arial,sans-serif;">Requested from Safari on iPhone, IP 86.44.x.x (Cork, IE), 5 Oct 2026 23:41.<br>Not you? <a href="https://id.marlowe.ie/password" style="color:#3b1f5c;">Reset your password</a> and contact the Service Desk.</p>`,
    ),
  },
  {
    family: "marlowe-university",
    group: "consumer",
    lang: "en",
    kind: "exam-timetable",
    code: null,
    link: null,
    from: "Marlowe Examinations Office <exams@marlowe.ie>",
    subject: "Semester 1 exam timetable published",
    date: date(2026, 11, 9, 12, 0),
    text: `Dear student,

Your personal exam timetable for Semester 1 (2026/27) is now available in the student portal.

Exams run from Monday 7 December to Friday 18 December 2026.

Your exams
  ECON20110  Microeconomics II        Tue 8 Dec   09:30  RDS Main Hall, Seat 214
  STAT20020  Probability              Thu 10 Dec  14:00  Sports Centre, Seat 58
  HIST20450  Modern Irish History     Tue 15 Dec  09:30  O'Reilly Hall, Seat 131

Bring your student card (26117409). Phones must be switched off and placed under your desk.
If you have a clash or need reasonable accommodations, contact the Examinations Office by 20 November.

Examinations Office, Marlowe University
Portal: https://portal.marlowe.ie/exams`,
    html: mu_page(
      "Exams run 7–18 December. Check your seats and bring your student card.",
      `<p style="margin:0 0 14px;">Dear student,</p>
<p style="margin:0 0 14px;">Your personal exam timetable for Semester 1 (2026/27) is now available in the <a href="https://portal.marlowe.ie/exams" style="color:#3b1f5c;">student portal</a>. Exams run from Monday 7 December to Friday 18 December 2026.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border-collapse:collapse;">
 <tr style="background:#3b1f5c;color:#fff;"><th align="left">Module</th><th align="left">Date</th><th align="left">Time</th><th align="left">Venue</th></tr>
 <tr style="border-bottom:1px solid #e5e0d6;"><td>ECON20110 Microeconomics II</td><td>Tue 8 Dec</td><td>09:30</td><td>RDS Main Hall, Seat 214</td></tr>
 <tr style="border-bottom:1px solid #e5e0d6;"><td>STAT20020 Probability</td><td>Thu 10 Dec</td><td>14:00</td><td>Sports Centre, Seat 58</td></tr>
 <tr><td>HIST20450 Modern Irish History</td><td>Tue 15 Dec</td><td>09:30</td><td>O'Reilly Hall, Seat 131</td></tr>
</table>
<p style="margin:18px 0 0;font-size:14px;">Bring your student card (26117409). Phones must be switched off and placed under your desk. If you have a clash or need reasonable accommodations, contact the Examinations Office by 20 November.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Ironbark Credit Union (New Zealand, Amazon SES + in-house HTML)

function ib_page(pre: string, body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width">
<style>@media (prefers-color-scheme:dark){.ib-w{background:#101714!important}.ib-c{background:#18221d!important;color:#e2ebe5!important}}</style></head>
<body style="margin:0;padding:0;">
<span style="display:none!important;visibility:hidden;opacity:0;height:0;width:0;">${pre}</span>
<table class="ib-w" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#e9efe9"><tr><td align="center" style="padding:20px 0;">
<table width="580" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:0 0 14px 0;" align="left"><img src="https://cdn.ironbark.co.nz/email/ironbark-cu-logo.png" alt="Ironbark Credit Union" width="168" height="44"></td></tr>
<tr><td class="ib-c" bgcolor="#ffffff" style="border-top:5px solid #7a4b1f;padding:30px;font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:21px;color:#26302a;">
${body}
</td></tr>
<tr><td style="padding:16px 8px;font-family:Verdana,sans-serif;font-size:11px;line-height:16px;color:#66736b;">
Ironbark will never email you a link to sign in to online banking, or ask for your password or codes. If something feels off, call us on 0800 476 622.<br><br>
Ironbark Credit Union Ltd, 88 Victoria Street, Hamilton 3204, New Zealand. A member of the Financial Services Complaints Ltd scheme.
<a href="https://www.ironbark.co.nz/privacy" style="color:#7a4b1f;">Privacy statement</a> &middot; <a href="https://www.ironbark.co.nz/security" style="color:#7a4b1f;">Security centre</a>
</td></tr></table></td></tr></table></body></html>`;
}

const ironbark: Mail[] = [
  {
    family: "ironbark-credit-union",
    group: "consumer",
    lang: "en",
    kind: "payment-code",
    code: "884127",
    link: null,
    from: "Ironbark Credit Union <security@ironbark.co.nz>",
    subject: "Ironbark: your code to approve a new payee",
    date: date(2026, 9, 9, 13, 14, "+1200"),
    text: `Kia ora Hemi,

You're adding a new payee in Ironbark online banking:

  Payee: J & R Lawson Builders
  Account: 12-3140-0123456-00

To approve it, enter this code:

  88 41 27

The code is valid for 5 minutes and only works for this payee.

If you're not adding this payee, don't enter the code. Call us on 0800 476 622 - someone may be
trying to scam you.

Ironbark Credit Union`,
    html: ib_page(
      "Only enter this code if you're adding J & R Lawson Builders yourself.",
      `<p style="margin:0 0 14px;">Kia ora Hemi,</p>
<p style="margin:0 0 14px;">You're adding a new payee in Ironbark online banking:</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:13px;background:#f5f2ed;width:100%;"><tr><td width="90" style="color:#66736b;">Payee</td><td>J &amp; R Lawson Builders</td></tr><tr><td style="color:#66736b;">Account</td><td>12-3140-0123456-00</td></tr></table>
<p style="margin:18px 0 8px;">To approve it, enter this code:</p>
<p style="margin:0 0 18px;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:4px;color:#7a4b1f;">88 41 27</p>
<p style="margin:0 0 14px;">The code is valid for 5 minutes and only works for this payee.</p>
<p style="margin:0;padding:12px;background:#fdecea;border-left:4px solid #c0392b;font-size:13px;">If you're not adding this payee, don't enter the code. Call us on 0800 476 622 &ndash; someone may be trying to scam you.</p>`,
    ),
  },
  {
    family: "ironbark-credit-union",
    group: "consumer",
    lang: "en",
    kind: "new-sign-in",
    code: null,
    link: null,
    from: "Ironbark Credit Union <security@ironbark.co.nz>",
    subject: "New device signed in to online banking",
    date: date(2026, 10, 17, 20, 2, "+1300"),
    text: `Kia ora Hemi,

A new device was used to sign in to your Ironbark online banking.

  When: Saturday 17 October 2026, 7:58pm NZDT
  Device: Samsung Galaxy S24, Ironbark app 6.12
  Location (approx.): Tauranga, NZ

If this was you, there's nothing to do.

If it wasn't you, call us right away on 0800 476 622 (24/7 card and fraud line) and we'll lock your access.

Ngā mihi,
Ironbark Credit Union`,
    html: ib_page(
      "Samsung Galaxy S24, Tauranga, 7:58pm. Not you? Call 0800 476 622.",
      `<p style="margin:0 0 14px;">Kia ora Hemi,</p>
<p style="margin:0 0 14px;">A new device was used to sign in to your Ironbark online banking.</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:13px;width:100%;border:1px solid #e2e7e3;">
<tr><td width="110" style="color:#66736b;">When</td><td>Saturday 17 October 2026, 7:58pm NZDT</td></tr>
<tr><td style="color:#66736b;">Device</td><td>Samsung Galaxy S24, Ironbark app 6.12</td></tr>
<tr><td style="color:#66736b;">Location</td><td>Tauranga, NZ (approximate)</td></tr></table>
<p style="margin:18px 0 10px;">If this was you, there's nothing to do.</p>
<p style="margin:0 0 14px;">If it wasn't you, call us right away on <a href="tel:0800476622" style="color:#7a4b1f;">0800 476 622</a> (24/7 card and fraud line) and we'll lock your access.</p>
<p style="margin:0;">Ng&#257; mihi,<br>Ironbark Credit Union</p>`,
    ),
  },
  {
    family: "ironbark-credit-union",
    group: "consumer",
    lang: "en",
    kind: "statement",
    code: null,
    link: null,
    from: "Ironbark Credit Union <statements@ironbark.co.nz>",
    subject: "Your October statement for Everyday Saver ••• 0452",
    date: date(2026, 11, 1, 6, 30, "+1300"),
    attachment: [
      "Ironbark_Statement_2026-10_0452.pdf",
      "application/pdf",
      `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj
4 0 obj << /Length 88 >> stream
BT /F1 11 Tf 50 780 Td (Ironbark Credit Union - Everyday Saver 12-3140-0780452-00 - Oct 2026) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF`,
    ],
    text: `Kia ora Hemi,

Your statement for October 2026 is attached.

  Account: Everyday Saver 12-3140-0780452-00
  Opening balance (1 Oct): $3,208.55
  Closing balance (31 Oct): $2,941.10
  Interest paid: $4.17

The PDF is protected with your date of birth (DDMMYYYY).

Ironbark Credit Union Ltd, 88 Victoria Street, Hamilton 3204`,
    html: ib_page(
      "Closing balance $2,941.10. Your PDF statement is attached.",
      `<p style="margin:0 0 14px;">Kia ora Hemi,</p>
<p style="margin:0 0 14px;">Your statement for October 2026 is attached.</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:13px;width:100%;background:#f5f2ed;">
<tr><td style="color:#66736b;">Account</td><td>Everyday Saver 12-3140-0780452-00</td></tr>
<tr><td style="color:#66736b;">Opening balance (1 Oct)</td><td>$3,208.55</td></tr>
<tr><td style="color:#66736b;">Closing balance (31 Oct)</td><td><strong>$2,941.10</strong></td></tr>
<tr><td style="color:#66736b;">Interest paid</td><td>$4.17</td></tr></table>
<p style="margin:16px 0 0;font-size:13px;">The PDF is protected with your date of birth (DDMMYYYY).</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Lumen Mutual (South Africa insurer, HubSpot + SES)

function hs_click(seed: string): string {
  return `https://d1Ri7q04.na1.hubspotlinks.com/Ctc/5F+113/d1Ri7q04/${tok(seed, 34)}/${tok(seed + "x", 120)}`;
}

function lm_page(pre: string, body: string, lang = "en", footer_en = true): string {
  const unsub = `https://info.lumenmutual.co.za/hs/manage-preferences/unsubscribe?languagePreference=${lang}&d=${
    tok(pre, 60)
  }&v=3&utm_source=hs_email`;
  return `<!doctype html><html lang="${lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head><meta charset="UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lumen Mutual</title>
<!--[if mso]><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
<style type="text/css">
 body{margin:0!important;padding:0!important;}
 #hs_cos_wrapper_main a{color:#e05a00;}
 .hse-column-container{max-width:600px!important;width:600px!important;}
 @media only screen and (max-width:639px){ .hse-column-container{width:100%!important;} .hse-column{display:block!important;width:100%!important;} }
</style></head>
<body bgcolor="#f4f1ea" style="margin:0!important;padding:0!important;font-family:Arial,sans-serif;font-size:15px;color:#23496d;word-break:break-word;">
${preheader(pre)}
<div class="hse-body-background" style="background-color:#f4f1ea;" bgcolor="#f4f1ea">
<table role="presentation" class="hse-body-wrapper-table" cellpadding="0" cellspacing="0" style="border-spacing:0!important;border-collapse:collapse;margin:0;padding:0;width:100%!important;min-width:320px!important;height:100%!important;" width="100%" height="100%">
<tr><td class="hse-body-wrapper-td" valign="top" style="padding-top:20px;">
<div id="hs_cos_wrapper_main" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_dnd_area" data-hs-cos-general-type="widget" data-hs-cos-type="dnd_area">
 <div id="section-0" class="hse-section" style="padding-left:10px;padding-right:10px;">
  <div class="hse-column-container" style="min-width:280px;max-width:600px;width:100%;margin-left:auto;margin-right:auto;background-color:#ffffff;" bgcolor="#ffffff">
   <!--[if !((mso)|(IE))]><!-- --><div class="hse-column" style="padding:28px 30px;"><!--<![endif]-->
    <img alt="Lumen Mutual" src="https://f.hubspotusercontent10.net/hubfs/4471290/lumen-mutual-logo-orange.png" width="160" style="display:block;margin-bottom:22px;">
    <div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#23496d;">
${body}
    </div>
   <!--[if !((mso)|(IE))]><!-- --></div><!--<![endif]-->
  </div>
 </div>
 <div id="section-footer" class="hse-section" style="padding:20px 10px;">
  <div style="max-width:600px;margin:0 auto;font-family:Arial,sans-serif;font-size:11px;line-height:1.5;color:#7d8a96;text-align:center;">
   Lumen Mutual Insurance Ltd is an authorised financial services provider (FSP 48213). 31 Bree Street, Cape Town, 8001, South Africa. 0860 58 68 00<br>
   ${
    footer_en
      ? "You received this email because you hold a policy with Lumen Mutual."
      : "Jy ontvang hierdie e-pos omdat jy 'n polis by Lumen Mutual het."
  }<br>
   <a href="${a(unsub)}" style="color:#7d8a96;">${footer_en ? "Unsubscribe" : "Teken uit"}</a> &middot; <a href="${
    a(hs_click(pre + "prefs"))
  }" style="color:#7d8a96;">${footer_en ? "Manage preferences" : "Bestuur voorkeure"}</a>
  </div>
 </div>
</div>
</td></tr></table></div>
<img src="https://t.hubspotemail.net/e2t/to/${
    tok(pre + "o", 50)
  }" alt="" width="1" height="1" border="0" style="display:none!important;min-height:1px!important;width:1px!important;border-width:0!important;margin:0!important;padding:0!important;">
</body></html>`;
}

const lm_invite = hs_click("lm-invite-portal");
const lm_af_verify = `https://my.lumenmutual.co.za/verify-email?lang=af&token=${tok("lm-af", 40, HEX)}`;

const lumen: Mail[] = [
  {
    family: "lumen-mutual",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "LM-58210",
    code_digits: "58210",
    link: null,
    from: "Lumen Mutual <no-reply@my.lumenmutual.co.za>",
    subject: "Your Lumen Mutual one-time PIN",
    date: date(2026, 5, 12, 15, 38, "+0200"),
    html: null,
    enc: "7bit",
    text: `Lumen Mutual - My Policies

Your one-time PIN (OTP) is LM-58210

Type the 5 digits after "LM-" on the sign-in screen. The OTP expires in 5 minutes.

Lumen Mutual will never phone you to ask for this PIN. If you did not request it, please call
0860 58 68 00 or email fraud@lumenmutual.co.za.

Policy queries: 0860 58 68 00 (Mon-Fri 08:00-17:00)
Lumen Mutual Insurance Ltd, FSP 48213`,
  },
  {
    family: "lumen-mutual",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: lm_invite,
    from: "Lumen Mutual <hello@lumenmutual.co.za>",
    subject: "Sipho, your car policy is live - set up My Policies",
    date: date(2026, 6, 3, 9, 15, "+0200"),
    enc: "qp",
    text: `Hi Sipho,

Welcome to Lumen Mutual. Your car insurance policy LMC-00472913 is active from 1 June 2026.

We've created a My Policies profile for you. Set your password to see your documents, add drivers,
and log claims online:

${lm_invite}

The invitation link expires in 7 days.

Your monthly premium: R1,284.00, debited on the 1st from FNB ••••7731.

Questions? 0860 58 68 00

Lumen Mutual Insurance Ltd is an authorised financial services provider (FSP 48213).`,
    html: lm_page(
      "Policy LMC-00472913 is active. Set your password to see documents and log claims.",
      `<h1 style="font-size:24px;margin:0 0 14px;color:#23496d;">Welcome to Lumen Mutual, Sipho</h1>
<p style="margin:0 0 14px;">Your car insurance policy <strong>LMC-00472913</strong> is active from 1 June 2026.</p>
<p style="margin:0 0 20px;">We've created a My Policies profile for you. Set your password to see your documents, add drivers, and log claims online.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;"><tr><td>
${vml(lm_invite, "Set up My Policies", "#e05a00", 230, "#ffffff", "50%")}
</td></tr></table>
<p style="margin:0 0 10px;font-size:13px;color:#7d8a96;">The invitation link expires in 7 days.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;background:#fdf3ea;"><tr><td>Monthly premium</td><td align="right"><strong>R1,284.00</strong></td></tr><tr><td>Debit order</td><td align="right">1st of the month, FNB &bull;&bull;&bull;&bull;7731</td></tr></table>`,
    ),
  },
  {
    family: "lumen-mutual",
    group: "regional",
    lang: "en",
    kind: "policy-documents",
    code: null,
    link: null,
    from: "Lumen Mutual <documents@lumenmutual.co.za>",
    subject: "Your policy schedule LMC-00472913",
    date: date(2026, 6, 3, 9, 16, "+0200"),
    attachment: [
      "Policy_Schedule_LMC-00472913.pdf",
      "application/pdf",
      `%PDF-1.5
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj
% Lumen Mutual policy schedule LMC-00472913 Toyota Corolla Cross CA 558-213 sum insured R412 000
trailer << /Root 1 0 R >>
%%EOF`,
    ],
    text: `Hi Sipho,

Attached is your policy schedule for policy LMC-00472913.

Vehicle: 2023 Toyota Corolla Cross 1.8 XS (CA 558-213)
Cover: Comprehensive, sum insured R412,000
Excess: R6,500 (basic)
Premium: R1,284.00 per month

Please check the details. If anything is wrong, let us know within 31 days on 0860 58 68 00.

Lumen Mutual Insurance Ltd, 31 Bree Street, Cape Town, 8001`,
    html: lm_page(
      "Your schedule is attached. Check your details within 31 days.",
      `<p style="margin:0 0 14px;">Hi Sipho,</p>
<p style="margin:0 0 14px;">Attached is your policy schedule for policy <strong>LMC-00472913</strong>.</p>
<table role="presentation" width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #eee3d6;">
<tr><td style="color:#7d8a96;">Vehicle</td><td>2023 Toyota Corolla Cross 1.8 XS (CA 558-213)</td></tr>
<tr><td style="color:#7d8a96;">Cover</td><td>Comprehensive, sum insured R412,000</td></tr>
<tr><td style="color:#7d8a96;">Excess</td><td>R6,500 (basic)</td></tr>
<tr><td style="color:#7d8a96;">Premium</td><td>R1,284.00 per month</td></tr></table>
<p style="margin:16px 0 0;">Please check the details. If anything is wrong, let us know within 31 days on 0860 58 68 00.</p>`,
    ),
  },
  {
    family: "lumen-mutual",
    group: "regional",
    lang: "af",
    kind: "verify-link",
    code: null,
    link: lm_af_verify,
    from: "Lumen Mutual <no-reply@my.lumenmutual.co.za>",
    subject: "Bevestig jou e-posadres",
    date: date(2026, 7, 21, 11, 2, "+0200"),
    enc: "qp",
    text: `Hallo Annelie,

Dankie dat jy by My Polisse aangesluit het. Bevestig asseblief jou e-posadres sodat ons jou
polisdokumente en eisopdaterings aan jou kan stuur:

${lm_af_verify}

Die skakel verval oor 24 uur.

Het jy nie vir 'n profiel geregistreer nie? Ignoreer dan hierdie e-pos.

Navrae: 0860 58 68 00
Lumen Mutual Insurance Ltd, gemagtigde finansiële diensverskaffer (FSP 48213)`,
    html: lm_page(
      "Bevestig jou e-posadres binne 24 uur.",
      `<h1 style="font-size:22px;margin:0 0 14px;color:#23496d;">Hallo Annelie</h1>
<p style="margin:0 0 18px;">Dankie dat jy by My Polisse aangesluit het. Bevestig asseblief jou e-posadres sodat ons jou polisdokumente en eisopdaterings aan jou kan stuur.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 18px;"><tr><td>
${vml(lm_af_verify, "Bevestig e-posadres", "#e05a00", 230, "#ffffff", "50%")}
</td></tr></table>
<p style="margin:0 0 8px;font-size:13px;color:#7d8a96;">Die skakel verval oor 24 uur. Het jy nie vir 'n profiel geregistreer nie? Ignoreer dan hierdie e-pos.</p>`,
      "af",
      false,
    ),
  },
];

// ---------------------------------------------------------------- Skylark Air (Kenya, Iterable)

function sk_click(seed: string): string {
  return `https://links.flyskylark.co.ke/u/click?_t=${tok(seed, 32, HEX)}&_m=${tok(seed + "m", 32, HEX)}&_e=${
    tok(seed + "e", 150)
  }`;
}

function sk_page(pre: string, body: string, seed: string, lang = "en"): string {
  const sw = lang === "sw";
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light only"><title>Skylark Air</title>
<style>table{border-collapse:collapse;} @media screen and (max-width:620px){ .sk-w{width:100%!important;} .sk-col{display:block!important;width:100%!important;} }</style>
</head><body style="margin:0;padding:0;background:#f0f4f8;">
${preheader(pre)}
<center style="width:100%;background:#f0f4f8;">
<table role="presentation" class="sk-w" width="620" align="center" cellpadding="0" cellspacing="0" border="0" style="width:620px;">
<tr><td style="background:#0c2a4d;padding:16px 24px;"><table role="presentation" width="100%"><tr>
 <td><a href="${
    a(sk_click(seed + "logo"))
  }"><img src="https://library.iterable.com/12840/skylark/logo-white.png" alt="Skylark Air" width="140" style="display:block;"></a></td>
 <td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#9fc3e8;">SkyPoints</td></tr></table></td></tr>
<tr><td style="background:#ffffff;padding:30px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:23px;color:#1d2d3e;">
${body}
</td></tr>
<tr><td style="padding:20px 24px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6d7f92;text-align:center;">
 <a href="${
    a(sk_click(seed + "fb"))
  }"><img src="https://library.iterable.com/12840/skylark/fb.png" width="22" alt="Facebook"></a>&nbsp;
 <a href="${
    a(sk_click(seed + "x"))
  }"><img src="https://library.iterable.com/12840/skylark/x.png" width="22" alt="X"></a>&nbsp;
 <a href="${
    a(sk_click(seed + "ig"))
  }"><img src="https://library.iterable.com/12840/skylark/ig.png" width="22" alt="Instagram"></a><br><br>
 ${sw ? "Huduma kwa wateja" : "Customer care"}: +254 709 555 300 &middot; WhatsApp +254 722 555 301<br>
 Skylark Air Ltd, Skylark House, Airport North Road, P.O. Box 19087-00501, Nairobi, Kenya<br>
 <a href="${a(sk_click(seed + "priv"))}" style="color:#6d7f92;">${
    sw ? "Faragha" : "Privacy policy"
  }</a> &middot; <a href="${a(sk_click(seed + "unsub"))}" style="color:#6d7f92;">${sw ? "Jiondoe" : "Unsubscribe"}</a>
</td></tr></table></center>
<img src="https://links.flyskylark.co.ke/e/eo?_t=${tok(seed + "o", 32, HEX)}&amp;_m=${
    tok(seed + "m", 32, HEX)
  }" width="1" height="1" alt="" style="display:none;">
</body></html>`;
}

const sk_verify = sk_click("sk-verify");
const sk_reset_sw = `https://www.flyskylark.co.ke/sw/account/reset?rt=${tok("sk-rt-sw", 56)}`;

const skylark: Mail[] = [
  {
    family: "skylark-air",
    group: "regional",
    lang: "en",
    kind: "verify-code-link",
    code: "5091",
    link: sk_verify,
    from: "Skylark Air SkyPoints <skypoints@news.flyskylark.co.ke>",
    subject: "Welcome to SkyPoints - verify your email",
    date: date(2026, 4, 18, 10, 20, "+0300"),
    enc: "qp",
    text: `Jambo Wanjiru,

Welcome to SkyPoints, Skylark Air's frequent flyer programme. Your membership number is SP 3318 4470.

To activate your account, verify your email address. Tap the link:
${sk_verify}

Or enter this 4-digit code in the Skylark app: 5091

The code and link expire in 30 minutes.

Once verified, you'll earn 500 welcome points on your first flight.

Customer care: +254 709 555 300
Skylark Air Ltd, Airport North Road, Nairobi`,
    html: sk_page(
      "Verify your email to activate SkyPoints membership SP 3318 4470.",
      `<h1 style="margin:0 0 14px;font-size:24px;color:#0c2a4d;">Jambo Wanjiru, welcome aboard!</h1>
<p style="margin:0 0 14px;">Welcome to SkyPoints, Skylark Air's frequent flyer programme. Your membership number is <strong>SP 3318 4470</strong>.</p>
<p style="margin:0 0 18px;">To activate your account, verify your email address.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0"><tr><td>${
        vml(sk_verify, "Verify email", "#f2a900", 220, "#0c2a4d", "50%")
      }</td></tr></table>
<p style="margin:22px 0 8px;text-align:center;color:#6d7f92;font-size:13px;">or enter this code in the Skylark app</p>
<p style="margin:0 0 18px;text-align:center;font-size:34px;letter-spacing:12px;font-weight:bold;color:#0c2a4d;">5091</p>
<p style="margin:0;font-size:13px;color:#6d7f92;">The code and link expire in 30 minutes. Once verified, you'll earn 500 welcome points on your first flight.</p>`,
      "sk-verify",
    ),
  },
  {
    family: "skylark-air",
    group: "regional",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Skylark Air <bookings@flyskylark.co.ke>",
    subject: "Booking confirmed: Nairobi to Mombasa, 12 Dec - ref K7QX2M",
    date: date(2026, 11, 28, 16, 44, "+0300"),
    enc: "qp",
    text: `Booking confirmed

Booking reference: K7QX2M

Passenger: Ms Wanjiru Kamau (SkyPoints SP 3318 4470)

Outbound  SL 214  Sat 12 Dec 2026
  Nairobi (NBO) 07:15  ->  Mombasa (MBA) 08:20   Economy Flex, 1 x 23kg
Return    SL 221  Wed 16 Dec 2026
  Mombasa (MBA) 18:40  ->  Nairobi (NBO) 19:45   Economy Flex, 1 x 23kg

Total paid: KES 24,860 (M-Pesa, receipt SJK4T9XQ2B)
SkyPoints to be earned: 1,240

Online check-in opens 24 hours before departure. Bring your national ID or passport.

Manage booking: ${sk_click("sk-book-manage")}

Skylark Air Ltd, Nairobi`,
    html: sk_page(
      "NBO–MBA on 12 Dec, return 16 Dec. Booking reference K7QX2M.",
      `<h1 style="margin:0 0 6px;font-size:24px;color:#0c2a4d;">Booking confirmed</h1>
<p style="margin:0 0 18px;color:#6d7f92;">Booking reference <strong style="color:#0c2a4d;font-size:18px;letter-spacing:2px;">K7QX2M</strong></p>
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #dfe6ee;font-size:14px;">
 <tr style="background:#f5f8fb;"><td colspan="3"><strong>Outbound &middot; SL 214 &middot; Sat 12 Dec 2026</strong></td></tr>
 <tr><td class="sk-col"><span style="font-size:22px;font-weight:bold;">07:15</span><br>Nairobi NBO</td><td class="sk-col" align="center">&#9992;</td><td class="sk-col" align="right"><span style="font-size:22px;font-weight:bold;">08:20</span><br>Mombasa MBA</td></tr>
 <tr style="background:#f5f8fb;"><td colspan="3"><strong>Return &middot; SL 221 &middot; Wed 16 Dec 2026</strong></td></tr>
 <tr><td class="sk-col"><span style="font-size:22px;font-weight:bold;">18:40</span><br>Mombasa MBA</td><td class="sk-col" align="center">&#9992;</td><td class="sk-col" align="right"><span style="font-size:22px;font-weight:bold;">19:45</span><br>Nairobi NBO</td></tr>
</table>
<p style="margin:16px 0 6px;">Passenger: Ms Wanjiru Kamau &middot; Economy Flex &middot; 1 &times; 23kg</p>
<p style="margin:0 0 6px;">Total paid: <strong>KES 24,860</strong> (M-Pesa, receipt SJK4T9XQ2B)</p>
<p style="margin:0 0 18px;">SkyPoints to be earned: 1,240</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td>${
        vml(sk_click("sk-book-manage"), "Manage booking", "#0c2a4d", 200)
      }</td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#6d7f92;">Online check-in opens 24 hours before departure. Bring your national ID or passport.</p>`,
      "sk-book",
    ),
  },
  {
    family: "skylark-air",
    group: "regional",
    lang: "sw",
    kind: "reset-link",
    code: null,
    link: sk_reset_sw,
    from: "Skylark Air <no-reply@flyskylark.co.ke>",
    subject: "Weka upya nenosiri lako la Skylark",
    date: date(2026, 9, 2, 21, 33, "+0300"),
    enc: "b64",
    text: `Habari Otieno,

Tumepokea ombi la kuweka upya nenosiri la akaunti yako ya SkyPoints (SP 2207 9915).

Bofya kiungo hiki kuchagua nenosiri jipya:
${sk_reset_sw}

Kiungo hiki kitaisha baada ya saa 1. Kama hukuomba, puuza barua pepe hii - nenosiri lako halitabadilika.

Huduma kwa wateja: +254 709 555 300
Skylark Air Ltd, Nairobi`,
    html: sk_page(
      "Chagua nenosiri jipya. Kiungo kitaisha baada ya saa 1.",
      `<h1 style="margin:0 0 14px;font-size:22px;color:#0c2a4d;">Habari Otieno,</h1>
<p style="margin:0 0 18px;">Tumepokea ombi la kuweka upya nenosiri la akaunti yako ya SkyPoints (SP 2207 9915).</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td>${
        vml(sk_reset_sw, "Weka nenosiri jipya", "#f2a900", 240, "#0c2a4d", "50%")
      }</td></tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#6d7f92;">Kiungo hiki kitaisha baada ya saa 1. Kama hukuomba, puuza barua pepe hii &ndash; nenosiri lako halitabadilika.</p>`,
      "sk-rt-sw",
      "sw",
    ),
  },
];

// ---------------------------------------------------------------- Pennine Rail (UK, Customer.io)

function pr_click(seed: string): string {
  return `https://e.pennine-rail.co.uk/e/c/${tok(seed, 180)}/${tok(seed + "s", 16, HEX)}`;
}

function pr_page(pre: string, body: string, seed: string): string {
  return `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<style type="text/css">
 body { margin:0; padding:0; }
 .pr-body { font-family: 'Segoe UI', Roboto, Arial, sans-serif; }
 @media (prefers-color-scheme: dark) { .pr-bg { background:#111 !important; } .pr-card { background:#1d1d1d !important; color:#f1f1f1 !important; } }
</style></head>
<body class="pr-bg" style="background:#ececec;">
${preheader(pre)}
<table class="pr-bg" width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#ececec;"><tr><td align="center" style="padding:18px 8px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="max-width:600px;width:100%;">
<tr><td style="background:#8a1538;padding:18px 22px;"><img src="https://userimg-assets.customeriomail.com/images/client-env-88214/pennine-rail-white.png" alt="Pennine Rail" width="150"></td></tr>
<tr><td class="pr-card pr-body" style="background:#fff;padding:28px 24px;font-size:15px;line-height:22px;color:#222;">
${body}
</td></tr>
<tr><td class="pr-body" style="padding:18px 16px;font-size:11px;line-height:16px;color:#666;">
Pennine Rail Limited, Station Approach, Leeds LS1 4DY. Registered in England No. 09877123.<br>
Customer Relations 0345 600 4411 &middot; <a href="${
    a(pr_click(seed + "help"))
  }" style="color:#8a1538;">Help &amp; contact</a> &middot; <a href="${
    a(pr_click(seed + "priv"))
  }" style="color:#8a1538;">Privacy</a> &middot; <a href="https://e.pennine-rail.co.uk/unsubscribe/${
    tok(seed + "u", 60)
  }" style="color:#8a1538;">Unsubscribe</a>
</td></tr></table></td></tr></table>
<img src="https://e.pennine-rail.co.uk/e/o/${
    tok(seed + "o", 120)
  }" width="1" height="1" alt="" style="display:block;height:1px;width:1px;border:0;">
</body></html>`;
}

const pr_reset = pr_click("pr-reset");

const pennine: Mail[] = [
  {
    family: "pennine-rail",
    group: "consumer",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Pennine Rail <tickets@e.pennine-rail.co.uk>",
    subject: "Your e-ticket: Leeds to Manchester Piccadilly, Fri 20 Nov",
    date: date(2026, 11, 17, 8, 11),
    enc: "qp",
    text: `Your tickets are ready

Booking reference: PNR8Q4TZ1
Collection not needed - show the barcode in the app or on this email.

Fri 20 Nov 2026
Leeds 07:42 -> Manchester Piccadilly 08:39 (direct)
Coach C, Seat 41 (forward facing, table)

1 Adult, Advance Single, Standard
Railcard: 16-25 (bring it with you)
Paid: £14.35 (Mastercard •••• 9012)

Delays of 15 minutes or more? You could claim Delay Repay: ${pr_click("pr-eticket-dr")}

Pennine Rail Limited, Station Approach, Leeds LS1 4DY`,
    html: pr_page(
      "Leeds 07:42 → Manchester Piccadilly 08:39. Coach C, Seat 41.",
      `<h1 style="margin:0 0 8px;font-size:22px;color:#8a1538;">Your tickets are ready</h1>
<p style="margin:0 0 16px;font-size:13px;color:#666;">Booking reference <strong style="color:#222;">PNR8Q4TZ1</strong></p>
<table width="100%" cellpadding="12" cellspacing="0" role="presentation" style="border:2px solid #8a1538;border-radius:8px;">
<tr><td><span style="font-size:13px;color:#666;">Fri 20 Nov 2026</span><br><span style="font-size:20px;font-weight:bold;">Leeds 07:42 &rarr; Manchester Piccadilly 08:39</span><br><span style="font-size:13px;">Direct &middot; Coach C, Seat 41 (forward facing, table)</span></td>
<td align="right" width="120"><img src="https://tickets.pennine-rail.co.uk/barcode/PNR8Q4TZ1-1.png" width="110" height="110" alt="Ticket barcode"></td></tr>
</table>
<p style="margin:16px 0 6px;">1 Adult &middot; Advance Single &middot; Standard &middot; 16-25 Railcard</p>
<p style="margin:0 0 16px;">Paid &pound;14.35 (Mastercard &bull;&bull;&bull;&bull; 9012)</p>
<p style="margin:0 0 16px;font-size:13px;">Show the barcode in the app or on this email. Bring your railcard with you.</p>
<p style="margin:0;font-size:13px;color:#666;">Delays of 15 minutes or more? <a href="${
        a(pr_click("pr-eticket-dr"))
      }" style="color:#8a1538;">You could claim Delay Repay.</a></p>`,
      "pr-eticket",
    ),
  },
  {
    family: "pennine-rail",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: pr_reset,
    from: "Pennine Rail <account@e.pennine-rail.co.uk>",
    subject: "Reset your password",
    date: date(2026, 10, 4, 7, 2, "+0100"),
    text: `Hi Callum,

Forgotten your password? No problem. Use this link to set a new one:

${pr_reset}

For your security it expires in 30 minutes. If you didn't ask for a new password, ignore this email - your account is safe.

Pennine Rail`,
    html: pr_page(
      "Set a new password. This link expires in 30 minutes.",
      `<p style="margin:0 0 14px;">Hi Callum,</p>
<p style="margin:0 0 20px;">Forgotten your password? No problem. Use the button below to set a new one.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td>${
        vml(pr_reset, "Reset password", "#8a1538", 200, "#ffffff", "10%")
      }</td></tr></table>
<p style="margin:20px 0 0;font-size:13px;color:#666;">For your security it expires in 30 minutes. If you didn't ask for a new password, ignore this email &ndash; your account is safe.</p>`,
      "pr-reset",
    ),
  },
  {
    family: "pennine-rail",
    group: "consumer",
    lang: "en",
    kind: "claim-received",
    code: null,
    link: null,
    from: "Pennine Rail Delay Repay <delayrepay@e.pennine-rail.co.uk>",
    subject: "We've received your Delay Repay claim DR-2026-118402",
    date: date(2026, 11, 21, 14, 27),
    html: null,
    enc: "7bit",
    text: `Hi Callum,

Thanks - we've received your Delay Repay claim.

Claim number: DR-2026-118402
Journey: Leeds 07:42 to Manchester Piccadilly, Fri 20 Nov 2026
Delay reported: 31 minutes
Ticket: Advance Single, £14.35

We aim to decide on claims within 20 working days. If approved, we'll pay 50% of your ticket price
(£7.18) back to your original payment card.

You don't need to do anything else. Please quote your claim number if you contact us.

Pennine Rail Customer Relations
0345 600 4411`,
  },
];

// ---------------------------------------------------------------- Reelhouse (US streaming, Braze over SendGrid)

function rh_click(seed: string): string {
  return `https://u1184229.ct.sendgrid.net/ls/click?upn=u001.${tok(seed, 200)}-2BPq${tok(seed + "b", 40)}`;
}

function rh_page(pre: string, body: string, seed: string): string {
  return `<!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="color-scheme" content="dark"><meta name="supported-color-schemes" content="dark">
<title>Reelhouse</title>
<style>body{background:#0d0d12;} a{color:#ff4f5a;} u + .body .gmail-fix{display:none;}</style>
<!--[if mso]><style>* { font-family: Arial, sans-serif !important; }</style><![endif]-->
</head><body class="body" style="margin:0;background:#0d0d12;">
${preheader(pre)}
<table role="presentation" width="100%" bgcolor="#0d0d12" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;">
<tr><td style="padding-bottom:26px;"><img src="https://appboy-images.com/appboy/communication/assets/image_assets/images/5f2c8e01a1b2c3d4e5f60718/original.png" alt="REELHOUSE" width="132" style="display:block;"></td></tr>
<tr><td style="font-family:'Helvetica Neue',Arial,sans-serif;font-size:16px;line-height:24px;color:#d9d9e0;">
${body}
</td></tr>
<tr><td style="padding-top:34px;border-top:1px solid #26262f;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#7c7c88;">
Questions? Visit the <a href="${
    a(rh_click(seed + "help"))
  }" style="color:#a5a5b0;">Help Center</a> or call 1-888-555-0177.<br>
This account email was sent to sam.reader@inbox.example because you have a Reelhouse membership.<br>
<a href="${a(rh_click(seed + "terms"))}" style="color:#a5a5b0;">Terms of Use</a> &middot; <a href="${
    a(rh_click(seed + "priv"))
  }" style="color:#a5a5b0;">Privacy</a><br>
Reelhouse Media, Inc., 901 Colorado Avenue, Santa Monica, CA 90401
</td></tr></table></td></tr></table>
<img src="https://u1184229.ct.sendgrid.net/wf/open?upn=u001.${
    tok(seed + "o", 90)
  }" alt="" width="1" height="1" border="0" style="height:1px!important;width:1px!important;border-width:0!important;margin:0!important;padding:0!important;">
</body></html>`;
}

const rh_email = rh_click("rh-email-confirm");

const reelhouse: Mail[] = [
  {
    family: "reelhouse",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "8462",
    link: null,
    from: "Reelhouse <info@account.reelhouse.tv>",
    subject: "Your Reelhouse sign-in code",
    date: date(2026, 3, 14, 20, 18, "-0700"),
    enc: "qp",
    text: `Enter this code to sign in

8462

Enter this code on the device where you're signing in. It expires in 15 minutes.

Requested by: Living Room TV (Roku)
Near: Sacramento, CA, United States
Time: March 14, 2026 8:18 PM PDT

If you didn't request this code, someone may have your password. Change it now from Account > Security.

Help Center: ${rh_click("rh-codehelp")}
Reelhouse Media, Inc., 901 Colorado Avenue, Santa Monica, CA 90401`,
    html: rh_page(
      "Enter this code on your TV. It expires in 15 minutes.",
      `<h1 style="margin:0 0 18px;font-size:28px;line-height:34px;color:#ffffff;font-weight:bold;">Enter this code to sign in</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 22px;"><tr>
<td style="background:#1d1d26;border-radius:8px;padding:16px 28px;font-size:40px;letter-spacing:14px;font-weight:bold;color:#ffffff;font-family:Menlo,Consolas,monospace;">8462</td></tr></table>
<p style="margin:0 0 18px;">Enter this code on the device where you're signing in. It expires in 15 minutes.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px;color:#a5a5b0;">
<tr><td>Requested by</td><td style="color:#d9d9e0;">Living Room TV (Roku)</td></tr>
<tr><td>Near</td><td style="color:#d9d9e0;">Sacramento, CA, United States</td></tr>
<tr><td>Time</td><td style="color:#d9d9e0;">March 14, 2026 8:18 PM PDT</td></tr></table>
<p style="margin:18px 0 0;font-size:14px;">If you didn't request this code, someone may have your password. Change it now from Account &gt; Security.</p>`,
      "rh-code",
    ),
  },
  {
    family: "reelhouse",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Reelhouse <info@account.reelhouse.tv>",
    subject: "Your password was changed",
    date: date(2026, 3, 14, 20, 31, "-0700"),
    enc: "qp",
    text: `Your password was changed

Hi Jordan,

The password for your Reelhouse account was changed on March 14, 2026 at 8:30 PM PDT.
All other devices have been signed out, except the one you used to make this change.

If you made this change, you're all set.

If you didn't, reset your password right away and review the devices signed in to your account:
${rh_click("rh-pwchanged-secure")}

Reelhouse Media, Inc., 901 Colorado Avenue, Santa Monica, CA 90401`,
    html: rh_page(
      "All other devices have been signed out.",
      `<h1 style="margin:0 0 18px;font-size:28px;line-height:34px;color:#ffffff;">Your password was changed</h1>
<p style="margin:0 0 14px;">Hi Jordan,</p>
<p style="margin:0 0 14px;">The password for your Reelhouse account was changed on March 14, 2026 at 8:30 PM PDT. All other devices have been signed out, except the one you used to make this change.</p>
<p style="margin:0 0 14px;">If you made this change, you're all set.</p>
<p style="margin:0;">If you didn't, <a href="${
        a(rh_click("rh-pwchanged-secure"))
      }" style="color:#ff4f5a;">secure your account</a> right away.</p>`,
      "rh-pwchanged",
    ),
  },
  {
    family: "reelhouse",
    group: "consumer",
    lang: "en",
    kind: "email-change-link",
    code: null,
    link: rh_email,
    from: "Reelhouse <info@account.reelhouse.tv>",
    subject: "Confirm your new Reelhouse email",
    date: date(2026, 5, 2, 11, 9, "-0400"),
    enc: "b64",
    text: `Confirm your new email

Hi Jordan,

You asked to use this address for your Reelhouse account. Confirm it to finish the change:

${rh_email}

Your sign-in email will stay j•••••@yahoo.com until you confirm. This link expires in 24 hours.

If you didn't request this, you can ignore this email.

Reelhouse Media, Inc., 901 Colorado Avenue, Santa Monica, CA 90401`,
    html: rh_page(
      "Confirm the change to finish updating your sign-in email.",
      `<h1 style="margin:0 0 18px;font-size:28px;line-height:34px;color:#ffffff;">Confirm your new email</h1>
<p style="margin:0 0 14px;">Hi Jordan,</p>
<p style="margin:0 0 22px;">You asked to use this address for your Reelhouse account. Confirm it to finish the change.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td>${
        vml(rh_email, "Confirm email", "#ff4f5a", 210, "#ffffff", "10%")
      }</td></tr></table>
<p style="margin:22px 0 0;font-size:14px;color:#a5a5b0;">Your sign-in email will stay j&bull;&bull;&bull;&bull;&bull;@yahoo.com until you confirm. This link expires in 24 hours. If you didn't request this, you can ignore this email.</p>`,
      "rh-email",
    ),
  },
];

// ---------------------------------------------------------------- Questforge (US games, Customer.io + Postmark)

function qf_click(seed: string): string {
  return `https://track.questforge.gg/CL0/https:%2F%2Faccount.questforge.gg%2F${tok(seed, 10, ALNUM)}/1/${
    tok(seed, 60, HEX)
  }-000000/${tok(seed + "s", 43)}=357`;
}

function qf_page(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>@media (prefers-color-scheme: light){ .qf-bg{background:#f2f2f7!important;} .qf-card{background:#ffffff!important;color:#17171f!important;} }</style></head>
<body style="margin:0;background:#101018;">
${preheader(pre)}
<table role="presentation" class="qf-bg" width="100%" cellpadding="0" cellspacing="0" style="background:#101018;"><tr><td align="center" style="padding:34px 12px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="max-width:520px;width:100%;">
<tr><td align="center" style="padding-bottom:20px;"><img src="https://cdn.questforge.gg/mail/qf-mark-2x.png" width="64" height="64" alt="Questforge"></td></tr>
<tr><td class="qf-card" style="background:#1b1b27;border-radius:12px;padding:32px;font-family:Inter,'Segoe UI',Arial,sans-serif;font-size:15px;line-height:23px;color:#e7e7f0;">
${body}
</td></tr>
<tr><td align="center" style="padding:22px 10px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6c6c80;">
&copy; 2026 Questforge Interactive LLC. All rights reserved. 1700 Westlake Ave N, Suite 300, Seattle, WA 98109<br>
<a href="https://support.questforge.gg" style="color:#8f8fa8;">Support</a> &middot; <a href="https://questforge.gg/legal/privacy" style="color:#8f8fa8;">Privacy</a> &middot; <a href="https://questforge.gg/legal/terms" style="color:#8f8fa8;">Terms</a>
</td></tr></table></td></tr></table></body></html>`;
}

const qf_verify = qf_click("qf-verify");

const questforge: Mail[] = [
  {
    family: "questforge",
    group: "consumer",
    lang: "en",
    kind: "2fa-code",
    code: "K2M9TX",
    link: null,
    from: "Questforge <noreply@account.questforge.gg>",
    subject: "Questforge security code: K2M9TX",
    date: date(2026, 2, 27, 3, 41),
    text: `Hey EmberWolf_77,

Here's the code to finish signing in to Questforge:

K2M9TX

It's not case-sensitive and expires in 10 minutes.

Sign-in attempt from: Windows PC, Questforge Launcher 3.8.2, Columbus, OH, US

Questforge staff will NEVER ask for this code. If someone asks you for it in-game or on Discord, it's a scam.

Not you? Change your password: https://account.questforge.gg/security

© 2026 Questforge Interactive LLC`,
    html: qf_page(
      "Finish signing in with this code. Questforge staff will never ask for it.",
      `<p style="margin:0 0 14px;">Hey EmberWolf_77,</p>
<p style="margin:0 0 18px;">Here's the code to finish signing in to Questforge:</p>
<div style="text-align:center;margin:0 0 18px;"><span style="display:inline-block;padding:14px 26px;border:2px dashed #7c5cff;border-radius:10px;font-family:Consolas,Menlo,monospace;font-size:32px;letter-spacing:6px;color:#b9a8ff;">K2M9TX</span></div>
<p style="margin:0 0 14px;font-size:13px;color:#9c9cb3;">It's not case-sensitive and expires in 10 minutes. Sign-in attempt from Windows PC, Questforge Launcher 3.8.2, Columbus, OH, US.</p>
<p style="margin:0 0 14px;padding:12px;background:#2a1f1f;border-radius:8px;font-size:13px;">Questforge staff will <strong>never</strong> ask for this code. If someone asks you for it in-game or on Discord, it's a scam.</p>
<p style="margin:0;font-size:13px;">Not you? <a href="https://account.questforge.gg/security" style="color:#b9a8ff;">Change your password</a>.</p>`,
    ),
  },
  {
    family: "questforge",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "530771",
    link: qf_verify,
    from: "Questforge <noreply@account.questforge.gg>",
    subject: "Verify your email to claim your Founder's Cape",
    date: date(2026, 1, 9, 22, 5, "-0500"),
    enc: "qp",
    text: `Welcome to Questforge!

Verify your email to protect your account and unlock the Founder's Cape cosmetic.

Verify with one click:
${qf_verify}

Or type this code in the launcher: 530 771

The code and link expire in 1 hour.

If you didn't create a Questforge account, ignore this email.

© 2026 Questforge Interactive LLC, 1700 Westlake Ave N, Suite 300, Seattle, WA 98109`,
    html: qf_page(
      "One click and the Founder's Cape is yours.",
      `<h1 style="margin:0 0 14px;font-size:24px;color:#ffffff;">Welcome to Questforge!</h1>
<p style="margin:0 0 20px;">Verify your email to protect your account and unlock the <strong>Founder's Cape</strong> cosmetic.</p>
<div style="text-align:center;margin:0 0 22px;">${
        vml(qf_verify, "Verify email", "#7c5cff", 220, "#ffffff", "20%")
      }</div>
<p style="margin:0 0 8px;text-align:center;font-size:13px;color:#9c9cb3;">Or type this code in the launcher</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="6"><tr>
${
        [..."530771"].map((d, i) =>
          `<td style="width:38px;height:46px;background:#262636;border-radius:6px;text-align:center;font-size:26px;font-weight:bold;color:#fff;font-family:Consolas,monospace;">${d}</td>${
            i === 2 ? '<td style="width:10px;"></td>' : ""
          }`
        ).join("")
      }
</tr></table>
<p style="margin:18px 0 0;font-size:13px;color:#9c9cb3;">The code and link expire in 1 hour. If you didn't create a Questforge account, ignore this email.</p>`,
    ),
  },
  {
    family: "questforge",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Questforge <news@mail.questforge.gg>",
    subject: "Season 6: The Drowned Crown is live (+25% off the Deluxe Pass)",
    date: date(2026, 6, 16, 17, 0),
    enc: "qp",
    text: `SEASON 6: THE DROWNED CROWN

The tide has turned. Season 6 is live on PC, PlayStation and Xbox.

- New zone: Saltmarrow Reach, with 14 new quests
- New class: the Tidecaller
- Ranked season resets on June 18 at 10:00 PT

Use code DROWNED25 at checkout for 25% off the Deluxe Pass until June 30.

Read the full patch notes (v6.0.1): ${qf_click("qf-news-notes")}
Watch the trailer: ${qf_click("qf-news-trailer")}

You're receiving this because you opted in to Questforge news.
Unsubscribe: https://mail.questforge.gg/unsubscribe?u=${tok("qf-news-u", 40)}

© 2026 Questforge Interactive LLC, 1700 Westlake Ave N, Suite 300, Seattle, WA 98109`,
    html: qf_page(
      "New zone, new class, and 25% off the Deluxe Pass until June 30.",
      `<a href="${
        a(qf_click("qf-news-trailer"))
      }"><img src="https://cdn.questforge.gg/mail/s6-hero.jpg" width="456" alt="Season 6: The Drowned Crown - watch the trailer" style="display:block;width:100%;border-radius:8px;margin-bottom:20px;"></a>
<h1 style="margin:0 0 12px;font-size:24px;color:#fff;">The tide has turned</h1>
<p style="margin:0 0 14px;">Season 6 is live on PC, PlayStation and Xbox.</p>
<ul style="margin:0 0 16px;padding-left:20px;"><li>New zone: Saltmarrow Reach, with 14 new quests</li><li>New class: the Tidecaller</li><li>Ranked season resets on June 18 at 10:00 PT</li></ul>
<p style="margin:0 0 18px;padding:14px;background:#262636;border-radius:8px;text-align:center;">Use code <strong style="color:#ffcc4d;letter-spacing:2px;">DROWNED25</strong> at checkout for 25% off the Deluxe Pass until June 30.</p>
<div style="text-align:center;">${vml(qf_click("qf-news-notes"), "Read the patch notes", "#7c5cff", 240)}</div>
<p style="margin:20px 0 0;font-size:11px;color:#6c6c80;">You're receiving this because you opted in to Questforge news. <a href="https://mail.questforge.gg/unsubscribe?u=${
        tok("qf-news-u", 40)
      }" style="color:#8f8fa8;">Unsubscribe</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- The Straits Ledger (Singapore news, Salesforce + in-house auth)

function sl_click(seed: string): string {
  return `https://cl.s11.exct.net/?qs=${tok(seed, 160, HEX)}`;
}

function sl_page(pre: string, body: string, seed: string, lang = "en"): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>@media (prefers-color-scheme: dark){ .sl-p{background:#161616!important;color:#e8e8e8!important;} .sl-h{color:#ffffff!important;} }</style></head>
<body style="margin:0;background:#ffffff;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="640" cellpadding="0" cellspacing="0" style="max-width:640px;width:100%;">
<tr><td align="center" style="padding:22px 0 14px;border-bottom:3px double #111;"><a href="${
    a(sl_click(seed + "mast"))
  }"><img src="https://image.s11.sfmc-content.com/lib/fe8f13727364057d7c/m/1/straits-ledger-masthead.png" width="300" alt="The Straits Ledger" style="display:block;"></a></td></tr>
<tr><td class="sl-p" style="padding:26px 22px;font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:26px;color:#1a1a1a;">
${body}
</td></tr>
<tr><td style="padding:18px 22px;border-top:1px solid #ddd;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#777;">
<a href="${
    a(sl_click(seed + "app"))
  }"><img src="https://image.s11.sfmc-content.com/lib/fe8f13727364057d7c/m/1/appstore.png" height="32" alt="Download on the App Store"></a>
<a href="${
    a(sl_click(seed + "gp"))
  }"><img src="https://image.s11.sfmc-content.com/lib/fe8f13727364057d7c/m/1/googleplay.png" height="32" alt="Get it on Google Play"></a><br><br>
Straits Ledger Media Pte Ltd (UEN 201912345K), 1 Harbourfront Avenue, #12-01, Singapore 098632. Subscriber helpline: 6388 3838 (Mon-Fri, 8.30am-6pm).<br>
<a href="${a(sl_click(seed + "prefs"))}" style="color:#777;">Manage newsletters</a> &middot; <a href="${
    a(sl_click(seed + "pdpa"))
  }" style="color:#777;">Data protection policy</a>
</td></tr></table></td></tr></table>
</body></html>`;
}

const sl_magic = `https://auth.straitsledger.sg/passwordless/verify?token=${tok("sl-magic", 64)}&redirect=%2Fsingapore`;
const sl_optin = sl_click("sl-optin-confirm");

const straits: Mail[] = [
  {
    family: "straits-ledger",
    group: "regional",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: sl_magic,
    from: "The Straits Ledger <account@straitsledger.sg>",
    subject: "Your sign-in link for The Straits Ledger",
    date: date(2026, 7, 29, 6, 48, "+0800"),
    text: `Sign in to The Straits Ledger

Click the link below to sign in on this device. It expires in 20 minutes and works once.

${sl_magic}

Your subscription: Digital Premium (renews 14 Feb 2027, S$9.90/month)

Didn't request this? You can ignore this email. Someone may have typed your email address by mistake.

Subscriber helpline: 6388 3838`,
    html: sl_page(
      "One click to sign in. Expires in 20 minutes.",
      `<h1 class="sl-h" style="margin:0 0 16px;font-size:26px;font-weight:normal;color:#111;">Sign in to The Straits Ledger</h1>
<p style="margin:0 0 22px;">Click the button below to sign in on this device. It expires in 20 minutes and works once.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td>${
        vml(sl_magic, "Sign in now", "#111111", 200, "#ffffff", "0%")
      }</td></tr></table>
<p style="margin:22px 0 0;font-family:Arial,sans-serif;font-size:13px;color:#666;">Your subscription: Digital Premium (renews 14 Feb 2027, S$9.90/month)<br>Didn't request this? You can ignore this email.</p>`,
      "sl-magic",
    ),
  },
  {
    family: "straits-ledger",
    group: "regional",
    lang: "en",
    kind: "double-opt-in",
    code: null,
    link: sl_optin,
    from: "The Straits Ledger Newsletters <newsletters@e.straitsledger.sg>",
    subject: "Please confirm your subscription to Markets Before the Bell",
    date: date(2026, 8, 3, 21, 15, "+0800"),
    enc: "qp",
    text: `Almost done

You asked to receive Markets Before the Bell, our weekday briefing on Asian markets, at 7.30am SGT.

Confirm your subscription:
${sl_optin}

If you don't confirm, we won't send it. If you didn't sign up, just ignore this email.

Straits Ledger Media Pte Ltd, 1 Harbourfront Avenue, #12-01, Singapore 098632`,
    html: sl_page(
      "Confirm to start getting the 7.30am markets briefing.",
      `<h1 class="sl-h" style="margin:0 0 16px;font-size:26px;font-weight:normal;color:#111;">Almost done</h1>
<p style="margin:0 0 22px;">You asked to receive <em>Markets Before the Bell</em>, our weekday briefing on Asian markets, at 7.30am SGT.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td>${
        vml(sl_optin, "Yes, subscribe me", "#b3121b", 220, "#ffffff", "0%")
      }</td></tr></table>
<p style="margin:22px 0 0;font-family:Arial,sans-serif;font-size:13px;color:#666;">If you don't confirm, we won't send it. If you didn't sign up, just ignore this email.</p>`,
      "sl-optin",
    ),
  },
  {
    family: "straits-ledger",
    group: "regional",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Markets Before the Bell <newsletters@e.straitsledger.sg>",
    subject: "STI edges up; DBS results; what a Fed pause means for SGD",
    date: date(2026, 8, 6, 7, 30, "+0800"),
    enc: "qp",
    text: `MARKETS BEFORE THE BELL - Thursday, 6 August 2026

Good morning. The Straits Times Index closed up 0.4% at 3,871.20 yesterday.

1. DBS beats on net interest income
Q2 net profit of S$3.02 billion, up 6% year on year. Read: ${sl_click("sl-nl-1")}

2. What a Fed pause means for the Singapore dollar
Read: ${sl_click("sl-nl-2")}

3. HDB resale prices rise for 26th straight quarter
Read: ${sl_click("sl-nl-3")}

Today: Singapore Q2 retail sales at 1pm; Japan household spending at 7.30am.

Manage newsletters: ${sl_click("sl-nlprefs")}
Straits Ledger Media Pte Ltd, 1 Harbourfront Avenue, #12-01, Singapore 098632`,
    html: sl_page(
      "STI closed up 0.4% at 3,871.20. DBS beats on net interest income.",
      `<p style="margin:0 0 4px;font-family:Arial,sans-serif;font-size:12px;letter-spacing:1px;color:#b3121b;">MARKETS BEFORE THE BELL &middot; THURSDAY, 6 AUGUST 2026</p>
<p style="margin:0 0 18px;">Good morning. The Straits Times Index closed up 0.4% at 3,871.20 yesterday.</p>
<h2 style="margin:0 0 6px;font-size:20px;"><a href="${
        a(sl_click("sl-nl-1"))
      }" style="color:#111;text-decoration:none;">DBS beats on net interest income</a></h2>
<p style="margin:0 0 18px;font-size:15px;">Q2 net profit of S$3.02 billion, up 6% year on year.</p>
<h2 style="margin:0 0 6px;font-size:20px;"><a href="${
        a(sl_click("sl-nl-2"))
      }" style="color:#111;text-decoration:none;">What a Fed pause means for the Singapore dollar</a></h2>
<h2 style="margin:14px 0 6px;font-size:20px;"><a href="${
        a(sl_click("sl-nl-3"))
      }" style="color:#111;text-decoration:none;">HDB resale prices rise for 26th straight quarter</a></h2>
<p style="margin:20px 0 0;padding:12px;background:#f4f4f4;font-family:Arial,sans-serif;font-size:13px;"><strong>Today:</strong> Singapore Q2 retail sales at 1pm; Japan household spending at 7.30am.</p>`,
      "sl-nl",
    ),
  },
  {
    family: "straits-ledger",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "602913",
    link: null,
    from: "海峡日报 The Straits Ledger <account@straitsledger.sg>",
    subject: "您的验证码 / Your verification code",
    date: date(2026, 9, 18, 12, 2, "+0800"),
    enc: "b64",
    text: `您好，

您正在验证《海峡日报》中文版账户的电子邮箱。请在网页或应用中输入以下验证码：

602 913

验证码10分钟内有效。请勿将验证码告诉任何人。

如果这不是您本人的操作，请忽略此邮件。

Your verification code is 602 913. It is valid for 10 minutes.

订户服务热线：6388 3838
Straits Ledger Media Pte Ltd, 1 Harbourfront Avenue, #12-01, Singapore 098632`,
    html: sl_page(
      "验证码10分钟内有效。Your code is valid for 10 minutes.",
      `<p style="margin:0 0 14px;">您好，</p>
<p style="margin:0 0 18px;">您正在验证《海峡日报》中文版账户的电子邮箱。请在网页或应用中输入以下验证码：</p>
<p style="margin:0 0 18px;text-align:center;font-family:Arial,sans-serif;font-size:36px;font-weight:bold;letter-spacing:8px;color:#b3121b;">602 913</p>
<p style="margin:0 0 14px;font-size:15px;">验证码10分钟内有效。请勿将验证码告诉任何人。如果这不是您本人的操作，请忽略此邮件。</p>
<p style="margin:0;font-family:Arial,sans-serif;font-size:13px;color:#666;">Your verification code is 602 913. It is valid for 10 minutes.</p>`,
      "sl-zh",
      "zh",
    ),
  },
];

// ---------------------------------------------------------------- Pulsegrid (US fitness app, Braze)

function pg_click(seed: string): string {
  return `https://click.pulsegrid.fit/ls/click?upn=u001.${tok(seed, 180)}`;
}

function pg_page(pre: string, body: string, seed: string): string {
  return `<!doctype html><html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"><head>
<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>Pulsegrid</title>
<style>body{margin:0} .pg-btn:hover{opacity:.9} @media (max-width:480px){ .pg-h1{font-size:26px!important;line-height:32px!important;} }</style>
</head><body style="margin:0;background:#fafafa;">
${preheader(pre)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#fafafa"><tr><td align="center" style="padding:0 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;">
<tr><td style="padding:26px 0;" align="left"><img src="https://braze-images.com/appboy/communication/assets/image_assets/images/pulsegrid-wordmark.png" width="124" alt="pulsegrid"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #eee;border-radius:16px;padding:36px 32px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:25px;color:#1a1a1a;">
${body}
</td></tr>
<tr><td style="padding:24px 4px;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#8a8a8a;">
<a href="${a(pg_click(seed + "ig"))}" style="color:#8a8a8a;">Instagram</a> &middot; <a href="${
    a(pg_click(seed + "yt"))
  }" style="color:#8a8a8a;">YouTube</a> &middot; <a href="${
    a(pg_click(seed + "help"))
  }" style="color:#8a8a8a;">Help</a><br>
Pulsegrid Inc., 500 W 2nd St, Suite 1900, Austin, TX 78701 &middot; &copy; 2026 Pulsegrid
</td></tr></table></td></tr></table></body></html>`;
}

const pg_verify = pg_click("pg-verify");
const pg_invite = pg_click("pg-invite");

const pulsegrid: Mail[] = [
  {
    family: "pulsegrid",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "771204",
    link: pg_verify,
    from: "Pulsegrid <team@mail.pulsegrid.fit>",
    subject: "771204 is your Pulsegrid verification code",
    date: date(2026, 1, 2, 6, 15, "-0600"),
    enc: "qp",
    text: `Let's get you moving

Confirm your email so we can save your workouts and streaks.

Your code: 771 204

Or tap to verify: ${pg_verify}

Code and link expire in 20 minutes.

Pulsegrid Inc., 500 W 2nd St, Suite 1900, Austin, TX 78701`,
    html: pg_page(
      "Confirm your email so we can save your workouts and streaks.",
      `<h1 class="pg-h1" style="margin:0 0 12px;font-size:32px;line-height:38px;font-weight:800;letter-spacing:-0.5px;">Let's get you moving</h1>
<p style="margin:0 0 22px;">Confirm your email so we can save your workouts and streaks.</p>
<p style="margin:0 0 6px;font-size:13px;text-transform:uppercase;letter-spacing:1px;color:#8a8a8a;">Your code</p>
<p style="margin:0 0 24px;font-size:40px;font-weight:800;letter-spacing:6px;color:#ff3d6e;">771&nbsp;204</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td>${
        vml(pg_verify, "Verify my email", "#1a1a1a", 220, "#ffffff", "50%")
      }</td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#8a8a8a;">Code and link expire in 20 minutes.</p>`,
      "pg-verify",
    ),
  },
  {
    family: "pulsegrid",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: pg_invite,
    from: "Pulsegrid <team@mail.pulsegrid.fit>",
    subject: "Marcus invited you to the Step It Up challenge",
    date: date(2026, 2, 1, 18, 40, "-0600"),
    enc: "qp",
    text: `Marcus Bell invited you to join a team challenge

STEP IT UP - February 2026
Team: Desk Jockeys (4 of 6 spots filled)
Goal: 1,000,000 steps as a team by Feb 28

Join the team:
${pg_invite}

The invite expires in 7 days. You'll need the Pulsegrid app (free on iOS and Android).

Pulsegrid Inc., 500 W 2nd St, Suite 1900, Austin, TX 78701`,
    html: pg_page(
      "Desk Jockeys has 2 spots left. Goal: 1,000,000 steps by Feb 28.",
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin-bottom:18px;"><tr><td><img src="https://braze-images.com/appboy/communication/assets/image_assets/images/avatar-mb.png" width="48" height="48" alt="Marcus Bell" style="border-radius:24px;"></td><td style="padding-left:12px;font-size:14px;color:#555;"><strong style="color:#1a1a1a;">Marcus Bell</strong> invited you to join a team challenge</td></tr></table>
<h1 class="pg-h1" style="margin:0 0 8px;font-size:30px;line-height:36px;font-weight:800;">STEP IT UP</h1>
<p style="margin:0 0 18px;color:#555;">February 2026 &middot; Team <strong>Desk Jockeys</strong> (4 of 6 spots filled)<br>Goal: 1,000,000 steps as a team by Feb 28</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td>${
        vml(pg_invite, "Join the team", "#ff3d6e", 200, "#ffffff", "50%")
      }</td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#8a8a8a;">The invite expires in 7 days. You'll need the Pulsegrid app (free on iOS and Android).</p>`,
      "pg-invite",
    ),
  },
  {
    family: "pulsegrid",
    group: "consumer",
    lang: "en",
    kind: "class-booked",
    code: null,
    link: null,
    from: "Pulsegrid Studios <studios@mail.pulsegrid.fit>",
    subject: "You're booked: HIIT 45 on Thu at 6:30 AM",
    date: date(2026, 2, 3, 21, 2, "-0600"),
    enc: "qp",
    text: `You're booked!

HIIT 45 with Coach Dani
Thursday, Feb 5, 2026 · 6:30-7:15 AM
Pulsegrid Studio East Austin, 1812 E 6th St, Austin, TX 78702
Spot: Bike 12

Credits used: 1 (7 left this month)

Need to cancel? Free up to 12 hours before class. Late cancels cost 1 credit.
Cancel in the app under Schedule > Upcoming.

Pulsegrid Inc.`,
    html: pg_page(
      "Thursday 6:30 AM with Coach Dani. Bike 12.",
      `<h1 class="pg-h1" style="margin:0 0 16px;font-size:30px;font-weight:800;">You're booked!</h1>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fff0f4;border-radius:12px;"><tr><td style="padding:18px 20px;">
<p style="margin:0;font-size:20px;font-weight:800;">HIIT 45</p>
<p style="margin:4px 0 0;color:#555;">with Coach Dani</p>
<p style="margin:12px 0 0;">Thursday, Feb 5, 2026 &middot; 6:30&ndash;7:15 AM<br>Pulsegrid Studio East Austin, 1812 E 6th St, Austin, TX 78702<br>Spot: <strong>Bike 12</strong></p>
</td></tr></table>
<p style="margin:18px 0 0;font-size:14px;">Credits used: 1 (7 left this month)</p>
<p style="margin:10px 0 0;font-size:13px;color:#8a8a8a;">Need to cancel? Free up to 12 hours before class. Late cancels cost 1 credit. Cancel in the app under Schedule &gt; Upcoming.</p>`,
      "pg-class",
    ),
  },
];

// ---------------------------------------------------------------- Kindred (UK dating app, Iterable + SES)

const kindred: Mail[] = [
  {
    family: "kindred-dating",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "5827",
    link: null,
    from: "Kindred <no-reply@kindred.dating>",
    subject: "5827 is your Kindred code",
    date: date(2026, 2, 14, 0, 12),
    html: null,
    enc: "7bit",
    text: `Use the code in the subject line to log in to Kindred. It expires in 10 minutes.

Never share it - not even with a match.

Kindred Social Ltd, 3rd Floor, 27 Brewer Street, London W1F 0RA`,
  },
  {
    family: "kindred-dating",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: `https://links.kindred.dating/u/click?_t=${tok("kd-v", 32, HEX)}&_m=${tok("kd-vm", 32, HEX)}&_e=${
      tok("kd-ve", 160)
    }`,
    from: "Kindred <hello@kindred.dating>",
    subject: "Verify your email to keep your matches safe",
    date: date(2026, 4, 11, 19, 33, "+0100"),
    enc: "qp",
    text: `Hi Ellie,

One quick thing: verify your email so you can get back into Kindred if you ever change your phone.

Verify my email:
${`https://links.kindred.dating/u/click?_t=${tok("kd-v", 32, HEX)}&_m=${tok("kd-vm", 32, HEX)}&_e=${tok("kd-ve", 160)}`}

Verified profiles get a blue tick on their email badge and show up more often in Discover.

Kindred Social Ltd, 3rd Floor, 27 Brewer Street, London W1F 0RA
Unsubscribe from tips: https://links.kindred.dating/e/unsub?_e=${tok("kd-vu", 60)}`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>@media (prefers-color-scheme: dark){ .kd{background:#1e1420!important;color:#f4e9f2!important;} }</style></head>
<body style="margin:0;background:#fff5f8;">
${preheader("Verified profiles show up more often in Discover.")}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fff5f8;"><tr><td align="center" style="padding:30px 12px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;width:100%;">
<tr><td align="center" style="padding-bottom:18px;"><img src="https://library.iterable.com/20411/kindred/heart-logo.png" width="56" alt="Kindred"></td></tr>
<tr><td class="kd" align="center" style="background:#ffffff;border-radius:24px;padding:34px 30px;font-family:'Avenir Next',Avenir,Arial,sans-serif;font-size:16px;line-height:24px;color:#3a2340;">
<h1 style="margin:0 0 12px;font-size:26px;">Hi Ellie &#128075;</h1>
<p style="margin:0 0 22px;">One quick thing: verify your email so you can get back into Kindred if you ever change your phone.</p>
${
      vml(
        `https://links.kindred.dating/u/click?_t=${tok("kd-v", 32, HEX)}&_m=${tok("kd-vm", 32, HEX)}&_e=${
          tok("kd-ve", 160)
        }`,
        "Verify my email",
        "#d6336c",
        220,
        "#ffffff",
        "50%",
      )
    }
<p style="margin:22px 0 0;font-size:14px;color:#8a6f8f;">Verified profiles get a blue tick on their email badge and show up more often in Discover.</p>
</td></tr>
<tr><td align="center" style="padding:20px;font-family:Arial,sans-serif;font-size:11px;color:#a58aa9;">Kindred Social Ltd, 3rd Floor, 27 Brewer Street, London W1F 0RA<br><a href="https://links.kindred.dating/e/unsub?_e=${
      tok("kd-vu", 60)
    }" style="color:#a58aa9;">Unsubscribe from tips</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kindred-dating",
    group: "consumer",
    lang: "en",
    kind: "new-match",
    code: null,
    link: null,
    from: "Kindred <hello@kindred.dating>",
    subject: "It's a match! Say hi to Tom",
    date: date(2026, 4, 13, 21, 50, "+0100"),
    enc: "qp",
    text: `You and Tom liked each other.

Tom, 31 · 3 miles away · Loves: climbing, Sunday roasts, terrible puns

Matches who chat within 24 hours are twice as likely to meet up. Open Kindred to send the first message.

Kindred Social Ltd, 3rd Floor, 27 Brewer Street, London W1F 0RA
Turn off match emails: https://links.kindred.dating/e/unsub?_e=${tok("kd-mu", 60)}`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fff5f8;">
${preheader("Matches who chat within 24 hours are twice as likely to meet up.")}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;width:100%;background:#ffffff;border-radius:24px;">
<tr><td align="center" style="padding:34px 30px;font-family:'Avenir Next',Arial,sans-serif;color:#3a2340;">
<img src="https://library.iterable.com/20411/kindred/match-hearts.png" width="160" alt="It's a match!"><br>
<p style="margin:18px 0 6px;font-size:22px;font-weight:bold;">You and Tom liked each other</p>
<p style="margin:0 0 18px;font-size:15px;color:#8a6f8f;">Tom, 31 &middot; 3 miles away &middot; climbing, Sunday roasts, terrible puns</p>
<a href="https://links.kindred.dating/u/click?_t=${tok("kd-m", 32, HEX)}&amp;_m=${tok("kd-mm", 32, HEX)}&amp;_e=${
      tok("kd-me", 160)
    }"><img src="https://library.iterable.com/20411/kindred/btn-say-hi.png" width="200" alt="Say hi" style="border:0;"></a>
<p style="margin:18px 0 0;font-size:13px;color:#a58aa9;">Matches who chat within 24 hours are twice as likely to meet up.</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#a58aa9;">Kindred Social Ltd, 3rd Floor, 27 Brewer Street, London W1F 0RA &middot; <a href="https://links.kindred.dating/e/unsub?_e=${
      tok("kd-mu", 60)
    }" style="color:#a58aa9;">Turn off match emails</a></p>
</td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Gatepass (Nigeria ticketing, Mandrill)

function gp_click(seed: string): string {
  return `https://mandrillapp.com/track/click/30918274/gatepass.ng?p=${tok(seed, 260)}`;
}

function gp_page(pre: string, body: string, seed: string): string {
  return `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Gatepass</title></head>
<body style="margin:0;padding:0;background:#f6f3ff;">
${preheader(pre)}
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f6f3ff"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:10px;overflow:hidden;">
<tr><td style="background:#4b1fa8;padding:20px 26px;"><img src="https://gatepass.ng/static/email/gatepass-logo-white.png" width="120" alt="gatepass"></td></tr>
<tr><td style="padding:28px 26px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:23px;color:#251c3a;">
${body}
</td></tr>
<tr><td style="padding:18px 26px;background:#faf8ff;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#7d7396;">
Need help? <a href="${
    a(gp_click(seed + "help"))
  }" style="color:#4b1fa8;">support.gatepass.ng</a> &middot; +234 201 555 0190 &middot; WhatsApp +234 809 555 0191<br>
Gatepass Technologies Ltd, 14 Admiralty Way, Lekki Phase 1, Lagos, Nigeria. RC 1587204.
</td></tr></table></td></tr></table>
<img src="https://mandrillapp.com/track/open.php?u=30918274&amp;id=${
    tok(seed + "o", 32, HEX)
  }" height="1" width="1" alt="">
</body></html>`;
}

const gp_accept = gp_click("gp-transfer-accept");

const gatepass: Mail[] = [
  {
    family: "gatepass-tickets",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "GP-447120",
    code_digits: "447120",
    link: null,
    from: "Gatepass <hello@gatepass.ng>",
    subject: "Your Gatepass login code",
    date: date(2026, 11, 30, 19, 4, "+0100"),
    enc: "qp",
    text: `Hi Tolu,

Your Gatepass login code is GP-447120

Enter the six digits in the app or on gatepass.ng. The code expires in 10 minutes.

Gatepass will never call or WhatsApp you to ask for this code.

Gatepass Technologies Ltd, 14 Admiralty Way, Lekki Phase 1, Lagos`,
    html: gp_page(
      "Enter the six digits to log in. Expires in 10 minutes.",
      `<p style="margin:0 0 14px;">Hi Tolu,</p>
<p style="margin:0 0 14px;">Your Gatepass login code is</p>
<p style="margin:0 0 16px;font-size:30px;font-weight:bold;letter-spacing:3px;color:#4b1fa8;"><span style="color:#b4a6d8;">GP-</span>447120</p>
<p style="margin:0 0 14px;">Enter the six digits in the app or on gatepass.ng. The code expires in 10 minutes.</p>
<p style="margin:0;font-size:13px;color:#7d7396;">Gatepass will never call or WhatsApp you to ask for this code.</p>`,
      "gp-login",
    ),
  },
  {
    family: "gatepass-tickets",
    group: "regional",
    lang: "en",
    kind: "transfer-invite",
    code: null,
    link: gp_accept,
    from: "Gatepass <hello@gatepass.ng>",
    subject: "Chidi sent you 2 tickets to Afro Nation Lagos",
    date: date(2026, 12, 10, 14, 22, "+0100"),
    enc: "qp",
    text: `Chidi Okeke sent you 2 tickets

AFRO NATION LAGOS - Day 2
Sat 19 Dec 2026, gates open 4:00 PM
Eko Atlantic, Victoria Island, Lagos
Tickets: 2 x Regular (GA)

Accept the tickets to add them to your Gatepass wallet:
${gp_accept}

If you don't accept within 48 hours, the tickets go back to Chidi.

Gatepass Technologies Ltd, 14 Admiralty Way, Lekki Phase 1, Lagos`,
    html: gp_page(
      "Afro Nation Lagos, Sat 19 Dec. Accept within 48 hours.",
      `<p style="margin:0 0 16px;"><strong>Chidi Okeke</strong> sent you 2 tickets</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e6dff7;border-radius:8px;"><tr>
<td width="120"><img src="https://gatepass.ng/media/events/afro-nation-lagos-26/thumb.jpg" width="120" height="120" alt="Afro Nation Lagos" style="display:block;border-radius:8px 0 0 8px;"></td>
<td style="padding:12px 16px;font-size:14px;"><strong style="font-size:16px;">AFRO NATION LAGOS &ndash; Day 2</strong><br>Sat 19 Dec 2026, gates open 4:00 PM<br>Eko Atlantic, Victoria Island, Lagos<br>2 &times; Regular (GA)</td></tr></table>
<p style="margin:20px 0;">Accept the tickets to add them to your Gatepass wallet.</p>
${vml(gp_accept, "Accept tickets", "#4b1fa8", 200, "#ffffff", "12%")}
<p style="margin:18px 0 0;font-size:13px;color:#7d7396;">If you don't accept within 48 hours, the tickets go back to Chidi.</p>`,
      "gp-transfer",
    ),
  },
  {
    family: "gatepass-tickets",
    group: "regional",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Gatepass <orders@gatepass.ng>",
    subject: "Your tickets for Comedy Central Live Abuja - Order #GPN-2231874",
    date: date(2026, 10, 21, 10, 58, "+0100"),
    enc: "qp",
    text: `Thanks for your order, Tolu!

Order #GPN-2231874

COMEDY CENTRAL LIVE - ABUJA
Fri 6 Nov 2026, 7:00 PM
Transcorp Hilton, Congress Hall, Abuja

1 x VIP Table Seat           ₦45,000.00
1 x Regular                  ₦15,000.00
Service fee                   ₦2,400.00
Total paid (Paystack card •••• 3390)   ₦62,400.00

Ticket IDs: GTX-91AK-4402, GTX-91AK-4403
Show the QR codes in the Gatepass app at the door. Screenshots are accepted.

Event refunds are decided by the organiser. See the event page for the policy.

Gatepass Technologies Ltd, 14 Admiralty Way, Lekki Phase 1, Lagos`,
    html: gp_page(
      "2 tickets for Fri 6 Nov, 7:00 PM at Transcorp Hilton.",
      `<p style="margin:0 0 4px;font-size:20px;font-weight:bold;">Thanks for your order, Tolu!</p>
<p style="margin:0 0 18px;color:#7d7396;font-size:13px;">Order #GPN-2231874</p>
<p style="margin:0 0 16px;"><strong>COMEDY CENTRAL LIVE &ndash; ABUJA</strong><br>Fri 6 Nov 2026, 7:00 PM<br>Transcorp Hilton, Congress Hall, Abuja</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;">
<tr><td>1 &times; VIP Table Seat</td><td align="right">&#8358;45,000.00</td></tr>
<tr><td>1 &times; Regular</td><td align="right">&#8358;15,000.00</td></tr>
<tr><td>Service fee</td><td align="right">&#8358;2,400.00</td></tr>
<tr style="border-top:1px solid #eee;"><td><strong>Total paid</strong> <span style="font-size:12px;color:#7d7396;">(card &bull;&bull;&bull;&bull; 3390)</span></td><td align="right"><strong>&#8358;62,400.00</strong></td></tr></table>
<p style="margin:16px 0 0;font-size:14px;">Ticket IDs: GTX-91AK-4402, GTX-91AK-4403<br>Show the QR codes in the Gatepass app at the door. Screenshots are accepted.</p>
<p style="margin:16px 0 0;"><a href="${
        a(gp_click("gp-order-app"))
      }"><img src="https://gatepass.ng/static/email/btn-open-app.png" width="180" alt="Open in the Gatepass app"></a></p>`,
      "gp-order",
    ),
  },
];

// ---------------------------------------------------------------- who each mail went to

const RECIPIENTS: Record<string, string> = {
  "harbourside-grocers": "Priya Shah <priya.shah@inbox.example>",
  "kestrel-pharmacy": "Daniel Roy <daniel.roy@inbox.example>",
  "kestrel-pharmacy/fr": "Geneviève Tremblay <genevieve.tremblay@inbox.example>",
  "tidewater-energy": "Mia Nguyen <mia.nguyen@inbox.example>",
  "ashcombe-borough": "Thomas Okafor <thomas.okafor@inbox.example>",
  "cyngor-dyffryn-teifi": "Rhys Evans <rhys.evans@inbox.example>",
  "marlowe-university": "Aoife Brennan <aoife.brennan@inbox.example>",
  "ironbark-credit-union": "Hemi Walker <hemi.walker@inbox.example>",
  "lumen-mutual": "Sipho Ndlovu <sipho.ndlovu@inbox.example>",
  "lumen-mutual/af": "Annelie du Plessis <annelie.duplessis@inbox.example>",
  "skylark-air": "Wanjiru Kamau <wanjiru.kamau@inbox.example>",
  "skylark-air/sw": "Otieno Ochieng <otieno.ochieng@inbox.example>",
  "pennine-rail": "Callum Reid <callum.reid@inbox.example>",
  "reelhouse": "Jordan Ellis <jordan.ellis@inbox.example>",
  "questforge": "ember.wolf77@inbox.example",
  "straits-ledger": "Lim Jia Hui <jiahui.lim@inbox.example>",
  "kindred-dating": "Ellie Morgan <ellie.morgan@inbox.example>",
  "gatepass-tickets": "Tolu Adeyemi <tolu.adeyemi@inbox.example>",
  "keystone-lettings": "Grace Tan <grace.tan@inbox.example>",
  "quickhands": "Ramesh Kumar <ramesh.kumar@inbox.example>",
  "quickhands/hi": "Sunita Sharma <sunita.sharma@inbox.example>",
  "greenpaw-rescue": "Helen Price <helen.price@inbox.example>",
  "riverton-gazette": "Harold Jensen <harold.jensen@inbox.example>",
  "kolanut-bank": "Adebayo Oluwaseun <adebayo.oluwaseun@inbox.example>",
  "copperkettle-home": "Rachel Moore <rachel.moore@inbox.example>",
  "loughside-broadband": "Ciarán Ó Briain <ciaran.obriain@inbox.example>",
  "seletar-ridge-school": "Tan Boon Keat <boonkeat.tan@inbox.example>",
};

const SES_REGION: Record<string, string> = {
  "questforge": "us-west-2",
  "lumen-mutual": "af-south-1",
  "quickhands": "ap-south-1",
  "keystone-lettings": "ap-southeast-2",
  "pillbox-pharmacy": "ap-south-1",
};

/** The headers each sending platform adds. */
function platform_headers(m: Mail): [string, string][] {
  const id = tok(m.family + m.kind + m.date, 24, HEX);
  const bulk = m.code === null && m.link === null;
  switch (m.family) {
    case "harbourside-grocers":
    case "riverton-gazette":
      return [["X-SFMC-Stack", "11"], ["x-job", `1184402_${tok(id, 7, "0123456789")}`]];
    case "greenpaw-rescue":
      return [
        ["X-Mailer", `Mailchimp Mailer - **CID${tok(id, 20, HEX)}**`],
        [
          "List-Unsubscribe",
          `<https://greenpawrescue.us17.list-manage.com/unsubscribe?u=3f8a1c55e0b2d7a94c61e2b07&id=8c1d2e4f5a>`,
        ],
        ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
      ];
    case "copperkettle-home":
      return [["X-Kmail-Account", "Tk4PqZ"], [
        "List-Unsubscribe",
        `<https://manage.kmail-lists.com/subscriptions/unsubscribe?a=Tk4PqZ&k=${id}>`,
      ]];
    case "questforge":
    case "lumen-mutual":
    case "quickhands":
    case "keystone-lettings":
    case "pillbox-pharmacy":
      return [
        ["Feedback-ID", `1.${SES_REGION[m.family]}.${tok(id, 43)}=:AmazonSES`],
        [
          "X-SES-Outgoing",
          `${m.date.slice(12, 16)}.${pad(MONTHS.indexOf(m.date.slice(8, 11)) + 1)}.${m.date.slice(5, 7)}-54.240.${
            tok(id, 2, "0123456789")
          }.${tok(id + "h", 2, "123456789")}`,
        ],
      ];
    case "gatepass-tickets":
      return [["X-Mailer", "Mandrill"], ["X-MC-User", "30918274"]];
    case "pennine-rail":
      return bulk
        ? [["List-Unsubscribe", `<https://e.pennine-rail.co.uk/unsubscribe/${id}>`]]
        : [["X-Customer-Io-Delivery-Id", id]];
    default:
      return [];
  }
}

/** The mail with the reader its greeting names as its recipient, and its platform's headers. */
function addressed(m: Mail): Mail {
  const to = RECIPIENTS[`${m.family}/${m.lang}`] ?? RECIPIENTS[m.family];
  const headers = platform_headers(m);
  return { ...m, ...(to ? { to } : {}), ...(headers.length ? { headers } : {}) };
}

RECIPIENTS["wyevale-water"] = "Gwen Hughes <gwen.hughes@inbox.example>";
RECIPIENTS["pillbox-pharmacy"] = "Anjali Mehta <anjali.mehta@inbox.example>";

export const mails: Mail[] = [
  ...harbourside,
  ...kestrel,
  ...tidewater,
  ...ashcombe,
  ...dyffryn,
  ...marlowe,
  ...ironbark,
  ...lumen,
  ...skylark,
  ...pennine,
  ...reelhouse,
  ...questforge,
  ...straits,
  ...pulsegrid,
  ...kindred,
  ...gatepass,
  ...keystone,
  ...quickhands,
  ...greenpaw,
  ...riverton,
  ...spokeandchain,
  ...kolanut,
  ...copperkettle,
  ...loughside,
  ...seletar,
  ...wyevale,
  ...pillbox,
].map(addressed);
