/**
 * The inbox of an AI agent that signs up for developer tools and online services on a team's behalf:
 * AI model providers, hosting, databases, monitoring, mail and SMS APIs, payment sandboxes, registries,
 * CI, registrars and a few consumer apps, in English and ten other languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in November 2026 (or another month), with the sender's own zone. */
function dt(day: number, time: string, zone = "+0000", month = 10): string {
  const wd = DAYS[new Date(Date.UTC(2026, month, day)).getUTCDay()];
  return `${wd}, ${String(day).padStart(2, "0")} ${MONTHS[month]} 2026 ${time} ${zone}`;
}

const AGENT = "Orbit Labs Agent <agent@orbitlabs.dev>";

// ---------------------------------------------------------------- Nebulark (AI model provider)

function nebulark(pre: string, inner: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Nebulark</title></head>
<body style="margin:0;padding:0;background:#0b0d12;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#0b0d12;">
<tr><td align="center" style="padding:40px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:10px;">
<tr><td style="padding:28px 36px 8px 36px;"><img src="https://cdn.nebulark.ai/email/wordmark-dark@2x.png" width="132" height="28" alt="Nebulark" style="display:block;border:0;"></td></tr>
<tr><td style="padding:8px 36px 28px 36px;font-family:Inter,Helvetica,Arial,sans-serif;font-size:15px;line-height:24px;color:#1d2330;">
${inner}
</td></tr>
</table>
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:20px 36px;font-family:Inter,Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#8a93a6;text-align:center;">
Nebulark Inc. &middot; 415 Brannan St, Suite 300 &middot; San Francisco, CA 94107<br>
<a href="https://nebulark.ai/legal/privacy" style="color:#8a93a6;">Privacy</a> &middot;
<a href="https://nebulark.ai/legal/terms" style="color:#8a93a6;">Terms</a> &middot;
<a href="https://status.nebulark.ai" style="color:#8a93a6;">Status</a> &middot;
<a href="https://x.com/nebulark" style="color:#8a93a6;">X</a><br>&copy; 2026 Nebulark Inc.
</td></tr></table>
</td></tr></table>
</body></html>`;
}

const NEB_FOOT = `--
Nebulark Inc. · 415 Brannan St, Suite 300 · San Francisco, CA 94107
Privacy: https://nebulark.ai/legal/privacy · Status: https://status.nebulark.ai`;

// ---------------------------------------------------------------- Hostwyrm (hosting)

function hostwyrm(title: string, inner: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>a{color:#6d28d9}.btn:hover{background:#5b21b6!important}</style></head>
<body style="background-color:#f6f6f8;margin:0;padding:0">
<table width="100%" cellspacing="0" cellpadding="0" bgcolor="#f6f6f8"><tr><td align="center">
<table width="520" cellspacing="0" cellpadding="0" style="margin:32px 0">
<tr><td style="padding:0 0 18px 0"><a href="https://hostwyrm.dev"><img src="https://hostwyrm.dev/_static/mail/logo-wyrm.png" alt="Hostwyrm" width="36" height="36" style="border:0"></a></td></tr>
<tr><td style="background:#ffffff;border:1px solid #e4e4e7;border-radius:6px;padding:32px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#18181b">
<h1 style="font-size:20px;font-weight:600;margin:0 0 16px 0">${title}</h1>
${inner}
</td></tr>
<tr><td style="padding:18px 4px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;font-size:12px;color:#71717a;line-height:18px">
Hostwyrm, Inc. · 2261 Market Street #4410 · San Francisco, CA 94114<br>
<a href="https://hostwyrm.dev/docs" style="color:#71717a">Docs</a> · <a href="https://hostwyrm.dev/support" style="color:#71717a">Support</a> · <a href="https://hostwyrm.dev/account/notifications" style="color:#71717a">Email preferences</a>
</td></tr>
</table></td></tr></table>
<img src="https://links.hostwyrm.dev/wf/open?upn=u001.Zp9yQw3kTt0a" width="1" height="1" alt="" style="display:none">
</body></html>`;
}

// ---------------------------------------------------------------- pgdrift (serverless Postgres)

function pgdrift(inner: string): string {
  return `<!doctype html>
<html><body style="margin:0;background:#f3f5f4;font-family:'IBM Plex Sans',Arial,sans-serif;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:36px 10px;">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="background:#fff;border-top:4px solid #0e9f6e;">
<tr><td style="padding:24px 40px;border-bottom:1px solid #eceeed;">
<img src="https://assets.pgdrift.io/mail/pgdrift-logo.png" alt="pgdrift" height="24" style="height:24px;border:0;">
</td></tr>
<tr><td style="padding:32px 40px;font-size:15px;line-height:1.6;color:#1f2a24;">
${inner}
</td></tr>
<tr><td style="padding:20px 40px;background:#f9faf9;font-size:12px;color:#7b8781;line-height:1.5;">
pgdrift Data GmbH · Schlesische Str. 28 · 10997 Berlin, Germany<br>
<a href="https://pgdrift.io/docs" style="color:#7b8781;">Documentation</a> | <a href="https://pgdrift.io/discord" style="color:#7b8781;">Discord</a> | <a href="https://pgdrift.io/privacy" style="color:#7b8781;">Privacy policy</a>
</td></tr></table>
</td></tr></table></body></html>`;
}

export const mails: Mail[] = [
  // ------------------------------------------------------------ nebulark
  {
    family: "nebulark",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://platform.nebulark.ai/auth/verify-email?token=nv1.Q2hQd3Nhc3dF.7f3c0a9b21d4e8&email=agent%40orbitlabs.dev",
    from: "Nebulark <no-reply@nebulark.ai>",
    to: AGENT,
    subject: "Verify your email address for Nebulark",
    date: dt(3, "08:12:44"),
    enc: "qp",
    text: `Welcome to Nebulark!

Before you can create API keys, please confirm that agent@orbitlabs.dev is your email address:

https://platform.nebulark.ai/auth/verify-email?token=nv1.Q2hQd3Nhc3dF.7f3c0a9b21d4e8&email=agent%40orbitlabs.dev

This link expires in 24 hours. New accounts receive $5.00 of free credit, valid for 90 days.

If you didn't sign up for Nebulark, you can safely ignore this email.

${NEB_FOOT}
`,
    html: nebulark(
      "Confirm your address to start building with Nebulark.",
      `<h1 style="font-size:22px;line-height:30px;margin:12px 0 16px 0;color:#0b0d12;">Verify your email</h1>
<p style="margin:0 0 16px 0;">Welcome to Nebulark! Before you can create API keys, please confirm that <strong>agent@orbitlabs.dev</strong> is your email address.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr>
<td bgcolor="#5b5bf0" style="border-radius:6px;"><a href="https://platform.nebulark.ai/auth/verify-email?token=nv1.Q2hQd3Nhc3dF.7f3c0a9b21d4e8&amp;email=agent%40orbitlabs.dev" target="_blank" style="display:inline-block;padding:12px 26px;font-weight:600;color:#ffffff;text-decoration:none;">Verify email address</a></td>
</tr></table>
<p style="margin:0 0 16px 0;color:#55607a;font-size:13px;">This link expires in 24 hours. New accounts receive <strong>$5.00</strong> of free credit, valid for 90 days.</p>
<p style="margin:0;color:#55607a;font-size:13px;">If you didn't sign up for Nebulark, you can safely ignore this email.</p>`,
    ),
  },
  {
    family: "nebulark",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604218",
    link: null,
    from: "Nebulark <no-reply@nebulark.ai>",
    to: AGENT,
    subject: "Your Nebulark login code",
    date: dt(5, "14:03:09"),
    enc: "b64",
    text: `Your Nebulark login code

Enter this code on the sign-in page to continue:

    604 218

The code is valid for 10 minutes and can only be used once.
Requested from Chrome on Linux, IP 203.0.113.54 (Frankfurt, DE) at 14:02 UTC.

If this wasn't you, reset your password: https://platform.nebulark.ai/account/security

${NEB_FOOT}
`,
    html: nebulark(
      "604 218 is your login code",
      `<h1 style="font-size:22px;line-height:30px;margin:12px 0 16px 0;color:#0b0d12;">Your login code</h1>
<p style="margin:0 0 8px 0;">Enter this code on the sign-in page to continue:</p>
<div style="margin:20px 0;padding:18px 0;background:#f2f3fb;border-radius:8px;text-align:center;font-family:'JetBrains Mono',Menlo,monospace;font-size:32px;letter-spacing:10px;font-weight:700;color:#0b0d12;">604 218</div>
<p style="margin:0 0 16px 0;color:#55607a;font-size:13px;">The code is valid for 10 minutes and can only be used once.<br>Requested from Chrome on Linux, IP 203.0.113.54 (Frankfurt, DE) at 14:02 UTC.</p>
<p style="margin:0;color:#55607a;font-size:13px;">If this wasn't you, <a href="https://platform.nebulark.ai/account/security" style="color:#5b5bf0;">reset your password</a>.</p>`,
    ),
  },
  {
    family: "nebulark",
    group: "negative",
    lang: "en",
    kind: "api-key-created",
    code: null,
    link: null,
    from: "Nebulark Security <security@nebulark.ai>",
    to: AGENT,
    subject: "A new secret key was created in project “orbit-prod”",
    date: dt(5, "14:09:51"),
    text: `A new secret key was created

Project:     orbit-prod
Key name:    agent-ci-runner
Key:         nbk-proj-••••••••••••9f3a
Permissions: All
Created by:  agent@orbitlabs.dev
Created at:  5 Nov 2026, 14:09 UTC

You can review or revoke keys at any time: https://platform.nebulark.ai/settings/orbit-prod/api-keys

If you don't recognise this key, revoke it immediately and contact security@nebulark.ai.

${NEB_FOOT}
`,
    html: nebulark(
      "agent-ci-runner was added to orbit-prod",
      `<h1 style="font-size:22px;line-height:30px;margin:12px 0 16px 0;color:#0b0d12;">A new secret key was created</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:14px;border:1px solid #e6e8f0;border-radius:6px;">
<tr><td style="padding:10px 14px;color:#55607a;width:120px;">Project</td><td style="padding:10px 14px;">orbit-prod</td></tr>
<tr><td style="padding:10px 14px;color:#55607a;border-top:1px solid #e6e8f0;">Key name</td><td style="padding:10px 14px;border-top:1px solid #e6e8f0;">agent-ci-runner</td></tr>
<tr><td style="padding:10px 14px;color:#55607a;border-top:1px solid #e6e8f0;">Key</td><td style="padding:10px 14px;border-top:1px solid #e6e8f0;font-family:Menlo,monospace;">nbk-proj-••••••••••••9f3a</td></tr>
<tr><td style="padding:10px 14px;color:#55607a;border-top:1px solid #e6e8f0;">Permissions</td><td style="padding:10px 14px;border-top:1px solid #e6e8f0;">All</td></tr>
<tr><td style="padding:10px 14px;color:#55607a;border-top:1px solid #e6e8f0;">Created</td><td style="padding:10px 14px;border-top:1px solid #e6e8f0;">5 Nov 2026, 14:09 UTC by agent@orbitlabs.dev</td></tr>
</table>
<p style="margin:20px 0 0 0;">You can review or revoke keys at any time on the <a href="https://platform.nebulark.ai/settings/orbit-prod/api-keys" style="color:#5b5bf0;">API keys page</a>. If you don't recognise this key, revoke it immediately and contact <a href="mailto:security@nebulark.ai" style="color:#5b5bf0;">security@nebulark.ai</a>.</p>`,
    ),
  },
  {
    family: "nebulark",
    group: "consumer",
    lang: "en",
    kind: "confirm-billing-email",
    code: null,
    link: "https://platform.nebulark.ai/billing/confirm-contact?c=bc_01JCQ7R3M9V2WZ8K",
    from: "Nebulark Billing <billing@nebulark.ai>",
    to: "Billing <billing@orbitlabs.dev>",
    subject: "Confirm your new billing contact",
    date: dt(9, "10:41:27"),
    enc: "qp",
    text: `Hi,

agent@orbitlabs.dev asked to send invoices and payment receipts for the organization "Orbit Labs" (org-7QmT2x) to this address, billing@orbitlabs.dev.

Confirm the change:
https://platform.nebulark.ai/billing/confirm-contact?c=bc_01JCQ7R3M9V2WZ8K

Until you confirm, invoices keep going to agent@orbitlabs.dev. Your next invoice (about $43.18) will be issued on 1 December 2026.

${NEB_FOOT}
`,
    html: nebulark(
      "Invoices for Orbit Labs will be sent here once you confirm.",
      `<p style="margin:12px 0 16px 0;">Hi,</p>
<p style="margin:0 0 16px 0;"><strong>agent@orbitlabs.dev</strong> asked to send invoices and payment receipts for the organization <strong>Orbit Labs</strong> (org-7QmT2x) to this address.</p>
<p style="margin:24px 0;"><a href="https://platform.nebulark.ai/billing/confirm-contact?c=bc_01JCQ7R3M9V2WZ8K" style="background:#5b5bf0;color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block;">Confirm billing contact</a></p>
<p style="margin:0;color:#55607a;font-size:13px;">Until you confirm, invoices keep going to agent@orbitlabs.dev. Your next invoice (about $43.18) will be issued on 1 December 2026.</p>`,
    ),
  },
  {
    family: "nebulark",
    group: "negative",
    lang: "en",
    kind: "usage-alert",
    code: null,
    link: null,
    from: "Nebulark <no-reply@nebulark.ai>",
    to: AGENT,
    subject: "You've used 80% of your monthly budget",
    date: dt(21, "03:00:12"),
    text: `Usage alert for Orbit Labs

Your organization has spent $96.40 of its $120.00 monthly budget (80%) for November 2026.
When the hard limit is reached, API requests will return 429 errors until 1 December.

Top usage this month:
  nebula-3-large      $71.22   (18.4M tokens)
  nebula-3-mini       $19.06   (52.9M tokens)
  embeddings-v2        $6.12

Adjust limits: https://platform.nebulark.ai/settings/organization/limits
View usage:    https://platform.nebulark.ai/usage

${NEB_FOOT}
`,
    html: nebulark(
      "$96.40 of $120.00 spent in November",
      `<h1 style="font-size:22px;line-height:30px;margin:12px 0 16px 0;color:#0b0d12;">Usage alert</h1>
<p style="margin:0 0 16px 0;">Your organization <strong>Orbit Labs</strong> has spent <strong>$96.40</strong> of its <strong>$120.00</strong> monthly budget (80%) for November 2026. When the hard limit is reached, API requests will return 429 errors until 1 December.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr style="color:#55607a;"><td>Model</td><td align="right">Tokens</td><td align="right">Cost</td></tr>
<tr><td>nebula-3-large</td><td align="right">18.4M</td><td align="right">$71.22</td></tr>
<tr><td>nebula-3-mini</td><td align="right">52.9M</td><td align="right">$19.06</td></tr>
<tr><td>embeddings-v2</td><td align="right">&mdash;</td><td align="right">$6.12</td></tr>
</table>
<p style="margin:20px 0 0 0;"><a href="https://platform.nebulark.ai/settings/organization/limits" style="color:#5b5bf0;">Adjust limits</a> &middot; <a href="https://platform.nebulark.ai/usage" style="color:#5b5bf0;">View usage</a></p>`,
    ),
  },

  // ------------------------------------------------------------ hostwyrm
  {
    family: "hostwyrm",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://links.hostwyrm.dev/ls/click?upn=u001.kR7bX2yq-2BfT0aLz9-2FhN4cWq1pE8sU3vJ5dM6oG0iY-3DwP2x_Lq8",
    from: "Hostwyrm <login@hostwyrm.dev>",
    to: AGENT,
    subject: "Sign in to Hostwyrm",
    date: dt(4, "16:27:05", "-0800"),
    text: `Sign in to Hostwyrm

Click the link below to sign in as agent@orbitlabs.dev. The link works once and expires in 15 minutes.

https://links.hostwyrm.dev/ls/click?upn=u001.kR7bX2yq-2BfT0aLz9-2FhN4cWq1pE8sU3vJ5dM6oG0iY-3DwP2x_Lq8

Request details: Firefox 132 on Ubuntu · 198.51.100.23 · Amsterdam, NL

Didn't request this? You can ignore this email; nobody can sign in without the link.

Hostwyrm, Inc. · 2261 Market Street #4410 · San Francisco, CA 94114
`,
    html: hostwyrm(
      "Sign in to Hostwyrm",
      `<p style="font-size:15px;line-height:24px;margin:0 0 20px 0">Click the button below to sign in as <b>agent@orbitlabs.dev</b>. The link works once and expires in 15 minutes.</p>
<table cellspacing="0" cellpadding="0"><tr><td class="btn" style="background:#6d28d9;border-radius:5px"><a href="https://links.hostwyrm.dev/ls/click?upn=u001.kR7bX2yq-2BfT0aLz9-2FhN4cWq1pE8sU3vJ5dM6oG0iY-3DwP2x_Lq8" style="display:block;padding:11px 22px;color:#ffffff;font-size:15px;font-weight:600;text-decoration:none">Sign in</a></td></tr></table>
<p style="font-size:13px;line-height:20px;color:#52525b;margin:24px 0 0 0">Request details: Firefox 132 on Ubuntu · 198.51.100.23 · Amsterdam, NL</p>
<p style="font-size:13px;line-height:20px;color:#52525b;margin:8px 0 0 0">Didn't request this? You can ignore this email; nobody can sign in without the link.</p>`,
    ),
  },
  {
    family: "hostwyrm",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://hostwyrm.dev/invites/accept/tm_inv_8QxJd2LwV0sPzR4n",
    from: "Hostwyrm <notifications@hostwyrm.dev>",
    to: AGENT,
    subject: "Priya Raman invited you to the Orbit Labs team on Hostwyrm",
    date: dt(6, "09:15:40", "-0800"),
    enc: "qp",
    text: `Priya Raman (priya@orbitlabs.dev) invited you to join the team "Orbit Labs" on Hostwyrm as a Developer.

Accept the invitation:
https://hostwyrm.dev/invites/accept/tm_inv_8QxJd2LwV0sPzR4n

The team has 4 projects and 2 members. The invitation expires on 13 November 2026.

If you weren't expecting this invitation, you can ignore this email.

Hostwyrm, Inc. · 2261 Market Street #4410 · San Francisco, CA 94114
`,
    html: hostwyrm(
      "Join Orbit Labs on Hostwyrm",
      `<p style="font-size:15px;line-height:24px;margin:0 0 16px 0"><b>Priya Raman</b> (<a href="mailto:priya@orbitlabs.dev">priya@orbitlabs.dev</a>) invited you to join the team <b>Orbit Labs</b> as a <b>Developer</b>.</p>
<table cellspacing="0" cellpadding="0" style="margin:0 0 20px 0"><tr>
<td style="padding-right:12px"><img src="https://avatars.hostwyrm.dev/t/orbit-labs.png" width="40" height="40" alt="Orbit Labs" style="border-radius:20px"></td>
<td style="font-size:13px;color:#52525b">4 projects · 2 members</td></tr></table>
<table cellspacing="0" cellpadding="0"><tr><td class="btn" style="background:#6d28d9;border-radius:5px"><a href="https://hostwyrm.dev/invites/accept/tm_inv_8QxJd2LwV0sPzR4n" style="display:block;padding:11px 22px;color:#ffffff;font-size:15px;font-weight:600;text-decoration:none">Accept invitation</a></td></tr></table>
<p style="font-size:13px;line-height:20px;color:#52525b;margin:24px 0 0 0">The invitation expires on 13 November 2026. If you weren't expecting it, you can ignore this email.</p>`,
    ),
  },
  {
    family: "hostwyrm",
    group: "negative",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Hostwyrm Billing <billing@hostwyrm.dev>",
    to: AGENT,
    subject: "Your Hostwyrm invoice HW-2026-118204 is paid",
    date: dt(1, "00:07:33", "-0800", 11),
    text: `Thanks for your payment!

Invoice:   HW-2026-118204
Period:    1 Nov 2026 – 30 Nov 2026
Team:      Orbit Labs
Plan:      Pro (2 seats)                $40.00
Bandwidth: 212 GB (112 GB over quota)   $16.80
Build minutes: 3,420 (included)          $0.00
Total charged to Visa •••• 4821:        $56.80

The invoice is attached as a PDF. You can download past invoices at https://hostwyrm.dev/teams/orbit-labs/billing

Hostwyrm, Inc. · 2261 Market Street #4410 · San Francisco, CA 94114 · EIN 88-4102937
`,
    html: hostwyrm(
      "Thanks for your payment",
      `<p style="font-size:15px;line-height:24px;margin:0 0 16px 0">We charged <b>$56.80</b> to Visa •••• 4821 for the team <b>Orbit Labs</b>.</p>
<table width="100%" cellspacing="0" cellpadding="8" style="font-size:14px;border-collapse:collapse">
<tr style="border-bottom:1px solid #e4e4e7"><td style="color:#71717a">Invoice</td><td align="right">HW-2026-118204</td></tr>
<tr style="border-bottom:1px solid #e4e4e7"><td style="color:#71717a">Period</td><td align="right">1 Nov 2026 – 30 Nov 2026</td></tr>
<tr style="border-bottom:1px solid #e4e4e7"><td>Pro (2 seats)</td><td align="right">$40.00</td></tr>
<tr style="border-bottom:1px solid #e4e4e7"><td>Bandwidth, 112 GB over quota</td><td align="right">$16.80</td></tr>
<tr style="border-bottom:1px solid #e4e4e7"><td>Build minutes (3,420)</td><td align="right">$0.00</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>$56.80</b></td></tr>
</table>
<p style="font-size:13px;line-height:20px;color:#52525b;margin:20px 0 0 0">The invoice is attached as a PDF. Past invoices are on your <a href="https://hostwyrm.dev/teams/orbit-labs/billing">billing page</a>.</p>`,
    ),
    attachment: [
      "HW-2026-118204.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ------------------------------------------------------------ pgdrift
  {
    family: "pgdrift",
    group: "consumer",
    lang: "en",
    kind: "signup-code",
    code: "381-522",
    link: null,
    from: "pgdrift <hello@pgdrift.io>",
    to: AGENT,
    subject: "381-522 is your pgdrift verification code",
    date: dt(3, "09:30:18", "+0100"),
    enc: "qp",
    text: `Confirm your email

Enter this code in the pgdrift console to finish creating your account:

381-522

It expires in 15 minutes. Your free tier includes 1 project, 3 branches and 0.5 GB of storage.

Didn't try to sign up? Just ignore this email.

pgdrift Data GmbH · Schlesische Str. 28 · 10997 Berlin, Germany
`,
    html: pgdrift(
      `<h2 style="margin:0 0 12px 0;font-size:20px;">Confirm your email</h2>
<p style="margin:0 0 20px 0;">Enter this code in the pgdrift console to finish creating your account:</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 20px 0;"><tr>
<td style="background:#ecfdf5;border:1px solid #a7f3d0;border-radius:6px;padding:14px 28px;font-family:'IBM Plex Mono',Consolas,monospace;font-size:30px;font-weight:600;letter-spacing:4px;color:#065f46;">381-522</td>
</tr></table>
<p style="margin:0 0 12px 0;color:#56635c;font-size:14px;">It expires in 15 minutes. Your free tier includes 1 project, 3 branches and 0.5&nbsp;GB of storage.</p>
<p style="margin:0;color:#56635c;font-size:14px;">Didn't try to sign up? Just ignore this email.</p>`,
    ),
  },
  {
    family: "pgdrift",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://console.pgdrift.io/reset-password?token=prt_4c1e9d7a0b2f46e8a913&uid=usr_2Wq8",
    from: "pgdrift <hello@pgdrift.io>",
    to: AGENT,
    subject: "Reset your pgdrift password",
    date: dt(12, "18:44:02", "+0100"),
    text: `Hi,

Someone (hopefully you) asked to reset the password for agent@orbitlabs.dev.

Choose a new password here:
https://console.pgdrift.io/reset-password?token=prt_4c1e9d7a0b2f46e8a913&uid=usr_2Wq8

This link is valid for 60 minutes. Your databases and connection strings are not affected.

If you didn't ask for this, no action is needed.

pgdrift Data GmbH · Schlesische Str. 28 · 10997 Berlin, Germany
`,
    html: pgdrift(
      `<p style="margin:0 0 14px 0;">Hi,</p>
<p style="margin:0 0 20px 0;">Someone (hopefully you) asked to reset the password for <strong>agent@orbitlabs.dev</strong>.</p>
<p style="margin:0 0 24px 0;"><a href="https://console.pgdrift.io/reset-password?token=prt_4c1e9d7a0b2f46e8a913&amp;uid=usr_2Wq8" style="background:#0e9f6e;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:4px;font-weight:600;display:inline-block;">Choose a new password</a></p>
<p style="margin:0 0 12px 0;color:#56635c;font-size:14px;">This link is valid for 60 minutes. Your databases and connection strings are not affected.</p>
<p style="margin:0;color:#56635c;font-size:14px;">If you didn't ask for this, no action is needed.</p>`,
    ),
  },
  {
    family: "pgdrift",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://console.pgdrift.io/invitations/9b7e2c14-55d3-4f0e-8a61-0c3d2e7f9a10/accept",
    from: "pgdrift <hello@pgdrift.io>",
    to: AGENT,
    subject: "You've been added to the project billing-replica",
    date: dt(14, "11:02:55", "+0100"),
    enc: "b64",
    text:
      `Jonas Weber invited you to collaborate on the pgdrift project "billing-replica" (region eu-central-1, Postgres 17).

Accept the invitation:
https://console.pgdrift.io/invitations/9b7e2c14-55d3-4f0e-8a61-0c3d2e7f9a10/accept

Collaborators can create branches, run queries in the SQL editor and see connection strings. They cannot delete the project or change billing.

pgdrift Data GmbH · Schlesische Str. 28 · 10997 Berlin, Germany
`,
    html: pgdrift(
      `<p style="margin:0 0 16px 0;"><strong>Jonas Weber</strong> invited you to collaborate on the project:</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 20px 0;border:1px solid #e2e6e4;border-radius:6px;"><tr><td style="padding:14px 18px;">
<div style="font-family:'IBM Plex Mono',monospace;font-size:16px;font-weight:600;">billing-replica</div>
<div style="font-size:13px;color:#56635c;">eu-central-1 · Postgres 17 · 2 branches</div>
</td></tr></table>
<p style="margin:0 0 24px 0;"><a href="https://console.pgdrift.io/invitations/9b7e2c14-55d3-4f0e-8a61-0c3d2e7f9a10/accept" style="background:#0e9f6e;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:4px;font-weight:600;display:inline-block;">Accept invitation</a></p>
<p style="margin:0;color:#56635c;font-size:14px;">Collaborators can create branches, run queries in the SQL editor and see connection strings. They cannot delete the project or change billing.</p>`,
    ),
  },

  // ------------------------------------------------------------ pingmarlin (monitoring)
  {
    family: "pingmarlin",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://app.pingmarlin.com/confirm/7d41c2f0e9ab4b53",
    from: "PingMarlin <support@pingmarlin.com>",
    to: AGENT,
    subject: "[PingMarlin] Please confirm your email",
    date: dt(7, "07:51:19", "+0000"),
    html: null,
    text: `Hello,

Thanks for signing up for PingMarlin uptime monitoring.

Please confirm your email address by visiting the link below. Alerts
are only sent to confirmed addresses.

  https://app.pingmarlin.com/confirm/7d41c2f0e9ab4b53

Your 14-day trial of the Team plan (50 monitors, 30-second checks)
has started and ends on 21 November 2026.

Questions? Reply to this email or see https://pingmarlin.com/docs

-- 
The PingMarlin team
PingMarlin Ltd, 12 Harbour Row, Cork T12 X8F2, Ireland
`,
  },
  {
    family: "pingmarlin",
    group: "negative",
    lang: "en",
    kind: "monitor-down",
    code: null,
    link: null,
    from: "PingMarlin Alerts <alerts@pingmarlin.com>",
    to: AGENT,
    subject: "DOWN: api.orbitlabs.dev/health (HTTP 502)",
    date: dt(10, "02:14:37", "+0000"),
    enc: "qp",
    text: `Monitor is DOWN

Monitor:   api.orbitlabs.dev/health
Reason:    HTTP 502 Bad Gateway
Started:   2026-11-10 02:13:58 UTC
Checked from: Frankfurt, Virginia, Singapore
Incident:  #4821

View incident: https://app.pingmarlin.com/incidents/4821
Acknowledge:   https://app.pingmarlin.com/incidents/4821/ack

You're receiving this because you're on the "Orbit on-call" escalation policy.
Manage notifications: https://app.pingmarlin.com/settings/notifications
`,
    html: `<html><body style="margin:0;background:#fff;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#dc2626;padding:14px 24px;color:#fff;font-size:18px;font-weight:bold;">&#9660; Monitor is DOWN</td></tr>
<tr><td style="padding:20px 24px;">
<table cellpadding="5" cellspacing="0" style="font-size:14px;color:#111;">
<tr><td style="color:#6b7280;">Monitor</td><td><b>api.orbitlabs.dev/health</b></td></tr>
<tr><td style="color:#6b7280;">Reason</td><td>HTTP 502 Bad Gateway</td></tr>
<tr><td style="color:#6b7280;">Started</td><td>2026-11-10 02:13:58 UTC</td></tr>
<tr><td style="color:#6b7280;">Checked from</td><td>Frankfurt, Virginia, Singapore</td></tr>
<tr><td style="color:#6b7280;">Incident</td><td>#4821</td></tr>
</table>
<p style="margin:20px 0;"><a href="https://app.pingmarlin.com/incidents/4821" style="background:#111827;color:#fff;padding:10px 18px;text-decoration:none;border-radius:4px;font-size:14px;">View incident</a>
&nbsp;<a href="https://app.pingmarlin.com/incidents/4821/ack" style="border:1px solid #111827;color:#111827;padding:9px 17px;text-decoration:none;border-radius:4px;font-size:14px;">Acknowledge</a></p>
<p style="font-size:12px;color:#9ca3af;">You're receiving this because you're on the "Orbit on-call" escalation policy. <a href="https://app.pingmarlin.com/settings/notifications" style="color:#9ca3af;">Manage notifications</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "pingmarlin",
    group: "negative",
    lang: "en",
    kind: "trial-ending",
    code: null,
    link: null,
    from: "Dana from PingMarlin <dana@pingmarlin.com>",
    to: AGENT,
    subject: "Your PingMarlin trial ends in 3 days",
    date: dt(18, "15:20:00", "+0000"),
    html: null,
    text: `Hi there,

Just a heads-up: your Team plan trial ends on Saturday, 21 November.

In the last 11 days PingMarlin ran 1,284,310 checks on your 9 monitors
and caught 2 incidents (longest: 6 min on api.orbitlabs.dev).

To keep 30-second checks and SMS alerts, add a card before the trial
ends. The Team plan is $29/month, or $290/year.

  Choose a plan: https://app.pingmarlin.com/billing/plans

If you do nothing, your account moves to the free plan (5 monitors,
5-minute checks) and nothing is deleted.

Cheers,
Dana
Customer success, PingMarlin
`,
  },
  // ------------------------------------------------------------ postquokka (transactional mail API)
  {
    family: "postquokka",
    group: "consumer",
    lang: "en",
    kind: "confirm-sender",
    code: null,
    link: "https://app.postquokka.com/senders/confirm?sid=snd_58213&sig=Yt2vQ9mKpL0aZx7R",
    from: "Postquokka <support@postquokka.com>",
    to: "Orbit Labs <noreply@orbitlabs.dev>",
    subject: "Confirm noreply@orbitlabs.dev as a sender signature",
    date: dt(4, "11:06:47", "+1000"),
    enc: "qp",
    text: `Confirm your sender signature
----------------------------

agent@orbitlabs.dev added noreply@orbitlabs.dev as a sender signature in the Postquokka server "orbit-transactional".

Before Postquokka can send mail from this address, someone who can read this inbox has to confirm it:

Confirm sender signature ( https://app.postquokka.com/senders/confirm?sid=snd_58213&sig=Yt2vQ9mKpL0aZx7R )

Tip: verify the whole domain with DKIM and Return-Path records instead, and every address at orbitlabs.dev will work: https://postquokka.com/docs/domains

If you don't know why you got this, reply and let us know.

Postquokka Pty Ltd
Level 4, 88 Queen Street, Brisbane QLD 4000, Australia
`,
    html:
      `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta name="viewport" content="width=device-width, initial-scale=1.0" /><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title>Confirm your sender signature</title>
<style type="text/css">
body{width:100%!important;height:100%;margin:0;-webkit-text-size-adjust:none}
.email-wrapper{width:100%;margin:0;padding:0;background-color:#F2F4F6}
.email-content{width:100%;margin:0;padding:0}
.email-body_inner{width:570px;margin:0 auto;padding:0;background-color:#FFFFFF}
.button{background-color:#22BC66;border-top:10px solid #22BC66;border-right:18px solid #22BC66;border-bottom:10px solid #22BC66;border-left:18px solid #22BC66;display:inline-block;color:#FFF;text-decoration:none;border-radius:3px}
.sub{font-size:13px}
@media only screen and (max-width:600px){.email-body_inner{width:100%!important}}
</style></head>
<body>
<span class="preheader" style="display:none!important;visibility:hidden;mso-hide:all;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">One click to start sending from noreply@orbitlabs.dev.</span>
<table class="email-wrapper" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table class="email-content" width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="email-masthead" style="padding:25px 0;text-align:center"><a href="https://postquokka.com" style="font-size:16px;font-weight:bold;color:#A8AAAF;text-decoration:none">Postquokka</a></td></tr>
<tr><td class="email-body" width="570" cellpadding="0" cellspacing="0">
<table class="email-body_inner" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="content-cell" style="padding:45px;font-family:'Nunito Sans',Helvetica,Arial,sans-serif;color:#51545E;font-size:16px;line-height:1.625">
<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold">Confirm your sender signature</h1>
<p><strong>agent@orbitlabs.dev</strong> added <strong>noreply@orbitlabs.dev</strong> as a sender signature in the Postquokka server &ldquo;orbit-transactional&rdquo;.</p>
<p>Before Postquokka can send mail from this address, someone who can read this inbox has to confirm it:</p>
<table class="body-action" align="center" width="100%" cellpadding="0" cellspacing="0" role="presentation" style="margin:30px auto;text-align:center"><tr><td align="center">
<a href="https://app.postquokka.com/senders/confirm?sid=snd_58213&amp;sig=Yt2vQ9mKpL0aZx7R" class="button" target="_blank">Confirm sender signature</a>
</td></tr></table>
<p><strong>Tip:</strong> verify the whole domain with DKIM and Return-Path records instead, and every address at orbitlabs.dev will work. <a href="https://postquokka.com/docs/domains" style="color:#3869D4">Read the guide</a>.</p>
<table class="body-sub" role="presentation" style="margin-top:25px;padding-top:25px;border-top:1px solid #EAEAEC"><tr><td>
<p class="sub">If you're having trouble with the button above, copy and paste the URL below into your web browser.</p>
<p class="sub">https://app.postquokka.com/senders/confirm?sid=snd_58213&amp;sig=Yt2vQ9mKpL0aZx7R</p>
</td></tr></table>
</td></tr></table></td></tr>
<tr><td><table class="email-footer" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="content-cell" align="center" style="padding:45px;font-size:13px;color:#A8AAAF">
<p class="sub">Postquokka Pty Ltd<br />Level 4, 88 Queen Street<br />Brisbane QLD 4000, Australia</p>
</td></tr></table></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "postquokka",
    group: "consumer",
    lang: "de",
    kind: "2fa-code",
    code: "41807735",
    link: null,
    from: "Postquokka <security@postquokka.com>",
    to: AGENT,
    subject: "Ihr Postquokka-Sicherheitscode",
    date: dt(8, "08:22:10", "+0100"),
    enc: "qp",
    text: `Hallo,

Sie melden sich gerade bei Postquokka an. Geben Sie diesen Sicherheitscode ein:

41807735

Der Code ist 10 Minuten gültig. Anmeldeversuch: Safari auf macOS, 84.153.22.7, München.

Das waren nicht Sie? Ändern Sie Ihr Passwort unter https://app.postquokka.com/account/security und schreiben Sie uns an security@postquokka.com.

Postquokka Pty Ltd · Level 4, 88 Queen Street · Brisbane QLD 4000 · Australien
`,
    html: `<html><body style="margin:0;padding:0;background:#F2F4F6;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background:#F2F4F6;"><tr><td align="center" style="padding:25px 0;">
<a href="https://postquokka.com" style="font-family:Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;color:#A8AAAF;text-decoration:none;">Postquokka</a>
<table width="570" cellpadding="0" cellspacing="0" role="presentation" style="background:#FFFFFF;margin-top:25px;"><tr><td style="padding:45px;font-family:Helvetica,Arial,sans-serif;color:#51545E;font-size:16px;line-height:1.6;">
<h1 style="margin-top:0;color:#333;font-size:22px;">Ihr Sicherheitscode</h1>
<p>Hallo,</p>
<p>Sie melden sich gerade bei Postquokka an. Geben Sie diesen Sicherheitscode ein:</p>
<table align="center" cellpadding="0" cellspacing="0" role="presentation" style="margin:30px auto;"><tr>
<td style="font-family:Menlo,Consolas,monospace;font-size:28px;font-weight:bold;letter-spacing:6px;color:#333;background:#F4F4F7;border:2px dashed #CBCCCF;padding:16px 24px;">41807735</td>
</tr></table>
<p>Der Code ist 10 Minuten gültig. Anmeldeversuch: Safari auf macOS, 84.153.22.7, München.</p>
<p style="font-size:13px;">Das waren nicht Sie? <a href="https://app.postquokka.com/account/security" style="color:#3869D4;">Ändern Sie Ihr Passwort</a> und schreiben Sie uns an security@postquokka.com.</p>
</td></tr></table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#A8AAAF;padding:30px;">Postquokka Pty Ltd · Level 4, 88 Queen Street · Brisbane QLD 4000 · Australien</p>
</td></tr></table></body></html>`,
  },
  {
    family: "postquokka",
    group: "negative",
    lang: "de",
    kind: "domain-verified",
    code: null,
    link: null,
    from: "Postquokka <support@postquokka.com>",
    to: AGENT,
    subject: "Domain orbitlabs.dev ist jetzt verifiziert",
    date: dt(8, "09:47:31", "+0100"),
    html: null,
    text: `Hallo,

gute Nachrichten: Die DNS-Einträge für orbitlabs.dev wurden gefunden.

  DKIM      20261108pq._domainkey.orbitlabs.dev   ✔ verifiziert
  Return-Path  pqbounces.orbitlabs.dev (CNAME pm.mtasv.postquokka.com)   ✔ verifiziert

Ab sofort können Sie von jeder Adresse @orbitlabs.dev senden. Ihr Server
"orbit-transactional" hat noch 98.750 von 100.000 E-Mails in diesem Monat frei.

Dokumentation: https://postquokka.com/docs/domains
Status der Zustellung: https://app.postquokka.com/servers/71294/activity

Viele Grüße
Ihr Postquokka-Team

--
Postquokka Pty Ltd · Level 4, 88 Queen Street · Brisbane QLD 4000 · Australien
`,
  },

  // ------------------------------------------------------------ zumbido (SMS API, Spanish)
  {
    family: "zumbido-sms",
    group: "regional",
    lang: "es",
    kind: "verify-code",
    code: "258107",
    link: null,
    from: "Zumbido <cuentas@zumbido.com.mx>",
    to: AGENT,
    subject: "Tu código de verificación de Zumbido: 258107",
    date: dt(6, "12:18:03", "-0600"),
    enc: "b64",
    text: `¡Hola!

Gracias por crear tu cuenta de desarrollador en Zumbido.

Tu código de verificación es: 258107

Escríbelo en la consola para activar tu cuenta. Caduca en 30 minutos.

Con tu cuenta de prueba puedes enviar hasta 50 SMS a números verificados en México, Colombia y Perú. Cada mensaje adicional cuesta $0.38 MXN.

¿No fuiste tú? Ignora este correo.

Zumbido Comunicaciones S.A. de C.V.
Av. Vallarta 3040, piso 6, Guadalajara, Jal. C.P. 44690
Soporte: +52 33 4160 2250 · soporte@zumbido.com.mx
`,
    html: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff7ec;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:14px;box-shadow:0 2px 6px rgba(0,0,0,.06);">
<tr><td style="padding:26px 34px 0 34px;"><img src="https://zumbido.com.mx/img/mail/zumbido-abeja.png" alt="Zumbido" width="120" style="display:block;"></td></tr>
<tr><td style="padding:18px 34px 30px 34px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:23px;color:#3b2f1e;">
<p style="margin:0 0 12px 0;font-size:20px;font-weight:bold;">¡Hola!</p>
<p style="margin:0 0 18px 0;">Gracias por crear tu cuenta de desarrollador en Zumbido. Tu código de verificación es:</p>
<table cellpadding="0" cellspacing="6" border="0" align="center"><tr>
<td style="width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#ffb020;color:#3b2f1e;border-radius:8px;">2</td>
<td style="width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#ffb020;color:#3b2f1e;border-radius:8px;">5</td>
<td style="width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#ffb020;color:#3b2f1e;border-radius:8px;">8</td>
<td style="width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#ffb020;color:#3b2f1e;border-radius:8px;">1</td>
<td style="width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#ffb020;color:#3b2f1e;border-radius:8px;">0</td>
<td style="width:44px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#ffb020;color:#3b2f1e;border-radius:8px;">7</td>
</tr></table>
<p style="margin:18px 0 12px 0;">Escríbelo en la consola para activar tu cuenta. Caduca en 30 minutos.</p>
<p style="margin:0 0 12px 0;font-size:13px;color:#7a6a55;">Con tu cuenta de prueba puedes enviar hasta 50 SMS a números verificados en México, Colombia y Perú. Cada mensaje adicional cuesta $0.38 MXN.</p>
<p style="margin:0;font-size:13px;color:#7a6a55;">¿No fuiste tú? Ignora este correo.</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#9b8c75;line-height:17px;">Zumbido Comunicaciones S.A. de C.V. · Av. Vallarta 3040, piso 6, Guadalajara, Jal. C.P. 44690<br>Soporte: +52 33 4160 2250 · <a href="mailto:soporte@zumbido.com.mx" style="color:#9b8c75;">soporte@zumbido.com.mx</a> · <a href="https://zumbido.com.mx/privacidad" style="color:#9b8c75;">Aviso de privacidad</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "zumbido-sms",
    group: "negative",
    lang: "es",
    kind: "top-up-receipt",
    code: null,
    link: null,
    from: "Zumbido Facturación <facturacion@zumbido.com.mx>",
    to: AGENT,
    subject: "Recibo de recarga de saldo #ZB-0093317",
    date: dt(16, "19:40:26", "-0600"),
    text: `Recibo de recarga

Folio:            ZB-0093317
Fecha:            16/11/2026 19:40
Cuenta:           orbit-labs (AC7c1f0e22)
Método de pago:   Mastercard terminación 5512
Monto:            $1,000.00 MXN
IVA (16 %):       $160.00 MXN
Total:            $1,160.00 MXN
Saldo disponible: $1,214.62 MXN

Tu CFDI se generará en las próximas 72 horas y lo encontrarás en https://consola.zumbido.com.mx/facturacion

Zumbido Comunicaciones S.A. de C.V. · RFC ZCO190412KT3
Av. Vallarta 3040, piso 6, Guadalajara, Jal. C.P. 44690
`,
    html: `<html><body style="font-family:Arial,sans-serif;color:#3b2f1e;background:#ffffff;">
<div style="max-width:560px;margin:0 auto;padding:24px;">
<img src="https://zumbido.com.mx/img/mail/zumbido-abeja.png" alt="Zumbido" width="110">
<h2 style="font-size:19px;">Recibo de recarga</h2>
<table cellpadding="6" cellspacing="0" style="font-size:14px;width:100%;border-collapse:collapse;">
<tr><td style="color:#7a6a55;">Folio</td><td align="right">ZB-0093317</td></tr>
<tr><td style="color:#7a6a55;">Fecha</td><td align="right">16/11/2026 19:40</td></tr>
<tr><td style="color:#7a6a55;">Cuenta</td><td align="right">orbit-labs (AC7c1f0e22)</td></tr>
<tr><td style="color:#7a6a55;">Método de pago</td><td align="right">Mastercard terminación 5512</td></tr>
<tr><td style="color:#7a6a55;">Monto</td><td align="right">$1,000.00 MXN</td></tr>
<tr><td style="color:#7a6a55;">IVA (16&nbsp;%)</td><td align="right">$160.00 MXN</td></tr>
<tr style="border-top:2px solid #ffb020;"><td><b>Total</b></td><td align="right"><b>$1,160.00 MXN</b></td></tr>
<tr><td style="color:#7a6a55;">Saldo disponible</td><td align="right">$1,214.62 MXN</td></tr>
</table>
<p style="font-size:13px;">Tu CFDI se generará en las próximas 72 horas y lo encontrarás en <a href="https://consola.zumbido.com.mx/facturacion" style="color:#c27800;">Facturación</a>.</p>
<p style="font-size:11px;color:#9b8c75;">Zumbido Comunicaciones S.A. de C.V. · RFC ZCO190412KT3<br>Av. Vallarta 3040, piso 6, Guadalajara, Jal. C.P. 44690</p>
</div></body></html>`,
  },

  // ------------------------------------------------------------ pagalume (payments sandbox, Brazil)
  {
    family: "pagalume",
    group: "regional",
    lang: "pt",
    kind: "verify-link",
    code: null,
    link: "https://click.pagalume.com.br/f/a/Wq3nXt8bP0vR1k~~/AAQRxRA~/RgRpNc2uP0Rkd2h0dHBzOi8vZGFzaGJvYXJk",
    from: "Pagalume <nao-responda@pagalume.com.br>",
    to: AGENT,
    subject: "Confirme seu e-mail para ativar o ambiente de testes",
    date: dt(5, "10:05:44", "-0300"),
    enc: "qp",
    text: `Olá, Orbit Labs!

Sua conta Pagalume foi criada. Para liberar as chaves do ambiente de testes (sandbox), confirme seu e-mail:

https://click.pagalume.com.br/f/a/Wq3nXt8bP0vR1k~~/AAQRxRA~/RgRpNc2uP0Rkd2h0dHBzOi8vZGFzaGJvYXJk

O link vale por 48 horas.

No sandbox você pode simular Pix, boleto e cartão sem movimentar dinheiro de verdade. Para operar em produção, envie o CNPJ e os documentos do responsável pelo painel.

Dúvidas? Central de ajuda: https://ajuda.pagalume.com.br
Pagalume Instituição de Pagamento Ltda. · CNPJ 41.208.553/0001-90
Rua Fidêncio Ramos, 302, 9º andar · Vila Olímpia · São Paulo/SP · CEP 04551-010
`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Pagalume</title></head>
<body style="margin:0;padding:0;background:#f4f1ff;">
<div style="display:none;font-size:1px;color:#f4f1ff;line-height:1px;max-height:0;overflow:hidden;">Falta só um clique para liberar suas chaves de teste.</div>
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#f4f1ff"><tr><td align="center" style="padding:32px 8px;">
<table width="580" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="border-radius:12px;overflow:hidden;">
<tr><td bgcolor="#3b1d8f" style="padding:22px 32px;"><img src="https://cdn.pagalume.com.br/email/logo-branco.png" alt="Pagalume" width="140" style="display:block;border:0;"></td></tr>
<tr><td style="padding:32px;font-family:Roboto,Arial,sans-serif;font-size:16px;line-height:25px;color:#2a2340;">
<p style="margin:0 0 16px 0;font-size:21px;font-weight:bold;">Olá, Orbit Labs!</p>
<p style="margin:0 0 16px 0;">Sua conta Pagalume foi criada. Para liberar as chaves do ambiente de testes (<em>sandbox</em>), confirme seu e-mail:</p>
<table border="0" cellspacing="0" cellpadding="0" style="margin:26px 0;"><tr><td bgcolor="#ffcc00" style="border-radius:24px;">
<a href="https://click.pagalume.com.br/f/a/Wq3nXt8bP0vR1k~~/AAQRxRA~/RgRpNc2uP0Rkd2h0dHBzOi8vZGFzaGJvYXJk" style="display:inline-block;padding:13px 34px;font-family:Roboto,Arial,sans-serif;font-size:16px;font-weight:bold;color:#2a2340;text-decoration:none;">Confirmar e-mail</a>
</td></tr></table>
<p style="margin:0 0 16px 0;font-size:14px;color:#6b6485;">O link vale por 48 horas. No sandbox você pode simular Pix, boleto e cartão sem movimentar dinheiro de verdade. Para operar em produção, envie o CNPJ e os documentos do responsável pelo painel.</p>
</td></tr>
<tr><td style="padding:20px 32px;background:#faf9fd;font-family:Roboto,Arial,sans-serif;font-size:11px;line-height:17px;color:#8d88a3;">
Dúvidas? Acesse a <a href="https://click.pagalume.com.br/f/a/Kp0aQ~~/AAQRxRA~/RgRpNc2uP0Qh" style="color:#3b1d8f;">Central de ajuda</a>.<br>
Pagalume Instituição de Pagamento Ltda. · CNPJ 41.208.553/0001-90<br>Rua Fidêncio Ramos, 302, 9º andar · Vila Olímpia · São Paulo/SP · CEP 04551-010<br>
<a href="https://click.pagalume.com.br/f/a/Zr2~~/AAQRxRA~/RgRpNc2uP0Qi" style="color:#8d88a3;">Instagram</a> · <a href="https://click.pagalume.com.br/f/a/Zr3~~/AAQRxRA~/RgRpNc2uP0Qj" style="color:#8d88a3;">LinkedIn</a>
</td></tr></table></td></tr></table>
<img src="https://click.pagalume.com.br/o/eJwVyk0OgCAIAOC7uGa.gif" width="1" height="1" alt="">
</body></html>`,
  },
  {
    family: "pagalume",
    group: "regional",
    lang: "pt",
    kind: "device-code",
    code: "907314",
    link: null,
    from: "Pagalume Segurança <seguranca@pagalume.com.br>",
    to: AGENT,
    subject: "Código para aprovar um novo dispositivo",
    date: dt(11, "21:33:08", "-0300"),
    enc: "b64",
    text: `Novo acesso ao painel Pagalume

Detectamos uma tentativa de login em um dispositivo que ainda não conhecemos:

Navegador: Chrome 131 · Windows 11
Local aproximado: Curitiba, PR (IP 177.84.12.209)
Data: 11/11/2026 às 21:32

Para aprovar este dispositivo, digite o código abaixo na tela de login:

907 314

O código expira em 5 minutos. A Pagalume nunca pede este código por telefone ou WhatsApp.

Não foi você? Bloqueie o acesso pelo telefone 0800 771 4420 (24h).
`,
    html: `<html><body style="margin:0;background:#f4f1ff;font-family:Roboto,Arial,sans-serif;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:28px 8px;">
<table width="520" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:12px;">
<tr><td style="padding:28px 32px 6px 32px;"><img src="https://cdn.pagalume.com.br/email/logo-roxo.png" alt="Pagalume" width="130"></td></tr>
<tr><td style="padding:10px 32px 30px 32px;color:#2a2340;font-size:15px;line-height:23px;">
<h2 style="font-size:19px;margin:0 0 12px 0;">Novo acesso ao painel</h2>
<p style="margin:0 0 14px 0;">Detectamos uma tentativa de login em um dispositivo que ainda não conhecemos:</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;color:#4a4363;margin:0 0 18px 0;">
<tr><td>Navegador</td><td><b>Chrome 131 · Windows 11</b></td></tr>
<tr><td>Local aproximado</td><td><b>Curitiba, PR (IP 177.84.12.209)</b></td></tr>
<tr><td>Data</td><td><b>11/11/2026 às 21:32</b></td></tr>
</table>
<p style="margin:0 0 10px 0;">Para aprovar este dispositivo, digite o código abaixo na tela de login:</p>
<p style="margin:0 0 18px 0;text-align:center;font-size:34px;font-weight:bold;letter-spacing:8px;color:#3b1d8f;">907&nbsp;314</p>
<p style="margin:0 0 10px 0;font-size:13px;color:#6b6485;">O código expira em 5 minutos. A Pagalume nunca pede este código por telefone ou WhatsApp.</p>
<p style="margin:0;font-size:13px;color:#6b6485;">Não foi você? Bloqueie o acesso pelo telefone <b>0800 771 4420</b> (24h).</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "pagalume",
    group: "negative",
    lang: "pt",
    kind: "api-key-rotated",
    code: null,
    link: null,
    from: "Pagalume <nao-responda@pagalume.com.br>",
    to: AGENT,
    subject: "Uma chave de API de produção foi gerada",
    date: dt(19, "14:51:50", "-0300"),
    html: null,
    text: `Olá,

Uma nova chave secreta de produção foi gerada na conta Orbit Labs (ID 2041877).

  Chave: pl_live_••••••••••••••a81c
  Gerada por: agent@orbitlabs.dev
  Data: 19/11/2026 14:51 (horário de Brasília)
  A chave anterior (pl_live_••••7d02) deixa de funcionar em 26/11/2026.

Se foi você, não precisa fazer nada. Se não reconhece esta alteração,
revogue a chave em Painel > Desenvolvedores > Chaves de API e fale com
a nossa equipe em seguranca@pagalume.com.br.

Pagalume Instituição de Pagamento Ltda. · CNPJ 41.208.553/0001-90
`,
  },

  // ------------------------------------------------------------ figloom (design tool)
  {
    family: "figloom",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://www.figloom.com/invite/accept?t=fl_inv_3KmZ7yQa2cVt&f=onboarding-v3",
    from: "Marta Kowalczyk (via Figloom) <invites@figloom.com>",
    to: AGENT,
    subject: "Marta Kowalczyk invited you to edit “Onboarding v3”",
    date: dt(9, "13:26:41", "+0100"),
    enc: "qp",
    headers: [["Reply-To", "Marta Kowalczyk <marta@orbitlabs.dev>"]],
    text: `Marta Kowalczyk invited you to edit a file

Onboarding v3
in Orbit Labs / Product design

"Can you check the empty states on frames 12-18 before Thursday?"

Open in Figloom: https://www.figloom.com/invite/accept?t=fl_inv_3KmZ7yQa2cVt&f=onboarding-v3

You'll need a Figloom account with agent@orbitlabs.dev to open the file. Signing up is free.

Figloom, Inc. · 60 Rausch St · San Francisco, CA 94103
Unsubscribe from invitation emails: https://www.figloom.com/settings/email?u=agent%40orbitlabs.dev
`,
    html: `<html><body style="margin:0;padding:0;background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px;">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td><img src="https://static.figloom.com/email/figloom-mark.png" width="28" height="28" alt="Figloom"></td></tr>
<tr><td style="padding:24px 0 8px 0;font-size:22px;font-weight:600;color:#111;">
<img src="https://avatars.figloom.com/u/884201/40.png" width="24" height="24" alt="" style="vertical-align:middle;border-radius:12px;"> Marta Kowalczyk invited you to edit a file</td></tr>
<tr><td style="padding:16px 0;">
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e6e6e6;border-radius:8px;">
<tr><td><img src="https://thumbs.figloom.com/file/onboarding-v3/preview-960.png" width="478" alt="Onboarding v3 preview" style="display:block;border-radius:8px 8px 0 0;"></td></tr>
<tr><td style="padding:14px 16px;"><div style="font-size:15px;font-weight:600;color:#111;">Onboarding v3</div><div style="font-size:13px;color:#777;">Orbit Labs / Product design</div></td></tr>
</table></td></tr>
<tr><td style="padding:4px 0 18px 0;font-size:15px;color:#333;font-style:italic;">&ldquo;Can you check the empty states on frames 12-18 before Thursday?&rdquo;</td></tr>
<tr><td><a href="https://www.figloom.com/invite/accept?t=fl_inv_3KmZ7yQa2cVt&amp;f=onboarding-v3" style="display:inline-block;background:#0d99ff;color:#fff;font-size:14px;font-weight:600;text-decoration:none;padding:10px 18px;border-radius:6px;">Open in Figloom</a></td></tr>
<tr><td style="padding:32px 0 0 0;font-size:12px;color:#999;line-height:18px;">You'll need a Figloom account with agent@orbitlabs.dev to open the file. Signing up is free.<br><br>
Figloom, Inc. · 60 Rausch St · San Francisco, CA 94103<br>
<a href="https://www.figloom.com/settings/email?u=agent%40orbitlabs.dev" style="color:#999;">Unsubscribe from invitation emails</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "figloom",
    group: "consumer",
    lang: "ja",
    kind: "login-code",
    code: "730591",
    link: null,
    from: "Figloom <no-reply@figloom.com>",
    to: AGENT,
    subject: "Figloom のログインコード",
    date: dt(12, "10:08:15", "+0900"),
    enc: "b64",
    text: `Figloom にログインするには、次のコードを入力してください。

730591

このコードの有効期限は 15 分です。
心当たりがない場合は、このメールを無視してください。アカウントは安全です。

Figloom, Inc. · 60 Rausch St · San Francisco, CA 94103
ヘルプセンター: https://help.figloom.com/hc/ja
`,
    html:
      `<html lang="ja"><body style="margin:0;padding:0;background:#ffffff;font-family:'Hiragino Sans','Noto Sans JP',Meiryo,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px;">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td><img src="https://static.figloom.com/email/figloom-mark.png" width="28" height="28" alt="Figloom"></td></tr>
<tr><td style="padding:24px 0 12px 0;font-size:20px;font-weight:600;color:#111;">ログインコード</td></tr>
<tr><td style="font-size:14px;line-height:24px;color:#333;">Figloom にログインするには、次のコードを入力してください。</td></tr>
<tr><td style="padding:22px 0;"><span style="display:inline-block;font-family:'SF Mono',Menlo,monospace;font-size:30px;letter-spacing:12px;color:#111;background:#f5f5f5;padding:14px 20px;border-radius:6px;">730591</span></td></tr>
<tr><td style="font-size:13px;line-height:22px;color:#777;">このコードの有効期限は 15 分です。<br>心当たりがない場合は、このメールを無視してください。アカウントは安全です。</td></tr>
<tr><td style="padding:32px 0 0 0;font-size:12px;color:#999;line-height:18px;">Figloom, Inc. · 60 Rausch St · San Francisco, CA 94103<br><a href="https://help.figloom.com/hc/ja" style="color:#999;">ヘルプセンター</a> · <a href="https://www.figloom.com/ja/privacy" style="color:#999;">プライバシー</a></td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ quaypkg (package registry)
  {
    family: "quaypkg",
    group: "oss",
    lang: "en",
    kind: "publish-otp",
    code: "90318455",
    link: null,
    from: "quaypkg <support@quaypkg.org>",
    to: AGENT,
    subject: "quaypkg one-time password for publishing @orbit/sdk",
    date: dt(13, "17:02:39"),
    html: null,
    text: `Hi orbit-agent,

Someone is trying to publish @orbit/sdk@2.4.0 to the quaypkg registry
using your account. To complete the publish, enter this one-time password
at the prompt in your terminal:

    90318455

It is valid for 5 minutes.

  Client:  quay-cli/3.8.1 node/22.11.0 linux x64
  From:    GitHub Actions runner, 20.84.201.17

If you did not run this publish, someone may have your access token.
Revoke it at https://quaypkg.org/settings/orbit-agent/tokens and reset
your password at https://quaypkg.org/forgot.

- The quaypkg registry team
quaypkg is a project of the Open Package Foundation, 548 Market St PMB 73120, San Francisco, CA 94104
`,
  },
  {
    family: "quaypkg",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://quaypkg.org/verify-email?token=d9a2f1e87c4b43e0b6aa52c1f03e7d15",
    from: "quaypkg <support@quaypkg.org>",
    to: AGENT,
    subject: "Verify your email for quaypkg",
    date: dt(13, "16:31:12"),
    text: `Hi orbit-agent,

Welcome to quaypkg! Please verify your email address so you can publish packages:

https://quaypkg.org/verify-email?token=d9a2f1e87c4b43e0b6aa52c1f03e7d15

Until your email is verified you can install packages, but you can't publish or be added to an organization.

- The quaypkg registry team
`,
    html:
      `<div style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;color:#24292f;max-width:600px;">
<p><img src="https://quaypkg.org/static/quaypkg-logo-64.png" alt="quaypkg" width="64" height="64"></p>
<p>Hi <b>orbit-agent</b>,</p>
<p>Welcome to quaypkg! Please verify your email address so you can publish packages:</p>
<p><a href="https://quaypkg.org/verify-email?token=d9a2f1e87c4b43e0b6aa52c1f03e7d15">https://quaypkg.org/verify-email?token=d9a2f1e87c4b43e0b6aa52c1f03e7d15</a></p>
<p>Until your email is verified you can install packages, but you can't publish or be added to an organization.</p>
<p>&mdash; The quaypkg registry team</p>
<hr style="border:0;border-top:1px solid #d0d7de;">
<p style="font-size:12px;color:#57606a;">quaypkg is a project of the Open Package Foundation &middot; <a href="https://quaypkg.org/policies/privacy" style="color:#57606a;">Privacy</a> &middot; <a href="https://quaypkg.org/policies/terms" style="color:#57606a;">Terms</a></p>
</div>`,
  },
  {
    family: "quaypkg",
    group: "negative",
    lang: "en",
    kind: "token-created",
    code: null,
    link: null,
    from: "quaypkg <support@quaypkg.org>",
    to: AGENT,
    subject: "[quaypkg] A new granular access token was created",
    date: dt(13, "16:48:27"),
    enc: "qp",
    text: `Hi orbit-agent,

A new granular access token was added to your account.

  Name:        gh-actions-publish
  Permissions: read and write, packages @orbit/*
  Expires:     13 Feb 2027 (90 days)
  Allowed IPs: any

If you created this token, you can ignore this message. If you didn't,
delete it right away at https://quaypkg.org/settings/orbit-agent/tokens
and enable two-factor authentication.

- The quaypkg registry team
`,
    html:
      `<div style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:14px;color:#24292f;max-width:600px;">
<p>Hi <b>orbit-agent</b>,</p>
<p>A new granular access token was added to your account.</p>
<table style="font-size:14px;border-collapse:collapse;" cellpadding="4">
<tr><td style="color:#57606a;">Name</td><td><code>gh-actions-publish</code></td></tr>
<tr><td style="color:#57606a;">Permissions</td><td>read and write, packages <code>@orbit/*</code></td></tr>
<tr><td style="color:#57606a;">Expires</td><td>13 Feb 2027 (90 days)</td></tr>
<tr><td style="color:#57606a;">Allowed IPs</td><td>any</td></tr>
</table>
<p>If you created this token, you can ignore this message. If you didn't, <a href="https://quaypkg.org/settings/orbit-agent/tokens">delete it right away</a> and enable two-factor authentication.</p>
<p>&mdash; The quaypkg registry team</p>
</div>`,
  },
  // ------------------------------------------------------------ buildhare (CI)
  {
    family: "buildhare",
    group: "consumer",
    lang: "nl",
    kind: "verify-link",
    code: null,
    link: "https://buildhare.io/account/email/confirm/eyJ1IjoiYWdlbnQiLCJlIjoxNzYzMDAwMDAwfQ.Hx9q2Lk",
    from: "Buildhare <noreply@buildhare.io>",
    to: AGENT,
    subject: "Bevestig je e-mailadres bij Buildhare",
    date: dt(4, "10:12:50", "+0100"),
    enc: "qp",
    text: `Hoi orbit-agent,

Bedankt voor je aanmelding bij Buildhare. Bevestig je e-mailadres via de link hieronder, dan kun je je eerste pipeline starten:

https://buildhare.io/account/email/confirm/eyJ1IjoiYWdlbnQiLCJlIjoxNzYzMDAwMDAwfQ.Hx9q2Lk

De link verloopt na 72 uur. Op het gratis plan krijg je 6.000 buildminuten per maand op Linux-runners.

Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.

Groet,
Team Buildhare

Buildhare B.V. · Keizersgracht 241 · 1016 EA Amsterdam · KvK 81234977
`,
    html: `<!doctype html><html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef1f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #dde3ea;">
<tr><td style="padding:20px 30px;background:#1e2a3a;"><img src="https://buildhare.io/assets/email/buildhare-white.png" height="26" alt="Buildhare"></td></tr>
<tr><td style="padding:30px;font-family:'Source Sans Pro',Arial,sans-serif;font-size:16px;line-height:25px;color:#1e2a3a;">
<p style="margin:0 0 14px 0;">Hoi <b>orbit-agent</b>,</p>
<p style="margin:0 0 22px 0;">Bedankt voor je aanmelding bij Buildhare. Bevestig je e-mailadres, dan kun je je eerste pipeline starten.</p>
<p style="margin:0 0 22px 0;"><a href="https://buildhare.io/account/email/confirm/eyJ1IjoiYWdlbnQiLCJlIjoxNzYzMDAwMDAwfQ.Hx9q2Lk" style="display:inline-block;background:#f97316;color:#fff;padding:12px 24px;font-weight:bold;text-decoration:none;border-radius:3px;">E-mailadres bevestigen</a></p>
<p style="margin:0 0 8px 0;font-size:14px;color:#5b6777;">De link verloopt na 72 uur. Op het gratis plan krijg je 6.000 buildminuten per maand op Linux-runners.</p>
<p style="margin:0;font-size:14px;color:#5b6777;">Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.</p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #dde3ea;font-family:Arial,sans-serif;font-size:12px;color:#8692a2;">Buildhare B.V. · Keizersgracht 241 · 1016 EA Amsterdam · KvK 81234977<br>
<a href="https://buildhare.io/nl/privacy" style="color:#8692a2;">Privacy</a> · <a href="https://github.com/buildhare" style="color:#8692a2;">GitHub</a> · <a href="https://buildhare.io/changelog" style="color:#8692a2;">Changelog</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "buildhare",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://buildhare.io/orgs/orbit-labs/invitations/6617/accept?token=bh_oi_2fT8sLq0Yx",
    from: "Buildhare <noreply@buildhare.io>",
    to: AGENT,
    subject: "[Buildhare] Join the orbit-labs organization",
    date: dt(4, "10:31:02", "+0100"),
    text: `Hi orbit-agent,

@jweber has invited you to join the orbit-labs organization on Buildhare with the role "Maintainer".

Join orbit-labs:
https://buildhare.io/orgs/orbit-labs/invitations/6617/accept?token=bh_oi_2fT8sLq0Yx

Maintainers can edit pipelines, manage secrets for the 7 connected repositories and re-run builds.
This invitation expires in 7 days.

Buildhare B.V. · Keizersgracht 241 · 1016 EA Amsterdam
`,
    html: `<!doctype html><html><body style="margin:0;background:#eef1f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #dde3ea;">
<tr><td style="padding:20px 30px;background:#1e2a3a;"><img src="https://buildhare.io/assets/email/buildhare-white.png" height="26" alt="Buildhare"></td></tr>
<tr><td style="padding:30px;font-family:'Source Sans Pro',Arial,sans-serif;font-size:16px;line-height:25px;color:#1e2a3a;">
<p style="margin:0 0 14px 0;">Hi <b>orbit-agent</b>,</p>
<p style="margin:0 0 14px 0;"><b>@jweber</b> has invited you to join the <b>orbit-labs</b> organization with the role <b>Maintainer</b>.</p>
<p style="margin:0 0 22px 0;font-size:14px;color:#5b6777;">Maintainers can edit pipelines, manage secrets for the 7 connected repositories and re-run builds.</p>
<p style="margin:0 0 22px 0;"><a href="https://buildhare.io/orgs/orbit-labs/invitations/6617/accept?token=bh_oi_2fT8sLq0Yx" style="display:inline-block;background:#f97316;color:#fff;padding:12px 24px;font-weight:bold;text-decoration:none;border-radius:3px;">Join orbit-labs</a></p>
<p style="margin:0;font-size:14px;color:#5b6777;">This invitation expires in 7 days.</p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #dde3ea;font-family:Arial,sans-serif;font-size:12px;color:#8692a2;">Buildhare B.V. · Keizersgracht 241 · 1016 EA Amsterdam</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "buildhare",
    group: "negative",
    lang: "en",
    kind: "build-failed",
    code: null,
    link: null,
    from: "Buildhare <builds@buildhare.io>",
    to: AGENT,
    subject: "✖ orbit-labs/api #1432 failed on main (a3f9c2e)",
    date: dt(17, "22:09:14", "+0100"),
    html: null,
    text: `Build #1432 failed

Repository: orbit-labs/api
Branch:     main
Commit:     a3f9c2e "Bump nebulark client to 0.14.2" (Priya Raman)
Duration:   4m 38s

Failed step: test (node 22)
  FAIL src/billing/invoice.test.ts
    ● rounds totals to two decimals
      Expected: 56.80
      Received: 56.8

View the log: https://buildhare.io/orbit-labs/api/builds/1432#step-3
Re-run:       https://buildhare.io/orbit-labs/api/builds/1432/rerun

You get this email because you are a maintainer of orbit-labs/api.
Notification settings: https://buildhare.io/settings/notifications
`,
  },

  // ------------------------------------------------------------ porchname (domain registrar)
  {
    family: "porchname",
    group: "consumer",
    lang: "en",
    kind: "registrant-verify",
    code: null,
    link: "https://verify.porchname.com/contact/v/8c1d0a6e-7e5b-4f2a-bd39-2f7de61b88a4",
    from: "Porchname <registrar@porchname.com>",
    to: AGENT,
    subject: "Action required: verify your contact details for orbitlabs.dev",
    date: dt(2, "06:45:00", "-0500"),
    enc: "qp",
    text: `IMPORTANT: Verify your domain contact information

You recently registered or updated orbitlabs.dev. ICANN rules require us to confirm that the registrant email address on the domain is valid.

Registrant: Orbit Labs GmbH
Email:      agent@orbitlabs.dev
Domain(s):  orbitlabs.dev, orbitlabs.app

Verify now:
https://verify.porchname.com/contact/v/8c1d0a6e-7e5b-4f2a-bd39-2f7de61b88a4

If the address isn't verified by 17 November 2026, the domains above will be suspended and stop resolving until verification is completed.

Questions? Call us at +1 (888) 410-7720 or open a ticket at https://porchname.com/support.

Porchname LLC · ICANN-accredited registrar (IANA ID 4187)
1200 Pennsylvania Ave, Suite 900 · Pittsburgh, PA 15222 · USA
`,
    html: `<html><body style="margin:0;padding:0;background:#fafaf7;">
<table width="100%" cellspacing="0" cellpadding="0" border="0" bgcolor="#fafaf7"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellspacing="0" cellpadding="0" border="0" bgcolor="#ffffff" style="border:1px solid #e7e5dc;">
<tr><td style="padding:18px 28px;border-bottom:3px solid #c2410c;"><img src="https://porchname.com/img/email/porchname-logo.gif" width="150" height="32" alt="Porchname"></td></tr>
<tr><td style="padding:26px 28px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:24px;color:#292524;">
<p style="margin:0 0 6px 0;font-family:Arial,sans-serif;font-size:12px;font-weight:bold;color:#c2410c;text-transform:uppercase;">Important</p>
<h1 style="margin:0 0 16px 0;font-size:24px;font-weight:normal;">Verify your domain contact information</h1>
<p>You recently registered or updated <b>orbitlabs.dev</b>. ICANN rules require us to confirm that the registrant email address on the domain is valid.</p>
<table cellspacing="0" cellpadding="6" border="0" style="font-family:Arial,sans-serif;font-size:14px;background:#f5f5f0;width:100%;">
<tr><td width="110" style="color:#78716c;">Registrant</td><td>Orbit Labs GmbH</td></tr>
<tr><td style="color:#78716c;">Email</td><td>agent@orbitlabs.dev</td></tr>
<tr><td style="color:#78716c;">Domain(s)</td><td>orbitlabs.dev, orbitlabs.app</td></tr>
</table>
<p style="text-align:center;margin:26px 0;"><a href="https://verify.porchname.com/contact/v/8c1d0a6e-7e5b-4f2a-bd39-2f7de61b88a4" style="font-family:Arial,sans-serif;background:#c2410c;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;padding:14px 30px;display:inline-block;">Verify now</a></p>
<p>If the address isn't verified by <b>17 November 2026</b>, the domains above will be suspended and stop resolving until verification is completed.</p>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#78716c;">Questions? Call us at +1 (888) 410-7720 or <a href="https://porchname.com/support" style="color:#c2410c;">open a ticket</a>.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f5f5f0;font-family:Arial,sans-serif;font-size:11px;color:#a8a29e;">Porchname LLC · ICANN-accredited registrar (IANA ID 4187)<br>1200 Pennsylvania Ave, Suite 900 · Pittsburgh, PA 15222 · USA</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "porchname",
    group: "negative",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Porchname <orders@porchname.com>",
    to: AGENT,
    subject: "Order receipt #PN-20261102-77310",
    date: dt(2, "06:41:12", "-0500"),
    text: `Thank you for your order!

Order #PN-20261102-77310 - 2 Nov 2026

  orbitlabs.dev     registration, 1 year     $12.98
  orbitlabs.app     registration, 1 year     $14.48
  WHOIS privacy     x2                        $0.00
  ICANN fee                                  $0.40
  ---------------------------------------------------
  Total (Amex ending 1007)                  $27.86

Auto-renew is on. Both domains renew on 2 Nov 2027.
Manage DNS: https://porchname.com/domains/orbitlabs.dev/dns

Porchname LLC · 1200 Pennsylvania Ave, Suite 900 · Pittsburgh, PA 15222
`,
    html: `<html><body style="margin:0;padding:0;background:#fafaf7;font-family:Arial,sans-serif;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellspacing="0" cellpadding="0" style="background:#fff;border:1px solid #e7e5dc;">
<tr><td style="padding:18px 28px;border-bottom:3px solid #c2410c;"><img src="https://porchname.com/img/email/porchname-logo.gif" width="150" height="32" alt="Porchname"></td></tr>
<tr><td style="padding:26px 28px;color:#292524;font-size:14px;">
<h2 style="font-family:Georgia,serif;font-weight:normal;font-size:22px;margin:0 0 6px 0;">Thank you for your order!</h2>
<p style="color:#78716c;margin:0 0 18px 0;">Order #PN-20261102-77310 &middot; 2 Nov 2026</p>
<table width="100%" cellspacing="0" cellpadding="7" style="border-collapse:collapse;">
<tr style="border-bottom:1px solid #e7e5dc;"><td>orbitlabs.dev &mdash; registration, 1 year</td><td align="right">$12.98</td></tr>
<tr style="border-bottom:1px solid #e7e5dc;"><td>orbitlabs.app &mdash; registration, 1 year</td><td align="right">$14.48</td></tr>
<tr style="border-bottom:1px solid #e7e5dc;"><td>WHOIS privacy &times;2</td><td align="right">$0.00</td></tr>
<tr style="border-bottom:1px solid #e7e5dc;"><td>ICANN fee</td><td align="right">$0.40</td></tr>
<tr><td><b>Total</b> (Amex ending 1007)</td><td align="right"><b>$27.86</b></td></tr>
</table>
<p style="margin:18px 0 0 0;">Auto-renew is on. Both domains renew on 2 Nov 2027. <a href="https://porchname.com/domains/orbitlabs.dev/dns" style="color:#c2410c;">Manage DNS</a></p>
</td></tr></table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ kotodama-ai (Japanese AI provider)
  {
    family: "kotodama-ai",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://console.kotodama.ai/signup/confirm?key=KT-7f0e61b3c2a84d59&lang=ja",
    from: "Kotodama AI <noreply@kotodama.ai>",
    to: AGENT,
    subject: "【Kotodama AI】メールアドレスの確認をお願いします",
    date: dt(6, "18:20:33", "+0900"),
    enc: "b64",
    text: `Orbit Labs 様

Kotodama AI へのご登録ありがとうございます。
以下のURLをクリックして、メールアドレスの確認を完了してください。

https://console.kotodama.ai/signup/confirm?key=KT-7f0e61b3c2a84d59&lang=ja

※URLの有効期限は発行から24時間です（2026年11月7日 18:20まで）。
※お心当たりのない場合は、本メールを破棄してください。

確認が完了すると、無料枠（月間 100万トークン）で API をお試しいただけます。

――――――――――――――――――――
株式会社コトダマAI
〒150-0002 東京都渋谷区渋谷2-21-1 渋谷ヒカリエ 18F
お問い合わせ：support@kotodama.ai
――――――――――――――――――――
`,
    html: `<html lang="ja"><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background:#f7f7f7;font-family:'Hiragino Kaku Gothic ProN','Yu Gothic',Meiryo,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td style="padding:20px 30px;border-bottom:1px solid #eeeeee;"><img src="https://kotodama.ai/mail/logo.png" alt="Kotodama AI" width="160"></td></tr>
<tr><td style="padding:30px;font-size:14px;line-height:1.9;color:#333333;">
<p>Orbit Labs 様</p>
<p>Kotodama AI へのご登録ありがとうございます。<br>下のボタンをクリックして、メールアドレスの確認を完了してください。</p>
<p style="text-align:center;margin:30px 0;"><a href="https://console.kotodama.ai/signup/confirm?key=KT-7f0e61b3c2a84d59&amp;lang=ja" style="display:inline-block;background:#c0392b;color:#ffffff;text-decoration:none;padding:14px 40px;border-radius:4px;font-weight:bold;">メールアドレスを確認する</a></p>
<p style="font-size:12px;color:#777777;">ボタンが押せない場合は、以下のURLをブラウザに貼り付けてください。<br>
<a href="https://console.kotodama.ai/signup/confirm?key=KT-7f0e61b3c2a84d59&amp;lang=ja" style="color:#c0392b;word-break:break-all;">https://console.kotodama.ai/signup/confirm?key=KT-7f0e61b3c2a84d59&amp;lang=ja</a></p>
<p style="font-size:12px;color:#777777;">※URLの有効期限は発行から24時間です（2026年11月7日 18:20まで）。<br>※お心当たりのない場合は、本メールを破棄してください。</p>
<p>確認が完了すると、無料枠（月間 100万トークン）で API をお試しいただけます。</p>
</td></tr>
<tr><td style="padding:20px 30px;background:#f0f0f0;font-size:11px;color:#888888;line-height:1.7;">株式会社コトダマAI<br>〒150-0002 東京都渋谷区渋谷2-21-1 渋谷ヒカリエ 18F<br>お問い合わせ：support@kotodama.ai ／ <a href="https://kotodama.ai/privacy" style="color:#888888;">プライバシーポリシー</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kotodama-ai",
    group: "regional",
    lang: "ja",
    kind: "invite-link",
    code: null,
    link: "https://console.kotodama.ai/org/join?inv=ORG-INV-55c0d9e2b1",
    from: "Kotodama AI <noreply@kotodama.ai>",
    to: AGENT,
    subject: "山田 健太さんから「オービット開発部」への招待が届いています",
    date: dt(10, "09:05:47", "+0900"),
    html: null,
    text: `Orbit Labs 様

山田 健太さん（k.yamada@orbitlabs.jp）から、Kotodama AI の組織「オービット開発部」への招待が届いています。

■ 組織名：オービット開発部
■ 権限：メンバー（APIキーの作成・閲覧が可能）
■ 招待の有効期限：2026年11月17日 09:05

以下のURLから招待を承諾してください。
https://console.kotodama.ai/org/join?inv=ORG-INV-55c0d9e2b1

承諾すると、組織の請求先（月額上限 ¥50,000）で API を利用できるようになります。

――――――――――――――――――――
株式会社コトダマAI
〒150-0002 東京都渋谷区渋谷2-21-1 渋谷ヒカリエ 18F
――――――――――――――――――――
`,
  },

  // ------------------------------------------------------------ noeul-cloud (Korean cloud)
  {
    family: "noeul-cloud",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "483920",
    link: null,
    from: "노을클라우드 <no-reply@noeulcloud.co.kr>",
    to: AGENT,
    subject: "[노을클라우드] 이메일 인증번호 안내",
    date: dt(7, "13:40:22", "+0900"),
    enc: "b64",
    text: `안녕하세요, 노을클라우드입니다.

회원가입을 위한 이메일 인증번호를 안내해 드립니다.

인증번호: 483920

인증번호는 발송 시점부터 3분간 유효합니다.
본인이 요청하지 않았다면 이 메일을 무시해 주세요.

(주)노을클라우드 | 대표이사 김서윤 | 사업자등록번호 214-88-40127
서울특별시 강남구 테헤란로 427, 12층 | 고객센터 1644-2719
`,
    html: `<html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #ff7a45;">
<tr><td style="padding:30px 40px 10px 40px;"><img src="https://static.noeulcloud.co.kr/mail/ci.png" alt="노을클라우드" width="140"></td></tr>
<tr><td style="padding:10px 40px 0 40px;font-size:22px;font-weight:bold;color:#222;">이메일 인증번호 안내</td></tr>
<tr><td style="padding:16px 40px;font-size:14px;line-height:1.8;color:#555;">안녕하세요, 노을클라우드입니다.<br>회원가입을 위한 이메일 인증번호를 안내해 드립니다.</td></tr>
<tr><td style="padding:10px 40px;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff5f0;"><tr>
<td style="padding:24px;text-align:center;"><span style="font-size:13px;color:#999;">인증번호</span><br><strong style="font-size:34px;letter-spacing:6px;color:#ff7a45;">483920</strong></td>
</tr></table></td></tr>
<tr><td style="padding:16px 40px 30px 40px;font-size:13px;line-height:1.8;color:#888;">인증번호는 발송 시점부터 <b>3분간</b> 유효합니다.<br>본인이 요청하지 않았다면 이 메일을 무시해 주세요.</td></tr>
<tr><td style="padding:20px 40px;background:#fafafa;font-size:11px;line-height:1.7;color:#aaa;">(주)노을클라우드 | 대표이사 김서윤 | 사업자등록번호 214-88-40127<br>서울특별시 강남구 테헤란로 427, 12층 | 고객센터 1644-2719<br>본 메일은 발신 전용입니다. ⓒ 2026 Noeul Cloud Corp.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "noeul-cloud",
    group: "regional",
    lang: "ko",
    kind: "reset-link",
    code: null,
    link: "https://console.noeulcloud.co.kr/auth/password/reset?rt=8f2b61c0d7e94a3f&uid=NC10482213",
    from: "노을클라우드 <no-reply@noeulcloud.co.kr>",
    to: AGENT,
    subject: "[노을클라우드] 비밀번호 재설정 안내",
    date: dt(15, "23:12:09", "+0900"),
    enc: "qp",
    text: `안녕하세요, 노을클라우드입니다.

agent@orbitlabs.dev 계정의 비밀번호 재설정이 요청되었습니다.
아래 링크를 눌러 새 비밀번호를 설정해 주세요.

https://console.noeulcloud.co.kr/auth/password/reset?rt=8f2b61c0d7e94a3f&uid=NC10482213

링크는 30분 동안 유효하며 한 번만 사용할 수 있습니다.
요청하지 않으셨다면 고객센터(1644-2719)로 연락해 주세요.

(주)노을클라우드 | 서울특별시 강남구 테헤란로 427, 12층
`,
    html: `<html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #ff7a45;">
<tr><td style="padding:30px 40px 10px 40px;"><img src="https://static.noeulcloud.co.kr/mail/ci.png" alt="노을클라우드" width="140"></td></tr>
<tr><td style="padding:10px 40px 0 40px;font-size:22px;font-weight:bold;color:#222;">비밀번호 재설정 안내</td></tr>
<tr><td style="padding:16px 40px;font-size:14px;line-height:1.8;color:#555;"><b>agent@orbitlabs.dev</b> 계정의 비밀번호 재설정이 요청되었습니다.<br>아래 버튼을 눌러 새 비밀번호를 설정해 주세요.</td></tr>
<tr><td align="center" style="padding:16px 40px;"><a href="https://console.noeulcloud.co.kr/auth/password/reset?rt=8f2b61c0d7e94a3f&amp;uid=NC10482213" style="display:block;background:#ff7a45;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;padding:15px 0;border-radius:6px;">비밀번호 재설정하기</a></td></tr>
<tr><td style="padding:16px 40px 30px 40px;font-size:13px;line-height:1.8;color:#888;">링크는 30분 동안 유효하며 한 번만 사용할 수 있습니다.<br>요청하지 않으셨다면 고객센터(1644-2719)로 연락해 주세요.</td></tr>
<tr><td style="padding:20px 40px;background:#fafafa;font-size:11px;line-height:1.7;color:#aaa;">(주)노을클라우드 | 서울특별시 강남구 테헤란로 427, 12층<br>ⓒ 2026 Noeul Cloud Corp.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "noeul-cloud",
    group: "negative",
    lang: "ko",
    kind: "password-changed",
    code: null,
    link: null,
    from: "노을클라우드 <no-reply@noeulcloud.co.kr>",
    to: AGENT,
    subject: "[노을클라우드] 비밀번호가 변경되었습니다",
    date: dt(15, "23:16:51", "+0900"),
    html: null,
    text: `안녕하세요, 노을클라우드입니다.

회원님의 계정 비밀번호가 변경되었습니다.

- 계정: agent@orbitlabs.dev
- 변경 일시: 2026-11-15 23:16 (KST)
- 접속 IP: 121.134.77.20

본인이 변경한 것이 아니라면 즉시 고객센터(1644-2719, 평일 09:00~18:00)로
연락하시거나 https://www.noeulcloud.co.kr/support 에서 문의해 주세요.

(주)노을클라우드 | 서울특별시 강남구 테헤란로 427, 12층
`,
  },

  // ------------------------------------------------------------ feitu-api (Chinese API platform)
  {
    family: "feitu-api",
    group: "regional",
    lang: "zh",
    kind: "login-code",
    code: "526183",
    link: null,
    from: "飞兔开放平台 <noreply@feitu-api.cn>",
    to: AGENT,
    subject: "【飞兔开放平台】登录验证码",
    date: dt(8, "15:27:36", "+0800"),
    enc: "b64",
    text: `尊敬的用户，您好：

您正在登录飞兔开放平台控制台，本次验证码为：526183

验证码 10 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件并及时修改密码。

飞兔科技（杭州）有限公司
地址：浙江省杭州市余杭区文一西路 998 号 5 幢
客服热线：400-826-3317
（此邮件由系统自动发送，请勿直接回复）
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f2f4f8;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:4px;">
<tr><td style="padding:20px 36px;background:#1664ff;border-radius:4px 4px 0 0;"><img src="https://static.feitu-api.cn/mail/logo-white.png" alt="飞兔开放平台" height="28"></td></tr>
<tr><td style="padding:32px 36px 10px 36px;font-size:14px;line-height:26px;color:#333;">尊敬的用户，您好：<br>您正在登录飞兔开放平台控制台，本次验证码为：</td></tr>
<tr><td style="padding:10px 36px;"><div style="font-size:32px;font-weight:bold;color:#1664ff;letter-spacing:4px;">526183</div></td></tr>
<tr><td style="padding:10px 36px 30px 36px;font-size:13px;line-height:24px;color:#888;">验证码 10 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件并及时<a href="https://console.feitu-api.cn/account/security" style="color:#1664ff;">修改密码</a>。</td></tr>
<tr><td style="padding:18px 36px;border-top:1px solid #eee;font-size:12px;line-height:20px;color:#aaa;">飞兔科技（杭州）有限公司 · 浙江省杭州市余杭区文一西路 998 号 5 幢<br>客服热线：400-826-3317 · 此邮件由系统自动发送，请勿直接回复</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "feitu-api",
    group: "regional",
    lang: "zh",
    kind: "invite-link",
    code: null,
    link: "https://console.feitu-api.cn/team/invite/accept?code=TI8k2Qm5x7Rp&team=104927",
    from: "飞兔开放平台 <noreply@feitu-api.cn>",
    to: AGENT,
    subject: "陈思远 邀请您加入团队「轨道实验室」",
    date: dt(18, "10:44:03", "+0800"),
    enc: "qp",
    text: `您好，

陈思远（chen.siyuan@orbitlabs.cn）邀请您以「开发者」身份加入飞兔开放平台团队「轨道实验室」（团队 ID：104927）。

加入后您可以查看团队的应用、调用额度（本月剩余 2,400,000 次）和账单。

点击以下链接接受邀请（72 小时内有效）：
https://console.feitu-api.cn/team/invite/accept?code=TI8k2Qm5x7Rp&team=104927

如果您不认识邀请人，请忽略本邮件。

飞兔科技（杭州）有限公司 · 客服热线：400-826-3317
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f2f4f8;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:4px;">
<tr><td style="padding:20px 36px;background:#1664ff;border-radius:4px 4px 0 0;"><img src="https://static.feitu-api.cn/mail/logo-white.png" alt="飞兔开放平台" height="28"></td></tr>
<tr><td style="padding:32px 36px 10px 36px;font-size:14px;line-height:26px;color:#333;">您好，<br><b>陈思远</b>（chen.siyuan@orbitlabs.cn）邀请您以「开发者」身份加入团队 <b>轨道实验室</b>（团队 ID：104927）。<br>加入后您可以查看团队的应用、调用额度（本月剩余 2,400,000 次）和账单。</td></tr>
<tr><td style="padding:20px 36px;"><a href="https://console.feitu-api.cn/team/invite/accept?code=TI8k2Qm5x7Rp&amp;team=104927" style="display:inline-block;background:#1664ff;color:#fff;text-decoration:none;font-size:15px;padding:10px 32px;border-radius:4px;">接受邀请</a></td></tr>
<tr><td style="padding:0 36px 30px 36px;font-size:13px;line-height:24px;color:#888;">邀请 72 小时内有效。如果您不认识邀请人，请忽略本邮件。</td></tr>
<tr><td style="padding:18px 36px;border-top:1px solid #eee;font-size:12px;line-height:20px;color:#aaa;">飞兔科技（杭州）有限公司 · 客服热线：400-826-3317</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ webwiatr (Polish hosting)
  {
    family: "webwiatr",
    group: "regional",
    lang: "pl",
    kind: "activation-link",
    code: null,
    link: "https://panel.webwiatr.pl/aktywacja/3f9c1e20a74b4d8e9b52c6d0e1f7a834",
    from: "WebWiatr.pl <powiadomienia@webwiatr.pl>",
    to: AGENT,
    subject: "Aktywuj konto w WebWiatr.pl",
    date: dt(3, "12:55:08", "+0100"),
    enc: "qp",
    text: `Dzień dobry,

dziękujemy za założenie konta w WebWiatr.pl. Aby aktywować konto i uruchomić 14-dniowy okres testowy serwera VPS Mistral S (2 vCPU, 4 GB RAM), kliknij w poniższy link:

https://panel.webwiatr.pl/aktywacja/3f9c1e20a74b4d8e9b52c6d0e1f7a834

Link jest ważny przez 48 godzin. Jeżeli to nie Ty zakładałeś konto, zignoruj tę wiadomość.

Pozdrawiamy
Zespół WebWiatr.pl

WebWiatr sp. z o.o., ul. Piotrkowska 148/150, 90-063 Łódź
NIP 7252318840 · Biuro Obsługi Klienta: +48 42 209 33 10 (pn.–pt. 8:00–20:00)
`,
    html: `<html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9f3fb;font-family:Tahoma,Verdana,sans-serif;">
<center>
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:20px auto;">
<tr><td style="background:#0a5ea8;padding:16px 24px;"><img src="https://www.webwiatr.pl/mail/logo-webwiatr.png" alt="WebWiatr.pl" width="170" height="34"></td></tr>
<tr><td style="padding:28px 24px;font-size:14px;line-height:22px;color:#223;">
<p>Dzień dobry,</p>
<p>dziękujemy za założenie konta w WebWiatr.pl. Aby aktywować konto i uruchomić 14-dniowy okres testowy serwera <b>VPS Mistral S</b> (2&nbsp;vCPU, 4&nbsp;GB RAM), kliknij przycisk poniżej:</p>
<p style="text-align:center;padding:12px 0;"><a href="https://panel.webwiatr.pl/aktywacja/3f9c1e20a74b4d8e9b52c6d0e1f7a834" style="background:#16a34a;color:#fff;text-decoration:none;font-weight:bold;padding:12px 36px;border-radius:20px;display:inline-block;">AKTYWUJ KONTO</a></p>
<p style="font-size:12px;color:#667;">Link jest ważny przez 48 godzin. Jeżeli to nie Ty zakładałeś konto, zignoruj tę wiadomość.</p>
<p>Pozdrawiamy<br>Zespół WebWiatr.pl</p>
</td></tr>
<tr><td style="background:#f3f6f9;padding:14px 24px;font-size:11px;color:#889;line-height:17px;">WebWiatr sp. z o.o., ul. Piotrkowska 148/150, 90-063 Łódź · NIP 7252318840<br>Biuro Obsługi Klienta: +48 42 209 33 10 (pn.–pt. 8:00–20:00) · <a href="https://www.webwiatr.pl/regulamin" style="color:#889;">Regulamin</a> · <a href="https://www.webwiatr.pl/rodo" style="color:#889;">RODO</a></td></tr>
</table></center></body></html>`,
  },
  {
    family: "webwiatr",
    group: "regional",
    lang: "pl",
    kind: "2fa-code",
    code: "118054",
    link: null,
    from: "WebWiatr.pl <powiadomienia@webwiatr.pl>",
    to: AGENT,
    subject: "Kod weryfikacyjny do panelu klienta",
    date: dt(20, "07:31:40", "+0100"),
    html: null,
    text: `Dzień dobry,

Twój jednorazowy kod weryfikacyjny do logowania w panelu klienta WebWiatr.pl:

118054

Kod jest ważny przez 5 minut. Nikomu go nie przekazuj – nasi konsultanci
nigdy nie proszą o podanie kodu.

Logowanie: 20.11.2026, 07:31, IP 89.64.21.118 (Warszawa)

Jeśli to nie Ty, zmień hasło w panelu lub zadzwoń: +48 42 209 33 10.

--
WebWiatr sp. z o.o., ul. Piotrkowska 148/150, 90-063 Łódź
`,
  },

  // ------------------------------------------------------------ brumeo (French project tool)
  {
    family: "brumeo",
    group: "regional",
    lang: "fr",
    kind: "magic-link",
    code: null,
    link: "https://app.brumeo.fr/connexion/lien?jeton=bm_ml_Zq4xP8nV2cRt0aLy&redirect=%2Fespaces%2Forbit",
    from: "Brumeo <bonjour@brumeo.fr>",
    to: AGENT,
    subject: "Votre lien de connexion à Brumeo",
    date: dt(5, "09:02:26", "+0100"),
    enc: "qp",
    text: `Bonjour,

Voici votre lien de connexion à Brumeo. Il est valable 20 minutes et ne peut servir qu'une seule fois :

https://app.brumeo.fr/connexion/lien?jeton=bm_ml_Zq4xP8nV2cRt0aLy&redirect=%2Fespaces%2Forbit

Demande effectuée le 5 novembre 2026 à 09h02 depuis Lyon (Firefox, Linux).

Vous n'êtes pas à l'origine de cette demande ? Ignorez simplement ce message : personne ne pourra se connecter sans ce lien.

L'équipe Brumeo
Brumeo SAS · 14 rue de la Charité · 69002 Lyon · RCS Lyon 912 404 771
`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Brumeo</title></head>
<body style="margin:0;padding:0;background:#f6f3ee;">
<span style="display:none;">Un clic pour retrouver votre espace Orbit.</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;">
<tr><td style="padding:32px 36px 0 36px;font-family:Georgia,serif;font-size:26px;color:#2d3a4a;">brumeo<span style="color:#7fb3d5;">.</span></td></tr>
<tr><td style="padding:20px 36px 32px 36px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:24px;color:#3c4654;">
<p style="margin:0 0 14px 0;">Bonjour,</p>
<p style="margin:0 0 24px 0;">Voici votre lien de connexion à Brumeo. Il est valable 20&nbsp;minutes et ne peut servir qu'une seule fois.</p>
<p style="margin:0 0 24px 0;"><a href="https://app.brumeo.fr/connexion/lien?jeton=bm_ml_Zq4xP8nV2cRt0aLy&amp;redirect=%2Fespaces%2Forbit" style="display:inline-block;background:#2d3a4a;color:#ffffff;text-decoration:none;padding:13px 26px;border-radius:10px;font-weight:bold;">Me connecter à Brumeo</a></p>
<p style="margin:0 0 10px 0;font-size:13px;color:#8a93a0;">Demande effectuée le 5 novembre 2026 à 09h02 depuis Lyon (Firefox, Linux).</p>
<p style="margin:0;font-size:13px;color:#8a93a0;">Vous n'êtes pas à l'origine de cette demande&nbsp;? Ignorez simplement ce message&nbsp;: personne ne pourra se connecter sans ce lien.</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#a09a90;">Brumeo SAS · 14 rue de la Charité · 69002 Lyon · RCS Lyon 912 404 771<br><a href="https://brumeo.fr/confidentialite" style="color:#a09a90;">Confidentialité</a> · <a href="https://brumeo.fr/cgu" style="color:#a09a90;">CGU</a> · <a href="https://www.linkedin.com/company/brumeo" style="color:#a09a90;">LinkedIn</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "brumeo",
    group: "regional",
    lang: "fr",
    kind: "email-change",
    code: null,
    link: "https://app.brumeo.fr/compte/email/confirmer?c=ec_71b0e4d2f9a3",
    from: "Brumeo <bonjour@brumeo.fr>",
    to: "Orbit Ops <ops@orbitlabs.dev>",
    subject: "Confirmez votre nouvelle adresse e-mail",
    date: dt(22, "16:48:13", "+0100"),
    enc: "b64",
    text: `Bonjour,

Vous avez demandé à remplacer l'adresse de votre compte Brumeo (agent@orbitlabs.dev) par ops@orbitlabs.dev.

Pour valider ce changement, cliquez sur le lien ci-dessous :
https://app.brumeo.fr/compte/email/confirmer?c=ec_71b0e4d2f9a3

Tant que la nouvelle adresse n'est pas confirmée, vous continuez à vous connecter avec l'ancienne. Le lien expire dans 24 heures.

L'équipe Brumeo
Brumeo SAS · 14 rue de la Charité · 69002 Lyon
`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f6f3ee;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;">
<tr><td style="padding:32px 36px 0 36px;font-family:Georgia,serif;font-size:26px;color:#2d3a4a;">brumeo<span style="color:#7fb3d5;">.</span></td></tr>
<tr><td style="padding:20px 36px 32px 36px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:24px;color:#3c4654;">
<p style="margin:0 0 14px 0;">Bonjour,</p>
<p style="margin:0 0 14px 0;">Vous avez demandé à remplacer l'adresse de votre compte Brumeo (<b>agent@orbitlabs.dev</b>) par <b>ops@orbitlabs.dev</b>.</p>
<p style="margin:0 0 24px 0;"><a href="https://app.brumeo.fr/compte/email/confirmer?c=ec_71b0e4d2f9a3" style="display:inline-block;background:#2d3a4a;color:#ffffff;text-decoration:none;padding:13px 26px;border-radius:10px;font-weight:bold;">Confirmer la nouvelle adresse</a></p>
<p style="margin:0;font-size:13px;color:#8a93a0;">Tant que la nouvelle adresse n'est pas confirmée, vous continuez à vous connecter avec l'ancienne. Le lien expire dans 24&nbsp;heures.</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#a09a90;">Brumeo SAS · 14 rue de la Charité · 69002 Lyon</p>
</td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ datenfloss (German data newsletter)
  {
    family: "datenfloss",
    group: "regional",
    lang: "de",
    kind: "newsletter-optin",
    code: null,
    link: "https://t.datenfloss.de/r/?id=h4f2a91c,7b0e3d2,7b0e3d5&p1=doi-8842117",
    from: "Datenfloss Newsletter <newsletter@datenfloss.de>",
    to: AGENT,
    subject: "Bitte bestätigen Sie Ihre Anmeldung zum Datenfloss-Newsletter",
    date: dt(9, "20:14:55", "+0100"),
    enc: "qp",
    text: `Hallo,

vielen Dank für Ihr Interesse am Datenfloss-Newsletter – jeden Dienstag die wichtigsten Neuigkeiten zu Datenbanken, Streaming und Data Engineering.

Bitte bestätigen Sie Ihre Anmeldung mit einem Klick auf diesen Link:

https://t.datenfloss.de/r/?id=h4f2a91c,7b0e3d2,7b0e3d5&p1=doi-8842117

Erst nach Ihrer Bestätigung nehmen wir agent@orbitlabs.dev in den Verteiler auf. Haben Sie sich nicht angemeldet, ignorieren Sie diese E-Mail einfach – wir schreiben Ihnen dann nicht wieder.

Ihre Redaktion von Datenfloss

Datenfloss Medien UG (haftungsbeschränkt) · Gneisenaustraße 66 · 10961 Berlin
Amtsgericht Charlottenburg HRB 219977 B · Impressum: https://datenfloss.de/impressum
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:28px 20px 12px 20px;"><img src="https://t.datenfloss.de/img/nl-header-600.png" width="560" alt="Datenfloss – der Newsletter für Data Engineering" style="display:block;"></td></tr>
<tr><td style="padding:12px 20px;font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:22px;color:#222222;">
<p>Hallo,</p>
<p>vielen Dank für Ihr Interesse am Datenfloss-Newsletter – jeden Dienstag die wichtigsten Neuigkeiten zu Datenbanken, Streaming und Data Engineering.</p>
<p>Bitte bestätigen Sie Ihre Anmeldung:</p>
<table cellpadding="0" cellspacing="0" border="0" style="margin:18px 0;"><tr><td style="background:#0f766e;padding:12px 26px;"><a href="https://t.datenfloss.de/r/?id=h4f2a91c,7b0e3d2,7b0e3d5&amp;p1=doi-8842117" style="color:#ffffff;font-weight:bold;text-decoration:none;font-family:Verdana,sans-serif;">Ja, ich möchte den Newsletter erhalten</a></td></tr></table>
<p style="font-size:12px;color:#666666;">Erst nach Ihrer Bestätigung nehmen wir agent@orbitlabs.dev in den Verteiler auf. Haben Sie sich nicht angemeldet, ignorieren Sie diese E-Mail einfach – wir schreiben Ihnen dann nicht wieder.</p>
<p>Ihre Redaktion von Datenfloss</p>
</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid #dddddd;font-family:Verdana,sans-serif;font-size:10px;line-height:15px;color:#888888;">Datenfloss Medien UG (haftungsbeschränkt) · Gneisenaustraße 66 · 10961 Berlin<br>Amtsgericht Charlottenburg HRB 219977 B · <a href="https://t.datenfloss.de/r/?id=h4f2a91c,7b0e3d2,7b0e3d9" style="color:#888888;">Impressum</a> · <a href="https://t.datenfloss.de/r/?id=h4f2a91c,7b0e3d2,7b0e3da" style="color:#888888;">Datenschutz</a></td></tr>
</table></td></tr></table>
<img src="https://t.datenfloss.de/o/?id=h4f2a91c,7b0e3d2" width="1" height="1" alt="">
</body></html>`,
  },
  {
    family: "datenfloss",
    group: "negative",
    lang: "de",
    kind: "newsletter-welcome",
    code: null,
    link: null,
    from: "Datenfloss Newsletter <newsletter@datenfloss.de>",
    to: AGENT,
    subject: "Willkommen bei Datenfloss!",
    date: dt(9, "20:17:02", "+0100"),
    html: null,
    enc: "8bit",
    text: `Hallo,

Ihre Anmeldung ist bestätigt – herzlich willkommen!

Die nächste Ausgabe erscheint am Dienstag, 10. November 2026, um 7:00 Uhr.
Darin unter anderem:

  * Postgres 18: Was die asynchrone I/O in der Praxis bringt
  * Kafka ohne ZooKeeper – ein Erfahrungsbericht
  * Stellenmarkt: 14 neue Data-Jobs im DACH-Raum

Im Archiv finden Sie alle bisherigen 212 Ausgaben:
https://datenfloss.de/archiv

Sie können den Newsletter jederzeit abbestellen:
https://datenfloss.de/abmelden?e=agent%40orbitlabs.dev

Ihre Redaktion von Datenfloss

--
Datenfloss Medien UG (haftungsbeschränkt) · Gneisenaustraße 66 · 10961 Berlin
`,
  },

  // ------------------------------------------------------------ postino-relay (Italian SMTP relay)
  {
    family: "postino-relay",
    group: "regional",
    lang: "it",
    kind: "verify-code-link",
    code: "6142",
    link: "https://app.postinorelay.it/verifica?u=pr_33810&c=6142&sig=0d7a1b",
    from: "Postino Relay <verifica@postinorelay.it>",
    to: AGENT,
    subject: "Verifica il tuo indirizzo e-mail",
    date: dt(11, "11:37:19", "+0100"),
    enc: "qp",
    text: `Ciao,

per completare la registrazione a Postino Relay inserisci questo codice nella pagina di verifica:

6142

oppure apri direttamente questo link:
https://app.postinorelay.it/verifica?u=pr_33810&c=6142&sig=0d7a1b

Il codice scade tra 20 minuti. Il piano gratuito include 3.000 e-mail al mese tramite SMTP o API.

Se non hai richiesto tu la registrazione, ignora questo messaggio.

Postino Relay S.r.l. · Via Tortona 31 · 20144 Milano · P.IVA 12873450961
Assistenza: +39 02 8295 1130 · assistenza@postinorelay.it
`,
    html: `<html lang="it"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#eceff1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:22px 32px;background:#00695c;font-family:Arial,sans-serif;font-size:20px;font-weight:bold;color:#ffffff;">&#9993; Postino Relay</td></tr>
<tr><td style="padding:30px 32px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#263238;">
<p style="margin:0 0 14px 0;">Ciao,</p>
<p style="margin:0 0 18px 0;">per completare la registrazione a Postino Relay inserisci questo codice nella pagina di verifica:</p>
<table cellpadding="0" cellspacing="8" align="center"><tr>
<td style="border:2px solid #00695c;width:48px;height:56px;text-align:center;font-size:30px;font-weight:bold;color:#00695c;">6</td>
<td style="border:2px solid #00695c;width:48px;height:56px;text-align:center;font-size:30px;font-weight:bold;color:#00695c;">1</td>
<td style="border:2px solid #00695c;width:48px;height:56px;text-align:center;font-size:30px;font-weight:bold;color:#00695c;">4</td>
<td style="border:2px solid #00695c;width:48px;height:56px;text-align:center;font-size:30px;font-weight:bold;color:#00695c;">2</td>
</tr></table>
<p style="margin:18px 0 10px 0;text-align:center;">oppure</p>
<p style="margin:0 0 22px 0;text-align:center;"><a href="https://app.postinorelay.it/verifica?u=pr_33810&amp;c=6142&amp;sig=0d7a1b" style="background:#00695c;color:#ffffff;text-decoration:none;padding:11px 26px;border-radius:3px;display:inline-block;">Verifica con un clic</a></p>
<p style="margin:0 0 10px 0;font-size:13px;color:#607d8b;">Il codice scade tra 20 minuti. Il piano gratuito include 3.000 e-mail al mese tramite SMTP o API.</p>
<p style="margin:0;font-size:13px;color:#607d8b;">Se non hai richiesto tu la registrazione, ignora questo messaggio.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f5f7f8;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#90a4ae;">Postino Relay S.r.l. · Via Tortona 31 · 20144 Milano · P.IVA 12873450961<br>Assistenza: +39 02 8295 1130 · <a href="mailto:assistenza@postinorelay.it" style="color:#90a4ae;">assistenza@postinorelay.it</a> · <a href="https://www.postinorelay.it/privacy" style="color:#90a4ae;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "postino-relay",
    group: "negative",
    lang: "it",
    kind: "quota-warning",
    code: null,
    link: null,
    from: "Postino Relay <notifiche@postinorelay.it>",
    to: AGENT,
    subject: "Hai usato il 90% delle e-mail incluse nel piano",
    date: dt(24, "08:00:41", "+0100"),
    html: null,
    text: `Ciao,

questo mese l'account orbit-labs ha inviato 2.712 delle 3.000 e-mail incluse
nel piano Gratuito (90%). Il conteggio si azzera il 1° dicembre 2026.

Superata la soglia, i nuovi invii vengono rifiutati con errore SMTP 452
fino al rinnovo. Il piano Start (20.000 e-mail, 9,90 € + IVA al mese)
si attiva dal pannello in qualsiasi momento: https://app.postinorelay.it/piani

Tasso di consegna ultimi 30 giorni: 98,6% · Bounce: 0,9% · Reclami: 0,02%

Il team di Postino Relay
`,
  },

  // ------------------------------------------------------------ molnkoll (Swedish log service)
  {
    family: "molnkoll",
    group: "regional",
    lang: "sv",
    kind: "verify-code-link",
    code: "KL-730268",
    code_digits: "730268",
    link: "https://app.molnkoll.se/bekrafta/e/9a71f3c0b2",
    from: "Molnkoll <hej@molnkoll.se>",
    to: AGENT,
    subject: "Bekräfta din e-postadress – Molnkoll",
    date: dt(13, "14:22:05", "+0100"),
    enc: "b64",
    text: `Hej!

Du har skapat ett konto på Molnkoll. Bekräfta din e-postadress genom att klicka på länken:

https://app.molnkoll.se/bekrafta/e/9a71f3c0b2

Eller skriv in den här koden i appen:

KL-730268

(Skriv bara siffrorna i fältet – prefixet KL- visar att koden kommer från oss.)

Koden och länken gäller i 30 minuter. Om du inte har skapat något konto kan du bortse från det här mejlet.

Vänliga hälsningar,
Molnkoll AB · Götgatan 78 · 118 30 Stockholm · Org.nr 559412-3308
`,
    html: `<html lang="sv"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f1f5f3;font-family:'Segoe UI',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;">
<tr><td style="padding:28px 32px 0 32px;"><img src="https://molnkoll.se/e/logo.png" alt="Molnkoll" width="120"></td></tr>
<tr><td style="padding:20px 32px;font-size:15px;line-height:23px;color:#1a2e25;">
<h2 style="margin:0 0 14px 0;font-size:20px;">Hej!</h2>
<p style="margin:0 0 20px 0;">Du har skapat ett konto på Molnkoll. Bekräfta din e-postadress:</p>
<p style="margin:0 0 24px 0;"><a href="https://app.molnkoll.se/bekrafta/e/9a71f3c0b2" style="display:inline-block;background:#2f855a;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:600;">Bekräfta e-postadress</a></p>
<p style="margin:0 0 8px 0;">Eller skriv in den här koden i appen:</p>
<p style="margin:0 0 8px 0;font-family:Consolas,monospace;font-size:26px;font-weight:bold;letter-spacing:3px;">KL-730268</p>
<p style="margin:0 0 18px 0;font-size:12px;color:#6b7f75;">Skriv bara siffrorna i fältet – prefixet KL- visar att koden kommer från oss.</p>
<p style="margin:0;font-size:13px;color:#6b7f75;">Koden och länken gäller i 30 minuter. Om du inte har skapat något konto kan du bortse från det här mejlet.</p>
</td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #e3ebe7;font-size:11px;color:#95a59d;">Molnkoll AB · Götgatan 78 · 118 30 Stockholm · Org.nr 559412-3308</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ baserow (self-hosted, default templates)
  {
    family: "baserow",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://baserow.orbitlabs.dev/workspace-invitation/IjQ2Ig:1tFh2q:Wm3n9Qx0vK7yB2pLc8sRzT1a",
    from: "Baserow <baserow@orbitlabs.dev>",
    to: AGENT,
    subject: "Priya invited you to Orbit Ops - Baserow",
    date: dt(11, "15:05:33", "+0100"),
    enc: "qp",
    text: `Invitation

Priya has invited you to collaborate on Orbit Ops.

"Tracking the vendor sign-ups here, please add each account you create."

Accept invitation: https://baserow.orbitlabs.dev/workspace-invitation/IjQ2Ig:1tFh2q:Wm3n9Qx0vK7yB2pLc8sRzT1a

Baserow is an open source no-code database tool which allows you to collaborate on projects, customers and more. It gives you the powers of a developer without leaving your browser.
`,
    html: `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head><title></title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<style type="text/css">#outlook a{padding:0}body{margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}table,td{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt}img{border:0;height:auto;line-height:100%;outline:none;text-decoration:none}</style>
</head>
<body style="word-spacing:normal;">
<div>
<div style="margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:20px 0;text-align:center;">
<div class="mj-column-per-100 mj-outlook-group-fix" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%"><tbody>
<tr><td align="left" style="font-size:0px;padding:10px 25px;word-break:break-word;"><div style="font-family:Inter,sans-serif;font-size:20px;font-weight:bold;line-height:1;text-align:left;color:#202128;">Invitation</div></td></tr>
<tr><td align="left" style="font-size:0px;padding:10px 25px;word-break:break-word;"><div style="font-family:Inter,sans-serif;font-size:14px;line-height:170%;text-align:left;color:#202128;"><strong>Priya</strong> has invited you to collaborate on <strong>Orbit Ops</strong>.</div></td></tr>
<tr><td align="left" style="font-size:0px;padding:10px 25px;word-break:break-word;"><div style="font-family:Inter,sans-serif;font-size:14px;line-height:170%;text-align:left;color:#202128;">"Tracking the vendor sign-ups here, please add each account you create."</div></td></tr>
<tr><td align="left" vertical-align="middle" style="font-size:0px;padding:10px 25px;word-break:break-word;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:separate;line-height:100%;"><tr><td align="center" bgcolor="#5190ef" role="presentation" style="border:none;border-radius:3px;cursor:auto;mso-padding-alt:10px 25px;background:#5190ef;" valign="middle">
<a href="https://baserow.orbitlabs.dev/workspace-invitation/IjQ2Ig:1tFh2q:Wm3n9Qx0vK7yB2pLc8sRzT1a" style="display:inline-block;background:#5190ef;color:#ffffff;font-family:Inter,sans-serif;font-size:13px;font-weight:normal;line-height:120%;margin:0;text-decoration:none;text-transform:none;padding:10px 25px;mso-padding-alt:0px;border-radius:3px;" target="_blank">Accept invitation</a>
</td></tr></table></td></tr>
<tr><td align="left" style="font-size:0px;padding:10px 25px;word-break:break-word;"><div style="font-family:Inter,sans-serif;font-size:12px;line-height:170%;text-align:left;color:#9c9c9f;">Baserow is an open source no-code database tool which allows you to collaborate on projects, customers and more. It gives you the powers of a developer without leaving your browser.</div></td></tr>
<tr><td align="left" style="font-size:0px;padding:10px 25px;word-break:break-word;"><div style="font-family:Inter,sans-serif;font-size:12px;line-height:170%;text-align:left;color:#9c9c9f;"><img src="https://baserow.orbitlabs.dev/img/logo.png" alt="Baserow" height="14"></div></td></tr>
</tbody></table></div>
</td></tr></tbody></table></div></div>
</body></html>`,
  },
  {
    family: "baserow",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://baserow.orbitlabs.dev/reset-password/IjE5Ig:1tHq0K:5vXc2Lp9Qm0dRa7YbN4sE8wZkT6",
    from: "Baserow <baserow@orbitlabs.dev>",
    to: AGENT,
    subject: "Reset password - Baserow",
    date: dt(23, "09:48:20", "+0100"),
    text: `Reset password

Somebody asked to reset the password of the account agent@orbitlabs.dev on Baserow (baserow.orbitlabs.dev). If that wasn't you, you can ignore this email and nothing changes.

To pick a new password, open the link below. It stays valid for 48 hours.

Reset password: https://baserow.orbitlabs.dev/reset-password/IjE5Ig:1tHq0K:5vXc2Lp9Qm0dRa7YbN4sE8wZkT6

Baserow is an open source no-code database tool which allows you to collaborate on projects, customers and more. It gives you the powers of a developer without leaving your browser.
`,
    html: `<!doctype html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="word-spacing:normal;">
<div style="margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:20px 0;text-align:center;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%"><tbody>
<tr><td align="left" style="padding:10px 25px;"><div style="font-family:Inter,sans-serif;font-size:20px;font-weight:bold;line-height:1;color:#202128;">Reset password</div></td></tr>
<tr><td align="left" style="padding:10px 25px;"><div style="font-family:Inter,sans-serif;font-size:14px;line-height:170%;color:#202128;">Somebody asked to reset the password of the account <strong>agent@orbitlabs.dev</strong> on Baserow (baserow.orbitlabs.dev). If that wasn't you, you can ignore this email and nothing changes.</div></td></tr>
<tr><td align="left" style="padding:10px 25px;"><div style="font-family:Inter,sans-serif;font-size:14px;line-height:170%;color:#202128;">To pick a new password, click the button below. The link stays valid for 48 hours.</div></td></tr>
<tr><td align="left" style="padding:10px 25px;"><table border="0" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:separate;line-height:100%;"><tr><td align="center" bgcolor="#5190ef" style="border-radius:3px;background:#5190ef;" valign="middle">
<a href="https://baserow.orbitlabs.dev/reset-password/IjE5Ig:1tHq0K:5vXc2Lp9Qm0dRa7YbN4sE8wZkT6" style="display:inline-block;background:#5190ef;color:#ffffff;font-family:Inter,sans-serif;font-size:13px;line-height:120%;text-decoration:none;padding:10px 25px;border-radius:3px;" target="_blank">Reset password</a>
</td></tr></table></td></tr>
<tr><td align="left" style="padding:10px 25px;"><div style="font-family:Inter,sans-serif;font-size:12px;line-height:170%;color:#9c9c9f;">Baserow is an open source no-code database tool which allows you to collaborate on projects, customers and more. It gives you the powers of a developer without leaving your browser.</div></td></tr>
</tbody></table></td></tr></tbody></table></div>
</body></html>`,
  },

  // ------------------------------------------------------------ formbricks (survey tool)
  {
    family: "formbricks",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://app.formbricks.com/auth/verify?token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6ImNtM3E4dGJ6cTAwMDEifQ.pQ2c7Xv9bLk0sA1uRz4mN8wTe6yHj3dF",
    from: "Formbricks <noreply@formbricks.com>",
    to: AGENT,
    subject: "Welcome to Formbricks 🤍",
    date: dt(16, "12:10:44", "+0100"),
    enc: "qp",
    text: `Almost there!

To start using Formbricks, please confirm your email address:

https://app.formbricks.com/auth/verify?token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6ImNtM3E4dGJ6cTAwMDEifQ.pQ2c7Xv9bLk0sA1uRz4mN8wTe6yHj3dF

You can also request a new verification email here: https://app.formbricks.com/auth/verification-requested?email=agent%40orbitlabs.dev

Have a great day!
The Formbricks Team

Formbricks GmbH · Berlin, Germany
Imprint: https://formbricks.com/imprint · Privacy: https://formbricks.com/privacy-policy
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="background-color:#f1f5f9;margin:0;padding:0;">
<table align="center" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation" style="max-width:37.5em;margin:0 auto;padding:45px 0;"><tbody><tr><td>
<table align="center" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background-color:#ffffff;border-radius:8px;padding:32px 40px;"><tbody><tr><td>
<img alt="Formbricks" src="https://s3.eu-central-1.amazonaws.com/listmonk-formbricks/Formbricks-Light-transparent.png" width="140" style="display:block;margin-bottom:24px;">
<h1 style="font-family:Jost,Helvetica,sans-serif;color:#0f172a;font-size:24px;">Almost there!</h1>
<p style="font-family:Helvetica,sans-serif;font-size:14px;line-height:24px;color:#334155;">To start using Formbricks, please confirm your email address:</p>
<a href="https://app.formbricks.com/auth/verify?token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6ImNtM3E4dGJ6cTAwMDEifQ.pQ2c7Xv9bLk0sA1uRz4mN8wTe6yHj3dF" style="line-height:100%;text-decoration:none;display:inline-block;max-width:100%;background-color:#0f172a;border-radius:6px;color:#ffffff;font-family:Helvetica,sans-serif;font-size:14px;padding:12px 18px;" target="_blank">Confirm email</a>
<p style="font-family:Helvetica,sans-serif;font-size:13px;line-height:22px;color:#64748b;margin-top:24px;">Link not working? <a href="https://app.formbricks.com/auth/verification-requested?email=agent%40orbitlabs.dev" style="color:#0f172a;">Request a new verification email</a>.</p>
<p style="font-family:Helvetica,sans-serif;font-size:14px;line-height:24px;color:#334155;">Have a great day!<br><strong>The Formbricks Team</strong></p>
</td></tr></tbody></table>
<p style="font-family:Helvetica,sans-serif;font-size:12px;color:#94a3b8;text-align:center;">Formbricks GmbH · Berlin, Germany<br><a href="https://formbricks.com/imprint" style="color:#94a3b8;">Imprint</a> | <a href="https://formbricks.com/privacy-policy" style="color:#94a3b8;">Privacy Policy</a></p>
</td></tr></tbody></table></body></html>`,
  },
  {
    family: "formbricks",
    group: "negative",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Formbricks <noreply@formbricks.com>",
    to: AGENT,
    subject: "Your Formbricks password was changed",
    date: dt(20, "18:02:57", "+0100"),
    text: `Password changed

The password for your Formbricks account agent@orbitlabs.dev was changed on 20 November 2026 at 18:02 CET.

If this was you, there is nothing else to do. If it wasn't, contact us right away at hola@formbricks.com.

The Formbricks Team
Formbricks GmbH · Berlin, Germany
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="background-color:#f1f5f9;margin:0;padding:0;">
<table align="center" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation" style="max-width:37.5em;margin:0 auto;padding:45px 0;"><tbody><tr><td>
<table align="center" width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background-color:#ffffff;border-radius:8px;padding:32px 40px;"><tbody><tr><td>
<img alt="Formbricks" src="https://s3.eu-central-1.amazonaws.com/listmonk-formbricks/Formbricks-Light-transparent.png" width="140" style="display:block;margin-bottom:24px;">
<h1 style="font-family:Jost,Helvetica,sans-serif;color:#0f172a;font-size:24px;">Password changed</h1>
<p style="font-family:Helvetica,sans-serif;font-size:14px;line-height:24px;color:#334155;">The password for your Formbricks account <strong>agent@orbitlabs.dev</strong> was changed on 20 November 2026 at 18:02 CET.</p>
<p style="font-family:Helvetica,sans-serif;font-size:14px;line-height:24px;color:#334155;">If this was you, there is nothing else to do. If it wasn't, contact us right away at <a href="mailto:hola@formbricks.com" style="color:#0f172a;">hola@formbricks.com</a>.</p>
<p style="font-family:Helvetica,sans-serif;font-size:14px;line-height:24px;color:#334155;"><strong>The Formbricks Team</strong></p>
</td></tr></tbody></table>
<p style="font-family:Helvetica,sans-serif;font-size:12px;color:#94a3b8;text-align:center;">Formbricks GmbH · Berlin, Germany</p>
</td></tr></tbody></table></body></html>`,
  },

  // ------------------------------------------------------------ hoppscotch (self-hosted API client)
  {
    family: "hoppscotch",
    group: "oss",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://hopp.orbitlabs.dev/enter?token=c2a9e1f0-3b7d-4e62-9f18-7d40ab55e2c3",
    from: "Hoppscotch <hoppscotch@orbitlabs.dev>",
    to: AGENT,
    subject: "Sign in to Hoppscotch",
    date: dt(19, "11:21:08", "+0100"),
    text: `Sign in to Hoppscotch

Hello,

Click the link below to sign in to your Hoppscotch account as agent@orbitlabs.dev. This link expires in 3 hours.

https://hopp.orbitlabs.dev/enter?token=c2a9e1f0-3b7d-4e62-9f18-7d40ab55e2c3

If you didn't try to sign in, you can safely ignore this email.

-- 
Hoppscotch · Open source API development ecosystem
`,
    html:
      `<html><head><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head>
<body style="background-color:#f4f4f7;margin:0;font-family:'Nunito Sans',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation" style="background-color:#f4f4f7;"><tr><td align="center">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td style="padding:25px 0;text-align:center;"><a href="https://hopp.orbitlabs.dev" style="font-size:16px;font-weight:bold;color:#a8aaaf;text-decoration:none;">Hoppscotch</a></td></tr>
<tr><td><table align="center" width="570" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;"><tr><td style="padding:45px;color:#51545e;font-size:16px;line-height:1.625;">
<h1 style="margin-top:0;color:#333333;font-size:22px;font-weight:bold;">Hello,</h1>
<p>Click the button below to sign in to your Hoppscotch account as <b>agent@orbitlabs.dev</b>. This link expires in 3 hours.</p>
<table align="center" width="100%" cellpadding="0" cellspacing="0" role="presentation" style="margin:30px auto;"><tr><td align="center">
<a href="https://hopp.orbitlabs.dev/enter?token=c2a9e1f0-3b7d-4e62-9f18-7d40ab55e2c3" style="background-color:#10b981;border:solid #10b981;border-width:10px 18px;display:inline-block;color:#fff;text-decoration:none;border-radius:3px;" target="_blank">Sign in to Hoppscotch</a>
</td></tr></table>
<p>If you didn't try to sign in, you can safely ignore this email.</p>
<p style="font-size:13px;border-top:1px solid #eaeaec;padding-top:25px;">If the button doesn't work, copy and paste this URL into your browser:<br>https://hopp.orbitlabs.dev/enter?token=c2a9e1f0-3b7d-4e62-9f18-7d40ab55e2c3</p>
</td></tr></table></td></tr>
<tr><td style="padding:30px;text-align:center;font-size:13px;color:#a8aaaf;">Hoppscotch · Open source API development ecosystem</td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ lunchbell (consumer food delivery the team tests against)
  {
    family: "lunchbell",
    group: "consumer",
    lang: "en",
    kind: "login-code-link",
    code: "4827",
    link: "https://lunchbell.app.link/e/signin?c=lb_7Yq2Kx0mP3&utm_source=email&utm_medium=otp",
    from: "Lunchbell <hello@lunchbell.co.uk>",
    to: "Orbit QA <qa+lunchbell@orbitlabs.dev>",
    subject: "4827 is your Lunchbell code",
    date: dt(25, "12:03:27"),
    enc: "b64",
    text: `Hungry? Let's get you signed in.

Your Lunchbell code is 4827

Type it in the app, or if you're on the phone you signed up with, just tap:
https://lunchbell.app.link/e/signin?c=lb_7Yq2Kx0mP3&utm_source=email&utm_medium=otp

The code expires in 10 minutes. We'll never call or text you to ask for it.

Today only: 20% off your first order over £15 with code LUNCH20.

Lunchbell Ltd, 3 Coldbath Square, London EC1R 5HL. Registered in England No. 13820496.
Help: https://help.lunchbell.co.uk · Privacy: https://lunchbell.co.uk/privacy
`,
    html: `<html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#fff4e6;">
<div style="display:none;max-height:0;overflow:hidden;">Your code is 4827. It expires in 10 minutes.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:20px;">
<tr><td align="center" style="padding:28px 24px 6px 24px;"><img src="https://img.lunchbell.co.uk/email/bell-orange.png" width="56" height="56" alt="Lunchbell"></td></tr>
<tr><td align="center" style="padding:6px 28px;font-family:'Poppins',Arial,sans-serif;font-size:22px;font-weight:700;color:#2b1a0f;">Hungry? Let's get you signed in.</td></tr>
<tr><td align="center" style="padding:18px 28px 4px 28px;font-family:Arial,sans-serif;font-size:14px;color:#6e5a4c;">Your Lunchbell code is</td></tr>
<tr><td align="center" style="padding:6px 28px 18px 28px;">
<table cellpadding="0" cellspacing="6"><tr>
<td style="width:46px;height:58px;border-radius:10px;background:#ff7a00;color:#fff;font-family:Arial,sans-serif;font-size:30px;font-weight:700;text-align:center;">4</td>
<td style="width:46px;height:58px;border-radius:10px;background:#ff7a00;color:#fff;font-family:Arial,sans-serif;font-size:30px;font-weight:700;text-align:center;">8</td>
<td style="width:46px;height:58px;border-radius:10px;background:#ff7a00;color:#fff;font-family:Arial,sans-serif;font-size:30px;font-weight:700;text-align:center;">2</td>
<td style="width:46px;height:58px;border-radius:10px;background:#ff7a00;color:#fff;font-family:Arial,sans-serif;font-size:30px;font-weight:700;text-align:center;">7</td>
</tr></table></td></tr>
<tr><td align="center" style="padding:0 28px 8px 28px;font-family:Arial,sans-serif;font-size:14px;color:#6e5a4c;">On the phone you signed up with? Just tap:</td></tr>
<tr><td align="center" style="padding:4px 28px 20px 28px;"><a href="https://lunchbell.app.link/e/signin?c=lb_7Yq2Kx0mP3&amp;utm_source=email&amp;utm_medium=otp" style="display:inline-block;background:#2b1a0f;color:#ffffff;font-family:Arial,sans-serif;font-size:15px;font-weight:700;text-decoration:none;padding:13px 32px;border-radius:30px;">Sign me in</a></td></tr>
<tr><td align="center" style="padding:0 28px 24px 28px;font-family:Arial,sans-serif;font-size:12px;color:#a08b7b;">The code expires in 10 minutes. We'll never call or text you to ask for it.</td></tr>
<tr><td align="center" style="padding:16px 28px;background:#fff0db;border-radius:0 0 20px 20px;font-family:Arial,sans-serif;font-size:13px;color:#2b1a0f;">Today only: <b>20% off</b> your first order over £15 with code <b>LUNCH20</b></td></tr>
</table>
<table width="480" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 10px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#a08b7b;">
<a href="https://apps.apple.com/gb/app/lunchbell/id1598204417"><img src="https://img.lunchbell.co.uk/email/app-store.png" width="110" alt="Download on the App Store"></a>
<a href="https://play.google.com/store/apps/details?id=uk.co.lunchbell"><img src="https://img.lunchbell.co.uk/email/google-play.png" width="122" alt="Get it on Google Play"></a><br>
Lunchbell Ltd, 3 Coldbath Square, London EC1R 5HL. Registered in England No. 13820496.<br>
<a href="https://help.lunchbell.co.uk" style="color:#a08b7b;">Help</a> · <a href="https://lunchbell.co.uk/privacy" style="color:#a08b7b;">Privacy</a></td></tr></table>
</td></tr></table></body></html>`,
  },
  {
    family: "lunchbell",
    group: "negative",
    lang: "en",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Lunchbell <orders@lunchbell.co.uk>",
    to: "Orbit QA <qa+lunchbell@orbitlabs.dev>",
    subject: "Order LB-88310-TQ confirmed – arriving 12:40–12:55",
    date: dt(25, "12:11:50"),
    enc: "qp",
    text: `Thanks, Orbit QA! Your order is confirmed.

Order LB-88310-TQ from Bao & Broth (Clerkenwell)
Estimated arrival: 12:40–12:55

1 × Crispy chicken bao          £7.50
1 × Miso aubergine bowl         £9.95
1 × Yuzu lemonade               £3.20
Delivery                        £1.99
Service fee                     £0.99
LUNCH20 discount               -£4.13
Total (Visa •••• 4821)         £19.50

Delivering to: Flat 2, 41 Exmouth Market, London EC1R 4QL

Track your order in the app: https://lunchbell.co.uk/orders/LB-88310-TQ
Problem with your order? https://help.lunchbell.co.uk/order-issues

Lunchbell Ltd, 3 Coldbath Square, London EC1R 5HL
`,
    html: `<html><body style="margin:0;padding:0;background:#fff4e6;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:20px;">
<tr><td style="padding:26px 28px 6px 28px;"><img src="https://img.lunchbell.co.uk/email/bell-orange.png" width="40" height="40" alt="Lunchbell"></td></tr>
<tr><td style="padding:6px 28px;font-size:21px;font-weight:700;color:#2b1a0f;">Thanks, Orbit QA! Your order is confirmed.</td></tr>
<tr><td style="padding:8px 28px;font-size:14px;color:#6e5a4c;">Order <b>LB-88310-TQ</b> from Bao &amp; Broth (Clerkenwell)<br>Estimated arrival: <b>12:40–12:55</b></td></tr>
<tr><td style="padding:12px 28px;">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;color:#2b1a0f;">
<tr><td>1 × Crispy chicken bao</td><td align="right">£7.50</td></tr>
<tr><td>1 × Miso aubergine bowl</td><td align="right">£9.95</td></tr>
<tr><td>1 × Yuzu lemonade</td><td align="right">£3.20</td></tr>
<tr><td style="color:#6e5a4c;">Delivery</td><td align="right" style="color:#6e5a4c;">£1.99</td></tr>
<tr><td style="color:#6e5a4c;">Service fee</td><td align="right" style="color:#6e5a4c;">£0.99</td></tr>
<tr><td style="color:#16a34a;">LUNCH20 discount</td><td align="right" style="color:#16a34a;">-£4.13</td></tr>
<tr><td style="border-top:1px solid #f0e2d0;"><b>Total</b> (Visa •••• 4821)</td><td align="right" style="border-top:1px solid #f0e2d0;"><b>£19.50</b></td></tr>
</table></td></tr>
<tr><td style="padding:8px 28px;font-size:13px;color:#6e5a4c;">Delivering to: Flat 2, 41 Exmouth Market, London EC1R 4QL</td></tr>
<tr><td style="padding:16px 28px 26px 28px;"><a href="https://lunchbell.co.uk/orders/LB-88310-TQ" style="display:inline-block;background:#ff7a00;color:#ffffff;font-size:15px;font-weight:700;text-decoration:none;padding:12px 28px;border-radius:30px;">Track your order</a>
&nbsp; <a href="https://help.lunchbell.co.uk/order-issues" style="font-size:13px;color:#6e5a4c;">Problem with your order?</a></td></tr>
</table>
<p style="font-size:11px;color:#a08b7b;">Lunchbell Ltd, 3 Coldbath Square, London EC1R 5HL</p>
</td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ latchly (secrets manager)
  {
    family: "latchly",
    group: "consumer",
    lang: "en",
    kind: "device-approval",
    code: null,
    link: "https://app.latchly.io/devices/approve?req=dar_0HkT9mQ2wZ5xV8bN&sig=3e71c0",
    from: "Latchly Security <security@latchly.io>",
    to: AGENT,
    subject: "Approve sign-in from a new device",
    date: dt(26, "08:14:39", "-0500"),
    enc: "qp",
    text: `Approve sign-in from a new device

A sign-in to the Latchly workspace "orbit-labs" is waiting for your approval.

  Device:   latchly-cli 1.19.0 on linux/amd64 (hostname: ci-runner-07)
  Location: Ashburn, VA, United States (IP 44.211.80.12)
  Time:     26 Nov 2026, 08:14 EST

If this was you, approve the device:
https://app.latchly.io/devices/approve?req=dar_0HkT9mQ2wZ5xV8bN&sig=3e71c0

The request expires in 10 minutes. If you don't recognise it, do nothing: the device will not get access, and you should rotate your password at https://app.latchly.io/account/security.

Latchly, Inc. · 1 Boston Pl, Floor 26 · Boston, MA 02108
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e2e8f0;"><img src="https://app.latchly.io/static/email/latchly-logo.png" alt="Latchly" height="24"></td></tr>
<tr><td style="padding:28px 32px;color:#0f172a;font-size:15px;line-height:24px;">
<h1 style="margin:0 0 14px 0;font-size:20px;">Approve sign-in from a new device</h1>
<p style="margin:0 0 18px 0;">A sign-in to the workspace <b>orbit-labs</b> is waiting for your approval.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="background:#f1f5f9;border-radius:6px;font-size:14px;">
<tr><td style="color:#64748b;width:90px;">Device</td><td>latchly-cli 1.19.0 on linux/amd64 (hostname: ci-runner-07)</td></tr>
<tr><td style="color:#64748b;">Location</td><td>Ashburn, VA, United States (IP 44.211.80.12)</td></tr>
<tr><td style="color:#64748b;">Time</td><td>26 Nov 2026, 08:14 EST</td></tr>
</table>
<table cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr>
<td style="background:#0f172a;border-radius:6px;"><a href="https://app.latchly.io/devices/approve?req=dar_0HkT9mQ2wZ5xV8bN&amp;sig=3e71c0" style="display:inline-block;padding:11px 22px;color:#ffffff;text-decoration:none;font-weight:600;">Yes, approve this device</a></td>
</tr></table>
<p style="margin:0;font-size:13px;color:#64748b;">The request expires in 10 minutes. If you don't recognise it, do nothing: the device will not get access, and you should <a href="https://app.latchly.io/account/security" style="color:#0f172a;">rotate your password</a>.</p>
</td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #e2e8f0;font-size:12px;color:#94a3b8;">Latchly, Inc. · 1 Boston Pl, Floor 26 · Boston, MA 02108 · <a href="https://latchly.io/privacy" style="color:#94a3b8;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "latchly",
    group: "negative",
    lang: "en",
    kind: "recovery-codes",
    code: null,
    link: null,
    from: "Latchly Security <security@latchly.io>",
    to: AGENT,
    subject: "Your Latchly recovery codes were regenerated",
    date: dt(26, "08:31:02", "-0500"),
    html: null,
    text: `Hi,

You just turned on two-factor authentication for agent@orbitlabs.dev and
generated a new set of recovery codes. Your old codes no longer work.

Store these somewhere safe (not in Latchly itself). Each code works once:

  7hq2-m9xd    k4pa-2w8v    r6tn-8c3j    b0ye-5fzq    x3lu-7gk1
  d8cw-1nro    p2vz-6hs4    e9ka-3mtb    w5dj-0qle    n1rf-4yup

If you didn't make this change, contact security@latchly.io immediately.

Latchly, Inc. · 1 Boston Pl, Floor 26 · Boston, MA 02108
`,
  },

  // ------------------------------------------------------------ tintero (Spanish docs tool)
  {
    family: "tintero-docs",
    group: "regional",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: "https://tintero.app/i/ws_4Rk9/aceptar?t=inv_pQ7vX2cL0mZ8",
    from: "Lucía Ferrer vía Tintero <invitaciones@tintero.app>",
    to: AGENT,
    subject: "Lucía Ferrer te ha invitado al espacio «Documentación Orbit»",
    date: dt(12, "17:25:31", "+0100"),
    enc: "qp",
    text: `Hola:

Lucía Ferrer (lucia@orbitlabs.es) te ha invitado a editar el espacio «Documentación Orbit» en Tintero.

El espacio tiene 38 páginas, entre ellas «Guía de la API v2» y «Runbook de incidencias».

Únete al espacio:
https://tintero.app/i/ws_4Rk9/aceptar?t=inv_pQ7vX2cL0mZ8

La invitación caduca el 19 de noviembre de 2026.

—
Tintero Software S.L. · C/ de Pallars 193, 08005 Barcelona · CIF B67123458
Centro de ayuda: https://ayuda.tintero.app
`,
    html: `<html lang="es"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fbfaf8;font-family:'Inter',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px;">
<table width="520" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:24px;"><img src="https://tintero.app/email/tintero-negro.png" alt="Tintero" width="96"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #ebe8e2;border-radius:10px;padding:28px;font-size:15px;line-height:24px;color:#26221c;">
<p style="margin:0 0 14px 0;">Hola:</p>
<p style="margin:0 0 14px 0;"><b>Lucía Ferrer</b> (lucia@orbitlabs.es) te ha invitado a editar el espacio <b>Documentación Orbit</b>.</p>
<p style="margin:0 0 22px 0;font-size:14px;color:#6f685c;">38 páginas · entre ellas «Guía de la API v2» y «Runbook de incidencias»</p>
<a href="https://tintero.app/i/ws_4Rk9/aceptar?t=inv_pQ7vX2cL0mZ8" style="display:inline-block;background:#26221c;color:#fbfaf8;text-decoration:none;padding:11px 22px;border-radius:6px;font-weight:600;">Unirme al espacio</a>
<p style="margin:22px 0 0 0;font-size:13px;color:#6f685c;">La invitación caduca el 19 de noviembre de 2026.</p>
</td></tr>
<tr><td style="padding:20px 4px;font-size:11px;line-height:17px;color:#a29a8c;">Tintero Software S.L. · C/ de Pallars 193, 08005 Barcelona · CIF B67123458<br><a href="https://ayuda.tintero.app" style="color:#a29a8c;">Centro de ayuda</a> · <a href="https://tintero.app/privacidad" style="color:#a29a8c;">Privacidad</a> · <a href="https://tintero.app/ajustes/notificaciones" style="color:#a29a8c;">Dejar de recibir estos avisos</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "tintero-docs",
    group: "negative",
    lang: "es",
    kind: "first-invoice",
    code: null,
    link: null,
    from: "Tintero <facturacion@tintero.app>",
    to: AGENT,
    subject: "Tu primera factura de Tintero (F-2026-003917)",
    date: dt(26, "06:00:04", "+0100"),
    enc: "8bit",
    text: `Hola:

Tu periodo de prueba ha terminado y hemos emitido la primera factura del plan Equipo para el espacio «Documentación Orbit».

Factura:      F-2026-003917
Periodo:      26/11/2026 – 25/12/2026
Plan Equipo:  5 usuarios × 8,00 €   40,00 €
IVA (21 %)                           8,40 €
Total cobrado a la tarjeta •••• 4821: 48,40 €

Adjuntamos la factura en PDF. Puedes cambiar el plan o los datos fiscales en https://tintero.app/ajustes/facturacion

Gracias por confiar en nosotros.

—
Tintero Software S.L. · C/ de Pallars 193, 08005 Barcelona · CIF B67123458
`,
    html: null,
    attachment: [
      "Tintero_F-2026-003917.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n4 0 obj << /Length 44 >> stream\nBT /F1 12 Tf 72 760 Td (Factura F-2026-003917) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];
