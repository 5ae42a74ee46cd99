/**
 * The inbox of a gig-economy courier and ride-share driver living between London, Dublin and Lagos over
 * autumn 2026: delivery and ride platforms, car hire, fuel card, insurance, banks, tax, phone, parking,
 * licensing, a union, marketplaces, streaming, and Yoruba, Igbo, Polish and Portuguese community mail.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026 (month 1-12). */
function when(month: number, day: number, time: string, zone = "+0100"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  return `${wd}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time} ${zone}`;
}

// ---------------------------------------------------------------- Swiftcart Riders (UK delivery app)

const SC_TRACK = "https://email.swiftcart-riders.co.uk/c/eJx";

function swiftcart(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Swiftcart Riders</title>
<style>@media (max-width:600px){.wrap{width:100%!important}}</style></head>
<body style="margin:0;padding:0;background:#f2f4f1;">
<div style="display:none;max-height:0;overflow:hidden;font-size:1px;color:#f2f4f1;">${pre}&#8199;&#847;&#8199;&#847;&#8199;&#847;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f4f1;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" class="wrap" width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;">
<tr><td style="background:#00a86b;border-radius:10px 10px 0 0;padding:18px 28px;">
<img src="https://cdn.swiftcart-riders.co.uk/email/logo-white@2x.png" width="132" height="28" alt="Swiftcart Riders" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:28px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#1d2b22;">
${body}
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e3e8e4;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#6b7a70;">
<a href="${SC_TRACK}1hYz0yNzQ5/help" style="color:#00a86b;">Rider Help Centre</a> &middot;
<a href="${SC_TRACK}1hYz0yNzQ5/privacy" style="color:#00a86b;">Privacy</a> &middot;
<a href="${SC_TRACK}1hYz0yNzQ5/prefs" style="color:#00a86b;">Email preferences</a><br>
Swiftcart Logistics Ltd, Unit 4, Wharf Road Business Park, London N1 7GR. Registered in England &amp; Wales no. 11842260.<br>
&copy; 2026 Swiftcart Logistics Ltd.
</td></tr>
</table>
<table role="presentation" width="560" class="wrap"><tr><td align="center" style="padding:14px;">
<a href="https://apps.apple.com/gb/app/swiftcart-riders/id1582210934"><img src="https://cdn.swiftcart-riders.co.uk/email/app-store.png" width="120" alt="Download on the App Store" style="border:0;"></a>
<a href="https://play.google.com/store/apps/details?id=uk.swiftcart.rider"><img src="https://cdn.swiftcart-riders.co.uk/email/google-play.png" width="135" alt="Get it on Google Play" style="border:0;"></a>
</td></tr></table>
</td></tr></table>
</body></html>`;
}

const SC_FOOT = `--
Rider Help Centre: https://riders.swiftcart-riders.co.uk/help
Swiftcart Logistics Ltd, Unit 4, Wharf Road Business Park, London N1 7GR
Registered in England & Wales no. 11842260`;

const swiftcartMails: Mail[] = [
  {
    family: "swiftcart-riders",
    group: "consumer",
    lang: "en",
    kind: "weekly-earnings",
    code: null,
    link: null,
    from: "Swiftcart Riders <riders@swiftcart-riders.co.uk>",
    subject: "Your week: £412.36 from 38 deliveries",
    date: when(9, 22, "07:02:11"),
    text: `Hi Sam,

Here's your summary for Mon 14 Sep - Sun 20 Sep 2026.

Deliveries completed: 38
Hours online: 27h 40m
Delivery fees: £341.20
Tips: £46.16
Boost (Friday 18:00-21:00, Islington): £25.00
Total: £412.36

Your payout will reach your account ending 4821 by Wednesday 23 September.

Acceptance rate 91% | Customer rating 4.9

See the full breakdown in the app under Account > Earnings.

Ride safe,
The Swiftcart Riders team

${SC_FOOT}`,
    html: swiftcart(
      "£412.36 is on its way to your account ending 4821",
      `<p style="margin:0 0 6px;font-size:13px;color:#6b7a70;">Mon 14 Sep &ndash; Sun 20 Sep 2026</p>
<h1 style="margin:0 0 18px;font-size:24px;">You earned &pound;412.36 this week</h1>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;">
<tr><td style="padding:6px 0;">Deliveries completed</td><td align="right">38</td></tr>
<tr><td style="padding:6px 0;">Hours online</td><td align="right">27h 40m</td></tr>
<tr><td style="padding:6px 0;">Delivery fees</td><td align="right">&pound;341.20</td></tr>
<tr><td style="padding:6px 0;">Tips</td><td align="right">&pound;46.16</td></tr>
<tr><td style="padding:6px 0;">Boost &ndash; Fri 18:00&ndash;21:00, Islington</td><td align="right">&pound;25.00</td></tr>
<tr><td style="padding:10px 0;border-top:2px solid #1d2b22;font-weight:bold;">Total</td><td align="right" style="border-top:2px solid #1d2b22;font-weight:bold;">&pound;412.36</td></tr>
</table>
<p style="margin:18px 0;">Your payout will reach your account ending &bull;&bull;&bull;&bull; 4821 by <strong>Wednesday 23 September</strong>.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td style="background:#eaf7f0;border-radius:8px;padding:12px 16px;font-size:13px;">Acceptance rate <b>91%</b></td><td width="10"></td>
<td style="background:#eaf7f0;border-radius:8px;padding:12px 16px;font-size:13px;">Customer rating <b>4.9</b></td>
</tr></table>
<p style="margin:18px 0 0;"><a href="${SC_TRACK}1hYz0yNzQ5/earnings?wk=2026-38" style="color:#00a86b;font-weight:bold;">See full breakdown</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "swiftcart-riders",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604218",
    link: null,
    from: "Swiftcart Riders <no-reply@swiftcart-riders.co.uk>",
    subject: "604218 is your Swiftcart Riders sign-in code",
    date: when(9, 29, "21:47:03"),
    text: `Your sign-in code

Enter this code in the Swiftcart Riders app to finish signing in on a new phone:

604 218

The code expires in 10 minutes. Swiftcart will never call or message you to ask for it.

Didn't try to sign in? Change your password in the app and contact Rider Support on 020 3808 4410.

${SC_FOOT}`,
    html: swiftcart(
      "Use this code to finish signing in. It expires in 10 minutes.",
      `<h1 style="margin:0 0 14px;font-size:22px;">Your sign-in code</h1>
<p style="margin:0 0 20px;">Enter this code in the Swiftcart Riders app to finish signing in on a new phone:</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="center"><tr>
<td style="background:#f2f4f1;border:1px dashed #00a86b;border-radius:8px;padding:16px 28px;font-family:'Courier New',monospace;font-size:32px;letter-spacing:10px;font-weight:bold;">604&nbsp;218</td>
</tr></table>
<p style="margin:20px 0 0;font-size:13px;color:#6b7a70;">The code expires in 10 minutes. Swiftcart will never call or message you to ask for it.</p>
<p style="margin:12px 0 0;font-size:13px;color:#6b7a70;">Didn&rsquo;t try to sign in? Change your password in the app and contact Rider Support on 020&nbsp;3808&nbsp;4410.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "swiftcart-riders",
    group: "consumer",
    lang: "en",
    kind: "payout-account-confirm",
    code: null,
    link: "https://email.swiftcart-riders.co.uk/c/eJxFjEEOgjAQRf-ZcU8/confirm-payout?t=Qk9yZ3pxd2VhcnQ5MDE",
    from: "Swiftcart Riders <payouts@swiftcart-riders.co.uk>",
    subject: "Confirm your new payout account",
    date: when(10, 3, "10:15:40"),
    text: `Hi Sam,

You asked us to change where your earnings are paid.

Old account: Tuppence Bank, ending 4821
New account: sort code 04-00-75, account ending 1187

To keep your earnings safe, we won't switch anything until you confirm the change:

https://email.swiftcart-riders.co.uk/c/eJxFjEEOgjAQRf-ZcU8/confirm-payout?t=Qk9yZ3pxd2VhcnQ5MDE

The link works for 24 hours. Any payout due before you confirm (next one: Wed 7 Oct) goes to the old account.

If you didn't ask for this, don't click the link. Call Rider Support on 020 3808 4410 straight away.

${SC_FOOT}`,
    html: swiftcart(
      "We won't switch anything until you confirm.",
      `<h1 style="margin:0 0 14px;font-size:22px;">Confirm your new payout account</h1>
<p style="margin:0 0 14px;">Hi Sam, you asked us to change where your earnings are paid.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;background:#f7f9f7;border-radius:8px;">
<tr><td style="padding:10px 14px;color:#6b7a70;">Old account</td><td style="padding:10px 14px;">Tuppence Bank &bull;&bull;&bull;&bull; 4821</td></tr>
<tr><td style="padding:10px 14px;color:#6b7a70;">New account</td><td style="padding:10px 14px;">04-00-75 &bull;&bull;&bull;&bull; 1187</td></tr>
</table>
<p style="margin:16px 0;">To keep your earnings safe, we won&rsquo;t switch anything until you confirm the change.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#00a86b;border-radius:24px;">
<a href="https://email.swiftcart-riders.co.uk/c/eJxFjEEOgjAQRf-ZcU8/confirm-payout?t=Qk9yZ3pxd2VhcnQ5MDE" style="display:inline-block;padding:13px 30px;color:#ffffff;text-decoration:none;font-weight:bold;">Confirm new account</a>
</td></tr></table>
<p style="margin:16px 0 0;font-size:13px;color:#6b7a70;">The link works for 24 hours. Any payout due before you confirm (next one: Wed 7 Oct) goes to the old account. If you didn&rsquo;t ask for this, don&rsquo;t click &ndash; call Rider Support on 020&nbsp;3808&nbsp;4410.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "swiftcart-riders",
    group: "consumer",
    lang: "en",
    kind: "referral-promo",
    code: null,
    link: null,
    from: "Swiftcart Riders <hello@swiftcart-riders.co.uk>",
    subject: "Bring a mate, get £150 🚲",
    date: when(10, 16, "12:30:00"),
    text: `Know someone who'd make a great rider?

Share your code SAMR-7Q2K. When they sign up and complete 50 deliveries within 30 days, you both get £150.

Offer ends 30 November 2026. Terms: https://riders.swiftcart-riders.co.uk/referral-terms

Unsubscribe: https://email.swiftcart-riders.co.uk/u/eJxFjEEOgjAQRf

${SC_FOOT}`,
    html: swiftcart(
      "You both get £150 when they hit 50 deliveries.",
      `<img src="https://cdn.swiftcart-riders.co.uk/email/campaigns/refer-oct26.jpg" width="504" alt="Two riders with green bags" style="display:block;width:100%;border-radius:8px;margin-bottom:18px;">
<h1 style="margin:0 0 14px;font-size:24px;">Bring a mate, get &pound;150</h1>
<p style="margin:0 0 16px;">When someone signs up with your code and completes 50 deliveries within 30 days, you <em>both</em> get &pound;150.</p>
<p style="margin:0 0 6px;font-size:13px;color:#6b7a70;">Your referral code</p>
<p style="margin:0 0 18px;font-size:26px;font-weight:bold;letter-spacing:3px;">SAMR-7Q2K</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#1d2b22;border-radius:24px;">
<a href="${SC_TRACK}9kLm/share-referral" style="display:inline-block;padding:12px 26px;color:#fff;text-decoration:none;">Share my code</a></td></tr></table>
<p style="margin:18px 0 0;font-size:12px;color:#6b7a70;">Offer ends 30 November 2026. <a href="${SC_TRACK}9kLm/referral-terms" style="color:#6b7a70;">Terms apply</a>. <a href="https://email.swiftcart-riders.co.uk/u/eJxFjEEOgjAQRf" style="color:#6b7a70;">Unsubscribe</a></p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Korope (Lagos ride-hailing, driver side)

function korope(body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;background:#fff8e7;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<center>
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;">
<tr><td style="padding:20px 24px;border-bottom:4px solid #ffc20e;">
<img src="https://static.koropeapp.com/mail/korope-driver.png" alt="Korope Driver" height="34" style="border:0;">
</td></tr>
<tr><td style="padding:24px;color:#222;font-size:15px;line-height:1.55;">
${body}
</td></tr>
<tr><td style="padding:18px 24px;background:#222;color:#bbb;font-size:11px;line-height:1.6;">
Korope Mobility Nigeria Ltd &middot; 14 Adeola Odeku Street, Victoria Island, Lagos<br>
Driver support: 0700 567 7673 (8am&ndash;10pm daily) &middot; <a href="https://drive.koropeapp.com/help" style="color:#ffc20e;">drive.koropeapp.com/help</a><br>
<a href="https://twitter.com/koropeapp" style="color:#bbb;">Twitter</a> &middot; <a href="https://instagram.com/koropeapp" style="color:#bbb;">Instagram</a> &middot; <a href="https://drive.koropeapp.com/unsubscribe?u=d-88213" style="color:#bbb;">Unsubscribe</a>
</td></tr>
</table>
</center>
</body></html>`;
}

const koropeMails: Mail[] = [
  {
    family: "korope-rides",
    group: "consumer",
    lang: "en",
    kind: "weekly-earnings",
    code: null,
    link: null,
    from: "Korope Driver <drivers@koropeapp.com>",
    subject: "Weekly statement: ₦186,450 for 14–20 September",
    date: when(9, 21, "06:00:12"),
    text: `Good morning Samuel,

Weekly statement, 14 - 20 September 2026

Trips: 61
Online hours: 49.5
Gross fares: ₦214,300
Korope service fee (20%): -₦42,860
Peak-hour bonus (Lekki-Ajah): +₦15,010
Net earnings: ₦186,450

Cash collected from riders: ₦92,700
Paid to your bank (GTB ****3390): ₦93,750 on 21/09/2026

Your rating: 4.87 (last 500 trips)

Drive safe,
Korope Driver Team
Korope Mobility Nigeria Ltd, 14 Adeola Odeku Street, Victoria Island, Lagos`,
    html: korope(`<p>Good morning Samuel,</p>
<p style="font-size:12px;color:#888;margin:0;">WEEKLY STATEMENT &middot; 14&ndash;20 SEPTEMBER 2026</p>
<p style="font-size:30px;font-weight:700;margin:6px 0 16px;">&#8358;186,450</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="background:#fafafa;"><td>Trips</td><td align="right">61</td></tr>
<tr><td>Online hours</td><td align="right">49.5</td></tr>
<tr style="background:#fafafa;"><td>Gross fares</td><td align="right">&#8358;214,300</td></tr>
<tr><td>Korope service fee (20%)</td><td align="right">&minus;&#8358;42,860</td></tr>
<tr style="background:#fafafa;"><td>Peak-hour bonus (Lekki&ndash;Ajah)</td><td align="right">+&#8358;15,010</td></tr>
<tr><td><b>Net earnings</b></td><td align="right"><b>&#8358;186,450</b></td></tr>
</table>
<p style="margin-top:18px;">Cash collected from riders: &#8358;92,700<br>Paid to your bank (GTB ****3390): &#8358;93,750 on 21/09/2026</p>
<p>Your rating: <b>4.87</b> &#9733; (last 500 trips)</p>
<p>Drive safe,<br>Korope Driver Team</p>`),
    enc: "8bit",
  },
  {
    family: "korope-rides",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "5829",
    link: null,
    from: "Korope <verify@koropeapp.com>",
    subject: "Korope Driver verification code",
    date: when(9, 26, "05:41:58"),
    text: `Your Korope Driver verification code is 5829.

It expires in 5 minutes. Do not share this code with anyone, including people who say they are from Korope.

Korope Mobility Nigeria Ltd`,
    html: korope(`<p>Your Korope Driver verification code is:</p>
<table cellpadding="0" cellspacing="6"><tr>
<td style="width:44px;height:54px;background:#fff8e7;border:2px solid #ffc20e;border-radius:6px;text-align:center;font-size:28px;font-weight:700;">5</td>
<td style="width:44px;height:54px;background:#fff8e7;border:2px solid #ffc20e;border-radius:6px;text-align:center;font-size:28px;font-weight:700;">8</td>
<td style="width:44px;height:54px;background:#fff8e7;border:2px solid #ffc20e;border-radius:6px;text-align:center;font-size:28px;font-weight:700;">2</td>
<td style="width:44px;height:54px;background:#fff8e7;border:2px solid #ffc20e;border-radius:6px;text-align:center;font-size:28px;font-weight:700;">9</td>
</tr></table>
<p>It expires in 5 minutes. Do not share this code with anyone, including people who say they are from Korope.</p>`),
  },
  {
    family: "korope-rides",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://fleet.koropeapp.com/join/FLT-20931?inv=3e9c1a77d04b4f5e",
    from: "Korope Fleet <fleet@koropeapp.com>",
    subject: "Adebayo Motors invited you to drive with their fleet",
    date: when(10, 6, "14:22:09"),
    text: `Hello Samuel,

Adebayo Motors (fleet ID FLT-20931) has invited you to join their fleet on Korope.

When you join, the fleet owner can assign you a vehicle, see your trips and receive your weekly earnings on your behalf according to your agreement with them.

Accept the invitation here:
https://fleet.koropeapp.com/join/FLT-20931?inv=3e9c1a77d04b4f5e

This invitation expires on 13 October 2026. If you do not know Adebayo Motors, ignore this email.

Questions? Call 0700 567 7673.
Korope Fleet`,
    html: korope(`<p>Hello Samuel,</p>
<p><b>Adebayo Motors</b> (fleet ID FLT-20931) has invited you to join their fleet on Korope.</p>
<p>When you join, the fleet owner can assign you a vehicle, see your trips and receive your weekly earnings on your behalf according to your agreement with them.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://fleet.koropeapp.com/join/FLT-20931?inv=3e9c1a77d04b4f5e" style="background:#ffc20e;color:#222;padding:14px 34px;border-radius:4px;text-decoration:none;font-weight:700;">Accept invitation</a></p>
<p style="font-size:13px;color:#777;">This invitation expires on 13 October 2026. If you do not know Adebayo Motors, ignore this email.</p>`),
    enc: "qp",
  },
  {
    family: "korope-rides",
    group: "consumer",
    lang: "pcm",
    kind: "promotion",
    code: null,
    link: null,
    from: "Korope Driver <drivers@koropeapp.com>",
    subject: "Weekend Bonus dey o! Complete 30 trips, collect ₦7,500 extra",
    date: when(10, 23, "09:00:00"),
    text: `How far Samuel!

Dis weekend (Friday 23 - Sunday 25 October), if you complete 30 trips, Korope go add ₦7,500 to your earnings. 40 trips na ₦12,000.

Wetin you need do:
- Make sure say your app don update (version 6.14 or higher)
- Stay online for Lekki, Ikeja, Yaba and Surulere
- Keep your acceptance rate above 80%

Bonus go land your wallet on Tuesday 27 October.

No forget: drive carefully, no use phone while car dey move.

Korope Driver Team
To stop these emails: https://drive.koropeapp.com/unsubscribe?u=d-88213`,
    html: korope(
      `<img src="https://static.koropeapp.com/mail/promo/weekend-bonus-oct.jpg" width="552" alt="Weekend Bonus" style="width:100%;display:block;margin-bottom:16px;">
<p><b>How far Samuel!</b></p>
<p>Dis weekend (Friday 23 &ndash; Sunday 25 October), if you complete <b>30 trips</b>, Korope go add <b>&#8358;7,500</b> to your earnings. 40 trips na &#8358;12,000.</p>
<p><b>Wetin you need do:</b></p>
<ul><li>Make sure say your app don update (version 6.14 or higher)</li>
<li>Stay online for Lekki, Ikeja, Yaba and Surulere</li>
<li>Keep your acceptance rate above 80%</li></ul>
<p>Bonus go land your wallet on Tuesday 27 October.</p>
<p style="background:#fff8e7;padding:10px;border-left:4px solid #ffc20e;">No forget: drive carefully, no use phone while car dey move.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- JollofDash (Nigerian food delivery, courier side)

const jollofMails: Mail[] = [
  {
    family: "jollof-dash",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "739104",
    link: "https://couriers.jollofdash.ng/verify-email?token=jd_ev_7f1c02b9a84e4d61&uid=551920",
    from: "JollofDash Couriers <hello@jollofdash.ng>",
    subject: "Verify your email to finish your courier application",
    date: when(9, 15, "19:03:27"),
    text: `Hi Samuel,

Thanks for applying to deliver with JollofDash in Lagos.

Please verify your email address. Tap the link below, or enter the code 739 104 on the sign-up screen:

https://couriers.jollofdash.ng/verify-email?token=jd_ev_7f1c02b9a84e4d61&uid=551920

The code and link expire in 30 minutes.

Next steps after verifying: upload your rider's permit and your bike papers, then book a short onboarding session at our Ikeja hub (Plot 7, Oba Akran Avenue).

JollofDash Couriers
help@jollofdash.ng | 0201 330 4400`,
    html: `<!doctype html><html><body style="margin:0;background:#fdf1ea;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:Arial,sans-serif;color:#2b1a12;">
<tr><td style="padding:24px 28px 0;"><img src="https://img.jollofdash.ng/brand/jd-logo-orange.png" width="140" alt="JollofDash"></td></tr>
<tr><td style="padding:18px 28px;font-size:15px;line-height:1.5;">
<p>Hi Samuel,</p>
<p>Thanks for applying to deliver with JollofDash in Lagos. Please verify your email address.</p>
<p style="margin:24px 0;"><a href="https://couriers.jollofdash.ng/verify-email?token=jd_ev_7f1c02b9a84e4d61&amp;uid=551920" style="background:#e8590c;color:#fff;text-decoration:none;padding:12px 28px;border-radius:22px;font-weight:bold;">Verify email</a></p>
<p>Or enter this code on the sign-up screen:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px;color:#e8590c;margin:8px 0 20px;">739 104</p>
<p style="font-size:13px;color:#8a6f62;">The code and link expire in 30 minutes.</p>
<p style="font-size:13px;color:#8a6f62;">Next steps after verifying: upload your rider&rsquo;s permit and your bike papers, then book a short onboarding session at our Ikeja hub (Plot 7, Oba Akran Avenue).</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #f3e1d6;font-size:11px;color:#a88e80;">JollofDash Technologies Ltd &middot; help@jollofdash.ng &middot; 0201 330 4400 &middot; <a href="https://jollofdash.ng/privacy" style="color:#a88e80;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "jollof-dash",
    group: "consumer",
    lang: "en",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "JollofDash Couriers <payouts@jollofdash.ng>",
    subject: "₦48,200 has been sent to your bank",
    date: when(10, 2, "11:18:45"),
    text: `Hi Samuel,

We've sent your earnings for 25 Sep - 1 Oct 2026.

Amount: ₦48,200
Bank: Okoya Bank, 01****7742
Reference: JDP-2026-10-02-551920
Orders delivered: 43

Transfers usually land within 2 hours. If it hasn't arrived by tomorrow, reply to this email with the reference above.

JollofDash Couriers`,
    html: null,
    enc: "8bit",
  },
  {
    family: "jollof-dash",
    group: "consumer",
    lang: "en",
    kind: "document-expiry",
    code: null,
    link: null,
    from: "JollofDash Couriers <compliance@jollofdash.ng>",
    subject: "Action needed: your bike insurance expires on 31 October",
    date: when(10, 19, "08:05:00"),
    text: `Hi Samuel,

Our records show the third-party insurance for your motorcycle (LSR-482-KJA) expires on 31 October 2026.

To keep receiving orders after that date, upload the renewed certificate in the app under Profile > Documents. Uploads are usually reviewed within 48 hours.

If we don't have a valid certificate by 31 October, your account will be paused until one is approved.

JollofDash Couriers
help@jollofdash.ng | 0201 330 4400`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#2b1a12;">
<p><img src="https://img.jollofdash.ng/brand/jd-logo-orange.png" width="120" alt="JollofDash"></p>
<p>Hi Samuel,</p>
<p>Our records show the third-party insurance for your motorcycle (<b>LSR-482-KJA</b>) expires on <b>31 October 2026</b>.</p>
<p>To keep receiving orders after that date, upload the renewed certificate in the app under <i>Profile &gt; Documents</i>. Uploads are usually reviewed within 48 hours.</p>
<p>If we don&rsquo;t have a valid certificate by 31 October, your account will be paused until one is approved.</p>
<p>JollofDash Couriers<br><a href="mailto:help@jollofdash.ng">help@jollofdash.ng</a> | 0201 330 4400</p>
</body></html>`,
  },
];

// ---------------------------------------------------------------- Greenlane PCO Hire (London car hire for private-hire drivers)

const GL_FOOT_TEXT = `Greenlane PCO Hire Ltd | 221 Park Royal Road, London NW10 7LQ | 020 8453 9120
Authorised and regulated by the Financial Conduct Authority (FRN 917344).`;

const greenlaneMails: Mail[] = [
  {
    family: "greenlane-pco-hire",
    group: "consumer",
    lang: "en",
    kind: "rental-agreement",
    code: null,
    link: null,
    from: "Greenlane PCO Hire <bookings@greenlanehire.co.uk>",
    subject: "Your rental agreement GL-R-40772 – Toyota Corolla Hybrid LR24 KXV",
    date: when(9, 18, "16:40:22"),
    text: `Dear Sam Reader,

Thank you for choosing Greenlane. Your signed rental agreement is attached as a PDF for your records.

Vehicle: Toyota Corolla Touring Sports Hybrid, LR24 KXV
Start: Friday 18 September 2026, 15:30, Park Royal depot
Minimum term: 8 weeks
Weekly rent: £285.00 (collected every Friday by Direct Debit)
Deposit held: £500.00
Mileage: unlimited
Insurance: included (hire & reward, excess £1,000)

Please keep the PCO vehicle licence disc visible at all times and report any damage within 24 hours on 020 8453 9120.

Kind regards,
Daniela Costa
Greenlane PCO Hire

${GL_FOOT_TEXT}`,
    html: `<html><body style="margin:0;padding:0;background:#eef3ee;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef3ee"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#233;">
<tr><td bgcolor="#134e2f" style="padding:16px 24px;color:#fff;font-size:18px;font-weight:bold;">GREENLANE <span style="font-weight:normal;color:#9bd3af;">PCO HIRE</span></td></tr>
<tr><td style="padding:24px;">
<p>Dear Sam Reader,</p>
<p>Thank you for choosing Greenlane. Your signed rental agreement is attached as a PDF for your records.</p>
<table cellpadding="5" cellspacing="0" border="1" bordercolor="#d5e2d8" style="border-collapse:collapse;width:100%;font-size:13px;">
<tr><td width="40%" bgcolor="#f4f8f5">Vehicle</td><td>Toyota Corolla Touring Sports Hybrid, LR24 KXV</td></tr>
<tr><td bgcolor="#f4f8f5">Start</td><td>Friday 18 September 2026, 15:30, Park Royal depot</td></tr>
<tr><td bgcolor="#f4f8f5">Minimum term</td><td>8 weeks</td></tr>
<tr><td bgcolor="#f4f8f5">Weekly rent</td><td>&pound;285.00 (collected every Friday by Direct Debit)</td></tr>
<tr><td bgcolor="#f4f8f5">Deposit held</td><td>&pound;500.00</td></tr>
<tr><td bgcolor="#f4f8f5">Mileage</td><td>Unlimited</td></tr>
<tr><td bgcolor="#f4f8f5">Insurance</td><td>Included (hire &amp; reward, excess &pound;1,000)</td></tr>
</table>
<p>Please keep the PCO vehicle licence disc visible at all times and report any damage within 24 hours on 020 8453 9120.</p>
<p>Kind regards,<br>Daniela Costa<br>Greenlane PCO Hire</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:10px;color:#778;border-top:1px solid #e0e6e1;">Greenlane PCO Hire Ltd | 221 Park Royal Road, London NW10 7LQ | 020 8453 9120<br>Authorised and regulated by the Financial Conduct Authority (FRN 917344). <a href="https://www.greenlanehire.co.uk/privacy">Privacy notice</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "GL-R-40772_Rental_Agreement.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "greenlane-pco-hire",
    group: "consumer",
    lang: "en",
    kind: "payment-failed",
    code: null,
    link: null,
    from: "Greenlane PCO Hire <accounts@greenlanehire.co.uk>",
    subject: "Missed payment – rental GL-R-40772",
    date: when(10, 10, "09:12:00"),
    text: `Dear Sam,

Your weekly rent of £285.00 due on Friday 9 October 2026 was returned unpaid by your bank (reason: insufficient funds).

We will try to collect £285.00 again on Wednesday 14 October. A late payment fee of £25.00 applies under clause 6.2 of your agreement.

If you'd rather pay now by card, call our accounts team on 020 8453 9121 (Mon-Fri 9am-5pm) quoting your rental number GL-R-40772.

If two consecutive payments are missed we may ask you to return the vehicle.

Accounts Team
Greenlane PCO Hire

${GL_FOOT_TEXT}`,
    html: null,
  },
  {
    family: "greenlane-pco-hire",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://my.greenlanehire.co.uk/account/reset-password/c4a7f0d2-19be-4e8a-b6d3-0f2e51c9a6e4",
    from: "Greenlane Driver Portal <no-reply@greenlanehire.co.uk>",
    subject: "Reset your Greenlane Driver Portal password",
    date: when(10, 10, "09:31:17"),
    text: `Hello Sam,

We received a request to reset the password for your Greenlane Driver Portal account (sam.reader@inbox.example).

Reset your password:
https://my.greenlanehire.co.uk/account/reset-password/c4a7f0d2-19be-4e8a-b6d3-0f2e51c9a6e4

This link expires in 60 minutes and can only be used once.

If you didn't request a reset, you can ignore this email; your password will not change.

Greenlane PCO Hire`,
    html: `<html><body style="background:#eef3ee;margin:0;padding:24px 0;">
<table align="center" width="480" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#233;">
<tr><td bgcolor="#134e2f" style="padding:14px 22px;color:#fff;font-weight:bold;">GREENLANE <span style="font-weight:normal;color:#9bd3af;">Driver Portal</span></td></tr>
<tr><td style="padding:22px;">
<p>Hello Sam,</p>
<p>We received a request to reset the password for your Greenlane Driver Portal account (sam.reader@inbox.example).</p>
<p style="text-align:center;padding:10px 0;"><a href="https://my.greenlanehire.co.uk/account/reset-password/c4a7f0d2-19be-4e8a-b6d3-0f2e51c9a6e4" style="background:#134e2f;color:#fff;padding:11px 24px;text-decoration:none;border-radius:3px;">Reset password</a></p>
<p style="font-size:11px;color:#778;">This link expires in 60 minutes and can only be used once. If you didn&#39;t request a reset, you can ignore this email; your password will not change.</p>
</td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Tankwise fuel card

const tankwiseMails: Mail[] = [
  {
    family: "tankwise-fuelcard",
    group: "consumer",
    lang: "en",
    kind: "statement",
    code: null,
    link: null,
    from: "Tankwise Fuel Card <statements@tankwise.co.uk>",
    subject: "Your Tankwise statement for September 2026 is ready",
    date: when(10, 1, "04:30:00"),
    text: `Tankwise Fuel Card - monthly statement

Account: TW-0088213
Card: •••• •••• 6604 (LR24 KXV)
Statement period: 1-30 September 2026

Transactions: 9
Litres: 311.4
Total (inc. VAT): £447.12
VAT reclaimable: £74.52
Average price: 143.6p/litre (you saved 3.1p/litre against pump price)

Direct Debit of £447.12 will be taken on or after 14 October 2026.

Your statement is attached. You can also download VAT invoices at https://portal.tankwise.co.uk

Tankwise Ltd, 3 Ridgeway Court, Milton Keynes MK9 2HB. Customer service: 0330 024 5511.`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f5f5f5;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:16px;">
<table width="600" cellspacing="0" cellpadding="0" style="background:#fff;">
<tr><td style="padding:18px 24px;background:#0c2d57;"><img src="https://www.tankwise.co.uk/email/tw-logo.png" alt="Tankwise" width="150" height="32"></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:20px;">
<h2 style="margin:0 0 12px;color:#0c2d57;font-size:19px;">Your September statement is ready</h2>
<table width="100%" cellspacing="0" cellpadding="6" style="font-size:13px;">
<tr><td style="color:#777;">Account</td><td>TW-0088213</td></tr>
<tr><td style="color:#777;">Card</td><td>&bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; 6604 (LR24 KXV)</td></tr>
<tr><td style="color:#777;">Period</td><td>1&ndash;30 September 2026</td></tr>
<tr><td style="color:#777;">Transactions</td><td>9</td></tr>
<tr><td style="color:#777;">Litres</td><td>311.4</td></tr>
<tr><td style="color:#777;">Total (inc. VAT)</td><td><b>&pound;447.12</b></td></tr>
<tr><td style="color:#777;">VAT reclaimable</td><td>&pound;74.52</td></tr>
</table>
<p style="background:#e9f2fb;padding:12px;margin:16px 0;">Average price 143.6p/litre &ndash; you saved 3.1p/litre against pump price.</p>
<p>Direct Debit of &pound;447.12 will be taken on or after 14 October 2026. Your statement is attached; VAT invoices are in the <a href="https://portal.tankwise.co.uk/?utm_source=email&amp;utm_campaign=statement" style="color:#0c6fd6;">customer portal</a>.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f0f0f0;font-size:11px;color:#888;">Tankwise Ltd, 3 Ridgeway Court, Milton Keynes MK9 2HB &middot; Registered in England no. 08817562 &middot; 0330 024 5511</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
    attachment: [
      "Tankwise_Statement_TW-0088213_2026-09.pdf",
      "application/pdf",
      "%PDF-1.5\n%Tankwise statement\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "tankwise-fuelcard",
    group: "consumer",
    lang: "en",
    kind: "card-dispatched",
    code: null,
    link: null,
    from: "Tankwise Fuel Card <cards@tankwise.co.uk>",
    subject: "Your replacement fuel card is on its way",
    date: when(10, 27, "13:02:51", "+0000"),
    text: `Hello Sam,

As requested, we've cancelled card ending 6604 and sent a replacement to:

Flat 3, 58 Harrow Road, London W2 1XB

It should arrive within 3-5 working days. Your PIN is not changing, and it will not be sent again. Your new card will end in 9170 and is linked to vehicle LR24 KXV.

Lost card reports: 0330 024 5511 (24 hours).

Tankwise Customer Service`,
    html: null,
  },
];

// ---------------------------------------------------------------- Kerbside Cover (hire & reward insurance)

const kerbsideMails: Mail[] = [
  {
    family: "kerbside-cover",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: null,
    link: "https://account.kerbsidecover.co.uk/activate?key=KSC-5b8e2d91c7a04f33a1&email=sam.reader%40inbox.example",
    from: "Kerbside Cover <myaccount@kerbsidecover.co.uk>",
    subject: "Activate your Kerbside Cover online account",
    date: when(9, 14, "22:18:36"),
    text: `Hi Sam,

Thanks for buying courier cover with Kerbside. Your policy KSC/CR/2219840 is live from 14/09/2026.

To see your documents, add vehicles or make a claim online, activate your account by confirming your email address:

https://account.kerbsidecover.co.uk/activate?key=KSC-5b8e2d91c7a04f33a1&email=sam.reader%40inbox.example

The link is valid for 7 days.

Kerbside Cover is a trading name of Kerbside Insurance Services Ltd, authorised and regulated by the Financial Conduct Authority (FRN 802261).
Claims line: 0333 200 7781 | Customer service: 0333 200 7780`,
    html: `<html><body style="margin:0;background:#fff;">
<div style="display:none;">One click and your documents are online.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="font-family:Georgia,serif;color:#1a1a2e;">
<tr><td style="padding:26px 0 14px;border-bottom:3px solid #ff5a36;"><img src="https://assets.kerbsidecover.co.uk/mail/kerbside-logo.png" alt="Kerbside Cover" width="160"></td></tr>
<tr><td style="padding:24px 0;font-size:16px;line-height:1.6;">
<p>Hi Sam,</p>
<p>Thanks for buying courier cover with Kerbside. Your policy <b>KSC/CR/2219840</b> is live from 14/09/2026.</p>
<p>To see your documents, add vehicles or make a claim online, activate your account by confirming your email address.</p>
<p><a href="https://account.kerbsidecover.co.uk/activate?key=KSC-5b8e2d91c7a04f33a1&amp;email=sam.reader%40inbox.example" style="display:inline-block;background:#ff5a36;color:#fff;font-family:Arial,sans-serif;font-weight:bold;padding:12px 26px;text-decoration:none;">Activate my account</a></p>
<p style="font-size:13px;color:#666;">The link is valid for 7 days.</p>
</td></tr>
<tr><td style="padding:16px 0;border-top:1px solid #eee;font-family:Arial,sans-serif;font-size:11px;color:#888;">Kerbside Cover is a trading name of Kerbside Insurance Services Ltd, authorised and regulated by the Financial Conduct Authority (FRN 802261).<br>Claims line 0333 200 7781 &middot; Customer service 0333 200 7780 &middot; <a href="https://www.kerbsidecover.co.uk/complaints" style="color:#888;">Complaints</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kerbside-cover",
    group: "consumer",
    lang: "en",
    kind: "claim-update",
    code: null,
    link: null,
    from: "Kerbside Claims <claims@kerbsidecover.co.uk>",
    subject: "Claim CLM-88-046172: repair booked",
    date: when(10, 21, "15:44:08"),
    text: `Dear Mr Reader,

Claim reference: CLM-88-046172
Incident date: 12 October 2026
Vehicle: LR24 KXV

Good news - our approved repairer, Westway Accident Repair Centre (Unit 9, Latimer Road, London W10 6RQ), will collect your car on Monday 26 October between 8am and 10am.

You'll get a courtesy hire car with hire & reward cover so you can keep working. Your policy excess of £1,000 will be collected by the repairer when you pick the car up; you may be able to recover it if the other driver is found to be at fault.

Any questions, call the claims line on 0333 200 7781 and quote your claim reference.

Yours sincerely,
Priya Anand
Claims Handler, Kerbside Cover`,
    html: null,
  },
];

// ---------------------------------------------------------------- Okoya Bank (Nigeria)

function okoya(title: string, rows: [string, string][], after: string): string {
  const cells = rows.map(([k, v]) =>
    `<tr><td style="padding:7px 10px;border-bottom:1px solid #e8e3f3;color:#5b5478;width:45%;">${k}</td><td style="padding:7px 10px;border-bottom:1px solid #e8e3f3;font-weight:bold;">${v}</td></tr>`
  ).join("\n");
  return `<html><body style="margin:0;background:#f4f1fa;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#3d1f7a;padding:14px 20px;"><img src="https://ebanking.okoyabank.com.ng/alerts/img/okoya-logo.png" alt="Okoya Bank" height="36"></td></tr>
<tr><td style="padding:20px;font-size:14px;color:#241a3d;">
<p style="font-size:17px;font-weight:bold;margin:0 0 14px;">${title}</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:13px;">
${cells}
</table>
${after}
</td></tr>
<tr><td style="padding:14px 20px;background:#ece7f6;font-size:11px;color:#6d6590;">Okoya Bank Plc will never ask for your PIN, password or OTP by phone, SMS or email.<br>Contact centre: 0700 656 9200 | contactcentre@okoyabank.com.ng | 22 Broad Street, Lagos Island, Lagos.<br>Okoya Bank Plc is licensed by the Central Bank of Nigeria. Deposits are insured by NDIC.</td></tr>
</table></td></tr></table></body></html>`;
}

const okoyaMails: Mail[] = [
  {
    family: "okoya-bank",
    group: "regional",
    lang: "en",
    kind: "debit-alert",
    code: null,
    link: null,
    from: "Okoya Bank Alerts <alerts@okoyabank.com.ng>",
    subject: "Okoya Bank Debit Alert [NGN 25,000.00]",
    date: when(9, 19, "18:52:14"),
    text: `Dear SAMUEL ADEREMI READER,

We wish to inform you that a debit transaction occurred on your account with us.

Account Number: 01****7742
Transaction Type: DEBIT
Amount: NGN 25,000.00
Description: NIP TRF TO OLUWASEUN AUTO PARTS/spare tyre and rim
Value Date: 19-SEP-2026
Time: 18:52
Available Balance: NGN 163,418.57

Thank you for banking with Okoya Bank.`,
    html: okoya("Debit Alert", [
      ["Account Number", "01****7742"],
      ["Transaction Type", "DEBIT"],
      ["Amount", "NGN 25,000.00"],
      ["Description", "NIP TRF TO OLUWASEUN AUTO PARTS/spare tyre and rim"],
      ["Value Date", "19-SEP-2026"],
      ["Time", "18:52"],
      ["Available Balance", "NGN 163,418.57"],
    ], `<p style="margin-top:14px;">Dear SAMUEL ADEREMI READER, thank you for banking with Okoya Bank.</p>`),
  },
  {
    family: "okoya-bank",
    group: "regional",
    lang: "en",
    kind: "transfer-otp",
    code: "48291367",
    link: null,
    from: "Okoya Bank <otp@okoyabank.com.ng>",
    subject: "One Time Password for your transaction",
    date: when(10, 4, "09:07:55"),
    text: `Dear Customer,

Your One Time Password (OTP) to complete the transfer of NGN 150,000.00 to CHIOMA OKAFOR (Kolanut MFB, 2087****61) on Okoya Internet Banking is

48291367

This OTP is valid for 5 minutes. Do not disclose it to anyone. If you did not initiate this transaction, call 0700 656 9200 immediately.

Okoya Bank Plc`,
    html: okoya(
      "One Time Password",
      [
        ["Transaction", "Transfer"],
        ["Amount", "NGN 150,000.00"],
        ["Beneficiary", "CHIOMA OKAFOR (Kolanut MFB, 2087****61)"],
        ["Channel", "Okoya Internet Banking"],
      ],
      `<p style="margin-top:16px;">Your One Time Password (OTP) is:</p>
<p style="font-size:28px;font-family:'Courier New',monospace;font-weight:bold;color:#3d1f7a;margin:4px 0 14px;">48291367</p>
<p style="font-size:12px;color:#6d6590;">This OTP is valid for 5 minutes. Do not disclose it to anyone. If you did not initiate this transaction, call 0700 656 9200 immediately.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "okoya-bank",
    group: "regional",
    lang: "en",
    kind: "new-device-notice",
    code: null,
    link: null,
    from: "Okoya Bank <security@okoyabank.com.ng>",
    subject: "New device linked to Okoya Mobile",
    date: when(10, 30, "23:14:02"),
    text: `Dear SAMUEL,

Okoya Mobile was activated on a new device:

Device: Samsung Galaxy A15
Location: Ikeja, Lagos (approximate)
Date/Time: 30-OCT-2026 23:11

If this was you, no action is needed.

If you don't recognise this, call 0700 656 9200 or dial *919*7# from your registered line to block your account immediately.

Okoya Bank Plc`,
    html: okoya(
      "New device linked",
      [
        ["Device", "Samsung Galaxy A15"],
        ["Location", "Ikeja, Lagos (approximate)"],
        ["Date/Time", "30-OCT-2026 23:11"],
      ],
      `<p style="margin-top:14px;">If this was you, no action is needed.</p>
<p>If you don&#39;t recognise this, call 0700 656 9200 or dial <b>*919*7#</b> from your registered line to block your account immediately.</p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Tuppence (UK app bank)

function tuppence(pre: string, inner: string): string {
  return `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;background:#111827;">
<span style="display:none!important;opacity:0;">${pre}</span>
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" bgcolor="#111827"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" style="max-width:520px;" border="0" cellpadding="0" cellspacing="0">
<tr><td style="padding:0 0 24px;"><img src="https://mail-assets.tuppence.com/logo-coin-light.png" width="40" height="40" alt="Tuppence"></td></tr>
<tr><td style="background:#1f2937;border-radius:16px;padding:32px;font-family:-apple-system,BlinkMacSystemFont,'Inter',Arial,sans-serif;font-size:16px;line-height:24px;color:#f9fafb;">
${inner}
</td></tr>
<tr><td style="padding:24px 4px;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#9ca3af;">
Tuppence is a trading name of Tuppence Bank Ltd, 40 Bermondsey Street, London SE1 3UD. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA (FRN 834519). Eligible deposits are protected by the FSCS.<br><br>
<a href="https://tuppence.com/help" style="color:#9ca3af;">Help</a> &nbsp; <a href="https://tuppence.com/legal/privacy" style="color:#9ca3af;">Privacy</a> &nbsp; <a href="https://tuppence.com/legal" style="color:#9ca3af;">Legal</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const tuppenceMails: Mail[] = [
  {
    family: "tuppence-bank",
    group: "consumer",
    lang: "en",
    kind: "device-code",
    code: "38154027",
    link: null,
    from: "Tuppence <security@tuppence.com>",
    subject: "Your code to move Tuppence to a new phone",
    date: when(9, 27, "08:21:33"),
    text: `Moving Tuppence to a new phone?

Type this code into the Tuppence app on your new phone:

381 540 27

It'll work for 15 minutes. Once you've finished, the app on your old phone will sign out.

We'll never ask for this code over the phone. If someone calls asking for it, hang up - they're a fraudster. If you're not setting up a new phone, tell us in the app's chat right away, or call 020 3966 1140.

Tuppence Bank Ltd, 40 Bermondsey Street, London SE1 3UD`,
    html: tuppence(
      "Type this code into the app on your new phone",
      `<p style="margin:0 0 16px;font-size:22px;font-weight:700;">Moving Tuppence to a new phone?</p>
<p style="margin:0 0 20px;color:#d1d5db;">Type this code into the Tuppence app on your new phone:</p>
<p style="margin:0 0 20px;font-size:36px;letter-spacing:4px;font-weight:700;color:#facc15;">381 540 27</p>
<p style="margin:0 0 16px;color:#d1d5db;">It&rsquo;ll work for 15 minutes. Once you&rsquo;ve finished, the app on your old phone will sign out.</p>
<p style="margin:0;padding:14px;border-radius:10px;background:#374151;font-size:14px;">We&rsquo;ll never ask for this code over the phone. If someone calls asking for it, hang up &ndash; they&rsquo;re a fraudster. Not setting up a new phone? Tell us in the app&rsquo;s chat right away, or call 020&nbsp;3966&nbsp;1140.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "tuppence-bank",
    group: "consumer",
    lang: "en",
    kind: "email-change-confirm",
    code: null,
    link: "https://links.tuppence.com/ls/click?upn=u001.Zk9jT1hq-2F3eW5sR0FvbmZQ&next=/confirm-email/f81a20c6",
    from: "Tuppence <hello@tuppence.com>",
    subject: "Confirm your new email address",
    date: when(10, 12, "20:05:49"),
    text: `Hi Sam,

You've asked to change the email address on your Tuppence account to this one.

Confirm it's yours:
https://links.tuppence.com/ls/click?upn=u001.Zk9jT1hq-2F3eW5sR0FvbmZQ&next=/confirm-email/f81a20c6

Until you do, we'll keep sending account emails to s.reader.driver@mailbox.example.

Not you? Open chat in the app or call 020 3966 1140.

Tuppence Bank Ltd, 40 Bermondsey Street, London SE1 3UD`,
    html: tuppence(
      "Just checking this inbox is yours",
      `<p style="margin:0 0 16px;font-size:22px;font-weight:700;">Confirm your new email</p>
<p style="margin:0 0 20px;color:#d1d5db;">Hi Sam, you&rsquo;ve asked to change the email address on your Tuppence account to this one.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:999px;background:#facc15;">
<a href="https://links.tuppence.com/ls/click?upn=u001.Zk9jT1hq-2F3eW5sR0FvbmZQ&amp;next=/confirm-email/f81a20c6" style="display:inline-block;padding:14px 28px;color:#111827;font-weight:700;text-decoration:none;">Confirm it&rsquo;s mine</a>
</td></tr></table>
<p style="margin:20px 0 0;color:#9ca3af;font-size:14px;">Until you do, we&rsquo;ll keep sending account emails to s.reader.driver@mailbox.example. Not you? Open chat in the app or call 020&nbsp;3966&nbsp;1140.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "tuppence-bank",
    group: "consumer",
    lang: "en",
    kind: "monthly-summary",
    code: null,
    link: null,
    from: "Tuppence <hello@tuppence.com>",
    subject: "October in numbers 📊",
    date: when(11, 2, "10:00:00", "+0000"),
    text: `Your October on Tuppence

Money in: £2,318.44
Money out: £2,046.90
Biggest category: Transport (£603.10) - fuel, parking and tolls
Savings pot "Car fund": £740.00 (+£120.00)

Tax pot: you set aside 20% of platform payouts - £361.80 this month.

Spending insights are in the app under Home > Trends.

Tuppence Bank Ltd, 40 Bermondsey Street, London SE1 3UD
Manage emails: https://tuppence.com/settings/notifications`,
    html: tuppence(
      "Money in £2,318.44 · Money out £2,046.90",
      `<p style="margin:0 0 6px;color:#9ca3af;font-size:13px;">YOUR OCTOBER</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 18px;"><tr>
<td style="padding:12px;background:#064e3b;border-radius:10px;">Money in<br><b style="font-size:22px;">&pound;2,318.44</b></td><td width="10"></td>
<td style="padding:12px;background:#7f1d1d;border-radius:10px;">Money out<br><b style="font-size:22px;">&pound;2,046.90</b></td></tr></table>
<p style="margin:0 0 10px;">Biggest category: <b>Transport</b> (&pound;603.10) &ndash; fuel, parking and tolls</p>
<p style="margin:0 0 10px;">Savings pot &ldquo;Car fund&rdquo;: &pound;740.00 (+&pound;120.00)</p>
<p style="margin:0 0 10px;">Tax pot: you set aside 20% of platform payouts &ndash; &pound;361.80 this month.</p>
<p style="margin:16px 0 0;font-size:13px;color:#9ca3af;"><a href="https://tuppence.com/settings/notifications" style="color:#9ca3af;">Manage emails</a></p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- TaxTally (self-employed tax app, UK)

const taxtallyMails: Mail[] = [
  {
    family: "taxtally",
    group: "consumer",
    lang: "en",
    kind: "deadline-reminder",
    code: null,
    link: null,
    from: "TaxTally <reminders@taxtally.app>",
    subject: "96 days until the Self Assessment deadline",
    date: when(10, 27, "07:45:00", "+0000"),
    text: `Hi Sam,

The online Self Assessment deadline for the 2025-26 tax year is 31 January 2027. Here's where you are:

Income tracked: £23,870.15 (Swiftcart Riders, Korope UK, cash tips)
Expenses claimed: £6,214.40 (you're using actual costs for the car)
Estimated tax and Class 4 NI: £2,903.00
First payment on account due 31 January 2027: £1,451.50

Still missing: 2 fuel receipts for August and your mobile phone bills for April-June.

Upload them in the app and we'll update your estimate. This is an estimate, not tax advice.

TaxTally, 11 Cheapside, Manchester M2 4LW
Unsubscribe from reminders: https://taxtally.app/e/unsub?t=rm-55102`,
    html: `<html><body style="margin:0;background:#fafaf7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="font-family:'Trebuchet MS',Arial,sans-serif;color:#23303a;">
<tr><td style="padding-bottom:18px;"><img src="https://taxtally.app/img/email/wordmark.png" alt="TaxTally" width="118"></td></tr>
<tr><td style="background:#fff;border:1px solid #e7e5dc;border-radius:6px;padding:26px;font-size:15px;line-height:23px;">
<p style="margin:0 0 4px;font-size:44px;font-weight:bold;color:#6c3ff0;">96</p>
<p style="margin:0 0 18px;color:#7a8691;">days until the Self Assessment deadline (31 January 2027)</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td>Income tracked</td><td align="right">&pound;23,870.15</td></tr>
<tr><td>Expenses claimed</td><td align="right">&pound;6,214.40</td></tr>
<tr><td>Estimated tax and Class 4 NI</td><td align="right">&pound;2,903.00</td></tr>
<tr><td>First payment on account (31 Jan 2027)</td><td align="right">&pound;1,451.50</td></tr>
</table>
<p style="margin:18px 0 0;padding:12px;background:#fff6db;border-radius:4px;font-size:14px;">Still missing: 2 fuel receipts for August and your mobile phone bills for April&ndash;June.</p>
<p style="margin:16px 0 0;font-size:12px;color:#7a8691;">This is an estimate, not tax advice.</p>
</td></tr>
<tr><td style="padding:16px 4px;font-size:11px;color:#9aa3ab;">TaxTally, 11 Cheapside, Manchester M2 4LW &middot; <a href="https://taxtally.app/e/unsub?t=rm-55102" style="color:#9aa3ab;">Unsubscribe from reminders</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "taxtally",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://taxtally.app/auth/reset?oobCode=Hq3V8k1pQ0zRw7uYt2xN-Lm5c&lang=en-GB",
    from: "TaxTally <noreply@taxtally.app>",
    subject: "Reset your TaxTally password",
    date: when(11, 3, "22:51:30", "+0000"),
    text: `Hello,

Follow this link to reset the TaxTally password for sam.reader@inbox.example:

https://taxtally.app/auth/reset?oobCode=Hq3V8k1pQ0zRw7uYt2xN-Lm5c&lang=en-GB

If you didn't ask to reset your password, you can ignore this email.

Thanks,
The TaxTally team`,
    html: `<p>Hello,</p>
<p>Follow this link to reset the TaxTally password for sam.reader@inbox.example:</p>
<p><a href="https://taxtally.app/auth/reset?oobCode=Hq3V8k1pQ0zRw7uYt2xN-Lm5c&amp;lang=en-GB">https://taxtally.app/auth/reset?oobCode=Hq3V8k1pQ0zRw7uYt2xN-Lm5c&amp;lang=en-GB</a></p>
<p>If you didn&#39;t ask to reset your password, you can ignore this email.</p>
<p>Thanks,</p>
<p>The TaxTally team</p>`,
  },
];

// ---------------------------------------------------------------- Corrib Mobile (Irish carrier)

const corribMails: Mail[] = [
  {
    family: "corrib-mobile",
    group: "consumer",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Corrib Mobile <mybill@corribmobile.ie>",
    subject: "Your Corrib Mobile bill for October is ready",
    date: when(10, 28, "06:15:00", "+0000"),
    text: `Hi Sam,

Your bill is ready.

Account number: 7003918842
Mobile: 087 ••• 4419
Bill date: 28/10/2026
Amount due: €27.99
Due date: 11/11/2026 (paid by Direct Debit)

This month: Unlimited Go plan €25.00, roaming in UK 3.1 GB (included), premium SMS €2.99.

View your bill: https://my.corribmobile.ie/bills

Corrib Mobile DAC, Forster Court, Galway H91 XK2T. Registered in Ireland no. 612044.`,
    html: `<html><body style="margin:0;background:#e8f1f6;">
<table cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="padding:20px;">
<table cellpadding="0" cellspacing="0" width="600" style="background:#ffffff;font-family:Arial,sans-serif;">
<tr><td style="background:#0096c7;padding:18px 24px;"><img src="https://my.corribmobile.ie/static/mail/corrib-white.png" alt="Corrib Mobile" width="140"></td></tr>
<tr><td style="padding:26px 24px;color:#023047;font-size:14px;line-height:21px;">
<p style="font-size:20px;margin:0 0 16px;">Hi Sam, your bill is ready</p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#f3f8fb;border-radius:6px;font-size:14px;">
<tr><td>Account number</td><td align="right">7003918842</td></tr>
<tr><td>Mobile</td><td align="right">087 &bull;&bull;&bull; 4419</td></tr>
<tr><td>Bill date</td><td align="right">28/10/2026</td></tr>
<tr><td><b>Amount due</b></td><td align="right"><b>&euro;27.99</b></td></tr>
<tr><td>Due date</td><td align="right">11/11/2026 (Direct Debit)</td></tr>
</table>
<p>This month: Unlimited Go plan &euro;25.00, roaming in UK 3.1&nbsp;GB (included), premium SMS &euro;2.99.</p>
<p><a href="https://my.corribmobile.ie/bills?utm_medium=email&amp;utm_campaign=bill_ready" style="color:#0096c7;font-weight:bold;">View your bill</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#023047;color:#8ecae6;font-size:11px;">Corrib Mobile DAC, Forster Court, Galway H91 XK2T. Registered in Ireland no. 612044. &nbsp;<a href="https://corribmobile.ie/privacy" style="color:#8ecae6;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "corrib-mobile",
    group: "consumer",
    lang: "en",
    kind: "sim-swap-code",
    code: "Q7K4-92MX",
    code_digits: "Q7K492MX",
    link: null,
    from: "Corrib Mobile Security <security@corribmobile.ie>",
    subject: "Security code for your replacement SIM",
    date: when(11, 5, "17:33:12", "+0000"),
    text: `Hi Sam,

We've received a request to move your number 087 ••• 4419 to a new SIM or eSIM.

If this was you, give this security code to the Corrib agent or type it in the My Corrib app to finish the swap:

Q7K4-92MX

The code expires at 18:33 today (5 November 2026).

If you didn't ask for a new SIM, do NOT share this code. Call us on 1800 200 474 straight away - someone may be trying to take over your number.

Corrib Mobile Security Team`,
    html: `<html><body style="font-family:Arial,sans-serif;color:#023047;font-size:14px;">
<p><img src="https://my.corribmobile.ie/static/mail/corrib-blue.png" alt="Corrib Mobile" width="120"></p>
<p>Hi Sam,</p>
<p>We&#39;ve received a request to move your number 087 &bull;&bull;&bull; 4419 to a new SIM or eSIM.</p>
<p>If this was you, give this security code to the Corrib agent or type it in the My Corrib app to finish the swap:</p>
<div style="display:inline-block;border:2px solid #0096c7;padding:12px 22px;font-size:26px;font-family:Consolas,monospace;font-weight:bold;">Q7K4-92MX</div>
<p>The code expires at 18:33 today (5 November 2026).</p>
<p style="color:#b00020;"><b>If you didn&#39;t ask for a new SIM, do NOT share this code.</b> Call us on 1800 200 474 straight away &ndash; someone may be trying to take over your number.</p>
<p>Corrib Mobile Security Team</p>
</body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Torque & Tread (garage booking)

const torqueMails: Mail[] = [
  {
    family: "torque-and-tread",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Torque & Tread Willesden <bookings@torqueandtread.co.uk>",
    subject: "Booking confirmed: MOT + interim service, Tue 6 Oct 08:30",
    date: when(9, 30, "13:11:09"),
    text: `Hi Sam,

Your booking is confirmed.

Booking ref: TT-WIL-118204
Vehicle: LR24 KXV - Toyota Corolla Hybrid
Work: MOT (Class 4) £54.85 + Interim service £129.00
Drop-off: Tuesday 6 October 2026, 08:30
Estimated ready: 12:30 the same day
Where: Torque & Tread Willesden, 12 Chapter Road, London NW2 5LH

Need a lift? We run a free courtesy van to Willesden Green station every hour.

Need to move your booking? Call 020 8459 3366 at least 24 hours before.

See you soon,
The Torque & Tread team`,
    html: `<html><body style="margin:0;background:#1b1b1b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#222;">
<tr><td style="padding:16px 22px;background:#d62828;color:#fff;font-weight:bold;font-size:18px;">TORQUE &amp; TREAD <span style="font-weight:normal;font-size:13px;">Willesden</span></td></tr>
<tr><td style="padding:22px;">
<h2 style="margin:0 0 12px;">Your booking is confirmed &#10003;</h2>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #eee;">
<tr><td width="35%" style="background:#f7f7f7;">Booking ref</td><td>TT-WIL-118204</td></tr>
<tr><td style="background:#f7f7f7;">Vehicle</td><td>LR24 KXV &ndash; Toyota Corolla Hybrid</td></tr>
<tr><td style="background:#f7f7f7;">Work</td><td>MOT (Class 4) &pound;54.85<br>Interim service &pound;129.00</td></tr>
<tr><td style="background:#f7f7f7;">Drop-off</td><td>Tuesday 6 October 2026, 08:30</td></tr>
<tr><td style="background:#f7f7f7;">Estimated ready</td><td>12:30 the same day</td></tr>
<tr><td style="background:#f7f7f7;">Where</td><td>12 Chapter Road, London NW2 5LH &middot; <a href="https://maps.google.com/?q=12+Chapter+Road+London+NW2+5LH">Map</a></td></tr>
</table>
<p>Need a lift? We run a free courtesy van to Willesden Green station every hour.</p>
<p>Need to move your booking? Call <a href="tel:+442084593366">020 8459 3366</a> at least 24 hours before.</p>
<p style="font-size:11px;color:#999;">Sent by GarageHub on behalf of Torque &amp; Tread Ltd. <a href="https://book.garagehub.co.uk/optout?g=tt-wil&amp;c=88213" style="color:#999;">Stop reminders</a></p>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "torque-and-tread",
    group: "consumer",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Torque & Tread Willesden <accounts@torqueandtread.co.uk>",
    subject: "Invoice INV-30917 for LR24 KXV – MOT passed",
    date: when(10, 6, "12:48:30"),
    text: `Hi Sam,

Good news: LR24 KXV passed its MOT today with no advisories. Your car is ready to collect.

Invoice INV-30917
MOT (Class 4)          £54.85
Interim service       £129.00
Front wiper blades     £22.00
VAT (on parts/labour)  £30.20
Total                 £236.05

Pay on collection by card, or online: https://pay.garagehub.co.uk/i/INV-30917-3f9c

Next MOT due: 5 October 2027. We'll remind you a month before.

Torque & Tread Ltd, 12 Chapter Road, London NW2 5LH. VAT no. GB 318 2207 45.`,
    html: null,
  },
];

// ---------------------------------------------------------------- KerbPay (parking app)

const kerbpayMails: Mail[] = [
  {
    family: "kerbpay-parking",
    group: "consumer",
    lang: "en",
    kind: "parking-receipt",
    code: null,
    link: null,
    from: "KerbPay <receipts@kerbpay.co.uk>",
    subject: "Parking receipt – Camden zone CA-E 4417",
    date: when(9, 24, "14:02:40"),
    text: `KerbPay parking receipt

Location: Camden, Inverness Street (zone CA-E 4417)
Vehicle: LR24 KXV
Start: 24/09/2026 12:58
End: 24/09/2026 13:58
Duration: 1 hr
Parking charge: £6.90
Service fee: £0.20
Total paid: £7.10 (Visa debit •••• 4821)

Transaction ID: KP-9F31-22C8-0017

Keep this receipt for your records. VAT is not charged on on-street parking.

KerbPay Ltd, 80 Clerkenwell Road, London EC1M 5RJ`,
    html: `<html><body style="margin:0;background:#f3f3f3;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="420" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #6a4cff;">
<tr><td style="padding:18px 20px 6px;"><img src="https://static.kerbpay.co.uk/email/kerbpay-logo.png" alt="KerbPay" width="96"></td></tr>
<tr><td style="padding:6px 20px 20px;font-size:13px;color:#333;">
<p style="font-size:26px;font-weight:bold;margin:8px 0;">&pound;7.10</p>
<p style="margin:0 0 14px;color:#777;">Camden, Inverness Street &middot; zone CA-E 4417</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#777;">Vehicle</td><td align="right">LR24 KXV</td></tr>
<tr><td style="color:#777;">Start</td><td align="right">24/09/2026 12:58</td></tr>
<tr><td style="color:#777;">End</td><td align="right">24/09/2026 13:58</td></tr>
<tr><td style="color:#777;">Parking charge</td><td align="right">&pound;6.90</td></tr>
<tr><td style="color:#777;">Service fee</td><td align="right">&pound;0.20</td></tr>
<tr><td style="color:#777;">Paid with</td><td align="right">Visa debit &bull;&bull;&bull;&bull; 4821</td></tr>
<tr><td style="color:#777;">Transaction ID</td><td align="right">KP-9F31-22C8-0017</td></tr>
</table>
<p style="font-size:11px;color:#999;margin-top:16px;">VAT is not charged on on-street parking. KerbPay Ltd, 80 Clerkenwell Road, London EC1M 5RJ.</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "kerbpay-parking",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link:
      "https://app.kerbpay.co.uk/login/email?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfNDQxNyJ9.pL8vW2cYx0&redirect=%2Fsessions",
    from: "KerbPay <login@kerbpay.co.uk>",
    subject: "Your KerbPay login link",
    date: when(10, 8, "07:19:04"),
    text: `Tap the link below to log in to KerbPay on this device. It works once and expires in 15 minutes.

https://app.kerbpay.co.uk/login/email?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfNDQxNyJ9.pL8vW2cYx0&redirect=%2Fsessions

Didn't ask to log in? You can ignore this email - nobody can access your account without this link.

KerbPay Ltd, 80 Clerkenwell Road, London EC1M 5RJ`,
    html: `<html><body style="margin:0;background:#f3f3f3;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="420" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #6a4cff;">
<tr><td style="padding:18px 20px 6px;"><img src="https://static.kerbpay.co.uk/email/kerbpay-logo.png" alt="KerbPay" width="96"></td></tr>
<tr><td style="padding:10px 20px 24px;font-size:14px;color:#333;line-height:1.5;">
<p>Tap the button below to log in to KerbPay on this device. It works once and expires in 15 minutes.</p>
<p style="text-align:center;margin:22px 0;"><a href="https://app.kerbpay.co.uk/login/email?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfNDQxNyJ9.pL8vW2cYx0&amp;redirect=%2Fsessions" style="background:#6a4cff;color:#fff;padding:12px 30px;border-radius:6px;text-decoration:none;font-weight:bold;">Log in to KerbPay</a></p>
<p style="font-size:12px;color:#888;">Didn&#39;t ask to log in? You can ignore this email &ndash; nobody can access your account without this link.</p>
</td></tr></table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "kerbpay-parking",
    group: "consumer",
    lang: "en",
    kind: "session-reminder",
    code: null,
    link: null,
    from: "KerbPay <reminders@kerbpay.co.uk>",
    subject: "10 minutes left at Islington zone IS-C 2093",
    date: when(10, 20, "17:48:00"),
    text: `Your parking session for LR24 KXV at Upper Street (zone IS-C 2093) ends at 17:58.

Extend in the app before then to avoid a Penalty Charge Notice (up to £160 in Islington). Maximum stay here is 2 hours.

KerbPay`,
    html: null,
  },
];

// ---------------------------------------------------------------- CityCordon (congestion and clean-air charges)

const citycordonMails: Mail[] = [
  {
    family: "citycordon-charge",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "2750",
    link: null,
    from: "CityCordon <accounts@citycordon.uk>",
    subject: "Confirm your email for CityCordon Auto Pay",
    date: when(9, 16, "12:40:31"),
    text: `Hello,

You're setting up CityCordon Auto Pay for LR24 KXV. To confirm this email address, enter the 4-digit code below on the registration page:

2750

The code is valid for 20 minutes.

Once Auto Pay is on, we'll charge your card automatically each day you drive in a charging zone we cover (London Congestion Charge, Birmingham and Bristol Clean Air Zones). Auto Pay has a £10 annual fee per vehicle.

CityCordon Ltd, 2 Lambeth Hill, London EC4V 4GG`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#0b0c0c;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#0b0c0c;padding:12px 20px;color:#fff;font-weight:bold;font-size:20px;">CityCordon</td></tr></table>
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:580px;"><tr><td style="padding:20px;font-size:17px;line-height:1.45;">
<p>Hello,</p>
<p>You&rsquo;re setting up CityCordon Auto Pay for <strong>LR24 KXV</strong>. To confirm this email address, enter the 4-digit code below on the registration page:</p>
<p style="border-left:10px solid #b1b4b6;padding:10px 16px;font-size:30px;font-weight:bold;">2750</p>
<p>The code is valid for 20 minutes.</p>
<p>Once Auto Pay is on, we&rsquo;ll charge your card automatically each day you drive in a charging zone we cover (London Congestion Charge, Birmingham and Bristol Clean Air Zones). Auto Pay has a &pound;10 annual fee per vehicle.</p>
<p style="font-size:14px;color:#505a5f;">CityCordon Ltd, 2 Lambeth Hill, London EC4V 4GG</p>
</td></tr></table></body></html>`,
  },
  {
    family: "citycordon-charge",
    group: "consumer",
    lang: "en",
    kind: "charge-statement",
    code: null,
    link: null,
    from: "CityCordon <autopay@citycordon.uk>",
    subject: "Auto Pay: £67.50 charged for October",
    date: when(11, 1, "05:00:00", "+0000"),
    text: `Auto Pay statement - October 2026

Vehicle: LR24 KXV
London Congestion Charge: 4 days x £15.00 = £60.00
  (Thu 1, Fri 9, Sat 17, Thu 29 October)
Birmingham Clean Air Zone: 1 day x £0.00 (vehicle compliant)
Auto Pay annual fee: £7.50 (pro rata)
Total charged: £67.50 to Visa debit •••• 4821

Your vehicle meets ULEZ standards, so no ULEZ charge applied.

Questions about a charge? Reply within 28 days quoting account CC-5530-1188.

CityCordon Ltd, 2 Lambeth Hill, London EC4V 4GG`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- CeadúnasNet (Irish driver-licence e-services, bilingual)

const ceadunasMails: Mail[] = [
  {
    family: "ceadunas-online",
    group: "regional",
    lang: "ga",
    kind: "login-code",
    code: "846027",
    link: null,
    from: "CeadúnasNet <no-reply@ceadunas.ie>",
    subject: "Do chód aonuaire / Your one-time code",
    date: when(10, 14, "11:26:44"),
    text: `A Sam, a chara,

Seo é do chód aonuaire chun logáil isteach ar CeadúnasNet:

846027

Tá an cód bailí ar feadh 10 nóiméad. Ná roinn é le duine ar bith.

Mura ndearna tú iarracht logáil isteach, déan neamhaird den ríomhphost seo.

---

Dear Sam,

Here is your one-time code to log in to CeadúnasNet:

846027

The code is valid for 10 minutes. Do not share it with anyone.

If you did not try to log in, please ignore this email.

Údarás Ceadúnúcháin Tiománaithe | Driver Licensing Authority
Bóthar na Trá, Baile Átha Luain, Co. na hIarmhí N37 F6D2`,
    html: `<!DOCTYPE html><html lang="ga"><body style="margin:0;background:#f1f4f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Lato,Arial,sans-serif;color:#1f2d26;font-size:15px;line-height:22px;">
<tr><td style="background:#005e4b;padding:16px 24px;"><img src="https://www.ceadunas.ie/assets/email/harp-logo-white.png" alt="CeadúnasNet" height="40"></td></tr>
<tr><td style="padding:24px;" lang="ga">
<p>A Sam, a chara,</p>
<p>Seo é do chód aonuaire chun logáil isteach ar CeadúnasNet:</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:5px;background:#eef5f2;padding:14px;text-align:center;">846027</p>
<p>Tá an cód bailí ar feadh 10 nóiméad. Ná roinn é le duine ar bith.</p>
<p>Mura ndearna tú iarracht logáil isteach, déan neamhaird den ríomhphost seo.</p>
</td></tr>
<tr><td style="padding:0 24px 24px;border-top:1px solid #d7e2dc;" lang="en">
<p style="padding-top:16px;">Dear Sam,</p>
<p>Here is your one-time code to log in to CeadúnasNet: <b>846027</b></p>
<p>The code is valid for 10 minutes. Do not share it with anyone. If you did not try to log in, please ignore this email.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#e5ece8;font-size:11px;color:#5d6e65;">Údarás Ceadúnúcháin Tiománaithe | Driver Licensing Authority<br>Bóthar na Trá, Baile Átha Luain, Co. na hIarmhí N37 F6D2 &middot; <a href="https://www.ceadunas.ie/priobhaideachas" style="color:#5d6e65;">Príobháideachas / Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "ceadunas-online",
    group: "regional",
    lang: "ga",
    kind: "application-received",
    code: null,
    link: null,
    from: "CeadúnasNet <no-reply@ceadunas.ie>",
    subject: "Iarratas faighte / Application received – IRL-DL-2026-5518304",
    date: when(10, 14, "11:41:09"),
    text: `A Sam, a chara,

Fuaireamar d'iarratas ar cheadúnas tiomána a athnuachan.

Uimhir thagartha: IRL-DL-2026-5518304
Táille íoctha: €55.00
Catagóirí: B

Seolfar do cheadúnas nua chuig do sheoladh cláraithe laistigh de 5 lá oibre. Is féidir leat leanúint ar aghaidh ag tiomáint le do sheancheadúnas go dtí go bhfaighidh tú an ceann nua.

---

Dear Sam,

We have received your application to renew your driving licence.

Reference number: IRL-DL-2026-5518304
Fee paid: €55.00
Categories: B

Your new licence will be posted to your registered address within 5 working days. You can keep driving on your old licence until the new one arrives.

Údarás Ceadúnúcháin Tiománaithe | Driver Licensing Authority
Lo-call 0818 206 040`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Roadguild (couriers' and drivers' union)

function roadguild(inner: string, lang = "en"): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fdfaf3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Georgia,'Times New Roman',serif;color:#2a2118;">
<tr><td style="padding:22px 20px;border-bottom:6px solid #c1121f;"><img src="https://roadguild.org.uk/wp-content/uploads/2024/03/roadguild-banner.png" width="560" alt="ROADGUILD – the union for couriers and drivers"></td></tr>
<tr><td style="padding:22px 20px;font-size:16px;line-height:1.6;">
${inner}
</td></tr>
<tr><td style="padding:16px 20px;background:#2a2118;color:#d8cfc2;font-family:Arial,sans-serif;font-size:11px;line-height:1.6;">
Roadguild, 1st Floor, 33 Whitechapel Road, London E1 1DU &middot; 020 7247 5530<br>
<a href="https://roadguild.org.uk" style="color:#d8cfc2;">roadguild.org.uk</a> &middot; <a href="https://facebook.com/roadguildunion" style="color:#d8cfc2;">Facebook</a> &middot; <a href="https://roadguild.org.uk/?na=u&amp;nk=88213-6c1f0d" style="color:#d8cfc2;">Unsubscribe</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const roadguildMails: Mail[] = [
  {
    family: "roadguild-union",
    group: "consumer",
    lang: "en",
    kind: "confirm-membership",
    code: null,
    link: "https://roadguild.org.uk/join/confirm?m=RG-33190&k=0d7b5e1a2f9c",
    from: "Roadguild Membership <join@roadguild.org.uk>",
    subject: "Please confirm your Roadguild membership",
    date: when(9, 20, "20:14:51"),
    text: `Hi Sam,

Thanks for joining Roadguild - welcome to the union.

Before we can activate your membership (no. RG-33190) and start your £9.50 monthly Direct Debit, please confirm your email address and that the details you gave us are correct:

https://roadguild.org.uk/join/confirm?m=RG-33190&k=0d7b5e1a2f9c

Once you're confirmed you'll get access to legal advice on deactivations, our WhatsApp groups for London and Dublin riders, and member discounts on hire & reward insurance.

In solidarity,
Membership team, Roadguild
1st Floor, 33 Whitechapel Road, London E1 1DU`,
    html: roadguild(`<p>Hi Sam,</p>
<p>Thanks for joining Roadguild &ndash; welcome to the union.</p>
<p>Before we can activate your membership (no. RG-33190) and start your &pound;9.50 monthly Direct Debit, please confirm your email address and that the details you gave us are correct.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://roadguild.org.uk/join/confirm?m=RG-33190&amp;k=0d7b5e1a2f9c" style="background:#c1121f;color:#fff;font-family:Arial,sans-serif;font-weight:bold;padding:13px 28px;text-decoration:none;">Confirm my membership</a></p>
<p>Once you&rsquo;re confirmed you&rsquo;ll get access to legal advice on deactivations, our WhatsApp groups for London and Dublin riders, and member discounts on hire &amp; reward insurance.</p>
<p>In solidarity,<br>Membership team, Roadguild</p>`),
    enc: "qp",
  },
  {
    family: "roadguild-union",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Roadguild <news@roadguild.org.uk>",
    subject: "Rates campaign update + members' meeting Thu 15 Oct",
    date: when(10, 9, "18:30:00"),
    text: `ROADGUILD BULLETIN - October 2026

1. Rates campaign
Over 1,400 of you answered our pay survey. Median pay after costs is £8.12 an hour once waiting time is counted - below the London Living Wage of £14.20. We'll present the findings to two platforms on 22 October.

2. Members' meeting - Thursday 15 October, 19:30
In person: Whitechapel office (address below), or on Zoom:
Meeting ID: 842 1190 5536
Passcode: 661904

3. Deactivated? Don't appeal alone
Our caseworkers won 31 reinstatements this quarter. Call 020 7247 5530 or message us on WhatsApp at 07700 900 418.

4. Hi-vis winter jackets
Members get 30% off at Ridewear with code RG30WINTER until 30 November.

Roadguild, 1st Floor, 33 Whitechapel Road, London E1 1DU
Unsubscribe: https://roadguild.org.uk/?na=u&nk=88213-6c1f0d`,
    html: roadguild(`<h2 style="margin:0 0 10px;">Roadguild Bulletin &ndash; October 2026</h2>
<h3 style="margin:18px 0 6px;color:#c1121f;">1. Rates campaign</h3>
<p>Over 1,400 of you answered our pay survey. Median pay after costs is <b>&pound;8.12 an hour</b> once waiting time is counted &ndash; below the London Living Wage of &pound;14.20. We&rsquo;ll present the findings to two platforms on 22 October.</p>
<h3 style="margin:18px 0 6px;color:#c1121f;">2. Members&rsquo; meeting &ndash; Thursday 15 October, 19:30</h3>
<p>In person at our Whitechapel office, or on Zoom:<br>
<a href="https://us06web.zoom.us/j/84211905536?pwd=YWd1aWxkT2N0MjY">https://us06web.zoom.us/j/84211905536</a><br>
Meeting ID: 842 1190 5536<br>Passcode: 661904</p>
<h3 style="margin:18px 0 6px;color:#c1121f;">3. Deactivated? Don&rsquo;t appeal alone</h3>
<p>Our caseworkers won 31 reinstatements this quarter. Call 020 7247 5530 or message us on WhatsApp at 07700 900 418.</p>
<h3 style="margin:18px 0 6px;color:#c1121f;">4. Hi-vis winter jackets</h3>
<p>Members get 30% off at Ridewear with code <b>RG30WINTER</b> until 30 November.</p>`),
    enc: "qp",
  },
  {
    family: "roadguild-union",
    group: "consumer",
    lang: "pl",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Roadguild <news@roadguild.org.uk>",
    subject: "Biuletyn Roadguild po polsku – październik 2026",
    date: when(10, 9, "18:32:00"),
    text: `BIULETYN ROADGUILD - październik 2026 (wersja polska)

1. Kampania o stawki
Ponad 1400 osób wypełniło naszą ankietę. Mediana zarobków po odliczeniu kosztów to 8,12 £ za godzinę, jeśli liczyć czas oczekiwania - mniej niż London Living Wage (14,20 £). Wyniki przedstawimy dwóm platformom 22 października.

2. Zebranie członków - czwartek 15 października, 19:30
Na miejscu w biurze przy Whitechapel Road albo przez Zoom (ID spotkania: 842 1190 5536, kod dostępu: 661904). Będzie tłumaczenie na polski i rumuński.

3. Dezaktywacja konta? Nie odwołuj się sam
Zadzwoń: 020 7247 5530 (dyżur po polsku we wtorki 10:00-14:00).

Roadguild, 1st Floor, 33 Whitechapel Road, London E1 1DU
Wypisz się: https://roadguild.org.uk/?na=u&nk=88213-6c1f0d`,
    html: null,
    enc: "qp",
  },
  {
    family: "roadguild-union",
    group: "consumer",
    lang: "ro",
    kind: "event-notice",
    code: null,
    link: null,
    from: "Roadguild <news@roadguild.org.uk>",
    subject: "Protest curieri – sâmbătă 7 noiembrie, Kings Cross",
    date: when(11, 3, "12:05:00", "+0000"),
    text: "",
    html: roadguild(
      `<h2 style="margin:0 0 10px;">Protest al curierilor &ndash; sâmbătă, 7 noiembrie</h2>
<p>Dragi membri,</p>
<p>Ne întâlnim <b>sâmbătă, 7 noiembrie, la ora 13:00</b>, în fața gării Kings Cross (ieșirea spre Pancras Road). Cerem un tarif minim de 2,80 £ pe milă și plată pentru timpul de așteptare la restaurante.</p>
<ul>
<li>Veniți cu bicicleta, scuterul sau pe jos &ndash; vom merge împreună până la Granary Square.</li>
<li>Purtați vesta reflectorizantă Roadguild dacă o aveți.</li>
<li>Avem voluntari care vorbesc română, poloneză, portugheză și yoruba.</li>
</ul>
<p>Nu lucrați în ziua aceea? Cu atât mai bine. Cine nu poate veni poate semna petiția în aplicația Roadguild.</p>
<p>Întrebări: 020 7247 5530 sau WhatsApp 07700 900 418.</p>
<p>În solidaritate,<br>Echipa Roadguild</p>`,
      "ro",
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Oja Online (Nigerian classifieds)

const ojaMails: Mail[] = [
  {
    family: "oja-online",
    group: "regional",
    lang: "en",
    kind: "phone-verify-code",
    code: "3316",
    link: null,
    from: "Oja Online <noreply@ojaonline.ng>",
    subject: "Oja Online: confirm your phone number",
    date: when(9, 25, "16:27:13"),
    text: `Hi Samuel,

Enter 3316 in the Oja Online app to confirm 0803 *** 5521 as the phone number on your ads.

Buyers will be able to call you about "Bajaj Boxer BM150 2022, clean, Lagos registered - ₦890,000".

This code expires in 10 minutes.

Stay safe: meet buyers in public places and never pay delivery fees in advance.

Oja Online`,
    html: `<html><body style="margin:0;background:#eef7ee;font-family:Verdana,sans-serif;">
<table align="center" width="480" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:16px;">
<tr><td style="background:#1e8f3e;padding:12px 18px;color:#fff;font-size:20px;font-weight:bold;">oja<span style="color:#ffe066;">online</span></td></tr>
<tr><td style="padding:20px 18px;font-size:13px;color:#333;line-height:1.6;">
<p>Hi Samuel,</p>
<p>Enter this code in the Oja Online app to confirm <b>0803 *** 5521</b> as the phone number on your ads:</p>
<p style="text-align:center;font-size:34px;font-weight:bold;color:#1e8f3e;letter-spacing:12px;margin:18px 0;">3316</p>
<p>Buyers will be able to call you about &ldquo;Bajaj Boxer BM150 2022, clean, Lagos registered &ndash; &#8358;890,000&rdquo;.</p>
<p style="color:#888;font-size:12px;">This code expires in 10 minutes.</p>
<p style="background:#fff8db;padding:10px;font-size:12px;">Stay safe: meet buyers in public places and never pay delivery fees in advance.</p>
</td></tr>
<tr><td style="padding:10px 18px;font-size:10px;color:#999;text-align:center;">&copy; 2026 Oja Online Ltd &middot; 5 Allen Avenue, Ikeja, Lagos &middot; <a href="https://ojaonline.ng/safety" style="color:#999;">Safety tips</a></td></tr>
</table></body></html>`,
    enc: "8bit",
  },
  {
    family: "oja-online",
    group: "regional",
    lang: "en",
    kind: "buyer-message",
    code: null,
    link: null,
    from: "Oja Online <messages@ojaonline.ng>",
    subject: "New message about your Bajaj Boxer BM150",
    date: when(9, 27, "10:52:37"),
    text: `Tunde O. sent you a message:

"Good morning, is the bike still available? Can you do 820k? I can come to Ojodu Berger on Saturday."

Reply in the app: https://ojaonline.ng/messages/th-772190

Your ad has been viewed 214 times this week.

Oja Online`,
    html: null,
  },
];

// ---------------------------------------------------------------- Bootsale Box (UK second-hand marketplace)

const bootsaleMails: Mail[] = [
  {
    family: "bootsale-box",
    group: "consumer",
    lang: "en",
    kind: "item-sold",
    code: null,
    link: null,
    from: "Bootsale Box <orders@bootsalebox.co.uk>",
    subject: "Sold! Insulated delivery backpack – post by Mon 19 Oct",
    date: when(10, 16, "21:08:19"),
    text: `Nice one, Sam - your item sold.

Item: Insulated delivery backpack, 45L, barely used
Sale price: £32.00
Buyer: jess_k88 (Leeds)
Order: BB-7730-1982

Post it by Monday 19 October using the prepaid Evri label in the app (Orders > BB-7730-1982 > Print label), or show the QR code at any Evri ParcelShop.

Your £32.00 will move to your balance 2 days after the buyer receives it.

Bootsale Box Ltd, 5 Hanover Square, Leeds LS3 1AP`,
    html: `<html><body style="margin:0;background:#fff4f8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:'Helvetica Neue',Arial,sans-serif;color:#2d2d2d;">
<tr><td style="padding:20px 24px;"><img src="https://img.bootsalebox.co.uk/mail/logo-pink.png" alt="Bootsale Box" width="130"></td></tr>
<tr><td style="padding:0 24px 24px;font-size:15px;line-height:1.5;">
<h1 style="font-size:24px;margin:0 0 12px;">Nice one, Sam &ndash; it sold! &#127881;</h1>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="90"><img src="https://img.bootsalebox.co.uk/listings/7730/1982/thumb.jpg" width="80" height="80" alt="Insulated delivery backpack" style="border-radius:8px;"></td>
<td style="font-size:14px;"><b>Insulated delivery backpack, 45L, barely used</b><br>&pound;32.00 &middot; buyer jess_k88 (Leeds)<br>Order BB-7730-1982</td>
</tr></table>
<p>Post it by <b>Monday 19 October</b> using the prepaid Evri label in the app, or show the QR code at any Evri ParcelShop.</p>
<p><a href="https://bootsalebox.co.uk/orders/BB-7730-1982/label" style="background:#e0115f;color:#fff;padding:11px 22px;border-radius:20px;text-decoration:none;">Get postage label</a></p>
<p style="font-size:13px;color:#777;">Your &pound;32.00 will move to your balance 2 days after the buyer receives it.</p>
</td></tr>
<tr><td style="padding:14px 24px;border-top:1px solid #f2dce5;font-size:11px;color:#999;">Bootsale Box Ltd, 5 Hanover Square, Leeds LS3 1AP &middot; <a href="https://bootsalebox.co.uk/help" style="color:#999;">Help</a> &middot; <a href="https://bootsalebox.co.uk/settings/emails" style="color:#999;">Email settings</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "bootsale-box",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://click.bootsalebox.co.uk/ls/click?upn=aHR0cHM6Ly9ib290c2FsZWJveC5jby51ay9wYXNzd29yZC9uZXc_dD1yc3RfOWQyYg",
    from: "Bootsale Box <no-reply@bootsalebox.co.uk>",
    subject: "Reset your password",
    date: when(11, 7, "08:44:26", "+0000"),
    text: `Hi Sam,

Someone (hopefully you) asked to reset the password on your Bootsale Box account.

Choose a new password:
https://click.bootsalebox.co.uk/ls/click?upn=aHR0cHM6Ly9ib290c2FsZWJveC5jby51ay9wYXNzd29yZC9uZXc_dD1yc3RfOWQyYg

The link lasts for 2 hours. If it wasn't you, ignore this email and your password will stay the same.

Bootsale Box`,
    html: `<html><body style="margin:0;background:#fff4f8;font-family:'Helvetica Neue',Arial,sans-serif;">
<table align="center" width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;margin:20px auto;">
<tr><td style="padding:20px 24px;"><img src="https://img.bootsalebox.co.uk/mail/logo-pink.png" alt="Bootsale Box" width="110"></td></tr>
<tr><td style="padding:0 24px 24px;font-size:15px;color:#2d2d2d;line-height:1.5;">
<p>Hi Sam,</p>
<p>Someone (hopefully you) asked to reset the password on your Bootsale Box account.</p>
<p><a href="https://click.bootsalebox.co.uk/ls/click?upn=aHR0cHM6Ly9ib290c2FsZWJveC5jby51ay9wYXNzd29yZC9uZXc_dD1yc3RfOWQyYg" style="background:#e0115f;color:#fff;padding:11px 22px;border-radius:20px;text-decoration:none;">Choose a new password</a></p>
<p style="font-size:13px;color:#777;">The link lasts for 2 hours. If it wasn&rsquo;t you, ignore this email and your password will stay the same.</p>
</td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Sinima+ (Nollywood streaming)

const sinimaMails: Mail[] = [
  {
    family: "sinima-plus",
    group: "consumer",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Sinima+ <billing@sinimaplus.tv>",
    subject: "Your Sinima+ receipt – £5.99",
    date: when(10, 5, "03:12:08"),
    text: `Thanks for watching Sinima+.

Plan: Standard (HD, 2 screens)
Amount: £5.99 (incl. VAT)
Billing period: 5 Oct - 4 Nov 2026
Paid with: Mastercard •••• 0932
Invoice: SPL-GB-26-1004583

Coming this month: "Owambe Diaries" season 3, "Eko Nights", and the director's cut of "Ọmọ Ọba".

Manage your plan: https://www.sinimaplus.tv/account
Sinima+ Media Ltd, 17 Old Street, London EC1V 9HL`,
    html: `<html><body style="margin:0;background:#0d0d0d;font-family:Arial,sans-serif;color:#eee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:20px;"><img src="https://cdn.sinimaplus.tv/mail/sinima-plus-logo.png" alt="Sinima+" width="120"></td></tr>
<tr><td style="background:#1a1a1a;padding:24px;font-size:14px;line-height:1.6;">
<p style="font-size:20px;margin:0 0 14px;">Thanks for watching Sinima+</p>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px;color:#ccc;">
<tr><td>Plan</td><td align="right">Standard (HD, 2 screens)</td></tr>
<tr><td>Amount</td><td align="right">&pound;5.99 (incl. VAT)</td></tr>
<tr><td>Billing period</td><td align="right">5 Oct &ndash; 4 Nov 2026</td></tr>
<tr><td>Paid with</td><td align="right">Mastercard &bull;&bull;&bull;&bull; 0932</td></tr>
<tr><td>Invoice</td><td align="right">SPL-GB-26-1004583</td></tr>
</table>
<p style="margin-top:18px;">Coming this month: <i>Owambe Diaries</i> season 3, <i>Eko Nights</i>, and the director&rsquo;s cut of <i>Ọmọ Ọba</i>.</p>
</td></tr>
<tr><td style="padding:16px 0;font-size:11px;color:#777;"><a href="https://www.sinimaplus.tv/account" style="color:#e5a00d;">Manage your plan</a> &middot; Sinima+ Media Ltd, 17 Old Street, London EC1V 9HL</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "sinima-plus",
    group: "consumer",
    lang: "en",
    kind: "new-signin-notice",
    code: null,
    link: null,
    from: "Sinima+ <account@sinimaplus.tv>",
    subject: "New sign-in to your Sinima+ account",
    date: when(10, 25, "22:37:45", "+0000"),
    text: `Hi Sam,

Your Sinima+ account was just used to sign in on a new device:

Device: Samsung Smart TV (Tizen)
Location: Surulere, Lagos, Nigeria
Time: 25 October 2026, 22:35 GMT

If this was you or someone in your household, enjoy the show.

If not, sign out of all devices and change your password: https://www.sinimaplus.tv/account/security

Sinima+ Media Ltd`,
    html: `<html><body style="background:#0d0d0d;color:#eee;font-family:Arial,sans-serif;font-size:14px;padding:24px;">
<p><img src="https://cdn.sinimaplus.tv/mail/sinima-plus-logo.png" alt="Sinima+" width="100"></p>
<p>Hi Sam,</p>
<p>Your Sinima+ account was just used to sign in on a new device:</p>
<p style="background:#1a1a1a;padding:14px;">Samsung Smart TV (Tizen)<br>Surulere, Lagos, Nigeria<br>25 October 2026, 22:35 GMT</p>
<p>If this was you or someone in your household, enjoy the show.</p>
<p>If not, <a href="https://www.sinimaplus.tv/account/security" style="color:#e5a00d;">sign out of all devices and change your password</a>.</p>
</body></html>`,
  },
];

// ---------------------------------------------------------------- Ìjọ Ìràpadà Peckham (Yoruba church)

const ijoMails: Mail[] = [
  {
    family: "ijo-irapada-peckham",
    group: "regional",
    lang: "yo",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Ìjọ Ìràpadà Peckham <iroyin@ijoirapada.org.uk>",
    subject: "Ìròyìn Ọ̀sẹ̀ – Ìkórè Ọdún 2026 ń bọ̀!",
    date: when(9, 25, "19:40:00"),
    text: `Ẹ kú ọjọ́ Ẹtì o, ẹ̀yin ará wa ọ̀wọ́n,

ÌKÓRÈ ỌDÚN 2026
Ìsìn Ìkórè wa yóò wáyé ní ọjọ́ Àìkú, 11 Oṣù Kẹwàá 2026, ní agogo mọ́kànlá òwúrọ̀ (11:00) ní gbọ̀ngàn wa, 145 Rye Lane, Peckham SE15 4ST. Ẹ wọ aṣọ ẹgbẹ́ yín!

ÌPÀDÉ ÀWỌN Ọ̀DỌ́
Ọjọ́ Àbámẹ́ta, 3 Oṣù Kẹwàá, agogo mẹ́rin ìrọ̀lẹ́ (4:00pm). Àkòrí: "Iṣẹ́ àti Ìgbàgbọ́" - àwọn tó ń ṣiṣẹ́ wakọ̀ àti dẹ́lífà, ẹ wá pín ìrírí yín.

ỌRẸ Ẹ̀BÙN
Fún àwọn tó fẹ́ fi ẹ̀bùn ránṣẹ́ láti ilé ìfowópamọ́:
Orúkọ àkáǹtì: Ijo Irapada Peckham
Sort code: 30-96-26
Account number: 41207739
Ìtọ́kasí: IKORE + orúkọ yín

Ẹ ṣé o, Ọlọ́run á bùkún yín.
Àlùfáà Olúwadámilárè Adéyẹmí
Ìjọ Ìràpadà Peckham - Registered charity no. 1158820
Tẹlifóònù: 020 7639 4410`,
    html: `<html><body style="margin:0;background:#f7f2e8;font-family:Georgia,serif;color:#2c1d0e;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#5b2a86;color:#fff;padding:18px 22px;font-size:22px;">Ìjọ Ìràpadà Peckham<br><span style="font-size:13px;color:#e6d5f5;">Ìròyìn Ọ̀sẹ̀ &middot; 25 Oṣù Kẹsàn-án 2026</span></td></tr>
<tr><td style="padding:22px;font-size:15px;line-height:1.6;">
<p>Ẹ kú ọjọ́ Ẹtì o, ẹ̀yin ará wa ọ̀wọ́n,</p>
<h3 style="color:#5b2a86;margin-bottom:4px;">ÌKÓRÈ ỌDÚN 2026</h3>
<p>Ìsìn Ìkórè wa yóò wáyé ní ọjọ́ Àìkú, <b>11 Oṣù Kẹwàá 2026</b>, ní agogo mọ́kànlá òwúrọ̀ (11:00) ní gbọ̀ngàn wa, 145 Rye Lane, Peckham SE15 4ST. Ẹ wọ aṣọ ẹgbẹ́ yín!</p>
<img src="https://ijoirapada.org.uk/wp-content/uploads/2026/09/ikore-flyer.jpg" width="556" alt="Ìkórè 2026 flyer" style="width:100%;">
<h3 style="color:#5b2a86;margin-bottom:4px;">ÌPÀDÉ ÀWỌN Ọ̀DỌ́</h3>
<p>Ọjọ́ Àbámẹ́ta, 3 Oṣù Kẹwàá, agogo mẹ́rin ìrọ̀lẹ́ (4:00pm). Àkòrí: &ldquo;Iṣẹ́ àti Ìgbàgbọ́&rdquo; &ndash; àwọn tó ń ṣiṣẹ́ wakọ̀ àti dẹ́lífà, ẹ wá pín ìrírí yín.</p>
<h3 style="color:#5b2a86;margin-bottom:4px;">ỌRẸ Ẹ̀BÙN</h3>
<p>Orúkọ àkáǹtì: Ijo Irapada Peckham<br>Sort code: 30-96-26<br>Account number: 41207739<br>Ìtọ́kasí: IKORE + orúkọ yín</p>
<p>Ẹ ṣé o, Ọlọ́run á bùkún yín.<br><i>Àlùfáà Olúwadámilárè Adéyẹmí</i></p>
</td></tr>
<tr><td style="padding:12px 22px;background:#efe7f6;font-size:11px;color:#6b5a7a;">Registered charity no. 1158820 &middot; 020 7639 4410 &middot; <a href="https://ijoirapada.org.uk/unsubscribe?e=sam.reader%40inbox.example" style="color:#6b5a7a;">Yọ orúkọ mi kúrò</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "ijo-irapada-peckham",
    group: "regional",
    lang: "yo",
    kind: "donation-thanks",
    code: null,
    link: null,
    from: "Akọ̀wé Ìjọ Ìràpadà <akowe@ijoirapada.org.uk>",
    subject: "A dúpẹ́ fún ọrẹ Ìkórè yín",
    date: when(10, 13, "09:15:27"),
    text: `Ẹ̀gbọ́n Samuel,

A ti rí ọrẹ Ìkórè yín gbà: £60.00, ní ọjọ́ 11/10/2026 (ìtọ́kasí IKORE READER). Ọlọ́run á fi kún un fún yín, á sì bùkún iṣẹ́ ọwọ́ yín lójú ọ̀nà.

Ẹ jọ̀ọ́, tí ẹ bá ń san owó-orí ní UK, ẹ lè jẹ́ kí ìjọ gba Gift Aid lórí ọrẹ yín - ẹ kàn fọwọ́ sí fọ́ọ̀mù Gift Aid ní ọ́fíìsì ní ọjọ́ Àìkú tó ń bọ̀.

Ní orúkọ Ìgbìmọ̀,
Arábìnrin Fọláṣadé Ògúnlànà
Akọ̀wé Ìjọ`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Nkwerre Town Union, Dublin (Igbo)

const umunnaMails: Mail[] = [
  {
    family: "umunna-nkwerre-dublin",
    group: "regional",
    lang: "ig",
    kind: "meeting-notice",
    code: null,
    link: null,
    from: "Nkwerre Town Union Dublin <odeakwukwo@nkwerredublin.ie>",
    subject: "Ọkwa: Nzukọ ọnwa Ọktoba – Satọde 17/10/2026",
    date: when(10, 8, "21:22:10"),
    text: `Ndewo unu, ụmụnna anyị,

Nzukọ ọnwa Ọktoba nke Nkwerre Town Union Dublin ga-eme na Satọde, 17 Ọktoba 2026, n'elekere anọ nke mgbede (4:00pm) na Blanchardstown Community Centre, Roselawn Road, Dublin 15.

Ndị nọ na Cork, Galway ma ọ bụ UK nwere ike ịbanye site na Zoom:
Meeting ID: 871 5520 3346
Passcode: 240917

Ihe anyị ga-atụle:
1. Mmemme Iri Ji nke afọ a (Nọvemba 21)
2. Enyemaka maka ụlọ akwụkwọ Nkwerre Community School
3. Akụkọ ego site n'aka Onye Nchekwa Ego

Biko, bịanụ n'oge. Nri na mmanya dị.

Nke a bụ Onye Odeakwụkwọ,
Nnamdi Okeke
Nkwerre Town Union Dublin | 087 190 4452`,
    html: `<div dir="ltr" style="font-family:Arial,sans-serif;font-size:14px;">
<p>Ndewo unu, ụmụnna anyị,</p>
<p>Nzukọ ọnwa Ọktoba nke <b>Nkwerre Town Union Dublin</b> ga-eme na <b>Satọde, 17 Ọktoba 2026</b>, n&#39;elekere anọ nke mgbede (4:00pm) na Blanchardstown Community Centre, Roselawn Road, Dublin 15.</p>
<p>Ndị nọ na Cork, Galway ma ọ bụ UK nwere ike ịbanye site na Zoom:<br>
<a href="https://us02web.zoom.us/j/87155203346?pwd=bmt3ZXJyZURVQjE3">https://us02web.zoom.us/j/87155203346?pwd=bmt3ZXJyZURVQjE3</a><br>
Meeting ID: 871 5520 3346<br>
Passcode: 240917</p>
<p>Ihe anyị ga-atụle:</p>
<ol><li>Mmemme Iri Ji nke afọ a (Nọvemba 21)</li><li>Enyemaka maka ụlọ akwụkwọ Nkwerre Community School</li><li>Akụkọ ego site n&#39;aka Onye Nchekwa Ego</li></ol>
<p>Biko, bịanụ n&#39;oge. Nri na mmanya dị.</p>
<p>Nke a bụ Onye Odeakwụkwọ,<br>Nnamdi Okeke<br>Nkwerre Town Union Dublin | 087 190 4452</p>
</div>`,
    enc: "8bit",
  },
  {
    family: "umunna-nkwerre-dublin",
    group: "regional",
    lang: "ig",
    kind: "dues-reminder",
    code: null,
    link: null,
    from: "Nkwerre Town Union Dublin <ego@nkwerredublin.ie>",
    subject: "Ncheta: Ụtụ afọ 2026 na onyinye Iri Ji",
    date: when(11, 4, "18:03:56", "+0000"),
    text: `Ndewo nwanne anyị Samuel,

Nke a bụ ncheta na ụtụ afọ 2026 (€60) na onyinye maka Iri Ji (€25) kwesịrị ịkwụ tupu 21 Nọvemba 2026.

Ị kwụọla: €30
Ego fọdụrụ: €55

Ị nwere ike izite ya na akaụntụ otu anyị:
Aha: Nkwerre Town Union Dublin CLG
IBAN: IE29 AIBK 9311 5212 3456 78
BIC: AIBKIE2D
Biko, dee aha gị na "IRIJI" dịka ntụaka.

Daalụ maka nkwado gị. Ka Chukwu gọzie gị.

Chiamaka Nwosu
Onye Nchekwa Ego`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Bank Nadodrze (Polish bank)

const nadodrzeMails: Mail[] = [
  {
    family: "bank-nadodrze",
    group: "regional",
    lang: "pl",
    kind: "login-code",
    code: "493118",
    link: null,
    from: "Bank Nadodrze <powiadomienia@banknadodrze.pl>",
    subject: "Kod do logowania w bankowości internetowej",
    date: when(10, 11, "07:52:18", "+0200"),
    text: `Dzień dobry,

logujesz się do bankowości internetowej Nadodrze24 z nowej przeglądarki (Chrome, Wielka Brytania).

Twój jednorazowy kod: 493 118

Kod jest ważny przez 5 minut. Pracownik banku nigdy nie poprosi Cię o jego podanie.

Jeśli to nie Ty, zadzwoń natychmiast pod numer +48 71 330 20 20 (całodobowo).

Pozdrawiamy,
Bank Nadodrze S.A.
ul. Powstańców Śląskich 9, 53-332 Wrocław`,
    html: `<html><body style="margin:0;background:#edf1f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#1c2b3a;font-size:14px;line-height:21px;">
<tr><td style="padding:18px 24px;border-bottom:3px solid #0a5ea8;"><img src="https://www.banknadodrze.pl/mailing/logo.png" alt="Bank Nadodrze" width="150"></td></tr>
<tr><td style="padding:24px;">
<p>Dzień dobry,</p>
<p>logujesz się do bankowości internetowej Nadodrze24 z nowej przeglądarki (Chrome, Wielka Brytania).</p>
<p>Twój jednorazowy kod:</p>
<table cellpadding="0" cellspacing="4"><tr>
<td style="border:1px solid #0a5ea8;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;">4</td>
<td style="border:1px solid #0a5ea8;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;">9</td>
<td style="border:1px solid #0a5ea8;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;">3</td>
<td style="width:10px;"></td>
<td style="border:1px solid #0a5ea8;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;">1</td>
<td style="border:1px solid #0a5ea8;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;">1</td>
<td style="border:1px solid #0a5ea8;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;">8</td>
</tr></table>
<p>Kod jest ważny przez 5 minut. Pracownik banku nigdy nie poprosi Cię o jego podanie.</p>
<p style="color:#b3261e;">Jeśli to nie Ty, zadzwoń natychmiast pod numer +48 71 330 20 20 (całodobowo).</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f4f6f9;font-size:11px;color:#6a7785;">Bank Nadodrze S.A., ul. Powstańców Śląskich 9, 53-332 Wrocław, KRS 0000214877, NIP 896-00-12-344. <a href="https://www.banknadodrze.pl/bezpieczenstwo" style="color:#0a5ea8;">Zasady bezpieczeństwa</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "bank-nadodrze",
    group: "regional",
    lang: "pl",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Bank Nadodrze <powiadomienia@banknadodrze.pl>",
    subject: "Wpływ na rachunek: 1 850,00 PLN",
    date: when(10, 19, "15:30:02", "+0200"),
    text: `Dzień dobry,

na Twój rachunek ...4417 wpłynęła kwota 1 850,00 PLN.

Nadawca: READER SAMUEL
Tytuł: dla mamy - październik
Data księgowania: 19.10.2026
Saldo dostępne: 2 311,46 PLN

Wiadomość wygenerowana automatycznie, prosimy na nią nie odpowiadać.
Bank Nadodrze S.A.`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Conta Gaivota (Portuguese bank app)

const gaivotaMails: Mail[] = [
  {
    family: "conta-gaivota",
    group: "regional",
    lang: "pt",
    kind: "verify-email",
    code: "715204",
    link: "https://app.contagaivota.pt/verificar-email?t=cg_2f6b91e0a7d34c58&origem=email",
    from: "Conta Gaivota <ola@contagaivota.pt>",
    subject: "Confirme o seu novo endereço de email",
    date: when(10, 22, "20:47:33"),
    text: `Olá Samuel,

Alterou o email associado à sua Conta Gaivota. Para concluir, confirme este endereço de uma destas formas:

- carregue no link: https://app.contagaivota.pt/verificar-email?t=cg_2f6b91e0a7d34c58&origem=email
- ou introduza na app o código 715 204

O link e o código são válidos durante 30 minutos.

Não foi o Samuel? Contacte-nos pelo chat da app ou pelo +351 210 180 700 (chamada para a rede fixa nacional).

Conta Gaivota, S.A. - Av. da Liberdade 110, 1269-046 Lisboa
Instituição de pagamento autorizada pelo Banco de Portugal (n.º 8714).`,
    html: `<html><body style="margin:0;background:#eaf4fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;font-family:'Open Sans',Arial,sans-serif;color:#14324a;">
<tr><td style="padding:24px 28px 0;"><img src="https://cdn.contagaivota.pt/email/gaivota-logo.png" alt="Conta Gaivota" width="140"></td></tr>
<tr><td style="padding:20px 28px 28px;font-size:15px;line-height:23px;">
<p style="font-size:20px;font-weight:bold;">Olá Samuel,</p>
<p>Alterou o email associado à sua Conta Gaivota. Para concluir, confirme este endereço.</p>
<p style="text-align:center;margin:24px 0;"><a href="https://app.contagaivota.pt/verificar-email?t=cg_2f6b91e0a7d34c58&amp;origem=email" style="background:#0077b6;color:#fff;padding:13px 30px;border-radius:30px;text-decoration:none;font-weight:bold;">Confirmar email</a></p>
<p style="text-align:center;color:#5c7a90;">ou introduza na app o código</p>
<p style="text-align:center;font-size:30px;font-weight:bold;letter-spacing:6px;margin:6px 0 20px;">715&nbsp;204</p>
<p style="font-size:13px;color:#5c7a90;">O link e o código são válidos durante 30 minutos. Não foi o Samuel? Contacte-nos pelo chat da app ou pelo +351 210 180 700.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f3f8fc;border-radius:0 0 16px 16px;font-size:11px;color:#7b93a5;">Conta Gaivota, S.A. &middot; Av. da Liberdade 110, 1269-046 Lisboa &middot; Instituição de pagamento autorizada pelo Banco de Portugal (n.º 8714) &middot; <a href="https://contagaivota.pt/privacidade" style="color:#7b93a5;">Privacidade</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "conta-gaivota",
    group: "regional",
    lang: "pt",
    kind: "transfer-sent",
    code: null,
    link: null,
    from: "Conta Gaivota <ola@contagaivota.pt>",
    subject: "Transferência enviada: 120,00 € para Maria Reader",
    date: when(11, 6, "12:10:48", "+0000"),
    text: `Olá Samuel,

A sua transferência foi enviada.

Para: Maria Reader
IBAN: PT50 •••• •••• •••• •••• 3307 1
Montante: 120,00 €
Descritivo: Prenda anos da avó
Data: 06/11/2026
Referência da operação: GV-TRF-20261106-88431

As transferências imediatas ficam disponíveis em segundos. Pode guardar o comprovativo na app em Movimentos.

Conta Gaivota, S.A. - Av. da Liberdade 110, 1269-046 Lisboa`,
    html: null,
    enc: "qp",
  },
];

export const mails: Mail[] = [
  ...swiftcartMails,
  ...koropeMails,
  ...jollofMails,
  ...greenlaneMails,
  ...tankwiseMails,
  ...kerbsideMails,
  ...okoyaMails,
  ...tuppenceMails,
  ...taxtallyMails,
  ...corribMails,
  ...torqueMails,
  ...kerbpayMails,
  ...citycordonMails,
  ...ceadunasMails,
  ...roadguildMails,
  ...ojaMails,
  ...bootsaleMails,
  ...sinimaMails,
  ...ijoMails,
  ...umunnaMails,
  ...nadodrzeMails,
  ...gaivotaMails,
];
