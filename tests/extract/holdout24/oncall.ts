/**
 * The inbox of a site-reliability engineer on call at a mid-size company over two months: alerting,
 * incident and status-page mail, cloud consoles, single sign-on and a self-hosted identity server, VPN,
 * password manager, CI, registries, code review, HR, expenses, a conference, travel and a bank.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026 (month 1–12). */
function when(month: number, day: number, time: string, zone = "+0000"): string {
  const d = new Date(Date.UTC(2026, month - 1, day));
  return `${DAYS[d.getUTCDay()]}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time}:${
    String((day * 7 + month * 13) % 60).padStart(2, "0")
  } ${zone}`;
}

/** A plain centred card layout, the kind most SaaS senders ship. */
function card(opts: {
  preheader: string;
  logo: string;
  logoAlt: string;
  accent: string;
  body: string;
  footer: string;
  lang?: string;
}): string {
  return `<!DOCTYPE html>
<html lang="${opts.lang ?? "en"}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title></title>
<style type="text/css">
  body { margin:0; padding:0; -webkit-text-size-adjust:100%; }
  table, td { border-collapse:collapse; mso-table-lspace:0pt; mso-table-rspace:0pt; }
  img { border:0; outline:none; text-decoration:none; }
  @media only screen and (max-width:620px) { .container { width:100% !important; } }
</style>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;color:#f3f4f6;line-height:1px;">${opts.preheader}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
  <tr>
    <td align="center" style="padding:32px 12px;">
      <table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background-color:#ffffff;border-radius:6px;border-top:4px solid ${opts.accent};">
        <tr>
          <td style="padding:28px 40px 8px 40px;">
            <img src="${opts.logo}" width="132" height="32" alt="${opts.logoAlt}" style="display:block;">
          </td>
        </tr>
        <tr>
          <td style="padding:8px 40px 32px 40px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#1f2937;">
${opts.body}
          </td>
        </tr>
      </table>
      <table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;">
        <tr>
          <td style="padding:20px 40px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#6b7280;text-align:center;">
${opts.footer}
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
</body>
</html>`;
}

/** A bulletproof button. */
function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;">
  <tr>
    <td align="center" bgcolor="${color}" style="border-radius:5px;">
      <a href="${href}" target="_blank" style="display:inline-block;padding:12px 26px;font-family:Helvetica,Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:5px;">${label}</a>
    </td>
  </tr>
</table>`;
}

/** One table cell per character of a code. */
function digit_cells(code: string, color = "#111827"): string {
  const cells = [...code].map((ch) =>
    `<td style="width:44px;height:54px;border:1px solid #d1d5db;border-radius:6px;text-align:center;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:28px;font-weight:bold;color:${color};">${ch}</td><td style="width:8px;"></td>`
  ).join("\n    ");
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;">
  <tr>
    ${cells}
  </tr>
</table>`;
}

/** A tiny PDF with one line of text, for attachments. */
function pdf(line: string): string {
  const stream = `BT /F1 11 Tf 56 780 Td (${line.replace(/[()\\]/g, "")}) Tj ET`;
  return `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >> endobj
4 0 obj << /Length ${stream.length} >> stream
${stream}
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
}

// ---------------------------------------------------------------- the mails

export const mails: Mail[] = [
  // ------------------------------------------------ PagerLynx (paging / on-call SaaS)
  {
    family: "pagerlynx",
    group: "consumer",
    lang: "en",
    kind: "incident-triggered",
    code: null,
    link: null,
    from: "PagerLynx <alerts@notify.pagerlynx.io>",
    subject: "[TRIGGERED] #48213 checkout-api: p99 latency > 1200ms (prod-eu-west)",
    date: when(9, 3, "02:14"),
    enc: "qp",
    headers: [["X-PagerLynx-Incident", "PLX-48213"], ["Auto-Submitted", "auto-generated"]],
    text: `You have a new TRIGGERED incident.

Incident #48213 - checkout-api: p99 latency > 1200ms (prod-eu-west)
Service:      checkout-api (Payments)
Urgency:      High
Escalation:   Payments Primary -> level 1 (you)
Triggered:    Sep 3, 2026 02:14:07 UTC
Source:       StratoWatch monitor 20931877

Details:
  p99 = 1843 ms over the last 5 min (threshold 1200 ms)
  hosts affected: 6 of 14

Acknowledge:  https://tidewell.pagerlynx.io/incidents/PLX-48213/ack?via=email
Resolve:      https://tidewell.pagerlynx.io/incidents/PLX-48213/resolve?via=email
View:         https://tidewell.pagerlynx.io/incidents/PLX-48213

You can also acknowledge by replying "4" to the SMS from +1 415 555 0142.

--
You are receiving this because you are on call for Payments Primary.
Notification rules: https://tidewell.pagerlynx.io/users/PU7Q2K/notification_rules
PagerLynx, Inc. - 600 Harrison St, Suite 410, San Francisco, CA 94107`,
    html: card({
      preheader: "checkout-api: p99 latency > 1200ms - High urgency - Payments Primary",
      logo: "https://static.pagerlynx.io/email/logo-2x.png",
      logoAlt: "PagerLynx",
      accent: "#d92d20",
      body:
        `<p style="margin:0 0 6px 0;font-size:12px;font-weight:bold;letter-spacing:1px;color:#d92d20;">TRIGGERED &middot; HIGH URGENCY</p>
<h1 style="margin:0 0 16px 0;font-size:20px;line-height:28px;">#48213 checkout-api: p99 latency &gt; 1200ms (prod-eu-west)</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="font-size:14px;">
  <tr><td style="padding:4px 0;color:#6b7280;width:120px;">Service</td><td style="padding:4px 0;">checkout-api (Payments)</td></tr>
  <tr><td style="padding:4px 0;color:#6b7280;">Escalation</td><td style="padding:4px 0;">Payments Primary &rarr; level 1 (you)</td></tr>
  <tr><td style="padding:4px 0;color:#6b7280;">Triggered</td><td style="padding:4px 0;">Sep 3, 2026 02:14:07 UTC</td></tr>
  <tr><td style="padding:4px 0;color:#6b7280;">Source</td><td style="padding:4px 0;">StratoWatch monitor 20931877</td></tr>
</table>
<pre style="background:#f9fafb;border:1px solid #e5e7eb;padding:12px;font-size:13px;white-space:pre-wrap;">p99 = 1843 ms over the last 5 min (threshold 1200 ms)
hosts affected: 6 of 14</pre>
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
  <td bgcolor="#d92d20" style="border-radius:4px;"><a href="https://tidewell.pagerlynx.io/incidents/PLX-48213/ack?via=email" style="display:inline-block;padding:10px 18px;color:#fff;text-decoration:none;font-weight:bold;">Acknowledge</a></td>
  <td style="width:10px;"></td>
  <td style="border:1px solid #d1d5db;border-radius:4px;"><a href="https://tidewell.pagerlynx.io/incidents/PLX-48213/resolve?via=email" style="display:inline-block;padding:9px 18px;color:#111827;text-decoration:none;">Resolve</a></td>
  <td style="width:10px;"></td>
  <td><a href="https://tidewell.pagerlynx.io/incidents/PLX-48213" style="color:#2563eb;">View incident</a></td>
</tr></table>`,
      footer: `You are receiving this because you are on call for Payments Primary.<br>
<a href="https://tidewell.pagerlynx.io/users/PU7Q2K/notification_rules" style="color:#6b7280;">Notification rules</a> &middot; <a href="https://www.pagerlynx.io/privacy" style="color:#6b7280;">Privacy</a><br>
PagerLynx, Inc. &middot; 600 Harrison St, Suite 410, San Francisco, CA 94107`,
    }),
  },
  {
    family: "pagerlynx",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "730518",
    link: null,
    from: "PagerLynx <no-reply@pagerlynx.io>",
    subject: "Your PagerLynx sign-in code",
    date: when(9, 11, "07:41"),
    text: `Hi Sam,

Use this code to finish signing in to tidewell.pagerlynx.io:

    730 518

The code expires in 10 minutes. It was requested from Chrome on macOS
near Rotterdam, NL (IP 84.27.191.36).

If you didn't try to sign in, change your password and let your account
owner know.

- The PagerLynx team
https://support.pagerlynx.io`,
    html: card({
      preheader: "730 518 is your sign-in code. It expires in 10 minutes.",
      logo: "https://static.pagerlynx.io/email/logo-2x.png",
      logoAlt: "PagerLynx",
      accent: "#0f766e",
      body: `<p>Hi Sam,</p>
<p>Use this code to finish signing in to <strong>tidewell.pagerlynx.io</strong>:</p>
<p style="margin:24px 0;font-family:Menlo,Consolas,monospace;font-size:34px;font-weight:bold;letter-spacing:6px;color:#0f766e;">730 518</p>
<p style="color:#4b5563;font-size:14px;">The code expires in 10 minutes. It was requested from Chrome on macOS near Rotterdam, NL (IP 84.27.191.36).</p>
<p style="color:#4b5563;font-size:14px;">If you didn't try to sign in, change your password and let your account owner know.</p>
<p>&mdash; The PagerLynx team</p>`,
      footer:
        `<a href="https://support.pagerlynx.io" style="color:#6b7280;">Help center</a> &middot; <a href="https://www.pagerlynx.io/legal/terms" style="color:#6b7280;">Terms</a><br>
&copy; 2026 PagerLynx, Inc. &middot; 600 Harrison St, Suite 410, San Francisco, CA 94107`,
    }),
  },
  {
    family: "pagerlynx",
    group: "consumer",
    lang: "en",
    kind: "shift-reminder",
    code: null,
    link: null,
    from: "PagerLynx <no-reply@pagerlynx.io>",
    subject: "Reminder: your on-call shift for Platform Secondary starts Monday 09:00",
    date: when(10, 9, "16:00"),
    text: `Hi Sam,

Your next on-call shift is coming up.

Schedule:   Platform Secondary
Starts:     Mon, Oct 12, 2026 09:00 CEST
Ends:       Mon, Oct 19, 2026 09:00 CEST (7 days)
Handoff from: Jonas Brückner
Handoff to:   Aiko Tanabe

Open incidents on this service right now: 2 (1 high, 1 low)

Add the schedule to your calendar:
webcal://tidewell.pagerlynx.io/schedules/P0X7A1.ics?token=0a6f3e

Trade a shift: https://tidewell.pagerlynx.io/schedules/P0X7A1/overrides

- PagerLynx`,
    html: card({
      preheader: "Platform Secondary, Oct 12 09:00 to Oct 19 09:00 CEST",
      logo: "https://static.pagerlynx.io/email/logo-2x.png",
      logoAlt: "PagerLynx",
      accent: "#0f766e",
      body: `<p>Hi Sam,</p>
<p>Your next on-call shift is coming up.</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;border:1px solid #e5e7eb;width:100%;">
  <tr style="background:#f9fafb;"><td style="color:#6b7280;">Schedule</td><td><strong>Platform Secondary</strong></td></tr>
  <tr><td style="color:#6b7280;">Starts</td><td>Mon, Oct 12, 2026 09:00 CEST</td></tr>
  <tr style="background:#f9fafb;"><td style="color:#6b7280;">Ends</td><td>Mon, Oct 19, 2026 09:00 CEST (7 days)</td></tr>
  <tr><td style="color:#6b7280;">Handoff from</td><td>Jonas Br&uuml;ckner</td></tr>
  <tr style="background:#f9fafb;"><td style="color:#6b7280;">Handoff to</td><td>Aiko Tanabe</td></tr>
</table>
<p style="font-size:14px;">Open incidents on this service right now: <strong>2</strong> (1 high, 1 low)</p>
<p style="font-size:14px;"><a href="webcal://tidewell.pagerlynx.io/schedules/P0X7A1.ics?token=0a6f3e" style="color:#0f766e;">Add to calendar</a> &nbsp;|&nbsp; <a href="https://tidewell.pagerlynx.io/schedules/P0X7A1/overrides" style="color:#0f766e;">Trade a shift</a></p>`,
      footer: `&copy; 2026 PagerLynx, Inc. &middot; 600 Harrison St, Suite 410, San Francisco, CA 94107<br>
<a href="https://tidewell.pagerlynx.io/users/PU7Q2K/notification_rules" style="color:#6b7280;">Change which reminders you get</a>`,
    }),
  },

  // ------------------------------------------------ StratoWatch (metrics and monitors SaaS)
  {
    family: "stratowatch",
    group: "consumer",
    lang: "en",
    kind: "monitor-alert",
    code: null,
    link: null,
    from: "StratoWatch Alerting <alert@mail.stratowatch.com>",
    subject: "[Triggered on {env:prod}] Disk usage above 90% on pg-primary-02",
    date: when(9, 8, "23:52"),
    enc: "qp",
    text: `[Triggered on {env:prod}] Disk usage above 90% on pg-primary-02

avg(last_10m):avg:system.disk.in_use{device:/dev/nvme1n1,host:pg-primary-02} > 0.9

Value: 0.934 (threshold 0.9, warning 0.8)
Started: Tue Sep 08 2026 23:41:00 UTC

Message from the monitor author:
  Postgres WAL volume is filling. Check replication slot lag first.
  Runbook: https://wiki.tidewell.internal/runbooks/pg-disk
  @pagerlynx-database-primary

Monitor: https://app.stratowatch.com/monitors/20933410?from_ts=1788911460000
Edit:    https://app.stratowatch.com/monitors/20933410/edit
Mute for 1h: https://app.stratowatch.com/monitors/20933410/mute?scope=host:pg-primary-02&duration=3600

--
StratoWatch, Inc. | 1 World Trade Center, Fl 64, New York, NY 10007
Unsubscribe from this monitor: https://app.stratowatch.com/monitors/20933410/unsubscribe`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:'Noto Sans',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:0;">
<table width="640" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td style="background:#e5484d;height:6px;font-size:0;line-height:0;">&nbsp;</td></tr>
<tr><td style="padding:18px 24px 4px 24px;">
  <img src="https://static.stratowatch.com/mail/sw-wordmark.png" alt="StratoWatch" width="120" height="24">
</td></tr>
<tr><td style="padding:8px 24px;font-size:18px;font-weight:bold;color:#e5484d;">
  [Triggered on {env:prod}] Disk usage above 90% on pg-primary-02
</td></tr>
<tr><td style="padding:4px 24px;">
  <code style="display:block;background:#f4f4f5;padding:10px;font-size:12px;color:#27272a;">avg(last_10m):avg:system.disk.in_use{device:/dev/nvme1n1,host:pg-primary-02} &gt; 0.9</code>
</td></tr>
<tr><td style="padding:8px 24px;font-size:14px;color:#27272a;">
  <img src="https://app.stratowatch.com/snapshot/view/sw/4c1e/20933410_1788911460.png" alt="Graph: disk in use, last 4 hours" width="592" height="180" style="display:block;border:1px solid #e4e4e7;"><br>
  <strong>Value:</strong> 0.934 &nbsp; (threshold 0.9, warning 0.8)<br>
  <strong>Started:</strong> Tue Sep 08 2026 23:41:00 UTC
</td></tr>
<tr><td style="padding:8px 24px;font-size:14px;color:#27272a;border-left:3px solid #d4d4d8;">
  Postgres WAL volume is filling. Check replication slot lag first.<br>
  Runbook: <a href="https://wiki.tidewell.internal/runbooks/pg-disk">https://wiki.tidewell.internal/runbooks/pg-disk</a><br>
  @pagerlynx-database-primary
</td></tr>
<tr><td style="padding:16px 24px;font-size:14px;">
  <a href="https://app.stratowatch.com/monitors/20933410?from_ts=1788911460000" style="color:#632ca6;font-weight:bold;">View monitor</a> &nbsp;&middot;&nbsp;
  <a href="https://app.stratowatch.com/monitors/20933410/edit" style="color:#632ca6;">Edit</a> &nbsp;&middot;&nbsp;
  <a href="https://app.stratowatch.com/monitors/20933410/mute?scope=host:pg-primary-02&amp;duration=3600" style="color:#632ca6;">Mute for 1h</a>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#71717a;border-top:1px solid #e4e4e7;">
  StratoWatch, Inc. &middot; 1 World Trade Center, Fl 64, New York, NY 10007 &middot;
  <a href="https://app.stratowatch.com/monitors/20933410/unsubscribe" style="color:#71717a;">Unsubscribe from this monitor</a>
</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "stratowatch",
    group: "consumer",
    lang: "en",
    kind: "monitor-recovered",
    code: null,
    link: null,
    from: "StratoWatch Alerting <alert@mail.stratowatch.com>",
    subject: "[Recovered on {env:prod}] Disk usage above 90% on pg-primary-02",
    date: when(9, 9, "00:37"),
    text: `[Recovered on {env:prod}] Disk usage above 90% on pg-primary-02

The monitor is back to OK after 56 minutes.

Value: 0.712 (threshold 0.9)
Recovered: Wed Sep 09 2026 00:37:00 UTC

Monitor: https://app.stratowatch.com/monitors/20933410?from_ts=1788914220000

--
StratoWatch, Inc. | 1 World Trade Center, Fl 64, New York, NY 10007`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:'Noto Sans',Helvetica,Arial,sans-serif;">
<table width="640" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td style="background:#30a46c;height:6px;font-size:0;line-height:0;">&nbsp;</td></tr>
<tr><td style="padding:18px 24px 4px 24px;"><img src="https://static.stratowatch.com/mail/sw-wordmark.png" alt="StratoWatch" width="120" height="24"></td></tr>
<tr><td style="padding:8px 24px;font-size:18px;font-weight:bold;color:#30a46c;">[Recovered on {env:prod}] Disk usage above 90% on pg-primary-02</td></tr>
<tr><td style="padding:8px 24px;font-size:14px;color:#27272a;">
  The monitor is back to OK after 56 minutes.<br><br>
  <strong>Value:</strong> 0.712 (threshold 0.9)<br>
  <strong>Recovered:</strong> Wed Sep 09 2026 00:37:00 UTC
</td></tr>
<tr><td style="padding:16px 24px;font-size:14px;"><a href="https://app.stratowatch.com/monitors/20933410?from_ts=1788914220000" style="color:#632ca6;font-weight:bold;">View monitor</a></td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#71717a;border-top:1px solid #e4e4e7;">StratoWatch, Inc. &middot; 1 World Trade Center, Fl 64, New York, NY 10007</td></tr>
</table></body></html>`,
  },
  {
    family: "stratowatch",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.stratowatch.com/account/invite/accept?token=sw_inv_9f3KqT2vX8LmA0c7",
    from: "StratoWatch <no-reply@stratowatch.com>",
    subject: "Meera Iyer invited you to join Tidewell Labs (EU) on StratoWatch",
    date: when(9, 1, "10:06"),
    text: `Meera Iyer (meera.iyer@tidewell.io) has invited you to join the
organization "Tidewell Labs (EU)" on StratoWatch with the Standard role.

Accept the invitation:
https://app.stratowatch.com/account/invite/accept?token=sw_inv_9f3KqT2vX8LmA0c7

This invitation expires in 48 hours. Already a member of another
organization? You can switch between them from the account menu.

Questions? https://docs.stratowatch.com/account-management/users/

StratoWatch, Inc. | 1 World Trade Center, Fl 64, New York, NY 10007
Privacy: https://www.stratowatch.com/legal/privacy/`,
    html: card({
      preheader: "Join Tidewell Labs (EU) on StratoWatch",
      logo: "https://static.stratowatch.com/mail/sw-wordmark.png",
      logoAlt: "StratoWatch",
      accent: "#632ca6",
      body: `<h1 style="font-size:22px;margin:0 0 16px 0;">You're invited to Tidewell Labs (EU)</h1>
<p><strong>Meera Iyer</strong> (meera.iyer@tidewell.io) has invited you to join the organization <strong>Tidewell Labs (EU)</strong> on StratoWatch with the <em>Standard</em> role.</p>
${
        button(
          "https://app.stratowatch.com/account/invite/accept?token=sw_inv_9f3KqT2vX8LmA0c7",
          "Accept invitation",
          "#632ca6",
        )
      }
<p style="font-size:13px;color:#6b7280;">This invitation expires in 48 hours. Already a member of another organization? You can switch between them from the account menu.</p>`,
      footer:
        `<a href="https://docs.stratowatch.com/account-management/users/" style="color:#6b7280;">Docs</a> &middot; <a href="https://www.stratowatch.com/legal/privacy/" style="color:#6b7280;">Privacy</a><br>StratoWatch, Inc. &middot; 1 World Trade Center, Fl 64, New York, NY 10007`,
    }),
  },

  // ------------------------------------------------ Statusroost (hosted status pages)
  {
    family: "statusroost",
    group: "consumer",
    lang: "en",
    kind: "subscribe-confirm",
    code: null,
    link: "https://status.quillmesh.com/subscriptions/confirm/7c2d81e0b4?utm_source=statusroost",
    from: "Quillmesh Status <noreply@statusroost.email>",
    subject: "Confirm your subscription to Quillmesh Status",
    date: when(9, 2, "09:18"),
    text: `Quillmesh Status

Please confirm your subscription to incident and maintenance updates
for Quillmesh (APIs, Webhooks, Dashboard, EU region).

Confirm subscription:
https://status.quillmesh.com/subscriptions/confirm/7c2d81e0b4?utm_source=statusroost

If you didn't subscribe, ignore this e-mail and you won't hear from us.

Powered by Statusroost - https://www.statusroost.com`,
    html: `<!DOCTYPE html><html><body style="margin:0;padding:0;background:#fafafa;">
<center>
<table width="560" cellpadding="0" cellspacing="0" border="0" style="margin:30px auto;background:#fff;border:1px solid #eaeaea;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #eaeaea;">
  <img src="https://cdn.statusroost.com/pages/qm/logo.png" alt="Quillmesh Status" height="28">
</td></tr>
<tr><td style="padding:24px 32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#333;line-height:22px;">
  <p style="margin-top:0;">Please confirm your subscription to incident and maintenance updates for <b>Quillmesh</b>.</p>
  <p style="font-size:13px;color:#777;">Components: APIs, Webhooks, Dashboard, EU region</p>
  <p style="margin:26px 0;"><a href="https://status.quillmesh.com/subscriptions/confirm/7c2d81e0b4?utm_source=statusroost" style="background:#1a73e8;color:#fff;padding:11px 22px;text-decoration:none;border-radius:3px;font-weight:bold;">Confirm subscription</a></p>
  <p style="font-size:13px;color:#777;">If you didn't subscribe, ignore this e-mail and you won't hear from us.</p>
</td></tr>
<tr><td style="padding:14px 32px;background:#fafafa;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#999;text-align:center;">
  <a href="https://status.quillmesh.com" style="color:#999;">status.quillmesh.com</a> &middot; Powered by <a href="https://www.statusroost.com/?ref=email" style="color:#999;">Statusroost</a>
</td></tr>
</table></center></body></html>`,
  },
  {
    family: "statusroost",
    group: "consumer",
    lang: "en",
    kind: "incident-update",
    code: null,
    link: null,
    from: "Quillmesh Status <noreply@statusroost.email>",
    subject: "[Quillmesh] Update - Elevated webhook delivery delays in EU region",
    date: when(9, 17, "14:47"),
    enc: "qp",
    text: `Quillmesh Status - Incident update

Elevated webhook delivery delays in EU region

Monitoring - A fix has been deployed and webhook queues are draining.
Median delivery delay is back under 4 seconds; a backlog of about
210,000 events from 12:05-14:20 UTC is being replayed in order.
Sep 17, 14:46 UTC

Identified - The delay is caused by a saturated broker node in
eu-central-1b. We are shifting traffic to the remaining nodes.
Sep 17, 13:10 UTC

Investigating - We are investigating delays of up to 25 minutes for
webhook deliveries to endpoints in the EU region.
Sep 17, 12:22 UTC

Affected: Webhooks (EU)

View incident: https://status.quillmesh.com/incidents/k3w9p7vbq1zr
Unsubscribe: https://status.quillmesh.com/subscriptions/7c2d81e0b4/unsubscribe
Manage: https://status.quillmesh.com/subscriptions/7c2d81e0b4/edit`,
    html: `<!DOCTYPE html><html><body style="margin:0;padding:0;background:#fafafa;">
<table width="560" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:30px auto;background:#fff;border:1px solid #eaeaea;font-family:Helvetica,Arial,sans-serif;">
<tr><td style="padding:20px 32px;border-bottom:1px solid #eaeaea;"><img src="https://cdn.statusroost.com/pages/qm/logo.png" alt="Quillmesh Status" height="28"></td></tr>
<tr><td style="padding:20px 32px 0 32px;font-size:19px;font-weight:bold;color:#e8a317;">Elevated webhook delivery delays in EU region</td></tr>
<tr><td style="padding:16px 32px;font-size:14px;color:#333;line-height:21px;">
  <p><b>Monitoring</b> &ndash; A fix has been deployed and webhook queues are draining. Median delivery delay is back under 4 seconds; a backlog of about 210,000 events from 12:05&ndash;14:20 UTC is being replayed in order.<br><span style="color:#999;font-size:12px;">Sep 17, 14:46 UTC</span></p>
  <p><b>Identified</b> &ndash; The delay is caused by a saturated broker node in eu-central-1b. We are shifting traffic to the remaining nodes.<br><span style="color:#999;font-size:12px;">Sep 17, 13:10 UTC</span></p>
  <p><b>Investigating</b> &ndash; We are investigating delays of up to 25 minutes for webhook deliveries to endpoints in the EU region.<br><span style="color:#999;font-size:12px;">Sep 17, 12:22 UTC</span></p>
  <p style="color:#777;font-size:13px;">This incident affected: Webhooks (EU)</p>
  <p><a href="https://status.quillmesh.com/incidents/k3w9p7vbq1zr" style="color:#1a73e8;">View incident</a></p>
</td></tr>
<tr><td style="padding:14px 32px;background:#fafafa;font-size:11px;color:#999;text-align:center;">
  You're subscribed to Quillmesh Status. <a href="https://status.quillmesh.com/subscriptions/7c2d81e0b4/edit" style="color:#999;">Manage</a> &middot; <a href="https://status.quillmesh.com/subscriptions/7c2d81e0b4/unsubscribe" style="color:#999;">Unsubscribe</a><br>Powered by Statusroost
</td></tr>
</table></body></html>`,
  },
  {
    family: "statusroost",
    group: "consumer",
    lang: "en",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "Harbordns Status <noreply@statusroost.email>",
    subject: "[Scheduled] Anycast edge maintenance in AMS and FRA - Oct 6, 01:00-03:00 UTC",
    date: when(9, 29, "11:30"),
    text: `Harbordns Status - Scheduled maintenance

Anycast edge maintenance in AMS and FRA

Scheduled for Oct 6, 2026 01:00 - 03:00 UTC.

We will replace route reflectors at our Amsterdam and Frankfurt edge
sites. Queries will be served from neighbouring sites (LHR, CDG, WAW)
during the window; expect up to 15 ms of added latency for resolvers
in Central Europe. No action is required.

Affected: Authoritative DNS (EU), Secondary DNS / AXFR

View maintenance: https://status.harbordns.net/incidents/0m5v2h8rj4tq
Unsubscribe: https://status.harbordns.net/subscriptions/d91a3f/unsubscribe`,
    html: null,
  },

  // ------------------------------------------------ Hafenrechen (German hosting / cloud provider)
  {
    family: "hafenrechen",
    group: "regional",
    lang: "de",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "Hafenrechen Rechenzentrum <wartung@hafenrechen.de>",
    subject: "Geplante Wartung: Netzwerk-Core HAM2 am 22.09.2026, 02:00–04:00 Uhr",
    date: when(9, 14, "10:12", "+0200"),
    enc: "qp",
    text: `Guten Tag,

hiermit kündigen wir eine geplante Wartung an, die Ihre Server im
Standort Hamburg (HAM2) betreffen kann.

Zeitraum:   Dienstag, 22.09.2026, 02:00 bis 04:00 Uhr (MESZ)
Standort:   HAM2, Brandbrücke 14, 20457 Hamburg
Betroffen:  Kundennummer K-204187, 4 dedizierte Server, 2 Cloud-Projekte
Auswirkung: einzelne Paketverluste und bis zu 2 Unterbrechungen von
            jeweils höchstens 90 Sekunden

Wir tauschen die Line Cards der beiden Core-Router nacheinander aus.
Redundant angebundene Systeme sollten nur kurz umschalten.

Den aktuellen Stand finden Sie jederzeit unter
https://status.hafenrechen.de/wartung/2026-0922-ham2

Bei Fragen erreichen Sie unseren Support rund um die Uhr unter
+49 40 3099 1870 oder über die Konsole.

Mit freundlichen Grüßen
Ihr Netzwerkteam der Hafenrechen GmbH

--
Hafenrechen GmbH · Brandbrücke 14 · 20457 Hamburg
Geschäftsführer: Henrike Voß, Malte Carstensen
Amtsgericht Hamburg HRB 158203 · USt-IdNr. DE318274559`,
    html: card({
      lang: "de",
      preheader: "HAM2, 22.09.2026 02:00–04:00 Uhr: kurze Unterbrechungen möglich",
      logo: "https://www.hafenrechen.de/assets/mail/logo-hr.png",
      logoAlt: "Hafenrechen",
      accent: "#004b87",
      body: `<p>Guten Tag,</p>
<p>hiermit kündigen wir eine geplante Wartung an, die Ihre Server im Standort Hamburg (HAM2) betreffen kann.</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" width="100%" style="font-size:14px;background:#f1f5f9;">
  <tr><td style="width:110px;color:#475569;">Zeitraum</td><td>Dienstag, 22.09.2026, 02:00 bis 04:00 Uhr (MESZ)</td></tr>
  <tr><td style="color:#475569;">Standort</td><td>HAM2, Brandbrücke 14, 20457 Hamburg</td></tr>
  <tr><td style="color:#475569;">Betroffen</td><td>Kundennummer K-204187, 4 dedizierte Server, 2 Cloud-Projekte</td></tr>
  <tr><td style="color:#475569;">Auswirkung</td><td>einzelne Paketverluste und bis zu 2 Unterbrechungen von jeweils höchstens 90 Sekunden</td></tr>
</table>
<p>Wir tauschen die Line Cards der beiden Core-Router nacheinander aus. Redundant angebundene Systeme sollten nur kurz umschalten.</p>
<p>Den aktuellen Stand finden Sie jederzeit auf unserer <a href="https://status.hafenrechen.de/wartung/2026-0922-ham2" style="color:#004b87;">Statusseite</a>.</p>
<p>Bei Fragen erreichen Sie unseren Support rund um die Uhr unter <a href="tel:+494030991870" style="color:#004b87;">+49 40 3099 1870</a> oder über die Konsole.</p>
<p>Mit freundlichen Grüßen<br>Ihr Netzwerkteam der Hafenrechen GmbH</p>`,
      footer: `Hafenrechen GmbH &middot; Brandbrücke 14 &middot; 20457 Hamburg<br>
Geschäftsführer: Henrike Voß, Malte Carstensen &middot; Amtsgericht Hamburg HRB 158203 &middot; USt-IdNr. DE318274559<br>
<a href="https://www.hafenrechen.de/impressum" style="color:#6b7280;">Impressum</a> &middot; <a href="https://www.hafenrechen.de/datenschutz" style="color:#6b7280;">Datenschutz</a>`,
    }),
  },
  {
    family: "hafenrechen",
    group: "regional",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Hafenrechen Buchhaltung <rechnung@hafenrechen.de>",
    subject: "Ihre Rechnung RE-2026-0918342 (Kundennummer K-204187)",
    date: when(10, 1, "06:03", "+0200"),
    text: `Sehr geehrte Damen und Herren,

anbei erhalten Sie Ihre Rechnung für den Leistungszeitraum 01.09.2026
bis 30.09.2026.

Rechnungsnummer:  RE-2026-0918342
Kundennummer:     K-204187
Rechnungsbetrag:  2.417,63 EUR (inkl. 19 % USt.)
Fällig am:        15.10.2026

Der Betrag wird per SEPA-Lastschrift von Ihrem Konto
DE89 •••• •••• •••• 4821 eingezogen (Mandatsreferenz HR-K204187-01).

Alle Rechnungen finden Sie auch in der Konsole unter
https://konsole.hafenrechen.de/abrechnung/rechnungen

Mit freundlichen Grüßen
Ihre Buchhaltung der Hafenrechen GmbH

Hafenrechen GmbH · Brandbrücke 14 · 20457 Hamburg · Tel. +49 40 3099 1800`,
    html: null,
    enc: "8bit",
    attachment: [
      "RE-2026-0918342.pdf",
      "application/pdf",
      pdf("Hafenrechen GmbH Rechnung RE-2026-0918342 Betrag 2417,63 EUR"),
    ],
  },
  {
    family: "hafenrechen",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "58204117",
    link: null,
    from: "Hafenrechen Konsole <konsole@hafenrechen.de>",
    subject: "Ihr Anmeldecode für die Hafenrechen Konsole",
    date: when(10, 14, "03:26", "+0200"),
    html_enc: "b64",
    text: `Hallo Sam Reader,

für die Anmeldung an der Hafenrechen Konsole wurde ein Bestätigungscode
angefordert:

  5820 4117

Geben Sie den Code im Anmeldefenster ein. Er ist 15 Minuten gültig.

Anmeldeversuch: 14.10.2026, 03:26 Uhr, IP 217.86.44.102 (Firefox, Linux)

Waren Sie das nicht? Dann ändern Sie bitte sofort Ihr Passwort und
informieren Sie unseren Support unter +49 40 3099 1870.

Ihr Hafenrechen-Team`,
    html: card({
      lang: "de",
      preheader: "Ihr Bestätigungscode ist 15 Minuten gültig.",
      logo: "https://www.hafenrechen.de/assets/mail/logo-hr.png",
      logoAlt: "Hafenrechen",
      accent: "#004b87",
      body: `<p>Hallo Sam Reader,</p>
<p>für die Anmeldung an der Hafenrechen Konsole wurde ein Bestätigungscode angefordert:</p>
<div style="margin:22px 0;padding:16px;background:#eef4fb;text-align:center;font-family:Consolas,monospace;font-size:30px;font-weight:bold;letter-spacing:4px;color:#004b87;">5820&nbsp;4117</div>
<p>Geben Sie den Code im Anmeldefenster ein. Er ist <strong>15 Minuten</strong> gültig.</p>
<p style="font-size:13px;color:#475569;">Anmeldeversuch: 14.10.2026, 03:26 Uhr, IP 217.86.44.102 (Firefox, Linux)</p>
<p style="font-size:13px;color:#475569;">Waren Sie das nicht? Dann ändern Sie bitte sofort Ihr Passwort und informieren Sie unseren Support unter +49 40 3099 1870.</p>
<p>Ihr Hafenrechen-Team</p>`,
      footer: `Hafenrechen GmbH &middot; Brandbrücke 14 &middot; 20457 Hamburg<br>
<a href="https://www.hafenrechen.de/impressum" style="color:#6b7280;">Impressum</a> &middot; <a href="https://www.hafenrechen.de/datenschutz" style="color:#6b7280;">Datenschutz</a> &middot; <a href="https://hilfe.hafenrechen.de" style="color:#6b7280;">Hilfe</a>`,
    }),
  },

  // ------------------------------------------------ Veridomo (workforce single sign-on)
  {
    family: "veridomo",
    group: "consumer",
    lang: "en",
    kind: "device-code",
    code: "NKQT-WHZB",
    code_digits: "NKQTWHZB",
    link: null,
    from: "Veridomo <security@veridomo.com>",
    subject: "Confirm sign-in from a new device",
    date: when(9, 4, "08:55"),
    text: `Tidewell - Veridomo

We noticed a sign-in to your Tidewell account from a device we
haven't seen before:

  Device:    Firefox 131 on Ubuntu
  Location:  Utrecht, Netherlands (approximate)
  Time:      Sep 4, 2026, 10:55 CEST

To continue on that device, type this confirmation code when asked:

  NKQT-WHZB

The code is good for 15 minutes and can be used once.

Didn't try to sign in? Don't share the code with anyone. Report it
to your IT team at it-help@tidewell.io or reset your password from
https://tidewell.veridomo.com/signin/forgot-password

Veridomo, Inc. | 101 Second Street, Suite 1500, San Francisco, CA 94105`,
    html: card({
      preheader: "Enter the code NKQT-WHZB on the device to continue.",
      logo: "https://ok2static.veridomo.com/brand/tidewell/logo-email.png",
      logoAlt: "Tidewell",
      accent: "#00297a",
      body: `<h2 style="margin:0 0 14px 0;font-size:20px;">Confirm sign-in from a new device</h2>
<p>We noticed a sign-in to your Tidewell account from a device we haven't seen before:</p>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font-size:14px;">
  <tr><td style="color:#6b7280;">Device</td><td>Firefox 131 on Ubuntu</td></tr>
  <tr><td style="color:#6b7280;">Location</td><td>Utrecht, Netherlands (approximate)</td></tr>
  <tr><td style="color:#6b7280;">Time</td><td>Sep 4, 2026, 10:55 CEST</td></tr>
</table>
<p>To continue on that device, type this confirmation code when asked:</p>
<p style="margin:18px 0;text-align:center;"><span style="display:inline-block;padding:12px 24px;border:2px dashed #00297a;font-family:Menlo,monospace;font-size:28px;letter-spacing:3px;font-weight:bold;">NKQT-WHZB</span></p>
<p style="font-size:13px;color:#6b7280;">The code is good for 15 minutes and can be used once.</p>
<p style="font-size:13px;color:#6b7280;">Didn't try to sign in? Don't share the code with anyone. Report it to your IT team at <a href="mailto:it-help@tidewell.io">it-help@tidewell.io</a> or <a href="https://tidewell.veridomo.com/signin/forgot-password">reset your password</a>.</p>`,
      footer:
        `This message was sent by Veridomo on behalf of Tidewell.<br>Veridomo, Inc. &middot; 101 Second Street, Suite 1500, San Francisco, CA 94105<br><a href="https://www.veridomo.com/privacy" style="color:#6b7280;">Privacy</a>`,
    }),
  },
  {
    family: "veridomo",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link:
      "https://tidewell.veridomo.com/email/verify/00u8kq2zt1?token=vd.eyJ0eXAiOiJtbCJ9.Qm9hM3&redirect=%2Fapp%2Fuserhome",
    from: "Veridomo <noreply@veridomo.com>",
    subject: "Your sign-in link for Tidewell",
    date: when(9, 21, "07:02"),
    enc: "qp",
    text: `Hi Sam,

Click the link below to sign in to Tidewell. It works once and only on
the browser where you asked for it.

https://tidewell.veridomo.com/email/verify/00u8kq2zt1?token=vd.eyJ0eXAiOiJtbCJ9.Qm9hM3&redirect=%2Fapp%2Fuserhome

The link expires in 5 minutes. If you didn't request it, you can ignore
this message.

Requested from: Safari on iOS, 31.201.4.77 (Amsterdam, NL)`,
    html: card({
      preheader: "Sign in to Tidewell with one click",
      logo: "https://ok2static.veridomo.com/brand/tidewell/logo-email.png",
      logoAlt: "Tidewell",
      accent: "#00297a",
      body: `<p>Hi Sam,</p>
<p>Click the button below to sign in to Tidewell. It works once and only on the browser where you asked for it.</p>
${
        button(
          "https://tidewell.veridomo.com/email/verify/00u8kq2zt1?token=vd.eyJ0eXAiOiJtbCJ9.Qm9hM3&amp;redirect=%2Fapp%2Fuserhome",
          "Sign in to Tidewell",
          "#00297a",
        )
      }
<p style="font-size:13px;color:#6b7280;">The link expires in 5 minutes. If you didn't request it, you can ignore this message.</p>
<p style="font-size:12px;color:#9ca3af;">Requested from: Safari on iOS, 31.201.4.77 (Amsterdam, NL)</p>`,
      footer:
        `Veridomo, Inc. &middot; 101 Second Street, Suite 1500, San Francisco, CA 94105<br><a href="https://www.veridomo.com/privacy" style="color:#6b7280;">Privacy</a> &middot; <a href="https://help.veridomo.com" style="color:#6b7280;">Help</a>`,
    }),
  },
  {
    family: "veridomo",
    group: "consumer",
    lang: "en",
    kind: "approve-signin",
    code: null,
    link: "https://tidewell.veridomo.com/signin/approve/txn_6QhV2mZrA8?sig=Zt4rq0kP",
    from: "Veridomo <security@veridomo.com>",
    subject: "Action needed: approve your sign-in to AWS Console (prod)",
    date: when(10, 16, "02:48"),
    text: `Approve your sign-in

You're signing in to AWS Console (prod) from a browser that needs one
more check, and push notifications to Veridomo Verify are turned off
on your phone.

Application:  AWS Console (prod)
Browser:      Chrome 130 on macOS
IP address:   145.53.12.90 (Rotterdam, NL)
Time:         Oct 16, 2026 04:48 CEST

If this was you, approve it here:
https://tidewell.veridomo.com/signin/approve/txn_6QhV2mZrA8?sig=Zt4rq0kP

If it wasn't, deny it instead:
https://tidewell.veridomo.com/signin/deny/txn_6QhV2mZrA8?sig=Zt4rq0kP

This request expires at 04:58 CEST.`,
    html: card({
      preheader: "AWS Console (prod) - Chrome 130 on macOS - Rotterdam, NL",
      logo: "https://ok2static.veridomo.com/brand/tidewell/logo-email.png",
      logoAlt: "Tidewell",
      accent: "#00297a",
      body: `<h2 style="margin:0 0 14px 0;font-size:20px;">Approve your sign-in</h2>
<p>You're signing in to <strong>AWS Console (prod)</strong> from a browser that needs one more check, and push notifications to Veridomo Verify are turned off on your phone.</p>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font-size:14px;background:#f8fafc;width:100%;">
  <tr><td style="color:#6b7280;width:110px;">Application</td><td>AWS Console (prod)</td></tr>
  <tr><td style="color:#6b7280;">Browser</td><td>Chrome 130 on macOS</td></tr>
  <tr><td style="color:#6b7280;">IP address</td><td>145.53.12.90 (Rotterdam, NL)</td></tr>
  <tr><td style="color:#6b7280;">Time</td><td>Oct 16, 2026 04:48 CEST</td></tr>
</table>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr>
  <td bgcolor="#15803d" style="border-radius:4px;"><a href="https://tidewell.veridomo.com/signin/approve/txn_6QhV2mZrA8?sig=Zt4rq0kP" style="display:inline-block;padding:11px 24px;color:#fff;font-weight:bold;text-decoration:none;">Yes, it's me</a></td>
  <td style="width:12px;"></td>
  <td style="border:1px solid #b91c1c;border-radius:4px;"><a href="https://tidewell.veridomo.com/signin/deny/txn_6QhV2mZrA8?sig=Zt4rq0kP" style="display:inline-block;padding:10px 24px;color:#b91c1c;text-decoration:none;">No, deny</a></td>
</tr></table>
<p style="font-size:13px;color:#6b7280;">This request expires at 04:58 CEST.</p>`,
      footer: `Veridomo, Inc. &middot; 101 Second Street, Suite 1500, San Francisco, CA 94105`,
    }),
  },
  {
    family: "veridomo",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Veridomo <noreply@veridomo.com>",
    subject: "Your Tidewell password was changed",
    date: when(10, 20, "18:31"),
    text: `Hi Sam,

The password for your Tidewell account (sam.reader@tidewell.io) was
changed on Oct 20, 2026 at 20:31 CEST.

If you made this change, there's nothing else to do.

If you didn't, contact IT right away: it-help@tidewell.io or
+31 20 808 4417 (24/7 service desk).

Veridomo, Inc. | 101 Second Street, Suite 1500, San Francisco, CA 94105`,
    html: card({
      preheader: "Changed on Oct 20, 2026 at 20:31 CEST",
      logo: "https://ok2static.veridomo.com/brand/tidewell/logo-email.png",
      logoAlt: "Tidewell",
      accent: "#00297a",
      body: `<p>Hi Sam,</p>
<p>The password for your Tidewell account (<strong>sam.reader@tidewell.io</strong>) was changed on Oct 20, 2026 at 20:31 CEST.</p>
<p>If you made this change, there's nothing else to do.</p>
<p>If you didn't, contact IT right away: <a href="mailto:it-help@tidewell.io">it-help@tidewell.io</a> or +31 20 808 4417 (24/7 service desk).</p>`,
      footer:
        `Veridomo, Inc. &middot; 101 Second Street, Suite 1500, San Francisco, CA 94105<br><a href="https://www.veridomo.com/privacy" style="color:#6b7280;">Privacy</a>`,
    }),
  },

  // ------------------------------------------------ Lychgate (self-hosted identity server, realm "tidewell-internal")
  {
    family: "lychgate-idp",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://id.tidewell.io/realms/staff/login-actions/action-token?key=eyJhbGciOiJIUzUxMiJ9.eyJleHAiOjE3ODkxMjB9.x2Qd&client_id=account-console&tab_id=Rk3b8wYqL0",
    from: "Tidewell ID <id-noreply@tidewell.io>",
    subject: "Verify email",
    date: when(9, 1, "09:12", "+0200"),
    text: `Someone has created a staff account on Tidewell ID with this email
address. If this was you, open the link below to verify your email
address.

https://id.tidewell.io/realms/staff/login-actions/action-token?key=eyJhbGciOiJIUzUxMiJ9.eyJleHAiOjE3ODkxMjB9.x2Qd&client_id=account-console&tab_id=Rk3b8wYqL0

This link will expire within 12 hours.

If you didn't create this account, just ignore this message.`,
    html: `<html><body>
<p>Someone has created a staff account on Tidewell ID with this email address. If this was you, click the link below to verify your email address</p>
<p><a href="https://id.tidewell.io/realms/staff/login-actions/action-token?key=eyJhbGciOiJIUzUxMiJ9.eyJleHAiOjE3ODkxMjB9.x2Qd&amp;client_id=account-console&amp;tab_id=Rk3b8wYqL0" rel="nofollow">Link to e-mail address verification</a></p>
<p>This link will expire within 12 hours.</p>
<p>If you didn't create this account, just ignore this message.</p>
</body></html>`,
  },
  {
    family: "lychgate-idp",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://id.tidewell.io/realms/staff/login-actions/action-token?key=eyJhbGciOiJIUzUxMiJ9.eyJ0eXAiOiJyZXNldCJ9.pQ7m&client_id=grafana&tab_id=u9KcW2sDxe",
    from: "Tidewell ID <id-noreply@tidewell.io>",
    subject: "Reset password",
    date: when(9, 25, "22:40", "+0200"),
    text: `Someone just requested to change your Tidewell ID account's
credentials. If this was you, open the link below to reset them.

https://id.tidewell.io/realms/staff/login-actions/action-token?key=eyJhbGciOiJIUzUxMiJ9.eyJ0eXAiOiJyZXNldCJ9.pQ7m&client_id=grafana&tab_id=u9KcW2sDxe

This link and code will expire within 30 minutes.

If you don't want to reset your credentials, just ignore this message
and nothing will be changed.`,
    html: `<html><body>
<p>Someone just requested to change your Tidewell ID account's credentials. If this was you, click on the link below to reset them.</p>
<p><a href="https://id.tidewell.io/realms/staff/login-actions/action-token?key=eyJhbGciOiJIUzUxMiJ9.eyJ0eXAiOiJyZXNldCJ9.pQ7m&amp;client_id=grafana&amp;tab_id=u9KcW2sDxe">Link to reset credentials</a></p>
<p>This link and code will expire within 30 minutes.</p>
<p>If you don't want to reset your credentials, just ignore this message and nothing will be changed.</p>
</body></html>`,
  },
  {
    family: "lychgate-idp",
    group: "oss",
    lang: "de",
    kind: "verify-link",
    code: null,
    link:
      "https://sso.brueckner-it.de/realms/kunden/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJ2ZXJpZnkiOjF9.a8Zr&client_id=gitlab&tab_id=T0pq3nH6vM",
    from: "Brückner IT Kundenportal <sso@brueckner-it.de>",
    subject: "E-Mail verifizieren",
    date: when(10, 7, "13:15", "+0200"),
    enc: "qp",
    text: `Jemand hat ein Konto bei Brückner IT Kundenportal mit dieser
E-Mail-Adresse erstellt. Sollten Sie das gewesen sein, dann öffnen Sie
den untenstehenden Link, um die E-Mail-Adresse zu verifizieren.

https://sso.brueckner-it.de/realms/kunden/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJ2ZXJpZnkiOjF9.a8Zr&client_id=gitlab&tab_id=T0pq3nH6vM

Dieser Link wird in 12 Stunden ablaufen.

Sollten Sie dieses Konto nicht erstellt haben, dann können Sie diese
Nachricht ignorieren.`,
    html: `<html><body>
<p>Jemand hat ein Konto bei Brückner IT Kundenportal mit dieser E-Mail-Adresse erstellt. Sollten Sie das gewesen sein, dann klicken Sie auf den untenstehenden Link, um die E-Mail-Adresse zu verifizieren.</p>
<p><a href="https://sso.brueckner-it.de/realms/kunden/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.eyJ2ZXJpZnkiOjF9.a8Zr&amp;client_id=gitlab&amp;tab_id=T0pq3nH6vM" rel="nofollow">Link zur Bestätigung der E-Mail-Adresse</a></p>
<p>Dieser Link wird in 12 Stunden ablaufen.</p>
<p>Sollten Sie dieses Konto nicht erstellt haben, dann können Sie diese Nachricht ignorieren.</p>
</body></html>`,
  },

  // ------------------------------------------------ Ferngate (mesh VPN)
  {
    family: "ferngate-vpn",
    group: "consumer",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Ferngate <notifications@ferngate.net>",
    subject: "A new device joined the tidewell.io tailnet",
    date: when(9, 5, "15:20"),
    text: `A new device was added to your network tidewell.io.

  Machine:   sre-bastion-eu-3
  Owner:     sam.reader@tidewell.io
  OS:        Linux 6.8.0-45-generic (Ubuntu 24.04)
  Address:   100.87.14.203
  Tags:      tag:bastion, tag:prod
  Added:     2026-09-05 15:20:44 UTC

Key expiry is disabled for tagged devices. You can review the machine
in the admin console:
https://login.ferngate.net/admin/machines/100.87.14.203

You're receiving this because you are an admin of tidewell.io.
Notification settings: https://login.ferngate.net/admin/settings/notifications

Ferngate Networks Inc., 85 Bluor St W, Toronto, ON M5S 1M1, Canada`,
    html: card({
      preheader: "sre-bastion-eu-3 (100.87.14.203) was added by sam.reader@tidewell.io",
      logo: "https://ferngate.net/email/ferngate-logo@2x.png",
      logoAlt: "Ferngate",
      accent: "#1f2937",
      body: `<p>A new device was added to your network <strong>tidewell.io</strong>.</p>
<table role="presentation" cellpadding="5" cellspacing="0" border="0" style="font-size:14px;font-family:Menlo,Consolas,monospace;">
  <tr><td style="color:#6b7280;">Machine</td><td>sre-bastion-eu-3</td></tr>
  <tr><td style="color:#6b7280;">Owner</td><td>sam.reader@tidewell.io</td></tr>
  <tr><td style="color:#6b7280;">OS</td><td>Linux 6.8.0-45-generic (Ubuntu 24.04)</td></tr>
  <tr><td style="color:#6b7280;">Address</td><td>100.87.14.203</td></tr>
  <tr><td style="color:#6b7280;">Tags</td><td>tag:bastion, tag:prod</td></tr>
  <tr><td style="color:#6b7280;">Added</td><td>2026-09-05 15:20:44 UTC</td></tr>
</table>
<p>Key expiry is disabled for tagged devices. You can <a href="https://login.ferngate.net/admin/machines/100.87.14.203">review the machine</a> in the admin console.</p>`,
      footer:
        `You're receiving this because you are an admin of tidewell.io. <a href="https://login.ferngate.net/admin/settings/notifications" style="color:#6b7280;">Notification settings</a><br>Ferngate Networks Inc., 85 Bluor St W, Toronto, ON M5S 1M1, Canada`,
    }),
  },
  {
    family: "ferngate-vpn",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "19PX7D",
    link: null,
    from: "Ferngate <login@ferngate.net>",
    subject: "19PX7D is your Ferngate login code",
    date: when(9, 30, "06:10"),
    text: `Your Ferngate login code is:

19PX7D

Enter it in the browser window where you started signing in. The code
is valid for 10 minutes.

Not you? Someone may have typed your e-mail address by mistake; you
can safely ignore this e-mail.

Ferngate Networks Inc.`,
    html: `<!doctype html><html><body style="background:#f9f7f4;margin:0;padding:40px 0;">
<table align="center" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e7e2da;border-radius:8px;font-family:Inter,Helvetica,Arial,sans-serif;">
<tr><td style="padding:28px 36px 0 36px;"><img src="https://ferngate.net/email/ferngate-logo@2x.png" width="110" alt="Ferngate"></td></tr>
<tr><td style="padding:20px 36px 0 36px;font-size:15px;color:#1f2937;">Your Ferngate login code is:</td></tr>
<tr><td style="padding:14px 36px;"><div style="background:#f3f4f6;border-radius:6px;padding:14px 0;text-align:center;font-family:'JetBrains Mono',Menlo,monospace;font-size:32px;letter-spacing:8px;font-weight:700;color:#111827;">19PX7D</div></td></tr>
<tr><td style="padding:0 36px 24px 36px;font-size:14px;line-height:21px;color:#4b5563;">Enter it in the browser window where you started signing in. The code is valid for 10 minutes.<br><br>Not you? Someone may have typed your e-mail address by mistake; you can safely ignore this e-mail.</td></tr>
<tr><td style="padding:14px 36px;border-top:1px solid #e7e2da;font-size:11px;color:#9ca3af;">Ferngate Networks Inc. &middot; <a href="https://ferngate.net/privacy" style="color:#9ca3af;">Privacy</a> &middot; <a href="https://ferngate.net/kb" style="color:#9ca3af;">Help</a></td></tr>
</table></body></html>`,
  },
  {
    family: "ferngate-vpn",
    group: "consumer",
    lang: "en",
    kind: "key-expiry",
    code: null,
    link: null,
    from: "Ferngate <notifications@ferngate.net>",
    subject: "2 machines in tidewell.io need to re-authenticate within 7 days",
    date: when(10, 22, "09:00"),
    text: `Node keys for 2 machines in tidewell.io will expire soon. After a key
expires, the machine can no longer reach the network until someone
re-authenticates it by running "ferngate up" on it.

  sam-thinkpad-x1      expires 2026-10-29 08:12 UTC   (owner: you)
  ci-runner-nl-07      expires 2026-10-27 21:40 UTC   (owner: ci@tidewell.io)

Machines: https://login.ferngate.net/admin/machines?q=expiring
Disable key expiry for servers: https://ferngate.net/kb/1028/key-expiry

Ferngate Networks Inc., 85 Bluor St W, Toronto, ON M5S 1M1, Canada`,
    html: null,
  },

  // ------------------------------------------------ Vaultquill (team password manager)
  {
    family: "vaultquill",
    group: "consumer",
    lang: "en",
    kind: "new-device-code",
    code: "84113902",
    link: null,
    from: "Vaultquill <no-reply@vaultquill.com>",
    subject: "Vaultquill new device verification",
    date: when(9, 4, "09:02"),
    enc: "b64",
    text: `New device verification

Someone is logging in to your Vaultquill account (sam.reader@tidewell.io)
from a new device. Enter this code to confirm it's you:

84 113 902

Device:  Vaultquill desktop 2026.9.1 on Linux
IP:      84.27.191.36
Time:    Friday, September 4, 2026, 07:02 UTC

If this wasn't you, do not share this code. Change your master password
and review your devices at https://vault.vaultquill.com/#/settings/devices

Vaultquill Ltd., 20-22 Wenlock Road, London N1 7GU, United Kingdom`,
    html: card({
      preheader: "Enter this code to confirm it's you",
      logo: "https://vault.vaultquill.com/images/mail/vq-logo-white.png",
      logoAlt: "Vaultquill",
      accent: "#175ddc",
      body: `<h2 style="margin:0 0 12px 0;font-size:20px;">New device verification</h2>
<p>Someone is logging in to your Vaultquill account (sam.reader@tidewell.io) from a new device. Enter this code to confirm it's you:</p>
<p style="font-size:30px;font-weight:bold;font-family:Menlo,Consolas,monospace;margin:20px 0;">84 113 902</p>
<table role="presentation" cellpadding="3" cellspacing="0" border="0" style="font-size:13px;color:#4b5563;">
  <tr><td><b>Device:</b></td><td>Vaultquill desktop 2026.9.1 on Linux</td></tr>
  <tr><td><b>IP:</b></td><td>84.27.191.36</td></tr>
  <tr><td><b>Time:</b></td><td>Friday, September 4, 2026, 07:02 UTC</td></tr>
</table>
<p style="font-size:13px;color:#4b5563;">If this wasn't you, do not share this code. Change your master password and <a href="https://vault.vaultquill.com/#/settings/devices">review your devices</a>.</p>`,
      footer: `Vaultquill Ltd., 20-22 Wenlock Road, London N1 7GU, United Kingdom<br>
<a href="https://vaultquill.com/help/" style="color:#6b7280;">Help</a> &middot; <a href="https://twitter.com/vaultquill" style="color:#6b7280;">Twitter</a> &middot; <a href="https://github.com/vaultquill" style="color:#6b7280;">GitHub</a>`,
    }),
  },
  {
    family: "vaultquill",
    group: "consumer",
    lang: "nl",
    kind: "invite-link",
    code: null,
    link:
      "https://vault.vaultquill.com/#/accept-organization?organizationId=3e9b2a71-55c0-4f6e-a1d4-2b8f0c47e913&organizationUserId=a0f7c4de-6b21-4c83-9f0e-77d1b54e2a08&email=sam.reader%40tidewell.io&organizationName=Tidewell%20SRE&token=CfDJ8Nq2",
    from: "Vaultquill <no-reply@vaultquill.com>",
    subject: "Word lid van Tidewell SRE",
    date: when(9, 7, "11:45"),
    text: `Word lid van Tidewell SRE

Je bent uitgenodigd om lid te worden van de organisatie Tidewell SRE.
Klik op de link hieronder om de uitnodiging te accepteren:

https://vault.vaultquill.com/#/accept-organization?organizationId=3e9b2a71-55c0-4f6e-a1d4-2b8f0c47e913&organizationUserId=a0f7c4de-6b21-4c83-9f0e-77d1b54e2a08&email=sam.reader%40tidewell.io&organizationName=Tidewell%20SRE&token=CfDJ8Nq2

Deze uitnodiging verloopt op 12 september 2026 om 11:45 UTC.

Heb je nog geen Vaultquill-account? Dan kun je er bij het accepteren
een aanmaken.

Vaultquill Ltd., 20-22 Wenlock Road, London N1 7GU, Verenigd Koninkrijk`,
    html: card({
      lang: "nl",
      preheader: "Je bent uitgenodigd voor de organisatie Tidewell SRE",
      logo: "https://vault.vaultquill.com/images/mail/vq-logo-white.png",
      logoAlt: "Vaultquill",
      accent: "#175ddc",
      body: `<h2 style="margin:0 0 12px 0;font-size:20px;">Word lid van Tidewell SRE</h2>
<p>Je bent uitgenodigd om lid te worden van de organisatie <b>Tidewell SRE</b>. Klik op de knop hieronder om de uitnodiging te accepteren.</p>
${
        button(
          "https://vault.vaultquill.com/#/accept-organization?organizationId=3e9b2a71-55c0-4f6e-a1d4-2b8f0c47e913&amp;organizationUserId=a0f7c4de-6b21-4c83-9f0e-77d1b54e2a08&amp;email=sam.reader%40tidewell.io&amp;organizationName=Tidewell%20SRE&amp;token=CfDJ8Nq2",
          "Word nu lid",
          "#175ddc",
        )
      }
<p style="font-size:13px;color:#4b5563;">Deze uitnodiging verloopt op 12 september 2026 om 11:45 UTC.</p>
<p style="font-size:13px;color:#4b5563;">Heb je nog geen Vaultquill-account? Dan kun je er bij het accepteren een aanmaken.</p>`,
      footer: `Vaultquill Ltd., 20-22 Wenlock Road, London N1 7GU, Verenigd Koninkrijk<br>
<a href="https://vaultquill.com/nl/help/" style="color:#6b7280;">Hulp</a>`,
    }),
  },

  // ------------------------------------------------ Nyckelvakt (Swedish hardware security keys)
  {
    family: "nyckelvakt",
    group: "consumer",
    lang: "en",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Nyckelvakt Store <store@nyckelvakt.se>",
    subject: "Order NV-2026-118404 confirmed",
    date: when(9, 10, "14:33", "+0200"),
    text: `Thank you for your order!

Order:        NV-2026-118404
Order date:   10 September 2026
Customer no:  C-77012

  2 x Nyckelvakt 5 NFC (USB-A)       EUR  110.00
  3 x Nyckelvakt 5C Nano (USB-C)     EUR  195.00
                           Subtotal  EUR  305.00
                           Shipping  EUR    0.00
                 VAT (NL 21 %, rev.) EUR    0.00
                              Total  EUR  305.00

Paid with Visa •••• 4821.

Ship to:
  Tidewell B.V., attn. Sam Reader
  Wilhelminakade 91, 3072 AP Rotterdam, Netherlands

We'll e-mail you again when the parcel leaves our warehouse in
Kista, usually within 2 business days. Your invoice is in your account.

Nyckelvakt AB · Torshamnsgatan 35 · 164 40 Kista · Sweden
Org. nr 559012-4471 · support@nyckelvakt.se · +46 8 502 418 00`,
    html: card({
      preheader: "NV-2026-118404 - EUR 305.00 - we'll let you know when it ships",
      logo: "https://www.nyckelvakt.se/media/mail/nyckelvakt-logo.png",
      logoAlt: "Nyckelvakt",
      accent: "#9aca3c",
      body: `<h1 style="font-size:22px;margin:0 0 10px 0;">Thank you for your order!</h1>
<p style="font-size:14px;color:#4b5563;">Order <b>NV-2026-118404</b> &middot; 10 September 2026 &middot; Customer no. C-77012</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;border-top:1px solid #e5e7eb;">
  <tr><td><img src="https://www.nyckelvakt.se/media/catalog/nv5-nfc-a.jpg" width="48" height="48" alt="Nyckelvakt 5 NFC"></td><td>2 &times; Nyckelvakt 5 NFC (USB-A)</td><td align="right">EUR&nbsp;110.00</td></tr>
  <tr><td><img src="https://www.nyckelvakt.se/media/catalog/nv5c-nano.jpg" width="48" height="48" alt="Nyckelvakt 5C Nano"></td><td>3 &times; Nyckelvakt 5C Nano (USB-C)</td><td align="right">EUR&nbsp;195.00</td></tr>
  <tr style="border-top:1px solid #e5e7eb;"><td></td><td align="right">Subtotal</td><td align="right">EUR&nbsp;305.00</td></tr>
  <tr><td></td><td align="right">Shipping</td><td align="right">EUR&nbsp;0.00</td></tr>
  <tr><td></td><td align="right">VAT (NL 21 %, reverse charge)</td><td align="right">EUR&nbsp;0.00</td></tr>
  <tr><td></td><td align="right"><b>Total</b></td><td align="right"><b>EUR&nbsp;305.00</b></td></tr>
</table>
<p style="font-size:14px;">Paid with Visa &bull;&bull;&bull;&bull; 4821.</p>
<p style="font-size:14px;"><b>Ship to</b><br>Tidewell B.V., attn. Sam Reader<br>Wilhelminakade 91, 3072 AP Rotterdam, Netherlands</p>
<p style="font-size:14px;">We'll e-mail you again when the parcel leaves our warehouse in Kista, usually within 2 business days. Your invoice is in <a href="https://www.nyckelvakt.se/en/account/orders/NV-2026-118404">your account</a>.</p>`,
      footer:
        `Nyckelvakt AB &middot; Torshamnsgatan 35 &middot; 164 40 Kista &middot; Sweden &middot; Org. nr 559012-4471<br>
<a href="mailto:support@nyckelvakt.se" style="color:#6b7280;">support@nyckelvakt.se</a> &middot; +46 8 502 418 00`,
    }),
  },
  {
    family: "nyckelvakt",
    group: "regional",
    lang: "sv",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Nyckelvakt <order@nyckelvakt.se>",
    subject: "Din beställning NV-2026-118405 har skickats",
    date: when(9, 11, "16:05", "+0200"),
    enc: "qp",
    text: `Hej Sam!

Goda nyheter – din beställning NV-2026-118405 har lämnat vårt lager i
Kista och är på väg till dig.

Fraktbolag:   Postnord
Kollinummer:  00370726104410387912
Beräknad leverans: 14–15 september 2026

  1 x Nyckelvakt 5C NFC (USB-C)    SEK 799,00

Spåra paketet:
https://www.nyckelvakt.se/sv/spara?kolli=00370726104410387912

Har du frågor? Svara på det här mejlet eller ring oss på 08-502 418 00
(vardagar 9–16).

Vänliga hälsningar
Nyckelvakt AB
Torshamnsgatan 35, 164 40 Kista`,
    html: card({
      lang: "sv",
      preheader: "Postnord 00370726104410387912 – beräknad leverans 14–15 september",
      logo: "https://www.nyckelvakt.se/media/mail/nyckelvakt-logo.png",
      logoAlt: "Nyckelvakt",
      accent: "#9aca3c",
      body: `<p>Hej Sam!</p>
<p>Goda nyheter &ndash; din beställning <b>NV-2026-118405</b> har lämnat vårt lager i Kista och är på väg till dig.</p>
<table role="presentation" cellpadding="5" cellspacing="0" border="0" style="font-size:14px;">
  <tr><td style="color:#6b7280;">Fraktbolag</td><td>Postnord</td></tr>
  <tr><td style="color:#6b7280;">Kollinummer</td><td>00370726104410387912</td></tr>
  <tr><td style="color:#6b7280;">Beräknad leverans</td><td>14&ndash;15 september 2026</td></tr>
  <tr><td style="color:#6b7280;">Innehåll</td><td>1 &times; Nyckelvakt 5C NFC (USB-C), SEK 799,00</td></tr>
</table>
${button("https://www.nyckelvakt.se/sv/spara?kolli=00370726104410387912", "Spåra paketet", "#3f6212")}
<p style="font-size:14px;">Har du frågor? Svara på det här mejlet eller ring oss på 08-502 418 00 (vardagar 9&ndash;16).</p>
<p>Vänliga hälsningar<br>Nyckelvakt AB</p>`,
      footer:
        `Nyckelvakt AB &middot; Torshamnsgatan 35, 164 40 Kista &middot; <a href="https://www.nyckelvakt.se/sv/integritet" style="color:#6b7280;">Integritetspolicy</a>`,
    }),
  },

  // ------------------------------------------------ Rivetline CI (hosted CI)
  {
    family: "rivetline-ci",
    group: "consumer",
    lang: "en",
    kind: "build-failed",
    code: null,
    link: null,
    from: "Rivetline CI <builds@rivetline.dev>",
    subject: "Failed: tidewell/edge-router#2291 (main - 4f1c9ab)",
    date: when(9, 15, "13:27"),
    text: `Build #2291 failed on main

tidewell/edge-router
Commit 4f1c9ab "Bump envoy to 1.31.2 and drop legacy listeners"
Author Jonas Brückner <jonas.brueckner@tidewell.io>
Duration 7m 42s

Jobs
  ✓ lint                 0m 51s
  ✓ unit (go 1.23)       2m 10s
  ✗ integration-eu       4m 31s   exit code 1
  - publish-image        skipped

integration-eu, last lines:
  --- FAIL: TestListenerDrain (31.04s)
      drain_test.go:88: expected 0 active connections, got 3
  FAIL	github.com/tidewell/edge-router/internal/drain	31.212s

View build: https://app.rivetline.dev/gh/tidewell/edge-router/builds/2291
Restart failed jobs: https://app.rivetline.dev/gh/tidewell/edge-router/builds/2291/rerun?failed=1

You get this mail because you are watching tidewell/edge-router.
Email settings: https://app.rivetline.dev/settings/notifications
Rivetline Software GmbH, Skalitzer Str. 85, 10997 Berlin`,
    html:
      `<html><body style="margin:0;padding:0;background:#f6f8fa;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d0d7de;border-radius:6px;">
<tr><td style="padding:16px 24px;background:#cf222e;color:#fff;font-size:16px;font-weight:600;border-radius:6px 6px 0 0;">&#10007; Build #2291 failed on main</td></tr>
<tr><td style="padding:16px 24px;font-size:14px;color:#24292f;">
  <b>tidewell/edge-router</b><br>
  Commit <a href="https://github.com/tidewell/edge-router/commit/4f1c9ab" style="font-family:monospace;">4f1c9ab</a> &ldquo;Bump envoy to 1.31.2 and drop legacy listeners&rdquo;<br>
  Author Jonas Br&uuml;ckner &middot; Duration 7m 42s
</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #d0d7de;">
  <tr><td style="color:#1a7f37;">&#10003;</td><td>lint</td><td align="right">0m 51s</td></tr>
  <tr><td style="color:#1a7f37;">&#10003;</td><td>unit (go 1.23)</td><td align="right">2m 10s</td></tr>
  <tr style="background:#ffebe9;"><td style="color:#cf222e;">&#10007;</td><td>integration-eu <span style="color:#57606a;">exit code 1</span></td><td align="right">4m 31s</td></tr>
  <tr><td style="color:#8c959f;">&ndash;</td><td style="color:#8c959f;">publish-image (skipped)</td><td></td></tr>
</table></td></tr>
<tr><td style="padding:12px 24px;"><pre style="margin:0;background:#0d1117;color:#e6edf3;padding:12px;font-size:12px;border-radius:4px;white-space:pre-wrap;">--- FAIL: TestListenerDrain (31.04s)
    drain_test.go:88: expected 0 active connections, got 3
FAIL	github.com/tidewell/edge-router/internal/drain	31.212s</pre></td></tr>
<tr><td style="padding:8px 24px 20px 24px;font-size:14px;">
  <a href="https://app.rivetline.dev/gh/tidewell/edge-router/builds/2291" style="background:#24292f;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none;">View build</a>
  &nbsp; <a href="https://app.rivetline.dev/gh/tidewell/edge-router/builds/2291/rerun?failed=1" style="color:#0969da;">Restart failed jobs</a>
</td></tr>
</table>
<p style="font-size:11px;color:#57606a;">You get this mail because you are watching tidewell/edge-router. <a href="https://app.rivetline.dev/settings/notifications" style="color:#57606a;">Email settings</a><br>Rivetline Software GmbH &middot; Skalitzer Str. 85, 10997 Berlin</p>
</td></tr></table></body></html>`,
  },
  {
    family: "rivetline-ci",
    group: "consumer",
    lang: "en",
    kind: "build-fixed",
    code: null,
    link: null,
    from: "Rivetline CI <builds@rivetline.dev>",
    subject: "Fixed: tidewell/edge-router#2294 (main - a07d3e2)",
    date: when(9, 15, "15:02"),
    text: `Build #2294 passed on main - the branch is green again.

tidewell/edge-router
Commit a07d3e2 "drain: wait for in-flight streams before closing listener"
Author Sam Reader
Duration 8m 05s

View build: https://app.rivetline.dev/gh/tidewell/edge-router/builds/2294

Email settings: https://app.rivetline.dev/settings/notifications
Rivetline Software GmbH, Skalitzer Str. 85, 10997 Berlin`,
    html:
      `<html><body style="margin:0;padding:0;background:#f6f8fa;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="margin:24px auto;background:#fff;border:1px solid #d0d7de;border-radius:6px;">
<tr><td style="padding:16px 24px;background:#1a7f37;color:#fff;font-size:16px;font-weight:600;border-radius:6px 6px 0 0;">&#10003; Build #2294 passed on main &mdash; the branch is green again</td></tr>
<tr><td style="padding:16px 24px;font-size:14px;color:#24292f;">
  <b>tidewell/edge-router</b><br>
  Commit <a href="https://github.com/tidewell/edge-router/commit/a07d3e2" style="font-family:monospace;">a07d3e2</a> &ldquo;drain: wait for in-flight streams before closing listener&rdquo;<br>
  Author Sam Reader &middot; Duration 8m 05s
</td></tr>
<tr><td style="padding:8px 24px 20px 24px;font-size:14px;"><a href="https://app.rivetline.dev/gh/tidewell/edge-router/builds/2294" style="background:#24292f;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none;">View build</a></td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#57606a;border-top:1px solid #d0d7de;"><a href="https://app.rivetline.dev/settings/notifications" style="color:#57606a;">Email settings</a> &middot; Rivetline Software GmbH &middot; Skalitzer Str. 85, 10997 Berlin</td></tr>
</table></body></html>`,
  },

  // ------------------------------------------------ Tarpitch (package registry)
  {
    family: "tarpitch-registry",
    group: "consumer",
    lang: "en",
    kind: "publish-otp",
    code: "40271985",
    link: null,
    from: "Tarpitch Registry <support@tarpitch.dev>",
    subject: "Tarpitch one-time password for publishing @tidewell/otel-presets",
    date: when(9, 23, "17:44"),
    text: `Hi samreader,

Someone (hopefully you) is trying to publish @tidewell/otel-presets@3.4.0
to the Tarpitch registry. Because the @tidewell scope requires two-factor
authentication for publishing, enter this one-time password in your
terminal:

40271985

It expires in 5 minutes.

If this wasn't you, revoke your access tokens right away at
https://www.tarpitch.dev/settings/samreader/tokens and reply to this
mail so we can help.

- The Tarpitch team`,
    html: null,
  },
  {
    family: "tarpitch-registry",
    group: "consumer",
    lang: "en",
    kind: "token-created",
    code: null,
    link: null,
    from: "Tarpitch Registry <support@tarpitch.dev>",
    subject: "A new granular access token was created for your account",
    date: when(9, 23, "17:51"),
    text: `Hi samreader,

A granular access token was just added to your Tarpitch account.

  Name:         rivetline-publish-otel
  Permissions:  read and write
  Packages:     @tidewell/otel-presets, @tidewell/log-shipper
  Allowed IPs:  any
  Expires:      2026-12-22
  Created:      2026-09-23 17:51 UTC from 84.27.191.36

If you created this token, no action is needed. If you didn't, delete
it at https://www.tarpitch.dev/settings/samreader/tokens and contact
support@tarpitch.dev.

- The Tarpitch team`,
    html: null,
  },

  // ------------------------------------------------ Patchwyn (self-hosted code review)
  {
    family: "patchwyn-review",
    group: "oss",
    lang: "en",
    kind: "review-notice",
    code: null,
    link: null,
    from: "Jonas Brückner (Code Review) <review-noreply@review.tidewell.io>",
    subject: "Change in infra/terraform-modules[main]: rds: raise max_connections for checkout cluster",
    date: when(9, 16, "10:09", "+0200"),
    headers: [["X-Patchwyn-MessageType", "comment"], ["X-Patchwyn-Change-Number", "48210"]],
    text: `Attention is currently required from: Sam Reader.

Jonas Brückner has posted comments on this change by Sam Reader. ( https://review.tidewell.io/c/infra/terraform-modules/+/48210 )

Change subject: rds: raise max_connections for checkout cluster
......................................................................


Patch Set 3: Code-Review+1

(2 comments)

File modules/rds/checkout.tf:

https://review.tidewell.io/c/infra/terraform-modules/+/48210/comment/b2f1a4c0_91e7d352
PS3, Line 41:     max_connections = 1600
Is 1600 safe with the r7g.2xlarge memory? I'd do 1200 and revisit after
the Black Friday load test.


https://review.tidewell.io/c/infra/terraform-modules/+/48210/comment/6d03e8a1_2c45f019
PS3, Line 58:   apply_immediately = true
Please keep this false for prod; the parameter group change needs a
reboot and we want it in the Tuesday window.



--
To view, visit https://review.tidewell.io/c/infra/terraform-modules/+/48210
To unsubscribe, or for help writing mail filters, visit https://review.tidewell.io/settings

Gerrit-Project: infra/terraform-modules
Gerrit-Branch: main
Gerrit-Change-Id: I8d2c91a7f0e34b6c5a1d9e87f20c4b13a6e5d701
Gerrit-Change-Number: 48210
Gerrit-PatchSet: 3
Gerrit-Owner: Sam Reader <sam.reader@tidewell.io>
Gerrit-Reviewer: Jonas Brückner <jonas.brueckner@tidewell.io>
Gerrit-Attention: Sam Reader <sam.reader@tidewell.io>
Gerrit-MessageType: comment`,
    html: null,
    enc: "8bit",
  },
  {
    family: "patchwyn-review",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://review.tidewell.io/#/VE/eyJhY2NvdW50SWQiOjEwMDQ3LCJlbWFpbCI6InNhbS5yZWFkZXJAdGlkZXdlbGwuaW8ifQ$1mR7",
    from: "Code Review <review-noreply@review.tidewell.io>",
    subject: "[Patchwyn Code Review] Email Verification",
    date: when(9, 1, "11:31", "+0200"),
    text: `Welcome to Patchwyn Code Review at review.tidewell.io.

To add a verified email address to your user account, please
click on the following link while signed in as samreader:

https://review.tidewell.io/#/VE/eyJhY2NvdW50SWQiOjEwMDQ3LCJlbWFpbCI6InNhbS5yZWFkZXJAdGlkZXdlbGwuaW8ifQ$1mR7

If you have received this mail in error, you do not need to take any
action to cancel the account. The address will not be activated, and
you will not receive any further emails.

If clicking the link above does not work, copy and paste the URL in a
new browser window instead.

This is a send-only email address. Replies to this message will not
be read or answered.`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;">
<p>Welcome to Patchwyn Code Review at review.tidewell.io.</p>
<p>To add a verified email address to your user account, please click on the following link while signed in as <b>samreader</b>:</p>
<p><a href="https://review.tidewell.io/#/VE/eyJhY2NvdW50SWQiOjEwMDQ3LCJlbWFpbCI6InNhbS5yZWFkZXJAdGlkZXdlbGwuaW8ifQ$1mR7">https://review.tidewell.io/#/VE/eyJhY2NvdW50SWQiOjEwMDQ3LCJlbWFpbCI6InNhbS5yZWFkZXJAdGlkZXdlbGwuaW8ifQ$1mR7</a></p>
<p>If you have received this mail in error, you do not need to take any action to cancel the account. The address will not be activated, and you will not receive any further emails.</p>
<p>If clicking the link above does not work, copy and paste the URL in a new browser window instead.</p>
<p>This is a send-only email address. Replies to this message will not be read or answered.</p>
</body></html>`,
  },

  // ------------------------------------------------ Werknest (Dutch HR and payroll)
  {
    family: "werknest-hr",
    group: "regional",
    lang: "nl",
    kind: "payslip-ready",
    code: null,
    link: null,
    from: "Werknest <noreply@werknest.nl>",
    subject: "Je loonstrook van september 2026 staat klaar",
    date: when(9, 25, "06:00", "+0200"),
    enc: "qp",
    text: `Hoi Sam,

Je loonstrook over september 2026 van Tidewell B.V. staat voor je klaar
in Werknest. Het nettobedrag wordt op 25 september 2026 overgemaakt naar
je rekening NL•• ABNA •••• •••• 73.

Deze maand ontvang je ook je vergoeding voor de bereikbaarheidsdienst
(week 36 en 37).

Bekijk je loonstrook in de app of op https://mijn.werknest.nl/loonstroken

Vragen over je salaris? Stel ze aan HR via salaris@tidewell.io.

Groet,
Werknest namens Tidewell B.V.

Werknest B.V. · Stationsplein 45 · 3511 ED Utrecht · KvK 71840251`,
    html: card({
      lang: "nl",
      preheader: "Loonstrook september 2026 – uitbetaling op 25 september",
      logo: "https://cdn.werknest.nl/mail/werknest-logo.png",
      logoAlt: "Werknest",
      accent: "#ff6b35",
      body: `<p>Hoi Sam,</p>
<p>Je loonstrook over <b>september 2026</b> van Tidewell B.V. staat voor je klaar in Werknest. Het nettobedrag wordt op 25 september 2026 overgemaakt naar je rekening NL&bull;&bull; ABNA &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; 73.</p>
<p>Deze maand ontvang je ook je vergoeding voor de bereikbaarheidsdienst (week 36 en 37).</p>
<p><a href="https://mijn.werknest.nl/loonstroken" style="color:#ff6b35;font-weight:bold;">Bekijk je loonstrook &rarr;</a></p>
<p style="font-size:13px;color:#6b7280;">Vragen over je salaris? Stel ze aan HR via salaris@tidewell.io.</p>
<p>Groet,<br>Werknest namens Tidewell B.V.</p>
<p><a href="https://apps.apple.com/nl/app/werknest/id1458820331"><img src="https://cdn.werknest.nl/mail/app-store-nl.png" alt="Download in de App Store" height="36"></a> <a href="https://play.google.com/store/apps/details?id=nl.werknest.app"><img src="https://cdn.werknest.nl/mail/google-play-nl.png" alt="Ontdek het op Google Play" height="36"></a></p>`,
      footer:
        `Werknest B.V. &middot; Stationsplein 45 &middot; 3511 ED Utrecht &middot; KvK 71840251<br><a href="https://www.werknest.nl/privacy" style="color:#6b7280;">Privacy</a>`,
    }),
  },
  {
    family: "werknest-hr",
    group: "regional",
    lang: "nl",
    kind: "leave-approved",
    code: null,
    link: null,
    from: "Werknest <noreply@werknest.nl>",
    subject: "Verlof goedgekeurd: 26 t/m 30 oktober 2026",
    date: when(10, 2, "14:12", "+0200"),
    text: `Hoi Sam,

Meera Iyer heeft je verlofaanvraag goedgekeurd.

Soort:     Vakantieverlof
Periode:   maandag 26 oktober t/m vrijdag 30 oktober 2026
Uren:      40,0
Saldo na deze aanvraag: 61,5 uur

Vergeet niet je bereikbaarheidsdiensten in die week te ruilen.

Groet,
Werknest namens Tidewell B.V.`,
    html: null,
  },

  // ------------------------------------------------ Receiptwren (expense management)
  {
    family: "receiptwren",
    group: "consumer",
    lang: "en",
    kind: "expense-approved",
    code: null,
    link: null,
    from: "Receiptwren <notifications@receiptwren.com>",
    subject: 'Your report "KubeSummit travel - Sep 2026" was approved',
    date: when(10, 5, "11:20"),
    text: `Good news, Sam!

Meera Iyer approved your expense report.

Report:    KubeSummit travel - Sep 2026 (ER-20931)
Expenses:  6
Total:     EUR 1,284.17
Approved:  Oct 5, 2026

  Sep 21  Train Rotterdam - Paris          EUR 148.00
  Sep 21  Hotel Quai Lumiere (3 nights)    EUR 612.90
  Sep 22  Dinner with Quillmesh team       EUR  96.40
  Sep 23  Taxi to venue                    EUR  23.50
  Sep 24  Train Paris - Rotterdam          EUR 131.00
  Sep 24  Conference workshop fee          EUR 272.37

Next step: Finance will reimburse you in the next payment run.

View report: https://app.receiptwren.com/reports/ER-20931?utm_source=email&utm_medium=approved

Receiptwren Inc., 2 Lindale Ave, Austin, TX 78701
Unsubscribe from approval updates: https://app.receiptwren.com/settings/email?u=sr77a`,
    html: card({
      preheader: "ER-20931 - EUR 1,284.17 approved by Meera Iyer",
      logo: "https://cdn.receiptwren.com/email/rw-logo.png",
      logoAlt: "Receiptwren",
      accent: "#4f46e5",
      body: `<h2 style="margin:0 0 10px 0;">Good news, Sam!</h2>
<p><b>Meera Iyer</b> approved your expense report <b>KubeSummit travel &ndash; Sep 2026</b> (ER-20931).</p>
<table role="presentation" width="100%" cellpadding="5" cellspacing="0" border="0" style="font-size:13px;">
  <tr style="color:#6b7280;"><td>Sep 21</td><td>Train Rotterdam &ndash; Paris</td><td align="right">EUR 148.00</td></tr>
  <tr style="color:#6b7280;"><td>Sep 21</td><td>Hotel Quai Lumi&egrave;re (3 nights)</td><td align="right">EUR 612.90</td></tr>
  <tr style="color:#6b7280;"><td>Sep 22</td><td>Dinner with Quillmesh team</td><td align="right">EUR 96.40</td></tr>
  <tr style="color:#6b7280;"><td>Sep 23</td><td>Taxi to venue</td><td align="right">EUR 23.50</td></tr>
  <tr style="color:#6b7280;"><td>Sep 24</td><td>Train Paris &ndash; Rotterdam</td><td align="right">EUR 131.00</td></tr>
  <tr style="color:#6b7280;"><td>Sep 24</td><td>Conference workshop fee</td><td align="right">EUR 272.37</td></tr>
  <tr style="border-top:2px solid #111827;"><td></td><td><b>Total</b></td><td align="right"><b>EUR 1,284.17</b></td></tr>
</table>
<p>Next step: Finance will reimburse you in the next payment run.</p>
${
        button(
          "https://app.receiptwren.com/reports/ER-20931?utm_source=email&amp;utm_medium=approved",
          "View report",
          "#4f46e5",
        )
      }`,
      footer:
        `Receiptwren Inc. &middot; 2 Lindale Ave, Austin, TX 78701<br><a href="https://app.receiptwren.com/settings/email?u=sr77a" style="color:#6b7280;">Unsubscribe from approval updates</a>`,
    }),
  },
  {
    family: "receiptwren",
    group: "consumer",
    lang: "en",
    kind: "reimbursement-sent",
    code: null,
    link: null,
    from: "Receiptwren <notifications@receiptwren.com>",
    subject: "EUR 1,284.17 is on its way to your bank account",
    date: when(10, 9, "08:03"),
    text: `Hi Sam,

We've sent a reimbursement of EUR 1,284.17 for report ER-20931 to your
account ending in 0773. Depending on your bank it should arrive within
1-2 business days (expected by Oct 13, 2026).

Payment reference: RW-PAY-5512093

Receiptwren Inc., 2 Lindale Ave, Austin, TX 78701`,
    html: card({
      preheader: "Expected by Oct 13, 2026",
      logo: "https://cdn.receiptwren.com/email/rw-logo.png",
      logoAlt: "Receiptwren",
      accent: "#4f46e5",
      body: `<p>Hi Sam,</p>
<p>We've sent a reimbursement of <b>EUR 1,284.17</b> for report ER-20931 to your account ending in 0773. Depending on your bank it should arrive within 1&ndash;2 business days (expected by Oct 13, 2026).</p>
<p style="font-size:13px;color:#6b7280;">Payment reference: RW-PAY-5512093</p>`,
      footer:
        `Receiptwren Inc. &middot; 2 Lindale Ave, Austin, TX 78701 &middot; <a href="https://receiptwren.com/privacy" style="color:#6b7280;">Privacy</a>`,
    }),
  },

  // ------------------------------------------------ Journées Résilience (French SRE conference)
  {
    family: "journees-resilience",
    group: "regional",
    lang: "fr",
    kind: "confirm-link",
    code: null,
    link: "https://billetterie.journees-resilience.fr/inscription/confirmer/JR26-88143?cle=f61d0ab93e",
    from: "Journées Résilience <inscriptions@journees-resilience.fr>",
    subject: "Confirmez votre adresse e-mail pour finaliser votre inscription",
    date: when(9, 6, "20:14", "+0200"),
    enc: "b64",
    text: `Bonjour Sam,

Merci pour votre inscription aux Journées Résilience 2026, les 12 et 13
novembre 2026 au Centre de Congrès de Lyon.

Pour finaliser votre inscription, confirmez votre adresse e-mail en
cliquant sur le lien ci-dessous :

https://billetterie.journees-resilience.fr/inscription/confirmer/JR26-88143?cle=f61d0ab93e

Sans confirmation sous 48 heures, votre place (Pass 2 jours – tarif
entreprise, 390,00 € HT) sera remise en vente.

À très vite à Lyon !
L'équipe des Journées Résilience

Association Résilience & Exploitation · 12 rue Servient · 69003 Lyon
Vous recevez ce message suite à votre inscription sur notre billetterie.`,
    html: card({
      lang: "fr",
      preheader: "Dernière étape : confirmez votre adresse e-mail sous 48 heures.",
      logo: "https://journees-resilience.fr/img/mail/jr26-logo.png",
      logoAlt: "Journées Résilience 2026",
      accent: "#e4572e",
      body: `<p>Bonjour Sam,</p>
<p>Merci pour votre inscription aux <b>Journées Résilience 2026</b>, les 12 et 13 novembre 2026 au Centre de Congrès de Lyon.</p>
<p>Pour finaliser votre inscription, confirmez votre adresse e-mail&nbsp;:</p>
${
        button(
          "https://billetterie.journees-resilience.fr/inscription/confirmer/JR26-88143?cle=f61d0ab93e",
          "Je confirme mon adresse",
          "#e4572e",
        )
      }
<p style="font-size:13px;color:#6b7280;">Sans confirmation sous 48 heures, votre place (Pass 2 jours &ndash; tarif entreprise, 390,00&nbsp;&euro; HT) sera remise en vente.</p>
<p>À très vite à Lyon&nbsp;!<br>L'équipe des Journées Résilience</p>`,
      footer: `Association Résilience &amp; Exploitation &middot; 12 rue Servient &middot; 69003 Lyon<br>
<a href="https://journees-resilience.fr/programme" style="color:#6b7280;">Programme</a> &middot; <a href="https://journees-resilience.fr/code-de-conduite" style="color:#6b7280;">Code de conduite</a> &middot; <a href="https://www.linkedin.com/company/journees-resilience" style="color:#6b7280;">LinkedIn</a>`,
    }),
  },
  {
    family: "journees-resilience",
    group: "regional",
    lang: "fr",
    kind: "ticket",
    code: null,
    link: null,
    from: "Journées Résilience <inscriptions@journees-resilience.fr>",
    subject: "Votre billet – Journées Résilience 2026 (commande JR26-88143)",
    date: when(9, 6, "20:21", "+0200"),
    text: `Bonjour Sam,

Votre inscription est confirmée. Vous trouverez votre billet en pièce
jointe (PDF) : présentez-le à l'accueil, imprimé ou sur votre téléphone.

Commande :     JR26-88143
Billet :       Pass 2 jours – tarif entreprise
Participant :  Sam Reader (Tidewell B.V.)
Montant :      468,00 € TTC (390,00 € HT + TVA 20 %)
Dates :        12 et 13 novembre 2026, accueil dès 8 h 30
Lieu :         Centre de Congrès de Lyon, 50 quai Charles de Gaulle, 69006 Lyon

La facture est disponible dans votre espace :
https://billetterie.journees-resilience.fr/mon-compte/commandes/JR26-88143

Besoin d'un hébergement ? Nos hôtels partenaires proposent un tarif
préférentiel jusqu'au 15 octobre : https://journees-resilience.fr/infos-pratiques

L'équipe des Journées Résilience`,
    html: null,
    enc: "8bit",
    attachment: [
      "billet-JR26-88143.pdf",
      "application/pdf",
      pdf("Journees Resilience 2026 - Billet JR26-88143 - Sam Reader - Pass 2 jours"),
    ],
  },

  // ------------------------------------------------ Viajes Brisamar (Spanish travel agency, business trips)
  {
    family: "viajes-brisamar",
    group: "regional",
    lang: "es",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Viajes Brisamar Empresas <reservas@brisamar-viajes.es>",
    subject: "Reserva confirmada: Rotterdam – Madrid, 3 nov 2026 (localizador K7Q2PX)",
    date: when(10, 12, "12:40", "+0200"),
    enc: "qp",
    text: `Hola Sam:

Tu viaje de empresa está confirmado. Estos son los datos:

Localizador de la reserva: K7Q2PX
Expediente Brisamar: BRS-2026-044718
Centro de coste: Tidewell – SRE (CC-4410)

IDA – martes, 3 de noviembre de 2026
  Vuelo AV 1872  Rotterdam (RTM) 07:10 → Madrid (MAD) T4 09:45
  Clase turista, 1 maleta de 23 kg, asiento 14C

VUELTA – jueves, 5 de noviembre de 2026
  Vuelo AV 1877  Madrid (MAD) T4 18:20 → Rotterdam (RTM) 20:55
  Clase turista, asiento 12A

HOTEL
  Hotel Castellana Norte ****, Paseo de la Castellana 211, 28046 Madrid
  Entrada 3 nov · Salida 5 nov · 2 noches · desayuno incluido
  Confirmación del hotel: 55820913

Importe total: 742,36 € (cargado a la tarjeta de empresa •••• 9034)

Puedes ver y descargar tus billetes en el portal:
https://portal.brisamar-viajes.es/viajes/BRS-2026-044718

¿Cambios o incidencias? Llámanos 24 h al +34 91 420 88 61.

Un saludo,
Equipo de Viajes Brisamar Empresas
Viajes Brisamar S.L. · C/ Velázquez 57, 28001 Madrid · CIF B86420517 · Título-Licencia CICMA 2874`,
    html: card({
      lang: "es",
      preheader: "Localizador K7Q2PX · 3–5 nov · RTM–MAD · Hotel Castellana Norte",
      logo: "https://portal.brisamar-viajes.es/static/mail/brisamar-logo.png",
      logoAlt: "Viajes Brisamar Empresas",
      accent: "#00818a",
      body: `<p>Hola Sam:</p>
<p>Tu viaje de empresa está confirmado.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;background:#f0fdfa;">
  <tr><td style="color:#6b7280;">Localizador</td><td><b style="font-size:18px;letter-spacing:2px;">K7Q2PX</b></td></tr>
  <tr><td style="color:#6b7280;">Expediente</td><td>BRS-2026-044718</td></tr>
  <tr><td style="color:#6b7280;">Centro de coste</td><td>Tidewell &ndash; SRE (CC-4410)</td></tr>
</table>
<h3 style="margin:20px 0 6px 0;font-size:15px;">&#9992; Ida &ndash; martes, 3 de noviembre de 2026</h3>
<p style="margin:0;font-size:14px;">AV 1872 &middot; Rotterdam (RTM) 07:10 &rarr; Madrid (MAD) T4 09:45<br>Clase turista, 1 maleta de 23 kg, asiento 14C</p>
<h3 style="margin:20px 0 6px 0;font-size:15px;">&#9992; Vuelta &ndash; jueves, 5 de noviembre de 2026</h3>
<p style="margin:0;font-size:14px;">AV 1877 &middot; Madrid (MAD) T4 18:20 &rarr; Rotterdam (RTM) 20:55<br>Clase turista, asiento 12A</p>
<h3 style="margin:20px 0 6px 0;font-size:15px;">&#127976; Hotel</h3>
<p style="margin:0;font-size:14px;">Hotel Castellana Norte ****, Paseo de la Castellana 211, 28046 Madrid<br>Entrada 3 nov &middot; Salida 5 nov &middot; 2 noches &middot; desayuno incluido<br>Confirmación del hotel: 55820913</p>
<p style="font-size:14px;margin-top:20px;">Importe total: <b>742,36&nbsp;&euro;</b> (cargado a la tarjeta de empresa &bull;&bull;&bull;&bull; 9034)</p>
<p style="font-size:14px;"><a href="https://portal.brisamar-viajes.es/viajes/BRS-2026-044718" style="color:#00818a;">Ver y descargar billetes en el portal</a></p>
<p style="font-size:14px;">¿Cambios o incidencias? Llámanos 24&nbsp;h al <a href="tel:+34914208861">+34 91 420 88 61</a>.</p>`,
      footer:
        `Viajes Brisamar S.L. &middot; C/ Velázquez 57, 28001 Madrid &middot; CIF B86420517 &middot; Título-Licencia CICMA 2874<br>
<a href="https://www.brisamar-viajes.es/aviso-legal" style="color:#6b7280;">Aviso legal</a> &middot; <a href="https://www.brisamar-viajes.es/privacidad" style="color:#6b7280;">Privacidad</a>`,
    }),
  },
  {
    family: "viajes-brisamar",
    group: "regional",
    lang: "es",
    kind: "checkin-reminder",
    code: null,
    link: null,
    from: "Viajes Brisamar Empresas <avisos@brisamar-viajes.es>",
    subject: "Recordatorio: tu vuelo AV 1872 sale mañana a las 07:10",
    date: when(11, 2, "09:00", "+0100"),
    text: `Hola Sam:

Te recordamos que mañana, martes 3 de noviembre, sale tu vuelo:

  AV 1872  Rotterdam (RTM) 07:10 → Madrid (MAD) T4 09:45
  Localizador K7Q2PX · asiento 14C

La facturación online ya está abierta en la web de la aerolínea. El
mostrador de facturación en Rotterdam cierra 45 minutos antes de la
salida.

Previsión en Madrid: 17 °C, parcialmente nuboso.

Buen viaje,
Viajes Brisamar Empresas · +34 91 420 88 61 (24 h)`,
    html: null,
    enc: "8bit",
  },

  // ------------------------------------------------ Ulmenhof Bank (German direct bank)
  {
    family: "ulmenhof-bank",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "306944",
    link: null,
    from: "Ulmenhof Bank <sicherheit@ulmenhof-bank.de>",
    subject: "Ihr Sicherheitscode für das Online-Banking",
    date: when(9, 19, "11:03", "+0200"),
    text: "",
    html: `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Sicherheitscode</title></head>
<body style="margin:0;padding:0;background:#eceff1;">
<span style="display:none!important;visibility:hidden;opacity:0;height:0;width:0;">Ihr Code ist 5 Minuten gültig.</span>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eceff1"><tr><td align="center" style="padding:24px 8px;">
 <table width="580" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="font-family:Arial,Helvetica,sans-serif;">
  <tr><td bgcolor="#2e5e4e" style="padding:18px 28px;"><img src="https://www.ulmenhof-bank.de/static/mail/ulmenhof-weiss.png" width="150" alt="Ulmenhof Bank"></td></tr>
  <tr><td style="padding:28px;font-size:15px;line-height:22px;color:#263238;">
   <p style="margin-top:0;">Guten Tag Herr Reader,</p>
   <p>Sie haben sich soeben im Online-Banking angemeldet. Bitte bestätigen Sie die Anmeldung mit folgendem Sicherheitscode:</p>
   <table cellpadding="0" cellspacing="0" border="0" align="center" style="margin:18px auto;"><tr>
    <td style="padding:14px 30px;border:2px solid #2e5e4e;font-size:32px;font-weight:bold;letter-spacing:6px;color:#2e5e4e;">306 944</td>
   </tr></table>
   <p style="font-size:13px;color:#546e7a;">Der Code ist 5 Minuten gültig. Wir werden Sie niemals telefonisch oder per E-Mail nach diesem Code fragen.</p>
   <p style="font-size:13px;color:#546e7a;">Anmeldung: 19.09.2026, 11:03 Uhr &middot; Konto DE12 •••• •••• •••• 7730</p>
   <p style="font-size:13px;color:#546e7a;">Sie haben sich nicht angemeldet? Sperren Sie Ihren Zugang sofort über unseren Sperr-Notruf 116 116 oder unter +49 731 9402 200.</p>
  </td></tr>
  <tr><td style="padding:16px 28px;background:#f5f7f8;font-size:11px;line-height:16px;color:#78909c;">
   Ulmenhof Bank AG &middot; Olgastraße 96 &middot; 89073 Ulm &middot; Vorstand: Dr. Katrin Ebner (Vors.), Ralf Hüttl &middot; Amtsgericht Ulm HRB 730412<br>
   <a href="https://www.ulmenhof-bank.de/sicherheit" style="color:#78909c;">Sicherheitshinweise</a> &middot; <a href="https://www.ulmenhof-bank.de/impressum" style="color:#78909c;">Impressum</a> &middot; <a href="https://www.ulmenhof-bank.de/datenschutz" style="color:#78909c;">Datenschutz</a>
  </td></tr>
 </table>
</td></tr></table></body></html>`,
    html_enc: "qp",
  },
  {
    family: "ulmenhof-bank",
    group: "regional",
    lang: "de",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Ulmenhof Bank <postfach@ulmenhof-bank.de>",
    subject: "Neues Dokument in Ihrem Postfach: Kontoauszug 10/2026",
    date: when(11, 2, "05:44", "+0100"),
    text: `Guten Tag Herr Reader,

in Ihrem elektronischen Postfach liegt ein neues Dokument für Sie bereit:

  Kontoauszug Nr. 10/2026 für Girokonto DE12 •••• •••• •••• 7730
  Zeitraum 01.10.2026 – 31.10.2026

Aus Sicherheitsgründen versenden wir Kontoauszüge nicht per E-Mail.
Sie finden das Dokument nach der Anmeldung im Online-Banking oder in
der Ulmenhof-App unter „Postfach“.

Mit freundlichen Grüßen
Ihre Ulmenhof Bank

Ulmenhof Bank AG · Olgastraße 96 · 89073 Ulm · Tel. +49 731 9402 0`,
    html: null,
    enc: "qp",
  },

  // ------------------------------------------------ Kumotori Monitor (Japanese server monitoring SaaS)
  {
    family: "kumotori-monitor",
    group: "regional",
    lang: "ja",
    kind: "monitor-alert",
    code: null,
    link: null,
    from: "くもとりモニター <alert@kumotori-monitor.jp>",
    subject: "[CRITICAL] tokyo-web-04 / ロードアベレージ 12.41 > 8.00（ティドウェル東京）",
    date: when(9, 18, "04:31", "+0900"),
    enc: "b64",
    text: `くもとりモニター アラート通知

オーガニゼーション：ティドウェル東京
ホスト：tokyo-web-04（ロール：web / 本番）
監視ルール：ロードアベレージ（5分）
状態：CRITICAL
値：12.41（閾値 Warning 4.00 / Critical 8.00）
発生日時：2026/09/18 04:31:10 JST

アラート詳細：
https://kumotori-monitor.jp/orgs/tidewell-tokyo/alerts/8kQ2nW7zZ1

このアラートは「SRE当番」チャンネル宛てに送信されています。
通知設定の変更：https://kumotori-monitor.jp/orgs/tidewell-tokyo/channels

――――――――――――――――――――
株式会社くもとり
〒150-0043 東京都渋谷区道玄坂1-12-1 渋谷マークシティW 22F
お問い合わせ：support@kumotori-monitor.jp`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:16px 20px;border-bottom:3px solid #e53935;"><img src="https://kumotori-monitor.jp/static/mail/logo.png" alt="くもとりモニター" height="26"></td></tr>
<tr><td style="padding:16px 20px;font-size:18px;font-weight:bold;color:#e53935;">CRITICAL：tokyo-web-04 ロードアベレージ 12.41</td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#e0e0e0;font-size:13px;">
  <tr><th align="left" style="background:#fafafa;width:150px;">オーガニゼーション</th><td>ティドウェル東京</td></tr>
  <tr><th align="left" style="background:#fafafa;">ホスト</th><td>tokyo-web-04（ロール：web / 本番）</td></tr>
  <tr><th align="left" style="background:#fafafa;">監視ルール</th><td>ロードアベレージ（5分）</td></tr>
  <tr><th align="left" style="background:#fafafa;">値</th><td>12.41（閾値 Warning 4.00 / Critical 8.00）</td></tr>
  <tr><th align="left" style="background:#fafafa;">発生日時</th><td>2026/09/18 04:31:10 JST</td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;"><img src="https://kumotori-monitor.jp/orgs/tidewell-tokyo/alerts/8kQ2nW7zZ1/graph.png" width="560" height="160" alt="ロードアベレージのグラフ"></td></tr>
<tr><td style="padding:0 20px 16px 20px;font-size:14px;"><a href="https://kumotori-monitor.jp/orgs/tidewell-tokyo/alerts/8kQ2nW7zZ1" style="color:#1e88e5;">アラート詳細を見る</a></td></tr>
<tr><td style="padding:12px 20px;font-size:11px;color:#9e9e9e;border-top:1px solid #eeeeee;">このアラートは「SRE当番」チャンネル宛てに送信されています。<a href="https://kumotori-monitor.jp/orgs/tidewell-tokyo/channels" style="color:#9e9e9e;">通知設定の変更</a><br>株式会社くもとり　〒150-0043 東京都渋谷区道玄坂1-12-1 渋谷マークシティW 22F</td></tr>
</table></body></html>`,
  },
  {
    family: "kumotori-monitor",
    group: "regional",
    lang: "ja",
    kind: "verify-code-link",
    code: "418305",
    link: "https://kumotori-monitor.jp/email_verifications/confirm?token=KmT9x2LqP4vW8nR0",
    from: "くもとりモニター <no-reply@kumotori-monitor.jp>",
    subject: "【くもとりモニター】メールアドレスの確認",
    date: when(9, 9, "17:20", "+0900"),
    text: `Sam Reader 様

くもとりモニターをご利用いただきありがとうございます。
ユーザー設定でメールアドレスの変更が申請されました。

以下の確認コードを画面に入力するか、URLにアクセスして
メールアドレスの確認を完了してください。

確認コード：418305

https://kumotori-monitor.jp/email_verifications/confirm?token=KmT9x2LqP4vW8nR0

※コードとURLの有効期限は発行から24時間です。
※お心当たりのない場合は、このメールを破棄してください。

――――――――――――――――――――
株式会社くもとり
〒150-0043 東京都渋谷区道玄坂1-12-1 渋谷マークシティW 22F
TEL：03-6455-0921（平日10:00〜18:00）`,
    html: `<html><body style="margin:0;background:#f5f5f5;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f5f5f5"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:22px 30px;border-bottom:1px solid #eeeeee;"><img src="https://kumotori-monitor.jp/static/mail/logo.png" alt="くもとりモニター" height="26"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;line-height:1.8;color:#333333;">
Sam Reader 様<br><br>
くもとりモニターをご利用いただきありがとうございます。<br>
ユーザー設定でメールアドレスの変更が申請されました。<br><br>
以下の確認コードを画面に入力するか、ボタンからメールアドレスの確認を完了してください。
<table cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;"><tr><td style="background:#f1f8fe;padding:12px 28px;font-size:28px;font-weight:bold;letter-spacing:8px;color:#1565c0;">418305</td></tr></table>
<a href="https://kumotori-monitor.jp/email_verifications/confirm?token=KmT9x2LqP4vW8nR0" style="display:inline-block;background:#1e88e5;color:#ffffff;padding:12px 30px;border-radius:4px;text-decoration:none;font-weight:bold;">メールアドレスを確認する</a>
<br><br>
<span style="font-size:12px;color:#757575;">※コードとURLの有効期限は発行から24時間です。<br>※お心当たりのない場合は、このメールを破棄してください。</span>
</td></tr>
<tr><td style="padding:16px 30px;background:#fafafa;font-size:11px;color:#9e9e9e;">株式会社くもとり　〒150-0043 東京都渋谷区道玄坂1-12-1 渋谷マークシティW 22F<br>TEL：03-6455-0921（平日10:00〜18:00）　<a href="https://kumotori-monitor.jp/privacy" style="color:#9e9e9e;">プライバシーポリシー</a></td></tr>
</table></td></tr></table></body></html>`,
    html_enc: "qp",
  },
  {
    family: "kumotori-monitor",
    group: "regional",
    lang: "ja",
    kind: "monthly-report",
    code: null,
    link: null,
    from: "くもとりモニター <report@kumotori-monitor.jp>",
    subject: "【月次レポート】ティドウェル東京 2026年9月の稼働状況",
    date: when(10, 1, "09:00", "+0900"),
    text: `ティドウェル東京 ご担当者様

2026年9月の月次レポートをお送りします。

監視ホスト数：42台（前月比 +3）
アラート発生件数：57件（CRITICAL 9件 / WARNING 48件）
外形監視の稼働率：
  https://www.tidewell.jp/        99.982%
  https://api.tidewell.jp/health  99.941%
平均応答時間：182ms

ご契約プラン：スタンダード（月額 33,000円・税込）
次回請求日：2026年10月25日

詳しいレポートは管理画面からご覧いただけます。
https://kumotori-monitor.jp/orgs/tidewell-tokyo/reports/2026-09

株式会社くもとり`,
    html: null,
    enc: "8bit",
  },

  // ------------------------------------------------ Textoria (French SMS gateway used for paging)
  {
    family: "textoria",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "725149",
    link: null,
    from: "Textoria <securite@textoria.fr>",
    subject: "725149 est votre code de connexion Textoria",
    date: when(10, 3, "08:17", "+0200"),
    text: `Bonjour,

Voici votre code de connexion à l'espace client Textoria :

725149

Ce code est valable 10 minutes. Ne le communiquez à personne, même à
un conseiller Textoria.

Compte : Tidewell B.V. (n° client 60-118274)
Demande effectuée le 03/10/2026 à 08:17 depuis l'adresse IP 84.27.191.36.

Si vous n'êtes pas à l'origine de cette demande, contactez-nous au
04 72 10 58 30.

L'équipe Textoria
Textoria SAS – 27 rue de la République – 69002 Lyon – RCS Lyon 821 447 019`,
    html: card({
      lang: "fr",
      preheader: "Ce code est valable 10 minutes.",
      logo: "https://www.textoria.fr/assets/email/logo-textoria.png",
      logoAlt: "Textoria",
      accent: "#7b2cbf",
      body: `<p>Bonjour,</p>
<p>Voici votre code de connexion à l'espace client Textoria&nbsp;:</p>
${digit_cells("725149", "#7b2cbf")}
<p>Ce code est valable <b>10 minutes</b>. Ne le communiquez à personne, même à un conseiller Textoria.</p>
<p style="font-size:13px;color:#6b7280;">Compte&nbsp;: Tidewell B.V. (n° client 60-118274)<br>Demande effectuée le 03/10/2026 à 08:17 depuis l'adresse IP 84.27.191.36.</p>
<p style="font-size:13px;color:#6b7280;">Si vous n'êtes pas à l'origine de cette demande, contactez-nous au 04 72 10 58 30.</p>
<p>L'équipe Textoria</p>`,
      footer: `Textoria SAS &ndash; 27 rue de la République &ndash; 69002 Lyon &ndash; RCS Lyon 821 447 019<br>
<a href="https://www.textoria.fr/mentions-legales" style="color:#6b7280;">Mentions légales</a> &middot; <a href="https://www.textoria.fr/confidentialite" style="color:#6b7280;">Confidentialité</a>`,
    }),
    enc: "qp",
  },
  {
    family: "textoria",
    group: "regional",
    lang: "fr",
    kind: "low-balance",
    code: null,
    link: null,
    from: "Textoria <facturation@textoria.fr>",
    subject: "Alerte crédit : il reste 1 850 SMS sur votre compte",
    date: when(10, 19, "07:30", "+0200"),
    text: `Bonjour,

Le crédit SMS de votre compte Tidewell B.V. (n° client 60-118274) est
passé sous le seuil d'alerte que vous avez défini (2 000 SMS).

Crédit restant : 1 850 SMS
Consommation moyenne : 410 SMS / jour sur les 7 derniers jours
Épuisement estimé : le 23/10/2026

Le rechargement automatique est désactivé sur ce compte. Pour éviter
toute interruption de vos alertes, pensez à recharger depuis votre
espace client : https://espace.textoria.fr/credits

Pack 10 000 SMS France : 450,00 € HT (0,045 € / SMS)

L'équipe Textoria
Textoria SAS – 27 rue de la République – 69002 Lyon`,
    html: null,
    enc: "8bit",
  },

  // ------------------------------------------------ Redalba (Spanish CDN / DNS provider)
  {
    family: "redalba-cdn",
    group: "regional",
    lang: "es",
    kind: "cert-expiry",
    code: null,
    link: null,
    from: "Redalba CDN <avisos@redalba.net>",
    subject: "Tu certificado para *.tidewell.es caduca en 14 días",
    date: when(10, 10, "10:00", "+0200"),
    text: `Hola,

El certificado TLS personalizado que subiste para la zona tidewell.es
caduca pronto:

  Dominios:    *.tidewell.es, tidewell.es
  Emisor:      Sectigo RSA Domain Validation Secure Server CA
  N.º de serie: 7A:3F:11:C0:92:5E:48:DB
  Caduca:      24/10/2026 23:59 UTC (dentro de 14 días)

Como es un certificado subido por ti, no podemos renovarlo
automáticamente. Sube el nuevo certificado en el panel o cambia la zona
a certificados gestionados por Redalba.

Panel: https://panel.redalba.net/zonas/tidewell.es/tls

Equipo de Redalba
Redalba Networks S.L. · Av. Diagonal 612, 08021 Barcelona · +34 93 272 40 16`,
    html: card({
      lang: "es",
      preheader: "*.tidewell.es caduca el 24/10/2026",
      logo: "https://redalba.net/img/email/redalba-logo.png",
      logoAlt: "Redalba",
      accent: "#f97316",
      body: `<p>Hola,</p>
<p>El certificado TLS personalizado que subiste para la zona <b>tidewell.es</b> caduca pronto:</p>
<table role="presentation" cellpadding="5" cellspacing="0" border="0" style="font-size:13px;font-family:Menlo,monospace;background:#fff7ed;width:100%;">
  <tr><td style="color:#9a3412;">Dominios</td><td>*.tidewell.es, tidewell.es</td></tr>
  <tr><td style="color:#9a3412;">Emisor</td><td>Sectigo RSA Domain Validation Secure Server CA</td></tr>
  <tr><td style="color:#9a3412;">N.º de serie</td><td>7A:3F:11:C0:92:5E:48:DB</td></tr>
  <tr><td style="color:#9a3412;">Caduca</td><td>24/10/2026 23:59 UTC (dentro de 14 días)</td></tr>
</table>
<p>Como es un certificado subido por ti, no podemos renovarlo automáticamente. Sube el nuevo certificado en el panel o cambia la zona a certificados gestionados por Redalba.</p>
<p><a href="https://panel.redalba.net/zonas/tidewell.es/tls" style="color:#f97316;font-weight:bold;">Ir al panel &rarr;</a></p>`,
      footer:
        `Redalba Networks S.L. &middot; Av. Diagonal 612, 08021 Barcelona &middot; +34 93 272 40 16<br><a href="https://redalba.net/legal" style="color:#6b7280;">Aviso legal</a>`,
    }),
  },
  {
    family: "redalba-cdn",
    group: "regional",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://clk.redalba.net/ls/click?upn=u001.Hq7x2Ra-2BkP9dLm4Zt0YwA-3D-3D_rst8812",
    from: "Redalba CDN <no-responder@redalba.net>",
    subject: "Restablece tu contraseña de Redalba",
    date: when(10, 10, "10:26", "+0200"),
    enc: "b64",
    text: `Hola Sam,

Hemos recibido una solicitud para restablecer la contraseña de tu
cuenta de Redalba (sam.reader@tidewell.io).

Para elegir una contraseña nueva, abre este enlace:
https://clk.redalba.net/ls/click?upn=u001.Hq7x2Ra-2BkP9dLm4Zt0YwA-3D-3D_rst8812

El enlace caduca en 60 minutos y solo se puede usar una vez.

Si no lo has pedido tú, ignora este correo: tu contraseña actual
seguirá funcionando.

Equipo de Redalba
Redalba Networks S.L. · Av. Diagonal 612, 08021 Barcelona`,
    html: card({
      lang: "es",
      preheader: "El enlace caduca en 60 minutos.",
      logo: "https://redalba.net/img/email/redalba-logo.png",
      logoAlt: "Redalba",
      accent: "#f97316",
      body: `<p>Hola Sam,</p>
<p>Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Redalba (sam.reader@tidewell.io).</p>
${
        button(
          "https://clk.redalba.net/ls/click?upn=u001.Hq7x2Ra-2BkP9dLm4Zt0YwA-3D-3D_rst8812",
          "Elegir contraseña nueva",
          "#f97316",
        )
      }
<p style="font-size:13px;color:#6b7280;">El enlace caduca en 60 minutos y solo se puede usar una vez.</p>
<p style="font-size:13px;color:#6b7280;">Si no lo has pedido tú, ignora este correo: tu contraseña actual seguirá funcionando.</p>`,
      footer:
        `Redalba Networks S.L. &middot; Av. Diagonal 612, 08021 Barcelona<br><a href="https://clk.redalba.net/ls/click?upn=u001.Hq7x2Ra-2BkP9dLm4Zt0YwA-3D-3D_help" style="color:#6b7280;">Centro de ayuda</a> &middot; <a href="https://clk.redalba.net/ls/click?upn=u001.Hq7x2Ra-2BkP9dLm4Zt0YwA-3D-3D_priv" style="color:#6b7280;">Privacidad</a>`,
    }),
  },

  // ------------------------------------------------ Stackmoth (self-hosted error tracking)
  {
    family: "stackmoth",
    group: "oss",
    lang: "en",
    kind: "issue-alert",
    code: null,
    link: null,
    from: "Stackmoth <stackmoth@errors.tidewell.io>",
    subject: "[Stackmoth] CHECKOUT-API-3QF - KeyError: 'currency' (production)",
    date: when(9, 24, "19:06"),
    text: `New issue in tidewell / checkout-api

KeyError: 'currency'
  pricing/convert.py in to_minor_units at line 74

Environment:  production
Release:      checkout-api@2026.09.24-3
First seen:   Sep 24, 2026, 19:05:51 UTC
Events:       37 in the last 5 minutes, 212 users affected

Tags
  browser = Chrome 130.0    os = Android 15
  url = https://shop.tidewell.io/checkout/payment
  transaction = POST /api/v2/cart/{id}/quote

Alert rule: "New issue, production, > 10 events in 5 min"

View on Stackmoth: https://errors.tidewell.io/organizations/tidewell/issues/9048812/?referrer=alert_email
Mute this alert rule: https://errors.tidewell.io/organizations/tidewell/alerts/rules/checkout-api/71/?mute=1

You are receiving this email because you are a member of #payments.
Stackmoth 24.9.0 (self-hosted)`,
    html:
      `<html><body style="margin:0;background:#f9f8fb;font-family:Rubik,'Avenir Next',Helvetica,Arial,sans-serif;color:#2b1d38;">
<table width="640" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:20px auto;background:#fff;border:1px solid #e2dee6;border-radius:4px;">
<tr><td style="padding:14px 24px;border-bottom:1px solid #e2dee6;"><img src="https://errors.tidewell.io/_static/stackmoth/images/email/moth-logo.png" alt="Stackmoth" width="110" height="24"></td></tr>
<tr><td style="padding:18px 24px 0 24px;font-size:12px;color:#80708f;">NEW ISSUE &middot; tidewell / checkout-api</td></tr>
<tr><td style="padding:6px 24px;"><a href="https://errors.tidewell.io/organizations/tidewell/issues/9048812/?referrer=alert_email" style="font-size:20px;font-weight:bold;color:#2b1d38;text-decoration:none;">KeyError: 'currency'</a><br><span style="font-family:Menlo,monospace;font-size:12px;color:#80708f;">pricing/convert.py in to_minor_units at line 74</span></td></tr>
<tr><td style="padding:12px 24px;">
<table width="100%" cellpadding="5" cellspacing="0" border="0" style="font-size:13px;">
  <tr><td style="color:#80708f;width:130px;">Environment</td><td>production</td></tr>
  <tr><td style="color:#80708f;">Release</td><td>checkout-api@2026.09.24-3</td></tr>
  <tr><td style="color:#80708f;">First seen</td><td>Sep 24, 2026, 19:05:51 UTC</td></tr>
  <tr><td style="color:#80708f;">Events</td><td>37 in the last 5 minutes, 212 users affected</td></tr>
</table></td></tr>
<tr><td style="padding:0 24px 12px 24px;font-size:12px;">
  <span style="background:#f0ecf3;padding:3px 6px;border-radius:3px;">browser: Chrome 130.0</span>
  <span style="background:#f0ecf3;padding:3px 6px;border-radius:3px;">os: Android 15</span>
  <span style="background:#f0ecf3;padding:3px 6px;border-radius:3px;">transaction: POST /api/v2/cart/{id}/quote</span>
</td></tr>
<tr><td style="padding:8px 24px 20px 24px;"><a href="https://errors.tidewell.io/organizations/tidewell/issues/9048812/?referrer=alert_email" style="background:#6c5fc7;color:#fff;padding:9px 16px;border-radius:4px;text-decoration:none;font-size:14px;">View on Stackmoth</a></td></tr>
<tr><td style="padding:12px 24px;border-top:1px solid #e2dee6;font-size:11px;color:#80708f;">Alert rule &ldquo;New issue, production, &gt; 10 events in 5 min&rdquo; &middot; <a href="https://errors.tidewell.io/organizations/tidewell/alerts/rules/checkout-api/71/?mute=1" style="color:#80708f;">Mute this alert rule</a><br>You are receiving this email because you are a member of #payments. Stackmoth 24.9.0 (self-hosted)</td></tr>
</table></body></html>`,
  },
  {
    family: "stackmoth",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://errors.tidewell.io/accept/1177/5c0e9a4d2b8f7613ea04d9c1b2a3f587/",
    from: "Stackmoth <stackmoth@errors.tidewell.io>",
    subject: "Join tidewell in using Stackmoth",
    date: when(9, 2, "14:50"),
    text: `Your teammate Meera Iyer has invited you to join the tidewell
organization on Stackmoth, where you'll be able to see and triage
errors from checkout-api, edge-router and 11 other projects.

Role: Member
Teams: #payments, #platform

Accept the invitation:
https://errors.tidewell.io/accept/1177/5c0e9a4d2b8f7613ea04d9c1b2a3f587/

This invitation is valid for 30 days.

Stackmoth 24.9.0 (self-hosted) - https://errors.tidewell.io`,
    html:
      `<html><body style="margin:0;background:#f9f8fb;font-family:Rubik,'Avenir Next',Helvetica,Arial,sans-serif;color:#2b1d38;">
<table width="560" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:20px auto;background:#fff;border:1px solid #e2dee6;border-radius:4px;">
<tr><td style="padding:14px 24px;border-bottom:1px solid #e2dee6;"><img src="https://errors.tidewell.io/_static/stackmoth/images/email/moth-logo.png" alt="Stackmoth" width="110" height="24"></td></tr>
<tr><td style="padding:22px 24px;font-size:15px;line-height:22px;">
  <h2 style="margin:0 0 12px 0;font-size:20px;">Join tidewell in using Stackmoth</h2>
  <p>Your teammate <b>Meera Iyer</b> has invited you to join the <b>tidewell</b> organization on Stackmoth, where you'll be able to see and triage errors from checkout-api, edge-router and 11 other projects.</p>
  <p style="font-size:13px;color:#80708f;">Role: Member &middot; Teams: #payments, #platform</p>
  <p style="margin:24px 0;"><a href="https://errors.tidewell.io/accept/1177/5c0e9a4d2b8f7613ea04d9c1b2a3f587/" style="background:#6c5fc7;color:#fff;padding:11px 20px;border-radius:4px;text-decoration:none;font-weight:bold;">Join tidewell</a></p>
  <p style="font-size:13px;color:#80708f;">This invitation is valid for 30 days.</p>
</td></tr>
<tr><td style="padding:12px 24px;border-top:1px solid #e2dee6;font-size:11px;color:#80708f;">Stackmoth 24.9.0 (self-hosted) &middot; <a href="https://errors.tidewell.io" style="color:#80708f;">errors.tidewell.io</a></td></tr>
</table></body></html>`,
  },

  // ------------------------------------------------ Pulsewick (self-hosted uptime monitor, plain text)
  {
    family: "pulsewick",
    group: "oss",
    lang: "en",
    kind: "monitor-down",
    code: null,
    link: null,
    from: "Pulsewick <pulsewick@status-probe.tidewell.io>",
    subject: "[🔴 Down] api.tidewell.io /healthz",
    date: when(10, 13, "03:58"),
    text: `[api.tidewell.io /healthz] [🔴 Down] Request failed with status code 503

Monitor:   api.tidewell.io /healthz (HTTP)
URL:       https://api.tidewell.io/healthz
Time (Europe/Amsterdam): 2026-10-13 05:58:02
Retries:   3 of 3 failed, interval 60 s
Response:  503 Service Unavailable in 10012 ms

--
Pulsewick 2.1.4 at https://uptime.tidewell.io`,
    html: null,
  },
  {
    family: "pulsewick",
    group: "oss",
    lang: "en",
    kind: "monitor-up",
    code: null,
    link: null,
    from: "Pulsewick <pulsewick@status-probe.tidewell.io>",
    subject: "[✅ Up] api.tidewell.io /healthz",
    date: when(10, 13, "04:21"),
    text: `[api.tidewell.io /healthz] [✅ Up] 200 - OK

Monitor:   api.tidewell.io /healthz (HTTP)
URL:       https://api.tidewell.io/healthz
Time (Europe/Amsterdam): 2026-10-13 06:21:40
Downtime:  23 min 38 s
Response:  200 OK in 184 ms

--
Pulsewick 2.1.4 at https://uptime.tidewell.io`,
    html: null,
  },

  // ------------------------------------------------ Blazeward (incident management)
  {
    family: "blazeward",
    group: "consumer",
    lang: "en",
    kind: "incident-declared",
    code: null,
    link: null,
    from: "Blazeward <incidents@mail.blazeward.io>",
    subject: "INC-2291 declared (SEV2): Elevated 503s on api.tidewell.io",
    date: when(10, 13, "04:02"),
    enc: "qp",
    text: `INC-2291 · SEV2 · Investigating

Elevated 503s on api.tidewell.io

Declared by Aiko Tanabe at 06:02 CEST · Oct 13, 2026
Incident lead:   Sam Reader (you)
Comms lead:      Aiko Tanabe
Affected:        Public API, Checkout
Customer impact: ~18% of API requests failing in eu-west

Summary
Health checks on api.tidewell.io fail intermittently since 05:57.
Suspect the 05:40 config push to the edge routers.

Slack channel:   #inc-2291-elevated-503s
Video bridge:    https://meet.tidewell.io/inc-2291  (passcode 551902)
Incident page:   https://app.blazeward.io/tidewell/incidents/INC-2291

You're receiving this because you were assigned a role on this incident.
Blazeward Ltd · 3 Shoreditch High St, London E1 6PG`,
    html: card({
      preheader: "SEV2 · Investigating · you are the incident lead",
      logo: "https://cdn.blazeward.io/email/blazeward-logo.png",
      logoAlt: "Blazeward",
      accent: "#f25533",
      body:
        `<p style="margin:0 0 4px 0;font-size:12px;font-weight:bold;color:#f25533;">INC-2291 &middot; SEV2 &middot; INVESTIGATING</p>
<h1 style="margin:0 0 14px 0;font-size:21px;">Elevated 503s on api.tidewell.io</h1>
<p style="font-size:13px;color:#6b7280;">Declared by Aiko Tanabe at 06:02 CEST &middot; Oct 13, 2026</p>
<table role="presentation" width="100%" cellpadding="5" cellspacing="0" border="0" style="font-size:14px;">
  <tr><td style="color:#6b7280;width:140px;">Incident lead</td><td>Sam Reader (you)</td></tr>
  <tr><td style="color:#6b7280;">Comms lead</td><td>Aiko Tanabe</td></tr>
  <tr><td style="color:#6b7280;">Affected</td><td>Public API, Checkout</td></tr>
  <tr><td style="color:#6b7280;">Customer impact</td><td>~18% of API requests failing in eu-west</td></tr>
</table>
<h3 style="font-size:15px;margin:18px 0 6px 0;">Summary</h3>
<p style="margin:0;">Health checks on api.tidewell.io fail intermittently since 05:57. Suspect the 05:40 config push to the edge routers.</p>
<p style="font-size:14px;margin-top:18px;">
  <a href="https://tidewell.slack.com/archives/C07INC2291" style="color:#f25533;">#inc-2291-elevated-503s</a><br>
  <a href="https://meet.tidewell.io/inc-2291" style="color:#f25533;">Join video bridge</a> (passcode 551902)<br>
  <a href="https://app.blazeward.io/tidewell/incidents/INC-2291" style="color:#f25533;">Open incident page</a>
</p>`,
      footer:
        `You're receiving this because you were assigned a role on this incident.<br>Blazeward Ltd &middot; 3 Shoreditch High St, London E1 6PG`,
    }),
  },
  {
    family: "blazeward",
    group: "consumer",
    lang: "en",
    kind: "postmortem-reminder",
    code: null,
    link: null,
    from: "Blazeward <incidents@mail.blazeward.io>",
    subject: "Post-incident review for INC-2291 is due Friday",
    date: when(10, 19, "09:00"),
    text: `Hi Sam,

The post-incident review for INC-2291 "Elevated 503s on api.tidewell.io"
is due on Fri, Oct 23, 2026. You're the owner.

Status:        Draft (timeline 80% complete)
Follow-ups:    4 open, 1 done
  - FU-611 Add canary stage to edge config pushes (Jonas Brückner)
  - FU-612 Alert on listener drain timeouts (you)
  - FU-613 Runbook: rolling back edge-router config (Aiko Tanabe)
  - FU-614 Review health check timeout of 10 s (unassigned)

Review meeting: Thu, Oct 22, 15:00-15:45 CEST (calendar invite sent)

Open the review: https://app.blazeward.io/tidewell/incidents/INC-2291/post-incident

Blazeward Ltd · 3 Shoreditch High St, London E1 6PG`,
    html: null,
  },

  // ------------------------------------------------ Tidewell internal (a colleague's handover)
  {
    family: "tidewell-internal",
    group: "negative",
    lang: "de",
    kind: "oncall-handover",
    code: null,
    link: null,
    from: "Jonas Brückner <jonas.brueckner@tidewell.io>",
    subject: "Übergabe Rufbereitschaft Platform KW 42",
    date: when(10, 12, "08:47", "+0200"),
    text: `Moin Sam,

kurze Übergabe für deine Woche, Details stehen wie immer im Wiki.

1. pg-primary-02: WAL-Volume läuft weiterhin langsam voll (ca. 3 %
   pro Tag). Das Ticket OPS-4471 ist offen, Resize ist für Dienstag im
   Wartungsfenster geplant. Bis dahin ggf. den alten Replikations-Slot
   "analytics_old" prüfen.
2. Hafenrechen macht am 22.09. nachts Core-Wartung in HAM2 – ist schon
   durch, keine Auffälligkeiten.
3. Die Alarme für edge-router-nl-07 kannst du ignorieren, die Kiste
   wird am Mittwoch abgebaut (Change CHG-1290).
4. Textoria-Guthaben ist knapp, ich habe Meera wegen der Freigabe für
   das 10.000er-Paket angeschrieben.

Ich bin ab Mittwoch im Urlaub, bei Fragen bis dahin gern per Slack
oder unter 0151 2849 7730.

Viele Grüße
Jonas

--
Jonas Brückner · Site Reliability Engineering
Tidewell GmbH · Großer Burstah 31 · 20457 Hamburg`,
    html: null,
    enc: "8bit",
  },

  // ------------------------------------------------ Nuvolaria (Italian VPS provider, secondary region)
  {
    family: "nuvolaria",
    group: "regional",
    lang: "it",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "Nuvolaria <noc@nuvolaria.it>",
    subject: "Manutenzione programmata storage MIL1 – 8 ottobre 2026, 23:00–01:00",
    date: when(10, 1, "15:10", "+0200"),
    enc: "qp",
    text: `Gentile cliente,

ti informiamo che giovedì 8 ottobre 2026 dalle 23:00 alle 01:00 (ora
italiana) eseguiremo un aggiornamento del firmware sui controller dello
storage a blocchi nel data center MIL1 (Via Caldera 21, 20153 Milano).

Servizi coinvolti sul tuo account (cod. cliente NV-30418):
  - 3 istanze cloud (mil1-tw-app-01, -02, -03)
  - 2 volumi a blocchi (500 GB, 1 TB)

Durante la finestra potresti notare un aumento della latenza di I/O per
circa 10 minuti. Non sono previsti riavvii delle istanze.

Segui lo stato dei lavori su https://stato.nuvolaria.it

Per qualsiasi necessità il NOC è raggiungibile 24/7 al numero
+39 02 8719 4450.

Cordiali saluti,
Il team Nuvolaria

Nuvolaria S.r.l. · Via Caldera 21 · 20153 Milano · P.IVA 10482730965`,
    html: card({
      lang: "it",
      preheader: "Giovedì 8 ottobre, 23:00–01:00: possibile aumento della latenza di I/O",
      logo: "https://www.nuvolaria.it/img/mail/nuvolaria.png",
      logoAlt: "Nuvolaria",
      accent: "#0ea5e9",
      body: `<p>Gentile cliente,</p>
<p>ti informiamo che <b>giovedì 8 ottobre 2026 dalle 23:00 alle 01:00</b> (ora italiana) eseguiremo un aggiornamento del firmware sui controller dello storage a blocchi nel data center MIL1 (Via Caldera 21, 20153 Milano).</p>
<p><b>Servizi coinvolti sul tuo account</b> (cod. cliente NV-30418):</p>
<ul style="margin-top:0;"><li>3 istanze cloud (mil1-tw-app-01, -02, -03)</li><li>2 volumi a blocchi (500 GB, 1 TB)</li></ul>
<p>Durante la finestra potresti notare un aumento della latenza di I/O per circa 10 minuti. Non sono previsti riavvii delle istanze.</p>
<p>Segui lo stato dei lavori su <a href="https://stato.nuvolaria.it" style="color:#0284c7;">stato.nuvolaria.it</a>.</p>
<p>Per qualsiasi necessità il NOC è raggiungibile 24/7 al numero +39 02 8719 4450.</p>
<p>Cordiali saluti,<br>Il team Nuvolaria</p>`,
      footer: `Nuvolaria S.r.l. &middot; Via Caldera 21 &middot; 20153 Milano &middot; P.IVA 10482730965<br>
<a href="https://www.nuvolaria.it/privacy" style="color:#6b7280;">Privacy</a> &middot; <a href="https://www.facebook.com/nuvolaria" style="color:#6b7280;">Facebook</a> &middot; <a href="https://www.linkedin.com/company/nuvolaria" style="color:#6b7280;">LinkedIn</a>`,
    }),
  },
  {
    family: "nuvolaria",
    group: "regional",
    lang: "it",
    kind: "verify-link",
    code: null,
    link: "https://pannello.nuvolaria.it/account/email/conferma?t=8b1f0c6e2a9d47f3&uid=30418",
    from: "Nuvolaria <account@nuvolaria.it>",
    subject: "Conferma il nuovo indirizzo email del tuo account",
    date: when(10, 20, "12:02", "+0200"),
    text: `Ciao Sam,

hai chiesto di usare questo indirizzo (sam.reader@tidewell.io) come
email principale del tuo account Nuvolaria NV-30418.

Per completare la modifica, conferma l'indirizzo da qui:
https://pannello.nuvolaria.it/account/email/conferma?t=8b1f0c6e2a9d47f3&uid=30418

Il link resta valido per 24 ore. Finché non confermi, continueremo a
scrivere al vecchio indirizzo.

Non hai chiesto tu la modifica? Scrivi a supporto@nuvolaria.it.

Il team Nuvolaria`,
    html: card({
      lang: "it",
      preheader: "Completa la modifica entro 24 ore",
      logo: "https://www.nuvolaria.it/img/mail/nuvolaria.png",
      logoAlt: "Nuvolaria",
      accent: "#0ea5e9",
      body: `<p>Ciao Sam,</p>
<p>hai chiesto di usare questo indirizzo (sam.reader@tidewell.io) come email principale del tuo account Nuvolaria NV-30418.</p>
${
        button(
          "https://pannello.nuvolaria.it/account/email/conferma?t=8b1f0c6e2a9d47f3&amp;uid=30418",
          "Conferma indirizzo",
          "#0284c7",
        )
      }
<p style="font-size:13px;color:#6b7280;">Il link resta valido per 24 ore. Finché non confermi, continueremo a scrivere al vecchio indirizzo.</p>
<p style="font-size:13px;color:#6b7280;">Non hai chiesto tu la modifica? Scrivi a <a href="mailto:supporto@nuvolaria.it">supporto@nuvolaria.it</a>.</p>
<p>Il team Nuvolaria</p>`,
      footer: `Nuvolaria S.r.l. &middot; Via Caldera 21 &middot; 20153 Milano &middot; P.IVA 10482730965`,
    }),
  },

  // ------------------------------------------------ Pixtrilha (Brazilian payment provider, webhook health)
  {
    family: "pixtrilha",
    group: "regional",
    lang: "pt",
    kind: "webhook-failures",
    code: null,
    link: null,
    from: "Pixtrilha para Desenvolvedores <dev-avisos@pixtrilha.com.br>",
    subject: "Seu endpoint de webhooks está falhando (98 tentativas sem sucesso)",
    date: when(10, 13, "02:15", "-0300"),
    text: `Olá, equipe Tidewell Brasil,

Nas últimas 2 horas não conseguimos entregar eventos para o endpoint
abaixo:

  URL:          https://api.tidewell.io/webhooks/pixtrilha
  Conta:        Tidewell Comércio Digital Ltda. (ID acc_7Rk20Qv)
  Ambiente:     produção
  Tentativas:   98 falhas seguidas (HTTP 503)
  Primeira:     13/10/2026 00:58 (horário de Brasília)
  Eventos:      charge.paid, charge.refunded

Vamos continuar tentando por até 3 dias com intervalos crescentes. Se o
endpoint continuar falhando, ele será desativado em 16/10/2026 e os
eventos ficarão disponíveis só pela API.

Veja o histórico de entregas no painel:
https://painel.pixtrilha.com.br/desenvolvedores/webhooks/we_4kP9x

Pixtrilha Instituição de Pagamento S.A. · CNPJ 38.214.907/0001-52
Av. Brigadeiro Faria Lima, 3477 – São Paulo/SP · 0800 591 2040`,
    html: null,
    enc: "qp",
  },
];
