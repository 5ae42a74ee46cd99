/**
 * The inbox of a Filipino ship's officer at home in Cebu between contracts, over two months: manning
 * agency, ship manager's academy, maritime authority, union, remittance, banks, wallet, satcom, crew airlines,
 * port gate systems, clinic, insurer and phone operator, mostly notices with a minority asking for a code or a link.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Rodel Villaceran <rodel.villaceran@inbox.example>";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** An RFC 2822 date for `ymd` ("2026-09-03") at `hms` ("08:14:09") in zone `tz`. */
function date(ymd: string, hms: string, tz = "+0800"): string {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  const wd = DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${wd}, ${String(d).padStart(2, "0")} ${MONTHS[m - 1]} ${y} ${hms} ${tz}`;
}

/** A fake but well-formed enough PDF body for attachments. */
function pdf(title: string, lines: string[]): string {
  const body = lines.map((l, i) => `BT /F1 10 Tf 56 ${760 - i * 16} Td (${l}) Tj ET`).join("\n");
  return `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
    `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n` +
    `4 0 obj << /Length ${body.length} >> stream\n${body}\nendstream endobj\n` +
    `5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\n` +
    `6 0 obj << /Title (${title}) /Producer (DocGen 4.2) >> endobj\n` +
    `trailer << /Root 1 0 R /Info 6 0 R >>\n%%EOF\n`;
}

// ---------------------------------------------------------------- Bantayog Maritime Services (manning agency)

function bantayog_page(preheader: string, inner: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bantayog Crew Portal</title></head>
<body style="margin:0;padding:0;background:#e9eef3;">
<div style="display:none;max-height:0;overflow:hidden;color:#e9eef3;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#e9eef3;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:5px solid #0b3d6e;">
<tr><td style="padding:20px 32px;border-bottom:1px solid #d8e0e8;">
<img src="https://crew.bantayogmaritime.com.ph/static/mail/bantayog-logo-navy.png" width="168" height="40" alt="Bantayog Maritime Services, Inc." style="display:block;border:0;">
</td></tr>
<tr><td style="padding:28px 32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1d2935;">
${inner}
</td></tr>
<tr><td style="padding:18px 32px;background:#0b3d6e;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#c9d6e3;">
Bantayog Maritime Services, Inc. &middot; 4/F Pier View Building, 1320 Bonifacio Drive, Port Area, Manila 1018<br>
DMW License No. DMW-114-SB-08152023-R &middot; Crew hotline (+63 2) 8527 4410 &middot; Cebu office (+63 32) 255 9081<br>
<a href="https://www.bantayogmaritime.com.ph/privacy" style="color:#ffffff;">Data Privacy Notice</a> &nbsp;|&nbsp; <a href="https://crew.bantayogmaritime.com.ph/help" style="color:#ffffff;">Crew Portal Help</a> &nbsp;|&nbsp; <a href="https://www.facebook.com/BantayogMaritime" style="color:#ffffff;">Facebook</a><br>
&copy; 2026 Bantayog Maritime Services, Inc. This is a system-generated message.
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const bantayog: Mail[] = [
  {
    family: "bantayog-crewing",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://crew.bantayogmaritime.com.ph/invite/accept?token=Qm8xR2tLd3pZNnFw&crew=20417",
    from: "Bantayog Crew Portal <no-reply@crew.bantayogmaritime.com.ph>",
    to: TO,
    subject: "Activate your Bantayog Crew Portal account",
    date: date("2026-09-02", "09:41:17"),
    text: `Good day, 2/O Rodel P. Villaceran,

Our Crewing Department has created your account on the Bantayog Crew Portal. From the portal you can view your
contract line-up, upload your documents, see your allotment slips and request certificates of employment.

To activate your account and set your password, open the link below:

https://crew.bantayogmaritime.com.ph/invite/accept?token=Qm8xR2tLd3pZNnFw&crew=20417

This invitation is valid for 7 days. After that, please ask your crewing officer to send a new one.

Crew ID: 20417
Rank: Second Officer
Principal: Keelstone Shipmanagement B.V.

If you have questions, call the crew hotline (+63 2) 8527 4410, Monday to Saturday, 8:00 AM - 5:00 PM.

Fair winds,
Crewing Department
Bantayog Maritime Services, Inc.
4/F Pier View Building, 1320 Bonifacio Drive, Port Area, Manila 1018
`,
    html: bantayog_page(
      "Your crewing officer invited you to the Bantayog Crew Portal.",
      `<p style="margin:0 0 14px;">Good day, 2/O Rodel P. Villaceran,</p>
<p style="margin:0 0 14px;">Our Crewing Department has created your account on the <strong>Bantayog Crew Portal</strong>. From the portal you can view your contract line-up, upload your documents, see your allotment slips and request certificates of employment.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;"><tr>
<td bgcolor="#d9822b" style="border-radius:3px;"><a href="https://crew.bantayogmaritime.com.ph/invite/accept?token=Qm8xR2tLd3pZNnFw&amp;crew=20417" target="_blank" style="display:inline-block;padding:13px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">Activate my account</a></td>
</tr></table>
<p style="margin:0 0 14px;font-size:13px;color:#55606b;">This invitation is valid for 7 days. After that, please ask your crewing officer to send a new one.</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" style="font-size:13px;border:1px solid #d8e0e8;margin:0 0 14px;">
<tr><td style="color:#55606b;">Crew ID</td><td><strong>20417</strong></td></tr>
<tr><td style="color:#55606b;">Rank</td><td>Second Officer</td></tr>
<tr><td style="color:#55606b;">Principal</td><td>Keelstone Shipmanagement B.V.</td></tr>
</table>
<p style="margin:0;">Fair winds,<br>Crewing Department</p>`,
    ),
    enc: "b64",
  },
  {
    family: "bantayog-crewing",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "583027",
    link: null,
    from: "Bantayog Crew Portal <no-reply@crew.bantayogmaritime.com.ph>",
    to: TO,
    subject: "583027 is your Crew Portal sign-in code",
    date: date("2026-09-19", "21:03:52"),
    text: `Crew Portal sign-in

Hi Rodel,

Use this code to finish signing in to the Bantayog Crew Portal:

    583027

The code expires in 10 minutes and can be used once.

Sign-in attempt: 19 Sep 2026, 9:03 PM (PHT), Chrome on Android, Cebu City, PH

Our staff will never ask you for this code by phone, SMS or Messenger. If you did not try to sign in,
change your password and call (+63 2) 8527 4410.

Bantayog Maritime Services, Inc.
`,
    html: bantayog_page(
      "Use 583027 to finish signing in. It expires in 10 minutes.",
      `<p style="margin:0 0 8px;font-size:20px;font-weight:bold;color:#0b3d6e;">Crew Portal sign-in</p>
<p style="margin:0 0 14px;">Hi Rodel,</p>
<p style="margin:0 0 14px;">Use this code to finish signing in to the Bantayog Crew Portal:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:8px auto 20px;"><tr>
<td style="background:#f1f5f9;border:1px dashed #0b3d6e;padding:14px 30px;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px;color:#0b3d6e;">583027</td>
</tr></table>
<p style="margin:0 0 14px;font-size:13px;color:#55606b;">The code expires in 10 minutes and can be used once.</p>
<p style="margin:0 0 14px;font-size:13px;color:#55606b;">Sign-in attempt: 19 Sep 2026, 9:03 PM (PHT) &middot; Chrome on Android &middot; Cebu City, PH</p>
<p style="margin:0;font-size:13px;color:#55606b;">Our staff will never ask you for this code by phone, SMS or Messenger. If you did not try to sign in, change your password and call (+63 2) 8527 4410.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "bantayog-crewing",
    group: "regional",
    lang: "en",
    kind: "lineup-notice",
    code: null,
    link: null,
    from: "Crewing Dept - Container Fleet <crewing.container@bantayogmaritime.com.ph>",
    to: TO,
    subject: "LINE-UP: MV Caraga Pioneer / 2nd Officer / joining Busan approx. 14 Nov 2026",
    date: date("2026-10-08", "15:27:40"),
    text: `Dear 2/O Villaceran,

Good afternoon. Please be informed of your line-up as follows:

  Vessel       : MV CARAGA PIONEER (container, 4,250 TEU, flag Malta)
  Rank         : Second Officer
  Principal    : Keelstone Shipmanagement B.V., Rotterdam
  Joining port : Busan, Korea (tentative ETA 14 Nov 2026)
  Contract     : 6 months +/- 1, basic wage per CBA
  Reliever of  : 2/O Arnel Q. Dumalagan

Pending requirements (please submit to our Cebu office on or before 23 Oct 2026):
  1. PEME - MediSalvo Seafarers Clinic, Cebu (schedule to follow)
  2. Korean transit visa / OKTA not needed, crew list visa arranged by agent
  3. ECDIS JRC JAN-9201 type-specific certificate (Keelstone Academy)
  4. Updated yellow fever card
  5. 2 pcs passport photo, white background

Pre-departure orientation is set on 03 Nov 2026, 1:00 PM at the Cebu office, 2/F Mandaue Port Plaza, A.S. Fortuna St.
Flight details will be sent once the booking is confirmed by the principal.

For concerns please call me at 0917 804 2213 or the office at (032) 255 9081.

Regards,

Ma. Luisa T. Andrada
Crewing Officer - Container Fleet
Bantayog Maritime Services, Inc.
`,
    html: null,
  },
  {
    family: "bantayog-crewing",
    group: "regional",
    lang: "tl",
    kind: "document-expiry",
    code: null,
    link: null,
    from: "Bantayog Crew Portal <no-reply@crew.bantayogmaritime.com.ph>",
    to: TO,
    subject: "Paalala: malapit nang mag-expire ang iyong Seafarer's Identity Document",
    date: date("2026-10-21", "08:00:04"),
    text: `Magandang araw, Rodel!

Ayon sa aming record, malapit nang mag-expire ang sumusunod na dokumento mo:

  Dokumento    : Seafarer's Identity Document (SID)
  Numero       : SID-PH-0082211473
  Expiry       : 02 Disyembre 2026

Dahil nakatakda kang sumampa sa MV Caraga Pioneer bandang 14 Nobyembre 2026, kailangang valid pa ito nang
hindi bababa sa 6 na buwan mula sa petsa ng pagsampa. Pakiasikaso ang renewal at i-upload ang bagong kopya
sa Documents tab ng Crew Portal:
https://crew.bantayogmaritime.com.ph/documents

Kung na-renew mo na, huwag nang pansinin ang paalalang ito.

Salamat at ingat palagi,
Crewing Department
Bantayog Maritime Services, Inc.
(+63 2) 8527 4410 | Cebu (032) 255 9081
`,
    html: bantayog_page(
      "Mag-e-expire ang iyong SID sa 02 Disyembre 2026.",
      `<p style="margin:0 0 14px;">Magandang araw, Rodel!</p>
<p style="margin:0 0 14px;">Ayon sa aming record, malapit nang mag-expire ang sumusunod na dokumento mo:</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;border-collapse:collapse;margin:0 0 16px;">
<tr style="background:#f1f5f9;"><td style="border:1px solid #d8e0e8;width:38%;">Dokumento</td><td style="border:1px solid #d8e0e8;">Seafarer's Identity Document (SID)</td></tr>
<tr><td style="border:1px solid #d8e0e8;">Numero</td><td style="border:1px solid #d8e0e8;">SID-PH-0082211473</td></tr>
<tr style="background:#fff4e5;"><td style="border:1px solid #d8e0e8;">Expiry</td><td style="border:1px solid #d8e0e8;color:#b3261e;font-weight:bold;">02 Disyembre 2026</td></tr>
</table>
<p style="margin:0 0 14px;">Dahil nakatakda kang sumampa sa <strong>MV Caraga Pioneer</strong> bandang 14 Nobyembre 2026, kailangang valid pa ito nang hindi bababa sa 6 na buwan mula sa petsa ng pagsampa. Pakiasikaso ang renewal at i-upload ang bagong kopya sa <a href="https://crew.bantayogmaritime.com.ph/documents" style="color:#0b3d6e;">Documents tab</a> ng Crew Portal.</p>
<p style="margin:0 0 14px;font-size:13px;color:#55606b;">Kung na-renew mo na, huwag nang pansinin ang paalalang ito.</p>
<p style="margin:0;">Salamat at ingat palagi,<br>Crewing Department</p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Keelstone Academy (ship manager's training platform)

function keelstone_footer(unsub: string | null): string {
  return `<tr><td style="padding:20px 36px 28px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#8a8f98;">
Keelstone Shipmanagement B.V. &middot; Academy &amp; Crew Development &middot; Wilhelminakade 91, 3072 AP Rotterdam, The Netherlands<br>
Manila Training Centre: 11/F Ayala North Exchange, Makati City 1229 &middot; +63 2 8651 0770<br>
<a href="https://academy.keelstone-ship.com/help" style="color:#5a7d9a;">Help centre</a> &middot; <a href="https://www.keelstone-ship.com/privacy" style="color:#5a7d9a;">Privacy statement</a> &middot; <a href="https://www.keelstone-ship.com/terms" style="color:#5a7d9a;">Terms of use</a>${
    unsub ? ` &middot; <a href="${unsub}" style="color:#5a7d9a;">Afmelden / Unsubscribe</a>` : ""
  }<br>&copy; 2026 Keelstone Shipmanagement B.V. &middot; KvK 24318877</td></tr>`;
}

function keelstone_page(title: string, body: string, unsub: string | null = null): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>${title}</title>
<style>@media only screen and (max-width:620px){.wrap{width:100% !important}.pad{padding:20px !important}}</style></head>
<body style="margin:0;background:#f4f2ee;">
<center>
<table class="wrap" width="620" cellpadding="0" cellspacing="0" border="0" style="margin:0 auto;">
<tr><td style="padding:22px 36px;" align="left"><a href="https://academy.keelstone-ship.com/"><img src="https://cdn.keelstone-ship.com/mail/academy-wordmark@2x.png" width="190" alt="KEELSTONE ACADEMY" style="border:0;display:block;"></a></td></tr>
<tr><td class="pad" style="background:#ffffff;padding:34px 36px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#2b2f36;border-radius:6px;">
${body}
</td></tr>
${keelstone_footer(unsub)}
</table>
</center>
</body></html>`;
}

const keelstone: Mail[] = [
  {
    family: "keelstone-academy",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://links.keelstone-ship.com/ls/click?upn=kA92-Xs8bYt3QvLp0_confirm-email&u=7f3c91e2",
    from: "Keelstone Academy <academy@keelstone-ship.com>",
    to: TO,
    subject: "Confirm your e-mail address to start your assigned courses",
    date: date("2026-09-07", "10:12:33", "+0200"),
    text: `Welcome to Keelstone Academy, Rodel

Your crewing agency has enrolled you for the following courses before you join MV Caraga Pioneer:

- ECDIS JRC JAN-9201 type-specific refresher (CBT, approx. 6 hours)
- Keelstone SMS familiarisation, rev. 14 (approx. 2 hours)
- Cyber awareness for ship's officers (approx. 45 minutes)

Before we can open the courses, please confirm this is your e-mail address:

https://links.keelstone-ship.com/ls/click?upn=kA92-Xs8bYt3QvLp0_confirm-email&u=7f3c91e2

The link stays valid for 72 hours. Completion deadline for all assigned courses: 31 October 2026.

Questions about the content? Write to training.manila@keelstone-ship.com or call +63 2 8651 0770.

Keelstone Academy
Wilhelminakade 91, 3072 AP Rotterdam
`,
    html: keelstone_page(
      "Confirm your e-mail",
      `<h1 style="margin:0 0 18px;font-size:22px;line-height:28px;color:#17324d;font-weight:600;">Welcome to Keelstone Academy, Rodel</h1>
<p style="margin:0 0 12px;">Your crewing agency has enrolled you for the following courses before you join <strong>MV Caraga Pioneer</strong>:</p>
<ul style="margin:0 0 16px;padding-left:20px;">
<li>ECDIS JRC JAN-9201 type-specific refresher <span style="color:#8a8f98;">(CBT, approx. 6 hours)</span></li>
<li>Keelstone SMS familiarisation, rev. 14 <span style="color:#8a8f98;">(approx. 2 hours)</span></li>
<li>Cyber awareness for ship's officers <span style="color:#8a8f98;">(approx. 45 minutes)</span></li>
</ul>
<p style="margin:0 0 20px;">Before we can open the courses, please confirm this is your e-mail address.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#17324d;border-radius:4px;">
<a href="https://links.keelstone-ship.com/ls/click?upn=kA92-Xs8bYt3QvLp0_confirm-email&amp;u=7f3c91e2" style="display:block;padding:12px 26px;color:#ffffff;font-weight:600;text-decoration:none;font-family:Helvetica,Arial,sans-serif;">Confirm e-mail address</a>
</td></tr></table>
<p style="margin:20px 0 0;font-size:13px;color:#6b7079;">The link stays valid for 72 hours. Completion deadline for all assigned courses: <strong>31 October 2026</strong>.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "keelstone-academy",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://academy.keelstone-ship.com/password/reset/MTc4NDI5/cq4f1e-0a2b9d7c3e5f8a61/",
    from: "Keelstone Academy <academy@keelstone-ship.com>",
    to: TO,
    subject: "Password reset requested",
    date: date("2026-09-28", "14:55:02", "+0200"),
    text: `Hello Rodel,

Someone (hopefully you) asked to reset the password of your Keelstone Academy account (user no. 178429).

Choose a new password here:
https://academy.keelstone-ship.com/password/reset/MTc4NDI5/cq4f1e-0a2b9d7c3e5f8a61/

This link expires in 60 minutes. Your current password keeps working until you set a new one.

If you did not ask for this, you can ignore this e-mail.

-- Keelstone Academy
`,
    html: keelstone_page(
      "Password reset",
      `<p style="margin:0 0 14px;">Hello Rodel,</p>
<p style="margin:0 0 14px;">Someone (hopefully you) asked to reset the password of your Keelstone Academy account (user no. 178429).</p>
<p style="margin:0 0 22px;"><a href="https://academy.keelstone-ship.com/password/reset/MTc4NDI5/cq4f1e-0a2b9d7c3e5f8a61/" style="background:#c8553d;color:#ffffff;padding:11px 22px;border-radius:4px;text-decoration:none;font-weight:600;display:inline-block;">Choose a new password</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#6b7079;">This link expires in 60 minutes. Your current password keeps working until you set a new one.</p>
<p style="margin:0;font-size:13px;color:#6b7079;">If you did not ask for this, you can ignore this e-mail.</p>`,
    ),
    enc: "8bit",
  },
  {
    family: "keelstone-academy",
    group: "consumer",
    lang: "en",
    kind: "certificate-issued",
    code: null,
    link: null,
    from: "Keelstone Academy <certificates@keelstone-ship.com>",
    to: TO,
    subject: "Certificate issued: ECDIS JRC JAN-9201 type-specific refresher",
    date: date("2026-10-04", "06:31:48", "+0200"),
    text: `Dear Mr. Villaceran,

Congratulations on completing the ECDIS JRC JAN-9201 type-specific refresher.

Certificate no.: KSA-ECD-2026-08813
Issued: 04 October 2026
Valid until: 03 October 2031
Final assessment score: 92 / 100

Your certificate is attached as a PDF and has also been shared with Bantayog Maritime Services (Crewing, Manila).
You can download it again at any time under My certificates.

Remaining assigned courses: 1 of 3 (Cyber awareness for ship's officers, due 31 Oct 2026).

Kind regards,
Keelstone Academy
`,
    html: keelstone_page(
      "Certificate issued",
      `<p style="margin:0 0 14px;">Dear Mr. Villaceran,</p>
<p style="margin:0 0 18px;">Congratulations on completing the <strong>ECDIS JRC JAN-9201 type-specific refresher</strong>.</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="border:1px solid #e3dfd6;font-size:14px;margin:0 0 18px;">
<tr><td style="color:#6b7079;width:45%;">Certificate no.</td><td>KSA-ECD-2026-08813</td></tr>
<tr><td style="color:#6b7079;">Issued</td><td>04 October 2026</td></tr>
<tr><td style="color:#6b7079;">Valid until</td><td>03 October 2031</td></tr>
<tr><td style="color:#6b7079;">Final assessment score</td><td>92 / 100</td></tr>
</table>
<p style="margin:0 0 14px;">Your certificate is attached as a PDF and has also been shared with Bantayog Maritime Services (Crewing, Manila). You can download it again at any time under <a href="https://academy.keelstone-ship.com/me/certificates" style="color:#17324d;">My certificates</a>.</p>
<p style="margin:0;font-size:13px;color:#6b7079;">Remaining assigned courses: 1 of 3 (Cyber awareness for ship's officers, due 31 Oct 2026).</p>`,
    ),
    enc: "qp",
    attachment: [
      "KSA-ECD-2026-08813.pdf",
      "application/pdf",
      pdf("Certificate KSA-ECD-2026-08813", [
        "KEELSTONE ACADEMY - CERTIFICATE OF COMPLETION",
        "Rodel Padilla Villaceran, born 11.03.1989",
        "ECDIS JRC JAN-9201 type-specific refresher",
        "Certificate no. KSA-ECD-2026-08813  Issued 04.10.2026  Valid until 03.10.2031",
      ]),
    ],
  },
  {
    family: "keelstone-academy",
    group: "consumer",
    lang: "nl",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Keelstone Vlootnieuws <vlootnieuws@keelstone-ship.com>",
    to: TO,
    subject: "Vlootnieuws oktober: nieuwe CBT-modules en de BWM-inspectiecampagne",
    date: date("2026-10-15", "11:00:00", "+0200"),
    text: `VLOOTNIEUWS - oktober 2026

Beste bemanningsleden en collega's,

1. Nieuwe CBT-modules in de Academy
Vanaf 1 november staan er drie nieuwe modules klaar: "Enclosed space entry - praktijkcases", "Lithium-ion
branden in containers" en een opfriscursus BRM. De modules zijn in het Engels, met ondertiteling in het Tagalog.

2. Havenstaatcontrole: campagne ballastwater
Paris MoU en Tokyo MoU houden van 1 september tot en met 30 november een gezamenlijke campagne rond het
ballastwaterverdrag. Zorg dat het Ballast Water Record Book bijgewerkt is en dat het D-2-certificaat van het
BWTS aan boord ligt.

3. Bemanningswissel in Busan
Door de drukte bij de terminals in Busan New Port kunnen wissels enkele dagen verschuiven. Het kantoor in
Manilla houdt u op de hoogte.

4. Veiligheidscijfers Q3
LTIF over de vloot: 0,41 (Q2: 0,58). Dank aan iedereen aan boord!

Meer lezen: https://www.keelstone-ship.com/nieuws/vlootnieuws-2026-10

Met vriendelijke groet,
Afdeling Crew Development, Keelstone Shipmanagement B.V.
Wilhelminakade 91, 3072 AP Rotterdam

U ontvangt deze nieuwsbrief omdat u bij Keelstone vaart of gevaren heeft. Afmelden:
https://news.keelstone-ship.com/u/8Fh2kQ?l=nl
`,
    html: keelstone_page(
      "Vlootnieuws oktober 2026",
      `<p style="margin:0 0 4px;font-size:12px;letter-spacing:2px;color:#c8553d;font-weight:600;">VLOOTNIEUWS &middot; OKTOBER 2026</p>
<p style="margin:0 0 18px;">Beste bemanningsleden en collega's,</p>
<img src="https://cdn.keelstone-ship.com/news/2026-10/hero-bwm.jpg" width="548" alt="Ballastwaterbehandelingsinstallatie in de machinekamer" style="display:block;width:100%;height:auto;margin:0 0 18px;">
<h2 style="margin:0 0 6px;font-size:17px;color:#17324d;">1. Nieuwe CBT-modules in de Academy</h2>
<p style="margin:0 0 16px;">Vanaf 1 november staan er drie nieuwe modules klaar: &ldquo;Enclosed space entry &ndash; praktijkcases&rdquo;, &ldquo;Lithium-ion branden in containers&rdquo; en een opfriscursus BRM. De modules zijn in het Engels, met ondertiteling in het Tagalog.</p>
<h2 style="margin:0 0 6px;font-size:17px;color:#17324d;">2. Havenstaatcontrole: campagne ballastwater</h2>
<p style="margin:0 0 16px;">Paris MoU en Tokyo MoU houden van 1 september tot en met 30 november een gezamenlijke campagne rond het ballastwaterverdrag. Zorg dat het Ballast Water Record Book bijgewerkt is en dat het D-2-certificaat van het BWTS aan boord ligt.</p>
<h2 style="margin:0 0 6px;font-size:17px;color:#17324d;">3. Bemanningswissel in Busan</h2>
<p style="margin:0 0 16px;">Door de drukte bij de terminals in Busan New Port kunnen wissels enkele dagen verschuiven. Het kantoor in Manilla houdt u op de hoogte.</p>
<h2 style="margin:0 0 6px;font-size:17px;color:#17324d;">4. Veiligheidscijfers Q3</h2>
<p style="margin:0 0 18px;">LTIF over de vloot: <strong>0,41</strong> (Q2: 0,58). Dank aan iedereen aan boord!</p>
<p style="margin:0;"><a href="https://www.keelstone-ship.com/nieuws/vlootnieuws-2026-10" style="color:#c8553d;font-weight:600;">Lees het volledige nummer &rarr;</a></p>`,
      "https://news.keelstone-ship.com/u/8Fh2kQ?l=nl",
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- DagatPinas e-Services (maritime authority)

const DAGAT_FOOT =
  `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f3f3;border-top:3px solid #fcd116;">
<tr><td style="padding:14px 24px;font-family:Verdana,Geneva,sans-serif;font-size:10px;line-height:15px;color:#666666;">
Tanggapan ng Pambansang Pangasiwaan sa Karagatan (National Maritime Administration Office) &middot; Seafarers' Regulation Division<br>
Kalaw Avenue cor. San Marcelino St., Ermita, Manila 1000 &middot; Hotline 1348 &middot; (02) 8524 9176<br>
<a href="https://eservices.dagatpinas.gov.ph/faq" style="color:#0038a8;">FAQ</a> | <a href="https://eservices.dagatpinas.gov.ph/privacy" style="color:#0038a8;">Privacy Notice</a> | <a href="https://www.foi.gov.ph" style="color:#0038a8;">Freedom of Information</a><br>
This is an auto-generated e-mail. Please do not reply.
</td></tr></table>`;

function dagat_page(inner: string): string {
  return `<html><body style="margin:0;padding:0;background:#ffffff;">
<table width="640" cellpadding="0" cellspacing="0" border="0" align="center" style="border:1px solid #dddddd;">
<tr><td style="background:#0038a8;padding:12px 24px;">
<table cellpadding="0" cellspacing="0" border="0"><tr>
<td><img src="https://eservices.dagatpinas.gov.ph/assets/img/seal-64.png" width="48" height="48" alt="Official seal"></td>
<td style="padding-left:12px;font-family:Verdana,Geneva,sans-serif;color:#ffffff;font-size:13px;line-height:17px;"><b>DagatPinas e-Services</b><br>Republic of the Philippines</td>
</tr></table></td></tr>
<tr><td style="padding:24px;font-family:Verdana,Geneva,sans-serif;font-size:13px;line-height:20px;color:#222222;">
${inner}
</td></tr>
<tr><td>${DAGAT_FOOT}</td></tr>
</table></body></html>`;
}

const dagatpinas: Mail[] = [
  {
    family: "dagatpinas-eservices",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "714096",
    link: null,
    from: "DagatPinas e-Services <noreply@eservices.dagatpinas.gov.ph>",
    to: TO,
    subject: "DagatPinas e-Services: One-Time PIN",
    date: date("2026-09-10", "13:22:09"),
    text: `DagatPinas e-Services

Dear VILLACERAN, RODEL PADILLA,

Your One-Time PIN (OTP) for logging in to DagatPinas e-Services is:

714 096

This OTP is valid for five (5) minutes. Do not share it with anyone, including fixers or persons claiming
to be from this Office.

Seafarer Registration No. (SRN): SRN-2026-0048817
Date/time of request: 10-SEP-2026 13:22 PHT

If you did not request this OTP, please report it to Hotline 1348.

Seafarers' Regulation Division
`,
    html: dagat_page(`<p>Dear <b>VILLACERAN, RODEL PADILLA</b>,</p>
<p>Your One-Time PIN (OTP) for logging in to DagatPinas e-Services is:</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:3px;color:#0038a8;margin:18px 0;">714 096</p>
<p>This OTP is valid for <b>five (5) minutes</b>. Do not share it with anyone, including fixers or persons claiming to be from this Office.</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:12px;color:#555555;">
<tr><td>Seafarer Registration No. (SRN):</td><td>SRN-2026-0048817</td></tr>
<tr><td>Date/time of request:</td><td>10-SEP-2026 13:22 PHT</td></tr>
</table>
<p style="font-size:12px;color:#555555;">If you did not request this OTP, please report it to Hotline 1348.</p>`),
    enc: "7bit",
  },
  {
    family: "dagatpinas-eservices",
    group: "regional",
    lang: "tl",
    kind: "application-status",
    code: null,
    link: null,
    from: "DagatPinas e-Services <noreply@eservices.dagatpinas.gov.ph>",
    to: TO,
    subject: "Status ng Aplikasyon APP-COC-2026-113907: APRUBADO / APPROVED",
    date: date("2026-09-24", "16:48:30"),
    text: `Mahal na VILLACERAN, RODEL PADILLA,

Ikinagagalak naming ipaalam na APRUBADO na ang iyong aplikasyon:

  Numero ng Aplikasyon : APP-COC-2026-113907
  Uri                  : Revalidation ng Certificate of Competency (Officer in Charge of a Navigational Watch, II/1)
  Bagong bisa          : hanggang 23 Setyembre 2031
  Petsa ng pag-release : 30 Setyembre 2026 (Miyerkules)
  Lugar ng pag-claim   : Regional Office VII, Cebu City, M.J. Cuenco Ave.

Magdala ng isang (1) valid ID at ng Official Receipt No. 0038842. Ang pag-claim ay mula 8:00 AM hanggang 4:00 PM,
Lunes hanggang Biyernes. Maaaring ipa-claim sa iyong kinatawan na may dalang Special Power of Attorney.

Ang e-mail na ito ay awtomatikong ipinadala. Huwag sumagot dito.

Seafarers' Regulation Division
Hotline 1348
`,
    html: dagat_page(`<p>Mahal na <b>VILLACERAN, RODEL PADILLA</b>,</p>
<p>Ikinagagalak naming ipaalam na <b style="color:#1b7a2c;">APRUBADO</b> na ang iyong aplikasyon:</p>
<table cellpadding="6" cellspacing="0" border="1" bordercolor="#dddddd" style="border-collapse:collapse;font-size:12px;width:100%;">
<tr><td width="40%" bgcolor="#f7f7f7">Numero ng Aplikasyon</td><td>APP-COC-2026-113907</td></tr>
<tr><td bgcolor="#f7f7f7">Uri</td><td>Revalidation ng Certificate of Competency (Officer in Charge of a Navigational Watch, II/1)</td></tr>
<tr><td bgcolor="#f7f7f7">Bagong bisa</td><td>hanggang 23 Setyembre 2031</td></tr>
<tr><td bgcolor="#f7f7f7">Petsa ng pag-release</td><td>30 Setyembre 2026 (Miyerkules)</td></tr>
<tr><td bgcolor="#f7f7f7">Lugar ng pag-claim</td><td>Regional Office VII, Cebu City, M.J. Cuenco Ave.</td></tr>
</table>
<p>Magdala ng isang (1) valid ID at ng Official Receipt No. 0038842. Ang pag-claim ay mula 8:00 AM hanggang 4:00 PM, Lunes hanggang Biyernes. Maaaring ipa-claim sa iyong kinatawan na may dalang Special Power of Attorney.</p>`),
    enc: "b64",
  },
  {
    family: "dagatpinas-eservices",
    group: "regional",
    lang: "tl",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "DagatPinas ePayment <epayment@eservices.dagatpinas.gov.ph>",
    to: TO,
    subject: "Opisyal na Resibo Blg. 0038842 - PHP 1,050.00",
    date: date("2026-09-11", "09:05:12"),
    text: `================================================
  DAGATPINAS e-SERVICES - ELECTRONIC OFFICIAL RECEIPT
================================================

Resibo Blg.        : 0038842
Petsa              : 11-SEP-2026 09:04 PHT
Natanggap mula kay : VILLACERAN, RODEL PADILLA
SRN                : SRN-2026-0048817
Aplikasyon         : APP-COC-2026-113907

  Bayad sa revalidation ng COC (II/1) ....... PHP   800.00
  Documentary stamp tax ...................... PHP    30.00
  Bayad sa pagproseso ........................ PHP   200.00
  Convenience fee (e-wallet) ................. PHP    20.00
                                               ------------
  KABUUAN .................................... PHP 1,050.00

Paraan ng bayad    : BulsaPay e-wallet, ref. BP-7730195562
Status             : BAYAD NA

Itago ang resibong ito. Kakailanganin ito sa pag-claim ng sertipiko.

Hindi ito nangangailangan ng pirma (RR No. 9-2009, electronic receipt).
Hotline 1348 | (02) 8524 9176
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- KAMARINO (seafarers' union)

function kamarino_page(pre: string, inner: string, unsub: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fdf6ec;">
<span style="display:none!important;opacity:0;height:0;width:0;overflow:hidden;">${pre}</span>
<table width="100%" cellspacing="0" cellpadding="0" style="background:#fdf6ec;"><tr><td align="center">
<table width="580" cellspacing="0" cellpadding="0" style="background:#ffffff;margin:20px 0;border:1px solid #efe2cf;">
<tr><td style="background:#8a1c1c;padding:16px 28px;font-family:Georgia,serif;color:#fff5e6;font-size:22px;">KAMARINO<br><span style="font-size:12px;font-family:Arial,sans-serif;letter-spacing:1px;">Kapisanan ng mga Marinong Pilipino &middot; Est. 1978</span></td></tr>
<tr><td style="padding:26px 28px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#332b22;">${inner}</td></tr>
<tr><td style="padding:16px 28px;background:#f6ede0;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#7a6a55;">
KAMARINO National Office: 2208 Taft Avenue, Malate, Manila &middot; Visayas Chapter: 77 Osmeña Blvd., Cebu City 6000<br>
Tel. (02) 8400 3561 &middot; Visayas (032) 412 6684 &middot; Viber 0998 561 2210<br>
<a href="https://kamarino.org.ph" style="color:#8a1c1c;">kamarino.org.ph</a> &middot; <a href="https://facebook.com/kamarino.official" style="color:#8a1c1c;">Facebook</a> &middot; <a href="${unsub}" style="color:#8a1c1c;">Mag-unsubscribe</a>
</td></tr></table></td></tr></table></body></html>`;
}

const kamarino: Mail[] = [
  {
    family: "kamarino-union",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://members.kamarino.org.ph/email/verify/20417-Villaceran/3e8a0b6c91?expires=1789366920&signature=4f2d8e1b0c7a93e5",
    from: "KAMARINO Member Hub <memberhub@kamarino.org.ph>",
    to: TO,
    subject: "Please verify your e-mail for the KAMARINO Member Hub",
    date: date("2026-09-05", "19:42:00"),
    text: `Hello Rodel,

Thank you for registering on the KAMARINO Member Hub with membership no. VIS-2011-04472.

Please verify your e-mail address by opening this link:

https://members.kamarino.org.ph/email/verify/20417-Villaceran/3e8a0b6c91?expires=1789366920&signature=4f2d8e1b0c7a93e5

Once verified, you can download your union ID, file a welfare assistance request and check your dues.

If you did not create an account, no further action is required.

Regards,
KAMARINO Member Hub
`,
    html: kamarino_page(
      "One more step: verify your e-mail address.",
      `<p style="margin:0 0 12px;">Hello Rodel,</p>
<p style="margin:0 0 12px;">Thank you for registering on the KAMARINO Member Hub with membership no. <b>VIS-2011-04472</b>.</p>
<p style="margin:0 0 20px;">Please verify your e-mail address by clicking the button below.</p>
<p style="margin:0 0 20px;text-align:center;"><a href="https://members.kamarino.org.ph/email/verify/20417-Villaceran/3e8a0b6c91?expires=1789366920&amp;signature=4f2d8e1b0c7a93e5" style="display:inline-block;background:#8a1c1c;color:#ffffff;padding:12px 24px;border-radius:20px;text-decoration:none;font-weight:bold;">Verify Email Address</a></p>
<p style="margin:0 0 12px;">Once verified, you can download your union ID, file a welfare assistance request and check your dues.</p>
<p style="margin:0 0 12px;">If you did not create an account, no further action is required.</p>
<p style="margin:0;">Regards,<br>KAMARINO Member Hub</p>
<hr style="border:none;border-top:1px solid #efe2cf;margin:18px 0;">
<p style="margin:0;font-size:11px;color:#7a6a55;">If you're having trouble clicking the "Verify Email Address" button, copy and paste the URL below into your web browser: <a href="https://members.kamarino.org.ph/email/verify/20417-Villaceran/3e8a0b6c91?expires=1789366920&amp;signature=4f2d8e1b0c7a93e5" style="color:#8a1c1c;word-break:break-all;">https://members.kamarino.org.ph/email/verify/20417-Villaceran/3e8a0b6c91?expires=1789366920&amp;signature=4f2d8e1b0c7a93e5</a></p>`,
      "https://kamarino.org.ph/unsubscribe?m=VIS-2011-04472",
    ),
    enc: "7bit",
  },
  {
    family: "kamarino-union",
    group: "regional",
    lang: "ceb",
    kind: "dues-receipt",
    code: null,
    link: null,
    from: "KAMARINO Visayas Chapter <visayas@kamarino.org.ph>",
    to: TO,
    subject: "Resibo sa imong membership dues - Oktubre 2026",
    date: date("2026-10-02", "10:18:45"),
    text: `Maayong adlaw, Brod Rodel!

Nadawat na namo ang imong bayad sa membership dues. Salamat sa imong padayon nga pagsuporta sa unyon.

  Resibo No.      : KV-2026-10-00583
  Membership No.  : VIS-2011-04472
  Gisakop         : Hulyo - Disyembre 2026 (6 ka bulan)
  Kantidad        : PHP 900.00
  Pamaagi         : GCash/BulsaPay transfer, 01 Okt 2026

Paalinton: ang Seafarers' Family Day sa Visayas Chapter kay sa 21 Nobyembre 2026, Sabado, 9:00 AM sa
KAMARINO Hall, 77 Osmeña Blvd. Dad-a ang imong pamilya!

Kung naa kay pangutana, tawag sa (032) 412 6684 o mensahe sa Viber 0998 561 2210.

Nagkahiusa,
Bise-Presidente sa Pinansya, Visayas Chapter
`,
    html: kamarino_page(
      "Salamat! Nadawat na ang PHP 900.00 nga dues.",
      `<p style="margin:0 0 12px;">Maayong adlaw, Brod Rodel!</p>
<p style="margin:0 0 16px;">Nadawat na namo ang imong bayad sa membership dues. Salamat sa imong padayon nga pagsuporta sa unyon.</p>
<table cellspacing="0" cellpadding="7" style="width:100%;font-size:13px;border:1px solid #efe2cf;margin:0 0 16px;">
<tr><td style="color:#7a6a55;">Resibo No.</td><td>KV-2026-10-00583</td></tr>
<tr><td style="color:#7a6a55;">Membership No.</td><td>VIS-2011-04472</td></tr>
<tr><td style="color:#7a6a55;">Gisakop</td><td>Hulyo &ndash; Disyembre 2026 (6 ka bulan)</td></tr>
<tr><td style="color:#7a6a55;">Kantidad</td><td><b>PHP 900.00</b></td></tr>
<tr><td style="color:#7a6a55;">Pamaagi</td><td>GCash/BulsaPay transfer, 01 Okt 2026</td></tr>
</table>
<p style="margin:0 0 12px;background:#fff5e6;padding:10px;border-left:3px solid #8a1c1c;">Paalinton: ang <b>Seafarers' Family Day</b> sa Visayas Chapter kay sa 21 Nobyembre 2026, Sabado, 9:00 AM sa KAMARINO Hall, 77 Osmeña Blvd. Dad-a ang imong pamilya!</p>
<p style="margin:0;">Nagkahiusa,<br>Bise-Presidente sa Pinansya, Visayas Chapter</p>`,
      "https://kamarino.org.ph/unsubscribe?m=VIS-2011-04472",
    ),
    enc: "8bit",
  },
  {
    family: "kamarino-union",
    group: "regional",
    lang: "tl",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Balitang KAMARINO <balita@kamarino.org.ph>",
    to: TO,
    subject: "Balitang KAMARINO: bagong CBA sa container fleet, scholarship para sa mga anak ng marino",
    date: date("2026-10-26", "18:00:00"),
    text: `BALITANG KAMARINO - Oktubre 2026

1. Pinirmahan na ang bagong CBA para sa container fleet
Matapos ang apat na buwang negosasyon, nilagdaan noong 16 Oktubre ang bagong Collective Bargaining Agreement
na sumasaklaw sa mahigit 3,400 na marino sa 61 barko. Tataas ng 4.5% ang basic wage simula 1 Enero 2027.

2. Scholarship para sa mga anak ng marino, S.Y. 2027-2028
Bukas na ang aplikasyon para sa 120 slot ng KAMARINO Scholarship. Deadline: 15 Enero 2027.
Detalye: https://kamarino.org.ph/scholarship-2027

3. Paalala tungkol sa mga pekeng "processing fee"
May mga nagpapanggap na taga-unyon na humihingi ng bayad para sa "fast-track" ng dokumento. Hindi kailanman
humihingi ang KAMARINO ng bayad sa pamamagitan ng personal na account. I-report sa (02) 8400 3561.

4. Pakikiramay
Nakikiramay kami sa pamilya ni C/E Danilo M. Obra ng Batangas, na pumanaw noong 9 Oktubre.

Mabuhay ang mandaragat na Pilipino!

KAMARINO National Office, 2208 Taft Avenue, Malate, Manila
Mag-unsubscribe: https://kamarino.org.ph/unsubscribe?m=VIS-2011-04472
`,
    html: kamarino_page(
      "Bagong CBA, scholarship at paalala laban sa mga scammer.",
      `<p style="margin:0 0 16px;font-size:12px;letter-spacing:1px;color:#8a1c1c;font-weight:bold;">BALITANG KAMARINO &middot; OKTUBRE 2026</p>
<img src="https://kamarino.org.ph/media/2026/10/cba-signing.jpg" width="524" alt="Paglagda ng bagong CBA" style="display:block;width:100%;margin:0 0 16px;">
<h3 style="margin:0 0 6px;font-family:Georgia,serif;color:#8a1c1c;">Pinirmahan na ang bagong CBA para sa container fleet</h3>
<p style="margin:0 0 16px;">Matapos ang apat na buwang negosasyon, nilagdaan noong 16 Oktubre ang bagong Collective Bargaining Agreement na sumasaklaw sa mahigit 3,400 na marino sa 61 barko. Tataas ng 4.5% ang basic wage simula 1 Enero 2027.</p>
<h3 style="margin:0 0 6px;font-family:Georgia,serif;color:#8a1c1c;">Scholarship para sa mga anak ng marino, S.Y. 2027&ndash;2028</h3>
<p style="margin:0 0 16px;">Bukas na ang aplikasyon para sa 120 slot ng KAMARINO Scholarship. Deadline: 15 Enero 2027. <a href="https://kamarino.org.ph/scholarship-2027" style="color:#8a1c1c;">Basahin ang detalye</a></p>
<h3 style="margin:0 0 6px;font-family:Georgia,serif;color:#8a1c1c;">Paalala tungkol sa mga pekeng &ldquo;processing fee&rdquo;</h3>
<p style="margin:0 0 16px;">May mga nagpapanggap na taga-unyon na humihingi ng bayad para sa &ldquo;fast-track&rdquo; ng dokumento. Hindi kailanman humihingi ang KAMARINO ng bayad sa pamamagitan ng personal na account. I-report sa (02) 8400 3561.</p>
<h3 style="margin:0 0 6px;font-family:Georgia,serif;color:#8a1c1c;">Pakikiramay</h3>
<p style="margin:0 0 16px;">Nakikiramay kami sa pamilya ni C/E Danilo M. Obra ng Batangas, na pumanaw noong 9 Oktubre.</p>
<p style="margin:0;font-weight:bold;">Mabuhay ang mandaragat na Pilipino!</p>`,
      "https://kamarino.org.ph/unsubscribe?m=VIS-2011-04472",
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Habagat Remit

const habagat: Mail[] = [
  {
    family: "habagat-remit",
    group: "consumer",
    lang: "en",
    kind: "pickup-code",
    code: "5820-3917",
    link: null,
    from: "Habagat Remit <transfers@habagatremit.com>",
    to: TO,
    subject: "Your padala to Erlinda Villaceran is ready for pickup",
    date: date("2026-09-12", "11:37:26"),
    text: `Hi Rodel,

Your money transfer is ready for cash pickup.

PICKUP CODE: 5820-3917
Give this code only to your receiver. The receiver must show it together with a valid ID at the counter.

Receiver        : ERLINDA P. VILLACERAN
Pickup location : Any Habagat Remit partner branch (e.g. Tagbilaran City, CPG Ave. branch)
Amount to pay out: PHP 15,000.00
Service fee     : PHP 95.00 (paid)
Transaction ref.: HR2609-77314-PH
Available until : 12 Oct 2026

Track this transfer in the Habagat app under Activity. Need help? Call (02) 8888 4242 or chat with us in the app.

Habagat Remit Corp. is regulated by the Bangko Sentral ng Pilipinas. Never give your pickup code to anyone
who calls you claiming to be from Habagat.
`,
    html: `<html><body style="margin:0;background:#eef7f6;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:#0f766e;padding:18px 28px;"><img src="https://assets.habagatremit.com/email/logo-white.png" alt="Habagat Remit" width="130"></td></tr>
<tr><td style="padding:28px;color:#1f2937;font-size:15px;line-height:22px;">
<p style="margin:0 0 6px;font-size:20px;font-weight:600;">Ready for pickup</p>
<p style="margin:0 0 18px;">Hi Rodel, your money transfer to <b>ERLINDA P. VILLACERAN</b> is ready for cash pickup.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f0fdfa;border:1px solid #99f6e4;border-radius:8px;"><tr><td align="center" style="padding:18px;">
<div style="font-size:12px;letter-spacing:2px;color:#0f766e;">PICKUP CODE</div>
<div style="font-size:30px;font-weight:700;letter-spacing:4px;color:#134e4a;margin-top:6px;">5820-3917</div>
<div style="font-size:12px;color:#4b5563;margin-top:6px;">Give this code only to your receiver. They must show it with a valid ID at the counter.</div>
</td></tr></table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;margin-top:18px;">
<tr><td style="color:#6b7280;">Pickup location</td><td align="right">Any partner branch (e.g. Tagbilaran City, CPG Ave.)</td></tr>
<tr><td style="color:#6b7280;">Amount to pay out</td><td align="right"><b>PHP 15,000.00</b></td></tr>
<tr><td style="color:#6b7280;">Service fee</td><td align="right">PHP 95.00 (paid)</td></tr>
<tr><td style="color:#6b7280;">Transaction ref.</td><td align="right">HR2609-77314-PH</td></tr>
<tr><td style="color:#6b7280;">Available until</td><td align="right">12 Oct 2026</td></tr>
</table>
</td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#6b7280;line-height:18px;">
Need help? Call (02) 8888 4242 or <a href="https://habagatremit.com/help/chat" style="color:#0f766e;">chat with us</a>.<br>
Habagat Remit Corp. is regulated by the Bangko Sentral ng Pilipinas. Never give your pickup code to anyone who calls you claiming to be from Habagat.<br>
<a href="https://apps.apple.com/ph/app/habagat-remit/id1588204411"><img src="https://assets.habagatremit.com/email/badge-appstore.png" alt="Download on the App Store" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=com.habagatremit.app"><img src="https://assets.habagatremit.com/email/badge-googleplay.png" alt="Get it on Google Play" height="32"></a><br>
&copy; 2026 Habagat Remit Corp. &middot; 18/F Cyberscape Gamma, Topaz Rd., Ortigas Center, Pasig City
</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "habagat-remit",
    group: "consumer",
    lang: "tl",
    kind: "transfer-completed",
    code: null,
    link: null,
    from: "Habagat Remit <transfers@habagatremit.com>",
    to: TO,
    subject: "Natanggap na ni Erlinda ang iyong padala",
    date: date("2026-09-13", "14:02:51"),
    text: `Hi Rodel,

Magandang balita! Na-claim na ang iyong padala.

  Tumanggap   : ERLINDA P. VILLACERAN
  Halaga      : PHP 15,000.00
  Branch      : Habagat Partner - Tagbilaran City, CPG Ave.
  Petsa/oras  : 13 Set 2026, 1:58 PM
  Ref. No.    : HR2609-77314-PH

Salamat sa paggamit ng Habagat Remit. Ang susunod mong padala sa parehong tumanggap ay may 50% diskwento
sa service fee gamit ang promo code PADALA50 hanggang 31 Oktubre 2026.

Kung hindi mo kilala ang transaksyong ito, tumawag agad sa (02) 8888 4242.

Habagat Remit Corp.
`,
    html: `<html><body style="margin:0;background:#eef7f6;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
<tr><td style="background:#0f766e;padding:18px 28px;border-radius:12px 12px 0 0;"><img src="https://assets.habagatremit.com/email/logo-white.png" alt="Habagat Remit" width="130"></td></tr>
<tr><td style="padding:28px;color:#1f2937;font-size:15px;line-height:22px;">
<p style="margin:0 0 14px;font-size:20px;font-weight:600;">&#10004; Na-claim na ang iyong padala</p>
<p style="margin:0 0 16px;">Hi Rodel, natanggap na ni <b>ERLINDA P. VILLACERAN</b> ang PHP 15,000.00.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #e5e7eb;">
<tr><td style="color:#6b7280;">Branch</td><td align="right">Habagat Partner &ndash; Tagbilaran City, CPG Ave.</td></tr>
<tr><td style="color:#6b7280;">Petsa/oras</td><td align="right">13 Set 2026, 1:58 PM</td></tr>
<tr><td style="color:#6b7280;">Ref. No.</td><td align="right">HR2609-77314-PH</td></tr>
</table>
<p style="margin:18px 0 0;padding:12px;background:#fef9c3;border-radius:8px;font-size:13px;">Ang susunod mong padala sa parehong tumanggap ay may 50% diskwento sa service fee gamit ang promo code <b>PADALA50</b> hanggang 31 Oktubre 2026.</p>
</td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#6b7280;">Kung hindi mo kilala ang transaksyong ito, tumawag agad sa (02) 8888 4242.<br>&copy; 2026 Habagat Remit Corp. &middot; <a href="https://habagatremit.com/privacy" style="color:#0f766e;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "habagat-remit",
    group: "consumer",
    lang: "tl",
    kind: "rate-newsletter",
    code: null,
    link: null,
    from: "Habagat Remit <balita@news.habagatremit.com>",
    to: TO,
    subject: "USD→PHP ngayong linggo: 58.42 + libreng padala tuwing Sabado",
    date: date("2026-10-17", "08:30:00"),
    text: `Habagat Remit - Palitan ngayong linggo

USD 1 = PHP 58.42
EUR 1 = PHP 63.10
SGD 1 = PHP 44.87
(Indicative rates as of 17 Okt 2026, 8:00 AM. Maaaring magbago.)

LIBRENG PADALA TUWING SABADO
Mula 24 Oktubre hanggang 28 Nobyembre, walang service fee sa mga padalang PHP 5,000 pataas tuwing Sabado.

Para sa mga marino: maaari mo nang i-set ang awtomatikong padala mula sa iyong allotment account.
Alamin: https://habagatremit.com/seafarers

Tingnan ang promo: https://click.news.habagatremit.com/c/sat-free?u=rv20417
Mag-unsubscribe: https://click.news.habagatremit.com/unsub?u=rv20417

Habagat Remit Corp., 18/F Cyberscape Gamma, Topaz Rd., Ortigas Center, Pasig City
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Arial,sans-serif;">
<div style="display:none;">Palitan ngayong linggo at libreng padala tuwing Sabado.</div>
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td><a href="https://click.news.habagatremit.com/c/sat-free?u=rv20417"><img src="https://assets.habagatremit.com/news/2026-10-17/banner-libreng-sabado.jpg" width="600" alt="Libreng padala tuwing Sabado!" style="display:block;"></a></td></tr>
<tr><td style="padding:20px 24px;">
<table width="100%" cellpadding="10" cellspacing="0" style="text-align:center;font-size:14px;">
<tr>
<td style="background:#f0fdfa;"><div style="color:#6b7280;font-size:12px;">USD 1</div><div style="font-size:22px;font-weight:bold;color:#134e4a;">₱58.42</div></td>
<td style="background:#f0fdfa;"><div style="color:#6b7280;font-size:12px;">EUR 1</div><div style="font-size:22px;font-weight:bold;color:#134e4a;">₱63.10</div></td>
<td style="background:#f0fdfa;"><div style="color:#6b7280;font-size:12px;">SGD 1</div><div style="font-size:22px;font-weight:bold;color:#134e4a;">₱44.87</div></td>
</tr></table>
<p style="font-size:11px;color:#9ca3af;margin:6px 0 18px;">Indicative rates as of 17 Okt 2026, 8:00 AM. Maaaring magbago.</p>
<p style="font-size:15px;line-height:22px;color:#1f2937;">Mula 24 Oktubre hanggang 28 Nobyembre, <b>walang service fee</b> sa mga padalang PHP 5,000 pataas tuwing Sabado.</p>
<p style="font-size:15px;line-height:22px;color:#1f2937;">Para sa mga marino: maaari mo nang i-set ang awtomatikong padala mula sa iyong allotment account. <a href="https://habagatremit.com/seafarers" style="color:#0f766e;">Alamin</a></p>
<p style="text-align:center;margin:24px 0;"><a href="https://click.news.habagatremit.com/c/sat-free?u=rv20417" style="background:#f59e0b;color:#111827;padding:12px 26px;border-radius:24px;text-decoration:none;font-weight:bold;">Tingnan ang promo</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#9ca3af;border-top:1px solid #e5e7eb;">Habagat Remit Corp., 18/F Cyberscape Gamma, Topaz Rd., Ortigas Center, Pasig City &middot; <a href="https://click.news.habagatremit.com/unsub?u=rv20417" style="color:#9ca3af;">Mag-unsubscribe</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Tanglaw Savings Bank

function tanglaw_page(inner: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#f5f5f5;">
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#f5f5f5"><tr><td align="center">
<table width="600" border="0" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="margin:16px 0;">
<tr><td style="padding:16px 24px;border-bottom:4px solid #f2a900;"><table width="100%" border="0" cellspacing="0" cellpadding="0"><tr>
<td><img src="https://www.tanglawbank.com.ph/emailer/img/tanglaw-logo.gif" width="150" height="38" alt="Tanglaw Savings Bank"></td>
<td align="right" style="font-family:Tahoma,Arial,sans-serif;font-size:11px;color:#777777;">Tanglaw Online</td></tr></table></td></tr>
<tr><td style="padding:24px;font-family:Tahoma,Arial,sans-serif;font-size:13px;line-height:19px;color:#333333;">${inner}</td></tr>
<tr><td style="padding:14px 24px;background:#4a2c0f;font-family:Tahoma,Arial,sans-serif;font-size:10px;line-height:15px;color:#e8d9c4;">
Tanglaw Savings Bank, Inc. &middot; Tanglaw Tower, 212 Gen. Maxilom Ave., Cebu City 6000 &middot; 24/7 Hotline (032) 888 2600 / 1-800-10-826-4529 (toll-free)<br>
Deposits are insured by PDIC up to PHP 1 million per depositor. Regulated by the Bangko Sentral ng Pilipinas.<br>
Tanglaw will never ask for your password, OTP or card PIN through e-mail, SMS or calls. &middot; <a href="https://www.tanglawbank.com.ph/privacy" style="color:#f2a900;">Privacy Statement</a>
</td></tr></table></td></tr></table></body></html>`;
}

const tanglaw: Mail[] = [
  {
    family: "tanglaw-savings-bank",
    group: "regional",
    lang: "en",
    kind: "allotment-credited",
    code: null,
    link: null,
    from: "Tanglaw Online <alerts@tanglawbank.com.ph>",
    to: TO,
    subject: "Credit Alert: PHP 68,450.00 seafarer allotment to SA ****4821",
    date: date("2026-09-15", "10:04:37"),
    text: `Dear RODEL P VILLACERAN,

We have credited your account as follows:

Account          : Savings Account ****4821 (Marino Savings)
Transaction      : SEAFARER ALLOTMENT - INWARD
Remitter         : BANTAYOG MARITIME SERVICES INC
Period           : AUGUST 2026
Amount           : PHP 68,450.00
Date/Time        : 15-Sep-2026 10:04:12
Reference No.    : TSB-AL-260915-0049281
Available balance: PHP 142,307.55

Thank you for banking with Tanglaw.

This is a system-generated notification. For concerns, call our 24/7 hotline (032) 888 2600.
`,
    html: tanglaw_page(`<p>Dear <b>RODEL P VILLACERAN</b>,</p>
<p>We have credited your account as follows:</p>
<table width="100%" border="0" cellspacing="0" cellpadding="6" style="font-size:13px;">
<tr bgcolor="#fbf3e2"><td width="40%">Account</td><td>Savings Account ****4821 (Marino Savings)</td></tr>
<tr><td>Transaction</td><td>SEAFARER ALLOTMENT - INWARD</td></tr>
<tr bgcolor="#fbf3e2"><td>Remitter</td><td>BANTAYOG MARITIME SERVICES INC</td></tr>
<tr><td>Period</td><td>AUGUST 2026</td></tr>
<tr bgcolor="#fbf3e2"><td>Amount</td><td><b style="color:#2e7d32;">PHP 68,450.00</b></td></tr>
<tr><td>Date/Time</td><td>15-Sep-2026 10:04:12</td></tr>
<tr bgcolor="#fbf3e2"><td>Reference No.</td><td>TSB-AL-260915-0049281</td></tr>
<tr><td>Available balance</td><td>PHP 142,307.55</td></tr>
</table>
<p>Thank you for banking with Tanglaw.</p>`),
    enc: "qp",
  },
  {
    family: "tanglaw-savings-bank",
    group: "regional",
    lang: "en",
    kind: "transaction-otp",
    code: "309118",
    link: null,
    from: "Tanglaw Online <otp@tanglawbank.com.ph>",
    to: TO,
    subject: "Tanglaw Online One-Time PIN",
    date: date("2026-09-30", "20:17:03"),
    text: `Tanglaw Online One-Time PIN

Your OTP is 309118 for the transfer of PHP 25,000.00 via InstaPay to BPI ****7730 (NOREEN G VILLACERAN).

This OTP is valid for 3 minutes. NEVER share your OTP with anyone. Tanglaw will never call or text to ask for it.

If you did not initiate this transaction, call (032) 888 2600 immediately.
`,
    html: tanglaw_page(`<p style="font-size:16px;"><b>One-Time PIN</b></p>
<p>Use the PIN below to authorize your transfer of <b>PHP 25,000.00</b> via InstaPay to BPI ****7730 (NOREEN G VILLACERAN).</p>
<table border="0" cellspacing="6" cellpadding="0" align="center" style="margin:18px auto;"><tr>
<td width="40" height="48" align="center" style="border:1px solid #f2a900;font-size:26px;font-weight:bold;font-family:Arial,sans-serif;">3</td>
<td width="40" height="48" align="center" style="border:1px solid #f2a900;font-size:26px;font-weight:bold;font-family:Arial,sans-serif;">0</td>
<td width="40" height="48" align="center" style="border:1px solid #f2a900;font-size:26px;font-weight:bold;font-family:Arial,sans-serif;">9</td>
<td width="40" height="48" align="center" style="border:1px solid #f2a900;font-size:26px;font-weight:bold;font-family:Arial,sans-serif;">1</td>
<td width="40" height="48" align="center" style="border:1px solid #f2a900;font-size:26px;font-weight:bold;font-family:Arial,sans-serif;">1</td>
<td width="40" height="48" align="center" style="border:1px solid #f2a900;font-size:26px;font-weight:bold;font-family:Arial,sans-serif;">8</td>
</tr></table>
<p>This OTP is valid for <b>3 minutes</b>. NEVER share your OTP with anyone.</p>
<p style="color:#b00020;">If you did not initiate this transaction, call (032) 888 2600 immediately.</p>`),
    enc: "7bit",
  },
  {
    family: "tanglaw-savings-bank",
    group: "regional",
    lang: "ceb",
    kind: "new-device",
    code: null,
    link: null,
    from: "Tanglaw Online <security@tanglawbank.com.ph>",
    to: TO,
    subject: "Bag-ong device nga nag-login sa imong Tanglaw Online",
    date: date("2026-10-06", "22:41:19"),
    text: `Maayong gabii, RODEL,

Naay bag-ong device nga nag-login sa imong Tanglaw Online account:

  Device    : Samsung Galaxy A55 (Tanglaw Mobile app 6.12.0)
  Lugar     : Mandaue City, Cebu (gibanabana)
  Petsa/oras: 06-Okt-2026 10:40 PM

Kung ikaw kini, wala na kay buhaton.

Kung dili ikaw, i-lock dayon ang imong account pinaagi sa pagtawag sa (032) 888 2600 o sa
1-800-10-826-4529 (toll-free), ug usba ang imong password.

Tanglaw Savings Bank
`,
    html: tanglaw_page(`<p>Maayong gabii, <b>RODEL</b>,</p>
<p>Naay bag-ong device nga nag-login sa imong Tanglaw Online account:</p>
<table border="0" cellspacing="0" cellpadding="6" style="font-size:13px;background:#fbf3e2;width:100%;">
<tr><td width="30%">Device</td><td>Samsung Galaxy A55 (Tanglaw Mobile app 6.12.0)</td></tr>
<tr><td>Lugar</td><td>Mandaue City, Cebu (gibanabana)</td></tr>
<tr><td>Petsa/oras</td><td>06-Okt-2026 10:40 PM</td></tr>
</table>
<p>Kung ikaw kini, wala na kay buhaton.</p>
<p>Kung dili ikaw, i-lock dayon ang imong account pinaagi sa pagtawag sa <b>(032) 888 2600</b> o sa 1-800-10-826-4529 (toll-free), ug usba ang imong password.</p>`),
    enc: "b64",
  },
  {
    family: "tanglaw-savings-bank",
    group: "regional",
    lang: "en",
    kind: "e-statement",
    code: null,
    link: null,
    from: "Tanglaw eStatement <estatement@tanglawbank.com.ph>",
    to: TO,
    subject: "Your Tanglaw Marino Savings eStatement for September 2026",
    date: date("2026-10-03", "03:15:00"),
    text: `Dear RODEL P VILLACERAN,

Attached is your eStatement for Savings Account ****4821 for the period 01 September 2026 to 30 September 2026.

The PDF is password-protected. Your password is your date of birth in DDMMYYYY format followed by the last
4 digits of your account number.

Opening balance : PHP  98,911.20
Total credits   : PHP  68,472.35
Total debits    : PHP  51,230.00
Closing balance : PHP 116,153.55

Please review your statement. If you find any discrepancy, notify us within 30 days of receipt.

Tanglaw Savings Bank, Inc.
`,
    html: null,
    enc: "7bit",
    attachment: [
      "TSB_eStatement_4821_202609.pdf",
      "application/pdf",
      pdf("Tanglaw Savings Bank eStatement", [
        "TANGLAW SAVINGS BANK - STATEMENT OF ACCOUNT",
        "RODEL P VILLACERAN  SA ****4821  01-SEP-2026 to 30-SEP-2026",
        "Opening 98,911.20  Credits 68,472.35  Debits 51,230.00  Closing 116,153.55",
      ]),
    ],
  },
];

// ---------------------------------------------------------------- BulsaPay e-wallet

function bulsa_page(pre: string, inner: string): string {
  return `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f3efff;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;opacity:0;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="520" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:16px;">
<tr><td align="center" style="padding:26px 0 8px;"><img src="https://static.bulsapay.ph/mail/bulsa-mark-96.png" width="48" height="48" alt="BulsaPay"></td></tr>
<tr><td style="padding:8px 32px 28px;font-family:Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#2d2250;">${inner}</td></tr>
</table>
<table role="presentation" width="520" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:16px 24px;font-family:Roboto,Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#857ba8;">
<a href="https://www.facebook.com/bulsapay.ph"><img src="https://static.bulsapay.ph/mail/ic-fb.png" width="20" alt="Facebook"></a>&nbsp;
<a href="https://www.instagram.com/bulsapay.ph"><img src="https://static.bulsapay.ph/mail/ic-ig.png" width="20" alt="Instagram"></a><br>
BulsaPay Digital Inc. &middot; 9/F One Ayala East Tower, Makati City &middot; Help: help.bulsapay.ph &middot; Hotline #2-8577<br>
BulsaPay is an Electronic Money Issuer regulated by the BSP. &middot; <a href="https://www.bulsapay.ph/privacy" style="color:#857ba8;">Privacy</a> &middot; <a href="https://www.bulsapay.ph/terms" style="color:#857ba8;">Terms</a>
</td></tr></table>
</td></tr></table></body></html>`;
}

const bulsapay: Mail[] = [
  {
    family: "bulsapay",
    group: "consumer",
    lang: "en",
    kind: "verify-email",
    code: "602915",
    link: "https://account.bulsapay.ph/verify-email?c=602915&e=cm9kZWwudmlsbGFjZXJhbkBpbmJveC5leGFtcGxl&src=mail",
    from: "BulsaPay <hello@bulsapay.ph>",
    to: TO,
    subject: "Verify your email address",
    date: date("2026-09-08", "07:55:41"),
    text: `Almost there, Rodel!

Verify the email address linked to your BulsaPay account (0917 ••• 4408) so we can send you receipts and
security alerts.

Tap to verify:
https://account.bulsapay.ph/verify-email?c=602915&e=cm9kZWwudmlsbGFjZXJhbkBpbmJveC5leGFtcGxl&src=mail

Or enter this code in the app under Profile > Email:

602 915

The link and code expire in 24 hours.

Didn't add this email? You can ignore this message.

BulsaPay Digital Inc.
`,
    html: bulsa_page(
      "Verify your email to get receipts and security alerts.",
      `<h1 style="margin:0 0 12px;font-size:22px;text-align:center;">Almost there, Rodel!</h1>
<p style="margin:0 0 20px;text-align:center;">Verify the email address linked to your BulsaPay account (0917 &bull;&bull;&bull; 4408) so we can send you receipts and security alerts.</p>
<p style="margin:0 0 22px;text-align:center;"><a href="https://account.bulsapay.ph/verify-email?c=602915&amp;e=cm9kZWwudmlsbGFjZXJhbkBpbmJveC5leGFtcGxl&amp;src=mail" style="display:inline-block;background:#6c3ce0;color:#ffffff;font-weight:bold;text-decoration:none;padding:14px 36px;border-radius:28px;">Verify email</a></p>
<p style="margin:0 0 6px;text-align:center;font-size:13px;color:#857ba8;">Or enter this code in the app under Profile &gt; Email</p>
<p style="margin:0 0 20px;text-align:center;font-size:28px;font-weight:bold;letter-spacing:6px;">602 915</p>
<p style="margin:0;text-align:center;font-size:13px;color:#857ba8;">The link and code expire in 24 hours. Didn't add this email? You can ignore this message.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "bulsapay",
    group: "consumer",
    lang: "tl",
    kind: "login-code",
    code: "447201",
    link: null,
    from: "BulsaPay <no-reply@bulsapay.ph>",
    to: TO,
    subject: "Ang iyong BulsaPay login code",
    date: date("2026-10-01", "06:12:08"),
    text: `Hi Rodel,

May nag-log in sa iyong BulsaPay account sa bagong device (iPad, Safari). Ilagay ang code na ito para magpatuloy:

447201

Mag-e-expire ito sa loob ng 5 minuto. HUWAG itong ibigay kahit kanino, kahit sa nagpapakilalang taga-BulsaPay.

Hindi ikaw? Palitan agad ang iyong MPIN sa app at tumawag sa #2-8577.
`,
    html: bulsa_page(
      "Ilagay ang code na ito para magpatuloy. Mag-e-expire sa 5 minuto.",
      `<p style="margin:0 0 14px;">Hi Rodel,</p>
<p style="margin:0 0 18px;">May nag-log in sa iyong BulsaPay account sa bagong device (iPad, Safari). Ilagay ang code na ito para magpatuloy:</p>
<table role="presentation" align="center" cellspacing="0" cellpadding="0" style="margin:0 auto 18px;"><tr><td style="background:#f3efff;border-radius:10px;padding:14px 28px;font-size:30px;font-weight:bold;letter-spacing:10px;color:#6c3ce0;">447201</td></tr></table>
<p style="margin:0 0 12px;">Mag-e-expire ito sa loob ng <b>5 minuto</b>. HUWAG itong ibigay kahit kanino, kahit sa nagpapakilalang taga-BulsaPay.</p>
<p style="margin:0;font-size:13px;color:#857ba8;">Hindi ikaw? Palitan agad ang iyong MPIN sa app at tumawag sa #2-8577.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "bulsapay",
    group: "consumer",
    lang: "tl",
    kind: "cash-in-receipt",
    code: null,
    link: null,
    from: "BulsaPay <receipts@bulsapay.ph>",
    to: TO,
    subject: "Cash In: ₱10,000.00 mula sa Tanglaw Savings Bank",
    date: date("2026-10-01", "06:14:55"),
    text: `Matagumpay ang iyong Cash In!

Halaga        : ₱10,000.00
Mula sa       : Tanglaw Savings Bank ****4821
Petsa         : 01 Okt 2026, 6:14 AM
Ref. No.      : 9012 4471 8830 5
Bagong balanse: ₱12,486.30

Gamitin ang iyong BulsaPay para magbayad ng bills, mag-load, o magpadala sa pamilya.

Salamat,
BulsaPay
`,
    html: bulsa_page(
      "₱10,000.00 ang pumasok sa iyong wallet.",
      `<p style="margin:0 0 4px;text-align:center;font-size:13px;color:#857ba8;">Matagumpay ang iyong Cash In</p>
<p style="margin:0 0 20px;text-align:center;font-size:34px;font-weight:bold;">₱10,000.00</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="8" style="font-size:14px;border-top:1px dashed #d5cdf0;border-bottom:1px dashed #d5cdf0;">
<tr><td style="color:#857ba8;">Mula sa</td><td align="right">Tanglaw Savings Bank ****4821</td></tr>
<tr><td style="color:#857ba8;">Petsa</td><td align="right">01 Okt 2026, 6:14 AM</td></tr>
<tr><td style="color:#857ba8;">Ref. No.</td><td align="right">9012 4471 8830 5</td></tr>
<tr><td style="color:#857ba8;">Bagong balanse</td><td align="right">₱12,486.30</td></tr>
</table>
<p style="margin:18px 0 0;text-align:center;font-size:13px;">Gamitin ang iyong BulsaPay para magbayad ng bills, mag-load, o magpadala sa pamilya.</p>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- SeaVox Mail (satellite messaging on board)

const seavox: Mail[] = [
  {
    family: "seavox-satmail",
    group: "consumer",
    lang: "en",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "SeaVox Crew Services <billing@seavox.net>",
    to: TO,
    subject: "Receipt SVX-INV-2026-551203 - Crew Data 2 GB bundle",
    date: date("2026-11-16", "02:47:10", "+0000"),
    text: `SeaVox Crew Services - Receipt

Thank you for your purchase.

Receipt no.    : SVX-INV-2026-551203
Crew account   : rvillaceran@crew.seavox.net
Product        : Crew Data 2 GB (valid 30 days from first use)
Vessel         : MV CARAGA PIONEER (IMO 9791244)
Amount         : USD 39.00 (paid by Visa ****2290)
Date           : 16 Nov 2026 02:46 UTC

Airtime voucher PIN for onboard Wi-Fi: 4417 2290 8815
(Enter it at the crew hotspot page http://crewnet.local to load the bundle. One-time use.)

Unused data expires 30 days after first use and cannot be refunded.

SeaVox Maritime Communications Ltd, 3 Harbour Exchange Square, London E14 9GE, United Kingdom
Support 24/7: +44 20 3966 1180 / support@seavox.net
`,
    html: `<html><body style="margin:0;background:#0d1b2a;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#0d1b2a"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:20px 28px;background:#1b263b;"><img src="https://www.seavox.net/img/email/seavox-logo-light.png" width="120" alt="SeaVox"></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:21px;color:#1b263b;">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold;">Receipt</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#778da9;">Receipt no.</td><td align="right">SVX-INV-2026-551203</td></tr>
<tr><td style="color:#778da9;">Crew account</td><td align="right">rvillaceran@crew.seavox.net</td></tr>
<tr><td style="color:#778da9;">Product</td><td align="right">Crew Data 2 GB (valid 30 days from first use)</td></tr>
<tr><td style="color:#778da9;">Vessel</td><td align="right">MV CARAGA PIONEER (IMO 9791244)</td></tr>
<tr><td style="color:#778da9;">Date</td><td align="right">16 Nov 2026 02:46 UTC</td></tr>
<tr><td style="border-top:1px solid #e0e1dd;font-weight:bold;">Total</td><td align="right" style="border-top:1px solid #e0e1dd;font-weight:bold;">USD 39.00</td></tr>
<tr><td style="color:#778da9;">Paid with</td><td align="right">Visa ****2290</td></tr>
</table>
<table width="100%" cellpadding="12" cellspacing="0" style="margin-top:18px;background:#e0e1dd;"><tr><td>
<span style="font-size:12px;color:#415a77;">Airtime voucher PIN for onboard Wi-Fi</span><br>
<span style="font-size:20px;font-family:'Courier New',monospace;font-weight:bold;">4417 2290 8815</span><br>
<span style="font-size:12px;color:#415a77;">Enter it at the crew hotspot page http://crewnet.local to load the bundle. One-time use.</span>
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#778da9;">Unused data expires 30 days after first use and cannot be refunded.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#778da9;background:#f4f4f2;">SeaVox Maritime Communications Ltd &middot; 3 Harbour Exchange Square, London E14 9GE &middot; Support 24/7 +44 20 3966 1180 &middot; <a href="https://www.seavox.net/legal/privacy" style="color:#415a77;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "seavox-satmail",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://my.seavox.net/crew/reset?key=c7Yq2LwP9sDk4HfE1vXz&acct=rvillaceran",
    from: "SeaVox Crew Services <no-reply@seavox.net>",
    to: TO,
    subject: "Reset your SeaVox crew mail password",
    date: date("2026-10-11", "12:09:33", "+0000"),
    text: `Hello,

We received a request to reset the password of the SeaVox crew account rvillaceran@crew.seavox.net.

Your crew mailbox stays available after you sign off, so you can keep your messages between contracts.

To choose a new password, open:
https://my.seavox.net/crew/reset?key=c7Yq2LwP9sDk4HfE1vXz&acct=rvillaceran

The link can be used once and expires in 2 hours. If you did not request a reset, you can ignore this
message; your password will not change.

SeaVox Crew Services
`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1b263b;background:#ffffff;">
<p><img src="https://www.seavox.net/img/email/seavox-logo-dark.png" width="110" alt="SeaVox"></p>
<p>Hello,</p>
<p>We received a request to reset the password of the SeaVox crew account <b>rvillaceran@crew.seavox.net</b>.</p>
<p>Your crew mailbox stays available after you sign off, so you can keep your messages between contracts.</p>
<p><a href="https://my.seavox.net/crew/reset?key=c7Yq2LwP9sDk4HfE1vXz&amp;acct=rvillaceran" style="color:#ffffff;background:#415a77;padding:10px 18px;text-decoration:none;display:inline-block;">Choose a new password</a></p>
<p style="font-size:12px;color:#778da9;">The link can be used once and expires in 2 hours. If you did not request a reset, you can ignore this message; your password will not change.</p>
<p style="font-size:11px;color:#778da9;">SeaVox Maritime Communications Ltd &middot; London E14 9GE</p>
</body></html>`,
    enc: "7bit",
  },
  {
    family: "seavox-satmail",
    group: "consumer",
    lang: "en",
    kind: "service-notice",
    code: null,
    link: null,
    from: "SeaVox Network Operations <noc@seavox.net>",
    to: TO,
    subject: "[SeaVox] Planned maintenance - IOR beam, 27 Oct 2026 01:00-03:30 UTC",
    date: date("2026-10-20", "16:00:02", "+0000"),
    text: `PLANNED MAINTENANCE NOTICE  Ref: SVX-NOC-26-0417

Region      : Indian Ocean Region (IOR) beam 4 and 5
Window      : 27 Oct 2026, 01:00 - 03:30 UTC
Impact      : Crew e-mail and crew Wi-Fi may be interrupted for up to 20 minutes during the window.
              Vessel operational services (ship-to-shore, GMDSS-related traffic) are not affected.

Messages sent during the interruption will be queued on board and delivered automatically once the link
is restored. No action is needed from crew.

Current status of all beams: https://status.seavox.net

SeaVox Network Operations Centre
+44 20 3966 1180

You receive service notices because you hold an active SeaVox crew account. These notices cannot be
switched off.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Haribon Airways (crew-change flights)

function haribon_page(inner: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#e8f1f8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#004b87;padding:14px 24px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://www.haribonair.com/content/email/logo-haribon-white.png" width="140" alt="Haribon Airways"></td>
<td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#bcd6ee;"><a href="https://www.haribonair.com/manage" style="color:#ffffff;">Manage booking</a> &nbsp; <a href="https://www.haribonair.com/checkin" style="color:#ffffff;">Check-in</a></td>
</tr></table></td></tr>
<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#1a1a1a;">${inner}</td></tr>
<tr><td style="padding:16px 24px;background:#f2f6fa;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#666666;">
Haribon Airways Inc. &middot; Haribon Operations Center, Mactan-Cebu International Airport, Lapu-Lapu City 6016<br>
Reservations (+63 32) 888 7700 &middot; <a href="https://www.haribonair.com/conditions" style="color:#004b87;">Conditions of carriage</a> &middot; <a href="https://www.haribonair.com/privacy" style="color:#004b87;">Privacy</a><br>
&copy; 2026 Haribon Airways. Please do not reply to this e-mail.
</td></tr></table></td></tr></table></body></html>`;
}

const haribon: Mail[] = [
  {
    family: "haribon-airways",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Haribon Airways <itinerary@haribonair.com>",
    to: TO,
    subject: "Booking confirmed - K7XQ2M - Cebu to Busan (Marine fare)",
    date: date("2026-10-29", "17:22:48"),
    text: `HARIBON AIRWAYS - BOOKING CONFIRMATION

Booking reference: K7XQ2M
E-ticket number  : 892-2410557316
Passenger        : VILLACERAN/RODEL PADILLA MR
Fare type        : Marine (seafarer) - 40 kg checked baggage, 1 free date change
Booked by        : BANTAYOG MARITIME SERVICES INC (agency IATA 7530 4412)

FLIGHTS
  HB 561  Thu 12 Nov 2026  CEB Cebu 06:35  ->  MNL Manila T3 07:55   Economy (M)
  HB 418  Thu 12 Nov 2026  MNL Manila T3 10:40 -> PUS Busan Gimhae 15:50   Economy (M)

Check-in opens 48 hours before departure online or in the app. Seafarers travelling on a Marine fare
must present their Seaman's Book and the letter of guarantee from the manning agency at the airport.

Total paid by agency: PHP 27,864.00 (incl. taxes and fees)

Haribon Airways Inc., Mactan-Cebu International Airport, Lapu-Lapu City 6016
Reservations (+63 32) 888 7700
`,
    html: haribon_page(`<p style="margin:0 0 4px;font-size:12px;color:#666666;">Booking reference</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:bold;color:#004b87;letter-spacing:2px;">K7XQ2M</p>
<p style="margin:0 0 16px;">Mabuhay, Mr. Villaceran! Your Marine fare booking is confirmed.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #d6e2ee;">
<tr style="background:#f2f6fa;font-weight:bold;"><td>Flight</td><td>Date</td><td>From</td><td>To</td><td>Class</td></tr>
<tr><td>HB 561</td><td>Thu 12 Nov 2026</td><td>CEB 06:35</td><td>MNL T3 07:55</td><td>Economy (M)</td></tr>
<tr><td>HB 418</td><td>Thu 12 Nov 2026</td><td>MNL T3 10:40</td><td>PUS 15:50</td><td>Economy (M)</td></tr>
</table>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;margin-top:14px;">
<tr><td style="color:#666666;">Passenger</td><td>VILLACERAN/RODEL PADILLA MR</td></tr>
<tr><td style="color:#666666;">E-ticket number</td><td>892-2410557316</td></tr>
<tr><td style="color:#666666;">Fare type</td><td>Marine (seafarer) &ndash; 40 kg checked baggage, 1 free date change</td></tr>
<tr><td style="color:#666666;">Booked by</td><td>BANTAYOG MARITIME SERVICES INC</td></tr>
<tr><td style="color:#666666;">Total paid by agency</td><td>PHP 27,864.00</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;">Check-in opens 48 hours before departure. Seafarers on a Marine fare must present their Seaman's Book and the letter of guarantee from the manning agency at the airport.</p>`),
    enc: "qp",
  },
  {
    family: "haribon-airways",
    group: "consumer",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Haribon Airways <flightupdates@haribonair.com>",
    to: TO,
    subject: "Schedule change for your flight HB 418 on 12 Nov - booking K7XQ2M",
    date: date("2026-11-04", "09:13:26"),
    text: `Dear Mr. Villaceran,

The departure time of one of your flights has changed.

  HB 418  Manila T3 -> Busan Gimhae, Thu 12 Nov 2026
  Was: departs 10:40, arrives 15:50
  Now: departs 11:25, arrives 16:35

Your connection from HB 561 (Cebu 06:35 -> Manila 07:55) still works, with 3 h 30 min to transfer.
Your seat and baggage allowance are unchanged. There is nothing you need to do.

If the new time does not suit you, your manning agency can change or refund the booking free of charge
until 10 Nov 2026.

Haribon Airways Reservations
(+63 32) 888 7700
`,
    html: haribon_page(`<p>Dear Mr. Villaceran,</p>
<p>The departure time of one of your flights has changed.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #d6e2ee;">
<tr style="background:#f2f6fa;"><td colspan="2"><b>HB 418</b> Manila T3 &rarr; Busan Gimhae &middot; Thu 12 Nov 2026</td></tr>
<tr><td style="color:#999999;"><s>Was</s></td><td style="color:#999999;"><s>departs 10:40, arrives 15:50</s></td></tr>
<tr><td><b>Now</b></td><td><b style="color:#c0392b;">departs 11:25, arrives 16:35</b></td></tr>
</table>
<p>Your connection from HB 561 (Cebu 06:35 &rarr; Manila 07:55) still works, with 3 h 30 min to transfer. Your seat and baggage allowance are unchanged. <b>There is nothing you need to do.</b></p>
<p style="font-size:13px;color:#666666;">If the new time does not suit you, your manning agency can change or refund the booking free of charge until 10 Nov 2026.</p>`),
    enc: "b64",
  },
  {
    family: "haribon-airways",
    group: "consumer",
    lang: "en",
    kind: "signup-code",
    code: "238551",
    link: null,
    from: "Haribon Sky Rewards <skyrewards@haribonair.com>",
    to: TO,
    subject: "238551 - your Sky Rewards verification code",
    date: date("2026-10-30", "20:51:14"),
    text: `Welcome aboard Sky Rewards!

To finish creating your account, enter this verification code on the sign-up page:

238 551

It's valid for 15 minutes.

Tip for seafarers: add your Sky Rewards number to Marine fare bookings made by your agency and earn
miles on every crew change.

Haribon Sky Rewards
Not you? Ignore this e-mail and no account will be created.
`,
    html: haribon_page(
      `<p style="font-size:20px;font-weight:bold;color:#004b87;margin:0 0 12px;">Welcome aboard Sky Rewards!</p>
<p>To finish creating your account, enter this verification code on the sign-up page:</p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:10px auto 18px;"><tr>
<td style="font-size:34px;font-weight:bold;color:#004b87;letter-spacing:6px;padding:12px 24px;border-bottom:3px solid #f5b21b;">238&nbsp;551</td>
</tr></table>
<p>It's valid for 15 minutes.</p>
<p style="background:#fff8e1;padding:10px;font-size:13px;">Tip for seafarers: add your Sky Rewards number to Marine fare bookings made by your agency and earn miles on every crew change.</p>
<p style="font-size:12px;color:#666666;">Not you? Ignore this e-mail and no account will be created.</p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Havenpoort (Rotterdam port visitor and gate system)

const havenpoort: Mail[] = [
  {
    family: "havenpoort-access",
    group: "regional",
    lang: "nl",
    kind: "confirm-change",
    code: null,
    link: "https://bezoek.havenpoort.nl/registratie/bevestig?id=HP-5530871&sleutel=d41f7b2e90ac",
    from: "Havenpoort Toegang <noreply@havenpoort.nl>",
    to: TO,
    subject: "Bevestig uw nieuwe e-mailadres voor Havenpoort",
    date: date("2026-09-17", "08:46:20", "+0200"),
    text: `Geachte heer Villaceran,

U heeft in uw Havenpoort-profiel (het toegangssysteem voor bezoekers van de containerterminals op de
Maasvlakte) een nieuw e-mailadres opgegeven. Tot u het bevestigt, blijven berichten naar uw oude adres gaan.

Bevestig uw nieuwe e-mailadres via de volgende link:
https://bezoek.havenpoort.nl/registratie/bevestig?id=HP-5530871&sleutel=d41f7b2e90ac

Scheepsagenten die u aanmelden voor een bezoek aan boord sturen de toegangsgegevens daarna naar dit adres.

Deze link is 48 uur geldig.

Heeft u niets gewijzigd? Neem dan contact met ons op via +31 10 252 8840.

Met vriendelijke groet,
Havenpoort Toegangsbeheer
Europaweg 875, 3199 LD Maasvlakte Rotterdam
T +31 10 252 8840

--
Dear Mr Villaceran, please confirm your new e-mail address with the link above.
`,
    html:
      `<html><body style="margin:0;background:#ffffff;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#222222;">
<table width="600" cellpadding="0" cellspacing="0" style="border:1px solid #cccccc;">
<tr><td style="background:#e35205;padding:10px 20px;color:#ffffff;font-weight:bold;font-size:15px;">HAVENPOORT &middot; Toegang Maasvlakte</td></tr>
<tr><td style="padding:20px;line-height:19px;">
<p>Geachte heer Villaceran,</p>
<p>U heeft in uw Havenpoort-profiel (het toegangssysteem voor bezoekers van de containerterminals op de Maasvlakte) een nieuw e-mailadres opgegeven. Tot u het bevestigt, blijven berichten naar uw oude adres gaan.</p>
<p><a href="https://bezoek.havenpoort.nl/registratie/bevestig?id=HP-5530871&amp;sleutel=d41f7b2e90ac" style="background:#003a70;color:#ffffff;padding:9px 16px;text-decoration:none;">E-mailadres bevestigen</a></p>
<p>Scheepsagenten die u aanmelden voor een bezoek aan boord sturen de toegangsgegevens daarna naar dit adres.</p>
<p style="color:#666666;">Deze link is 48 uur geldig. Heeft u niets gewijzigd? Neem dan contact met ons op via +31 10 252 8840.</p>
<p>Met vriendelijke groet,<br>Havenpoort Toegangsbeheer</p>
<p style="font-size:11px;color:#666666;border-top:1px solid #cccccc;padding-top:8px;"><i>Dear Mr Villaceran, please confirm your new e-mail address with the button above.</i></p>
</td></tr>
<tr><td style="padding:10px 20px;background:#f0f0f0;font-size:10px;color:#666666;">Havenpoort Toegangsbeheer &middot; Europaweg 875, 3199 LD Maasvlakte Rotterdam &middot; T +31 10 252 8840 &middot; <a href="https://www.havenpoort.nl/privacy" style="color:#003a70;">Privacyverklaring</a> &middot; <a href="https://www.havenpoort.nl/voorwaarden" style="color:#003a70;">Voorwaarden</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "havenpoort-access",
    group: "regional",
    lang: "nl",
    kind: "account-inactivity",
    code: null,
    link: null,
    from: "Havenpoort Toegang <noreply@havenpoort.nl>",
    to: TO,
    subject: "Uw Havenpoort-bezoekersaccount: laatste bezoek meer dan 6 maanden geleden",
    date: date("2026-10-14", "05:30:11", "+0200"),
    text: `Geachte heer Villaceran,

Uw laatste bezoek via Havenpoort was meer dan zes maanden geleden:

  Bezoeknummer  : HPB-2026-0311207
  Schip         : MV NORDKAP TRADER (IMO 9640118)
  Terminal      : Euromax, ligplaats 4
  Datum         : zaterdag 14 maart 2026, 09:00 - 17:00
  Aangemeld door: Maasmond Shipping Agency B.V.

Volgens ons bewaarbeleid verwijderen wij de kopie van uw identiteitsbewijs na 12 maanden zonder bezoek, in
uw geval op 14 maart 2027. Uw account zelf blijft bestaan. Bij een volgend bezoek vraagt de agent u alleen
om uw paspoort of Seaman's Book opnieuw te laten scannen bij Gate 3 (Yangtzekanaalweg).

U hoeft niets te doen.

Havenpoort Toegangsbeheer
Europaweg 875, 3199 LD Maasvlakte Rotterdam
T +31 10 252 8840
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Limenopyli (Piraeus port visitor pass, Greek)

const limenopyli: Mail[] = [
  {
    family: "limenopyli-pass",
    group: "regional",
    lang: "el",
    kind: "login-code",
    code: "830412",
    link: null,
    from: "ΛιμενοΠύλη <noreply@limenopyli.gr>",
    to: TO,
    subject: "Κωδικός επαλήθευσης ΛιμενοΠύλη",
    date: date("2026-09-25", "11:06:44", "+0300"),
    text: `ΛιμενοΠύλη - Σύστημα αδειών εισόδου επισκεπτών λιμένα

Αγαπητέ/ή RODEL VILLACERAN,

Ο κωδικός επαλήθευσης για τη σύνδεσή σας είναι:

830412

Ο κωδικός ισχύει για 10 λεπτά. Μην τον κοινοποιήσετε σε κανέναν.

Αριθμός λογαριασμού επισκέπτη: EP-PIR-0077193

Αν δεν ζητήσατε εσείς τον κωδικό, αγνοήστε αυτό το μήνυμα.

---
Dear RODEL VILLACERAN, your verification code is shown above. It is valid for 10 minutes.

ΛιμενοΠύλη · Ακτή Μιαούλη 10, 185 38 Πειραιάς · Τηλ. +30 210 455 0920
`,
    html: `<html><body style="margin:0;background:#eef3f8;font-family:Arial,'Helvetica Neue',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #d5dee8;">
<tr><td style="padding:16px 24px;background:#0d5eaf;color:#ffffff;font-size:18px;font-weight:bold;">ΛιμενοΠύλη <span style="font-weight:normal;font-size:12px;">· Άδειες εισόδου επισκεπτών</span></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#1c2b39;">
<p>Αγαπητέ/ή <b>RODEL VILLACERAN</b>,</p>
<p>Ο κωδικός επαλήθευσης για τη σύνδεσή σας είναι:</p>
<table cellpadding="0" cellspacing="4" align="center" style="margin:12px auto 18px;"><tr>
<td style="border:1px solid #0d5eaf;width:36px;height:44px;text-align:center;font-size:24px;font-weight:bold;">8</td>
<td style="border:1px solid #0d5eaf;width:36px;height:44px;text-align:center;font-size:24px;font-weight:bold;">3</td>
<td style="border:1px solid #0d5eaf;width:36px;height:44px;text-align:center;font-size:24px;font-weight:bold;">0</td>
<td style="border:1px solid #0d5eaf;width:36px;height:44px;text-align:center;font-size:24px;font-weight:bold;">4</td>
<td style="border:1px solid #0d5eaf;width:36px;height:44px;text-align:center;font-size:24px;font-weight:bold;">1</td>
<td style="border:1px solid #0d5eaf;width:36px;height:44px;text-align:center;font-size:24px;font-weight:bold;">2</td>
</tr></table>
<p>Ο κωδικός ισχύει για <b>10 λεπτά</b>. Μην τον κοινοποιήσετε σε κανέναν.</p>
<p style="font-size:12px;color:#5b6b7b;">Αριθμός λογαριασμού επισκέπτη: EP-PIR-0077193<br>Αν δεν ζητήσατε εσείς τον κωδικό, αγνοήστε αυτό το μήνυμα.</p>
<p style="font-size:12px;color:#5b6b7b;border-top:1px solid #d5dee8;padding-top:10px;"><i>Dear RODEL VILLACERAN, your verification code is shown above. It is valid for 10 minutes.</i></p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f4f7fa;font-size:11px;color:#5b6b7b;">ΛιμενοΠύλη · Ακτή Μιαούλη 10, 185 38 Πειραιάς · Τηλ. +30 210 455 0920 · <a href="https://www.limenopyli.gr/prostasia-dedomenon" style="color:#0d5eaf;">Προστασία δεδομένων</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "limenopyli-pass",
    group: "regional",
    lang: "el",
    kind: "pass-renewed",
    code: null,
    link: null,
    from: "ΛιμενοΠύλη <noreply@limenopyli.gr>",
    to: TO,
    subject: "Ανανέωση ετήσιας άδειας εισόδου ναυτικού - EP-PIR-0077193",
    date: date("2026-09-25", "11:14:02", "+0300"),
    text: `Αγαπητέ/ή RODEL VILLACERAN,

Η αίτησή σας για ανανέωση της ετήσιας άδειας εισόδου ναυτικού στους τερματικούς σταθμούς εμπορευματοκιβωτίων
εγκρίθηκε.

  Αριθμός άδειας    : ΑΕΝ-2026-14458
  Κάτοχος           : RODEL PADILLA VILLACERAN (Φιλιππίνες)
  Ιδιότητα          : Αξιωματικός γέφυρας (2nd Officer)
  Ισχύς             : 25/09/2026 - 24/09/2027
  Πύλες             : Σ.ΕΜΠΟ. Προβλήτας ΙΙ και ΙΙΙ, Πύλη 16 (Πέραμα)
  Τέλος             : 15,00 € (πληρώθηκε με κάρτα ****2290)

Η άδεια είναι ψηφιακή και συνδέεται με το διαβατήριό σας. Στην πύλη επιδείξτε το διαβατήριο ή το ναυτικό
φυλλάδιο. Δεν απαιτείται εκτύπωση.

Με εκτίμηση,
ΛιμενοΠύλη - Γραφείο Αδειών
Ακτή Μιαούλη 10, 185 38 Πειραιάς · Τηλ. +30 210 455 0920
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- MediSalvo Seafarers Clinic (pre-employment medical, Cebu)

function medisalvo_page(inner: string): string {
  return `<html><body style="margin:0;padding:0;background:#f0f7f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:4px;border-top:6px solid #1a8f6b;">
<tr><td style="padding:18px 26px 6px;"><img src="https://www.medisalvo.ph/wp-content/uploads/2024/05/medisalvo-logo-email.png" width="180" alt="MediSalvo Seafarers Clinic"></td></tr>
<tr><td style="padding:12px 26px 24px;font-family:Calibri,'Segoe UI',Arial,sans-serif;font-size:15px;line-height:22px;color:#263238;">${inner}</td></tr>
<tr><td style="padding:14px 26px;background:#e3f1ec;font-family:Calibri,'Segoe UI',Arial,sans-serif;font-size:11px;line-height:16px;color:#546e7a;">
MediSalvo Seafarers Clinic &middot; DOH-accredited medical facility for seafarers (Lic. No. 07-3391-MF)<br>
G/F-3/F Salvo Medical Arts, 56 North Reclamation Area, Cebu City 6000 &middot; (032) 236 1145 &middot; 0998 221 7040 (Viber)<br>
Open Mon-Sat 6:00 AM - 3:00 PM &middot; <a href="https://www.medisalvo.ph/privacy" style="color:#1a8f6b;">Privacy notice</a>
</td></tr></table></td></tr></table></body></html>`;
}

const medisalvo: Mail[] = [
  {
    family: "medisalvo-clinic",
    group: "regional",
    lang: "en",
    kind: "peme-schedule",
    code: null,
    link: null,
    from: "MediSalvo Seafarers Clinic <appointments@medisalvo.ph>",
    to: TO,
    subject: "PEME schedule: Tue 20 Oct 2026, 6:30 AM - Bantayog Maritime (Container Fleet)",
    date: date("2026-10-13", "14:09:27"),
    text: `Good day, Mr. Rodel P. Villaceran,

Your pre-employment medical examination (PEME) has been scheduled by Bantayog Maritime Services, Inc.

  Date       : Tuesday, 20 October 2026
  Time       : 6:30 AM (registration opens 6:00 AM)
  Package    : PEME - Officers, MLC 2006 / flag: Malta
  Queue no.  : Q-OF-0147
  Referral   : BMS-CEB-26-10-0392

Preparation:
  - No food or drink except water for 8-10 hours before the exam.
  - Bring your passport, Seaman's Book, old medical certificate and any prescription glasses.
  - Stop any alcohol 24 hours before. Bring a list of your maintenance medicines.
  - Expect 4-5 hours at the clinic (laboratory, X-ray, ECG, audiometry, dental, vision and colour test).

Fees are charged to your agency. There is nothing to pay on the day except optional add-ons.

See you!
MediSalvo Seafarers Clinic
(032) 236 1145
`,
    html: medisalvo_page(`<p>Good day, Mr. Rodel P. Villaceran,</p>
<p>Your pre-employment medical examination (PEME) has been scheduled by Bantayog Maritime Services, Inc.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;background:#f7fbf9;border:1px solid #cfe6dc;">
<tr><td width="32%" style="color:#546e7a;">Date</td><td><b>Tuesday, 20 October 2026</b></td></tr>
<tr><td style="color:#546e7a;">Time</td><td><b>6:30 AM</b> (registration opens 6:00 AM)</td></tr>
<tr><td style="color:#546e7a;">Package</td><td>PEME &ndash; Officers, MLC 2006 / flag: Malta</td></tr>
<tr><td style="color:#546e7a;">Queue no.</td><td>Q-OF-0147</td></tr>
<tr><td style="color:#546e7a;">Referral</td><td>BMS-CEB-26-10-0392</td></tr>
</table>
<p style="margin-top:18px;"><b>Preparation</b></p>
<ul style="padding-left:18px;">
<li>No food or drink except water for 8&ndash;10 hours before the exam.</li>
<li>Bring your passport, Seaman's Book, old medical certificate and any prescription glasses.</li>
<li>Stop any alcohol 24 hours before. Bring a list of your maintenance medicines.</li>
<li>Expect 4&ndash;5 hours at the clinic (laboratory, X-ray, ECG, audiometry, dental, vision and colour test).</li>
</ul>
<p>Fees are charged to your agency. There is nothing to pay on the day except optional add-ons.</p>
<p>See you!<br>MediSalvo Seafarers Clinic</p>`),
    enc: "qp",
  },
  {
    family: "medisalvo-clinic",
    group: "regional",
    lang: "ceb",
    kind: "login-code",
    code: "517390",
    link: null,
    from: "MediSalvo Patient Portal <portal@medisalvo.ph>",
    to: TO,
    subject: "Imong code para sa MediSalvo Patient Portal",
    date: date("2026-10-23", "19:33:50"),
    text: `Maayong gabii, Rodel,

Aron makasulod sa MediSalvo Patient Portal ug makita ang imong resulta sa PEME, isulat kini nga code:

5 1 7 3 9 0

Balido kini sulod sa 10 minutos ug magamit ra kausa.

Ayaw ihatag kini nga code bisan kinsa, apil na ang imong ahensya. Dili mangayo ang among staff niini.

Kung dili ikaw ang nangayo, ibaliwala lang kini nga email o tawag sa (032) 236 1145.

MediSalvo Seafarers Clinic
`,
    html: medisalvo_page(`<p>Maayong gabii, Rodel,</p>
<p>Aron makasulod sa MediSalvo Patient Portal ug makita ang imong resulta sa PEME, isulat kini nga code:</p>
<p style="text-align:center;margin:20px 0;"><span style="display:inline-block;font-family:Consolas,'Courier New',monospace;font-size:30px;font-weight:bold;color:#1a8f6b;background:#e3f1ec;padding:12px 22px;border-radius:4px;">5 1 7 3 9 0</span></p>
<p>Balido kini sulod sa <b>10 minutos</b> ug magamit ra kausa.</p>
<p>Ayaw ihatag kini nga code bisan kinsa, apil na ang imong ahensya. Dili mangayo ang among staff niini.</p>
<p style="font-size:13px;color:#546e7a;">Kung dili ikaw ang nangayo, ibaliwala lang kini nga email o tawag sa (032) 236 1145.</p>`),
    enc: "8bit",
  },
  {
    family: "medisalvo-clinic",
    group: "regional",
    lang: "ceb",
    kind: "results-released",
    code: null,
    link: null,
    from: "MediSalvo Seafarers Clinic <results@medisalvo.ph>",
    to: TO,
    subject: "Andam na ang resulta sa imong PEME - FIT FOR SEA DUTY",
    date: date("2026-10-23", "16:05:12"),
    text: `Maayong hapon, Rodel P. Villaceran,

Nahuman na ang pagsusi sa imong pre-employment medical examination nga gihimo niadtong 20 Oktubre 2026.

  Resulta           : FIT FOR SEA DUTY (walay restriksyon)
  Medical cert. No. : MSC-26-118402
  Balido hangtod    : 19 Oktubre 2028
  Gipadala sa       : Bantayog Maritime Services, Inc. - Cebu office (23 Okt 2026)

Ang orihinal nga Medical Certificate for Service at Sea mahimong kuhaon sa among clinic human sa 24 oras.
Makita usab nimo ang detalye sa resulta sa MediSalvo Patient Portal.

Paalala: ang imong fasting blood sugar (108 mg/dL) medyo taas. Girekomenda namo nga magpa-check-up ka
pag-usab human sa imong kontrata.

Salamat ug amping sa imong biyahe!
MediSalvo Seafarers Clinic
`,
    html: medisalvo_page(`<p>Maayong hapon, Rodel P. Villaceran,</p>
<p>Nahuman na ang pagsusi sa imong pre-employment medical examination nga gihimo niadtong 20 Oktubre 2026.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #cfe6dc;">
<tr><td width="38%" style="color:#546e7a;">Resulta</td><td><b style="color:#1a8f6b;">FIT FOR SEA DUTY</b> (walay restriksyon)</td></tr>
<tr><td style="color:#546e7a;">Medical cert. No.</td><td>MSC-26-118402</td></tr>
<tr><td style="color:#546e7a;">Balido hangtod</td><td>19 Oktubre 2028</td></tr>
<tr><td style="color:#546e7a;">Gipadala sa</td><td>Bantayog Maritime Services, Inc. &ndash; Cebu office (23 Okt 2026)</td></tr>
</table>
<p>Ang orihinal nga Medical Certificate for Service at Sea mahimong kuhaon sa among clinic human sa 24 oras. Makita usab nimo ang detalye sa resulta sa <a href="https://portal.medisalvo.ph/" style="color:#1a8f6b;">MediSalvo Patient Portal</a>.</p>
<p style="background:#fff8e1;padding:10px;font-size:14px;">Paalala: ang imong fasting blood sugar (108 mg/dL) medyo taas. Girekomenda namo nga magpa-check-up ka pag-usab human sa imong kontrata.</p>
<p>Salamat ug amping sa imong biyahe!</p>`),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Kaagapay Assurance (insurer)

function kaagapay_page(pre: string, inner: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Kaagapay Assurance</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e6e6e6;"><img src="https://mail-assets.kaagapay.com.ph/brand/kaagapay-assurance-logo.png" width="170" height="36" alt="Kaagapay Assurance"></td></tr>
<tr><td style="padding:28px 30px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:14px;line-height:22px;color:#2f2f2f;">${inner}</td></tr>
<tr><td style="padding:18px 30px;border-top:4px solid #2d6a4f;background:#f7f7f7;font-family:'Trebuchet MS',Arial,sans-serif;font-size:11px;line-height:16px;color:#777777;">
Kaagapay Assurance Corporation &middot; 27/F The Finance Centre, 26th St. cor. 9th Ave., BGC, Taguig City 1634<br>
Customer care (02) 8995 2424 &middot; Cebu branch (032) 231 5560 &middot; care@kaagapay.com.ph<br>
Regulated by the Insurance Commission. Policy terms prevail over this summary.<br>
<a href="https://www.kaagapay.com.ph/privacy" style="color:#2d6a4f;">Privacy policy</a> &middot; <a href="https://www.kaagapay.com.ph/contact" style="color:#2d6a4f;">Contact us</a> &middot; <a href="https://www.linkedin.com/company/kaagapay-assurance" style="color:#2d6a4f;">LinkedIn</a>
</td></tr></table></td></tr></table></body></html>`;
}

const kaagapay: Mail[] = [
  {
    family: "kaagapay-assurance",
    group: "consumer",
    lang: "en",
    kind: "policy-renewed",
    code: null,
    link: null,
    from: "Kaagapay Assurance <policies@kaagapay.com.ph>",
    to: TO,
    subject: "Your MarinoShield policy KA-MS-0093318 has been renewed",
    date: date("2026-09-09", "09:20:41"),
    text: `Dear Mr. Villaceran,

Your MarinoShield personal accident and family health policy has been renewed for another year.

  Policy number  : KA-MS-0093318
  Plan           : MarinoShield Family Plus
  Period         : 10 Sep 2026 - 09 Sep 2027
  Insured        : Rodel P. Villaceran; Noreen G. Villaceran (spouse); 2 dependents
  Annual premium : PHP 18,640.00 (auto-debit, Tanglaw SA ****4821, 10 Sep 2026)
  Accident cover : PHP 1,500,000.00 (worldwide, on board and ashore)

Your updated policy schedule is attached. Your family's health cards remain valid; no new cards will be sent.

Thank you for staying with Kaagapay.

Kaagapay Assurance Corporation
Customer care (02) 8995 2424
`,
    html: kaagapay_page(
      "Renewed: MarinoShield Family Plus, 10 Sep 2026 - 09 Sep 2027.",
      `<p>Dear Mr. Villaceran,</p>
<p>Your MarinoShield personal accident and family health policy has been renewed for another year.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr><td style="border-bottom:1px solid #eeeeee;color:#777777;width:38%;">Policy number</td><td style="border-bottom:1px solid #eeeeee;">KA-MS-0093318</td></tr>
<tr><td style="border-bottom:1px solid #eeeeee;color:#777777;">Plan</td><td style="border-bottom:1px solid #eeeeee;">MarinoShield Family Plus</td></tr>
<tr><td style="border-bottom:1px solid #eeeeee;color:#777777;">Period</td><td style="border-bottom:1px solid #eeeeee;">10 Sep 2026 &ndash; 09 Sep 2027</td></tr>
<tr><td style="border-bottom:1px solid #eeeeee;color:#777777;">Insured</td><td style="border-bottom:1px solid #eeeeee;">Rodel P. Villaceran; Noreen G. Villaceran (spouse); 2 dependents</td></tr>
<tr><td style="border-bottom:1px solid #eeeeee;color:#777777;">Annual premium</td><td style="border-bottom:1px solid #eeeeee;">PHP 18,640.00 (auto-debit, Tanglaw SA ****4821, 10 Sep 2026)</td></tr>
<tr><td style="color:#777777;">Accident cover</td><td>PHP 1,500,000.00 (worldwide, on board and ashore)</td></tr>
</table>
<p>Your updated policy schedule is attached. Your family's health cards remain valid; no new cards will be sent.</p>
<p>Thank you for staying with Kaagapay.</p>`,
    ),
    enc: "qp",
    attachment: [
      "KA-MS-0093318_Schedule_2026-2027.pdf",
      "application/pdf",
      pdf("Policy Schedule KA-MS-0093318", [
        "KAAGAPAY ASSURANCE CORPORATION - POLICY SCHEDULE",
        "Policy KA-MS-0093318  MarinoShield Family Plus",
        "Period of insurance 10.09.2026 - 09.09.2027  Premium PHP 18,640.00",
      ]),
    ],
  },
  {
    family: "kaagapay-assurance",
    group: "consumer",
    lang: "tl",
    kind: "confirm-change",
    code: null,
    link: "https://my.kaagapay.com.ph/account/confirm-contact-change?req=CC-2610-55817&t=Zk9wQ2xYdHJ1bW0",
    from: "Kaagapay Assurance <noreply@kaagapay.com.ph>",
    to: TO,
    subject: "Kumpirmahin ang pagpapalit ng iyong mobile number",
    date: date("2026-10-09", "12:47:36"),
    text: `Magandang araw, Rodel,

Humiling ka na palitan ang mobile number sa iyong Kaagapay account:

  Dati  : 0917 ••• 4408
  Bago  : 0968 ••• 3152 (Bituin Mobile)
  Kahilingan: CC-2610-55817, 09 Okt 2026, 12:45 PM

Para matapos ang pagbabago, kumpirmahin ito gamit ang link na ito:
https://my.kaagapay.com.ph/account/confirm-contact-change?req=CC-2610-55817&t=Zk9wQ2xYdHJ1bW0

Valid ang link sa loob ng 24 oras. Habang hindi mo pa ito kinukumpirma, sa dating numero pa rin ipapadala
ang mga SMS tungkol sa iyong policy KA-MS-0093318.

Kung hindi ikaw ang humiling, huwag pindutin ang link at tumawag sa (02) 8995 2424.

Kaagapay Assurance
`,
    html: kaagapay_page(
      "Isang hakbang na lang para mapalitan ang iyong mobile number.",
      `<p>Magandang araw, Rodel,</p>
<p>Humiling ka na palitan ang mobile number sa iyong Kaagapay account:</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;background:#f1f7f4;width:100%;">
<tr><td style="color:#777777;width:34%;">Dati</td><td>0917 &bull;&bull;&bull; 4408</td></tr>
<tr><td style="color:#777777;">Bago</td><td><b>0968 &bull;&bull;&bull; 3152</b> (Bituin Mobile)</td></tr>
<tr><td style="color:#777777;">Kahilingan</td><td>CC-2610-55817, 09 Okt 2026, 12:45 PM</td></tr>
</table>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:22px 0;"><tr><td style="background:#2d6a4f;border-radius:6px;">
<a href="https://my.kaagapay.com.ph/account/confirm-contact-change?req=CC-2610-55817&amp;t=Zk9wQ2xYdHJ1bW0" style="display:inline-block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:bold;">Kumpirmahin ang pagbabago</a>
</td></tr></table>
<p>Valid ang link sa loob ng 24 oras. Habang hindi mo pa ito kinukumpirma, sa dating numero pa rin ipapadala ang mga SMS tungkol sa iyong policy KA-MS-0093318.</p>
<p style="color:#b23a3a;font-size:13px;">Kung hindi ikaw ang humiling, huwag pindutin ang button at tumawag sa (02) 8995 2424.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "kaagapay-assurance",
    group: "consumer",
    lang: "tl",
    kind: "claim-update",
    code: null,
    link: null,
    from: "Kaagapay Claims <claims@kaagapay.com.ph>",
    to: TO,
    subject: "Update sa iyong claim CLM-26-040771: APRUBADO",
    date: date("2026-10-19", "15:58:09"),
    text: `Magandang hapon, Rodel,

Naaprubahan na ang iyong claim.

  Claim no.       : CLM-26-040771
  Policy          : KA-MS-0093318 (MarinoShield Family Plus)
  Pasyente        : Miguel G. Villaceran (dependent)
  Uri             : Outpatient - pedia consultation at laboratory
  Halagang hiniling: PHP 4,850.00
  Halagang aprubado: PHP 4,350.00 (hindi sakop ang PHP 500.00 na vitamins)
  Bayad sa        : Tanglaw SA ****4821, sa loob ng 3-5 banking days

Wala ka nang kailangang gawin. Makikita ang detalye ng claim sa Kaagapay app.

Kaagapay Claims Team
(02) 8995 2424 | claims@kaagapay.com.ph
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Bituin Mobile (phone operator)

function bituin_page(inner: string): string {
  return `<html><body style="margin:0;background:#fff7f0;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 6px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;overflow:hidden;">
<tr><td style="background:#ff5a1f;padding:16px 26px;"><img src="https://cdn.bituinmobile.ph/email/bituin-logo-white.png" width="120" alt="Bituin Mobile"></td></tr>
<tr><td style="padding:26px;font-size:14px;line-height:21px;color:#2b2b2b;">${inner}</td></tr>
<tr><td style="padding:14px 26px;background:#2b2b2b;font-size:11px;line-height:16px;color:#bdbdbd;">
Bituin Mobile Telecommunications, Inc. &middot; Bituin Tower, 8 Archbishop Reyes Ave., Cebu Business Park, Cebu City<br>
Text or call 808 from your Bituin SIM &middot; (032) 888 0808 from other networks &middot;
<a href="https://www.bituinmobile.ph/privacy" style="color:#ffb08a;">Privacy</a> &middot; <a href="https://www.bituinmobile.ph/help" style="color:#ffb08a;">Help</a><br>
<a href="https://apps.apple.com/ph/app/bituin-app/id1460052281" style="color:#ffb08a;">App Store</a> &middot; <a href="https://play.google.com/store/apps/details?id=ph.bituin.app" style="color:#ffb08a;">Google Play</a>
</td></tr></table></td></tr></table></body></html>`;
}

const bituin: Mail[] = [
  {
    family: "bituin-mobile",
    group: "regional",
    lang: "tl",
    kind: "verify-code",
    code: "962004",
    link: null,
    from: "Bituin App <noreply@bituinmobile.ph>",
    to: TO,
    subject: "Bituin App: i-verify ang iyong email",
    date: date("2026-10-09", "12:31:05"),
    text: `Hi Rodel!

Para ma-link ang email na ito sa iyong Bituin account (0968 ••• 3152), ilagay ang verification code na ito
sa Bituin App:

962004

Valid ito sa loob ng 10 minuto.

Hindi ikaw ang nag-request? Huwag pansinin ang email na ito.

Bituin Mobile
`,
    html: bituin_page(`<p>Hi Rodel!</p>
<p>Para ma-link ang email na ito sa iyong Bituin account (0968 &bull;&bull;&bull; 3152), ilagay ang verification code na ito sa Bituin App:</p>
<p style="text-align:center;font-size:32px;font-weight:bold;letter-spacing:8px;color:#ff5a1f;margin:22px 0;">962004</p>
<p>Valid ito sa loob ng <b>10 minuto</b>.</p>
<p style="font-size:12px;color:#888888;">Hindi ikaw ang nag-request? Huwag pansinin ang email na ito.</p>`),
    enc: "qp",
  },
  {
    family: "bituin-mobile",
    group: "regional",
    lang: "ceb",
    kind: "roaming-activated",
    code: null,
    link: null,
    from: "Bituin Mobile <roaming@bituinmobile.ph>",
    to: TO,
    subject: "Aktibo na ang imong SeaRoam 30 nga promo",
    date: date("2026-11-11", "21:14:48"),
    text: `Hi Rodel,

Aktibo na ang imong roaming promo. Amping sa imong biyahe ug sa imong kontrata!

  Promo        : SeaRoam 30 (para sa mga seafarer)
  Numero       : 0968 ••• 3152
  Sulod        : 6 GB data + 100 ka minuto nga tawag pauli sa PH + unlimited nga text
  Nasud        : 48 ka nasud lakip ang Korea, China, Japan, Singapore ug Netherlands
  Balido hangtod: 11 Disyembre 2026, 11:59 PM (oras sa PH)
  Presyo       : PHP 1,499.00 (gikuha sa imong load)

Sa barko nga walay signal, dili mokuha ang promo. Para susihon ang nahabilin nga data, i-text ang BAL SEA sa 808.

Bituin Mobile
`,
    html: bituin_page(`<p>Hi Rodel,</p>
<p>Aktibo na ang imong roaming promo. Amping sa imong biyahe ug sa imong kontrata! &#9875;</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;background:#fff3ec;border-radius:8px;">
<tr><td style="color:#888888;width:34%;">Promo</td><td><b>SeaRoam 30</b> (para sa mga seafarer)</td></tr>
<tr><td style="color:#888888;">Numero</td><td>0968 &bull;&bull;&bull; 3152</td></tr>
<tr><td style="color:#888888;">Sulod</td><td>6 GB data + 100 ka minuto nga tawag pauli sa PH + unlimited nga text</td></tr>
<tr><td style="color:#888888;">Nasud</td><td>48 ka nasud lakip ang Korea, China, Japan, Singapore ug Netherlands</td></tr>
<tr><td style="color:#888888;">Balido hangtod</td><td>11 Disyembre 2026, 11:59 PM (oras sa PH)</td></tr>
<tr><td style="color:#888888;">Presyo</td><td>PHP 1,499.00 (gikuha sa imong load)</td></tr>
</table>
<p>Sa barko nga walay signal, dili mokuha ang promo. Para susihon ang nahabilin nga data, i-text ang <b>BAL SEA</b> sa 808.</p>`),
    enc: "8bit",
  },
  {
    family: "bituin-mobile",
    group: "regional",
    lang: "ceb",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Bituin Postpaid <ebill@bituinmobile.ph>",
    to: TO,
    subject: "Andam na ang imong Bituin bill sa Oktubre: PHP 1,299.00",
    date: date("2026-10-25", "06:02:17"),
    text: `Hi Rodel,

Andam na ang imong bill.

  Account no.   : 8012-447-3390
  Plan          : Bituin Plan 999 + Family Add-on
  Billing period: 21 Sep - 20 Okt 2026
  Kinatibuk-an  : PHP 1,299.00
  Due date      : 09 Nobyembre 2026

Ang imong bill i-auto-charge sa BulsaPay sa due date. Walay kinahanglan buhaton.

Tan-awa ang detalyado nga bill sa Bituin App o sa https://my.bituinmobile.ph/bills

Bituin Mobile
`,
    html: bituin_page(`<p>Hi Rodel,</p>
<p>Andam na ang imong bill.</p>
<p style="font-size:30px;font-weight:bold;margin:10px 0 4px;">PHP 1,299.00</p>
<p style="color:#888888;margin:0 0 16px;">Due date: 09 Nobyembre 2026</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #eeeeee;">
<tr><td style="color:#888888;">Account no.</td><td align="right">8012-447-3390</td></tr>
<tr><td style="color:#888888;">Plan</td><td align="right">Bituin Plan 999 + Family Add-on</td></tr>
<tr><td style="color:#888888;">Billing period</td><td align="right">21 Sep &ndash; 20 Okt 2026</td></tr>
</table>
<p>Ang imong bill i-auto-charge sa BulsaPay sa due date. Walay kinahanglan buhaton.</p>
<p><a href="https://my.bituinmobile.ph/bills" style="color:#ff5a1f;">Tan-awa ang detalyado nga bill</a></p>`),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Sterna Maritime (Greek owner of a previous ship)

const sterna: Mail[] = [
  {
    family: "sterna-maritime",
    group: "regional",
    lang: "el",
    kind: "invite-link",
    code: null,
    link: "https://crewnet.sternamaritime.gr/invitation/7d1e0c52-8a4b-4f3e-9c61-2b90ad5e7714",
    from: "Sterna CrewNet <crewnet@sternamaritime.gr>",
    to: TO,
    subject: "Πρόσκληση στο Sterna CrewNet / Invitation to Sterna CrewNet",
    date: date("2026-09-22", "10:37:15", "+0300"),
    text: `Αγαπητέ κ. Villaceran,

Το Τμήμα Πληρωμάτων της Sterna Maritime S.A. σας προσκαλεί στη νέα πύλη πληρωμάτων Sterna CrewNet. Εκεί θα
βρίσκετε τις μισθοδοτικές σας καταστάσεις, τις βεβαιώσεις θαλάσσιας υπηρεσίας και τις ανοιχτές θέσεις στο
στόλο μας.

Για να αποδεχτείτε την πρόσκληση και να ορίσετε κωδικό πρόσβασης, ανοίξτε τον σύνδεσμο:
https://crewnet.sternamaritime.gr/invitation/7d1e0c52-8a4b-4f3e-9c61-2b90ad5e7714

Ο σύνδεσμος ισχύει για 14 ημέρες.

Τελευταία υπηρεσία σας μαζί μας: M/V NORDKAP TRADER, 2nd Officer, 02/10/2025 - 30/03/2026.

Με εκτίμηση,
Τμήμα Πληρωμάτων / Crew Department
Sterna Maritime S.A.
Ακτή Κονδύλη 32, 185 45 Πειραιάς · Τηλ. +30 210 429 7710

---
Dear Mr Villaceran, you are invited to Sterna CrewNet, our new crew portal. Use the link above to accept
the invitation and set your password. The link is valid for 14 days.
`,
    html: `<html><body style="margin:0;padding:0;background:#f2f4f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:18px 30px;border-bottom:2px solid #1f3b57;"><img src="https://crewnet.sternamaritime.gr/img/sterna-logo.png" width="150" alt="Sterna Maritime S.A."></td></tr>
<tr><td style="padding:28px 30px;font-size:14px;line-height:22px;color:#2a2a2a;">
<p>Αγαπητέ κ. Villaceran,</p>
<p>Το Τμήμα Πληρωμάτων της Sterna Maritime S.A. σας προσκαλεί στη νέα πύλη πληρωμάτων <b>Sterna CrewNet</b>. Εκεί θα βρίσκετε τις μισθοδοτικές σας καταστάσεις, τις βεβαιώσεις θαλάσσιας υπηρεσίας και τις ανοιχτές θέσεις στο στόλο μας.</p>
<p style="margin:24px 0;"><a href="https://crewnet.sternamaritime.gr/invitation/7d1e0c52-8a4b-4f3e-9c61-2b90ad5e7714" style="background:#1f3b57;color:#ffffff;padding:12px 24px;text-decoration:none;font-weight:bold;border-radius:3px;">Αποδοχή πρόσκλησης</a></p>
<p style="font-size:13px;color:#666666;">Ο σύνδεσμος ισχύει για 14 ημέρες.</p>
<p style="font-size:13px;color:#666666;">Τελευταία υπηρεσία σας μαζί μας: M/V NORDKAP TRADER, 2nd Officer, 02/10/2025 &ndash; 30/03/2026.</p>
<p>Με εκτίμηση,<br>Τμήμα Πληρωμάτων / Crew Department</p>
<p style="font-size:12px;color:#666666;border-top:1px solid #e1e4e8;padding-top:10px;"><i>Dear Mr Villaceran, you are invited to Sterna CrewNet, our new crew portal. Use the button above to accept the invitation and set your password. The link is valid for 14 days.</i></p>
</td></tr>
<tr><td style="padding:14px 30px;background:#1f3b57;font-size:11px;color:#c5d2df;">Sterna Maritime S.A. · Ακτή Κονδύλη 32, 185 45 Πειραιάς · Τηλ. +30 210 429 7710 · <a href="https://www.sternamaritime.gr/privacy" style="color:#ffffff;">Πολιτική απορρήτου</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "sterna-maritime",
    group: "regional",
    lang: "el",
    kind: "sea-service-issued",
    code: null,
    link: null,
    from: "Sterna Maritime - Τμήμα Πληρωμάτων <crew@sternamaritime.gr>",
    to: TO,
    subject: "Βεβαίωση θαλάσσιας υπηρεσίας - M/V NORDKAP TRADER",
    date: date("2026-10-07", "13:02:58", "+0300"),
    text: `Αγαπητέ κ. Villaceran,

Σύμφωνα με το αίτημά σας της 30/09, εκδόθηκε η βεβαίωση θαλάσσιας υπηρεσίας:

  Αρ. βεβαίωσης : SM-SS-2026-0412
  Πλοίο         : M/V NORDKAP TRADER (IMO 9640118), σημαία Λιβερίας
  Θέση          : 2nd Officer
  Περίοδος      : 02/10/2025 - 30/03/2026 (180 ημέρες)
  Τύπος πλοίου  : Πλοίο μεταφοράς εμπορευματοκιβωτίων, 54.200 GT, 12.640 kW

Το πρωτότυπο με σφραγίδα και υπογραφή στάλθηκε με courier στο γραφείο της Bantayog Maritime στη Μανίλα
(αριθμός αποστολής DHL 7741 2093 58). Ψηφιακό αντίγραφο θα βρείτε και στο Sterna CrewNet.

Με εκτίμηση,
Ελένη Παπαδάκη
Crew Coordinator, Sterna Maritime S.A.
Τηλ. +30 210 429 7716
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Agencia Estrecho (ship agent, Algeciras)

const estrecho: Mail[] = [
  {
    family: "estrecho-consignaciones",
    group: "regional",
    lang: "es",
    kind: "deposit-refund",
    code: null,
    link: null,
    from: "Estrecho Consignaciones - Tripulaciones <tripulaciones@estrechoconsignaciones.es>",
    to: TO,
    subject: "Devolución de fianza - Hotel Puerta del Estrecho - Ref. EC/CRW/26/0318",
    date: date("2026-09-16", "12:44:07", "+0200"),
    text: `Estimado Sr. Villaceran:

Le informamos de que el hotel nos ha confirmado la devolución de la fianza de su estancia de marzo, durante
el cambio de tripulación del M/V NORDKAP TRADER en Algeciras.

  Referencia       : EC/CRW/26/0318
  Estancia         : 30/03/2026 - 31/03/2026, 1 noche
  Importe devuelto : 60,00 EUR
  Tarjeta          : VISA terminada en 2290
  Fecha de abono   : entre 5 y 10 días hábiles

No es necesario que haga nada. Si en un plazo de 15 días no ve el abono, escríbanos indicando la referencia.

Un saludo cordial,

Departamento de Tripulaciones
Estrecho Consignaciones, S.L.
Avda. Virgen del Carmen 41, 11201 Algeciras (Cádiz)
Tel. +34 956 60 71 82 - 24h: +34 619 44 02 17
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "estrecho-consignaciones",
    group: "regional",
    lang: "es",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Estrecho Consignaciones <boletin@estrechoconsignaciones.es>",
    to: TO,
    subject: "Boletín para tripulantes: nuevo centro de bienestar en el puerto de Algeciras",
    date: date("2026-10-28", "10:00:00", "+0100"),
    text: `BOLETÍN PARA TRIPULANTES - OTOÑO 2026

Nuevo centro de bienestar para marinos en Isla Verde Exterior
Desde el 2 de noviembre, los tripulantes de los buques atracados en las terminales de contenedores podrán
usar el nuevo centro de bienestar: wifi gratuito, sala de descanso, tienda con tarjetas SIM y capilla.
Horario: todos los días de 9:00 a 23:00. Autobús lanzadera gratuito cada 30 minutos desde la terminal.

Permisos de bajada a tierra
Recuerde que para bajar a tierra en Algeciras necesita estar incluido en la lista de tripulantes
presentada por el consignatario. Si su visado Schengen ha caducado, consulte con el capitán antes de salir.

Cambios de tripulación
Seguimos gestionando cambios de tripulación con enlaces por Madrid y Málaga. Hotel de tránsito habitual:
Hotel Puerta del Estrecho (a 10 minutos del puerto).

Estrecho Consignaciones, S.L. - Avda. Virgen del Carmen 41, 11201 Algeciras (Cádiz)
Darse de baja: https://estrechoconsignaciones.es/boletin/baja?e=rv2290
`,
    html: `<html><body style="margin:0;background:#f5efe6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;margin:18px 0;font-family:Georgia,'Times New Roman',serif;">
<tr><td style="background:#0a4a6e;color:#ffffff;padding:18px 28px;font-size:20px;">Estrecho Consignaciones<br><span style="font-family:Arial,sans-serif;font-size:12px;color:#b7d3e3;">BOLETÍN PARA TRIPULANTES · OTOÑO 2026</span></td></tr>
<tr><td><img src="https://estrechoconsignaciones.es/boletin/2026-otono/centro-bienestar.jpg" width="600" alt="Nuevo centro de bienestar en Isla Verde Exterior" style="display:block;"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:23px;color:#2b2b2b;">
<h2 style="font-size:19px;color:#0a4a6e;margin:0 0 8px;">Nuevo centro de bienestar para marinos en Isla Verde Exterior</h2>
<p>Desde el 2 de noviembre, los tripulantes de los buques atracados en las terminales de contenedores podrán usar el nuevo centro de bienestar: wifi gratuito, sala de descanso, tienda con tarjetas SIM y capilla. Horario: todos los días de 9:00 a 23:00. Autobús lanzadera gratuito cada 30 minutos desde la terminal.</p>
<h2 style="font-size:19px;color:#0a4a6e;margin:18px 0 8px;">Permisos de bajada a tierra</h2>
<p>Recuerde que para bajar a tierra en Algeciras necesita estar incluido en la lista de tripulantes presentada por el consignatario. Si su visado Schengen ha caducado, consulte con el capitán antes de salir.</p>
<h2 style="font-size:19px;color:#0a4a6e;margin:18px 0 8px;">Cambios de tripulación</h2>
<p>Seguimos gestionando cambios de tripulación con enlaces por Madrid y Málaga. Hotel de tránsito habitual: Hotel Puerta del Estrecho (a 10 minutos del puerto).</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#eee6d8;font-family:Arial,sans-serif;font-size:11px;color:#6b6b6b;">Estrecho Consignaciones, S.L. · Avda. Virgen del Carmen 41, 11201 Algeciras (Cádiz) · Tel. +34 956 60 71 82<br><a href="https://estrechoconsignaciones.es/boletin/baja?e=rv2290" style="color:#0a4a6e;">Darse de baja</a> · <a href="https://estrechoconsignaciones.es/aviso-legal" style="color:#0a4a6e;">Aviso legal</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Bridgewatch Digest (maritime newsletter)

const bridgewatch: Mail[] = [
  {
    family: "bridgewatch-digest",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Bridgewatch Digest <digest@bridgewatch.news>",
    to: TO,
    subject: "Bridgewatch Weekly #212: ECDIS update deadlines, Red Sea routing, MLC amendments",
    date: date("2026-10-10", "07:00:00", "+0000"),
    text: `BRIDGEWATCH WEEKLY - Issue 212 - 10 October 2026

Good morning, navigators.

1) ECDIS: the next chart presentation library update
Type-approved systems must run the updated presentation library by 1 January 2027. Check with your
manufacturer whether a service visit or a remote update is needed.
Read: https://click.bridgewatch.news/r/212-1?s=rv0417

2) Routing: more carriers return to Suez
Three more container lines announced a return to the Red Sea routing for Asia-Europe loops from December.
Read: https://click.bridgewatch.news/r/212-2?s=rv0417

3) MLC amendments in force
The 2024 amendments to the Maritime Labour Convention on shore leave and repatriation are now in force for
most flag states. What changes for crew on your next contract.
Read: https://click.bridgewatch.news/r/212-3?s=rv0417

QUIZ OF THE WEEK: Which light shows a vessel restricted in her ability to manoeuvre? Answer next week.

You're receiving Bridgewatch Weekly because you signed up at bridgewatch.news.
Manage preferences: https://bridgewatch.news/preferences?s=rv0417
Unsubscribe: https://bridgewatch.news/unsubscribe?s=rv0417
Bridgewatch Media Ltd, 12 Quayside, Newcastle upon Tyne NE1 3DX, UK
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f6f4;">
<div style="display:none;">ECDIS update deadlines, Red Sea routing, MLC amendments and the quiz of the week.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 0;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Georgia,serif;color:#222222;">
<tr><td style="padding:22px 32px;border-bottom:3px double #222222;"><span style="font-size:28px;font-weight:bold;">Bridgewatch</span> <span style="font-family:Arial,sans-serif;font-size:12px;color:#777777;">WEEKLY · ISSUE 212 · 10 OCTOBER 2026</span></td></tr>
<tr><td style="padding:22px 32px;font-size:16px;line-height:25px;">
<p>Good morning, navigators.</p>
<h3 style="margin:22px 0 6px;font-size:19px;"><a href="https://click.bridgewatch.news/r/212-1?s=rv0417" style="color:#222222;text-decoration:none;">ECDIS: the next chart presentation library update</a></h3>
<p style="margin:0;">Type-approved systems must run the updated presentation library by 1 January 2027. Check with your manufacturer whether a service visit or a remote update is needed.</p>
<h3 style="margin:22px 0 6px;font-size:19px;"><a href="https://click.bridgewatch.news/r/212-2?s=rv0417" style="color:#222222;text-decoration:none;">Routing: more carriers return to Suez</a></h3>
<p style="margin:0;">Three more container lines announced a return to the Red Sea routing for Asia&ndash;Europe loops from December.</p>
<h3 style="margin:22px 0 6px;font-size:19px;"><a href="https://click.bridgewatch.news/r/212-3?s=rv0417" style="color:#222222;text-decoration:none;">MLC amendments in force</a></h3>
<p style="margin:0;">The 2024 amendments to the Maritime Labour Convention on shore leave and repatriation are now in force for most flag states. What changes for crew on your next contract.</p>
<table width="100%" cellpadding="14" cellspacing="0" style="margin-top:24px;background:#fdf5d8;font-family:Arial,sans-serif;font-size:14px;"><tr><td><b>QUIZ OF THE WEEK:</b> Which light shows a vessel restricted in her ability to manoeuvre? Answer next week.</td></tr></table>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #dddddd;font-family:Arial,sans-serif;font-size:11px;color:#888888;">You're receiving Bridgewatch Weekly because you signed up at bridgewatch.news. <a href="https://bridgewatch.news/preferences?s=rv0417" style="color:#888888;">Manage preferences</a> · <a href="https://bridgewatch.news/unsubscribe?s=rv0417" style="color:#888888;">Unsubscribe</a><br>Bridgewatch Media Ltd, 12 Quayside, Newcastle upon Tyne NE1 3DX, UK</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Busan Baduri Seafarers' Centre (Korean)

const baduri: Mail[] = [
  {
    family: "baduri-seafarers-centre",
    group: "regional",
    lang: "ko",
    kind: "shuttle-notice",
    code: null,
    link: null,
    from: "부산 바두리 선원복지센터 <info@baduri-seafarers.or.kr>",
    to: TO,
    subject: "[바두리 선원센터] 승선 선원 셔틀 및 숙소 안내 / Joining crew information",
    date: date("2026-11-09", "10:20:33", "+0900"),
    text: `RODEL VILLACERAN 님께,

부산 바두리 선원복지센터입니다. 소속 대리점(해운대리점 동남마린)을 통해 승선 예정 선원으로 등록되셨습니다.

  선박     : MV CARAGA PIONEER
  도착     : 2026년 11월 12일(목) 16:35, 김해공항 HB 418
  숙소     : 바두리 선원센터 2층, 2인실 (11월 12일 - 승선일까지)
  등록번호 : BD-2611-0274

김해공항 국제선 1번 출구 앞에서 센터 직원이 "BADURI" 표지판을 들고 기다립니다. 센터에서 부산신항
터미널까지 매일 08:00, 13:00, 19:00 무료 셔틀이 운행됩니다.

센터 이용 시간: 매일 09:00 - 22:00 (와이파이, 환전, 유심 판매, 예배실)
전화: +82 51 466 3090 / 카카오톡: baduri_center

English: You are registered as joining crew via your local agent. Our staff will meet you at Gimhae Airport,
international arrivals exit 1, with a "BADURI" sign. Free shuttles to Busan New Port at 08:00, 13:00 and 19:00.

부산 바두리 선원복지센터
부산광역시 중구 충장대로 9-1
`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Hokuyo Kisen crew app (Japanese owner)

const hokuyo: Mail[] = [
  {
    family: "hokuyo-kisen",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "49271035",
    link: null,
    from: "北洋汽船 Crew Connect <no-reply@crewconnect.hokuyo-kisen.co.jp>",
    to: TO,
    subject: "【北洋汽船 Crew Connect】ログイン認証コードのお知らせ / Sign-in code",
    date: date("2026-11-03", "21:48:12", "+0900"),
    text: `VILLACERAN RODEL 様

北洋汽船 Crew Connect へのログインを受け付けました。
以下の認証コードをアプリに入力してください。

認証コード：4927 1035

有効期限：発行から15分（2026年11月3日 22:03 JST まで）

このメールにお心当たりがない場合は、第三者があなたのアカウントにログインしようとした可能性があります。
乗組員サポート（+81 3 5524 6610、平日9:00〜18:00）までご連絡ください。

--
Please enter the code above in the app to sign in. It is valid for 15 minutes.

北洋汽船株式会社 海務部 乗組員課
〒105-0022 東京都港区海岸1丁目16-1
`,
    html:
      `<html><head><meta charset="UTF-8"></head><body style="margin:0;background:#ffffff;font-family:'Hiragino Kaku Gothic ProN',Meiryo,Arial,sans-serif;">
<table width="600" cellpadding="0" cellspacing="0" align="center" style="border:1px solid #dcdcdc;">
<tr><td style="background:#123a63;padding:12px 22px;color:#ffffff;font-size:15px;font-weight:bold;">北洋汽船 Crew Connect</td></tr>
<tr><td style="padding:24px 22px;font-size:14px;line-height:24px;color:#333333;">
<p>VILLACERAN RODEL 様</p>
<p>北洋汽船 Crew Connect へのログインを受け付けました。<br>以下の認証コードをアプリに入力してください。</p>
<table cellpadding="0" cellspacing="0" style="margin:16px 0;"><tr><td style="background:#f2f5f9;border-left:4px solid #123a63;padding:12px 20px;">
<span style="font-size:12px;color:#666666;">認証コード</span><br><span style="font-size:28px;font-weight:bold;letter-spacing:4px;color:#123a63;">4927 1035</span>
</td></tr></table>
<p>有効期限：発行から15分（2026年11月3日 22:03 JST まで）</p>
<p style="font-size:12px;color:#666666;">このメールにお心当たりがない場合は、第三者があなたのアカウントにログインしようとした可能性があります。乗組員サポート（+81 3 5524 6610、平日9:00〜18:00）までご連絡ください。</p>
<p style="font-size:12px;color:#666666;">Please enter the code above in the app to sign in. It is valid for 15 minutes.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f7f7f7;font-size:11px;color:#888888;">北洋汽船株式会社 海務部 乗組員課 ／ 〒105-0022 東京都港区海岸1丁目16-1 ／ <a href="https://www.hokuyo-kisen.co.jp/privacy/" style="color:#123a63;">個人情報保護方針</a></td></tr>
</table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Reederei Ostewind (German owner, payroll portal)

const ostewind: Mail[] = [
  {
    family: "reederei-ostewind",
    group: "regional",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://heuer.ostewind-reederei.de/konto/email-bestaetigen?token=QUVGNzEyLTIwNDE3LTk5MjE&lang=de",
    from: "Reederei Ostewind - Heuerportal <heuerportal@ostewind-reederei.de>",
    to: TO,
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse für das Heuerportal",
    date: date("2026-09-29", "08:15:46", "+0200"),
    text: `Sehr geehrter Herr Villaceran,

Sie haben im Heuerportal der Reederei Ostewind GmbH & Co. KG eine neue E-Mail-Adresse hinterlegt. Über das
Portal stellen wir Ihnen Heuerabrechnungen und die Jahresbescheinigung 2025 für Ihre Fahrtzeit auf
MS "Ostewind Merchant" (Juli 2024 - Januar 2025) bereit.

Bitte bestätigen Sie die neue Adresse über diesen Link:
https://heuer.ostewind-reederei.de/konto/email-bestaetigen?token=QUVGNzEyLTIwNDE3LTk5MjE&lang=de

Der Link ist 7 Tage gültig. Bis zur Bestätigung senden wir Benachrichtigungen weiterhin an Ihre bisherige
Adresse.

Personalnummer: 20417-S

Mit freundlichen Grüßen
Crewing / Heuerbüro
Reederei Ostewind GmbH & Co. KG
Große Elbstraße 145, 22767 Hamburg
Tel. +49 40 3861 4420

Sitz Hamburg, Amtsgericht Hamburg HRA 118204

--
English: Please confirm your new e-mail address for the Ostewind payroll portal with the link above (valid 7 days).
`,
    html:
      `<html><body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222222;">
<table width="620" cellpadding="0" cellspacing="0" style="margin:0 auto;">
<tr><td style="padding:18px 0;border-bottom:1px solid #cccccc;"><img src="https://heuer.ostewind-reederei.de/static/img/ostewind-logo.png" width="160" alt="Reederei Ostewind"></td></tr>
<tr><td style="padding:22px 0;line-height:21px;">
<p>Sehr geehrter Herr Villaceran,</p>
<p>Sie haben im Heuerportal der Reederei Ostewind GmbH &amp; Co. KG eine neue E-Mail-Adresse hinterlegt. Über das Portal stellen wir Ihnen Heuerabrechnungen und die Jahresbescheinigung 2025 für Ihre Fahrtzeit auf MS &bdquo;Ostewind Merchant&ldquo; (Juli 2024 &ndash; Januar 2025) bereit.</p>
<p><a href="https://heuer.ostewind-reederei.de/konto/email-bestaetigen?token=QUVGNzEyLTIwNDE3LTk5MjE&amp;lang=de" style="display:inline-block;background:#00509e;color:#ffffff;padding:10px 20px;text-decoration:none;">E-Mail-Adresse bestätigen</a></p>
<p style="font-size:13px;color:#555555;">Der Link ist 7 Tage gültig. Bis zur Bestätigung senden wir Benachrichtigungen weiterhin an Ihre bisherige Adresse.</p>
<p style="font-size:13px;color:#555555;">Personalnummer: 20417-S</p>
<p>Mit freundlichen Grüßen<br>Crewing / Heuerbüro</p>
<p style="font-size:12px;color:#555555;"><i>English: Please confirm your new e-mail address for the Ostewind payroll portal with the button above (valid 7 days).</i></p>
</td></tr>
<tr><td style="padding:12px 0;border-top:1px solid #cccccc;font-size:11px;color:#777777;">Reederei Ostewind GmbH &amp; Co. KG · Große Elbstraße 145, 22767 Hamburg · Tel. +49 40 3861 4420 · Sitz Hamburg, Amtsgericht Hamburg HRA 118204 · <a href="https://www.ostewind-reederei.de/datenschutz" style="color:#00509e;">Datenschutz</a> · <a href="https://www.ostewind-reederei.de/impressum" style="color:#00509e;">Impressum</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Haixing crew hotel (Shanghai, Chinese)

const haixing: Mail[] = [
  {
    family: "haixing-crew-hotel",
    group: "regional",
    lang: "zh",
    kind: "points-expiry",
    code: null,
    link: null,
    from: "海星船员酒店 <member@haixing-crewhotel.cn>",
    to: TO,
    subject: "海星会员积分即将到期提醒 / Points expiring",
    date: date("2026-10-16", "09:30:00", "+0800"),
    text: `尊敬的 VILLACERAN RODEL 先生：

感谢您入住海星船员酒店（上海外高桥店）。您的会员账户有部分积分即将到期：

  会员号：HX-M-00318827
  当前积分：1,860
  即将到期积分：620（到期日：2026年12月31日）
  最近一次入住：2025年9月28日 - 2025年9月30日，大床房

积分可在下次入住时抵扣房费（100积分 = 人民币10元），或在前台兑换船员生活用品。

本邮件为系统自动发送，请勿回复。如有疑问请致电 +86 21 5866 3300。

Dear Mr Villaceran, 620 of your Haixing member points will expire on 31 Dec 2026. They can be used to pay
for your next stay at the front desk.

海星船员酒店（上海外高桥店）
上海市浦东新区港城路 2160 号
`,
    html:
      `<html><body style="margin:0;background:#f4f6f8;font-family:'PingFang SC','Microsoft YaHei',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="background:#0b5394;padding:16px 24px;color:#ffffff;font-size:18px;">海星船员酒店 <span style="font-size:12px;">HAIXING CREW HOTEL</span></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:24px;color:#333333;">
<p>尊敬的 VILLACERAN RODEL 先生：</p>
<p>感谢您入住海星船员酒店（上海外高桥店）。您的会员账户有部分积分即将到期：</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #e5e9ef;">
<tr><td style="color:#888888;width:40%;">会员号</td><td>HX-M-00318827</td></tr>
<tr><td style="color:#888888;">当前积分</td><td>1,860</td></tr>
<tr><td style="color:#888888;">即将到期积分</td><td style="color:#cc0000;">620（到期日：2026年12月31日）</td></tr>
<tr><td style="color:#888888;">最近一次入住</td><td>2025年9月28日 - 2025年9月30日，大床房</td></tr>
</table>
<p>积分可在下次入住时抵扣房费（100积分 = 人民币10元），或在前台兑换船员生活用品。</p>
<p style="font-size:12px;color:#888888;">Dear Mr Villaceran, 620 of your Haixing member points will expire on 31 Dec 2026. They can be used to pay for your next stay at the front desk.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f0f2f5;font-size:11px;color:#888888;">本邮件为系统自动发送，请勿回复。客服电话 +86 21 5866 3300 ｜ 上海市浦东新区港城路 2160 号 ｜ <a href="https://www.haixing-crewhotel.cn/member/unsubscribe?id=HX-M-00318827" style="color:#0b5394;">退订</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "8bit",
  },
];

export const mails: Mail[] = [
  ...bantayog,
  ...keelstone,
  ...dagatpinas,
  ...kamarino,
  ...habagat,
  ...tanglaw,
  ...bulsapay,
  ...seavox,
  ...haribon,
  ...havenpoort,
  ...limenopyli,
  ...medisalvo,
  ...kaagapay,
  ...bituin,
  ...sterna,
  ...estrecho,
  ...bridgewatch,
  ...baduri,
  ...hokuyo,
  ...ostewind,
  ...haixing,
];
