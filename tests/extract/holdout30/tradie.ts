/**
 * The inbox of a self-employed plumber in Logan, Queensland, who also takes jobs in Auckland, over
 * September and October 2026: quoting, accounting, tax, licensing, bank, trade suppliers, fleet, tolls,
 * phone, insurance, a Chinese valve maker and his Samoan footy club and community group.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TAMA = "Tama Faleolo <tama@faleoloplumbing.com.au>";

/** A plain outer page: grey background, a 600px white card, the given rows inside. */
function card(pre: string, inner: string, bg = "#f2f4f6"): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title></title></head>
<body style="margin:0;padding:0;background:${bg};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${bg};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;">
${inner}
</table>
</td></tr></table>
</body></html>`;
}

function button(href: string, label: string, colour: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;"><tr>
<td align="center" bgcolor="${colour}" style="border-radius:4px;"><a href="${href}" target="_blank" style="display:inline-block;padding:13px 26px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${label}</a></td>
</tr></table>`;
}

// ---------------------------------------------------------------- Quotewrench (quotes and invoices)

function qw_page(pre: string, body: string): string {
  return card(
    pre,
    `<tr><td style="padding:22px 32px;border-bottom:3px solid #ff7a1a;"><img src="https://cdn.quotewrench.com.au/email/logo-qw-2x.png" width="150" height="32" alt="Quotewrench" style="display:block;border:0;"></td></tr>
<tr><td style="padding:28px 32px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:22px;color:#2b2f33;">
${body}
</td></tr>
<tr><td style="padding:18px 32px 26px;background:#fafafa;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#8a9096;">
Sent by Quotewrench on behalf of Faleolo Plumbing &amp; Gas &middot; ABN 41 622 908 117<br>
Quotewrench Pty Ltd, Level 3, 88 Grenfell Street, Adelaide SA 5000<br>
<a href="https://www.quotewrench.com.au/help" style="color:#8a9096;">Help centre</a> &middot; <a href="https://www.quotewrench.com.au/privacy" style="color:#8a9096;">Privacy</a> &middot; <a href="https://app.quotewrench.com.au/settings/notifications" style="color:#8a9096;">Notification settings</a>
</td></tr>`,
  );
}

const quotewrench: Mail[] = [
  {
    family: "quotewrench",
    group: "consumer",
    lang: "en",
    kind: "quote-accepted",
    code: null,
    link: null,
    from: "Quotewrench <notifications@quotewrench.com.au>",
    to: TAMA,
    subject: "Karen Whitfield accepted quote Q-1048 ($3,412.00)",
    date: "Wed, 02 Sep 2026 19:47:12 +1000",
    text: `Good news, Tama!

Karen Whitfield has accepted your quote.

Quote:        Q-1048 - Replace 315L electric HWS with heat pump
Site:         14 Banksia Crescent, Shailer Park QLD 4128
Total (inc GST): $3,412.00
Accepted:     2 September 2026, 7:46 pm
Note from Karen: "Thursday or Friday next week works, gate code is on the side fence."

Next steps: schedule the job or convert the quote to an invoice from the Jobs tab.

View quote: https://app.quotewrench.com.au/quotes/Q-1048

-- 
Quotewrench Pty Ltd, Level 3, 88 Grenfell Street, Adelaide SA 5000
Manage notifications: https://app.quotewrench.com.au/settings/notifications
`,
    html: qw_page(
      "Karen Whitfield accepted Q-1048. Time to book it in.",
      `<p style="margin:0 0 14px;font-size:20px;font-weight:bold;">Quote accepted &#127881;</p>
<p style="margin:0 0 16px;">Good news, Tama! <strong>Karen Whitfield</strong> has accepted your quote.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #e4e6e8;font-size:14px;">
<tr><td style="color:#8a9096;width:140px;">Quote</td><td>Q-1048 &ndash; Replace 315L electric HWS with heat pump</td></tr>
<tr><td style="color:#8a9096;">Site</td><td>14 Banksia Crescent, Shailer Park QLD 4128</td></tr>
<tr><td style="color:#8a9096;">Total (inc GST)</td><td><strong>$3,412.00</strong></td></tr>
<tr><td style="color:#8a9096;">Accepted</td><td>2 September 2026, 7:46 pm</td></tr>
</table>
<p style="margin:16px 0;padding:12px;background:#fff4ea;border-left:3px solid #ff7a1a;font-style:italic;">&ldquo;Thursday or Friday next week works, gate code is on the side fence.&rdquo;</p>
<p style="margin:0;">Schedule the job or convert the quote to an invoice from the Jobs tab.</p>
${button("https://app.quotewrench.com.au/quotes/Q-1048", "View quote", "#ff7a1a")}`,
    ),
    enc: "qp",
  },
  {
    family: "quotewrench",
    group: "consumer",
    lang: "en",
    kind: "invoice-paid",
    code: null,
    link: null,
    from: "Quotewrench Payments <payments@quotewrench.com.au>",
    to: TAMA,
    subject: "Payment received for INV-2231",
    date: "Tue, 15 Sep 2026 10:03:55 +1000",
    text: `Payment received

Invoice INV-2231 has been paid in full by Loganlea Body Corporate (CTS 40112).

Amount paid:      $1,284.50
Card fee (1.75%):   -$22.48
Net to you:       $1,262.02
Paid by:          Visa ending 6603
Expected payout:  Thursday 17 September 2026 to BSB 064-***, account ****5521

The invoice is now marked as paid and synced to your accounting file.

See payout details: https://app.quotewrench.com.au/payouts/po_88KQ21

Quotewrench Pty Ltd, Level 3, 88 Grenfell Street, Adelaide SA 5000
`,
    html: qw_page(
      "INV-2231 was paid in full: $1,284.50.",
      `<p style="margin:0 0 6px;font-size:13px;color:#8a9096;text-transform:uppercase;letter-spacing:1px;">Payment received</p>
<p style="margin:0 0 18px;font-size:30px;font-weight:bold;color:#1b8a4b;">$1,284.50</p>
<p style="margin:0 0 16px;">Invoice <strong>INV-2231</strong> has been paid in full by Loganlea Body Corporate (CTS 40112).</p>
<table role="presentation" width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td>Amount paid</td><td align="right">$1,284.50</td></tr>
<tr><td>Card fee (1.75%)</td><td align="right">&minus;$22.48</td></tr>
<tr><td style="border-top:1px solid #e4e6e8;"><strong>Net to you</strong></td><td align="right" style="border-top:1px solid #e4e6e8;"><strong>$1,262.02</strong></td></tr>
<tr><td>Paid by</td><td align="right">Visa &bull;&bull;&bull;&bull; 6603</td></tr>
<tr><td>Expected payout</td><td align="right">Thu 17 Sep 2026 &middot; acct &bull;&bull;&bull;&bull;5521</td></tr>
</table>
<p style="margin:18px 0 0;"><a href="https://app.quotewrench.com.au/payouts/po_88KQ21" style="color:#ff7a1a;">See payout details &rarr;</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "quotewrench",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "739204",
    link: null,
    from: "Quotewrench <security@quotewrench.com.au>",
    to: TAMA,
    subject: "739 204 is your Quotewrench sign-in code",
    date: "Mon, 05 Oct 2026 06:12:08 +1000",
    text: `Hi Tama,

Someone (hopefully you) is signing in to Quotewrench on a new device:
Chrome on Windows - near Auckland, NZ - 5 Oct 2026 6:11 am AEST

Your sign-in code is:

    739 204

It expires in 10 minutes. Never share it, including with Quotewrench support.

If this wasn't you, change your password at https://app.quotewrench.com.au/settings/security

Quotewrench Pty Ltd, Level 3, 88 Grenfell Street, Adelaide SA 5000
`,
    html: qw_page(
      "Your code expires in 10 minutes.",
      `<p style="margin:0 0 14px;">Hi Tama,</p>
<p style="margin:0 0 14px;">Someone (hopefully you) is signing in to Quotewrench on a new device:<br>
<span style="color:#8a9096;">Chrome on Windows &middot; near Auckland, NZ &middot; 5 Oct 2026 6:11 am AEST</span></p>
<p style="margin:0 0 6px;">Your sign-in code is:</p>
<p style="margin:0 0 18px;font-family:'Courier New',monospace;font-size:34px;font-weight:bold;letter-spacing:6px;color:#2b2f33;">739&nbsp;204</p>
<p style="margin:0 0 14px;">It expires in 10 minutes. Never share it, including with Quotewrench support.</p>
<p style="margin:0;font-size:13px;color:#8a9096;">Not you? <a href="https://app.quotewrench.com.au/settings/security" style="color:#ff7a1a;">Change your password</a>.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "quotewrench",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://app.quotewrench.com.au/settings/reply-to/confirm?token=rt_5Wq0JmL2cYx8vT3nPa71",
    from: "Quotewrench <notifications@quotewrench.com.au>",
    to: "Faleolo Plumbing Accounts <accounts@faleoloplumbing.com.au>",
    subject: "Confirm your reply-to address for quotes and invoices",
    date: "Sat, 24 Oct 2026 14:20:41 +1000",
    text: `Hi Tama,

You asked us to send replies to your quotes and invoices to:
accounts@faleoloplumbing.com.au

Confirm this address so customers' replies reach you:
https://app.quotewrench.com.au/settings/reply-to/confirm?token=rt_5Wq0JmL2cYx8vT3nPa71

The link works for 48 hours. Until you confirm, replies keep going to tama@faleoloplumbing.com.au.

Cheers,
The Quotewrench team
`,
    html: qw_page(
      "One click and customer replies go to your accounts inbox.",
      `<p style="margin:0 0 14px;">Hi Tama,</p>
<p style="margin:0 0 14px;">You asked us to send replies to your quotes and invoices to <strong>accounts@faleoloplumbing.com.au</strong>.</p>
<p style="margin:0;">Confirm this address so customers&rsquo; replies reach you.</p>
${
        button(
          "https://app.quotewrench.com.au/settings/reply-to/confirm?token=rt_5Wq0JmL2cYx8vT3nPa71",
          "Confirm address",
          "#ff7a1a",
        )
      }
<p style="margin:0;font-size:13px;color:#8a9096;">The link works for 48 hours. Until you confirm, replies keep going to tama@faleoloplumbing.com.au.</p>`,
    ),
  },
  {
    family: "quotewrench",
    group: "consumer",
    lang: "en",
    kind: "quote-viewed",
    code: null,
    link: null,
    from: "Quotewrench <notifications@quotewrench.com.au>",
    to: TAMA,
    subject: "Hollis Builders viewed quote Q-1061",
    date: "Tue, 13 Oct 2026 12:51:30 +1000",
    text: `Quote Q-1061 was just viewed.

Customer: Hollis Builders Pty Ltd (Dan Hollis)
Job: Rough-in and fit-off, 2 bathrooms + laundry - Lot 14 Riverstone Estate, Yarrabilba
Total: $18,760.00 inc GST
Viewed: 13 Oct 2026, 12:50 pm - 3rd time

They haven't accepted yet. A quick call often helps: 0418 223 940.

Quotewrench Pty Ltd, Level 3, 88 Grenfell Street, Adelaide SA 5000
Manage notifications: https://app.quotewrench.com.au/settings/notifications
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Tallyroo (accounting)

function tr_page(pre: string, body: string): string {
  return `<!doctype html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>@media only screen and (max-width:620px){.wrap{width:100%!important}.pad{padding:20px!important}}</style></head>
<body style="margin:0;background:#eef3f1;">
<span style="display:none!important;color:#eef3f1;font-size:1px;line-height:1px;">${pre}</span>
<center>
<table class="wrap" width="580" cellpadding="0" cellspacing="0" border="0" style="margin:30px auto;">
<tr><td style="padding:0 0 14px;"><img src="https://static.tallyroo.com/mail/tallyroo-wordmark.png" alt="tallyroo" width="120" style="border:0;"></td></tr>
<tr><td class="pad" bgcolor="#ffffff" style="padding:36px 40px;border-top:4px solid #0e7c66;font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:21px;color:#24323a;">
${body}
</td></tr>
<tr><td style="padding:20px 10px;font-family:Verdana,sans-serif;font-size:11px;color:#7b8a91;text-align:center;">
Tallyroo Software Pty Ltd &middot; ABN 72 611 045 389 &middot; PO Box 1170, Fortitude Valley QLD 4006<br>
<a href="https://tallyroo.com/legal/privacy" style="color:#0e7c66;">Privacy</a> | <a href="https://tallyroo.com/legal/terms" style="color:#0e7c66;">Terms</a> | <a href="https://support.tallyroo.com" style="color:#0e7c66;">Support</a><br>
<a href="https://apps.apple.com/au/app/tallyroo/id1488201173"><img src="https://static.tallyroo.com/mail/badge-appstore.png" alt="Download on the App Store" height="34" style="margin:10px 4px 0;border:0;"></a><a href="https://play.google.com/store/apps/details?id=com.tallyroo.mobile"><img src="https://static.tallyroo.com/mail/badge-googleplay.png" alt="Get it on Google Play" height="34" style="margin:10px 4px 0;border:0;"></a>
</td></tr></table></center></body></html>`;
}

const tallyroo: Mail[] = [
  {
    family: "tallyroo",
    group: "consumer",
    lang: "en",
    kind: "two-step-code",
    code: "481057",
    link: null,
    from: "Tallyroo <no-reply@tallyroo.com>",
    to: TAMA,
    subject: "Your Tallyroo verification code",
    date: "Thu, 03 Sep 2026 21:34:50 +1000",
    text: `Your Tallyroo verification code

Enter this code to finish signing in to Faleolo Plumbing & Gas:

4 8 1 0 5 7

This code is valid for 5 minutes and can only be used once.

Didn't try to sign in? Someone may know your password. Reset it from the sign-in page and contact us at support.tallyroo.com.

Tallyroo Software Pty Ltd, PO Box 1170, Fortitude Valley QLD 4006
`,
    html: tr_page(
      "Enter this code to finish signing in.",
      `<h1 style="margin:0 0 18px;font-size:20px;font-weight:normal;">Your verification code</h1>
<p style="margin:0 0 20px;">Enter this code to finish signing in to <strong>Faleolo Plumbing &amp; Gas</strong>:</p>
<table cellpadding="0" cellspacing="6" border="0" align="center" style="margin:0 auto 22px;"><tr>
<td width="40" height="52" align="center" style="background:#eef3f1;border-radius:4px;font-family:Menlo,Consolas,monospace;font-size:26px;font-weight:bold;color:#0e7c66;">4</td>
<td width="40" height="52" align="center" style="background:#eef3f1;border-radius:4px;font-family:Menlo,Consolas,monospace;font-size:26px;font-weight:bold;color:#0e7c66;">8</td>
<td width="40" height="52" align="center" style="background:#eef3f1;border-radius:4px;font-family:Menlo,Consolas,monospace;font-size:26px;font-weight:bold;color:#0e7c66;">1</td>
<td width="40" height="52" align="center" style="background:#eef3f1;border-radius:4px;font-family:Menlo,Consolas,monospace;font-size:26px;font-weight:bold;color:#0e7c66;">0</td>
<td width="40" height="52" align="center" style="background:#eef3f1;border-radius:4px;font-family:Menlo,Consolas,monospace;font-size:26px;font-weight:bold;color:#0e7c66;">5</td>
<td width="40" height="52" align="center" style="background:#eef3f1;border-radius:4px;font-family:Menlo,Consolas,monospace;font-size:26px;font-weight:bold;color:#0e7c66;">7</td>
</tr></table>
<p style="margin:0 0 14px;">This code is valid for 5 minutes and can only be used once.</p>
<p style="margin:0;font-size:12px;color:#7b8a91;">Didn&#39;t try to sign in? Someone may know your password. Reset it from the sign-in page and <a href="https://support.tallyroo.com/hc/requests/new" style="color:#0e7c66;">let us know</a>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "tallyroo",
    group: "consumer",
    lang: "en",
    kind: "bas-reminder",
    code: null,
    link: null,
    from: "Tallyroo <hello@tallyroo.com>",
    to: TAMA,
    subject: "Your July–September BAS is due 28 October",
    date: "Mon, 12 Oct 2026 08:00:00 +1000",
    text: `Hi Tama,

Your Activity Statement for the July - September 2026 quarter is due on 28 October 2026.

Here's where Faleolo Plumbing & Gas is at:

  GST on sales (1A)        $6,918
  GST on purchases (1B)    $2,447
  PAYG instalment (T7)     $1,850
  Estimated to pay         $6,321

14 bank transactions from 1-30 September are still unreconciled. Reconcile them before you lodge so the figures are right.

Open your BAS: https://go.tallyroo.com/bas/2026-Q1

Lodging through your tax agent? You can ignore this reminder.

Tallyroo Software Pty Ltd, PO Box 1170, Fortitude Valley QLD 4006
Unsubscribe from reminders: https://tallyroo.com/email-preferences?u=f3c81d
`,
    html: tr_page(
      "Estimated to pay: $6,321. 14 transactions still to reconcile.",
      `<p style="margin:0 0 14px;">Hi Tama,</p>
<p style="margin:0 0 18px;">Your Activity Statement for the <strong>July &ndash; September 2026</strong> quarter is due on <strong>28 October 2026</strong>.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#f6f9f8;"><td>GST on sales (1A)</td><td align="right">$6,918</td></tr>
<tr><td>GST on purchases (1B)</td><td align="right">$2,447</td></tr>
<tr style="background:#f6f9f8;"><td>PAYG instalment (T7)</td><td align="right">$1,850</td></tr>
<tr><td style="border-top:2px solid #0e7c66;"><strong>Estimated to pay</strong></td><td align="right" style="border-top:2px solid #0e7c66;"><strong>$6,321</strong></td></tr>
</table>
<p style="margin:18px 0;padding:10px 12px;background:#fff8e1;">&#9888;&#65039; 14 bank transactions from 1&ndash;30 September are still unreconciled. Reconcile them before you lodge so the figures are right.</p>
<p style="margin:0;"><a href="https://go.tallyroo.com/bas/2026-Q1" style="display:inline-block;background:#0e7c66;color:#fff;padding:11px 22px;border-radius:3px;text-decoration:none;">Open your BAS</a></p>
<p style="margin:18px 0 0;font-size:12px;color:#7b8a91;">Lodging through your tax agent? You can ignore this reminder. <a href="https://tallyroo.com/email-preferences?u=f3c81d" style="color:#7b8a91;">Unsubscribe from reminders</a></p>`,
    ),
    enc: "b64",
  },
  {
    family: "tallyroo",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://go.tallyroo.com/invite/accept?i=8d1e6f0c-22ab-4c71-9e3a-5b0f7d2c4e19",
    from: "Linh Pham via Tallyroo <no-reply@tallyroo.com>",
    to: TAMA,
    subject: "Linh Pham invited you to connect with Pham & Co Bookkeeping",
    date: "Fri, 18 Sep 2026 11:26:03 +1000",
    text:
      `Linh Pham from Pham & Co Bookkeeping has invited you to connect your Tallyroo file "Faleolo Plumbing & Gas" to their practice.

Once connected, Pham & Co can reconcile transactions, prepare your BAS and run reports. They won't be able to pay bills or change your bank details.

Message from Linh:
"Hi Tama, as discussed on the phone - accept this and I'll get the September quarter sorted. Linh"

Accept invitation:
https://go.tallyroo.com/invite/accept?i=8d1e6f0c-22ab-4c71-9e3a-5b0f7d2c4e19

This invitation expires on 2 October 2026. If you don't know Pham & Co Bookkeeping, ignore this email.

Tallyroo Software Pty Ltd, PO Box 1170, Fortitude Valley QLD 4006
`,
    html: tr_page(
      "Pham & Co Bookkeeping wants to connect to your Tallyroo file.",
      `<p style="margin:0 0 16px;"><strong>Linh Pham</strong> from <strong>Pham &amp; Co Bookkeeping</strong> has invited you to connect your Tallyroo file &ldquo;Faleolo Plumbing &amp; Gas&rdquo; to their practice.</p>
<p style="margin:0 0 16px;">Once connected, Pham &amp; Co can reconcile transactions, prepare your BAS and run reports. They won&rsquo;t be able to pay bills or change your bank details.</p>
<table width="100%" cellpadding="14" cellspacing="0"><tr><td style="background:#f6f9f8;border-radius:4px;font-style:italic;color:#4a5960;">&ldquo;Hi Tama, as discussed on the phone &ndash; accept this and I&rsquo;ll get the September quarter sorted. Linh&rdquo;</td></tr></table>
<p style="margin:22px 0;text-align:center;"><a href="https://go.tallyroo.com/invite/accept?i=8d1e6f0c-22ab-4c71-9e3a-5b0f7d2c4e19" style="display:inline-block;background:#0e7c66;color:#fff;padding:12px 28px;border-radius:3px;text-decoration:none;font-weight:bold;">Accept invitation</a></p>
<p style="margin:0;font-size:12px;color:#7b8a91;">This invitation expires on 2 October 2026. If you don&rsquo;t know Pham &amp; Co Bookkeeping, ignore this email.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Commonwealth Tax Gateway

const TAXGW_FOOT = `This is an automated message from the Commonwealth Tax Gateway. Do not reply.
We will never ask for your password, TFN or one-time code by email, SMS or phone.
Help: https://www.taxgateway.gov.au/help  |  Report a scam: https://www.taxgateway.gov.au/scams`;

const cwlth_tax_gateway: Mail[] = [
  {
    family: "cwlth-tax-gateway",
    group: "regional",
    lang: "en",
    kind: "new-message",
    code: null,
    link: null,
    from: "Commonwealth Tax Gateway <noreply@notify.taxgateway.gov.au>",
    to: TAMA,
    subject: "You have a new message in your Tax Gateway inbox",
    date: "Wed, 09 Sep 2026 15:02:17 +1000",
    text: `Dear TAMA FALEOLO

You have a new message in your Tax Gateway inbox.

Subject: Notice of assessment - income year ending 30 June 2026
Date issued: 9 September 2026

To read it, sign in to Tax Gateway from www.taxgateway.gov.au and select Inbox. For your security we do not include links to sign in within our emails.

${TAXGW_FOOT}
`,
    html: null,
  },
  {
    family: "cwlth-tax-gateway",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "58204917",
    link: null,
    from: "Commonwealth Tax Gateway <noreply@notify.taxgateway.gov.au>",
    to: TAMA,
    subject: "Tax Gateway: your one-time access code",
    date: "Tue, 27 Oct 2026 20:41:36 +1000",
    text: `Dear TAMA FALEOLO

You asked for a one-time access code to be sent by email because your mobile (ending 417) could not be reached.

Your one-time access code is: 58204917

The code expires 15 minutes after it was sent (at 8:56 pm AEST, 27 October 2026).

If you did not ask for this code, call us on 13 28 61 (from overseas +61 2 6216 1111) between 8 am and 6 pm, Monday to Friday.

${TAXGW_FOOT}
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#1c3d5a;padding:14px 20px;"><img src="https://www.taxgateway.gov.au/assets/email/crest-white.png" alt="Australian Government - Commonwealth Tax Gateway" height="44"></td></tr>
<tr><td style="padding:24px 20px;">
<p>Dear TAMA FALEOLO</p>
<p>You asked for a one-time access code to be sent by email because your mobile (ending 417) could not be reached.</p>
<p>Your one-time access code is: <b style="font-size:18px;">58204917</b></p>
<p>The code expires 15 minutes after it was sent (at 8:56 pm AEST, 27 October 2026).</p>
<p>If you did not ask for this code, call us on 13 28 61 (from overseas +61 2 6216 1111) between 8 am and 6 pm, Monday to Friday.</p>
<hr style="border:0;border-top:1px solid #ccc;">
<p style="font-size:12px;color:#555;">This is an automated message from the Commonwealth Tax Gateway. Do not reply.<br>
We will never ask for your password, TFN or one-time code by email, SMS or phone.<br>
<a href="https://www.taxgateway.gov.au/help">Help</a> | <a href="https://www.taxgateway.gov.au/scams">Report a scam</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "cwlth-tax-gateway",
    group: "regional",
    lang: "en",
    kind: "details-changed",
    code: null,
    link: null,
    from: "Commonwealth Tax Gateway <noreply@notify.taxgateway.gov.au>",
    to: TAMA,
    subject: "Your refund account details have been updated",
    date: "Thu, 22 Oct 2026 09:18:44 +1000",
    text: `Dear TAMA FALEOLO

The financial institution details for your refunds were updated on 22 October 2026 at 9:17 am AEST.

  Account name:  FALEOLO PLUMBING & GAS
  BSB:           ***-201
  Account:       *****0938

Future refunds for ABN 41 622 908 117 will be paid into this account.

If you or your registered tax agent did not make this change, call us straight away on 13 28 61.

${TAXGW_FOOT}
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Sunstate Plumbing Licensing Board (QLD)

function sp_page(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="background:#7a1f2b;height:6px;font-size:0;">&nbsp;</td></tr>
<tr><td style="padding:18px 24px;"><img src="https://online.sunstateplumbingboard.qld.gov.au/static/img/spb-logo.gif" alt="Sunstate Plumbing Licensing Board" width="220"></td></tr>
<tr><td style="padding:0 24px 20px;font-family:Georgia,'Times New Roman',serif;font-size:15px;line-height:1.5;color:#222;">
${body}
</td></tr>
<tr><td style="padding:14px 24px;background:#f3f0ee;font-family:Arial,sans-serif;font-size:11px;color:#555;">
Sunstate Plumbing Licensing Board &middot; 63 George Street, Brisbane QLD 4000 &middot; GPO Box 2457, Brisbane QLD 4001<br>
Phone 1300 761 902 &middot; <a href="https://www.sunstateplumbingboard.qld.gov.au" style="color:#7a1f2b;">sunstateplumbingboard.qld.gov.au</a> &middot; <a href="https://www.sunstateplumbingboard.qld.gov.au/privacy" style="color:#7a1f2b;">Privacy</a><br>
&copy; State of Queensland 2026
</td></tr></table></body></html>`;
}

const sunstate_plumbing_board: Mail[] = [
  {
    family: "sunstate-plumbing-board",
    group: "regional",
    lang: "en",
    kind: "licence-renewal",
    code: null,
    link: null,
    from: "Sunstate Plumbing Licensing Board <licensing@sunstateplumbingboard.qld.gov.au>",
    to: TAMA,
    subject: "Licence 1186042 – renewal due 31 October 2026",
    date: "Tue, 01 Sep 2026 07:30:00 +1000",
    text: `Dear Mr Faleolo,

Licence number: 1186042
Licence classes: Plumber (open), Drainer, Gasfitter (Type A)
Expiry date: 31 October 2026

Your licence is due for renewal. To renew you need to:
  1. have completed 12 hours of continuing professional development (CPD) since your last renewal - our records show 8 hours;
  2. pay the renewal fee of $229.85 (3 years: $614.40).

You can renew in Licensing Online at https://online.sunstateplumbingboard.qld.gov.au, by phone on 1300 761 902, or in person at 63 George Street, Brisbane.

If your licence expires, you must not carry out regulated work until it is renewed. A late fee of $57.40 applies after 31 October 2026.

Kind regards,
Licensing Services
Sunstate Plumbing Licensing Board
`,
    html: sp_page(`<p>Dear Mr Faleolo,</p>
<table cellpadding="4" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #d9d2cc;">
<tr><td><b>Licence number</b></td><td>1186042</td></tr>
<tr><td><b>Licence classes</b></td><td>Plumber (open), Drainer, Gasfitter (Type A)</td></tr>
<tr><td><b>Expiry date</b></td><td>31 October 2026</td></tr>
</table>
<p>Your licence is due for renewal. To renew you need to:</p>
<ol><li>have completed 12 hours of continuing professional development (CPD) since your last renewal &ndash; our records show <b>8 hours</b>;</li>
<li>pay the renewal fee of $229.85 (3 years: $614.40).</li></ol>
<p>You can renew in <a href="https://online.sunstateplumbingboard.qld.gov.au">Licensing Online</a>, by phone on 1300 761 902, or in person at 63 George Street, Brisbane.</p>
<p>If your licence expires, you must not carry out regulated work until it is renewed. A late fee of $57.40 applies after 31 October 2026.</p>
<p>Kind regards,<br>Licensing Services<br>Sunstate Plumbing Licensing Board</p>`),
    enc: "qp",
  },
  {
    family: "sunstate-plumbing-board",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://online.sunstateplumbingboard.qld.gov.au/account/verify-email?uid=1186042&key=c9f2e07ab4d1356e",
    from: "Licensing Online <no-reply@online.sunstateplumbingboard.qld.gov.au>",
    to: TAMA,
    subject: "Licensing Online – please verify your email address",
    date: "Sun, 06 Sep 2026 18:55:10 +1000",
    text: `Dear Tama Faleolo,

You have updated the email address for your Licensing Online account (licence 1186042).

Please verify the new address by opening the link below:

https://online.sunstateplumbingboard.qld.gov.au/account/verify-email?uid=1186042&key=c9f2e07ab4d1356e

This link will expire in 72 hours. Renewal notices and audit letters will go to your previous email address until you verify.

Licensing Services
Sunstate Plumbing Licensing Board - 1300 761 902
`,
    html: sp_page(`<p>Dear Tama Faleolo,</p>
<p>You have updated the email address for your Licensing Online account (licence 1186042).</p>
<p>Please verify the new address by selecting the link below:</p>
<p><a href="https://online.sunstateplumbingboard.qld.gov.au/account/verify-email?uid=1186042&amp;key=c9f2e07ab4d1356e" style="font-family:Arial,sans-serif;font-weight:bold;color:#7a1f2b;">Verify my email address</a></p>
<p>This link will expire in 72 hours. Renewal notices and audit letters will go to your previous email address until you verify.</p>
<p>Licensing Services<br>Sunstate Plumbing Licensing Board &ndash; 1300 761 902</p>`),
  },
  {
    family: "sunstate-plumbing-board",
    group: "regional",
    lang: "en",
    kind: "renewal-receipt",
    code: null,
    link: null,
    from: "Sunstate Plumbing Licensing Board <licensing@sunstateplumbingboard.qld.gov.au>",
    to: TAMA,
    subject: "Tax invoice and renewed licence card – 1186042",
    date: "Fri, 16 Oct 2026 13:40:22 +1000",
    text: `Dear Mr Faleolo,

Thank you. Your licence has been renewed.

Licence number: 1186042
New expiry date: 31 October 2029
Amount paid: $614.40 (Mastercard ending 2290)
Receipt number: R-2026-0519983

Your tax invoice and digital licence card are attached (PDF). Your plastic card will arrive by post within 15 business days.

Kind regards,
Licensing Services
`,
    html: sp_page(`<p>Dear Mr Faleolo,</p>
<p>Thank you. Your licence has been renewed.</p>
<p style="font-family:Arial,sans-serif;font-size:13px;">Licence number: <b>1186042</b><br>New expiry date: <b>31 October 2029</b><br>Amount paid: $614.40 (Mastercard ending 2290)<br>Receipt number: R-2026-0519983</p>
<p>Your tax invoice and digital licence card are attached (PDF). Your plastic card will arrive by post within 15 business days.</p>
<p>Kind regards,<br>Licensing Services</p>`),
    attachment: [
      "SPLB_Receipt_R-2026-0519983.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Aotea Trades Registration Board (NZ)

const AOTEA_FOOT_TEXT = `Aotea Trades Registration Board | Te Poari Rēhita Mahi-ā-Ringa o Aotea
Level 6, 22 The Terrace, Wellington 6011 | 0800 268 321 | www.aoteatrades.govt.nz`;

function aotea_page(lang: string, pre: string, body: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background:#e9eef2;">
<div style="display:none;font-size:1px;color:#e9eef2;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#e9eef2"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="margin:20px 0;">
<tr><td bgcolor="#00394d" style="padding:16px 28px;"><img src="https://www.aoteatrades.govt.nz/email/atrb-logo-bilingual.png" alt="Aotea Trades Registration Board | Te Poari Rēhita Mahi-ā-Ringa o Aotea" width="260" style="display:block;"></td></tr>
<tr><td style="padding:26px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:23px;color:#1d2b33;">
${body}
</td></tr>
<tr><td bgcolor="#f4f6f8" style="padding:16px 28px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#5d6b73;">
Aotea Trades Registration Board | Te Poari Rēhita Mahi-ā-Ringa o Aotea<br>
Level 6, 22 The Terrace, Wellington 6011 &middot; 0800 268 321<br>
<a href="https://www.aoteatrades.govt.nz/privacy" style="color:#00394d;">Privacy</a> &middot; <a href="https://www.aoteatrades.govt.nz/contact" style="color:#00394d;">Contact us</a> &middot; <a href="https://www.govt.nz" style="color:#00394d;">New Zealand Government</a>
</td></tr></table></td></tr></table></body></html>`;
}

const aotea_trades_board: Mail[] = [
  {
    family: "aotea-trades-board",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "205871",
    link: null,
    from: "Aotea Trades Online <noreply@online.aoteatrades.govt.nz>",
    to: TAMA,
    subject: "Your Aotea Trades Online security code",
    date: "Mon, 07 Sep 2026 17:09:33 +1200",
    text: `Kia ora Tama,

Use this security code to sign in to Aotea Trades Online:

205871

The code will expire in 10 minutes.

If you didn't try to sign in, please call us on 0800 268 321 (from Australia +64 4 890 1120).

Ngā mihi,
Registrations team

${AOTEA_FOOT_TEXT}
`,
    html: aotea_page(
      "en",
      "Your security code expires in 10 minutes.",
      `<p style="margin:0 0 14px;">Kia ora Tama,</p>
<p style="margin:0 0 14px;">Use this security code to sign in to Aotea Trades Online:</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td style="border:2px dashed #00394d;padding:12px 24px;font-size:28px;font-weight:bold;letter-spacing:4px;color:#00394d;">205871</td></tr></table>
<p style="margin:14px 0;">The code will expire in 10 minutes.</p>
<p style="margin:0 0 14px;">If you didn&rsquo;t try to sign in, please call us on 0800 268 321 (from Australia +64 4 890 1120).</p>
<p style="margin:0;">Ngā mihi,<br>Registrations team</p>`,
    ),
    enc: "qp",
  },
  {
    family: "aotea-trades-board",
    group: "regional",
    lang: "en",
    kind: "licence-receipt",
    code: null,
    link: null,
    from: "Aotea Trades Registration Board <registrations@aoteatrades.govt.nz>",
    to: TAMA,
    subject: "Practising licence 2026/27 – payment receipt",
    date: "Thu, 10 Sep 2026 12:15:48 +1200",
    text: `Kia ora Tama,

Thank you for renewing your practising licence. Your payment has been received.

Registration number: 31904
Name: Tamaseu (Tama) Faleolo
Licence: Certifying Plumber, Licensed Drainlayer
Licence period: 1 October 2026 - 30 September 2027
Fee (incl. GST): NZ$587.65
Payment reference: ATRB-PL-8840217

Your receipt is attached. Your new photo licence card will be posted to 9 Bayside Way, Meadowbrook QLD 4131, Australia.

Remember: you must carry your licence card while doing restricted work and show it if asked.

Ngā mihi,
Registrations team

${AOTEA_FOOT_TEXT}
`,
    html: aotea_page(
      "en",
      "Payment received for your 2026/27 practising licence.",
      `<p style="margin:0 0 14px;">Kia ora Tama,</p>
<p style="margin:0 0 14px;">Thank you for renewing your practising licence. Your payment has been received.</p>
<table cellpadding="5" cellspacing="0" border="0" style="font-size:14px;border-top:1px solid #d5dde2;border-bottom:1px solid #d5dde2;">
<tr><td style="color:#5d6b73;">Registration number</td><td>31904</td></tr>
<tr><td style="color:#5d6b73;">Name</td><td>Tamaseu (Tama) Faleolo</td></tr>
<tr><td style="color:#5d6b73;">Licence</td><td>Certifying Plumber, Licensed Drainlayer</td></tr>
<tr><td style="color:#5d6b73;">Licence period</td><td>1 October 2026 &ndash; 30 September 2027</td></tr>
<tr><td style="color:#5d6b73;">Fee (incl. GST)</td><td>NZ$587.65</td></tr>
<tr><td style="color:#5d6b73;">Payment reference</td><td>ATRB-PL-8840217</td></tr>
</table>
<p style="margin:14px 0;">Your receipt is attached. Your new photo licence card will be posted to 9 Bayside Way, Meadowbrook QLD 4131, Australia.</p>
<p style="margin:0 0 14px;">Remember: you must carry your licence card while doing restricted work and show it if asked.</p>
<p style="margin:0;">Ngā mihi,<br>Registrations team</p>`,
    ),
    enc: "b64",
    attachment: [
      "ATRB-receipt-8840217.pdf",
      "application/pdf",
      "%PDF-1.5\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "aotea-trades-board",
    group: "regional",
    lang: "mi",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Te Poari Rēhita Mahi-ā-Ringa o Aotea <panui@aoteatrades.govt.nz>",
    to: TAMA,
    subject: "Pānui o Whiringa-ā-nuku 2026 | October update",
    date: "Wed, 14 Oct 2026 10:00:00 +1300",
    text: `Tēnā koutou katoa,

Nau mai ki te pānui o te marama o Whiringa-ā-nuku.

• Ngā ture hou mō te whakamātautau wai inu - ka tīmata ā te 1 o Hakihea 2026. Me whai tiwhikete hou ngā kaiwhakatō paipa katoa e mahi ana i ngā pūnaha wai inu tūmatanui.
• Ngā hui ā-rohe: Tāmaki Makaurau 4 Whiringa-ā-rangi, Ōtautahi 11 Whiringa-ā-rangi, Te Whanganui-a-Tara 18 Whiringa-ā-rangi. Ka tīmata ia hui i te 6:00 i te ahiahi.
• Kua tae mai te pūrongo ā-tau 2025/26. Kei tā mātou paetukutuku.

Kāore he mahi hei whakaoti māu i tēnei pānui.

Ngā mihi nui,
Te Poari

--- English ---
Kia ora koutou. New backflow testing rules start on 1 December 2026; regional meetings run in Auckland (4 Nov), Christchurch (11 Nov) and Wellington (18 Nov), 6 pm each night. Our 2025/26 annual report is out now on our website. Nothing to action in this update.

${AOTEA_FOOT_TEXT}
Whakakore ohaurunga / Unsubscribe: https://www.aoteatrades.govt.nz/panui/unsubscribe?s=31904
`,
    html: aotea_page(
      "mi",
      "Ngā ture hou, ngā hui ā-rohe, te pūrongo ā-tau.",
      `<p style="margin:0 0 14px;">Tēnā koutou katoa,</p>
<p style="margin:0 0 14px;">Nau mai ki te pānui o te marama o <b>Whiringa-ā-nuku</b>.</p>
<ul style="margin:0 0 14px;padding-left:20px;">
<li style="margin-bottom:8px;"><b>Ngā ture hou mō te whakamātautau wai inu</b> &ndash; ka tīmata ā te 1 o Hakihea 2026. Me whai tiwhikete hou ngā kaiwhakatō paipa katoa e mahi ana i ngā pūnaha wai inu tūmatanui.</li>
<li style="margin-bottom:8px;"><b>Ngā hui ā-rohe:</b> Tāmaki Makaurau 4 Whiringa-ā-rangi, Ōtautahi 11 Whiringa-ā-rangi, Te Whanganui-a-Tara 18 Whiringa-ā-rangi. Ka tīmata ia hui i te 6:00 i te ahiahi.</li>
<li>Kua tae mai te <a href="https://www.aoteatrades.govt.nz/purongo-a-tau-2026" style="color:#00394d;">pūrongo ā-tau 2025/26</a>.</li>
</ul>
<p style="margin:0 0 14px;">Kāore he mahi hei whakaoti māu i tēnei pānui.</p>
<p style="margin:0 0 20px;">Ngā mihi nui,<br>Te Poari</p>
<p style="margin:0;padding-top:14px;border-top:1px solid #d5dde2;font-size:13px;color:#5d6b73;"><b>English:</b> New backflow testing rules start on 1 December 2026; regional meetings run in Auckland (4 Nov), Christchurch (11 Nov) and Wellington (18 Nov), 6 pm each night. Our 2025/26 annual report is out now. Nothing to action in this update.<br><a href="https://www.aoteatrades.govt.nz/panui/unsubscribe?s=31904" style="color:#5d6b73;">Whakakore ohaurunga / Unsubscribe</a></p>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Wattle Bank (business banking)

function wb_page(pre: string, body: string): string {
  return `<html><head><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;background:#f7f5ef;">
<div style="display:none;">${pre}</div>
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellspacing="0" cellpadding="0" style="background:#fff;border:1px solid #e6e1d3;">
<tr><td style="padding:18px 26px;border-bottom:1px solid #e6e1d3;"><img src="https://email.wattlebank.com.au/i/wattle-logo.png" width="132" alt="Wattle Bank"></td></tr>
<tr><td style="padding:26px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#2f2f2f;">${body}</td></tr>
<tr><td style="padding:18px 26px;background:#3b3a36;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#cfcabb;">
Wattle Bank will never ask you to click a link to log on, or for your password or codes by phone.<br>
Wattle Bank Limited ABN 17 098 441 275 AFSL and Australian credit licence 241119. 120 Ann Street, Brisbane QLD 4000.<br>
<a href="https://www.wattlebank.com.au/security" style="color:#f2c230;">Security hub</a> &nbsp; <a href="https://www.wattlebank.com.au/privacy" style="color:#f2c230;">Privacy</a> &nbsp; 13 22 81
</td></tr></table></td></tr></table></body></html>`;
}

const wattlebank: Mail[] = [
  {
    family: "wattlebank",
    group: "consumer",
    lang: "en",
    kind: "payee-code",
    code: "621940",
    link: null,
    from: "Wattle Bank <alerts@email.wattlebank.com.au>",
    to: TAMA,
    subject: "Your Wattle Bank security code",
    date: "Fri, 11 Sep 2026 16:44:21 +1000",
    text: `Hi Tama,

You're adding a new payee in Wattle Business Online:

  Payee:   NINGBO HONGYUAN VALVE CO LTD
  Account: ending 4802 (international)

Your security code is 621940. Enter it on screen to approve this payee. It expires in 5 minutes.

Don't share this code with anyone - not even us. If you're not adding this payee, call 13 22 81 now.

Wattle Bank Limited ABN 17 098 441 275, 120 Ann Street, Brisbane QLD 4000
`,
    html: wb_page(
      "Approve your new payee.",
      `<p>Hi Tama,</p>
<p>You&#8217;re adding a new payee in Wattle Business Online:</p>
<p style="background:#f7f5ef;padding:10px 14px;">Payee: <b>NINGBO HONGYUAN VALVE CO LTD</b><br>Account: ending 4802 (international)</p>
<p>Your security code is <b style="font-size:17px;">621940</b>. Enter it on screen to approve this payee. It expires in 5 minutes.</p>
<p style="color:#a3261c;"><b>Don&#8217;t share this code with anyone &ndash; not even us.</b> If you&#8217;re not adding this payee, call 13 22 81 now.</p>`,
    ),
  },
  {
    family: "wattlebank",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Wattle Bank <estatements@email.wattlebank.com.au>",
    to: TAMA,
    subject: "Your Business Everyday statement is ready",
    date: "Sat, 03 Oct 2026 05:12:09 +1000",
    text: `Hi Tama,

Your statement for Business Everyday (account ending 0938) for the period 1 September - 30 September 2026 is now available in Wattle Business Online.

Opening balance:  $18,204.77
Closing balance:  $22,619.35

For your security we don't attach statements or include logon links. Log on through the Wattle Bank app or by typing wattlebank.com.au into your browser.

Wattle Bank Limited ABN 17 098 441 275, 120 Ann Street, Brisbane QLD 4000
Manage email preferences in the app under Profile > Notifications.
`,
    html: wb_page(
      "September statement for account ending 0938.",
      `<p>Hi Tama,</p>
<p>Your statement for <b>Business Everyday</b> (account ending 0938) for the period 1 September &ndash; 30 September 2026 is now available in Wattle Business Online.</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;"><tr><td>Opening balance</td><td align="right">$18,204.77</td></tr><tr><td>Closing balance</td><td align="right"><b>$22,619.35</b></td></tr></table>
<p>For your security we don&#8217;t attach statements or include logon links. Log on through the Wattle Bank app or by typing wattlebank.com.au into your browser.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "wattlebank",
    group: "consumer",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Wattle Bank <alerts@email.wattlebank.com.au>",
    to: TAMA,
    subject: "New device registered for Wattle Business Online",
    date: "Sun, 04 Oct 2026 21:07:51 +1000",
    text: `Hi Tama,

A new device was registered for the Wattle Bank app on 4 October 2026 at 9:06 pm AEST.

  Device: Samsung Galaxy S24
  Location: Auckland, New Zealand (approximate)

If this was you, there's nothing else to do.
If it wasn't you, call us straight away on 13 22 81 (from overseas +61 7 3011 2281) - we're available 24/7.

Wattle Bank Limited ABN 17 098 441 275, 120 Ann Street, Brisbane QLD 4000
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Tapnest (card terminal)

function tn_page(pre: string, body: string): string {
  return card(
    pre,
    `<tr><td style="padding:26px 36px 0;"><img src="https://assets.tapnest.com.au/email/tapnest-dark@2x.png" alt="tapnest" width="104" height="28"></td></tr>
<tr><td style="padding:22px 36px 30px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:24px;color:#1f1d2b;">${body}</td></tr>
<tr><td style="padding:20px 36px;border-top:1px solid #ecebf2;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:12px;line-height:18px;color:#8b88a0;">
Tapnest Payments Pty Ltd (ABN 30 640 118 552) &middot; 1/27 Cremorne Street, Cremorne VIC 3121<br>
Questions? Call 1800 827 663 or visit <a href="https://help.tapnest.com.au" style="color:#5b3ff6;">help.tapnest.com.au</a><br>
<a href="https://www.facebook.com/tapnestau" style="color:#8b88a0;">Facebook</a> &middot; <a href="https://www.instagram.com/tapnest.au" style="color:#8b88a0;">Instagram</a> &middot; <a href="https://www.tapnest.com.au/legal" style="color:#8b88a0;">Legal</a>
</td></tr>`,
    "#f5f4fa",
  );
}

const tapnest_pay: Mail[] = [
  {
    family: "tapnest-pay",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://dashboard.tapnest.com.au/verify-email?token=eyJ1IjoiMTE4MDQ0IiwiZSI6InRhbWEifQ.Qm9n7",
    from: "Tapnest <hello@tapnest.com.au>",
    to: TAMA,
    subject: "Verify your email to finish setting up Tapnest",
    date: "Tue, 08 Sep 2026 12:31:18 +1000",
    text: `Welcome to Tapnest, Tama.

Your Tapnest Mini terminal is on its way (Order TN-77310, arriving 10-11 Sep).

Before we can pay out your takings, verify your email address:
https://dashboard.tapnest.com.au/verify-email?token=eyJ1IjoiMTE4MDQ0IiwiZSI6InRhbWEifQ.Qm9n7

Then, when the terminal arrives:
1. Charge it for 30 minutes
2. Sign in to the dashboard and tap "Pair terminal"
3. Take your first payment - rates start at 1.4% per tap

Tapnest Payments Pty Ltd, 1/27 Cremorne Street, Cremorne VIC 3121 - 1800 827 663
`,
    html: tn_page(
      "Verify your email so we can pay out your takings.",
      `<h1 style="margin:0 0 12px;font-size:24px;">Welcome to Tapnest, Tama.</h1>
<p style="margin:0 0 14px;">Your Tapnest Mini terminal is on its way (Order TN-77310, arriving 10&ndash;11 Sep).</p>
<p style="margin:0;">Before we can pay out your takings, verify your email address.</p>
${
        button(
          "https://dashboard.tapnest.com.au/verify-email?token=eyJ1IjoiMTE4MDQ0IiwiZSI6InRhbWEifQ.Qm9n7",
          "Verify email",
          "#5b3ff6",
        )
      }
<p style="margin:0 0 6px;font-weight:600;">Then, when the terminal arrives:</p>
<ol style="margin:0;padding-left:20px;"><li>Charge it for 30 minutes</li><li>Sign in to the dashboard and tap &ldquo;Pair terminal&rdquo;</li><li>Take your first payment &ndash; rates start at 1.4% per tap</li></ol>`,
    ),
    enc: "qp",
  },
  {
    family: "tapnest-pay",
    group: "consumer",
    lang: "en",
    kind: "pairing-code",
    code: "4417-2093",
    link: null,
    from: "Tapnest <hello@tapnest.com.au>",
    to: TAMA,
    subject: "Your terminal pairing code",
    date: "Thu, 10 Sep 2026 18:02:40 +1000",
    text: `Hi Tama,

Here's the code to pair your Tapnest Mini (serial TNM-2B-00618833) with your account:

4417-2093

On the terminal, choose Settings > Pair with account and key in the code. It's valid for 30 minutes.

Didn't ask for this? You can safely ignore it - nobody can pair a terminal without the code.

Tapnest Payments Pty Ltd, 1/27 Cremorne Street, Cremorne VIC 3121 - 1800 827 663
`,
    html: tn_page(
      "Key this code into your Tapnest Mini.",
      `<p style="margin:0 0 14px;">Hi Tama,</p>
<p style="margin:0 0 18px;">Here&rsquo;s the code to pair your Tapnest Mini (serial TNM-2B-00618833) with your account:</p>
<div style="margin:0 0 18px;padding:18px;background:#f5f4fa;border-radius:10px;text-align:center;font-size:32px;font-weight:700;letter-spacing:3px;color:#5b3ff6;">4417-2093</div>
<p style="margin:0 0 14px;">On the terminal, choose <b>Settings &rsaquo; Pair with account</b> and key in the code. It&rsquo;s valid for 30 minutes.</p>
<p style="margin:0;color:#8b88a0;font-size:13px;">Didn&rsquo;t ask for this? You can safely ignore it &ndash; nobody can pair a terminal without the code.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "tapnest-pay",
    group: "consumer",
    lang: "en",
    kind: "settlement",
    code: null,
    link: null,
    from: "Tapnest <payouts@tapnest.com.au>",
    to: TAMA,
    subject: "Payout sent: $2,896.30",
    date: "Mon, 19 Oct 2026 09:00:12 +1000",
    text: `Payout sent

We've sent $2,896.30 to your bank account ending 0938. It should land today.

Sales (7 payments)     $2,937.42
Processing fees          -$41.12
Payout                 $2,896.30

Sales period: Fri 16 Oct 2026 - Sun 18 Oct 2026
Payout ID: po_3QZ81LM07

See the breakdown in your dashboard: https://dashboard.tapnest.com.au/payouts/po_3QZ81LM07
`,
    html: tn_page(
      "$2,896.30 is on its way to account ending 0938.",
      `<p style="margin:0 0 4px;color:#8b88a0;font-size:13px;">Payout sent</p>
<p style="margin:0 0 16px;font-size:34px;font-weight:700;">$2,896.30</p>
<p style="margin:0 0 16px;">We&rsquo;ve sent this to your bank account ending 0938. It should land today.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #ecebf2;">
<tr><td>Sales (7 payments)</td><td align="right">$2,937.42</td></tr>
<tr><td>Processing fees</td><td align="right">&minus;$41.12</td></tr>
<tr><td style="border-top:1px solid #ecebf2;font-weight:700;">Payout</td><td align="right" style="border-top:1px solid #ecebf2;font-weight:700;">$2,896.30</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#8b88a0;">Sales period: Fri 16 Oct &ndash; Sun 18 Oct 2026 &middot; Payout ID po_3QZ81LM07 &middot; <a href="https://dashboard.tapnest.com.au/payouts/po_3QZ81LM07" style="color:#5b3ff6;">See the breakdown</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- Coppertop Plumbing Supplies (trade counter)

const coppertop_trade: Mail[] = [
  {
    family: "coppertop-trade",
    group: "consumer",
    lang: "en",
    kind: "order-ready",
    code: null,
    link: null,
    from: "Coppertop Slacks Creek <slackscreek@coppertop.com.au>",
    to: TAMA,
    subject: "Order SO-88213 is ready to collect",
    date: "Wed, 16 Sep 2026 06:41:05 +1000",
    text: `FALEOLO PLUMBING & GAS (Acct 300714)

Your order is packed and waiting at the Slacks Creek trade counter.

Order: SO-88213    Your PO: SHAILER-HWS
Branch: 3 Kingston Road, Slacks Creek QLD 4127
Counter hours: Mon-Fri 6:00am-4:30pm, Sat 7:00am-12:00pm

  1 x  Rheem-compatible 270L heat pump kit           $2,148.00
  2 x  RMC 15mm tempering valve                      $   188.40
  1 x  Copper tube 15mm type B 6m                    $    71.95
  4 x  15mm press elbow 90deg                        $    34.60
                                  Total (inc GST)    $2,442.95

Charged to account - no payment needed at pickup. Just quote the order number at the counter.

Coppertop Plumbing Supplies | 1300 267 737 | coppertop.com.au
`,
    html:
      `<html><body style="margin:0;font-family:Tahoma,Verdana,sans-serif;font-size:13px;color:#222;background:#fff;">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #c9c9c9;">
<tr><td bgcolor="#b35b1e" style="padding:12px 16px;color:#fff;font-size:18px;font-weight:bold;"><img src="https://www.coppertop.com.au/media/email/ct-badge.png" alt="" width="24" height="24" style="vertical-align:middle;"> COPPERTOP <span style="font-weight:normal;font-size:12px;">PLUMBING SUPPLIES</span></td></tr>
<tr><td style="padding:16px;">
<p><b>FALEOLO PLUMBING &amp; GAS</b> (Acct 300714)</p>
<p style="font-size:16px;color:#b35b1e;"><b>Your order is packed and waiting at the Slacks Creek trade counter.</b></p>
<table cellpadding="3" cellspacing="0"><tr><td>Order:</td><td><b>SO-88213</b></td><td width="30"></td><td>Your PO:</td><td>SHAILER-HWS</td></tr></table>
<p>Branch: 3 Kingston Road, Slacks Creek QLD 4127<br>Counter hours: Mon&ndash;Fri 6:00am&ndash;4:30pm, Sat 7:00am&ndash;12:00pm</p>
<table width="100%" cellpadding="4" cellspacing="0" style="border-collapse:collapse;">
<tr bgcolor="#eeeeee"><th align="left">Qty</th><th align="left">Description</th><th align="right">Amount</th></tr>
<tr><td>1</td><td>Rheem-compatible 270L heat pump kit</td><td align="right">$2,148.00</td></tr>
<tr><td>2</td><td>RMC 15mm tempering valve</td><td align="right">$188.40</td></tr>
<tr><td>1</td><td>Copper tube 15mm type B 6m</td><td align="right">$71.95</td></tr>
<tr><td>4</td><td>15mm press elbow 90&deg;</td><td align="right">$34.60</td></tr>
<tr><td></td><td align="right"><b>Total (inc GST)</b></td><td align="right"><b>$2,442.95</b></td></tr>
</table>
<p>Charged to account &ndash; no payment needed at pickup. Just quote the order number at the counter.</p>
</td></tr>
<tr><td bgcolor="#f2f2f2" style="padding:10px 16px;font-size:11px;color:#666;">Coppertop Plumbing Supplies &middot; 1300 267 737 &middot; <a href="https://www.coppertop.com.au">coppertop.com.au</a> &middot; <a href="https://www.coppertop.com.au/branches/slacks-creek">Branch details</a></td></tr>
</table></body></html>`,
  },
  {
    family: "coppertop-trade",
    group: "consumer",
    lang: "en",
    kind: "statement",
    code: null,
    link: null,
    from: "Coppertop Accounts Receivable <ar@coppertop.com.au>",
    to: "Faleolo Plumbing Accounts <accounts@faleoloplumbing.com.au>",
    subject: "Statement of account 300714 – September 2026",
    date: "Thu, 01 Oct 2026 02:15:00 +1000",
    text: `Dear Customer,

Please find attached your statement of account for September 2026.

Account: 300714 - FALEOLO PLUMBING & GAS
Closing balance: $5,931.28
Amount due by 31/10/2026: $5,931.28
Overdue: $0.00

Pay by EFT: BSB 034-002, Account 228190, reference 300714.
BPAY: Biller code 771204, Ref 3007140.

If you have any queries about this statement please reply to this email or call Accounts on 07 3290 4410.

Regards,
Accounts Receivable
Coppertop Plumbing Supplies Pty Ltd ABN 58 009 421 663

This email and any attachments are confidential. If you are not the intended recipient please delete it.
`,
    html: null,
    attachment: [
      "STMT_300714_202609.pdf",
      "application/pdf",
      "%PDF-1.3\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "coppertop-trade",
    group: "consumer",
    lang: "en",
    kind: "activate-link",
    code: null,
    link: "https://trade.coppertop.com.au/account/activate/300714/6b0f21d9a8c44e5fa0b2",
    from: "Coppertop Trade Online <online@coppertop.com.au>",
    to: TAMA,
    subject: "Set up your Coppertop Trade Online login",
    date: "Tue, 22 Sep 2026 14:05:30 +1000",
    text: `Hi Tama,

Thanks for asking the Slacks Creek branch for online access to trade account 300714.

With Trade Online you can see your account pricing, check stock at 41 branches, order for pickup or site delivery and download invoices.

Set your password to activate your login:
https://trade.coppertop.com.au/account/activate/300714/6b0f21d9a8c44e5fa0b2

This link expires in 7 days. Your username is tama@faleoloplumbing.com.au.

Coppertop Plumbing Supplies | 1300 267 737 | coppertop.com.au
`,
    html: `<html><body style="margin:0;font-family:Tahoma,Verdana,sans-serif;font-size:13px;color:#222;">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #c9c9c9;">
<tr><td bgcolor="#b35b1e" style="padding:12px 16px;color:#fff;font-size:18px;font-weight:bold;">COPPERTOP <span style="font-weight:normal;font-size:12px;">TRADE ONLINE</span></td></tr>
<tr><td style="padding:18px 16px;">
<p>Hi Tama,</p>
<p>Thanks for asking the Slacks Creek branch for online access to trade account <b>300714</b>.</p>
<p>With Trade Online you can see your account pricing, check stock at 41 branches, order for pickup or site delivery and download invoices.</p>
<p style="margin:22px 0;"><a href="https://trade.coppertop.com.au/account/activate/300714/6b0f21d9a8c44e5fa0b2" style="background:#b35b1e;color:#fff;padding:10px 20px;text-decoration:none;font-weight:bold;">Set your password</a></p>
<p>This link expires in 7 days. Your username is tama@faleoloplumbing.com.au.</p>
</td></tr>
<tr><td bgcolor="#f2f2f2" style="padding:10px 16px;font-size:11px;color:#666;">Coppertop Plumbing Supplies &middot; 1300 267 737 &middot; <a href="https://www.coppertop.com.au">coppertop.com.au</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- HotFlow Wholesale (hot water wholesaler)

const hotflow_wholesale: Mail[] = [
  {
    family: "hotflow-wholesale",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "HotFlow Wholesale <news@e.hotflow.com.au>",
    to: TAMA,
    subject: "Spring heat pump rebates + 10% off tempering valves this month",
    date: "Thu, 24 Sep 2026 11:00:00 +1000",
    text: `HotFlow Trade News - September 2026

QLD HEAT PUMP REBATES ARE BACK
Households can claim up to $1,000 back on a heat pump installed between 1 Oct and 31 Dec 2026. Our rebate pack has the forms and a customer flyer you can print.
https://e.hotflow.com.au/c/9KQ2/rebate-pack

10% OFF TEMPERING VALVES
Use code HOTFLOW10 online or quote it at the counter. Ends 31 October 2026. Not with other offers.

BREKKIE AT THE BRANCH
Capalaba, Fri 9 October, 6-8am. Bacon and egg rolls, and a rep from Aquaheat with the new 220L unit.

HotFlow Wholesale, 12 Enterprise Street, Capalaba QLD 4157 - 07 3823 6600
Unsubscribe: https://e.hotflow.com.au/u/9KQ2?e=tama%40faleoloplumbing.com.au
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#111;">
<div style="display:none;">Rebates are back, and 10% off tempering valves.</div>
<table width="100%" bgcolor="#111111" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td><a href="https://e.hotflow.com.au/c/9KQ2/home"><img src="https://e.hotflow.com.au/img/2026-09/header.jpg" width="600" alt="HotFlow Trade News - September 2026" style="display:block;"></a></td></tr>
<tr><td style="padding:24px;font-family:Arial,sans-serif;">
<h2 style="margin:0 0 8px;color:#d7262e;">QLD heat pump rebates are back</h2>
<p style="margin:0 0 12px;font-size:14px;line-height:21px;">Households can claim up to $1,000 back on a heat pump installed between 1 Oct and 31 Dec 2026. Our rebate pack has the forms and a customer flyer you can print.</p>
<a href="https://e.hotflow.com.au/c/9KQ2/rebate-pack" style="color:#d7262e;font-weight:bold;">Get the rebate pack &raquo;</a>
</td></tr>
<tr><td style="padding:0 24px 24px;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="16" cellspacing="0" bgcolor="#fff1e0"><tr><td align="center">
<p style="margin:0;font-size:22px;font-weight:bold;">10% OFF TEMPERING VALVES</p>
<p style="margin:6px 0;font-size:14px;">Use code <span style="border:1px dashed #d7262e;padding:2px 8px;font-weight:bold;">HOTFLOW10</span> online or at the counter.</p>
<p style="margin:0;font-size:11px;color:#666;">Ends 31 October 2026. Not with other offers.</p>
</td></tr></table></td></tr>
<tr><td style="padding:0 24px 24px;font-family:Arial,sans-serif;font-size:14px;"><b>Brekkie at the branch</b> &ndash; Capalaba, Fri 9 October, 6&ndash;8am. Bacon and egg rolls, and a rep from Aquaheat with the new 220L unit.</td></tr>
<tr><td bgcolor="#222222" style="padding:16px 24px;font-family:Arial,sans-serif;font-size:11px;color:#aaa;">HotFlow Wholesale &middot; 12 Enterprise Street, Capalaba QLD 4157 &middot; 07 3823 6600<br><a href="https://e.hotflow.com.au/u/9KQ2?e=tama%40faleoloplumbing.com.au" style="color:#aaa;">Unsubscribe</a> &middot; <a href="https://www.hotflow.com.au/privacy" style="color:#aaa;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "hotflow-wholesale",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "HotFlow Dispatch <dispatch@hotflow.com.au>",
    to: TAMA,
    subject: "Dispatched: HF-240915 to 27 Kenmore St, Beenleigh",
    date: "Mon, 28 Sep 2026 13:22:17 +1000",
    text: `Your order has left our Capalaba warehouse.

Order: HF-240915
Deliver to: 27 Kenmore St, Beenleigh QLD 4207 (site delivery - leave in carport)
Carrier: Bayline Freight, consignment BLF0048821907
Estimated delivery: Tuesday 29 September, AM run

Items: 1 x Aquaheat 250L stainless HWS, 1 x 1.2m relief drain kit

Track it: https://track.baylinefreight.com.au/BLF0048821907

HotFlow Wholesale - 07 3823 6600
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Hammerlist (job marketplace)

function hl_page(pre: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background-color:#fdf6e9;">
<div style="display:none;max-height:0px;overflow:hidden;">${pre}</div>
<table border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#fdf6e9"><tr><td align="center" valign="top" style="padding:20px 10px;">
<table border="0" cellpadding="0" cellspacing="0" width="600">
<tr><td align="left" style="padding:0 0 16px;"><a href="https://click.hammerlist.com.au/ls/click?upn=home-hdr"><img src="https://img.hammerlist.com.au/e/hl-logo-yellow.png" alt="Hammerlist" width="140" height="36" border="0" /></a></td></tr>
<tr><td bgcolor="#ffffff" style="padding:30px;border-radius:8px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#33302b;">${body}</td></tr>
<tr><td align="center" style="padding:20px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#8c8577;">
<a href="https://click.hammerlist.com.au/ls/click?upn=app-ios"><img src="https://img.hammerlist.com.au/e/appstore.png" alt="App Store" height="32" border="0" /></a>&nbsp;<a href="https://click.hammerlist.com.au/ls/click?upn=app-android"><img src="https://img.hammerlist.com.au/e/googleplay.png" alt="Google Play" height="32" border="0" /></a><br /><br />
Hammerlist Pty Ltd &middot; 201 Sussex Street, Sydney NSW 2000<br />
You're receiving this because you have a Hammerlist tradie account. <a href="https://click.hammerlist.com.au/ls/click?upn=prefs" style="color:#8c8577;">Email preferences</a> &middot; <a href="https://click.hammerlist.com.au/ls/click?upn=help" style="color:#8c8577;">Help</a><br />&copy; 2026 Hammerlist
</td></tr></table></td></tr></table></body></html>`;
}

const hammerlist: Mail[] = [
  {
    family: "hammerlist",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "583920",
    link: "https://click.hammerlist.com.au/ls/click?upn=verify-7Hq2x&t=583920&u=tama%40faleoloplumbing.com.au",
    from: "Hammerlist <team@hammerlist.com.au>",
    to: TAMA,
    subject: "Confirm your email to start winning jobs",
    date: "Sat, 05 Sep 2026 07:58:14 +1000",
    text: `G'day Tama,

Thanks for signing up to Hammerlist as a tradie. One quick thing before we show you jobs near Logan: confirm your email.

Click this link:
https://click.hammerlist.com.au/ls/click?upn=verify-7Hq2x&t=583920&u=tama%40faleoloplumbing.com.au

Or, in the app, enter this code: 583920

Once you're confirmed, add your licence number and a few photos of your work - profiles with photos get 3x more enquiries.

Cheers,
The Hammerlist team
`,
    html: hl_page(
      "One quick thing before we show you jobs.",
      `<p style="margin:0 0 14px;font-size:22px;font-weight:bold;">G&rsquo;day Tama,</p>
<p style="margin:0 0 20px;">Thanks for signing up to Hammerlist as a tradie. One quick thing before we show you jobs near Logan: confirm your email.</p>
<table border="0" cellpadding="0" cellspacing="0"><tr><td bgcolor="#ffc629" style="border-radius:24px;"><a href="https://click.hammerlist.com.au/ls/click?upn=verify-7Hq2x&amp;t=583920&amp;u=tama%40faleoloplumbing.com.au" style="display:inline-block;padding:12px 30px;font-weight:bold;color:#33302b;text-decoration:none;">Confirm my email</a></td></tr></table>
<p style="margin:22px 0 6px;">Or, in the app, enter this code:</p>
<p style="margin:0 0 22px;font-size:28px;font-weight:bold;letter-spacing:8px;">583920</p>
<p style="margin:0;">Once you&rsquo;re confirmed, add your licence number and a few photos of your work &ndash; profiles with photos get 3x more enquiries.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "hammerlist",
    group: "consumer",
    lang: "en",
    kind: "new-lead",
    code: null,
    link: null,
    from: "Hammerlist <jobs@hammerlist.com.au>",
    to: TAMA,
    subject: "New job in Waterford West: Leaking shower mixer – budget $300–$500",
    date: "Tue, 29 Sep 2026 16:13:02 +1000",
    text: `New job matching your trades

Leaking shower mixer, water coming through wall into hallway
Waterford West QLD 4133 - 9.2 km from you
Budget: $300-$500 - Wanted: this week
Posted by Jess R. - 2 tradies have quoted

"Mixer drips constantly and there's a damp patch on the other side of the wall. House is about 20 years old. Can send more photos."

Quote on this job: https://click.hammerlist.com.au/ls/click?upn=job-4471082
Leads cost 6 credits. You have 34 credits left.
`,
    html: hl_page(
      "Waterford West - budget $300-$500 - 2 tradies have quoted",
      `<p style="margin:0 0 4px;font-size:12px;text-transform:uppercase;color:#8c8577;">New job matching your trades</p>
<p style="margin:0 0 12px;font-size:19px;font-weight:bold;">Leaking shower mixer, water coming through wall into hallway</p>
<table cellpadding="3" cellspacing="0" border="0" style="font-size:14px;color:#55504a;">
<tr><td>&#128205;</td><td>Waterford West QLD 4133 &middot; 9.2 km from you</td></tr>
<tr><td>&#128176;</td><td>Budget $300&ndash;$500 &middot; Wanted this week</td></tr>
<tr><td>&#128100;</td><td>Jess R. &middot; 2 tradies have quoted</td></tr>
</table>
<p style="margin:16px 0;padding:12px;background:#f7f3ea;border-radius:6px;">&ldquo;Mixer drips constantly and there&rsquo;s a damp patch on the other side of the wall. House is about 20 years old. Can send more photos.&rdquo;</p>
<table border="0" cellpadding="0" cellspacing="0"><tr><td bgcolor="#33302b" style="border-radius:24px;"><a href="https://click.hammerlist.com.au/ls/click?upn=job-4471082" style="display:inline-block;padding:11px 26px;color:#ffc629;font-weight:bold;text-decoration:none;">Quote on this job</a></td></tr></table>
<p style="margin:14px 0 0;font-size:12px;color:#8c8577;">Leads cost 6 credits. You have 34 credits left.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "hammerlist",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: "https://www.hammerlist.com.au/auth/magic?token=ml_c2VjcmV0LXRva2VuLTk5MTI&next=%2Ftradie%2Fleads",
    from: "Hammerlist <team@hammerlist.com.au>",
    to: TAMA,
    subject: "Your Hammerlist login link",
    date: "Wed, 14 Oct 2026 05:49:27 +1000",
    text: `Hi Tama,

Tap the link below to log in to Hammerlist. It works once and expires in 15 minutes.

https://www.hammerlist.com.au/auth/magic?token=ml_c2VjcmV0LXRva2VuLTk5MTI&next=%2Ftradie%2Fleads

Requested from: Safari on iPhone, Logan Central QLD

Didn't ask to log in? Ignore this email - your account is safe.
`,
    html: hl_page(
      "It works once and expires in 15 minutes.",
      `<p style="margin:0 0 14px;">Hi Tama,</p>
<p style="margin:0 0 20px;">Tap the button below to log in to Hammerlist. It works once and expires in 15 minutes.</p>
<table border="0" cellpadding="0" cellspacing="0"><tr><td bgcolor="#ffc629" style="border-radius:24px;"><a href="https://www.hammerlist.com.au/auth/magic?token=ml_c2VjcmV0LXRva2VuLTk5MTI&amp;next=%2Ftradie%2Fleads" style="display:inline-block;padding:12px 34px;font-weight:bold;color:#33302b;text-decoration:none;">Log in to Hammerlist</a></td></tr></table>
<p style="margin:20px 0 0;font-size:13px;color:#8c8577;">Requested from: Safari on iPhone, Logan Central QLD<br />Didn&rsquo;t ask to log in? Ignore this email &ndash; your account is safe.</p>`,
    ),
  },
  {
    family: "hammerlist",
    group: "consumer",
    lang: "en",
    kind: "review-received",
    code: null,
    link: null,
    from: "Hammerlist <team@hammerlist.com.au>",
    to: TAMA,
    subject: "★★★★★ Jess R. left you a review",
    date: "Sun, 04 Oct 2026 19:31:45 +1000",
    text: `Nice work, Tama!

Jess R. from Waterford West rated your work 5 stars:

"Turned up when he said he would, found the cracked elbow behind the mixer and had it sorted in two hours. Left the bathroom cleaner than he found it. Highly recommend."

Your rating: 4.9 from 17 reviews

Reply to the review: https://click.hammerlist.com.au/ls/click?upn=review-88102
`,
    html: hl_page(
      "Jess R. rated your work 5 stars.",
      `<p style="margin:0 0 14px;font-size:22px;font-weight:bold;">Nice work, Tama!</p>
<p style="margin:0 0 10px;">Jess R. from Waterford West rated your work:</p>
<p style="margin:0 0 10px;font-size:24px;color:#ffb400;">&#9733;&#9733;&#9733;&#9733;&#9733;</p>
<p style="margin:0 0 16px;font-style:italic;">&ldquo;Turned up when he said he would, found the cracked elbow behind the mixer and had it sorted in two hours. Left the bathroom cleaner than he found it. Highly recommend.&rdquo;</p>
<p style="margin:0 0 16px;">Your rating: <b>4.9</b> from 17 reviews</p>
<a href="https://click.hammerlist.com.au/ls/click?upn=review-88102" style="color:#33302b;font-weight:bold;">Reply to the review &rarr;</a>`,
    ),
  },
];

// ---------------------------------------------------------------- FuelRoo Fleet (fuel card)

const fuelroo_fleet: Mail[] = [
  {
    family: "fuelroo-fleet",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "FR-730164",
    code_digits: "730164",
    link: null,
    from: "FuelRoo Fleet <noreply@fuelroo.com.au>",
    to: TAMA,
    subject: "FuelRoo Online – one-time passcode",
    date: "Fri, 02 Oct 2026 12:07:39 +1000",
    text: `FuelRoo Fleet Online

Your one-time passcode is: FR-730164

Type the 6 digits after "FR-" on the login screen. The passcode expires in 10 minutes.

Customer: FALEOLO PLUMBING & GAS - 7045 1120 88
If you didn't request this passcode, call Fleet Support on 1300 384 766.
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#333;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#00853f;padding:10px 18px;"><span style="color:#fff;font-size:20px;font-weight:bold;">FuelRoo</span><span style="color:#c8f0d6;font-size:13px;"> Fleet Online</span></td></tr>
<tr><td style="padding:18px;">
<p>Your one-time passcode is:</p>
<p style="font-size:26px;font-weight:bold;color:#00853f;">FR-730164</p>
<p>Type the 6 digits after &quot;FR-&quot; on the login screen. The passcode expires in 10 minutes.</p>
<p style="font-size:12px;color:#777;">Customer: FALEOLO PLUMBING &amp; GAS &ndash; 7045 1120 88<br>If you didn&#39;t request this passcode, call Fleet Support on 1300 384 766.</p>
</td></tr></table></body></html>`,
  },
  {
    family: "fuelroo-fleet",
    group: "consumer",
    lang: "en",
    kind: "statement",
    code: null,
    link: null,
    from: "FuelRoo Fleet <statements@fuelroo.com.au>",
    to: "Faleolo Plumbing Accounts <accounts@faleoloplumbing.com.au>",
    subject: "Your FuelRoo Fleet statement – period ending 30/09/2026",
    date: "Sat, 03 Oct 2026 03:30:00 +1000",
    text: `FALEOLO PLUMBING & GAS
Customer number 7045 1120 88

Statement period: 01/09/2026 - 30/09/2026
Cards on account: 2 (ending 3307 HILUX 1XK-4TF, ending 3315 TRANSIT 712-QWE)

Fuel purchases       41 transactions    2,318.4 L    $4,702.36
Car wash / other      3 transactions                   $58.50
Account fee                                              $4.95
Total due                                            $4,765.81
Direct debit date: 20/10/2026 from account ending 0938

Log in to FuelRoo Online to view transactions by card or export to your accounting software.

FuelRoo Fleet Pty Ltd, 600 Wickham Street, Fortitude Valley QLD 4006 | 1300 384 766
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#333;">
<table width="640" cellpadding="0" cellspacing="0" style="border:1px solid #ddd;">
<tr><td style="background:#00853f;padding:10px 18px;" colspan="2"><span style="color:#fff;font-size:20px;font-weight:bold;">FuelRoo</span><span style="color:#c8f0d6;"> Fleet</span></td></tr>
<tr><td style="padding:16px 18px;" colspan="2"><b>FALEOLO PLUMBING &amp; GAS</b><br>Customer number 7045 1120 88<br>Statement period: 01/09/2026 &ndash; 30/09/2026<br>Cards on account: 2 (ending 3307 HILUX 1XK-4TF, ending 3315 TRANSIT 712-QWE)</td></tr>
<tr><td style="padding:4px 18px;">Fuel purchases (41 transactions, 2,318.4 L)</td><td align="right" style="padding:4px 18px;">$4,702.36</td></tr>
<tr><td style="padding:4px 18px;">Car wash / other (3)</td><td align="right" style="padding:4px 18px;">$58.50</td></tr>
<tr><td style="padding:4px 18px;">Account fee</td><td align="right" style="padding:4px 18px;">$4.95</td></tr>
<tr><td style="padding:8px 18px;border-top:1px solid #ddd;"><b>Total due</b></td><td align="right" style="padding:8px 18px;border-top:1px solid #ddd;"><b>$4,765.81</b></td></tr>
<tr><td style="padding:10px 18px;" colspan="2">Direct debit date: 20/10/2026 from account ending 0938.<br>Log in to <a href="https://online.fuelroo.com.au">FuelRoo Online</a> to view transactions by card or export to your accounting software.</td></tr>
<tr><td style="padding:10px 18px;background:#f4f4f4;font-size:11px;color:#777;" colspan="2">FuelRoo Fleet Pty Ltd, 600 Wickham Street, Fortitude Valley QLD 4006 &middot; 1300 384 766 &middot; <a href="https://www.fuelroo.com.au/privacy">Privacy</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Linkway (toll roads)

const linkway_tolls: Mail[] = [
  {
    family: "linkway-tolls",
    group: "consumer",
    lang: "en",
    kind: "low-balance",
    code: null,
    link: null,
    from: "Linkway <noreply@linkway.com.au>",
    to: TAMA,
    subject: "Your Linkway account balance is low",
    date: "Mon, 21 Sep 2026 08:16:52 +1000",
    text: `Hi Tama,

Your Linkway account 40028817 balance is $6.20, below your low balance level of $15.00.

We tried to top up $40.00 automatically from your card ending 2290 but the payment was declined.

To avoid toll notices and admin fees, update your card or top up in the Linkway app or at linkway.com.au/myaccount.

Linkway Tolling Pty Ltd | 13 43 52 | PO Box 9, Woolloongabba QLD 4102
`,
    html: `<html><body style="margin:0;font-family:'Trebuchet MS',Arial,sans-serif;color:#2a2a2a;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 0;border-bottom:4px solid #e5007d;"><img src="https://www.linkway.com.au/assets/mail/linkway.png" alt="Linkway" height="30"></td></tr>
<tr><td style="padding:22px 0;font-size:14px;line-height:21px;">
<p>Hi Tama,</p>
<p>Your Linkway account <b>40028817</b> balance is <b style="color:#e5007d;">$6.20</b>, below your low balance level of $15.00.</p>
<p>We tried to top up $40.00 automatically from your card ending 2290 but the payment was declined.</p>
<p>To avoid toll notices and admin fees, update your card or top up in the Linkway app or at <a href="https://www.linkway.com.au/myaccount" style="color:#e5007d;">linkway.com.au/myaccount</a>.</p>
</td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #ddd;font-size:11px;color:#777;">Linkway Tolling Pty Ltd &middot; 13 43 52 &middot; PO Box 9, Woolloongabba QLD 4102 &middot; <a href="https://www.linkway.com.au/privacy" style="color:#777;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "linkway-tolls",
    group: "consumer",
    lang: "en",
    kind: "trip-statement",
    code: null,
    link: null,
    from: "Linkway <statements@linkway.com.au>",
    to: TAMA,
    subject: "Linkway statement 1–30 September 2026",
    date: "Thu, 01 Oct 2026 04:00:00 +1000",
    text: `LINKWAY ACCOUNT STATEMENT
Account: 40028817    Name: T FALEOLO
Period: 01/09/2026 to 30/09/2026

Vehicle      Tag           Trips   Tolls
1XK4TF       ...0412461     38     $187.62
712QWE       ...0412479     11      $49.30

Top-ups:                          $240.00
Opening balance:                   $21.44
Closing balance:                   $24.52

Full trip list: log in at linkway.com.au/myaccount > Statements.
Linkway Tolling Pty Ltd | 13 43 52
`,
    html: null,
  },
  {
    family: "linkway-tolls",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://myaccount.linkway.com.au/email/confirm/40028817/Zk4mQ1x9bV",
    from: "Linkway <noreply@linkway.com.au>",
    to: "Faleolo Plumbing Accounts <accounts@faleoloplumbing.com.au>",
    subject: "Confirm the new email address on your Linkway account",
    date: "Tue, 20 Oct 2026 10:45:33 +1000",
    text: `Hi Tama,

You changed the email address for statements and notices on Linkway account 40028817 to accounts@faleoloplumbing.com.au.

Confirm this address:
https://myaccount.linkway.com.au/email/confirm/40028817/Zk4mQ1x9bV

If you don't confirm within 7 days we'll keep sending emails to your old address.

Linkway Tolling Pty Ltd | 13 43 52 | PO Box 9, Woolloongabba QLD 4102
`,
    html: `<html><body style="margin:0;font-family:'Trebuchet MS',Arial,sans-serif;color:#2a2a2a;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 0;border-bottom:4px solid #e5007d;"><img src="https://www.linkway.com.au/assets/mail/linkway.png" alt="Linkway" height="30"></td></tr>
<tr><td style="padding:22px 0;font-size:14px;line-height:21px;">
<p>Hi Tama,</p>
<p>You changed the email address for statements and notices on Linkway account 40028817 to <b>accounts@faleoloplumbing.com.au</b>.</p>
<p style="margin:24px 0;"><a href="https://myaccount.linkway.com.au/email/confirm/40028817/Zk4mQ1x9bV" style="background:#e5007d;color:#fff;padding:12px 24px;border-radius:20px;text-decoration:none;font-weight:bold;">Confirm email address</a></p>
<p>If you don&#39;t confirm within 7 days we&#39;ll keep sending emails to your old address.</p>
</td></tr>
<tr><td style="padding:14px 0;border-top:1px solid #ddd;font-size:11px;color:#777;">Linkway Tolling Pty Ltd &middot; 13 43 52 &middot; PO Box 9, Woolloongabba QLD 4102 &middot; <a href="https://www.linkway.com.au/privacy" style="color:#777;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Southerly Mobile (phone company)

function sm_page(pre: string, body: string): string {
  return card(
    pre,
    `<tr><td bgcolor="#0b2545" style="padding:20px 30px;border-radius:6px 6px 0 0;"><img src="https://email.southerly.com.au/assets/southerly-white.png" alt="Southerly" width="128" style="display:block;"></td></tr>
<tr><td style="padding:28px 30px;font-family:'Segoe UI',Tahoma,sans-serif;font-size:15px;line-height:22px;color:#1c2733;">${body}</td></tr>
<tr><td style="padding:18px 30px;font-family:'Segoe UI',Tahoma,sans-serif;font-size:11px;line-height:16px;color:#6b7a89;border-top:1px solid #e3e8ee;">
Southerly Mobile Pty Ltd ABN 66 154 032 970 &middot; Locked Bag 4400, Parramatta NSW 2124<br>
Call 13 72 40 or chat in the My Southerly app &middot; <a href="https://www.southerly.com.au/privacy" style="color:#6b7a89;">Privacy</a> &middot; <a href="https://www.southerly.com.au/critical-information-summaries" style="color:#6b7a89;">Critical Information Summaries</a>
</td></tr>`,
    "#e9eef4",
  );
}

const southerly_mobile: Mail[] = [
  {
    family: "southerly-mobile",
    group: "consumer",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Southerly <bills@email.southerly.com.au>",
    to: TAMA,
    subject: "Your Southerly bill for September: $112.00",
    date: "Tue, 06 Oct 2026 07:20:04 +1000",
    text: `Hi Tama,

Your bill is ready.

Account:        2207 6618
Bill period:    4 Sep - 3 Oct 2026
Amount:         $112.00
Due:            20 Oct 2026 (direct debit from Visa ending 6603)

What's on it:
  Business Max 120GB plan - 0412 xxx 417      $75.00
  Business Lite 40GB plan - 0431 xxx 082      $35.00
  NZ roaming day pass (2 days)                $10.00
  Multi-service discount                      -$8.00

See your bill in the My Southerly app or at southerly.com.au/my.

Southerly Mobile Pty Ltd, Locked Bag 4400, Parramatta NSW 2124
`,
    html: sm_page(
      "$112.00 due 20 Oct, paid by direct debit.",
      `<p style="margin:0 0 14px;">Hi Tama,</p>
<p style="margin:0 0 14px;font-size:20px;font-weight:600;">Your bill is ready.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f5f8fb;">
<tr><td>Account</td><td align="right">2207 6618</td></tr>
<tr><td>Bill period</td><td align="right">4 Sep &ndash; 3 Oct 2026</td></tr>
<tr><td><b>Amount</b></td><td align="right"><b>$112.00</b></td></tr>
<tr><td>Due</td><td align="right">20 Oct 2026 &middot; direct debit, Visa &bull;&bull;6603</td></tr>
</table>
<p style="margin:18px 0 8px;font-weight:600;">What&rsquo;s on it</p>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td>Business Max 120GB &middot; 0412 xxx 417</td><td align="right">$75.00</td></tr>
<tr><td>Business Lite 40GB &middot; 0431 xxx 082</td><td align="right">$35.00</td></tr>
<tr><td>NZ roaming day pass (2 days)</td><td align="right">$10.00</td></tr>
<tr><td>Multi-service discount</td><td align="right">&minus;$8.00</td></tr>
</table>
<p style="margin:18px 0 0;"><a href="https://www.southerly.com.au/my/bills" style="color:#1f6feb;">View your bill</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "southerly-mobile",
    group: "consumer",
    lang: "en",
    kind: "esim-code",
    code: "883051",
    link: null,
    from: "Southerly <security@email.southerly.com.au>",
    to: TAMA,
    subject: "Your one-time code to transfer your eSIM",
    date: "Sat, 17 Oct 2026 13:55:18 +1000",
    text: `Hi Tama,

You've asked to move the number 0412 xxx 417 to a new eSIM. To protect you from SIM-swap fraud, we need to check it's you.

Your one-time code: 883 051

Give this code to our team member in store (Southerly Logan Hyperdome) or enter it in the My Southerly app. It expires in 15 minutes.

If you haven't asked for an eSIM transfer, do not share this code - call us on 13 72 40 straight away.

Southerly Mobile Pty Ltd, Locked Bag 4400, Parramatta NSW 2124
`,
    html: sm_page(
      "Only share this code with us in store or in the app.",
      `<p style="margin:0 0 14px;">Hi Tama,</p>
<p style="margin:0 0 18px;">You&rsquo;ve asked to move the number <b>0412 xxx 417</b> to a new eSIM. To protect you from SIM-swap fraud, we need to check it&rsquo;s you.</p>
<p style="margin:0 0 6px;color:#6b7a89;font-size:13px;">Your one-time code</p>
<p style="margin:0 0 18px;font-size:36px;font-weight:700;letter-spacing:4px;color:#0b2545;">883&nbsp;051</p>
<p style="margin:0 0 14px;">Give this code to our team member in store (Southerly Logan Hyperdome) or enter it in the My Southerly app. It expires in 15 minutes.</p>
<p style="margin:0;padding:12px;background:#fff1f0;border-radius:4px;font-size:14px;">If you haven&rsquo;t asked for an eSIM transfer, <b>do not share this code</b> &ndash; call us on 13 72 40 straight away.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "southerly-mobile",
    group: "consumer",
    lang: "en",
    kind: "roaming-notice",
    code: null,
    link: null,
    from: "Southerly <noreply@email.southerly.com.au>",
    to: TAMA,
    subject: "Kia ora! Your NZ day pass is on",
    date: "Sun, 04 Oct 2026 08:03:27 +1300",
    text: `Kia ora from Southerly!

Your International Day Pass started at 8:02 am NZDT on 4 Oct 2026 on 0412 xxx 417.

$5 per 24 hours - unlimited calls and texts to AU and NZ numbers, plus 2GB of data.
You'll only be charged on days you use your phone while overseas.

Tip: switch off data roaming in your phone's settings if you don't want the pass to start.

Southerly Mobile - 13 72 40 (from overseas +61 2 8844 7240, free from your Southerly mobile)
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Bulwark Trade Cover (insurance)

const bulwark_trade_cover: Mail[] = [
  {
    family: "bulwark-trade-cover",
    group: "consumer",
    lang: "en",
    kind: "policy-renewed",
    code: null,
    link: null,
    from: "Bulwark Trade Cover <policies@bulwarkcover.com.au>",
    to: TAMA,
    subject: "Your Public Liability policy has renewed – certificate of currency attached",
    date: "Thu, 17 Sep 2026 09:40:10 +1000",
    text: `Dear Tama,

Your Bulwark Tradie Public & Products Liability policy has renewed.

Policy number:   BTC-PL-0094471
Insured:         Tamaseu Faleolo t/as Faleolo Plumbing & Gas
Period of cover: 4:00pm 18 September 2026 to 4:00pm 18 September 2027
Limit:           $20,000,000 any one occurrence
Excess:          $500 (property damage)
Annual premium:  $1,486.22 (incl. GST and stamp duty), paid monthly $129.40

Your certificate of currency is attached. Builders and property managers often ask for it before you start on site.

Please check your details. If your turnover, number of workers or type of work has changed, tell us - it could affect your cover.

Kind regards,
Bulwark Trade Cover
Issued by Bulwark Underwriting Pty Ltd AFSL 440912 | 1300 285 925
`,
    html: `<html><body style="margin:0;background:#f1f1f1;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f1f1f1"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td style="padding:18px 24px;background:#1d1d1b;"><img src="https://www.bulwarkcover.com.au/static/mail/bulwark-shield.png" alt="Bulwark Trade Cover" height="36"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#333;">
<p>Dear Tama,</p>
<p>Your <b>Bulwark Tradie Public &amp; Products Liability</b> policy has renewed.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="border:1px solid #e2e2e2;font-size:13px;">
<tr><td style="background:#fafafa;width:40%;">Policy number</td><td>BTC-PL-0094471</td></tr>
<tr><td style="background:#fafafa;">Insured</td><td>Tamaseu Faleolo t/as Faleolo Plumbing &amp; Gas</td></tr>
<tr><td style="background:#fafafa;">Period of cover</td><td>4:00pm 18 September 2026 to 4:00pm 18 September 2027</td></tr>
<tr><td style="background:#fafafa;">Limit</td><td>$20,000,000 any one occurrence</td></tr>
<tr><td style="background:#fafafa;">Excess</td><td>$500 (property damage)</td></tr>
<tr><td style="background:#fafafa;">Annual premium</td><td>$1,486.22 (incl. GST and stamp duty), paid monthly $129.40</td></tr>
</table>
<p>Your certificate of currency is attached. Builders and property managers often ask for it before you start on site.</p>
<p>Please check your details. If your turnover, number of workers or type of work has changed, tell us &ndash; it could affect your cover.</p>
<p>Kind regards,<br>Bulwark Trade Cover</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f7f7f7;font-size:10px;color:#888;line-height:15px;">Issued by Bulwark Underwriting Pty Ltd ABN 19 604 772 180 AFSL 440912 on behalf of certain underwriters. Read the PDS and TMD at <a href="https://www.bulwarkcover.com.au/pds" style="color:#888;">bulwarkcover.com.au/pds</a>. 1300 285 925.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "Certificate_of_Currency_BTC-PL-0094471.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>endobj\n4 0 obj<</Length 44>>stream\nBT /F1 12 Tf 72 770 Td (Certificate of Currency) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "bulwark-trade-cover",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://my.bulwarkcover.com.au/account/reset-password?rid=4f1b7c0e9a&sig=Qz81ka0",
    from: "Bulwark Trade Cover <noreply@bulwarkcover.com.au>",
    to: TAMA,
    subject: "Reset your MyBulwark password",
    date: "Mon, 26 Oct 2026 19:12:58 +1000",
    text: `Hi Tama,

We received a request to reset the password for your MyBulwark account.

Reset your password here (the link is valid for 1 hour):
https://my.bulwarkcover.com.au/account/reset-password?rid=4f1b7c0e9a&sig=Qz81ka0

If you didn't request this, you can ignore this email - your password won't change.

Bulwark Trade Cover | 1300 285 925
`,
    html: `<html><body style="margin:0;background:#f1f1f1;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f1f1f1"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td style="padding:18px 24px;background:#1d1d1b;"><img src="https://www.bulwarkcover.com.au/static/mail/bulwark-shield.png" alt="Bulwark Trade Cover" height="36"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#333;">
<p>Hi Tama,</p>
<p>We received a request to reset the password for your MyBulwark account.</p>
<p style="margin:24px 0;"><a href="https://my.bulwarkcover.com.au/account/reset-password?rid=4f1b7c0e9a&amp;sig=Qz81ka0" style="background:#f2a900;color:#1d1d1b;padding:12px 22px;text-decoration:none;font-weight:bold;">Reset password</a></p>
<p>The link is valid for 1 hour. If you didn&#39;t request this, you can ignore this email &ndash; your password won&#39;t change.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f7f7f7;font-size:10px;color:#888;">Bulwark Trade Cover &middot; 1300 285 925 &middot; <a href="https://www.bulwarkcover.com.au/privacy" style="color:#888;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "bulwark-trade-cover",
    group: "consumer",
    lang: "en",
    kind: "claim-update",
    code: null,
    link: null,
    from: "Bulwark Claims <claims@bulwarkcover.com.au>",
    to: TAMA,
    subject: "Claim CLM-2026-118530 – update on your tools claim",
    date: "Wed, 28 Oct 2026 15:27:36 +1000",
    text: `Dear Tama,

Claim number: CLM-2026-118530
Policy: BTC-TL-0094472 (Portable Tools)
Incident: theft from vehicle 1XK-4TF, 12 October 2026, Browns Plains

We have received the police event number (QP2601842207) and the receipts you sent for the Milwaukee press tool and drain camera. Your claim has been approved.

Settlement: $4,180.00 less $250.00 excess = $3,930.00
Payment to: BSB ***-201, account ending 0938
Expected in your account within 3 business days.

Your claims officer is Priya Natarajan, direct line 07 3186 4420.

Kind regards,
Bulwark Claims
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Ningbo Hongyuan Valve (parts supplier, China)

const hongyuan_valve: Mail[] = [
  {
    family: "hongyuan-valve",
    group: "regional",
    lang: "zh",
    kind: "proforma-invoice",
    code: null,
    link: null,
    from: "Cindy Wu 吴欣怡 <cindy.wu@hongyuanvalve.cn>",
    to: TAMA,
    subject: "回复: PI HY-AU260911 黄铜球阀 / 减压阀报价",
    date: "Fri, 11 Sep 2026 15:38:20 +0800",
    text: `Tama 您好，

感谢您的询价和回复。附件是形式发票 PI HY-AU260911，请查收。

产品明细：
1. DN15 黄铜全通径球阀（WaterMark 认证）  × 400 个  单价 USD 3.85
2. DN20 黄铜全通径球阀（WaterMark 认证）  × 200 个  单价 USD 5.10
3. DN20 减压阀 500kPa                     × 60 个   单价 USD 18.60
合计：USD 3,656.00（FOB 宁波）

付款方式：30% 定金，发货前付清余款。
交货期：收到定金后 25 个工作日。

我司账户信息见 PI 第二页。请注意：我司银行账户从未变更，如收到任何更改账户的邮件，请先电话与我确认 (+86 574 8765 2210)。

如有问题请随时联系我。

祝好！
吴欣怡 Cindy Wu
外贸部 | 宁波泓源阀门有限公司
浙江省宁波市北仑区大港工业城松花江路 88 号
Tel: +86 574 8765 2210  WeChat: cindywu_hy
`,
    html: null,
    enc: "b64",
    attachment: [
      "PI_HY-AU260911.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 2/Kids[3 0 R 4 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n4 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "hongyuan-valve",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "264813",
    link: null,
    from: "泓源阀门客户中心 <service@hongyuanvalve.cn>",
    to: TAMA,
    subject: "【泓源阀门】邮箱验证码",
    date: "Mon, 14 Sep 2026 10:05:47 +0800",
    text: `尊敬的客户：

您正在注册泓源阀门客户中心账号，本次操作的验证码为：

264813

验证码 10 分钟内有效，请勿泄露给他人。完成验证后，您可以在客户中心查看订单进度、下载产品认证证书及装箱单。

如非本人操作，请忽略本邮件。

宁波泓源阀门有限公司
客服热线：400-882-6175（工作日 8:30-17:30）
此邮件由系统自动发送，请勿直接回复。
`,
    html: `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f0f2f5;font-family:'Microsoft YaHei','PingFang SC',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f0f2f5"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-top:4px solid #c8102e;">
<tr><td style="padding:20px 30px;border-bottom:1px solid #eee;"><img src="https://www.hongyuanvalve.cn/static/mail/logo_cn.png" alt="泓源阀门 HONGYUAN VALVE" height="34"></td></tr>
<tr><td style="padding:30px;font-size:14px;line-height:24px;color:#333;">
<p style="margin:0 0 12px;">尊敬的客户：</p>
<p style="margin:0 0 16px;">您正在注册泓源阀门客户中心账号，本次操作的验证码为：</p>
<p style="margin:0 0 16px;"><span style="display:inline-block;padding:10px 30px;background:#fdf1f2;color:#c8102e;font-size:30px;font-weight:bold;letter-spacing:6px;">264813</span></p>
<p style="margin:0 0 12px;">验证码 <b>10 分钟</b>内有效，请勿泄露给他人。完成验证后，您可以在客户中心查看订单进度、下载产品认证证书及装箱单。</p>
<p style="margin:0;color:#999;">如非本人操作，请忽略本邮件。</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#fafafa;font-size:12px;color:#999;line-height:20px;">宁波泓源阀门有限公司 &nbsp;|&nbsp; 客服热线：400-882-6175（工作日 8:30-17:30）<br>此邮件由系统自动发送，请勿直接回复。 &nbsp;<a href="https://www.hongyuanvalve.cn/privacy" style="color:#999;">隐私政策</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "hongyuan-valve",
    group: "regional",
    lang: "zh",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "泓源阀门客户中心 <service@hongyuanvalve.cn>",
    to: TAMA,
    subject: "订单 HY-AU260911 已发货 / Order shipped",
    date: "Wed, 21 Oct 2026 17:22:09 +0800",
    text: `尊敬的 Tama Faleolo：

您的订单已从宁波港发出。

订单号：HY-AU260911
件数：14 箱，毛重 386 kg
船名/航次：COSCO ADELAIDE 042S
提单号：COSU6410882570
预计到港：2026 年 11 月 9 日 布里斯班港
清关代理：Moreton Customs Brokers（07 3893 1180）

装箱单和原产地证明可在客户中心下载。

Your order HY-AU260911 (14 cartons, 386 kg) left Ningbo on COSCO ADELAIDE 042S, B/L COSU6410882570, ETA Brisbane 9 Nov 2026.

宁波泓源阀门有限公司  客服热线：400-882-6175
`,
    html: `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f0f2f5;font-family:'Microsoft YaHei','PingFang SC',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f0f2f5"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-top:4px solid #c8102e;">
<tr><td style="padding:20px 30px;border-bottom:1px solid #eee;"><img src="https://www.hongyuanvalve.cn/static/mail/logo_cn.png" alt="泓源阀门 HONGYUAN VALVE" height="34"></td></tr>
<tr><td style="padding:30px;font-size:14px;line-height:24px;color:#333;">
<p style="margin:0 0 12px;">尊敬的 Tama Faleolo：</p>
<p style="margin:0 0 16px;">您的订单已从宁波港发出。</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #eee;font-size:13px;">
<tr><td bgcolor="#fafafa" width="120">订单号</td><td>HY-AU260911</td></tr>
<tr><td bgcolor="#fafafa">件数</td><td>14 箱，毛重 386 kg</td></tr>
<tr><td bgcolor="#fafafa">船名/航次</td><td>COSCO ADELAIDE 042S</td></tr>
<tr><td bgcolor="#fafafa">提单号</td><td>COSU6410882570</td></tr>
<tr><td bgcolor="#fafafa">预计到港</td><td>2026 年 11 月 9 日 布里斯班港</td></tr>
<tr><td bgcolor="#fafafa">清关代理</td><td>Moreton Customs Brokers（07 3893 1180）</td></tr>
</table>
<p style="margin:16px 0 12px;">装箱单和原产地证明可在<a href="https://portal.hongyuanvalve.cn/orders/HY-AU260911" style="color:#c8102e;">客户中心</a>下载。</p>
<p style="margin:0;color:#777;font-size:13px;">Your order HY-AU260911 (14 cartons, 386 kg) left Ningbo on COSCO ADELAIDE 042S, B/L COSU6410882570, ETA Brisbane 9 Nov 2026.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#fafafa;font-size:12px;color:#999;">宁波泓源阀门有限公司 &nbsp;|&nbsp; 客服热线：400-882-6175</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Logan Toa Rugby League (footy club)

const LOGAN_TOA_FOOT = `Logan Toa Rugby League Football Club Inc. | Toa Park, 40 Ewing Road, Woodridge QLD 4114
Facebook: facebook.com/logantoarlfc | secretary@logantoa.org.au`;

const logan_toa_rlfc: Mail[] = [
  {
    family: "logan-toa-rlfc",
    group: "regional",
    lang: "en",
    kind: "rego-receipt",
    code: null,
    link: null,
    from: "Logan Toa RLFC <registrations@logantoa.org.au>",
    to: TAMA,
    subject: "Receipt: 2027 Masters registration – Tama Faleolo",
    date: "Sat, 12 Sep 2026 20:14:33 +1000",
    text: `Talofa Tama,

Thanks for registering with the Logan Toa Masters for the 2027 season. Your payment has been received.

Player:        Tama Faleolo
Team:          Masters (35+)
Fee:           $180.00
Paid:          12/09/2026, Visa ending 6603
Receipt no.:   LT-2027-0148

Jersey size L and shorts size 36 are on order. Pick them up at training.

Pre-season starts Tuesday 10 November, 6:30pm at Toa Park. Bring boots, water and a good attitude.

Fa'afetai,
Mele Tuilagi - Registrar

${LOGAN_TOA_FOOT}
`,
    html: `<html><body style="margin:0;background:#000;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#000000"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td align="center" bgcolor="#7b1113" style="padding:20px;"><img src="https://logantoa.org.au/wp-content/uploads/2024/02/toa-crest-200.png" alt="Logan Toa RLFC" width="90"><br><span style="font-family:Impact,Arial Black,sans-serif;font-size:22px;color:#ffd200;letter-spacing:1px;">LOGAN TOA RLFC</span></td></tr>
<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#222;">
<p>Talofa Tama,</p>
<p>Thanks for registering with the Logan Toa Masters for the 2027 season. Your payment has been received.</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td><b>Player</b></td><td>Tama Faleolo</td></tr>
<tr><td><b>Team</b></td><td>Masters (35+)</td></tr>
<tr><td><b>Fee</b></td><td>$180.00</td></tr>
<tr><td><b>Paid</b></td><td>12/09/2026, Visa ending 6603</td></tr>
<tr><td><b>Receipt no.</b></td><td>LT-2027-0148</td></tr>
</table>
<p>Jersey size L and shorts size 36 are on order. Pick them up at training.</p>
<p>Pre-season starts <b>Tuesday 10 November, 6:30pm</b> at Toa Park. Bring boots, water and a good attitude.</p>
<p>Fa&#39;afetai,<br>Mele Tuilagi &ndash; Registrar</p>
</td></tr>
<tr><td bgcolor="#7b1113" style="padding:12px 24px;font-family:Arial,sans-serif;font-size:11px;color:#f3d9d9;">Logan Toa Rugby League Football Club Inc. &middot; Toa Park, 40 Ewing Road, Woodridge QLD 4114<br><a href="https://www.facebook.com/logantoarlfc" style="color:#ffd200;">Facebook</a> &middot; secretary@logantoa.org.au</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "logan-toa-rlfc",
    group: "regional",
    lang: "sm",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Logan Toa RLFC <secretary@logantoa.org.au>",
    to: TAMA,
    subject: "Tala Fou a le Kalapu – Aso Fa'amanatu ma le Fa'ameaalofa",
    date: "Thu, 01 Oct 2026 19:45:00 +1000",
    text: `Talofa lava i le aiga o le Toa,

Fa'afetai tele lava mo le lagolago i le vaitau ua mae'a. O nai fa'amatalaga nei mo lenei masina:

1. Aso Fa'ameaalofa (Fundraiser): Aso To'ona'i 24 Oketopa, 5:00 i le afiafi, i le Fale o le Kalapu. Tau o le tiketi $25 le tagata, $10 mo tamaiti. O tupe uma e alu i femalaga'iga a le 'au U16 i Niu Sila.

2. Aso Fa'amanatu o le Kalapu: Aso Sa 8 Novema, lotu i le 10:00 i le taeao i le EFKS Woodridge, ona sosoo ai lea ma le 'aiga.

3. O lo'o matou mana'omia ni volenitia mo le kuka ma le fa'atulagaina o le fale. Fa'amolemole vala'au ia Mele i le 0421 558 903.

Ia manuia tele,
Komiti o le Kalapu

--
${LOGAN_TOA_FOOT}
To stop receiving club news, reply with "unsubscribe".
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "logan-toa-rlfc",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://members.logantoa.org.au/invite/accept?code=MST-7Q4K2Z&email=tama%40faleoloplumbing.com.au",
    from: "Logan Toa RLFC <registrations@logantoa.org.au>",
    to: TAMA,
    subject: "You're invited to the Logan Toa members' portal",
    date: "Mon, 14 Sep 2026 18:30:12 +1000",
    text: `Talofa Tama,

Now that you're registered, we've set you up in the Logan Toa members' portal. That's where we post the Masters training times, game draws and team sheets, and where you can update your emergency contact.

Accept your invite and pick a password:
https://members.logantoa.org.au/invite/accept?code=MST-7Q4K2Z&email=tama%40faleoloplumbing.com.au

The invite is only for you - please don't forward it. Other players will get their own.

Fa'afetai,
Mele Tuilagi - Registrar

${LOGAN_TOA_FOOT}
`,
    html: `<html><body style="margin:0;background:#000;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#000000"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td align="center" bgcolor="#7b1113" style="padding:20px;"><img src="https://logantoa.org.au/wp-content/uploads/2024/02/toa-crest-200.png" alt="Logan Toa RLFC" width="90"></td></tr>
<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#222;">
<p>Talofa Tama,</p>
<p>Now that you&#39;re registered, we&#39;ve set you up in the Logan Toa members&#39; portal. That&#39;s where we post the Masters training times, game draws and team sheets, and where you can update your emergency contact.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://members.logantoa.org.au/invite/accept?code=MST-7Q4K2Z&amp;email=tama%40faleoloplumbing.com.au" style="background:#ffd200;color:#7b1113;padding:12px 26px;font-weight:bold;text-decoration:none;border-radius:3px;">ACCEPT INVITE</a></p>
<p>The invite is only for you &ndash; please don&#39;t forward it. Other players will get their own.</p>
<p>Fa&#39;afetai,<br>Mele Tuilagi &ndash; Registrar</p>
</td></tr>
<tr><td bgcolor="#7b1113" style="padding:12px 24px;font-family:Arial,sans-serif;font-size:11px;color:#f3d9d9;">Logan Toa Rugby League Football Club Inc. &middot; Toa Park, 40 Ewing Road, Woodridge QLD 4114</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "logan-toa-rlfc",
    group: "regional",
    lang: "to",
    kind: "fundraiser-notice",
    code: null,
    link: null,
    from: "Logan Toa RLFC <secretary@logantoa.org.au>",
    to: TAMA,
    subject: "Fakaafe: Kai Pola Fakapa'anga ki he timi U16 – 24 'Okatopa",
    date: "Fri, 16 Oct 2026 12:02:44 +1000",
    text: `Mālō e lelei kotoa,

'Oku fakaafe'i atu 'a e ngaahi famili kotoa 'o e kalapu ki he kai pola fakapa'anga 'a e timi U16.

'Aho: Tokonaki 24 'Okatopa 2026
Taimi: 5:00 efiafi
Feitu'u: Fale 'o e Kalapu, Toa Park, 40 Ewing Road, Woodridge
Tikite: $25 ki he tokotaha lahi, $10 ki he fānau

Ko e pa'anga kotoa 'e hū ki he folau 'a e timi U16 ki Nu'u Sila 'i Sānuali.

Kapau 'oku ke lava 'o tokoni ki he feime'atokoni, fetu'utaki kia Sione 'i he 0433 210 776.

Mālō 'aupito,
Komiti 'o e Kalapu

--
${LOGAN_TOA_FOOT}
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Aiga Fiafia Logan (Samoan community group)

const aiga_fiafia_logan: Mail[] = [
  {
    family: "aiga-fiafia-logan",
    group: "regional",
    lang: "sm",
    kind: "confirm-subscription",
    code: null,
    link: "https://aigafiafia.us14.list-manage.com/subscribe/confirm?u=7c2e91fa04b3d8&id=3f8a1c55e2&e=b91d04c7aa",
    from: "Aiga Fiafia Logan <tusi@aigafiafia.org.au>",
    to: TAMA,
    subject: "Fa'amolemole fa'amaonia lou imeli – Tala a le Aiga Fiafia",
    date: "Wed, 23 Sep 2026 21:10:26 +1000",
    text: `Talofa lava Tama,

Fa'afetai mo lou lesitala i la matou lisi o imeli. E te maua ai tala fou e uiga i fono, aso fa'ameaalofa, vasega o le gagana Samoa mo tamaiti, ma polokalame a le nu'u i Logan.

Ina ia mae'a ai lou lesitala, fa'amolemole kiliki i le so'otaga lea i lalo e fa'amaonia ai lou imeli:

https://aigafiafia.us14.list-manage.com/subscribe/confirm?u=7c2e91fa04b3d8&id=3f8a1c55e2&e=b91d04c7aa

Afai e le o oe na lesitala, na'o le tu'uma lenei imeli. E le fa'aopoopoina oe i le lisi se'i vagana ua e kiliki i le so'otaga.

Fa'afetai,
Aiga Fiafia Logan Inc.
PO Box 318, Logan Central QLD 4114
`,
    html: `<!doctype html><html><head><meta charset="UTF-8"><title>Fa'amaonia lou imeli</title></head>
<body style="margin:0;padding:0;background:#fafafa;">
<table align="center" width="100%" cellpadding="0" cellspacing="0" style="background:#fafafa;"><tr><td align="center" valign="top" style="padding:10px;">
<table width="600" cellpadding="0" cellspacing="0" style="border:0;max-width:600px;"><tr><td valign="top" style="padding:9px 18px;font-family:Helvetica,Arial,sans-serif;">
<img src="https://mcusercontent.com/7c2e91fa04b3d8/images/aiga-fiafia-header.jpg" alt="Aiga Fiafia Logan" width="564" style="max-width:564px;display:block;">
<h1 style="font-size:22px;color:#202020;margin:18px 0;">Talofa lava Tama,</h1>
<p style="font-size:15px;line-height:150%;color:#4a4a4a;">Fa&#39;afetai mo lou lesitala i la matou lisi o imeli. E te maua ai tala fou e uiga i fono, aso fa&#39;ameaalofa, vasega o le gagana Samoa mo tamaiti, ma polokalame a le nu&#39;u i Logan.</p>
<p style="font-size:15px;line-height:150%;color:#4a4a4a;">Ina ia mae&#39;a ai lou lesitala, fa&#39;amolemole kiliki i le fa&#39;amau lea i lalo:</p>
<table cellpadding="0" cellspacing="0" style="border-radius:3px;background:#0f7a5a;margin:18px 0;"><tr><td align="center" style="padding:15px 24px;font-family:Arial;font-size:16px;"><a href="https://aigafiafia.us14.list-manage.com/subscribe/confirm?u=7c2e91fa04b3d8&amp;id=3f8a1c55e2&amp;e=b91d04c7aa" style="font-weight:bold;color:#ffffff;text-decoration:none;">Ioe, fa&#39;aopoopo a&#39;u i le lisi</a></td></tr></table>
<p style="font-size:13px;line-height:150%;color:#757575;">Afai e le o oe na lesitala, na&#39;o le tu&#39;uma lenei imeli. E le fa&#39;aopoopoina oe i le lisi se&#39;i vagana ua e kiliki i le fa&#39;amau.</p>
</td></tr>
<tr><td style="padding:18px;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#656565;text-align:center;border-top:1px solid #eaeaea;">Aiga Fiafia Logan Inc. &middot; PO Box 318, Logan Central QLD 4114<br><a href="https://www.facebook.com/aigafiafialogan" style="color:#656565;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "aiga-fiafia-logan",
    group: "regional",
    lang: "sm",
    kind: "meeting-notice",
    code: null,
    link: null,
    from: "Aiga Fiafia Logan <tusi@aigafiafia.org.au>",
    to: TAMA,
    subject: "Fono Tele a le Aiga Fiafia – Aso Lua 20 Oketopa",
    date: "Mon, 12 Oct 2026 17:30:00 +1000",
    text: `Talofa lava i le Aiga Fiafia,

O le a faia le Fono Tele (AGM) a le Aiga Fiafia Logan i le:

Aso Lua 20 Oketopa 2026, 7:00 i le afiafi
Hall a le Nu'u, 12 Jacaranda Avenue, Logan Central

Mataupu o le fono:
 - Lipoti a le Taita'ifono ma le Teutupe mo le tausaga 2025/26
 - Filifiliga o le Komiti fou
 - Fuafuaga mo le Aso Sāmoa i Logan (Ianuari 2027)
 - Isi mataupu

O le a saunia ni meaai mama ma le ti. E fa'afeiloa'i tamaiti.

Afai e te mana'o e filifilia oe i le komiti, fa'amolemole fa'afeso'ota'i le failautusi, Lusia Ah Chong, i le 0402 671 339 a'o le'i o'o i le Aso Sa 18 Oketopa.

Fa'afetai tele lava ma ia manuia,
Komiti o le Aiga Fiafia Logan Inc.

Aiga Fiafia Logan Inc. - PO Box 318, Logan Central QLD 4114
Fa'amuta le maua o imeli / Unsubscribe: https://aigafiafia.us14.list-manage.com/unsubscribe?u=7c2e91fa04b3d8&id=3f8a1c55e2
`,
    html: `<!doctype html><html><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background:#fafafa;">
<table align="center" width="100%" cellpadding="0" cellspacing="0" style="background:#fafafa;"><tr><td align="center" style="padding:10px;">
<table width="600" cellpadding="0" cellspacing="0"><tr><td style="padding:9px 18px;font-family:Georgia,serif;font-size:15px;line-height:160%;color:#333;">
<img src="https://mcusercontent.com/7c2e91fa04b3d8/images/aiga-fiafia-header.jpg" alt="Aiga Fiafia Logan" width="564" style="display:block;">
<p>Talofa lava i le Aiga Fiafia,</p>
<p>O le a faia le <b>Fono Tele (AGM)</b> a le Aiga Fiafia Logan i le:</p>
<p style="background:#eef7f3;padding:12px 16px;border-left:4px solid #0f7a5a;"><b>Aso Lua 20 Oketopa 2026, 7:00 i le afiafi</b><br>Hall a le Nu&#39;u, 12 Jacaranda Avenue, Logan Central</p>
<p><b>Mataupu o le fono:</b></p>
<ul><li>Lipoti a le Taita&#39;ifono ma le Teutupe mo le tausaga 2025/26</li><li>Filifiliga o le Komiti fou</li><li>Fuafuaga mo le Aso Sāmoa i Logan (Ianuari 2027)</li><li>Isi mataupu</li></ul>
<p>O le a saunia ni meaai mama ma le ti. E fa&#39;afeiloa&#39;i tamaiti.</p>
<p>Afai e te mana&#39;o e filifilia oe i le komiti, fa&#39;amolemole fa&#39;afeso&#39;ota&#39;i le failautusi, Lusia Ah Chong, i le 0402 671 339 a&#39;o le&#39;i o&#39;o i le Aso Sa 18 Oketopa.</p>
<p>Fa&#39;afetai tele lava ma ia manuia,<br>Komiti o le Aiga Fiafia Logan Inc.</p>
</td></tr>
<tr><td style="padding:18px;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#656565;text-align:center;border-top:1px solid #eaeaea;">Aiga Fiafia Logan Inc. &middot; PO Box 318, Logan Central QLD 4114<br><a href="https://aigafiafia.us14.list-manage.com/unsubscribe?u=7c2e91fa04b3d8&amp;id=3f8a1c55e2" style="color:#656565;">Fa&#39;amuta le maua o imeli / Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Siteboard (a client's contractor portal, NZ)

function sb_page(pre: string, body: string): string {
  return card(
    pre,
    `<tr><td style="padding:20px 32px;border-bottom:1px solid #e8ecef;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://mail.siteboard.co.nz/brand/siteboard-logo.png" alt="Siteboard" width="118"></td>
<td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#7d8a96;">for Harbourcrest Property Management</td></tr></table></td></tr>
<tr><td style="padding:28px 32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:23px;color:#23303b;">${body}</td></tr>
<tr><td style="padding:18px 32px;background:#f6f8f9;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#7d8a96;">
Siteboard Limited &middot; 50 Customs Street East, Auckland 1010, New Zealand &middot; NZBN 9429048811205<br>
<a href="https://siteboard.co.nz/help" style="color:#2563eb;">Help</a> &middot; <a href="https://siteboard.co.nz/privacy" style="color:#2563eb;">Privacy</a> &middot; <a href="https://siteboard.co.nz/terms" style="color:#2563eb;">Terms</a> &middot; &copy; 2026 Siteboard
</td></tr>`,
    "#eef1f3",
  );
}

const siteboard: Mail[] = [
  {
    family: "siteboard",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.siteboard.co.nz/join/contractor?invite=inv_2mX8QfT0bL9r&org=harbourcrest",
    from: "Harbourcrest Property Management via Siteboard <invites@mail.siteboard.co.nz>",
    to: TAMA,
    subject: "Harbourcrest Property Management invited you to join their contractor network",
    date: "Wed, 30 Sep 2026 14:48:19 +1300",
    text: `Kia ora Tama,

Anaru Whaanga at Harbourcrest Property Management has invited Faleolo Plumbing & Gas to join their preferred contractor network on Siteboard.

Once you join, Harbourcrest will send you work orders for their rental properties in central and west Auckland. You'll be able to accept jobs, upload photos and compliance certificates, and invoice them - all in one place.

Join Harbourcrest on Siteboard:
https://app.siteboard.co.nz/join/contractor?invite=inv_2mX8QfT0bL9r&org=harbourcrest

You'll need: your NZBN or ABN, your practising licence number and a current public liability certificate.

This invitation expires on 14 October 2026.

Siteboard Limited, 50 Customs Street East, Auckland 1010
`,
    html: sb_page(
      "Join Harbourcrest's preferred contractor network on Siteboard.",
      `<p style="margin:0 0 14px;">Kia ora Tama,</p>
<p style="margin:0 0 14px;"><b>Anaru Whaanga</b> at <b>Harbourcrest Property Management</b> has invited Faleolo Plumbing &amp; Gas to join their preferred contractor network on Siteboard.</p>
<p style="margin:0;">Once you join, Harbourcrest will send you work orders for their rental properties in central and west Auckland. You&rsquo;ll be able to accept jobs, upload photos and compliance certificates, and invoice them &ndash; all in one place.</p>
${
        button(
          "https://app.siteboard.co.nz/join/contractor?invite=inv_2mX8QfT0bL9r&amp;org=harbourcrest",
          "Join Harbourcrest on Siteboard",
          "#2563eb",
        )
      }
<p style="margin:0 0 8px;font-size:13px;color:#5b6874;">You&rsquo;ll need: your NZBN or ABN, your practising licence number and a current public liability certificate.</p>
<p style="margin:0;font-size:13px;color:#5b6874;">This invitation expires on 14 October 2026.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "siteboard",
    group: "consumer",
    lang: "en",
    kind: "work-order",
    code: null,
    link: null,
    from: "Harbourcrest Property Management via Siteboard <workorders@mail.siteboard.co.nz>",
    to: TAMA,
    subject: "New work order WO-55102: Blocked kitchen drain – 3/17 Garnet Road, Westmere",
    date: "Tue, 06 Oct 2026 09:21:07 +1300",
    text: `New work order from Harbourcrest Property Management

WO-55102 - Blocked kitchen drain
Property: 3/17 Garnet Road, Westmere, Auckland 1022
Priority: Urgent (within 24 hours)
Tenant: Grace Lemalu - 021 448 9031 (prefers a call before arrival)
Approved spend: up to NZ$450 + GST without further approval
Key: tenant home, no key needed

Notes from the property manager: "Water backing up into both sinks since the weekend. Tenant has tried a plunger."

View the work order in Siteboard: https://app.siteboard.co.nz/work-orders/WO-55102
`,
    html: sb_page(
      "Urgent - within 24 hours - Westmere",
      `<p style="margin:0 0 4px;font-size:12px;color:#7d8a96;text-transform:uppercase;">New work order</p>
<p style="margin:0 0 14px;font-size:19px;font-weight:bold;">WO-55102 &middot; Blocked kitchen drain</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #e8ecef;">
<tr><td style="color:#7d8a96;width:150px;">Property</td><td>3/17 Garnet Road, Westmere, Auckland 1022</td></tr>
<tr><td style="color:#7d8a96;">Priority</td><td><span style="background:#fde8e8;color:#b42318;padding:2px 8px;border-radius:10px;font-size:12px;">Urgent</span> within 24 hours</td></tr>
<tr><td style="color:#7d8a96;">Tenant</td><td>Grace Lemalu &middot; 021 448 9031 (prefers a call before arrival)</td></tr>
<tr><td style="color:#7d8a96;">Approved spend</td><td>up to NZ$450 + GST</td></tr>
<tr><td style="color:#7d8a96;">Key</td><td>Tenant home, no key needed</td></tr>
</table>
<p style="margin:16px 0;font-style:italic;color:#5b6874;">&ldquo;Water backing up into both sinks since the weekend. Tenant has tried a plunger.&rdquo;</p>
<a href="https://app.siteboard.co.nz/work-orders/WO-55102" style="color:#2563eb;font-weight:bold;">View the work order in Siteboard &rarr;</a>`,
    ),
  },
  {
    family: "siteboard",
    group: "consumer",
    lang: "en",
    kind: "confirm-bank-change",
    code: null,
    link: "https://app.siteboard.co.nz/account/payment-details/confirm?req=pdc_81Hq3VnA0e&sig=3b7e19",
    from: "Siteboard Security <security@mail.siteboard.co.nz>",
    to: TAMA,
    subject: "Confirm the change to your payment details",
    date: "Thu, 22 Oct 2026 20:03:55 +1300",
    text: `Hi Tama,

We received a request to change the bank account that Siteboard clients pay your invoices into.

  Current account:   06-0254-•••••21-00 (NZ)
  New account:       BSB 064-201, account ••••0938 (AU)
  Requested:         22 Oct 2026, 7:59 pm NZDT, from Chrome on Windows

To protect you from invoice fraud, the change only takes effect after you confirm it from this email:

https://app.siteboard.co.nz/account/payment-details/confirm?req=pdc_81Hq3VnA0e&sig=3b7e19

The link expires in 24 hours. Invoices already sent will keep showing your current account.

If you didn't ask for this change, don't click the link. Contact us at security@siteboard.co.nz or 0800 748 326.

Siteboard Limited, 50 Customs Street East, Auckland 1010
`,
    html: sb_page(
      "The change only takes effect once you confirm it.",
      `<p style="margin:0 0 14px;">Hi Tama,</p>
<p style="margin:0 0 14px;">We received a request to change the bank account that Siteboard clients pay your invoices into.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f6f8f9;">
<tr><td style="color:#7d8a96;width:150px;">Current account</td><td>06-0254-&bull;&bull;&bull;&bull;&bull;21-00 (NZ)</td></tr>
<tr><td style="color:#7d8a96;">New account</td><td><b>BSB 064-201, account &bull;&bull;&bull;&bull;0938 (AU)</b></td></tr>
<tr><td style="color:#7d8a96;">Requested</td><td>22 Oct 2026, 7:59 pm NZDT, from Chrome on Windows</td></tr>
</table>
<p style="margin:16px 0 0;">To protect you from invoice fraud, the change only takes effect after you confirm it.</p>
${
        button(
          "https://app.siteboard.co.nz/account/payment-details/confirm?req=pdc_81Hq3VnA0e&amp;sig=3b7e19",
          "Confirm new bank account",
          "#2563eb",
        )
      }
<p style="margin:0 0 10px;font-size:13px;color:#5b6874;">The link expires in 24 hours. Invoices already sent will keep showing your current account.</p>
<p style="margin:0;font-size:13px;color:#b42318;">If you didn&rsquo;t ask for this change, don&rsquo;t click the button. Contact us at security@siteboard.co.nz or 0800 748 326.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Gạch Men Phú Quý (tile and bathroom shop, Inala)

const gach_men_phu_quy: Mail[] = [
  {
    family: "gach-men-phu-quy",
    group: "regional",
    lang: "vi",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Gạch Men Phú Quý <donhang@phuquytiles.com.au>",
    to: TAMA,
    subject: "Xác nhận đơn hàng #PQ-20931 – Gạch Men Phú Quý Inala",
    date: "Sat, 19 Sep 2026 11:42:16 +1000",
    text: `Chào anh Tama,

Cảm ơn anh đã mua hàng tại Gạch Men Phú Quý. Dưới đây là chi tiết đơn hàng của anh.

Mã đơn hàng: #PQ-20931
Ngày đặt: 19/09/2026

  Gạch lát sàn 600x600 xám mờ (14 hộp)      $588.00
  Keo chống thấm 15L (2 thùng)               $178.00
  Ống thoát sàn inox 100mm (3 cái)           $ 96.00
  Tổng cộng (đã gồm GST):                    $862.00
  Đã thanh toán: EFTPOS, thẻ đuôi 6603

Giao hàng: Thứ Ba 22/09/2026, buổi sáng, đến 27 Kenmore St, Beenleigh QLD 4207.
Tài xế sẽ gọi trước 30 phút theo số 0412 xxx 417.

Nếu cần đổi hoặc trả hàng, vui lòng giữ hóa đơn và liên hệ trong vòng 14 ngày.

Trân trọng,
Gạch Men Phú Quý
1/48 Lavender Place, Inala QLD 4077 - ĐT: (07) 3372 8816
Giờ mở cửa: Thứ Hai - Thứ Bảy 7:30 - 17:00
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff8ee;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #f0dfc4;">
<tr><td style="padding:18px 24px;background:#a4161a;color:#ffe8a3;font-size:20px;font-weight:bold;">GẠCH MEN PHÚ QUÝ <span style="font-size:12px;font-weight:normal;color:#ffffff;">Tiles &amp; Bathroom &middot; Inala</span></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:22px;color:#333;">
<p>Chào anh Tama,</p>
<p>Cảm ơn anh đã mua hàng tại Gạch Men Phú Quý. Dưới đây là chi tiết đơn hàng của anh.</p>
<p>Mã đơn hàng: <b>#PQ-20931</b> &middot; Ngày đặt: 19/09/2026</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background:#fbf3e6;"><th align="left">Sản phẩm</th><th align="right">Thành tiền</th></tr>
<tr><td>Gạch lát sàn 600x600 xám mờ (14 hộp)</td><td align="right">$588.00</td></tr>
<tr><td>Keo chống thấm 15L (2 thùng)</td><td align="right">$178.00</td></tr>
<tr><td>Ống thoát sàn inox 100mm (3 cái)</td><td align="right">$96.00</td></tr>
<tr><td style="border-top:1px solid #ddd;"><b>Tổng cộng (đã gồm GST)</b></td><td align="right" style="border-top:1px solid #ddd;"><b>$862.00</b></td></tr>
</table>
<p style="font-size:13px;color:#666;">Đã thanh toán: EFTPOS, thẻ đuôi 6603</p>
<p><b>Giao hàng:</b> Thứ Ba 22/09/2026, buổi sáng, đến 27 Kenmore St, Beenleigh QLD 4207. Tài xế sẽ gọi trước 30 phút theo số 0412 xxx 417.</p>
<p>Nếu cần đổi hoặc trả hàng, vui lòng giữ hóa đơn và liên hệ trong vòng 14 ngày.</p>
<p>Trân trọng,<br>Gạch Men Phú Quý</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#fbf3e6;font-size:11px;color:#777;">1/48 Lavender Place, Inala QLD 4077 &middot; ĐT: (07) 3372 8816 &middot; Thứ Hai &ndash; Thứ Bảy 7:30 &ndash; 17:00<br><a href="https://www.facebook.com/gachmenphuquy" style="color:#a4161a;">Facebook</a> &middot; <a href="https://phuquytiles.com.au" style="color:#a4161a;">phuquytiles.com.au</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
    html_enc: "b64",
  },
];

// ---------------------------------------------------------------- 华展五金卫浴博览会 (a Chinese trade fair's buyer newsletter)

const huazhan_expo: Mail[] = [
  {
    family: "huazhan-expo",
    group: "regional",
    lang: "zh",
    kind: "newsletter",
    code: null,
    link: null,
    from: "华展五金卫浴博览会 <buyer@huazhanexpo.com>",
    to: TAMA,
    subject: "第 18 届华展五金卫浴博览会 | 海外买家预登记现已开放",
    date: "Tue, 13 Oct 2026 16:00:00 +0800",
    text: "",
    html: `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>华展五金卫浴博览会</title></head>
<body style="margin:0;padding:0;background:#e8edf3;">
<div style="display:none;">2027 年 3 月 18-21 日 · 上海 · 1,600 家展商 · 海外买家免费酒店两晚</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#e8edf3"><tr><td align="center" style="padding:20px 0;">
<table width="640" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td><a href="https://edm.huazhanexpo.com/track/click?cid=2610&amp;l=banner"><img src="https://edm.huazhanexpo.com/2026/10/banner-18th-cn.jpg" width="640" alt="第18届华展五金卫浴博览会 2027年3月18-21日 上海" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:26px 30px;font-family:'Microsoft YaHei',SimHei,Arial,sans-serif;font-size:14px;line-height:24px;color:#333;">
<p style="margin:0 0 12px;">尊敬的 Tama Faleolo 先生：</p>
<p style="margin:0 0 16px;">感谢您关注华展五金卫浴博览会。第 18 届展会将于 <b>2027 年 3 月 18 日至 21 日</b>在上海新国际博览中心举行，预计 1,600 家展商参展，展出面积 12 万平方米。</p>
<table width="100%" cellpadding="10" cellspacing="0" style="background:#f5f8fb;font-size:13px;">
<tr><td width="33%" align="center"><b style="font-size:20px;color:#0052a3;">1,600+</b><br>展商</td><td width="33%" align="center"><b style="font-size:20px;color:#0052a3;">8</b><br>主题展馆</td><td width="33%" align="center"><b style="font-size:20px;color:#0052a3;">2 晚</b><br>海外买家免费住宿</td></tr>
</table>
<p style="margin:16px 0 8px;"><b>本届亮点</b></p>
<ul style="margin:0 0 16px;padding-left:18px;">
<li>阀门与管件专区：黄铜阀门、PEX 管件、压接系统</li>
<li>热泵热水器新品发布会（3 月 19 日 14:00）</li>
<li>澳新市场 WaterMark 认证讲座（中英双语）</li>
</ul>
<p style="margin:0 0 20px;">2026 年 12 月 31 日前完成预登记的海外买家，可享免费酒店两晚及展馆接驳车服务。</p>
<p style="margin:0;"><a href="https://edm.huazhanexpo.com/track/click?cid=2610&amp;l=prereg" style="display:inline-block;background:#0052a3;color:#fff;padding:10px 24px;text-decoration:none;">了解详情 / Learn more</a></p>
</td></tr>
<tr><td style="padding:16px 30px;background:#263445;font-family:Arial,sans-serif;font-size:11px;line-height:18px;color:#9fb0c2;">
上海华展会展服务有限公司 · 上海市浦东新区龙阳路 2345 号 · +86 21 6888 4500<br>
您收到此邮件是因为您曾在 2025 年展会登记为买家。<a href="https://edm.huazhanexpo.com/unsubscribe?cid=2610&amp;m=tama%40faleoloplumbing.com.au" style="color:#9fb0c2;">退订</a> · <a href="https://www.huazhanexpo.com/privacy" style="color:#9fb0c2;">隐私政策</a>
</td></tr></table></td></tr></table></body></html>`,
    html_enc: "b64",
  },
];

export const mails: Mail[] = [
  ...quotewrench,
  ...tallyroo,
  ...cwlth_tax_gateway,
  ...sunstate_plumbing_board,
  ...aotea_trades_board,
  ...wattlebank,
  ...tapnest_pay,
  ...coppertop_trade,
  ...hotflow_wholesale,
  ...hammerlist,
  ...fuelroo_fleet,
  ...linkway_tolls,
  ...southerly_mobile,
  ...bulwark_trade_cover,
  ...hongyuan_valve,
  ...logan_toa_rlfc,
  ...aiga_fiafia_logan,
  ...siteboard,
  ...gach_men_phu_quy,
  ...huazhan_expo,
];
