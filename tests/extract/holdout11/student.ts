/**
 * One US university student's inbox over September and October 2026, in English: campus systems (single
 * sign-on, learning platform, library, housing, aid, health, card, mailroom lockers), jobs, banks, apps,
 * shops, travel and tickets, most of it asking for nothing and a minority carrying a code or a link.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026. */
function d(month: number, day: number, time: string, zone = "-0400"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  return `${wd}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time} ${zone}`;
}

const TO = "Maya Okafor <mokafor3@westbrook.edu>";
const TO_PERSONAL = "Maya Okafor <maya.okafor.22@inbox.example>";

/** The university's shared message frame (central IT and the offices use the same one). */
function uni(office: string, inner: string, contact: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${office}</title></head>
<body style="margin:0;padding:0;background:#efefef;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#efefef">
<tr><td align="center" style="padding:18px 8px;">
<table role="presentation" width="620" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:6px solid #6d1a36;">
<tr><td style="padding:18px 28px 10px 28px;">
<img src="https://brand.westbrook.edu/email/wordmark-maroon-2x.png" width="210" height="38" alt="Westbrook University" style="display:block;border:0;">
<div style="font:600 13px Arial,Helvetica,sans-serif;color:#6d1a36;letter-spacing:1px;text-transform:uppercase;padding-top:8px;">${office}</div>
</td></tr>
<tr><td style="padding:8px 28px 24px 28px;font:15px/1.55 Georgia,'Times New Roman',serif;color:#222222;">
${inner}
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f1f3;font:12px/1.5 Arial,Helvetica,sans-serif;color:#5b5b5b;">
${contact}<br>
Westbrook University &middot; 1200 College Avenue &middot; Westbrook, OH 43215<br>
<a href="https://www.westbrook.edu/privacy" style="color:#6d1a36;">Privacy</a> &nbsp;|&nbsp; <a href="https://www.westbrook.edu/accessibility" style="color:#6d1a36;">Accessibility</a> &nbsp;|&nbsp; <a href="https://www.westbrook.edu/nondiscrimination" style="color:#6d1a36;">Nondiscrimination notice</a><br>
&copy; 2026 The Trustees of Westbrook University
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

/** A brand frame with a hidden preheader, a logo row, the body and a link-heavy footer. */
function brand(o: {
  pre: string;
  logo: string;
  name: string;
  color: string;
  inner: string;
  foot: string;
  width?: number;
  font?: string;
}): string {
  const w = o.width ?? 600;
  const font = o.font ?? "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  return `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml"><head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${o.name}</title>
<style type="text/css">
  body{margin:0;padding:0;-webkit-text-size-adjust:100%;}
  table,td{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;}
  img{border:0;outline:none;text-decoration:none;}
  @media only screen and (max-width:620px){ .container{width:100% !important;} .px{padding-left:18px !important;padding-right:18px !important;} }
</style></head>
<body style="margin:0;padding:0;background-color:#f4f4f6;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${o.pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="background-color:#f4f4f6;">
  <tr><td align="center" style="padding:24px 10px;">
    <table role="presentation" class="container" border="0" cellpadding="0" cellspacing="0" width="${w}" style="width:${w}px;background:#ffffff;border-radius:8px;">
      <tr><td class="px" style="padding:26px 40px 8px 40px;border-bottom:1px solid #ececf0;">
        <img src="${o.logo}" alt="${o.name}" height="30" style="display:block;height:30px;">
      </td></tr>
      <tr><td class="px" style="padding:26px 40px 30px 40px;font-family:${font};font-size:15px;line-height:24px;color:#25262b;">
${o.inner}
      </td></tr>
    </table>
    <table role="presentation" class="container" border="0" cellpadding="0" cellspacing="0" width="${w}" style="width:${w}px;">
      <tr><td class="px" style="padding:20px 40px;font-family:${font};font-size:12px;line-height:18px;color:#8a8b93;text-align:center;">
${o.foot}
      </td></tr>
    </table>
  </td></tr>
</table>
</body></html>`;
}

/** A bulletproof button. */
function button(href: string, label: string, bg: string, fg = "#ffffff"): string {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:22px 0;">
  <tr><td align="center" bgcolor="${bg}" style="border-radius:6px;">
    <a href="${href}" target="_blank" style="display:inline-block;padding:13px 26px;font-weight:600;font-size:15px;color:${fg};text-decoration:none;border-radius:6px;">${label}</a>
  </td></tr>
</table>`;
}

/** One bordered cell per character. */
function cells(code: string, color = "#111111"): string {
  const tds = [...code].map((ch) =>
    `<td style="width:40px;height:50px;border:1px solid #d5d7de;border-radius:6px;text-align:center;font:700 26px 'Courier New',monospace;color:${color};">${ch}</td><td style="width:6px;"></td>`
  ).join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:18px 0;"><tr>${tds}</tr></table>`;
}

// ---------------------------------------------------------------- the mails

export const mails: Mail[] = [
  // ------------------------------------------------------------ university single sign-on
  {
    family: "westbrook-netid",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "604218",
    link: null,
    from: "Westbrook Login <no-reply@login.westbrook.edu>",
    to: TO,
    subject: "Your Westbrook Login verification code",
    date: d(9, 2, "08:41:07"),
    enc: "qp",
    text: `Westbrook University | Office of the CIO

Hi Maya,

Someone (hopefully you) is signing in to Westbrook Login with NetID mokafor3 and chose to get a
verification code by email.

Verification code: 604 218

The code works once and expires in 10 minutes (at 8:51 AM Eastern). Never share it with anyone,
including people who say they work for the university. The IT Service Desk will never ask you for it.

Sign-in details
  Application: Lectern (learning platform)
  Browser:     Chrome 128 on Windows
  Location:    Westbrook, OH (approximate)

Didn't try to sign in? Change your password right away and call the IT Service Desk at
614-555-0142, or visit https://it.westbrook.edu/security.

Tip: the WU Verify app is faster than email codes. Set it up at https://it.westbrook.edu/mfa

Westbrook University, 1200 College Avenue, Westbrook, OH 43215`,
    html: uni(
      "Office of the CIO &middot; Westbrook Login",
      `<p style="margin:0 0 14px 0;">Hi Maya,</p>
<p style="margin:0 0 14px 0;">Someone (hopefully you) is signing in to Westbrook Login with NetID <b>mokafor3</b> and chose to get a verification code by email.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:18px 0;">
<tr><td align="center" style="background:#f6f1f3;border:1px solid #e3d4da;padding:18px 10px;">
<div style="font:12px Arial,sans-serif;color:#6d1a36;text-transform:uppercase;letter-spacing:1px;">Verification code</div>
<div style="font:700 34px 'Courier New',monospace;letter-spacing:8px;color:#111;padding-top:6px;">604 218</div>
</td></tr></table>
<p style="margin:0 0 14px 0;">The code works once and expires in 10 minutes (at 8:51&nbsp;AM Eastern). Never share it with anyone, including people who say they work for the university. The IT Service Desk will never ask you for it.</p>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font:13px Arial,sans-serif;color:#444;margin:0 0 14px 0;">
<tr><td style="color:#888;">Application</td><td>Lectern (learning platform)</td></tr>
<tr><td style="color:#888;">Browser</td><td>Chrome 128 on Windows</td></tr>
<tr><td style="color:#888;">Location</td><td>Westbrook, OH (approximate)</td></tr>
</table>
<p style="margin:0 0 14px 0;">Didn&rsquo;t try to sign in? Change your password right away and call the IT Service Desk at 614-555-0142, or visit <a href="https://it.westbrook.edu/security" style="color:#6d1a36;">it.westbrook.edu/security</a>.</p>
<p style="margin:0;font-size:13px;color:#666;">Tip: the WU Verify app is faster than email codes. <a href="https://it.westbrook.edu/mfa" style="color:#6d1a36;">Set it up</a>.</p>`,
      `IT Service Desk &middot; 614-555-0142 &middot; <a href="mailto:servicedesk@westbrook.edu" style="color:#6d1a36;">servicedesk@westbrook.edu</a>`,
    ),
  },
  {
    family: "westbrook-netid",
    group: "consumer",
    lang: "en",
    kind: "reset-code",
    code: "83920417",
    link: null,
    from: "Westbrook IT Service Desk <servicedesk@westbrook.edu>",
    to: TO_PERSONAL,
    subject: "NetID password reset code",
    date: d(9, 19, "23:58:31"),
    text: `A password reset was requested for NetID mokafor3.

We sent this to your recovery email address (maya.okafor.22@inbox.example) on file.

Your one-time reset code is: 83920417

Go back to the browser window where you started the reset and type the code there. It expires 15
minutes after this message was sent. After three wrong attempts the reset is locked for an hour.

If you didn't ask for this, you can ignore this email; your password stays the same. If you keep
getting these messages, please contact us.

--
Westbrook University IT Service Desk
Hamilton Hall, Room 104 | 614-555-0142 | servicedesk@westbrook.edu
Open Monday-Friday 7:30 AM-8:00 PM, Saturday 10:00 AM-4:00 PM
Ticket status and knowledge base: https://servicedesk.westbrook.edu`,
    html: null,
  },
  {
    family: "westbrook-netid",
    group: "consumer",
    lang: "en",
    kind: "signin-alert",
    code: null,
    link: null,
    from: "Westbrook Login <no-reply@login.westbrook.edu>",
    to: TO,
    subject: "New sign-in to your Westbrook account",
    date: d(10, 11, "14:06:52"),
    enc: "b64",
    text: `Hi Maya,

Your NetID (mokafor3) was just used to sign in on a device we haven't seen before.

When:     Sunday, October 11, 2026 at 2:05 PM EDT
Device:   Safari on iPhone
Location: near Cleveland, OH
IP:       73.160.22.184

If this was you, there's nothing else to do.

If it wasn't you, reset your password at https://password.westbrook.edu and report it to the IT
Service Desk (614-555-0142) so we can end that session.

Office of the CIO, Westbrook University`,
    html: uni(
      "Office of the CIO &middot; Security notice",
      `<p style="margin:0 0 14px 0;">Hi Maya,</p>
<p style="margin:0 0 14px 0;">Your NetID (<b>mokafor3</b>) was just used to sign in on a device we haven&rsquo;t seen before.</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" width="100%" style="font:14px Arial,sans-serif;border:1px solid #e6e6e6;margin:0 0 16px 0;">
<tr><td width="90" style="color:#777;border-bottom:1px solid #eee;">When</td><td style="border-bottom:1px solid #eee;">Sunday, October 11, 2026 at 2:05 PM EDT</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">Device</td><td style="border-bottom:1px solid #eee;">Safari on iPhone</td></tr>
<tr><td style="color:#777;border-bottom:1px solid #eee;">Location</td><td style="border-bottom:1px solid #eee;">near Cleveland, OH</td></tr>
<tr><td style="color:#777;">IP</td><td>73.160.22.184</td></tr>
</table>
<p style="margin:0 0 14px 0;">If this was you, there&rsquo;s nothing else to do.</p>
<p style="margin:0;">If it wasn&rsquo;t you, <a href="https://password.westbrook.edu" style="color:#6d1a36;">reset your password</a> and report it to the IT Service Desk (614-555-0142) so we can end that session.</p>`,
      `Office of the CIO &middot; <a href="https://it.westbrook.edu" style="color:#6d1a36;">it.westbrook.edu</a>`,
    ),
  },

  // ------------------------------------------------------------ mailroom lockers
  {
    family: "westbrook-mailroom",
    group: "consumer",
    lang: "en",
    kind: "locker-pickup",
    code: "820419",
    link: null,
    from: "Westbrook Mail Services <parcels@mail.westbrook.edu>",
    to: TO,
    subject: "You have a package in Locker Bank C (Morrow Hall)",
    date: d(9, 4, "11:22:40"),
    text: `WESTBROOK MAIL SERVICES - PACKAGE NOTIFICATION

Hello Maya Okafor,

A package addressed to you has been placed in a smart locker.

  Location:      Morrow Hall lobby, Locker Bank C
  Carrier:       UPS
  Tracking no.:  1Z 8A4 W92 03 5541 7720
  Received:      09/04/2026 11:19 AM
  PICKUP CODE:   820419

Enter the pickup code on the locker screen, or scan the barcode in the Westbrook Mobile app. The
locker bank is open 7 AM - 11 PM daily.

Please collect your package within 5 days. After 09/09/2026 it will be moved to the Mail Center
counter (Student Union, lower level) and you will need your OneCard to pick it up.

Oversized packages are held at the counter; you will get a separate notice.

Questions: mailservices@westbrook.edu | 614-555-0177

* This is an automated message. Replies are not monitored. *`,
    html: null,
  },
  {
    family: "westbrook-mailroom",
    group: "consumer",
    lang: "en",
    kind: "locker-pickup",
    code: "7350-26",
    code_digits: "735026",
    link: null,
    from: "Westbrook Mail Services <parcels@mail.westbrook.edu>",
    to: TO,
    subject: "Reminder: package waiting - 2 days left",
    date: d(9, 28, "07:00:03"),
    enc: "qp",
    text: `Hello Maya Okafor,

This is a reminder that a package is still waiting for you.

  Location:     Morrow Hall lobby, Locker Bank C, door 41
  Carrier:      USPS
  Tracking no.: 9400 1118 9922 3847 5510 62
  Received:     09/26/2026 3:47 PM
  Pickup code:  7350-26

If it is not picked up by 09/30/2026 it goes back to the Mail Center counter.

Mail Services | 614-555-0177 | https://mailservices.westbrook.edu`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#333;">
<table width="560" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #ccc;">
<tr><td bgcolor="#6d1a36" style="padding:10px 16px;color:#fff;font-weight:bold;font-size:15px;">Westbrook Mail Services &mdash; Package Reminder</td></tr>
<tr><td style="padding:16px;">
<p>Hello Maya Okafor,</p>
<p>This is a reminder that a package is still waiting for you.</p>
<table cellpadding="5" cellspacing="0" border="1" bordercolor="#dddddd" style="border-collapse:collapse;font-size:13px;">
<tr><td bgcolor="#f2f2f2"><b>Location</b></td><td>Morrow Hall lobby, Locker Bank C, door 41</td></tr>
<tr><td bgcolor="#f2f2f2"><b>Carrier</b></td><td>USPS</td></tr>
<tr><td bgcolor="#f2f2f2"><b>Tracking no.</b></td><td>9400 1118 9922 3847 5510 62</td></tr>
<tr><td bgcolor="#f2f2f2"><b>Received</b></td><td>09/26/2026 3:47 PM</td></tr>
<tr><td bgcolor="#f2f2f2"><b>Pickup code</b></td><td style="font-size:18px;font-weight:bold;">7350-26</td></tr>
</table>
<p><img src="https://mailservices.westbrook.edu/barcode/7f3a91c2.png" width="220" height="60" alt="Pickup barcode"></p>
<p>If it is not picked up by 09/30/2026 it goes back to the Mail Center counter.</p>
<p style="color:#777;font-size:11px;">Mail Services | 614-555-0177 | <a href="https://mailservices.westbrook.edu">mailservices.westbrook.edu</a></p>
</td></tr></table>
</body></html>`,
  },
  {
    family: "westbrook-mailroom",
    group: "consumer",
    lang: "en",
    kind: "package-collected",
    code: null,
    link: null,
    from: "Westbrook Mail Services <parcels@mail.westbrook.edu>",
    to: TO,
    subject: "Package picked up - Locker Bank C",
    date: d(9, 29, "18:12:55"),
    text: `Hello Maya Okafor,

Your package (USPS 9400 1118 9922 3847 5510 62) was picked up from Morrow Hall Locker Bank C, door 41,
on 09/29/2026 at 6:12 PM.

If you did not pick up this package, contact Mail Services right away at 614-555-0177.

Westbrook Mail Services`,
    html: null,
  },

  // ------------------------------------------------------------ learning platform
  {
    family: "lectern-lms",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://westbrook.lectern.app/courses/48112/enrollment_invitation?token=Qm7vZ2xkT9pLr4Hc",
    from: "Lectern <notifications@lectern.app>",
    to: TO,
    subject: "Course invitation: BIOL 1114 Lab - Section 07 (Autumn 2026)",
    date: d(9, 1, "16:30:12"),
    enc: "qp",
    text: `You've been invited to join BIOL 1114 Lab - Section 07 (Autumn 2026) as a Student.

Dr. Hannah Reyes added you to this lab section after the add/drop swap. Accept the invitation to see
the lab schedule, safety quiz and pre-lab readings:

Accept invitation:
https://westbrook.lectern.app/courses/48112/enrollment_invitation?token=Qm7vZ2xkT9pLr4Hc

Course: BIOL 1114 Lab - Section 07
Meets: Thursdays 1:50-4:40 PM, Jennings Hall 214
Instructor: Hannah Reyes

__________________________________________________
You're receiving this because you have an account at westbrook.lectern.app.
Update your notification preferences: https://westbrook.lectern.app/profile/communication`,
    html:
      `<div style="font-family:'Lato','Helvetica Neue',Helvetica,Arial,sans-serif;font-size:15px;color:#2d3b45;max-width:600px;">
<div style="padding:14px 0;border-bottom:3px solid #0b6e4f;"><img src="https://du11hjcvx0uqb.cloudfront.net/lectern/email-logo.png" alt="Lectern" height="26"></div>
<p style="font-size:18px;margin:22px 0 10px 0;">You've been invited to join <b>BIOL 1114 Lab - Section 07 (Autumn 2026)</b> as a Student.</p>
<p>Dr. Hannah Reyes added you to this lab section after the add/drop swap. Accept the invitation to see the lab schedule, safety quiz and pre-lab readings.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#0b6e4f;border-radius:4px;">
<a href="https://westbrook.lectern.app/courses/48112/enrollment_invitation?token=Qm7vZ2xkT9pLr4Hc" style="display:inline-block;padding:10px 20px;color:#fff;text-decoration:none;font-weight:bold;">Accept invitation</a>
</td></tr></table>
<table role="presentation" cellpadding="3" cellspacing="0" style="margin-top:18px;font-size:13px;color:#555;">
<tr><td>Course:</td><td><a href="https://westbrook.lectern.app/courses/48112" style="color:#0b6e4f;">BIOL 1114 Lab - Section 07</a></td></tr>
<tr><td>Meets:</td><td>Thursdays 1:50&ndash;4:40 PM, Jennings Hall 214</td></tr>
<tr><td>Instructor:</td><td>Hannah Reyes</td></tr>
</table>
<hr style="border:none;border-top:1px solid #c7cdd1;margin:24px 0 10px 0;">
<p style="font-size:12px;color:#73818c;">You're receiving this because you have an account at westbrook.lectern.app. <a href="https://westbrook.lectern.app/profile/communication" style="color:#73818c;">Update your notification preferences</a></p>
</div>`,
  },
  {
    family: "lectern-lms",
    group: "consumer",
    lang: "en",
    kind: "grade-posted",
    code: null,
    link: null,
    from: "Lectern <notifications@lectern.app>",
    to: TO,
    subject: "Grade posted: Problem Set 3, MATH 2153",
    date: d(9, 24, "21:47:19"),
    text: `Problem Set 3, MATH 2153 - Calculus III (Autumn 2026)

Your instructor has graded this assignment.

score: 46 out of 50

1 new comment from Wei Zhang (TA):
"Nice work on 4(b). On #7 the bounds for theta should run from 0 to pi/2, not pi - see the
solutions posted in Files."

You can review the submission at:
https://westbrook.lectern.app/courses/47330/assignments/291845/submissions/88120

__________________________________________________
Update your notification preferences: https://westbrook.lectern.app/profile/communication`,
    html:
      `<div style="font-family:'Lato','Helvetica Neue',Helvetica,Arial,sans-serif;font-size:15px;color:#2d3b45;max-width:600px;">
<div style="padding:14px 0;border-bottom:3px solid #0b6e4f;"><img src="https://du11hjcvx0uqb.cloudfront.net/lectern/email-logo.png" alt="Lectern" height="26"></div>
<p style="margin:20px 0 4px 0;"><a href="https://westbrook.lectern.app/courses/47330/assignments/291845" style="color:#0b6e4f;font-size:18px;">Problem Set 3</a>, MATH 2153 - Calculus III (Autumn 2026)</p>
<p>Your instructor has graded this assignment.</p>
<p style="font-size:20px;margin:8px 0;">score: <b>46</b> out of 50</p>
<div style="background:#f5f5f5;border-left:3px solid #c7cdd1;padding:10px 14px;margin:14px 0;">
<div style="font-size:12px;color:#73818c;">1 new comment from Wei Zhang (TA)</div>
<div>Nice work on 4(b). On #7 the bounds for theta should run from 0 to &pi;/2, not &pi; &ndash; see the solutions posted in Files.</div></div>
<p><a href="https://westbrook.lectern.app/courses/47330/assignments/291845/submissions/88120" style="color:#0b6e4f;">View submission</a></p>
<hr style="border:none;border-top:1px solid #c7cdd1;margin:24px 0 10px 0;">
<p style="font-size:12px;color:#73818c;"><a href="https://westbrook.lectern.app/profile/communication" style="color:#73818c;">Update your notification preferences</a></p>
</div>`,
  },
  {
    family: "lectern-lms",
    group: "consumer",
    lang: "en",
    kind: "course-announcement",
    code: null,
    link: null,
    from: "Lectern <notifications@lectern.app>",
    to: TO,
    subject: "Recent Lectern notifications",
    date: d(10, 6, "06:02:44"),
    enc: "8bit",
    text: `Daily summary - Tuesday, October 6

ANNOUNCEMENT · PSYC 1100 - Intro to Psychology
Midterm room change
The midterm on Thursday 10/8 moves to Lazenby Auditorium (not Hagerty 180). Bring a #2 pencil and
your OneCard. Seats are assigned by last name; see the chart in Files.
https://westbrook.lectern.app/courses/47402/discussion_topics/610233

DUE DATE · MATH 2153 - Calculus III
Problem Set 5 is due Friday 10/9 at 11:59 PM.
https://westbrook.lectern.app/courses/47330/assignments/291902

DISCUSSION · ENGL 1110 - First-Year Writing
Jordan Pike replied to "Peer review pairs – Essay 2"
https://westbrook.lectern.app/courses/47518/discussion_topics/612004

__________________________________________________
Change how often you get these: https://westbrook.lectern.app/profile/communication`,
    html:
      `<div style="font-family:'Lato','Helvetica Neue',Helvetica,Arial,sans-serif;font-size:14px;color:#2d3b45;max-width:600px;">
<div style="padding:14px 0;border-bottom:3px solid #0b6e4f;"><img src="https://du11hjcvx0uqb.cloudfront.net/lectern/email-logo.png" alt="Lectern" height="26"></div>
<h2 style="font-weight:normal;font-size:18px;">Daily summary &ndash; Tuesday, October 6</h2>
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" style="border-collapse:collapse;">
<tr><td style="border-bottom:1px solid #e5e5e5;">
<div style="font-size:11px;color:#73818c;text-transform:uppercase;">Announcement · PSYC 1100 – Intro to Psychology</div>
<a href="https://westbrook.lectern.app/courses/47402/discussion_topics/610233" style="color:#0b6e4f;font-weight:bold;">Midterm room change</a>
<div>The midterm on Thursday 10/8 moves to Lazenby Auditorium (not Hagerty 180). Bring a #2 pencil and your OneCard. Seats are assigned by last name; see the chart in Files.</div>
</td></tr>
<tr><td style="border-bottom:1px solid #e5e5e5;">
<div style="font-size:11px;color:#73818c;text-transform:uppercase;">Due date · MATH 2153 – Calculus III</div>
<a href="https://westbrook.lectern.app/courses/47330/assignments/291902" style="color:#0b6e4f;font-weight:bold;">Problem Set 5</a> is due Friday 10/9 at 11:59 PM.
</td></tr>
<tr><td>
<div style="font-size:11px;color:#73818c;text-transform:uppercase;">Discussion · ENGL 1110 – First-Year Writing</div>
Jordan Pike replied to <a href="https://westbrook.lectern.app/courses/47518/discussion_topics/612004" style="color:#0b6e4f;">“Peer review pairs – Essay 2”</a>
</td></tr></table>
<p style="font-size:12px;color:#73818c;margin-top:20px;"><a href="https://westbrook.lectern.app/profile/communication" style="color:#73818c;">Change how often you get these</a></p>
</div>`,
  },

  // ------------------------------------------------------------ libraries
  {
    family: "westbrook-library",
    group: "consumer",
    lang: "en",
    kind: "hold-ready",
    code: null,
    link: null,
    from: "Westbrook University Libraries <library-notices@lib.westbrook.edu>",
    to: TO,
    subject: "Hold available for pickup",
    date: d(9, 15, "10:05:00"),
    text: `Westbrook University Libraries
Thompson Library, 1858 Neil Avenue Mall, Westbrook OH 43215

09/15/2026

Maya Okafor
mokafor3@westbrook.edu

The following item you requested is available for pickup at the Thompson Library circulation desk,
1st floor:

  Title:      Thinking, fast and slow / Daniel Kahneman.
  Call no.:   BF441 .K238 2011
  Barcode:    31067009918254
  Pickup by:  09/22/2026

Bring your OneCard. Items not picked up by the date above will go to the next patron or back to
the stacks.

View your library account: https://library.westbrook.edu/myaccount
Renew items online, or call Circulation at 614-555-0193.`,
    html: null,
  },
  {
    family: "westbrook-library",
    group: "consumer",
    lang: "en",
    kind: "courtesy-notice",
    code: null,
    link: null,
    from: "Westbrook University Libraries <library-notices@lib.westbrook.edu>",
    to: TO,
    subject: "Courtesy notice: items due soon",
    date: d(10, 17, "04:30:11"),
    enc: "qp",
    text: `Westbrook University Libraries

Dear Maya Okafor,

This is a courtesy reminder that the following items are due in 3 days. Most items can be renewed
online unless another patron has requested them.

1. Thinking, fast and slow / Daniel Kahneman.
   Barcode: 31067009918254   Due: 10/20/2026 11:59 PM
2. Organic chemistry study guide and solutions manual / Klein.
   Barcode: 31067011203377   Due: 10/20/2026 11:59 PM   (course reserve - cannot be renewed)

Renew at https://library.westbrook.edu/myaccount

Overdue course reserves are charged $1.00 per hour, up to $25.00 per item.

Thompson Library Circulation | 614-555-0193 | circ@lib.westbrook.edu`,
    html: `<html><body>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="font-family:Arial,sans-serif;font-size:14px;color:#222;padding:12px;">
<p style="font-size:16px;font-weight:bold;color:#6d1a36;margin:0 0 12px 0;">Westbrook University Libraries</p>
<p>Dear Maya Okafor,</p>
<p>This is a courtesy reminder that the following items are due in 3 days. Most items can be renewed online unless another patron has requested them.</p>
<table cellpadding="6" cellspacing="0" border="0" style="font-size:13px;border:1px solid #ddd;">
<tr style="background:#eee;"><th align="left">Title</th><th align="left">Barcode</th><th align="left">Due</th></tr>
<tr><td>Thinking, fast and slow / Daniel Kahneman.</td><td>31067009918254</td><td>10/20/2026 11:59 PM</td></tr>
<tr><td>Organic chemistry study guide and solutions manual / Klein.<br><i>course reserve &ndash; cannot be renewed</i></td><td>31067011203377</td><td>10/20/2026 11:59 PM</td></tr>
</table>
<p><a href="https://library.westbrook.edu/myaccount">Renew online</a></p>
<p>Overdue course reserves are charged $1.00 per hour, up to $25.00 per item.</p>
<p style="font-size:12px;color:#666;">Thompson Library Circulation | 614-555-0193 | <a href="mailto:circ@lib.westbrook.edu">circ@lib.westbrook.edu</a></p>
</td></tr></table>
</body></html>`,
  },

  // ------------------------------------------------------------ housing
  {
    family: "westbrook-housing",
    group: "consumer",
    lang: "en",
    kind: "work-order",
    code: null,
    link: null,
    from: "Residence Life Facilities <facilities-noreply@housing.westbrook.edu>",
    to: TO,
    subject: "Work order #WO-2026-118274 received",
    date: d(9, 8, "22:14:37"),
    text: `Hi Maya,

We received your maintenance request.

Work order:  WO-2026-118274
Building:    Morrow Hall
Room:        0317B
Category:    Heating/Cooling - Room too hot
Priority:    Routine (3 business days)
Entry:       You gave permission to enter when you are not there

Description you entered:
"Radiator won't turn off, room is like 85 degrees even with the window open."

A technician will visit between 8 AM and 4:30 PM. We'll email you again when the work is done. For
emergencies (flooding, no heat below 60 F, power out) call 614-555-0100 any time.

Check the status: https://housing.westbrook.edu/portal/workorders

Residence Life Facilities, Westbrook University`,
    html: uni(
      "Residence Life &middot; Facilities",
      `<p style="margin:0 0 12px 0;">Hi Maya,</p>
<p style="margin:0 0 12px 0;">We received your maintenance request.</p>
<table role="presentation" cellpadding="5" cellspacing="0" border="0" style="font:14px Arial,sans-serif;">
<tr><td style="color:#777;">Work order</td><td><b>WO-2026-118274</b></td></tr>
<tr><td style="color:#777;">Building</td><td>Morrow Hall</td></tr>
<tr><td style="color:#777;">Room</td><td>0317B</td></tr>
<tr><td style="color:#777;">Category</td><td>Heating/Cooling &ndash; Room too hot</td></tr>
<tr><td style="color:#777;">Priority</td><td>Routine (3 business days)</td></tr>
<tr><td style="color:#777;">Entry</td><td>You gave permission to enter when you are not there</td></tr>
</table>
<p style="margin:14px 0;font-style:italic;color:#555;">&ldquo;Radiator won't turn off, room is like 85 degrees even with the window open.&rdquo;</p>
<p style="margin:0 0 12px 0;">A technician will visit between 8&nbsp;AM and 4:30&nbsp;PM. We&rsquo;ll email you again when the work is done. For emergencies (flooding, no heat below 60&deg;F, power out) call 614-555-0100 any time.</p>
<p style="margin:0;"><a href="https://housing.westbrook.edu/portal/workorders" style="color:#6d1a36;">Check the status</a></p>`,
      `Residence Life Facilities &middot; 614-555-0100`,
    ),
  },
  {
    family: "westbrook-housing",
    group: "consumer",
    lang: "en",
    kind: "announcement",
    code: null,
    link: null,
    from: "Westbrook Residence Life <reslife@westbrook.edu>",
    to: TO,
    subject: "Fall break: what to know before you leave Morrow Hall",
    date: d(10, 12, "12:00:00"),
    enc: "b64",
    text: `Hello Morrow Hall residents,

Fall break runs Thursday, October 15 through Sunday, October 18. Halls stay open, but:

- Dining: Traditions at Morrow closes after lunch on 10/14 and reopens for dinner on 10/18. The
  Union Market keeps reduced hours (10 AM - 6 PM).
- Leaving? Unplug electronics, take out trash, close and lock your window, and take your medicines.
- Staying? Register by 10/13 so your RA knows who's in the building:
  https://housing.westbrook.edu/forms/fall-break-stay
- Shuttle: the Campus Connector to CMH airport runs every 30 min on 10/14 from 12-8 PM from the
  Lane Ave stop ($5 with OneCard).

Room inspections happen 10/15-10/16. Staff will knock, announce, and enter with a second staff member.

Safe travels!
Residence Life | 614-555-0100 | reslife@westbrook.edu`,
    html: uni(
      "Residence Life",
      `<p style="margin:0 0 12px 0;">Hello Morrow Hall residents,</p>
<p style="margin:0 0 12px 0;">Fall break runs <b>Thursday, October 15 through Sunday, October 18</b>. Halls stay open, but:</p>
<ul style="margin:0 0 12px 0;padding-left:20px;">
<li><b>Dining:</b> Traditions at Morrow closes after lunch on 10/14 and reopens for dinner on 10/18. The Union Market keeps reduced hours (10&nbsp;AM&ndash;6&nbsp;PM).</li>
<li><b>Leaving?</b> Unplug electronics, take out trash, close and lock your window, and take your medicines.</li>
<li><b>Staying?</b> <a href="https://housing.westbrook.edu/forms/fall-break-stay" style="color:#6d1a36;">Register by 10/13</a> so your RA knows who&rsquo;s in the building.</li>
<li><b>Shuttle:</b> the Campus Connector to CMH airport runs every 30 min on 10/14 from 12&ndash;8&nbsp;PM from the Lane Ave stop ($5 with OneCard).</li>
</ul>
<p style="margin:0 0 12px 0;">Room inspections happen 10/15&ndash;10/16. Staff will knock, announce, and enter with a second staff member.</p>
<p style="margin:0;">Safe travels!</p>`,
      `Residence Life &middot; 614-555-0100 &middot; <a href="mailto:reslife@westbrook.edu" style="color:#6d1a36;">reslife@westbrook.edu</a>`,
    ),
  },

  // ------------------------------------------------------------ student financial aid
  {
    family: "westbrook-finaid",
    group: "consumer",
    lang: "en",
    kind: "refund-issued",
    code: null,
    link: null,
    from: "Westbrook Student Financial Services <sfs@westbrook.edu>",
    to: TO,
    subject: "Your Autumn 2026 refund has been issued",
    date: d(9, 10, "15:31:20"),
    enc: "qp",
    text: `Dear Maya,

Your financial aid for Autumn 2026 has been applied to your student account and a refund of the
remaining credit has been issued.

  Student ID:          500281734
  Term:                Autumn 2026
  Aid disbursed:       $9,412.00  (Westbrook Merit Scholarship, Federal Direct Subsidized Loan)
  Charges paid:        $7,986.50  (tuition, fees, Morrow Hall housing)
  Refund amount:       $1,425.50
  Method:              Direct deposit to checking ending in 4417
  Expected in account: 2-3 business days

Use your refund for books, supplies and other education costs. If you borrowed more than you need,
you can return loan funds within 120 days of disbursement.

View your account activity in the WU Student Center:
https://studentcenter.westbrook.edu

Student Financial Services
Student Academic Services Building, 281 W. Lane Ave | 614-555-0300
Monday-Friday 9 AM-5 PM`,
    html: null,
  },
  {
    family: "westbrook-finaid",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Westbrook Student Financial Services <sfs@westbrook.edu>",
    to: TO,
    subject: "Your October student account statement is ready",
    date: d(10, 1, "09:00:00"),
    text: `Dear Maya,

Your October statement for student ID 500281734 is attached and also available in the WU Student
Center.

Amount due by 10/20/2026: $84.00 (OneCard dining top-up, lab fee BIOL 1114)

Pay online (card or e-check) at https://studentcenter.westbrook.edu/payments, or set up the
installment plan before the due date to avoid a $50 late fee.

Student Financial Services | 614-555-0300`,
    html: uni(
      "Student Financial Services",
      `<p style="margin:0 0 12px 0;">Dear Maya,</p>
<p style="margin:0 0 12px 0;">Your October statement for student ID 500281734 is attached and also available in the WU Student Center.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 14px 0;"><tr><td style="background:#f6f1f3;padding:14px;font:15px Arial,sans-serif;">
Amount due by 10/20/2026: <b style="font-size:20px;">$84.00</b><br><span style="font-size:12px;color:#666;">OneCard dining top-up, lab fee BIOL 1114</span>
</td></tr></table>
<p style="margin:0 0 12px 0;"><a href="https://studentcenter.westbrook.edu/payments" style="color:#6d1a36;">Pay online</a> (card or e-check), or set up the installment plan before the due date to avoid a $50 late fee.</p>`,
      `Student Financial Services &middot; 614-555-0300`,
    ),
    attachment: [
      "Statement_500281734_2026-10.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n4 0 obj << /Length 88 >> stream\nBT /F1 12 Tf 72 720 Td (Westbrook University - Student Account Statement - October 2026) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ------------------------------------------------------------ student health
  {
    family: "westbrook-health",
    group: "consumer",
    lang: "en",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Wilce Student Health Center <noreply@healthportal.westbrook.edu>",
    to: TO,
    subject: "Appointment reminder - Wed Sep 23",
    date: d(9, 21, "17:00:02"),
    text: `This is a reminder of your upcoming appointment at Wilce Student Health Center.

Date/time:  Wednesday, September 23, 2026 at 10:40 AM
Provider:   Renata Kowalczyk, PA-C
Type:       Flu shot + TB screening (Nursing)
Location:   Wilce Student Health Center, 2nd floor, 1875 Millikin Rd

Please arrive 10 minutes early and bring your OneCard and insurance card. If you need to cancel,
do so at least 2 hours ahead in the patient portal or by calling 614-555-0220 to avoid a $25
no-show fee.

Do not reply to this message. For medical emergencies call 911.`,
    html: null,
  },
  {
    family: "westbrook-health",
    group: "consumer",
    lang: "en",
    kind: "secure-message",
    code: null,
    link: null,
    from: "Wilce Student Health Center <noreply@healthportal.westbrook.edu>",
    to: TO,
    subject: "You have a new secure message",
    date: d(9, 25, "13:12:48"),
    enc: "qp",
    text: `You have a new secure message in the Student Health patient portal.

For your privacy, we do not include message content in email. You can read it the next time
you open MyWilce on the web (https://healthportal.westbrook.edu) or in the app. No reply is needed
unless the message asks for one.

Wilce Student Health Center | 614-555-0220 | Mon-Fri 8 AM-5 PM`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f6f8;"><tr><td align="center" style="padding:20px;">
<table width="540" cellpadding="0" cellspacing="0" border="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#333;">
<tr><td style="padding:16px 24px;border-bottom:2px solid #2f7f9e;"><img src="https://healthportal.westbrook.edu/branding/wilce-logo.png" alt="Wilce Student Health Center" height="34"></td></tr>
<tr><td style="padding:22px 24px;">
<p style="margin:0 0 12px 0;">You have a new secure message in the Student Health patient portal.</p>
<p style="margin:0 0 12px 0;">For your privacy, we do not include message content in email. You can read it the next time you open MyWilce on the <a href="https://healthportal.westbrook.edu" style="color:#2f7f9e;">web</a> or in the app.</p>
<p style="margin:0;">No reply is needed unless the message asks for one.</p>
</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#888;background:#fafafa;">Wilce Student Health Center &middot; 614-555-0220 &middot; Mon&ndash;Fri 8&nbsp;AM&ndash;5&nbsp;PM</td></tr>
</table></td></tr></table>`,
  },

  // ------------------------------------------------------------ campus card
  {
    family: "westbrook-onecard",
    group: "consumer",
    lang: "en",
    kind: "deposit-receipt",
    code: null,
    link: null,
    from: "OneCard Office <onecard@westbrook.edu>",
    to: TO,
    subject: "OneCard deposit receipt",
    date: d(9, 6, "19:44:09"),
    enc: "8bit",
    text: `OneCard deposit receipt

Cardholder:   Maya Okafor (ID 500281734)
Account:      Brook Bucks (declining balance)
Amount:       $60.00
Paid with:    Visa •••• 2208
Reference:    OC-7741902
Date:         09/06/2026 7:44 PM
New balance:  $71.35

Deposits made by a guest (parents, friends) show the depositor's name on your statement.

Brook Bucks can be used at campus dining, the Union Market, laundry and vending, and 40+ off-campus
merchants. Lost card? Freeze it at https://onecard.westbrook.edu or call 614-555-0160.`,
    html: null,
  },

  // ------------------------------------------------------------ jobs and internships
  {
    family: "gradbridge",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://click.gradbridge.com/ls/click?upn=u001.Vx3kQpZ7tR-2BmN4yLw9aJ0s-2FhE8cXgD6fK1vO5rB&t=e1f09a",
    from: "GradBridge <hello@gradbridge.com>",
    to: TO,
    subject: "Confirm your email to finish setting up GradBridge",
    date: d(9, 3, "20:18:33"),
    enc: "qp",
    text: `Hi Maya,

Westbrook University Career Services uses GradBridge for on-campus jobs, internships and career fair
sign-ups. Confirm this is your school email so employers can see your profile:

Confirm email ( https://click.gradbridge.com/ls/click?upn=u001.Vx3kQpZ7tR-2BmN4yLw9aJ0s-2FhE8cXgD6fK1vO5rB&t=e1f09a )

This link expires in 48 hours.

Next up: the Fall Career & Internship Fair is Tuesday, September 29, 11 AM-3 PM at the Student
Union Ballroom. 140+ employers are registered.

The GradBridge Team
GradBridge, Inc. | 595 Market St, Suite 900 | San Francisco, CA 94105
Privacy ( https://gradbridge.com/privacy ) | Help ( https://support.gradbridge.com )`,
    html: brand({
      pre: "One click and your Westbrook profile is live.",
      logo: "https://static.gradbridge.com/email/logo-navy@2x.png",
      name: "GradBridge",
      color: "#1d3b8f",
      inner: `<h1 style="font-size:22px;line-height:30px;margin:0 0 16px 0;color:#14213d;">Confirm your email</h1>
<p style="margin:0 0 14px 0;">Hi Maya,</p>
<p style="margin:0 0 14px 0;">Westbrook University Career Services uses GradBridge for on-campus jobs, internships and career fair sign-ups. Confirm this is your school email so employers can see your profile.</p>
${
        button(
          "https://click.gradbridge.com/ls/click?upn=u001.Vx3kQpZ7tR-2BmN4yLw9aJ0s-2FhE8cXgD6fK1vO5rB&amp;t=e1f09a",
          "Confirm email",
          "#1d3b8f",
        )
      }
<p style="margin:0 0 14px 0;font-size:13px;color:#6b6f80;">This link expires in 48 hours.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef2fc;border-radius:6px;"><tr><td style="padding:16px;">
<b>Next up:</b> the Fall Career &amp; Internship Fair is Tuesday, September 29, 11&nbsp;AM&ndash;3&nbsp;PM at the Student Union Ballroom. 140+ employers are registered.
</td></tr></table>`,
      foot: `GradBridge, Inc. &middot; 595 Market St, Suite 900 &middot; San Francisco, CA 94105<br>
<a href="https://gradbridge.com/privacy" style="color:#8a8b93;">Privacy</a> &middot; <a href="https://support.gradbridge.com" style="color:#8a8b93;">Help</a><br>
<a href="https://www.linkedin.com/company/gradbridge"><img src="https://static.gradbridge.com/email/li.png" alt="LinkedIn" width="20"></a> <a href="https://www.instagram.com/gradbridge"><img src="https://static.gradbridge.com/email/ig.png" alt="Instagram" width="20"></a>`,
    }),
  },
  {
    family: "gradbridge",
    group: "consumer",
    lang: "en",
    kind: "job-digest",
    code: null,
    link: null,
    from: "GradBridge <jobs@gradbridge.com>",
    to: TO,
    subject: "6 new jobs for you, including Lab Assistant at Westbrook Dept. of Chemistry",
    date: d(10, 5, "10:02:15"),
    enc: "b64",
    text: `Maya, here are new jobs that match your profile.

Lab Assistant (Student Employee) - Westbrook Dept. of Chemistry
On-campus · $15.25/hr · 10-15 hrs/week · Apply by Oct 12
https://click.gradbridge.com/ls/click?upn=u001.jb8812-2FLabAsst&t=9a01cc

Summer 2027 Research Intern - Halvard Biotherapeutics
Cambridge, MA · Paid · Apply by Nov 1
https://click.gradbridge.com/ls/click?upn=u001.jb9034-2FHalvard&t=9a01cc

Peer Tutor, Calculus - Westbrook Learning Center
On-campus · $14.00/hr · Apply by Oct 9
https://click.gradbridge.com/ls/click?upn=u001.jb8870-2FTutor&t=9a01cc

See all 6 jobs: https://click.gradbridge.com/ls/click?upn=u001.digest-2Fall&t=9a01cc

You're getting this because you turned on job alerts. Manage alerts:
https://app.gradbridge.com/settings/notifications
GradBridge, Inc. | 595 Market St, Suite 900 | San Francisco, CA 94105`,
    html: brand({
      pre: "Lab Assistant, Research Intern, Peer Tutor and more",
      logo: "https://static.gradbridge.com/email/logo-navy@2x.png",
      name: "GradBridge",
      color: "#1d3b8f",
      inner: `<p style="margin:0 0 18px 0;font-size:17px;">Maya, here are new jobs that match your profile.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
<tr><td style="padding:12px 0;border-bottom:1px solid #eee;"><a href="https://click.gradbridge.com/ls/click?upn=u001.jb8812-2FLabAsst&amp;t=9a01cc" style="color:#1d3b8f;font-weight:600;">Lab Assistant (Student Employee)</a><br>Westbrook Dept. of Chemistry<br><span style="color:#6b6f80;font-size:13px;">On-campus · $15.25/hr · 10–15 hrs/week · Apply by Oct 12</span></td></tr>
<tr><td style="padding:12px 0;border-bottom:1px solid #eee;"><a href="https://click.gradbridge.com/ls/click?upn=u001.jb9034-2FHalvard&amp;t=9a01cc" style="color:#1d3b8f;font-weight:600;">Summer 2027 Research Intern</a><br>Halvard Biotherapeutics<br><span style="color:#6b6f80;font-size:13px;">Cambridge, MA · Paid · Apply by Nov 1</span></td></tr>
<tr><td style="padding:12px 0;"><a href="https://click.gradbridge.com/ls/click?upn=u001.jb8870-2FTutor&amp;t=9a01cc" style="color:#1d3b8f;font-weight:600;">Peer Tutor, Calculus</a><br>Westbrook Learning Center<br><span style="color:#6b6f80;font-size:13px;">On-campus · $14.00/hr · Apply by Oct 9</span></td></tr>
</table>
${button("https://click.gradbridge.com/ls/click?upn=u001.digest-2Fall&amp;t=9a01cc", "See all 6 jobs", "#1d3b8f")}`,
      foot:
        `You're getting this because you turned on job alerts. <a href="https://app.gradbridge.com/settings/notifications" style="color:#8a8b93;">Manage alerts</a><br>GradBridge, Inc. &middot; 595 Market St, Suite 900 &middot; San Francisco, CA 94105`,
    }),
  },
  {
    family: "shiftcue",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://app.shiftcue.com/join/t/8Kc2-brewhouse-lane-ave?invite=inv_5JmQ0rXa2LwT",
    from: "Daniel at Brewhouse Lane Ave via ShiftCue <invites@shiftcue.com>",
    to: TO_PERSONAL,
    subject: "Daniel invited you to join Brewhouse Coffee - Lane Ave on ShiftCue",
    date: d(9, 11, "15:03:41"),
    text: `Daniel Ferreira invited you to join Brewhouse Coffee - Lane Ave on ShiftCue.

"Hey Maya, welcome aboard! Join so you can see the schedule and pick up shifts. First training
shift is Sat 9/12 at 7am."

Join your team:
https://app.shiftcue.com/join/t/8Kc2-brewhouse-lane-ave?invite=inv_5JmQ0rXa2LwT

With ShiftCue you can see your schedule, swap shifts, clock in and chat with your team. Get the app:
App Store: https://apps.apple.com/app/shiftcue/id1482201933
Google Play: https://play.google.com/store/apps/details?id=com.shiftcue.app

ShiftCue · 1400 W Randolph St · Chicago, IL 60607`,
    html: `<div style="background:#fafaf7;padding:28px 0;">
<table role="presentation" align="center" width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e8e6df;border-radius:10px;font-family:Helvetica,Arial,sans-serif;color:#1f1f1f;">
<tr><td align="center" style="padding:28px 30px 0 30px;"><img src="https://cdn.shiftcue.com/mail/shiftcue-mark.png" width="44" height="44" alt="ShiftCue"></td></tr>
<tr><td align="center" style="padding:14px 30px 0 30px;font-size:20px;font-weight:bold;">Daniel Ferreira invited you to join<br>Brewhouse Coffee &ndash; Lane Ave</td></tr>
<tr><td style="padding:18px 30px 0 30px;"><div style="background:#f5f3ec;border-radius:8px;padding:14px;font-size:15px;line-height:22px;">&ldquo;Hey Maya, welcome aboard! Join so you can see the schedule and pick up shifts. First training shift is Sat 9/12 at 7am.&rdquo;</div></td></tr>
<tr><td align="center" style="padding:24px 30px;"><a href="https://app.shiftcue.com/join/t/8Kc2-brewhouse-lane-ave?invite=inv_5JmQ0rXa2LwT" style="background:#ff6b3d;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;padding:14px 34px;border-radius:24px;display:inline-block;">Join your team</a></td></tr>
<tr><td align="center" style="padding:0 30px 22px 30px;font-size:13px;color:#6d6a60;">See your schedule, swap shifts, clock in and chat with your team.<br><br>
<a href="https://apps.apple.com/app/shiftcue/id1482201933"><img src="https://cdn.shiftcue.com/mail/badge-appstore.png" height="36" alt="Download on the App Store"></a>&nbsp;
<a href="https://play.google.com/store/apps/details?id=com.shiftcue.app"><img src="https://cdn.shiftcue.com/mail/badge-googleplay.png" height="36" alt="Get it on Google Play"></a></td></tr>
</table>
<p style="text-align:center;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#9a978c;">ShiftCue &middot; 1400 W Randolph St &middot; Chicago, IL 60607 &middot; <a href="https://shiftcue.com/privacy" style="color:#9a978c;">Privacy</a></p>
</div>`,
  },
  {
    family: "shiftcue",
    group: "consumer",
    lang: "en",
    kind: "schedule-published",
    code: null,
    link: null,
    from: "ShiftCue <schedules@shiftcue.com>",
    to: TO_PERSONAL,
    subject: "Your schedule for Sep 21 - Sep 27 is out",
    date: d(9, 18, "18:30:00"),
    enc: "qp",
    text: `Brewhouse Coffee - Lane Ave posted next week's schedule.

Your shifts (14.5 hrs):
  Mon 9/21   6:30 AM - 10:30 AM   Barista
  Wed 9/23   2:00 PM - 6:00 PM    Barista
  Sat 9/26   7:00 AM - 1:30 PM    Barista / Register

Open shifts you can pick up: 2
Tap to view in the app: https://app.shiftcue.com/s/schedule?week=2026-09-21

Turn off schedule emails: https://app.shiftcue.com/settings/notifications`,
    html:
      `<div style="font-family:Helvetica,Arial,sans-serif;color:#1f1f1f;max-width:520px;margin:0 auto;padding:20px;">
<img src="https://cdn.shiftcue.com/mail/shiftcue-wordmark.png" height="24" alt="ShiftCue">
<h2 style="font-size:19px;">Brewhouse Coffee &ndash; Lane Ave posted next week&rsquo;s schedule</h2>
<p style="color:#6d6a60;">Your shifts (14.5 hrs)</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e8e6df;border-radius:8px;font-size:14px;">
<tr><td><b>Mon 9/21</b></td><td>6:30 AM &ndash; 10:30 AM</td><td style="color:#6d6a60;">Barista</td></tr>
<tr style="background:#faf9f5;"><td><b>Wed 9/23</b></td><td>2:00 PM &ndash; 6:00 PM</td><td style="color:#6d6a60;">Barista</td></tr>
<tr><td><b>Sat 9/26</b></td><td>7:00 AM &ndash; 1:30 PM</td><td style="color:#6d6a60;">Barista / Register</td></tr>
</table>
<p>Open shifts you can pick up: <b>2</b></p>
<p><a href="https://app.shiftcue.com/s/schedule?week=2026-09-21" style="color:#ff6b3d;font-weight:bold;">View in the app</a></p>
<p style="font-size:11px;color:#9a978c;"><a href="https://app.shiftcue.com/settings/notifications" style="color:#9a978c;">Turn off schedule emails</a></p>
</div>`,
  },

  // ------------------------------------------------------------ banking and payments
  {
    family: "crestline-bank",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "319075",
    link: null,
    from: "Crestline Bank <alerts@notify.crestlinebank.com>",
    to: TO_PERSONAL,
    subject: "Your Crestline one-time passcode",
    date: d(9, 5, "12:47:03", "-0500"),
    text: `Crestline Bank

Your one-time passcode is 319075.

Enter it in Crestline Online Banking to finish signing in. It expires in 5 minutes.

Crestline will never call, text or email to ask for this passcode. If you didn't try to sign in,
call us at 1-800-555-0119 (24/7).

Member FDIC. Equal Housing Lender.
Crestline Bank, N.A., 400 Commerce Plaza, Columbus, OH 43215
Please do not reply to this email.`,
    html: `<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff"><tr><td align="center">
<table width="560" border="0" cellspacing="0" cellpadding="0" style="font-family:Arial,Helvetica,sans-serif;">
<tr><td style="background:#0f3d3e;padding:16px 24px;"><img src="https://www.crestlinebank.com/content/dam/email/crestline-logo-white.png" width="150" alt="Crestline Bank"></td></tr>
<tr><td style="padding:28px 24px 8px 24px;font-size:16px;color:#222;">Your one-time passcode is</td></tr>
<tr><td style="padding:4px 24px 16px 24px;font-size:32px;font-weight:bold;color:#0f3d3e;letter-spacing:3px;">319075</td></tr>
<tr><td style="padding:0 24px 16px 24px;font-size:14px;color:#444;line-height:21px;">Enter it in Crestline Online Banking to finish signing in. It expires in 5 minutes.</td></tr>
<tr><td style="padding:0 24px 20px 24px;font-size:14px;color:#444;line-height:21px;">Crestline will never call, text or email to ask for this passcode. If you didn&#39;t try to sign in, call us at 1-800-555-0119 (24/7).</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #ddd;font-size:11px;color:#777;line-height:16px;">Member FDIC. Equal Housing Lender.<br>Crestline Bank, N.A., 400 Commerce Plaza, Columbus, OH 43215<br>Please do not reply to this email. <a href="https://www.crestlinebank.com/privacy" style="color:#777;">Privacy</a> | <a href="https://www.crestlinebank.com/security-center" style="color:#777;">Security Center</a></td></tr>
</table></td></tr></table>`,
  },
  {
    family: "crestline-bank",
    group: "consumer",
    lang: "en",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "Crestline Bank <alerts@notify.crestlinebank.com>",
    to: TO_PERSONAL,
    subject: "Debit card purchase over $50.00",
    date: d(9, 14, "19:22:51"),
    enc: "qp",
    text: `Crestline Bank alert

A debit card purchase over your alert amount of $50.00 was made.

Card:        Debit card ending in 4417
Merchant:    WESTBROOK UNIV BOOKSTORE  COLUMBUS OH
Amount:      $137.62
Date:        09/14/2026 7:21 PM ET
Available balance in Student Checking (...4417): $1,806.14

Don't recognize it? Lock your card in the Crestline app or call 1-800-555-0119.

You're receiving this alert because you set it up. To change alerts, sign in at
https://www.crestlinebank.com and go to Alerts.

Member FDIC`,
    html: `<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="560" border="0" cellspacing="0" cellpadding="0" style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#333;">
<tr><td style="background:#0f3d3e;padding:16px 24px;"><img src="https://www.crestlinebank.com/content/dam/email/crestline-logo-white.png" width="150" alt="Crestline Bank"></td></tr>
<tr><td style="padding:24px;"><p style="font-size:18px;margin:0 0 14px 0;">A debit card purchase over your alert amount of $50.00 was made.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="border:1px solid #e1e1e1;">
<tr><td style="background:#f7f7f7;width:40%;">Card</td><td>Debit card ending in 4417</td></tr>
<tr><td style="background:#f7f7f7;">Merchant</td><td>WESTBROOK UNIV BOOKSTORE COLUMBUS OH</td></tr>
<tr><td style="background:#f7f7f7;">Amount</td><td><b>$137.62</b></td></tr>
<tr><td style="background:#f7f7f7;">Date</td><td>09/14/2026 7:21 PM ET</td></tr>
<tr><td style="background:#f7f7f7;">Available balance</td><td>Student Checking (...4417): $1,806.14</td></tr>
</table>
<p style="margin:16px 0 0 0;">Don&#39;t recognize it? Lock your card in the Crestline app or call 1-800-555-0119.</p></td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #ddd;font-size:11px;color:#777;">You&#39;re receiving this alert because you set it up. To change alerts, sign in at <a href="https://www.crestlinebank.com" style="color:#777;">crestlinebank.com</a> and go to Alerts.<br>Member FDIC</td></tr>
</table></td></tr></table>`,
  },
  {
    family: "crestline-bank",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Crestline Bank <statements@notify.crestlinebank.com>",
    to: TO_PERSONAL,
    subject: "Your September statement is available",
    date: d(10, 3, "06:15:40"),
    text: `Your statement is ready

Student Checking ...4417
Statement period: 09/01/2026 - 09/30/2026

Sign in to Crestline Online Banking or the mobile app to view and download it. For your security we
don't attach statements to email.

https://www.crestlinebank.com/login

Questions? 1-800-555-0119
Crestline Bank, N.A., Member FDIC`,
    html: null,
  },
  {
    family: "splitwave",
    group: "consumer",
    lang: "en",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Splitwave <receipts@splitwave.com>",
    to: TO_PERSONAL,
    subject: "Jordan Pike paid you $23.40",
    date: d(9, 20, "01:17:09"),
    enc: "8bit",
    text: `Jordan Pike paid you $23.40

“pizza + uber from sat 🍕”

Transfer ID: 4189-2273-0915
Date: Sep 20, 2026

The money is in your Splitwave balance. Move it to your bank anytime (free standard transfer, 1–3
business days).

Splitwave Payments, Inc. · 88 Pine St · New York, NY 10005
Help: https://help.splitwave.com`,
    html: brand({
      pre: "“pizza + uber from sat 🍕”",
      logo: "https://assets.splitwave.com/email/splitwave-logo-teal.png",
      name: "Splitwave",
      color: "#0fa3a3",
      width: 480,
      inner: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="56"><img src="https://avatars.splitwave.com/u/jpike_osu/64.jpg" width="48" height="48" alt="" style="border-radius:24px;"></td>
<td style="font-size:17px;"><b>Jordan Pike</b> paid you</td></tr></table>
<p style="font-size:40px;font-weight:700;margin:18px 0 8px 0;color:#0b7f7f;">$23.40</p>
<p style="margin:0 0 18px 0;font-size:16px;">“pizza + uber from sat 🍕”</p>
<p style="margin:0;font-size:13px;color:#6b6f80;">Transfer ID 4189-2273-0915 · Sep 20, 2026</p>
<p style="margin:16px 0 0 0;font-size:14px;">The money is in your Splitwave balance. Move it to your bank anytime (free standard transfer, 1–3 business days).</p>`,
      foot:
        `Splitwave Payments, Inc. · 88 Pine St · New York, NY 10005<br><a href="https://help.splitwave.com" style="color:#8a8b93;">Help</a> · <a href="https://splitwave.com/legal/privacy" style="color:#8a8b93;">Privacy</a>`,
    }),
  },
  {
    family: "splitwave",
    group: "consumer",
    lang: "en",
    kind: "confirm-email",
    code: null,
    link: "https://splitwave.com/account/email/confirm?t=ZXY0Mi1tb2thZm9yMy1jMTk4ZTI3&src=em",
    from: "Splitwave <no-reply@splitwave.com>",
    to: TO,
    subject: "Confirm your new email address",
    date: d(9, 30, "22:40:55"),
    enc: "b64",
    text: `Hi Maya,

You added mokafor3@westbrook.edu to your Splitwave account. Confirm it so we can send receipts and
security notices there:

https://splitwave.com/account/email/confirm?t=ZXY0Mi1tb2thZm9yMy1jMTk4ZTI3&src=em

Your current email (maya.okafor.22@inbox.example) stays on the account until you confirm.

Didn't add this email? Ignore this message and check your security settings in the app.

— Splitwave`,
    html: brand({
      pre: "Confirm mokafor3@westbrook.edu for receipts and security notices.",
      logo: "https://assets.splitwave.com/email/splitwave-logo-teal.png",
      name: "Splitwave",
      color: "#0fa3a3",
      width: 480,
      inner: `<p style="margin:0 0 14px 0;">Hi Maya,</p>
<p style="margin:0 0 14px 0;">You added <b>mokafor3@westbrook.edu</b> to your Splitwave account. Confirm it so we can send receipts and security notices there.</p>
${
        button(
          "https://splitwave.com/account/email/confirm?t=ZXY0Mi1tb2thZm9yMy1jMTk4ZTI3&amp;src=em",
          "Confirm email",
          "#0fa3a3",
        )
      }
<p style="margin:0 0 14px 0;font-size:13px;color:#6b6f80;">Your current email (maya.okafor.22@inbox.example) stays on the account until you confirm.</p>
<p style="margin:0;font-size:13px;color:#6b6f80;">Didn&rsquo;t add this email? Ignore this message and check your security settings in the app.</p>`,
      foot:
        `Splitwave Payments, Inc. · 88 Pine St · New York, NY 10005<br><a href="https://help.splitwave.com" style="color:#8a8b93;">Help</a> · <a href="https://splitwave.com/legal/privacy" style="color:#8a8b93;">Privacy</a>`,
    }),
  },

  // ------------------------------------------------------------ phone carrier
  {
    family: "orbitel-wireless",
    group: "consumer",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Orbitel Wireless <mybill@e.orbitel.com>",
    to: TO_PERSONAL,
    subject: "Your Orbitel bill is ready: $38.17 due Oct 14",
    date: d(9, 24, "09:12:00"),
    enc: "qp",
    text: `Hi Maya, your bill is ready.

Account ending in 6620
Amount due: $38.17
Due date: Oct 14, 2026
AutoPay: ON - we'll charge Visa ending 2208 on Oct 14. Nothing to do.

What changed: +$3.00 for an international text pack (Sep 12). Your Student Unlimited plan with the
$10/mo student discount is still active through May 31, 2027.

View bill: https://e.orbitel.com/c/?u=aHR0cHM6Ly9teS5vcmJpdGVsLmNvbS9iaWxs&m=bill0924
Manage account in the Orbitel app.

Orbitel Wireless, PO Box 66120, Dallas, TX 75266 | Customer care: 611 from your phone or 1-888-555-0161
Unsubscribe from marketing: https://e.orbitel.com/unsub?m=bill0924 | Privacy: https://www.orbitel.com/privacy`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f2f2f2;">
<span style="display:none!important;font-size:1px;color:#f2f2f2;">AutoPay is on. Nothing to do.</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#f2f2f2"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Helvetica,Arial,sans-serif;color:#1a1a1a;">
<tr><td bgcolor="#5b2be0" style="padding:20px 30px;"><img src="https://e.orbitel.com/img/orbitel-logo-white.png" width="120" alt="Orbitel"></td></tr>
<tr><td style="padding:30px 30px 10px 30px;font-size:24px;font-weight:bold;">Hi Maya, your bill is ready.</td></tr>
<tr><td style="padding:10px 30px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e4e4e4;border-radius:8px;"><tr>
<td style="padding:18px;"><span style="font-size:12px;color:#777;">Amount due</span><br><span style="font-size:30px;font-weight:bold;">$38.17</span></td>
<td style="padding:18px;"><span style="font-size:12px;color:#777;">Due date</span><br><span style="font-size:18px;">Oct 14, 2026</span></td>
</tr><tr><td colspan="2" style="padding:0 18px 18px 18px;font-size:13px;color:#555;">Account ending in 6620 &middot; AutoPay ON &ndash; we&rsquo;ll charge Visa ending 2208 on Oct 14. Nothing to do.</td></tr></table>
</td></tr>
<tr><td style="padding:14px 30px;font-size:14px;line-height:21px;"><b>What changed:</b> +$3.00 for an international text pack (Sep 12). Your Student Unlimited plan with the $10/mo student discount is still active through May 31, 2027.</td></tr>
<tr><td style="padding:6px 30px 30px 30px;"><a href="https://e.orbitel.com/c/?u=aHR0cHM6Ly9teS5vcmJpdGVsLmNvbS9iaWxs&amp;m=bill0924" style="background:#5b2be0;color:#fff;text-decoration:none;padding:12px 28px;border-radius:22px;font-weight:bold;">View bill</a></td></tr>
<tr><td style="padding:20px 30px;background:#fafafa;font-size:11px;color:#888;line-height:16px;">Orbitel Wireless, PO Box 66120, Dallas, TX 75266 &middot; Customer care: 611 from your phone or 1-888-555-0161<br>
<a href="https://e.orbitel.com/unsub?m=bill0924" style="color:#888;">Unsubscribe from marketing</a> &middot; <a href="https://www.orbitel.com/privacy" style="color:#888;">Privacy</a> &middot; &copy; 2026 Orbitel Wireless LLC</td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ streaming and music
  {
    family: "flickerhouse",
    group: "consumer",
    lang: "en",
    kind: "access-code",
    code: "5183",
    link: null,
    from: "Flickerhouse <info@account.flickerhouse.com>",
    to: TO_PERSONAL,
    subject: "Your Flickerhouse temporary access code",
    date: d(9, 13, "21:33:26"),
    enc: "b64",
    text: `Hi Maya,

Here's the code you asked for to watch on a TV that isn't part of your Flickerhouse Household:

5183

Enter it on the TV within 15 minutes. Temporary access lasts 7 days on that device.

Requested by: Samsung Smart TV, on Sep 13 at 9:33 PM EDT

If you didn't request this, someone may be using your account. Change your password in Account
settings.

Questions? Visit the Help Center: https://help.flickerhouse.com
Flickerhouse, Inc. 2100 Olympic Blvd, Santa Monica, CA 90404`,
    html: brand({
      pre: "Enter this code on the TV within 15 minutes.",
      logo: "https://img.flickerhouse.com/email/fh-logo-red.png",
      name: "Flickerhouse",
      color: "#d7263d",
      inner: `<h1 style="font-size:26px;line-height:32px;margin:0 0 18px 0;">Your temporary access code</h1>
<p style="margin:0 0 10px 0;">Hi Maya,</p>
<p style="margin:0 0 10px 0;">Here&rsquo;s the code you asked for to watch on a TV that isn&rsquo;t part of your Flickerhouse Household:</p>
${cells("5183", "#d7263d")}
<p style="margin:0 0 10px 0;">Enter it on the TV within 15 minutes. Temporary access lasts 7 days on that device.</p>
<p style="margin:0 0 10px 0;font-size:13px;color:#6b6f80;">Requested by: Samsung Smart TV, on Sep 13 at 9:33 PM EDT</p>
<p style="margin:0;font-size:13px;color:#6b6f80;">If you didn&rsquo;t request this, someone may be using your account. <a href="https://www.flickerhouse.com/account/password" style="color:#d7263d;">Change your password</a>.</p>`,
      foot:
        `Questions? Visit the <a href="https://help.flickerhouse.com" style="color:#8a8b93;">Help Center</a>.<br>Flickerhouse, Inc. 2100 Olympic Blvd, Santa Monica, CA 90404<br><a href="https://www.flickerhouse.com/legal/terms" style="color:#8a8b93;">Terms of Use</a> &middot; <a href="https://www.flickerhouse.com/legal/privacy" style="color:#8a8b93;">Privacy</a>`,
    }),
  },
  {
    family: "flickerhouse",
    group: "consumer",
    lang: "en",
    kind: "new-season",
    code: null,
    link: null,
    from: "Flickerhouse <info@mailer.flickerhouse.com>",
    to: TO_PERSONAL,
    subject: "Season 3 of Lowlands is here",
    date: d(10, 9, "11:00:00"),
    text: `Season 3 of Lowlands is now streaming.

Picking up right after the flood, Nell and Tobias are back in Marrow County - and this time the
whole town knows.

Watch now: https://www.flickerhouse.com/title/81044291

Also new this week: Cold Open (stand-up special), Harbor Lights (documentary), and 12 episodes of
Kitchen Panic.

You're getting this email because you're a Flickerhouse member. Change your email preferences:
https://www.flickerhouse.com/account/email-preferences
Flickerhouse, Inc. 2100 Olympic Blvd, Santa Monica, CA 90404`,
    html:
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#000000"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;color:#ffffff;">
<tr><td style="padding:20px;"><img src="https://img.flickerhouse.com/email/fh-logo-red.png" height="26" alt="Flickerhouse"></td></tr>
<tr><td><a href="https://www.flickerhouse.com/title/81044291"><img src="https://img.flickerhouse.com/art/lowlands-s3-hero-1200.jpg" width="600" alt="Lowlands - Season 3" style="display:block;"></a></td></tr>
<tr><td style="padding:24px 30px 6px 30px;font-size:26px;font-weight:bold;">Season 3 of Lowlands is now streaming.</td></tr>
<tr><td style="padding:0 30px 18px 30px;font-size:16px;color:#cccccc;">Picking up right after the flood, Nell and Tobias are back in Marrow County &ndash; and this time the whole town knows.</td></tr>
<tr><td style="padding:0 30px 30px 30px;"><a href="https://www.flickerhouse.com/title/81044291" style="background:#d7263d;color:#fff;text-decoration:none;padding:12px 30px;font-weight:bold;display:inline-block;">Watch now</a></td></tr>
<tr><td style="padding:0 30px 24px 30px;font-size:14px;color:#bbbbbb;">Also new this week: Cold Open (stand-up special), Harbor Lights (documentary), and 12 episodes of Kitchen Panic.</td></tr>
<tr><td style="padding:20px 30px;font-size:11px;color:#808080;border-top:1px solid #333;">You&rsquo;re getting this email because you&rsquo;re a Flickerhouse member. <a href="https://www.flickerhouse.com/account/email-preferences" style="color:#808080;">Change your email preferences</a>.<br>Flickerhouse, Inc. 2100 Olympic Blvd, Santa Monica, CA 90404</td></tr>
</table></td></tr></table>`,
  },
  {
    family: "cadenza-music",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://links.cadenza.fm/ls/click?upn=CdZ-2FstudentVerify-3D-3D_r7Q2m&id=vrf-20260916",
    from: "Cadenza <no-reply@cadenza.fm>",
    to: TO,
    subject: "Verify your student status to keep Cadenza Student",
    date: d(9, 16, "14:20:18"),
    enc: "qp",
    text: `Hey Maya,

It's been 12 months since you joined Cadenza Student, so it's time to check you're still enrolled.
Verify with your school email to keep paying $5.99/mo instead of $11.99/mo.

Verify now: https://links.cadenza.fm/ls/click?upn=CdZ-2FstudentVerify-3D-3D_r7Q2m&id=vrf-20260916

It takes about a minute. If you don't verify by October 16, 2026, your plan switches to Cadenza
Individual on your next billing date.

Questions? https://support.cadenza.fm/student

Cadenza Music Inc. | 77 Hudson Yards, New York, NY 10001
Terms: https://cadenza.fm/legal | Privacy: https://cadenza.fm/privacy`,
    html: brand({
      pre: "Keep paying $5.99/mo. It takes about a minute.",
      logo: "https://cdn.cadenza.fm/email/cadenza-logo-black.png",
      name: "Cadenza",
      color: "#7a2cf0",
      font: "'Circular','Helvetica Neue',Helvetica,Arial,sans-serif",
      inner: `<h1 style="font-size:28px;line-height:34px;margin:0 0 16px 0;">Still a student?</h1>
<p style="margin:0 0 14px 0;">Hey Maya,</p>
<p style="margin:0 0 14px 0;">It&rsquo;s been 12 months since you joined Cadenza Student, so it&rsquo;s time to check you&rsquo;re still enrolled. Verify with your school email to keep paying <b>$5.99/mo</b> instead of $11.99/mo.</p>
${
        button(
          "https://links.cadenza.fm/ls/click?upn=CdZ-2FstudentVerify-3D-3D_r7Q2m&amp;id=vrf-20260916",
          "VERIFY NOW",
          "#7a2cf0",
        )
      }
<p style="margin:0 0 14px 0;font-size:13px;color:#6b6f80;">It takes about a minute. If you don&rsquo;t verify by October 16, 2026, your plan switches to Cadenza Individual on your next billing date.</p>`,
      foot:
        `<a href="https://support.cadenza.fm/student" style="color:#8a8b93;">Questions?</a> &middot; <a href="https://cadenza.fm/legal" style="color:#8a8b93;">Terms</a> &middot; <a href="https://cadenza.fm/privacy" style="color:#8a8b93;">Privacy</a><br>Cadenza Music Inc. &middot; 77 Hudson Yards, New York, NY 10001`,
    }),
  },
  {
    family: "cadenza-music",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Cadenza <news@cadenza.fm>",
    to: TO,
    subject: "Your Fall Rotation mix just dropped",
    date: d(10, 19, "16:05:00"),
    text: "",
    html: `<html><body style="margin:0;background:#111;">
<div style="display:none;">50 songs, built from what you played in September.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#111111"><tr><td align="center" style="padding:30px 0;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;color:#fff;">
<tr><td><img src="https://cdn.cadenza.fm/email/cadenza-logo-white.png" height="24" alt="Cadenza"></td></tr>
<tr><td style="padding:26px 0 8px 0;font-size:32px;font-weight:800;line-height:36px;">Your Fall Rotation<br>just dropped.</td></tr>
<tr><td style="padding:0 0 20px 0;font-size:16px;color:#b3b3b3;">50 songs, built from what you played in September &ndash; heavy on Phoebe Marsh, Los Lagos and that one Kaytranada track you looped 41 times.</td></tr>
<tr><td><a href="https://links.cadenza.fm/ls/click?upn=CdZ-2FfallRotation_r7Q2m"><img src="https://mosaic.cadenza.fm/fall-rotation/r7Q2m/640.jpg" width="560" alt="Fall Rotation cover" style="display:block;border-radius:8px;"></a></td></tr>
<tr><td style="padding:22px 0;"><a href="https://links.cadenza.fm/ls/click?upn=CdZ-2FfallRotation_r7Q2m" style="background:#7a2cf0;color:#fff;padding:12px 30px;border-radius:24px;text-decoration:none;font-weight:bold;">LISTEN NOW</a></td></tr>
<tr><td style="font-size:11px;color:#777;padding-top:20px;border-top:1px solid #333;">This message was sent to mokafor3@westbrook.edu. <a href="https://cadenza.fm/account/notifications?unsub=news" style="color:#777;">Unsubscribe</a> &middot; <a href="https://cadenza.fm/privacy" style="color:#777;">Privacy</a><br>Cadenza Music Inc. &middot; 77 Hudson Yards, New York, NY 10001</td></tr>
</table></td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ food delivery and rides
  {
    family: "munchrun",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "2847",
    link: null,
    from: "Munchrun <no-reply@munchrun.com>",
    to: TO_PERSONAL,
    subject: "2847 is your Munchrun code",
    date: d(9, 7, "23:51:14"),
    text: `2847 is your Munchrun sign-in code. It expires in 10 minutes.

If you didn't try to sign in, you can ignore this email.

Munchrun, 1 Ferry Building, San Francisco, CA 94111`,
    html: `<div style="font-family:Arial,sans-serif;max-width:440px;margin:0 auto;padding:24px;color:#191919;">
<img src="https://static.munchrun.com/email/munchrun-logo.png" height="28" alt="Munchrun">
<p style="font-size:16px;margin:24px 0 8px 0;">Your sign-in code:</p>
<p style="font-size:36px;font-weight:bold;letter-spacing:10px;margin:0 0 16px 0;">2847</p>
<p style="font-size:14px;color:#555;">It expires in 10 minutes. If you didn&#39;t try to sign in, you can ignore this email.</p>
<p style="font-size:11px;color:#999;margin-top:30px;">Munchrun, 1 Ferry Building, San Francisco, CA 94111 &middot; <a href="https://munchrun.com/help" style="color:#999;">Help</a></p>
</div>`,
  },
  {
    family: "munchrun",
    group: "consumer",
    lang: "en",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Munchrun Receipts <receipts@munchrun.com>",
    to: TO_PERSONAL,
    subject: "Your order from Saffron Bowl",
    date: d(10, 2, "20:09:37"),
    enc: "qp",
    text: `Thanks for ordering, Maya!

Saffron Bowl - delivered to Morrow Hall, 0317B at 8:07 PM

1x Chicken Tikka Bowl ........ $12.49
1x Garlic Naan ............... $3.25
1x Mango Lassi ............... $4.50

Subtotal ..................... $20.24
Delivery fee (MunchPass) ..... $0.00
Service fee .................. $1.82
Tax .......................... $1.52
Tip for Andre ................ $4.00
Total ........................ $27.58

Charged to Visa •••• 2208
Order #MR-88412-0397

Get $10 off your next order of $25+ with code STUDYFUEL10 (expires 10/31/26).

Rate your order: https://munchrun.com/orders/MR-88412-0397/rate
Munchrun, 1 Ferry Building, San Francisco, CA 94111 | Help: https://munchrun.com/help`,
    html: `<div style="background:#f7f7f7;padding:20px 0;">
<table role="presentation" align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#191919;">
<tr><td style="padding:20px 24px;"><img src="https://static.munchrun.com/email/munchrun-logo.png" height="28" alt="Munchrun"></td></tr>
<tr><td style="padding:0 24px;font-size:22px;font-weight:bold;">Thanks for ordering, Maya!</td></tr>
<tr><td style="padding:8px 24px 16px 24px;color:#666;">Saffron Bowl &ndash; delivered to Morrow Hall, 0317B at 8:07 PM</td></tr>
<tr><td style="padding:0 24px;">
<table role="presentation" width="100%" cellpadding="5" cellspacing="0">
<tr><td>1&times; Chicken Tikka Bowl</td><td align="right">$12.49</td></tr>
<tr><td>1&times; Garlic Naan</td><td align="right">$3.25</td></tr>
<tr><td>1&times; Mango Lassi</td><td align="right">$4.50</td></tr>
<tr><td colspan="2" style="border-top:1px solid #eee;"></td></tr>
<tr><td style="color:#666;">Subtotal</td><td align="right">$20.24</td></tr>
<tr><td style="color:#666;">Delivery fee (MunchPass)</td><td align="right">$0.00</td></tr>
<tr><td style="color:#666;">Service fee</td><td align="right">$1.82</td></tr>
<tr><td style="color:#666;">Tax</td><td align="right">$1.52</td></tr>
<tr><td style="color:#666;">Tip for Andre</td><td align="right">$4.00</td></tr>
<tr><td style="font-weight:bold;border-top:1px solid #eee;">Total</td><td align="right" style="font-weight:bold;border-top:1px solid #eee;">$27.58</td></tr>
</table>
<p style="color:#666;font-size:12px;">Charged to Visa &bull;&bull;&bull;&bull; 2208 &middot; Order #MR-88412-0397</p>
</td></tr>
<tr><td style="padding:12px 24px;"><div style="border:2px dashed #ff4f1f;padding:12px;text-align:center;">Get $10 off your next order of $25+ with code <b>STUDYFUEL10</b><br><span style="font-size:11px;color:#888;">Expires 10/31/26</span></div></td></tr>
<tr><td style="padding:12px 24px 24px 24px;"><a href="https://munchrun.com/orders/MR-88412-0397/rate" style="color:#ff4f1f;font-weight:bold;">Rate your order</a></td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;background:#fafafa;">Munchrun, 1 Ferry Building, San Francisco, CA 94111 &middot; <a href="https://munchrun.com/help" style="color:#999;">Help</a></td></tr>
</table></div>`,
  },
  {
    family: "hopride",
    group: "consumer",
    lang: "en",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "HopRide Receipts <receipts@hopride.com>",
    to: TO_PERSONAL,
    subject: "Your Saturday night trip with HopRide",
    date: d(9, 19, "01:46:22"),
    enc: "b64",
    text: `Thanks for riding, Maya

Total: $14.86
Sat, Sep 19, 2026 · 1:18 AM

Trip fare ............ $11.40
Booking fee .......... $2.10
Ohio sales tax ....... $0.36
Tip .................. $1.00

Pickup   1:22 AM  N High St & E 11th Ave, Columbus, OH
Dropoff  1:37 AM  Morrow Hall, 1870 Neil Ave, Columbus, OH
3.4 mi · 15 min · HopRide Standard · Driver: Marcus, Toyota Camry (silver)

Paid with Splitwave balance
Trip ID: 7c1e9a42-55d0-4b3a

Lost something? Contact your driver within 24 hours in the app under Your Trips.
HopRide Technologies, 350 Mission St, San Francisco, CA 94105`,
    html: brand({
      pre: "Total $14.86 · Sat, Sep 19",
      logo: "https://cdn.hopride.com/email/hopride-logo-2x.png",
      name: "HopRide",
      color: "#111111",
      width: 520,
      inner: `<h1 style="font-size:26px;margin:0 0 6px 0;">Thanks for riding, Maya</h1>
<p style="margin:0 0 20px 0;color:#6b6f80;">Sat, Sep 19, 2026 &middot; 1:18 AM</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:15px;">
<tr><td style="font-size:22px;font-weight:bold;">Total</td><td align="right" style="font-size:22px;font-weight:bold;">$14.86</td></tr>
<tr><td>Trip fare</td><td align="right">$11.40</td></tr>
<tr><td>Booking fee</td><td align="right">$2.10</td></tr>
<tr><td>Ohio sales tax</td><td align="right">$0.36</td></tr>
<tr><td>Tip</td><td align="right">$1.00</td></tr>
</table>
<img src="https://maps.hopride.com/static/7c1e9a42.png" width="440" alt="Map of your trip" style="display:block;margin:18px 0;">
<p style="margin:0 0 6px 0;"><b>1:22 AM</b> &nbsp;N High St &amp; E 11th Ave, Columbus, OH</p>
<p style="margin:0 0 14px 0;"><b>1:37 AM</b> &nbsp;Morrow Hall, 1870 Neil Ave, Columbus, OH</p>
<p style="margin:0 0 6px 0;font-size:13px;color:#6b6f80;">3.4 mi &middot; 15 min &middot; HopRide Standard &middot; Driver: Marcus, Toyota Camry (silver)</p>
<p style="margin:0;font-size:13px;color:#6b6f80;">Paid with Splitwave balance &middot; Trip ID: 7c1e9a42-55d0-4b3a</p>`,
      foot:
        `Lost something? Contact your driver within 24 hours in the app under Your Trips.<br>HopRide Technologies, 350 Mission St, San Francisco, CA 94105<br><a href="https://help.hopride.com" style="color:#8a8b93;">Help</a> &middot; <a href="https://hopride.com/privacy" style="color:#8a8b93;">Privacy</a>`,
    }),
  },

  // ------------------------------------------------------------ shops and marketplaces
  {
    family: "threadloft",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://www.threadloft.com/account/reset-password?key=tl_rst_0a9F3kWq71ZbNc2V&email=maya.okafor.22%40inbox.example",
    from: "Threadloft <customercare@threadloft.com>",
    to: TO_PERSONAL,
    subject: "Reset your Threadloft password",
    date: d(9, 9, "10:58:12"),
    text: `Hi Maya,

We got a request to reset the password for your Threadloft account.

Reset your password:
https://www.threadloft.com/account/reset-password?key=tl_rst_0a9F3kWq71ZbNc2V&email=maya.okafor.22%40inbox.example

This link is good for 1 hour. If you didn't ask to reset your password, you can ignore this email
and your password won't change.

Need help? Chat with us at https://www.threadloft.com/help or call 1-877-555-0188 (8am-10pm ET).

Threadloft | 220 W 39th St, New York, NY 10018`,
    html: `<!DOCTYPE html><html><body style="margin:0;padding:0;background:#ffffff;">
<div style="display:none;max-height:0;overflow:hidden;">This link is good for 1 hour.</div>
<center>
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:Georgia,serif;color:#2b2b2b;">
<tr><td align="center" style="padding:26px 0;border-bottom:1px solid #2b2b2b;"><img src="https://media.threadloft.com/email/tl-wordmark.png" width="180" alt="THREADLOFT"></td></tr>
<tr><td align="center" style="padding:10px 0;font-family:Arial,sans-serif;font-size:12px;letter-spacing:2px;">
<a href="https://www.threadloft.com/women?utm_source=txn" style="color:#2b2b2b;text-decoration:none;">WOMEN</a> &nbsp; <a href="https://www.threadloft.com/men?utm_source=txn" style="color:#2b2b2b;text-decoration:none;">MEN</a> &nbsp; <a href="https://www.threadloft.com/new?utm_source=txn" style="color:#2b2b2b;text-decoration:none;">NEW ARRIVALS</a> &nbsp; <a href="https://www.threadloft.com/sale?utm_source=txn" style="color:#b3261e;text-decoration:none;">SALE</a></td></tr>
<tr><td style="padding:30px 40px 0 40px;font-size:24px;">Reset your password</td></tr>
<tr><td style="padding:16px 40px 0 40px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;">Hi Maya,<br><br>We got a request to reset the password for your Threadloft account.</td></tr>
<tr><td style="padding:24px 40px;"><a href="https://www.threadloft.com/account/reset-password?key=tl_rst_0a9F3kWq71ZbNc2V&amp;email=maya.okafor.22%40inbox.example" style="display:inline-block;background:#2b2b2b;color:#ffffff;font-family:Arial,sans-serif;font-size:14px;letter-spacing:1px;text-decoration:none;padding:14px 36px;">RESET PASSWORD</a></td></tr>
<tr><td style="padding:0 40px 30px 40px;font-family:Arial,sans-serif;font-size:13px;line-height:20px;color:#666;">This link is good for 1 hour. If you didn&#39;t ask to reset your password, you can ignore this email and your password won&#39;t change.</td></tr>
<tr><td style="padding:20px 40px;background:#f4f1ec;font-family:Arial,sans-serif;font-size:12px;color:#666;text-align:center;">Need help? <a href="https://www.threadloft.com/help" style="color:#2b2b2b;">Chat with us</a> or call 1-877-555-0188 (8am&ndash;10pm ET)<br><br>
<a href="https://www.instagram.com/threadloft"><img src="https://media.threadloft.com/email/ig.png" width="22" alt="Instagram"></a> &nbsp;<a href="https://www.tiktok.com/@threadloft"><img src="https://media.threadloft.com/email/tt.png" width="22" alt="TikTok"></a> &nbsp;<a href="https://www.pinterest.com/threadloft"><img src="https://media.threadloft.com/email/pin.png" width="22" alt="Pinterest"></a><br><br>
Threadloft &middot; 220 W 39th St, New York, NY 10018 &middot; <a href="https://www.threadloft.com/privacy" style="color:#666;">Privacy Policy</a></td></tr>
</table></center></body></html>`,
  },
  {
    family: "threadloft",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Threadloft <orders@threadloft.com>",
    to: TO_PERSONAL,
    subject: "It's on the way! Order #TL-20488173",
    date: d(9, 22, "16:44:03"),
    enc: "qp",
    text: `IT'S ON THE WAY

Hi Maya, your order #TL-20488173 has shipped.

Carrier: USPS Ground Advantage
Tracking: 9261 2901 2345 6677 8899 10
Estimated delivery: Fri, Sep 25 - Mon, Sep 28

Shipping to:
Maya Okafor
1870 Neil Ave, Morrow Hall 0317B
Columbus, OH 43210

In this shipment:
- Relaxed Corduroy Overshirt, Moss, M ($58.00)
- Ribbed Crew Socks 3-Pack, Oatmeal ($14.00)

Track package: https://www.threadloft.com/orders/TL-20488173/track

Returns are free within 45 days: https://www.threadloft.com/returns

Threadloft | 220 W 39th St, New York, NY 10018`,
    html: `<!DOCTYPE html><html><body style="margin:0;padding:0;">
<center>
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,sans-serif;color:#2b2b2b;">
<tr><td align="center" style="padding:26px 0;border-bottom:1px solid #2b2b2b;"><img src="https://media.threadloft.com/email/tl-wordmark.png" width="180" alt="THREADLOFT"></td></tr>
<tr><td align="center" style="padding:30px 40px 6px 40px;font-family:Georgia,serif;font-size:28px;">It&rsquo;s on the way</td></tr>
<tr><td align="center" style="padding:0 40px 20px 40px;font-size:15px;">Hi Maya, your order <b>#TL-20488173</b> has shipped.</td></tr>
<tr><td align="center" style="padding:0 40px 20px 40px;font-size:14px;line-height:22px;">USPS Ground Advantage &middot; Tracking 9261 2901 2345 6677 8899 10<br>Estimated delivery: <b>Fri, Sep 25 &ndash; Mon, Sep 28</b></td></tr>
<tr><td align="center" style="padding:0 40px 26px 40px;"><a href="https://www.threadloft.com/orders/TL-20488173/track" style="display:inline-block;background:#2b2b2b;color:#fff;text-decoration:none;padding:13px 34px;font-size:13px;letter-spacing:1px;">TRACK PACKAGE</a></td></tr>
<tr><td style="padding:0 40px;">
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="border-top:1px solid #ddd;font-size:14px;">
<tr><td width="90"><img src="https://media.threadloft.com/p/overshirt-moss-180.jpg" width="80" alt="Relaxed Corduroy Overshirt"></td><td>Relaxed Corduroy Overshirt<br><span style="color:#777;">Moss &middot; M</span></td><td align="right">$58.00</td></tr>
<tr><td><img src="https://media.threadloft.com/p/socks-oat-180.jpg" width="80" alt="Ribbed Crew Socks"></td><td>Ribbed Crew Socks 3-Pack<br><span style="color:#777;">Oatmeal</span></td><td align="right">$14.00</td></tr>
</table></td></tr>
<tr><td style="padding:18px 40px;font-size:13px;color:#555;">Shipping to: Maya Okafor, 1870 Neil Ave, Morrow Hall 0317B, Columbus, OH 43210</td></tr>
<tr><td style="padding:20px 40px;background:#f4f1ec;font-size:12px;color:#666;text-align:center;"><a href="https://www.threadloft.com/returns" style="color:#2b2b2b;">Free returns within 45 days</a><br><br>Threadloft &middot; 220 W 39th St, New York, NY 10018 &middot; <a href="https://www.threadloft.com/privacy" style="color:#666;">Privacy Policy</a></td></tr>
</table></center></body></html>`,
  },
  {
    family: "quadswap",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "731904",
    link: "https://quadswap.co/verify-school?uid=qs_55812&c=731904&sig=f2b9c0d7e1",
    from: "QuadSwap <verify@quadswap.co>",
    to: TO,
    subject: "Verify your Westbrook email on QuadSwap",
    date: d(9, 8, "13:26:50"),
    enc: "b64",
    text: `Welcome to QuadSwap, Maya!

QuadSwap is only for students, so we need to check that mokafor3@westbrook.edu is yours.

Enter this code in the app:

    731 904

Or tap the link to verify on this device:
https://quadswap.co/verify-school?uid=qs_55812&c=731904&sig=f2b9c0d7e1

The code expires in 30 minutes.

Once you're verified you can buy and sell with other Westbrook students - textbooks, furniture,
tickets, mini fridges, you name it. Always meet in a public spot (the Union lobby has a designated
SwapSpot).

QuadSwap Labs, 2150 Shattuck Ave, Berkeley, CA 94704
Help: https://quadswap.co/help | Community rules: https://quadswap.co/rules`,
    html: brand({
      pre: "Enter 731 904 in the app, or tap to verify.",
      logo: "https://quadswap.co/static/email/quadswap-logo.png",
      name: "QuadSwap",
      color: "#f2a900",
      width: 520,
      inner: `<h1 style="font-size:24px;margin:0 0 14px 0;">Welcome to QuadSwap, Maya!</h1>
<p style="margin:0 0 14px 0;">QuadSwap is only for students, so we need to check that <b>mokafor3@westbrook.edu</b> is yours. Enter this code in the app:</p>
<p style="margin:18px 0;text-align:center;font-size:34px;font-weight:800;letter-spacing:6px;background:#fff7e0;padding:14px 0;border-radius:8px;">731 904</p>
<p style="margin:0 0 4px 0;text-align:center;">Or verify on this device:</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" style="margin:10px auto 20px auto;"><tr><td bgcolor="#f2a900" style="border-radius:6px;"><a href="https://quadswap.co/verify-school?uid=qs_55812&amp;c=731904&amp;sig=f2b9c0d7e1" style="display:inline-block;padding:12px 26px;color:#1b1b1b;font-weight:700;text-decoration:none;">Verify my email</a></td></tr></table>
<p style="margin:0 0 14px 0;font-size:13px;color:#6b6f80;">The code expires in 30 minutes.</p>
<p style="margin:0;font-size:14px;">Once you&rsquo;re verified you can buy and sell with other Westbrook students &ndash; textbooks, furniture, tickets, mini fridges, you name it. Always meet in a public spot (the Union lobby has a designated SwapSpot).</p>`,
      foot:
        `QuadSwap Labs, 2150 Shattuck Ave, Berkeley, CA 94704<br><a href="https://quadswap.co/help" style="color:#8a8b93;">Help</a> &middot; <a href="https://quadswap.co/rules" style="color:#8a8b93;">Community rules</a>`,
    }),
  },
  {
    family: "quadswap",
    group: "consumer",
    lang: "en",
    kind: "new-message",
    code: null,
    link: null,
    from: "QuadSwap <notifications@quadswap.co>",
    to: TO,
    subject: 'Ethan sent you a message about "Mini fridge, 3.1 cu ft"',
    date: d(9, 27, "12:03:18"),
    text: `Ethan R. sent you a message about your listing "Mini fridge, 3.1 cu ft" ($45):

"hey is this still available? I can do $35 and pick up today after 4 at the union"

Reply in the app: https://quadswap.co/inbox/c/99214

Turn off message emails: https://quadswap.co/settings/notifications
QuadSwap Labs, 2150 Shattuck Ave, Berkeley, CA 94704`,
    html: null,
  },
  {
    family: "chapterly-rentals",
    group: "consumer",
    lang: "en",
    kind: "return-reminder",
    code: null,
    link: null,
    from: "Chapterly <rentals@chapterly.com>",
    to: TO_PERSONAL,
    subject: "Your return label is attached - rentals due Dec 18",
    date: d(10, 22, "08:30:44"),
    enc: "qp",
    text: `Hi Maya,

Your textbook rentals for Autumn 2026 are due back on December 18, 2026. We've attached a prepaid
UPS return label so you can send them back whenever you're done.

Rental order R-5531908
  - Campbell Biology, 12th ed. (ISBN 9780135188743)      due 12/18/2026
  - Calculus: Early Transcendentals, 9th ed. (ISBN 9781337613927)  due 12/18/2026

How to return:
1. Pack the books in any sturdy box (no highlighting fees on rentals - but water damage counts).
2. Print the attached label and tape it over any old labels.
3. Drop it at any UPS location. It needs to be scanned by 12/18.

Late returns are charged a $15 extension fee per book for 15 days, then the full buyout price.

Keeping a book? Buy it out from your account: https://www.chapterly.com/account/rentals

Chapterly | 100 Riverfront Pl, Portland, OR 97209 | help@chapterly.com`,
    html: brand({
      pre: "Prepaid UPS label attached. Due Dec 18.",
      logo: "https://img.chapterly.com/mail/chapterly-logo.png",
      name: "Chapterly",
      color: "#e4572e",
      inner: `<p style="margin:0 0 14px 0;">Hi Maya,</p>
<p style="margin:0 0 14px 0;">Your textbook rentals for Autumn 2026 are due back on <b>December 18, 2026</b>. We&rsquo;ve attached a prepaid UPS return label so you can send them back whenever you&rsquo;re done.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #eee;font-size:14px;">
<tr style="background:#fbf3ef;"><td colspan="2"><b>Rental order R-5531908</b></td></tr>
<tr><td>Campbell Biology, 12th ed.<br><span style="color:#888;font-size:12px;">ISBN 9780135188743</span></td><td align="right">due 12/18/2026</td></tr>
<tr><td>Calculus: Early Transcendentals, 9th ed.<br><span style="color:#888;font-size:12px;">ISBN 9781337613927</span></td><td align="right">due 12/18/2026</td></tr>
</table>
<ol style="padding-left:20px;">
<li>Pack the books in any sturdy box (no highlighting fees on rentals &ndash; but water damage counts).</li>
<li>Print the attached label and tape it over any old labels.</li>
<li>Drop it at any UPS location. It needs to be scanned by 12/18.</li></ol>
<p style="margin:0 0 14px 0;font-size:13px;color:#666;">Late returns are charged a $15 extension fee per book for 15 days, then the full buyout price.</p>
<p style="margin:0;">Keeping a book? <a href="https://www.chapterly.com/account/rentals" style="color:#e4572e;">Buy it out from your account</a>.</p>`,
      foot:
        `Chapterly &middot; 100 Riverfront Pl, Portland, OR 97209 &middot; <a href="mailto:help@chapterly.com" style="color:#8a8b93;">help@chapterly.com</a>`,
    }),
    attachment: [
      "UPS_Return_Label_R-5531908.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R >> endobj\n4 0 obj << /Length 70 >> stream\nBT /F1 10 Tf 20 400 Td (UPS GROUND  1Z 4V8 22X 90 1187 5530  RETURN SERVICES) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },

  // ------------------------------------------------------------ social, groups and documents
  {
    family: "glimmer-social",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "448-120",
    code_digits: "448120",
    link: null,
    from: "Glimmer <security@glimmer.app>",
    to: TO_PERSONAL,
    subject: "Your Glimmer login code",
    date: d(9, 12, "02:14:09"),
    enc: "8bit",
    text: `Hi @maya.okfr,

Use this code to log in to Glimmer:

448-120

This code expires in 15 minutes. Don't share it with anyone — Glimmer staff will never ask for it.

Not you? Someone may have your password. Secure your account in Settings → Security.

Glimmer Social, Inc. · 500 Howard St · San Francisco, CA 94105`,
    html:
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fdf6ff;"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="460" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:'Inter',Helvetica,Arial,sans-serif;color:#1d1429;">
<tr><td align="center" style="padding:30px 30px 10px 30px;"><img src="https://static.glimmer.app/mail/glimmer-sparkle.png" width="48" height="48" alt="Glimmer"></td></tr>
<tr><td align="center" style="padding:0 30px;font-size:15px;">Hi @maya.okfr,<br>use this code to log in to Glimmer:</td></tr>
<tr><td align="center" style="padding:22px 30px;font-size:36px;font-weight:800;color:#a12cd8;letter-spacing:2px;">448-120</td></tr>
<tr><td align="center" style="padding:0 30px 24px 30px;font-size:13px;color:#6f6579;line-height:19px;">This code expires in 15 minutes. Don&rsquo;t share it with anyone &mdash; Glimmer staff will never ask for it.<br><br>Not you? Someone may have your password. Secure your account in Settings &rarr; Security.</td></tr>
</table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#9a8fa5;">Glimmer Social, Inc. &middot; 500 Howard St &middot; San Francisco, CA 94105 &middot; <a href="https://glimmer.app/legal/privacy" style="color:#9a8fa5;">Privacy</a></p>
</td></tr></table>`,
  },
  {
    family: "glimmer-social",
    group: "consumer",
    lang: "en",
    kind: "activity-digest",
    code: null,
    link: null,
    from: "Glimmer <notify@glimmer.app>",
    to: TO_PERSONAL,
    subject: "priya.sunshine and 4 others mentioned you",
    date: d(10, 4, "18:27:40"),
    enc: "qp",
    text: `See what you missed on Glimmer

priya.sunshine mentioned you in a comment: "@maya.okfr this is literally us at 2am in the library 😭"
jpike_buckeye, ella.moon.x and 2 others liked your post

Open Glimmer: https://glimmer.app/n/activity?src=email_digest

Trending at Westbrook: #homecomingweek #morrowhall

Unsubscribe from these emails: https://glimmer.app/settings/email?type=digest&u=9f2c1
Glimmer Social, Inc. · 500 Howard St · San Francisco, CA 94105`,
    html:
      `<div style="font-family:'Inter',Helvetica,Arial,sans-serif;max-width:460px;margin:0 auto;color:#1d1429;padding:20px;">
<img src="https://static.glimmer.app/mail/glimmer-wordmark.png" height="26" alt="Glimmer">
<h2 style="font-size:20px;">See what you missed</h2>
<table cellpadding="6" cellspacing="0" width="100%">
<tr><td width="44"><img src="https://cdn.glimmer.app/av/priya.sunshine_64.jpg" width="36" height="36" style="border-radius:18px;" alt=""></td><td><b>priya.sunshine</b> mentioned you in a comment: &ldquo;@maya.okfr this is literally us at 2am in the library 😭&rdquo;</td></tr>
<tr><td><img src="https://cdn.glimmer.app/av/jpike_buckeye_64.jpg" width="36" height="36" style="border-radius:18px;" alt=""></td><td><b>jpike_buckeye</b>, <b>ella.moon.x</b> and 2 others liked your post</td></tr>
</table>
<p><a href="https://glimmer.app/n/activity?src=email_digest" style="background:#a12cd8;color:#fff;padding:10px 22px;border-radius:20px;text-decoration:none;">Open Glimmer</a></p>
<p style="font-size:13px;color:#6f6579;">Trending at Westbrook: #homecomingweek #morrowhall</p>
<p style="font-size:11px;color:#9a8fa5;"><a href="https://glimmer.app/settings/email?type=digest&amp;u=9f2c1" style="color:#9a8fa5;">Unsubscribe from these emails</a><br>Glimmer Social, Inc. &middot; 500 Howard St &middot; San Francisco, CA 94105</p>
</div>`,
  },
  {
    family: "bonfire-groups",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://bonfire.chat/join/Hq8-CS2231-studygrp?ref=email&inv=b8d31f70",
    from: "Bonfire <invites@bonfire.chat>",
    to: TO,
    subject: 'Nikhil invited you to "CSE 2231 Study Group 🔥"',
    date: d(9, 17, "20:55:02"),
    enc: "b64",
    text: `Nikhil Rao invited you to join the group "CSE 2231 Study Group 🔥" on Bonfire.

14 members · created by Nikhil Rao

"Adding everyone from Thursday recitation. We're doing the Set/Map project review Sunday 3pm in
Dreese 260."

Join the group:
https://bonfire.chat/join/Hq8-CS2231-studygrp?ref=email&inv=b8d31f70

This invite expires in 7 days.

Don't know Nikhil? You can ignore this email.
Bonfire Chat Inc., 3101 Park Blvd, Palo Alto, CA 94306 · Unsubscribe: https://bonfire.chat/email/unsub?t=b8d31f70`,
    html: brand({
      pre: "14 members · Set/Map project review Sunday 3pm",
      logo: "https://assets.bonfire.chat/email/bonfire-logo.png",
      name: "Bonfire",
      color: "#ff7a1a",
      width: 500,
      inner: `<p style="margin:0 0 16px 0;font-size:18px;"><b>Nikhil Rao</b> invited you to join</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #f1e2d6;border-radius:10px;"><tr>
<td width="72" style="padding:14px;"><img src="https://assets.bonfire.chat/g/Hq8/avatar_96.png" width="56" height="56" alt="" style="border-radius:12px;"></td>
<td style="padding:14px 14px 14px 0;"><div style="font-size:17px;font-weight:700;">CSE 2231 Study Group 🔥</div><div style="font-size:13px;color:#6b6f80;">14 members &middot; created by Nikhil Rao</div></td></tr>
<tr><td colspan="2" style="padding:0 14px 14px 14px;font-size:14px;color:#444;">&ldquo;Adding everyone from Thursday recitation. We&rsquo;re doing the Set/Map project review Sunday 3pm in Dreese 260.&rdquo;</td></tr></table>
${button("https://bonfire.chat/join/Hq8-CS2231-studygrp?ref=email&amp;inv=b8d31f70", "Join the group", "#ff7a1a")}
<p style="margin:0;font-size:13px;color:#6b6f80;">This invite expires in 7 days. Don&rsquo;t know Nikhil? You can ignore this email.</p>`,
      foot:
        `Bonfire Chat Inc., 3101 Park Blvd, Palo Alto, CA 94306<br><a href="https://bonfire.chat/email/unsub?t=b8d31f70" style="color:#8a8b93;">Unsubscribe</a> &middot; <a href="https://bonfire.chat/privacy" style="color:#8a8b93;">Privacy</a> &middot; <a href="https://bonfire.chat/help" style="color:#8a8b93;">Help</a>`,
    }),
  },
  {
    family: "draftcove-docs",
    group: "consumer",
    lang: "en",
    kind: "share-invite",
    code: null,
    link: "https://docs.draftcove.com/d/7YpRk2Vw9sLmQ0aZ/edit?invite=shr_4fT1x&usp=email",
    from: "Priya Natarajan (via Draftcove) <drive-shares-noreply@draftcove.com>",
    to: TO,
    subject: 'Document shared with you: "ENGL 1110 Essay 2 - peer review (Maya + Priya)"',
    date: d(10, 7, "23:12:36"),
    text: `Priya Natarajan (pnatarajan7@westbrook.edu) has invited you to edit the following document:

ENGL 1110 Essay 2 - peer review (Maya + Priya)

"left comments on your intro + 2nd paragraph, lmk what you think. mine's the second half of the doc"

Open: https://docs.draftcove.com/d/7YpRk2Vw9sLmQ0aZ/edit?invite=shr_4fT1x&usp=email

If you don't want to receive files from this person, block the sender from Draftcove:
https://docs.draftcove.com/settings/blocked

Draftcove LLC, 1 Harbor Way, Seattle, WA 98101
You have received this email because pnatarajan7@westbrook.edu shared a document with you from
Draftcove.`,
    html: `<div style="background:#ffffff;font-family:Roboto,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="border:1px solid #dadce0;border-radius:8px;">
<tr><td style="padding:24px 24px 10px 24px;"><img src="https://ssl.draftcove.com/images/branding/draftcove-docs-48.png" width="32" height="32" alt="Draftcove Docs"></td></tr>
<tr><td style="padding:0 24px;font-size:20px;color:#202124;line-height:28px;">Priya Natarajan shared a document</td></tr>
<tr><td style="padding:16px 24px 0 24px;"><table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://lh3.draftcove.com/a/pn7=s64" width="32" height="32" alt="" style="border-radius:16px;"></td>
<td style="padding-left:10px;font-size:14px;color:#3c4043;">Priya Natarajan (pnatarajan7@westbrook.edu) has invited you to <b>edit</b> the following document:</td></tr></table></td></tr>
<tr><td style="padding:16px 24px 0 24px;font-size:14px;color:#3c4043;font-style:italic;">left comments on your intro + 2nd paragraph, lmk what you think. mine&#39;s the second half of the doc</td></tr>
<tr><td style="padding:18px 24px 0 24px;"><a href="https://docs.draftcove.com/d/7YpRk2Vw9sLmQ0aZ/edit?invite=shr_4fT1x&amp;usp=email" style="display:block;border:1px solid #dadce0;border-radius:16px;padding:8px 12px;color:#3c4043;text-decoration:none;font-size:14px;"><img src="https://ssl.draftcove.com/images/icons/doc-16.png" width="16" alt="" style="vertical-align:middle;"> ENGL 1110 Essay 2 - peer review (Maya + Priya)</a></td></tr>
<tr><td style="padding:20px 24px 24px 24px;"><a href="https://docs.draftcove.com/d/7YpRk2Vw9sLmQ0aZ/edit?invite=shr_4fT1x&amp;usp=email" style="background:#1a73e8;color:#ffffff;padding:10px 24px;border-radius:4px;text-decoration:none;font-size:14px;font-weight:500;">Open</a></td></tr>
</table>
<p style="width:520px;font-size:12px;color:#5f6368;line-height:16px;text-align:left;">Draftcove LLC, 1 Harbor Way, Seattle, WA 98101<br>You have received this email because pnatarajan7@westbrook.edu shared a document with you from Draftcove. <a href="https://docs.draftcove.com/settings/blocked" style="color:#1a73e8;">Block sender</a></p>
</td></tr></table></div>`,
  },

  // ------------------------------------------------------------ games and study apps
  {
    family: "emberlight-play",
    group: "consumer",
    lang: "en",
    kind: "guard-code",
    code: "K7W2P",
    link: null,
    from: "Emberlight <noreply@emberlight.gg>",
    to: TO_PERSONAL,
    subject: "Emberlight account access from a new computer",
    date: d(9, 26, "00:41:58", "-0700"),
    enc: "qp",
    text: `Dear mayaokfr,

Here is the Emberlight Guard code you need to sign in from a new computer:

K7W2P

This email was generated because of a sign-in attempt from a web or mobile device located at
Columbus, Ohio, US (IP 164.107.xx.xx). The sign-in attempt included your correct account name and
password.

The Emberlight Guard code is required to complete the sign-in. No one can access your account
without also accessing this email.

If you are not attempting to sign in, please change your Emberlight password, and consider changing
your email password as well to ensure your account security.

If you are having trouble accessing your account, visit https://help.emberlight.gg

The Emberlight Team
This notification has been sent to the email address associated with your Emberlight account.
Emberlight Interactive, 10900 NE 8th St, Bellevue, WA 98004`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#17141f"><tr><td align="center" style="padding:24px 0;">
<table width="540" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;color:#c9c3d6;font-size:14px;">
<tr><td style="padding:0 0 20px 0;"><img src="https://cdn.emberlight.gg/email/emberlight-header.png" width="540" alt="EMBERLIGHT" style="display:block;"></td></tr>
<tr><td style="background:#221e2d;padding:24px 28px;">
<p style="font-size:22px;color:#ffffff;margin:0 0 16px 0;">Dear mayaokfr,</p>
<p style="margin:0 0 12px 0;">Here is the Emberlight Guard code you need to sign in from a new computer:</p>
<table cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="background:#2f2940;padding:18px;font-size:30px;font-weight:bold;color:#ffb547;letter-spacing:4px;font-family:'Courier New',monospace;">K7W2P</td></tr></table>
<p style="margin:16px 0 12px 0;">This email was generated because of a sign-in attempt from a web or mobile device located at Columbus, Ohio, US (IP 164.107.xx.xx). The sign-in attempt included your correct account name and password.</p>
<p style="margin:0 0 12px 0;">The Emberlight Guard code is required to complete the sign-in. <span style="color:#ffffff;font-weight:bold;">No one can access your account without also accessing this email.</span></p>
<p style="margin:0 0 12px 0;">If you are not attempting to sign in, please <a href="https://help.emberlight.gg/wizard/change-password" style="color:#ffb547;">change your Emberlight password</a>, and consider changing your email password as well to ensure your account security.</p>
<p style="margin:0;">If you are having trouble accessing your account, visit <a href="https://help.emberlight.gg" style="color:#ffb547;">Emberlight Support</a>.</p>
<p style="margin:18px 0 0 0;">The Emberlight Team</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#7a738a;">This notification has been sent to the email address associated with your Emberlight account.<br>Emberlight Interactive, 10900 NE 8th St, Bellevue, WA 98004 &middot; &copy; 2026 Emberlight Interactive. All rights reserved.</td></tr>
</table></td></tr></table>`,
  },
  {
    family: "emberlight-play",
    group: "consumer",
    lang: "en",
    kind: "purchase-receipt",
    code: null,
    link: null,
    from: "Emberlight <noreply@emberlight.gg>",
    to: TO_PERSONAL,
    subject: "Thank you for your Emberlight purchase!",
    date: d(10, 10, "19:03:27", "-0700"),
    text: `Dear mayaokfr,

Thank you for your recent purchase on Emberlight.

Account name:     mayaokfr
Invoice:          EL-4411902837
Date issued:      Sat Oct 10 19:03:20 2026 PDT
Payment method:   Visa ending 2208

Hollowpeak: Tides Expansion ............ $14.99
Autumn Sale discount (-25%) ............ -$3.75
Subtotal ............................... $11.24
Tax .................................... $0.84
Total .................................. $12.08

The items are now in your library. Enjoy!

Redeem an Emberlight gift card or wallet code at https://store.emberlight.gg/redeem

The Emberlight Team
Emberlight Interactive, 10900 NE 8th St, Bellevue, WA 98004`,
    html: null,
  },
  {
    family: "flashdeck-study",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://flashdeck.io/auth/magic?token=fd_ml_e3c91b7a4f20d8&redirect=%2Fdecks",
    from: "Flashdeck <login@flashdeck.io>",
    to: TO,
    subject: "Sign in to Flashdeck",
    date: d(10, 13, "22:19:44"),
    enc: "qp",
    text: `Sign in to Flashdeck

Click the link below to sign in as mokafor3@westbrook.edu. No password needed.

https://flashdeck.io/auth/magic?token=fd_ml_e3c91b7a4f20d8&redirect=%2Fdecks

The link can only be used once and expires in 20 minutes. If you didn't request it, just ignore this
email.

Good luck on the PSYC 1100 midterm - your "Memory & Learning" deck has 84 cards due for review.

Flashdeck · made by students in Austin, TX`,
    html: `<html><body style="margin:0;background:#f6f7fb;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px;">
<table role="presentation" width="440" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08);font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1f2b;">
<tr><td style="padding:30px 32px 0 32px;"><img src="https://flashdeck.io/email/flashdeck-logo.png" height="28" alt="Flashdeck"></td></tr>
<tr><td style="padding:22px 32px 0 32px;font-size:22px;font-weight:700;">Sign in to Flashdeck</td></tr>
<tr><td style="padding:10px 32px 0 32px;font-size:15px;line-height:22px;">Click the button below to sign in as <b>mokafor3@westbrook.edu</b>. No password needed.</td></tr>
<tr><td style="padding:24px 32px;"><a href="https://flashdeck.io/auth/magic?token=fd_ml_e3c91b7a4f20d8&amp;redirect=%2Fdecks" style="display:block;text-align:center;background:#4f46e5;color:#fff;text-decoration:none;font-weight:600;padding:13px 0;border-radius:8px;">Sign in</a></td></tr>
<tr><td style="padding:0 32px 24px 32px;font-size:13px;color:#6b7080;line-height:19px;">The link can only be used once and expires in 20 minutes. If you didn&rsquo;t request it, just ignore this email.</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eef0f5;font-size:13px;color:#6b7080;">Good luck on the PSYC 1100 midterm &ndash; your &ldquo;Memory &amp; Learning&rdquo; deck has 84 cards due for review.</td></tr>
</table>
<p style="font-family:system-ui,sans-serif;font-size:11px;color:#9aa0ae;">Flashdeck &middot; made by students in Austin, TX &middot; <a href="https://flashdeck.io/privacy" style="color:#9aa0ae;">Privacy</a></p>
</td></tr></table></body></html>`,
  },

  // ------------------------------------------------------------ events, tickets and travel home
  {
    family: "stubyard",
    group: "consumer",
    lang: "en",
    kind: "tickets-issued",
    code: null,
    link: null,
    from: "Stubyard <orders@stubyard.com>",
    to: TO_PERSONAL,
    subject: "You're going to Vesper Lane - The Afterglow Tour!",
    date: d(9, 23, "10:01:12"),
    enc: "b64",
    text: `You're in, Maya!

VESPER LANE - THE AFTERGLOW TOUR
with special guest Marlow Kids
Sat, Nov 7, 2026 · Doors 7:00 PM · Show 8:00 PM
Kemba Live!, 405 Neil Ave, Columbus, OH 43215

Order #: SY-3318-72045
Tickets: 2 × GA Floor ($49.50 each)
Fees: $23.80
Total charged: $122.80 to Visa •••• 2208

Your mobile tickets are attached as a PDF and are also in the Stubyard app. Each ticket has its own
barcode; screenshots may not scan at the door. Transfer one to a friend from the app.

Bag policy: clear bags up to 12" × 6" × 12" only.

Manage your order: https://www.stubyard.com/account/orders/SY-3318-72045

Stubyard, Inc. · 1 Beacon St, Boston, MA 02108 · Help: https://help.stubyard.com`,
    html: brand({
      pre: "Sat, Nov 7 · Kemba Live! · 2 tickets",
      logo: "https://img.stubyard.com/email/stubyard-logo-dark.png",
      name: "Stubyard",
      color: "#0b0b45",
      inner: `<h1 style="font-size:26px;margin:0 0 8px 0;">You&rsquo;re in, Maya!</h1>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0b0b45;border-radius:10px;color:#ffffff;margin:16px 0;"><tr>
<td style="padding:18px;"><img src="https://img.stubyard.com/events/vesper-lane-afterglow-300.jpg" width="120" alt="Vesper Lane" style="border-radius:6px;display:block;"></td>
<td style="padding:18px 18px 18px 0;"><div style="font-size:18px;font-weight:800;">VESPER LANE &ndash; THE AFTERGLOW TOUR</div>
<div style="font-size:13px;color:#c8c8ff;">with special guest Marlow Kids</div>
<div style="font-size:14px;margin-top:10px;">Sat, Nov 7, 2026 &middot; Doors 7:00 PM &middot; Show 8:00 PM<br>Kemba Live!, 405 Neil Ave, Columbus, OH 43215</div></td></tr></table>
<table role="presentation" width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#6b6f80;">Order #</td><td>SY-3318-72045</td></tr>
<tr><td style="color:#6b6f80;">Tickets</td><td>2 &times; GA Floor ($49.50 each)</td></tr>
<tr><td style="color:#6b6f80;">Fees</td><td>$23.80</td></tr>
<tr><td style="color:#6b6f80;">Total</td><td><b>$122.80</b> &middot; Visa &bull;&bull;&bull;&bull; 2208</td></tr>
</table>
<p style="margin:16px 0 10px 0;">Your mobile tickets are attached as a PDF and are also in the Stubyard app. Each ticket has its own barcode; screenshots may not scan at the door.</p>
<p style="margin:0 0 10px 0;font-size:13px;color:#6b6f80;">Bag policy: clear bags up to 12&Prime; &times; 6&Prime; &times; 12&Prime; only.</p>
<p style="margin:0;"><a href="https://www.stubyard.com/account/orders/SY-3318-72045" style="color:#3b3bd6;">Manage your order</a></p>`,
      foot:
        `Stubyard, Inc. &middot; 1 Beacon St, Boston, MA 02108<br><a href="https://help.stubyard.com" style="color:#8a8b93;">Help</a> &middot; <a href="https://www.stubyard.com/terms" style="color:#8a8b93;">Purchase Policy</a> &middot; <a href="https://www.stubyard.com/privacy" style="color:#8a8b93;">Privacy</a><br>
<a href="https://apps.apple.com/us/app/stubyard/id1200344871"><img src="https://img.stubyard.com/email/appstore.png" height="32" alt="Download on the App Store"></a> <a href="https://play.google.com/store/apps/details?id=com.stubyard.mobile"><img src="https://img.stubyard.com/email/googleplay.png" height="32" alt="Get it on Google Play"></a>`,
    }),
    attachment: [
      "Stubyard_Tickets_SY-3318-72045.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n4 0 obj << /Length 76 >> stream\nBT /F1 12 Tf 72 720 Td (VESPER LANE - GA FLOOR - SEC GA - ADMIT ONE - 7726 0193 4482 11) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "bluecrest-airlines",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Bluecrest Airlines <reservations@fly.bluecrest.com>",
    to: TO_PERSONAL,
    subject: "Your trip confirmation - CMH to ATL - Confirmation KQ7T2M",
    date: d(9, 29, "21:36:05"),
    enc: "qp",
    text: `Thanks for booking with Bluecrest, Maya.

Confirmation code: KQ7T2M
Ticket number: 0642198830415

Outbound - Wednesday, October 14, 2026
  BC 1184  Columbus (CMH) 4:55 PM -> Atlanta (ATL) 6:52 PM
  Main Cabin (L) · Seat 22A · 1 personal item, 1 carry-on

Return - Sunday, October 18, 2026
  BC 1187  Atlanta (ATL) 2:10 PM -> Columbus (CMH) 4:01 PM
  Main Cabin (L) · Seat 19F

Passenger: Maya Adaeze Okafor · Crestmiles #3309 881 204
Fare: $162.30 · Taxes & fees: $36.58 · Total: $198.88 (Visa ending 2208)

Check-in opens 24 hours before departure in the Bluecrest app or at
https://www.bluecrest.com/check-in

Need to change? Main Cabin fares can be changed with no change fee; you pay any fare difference.
Manage trip: https://www.bluecrest.com/my-trips?conf=KQ7T2M&last=OKAFOR

Bluecrest Airlines, 1 Skyway Dr, Atlanta, GA 30320 · 1-800-555-0134`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#e9eef4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#e9eef4"><tr><td align="center" style="padding:20px 0;">
<table role="presentation" width="620" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#14233c;">
<tr><td style="background:#0a3d7a;padding:18px 26px;"><img src="https://fly.bluecrest.com/img/bluecrest-logo-white.png" width="160" alt="Bluecrest Airlines"></td></tr>
<tr><td style="padding:26px 26px 8px 26px;font-size:22px;">Thanks for booking with Bluecrest, Maya.</td></tr>
<tr><td style="padding:0 26px 18px 26px;"><table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td style="padding-right:40px;"><div style="font-size:11px;color:#6a7891;text-transform:uppercase;">Confirmation code</div><div style="font-size:26px;font-weight:bold;letter-spacing:2px;">KQ7T2M</div></td>
<td><div style="font-size:11px;color:#6a7891;text-transform:uppercase;">Ticket number</div><div style="font-size:15px;">0642198830415</div></td></tr></table></td></tr>
<tr><td style="padding:0 26px;"><table role="presentation" width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #d7dee8;font-size:14px;">
<tr style="background:#f3f6fa;"><td colspan="3"><b>Outbound &middot; Wednesday, October 14, 2026</b></td></tr>
<tr><td>BC 1184</td><td><b>CMH 4:55 PM</b> &rarr; <b>ATL 6:52 PM</b></td><td style="color:#6a7891;">Main Cabin (L) &middot; Seat 22A</td></tr>
<tr style="background:#f3f6fa;"><td colspan="3"><b>Return &middot; Sunday, October 18, 2026</b></td></tr>
<tr><td>BC 1187</td><td><b>ATL 2:10 PM</b> &rarr; <b>CMH 4:01 PM</b></td><td style="color:#6a7891;">Main Cabin (L) &middot; Seat 19F</td></tr>
</table></td></tr>
<tr><td style="padding:16px 26px;font-size:14px;line-height:21px;">Passenger: Maya Adaeze Okafor &middot; Crestmiles #3309 881 204<br>Fare: $162.30 &middot; Taxes &amp; fees: $36.58 &middot; <b>Total: $198.88</b> (Visa ending 2208)</td></tr>
<tr><td style="padding:0 26px 16px 26px;font-size:14px;">Check-in opens 24 hours before departure in the Bluecrest app or at <a href="https://www.bluecrest.com/check-in" style="color:#0a61c9;">bluecrest.com/check-in</a>.</td></tr>
<tr><td style="padding:0 26px 24px 26px;font-size:14px;">Need to change? Main Cabin fares can be changed with no change fee; you pay any fare difference. <a href="https://www.bluecrest.com/my-trips?conf=KQ7T2M&amp;last=OKAFOR" style="color:#0a61c9;">Manage trip</a></td></tr>
<tr><td style="padding:18px 26px;background:#0a3d7a;color:#c7d6ea;font-size:11px;line-height:16px;">Bluecrest Airlines, 1 Skyway Dr, Atlanta, GA 30320 &middot; 1-800-555-0134<br><a href="https://www.bluecrest.com/legal/contract-of-carriage" style="color:#c7d6ea;">Contract of Carriage</a> &middot; <a href="https://www.bluecrest.com/legal/privacy" style="color:#c7d6ea;">Privacy</a> &middot; &copy; 2026 Bluecrest Airlines, Inc.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "bluecrest-airlines",
    group: "consumer",
    lang: "en",
    kind: "checkin-open",
    code: null,
    link: null,
    from: "Bluecrest Airlines <checkin@fly.bluecrest.com>",
    to: TO_PERSONAL,
    subject: "It's time to check in for your flight to Atlanta",
    date: d(10, 13, "16:55:00"),
    text: `Hi Maya, check-in is open for your flight tomorrow.

BC 1184 · Wed, Oct 14 · Columbus (CMH) 4:55 PM -> Atlanta (ATL) 6:52 PM
Confirmation code: KQ7T2M · Seat 22A · Boarding group 6

Check in: https://www.bluecrest.com/check-in?conf=KQ7T2M&last=OKAFOR
Or use the Bluecrest app to get your mobile boarding pass.

TSA PreCheck? Add your Known Traveler Number in My Trips before you check in.
Arrive at CMH at least 90 minutes before departure. Security wait times are posted at flycolumbus.com.

Bluecrest Airlines · 1-800-555-0134`,
    html: null,
  },
  {
    family: "pinebus-lines",
    group: "consumer",
    lang: "en",
    kind: "eticket",
    code: null,
    link: null,
    from: "Pinebus <tickets@pinebus.com>",
    to: TO_PERSONAL,
    subject: "Your Pinebus e-ticket: Columbus -> Cincinnati, Fri Oct 30",
    date: d(10, 20, "12:44:31"),
    enc: "8bit",
    text: `PINEBUS E-TICKET

Booking number: 5520 4471 09
Passenger: Maya Okafor (Student fare)

Fri, Oct 30, 2026
  Depart 5:15 PM  Columbus – Neil Ave & 12th Ave (Westbrook campus stop)
  Arrive 7:05 PM  Cincinnati – Court St & Walnut St
  Bus line 34 · Seat 11C

Sun, Nov 1, 2026
  Depart 3:30 PM  Cincinnati – Court St & Walnut St
  Arrive 5:20 PM  Columbus – Neil Ave & 12th Ave
  Bus line 35 · Seat 8A

Total paid: $31.98 (incl. $2.00 booking fee) · Mastercard •••• 0093

Show the QR code in the Pinebus app or this email to the driver. Have a photo ID ready. Student
fares also need your student ID.

Luggage: 1 carry-on + 1 checked bag (max 50 lb) included.

Change or cancel up to 15 minutes before departure: https://www.pinebus.com/manage-booking

Pinebus Transit LLC · 600 Vine St, Cincinnati, OH 45202 · +1 513-555-0126`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1f2d1f;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="580" cellpadding="0" cellspacing="0">
<tr><td style="background:#2e7d32;padding:14px 20px;"><img src="https://static.pinebus.com/mail/pinebus-white.png" height="28" alt="Pinebus"></td></tr>
<tr><td style="padding:20px;font-size:20px;font-weight:bold;">Your e-ticket</td></tr>
<tr><td style="padding:0 20px 10px 20px;font-size:14px;">Booking number: <b>5520 4471 09</b> &middot; Passenger: Maya Okafor (Student fare)</td></tr>
<tr><td style="padding:10px 20px;"><table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="border:2px dashed #2e7d32;font-size:14px;">
<tr><td colspan="2" style="background:#eef6ee;"><b>Fri, Oct 30, 2026</b> &middot; Line 34 &middot; Seat 11C</td></tr>
<tr><td width="70"><b>5:15 PM</b></td><td>Columbus &ndash; Neil Ave &amp; 12th Ave (Westbrook campus stop)</td></tr>
<tr><td><b>7:05 PM</b></td><td>Cincinnati &ndash; Court St &amp; Walnut St</td></tr>
<tr><td colspan="2" style="background:#eef6ee;"><b>Sun, Nov 1, 2026</b> &middot; Line 35 &middot; Seat 8A</td></tr>
<tr><td><b>3:30 PM</b></td><td>Cincinnati &ndash; Court St &amp; Walnut St</td></tr>
<tr><td><b>5:20 PM</b></td><td>Columbus &ndash; Neil Ave &amp; 12th Ave</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:16px 20px;"><img src="https://www.pinebus.com/qr/552044710901.png" width="180" height="180" alt="Ticket QR code"></td></tr>
<tr><td style="padding:0 20px 12px 20px;font-size:14px;line-height:21px;">Total paid: $31.98 (incl. $2.00 booking fee) &middot; Mastercard &bull;&bull;&bull;&bull; 0093<br>Show the QR code in the Pinebus app or this email to the driver. Have a photo ID ready. Student fares also need your student ID.<br>Luggage: 1 carry-on + 1 checked bag (max 50 lb) included.</td></tr>
<tr><td style="padding:0 20px 20px 20px;font-size:14px;"><a href="https://www.pinebus.com/manage-booking" style="color:#2e7d32;">Change or cancel</a> up to 15 minutes before departure.</td></tr>
<tr><td style="padding:14px 20px;background:#f4f4f4;font-size:11px;color:#777;">Pinebus Transit LLC &middot; 600 Vine St, Cincinnati, OH 45202 &middot; +1 513-555-0126 &middot; <a href="https://www.pinebus.com/privacy" style="color:#777;">Privacy</a> &middot; <a href="https://www.pinebus.com/terms" style="color:#777;">Terms of carriage</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "westbrook-student-union",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Westbrook Student Activities <studentactivities@westbrook.edu>",
    to: TO,
    subject: "This Week at the Union: Homecoming, free flu shots & Trivia Night",
    date: d(10, 19, "07:30:00"),
    enc: "qp",
    text: `THIS WEEK AT THE UNION - Oct 19-25, 2026

HOMECOMING WEEK
Mon 10/19 - Chalk the Oval, 11 AM-2 PM (free chalk + donuts)
Wed 10/21 - Homecoming Parade, 6 PM, High St from 9th to 17th Ave
Fri 10/23 - Pep rally and fireworks, 8 PM, Tom W. Davis Field
Student tickets for Saturday's game vs. Lakeshore State are sold out; watch party in the Union
Ballroom, 3:30 PM kickoff.

FREE FLU SHOTS
Tue 10/20, 10 AM-4 PM, Union Room 2210. Bring your OneCard and insurance card.

TRIVIA NIGHT
Thu 10/22, 8 PM, Union Market Stage. Teams of up to 5. Top prize: $100 in Brook Bucks.

Register for events and find 1,200+ student orgs: https://engage.westbrook.edu

Student Activities | Westbrook Student Union, 1739 N High St | 614-555-0250
You're receiving this because you are an enrolled undergraduate. Unsubscribe:
https://engage.westbrook.edu/unsubscribe?list=weekly`,
    html: uni(
      "Student Activities &middot; This Week at the Union",
      `<p style="margin:0 0 6px 0;font:bold 20px Arial,sans-serif;color:#6d1a36;">Oct 19&ndash;25, 2026</p>
<img src="https://brand.westbrook.edu/email/homecoming-2026-banner.jpg" width="564" alt="Homecoming Week 2026" style="display:block;width:100%;margin:10px 0 16px 0;">
<h3 style="font:bold 16px Arial,sans-serif;margin:0 0 6px 0;">Homecoming Week</h3>
<ul style="margin:0 0 16px 0;padding-left:20px;">
<li><b>Mon 10/19</b> &ndash; Chalk the Oval, 11&nbsp;AM&ndash;2&nbsp;PM (free chalk + donuts)</li>
<li><b>Wed 10/21</b> &ndash; Homecoming Parade, 6&nbsp;PM, High St from 9th to 17th Ave</li>
<li><b>Fri 10/23</b> &ndash; Pep rally and fireworks, 8&nbsp;PM, Tom W. Davis Field</li>
</ul>
<p style="margin:0 0 16px 0;">Student tickets for Saturday&rsquo;s game vs. Lakeshore State are sold out; watch party in the Union Ballroom, 3:30&nbsp;PM kickoff.</p>
<h3 style="font:bold 16px Arial,sans-serif;margin:0 0 6px 0;">Free flu shots</h3>
<p style="margin:0 0 16px 0;">Tue 10/20, 10&nbsp;AM&ndash;4&nbsp;PM, Union Room 2210. Bring your OneCard and insurance card.</p>
<h3 style="font:bold 16px Arial,sans-serif;margin:0 0 6px 0;">Trivia Night</h3>
<p style="margin:0 0 16px 0;">Thu 10/22, 8&nbsp;PM, Union Market Stage. Teams of up to 5. Top prize: $100 in Brook Bucks.</p>
<p style="margin:0;"><a href="https://engage.westbrook.edu" style="color:#6d1a36;font-weight:bold;">Register for events and find 1,200+ student orgs &rarr;</a></p>`,
      `Student Activities &middot; Westbrook Student Union, 1739 N High St &middot; 614-555-0250<br>You&rsquo;re receiving this because you are an enrolled undergraduate. <a href="https://engage.westbrook.edu/unsubscribe?list=weekly" style="color:#6d1a36;">Unsubscribe</a>`,
    ),
  },
];
