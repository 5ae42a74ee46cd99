/**
 * Two months of a real-estate agent's inbox (an agency with offices in Tauranga and on the Gold Coast, with
 * South African referral clients): listing portals, e-signing, trust accounting, CRM, bank and card, tenant
 * screening, phone, property media, council, institute, cloud drive, social scheduler and auction platform.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const ME = "Anika Botha <anika@kowhaico.co.nz>";
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026. */
function dt(month: number, day: number, time: string, tz = "+1200"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  return `${wd}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time} ${tz}`;
}

// ------------------------------------------------------------------ Rooftrail (AU listing portal)

function rooftrailPage(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Rooftrail</title></head>
<body style="margin:0;padding:0;background:#f2f4f3;">
<div style="display:none;max-height:0;overflow:hidden;color:#f2f4f3;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f4f3;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:6px;font-family:Helvetica,Arial,sans-serif;color:#1d2b2a;">
<tr><td style="background:#0f5b4f;padding:18px 28px;border-radius:6px 6px 0 0;">
<a href="https://click.rooftrail.com.au/ls/click?upn=hd82kL0Qz&amp;c=logo"><img src="https://static.rooftrail.com.au/email/logo-white@2x.png" width="132" height="30" alt="Rooftrail" style="display:block;border:0;"></a>
</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:22px;">
${body}
</td></tr>
<tr><td style="padding:18px 28px;background:#eef1f0;font-size:11px;line-height:16px;color:#66726f;border-radius:0 0 6px 6px;">
Rooftrail Pty Ltd · ABN 61 604 228 917 · Level 9, 120 Eagle Street, Brisbane QLD 4000<br>
<a href="https://click.rooftrail.com.au/ls/click?upn=pr771Qx&amp;c=privacy" style="color:#66726f;">Privacy</a> ·
<a href="https://click.rooftrail.com.au/ls/click?upn=tm99dZq&amp;c=terms" style="color:#66726f;">Terms</a> ·
<a href="https://agents.rooftrail.com.au/help" style="color:#66726f;">Agent help centre</a> · 1300 766 387<br>
© 2026 Rooftrail. You're receiving this because you have a Rooftrail agent account.
</td></tr>
</table></td></tr></table></body></html>`;
}

const rooftrail: Mail[] = [
  {
    family: "rooftrail",
    group: "negative",
    lang: "en",
    kind: "listing-enquiry",
    code: null,
    link: null,
    from: "Rooftrail Enquiries <enquiries@rooftrail.com.au>",
    to: ME,
    subject: "New enquiry: 14 Banksia Parade, Burleigh Heads QLD 4220",
    date: dt(8, 4, "07:42:10", "+1000"),
    text: `New enquiry for 14 Banksia Parade, Burleigh Heads QLD 4220
Listing ID 2019884731 · Offers over $1,450,000

From: Callum Reid
Phone: 0412 558 903
Email: callum.reid@fastmail.com.au

Message:
Hi Anika, we missed the open home on Saturday. Is there any chance of a private inspection this week, ideally Thursday after 5:30pm? Also keen to see the building and pest if it's available. We're pre-approved and not in a chain.

The enquirer asked about: inspection times, contract of sale, building report.

Reply directly to this email to respond to Callum.

View the enquiry in Agent Hub:
https://click.rooftrail.com.au/ls/click?upn=eq5512Kd&c=enquiry

Rooftrail Pty Ltd · Level 9, 120 Eagle Street, Brisbane QLD 4000`,
    html: rooftrailPage(
      "Callum Reid asked about 14 Banksia Parade",
      `<p style="margin:0 0 6px;font-size:13px;color:#0f5b4f;font-weight:bold;text-transform:uppercase;letter-spacing:1px;">New enquiry</p>
<h1 style="margin:0 0 16px;font-size:20px;">14 Banksia Parade, Burleigh Heads QLD 4220</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin-bottom:18px;">
<tr><td width="160"><img src="https://i.rooftrail.com.au/2019884731/main-320x214.jpg" width="150" alt="14 Banksia Parade" style="display:block;border-radius:4px;"></td>
<td style="font-size:13px;color:#4a5755;">Listing ID 2019884731<br>Offers over $1,450,000<br>4 bed · 2 bath · 2 car</td></tr></table>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#66726f;">Name</td><td>Callum Reid</td></tr>
<tr><td style="color:#66726f;">Phone</td><td><a href="tel:0412558903" style="color:#1d2b2a;">0412 558 903</a></td></tr>
<tr><td style="color:#66726f;">Email</td><td><a href="mailto:callum.reid@fastmail.com.au" style="color:#1d2b2a;">callum.reid@fastmail.com.au</a></td></tr>
</table>
<div style="margin:16px 0;padding:14px 16px;background:#f7f9f8;border-left:3px solid #0f5b4f;">Hi Anika, we missed the open home on Saturday. Is there any chance of a private inspection this week, ideally Thursday after 5:30pm? Also keen to see the building and pest if it's available. We're pre-approved and not in a chain.</div>
<p style="font-size:13px;color:#4a5755;">Asked about: inspection times · contract of sale · building report</p>
<p style="margin:22px 0 0;"><a href="https://click.rooftrail.com.au/ls/click?upn=eq5512Kd&amp;c=enquiry" style="background:#0f5b4f;color:#ffffff;text-decoration:none;padding:11px 22px;border-radius:4px;display:inline-block;font-weight:bold;">Open in Agent Hub</a></p>
<p style="font-size:13px;color:#66726f;">Reply to this email to respond to Callum directly.</p>`,
    ),
    enc: "qp",
    headers: [["Reply-To", "Callum Reid <callum.reid@fastmail.com.au>"]],
  },
  {
    family: "rooftrail",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "530817",
    link: null,
    from: "Rooftrail <no-reply@rooftrail.com.au>",
    to: ME,
    subject: "530817 is your Rooftrail sign-in code",
    date: dt(8, 11, "20:05:33", "+1000"),
    text: `Hi Anika,

Use this code to finish signing in to Rooftrail Agent Hub:

530817

The code expires in 10 minutes. If you didn't try to sign in, you can ignore this email - your password hasn't been changed.

Signed in from: Chrome on macOS, near Gold Coast QLD

Need help? https://agents.rooftrail.com.au/help/sign-in

Rooftrail Pty Ltd · Level 9, 120 Eagle Street, Brisbane QLD 4000`,
    html: rooftrailPage(
      "Your code expires in 10 minutes",
      `<p style="margin:0 0 14px;">Hi Anika,</p>
<p style="margin:0 0 18px;">Use this code to finish signing in to Rooftrail Agent Hub:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:0 auto 18px;"><tr>
<td style="font-family:'Courier New',monospace;font-size:34px;font-weight:bold;letter-spacing:10px;padding:14px 24px;background:#eef6f4;border:1px solid #cfe3de;border-radius:6px;color:#0f5b4f;">530817</td>
</tr></table>
<p style="margin:0 0 14px;font-size:13px;color:#4a5755;">The code expires in 10 minutes. If you didn't try to sign in, you can ignore this email – your password hasn't been changed.</p>
<p style="margin:0;font-size:12px;color:#66726f;">Chrome on macOS · near Gold Coast QLD · 11 Aug 2026, 8:05pm AEST</p>`,
    ),
    enc: "qp",
  },
  {
    family: "rooftrail",
    group: "negative",
    lang: "en",
    kind: "listing-stats",
    code: null,
    link: null,
    from: "Rooftrail Insights <insights@rooftrail.com.au>",
    to: ME,
    subject: "Your weekly listing performance · 17–23 Aug",
    date: dt(8, 24, "06:00:02", "+1000"),
    text: `Weekly listing performance, 17–23 August 2026
Kōwhai & Co Realty — Gold Coast

14 Banksia Parade, Burleigh Heads
  Views 2,318 (+12%) · Saves 96 · Enquiries 11 · Days on site 20

3/22 Hibiscus Lane, Palm Beach
  Views 1,044 (-4%) · Saves 31 · Enquiries 3 · Days on site 41

88 Tallebudgera Creek Road, Tallebudgera
  Views 3,902 (+27%) · Saves 188 · Enquiries 19 · Days on site 6

Tip: listings with a floor plan receive on average 38% more enquiries.

See the full report:
https://click.rooftrail.com.au/ls/click?upn=wk2208Lr&c=report

Manage email preferences: https://agents.rooftrail.com.au/settings/notifications`,
    html: rooftrailPage(
      "3 listings · 33 enquiries this week",
      `<h1 style="margin:0 0 4px;font-size:20px;">Weekly listing performance</h1>
<p style="margin:0 0 18px;color:#66726f;font-size:13px;">17–23 August 2026 · Kōwhai &amp; Co Realty — Gold Coast</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#eef1f0;font-weight:bold;"><td>Listing</td><td align="right">Views</td><td align="right">Saves</td><td align="right">Enquiries</td><td align="right">Days</td></tr>
<tr><td style="border-bottom:1px solid #e3e7e6;">14 Banksia Parade, Burleigh Heads</td><td align="right" style="border-bottom:1px solid #e3e7e6;">2,318 <span style="color:#1f8a4c;">▲12%</span></td><td align="right" style="border-bottom:1px solid #e3e7e6;">96</td><td align="right" style="border-bottom:1px solid #e3e7e6;">11</td><td align="right" style="border-bottom:1px solid #e3e7e6;">20</td></tr>
<tr><td style="border-bottom:1px solid #e3e7e6;">3/22 Hibiscus Lane, Palm Beach</td><td align="right" style="border-bottom:1px solid #e3e7e6;">1,044 <span style="color:#b23a2c;">▼4%</span></td><td align="right" style="border-bottom:1px solid #e3e7e6;">31</td><td align="right" style="border-bottom:1px solid #e3e7e6;">3</td><td align="right" style="border-bottom:1px solid #e3e7e6;">41</td></tr>
<tr><td>88 Tallebudgera Creek Road, Tallebudgera</td><td align="right">3,902 <span style="color:#1f8a4c;">▲27%</span></td><td align="right">188</td><td align="right">19</td><td align="right">6</td></tr>
</table>
<p style="margin:20px 0;padding:12px;background:#fff8e6;font-size:13px;">💡 Listings with a floor plan receive on average 38% more enquiries.</p>
<p><a href="https://click.rooftrail.com.au/ls/click?upn=wk2208Lr&amp;c=report" style="color:#0f5b4f;font-weight:bold;">See the full report →</a></p>
<p style="font-size:11px;color:#66726f;"><a href="https://agents.rooftrail.com.au/settings/notifications" style="color:#66726f;">Manage email preferences</a></p>`,
    ),
    enc: "b64",
  },
  {
    family: "rooftrail",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://click.rooftrail.com.au/ls/click?upn=inv4Tz90Qa7mW&c=accept-invite",
    from: "Rooftrail <no-reply@rooftrail.com.au>",
    to: ME,
    subject: "Wiremu Ngata has added you to Kōwhai & Co Realty – Tauranga on Rooftrail",
    date: dt(9, 2, "10:17:45", "+1000"),
    text: `Kia ora Anika,

Wiremu Ngata (principal, Kōwhai & Co Realty – Tauranga) has invited you to join the agency's Rooftrail account as a Listing Agent.

Accept the invitation:
https://click.rooftrail.com.au/ls/click?upn=inv4Tz90Qa7mW&c=accept-invite

Once you accept, the Tauranga office's 27 listings and their enquiries will appear in your Agent Hub alongside your Gold Coast office. This invitation expires on 9 September 2026.

Not expecting this? Let Wiremu know, or ignore this email.

Rooftrail Pty Ltd · Level 9, 120 Eagle Street, Brisbane QLD 4000 · 1300 766 387`,
    html: rooftrailPage(
      "Join the Tauranga office on Rooftrail",
      `<p style="margin:0 0 14px;">Kia ora Anika,</p>
<p style="margin:0 0 14px;"><strong>Wiremu Ngata</strong> (principal, Kōwhai &amp; Co Realty – Tauranga) has invited you to join the agency's Rooftrail account as a <strong>Listing Agent</strong>.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;"><tr><td style="background:#0f5b4f;border-radius:4px;">
<a href="https://click.rooftrail.com.au/ls/click?upn=inv4Tz90Qa7mW&amp;c=accept-invite" style="display:inline-block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:bold;">Accept invitation</a>
</td></tr></table>
<p style="margin:0 0 14px;font-size:14px;">Once you accept, the Tauranga office's 27 listings and their enquiries will appear in your Agent Hub alongside your Gold Coast office. This invitation expires on 9 September 2026.</p>
<p style="margin:0;font-size:13px;color:#66726f;">Not expecting this? Let Wiremu know, or ignore this email.</p>`,
    ),
    enc: "qp",
  },
];

// ------------------------------------------------------------------ Tuiview Homes (NZ listing portal)

function tuiFoot(): string {
  return `<tr><td style="padding:20px 32px 28px;font:12px/18px Arial,sans-serif;color:#7a7f86;border-top:1px solid #e6e8eb;">
Tuiview Homes Limited, 155 Customs Street West, Auckland 1010, New Zealand · 0800 884 843<br>
<a href="https://www.tuiview.co.nz/privacy" style="color:#7a7f86;">Privacy policy</a> &nbsp;|&nbsp; <a href="https://www.tuiview.co.nz/terms" style="color:#7a7f86;">Terms of use</a> &nbsp;|&nbsp; <a href="https://www.tuiview.co.nz/agents/support" style="color:#7a7f86;">Agent support</a><br>
<a href="https://www.facebook.com/tuiviewhomes"><img src="https://assets.tuiview.co.nz/mail/fb.png" width="20" alt="Facebook"></a>
<a href="https://www.instagram.com/tuiviewhomes"><img src="https://assets.tuiview.co.nz/mail/ig.png" width="20" alt="Instagram"></a>
</td></tr>`;
}

const tuiview: Mail[] = [
  {
    family: "tuiview-homes",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://www.tuiview.co.nz/agents/verify-email?token=a1f3c9e2-77b0-4d1e-9c58-0b6d2e41f7aa",
    from: "Tuiview Homes <hello@tuiview.co.nz>",
    to: ME,
    subject: "Confirm your email to finish setting up your agent profile",
    date: dt(8, 5, "09:31:07"),
    text: `Kia ora Anika,

Thanks for creating your agent profile on Tuiview Homes. Please confirm this is your email address so we can publish your profile and send you buyer enquiries:

https://www.tuiview.co.nz/agents/verify-email?token=a1f3c9e2-77b0-4d1e-9c58-0b6d2e41f7aa

This link is valid for 48 hours.

Your profile: Anika Botha, Kōwhai & Co Realty, Tauranga (REA licence 20064417)

Ngā mihi,
The Tuiview Homes team
0800 884 843 · 155 Customs Street West, Auckland 1010`,
    html: `<html><body style="margin:0;background:#fafafa;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fafafa;"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;margin:30px 0;border:1px solid #e6e8eb;">
<tr><td style="padding:28px 32px 8px;"><img src="https://assets.tuiview.co.nz/mail/tuiview-logo.png" width="150" alt="Tuiview Homes"></td></tr>
<tr><td style="padding:8px 32px 24px;font:15px/23px Arial,sans-serif;color:#22262b;">
<p>Kia ora Anika,</p>
<p>Thanks for creating your agent profile on Tuiview Homes. Please confirm this is your email address so we can publish your profile and send you buyer enquiries.</p>
<p style="text-align:center;margin:28px 0;"><a href="https://www.tuiview.co.nz/agents/verify-email?token=a1f3c9e2-77b0-4d1e-9c58-0b6d2e41f7aa" style="background:#2a7a3b;color:#fff;padding:13px 30px;border-radius:24px;text-decoration:none;font-weight:bold;">Confirm my email</a></p>
<p style="font-size:13px;color:#5b6168;">This link is valid for 48 hours.</p>
<p style="font-size:13px;color:#5b6168;">Your profile: Anika Botha · Kōwhai &amp; Co Realty, Tauranga · REA licence 20064417</p>
<p>Ngā mihi,<br>The Tuiview Homes team</p>
</td></tr>
${tuiFoot()}
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "tuiview-homes",
    group: "negative",
    lang: "en",
    kind: "listing-enquiry",
    code: null,
    link: null,
    from: "Tuiview Homes <enquiries@tuiview.co.nz>",
    to: ME,
    subject: "Enquiry about 41 Matapihi Road, Mount Maunganui (TV-88210473)",
    date: dt(8, 19, "13:08:51"),
    text: `You have a new enquiry

Listing: 41 Matapihi Road, Mount Maunganui 3116
Reference: TV-88210473
Price: By negotiation

Name: Hēmi Tawhiri
Phone: 021 448 7092
Email: hemi.tawhiri@xtra.co.nz

"Kia ora Anika, my partner and I are relocating from Rotorua in November. Could you send through the LIM report and let us know whether the vendor would consider a settlement date in early December? Ngā mihi, Hēmi"

Reply to this email to answer Hēmi, or call them on 021 448 7092.

Tuiview Homes Limited, 155 Customs Street West, Auckland 1010`,
    html: `<html><body style="margin:0;background:#fafafa;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fafafa;"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;margin:30px 0;border:1px solid #e6e8eb;">
<tr><td style="padding:28px 32px 8px;"><img src="https://assets.tuiview.co.nz/mail/tuiview-logo.png" width="150" alt="Tuiview Homes"></td></tr>
<tr><td style="padding:8px 32px 24px;font:15px/23px Arial,sans-serif;color:#22262b;">
<h2 style="font-size:19px;margin:0 0 12px;">You have a new enquiry</h2>
<table cellpadding="0" cellspacing="0" width="100%" style="border:1px solid #e6e8eb;border-radius:6px;"><tr>
<td width="140"><img src="https://photos.tuiview.co.nz/88210473/1-280.jpg" width="140" alt="41 Matapihi Road"></td>
<td style="padding:10px 14px;font-size:14px;"><strong>41 Matapihi Road, Mount Maunganui 3116</strong><br>Ref TV-88210473<br>By negotiation</td></tr></table>
<p style="margin:20px 0 4px;"><strong>Hēmi Tawhiri</strong></p>
<p style="margin:0;font-size:14px;"><a href="tel:+64214487092">021 448 7092</a> · <a href="mailto:hemi.tawhiri@xtra.co.nz">hemi.tawhiri@xtra.co.nz</a></p>
<blockquote style="margin:16px 0;padding:12px 16px;background:#f3f7f4;border-radius:6px;font-style:italic;">Kia ora Anika, my partner and I are relocating from Rotorua in November. Could you send through the LIM report and let us know whether the vendor would consider a settlement date in early December? Ngā mihi, Hēmi</blockquote>
<p style="font-size:13px;color:#5b6168;">Reply to this email to answer Hēmi, or <a href="https://www.tuiview.co.nz/agents/enquiries/551902" style="color:#2a7a3b;">view all enquiries for this listing</a>.</p>
</td></tr>
${tuiFoot()}
</table></td></tr></table></body></html>`,
    enc: "qp",
    headers: [["Reply-To", "hemi.tawhiri@xtra.co.nz"]],
  },
  {
    family: "tuiview-homes",
    group: "negative",
    lang: "en",
    kind: "listing-live",
    code: null,
    link: null,
    from: "Tuiview Homes <hello@tuiview.co.nz>",
    to: ME,
    subject: "Your listing is live: 7 Kawaka Street, Ōmokoroa",
    date: dt(9, 8, "16:44:20"),
    text: `Good news, Anika — 7 Kawaka Street, Ōmokoroa 3114 is now live on Tuiview Homes.

Reference: TV-88317620
Package: Premier (30 days, ends 8 October 2026)
Open homes: Sat 12 Sep 11:00–11:45am, Sun 13 Sep 1:00–1:30pm

See it as buyers do: https://www.tuiview.co.nz/property/bay-of-plenty/omokoroa/88317620
Share on Facebook: https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.tuiview.co.nz%2Fproperty%2F88317620

The invoice for the Premier package ($649.00 incl. GST) will be added to your agency's monthly statement.

Tuiview Homes Limited, 155 Customs Street West, Auckland 1010`,
    html: `<html><body style="margin:0;background:#fafafa;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fafafa;"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;margin:30px 0;border:1px solid #e6e8eb;">
<tr><td><img src="https://photos.tuiview.co.nz/88317620/hero-1120.jpg" width="560" alt="7 Kawaka Street, Ōmokoroa" style="display:block;"></td></tr>
<tr><td style="padding:24px 32px;font:15px/23px Arial,sans-serif;color:#22262b;">
<p style="font-size:12px;color:#2a7a3b;font-weight:bold;margin:0;">LIVE NOW</p>
<h2 style="margin:4px 0 12px;font-size:21px;">7 Kawaka Street, Ōmokoroa 3114</h2>
<p>Good news, Anika — your listing is live on Tuiview Homes.</p>
<table cellpadding="4" style="font-size:14px;"><tr><td style="color:#5b6168;">Reference</td><td>TV-88317620</td></tr>
<tr><td style="color:#5b6168;">Package</td><td>Premier (30 days, ends 8 October 2026)</td></tr>
<tr><td style="color:#5b6168;">Open homes</td><td>Sat 12 Sep 11:00–11:45am<br>Sun 13 Sep 1:00–1:30pm</td></tr></table>
<p style="margin:22px 0;"><a href="https://www.tuiview.co.nz/property/bay-of-plenty/omokoroa/88317620" style="color:#2a7a3b;font-weight:bold;">See it as buyers do</a> &nbsp;·&nbsp; <a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.tuiview.co.nz%2Fproperty%2F88317620" style="color:#2a7a3b;">Share on Facebook</a></p>
<p style="font-size:13px;color:#5b6168;">The invoice for the Premier package ($649.00 incl. GST) will be added to your agency's monthly statement.</p>
</td></tr>
${tuiFoot()}
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

const tuiviewMaori: Mail = {
  family: "tuiview-homes",
  group: "negative",
  lang: "mi",
  kind: "listing-enquiry",
  code: null,
  link: null,
  from: "Tuiview Homes <enquiries@tuiview.co.nz>",
  to: ME,
  subject: "He pātai hou: 7 Kawaka Street, Ōmokoroa (TV-88317620)",
  date: dt(9, 13, "15:21:36"),
  text: `He pātai hou mō tō whare / New enquiry for your listing

Whare: 7 Kawaka Street, Ōmokoroa 3114
Tohutoro: TV-88317620

Ingoa: Tāmati Ngārimu
Waea: 022 381 5504
Īmēra: tamati.ngarimu@gmail.com

Karere:
Tēnā koe Anika. I kite māua ko taku hoa rangatira i te whare i te rā nei, ā, he tino pai ki a māua. E hiahia ana māua ki te mōhio mēnā kua whakaaetia e te kaihoko te utu i raro iho i te $1,050,000. Ka taea e koe te waea mai ā te Mane, i muri i te 3 karaka? Ngā mihi nui, Tāmati

Whakautu ki tēnei īmēra hei whakapā atu ki a Tāmati.
Tuiview Homes Limited, 155 Customs Street West, Auckland 1010`,
  html: null,
  enc: "qp",
  headers: [["Reply-To", "tamati.ngarimu@gmail.com"]],
};

// ------------------------------------------------------------------ Stoepsite (SA listing portal)

const stoepsite: Mail[] = [
  {
    family: "stoepsite",
    group: "regional",
    lang: "af",
    kind: "login-code",
    code: "804172",
    link: null,
    from: "Stoepsite <geenantwoord@stoepsite.co.za>",
    to: ME,
    subject: "Jou Stoepsite-eenmalige PIN",
    date: dt(8, 7, "08:12:40", "+0200"),
    text: `Goeiemôre Anika

Iemand (hopelik jy) probeer by jou Stoepsite Agent-portaal aanmeld. Gebruik hierdie eenmalige PIN:

804 172

Die PIN is 5 minute geldig. Moet dit met niemand deel nie – Stoepsite sal jou nooit daarvoor bel nie.

Was dit nie jy nie? Verander dadelik jou wagwoord by https://agent.stoepsite.co.za/wagwoord en kontak ons by 021 443 9180.

Groete
Stoepsite
Bree-straat 74, Kaapstad, 8001`,
    html:
      `<!doctype html><html lang="af"><body style="margin:0;background:#f6f1ea;font-family:Verdana,Geneva,sans-serif;">
<center>
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;margin:24px auto;border-top:5px solid #c1562b;">
<tr><td style="padding:22px 26px;"><img src="https://cdn.stoepsite.co.za/e/logo-oranje.png" alt="Stoepsite" width="120"></td></tr>
<tr><td style="padding:0 26px 10px;font-size:14px;line-height:21px;color:#333;">
<p>Goeiemôre Anika</p>
<p>Iemand (hopelik jy) probeer by jou Stoepsite Agent-portaal aanmeld. Gebruik hierdie eenmalige PIN:</p>
</td></tr>
<tr><td align="center" style="padding:6px 26px 18px;">
<span style="display:inline-block;font-size:30px;font-weight:bold;color:#c1562b;letter-spacing:4px;">804&nbsp;172</span>
</td></tr>
<tr><td style="padding:0 26px 22px;font-size:13px;line-height:20px;color:#555;">
<p>Die PIN is 5 minute geldig. Moet dit met niemand deel nie – Stoepsite sal jou nooit daarvoor bel nie.</p>
<p>Was dit nie jy nie? <a href="https://agent.stoepsite.co.za/wagwoord" style="color:#c1562b;">Verander dadelik jou wagwoord</a> en kontak ons by 021 443 9180.</p>
<p>Groete<br>Stoepsite</p>
</td></tr>
<tr><td style="background:#f6f1ea;padding:14px 26px;font-size:11px;color:#8a7f73;">Stoepsite (Edms) Bpk · Reg. 2014/118825/07 · Bree-straat 74, Kaapstad, 8001 · <a href="https://www.stoepsite.co.za/privaatheid" style="color:#8a7f73;">Privaatheid</a></td></tr>
</table></center></body></html>`,
    enc: "qp",
  },
  {
    family: "stoepsite",
    group: "negative",
    lang: "af",
    kind: "listing-enquiry",
    code: null,
    link: null,
    from: "Stoepsite Navrae <navrae@stoepsite.co.za>",
    to: ME,
    subject: "Nuwe navraag: Plot 38, Paarl-Noord – R 2 350 000",
    date: dt(8, 21, "19:26:03", "+0200"),
    text: `Nuwe navraag vir jou eiendom

Eiendom: Plot 38, Paarl-Noord (Stoepsite-verwysing SS-5521093)
Prys: R 2 350 000

Van: Jacques du Plessis
Sel: 082 614 7730
E-pos: jacques.dup@telkomsa.net

Boodskap:
Goeienaand mev. Botha, ons is tans in Nieu-Seeland maar trek volgende jaar terug Kaap toe. Is die boorgat nog in werking en wat is die maandelikse erfbelasting? Ons sal graag 'n video-besigtiging wil reël. Dankie, Jacques

Antwoord net op hierdie e-pos om die koper te kontak.
Bekyk die navraag: https://agent.stoepsite.co.za/navrae/774120`,
    html:
      `<!doctype html><html lang="af"><body style="margin:0;background:#f6f1ea;font-family:Verdana,Geneva,sans-serif;">
<center>
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;margin:24px auto;border-top:5px solid #c1562b;">
<tr><td style="padding:22px 26px;"><img src="https://cdn.stoepsite.co.za/e/logo-oranje.png" alt="Stoepsite" width="120"></td></tr>
<tr><td style="padding:0 26px 20px;font-size:14px;line-height:21px;color:#333;">
<h3 style="margin:0 0 10px;">Nuwe navraag vir jou eiendom</h3>
<p style="margin:0 0 10px;"><strong>Plot 38, Paarl-Noord</strong><br>Verwysing SS-5521093 · R 2 350 000</p>
<table cellpadding="3" style="font-size:13px;"><tr><td>Van:</td><td>Jacques du Plessis</td></tr><tr><td>Sel:</td><td>082 614 7730</td></tr><tr><td>E-pos:</td><td>jacques.dup@telkomsa.net</td></tr></table>
<p style="background:#fbf7f2;padding:12px;border:1px solid #eadfd2;">Goeienaand mev. Botha, ons is tans in Nieu-Seeland maar trek volgende jaar terug Kaap toe. Is die boorgat nog in werking en wat is die maandelikse erfbelasting? Ons sal graag 'n video-besigtiging wil reël. Dankie, Jacques</p>
<p style="font-size:12px;color:#777;">Antwoord net op hierdie e-pos om die koper te kontak, of <a href="https://agent.stoepsite.co.za/navrae/774120" style="color:#c1562b;">bekyk die navraag</a>.</p>
</td></tr>
<tr><td style="background:#f6f1ea;padding:14px 26px;font-size:11px;color:#8a7f73;">Stoepsite (Edms) Bpk · Bree-straat 74, Kaapstad, 8001 · <a href="https://www.stoepsite.co.za/kennisgewings" style="color:#8a7f73;">Kennisgewing-voorkeure</a></td></tr>
</table></center></body></html>`,
    enc: "8bit",
    headers: [["Reply-To", "jacques.dup@telkomsa.net"]],
  },
  {
    family: "stoepsite",
    group: "negative",
    lang: "zu",
    kind: "listing-enquiry",
    code: null,
    link: null,
    from: "Stoepsite Enquiries <navrae@stoepsite.co.za>",
    to: ME,
    subject: "Umbuzo omusha: 12 Jacaranda Close, Westville",
    date: dt(9, 3, "11:49:15", "+0200"),
    text: `Umbuzo omusha ngendawo yakho / New enquiry for your property

Indawo: 12 Jacaranda Close, Westville, 3629 (SS-5560214)
Intengo: R 3 100 000

Igama: Nokuthula Mthembu
Ucingo: 073 205 8841
I-imeyili: nokuthula.mthembu@gmail.com

Umlayezo:
Sawubona Anika, ngibona ukuthi le ndlu isadayiswa. Ngicela ukwazi ukuthi abanikazi bayakwamukela yini isipesheli sokwakha (bond) kanye nokuthi ngingakwazi ukuyibona ngoMgqibelo ntambama. Ngiyabonga kakhulu, Nokuthula

Phendula le imeyili ukuze uxhumane nomthengi.
Stoepsite (Edms) Bpk · Bree-straat 74, Kaapstad, 8001`,
    html: null,
    enc: "qp",
    headers: [["Reply-To", "nokuthula.mthembu@gmail.com"]],
  },
  {
    family: "stoepsite",
    group: "negative",
    lang: "af",
    kind: "invoice",
    code: null,
    link: null,
    from: "Stoepsite Rekeninge <rekeninge@stoepsite.co.za>",
    to: ME,
    subject: "Belastingfaktuur INV-SS-2026-08-0413",
    date: dt(9, 1, "02:15:00", "+0200"),
    text: `Beste Anika Botha

Aangeheg is jou belastingfaktuur vir Augustus 2026.

Faktuurnommer: INV-SS-2026-08-0413
Rekeningnommer: AGT-30917
Bedrag: R 1 897.50 (BTW ingesluit)
Betaaldatum: 7 September 2026 (debietorder)

Die bedrag sal op of omtrent 7 September van jou rekening ••••6620 gedebiteer word. Jy hoef niks te doen nie.

Navrae oor jou rekening: rekeninge@stoepsite.co.za of 021 443 9181.

Stoepsite (Edms) Bpk · BTW-nr. 4870263311 · Bree-straat 74, Kaapstad, 8001`,
    html: null,
    attachment: [
      "INV-SS-2026-08-0413.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ------------------------------------------------------------------ Penstroke (e-signature)

function penstrokeShell(inner: string): string {
  return `<html><head><style>a{color:#3b4bd8}</style></head><body style="margin:0;padding:0;background:#eceef4;">
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#eceef4"><tr><td align="center" style="padding:30px 10px;">
<table width="580" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<tr><td style="padding:20px 30px;border-bottom:1px solid #e4e6ee;"><img src="https://mail-assets.penstroke.io/v3/penstroke-wordmark.png" alt="Penstroke" width="118" height="26"></td></tr>
${inner}
<tr><td style="padding:18px 30px;background:#f7f8fb;font-size:11px;line-height:17px;color:#80869a;">
Do not share this email. It contains a secure link or code for your envelope.<br>
Penstroke Inc. · 44 Market Street, Sydney NSW 2000 · <a href="https://penstroke.io/legal/privacy">Privacy</a> · <a href="https://support.penstroke.io">Support</a><br>
Powered by Penstroke — electronic signatures compliant with the Electronic Transactions Act 1999 (Cth) and the Contract and Commercial Law Act 2017 (NZ).
</td></tr></table></td></tr></table></body></html>`;
}

const penstroke: Mail[] = [
  {
    family: "penstroke-esign",
    group: "consumer",
    lang: "en",
    kind: "access-code",
    code: "TQ7-48K",
    code_digits: "TQ748K",
    link: null,
    from: "Penstroke <security@penstroke.io>",
    to: ME,
    subject: 'Your access code for "Sale & Purchase Agreement – 41 Matapihi Rd"',
    date: dt(8, 26, "15:02:19"),
    text: `Hello Anika Botha,

You asked to open a document that is protected by email verification. Enter this access code on the Penstroke page you have open:

    TQ7-48K

Envelope: Sale & Purchase Agreement – 41 Matapihi Rd
Sent by: Liam Fitzgerald, Fitzgerald Legal (Tauranga)
Envelope ID: 7C1E-40AB-93D5-22F8

The code can be used once and expires at 3:17pm NZST. If you did not request it, someone may have your envelope link; contact the sender.

Penstroke Inc. · 44 Market Street, Sydney NSW 2000 · https://support.penstroke.io`,
    html: penstrokeShell(`<tr><td style="padding:28px 30px 10px;font-size:15px;line-height:23px;color:#262a36;">
<p style="margin:0 0 14px;">Hello Anika Botha,</p>
<p style="margin:0 0 18px;">You asked to open a document that is protected by email verification. Enter this access code on the Penstroke page you have open:</p>
<table align="center" cellpadding="0" cellspacing="6"><tr>
<td style="width:38px;height:48px;text-align:center;font:bold 26px Consolas,monospace;border:1px solid #c9cde0;border-radius:4px;">T</td>
<td style="width:38px;height:48px;text-align:center;font:bold 26px Consolas,monospace;border:1px solid #c9cde0;border-radius:4px;">Q</td>
<td style="width:38px;height:48px;text-align:center;font:bold 26px Consolas,monospace;border:1px solid #c9cde0;border-radius:4px;">7</td>
<td style="font:bold 26px Consolas,monospace;color:#9aa0b4;">-</td>
<td style="width:38px;height:48px;text-align:center;font:bold 26px Consolas,monospace;border:1px solid #c9cde0;border-radius:4px;">4</td>
<td style="width:38px;height:48px;text-align:center;font:bold 26px Consolas,monospace;border:1px solid #c9cde0;border-radius:4px;">8</td>
<td style="width:38px;height:48px;text-align:center;font:bold 26px Consolas,monospace;border:1px solid #c9cde0;border-radius:4px;">K</td>
</tr></table>
</td></tr>
<tr><td style="padding:10px 30px 26px;font-size:13px;line-height:20px;color:#5a6075;">
<table cellpadding="2" style="font-size:13px;color:#5a6075;"><tr><td>Envelope</td><td><strong style="color:#262a36;">Sale &amp; Purchase Agreement – 41 Matapihi Rd</strong></td></tr>
<tr><td>Sent by</td><td>Liam Fitzgerald, Fitzgerald Legal (Tauranga)</td></tr>
<tr><td>Envelope ID</td><td>7C1E-40AB-93D5-22F8</td></tr></table>
<p>The code can be used once and expires at 3:17pm NZST. If you did not request it, someone may have your envelope link; contact the sender.</p>
</td></tr>`),
    enc: "qp",
  },
  {
    family: "penstroke-esign",
    group: "negative",
    lang: "en",
    kind: "envelope-completed",
    code: null,
    link: null,
    from: "Liam Fitzgerald via Penstroke <dse@penstroke.io>",
    to: ME,
    subject: "Completed: Sale & Purchase Agreement – 41 Matapihi Rd",
    date: dt(8, 28, "11:36:54"),
    text: `All parties have signed "Sale & Purchase Agreement – 41 Matapihi Rd".

Signers:
  Hēmi Tawhiri — signed 27 Aug 2026, 6:48pm
  Aroha Tawhiri — signed 27 Aug 2026, 7:02pm
  Graham Pettigrew (vendor) — signed 28 Aug 2026, 10:11am
  Anika Botha (agent) — signed 28 Aug 2026, 11:35am

The completed document and certificate of completion are attached to this email. You can also view them in your account:
https://app.penstroke.io/envelopes/7C1E-40AB-93D5-22F8

Envelope ID: 7C1E-40AB-93D5-22F8

Penstroke Inc. · 44 Market Street, Sydney NSW 2000`,
    html: penstrokeShell(`<tr><td style="padding:28px 30px;font-size:15px;line-height:23px;color:#262a36;">
<p style="margin:0 0 8px;font-size:22px;">✅ Your document has been completed</p>
<p>All parties have signed <strong>Sale &amp; Purchase Agreement – 41 Matapihi Rd</strong>.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e4e6ee;">
<tr bgcolor="#f7f8fb"><td><strong>Signer</strong></td><td><strong>Signed</strong></td></tr>
<tr><td>Hēmi Tawhiri</td><td>27 Aug 2026, 6:48pm</td></tr>
<tr><td>Aroha Tawhiri</td><td>27 Aug 2026, 7:02pm</td></tr>
<tr><td>Graham Pettigrew (vendor)</td><td>28 Aug 2026, 10:11am</td></tr>
<tr><td>Anika Botha (agent)</td><td>28 Aug 2026, 11:35am</td></tr></table>
<p style="margin-top:18px;">The completed document and certificate of completion are attached.</p>
<p><a href="https://app.penstroke.io/envelopes/7C1E-40AB-93D5-22F8" style="display:inline-block;background:#3b4bd8;color:#fff;text-decoration:none;padding:10px 22px;border-radius:3px;">View in Penstroke</a></p>
<p style="font-size:12px;color:#80869a;">Envelope ID: 7C1E-40AB-93D5-22F8</p>
</td></tr>`),
    enc: "8bit",
    attachment: [
      "Sale_Purchase_Agreement_41_Matapihi_Rd_completed.pdf",
      "application/pdf",
      "%PDF-1.5\n% Penstroke completed envelope 7C1E-40AB-93D5-22F8\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "penstroke-esign",
    group: "negative",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Penstroke <security@penstroke.io>",
    to: ME,
    subject: "Your Penstroke password was changed",
    date: dt(9, 14, "08:20:03"),
    text: `Hi Anika,

The password for your Penstroke account (anika@kowhaico.co.nz) was changed on 14 September 2026 at 8:19am NZST.

Device: Safari on iPhone
Location: Tauranga, New Zealand (approximate)

If you made this change, no further action is needed.
If you didn't, reset your password straight away at https://app.penstroke.io/forgot and contact support@penstroke.io.

Penstroke Inc. · 44 Market Street, Sydney NSW 2000`,
    html: null,
    enc: "7bit",
  },
];

// ------------------------------------------------------------------ Trustbeam (trust accounting & property management)

function trustbeamPage(title: string, inner: string): string {
  return `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>${title}</title></head>
<body style="margin:0;background:#f4f6f9;">
<span style="display:none!important;font-size:1px;color:#f4f6f9;">${title}</span>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:28px 0;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border:1px solid #dde2ea;">
<tr><td style="padding:16px 28px;background:#13294b;"><img src="https://cdn.trustbeam.com/mail/trustbeam-logo-inverse.png" alt="Trustbeam" width="140" height="28"></td></tr>
<tr><td style="padding:28px;font:14px/22px Arial,Helvetica,sans-serif;color:#1e2a3b;">${inner}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #dde2ea;font:11px/16px Arial,Helvetica,sans-serif;color:#7d8796;">
Trustbeam Software Pty Ltd · ABN 33 611 904 552 · PO Box 1180, Milton QLD 4064 · AU 1800 878 232 · NZ 0800 878 232<br>
<a href="https://help.trustbeam.com" style="color:#7d8796;">Help centre</a> | <a href="https://trustbeam.com/privacy" style="color:#7d8796;">Privacy</a> | <a href="https://status.trustbeam.com" style="color:#7d8796;">System status</a>
</td></tr></table></td></tr></table></body></html>`;
}

const trustbeam: Mail[] = [
  {
    family: "trustbeam",
    group: "consumer",
    lang: "en",
    kind: "2fa-code",
    code: "271946",
    link: null,
    from: "Trustbeam <noreply@trustbeam.com>",
    to: ME,
    subject: "Trustbeam verification code",
    date: dt(8, 3, "08:47:12", "+1000"),
    text: `Trustbeam verification code

Hi Anika,

Enter the following code to complete sign-in to Kōwhai & Co Realty (Gold Coast) on Trustbeam:

271946

This code is valid for 10 minutes. Trustbeam staff will never ask you for this code.

Sign-in attempt: 3 August 2026 08:47 AEST, IP 203.45.118.27 (Southport, QLD)

Trustbeam Software Pty Ltd · PO Box 1180, Milton QLD 4064`,
    html: trustbeamPage(
      "Trustbeam verification code",
      `<p style="margin:0 0 12px;">Hi Anika,</p>
<p style="margin:0 0 12px;">Enter the following code to complete sign-in to <strong>Kōwhai &amp; Co Realty (Gold Coast)</strong> on Trustbeam:</p>
<p style="margin:20px 0;font:bold 30px/36px Arial,sans-serif;letter-spacing:6px;color:#13294b;">271946</p>
<p style="margin:0 0 12px;">This code is valid for 10 minutes. Trustbeam staff will never ask you for this code.</p>
<p style="margin:0;font-size:12px;color:#7d8796;">Sign-in attempt: 3 August 2026 08:47 AEST · IP 203.45.118.27 (Southport, QLD)</p>`,
    ),
    enc: "qp",
  },
  {
    family: "trustbeam",
    group: "consumer",
    lang: "en",
    kind: "confirm-change",
    code: "TB-662048",
    code_digits: "662048",
    link: "https://app.trustbeam.com/confirm/bank-change?req=bcr_8f2a61d0c94e&sig=Y2hhbmdlLTQ4MTc",
    from: "Trustbeam Security <security@trustbeam.com>",
    to: ME,
    subject: "Action required: confirm the change to your trust account details",
    date: dt(8, 18, "14:22:38", "+1000"),
    text: `Hi Anika,

A change to the trust account used for disbursements was requested in Trustbeam by you (anika@kowhaico.co.nz) at 2:21pm AEST on 18 August 2026.

Office: Kōwhai & Co Realty (Gold Coast)
Current account: Wattlegate Bank · BSB 064-••• · Account ••••3318
New account: Wattlegate Bank · BSB 064-••• · Account ••••9072 (Statutory Trust Account No. 2)

Because this affects owner payments, the change will not take effect until you confirm it. Open the link below and enter the confirmation code TB-662048 when asked:

https://app.trustbeam.com/confirm/bank-change?req=bcr_8f2a61d0c94e&sig=Y2hhbmdlLTQ4MTc

The request expires in 30 minutes. Disbursements scheduled for 20 August will use the current account until the change is confirmed.

Didn't request this? Do not open the link. Call us on 1800 878 232 and ask for the security team.

Trustbeam Software Pty Ltd · PO Box 1180, Milton QLD 4064`,
    html: trustbeamPage(
      "Confirm the change to your trust account details",
      `<p style="margin:0 0 12px;">Hi Anika,</p>
<p style="margin:0 0 12px;">A change to the trust account used for disbursements was requested in Trustbeam by you (anika@kowhaico.co.nz) at 2:21pm AEST on 18 August 2026.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:13px;background:#f7f9fc;border:1px solid #dde2ea;margin:10px 0 18px;">
<tr><td width="140" style="color:#7d8796;">Office</td><td>Kōwhai &amp; Co Realty (Gold Coast)</td></tr>
<tr><td style="color:#7d8796;">Current account</td><td>Wattlegate Bank · BSB 064-••• · Account ••••3318</td></tr>
<tr><td style="color:#7d8796;">New account</td><td><strong>Wattlegate Bank · BSB 064-••• · Account ••••9072</strong><br>Statutory Trust Account No. 2</td></tr></table>
<p style="margin:0 0 12px;">Because this affects owner payments, the change will not take effect until you confirm it. Select the button and enter this confirmation code when asked:</p>
<p style="margin:0 0 18px;text-align:center;"><span style="display:inline-block;padding:10px 18px;border:2px dashed #13294b;font:bold 22px 'Courier New',monospace;color:#13294b;">TB-662048</span></p>
<p style="text-align:center;margin:0 0 20px;"><a href="https://app.trustbeam.com/confirm/bank-change?req=bcr_8f2a61d0c94e&amp;sig=Y2hhbmdlLTQ4MTc" style="background:#e07a12;color:#fff;text-decoration:none;font-weight:bold;padding:12px 28px;border-radius:3px;display:inline-block;">Confirm account change</a></p>
<p style="margin:0 0 12px;font-size:13px;">The request expires in 30 minutes. Disbursements scheduled for 20 August will use the current account until the change is confirmed.</p>
<p style="margin:0;font-size:13px;color:#b23a2c;"><strong>Didn't request this?</strong> Do not open the link. Call us on 1800 878 232 and ask for the security team.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "trustbeam",
    group: "negative",
    lang: "en",
    kind: "report-ready",
    code: null,
    link: null,
    from: "Trustbeam <reports@trustbeam.com>",
    to: ME,
    subject: "End of month complete – August 2026 (Kōwhai & Co Realty – Tauranga)",
    date: dt(9, 1, "06:31:09"),
    text: `End of month has been completed for August 2026.

Office: Kōwhai & Co Realty – Tauranga
Completed by: Mereana Walker, 1 September 2026 6:30am NZST

Trust account reconciliation
  Bank statement balance     $184,226.41
  Unpresented deposits         $2,940.00
  Unpresented withdrawals     -$1,115.75
  Adjusted bank balance      $186,050.66
  Cashbook balance           $186,050.66
  Difference                       $0.00

Owner statements issued: 63
Supplier payments: 41 ($38,712.90)
Agency fees transferred to operating account: $21,488.35

The reconciliation report, trial balance and audit log are available under Reports > End of month.

Trustbeam Software Pty Ltd · NZ 0800 878 232`,
    html: trustbeamPage(
      "End of month complete – August 2026",
      `<h2 style="margin:0 0 6px;font-size:18px;">End of month complete</h2>
<p style="margin:0 0 16px;color:#7d8796;">August 2026 · Kōwhai &amp; Co Realty – Tauranga · completed by Mereana Walker, 1 Sep 2026 6:30am NZST</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr><td>Bank statement balance</td><td align="right">$184,226.41</td></tr>
<tr><td>Unpresented deposits</td><td align="right">$2,940.00</td></tr>
<tr><td>Unpresented withdrawals</td><td align="right">-$1,115.75</td></tr>
<tr style="border-top:1px solid #dde2ea;"><td><strong>Adjusted bank balance</strong></td><td align="right"><strong>$186,050.66</strong></td></tr>
<tr><td>Cashbook balance</td><td align="right">$186,050.66</td></tr>
<tr><td style="color:#1f8a4c;">Difference</td><td align="right" style="color:#1f8a4c;">$0.00 ✓</td></tr></table>
<p style="margin:18px 0 6px;">Owner statements issued: <strong>63</strong><br>Supplier payments: <strong>41</strong> ($38,712.90)<br>Agency fees transferred to operating account: <strong>$21,488.35</strong></p>
<p style="margin:14px 0 0;">The reconciliation report, trial balance and audit log are in <a href="https://app.trustbeam.com/reports/eom?period=2026-08" style="color:#1a5dc8;">Reports › End of month</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "trustbeam",
    group: "negative",
    lang: "en",
    kind: "arrears-summary",
    code: null,
    link: null,
    from: "Trustbeam <noreply@trustbeam.com>",
    to: ME,
    subject: "Daily arrears summary: 4 tenancies",
    date: dt(9, 21, "07:00:00", "+1000"),
    text: `Daily arrears summary – Monday 21 September 2026
Kōwhai & Co Realty (Gold Coast) · your managed portfolio

Tenancy                           Days   Amount
3/22 Hibiscus Lane, Palm Beach      4    $680.00
17 Coolgardie St, Elanora           9  $1,245.00
5/8 Pacific Pde, Currumbin         15  $1,710.00  (breach notice due)
61 Duringan St, Currumbin           2    $330.00

Total arrears: $3,965.00

SMS reminders were sent automatically to tenants at 2 and 7 days.

You can change these notifications in Settings > Notifications.
Trustbeam Software Pty Ltd · 1800 878 232`,
    html: null,
    enc: "7bit",
  },
];

// ------------------------------------------------------------------ Vendora (real-estate CRM)

const vendora: Mail[] = [
  {
    family: "vendora-crm",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://login.vendora.app/reset?u=48213&t=9bXk2Lr0qPz7VtYw4NcE",
    from: "Vendora <accounts@vendora.app>",
    to: ME,
    subject: "Reset your Vendora password",
    date: dt(8, 9, "21:54:16"),
    text: `Hi Anika,

We received a request to reset the password on your Vendora account.

Reset your password:
https://login.vendora.app/reset?u=48213&t=9bXk2Lr0qPz7VtYw4NcE

This link works once and expires in 60 minutes. If you didn't ask for a reset, you can safely ignore this email.

— Vendora
Vendora Ltd · 12 Tory Street, Te Aro, Wellington 6011 · support@vendora.app`,
    html:
      `<div style="background:#ffffff;padding:32px 0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;">
<div style="max-width:480px;margin:0 auto;">
<img src="https://vendora.app/img/email/v-mark.png" alt="Vendora" width="36" height="36" style="display:block;margin-bottom:24px;">
<h1 style="font-size:22px;font-weight:600;color:#111;margin:0 0 16px;">Reset your password</h1>
<p style="font-size:15px;line-height:24px;color:#333;">Hi Anika, we received a request to reset the password on your Vendora account.</p>
<p style="margin:28px 0;"><a href="https://login.vendora.app/reset?u=48213&amp;t=9bXk2Lr0qPz7VtYw4NcE" style="background:#6d3bd1;color:#fff;font-size:15px;font-weight:600;text-decoration:none;padding:12px 20px;border-radius:8px;">Choose a new password</a></p>
<p style="font-size:13px;line-height:20px;color:#666;">This link works once and expires in 60 minutes. If you didn't ask for a reset, you can safely ignore this email.</p>
<hr style="border:none;border-top:1px solid #eee;margin:28px 0;">
<p style="font-size:12px;color:#999;">Vendora Ltd · 12 Tory Street, Te Aro, Wellington 6011<br><a href="https://vendora.app/help" style="color:#999;">Help</a> · <a href="https://vendora.app/privacy" style="color:#999;">Privacy</a></p>
</div></div>`,
    enc: "qp",
  },
  {
    family: "vendora-crm",
    group: "negative",
    lang: "en",
    kind: "task-digest",
    code: null,
    link: null,
    from: "Vendora <digest@vendora.app>",
    to: ME,
    subject: "Today: 6 tasks, 2 appraisals, 1 settlement",
    date: dt(9, 10, "06:30:00"),
    text: `Good morning Anika, here's your Thursday 10 September.

APPOINTMENTS
  9:30am   Appraisal – 23 Grace Road, Tauranga (Sione & Mele Fifita)
  1:00pm   Appraisal – 118 Ocean Beach Road, Mount Maunganui (R. Kruger)
  4:00pm   Settlement – 41 Matapihi Road (keys at Fitzgerald Legal)

TASKS
  [ ] Call Hēmi Tawhiri re: pre-settlement inspection
  [ ] Send CMA to Pieter & Elna van der Merwe (Ōmokoroa)
  [ ] Order floor plan for 7 Kawaka Street
  [ ] Follow up 14 open-home attendees from Sunday
  [ ] Renew REA licence — due 30 Sep
  [ ] Vendor report for 88 Tallebudgera Creek Rd

Open today in Vendora: https://app.vendora.app/today

Turn off daily digests: https://app.vendora.app/settings/email`,
    html:
      `<div style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;max-width:560px;margin:0 auto;padding:24px;color:#222;">
<p style="font-size:13px;color:#888;margin:0;">THURSDAY 10 SEPTEMBER</p>
<h2 style="margin:4px 0 20px;font-weight:600;">Good morning Anika ☀️</h2>
<h3 style="font-size:13px;letter-spacing:1px;color:#6d3bd1;">APPOINTMENTS</h3>
<table cellpadding="6" style="font-size:14px;">
<tr><td style="color:#888;">9:30am</td><td>Appraisal – 23 Grace Road, Tauranga <span style="color:#888;">(Sione &amp; Mele Fifita)</span></td></tr>
<tr><td style="color:#888;">1:00pm</td><td>Appraisal – 118 Ocean Beach Road, Mount Maunganui <span style="color:#888;">(R. Kruger)</span></td></tr>
<tr><td style="color:#888;">4:00pm</td><td>Settlement – 41 Matapihi Road <span style="color:#888;">(keys at Fitzgerald Legal)</span></td></tr></table>
<h3 style="font-size:13px;letter-spacing:1px;color:#6d3bd1;margin-top:22px;">TASKS</h3>
<ul style="font-size:14px;line-height:24px;padding-left:18px;">
<li>Call Hēmi Tawhiri re: pre-settlement inspection</li>
<li>Send CMA to Pieter &amp; Elna van der Merwe (Ōmokoroa)</li>
<li>Order floor plan for 7 Kawaka Street</li>
<li>Follow up 14 open-home attendees from Sunday</li>
<li>Renew REA licence — due 30 Sep</li>
<li>Vendor report for 88 Tallebudgera Creek Rd</li></ul>
<p><a href="https://app.vendora.app/today" style="color:#6d3bd1;font-weight:600;">Open today in Vendora</a></p>
<p style="font-size:12px;color:#aaa;margin-top:30px;"><a href="https://app.vendora.app/settings/email" style="color:#aaa;">Turn off daily digests</a> · Vendora Ltd, 12 Tory Street, Wellington 6011</p>
</div>`,
    enc: "8bit",
  },
  {
    family: "vendora-crm",
    group: "negative",
    lang: "en",
    kind: "new-lead",
    code: null,
    link: null,
    from: "Vendora Leads <leads@vendora.app>",
    to: ME,
    subject: "New lead assigned to you: Pieter van der Merwe (appraisal request)",
    date: dt(8, 31, "17:12:44"),
    text: `A new lead has been assigned to you by Wiremu Ngata.

Name: Pieter van der Merwe
Mobile: +64 27 509 3316
Email: pieter.vdm@outlook.co.nz
Source: Website – "What's my home worth?"
Property: 9 Prole Road, Ōmokoroa 3114
Notes: Originally from Stellenbosch, would prefer to talk in Afrikaans if possible. Looking to sell before March.

Lead score: 82 (hot)

View lead: https://app.vendora.app/contacts/118204
Vendora Ltd · Wellington`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Wattlegate Bank (AU business bank)

function wattlePage(inner: string): string {
  return `<html><body style="margin:0;padding:0;background:#fbfaf6;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#fbfaf6;"><tr><td align="center">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="font-family:Georgia,'Times New Roman',serif;color:#2b2b2b;">
<tr><td style="padding:22px 24px;border-bottom:4px solid #e2b007;"><img src="https://email.wattlegate.com.au/brand/wattlegate-bank-logo.gif" width="170" height="34" alt="Wattlegate Bank"></td></tr>
<tr><td style="padding:26px 24px;background:#ffffff;font-size:15px;line-height:23px;">${inner}</td></tr>
<tr><td style="padding:18px 24px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#6f6a5c;">
Wattlegate Bank Limited ABN 87 009 442 610 AFSL and Australian credit licence 234871. 200 Adelaide Street, Brisbane QLD 4000.<br>
We will never ask you to click a link to log in or to provide your password, SecureCode or card PIN by email. Report suspicious emails to hoax@wattlegate.com.au.<br>
<a href="https://www.wattlegate.com.au/privacy" style="color:#6f6a5c;">Privacy</a> · <a href="https://www.wattlegate.com.au/security" style="color:#6f6a5c;">Security hub</a> · Business Banking 13 29 84 (+61 7 3017 2984 from overseas)
</td></tr></table></td></tr></table></body></html>`;
}

const wattlegate: Mail[] = [
  {
    family: "wattlegate-bank",
    group: "consumer",
    lang: "en",
    kind: "payee-code",
    code: "93471580",
    link: null,
    from: "Wattlegate Bank <secure@alerts.wattlegate.com.au>",
    to: ME,
    subject: "Your Wattlegate SecureCode",
    date: dt(8, 14, "11:03:27", "+1000"),
    text: "",
    html: wattlePage(`<p style="margin:0 0 14px;">Dear Anika,</p>
<p style="margin:0 0 14px;">You're adding a new payee in Wattlegate Business Online. To continue, enter this SecureCode:</p>
<p style="margin:0 0 18px;font-family:Arial,sans-serif;font-size:28px;font-weight:bold;color:#2b2b2b;">93 47 15 80</p>
<table cellpadding="4" style="font-family:Arial,sans-serif;font-size:13px;color:#555;margin-bottom:16px;">
<tr><td>Payee</td><td>Gold Coast Pest &amp; Building Pty Ltd</td></tr>
<tr><td>BSB / Account</td><td>124-••• / •••••6218</td></tr>
<tr><td>From account</td><td>Kowhai &amp; Co Operating ••••5507</td></tr></table>
<p style="margin:0 0 14px;">This SecureCode expires in 5 minutes. Never share it with anyone, including Wattlegate staff.</p>
<p style="margin:0;">If you're not adding this payee, call us immediately on 13 29 84.</p>`),
    html_enc: "b64",
  },
  {
    family: "wattlegate-bank",
    group: "negative",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Wattlegate Bank <estatements@wattlegate.com.au>",
    to: ME,
    subject: "Your eStatement is ready – Statutory Trust Account ••••3318",
    date: dt(9, 2, "03:11:50", "+1000"),
    text: `Dear Anika Botha,

Your eStatement for the period 1 August 2026 to 31 August 2026 is now available in Wattlegate Business Online.

Account: KOWHAI & CO REALTY PTY LTD ATF STATUTORY TRUST ACCOUNT
BSB 064-155  Account ••••3318
Closing balance: $412,908.36 CR

To view it, log in to Business Online directly (type wattlegate.com.au into your browser) and go to Accounts > Statements. For your security, we don't include links to log in.

Statements are kept online for 7 years.

Wattlegate Bank Limited ABN 87 009 442 610 · 200 Adelaide Street, Brisbane QLD 4000`,
    html: wattlePage(`<p style="margin:0 0 14px;">Dear Anika Botha,</p>
<p style="margin:0 0 14px;">Your eStatement for the period <strong>1 August 2026 to 31 August 2026</strong> is now available in Wattlegate Business Online.</p>
<table cellpadding="5" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #ece6d2;width:100%;margin-bottom:16px;">
<tr><td style="color:#6f6a5c;">Account</td><td>KOWHAI &amp; CO REALTY PTY LTD ATF STATUTORY TRUST ACCOUNT</td></tr>
<tr><td style="color:#6f6a5c;">BSB / Account</td><td>064-155 / ••••3318</td></tr>
<tr><td style="color:#6f6a5c;">Closing balance</td><td>$412,908.36 CR</td></tr></table>
<p style="margin:0 0 14px;">To view it, log in to Business Online directly (type wattlegate.com.au into your browser) and go to <em>Accounts › Statements</em>. For your security, we don't include links to log in.</p>
<p style="margin:0;font-size:13px;color:#6f6a5c;">Statements are kept online for 7 years.</p>`),
    enc: "qp",
  },
  {
    family: "wattlegate-bank",
    group: "negative",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Wattlegate Bank <secure@alerts.wattlegate.com.au>",
    to: ME,
    subject: "New device registered for Business Online",
    date: dt(9, 17, "19:40:02", "+1000"),
    text: `Dear Anika,

A new device was registered for Wattlegate Business Online on 17 September 2026 at 7:38pm AEST.

Device: Samsung Galaxy S24 (Wattlegate Business app 8.14)
User ID: ••••4471

If this was you, there's nothing more to do.

If you don't recognise this device, call Business Banking straight away on 13 29 84 (24/7) so we can lock your access.

Wattlegate Bank Limited ABN 87 009 442 610`,
    html: null,
    enc: "7bit",
  },
];

// ------------------------------------------------------------------ Amberline business card

const amberline: Mail[] = [
  {
    family: "amberline-business-card",
    group: "consumer",
    lang: "en",
    kind: "purchase-code",
    code: "640518",
    link: null,
    from: "Amberline Business <verify@amberline.com.au>",
    to: ME,
    subject: "One-time passcode for your online purchase",
    date: dt(8, 20, "16:58:31", "+1000"),
    text: `Amberline Business Card – online purchase verification

Merchant: META ADS *BOOST 8842
Amount: AUD 350.00
Card: Amberline Business Visa ending 2207
Date: 20/08/2026 16:58 AEST

Your one-time passcode is 640518

Enter it on the merchant's verification screen within 5 minutes. We will never call or text you asking for this passcode.

Didn't make this purchase? Do not enter the passcode. Call 1300 262 375 to block your card.

Amberline Payments Pty Ltd · ABN 52 147 036 880 · Level 14, 1 Collins Street, Melbourne VIC 3000`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#1c1c1c;"><tr><td align="center" style="padding:24px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;border-radius:10px;">
<tr><td style="padding:22px 28px;"><img src="https://img.amberline.com.au/m/amberline-business.png" width="160" alt="Amberline Business"></td></tr>
<tr><td style="padding:0 28px 8px;font-size:14px;color:#333;line-height:21px;">
<p style="margin:0 0 12px;font-size:18px;font-weight:bold;">Verify your online purchase</p>
<table width="100%" cellpadding="5" style="font-size:13px;background:#fff7ec;border-radius:6px;">
<tr><td style="color:#8a6b3d;">Merchant</td><td>META ADS *BOOST 8842</td></tr>
<tr><td style="color:#8a6b3d;">Amount</td><td>AUD 350.00</td></tr>
<tr><td style="color:#8a6b3d;">Card</td><td>Business Visa ending 2207</td></tr>
<tr><td style="color:#8a6b3d;">Date</td><td>20/08/2026 16:58 AEST</td></tr></table>
<p style="margin:18px 0 6px;">Your one-time passcode:</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:3px;color:#d9801f;">640518</p>
<p style="margin:0 0 12px;">Enter it on the merchant's verification screen within 5 minutes. We will never call or text you asking for this passcode.</p>
<p style="margin:0 0 18px;">Didn't make this purchase? Do not enter the passcode. Call <a href="tel:1300262375" style="color:#d9801f;">1300 262 375</a> to block your card.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f3f3f3;font-size:10px;color:#888;border-radius:0 0 10px 10px;">Amberline Payments Pty Ltd · ABN 52 147 036 880 · Level 14, 1 Collins Street, Melbourne VIC 3000 · <a href="https://www.amberline.com.au/privacy" style="color:#888;">Privacy</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "amberline-business-card",
    group: "negative",
    lang: "en",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "Amberline Business <alerts@amberline.com.au>",
    to: ME,
    subject: "Card used: $1,287.00 at LENSLOFT PROPERTY MEDIA",
    date: dt(9, 9, "10:24:18", "+1000"),
    text: `Hi Anika,

Your Amberline Business Visa ending 2207 was just used.

$1,287.00 at LENSLOFT PROPERTY MEDIA, BURLEIGH HEADS
9 Sep 2026, 10:24am
Category: Advertising & marketing
Receipt: not yet attached — snap it in the Amberline app to keep your expenses tidy.

Available credit: $8,413.22 of $15,000.00

Not you? Lock your card in the app or call 1300 262 375.

Amberline Payments Pty Ltd · Melbourne VIC 3000
Manage alerts: https://business.amberline.com.au/settings/alerts`,
    html: null,
    enc: "7bit",
  },
  {
    family: "amberline-business-card",
    group: "negative",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Amberline Business <statements@amberline.com.au>",
    to: ME,
    subject: "Your August statement: $6,942.18 due 21 September",
    date: dt(9, 1, "09:05:44", "+1000"),
    text: `Your Amberline Business statement for August 2026 is ready.

Closing balance: $6,942.18
Minimum due: $6,942.18 (paid in full by direct debit)
Due date: 21 September 2026
Direct debit from: BSB 064-155 Acc ••••5507

Biggest categories this month
  Advertising & marketing   $3,904.50
  Fuel & vehicles             $812.36
  Property media            $1,287.00
  Subscriptions               $938.32

Your statement PDF is attached.

Amberline Payments Pty Ltd · ABN 52 147 036 880 · 1300 262 375`,
    html: `<div style="font-family:Arial,sans-serif;max-width:540px;margin:0 auto;color:#333;">
<img src="https://img.amberline.com.au/m/amberline-business.png" width="160" alt="Amberline Business" style="margin:20px 0;">
<h2 style="margin:0 0 10px;">Your August statement is ready</h2>
<table width="100%" cellpadding="6" style="font-size:14px;border:1px solid #eee;">
<tr><td>Closing balance</td><td align="right"><strong>$6,942.18</strong></td></tr>
<tr><td>Minimum due</td><td align="right">$6,942.18 (paid in full by direct debit)</td></tr>
<tr><td>Due date</td><td align="right">21 September 2026</td></tr>
<tr><td>Direct debit from</td><td align="right">BSB 064-155 Acc ••••5507</td></tr></table>
<h3 style="font-size:14px;margin-top:20px;">Biggest categories this month</h3>
<table width="100%" cellpadding="4" style="font-size:13px;"><tr><td>Advertising &amp; marketing</td><td align="right">$3,904.50</td></tr><tr><td>Property media</td><td align="right">$1,287.00</td></tr><tr><td>Subscriptions</td><td align="right">$938.32</td></tr><tr><td>Fuel &amp; vehicles</td><td align="right">$812.36</td></tr></table>
<p style="font-size:13px;">Your statement PDF is attached.</p>
<p style="font-size:10px;color:#888;">Amberline Payments Pty Ltd · ABN 52 147 036 880 · 1300 262 375 · <a href="https://www.amberline.com.au/privacy" style="color:#888;">Privacy</a></p></div>`,
    enc: "qp",
    attachment: [
      "Amberline_Business_Statement_2026-08.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
];

// ------------------------------------------------------------------ TenantLens (tenant screening)

const tenantlens: Mail[] = [
  {
    family: "tenantlens",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://go.tenantlens.com.au/e/c/v1/eyJhIjoiYWN0aXZhdGUiLCJ1IjoiNzcwMjEifQ/activate?ref=agent-signup",
    from: "TenantLens <team@tenantlens.com.au>",
    to: ME,
    subject: "Activate your TenantLens agent account",
    date: dt(8, 6, "12:40:05", "+1000"),
    text: `Welcome to TenantLens, Anika!

Before you can run your first tenancy check, we need to make sure this email address belongs to you. Activate your account here:

https://go.tenantlens.com.au/e/c/v1/eyJhIjoiYWN0aXZhdGUiLCJ1IjoiNzcwMjEifQ/activate?ref=agent-signup

Agency: Kōwhai & Co Realty (Gold Coast) · Licence 4521873
Plan: Pay as you go – $19.95 per applicant check (incl. GST)

Once activated, our compliance team will confirm your licence within one business day.

TenantLens Pty Ltd · ABN 40 625 118 009 · 2/41 Nerang Street, Southport QLD 4215 · 07 5528 9100
Privacy: https://tenantlens.com.au/privacy`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#eef3f8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;overflow:hidden;font-family:Tahoma,Arial,sans-serif;">
<tr><td style="background:#0c6fb8;padding:26px 30px;color:#fff;font-size:22px;font-weight:bold;"><img src="https://tenantlens.com.au/mail/lens-white.png" width="28" alt="" style="vertical-align:middle;"> TenantLens</td></tr>
<tr><td style="padding:28px 30px;font-size:15px;line-height:23px;color:#22313f;">
<p style="margin:0 0 12px;font-size:19px;font-weight:bold;">Welcome to TenantLens, Anika!</p>
<p>Before you can run your first tenancy check, we need to make sure this email address belongs to you.</p>
<p style="margin:26px 0;text-align:center;"><a href="https://go.tenantlens.com.au/e/c/v1/eyJhIjoiYWN0aXZhdGUiLCJ1IjoiNzcwMjEifQ/activate?ref=agent-signup" style="background:#ff8a00;color:#fff;text-decoration:none;padding:14px 34px;border-radius:6px;font-weight:bold;display:inline-block;">Activate account</a></p>
<table cellpadding="4" style="font-size:13px;color:#52616f;"><tr><td>Agency</td><td>Kōwhai &amp; Co Realty (Gold Coast) · Licence 4521873</td></tr><tr><td>Plan</td><td>Pay as you go – $19.95 per applicant check (incl. GST)</td></tr></table>
<p style="font-size:13px;color:#52616f;">Once activated, our compliance team will confirm your licence within one business day.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#f6f8fa;font-size:11px;color:#8995a1;">TenantLens Pty Ltd · ABN 40 625 118 009 · 2/41 Nerang Street, Southport QLD 4215 · 07 5528 9100 · <a href="https://tenantlens.com.au/privacy" style="color:#8995a1;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "tenantlens",
    group: "negative",
    lang: "en",
    kind: "report-ready",
    code: null,
    link: null,
    from: "TenantLens <reports@tenantlens.com.au>",
    to: ME,
    subject: "Screening complete: Tayla Brennan – 3/22 Hibiscus Lane (TL-2026-183305)",
    date: dt(8, 27, "15:47:12", "+1000"),
    text: `The screening you requested is complete.

Applicant: Tayla Brennan
Property: 3/22 Hibiscus Lane, Palm Beach QLD 4221
Weekly rent: $680
Check reference: TL-2026-183305

Summary
  Identity ............ Verified (100 points)
  Tenancy database .... No listings found
  Income .............. Verified – 31.4% of income to rent
  Previous landlord ... Reference received 26/08/2026
  Court records ....... None

View the full report (sign in required):
https://app.tenantlens.com.au/checks/TL-2026-183305

Reports are kept for 12 months and must be handled under the Privacy Act 1988.

TenantLens Pty Ltd · 07 5528 9100`,
    html: null,
    enc: "7bit",
  },
  {
    family: "tenantlens",
    group: "negative",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "TenantLens Billing <billing@tenantlens.com.au>",
    to: ME,
    subject: "Tax invoice TLI-009214 – paid",
    date: dt(9, 15, "09:00:31", "+1000"),
    text: `Tax invoice TLI-009214 — PAID

Billed to: Kōwhai & Co Realty (Gold Coast) · ABN 71 655 203 481
Period: 15 August – 14 September 2026

  6 x Applicant check @ $19.95     $119.70
  1 x Priority landlord reference   $9.95
  Subtotal                         $117.86
  GST                               $11.79
  Total                            $129.65

Paid with Visa ••••2207 on 15 September 2026.

Download PDF: https://app.tenantlens.com.au/billing/invoices/TLI-009214.pdf
TenantLens Pty Ltd · ABN 40 625 118 009 · 2/41 Nerang Street, Southport QLD 4215`,
    html: `<div style="font-family:Tahoma,Arial,sans-serif;color:#22313f;max-width:560px;margin:0 auto;padding:20px;">
<p style="font-size:20px;font-weight:bold;color:#0c6fb8;">TenantLens</p>
<h2 style="font-size:17px;">Tax invoice TLI-009214 <span style="background:#dff5e6;color:#1f8a4c;font-size:12px;padding:2px 8px;border-radius:10px;">PAID</span></h2>
<p style="font-size:13px;">Billed to: Kōwhai &amp; Co Realty (Gold Coast) · ABN 71 655 203 481<br>Period: 15 August – 14 September 2026</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #dde3ea;">
<tr><td>6 × Applicant check @ $19.95</td><td align="right">$119.70</td></tr>
<tr><td>1 × Priority landlord reference</td><td align="right">$9.95</td></tr>
<tr><td>Subtotal</td><td align="right">$117.86</td></tr>
<tr><td>GST</td><td align="right">$11.79</td></tr>
<tr style="font-weight:bold;border-top:1px solid #dde3ea;"><td>Total</td><td align="right">$129.65</td></tr></table>
<p style="font-size:13px;">Paid with Visa ••••2207 on 15 September 2026.</p>
<p><a href="https://app.tenantlens.com.au/billing/invoices/TLI-009214.pdf" style="color:#0c6fb8;">Download PDF</a></p>
<p style="font-size:11px;color:#8995a1;">TenantLens Pty Ltd · ABN 40 625 118 009 · 2/41 Nerang Street, Southport QLD 4215</p></div>`,
    enc: "b64",
  },
];

// ------------------------------------------------------------------ Kookaburra Mobile (AU carrier)

const kookamobile: Mail[] = [
  {
    family: "kookamobile",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "K-3918",
    code_digits: "3918",
    link: null,
    from: "Kookaburra Mobile <hello@kookamobile.com.au>",
    to: ME,
    subject: "Confirm your email for My Kooka",
    date: dt(8, 12, "18:30:11", "+1000"),
    text: `G'day Anika,

You've updated the email address on your Kookaburra Mobile business account (Account 6620 1148 09). To confirm it, type this code into the My Kooka app:

K-3918

The code is good for 30 minutes. Only the four numbers are needed — the app fills in the K for you.

If this wasn't you, give us a bell on 13 56 25.

Kookaburra Mobile · Locked Bag 22, Fortitude Valley QLD 4006`,
    html: `<html><body style="margin:0;background:#f0fbf6;font-family:'Trebuchet MS',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:18px;">
<tr><td align="center" style="padding:26px 20px 8px;"><img src="https://kookamobile.com.au/email/kooka-bird.png" width="64" height="64" alt="Kookaburra Mobile"></td></tr>
<tr><td align="center" style="padding:0 34px;font-size:15px;line-height:23px;color:#263238;">
<h1 style="font-size:22px;margin:8px 0 14px;">G'day Anika,</h1>
<p>You've updated the email address on your Kookaburra Mobile business account (Account 6620 1148 09). To confirm it, type this code into the My Kooka app:</p>
<p style="margin:20px 0;"><span style="font-size:30px;font-weight:bold;background:#00a86b;color:#fff;padding:10px 24px;border-radius:30px;letter-spacing:3px;">K-3918</span></p>
<p style="font-size:13px;color:#607d8b;">The code is good for 30 minutes. Only the four numbers are needed — the app fills in the K for you.</p>
<p style="font-size:13px;color:#607d8b;">If this wasn't you, give us a bell on 13 56 25.</p>
</td></tr>
<tr><td align="center" style="padding:18px 20px 24px;">
<a href="https://apps.apple.com/au/app/my-kooka/id1482203367"><img src="https://kookamobile.com.au/email/app-store.png" width="120" alt="Download on the App Store"></a>
<a href="https://play.google.com/store/apps/details?id=au.com.kookamobile.app"><img src="https://kookamobile.com.au/email/google-play.png" width="135" alt="Get it on Google Play"></a>
</td></tr>
<tr><td align="center" style="padding:0 20px 22px;font-size:11px;color:#90a4ae;">Kookaburra Mobile · Locked Bag 22, Fortitude Valley QLD 4006 · <a href="https://kookamobile.com.au/privacy" style="color:#90a4ae;">Privacy</a> · <a href="https://kookamobile.com.au/critical-information-summaries" style="color:#90a4ae;">CIS</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kookamobile",
    group: "negative",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Kookaburra Mobile <billing@kookamobile.com.au>",
    to: ME,
    subject: "Your Kooka bill is ready – $139.00",
    date: dt(8, 22, "05:12:40", "+1000"),
    text: `Hi Anika,

Your bill for account 6620 1148 09 is ready.

Bill number: 0084412937
Period: 22 Jul – 21 Aug 2026
Amount: $139.00
Due: 5 September 2026 (auto-pay from Visa ••••2207)

Services
  0412 884 206  Business Max 120GB     $89.00
  0412 884 206  NZ roaming day pass x3 $30.00
  0447 215 930  Tablet 20GB            $20.00

View your bill in My Kooka: https://my.kookamobile.com.au/bills/0084412937

Kookaburra Mobile · 13 56 25`,
    html: null,
    enc: "7bit",
  },
  {
    family: "kookamobile",
    group: "negative",
    lang: "en",
    kind: "roaming-notice",
    code: null,
    link: null,
    from: "Kookaburra Mobile <hello@kookamobile.com.au>",
    to: ME,
    subject: "Welcome to New Zealand 🇳🇿 Your roaming day pass is active",
    date: dt(9, 6, "13:55:09", "+1200"),
    text: `Kia ora from Kooka! Your phone 0412 884 206 just connected to a network in New Zealand.

Your NZ roaming day pass is active: $10 for 24 hours, 2GB data, unlimited calls and texts back to Australia and within NZ.

It renews automatically each day you use your phone overseas. Switch it off anytime in My Kooka or by texting STOP ROAM to 1256.

Help while you're away: +61 7 3188 5625 (free from your Kooka mobile).

Kookaburra Mobile · Locked Bag 22, Fortitude Valley QLD 4006`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Lensloft Property Media (photos, floor plans)

const lensloft: Mail[] = [
  {
    family: "lensloft-media",
    group: "negative",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Lensloft Property Media <bookings@lensloft.com.au>",
    to: ME,
    subject: "Booking confirmed: 88 Tallebudgera Creek Rd – Fri 14 Aug, 7:15am",
    date: dt(8, 10, "14:03:22", "+1000"),
    text: `Hi Anika,

Your shoot is locked in. Here are the details:

Booking #LL-24718
Property: 88 Tallebudgera Creek Road, Tallebudgera QLD 4228
Date: Friday 14 August 2026
Arrival: 7:15am (sunrise 6:21am, golden hour exteriors first)
Photographer: Jarrah Collins – 0421 330 875
Package: Premium Sale – 25 photos, drone (6), 2D + 3D floor plan, 60s reel
Price: $1,287.00 inc. GST

Before we arrive: lights on, blinds open, bins out of sight, cars off the driveway, pets with a neighbour if possible.

Need to move the shoot? Reply to this email or call us on 07 5535 0182 at least 24 hours ahead to avoid the $120 late-change fee.

Cheers,
Lensloft Property Media
Unit 4, 11 Tolman Court, Burleigh Heads QLD 4220`,
    html: `<div style="background:#111;padding:0;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;">
<tr><td><img src="https://lensloft.com.au/wp-content/uploads/email/header-drone.jpg" width="600" alt="Lensloft Property Media" style="display:block;"></td></tr>
<tr><td style="padding:26px 32px;color:#222;font-size:15px;line-height:23px;">
<p>Hi Anika,</p>
<p>Your shoot is locked in. Here are the details:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #e5e5e5;">
<tr><td width="130" style="background:#fafafa;">Booking</td><td>#LL-24718</td></tr>
<tr><td style="background:#fafafa;">Property</td><td>88 Tallebudgera Creek Road, Tallebudgera QLD 4228</td></tr>
<tr><td style="background:#fafafa;">Date</td><td>Friday 14 August 2026</td></tr>
<tr><td style="background:#fafafa;">Arrival</td><td>7:15am (sunrise 6:21am, golden hour exteriors first)</td></tr>
<tr><td style="background:#fafafa;">Photographer</td><td>Jarrah Collins – 0421 330 875</td></tr>
<tr><td style="background:#fafafa;">Package</td><td>Premium Sale – 25 photos, drone (6), 2D + 3D floor plan, 60s reel</td></tr>
<tr><td style="background:#fafafa;">Price</td><td>$1,287.00 inc. GST</td></tr></table>
<p style="margin-top:18px;"><strong>Before we arrive:</strong> lights on, blinds open, bins out of sight, cars off the driveway, pets with a neighbour if possible.</p>
<p>Need to move the shoot? Reply to this email or call us on 07 5535 0182 at least 24 hours ahead to avoid the $120 late-change fee.</p>
<p>Cheers,<br>Lensloft Property Media</p>
<p><a href="https://lensloft.com.au/prep-checklist.pdf" style="color:#c2185b;">Download our printable prep checklist</a></p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f4f4f4;font-size:11px;color:#888;">Lensloft Property Media · Unit 4, 11 Tolman Court, Burleigh Heads QLD 4220 · ABN 19 318 774 502 · <a href="https://www.instagram.com/lensloft.media" style="color:#888;">Instagram</a></td></tr>
</table></td></tr></table></div>`,
    enc: "qp",
  },
  {
    family: "lensloft-media",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://portal.lensloft.com.au/invite/accept/5f0d7c1b3a9e4e11?email=anika%40kowhaico.co.nz",
    from: "Lensloft Client Portal <portal@lensloft.com.au>",
    to: ME,
    subject: "You've been invited to the Kōwhai & Co client portal",
    date: dt(8, 13, "09:11:56", "+1000"),
    text: `Hi Anika,

Brooke Hadley at Kōwhai & Co Realty has added you to the agency's Lensloft client portal. From the portal you can book shoots, approve edits and download photos, floor plans and videos for your listings.

Set up your login:
https://portal.lensloft.com.au/invite/accept/5f0d7c1b3a9e4e11?email=anika%40kowhaico.co.nz

This invitation is valid for 7 days.

Lensloft Property Media · 07 5535 0182`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f6f6;"><tr><td align="center" style="padding:30px 0;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;border:1px solid #e8e8e8;">
<tr><td style="padding:24px 30px;border-bottom:1px solid #eee;"><img src="https://lensloft.com.au/wp-content/uploads/email/lensloft-logo-dark.png" width="130" alt="Lensloft"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:23px;color:#222;">
<p>Hi Anika,</p>
<p>Brooke Hadley at <strong>Kōwhai &amp; Co Realty</strong> has added you to the agency's Lensloft client portal. From the portal you can book shoots, approve edits and download photos, floor plans and videos for your listings.</p>
<p style="margin:26px 0;"><a href="https://portal.lensloft.com.au/invite/accept/5f0d7c1b3a9e4e11?email=anika%40kowhaico.co.nz" style="background:#c2185b;color:#fff;text-decoration:none;padding:12px 26px;border-radius:2px;text-transform:uppercase;font-size:13px;letter-spacing:1px;">Set up my login</a></p>
<p style="font-size:13px;color:#777;">This invitation is valid for 7 days.</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#999;background:#fafafa;">Lensloft Property Media · 07 5535 0182 · <a href="https://lensloft.com.au/privacy-policy" style="color:#999;">Privacy</a></td></tr>
</table></td></tr></table>`,
    enc: "8bit",
  },
  {
    family: "lensloft-media",
    group: "negative",
    lang: "en",
    kind: "delivery-ready",
    code: null,
    link: null,
    from: "Lensloft Client Portal <portal@lensloft.com.au>",
    to: ME,
    subject: "Your media is ready – 88 Tallebudgera Creek Rd (#LL-24718)",
    date: dt(8, 15, "16:20:37", "+1000"),
    text: `Hi Anika,

Good news — everything from Friday's shoot is edited and ready to download.

88 Tallebudgera Creek Road, Tallebudgera QLD 4228 (#LL-24718)
  25 photos (web + print)
  6 drone stills
  2D floor plan (PDF, PNG) — 412 m² total, 286 m² internal
  3D floor plan
  60-second vertical reel (MP4)

Download: https://portal.lensloft.com.au/jobs/LL-24718/downloads

Tax invoice INV-11093 for $1,287.00 has been issued and is due 29 August 2026. Pay online from the job page or by EFT: BSB 484-799 Acc 2201 5593, reference INV-11093.

Thanks for shooting with us!
Lensloft Property Media · ABN 19 318 774 502`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Marrabel Shire Council (AU)

function marrabelPage(inner: string): string {
  return `<html><body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" style="border:1px solid #c8d1cc;">
<tr><td style="background:#285943;padding:14px 22px;"><img src="https://www.marrabel.qld.gov.au/images/email/msc-crest-white.png" width="210" height="44" alt="Marrabel Shire Council"></td></tr>
<tr><td style="padding:24px 22px;font-size:14px;line-height:21px;color:#1b1b1b;">${inner}</td></tr>
<tr><td style="padding:14px 22px;background:#eef2ef;font-size:11px;line-height:16px;color:#4f5b55;">
Marrabel Shire Council · PO Box 84, Marrabel QLD 4272 · 07 5577 3000 · mail@marrabel.qld.gov.au<br>
Marrabel Shire Council acknowledges the Traditional Custodians of the land and pays respect to Elders past and present.<br>
<a href="https://www.marrabel.qld.gov.au/privacy" style="color:#4f5b55;">Privacy statement</a> · <a href="https://www.marrabel.qld.gov.au/eservices/help" style="color:#4f5b55;">eServices help</a>
</td></tr></table></td></tr></table></body></html>`;
}

const marrabel: Mail[] = [
  {
    family: "marrabel-shire",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://eservices.marrabel.qld.gov.au/ePathway/Register/Confirm.aspx?id=20418&key=QzU3RkE5MkMtMDI4Ny00",
    from: "Marrabel Shire Council eServices <eservices@marrabel.qld.gov.au>",
    to: ME,
    subject: "eServices registration – please confirm your email address",
    date: dt(8, 17, "10:44:59", "+1000"),
    text: `Dear Anika Botha,

Thank you for registering for Marrabel Shire Council eServices as an Agent (Real Estate).

To complete your registration, please confirm your email address by opening the link below:

https://eservices.marrabel.qld.gov.au/ePathway/Register/Confirm.aspx?id=20418&key=QzU3RkE5MkMtMDI4Ny00

Once confirmed you will be able to order rates searches and property reports, and track planning and building applications. Rates searches cost $95.00 (standard, 5 business days) or $165.00 (urgent, 48 hours).

If you did not register, please disregard this email.

Customer Service
Marrabel Shire Council
07 5577 3000`,
    html: marrabelPage(`<p>Dear Anika Botha,</p>
<p>Thank you for registering for Marrabel Shire Council eServices as an <strong>Agent (Real Estate)</strong>.</p>
<p>To complete your registration, please confirm your email address by clicking the link below:</p>
<p><a href="https://eservices.marrabel.qld.gov.au/ePathway/Register/Confirm.aspx?id=20418&amp;key=QzU3RkE5MkMtMDI4Ny00">https://eservices.marrabel.qld.gov.au/ePathway/Register/Confirm.aspx?id=20418&amp;key=QzU3RkE5MkMtMDI4Ny00</a></p>
<p>Once confirmed you will be able to order rates searches and property reports, and track planning and building applications. Rates searches cost $95.00 (standard, 5 business days) or $165.00 (urgent, 48 hours).</p>
<p>If you did not register, please disregard this email.</p>
<p>Customer Service<br>Marrabel Shire Council<br>07 5577 3000</p>`),
    enc: "7bit",
  },
  {
    family: "marrabel-shire",
    group: "negative",
    lang: "en",
    kind: "rates-search",
    code: null,
    link: null,
    from: "Marrabel Shire Council <ratessearch@marrabel.qld.gov.au>",
    to: ME,
    subject: "Rates search certificate RS-2026-04417 – 88 Tallebudgera Creek Rd",
    date: dt(8, 24, "15:30:12", "+1000"),
    text: `Dear Anika,

The rates search you requested is attached.

Certificate: RS-2026-04417
Property: 88 Tallebudgera Creek Road, Tallebudgera QLD 4228
Assessment no.: 4410-03812-000
Lot/Plan: Lot 12 RP 804613
Rates and charges outstanding as at 24/08/2026: $1,846.20 (half-yearly instalment due 30/09/2026)
Water meter last read: 3 August 2026

Payment received: $95.00 (receipt 7712045)

This certificate is issued under s 99 of the Local Government Regulation 2012 and is valid on the date of issue only.

Rates Section
Marrabel Shire Council · 07 5577 3000`,
    html: marrabelPage(`<p>Dear Anika,</p>
<p>The rates search you requested is attached.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;border:1px solid #c8d1cc;">
<tr><td style="background:#eef2ef;">Certificate</td><td>RS-2026-04417</td></tr>
<tr><td style="background:#eef2ef;">Property</td><td>88 Tallebudgera Creek Road, Tallebudgera QLD 4228</td></tr>
<tr><td style="background:#eef2ef;">Assessment no.</td><td>4410-03812-000</td></tr>
<tr><td style="background:#eef2ef;">Lot/Plan</td><td>Lot 12 RP 804613</td></tr>
<tr><td style="background:#eef2ef;">Outstanding at 24/08/2026</td><td>$1,846.20 (half-yearly instalment due 30/09/2026)</td></tr>
<tr><td style="background:#eef2ef;">Water meter last read</td><td>3 August 2026</td></tr>
<tr><td style="background:#eef2ef;">Payment received</td><td>$95.00 (receipt 7712045)</td></tr></table>
<p style="font-size:12px;">This certificate is issued under s 99 of the Local Government Regulation 2012 and is valid on the date of issue only.</p>
<p>Rates Section<br>Marrabel Shire Council</p>`),
    enc: "qp",
    attachment: [
      "RS-2026-04417.pdf",
      "application/pdf",
      "%PDF-1.3\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "marrabel-shire",
    group: "negative",
    lang: "en",
    kind: "planning-notice",
    code: null,
    link: null,
    from: "Marrabel Shire Council eServices <eservices@marrabel.qld.gov.au>",
    to: ME,
    subject: "Application tracking update: MCU26/0193",
    date: dt(9, 11, "12:02:48", "+1000"),
    text: `This is an automated message from Marrabel Shire Council eServices. Please do not reply.

You are following application MCU26/0193.

Address: 90 Tallebudgera Creek Road, Tallebudgera QLD 4228
Proposal: Material change of use – dual occupancy
Status changed: Information request issued (11/09/2026)
Public notification: 21/09/2026 to 12/10/2026

View the application and documents on PD Online:
https://eservices.marrabel.qld.gov.au/ePathway/Production/Web/GeneralEnquiry/EnquiryDetailView.aspx?Id=660183

To stop following this application, sign in to eServices and go to My tracked applications.`,
    html: null,
    enc: "7bit",
  },
];

// ------------------------------------------------------------------ Property Guild of Aotearoa (industry institute)

function guildPage(pre: string, inner: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f2ee;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f2ee;"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:22px 30px;border-bottom:2px solid #7a1f3d;"><table width="100%"><tr>
<td><img src="https://www.propertyguild.org.nz/email/pga-logo.png" width="190" alt="Property Guild of Aotearoa | Te Rōpū Whare Whenua"></td>
<td align="right" style="font:12px Arial,sans-serif;color:#7a1f3d;">Member services<br>0800 742 624</td></tr></table></td></tr>
<tr><td style="padding:28px 30px;font:15px/24px Georgia,serif;color:#2a2a2a;">${inner}</td></tr>
<tr><td style="padding:18px 30px;background:#2a2a2a;font:11px/17px Arial,sans-serif;color:#bdbdbd;">
Property Guild of Aotearoa Inc. · Level 3, 86 Customhouse Quay, Wellington 6011<br>
<a href="https://www.propertyguild.org.nz/members" style="color:#ffffff;">Member portal</a> · <a href="https://www.propertyguild.org.nz/privacy" style="color:#ffffff;">Privacy</a> · <a href="https://www.propertyguild.org.nz/email-preferences?m=NZ-31820" style="color:#ffffff;">Email preferences</a><br>
<a href="https://www.linkedin.com/company/property-guild-aotearoa" style="color:#ffffff;">LinkedIn</a> · <a href="https://www.facebook.com/propertyguildnz" style="color:#ffffff;">Facebook</a>
</td></tr></table></td></tr></table></body></html>`;
}

const guild: Mail[] = [
  {
    family: "property-guild-aotearoa",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://members.propertyguild.org.nz/account/reset-password?token=f81c3b0e7a6d44e89a25b1c0d3e6f7a8&member=NZ-31820",
    from: "Property Guild of Aotearoa <members@propertyguild.org.nz>",
    to: ME,
    subject: "Password reset for the Guild member portal",
    date: dt(9, 4, "20:11:27"),
    text: `Kia ora Anika,

Someone (hopefully you) asked to reset the password for member NZ-31820 on the Property Guild member portal.

Choose a new password here:
https://members.propertyguild.org.nz/account/reset-password?token=f81c3b0e7a6d44e89a25b1c0d3e6f7a8&member=NZ-31820

The link expires in 24 hours. Your current password keeps working until you change it.

Ngā mihi nui,
Member Services
Property Guild of Aotearoa · 0800 742 624`,
    html: guildPage(
      "Reset your member portal password",
      `<p>Kia ora Anika,</p>
<p>Someone (hopefully you) asked to reset the password for member <strong>NZ-31820</strong> on the Property Guild member portal.</p>
<p style="margin:26px 0;"><a href="https://members.propertyguild.org.nz/account/reset-password?token=f81c3b0e7a6d44e89a25b1c0d3e6f7a8&amp;member=NZ-31820" style="font-family:Arial,sans-serif;background:#7a1f3d;color:#fff;text-decoration:none;padding:12px 24px;display:inline-block;">Choose a new password</a></p>
<p style="font-size:13px;color:#666;">The link expires in 24 hours. Your current password keeps working until you change it.</p>
<p>Ngā mihi nui,<br>Member Services</p>`,
    ),
    enc: "qp",
  },
  {
    family: "property-guild-aotearoa",
    group: "negative",
    lang: "en",
    kind: "cpd-reminder",
    code: null,
    link: null,
    from: "Property Guild of Aotearoa <cpd@propertyguild.org.nz>",
    to: ME,
    subject: "CPD reminder: 10 of 20 hours logged – 1 December deadline",
    date: dt(8, 25, "08:00:00"),
    text: `Tēnā koe Anika,

Your continuing professional development record for the 2026 licensing year:

  Verifiable hours logged: 10 of 20
  Compulsory topic ("Anti-money laundering update 2026"): not yet completed
  Deadline: 1 December 2026

Upcoming Guild sessions in the Bay of Plenty
  8 Sep  Tauranga  Disclosure obligations and LIM red flags (3 hrs, $85 members)
  22 Sep Online    AML/CFT: verifying overseas buyers (2 hrs, compulsory topic, free)
  6 Oct  Rotorua   Tikanga and whenua Māori in residential sales (3 hrs, $85)

Book through the member portal under Learning > Events.

Ngā mihi,
CPD team, Property Guild of Aotearoa`,
    html: guildPage(
      "10 of 20 hours logged – 1 December deadline",
      `<p>Tēnā koe Anika,</p>
<p>Your continuing professional development record for the 2026 licensing year:</p>
<table width="100%" cellpadding="6" style="font:14px Arial,sans-serif;background:#faf7f3;">
<tr><td>Verifiable hours logged</td><td align="right"><strong>10 of 20</strong></td></tr>
<tr><td>Compulsory topic</td><td align="right" style="color:#b23a2c;">Not yet completed</td></tr>
<tr><td>Deadline</td><td align="right">1 December 2026</td></tr></table>
<h3 style="font-family:Arial,sans-serif;font-size:15px;margin-top:24px;">Upcoming sessions in the Bay of Plenty</h3>
<table width="100%" cellpadding="6" style="font:13px Arial,sans-serif;">
<tr><td>8 Sep</td><td>Tauranga</td><td>Disclosure obligations and LIM red flags (3 hrs, $85 members)</td></tr>
<tr><td>22 Sep</td><td>Online</td><td>AML/CFT: verifying overseas buyers (2 hrs, compulsory topic, free)</td></tr>
<tr><td>6 Oct</td><td>Rotorua</td><td>Tikanga and whenua Māori in residential sales (3 hrs, $85)</td></tr></table>
<p><a href="https://members.propertyguild.org.nz/learning/events?region=bop" style="color:#7a1f3d;">See all events</a></p>
<p>Ngā mihi,<br>CPD team</p>`,
    ),
    enc: "b64",
  },
  {
    family: "property-guild-aotearoa",
    group: "negative",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Guild Briefing <briefing@propertyguild.org.nz>",
    to: ME,
    subject: "Guild Briefing | OCR held at 3.25%, bright-line changes, Tauranga median up 2.1%",
    date: dt(9, 18, "07:30:00"),
    text: `GUILD BRIEFING — September 2026

1. Official Cash Rate held at 3.25%
What the Reserve Bank's decision means for first-home buyers heading into spring.
https://www.propertyguild.org.nz/news/ocr-sept-2026?utm_source=briefing&utm_medium=email

2. Bright-line test: what's changing on 1 April 2027
Our legal adviser answers the questions members asked most.
https://www.propertyguild.org.nz/news/bright-line-2027?utm_source=briefing&utm_medium=email

3. Regional snapshot
Tauranga median $955,000 (+2.1% yoy), days to sell 51. Auckland median $1,045,000 (-0.8%).

4. Awards: nominations close 30 October
https://www.propertyguild.org.nz/awards?utm_source=briefing&utm_medium=email

You receive Guild Briefing as a member (NZ-31820). Unsubscribe: https://www.propertyguild.org.nz/email-preferences?m=NZ-31820`,
    html: guildPage(
      "OCR held at 3.25%, bright-line changes and your regional snapshot",
      `<p style="font:bold 12px Arial,sans-serif;letter-spacing:2px;color:#7a1f3d;">GUILD BRIEFING · SEPTEMBER 2026</p>
<h2 style="margin:8px 0;"><a href="https://www.propertyguild.org.nz/news/ocr-sept-2026?utm_source=briefing&amp;utm_medium=email" style="color:#2a2a2a;text-decoration:none;">Official Cash Rate held at 3.25%</a></h2>
<p>What the Reserve Bank's decision means for first-home buyers heading into spring.</p>
<h2 style="margin:18px 0 8px;"><a href="https://www.propertyguild.org.nz/news/bright-line-2027?utm_source=briefing&amp;utm_medium=email" style="color:#2a2a2a;text-decoration:none;">Bright-line test: what's changing on 1 April 2027</a></h2>
<p>Our legal adviser answers the questions members asked most.</p>
<table width="100%" cellpadding="8" style="font:13px Arial,sans-serif;background:#faf7f3;margin:14px 0;">
<tr><td><strong>Tauranga</strong><br>Median $955,000 <span style="color:#1f8a4c;">+2.1%</span><br>51 days to sell</td>
<td><strong>Auckland</strong><br>Median $1,045,000 <span style="color:#b23a2c;">-0.8%</span><br>44 days to sell</td></tr></table>
<p><a href="https://www.propertyguild.org.nz/awards?utm_source=briefing&amp;utm_medium=email" style="color:#7a1f3d;">Awards nominations close 30 October →</a></p>`,
    ),
    enc: "qp",
  },
];

// ------------------------------------------------------------------ Driftvault (cloud drive)

const driftvault: Mail[] = [
  {
    family: "driftvault-drive",
    group: "consumer",
    lang: "en",
    kind: "share-invite",
    code: null,
    link: "https://driftvault.com/invite/f/Qm8xT2pLk9?rk=7c2e1a&src=email",
    from: "Brooke Hadley (via Driftvault) <no-reply@driftvault.com>",
    to: ME,
    subject: 'Brooke Hadley invited you to "Listings 2026 – Gold Coast"',
    date: dt(8, 4, "11:28:40", "+1000"),
    text: `Brooke Hadley (brooke@kowhaico.com.au) invited you to edit the folder "Listings 2026 – Gold Coast".

"Hi Anika – all the vendor docs, contracts and disclosure statements live here now. Please save new listings into the right suburb folder. Thanks! B"

Accept the invitation to add the folder to your Driftvault:
https://driftvault.com/invite/f/Qm8xT2pLk9?rk=7c2e1a&src=email

Folder: 14 subfolders, 1,208 files, 23.6 GB

Driftvault, Inc. · 500 Howard St, San Francisco, CA 94105
You received this because someone shared a folder with anika@kowhaico.co.nz.`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#ffffff;"><tr><td align="center" style="padding:36px 16px;">
<table width="460" cellpadding="0" cellspacing="0" style="font-family:'Open Sans',Arial,sans-serif;color:#1e1919;">
<tr><td style="padding-bottom:28px;"><img src="https://cfl.driftvault.com/static/email/dv-glyph-blue.png" width="32" height="32" alt="Driftvault"></td></tr>
<tr><td style="font-size:20px;line-height:28px;padding-bottom:16px;"><img src="https://avatars.driftvault.com/u/88214/48.jpg" width="28" height="28" alt="" style="border-radius:14px;vertical-align:middle;"> <strong>Brooke Hadley</strong> invited you to edit a folder</td></tr>
<tr><td style="padding:14px;border:1px solid #e6e6e6;border-radius:6px;font-size:15px;">📁 <strong>Listings 2026 – Gold Coast</strong><br><span style="font-size:12px;color:#736c64;">14 subfolders · 1,208 files · 23.6 GB</span></td></tr>
<tr><td style="padding:16px 0;font-size:14px;line-height:22px;color:#3d3935;font-style:italic;">"Hi Anika – all the vendor docs, contracts and disclosure statements live here now. Please save new listings into the right suburb folder. Thanks! B"</td></tr>
<tr><td style="padding:6px 0 28px;"><a href="https://driftvault.com/invite/f/Qm8xT2pLk9?rk=7c2e1a&amp;src=email" style="background:#0061fe;color:#fff;text-decoration:none;font-size:15px;padding:11px 22px;border-radius:4px;display:inline-block;">Go to folder</a></td></tr>
<tr><td style="font-size:11px;line-height:17px;color:#a39e96;border-top:1px solid #eee;padding-top:16px;">You received this because brooke@kowhaico.com.au shared a folder with anika@kowhaico.co.nz.<br>Driftvault, Inc. · 500 Howard St, San Francisco, CA 94105 · <a href="https://driftvault.com/privacy" style="color:#a39e96;">Privacy</a> · <a href="https://driftvault.com/account/notifications" style="color:#a39e96;">Notification settings</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "driftvault-drive",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "118492",
    link: null,
    from: "Driftvault <no-reply@driftvault.com>",
    to: ME,
    subject: "Your Driftvault security code",
    date: dt(8, 29, "07:55:13"),
    text: `Your security code is: 118 492

Use this code to sign in to Driftvault on a new device (Windows, Tauranga, NZ).
It expires in 15 minutes.

If you didn't try to sign in, change your password at https://driftvault.com/account/security.

Driftvault, Inc.`,
    html: `<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 16px;">
<table width="460" cellpadding="0" cellspacing="0" style="font-family:'Open Sans',Arial,sans-serif;color:#1e1919;">
<tr><td style="padding-bottom:24px;"><img src="https://cfl.driftvault.com/static/email/dv-glyph-blue.png" width="32" height="32" alt="Driftvault"></td></tr>
<tr><td style="font-size:15px;line-height:22px;">Your security code is:</td></tr>
<tr><td style="font-size:28px;font-weight:bold;padding:12px 0 18px;letter-spacing:2px;">118 492</td></tr>
<tr><td style="font-size:14px;line-height:22px;color:#3d3935;">Use this code to sign in to Driftvault on a new device (Windows, Tauranga, NZ). It expires in 15 minutes.</td></tr>
<tr><td style="font-size:14px;line-height:22px;color:#3d3935;padding-top:12px;">If you didn't try to sign in, <a href="https://driftvault.com/account/security" style="color:#0061fe;">change your password</a>.</td></tr>
<tr><td style="font-size:11px;color:#a39e96;border-top:1px solid #eee;padding-top:16px;margin-top:20px;">Driftvault, Inc. · 500 Howard St, San Francisco, CA 94105</td></tr>
</table></td></tr></table>`,
    enc: "7bit",
  },
  {
    family: "driftvault-drive",
    group: "negative",
    lang: "en",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Driftvault <no-reply@driftvault.com>",
    to: ME,
    subject: "Your Driftvault is 92% full",
    date: dt(9, 19, "22:02:51"),
    text: `Hi Anika,

You're using 1.84 TB of your 2 TB Driftvault Plus plan. When you run out of space, files will stop syncing and you won't be able to upload new photos or documents.

Biggest folders
  Listings 2026 – Gold Coast (shared)   612 GB
  Camera Uploads                        488 GB
  Video reels                           301 GB

Free up space or upgrade to Business (3 TB per user from NZ$34/month): https://driftvault.com/plans?trigger=quota_92

Driftvault, Inc. · 500 Howard St, San Francisco, CA 94105`,
    html: null,
    enc: "7bit",
  },
];

// ------------------------------------------------------------------ Postkite (social-media scheduler)

const postkite: Mail[] = [
  {
    family: "postkite",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://app.postkite.co/auth/magic?token=pk_ml_3JfQ8vW2nX0bR6cY1tZ5&redirect=%2Fcalendar",
    from: "Postkite <login@postkite.co>",
    to: ME,
    subject: "Your Postkite login link",
    date: dt(8, 16, "09:02:44"),
    text: `Hey Anika 👋

Tap the link below to log in to Postkite. It works once and expires in 15 minutes.

https://app.postkite.co/auth/magic?token=pk_ml_3JfQ8vW2nX0bR6cY1tZ5&redirect=%2Fcalendar

Requested from Safari on iPhone. If you didn't ask for this, you can ignore it — nobody can log in without opening this link.

— The Postkite crew
Postkite Ltd, 48 Ponsonby Road, Auckland 1011`,
    html: `<body style="margin:0;background:#fff6ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px;">
<table width="440" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;box-shadow:0 2px 6px rgba(0,0,0,.06);font-family:Inter,Arial,sans-serif;">
<tr><td align="center" style="padding:30px 30px 10px;"><img src="https://postkite.co/email/kite.png" width="44" height="44" alt="Postkite"></td></tr>
<tr><td align="center" style="padding:0 30px;font-size:22px;font-weight:700;color:#1a1a2e;">Hey Anika 👋</td></tr>
<tr><td align="center" style="padding:12px 30px 24px;font-size:15px;line-height:23px;color:#4a4a5a;">Tap the button to log in to Postkite. It works once and expires in 15 minutes.</td></tr>
<tr><td align="center" style="padding:0 30px 26px;"><a href="https://app.postkite.co/auth/magic?token=pk_ml_3JfQ8vW2nX0bR6cY1tZ5&amp;redirect=%2Fcalendar" style="background:#ff6b3d;color:#fff;text-decoration:none;font-weight:700;padding:14px 34px;border-radius:999px;display:inline-block;">Log in to Postkite</a></td></tr>
<tr><td align="center" style="padding:0 30px 28px;font-size:12px;line-height:18px;color:#8a8a99;">Requested from Safari on iPhone. If you didn't ask for this, you can ignore it — nobody can log in without opening this link.</td></tr>
</table>
<p style="font-family:Inter,Arial,sans-serif;font-size:11px;color:#b0a79f;">Postkite Ltd · 48 Ponsonby Road, Auckland 1011 · <a href="https://postkite.co/privacy" style="color:#b0a79f;">Privacy</a></p>
</td></tr></table></body>`,
    enc: "b64",
  },
  {
    family: "postkite",
    group: "negative",
    lang: "en",
    kind: "post-failed",
    code: null,
    link: null,
    from: "Postkite <alerts@postkite.co>",
    to: ME,
    subject: "⚠️ 1 post didn't publish to Instagram",
    date: dt(9, 12, "11:01:09"),
    text: `Hi Anika,

This scheduled post couldn't be published:

Channel: Instagram – @anika.sells.tauranga
Scheduled: Sat 12 Sep 2026, 11:00am NZST
Caption: "OPEN HOME TODAY 11–11:45 ✨ 7 Kawaka Street, Ōmokoroa — 4 bed, 2 bath, harbour glimpses. See you there! #omokoroa #tauranga #openhome"
Reason: The image is 1080×1920 but a feed post needs an aspect ratio between 4:5 and 1.91:1.

The post is back in Drafts. Edit it here: https://app.postkite.co/posts/771930/edit

Postkite Ltd · Auckland`,
    html: null,
    enc: "8bit",
  },
  {
    family: "postkite",
    group: "negative",
    lang: "en",
    kind: "weekly-report",
    code: null,
    link: null,
    from: "Postkite Reports <reports@postkite.co>",
    to: ME,
    subject: "Your week on social: 14 posts, 38.2k reach",
    date: dt(9, 21, "08:00:00"),
    text: `Week of 14–20 September 2026

Posts published: 14
Total reach: 38,211 (+18%)
Engagement: 2,904 (+6%)
New followers: 57

Top post: "SOLD in 9 days 🎉 88 Tallebudgera Creek Rd" – reach 11,420, 612 reactions

Best time to post next week: Tuesday 7:30pm, Sunday 9:00am

Full report: https://app.postkite.co/analytics?range=2026-09-14..2026-09-20

Unsubscribe from weekly reports: https://app.postkite.co/settings/notifications`,
    html: `<div style="font-family:Inter,Arial,sans-serif;background:#fff6ef;padding:30px 10px;">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:16px;padding:28px;">
<p style="font-size:12px;color:#8a8a99;margin:0;">WEEK OF 14–20 SEPTEMBER 2026</p>
<h2 style="margin:6px 0 18px;color:#1a1a2e;">Your week on social</h2>
<table width="100%" cellpadding="10" style="text-align:center;"><tr>
<td style="background:#fff1e8;border-radius:10px;"><div style="font-size:22px;font-weight:700;">14</div><div style="font-size:11px;color:#8a8a99;">posts</div></td>
<td style="background:#fff1e8;border-radius:10px;"><div style="font-size:22px;font-weight:700;">38.2k</div><div style="font-size:11px;color:#1f8a4c;">reach +18%</div></td>
<td style="background:#fff1e8;border-radius:10px;"><div style="font-size:22px;font-weight:700;">2,904</div><div style="font-size:11px;color:#1f8a4c;">engagement +6%</div></td>
<td style="background:#fff1e8;border-radius:10px;"><div style="font-size:22px;font-weight:700;">57</div><div style="font-size:11px;color:#8a8a99;">new followers</div></td></tr></table>
<p style="margin-top:20px;"><strong>Top post:</strong> "SOLD in 9 days 🎉 88 Tallebudgera Creek Rd" – reach 11,420, 612 reactions</p>
<p><strong>Best time to post next week:</strong> Tuesday 7:30pm, Sunday 9:00am</p>
<p><a href="https://app.postkite.co/analytics?range=2026-09-14..2026-09-20" style="color:#ff6b3d;font-weight:700;">See the full report</a></p>
<p style="font-size:11px;color:#b0a79f;margin-top:26px;"><a href="https://app.postkite.co/settings/notifications" style="color:#b0a79f;">Unsubscribe from weekly reports</a> · Postkite Ltd, 48 Ponsonby Road, Auckland 1011</p>
</div></div>`,
    enc: "8bit",
  },
];

// ------------------------------------------------------------------ Gavelroom (online auction platform)

const gavelroom: Mail[] = [
  {
    family: "gavelroom",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "448213",
    link: "https://auctions.gavelroom.com.au/account/verify?e=anika%40kowhaico.co.nz&c=448213&s=b7e19a",
    from: "Gavelroom <accounts@gavelroom.com.au>",
    to: ME,
    subject: "Verify your email to run auctions on Gavelroom",
    date: dt(8, 30, "13:18:02", "+1000"),
    text: `Hi Anika,

You're one step away from hosting online and hybrid auctions on Gavelroom.

Your verification code: 448213

Enter it on the sign-up screen, or verify with one click:
https://auctions.gavelroom.com.au/account/verify?e=anika%40kowhaico.co.nz&c=448213&s=b7e19a

The code and link expire in 24 hours.

After you verify, an account manager will call to confirm your auctioneer's licence (QLD licence 4521873) before your first live auction.

Gavelroom Pty Ltd · ABN 95 622 017 314 · Suite 301, 9 Lawson Street, Southport QLD 4215 · 1300 428 357`,
    html: `<html><body style="margin:0;background:#14161a;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#1f2228;color:#f1f1f1;font-family:Arial,Helvetica,sans-serif;border-radius:4px;">
<tr><td style="padding:24px 30px;border-bottom:1px solid #30343c;"><img src="https://auctions.gavelroom.com.au/static/mail/gavelroom-gold.png" width="150" alt="GAVELROOM"></td></tr>
<tr><td style="padding:28px 30px;font-size:15px;line-height:23px;">
<p style="margin:0 0 12px;">Hi Anika,</p>
<p style="margin:0 0 20px;">You're one step away from hosting online and hybrid auctions on Gavelroom.</p>
<p style="margin:0 0 6px;font-size:12px;color:#a7abb3;text-transform:uppercase;letter-spacing:2px;">Verification code</p>
<table cellpadding="0" cellspacing="4"><tr>
<td style="background:#2b2f37;color:#d4af37;font-size:28px;font-weight:bold;width:42px;height:52px;text-align:center;">4</td>
<td style="background:#2b2f37;color:#d4af37;font-size:28px;font-weight:bold;width:42px;height:52px;text-align:center;">4</td>
<td style="background:#2b2f37;color:#d4af37;font-size:28px;font-weight:bold;width:42px;height:52px;text-align:center;">8</td>
<td style="background:#2b2f37;color:#d4af37;font-size:28px;font-weight:bold;width:42px;height:52px;text-align:center;">2</td>
<td style="background:#2b2f37;color:#d4af37;font-size:28px;font-weight:bold;width:42px;height:52px;text-align:center;">1</td>
<td style="background:#2b2f37;color:#d4af37;font-size:28px;font-weight:bold;width:42px;height:52px;text-align:center;">3</td>
</tr></table>
<p style="margin:22px 0;">Enter it on the sign-up screen, or verify with one click:</p>
<p style="margin:0 0 22px;"><a href="https://auctions.gavelroom.com.au/account/verify?e=anika%40kowhaico.co.nz&amp;c=448213&amp;s=b7e19a" style="background:#d4af37;color:#14161a;text-decoration:none;font-weight:bold;padding:12px 26px;display:inline-block;">Verify email</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#a7abb3;">The code and link expire in 24 hours. After you verify, an account manager will call to confirm your auctioneer's licence (QLD licence 4521873) before your first live auction.</p>
</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#80858f;border-top:1px solid #30343c;">Gavelroom Pty Ltd · ABN 95 622 017 314 · Suite 301, 9 Lawson Street, Southport QLD 4215 · 1300 428 357 · <a href="https://gavelroom.com.au/privacy" style="color:#80858f;">Privacy</a> · <a href="https://gavelroom.com.au/terms" style="color:#80858f;">Terms</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "gavelroom",
    group: "negative",
    lang: "en",
    kind: "bidder-registered",
    code: null,
    link: null,
    from: "Gavelroom <notifications@gavelroom.com.au>",
    to: ME,
    subject: "New registered bidder – 14 Banksia Parade auction (Sat 19 Sep, 10am)",
    date: dt(9, 15, "18:42:30", "+1000"),
    text: `A new bidder has registered for your auction.

Auction: 14 Banksia Parade, Burleigh Heads QLD 4220
Date: Saturday 19 September 2026, 10:00am AEST (on site + online)
Bidder no.: 07
Name: Callum & Jess Reid
ID check: Passed (driver licence QLD, Medicare)
Deposit authority: 10% via bank guarantee
Solicitor: Harper Kerr Lawyers, Robina

Registered bidders so far: 7 (4 online, 3 in person)

Manage the auction: https://auctions.gavelroom.com.au/agent/auctions/GR-10482

Gavelroom Pty Ltd · 1300 428 357`,
    html: null,
    enc: "8bit",
  },
  {
    family: "gavelroom",
    group: "negative",
    lang: "en",
    kind: "auction-result",
    code: null,
    link: null,
    from: "Gavelroom <notifications@gavelroom.com.au>",
    to: ME,
    subject: "SOLD under the hammer: 14 Banksia Parade, Burleigh Heads – $1,612,000",
    date: dt(9, 19, "10:41:17", "+1000"),
    text: `Auction result — GR-10482

14 Banksia Parade, Burleigh Heads QLD 4220
Result: SOLD under the hammer
Price: $1,612,000
Reserve: met at $1,540,000
Opening bid: $1,300,000
Bids: 23 from 4 bidders (2 online)
Winning bidder: No. 07
Auction duration: 18 min 40 s

The signed contract and bidder log are saved to the auction record. The deposit of $161,200 is due by 4:00pm today.

Gavelroom Pty Ltd · Suite 301, 9 Lawson Street, Southport QLD 4215`,
    html: `<div style="background:#14161a;padding:30px 10px;font-family:Arial,Helvetica,sans-serif;">
<div style="max-width:540px;margin:0 auto;background:#1f2228;color:#f1f1f1;padding:28px;">
<img src="https://auctions.gavelroom.com.au/static/mail/gavelroom-gold.png" width="130" alt="GAVELROOM">
<p style="color:#d4af37;font-size:13px;letter-spacing:3px;margin:22px 0 4px;">SOLD UNDER THE HAMMER</p>
<h1 style="margin:0 0 6px;font-size:26px;">$1,612,000</h1>
<p style="margin:0 0 18px;color:#a7abb3;">14 Banksia Parade, Burleigh Heads QLD 4220 · GR-10482</p>
<table width="100%" cellpadding="6" style="font-size:13px;color:#d9dbe0;">
<tr><td>Reserve</td><td align="right">met at $1,540,000</td></tr>
<tr><td>Opening bid</td><td align="right">$1,300,000</td></tr>
<tr><td>Bids</td><td align="right">23 from 4 bidders (2 online)</td></tr>
<tr><td>Winning bidder</td><td align="right">No. 07</td></tr>
<tr><td>Duration</td><td align="right">18 min 40 s</td></tr></table>
<p style="font-size:13px;color:#a7abb3;">The signed contract and bidder log are saved to the auction record. The deposit of $161,200 is due by 4:00pm today.</p>
<p><a href="https://auctions.gavelroom.com.au/agent/auctions/GR-10482" style="color:#d4af37;">Open auction record</a></p>
</div></div>`,
    enc: "b64",
  },
];

// ------------------------------------------------------------------ Swartberg Bank (SA bank, Afrikaans)

const swartberg: Mail[] = [
  {
    family: "swartberg-bank",
    group: "regional",
    lang: "af",
    kind: "login-code",
    code: "57309214",
    link: null,
    from: "Swartberg Bank <kennisgewing@swartbergbank.co.za>",
    to: ME,
    subject: "Swartberg Bank: eenmalige wagwoord (OTP)",
    date: dt(8, 8, "10:06:55", "+0200"),
    text: `Swartberg Bank

Beste mev. A Botha

U eenmalige wagwoord (OTP) vir aanmelding by Swartberg Internetbankdienste is:

57309214

Verwysing: 4XK2
Geldig tot: 10:11 (SAST), 08/08/2026

Moenie hierdie OTP met enigiemand deel nie. Swartberg Bank sal u nooit vra om dit oor die telefoon of per e-pos te verskaf nie.

Het u nie aangemeld nie? Skakel ons bedrogafdeling onmiddellik by 0860 779 278 of +27 21 808 4400 vanuit die buiteland.

Swartberg Bank Bpk. Geregistreerde kredietverskaffer NCRCP3318. Gemagtigde finansiëledienste-verskaffer.
Dorpstraat 112, Stellenbosch, 7600`,
    html: `<html><body style="margin:0;background:#ececec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:13px;color:#222;">
<tr><td style="background:#3b2a57;padding:14px 20px;color:#fff;font-size:18px;font-weight:bold;"><img src="https://www.swartbergbank.co.za/e/berg-logo.png" width="30" height="30" alt="" style="vertical-align:middle;"> Swartberg Bank</td></tr>
<tr><td style="padding:22px 20px;line-height:20px;">
<p>Beste mev. A Botha</p>
<p>U eenmalige wagwoord (OTP) vir aanmelding by Swartberg Internetbankdienste is:</p>
<table cellpadding="8" style="border:1px solid #3b2a57;margin:12px 0;"><tr><td style="font-size:24px;font-weight:bold;letter-spacing:2px;">57309214</td></tr></table>
<p>Verwysing: <strong>4XK2</strong><br>Geldig tot: 10:11 (SAST), 08/08/2026</p>
<p>Moenie hierdie OTP met enigiemand deel nie. Swartberg Bank sal u nooit vra om dit oor die telefoon of per e-pos te verskaf nie.</p>
<p>Het u nie aangemeld nie? Skakel ons bedrogafdeling onmiddellik by 0860 779 278 of +27 21 808 4400 vanuit die buiteland.</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#f4f1f8;font-size:10px;color:#666;">Swartberg Bank Bpk. Geregistreerde kredietverskaffer NCRCP3318. Gemagtigde finansiëledienste-verskaffer. Dorpstraat 112, Stellenbosch, 7600. <a href="https://www.swartbergbank.co.za/privaatheid" style="color:#666;">Privaatheidsbeleid</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "swartberg-bank",
    group: "negative",
    lang: "af",
    kind: "payment-notice",
    code: null,
    link: null,
    from: "Swartberg Bank <kennisgewing@swartbergbank.co.za>",
    to: ME,
    subject: "Internasionale betaling ontvang – R 48 650,00",
    date: dt(9, 7, "14:33:20", "+0200"),
    text: `Beste mev. A Botha

'n Internasionale betaling is op u rekening gekrediteer.

Rekening: Tjekrekening ••••6620
Bedrag ontvang: R 48 650,00
Oorspronklike bedrag: NZD 4 500,00 (koers 10,8111)
Van: KOWHAI AND CO REALTY LTD, TAURANGA NZ
Verwysing: VERWYSINGSKOMMISSIE 41 MATAPIHI RD
SWIFT-verwysing: SWB260907NZ0418
Datum: 07/09/2026

Vir die Reserwebank-verslagdoening het ons hierdie betaling as "verwysingsfooi / diensfooi" (BOP-kode 110) geklassifiseer. Kontak ons binne 5 werksdae as dit verkeerd is.

Swartberg Bank Bpk. · 0860 779 278 · Dorpstraat 112, Stellenbosch, 7600`,
    html: null,
    enc: "8bit",
  },
];

export const mails: Mail[] = [
  ...rooftrail,
  ...tuiview,
  tuiviewMaori,
  ...stoepsite,
  ...penstroke,
  ...trustbeam,
  ...vendora,
  ...wattlegate,
  ...amberline,
  ...tenantlens,
  ...kookamobile,
  ...lensloft,
  ...marrabel,
  ...guild,
  ...driftvault,
  ...postkite,
  ...gavelroom,
  ...swartberg,
];
