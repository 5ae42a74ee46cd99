/**
 * Work and public-service mail: HR and payroll, recruiting, expenses and invoicing, business banking,
 * e-signature, schools and exam bodies, a health-plan portal, councils and utilities, corporate
 * sign-on and IT service desks, in English and thirteen other languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date with the right weekday. */
function date(y: number, m: number, d: number, time: string, tz: string): string {
  const wd = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${wd}, ${String(d).padStart(2, "0")} ${MONTHS[m - 1]} ${y} ${time} ${tz}`;
}

/** A corporate shell: logo bar, white card, grey legal footer. */
function corporate(o: {
  title: string;
  preheader: string;
  logo: string;
  brand: string;
  color: string;
  body: string;
  footer: string;
  lang?: string;
}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
<style>
  body { margin:0; padding:0; background:#eef0f3; }
  @media only screen and (max-width:620px) { .card { width:100% !important; } }
</style>
</head>
<body style="margin:0;padding:0;background:#eef0f3;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${o.preheader}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef0f3;">
  <tr>
    <td align="center" style="padding:24px 12px;">
      <table role="presentation" class="card" width="600" cellpadding="0" cellspacing="0" border="0">
        <tr>
          <td style="background:${o.color};padding:18px 28px;">
            <img src="${o.logo}" alt="${o.brand}" height="28" style="display:block;border:0;height:28px;">
          </td>
        </tr>
        <tr>
          <td style="background:#ffffff;padding:32px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1f2933;">
${o.body}
          </td>
        </tr>
        <tr>
          <td style="padding:20px 28px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#7b8794;">
${o.footer}
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
    <td align="center" bgcolor="${color}" style="border-radius:4px;">
      <a href="${href}" target="_blank" style="display:inline-block;padding:12px 26px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${label}</a>
    </td>
  </tr>
</table>`;
}

/** Label/value rows as ERP systems print them. */
function fields(rows: [string, string][], border = "#d9dde3"): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:16px 0;font-size:13px;">
${
    rows.map(([k, v]) =>
      `  <tr>
    <td style="border:1px solid ${border};background:#f5f7fa;padding:7px 10px;width:38%;font-weight:bold;">${k}</td>
    <td style="border:1px solid ${border};padding:7px 10px;">${v}</td>
  </tr>`
    ).join("\n")
  }
</table>`;
}

/** One boxed cell per character of a code. */
function cells(code: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" style="margin:20px auto;">
  <tr>
${
    [...code].map((ch) =>
      `    <td width="40" height="48" align="center" style="border:1px solid ${color};border-radius:6px;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;color:${color};">${ch}</td>`
    ).join("\n")
  }
  </tr>
</table>`;
}

export const mails: Mail[] = [
  // ------------------------------------------------------------------ orangehrm-instance
  {
    family: "orangehrm-instance",
    group: "oss",
    lang: "en",
    kind: "activate-link",
    code: null,
    link: "https://hr.brackenridge-foods.com/web/index.php/auth/activateAccount/7Qm2XcR9vLp04TsHyE8n",
    from: "Brackenridge HR (OrangeHRM) <no-reply@hr.brackenridge-foods.com>",
    subject: "Your Brackenridge Foods employee account is ready",
    date: date(2025, 3, 3, "08:02:17", "+0000"),
    text: `Dear Priya Natarajan,

Welcome to Brackenridge Foods Ltd. Your HR administrator has created an employee
account for you in OrangeHRM, where you will book leave, view your payslips and
complete your onboarding checklist before your start date (10 March 2025).

Username: priya.natarajan
Employee ID: BF-004127

To activate the account and choose your password, open the link below. It can be
used once and expires in 72 hours.

https://hr.brackenridge-foods.com/web/index.php/auth/activateAccount/7Qm2XcR9vLp04TsHyE8n

If the link has expired, ask hr@brackenridge-foods.com or call the People team on
01632 960 418 (Mon-Fri, 9:00-17:00).

Regards,
People & Culture
Brackenridge Foods Ltd, Unit 4 Millbrook Park, Leeds LS11 5QT

This is an automated message from OrangeHRM. Please do not reply.`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#333;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f6f6;">
<tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #f28b38;">
<tr><td style="padding:16px 24px;"><img src="https://hr.brackenridge-foods.com/web/images/ohrm_branding.png" alt="OrangeHRM" width="140"></td></tr>
<tr><td style="padding:8px 24px 24px 24px;">
<p>Dear Priya Natarajan,</p>
<p>Welcome to Brackenridge Foods Ltd. Your HR administrator has created an employee account for you in OrangeHRM, where you will book leave, view your payslips and complete your onboarding checklist before your start date (<b>10 March 2025</b>).</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#888;">Username</td><td><b>priya.natarajan</b></td></tr>
<tr><td style="color:#888;">Employee ID</td><td>BF-004127</td></tr>
</table>
<p>To activate the account and choose your password, click the button below. The link can be used once and expires in 72 hours.</p>
<p><a href="https://hr.brackenridge-foods.com/web/index.php/auth/activateAccount/7Qm2XcR9vLp04TsHyE8n" style="background:#f28b38;color:#fff;padding:10px 22px;border-radius:18px;text-decoration:none;font-weight:bold;">Activate Account</a></p>
<p style="font-size:11px;color:#888;">If the link has expired, ask <a href="mailto:hr@brackenridge-foods.com">hr@brackenridge-foods.com</a> or call the People team on 01632 960 418 (Mon&ndash;Fri, 9:00&ndash;17:00).</p>
<p>Regards,<br>People &amp; Culture</p>
</td></tr>
<tr><td style="background:#f0f0f0;padding:12px 24px;font-size:10px;color:#999;">Brackenridge Foods Ltd, Unit 4 Millbrook Park, Leeds LS11 5QT. Registered in England No. 06418832.<br>This is an automated message from OrangeHRM. Please do not reply.</td></tr>
</table>
</td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "orangehrm-instance",
    group: "negative",
    lang: "en",
    kind: "leave-approved",
    code: null,
    link: null,
    from: "Brackenridge HR (OrangeHRM) <no-reply@hr.brackenridge-foods.com>",
    subject: "Leave Request Approved: 14/04/2025 - 17/04/2025",
    date: date(2025, 3, 27, "15:41:09", "+0000"),
    text: `Hi Priya,

Your leave request has been approved by Martin Achterberg.

Leave Type      : Annual Leave
From            : 2025-04-14
To              : 2025-04-17
Duration        : 4.00 Day(s)
Comment         : Enjoy the break - Martin

Remaining balance (Annual Leave, 2025): 17.50 day(s)

You can view your leave list at https://hr.brackenridge-foods.com/web/index.php/leave/viewMyLeaveList

Thank you.
This is an automated notification from OrangeHRM.`,
    html: null,
  },
  // ------------------------------------------------------------------ kimai-timesheets
  {
    family: "kimai-timesheets",
    group: "oss",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: "https://zeit.holzbau-ebner.de/de/auth/reset/password/UvT3dQ0sKjm8bX1rNw5ZyPa6Hc9GfL2e",
    from: "Kimai – Holzbau Ebner <zeiterfassung@holzbau-ebner.de>",
    subject: "Passwort zurücksetzen",
    date: date(2025, 2, 11, "06:48:30", "+0100"),
    text: `Hallo j.wagner,

um Ihr Passwort für die Zeiterfassung zurückzusetzen, rufen Sie bitte die folgende
Adresse auf:

https://zeit.holzbau-ebner.de/de/auth/reset/password/UvT3dQ0sKjm8bX1rNw5ZyPa6Hc9GfL2e

Der Link ist 2 Stunden gültig. Falls Sie das Zurücksetzen nicht angefordert haben,
können Sie diese Nachricht ignorieren – Ihr bisheriges Passwort bleibt bestehen.

Mit freundlichen Grüßen
Ihr Kimai-Team`,
    html: `<!DOCTYPE html>
<html lang="de"><head><meta charset="UTF-8"><title>Passwort zurücksetzen</title></head>
<body style="background:#f4f6fa;font-family:'Source Sans Pro',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e6e7e9;">
<tr><td style="padding:20px 30px;border-bottom:1px solid #e6e7e9;"><img src="https://zeit.holzbau-ebner.de/touch-icon-192x192.png" width="32" height="32" alt="Kimai" style="vertical-align:middle;"> <span style="font-size:18px;vertical-align:middle;">Kimai</span></td></tr>
<tr><td style="padding:30px;font-size:15px;color:#232e3c;">
<p>Hallo j.wagner,</p>
<p>um Ihr Passwort für die Zeiterfassung zurückzusetzen, klicken Sie bitte auf den folgenden Button:</p>
<p style="text-align:center;"><a href="https://zeit.holzbau-ebner.de/de/auth/reset/password/UvT3dQ0sKjm8bX1rNw5ZyPa6Hc9GfL2e" style="display:inline-block;background:#206bc4;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none;">Passwort zurücksetzen</a></p>
<p>Der Link ist 2 Stunden gültig. Falls Sie das Zurücksetzen nicht angefordert haben, können Sie diese Nachricht ignorieren – Ihr bisheriges Passwort bleibt bestehen.</p>
<p>Mit freundlichen Grüßen<br>Ihr Kimai-Team</p>
</td></tr>
<tr><td style="padding:14px 30px;font-size:12px;color:#9aa0ac;background:#fafbfc;">Holzbau Ebner GmbH · Gewerbestraße 12 · 83022 Rosenheim · HRB 18823 Amtsgericht Traunstein</td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "kimai-timesheets",
    group: "negative",
    lang: "de",
    kind: "timesheet-reminder",
    code: null,
    link: null,
    from: "Kimai – Holzbau Ebner <zeiterfassung@holzbau-ebner.de>",
    subject: "Erinnerung: Arbeitszeiten für KW 9 fehlen",
    date: date(2025, 3, 3, "07:00:02", "+0100"),
    text: `Hallo Jonas Wagner,

für die Kalenderwoche 9 (24.02.2025 – 02.03.2025) sind bisher 22,5 von 39,0
Sollstunden erfasst.

Fehlende Tage:
  Mi, 26.02.2025   0:00 h
  Do, 27.02.2025   0:00 h

Bitte tragen Sie Ihre Zeiten bis Mittwoch, 05.03.2025, 12:00 Uhr nach, damit die
Lohnabrechnung für Februar rechtzeitig erstellt werden kann.

Zur Zeiterfassung: https://zeit.holzbau-ebner.de/de/timesheet/

Diese Erinnerung wurde automatisch erstellt.
Holzbau Ebner GmbH · Gewerbestraße 12 · 83022 Rosenheim`,
    html: `<html lang="de"><body style="font-family:Helvetica,Arial,sans-serif;background:#f4f6fa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e7e9;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #e6e7e9;font-size:18px;">Kimai</td></tr>
<tr><td style="padding:24px 28px;font-size:14px;color:#232e3c;">
<p>Hallo Jonas Wagner,</p>
<p>für die Kalenderwoche 9 (24.02.2025 – 02.03.2025) sind bisher <b>22,5 von 39,0</b> Sollstunden erfasst.</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#f0f2f5;"><th align="left">Tag</th><th align="right">Erfasst</th></tr>
<tr><td>Mi, 26.02.2025</td><td align="right" style="color:#cd201f;">0:00 h</td></tr>
<tr><td>Do, 27.02.2025</td><td align="right" style="color:#cd201f;">0:00 h</td></tr>
</table>
<p>Bitte tragen Sie Ihre Zeiten bis <b>Mittwoch, 05.03.2025, 12:00 Uhr</b> nach, damit die Lohnabrechnung für Februar rechtzeitig erstellt werden kann.</p>
<p><a href="https://zeit.holzbau-ebner.de/de/timesheet/" style="color:#206bc4;">Zur Zeiterfassung</a></p>
</td></tr>
<tr><td style="padding:12px 28px;font-size:11px;color:#9aa0ac;background:#fafbfc;">Diese Erinnerung wurde automatisch erstellt. Holzbau Ebner GmbH · Gewerbestraße 12 · 83022 Rosenheim</td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  // ------------------------------------------------------------------ zammad-helpdesk
  {
    family: "zammad-helpdesk",
    group: "negative",
    lang: "en",
    kind: "ticket-updated",
    code: null,
    link: null,
    from: "Fenwick Logistics IT Support <support@helpdesk.fenwick-logistics.com>",
    subject: "[Ticket#31245] VPN drops every 20 minutes on laptop FL-LT-0882",
    date: date(2025, 1, 22, "11:17:53", "+0000"),
    headers: [["X-Zammad-Ticket-Number", "31245"], ["Auto-Submitted", "auto-generated"]],
    text: `Hi Daniel,

Ticket (VPN drops every 20 minutes on laptop FL-LT-0882) has been updated by Aisha Rahman.

Updated:
 State: open -> pending reminder
 Pending till: 01/24/2025 10:00

Information:
We have pushed a new GlobalProtect profile (v6.2.3) to your laptop. Please restart
it once when convenient and let us know by replying to this mail if the
connection still drops. If we don't hear back by Friday 10:00 we'll close the
ticket.

View this in Zammad: https://helpdesk.fenwick-logistics.com/#ticket/zoom/31245

--
Fenwick Logistics IT Service Desk | ext. 4400 | +44 20 7946 0321`,
    html: `<div style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:12px;color:#333;">
<p>Hi Daniel,</p>
<p>Ticket (VPN drops every 20 minutes on laptop FL-LT-0882) has been updated by <b>Aisha Rahman</b>.</p>
<div style="background:#f9fafa;border:1px solid #eee;padding:8px 12px;">
<b>Updated:</b><br>
&nbsp;State: open -&gt; pending reminder<br>
&nbsp;Pending till: 01/24/2025 10:00
</div>
<p><b>Information:</b></p>
<blockquote type="cite" style="border-left:4px solid #ddd;padding-left:10px;margin:0;">We have pushed a new GlobalProtect profile (v6.2.3) to your laptop. Please restart it once when convenient and let us know by replying to this mail if the connection still drops. If we don't hear back by Friday 10:00 we'll close the ticket.</blockquote>
<p><a href="https://helpdesk.fenwick-logistics.com/#ticket/zoom/31245">View this in Zammad</a></p>
<p style="color:#888;">--<br>Fenwick Logistics IT Service Desk | ext. 4400 | +44 20 7946 0321</p>
</div>`,
  },
  {
    family: "zammad-helpdesk",
    group: "negative",
    lang: "nl",
    kind: "ticket-created",
    code: null,
    link: null,
    from: "Servicedesk Gemeentelijk ICT <servicedesk@ict.zaanveld.nl>",
    subject: "Nieuw ticket (Printer 2e verdieping geeft papierstoring) [Ticket#80017]",
    date: date(2025, 2, 5, "09:04:12", "+0100"),
    headers: [["X-Zammad-Ticket-Number", "80017"]],
    text: `Beste Femke de Vries,

Bedankt voor uw melding. Wij hebben er ticket #80017 van gemaakt.

Titel:       Printer 2e verdieping geeft papierstoring
Groep:       Werkplekbeheer
Prioriteit:  2 normaal
Status:      nieuw

Een medewerker neemt binnen 1 werkdag contact met u op. Wilt u iets toevoegen?
Beantwoord dan deze e-mail en laat het ticketnummer in het onderwerp staan.

Bekijk uw tickets: https://servicedesk.ict.zaanveld.nl/#ticket/zoom/80017

Met vriendelijke groet,
Servicedesk ICT – bereikbaar op 075 303 1400 (ma–vr 8.00–17.00)`,
    html: `<div style="font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#333;">
<p>Beste Femke de Vries,</p>
<p>Bedankt voor uw melding. Wij hebben er ticket <b>#80017</b> van gemaakt.</p>
<table cellpadding="3" style="font-size:13px;">
<tr><td style="color:#777;">Titel</td><td>Printer 2e verdieping geeft papierstoring</td></tr>
<tr><td style="color:#777;">Groep</td><td>Werkplekbeheer</td></tr>
<tr><td style="color:#777;">Prioriteit</td><td>2 normaal</td></tr>
<tr><td style="color:#777;">Status</td><td>nieuw</td></tr>
</table>
<p>Een medewerker neemt binnen 1 werkdag contact met u op. Wilt u iets toevoegen? Beantwoord dan deze e-mail en laat het ticketnummer in het onderwerp staan.</p>
<p><a href="https://servicedesk.ict.zaanveld.nl/#ticket/zoom/80017">Bekijk uw tickets</a></p>
<p>Met vriendelijke groet,<br>Servicedesk ICT – bereikbaar op 075 303 1400 (ma–vr 8.00–17.00)</p>
</div>`,
    enc: "qp",
  },
  {
    family: "zammad-helpdesk",
    group: "oss",
    lang: "nl",
    kind: "reset-link",
    code: null,
    link: "https://servicedesk.ict.zaanveld.nl/#password_reset_verify/b8Kq2LrVz0T4mXcN7pWs1DfY",
    from: "Servicedesk Gemeentelijk ICT <servicedesk@ict.zaanveld.nl>",
    subject: "Wachtwoord opnieuw instellen",
    date: date(2025, 2, 17, "16:22:40", "+0100"),
    text: `Hallo Femke,

Iemand (hopelijk u) heeft gevraagd het wachtwoord van uw account op
servicedesk.ict.zaanveld.nl opnieuw in te stellen.

Stel een nieuw wachtwoord in via:
https://servicedesk.ict.zaanveld.nl/#password_reset_verify/b8Kq2LrVz0T4mXcN7pWs1DfY

Deze link is 8 uur geldig. Heeft u dit niet zelf aangevraagd? Dan hoeft u niets
te doen.

Uw Servicedesk`,
    html: `<div style="font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#333;">
<p>Hallo Femke,</p>
<p>Iemand (hopelijk u) heeft gevraagd het wachtwoord van uw account op servicedesk.ict.zaanveld.nl opnieuw in te stellen.</p>
<p><a href="https://servicedesk.ict.zaanveld.nl/#password_reset_verify/b8Kq2LrVz0T4mXcN7pWs1DfY">Nieuw wachtwoord instellen</a></p>
<p>Deze link is 8 uur geldig. Heeft u dit niet zelf aangevraagd? Dan hoeft u niets te doen.</p>
<p>Uw Servicedesk</p>
<p style="font-size:11px;color:#999;">Gemeente Zaanveld · Postbus 2210 · 1500 GE Zaandam</p>
</div>`,
  },
  // ------------------------------------------------------------------ documenso-instance
  {
    family: "documenso-instance",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://sign.tollgate-legal.com/verify-email/4f9c1e7a-2b63-4d80-9a15-c7e02d8b6f31",
    from: "Tollgate Legal Sign <sign@tollgate-legal.com>",
    subject: "Please confirm your email",
    date: date(2025, 4, 8, "13:55:21", "+0000"),
    text: `Welcome to Tollgate Legal Sign!

Before you can send your first document for signature, please confirm that this
email address belongs to you:

https://sign.tollgate-legal.com/verify-email/4f9c1e7a-2b63-4d80-9a15-c7e02d8b6f31

The link expires in 60 minutes.

Tollgate Legal LLP, 14 Fetter Row, London EC4A 1BR
Privacy: https://tollgate-legal.com/privacy`,
    html: `<!doctype html>
<html><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="background-color:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;">
<div style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;max-width:0">Confirm your email to start sending documents</div>
<table align="center" width="100%" role="presentation" cellspacing="0" cellpadding="0" border="0" style="max-width:37.5em;margin:0 auto;padding:16px;">
<tbody><tr><td>
<table align="center" width="100%" role="presentation" cellspacing="0" cellpadding="0" border="0" style="border:1px solid #e5e7eb;border-radius:12px;padding:24px;">
<tbody><tr><td>
<img alt="Tollgate Legal Sign" src="https://sign.tollgate-legal.com/static/logo.png" height="24" style="display:block;outline:none;border:none;">
<p style="font-size:20px;font-weight:600;text-align:center;margin:24px 0 8px;">Welcome to Tollgate Legal Sign!</p>
<p style="font-size:14px;color:#64748b;text-align:center;">Before you can send your first document for signature, please confirm that this email address belongs to you.</p>
<table align="center" width="100%" role="presentation" cellspacing="0" cellpadding="0" border="0" style="text-align:center;margin-top:24px;"><tbody><tr><td>
<a href="https://sign.tollgate-legal.com/verify-email/4f9c1e7a-2b63-4d80-9a15-c7e02d8b6f31" style="background-color:#a2e771;border-radius:8px;padding:12px 24px;color:#000;font-weight:500;text-decoration:none;display:inline-block;" target="_blank">Confirm email</a>
</td></tr></tbody></table>
<p style="font-size:12px;color:#94a3b8;text-align:center;margin-top:16px;">The link expires in 60 minutes.</p>
</td></tr></tbody></table>
<p style="font-size:12px;color:#94a3b8;text-align:center;margin-top:24px;">Tollgate Legal LLP, 14 Fetter Row, London EC4A 1BR · <a href="https://tollgate-legal.com/privacy" style="color:#94a3b8;">Privacy</a></p>
</td></tr></tbody></table>
</body></html>`,
  },
  {
    family: "documenso-instance",
    group: "negative",
    lang: "en",
    kind: "document-completed",
    code: null,
    link: null,
    from: "Tollgate Legal Sign <sign@tollgate-legal.com>",
    subject: "Completed: Lease renewal - 22 Harcourt Mews.pdf",
    date: date(2025, 4, 15, "17:03:48", "+0000"),
    text: `"Lease renewal - 22 Harcourt Mews.pdf" was signed by all signers.

Signers:
  - Eleanor Bright (eleanor.bright@tollgate-legal.com) - signed 14 Apr 2025, 10:12
  - Marcus Oyelaran (m.oyelaran@inbox.example) - signed 15 Apr 2025, 16:58

A copy of the completed document is attached to this email. You can also download
it, with the signing certificate, from your dashboard:
https://sign.tollgate-legal.com/documents/1842

Tollgate Legal LLP, 14 Fetter Row, London EC4A 1BR`,
    html: `<!doctype html>
<html><head><meta charset="utf-8"></head>
<body style="background-color:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;">
<table align="center" width="100%" role="presentation" cellspacing="0" cellpadding="0" border="0" style="max-width:37.5em;margin:0 auto;padding:16px;"><tbody><tr><td>
<table width="100%" role="presentation" cellspacing="0" cellpadding="0" border="0" style="border:1px solid #e5e7eb;border-radius:12px;padding:24px;"><tbody><tr><td>
<img alt="Tollgate Legal Sign" src="https://sign.tollgate-legal.com/static/logo.png" height="24">
<p style="text-align:center;margin-top:24px;"><img src="https://sign.tollgate-legal.com/static/completed.png" alt="" width="48" height="48"></p>
<p style="font-size:16px;font-weight:600;text-align:center;">&ldquo;Lease renewal - 22 Harcourt Mews.pdf&rdquo; was signed by all signers</p>
<table width="100%" style="font-size:13px;color:#475569;margin-top:12px;">
<tr><td>Eleanor Bright</td><td align="right">Signed 14 Apr 2025, 10:12</td></tr>
<tr><td>Marcus Oyelaran</td><td align="right">Signed 15 Apr 2025, 16:58</td></tr>
</table>
<p style="font-size:13px;color:#64748b;text-align:center;">A copy of the completed document is attached.</p>
<p style="text-align:center;"><a href="https://sign.tollgate-legal.com/documents/1842" style="border:1px solid #cbd5e1;border-radius:8px;padding:10px 20px;color:#0f172a;text-decoration:none;display:inline-block;">View document</a></p>
</td></tr></tbody></table>
<p style="font-size:12px;color:#94a3b8;text-align:center;">Tollgate Legal LLP, 14 Fetter Row, London EC4A 1BR</p>
</td></tr></tbody></table></body></html>`,
    attachment: [
      "Lease renewal - 22 Harcourt Mews_signed.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------------ certivance-exams
  {
    family: "certivance-exams",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "583017",
    link:
      "https://candidates.certivance.org/account/verify?email=sam.reader%40inbox.example&token=583017&sig=c2e9b04f7d",
    from: "Certivance Candidate Services <candidates@mail.certivance.org>",
    subject: "Verify your email to create your Certivance candidate account",
    date: date(2025, 5, 6, "19:30:05", "-0400"),
    text: `Certivance

Verify your email address

You're almost done creating your candidate account. Enter this verification code
on the registration page:

    583017

Or open this link to verify automatically:
https://candidates.certivance.org/account/verify?email=sam.reader%40inbox.example&token=583017&sig=c2e9b04f7d

The code expires in 15 minutes. Once verified you can schedule exams, such as
CVP-210 Cloud Practitioner (USD 150.00), and see your results.

Need help? Visit https://help.certivance.org or call 1-800-555-0148.

Certivance Inc., 2200 Market Street, Suite 410, Philadelphia, PA 19103, USA
Privacy Policy: https://www.certivance.org/legal/privacy`,
    html: corporate({
      title: "Verify your email",
      preheader: "Your verification code is inside. It expires in 15 minutes.",
      logo: "https://www.certivance.org/assets/email/logo-white.png",
      brand: "Certivance",
      color: "#123b6d",
      body: `<h1 style="margin:0 0 12px;font-size:22px;color:#123b6d;">Verify your email address</h1>
<p style="margin:0 0 12px;">You're almost done creating your candidate account. Enter this verification code on the registration page:</p>
<p style="margin:20px 0;text-align:center;"><span style="display:inline-block;background:#f1f5fb;border:1px dashed #123b6d;padding:12px 28px;font-size:30px;letter-spacing:8px;font-weight:bold;color:#123b6d;">583017</span></p>
<p style="margin:0;text-align:center;">Or verify with one click:</p>
<div style="text-align:center;">${
        button(
          "https://candidates.certivance.org/account/verify?email=sam.reader%40inbox.example&amp;token=583017&amp;sig=c2e9b04f7d",
          "Verify email",
          "#e0682b",
        )
      }</div>
<p style="margin:0 0 12px;font-size:13px;color:#52606d;">The code expires in 15 minutes. Once verified you can schedule exams, such as CVP-210 Cloud Practitioner (USD 150.00), and see your results.</p>`,
      footer:
        `Need help? Visit <a href="https://help.certivance.org" style="color:#7b8794;">help.certivance.org</a> or call 1-800-555-0148.<br>
Certivance Inc., 2200 Market Street, Suite 410, Philadelphia, PA 19103, USA<br>
<a href="https://www.certivance.org/legal/privacy" style="color:#7b8794;">Privacy Policy</a> &middot; <a href="https://www.certivance.org/legal/terms" style="color:#7b8794;">Terms</a><br>&copy; 2025 Certivance Inc.`,
    }),
    enc: "qp",
  },
  {
    family: "certivance-exams",
    group: "negative",
    lang: "en",
    kind: "exam-booked",
    code: null,
    link: null,
    from: "Certivance Candidate Services <candidates@mail.certivance.org>",
    subject: "Exam appointment confirmed - CVP-210, 12 June 2025",
    date: date(2025, 5, 7, "08:14:39", "-0400"),
    text: `Your exam appointment is confirmed

Candidate name:    Sam Reader
Candidate ID:      CV-7716-2048
Registration no.:  R2505-448190
Exam:              CVP-210 Cloud Practitioner
Delivery:          Test centre
Date and time:     Thursday, 12 June 2025, 09:30 (arrive by 09:00)
Location:          Northgate Testing Centre, 41 Cedar Avenue, 2nd floor,
                   Newark, NJ 07102
Amount paid:       USD 150.00 (Visa •••• 4821)

Bring two forms of ID. The name on your primary ID must match the candidate name
above exactly.

To reschedule or cancel at no charge, do so at least 48 hours before the
appointment from your dashboard: https://candidates.certivance.org/appointments

Certivance Inc., 2200 Market Street, Suite 410, Philadelphia, PA 19103, USA`,
    html: corporate({
      title: "Exam appointment confirmed",
      preheader: "CVP-210 on Thursday, 12 June 2025 at 09:30",
      logo: "https://www.certivance.org/assets/email/logo-white.png",
      brand: "Certivance",
      color: "#123b6d",
      body: `<h1 style="margin:0 0 12px;font-size:22px;color:#123b6d;">Your exam appointment is confirmed</h1>
${
        fields([
          ["Candidate name", "Sam Reader"],
          ["Candidate ID", "CV-7716-2048"],
          ["Registration no.", "R2505-448190"],
          ["Exam", "CVP-210 Cloud Practitioner"],
          ["Delivery", "Test centre"],
          ["Date and time", "Thursday, 12 June 2025, 09:30 (arrive by 09:00)"],
          ["Location", "Northgate Testing Centre, 41 Cedar Avenue, 2nd floor, Newark, NJ 07102"],
          ["Amount paid", "USD 150.00 (Visa &bull;&bull;&bull;&bull; 4821)"],
        ])
      }
<p>Bring two forms of ID. The name on your primary ID must match the candidate name above exactly.</p>
<p style="font-size:13px;">To reschedule or cancel at no charge, do so at least 48 hours before the appointment from <a href="https://candidates.certivance.org/appointments" style="color:#123b6d;">your dashboard</a>.</p>`,
      footer: `Certivance Inc., 2200 Market Street, Suite 410, Philadelphia, PA 19103, USA<br>
<a href="https://www.certivance.org/legal/privacy" style="color:#7b8794;">Privacy Policy</a> &middot; &copy; 2025 Certivance Inc.`,
    }),
    enc: "b64",
  },
  {
    family: "certivance-exams",
    group: "negative",
    lang: "en",
    kind: "exam-result",
    code: null,
    link: null,
    from: "Certivance Candidate Services <candidates@mail.certivance.org>",
    subject: "Your CVP-210 score report is available",
    date: date(2025, 6, 13, "10:02:44", "-0400"),
    text: `Dear Sam Reader,

Congratulations - you passed CVP-210 Cloud Practitioner on 12 June 2025.

Candidate ID:        CV-7716-2048
Score:               812 / 1000 (passing score 700)
Certification no.:   CVP-2025-0913364
Valid until:         12 June 2028

Your score report is attached as a PDF. Your digital badge will be issued within
3 business days; you will receive a separate message when it is ready.

Certivance Inc., 2200 Market Street, Suite 410, Philadelphia, PA 19103, USA`,
    html: null,
    attachment: [
      "Certivance_ScoreReport_CV-7716-2048.pdf",
      "application/pdf",
      "%PDF-1.5\n% Certivance score report\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------------ talentharbor
  {
    family: "talentharbor",
    group: "negative",
    lang: "en",
    kind: "application-received",
    code: null,
    link: null,
    from: "Oakridge Analytics Careers <no-reply@talentharbor.io>",
    subject: "Thanks for applying to Oakridge Analytics",
    date: date(2025, 2, 19, "21:48:10", "+0000"),
    text: `Hi Sam,

Thank you for applying for the Senior Data Engineer (Req. 2025-0142) position at
Oakridge Analytics. We have received your application and our recruiting team
will review it over the next two weeks.

If your experience matches what we're looking for, a recruiter will reach out to
arrange a first call. You can check the status of your application at any time:
https://oakridge.talentharbor.io/candidate/applications

Kind regards,
The Oakridge Analytics Talent Team

Powered by TalentHarbor | Privacy notice: https://oakridge.talentharbor.io/privacy`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fafafa;"><tr><td align="center" style="padding:32px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:Georgia,'Times New Roman',serif;color:#2d2d2d;">
<tr><td style="padding:28px 36px 0;"><img src="https://cdn.talentharbor.io/companies/oakridge/logo.png" alt="Oakridge Analytics" width="150"></td></tr>
<tr><td style="padding:20px 36px;font-size:16px;line-height:25px;">
<p>Hi Sam,</p>
<p>Thank you for applying for the <b>Senior Data Engineer</b> (Req. 2025-0142) position at Oakridge Analytics. We have received your application and our recruiting team will review it over the next two weeks.</p>
<p>If your experience matches what we&rsquo;re looking for, a recruiter will reach out to arrange a first call. You can <a href="https://oakridge.talentharbor.io/candidate/applications" style="color:#2f6f4e;">check the status of your application</a> at any time.</p>
<p>Kind regards,<br>The Oakridge Analytics Talent Team</p>
</td></tr>
<tr><td style="padding:16px 36px;border-top:1px solid #eee;font-family:Arial,sans-serif;font-size:11px;color:#999;">Powered by TalentHarbor &middot; <a href="https://oakridge.talentharbor.io/privacy" style="color:#999;">Privacy notice</a></td></tr>
</table></td></tr></table>`,
  },
  {
    family: "talentharbor",
    group: "negative",
    lang: "en",
    kind: "interview-scheduled",
    code: null,
    link: null,
    from: "Rachel Kim via TalentHarbor <no-reply@talentharbor.io>",
    subject: "Interview confirmed: Senior Data Engineer - Tue 11 Mar, 15:00 GMT",
    date: date(2025, 3, 6, "12:27:33", "+0000"),
    text: `Hi Sam,

Your video interview with Oakridge Analytics is confirmed.

Position:     Senior Data Engineer (Req. 2025-0142)
When:         Tuesday, 11 March 2025, 15:00 - 15:45 GMT
Interviewers: Rachel Kim (Recruiter), Tomasz Zielinski (Engineering Manager)

Join the video call:
https://meet.oakridge-analytics.com/j/84410259317
Meeting ID: 844 1025 9317
Passcode: 530291

Dial in: +44 20 3481 5237 (UK), then Meeting ID followed by #

Please have a quiet place and a working camera. If you need to reschedule, reply
to this email at least 24 hours in advance.

A calendar invitation (.ics) is attached for convenience.

Best,
Rachel Kim
Talent Partner, Oakridge Analytics`,
    html:
      `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#222;max-width:560px;">
<p>Hi Sam,</p>
<p>Your video interview with Oakridge Analytics is confirmed.</p>
<table cellpadding="6" cellspacing="0" style="border-left:3px solid #2f6f4e;background:#f4f8f6;font-size:14px;">
<tr><td style="color:#666;">Position</td><td>Senior Data Engineer (Req. 2025-0142)</td></tr>
<tr><td style="color:#666;">When</td><td><b>Tuesday, 11 March 2025, 15:00 &ndash; 15:45 GMT</b></td></tr>
<tr><td style="color:#666;">Interviewers</td><td>Rachel Kim (Recruiter), Tomasz Zielinski (Engineering Manager)</td></tr>
</table>
<p><b>Join the video call:</b><br><a href="https://meet.oakridge-analytics.com/j/84410259317">https://meet.oakridge-analytics.com/j/84410259317</a><br>
Meeting ID: 844 1025 9317<br>Passcode: 530291</p>
<p>Dial in: +44 20 3481 5237 (UK), then Meeting ID followed by #</p>
<p>Please have a quiet place and a working camera. If you need to reschedule, reply to this email at least 24 hours in advance.</p>
<p>Best,<br>Rachel Kim<br><span style="color:#666;">Talent Partner, Oakridge Analytics</span></p>
<p style="font-size:11px;color:#aaa;">Sent via TalentHarbor</p>
</div>`,
    enc: "qp",
  },
  {
    family: "talentharbor",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "Q7M4KD",
    link: null,
    from: "TalentHarbor <verify@talentharbor.io>",
    subject: "Q7M4KD is your TalentHarbor candidate code",
    date: date(2025, 2, 19, "21:31:02", "+0000"),
    text: `Confirm it's you

Use this code to continue your application to Oakridge Analytics:

Q7M4KD

It expires in 10 minutes. If you didn't start an application, you can ignore
this email.

TalentHarbor Ltd, 90 Paul Street, London EC2A 4NE | Company no. 11843302
https://talentharbor.io/candidate-privacy`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:Inter,Arial,sans-serif;">
<table role="presentation" width="100%"><tr><td align="center" style="padding:40px 16px;">
<table role="presentation" width="440"><tr><td>
<img src="https://cdn.talentharbor.io/email/th-mark.png" width="36" height="36" alt="TalentHarbor">
<h2 style="font-size:20px;color:#111;margin:24px 0 8px;">Confirm it&rsquo;s you</h2>
<p style="font-size:14px;color:#555;margin:0 0 20px;">Use this code to continue your application to <b>Oakridge Analytics</b>:</p>
<div style="font-family:'SFMono-Regular',Menlo,monospace;font-size:28px;font-weight:700;letter-spacing:6px;background:#f3f4f6;border-radius:8px;padding:16px;text-align:center;color:#111;">Q7M4KD</div>
<p style="font-size:13px;color:#777;margin:20px 0 0;">It expires in 10 minutes. If you didn&rsquo;t start an application, you can ignore this email.</p>
<hr style="border:none;border-top:1px solid #eee;margin:32px 0 12px;">
<p style="font-size:11px;color:#aaa;">TalentHarbor Ltd, 90 Paul Street, London EC2A 4NE &middot; Company no. 11843302 &middot; <a href="https://talentharbor.io/candidate-privacy" style="color:#aaa;">Candidate privacy</a></p>
</td></tr></table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ spendwise-expenses
  {
    family: "spendwise-expenses",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://click.spendwise.app/ls/click?upn=u001.Jr6kQy0c9ZbX4nVt-2F1WgH8s3LxPmE7aKd0TfRzN5o&utm_campaign=invite",
    from: "Spendwise <team@spendwise.app>",
    subject: "Hannah Okafor invited you to Lindqvist & Partners on Spendwise",
    date: date(2025, 1, 9, "10:05:56", "+0000"),
    text: `Hannah Okafor (finance@lindqvist-partners.co.uk) has invited you to join the
Lindqvist & Partners workspace on Spendwise, where the team submits receipts,
mileage and card expenses.

Accept the invitation:
https://click.spendwise.app/ls/click?upn=u001.Jr6kQy0c9ZbX4nVt-2F1WgH8s3LxPmE7aKd0TfRzN5o&utm_campaign=invite

Your role: Submitter
Approver: Hannah Okafor
Company card: Spendwise Visa •••• 3390 (limit GBP 1,500.00 / month)

This invitation expires on 23 January 2025.

Get the app: App Store https://apps.apple.com/app/spendwise/id1488203317 |
Google Play https://play.google.com/store/apps/details?id=app.spendwise

Spendwise Ltd, 3rd Floor, 1 Cathedral Square, Bristol BS1 5DD. Registered in
England and Wales, no. 12093418.`,
    html: corporate({
      title: "You're invited to Spendwise",
      preheader: "Join Lindqvist & Partners and start submitting expenses",
      logo: "https://static.spendwise.app/email/logo-light.png",
      brand: "Spendwise",
      color: "#5b3cc4",
      body:
        `<p style="margin:0 0 16px;font-size:18px;"><b>Hannah Okafor</b> has invited you to join <b>Lindqvist &amp; Partners</b> on Spendwise.</p>
<p style="margin:0 0 8px;">Snap receipts, log mileage and reconcile card spend in one place.</p>
${
          button(
            "https://click.spendwise.app/ls/click?upn=u001.Jr6kQy0c9ZbX4nVt-2F1WgH8s3LxPmE7aKd0TfRzN5o&amp;utm_campaign=invite",
            "Accept invitation",
            "#5b3cc4",
          )
        }
${
          fields([
            ["Your role", "Submitter"],
            ["Approver", "Hannah Okafor"],
            ["Company card", "Spendwise Visa &bull;&bull;&bull;&bull; 3390 (limit GBP 1,500.00 / month)"],
          ], "#e4e0f5")
        }
<p style="font-size:13px;color:#52606d;">This invitation expires on 23 January 2025.</p>
<p><a href="https://apps.apple.com/app/spendwise/id1488203317"><img src="https://static.spendwise.app/email/app-store.png" alt="Download on the App Store" height="36"></a>&nbsp;<a href="https://play.google.com/store/apps/details?id=app.spendwise"><img src="https://static.spendwise.app/email/google-play.png" alt="Get it on Google Play" height="36"></a></p>`,
      footer:
        `Spendwise Ltd, 3rd Floor, 1 Cathedral Square, Bristol BS1 5DD. Registered in England and Wales, no. 12093418.<br>
<a href="https://spendwise.app/privacy" style="color:#7b8794;">Privacy</a> &middot; <a href="https://spendwise.app/help" style="color:#7b8794;">Help centre</a>`,
    }),
  },
  {
    family: "spendwise-expenses",
    group: "negative",
    lang: "en",
    kind: "report-approved",
    code: null,
    link: null,
    from: "Spendwise <notifications@spendwise.app>",
    subject: "Expense report EXP-00917 approved - GBP 243.60 to be reimbursed",
    date: date(2025, 2, 3, "14:36:20", "+0000"),
    text: `Your expense report has been approved

Report:      EXP-00917 "Client visit Manchester, January"
Approved by: Hannah Okafor on 3 Feb 2025
Total:       GBP 243.60 (4 expenses)

  Rail ticket London Euston - Manchester Piccadilly   GBP 128.40
  Hotel, 1 night                                     GBP  89.00
  Taxi                                               GBP  14.70
  Lunch with client (2 people)                       GBP  11.50

Reimbursement will be paid with the February payroll run to your account
ending 0417.

View report: https://app.spendwise.app/reports/EXP-00917

Manage notifications: https://app.spendwise.app/settings/notifications`,
    html: corporate({
      title: "Report approved",
      preheader: "EXP-00917 approved by Hannah Okafor",
      logo: "https://static.spendwise.app/email/logo-light.png",
      brand: "Spendwise",
      color: "#5b3cc4",
      body: `<h2 style="margin:0 0 12px;font-size:20px;">Your expense report has been approved</h2>
<p>Report <b>EXP-00917</b> &ldquo;Client visit Manchester, January&rdquo; was approved by Hannah Okafor on 3 Feb 2025.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #eee;"><td>Rail ticket London Euston &ndash; Manchester Piccadilly</td><td align="right">GBP 128.40</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Hotel, 1 night</td><td align="right">GBP 89.00</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Taxi</td><td align="right">GBP 14.70</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Lunch with client (2 people)</td><td align="right">GBP 11.50</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>GBP 243.60</b></td></tr>
</table>
<p>Reimbursement will be paid with the February payroll run to your account ending 0417.</p>
<p><a href="https://app.spendwise.app/reports/EXP-00917" style="color:#5b3cc4;font-weight:bold;">View report &rarr;</a></p>`,
      footer:
        `Spendwise Ltd, 3rd Floor, 1 Cathedral Square, Bristol BS1 5DD.<br><a href="https://app.spendwise.app/settings/notifications" style="color:#7b8794;">Manage notifications</a>`,
    }),
    enc: "qp",
  },
  {
    family: "spendwise-expenses",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604218",
    link: null,
    from: "Spendwise <security@spendwise.app>",
    subject: "Your Spendwise sign-in code",
    date: date(2025, 3, 14, "07:52:11", "+0000"),
    text: `Here's your sign-in code: 604 218

Enter it in the Spendwise app to finish signing in on iPhone 15 (iOS 18.3).
The code is valid for 10 minutes and can only be used once.

Didn't try to sign in? Change your password at https://app.spendwise.app/security
and contact support@spendwise.app.

Spendwise Ltd, 3rd Floor, 1 Cathedral Square, Bristol BS1 5DD`,
    html: corporate({
      title: "Your sign-in code",
      preheader: "604 218 is your code",
      logo: "https://static.spendwise.app/email/logo-light.png",
      brand: "Spendwise",
      color: "#5b3cc4",
      body: `<p style="margin:0 0 8px;">Here&rsquo;s your sign-in code:</p>
<p style="margin:0 0 16px;font-size:34px;font-weight:bold;letter-spacing:3px;color:#5b3cc4;">604&nbsp;218</p>
<p>Enter it in the Spendwise app to finish signing in on iPhone 15 (iOS 18.3). The code is valid for 10 minutes and can only be used once.</p>
<p style="font-size:13px;color:#52606d;">Didn&rsquo;t try to sign in? <a href="https://app.spendwise.app/security" style="color:#5b3cc4;">Change your password</a> and contact <a href="mailto:support@spendwise.app" style="color:#5b3cc4;">support@spendwise.app</a>.</p>`,
      footer: `Spendwise Ltd, 3rd Floor, 1 Cathedral Square, Bristol BS1 5DD`,
    }),
  },
  // ------------------------------------------------------------------ meridian-business-bank
  {
    family: "meridian-business-bank",
    group: "consumer",
    lang: "en",
    kind: "device-approval-link",
    code: null,
    link:
      "https://secure.meridianbusinessbank.com/online/device/approve?req=DV-8c41f0e2a7&u=MBB-330917&t=1741619122&h=9f3b6a0d",
    from: "Meridian Business Bank <alerts@notify.meridianbusinessbank.com>",
    subject: "Action needed: approve a new device for Business Online",
    date: date(2025, 3, 10, "15:05:22", "+0000"),
    text: `MERIDIAN BUSINESS BANK

Approve a new device

Someone is trying to sign in to Business Online for KESTON JOINERY LTD with your
user ID (MBB-330917) from a device we don't recognise:

  Device:    Windows 11 - Microsoft Edge 133
  Location:  Reading, United Kingdom (approximate)
  Time:      10 March 2025, 15:04 GMT

If this was you, approve the device within 20 minutes:
https://secure.meridianbusinessbank.com/online/device/approve?req=DV-8c41f0e2a7&u=MBB-330917&t=1741619122&h=9f3b6a0d

If this wasn't you, do not approve it. Call us straight away on 0345 600 7712
(+44 113 496 0855 from abroad), 24 hours a day.

We will never ask you for your PIN, passcode or full password by email or phone.

Meridian Business Bank plc. Registered in England No. 02184467. Registered office:
1 Quayside Place, Newcastle upon Tyne NE1 3DX. Authorised by the Prudential
Regulation Authority and regulated by the Financial Conduct Authority and the
Prudential Regulation Authority (Financial Services Register no. 204481).`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Approve a new device</title></head>
<body style="margin:0;padding:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f2f2"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td height="20"></td></tr>
<tr><td bgcolor="#0b2e4f" style="padding:20px 30px;"><img src="https://www.meridianbusinessbank.com/email/mbb-logo-rev.gif" alt="Meridian Business Bank" width="190" height="30" border="0"></td></tr>
<tr><td bgcolor="#c9a227" height="4" style="font-size:0;line-height:0;">&nbsp;</td></tr>
<tr><td bgcolor="#ffffff" style="padding:30px;font-family:Georgia,serif;font-size:15px;line-height:23px;color:#1a1a1a;">
<h1 style="font-family:Georgia,serif;font-size:24px;font-weight:normal;margin:0 0 16px;color:#0b2e4f;">Approve a new device</h1>
<p>Someone is trying to sign in to Business Online for <b>KESTON JOINERY LTD</b> with your user ID (MBB-330917) from a device we don&rsquo;t recognise:</p>
<table cellpadding="5" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:14px;">
<tr><td style="color:#666;">Device</td><td>Windows 11 &ndash; Microsoft Edge 133</td></tr>
<tr><td style="color:#666;">Location</td><td>Reading, United Kingdom (approximate)</td></tr>
<tr><td style="color:#666;">Time</td><td>10 March 2025, 15:04 GMT</td></tr>
</table>
<p>If this was you, approve the device within 20 minutes.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr>
<td bgcolor="#0b2e4f" style="padding:12px 24px;"><a href="https://secure.meridianbusinessbank.com/online/device/approve?req=DV-8c41f0e2a7&amp;u=MBB-330917&amp;t=1741619122&amp;h=9f3b6a0d" style="font-family:Arial,sans-serif;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">Yes, approve this device</a></td>
</tr></table>
<p style="margin-top:20px;"><b>If this wasn&rsquo;t you</b>, do not approve it. Call us straight away on <b>0345 600 7712</b> (+44 113 496 0855 from abroad), 24 hours a day.</p>
<p style="font-size:13px;color:#555;">We will never ask you for your PIN, passcode or full password by email or phone.</p>
</td></tr>
<tr><td style="padding:20px 30px;font-family:Arial,sans-serif;font-size:10px;line-height:14px;color:#777;">
Meridian Business Bank plc. Registered in England No. 02184467. Registered office: 1 Quayside Place, Newcastle upon Tyne NE1 3DX. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register no. 204481).<br><br>
<a href="https://www.meridianbusinessbank.com/security" style="color:#777;">Security centre</a> | <a href="https://www.meridianbusinessbank.com/privacy" style="color:#777;">Privacy notice</a> | <a href="https://www.meridianbusinessbank.com/accessibility" style="color:#777;">Accessibility</a>
</td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "meridian-business-bank",
    group: "negative",
    lang: "en",
    kind: "card-alert",
    code: null,
    link: null,
    from: "Meridian Business Bank <alerts@notify.meridianbusinessbank.com>",
    subject: "Card payment of £1,284.00 on your Business Debit card",
    date: date(2025, 3, 18, "11:47:05", "+0000"),
    text: `MERIDIAN BUSINESS BANK - Card alert

A payment has been made with the Business Debit card ending 6652
(cardholder: R OSEI) on account KESTON JOINERY LTD (sort code 40-18-22,
account ending 7719).

Merchant:   TIMBERLINE SUPPLIES LTD, BRACKNELL
Amount:     £1,284.00
Date/time:  18/03/2025 11:46
Available balance after this payment: £18,602.41

You set this alert for single card payments over £1,000.00. No action is needed
if you recognise this payment. If you don't, call 0345 600 7712 now.

Change your alerts in Business Online > Settings > Alerts.

Meridian Business Bank plc. Registered in England No. 02184467.`,
    html: null,
    enc: "8bit",
  },
  {
    family: "meridian-business-bank",
    group: "consumer",
    lang: "en",
    kind: "payment-code",
    code: "73915428",
    link: null,
    from: "Meridian Business Bank <alerts@notify.meridianbusinessbank.com>",
    subject: "Your authorisation code for a new payee",
    date: date(2025, 4, 2, "09:21:40", "+0100"),
    text: `MERIDIAN BUSINESS BANK

Your authorisation code is: 73915428

Use it to authorise the payment below in Business Online. Do not share it with
anyone - not even with us.

  Payee:        Harlow Steel Supplies Ltd
  Sort code:    20-45-77
  Account:      ****8831
  Reference:    INV 2025-3318
  Amount:       £12,480.00
  From:         KESTON JOINERY LTD, account ending 7719

The code expires in 5 minutes. If you didn't set up this payment, call us on
0345 600 7712 straight away.

Meridian Business Bank plc. Registered in England No. 02184467.`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f2f2"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td bgcolor="#0b2e4f" style="padding:20px 30px;"><img src="https://www.meridianbusinessbank.com/email/mbb-logo-rev.gif" alt="Meridian Business Bank" width="190" height="30" border="0"></td></tr>
<tr><td bgcolor="#c9a227" height="4" style="font-size:0;line-height:0;">&nbsp;</td></tr>
<tr><td bgcolor="#ffffff" style="padding:30px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#1a1a1a;">
<p>Your authorisation code is:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:4px;color:#0b2e4f;margin:10px 0 20px;">73915428</p>
<p>Use it to authorise the payment below in Business Online. <b>Do not share it with anyone &ndash; not even with us.</b></p>
<table cellpadding="6" cellspacing="0" border="0" width="100%" style="font-size:14px;border-top:1px solid #ddd;border-bottom:1px solid #ddd;">
<tr><td style="color:#666;width:35%;">Payee</td><td>Harlow Steel Supplies Ltd</td></tr>
<tr><td style="color:#666;">Sort code</td><td>20-45-77</td></tr>
<tr><td style="color:#666;">Account</td><td>****8831</td></tr>
<tr><td style="color:#666;">Reference</td><td>INV 2025-3318</td></tr>
<tr><td style="color:#666;">Amount</td><td><b>&pound;12,480.00</b></td></tr>
<tr><td style="color:#666;">From</td><td>KESTON JOINERY LTD, account ending 7719</td></tr>
</table>
<p style="font-size:13px;color:#555;">The code expires in 5 minutes. If you didn&rsquo;t set up this payment, call us on 0345 600 7712 straight away.</p>
</td></tr>
<tr><td style="padding:20px 30px;font-family:Arial,sans-serif;font-size:10px;color:#777;">Meridian Business Bank plc. Registered in England No. 02184467. Registered office: 1 Quayside Place, Newcastle upon Tyne NE1 3DX.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // ------------------------------------------------------------------ keystride-id
  {
    family: "keystride-id",
    group: "consumer",
    lang: "en",
    kind: "enrol-link",
    code: null,
    link: "https://pallister.keystride.com/enroll/mfa?activation=ks_act_2Hq8TzWm0Yc5Lr9NxB4pVe",
    from: "Pallister Group IT <noreply@pallister.keystride.com>",
    subject: "Action required: set up multi-factor authentication by 28 February",
    date: date(2025, 2, 14, "08:30:00", "+0000"),
    text: `Hello Grace,

Pallister Group now requires multi-factor authentication (MFA) for every account
that signs in through Keystride. Please enrol an authenticator before
28 February 2025; after that date you will not be able to open Outlook, Teams,
the intranet or Workforce until you have done so.

Set up MFA now:
https://pallister.keystride.com/enroll/mfa?activation=ks_act_2Hq8TzWm0Yc5Lr9NxB4pVe

You will need your phone with the Keystride Verify app (or another authenticator
app) installed. Setup takes about 3 minutes.

This link is personal and can be used for 7 days.

Questions? IT Service Desk: ext. 2222 or +44 161 496 0718, itservicedesk@pallistergroup.com

Pallister Group plc · Keystride identity services`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f5f5f7;font-family:'Segoe UI',Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#fff;border:1px solid #dedee3;border-radius:4px;">
<tr><td style="padding:24px 32px 0;"><table role="presentation" width="100%"><tr>
<td><img src="https://pallister.keystride.com/branding/logo.png" alt="Pallister Group" height="32"></td>
<td align="right" style="font-size:11px;color:#8a8a94;">Secured by Keystride</td></tr></table></td></tr>
<tr><td style="padding:24px 32px;font-size:14px;line-height:21px;color:#1d1d22;">
<p style="margin:0 0 12px;">Hello Grace,</p>
<p style="margin:0 0 12px;">Pallister Group now requires multi-factor authentication (MFA) for every account that signs in through Keystride. Please enrol an authenticator before <b>28 February 2025</b>; after that date you will not be able to open Outlook, Teams, the intranet or Workforce until you have done so.</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:20px 0;"><tr><td style="background:#1662dd;border-radius:3px;">
<a href="https://pallister.keystride.com/enroll/mfa?activation=ks_act_2Hq8TzWm0Yc5Lr9NxB4pVe" style="display:block;padding:11px 22px;color:#fff;text-decoration:none;font-weight:600;">Set up MFA</a></td></tr></table>
<p style="margin:0 0 12px;">You will need your phone with the Keystride Verify app (or another authenticator app) installed. Setup takes about 3 minutes.</p>
<p style="margin:0;font-size:12px;color:#6b6b76;">This link is personal and can be used for 7 days.</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #ececf0;font-size:11px;color:#8a8a94;">Questions? IT Service Desk: ext. 2222 or +44 161 496 0718, <a href="mailto:itservicedesk@pallistergroup.com" style="color:#8a8a94;">itservicedesk@pallistergroup.com</a><br>Pallister Group plc &middot; Keystride identity services</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "keystride-id",
    group: "consumer",
    lang: "en",
    kind: "unlock-link",
    code: null,
    link: "https://pallister.keystride.com/reset-password/ks_rst_v0Jd7Wq3RzX1mK8cTb6LfY?fromAdmin=true",
    from: "Pallister Group IT <noreply@pallister.keystride.com>",
    subject: "Your account has been unlocked",
    date: date(2025, 3, 4, "09:48:27", "+0000"),
    text: `Hello Grace,

Your Pallister Group account (grace.whitfield@pallistergroup.com) was locked
after too many failed sign-in attempts. An administrator, Dev Patel, has now
unlocked it and reset your password.

Choose a new password to get back in:
https://pallister.keystride.com/reset-password/ks_rst_v0Jd7Wq3RzX1mK8cTb6LfY?fromAdmin=true

This link expires in 24 hours. Your new password must be at least 14 characters
and differ from your last 10 passwords.

If you did not contact the Service Desk about a locked account, tell us at once
on ext. 2222.

Pallister Group plc · Keystride identity services`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f5f5f7;font-family:'Segoe UI',Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#fff;border:1px solid #dedee3;border-radius:4px;">
<tr><td style="padding:24px 32px 0;"><img src="https://pallister.keystride.com/branding/logo.png" alt="Pallister Group" height="32"></td></tr>
<tr><td style="padding:24px 32px;font-size:14px;line-height:21px;color:#1d1d22;">
<p style="margin:0 0 12px;">Hello Grace,</p>
<p style="margin:0 0 12px;">Your Pallister Group account (grace.whitfield@pallistergroup.com) was locked after too many failed sign-in attempts. An administrator, <b>Dev Patel</b>, has now unlocked it and reset your password.</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:20px 0;"><tr><td style="background:#1662dd;border-radius:3px;">
<a href="https://pallister.keystride.com/reset-password/ks_rst_v0Jd7Wq3RzX1mK8cTb6LfY?fromAdmin=true" style="display:block;padding:11px 22px;color:#fff;text-decoration:none;font-weight:600;">Choose a new password</a></td></tr></table>
<p style="margin:0 0 12px;font-size:13px;">This link expires in 24 hours. Your new password must be at least 14 characters and differ from your last 10 passwords.</p>
<p style="margin:0;font-size:12px;color:#6b6b76;">If you did not contact the Service Desk about a locked account, tell us at once on ext. 2222.</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #ececf0;font-size:11px;color:#8a8a94;">Pallister Group plc &middot; Keystride identity services</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "keystride-id",
    group: "negative",
    lang: "en",
    kind: "security-alert",
    code: null,
    link: null,
    from: "Pallister Group IT <noreply@pallister.keystride.com>",
    subject: "New sign-in to your Pallister Group account",
    date: date(2025, 3, 21, "22:13:09", "+0000"),
    text: `Hello Grace,

We noticed a sign-in to your account from a new browser.

  When:      Friday, 21 March 2025 at 22:12 GMT
  Browser:   Firefox 136 on macOS
  IP:        81.2.69.142 (Manchester, GB)
  App:       Pallister Intranet

If this was you, you don't need to do anything.

If you don't recognise this activity, report it so we can secure your account:
https://pallister.keystride.com/security/report?event=evt_51MkR0aPq

Pallister Group plc · Keystride identity services`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f5f5f7;font-family:'Segoe UI',Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#fff;border:1px solid #dedee3;border-radius:4px;">
<tr><td style="padding:24px 32px 0;"><img src="https://pallister.keystride.com/branding/logo.png" alt="Pallister Group" height="32"></td></tr>
<tr><td style="padding:24px 32px;font-size:14px;line-height:21px;color:#1d1d22;">
<p>Hello Grace,</p>
<p>We noticed a sign-in to your account from a new browser.</p>
<table cellpadding="4" style="font-size:13px;background:#f8f8fa;width:100%;">
<tr><td style="color:#6b6b76;width:90px;">When</td><td>Friday, 21 March 2025 at 22:12 GMT</td></tr>
<tr><td style="color:#6b6b76;">Browser</td><td>Firefox 136 on macOS</td></tr>
<tr><td style="color:#6b6b76;">IP</td><td>81.2.69.142 (Manchester, GB)</td></tr>
<tr><td style="color:#6b6b76;">App</td><td>Pallister Intranet</td></tr>
</table>
<p>If this was you, you don&rsquo;t need to do anything.</p>
<p>If you don&rsquo;t recognise this activity, <a href="https://pallister.keystride.com/security/report?event=evt_51MkR0aPq" style="color:#c62828;">report it</a> so we can secure your account.</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #ececf0;font-size:11px;color:#8a8a94;">Pallister Group plc &middot; Keystride identity services</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ halvorsen-servicedesk
  {
    family: "halvorsen-servicedesk",
    group: "negative",
    lang: "en",
    kind: "incident-resolved",
    code: null,
    link: null,
    from: "Halvorsen Global Service Desk <halvorsen@service-now.com>",
    subject: "Incident INC0048213 has been resolved",
    date: date(2025, 4, 23, "13:09:51", "+0200"),
    text: `Incident INC0048213 has been resolved.

Short description: Cannot access shared mailbox accounts-payable@halvorsen.com
Resolved by: Lukas Brandt
Resolution code: Solved (Permanently)
Resolution notes: Full access permission was re-applied after the mailbox
migration. Outlook may need up to 60 minutes to show the mailbox again.

If you feel the issue is not resolved, reply to this email with "reopen" in the
first line within 5 days. Otherwise the incident will close automatically on
28-04-2025.

Click here to view Incident: INC0048213
https://halvorsen.service-now.com/sp?id=ticket&table=incident&sys_id=7b2e91f4db2c5a10c9a1f3b7d4961923

Ref:MSG4471092`,
    html: `<div style="font-family:Arial,Helvetica,sans-serif;font-size:10pt;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#293e40;padding:10px 16px;"><img src="https://halvorsen.service-now.com/halvorsen_logo.pngx" alt="Halvorsen" height="26"></td></tr></table>
<p style="font-size:14pt;color:#293e40;">Incident <b>INC0048213</b> has been resolved.</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#cccccc;font-size:10pt;">
<tr><td style="background:#e6e8ea;"><b>Short description</b></td><td>Cannot access shared mailbox accounts-payable@halvorsen.com</td></tr>
<tr><td style="background:#e6e8ea;"><b>Resolved by</b></td><td>Lukas Brandt</td></tr>
<tr><td style="background:#e6e8ea;"><b>Resolution code</b></td><td>Solved (Permanently)</td></tr>
<tr><td style="background:#e6e8ea;"><b>Resolution notes</b></td><td>Full access permission was re-applied after the mailbox migration. Outlook may need up to 60 minutes to show the mailbox again.</td></tr>
</table>
<p>If you feel the issue is not resolved, reply to this email with &quot;reopen&quot; in the first line within 5 days. Otherwise the incident will close automatically on 28-04-2025.</p>
<p>Click here to view Incident: <a href="https://halvorsen.service-now.com/sp?id=ticket&amp;table=incident&amp;sys_id=7b2e91f4db2c5a10c9a1f3b7d4961923">INC0048213</a></p>
<div style="display:inline;color:#ffffff;font-size:1px;">Ref:MSG4471092</div>
</div>`,
  },
  {
    family: "halvorsen-servicedesk",
    group: "consumer",
    lang: "en",
    kind: "reset-code",
    code: "90417365",
    link: null,
    from: "Halvorsen Global Service Desk <halvorsen@service-now.com>",
    subject: "Password Reset - Verification code",
    date: date(2025, 5, 12, "07:41:18", "+0200"),
    text: `Your verification code for the Password Reset application is: 90417365

Enter the code on the Password Reset page to continue resetting the password of
your Windows / network account (HALVORSEN\\mkowalczyk). The code is valid for
15 minutes.

If you did not request a password reset, contact the Global Service Desk on
+47 22 96 40 00 or ext. 4000.

Ref:MSG4529917`,
    html: `<div style="font-family:Arial,Helvetica,sans-serif;font-size:10pt;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#293e40;padding:10px 16px;"><img src="https://halvorsen.service-now.com/halvorsen_logo.pngx" alt="Halvorsen" height="26"></td></tr></table>
<p>Your verification code for the Password Reset application is: <b style="font-size:14pt;">90417365</b></p>
<p>Enter the code on the Password Reset page to continue resetting the password of your Windows / network account (HALVORSEN\\mkowalczyk). The code is valid for 15 minutes.</p>
<p>If you did not request a password reset, contact the Global Service Desk on +47 22 96 40 00 or ext. 4000.</p>
<div style="display:inline;color:#ffffff;font-size:1px;">Ref:MSG4529917</div>
</div>`,
  },
  // ------------------------------------------------------------------ boxwood-drive
  {
    family: "boxwood-drive",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://drive.boxwood.io/invitations/accept/inv_9Rk2mXq7Tz0bWc?src=email",
    from: "Meera Iyer (via Boxwood Drive) <share-noreply@boxwood.io>",
    subject: 'Meera Iyer shared the folder "Q2 Board Pack" with you',
    date: date(2025, 4, 29, "16:24:02", "+0100"),
    text: `Meera Iyer (meera.iyer@calloway-trust.org) invited you to collaborate on a
folder in Boxwood Drive.

  Q2 Board Pack
  14 files · 38.2 MB · Can edit

Message from Meera:
"Hi - drafts for the 15 May board meeting are in here. Please add your
finance section by Friday."

Accept the invitation to add this folder to your Drive:
https://drive.boxwood.io/invitations/accept/inv_9Rk2mXq7Tz0bWc?src=email

You're receiving this because someone shared a folder with sam.reader@inbox.example.
Boxwood Software Ltd · 7 Canal Wharf, Birmingham B1 2JB · https://boxwood.io/legal/privacy`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="color-scheme" content="light"></head>
<body style="margin:0;background:#f7f7f5;">
<center>
<table role="presentation" width="100%" style="max-width:520px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,sans-serif;" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 20px 12px;"><img src="https://cdn.boxwood.io/mail/boxwood-wordmark.png" alt="Boxwood Drive" width="120"></td></tr>
<tr><td style="background:#ffffff;border-radius:10px;padding:24px 24px 8px;">
<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://cdn.boxwood.io/avatars/u_48113.png" width="40" height="40" alt="" style="border-radius:20px;"></td>
<td style="padding-left:12px;font-size:15px;color:#222;"><b>Meera Iyer</b> invited you to collaborate on a folder</td></tr></table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:18px 0;border:1px solid #e6e6e1;border-radius:8px;"><tr>
<td width="44" style="padding:12px;"><img src="https://cdn.boxwood.io/mail/icon-folder.png" width="32" height="32" alt="Folder"></td>
<td style="padding:12px 12px 12px 0;font-size:14px;color:#222;"><b>Q2 Board Pack</b><br><span style="color:#888;font-size:12px;">14 files &middot; 38.2 MB &middot; Can edit</span></td></tr></table>
<p style="font-size:14px;color:#444;background:#f7f7f5;border-radius:6px;padding:12px;">&ldquo;Hi &ndash; drafts for the 15 May board meeting are in here. Please add your finance section by Friday.&rdquo;</p>
<p style="text-align:center;margin:22px 0;"><a href="https://drive.boxwood.io/invitations/accept/inv_9Rk2mXq7Tz0bWc?src=email" style="background:#2b7a4b;color:#fff;text-decoration:none;padding:11px 24px;border-radius:6px;font-size:15px;display:inline-block;">Accept invitation</a></p>
</td></tr>
<tr><td style="padding:16px 20px;font-size:11px;color:#999;line-height:16px;">You&rsquo;re receiving this because someone shared a folder with sam.reader@inbox.example.<br>Boxwood Software Ltd &middot; 7 Canal Wharf, Birmingham B1 2JB &middot; <a href="https://boxwood.io/legal/privacy" style="color:#999;">Privacy</a></td></tr>
</table></center></body></html>`,
  },
  {
    family: "boxwood-drive",
    group: "negative",
    lang: "en",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Boxwood Drive <digest@boxwood.io>",
    subject: "Your week in Boxwood: 23 changes in 3 shared folders",
    date: date(2025, 5, 5, "06:00:14", "+0100"),
    text: `Your week in Boxwood (28 Apr - 4 May 2025)

Q2 Board Pack - 17 changes
  Meera Iyer edited "03 Chair's report.docx" (6 times)
  Tom Adeyemi uploaded "05 Finance Q1 actuals.xlsx"
  Meera Iyer commented on "01 Agenda 15 May.docx"

Grants 2025 - 4 changes
  Ruth Callan added 4 files

Volunteer rota - 2 changes
  Ola Nordin edited "May rota.xlsx"

Storage: 6.1 GB of 100 GB used

Open Boxwood Drive: https://drive.boxwood.io/
Change how often you get this digest: https://drive.boxwood.io/settings/notifications?digest=weekly
Unsubscribe: https://drive.boxwood.io/unsubscribe?u=48113&l=digest

Boxwood Software Ltd · 7 Canal Wharf, Birmingham B1 2JB`,
    html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f7f5;">
<center>
<table role="presentation" width="100%" style="max-width:560px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,sans-serif;" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 20px 12px;"><img src="https://cdn.boxwood.io/mail/boxwood-wordmark.png" alt="Boxwood Drive" width="120"></td></tr>
<tr><td style="background:#fff;border-radius:10px;padding:24px;">
<h1 style="font-size:20px;margin:0 0 4px;color:#222;">Your week in Boxwood</h1>
<p style="margin:0 0 18px;color:#888;font-size:13px;">28 Apr &ndash; 4 May 2025</p>
<h3 style="font-size:15px;margin:14px 0 6px;">Q2 Board Pack <span style="color:#888;font-weight:normal;">&middot; 17 changes</span></h3>
<ul style="margin:0;padding-left:18px;font-size:13px;color:#444;line-height:20px;">
<li>Meera Iyer edited &ldquo;03 Chair&rsquo;s report.docx&rdquo; (6 times)</li>
<li>Tom Adeyemi uploaded &ldquo;05 Finance Q1 actuals.xlsx&rdquo;</li>
<li>Meera Iyer commented on &ldquo;01 Agenda 15 May.docx&rdquo;</li></ul>
<h3 style="font-size:15px;margin:14px 0 6px;">Grants 2025 <span style="color:#888;font-weight:normal;">&middot; 4 changes</span></h3>
<ul style="margin:0;padding-left:18px;font-size:13px;color:#444;"><li>Ruth Callan added 4 files</li></ul>
<h3 style="font-size:15px;margin:14px 0 6px;">Volunteer rota <span style="color:#888;font-weight:normal;">&middot; 2 changes</span></h3>
<ul style="margin:0;padding-left:18px;font-size:13px;color:#444;"><li>Ola Nordin edited &ldquo;May rota.xlsx&rdquo;</li></ul>
<p style="font-size:12px;color:#888;margin-top:20px;">Storage: 6.1 GB of 100 GB used</p>
<p style="text-align:center;"><a href="https://drive.boxwood.io/" style="background:#2b7a4b;color:#fff;text-decoration:none;padding:10px 22px;border-radius:6px;display:inline-block;">Open Boxwood Drive</a></p>
</td></tr>
<tr><td style="padding:16px 20px;font-size:11px;color:#999;"><a href="https://drive.boxwood.io/settings/notifications?digest=weekly" style="color:#999;">Change digest frequency</a> &middot; <a href="https://drive.boxwood.io/unsubscribe?u=48113&amp;l=digest" style="color:#999;">Unsubscribe</a><br>Boxwood Software Ltd &middot; 7 Canal Wharf, Birmingham B1 2JB</td></tr>
</table></center></body></html>`,
    enc: "qp",
  },
  // ------------------------------------------------------------------ lohnpilot
  {
    family: "lohnpilot",
    group: "negative",
    lang: "de",
    kind: "payslip-available",
    code: null,
    link: null,
    from: "LohnPilot Mitarbeiterportal <postfach@lohnpilot.de>",
    subject: "Neues Dokument: Entgeltabrechnung März 2025",
    date: date(2025, 3, 27, "05:12:33", "+0100"),
    text: `Guten Tag Frau Schreiber,

in Ihrem digitalen Postfach liegt ein neues Dokument für Sie bereit:

  Dokument:       Entgeltabrechnung 03/2025
  Arbeitgeber:    Müller & Haas Präzisionstechnik GmbH
  Personalnummer: 20418
  Bereitgestellt: 27.03.2025

Aus Datenschutzgründen versenden wir Ihre Abrechnung nicht per E-Mail. Sie finden
sie nach der Anmeldung unter https://portal.lohnpilot.de im Bereich "Dokumente".

Die Auszahlung erfolgt am 31.03.2025 auf Ihr Konto DE•• •••• •••• •••• 4471.

Fragen zur Abrechnung beantwortet Ihre Personalabteilung (Tel. 07121 94 83-210).

Freundliche Grüße
Ihr LohnPilot-Team

--
LohnPilot GmbH · Königstraße 27 · 70173 Stuttgart
Geschäftsführer: Dr. Anja Krüger · Amtsgericht Stuttgart HRB 774512 · USt-IdNr. DE318842197
Datenschutz: https://www.lohnpilot.de/datenschutz · Impressum: https://www.lohnpilot.de/impressum`,
    html: corporate({
      lang: "de",
      title: "Neues Dokument",
      preheader: "Ihre Entgeltabrechnung 03/2025 liegt im Postfach",
      logo: "https://www.lohnpilot.de/mail/lohnpilot-logo-weiss.png",
      brand: "LohnPilot",
      color: "#00695c",
      body: `<p>Guten Tag Frau Schreiber,</p>
<p>in Ihrem digitalen Postfach liegt ein neues Dokument für Sie bereit:</p>
${
        fields([
          ["Dokument", "Entgeltabrechnung 03/2025"],
          ["Arbeitgeber", "Müller &amp; Haas Präzisionstechnik GmbH"],
          ["Personalnummer", "20418"],
          ["Bereitgestellt", "27.03.2025"],
        ])
      }
<p>Aus Datenschutzgründen versenden wir Ihre Abrechnung nicht per E-Mail. Sie finden sie nach der Anmeldung im Bereich &bdquo;Dokumente&ldquo;.</p>
${button("https://portal.lohnpilot.de", "Zum Mitarbeiterportal", "#00695c")}
<p>Die Auszahlung erfolgt am 31.03.2025 auf Ihr Konto DE&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; 4471.</p>
<p style="font-size:13px;color:#52606d;">Fragen zur Abrechnung beantwortet Ihre Personalabteilung (Tel. 07121 94 83-210).</p>
<p>Freundliche Grüße<br>Ihr LohnPilot-Team</p>`,
      footer: `LohnPilot GmbH &middot; Königstraße 27 &middot; 70173 Stuttgart<br>
Geschäftsführer: Dr. Anja Krüger &middot; Amtsgericht Stuttgart HRB 774512 &middot; USt-IdNr. DE318842197<br>
<a href="https://www.lohnpilot.de/datenschutz" style="color:#7b8794;">Datenschutz</a> &middot; <a href="https://www.lohnpilot.de/impressum" style="color:#7b8794;">Impressum</a>`,
    }),
    enc: "qp",
  },
  {
    family: "lohnpilot",
    group: "regional",
    lang: "de",
    kind: "confirm-change-link",
    code: null,
    link: "https://portal.lohnpilot.de/aenderungen/bestaetigen?vorgang=BV-2025-061733&token=Xa91kQe4Tz7mLw2bRc0N",
    from: "LohnPilot Mitarbeiterportal <postfach@lohnpilot.de>",
    subject: "Bitte bestätigen: Änderung Ihrer Bankverbindung",
    date: date(2025, 4, 9, "20:41:56", "+0200"),
    text: `Guten Tag Frau Schreiber,

im Mitarbeiterportal wurde soeben eine neue Bankverbindung für Ihre Gehaltszahlung
hinterlegt:

  Kontoinhaber:  Katrin Schreiber
  IBAN:          DE89 •••• •••• •••• •••• 30
  Bank:          Kreissparkasse Reutlingen
  Gültig ab:     Abrechnung 05/2025

Damit die Änderung an Ihre Personalabteilung übermittelt wird, bestätigen Sie
sie bitte innerhalb von 48 Stunden über diesen Link:

https://portal.lohnpilot.de/aenderungen/bestaetigen?vorgang=BV-2025-061733&token=Xa91kQe4Tz7mLw2bRc0N

Vorgangsnummer: BV-2025-061733

Haben Sie diese Änderung nicht selbst vorgenommen? Dann bestätigen Sie nichts und
informieren Sie umgehend Ihre Personalabteilung unter 07121 94 83-210.

Freundliche Grüße
Ihr LohnPilot-Team

--
LohnPilot GmbH · Königstraße 27 · 70173 Stuttgart · Amtsgericht Stuttgart HRB 774512`,
    html: corporate({
      lang: "de",
      title: "Änderung bestätigen",
      preheader: "Neue Bankverbindung ab Abrechnung 05/2025 – bitte bestätigen",
      logo: "https://www.lohnpilot.de/mail/lohnpilot-logo-weiss.png",
      brand: "LohnPilot",
      color: "#00695c",
      body: `<p>Guten Tag Frau Schreiber,</p>
<p>im Mitarbeiterportal wurde soeben eine neue Bankverbindung für Ihre Gehaltszahlung hinterlegt:</p>
${
        fields([
          ["Kontoinhaber", "Katrin Schreiber"],
          [
            "IBAN",
            "DE89 &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; 30",
          ],
          ["Bank", "Kreissparkasse Reutlingen"],
          ["Gültig ab", "Abrechnung 05/2025"],
          ["Vorgangsnummer", "BV-2025-061733"],
        ])
      }
<p>Damit die Änderung an Ihre Personalabteilung übermittelt wird, bestätigen Sie sie bitte innerhalb von 48 Stunden.</p>
${
        button(
          "https://portal.lohnpilot.de/aenderungen/bestaetigen?vorgang=BV-2025-061733&amp;token=Xa91kQe4Tz7mLw2bRc0N",
          "Änderung bestätigen",
          "#00695c",
        )
      }
<p style="background:#fff4e5;border-left:4px solid #f0a020;padding:10px 12px;font-size:13px;">Haben Sie diese Änderung nicht selbst vorgenommen? Dann bestätigen Sie nichts und informieren Sie umgehend Ihre Personalabteilung unter 07121 94 83-210.</p>
<p>Freundliche Grüße<br>Ihr LohnPilot-Team</p>`,
      footer:
        `LohnPilot GmbH &middot; Königstraße 27 &middot; 70173 Stuttgart &middot; Amtsgericht Stuttgart HRB 774512<br>
<a href="https://www.lohnpilot.de/datenschutz" style="color:#7b8794;">Datenschutz</a> &middot; <a href="https://www.lohnpilot.de/impressum" style="color:#7b8794;">Impressum</a>`,
    }),
    enc: "b64",
  },
  // ------------------------------------------------------------------ glpi-servicedesk
  {
    family: "glpi-servicedesk",
    group: "negative",
    lang: "fr",
    kind: "ticket-followup",
    code: null,
    link: null,
    from: "Support informatique – Mairie de Vauclaire <glpi@vauclaire.fr>",
    subject: "[GLPI #0004521] Nouveau suivi Écran noir au démarrage – poste accueil",
    date: date(2025, 1, 30, "14:26:08", "+0100"),
    text: `URL : https://support.vauclaire.fr/front/ticket.form.php?id=4521

Ticket : Description

Titre : Écran noir au démarrage – poste accueil
Demandeurs : Lefèvre Camille
Date d'ouverture : 2025-01-29 09:12
Statut : En cours (Attribué)
Urgence : Haute
Catégorie : Matériel > Poste de travail
Lieu : Hôtel de ville > RDC > Accueil

Suivi n° 2
Date : 2025-01-30 14:25
Auteur : Morel Julien
Description : Carte graphique remplacée ce matin. Le poste redémarre
correctement. Merci de nous confirmer demain si le problème ne réapparaît pas ;
sans retour de votre part le ticket sera résolu le 2025-02-03.

Nombre de tâches : 1

--
Généré automatiquement par GLPI 10.0.17`,
    html: `<html><head><meta charset="utf-8"><title>GLPI</title></head>
<body style="font-family:Verdana,Arial,sans-serif;font-size:11px;">
<div>URL : <a href="https://support.vauclaire.fr/front/ticket.form.php?id=4521">https://support.vauclaire.fr/front/ticket.form.php?id=4521</a></div>
<p><strong>Ticket : Description</strong></p>
<p>
<span style="color:#8b8c8f;font-weight:bold;text-decoration:underline;">Titre</span> : Écran noir au démarrage – poste accueil<br>
<span style="color:#8b8c8f;font-weight:bold;text-decoration:underline;">Demandeurs</span> : Lefèvre Camille<br>
<span style="color:#8b8c8f;font-weight:bold;text-decoration:underline;">Date d'ouverture</span> : 2025-01-29 09:12<br>
<span style="color:#8b8c8f;font-weight:bold;text-decoration:underline;">Statut</span> : En cours (Attribué)<br>
<span style="color:#8b8c8f;font-weight:bold;text-decoration:underline;">Urgence</span> : Haute<br>
<span style="color:#8b8c8f;font-weight:bold;text-decoration:underline;">Catégorie</span> : Matériel &gt; Poste de travail<br>
<span style="color:#8b8c8f;font-weight:bold;text-decoration:underline;">Lieu</span> : Hôtel de ville &gt; RDC &gt; Accueil</p>
<div style="border:1px solid #ccc;padding:6px;margin:8px 0;">
<strong>Suivi n° 2</strong><br>
<span style="color:#8b8c8f;">Date</span> : 2025-01-30 14:25<br>
<span style="color:#8b8c8f;">Auteur</span> : Morel Julien<br>
<span style="color:#8b8c8f;">Description</span> : <p>Carte graphique remplacée ce matin. Le poste redémarre correctement. Merci de nous confirmer demain si le problème ne réapparaît pas ; sans retour de votre part le ticket sera résolu le 2025-02-03.</p>
</div>
<p>Nombre de tâches : 1</p>
<p style="color:#8b8c8f;font-size:10px;">Généré automatiquement par GLPI 10.0.17</p>
</body></html>`,
    enc: "qp",
  },
  {
    family: "glpi-servicedesk",
    group: "oss",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link:
      "https://support.vauclaire.fr/front/lostpassword.php?password_forget_token=3f0c9ad21b7e48e6a50c1d94e27b8f6053a1c7de",
    from: "Support informatique – Mairie de Vauclaire <glpi@vauclaire.fr>",
    subject: "[GLPI] Réinitialisation du mot de passe",
    date: date(2025, 2, 24, "08:03:44", "+0100"),
    text: `Bonjour,

Pour réinitialiser votre mot de passe du portail de support, suivez ce lien :
https://support.vauclaire.fr/front/lostpassword.php?password_forget_token=3f0c9ad21b7e48e6a50c1d94e27b8f6053a1c7de

Ce lien est valable 1 jour.

Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message.

--
Support informatique – Mairie de Vauclaire, 2 place de la République,
26400 Vauclaire – poste 5100`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="font-family:Verdana,Arial,sans-serif;font-size:12px;">
<p>Bonjour,</p>
<p>Pour réinitialiser votre mot de passe du portail de support, suivez ce lien :<br>
<a href="https://support.vauclaire.fr/front/lostpassword.php?password_forget_token=3f0c9ad21b7e48e6a50c1d94e27b8f6053a1c7de">https://support.vauclaire.fr/front/lostpassword.php?password_forget_token=3f0c9ad21b7e48e6a50c1d94e27b8f6053a1c7de</a></p>
<p>Ce lien est valable 1 jour.</p>
<p>Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message.</p>
<p style="color:#8b8c8f;">--<br>Support informatique – Mairie de Vauclaire, 2 place de la République, 26400 Vauclaire – poste 5100</p>
</body></html>`,
    enc: "8bit",
  },
  // ------------------------------------------------------------------ netpaie-rh
  {
    family: "netpaie-rh",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "481920",
    link: null,
    from: "NetPaie RH <securite@netpaie-rh.fr>",
    subject: "Votre code de connexion NetPaie",
    date: date(2025, 5, 2, "08:57:30", "+0200"),
    text: `Bonjour Antoine,

Voici votre code de connexion à votre espace salarié NetPaie :

481920

Saisissez-le sur la page de connexion. Il est valable 10 minutes.

Pour votre sécurité, ne communiquez jamais ce code, y compris à votre service RH
ou à nos conseillers.

Vous n'avez pas demandé à vous connecter ? Modifiez votre mot de passe et
contactez-nous au 04 72 60 18 45 (du lundi au vendredi, 9h-18h, appel non surtaxé).

L'équipe NetPaie RH
NetPaie SAS – 18 quai Perrache, 69002 Lyon – RCS Lyon 842 117 605
Mentions légales : https://www.netpaie-rh.fr/mentions-legales`,
    html: `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Code de connexion</title></head>
<body style="margin:0;background:#f3f5f9;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;font-family:Roboto,Arial,sans-serif;color:#263238;">
<tr><td style="padding:28px 32px 8px;"><img src="https://www.netpaie-rh.fr/img/mail/netpaie.png" alt="NetPaie RH" width="130"></td></tr>
<tr><td style="padding:8px 32px;font-size:15px;line-height:22px;">
<p>Bonjour Antoine,</p>
<p>Voici votre code de connexion à votre espace salarié NetPaie :</p>
${cells("481920", "#e53935")}
<p style="text-align:center;font-size:13px;color:#607d8b;">Saisissez-le sur la page de connexion. Il est valable 10 minutes.</p>
<p style="font-size:13px;">Pour votre sécurité, ne communiquez jamais ce code, y compris à votre service RH ou à nos conseillers.</p>
<p style="font-size:13px;">Vous n'avez pas demandé à vous connecter ? Modifiez votre mot de passe et contactez-nous au 04 72 60 18 45 (du lundi au vendredi, 9h-18h, appel non surtaxé).</p>
<p>L'équipe NetPaie RH</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;font-size:11px;color:#90a4ae;border-top:1px solid #eceff1;">NetPaie SAS &ndash; 18 quai Perrache, 69002 Lyon &ndash; RCS Lyon 842 117 605<br><a href="https://www.netpaie-rh.fr/mentions-legales" style="color:#90a4ae;">Mentions légales</a> &middot; <a href="https://www.netpaie-rh.fr/confidentialite" style="color:#90a4ae;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "netpaie-rh",
    group: "negative",
    lang: "fr",
    kind: "details-changed",
    code: null,
    link: null,
    from: "NetPaie RH <notifications@netpaie-rh.fr>",
    subject: "Vos coordonnées bancaires ont été mises à jour",
    date: date(2025, 5, 2, "09:04:12", "+0200"),
    text: `Bonjour Antoine,

Votre service RH (Transports Guillot & Fils) a enregistré le nouveau RIB que vous
lui avez transmis. Il sera utilisé à partir de la paie de mai 2025 (virement prévu
le 30/05/2025).

  Titulaire : Antoine Perrin
  IBAN : FR76 •••• •••• •••• •••• •••• 219
  BIC : CMCIFRPP

Aucune action n'est nécessaire de votre part. Si vous n'êtes pas à l'origine de ce
changement, contactez immédiatement votre service RH au 04 78 22 61 90.

L'équipe NetPaie RH
NetPaie SAS – 18 quai Perrache, 69002 Lyon – RCS Lyon 842 117 605`,
    html: null,
    enc: "qp",
  },
  // ------------------------------------------------------------------ werkvinder
  {
    family: "werkvinder",
    group: "regional",
    lang: "nl",
    kind: "verify-link",
    code: null,
    link:
      "https://www.werkvinder.nl/account/bevestigen?t=eyJ1aWQiOjcyMTQ0OCwiZSI6MTc0MTg3MjAwMH0.n4QfZt8w&utm_source=email&utm_medium=transactional",
    from: "Werkvinder <hallo@werkvinder.nl>",
    subject: "Bevestig je e-mailadres en activeer je vacaturemelding",
    date: date(2025, 3, 12, "20:14:37", "+0100"),
    text: `Hoi Sanne,

Fijn dat je een account hebt aangemaakt bij Werkvinder! Bevestig nog even je
e-mailadres, dan sturen we je vacatures voor "projectleider bouw" in Utrecht
(+25 km) zodra ze online komen.

Bevestig je e-mailadres:
https://www.werkvinder.nl/account/bevestigen?t=eyJ1aWQiOjcyMTQ0OCwiZSI6MTc0MTg3MjAwMH0.n4QfZt8w&utm_source=email&utm_medium=transactional

De link is 3 dagen geldig.

Groet,
Team Werkvinder

Werkvinder B.V. · Catharijnesingel 48 · 3511 GC Utrecht · KvK 71920386
Privacyverklaring: https://www.werkvinder.nl/privacy`,
    html: `<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff8ef;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="580" cellpadding="0" cellspacing="0" style="font-family:'Trebuchet MS',Arial,sans-serif;">
<tr><td style="padding:0 0 16px;"><img src="https://www.werkvinder.nl/static/mail/logo.png" alt="Werkvinder" width="150"></td></tr>
<tr><td style="background:#ffffff;border-radius:12px;padding:32px;color:#1e1e1e;font-size:16px;line-height:24px;">
<h1 style="margin:0 0 16px;font-size:24px;color:#ff7a00;">Hoi Sanne,</h1>
<p>Fijn dat je een account hebt aangemaakt bij Werkvinder! Bevestig nog even je e-mailadres, dan sturen we je vacatures voor <b>&ldquo;projectleider bouw&rdquo;</b> in Utrecht (+25 km) zodra ze online komen.</p>
<p style="text-align:center;margin:28px 0;"><a href="https://www.werkvinder.nl/account/bevestigen?t=eyJ1aWQiOjcyMTQ0OCwiZSI6MTc0MTg3MjAwMH0.n4QfZt8w&amp;utm_source=email&amp;utm_medium=transactional" style="background:#ff7a00;color:#ffffff;text-decoration:none;font-weight:bold;padding:14px 30px;border-radius:30px;display:inline-block;">Bevestig e-mailadres</a></p>
<p style="font-size:13px;color:#777;">De link is 3 dagen geldig.</p>
<p>Groet,<br>Team Werkvinder</p>
</td></tr>
<tr><td style="padding:18px 8px;font-size:11px;color:#999;text-align:center;">Werkvinder B.V. &middot; Catharijnesingel 48 &middot; 3511 GC Utrecht &middot; KvK 71920386<br>
<a href="https://www.werkvinder.nl/privacy" style="color:#999;">Privacyverklaring</a> &middot; <a href="https://www.facebook.com/werkvinder"><img src="https://www.werkvinder.nl/static/mail/fb.png" alt="Facebook" width="16"></a> <a href="https://www.linkedin.com/company/werkvinder"><img src="https://www.werkvinder.nl/static/mail/li.png" alt="LinkedIn" width="16"></a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "werkvinder",
    group: "negative",
    lang: "nl",
    kind: "job-alert",
    code: null,
    link: null,
    from: "Werkvinder <vacatures@werkvinder.nl>",
    subject: "7 nieuwe vacatures voor projectleider bouw in Utrecht",
    date: date(2025, 3, 18, "07:30:00", "+0100"),
    text: `Hoi Sanne, dit zijn de nieuwste vacatures voor jouw zoekopdracht.

Projectleider Utiliteitsbouw - Bouwbedrijf Van Dijk, Nieuwegein
€ 4.200 - € 5.600 per maand · 40 uur
https://www.werkvinder.nl/vacature/382114?utm_source=alert

Projectleider Renovatie - WoonWerk Midden, Utrecht
€ 3.900 - € 5.100 per maand · 36-40 uur
https://www.werkvinder.nl/vacature/382097?utm_source=alert

Junior Projectleider Infra - Hoogland Infra, Houten
€ 3.300 - € 4.200 per maand · 40 uur
https://www.werkvinder.nl/vacature/381960?utm_source=alert

Bekijk alle 7 vacatures: https://www.werkvinder.nl/zoeken?q=projectleider+bouw&l=Utrecht&r=25

Je ontvangt deze melding dagelijks. Wijzig of stop je melding:
https://www.werkvinder.nl/account/meldingen

Werkvinder B.V. · Catharijnesingel 48 · 3511 GC Utrecht`,
    html: `<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff8ef;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="580" cellpadding="0" cellspacing="0" style="font-family:'Trebuchet MS',Arial,sans-serif;">
<tr><td style="padding:0 0 16px;"><img src="https://www.werkvinder.nl/static/mail/logo.png" alt="Werkvinder" width="150"></td></tr>
<tr><td style="background:#fff;border-radius:12px;padding:24px 28px;font-size:15px;color:#1e1e1e;">
<p>Hoi Sanne, dit zijn de nieuwste vacatures voor jouw zoekopdracht.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
<tr><td style="padding:12px 0;border-bottom:1px solid #f0e6da;"><a href="https://www.werkvinder.nl/vacature/382114?utm_source=alert" style="color:#ff7a00;font-weight:bold;text-decoration:none;">Projectleider Utiliteitsbouw</a><br><span style="font-size:13px;">Bouwbedrijf Van Dijk, Nieuwegein</span><br><span style="font-size:13px;color:#777;">€ 4.200 - € 5.600 per maand &middot; 40 uur</span></td></tr>
<tr><td style="padding:12px 0;border-bottom:1px solid #f0e6da;"><a href="https://www.werkvinder.nl/vacature/382097?utm_source=alert" style="color:#ff7a00;font-weight:bold;text-decoration:none;">Projectleider Renovatie</a><br><span style="font-size:13px;">WoonWerk Midden, Utrecht</span><br><span style="font-size:13px;color:#777;">€ 3.900 - € 5.100 per maand &middot; 36-40 uur</span></td></tr>
<tr><td style="padding:12px 0;border-bottom:1px solid #f0e6da;"><a href="https://www.werkvinder.nl/vacature/381960?utm_source=alert" style="color:#ff7a00;font-weight:bold;text-decoration:none;">Junior Projectleider Infra</a><br><span style="font-size:13px;">Hoogland Infra, Houten</span><br><span style="font-size:13px;color:#777;">€ 3.300 - € 4.200 per maand &middot; 40 uur</span></td></tr>
</table>
<p style="text-align:center;margin:24px 0 8px;"><a href="https://www.werkvinder.nl/zoeken?q=projectleider+bouw&amp;l=Utrecht&amp;r=25" style="border:2px solid #ff7a00;color:#ff7a00;text-decoration:none;font-weight:bold;padding:10px 24px;border-radius:30px;display:inline-block;">Bekijk alle 7 vacatures</a></p>
</td></tr>
<tr><td style="padding:18px 8px;font-size:11px;color:#999;text-align:center;">Je ontvangt deze melding dagelijks. <a href="https://www.werkvinder.nl/account/meldingen" style="color:#999;">Wijzig of stop je melding</a><br>Werkvinder B.V. &middot; Catharijnesingel 48 &middot; 3511 GC Utrecht</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // ------------------------------------------------------------------ facturino
  {
    family: "facturino",
    group: "regional",
    lang: "es",
    kind: "verify-code",
    code: "7302-5581",
    link: null,
    from: "Facturino <no-responder@facturino.es>",
    subject: "Tu código de verificación de Facturino",
    date: date(2025, 1, 14, "18:22:09", "+0100"),
    text: `Hola Lucía:

Estás a un paso de activar tu cuenta de Facturino para GARRIDO & ROMERO
ASESORES S.L. (CIF B87412203).

Tu código de verificación es:

    7302-5581

Introdúcelo en la pantalla de registro. Caduca en 30 minutos.

Si no has solicitado este registro, ignora este mensaje.

Equipo Facturino
Calle de Orense 34, 4.ª planta, 28020 Madrid · 910 60 73 21
Facturino Software S.L. · Inscrita en el Registro Mercantil de Madrid, tomo 38.412, folio 91, hoja M-683015
Política de privacidad: https://www.facturino.es/privacidad`,
    html: `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f8fb;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;border-top:5px solid #1b9c85;font-family:Helvetica,Arial,sans-serif;color:#2b2b2b;">
<tr><td style="padding:28px 36px 0;"><img src="https://www.facturino.es/img/email/logo-facturino.png" alt="Facturino" width="140"></td></tr>
<tr><td style="padding:20px 36px;font-size:15px;line-height:23px;">
<p>Hola Lucía:</p>
<p>Estás a un paso de activar tu cuenta de Facturino para <b>GARRIDO &amp; ROMERO ASESORES S.L.</b> (CIF B87412203).</p>
<p>Tu código de verificación es:</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" style="margin:8px auto 16px;"><tr><td style="background:#e8f6f3;border-radius:6px;padding:14px 30px;font-size:30px;font-weight:bold;letter-spacing:4px;color:#1b9c85;font-family:'Courier New',monospace;">7302-5581</td></tr></table>
<p style="text-align:center;font-size:13px;color:#777;">Introdúcelo en la pantalla de registro. Caduca en 30 minutos.</p>
<p style="font-size:13px;">Si no has solicitado este registro, ignora este mensaje.</p>
<p>Equipo Facturino</p>
</td></tr>
<tr><td style="padding:18px 36px;background:#fafafa;font-size:11px;color:#999;line-height:16px;">Calle de Orense 34, 4.ª planta, 28020 Madrid &middot; 910 60 73 21<br>Facturino Software S.L. &middot; Inscrita en el Registro Mercantil de Madrid, tomo 38.412, folio 91, hoja M-683015<br><a href="https://www.facturino.es/privacidad" style="color:#999;">Política de privacidad</a> &middot; <a href="https://www.facturino.es/aviso-legal" style="color:#999;">Aviso legal</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "facturino",
    group: "negative",
    lang: "es",
    kind: "invoice-issued",
    code: null,
    link: null,
    from: "GARRIDO & ROMERO ASESORES <facturas@facturino.es>",
    subject: "Factura F-2025-0087 de GARRIDO & ROMERO ASESORES S.L.",
    date: date(2025, 2, 28, "12:10:45", "+0100"),
    text: `Estimado cliente:

Le enviamos adjunta la factura F-2025-0087 correspondiente a los servicios de
asesoría fiscal y laboral del mes de febrero de 2025.

  Nº de factura:      F-2025-0087
  Fecha de emisión:   28/02/2025
  Base imponible:     420,00 €
  IVA (21 %):          88,20 €
  Retención IRPF (15 %): -63,00 €
  Total a pagar:      445,20 €
  Vencimiento:        15/03/2025

Forma de pago: transferencia a ES91 2100 0418 4502 0005 1332 indicando el número
de factura.

Un saludo,
GARRIDO & ROMERO ASESORES S.L.
Av. de Felipe II 12, 28009 Madrid · Tel. 914 31 88 06

Factura emitida con Facturino · https://www.facturino.es`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#333;">
<p>Estimado cliente:</p>
<p>Le enviamos adjunta la factura <b>F-2025-0087</b> correspondiente a los servicios de asesoría fiscal y laboral del mes de febrero de 2025.</p>
<table cellpadding="5" cellspacing="0" style="border:1px solid #ddd;font-size:13px;">
<tr><td>Nº de factura</td><td align="right">F-2025-0087</td></tr>
<tr><td>Fecha de emisión</td><td align="right">28/02/2025</td></tr>
<tr><td>Base imponible</td><td align="right">420,00 €</td></tr>
<tr><td>IVA (21 %)</td><td align="right">88,20 €</td></tr>
<tr><td>Retención IRPF (15 %)</td><td align="right">-63,00 €</td></tr>
<tr style="background:#e8f6f3;"><td><b>Total a pagar</b></td><td align="right"><b>445,20 €</b></td></tr>
<tr><td>Vencimiento</td><td align="right">15/03/2025</td></tr>
</table>
<p>Forma de pago: transferencia a ES91 2100 0418 4502 0005 1332 indicando el número de factura.</p>
<p>Un saludo,<br>GARRIDO &amp; ROMERO ASESORES S.L.<br>Av. de Felipe II 12, 28009 Madrid &middot; Tel. 914 31 88 06</p>
<p style="font-size:11px;color:#aaa;">Factura emitida con <a href="https://www.facturino.es" style="color:#1b9c85;">Facturino</a></p>
</body></html>`,
    enc: "8bit",
    attachment: [
      "F-2025-0087.pdf",
      "application/pdf",
      "%PDF-1.4\n% Factura F-2025-0087\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------------ nubalia-drive
  {
    family: "nubalia-drive",
    group: "regional",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: "https://nubalia.com/invitacion/aceptar/8d1e4b2a-77c0-4f39-a6e5-0b9f13c2d774",
    from: "Nubalia <no-reply@nubalia.com>",
    subject: "Martín Ocampo te ha invitado a la carpeta «Obra Calle Sarmiento 1140»",
    date: date(2025, 4, 7, "11:38:20", "-0300"),
    text: `Martín Ocampo (mocampo@estudio-ocampo.com.ar) te ha invitado a colaborar en
una carpeta compartida de Nubalia:

  Obra Calle Sarmiento 1140
  Planos, cómputos y actas de obra · 52 archivos · Permiso: puede editar

Para acceder necesitás aceptar la invitación:
https://nubalia.com/invitacion/aceptar/8d1e4b2a-77c0-4f39-a6e5-0b9f13c2d774

La invitación vence el 21/04/2025. Si no conocés a quien te invitó, podés ignorar
este correo.

Nubalia · Av. Corrientes 1386, piso 9, C1043 CABA, Argentina
Ayuda: https://ayuda.nubalia.com · Privacidad: https://nubalia.com/privacidad`,
    html: `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef3fb;font-family:Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">Aceptá la invitación para ver «Obra Calle Sarmiento 1140»</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td align="center" style="padding:28px 0 8px;"><img src="https://nubalia.com/mail/nubalia-logo.png" alt="Nubalia" width="120"></td></tr>
<tr><td style="padding:12px 36px 28px;font-size:15px;line-height:23px;color:#23324a;">
<p style="text-align:center;font-size:18px;"><b>Martín Ocampo</b> te ha invitado a colaborar en una carpeta compartida</p>
<table role="presentation" width="100%" cellpadding="12" cellspacing="0" style="background:#f5f8fd;border-radius:10px;margin:12px 0;"><tr>
<td width="40"><img src="https://nubalia.com/mail/carpeta.png" alt="Carpeta" width="36"></td>
<td style="font-size:14px;"><b>Obra Calle Sarmiento 1140</b><br><span style="color:#6b7a90;">Planos, cómputos y actas de obra &middot; 52 archivos &middot; Permiso: puede editar</span></td></tr></table>
<p style="text-align:center;margin:26px 0;"><a href="https://nubalia.com/invitacion/aceptar/8d1e4b2a-77c0-4f39-a6e5-0b9f13c2d774" style="background:#2f6fed;color:#fff;text-decoration:none;padding:13px 28px;border-radius:24px;font-weight:bold;display:inline-block;">Aceptar invitación</a></p>
<p style="font-size:12px;color:#6b7a90;text-align:center;">La invitación vence el 21/04/2025. Si no conocés a quien te invitó, podés ignorar este correo.</p>
</td></tr></table>
<p style="font-size:11px;color:#8796ab;">Nubalia &middot; Av. Corrientes 1386, piso 9, C1043 CABA, Argentina<br><a href="https://ayuda.nubalia.com" style="color:#8796ab;">Ayuda</a> &middot; <a href="https://nubalia.com/privacidad" style="color:#8796ab;">Privacidad</a></p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  // ------------------------------------------------------------------ banca-alpina-impresa
  {
    family: "banca-alpina-impresa",
    group: "regional",
    lang: "it",
    kind: "payment-code",
    code: "55190373",
    link: null,
    from: "Banca Alpina Impresa <avvisi@bancaalpina.it>",
    subject: "Codice di autorizzazione per il bonifico disposto",
    date: date(2025, 3, 25, "10:16:02", "+0100"),
    text: `Gentile cliente,

per autorizzare il bonifico SEPA disposto da AlpinaImpresa Online inserisci il
seguente codice:

Codice di autorizzazione: 55190373

Dettaglio dell'operazione
  Ordinante:        FALEGNAMERIA DOLOMITI SNC
  Beneficiario:     Segherie Riunite del Cadore S.r.l.
  IBAN beneficiario: IT60 X054 2811 1010 0000 0123 456
  Importo:          € 7.318,50
  Causale:          Saldo fattura n. 214/2025
  Data esecuzione:  25/03/2025

Il codice è valido 3 minuti. Banca Alpina non ti chiederà mai di comunicare
questo codice per telefono, e-mail o SMS.

Se non riconosci l'operazione chiama subito il Servizio Clienti Imprese al
numero verde 800 41 72 90 (dall'estero +39 0461 180 220).

Banca Alpina Impresa S.p.A. – Via Manci 41, 38122 Trento – Capitale sociale
€ 48.200.000 i.v. – P.IVA 01928370228 – Iscritta all'Albo delle Banche al n. 5731
– Aderente al Fondo Interbancario di Tutela dei Depositi`,
    html: `<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><title>Codice di autorizzazione</title></head>
<body style="margin:0;background:#ececec;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ececec"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:18px 24px;border-bottom:3px solid #00529b;"><img src="https://www.bancaalpina.it/mail/logo-bai.png" alt="Banca Alpina Impresa" width="200" height="36"></td></tr>
<tr><td style="padding:24px;font-family:Tahoma,Arial,sans-serif;font-size:14px;line-height:21px;color:#222;">
<p>Gentile cliente,</p>
<p>per autorizzare il bonifico SEPA disposto da AlpinaImpresa Online inserisci il seguente codice:</p>
<table cellpadding="0" cellspacing="0" border="0" align="center"><tr><td style="border:2px solid #00529b;padding:10px 26px;font-size:26px;font-weight:bold;color:#00529b;letter-spacing:5px;">55190373</td></tr></table>
<p style="margin-top:22px;"><b>Dettaglio dell'operazione</b></p>
<table width="100%" cellpadding="5" cellspacing="0" border="0" style="font-size:13px;">
<tr bgcolor="#f4f7fb"><td width="40%">Ordinante</td><td>FALEGNAMERIA DOLOMITI SNC</td></tr>
<tr><td>Beneficiario</td><td>Segherie Riunite del Cadore S.r.l.</td></tr>
<tr bgcolor="#f4f7fb"><td>IBAN beneficiario</td><td>IT60 X054 2811 1010 0000 0123 456</td></tr>
<tr><td>Importo</td><td><b>€ 7.318,50</b></td></tr>
<tr bgcolor="#f4f7fb"><td>Causale</td><td>Saldo fattura n. 214/2025</td></tr>
<tr><td>Data esecuzione</td><td>25/03/2025</td></tr>
</table>
<p style="font-size:12px;">Il codice è valido 3 minuti. Banca Alpina non ti chiederà mai di comunicare questo codice per telefono, e-mail o SMS.</p>
<p style="font-size:12px;">Se non riconosci l'operazione chiama subito il Servizio Clienti Imprese al numero verde <b>800 41 72 90</b> (dall'estero +39 0461 180 220).</p>
</td></tr>
<tr><td bgcolor="#f4f4f4" style="padding:14px 24px;font-family:Tahoma,Arial,sans-serif;font-size:10px;color:#888;">Banca Alpina Impresa S.p.A. &ndash; Via Manci 41, 38122 Trento &ndash; Capitale sociale &euro; 48.200.000 i.v. &ndash; P.IVA 01928370228 &ndash; Iscritta all'Albo delle Banche al n. 5731 &ndash; Aderente al Fondo Interbancario di Tutela dei Depositi</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "banca-alpina-impresa",
    group: "negative",
    lang: "it",
    kind: "statement-available",
    code: null,
    link: null,
    from: "Banca Alpina Impresa <comunicazioni@bancaalpina.it>",
    subject: "Nuovo documento disponibile: estratto conto 1° trimestre 2025",
    date: date(2025, 4, 4, "06:30:17", "+0200"),
    text: `Gentile cliente,

nella sezione "Archivio documenti" di AlpinaImpresa Online è disponibile un nuovo
documento relativo al rapporto 000041827 intestato a FALEGNAMERIA DOLOMITI SNC:

  Tipo documento:   Estratto conto e documento di sintesi
  Periodo:          01/01/2025 – 31/03/2025
  Saldo contabile:  € 24.905,12
  Data pubblicazione: 04/04/2025

Il documento resterà consultabile per 10 anni. Ti ricordiamo che, in assenza di
contestazioni entro 60 giorni, l'estratto conto si intende approvato.

Questa è una comunicazione automatica, ti preghiamo di non rispondere.

Banca Alpina Impresa S.p.A. – Via Manci 41, 38122 Trento – P.IVA 01928370228`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------------ saude-integral
  {
    family: "saude-integral",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "318406",
    link: null,
    from: "Saúde Integral – Portal do Beneficiário <naoresponda@saudeintegral.com.br>",
    subject: "Código de acesso ao Portal do Beneficiário",
    date: date(2025, 5, 20, "22:05:48", "-0300"),
    text: `Olá, Renata!

Use o código abaixo para acessar o Portal do Beneficiário Saúde Integral:

Código de acesso: 318406

Ele expira em 5 minutos e só pode ser usado uma vez.

Carteirinha: 0 047 813290 00-4
Plano: Integral Empresarial Apartamento – Construtora Piquiri Ltda.

Se você não tentou acessar o portal, desconsidere este e-mail e, se quiser,
altere sua senha. Central de Atendimento: 0800 725 1144 (24 horas).

Saúde Integral Operadora de Planos de Saúde S.A. – CNPJ 08.417.552/0001-30
ANS nº 41.829-7 – Rua Marechal Deodoro 630, Curitiba/PR, CEP 80010-010`,
    html: `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f4f3;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#333;">
<tr><td style="background:#00875a;padding:16px 28px;"><img src="https://www.saudeintegral.com.br/email/logo-branco.png" alt="Saúde Integral" width="150"></td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:22px;">
<p>Olá, <b>Renata</b>!</p>
<p>Use o código abaixo para acessar o Portal do Beneficiário Saúde Integral:</p>
<p style="text-align:center;margin:24px 0;"><span style="font-size:12px;color:#777;display:block;">Código de acesso</span><span style="font-size:34px;font-weight:bold;letter-spacing:10px;color:#00875a;">318406</span></p>
<p style="text-align:center;font-size:13px;color:#777;">Ele expira em 5 minutos e só pode ser usado uma vez.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f7faf9;">
<tr><td style="color:#777;">Carteirinha</td><td>0 047 813290 00-4</td></tr>
<tr><td style="color:#777;">Plano</td><td>Integral Empresarial Apartamento &ndash; Construtora Piquiri Ltda.</td></tr>
</table>
<p style="font-size:13px;">Se você não tentou acessar o portal, desconsidere este e-mail e, se quiser, altere sua senha. Central de Atendimento: <b>0800 725 1144</b> (24 horas).</p>
</td></tr>
<tr><td style="background:#f4f4f4;padding:16px 28px;font-size:10px;color:#888;">Saúde Integral Operadora de Planos de Saúde S.A. &ndash; CNPJ 08.417.552/0001-30<br>ANS nº 41.829-7 &ndash; Rua Marechal Deodoro 630, Curitiba/PR, CEP 80010-010</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "saude-integral",
    group: "negative",
    lang: "pt",
    kind: "appointment-booked",
    code: null,
    link: null,
    from: "Saúde Integral – Agendamentos <agenda@saudeintegral.com.br>",
    subject: "Consulta agendada – Dermatologia, 03/06/2025 às 14h20",
    date: date(2025, 5, 21, "09:12:30", "-0300"),
    text: `Olá, Renata!

Sua consulta foi agendada com sucesso.

Especialidade:  Dermatologia
Profissional:   Dra. Helena Vasconcelos – CRM-PR 28.417
Data e hora:    terça-feira, 03/06/2025, às 14h20
Local:          Centro Médico Saúde Integral Batel
                Av. do Batel 1750, 3º andar, sala 304 – Curitiba/PR
Protocolo:      AGD-2025-0771934

Chegue com 15 minutos de antecedência e leve sua carteirinha e um documento com
foto. Para cancelar ou remarcar, acesse o Portal do Beneficiário ou ligue para
0800 725 1144 com até 24 horas de antecedência.

Saúde Integral Operadora de Planos de Saúde S.A. – ANS nº 41.829-7`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#333;background:#f0f4f3;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#00875a;padding:16px 28px;"><img src="https://www.saudeintegral.com.br/email/logo-branco.png" alt="Saúde Integral" width="150"></td></tr>
<tr><td style="padding:24px 28px;">
<p>Olá, Renata!</p>
<p><b>Sua consulta foi agendada com sucesso.</b></p>
<table width="100%" cellpadding="7" cellspacing="0" style="border:1px solid #dfe7e4;font-size:13px;">
<tr><td style="background:#f7faf9;width:35%;">Especialidade</td><td>Dermatologia</td></tr>
<tr><td style="background:#f7faf9;">Profissional</td><td>Dra. Helena Vasconcelos &ndash; CRM-PR 28.417</td></tr>
<tr><td style="background:#f7faf9;">Data e hora</td><td>terça-feira, 03/06/2025, às 14h20</td></tr>
<tr><td style="background:#f7faf9;">Local</td><td>Centro Médico Saúde Integral Batel<br>Av. do Batel 1750, 3º andar, sala 304 &ndash; Curitiba/PR</td></tr>
<tr><td style="background:#f7faf9;">Protocolo</td><td>AGD-2025-0771934</td></tr>
</table>
<p>Chegue com 15 minutos de antecedência e leve sua carteirinha e um documento com foto. Para cancelar ou remarcar, acesse o <a href="https://beneficiario.saudeintegral.com.br/agendamentos" style="color:#00875a;">Portal do Beneficiário</a> ou ligue para 0800 725 1144 com até 24 horas de antecedência.</p>
</td></tr>
<tr><td style="background:#f4f4f4;padding:14px 28px;font-size:10px;color:#888;">Saúde Integral Operadora de Planos de Saúde S.A. &ndash; ANS nº 41.829-7</td></tr>
</table></body></html>`,
    enc: "qp",
  },
  // ------------------------------------------------------------------ podpisz-pewnie
  {
    family: "podpisz-pewnie",
    group: "regional",
    lang: "pl",
    kind: "signing-code",
    code: "629-417",
    link: null,
    from: "PodpiszPewnie <powiadomienia@podpiszpewnie.pl>",
    subject: "Kod autoryzacyjny do podpisu dokumentu",
    date: date(2025, 2, 6, "13:44:19", "+0100"),
    text: `Dzień dobry,

aby złożyć podpis elektroniczny pod dokumentem, wpisz poniższy kod
autoryzacyjny w oknie podpisu:

Kod: 629-417

Dokument: Umowa o pracę nr 14/2025 – Tomasz Wróblewski
Nadawca: Dział Kadr, Przedsiębiorstwo Handlowe KORAL Sp. z o.o.
Kod jest ważny przez 5 minut.

Nie przekazuj tego kodu nikomu. Jeżeli nie podpisujesz teraz żadnego dokumentu,
zignoruj tę wiadomość.

PodpiszPewnie Sp. z o.o., ul. Grabiszyńska 163, 53-439 Wrocław
KRS 0000811427, NIP 8992871104, kapitał zakładowy 150 000 zł
Infolinia: 71 707 33 90`,
    html: `<!DOCTYPE html>
<html lang="pl"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f3f6;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:4px;">
<tr><td style="padding:22px 30px;border-bottom:1px solid #eee;"><img src="https://podpiszpewnie.pl/assets/mail/logo.png" alt="PodpiszPewnie" width="160"></td></tr>
<tr><td style="padding:26px 30px;font-size:14px;line-height:21px;color:#2a2a35;">
<p>Dzień dobry,</p>
<p>aby złożyć podpis elektroniczny pod dokumentem, wpisz poniższy kod autoryzacyjny w oknie podpisu:</p>
<p style="text-align:center;font-size:32px;font-weight:bold;letter-spacing:3px;color:#4b2bd1;margin:20px 0;">629-417</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;background:#f7f6fd;">
<tr><td style="color:#777;width:30%;">Dokument</td><td>Umowa o pracę nr 14/2025 &ndash; Tomasz Wróblewski</td></tr>
<tr><td style="color:#777;">Nadawca</td><td>Dział Kadr, Przedsiębiorstwo Handlowe KORAL Sp. z o.o.</td></tr>
<tr><td style="color:#777;">Ważność kodu</td><td>5 minut</td></tr>
</table>
<p style="font-size:12px;color:#777;">Nie przekazuj tego kodu nikomu. Jeżeli nie podpisujesz teraz żadnego dokumentu, zignoruj tę wiadomość.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#fafafa;font-size:10px;color:#999;">PodpiszPewnie Sp. z o.o., ul. Grabiszyńska 163, 53-439 Wrocław &middot; KRS 0000811427, NIP 8992871104, kapitał zakładowy 150 000 zł &middot; Infolinia: 71 707 33 90</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "podpisz-pewnie",
    group: "negative",
    lang: "pl",
    kind: "document-completed",
    code: null,
    link: null,
    from: "PodpiszPewnie <powiadomienia@podpiszpewnie.pl>",
    subject: "Dokument „Umowa o pracę nr 14/2025” został podpisany przez wszystkie strony",
    date: date(2025, 2, 6, "15:02:51", "+0100"),
    text: `Dzień dobry,

wszystkie osoby podpisały dokument "Umowa o pracę nr 14/2025 – Tomasz
Wróblewski".

  1. Agnieszka Nowicka (Prezes Zarządu) – podpisano 06.02.2025, 14:58
  2. Tomasz Wróblewski – podpisano 06.02.2025, 13:45

Identyfikator dokumentu: PP-7F3A-21C9-0B44
Podpisany dokument wraz z raportem weryfikacji możesz pobrać z konta:
https://app.podpiszpewnie.pl/dokumenty/PP-7F3A-21C9-0B44

Dokument przechowujemy przez 10 lat zgodnie z regulaminem.

PodpiszPewnie Sp. z o.o., ul. Grabiszyńska 163, 53-439 Wrocław`,
    html: null,
    enc: "b64",
  },
  // ------------------------------------------------------------------ vodarny-podbrdy
  {
    family: "vodarny-podbrdy",
    group: "regional",
    lang: "cs",
    kind: "login-code",
    code: "471902",
    link: null,
    from: "Vodárny Podbrdy – Zákaznický portál <portal@vodarny-podbrdy.cz>",
    subject: "Ověřovací kód pro přihlášení",
    date: date(2025, 3, 5, "19:48:03", "+0100"),
    text: `Dobrý den,

pro dokončení přihlášení do Zákaznického portálu Vodáren Podbrdy zadejte
ověřovací kód:

471902

Kód platí 10 minut. Zákaznické číslo: 3100482716.

Pokud jste se nepřihlašovali, kód nikomu nesdělujte a kontaktujte zákaznickou
linku 311 600 480 (Po–Pá 7:00–17:00), poruchová linka nonstop 800 100 311.

S pozdravem
Vodárny Podbrdy, a.s.
Náměstí Míru 22, 266 01 Beroun · IČO 46357882 · zapsaná v OR u Městského soudu
v Praze, oddíl B, vložka 1842`,
    html: `<html lang="cs"><head><meta charset="utf-8"></head>
<body style="font-family:Arial,Helvetica,sans-serif;background:#eaf3f8;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0077b6;padding:14px 24px;color:#fff;font-size:18px;font-weight:bold;"><img src="https://www.vodarny-podbrdy.cz/img/kapka.png" alt="" width="22" style="vertical-align:middle;"> Vodárny Podbrdy</td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#1b2a35;">
<p>Dobrý den,</p>
<p>pro dokončení přihlášení do Zákaznického portálu Vodáren Podbrdy zadejte ověřovací kód:</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:18px auto;"><tr><td style="background:#eaf3f8;padding:12px 32px;font-size:30px;font-weight:bold;letter-spacing:6px;color:#0077b6;">471902</td></tr></table>
<p>Kód platí 10 minut. Zákaznické číslo: 3100482716.</p>
<p style="font-size:12px;color:#5a6b78;">Pokud jste se nepřihlašovali, kód nikomu nesdělujte a kontaktujte zákaznickou linku 311 600 480 (Po&ndash;Pá 7:00&ndash;17:00), poruchová linka nonstop 800 100 311.</p>
<p>S pozdravem<br>Vodárny Podbrdy, a.s.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f5f7f9;font-size:10px;color:#8a97a3;">Náměstí Míru 22, 266 01 Beroun &middot; IČO 46357882 &middot; zapsaná v OR u Městského soudu v Praze, oddíl B, vložka 1842 &middot; <a href="https://www.vodarny-podbrdy.cz/ochrana-osobnich-udaju" style="color:#8a97a3;">Ochrana osobních údajů</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "vodarny-podbrdy",
    group: "negative",
    lang: "cs",
    kind: "invoice-available",
    code: null,
    link: null,
    from: "Vodárny Podbrdy <fakturace@vodarny-podbrdy.cz>",
    subject: "Vyúčtování vodného a stočného č. 2510034471",
    date: date(2025, 4, 11, "04:15:40", "+0200"),
    text: `Dobrý den,

v Zákaznickém portálu je připraveno nové vyúčtování.

Číslo dokladu:        2510034471
Zákaznické číslo:     3100482716
Odběrné místo:        Pod Hájem 418, 267 51 Zdice
Období:               01.01.2025 – 31.03.2025
Spotřeba:             23 m³
Vodné + stočné:       2 811,00 Kč
Zaplacené zálohy:     2 700,00 Kč
Nedoplatek:           111,00 Kč
Variabilní symbol:    2510034471
Splatnost:            25.04.2025
Účet:                 123-4567890217/0100

Vyúčtování si můžete stáhnout v PDF po přihlášení na
https://portal.vodarny-podbrdy.cz/doklady

Vodárny Podbrdy, a.s. · Náměstí Míru 22, 266 01 Beroun · IČO 46357882`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------------ uni-vesterhavet
  {
    family: "uni-vesterhavet",
    group: "regional",
    lang: "da",
    kind: "activate-link",
    code: null,
    link: "https://konto.vesterhavet-uni.dk/aktiver?id=s254417&kode=8YqT2mWx7Rf0Kd3Lp",
    from: "Vesterhavet Universitet – IT-service <it-service@vesterhavet-uni.dk>",
    subject: "Aktivér din studiekonto ved Vesterhavet Universitet",
    date: date(2025, 7, 28, "10:00:05", "+0200"),
    text: `Kære Mads Kjær Andersen

Velkommen til Vesterhavet Universitet! Vi har oprettet en studiekonto til dig,
som giver adgang til e-mail, studieportalen, Moodle og trådløst net (eduroam).

Dit brugernavn:  s254417
Studieretning:   BSc i Biologi, optaget september 2025

Aktivér kontoen og vælg din adgangskode via dette link:
https://konto.vesterhavet-uni.dk/aktiver?id=s254417&kode=8YqT2mWx7Rf0Kd3Lp

Linket er personligt og udløber den 15. august 2025. Du skal bruge MitID for at
gennemføre aktiveringen.

Har du spørgsmål, så kontakt IT-service på tlf. 65 50 12 00 eller
it-service@vesterhavet-uni.dk.

Venlig hilsen
IT-service
Vesterhavet Universitet · Havnevej 2 · 6700 Esbjerg · CVR 29688834`,
    html: corporate({
      lang: "da",
      title: "Aktivér din studiekonto",
      preheader: "Dit brugernavn er s254417 – aktivér kontoen inden 15. august",
      logo: "https://www.vesterhavet-uni.dk/email/vu-logo-hvid.png",
      brand: "Vesterhavet Universitet",
      color: "#004a5c",
      body: `<p>Kære Mads Kjær Andersen</p>
<p>Velkommen til Vesterhavet Universitet! Vi har oprettet en studiekonto til dig, som giver adgang til e-mail, studieportalen, Moodle og trådløst net (eduroam).</p>
${
        fields([
          ["Dit brugernavn", "s254417"],
          ["Studieretning", "BSc i Biologi, optaget september 2025"],
        ])
      }
${
        button(
          "https://konto.vesterhavet-uni.dk/aktiver?id=s254417&amp;kode=8YqT2mWx7Rf0Kd3Lp",
          "Aktivér studiekonto",
          "#004a5c",
        )
      }
<p style="font-size:13px;">Linket er personligt og udløber den 15. august 2025. Du skal bruge MitID for at gennemføre aktiveringen.</p>
<p style="font-size:13px;">Har du spørgsmål, så kontakt IT-service på tlf. 65 50 12 00 eller <a href="mailto:it-service@vesterhavet-uni.dk">it-service@vesterhavet-uni.dk</a>.</p>
<p>Venlig hilsen<br>IT-service</p>`,
      footer:
        `Vesterhavet Universitet &middot; Havnevej 2 &middot; 6700 Esbjerg &middot; CVR 29688834<br><a href="https://www.vesterhavet-uni.dk/privatliv" style="color:#7b8794;">Privatlivspolitik</a>`,
    }),
    enc: "qp",
  },
  {
    family: "uni-vesterhavet",
    group: "negative",
    lang: "da",
    kind: "exam-result",
    code: null,
    link: null,
    from: "Vesterhavet Universitet – Eksamenskontoret <eksamen@vesterhavet-uni.dk>",
    subject: "Ny karakter registreret",
    date: date(2026, 1, 30, "14:31:22", "+0100"),
    text: `Kære Mads Kjær Andersen (studienr. s254417)

Der er registreret en ny bedømmelse på din studieplan:

  Kursus:        BB501 Celle- og molekylærbiologi (10 ECTS)
  Eksamen:       Skriftlig, 4 timer, 15.01.2026
  Karakter:      10
  Registreret:   30.01.2026

Du kan se alle dine resultater i Selvbetjeningen. Vil du klage over
bedømmelsen, skal klagen være modtaget senest 13.02.2026.

Denne mail er sendt automatisk og kan ikke besvares.

Eksamenskontoret · Vesterhavet Universitet · Havnevej 2 · 6700 Esbjerg`,
    html: null,
    enc: "8bit",
  },
  // ------------------------------------------------------------------ fjellvik-kommune
  {
    family: "fjellvik-kommune",
    group: "regional",
    lang: "no",
    kind: "verify-link",
    code: null,
    link: "https://minside.fjellvik.kommune.no/bekreft-epost?ref=MS-55810&token=qW4t9ZkR2nLx7Bv0Hc",
    from: "Fjellvik kommune – Min side <ikke-svar@fjellvik.kommune.no>",
    subject: "Bekreft e-postadressen din",
    date: date(2025, 9, 2, "12:44:16", "+0200"),
    text: `Hei Ingrid Solberg,

Du har lagt inn denne e-postadressen for varsler fra Min side i Fjellvik kommune
(byggesaker, eiendomsskatt og renovasjon).

Bekreft adressen ved å åpne lenken under:
https://minside.fjellvik.kommune.no/bekreft-epost?ref=MS-55810&token=qW4t9ZkR2nLx7Bv0Hc

Lenken er gyldig i 24 timer. Hvis du ikke har bedt om dette, kan du se bort fra
e-posten.

Med vennlig hilsen
Fjellvik kommune, Servicetorget
Rådhusplassen 1, 8301 Fjellvik · Sentralbord 75 12 40 00 · Org.nr. 964 981 227`,
    html: `<!DOCTYPE html>
<html lang="nb"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td style="border-top:6px solid #8b1a2b;padding:24px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:18px;"><img src="https://www.fjellvik.kommune.no/Images/kommunevapen.png" alt="Fjellvik kommune" height="48"></td></tr>
<tr><td style="font-size:15px;line-height:23px;color:#222;">
<p>Hei Ingrid Solberg,</p>
<p>Du har lagt inn denne e-postadressen for varsler fra Min side i Fjellvik kommune (byggesaker, eiendomsskatt og renovasjon).</p>
<p><a href="https://minside.fjellvik.kommune.no/bekreft-epost?ref=MS-55810&amp;token=qW4t9ZkR2nLx7Bv0Hc" style="display:inline-block;background:#8b1a2b;color:#fff;padding:10px 22px;text-decoration:none;">Bekreft e-postadressen</a></p>
<p>Lenken er gyldig i 24 timer. Hvis du ikke har bedt om dette, kan du se bort fra e-posten.</p>
<p>Med vennlig hilsen<br>Fjellvik kommune, Servicetorget</p>
<p style="font-size:12px;color:#666;border-top:1px solid #ddd;padding-top:10px;">Rådhusplassen 1, 8301 Fjellvik &middot; Sentralbord 75 12 40 00 &middot; Org.nr. 964 981 227<br><a href="https://www.fjellvik.kommune.no/personvern" style="color:#666;">Personvern</a> &middot; <a href="https://www.fjellvik.kommune.no/tilgjengelighet" style="color:#666;">Tilgjengelighetserklæring</a></p>
</td></tr></table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "fjellvik-kommune",
    group: "negative",
    lang: "no",
    kind: "case-update",
    code: null,
    link: null,
    from: "Fjellvik kommune – Min side <ikke-svar@fjellvik.kommune.no>",
    subject: "Vedtak i byggesak 2025/1184 – Storvollveien 17",
    date: date(2025, 10, 14, "09:20:48", "+0200"),
    text: `Hei Ingrid Solberg,

Det er fattet vedtak i din sak.

Saksnummer:   2025/1184
Sak:          Søknad om tiltak uten ansvarsrett – tilbygg 14,8 m²
Eiendom:      Storvollveien 17, gnr. 41 bnr. 207
Vedtak:       Innvilget
Dato:         13.10.2025
Gebyr:        kr 8 420,- (faktura sendes separat)

Vedtaket er tilgjengelig i din digitale postkasse og på Min side. Klagefristen er
3 uker fra du mottok vedtaket.

Saksbehandler: Eirik Nygård, tlf. 75 12 41 36

Dette er en automatisk melding. Du kan ikke svare på denne e-posten.
Fjellvik kommune, Plan og byggesak · Rådhusplassen 1, 8301 Fjellvik`,
    html: null,
    enc: "qp",
  },
  // ------------------------------------------------------------------ korkeakoulu-saimaa
  {
    family: "korkeakoulu-saimaa",
    group: "regional",
    lang: "fi",
    kind: "login-code",
    code: "804177",
    link: null,
    from: "Saimaan korkeakoulu – Opiskelijapalvelut <noreply@saimaa-kk.fi>",
    subject: "Kertakäyttöinen kirjautumiskoodi",
    date: date(2025, 9, 8, "07:58:31", "+0300"),
    text: `Hei Aino,

Kirjautumiskoodisi Peppi-opiskelijaportaaliin on:

80 41 77

Koodi on voimassa 10 minuuttia. Älä anna koodia kenellekään – korkeakoulun
henkilökunta ei koskaan kysy sitä.

Jos et yrittänyt kirjautua, ilmoita asiasta IT-tukeen: it-tuki@saimaa-kk.fi tai
puh. 029 415 5200.

Saimaan korkeakoulu, Skinnarilankatu 36, 53850 Lappeenranta
Y-tunnus 2914417-6`,
    html: `<!DOCTYPE html>
<html lang="fi"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#3d2a7a;padding:16px 26px;"><img src="https://www.saimaa-kk.fi/email/logo-valkoinen.png" alt="Saimaan korkeakoulu" width="170"></td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:22px;color:#222;">
<p>Hei Aino,</p>
<p>Kirjautumiskoodisi Peppi-opiskelijaportaaliin on:</p>
<p style="text-align:center;font-size:32px;font-weight:bold;color:#3d2a7a;margin:18px 0;">80&nbsp;41&nbsp;77</p>
<p>Koodi on voimassa 10 minuuttia. Älä anna koodia kenellekään &ndash; korkeakoulun henkilökunta ei koskaan kysy sitä.</p>
<p style="font-size:13px;color:#555;">Jos et yrittänyt kirjautua, ilmoita asiasta IT-tukeen: <a href="mailto:it-tuki@saimaa-kk.fi">it-tuki@saimaa-kk.fi</a> tai puh. 029 415 5200.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f0eef6;font-size:11px;color:#777;">Saimaan korkeakoulu, Skinnarilankatu 36, 53850 Lappeenranta &middot; Y-tunnus 2914417-6 &middot; <a href="https://www.saimaa-kk.fi/tietosuoja" style="color:#777;">Tietosuoja</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "korkeakoulu-saimaa",
    group: "negative",
    lang: "fi",
    kind: "course-certificate",
    code: null,
    link: null,
    from: "Saimaan korkeakoulu – Avoin korkeakoulu <avoin@saimaa-kk.fi>",
    subject: "Todistus suoritetusta opintojaksosta",
    date: date(2025, 12, 17, "13:05:09", "+0200"),
    text: `Hei Aino Lehtonen,

Olet suorittanut opintojakson hyväksytysti. Opintosuoritus on kirjattu
opintorekisteriin ja näkyy myös OmaOpintopolku-palvelussa.

  Opintojakso:     Projektinhallinnan perusteet (KT00B214), 5 op
  Arvosana:        4 (asteikko 1–5)
  Suorituspäivä:   12.12.2025
  Opiskelijanumero: 0615928

Opintosuoritusote on tämän viestin liitteenä (PDF).

Ystävällisin terveisin
Avoin korkeakoulu, Saimaan korkeakoulu
Skinnarilankatu 36, 53850 Lappeenranta`,
    html: null,
    enc: "8bit",
    attachment: [
      "Opintosuoritusote_0615928.pdf",
      "application/pdf",
      "%PDF-1.4\n% Opintosuoritusote\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------------ kumo-id
  {
    family: "kumo-id",
    group: "regional",
    lang: "ja",
    kind: "device-approval-link",
    code: null,
    link: "https://login.kumo-id.jp/device/approve?tenant=toyoshima-kogyo&req=dar_6fK29xQmW1&sig=a7c0e3",
    from: "KUMO ID <noreply@kumo-id.jp>",
    subject: "【KUMO ID】新しい端末からのサインインを承認してください",
    date: date(2025, 6, 16, "08:47:12", "+0900"),
    text: `豊島工業株式会社
佐藤 美咲 様

お使いのアカウント（misaki.sato@toyoshima-kogyo.co.jp）で、登録されていない
端末からサインインが試みられました。

  日時：2025年6月16日 08:46
  端末：Windows 11 / Google Chrome 137
  場所：大阪府 大阪市（IPアドレスから推定）

ご本人による操作の場合は、30分以内に下記URLを開いて端末を承認してください。
https://login.kumo-id.jp/device/approve?tenant=toyoshima-kogyo&req=dar_6fK29xQmW1&sig=a7c0e3

お心当たりがない場合は、承認せずに情報システム部（内線 3300）までご連絡ください。

※本メールは送信専用アドレスからお送りしています。ご返信いただいてもお答えできません。

――――――――――――――――――――
KUMO ID ／ 株式会社クモアイデンティティ
〒105-0001 東京都港区虎ノ門4-3-1
https://www.kumo-id.jp/privacy
――――――――――――――――――――`,
    html: `<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>端末の承認</title></head>
<body style="margin:0;background:#f5f6f8;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e1e4e8;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #e1e4e8;"><img src="https://www.kumo-id.jp/mail/logo.png" alt="KUMO ID" height="24"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8;color:#24292f;">
<p>豊島工業株式会社<br>佐藤 美咲 様</p>
<p>お使いのアカウント（misaki.sato@toyoshima-kogyo.co.jp）で、登録されていない端末からサインインが試みられました。</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f6f8fa;">
<tr><td width="25%" style="color:#57606a;">日時</td><td>2025年6月16日 08:46</td></tr>
<tr><td style="color:#57606a;">端末</td><td>Windows 11 / Google Chrome 137</td></tr>
<tr><td style="color:#57606a;">場所</td><td>大阪府 大阪市（IPアドレスから推定）</td></tr>
</table>
<p>ご本人による操作の場合は、30分以内に下のボタンから端末を承認してください。</p>
<p style="text-align:center;"><a href="https://login.kumo-id.jp/device/approve?tenant=toyoshima-kogyo&amp;req=dar_6fK29xQmW1&amp;sig=a7c0e3" style="display:inline-block;background:#0969da;color:#fff;text-decoration:none;padding:12px 32px;border-radius:6px;font-weight:bold;">この端末を承認する</a></p>
<p style="font-size:12px;color:#57606a;">お心当たりがない場合は、承認せずに情報システム部（内線 3300）までご連絡ください。</p>
<p style="font-size:12px;color:#57606a;">※本メールは送信専用アドレスからお送りしています。ご返信いただいてもお答えできません。</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f6f8fa;font-size:11px;color:#8c959f;">KUMO ID ／ 株式会社クモアイデンティティ　〒105-0001 東京都港区虎ノ門4-3-1<br><a href="https://www.kumo-id.jp/privacy" style="color:#8c959f;">プライバシーポリシー</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "kumo-id",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "529174",
    link: null,
    from: "KUMO ID <noreply@kumo-id.jp>",
    subject: "【KUMO ID】確認コードのお知らせ",
    date: date(2025, 7, 1, "18:03:55", "+0900"),
    text: `佐藤 美咲 様

KUMO ID へのサインインに必要な確認コードをお知らせします。

確認コード：529174

有効期限：発行から10分間（2025/07/01 18:13 まで）

サインイン画面に上記のコードを入力してください。
このコードを第三者に教えないでください。

お心当たりのない場合は、このメールを破棄のうえ、情報システム部（内線 3300）
までご連絡ください。

――――――――――――――――――――
KUMO ID ／ 株式会社クモアイデンティティ
〒105-0001 東京都港区虎ノ門4-3-1
――――――――――――――――――――`,
    html: null,
    enc: "b64",
  },
  // ------------------------------------------------------------------ daon-groupware
  {
    family: "daon-groupware",
    group: "regional",
    lang: "ko",
    kind: "login-code",
    code: "730582",
    link: null,
    from: "다온웍스 <no-reply@daonworks.co.kr>",
    subject: "[다온웍스] 2단계 인증번호 안내",
    date: date(2025, 4, 21, "09:02:38", "+0900"),
    text: `안녕하세요, 김지훈님.

다온웍스 그룹웨어 로그인을 위한 2단계 인증번호입니다.

인증번호: [730582]

- 회사: (주)한결정밀
- 요청 시각: 2025-04-21 09:02
- 접속 IP: 211.36.142.57

인증번호는 3분간 유효합니다. 본인이 요청하지 않았다면 비밀번호를 변경하고
전산팀(내선 1004)으로 연락해 주세요.

본 메일은 발신전용입니다.
(주)다온소프트 | 서울특별시 구로구 디지털로 300, 12층 | 사업자등록번호 214-87-55190
고객센터 1588-4417`,
    html: `<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f2f4f6;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:24px 28px 0;"><img src="https://static.daonworks.co.kr/mail/logo.png" alt="다온웍스" height="26"></td></tr>
<tr><td style="padding:20px 28px;font-size:14px;line-height:1.7;color:#333d4b;">
<p style="font-size:18px;font-weight:bold;margin:0 0 12px;">2단계 인증번호 안내</p>
<p>안녕하세요, 김지훈님.<br>다온웍스 그룹웨어 로그인을 위한 2단계 인증번호입니다.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:18px 0;"><tr><td align="center" style="background:#f9fafb;border:1px solid #e5e8eb;border-radius:6px;padding:18px;">
<span style="font-size:13px;color:#6b7684;">인증번호</span><br><span style="font-size:32px;font-weight:bold;letter-spacing:6px;color:#3182f6;">730582</span></td></tr></table>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px;color:#4e5968;">
<tr><td width="30%">회사</td><td>(주)한결정밀</td></tr>
<tr><td>요청 시각</td><td>2025-04-21 09:02</td></tr>
<tr><td>접속 IP</td><td>211.36.142.57</td></tr>
</table>
<p style="font-size:12px;color:#8b95a1;">인증번호는 3분간 유효합니다. 본인이 요청하지 않았다면 비밀번호를 변경하고 전산팀(내선 1004)으로 연락해 주세요.</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #f2f4f6;font-size:11px;color:#a0a8b1;">본 메일은 발신전용입니다.<br>(주)다온소프트 | 서울특별시 구로구 디지털로 300, 12층 | 사업자등록번호 214-87-55190 | 고객센터 1588-4417</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "daon-groupware",
    group: "negative",
    lang: "ko",
    kind: "payslip-available",
    code: null,
    link: null,
    from: "다온웍스 전자결재 <no-reply@daonworks.co.kr>",
    subject: "[(주)한결정밀] 2025년 4월 급여명세서가 도착했습니다",
    date: date(2025, 4, 25, "10:00:00", "+0900"),
    text: `김지훈님, 2025년 4월 급여명세서가 발행되었습니다.

지급일: 2025-04-25
지급 계좌: 국민은행 ****-**-**3318
사번: HK-20190412

급여명세서는 개인정보 보호를 위해 메일에 첨부하지 않습니다.
다온웍스 > 인사 > 급여명세서 메뉴에서 확인해 주세요.
https://hangyeol.daonworks.co.kr/hr/payslip

문의: 경영지원팀 급여 담당 (내선 2102)

본 메일은 발신전용입니다.
(주)다온소프트 | 서울특별시 구로구 디지털로 300, 12층`,
    html: `<div style="font-family:'Malgun Gothic',sans-serif;font-size:14px;color:#333;max-width:560px;">
<div style="border-bottom:2px solid #3182f6;padding:10px 0;"><img src="https://static.daonworks.co.kr/mail/logo.png" alt="다온웍스" height="22"></div>
<p style="margin-top:18px;"><b>김지훈</b>님, 2025년 4월 급여명세서가 발행되었습니다.</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#e5e8eb;font-size:13px;">
<tr><th style="background:#f9fafb;">지급일</th><td>2025-04-25</td></tr>
<tr><th style="background:#f9fafb;">지급 계좌</th><td>국민은행 ****-**-**3318</td></tr>
<tr><th style="background:#f9fafb;">사번</th><td>HK-20190412</td></tr>
</table>
<p>급여명세서는 개인정보 보호를 위해 메일에 첨부하지 않습니다.<br><a href="https://hangyeol.daonworks.co.kr/hr/payslip">다온웍스 &gt; 인사 &gt; 급여명세서</a> 메뉴에서 확인해 주세요.</p>
<p style="font-size:12px;color:#8b95a1;">문의: 경영지원팀 급여 담당 (내선 2102)<br>본 메일은 발신전용입니다. (주)다온소프트 | 서울특별시 구로구 디지털로 300, 12층</p>
</div>`,
    enc: "b64",
  },
  // ------------------------------------------------------------------ kelderby-district-council
  {
    family: "kelderby-district-council",
    group: "consumer",
    lang: "en",
    kind: "confirm-subscription-link",
    code: null,
    link: "https://kelderby.gov.uk/ebilling/confirm?account=60418822&key=f3b9c2d7e10a4e86",
    from: "Kelderby District Council <noreply@kelderby.gov.uk>",
    subject: "Confirm your council tax e-billing request",
    date: date(2025, 2, 20, "17:26:31", "+0000"),
    text: `KELDERBY DISTRICT COUNCIL
Revenues and Benefits

Dear Mr O Bamgbose,

We have received a request to send council tax bills for the property below by
email instead of post.

Council tax account:  60418822
Property:             12 Ferrier Close, Kelderby, KD4 7RN
Band:                 C
2025/26 annual charge: £1,946.37 (10 monthly instalments)

To complete the change, please confirm your email address within 7 days:
https://kelderby.gov.uk/ebilling/confirm?account=60418822&key=f3b9c2d7e10a4e86

Until you confirm, we will keep posting your bills. If you didn't ask for
e-billing, you don't need to do anything.

Revenues and Benefits, Kelderby District Council, Civic Centre, Market Street,
Kelderby KD1 1AA. Telephone 01632 495 000.
How we use your information: https://kelderby.gov.uk/privacy/revenues`,
    html: `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Confirm e-billing</title></head>
<body style="margin:0;background:#ffffff;font-family:Arial,sans-serif;color:#0b0c0c;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#1d3a2f;padding:14px 20px;">
<a href="https://kelderby.gov.uk"><img src="https://kelderby.gov.uk/img/email/kdc-logo-white.png" alt="Kelderby District Council" height="40" style="border:0;"></a></td></tr>
<tr><td style="padding:24px 20px;max-width:580px;font-size:19px;line-height:1.4;">
<p style="font-size:16px;color:#505a5f;margin:0;">Revenues and Benefits</p>
<h1 style="font-size:28px;margin:8px 0 20px;">Confirm your e-billing request</h1>
<p>Dear Mr O Bamgbose,</p>
<p>We have received a request to send council tax bills for the property below by email instead of post.</p>
<table cellpadding="8" cellspacing="0" style="font-size:16px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #b1b4b6;"><td><b>Council tax account</b></td><td>60418822</td></tr>
<tr style="border-bottom:1px solid #b1b4b6;"><td><b>Property</b></td><td>12 Ferrier Close, Kelderby, KD4 7RN</td></tr>
<tr style="border-bottom:1px solid #b1b4b6;"><td><b>Band</b></td><td>C</td></tr>
<tr style="border-bottom:1px solid #b1b4b6;"><td><b>2025/26 annual charge</b></td><td>&pound;1,946.37 (10 monthly instalments)</td></tr>
</table>
<p>To complete the change, please confirm your email address within 7 days.</p>
<p><a href="https://kelderby.gov.uk/ebilling/confirm?account=60418822&amp;key=f3b9c2d7e10a4e86" style="display:inline-block;background:#00703c;color:#ffffff;padding:10px 18px;text-decoration:none;box-shadow:0 2px 0 #002d18;">Confirm email address</a></p>
<p style="font-size:16px;">Until you confirm, we will keep posting your bills. If you didn&rsquo;t ask for e-billing, you don&rsquo;t need to do anything.</p>
</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid #b1b4b6;font-size:14px;color:#505a5f;">Revenues and Benefits, Kelderby District Council, Civic Centre, Market Street, Kelderby KD1 1AA. Telephone 01632 495 000.<br><a href="https://kelderby.gov.uk/privacy/revenues" style="color:#1d70b8;">How we use your information</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "kelderby-district-council",
    group: "negative",
    lang: "en",
    kind: "service-notice",
    code: null,
    link: null,
    from: "Kelderby District Council <bins@kelderby.gov.uk>",
    subject: "Your bin collection days are changing from 7 April",
    date: date(2025, 3, 17, "12:00:03", "+0000"),
    text: `Kelderby District Council - Waste and Recycling

Your bin collection days are changing

From Monday 7 April 2025 the collection rounds for KD4 postcodes are being
reorganised. For 12 Ferrier Close, KD4 7RN your new days are:

  General waste (grey bin):       Tuesday, every 2 weeks - first collection 8 April
  Recycling (blue bin):           Tuesday, every 2 weeks - first collection 15 April
  Garden waste (brown bin):       Friday, every 2 weeks from 11 April
                                  (subscription ref GW-25-11804, paid £52.00)

Please put your bins out by 7am on collection day. Bank holiday changes are
shown in the online calendar: https://kelderby.gov.uk/bins/calendar?uprn=100031447722

You are receiving this because you signed up for bin reminders. Unsubscribe:
https://kelderby.gov.uk/bins/reminders/unsubscribe?uprn=100031447722

Kelderby District Council, Civic Centre, Market Street, Kelderby KD1 1AA`,
    html: null,
  },
];
