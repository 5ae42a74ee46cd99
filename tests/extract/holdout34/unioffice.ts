/**
 * The inbox of a faculty-office administrator at a South African university who also runs partner
 * programmes in Namibia and Botswana: university systems, bank, municipality, medical aid, couriers,
 * lockers, airlines, journals and conferences, in English, Afrikaans, isiZulu, isiXhosa, Sesotho,
 * Setswana, German, Portuguese, Dutch and French, September to October 2026.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026. */
function d(month: number, day: number, time: string, zone = "+0200"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  return `${wd}, ${day} ${MONTHS[month - 1]} 2026 ${time} ${zone}`;
}

const ME = "Nomsa Dlamini <n.dlamini@drakensvlei.ac.za>";
const ME_PRIVATE = "Nomsa Dlamini <nomsa.dlamini73@webpos.co.za>";

// ---------------------------------------------------------------- Drakensvlei University systems

/** The central IT page: a grey band with the crest, a white card, a grey footer. */
function dvu_page(title: string, body: string, preheader: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body style="margin:0;padding:0;background:#eceff3;font-family:Segoe UI,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;color:#eceff3;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eceff3;">
<tr><td align="center" style="padding:28px 12px;">
 <table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #7a1f2b;">
  <tr><td style="padding:22px 32px 8px 32px;">
   <img src="https://www.drakensvlei.ac.za/_assets/crest-wordmark-2x.png" width="210" height="44" alt="Drakensvlei University | Universiteit Drakensvlei | iYunivesithi yaseDrakensvlei" style="display:block;border:0;">
  </td></tr>
  <tr><td style="padding:10px 32px 26px 32px;font-size:15px;line-height:22px;color:#25282b;">
${body}
  </td></tr>
 </table>
 <table role="presentation" width="600" cellpadding="0" cellspacing="0">
  <tr><td style="padding:16px 32px;font-size:11px;line-height:16px;color:#6b7178;">
   ICT Service Desk &middot; Block C, Jan Hofmeyr Building &middot; Private Bag X1014, Drakensvlei 2531<br>
   Tel. +27 18 299 4000 &middot; <a href="https://servicedesk.drakensvlei.ac.za/" style="color:#6b7178;">servicedesk.drakensvlei.ac.za</a> &middot;
   <a href="https://www.drakensvlei.ac.za/legal/popia-privacy-notice" style="color:#6b7178;">POPIA privacy notice</a><br>
   &copy; 2026 Drakensvlei University. This is an automated message from a system mailbox; replies are not read.
  </td></tr>
 </table>
</td></tr></table>
</body></html>`;
}

const dvu_sso: Mail[] = [
  {
    family: "drakensvlei-identity",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "583204",
    link: null,
    from: "DVU Identity <no-reply@id.drakensvlei.ac.za>",
    to: ME,
    subject: "Your DVU sign-in code",
    date: d(9, 2, "07:41:09"),
    enc: "qp",
    text: `Drakensvlei University - DVU Identity

Hi Nomsa,

Someone (hopefully you) is signing in to DVU Identity as 21043387@drakensvlei.ac.za from a new browser.

Your sign-in code: 583 204

The code expires in 10 minutes and can be used once. ICT staff will never phone you to ask for it.

Sign-in details
  Browser: Edge 128 on Windows 11
  Location (approx.): Potchefstroom, ZA
  Time: 2 September 2026, 07:41 SAST

If this wasn't you, change your password at https://id.drakensvlei.ac.za/account/password and log a call with the Service Desk on 018 299 4000.

ICT Service Desk
Drakensvlei University
`,
    html: dvu_page(
      "Your DVU sign-in code",
      `<p style="margin:0 0 14px 0;">Hi Nomsa,</p>
<p style="margin:0 0 14px 0;">Someone (hopefully you) is signing in to <b>DVU Identity</b> as <b>21043387@drakensvlei.ac.za</b> from a new browser. Enter this code on the sign-in page:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:6px 0 18px 0;"><tr>
<td style="background:#f6ecee;border:1px solid #e3c6cb;border-radius:4px;padding:14px 26px;font-family:Consolas,Menlo,monospace;font-size:30px;letter-spacing:6px;color:#7a1f2b;font-weight:bold;">583&nbsp;204</td>
</tr></table>
<p style="margin:0 0 14px 0;font-size:13px;color:#4d5359;">The code expires in 10 minutes and can be used once. ICT staff will never phone you to ask for it.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:13px;color:#4d5359;margin:0 0 16px 0;">
<tr><td style="padding:2px 14px 2px 0;">Browser</td><td>Edge 128 on Windows 11</td></tr>
<tr><td style="padding:2px 14px 2px 0;">Location (approx.)</td><td>Potchefstroom, ZA</td></tr>
<tr><td style="padding:2px 14px 2px 0;">Time</td><td>2 September 2026, 07:41 SAST</td></tr>
</table>
<p style="margin:0;font-size:13px;color:#4d5359;">If this wasn't you, <a href="https://id.drakensvlei.ac.za/account/password" style="color:#7a1f2b;">change your password</a> and log a call with the Service Desk on 018 299 4000.</p>`,
      "Use 583 204 to finish signing in. It expires in 10 minutes.",
    ),
  },
  {
    family: "drakensvlei-identity",
    group: "regional",
    lang: "af",
    kind: "reset-link",
    code: null,
    link: "https://id.drakensvlei.ac.za/account/reset?ticket=Rk9-2mQx7LbP4vTz0aWc81sY&lang=af",
    from: "DVU Identiteit <no-reply@id.drakensvlei.ac.za>",
    to: ME,
    subject: "Herstel jou DVU-wagwoord",
    date: d(9, 14, "16:22:47"),
    enc: "b64",
    text: `Universiteit Drakensvlei - DVU Identiteit

Goeiemiddag Nomsa

Ons het 'n versoek ontvang om die wagwoord van jou DVU-rekening (21043387) te herstel. Die versoek is om 16:22 op 14 September 2026 via die selfdienskiosk in die Ferdinand Postma-biblioteek gedoen.

Kies 'n nuwe wagwoord by hierdie skakel (geldig vir 30 minute):
https://id.drakensvlei.ac.za/account/reset?ticket=Rk9-2mQx7LbP4vTz0aWc81sY&lang=af

Jou nuwe wagwoord moet minstens 12 karakters lank wees en mag nie een van jou vorige vyf wagwoorde wees nie. Onthou om dit daarna ook op jou foon se e-pos (Outlook) en op die eduroam-netwerk op te dateer.

Het jy nie hierdie versoek gerig nie? Ignoreer dan hierdie e-pos; jou huidige wagwoord bly geldig.

IKT-dienstoonbank | 018 299 4000 | servicedesk.drakensvlei.ac.za
`,
    html: dvu_page(
      "Herstel jou DVU-wagwoord",
      `<p style="margin:0 0 14px 0;">Goeiemiddag Nomsa</p>
<p style="margin:0 0 14px 0;">Ons het 'n versoek ontvang om die wagwoord van jou DVU-rekening (<b>21043387</b>) te herstel. Die versoek is om 16:22 op 14 September 2026 via die selfdienskiosk in die Ferdinand Postma-biblioteek gedoen.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px 0;"><tr>
<td bgcolor="#7a1f2b" style="border-radius:4px;"><a href="https://id.drakensvlei.ac.za/account/reset?ticket=Rk9-2mQx7LbP4vTz0aWc81sY&amp;lang=af" style="display:inline-block;padding:12px 28px;color:#ffffff;text-decoration:none;font-weight:bold;">Kies 'n nuwe wagwoord</a></td>
</tr></table>
<p style="margin:0 0 14px 0;font-size:13px;color:#4d5359;">Die skakel is 30 minute geldig. Jou nuwe wagwoord moet minstens 12 karakters lank wees en mag nie een van jou vorige vyf wagwoorde wees nie. Onthou om dit daarna ook op jou foon se e-pos (Outlook) en op die eduroam-netwerk op te dateer.</p>
<p style="margin:0;font-size:13px;color:#4d5359;">Het jy nie hierdie versoek gerig nie? Ignoreer dan hierdie e-pos; jou huidige wagwoord bly geldig.</p>`,
      "Die skakel om jou wagwoord te herstel is 30 minute geldig.",
    ),
  },
  {
    family: "drakensvlei-identity",
    group: "negative",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "DVU Identity <no-reply@id.drakensvlei.ac.za>",
    to: ME,
    subject: "DVU Identity: your password was changed",
    date: d(9, 14, "16:29:03"),
    html: null,
    text: `DRAKENSVLEI UNIVERSITY :: DVU IDENTITY
----------------------------------------------------------------

The password for account 21043387 (n.dlamini@drakensvlei.ac.za)
was changed on 14/09/2026 at 16:28 SAST.

Your new password is now used for: Outlook / Microsoft 365, eFundi,
DVU Wi-Fi and eduroam, the HR self-service portal, VPN (GlobalProtect)
and the Student Records System.

Devices that still use the old password (phones, tablets, eduroam
profiles) will stop syncing until you update them.

Did not change your password? Contact the ICT Service Desk
immediately: 018 299 4000 (24h on weekdays) or walk in at Block C,
Jan Hofmeyr Building. Reference the time above.

Password policy: https://www.drakensvlei.ac.za/ict/policies/passwords

-- 
This mailbox is not monitored.
`,
  },
];

const dvu_records: Mail[] = [
  {
    family: "drakensvlei-studentrecords",
    group: "negative",
    lang: "en",
    kind: "report",
    code: null,
    link: null,
    from: "SRS Reports <srs-reports@drakensvlei.ac.za>",
    to: ME,
    subject: "[SRS] Scheduled report: Registration exceptions - Faculty of Humanities - week 36",
    date: d(9, 7, "05:00:12"),
    html: null,
    text: `This is a scheduled report from the Student Records System (SRS).

Report:      REG-EXC-014 Registration exceptions by programme
Faculty:     Humanities (FH)
Period:      31/08/2026 - 06/09/2026
Run by:      scheduler (job 88213)
Rows:        47

Summary
  Module clashes not resolved ............ 12
  Prerequisite waivers pending ........... 9
  Outstanding fees block (> R 5 000) ..... 19
  Exchange students without study permit . 4   (NUST, BIUST partner intake)
  Late registrations after 28 Aug ........ 3

The full list is attached as REG-EXC-014_FH_w36.pdf. Student numbers in the
attachment are personal information: do not forward outside the faculty
office (POPIA, Act 4 of 2013).

To change or stop this subscription, open SRS > Reports > My schedules.

Student Records System, Academic Administration
`,
    attachment: [
      "REG-EXC-014_FH_w36.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% REG-EXC-014 Humanities week 36, 47 rows\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "drakensvlei-studentrecords",
    group: "negative",
    lang: "en",
    kind: "notice",
    code: null,
    link: null,
    from: "Academic Administration <acadadmin@drakensvlei.ac.za>",
    to: ME,
    subject: "Reminder: second-semester mark capture closes Friday 30 October 2026, 16:00",
    date: d(10, 19, "09:15:40"),
    enc: "qp",
    text: `Dear Faculty Administrators

Please note the following dates for the capture of second-semester marks on SRS:

- Participation marks (DP) lists: Friday 23 October 2026
- Examination marks, first opportunity: Friday 30 October 2026, 16:00
- Supplementary examination marks: Friday 4 December 2026, 12:00

After the deadline, changes can only be made by the Examinations Office with a signed mark-change form (FORM EX-07) and the approval of the Deputy Dean.

Faculties that still have modules in "Draft" status on the mark-sheet overview (currently 31 modules in Humanities) should follow up with the relevant lecturers.

Kind regards
Marietjie van Wyk
Manager: Examinations and Graduations
Tel. 018 299 2613
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#1f1f1f;">
<p>Dear Faculty Administrators</p>
<p>Please note the following dates for the capture of second-semester marks on SRS:</p>
<ul>
<li>Participation marks (DP) lists: <b>Friday 23 October 2026</b></li>
<li>Examination marks, first opportunity: <b>Friday 30 October 2026, 16:00</b></li>
<li>Supplementary examination marks: <b>Friday 4 December 2026, 12:00</b></li>
</ul>
<p>After the deadline, changes can only be made by the Examinations Office with a signed mark-change form (FORM EX-07) and the approval of the Deputy Dean.</p>
<p>Faculties that still have modules in &ldquo;Draft&rdquo; status on the <a href="https://srs.drakensvlei.ac.za/marks/overview?faculty=FH">mark-sheet overview</a> (currently 31 modules in Humanities) should follow up with the relevant lecturers.</p>
<p>Kind regards<br>
<b>Marietjie van Wyk</b><br>
Manager: Examinations and Graduations<br>
Tel. 018 299 2613</p>
<p style="font-size:8pt;color:#808080;">The information contained in this communication is confidential and may be legally privileged. Drakensvlei University disclaimer: https://www.drakensvlei.ac.za/disclaimer</p>
</div>`,
  },
];

const dvu_learn: Mail[] = [
  {
    family: "drakensvlei-efundi",
    group: "negative",
    lang: "en",
    kind: "digest",
    code: null,
    link: null,
    from: "eFundi <noreply@efundi.drakensvlei.ac.za>",
    to: ME,
    subject: "eFundi daily digest: 6 new posts in 3 forums",
    date: d(9, 9, "06:02:31"),
    enc: "qp",
    text: `eFundi forum digest for Nomsa Dlamini - Wednesday, 9 September 2026

HIST 212 - Southern African History since 1800 (2026 S2)
  Forum: Assignment 2 questions
  * "Word count for the source analysis?" - Thabo Mokoena, 8 Sep 21:14
  * Re: "Word count for the source analysis?" - Dr A. Pretorius, 8 Sep 22:02

FH Faculty Office - Module administrators
  Forum: Timetable changes
  * "Venue change: HIST 212 tutorials moved to E7 room 201" - N. Dlamini, 8 Sep 10:48
  * "Exam venues 2026 S2 draft" - Timetabling Office, 8 Sep 15:30

DVU-NUST Joint Programme (Windhoek)
  Forum: General
  * "Visa letters for November block week" - Ms L. Shikongo, 8 Sep 11:05
  * Re: "Visa letters for November block week" - N. Dlamini, 8 Sep 12:40

View all forums: https://efundi.drakensvlei.ac.za/my/forums
Change how often you receive digests: https://efundi.drakensvlei.ac.za/user/forum.php?id=40781

You are receiving this because you are subscribed to these forums.
`,
    html:
      `<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#222;background:#f4f4f4;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ddd;">
<tr><td style="background:#0f4c5c;color:#fff;padding:14px 20px;font-size:18px;"><img src="https://efundi.drakensvlei.ac.za/theme/image.php/dvu/core/1724/logo_white" alt="eFundi" height="24" style="vertical-align:middle;border:0;"> &nbsp;Daily digest</td></tr>
<tr><td style="padding:14px 20px;">
<p style="margin:0 0 12px 0;color:#555;">Forum digest for Nomsa Dlamini &middot; Wednesday, 9 September 2026</p>
<h3 style="margin:16px 0 6px 0;font-size:15px;"><a href="https://efundi.drakensvlei.ac.za/course/view.php?id=11824" style="color:#0f4c5c;">HIST 212 &ndash; Southern African History since 1800 (2026 S2)</a></h3>
<p style="margin:0 0 4px 0;color:#777;">Forum: Assignment 2 questions</p>
<ul style="margin:0 0 10px 18px;padding:0;">
<li><a href="https://efundi.drakensvlei.ac.za/mod/forum/discuss.php?d=93012">Word count for the source analysis?</a> &ndash; Thabo Mokoena, 8 Sep 21:14</li>
<li><a href="https://efundi.drakensvlei.ac.za/mod/forum/discuss.php?d=93012#p301877">Re: Word count for the source analysis?</a> &ndash; Dr A. Pretorius, 8 Sep 22:02</li>
</ul>
<h3 style="margin:16px 0 6px 0;font-size:15px;"><a href="https://efundi.drakensvlei.ac.za/course/view.php?id=2204" style="color:#0f4c5c;">FH Faculty Office &ndash; Module administrators</a></h3>
<p style="margin:0 0 4px 0;color:#777;">Forum: Timetable changes</p>
<ul style="margin:0 0 10px 18px;padding:0;">
<li><a href="https://efundi.drakensvlei.ac.za/mod/forum/discuss.php?d=92977">Venue change: HIST 212 tutorials moved to E7 room 201</a> &ndash; N. Dlamini, 8 Sep 10:48</li>
<li><a href="https://efundi.drakensvlei.ac.za/mod/forum/discuss.php?d=92990">Exam venues 2026 S2 draft</a> &ndash; Timetabling Office, 8 Sep 15:30</li>
</ul>
<h3 style="margin:16px 0 6px 0;font-size:15px;"><a href="https://efundi.drakensvlei.ac.za/course/view.php?id=9930" style="color:#0f4c5c;">DVU&ndash;NUST Joint Programme (Windhoek)</a></h3>
<p style="margin:0 0 4px 0;color:#777;">Forum: General</p>
<ul style="margin:0 0 10px 18px;padding:0;">
<li><a href="https://efundi.drakensvlei.ac.za/mod/forum/discuss.php?d=92981">Visa letters for November block week</a> &ndash; Ms L. Shikongo, 8 Sep 11:05</li>
<li><a href="https://efundi.drakensvlei.ac.za/mod/forum/discuss.php?d=92981#p301702">Re: Visa letters for November block week</a> &ndash; N. Dlamini, 8 Sep 12:40</li>
</ul>
</td></tr>
<tr><td style="padding:12px 20px;border-top:1px solid #eee;font-size:12px;color:#888;">
<a href="https://efundi.drakensvlei.ac.za/my/forums" style="color:#0f4c5c;">View all forums</a> &middot; <a href="https://efundi.drakensvlei.ac.za/user/forum.php?id=40781" style="color:#0f4c5c;">Change digest settings</a><br>You are receiving this because you are subscribed to these forums.
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "drakensvlei-efundi",
    group: "negative",
    lang: "xh",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "eFundi <noreply@efundi.drakensvlei.ac.za>",
    to: ME,
    subject: "Isaziso: i-eFundi ayizukufumaneka ngoMgqibelo 26 Septemba",
    date: d(9, 22, "11:30:00"),
    enc: "b64",
    text: `Molo Nomsa

Sikwazisa ukuba inkqubo ye-eFundi ayizukufumaneka ngoMgqibelo, 26 Septemba 2026, ukusuka ngo-06:00 ukuya ku-14:00, ngenxa yokuphuculwa kweseva.

Ngeli xesha:
- awuzukwazi ukungena kwi-eFundi okanye kwi-app yeselula;
- iimvavanyo (quizzes) ezimiselwe ngaloo mini ziya kususwa ngabahlohli;
- imisebenzi ethunyelwe ngaphambi kwe-06:00 iya kugcinwa ngokupheleleyo.

Nceda wazise abahlohli kunye nabafundi bakho. Ukuba unemibuzo, qhagamshelana ne-eLearning Support ku-018 299 2770 okanye ubhalele elearn@drakensvlei.ac.za.

Enkosi ngomonde wakho.
Iqela le-eFundi
Iyunivesithi yaseDrakensvlei
`,
    html: `<html><body style="margin:0;background:#f4f4f4;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #ddd;">
<tr><td style="background:#0f4c5c;padding:14px 20px;"><img src="https://efundi.drakensvlei.ac.za/theme/image.php/dvu/core/1724/logo_white" alt="eFundi" height="24" style="border:0;"></td></tr>
<tr><td style="background:#fff3cd;color:#664d03;padding:12px 20px;font-size:15px;"><b>Isaziso sokugcinwa kwenkqubo</b> &middot; Mgqibelo 26/09/2026 &middot; 06:00&ndash;14:00</td></tr>
<tr><td style="padding:18px 20px;font-size:14px;line-height:21px;color:#222;">
<p>Molo Nomsa</p>
<p>Sikwazisa ukuba inkqubo ye-eFundi ayizukufumaneka ngoMgqibelo, 26 Septemba 2026, ukusuka ngo-06:00 ukuya ku-14:00, ngenxa yokuphuculwa kweseva.</p>
<p>Ngeli xesha:</p>
<ul><li>awuzukwazi ukungena kwi-eFundi okanye kwi-app yeselula;</li>
<li>iimvavanyo (quizzes) ezimiselwe ngaloo mini ziya kususwa ngabahlohli;</li>
<li>imisebenzi ethunyelwe ngaphambi kwe-06:00 iya kugcinwa ngokupheleleyo.</li></ul>
<p>Nceda wazise abahlohli kunye nabafundi bakho. Ukuba unemibuzo, qhagamshelana ne-eLearning Support ku-018 299 2770 okanye ubhalele <a href="mailto:elearn@drakensvlei.ac.za">elearn@drakensvlei.ac.za</a>.</p>
<p>Enkosi ngomonde wakho.<br>Iqela le-eFundi<br>Iyunivesithi yaseDrakensvlei</p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:11px;color:#888;border-top:1px solid #eee;"><a href="https://status.drakensvlei.ac.za/" style="color:#0f4c5c;">status.drakensvlei.ac.za</a> &middot; &copy; 2026 Drakensvlei University</td></tr>
</table></td></tr></table></body></html>`,
  },
];

const dvu_ethics: Mail[] = [
  {
    family: "drakensvlei-ethicsdesk",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://ethicsdesk.drakensvlei.ac.za/invitations/accept/9b41d7f0-5e2a-4c16-a3c8-01f7de662b19",
    from: "EthicsDesk <ethicsdesk@drakensvlei.ac.za>",
    to: ME,
    subject: "Invitation: join the Humanities REC workspace on EthicsDesk as committee secretary",
    date: d(9, 3, "13:05:55"),
    enc: "qp",
    text: `EthicsDesk | Drakensvlei University Research Ethics

Dear Ms Dlamini

Prof. Hendrik Coetzee (Chair, Humanities Research Ethics Committee, NHREC reg. REC-130921-044) has invited you to join the committee workspace on EthicsDesk with the role "Committee secretary".

As secretary you will be able to screen new applications, assign reviewers, compile agendas and issue ethics numbers for the committee.

Accept the invitation:
https://ethicsdesk.drakensvlei.ac.za/invitations/accept/9b41d7f0-5e2a-4c16-a3c8-01f7de662b19

This invitation is personal to n.dlamini@drakensvlei.ac.za and expires on 17 September 2026. You will sign in with your DVU Identity credentials; no separate password is needed.

Next committee meeting: Thursday 24 September 2026, 09:30, Senate Room (hybrid).

Research Ethics Office
Drakensvlei University | ethics@drakensvlei.ac.za | 018 299 1206
`,
    html: `<html><body style="margin:0;padding:0;background:#ffffff;font-family:Georgia,serif;color:#2b2b2b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:24px;">
<table width="580" cellpadding="0" cellspacing="0">
<tr><td style="border-bottom:2px solid #3d5a40;padding-bottom:10px;font-family:Arial,sans-serif;font-size:13px;color:#3d5a40;letter-spacing:1px;"><b>ETHICSDESK</b> &nbsp;|&nbsp; Drakensvlei University Research Ethics</td></tr>
<tr><td style="padding:20px 0;font-size:15px;line-height:23px;">
<p>Dear Ms Dlamini</p>
<p>Prof. Hendrik Coetzee (Chair, Humanities Research Ethics Committee, NHREC reg. REC-130921-044) has invited you to join the committee workspace on EthicsDesk with the role <b>Committee secretary</b>.</p>
<p>As secretary you will be able to screen new applications, assign reviewers, compile agendas and issue ethics numbers for the committee.</p>
<p style="margin:26px 0;"><a href="https://ethicsdesk.drakensvlei.ac.za/invitations/accept/9b41d7f0-5e2a-4c16-a3c8-01f7de662b19" style="font-family:Arial,sans-serif;background:#3d5a40;color:#ffffff;padding:11px 24px;text-decoration:none;border-radius:3px;">Accept invitation</a></p>
<p style="font-size:13px;color:#555;">This invitation is personal to n.dlamini@drakensvlei.ac.za and expires on 17 September 2026. You will sign in with your DVU Identity credentials; no separate password is needed.</p>
<p style="font-size:13px;color:#555;">Next committee meeting: Thursday 24 September 2026, 09:30, Senate Room (hybrid).</p>
</td></tr>
<tr><td style="border-top:1px solid #ccc;padding-top:10px;font-family:Arial,sans-serif;font-size:11px;color:#777;">Research Ethics Office &middot; Drakensvlei University &middot; <a href="mailto:ethics@drakensvlei.ac.za" style="color:#3d5a40;">ethics@drakensvlei.ac.za</a> &middot; 018 299 1206<br><a href="https://ethicsdesk.drakensvlei.ac.za/help" style="color:#3d5a40;">EthicsDesk help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "drakensvlei-ethicsdesk",
    group: "negative",
    lang: "en",
    kind: "approval-notice",
    code: null,
    link: null,
    from: "EthicsDesk <ethicsdesk@drakensvlei.ac.za>",
    to: ME,
    subject: "DVU-HREC-2026-0187-A2: Ethics approval granted (amendment)",
    date: d(10, 6, "15:47:20"),
    html: null,
    text: `ETHICS APPROVAL - AMENDMENT

Application:  DVU-HREC-2026-0187-A2
Title:        Language choice in multilingual tutorials at two Namibian and
              one South African campus
Applicant:    Dr Kagiso Molefe (supervisor: Prof. J. Naude)
Risk level:   Minimal risk
Committee:    Humanities Research Ethics Committee (REC-130921-044)
Decision:     Approved
Valid:        06/10/2026 - 05/10/2027

Conditions:
1. Data collection at the University of Namibia sites may only start once
   the UNAM ethics clearance letter has been uploaded to the application.
2. A progress report is due on or before 05/10/2027.

The approval letter (PDF) is available in the application's Documents tab.

This notification is copied to: Faculty Office (Humanities), the applicant
and the supervisor.

EthicsDesk - Drakensvlei University Research Ethics Office
`,
  },
];

const dvu_procure: Mail[] = [
  {
    family: "drakensvlei-procurement",
    group: "negative",
    lang: "en",
    kind: "po-approved",
    code: null,
    link: null,
    from: "ProcureDV Workflow <procuredv@drakensvlei.ac.za>",
    to: ME,
    subject: "PO 4500781236 approved - Catering: HREC meeting 24 Sep 2026",
    date: d(9, 16, "10:12:09"),
    enc: "qp",
    text: `Purchase order approved

Requisition:   RQ-2026-19455
Purchase order: 4500781236
Cost centre:   FH-0142 (Faculty of Humanities - Dean's Office)
Supplier:      Kwa-Mama Catering CC (supplier no. 100388)
Description:   Catering, Humanities REC meeting, 24/09/2026, 18 persons
Amount:        R 4 212.00 (VAT incl.)
Approved by:   L. Steyn (Faculty Finance Manager), 16/09/2026 10:11

The purchase order has been e-mailed to the supplier. Remember to capture the
goods receipt in ProcureDV within 5 working days after delivery, otherwise the
supplier's invoice cannot be paid.

Procurement Services | 018 299 2081 | procurement@drakensvlei.ac.za
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;color:#222;">
<tr><td style="background:#1d3557;color:#fff;padding:10px 16px;font-size:15px;"><b>ProcureDV</b> &mdash; Purchase order approved</td></tr>
<tr><td style="padding:14px 16px;">
<table cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr><td style="color:#666;">Requisition</td><td>RQ-2026-19455</td></tr>
<tr><td style="color:#666;">Purchase order</td><td><b>4500781236</b></td></tr>
<tr><td style="color:#666;">Cost centre</td><td>FH-0142 (Faculty of Humanities &ndash; Dean's Office)</td></tr>
<tr><td style="color:#666;">Supplier</td><td>Kwa-Mama Catering CC (supplier no. 100388)</td></tr>
<tr><td style="color:#666;">Description</td><td>Catering, Humanities REC meeting, 24/09/2026, 18 persons</td></tr>
<tr><td style="color:#666;">Amount</td><td>R&nbsp;4&nbsp;212.00 (VAT incl.)</td></tr>
<tr><td style="color:#666;">Approved by</td><td>L. Steyn (Faculty Finance Manager), 16/09/2026 10:11</td></tr>
</table>
<p>The purchase order has been e-mailed to the supplier. Remember to capture the goods receipt in <a href="https://procuredv.drakensvlei.ac.za/gr/new?po=4500781236">ProcureDV</a> within 5 working days after delivery, otherwise the supplier's invoice cannot be paid.</p>
<p style="color:#777;font-size:11px;">Procurement Services &middot; 018 299 2081 &middot; procurement@drakensvlei.ac.za</p>
</td></tr></table>`,
  },
  {
    family: "drakensvlei-procurement",
    group: "negative",
    lang: "af",
    kind: "notice",
    code: null,
    link: null,
    from: "Verkrygingsdienste <procurement@drakensvlei.ac.za>",
    to: ME,
    subject: "Jaareinde-sperdatums vir bestellings en eise 2026",
    date: d(10, 12, "08:30:00"),
    enc: "8bit",
    text: `Geagte kollegas

Om die boeke vir 2026 betyds af te sluit, geld die volgende sperdatums:

• Nuwe rekwisisies vir goedere en dienste: Vrydag 13 November 2026
• Goedere-ontvangs (GR) vir alle oop bestellings: Vrydag 27 November 2026
• Reis- en verblyfeise (T&S), insluitend die NUST- en BIUST-uitruilreise: Woensdag 2 Desember 2026
• Kleinkas-aanvullings: Vrydag 4 Desember 2026

Bestellings wat ná hierdie datums oop bly, word outomaties gekanselleer en die befondsing word nie na 2027 oorgedra nie.

Die volledige rooster en die vorms is op die intranet beskikbaar.

Vriendelike groete
Verkrygingsdienste | 018 299 2081
Universiteit Drakensvlei
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;">
<p>Geagte kollegas</p>
<p>Om die boeke vir 2026 betyds af te sluit, geld die volgende sperdatums:</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#bbb;font-size:10.5pt;">
<tr style="background:#1d3557;color:#fff;"><th align="left">Item</th><th align="left">Sperdatum</th></tr>
<tr><td>Nuwe rekwisisies vir goedere en dienste</td><td>Vrydag 13 November 2026</td></tr>
<tr><td>Goedere-ontvangs (GR) vir alle oop bestellings</td><td>Vrydag 27 November 2026</td></tr>
<tr><td>Reis- en verblyfeise (T&amp;S), insluitend die NUST- en BIUST-uitruilreise</td><td>Woensdag 2 Desember 2026</td></tr>
<tr><td>Kleinkas-aanvullings</td><td>Vrydag 4 Desember 2026</td></tr>
</table>
<p>Bestellings wat ná hierdie datums oop bly, word outomaties gekanselleer en die befondsing word nie na 2027 oorgedra nie.</p>
<p>Die volledige rooster en die vorms is op die <a href="https://intranet.drakensvlei.ac.za/finance/procurement/year-end-2026">intranet</a> beskikbaar.</p>
<p>Vriendelike groete<br><b>Verkrygingsdienste</b> | 018 299 2081<br>Universiteit Drakensvlei</p>
</div>`,
  },
];

const dvu_people: Mail[] = [
  {
    family: "drakensvlei-peopledesk",
    group: "negative",
    lang: "en",
    kind: "payslip",
    code: null,
    link: null,
    from: "PeopleDesk Payroll <payroll@drakensvlei.ac.za>",
    to: ME,
    subject: "Your payslip for September 2026",
    date: d(9, 24, "18:02:44"),
    enc: "b64",
    text: `Dear Nomsa Dlamini (staff no. 21043387)

Your payslip for September 2026 is attached. Salaries will be paid into your nominated account (•••• 6190) on Friday 25 September 2026.

The PDF is protected. Open it with your date of birth in the format DDMMYYYY.

Changes this month:
- Annual notch increase of 5.4 % effective 1 September 2026
- Medical aid contribution adjusted (Bophelo Medical Scheme, Kgotso Classic option)

Queries about deductions: payroll@drakensvlei.ac.za or 018 299 2455 (Mon-Fri 08:00-16:00).

PeopleDesk | Human Capital | Drakensvlei University
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222;max-width:600px;">
<div style="background:#5b3a8c;padding:12px 18px;color:#fff;font-size:16px;"><b>PeopleDesk</b> &middot; Payroll</div>
<div style="padding:16px 18px;">
<p>Dear Nomsa Dlamini (staff no. 21043387)</p>
<p>Your payslip for <b>September 2026</b> is attached. Salaries will be paid into your nominated account (&bull;&bull;&bull;&bull; 6190) on Friday 25 September 2026.</p>
<p>The PDF is protected. Open it with your date of birth in the format DDMMYYYY.</p>
<p><b>Changes this month:</b></p>
<ul><li>Annual notch increase of 5.4&nbsp;% effective 1 September 2026</li>
<li>Medical aid contribution adjusted (Bophelo Medical Scheme, Kgotso Classic option)</li></ul>
<p style="font-size:12px;color:#666;">Queries about deductions: <a href="mailto:payroll@drakensvlei.ac.za">payroll@drakensvlei.ac.za</a> or 018 299 2455 (Mon&ndash;Fri 08:00&ndash;16:00).</p>
</div></div>`,
    attachment: [
      "Payslip_21043387_202609.pdf",
      "application/pdf",
      "%PDF-1.6\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n/Encrypt 9 0 R\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "drakensvlei-peopledesk",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "4821-7730",
    code_digits: "48217730",
    link: null,
    from: "PeopleDesk <no-reply@peopledesk.drakensvlei.ac.za>",
    to: ME_PRIVATE,
    subject: "PeopleDesk off-campus access: one-time PIN",
    date: d(10, 3, "20:14:18"),
    html: null,
    text: `PeopleDesk off-campus access

You are signing in to PeopleDesk (leave, payslips, tax certificates) from outside the DVU network.

One-time PIN: 4821-7730

Valid for 5 minutes. Type it with or without the dash.

This PIN was sent to your private address because you chose it as your
verification address in PeopleDesk. Staff no.: 21043387.

If you did not try to sign in, ignore this message. Three wrong PINs lock
off-campus access for 30 minutes.

Human Capital Service Centre - 018 299 2455
`,
  },
  {
    family: "drakensvlei-peopledesk",
    group: "negative",
    lang: "af",
    kind: "leave-approved",
    code: null,
    link: null,
    from: "PeopleDesk <no-reply@peopledesk.drakensvlei.ac.za>",
    to: ME,
    subject: "Verlofaansoek goedgekeur: 19-23 Oktober 2026",
    date: d(10, 1, "12:40:31"),
    enc: "qp",
    text: `Goeiedag Nomsa

Jou aansoek om jaarlikse verlof is goedgekeur.

Verwysing:      LV-2026-008314
Tipe:           Jaarlikse verlof
Tydperk:        Maandag 19 Oktober 2026 tot Vrydag 23 Oktober 2026
Dae:            5
Goedgekeur deur: Dr R. Fourie (Fakulteitsbestuurder), 01/10/2026 12:40
Saldo ná hierdie verlof: 11,5 dae

Onthou om jou afwesigheidsboodskap in Outlook te aktiveer en jou plaasvervanger (Mnr. S. Mthembu, x2617) in te lig oor die NUST-kontrakte wat hangende is.

PeopleDesk | Menslike Kapitaal | Universiteit Drakensvlei
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222;max-width:600px;">
<div style="background:#5b3a8c;padding:12px 18px;color:#fff;font-size:16px;"><b>PeopleDesk</b> &middot; Verlof</div>
<div style="padding:16px 18px;">
<p>Goeiedag Nomsa</p>
<p>Jou aansoek om jaarlikse verlof is <span style="color:#1a7f37;font-weight:bold;">goedgekeur</span>.</p>
<table cellpadding="3" style="font-size:13px;">
<tr><td style="color:#666;">Verwysing</td><td>LV-2026-008314</td></tr>
<tr><td style="color:#666;">Tipe</td><td>Jaarlikse verlof</td></tr>
<tr><td style="color:#666;">Tydperk</td><td>Maandag 19 Oktober 2026 tot Vrydag 23 Oktober 2026</td></tr>
<tr><td style="color:#666;">Dae</td><td>5</td></tr>
<tr><td style="color:#666;">Goedgekeur deur</td><td>Dr R. Fourie (Fakulteitsbestuurder), 01/10/2026 12:40</td></tr>
<tr><td style="color:#666;">Saldo ná hierdie verlof</td><td>11,5 dae</td></tr>
</table>
<p>Onthou om jou afwesigheidsboodskap in Outlook te aktiveer en jou plaasvervanger (Mnr. S. Mthembu, x2617) in te lig oor die NUST-kontrakte wat hangende is.</p>
<p style="font-size:12px;color:#666;"><a href="https://peopledesk.drakensvlei.ac.za/leave/LV-2026-008314">Bekyk die aansoek in PeopleDesk</a></p>
</div></div>`,
  },
];

// ---------------------------------------------------------------- bank, municipality, medical aid

function umthombo_page(preheader: string, body: string): string {
  return `<!doctype html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>@media only screen and (max-width:620px){.w{width:100%!important}}</style></head>
<body style="margin:0;background:#f2f5f4;">
<span style="display:none!important;font-size:1px;color:#f2f5f4;max-height:0;opacity:0;">${preheader}</span>
<center>
<table class="w" width="620" cellpadding="0" cellspacing="0" border="0" style="font-family:'Trebuchet MS',Arial,sans-serif;">
<tr><td style="padding:20px 24px;background:#00594f;"><img src="https://cdn.umthombobank.co.za/mail/v3/logo-umthombo-white.png" alt="Umthombo Bank" width="150" style="border:0;display:block;"></td></tr>
<tr><td style="background:#ffffff;padding:26px 24px;font-size:14px;line-height:21px;color:#1e2a28;">
${body}
</td></tr>
<tr><td style="padding:18px 24px;font-size:11px;line-height:16px;color:#5e6b69;">
<a href="https://www.umthombobank.co.za/security" style="color:#00594f;">Security centre</a> &nbsp;|&nbsp; <a href="https://www.umthombobank.co.za/privacy" style="color:#00594f;">Privacy</a> &nbsp;|&nbsp; <a href="https://www.umthombobank.co.za/contact" style="color:#00594f;">Contact us</a><br><br>
Umthombo Bank Limited, Reg. No. 2001/017733/06. An authorised financial services and registered credit provider (NCRCP 9921). 14 Fredman Drive, Sandton 2196. Client care 0860 684 668.<br>
Umthombo Bank will never ask for your PIN, password or one-time PIN by e-mail, SMS or phone.
</td></tr></table></center></body></html>`;
}

const umthombo: Mail[] = [
  {
    family: "umthombo-bank",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "719302",
    link: null,
    from: "Umthombo Bank <alerts@umthombobank.co.za>",
    to: ME_PRIVATE,
    subject: "Umthombo Online Banking one-time PIN",
    date: d(9, 5, "09:26:51"),
    enc: "qp",
    text: `Umthombo Bank

Dear Ms N Dlamini

Your one-time PIN (OTP) to log in to Online Banking is:

719302

Reference: LOGIN-WEB 05/09 09:26. The OTP is valid for 3 minutes.

Do not share this OTP with anyone, including bank staff. If you did not request it, call our fraud line on 0860 111 374 immediately.

Umthombo Bank Limited. Authorised FSP and registered credit provider (NCRCP 9921).
`,
    html: umthombo_page(
      "Your one-time PIN to log in to Online Banking",
      `<p>Dear Ms N Dlamini</p>
<p>Your one-time PIN (OTP) to log in to Online Banking is:</p>
<table cellpadding="0" cellspacing="6" border="0" style="margin:10px 0 16px 0;"><tr>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;border:1px solid #b7cfcb;background:#eef6f5;color:#00594f;">7</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;border:1px solid #b7cfcb;background:#eef6f5;color:#00594f;">1</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;border:1px solid #b7cfcb;background:#eef6f5;color:#00594f;">9</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;border:1px solid #b7cfcb;background:#eef6f5;color:#00594f;">3</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;border:1px solid #b7cfcb;background:#eef6f5;color:#00594f;">0</td>
<td style="width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;border:1px solid #b7cfcb;background:#eef6f5;color:#00594f;">2</td>
</tr></table>
<p style="font-size:12px;color:#5e6b69;">Reference: LOGIN-WEB 05/09 09:26. The OTP is valid for 3 minutes.</p>
<p><b>Do not share this OTP with anyone, including bank staff.</b> If you did not request it, call our fraud line on 0860 111 374 immediately.</p>`,
    ),
  },
  {
    family: "umthombo-bank",
    group: "negative",
    lang: "zu",
    kind: "statement",
    code: null,
    link: null,
    from: "Umthombo Bank <statements@umthombobank.co.za>",
    to: ME_PRIVATE,
    subject: "Isitatimende sakho sakwa-Septemba 2026 sesilungile",
    date: d(10, 2, "04:11:37"),
    enc: "b64",
    text: `Sawubona Nomsa Dlamini

Isitatimende sakho senyanga sika-Septemba 2026 se-akhawunti yakho ye-Umthombo Everyday (•••• 6190) sesinamathiselwe kule imeyili njenge-PDF.

Isikhathi: 1 Septemba 2026 - 30 Septemba 2026
Ibhalansi yokuvula: R 3 418.22
Ibhalansi yokuvala: R 5 097.64

Ukuze uvule i-PDF, sebenzisa izinombolo eziyisithupha zokugcina zenombolo yakho kamazisi (ID).

Uma unemibuzo, shayela i-0860 684 668 noma uvakashele igatsha eliseduze.

Siyabonga ngokubhanga nathi.
Umthombo Bank
`,
    html: umthombo_page(
      "Isitatimende sakho sika-Septemba 2026 sinamathiselwe",
      `<p>Sawubona Nomsa Dlamini</p>
<p>Isitatimende sakho senyanga sika-<b>Septemba 2026</b> se-akhawunti yakho ye-Umthombo Everyday (&bull;&bull;&bull;&bull; 6190) sesinamathiselwe kule imeyili njenge-PDF.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;border:1px solid #d6e3e1;">
<tr><td style="color:#5e6b69;">Isikhathi</td><td>1 Septemba 2026 &ndash; 30 Septemba 2026</td></tr>
<tr style="background:#f6faf9;"><td style="color:#5e6b69;">Ibhalansi yokuvula</td><td>R 3 418.22</td></tr>
<tr><td style="color:#5e6b69;">Ibhalansi yokuvala</td><td><b>R 5 097.64</b></td></tr>
</table>
<p>Ukuze uvule i-PDF, sebenzisa izinombolo eziyisithupha zokugcina zenombolo yakho kamazisi (ID).</p>
<p>Uma unemibuzo, shayela i-0860 684 668 noma uvakashele igatsha eliseduze.</p>
<p>Siyabonga ngokubhanga nathi.</p>`,
    ),
    attachment: [
      "Isitatimende_6190_202609.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "umthombo-bank",
    group: "negative",
    lang: "en",
    kind: "security-alert",
    code: null,
    link: null,
    from: "Umthombo Bank <alerts@umthombobank.co.za>",
    to: ME_PRIVATE,
    subject: "New device linked to the Umthombo app",
    date: d(10, 15, "19:48:02"),
    enc: "qp",
    text: `Dear Ms N Dlamini

A new device was linked to your Umthombo Banking App.

Device: Samsung Galaxy A35
Linked: 15 October 2026 at 19:47
Approved with: in-app approval on your previous device

If this was you, there is nothing more to do. Your previous device has been unlinked.

If you do not recognise this, call us now on 0860 111 374 (24 hours) so that we can block app access. You can also freeze your cards in Online Banking under Cards > Manage.

Umthombo Bank Security
`,
    html: umthombo_page(
      "A new device was linked to your app",
      `<p>Dear Ms N Dlamini</p>
<p>A new device was linked to your Umthombo Banking App.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#5e6b69;">Device</td><td>Samsung Galaxy A35</td></tr>
<tr><td style="color:#5e6b69;">Linked</td><td>15 October 2026 at 19:47</td></tr>
<tr><td style="color:#5e6b69;">Approved with</td><td>in-app approval on your previous device</td></tr>
</table>
<p>If this was you, there is nothing more to do. Your previous device has been unlinked.</p>
<p>If you do not recognise this, call us now on <a href="tel:0860111374" style="color:#00594f;">0860 111 374</a> (24 hours) so that we can block app access. You can also <a href="https://online.umthombobank.co.za/cards/manage" style="color:#00594f;">freeze your cards</a> in Online Banking.</p>`,
    ),
  },
];

const rooiwater: Mail[] = [
  {
    family: "rooiwater-munisipaliteit",
    group: "negative",
    lang: "af",
    kind: "statement",
    code: null,
    link: null,
    from: "Rooiwater Plaaslike Munisipaliteit <rekeninge@rooiwater.gov.za>",
    to: ME_PRIVATE,
    subject: "Munisipale rekening Oktober 2026 - rekeningnr. 3004471882",
    date: d(10, 9, "03:12:55"),
    enc: "qp",
    text: `ROOIWATER PLAASLIKE MUNISIPALITEIT
Rekeningstaat vir Oktober 2026

Geagte rekeninghouer

Aangeheg is u munisipale rekening vir die tydperk 01/09/2026 - 30/09/2026.

Rekeningnommer:   3004471882
Erf:              Erf 1184, Baillie Park, 2531
Vorige saldo:     R 2 641.90
Betalings:        R 2 641.90 -
Heffings:         R 2 889.35
Verskuldig:       R 2 889.35
Betaalbaar voor:  25 Oktober 2026

Waterlesing: 12 Sep 2026, 46 kl verbruik (gemeet).

Betaal by enige bank met u rekeningnommer as verwysing, of via EasyPay (kode 1138).
Bankbesonderhede: Mokgosi Bank, rek. 62004118820, takkode 255005.

Navrae: 018 299 5000 (Maandag tot Vrydag 07:30-16:00) of navrae@rooiwater.gov.za.
`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:12px;color:#222;">
<table width="640" cellpadding="0" cellspacing="0" style="border:1px solid #9aa9b8;">
<tr><td style="background:#8c2f1f;padding:10px 14px;"><img src="https://www.rooiwater.gov.za/images/wapen-klein.png" alt="Rooiwater Plaaslike Munisipaliteit" height="48" style="vertical-align:middle;"> <span style="color:#fff;font-size:15px;font-weight:bold;">ROOIWATER PLAASLIKE MUNISIPALITEIT</span></td></tr>
<tr><td style="padding:14px;">
<p>Geagte rekeninghouer</p>
<p>Aangeheg is u munisipale rekening vir die tydperk 01/09/2026 &ndash; 30/09/2026.</p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#c6ced6;font-size:12px;">
<tr><td>Rekeningnommer</td><td>3004471882</td></tr>
<tr><td>Erf</td><td>Erf 1184, Baillie Park, 2531</td></tr>
<tr><td>Vorige saldo</td><td>R 2 641.90</td></tr>
<tr><td>Betalings</td><td>R 2 641.90 -</td></tr>
<tr><td>Heffings</td><td>R 2 889.35</td></tr>
<tr style="font-weight:bold;background:#f5e9e6;"><td>Verskuldig</td><td>R 2 889.35</td></tr>
<tr><td>Betaalbaar voor</td><td>25 Oktober 2026</td></tr>
</table>
<p>Waterlesing: 12 Sep 2026, 46 kl verbruik (gemeet).</p>
<p>Betaal by enige bank met u rekeningnommer as verwysing, of via EasyPay (kode 1138).<br>Bankbesonderhede: Mokgosi Bank, rek. 62004118820, takkode 255005.</p>
<p style="color:#555;">Navrae: 018 299 5000 (Maandag tot Vrydag 07:30&ndash;16:00) of <a href="mailto:navrae@rooiwater.gov.za">navrae@rooiwater.gov.za</a>.<br>
<a href="https://eservices.rooiwater.gov.za/">Registreer vir e-dienste</a> om u rekeninggeskiedenis aanlyn te sien.</p>
</td></tr></table></body></html>`,
    attachment: [
      "Rekening_3004471882_202610.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Rooiwater municipal account 3004471882\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "rooiwater-munisipaliteit",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://eservices.rooiwater.gov.za/register/confirm?u=88412&t=6f0c2e91a74b4d8fb1e3",
    from: "Rooiwater e-Services <eservices@rooiwater.gov.za>",
    to: ME_PRIVATE,
    subject: "Rooiwater e-Services: confirm your e-mail address",
    date: d(10, 9, "21:37:14"),
    html: null,
    text: `Rooiwater Local Municipality - e-Services

Hello Nomsa Dlamini,

Thank you for registering for Rooiwater e-Services. Before you can link
municipal account 3004471882 and view your statements online, please
confirm your e-mail address by opening the link below:

https://eservices.rooiwater.gov.za/register/confirm?u=88412&t=6f0c2e91a74b4d8fb1e3

The link is valid for 48 hours. If it has expired, register again at
https://eservices.rooiwater.gov.za/register

After confirmation, linking an account can take up to 2 working days
while our Revenue section checks the ownership or tenancy details.

Did not register? You can safely ignore this e-mail.

Rooiwater Local Municipality, Civic Centre, Wolmarans Street, Potchefstroom
Customer care: 018 299 5000
`,
  },
  {
    family: "rooiwater-munisipaliteit",
    group: "negative",
    lang: "af",
    kind: "loadshedding-schedule",
    code: null,
    link: null,
    from: "Rooiwater Elektrisiteit <elektrisiteit@rooiwater.gov.za>",
    to: ME_PRIVATE,
    subject: "Beurtkrag Fase 2 vanaand - skedule vir Blok 7 (Baillie Park)",
    date: d(10, 21, "14:05:00"),
    enc: "8bit",
    text: `BEURTKRAG / LOAD-SHEDDING

Die nasionale stelselbeheerder het Fase 2-beurtkrag aangekondig vanaf 16:00 vandag (Woensdag 21 Oktober 2026) tot 05:00 Vrydag 23 Oktober.

U ingeskrewe gebied: Blok 7 (Baillie Park, Grimbeekpark-Suid)

Woensdag 21/10: 18:00 – 20:30
Donderdag 22/10: 02:00 – 04:30 en 10:00 – 12:30
Vrydag 23/10: geen

Skedules kan op kort kennisgewing verander. Behandel alle kabels as lewendig gedurende beurtkrag.

Onderbrekings buite die skedule: 018 299 5333 (24 uur).

U ontvang hierdie e-pos omdat u ingeskryf het vir beurtkragkennisgewings. Uitteken: https://www.rooiwater.gov.za/kennisgewings/uitteken?id=b7-55120
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;max-width:560px;">
<div style="background:#111;color:#ffcc00;padding:12px 16px;font-size:18px;font-weight:bold;">&#9889; BEURTKRAG &middot; FASE 2</div>
<div style="padding:14px 16px;border:1px solid #ddd;border-top:0;">
<p>Die nasionale stelselbeheerder het Fase 2-beurtkrag aangekondig vanaf 16:00 vandag (Woensdag 21 Oktober 2026) tot 05:00 Vrydag 23 Oktober.</p>
<p>U ingeskrewe gebied: <b>Blok 7</b> (Baillie Park, Grimbeekpark-Suid)</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px;">
<tr style="background:#fff6cc;"><td><b>Woensdag 21/10</b></td><td>18:00 – 20:30</td></tr>
<tr><td><b>Donderdag 22/10</b></td><td>02:00 – 04:30 en 10:00 – 12:30</td></tr>
<tr style="background:#fff6cc;"><td><b>Vrydag 23/10</b></td><td>geen</td></tr>
</table>
<p style="font-size:12px;color:#555;">Skedules kan op kort kennisgewing verander. Behandel alle kabels as lewendig gedurende beurtkrag.<br>Onderbrekings buite die skedule: 018 299 5333 (24 uur).</p>
<p style="font-size:11px;color:#888;">U ontvang hierdie e-pos omdat u ingeskryf het vir beurtkragkennisgewings. <a href="https://www.rooiwater.gov.za/kennisgewings/uitteken?id=b7-55120">Uitteken</a></p>
</div></div>`,
  },
];

const bophelo: Mail[] = [
  {
    family: "bophelo-medical-scheme",
    group: "negative",
    lang: "st",
    kind: "claim-processed",
    code: null,
    link: null,
    from: "Bophelo Medical Scheme <claims@bophelomed.co.za>",
    to: ME_PRIVATE,
    subject: "Tleleime ya hao e sebeditswe - Dr T. Mofokeng, 08/09/2026",
    date: d(9, 11, "10:44:26"),
    enc: "qp",
    text: `Dumela Mme N Dlamini

Re sebeditse tleleime e latelang bakeng sa setho sa hao:

Nomoro ya botho:  BMS 40 118 273 / 00
Mokudi:           Nomsa Dlamini (00)
Ngaka:            Dr T. Mofokeng, ngaka e akaretsang (practice 0451822)
Letsatsi:         08/09/2026
Chelete e tleleimilweng:  R 620.00
E lefuwe ke sekimi:       R 540.00 (e lefilwe ho ngaka ka kotloloho)
Eo o tlamehang ho e lefa: R 80.00 (co-payment)

Letlole la hao la Medical Savings le setse ka R 3 912.40.

Haeba o na le dipotso, letsetsa 0861 267 435 kapa o sebedise app ya Bophelo.

Ka kamohelo e mofuthu
Bophelo Medical Scheme (Reg. no. 1602)
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f7f3ee;font-family:Arial,sans-serif;"><tr><td align="center" style="padding:18px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 22px;border-bottom:3px solid #e07a1f;"><img src="https://www.bophelomed.co.za/email/logo-bophelo.png" alt="Bophelo Medical Scheme" width="170" style="border:0;"></td></tr>
<tr><td style="padding:20px 22px;font-size:14px;line-height:21px;color:#333;">
<p>Dumela Mme N Dlamini</p>
<p>Re sebeditse tleleime e latelang bakeng sa setho sa hao:</p>
<table cellpadding="5" cellspacing="0" width="100%" style="font-size:13px;border:1px solid #eee;">
<tr><td style="color:#777;">Nomoro ya botho</td><td>BMS 40 118 273 / 00</td></tr>
<tr style="background:#fbf8f4;"><td style="color:#777;">Mokudi</td><td>Nomsa Dlamini (00)</td></tr>
<tr><td style="color:#777;">Ngaka</td><td>Dr T. Mofokeng, ngaka e akaretsang (practice 0451822)</td></tr>
<tr style="background:#fbf8f4;"><td style="color:#777;">Letsatsi</td><td>08/09/2026</td></tr>
<tr><td style="color:#777;">Chelete e tleleimilweng</td><td>R 620.00</td></tr>
<tr style="background:#fbf8f4;"><td style="color:#777;">E lefuwe ke sekimi</td><td>R 540.00 (e lefilwe ho ngaka ka kotloloho)</td></tr>
<tr><td style="color:#777;">Eo o tlamehang ho e lefa</td><td><b>R 80.00</b> (co-payment)</td></tr>
</table>
<p>Letlole la hao la Medical Savings le setse ka <b>R 3 912.40</b>.</p>
<p>Haeba o na le dipotso, letsetsa 0861 267 435 kapa o sebedise app ya Bophelo.</p>
<p>Ka kamohelo e mofuthu<br>Bophelo Medical Scheme</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#3b3b3b;color:#ccc;font-size:11px;">Bophelo Medical Scheme, registered with the Council for Medical Schemes (Reg. no. 1602). 90 Jorissen Street, Braamfontein 2001. <a href="https://www.bophelomed.co.za/privacy" style="color:#f2a65a;">Privacy</a> &middot; <a href="https://www.bophelomed.co.za/communication-preferences?m=40118273" style="color:#f2a65a;">Communication preferences</a></td></tr>
</table></td></tr></table>`,
  },
  {
    family: "bophelo-medical-scheme",
    group: "regional",
    lang: "en",
    kind: "verify-code",
    code: "629148",
    link: null,
    from: "Bophelo App <app@bophelomed.co.za>",
    to: ME_PRIVATE,
    subject: "Finish registering on the Bophelo app",
    date: d(9, 11, "21:03:10"),
    enc: "b64",
    text: `Hi Nomsa

You're almost done registering on the Bophelo app with membership number BMS 40 118 273.

Enter this verification code in the app:

    62 91 48

It's valid for 15 minutes. We sent it to this e-mail address because it's the address on your membership record.

Once you're in, you can download your tax certificate, see your savings balance and request pre-authorisations for hospital admissions.

Didn't try to register? Someone may have entered your membership number by mistake. Let us know on 0861 267 435.

Bophelo Medical Scheme
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f7f3ee;font-family:Arial,sans-serif;"><tr><td align="center" style="padding:18px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td align="center" style="padding:24px 22px 6px 22px;"><img src="https://www.bophelomed.co.za/email/app-icon-128.png" alt="Bophelo" width="64" height="64" style="border:0;border-radius:14px;"></td></tr>
<tr><td align="center" style="padding:6px 30px;font-size:20px;font-weight:bold;color:#333;">You're almost done</td></tr>
<tr><td style="padding:10px 30px;font-size:14px;line-height:21px;color:#444;text-align:center;">Hi Nomsa, enter this verification code in the Bophelo app to finish registering with membership number BMS 40 118 273.</td></tr>
<tr><td align="center" style="padding:14px 30px;"><div style="display:inline-block;font-size:34px;letter-spacing:10px;font-weight:bold;color:#e07a1f;background:#fdf1e6;padding:12px 22px;border-radius:8px;">62 91 48</div></td></tr>
<tr><td style="padding:6px 30px 18px 30px;font-size:12px;line-height:18px;color:#777;text-align:center;">It's valid for 15 minutes. We sent it to this e-mail address because it's the address on your membership record.<br><br>Didn't try to register? Someone may have entered your membership number by mistake. Let us know on 0861 267 435.</td></tr>
<tr><td align="center" style="padding:0 0 22px 0;"><a href="https://apps.apple.com/za/app/bophelo/id1477201193"><img src="https://www.bophelomed.co.za/email/badge-appstore.png" alt="Download on the App Store" height="36" style="border:0;"></a> &nbsp; <a href="https://play.google.com/store/apps/details?id=za.co.bophelomed.app"><img src="https://www.bophelomed.co.za/email/badge-googleplay.png" alt="Get it on Google Play" height="36" style="border:0;"></a></td></tr>
</table>
<p style="font-size:11px;color:#999;">Bophelo Medical Scheme (Reg. no. 1602) &middot; 90 Jorissen Street, Braamfontein 2001</p>
</td></tr></table>`,
  },
];

// ---------------------------------------------------------------- couriers, lockers, prepaid power

const ntsika: Mail[] = [
  {
    family: "ntsika-couriers",
    group: "negative",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Ntsika Couriers <tracking@ntsika.co.za>",
    to: ME,
    subject: "Your parcel from Van Schaik Academic is on its way (NTK 8830 1947 22)",
    date: d(9, 17, "13:20:48"),
    enc: "qp",
    text: `Ntsika Couriers

Hi Nomsa,

Van Schaik Academic has handed your parcel to Ntsika Couriers.

Waybill:        NTK 8830 1947 22
Service:        Economy road freight (2-4 working days)
Pieces:         2 (14.5 kg)
From:           Hatfield, Pretoria 0083
To:             Faculty of Humanities, Room G14, Building E8, Drakensvlei University, Potchefstroom 2531
Expected:       Mon 21 Sep - Tue 22 Sep 2026

Track your parcel: https://track.ntsika.co.za/w/NTK8830194722
  (or SMS the waybill number to 33475)

Our driver will need someone to sign for the parcel at the delivery address between 08:00 and 17:00.

Ntsika Couriers (Pty) Ltd | 0861 687 452 | www.ntsika.co.za
`,
    html: `<html><body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:18px 20px;background:#ff6b00;"><img src="https://www.ntsika.co.za/static/mail/ntsika-logo.png" alt="NTSIKA COURIERS" height="32" style="border:0;"></td></tr>
<tr><td style="padding:22px 20px 4px 20px;font-size:22px;font-weight:bold;color:#222;">Your parcel is on its way</td></tr>
<tr><td style="padding:4px 20px 14px 20px;font-size:14px;color:#444;">Hi Nomsa, Van Schaik Academic has handed your parcel to Ntsika Couriers.</td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr><td style="color:#888;width:120px;">Waybill</td><td><b>NTK 8830 1947 22</b></td></tr>
<tr><td style="color:#888;">Service</td><td>Economy road freight (2&ndash;4 working days)</td></tr>
<tr><td style="color:#888;">Pieces</td><td>2 (14.5 kg)</td></tr>
<tr><td style="color:#888;">From</td><td>Hatfield, Pretoria 0083</td></tr>
<tr><td style="color:#888;">To</td><td>Faculty of Humanities, Room G14, Building E8, Drakensvlei University, Potchefstroom 2531</td></tr>
<tr><td style="color:#888;">Expected</td><td>Mon 21 Sep &ndash; Tue 22 Sep 2026</td></tr>
</table></td></tr>
<tr><td style="padding:18px 20px;"><a href="https://click.ntsika.co.za/ls/click?upn=Tr4ck-NTK8830194722-a81f" style="background:#222;color:#fff;padding:11px 22px;text-decoration:none;font-weight:bold;font-size:14px;">Track parcel</a></td></tr>
<tr><td style="padding:0 20px 18px 20px;font-size:13px;color:#555;">Our driver will need someone to sign for the parcel at the delivery address between 08:00 and 17:00.</td></tr>
<tr><td style="padding:14px 20px;background:#f5f5f5;font-size:11px;color:#888;">Ntsika Couriers (Pty) Ltd &middot; 0861 687 452 &middot; <a href="https://www.ntsika.co.za" style="color:#ff6b00;">www.ntsika.co.za</a> &middot; <a href="https://www.ntsika.co.za/terms" style="color:#ff6b00;">Conditions of carriage</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ntsika-couriers",
    group: "regional",
    lang: "zu",
    kind: "delivery-pin",
    code: "3857",
    link: null,
    from: "Ntsika Couriers <tracking@ntsika.co.za>",
    to: ME_PRIVATE,
    subject: "Iphasela lakho lizolethwa namuhla - i-PIN yokulethwa",
    date: d(10, 8, "07:12:30"),
    enc: "b64",
    text: `Sawubona Nomsa

Iphasela lakho (waybill NTK 8831 0044 09) lizolethwa namuhla, ngoLwesine 8 Okthoba 2026, phakathi kuka-10:00 no-14:00.

I-PIN yakho yokulethwa: 3857

Nikeza umshayeli le PIN kuphela uma usuthole iphasela lakho. Ungayinikezi muntu ngocingo noma nge-WhatsApp.

Uma ungekho ekhaya, ungashintsha usuku lokulethwa: https://track.ntsika.co.za/reschedule?w=NTK8831004409

Ntsika Couriers | 0861 687 452
`,
    html: `<html><body style="margin:0;font-family:Arial,Helvetica,sans-serif;">
<table width="600" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:18px 20px;background:#ff6b00;"><img src="https://www.ntsika.co.za/static/mail/ntsika-logo.png" alt="NTSIKA COURIERS" height="32" style="border:0;"></td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:22px;color:#333;">
<p>Sawubona Nomsa</p>
<p>Iphasela lakho (waybill <b>NTK 8831 0044 09</b>) lizolethwa namuhla, ngoLwesine 8 Okthoba 2026, phakathi kuka-10:00 no-14:00.</p>
<p style="margin:18px 0 6px 0;font-size:13px;color:#777;text-transform:uppercase;">I-PIN yakho yokulethwa</p>
<p style="margin:0 0 18px 0;font-size:40px;font-weight:bold;letter-spacing:12px;color:#222;">3857</p>
<p>Nikeza umshayeli le PIN kuphela uma usuthole iphasela lakho. Ungayinikezi muntu ngocingo noma nge-WhatsApp.</p>
<p style="font-size:13px;">Uma ungekho ekhaya, <a href="https://click.ntsika.co.za/ls/click?upn=Rsch-NTK8831004409-7c20" style="color:#ff6b00;">ungashintsha usuku lokulethwa</a>.</p>
</td></tr>
<tr><td style="padding:14px 20px;background:#f5f5f5;font-size:11px;color:#888;">Ntsika Couriers (Pty) Ltd &middot; 0861 687 452</td></tr>
</table></body></html>`,
  },
];

const lokaboks: Mail[] = [
  {
    family: "lokaboks",
    group: "regional",
    lang: "en",
    kind: "locker-pin",
    code: "739105",
    link: null,
    from: "Lokaboks <hello@lokaboks.co.za>",
    to: ME_PRIVATE,
    subject: "Your parcel is waiting at Lokaboks Mooi River Mall",
    date: d(9, 19, "11:58:06"),
    enc: "qp",
    text: `Your parcel is ready for collection!

Locker:      Lokaboks Mooi River Mall (P-0217), next to the Pick n Pay entrance
             Cnr Govan Mbeki Ave & Walter Sisulu Ave, Potchefstroom
Open:        06:00 - 22:00 daily
Sender:      Takealot
Order:       TAK-60048712

Collection PIN: 739105

At the locker, tap "Collect", enter your PIN and the door will open. Keep this PIN to yourself: anyone who has it can collect the parcel.

Your parcel stays in the locker until Saturday 26 September 2026, 22:00. After that it goes back to the sender.

Need help at the locker? Call 087 550 2030.

Lokaboks - smart parcel lockers
https://www.lokaboks.co.za
`,
    html:
      `<!DOCTYPE html><html><body style="margin:0;background:#eaf4ff;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;overflow:hidden;">
<tr><td style="background:#1a5fd1;padding:18px 24px;"><img src="https://assets.lokaboks.co.za/email/lokaboks-wordmark-white.png" alt="lokaboks" height="26" style="border:0;"></td></tr>
<tr><td style="padding:22px 24px 4px 24px;font-size:21px;font-weight:bold;color:#10213d;">Your parcel is ready for collection!</td></tr>
<tr><td style="padding:10px 24px;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f3f8ff;border-radius:10px;"><tr><td style="padding:16px;text-align:center;">
<div style="font-size:12px;color:#5470a0;letter-spacing:1px;">COLLECTION PIN</div>
<div style="font-size:36px;font-weight:bold;color:#1a5fd1;letter-spacing:8px;margin-top:6px;">739105</div>
</td></tr></table></td></tr>
<tr><td style="padding:10px 24px;font-size:14px;line-height:21px;color:#333;">
<b>Lokaboks Mooi River Mall (P-0217)</b><br>Next to the Pick n Pay entrance<br>Cnr Govan Mbeki Ave &amp; Walter Sisulu Ave, Potchefstroom<br>Open 06:00&ndash;22:00 daily<br><br>
Sender: Takealot &middot; Order TAK-60048712<br><br>
At the locker, tap <b>Collect</b>, enter your PIN and the door will open. Keep this PIN to yourself: anyone who has it can collect the parcel.<br><br>
Your parcel stays in the locker until <b>Saturday 26 September 2026, 22:00</b>. After that it goes back to the sender.
</td></tr>
<tr><td style="padding:8px 24px 20px 24px;font-size:13px;"><a href="https://maps.lokaboks.co.za/P-0217" style="color:#1a5fd1;">Directions to the locker</a></td></tr>
<tr><td style="padding:14px 24px;background:#f7f7f7;font-size:11px;color:#888;">Need help at the locker? Call 087 550 2030. &copy; 2026 Lokaboks (Pty) Ltd &middot; <a href="https://www.lokaboks.co.za/privacy" style="color:#888;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "lokaboks",
    group: "negative",
    lang: "af",
    kind: "collected-notice",
    code: null,
    link: null,
    from: "Lokaboks <hello@lokaboks.co.za>",
    to: ME_PRIVATE,
    subject: "Jou pakkie is afgehaal",
    date: d(9, 20, "17:31:44"),
    enc: "8bit",
    text: `Hallo Nomsa

Jou pakkie (bestelling TAK-60048712 van Takealot) is op Sondag 20 September 2026 om 17:30 by Lokaboks Mooi River Mall (P-0217) afgehaal.

Was dit nie jy nie? Skakel ons dadelik by 087 550 2030 sodat ons die kamerabeelde van die kassie kan nagaan.

Hoe was jou ervaring? Antwoord op hierdie e-pos met 'n telling van 1 tot 5.

Lokaboks – slim pakkiekassies
`,
    html: null,
  },
  {
    family: "lokaboks",
    group: "regional",
    lang: "st",
    kind: "locker-pin",
    code: "204886",
    link: null,
    from: "Lokaboks <hello@lokaboks.co.za>",
    to: ME_PRIVATE,
    subject: "Khopotso: sephutheloana sa hao se sa emetse ho Lokaboks",
    date: d(10, 24, "09:00:12"),
    enc: "qp",
    text: `Dumela Nomsa

Re o hopotsa hore sephutheloana sa hao se ntse se le ka lebokoseng la Lokaboks Bloemfontein Waterfront (P-0340). Se tla kgutlisetswa ho moromedi ka Mantaha 26 Mphalane 2026 ka 22:00.

PIN ya ho lata: 204 886

Romela: Superbalist, odara SB-3318820

Lebokose le butswe ho tloha ka 07:00 ho fihlela ka 21:00 letsatsi le leng le le leng.

Lokaboks | 087 550 2030
`,
    html:
      `<!DOCTYPE html><html><body style="margin:0;background:#eaf4ff;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="background:#1a5fd1;padding:18px 24px;border-radius:14px 14px 0 0;"><img src="https://assets.lokaboks.co.za/email/lokaboks-wordmark-white.png" alt="lokaboks" height="26" style="border:0;"></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;line-height:21px;color:#333;">
<p>Dumela Nomsa</p>
<p>Re o hopotsa hore sephutheloana sa hao se ntse se le ka lebokoseng la <b>Lokaboks Bloemfontein Waterfront (P-0340)</b>. Se tla kgutlisetswa ho moromedi ka <b>Mantaha 26 Mphalane 2026 ka 22:00</b>.</p>
</td></tr>
<tr><td align="center" style="padding:0 24px 10px 24px;">
<div style="font-size:12px;color:#5470a0;letter-spacing:1px;">PIN YA HO LATA</div>
<table cellpadding="0" cellspacing="4"><tr>
<td style="font-size:30px;font-weight:bold;color:#1a5fd1;background:#f3f8ff;padding:8px 12px;border-radius:6px;">2</td>
<td style="font-size:30px;font-weight:bold;color:#1a5fd1;background:#f3f8ff;padding:8px 12px;border-radius:6px;">0</td>
<td style="font-size:30px;font-weight:bold;color:#1a5fd1;background:#f3f8ff;padding:8px 12px;border-radius:6px;">4</td>
<td style="width:10px;"></td>
<td style="font-size:30px;font-weight:bold;color:#1a5fd1;background:#f3f8ff;padding:8px 12px;border-radius:6px;">8</td>
<td style="font-size:30px;font-weight:bold;color:#1a5fd1;background:#f3f8ff;padding:8px 12px;border-radius:6px;">8</td>
<td style="font-size:30px;font-weight:bold;color:#1a5fd1;background:#f3f8ff;padding:8px 12px;border-radius:6px;">6</td>
</tr></table></td></tr>
<tr><td style="padding:10px 24px 20px 24px;font-size:13px;color:#555;">Romela: Superbalist, odara SB-3318820<br>Lebokose le butswe ho tloha ka 07:00 ho fihlela ka 21:00 letsatsi le leng le le leng.</td></tr>
<tr><td style="padding:14px 24px;background:#f7f7f7;font-size:11px;color:#888;border-radius:0 0 14px 14px;">Lokaboks &middot; 087 550 2030 &middot; <a href="https://www.lokaboks.co.za/privacy" style="color:#888;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

const kwezi: Mail[] = [
  {
    family: "kwezi-prepaid",
    group: "negative",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Kwezi Prepaid <receipts@kwezi.co.za>",
    to: ME_PRIVATE,
    subject: "Kwezi receipt: R 500.00 electricity for meter 0418 7723 915",
    date: d(9, 27, "18:44:09"),
    html: null,
    text: `KWEZI PREPAID - TAX INVOICE / RECEIPT
VAT no. 4470281936

Date:          27/09/2026 18:44
Receipt no.:   KWZ-R-20260927-558102
Municipality:  Rooiwater Local Municipality
Meter no.:     0418 7723 915
Tariff:        Domestic prepaid (block)

Amount paid:           R   500.00
  Service fee:         R     0.00
  VAT (incl.):         R    65.22
Units:                 142.3 kWh

Electricity token:
  5921 4408 1736 0254 8813

Enter the 20-digit token on your meter keypad and press the # key.
If the meter shows "REJECT", check the meter number and call
087 820 5500.

Paid with: Umthombo Visa •••• 4417
Keep this receipt. Tokens can be reprinted in the Kwezi app
(History > Reprint) for 90 days.
`,
  },
];

// ---------------------------------------------------------------- airlines

const kalahari: Mail[] = [
  {
    family: "kalahari-skyways",
    group: "negative",
    lang: "en",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Kalahari Skyways <bookings@kalaharisky.co.bw>",
    to: ME,
    subject: "Booking confirmed: JNB-GBE 12 Oct 2026 | Ref. KQ7WZT",
    date: d(9, 29, "14:06:33", "+0200"),
    enc: "qp",
    text: `KALAHARI SKYWAYS - E-TICKET ITINERARY RECEIPT

Booking reference: KQ7WZT
E-ticket number:   771 2409 338 814
Passenger:         MS NOMSA DLAMINI
Frequent flyer:    Motsamai Miles KS 2093 7715 (Blue)

Outbound  KS 302  Mon 12 Oct 2026  Johannesburg (JNB) T-A 08:40 -> Gaborone (GBE) 09:45
          Economy (Y), 23 kg checked baggage, seat 14C
Return    KS 309  Fri 16 Oct 2026  Gaborone (GBE) 17:15 -> Johannesburg (JNB) 18:20
          Economy (Y), 23 kg checked baggage, seat 11A

Fare:                 BWP 2 140.00
Taxes and charges:    BWP   986.40
Total charged:        BWP 3 126.40 to Drakensvlei University travel card •••• 0832

Online check-in opens 36 hours before departure at kalaharisky.co.bw/checkin.
South African passport holders do not need a visa for Botswana for stays of up to 90 days.

Manage booking: https://www.kalaharisky.co.bw/manage?pnr=KQ7WZT&ln=DLAMINI

Kalahari Skyways (Pty) Ltd, Sir Seretse Khama International Airport, Gaborone, Botswana. +267 368 8000
`,
    html: `<html><body style="margin:0;background:#efe9df;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#b5651d;padding:16px 22px;"><img src="https://www.kalaharisky.co.bw/mail/img/ks-logo-white.png" alt="Kalahari Skyways" height="34" style="border:0;"></td></tr>
<tr><td style="padding:20px 22px 8px 22px;font-size:20px;color:#3b2a14;font-weight:bold;">Your booking is confirmed</td></tr>
<tr><td style="padding:0 22px 14px 22px;font-size:14px;color:#555;">Booking reference <b style="font-size:18px;color:#b5651d;letter-spacing:2px;">KQ7WZT</b> &middot; E-ticket 771 2409 338 814</td></tr>
<tr><td style="padding:0 22px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #e4d9c8;">
<tr style="background:#f8f3ea;"><td><b>KS 302</b></td><td>Mon 12 Oct 2026</td><td>JNB 08:40 &rarr; GBE 09:45</td><td>Seat 14C</td></tr>
<tr><td><b>KS 309</b></td><td>Fri 16 Oct 2026</td><td>GBE 17:15 &rarr; JNB 18:20</td><td>Seat 11A</td></tr>
</table></td></tr>
<tr><td style="padding:14px 22px;font-size:13px;color:#333;">Passenger: MS NOMSA DLAMINI &middot; Motsamai Miles KS 2093 7715 (Blue)<br>Economy (Y), 23 kg checked baggage each way<br><br>
Fare BWP 2 140.00 &middot; Taxes and charges BWP 986.40 &middot; <b>Total BWP 3 126.40</b> (card &bull;&bull;&bull;&bull; 0832)</td></tr>
<tr><td style="padding:4px 22px 18px 22px;"><a href="https://www.kalaharisky.co.bw/manage?pnr=KQ7WZT&amp;ln=DLAMINI" style="background:#3b2a14;color:#fff;padding:10px 20px;text-decoration:none;font-size:14px;">Manage booking</a></td></tr>
<tr><td style="padding:0 22px 18px 22px;font-size:12px;color:#777;">Online check-in opens 36 hours before departure. South African passport holders do not need a visa for Botswana for stays of up to 90 days.</td></tr>
<tr><td style="padding:12px 22px;background:#3b2a14;color:#d9c9b0;font-size:11px;">Kalahari Skyways (Pty) Ltd &middot; Sir Seretse Khama International Airport, Gaborone &middot; +267 368 8000 &middot; <a href="https://www.kalaharisky.co.bw/conditions" style="color:#f0b46e;">Conditions of carriage</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kalahari-skyways",
    group: "regional",
    lang: "tn",
    kind: "verify-link",
    code: null,
    link: "https://miles.kalaharisky.co.bw/verify-email?member=KS20937715&key=c8f4a1e07d2b",
    from: "Motsamai Miles <miles@kalaharisky.co.bw>",
    to: ME_PRIVATE,
    subject: "Netefatsa aterese ya gago ya imeile - Motsamai Miles",
    date: d(10, 17, "08:22:40"),
    enc: "b64",
    text: `Dumela Nomsa

O fetotse aterese ya imeile ya akhaonto ya gago ya Motsamai Miles (KS 2093 7715) go nna nomsa.dlamini73@webpos.co.za.

Go konosetsa phetogo e, tobetsa kgolagano e e latelang mo diureng di le 24:
https://miles.kalaharisky.co.bw/verify-email?member=KS20937715&key=c8f4a1e07d2b

Fa o sa netefatse, re tla tswelela go romela melaetsa kwa atereseng ya gago ya pele.

Fa e se wena yo o dirileng phetogo e, ikgolaganye le rona ka bonako mo +267 368 8000.

Ka tlotlo
Motsamai Miles, Kalahari Skyways
`,
    html: `<html><body style="margin:0;background:#efe9df;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#1f3b57;padding:16px 22px;color:#f0b46e;font-size:18px;font-weight:bold;">Motsamai Miles <span style="color:#fff;font-weight:normal;font-size:13px;">&middot; Kalahari Skyways</span></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:22px;color:#333;">
<p>Dumela Nomsa</p>
<p>O fetotse aterese ya imeile ya akhaonto ya gago ya Motsamai Miles (KS 2093 7715) go nna <b>nomsa.dlamini73@webpos.co.za</b>.</p>
<p>Go konosetsa phetogo e, tobetsa konopo e e fa tlase mo diureng di le 24.</p>
<p style="text-align:center;margin:24px 0;"><a href="https://miles.kalaharisky.co.bw/verify-email?member=KS20937715&amp;key=c8f4a1e07d2b" style="background:#b5651d;color:#fff;padding:12px 26px;text-decoration:none;border-radius:22px;font-weight:bold;">Netefatsa imeile</a></p>
<p>Fa o sa netefatse, re tla tswelela go romela melaetsa kwa atereseng ya gago ya pele.</p>
<p style="font-size:12px;color:#777;">Fa e se wena yo o dirileng phetogo e, ikgolaganye le rona ka bonako mo +267 368 8000.</p>
<p>Ka tlotlo<br>Motsamai Miles</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f4efe6;font-size:11px;color:#888;"><a href="https://www.kalaharisky.co.bw/privacy" style="color:#888;">Privacy</a> &middot; <a href="https://miles.kalaharisky.co.bw/preferences" style="color:#888;">Melaetsa</a> &middot; &copy; 2026 Kalahari Skyways</td></tr>
</table></td></tr></table></body></html>`,
  },
];

const namibsun: Mail[] = [
  {
    family: "namibsun-air",
    group: "negative",
    lang: "af",
    kind: "checkin-reminder",
    code: null,
    link: null,
    from: "NamibSun Air <noreply@namibsun.com.na>",
    to: ME,
    subject: "Aanlyn inklok is nou oop: SN 114 na Windhoek, 28 Okt",
    date: d(10, 26, "23:05:10"),
    enc: "qp",
    text: `NamibSun Air

Goeiedag Me. Dlamini

Aanlyn inklok vir u vlug is nou oop.

Vlug:        SN 114
Datum:       Woensdag 28 Oktober 2026
Vertrek:     Johannesburg (JNB) 11:20
Aankoms:     Windhoek Hosea Kutako (WDH) 13:25 (plaaslike tyd)
Bespreking:  NS4R8H

Klok in by https://www.namibsun.com.na/inklok en kies u sitplek. Die instapkaart kan op u foon gewys word.

Handbagasie: 1 stuk van hoogstens 7 kg. Ingeboekte bagasie moet 60 minute voor vertrek by die toonbank wees.

Goeie vlug!
NamibSun Air | +264 61 299 6600
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fdf6e9;"><tr><td align="center" style="padding:18px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,sans-serif;">
<tr><td style="padding:16px 20px;background:linear-gradient(90deg,#e85d04,#faa307);background-color:#e85d04;"><img src="https://www.namibsun.com.na/assets/mail/namibsun-logo.png" alt="NamibSun Air" height="30" style="border:0;"></td></tr>
<tr><td style="padding:20px;font-size:13px;line-height:20px;color:#333;">
<p>Goeiedag Me. Dlamini</p>
<p><b>Aanlyn inklok vir u vlug is nou oop.</b></p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;background:#fff8ee;width:100%;">
<tr><td>Vlug</td><td><b>SN 114</b></td></tr>
<tr><td>Datum</td><td>Woensdag 28 Oktober 2026</td></tr>
<tr><td>Vertrek</td><td>Johannesburg (JNB) 11:20</td></tr>
<tr><td>Aankoms</td><td>Windhoek Hosea Kutako (WDH) 13:25 (plaaslike tyd)</td></tr>
<tr><td>Bespreking</td><td>NS4R8H</td></tr>
</table>
<p style="margin:20px 0;"><a href="https://www.namibsun.com.na/inklok?pnr=NS4R8H" style="background:#e85d04;color:#fff;padding:10px 22px;text-decoration:none;font-weight:bold;">Klok nou in</a></p>
<p style="font-size:12px;color:#666;">Handbagasie: 1 stuk van hoogstens 7 kg. Ingeboekte bagasie moet 60 minute voor vertrek by die toonbank wees.</p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:10px;color:#999;border-top:1px solid #eee;">NamibSun Air (Pty) Ltd &middot; Eros Airport, Windhoek &middot; +264 61 299 6600</td></tr>
</table></td></tr></table>`,
  },
  {
    family: "namibsun-air",
    group: "negative",
    lang: "de",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "NamibSun Air <noreply@namibsun.com.na>",
    to: ME,
    subject: "Flugplanänderung zu Ihrer Buchung NS4R8H",
    date: d(10, 13, "10:18:27"),
    enc: "b64",
    text: `Sehr geehrte Frau Dlamini,

leider hat sich die Abflugzeit Ihres Rückflugs geändert.

Buchung: NS4R8H

Bisher:  SN 117, Sa 31.10.2026, Windhoek (WDH) 14:10 - Johannesburg (JNB) 16:05
Neu:     SN 119, Sa 31.10.2026, Windhoek (WDH) 16:40 - Johannesburg (JNB) 18:35

Ihr Hinflug SN 114 am 28.10.2026 bleibt unverändert. Ihre Sitzplätze wurden übernommen.

Wenn Ihnen die neue Zeit passt, müssen Sie nichts tun. Möchten Sie umbuchen oder stornieren, rufen Sie uns unter +264 61 299 6600 an; bei Änderungen von mehr als 2 Stunden ist das kostenfrei.

Wir bitten um Entschuldigung für die Unannehmlichkeiten.

Mit freundlichen Grüßen
Ihr NamibSun Air Kundenservice
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fdf6e9;"><tr><td align="center" style="padding:18px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,sans-serif;">
<tr><td style="padding:16px 20px;background-color:#e85d04;"><img src="https://www.namibsun.com.na/assets/mail/namibsun-logo.png" alt="NamibSun Air" height="30" style="border:0;"></td></tr>
<tr><td style="padding:20px;font-size:13px;line-height:20px;color:#333;">
<p>Sehr geehrte Frau Dlamini,</p>
<p>leider hat sich die Abflugzeit Ihres Rückflugs geändert. Buchung: <b>NS4R8H</b></p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:12px;border:1px solid #eee;">
<tr style="color:#999;"><td>Bisher</td><td><s>SN 117, Sa 31.10.2026, WDH 14:10 &ndash; JNB 16:05</s></td></tr>
<tr style="background:#fff3e6;"><td><b>Neu</b></td><td><b>SN 119, Sa 31.10.2026, WDH 16:40 &ndash; JNB 18:35</b></td></tr>
</table>
<p>Ihr Hinflug SN 114 am 28.10.2026 bleibt unverändert. Ihre Sitzplätze wurden übernommen.</p>
<p>Wenn Ihnen die neue Zeit passt, müssen Sie nichts tun. Möchten Sie umbuchen oder stornieren, rufen Sie uns unter +264 61 299 6600 an; bei Änderungen von mehr als 2 Stunden ist das kostenfrei.</p>
<p>Mit freundlichen Grüßen<br>Ihr NamibSun Air Kundenservice</p>
</td></tr>
<tr><td style="padding:10px 20px;font-size:10px;color:#999;border-top:1px solid #eee;">NamibSun Air (Pty) Ltd &middot; Eros Airport, Windhoek &middot; <a href="https://www.namibsun.com.na/datenschutz" style="color:#999;">Datenschutz</a></td></tr>
</table></td></tr></table>`,
  },
];

// ---------------------------------------------------------------- conference

const kopanong: Mail[] = [
  {
    family: "kopanong-confman",
    group: "regional",
    lang: "en",
    kind: "confirm-registration",
    code: null,
    link: "https://kopanong.events/r/sahena-2026/confirm/Z2xT-81qd-Vv03",
    from: "SAHENA 2026 via Kopanong <noreply@kopanong.events>",
    to: ME,
    subject: "Action required: confirm your registration for SAHENA 2026",
    date: d(9, 8, "15:32:19"),
    enc: "qp",
    text: `SAHENA 2026 - Southern African Higher Education Administrators' Network
Annual Conference, 24-26 November 2026, Maputo, Mozambique

Dear Nomsa Dlamini

Thank you for starting your registration (ID SAH26-0419). Your place is held for 72 hours. To complete the registration, please confirm it here:

https://kopanong.events/r/sahena-2026/confirm/Z2xT-81qd-Vv03

Registration category: Member - early bird (USD 280.00)
Workshops selected:    W3 "Managing cross-border joint degrees" (25 Nov, 14:00)
Dietary requirements:  Vegetarian

An invoice will be issued after confirmation. Payment by EFT or card is due by 30 September 2026 to keep the early-bird fee.

Need an invitation letter for a visa? Request it from your registration dashboard after confirming.

Kopanong Event Manager on behalf of SAHENA | support@kopanong.events
`,
    html: `<div style="background:#f0f2f5;padding:20px 0;font-family:'Segoe UI',Arial,sans-serif;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://kopanong.events/media/events/sahena-2026/banner-600.jpg" width="600" alt="SAHENA 2026 - Maputo, 24-26 November 2026" style="display:block;border:0;"></td></tr>
<tr><td style="padding:22px 26px;font-size:14px;line-height:22px;color:#222;">
<p>Dear Nomsa Dlamini</p>
<p>Thank you for starting your registration (ID <b>SAH26-0419</b>). Your place is held for 72 hours. To complete the registration, please confirm it:</p>
<p style="text-align:center;margin:22px 0;"><a href="https://kopanong.events/r/sahena-2026/confirm/Z2xT-81qd-Vv03" style="display:inline-block;background:#0a7d5a;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none;font-weight:600;">Confirm my registration</a></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #eee;">
<tr><td style="color:#777;">Category</td><td>Member &ndash; early bird (USD 280.00)</td></tr>
<tr><td style="color:#777;">Workshops</td><td>W3 &ldquo;Managing cross-border joint degrees&rdquo; (25 Nov, 14:00)</td></tr>
<tr><td style="color:#777;">Dietary</td><td>Vegetarian</td></tr>
</table>
<p style="font-size:13px;color:#555;">An invoice will be issued after confirmation. Payment by EFT or card is due by 30 September 2026 to keep the early-bird fee. Need an invitation letter for a visa? Request it from your registration dashboard after confirming.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#fafafa;font-size:11px;color:#999;">Sent by Kopanong Event Manager on behalf of SAHENA &middot; <a href="https://kopanong.events/privacy" style="color:#999;">Privacy</a> &middot; <a href="mailto:support@kopanong.events" style="color:#999;">support@kopanong.events</a></td></tr>
</table></div>`,
  },
  {
    family: "kopanong-confman",
    group: "negative",
    lang: "pt",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "SAHENA 2026 via Kopanong <noreply@kopanong.events>",
    to: ME,
    subject: "Recibo de pagamento SAH26-0419 - Conferência SAHENA 2026, Maputo",
    date: d(9, 25, "11:04:52"),
    enc: "8bit",
    text: `Conferência Anual SAHENA 2026
24 a 26 de Novembro de 2026 · Centro de Conferências Joaquim Chissano, Maputo

Cara Nomsa Dlamini,

Confirmamos a recepção do seu pagamento. Segue em anexo o recibo.

Inscrição:        SAH26-0419
Factura:          KOP-INV-2026-07733
Valor pago:       USD 280,00
Método:           Cartão Visa •••• 0832
Data:             25/09/2026

O seu crachá e o programa final serão enviados por e-mail duas semanas antes do evento. A recolha de crachás decorre a partir das 07h30 de 24 de Novembro, no átrio principal.

Hotéis parceiros com tarifa especial: consulte a página do evento.

Com os melhores cumprimentos,
Secretariado da SAHENA 2026
`,
    html: `<div style="background:#f0f2f5;padding:20px 0;font-family:'Segoe UI',Arial,sans-serif;">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://kopanong.events/media/events/sahena-2026/banner-600.jpg" width="600" alt="SAHENA 2026 - Maputo" style="display:block;border:0;"></td></tr>
<tr><td style="padding:22px 26px;font-size:14px;line-height:22px;color:#222;">
<p>Cara Nomsa Dlamini,</p>
<p>Confirmamos a recepção do seu pagamento. Segue em anexo o recibo.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eee;">
<tr><td style="color:#777;">Inscrição</td><td>SAH26-0419</td></tr>
<tr><td style="color:#777;">Factura</td><td>KOP-INV-2026-07733</td></tr>
<tr><td style="color:#777;">Valor pago</td><td><b>USD 280,00</b></td></tr>
<tr><td style="color:#777;">Método</td><td>Cartão Visa &bull;&bull;&bull;&bull; 0832</td></tr>
<tr><td style="color:#777;">Data</td><td>25/09/2026</td></tr>
</table>
<p>O seu crachá e o programa final serão enviados por e-mail duas semanas antes do evento. A recolha de crachás decorre a partir das 07h30 de 24 de Novembro, no átrio principal.</p>
<p>Hotéis parceiros com tarifa especial: <a href="https://kopanong.events/e/sahena-2026/alojamento">consulte a página do evento</a>.</p>
<p>Com os melhores cumprimentos,<br>Secretariado da SAHENA 2026</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#fafafa;font-size:11px;color:#999;">Kopanong Event Manager &middot; <a href="https://kopanong.events/privacy" style="color:#999;">Privacidade</a></td></tr>
</table></div>`,
    attachment: [
      "Recibo_KOP-INV-2026-07733.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Recibo SAH26-0419 USD 280,00\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "kopanong-confman",
    group: "negative",
    lang: "en",
    kind: "abstract-decision",
    code: null,
    link: null,
    from: "SAHENA 2026 Programme Committee <programme@kopanong.events>",
    to: ME,
    subject: "SAHENA 2026: your abstract #117 has been accepted as a poster",
    date: d(10, 5, "09:55:03"),
    html: null,
    text: `Dear Ms Dlamini

On behalf of the SAHENA 2026 Programme Committee, I am pleased to let you
know that your abstract

  #117 "One office, three countries: administering a joint programme
        across South Africa, Namibia and Botswana"

has been accepted for presentation as a POSTER in session P2
(Wednesday 25 November 2026, 10:30-11:15).

Poster format: A0 portrait (841 x 1189 mm). Boards and pins are provided.

Reviewer comments are available in your submission dashboard. At least one
author must be registered by 31 October 2026 for the poster to appear in
the programme; our records show registration SAH26-0419 as paid.

With kind regards
Dr Celeste Mabunda
Programme Chair, SAHENA 2026
`,
  },
];

// ---------------------------------------------------------------- journals

const editorflow: Mail[] = [
  {
    family: "editorflow-journals",
    group: "regional",
    lang: "en",
    kind: "review-invite-link",
    code: null,
    link: "https://jsats.editorflow.net/reviewer/respond?rid=R-22914&sig=a9d03f71e5c2",
    from: "Journal of Southern African Tertiary Studies <jsats@editorflow.net>",
    to: ME,
    subject: "JSATS-2026-0342: Invitation to review",
    date: d(9, 21, "12:17:46"),
    enc: "qp",
    text: `Dear Ms Dlamini,

Manuscript ID: JSATS-2026-0342
Title: "Who holds the file? Administrative labour in cross-border doctoral programmes in the SADC region"
Article type: Original research article (approx. 7 800 words)

In view of your experience with joint programme administration, I would like to invite you to review the above manuscript for the Journal of Southern African Tertiary Studies. The abstract appears at the end of this message.

Please let us know whether you are able to review by using the link below. On that page you can agree, decline or suggest an alternative reviewer:

https://jsats.editorflow.net/reviewer/respond?rid=R-22914&sig=a9d03f71e5c2

If you agree, we would ask for your report within 28 days. JSATS uses double-anonymous peer review.

Thank you for your support of the journal.

Sincerely,
Prof. Refilwe Sekhukhune
Associate Editor, JSATS

ABSTRACT
Cross-border doctoral programmes in Southern Africa depend on administrative work that is rarely described in the literature. Drawing on interviews with 23 faculty officers at seven institutions in South Africa, Namibia and Botswana, this article ...

----
EditorFlow | Manuscript management for scholarly journals
This e-mail was sent to n.dlamini@drakensvlei.ac.za. Update your reviewer profile and availability at https://jsats.editorflow.net/profile
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#000;">
<p>Dear Ms Dlamini,</p>
<p><b>Manuscript ID:</b> JSATS-2026-0342<br>
<b>Title:</b> &ldquo;Who holds the file? Administrative labour in cross-border doctoral programmes in the SADC region&rdquo;<br>
<b>Article type:</b> Original research article (approx. 7&nbsp;800 words)</p>
<p>In view of your experience with joint programme administration, I would like to invite you to review the above manuscript for the <i>Journal of Southern African Tertiary Studies</i>. The abstract appears at the end of this message.</p>
<p>Please let us know whether you are able to review by using the link below. On that page you can agree, decline or suggest an alternative reviewer:</p>
<p><a href="https://jsats.editorflow.net/reviewer/respond?rid=R-22914&amp;sig=a9d03f71e5c2">Respond to this invitation</a></p>
<p>If you agree, we would ask for your report within 28 days. JSATS uses double-anonymous peer review.</p>
<p>Thank you for your support of the journal.</p>
<p>Sincerely,<br>Prof. Refilwe Sekhukhune<br>Associate Editor, JSATS</p>
<p><b>ABSTRACT</b><br>Cross-border doctoral programmes in Southern Africa depend on administrative work that is rarely described in the literature. Drawing on interviews with 23 faculty officers at seven institutions in South Africa, Namibia and Botswana, this article &hellip;</p>
<hr style="border:0;border-top:1px solid #ccc;">
<p style="font-size:11px;color:#666;"><img src="https://editorflow.net/static/ef-mark-16.png" alt="" width="16" height="16" style="vertical-align:middle;"> EditorFlow | Manuscript management for scholarly journals<br>
This e-mail was sent to n.dlamini@drakensvlei.ac.za. <a href="https://jsats.editorflow.net/profile">Update your reviewer profile and availability</a>.</p>
</body></html>`,
  },
  {
    family: "editorflow-journals",
    group: "negative",
    lang: "en",
    kind: "submission-received",
    code: null,
    link: null,
    from: "Journal of Southern African Tertiary Studies <jsats@editorflow.net>",
    to: ME,
    subject:
      'JSATS-2026-0371 received: "Exchange without friction? Recognition of credits between NUST, BIUST and DVU"',
    date: d(10, 14, "17:50:08"),
    html: null,
    text: `Dear Ms Nomsa Dlamini,

Thank you for submitting your manuscript to the Journal of Southern
African Tertiary Studies.

  Manuscript ID:   JSATS-2026-0371
  Title:           Exchange without friction? Recognition of credits
                   between NUST, BIUST and DVU
  Authors:         Nomsa Dlamini; Kagiso Molefe; Lydia Shikongo
  Submitted:       14-Oct-2026

Please quote the manuscript ID in all correspondence. You can follow
the progress of your submission in your Author Centre on EditorFlow.

The editorial office will first check the submission against the
author guidelines (initial check usually takes 5-7 working days).
Please note that JSATS charges no submission fees; an article processing
charge of ZAR 4 500 applies only after acceptance.

Sincerely,
JSATS Editorial Office
`,
  },
];

const cadernos: Mail[] = [
  {
    family: "cadernos-do-indico",
    group: "regional",
    lang: "pt",
    kind: "verify-link",
    code: null,
    link: "https://revistas.cadernosdoindico.ac.mz/index.php/cdi/user/activateUser/ndlamini/Yb7Q2kLs",
    from: "Cadernos do Índico <editor@cadernosdoindico.ac.mz>",
    to: ME,
    subject: "[CDI] Validação da conta",
    date: d(9, 30, "16:41:35"),
    enc: "qp",
    text: `Nomsa Dlamini:

Foi criada uma conta com o seu e-mail na revista Cadernos do Índico: Estudos de Educação e Sociedade. Antes de poder submeter um artigo ou aceitar um convite de avaliação, tem de validar a sua conta. Para isso, basta aceder ao endereço abaixo:

https://revistas.cadernosdoindico.ac.mz/index.php/cdi/user/activateUser/ndlamini/Yb7Q2kLs

Nome de utilizador: ndlamini

Obrigado,
Profa. Dra. Amélia Cossa
Editora-chefe, Cadernos do Índico
Faculdade de Educação, Av. Julius Nyerere 3453, Maputo
`,
    html: `<p>Nomsa Dlamini:</p>
<p>Foi criada uma conta com o seu e-mail na revista Cadernos do Índico: Estudos de Educação e Sociedade. Antes de poder submeter um artigo ou aceitar um convite de avaliação, tem de validar a sua conta. Para isso, basta aceder ao endereço abaixo:</p>
<p><a href="https://revistas.cadernosdoindico.ac.mz/index.php/cdi/user/activateUser/ndlamini/Yb7Q2kLs">https://revistas.cadernosdoindico.ac.mz/index.php/cdi/user/activateUser/ndlamini/Yb7Q2kLs</a></p>
<p>Nome de utilizador: ndlamini</p>
<p>Obrigado,<br>Profa. Dra. Amélia Cossa<br>Editora-chefe, Cadernos do Índico<br>Faculdade de Educação, Av. Julius Nyerere 3453, Maputo</p>
<br><hr><a href="https://revistas.cadernosdoindico.ac.mz/index.php/cdi">Cadernos do Índico: Estudos de Educação e Sociedade</a>`,
  },
  {
    family: "cadernos-do-indico",
    group: "negative",
    lang: "pt",
    kind: "editorial-decision",
    code: null,
    link: null,
    from: "Cadernos do Índico <editor@cadernosdoindico.ac.mz>",
    to: ME,
    subject: "[CDI] Decisão editorial - submissão n.º 1408",
    date: d(10, 28, "10:09:58"),
    enc: "qp",
    text: `Nomsa Dlamini:

Chegámos a uma decisão sobre a sua submissão n.º 1408 à revista Cadernos do Índico, "Administrar a mobilidade: o caso de um programa conjunto entre Moçambique e a África do Sul".

A nossa decisão é: Revisões obrigatórias.

Os pareceres dos dois avaliadores estão disponíveis na página da submissão. Solicitamos que envie a versão revista, acompanhada de uma carta de resposta aos avaliadores, até 30 de Novembro de 2026.

Com os melhores cumprimentos,
Profa. Dra. Amélia Cossa
Editora-chefe
`,
    html: `<p>Nomsa Dlamini:</p>
<p>Chegámos a uma decisão sobre a sua submissão n.º 1408 à revista Cadernos do Índico, &quot;Administrar a mobilidade: o caso de um programa conjunto entre Moçambique e a África do Sul&quot;.</p>
<p>A nossa decisão é: <strong>Revisões obrigatórias</strong>.</p>
<p>Os pareceres dos dois avaliadores estão disponíveis na <a href="https://revistas.cadernosdoindico.ac.mz/index.php/cdi/authorDashboard/submission/1408">página da submissão</a>. Solicitamos que envie a versão revista, acompanhada de uma carta de resposta aos avaliadores, até 30 de Novembro de 2026.</p>
<p>Com os melhores cumprimentos,<br>Profa. Dra. Amélia Cossa<br>Editora-chefe</p>
<br><hr><a href="https://revistas.cadernosdoindico.ac.mz/index.php/cdi">Cadernos do Índico: Estudos de Educação e Sociedade</a>`,
  },
];

const zsafrika: Mail[] = [
  {
    family: "zsafrika-journal",
    group: "negative",
    lang: "de",
    kind: "review-thanks",
    code: null,
    link: null,
    from: "Zeitschrift für Südafrika-Studien <redaktion@zsafrika.de>",
    to: ME,
    subject: "Vielen Dank für Ihr Gutachten (ZSAS-2026-058)",
    date: d(10, 20, "14:31:12", "+0200"),
    enc: "8bit",
    text: `Sehr geehrte Frau Dlamini,

herzlichen Dank für Ihr Gutachten zum Manuskript ZSAS-2026-058 („Mehrsprachige Hochschulverwaltung in Namibia seit 1990“), das am 19.10.2026 bei uns eingegangen ist.

Ihre Einschätzung (geringfügige Überarbeitung) wird zusammen mit dem zweiten Gutachten an die Autorin weitergeleitet. Über die endgültige Entscheidung informieren wir Sie, sobald sie vorliegt.

Als kleines Dankeschön erhalten Sie die Ausgabe 4/2026 der Zeitschrift als PDF, sobald sie erschienen ist (voraussichtlich Dezember 2026).

Mit freundlichen Grüßen
Dr. Katharina Oelkers
Redaktion ZSAS
Arnold-Bergstraesser-Institut, Windausstraße 16, 79110 Freiburg
Tel. +49 761 888 780
`,
    html: null,
  },
];

// ---------------------------------------------------------------- mobile network

const sondela: Mail[] = [
  {
    family: "sondela-mobile",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "280517",
    link: null,
    from: "Sondela <noreply@sondela.co.za>",
    to: ME_PRIVATE,
    subject: "280517 is your My Sondela code",
    date: d(10, 10, "12:02:56"),
    enc: "qp",
    text: `280517 is your My Sondela code.

Use it to sign in to My Sondela with 072 *** 4418. It expires in 5 minutes.

Sondela will never ask you for this code. If someone does, it's a scam: report it by forwarding the message to 7726 (free).

Sondela Mobile (Pty) Ltd
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Roboto,Arial,sans-serif;"><tr><td align="center" style="padding:24px 10px;">
<table width="440" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:18px;"><img src="https://www.sondela.co.za/mail/sondela-purple.png" alt="sondela" height="28" style="border:0;"></td></tr>
<tr><td style="font-size:15px;color:#333;line-height:22px;">Use this code to sign in to My Sondela with <b>072 *** 4418</b>:</td></tr>
<tr><td style="padding:18px 0;font-size:34px;font-weight:bold;color:#5a189a;letter-spacing:4px;">280517</td></tr>
<tr><td style="font-size:13px;color:#666;line-height:20px;">It expires in 5 minutes.<br><br>Sondela will never ask you for this code. If someone does, it's a scam: report it by forwarding the message to 7726 (free).</td></tr>
<tr><td style="padding-top:24px;font-size:11px;color:#aaa;">Sondela Mobile (Pty) Ltd &middot; <a href="https://www.sondela.co.za/legal/privacy" style="color:#aaa;">Privacy</a> &middot; <a href="https://www.sondela.co.za/help" style="color:#aaa;">Help</a></td></tr>
</table></td></tr></table>`,
  },
  {
    family: "sondela-mobile",
    group: "negative",
    lang: "zu",
    kind: "bill",
    code: null,
    link: null,
    from: "Sondela <billing@sondela.co.za>",
    to: ME_PRIVATE,
    subject: "I-invoyisi yakho ye-Sondela ka-Okthoba 2026",
    date: d(10, 4, "06:30:21"),
    enc: "b64",
    text: `Sawubona Nomsa

I-invoyisi yakho yenyanga ka-Okthoba 2026 isilungile.

Inombolo ye-akhawunti: 6004 1182 73
Iphakethe: Sondela Flexi 300 (072 *** 4418)
Imali okufanele ikhokhwe: R 389.00
Usuku lokukhokha: 15 Okthoba 2026 (i-debit order)

Kulenyanga:
- Iphakethe lanyanga zonke: R 299.00
- Idatha eyengeziwe (2 GB): R 79.00
- Izingcingo zangaphandle (Namibia): R 11.00

Buka i-invoyisi egcwele ku-app ye-My Sondela noma ku-sondela.co.za/bill.

Siyabonga ngokusebenzisa i-Sondela.
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1fb;font-family:Roboto,Arial,sans-serif;"><tr><td align="center" style="padding:20px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:18px 22px;"><img src="https://www.sondela.co.za/mail/sondela-purple.png" alt="sondela" height="28" style="border:0;"></td></tr>
<tr><td style="padding:0 22px 16px 22px;font-size:14px;line-height:21px;color:#333;">
<p>Sawubona Nomsa</p>
<p>I-invoyisi yakho yenyanga ka-<b>Okthoba 2026</b> isilungile.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#faf7fd;">
<tr><td style="color:#777;">Inombolo ye-akhawunti</td><td>6004 1182 73</td></tr>
<tr><td style="color:#777;">Iphakethe</td><td>Sondela Flexi 300 (072 *** 4418)</td></tr>
<tr><td style="color:#777;">Imali okufanele ikhokhwe</td><td><b style="color:#5a189a;">R 389.00</b></td></tr>
<tr><td style="color:#777;">Usuku lokukhokha</td><td>15 Okthoba 2026 (i-debit order)</td></tr>
</table>
<p style="margin-top:14px;">Kulenyanga:</p>
<ul style="margin:0;padding-left:20px;"><li>Iphakethe lanyanga zonke: R 299.00</li><li>Idatha eyengeziwe (2 GB): R 79.00</li><li>Izingcingo zangaphandle (Namibia): R 11.00</li></ul>
<p style="margin:18px 0;"><a href="https://www.sondela.co.za/bill?utm_source=email&amp;utm_campaign=bill_oct26" style="background:#5a189a;color:#fff;padding:10px 20px;border-radius:20px;text-decoration:none;">Buka i-invoyisi</a></p>
<p>Siyabonga ngokusebenzisa i-Sondela.</p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#999;border-top:1px solid #eee;">Sondela Mobile (Pty) Ltd &middot; 101 Rivonia Road, Sandton &middot; <a href="https://www.sondela.co.za/legal/privacy" style="color:#999;">Privacy</a> &middot; <a href="https://www.facebook.com/sondelamobile" style="color:#999;">Facebook</a> &middot; <a href="https://x.com/sondelamobile" style="color:#999;">X</a></td></tr>
</table></td></tr></table>`,
  },
  {
    family: "sondela-mobile",
    group: "negative",
    lang: "xh",
    kind: "data-notice",
    code: null,
    link: null,
    from: "Sondela <noreply@sondela.co.za>",
    to: ME_PRIVATE,
    subject: "Usebenzise i-80% yedatha yakho",
    date: d(10, 22, "20:47:33"),
    html: null,
    text: `Molo Nomsa

Usebenzise i-80% yedatha yakho yenyanga ku-072 *** 4418. Ushiyekelwe yi-1.2 GB ukuya kutsho ngomhla we-31 Okthoba 2026.

Ukuze ungaphelelwa, thenga i-bundle: dayela *177# okanye sebenzisa i-app ye-My Sondela. Xa idatha iphela, awuzukuhlawuliswa ngamaxabiso aphakamileyo ngaphandle kokuba uvumile.

Sondela Mobile
`,
  },
];

// ---------------------------------------------------------------- partner programmes

const brueckenschlag: Mail[] = [
  {
    family: "stiftung-brueckenschlag",
    group: "regional",
    lang: "de",
    kind: "verify-code-link",
    code: "7Q4-K9P",
    link: "https://portal.brueckenschlag-stiftung.de/konto/bestaetigen?k=7Q4K9P&id=55318&sig=0f2ce3",
    from: "Stiftung Brückenschlag – Förderportal <portal@brueckenschlag-stiftung.de>",
    to: ME,
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    date: d(9, 10, "10:02:17"),
    enc: "qp",
    text: `Stiftung Brückenschlag – Förderportal

Guten Tag Frau Dlamini,

Sie haben sich im Förderportal der Stiftung Brückenschlag registriert, um einen Antrag im Programm „Hochschulpartnerschaften Südliches Afrika“ (Ausschreibung 2027) zu stellen.

Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie auf den folgenden Link klicken:

https://portal.brueckenschlag-stiftung.de/konto/bestaetigen?k=7Q4K9P&id=55318&sig=0f2ce3

Alternativ können Sie auf der Registrierungsseite diesen Bestätigungscode eingeben:

7Q4-K9P

Der Link und der Code sind 24 Stunden gültig. Antragsfrist für die Ausschreibung 2027 ist der 15. November 2026, 23:59 Uhr MEZ.

Bei Fragen erreichen Sie das Programmteam unter +49 228 9150 440 (Mo–Do 9–16 Uhr) oder suedafrika@brueckenschlag-stiftung.de.

Mit freundlichen Grüßen
Ihr Team des Förderportals

Stiftung Brückenschlag · Kennedyallee 62 · 53175 Bonn
Impressum: https://www.brueckenschlag-stiftung.de/impressum · Datenschutz: https://www.brueckenschlag-stiftung.de/datenschutz
`,
    html:
      `<!DOCTYPE html><html lang="de"><body style="margin:0;background:#f3f3f0;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e2e2dc;"><img src="https://www.brueckenschlag-stiftung.de/fileadmin/mail/logo-brueckenschlag.png" alt="Stiftung Brückenschlag" width="190" style="border:0;display:block;"></td></tr>
<tr><td style="padding:26px 28px;font-size:15px;line-height:23px;color:#222;">
<p style="margin-top:0;">Guten Tag Frau Dlamini,</p>
<p>Sie haben sich im Förderportal der Stiftung Brückenschlag registriert, um einen Antrag im Programm <b>„Hochschulpartnerschaften Südliches Afrika“</b> (Ausschreibung 2027) zu stellen.</p>
<p>Bitte bestätigen Sie Ihre E-Mail-Adresse:</p>
<p style="margin:22px 0;"><a href="https://portal.brueckenschlag-stiftung.de/konto/bestaetigen?k=7Q4K9P&amp;id=55318&amp;sig=0f2ce3" style="background:#004b87;color:#fff;padding:12px 24px;text-decoration:none;font-weight:bold;">E-Mail-Adresse bestätigen</a></p>
<p>Alternativ können Sie auf der Registrierungsseite diesen Bestätigungscode eingeben:</p>
<p style="font-family:'Courier New',monospace;font-size:26px;font-weight:bold;letter-spacing:3px;color:#004b87;margin:10px 0 20px 0;">7Q4-K9P</p>
<p style="font-size:13px;color:#555;">Der Link und der Code sind 24 Stunden gültig. Antragsfrist für die Ausschreibung 2027 ist der 15. November 2026, 23:59 Uhr MEZ.</p>
<p style="font-size:13px;color:#555;">Bei Fragen erreichen Sie das Programmteam unter +49 228 9150 440 (Mo–Do 9–16 Uhr) oder <a href="mailto:suedafrika@brueckenschlag-stiftung.de" style="color:#004b87;">suedafrika@brueckenschlag-stiftung.de</a>.</p>
<p>Mit freundlichen Grüßen<br>Ihr Team des Förderportals</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#ebebe6;font-size:11px;line-height:17px;color:#666;">Stiftung Brückenschlag &middot; Kennedyallee 62 &middot; 53175 Bonn<br><a href="https://www.brueckenschlag-stiftung.de/impressum" style="color:#666;">Impressum</a> &middot; <a href="https://www.brueckenschlag-stiftung.de/datenschutz" style="color:#666;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "stiftung-brueckenschlag",
    group: "negative",
    lang: "de",
    kind: "application-received",
    code: null,
    link: null,
    from: "Stiftung Brückenschlag – Förderportal <portal@brueckenschlag-stiftung.de>",
    to: ME,
    subject: "Eingangsbestätigung Ihres Antrags HSP-SA-2027-0093",
    date: d(10, 29, "17:26:40", "+0100"),
    enc: "8bit",
    html: null,
    text: `Guten Tag Frau Dlamini,

vielen Dank für Ihren Antrag, der am 29.10.2026 um 17:26 Uhr MEZ
vollständig im Förderportal eingegangen ist.

Antragsnummer:   HSP-SA-2027-0093
Programm:        Hochschulpartnerschaften Südliches Afrika
Titel:           „Shared Offices“ – Aufbau einer gemeinsamen
                 Studienverwaltung DVU (Südafrika), NUST (Namibia)
                 und BIUST (Botswana)
Beantragte Summe: 148.600,00 EUR (Laufzeit 36 Monate)
Projektleitung:  Prof. Dr. Johan Naudé

Die Antragsunterlagen (PDF) finden Sie jederzeit in Ihrem Konto unter
„Meine Anträge“. Eine Entscheidung des Auswahlausschusses ist für
April 2027 vorgesehen.

Bitte geben Sie bei Rückfragen immer die Antragsnummer an.

Mit freundlichen Grüßen
Programmteam Südliches Afrika
Stiftung Brückenschlag, Bonn
`,
  },
];

const lekgolo: Mail[] = [
  {
    family: "lekgolo-university",
    group: "negative",
    lang: "tn",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Lekgolo University of Botswana Communications <communications@lekgolo.ac.bw>",
    to: ME,
    subject: "Dikgang tsa Lekgolo - Phatwe/Lwetse 2026",
    date: d(9, 4, "12:00:00"),
    enc: "b64",
    text: `DIKGANG TSA LEKGOLO
Lekgolwana la dikgang la Lekgolo University, Palapye

Mo kgatisong e:

1. Baithuti ba ntlha ba lenaneo le le kopaneng le Drakensvlei University ba goroga
Baithuti ba le 18 ba lenaneo la MEd (Higher Education Leadership) ba simolotse dithuto tsa bone mo Palapye ka 31 Phatwe 2026.

2. Kopano ya Lefapha la Dithuto tsa Botho
Kopano ya ngwaga le ngwaga e tla tshwarwa ka Labone 15 Lwetse 2026 ka 09:00 mo holong e kgolo. Batho botlhe ba a lalediwa.

3. Laeborari e bulegile go fitlha bosigo
Go simolola ka 7 Lwetse, laeborari e tla bo e bulegile go fitlha ka 22:00 go fitlha dithlatlhobo di fela.

Go tswa mo lenaneong la dikgang: https://www.lekgolo.ac.bw/dikgang/tswa?e=n.dlamini%40drakensvlei.ac.za

Lekgolo University, Private Bag 0041, Palapye, Botswana | +267 490 1200
`,
    html: `<html><body style="margin:0;background:#e9eef2;font-family:Georgia,'Times New Roman',serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#1b4965;padding:22px;color:#fff;font-size:26px;letter-spacing:1px;">DIKGANG TSA LEKGOLO<br><span style="font-size:13px;font-family:Arial,sans-serif;color:#bee9e8;">Lekgolwana la dikgang la Lekgolo University, Palapye &middot; Phatwe/Lwetse 2026</span></td></tr>
<tr><td><img src="https://www.lekgolo.ac.bw/media/newsletter/2026-09/arrival-cohort.jpg" width="620" alt="Baithuti ba MEd mo Palapye" style="display:block;border:0;"></td></tr>
<tr><td style="padding:20px 24px;font-size:15px;line-height:23px;color:#222;">
<h2 style="font-size:19px;color:#1b4965;margin:0 0 6px 0;">Baithuti ba ntlha ba lenaneo le le kopaneng le Drakensvlei University ba goroga</h2>
<p style="margin:0 0 18px 0;">Baithuti ba le 18 ba lenaneo la MEd (Higher Education Leadership) ba simolotse dithuto tsa bone mo Palapye ka 31 Phatwe 2026. <a href="https://www.lekgolo.ac.bw/dikgang/2026/med-joint-cohort" style="color:#1b4965;">Bala go feta</a></p>
<h2 style="font-size:19px;color:#1b4965;margin:0 0 6px 0;">Kopano ya Lefapha la Dithuto tsa Botho</h2>
<p style="margin:0 0 18px 0;">Kopano ya ngwaga le ngwaga e tla tshwarwa ka Labone 15 Lwetse 2026 ka 09:00 mo holong e kgolo. Batho botlhe ba a lalediwa.</p>
<h2 style="font-size:19px;color:#1b4965;margin:0 0 6px 0;">Laeborari e bulegile go fitlha bosigo</h2>
<p style="margin:0;">Go simolola ka 7 Lwetse, laeborari e tla bo e bulegile go fitlha ka 22:00 go fitlha dithlatlhobo di fela.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f1f4f6;font-family:Arial,sans-serif;font-size:11px;color:#777;">Lekgolo University, Private Bag 0041, Palapye, Botswana &middot; +267 490 1200<br>
<a href="https://www.facebook.com/LekgoloUni" style="color:#1b4965;">Facebook</a> &middot; <a href="https://www.linkedin.com/school/lekgolo-university" style="color:#1b4965;">LinkedIn</a> &middot; <a href="https://www.lekgolo.ac.bw/dikgang/tswa?e=n.dlamini%40drakensvlei.ac.za" style="color:#1b4965;">Tswa mo lenaneong</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "lekgolo-university",
    group: "negative",
    lang: "tn",
    kind: "notice",
    code: null,
    link: null,
    from: "Lekgolo International Office <international@lekgolo.ac.bw>",
    to: ME,
    subject: "Re: Dilekwalo tsa baithuti ba DVU - visa le boroko",
    date: d(10, 7, "15:12:05"),
    html: null,
    text: `Dumela Mma Dlamini

Re go itsise gore dilekwalo tsa baithuti ba bararo ba DVU ba ba tlang mo
Palapye ka 2 Ngwanaatsele 2026 di amogetswe:

- Mpho Radebe (DVU 34411902) - boroko: Block F, kamore 112
- Zanele Khumalo (DVU 34418265) - boroko: Block F, kamore 114
- Pieter Lottering (DVU 33980017) - boroko: Block D, kamore 7

Baithuti ba Aforika Borwa ga ba tlhoke visa. Ba tshwanetse go tla le
pasa e e sa feleng, le lekwalo la kamogelo le re le romeletseng ka
1 Lwetse.

Tuelo ya boroko (BWP 1 850.00 mongwe le mongwe) e tshwanetse go duelwa
pele ga 23 Lwetse. Invoice e tla romelwa ke lefapha la madi.

Ke a leboga
Kabelo Sebina
Mokaedi wa Ofisi ya Boditšhabatšhaba, Lekgolo University
+267 490 1377
`,
  },
];

const wadland: Mail[] = [
  {
    family: "wolkdeel",
    group: "consumer",
    lang: "nl",
    kind: "invite-link",
    code: null,
    link: "https://app.wolkdeel.nl/uitnodiging/accepteren/3kT8-qpZ2-W0vA?ref=mail",
    from: "Marloes de Boer via Wolkdeel <uitnodigingen@wolkdeel.nl>",
    to: ME,
    subject: 'Marloes de Boer heeft de map "Uitwisseling DVU-HWL 2027" met je gedeeld',
    date: d(9, 23, "09:44:19", "+0200"),
    enc: "qp",
    text: `Marloes de Boer (m.deboer@hswadland.nl) heeft je uitgenodigd voor de gedeelde map

  Uitwisseling DVU-HWL 2027
  14 bestanden · 38,2 MB · rol: bewerker

Bericht van Marloes:
"Hoi Nomsa, hierin staan de nominatieformulieren en het learning-agreement-sjabloon voor het voorjaarssemester. Kun je de lijst van jullie kandidaten vóór 9 oktober aanvullen? Groet, Marloes"

Uitnodiging accepteren:
https://app.wolkdeel.nl/uitnodiging/accepteren/3kT8-qpZ2-W0vA?ref=mail

Heb je nog geen Wolkdeel-account? Dan maak je er gratis een aan met dit e-mailadres. De uitnodiging verloopt over 14 dagen.

Wolkdeel B.V. · Catharijnesingel 47 · 3511 GC Utrecht
Je ontvangt deze e-mail omdat iemand een map met n.dlamini@drakensvlei.ac.za heeft gedeeld.
`,
    html:
      `<!DOCTYPE html><html lang="nl"><body style="margin:0;background:#f4f7fb;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;border:1px solid #e3e8ef;">
<tr><td style="padding:24px 28px 0 28px;"><img src="https://static.wolkdeel.nl/mail/wolkdeel-logo.png" alt="Wolkdeel" height="24" style="border:0;"></td></tr>
<tr><td style="padding:20px 28px 0 28px;">
<table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://static.wolkdeel.nl/avatars/u/2291873/48.png" width="40" height="40" alt="MB" style="border-radius:20px;border:0;"></td>
<td style="padding-left:12px;font-size:15px;color:#1c2430;"><b>Marloes de Boer</b> heeft een map met je gedeeld</td>
</tr></table></td></tr>
<tr><td style="padding:18px 28px 0 28px;">
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e3e8ef;border-radius:8px;"><tr>
<td style="padding:14px;font-size:28px;width:40px;">&#128193;</td>
<td style="padding:14px 14px 14px 0;font-size:14px;color:#1c2430;"><b>Uitwisseling DVU-HWL 2027</b><br><span style="color:#6b7684;font-size:12px;">14 bestanden &middot; 38,2 MB &middot; rol: bewerker</span></td>
</tr></table></td></tr>
<tr><td style="padding:16px 28px 0 28px;font-size:14px;color:#3a4452;font-style:italic;line-height:21px;">&ldquo;Hoi Nomsa, hierin staan de nominatieformulieren en het learning-agreement-sjabloon voor het voorjaarssemester. Kun je de lijst van jullie kandidaten vóór 9 oktober aanvullen? Groet, Marloes&rdquo;</td></tr>
<tr><td style="padding:22px 28px;"><a href="https://app.wolkdeel.nl/uitnodiging/accepteren/3kT8-qpZ2-W0vA?ref=mail" style="display:inline-block;background:#2563eb;color:#fff;padding:11px 22px;border-radius:6px;text-decoration:none;font-weight:600;font-size:14px;">Uitnodiging accepteren</a></td></tr>
<tr><td style="padding:0 28px 22px 28px;font-size:12px;color:#6b7684;">Heb je nog geen Wolkdeel-account? Dan maak je er gratis een aan met dit e-mailadres. De uitnodiging verloopt over 14 dagen.</td></tr>
</table>
<p style="font-size:11px;color:#98a2b3;margin-top:16px;">Wolkdeel B.V. &middot; Catharijnesingel 47 &middot; 3511 GC Utrecht<br>Je ontvangt deze e-mail omdat iemand een map met n.dlamini@drakensvlei.ac.za heeft gedeeld. <a href="https://wolkdeel.nl/privacy" style="color:#98a2b3;">Privacy</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "hogeschool-wadland",
    group: "negative",
    lang: "nl",
    kind: "nomination-received",
    code: null,
    link: null,
    from: "International Office Hogeschool Wadland <incoming@hswadland.nl>",
    to: ME,
    subject: "Nominaties ontvangen - voorjaarssemester 2027 (DVU)",
    date: d(10, 9, "13:58:41", "+0200"),
    enc: "qp",
    text: `Beste Nomsa,

Dank je wel voor de nominaties voor het voorjaarssemester 2027. We hebben de volgende twee studenten van Drakensvlei University ontvangen:

- Lerato Mahlangu - Bachelor Social Work (30 EC)
- Johannes Petrus Erasmus - Master Educational Leadership (30 EC)

Beide studenten krijgen uiterlijk 23 oktober 2026 een e-mail met hun inloggegevens voor het aanmeldportaal. De aanmelding moet vóór 15 november 2026 compleet zijn (inclusief bewijs van Engelse taalvaardigheid, minimaal B2).

De introductieweek begint op maandag 1 februari 2027. Huisvesting via ons studentenhuisvestingsbureau kost € 475 per maand.

Met vriendelijke groet,

Marloes de Boer
Coördinator inkomende uitwisseling
Hogeschool Wadland | Postbus 1310 | 8900 CH Leeuwarden
T +31 58 299 4410
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#000;">
<p>Beste Nomsa,</p>
<p>Dank je wel voor de nominaties voor het voorjaarssemester 2027. We hebben de volgende twee studenten van Drakensvlei University ontvangen:</p>
<ul><li>Lerato Mahlangu &ndash; Bachelor Social Work (30 EC)</li><li>Johannes Petrus Erasmus &ndash; Master Educational Leadership (30 EC)</li></ul>
<p>Beide studenten krijgen uiterlijk 23 oktober 2026 een e-mail met hun inloggegevens voor het aanmeldportaal. De aanmelding moet vóór 15 november 2026 compleet zijn (inclusief bewijs van Engelse taalvaardigheid, minimaal B2).</p>
<p>De introductieweek begint op maandag 1 februari 2027. Huisvesting via ons studentenhuisvestingsbureau kost &euro; 475 per maand.</p>
<p>Met vriendelijke groet,</p>
<p><b>Marloes de Boer</b><br>Coördinator inkomende uitwisseling<br>Hogeschool Wadland | Postbus 1310 | 8900 CH Leeuwarden<br>T +31 58 299 4410</p>
<p><img src="https://www.hswadland.nl/mail/handtekening-logo.png" alt="Hogeschool Wadland" width="140"></p>
</div>`,
  },
];

const campusnomade: Mail[] = [
  {
    family: "campusnomade",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "K7Q-42M",
    link: null,
    from: "Campusnomade <connexion@campusnomade.org>",
    to: ME,
    subject: "Votre code de connexion Campusnomade",
    date: d(10, 16, "08:11:27", "+0200"),
    enc: "qp",
    text: `Bonjour Nomsa,

Voici votre code de connexion à Campusnomade, la plateforme du Réseau des administrateurs universitaires Sud-Sud :

K7Q-42M

Saisissez-le dans la fenêtre de connexion ouverte sur votre navigateur. Il est valable 15 minutes et ne peut servir qu'une fois.

Vous n'avez pas demandé à vous connecter ? Ignorez simplement ce message : personne ne pourra accéder à votre compte sans ce code.

L'équipe Campusnomade
Campusnomade · 15 rue Saint-Guillaume · 75007 Paris
`,
    html:
      `<!DOCTYPE html><html lang="fr"><body style="margin:0;background:#fafaf7;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e7e5df;">
<tr><td style="padding:22px 26px;border-bottom:4px solid #c8553d;font-size:20px;font-weight:bold;color:#293241;">campus<span style="color:#c8553d;">nomade</span></td></tr>
<tr><td style="padding:24px 26px 6px 26px;font-size:15px;line-height:22px;color:#293241;">Bonjour Nomsa,<br><br>Voici votre code de connexion à Campusnomade, la plateforme du Réseau des administrateurs universitaires Sud-Sud&nbsp;:</td></tr>
<tr><td align="center" style="padding:16px 26px;"><span style="display:inline-block;font-family:Menlo,Consolas,monospace;font-size:30px;letter-spacing:5px;font-weight:bold;color:#293241;border:2px dashed #c8553d;padding:10px 20px;">K7Q-42M</span></td></tr>
<tr><td style="padding:6px 26px 22px 26px;font-size:13px;line-height:20px;color:#5c677d;">Saisissez-le dans la fenêtre de connexion ouverte sur votre navigateur. Il est valable 15&nbsp;minutes et ne peut servir qu'une fois.<br><br>Vous n'avez pas demandé à vous connecter&nbsp;? Ignorez simplement ce message&nbsp;: personne ne pourra accéder à votre compte sans ce code.</td></tr>
<tr><td style="padding:14px 26px;background:#f3f1ec;font-size:11px;color:#8d8a82;">Campusnomade &middot; 15 rue Saint-Guillaume &middot; 75007 Paris &middot; <a href="https://campusnomade.org/confidentialite" style="color:#8d8a82;">Confidentialité</a> &middot; <a href="https://campusnomade.org/aide" style="color:#8d8a82;">Aide</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "campusnomade",
    group: "negative",
    lang: "fr",
    kind: "webinar-registration",
    code: null,
    link: null,
    from: "Campusnomade <evenements@campusnomade.org>",
    to: ME,
    subject: "Inscription enregistrée : webinaire « Reconnaissance des crédits en mobilité Sud-Sud » - 5 novembre",
    date: d(10, 16, "08:20:03", "+0200"),
    enc: "b64",
    text: `Bonjour Nomsa,

Votre inscription au webinaire suivant est enregistrée :

« Reconnaissance des crédits en mobilité Sud-Sud : pratiques et outils »
Jeudi 5 novembre 2026, 14 h 00 - 15 h 30 (heure de Paris) / 15 h 00 - 16 h 30 (heure de Johannesburg)

Intervenantes : Awa Ndiaye (Université Gaston-Berger, Saint-Louis), Lydia Shikongo (NUST, Windhoek)

Rejoindre la réunion : https://visio.campusnomade.org/j/84219037715
ID de réunion : 842 1903 7715
Code secret : 561204

Ajoutez l'événement à votre agenda grâce au fichier .ics disponible dans votre espace. L'enregistrement sera mis en ligne sous 48 heures.

À bientôt,
L'équipe Campusnomade
`,
    html:
      `<!DOCTYPE html><html lang="fr"><body style="margin:0;background:#fafaf7;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e7e5df;">
<tr><td style="padding:22px 26px;border-bottom:4px solid #c8553d;font-size:20px;font-weight:bold;color:#293241;">campus<span style="color:#c8553d;">nomade</span></td></tr>
<tr><td style="padding:22px 26px;font-size:14px;line-height:22px;color:#293241;">
<p style="margin-top:0;">Bonjour Nomsa,</p>
<p>Votre inscription au webinaire suivant est enregistrée&nbsp;:</p>
<p style="font-size:17px;font-weight:bold;color:#c8553d;">« Reconnaissance des crédits en mobilité Sud-Sud&nbsp;: pratiques et outils »</p>
<p>Jeudi 5 novembre 2026, 14&nbsp;h&nbsp;00 &ndash; 15&nbsp;h&nbsp;30 (heure de Paris) / 15&nbsp;h&nbsp;00 &ndash; 16&nbsp;h&nbsp;30 (heure de Johannesburg)<br>
Intervenantes&nbsp;: Awa Ndiaye (Université Gaston-Berger, Saint-Louis), Lydia Shikongo (NUST, Windhoek)</p>
<table cellpadding="6" cellspacing="0" style="background:#f6f4ef;font-size:13px;width:100%;">
<tr><td><a href="https://visio.campusnomade.org/j/84219037715" style="color:#293241;font-weight:bold;">Rejoindre la réunion</a></td></tr>
<tr><td>ID de réunion&nbsp;: 842 1903 7715 &middot; Code secret&nbsp;: 561204</td></tr>
</table>
<p style="font-size:13px;color:#5c677d;">Ajoutez l'événement à votre agenda grâce au fichier .ics disponible dans <a href="https://campusnomade.org/mon-espace/evenements" style="color:#c8553d;">votre espace</a>. L'enregistrement sera mis en ligne sous 48&nbsp;heures.</p>
<p>À bientôt,<br>L'équipe Campusnomade</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f3f1ec;font-size:11px;color:#8d8a82;">Campusnomade &middot; 15 rue Saint-Guillaume &middot; 75007 Paris &middot; <a href="https://campusnomade.org/notifications" style="color:#8d8a82;">Gérer mes notifications</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

export const mails: Mail[] = [
  ...dvu_sso,
  ...dvu_records,
  ...dvu_learn,
  ...dvu_ethics,
  ...dvu_procure,
  ...dvu_people,
  ...umthombo,
  ...rooiwater,
  ...bophelo,
  ...ntsika,
  ...lokaboks,
  ...kwezi,
  ...kalahari,
  ...namibsun,
  ...kopanong,
  ...editorflow,
  ...cadernos,
  ...zsafrika,
  ...sondela,
  ...brueckenschlag,
  ...lekgolo,
  ...wadland,
  ...campusnomade,
];
