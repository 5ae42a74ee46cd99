/**
 * The inbox of a Dubai-based cabin crew member over two months (September and October 2026): the airline's
 * crew portal and rostering system, the crew association, recurrent training, layover hotels, banks at home
 * and in the UAE, money transfer, gym, mobile, delivery, ride, shop, language and photo apps, in ten languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Nadia Belkacem <nadia.belkacem@inbox.example>";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from a local time and its offset. */
function at(local: string, zone: string): string {
  const [date, time] = local.split(" ");
  const [y, m, d] = date!.split("-").map(Number);
  const wd = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return `${DAYS[wd]}, ${String(d).padStart(2, "0")} ${MONTHS[m! - 1]} ${y} ${time} ${zone}`;
}

/** A plain single-column mail page, the shape most of these senders ship. */
function page(opts: {
  lang?: string;
  dir?: "rtl" | "ltr";
  title: string;
  pre: string;
  brand: string;
  color: string;
  logo: string;
  body: string;
  foot: string;
  font?: string;
}): string {
  const dir = opts.dir ?? "ltr";
  const font = opts.font ?? "Arial,Helvetica,sans-serif";
  return `<!DOCTYPE html>
<html lang="${opts.lang ?? "en"}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${opts.title}</title>
<style>
  body { margin:0; padding:0; background:#f2f3f5; }
  a { color:${opts.color}; }
  @media only screen and (max-width:620px) { .wrap { width:100% !important; } .pad { padding:18px !important; } }
</style>
</head>
<body style="margin:0;padding:0;background:#f2f3f5;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${opts.pre}&#8203;&zwnj;&nbsp;&#8203;&zwnj;&nbsp;&#8203;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f3f5;">
  <tr><td align="center" style="padding:24px 8px;">
    <table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background:#ffffff;border-radius:6px;">
      <tr><td style="background:${opts.color};padding:18px 28px;" align="${dir === "rtl" ? "right" : "left"}">
        <img src="${opts.logo}" width="140" height="36" alt="${opts.brand}" style="display:block;border:0;">
      </td></tr>
      <tr><td class="pad" dir="${dir}" style="padding:30px 32px;font-family:${font};font-size:15px;line-height:23px;color:#23262b;text-align:${
    dir === "rtl" ? "right" : "left"
  };">
${opts.body}
      </td></tr>
      <tr><td dir="${dir}" style="padding:20px 32px 28px;border-top:1px solid #e6e8eb;font-family:${font};font-size:12px;line-height:18px;color:#7b8088;text-align:${
    dir === "rtl" ? "right" : "left"
  };">
${opts.foot}
      </td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>`;
}

/** A bulletproof button. */
function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;">
  <tr><td bgcolor="${color}" style="border-radius:4px;">
    <a href="${href}" target="_blank" style="display:inline-block;padding:13px 26px;font-weight:bold;font-size:15px;color:#ffffff;text-decoration:none;border-radius:4px;">${label}</a>
  </td></tr>
</table>`;
}

/** A code printed one digit per cell. */
function cells(code: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" style="margin:18px 0;"><tr>
${
    [...code].map((ch) =>
      `  <td width="40" height="48" align="center" style="border:1px solid #cfd3d8;border-radius:4px;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;color:${color};">${ch}</td>`
    ).join("\n")
  }
</tr></table>`;
}

export const mails: Mail[] = [
  // ---------------------------------------------------------------- Zafira Airways crew portal
  {
    family: "zafira-airways",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "736402",
    link: null,
    from: "Zafira CrewLink <crewlink-noreply@zafiraair.ae>",
    to: TO,
    subject: "CrewLink sign-in verification",
    date: at("2026-09-02 04:11:37", "+0400"),
    enc: "qp",
    text: `Dear Nadia,

A sign-in to Zafira CrewLink was started for staff number 418827.

Your verification code: 736 402

The code is valid for 10 minutes and can be used once. Enter it on the
CrewLink screen where you started signing in.

If you did not try to sign in, do not share this code with anyone. Call the
Crew IT Service Desk on +971 4 707 4400 (24 hours) or e-mail
crewit@zafiraair.ae.

Zafira Airways Crew Services
PO Box 58210, Dubai, United Arab Emirates
This is an automated message; replies are not monitored.`,
    html: page({
      title: "CrewLink sign-in verification",
      pre: "Your CrewLink verification code, valid for 10 minutes.",
      brand: "Zafira Airways",
      color: "#7a1f3d",
      logo: "https://crewlink.zafiraair.ae/static/mail/zafira-logo-white.png",
      body: `<p style="margin:0 0 14px;">Dear Nadia,</p>
<p style="margin:0 0 14px;">A sign-in to Zafira CrewLink was started for staff number <b>418827</b>.</p>
<p style="margin:0 0 6px;">Your verification code:</p>
<p style="margin:0 0 18px;font-size:30px;font-weight:bold;letter-spacing:4px;color:#7a1f3d;font-family:'Courier New',monospace;">736 402</p>
<p style="margin:0 0 14px;">The code is valid for 10 minutes and can be used once. Enter it on the CrewLink screen where you started signing in.</p>
<p style="margin:0;">If you did not try to sign in, do not share this code with anyone. Call the Crew IT Service Desk on <a href="tel:+97147074400">+971 4 707 4400</a> (24 hours) or e-mail <a href="mailto:crewit@zafiraair.ae">crewit@zafiraair.ae</a>.</p>`,
      foot: `Zafira Airways Crew Services &middot; PO Box 58210, Dubai, United Arab Emirates<br>
This is an automated message; replies are not monitored. &middot; <a href="https://www.zafiraair.ae/en/privacy" style="color:#7b8088;">Privacy notice</a>`,
    }),
  },
  {
    family: "zafira-airways",
    group: "consumer",
    lang: "en",
    kind: "payslip-ready",
    code: null,
    link: null,
    from: "Zafira Airways Payroll <payroll-notify@zafiraair.ae>",
    to: TO,
    subject: "Your payslip for September 2026 is available",
    date: at("2026-09-27 09:00:03", "+0400"),
    enc: "b64",
    text: `Dear Nadia Belkacem,

Your payslip for the period 01 September 2026 to 30 September 2026 has been
published in CrewLink > My Pay > Payslips.

  Staff number ........ 418827
  Payment date ........ 28 September 2026
  Net pay ............. AED 14,286.50
  Paid to account ..... AE** **** **** **** 7715

Flying allowance, layover per diems and sector pay for August flying are
included in this payslip. Per diems for September flying will be paid with
the October payroll.

View payslip: https://crewlink.zafiraair.ae/mypay/payslips/2026-09

For questions, raise a ticket with HR Shared Services under "Pay & Allowances"
or call 800 ZAFIRA (800 923472) from within the UAE.

Zafira Airways HR Shared Services`,
    html: page({
      title: "Payslip September 2026",
      pre: "Net pay AED 14,286.50 paid on 28 September 2026.",
      brand: "Zafira Airways",
      color: "#7a1f3d",
      logo: "https://crewlink.zafiraair.ae/static/mail/zafira-logo-white.png",
      body: `<p style="margin:0 0 14px;">Dear Nadia Belkacem,</p>
<p style="margin:0 0 16px;">Your payslip for the period 01 September 2026 to 30 September 2026 has been published in <b>CrewLink &gt; My Pay &gt; Payslips</b>.</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;font-size:14px;">
  <tr style="background:#f7f1f3;"><td>Staff number</td><td align="right">418827</td></tr>
  <tr><td>Payment date</td><td align="right">28 September 2026</td></tr>
  <tr style="background:#f7f1f3;"><td>Net pay</td><td align="right"><b>AED 14,286.50</b></td></tr>
  <tr><td>Paid to account</td><td align="right">AE** **** **** **** 7715</td></tr>
</table>
<p style="margin:16px 0 0;">Flying allowance, layover per diems and sector pay for August flying are included in this payslip. Per diems for September flying will be paid with the October payroll.</p>
${button("https://crewlink.zafiraair.ae/mypay/payslips/2026-09", "View payslip", "#7a1f3d")}
<p style="margin:0;">For questions, raise a ticket with HR Shared Services under &ldquo;Pay &amp; Allowances&rdquo; or call 800 ZAFIRA (800 923472) from within the UAE.</p>`,
      foot: `Zafira Airways HR Shared Services &middot; Zafira Head Office, Al Garhoud, Dubai<br>
<a href="https://www.zafiraair.ae/en/privacy" style="color:#7b8088;">Privacy notice</a>`,
    }),
  },
  {
    family: "zafira-airways",
    group: "consumer",
    lang: "en",
    kind: "layover-notice",
    code: null,
    link: null,
    from: "Zafira Crew Control <crewcontrol@zafiraair.ae>",
    to: TO,
    subject: "Layover information ZF 0217 DXB-FRA 19SEP",
    date: at("2026-09-17 15:42:10", "+0400"),
    text: `LAYOVER INFORMATION - PLEASE READ BEFORE DUTY

Pairing   : P4471 (4 days)
Sector    : ZF 0217 DXB 0820L - FRA 1305L  19SEP26
Return    : ZF 0218 FRA 2140L - DXB 0610L+1  21SEP26

Hotel     : Zeilhof Hotel Frankfurt Airport
            Hugo-Eckener-Ring 12, 60549 Frankfurt am Main
            Tel +49 69 6902 5500
Transport : Crew bus from Terminal 1, Door B7, approx. 45 min after on-blocks
Pick-up   : 21SEP 1815L from hotel lobby

Per diem  : EUR 74.00 per night (2 nights)

Notes:
- Breakfast is included for crew; show your crew ID at the restaurant.
- Rooms are allocated at check-in. Please return key cards at reception.
- Any hotel issue: call Crew Hotel Desk +971 4 707 4590.

Crew Control - Zafira Airways
This message was generated by the crew notification system. Do not reply.`,
    html: null,
  },
  {
    family: "zafira-airways",
    group: "consumer",
    lang: "en",
    kind: "new-signin",
    code: null,
    link: null,
    from: "Zafira CrewLink <crewlink-noreply@zafiraair.ae>",
    to: TO,
    subject: "New sign-in to your CrewLink account",
    date: at("2026-10-08 23:05:51", "+0400"),
    enc: "qp",
    text: `Dear Nadia,

Your CrewLink account (staff number 418827) was signed in to from a new device.

  When:     08 Oct 2026, 22:58 (Dubai time)
  Device:   iPhone, CrewLink app 7.4.1
  Location: Bangkok, Thailand (approximate)

If this was you, you don't need to do anything.

If you don't recognise this sign-in, change your password now from CrewLink >
Profile > Security and call the Crew IT Service Desk on +971 4 707 4400.

Zafira Airways Crew Services`,
    html: page({
      title: "New sign-in",
      pre: "A new device signed in to CrewLink on 08 Oct 2026.",
      brand: "Zafira Airways",
      color: "#7a1f3d",
      logo: "https://crewlink.zafiraair.ae/static/mail/zafira-logo-white.png",
      body: `<p style="margin:0 0 14px;">Dear Nadia,</p>
<p style="margin:0 0 14px;">Your CrewLink account (staff number 418827) was signed in to from a new device.</p>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font-size:14px;margin:0 0 16px;">
  <tr><td style="color:#7b8088;">When</td><td>08 Oct 2026, 22:58 (Dubai time)</td></tr>
  <tr><td style="color:#7b8088;">Device</td><td>iPhone, CrewLink app 7.4.1</td></tr>
  <tr><td style="color:#7b8088;">Location</td><td>Bangkok, Thailand (approximate)</td></tr>
</table>
<p style="margin:0 0 14px;">If this was you, you don't need to do anything.</p>
<p style="margin:0;">If you don't recognise this sign-in, change your password now from <a href="https://crewlink.zafiraair.ae/profile/security">CrewLink &gt; Profile &gt; Security</a> and call the Crew IT Service Desk on +971 4 707 4400.</p>`,
      foot: `Zafira Airways Crew Services &middot; PO Box 58210, Dubai, United Arab Emirates<br>
<a href="https://www.zafiraair.ae/en/privacy" style="color:#7b8088;">Privacy notice</a> &middot; <a href="https://crewlink.zafiraair.ae/help" style="color:#7b8088;">CrewLink help</a>`,
    }),
  },

  // ---------------------------------------------------------------- Rotafly rostering
  {
    family: "rotafly-crew",
    group: "consumer",
    lang: "en",
    kind: "roster-published",
    code: null,
    link: null,
    from: "Rotafly <notifications@zafira.rotafly.aero>",
    to: TO,
    subject: "[Rotafly] Your October 2026 roster has been published",
    date: at("2026-09-22 18:00:12", "+0400"),
    text: `Hello Nadia Belkacem (418827),

Your roster for the period 01OCT26 - 31OCT26 is now published.

  Flying duties ........ 9 pairings, 86:40 block hours
  Days off ............. 10 (incl. 2 GDO)
  Standby .............. 2 (HSBY 05OCT, ASBY 26OCT)
  Training ............. CRM-REC 12OCT 0900L, Training Centre Room 3

First duty: ZF 0351 DXB-BKK 02OCT26, report 0125L.

Please review your roster and acknowledge it in Rotafly within 72 hours:
https://zafira.rotafly.aero/roster/2026-10

Trip trades and swaps for October open on 23SEP26 at 1000L.

--
Rotafly Crew Management on behalf of Zafira Airways Crew Scheduling
Manage notification settings: https://zafira.rotafly.aero/settings/notifications`,
    html: `<html><body style="font-family:Segoe UI,Tahoma,sans-serif;font-size:14px;color:#1c2430;background:#ffffff;">
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:640px;">
<tr><td style="border-bottom:3px solid #0b6fb8;padding:10px 0;"><img src="https://zafira.rotafly.aero/branding/rotafly-mark.png" alt="Rotafly" width="96" height="24"></td></tr>
<tr><td style="padding:16px 0;">
<p>Hello Nadia Belkacem (418827),</p>
<p>Your roster for the period <b>01OCT26 - 31OCT26</b> is now published.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#d5dbe3;font-size:13px;">
<tr><td>Flying duties</td><td>9 pairings, 86:40 block hours</td></tr>
<tr><td>Days off</td><td>10 (incl. 2 GDO)</td></tr>
<tr><td>Standby</td><td>2 (HSBY 05OCT, ASBY 26OCT)</td></tr>
<tr><td>Training</td><td>CRM-REC 12OCT 0900L, Training Centre Room 3</td></tr>
</table>
<p>First duty: <b>ZF 0351 DXB-BKK 02OCT26</b>, report 0125L.</p>
<p>Please review your roster and acknowledge it in Rotafly within 72 hours: <a href="https://zafira.rotafly.aero/roster/2026-10">Open my roster</a></p>
<p>Trip trades and swaps for October open on 23SEP26 at 1000L.</p>
</td></tr>
<tr><td style="font-size:11px;color:#6b7685;border-top:1px solid #d5dbe3;padding-top:8px;">Rotafly Crew Management on behalf of Zafira Airways Crew Scheduling &middot; <a href="https://zafira.rotafly.aero/settings/notifications" style="color:#6b7685;">Notification settings</a></td></tr>
</table>
</body></html>`,
  },
  {
    family: "rotafly-crew",
    group: "consumer",
    lang: "en",
    kind: "swap-confirm-link",
    code: null,
    link: "https://zafira.rotafly.aero/trades/confirm?req=SW-26100-3381&sig=Qm7xT2pLr9vK",
    from: "Rotafly <notifications@zafira.rotafly.aero>",
    to: TO,
    subject: "[Rotafly] Confirm your swap request SW-26100-3381",
    date: at("2026-10-03 11:27:45", "+0400"),
    enc: "qp",
    text: `Hello Nadia,

You asked to swap the following duty. Before it is sent to Crew Scheduling
for approval, please confirm the request from this e-mail.

  Request .......... SW-26100-3381
  You give ......... P5120  ZF 0417 DXB-NRT 14OCT26 / ZF 0418 NRT-DXB 16OCT26
  You receive ...... P5288  ZF 0233 DXB-MAD 15OCT26 / ZF 0234 MAD-DXB 17OCT26
  Other crew ....... Ana Souza (421906)

Confirm swap request:
https://zafira.rotafly.aero/trades/confirm?req=SW-26100-3381&sig=Qm7xT2pLr9vK

Unconfirmed requests are withdrawn automatically after 24 hours. Swaps are
subject to legality checks and Crew Scheduling approval; you will receive a
separate message with the outcome.

--
Rotafly Crew Management on behalf of Zafira Airways Crew Scheduling`,
    html: `<html><body style="font-family:Segoe UI,Tahoma,sans-serif;font-size:14px;color:#1c2430;background:#ffffff;">
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:640px;">
<tr><td style="border-bottom:3px solid #0b6fb8;padding:10px 0;"><img src="https://zafira.rotafly.aero/branding/rotafly-mark.png" alt="Rotafly" width="96" height="24"></td></tr>
<tr><td style="padding:16px 0;">
<p>Hello Nadia,</p>
<p>You asked to swap the following duty. Before it is sent to Crew Scheduling for approval, please confirm the request from this e-mail.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#d5dbe3;font-size:13px;">
<tr><td>Request</td><td>SW-26100-3381</td></tr>
<tr><td>You give</td><td>P5120 &nbsp;ZF 0417 DXB-NRT 14OCT26 / ZF 0418 NRT-DXB 16OCT26</td></tr>
<tr><td>You receive</td><td>P5288 &nbsp;ZF 0233 DXB-MAD 15OCT26 / ZF 0234 MAD-DXB 17OCT26</td></tr>
<tr><td>Other crew</td><td>Ana Souza (421906)</td></tr>
</table>
<p style="margin:20px 0;"><a href="https://zafira.rotafly.aero/trades/confirm?req=SW-26100-3381&amp;sig=Qm7xT2pLr9vK" style="background:#0b6fb8;color:#ffffff;padding:10px 20px;text-decoration:none;border-radius:3px;font-weight:600;">Confirm swap request</a></p>
<p>Unconfirmed requests are withdrawn automatically after 24 hours. Swaps are subject to legality checks and Crew Scheduling approval; you will receive a separate message with the outcome.</p>
<p><a href="https://zafira.rotafly.aero/trades">View all my trades</a></p>
</td></tr>
<tr><td style="font-size:11px;color:#6b7685;border-top:1px solid #d5dbe3;padding-top:8px;">Rotafly Crew Management on behalf of Zafira Airways Crew Scheduling &middot; <a href="https://zafira.rotafly.aero/settings/notifications" style="color:#6b7685;">Notification settings</a></td></tr>
</table>
</body></html>`,
  },
  {
    family: "rotafly-crew",
    group: "consumer",
    lang: "en",
    kind: "swap-approved",
    code: null,
    link: null,
    from: "Rotafly <notifications@zafira.rotafly.aero>",
    to: TO,
    subject: "[Rotafly] Swap SW-26100-3381 approved",
    date: at("2026-10-04 08:14:02", "+0400"),
    text: `Hello Nadia,

Crew Scheduling has approved swap request SW-26100-3381.

Your roster has been updated:
  REMOVED  P5120  ZF 0417 DXB-NRT 14OCT26
  ADDED    P5288  ZF 0233 DXB-MAD 15OCT26, report 0640L

Updated block hours for October: 88:15.

Please re-acknowledge your roster in Rotafly before your next duty.

--
Rotafly Crew Management on behalf of Zafira Airways Crew Scheduling
Manage notification settings: https://zafira.rotafly.aero/settings/notifications`,
    html: null,
  },

  // ---------------------------------------------------------------- CrewVoice association
  {
    family: "crewvoice-association",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "CrewVoice <news@crewvoice.org>",
    to: TO,
    subject: "CrewVoice Monthly: fatigue reports, rest-facility survey results & the new layover guide",
    date: at("2026-09-05 10:30:00", "+0400"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://crewvoice.org/u/unsub?m=4f9c2e&l=monthly>"]],
    text: `CrewVoice Monthly - September 2026
The cabin crew association for Gulf-based crew

IN THIS ISSUE
1. Fatigue reports are up 18 % - here's what we're asking for
2. Rest-facility survey: 1,240 of you answered
3. New member-written layover guide: Osaka, Madrid and Lagos
4. Member discounts: 15 % at Corewell physio clinics

1. FATIGUE REPORTS
Since June, members have filed 18 % more fatigue reports after
ultra-long-haul pairings. Our safety committee meets the regulator on
14 October. Read the full brief: https://crewvoice.org/news/fatigue-brief-2026

2. REST FACILITIES
Thank you to the 1,240 members who answered. Full results:
https://crewvoice.org/news/crew-rest-survey

3. LAYOVER GUIDE
Written by members, for members: https://crewvoice.org/guides

4. DISCOUNTS
Show your member card at any Corewell clinic in Dubai or Abu Dhabi.

CrewVoice - Office 1204, Al Khaleej Tower, Deira, Dubai - +971 4 295 1180
You are receiving this because you are a CrewVoice member.
Unsubscribe: https://crewvoice.org/u/unsub?m=4f9c2e&l=monthly`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>CrewVoice Monthly</title></head>
<body style="margin:0;background:#eef1f4;">
<div style="display:none;max-height:0;overflow:hidden;">Fatigue reports, rest-facility survey results and a new layover guide.</div>
<center>
<table width="620" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;font-family:Georgia,'Times New Roman',serif;color:#202a33;">
<tr><td style="padding:22px 30px;background:#13334c;"><img src="https://cdn.crewvoice.org/mail/logo-cv.png" width="150" alt="CrewVoice" style="display:block;"><span style="color:#9fc3de;font-family:Arial,sans-serif;font-size:12px;">The cabin crew association for Gulf-based crew &middot; September 2026</span></td></tr>
<tr><td style="padding:26px 30px 6px;">
<h1 style="font-size:24px;margin:0 0 10px;">Fatigue reports are up 18&nbsp;%</h1>
<p style="font-size:15px;line-height:24px;">Since June, members have filed 18&nbsp;% more fatigue reports after ultra-long-haul pairings. Our safety committee meets the regulator on 14 October.</p>
<p><a href="https://crewvoice.org/news/fatigue-brief-2026?utm_source=monthly&amp;utm_medium=email" style="color:#c2562b;font-family:Arial,sans-serif;font-weight:bold;">Read the full brief &rarr;</a></p>
</td></tr>
<tr><td style="padding:6px 30px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" valign="top" style="padding-right:10px;"><img src="https://cdn.crewvoice.org/mail/2026-09/bunks.jpg" width="270" alt="Crew rest bunks" style="display:block;"><h2 style="font-size:17px;">Rest facilities</h2><p style="font-size:14px;line-height:21px;">Thank you to the 1,240 members who answered the survey.</p><a href="https://crewvoice.org/news/crew-rest-survey?utm_source=monthly&amp;utm_medium=email" style="color:#c2562b;font-family:Arial,sans-serif;">See the results</a></td>
<td width="50%" valign="top" style="padding-left:10px;"><img src="https://cdn.crewvoice.org/mail/2026-09/osaka.jpg" width="270" alt="Osaka at night" style="display:block;"><h2 style="font-size:17px;">Layover guide</h2><p style="font-size:14px;line-height:21px;">Osaka, Madrid and Lagos, written by members, for members.</p><a href="https://crewvoice.org/guides?utm_source=monthly&amp;utm_medium=email" style="color:#c2562b;font-family:Arial,sans-serif;">Open the guides</a></td>
</tr></table>
</td></tr>
<tr><td style="padding:18px 30px;"><p style="font-size:14px;background:#fdf3ec;padding:12px;">Member discount: <b>15&nbsp;%</b> at any Corewell physio clinic in Dubai or Abu Dhabi &mdash; show your member card.</p></td></tr>
<tr><td style="padding:18px 30px;background:#f4f6f8;font-family:Arial,sans-serif;font-size:11px;color:#71808c;line-height:17px;">
CrewVoice &middot; Office 1204, Al Khaleej Tower, Deira, Dubai &middot; +971 4 295 1180<br>
<a href="https://instagram.com/crewvoice" style="color:#71808c;">Instagram</a> &middot; <a href="https://www.linkedin.com/company/crewvoice" style="color:#71808c;">LinkedIn</a><br>
You are receiving this because you are a CrewVoice member. <a href="https://crewvoice.org/u/unsub?m=4f9c2e&amp;l=monthly" style="color:#71808c;">Unsubscribe</a>
</td></tr>
</table>
</center>
</body></html>`,
  },
  {
    family: "crewvoice-association",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://community.crewvoice.org/invites/7QfK2mZ9xWbE",
    from: "CrewVoice Community <community@crewvoice.org>",
    to: TO,
    subject: 'Ana Souza invited you to the group "MAD layover crew"',
    date: at("2026-10-09 21:48:19", "+0400"),
    text: `Hi Nadia,

Ana Souza has invited you to join the private group "MAD layover crew" on
CrewVoice Community.

"Hey! We use this to sort dinner plans and share the gym pass at the Lucerna.
See you on the 15th :)"

Accept the invitation:
https://community.crewvoice.org/invites/7QfK2mZ9xWbE

This invitation expires in 7 days. Groups on CrewVoice Community are only
visible to verified members.

--
CrewVoice Community
Email preferences: https://community.crewvoice.org/my/preferences`,
    html: `<html><body style="margin:0;padding:0;background:#f6f7f9;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f7f9;"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e3e6ea;border-radius:8px;font-family:Helvetica,Arial,sans-serif;color:#222;">
<tr><td style="padding:24px 28px 0;"><img src="https://cdn.crewvoice.org/mail/community-icon.png" width="40" height="40" alt="CrewVoice Community"></td></tr>
<tr><td style="padding:16px 28px;font-size:15px;line-height:22px;">
<p style="margin:0 0 12px;">Hi Nadia,</p>
<p style="margin:0 0 12px;"><b>Ana Souza</b> has invited you to join the private group <b>MAD layover crew</b> on CrewVoice Community.</p>
<blockquote style="margin:0 0 12px;padding:8px 14px;border-left:3px solid #13334c;color:#555;">Hey! We use this to sort dinner plans and share the gym pass at the Lucerna. See you on the 15th :)</blockquote>
<p style="text-align:center;margin:24px 0;"><a href="https://community.crewvoice.org/invites/7QfK2mZ9xWbE" style="background:#13334c;color:#fff;text-decoration:none;padding:12px 30px;border-radius:20px;font-weight:bold;">Accept invitation</a></p>
<p style="margin:0;font-size:13px;color:#666;">This invitation expires in 7 days. Groups on CrewVoice Community are only visible to verified members.</p>
</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #eee;font-size:11px;color:#999;">CrewVoice Community &middot; <a href="https://community.crewvoice.org/my/preferences" style="color:#999;">Email preferences</a> &middot; <a href="https://crewvoice.org/privacy" style="color:#999;">Privacy</a></td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  // ---------------------------------------------------------------- CabinReady e-learning
  {
    family: "cabinready-academy",
    group: "consumer",
    lang: "en",
    kind: "course-assigned",
    code: null,
    link: null,
    from: "CabinReady Learning <learning@cabinready.zafiraair.ae>",
    to: TO,
    subject: "Action required: SEP recurrent e-learning due 30 Sep 2026",
    date: at("2026-09-08 07:00:00", "+0400"),
    enc: "qp",
    text: `Dear Nadia Belkacem,

The following modules have been assigned to you as part of your annual Safety
and Emergency Procedures (SEP) recurrent qualification:

  SEP-R-01  Ditching and survival (A350/B787)         45 min
  SEP-R-04  Fire and smoke in the cabin                30 min
  AVMED-R   Aviation medicine refresher                40 min
  DG-CAT10  Dangerous goods awareness, category 10     35 min

Due date: 30 September 2026
Practical session (booked): 06 October 2026, 0800L, Zafira Training Centre,
Mock-up Hall B

All four modules must be completed before the practical session. Crew whose
SEP qualification lapses will be removed from flying duties.

Open CabinReady: https://cabinready.zafiraair.ae/my/learning

Zafira Airways Training Academy, Cabin Crew Training
Tel +971 4 707 4811`,
    html: page({
      title: "SEP recurrent e-learning",
      pre: "Four SEP modules are due on 30 September 2026.",
      brand: "CabinReady",
      color: "#146b63",
      logo: "https://cabinready.zafiraair.ae/theme/mail/cabinready.png",
      body: `<p style="margin:0 0 14px;">Dear Nadia Belkacem,</p>
<p style="margin:0 0 14px;">The following modules have been assigned to you as part of your annual Safety and Emergency Procedures (SEP) recurrent qualification:</p>
<table role="presentation" width="100%" cellpadding="7" cellspacing="0" style="border-collapse:collapse;font-size:14px;">
<tr style="background:#146b63;color:#fff;"><th align="left">Module</th><th align="left">Title</th><th align="right">Duration</th></tr>
<tr><td>SEP-R-01</td><td>Ditching and survival (A350/B787)</td><td align="right">45 min</td></tr>
<tr style="background:#eef6f5;"><td>SEP-R-04</td><td>Fire and smoke in the cabin</td><td align="right">30 min</td></tr>
<tr><td>AVMED-R</td><td>Aviation medicine refresher</td><td align="right">40 min</td></tr>
<tr style="background:#eef6f5;"><td>DG-CAT10</td><td>Dangerous goods awareness, category 10</td><td align="right">35 min</td></tr>
</table>
<p style="margin:16px 0 4px;"><b>Due date:</b> 30 September 2026</p>
<p style="margin:0 0 14px;"><b>Practical session (booked):</b> 06 October 2026, 0800L, Zafira Training Centre, Mock-up Hall B</p>
<p style="margin:0 0 14px;">All four modules must be completed before the practical session. Crew whose SEP qualification lapses will be removed from flying duties.</p>
${button("https://cabinready.zafiraair.ae/my/learning", "Open CabinReady", "#146b63")}`,
      foot: `Zafira Airways Training Academy &middot; Cabin Crew Training &middot; Tel +971 4 707 4811`,
    }),
  },
  {
    family: "cabinready-academy",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "K7Q2M9",
    link: null,
    from: "CabinReady Learning <learning@cabinready.zafiraair.ae>",
    to: TO,
    subject: "Your CabinReady one-time code",
    date: at("2026-09-24 01:16:48", "+0700"),
    text: `Your one-time code for CabinReady is: K7Q2M9

You are signing in from outside the Zafira network. The code expires in 15
minutes.

Not you? Contact learning.support@zafiraair.ae.`,
    html: `<div style="font-family:Verdana,Geneva,sans-serif;font-size:14px;color:#333;max-width:480px;">
<p><img src="https://cabinready.zafiraair.ae/theme/mail/cabinready-dark.png" alt="CabinReady" width="120"></p>
<p>Your one-time code for CabinReady is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:8px;background:#eef6f5;padding:14px 0;text-align:center;color:#146b63;">K7Q2M9</p>
<p>You are signing in from outside the Zafira network. The code expires in 15 minutes.</p>
<p style="font-size:12px;color:#888;">Not you? Contact <a href="mailto:learning.support@zafiraair.ae">learning.support@zafiraair.ae</a>.</p>
</div>`,
  },
  {
    family: "cabinready-academy",
    group: "consumer",
    lang: "en",
    kind: "certificate",
    code: null,
    link: null,
    from: "CabinReady Learning <learning@cabinready.zafiraair.ae>",
    to: TO,
    subject: "Certificate: SEP Recurrent 2026 - Completed",
    date: at("2026-10-06 16:20:31", "+0400"),
    text: `Dear Nadia Belkacem,

Congratulations, you have completed SEP Recurrent 2026 (theory and practical).

  Certificate no. ..... CR-SEP-2026-118394
  Completed on ........ 06 October 2026
  Valid until ......... 31 October 2027
  Aircraft types ...... A350-900, B787-9

Your certificate is attached as a PDF and has been added to your training
record. Your qualification is updated in Rotafly within 24 hours.

Zafira Airways Training Academy`,
    html: page({
      title: "Certificate",
      pre: "SEP Recurrent 2026 completed, valid until 31 October 2027.",
      brand: "CabinReady",
      color: "#146b63",
      logo: "https://cabinready.zafiraair.ae/theme/mail/cabinready.png",
      body: `<p style="margin:0 0 14px;">Dear Nadia Belkacem,</p>
<p style="margin:0 0 14px;">Congratulations, you have completed <b>SEP Recurrent 2026</b> (theory and practical).</p>
<table role="presentation" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#777;">Certificate no.</td><td>CR-SEP-2026-118394</td></tr>
<tr><td style="color:#777;">Completed on</td><td>06 October 2026</td></tr>
<tr><td style="color:#777;">Valid until</td><td>31 October 2027</td></tr>
<tr><td style="color:#777;">Aircraft types</td><td>A350-900, B787-9</td></tr>
</table>
<p style="margin:14px 0 0;">Your certificate is attached as a PDF and has been added to your <a href="https://cabinready.zafiraair.ae/my/record">training record</a>. Your qualification is updated in Rotafly within 24 hours.</p>`,
      foot: `Zafira Airways Training Academy &middot; Cabin Crew Training &middot; Tel +971 4 707 4811`,
    }),
    attachment: [
      "CR-SEP-2026-118394.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ---------------------------------------------------------------- Maison Orielle (Paris)
  {
    family: "maison-orielle-hotels",
    group: "consumer",
    lang: "fr",
    kind: "stay-summary",
    code: null,
    link: null,
    from: "Orielle Rewards <rewards@maisonorielle.fr>",
    to: TO,
    subject: "Votre séjour à la Maison Orielle Paris Opéra : 1 240 points crédités",
    date: at("2026-09-13 10:05:22", "+0200"),
    enc: "b64",
    text: `Bonjour Nadia,

Merci d'avoir séjourné à la Maison Orielle Paris Opéra du 10 au 12 septembre
2026. Voici le récapitulatif de votre séjour.

Réservation n° : OR-77240915
Chambre : Supérieure, lit double
Nuits : 2
Dépenses éligibles : 310,00 EUR

Points gagnés : 1 240
Nouveau solde : 6 815 points (statut Argent)

Plus que 3 nuits pour atteindre le statut Or et profiter du départ tardif
jusqu'à 16 h.

Consulter mon compte : https://www.maisonorielle.fr/rewards/mon-compte

À très bientôt,
L'équipe Orielle Rewards

Maison Orielle Hôtels SAS - 18 rue de la Chaussée-d'Antin, 75009 Paris
Service membres : +33 1 84 88 20 15 (du lundi au vendredi, 9 h - 18 h)
Se désinscrire : https://www.maisonorielle.fr/rewards/preferences?u=8812044`,
    html: page({
      lang: "fr",
      title: "Votre séjour",
      pre: "1 240 points ont été crédités sur votre compte Orielle Rewards.",
      brand: "Maison Orielle",
      color: "#2f2a4a",
      logo: "https://www.maisonorielle.fr/email/orielle-logo-or.png",
      font: "Didot,Georgia,serif",
      body: `<p style="margin:0 0 14px;">Bonjour Nadia,</p>
<p style="margin:0 0 18px;">Merci d'avoir séjourné à la <b>Maison Orielle Paris Opéra</b> du 10 au 12 septembre 2026. Voici le récapitulatif de votre séjour.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:14px;border:1px solid #e4e1ec;">
<tr><td style="color:#888;">Réservation n°</td><td align="right">OR-77240915</td></tr>
<tr><td style="color:#888;">Chambre</td><td align="right">Supérieure, lit double</td></tr>
<tr><td style="color:#888;">Nuits</td><td align="right">2</td></tr>
<tr><td style="color:#888;">Dépenses éligibles</td><td align="right">310,00&nbsp;EUR</td></tr>
<tr style="background:#f6f4fa;"><td><b>Points gagnés</b></td><td align="right"><b>1&nbsp;240</b></td></tr>
<tr><td style="color:#888;">Nouveau solde</td><td align="right">6&nbsp;815 points (statut Argent)</td></tr>
</table>
<p style="margin:18px 0;">Plus que 3 nuits pour atteindre le statut <b>Or</b> et profiter du départ tardif jusqu'à 16&nbsp;h.</p>
${button("https://www.maisonorielle.fr/rewards/mon-compte", "Consulter mon compte", "#2f2a4a")}
<p style="margin:0;">À très bientôt,<br>L'équipe Orielle Rewards</p>`,
      foot: `Maison Orielle Hôtels SAS &middot; 18 rue de la Chaussée-d'Antin, 75009 Paris<br>
Service membres : +33 1 84 88 20 15 (du lundi au vendredi, 9&nbsp;h - 18&nbsp;h)<br>
<a href="https://www.maisonorielle.fr/confidentialite" style="color:#7b8088;">Confidentialité</a> &middot; <a href="https://www.maisonorielle.fr/rewards/preferences?u=8812044" style="color:#7b8088;">Se désinscrire</a>`,
    }),
  },
  {
    family: "maison-orielle-hotels",
    group: "consumer",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://click.maisonorielle.fr/ls/click?upn=Fq8xZ2-2Fv3kR9wLbT0pYc4e&cid=rw_verify",
    from: "Orielle Rewards <rewards@maisonorielle.fr>",
    to: TO,
    subject: "Confirmez votre nouvelle adresse e-mail",
    date: at("2026-10-21 18:33:40", "+0200"),
    enc: "qp",
    text: `Bonjour Nadia,

Vous avez demandé à remplacer l'adresse e-mail de votre compte Orielle Rewards
(membre n° 3308 8120 44) par nadia.belkacem@inbox.example.

Pour valider ce changement, cliquez sur le lien ci-dessous (valable 48 heures) :
https://click.maisonorielle.fr/ls/click?upn=Fq8xZ2-2Fv3kR9wLbT0pYc4e&cid=rw_verify

Tant que la nouvelle adresse n'est pas confirmée, nous continuons d'écrire à
l'ancienne.

Si vous n'êtes pas à l'origine de cette demande, ignorez ce message et
contactez le service membres au +33 1 84 88 20 15.

L'équipe Orielle Rewards`,
    html: page({
      lang: "fr",
      title: "Confirmez votre adresse e-mail",
      pre: "Validez votre nouvelle adresse e-mail Orielle Rewards.",
      brand: "Maison Orielle",
      color: "#2f2a4a",
      logo: "https://www.maisonorielle.fr/email/orielle-logo-or.png",
      font: "Didot,Georgia,serif",
      body: `<p style="margin:0 0 14px;">Bonjour Nadia,</p>
<p style="margin:0 0 14px;">Vous avez demandé à remplacer l'adresse e-mail de votre compte Orielle Rewards (membre n°&nbsp;3308&nbsp;8120&nbsp;44) par <b>nadia.belkacem@inbox.example</b>.</p>
<p style="margin:0;">Pour valider ce changement, cliquez sur le bouton ci-dessous (valable 48&nbsp;heures).</p>
${
        button(
          "https://click.maisonorielle.fr/ls/click?upn=Fq8xZ2-2Fv3kR9wLbT0pYc4e&amp;cid=rw_verify",
          "Confirmer mon adresse",
          "#2f2a4a",
        )
      }
<p style="margin:0 0 14px;">Tant que la nouvelle adresse n'est pas confirmée, nous continuons d'écrire à l'ancienne.</p>
<p style="margin:0;font-size:13px;color:#666;">Si vous n'êtes pas à l'origine de cette demande, ignorez ce message et contactez le service membres au +33 1 84 88 20 15.</p>`,
      foot: `Maison Orielle Hôtels SAS &middot; 18 rue de la Chaussée-d'Antin, 75009 Paris<br>
<a href="https://www.maisonorielle.fr/confidentialite" style="color:#7b8088;">Confidentialité</a> &middot; <a href="https://www.maisonorielle.fr/aide" style="color:#7b8088;">Aide</a>`,
    }),
  },

  // ---------------------------------------------------------------- Wiang Nara (Bangkok)
  {
    family: "wiang-nara-hotels",
    group: "regional",
    lang: "th",
    kind: "login-code",
    code: "583041",
    link: null,
    from: "Wiang Nara Circle <no-reply@wiangnara.co.th>",
    to: TO,
    subject: "รหัส OTP สำหรับเข้าสู่ระบบ Wiang Nara Circle",
    date: at("2026-10-02 23:41:09", "+0700"),
    enc: "b64",
    text: `เรียน คุณ Nadia Belkacem

รหัส OTP ของคุณคือ 583041 (รหัสอ้างอิง: HTQZ)

รหัสนี้ใช้ได้ภายใน 5 นาที กรุณาอย่าเปิดเผยรหัสนี้แก่ผู้อื่น
เจ้าหน้าที่ของเราจะไม่สอบถามรหัส OTP ของท่านไม่ว่ากรณีใด

หากท่านไม่ได้ทำรายการนี้ กรุณาติดต่อ 02 118 4400

Wiang Nara Hotels & Resorts
999 ถนนเจริญกรุง แขวงบางรัก เขตบางรัก กรุงเทพฯ 10500`,
    html: `<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"><title>OTP</title></head>
<body style="margin:0;background:#f7f2ea;font-family:Tahoma,'Leelawadee UI',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f7f2ea;"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:4px solid #a6772c;">
<tr><td align="center" style="padding:24px;"><img src="https://www.wiangnara.co.th/mail/circle-logo.png" alt="Wiang Nara Circle" width="160"></td></tr>
<tr><td style="padding:0 32px 20px;font-size:15px;line-height:24px;color:#333;">
<p>เรียน คุณ Nadia Belkacem</p>
<p>รหัส OTP ของคุณคือ</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:10px auto;"><tr><td style="background:#f7f2ea;padding:14px 30px;font-size:30px;font-weight:bold;letter-spacing:6px;color:#a6772c;">583041</td></tr></table>
<p style="text-align:center;color:#777;font-size:13px;">รหัสอ้างอิง (Ref): HTQZ</p>
<p>รหัสนี้ใช้ได้ภายใน 5 นาที กรุณาอย่าเปิดเผยรหัสนี้แก่ผู้อื่น เจ้าหน้าที่ของเราจะไม่สอบถามรหัส OTP ของท่านไม่ว่ากรณีใด</p>
<p>หากท่านไม่ได้ทำรายการนี้ กรุณาติดต่อ <a href="tel:021184400" style="color:#a6772c;">02 118 4400</a></p>
</td></tr>
<tr><td style="padding:16px 32px;background:#3b2f22;color:#d9c9ad;font-size:11px;">Wiang Nara Hotels &amp; Resorts &middot; 999 ถนนเจริญกรุง แขวงบางรัก เขตบางรัก กรุงเทพฯ 10500<br><a href="https://www.wiangnara.co.th/th/privacy" style="color:#d9c9ad;">นโยบายความเป็นส่วนตัว</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "wiang-nara-hotels",
    group: "regional",
    lang: "th",
    kind: "stay-summary",
    code: null,
    link: null,
    from: "Wiang Nara Circle <circle@wiangnara.co.th>",
    to: TO,
    subject: "ขอบคุณที่เข้าพักกับ Wiang Nara Riverside – สรุปคะแนนของคุณ",
    date: at("2026-10-05 12:10:44", "+0700"),
    text: `เรียน คุณ Nadia

ขอบคุณที่เลือกเข้าพักที่ Wiang Nara Riverside Bangkok
ระหว่างวันที่ 2 - 4 ตุลาคม 2569

หมายเลขการจอง: WNR-2610-55821
หมายเลขสมาชิก: 7700 1934 2210
ค่าใช้จ่ายที่ได้รับคะแนน: 2,150 บาท (สปาและห้องอาหาร)
คะแนนที่ได้รับ: 215 คะแนน
คะแนนสะสมทั้งหมด: 1,930 คะแนน

แลกคะแนนเป็นส่วนลดห้องพัก หรือทรีตเมนต์สปา ได้ที่
https://www.wiangnara.co.th/th/circle/rewards

แล้วพบกันใหม่
Wiang Nara Circle`,
    html: page({
      lang: "th",
      title: "สรุปการเข้าพัก",
      pre: "คุณได้รับ 215 คะแนนจากการเข้าพักครั้งล่าสุด",
      brand: "Wiang Nara Circle",
      color: "#a6772c",
      logo: "https://www.wiangnara.co.th/mail/circle-logo-white.png",
      font: "Tahoma,'Leelawadee UI',sans-serif",
      body: `<p style="margin:0 0 12px;">เรียน คุณ Nadia</p>
<p style="margin:0 0 16px;">ขอบคุณที่เลือกเข้าพักที่ <b>Wiang Nara Riverside Bangkok</b> ระหว่างวันที่ 2 - 4 ตุลาคม 2569</p>
<table role="presentation" width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="background:#f7f2ea;"><td>หมายเลขการจอง</td><td align="right">WNR-2610-55821</td></tr>
<tr><td>หมายเลขสมาชิก</td><td align="right">7700 1934 2210</td></tr>
<tr style="background:#f7f2ea;"><td>ค่าใช้จ่ายที่ได้รับคะแนน</td><td align="right">2,150 บาท (สปาและห้องอาหาร)</td></tr>
<tr><td>คะแนนที่ได้รับ</td><td align="right"><b>215</b></td></tr>
<tr style="background:#f7f2ea;"><td>คะแนนสะสมทั้งหมด</td><td align="right">1,930</td></tr>
</table>
${button("https://www.wiangnara.co.th/th/circle/rewards?utm_source=stay&amp;utm_medium=email", "แลกคะแนน", "#a6772c")}
<p style="margin:0;">แล้วพบกันใหม่<br>Wiang Nara Circle</p>`,
      foot:
        `Wiang Nara Hotels &amp; Resorts &middot; 999 ถนนเจริญกรุง แขวงบางรัก เขตบางรัก กรุงเทพฯ 10500 &middot; โทร 02 118 4400<br>
<a href="https://www.facebook.com/wiangnarahotels" style="color:#7b8088;">Facebook</a> &middot; <a href="https://www.wiangnara.co.th/th/privacy" style="color:#7b8088;">นโยบายความเป็นส่วนตัว</a> &middot; <a href="https://www.wiangnara.co.th/th/circle/unsubscribe" style="color:#7b8088;">ยกเลิกการรับอีเมล</a>`,
    }),
  },

  // ---------------------------------------------------------------- Suikoen (Tokyo)
  {
    family: "suikoen-hotels",
    group: "regional",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://member.suikoen-hotels.jp/regist/complete?key=a83fd1c07be24e99",
    from: "翠光園ホテルズ 会員事務局 <member@suikoen-hotels.jp>",
    to: TO,
    subject: "【翠光園ホテルズ】会員仮登録のお知らせ",
    date: at("2026-09-29 02:14:55", "+0900"),
    text: `Nadia Belkacem 様

翠光園ホテルズ会員サービス「すいこうえんクラブ」への仮登録を受け付けました。
まだ会員登録は完了しておりません。

下記URLにアクセスし、本登録を完了してください。
https://member.suikoen-hotels.jp/regist/complete?key=a83fd1c07be24e99

※URLの有効期限は発行から24時間です。
※期限を過ぎた場合は、お手数ですが最初からお手続きください。
※本メールにお心当たりのない場合は、破棄してください。

―――――――――――――――――――――――――
翠光園ホテルズ 会員事務局
〒105-0022 東京都港区海岸1-9-3
TEL：03-5405-8810（受付時間 10:00～18:00／年末年始を除く）
https://www.suikoen-hotels.jp/
―――――――――――――――――――――――――
※このメールは送信専用アドレスから配信されています。`,
    html: null,
  },
  {
    family: "suikoen-hotels",
    group: "regional",
    lang: "ja",
    kind: "stay-receipt",
    code: null,
    link: null,
    from: "翠光園ホテル 羽田 <haneda@suikoen-hotels.jp>",
    to: TO,
    subject: "ご宿泊ありがとうございました（ご利用明細）",
    date: at("2026-10-22 11:02:37", "+0900"),
    enc: "qp",
    text: `Nadia Belkacem 様

この度は翠光園ホテル 羽田をご利用いただき、誠にありがとうございました。
ご利用明細をお送りいたします。

■ 予約番号：SK-H-0915-2207
■ ご宿泊日：2026年10月20日（火）～10月22日（木）2泊
■ 追加ご利用分
　・ルームサービス　　　　　3,300円
　・コインランドリー　　　　　600円
　　合計（税込）　　　　　　3,900円
■ お支払い：クレジットカード（VISA 末尾 4821）

今回のご宿泊で「すいこうえんクラブ」ポイント 39pt を付与いたしました。

またのお越しを心よりお待ち申し上げております。

翠光園ホテル 羽田
〒144-0041 東京都大田区羽田空港2-6-5
TEL：03-6428-1100`,
    html: `<html lang="ja"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;color:#333;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #dcdcdc;">
<tr><td style="padding:20px;background:#1f4e46;"><img src="https://www.suikoen-hotels.jp/common/mail/logo_w.png" width="180" alt="翠光園ホテルズ"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.9;">
<p>Nadia Belkacem 様</p>
<p>この度は翠光園ホテル 羽田をご利用いただき、誠にありがとうございました。<br>ご利用明細をお送りいたします。</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#dcdcdc;font-size:13px;">
<tr><th align="left" style="background:#f1f5f4;width:35%;">予約番号</th><td>SK-H-0915-2207</td></tr>
<tr><th align="left" style="background:#f1f5f4;">ご宿泊日</th><td>2026年10月20日（火）～10月22日（木）2泊</td></tr>
<tr><th align="left" style="background:#f1f5f4;">ルームサービス</th><td align="right">3,300円</td></tr>
<tr><th align="left" style="background:#f1f5f4;">コインランドリー</th><td align="right">600円</td></tr>
<tr><th align="left" style="background:#f1f5f4;">合計（税込）</th><td align="right"><b>3,900円</b></td></tr>
<tr><th align="left" style="background:#f1f5f4;">お支払い</th><td>クレジットカード（VISA 末尾 4821）</td></tr>
</table>
<p>今回のご宿泊で「すいこうえんクラブ」ポイント <b>39pt</b> を付与いたしました。</p>
<p>またのお越しを心よりお待ち申し上げております。</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f6f6f6;font-size:11px;color:#777;">翠光園ホテル 羽田　〒144-0041 東京都大田区羽田空港2-6-5　TEL：03-6428-1100<br><a href="https://www.suikoen-hotels.jp/haneda/" style="color:#777;">ホテルのご案内</a>｜<a href="https://www.suikoen-hotels.jp/privacy/" style="color:#777;">個人情報保護方針</a></td></tr>
</table>
</td></tr></table>
</body></html>`,
  },
  // ---------------------------------------------------------------- Zeilhof (Frankfurt)
  {
    family: "zeilhof-hotels",
    group: "regional",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Zeilhof Hotel Frankfurt Airport <rechnung@zeilhof-hotels.de>",
    to: TO,
    subject: "Ihre Rechnung Nr. 2026-FRA-048833 – Zeilhof Hotel Frankfurt Airport",
    date: at("2026-09-21 19:02:14", "+0200"),
    enc: "qp",
    text: `Sehr geehrte Frau Belkacem,

vielen Dank für Ihren Aufenthalt im Zeilhof Hotel Frankfurt Airport vom
19.09.2026 bis 21.09.2026.

Die Übernachtung wurde über Ihre Fluggesellschaft abgerechnet. Im Anhang
erhalten Sie die Rechnung über Ihre persönlichen Zusatzleistungen:

  Minibar                       12,50 EUR
  Wellnessbereich (Tageskarte)  18,00 EUR
  Gesamt (inkl. 19 % MwSt.)     30,50 EUR
  Bezahlt mit Mastercard •••• 9034 am 21.09.2026

Rechnungsnummer: 2026-FRA-048833

Wir freuen uns auf Ihren nächsten Aufenthalt.

Mit freundlichen Grüßen
Ihr Zeilhof Team Frankfurt Airport

Zeilhof Hotelbetriebs GmbH · Hugo-Eckener-Ring 12 · 60549 Frankfurt am Main
Tel. +49 69 6902 5500 · Amtsgericht Frankfurt HRB 104522 · USt-IdNr. DE298114560`,
    html: page({
      lang: "de",
      title: "Ihre Rechnung",
      pre: "Rechnung über Ihre Zusatzleistungen vom 19.09. bis 21.09.2026",
      brand: "Zeilhof Hotels",
      color: "#3d4a57",
      logo: "https://www.zeilhof-hotels.de/static/mail/zeilhof-logo.png",
      body: `<p style="margin:0 0 14px;">Sehr geehrte Frau Belkacem,</p>
<p style="margin:0 0 14px;">vielen Dank für Ihren Aufenthalt im Zeilhof Hotel Frankfurt Airport vom 19.09.2026 bis 21.09.2026.</p>
<p style="margin:0 0 14px;">Die Übernachtung wurde über Ihre Fluggesellschaft abgerechnet. Im Anhang erhalten Sie die Rechnung über Ihre persönlichen Zusatzleistungen:</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr><td>Minibar</td><td align="right">12,50&nbsp;EUR</td></tr>
<tr><td>Wellnessbereich (Tageskarte)</td><td align="right">18,00&nbsp;EUR</td></tr>
<tr style="border-top:1px solid #ccc;"><td><b>Gesamt (inkl. 19&nbsp;% MwSt.)</b></td><td align="right"><b>30,50&nbsp;EUR</b></td></tr>
<tr><td colspan="2" style="color:#777;font-size:13px;">Bezahlt mit Mastercard &bull;&bull;&bull;&bull; 9034 am 21.09.2026 &middot; Rechnungsnummer 2026-FRA-048833</td></tr>
</table>
<p style="margin:18px 0 14px;">Wir freuen uns auf Ihren nächsten Aufenthalt.</p>
<p style="margin:0;">Mit freundlichen Grüßen<br>Ihr Zeilhof Team Frankfurt Airport</p>`,
      foot:
        `Zeilhof Hotelbetriebs GmbH &middot; Hugo-Eckener-Ring 12 &middot; 60549 Frankfurt am Main &middot; Tel. +49 69 6902 5500<br>
Amtsgericht Frankfurt HRB 104522 &middot; USt-IdNr. DE298114560 &middot; <a href="https://www.zeilhof-hotels.de/datenschutz" style="color:#7b8088;">Datenschutz</a> &middot; <a href="https://www.zeilhof-hotels.de/impressum" style="color:#7b8088;">Impressum</a>`,
    }),
    attachment: [
      "Rechnung_2026-FRA-048833.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "zeilhof-hotels",
    group: "regional",
    lang: "de",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Zeilhof Friends <friends@zeilhof-hotels.de>",
    to: TO,
    subject: "Ihr Passwort für Zeilhof Friends wurde geändert",
    date: at("2026-10-27 07:48:03", "+0100"),
    text: `Hallo Nadia,

das Passwort für Ihr Zeilhof-Friends-Konto (Mitgliedsnummer ZF-2291047) wurde
am 27.10.2026 um 07:46 Uhr geändert.

Wenn Sie das selbst waren, ist alles in Ordnung.

Wenn nicht, wenden Sie sich bitte sofort an unseren Gästeservice unter
+49 69 6902 5000 oder friends@zeilhof-hotels.de.

Viele Grüße
Zeilhof Friends`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#2b2b2b;">
<div style="max-width:560px;margin:0 auto;padding:20px;border:1px solid #e2e2e2;">
<img src="https://www.zeilhof-hotels.de/static/mail/friends-logo.png" alt="Zeilhof Friends" width="130">
<p>Hallo Nadia,</p>
<p>das Passwort für Ihr Zeilhof-Friends-Konto (Mitgliedsnummer ZF-2291047) wurde am <b>27.10.2026 um 07:46 Uhr</b> geändert.</p>
<p>Wenn Sie das selbst waren, ist alles in Ordnung.</p>
<p>Wenn nicht, wenden Sie sich bitte sofort an unseren Gästeservice unter +49 69 6902 5000 oder <a href="mailto:friends@zeilhof-hotels.de">friends@zeilhof-hotels.de</a>.</p>
<p>Viele Grüße<br>Zeilhof Friends</p>
<p style="font-size:11px;color:#888;border-top:1px solid #eee;padding-top:10px;">Zeilhof Hotelbetriebs GmbH &middot; Hugo-Eckener-Ring 12 &middot; 60549 Frankfurt am Main &middot; <a href="https://www.zeilhof-hotels.de/datenschutz" style="color:#888;">Datenschutz</a></p>
</div></body></html>`,
  },

  // ---------------------------------------------------------------- Hoteles Lucerna (Madrid)
  {
    family: "hoteles-lucerna",
    group: "regional",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://mi.hoteleslucerna.es/cuenta/restablecer/9d1b7e40-55aa-4c1e-8b3f-2e6a0c7d1f88",
    from: "Hoteles Lucerna <noreply@hoteleslucerna.es>",
    to: TO,
    subject: "Restablece tu contraseña de Lucerna Club",
    date: at("2026-10-15 16:37:12", "+0200"),
    enc: "b64",
    text: `Hola, Nadia:

Hemos recibido una solicitud para restablecer la contraseña de tu cuenta
Lucerna Club.

Crea una contraseña nueva desde este enlace (caduca en 60 minutos):
https://mi.hoteleslucerna.es/cuenta/restablecer/9d1b7e40-55aa-4c1e-8b3f-2e6a0c7d1f88

Si no has sido tú, puedes ignorar este correo; tu contraseña actual seguirá
funcionando.

Un saludo,
Atención al cliente de Hoteles Lucerna
Calle de la Montera 41, 28013 Madrid · 910 47 62 10`,
    html: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Restablecer contraseña</title></head>
<body style="margin:0;background:#faf7f2;">
<span style="display:none;font-size:1px;color:#faf7f2;">El enlace caduca en 60 minutos.</span>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Trebuchet MS',Arial,sans-serif;color:#333;">
<tr><td style="padding:26px 34px 8px;"><img src="https://static.hoteleslucerna.es/email/lucerna-club.png" width="150" alt="Lucerna Club"></td></tr>
<tr><td style="padding:10px 34px 26px;font-size:15px;line-height:23px;">
<h1 style="font-size:21px;font-weight:normal;color:#b1542a;">¿Has olvidado tu contraseña?</h1>
<p>Hola, Nadia:</p>
<p>Hemos recibido una solicitud para restablecer la contraseña de tu cuenta Lucerna Club.</p>
<p style="margin:26px 0;"><a href="https://mi.hoteleslucerna.es/cuenta/restablecer/9d1b7e40-55aa-4c1e-8b3f-2e6a0c7d1f88" style="background:#b1542a;color:#fff;padding:12px 24px;text-decoration:none;border-radius:2px;">Crear contraseña nueva</a></p>
<p style="font-size:13px;color:#777;">El enlace caduca en 60 minutos. Si no has sido tú, puedes ignorar este correo; tu contraseña actual seguirá funcionando.</p>
</td></tr>
<tr><td style="padding:18px 34px;border-top:1px solid #eee;font-size:11px;color:#999;">Hoteles Lucerna S.L. &middot; Calle de la Montera 41, 28013 Madrid &middot; 910 47 62 10<br><a href="https://www.hoteleslucerna.es/privacidad" style="color:#999;">Política de privacidad</a> &middot; <a href="https://www.hoteleslucerna.es/ayuda" style="color:#999;">Ayuda</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "hoteles-lucerna",
    group: "regional",
    lang: "es",
    kind: "stay-summary",
    code: null,
    link: null,
    from: "Hotel Lucerna Gran Vía <granvia@hoteleslucerna.es>",
    to: TO,
    subject: "Gracias por alojarte en Lucerna Gran Vía, ¿nos cuentas qué tal?",
    date: at("2026-10-18 12:30:00", "+0200"),
    enc: "qp",
    text: `Hola, Nadia:

Esperamos que hayas descansado bien entre vuelo y vuelo. Gracias por tu
estancia del 15 al 17 de octubre (localizador LGV-4418207).

Has sumado 2 noches a tu Lucerna Club; te faltan 4 para el nivel Plata.

¿Nos dedicas dos minutos? Tu opinión nos ayuda a mejorar:
https://encuestas.hoteleslucerna.es/s/granvia?r=LGV-4418207

Y si vuelves a Madrid por tu cuenta, con el código OTOÑO15 tienes un 15 % de
descuento en reservas directas hasta el 30 de noviembre.

¡Hasta pronto!
El equipo de Lucerna Gran Vía
Gran Vía 58, 28013 Madrid · 910 47 62 58`,
    html: page({
      lang: "es",
      title: "Gracias por tu estancia",
      pre: "Cuéntanos qué tal tu estancia del 15 al 17 de octubre.",
      brand: "Hoteles Lucerna",
      color: "#b1542a",
      logo: "https://static.hoteleslucerna.es/email/lucerna-white.png",
      font: "'Trebuchet MS',Arial,sans-serif",
      body: `<p style="margin:0 0 14px;">Hola, Nadia:</p>
<p style="margin:0 0 14px;">Esperamos que hayas descansado bien entre vuelo y vuelo. Gracias por tu estancia del 15 al 17 de octubre (localizador <b>LGV-4418207</b>).</p>
<p style="margin:0 0 14px;">Has sumado 2 noches a tu Lucerna Club; te faltan 4 para el nivel Plata.</p>
<p style="margin:0;">¿Nos dedicas dos minutos? Tu opinión nos ayuda a mejorar.</p>
${button("https://encuestas.hoteleslucerna.es/s/granvia?r=LGV-4418207", "Valorar mi estancia", "#b1542a")}
<table role="presentation" width="100%" cellpadding="14" cellspacing="0"><tr><td style="background:#faf1ea;font-size:14px;">Si vuelves a Madrid por tu cuenta, con el código <b>OTOÑO15</b> tienes un 15&nbsp;% de descuento en reservas directas hasta el 30 de noviembre.</td></tr></table>
<p style="margin:16px 0 0;">¡Hasta pronto!<br>El equipo de Lucerna Gran Vía</p>`,
      foot: `Hotel Lucerna Gran Vía &middot; Gran Vía 58, 28013 Madrid &middot; 910 47 62 58<br>
<a href="https://www.instagram.com/hoteleslucerna" style="color:#7b8088;">Instagram</a> &middot; <a href="https://www.hoteleslucerna.es/privacidad" style="color:#7b8088;">Privacidad</a> &middot; <a href="https://www.hoteleslucerna.es/baja?e=nadia.belkacem%40inbox.example" style="color:#7b8088;">Darse de baja</a>`,
    }),
  },
  // ---------------------------------------------------------------- Banque Rhodanienne (home bank, Lyon)
  {
    family: "banque-rhodanienne",
    group: "regional",
    lang: "fr",
    kind: "confirm-code",
    code: "902716",
    link: null,
    from: "Banque Rhodanienne <securite@banque-rhodanienne.fr>",
    to: TO,
    subject: "Code de sécurité : ajout d'un bénéficiaire",
    date: at("2026-09-09 14:22:05", "+0200"),
    enc: "qp",
    text: `Madame BELKACEM,

Vous êtes en train d'ajouter le bénéficiaire suivant à vos virements :

  Nom : BELKACEM KARIM
  IBAN : MA64 •••• •••• •••• •••• 3310
  Date de la demande : 09/09/2026 à 14:21

Pour valider cet ajout dans votre espace Rhodanienne en ligne, saisissez le
code de sécurité suivant :

  902716

Ce code est valable 5 minutes. Ne le communiquez jamais, même à un conseiller
de la Banque Rhodanienne.

Si vous n'êtes pas à l'origine de cette opération, appelez immédiatement le
04 72 60 18 18 (service gratuit + prix d'un appel), 24 h/24.

Banque Rhodanienne - Société anonyme au capital de 84 000 000 EUR
12 quai Saint-Antoine, 69002 Lyon - RCS Lyon 955 120 447`,
    html: page({
      lang: "fr",
      title: "Code de sécurité",
      pre: "Votre code pour valider l'ajout d'un bénéficiaire.",
      brand: "Banque Rhodanienne",
      color: "#00507a",
      logo: "https://www.banque-rhodanienne.fr/medias/email/logo-br-blanc.png",
      body: `<p style="margin:0 0 14px;">Madame BELKACEM,</p>
<p style="margin:0 0 10px;">Vous êtes en train d'ajouter le bénéficiaire suivant à vos virements&nbsp;:</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px;margin:0 0 14px;">
<tr><td style="color:#777;">Nom</td><td>BELKACEM KARIM</td></tr>
<tr><td style="color:#777;">IBAN</td><td>MA64 &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; 3310</td></tr>
<tr><td style="color:#777;">Date de la demande</td><td>09/09/2026 à 14:21</td></tr>
</table>
<p style="margin:0;">Pour valider cet ajout dans votre espace Rhodanienne en ligne, saisissez le code de sécurité suivant&nbsp;:</p>
${cells("902716", "#00507a")}
<p style="margin:0 0 14px;">Ce code est valable 5&nbsp;minutes. <b>Ne le communiquez jamais</b>, même à un conseiller de la Banque Rhodanienne.</p>
<p style="margin:0;font-size:13px;">Si vous n'êtes pas à l'origine de cette opération, appelez immédiatement le <b>04 72 60 18 18</b> (service gratuit + prix d'un appel), 24&nbsp;h/24.</p>`,
      foot:
        `Banque Rhodanienne &middot; Société anonyme au capital de 84&nbsp;000&nbsp;000&nbsp;EUR &middot; 12 quai Saint-Antoine, 69002 Lyon &middot; RCS Lyon 955 120 447<br>
<a href="https://www.banque-rhodanienne.fr/securite" style="color:#7b8088;">Conseils sécurité</a> &middot; <a href="https://www.banque-rhodanienne.fr/donnees-personnelles" style="color:#7b8088;">Données personnelles</a>`,
    }),
  },
  {
    family: "banque-rhodanienne",
    group: "regional",
    lang: "fr",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Banque Rhodanienne <ne-pas-repondre@banque-rhodanienne.fr>",
    to: TO,
    subject: "Votre relevé de compte de septembre est disponible",
    date: at("2026-10-03 06:15:00", "+0200"),
    enc: "8bit",
    text: `Madame BELKACEM,

Votre relevé de compte de septembre 2026 est disponible dans votre espace
Rhodanienne en ligne, rubrique « Mes documents ».

  Compte chèques n° •••• 5528
  Période : du 01/09/2026 au 30/09/2026

Pour rappel, vos relevés sont conservés 10 ans dans votre espace.

Votre conseillère, Mme Sophie Girard, reste joignable au 04 72 60 21 47
ou par la messagerie sécurisée.

Banque Rhodanienne
12 quai Saint-Antoine, 69002 Lyon`,
    html: `<html lang="fr"><body style="margin:0;background:#eef2f5;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f5;"><tr><td align="center" style="padding:20px 6px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:16px 26px;border-bottom:4px solid #00507a;"><img src="https://www.banque-rhodanienne.fr/medias/email/logo-br.png" width="170" alt="Banque Rhodanienne"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:22px;color:#222;">
<p>Madame BELKACEM,</p>
<p>Votre relevé de compte de <b>septembre 2026</b> est disponible dans votre espace Rhodanienne en ligne, rubrique «&nbsp;Mes documents&nbsp;».</p>
<table cellpadding="8" cellspacing="0" width="100%" style="background:#f4f7f9;font-size:14px;"><tr><td>Compte chèques n° &bull;&bull;&bull;&bull; 5528<br>Période&nbsp;: du 01/09/2026 au 30/09/2026</td></tr></table>
<p><a href="https://www.banque-rhodanienne.fr/espace-client/documents" style="color:#00507a;font-weight:bold;">Accéder à mes documents</a></p>
<p>Pour rappel, vos relevés sont conservés 10 ans dans votre espace.</p>
<p>Votre conseillère, Mme Sophie Girard, reste joignable au 04 72 60 21 47 ou par la messagerie sécurisée.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#00507a;color:#c7dbe8;font-size:11px;">Banque Rhodanienne &middot; 12 quai Saint-Antoine, 69002 Lyon &middot; <a href="https://www.banque-rhodanienne.fr/donnees-personnelles" style="color:#c7dbe8;">Données personnelles</a> &middot; <a href="https://www.banque-rhodanienne.fr/securite" style="color:#c7dbe8;">Sécurité</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "banque-rhodanienne",
    group: "regional",
    lang: "fr",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Banque Rhodanienne <ne-pas-repondre@banque-rhodanienne.fr>",
    to: TO,
    subject: "Virement reçu sur votre compte •••• 5528",
    date: at("2026-10-29 09:41:26", "+0100"),
    text: `Madame BELKACEM,

Un virement de 2 500,00 EUR a été crédité sur votre compte chèques •••• 5528
le 29/10/2026.

Émetteur : SENDARO PAYMENTS EUROPE
Libellé : VIR SND-8830-2214 NADIA BELKACEM

Solde disponible après opération : 4 912,37 EUR

Vous recevez cette alerte car vous l'avez activée dans votre espace
Rhodanienne en ligne (Paramètres > Alertes). Les soldes indiqués ne tiennent
pas compte des opérations en cours.

Banque Rhodanienne`,
    html: null,
  },

  // ---------------------------------------------------------------- Sidra National Bank (UAE)
  {
    family: "sidra-national-bank",
    group: "regional",
    lang: "ar",
    kind: "transaction-otp",
    code: "441907",
    link: null,
    from: "بنك سدرة الوطني <alerts@sidrabank.ae>",
    to: TO,
    subject: "رمز التحقق لإتمام عملية الشراء عبر الإنترنت",
    date: at("2026-09-04 20:17:33", "+0400"),
    enc: "b64",
    text: `عميلنا العزيز،

رمز التحقق لمرة واحدة (OTP) لإتمام عملية الشراء بمبلغ 89.00 درهم لدى TABAQ EXPRESS
باستخدام بطاقتك المنتهية بـ 2290 هو:

441907

صلاحية الرمز 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فالبنك لا يطلب منك رمز التحقق أبداً.

إذا لم تقم بهذه العملية، يرجى الاتصال بنا فوراً على 600 54 7777.

بنك سدرة الوطني
ص.ب 11820، دبي، الإمارات العربية المتحدة`,
    html: page({
      lang: "ar",
      dir: "rtl",
      title: "رمز التحقق",
      pre: "رمز التحقق لعملية شراء بمبلغ 89.00 درهم",
      brand: "بنك سدرة الوطني",
      color: "#0f5c45",
      logo: "https://www.sidrabank.ae/assets/email/sidra-logo-ar.png",
      font: "Tahoma,'Segoe UI',sans-serif",
      body: `<p style="margin:0 0 14px;">عميلنا العزيز،</p>
<p style="margin:0 0 14px;">رمز التحقق لمرة واحدة (OTP) لإتمام عملية الشراء بمبلغ <b>89.00 درهم</b> لدى <span dir="ltr">TABAQ EXPRESS</span> باستخدام بطاقتك المنتهية بـ 2290 هو:</p>
<p dir="ltr" style="margin:0 0 18px;text-align:center;font-size:32px;font-weight:bold;letter-spacing:6px;color:#0f5c45;">441907</p>
<p style="margin:0 0 14px;">صلاحية الرمز 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فالبنك لا يطلب منك رمز التحقق أبداً.</p>
<p style="margin:0;">إذا لم تقم بهذه العملية، يرجى الاتصال بنا فوراً على <span dir="ltr">600 54 7777</span>.</p>`,
      foot: `بنك سدرة الوطني &middot; ص.ب 11820، دبي، الإمارات العربية المتحدة<br>
<a href="https://www.sidrabank.ae/ar/security" style="color:#7b8088;">نصائح الأمان</a> &middot; <a href="https://www.sidrabank.ae/ar/privacy" style="color:#7b8088;">سياسة الخصوصية</a>`,
    }),
  },
  {
    family: "sidra-national-bank",
    group: "regional",
    lang: "ar",
    kind: "salary-credited",
    code: null,
    link: null,
    from: "بنك سدرة الوطني <alerts@sidrabank.ae>",
    to: TO,
    subject: "تم إيداع راتبك",
    date: at("2026-09-28 08:02:51", "+0400"),
    text: `عميلنا العزيز،

تم إيداع مبلغ 14,286.50 درهم في حسابك رقم XXXXXXXX7715 بتاريخ 28/09/2026
بالوصف: SALARY ZAFIRA AIRWAYS SEP26.

الرصيد المتاح: 21,604.18 درهم.

للاستفسار، يرجى الاتصال على 600 54 7777 أو زيارة أقرب فرع.

بنك سدرة الوطني
هذه رسالة آلية، يرجى عدم الرد عليها.`,
    html: null,
  },
  {
    family: "sidra-national-bank",
    group: "regional",
    lang: "en",
    kind: "card-alert",
    code: null,
    link: null,
    from: "Sidra National Bank <alerts@sidrabank.ae>",
    to: TO,
    subject: "Transaction alert: Debit Card ending 2290",
    date: at("2026-10-21 14:53:08", "+0400"),
    enc: "qp",
    text: `Dear Customer,

Your Sidra Debit Card ending 2290 was used for JPY 5,480.00 (approx. AED 135.22)
at FAMILY MART HANEDA T3, TOKYO on 21/10/2026 19:52 (local time).

Available balance: AED 18,740.03

Foreign transaction fee: AED 2.70 will be charged separately.

If you did not make this transaction, block your card immediately in the
Sidra Mobile app or call 600 54 7777 (+971 4 610 7777 from abroad).

Sidra National Bank PJSC, licensed by the Central Bank of the UAE.`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0f5c45;padding:14px 22px;"><img src="https://www.sidrabank.ae/assets/email/sidra-logo-en.png" alt="Sidra National Bank" width="150"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px;color:#222;">
<p>Dear Customer,</p>
<p>Your Sidra Debit Card ending <b>2290</b> was used for:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #e1e1e1;">
<tr><td style="color:#777;">Amount</td><td>JPY 5,480.00 (approx. AED 135.22)</td></tr>
<tr><td style="color:#777;">Merchant</td><td>FAMILY MART HANEDA T3, TOKYO</td></tr>
<tr><td style="color:#777;">Date</td><td>21/10/2026 19:52 (local time)</td></tr>
<tr><td style="color:#777;">Available balance</td><td>AED 18,740.03</td></tr>
</table>
<p>Foreign transaction fee: AED 2.70 will be charged separately.</p>
<p>If you did not make this transaction, block your card immediately in the Sidra Mobile app or call 600 54 7777 (+971 4 610 7777 from abroad).</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#eeeeee;font-size:11px;color:#777;">Sidra National Bank PJSC, licensed by the Central Bank of the UAE. &middot; <a href="https://www.sidrabank.ae/en/privacy" style="color:#777;">Privacy</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },

  // ---------------------------------------------------------------- Sendaro money transfer
  {
    family: "sendaro",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "318552",
    link: "https://links.sendaro.com/ls/click?upn=vE7-2BqLw0pZt3xA9&t=verify_email",
    from: "Sendaro <hello@sendaro.com>",
    to: TO,
    subject: "Verify your email to start sending money",
    date: at("2026-09-06 13:08:44", "+0400"),
    enc: "qp",
    text: `Welcome to Sendaro, Nadia!

Please confirm that this is your email address.

Tap the link below:
https://links.sendaro.com/ls/click?upn=vE7-2BqLw0pZt3xA9&t=verify_email

Or enter this code in the app: 318 552

Once verified, you can send up to AED 3,500 per transfer. To raise your limit,
add your Emirates ID in Profile > Verification.

Sendaro FZ-LLC, Dubai International Financial Centre, Gate Avenue, Level 2, Dubai.
Regulated by the DFSA. Need help? https://help.sendaro.com`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Verify your email</title></head>
<body style="margin:0;background:#f5f3ff;">
<div style="display:none;max-height:0;overflow:hidden;">Confirm your email to start sending money with Sendaro.</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3ff;"><tr><td align="center" style="padding:32px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1d1b2f;">
<tr><td style="padding:32px 36px 0;"><img src="https://assets.sendaro.com/email/sendaro-wordmark.png" width="118" height="28" alt="Sendaro"></td></tr>
<tr><td style="padding:22px 36px 8px;">
<h1 style="margin:0 0 12px;font-size:24px;">Welcome to Sendaro, Nadia!</h1>
<p style="margin:0 0 22px;font-size:15px;line-height:23px;">Please confirm that this is your email address.</p>
<a href="https://links.sendaro.com/ls/click?upn=vE7-2BqLw0pZt3xA9&amp;t=verify_email" style="display:block;text-align:center;background:#5b3df5;color:#fff;text-decoration:none;padding:14px;border-radius:10px;font-weight:600;font-size:16px;">Verify email</a>
<p style="margin:22px 0 6px;font-size:14px;color:#6a6880;text-align:center;">Or enter this code in the app</p>
<p style="margin:0 0 22px;text-align:center;font-size:28px;font-weight:700;letter-spacing:3px;">318 552</p>
<p style="margin:0;font-size:13px;line-height:20px;color:#6a6880;">Once verified, you can send up to AED 3,500 per transfer. To raise your limit, add your Emirates ID in Profile &gt; Verification.</p>
</td></tr>
<tr><td style="padding:24px 36px 32px;font-size:11px;line-height:17px;color:#9a98ad;">Sendaro FZ-LLC, Dubai International Financial Centre, Gate Avenue, Level 2, Dubai. Regulated by the DFSA.<br><a href="https://help.sendaro.com" style="color:#9a98ad;">Help centre</a> &middot; <a href="https://sendaro.com/legal/privacy" style="color:#9a98ad;">Privacy</a><br>
<a href="https://apps.apple.com/app/sendaro/id1622093410"><img src="https://assets.sendaro.com/email/app-store.png" width="110" alt="Download on the App Store"></a> <a href="https://play.google.com/store/apps/details?id=com.sendaro.app"><img src="https://assets.sendaro.com/email/google-play.png" width="110" alt="Get it on Google Play"></a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "sendaro",
    group: "consumer",
    lang: "en",
    kind: "transfer-delivered",
    code: null,
    link: null,
    from: "Sendaro <receipts@sendaro.com>",
    to: TO,
    subject: "Your money has arrived: EUR 2,500.00 to Banque Rhodanienne",
    date: at("2026-10-29 12:44:09", "+0400"),
    enc: "b64",
    text: `Hi Nadia,

Good news: your transfer has been delivered.

  Transfer ID ........ SND-8830-2214
  You sent ........... AED 10,131.25
  Fee ................ AED 9.99
  Exchange rate ...... 1 EUR = 4.0485 AED
  Recipient gets ..... EUR 2,500.00
  To ................. Nadia Belkacem, FR76 •••• •••• •••• •••• •••• 528
  Delivered .......... 29 Oct 2026, 12:41 (Dubai)

Track all your transfers: https://app.sendaro.com/activity

Thanks for sending with Sendaro.
Sendaro FZ-LLC, DIFC, Dubai. Regulated by the DFSA.`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Transfer delivered</title></head>
<body style="margin:0;background:#f5f3ff;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3ff;"><tr><td align="center" style="padding:32px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1d1b2f;">
<tr><td style="padding:32px 36px 0;"><img src="https://assets.sendaro.com/email/sendaro-wordmark.png" width="118" height="28" alt="Sendaro"></td></tr>
<tr><td style="padding:22px 36px 8px;font-size:15px;line-height:23px;">
<h1 style="margin:0 0 12px;font-size:22px;">Your money has arrived &#127881;</h1>
<p style="margin:0 0 18px;">Hi Nadia, good news: your transfer has been delivered.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr><td style="color:#6a6880;">Transfer ID</td><td align="right">SND-8830-2214</td></tr>
<tr><td style="color:#6a6880;">You sent</td><td align="right">AED 10,131.25</td></tr>
<tr><td style="color:#6a6880;">Fee</td><td align="right">AED 9.99</td></tr>
<tr><td style="color:#6a6880;">Exchange rate</td><td align="right">1 EUR = 4.0485 AED</td></tr>
<tr><td style="color:#6a6880;"><b>Recipient gets</b></td><td align="right"><b>EUR 2,500.00</b></td></tr>
<tr><td style="color:#6a6880;">To</td><td align="right">Nadia Belkacem<br>FR76 &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; &bull;&bull;&bull;&bull; 528</td></tr>
<tr><td style="color:#6a6880;">Delivered</td><td align="right">29 Oct 2026, 12:41 (Dubai)</td></tr>
</table>
<p style="margin:22px 0;"><a href="https://app.sendaro.com/activity" style="color:#5b3df5;font-weight:600;">Track all your transfers</a></p>
</td></tr>
<tr><td style="padding:10px 36px 32px;font-size:11px;color:#9a98ad;">Sendaro FZ-LLC, DIFC, Dubai. Regulated by the DFSA. &middot; <a href="https://help.sendaro.com" style="color:#9a98ad;">Help centre</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "sendaro",
    group: "consumer",
    lang: "fr",
    kind: "login-code",
    code: "740921",
    link: null,
    from: "Sendaro <security@sendaro.com>",
    to: TO,
    subject: "740921 est votre code de connexion Sendaro",
    date: at("2026-10-28 23:59:12", "+0400"),
    text: `Bonjour Nadia,

Voici votre code de connexion Sendaro : 740921

Il expire dans 10 minutes. Ne le partagez avec personne : l'équipe Sendaro ne
vous le demandera jamais.

Connexion demandée depuis : Chrome sur Windows, Dubaï (Émirats arabes unis).

Ce n'était pas vous ? Sécurisez votre compte : https://help.sendaro.com/fr/securite

Sendaro FZ-LLC, DIFC, Dubaï`,
    html: null,
  },
  // ---------------------------------------------------------------- IronPalm Fitness (Dubai gyms)
  {
    family: "ironpalm-fitness",
    group: "consumer",
    lang: "en",
    kind: "class-booked",
    code: null,
    link: null,
    from: "IronPalm Fitness <bookings@ironpalmfitness.ae>",
    to: TO,
    subject: "You're booked: Reformer Pilates, Thu 24 Sep, 18:30",
    date: at("2026-09-22 10:14:27", "+0400"),
    text: `Hi Nadia,

You're booked in!

  Class:  Reformer Pilates (Intermediate)
  When:   Thursday 24 September 2026, 18:30 - 19:20
  Where:  IronPalm JLT, Cluster D, Jumeirah Lake Towers
  Coach:  Mariam
  Spot:   Reformer 7

Please arrive 10 minutes early. Late cancellations (less than 6 hours before
class) use one credit. Cancel in the IronPalm app under My Bookings.

Credits left this month: 5 of 12

See you on the mat,
IronPalm Fitness - 800 IRONPALM (800 476 6725)`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Booked</title></head>
<body style="margin:0;background:#111315;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#111315;"><tr><td align="center" style="padding:26px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#1b1e21;font-family:'Helvetica Neue',Arial,sans-serif;color:#f1f1f1;">
<tr><td style="padding:22px 28px;"><img src="https://cdn.ironpalmfitness.ae/mail/ironpalm-logo-lime.png" width="130" alt="IRONPALM"></td></tr>
<tr><td style="padding:0 28px;"><img src="https://cdn.ironpalmfitness.ae/mail/classes/reformer.jpg" width="504" alt="Reformer Pilates" style="display:block;width:100%;"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:23px;">
<h1 style="margin:0 0 10px;font-size:26px;color:#c6f432;text-transform:uppercase;">You're booked in!</h1>
<p style="margin:0 0 16px;">Hi Nadia,</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;color:#f1f1f1;">
<tr><td style="color:#9aa0a6;">Class</td><td>Reformer Pilates (Intermediate)</td></tr>
<tr><td style="color:#9aa0a6;">When</td><td>Thursday 24 September 2026, 18:30 - 19:20</td></tr>
<tr><td style="color:#9aa0a6;">Where</td><td>IronPalm JLT, Cluster D, Jumeirah Lake Towers</td></tr>
<tr><td style="color:#9aa0a6;">Coach</td><td>Mariam</td></tr>
<tr><td style="color:#9aa0a6;">Spot</td><td>Reformer 7</td></tr>
</table>
<p style="margin:16px 0;">Please arrive 10 minutes early. Late cancellations (less than 6 hours before class) use one credit.</p>
<p style="margin:0 0 16px;"><a href="https://app.ironpalmfitness.ae/bookings" style="color:#c6f432;">Manage my bookings</a> &middot; Credits left this month: <b>5 of 12</b></p>
</td></tr>
<tr><td style="padding:18px 28px;border-top:1px solid #2c3034;font-size:11px;color:#80868b;">IronPalm Fitness LLC &middot; 800 IRONPALM (800 476 6725) &middot; <a href="https://www.instagram.com/ironpalmfitness" style="color:#80868b;">Instagram</a> &middot; <a href="https://ironpalmfitness.ae/terms" style="color:#80868b;">Terms</a> &middot; <a href="https://ironpalmfitness.ae/email-preferences" style="color:#80868b;">Email preferences</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "ironpalm-fitness",
    group: "consumer",
    lang: "en",
    kind: "membership-freeze",
    code: null,
    link: null,
    from: "IronPalm Fitness <members@ironpalmfitness.ae>",
    to: TO,
    subject: "Your membership freeze is confirmed",
    date: at("2026-10-01 17:55:40", "+0400"),
    enc: "qp",
    text: `Hi Nadia,

As requested, we've frozen your IronPalm All Clubs membership.

  Member ID:      IP-0338172
  Freeze period:  05 Oct 2026 - 18 Oct 2026 (14 days)
  Freeze fee:     AED 50.00 (charged to Visa ending 4821)
  Next payment:   AED 399.00 on 02 Nov 2026

Your membership will restart automatically on 19 October. Freeze days left this
year: 16.

Questions? Reply to this e-mail or chat with us in the app.

IronPalm Fitness - 800 IRONPALM (800 476 6725)`,
    html: page({
      title: "Freeze confirmed",
      pre: "Your membership is frozen from 05 Oct to 18 Oct 2026.",
      brand: "IronPalm Fitness",
      color: "#1b1e21",
      logo: "https://cdn.ironpalmfitness.ae/mail/ironpalm-logo-lime.png",
      font: "'Helvetica Neue',Arial,sans-serif",
      body: `<p style="margin:0 0 14px;">Hi Nadia,</p>
<p style="margin:0 0 14px;">As requested, we've frozen your IronPalm All Clubs membership.</p>
<table role="presentation" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#777;">Member ID</td><td>IP-0338172</td></tr>
<tr><td style="color:#777;">Freeze period</td><td>05 Oct 2026 - 18 Oct 2026 (14 days)</td></tr>
<tr><td style="color:#777;">Freeze fee</td><td>AED 50.00 (charged to Visa ending 4821)</td></tr>
<tr><td style="color:#777;">Next payment</td><td>AED 399.00 on 02 Nov 2026</td></tr>
</table>
<p style="margin:14px 0;">Your membership will restart automatically on 19 October. Freeze days left this year: 16.</p>
<p style="margin:0;">Questions? Reply to this e-mail or chat with us in the app.</p>`,
      foot:
        `IronPalm Fitness LLC &middot; 800 IRONPALM (800 476 6725)<br><a href="https://ironpalmfitness.ae/terms" style="color:#7b8088;">Membership terms</a> &middot; <a href="https://ironpalmfitness.ae/privacy" style="color:#7b8088;">Privacy</a>`,
    }),
  },
  {
    family: "ironpalm-fitness",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://app.ironpalmfitness.ae/account/reset-password?token=b1f0c9a2e7d84d52&uid=338172",
    from: "IronPalm Fitness <no-reply@ironpalmfitness.ae>",
    to: TO,
    subject: "Reset your IronPalm password",
    date: at("2026-10-20 06:32:18", "+0400"),
    text: `Hi Nadia,

Someone (hopefully you) asked to reset the password for your IronPalm account.

Reset your password:
https://app.ironpalmfitness.ae/account/reset-password?token=b1f0c9a2e7d84d52&uid=338172

This link works once and expires in 30 minutes. If you didn't ask for this,
you can ignore this e-mail.

IronPalm Fitness`,
    html:
      `<div style="font-family:'Helvetica Neue',Arial,sans-serif;max-width:520px;margin:0 auto;color:#222;font-size:15px;line-height:22px;">
<p><img src="https://cdn.ironpalmfitness.ae/mail/ironpalm-logo-dark.png" width="120" alt="IRONPALM"></p>
<p>Hi Nadia,</p>
<p>Someone (hopefully you) asked to reset the password for your IronPalm account.</p>
<p><a href="https://app.ironpalmfitness.ae/account/reset-password?token=b1f0c9a2e7d84d52&amp;uid=338172" style="display:inline-block;background:#c6f432;color:#111;padding:12px 22px;text-decoration:none;font-weight:bold;text-transform:uppercase;">Reset password</a></p>
<p style="font-size:13px;color:#777;">This link works once and expires in 30 minutes. If you didn't ask for this, you can ignore this e-mail.</p>
<p style="font-size:11px;color:#aaa;">IronPalm Fitness LLC &middot; <a href="https://ironpalmfitness.ae/privacy" style="color:#aaa;">Privacy</a></p>
</div>`,
  },

  // ---------------------------------------------------------------- Nakhla Mobile (UAE)
  {
    family: "nakhla-mobile",
    group: "regional",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Nakhla Mobile <ebill@nakhla.ae>",
    to: TO,
    subject: "Your Nakhla bill for September 2026 - AED 312.40",
    date: at("2026-10-02 09:30:00", "+0400"),
    enc: "b64",
    text: `Dear Nadia Belkacem,

Your bill for account 1.2283944 is attached.

  Bill period:     01 Sep 2026 - 30 Sep 2026
  Plan:            Nakhla Flex 300 (mobile 050 •••• 318)
  Roaming charges: AED 96.00 (Japan Roam Pass, 7 days)
  Total due:       AED 312.40 (incl. 5% VAT)
  Due date:        16 Oct 2026

Your bill will be paid automatically from your card ending 2290 on the due date.

Nakhla Telecommunications PJSC, PO Box 30550, Dubai. Call 101 from your Nakhla
line or +971 4 330 1010 from abroad.`,
    html: page({
      title: "Your Nakhla bill",
      pre: "Total due AED 312.40 by 16 Oct 2026.",
      brand: "Nakhla Mobile",
      color: "#d2462b",
      logo: "https://www.nakhla.ae/content/email/nakhla-white.png",
      body: `<p style="margin:0 0 14px;">Dear Nadia Belkacem,</p>
<p style="margin:0 0 14px;">Your bill for account <b>1.2283944</b> is attached.</p>
<table role="presentation" width="100%" cellpadding="7" cellspacing="0" style="border-collapse:collapse;font-size:14px;">
<tr style="background:#fbeee9;"><td>Bill period</td><td align="right">01 Sep 2026 - 30 Sep 2026</td></tr>
<tr><td>Plan</td><td align="right">Nakhla Flex 300 (mobile 050 &bull;&bull;&bull;&bull; 318)</td></tr>
<tr style="background:#fbeee9;"><td>Roaming charges</td><td align="right">AED 96.00 (Japan Roam Pass, 7 days)</td></tr>
<tr><td><b>Total due</b></td><td align="right"><b>AED 312.40</b> (incl. 5% VAT)</td></tr>
<tr style="background:#fbeee9;"><td>Due date</td><td align="right">16 Oct 2026</td></tr>
</table>
<p style="margin:16px 0 0;">Your bill will be paid automatically from your card ending 2290 on the due date. <a href="https://my.nakhla.ae/bills">View bill history</a></p>`,
      foot:
        `Nakhla Telecommunications PJSC &middot; PO Box 30550, Dubai &middot; Call 101 from your Nakhla line or +971 4 330 1010 from abroad<br>
<a href="https://www.nakhla.ae/en/privacy" style="color:#7b8088;">Privacy</a> &middot; <a href="https://www.nakhla.ae/en/terms" style="color:#7b8088;">Terms</a>`,
    }),
    attachment: [
      "Nakhla_Bill_1.2283944_202609.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "nakhla-mobile",
    group: "regional",
    lang: "ar",
    kind: "roaming-activated",
    code: null,
    link: null,
    from: "نخلة موبايل <noreply@nakhla.ae>",
    to: TO,
    subject: "تم تفعيل باقة التجوال",
    date: at("2026-10-14 05:12:47", "+0400"),
    text: `عزيزي العميل،

تم تفعيل باقة "تجوال أوروبا 5 جيجابايت" على رقمك 050XXXX318 بنجاح.

- المدة: 7 أيام حتى 21/10/2026
- البيانات: 5 جيجابايت
- المكالمات: 60 دقيقة واردة وصادرة
- السعر: 79 درهماً (شامل ضريبة القيمة المضافة)

لمعرفة الرصيد المتبقي اطلب *135# أو استخدم تطبيق نخلة.

نتمنى لك رحلة سعيدة،
نخلة موبايل`,
    html: null,
  },
  {
    family: "nakhla-mobile",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "661903",
    link: null,
    from: "نخلة موبايل <noreply@nakhla.ae>",
    to: TO,
    subject: "رمز الدخول إلى حساب نخلة",
    date: at("2026-10-30 11:26:55", "+0400"),
    enc: "qp",
    text: `مرحباً Nadia،

رمز الدخول إلى حسابك في تطبيق نخلة هو: 661903

الرمز صالح لمدة 10 دقائق. لا تشاركه مع أحد.

إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة.

نخلة موبايل - 101`,
    html: `<html lang="ar" dir="rtl"><body style="margin:0;background:#f5f5f5;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:22px 6px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td align="right" style="padding:20px 26px;background:#d2462b;border-radius:10px 10px 0 0;"><img src="https://www.nakhla.ae/content/email/nakhla-white-ar.png" width="120" alt="نخلة"></td></tr>
<tr><td style="padding:24px 26px;font-size:15px;line-height:25px;color:#222;text-align:right;">
<p>مرحباً Nadia،</p>
<p>رمز الدخول إلى حسابك في تطبيق نخلة هو:</p>
${cells("661903", "#d2462b").replace("<table ", '<table dir="ltr" align="center" ')}
<p>الرمز صالح لمدة 10 دقائق. لا تشاركه مع أحد.</p>
<p style="color:#777;font-size:13px;">إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#fafafa;font-size:11px;color:#888;text-align:right;border-radius:0 0 10px 10px;">نخلة للاتصالات ش.م.ع &middot; ص.ب 30550، دبي &middot; <a href="https://www.nakhla.ae/ar/privacy" style="color:#888;">الخصوصية</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  // ---------------------------------------------------------------- Tabaq Express (food delivery)
  {
    family: "tabaq-express",
    group: "consumer",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Tabaq Express <orders@tabaq.ae>",
    to: TO,
    subject: "Your Tabaq order from Al Fanar Shawarma #TBQ-884120",
    date: at("2026-09-04 20:58:02", "+0400"),
    enc: "qp",
    text: `Thanks for your order, Nadia!

Order #TBQ-884120 from Al Fanar Shawarma (Al Barsha)
Delivered at 20:54 to: Apt 1406, Marina Crest Tower B, Dubai Marina

1 x Chicken shawarma plate        AED 32.00
1 x Fattoush salad                AED 24.00
1 x Fresh lemon mint              AED 18.00
Subtotal                          AED 74.00
Delivery fee                      AED 7.00
Service fee                       AED 3.50
Tip for rider                     AED 5.00
Total paid (Visa ....2290)        AED 89.50

VAT included. TRN 100288451700003.

Rate your order in the Tabaq app.

Tabaq Express FZ-LLC, Dubai Internet City, Building 9. Help: https://help.tabaq.ae`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Order receipt</title></head>
<body style="margin:0;background:#fff7ef;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff7ef;"><tr><td align="center" style="padding:24px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;font-family:'Nunito','Segoe UI',Arial,sans-serif;color:#2a1e12;">
<tr><td style="padding:22px 28px;border-bottom:1px dashed #f0d9c2;"><img src="https://static.tabaq.ae/email/tabaq-logo.png" width="100" alt="tabaq"></td></tr>
<tr><td style="padding:22px 28px;">
<h1 style="margin:0 0 4px;font-size:22px;">Thanks for your order, Nadia!</h1>
<p style="margin:0 0 16px;font-size:14px;color:#8a7766;">Order #TBQ-884120 &middot; Al Fanar Shawarma (Al Barsha)<br>Delivered at 20:54 to Apt 1406, Marina Crest Tower B, Dubai Marina</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td>1 &times; Chicken shawarma plate</td><td align="right">AED 32.00</td></tr>
<tr><td>1 &times; Fattoush salad</td><td align="right">AED 24.00</td></tr>
<tr><td>1 &times; Fresh lemon mint</td><td align="right">AED 18.00</td></tr>
<tr><td style="border-top:1px solid #eee;color:#8a7766;">Subtotal</td><td align="right" style="border-top:1px solid #eee;">AED 74.00</td></tr>
<tr><td style="color:#8a7766;">Delivery fee</td><td align="right">AED 7.00</td></tr>
<tr><td style="color:#8a7766;">Service fee</td><td align="right">AED 3.50</td></tr>
<tr><td style="color:#8a7766;">Tip for rider</td><td align="right">AED 5.00</td></tr>
<tr><td style="border-top:2px solid #2a1e12;"><b>Total paid</b> <span style="color:#8a7766;">(Visa &bull;&bull;&bull;&bull;2290)</span></td><td align="right" style="border-top:2px solid #2a1e12;"><b>AED 89.50</b></td></tr>
</table>
<p style="font-size:12px;color:#8a7766;">VAT included. TRN 100288451700003.</p>
<p style="text-align:center;margin:20px 0 0;"><a href="https://tabaq.ae/app/rate?o=TBQ-884120" style="color:#e8630a;font-weight:bold;">Rate your order</a></p>
</td></tr>
<tr><td style="padding:16px 28px;background:#fff1e3;border-radius:0 0 12px 12px;font-size:11px;color:#8a7766;">Tabaq Express FZ-LLC &middot; Dubai Internet City, Building 9 &middot; <a href="https://help.tabaq.ae" style="color:#8a7766;">Help</a> &middot; <a href="https://tabaq.ae/terms" style="color:#8a7766;">Terms</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "tabaq-express",
    group: "consumer",
    lang: "ar",
    kind: "login-code",
    code: "4827",
    link: null,
    from: "طبق إكسبريس <no-reply@tabaq.ae>",
    to: TO,
    subject: "رمز التحقق الخاص بك في طبق: 4827",
    date: at("2026-09-19 19:40:11", "+0400"),
    enc: "b64",
    text: `أهلاً Nadia،

استخدم الرمز 4827 لتسجيل الدخول إلى طبق.

ينتهي الرمز خلال 5 دقائق.

فريق طبق`,
    html:
      `<div dir="rtl" style="font-family:Tahoma,Arial,sans-serif;text-align:right;max-width:420px;margin:0 auto;padding:20px;color:#2a1e12;">
<img src="https://static.tabaq.ae/email/tabaq-logo-ar.png" width="90" alt="طبق">
<p style="font-size:16px;">أهلاً Nadia،</p>
<p style="font-size:16px;">استخدم الرمز التالي لتسجيل الدخول إلى طبق:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:10px;color:#e8630a;text-align:center;" dir="ltr">4827</p>
<p style="font-size:13px;color:#8a7766;">ينتهي الرمز خلال 5 دقائق.</p>
<p style="font-size:13px;">فريق طبق</p>
</div>`,
  },
  {
    family: "tabaq-express",
    group: "consumer",
    lang: "ar",
    kind: "newsletter",
    code: null,
    link: null,
    from: "طبق إكسبريس <offers@tabaq.ae>",
    to: TO,
    subject: "خصم 30% على طلبك القادم 🍽️",
    date: at("2026-10-10 12:00:00", "+0400"),
    enc: "8bit",
    headers: [["List-Unsubscribe", "<https://tabaq.ae/unsubscribe?u=c91a7f>"]],
    text: `أهلاً Nadia،

اشتقنا لك! احصل على خصم 30% على طلبك القادم من مطاعمك المفضلة.

استخدم الكود: TABAQ30
الحد الأقصى للخصم 25 درهماً، والحد الأدنى للطلب 60 درهماً. العرض ساري حتى 17 أكتوبر 2026.

اطلب الآن: https://tabaq.ae/app/open?c=TABAQ30

طبق إكسبريس - مدينة دبي للإنترنت
لإلغاء الاشتراك: https://tabaq.ae/unsubscribe?u=c91a7f`,
    html: `<html lang="ar" dir="rtl"><body style="margin:0;background:#fff7ef;">
<div style="display:none;">خصم 30% على طلبك القادم حتى 17 أكتوبر</div>
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:20px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,Arial,sans-serif;">
<tr><td><a href="https://tabaq.ae/app/open?c=TABAQ30"><img src="https://static.tabaq.ae/campaigns/2026-10/hero-30off-ar.jpg" width="560" alt="خصم 30% على طلبك القادم" style="display:block;"></a></td></tr>
<tr><td style="padding:24px;text-align:right;font-size:16px;line-height:26px;color:#2a1e12;">
<p>أهلاً Nadia،</p>
<p>اشتقنا لك! احصل على خصم <b>30%</b> على طلبك القادم من مطاعمك المفضلة.</p>
<p style="text-align:center;"><span style="display:inline-block;border:2px dashed #e8630a;padding:8px 22px;font-size:22px;font-weight:bold;color:#e8630a;" dir="ltr">TABAQ30</span></p>
<p style="font-size:12px;color:#8a7766;">الحد الأقصى للخصم 25 درهماً، والحد الأدنى للطلب 60 درهماً. العرض ساري حتى 17 أكتوبر 2026.</p>
<p style="text-align:center;"><a href="https://tabaq.ae/app/open?c=TABAQ30" style="background:#e8630a;color:#fff;padding:12px 34px;border-radius:24px;text-decoration:none;font-weight:bold;">اطلب الآن</a></p>
</td></tr>
<tr><td style="padding:16px;background:#fff1e3;text-align:center;font-size:11px;color:#8a7766;">طبق إكسبريس - مدينة دبي للإنترنت<br>
<a href="https://www.instagram.com/tabaq.ae"><img src="https://static.tabaq.ae/email/ig.png" width="22" alt="Instagram"></a> <a href="https://www.tiktok.com/@tabaq.ae"><img src="https://static.tabaq.ae/email/tt.png" width="22" alt="TikTok"></a><br>
<a href="https://tabaq.ae/unsubscribe?u=c91a7f" style="color:#8a7766;">إلغاء الاشتراك</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },

  // ---------------------------------------------------------------- Saqr (ride hailing)
  {
    family: "saqr-ride",
    group: "consumer",
    lang: "ar",
    kind: "verify-email",
    code: null,
    link: "https://saqr.ae/e/verify?k=QXl0Y2hWb1N6dHBr&lang=ar",
    from: "صقر <hello@saqr.ae>",
    to: TO,
    subject: "أكّد بريدك الإلكتروني لاستلام إيصالات رحلاتك",
    date: at("2026-09-11 03:48:20", "+0400"),
    text: `مرحباً Nadia،

أضفت هذا البريد الإلكتروني إلى حسابك في صقر. أكّده لتصلك إيصالات رحلاتك وتحديثات حسابك:

https://saqr.ae/e/verify?k=QXl0Y2hWb1N6dHBr&lang=ar

إذا لم تقم بإضافة هذا البريد، تجاهل هذه الرسالة.

صقر للنقل الذكي - دبي`,
    html: page({
      lang: "ar",
      dir: "rtl",
      title: "تأكيد البريد الإلكتروني",
      pre: "أكّد بريدك لتصلك إيصالات رحلاتك",
      brand: "صقر",
      color: "#0d1b2a",
      logo: "https://saqr.ae/static/email/saqr-logo-ar.png",
      font: "Tahoma,Arial,sans-serif",
      body: `<p style="margin:0 0 14px;">مرحباً Nadia،</p>
<p style="margin:0;">أضفت هذا البريد الإلكتروني إلى حسابك في صقر. أكّده لتصلك إيصالات رحلاتك وتحديثات حسابك.</p>
${button("https://saqr.ae/e/verify?k=QXl0Y2hWb1N6dHBr&amp;lang=ar", "تأكيد البريد الإلكتروني", "#f5b400")}
<p style="margin:0;font-size:13px;color:#777;">إذا لم تقم بإضافة هذا البريد، تجاهل هذه الرسالة.</p>`,
      foot:
        `صقر للنقل الذكي - دبي &middot; <a href="https://saqr.ae/ar/help" style="color:#7b8088;">المساعدة</a> &middot; <a href="https://saqr.ae/ar/privacy" style="color:#7b8088;">الخصوصية</a>`,
    }),
  },
  {
    family: "saqr-ride",
    group: "consumer",
    lang: "en",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "Saqr Receipts <receipts@saqr.ae>",
    to: TO,
    subject: "Your Saqr trip on Thursday morning",
    date: at("2026-10-15 04:41:36", "+0400"),
    enc: "qp",
    text: `Thanks for riding with Saqr, Nadia.

AED 48.75
Thursday, 15 October 2026

Pick-up  03:58  Marina Crest Tower B, Dubai Marina
Drop-off 04:36  Zafira Crew Reporting Centre, Al Garhoud

Saqr Comfort - 31.4 km - 38 min
Trip fare             AED 42.10
Salik (1 gate)        AED 4.00
Booking fee           AED 2.65
Total                 AED 48.75
Paid with Apple Pay (Visa ....4821)

Captain: Imran - Toyota Camry - plate O 48213
Trip ID: 7f3c-99a1-4e02

Lost something? Go to Help > Trips in the app.
Saqr Smart Mobility LLC, Dubai. VAT reg. 100455921800003.`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eceff3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#0d1b2a;">
<tr><td style="background:#0d1b2a;padding:18px 24px;"><img src="https://saqr.ae/static/email/saqr-logo-en.png" width="90" alt="Saqr"></td></tr>
<tr><td style="padding:22px 24px 6px;"><p style="margin:0;font-size:14px;color:#5c6b7a;">Thanks for riding with Saqr, Nadia.</p><p style="margin:6px 0 0;font-size:36px;font-weight:bold;">AED 48.75</p><p style="margin:4px 0 0;font-size:13px;color:#5c6b7a;">Thursday, 15 October 2026</p></td></tr>
<tr><td style="padding:16px 24px;"><img src="https://maps.saqr.ae/static/trip/7f3c-99a1-4e02.png" width="452" alt="Route map" style="display:block;width:100%;"></td></tr>
<tr><td style="padding:0 24px;font-size:14px;line-height:21px;">
<p><b>03:58</b> Marina Crest Tower B, Dubai Marina<br><b>04:36</b> Zafira Crew Reporting Centre, Al Garhoud</p>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td colspan="2" style="color:#5c6b7a;">Saqr Comfort &middot; 31.4 km &middot; 38 min</td></tr>
<tr><td>Trip fare</td><td align="right">AED 42.10</td></tr>
<tr><td>Salik (1 gate)</td><td align="right">AED 4.00</td></tr>
<tr><td>Booking fee</td><td align="right">AED 2.65</td></tr>
<tr><td style="border-top:1px solid #ddd;"><b>Total</b></td><td align="right" style="border-top:1px solid #ddd;"><b>AED 48.75</b></td></tr>
<tr><td colspan="2" style="color:#5c6b7a;font-size:13px;">Paid with Apple Pay (Visa &bull;&bull;&bull;&bull;4821)</td></tr>
</table>
<p style="font-size:13px;color:#5c6b7a;">Captain: Imran &middot; Toyota Camry &middot; plate O 48213<br>Trip ID: 7f3c-99a1-4e02</p>
<p style="font-size:13px;"><a href="https://saqr.ae/help/trips/7f3c-99a1-4e02" style="color:#0d1b2a;">Report an issue with this trip</a></p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f5f7f9;font-size:11px;color:#8796a5;">Saqr Smart Mobility LLC, Dubai. VAT reg. 100455921800003. &middot; <a href="https://saqr.ae/en/privacy" style="color:#8796a5;">Privacy</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },

  // ---------------------------------------------------------------- Qafila (online shop)
  {
    family: "qafila-store",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Qafila <orders@qafila.com>",
    to: TO,
    subject: "Shipped! Your Qafila order QF-2609-77310 is on its way",
    date: at("2026-09-25 15:20:47", "+0400"),
    enc: "b64",
    text: `Hi Nadia,

Good news - your order QF-2609-77310 has left our Jebel Ali warehouse.

  Samsonite-style cabin trolley, 55 cm, Navy        AED 449.00
  Compression packing cubes, set of 4               AED 79.00
  Universal travel adapter with USB-C               AED 65.00

Courier: Rahal Express, tracking number RX4410928817AE
Estimated delivery: Sunday 27 September 2026, 9 am - 9 pm

Track your parcel: https://www.qafila.com/orders/QF-2609-77310/track

On delivery day we'll e-mail you a delivery PIN to give to the courier.

Qafila Online Retail LLC, Jebel Ali Free Zone, Dubai. 800 QAFILA.`,
    html: page({
      title: "Your order has shipped",
      pre: "Estimated delivery Sunday 27 September.",
      brand: "Qafila",
      color: "#3e2a72",
      logo: "https://cdn.qafila.com/email/qafila-logo-white.png",
      body: `<p style="margin:0 0 14px;">Hi Nadia,</p>
<p style="margin:0 0 16px;">Good news &ndash; your order <b>QF-2609-77310</b> has left our Jebel Ali warehouse.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr><td width="64"><img src="https://cdn.qafila.com/p/88213/thumb.jpg" width="56" alt="Cabin trolley"></td><td>Samsonite-style cabin trolley, 55 cm, Navy</td><td align="right">AED 449.00</td></tr>
<tr><td><img src="https://cdn.qafila.com/p/41730/thumb.jpg" width="56" alt="Packing cubes"></td><td>Compression packing cubes, set of 4</td><td align="right">AED 79.00</td></tr>
<tr><td><img src="https://cdn.qafila.com/p/50944/thumb.jpg" width="56" alt="Travel adapter"></td><td>Universal travel adapter with USB-C</td><td align="right">AED 65.00</td></tr>
</table>
<p style="margin:16px 0 4px;">Courier: Rahal Express, tracking number <b>RX4410928817AE</b></p>
<p style="margin:0;">Estimated delivery: <b>Sunday 27 September 2026</b>, 9&nbsp;am &ndash; 9&nbsp;pm</p>
${button("https://www.qafila.com/orders/QF-2609-77310/track", "Track your parcel", "#3e2a72")}
<p style="margin:0;font-size:13px;color:#666;">On delivery day we'll e-mail you a delivery PIN to give to the courier.</p>`,
      foot: `Qafila Online Retail LLC &middot; Jebel Ali Free Zone, Dubai &middot; 800 QAFILA<br>
<a href="https://www.qafila.com/help" style="color:#7b8088;">Help</a> &middot; <a href="https://www.qafila.com/returns" style="color:#7b8088;">Returns</a> &middot; <a href="https://www.qafila.com/privacy" style="color:#7b8088;">Privacy</a>`,
    }),
  },
  {
    family: "qafila-store",
    group: "consumer",
    lang: "ar",
    kind: "delivery-pin",
    code: "7392",
    link: null,
    from: "قافلة <orders@qafila.com>",
    to: TO,
    subject: "طلبك في الطريق إليك اليوم – رمز التسليم",
    date: at("2026-09-27 08:05:12", "+0400"),
    enc: "qp",
    text: `مرحباً Nadia،

سيصل طلبك رقم QF-2609-77310 اليوم بين الساعة 9 صباحاً و9 مساءً.

رمز التسليم: 7392

يرجى إعطاء هذا الرمز للمندوب عند الاستلام فقط، ولا تشاركه عبر الهاتف أو الرسائل.

شركة الشحن: رحّال إكسبرس - رقم التتبع RX4410928817AE

قافلة - 800 QAFILA`,
    html: page({
      lang: "ar",
      dir: "rtl",
      title: "رمز التسليم",
      pre: "سيصل طلبك اليوم. رمز التسليم بالداخل.",
      brand: "قافلة",
      color: "#3e2a72",
      logo: "https://cdn.qafila.com/email/qafila-logo-white-ar.png",
      font: "Tahoma,Arial,sans-serif",
      body: `<p style="margin:0 0 14px;">مرحباً Nadia،</p>
<p style="margin:0 0 14px;">سيصل طلبك رقم <span dir="ltr">QF-2609-77310</span> <b>اليوم</b> بين الساعة 9 صباحاً و9 مساءً.</p>
<p style="margin:0 0 6px;">رمز التسليم:</p>
<p dir="ltr" style="margin:0 0 16px;text-align:center;font-size:34px;font-weight:bold;letter-spacing:12px;color:#3e2a72;background:#f1edf9;padding:12px 0;">7392</p>
<p style="margin:0 0 14px;">يرجى إعطاء هذا الرمز للمندوب عند الاستلام فقط، ولا تشاركه عبر الهاتف أو الرسائل.</p>
<p style="margin:0;font-size:13px;color:#666;">شركة الشحن: رحّال إكسبرس - رقم التتبع <span dir="ltr">RX4410928817AE</span> &middot; <a href="https://www.qafila.com/ar/orders/QF-2609-77310/track">تتبع الشحنة</a></p>`,
      foot:
        `قافلة للتجزئة الإلكترونية ذ.م.م &middot; المنطقة الحرة لجبل علي، دبي &middot; <span dir="ltr">800 QAFILA</span><br>
<a href="https://www.qafila.com/ar/help" style="color:#7b8088;">المساعدة</a> &middot; <a href="https://www.qafila.com/ar/privacy" style="color:#7b8088;">الخصوصية</a>`,
    }),
  },
  // ---------------------------------------------------------------- Hanashi Go (language app)
  {
    family: "hanashi-go",
    group: "consumer",
    lang: "en",
    kind: "streak-reminder",
    code: null,
    link: null,
    from: "Hanashi Go <sensei@hanashigo.app>",
    to: TO,
    subject: "Your 41-day streak ends at midnight 🔥",
    date: at("2026-09-30 21:00:00", "+0400"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://hanashigo.app/email/unsubscribe?t=rm_streak&u=5520917>"]],
    text: `Konbanwa, Nadia!

You've practised Japanese 41 days in a row. One 5-minute lesson keeps the
streak alive.

Next up: Unit 7, Lesson 3 - "At the hotel front desk"
  チェックインをお願いします。 (I'd like to check in, please.)

Continue learning: https://hanashigo.app/learn?utm_source=email&utm_campaign=streak

Flying today? Download lessons for offline use before take-off.

Hanashi Go, 2-11-3 Jingumae, Shibuya-ku, Tokyo 150-0001
Unsubscribe from reminders: https://hanashigo.app/email/unsubscribe?t=rm_streak&u=5520917`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Streak</title></head>
<body style="margin:0;background:#fff5f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:20px;font-family:'Avenir Next','Segoe UI',Arial,sans-serif;color:#3a2a2a;text-align:center;">
<tr><td style="padding:30px 30px 0;"><img src="https://img.hanashigo.app/email/mascot-tanuki-worried.png" width="120" alt="Tanu the tanuki looks worried"></td></tr>
<tr><td style="padding:16px 30px;">
<h1 style="margin:0;font-size:24px;">Konbanwa, Nadia!</h1>
<p style="font-size:16px;line-height:24px;">You've practised Japanese <b>41 days</b> in a row. One 5-minute lesson keeps the streak alive.</p>
<p style="font-size:14px;background:#fff5f5;border-radius:12px;padding:12px;">Next up: Unit 7, Lesson 3 &mdash; <i>At the hotel front desk</i><br><span style="font-size:18px;">チェックインをお願いします。</span></p>
<p style="margin:24px 0;"><a href="https://hanashigo.app/learn?utm_source=email&amp;utm_campaign=streak" style="background:#e4473f;color:#fff;padding:14px 40px;border-radius:30px;text-decoration:none;font-weight:bold;">CONTINUE</a></p>
<p style="font-size:13px;color:#8f7a7a;">Flying today? Download lessons for offline use before take-off.</p>
</td></tr>
<tr><td style="padding:18px 30px 26px;font-size:11px;color:#b09a9a;">Hanashi Go, 2-11-3 Jingumae, Shibuya-ku, Tokyo 150-0001<br><a href="https://hanashigo.app/email/unsubscribe?t=rm_streak&amp;u=5520917" style="color:#b09a9a;">Unsubscribe from reminders</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "hanashi-go",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://hanashigo.app/account/password/new?reset_token=hZ4qP0tWm2yR8cLx",
    from: "Hanashi Go <no-reply@hanashigo.app>",
    to: TO,
    subject: "Password reset for Hanashi Go",
    date: at("2026-10-24 14:18:51", "+0400"),
    text: `Hi Nadia,

We got a request to reset your Hanashi Go password. Choose a new one here:

https://hanashigo.app/account/password/new?reset_token=hZ4qP0tWm2yR8cLx

This link expires in 2 hours. Your progress, streak and XP are not affected.

If you didn't request a reset, just ignore this e-mail.

- The Hanashi Go team`,
    html:
      `<div style="font-family:'Avenir Next','Segoe UI',Arial,sans-serif;max-width:480px;color:#3a2a2a;font-size:15px;line-height:22px;">
<p><img src="https://img.hanashigo.app/email/logo-red.png" width="110" alt="Hanashi Go"></p>
<p>Hi Nadia,</p>
<p>We got a request to reset your Hanashi Go password.</p>
<p><a href="https://hanashigo.app/account/password/new?reset_token=hZ4qP0tWm2yR8cLx" style="background:#e4473f;color:#fff;padding:11px 26px;border-radius:24px;text-decoration:none;font-weight:bold;">Choose a new password</a></p>
<p style="font-size:13px;color:#8f7a7a;">This link expires in 2 hours. Your progress, streak and XP are not affected. If you didn't request a reset, just ignore this e-mail.</p>
<p style="font-size:11px;color:#b09a9a;">Hanashi Go &middot; <a href="https://hanashigo.app/help" style="color:#b09a9a;">Help</a> &middot; <a href="https://hanashigo.app/privacy" style="color:#b09a9a;">Privacy</a></p>
</div>`,
  },

  // ---------------------------------------------------------------- Pixhaven (photo backup)
  {
    family: "pixhaven-photos",
    group: "consumer",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Pixhaven <security@pixhaven.com>",
    to: TO,
    subject: "New device backing up to your Pixhaven library",
    date: at("2026-09-15 09:12:30", "+0200"),
    text: `Hi Nadia,

A new device started backing up photos to your Pixhaven library:

  Device: iPad Air (Nadia's iPad)
  First backup: 15 Sep 2026, 09:05 CEST
  Location: Madrid, Spain (approximate)

If this is your device, there's nothing else to do.

If you don't recognise it, remove it under Settings > Devices and change
your password: https://pixhaven.com/settings/devices

Pixhaven Inc., 500 Howard St, San Francisco, CA 94105`,
    html: page({
      title: "New device",
      pre: "A new device started backing up to your library.",
      brand: "Pixhaven",
      color: "#0e7c86",
      logo: "https://static.pixhaven.com/email/pixhaven-white.png",
      body: `<p style="margin:0 0 14px;">Hi Nadia,</p>
<p style="margin:0 0 14px;">A new device started backing up photos to your Pixhaven library:</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#777;">Device</td><td>iPad Air (Nadia's iPad)</td></tr>
<tr><td style="color:#777;">First backup</td><td>15 Sep 2026, 09:05 CEST</td></tr>
<tr><td style="color:#777;">Location</td><td>Madrid, Spain (approximate)</td></tr>
</table>
<p style="margin:14px 0;">If this is your device, there's nothing else to do.</p>
<p style="margin:0;">If you don't recognise it, <a href="https://pixhaven.com/settings/devices">remove it under Settings &gt; Devices</a> and change your password.</p>`,
      foot:
        `Pixhaven Inc., 500 Howard St, San Francisco, CA 94105 &middot; <a href="https://pixhaven.com/privacy" style="color:#7b8088;">Privacy</a> &middot; <a href="https://pixhaven.com/help" style="color:#7b8088;">Help</a>`,
    }),
  },
  {
    family: "pixhaven-photos",
    group: "consumer",
    lang: "fr",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Pixhaven <noreply@pixhaven.com>",
    to: TO,
    subject: "Votre espace Pixhaven est plein à 92 %",
    date: at("2026-10-07 10:00:00", "+0200"),
    enc: "b64",
    text: `Bonjour Nadia,

Vous utilisez 184 Go sur les 200 Go de votre forfait Pixhaven Plus (92 %).

Quand votre espace sera plein, vos nouvelles photos et vidéos ne seront plus
sauvegardées.

Passer au forfait 1 To pour 8,99 EUR/mois :
https://pixhaven.com/fr/plans?from=email_storage_92

Ou libérez de l'espace en supprimant les doublons et les vidéos volumineuses
depuis l'application.

Pixhaven Inc., 500 Howard St, San Francisco, CA 94105
Gérer les e-mails : https://pixhaven.com/fr/settings/notifications`,
    html: page({
      lang: "fr",
      title: "Espace presque plein",
      pre: "184 Go utilisés sur 200 Go.",
      brand: "Pixhaven",
      color: "#0e7c86",
      logo: "https://static.pixhaven.com/email/pixhaven-white.png",
      body: `<p style="margin:0 0 14px;">Bonjour Nadia,</p>
<p style="margin:0 0 10px;">Vous utilisez <b>184 Go sur les 200 Go</b> de votre forfait Pixhaven Plus.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;"><tr><td width="92%" style="background:#e0712b;height:10px;border-radius:5px 0 0 5px;"></td><td width="8%" style="background:#e5e7ea;height:10px;border-radius:0 5px 5px 0;"></td></tr></table>
<p style="margin:0;">Quand votre espace sera plein, vos nouvelles photos et vidéos ne seront plus sauvegardées.</p>
${button("https://pixhaven.com/fr/plans?from=email_storage_92", "Passer à 1 To &ndash; 8,99 &euro;/mois", "#0e7c86")}
<p style="margin:0;font-size:13px;color:#666;">Ou libérez de l'espace en supprimant les doublons et les vidéos volumineuses depuis l'application.</p>`,
      foot:
        `Pixhaven Inc., 500 Howard St, San Francisco, CA 94105<br><a href="https://pixhaven.com/fr/settings/notifications" style="color:#7b8088;">Gérer les e-mails</a> &middot; <a href="https://pixhaven.com/fr/privacy" style="color:#7b8088;">Confidentialité</a>`,
    }),
  },
  {
    family: "pixhaven-photos",
    group: "consumer",
    lang: "fr",
    kind: "invite-link",
    code: null,
    link: "https://pixhaven.com/invite/album/Zr8wKq3NnT5pL1vD",
    from: "Karim Belkacem via Pixhaven <albums@pixhaven.com>",
    to: TO,
    subject: "Karim vous invite à l'album partagé « Mariage Yasmine & Omar »",
    date: at("2026-10-26 22:31:04", "+0100"),
    enc: "qp",
    text: `Karim Belkacem vous invite à rejoindre l'album partagé
« Mariage Yasmine & Omar » (312 photos, 18 vidéos).

Une fois l'invitation acceptée, vous pourrez voir l'album, ajouter vos
propres photos et commenter.

Accepter l'invitation :
https://pixhaven.com/invite/album/Zr8wKq3NnT5pL1vD

L'invitation est valable 30 jours.

Pixhaven Inc., 500 Howard St, San Francisco, CA 94105`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f6f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:'Segoe UI',Helvetica,Arial,sans-serif;color:#1f2d30;">
<tr><td style="padding:0;"><img src="https://static.pixhaven.com/albums/Zr8wKq3NnT5pL1vD/cover-520.jpg" width="520" alt="Couverture de l'album" style="display:block;border-radius:10px 10px 0 0;"></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:23px;">
<p style="margin:0 0 6px;"><img src="https://static.pixhaven.com/avatars/u/88120.jpg" width="32" height="32" alt="Karim" style="border-radius:16px;vertical-align:middle;"> <b>Karim Belkacem</b> vous invite à rejoindre l'album partagé</p>
<h1 style="margin:8px 0;font-size:22px;">Mariage Yasmine &amp; Omar</h1>
<p style="margin:0 0 18px;color:#6b7a7d;font-size:14px;">312 photos &middot; 18 vidéos</p>
<p style="margin:0;">Une fois l'invitation acceptée, vous pourrez voir l'album, ajouter vos propres photos et commenter.</p>
<p style="margin:24px 0;"><a href="https://pixhaven.com/invite/album/Zr8wKq3NnT5pL1vD" style="background:#0e7c86;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none;font-weight:600;">Accepter l'invitation</a></p>
<p style="margin:0;font-size:13px;color:#6b7a7d;">L'invitation est valable 30 jours.</p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #eef1f2;font-size:11px;color:#98a5a8;">Pixhaven Inc., 500 Howard St, San Francisco, CA 94105 &middot; <a href="https://pixhaven.com/fr/privacy" style="color:#98a5a8;">Confidentialité</a><br>
<a href="https://apps.apple.com/app/pixhaven/id1490022817"><img src="https://static.pixhaven.com/email/badge-appstore-fr.png" width="100" alt="Télécharger dans l'App Store"></a> <a href="https://play.google.com/store/apps/details?id=com.pixhaven.android"><img src="https://static.pixhaven.com/email/badge-googleplay-fr.png" width="100" alt="Disponible sur Google Play"></a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  // ---------------------------------------------------------------- Binario Celere (Italian rail)
  {
    family: "binario-celere",
    group: "regional",
    lang: "it",
    kind: "verify-code",
    code: "258614",
    link: null,
    from: "Binario Celere <noreply@binariocelere.it>",
    to: TO,
    subject: "Il tuo codice di verifica Binario Celere",
    date: at("2026-10-23 22:47:15", "+0200"),
    enc: "qp",
    text: `Ciao Nadia,

per completare la registrazione al programma CeleRe inserisci questo codice
di verifica nella pagina di registrazione:

258614

Il codice scade tra 15 minuti.

Se non hai richiesto la registrazione, ignora questa e-mail.

Binario Celere S.p.A. - Via Vittor Pisani 20, 20124 Milano - P.IVA 09812230961
Assistenza: 02 3660 8800`,
    html: page({
      lang: "it",
      title: "Codice di verifica",
      pre: "Inserisci il codice per completare la registrazione.",
      brand: "Binario Celere",
      color: "#a3122a",
      logo: "https://www.binariocelere.it/img/mail/logo-bc-bianco.png",
      body: `<p style="margin:0 0 14px;">Ciao Nadia,</p>
<p style="margin:0 0 14px;">per completare la registrazione al programma <b>CeleRe</b> inserisci questo codice di verifica nella pagina di registrazione:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:6px 0 18px;"><tr><td style="border:2px solid #a3122a;padding:12px 26px;font-size:30px;font-weight:bold;letter-spacing:5px;color:#a3122a;font-family:'Courier New',monospace;">258614</td></tr></table>
<p style="margin:0 0 14px;">Il codice scade tra 15 minuti.</p>
<p style="margin:0;font-size:13px;color:#666;">Se non hai richiesto la registrazione, ignora questa e-mail.</p>`,
      foot:
        `Binario Celere S.p.A. &middot; Via Vittor Pisani 20, 20124 Milano &middot; P.IVA 09812230961 &middot; Assistenza 02 3660 8800<br>
<a href="https://www.binariocelere.it/privacy" style="color:#7b8088;">Privacy</a> &middot; <a href="https://www.binariocelere.it/condizioni" style="color:#7b8088;">Condizioni generali</a>`,
    }),
  },
  {
    family: "binario-celere",
    group: "regional",
    lang: "it",
    kind: "ticket",
    code: null,
    link: null,
    from: "Binario Celere <biglietti@binariocelere.it>",
    to: TO,
    subject: "Il tuo biglietto Milano Centrale – Venezia S. Lucia, 24/10/2026",
    date: at("2026-10-23 22:55:41", "+0200"),
    enc: "b64",
    text: `Ciao Nadia,

grazie per aver viaggiato con Binario Celere. Ecco il tuo biglietto.

Codice prenotazione (PNR): X7KQ2P

Andata - sabato 24 ottobre 2026
  Milano Centrale 09:35  ->  Venezia S. Lucia 11:47
  Treno BC 9711 - Carrozza 6 - Posto 14A (finestrino)
  Offerta Smart, 1 adulto

Totale pagato: 29,90 EUR (Mastercard •••• 9034)

Mostra il QR code allegato o il PNR al personale a bordo. Il biglietto è
nominativo: porta con te un documento d'identità.

Cambi e rimborsi secondo le condizioni dell'offerta Smart, fino a 3 ore prima
della partenza: https://www.binariocelere.it/gestisci-viaggio

Binario Celere S.p.A. - Via Vittor Pisani 20, 20124 Milano`,
    html: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Biglietto</title></head>
<body style="margin:0;background:#f2f2f2;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#a3122a;padding:16px 24px;"><img src="https://www.binariocelere.it/img/mail/logo-bc-bianco.png" width="150" alt="Binario Celere"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#222;line-height:21px;">
<p>Ciao Nadia,</p>
<p>grazie per aver viaggiato con Binario Celere. Ecco il tuo biglietto.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #ddd;">
<tr><td style="padding:14px;background:#fafafa;" colspan="2">Codice prenotazione (PNR): <b style="font-size:18px;">X7KQ2P</b></td></tr>
<tr><td style="padding:14px;" valign="top">
<p style="margin:0;color:#777;">Andata &middot; sabato 24 ottobre 2026</p>
<p style="margin:6px 0;font-size:18px;"><b>09:35</b> Milano Centrale &rarr; <b>11:47</b> Venezia S. Lucia</p>
<p style="margin:0;">Treno BC 9711 &middot; Carrozza 6 &middot; Posto 14A (finestrino)<br>Offerta Smart, 1 adulto</p>
</td><td width="130" align="center" style="padding:14px;"><img src="https://www.binariocelere.it/qr/X7KQ2P.png" width="110" height="110" alt="QR code del biglietto"></td></tr>
<tr><td style="padding:14px;border-top:1px solid #ddd;" colspan="2">Totale pagato: <b>29,90&nbsp;EUR</b> (Mastercard &bull;&bull;&bull;&bull; 9034)</td></tr>
</table>
<p>Mostra il QR code o il PNR al personale a bordo. Il biglietto è nominativo: porta con te un documento d'identità.</p>
<p>Cambi e rimborsi secondo le condizioni dell'offerta Smart, fino a 3 ore prima della partenza: <a href="https://www.binariocelere.it/gestisci-viaggio" style="color:#a3122a;">Gestisci il viaggio</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#333;color:#bbb;font-size:11px;">Binario Celere S.p.A. &middot; Via Vittor Pisani 20, 20124 Milano &middot; <a href="https://www.binariocelere.it/privacy" style="color:#bbb;">Privacy</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },

  // ---------------------------------------------------------------- Rolaqui (Lisbon e-scooters)
  {
    family: "rolaqui-scooters",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "3391",
    link: null,
    from: "Rolaqui <ola@rolaqui.pt>",
    to: TO,
    subject: "O teu código Rolaqui é 3391",
    date: at("2026-10-11 16:03:28", "+0100"),
    text: `Olá!

O teu código de acesso à Rolaqui é: 3391

Introduz este código na app para entrares na tua conta. É válido durante 10
minutos.

Não pediste este código? Podes ignorar este email.

Rolaqui Mobilidade, Lda. · Rua da Prata 210, 1100-420 Lisboa`,
    html:
      `<div style="font-family:'Helvetica Neue',Arial,sans-serif;max-width:420px;margin:0 auto;padding:24px;background:#f4fff6;border-radius:14px;color:#10351c;">
<img src="https://rolaqui.pt/email/rolaqui-verde.png" width="100" alt="Rolaqui">
<h2 style="font-size:20px;">Olá!</h2>
<p style="font-size:15px;">O teu código de acesso à Rolaqui é:</p>
<p style="font-size:40px;font-weight:800;margin:10px 0;letter-spacing:14px;color:#15a34a;">3391</p>
<p style="font-size:14px;">Introduz este código na app para entrares na tua conta. É válido durante 10 minutos.</p>
<p style="font-size:12px;color:#5d7d66;">Não pediste este código? Podes ignorar este email.<br>Rolaqui Mobilidade, Lda. &middot; Rua da Prata 210, 1100-420 Lisboa</p>
</div>`,
  },
  {
    family: "rolaqui-scooters",
    group: "regional",
    lang: "pt",
    kind: "ride-receipt",
    code: null,
    link: null,
    from: "Rolaqui <recibos@rolaqui.pt>",
    to: TO,
    subject: "Recibo da tua viagem – 11 out 2026",
    date: at("2026-10-11 16:41:09", "+0100"),
    enc: "qp",
    text: `Obrigado por andares de Rolaqui!

Viagem de 11 de outubro de 2026
Início 16:09 · Cais do Sodré
Fim    16:37 · Belém, junto ao Padrão dos Descobrimentos
Duração: 28 min · Distância: 6,2 km

Desbloqueio              1,00 €
28 min × 0,19 €          5,32 €
Total (IVA incluído)     6,32 €
Pago com Apple Pay

Poupaste 0,9 kg de CO2 face a uma viagem de carro.

Fatura n.º FR 2026/118406 disponível na app, em Perfil > Viagens.

Rolaqui Mobilidade, Lda. · NIPC 516 230 447 · Rua da Prata 210, 1100-420 Lisboa`,
    html: page({
      lang: "pt",
      title: "Recibo",
      pre: "6,32 € · 28 min · Cais do Sodré → Belém",
      brand: "Rolaqui",
      color: "#15a34a",
      logo: "https://rolaqui.pt/email/rolaqui-branco.png",
      font: "'Helvetica Neue',Arial,sans-serif",
      body: `<p style="margin:0 0 14px;font-size:18px;"><b>Obrigado por andares de Rolaqui!</b></p>
<p style="margin:0 0 6px;color:#5d7d66;">Viagem de 11 de outubro de 2026</p>
<p style="margin:0 0 14px;">&#9679; 16:09 &middot; Cais do Sodré<br>&#9679; 16:37 &middot; Belém, junto ao Padrão dos Descobrimentos<br><span style="color:#5d7d66;">Duração: 28 min &middot; Distância: 6,2 km</span></p>
<table role="presentation" width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td>Desbloqueio</td><td align="right">1,00&nbsp;€</td></tr>
<tr><td>28 min &times; 0,19&nbsp;€</td><td align="right">5,32&nbsp;€</td></tr>
<tr><td style="border-top:1px solid #ddd;"><b>Total</b> (IVA incluído)</td><td align="right" style="border-top:1px solid #ddd;"><b>6,32&nbsp;€</b></td></tr>
<tr><td colspan="2" style="color:#5d7d66;">Pago com Apple Pay</td></tr>
</table>
<p style="margin:14px 0;">&#127807; Poupaste 0,9&nbsp;kg de CO<sub>2</sub> face a uma viagem de carro.</p>
<p style="margin:0;font-size:13px;color:#5d7d66;">Fatura n.º FR 2026/118406 disponível na app, em Perfil &gt; Viagens.</p>`,
      foot:
        `Rolaqui Mobilidade, Lda. &middot; NIPC 516 230 447 &middot; Rua da Prata 210, 1100-420 Lisboa<br><a href="https://rolaqui.pt/ajuda" style="color:#7b8088;">Ajuda</a> &middot; <a href="https://rolaqui.pt/privacidade" style="color:#7b8088;">Privacidade</a>`,
    }),
  },

  // ---------------------------------------------------------------- Dasarang Duty Free (Seoul)
  {
    family: "dasarang-dutyfree",
    group: "regional",
    lang: "ko",
    kind: "signup-code",
    code: "870245",
    link: null,
    from: "다사랑면세점 <member@dasarangdfs.co.kr>",
    to: TO,
    subject: "[다사랑면세점] 회원가입 이메일 인증번호 안내",
    date: at("2026-10-22 13:36:02", "+0900"),
    enc: "b64",
    text: `안녕하세요, Nadia Belkacem 고객님.

다사랑면세점 회원가입을 위한 이메일 인증번호를 안내해 드립니다.

인증번호: 870245

인증번호 입력 화면에 위 번호를 입력해 주세요.
인증번호는 발송 후 3분간 유효합니다.

※ 본인이 요청하지 않은 경우 이 메일을 무시하셔도 됩니다.
※ 본 메일은 발신 전용입니다. 문의는 고객센터(1688-7720)로 연락 주세요.

(주)다사랑면세점 | 서울특별시 중구 소공로 88 | 사업자등록번호 104-81-55820`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>인증번호 안내</title></head>
<body style="margin:0;background:#f4f4f4;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:3px solid #1d3b8b;">
<tr><td style="padding:26px 36px 10px;"><img src="https://img.dasarangdfs.co.kr/mail/logo.png" width="160" alt="다사랑면세점"></td></tr>
<tr><td style="padding:10px 36px;font-size:14px;line-height:24px;color:#333;">
<h2 style="font-size:20px;color:#111;font-weight:bold;">이메일 인증번호 안내</h2>
<p>안녕하세요, <b>Nadia Belkacem</b> 고객님.<br>다사랑면세점 회원가입을 위한 이메일 인증번호를 안내해 드립니다.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f7f8fb;margin:18px 0;"><tr><td align="center" style="padding:22px;">
<span style="font-size:13px;color:#666;">인증번호</span><br><span style="font-size:32px;font-weight:bold;color:#1d3b8b;letter-spacing:4px;">870245</span>
</td></tr></table>
<p>인증번호 입력 화면에 위 번호를 입력해 주세요.<br>인증번호는 발송 후 <b style="color:#d33;">3분간</b> 유효합니다.</p>
<p style="font-size:12px;color:#888;">※ 본인이 요청하지 않은 경우 이 메일을 무시하셔도 됩니다.<br>※ 본 메일은 발신 전용입니다. 문의는 고객센터(1688-7720)로 연락 주세요.</p>
</td></tr>
<tr><td style="padding:18px 36px;background:#fafafa;font-size:11px;color:#999;line-height:18px;">(주)다사랑면세점 | 서울특별시 중구 소공로 88 | 대표이사 김현우 | 사업자등록번호 104-81-55820<br>
<a href="https://www.dasarangdfs.co.kr/privacy" style="color:#999;">개인정보처리방침</a> | <a href="https://www.dasarangdfs.co.kr/terms" style="color:#999;">이용약관</a><br>Copyright © 2026 DASARANG DUTY FREE. All rights reserved.</td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "dasarang-dutyfree",
    group: "regional",
    lang: "ko",
    kind: "welcome",
    code: null,
    link: null,
    from: "다사랑면세점 <member@dasarangdfs.co.kr>",
    to: TO,
    subject: "[다사랑면세점] 회원가입을 진심으로 축하드립니다",
    date: at("2026-10-22 13:41:47", "+0900"),
    enc: "qp",
    text: `Nadia Belkacem 고객님, 다사랑면세점 회원이 되신 것을 환영합니다.

■ 회원 등급: 브론즈
■ 가입 축하 적립금: 5,000원 (2026년 11월 21일까지 사용 가능)
■ 신규 회원 할인 쿠폰: WELCOME10 (온라인 10% 할인, 최소 구매 $100)

인천공항·김포공항 인도장에서 출국 전 상품을 수령하실 수 있습니다.
온라인 주문은 출국 3시간 전까지 가능합니다.

고객센터 1688-7720 (09:00~18:00, 연중무휴)
(주)다사랑면세점 | 서울특별시 중구 소공로 88

수신거부: https://www.dasarangdfs.co.kr/mypage/mail-settings`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>회원가입 축하</title></head>
<body style="margin:0;background:#f4f4f4;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://img.dasarangdfs.co.kr/mail/welcome_banner_2026.jpg" width="600" alt="다사랑면세점 회원가입을 축하합니다" style="display:block;"></td></tr>
<tr><td style="padding:26px 36px;font-size:14px;line-height:24px;color:#333;">
<p><b>Nadia Belkacem</b> 고객님, 다사랑면세점 회원이 되신 것을 환영합니다.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border-top:2px solid #1d3b8b;font-size:14px;">
<tr><td style="background:#f7f8fb;width:40%;">회원 등급</td><td>브론즈</td></tr>
<tr><td style="background:#f7f8fb;">가입 축하 적립금</td><td>5,000원 (2026년 11월 21일까지 사용 가능)</td></tr>
<tr><td style="background:#f7f8fb;">신규 회원 할인 쿠폰</td><td><b>WELCOME10</b> (온라인 10% 할인, 최소 구매 $100)</td></tr>
</table>
<p>인천공항·김포공항 인도장에서 출국 전 상품을 수령하실 수 있습니다.<br>온라인 주문은 출국 3시간 전까지 가능합니다.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://www.dasarangdfs.co.kr/event/new-member?utm_source=welcome_mail" style="background:#1d3b8b;color:#fff;padding:13px 40px;text-decoration:none;">신규 회원 혜택 보기</a></p>
</td></tr>
<tr><td style="padding:18px 36px;background:#fafafa;font-size:11px;color:#999;line-height:18px;">고객센터 1688-7720 (09:00~18:00, 연중무휴)<br>(주)다사랑면세점 | 서울특별시 중구 소공로 88 | 사업자등록번호 104-81-55820<br>
<a href="https://www.dasarangdfs.co.kr/mypage/mail-settings" style="color:#999;">수신거부</a> | <a href="https://www.dasarangdfs.co.kr/privacy" style="color:#999;">개인정보처리방침</a><br>Copyright © 2026 DASARANG DUTY FREE. All rights reserved.</td></tr>
</table></td></tr></table>
</body></html>`,
  },
];
