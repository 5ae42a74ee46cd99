/**
 * Mail from money, insurance, health and public senders (banks, credit unions, a broker, a pension fund,
 * insurers, health insurers, a pharmacy, a hospital, a council, a tax portal, an energy company, a student
 * lender) in 22 languages: about half ask for a code or a link, the rest are statements, receipts, alerts
 * and notices full of reference numbers.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- English

/** Harrowgate Building Society: a plain, narrow UK building-society layout. */
function harrowgate(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Harrowgate Building Society</title></head>
<body style="margin:0;padding:0;background:#eef1f4;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#eef1f4"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #1d3b5c;font-family:Arial,Helvetica,sans-serif;color:#222;">
<tr><td style="padding:20px 28px;"><img src="https://static.harrowgatebs.co.uk/email/logo-navy.png" width="180" alt="Harrowgate Building Society"></td></tr>
<tr><td style="padding:0 28px 24px 28px;font-size:15px;line-height:22px;">${body}</td></tr>
<tr><td style="padding:18px 28px;background:#f6f7f9;font-size:11px;line-height:16px;color:#6b7280;">
Harrowgate Building Society, Priory Chambers, 14 Market Place, Harrogate HG1 2AB. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Firm Reference Number 106092).<br>
Questions? Call 0345 120 4471 (8am to 8pm Monday to Friday, 9am to 1pm Saturday).<br>
<a href="https://www.harrowgatebs.co.uk/security" style="color:#1d3b5c;">Security centre</a> &middot; <a href="https://www.harrowgatebs.co.uk/privacy" style="color:#1d3b5c;">Privacy notice</a> &middot; <a href="https://www.harrowgatebs.co.uk/contact" style="color:#1d3b5c;">Contact us</a>
</td></tr></table></td></tr></table></body></html>`;
}

const HARROWGATE_TEXT_FOOT = `--
Harrowgate Building Society, Priory Chambers, 14 Market Place, Harrogate HG1 2AB
Authorised by the PRA and regulated by the FCA and the PRA (FRN 106092).
Call us on 0345 120 4471. Security centre: https://www.harrowgatebs.co.uk/security`;

/** Cedarbrook Federal Credit Union: a US credit union through a marketing-cloud sender. */
function cedarbrook(title: string, body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style type="text/css">body{margin:0}a{color:#0b6e4f}.btn a{color:#fff !important;text-decoration:none}</style></head>
<body bgcolor="#f3f3ee">
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#f3f3ee"><tr><td align="center">
<table width="600" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="font-family:Helvetica,Arial,sans-serif;">
<tr><td bgcolor="#0b6e4f" style="padding:16px 24px;"><img src="https://image.e.cedarbrookfcu.org/lib/fe3c11/m/1/cfcu-logo-white.png" alt="Cedarbrook FCU" width="150" height="40" style="display:block;border:0;"></td></tr>
<tr><td style="padding:28px 24px 8px 24px;font-size:22px;font-weight:bold;color:#1f2a24;">${title}</td></tr>
<tr><td style="padding:8px 24px 28px 24px;font-size:15px;line-height:23px;color:#333333;">${body}</td></tr>
<tr><td style="padding:20px 24px;border-top:1px solid #e2e2dc;font-size:11px;line-height:16px;color:#777777;">
Federally insured by NCUA. Equal Housing Opportunity. Cedarbrook Federal Credit Union, 2200 Orchard Parkway, Eau Claire, WI 54701 &bull; 1-800-555-0142<br>
<a href="https://click.e.cedarbrookfcu.org/?qs=9c1f0e6b2b7d4a30d1f2b9f5a0a1c7e2">Privacy Policy</a> | <a href="https://click.e.cedarbrookfcu.org/?qs=4d7ab0c1e93f2265b8d0f6e7a2c9b144">Contact Us</a><br>
This is a service message about your membership. You can't unsubscribe from service messages.
</td></tr></table></td></tr></table>
<img src="https://click.e.cedarbrookfcu.org/open.aspx?ffcb10-fec4127a7064-fe2a1573&d=60197&bmt=0" width="1" height="1" alt="">
</body></html>`;
}

function brightfold(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Brightfold</title></head>
<body style="margin:0;background:#fafaf7;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" style="max-width:540px;background:#ffffff;border:1px solid #ebe7dc;border-radius:10px;" cellspacing="0" cellpadding="0">
<tr><td style="padding:24px 32px 0 32px;"><img src="https://assets.brightfold.com/mail/brightfold-wordmark@2x.png" width="132" height="28" alt="Brightfold"></td></tr>
<tr><td style="padding:20px 32px 28px 32px;color:#2b2b2b;font-size:15px;line-height:1.55;">${body}</td></tr>
</table>
<table role="presentation" width="100%" style="max-width:540px;" cellspacing="0" cellpadding="0"><tr><td style="padding:16px 32px;font-size:12px;color:#8a877d;line-height:1.5;">
Brightfold Insurance Agency, LLC &middot; 548 Market St #71092, San Francisco, CA 94104<br>
Policies are underwritten by Northgate Casualty Company. Coverage is subject to the terms of your policy.<br>
<a href="https://www.brightfold.com/help" style="color:#8a877d;">Help center</a> &middot; <a href="https://www.brightfold.com/legal/privacy" style="color:#8a877d;">Privacy</a> &middot; <a href="https://www.brightfold.com/legal/terms" style="color:#8a877d;">Terms</a><br>
<a href="https://apps.apple.com/us/app/brightfold-insurance/id1488201934"><img src="https://assets.brightfold.com/mail/badge-app-store.png" height="32" alt="Download on the App Store"></a>
<a href="https://play.google.com/store/apps/details?id=com.brightfold.app"><img src="https://assets.brightfold.com/mail/badge-google-play.png" height="32" alt="Get it on Google Play"></a><br>
&copy; 2026 Brightfold
</td></tr></table></td></tr></table></body></html>`;
}

const english: Mail[] = [
  {
    family: "harrowgate-building-society",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "731604",
    link: null,
    from: "Harrowgate Building Society <security@alerts.harrowgatebs.co.uk>",
    subject: "Your Harrowgate sign-in code",
    date: "Tue, 03 Mar 2026 07:42:18 +0000",
    text: `Dear Mrs Okafor,

Here is your one-time code to finish signing in to Online Savings:

    731 604

It's valid for 10 minutes. If you didn't just try to sign in, please call us straight away on 0345 120 4471 - someone may know your password.

We will never phone, text or email you to ask for this code.

Your savings account ending 2291 has not been affected.

${HARROWGATE_TEXT_FOOT}`,
    html: harrowgate(
      "Your one-time code to finish signing in",
      `<p>Dear Mrs Okafor,</p>
<p>Here is your one-time code to finish signing in to Online Savings:</p>
<p style="margin:20px 0;font-size:30px;letter-spacing:6px;font-weight:bold;color:#1d3b5c;font-family:'Courier New',monospace;">731 604</p>
<p>It's valid for 10 minutes. If you didn't just try to sign in, please call us straight away on <a href="tel:03451204471" style="color:#1d3b5c;">0345 120 4471</a> &ndash; someone may know your password.</p>
<p style="background:#fff6e0;border-left:4px solid #e0a100;padding:10px 12px;font-size:13px;">We will never phone, text or email you to ask for this code.</p>
<p style="font-size:13px;color:#555;">Your savings account ending 2291 has not been affected.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "harrowgate-building-society",
    group: "regional",
    lang: "en",
    kind: "payee-code",
    code: "58201947",
    link: null,
    from: "Harrowgate Building Society <security@alerts.harrowgatebs.co.uk>",
    subject: "Confirm your new payee",
    date: "Fri, 17 Apr 2026 19:05:51 +0100",
    text: `Dear Mrs Okafor,

You asked to add a new payee to your Instant Access Saver:

  Payee name:     J WHITFIELD BUILDERS LTD
  Sort code:      20-45-77
  Account number: ****8812
  Reference:      INV 3301

To confirm it, enter this code in Online Savings:

  58201947

The code expires at 19:20 today. Criminals pretending to be the police, your bank or a tradesperson may ask you to move money or read out a code. If anyone asks you for this code, hang up and call us on 0345 120 4471.

${HARROWGATE_TEXT_FOOT}`,
    html: harrowgate(
      "Enter the code to confirm J WHITFIELD BUILDERS LTD",
      `<p>Dear Mrs Okafor,</p>
<p>You asked to add a new payee to your Instant Access Saver:</p>
<table cellpadding="0" cellspacing="0" style="font-size:14px;margin:8px 0 16px 0;">
<tr><td style="padding:3px 18px 3px 0;color:#6b7280;">Payee name</td><td style="padding:3px 0;"><b>J WHITFIELD BUILDERS LTD</b></td></tr>
<tr><td style="padding:3px 18px 3px 0;color:#6b7280;">Sort code</td><td style="padding:3px 0;">20-45-77</td></tr>
<tr><td style="padding:3px 18px 3px 0;color:#6b7280;">Account number</td><td style="padding:3px 0;">****8812</td></tr>
<tr><td style="padding:3px 18px 3px 0;color:#6b7280;">Reference</td><td style="padding:3px 0;">INV 3301</td></tr>
</table>
<p>To confirm it, enter this code in Online Savings:</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#eef3f8;border:1px solid #c9d6e3;padding:12px 22px;font-size:26px;font-weight:bold;letter-spacing:3px;color:#1d3b5c;">58201947</td></tr></table>
<p>The code expires at 19:20 today.</p>
<p style="font-size:13px;">Criminals pretending to be the police, your bank or a tradesperson may ask you to move money or read out a code. If anyone asks you for this code, hang up and call us on 0345 120 4471.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "harrowgate-building-society",
    group: "regional",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Harrowgate Building Society <statements@harrowgatebs.co.uk>",
    subject: "Your annual savings statement is ready",
    date: "Mon, 06 Apr 2026 06:10:00 +0100",
    text: `Dear Mrs Okafor,

Your annual statement for the year to 5 April 2026 is now in your Online Savings inbox.

  Account:                 Loyalty Saver Issue 14, ending 2291
  Closing balance:         £18,406.72
  Interest paid (gross):   £612.09 at 3.45% AER

You'll find it under Documents once you've signed in at https://online.harrowgatebs.co.uk. We keep statements for seven years.

Kind regards,
Member Services

${HARROWGATE_TEXT_FOOT}`,
    html: harrowgate(
      "Loyalty Saver Issue 14: statement to 5 April 2026",
      `<p>Dear Mrs Okafor,</p>
<p>Your annual statement for the year to 5 April 2026 is now in your Online Savings inbox.</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border-collapse:collapse;border:1px solid #e5e7eb;">
<tr><td style="border-bottom:1px solid #e5e7eb;">Account</td><td align="right" style="border-bottom:1px solid #e5e7eb;">Loyalty Saver Issue 14, ending 2291</td></tr>
<tr><td style="border-bottom:1px solid #e5e7eb;">Closing balance</td><td align="right" style="border-bottom:1px solid #e5e7eb;"><b>&pound;18,406.72</b></td></tr>
<tr><td>Interest paid (gross)</td><td align="right">&pound;612.09 at 3.45% AER</td></tr>
</table>
<p>You'll find it under <b>Documents</b> once you've signed in to <a href="https://online.harrowgatebs.co.uk" style="color:#1d3b5c;">Online Savings</a>. We keep statements for seven years.</p>
<p>Kind regards,<br>Member Services</p>`,
    ),
  },
  {
    family: "cedarbrook-fcu",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://online.cedarbrookfcu.org/enroll/verify-email?t=Q2VkYXJicm9vay1lbnJvbGwtNzcxMDQ5&m=771049",
    from: "Cedarbrook FCU <no-reply@cedarbrookfcu.org>",
    subject: "Verify your email to finish enrolling in Digital Banking",
    date: "Wed, 14 Jan 2026 16:22:09 -0600",
    text: `Hi Marcus,

Thanks for enrolling in Cedarbrook Digital Banking. Confirm this is your email address so we can send you statements and security alerts:

https://online.cedarbrookfcu.org/enroll/verify-email?t=Q2VkYXJicm9vay1lbnJvbGwtNzcxMDQ5&m=771049

The link works for 48 hours. Member number on file: ******4310.

Didn't enroll? Call us at 1-800-555-0142 and we'll look into it.

Cedarbrook Federal Credit Union
2200 Orchard Parkway, Eau Claire, WI 54701
Federally insured by NCUA.`,
    html: cedarbrook(
      "Almost there, Marcus",
      `<p style="margin:0 0 16px 0;">Thanks for enrolling in Cedarbrook Digital Banking. Confirm this is your email address so we can send you statements and security alerts.</p>
<table border="0" cellspacing="0" cellpadding="0" class="btn"><tr><td bgcolor="#0b6e4f" style="border-radius:4px;padding:12px 26px;"><a href="https://online.cedarbrookfcu.org/enroll/verify-email?t=Q2VkYXJicm9vay1lbnJvbGwtNzcxMDQ5&amp;m=771049" style="font-size:16px;font-weight:bold;color:#ffffff;">Verify my email</a></td></tr></table>
<p style="margin:16px 0 0 0;font-size:13px;color:#666;">The link works for 48 hours. Member number on file: ******4310.</p>
<p style="margin:12px 0 0 0;font-size:13px;color:#666;">Didn't enroll? Call us at 1-800-555-0142 and we'll look into it.</p>`,
    ),
    html_enc: "qp",
  },
  {
    family: "cedarbrook-fcu",
    group: "regional",
    lang: "en",
    kind: "card-alert",
    code: null,
    link: null,
    from: "Cedarbrook FCU Alerts <alerts@cedarbrookfcu.org>",
    subject: "Card transaction alert: $84.17 at SHELL OIL 57442",
    date: "Sat, 21 Feb 2026 08:14:37 -0600",
    text: `Cedarbrook FCU card alert

Your Visa debit card ending 4410 was used:

Merchant:    SHELL OIL 57442, CHIPPEWA FALLS WI
Amount:      $84.17
Date/time:   02/21/2026 08:13 AM CT
Auth code:   09341B

This alert is sent because card purchases over $75.00 are turned on in Alerts.
If you don't recognize this purchase, lock your card in the app and call 1-800-555-0199 (24/7).
We will never ask for your PIN or a one-time passcode by phone, text or email.

Manage alerts: https://online.cedarbrookfcu.org/settings/alerts`,
    html: cedarbrook(
      "$84.17 at SHELL OIL 57442",
      `<p style="margin:0 0 12px 0;">Your Visa debit card ending <b>4410</b> was used:</p>
<table width="100%" cellspacing="0" cellpadding="8" style="font-size:14px;border:1px solid #e2e2dc;">
<tr><td bgcolor="#f7f7f3" width="40%">Merchant</td><td>SHELL OIL 57442, CHIPPEWA FALLS WI</td></tr>
<tr><td bgcolor="#f7f7f3">Amount</td><td><b>$84.17</b></td></tr>
<tr><td bgcolor="#f7f7f3">Date/time</td><td>02/21/2026 08:13 AM CT</td></tr>
<tr><td bgcolor="#f7f7f3">Auth code</td><td>09341B</td></tr></table>
<p style="font-size:13px;color:#555;">This alert is sent because card purchases over $75.00 are turned on in Alerts. If you don't recognize this purchase, lock your card in the app and call 1-800-555-0199 (24/7).</p>
<p style="font-size:13px;color:#555;">We will never ask for your PIN or a one-time passcode by phone, text or email.</p>
<p style="font-size:13px;"><a href="https://online.cedarbrookfcu.org/settings/alerts">Manage alerts</a></p>`,
    ),
  },
  {
    family: "cedarbrook-fcu",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://click.e.cedarbrookfcu.org/?qs=7b2e4f0c91aa36d58e1f04c2b6d9a7713f5e08b1c4d2a96e",
    from: "Cedarbrook FCU <no-reply@cedarbrookfcu.org>",
    subject: "Reset your Digital Banking password",
    date: "Thu, 09 Apr 2026 22:47:02 -0500",
    text: `Hi Marcus,

We got a request to reset the password for username mjanssen84.

Reset your password:
https://click.e.cedarbrookfcu.org/?qs=7b2e4f0c91aa36d58e1f04c2b6d9a7713f5e08b1c4d2a96e

For your security this link expires in 30 minutes and can be used once. If you didn't ask for this, you can ignore this email - your password won't change.

Questions? 1-800-555-0142, Mon-Fri 7:30 AM - 6 PM, Sat 9 AM - noon.`,
    html: cedarbrook(
      "Reset your password",
      `<p style="margin:0 0 16px 0;">Hi Marcus, we got a request to reset the password for username <b>mjanssen84</b>.</p>
<table border="0" cellspacing="0" cellpadding="0" class="btn"><tr><td bgcolor="#0b6e4f" style="border-radius:4px;padding:12px 26px;"><a href="https://click.e.cedarbrookfcu.org/?qs=7b2e4f0c91aa36d58e1f04c2b6d9a7713f5e08b1c4d2a96e" style="font-size:16px;font-weight:bold;color:#ffffff;">Reset password</a></td></tr></table>
<p style="margin:16px 0 0 0;font-size:13px;color:#666;">For your security this link expires in 30 minutes and can be used once. If you didn't ask for this, you can ignore this email &mdash; your password won't change.</p>
<p style="margin:12px 0 0 0;font-size:13px;color:#666;">Questions? 1-800-555-0142, Mon&ndash;Fri 7:30 AM&ndash;6 PM, Sat 9 AM&ndash;noon.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "tollbridge-invest",
    group: "consumer",
    lang: "en",
    kind: "consent-link",
    code: null,
    link: "https://consent.tollbridge.co.uk/ob/authorise?request=req_01HV8Q3ZK7M2N4&client=budgetly",
    from: "Tollbridge <hello@tollbridge.co.uk>",
    subject: "Budgetly would like to see your Tollbridge accounts",
    date: "Sun, 08 Mar 2026 11:31:44 +0000",
    text: `Hi Priya,

Budgetly Ltd has asked to read information from your Tollbridge accounts:

- Stocks & Shares ISA (TB-ISA-00418822): balances and holdings
- General Investment Account (TB-GIA-00418823): balances and transactions

Access would last 90 days, until 6 June 2026. Budgetly can't move money or place trades.

Review and approve the request here:
https://consent.tollbridge.co.uk/ob/authorise?request=req_01HV8Q3ZK7M2N4&client=budgetly

If you didn't start this from the Budgetly app, don't approve it. You can see and remove connected apps any time under Settings > Connected apps.

Tollbridge Invest Ltd, 3 Cannon Wharf, London SE8 5RT. Authorised and regulated by the Financial Conduct Authority (FRN 818273). Capital at risk.`,
    html: `<html><body style="margin:0;background:#111418;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#111418;"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#1b2027;border-radius:14px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue',Arial,sans-serif;color:#e8eaed;">
<tr><td style="padding:28px 32px 6px 32px;"><img src="https://cdn.tollbridge.co.uk/email/tb-mark-lime.png" width="36" height="36" alt="Tollbridge"></td></tr>
<tr><td style="padding:10px 32px;font-size:21px;font-weight:600;">Budgetly would like to see your accounts</td></tr>
<tr><td style="padding:6px 32px 0 32px;font-size:15px;line-height:1.6;color:#c3c7cc;">Hi Priya, Budgetly Ltd has asked to read information from your Tollbridge accounts:
<ul style="padding-left:18px;margin:12px 0;">
<li>Stocks &amp; Shares ISA (TB-ISA-00418822): balances and holdings</li>
<li>General Investment Account (TB-GIA-00418823): balances and transactions</li></ul>
Access would last 90 days, until 6 June 2026. Budgetly can't move money or place trades.</td></tr>
<tr><td style="padding:22px 32px;"><a href="https://consent.tollbridge.co.uk/ob/authorise?request=req_01HV8Q3ZK7M2N4&amp;client=budgetly" style="display:inline-block;background:#c6f432;color:#111418;font-weight:700;font-size:15px;padding:13px 24px;border-radius:999px;text-decoration:none;">Review request</a></td></tr>
<tr><td style="padding:0 32px 26px 32px;font-size:13px;line-height:1.5;color:#8b9097;">If you didn't start this from the Budgetly app, don't approve it. You can see and remove connected apps any time under Settings &rsaquo; Connected apps.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#6b7078;max-width:520px;line-height:1.5;">Tollbridge Invest Ltd, 3 Cannon Wharf, London SE8 5RT. Authorised and regulated by the Financial Conduct Authority (FRN 818273). Capital at risk. <a href="https://www.tollbridge.co.uk/help" style="color:#6b7078;">Help</a> &middot; <a href="https://www.tollbridge.co.uk/privacy" style="color:#6b7078;">Privacy</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "tollbridge-invest",
    group: "consumer",
    lang: "en",
    kind: "contract-note",
    code: null,
    link: null,
    from: "Tollbridge <trading@tollbridge.co.uk>",
    subject: "Contract note: you bought 14 Vanguard FTSE All-World ETF",
    date: "Tue, 24 Mar 2026 14:02:19 +0000",
    text: `Hi Priya,

Your order has been filled. The contract note is attached and in the app under Documents.

Order reference:   ORD-26032414-55190
Account:           Stocks & Shares ISA (TB-ISA-00418822)
Instrument:        Vanguard FTSE All-World UCITS ETF (VWRP), ISIN IE00BK5BQT80
Quantity:          14
Price:             £118.43
Consideration:     £1,658.02
Commission:        £0.00
FX fee:            £0.00
Stamp duty:        n/a
Settlement date:   26 March 2026

Tollbridge Invest Ltd, 3 Cannon Wharf, London SE8 5RT. FRN 818273. The value of investments can go down as well as up.`,
    html: null,
    attachment: [
      "Tollbridge_contract_note_ORD-26032414-55190.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "meadowlark-pensions",
    group: "regional",
    lang: "en",
    kind: "activate-link",
    code: null,
    link: "https://my.meadowlarkpensions.co.uk/register/activate/6f1d2a90-3be4-4c71-9a0e-5d8e22b7c413",
    from: "Meadowlark Pensions <members@meadowlarkpensions.co.uk>",
    subject: "Activate your Meadowlark online account",
    date: "Thu, 29 Jan 2026 10:15:00 +0000",
    text: `Dear Mr Pemberton,

Thank you for registering for Meadowlark Online. To activate your account, please open the link below and set a password:

https://my.meadowlarkpensions.co.uk/register/activate/6f1d2a90-3be4-4c71-9a0e-5d8e22b7c413

This link expires on 5 February 2026.

Scheme:               Ashdown Foods Group Pension Plan
Membership number:    ML0048213
Normal retirement age: 65

Once you're in, you can view your pot, update your beneficiaries (expression of wish) and model your retirement income.

If you didn't register, please let us know on 0300 303 9011.

Meadowlark Pensions Administration Ltd
PO Box 7731, Darlington DL1 9RQ
Registered in England No. 04118270.`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f1ea;">
<center>
<table width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:Georgia,'Times New Roman',serif;color:#30302e;">
<tr><td style="padding:24px 0 12px 0;" align="left"><img src="https://www.meadowlarkpensions.co.uk/static/img/meadowlark-logo.gif" width="210" height="46" alt="Meadowlark Pensions"></td></tr>
<tr><td style="background:#ffffff;padding:32px 36px;font-size:16px;line-height:1.6;">
<p style="margin-top:0;">Dear Mr Pemberton,</p>
<p>Thank you for registering for Meadowlark Online. To activate your account, please follow the link below and set a password.</p>
<p style="text-align:center;margin:28px 0;"><a href="https://my.meadowlarkpensions.co.uk/register/activate/6f1d2a90-3be4-4c71-9a0e-5d8e22b7c413" style="background:#5a7d2b;color:#ffffff;padding:12px 28px;font-family:Arial,sans-serif;font-size:15px;text-decoration:none;border-radius:3px;">Activate my account</a></p>
<p style="font-size:14px;">This link expires on 5 February 2026.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;font-family:Arial,sans-serif;">
<tr><td style="color:#777;">Scheme</td><td>Ashdown Foods Group Pension Plan</td></tr>
<tr><td style="color:#777;">Membership number</td><td>ML0048213</td></tr>
<tr><td style="color:#777;">Normal retirement age</td><td>65</td></tr></table>
<p style="font-size:14px;">Once you're in, you can view your pot, update your beneficiaries (expression of wish) and model your retirement income.</p>
<p style="font-size:14px;">If you didn't register, please let us know on 0300 303 9011.</p>
</td></tr>
<tr><td style="padding:16px 36px;font-family:Arial,sans-serif;font-size:11px;color:#8c877a;">Meadowlark Pensions Administration Ltd, PO Box 7731, Darlington DL1 9RQ. Registered in England No. 04118270. <a href="https://www.meadowlarkpensions.co.uk/privacy" style="color:#8c877a;">Privacy</a> | <a href="https://www.meadowlarkpensions.co.uk/accessibility" style="color:#8c877a;">Accessibility</a></td></tr>
</table></center></body></html>`,
  },
  {
    family: "meadowlark-pensions",
    group: "regional",
    lang: "en",
    kind: "phone-changed",
    code: null,
    link: null,
    from: "Meadowlark Pensions <members@meadowlarkpensions.co.uk>",
    subject: "We've updated your mobile number",
    date: "Mon, 11 May 2026 13:48:27 +0100",
    text: `Dear Mr Pemberton,

The mobile number on your Meadowlark Online account was changed on 11 May 2026 at 13:46.

New number: 07*** ***419

From now on we'll send security codes to this number.

If you made this change, there's nothing else to do. If you didn't, please call us on 0300 303 9011 as soon as possible so we can protect your pension. Lines are open 9am to 5pm, Monday to Friday.

Membership number: ML0048213

Meadowlark Pensions Administration Ltd
PO Box 7731, Darlington DL1 9RQ`,
    html: null,
    enc: "qp",
  },
  {
    family: "brightfold-insurance",
    group: "consumer",
    lang: "en",
    kind: "policy-documents",
    code: null,
    link: null,
    from: "Brightfold <policy@brightfold.com>",
    subject: "Your renters policy documents (BFR-26-0918342)",
    date: "Wed, 01 Apr 2026 09:00:41 -0700",
    text: `Hi Dana,

Your renters policy renews today. Your updated declarations page is attached.

Policy number: BFR-26-0918342
Policy period: Apr 1, 2026 - Apr 1, 2027
Address: 1180 Alder Ave Apt 3C, Portland, OR 97214
Personal property: $30,000 | Liability: $300,000 | Deductible: $500
Annual premium: $156.48 (paid monthly, $13.04 on the 1st)

Nothing has changed in your coverage. You can view your policy any time in the Brightfold app.

Help center: https://www.brightfold.com/help
Brightfold Insurance Agency, LLC, 548 Market St #71092, San Francisco, CA 94104`,
    html: brightfold(`<h1 style="font-size:22px;margin:0 0 12px 0;">Your policy renewed today</h1>
<p>Hi Dana, your renters policy renews today. Your updated declarations page is attached.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin:16px 0;">
<tr><td style="padding:6px 0;color:#8a877d;">Policy number</td><td align="right" style="padding:6px 0;">BFR-26-0918342</td></tr>
<tr><td style="padding:6px 0;color:#8a877d;">Policy period</td><td align="right" style="padding:6px 0;">Apr 1, 2026 &ndash; Apr 1, 2027</td></tr>
<tr><td style="padding:6px 0;color:#8a877d;">Address</td><td align="right" style="padding:6px 0;">1180 Alder Ave Apt 3C, Portland, OR 97214</td></tr>
<tr><td style="padding:6px 0;color:#8a877d;">Personal property</td><td align="right" style="padding:6px 0;">$30,000</td></tr>
<tr><td style="padding:6px 0;color:#8a877d;">Liability</td><td align="right" style="padding:6px 0;">$300,000</td></tr>
<tr><td style="padding:6px 0;color:#8a877d;">Deductible</td><td align="right" style="padding:6px 0;">$500</td></tr>
<tr><td style="padding:6px 0;color:#8a877d;border-top:1px solid #ebe7dc;">Annual premium</td><td align="right" style="padding:6px 0;border-top:1px solid #ebe7dc;"><b>$156.48</b> ($13.04/mo)</td></tr>
</table>
<p>Nothing has changed in your coverage. You can view your policy any time in the Brightfold app.</p>`),
    attachment: [
      "Brightfold_Declarations_BFR-26-0918342.pdf",
      "application/pdf",
      "%PDF-1.5\n%\u00e2\u00e3\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "brightfold-insurance",
    group: "consumer",
    lang: "en",
    kind: "claim-update",
    code: null,
    link: null,
    from: "Brightfold Claims <claims@brightfold.com>",
    subject: "Update on your claim CLM-4471092",
    date: "Fri, 15 May 2026 15:26:03 -0700",
    text: `Hi Dana,

Good news: we've approved your claim for the stolen bicycle.

Claim number: CLM-4471092
Date of loss: May 2, 2026
Approved amount: $1,240.00
Deductible: -$500.00
Payment: $740.00 to checking account ending 0637

You should see the deposit in 1-3 business days. Your adjuster is Rosa Delgado (rosa.d@brightfold.com, 1-844-555-0178 ext. 2214).

We're sorry this happened and hope you're back on the road soon.

The Brightfold Claims team`,
    html: brightfold(`<p style="font-size:13px;color:#8a877d;margin:0;">Claim CLM-4471092</p>
<h1 style="font-size:22px;margin:4px 0 12px 0;">Your claim is approved</h1>
<p>Hi Dana, good news: we've approved your claim for the stolen bicycle.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin:16px 0;background:#f7f5ef;border-radius:8px;">
<tr><td style="padding:10px 14px;">Date of loss</td><td align="right" style="padding:10px 14px;">May 2, 2026</td></tr>
<tr><td style="padding:10px 14px;">Approved amount</td><td align="right" style="padding:10px 14px;">$1,240.00</td></tr>
<tr><td style="padding:10px 14px;">Deductible</td><td align="right" style="padding:10px 14px;">&minus;$500.00</td></tr>
<tr><td style="padding:10px 14px;"><b>Payment</b></td><td align="right" style="padding:10px 14px;"><b>$740.00</b> to checking ending 0637</td></tr>
</table>
<p>You should see the deposit in 1&ndash;3 business days. Your adjuster is Rosa Delgado (<a href="mailto:rosa.d@brightfold.com" style="color:#3d6b4f;">rosa.d@brightfold.com</a>, 1-844-555-0178 ext. 2214).</p>
<p>We're sorry this happened and hope you're back on the road soon.<br>&mdash; The Brightfold Claims team</p>`),
    enc: "qp",
  },
  {
    family: "brightfold-insurance",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "064219",
    link: null,
    from: "Brightfold <no-reply@brightfold.com>",
    subject: "064219 is your Brightfold code",
    date: "Tue, 19 May 2026 21:03:55 -0700",
    text: `Your Brightfold verification code is 064219.

Enter it in the app to sign in. It expires in 15 minutes.

Brightfold employees will never ask for this code.`,
    html: brightfold(`<p style="margin-top:0;">Enter this code in the app to sign in:</p>
<table cellpadding="0" cellspacing="6"><tr>
<td style="width:40px;height:52px;background:#f2efe6;border-radius:6px;font-size:28px;font-weight:700;text-align:center;">0</td>
<td style="width:40px;height:52px;background:#f2efe6;border-radius:6px;font-size:28px;font-weight:700;text-align:center;">6</td>
<td style="width:40px;height:52px;background:#f2efe6;border-radius:6px;font-size:28px;font-weight:700;text-align:center;">4</td>
<td style="width:40px;height:52px;background:#f2efe6;border-radius:6px;font-size:28px;font-weight:700;text-align:center;">2</td>
<td style="width:40px;height:52px;background:#f2efe6;border-radius:6px;font-size:28px;font-weight:700;text-align:center;">1</td>
<td style="width:40px;height:52px;background:#f2efe6;border-radius:6px;font-size:28px;font-weight:700;text-align:center;">9</td>
</tr></table>
<p>It expires in 15 minutes.</p>
<p style="font-size:13px;color:#8a877d;">Brightfold employees will never ask for this code.</p>`),
  },
  {
    family: "hollowmere-council",
    group: "regional",
    lang: "en",
    kind: "council-tax-bill",
    code: null,
    link: null,
    from: "Hollowmere Borough Council <counciltax@hollowmere.gov.uk>",
    subject: "Council Tax bill 2026/27 - account 40018872",
    date: "Mon, 09 Mar 2026 05:30:12 +0000",
    text: `HOLLOWMERE BOROUGH COUNCIL
Council Tax Demand Notice 2026/27

Account reference: 40018872
Property: 27 Wrenfield Close, Hollowmere, HM4 7QD
Valuation band: C
Liable person(s): Ms A Kowalczyk, Mr T Brennan

Charge 1 April 2026 to 31 March 2027:   £2,047.29
Less single person discount:             £0.00
Amount payable:                          £2,047.29

Your Direct Debit will collect 10 monthly instalments on the 1st of each month:
  1 April 2026       £204.81
  1 May 2026 to 1 January 2027   £204.72 each

Where your money goes: Hollowmere Borough Council 11.2%, Wessex County Council 74.6%, Police and Crime Commissioner 10.9%, Fire Authority 3.3%.

You have received this bill by email because you signed up for e-billing. To view previous bills, sign in to My Hollowmere: https://my.hollowmere.gov.uk

Revenues and Benefits, Civic Centre, Market Street, Hollowmere HM1 1AA. Telephone 01632 960 410.`,
    html: null,
    attachment: [
      "CouncilTax_40018872_2026-27.pdf",
      "application/pdf",
      "%PDF-1.3\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "hollowmere-council",
    group: "regional",
    lang: "en",
    kind: "dd-confirm-link",
    code: null,
    link: "https://pay.hollowmere.gov.uk/directdebit/confirm?instruction=DDI-7730291&key=c8e51b0a7d",
    from: "Hollowmere Borough Council <noreply@pay.hollowmere.gov.uk>",
    subject: "Please confirm your Direct Debit instruction",
    date: "Thu, 19 Feb 2026 18:27:40 +0000",
    text: `Dear Ms Kowalczyk,

You set up a Direct Debit online to pay your Council Tax. Before we can send it to your bank, please confirm the details are right:

https://pay.hollowmere.gov.uk/directdebit/confirm?instruction=DDI-7730291&key=c8e51b0a7d

Council Tax account:   40018872
Account holder:        A KOWALCZYK
Sort code:             30-**-**
Account number:        ******56
Collection date:       1st of the month, starting 1 April 2026
Service user number:   428391

If you don't confirm within 7 days, the instruction will be cancelled and you will need to pay by another method.

Your payments are protected by the Direct Debit Guarantee.

Revenues and Benefits, Hollowmere Borough Council, 01632 960 410`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Confirm your Direct Debit</title></head>
<body style="margin:0;font-family:Arial,sans-serif;font-size:16px;color:#0b0c0c;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#1a4d2e;padding:14px 20px;color:#ffffff;font-weight:bold;font-size:19px;">Hollowmere Borough Council</td></tr></table>
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;"><tr><td style="padding:24px 20px;line-height:1.5;">
<p>Dear Ms Kowalczyk,</p>
<p>You set up a Direct Debit online to pay your Council Tax. Before we can send it to your bank, please confirm the details are right.</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:15px;">
<tr><th align="left" style="border-bottom:1px solid #b1b4b6;">Council Tax account</th><td style="border-bottom:1px solid #b1b4b6;">40018872</td></tr>
<tr><th align="left" style="border-bottom:1px solid #b1b4b6;">Account holder</th><td style="border-bottom:1px solid #b1b4b6;">A KOWALCZYK</td></tr>
<tr><th align="left" style="border-bottom:1px solid #b1b4b6;">Sort code</th><td style="border-bottom:1px solid #b1b4b6;">30-**-**</td></tr>
<tr><th align="left" style="border-bottom:1px solid #b1b4b6;">Account number</th><td style="border-bottom:1px solid #b1b4b6;">******56</td></tr>
<tr><th align="left" style="border-bottom:1px solid #b1b4b6;">Collection date</th><td style="border-bottom:1px solid #b1b4b6;">1st of the month, starting 1 April 2026</td></tr>
<tr><th align="left">Service user number</th><td>428391</td></tr></table>
<p style="margin:24px 0;"><a href="https://pay.hollowmere.gov.uk/directdebit/confirm?instruction=DDI-7730291&amp;key=c8e51b0a7d" style="background:#00703c;color:#ffffff;padding:10px 18px;text-decoration:none;box-shadow:0 2px 0 #002d18;">Confirm Direct Debit</a></p>
<p>If you don't confirm within 7 days, the instruction will be cancelled and you will need to pay by another method.</p>
<p style="font-size:14px;"><img src="https://pay.hollowmere.gov.uk/img/dd-logo.png" width="80" alt="Direct Debit"> Your payments are protected by the <a href="https://www.hollowmere.gov.uk/direct-debit-guarantee">Direct Debit Guarantee</a>.</p>
<p style="font-size:14px;color:#505a5f;">Revenues and Benefits, Hollowmere Borough Council, 01632 960 410</p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "lendwell-student-loans",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "RTK-5583",
    link: "https://account.lendwell.com/verify?email_token=lw_ev_2f9c81b7e0d44a6a",
    from: "Lendwell <notifications@lendwell.com>",
    subject: "Confirm your new email address",
    date: "Sat, 07 Feb 2026 12:19:26 -0500",
    text: `Hi Jordan,

You changed the email on your Lendwell account to this address. Confirm it by entering code RTK-5583 on the screen you were on, or by opening this link:

https://account.lendwell.com/verify?email_token=lw_ev_2f9c81b7e0d44a6a

Until you confirm, we'll keep sending loan notices to your old address.

Loan account: ending 7728 | Current balance: $21,384.90 | Next payment: $248.61 due Mar 1

Lendwell Servicing, LLC - PO Box 3094, Wilmington, DE 19804 - NMLS #1928304
This is an attempt to collect a debt and any information obtained will be used for that purpose.`,
    html: `<html><body style="margin:0;padding:0;background:#eef2fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:Verdana,Geneva,sans-serif;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e4e8f2;"><img src="https://static.lendwell.com/email/lendwell-logo.png" width="120" alt="Lendwell"></td></tr>
<tr><td style="padding:28px 30px 10px 30px;font-size:15px;line-height:1.6;color:#2e3547;">Hi Jordan,<br><br>You changed the email on your Lendwell account to this address. Confirm it by entering this code on the screen you were on:</td></tr>
<tr><td align="center" style="padding:10px 30px;"><span style="display:inline-block;font-family:Consolas,monospace;font-size:28px;letter-spacing:4px;color:#2746b0;background:#f1f4fd;padding:10px 20px;border-radius:4px;">RTK-5583</span></td></tr>
<tr><td style="padding:10px 30px;font-size:15px;color:#2e3547;" align="center">or</td></tr>
<tr><td align="center" style="padding:0 30px 20px 30px;"><a href="https://account.lendwell.com/verify?email_token=lw_ev_2f9c81b7e0d44a6a" style="background:#2746b0;color:#ffffff;font-size:15px;padding:11px 26px;border-radius:4px;text-decoration:none;">Confirm email</a></td></tr>
<tr><td style="padding:0 30px 24px 30px;font-size:13px;color:#6a7185;">Until you confirm, we'll keep sending loan notices to your old address.</td></tr>
<tr><td style="padding:14px 30px;background:#f7f8fc;font-size:12px;color:#6a7185;">Loan account ending 7728 &middot; Current balance $21,384.90 &middot; Next payment $248.61 due Mar 1</td></tr>
<tr><td style="padding:16px 30px;font-size:10px;line-height:1.5;color:#9aa0b1;">Lendwell Servicing, LLC &middot; PO Box 3094, Wilmington, DE 19804 &middot; NMLS #1928304<br>This is an attempt to collect a debt and any information obtained will be used for that purpose.<br><a href="https://www.lendwell.com/privacy" style="color:#9aa0b1;">Privacy</a> | <a href="https://www.lendwell.com/help" style="color:#9aa0b1;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "lendwell-student-loans",
    group: "consumer",
    lang: "en",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Lendwell <notifications@lendwell.com>",
    subject: "We received your payment of $248.61",
    date: "Sun, 01 Mar 2026 06:02:11 -0500",
    text: `Hi Jordan,

Thanks, your autopay payment went through.

Amount:               $248.61
Applied to:           Loan ending 7728
Payment date:         March 1, 2026
Confirmation number:  LWP-88102734
From:                 Checking ending 3310
Autopay discount:     0.25% applied

Principal: $171.40 | Interest: $77.21
Remaining balance: $21,213.50

Lendwell Servicing, LLC - PO Box 3094, Wilmington, DE 19804 - NMLS #1928304`,
    html: `<html><body style="margin:0;padding:0;background:#eef2fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:Verdana,Geneva,sans-serif;color:#2e3547;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e4e8f2;"><img src="https://static.lendwell.com/email/lendwell-logo.png" width="120" alt="Lendwell"></td></tr>
<tr><td style="padding:26px 30px 6px 30px;font-size:15px;">Hi Jordan,<br><br>Thanks, your autopay payment went through.</td></tr>
<tr><td style="padding:10px 30px 24px 30px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #e4e8f2;">
<tr><td>Amount</td><td align="right"><b>$248.61</b></td></tr>
<tr><td>Applied to</td><td align="right">Loan ending 7728</td></tr>
<tr><td>Payment date</td><td align="right">March 1, 2026</td></tr>
<tr><td>Confirmation number</td><td align="right">LWP-88102734</td></tr>
<tr><td>From</td><td align="right">Checking ending 3310</td></tr>
<tr><td>Principal / interest</td><td align="right">$171.40 / $77.21</td></tr>
<tr><td>Remaining balance</td><td align="right">$21,213.50</td></tr></table></td></tr>
<tr><td style="padding:16px 30px;font-size:10px;line-height:1.5;color:#9aa0b1;">Lendwell Servicing, LLC &middot; PO Box 3094, Wilmington, DE 19804 &middot; NMLS #1928304<br><a href="https://www.lendwell.com/privacy" style="color:#9aa0b1;">Privacy</a> | <a href="https://www.lendwell.com/help" style="color:#9aa0b1;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- European languages

function taunus(body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellspacing="0" cellpadding="0" style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a;">
<tr><td style="background:#003a70;padding:14px 24px;"><img src="https://www.taunusbank.de/content/dam/mail/taunusbank-logo-weiss.png" width="160" height="32" alt="Taunusbank eG"></td></tr>
<tr><td style="padding:24px;line-height:1.55;max-width:600px;">${body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #d9dee5;font-size:11px;color:#6a7380;line-height:1.5;">
Taunusbank eG &middot; Hauptstraße 41 &middot; 61462 Königstein im Taunus &middot; Telefon 06174 2901-0<br>
Vorstand: Dr. Katrin Lehmann, Jörg Wiesner &middot; Aufsichtsratsvorsitzender: Bernd Kaltwasser &middot; Registergericht Königstein, GnR 318<br>
<a href="https://www.taunusbank.de/impressum" style="color:#6a7380;">Impressum</a> | <a href="https://www.taunusbank.de/datenschutz" style="color:#6a7380;">Datenschutz</a> | <a href="https://www.taunusbank.de/sicherheit" style="color:#6a7380;">Sicherheitshinweise</a>
</td></tr></table></body></html>`;
}

const TAUNUS_FOOT = `--
Taunusbank eG, Hauptstraße 41, 61462 Königstein im Taunus, Telefon 06174 2901-0
Vorstand: Dr. Katrin Lehmann, Jörg Wiesner. Registergericht Königstein, GnR 318
Sicherheitshinweise: https://www.taunusbank.de/sicherheit`;

const europe: Mail[] = [
  {
    family: "taunusbank",
    group: "regional",
    lang: "de",
    kind: "phone-change-code",
    code: "826147",
    link: null,
    from: "Taunusbank eG <sicherheit@taunusbank.de>",
    subject: "Bestätigungscode für die Änderung Ihrer Mobilfunknummer",
    date: "Mon, 12 Jan 2026 09:14:33 +0100",
    text: `Guten Tag Herr Brandstätter,

Sie möchten die Mobilfunknummer für Ihr Online-Banking ändern. Bitte geben Sie zur Bestätigung folgenden Code ein:

Bestätigungscode: 82 61 47

Der Code ist 15 Minuten gültig. Neue Nummer: +49 171 ***** 38

Haben Sie diese Änderung nicht veranlasst? Dann rufen Sie bitte sofort unseren Sperr-Notruf 116 116 oder Ihre Beraterin Frau Yıldız unter 06174 2901-233 an. Wir fragen Sie niemals per Telefon oder E-Mail nach diesem Code.

Mit freundlichen Grüßen
Ihre Taunusbank

${TAUNUS_FOOT}`,
    html: taunus(`<p>Guten Tag Herr Brandstätter,</p>
<p>Sie möchten die Mobilfunknummer für Ihr Online-Banking ändern. Bitte geben Sie zur Bestätigung folgenden Code ein:</p>
<p style="font-size:13px;color:#6a7380;margin-bottom:4px;">Bestätigungscode</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;color:#003a70;margin-top:0;">82 61 47</p>
<p>Der Code ist 15 Minuten gültig. Neue Nummer: +49 171 ***** 38</p>
<p style="border:1px solid #f0b400;background:#fff9e6;padding:10px;">Haben Sie diese Änderung nicht veranlasst? Dann rufen Sie bitte sofort unseren Sperr-Notruf <b>116 116</b> oder Ihre Beraterin Frau Yıldız unter 06174 2901-233 an. Wir fragen Sie niemals per Telefon oder E-Mail nach diesem Code.</p>
<p>Mit freundlichen Grüßen<br>Ihre Taunusbank</p>`),
    enc: "qp",
  },
  {
    family: "taunusbank",
    group: "regional",
    lang: "de",
    kind: "device-confirm-link",
    code: null,
    link: "https://banking.taunusbank.de/geraet/bestaetigen?vorgang=GR-2026-0317-88412&sig=aH7kP2qT",
    from: "Taunusbank eG <sicherheit@taunusbank.de>",
    subject: "Neues Gerät für die Taunusbank-App bestätigen",
    date: "Tue, 17 Mar 2026 20:41:07 +0100",
    text: `Guten Tag Herr Brandstätter,

am 17.03.2026 um 20:39 Uhr wurde die Taunusbank-App auf einem neuen Gerät eingerichtet:

Gerät: Pixel 8a (Android 16)
Vorgangsnummer: GR-2026-0317-88412

Wenn Sie das waren, bestätigen Sie die Registrierung bitte innerhalb von 24 Stunden über diesen Link:
https://banking.taunusbank.de/geraet/bestaetigen?vorgang=GR-2026-0317-88412&sig=aH7kP2qT

Erst danach können Sie mit dem neuen Gerät Überweisungen freigeben. Ihr bisheriges Gerät (iPhone 12) bleibt bis zur Bestätigung aktiv.

Waren Sie es nicht? Bestätigen Sie nichts und rufen Sie uns unter 06174 2901-0 an.

Ihre Taunusbank

${TAUNUS_FOOT}`,
    html: taunus(`<p>Guten Tag Herr Brandstätter,</p>
<p>am 17.03.2026 um 20:39 Uhr wurde die Taunusbank-App auf einem neuen Gerät eingerichtet:</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;"><tr><td style="color:#6a7380;">Gerät</td><td>Pixel 8a (Android 16)</td></tr><tr><td style="color:#6a7380;">Vorgangsnummer</td><td>GR-2026-0317-88412</td></tr></table>
<p>Wenn Sie das waren, bestätigen Sie die Registrierung bitte innerhalb von 24 Stunden:</p>
<table cellspacing="0" cellpadding="0"><tr><td style="background:#e30613;padding:11px 22px;"><a href="https://banking.taunusbank.de/geraet/bestaetigen?vorgang=GR-2026-0317-88412&amp;sig=aH7kP2qT" style="color:#ffffff;font-weight:bold;text-decoration:none;">Gerät bestätigen</a></td></tr></table>
<p>Erst danach können Sie mit dem neuen Gerät Überweisungen freigeben. Ihr bisheriges Gerät (iPhone 12) bleibt bis zur Bestätigung aktiv.</p>
<p>Waren Sie es nicht? Bestätigen Sie nichts und rufen Sie uns unter 06174 2901-0 an.</p>
<p>Ihre Taunusbank</p>`),
    enc: "b64",
  },
  {
    family: "taunusbank",
    group: "regional",
    lang: "de",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Taunusbank eG <postfach@taunusbank.de>",
    subject: "Neues Dokument in Ihrem elektronischen Postfach",
    date: "Wed, 01 Apr 2026 04:12:55 +0200",
    text: `Guten Tag Herr Brandstätter,

in Ihrem elektronischen Postfach liegt ein neues Dokument für Sie bereit:

Kontoauszug Nr. 3/2026 zum Girokonto DE44 5019 0000 0614 2290 17
Zeitraum: 01.03.2026 – 31.03.2026
Kontostand am 31.03.2026: 3.482,16 EUR

Sie finden es im Online-Banking unter „Postfach“. Bitte beachten Sie: Dokumente im Postfach gelten als zugegangen, sobald sie dort bereitgestellt sind.

Diese E-Mail wurde automatisch erstellt. Antworten an diese Adresse können wir nicht bearbeiten.

${TAUNUS_FOOT}`,
    html: null,
  },
  {
    family: "vitalis-bkk",
    group: "regional",
    lang: "de",
    kind: "activation-code",
    code: "HX7K-2MQ9",
    link: null,
    from: "VITALIS BKK <service@vitalis-bkk.de>",
    subject: "Ihr Freischaltcode für „Meine VITALIS“",
    date: "Thu, 05 Feb 2026 11:30:02 +0100",
    text: `Sehr geehrte Frau Nowak-Richter,

vielen Dank für Ihre Registrierung im Online-Portal „Meine VITALIS“.

Ihr persönlicher Freischaltcode lautet:

HX7K-2MQ9

Geben Sie ihn beim ersten Anmelden in der App oder unter meine.vitalis-bkk.de ein. Der Code ist 14 Tage gültig.

Ihre Krankenversichertennummer: R418****27

Bei Fragen erreichen Sie uns kostenfrei unter 0800 848 2545 (Mo–Fr 8–18 Uhr).

Freundliche Grüße
Ihre VITALIS BKK

VITALIS BKK – Körperschaft des öffentlichen Rechts
Lindenallee 9, 34117 Kassel
Datenschutz: https://www.vitalis-bkk.de/datenschutz`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f6f4;font-family:Verdana,Arial,sans-serif;">
<div style="display:none;font-size:1px;color:#f0f6f4;">Ihr persönlicher Code für die Erstanmeldung</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:20px 30px;border-bottom:4px solid #00866e;"><img src="https://www.vitalis-bkk.de/fileadmin/mail/vitalis-logo.png" width="170" alt="VITALIS BKK"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;line-height:1.6;color:#223;">
<p>Sehr geehrte Frau Nowak-Richter,</p>
<p>vielen Dank für Ihre Registrierung im Online-Portal „Meine VITALIS“.</p>
<p>Ihr persönlicher Freischaltcode lautet:</p>
<div style="text-align:center;margin:20px 0;"><span style="font-family:'Courier New',monospace;font-size:26px;font-weight:bold;color:#00866e;border:2px dashed #00866e;padding:10px 18px;">HX7K-2MQ9</span></div>
<p>Geben Sie ihn beim ersten Anmelden in der App oder unter <a href="https://meine.vitalis-bkk.de" style="color:#00866e;">meine.vitalis-bkk.de</a> ein. Der Code ist 14 Tage gültig.</p>
<p style="font-size:12px;color:#667;">Ihre Krankenversichertennummer: R418****27</p>
<p>Bei Fragen erreichen Sie uns kostenfrei unter 0800 848 2545 (Mo–Fr 8–18 Uhr).</p>
<p>Freundliche Grüße<br>Ihre VITALIS BKK</p></td></tr>
<tr><td style="padding:14px 30px;background:#e3efec;font-size:10px;color:#556;">VITALIS BKK – Körperschaft des öffentlichen Rechts · Lindenallee 9, 34117 Kassel · <a href="https://www.vitalis-bkk.de/impressum" style="color:#556;">Impressum</a> · <a href="https://www.vitalis-bkk.de/datenschutz" style="color:#556;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "vitalis-bkk",
    group: "regional",
    lang: "de",
    kind: "direct-debit-notice",
    code: null,
    link: null,
    from: "VITALIS BKK <beitraege@vitalis-bkk.de>",
    subject: "Vorabankündigung SEPA-Lastschrift: Beiträge April 2026",
    date: "Fri, 27 Mar 2026 07:55:19 +0100",
    text: `Sehr geehrte Frau Nowak-Richter,

wir buchen Ihre Beiträge zur Kranken- und Pflegeversicherung für April 2026 wie vereinbart per SEPA-Lastschrift ab:

Betrag:              487,36 EUR
  davon Krankenversicherung  412,10 EUR
  davon Pflegeversicherung    75,26 EUR
Fälligkeit:          15.04.2026
IBAN:                DE12 5206 0410 **** **** 81
Gläubiger-ID:        DE27VBK00000318455
Mandatsreferenz:     VBK-M-0072291834

Bitte sorgen Sie für ausreichende Deckung Ihres Kontos. Sie müssen nichts weiter tun.

Freundliche Grüße
Ihre VITALIS BKK – Beitragsservice
Telefon 0561 70820-400`,
    html: null,
    enc: "qp",
  },
  {
    family: "banque-sequanaise",
    group: "regional",
    lang: "fr",
    kind: "beneficiary-code",
    code: "418520",
    link: null,
    from: "Banque Séquanaise <securite@banque-sequanaise.fr>",
    subject: "Ajout d'un bénéficiaire : votre code de confirmation",
    date: "Sat, 14 Feb 2026 15:22:48 +0100",
    text: `Bonjour Madame Lefèvre,

Vous avez demandé l'ajout du bénéficiaire suivant :
Nom : SCI LES TILLEULS
IBAN : FR76 3000 4012 **** **** **** 184

Pour valider cet ajout, saisissez le code de confirmation ci-dessous dans votre espace client :

418520

Ce code est valable 10 minutes. Pour votre sécurité, le premier virement vers ce bénéficiaire sera plafonné à 1 000 € pendant 72 heures.

Un conseiller ne vous demandera jamais ce code, ni par téléphone ni par SMS.
Si vous n'êtes pas à l'origine de cette demande, contactez-nous au 09 69 32 18 40 (appel non surtaxé).

Banque Séquanaise – SA au capital de 48 000 000 € – 12 quai de la Tournelle, 75005 Paris – RCS Paris 552 108 447 – ORIAS 07 023 115`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#edeff3;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#edeff3"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;">
<tr><td style="padding:18px 0;" align="left"><img src="https://media.banque-sequanaise.fr/mail/logo-bs.png" alt="Banque Séquanaise" width="190"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:30px 34px;font-size:14px;line-height:1.6;color:#222;">
<p>Bonjour Madame Lefèvre,</p>
<p>Vous avez demandé l'ajout du bénéficiaire suivant :</p>
<p style="background:#f4f5f8;padding:10px 14px;">Nom : <b>SCI LES TILLEULS</b><br>IBAN : FR76 3000 4012 **** **** **** 184</p>
<p>Pour valider cet ajout, saisissez le code de confirmation ci-dessous dans votre espace client :</p>
<table align="center" cellpadding="0" cellspacing="4"><tr>
<td style="border:1px solid #7a1f3d;width:36px;height:46px;text-align:center;font-size:24px;font-weight:bold;color:#7a1f3d;">4</td>
<td style="border:1px solid #7a1f3d;width:36px;height:46px;text-align:center;font-size:24px;font-weight:bold;color:#7a1f3d;">1</td>
<td style="border:1px solid #7a1f3d;width:36px;height:46px;text-align:center;font-size:24px;font-weight:bold;color:#7a1f3d;">8</td>
<td style="border:1px solid #7a1f3d;width:36px;height:46px;text-align:center;font-size:24px;font-weight:bold;color:#7a1f3d;">5</td>
<td style="border:1px solid #7a1f3d;width:36px;height:46px;text-align:center;font-size:24px;font-weight:bold;color:#7a1f3d;">2</td>
<td style="border:1px solid #7a1f3d;width:36px;height:46px;text-align:center;font-size:24px;font-weight:bold;color:#7a1f3d;">0</td>
</tr></table>
<p>Ce code est valable 10 minutes. Pour votre sécurité, le premier virement vers ce bénéficiaire sera plafonné à 1 000 € pendant 72 heures.</p>
<p style="color:#7a1f3d;font-weight:bold;">Un conseiller ne vous demandera jamais ce code, ni par téléphone ni par SMS.</p>
<p>Si vous n'êtes pas à l'origine de cette demande, contactez-nous au 09 69 32 18 40 (appel non surtaxé).</p>
</td></tr>
<tr><td style="padding:16px 0;font-size:10px;color:#7b808a;line-height:1.5;">Banque Séquanaise – SA au capital de 48 000 000 € – 12 quai de la Tournelle, 75005 Paris – RCS Paris 552 108 447 – ORIAS 07 023 115<br><a href="https://www.banque-sequanaise.fr/mentions-legales" style="color:#7b808a;">Mentions légales</a> · <a href="https://www.banque-sequanaise.fr/donnees-personnelles" style="color:#7b808a;">Données personnelles</a> · <a href="https://www.banque-sequanaise.fr/securite/fraude" style="color:#7b808a;">Se protéger de la fraude</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "banque-sequanaise",
    group: "regional",
    lang: "fr",
    kind: "card-alert",
    code: null,
    link: null,
    from: "Banque Séquanaise <alertes@banque-sequanaise.fr>",
    subject: "Alerte : paiement par carte de 62,40 €",
    date: "Thu, 26 Mar 2026 19:48:10 +0100",
    text: `Banque Séquanaise - Alerte carte

Un paiement de 62,40 EUR a été réalisé avec votre carte Visa Premier **** 7731 :
Commerçant : MONOPRIX PARIS 11 BASTILLE
Date : 26/03/2026 à 19:47
N° d'autorisation : 318662

Solde disponible du compte courant après l'opération : 1 204,55 EUR.

Vous ne reconnaissez pas cette opération ? Faites opposition depuis l'application (Cartes > Faire opposition) ou appelez le 09 69 32 18 41, 24h/24.

Pour modifier vos alertes : Espace client > Profil > Alertes.`,
    html: null,
    enc: "8bit",
  },
  {
    family: "mutuelle-azuree",
    group: "regional",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: "https://adherent.mutuelle-azuree.fr/mot-de-passe/reinitialiser?jeton=9e2b7fd04c1a4e6b8c33&adh=1108742",
    from: "Mutuelle Azurée <ne-pas-repondre@mutuelle-azuree.fr>",
    subject: "Réinitialisation de votre mot de passe",
    date: "Sun, 18 Jan 2026 10:03:27 +0100",
    text: `Bonjour Julien,

Vous avez demandé à réinitialiser le mot de passe de votre espace adhérent (n° adhérent 1108742).

Pour choisir un nouveau mot de passe, cliquez sur le lien suivant :
https://adherent.mutuelle-azuree.fr/mot-de-passe/reinitialiser?jeton=9e2b7fd04c1a4e6b8c33&adh=1108742

Ce lien est valable 1 heure.

Si vous n'avez rien demandé, ignorez ce message : votre mot de passe actuel reste valable.

Mutuelle Azurée – mutuelle soumise au livre II du Code de la mutualité – SIREN 781 432 096
45 boulevard Dubouchage, 06000 Nice – 04 93 88 21 70`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#e9f4fb;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:26px 10px;">
<table width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:8px;overflow:hidden;font-family:Tahoma,Arial,sans-serif;">
<tr><td style="background:#1589c9;padding:20px 28px;color:#ffffff;font-size:20px;"><img src="https://www.mutuelle-azuree.fr/img/email/vague.png" width="28" alt="" style="vertical-align:middle;"> Mutuelle Azurée</td></tr>
<tr><td style="padding:28px;font-size:14px;line-height:1.7;color:#2a3340;">
Bonjour Julien,<br><br>
Vous avez demandé à réinitialiser le mot de passe de votre espace adhérent (n° adhérent 1108742).<br><br>
<div style="text-align:center;"><a href="https://adherent.mutuelle-azuree.fr/mot-de-passe/reinitialiser?jeton=9e2b7fd04c1a4e6b8c33&amp;adh=1108742" style="display:inline-block;background:#f28c28;color:#ffffff;padding:12px 30px;border-radius:24px;text-decoration:none;font-weight:bold;">Choisir un nouveau mot de passe</a></div><br>
Ce lien est valable 1 heure.<br><br>
Si vous n'avez rien demandé, ignorez ce message : votre mot de passe actuel reste valable.
</td></tr>
<tr><td style="padding:18px 28px;background:#f3f8fb;font-size:10px;color:#7d8894;">Mutuelle Azurée – mutuelle soumise au livre II du Code de la mutualité – SIREN 781 432 096 – 45 boulevard Dubouchage, 06000 Nice – 04 93 88 21 70<br><a href="https://www.mutuelle-azuree.fr/confidentialite" style="color:#7d8894;">Confidentialité</a> · <a href="https://www.facebook.com/mutuelleazuree" style="color:#7d8894;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "mutuelle-azuree",
    group: "regional",
    lang: "fr",
    kind: "reimbursement-notice",
    code: null,
    link: null,
    from: "Mutuelle Azurée <remboursements@mutuelle-azuree.fr>",
    subject: "Nouveau remboursement : 38,50 € versés sur votre compte",
    date: "Tue, 10 Mar 2026 06:31:00 +0100",
    text: `Bonjour Julien,

Nous avons effectué un remboursement complémentaire à celui de l'Assurance Maladie.

Bénéficiaire : Julien MARCHETTI
Acte : consultation ophtalmologiste (secteur 2)
Date des soins : 02/03/2026
Dépense : 80,00 €
Remboursement Sécurité sociale : 20,30 €
Remboursement Mutuelle Azurée : 38,50 €
Reste à charge : 21,20 €
Décompte n° D26-0310-449812, virement sur le compte FR76 **** **** 0912

Retrouvez tous vos décomptes dans votre espace adhérent.

Mutuelle Azurée – 45 boulevard Dubouchage, 06000 Nice`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#e9f4fb;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:26px 10px;">
<table width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:8px;font-family:Tahoma,Arial,sans-serif;">
<tr><td style="background:#1589c9;padding:20px 28px;color:#ffffff;font-size:20px;">Mutuelle Azurée</td></tr>
<tr><td style="padding:28px;font-size:14px;line-height:1.7;color:#2a3340;">Bonjour Julien,<br><br>Nous avons effectué un remboursement complémentaire à celui de l'Assurance Maladie.
<table width="100%" cellspacing="0" cellpadding="6" style="margin-top:14px;font-size:13px;border:1px solid #d5e5f0;">
<tr><td>Bénéficiaire</td><td align="right">Julien MARCHETTI</td></tr>
<tr><td>Acte</td><td align="right">consultation ophtalmologiste (secteur 2)</td></tr>
<tr><td>Date des soins</td><td align="right">02/03/2026</td></tr>
<tr><td>Dépense</td><td align="right">80,00 €</td></tr>
<tr><td>Remboursement Sécurité sociale</td><td align="right">20,30 €</td></tr>
<tr style="background:#e9f4fb;"><td><b>Remboursement Mutuelle Azurée</b></td><td align="right"><b>38,50 €</b></td></tr>
<tr><td>Reste à charge</td><td align="right">21,20 €</td></tr></table>
<p style="font-size:12px;color:#7d8894;">Décompte n° D26-0310-449812, virement sur le compte FR76 **** **** 0912</p>
<a href="https://adherent.mutuelle-azuree.fr/decomptes" style="color:#1589c9;">Voir mes décomptes</a></td></tr>
<tr><td style="padding:18px 28px;background:#f3f8fb;font-size:10px;color:#7d8894;">Mutuelle Azurée – 45 boulevard Dubouchage, 06000 Nice – <a href="https://www.mutuelle-azuree.fr/desabonnement?u=1108742" style="color:#7d8894;">Gérer mes notifications</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

const europe2: Mail[] = [
  {
    family: "cassa-rurale-valfiorita",
    group: "regional",
    lang: "it",
    kind: "payment-code",
    code: "90317264",
    link: null,
    from: "Cassa Rurale Valfiorita <notifiche@crvalfiorita.it>",
    subject: "Codice di autorizzazione per il bonifico istantaneo",
    date: "Wed, 11 Feb 2026 12:08:45 +0100",
    text: `Gentile Cliente,

per autorizzare il bonifico istantaneo disposto dall'Home Banking inserisci il seguente codice:

90317264

Beneficiario: Termoidraulica Bonetti S.n.c.
IBAN: IT60 X054 2811 1010 0000 0123 456
Importo: 1.380,00 EUR
Causale: Saldo fattura n. 112/2026

Il codice scade tra 5 minuti e vale solo per questa operazione. Se non hai disposto tu il bonifico, non inserire il codice e chiama subito il numero verde 800 912 447.

La Cassa Rurale non ti chiederà mai codici o password per telefono, e-mail o SMS.

Cassa Rurale Valfiorita – Banca di Credito Cooperativo – Soc. Coop.
Piazza Municipio 3, 38068 Valfiorita (TN) – ABI 08 178`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f6f3ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;font-size:14px;color:#333;">
<tr><td style="padding:16px 24px;border-bottom:3px solid #2f7a36;"><img src="https://www.crvalfiorita.it/img/mail/logo_crv.png" width="180" alt="Cassa Rurale Valfiorita"></td></tr>
<tr><td style="padding:24px;line-height:1.6;">
<p>Gentile Cliente,</p>
<p>per autorizzare il bonifico istantaneo disposto dall'Home Banking inserisci il seguente codice:</p>
<p style="text-align:center;font-size:30px;font-weight:bold;color:#2f7a36;letter-spacing:2px;margin:18px 0;">90317264</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;background:#f4f8f3;width:100%;">
<tr><td>Beneficiario</td><td>Termoidraulica Bonetti S.n.c.</td></tr>
<tr><td>IBAN</td><td>IT60 X054 2811 1010 0000 0123 456</td></tr>
<tr><td>Importo</td><td>1.380,00 EUR</td></tr>
<tr><td>Causale</td><td>Saldo fattura n. 112/2026</td></tr></table>
<p>Il codice scade tra 5 minuti e vale solo per questa operazione. Se non hai disposto tu il bonifico, non inserire il codice e chiama subito il numero verde <b>800 912 447</b>.</p>
<p style="font-size:12px;color:#8a6d1f;">La Cassa Rurale non ti chiederà mai codici o password per telefono, e-mail o SMS.</p></td></tr>
<tr><td style="padding:14px 24px;background:#eeeeea;font-size:10px;color:#777;">Cassa Rurale Valfiorita – Banca di Credito Cooperativo – Soc. Coop. – Piazza Municipio 3, 38068 Valfiorita (TN) – ABI 08 178 – <a href="https://www.crvalfiorita.it/privacy" style="color:#777;">Privacy</a> – <a href="https://www.crvalfiorita.it/trasparenza" style="color:#777;">Trasparenza</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "cassa-rurale-valfiorita",
    group: "regional",
    lang: "it",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Cassa Rurale Valfiorita <notifiche@crvalfiorita.it>",
    subject: "Estratto conto al 31/03/2026 disponibile",
    date: "Fri, 03 Apr 2026 08:00:12 +0200",
    text: `Gentile Sig.ra Paola Zanetti,

è disponibile nella sezione Documenti dell'Home Banking l'estratto conto trimestrale del conto corrente n. 000012345678 (IBAN IT60 X054 2811 1010 0000 1234 567).

Periodo: 01/01/2026 – 31/03/2026
Saldo contabile finale: 7.915,40 EUR
Competenze di chiusura: 0,00 EUR
Imposta di bollo: 8,55 EUR

Ricordiamo che, in assenza di contestazioni scritte entro 60 giorni, l'estratto conto si intende approvato.

Cordiali saluti
Cassa Rurale Valfiorita`,
    html: null,
  },
  {
    family: "farmacia-del-borgo",
    group: "regional",
    lang: "it",
    kind: "prescription-ready",
    code: null,
    link: null,
    from: "Farmacia del Borgo <prenotazioni@farmaciadelborgo.it>",
    subject: "I suoi farmaci sono pronti per il ritiro",
    date: "Mon, 16 Mar 2026 16:40:22 +0100",
    text: `Gentile Sig. Rinaldi,

i farmaci della ricetta che ci ha inviato sono pronti.

Prenotazione n. 2026/0472
Ricetta elettronica (NRE): 1900A4381201775
Medicinali: Ramipril 5 mg (28 cpr), Atorvastatina 20 mg (30 cpr)
Ticket da pagare: 4,00 EUR

Può ritirarli entro sabato 21 marzo presentando la tessera sanitaria.
Orari: lun–sab 8:30–12:30 e 15:30–19:30.

Farmacia del Borgo, dott.ssa Elena Fabbri
Via Roma 58, 40026 Imola (BO) – tel. 0542 31 22 90`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Georgia,serif;font-size:15px;color:#2d2d2d;background:#ffffff;">
<table width="560" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:14px 0;border-bottom:2px solid #18a05e;"><img src="https://www.farmaciadelborgo.it/mail/croce-verde.png" width="30" alt="" style="vertical-align:middle;"> <span style="font-size:20px;color:#18a05e;">Farmacia del Borgo</span></td></tr>
<tr><td style="padding:20px 0;line-height:1.6;">
<p>Gentile Sig. Rinaldi,</p>
<p>i farmaci della ricetta che ci ha inviato sono pronti.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;font-family:Arial,sans-serif;border:1px solid #cfe9dc;">
<tr><td style="color:#6b6b6b;">Prenotazione n.</td><td><b>2026/0472</b></td></tr>
<tr><td style="color:#6b6b6b;">Ricetta elettronica (NRE)</td><td>1900A4381201775</td></tr>
<tr><td style="color:#6b6b6b;">Medicinali</td><td>Ramipril 5 mg (28 cpr), Atorvastatina 20 mg (30 cpr)</td></tr>
<tr><td style="color:#6b6b6b;">Ticket da pagare</td><td>4,00 EUR</td></tr></table>
<p>Può ritirarli entro <b>sabato 21 marzo</b> presentando la tessera sanitaria.<br>Orari: lun–sab 8:30–12:30 e 15:30–19:30.</p>
<p style="font-size:13px;color:#6b6b6b;">Farmacia del Borgo, dott.ssa Elena Fabbri · Via Roma 58, 40026 Imola (BO) · tel. 0542 31 22 90<br><a href="https://www.farmaciadelborgo.it/privacy" style="color:#18a05e;">Informativa privacy</a> · <a href="https://maps.example.org/?q=Farmacia+del+Borgo+Imola" style="color:#18a05e;">Come raggiungerci</a></p>
</td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "farmacia-del-borgo",
    group: "regional",
    lang: "it",
    kind: "verify-link",
    code: null,
    link: "https://app.farmaciadelborgo.it/conferma-email?codice=fdb-7f3a19c2e8&utente=52817",
    from: "Farmacia del Borgo <app@farmaciadelborgo.it>",
    subject: "Conferma il tuo indirizzo e-mail",
    date: "Sun, 01 Mar 2026 21:17:53 +0100",
    text: `Ciao Marco,

grazie per esserti registrato all'app della Farmacia del Borgo. Con l'app puoi inviarci le ricette elettroniche e prenotare i farmaci.

Conferma il tuo indirizzo e-mail aprendo questo link:
https://app.farmaciadelborgo.it/conferma-email?codice=fdb-7f3a19c2e8&utente=52817

Se non ti sei registrato tu, ignora questo messaggio.

Farmacia del Borgo – Via Roma 58, 40026 Imola (BO) – P.IVA 02418730378`,
    html: `<html><body style="margin:0;background:#eef7f2;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
<tr><td align="center" style="padding:28px 20px 10px 20px;"><img src="https://www.farmaciadelborgo.it/mail/croce-verde.png" width="44" alt="Farmacia del Borgo"></td></tr>
<tr><td align="center" style="padding:0 30px;font-size:20px;font-weight:bold;color:#18a05e;">Ciao Marco!</td></tr>
<tr><td style="padding:14px 30px;font-size:14px;line-height:1.6;color:#444;text-align:center;">grazie per esserti registrato all'app della Farmacia del Borgo. Con l'app puoi inviarci le ricette elettroniche e prenotare i farmaci.</td></tr>
<tr><td align="center" style="padding:10px 30px 26px 30px;"><a href="https://app.farmaciadelborgo.it/conferma-email?codice=fdb-7f3a19c2e8&amp;utente=52817" style="background:#18a05e;color:#fff;text-decoration:none;padding:12px 28px;border-radius:8px;font-weight:bold;">Conferma e-mail</a></td></tr>
<tr><td style="padding:0 30px 24px 30px;font-size:12px;color:#888;text-align:center;">Se non ti sei registrato tu, ignora questo messaggio.</td></tr>
</table>
<p style="font-size:10px;color:#8aa396;">Farmacia del Borgo – Via Roma 58, 40026 Imola (BO) – P.IVA 02418730378</p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "caja-almenara",
    group: "regional",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://clk.cajaalmenara.es/ls/click?upn=u001.Xk9aT2pWq7bRcL4mNf8s-2FhY3dJeGz0Ao1Qe5Vt6wUy",
    from: "Caja Almenara <avisos@cajaalmenara.es>",
    subject: "Confirma tu dirección de correo electrónico",
    date: "Tue, 20 Jan 2026 13:05:38 +0100",
    text: `Hola, Lucía:

Has indicado esta dirección de correo en tu banca digital de Caja Almenara. Para empezar a recibir en ella tus avisos y documentos, confírmala:

https://clk.cajaalmenara.es/ls/click?upn=u001.Xk9aT2pWq7bRcL4mNf8s-2FhY3dJeGz0Ao1Qe5Vt6wUy

El enlace caduca en 72 horas.

Si no has hecho este cambio, llámanos al 900 414 262 o al +34 963 210 880 desde el extranjero.

Caja Almenara, S. Coop. de Crédito · Calle de la Paz 14, 46003 Valencia · Inscrita en el Registro del Banco de España con el n.º 3183`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f1ea;">
<div style="display:none;max-height:0;overflow:hidden;">Un paso más para recibir tus avisos por correo</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:'Trebuchet MS',Arial,sans-serif;">
<tr><td style="padding:20px;background:#b5462b;"><img src="https://static.cajaalmenara.es/email/logo-almenara-blanco.png" width="170" alt="Caja Almenara"></td></tr>
<tr><td style="padding:30px;background:#ffffff;font-size:15px;line-height:1.6;color:#33302b;">
<p>Hola, Lucía:</p>
<p>Has indicado esta dirección de correo en tu banca digital de Caja Almenara. Para empezar a recibir en ella tus avisos y documentos, confírmala:</p>
<p style="text-align:center;margin:26px 0;"><a href="https://clk.cajaalmenara.es/ls/click?upn=u001.Xk9aT2pWq7bRcL4mNf8s-2FhY3dJeGz0Ao1Qe5Vt6wUy" style="background:#b5462b;color:#ffffff;padding:13px 32px;text-decoration:none;border-radius:4px;font-weight:bold;">Confirmar correo</a></p>
<p style="font-size:13px;color:#6e675d;">El enlace caduca en 72 horas.</p>
<p style="font-size:13px;color:#6e675d;">Si no has hecho este cambio, llámanos al 900 414 262 o al +34 963 210 880 desde el extranjero.</p>
</td></tr>
<tr><td style="padding:18px 30px;font-size:10px;line-height:1.5;color:#8f877b;">Caja Almenara, S. Coop. de Crédito · Calle de la Paz 14, 46003 Valencia · Inscrita en el Registro del Banco de España con el n.º 3183<br><a href="https://clk.cajaalmenara.es/ls/click?upn=u001.PrIv4cY-2Fpol1t1c4" style="color:#8f877b;">Política de privacidad</a> · <a href="https://clk.cajaalmenara.es/ls/click?upn=u001.S3gUr1d4d-2Fc0ns3j0s" style="color:#8f877b;">Consejos de seguridad</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "caja-almenara",
    group: "regional",
    lang: "es",
    kind: "direct-debit-notice",
    code: null,
    link: null,
    from: "Caja Almenara <avisos@cajaalmenara.es>",
    subject: "Aviso de cargo de recibo domiciliado",
    date: "Mon, 02 Mar 2026 07:20:04 +0100",
    text: `Hola, Lucía:

Te informamos de que hemos cargado en tu cuenta ES21 3183 **** **** **** 4417 el siguiente recibo:

Emisor: AGUAS DEL TURIA, S.A.
Concepto: Factura agua 1.er bimestre 2026 - póliza 0092217
Importe: 46,83 €
Fecha de cargo: 02/03/2026
Referencia del mandato: ATU000092217001
Identificador del acreedor: ES45000A46011234

Si no reconoces este cargo, puedes solicitar su devolución en las 8 semanas siguientes desde la app o en tu oficina.

Caja Almenara · 900 414 262`,
    html: null,
    enc: "qp",
  },
  {
    family: "seguros-tramontana",
    group: "regional",
    lang: "es",
    kind: "reset-code",
    code: "ST-744190",
    code_digits: "744190",
    link: null,
    from: "Seguros Tramontana <no-responder@segurostramontana.com>",
    subject: "Tu código para restablecer la contraseña",
    date: "Wed, 22 Apr 2026 23:12:09 +0200",
    text: `Hola, Jordi:

Hemos recibido una solicitud para restablecer la contraseña de tu Área Cliente.

Introduce este código en la pantalla de recuperación (el prefijo «ST-» ya aparece escrito; teclea solo los 6 números):

ST-744190

Caduca en 20 minutos. Si no has sido tú, no tienes que hacer nada.

¿Tienes un siniestro? Llama al 900 102 330, 24 horas.

Seguros Tramontana, S.A. · Passeig de Gràcia 88, 08008 Barcelona · Clave DGSFP C-0417`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eaf0f4;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #0f4c81;">
<tr><td style="padding:22px 28px;"><img src="https://www.segurostramontana.com/assets/mail/logo.png" width="150" alt="Seguros Tramontana"></td></tr>
<tr><td style="padding:0 28px 10px 28px;font-size:15px;color:#222;line-height:1.6;">Hola, Jordi:<br><br>Hemos recibido una solicitud para restablecer la contraseña de tu Área Cliente. Introduce este código en la pantalla de recuperación (el prefijo «ST-» ya aparece escrito; teclea solo los 6 números):</td></tr>
<tr><td align="center" style="padding:16px 28px;"><div style="font-size:32px;font-weight:bold;letter-spacing:5px;color:#0f4c81;background:#eef4fa;padding:14px 0;">ST-744190</div></td></tr>
<tr><td style="padding:6px 28px 22px 28px;font-size:13px;color:#666;">Caduca en 20 minutos. Si no has sido tú, no tienes que hacer nada.<br><br>¿Tienes un siniestro? Llama al 900 102 330, 24 horas.</td></tr>
<tr><td style="padding:14px 28px;background:#f4f6f8;font-size:10px;color:#8a9199;">Seguros Tramontana, S.A. · Passeig de Gràcia 88, 08008 Barcelona · Clave DGSFP C-0417 · <a href="https://www.segurostramontana.com/aviso-legal" style="color:#8a9199;">Aviso legal</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "seguros-tramontana",
    group: "regional",
    lang: "es",
    kind: "claim-update",
    code: null,
    link: null,
    from: "Seguros Tramontana <siniestros@segurostramontana.com>",
    subject: "Siniestro 26-HOG-0081534: el perito visitará tu vivienda",
    date: "Thu, 05 Mar 2026 10:44:30 +0100",
    text: `Hola, Jordi:

Te escribimos sobre el siniestro que declaraste el 03/03/2026 por daños por agua en tu vivienda.

Número de siniestro: 26-HOG-0081534
Póliza: Hogar Plus n.º HP-0720094
Perito asignado: Montserrat Puig (Gabinete Pericial Llevant)
Visita prevista: martes 10 de marzo, entre las 9:00 y las 11:00
Dirección: C/ Verdi 112, 3.º 2.ª, 08012 Barcelona

Ten a mano las facturas o fotos de los daños. Si necesitas cambiar la cita, llama al perito al 934 58 77 10.

Un saludo,
Departamento de Siniestros – Seguros Tramontana`,
    html: null,
    enc: "8bit",
  },
  {
    family: "banco-guaruja",
    group: "regional",
    lang: "pt",
    kind: "device-code",
    code: "552718",
    link: null,
    from: "Banco Guarujá <seguranca@bancoguaruja.com.br>",
    subject: "Código de segurança para liberar novo celular",
    date: "Fri, 06 Feb 2026 18:33:12 -0300",
    text: `Olá, Renata!

Recebemos um pedido para liberar o app do Banco Guarujá em um novo celular (Samsung Galaxy A55).

Seu código de segurança é: 552 718

Ele vale por 5 minutos. Depois da liberação, transações via Pix ficam limitadas a R$ 200,00 nas primeiras 24 horas.

Não foi você? Não informe este código a ninguém e ligue para a nossa Central: 4004 1177 (capitais) ou 0800 772 1177 (demais localidades).

O Banco Guarujá nunca liga pedindo códigos, senhas ou transferências.

Banco Guarujá S.A. – CNPJ 11.482.930/0001-07 – Ouvidoria 0800 772 4400`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f6f5;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;">
<tr><td style="padding:24px 30px 8px 30px;"><img src="https://cdn.bancoguaruja.com.br/email/logo-guaruja.png" width="140" alt="Banco Guarujá"></td></tr>
<tr><td style="padding:8px 30px;font-size:16px;color:#1e2a28;line-height:1.55;">Olá, Renata!<br><br>Recebemos um pedido para liberar o app do Banco Guarujá em um novo celular (Samsung Galaxy A55).</td></tr>
<tr><td style="padding:14px 30px;"><table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="background:#00a88f;border-radius:12px;padding:18px;color:#ffffff;">
<div style="font-size:13px;">Seu código de segurança</div>
<div style="font-size:34px;font-weight:bold;letter-spacing:6px;">552 718</div></td></tr></table></td></tr>
<tr><td style="padding:8px 30px;font-size:14px;color:#4a5a57;line-height:1.55;">Ele vale por 5 minutos. Depois da liberação, transações via Pix ficam limitadas a R$ 200,00 nas primeiras 24 horas.<br><br>Não foi você? Não informe este código a ninguém e ligue para a nossa Central: 4004 1177 (capitais) ou 0800 772 1177 (demais localidades).</td></tr>
<tr><td style="padding:8px 30px 24px 30px;font-size:13px;color:#c0392b;font-weight:bold;">O Banco Guarujá nunca liga pedindo códigos, senhas ou transferências.</td></tr>
</table>
<p style="font-size:10px;color:#8a9895;">Banco Guarujá S.A. – CNPJ 11.482.930/0001-07 – Ouvidoria 0800 772 4400 – <a href="https://www.bancoguaruja.com.br/privacidade" style="color:#8a9895;">Privacidade</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "banco-guaruja",
    group: "regional",
    lang: "pt",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Banco Guarujá <comprovantes@bancoguaruja.com.br>",
    subject: "Comprovante de Pix enviado – R$ 1.250,00",
    date: "Tue, 10 Mar 2026 09:12:47 -0300",
    text: `Comprovante de transferência Pix

Valor: R$ 1.250,00
Data e hora: 10/03/2026 às 09:12:41
Tipo: Pix por chave (CPF)

Destino
Nome: IMOBILIARIA MAR AZUL LTDA
CNPJ: 08.314.552/0001-90
Instituição: Banco Litoral S.A.
Agência: 0001 · Conta: 55821-4

Origem
Nome: Renata Oliveira Campos
CPF: ***.418.227-**
Agência: 0032 · Conta corrente: 10488-7

ID da transação: E1148293020260310121241a8Kq5Zt0pWm
Mensagem: aluguel março apto 52

Banco Guarujá S.A. – CNPJ 11.482.930/0001-07`,
    html: null,
  },
  {
    family: "zorgpunt-verzekeringen",
    group: "regional",
    lang: "nl",
    kind: "reset-link",
    code: null,
    link: "https://mijn.zorgpunt.nl/wachtwoord/herstellen#token=zp_rst_84e0c7b31f9a",
    from: "Zorgpunt Zorgverzekeringen <noreply@zorgpunt.nl>",
    subject: "Nieuw wachtwoord instellen voor Mijn Zorgpunt",
    date: "Sun, 25 Jan 2026 20:55:18 +0100",
    text: `Beste mevrouw De Graaf,

U heeft gevraagd om een nieuw wachtwoord voor Mijn Zorgpunt. Via de link hieronder stelt u een nieuw wachtwoord in:

https://mijn.zorgpunt.nl/wachtwoord/herstellen#token=zp_rst_84e0c7b31f9a

De link is 2 uur geldig. Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren.

Tip: u kunt ook inloggen met DigiD.

Met vriendelijke groet,
Zorgpunt Zorgverzekeringen
Postbus 4120, 8000 HC Zwolle | 038 760 21 00`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 24px;background:#6a2c91;"><img src="https://www.zorgpunt.nl/static/mail/zorgpunt-logo-wit.png" width="140" alt="Zorgpunt"></td></tr>
<tr><td style="padding:28px 24px;font-size:15px;line-height:1.6;color:#26262b;">
<p>Beste mevrouw De Graaf,</p>
<p>U heeft gevraagd om een nieuw wachtwoord voor Mijn Zorgpunt. Via de knop hieronder stelt u een nieuw wachtwoord in.</p>
<p><a href="https://mijn.zorgpunt.nl/wachtwoord/herstellen#token=zp_rst_84e0c7b31f9a" style="display:inline-block;background:#ef7d00;color:#ffffff;padding:12px 24px;text-decoration:none;font-weight:bold;">Nieuw wachtwoord instellen</a></p>
<p>De link is 2 uur geldig. Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren.</p>
<p style="font-size:13px;">Tip: u kunt ook <a href="https://mijn.zorgpunt.nl/inloggen/digid" style="color:#6a2c91;">inloggen met DigiD</a>.</p>
<p>Met vriendelijke groet,<br>Zorgpunt Zorgverzekeringen</p></td></tr>
<tr><td style="padding:16px 24px;background:#f3eef7;font-size:11px;color:#6d6675;">Postbus 4120, 8000 HC Zwolle · 038 760 21 00 · <a href="https://www.zorgpunt.nl/privacy" style="color:#6d6675;">Privacy</a> · <a href="https://www.zorgpunt.nl/contact" style="color:#6d6675;">Contact</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "zorgpunt-verzekeringen",
    group: "regional",
    lang: "nl",
    kind: "claim-processed",
    code: null,
    link: null,
    from: "Zorgpunt Zorgverzekeringen <noreply@zorgpunt.nl>",
    subject: "Uw declaratie is verwerkt",
    date: "Wed, 18 Feb 2026 14:30:00 +0100",
    text: `Beste mevrouw De Graaf,

We hebben uw declaratie verwerkt.

Declaratienummer: 2026-0218-775310
Zorgverlener: Fysiotherapie Het Assink, Enschede
Behandeldatum: 04-02-2026 t/m 11-02-2026 (2 behandelingen)
Gedeclareerd: € 74,00
Vergoed uit aanvullende verzekering Extra Fit: € 74,00
Eigen risico: niet van toepassing
Uitbetaling op NL91 ABNA **** **** 37 binnen 5 werkdagen.

U heeft dit jaar nog 7 behandelingen fysiotherapie tegoed.

Bekijk al uw declaraties in de Zorgpunt-app.

Zorgpunt Zorgverzekeringen, Postbus 4120, 8000 HC Zwolle`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- other scripts and regions

const world: Mail[] = [
  {
    family: "bank-mazurski",
    group: "regional",
    lang: "pl",
    kind: "login-code",
    code: "73910254",
    link: null,
    from: "Bank Mazurski <bezpieczenstwo@bankmazurski.pl>",
    subject: "Kod do logowania na nowym urządzeniu",
    date: "Thu, 08 Jan 2026 17:26:40 +0100",
    text: `Dzień dobry, Pani Katarzyno,

próbujesz zalogować się do bankowości internetowej Mazurski24 z nowego urządzenia (Firefox, Windows, Olsztyn).

Kod weryfikacyjny: 7391 0254

Kod jest ważny przez 3 minuty. Nie podawaj go nikomu – pracownik banku nigdy o niego nie poprosi.

Jeśli to nie Ty, zadzwoń pod numer 89 523 40 00 (z zagranicy +48 89 523 40 00) i zablokuj dostęp.

Bank Mazurski S.A., ul. Dąbrowszczaków 21, 10-538 Olsztyn, KRS 0000128844, NIP 739-02-18-447, kapitał zakładowy 212 400 000 zł wpłacony w całości.`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#e8ecef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Tahoma,Verdana,sans-serif;color:#24292e;">
<tr><td style="padding:18px 26px;background:#14365d;color:#ffffff;font-size:18px;font-weight:bold;"><img src="https://www.bankmazurski.pl/mail/img/znak.png" width="26" height="26" alt="" style="vertical-align:middle;"> Bank Mazurski</td></tr>
<tr><td style="padding:26px;font-size:14px;line-height:1.6;">
<p>Dzień dobry, Pani Katarzyno,</p>
<p>próbujesz zalogować się do bankowości internetowej Mazurski24 z nowego urządzenia (Firefox, Windows, Olsztyn).</p>
<table cellpadding="0" cellspacing="0" align="center"><tr><td style="border:2px solid #14365d;padding:12px 24px;font-size:26px;font-family:'Courier New',monospace;font-weight:bold;letter-spacing:2px;">7391&nbsp;0254</td></tr></table>
<p style="text-align:center;font-size:12px;color:#6a737d;">Kod weryfikacyjny, ważny 3 minuty</p>
<p><b>Nie podawaj go nikomu</b> – pracownik banku nigdy o niego nie poprosi.</p>
<p>Jeśli to nie Ty, zadzwoń pod numer 89 523 40 00 (z zagranicy +48 89 523 40 00) i zablokuj dostęp.</p></td></tr>
<tr><td style="padding:14px 26px;background:#f4f6f8;font-size:10px;color:#6a737d;line-height:1.5;">Bank Mazurski S.A., ul. Dąbrowszczaków 21, 10-538 Olsztyn, KRS 0000128844, NIP 739-02-18-447, kapitał zakładowy 212 400 000 zł wpłacony w całości.<br><a href="https://www.bankmazurski.pl/bezpieczenstwo" style="color:#6a737d;">Bezpieczeństwo</a> | <a href="https://www.bankmazurski.pl/rodo" style="color:#6a737d;">RODO</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "bank-mazurski",
    group: "regional",
    lang: "pl",
    kind: "phone-changed",
    code: null,
    link: null,
    from: "Bank Mazurski <powiadomienia@bankmazurski.pl>",
    subject: "Zmieniliśmy Twój numer telefonu",
    date: "Sat, 21 Mar 2026 10:02:15 +0100",
    text: `Dzień dobry, Pani Katarzyno,

potwierdzamy, że 21.03.2026 o godz. 09:58 zmieniono numer telefonu do autoryzacji w Mazurski24.

Poprzedni numer: +48 *** *** 112
Nowy numer: +48 *** *** 905
Sposób zmiany: placówka, ul. Kościuszki 7, Giżycko

Od teraz kody SMS i powiadomienia będziemy wysyłać na nowy numer. Przez najbliższe 24 godziny limit przelewów do nowych odbiorców wynosi 1 000 zł.

Jeśli nie zlecałaś tej zmiany, pilnie zadzwoń: 89 523 40 00.

Bank Mazurski S.A.`,
    html: null,
    enc: "8bit",
  },
  {
    family: "sporitelna-beskydy",
    group: "regional",
    lang: "cs",
    kind: "verify-link",
    code: null,
    link: "https://ib.sporitelna-beskydy.cz/overeni-emailu?k=SB-3f81c0ad92e5-20260211",
    from: "Spořitelna Beskydy <info@sporitelna-beskydy.cz>",
    subject: "Ověřte prosím svou e-mailovou adresu",
    date: "Wed, 11 Feb 2026 08:47:29 +0100",
    text: `Dobrý den, pane Horáku,

v internetovém bankovnictví jste si nastavil novou e-mailovou adresu. Ověřte ji prosím kliknutím na odkaz:

https://ib.sporitelna-beskydy.cz/overeni-emailu?k=SB-3f81c0ad92e5-20260211

Odkaz platí 24 hodin. Dokud adresu neověříte, budeme výpisy z účtu 2104418829/5820 posílat na původní adresu.

Pokud jste změnu neprovedl, kontaktujte nás na lince 558 601 700.

S pozdravem
Spořitelna Beskydy, a.s.
Masarykovo náměstí 16, 738 01 Frýdek-Místek, IČO 26847710`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;font-family:Arial,sans-serif;background:#f7f7f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #ddd;"><img src="https://www.sporitelna-beskydy.cz/img/email/logo.png" width="180" alt="Spořitelna Beskydy"></td></tr>
<tr><td style="padding:28px;font-size:14px;line-height:1.6;color:#333;">
<p>Dobrý den, pane Horáku,</p>
<p>v internetovém bankovnictví jste si nastavil novou e-mailovou adresu. Ověřte ji prosím:</p>
<p><a href="https://ib.sporitelna-beskydy.cz/overeni-emailu?k=SB-3f81c0ad92e5-20260211" style="display:inline-block;background:#0e7c3a;color:#fff;padding:11px 22px;text-decoration:none;border-radius:3px;">Ověřit e-mail</a></p>
<p>Odkaz platí 24 hodin. Dokud adresu neověříte, budeme výpisy z účtu 2104418829/5820 posílat na původní adresu.</p>
<p>Pokud jste změnu neprovedl, kontaktujte nás na lince 558 601 700.</p>
<p>S pozdravem<br>Spořitelna Beskydy, a.s.</p></td></tr>
<tr><td style="padding:14px 28px;font-size:10px;color:#888;background:#fafafa;">Masarykovo náměstí 16, 738 01 Frýdek-Místek · IČO 26847710 · <a href="https://www.sporitelna-beskydy.cz/ochrana-osobnich-udaju" style="color:#888;">Ochrana osobních údajů</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "banca-somes",
    group: "regional",
    lang: "ro",
    kind: "card-activation-code",
    code: "3371-8820",
    link: null,
    from: "Banca Someș <carduri@bancasomes.ro>",
    subject: "Codul de activare pentru cardul tău nou",
    date: "Mon, 23 Feb 2026 11:19:52 +0200",
    text: `Bună ziua, Andreea,

Cardul tău Mastercard Debit Gold ****6602 a fost trimis prin curier la adresa din Cluj-Napoca, str. Horea nr. 44.

Când îl primești, activează-l în aplicația Someș Mobile > Carduri > Activează card, folosind codul:

3371-8820

Codul este valabil 30 de zile. PIN-ul îl găsești tot în aplicație, la secțiunea „Vezi PIN”.

Banca Someș nu îți va cere niciodată acest cod prin telefon.

Banca Someș S.A., Bd. 21 Decembrie 1989 nr. 77, Cluj-Napoca · J12/1834/1996 · CUI RO8845120 · Call center *2277 sau 0264 405 300`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0eef6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;font-family:Arial,sans-serif;">
<tr><td style="padding:22px 28px;"><img src="https://www.bancasomes.ro/static/mail/somes-logo.png" width="150" alt="Banca Someș"></td></tr>
<tr><td style="padding:0 28px;font-size:15px;line-height:1.6;color:#2b2838;">
<p>Bună ziua, Andreea,</p>
<p>Cardul tău Mastercard Debit Gold ****6602 a fost trimis prin curier la adresa din Cluj-Napoca, str. Horea nr. 44.</p>
<p>Când îl primești, activează-l în aplicația <b>Someș Mobile &gt; Carduri &gt; Activează card</b>, folosind codul:</p></td></tr>
<tr><td align="center" style="padding:10px 28px 18px 28px;"><span style="display:inline-block;background:#4b2c91;color:#ffffff;font-size:28px;font-weight:bold;letter-spacing:3px;padding:12px 26px;border-radius:6px;">3371-8820</span></td></tr>
<tr><td style="padding:0 28px 24px 28px;font-size:14px;line-height:1.6;color:#2b2838;">Codul este valabil 30 de zile. PIN-ul îl găsești tot în aplicație, la secțiunea „Vezi PIN”.<br><br><b>Banca Someș nu îți va cere niciodată acest cod prin telefon.</b></td></tr>
<tr><td style="padding:14px 28px;background:#f6f5fa;font-size:10px;color:#7d7891;border-radius:0 0 8px 8px;">Banca Someș S.A., Bd. 21 Decembrie 1989 nr. 77, Cluj-Napoca · J12/1834/1996 · CUI RO8845120 · Call center *2277 sau 0264 405 300<br>
<a href="https://apps.apple.com/ro/app/somes-mobile/id1320448812"><img src="https://www.bancasomes.ro/static/mail/app-store-ro.png" height="30" alt="Descarcă din App Store"></a> <a href="https://play.google.com/store/apps/details?id=ro.bancasomes.mobile"><img src="https://www.bancasomes.ro/static/mail/google-play-ro.png" height="30" alt="Disponibil pe Google Play"></a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "trapeza-olympos",
    group: "regional",
    lang: "el",
    kind: "fraud-warning",
    code: null,
    link: null,
    from: "Τράπεζα Όλυμπος <enimerosi@olymposbank.gr>",
    subject: "Προσοχή: απάτες με ψεύτικα μηνύματα για «δέσμευση λογαριασμού»",
    date: "Tue, 14 Apr 2026 12:00:00 +0300",
    text: `Αγαπητέ πελάτη,

Τις τελευταίες ημέρες κυκλοφορούν SMS και τηλεφωνήματα που δήθεν προέρχονται από την Τράπεζα Όλυμπος και ζητούν να «αποδεσμεύσετε» τον λογαριασμό σας.

Να θυμάστε:
• Δεν θα σας ζητήσουμε ποτέ τον κωδικό μιας χρήσης (OTP), το PIN ή τους κωδικούς e-banking — ούτε τηλεφωνικά, ούτε με SMS, ούτε με email.
• Δεν στέλνουμε συνδέσμους για σύνδεση στο e-banking μέσω SMS.
• Αν σας καλέσει κάποιος «υπάλληλος», κλείστε και καλέστε εσείς στο 210 480 5000.

Αν έχετε ήδη δώσει κωδικούς, καλέστε αμέσως το 210 480 5000 (24/7) για να κλειδώσουμε την πρόσβαση.

Με εκτίμηση,
Τράπεζα Όλυμπος Α.Ε.
Λεωφ. Συγγρού 152, 176 71 Καλλιθέα · ΑΡ.Γ.Ε.ΜΗ. 223418001000`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f1f4f8;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#0a2a66;padding:18px 26px;"><img src="https://www.olymposbank.gr/mail/logo-white.png" width="170" alt="Τράπεζα Όλυμπος"></td></tr>
<tr><td style="padding:0;"><img src="https://www.olymposbank.gr/mail/banner-asfaleia.jpg" width="600" alt="Ασφάλεια συναλλαγών" style="display:block;"></td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:1.6;color:#1f2937;">
<p>Αγαπητέ πελάτη,</p>
<p>Τις τελευταίες ημέρες κυκλοφορούν SMS και τηλεφωνήματα που δήθεν προέρχονται από την Τράπεζα Όλυμπος και ζητούν να «αποδεσμεύσετε» τον λογαριασμό σας.</p>
<p><b>Να θυμάστε:</b></p>
<ul><li>Δεν θα σας ζητήσουμε ποτέ τον κωδικό μιας χρήσης (OTP), το PIN ή τους κωδικούς e-banking — ούτε τηλεφωνικά, ούτε με SMS, ούτε με email.</li>
<li>Δεν στέλνουμε συνδέσμους για σύνδεση στο e-banking μέσω SMS.</li>
<li>Αν σας καλέσει κάποιος «υπάλληλος», κλείστε και καλέστε εσείς στο 210 480 5000.</li></ul>
<p>Αν έχετε ήδη δώσει κωδικούς, καλέστε αμέσως το <b>210 480 5000</b> (24/7) για να κλειδώσουμε την πρόσβαση.</p>
<p><a href="https://www.olymposbank.gr/asfaleia" style="color:#0a2a66;">Μάθετε περισσότερα για την ασφάλεια</a></p>
<p>Με εκτίμηση,<br>Τράπεζα Όλυμπος Α.Ε.</p></td></tr>
<tr><td style="padding:14px 26px;background:#eef1f6;font-size:10px;color:#6b7280;">Λεωφ. Συγγρού 152, 176 71 Καλλιθέα · ΑΡ.Γ.Ε.ΜΗ. 223418001000 · <a href="https://www.olymposbank.gr/unsubscribe?c=8841027" style="color:#6b7280;">Διαγραφή από ενημερωτικά</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "ege-katilim",
    group: "regional",
    lang: "tr",
    kind: "reset-link",
    code: null,
    link: "https://internet.egekatilim.com.tr/sifre-yenile?ref=EK26041872910&h=d41c9a0b",
    from: "Ege Katılım Bankası <bilgi@egekatilim.com.tr>",
    subject: "İnternet Şubesi şifre yenileme talebiniz",
    date: "Sat, 18 Apr 2026 22:06:31 +0300",
    text: `Sayın Mehmet Yılmazer,

İnternet Şubesi şifrenizi yenilemek için talepte bulundunuz. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı kullanabilirsiniz:

https://internet.egekatilim.com.tr/sifre-yenile?ref=EK26041872910&h=d41c9a0b

Bağlantı 15 dakika geçerlidir ve yalnızca bir kez kullanılabilir.

Bu talebi siz yapmadıysanız 0850 222 38 38 numaralı Müşteri İletişim Merkezimizi arayınız.

Ege Katılım Bankası A.Ş. | Alsancak Mah. Kıbrıs Şehitleri Cad. No: 118, 35220 Konak/İzmir | Mersis No: 0325048817400015`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f7f6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;">
<tr><td style="padding:20px 30px;border-bottom:4px solid #00897b;"><img src="https://www.egekatilim.com.tr/assets/img/mail/ek-logo.png" width="160" alt="Ege Katılım"></td></tr>
<tr><td style="padding:28px 30px;font-size:14px;line-height:1.7;color:#333;">
Sayın Mehmet Yılmazer,<br><br>
İnternet Şubesi şifrenizi yenilemek için talepte bulundunuz. Yeni şifrenizi belirlemek için aşağıdaki butonu kullanabilirsiniz.<br><br>
<a href="https://internet.egekatilim.com.tr/sifre-yenile?ref=EK26041872910&amp;h=d41c9a0b" style="display:inline-block;background:#00897b;color:#ffffff;text-decoration:none;padding:12px 26px;border-radius:4px;">Şifremi Yenile</a><br><br>
Bağlantı 15 dakika geçerlidir ve yalnızca bir kez kullanılabilir.<br><br>
Bu talebi siz yapmadıysanız <b>0850 222 38 38</b> numaralı Müşteri İletişim Merkezimizi arayınız.</td></tr>
<tr><td style="padding:16px 30px;background:#eef3f2;font-size:10px;color:#6f7b79;">Ege Katılım Bankası A.Ş. | Alsancak Mah. Kıbrıs Şehitleri Cad. No: 118, 35220 Konak/İzmir | Mersis No: 0325048817400015 | <a href="https://www.egekatilim.com.tr/kvkk" style="color:#6f7b79;">KVKK Aydınlatma Metni</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "ege-katilim",
    group: "regional",
    lang: "tr",
    kind: "card-statement",
    code: null,
    link: null,
    from: "Ege Katılım Bankası <ekstre@egekatilim.com.tr>",
    subject: "Nisan 2026 kart ekstreniz hazır",
    date: "Mon, 27 Apr 2026 09:30:00 +0300",
    text: `Sayın Mehmet Yılmazer,

5411 **** **** 2087 numaralı Ege Kart'ınızın Nisan 2026 dönemi hesap özeti hazırlanmıştır.

Hesap kesim tarihi: 24.04.2026
Son ödeme tarihi: 04.05.2026
Dönem borcu: 8.742,35 TL
Asgari ödeme tutarı: 3.496,94 TL
Kazanılan bonus: 87,42 TL

Ekstrenizin PDF hâli ektedir. Ödemenizi İnternet Şubesi, Mobil Şube veya ATM'lerimizden yapabilirsiniz.

Ege Katılım Bankası A.Ş.`,
    html: null,
    attachment: [
      "EgeKart_Ekstre_2026-04.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "bank-al-wafra",
    group: "regional",
    lang: "ar",
    kind: "payment-otp",
    code: "418093",
    link: null,
    from: "بنك الوفرة <otp@alwafrabank.com.sa>",
    subject: "رمز التحقق لإتمام عملية الشراء",
    date: "Sun, 15 Mar 2026 21:44:12 +0300",
    text: `عميلنا العزيز،

رمز التحقق لمرة واحدة لإتمام عملية شراء عبر الإنترنت:

418093

المبلغ: 245.00 ر.س
التاجر: NOON E-COMMERCE
البطاقة: مدى ****3318

صلاحية الرمز 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فموظفو البنك لن يطلبوه منك أبداً.

إذا لم تقم بهذه العملية، اتصل بنا فوراً على 8001244400.

بنك الوفرة – شركة مساهمة سعودية – الرياض، طريق الملك فهد – سجل تجاري 1010228817`,
    html: `<html dir="rtl" lang="ar"><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f1ea;">
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:22px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Tahoma,Arial,sans-serif;text-align:right;">
<tr><td style="padding:18px 26px;background:#00594c;"><img src="https://www.alwafrabank.com.sa/mail/logo-ar.png" width="150" alt="بنك الوفرة"></td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:1.8;color:#2a2a2a;">
<p>عميلنا العزيز،</p>
<p>رمز التحقق لمرة واحدة لإتمام عملية شراء عبر الإنترنت:</p>
<p style="text-align:center;font-size:32px;font-weight:bold;letter-spacing:6px;color:#00594c;direction:ltr;">418093</p>
<table cellpadding="5" cellspacing="0" width="100%" style="font-size:14px;background:#f6f8f7;">
<tr><td>المبلغ</td><td>245.00 ر.س</td></tr>
<tr><td>التاجر</td><td>NOON E-COMMERCE</td></tr>
<tr><td>البطاقة</td><td>مدى ****3318</td></tr></table>
<p>صلاحية الرمز 5 دقائق. <b>لا تشارك هذا الرمز مع أي شخص</b>، فموظفو البنك لن يطلبوه منك أبداً.</p>
<p>إذا لم تقم بهذه العملية، اتصل بنا فوراً على 8001244400.</p></td></tr>
<tr><td style="padding:14px 26px;background:#eef2f0;font-size:11px;color:#6b7771;">بنك الوفرة – شركة مساهمة سعودية – الرياض، طريق الملك فهد – سجل تجاري 1010228817 – <a href="https://www.alwafrabank.com.sa/ar/privacy" style="color:#6b7771;">سياسة الخصوصية</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "bank-al-wafra",
    group: "regional",
    lang: "ar",
    kind: "card-alert",
    code: null,
    link: null,
    from: "بنك الوفرة <alerts@alwafrabank.com.sa>",
    subject: "إشعار عملية شراء ببطاقتك الائتمانية",
    date: "Wed, 08 Apr 2026 13:27:55 +0300",
    text: `عميلنا العزيز،

تمت عملية شراء ببطاقتك الائتمانية فيزا بلاتينيوم ****9024:

المبلغ: 1,180.50 ر.س
لدى: JARIR BOOKSTORE - RIYADH
التاريخ: 08/04/2026 13:26
رقم الموافقة: 772104
الرصيد المتاح: 18,406.20 ر.س

إذا لم تقم بهذه العملية، يرجى إيقاف البطاقة فوراً من تطبيق الوفرة أو الاتصال على 8001244400.

هذه رسالة آلية، يرجى عدم الرد عليها.`,
    html: null,
    enc: "8bit",
  },
  {
    family: "bituach-hagalil",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "650381",
    link: null,
    from: "ביטוח הגליל <noreply@bituach-hagalil.co.il>",
    subject: "קוד הכניסה שלך לאזור האישי",
    date: "Mon, 02 Feb 2026 08:51:36 +0200",
    text: `שלום רונית,

קוד האימות לכניסה לאזור האישי באתר ביטוח הגליל:

650381

הקוד תקף ל-10 דקות. אם לא ניסית להתחבר, אפשר להתעלם מההודעה.

לעולם לא נבקש ממך את הקוד בטלפון.

ביטוח הגליל בע"מ | דרך העצמאות 62, חיפה | מוקד שירות *6240`,
    html: `<html dir="rtl" lang="he"><head><meta charset="utf-8"></head><body style="margin:0;background:#eef3f9;">
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:26px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Arial,sans-serif;text-align:right;">
<tr><td style="padding:22px 28px;"><img src="https://www.bituach-hagalil.co.il/images/mail/logo.png" width="140" alt="ביטוח הגליל"></td></tr>
<tr><td style="padding:0 28px;font-size:16px;color:#1c2b3a;line-height:1.7;">שלום רונית,<br>קוד האימות לכניסה לאזור האישי באתר ביטוח הגליל:</td></tr>
<tr><td align="center" style="padding:18px 28px;"><div style="direction:ltr;font-size:34px;font-weight:bold;letter-spacing:8px;color:#1160b0;">650381</div></td></tr>
<tr><td style="padding:0 28px 24px 28px;font-size:14px;color:#556677;line-height:1.7;">הקוד תקף ל-10 דקות. אם לא ניסית להתחבר, אפשר להתעלם מההודעה.<br>לעולם לא נבקש ממך את הקוד בטלפון.</td></tr>
<tr><td style="padding:14px 28px;background:#f5f8fb;font-size:11px;color:#8899aa;border-radius:0 0 10px 10px;">ביטוח הגליל בע"מ | דרך העצמאות 62, חיפה | מוקד שירות *6240 | <a href="https://www.bituach-hagalil.co.il/privacy" style="color:#8899aa;">מדיניות פרטיות</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "sahyog-sahkari-bank",
    group: "regional",
    lang: "hi",
    kind: "payee-otp",
    code: "284017",
    link: null,
    from: "सहयोग सहकारी बैंक <alerts@sahyogbank.co.in>",
    subject: "लाभार्थी जोड़ने के लिए OTP",
    date: "Thu, 22 Jan 2026 14:05:27 +0530",
    text: `प्रिय ग्राहक,

आपके नेट बैंकिंग खाते में नया लाभार्थी जोड़ने का अनुरोध प्राप्त हुआ है:

लाभार्थी का नाम: SUNITA DEVI
खाता संख्या: XXXXXXXX4471
IFSC: SSBL0000214

अनुरोध की पुष्टि के लिए OTP: 284017

यह OTP 10 मिनट तक मान्य है। बैंक कभी भी फ़ोन या ईमेल पर OTP नहीं माँगता। किसी के साथ साझा न करें।

यदि यह अनुरोध आपने नहीं किया है, तो तुरंत 1800 233 4410 (टोल-फ्री) पर संपर्क करें।

सहयोग सहकारी बैंक लि., पंजीकृत कार्यालय: 18, गांधी मार्ग, इंदौर 452001`,
    html: `<html lang="hi"><head><meta charset="utf-8"></head><body style="margin:0;background:#fdf6ec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #f0dcc0;font-family:'Noto Sans Devanagari',Mangal,Arial,sans-serif;">
<tr><td style="padding:16px 24px;background:#b3541e;color:#ffffff;font-size:18px;font-weight:bold;">सहयोग सहकारी बैंक</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.8;color:#333;">
प्रिय ग्राहक,<br>आपके नेट बैंकिंग खाते में नया लाभार्थी जोड़ने का अनुरोध प्राप्त हुआ है:
<table cellpadding="4" cellspacing="0" style="font-size:14px;margin:10px 0;">
<tr><td style="color:#777;">लाभार्थी का नाम</td><td>SUNITA DEVI</td></tr>
<tr><td style="color:#777;">खाता संख्या</td><td>XXXXXXXX4471</td></tr>
<tr><td style="color:#777;">IFSC</td><td>SSBL0000214</td></tr></table>
अनुरोध की पुष्टि के लिए OTP:
<div style="font-size:30px;font-weight:bold;color:#b3541e;letter-spacing:5px;margin:12px 0;">284017</div>
यह OTP 10 मिनट तक मान्य है। <b>बैंक कभी भी फ़ोन या ईमेल पर OTP नहीं माँगता।</b> किसी के साथ साझा न करें।<br><br>
यदि यह अनुरोध आपने नहीं किया है, तो तुरंत 1800 233 4410 (टोल-फ्री) पर संपर्क करें।</td></tr>
<tr><td style="padding:12px 24px;background:#faf1e4;font-size:11px;color:#8a7560;">सहयोग सहकारी बैंक लि., पंजीकृत कार्यालय: 18, गांधी मार्ग, इंदौर 452001 | <a href="https://www.sahyogbank.co.in/grievance" style="color:#8a7560;">शिकायत निवारण</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "sahyog-sahkari-bank",
    group: "regional",
    lang: "hi",
    kind: "emi-receipt",
    code: null,
    link: null,
    from: "सहयोग सहकारी बैंक <alerts@sahyogbank.co.in>",
    subject: "आपकी गृह ऋण EMI प्राप्त हुई",
    date: "Thu, 05 Mar 2026 10:15:02 +0530",
    text: `प्रिय श्री अरविंद शर्मा,

आपके गृह ऋण खाते XXXXXX0923 की मार्च 2026 की EMI सफलतापूर्वक प्राप्त हो गई है।

EMI राशि: ₹18,742.00
भुगतान तिथि: 05-03-2026
लेनदेन संदर्भ संख्या: SSB2603051184207
बकाया मूलधन: ₹14,82,306.55
अगली EMI: 05-04-2026

धन्यवाद,
सहयोग सहकारी बैंक लि.
ग्राहक सेवा: 1800 233 4410`,
    html: null,
    enc: "b64",
  },
  {
    family: "midori-shinkin",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://www.midori-shinkin.jp/ib/mail/confirm?key=MS20260119a8f3c27d4e&lang=ja",
    from: "みどり信用金庫 <info@midori-shinkin.jp>",
    subject: "【みどり信用金庫】メールアドレス登録確認のお願い",
    date: "Mon, 19 Jan 2026 10:22:08 +0900",
    text: `山本 美咲 様

いつも、みどり信用金庫をご利用いただきありがとうございます。

インターネットバンキングへのメールアドレス登録を受け付けました。
以下のURLにアクセスして、登録を完了してください。

https://www.midori-shinkin.jp/ib/mail/confirm?key=MS20260119a8f3c27d4e&lang=ja

※URLの有効期限は、本メール送信から24時間です。
※本メールにお心当たりのない場合は、お手数ですが下記までご連絡ください。

━━━━━━━━━━━━━━━━━━━━
みどり信用金庫 インターネットバンキング ヘルプデスク
フリーダイヤル：0120-418-552（平日 9:00～17:00）
〒330-0063 埼玉県さいたま市浦和区高砂2-8-14
━━━━━━━━━━━━━━━━━━━━`,
    html: null,
    enc: "8bit",
  },
  {
    family: "midori-shinkin",
    group: "regional",
    lang: "ja",
    kind: "payment-otp",
    code: "93012847",
    link: null,
    from: "みどり信用金庫 <otp@midori-shinkin.jp>",
    subject: "【みどり信用金庫】ワンタイムパスワードのお知らせ",
    date: "Wed, 25 Feb 2026 15:41:50 +0900",
    text: `山本 美咲 様

振込のお手続きに必要なワンタイムパスワードをお知らせします。

ワンタイムパスワード：93012847

振込先：さいたま中央銀行 本店 普通 1234567 ｶ)ﾐﾅﾐｳﾗﾜｺｳﾑﾃﾝ
振込金額：132,000円

有効期限：2026年2月25日 15時51分まで

当金庫の職員が、お電話やメールでワンタイムパスワードをお尋ねすることは絶対にありません。

みどり信用金庫 ヘルプデスク 0120-418-552`,
    html:
      `<html lang="ja"><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;">
<table width="600" cellpadding="0" cellspacing="0" align="center" style="border:1px solid #cfe3cf;">
<tr><td style="background:#2e8b57;padding:12px 20px;color:#ffffff;font-size:16px;">みどり信用金庫 インターネットバンキング</td></tr>
<tr><td style="padding:22px 20px;font-size:14px;line-height:1.8;color:#333;">
山本 美咲 様<br><br>
振込のお手続きに必要なワンタイムパスワードをお知らせします。<br><br>
<table cellpadding="8" cellspacing="0" style="border:1px solid #2e8b57;width:100%;font-size:14px;">
<tr><td style="background:#eaf5ee;width:40%;">ワンタイムパスワード</td><td style="font-size:22px;font-weight:bold;letter-spacing:3px;">93012847</td></tr>
<tr><td style="background:#eaf5ee;">振込先</td><td>さいたま中央銀行 本店 普通 1234567</td></tr>
<tr><td style="background:#eaf5ee;">振込金額</td><td>132,000円</td></tr>
<tr><td style="background:#eaf5ee;">有効期限</td><td>2026年2月25日 15時51分まで</td></tr></table><br>
<span style="color:#c00000;">当金庫の職員が、お電話やメールでワンタイムパスワードをお尋ねすることは絶対にありません。</span></td></tr>
<tr><td style="padding:12px 20px;background:#f5f5f5;font-size:11px;color:#777;">みどり信用金庫 ヘルプデスク 0120-418-552（平日 9:00～17:00）｜<a href="https://www.midori-shinkin.jp/privacy/" style="color:#777;">個人情報保護方針</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "saebit-card",
    group: "regional",
    lang: "ko",
    kind: "card-approval",
    code: null,
    link: null,
    from: "새빛카드 <notice@saebitcard.co.kr>",
    subject: "[새빛카드] 승인 안내 48,900원",
    date: "Fri, 13 Mar 2026 19:33:04 +0900",
    text: `[새빛카드 승인 안내]

김*현 고객님, 새빛 체크카드(7712) 사용 내역을 안내드립니다.

승인금액: 48,900원 (일시불)
가맹점: (주)한결마트 마포점
승인일시: 2026.03.13 19:32
승인번호: 30418275
누적 사용금액: 612,340원

본인이 사용하지 않은 경우 새빛카드 고객센터 1588-7730으로 즉시 연락 주시기 바랍니다.
새빛카드는 어떠한 경우에도 인증번호나 비밀번호를 요구하지 않습니다.`,
    html: `<html lang="ko"><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;">
<tr><td style="padding:18px 24px;border-bottom:2px solid #ff6a13;"><img src="https://img.saebitcard.co.kr/mail/ci_saebit.png" width="110" alt="새빛카드"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;line-height:1.7;">김*현 고객님, 새빛 체크카드(7712) 사용 내역을 안내드립니다.</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-top:1px solid #ddd;">
<tr><th align="left" style="border-bottom:1px solid #eee;color:#888;font-weight:normal;">승인금액</th><td align="right" style="border-bottom:1px solid #eee;font-size:18px;font-weight:bold;color:#ff6a13;">48,900원</td></tr>
<tr><th align="left" style="border-bottom:1px solid #eee;color:#888;font-weight:normal;">가맹점</th><td align="right" style="border-bottom:1px solid #eee;">(주)한결마트 마포점</td></tr>
<tr><th align="left" style="border-bottom:1px solid #eee;color:#888;font-weight:normal;">승인일시</th><td align="right" style="border-bottom:1px solid #eee;">2026.03.13 19:32</td></tr>
<tr><th align="left" style="border-bottom:1px solid #eee;color:#888;font-weight:normal;">승인번호</th><td align="right" style="border-bottom:1px solid #eee;">30418275</td></tr>
<tr><th align="left" style="color:#888;font-weight:normal;">누적 사용금액</th><td align="right">612,340원</td></tr></table></td></tr>
<tr><td style="padding:20px 24px;font-size:12px;color:#777;line-height:1.6;">본인이 사용하지 않은 경우 새빛카드 고객센터 1588-7730으로 즉시 연락 주시기 바랍니다.<br>새빛카드는 어떠한 경우에도 인증번호나 비밀번호를 요구하지 않습니다.</td></tr>
<tr><td style="padding:12px 24px;background:#f7f7f7;font-size:11px;color:#999;">새빛카드(주) 서울특별시 중구 세종대로 21길 17 | 사업자등록번호 104-81-55210 | <a href="https://www.saebitcard.co.kr/privacy" style="color:#999;">개인정보처리방침</a> | <a href="https://www.saebitcard.co.kr/mail/reject?id=KH2291" style="color:#999;">수신거부</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "saebit-card",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "724910",
    link: null,
    from: "새빛카드 <auth@saebitcard.co.kr>",
    subject: "[새빛카드] 이메일 인증번호 안내",
    date: "Sun, 19 Apr 2026 11:02:47 +0900",
    text: `안녕하세요, 새빛카드입니다.

요청하신 이메일 주소 변경을 위한 인증번호를 안내해 드립니다.

인증번호: 7 2 4 9 1 0

인증번호는 발송 후 3분간 유효합니다. 새빛카드 앱의 인증번호 입력란에 입력해 주세요.

본인이 요청하지 않은 경우 고객센터(1588-7730)로 문의해 주세요.`,
    html: null,
    enc: "qp",
  },
  {
    family: "ruifeng-securities",
    group: "regional",
    lang: "zh",
    kind: "login-code",
    code: "506183",
    link: null,
    from: "瑞丰证券 <service@ruifeng-sec.com.cn>",
    subject: "【瑞丰证券】登录验证码",
    date: "Tue, 27 Jan 2026 09:31:05 +0800",
    text: `尊敬的客户：

您正在新设备上登录瑞丰证券网上交易系统，验证码为：506183，5分钟内有效。

资金账号：3109****2276
登录时间：2026-01-27 09:30:58
登录地点：浙江省杭州市

请勿将验证码告知他人，本公司工作人员不会向您索取验证码。如非本人操作，请立即修改交易密码并致电客服热线 95388。

瑞丰证券股份有限公司
投资有风险，入市需谨慎。`,
    html: `<html lang="zh-CN"><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Microsoft YaHei','PingFang SC',sans-serif;">
<tr><td style="background:#c8102e;padding:14px 24px;"><img src="https://static.ruifeng-sec.com.cn/mail/logo_w.png" width="130" alt="瑞丰证券"></td></tr>
<tr><td style="padding:26px 24px;font-size:14px;color:#333;line-height:1.9;">
尊敬的客户：<br>
您正在新设备上登录瑞丰证券网上交易系统，验证码为：<br>
<span style="display:inline-block;margin:10px 0;font-size:30px;font-weight:bold;color:#c8102e;letter-spacing:4px;">506183</span><br>
5分钟内有效。<br>
<table cellpadding="4" cellspacing="0" style="font-size:13px;color:#666;">
<tr><td>资金账号：</td><td>3109****2276</td></tr>
<tr><td>登录时间：</td><td>2026-01-27 09:30:58</td></tr>
<tr><td>登录地点：</td><td>浙江省杭州市</td></tr></table>
<p style="color:#999;font-size:12px;">请勿将验证码告知他人，本公司工作人员不会向您索取验证码。如非本人操作，请立即修改交易密码并致电客服热线 95388。</p></td></tr>
<tr><td style="padding:12px 24px;background:#fafafa;font-size:11px;color:#aaa;">瑞丰证券股份有限公司 · 投资有风险，入市需谨慎 · <a href="https://www.ruifeng-sec.com.cn/privacy" style="color:#aaa;">隐私政策</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "ruifeng-securities",
    group: "regional",
    lang: "zh",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "瑞丰证券 <zhangdan@ruifeng-sec.com.cn>",
    subject: "瑞丰证券2026年3月对账单",
    date: "Thu, 02 Apr 2026 07:00:00 +0800",
    text: `尊敬的客户：

您2026年3月的对账单已生成，主要信息如下：

资金账号：3109****2276
期初资产：286,412.58 元
期末资产：301,977.14 元
本月成交笔数：12
本月佣金合计：68.40 元

如对账单内容有疑问，请于收到本邮件后15个工作日内致电客服热线 95388。

瑞丰证券股份有限公司
（本邮件由系统自动发送，请勿直接回复）`,
    html: null,
    enc: "8bit",
  },
  {
    family: "chaophraya-insurance",
    group: "regional",
    lang: "th",
    kind: "verify-email",
    code: "843102",
    link: "https://my.chaophrayains.co.th/verify-email?ref=CPI-KX72&token=5d0e9b1a6f",
    from: "เจ้าพระยาประกันภัย <noreply@chaophrayains.co.th>",
    subject: "ยืนยันอีเมลของคุณ - เจ้าพระยาประกันภัย",
    date: "Fri, 09 Jan 2026 14:17:33 +0700",
    text: `เรียน คุณสมชาย ใจดี

ขอบคุณที่สมัครบริการ My Chaophraya เพื่อจัดการกรมธรรม์ออนไลน์

รหัสยืนยันของคุณคือ 843102 (รหัสอ้างอิง CPI-KX72)
กรุณากรอกรหัสนี้ในแอปภายใน 15 นาที หรือกดลิงก์ด้านล่างเพื่อยืนยันอีเมล:

https://my.chaophrayains.co.th/verify-email?ref=CPI-KX72&token=5d0e9b1a6f

หากคุณไม่ได้สมัครบริการนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้

บริษัท เจ้าพระยาประกันภัย จำกัด (มหาชน)
ศูนย์บริการลูกค้า 1726 ตลอด 24 ชั่วโมง`,
    html: `<html lang="th"><head><meta charset="utf-8"></head><body style="margin:0;background:#fff8ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;font-family:Tahoma,'Sarabun',sans-serif;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #f3e1c6;"><img src="https://www.chaophrayains.co.th/assets/mail/logo-cpi.png" width="150" alt="เจ้าพระยาประกันภัย"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;color:#333;line-height:1.8;">เรียน คุณสมชาย ใจดี<br>ขอบคุณที่สมัครบริการ My Chaophraya เพื่อจัดการกรมธรรม์ออนไลน์<br><br>รหัสยืนยันของคุณ</td></tr>
<tr><td align="center" style="padding:0 28px;"><div style="font-size:34px;font-weight:bold;letter-spacing:8px;color:#d4880f;">843102</div><div style="font-size:12px;color:#999;">รหัสอ้างอิง CPI-KX72</div></td></tr>
<tr><td style="padding:18px 28px;font-size:14px;color:#333;line-height:1.8;">กรุณากรอกรหัสนี้ในแอปภายใน 15 นาที หรือกดปุ่มด้านล่างเพื่อยืนยันอีเมล</td></tr>
<tr><td align="center" style="padding:0 28px 24px 28px;"><a href="https://my.chaophrayains.co.th/verify-email?ref=CPI-KX72&amp;token=5d0e9b1a6f" style="background:#d4880f;color:#ffffff;padding:12px 30px;border-radius:6px;text-decoration:none;font-weight:bold;">ยืนยันอีเมล</a></td></tr>
<tr><td style="padding:0 28px 20px 28px;font-size:12px;color:#999;">หากคุณไม่ได้สมัครบริการนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้</td></tr>
<tr><td style="padding:14px 28px;background:#fdf3e3;font-size:11px;color:#a08660;border-radius:0 0 10px 10px;">บริษัท เจ้าพระยาประกันภัย จำกัด (มหาชน) · ศูนย์บริการลูกค้า 1726 ตลอด 24 ชั่วโมง · <a href="https://www.chaophrayains.co.th/privacy" style="color:#a08660;">นโยบายความเป็นส่วนตัว</a> · <a href="https://line.me/R/ti/p/@chaophrayains" style="color:#a08660;">LINE</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "bao-hiem-an-khang",
    group: "regional",
    lang: "vi",
    kind: "claim-update",
    code: null,
    link: null,
    from: "Bảo hiểm An Khang <boithuong@baohiemankhang.vn>",
    subject: "Thông báo kết quả giải quyết bồi thường hồ sơ BT-2603-118204",
    date: "Wed, 25 Mar 2026 16:08:19 +0700",
    text: `Kính gửi Quý khách Nguyễn Thị Thu Hà,

Bảo hiểm An Khang xin thông báo kết quả giải quyết hồ sơ bồi thường của Quý khách:

Số hồ sơ: BT-2603-118204
Hợp đồng bảo hiểm sức khỏe: AK-SK-2025-0049917
Cơ sở y tế: Bệnh viện Đa khoa Tâm Anh, Hà Nội
Ngày điều trị: 12/03/2026 – 15/03/2026
Số tiền yêu cầu: 18.450.000 VNĐ
Số tiền được bồi thường: 16.200.000 VNĐ
Số tiền không được chi trả: 2.250.000 VNĐ (chi phí ngoài phạm vi bảo hiểm)

Số tiền bồi thường sẽ được chuyển vào tài khoản Vietcombank ****5521 trong vòng 3 ngày làm việc.

Mọi thắc mắc xin liên hệ tổng đài 1900 6158.

Trân trọng,
Phòng Bồi thường – Tổng Công ty Cổ phần Bảo hiểm An Khang
Tầng 12, 88 Láng Hạ, Đống Đa, Hà Nội`,
    html:
      `<html lang="vi"><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f6f9;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:18px 26px;background:#005bac;"><img src="https://www.baohiemankhang.vn/images/email/logo-trang.png" width="160" alt="Bảo hiểm An Khang"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:1.7;color:#222;">
<p>Kính gửi Quý khách <b>Nguyễn Thị Thu Hà</b>,</p>
<p>Bảo hiểm An Khang xin thông báo kết quả giải quyết hồ sơ bồi thường của Quý khách:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #d6e2ee;">
<tr><td style="background:#f0f5fa;">Số hồ sơ</td><td>BT-2603-118204</td></tr>
<tr><td style="background:#f0f5fa;">Hợp đồng bảo hiểm sức khỏe</td><td>AK-SK-2025-0049917</td></tr>
<tr><td style="background:#f0f5fa;">Cơ sở y tế</td><td>Bệnh viện Đa khoa Tâm Anh, Hà Nội</td></tr>
<tr><td style="background:#f0f5fa;">Ngày điều trị</td><td>12/03/2026 – 15/03/2026</td></tr>
<tr><td style="background:#f0f5fa;">Số tiền yêu cầu</td><td>18.450.000 VNĐ</td></tr>
<tr><td style="background:#f0f5fa;"><b>Số tiền được bồi thường</b></td><td><b>16.200.000 VNĐ</b></td></tr>
<tr><td style="background:#f0f5fa;">Số tiền không được chi trả</td><td>2.250.000 VNĐ (chi phí ngoài phạm vi bảo hiểm)</td></tr></table>
<p>Số tiền bồi thường sẽ được chuyển vào tài khoản Vietcombank ****5521 trong vòng 3 ngày làm việc.</p>
<p>Mọi thắc mắc xin liên hệ tổng đài <b>1900 6158</b>.</p>
<p>Trân trọng,<br>Phòng Bồi thường – Tổng Công ty Cổ phần Bảo hiểm An Khang</p></td></tr>
<tr><td style="padding:12px 26px;background:#eef3f8;font-size:11px;color:#6b7c8f;">Tầng 12, 88 Láng Hạ, Đống Đa, Hà Nội · <a href="https://www.baohiemankhang.vn" style="color:#6b7c8f;">baohiemankhang.vn</a> · <a href="https://www.facebook.com/baohiemankhang" style="color:#6b7c8f;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "asuransi-cendana",
    group: "regional",
    lang: "id",
    kind: "activate-link",
    code: null,
    link: "https://portal.asuransicendana.co.id/aktivasi?u=CDN-0931847&t=7c2f91e0a4b3d8",
    from: "Asuransi Cendana <layanan@asuransicendana.co.id>",
    subject: "Aktifkan akun Cendana Online Anda",
    date: "Tue, 03 Feb 2026 10:40:21 +0700",
    text: `Yth. Bapak Budi Santoso,

Terima kasih telah mendaftar Cendana Online untuk polis asuransi jiwa Anda (nomor polis 0931847).

Silakan klik tautan berikut untuk mengaktifkan akun Anda:
https://portal.asuransicendana.co.id/aktivasi?u=CDN-0931847&t=7c2f91e0a4b3d8

Tautan ini berlaku selama 24 jam.

Premi berikutnya: Rp 1.250.000, jatuh tempo 15 Februari 2026.

Jika Anda tidak merasa mendaftar, abaikan email ini atau hubungi Cendana Care 1500 771.

Salam hangat,
PT Asuransi Jiwa Cendana
Menara Cendana Lt. 8, Jl. Jend. Sudirman Kav. 45, Jakarta 12930
PT Asuransi Jiwa Cendana berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK).`,
    html:
      `<html lang="id"><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f2ee;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:20px 28px;background:#7a4b1e;"><img src="https://www.asuransicendana.co.id/img/email/logo-putih.png" width="150" alt="Asuransi Cendana"></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;line-height:1.7;color:#333;">
<p>Yth. Bapak Budi Santoso,</p>
<p>Terima kasih telah mendaftar Cendana Online untuk polis asuransi jiwa Anda (nomor polis 0931847).</p>
<p style="text-align:center;margin:26px 0;"><a href="https://portal.asuransicendana.co.id/aktivasi?u=CDN-0931847&amp;t=7c2f91e0a4b3d8" style="background:#c98a2c;color:#ffffff;padding:13px 34px;text-decoration:none;border-radius:4px;font-weight:bold;">Aktifkan Akun</a></p>
<p>Tautan ini berlaku selama 24 jam.</p>
<p style="background:#faf5ec;padding:10px 14px;font-size:13px;">Premi berikutnya: <b>Rp 1.250.000</b>, jatuh tempo 15 Februari 2026.</p>
<p style="font-size:13px;color:#777;">Jika Anda tidak merasa mendaftar, abaikan email ini atau hubungi Cendana Care 1500 771.</p>
<p>Salam hangat,<br>PT Asuransi Jiwa Cendana</p></td></tr>
<tr><td style="padding:14px 28px;background:#f3ece2;font-size:10px;color:#8d7c68;">Menara Cendana Lt. 8, Jl. Jend. Sudirman Kav. 45, Jakarta 12930 · PT Asuransi Jiwa Cendana berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK). · <a href="https://www.asuransicendana.co.id/kebijakan-privasi" style="color:#8d7c68;">Kebijakan Privasi</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- public services and utilities

const publicmail: Mail[] = [
  {
    family: "wexcombe-hospitals",
    group: "regional",
    lang: "en",
    kind: "appointment-letter",
    code: null,
    link: null,
    from: "Wexcombe Hospitals NHS Foundation Trust <appointments@wexcombe.nhs.uk>",
    subject: "Your outpatient appointment - Dermatology, 14 April 2026",
    date: "Tue, 24 Mar 2026 11:05:44 +0000",
    text: `PRIVATE AND CONFIDENTIAL

Dear Mr Adeyemi,

NHS number: 485 777 3456
Hospital number: WX0291847
Referral ID (UBRN): 0004 2218 9930

We have booked the following appointment for you:

Clinic:    Dermatology (Dr S. Patel)
Date:      Tuesday 14 April 2026
Time:      10:40 (please arrive 10 minutes early)
Location:  Outpatients B, Level 2, St Aldhelm's Hospital, Coombe Road, Wexcombe WX3 8HJ

If you cannot attend, please call the booking team on 01632 960 772 (Monday to Friday, 8am to 5pm) at least 48 hours beforehand so we can offer the slot to another patient. Texting CANCEL will not cancel this appointment.

Parking is pay-on-exit (£3.20 for up to 2 hours). Blue badge holders park free in car park C.

Yours sincerely,
Outpatient Booking Centre
Wexcombe Hospitals NHS Foundation Trust`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Appointment</title></head>
<body style="margin:0;background:#f0f4f5;font-family:Arial,Helvetica,sans-serif;color:#212b32;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#005eb8;padding:16px 24px;"><img src="https://www.wexcombe.nhs.uk/assets/email/nhs-wexcombe-white.png" height="40" alt="Wexcombe Hospitals NHS Foundation Trust"></td></tr></table>
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;"><tr><td style="padding:24px;font-size:16px;line-height:1.5;">
<p style="font-size:12px;font-weight:bold;">PRIVATE AND CONFIDENTIAL</p>
<p>Dear Mr Adeyemi,</p>
<p style="font-size:14px;">NHS number: 485 777 3456<br>Hospital number: WX0291847<br>Referral ID (UBRN): 0004 2218 9930</p>
<p>We have booked the following appointment for you:</p>
<table cellpadding="8" cellspacing="0" style="background:#ffffff;border-left:8px solid #005eb8;font-size:15px;">
<tr><td><b>Clinic</b></td><td>Dermatology (Dr S. Patel)</td></tr>
<tr><td><b>Date</b></td><td>Tuesday 14 April 2026</td></tr>
<tr><td><b>Time</b></td><td>10:40 (please arrive 10 minutes early)</td></tr>
<tr><td><b>Location</b></td><td>Outpatients B, Level 2, St Aldhelm's Hospital, Coombe Road, Wexcombe WX3 8HJ</td></tr></table>
<p>If you cannot attend, please call the booking team on 01632 960 772 (Monday to Friday, 8am to 5pm) at least 48 hours beforehand so we can offer the slot to another patient. Texting CANCEL will not cancel this appointment.</p>
<p style="font-size:14px;">Parking is pay-on-exit (&pound;3.20 for up to 2 hours). Blue badge holders park free in car park C. <a href="https://www.wexcombe.nhs.uk/visiting/st-aldhelms">Getting to St Aldhelm's</a></p>
<p>Yours sincerely,<br>Outpatient Booking Centre<br>Wexcombe Hospitals NHS Foundation Trust</p>
<p style="font-size:12px;color:#4c6272;"><a href="https://www.wexcombe.nhs.uk/privacy" style="color:#4c6272;">How we use your information</a> &middot; <a href="https://www.wexcombe.nhs.uk/accessibility" style="color:#4c6272;">Accessible formats</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "solheim-energi",
    group: "regional",
    lang: "nb",
    kind: "utility-bill",
    code: null,
    link: null,
    from: "Solheim Energi <faktura@solheimenergi.no>",
    subject: "Strømregningen din for februar er klar",
    date: "Tue, 03 Mar 2026 06:45:10 +0100",
    text: `Hei Ingrid,

Her er strømregningen din for februar 2026.

Kundenummer: 7720184
Anlegg: Fjellveien 17B, 5019 Bergen
Målepunkt-ID: 707057500061283940
Målernummer: 6970631400218755
Forbruk: 1 486 kWh

Strøm (spotpris + påslag):  1 612,40 kr
Fastbeløp:                     49,00 kr
Strømstøtte:                 -318,75 kr
Å betale:                    1 342,65 kr

Forfallsdato: 20.03.2026
Kontonummer: 1503 42 81172
KID: 0077201840226031

Fakturaen trekkes med AvtaleGiro, så du trenger ikke gjøre noe.

Vennlig hilsen
Solheim Energi AS, Postboks 214 Sentrum, 5804 Bergen
Kundeservice: 55 60 88 00`,
    html: null,
    enc: "8bit",
    attachment: [
      "Faktura_7720184_2026-02.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1/Kids[3 0 R]>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "balcao-fiscal",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "K4M9T2",
    link: null,
    from: "Balcão Fiscal <nao-responder@balcaofiscal.gov.pt>",
    subject: "Código de autenticação – Balcão Fiscal",
    date: "Thu, 16 Apr 2026 09:58:21 +0100",
    text: `Exmo(a). Senhor(a),

Para concluir a autenticação no Balcão Fiscal com o NIF 2****8915, introduza o seguinte código:

K4M9T2

O código é válido durante 5 minutos e só pode ser utilizado uma vez.

Se não tentou aceder ao Balcão Fiscal, recomendamos que altere a sua senha de acesso.

Este é um envio automático. Por favor não responda a esta mensagem.
Centro de Atendimento Telefónico: 217 206 707 (dias úteis, 9h–19h)`,
    html:
      `<html lang="pt-PT"><head><meta charset="utf-8"></head><body style="margin:0;font-family:Verdana,Arial,sans-serif;background:#ffffff;">
<table width="620" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:14px 0;border-bottom:3px solid #006b3f;"><img src="https://www.balcaofiscal.gov.pt/img/email/cabecalho.png" width="260" alt="Balcão Fiscal"></td></tr>
<tr><td style="padding:22px 0;font-size:13px;line-height:1.7;color:#222;">
<p>Exmo(a). Senhor(a),</p>
<p>Para concluir a autenticação no Balcão Fiscal com o NIF 2****8915, introduza o seguinte código:</p>
<p style="font-size:24px;font-weight:bold;font-family:'Courier New',monospace;letter-spacing:4px;background:#f1f1f1;padding:10px;text-align:center;">K4M9T2</p>
<p>O código é válido durante 5 minutos e só pode ser utilizado uma vez.</p>
<p>Se não tentou aceder ao Balcão Fiscal, recomendamos que altere a sua senha de acesso.</p>
<p style="font-size:11px;color:#666;">Este é um envio automático. Por favor não responda a esta mensagem.<br>Centro de Atendimento Telefónico: 217 206 707 (dias úteis, 9h–19h)</p></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "balcao-fiscal",
    group: "regional",
    lang: "pt",
    kind: "tax-assessment",
    code: null,
    link: null,
    from: "Balcão Fiscal <nao-responder@balcaofiscal.gov.pt>",
    subject: "IRS 2025 – Nota de liquidação disponível",
    date: "Mon, 18 May 2026 14:20:00 +0100",
    text: `Exmo(a). Senhor(a),

Informamos que a declaração de IRS Modelo 3 relativa ao ano de 2025 foi liquidada.

NIF: 2****8915
Identificação da declaração: 2025-P0418-7729-31
N.º da liquidação: 2026 5004182907
Data da liquidação: 15-05-2026
Valor a reembolsar: 842,17 €

O reembolso será transferido para o IBAN PT50 **** **** **** **** 4410 3 registado no Balcão Fiscal.

Pode consultar a nota de liquidação e a demonstração de acerto de contas na área Consultar > Declarações e Liquidações.

Este é um envio automático. Por favor não responda a esta mensagem.`,
    html: null,
    enc: "b64",
  },
];

export const mails: Mail[] = [...english, ...europe, ...europe2, ...world, ...publicmail];
