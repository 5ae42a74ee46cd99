/**
 * Account mail in the shapes it takes off the usual template: Outlook, Gmail and Apple Mail
 * compositions, help-desk replies with quoted history, HTML-only and Markdown-like text-only mail,
 * codes and links in odd places, and look-alikes (alerts, tickets, invitations, recovery lists) that ask for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date for a local wall-clock time in the zone `tz` (e.g. "+0100"). */
function at(y: number, mo: number, d: number, h: number, mi: number, s: number, tz = "+0000"): string {
  const wd = DAYS[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${wd}, ${p(d)} ${MONTHS[mo - 1]} ${y} ${p(h)}:${p(mi)}:${p(s)} ${tz}`;
}

/** The HTML Outlook for Windows writes for a composed mail. */
function outlook(body: string): string {
  return `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="Generator" content="Microsoft Word 15 (filtered medium)">
<style><!--
/* Font Definitions */
@font-face
	{font-family:"Cambria Math";
	panose-1:2 4 5 3 5 4 6 3 2 4;}
@font-face
	{font-family:Aptos;}
/* Style Definitions */
p.MsoNormal, li.MsoNormal, div.MsoNormal
	{margin:0cm;
	font-size:12.0pt;
	font-family:"Aptos",sans-serif;
	mso-ligatures:standardcontextual;
	mso-fareast-language:EN-US;}
a:link, span.MsoHyperlink
	{mso-style-priority:99;
	color:#467886;
	text-decoration:underline;}
span.EmailStyle17
	{mso-style-type:personal-compose;
	font-family:"Aptos",sans-serif;
	color:windowtext;}
.MsoChpDefault
	{mso-style-type:export-only;
	font-size:10.0pt;
	mso-ligatures:none;}
@page WordSection1
	{size:612.0pt 792.0pt;
	margin:72.0pt 72.0pt 72.0pt 72.0pt;}
div.WordSection1
	{page:WordSection1;}
--></style><!--[if gte mso 9]><xml>
<o:shapedefaults v:ext="edit" spidmax="1026" />
</xml><![endif]--><!--[if gte mso 9]><xml>
<o:shapelayout v:ext="edit">
<o:idmap v:ext="edit" data="1" />
</o:shapelayout></xml><![endif]-->
</head>
<body lang="EN-GB" link="#467886" vlink="#96607D" style="word-wrap:break-word">
<div class="WordSection1">
${body}
</div>
</body>
</html>
`;
}

/** One Outlook paragraph. */
function mso(s: string): string {
  return s === "" ? `<p class="MsoNormal"><o:p>&nbsp;</o:p></p>` : `<p class="MsoNormal">${s}<o:p></o:p></p>`;
}

/** The HTML Gmail's web composer writes. */
function gmail(body: string, signature: string): string {
  return `<div dir="ltr">${body}<br clear="all"><div><br></div><span class="gmail_signature_prefix">-- </span><br><div dir="ltr" class="gmail_signature" data-smartmail="gmail_signature"><div dir="ltr">${signature}</div></div></div>
`;
}

/** The HTML Apple Mail on macOS writes. */
function apple(body: string): string {
  return `<html aria-label="message body"><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; line-break: after-white-space;">${body}</body></html>
`;
}

/** A minimal one-page PDF with a line of text on it. */
function pdf(line: string): string {
  const stream = `BT /F1 11 Tf 56 780 Td (${line}) Tj ET`;
  return `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >> endobj
4 0 obj << /Length ${stream.length} >>
stream
${stream}
endstream
endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
}

// ------------------------------------------------------------ marrowfield-solicitors (Outlook)

const MF_SAFE =
  "https://eur03.safelinks.protection.outlook.com/?url=https%3A%2F%2Fportal.marrowfield-law.co.uk%2Factivate%3Finvite%3D7Hq2LxP09aZkR4&data=05%7C02%7Chelen.achterberg%40marrowfield-law.co.uk%7Cc3b1e0f4a8d24e6f0c2b08dd1f7a3e21%7C5f0e2a9b7c1d4e8f9a6b3c2d1e0f9a8b%7C0%7C0%7C638681234567890123%7CUnknown%7CTWFpbGZsb3d8eyJFbXB0eU1hcGkiOnRydWV9%7C0%7C%7C%7C&sdata=q8Vn3%2BxZk1pQ0rT7yWm2LcA5bE9dF6gH4jK0sN1uV3w%3D&reserved=0";

const MF_SIG = [
  mso(`<b><span style="font-size:10.0pt;color:#1F3864">Helen Achterberg</span></b>`),
  mso(`<span style="font-size:10.0pt;color:#1F3864">Paralegal, Residential Property</span>`),
  mso(
    `<span style="font-size:10.0pt;color:#1F3864">Marrowfield Solicitors LLP | 14 Cornmarket Street | Oxford OX1 3HA</span>`,
  ),
  mso(`<span style="font-size:10.0pt;color:#1F3864">T: 01865 204 771 | DX 4312 Oxford</span>`),
  mso(""),
  mso(
    `<span style="font-size:7.5pt;color:gray">Marrowfield Solicitors LLP is authorised and regulated by the Solicitors Regulation Authority (SRA no. 604118). We will never tell you about a change to our bank details by e-mail. If you receive such a message, call us on 01865 204 771 before sending any money.</span>`,
  ),
].join("\n");

const MF_SIG_TEXT = `Helen Achterberg
Paralegal, Residential Property
Marrowfield Solicitors LLP | 14 Cornmarket Street | Oxford OX1 3HA
T: 01865 204 771 | DX 4312 Oxford

Marrowfield Solicitors LLP is authorised and regulated by the Solicitors Regulation Authority (SRA no. 604118). We will never tell you about a change to our bank details by e-mail. If you receive such a message, call us on 01865 204 771 before sending any money.`;

const marrowfield: Mail[] = [
  {
    family: "marrowfield-solicitors",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: "583204",
    link: MF_SAFE,
    from: "Helen Achterberg <helen.achterberg@marrowfield-law.co.uk>",
    subject: "Your purchase of 22 Ferry Hinksey Road - client portal access (our ref MFS/2026/0481)",
    date: at(2026, 11, 3, 10, 42, 7),
    text: `Dear Ms Reader,

Thank you for instructing us on your purchase of 22 Ferry Hinksey Road. As mentioned on the phone on Friday, we now share all documents for the transaction (the contract pack, the searches, the mortgage offer and the completion statement) through our secure client portal rather than by post or ordinary e-mail, which also lets you see at a glance where things stand.

Please activate your portal account here<${MF_SAFE}>. When the portal asks for your one-time access code, please enter:

583 204

The code is personal to you and works once only. Please do not share it with anyone, including estate agents or your mortgage broker.

If you have any difficulty, give me a ring.

Kind regards,

${MF_SIG_TEXT}
`,
    html: outlook([
      mso("Dear Ms Reader,"),
      mso(""),
      mso(
        "Thank you for instructing us on your purchase of 22 Ferry Hinksey Road. As mentioned on the phone on Friday, we now share all documents for the transaction (the contract pack, the searches, the mortgage offer and the completion statement) through our secure client portal rather than by post or ordinary e-mail, which also lets you see at a glance where things stand.",
      ),
      mso(""),
      mso(
        `Please activate your portal account <a href="${
          MF_SAFE.replaceAll("&", "&amp;")
        }" originalsrc="https://portal.marrowfield-law.co.uk/activate?invite=7Hq2LxP09aZkR4" shash="Xk3vQw9Lp0ZrT2aN8sYc">here</a>. When the portal asks for your one-time access code, please enter:`,
      ),
      mso(""),
      mso(`<b><span style="font-size:16.0pt">583 204</span></b>`),
      mso(""),
      mso(
        "The code is personal to you and works once only. Please do not share it with anyone, including estate agents or your mortgage broker.",
      ),
      mso(""),
      mso("If you have any difficulty, give me a ring."),
      mso(""),
      mso("Kind regards,"),
      mso(""),
      MF_SIG,
    ].join("\n")),
    enc: "qp",
  },
  {
    family: "marrowfield-solicitors",
    group: "negative",
    lang: "en",
    kind: "meeting-invite",
    code: null,
    link: null,
    from: "Helen Achterberg <helen.achterberg@marrowfield-law.co.uk>",
    subject: "Completion call - 22 Ferry Hinksey Road",
    date: at(2026, 11, 18, 16, 5, 51),
    text: `________________________________________________________________________________
Microsoft Teams meeting
Join on your computer, mobile app or room device
Join the meeting now<https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjQ2ZTk1YjAtMzQxZi00ZTFhLWI0NjEtYzc2ZDVmZmE4OGQx%40thread.v2/0?context=%7b%22Tid%22%3a%225f0e2a9b%22%7d>
Meeting ID: 361 447 920 118
Passcode: 7tX9qP
________________________________
Dial in by phone
+44 20 3855 4471,,318772406# United Kingdom, London
Phone conference ID: 318 772 406#
________________________________________________________________________________

Dear Ms Reader,

I have booked a short call for completion day so that we can confirm the funds have arrived and let you know when the keys can be released. Nothing to prepare; our ref is MFS/2026/0481.

Kind regards,
Helen
`,
    html: outlook([
      mso("Dear Ms Reader,"),
      mso(""),
      mso(
        "I have booked a short call for completion day so that we can confirm the funds have arrived and let you know when the keys can be released. Nothing to prepare; our ref is MFS/2026/0481.",
      ),
      mso(""),
      mso("Kind regards,"),
      mso("Helen"),
      mso(""),
      `<div style="margin-bottom:.25in;overflow:hidden">
<p class="MsoNormal"><span style="color:#5F5F5F">________________________________________________________________________________</span><o:p></o:p></p>
<p class="MsoNormal"><b><span style="font-size:18.0pt;color:#242424">Microsoft Teams meeting</span></b><o:p></o:p></p>
<p class="MsoNormal"><b><span style="font-size:10.5pt;color:#242424">Join on your computer, mobile app or room device</span></b><o:p></o:p></p>
<p class="MsoNormal"><span style="color:#242424"><a href="https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjQ2ZTk1YjAtMzQxZi00ZTFhLWI0NjEtYzc2ZDVmZmE4OGQx%40thread.v2/0?context=%7b%22Tid%22%3a%225f0e2a9b%22%7d"><b><span style="font-size:10.5pt;color:#5B5FC7">Join the meeting now</span></b></a></span><o:p></o:p></p>
<p class="MsoNormal"><span style="font-size:10.5pt;color:#616161">Meeting ID: </span><span style="font-size:10.5pt;color:#242424">361 447 920 118</span><o:p></o:p></p>
<p class="MsoNormal"><span style="font-size:10.5pt;color:#616161">Passcode: </span><span style="font-size:10.5pt;color:#242424">7tX9qP</span><o:p></o:p></p>
<p class="MsoNormal"><b><span style="font-size:10.5pt;color:#242424">Dial in by phone</span></b><o:p></o:p></p>
<p class="MsoNormal"><span style="font-size:10.5pt"><a href="tel:+442038554471,,318772406#">+44 20 3855 4471,,318772406#</a> United Kingdom, London</span><o:p></o:p></p>
<p class="MsoNormal"><span style="font-size:10.5pt;color:#616161">Phone conference ID: </span><span style="font-size:10.5pt;color:#242424">318 772 406#</span><o:p></o:p></p>
<p class="MsoNormal"><span style="color:#5F5F5F">________________________________________________________________________________</span><o:p></o:p></p>
</div>`,
    ].join("\n")),
    enc: "qp",
    attachment: [
      "invite.ics",
      "text/calendar",
      `BEGIN:VCALENDAR
METHOD:REQUEST
PRODID:Microsoft Exchange Server 2010
VERSION:2.0
BEGIN:VEVENT
ORGANIZER;CN=Helen Achterberg:mailto:helen.achterberg@marrowfield-law.co.uk
ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=Sam Reader:mailto:sam.reader@inbox.example
SUMMARY;LANGUAGE=en-GB:Completion call - 22 Ferry Hinksey Road
DTSTART;TZID=GMT Standard Time:20261127T113000
DTEND;TZID=GMT Standard Time:20261127T114500
UID:040000008200E00074C5B7101A82E00800000000A1B2C3D4E5F6
LOCATION;LANGUAGE=en-GB:Microsoft Teams Meeting
SEQUENCE:0
STATUS:CONFIRMED
END:VEVENT
END:VCALENDAR
`,
    ],
  },
  {
    family: "marrowfield-solicitors",
    group: "negative",
    lang: "en",
    kind: "document-notice",
    code: null,
    link: null,
    from: "Helen Achterberg <helen.achterberg@marrowfield-law.co.uk>",
    subject: "RE: Completion statement MFS/2026/0481",
    date: at(2026, 11, 20, 9, 17, 33),
    text: `Dear Ms Reader,

Please find attached the final completion statement. The balance due from you is £41,862.50, to reach us no later than 12 noon on Thursday 26 November. Our account details are on page 2; please telephone me on 01865 204 771 to confirm them before you send the money.

Kind regards,

${MF_SIG_TEXT}

From: Sam Reader <sam.reader@inbox.example>
Sent: 19 November 2026 21:48
To: Helen Achterberg <helen.achterberg@marrowfield-law.co.uk>
Subject: Completion statement MFS/2026/0481

Hi Helen, could you send me the final figures when you have them? Thanks, Sam
`,
    html: outlook([
      mso("Dear Ms Reader,"),
      mso(""),
      mso(
        "Please find attached the final completion statement. The balance due from you is £41,862.50, to reach us no later than 12 noon on Thursday 26 November. Our account details are on page 2; please telephone me on 01865 204 771 to confirm them before you send the money.",
      ),
      mso(""),
      mso("Kind regards,"),
      mso(""),
      MF_SIG,
      mso(""),
      `<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm">
<p class="MsoNormal"><b><span lang="EN-US" style="font-size:11.0pt;font-family:&quot;Calibri&quot;,sans-serif">From:</span></b><span lang="EN-US" style="font-size:11.0pt;font-family:&quot;Calibri&quot;,sans-serif"> Sam Reader &lt;sam.reader@inbox.example&gt;<br><b>Sent:</b> 19 November 2026 21:48<br><b>To:</b> Helen Achterberg &lt;helen.achterberg@marrowfield-law.co.uk&gt;<br><b>Subject:</b> Completion statement MFS/2026/0481<o:p></o:p></span></p>
</div>`,
      mso(""),
      mso("Hi Helen, could you send me the final figures when you have them? Thanks, Sam"),
    ].join("\n")),
    enc: "qp",
    attachment: [
      "Completion statement MFS-2026-0481.pdf",
      "application/pdf",
      pdf("Completion statement MFS/2026/0481 - balance due GBP 41,862.50"),
    ],
  },
];

// ------------------------------------------------------------ tallgrass-support (help-desk replies)

function tg_html(newest: string, history: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#ffffff">
<div style="color:#b5b5b5;font-family:Arial,sans-serif;font-size:12px">##- Please type your reply above this line -##</div>
<p style="color:#2b2e2f;font-family:Arial,sans-serif;font-size:14px">Your request (#88213) has been updated. To add additional comments, reply to this email.</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" role="presentation">
<tr><td style="padding:15px 0;border-top:1px dotted #c5c5c5">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="50" valign="top" style="padding-right:10px"><img width="40" height="40" alt="" src="https://tallgrass.help/system/photos/agent_ruth.png" style="border-radius:5px"></td>
<td valign="top" style="font-family:Arial,sans-serif;font-size:14px;color:#2b2e2f;line-height:20px">${newest}</td>
</tr></table>
</td></tr>
<tr><td style="padding:15px 0;border-top:1px dotted #c5c5c5;color:#6a6a6a">
<blockquote style="margin:0 0 0 6px;padding-left:12px;border-left:3px solid #dddddd;font-family:Arial,sans-serif;font-size:13px;color:#6a6a6a">${history}</blockquote>
</td></tr>
</table>
<div style="color:#aaaaaa;font-family:Arial,sans-serif;font-size:11px;margin-top:20px">This email is a service from Tallgrass Support. Delivered by the Tallgrass help desk. <a href="https://tallgrass.help/hc/en-us/articles/privacy" style="color:#aaaaaa">Privacy</a></div>
<span style="color:#ffffff;font-size:1px">[2QX7KZ-PR0M]</span>
</body></html>
`;
}

const tallgrass: Mail[] = [
  {
    family: "tallgrass-support",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "771405",
    link: null,
    from: "Tallgrass Support <support@tallgrass.help>",
    subject: "[Tallgrass] Re: Can't verify my new e-mail address",
    date: at(2026, 10, 14, 15, 21, 9, "-0500"),
    text: `##- Please type your reply above this line -##

Your request (#88213) has been updated. To add additional comments, reply to this email.

----------------------------------------------

Ruth (Tallgrass)

Oct 14, 2026, 3:21 PM CDT

Hi Sam,

Sorry about that - the code I sent yesterday had already expired by the time you tried it (they only last 30 minutes). I've issued a fresh one for the address sam.reader@inbox.example:

771405

Enter it under Settings > Account > E-mail and you should be all set. Let me know if it still won't take.

Ruth
Tallgrass Customer Care

----------------------------------------------

Sam Reader

Oct 14, 2026, 9:02 AM CDT

> Hi, the code didn't work, it says "invalid or expired". Sam

----------------------------------------------

Ruth (Tallgrass)

Oct 13, 2026, 4:47 PM CDT

> Hi Sam, I've triggered a verification for your new address manually.
> Your code is 230918. Please enter it in the app within 30 minutes.
> Ruth

--------------------------------
This email is a service from Tallgrass Support.

[2QX7KZ-PR0M]
`,
    html: tg_html(
      `<p style="margin:0 0 4px"><strong>Ruth</strong> (Tallgrass)</p>
<p style="margin:0 0 12px;color:#bbbbbb;font-size:13px">Oct 14, 2026, 3:21 PM CDT</p>
<div class="zd-comment"><p>Hi Sam,</p>
<p>Sorry about that - the code I sent yesterday had already expired by the time you tried it (they only last 30 minutes). I've issued a fresh one for the address sam.reader@inbox.example:</p>
<p><strong style="font-size:18px">771405</strong></p>
<p>Enter it under Settings &gt; Account &gt; E-mail and you should be all set. Let me know if it still won't take.</p>
<p>Ruth<br>Tallgrass Customer Care</p></div>`,
      `<p style="margin:0"><strong>Sam Reader</strong> &middot; Oct 14, 2026, 9:02 AM CDT</p>
<p>Hi, the code didn't work, it says "invalid or expired". Sam</p>
<p style="margin:12px 0 0"><strong>Ruth</strong> (Tallgrass) &middot; Oct 13, 2026, 4:47 PM CDT</p>
<p>Hi Sam, I've triggered a verification for your new address manually. Your code is 230918. Please enter it in the app within 30 minutes.<br>Ruth</p>`,
    ),
    enc: "qp",
  },
  {
    family: "tallgrass-support",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://account.tallgrass.io/password/reset?t=b61f0c9e7a3d4c28&u=5518302",
    from: "Tallgrass Support <support@tallgrass.help>",
    subject: "[Tallgrass] Re: Locked out after changing phone",
    date: at(2026, 10, 29, 11, 4, 40, "-0500"),
    text: `##- Please type your reply above this line -##

Your request (#88467) has been updated. To add additional comments, reply to this email.

----------------------------------------------

Marcus (Tallgrass)

Oct 29, 2026, 11:04 AM CDT

Hi Sam,

Thanks for confirming the last four digits of the card on file (•••• 4821). I've removed the old phone from your account and sent you a new reset link. The link from Monday is no longer valid, so please use this one:

https://account.tallgrass.io/password/reset?t=b61f0c9e7a3d4c28&u=5518302

It will work for the next 24 hours. Once you're in, you can add your new phone under Security.

Best,
Marcus

----------------------------------------------

Marcus (Tallgrass)

Oct 26, 2026, 2:15 PM CDT

> Hi Sam, you can reset your password here:
> https://account.tallgrass.io/password/reset?t=0e93aa71c2f84b10&u=5518302
> Marcus

--------------------------------
This email is a service from Tallgrass Support.

[7RWN0D-LV3E]
`,
    html: tg_html(
      `<p style="margin:0 0 4px"><strong>Marcus</strong> (Tallgrass)</p>
<p style="margin:0 0 12px;color:#bbbbbb;font-size:13px">Oct 29, 2026, 11:04 AM CDT</p>
<div class="zd-comment"><p>Hi Sam,</p>
<p>Thanks for confirming the last four digits of the card on file (&bull;&bull;&bull;&bull; 4821). I've removed the old phone from your account and sent you a new reset link. The link from Monday is no longer valid, so please use this one:</p>
<p><a href="https://account.tallgrass.io/password/reset?t=b61f0c9e7a3d4c28&amp;u=5518302" rel="noreferrer">https://account.tallgrass.io/password/reset?t=b61f0c9e7a3d4c28&amp;u=5518302</a></p>
<p>It will work for the next 24 hours. Once you're in, you can add your new phone under Security.</p>
<p>Best,<br>Marcus</p></div>`,
      `<p style="margin:0"><strong>Marcus</strong> (Tallgrass) &middot; Oct 26, 2026, 2:15 PM CDT</p>
<p>Hi Sam, you can reset your password here: <a href="https://account.tallgrass.io/password/reset?t=0e93aa71c2f84b10&amp;u=5518302">https://account.tallgrass.io/password/reset?t=0e93aa71c2f84b10&amp;u=5518302</a><br>Marcus</p>`,
    ),
  },
  {
    family: "tallgrass-support",
    group: "negative",
    lang: "en",
    kind: "ticket-solved",
    code: null,
    link: null,
    from: "Tallgrass Support <support@tallgrass.help>",
    subject: "[Tallgrass] Request #88467 has been solved",
    date: at(2026, 11, 2, 8, 0, 12, "-0600"),
    text: `##- Please type your reply above this line -##

Your request (#88467) "Locked out after changing phone" has been marked as solved. If you still need help, just reply to this email within 7 days and the ticket will reopen.

How would you rate the support you received?
Good, I'm satisfied: https://tallgrass.help/requests/88467/satisfaction/new/k2Lq9?rating=good
Bad, I'm unsatisfied: https://tallgrass.help/requests/88467/satisfaction/new/k2Lq9?rating=bad

----------------------------------------------

Sam Reader

Oct 29, 2026, 12:40 PM CDT

> That worked, thanks Marcus! New phone is added.

--------------------------------
This email is a service from Tallgrass Support.
`,
    html: tg_html(
      `<p>Your request (#88467) "Locked out after changing phone" has been marked as solved. If you still need help, just reply to this email within 7 days and the ticket will reopen.</p>
<p><strong>How would you rate the support you received?</strong></p>
<p><a href="https://tallgrass.help/requests/88467/satisfaction/new/k2Lq9?rating=good" style="display:inline-block;padding:8px 14px;background:#2f9e44;color:#fff;text-decoration:none;border-radius:4px">Good, I'm satisfied</a>
&nbsp; <a href="https://tallgrass.help/requests/88467/satisfaction/new/k2Lq9?rating=bad" style="display:inline-block;padding:8px 14px;background:#e03131;color:#fff;text-decoration:none;border-radius:4px">Bad, I'm unsatisfied</a></p>`,
      `<p style="margin:0"><strong>Sam Reader</strong> &middot; Oct 29, 2026, 12:40 PM CDT</p>
<p>That worked, thanks Marcus! New phone is added.</p>`,
    ),
  },
];

// ------------------------------------------------------------ pixelgarden (Markdown-like text-only)

const pixelgarden: Mail[] = [
  {
    family: "pixelgarden",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: "https://pixelgarden.app/auth/magic?token=pg_mk_9d2a71f0c4be4e6c8a1b&next=%2Fboards%2Fspring-launch",
    from: "Pixelgarden <login@pixelgarden.app>",
    subject: "Your Pixelgarden sign-in link",
    date: at(2026, 9, 8, 7, 55, 3),
    text: `# Sign in to Pixelgarden

Hi Sam,

Someone (hopefully you) asked to sign in to **Pixelgarden** with this address from *Firefox on Linux*, near Leeds, UK.

[Sign in to Pixelgarden](https://pixelgarden.app/auth/magic?token=pg_mk_9d2a71f0c4be4e6c8a1b&next=%2Fboards%2Fspring-launch)

If the button above doesn't work, copy this address into your browser:

<https://pixelgarden.app/auth/magic?token=pg_mk_9d2a71f0c4be4e6c8a1b&next=%2Fboards%2Fspring-launch>

The link expires in 15 minutes and can be used once.

---

Didn't ask for this? You can ignore this mail; nobody can sign in without the link.
Questions: <https://pixelgarden.app/help> · Pixelgarden Ltd, 3 Wharf Approach, Leeds LS1 4BR
`,
    html: null,
  },
  {
    family: "pixelgarden",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "394-201",
    link: null,
    from: "Pixelgarden <login@pixelgarden.app>",
    subject: "Confirm your new e-mail address",
    date: at(2026, 9, 21, 19, 12, 48, "+0100"),
    text: `## Confirm your new e-mail address

You changed the e-mail address on your Pixelgarden workspace **Spring launch** to this one. To finish, type this code in the dialog that is still open in Pixelgarden:

\`\`\`
394-201
\`\`\`

* The code is valid for 10 minutes.
* Until you confirm, we keep sending mail to your old address (s.r****@old-mail.example).
* Workspace owners on the Team plan ($12/seat/month) can see this change in the audit log.

---
Pixelgarden Ltd · 3 Wharf Approach · Leeds LS1 4BR · <https://pixelgarden.app/privacy>
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "pixelgarden",
    group: "negative",
    lang: "en",
    kind: "recovery-codes",
    code: null,
    link: null,
    from: "Pixelgarden <security@pixelgarden.app>",
    subject: "Two-step verification is on - save your recovery codes",
    date: at(2026, 9, 22, 8, 3, 19, "+0100"),
    text: `# Two-step verification is on

You turned on two-step verification for **sam.reader@inbox.example** on 22 September 2026 at 08:02 (BST).

From now on Pixelgarden will ask for a code from your authenticator app each time you sign in on a new device.

## Your recovery codes

Keep these somewhere safe. Each one works once, if you lose your phone:

    7KQ2-MZ4P    R9TD-61XW
    4HBN-Q0CE    W2JS-8LVA
    PZ5M-3KRT    6GYE-NF07
    C1VX-HD92    T8QA-54UB

You can create a fresh set at any time under **Settings → Security**: <https://pixelgarden.app/settings/security>

---
If you didn't turn this on, reply to this e-mail right away.
Pixelgarden Ltd · 3 Wharf Approach · Leeds LS1 4BR
`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ ruderverein-elbaue (Gmail-composed, de)

const ruderverein: Mail[] = [
  {
    family: "ruderverein-elbaue",
    group: "regional",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://mitglieder.rv-elbaue.de/einladung/annehmen?code=e8K2vQ7nRt4mZp1Lx9&verein=2041",
    from: "Jörg Sauerbrey <joerg.sauerbrey@gmail.com>",
    subject: "Zugang zum neuen Mitgliederbereich",
    date: at(2026, 4, 12, 21, 37, 2, "+0200"),
    text: `Hallo Sam,

wie auf der Jahreshauptversammlung besprochen, ziehen wir mit Bootsreservierung, Fahrtenbuch und Beitragsverwaltung in den neuen Mitgliederbereich um. Ich habe dich dort schon angelegt, du musst nur noch die Einladung annehmen und ein Passwort vergeben:

https://mitglieder.rv-elbaue.de/einladung/annehmen?code=e8K2vQ7nRt4mZp1Lx9&v
erein=2041

(Falls der Link in deinem Mailprogramm umgebrochen ist, bitte beide Zeilen zusammen in den Browser kopieren.)

Der Beitrag für 2026 (96 €) wird wie immer am 1. Mai eingezogen. Bei Fragen einfach anrufen: 0351 4418 27.

Sportliche Grüße
Jörg

--
Jörg Sauerbrey
Schriftwart, Ruderverein Elbaue 1921 e.V.
Am Bootshaus 3, 01139 Dresden
`,
    html: gmail(
      `<div>Hallo Sam,</div><div><br></div><div>wie auf der Jahreshauptversammlung besprochen, ziehen wir mit Bootsreservierung, Fahrtenbuch und Beitragsverwaltung in den neuen Mitgliederbereich um. Ich habe dich dort schon angelegt, du musst nur noch die Einladung annehmen und ein Passwort vergeben:</div><div><br></div><div><a href="https://mitglieder.rv-elbaue.de/einladung/annehmen?code=e8K2vQ7nRt4mZp1Lx9&amp;verein=2041">https://mitglieder.rv-elbaue.de/einladung/annehmen?code=e8K2vQ7nRt4mZp1Lx9&amp;verein=2041</a></div><div><br></div><div>(Falls der Link in deinem Mailprogramm umgebrochen ist, bitte beide Zeilen zusammen in den Browser kopieren.)</div><div><br></div><div>Der Beitrag für 2026 (96 €) wird wie immer am 1. Mai eingezogen. Bei Fragen einfach anrufen: 0351 4418 27.</div><div><br></div><div>Sportliche Grüße</div><div>Jörg</div>`,
      `<div>Jörg Sauerbrey</div><div>Schriftwart, Ruderverein Elbaue 1921 e.V.</div><div>Am Bootshaus 3, 01139 Dresden</div>`,
    ),
    enc: "qp",
  },
  {
    family: "ruderverein-elbaue",
    group: "negative",
    lang: "de",
    kind: "code-reminder",
    code: null,
    link: null,
    from: "Jörg Sauerbrey <joerg.sauerbrey@gmail.com>",
    subject: "Re: Zugang zum neuen Mitgliederbereich",
    date: at(2026, 4, 16, 8, 12, 55, "+0200"),
    text: `Hallo Sam,

kurze Erinnerung: Das System hat dir beim Annehmen der Einladung einen sechsstelligen Bestätigungscode per SMS geschickt. Den musst du beim ersten Login noch eingeben, sonst bleibt dein Zugang gesperrt. Er gilt noch bis Freitag, 18 Uhr. Schau einfach in deine SMS vom Montag.

Falls nichts angekommen ist, sag Bescheid, dann schicke ich dir einen neuen.

Grüße
Jörg

Am So., 12. Apr. 2026 um 21:37 Uhr schrieb Jörg Sauerbrey <joerg.sauerbrey@gmail.com>:
> Hallo Sam,
>
> wie auf der Jahreshauptversammlung besprochen, ziehen wir mit
> Bootsreservierung, Fahrtenbuch und Beitragsverwaltung in den neuen
> Mitgliederbereich um.
`,
    html:
      `<div dir="ltr"><div>Hallo Sam,</div><div><br></div><div>kurze Erinnerung: Das System hat dir beim Annehmen der Einladung einen sechsstelligen Bestätigungscode per SMS geschickt. Den musst du beim ersten Login noch eingeben, sonst bleibt dein Zugang gesperrt. Er gilt noch bis Freitag, 18 Uhr. Schau einfach in deine SMS vom Montag.</div><div><br></div><div>Falls nichts angekommen ist, sag Bescheid, dann schicke ich dir einen neuen.</div><div><br></div><div>Grüße</div><div>Jörg</div></div><br><div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">Am So., 12. Apr. 2026 um 21:37 Uhr schrieb Jörg Sauerbrey &lt;<a href="mailto:joerg.sauerbrey@gmail.com">joerg.sauerbrey@gmail.com</a>&gt;:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex"><div dir="ltr"><div>Hallo Sam,</div><div><br></div><div>wie auf der Jahreshauptversammlung besprochen, ziehen wir mit Bootsreservierung, Fahrtenbuch und Beitragsverwaltung in den neuen Mitgliederbereich um.</div></div></blockquote></div>
`,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ bonenbranderij-dekok (HTML-only, nl)

const DK_SP =
  "https://spgo.io/f/a/Vq0xk2cR7jP_yJ9nE3aLhQ~~/AAQRxRA~/RgRnT8kYP0QvaHR0cHM6Ly93d3cuYm9uZW5icmFuZGVyaWotZGVrb2submwvbmlldXdzYnJpZWYvYmV2ZXN0aWc_dD1uYjdGcTJXeFBzOVcDc3BjQgpmK1r1KmZ3sPwvUhhzYW0ucmVhZGVyQGluYm94LmV4YW1wbGVYBAAAAAA~";

const bonenbranderij: Mail[] = [
  {
    family: "bonenbranderij-dekok",
    group: "regional",
    lang: "nl",
    kind: "confirm-subscription",
    code: null,
    link: DK_SP,
    from: "Bonenbranderij De Kok <nieuws@bonenbranderij-dekok.nl>",
    subject: "Nog één klik: bevestig je aanmelding",
    date: at(2026, 3, 2, 14, 8, 31, "+0100"),
    text: "",
    html: `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Bevestig je aanmelding</title>
<style>@media only screen and (max-width:600px){.w{width:100%!important}}</style></head>
<body style="margin:0;padding:0;background:#f3ede4">
<div style="display:none;max-height:0;overflow:hidden">Bevestig je e-mailadres en ontvang elke maand onze nieuwe branding als eerste.&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#f3ede4"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" class="w" width="560" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-radius:6px">
<tr><td align="center" style="padding:28px 0 8px"><img src="https://cdn.bonenbranderij-dekok.nl/mail/logo-dekok.png" width="150" alt="Bonenbranderij De Kok" style="display:block;border:0"></td></tr>
<tr><td style="padding:8px 40px 0;font-family:Georgia,serif;font-size:24px;color:#3b2a1e;text-align:center">Welkom bij de koffiebrief</td></tr>
<tr><td style="padding:16px 40px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#4a3b30">Leuk dat je je hebt aangemeld op onze site! Omdat we alleen mailen naar mensen die dat echt willen, vragen we je je aanmelding nog even te bevestigen. Daarna krijg je één keer per maand onze nieuwe oogsten, brouwtips en uitnodigingen voor proeverijen in de branderij aan de Havenstraat.</td></tr>
<tr><td align="center" style="padding:8px 40px 28px">
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td bgcolor="#b4532a" style="border-radius:24px">
<a href="${DK_SP}" target="_blank" style="display:inline-block;padding:13px 30px;font-family:Helvetica,Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none">Ja, aanmelding bevestigen</a>
</td></tr></table></td></tr>
<tr><td style="padding:0 40px 24px;font-family:Helvetica,Arial,sans-serif;font-size:13px;line-height:19px;color:#8a7a6d">Heb je je niet aangemeld? Dan hoef je niets te doen; zonder bevestiging sturen we je niets.</td></tr>
</table>
<table role="presentation" class="w" width="560" cellpadding="0" cellspacing="0"><tr><td style="padding:18px 20px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#9b8b7e;text-align:center">
Bonenbranderij De Kok · Havenstraat 41 · 1271 AD Huizen · 035 525 18 40<br>
<a href="https://www.instagram.com/bonenbranderijdekok" style="color:#9b8b7e">Instagram</a> · <a href="https://www.bonenbranderij-dekok.nl/privacy" style="color:#9b8b7e">Privacy</a> · © 2026
</td></tr></table>
</td></tr></table>
<img src="https://spgo.io/q/o/AAQRxRA~/RgRnT8kYPlcDc3BjQgpmK1r1" width="1" height="1" alt="" style="display:none">
</body></html>
`,
    html_enc: "qp",
  },
  {
    family: "bonenbranderij-dekok",
    group: "negative",
    lang: "nl",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Bonenbranderij De Kok <bestellingen@bonenbranderij-dekok.nl>",
    subject: "Je bestelling #DK-20931 is onderweg ☕",
    date: at(2026, 3, 19, 16, 44, 2, "+0100"),
    text: "",
    html: `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>Onderweg</title></head>
<body style="margin:0;background:#f3ede4;font-family:Helvetica,Arial,sans-serif">
<div style="display:none">Verwachte bezorging: vrijdag 20 maart tussen 10:15 en 12:45</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td style="padding:28px 36px 8px;font-size:22px;color:#3b2a1e;font-family:Georgia,serif">Je koffie is onderweg!</td></tr>
<tr><td style="padding:8px 36px;font-size:15px;line-height:22px;color:#4a3b30">Bestelling <strong>#DK-20931</strong> is vanochtend gebrand en om 15:30 meegegeven aan PostNL. Verwachte bezorging: vrijdag 20 maart tussen 10:15 en 12:45.</td></tr>
<tr><td style="padding:8px 36px"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;color:#4a3b30;border-top:1px solid #eadfd2">
<tr><td>Ethiopië Guji, 500 g, bonen</td><td align="right">€ 17,50</td></tr>
<tr><td>Huisblend Havenstraat, 1 kg, filtermaling</td><td align="right">€ 27,95</td></tr>
<tr><td>Verzending</td><td align="right">€ 0,00</td></tr>
<tr><td style="border-top:1px solid #eadfd2"><strong>Totaal</strong></td><td align="right" style="border-top:1px solid #eadfd2"><strong>€ 45,45</strong></td></tr>
</table></td></tr>
<tr><td style="padding:12px 36px;font-size:14px;color:#4a3b30">Track &amp; Trace: <a href="https://jouw.postnl.nl/track-and-trace/3SDKOK0048213-NL-1271AD" style="color:#b4532a">3SDKOK0048213</a></td></tr>
<tr><td style="padding:12px 36px 28px"><div style="border:2px dashed #b4532a;padding:14px;text-align:center;font-size:14px;color:#4a3b30">Bedankt voor je bestelling! Met de eenmalige code <strong style="font-size:18px;letter-spacing:2px">KOFFIE-Q7M3</strong> krijg je 10% korting op je volgende bestelling (geldig tot 30 april 2026).</div></td></tr>
</table>
<p style="font-size:11px;color:#9b8b7e">Bonenbranderij De Kok · Havenstraat 41 · 1271 AD Huizen · KvK 71844302</p>
</td></tr></table></body></html>
`,
    html_enc: "b64",
  },
];

// ------------------------------------------------------------ atelier-brume (fr: shop mail, Apple Mail reply)

const atelier: Mail[] = [
  {
    family: "atelier-brume",
    group: "regional",
    lang: "fr",
    kind: "verify-code",
    code: "4471",
    link: null,
    from: "Atelier Brume <bonjour@atelier-brume.fr>",
    subject: "Votre compte Atelier Brume",
    date: at(2026, 2, 9, 18, 2, 44, "+0100"),
    text: `Bonjour,

Merci d'avoir créé un compte sur la boutique de l'Atelier Brume. Nous sommes un tout petit atelier de céramique installé à Nantes depuis 2014 : chaque bol, chaque tasse et chaque vase est tourné et émaillé à la main, puis cuit deux fois dans notre four à gaz. C'est pour cela que certaines pièces partent en quelques heures et que nous ne pouvons pas toujours les refaire à l'identique. Avec un compte, vous pourrez suivre vos commandes, garder vos adresses de livraison et être prévenu(e) dès qu'une fournée sort du four.

Il reste une dernière étape : pour confirmer que cette adresse e-mail est bien la vôtre, recopiez le code ci-dessous dans la fenêtre d'inscription.

Votre code : 4471

À très vite,
Claire & Mathis
Atelier Brume — 12 rue Lamoricière, 44100 Nantes — 02 40 71 38 96
`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef0ee">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:30px 10px">
<table width="520" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;font-family:'Helvetica Neue',Helvetica,sans-serif;color:#3c4542">
<tr><td style="padding:30px 40px 10px"><img src="https://atelier-brume.fr/cdn/shop/files/brume-logo.png" width="110" alt="Atelier Brume"></td></tr>
<tr><td style="padding:10px 40px;font-size:15px;line-height:24px">
<p>Bonjour,</p>
<p>Merci d'avoir créé un compte sur la boutique de l'Atelier Brume. Nous sommes un tout petit atelier de céramique installé à Nantes depuis 2014&nbsp;: chaque bol, chaque tasse et chaque vase est tourné et émaillé à la main, puis cuit deux fois dans notre four à gaz. C'est pour cela que certaines pièces partent en quelques heures et que nous ne pouvons pas toujours les refaire à l'identique. Avec un compte, vous pourrez suivre vos commandes, garder vos adresses de livraison et être prévenu(e) dès qu'une fournée sort du four.</p>
<p>Il reste une dernière étape&nbsp;: pour confirmer que cette adresse e-mail est bien la vôtre, recopiez le code ci-dessous dans la fenêtre d'inscription.</p>
<p style="margin-top:26px">Votre code&nbsp;: <span style="font-family:Menlo,Consolas,monospace;font-size:20px;letter-spacing:6px;background:#eef0ee;padding:4px 10px">4471</span></p>
<p style="margin-top:26px">À très vite,<br>Claire &amp; Mathis</p>
</td></tr>
<tr><td style="padding:18px 40px 30px;font-size:11px;color:#8b9591;border-top:1px solid #e3e6e4">Atelier Brume — 12 rue Lamoricière, 44100 Nantes — 02 40 71 38 96<br><a href="https://atelier-brume.fr/policies/privacy-policy" style="color:#8b9591">Confidentialité</a> · <a href="https://www.instagram.com/atelier.brume" style="color:#8b9591">Instagram</a></td></tr>
</table></td></tr></table></body></html>
`,
    enc: "qp",
  },
  {
    family: "atelier-brume",
    group: "negative",
    lang: "fr",
    kind: "booking-notice",
    code: null,
    link: null,
    from: "Claire Morvan <claire@atelier-brume.fr>",
    subject: "Re: Stage de tournage du 14 mars",
    date: at(2026, 2, 24, 22, 15, 8, "+0100"),
    text: `Bonsoir Sam,

C'est noté, je vous ai inscrit(e) au stage d'initiation du samedi 14 mars, de 9 h 30 à 16 h. Vous serez au tour n° 3, à côté de la fenêtre. Votre réservation porte le numéro AB-2291 ; le solde de 85 € se règle sur place (espèces ou carte).

Pensez à prendre des vêtements qui ne craignent rien et à couper vos ongles court !

Belle soirée,
Claire

Claire Morvan
Atelier Brume
12 rue Lamoricière, 44100 Nantes
06 12 48 90 33

> Le 24 févr. 2026 à 19:02, Sam Reader <sam.reader@inbox.example> a écrit :
>
> Bonjour, reste-t-il une place pour le stage du 14 mars ? Merci !
`,
    html: apple(
      `Bonsoir Sam,<div><br></div><div>C’est noté, je vous ai inscrit(e) au stage d’initiation du samedi 14 mars, de 9&nbsp;h&nbsp;30 à 16&nbsp;h. Vous serez au tour n°&nbsp;3, à côté de la fenêtre. Votre réservation porte le numéro <b>AB-2291</b>&nbsp;; le solde de 85&nbsp;€ se règle sur place (espèces ou carte).</div><div><br></div><div>Pensez à prendre des vêtements qui ne craignent rien et à couper vos ongles court&nbsp;!</div><div><br></div><div>Belle soirée,</div><div>Claire</div><div><br><div>
<div style="color: rgb(0, 0, 0); letter-spacing: normal; text-align: start; text-indent: 0px; text-transform: none; white-space: normal; word-spacing: 0px;"><div>Claire Morvan</div><div>Atelier Brume</div><div>12 rue Lamoricière, 44100 Nantes</div><div>06 12 48 90 33</div></div>
</div>
<div><br><blockquote type="cite"><div>Le 24 févr. 2026 à 19:02, Sam Reader &lt;sam.reader@inbox.example&gt; a écrit&nbsp;:</div><br class="Apple-interchange-newline"><div><div>Bonjour, reste-t-il une place pour le stage du 14 mars ? Merci !</div></div></blockquote></div><br></div>`,
    ),
    enc: "qp",
  },
];

// ------------------------------------------------------------ ferrovia-lume (it: ticket, prefixed code)

const ferrovia: Mail[] = [
  {
    family: "ferrovia-lume",
    group: "negative",
    lang: "it",
    kind: "ticket",
    code: null,
    link: null,
    from: "Ferrovia Lume <biglietti@ferrovialume.it>",
    subject: "Il tuo biglietto: Bologna C.le → Lecce, 3 luglio 2026 (PNR QX7R4M)",
    date: at(2026, 6, 21, 12, 30, 5, "+0200"),
    text: `FERROVIA LUME - Biglietto elettronico

Gentile Sam Reader,
grazie per aver viaggiato con noi. Trovi il biglietto in allegato (PDF); mostralo al personale di bordo dal telefono o stampato.

Codice prenotazione (PNR): QX7R4M
Treno: FL 8841 "Adriatico"
Partenza: Bologna Centrale, 03/07/2026 ore 07:18 - binario 5
Arrivo: Lecce, 03/07/2026 ore 14:02
Carrozza 6 - Posto 42A (finestrino)
Tariffa: Economy, non rimborsabile
Importo pagato: 54,90 EUR (carta •••• 4821)
Numero biglietto: 3102 7748 9915

Cambio gratuito fino a 30 minuti prima della partenza da app o sito.

Ferrovia Lume S.p.A. - Via del Lavoro 18, 40127 Bologna - P.IVA 03518620372
Assistenza: 051 0938 441
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f4f7">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#1d2433">
<tr><td style="background:#0b3d91;padding:18px 24px"><img src="https://static.ferrovialume.it/mail/logo-bianco.png" alt="Ferrovia Lume" width="140"></td></tr>
<tr><td style="padding:22px 24px 6px;font-size:15px">Gentile Sam Reader,<br>grazie per aver viaggiato con noi. Trovi il biglietto in allegato (PDF); mostralo al personale di bordo dal telefono o stampato.</td></tr>
<tr><td style="padding:12px 24px"><table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #d7dce5;border-radius:6px">
<tr><td colspan="3" style="padding:14px;font-size:12px;color:#6b7385">CODICE PRENOTAZIONE (PNR)<br><span style="font-size:30px;font-weight:bold;letter-spacing:4px;color:#0b3d91">QX7R4M</span></td></tr>
<tr><td style="padding:10px 14px;font-size:20px;font-weight:bold">07:18<br><span style="font-size:13px;font-weight:normal">Bologna Centrale</span></td><td align="center" style="font-size:12px;color:#6b7385">FL 8841<br>6 h 44 min</td><td align="right" style="padding:10px 14px;font-size:20px;font-weight:bold">14:02<br><span style="font-size:13px;font-weight:normal">Lecce</span></td></tr>
<tr><td style="padding:10px 14px;font-size:13px">Ven 3 luglio 2026<br>Binario 5</td><td align="center" style="font-size:13px">Carrozza <b>6</b></td><td align="right" style="padding:10px 14px;font-size:13px">Posto <b>42A</b></td></tr>
</table></td></tr>
<tr><td style="padding:6px 24px;font-size:13px;color:#4a5263">Tariffa Economy, non rimborsabile · Importo pagato 54,90 € (carta •••• 4821) · Biglietto n. 3102 7748 9915</td></tr>
<tr><td style="padding:12px 24px"><a href="https://www.ferrovialume.it/it/area-riservata/viaggi/QX7R4M" style="color:#0b3d91">Gestisci il viaggio</a> · Cambio gratuito fino a 30 minuti prima della partenza.</td></tr>
<tr><td style="padding:18px 24px;font-size:11px;color:#8a92a3;border-top:1px solid #e5e8ee">Ferrovia Lume S.p.A. - Via del Lavoro 18, 40127 Bologna - P.IVA 03518620372 - Assistenza 051 0938 441</td></tr>
</table></td></tr></table></body></html>
`,
    enc: "8bit",
    attachment: [
      "Biglietto_QX7R4M.pdf",
      "application/pdf",
      pdf("FERROVIA LUME - PNR QX7R4M - FL 8841 Bologna C.le 07:18 - Lecce 14:02 - Carr. 6 Posto 42A"),
    ],
  },
  {
    family: "ferrovia-lume",
    group: "regional",
    lang: "it",
    kind: "login-code",
    code: "FL-448120",
    code_digits: "448120",
    link: null,
    from: "Ferrovia Lume <noreply@ferrovialume.it>",
    subject: "Codice di accesso all'area riservata",
    date: at(2026, 7, 1, 6, 51, 37, "+0200"),
    text: `Ciao Sam,

per completare l'accesso all'area riservata inserisci questo codice:

    FL-448120

(nel modulo scrivi solo le 6 cifre dopo "FL-").

Il codice scade tra 5 minuti. Se non hai provato ad accedere, cambia subito la password da https://www.ferrovialume.it/it/area-riservata/sicurezza

Ferrovia Lume
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f4f7">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#1d2433">
<tr><td style="background:#0b3d91;padding:14px 24px"><img src="https://static.ferrovialume.it/mail/logo-bianco.png" alt="Ferrovia Lume" width="120"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px">Ciao Sam,<br><br>per completare l'accesso all'area riservata inserisci questo codice:</td></tr>
<tr><td align="center" style="padding:0 24px"><div style="font-family:'Courier New',Courier,monospace;font-size:28px;font-weight:bold;border:1px solid #c8cfdb;background:#f6f8fb;padding:14px 0;width:100%">FL-448120</div></td></tr>
<tr><td style="padding:10px 24px;font-size:13px;color:#6b7385">Nel modulo scrivi solo le 6 cifre dopo "FL-". Il codice scade tra 5 minuti.</td></tr>
<tr><td style="padding:10px 24px 24px;font-size:13px;color:#6b7385">Se non hai provato ad accedere, <a href="https://www.ferrovialume.it/it/area-riservata/sicurezza" style="color:#0b3d91">cambia subito la password</a>.</td></tr>
</table></td></tr></table></body></html>
`,
    enc: "b64",
  },
];

// ------------------------------------------------------------ tsukimi-shoten (ja: letter-style text, digit cells)

const tsukimi: Mail[] = [
  {
    family: "tsukimi-shoten",
    group: "regional",
    lang: "ja",
    kind: "verify-code",
    code: "730562",
    link: null,
    from: "月見書店 <info@tsukimi-shoten.jp>",
    subject: "【月見書店】メールアドレス確認のお願い",
    date: at(2026, 5, 20, 9, 3, 11, "+0900"),
    text: `サム・リーダー 様

このたびは月見書店の電子書籍ストアにご登録いただき、誠にありがとうございます。
当店では、お客様の大切なアカウントを守るため、ご登録いただいたメールアドレスが
ご本人様のものであることを確認させていただいております。
お手数ではございますが、登録画面に以下の確認コードをご入力ください。

確認コード：730562

※本コードの有効期限は発行から30分です。
※お心当たりのない場合は、本メールを破棄してください。

今後とも月見書店をよろしくお願い申し上げます。

──────────────────────
月見書店 電子書籍ストア
〒604-8005 京都府京都市中京区三条通河原町東入 2-14
TEL 075-221-4708（平日10:00〜18:00）
https://www.tsukimi-shoten.jp/
──────────────────────
`,
    html: null,
    enc: "b64",
  },
  {
    family: "tsukimi-shoten",
    group: "regional",
    lang: "ja",
    kind: "login-code",
    code: "918274",
    link: null,
    from: "月見書店 <info@tsukimi-shoten.jp>",
    subject: "【月見書店】ログイン用ワンタイムパスワード",
    date: at(2026, 6, 2, 23, 48, 0, "+0900"),
    text: `サム・リーダー 様

新しい端末からのログインを受け付けました。
ワンタイムパスワード：9 1 8 2 7 4

有効期限：2026年6月2日 23:58まで
月見書店 https://www.tsukimi-shoten.jp/
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#faf7f0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #2c3e6b;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;color:#333">
<tr><td style="padding:24px 28px 8px;font-size:14px;line-height:24px">サム・リーダー 様<br><br>新しい端末（iPhone / Safari）からのログインを受け付けました。<br>以下のワンタイムパスワードを画面に入力してください。</td></tr>
<tr><td align="center" style="padding:16px 28px">
<table cellpadding="0" cellspacing="6" role="presentation"><tr>
<td width="40" height="52" align="center" style="border:1px solid #c9cfdc;border-radius:4px;font-size:26px;font-weight:bold;color:#2c3e6b">9</td>
<td width="40" height="52" align="center" style="border:1px solid #c9cfdc;border-radius:4px;font-size:26px;font-weight:bold;color:#2c3e6b">1</td>
<td width="40" height="52" align="center" style="border:1px solid #c9cfdc;border-radius:4px;font-size:26px;font-weight:bold;color:#2c3e6b">8</td>
<td width="40" height="52" align="center" style="border:1px solid #c9cfdc;border-radius:4px;font-size:26px;font-weight:bold;color:#2c3e6b">2</td>
<td width="40" height="52" align="center" style="border:1px solid #c9cfdc;border-radius:4px;font-size:26px;font-weight:bold;color:#2c3e6b">7</td>
<td width="40" height="52" align="center" style="border:1px solid #c9cfdc;border-radius:4px;font-size:26px;font-weight:bold;color:#2c3e6b">4</td>
</tr></table></td></tr>
<tr><td style="padding:8px 28px;font-size:13px;color:#666">有効期限：2026年6月2日 23:58まで</td></tr>
<tr><td style="padding:16px 28px 24px;font-size:12px;color:#999;border-top:1px solid #eee">月見書店 電子書籍ストア ／ 〒604-8005 京都府京都市中京区三条通河原町東入 2-14 ／ TEL 075-221-4708<br><a href="https://www.tsukimi-shoten.jp/help/" style="color:#999">ヘルプ</a>｜<a href="https://www.tsukimi-shoten.jp/privacy/" style="color:#999">個人情報の取り扱い</a></td></tr>
</table></td></tr></table></body></html>
`,
    enc: "b64",
  },
  {
    family: "tsukimi-shoten",
    group: "negative",
    lang: "ja",
    kind: "receipt",
    code: null,
    link: null,
    from: "月見書店 <order@tsukimi-shoten.jp>",
    subject: "【月見書店】ご購入ありがとうございます（注文番号 TS-2606-004481）",
    date: at(2026, 6, 3, 0, 2, 19, "+0900"),
    text: `サム・リーダー 様

月見書店をご利用いただきありがとうございます。
以下の内容でご注文を承りました。

■ 注文番号：TS-2606-004481
■ 注文日時：2026年6月3日 0:02

『夜の図書館』 上巻（電子版）  ¥1,320
『夜の図書館』 下巻（電子版）  ¥1,320
──────────────
合計 ¥2,640（税込）
獲得ポイント 26pt（ポイント残高 412pt）

ご購入の作品は「本棚」からすぐにお読みいただけます。
https://www.tsukimi-shoten.jp/bookshelf/

月見書店 電子書籍ストア
TEL 075-221-4708
`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ qingcheng-pan (zh: code in image alt, login alert)

const qingcheng: Mail[] = [
  {
    family: "qingcheng-pan",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "618204",
    link: null,
    from: "青橙网盘 <no-reply@qingchengpan.cn>",
    subject: "青橙网盘邮箱验证码",
    date: at(2026, 8, 11, 20, 14, 52, "+0800"),
    text: `尊敬的用户：

您正在绑定邮箱 sam.reader@inbox.example，验证码为：618 204
验证码10分钟内有效，请勿泄露给他人。

青橙网盘团队
客服热线：400-820-6618
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f6f8">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:'PingFang SC','Microsoft YaHei',sans-serif;color:#333">
<tr><td style="padding:26px 36px;border-bottom:1px solid #f0f0f0"><img src="https://static.qingchengpan.cn/mail/logo.png" alt="青橙网盘" height="28"></td></tr>
<tr><td style="padding:28px 36px 10px;font-size:15px;line-height:26px">尊敬的用户：<br>您正在绑定邮箱 <a href="mailto:sam.reader@inbox.example" style="color:#ff7a1a;text-decoration:none">sam.reader@inbox.example</a>，请在页面中输入以下验证码完成验证：</td></tr>
<tr><td style="padding:10px 36px">
<table cellpadding="0" cellspacing="0"><tr>
<td style="padding-right:14px"><img src="https://static.qingchengpan.cn/mail/otp/618204.png?sig=4be1c0" alt="验证码 618204" width="180" height="48" style="display:block"></td>
<td style="font-size:32px;font-weight:bold;color:#ff7a1a;letter-spacing:3px">618 204</td>
</tr></table></td></tr>
<tr><td style="padding:14px 36px 28px;font-size:13px;color:#999;line-height:22px">验证码10分钟内有效，请勿泄露给他人。如非本人操作，请忽略此邮件。</td></tr>
<tr><td style="padding:18px 36px;background:#fafafa;font-size:12px;color:#aaa;border-radius:0 0 8px 8px">此邮件由系统自动发送，请勿直接回复。<br>客服热线：400-820-6618 ｜ <a href="https://www.qingchengpan.cn/help" style="color:#aaa">帮助中心</a><br>© 2026 杭州青橙云科技有限公司 浙ICP备2021031448号</td></tr>
</table></td></tr></table></body></html>
`,
    enc: "b64",
  },
  {
    family: "qingcheng-pan",
    group: "negative",
    lang: "zh",
    kind: "login-alert",
    code: null,
    link: null,
    from: "青橙网盘 <security@qingchengpan.cn>",
    subject: "【安全提醒】您的账号在新设备上登录",
    date: at(2026, 8, 30, 3, 26, 9, "+0800"),
    text: `尊敬的用户：

您的青橙网盘账号（sam***@inbox.example）于 2026-08-30 03:25 在新设备上登录。
设备：Windows 11 · Chrome 131
地点：广东省 深圳市（IP 183.14.***.52）

如果是您本人操作，请忽略此邮件。
如果不是您本人操作，请立即冻结账号并修改密码：
https://account.qingchengpan.cn/security/freeze?ticket=fz_8c0e2a71d9

青橙网盘安全中心
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f6f8">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:'PingFang SC','Microsoft YaHei',sans-serif;color:#333">
<tr><td style="padding:26px 36px;border-bottom:1px solid #f0f0f0"><img src="https://static.qingchengpan.cn/mail/logo.png" alt="青橙网盘" height="28"></td></tr>
<tr><td style="padding:28px 36px 6px;font-size:20px;font-weight:bold">您的账号在新设备上登录</td></tr>
<tr><td style="padding:10px 36px;font-size:14px;line-height:26px">账号：sam***@inbox.example<br>时间：2026-08-30 03:25<br>设备：Windows 11 · Chrome 131<br>地点：广东省 深圳市（IP 183.14.***.52）</td></tr>
<tr><td style="padding:10px 36px;font-size:14px;line-height:24px">如果是您本人操作，请忽略此邮件。<br><b>不是本人操作？</b>请立即冻结账号，防止文件被下载或删除。</td></tr>
<tr><td align="center" style="padding:18px 36px 30px"><a href="https://account.qingchengpan.cn/security/freeze?ticket=fz_8c0e2a71d9" style="display:block;background:#e53935;color:#fff;font-size:18px;font-weight:bold;text-decoration:none;padding:16px 0;border-radius:6px">不是我，立即冻结账号</a></td></tr>
<tr><td style="padding:18px 36px;background:#fafafa;font-size:12px;color:#aaa">青橙网盘安全中心 ｜ 客服热线：400-820-6618<br>© 2026 杭州青橙云科技有限公司</td></tr>
</table></td></tr></table></body></html>
`,
    enc: "qp",
  },
];

// ------------------------------------------------------------ biblioteka-tarnowskie-gory (pl: VML button, Mailjet tracking)

const BT_MJ =
  "https://x8k2p.mjt.lu/lnk/AVQAAFpXr7YAAAAAAAAAAQ3kQ5kAAYCsOGQAAAAAABn7xwBnRk2Q9fLs1h9qRBiT0kCz8kjGZQAY4f0/1/p3Vd2mK9wQx7LrT0a8bN4g/aHR0cHM6Ly9rYXRhbG9nLmJpYmxpb3Rla2EtdGcucGwvY29udG8vYWt0eXdhY2phP3Q9Yms3cVIyd1o";

const biblioteka: Mail[] = [
  {
    family: "biblioteka-tarnowskie-gory",
    group: "regional",
    lang: "pl",
    kind: "activate-link",
    code: null,
    link: BT_MJ,
    from: "Biblioteka Miejska w Tarnowskich Górach <katalog@biblioteka-tg.pl>",
    subject: "Aktywuj konto czytelnika w katalogu online",
    date: at(2026, 1, 13, 11, 27, 40, "+0100"),
    text: `Dzień dobry,

w wypożyczalni założono dla Pani/Pana konto czytelnika (karta nr 0004 8213). Aby korzystać z katalogu online - rezerwować książki, przedłużać wypożyczenia i sprawdzać terminy zwrotu - prosimy aktywować konto i ustawić hasło:

${BT_MJ}

Link jest ważny 7 dni.

Biblioteka Miejska w Tarnowskich Górach
ul. Sienkiewicza 9, 42-600 Tarnowskie Góry
tel. 32 285 47 19
`,
    html: `<!DOCTYPE html>
<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" lang="pl"><head><meta charset="utf-8">
<!--[if mso]><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
</head><body style="margin:0;padding:0;background:#e9eef2">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="padding:24px 30px;background:#1f5c4a"><img src="https://biblioteka-tg.pl/wp-content/uploads/mail-naglowek.png" alt="Biblioteka Miejska w Tarnowskich Górach" width="300" style="display:block"></td></tr>
<tr><td style="padding:28px 30px 8px;font-family:Verdana,Arial,sans-serif;font-size:14px;line-height:22px;color:#263238">Dzień dobry,<br><br>w wypożyczalni założono dla Pani/Pana konto czytelnika (karta nr <b>0004 8213</b>). Aby korzystać z katalogu online - rezerwować książki, przedłużać wypożyczenia i sprawdzać terminy zwrotu - prosimy aktywować konto i ustawić hasło.</td></tr>
<tr><td align="center" style="padding:20px 30px">
<!--[if mso]>
<v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="${BT_MJ}" style="height:46px;v-text-anchor:middle;width:240px;" arcsize="10%" stroke="f" fillcolor="#1f5c4a">
<w:anchorlock/>
<center style="color:#ffffff;font-family:Verdana,sans-serif;font-size:15px;font-weight:bold;">Aktywuj konto</center>
</v:roundrect>
<![endif]-->
<!--[if !mso]><!-- --><a href="${BT_MJ}" style="background:#1f5c4a;border-radius:4px;color:#ffffff;display:inline-block;font-family:Verdana,sans-serif;font-size:15px;font-weight:bold;line-height:46px;text-align:center;text-decoration:none;width:240px;-webkit-text-size-adjust:none;mso-hide:all;">Aktywuj konto</a><!--<![endif]-->
</td></tr>
<tr><td style="padding:0 30px 26px;font-family:Verdana,Arial,sans-serif;font-size:12px;color:#607d8b">Link jest ważny 7 dni. Godziny otwarcia wypożyczalni: pon.-pt. 9:00-19:00, sob. 9:00-14:00.</td></tr>
<tr><td style="padding:18px 30px;background:#f4f6f8;font-family:Verdana,Arial,sans-serif;font-size:11px;color:#90a4ae">Biblioteka Miejska w Tarnowskich Górach · ul. Sienkiewicza 9, 42-600 Tarnowskie Góry · tel. 32 285 47 19<br><a href="https://biblioteka-tg.pl/rodo" style="color:#90a4ae">Klauzula informacyjna RODO</a></td></tr>
</table></td></tr></table>
<img src="https://x8k2p.mjt.lu/oo/AVQAAFpXr7YAAAAAAAAAAQ3kQ5kAAYCsOGQ/e1d2c3b4/e.gif" height="1" width="1" alt="" border="0" style="height:1px;width:1px;border:0;">
</body></html>
`,
    enc: "qp",
  },
  {
    family: "biblioteka-tarnowskie-gory",
    group: "negative",
    lang: "pl",
    kind: "reservation-ready",
    code: null,
    link: null,
    from: "Biblioteka Miejska w Tarnowskich Górach <katalog@biblioteka-tg.pl>",
    subject: "Zarezerwowana książka czeka na odbiór",
    date: at(2026, 2, 4, 8, 0, 3, "+0100"),
    text: `Dzień dobry,

zamówiona książka czeka na Panią/Pana w wypożyczalni głównej:

Tytuł: Olga Tokarczuk, "Empuzjon"
Sygnatura: 821.162.1-3 Tok
Półka odbioru: R-14
Do odbioru do: 11.02.2026

Prosimy zabrać kartę czytelnika (nr 0004 8213). Rezerwację można anulować w katalogu online: https://katalog.biblioteka-tg.pl/konto/rezerwacje

Biblioteka Miejska w Tarnowskich Górach
ul. Sienkiewicza 9, 42-600 Tarnowskie Góry, tel. 32 285 47 19
`,
    html: null,
    enc: "qp",
  },
];

// ------------------------------------------------------------ haneul-bike (ko: code in the subject only)

const haneul: Mail[] = [
  {
    family: "haneul-bike",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "482913",
    link: null,
    from: "하늘바이크 <noreply@haneulbike.kr>",
    subject: "[하늘바이크] 인증번호 [482913]을 입력해 주세요",
    date: at(2026, 5, 5, 7, 41, 26, "+0900"),
    text: `안녕하세요, 하늘바이크입니다.

회원가입을 위한 이메일 인증이 요청되었습니다.
메일 제목에 있는 6자리 인증번호를 앱 화면에 입력해 주세요.
인증번호는 3분간 유효합니다.

본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.

하늘바이크 고객센터 1588-4271 (평일 09:00~18:00)
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef6fb">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 8px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222">
<tr><td style="padding:24px 30px;background:#1e88e5"><img src="https://cdn.haneulbike.kr/mail/logo_w.png" alt="하늘바이크" height="26"></td></tr>
<tr><td style="padding:28px 30px;font-size:15px;line-height:26px">안녕하세요, 하늘바이크입니다.<br><br>회원가입을 위한 이메일 인증이 요청되었습니다.<br><b>메일 제목에 있는 6자리 인증번호</b>를 앱 화면에 입력해 주세요.<br>인증번호는 3분간 유효합니다.<br><br><span style="color:#888;font-size:13px">본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.</span></td></tr>
<tr><td style="padding:18px 30px;background:#f7f9fb;font-size:12px;color:#999">하늘바이크 고객센터 1588-4271 (평일 09:00~18:00) · 서울특별시 마포구 월드컵북로 396, 14층<br>ⓒ 2026 Haneul Mobility Inc.</td></tr>
</table></td></tr></table></body></html>
`,
    enc: "b64",
  },
  {
    family: "haneul-bike",
    group: "negative",
    lang: "ko",
    kind: "ride-receipt",
    code: null,
    link: null,
    from: "하늘바이크 <receipt@haneulbike.kr>",
    subject: "[하늘바이크] 이용 영수증 (2026.05.05)",
    date: at(2026, 5, 5, 8, 33, 2, "+0900"),
    text: `이용해 주셔서 감사합니다.

대여 번호: HB-20260505-7731
자전거 번호: SPB-40217
대여: 07:52 망원역 1번 출구 (대여소 1043)
반납: 08:31 여의나루역 2번 출구 (대여소 0207)
이용 시간: 39분
결제 금액: 1,000원 (카드 •••• 4821)

하늘바이크 고객센터 1588-4271
`,
    html: null,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ tochka-vstrechi (ru: Mailgun tracking, code-used notice)

const TV_MG =
  "https://email.mg.tochka-vstrechi.ru/c/eJxNkM1uwyAQhJ8m3GKxgPk5-JD0RSxkcIKKwQLsqG9f0qpSb6vZ2U8zu0wSyXLu5-j0c0Yyjqy4ogpGyUWZkqqTvdpVY1vK6QKhRjm5z6uJpKSuMahGEOc01OaOXE1Y-IA3ZaYTxQWMuIAcjRQjzy7kMkoU2fOOMAbWhCZnx3aPaZDDjLnSbx7OWcT_XbfZ2iQYKLLySrtvXbvnHrLHQ9YBnSBh_mjuMb5jFv5CKFr-4kOWdIWFwGuEgbKB5WJ6RS-oo";

const tochka: Mail[] = [
  {
    family: "tochka-vstrechi",
    group: "regional",
    lang: "ru",
    kind: "confirm-change",
    code: null,
    link: TV_MG,
    from: "Точка встречи <robot@tochka-vstrechi.ru>",
    subject: "Подтвердите смену адреса электронной почты",
    date: at(2026, 10, 6, 13, 9, 45, "+0300"),
    text: `Здравствуйте, Сэм!

Вы изменили адрес электронной почты в профиле на сайте «Точка встречи» (клуб настольных игр, ул. Большая Покровская, 37, Нижний Новгород).

Чтобы новый адрес начал работать, откройте ссылку:
${TV_MG}

Пока вы не подтвердите смену, письма о записи на игровые вечера будут приходить на старый адрес.

Если вы ничего не меняли, напишите нам: help@tochka-vstrechi.ru или +7 831 414-27-09.

--
«Точка встречи»
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f6f1ea;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e8ded2">
<tr><td style="padding:22px 30px;font-size:20px;color:#6d2e1f;font-weight:bold">Точка встречи</td></tr>
<tr><td style="padding:0 30px 10px;font-size:15px;line-height:23px;color:#333">Здравствуйте, Сэм!<br><br>Вы изменили адрес электронной почты в профиле на сайте «Точка встречи». Чтобы новый адрес начал работать, подтвердите его:</td></tr>
<tr><td style="padding:16px 30px"><a href="${TV_MG}" style="display:inline-block;background:#6d2e1f;color:#fff;text-decoration:none;padding:12px 26px;border-radius:3px;font-size:15px">Подтвердить новый адрес</a></td></tr>
<tr><td style="padding:6px 30px 22px;font-size:13px;line-height:20px;color:#777">Пока вы не подтвердите смену, письма о записи на игровые вечера будут приходить на старый адрес. Если вы ничего не меняли, напишите нам: <a href="mailto:help@tochka-vstrechi.ru">help@tochka-vstrechi.ru</a> или позвоните +7 831 414-27-09.</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#aaa;border-top:1px solid #eee">Клуб настольных игр «Точка встречи», ул. Большая Покровская, 37, Нижний Новгород, 603005</td></tr>
</table></td></tr></table>
<img width="1" height="1" alt="" src="https://email.mg.tochka-vstrechi.ru/o/eJxNkM1uwyAQhJ8m3GKxgPk5-JD0RSxkcIKKwQLs">
</body></html>
`,
    enc: "b64",
  },
  {
    family: "tochka-vstrechi",
    group: "negative",
    lang: "ru",
    kind: "code-used",
    code: null,
    link: null,
    from: "Точка встречи <robot@tochka-vstrechi.ru>",
    subject: "Код подтверждения использован",
    date: at(2026, 10, 21, 19, 58, 30, "+0300"),
    text: `Здравствуйте, Сэм!

Код подтверждения, который мы отправили вам сегодня в 19:54, был введён в 19:57 с устройства Android (Нижний Новгород). Вход в личный кабинет выполнен.

Если это были не вы, смените пароль в разделе «Безопасность»: https://tochka-vstrechi.ru/profile/security

Ваша запись: игровой вечер «Каркассон» 24 октября, 18:30, стол № 7.

--
«Точка встречи», +7 831 414-27-09
`,
    html: null,
    enc: "qp",
  },
];

// ------------------------------------------------------------ quaylight-games (AMP-style, arrow button, gift card)

const QL_BREVO = "https://m4x9t.r.sp1-brevo.net/mk/cl/f/sh/1t6Af4OiGsFJ3ZkqL7mNpQ2rX8wYbE0c/Kd2Qv7TnR4sW9yHj1LpA3fX6";

const quaylight: Mail[] = [
  {
    family: "quaylight-games",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "QL-583920",
    code_digits: "583920",
    link: null,
    from: "Quaylight Games <account@quaylight.gg>",
    subject: "QL-583920 is your Quaylight sign-in code",
    date: at(2026, 12, 1, 22, 40, 13, "-0800"),
    text: `Quaylight Games

Your sign-in code: QL-583920

Type the six digits after "QL-" on the sign-in screen of the Quaylight Launcher. The code expires in 10 minutes.

Signing in from: Quaylight Launcher 4.12 on Windows, Portland, OR, US

Not you? Change your password at https://account.quaylight.gg/security and turn on two-step verification.

Quaylight Games, Inc. · 1220 NW Glisan St, Portland, OR 97209
`,
    html: `<!doctype html>
<html ⚡4email data-css-strict>
<head>
<meta charset="utf-8">
<script async src="https://cdn.ampproject.org/v0.js"></script>
<style amp4email-boilerplate>body{visibility:hidden}</style>
<style amp-custom>
.card{background:#0f1421;color:#e8ecf5;font-family:Arial,sans-serif;padding:32px;border-radius:10px}
.code{font-family:"Roboto Mono",monospace;font-size:34px;letter-spacing:4px;color:#ffd166;margin:18px 0}
.muted{color:#8a93a8;font-size:13px}
</style>
</head>
<body>
<div class="card">
<amp-img src="https://cdn.quaylight.gg/email/ql-wordmark.png" alt="Quaylight Games" width="160" height="32" layout="fixed"></amp-img>
<h1 style="font-size:22px">Your sign-in code</h1>
<div class="code">QL-583920</div>
<p>Type the six digits after "QL-" on the sign-in screen of the Quaylight Launcher. The code expires in 10 minutes.</p>
<p class="muted">Signing in from: Quaylight Launcher 4.12 on Windows, Portland, OR, US</p>
<p class="muted">Not you? <a href="https://account.quaylight.gg/security" style="color:#7fb2ff">Change your password</a> and turn on two-step verification.</p>
<p class="muted">Quaylight Games, Inc. · 1220 NW Glisan St, Portland, OR 97209</p>
</div>
</body>
</html>
`,
    enc: "qp",
  },
  {
    family: "quaylight-games",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: QL_BREVO,
    from: "Quaylight Games <hello@news.quaylight.gg>",
    subject: "One step left, Commander",
    date: at(2026, 12, 2, 9, 3, 50, "-0800"),
    text: `Having trouble viewing this email? View it in your browser:
https://m4x9t.r.sp1-brevo.net/mk/mr/sh/1t6Af4OiGsFJ3ZkqL7mNpQ2rX8wYbE0c/web
`,
    html:
      `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background-color:#05070d">
<span style="display:none;font-size:0;line-height:0;max-height:0;opacity:0;overflow:hidden">Confirm your e-mail to unlock the Founders' skin and cloud saves.</span>
<table width="100%" border="0" cellpadding="0" cellspacing="0" bgcolor="#05070d"><tr><td align="center">
<table width="600" border="0" cellpadding="0" cellspacing="0">
<tr><td style="padding:14px 0;font-family:Arial,sans-serif;font-size:11px;color:#6b7488;text-align:right"><a href="https://m4x9t.r.sp1-brevo.net/mk/mr/sh/1t6Af4OiGsFJ3ZkqL7mNpQ2rX8wYbE0c/web" style="color:#6b7488">View in browser</a></td></tr>
<tr><td><img src="https://img.mailinblue.com/7731042/images/content_library/original/ql_hero_tidebreak.jpg" width="600" alt="TIDEBREAK - Season 3 is live" style="display:block;border:0"></td></tr>
<tr><td style="padding:30px 40px 10px;font-family:Arial,sans-serif;font-size:26px;font-weight:bold;color:#ffffff">One step left, Commander</td></tr>
<tr><td style="padding:0 40px 20px;font-family:Arial,sans-serif;font-size:16px;line-height:24px;color:#c8cfdd">Confirm the e-mail address for your Quaylight account to unlock cloud saves, cross-play friends and the Founders' Harbour skin.</td></tr>
<tr><td style="padding:0 40px 34px" align="left">
<table border="0" cellpadding="0" cellspacing="0"><tr><td bgcolor="#ffd166" style="border-radius:28px">
<a href="${QL_BREVO}" target="_blank" style="display:inline-block;width:56px;height:56px;line-height:56px;text-align:center;font-family:Arial,sans-serif;font-size:28px;font-weight:bold;color:#05070d;text-decoration:none" aria-label="Confirm e-mail">&rarr;</a>
</td></tr></table></td></tr>
<tr><td style="padding:20px 40px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#5d6579;border-top:1px solid #1b2130">
<a href="https://m4x9t.r.sp1-brevo.net/mk/cl/f/sh/1t6Af4OiGsFJ3ZkqL7mNpQ2rX8wYbE0c/Zc1Vb8Rm" style="color:#5d6579">Discord</a> · <a href="https://m4x9t.r.sp1-brevo.net/mk/cl/f/sh/1t6Af4OiGsFJ3ZkqL7mNpQ2rX8wYbE0c/Xq7Hn2Kd" style="color:#5d6579">YouTube</a> · <a href="https://m4x9t.r.sp1-brevo.net/mk/un/sh/1t6Af4OiGsFJ3ZkqL7mNpQ2rX8wYbE0c/Pw0Ty5Ls" style="color:#5d6579">Unsubscribe</a><br>
© 2026 Quaylight Games, Inc. · 1220 NW Glisan St, Portland, OR 97209, USA</td></tr>
</table></td></tr></table>
<img width="1" height="1" src="https://m4x9t.r.sp1-brevo.net/mk/op/sh/1t6Af4OiGsFJ3ZkqL7mNpQ2rX8wYbE0c/Lr3W" alt="">
</body></html>
`,
    enc: "qp",
  },
  {
    family: "quaylight-games",
    group: "negative",
    lang: "en",
    kind: "gift-card",
    code: null,
    link: null,
    from: "Quaylight Store <store@quaylight.gg>",
    subject: "Jordan sent you a $25 Quaylight gift card",
    date: at(2026, 12, 24, 7, 0, 0, "-0800"),
    text: `Jordan sent you a gift!

"Merry Christmas - see you in Tidebreak!"

Amount: $25.00 USD
Gift card number: 6044 2918 7730 4412
PIN: 7381

Redeem at https://store.quaylight.gg/redeem or in the launcher under Store > Redeem. The balance never expires.

Order QLS-4471093 · Quaylight Games, Inc. · 1220 NW Glisan St, Portland, OR 97209
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#0f1421">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 8px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#161d2e;border-radius:12px;font-family:Arial,sans-serif;color:#e8ecf5">
<tr><td style="padding:30px 30px 0;font-size:24px;font-weight:bold">Jordan sent you a gift!</td></tr>
<tr><td style="padding:12px 30px;font-size:15px;font-style:italic;color:#c8cfdd">"Merry Christmas - see you in Tidebreak!"</td></tr>
<tr><td style="padding:10px 30px"><table width="100%" cellpadding="0" cellspacing="0" style="background:linear-gradient(135deg,#ffd166,#ef476f);border-radius:10px"><tr><td style="padding:24px;color:#05070d">
<div style="font-size:40px;font-weight:bold">$25.00</div>
<div style="font-size:12px;margin-top:14px">GIFT CARD NUMBER</div><div style="font-family:monospace;font-size:20px">6044 2918 7730 4412</div>
<div style="font-size:12px;margin-top:10px">PIN</div><div style="font-family:monospace;font-size:20px">7381</div>
</td></tr></table></td></tr>
<tr><td style="padding:18px 30px;font-size:14px">Redeem at <a href="https://store.quaylight.gg/redeem" style="color:#ffd166">store.quaylight.gg/redeem</a> or in the launcher under Store &gt; Redeem. The balance never expires.</td></tr>
<tr><td style="padding:16px 30px 26px;font-size:11px;color:#8a93a8">Order QLS-4471093 · Quaylight Games, Inc. · 1220 NW Glisan St, Portland, OR 97209</td></tr>
</table></td></tr></table></body></html>
`,
    enc: "b64",
  },
];

// ------------------------------------------------------------ brightmoor-arena (ticket with .ics, link with a fragment)

const brightmoor: Mail[] = [
  {
    family: "brightmoor-arena",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://tickets.brightmoorarena.co.uk/account/verify#t=bma.eyJ1IjoiNTUxODMwMiIsImUiOjE3OTc0NDI4MDB9.Kp2vR9xQ",
    from: "Brightmoor Arena <boxoffice@brightmoorarena.co.uk>",
    subject: "Verify your e-mail before the presale",
    date: at(2026, 1, 28, 17, 2, 44),
    text: `Hi Sam,

Presale for ORLA & THE TIDES (Sat 14 March 2026) opens on Thursday at 10:00. Only verified accounts can join the queue, so please confirm your e-mail address now:

https://tickets.brightmoorarena.co.uk/account/verify#t=bma.eyJ1IjoiNTUxODMwMiIsImUiOjE3OTc0NDI4MDB9.Kp2vR9xQ

Brightmoor Arena Box Office
Brightmoor Road, Sheffield S9 2QA · 0114 496 0732
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ececec">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Helvetica,Arial,sans-serif;color:#1a1a1a">
<tr><td style="background:#111;padding:18px 28px"><img src="https://tickets.brightmoorarena.co.uk/static/img/email-logo.png" alt="Brightmoor Arena" width="170"></td></tr>
<tr><td style="padding:28px 28px 8px;font-size:15px;line-height:23px">Hi Sam,<br><br>Presale for <b>ORLA &amp; THE TIDES</b> (Sat 14 March 2026) opens on Thursday at 10:00. Only verified accounts can join the queue, so please confirm your e-mail address now.</td></tr>
<tr><td style="padding:16px 28px 28px"><a href="https://tickets.brightmoorarena.co.uk/account/verify#t=bma.eyJ1IjoiNTUxODMwMiIsImUiOjE3OTc0NDI4MDB9.Kp2vR9xQ" style="background:#e4002b;color:#fff;text-decoration:none;font-weight:bold;padding:14px 28px;display:inline-block">VERIFY E-MAIL</a></td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#777;background:#f6f6f6">Brightmoor Arena Box Office · Brightmoor Road, Sheffield S9 2QA · 0114 496 0732<br><a href="https://tickets.brightmoorarena.co.uk/help" style="color:#777">Help</a> · <a href="https://tickets.brightmoorarena.co.uk/privacy" style="color:#777">Privacy</a></td></tr>
</table></td></tr></table></body></html>
`,
  },
  {
    family: "brightmoor-arena",
    group: "negative",
    lang: "en",
    kind: "ticket",
    code: null,
    link: null,
    from: "Brightmoor Arena <boxoffice@brightmoorarena.co.uk>",
    subject: "Your tickets: ORLA & THE TIDES - Sat 14 Mar 2026",
    date: at(2026, 1, 29, 10, 6, 31),
    text: `Order BMA-7720419 - confirmed

ORLA & THE TIDES - Tidebreak Tour
Saturday 14 March 2026 · Doors 18:30 · Show 19:45
Brightmoor Arena, Sheffield S9 2QA

Entrance: Gate C
Block 112 · Row K · Seats 18-19
2 x Standard seated @ £48.50, booking fee £7.80
Total paid: £104.80 (Visa •••• 4821)

Your mobile tickets will appear in the Brightmoor app 48 hours before the show. Add the event to your calendar with the attached invitation.

Brightmoor Arena Box Office · 0114 496 0732
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ececec">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Helvetica,Arial,sans-serif;color:#1a1a1a">
<tr><td style="background:#111;padding:18px 28px"><img src="https://tickets.brightmoorarena.co.uk/static/img/email-logo.png" alt="Brightmoor Arena" width="170"></td></tr>
<tr><td style="padding:24px 28px 4px;font-size:13px;color:#777">ORDER BMA-7720419 · CONFIRMED</td></tr>
<tr><td style="padding:0 28px;font-size:26px;font-weight:bold">ORLA &amp; THE TIDES</td></tr>
<tr><td style="padding:4px 28px 16px;font-size:15px">Tidebreak Tour · Saturday 14 March 2026 · Doors 18:30 · Show 19:45</td></tr>
<tr><td style="padding:0 28px"><table width="100%" cellpadding="10" cellspacing="0" style="border:2px solid #111;text-align:center">
<tr style="font-size:11px;color:#777"><td>GATE</td><td>BLOCK</td><td>ROW</td><td>SEATS</td></tr>
<tr style="font-size:28px;font-weight:bold"><td>C</td><td>112</td><td>K</td><td>18-19</td></tr></table></td></tr>
<tr><td style="padding:16px 28px;font-size:14px;line-height:21px">2 × Standard seated @ £48.50, booking fee £7.80<br><b>Total paid: £104.80</b> (Visa •••• 4821)</td></tr>
<tr><td style="padding:0 28px 24px;font-size:14px">Your mobile tickets will appear in the Brightmoor app 48 hours before the show.<br><a href="https://apps.apple.com/gb/app/brightmoor-arena/id1580044127"><img src="https://tickets.brightmoorarena.co.uk/static/img/app-store-badge.png" alt="Download on the App Store" width="120"></a> <a href="https://play.google.com/store/apps/details?id=uk.co.brightmoorarena.app"><img src="https://tickets.brightmoorarena.co.uk/static/img/google-play-badge.png" alt="Get it on Google Play" width="135"></a></td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#777;background:#f6f6f6">Brightmoor Arena Box Office · Brightmoor Road, Sheffield S9 2QA · 0114 496 0732</td></tr>
</table></td></tr></table></body></html>
`,
    enc: "8bit",
    attachment: [
      "ORLA-and-THE-TIDES.ics",
      "text/calendar",
      `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Brightmoor Arena//Box Office//EN
METHOD:PUBLISH
BEGIN:VEVENT
UID:BMA-7720419@brightmoorarena.co.uk
DTSTAMP:20260129T100631Z
DTSTART:20260314T184500Z
DTEND:20260314T220000Z
SUMMARY:ORLA & THE TIDES - Brightmoor Arena (Gate C\\, Block 112\\, Row K)
LOCATION:Brightmoor Arena\\, Brightmoor Road\\, Sheffield S9 2QA
END:VEVENT
END:VCALENDAR
`,
    ],
  },
];

// ------------------------------------------------------------ cobaltline-bank (pre block, red-button alert, split code)

const cobaltline: Mail[] = [
  {
    family: "cobaltline-bank",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "904117",
    link: null,
    from: "Cobaltline Bank <no-reply@alerts.cobaltline.com>",
    subject: "Your Cobaltline security code",
    date: at(2026, 3, 11, 14, 22, 8, "-0400"),
    text: `Cobaltline Bank

Use this code to finish signing in to Online Banking:

    Code: 904 117
    Valid until: 2:32 PM ET

Cobaltline will never call, text or e-mail to ask you for this code.

Member FDIC. Cobaltline Bank, 400 Atlantic Ave, Boston, MA 02110. 1-800-555-0144
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f6f9">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #1d3f8f">
<tr><td style="padding:24px 32px"><img src="https://www.cobaltline.com/etc/email/cobaltline-logo.png" alt="Cobaltline Bank" width="150"></td></tr>
<tr><td style="padding:0 32px;font-family:Arial,sans-serif;font-size:15px;color:#222">Use this code to finish signing in to Online Banking:</td></tr>
<tr><td style="padding:14px 32px"><pre style="margin:0;padding:14px 18px;background:#f0f3f8;border:1px solid #d5dce8;font-family:Consolas,'Courier New',monospace;font-size:16px;color:#1d3f8f">Code:        904 117
Valid until: 2:32 PM ET</pre></td></tr>
<tr><td style="padding:10px 32px 24px;font-family:Arial,sans-serif;font-size:13px;color:#555">Cobaltline will never call, text or e-mail to ask you for this code.</td></tr>
<tr><td style="padding:16px 32px;background:#f4f6f9;font-family:Arial,sans-serif;font-size:11px;color:#888">Member FDIC. Equal Housing Lender. Cobaltline Bank, 400 Atlantic Ave, Boston, MA 02110. 1-800-555-0144 · <a href="https://www.cobaltline.com/privacy" style="color:#888">Privacy</a></td></tr>
</table></td></tr></table></body></html>
`,
  },
  {
    family: "cobaltline-bank",
    group: "negative",
    lang: "en",
    kind: "security-alert",
    code: null,
    link: null,
    from: "Cobaltline Bank <no-reply@alerts.cobaltline.com>",
    subject: "Alert: your password was changed",
    date: at(2026, 3, 19, 23, 51, 40, "-0400"),
    text: `Your Online Banking password was changed on March 19, 2026 at 11:50 PM ET from an iPhone in Quincy, MA.

If this was you, there's nothing else to do.

WASN'T YOU? Lock your accounts now: https://secure.cobaltline.com/lock?ref=alrt-90d2c4
Or call us 24/7 at 1-800-555-0144.

Checking •••• 4821 · Savings •••• 0937

Member FDIC. Cobaltline Bank, 400 Atlantic Ave, Boston, MA 02110.
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f6f9">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #1d3f8f;font-family:Arial,sans-serif">
<tr><td style="padding:24px 32px"><img src="https://www.cobaltline.com/etc/email/cobaltline-logo.png" alt="Cobaltline Bank" width="150"></td></tr>
<tr><td style="padding:0 32px;font-size:20px;font-weight:bold;color:#222">Your password was changed</td></tr>
<tr><td style="padding:12px 32px;font-size:15px;line-height:22px;color:#333">Your Online Banking password was changed on <b>March 19, 2026 at 11:50 PM ET</b> from an iPhone in Quincy, MA.<br><br>If this was you, there's nothing else to do.</td></tr>
<tr><td style="padding:12px 32px"><table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" bgcolor="#c8102e" style="border-radius:4px"><a href="https://secure.cobaltline.com/lock?ref=alrt-90d2c4" style="display:block;padding:18px 0;color:#fff;font-size:18px;font-weight:bold;text-decoration:none">WASN'T YOU? LOCK MY ACCOUNTS</a></td></tr></table></td></tr>
<tr><td style="padding:12px 32px 24px;font-size:13px;color:#555">Or call us 24/7 at 1-800-555-0144. Accounts: Checking •••• 4821 · Savings •••• 0937</td></tr>
<tr><td style="padding:16px 32px;background:#f4f6f9;font-size:11px;color:#888">Member FDIC. Cobaltline Bank, 400 Atlantic Ave, Boston, MA 02110.</td></tr>
</table></td></tr></table></body></html>
`,
    enc: "qp",
  },
  {
    family: "cobaltline-bank",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "716350",
    link: null,
    from: "Cobaltline Bank <no-reply@alerts.cobaltline.com>",
    subject: "Confirm your new e-mail address",
    date: at(2026, 4, 2, 8, 15, 2, "-0400"),
    text:
      `To confirm sam.reader@inbox.example as the e-mail address for your Cobaltline accounts, enter this code in the app:

716
350

The code expires in 15 minutes. If you didn't ask to change your e-mail address, call 1-800-555-0144.

Member FDIC. Cobaltline Bank, 400 Atlantic Ave, Boston, MA 02110.
`,
    html:
      `<html><head><meta charset="utf-8"><style>@media (max-width:480px){.half{display:block!important;width:100%!important}}</style></head><body style="margin:0;background:#f4f6f9">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #1d3f8f;font-family:Arial,sans-serif">
<tr><td style="padding:24px 32px"><img src="https://www.cobaltline.com/etc/email/cobaltline-logo.png" alt="Cobaltline Bank" width="150"></td></tr>
<tr><td style="padding:0 32px;font-size:15px;line-height:22px;color:#333">To confirm <b>sam.reader@inbox.example</b> as the e-mail address for your Cobaltline accounts, enter this code in the app:</td></tr>
<tr><td align="center" style="padding:18px 32px"><table cellpadding="0" cellspacing="0"><tr>
<td class="half" style="font-size:36px;font-weight:bold;color:#1d3f8f;padding:0 8px;letter-spacing:6px">716</td>
<td class="half" style="font-size:36px;font-weight:bold;color:#1d3f8f;padding:0 8px;letter-spacing:6px">350</td>
</tr></table></td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;color:#555">The code expires in 15 minutes. If you didn't ask to change your e-mail address, call 1-800-555-0144.</td></tr>
<tr><td style="padding:16px 32px;background:#f4f6f9;font-size:11px;color:#888">Member FDIC. Cobaltline Bank, 400 Atlantic Ave, Boston, MA 02110.</td></tr>
</table></td></tr></table></body></html>
`,
    enc: "b64",
  },
];

// ------------------------------------------------------------ stackmint (SendGrid tracking, monospace code, used-code notice)

const SM_SG =
  "https://u4481203.ct.sendgrid.net/ls/click?upn=u001.kQ2vR7xPz-2FmW9nL0aT3yB8cE5dH1jK6sN4uV-2BgY7oI2qZ-3D-3DxT4c_Lp0Vw8Rk3Jm6Qa1Zs9-2FyNb5Dh2Ct7Xe4-2BUg0Wi3Ho8Fl1Mr6Pq9Sj2Kv5Ty7Ab3Cd";

const stackmint: Mail[] = [
  {
    family: "stackmint",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: SM_SG,
    from: "Stackmint <team@mail.stackmint.dev>",
    subject: "Confirm your e-mail to finish setting up Stackmint",
    date: at(2026, 6, 15, 16, 31, 27),
    text: `Welcome to Stackmint!

Confirm your e-mail address to create your first project:

Continue: ${SM_SG}

You're receiving this because someone signed up for Stackmint with sam.reader@inbox.example. If that wasn't you, ignore this e-mail and no account will be created.

Stackmint, Inc. · 548 Market St #61214, San Francisco, CA 94104
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;background:#fafafa">
<div style="display:none;max-height:0;overflow:hidden">Confirm your e-mail to create your first project.</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:40px 12px">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border:1px solid #eaeaea;border-radius:8px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#111">
<tr><td style="padding:32px 32px 0"><img src="https://stackmint.dev/email/mark.png" alt="Stackmint" width="32" height="32"></td></tr>
<tr><td style="padding:20px 32px 0;font-size:22px;font-weight:600">Welcome to Stackmint</td></tr>
<tr><td style="padding:10px 32px 24px;font-size:14px;line-height:22px;color:#444">Confirm your e-mail address to create your first project.</td></tr>
<tr><td style="padding:0 32px 28px"><a href="${SM_SG}" style="display:inline-block;background:#111;color:#fff;font-size:14px;font-weight:600;text-decoration:none;padding:11px 22px;border-radius:6px">Continue</a></td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #eaeaea;font-size:12px;line-height:18px;color:#888">You're receiving this because someone signed up for Stackmint with sam.reader@inbox.example. If that wasn't you, ignore this e-mail and no account will be created.</td></tr>
</table>
<p style="font-family:-apple-system,sans-serif;font-size:11px;color:#aaa">Stackmint, Inc. · 548 Market St #61214, San Francisco, CA 94104 · <a href="https://u4481203.ct.sendgrid.net/ls/click?upn=u001.kQ2vR7xPz-2FmW9nL0aT3yB8cE5dH1jK6sN4uV-2BgY7oI2qZ-3D-3DPr1v_Lp0Vw8Rk3Jm6Qa1Zs9" style="color:#aaa">Privacy</a></p>
</td></tr></table>
<img src="https://u4481203.ct.sendgrid.net/wf/open?upn=u001.Lp0Vw8Rk3Jm6Qa1Zs9-2FyNb5Dh2Ct7Xe4" alt="" width="1" height="1" border="0" style="height:1px!important;width:1px!important">
</body></html>
`,
    enc: "qp",
  },
  {
    family: "stackmint",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "MZ4-QK7",
    link: null,
    from: "Stackmint <team@mail.stackmint.dev>",
    subject: "Stackmint sign-in code",
    date: at(2026, 6, 29, 9, 12, 5),
    text: `Here's your sign-in code for Stackmint:

MZ4-QK7

It expires in 10 minutes. Requested from Chrome on macOS, 81.2.69.142 (London, GB).

Stackmint, Inc. · 548 Market St #61214, San Francisco, CA 94104
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fafafa">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:40px 12px">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border:1px solid #eaeaea;border-radius:8px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#111">
<tr><td style="padding:32px 32px 0"><img src="https://stackmint.dev/email/mark.png" alt="Stackmint" width="32" height="32"></td></tr>
<tr><td style="padding:20px 32px 12px;font-size:14px;color:#444">Here's your sign-in code for Stackmint:</td></tr>
<tr><td style="padding:0 32px"><code style="display:block;text-align:center;background:#f4f4f5;border:1px solid #e4e4e7;border-radius:6px;padding:16px;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:30px;letter-spacing:0.3em;color:#111">MZ4-QK7</code></td></tr>
<tr><td style="padding:16px 32px 28px;font-size:12px;color:#888">It expires in 10 minutes. Requested from Chrome on macOS, 81.2.69.142 (London, GB).</td></tr>
</table>
<p style="font-family:-apple-system,sans-serif;font-size:11px;color:#aaa">Stackmint, Inc. · 548 Market St #61214, San Francisco, CA 94104</p>
</td></tr></table></body></html>
`,
  },
  {
    family: "stackmint",
    group: "negative",
    lang: "en",
    kind: "code-used",
    code: null,
    link: null,
    from: "Stackmint <team@mail.stackmint.dev>",
    subject: "New sign-in to your Stackmint account",
    date: at(2026, 6, 29, 9, 13, 41),
    text: "",
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fafafa">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:40px 12px">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border:1px solid #eaeaea;border-radius:8px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#111">
<tr><td style="padding:32px 32px 0;font-size:18px;font-weight:600">New sign-in</td></tr>
<tr><td style="padding:12px 32px;font-size:14px;line-height:22px;color:#444">The sign-in code we sent at 09:12 UTC was just used to sign in to your account.</td></tr>
<tr><td style="padding:0 32px"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;color:#444;background:#f4f4f5;border-radius:6px">
<tr><td style="color:#888">Browser</td><td>Chrome 138 on macOS</td></tr>
<tr><td style="color:#888">IP address</td><td>81.2.69.142</td></tr>
<tr><td style="color:#888">Location</td><td>London, GB</td></tr>
<tr><td style="color:#888">Time</td><td>29 Jun 2026, 09:13 UTC</td></tr></table></td></tr>
<tr><td style="padding:16px 32px 28px;font-size:13px;line-height:20px;color:#444">If this was you, you can ignore this message. If not, <a href="https://app.stackmint.dev/settings/sessions" style="color:#111">sign out all sessions</a> and contact security@stackmint.dev.</td></tr>
</table>
<p style="font-family:-apple-system,sans-serif;font-size:11px;color:#aaa">Stackmint, Inc. · 548 Market St #61214, San Francisco, CA 94104</p>
</td></tr></table></body></html>
`,
  },
];

// ------------------------------------------------------------ oakhollow-vets (text-only letters)

const oakhollow: Mail[] = [
  {
    family: "oakhollow-vets",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://pets.oakhollowvets.co.uk/portal/password/new?key=OH-3e91c0b7d24a4f18a6e2&id=20417",
    from: "Oakhollow Veterinary Practice <reception@oakhollowvets.co.uk>",
    subject: "Pet portal password",
    date: at(2026, 2, 17, 12, 48, 3),
    text: `Dear Sam,

Thank you for calling the practice this morning. As promised, here is a fresh link so that you can set a new password for the Oakhollow pet portal, where you will find Biscuit's vaccination record and can order his repeat prescription for Apoquel.

Please copy this address into your web browser:

https://pets.oakhollowvets.co.uk/portal/password/new?key=OH-3e91c0b7d24a4f18a6e2&id=20417

The link will stay valid until the end of Thursday 19 February. If it has run out by the time you get to it, just ring reception again on 01962 771 408 and we will send another.

With best wishes,

Megan Pryce
Reception Team
Oakhollow Veterinary Practice
Station Hill, Alresford, Hampshire SO24 9JQ
Tel 01962 771 408 (24-hour emergency line: 01962 771 499)
`,
    html: null,
  },
  {
    family: "oakhollow-vets",
    group: "negative",
    lang: "en",
    kind: "promo-code",
    code: null,
    link: null,
    from: "Oakhollow Veterinary Practice <reception@oakhollowvets.co.uk>",
    subject: "Biscuit's booster is due - 15% off this month",
    date: at(2026, 4, 1, 9, 0, 0, "+0100"),
    text: `Dear Sam,

Our records show that Biscuit (Cocker Spaniel, microchip 826 0980 0044 1275) is due his annual booster on 22 April 2026.

Book online, through the portal or by calling 01962 771 408. Quote the one-time code

    SPRING-7QX4

at the desk and we will take 15% off the vaccination fee (normally £64.00). The code is valid for one use until 30 April 2026.

With best wishes,

The team at Oakhollow Veterinary Practice
Station Hill, Alresford, Hampshire SO24 9JQ

To stop reminders by e-mail, reply with "STOP".
`,
    html: null,
    enc: "qp",
  },
];

// ------------------------------------------------------------ corbel-coworking (Apple Mail welcome, code in a signature block)

const corbel: Mail[] = [
  {
    family: "corbel-coworking",
    group: "negative",
    lang: "en",
    kind: "welcome",
    code: null,
    link: null,
    from: "Priya Natarajan <priya@corbelspace.ie>",
    subject: "Welcome to Corbel - your first day",
    date: at(2026, 9, 4, 17, 26, 12, "+0100"),
    text: `Hi Sam,

Great to have you joining us on Monday! A few things for your first day:

- Your desk is F-14 on the first floor, by the window onto the canal.
- Locker 27 is yours; the key will be at reception.
- Meeting room "Liffey" is booked for you on Monday 10:00-11:00 for your onboarding call.
- Membership: Flex Desk, €260/month, invoice CW-2026-0912 goes out on the 1st.

Reception opens at 8:00. Ring me on 087 412 9930 if you get lost.

Priya

Priya Natarajan
Community Manager, Corbel Coworking
7 Grand Canal Quay, Dublin 2, D02 X285
`,
    html: apple(
      `Hi Sam,<div><br></div><div>Great to have you joining us on Monday! A few things for your first day:</div><div><br></div><ul class="MailOutline"><li>Your desk is <b>F-14</b> on the first floor, by the window onto the canal.</li><li>Locker <b>27</b> is yours; the key will be at reception.</li><li>Meeting room “Liffey” is booked for you on Monday 10:00–11:00 for your onboarding call.</li><li>Membership: Flex Desk, €260/month, invoice CW-2026-0912 goes out on the 1st.</li></ul><div><br></div><div>Reception opens at 8:00. Ring me on 087 412 9930 if you get lost.</div><div><br></div><div>Priya</div><div><br></div><div><div style="color: rgb(0, 0, 0);"><div><b>Priya Natarajan</b></div><div>Community Manager, Corbel Coworking</div><div>7 Grand Canal Quay, Dublin 2, D02 X285</div></div></div>`,
    ),
    enc: "qp",
  },
  {
    family: "corbel-coworking",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "661018",
    link: null,
    from: "Corbel Members <members@corbelspace.ie>",
    subject: "Finish creating your Corbel member account",
    date: at(2026, 9, 7, 8, 41, 55, "+0100"),
    text: `Hi Sam,

You're nearly there. Once your member account is set up you'll be able to book meeting rooms, invite guests, print from any floor and see your invoices. Enter the code below on the screen where you created your account. If you've closed that window, start again at members.corbelspace.ie and we'll send a new one.

See you around the building!

--
Corbel Members
7 Grand Canal Quay, Dublin 2
Verification code: 661 018 (valid for 20 minutes)
`,
    html: `<div style="font-family:Georgia,serif;font-size:15px;line-height:23px;color:#2a2a2a;max-width:560px">
<p>Hi Sam,</p>
<p>You're nearly there. Once your member account is set up you'll be able to book meeting rooms, invite guests, print from any floor and see your invoices. Enter the code below on the screen where you created your account. If you've closed that window, start again at <a href="https://members.corbelspace.ie/" style="color:#b0552d">members.corbelspace.ie</a> and we'll send a new one.</p>
<p>See you around the building!</p>
<table cellpadding="0" cellspacing="0" style="margin-top:30px;border-top:2px solid #b0552d;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#666"><tr>
<td style="padding:12px 16px 0 0;vertical-align:top"><img src="https://corbelspace.ie/assets/email/corbel-c.png" alt="Corbel" width="44" height="44"></td>
<td style="padding-top:12px;line-height:18px"><b style="color:#2a2a2a">Corbel Members</b><br>7 Grand Canal Quay, Dublin 2<br>Verification code: <b style="color:#2a2a2a;font-size:14px">661 018</b> (valid for 20 minutes)</td>
</tr></table>
</div>
`,
    enc: "qp",
  },
];

// ------------------------------------------------------------ liman-otel (tr: reservation with numbers, dotted code)

const liman: Mail[] = [
  {
    family: "liman-otel",
    group: "negative",
    lang: "tr",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Liman Otel Bodrum <rezervasyon@limanotel.com.tr>",
    subject: "Rezervasyonunuz onaylandı - LMN-260714-0932",
    date: at(2026, 6, 2, 14, 11, 37, "+0300"),
    text: `Sayın Sam Reader,

Liman Otel Bodrum'u tercih ettiğiniz için teşekkür ederiz. Rezervasyon bilgileriniz:

Rezervasyon no: LMN-260714-0932
Giriş: 14 Temmuz 2026, 14:00'ten itibaren
Çıkış: 19 Temmuz 2026, 12:00'ye kadar
Oda: 312, Deniz manzaralı çift kişilik (2 yetişkin)
Pansiyon: Oda + kahvaltı
Toplam: 27.450,00 TL (konaklamada ödenecek)

Karşılama akşam yemeği: 14 Temmuz, 20:30, teras restoran, masa 18

Ücretsiz iptal: 11 Temmuz 2026, 23:59'a kadar.

Liman Otel Bodrum
Neyzen Tevfik Cad. No: 148, 48400 Bodrum / Muğla
+90 252 316 44 71
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef5f8">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#1f3340">
<tr><td align="center" style="padding:26px;border-bottom:1px solid #dbe7ec"><img src="https://limanotel.com.tr/img/mail/liman-logo.png" alt="Liman Otel Bodrum" width="180"></td></tr>
<tr><td style="padding:24px 34px 6px;font-size:15px;line-height:23px">Sayın Sam Reader,<br>Liman Otel Bodrum'u tercih ettiğiniz için teşekkür ederiz.</td></tr>
<tr><td style="padding:10px 34px"><table width="100%" cellpadding="8" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;border:1px solid #dbe7ec">
<tr><td style="color:#6a8494">Rezervasyon no</td><td><b style="font-size:18px">LMN-260714-0932</b></td></tr>
<tr><td style="color:#6a8494">Giriş</td><td>14 Temmuz 2026, 14:00'ten itibaren</td></tr>
<tr><td style="color:#6a8494">Çıkış</td><td>19 Temmuz 2026, 12:00'ye kadar</td></tr>
<tr><td style="color:#6a8494">Oda</td><td><b>312</b> · Deniz manzaralı çift kişilik (2 yetişkin)</td></tr>
<tr><td style="color:#6a8494">Pansiyon</td><td>Oda + kahvaltı</td></tr>
<tr><td style="color:#6a8494">Toplam</td><td>27.450,00 TL (konaklamada ödenecek)</td></tr>
</table></td></tr>
<tr><td style="padding:14px 34px;font-family:Arial,sans-serif;font-size:14px;background:#f6efe3">Karşılama akşam yemeği: 14 Temmuz, 20:30, teras restoran, <b>masa 18</b></td></tr>
<tr><td style="padding:14px 34px;font-family:Arial,sans-serif;font-size:13px;color:#6a8494">Ücretsiz iptal: 11 Temmuz 2026, 23:59'a kadar. <a href="https://limanotel.com.tr/rezervasyon/yonet?no=LMN-260714-0932" style="color:#1f6f8b">Rezervasyonu yönet</a></td></tr>
<tr><td style="padding:18px 34px;font-family:Arial,sans-serif;font-size:11px;color:#8aa0ad;border-top:1px solid #dbe7ec">Liman Otel Bodrum · Neyzen Tevfik Cad. No: 148, 48400 Bodrum / Muğla · +90 252 316 44 71</td></tr>
</table></td></tr></table></body></html>
`,
    enc: "qp",
  },
  {
    family: "liman-otel",
    group: "regional",
    lang: "tr",
    kind: "verify-code",
    code: "284.619",
    code_digits: "284619",
    link: "https://limanotel.com.tr/hesap/dogrula?e=sam.reader%40inbox.example&k=9f2c71aa0e",
    from: "Liman Otel Bodrum <hesap@limanotel.com.tr>",
    subject: "E-posta adresinizi doğrulayın",
    date: at(2026, 5, 28, 21, 4, 2, "+0300"),
    text: `Merhaba Sam,

Liman Otel üyeliğinizi tamamlamak için e-posta adresinizi doğrulayın:
https://limanotel.com.tr/hesap/dogrula?e=sam.reader%40inbox.example&k=9f2c71aa0e

veya kayıt ekranına şu kodu girin: 284.619

Kod 15 dakika geçerlidir.

Liman Otel Bodrum · +90 252 316 44 71
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef5f8">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#1f3340">
<tr><td align="center" style="padding:22px;border-bottom:1px solid #dbe7ec"><img src="https://limanotel.com.tr/img/mail/liman-logo.png" alt="Liman Otel Bodrum" width="160"></td></tr>
<tr><td style="padding:24px 30px 8px;font-size:15px;line-height:23px">Merhaba Sam,<br>Liman Otel üyeliğinizi tamamlamak için e-posta adresinizi doğrulayın.</td></tr>
<tr><td align="center" style="padding:14px 30px"><a href="https://limanotel.com.tr/hesap/dogrula?e=sam.reader%40inbox.example&amp;k=9f2c71aa0e" style="display:inline-block;background:#1f6f8b;color:#fff;text-decoration:none;padding:12px 30px;border-radius:4px;font-size:15px">E-postamı doğrula</a></td></tr>
<tr><td align="center" style="padding:8px 30px;font-size:14px;color:#6a8494">veya kayıt ekranına şu kodu girin:</td></tr>
<tr><td align="center" style="padding:4px 30px 18px;font-size:30px;font-weight:bold;letter-spacing:3px">284.619</td></tr>
<tr><td style="padding:0 30px 24px;font-size:12px;color:#8aa0ad" align="center">Kod 15 dakika geçerlidir.</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#8aa0ad;border-top:1px solid #dbe7ec">Liman Otel Bodrum · Neyzen Tevfik Cad. No: 148, 48400 Bodrum / Muğla · +90 252 316 44 71</td></tr>
</table></td></tr></table></body></html>
`,
    enc: "b64",
  },
];

// ------------------------------------------------------------ vinterhamn-kommun (sv: image button, "view in browser" text)

const vinterhamn: Mail[] = [
  {
    family: "vinterhamn-kommun",
    group: "regional",
    lang: "sv",
    kind: "verify-link",
    code: null,
    link: "https://etjanster.vinterhamn.se/minasidor/bekrafta-epost?token=VHK-8a1f4c92e07b&lang=sv",
    from: "Vinterhamns kommun <e-tjanster@vinterhamn.se>",
    subject: "Bekräfta din e-postadress för Mina sidor",
    date: at(2026, 1, 20, 10, 2, 11, "+0100"),
    text: `Kan du inte läsa det här meddelandet? Öppna det i webbläsaren:
https://etjanster.vinterhamn.se/utskick/visa/41187?m=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl
`,
    html: `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f0f0ee">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:16px 8px">
<table width="600" cellpadding="0" cellspacing="0" role="presentation">
<tr><td style="font-family:Arial,sans-serif;font-size:11px;color:#777;padding:6px 0">Kan du inte läsa det här meddelandet? <a href="https://etjanster.vinterhamn.se/utskick/visa/41187?m=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl" style="color:#777">Öppna det i webbläsaren</a></td></tr>
</table>
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;font-family:Arial,sans-serif;color:#222">
<tr><td style="padding:20px 30px;background:#004d71"><img src="https://www.vinterhamn.se/images/mail/kommunvapen-vit.png" alt="Vinterhamns kommun" width="200"></td></tr>
<tr><td style="padding:26px 30px 6px;font-size:20px;font-weight:bold">Bekräfta din e-postadress</td></tr>
<tr><td style="padding:8px 30px;font-size:15px;line-height:23px">Du har registrerat dig på Mina sidor hos Vinterhamns kommun. För att vi ska kunna skicka besked om dina ärenden, till exempel bygglov, förskoleplats och avgifter, behöver du bekräfta att adressen är din.</td></tr>
<tr><td style="padding:18px 30px"><a href="https://etjanster.vinterhamn.se/minasidor/bekrafta-epost?token=VHK-8a1f4c92e07b&amp;lang=sv" target="_blank"><img src="https://www.vinterhamn.se/images/mail/knapp-bekrafta.png" alt="Bekräfta e-postadress" width="220" height="48" style="display:block;border:0"></a></td></tr>
<tr><td style="padding:0 30px 24px;font-size:13px;color:#666">Länken gäller i 48 timmar. Om du inte har registrerat dig kan du bortse från det här meddelandet.</td></tr>
<tr><td style="padding:18px 30px;background:#f6f6f4;font-size:11px;line-height:17px;color:#777">Vinterhamns kommun · Kontaktcenter 0455-30 40 00 · Rådhustorget 1, 371 80 Vinterhamn<br><a href="https://www.vinterhamn.se/personuppgifter" style="color:#777">Så behandlar vi dina personuppgifter</a></td></tr>
</table></td></tr></table></body></html>
`,
    enc: "qp",
  },
  {
    family: "vinterhamn-kommun",
    group: "negative",
    lang: "sv",
    kind: "case-received",
    code: null,
    link: null,
    from: "Vinterhamns kommun <e-tjanster@vinterhamn.se>",
    subject: "Vi har tagit emot din ansökan (ärende 2026-BN-04812)",
    date: at(2026, 2, 3, 15, 48, 0, "+0100"),
    text: `Hej Sam Reader,

Vi har tagit emot din ansökan om bygglov för komplementbyggnad på fastigheten Vinterhamn Skeppet 4.

Ärendenummer: 2026-BN-04812
Inkommen: 2026-02-03 15:47
Avgift: 6 840 kr (faktura skickas separat)
Handläggare: Lena Ström, 0455-30 42 17

Handläggningstiden är normalt 10 veckor från att ansökan är komplett. Du kan följa ärendet på Mina sidor.

Med vänlig hälsning
Samhällsbyggnadsförvaltningen, Vinterhamns kommun

Det här meddelandet går inte att svara på.
`,
    html: null,
    enc: "qp",
  },
];

// ------------------------------------------------------------ darna-souk (ar: pair-grouped code, one-time discount)

const darna: Mail[] = [
  {
    family: "darna-souk",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "482719",
    link: null,
    from: "سوق دارنا <no-reply@darnasouk.ma>",
    subject: "رمز الدخول إلى حسابك في سوق دارنا",
    date: at(2026, 3, 23, 19, 30, 45, "+0100"),
    text: `مرحبًا سام،

رمز الدخول الخاص بك هو:

48 27 19

الرمز صالح لمدة 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فريقنا لن يطلبه منك أبدًا.

سوق دارنا - خدمة العملاء: 0522-47-18-90
`,
    html: `<!DOCTYPE html><html dir="rtl" lang="ar"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f2ea">
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:24px 8px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,Arial,sans-serif;color:#2d2219;text-align:right">
<tr><td style="padding:22px 28px;background:#a8442a"><img src="https://cdn.darnasouk.ma/mail/logo-ar.png" alt="سوق دارنا" width="130"></td></tr>
<tr><td style="padding:24px 28px 8px;font-size:16px;line-height:26px">مرحبًا سام،<br>رمز الدخول الخاص بك هو:</td></tr>
<tr><td align="center" style="padding:12px 28px" dir="ltr"><span style="font-size:34px;font-weight:bold;color:#a8442a;letter-spacing:2px">48 27 19</span></td></tr>
<tr><td style="padding:8px 28px 24px;font-size:13px;line-height:22px;color:#776a5e">الرمز صالح لمدة 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فريقنا لن يطلبه منك أبدًا.</td></tr>
<tr><td style="padding:16px 28px;background:#faf6f0;font-size:11px;color:#998b7e">سوق دارنا · 12 زنقة الأطلس، الدار البيضاء · خدمة العملاء: 0522-47-18-90 · <a href="https://darnasouk.ma/ar/privacy" style="color:#998b7e">سياسة الخصوصية</a></td></tr>
</table></td></tr></table></body></html>
`,
    enc: "b64",
  },
  {
    family: "darna-souk",
    group: "negative",
    lang: "ar",
    kind: "promo-code",
    code: null,
    link: null,
    from: "سوق دارنا <offres@darnasouk.ma>",
    subject: "هدية رمضان: خصم 20% على طلبك القادم",
    date: at(2026, 2, 20, 12, 0, 0, "+0100"),
    text: "",
    html: `<!DOCTYPE html><html dir="rtl" lang="ar"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f2ea">
<div style="display:none">رمز خصم صالح لمرة واحدة حتى 19 مارس</div>
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,Arial,sans-serif;color:#2d2219;text-align:right">
<tr><td><img src="https://cdn.darnasouk.ma/mail/ramadan-2026-banner.jpg" alt="رمضان كريم" width="560" style="display:block"></td></tr>
<tr><td style="padding:24px 28px 8px;font-size:22px;font-weight:bold">رمضان كريم يا سام!</td></tr>
<tr><td style="padding:8px 28px;font-size:15px;line-height:25px">بمناسبة الشهر الفضيل، نهديك خصمًا بنسبة 20% على طلبك القادم (بحد أقصى 150 درهم، للطلبات فوق 300 درهم). استعمل هذا الرمز عند الدفع:</td></tr>
<tr><td align="center" style="padding:16px 28px"><div dir="ltr" style="border:2px dashed #a8442a;padding:14px 24px;font-size:26px;font-weight:bold;color:#a8442a;display:inline-block">RAMADAN-K4T9</div></td></tr>
<tr><td style="padding:8px 28px 20px;font-size:13px;color:#776a5e">صالح لمرة واحدة حتى 19 مارس 2026.</td></tr>
<tr><td align="center" style="padding:0 28px 26px"><a href="https://darnasouk.ma/ar/ramadan?utm_source=email&amp;utm_campaign=ramadan26" style="background:#a8442a;color:#fff;text-decoration:none;padding:12px 30px;display:inline-block;border-radius:4px">تسوق الآن</a></td></tr>
<tr><td style="padding:16px 28px;background:#faf6f0;font-size:11px;color:#998b7e">سوق دارنا · 12 زنقة الأطلس، الدار البيضاء · <a href="https://darnasouk.ma/ar/unsubscribe?u=5518302" style="color:#998b7e">إلغاء الاشتراك</a></td></tr>
</table></td></tr></table></body></html>
`,
    html_enc: "b64",
  },
];

// ------------------------------------------------------------ agence-verlaine (fr: image map button, listings digest)

const VERLAINE_LINK = "https://www.agence-verlaine.fr/alertes/confirmer/7c1e0a94b2?source=email";

const verlaine: Mail[] = [
  {
    family: "agence-verlaine",
    group: "regional",
    lang: "fr",
    kind: "confirm-subscription",
    code: null,
    link: VERLAINE_LINK,
    from: "Agence Verlaine Immobilier <alertes@agence-verlaine.fr>",
    subject: "Confirmez votre alerte « Appartement T3 – Metz Centre »",
    date: at(2026, 4, 8, 20, 51, 16, "+0200"),
    text: `Bonjour,

Vous venez de créer une alerte sur agence-verlaine.fr :
Appartement T3, Metz Centre (57000), budget max. 210 000 €.

Pour recevoir les nouvelles annonces dès leur publication, confirmez votre alerte :
${VERLAINE_LINK}

Sans confirmation sous 7 jours, l'alerte sera supprimée.

Agence Verlaine Immobilier - 4 place Saint-Louis, 57000 Metz - 03 87 36 21 05
Carte professionnelle CPI 5702 2021 000 044 812
`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f1efe9">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#2b2b2b">
<tr><td style="padding:20px 30px;border-bottom:3px solid #7a1f2b"><img src="https://www.agence-verlaine.fr/media/mail/logo.png" alt="Agence Verlaine Immobilier" width="190"></td></tr>
<tr><td style="padding:24px 30px 6px;font-size:15px;line-height:23px">Bonjour,<br><br>Vous venez de créer une alerte sur agence-verlaine.fr&nbsp;:<br><b>Appartement T3, Metz Centre (57000), budget max. 210&nbsp;000&nbsp;€</b>.</td></tr>
<tr><td style="padding:10px 30px;font-size:15px">Pour recevoir les nouvelles annonces dès leur publication, confirmez votre alerte&nbsp;:</td></tr>
<tr><td style="padding:12px 30px 18px">
<img src="https://www.agence-verlaine.fr/media/mail/bandeau-alerte-confirmer.png" width="540" height="90" alt="Confirmer mon alerte | Modifier mes critères" usemap="#bandeau" style="display:block;border:0">
<map name="bandeau">
<area shape="rect" coords="0,0,330,90" href="${VERLAINE_LINK}" alt="Confirmer mon alerte" target="_blank">
<area shape="rect" coords="330,0,540,90" href="https://www.agence-verlaine.fr/alertes/modifier/7c1e0a94b2" alt="Modifier mes critères" target="_blank">
</map>
</td></tr>
<tr><td style="padding:0 30px 22px;font-size:13px;color:#777">Sans confirmation sous 7 jours, l'alerte sera supprimée.</td></tr>
<tr><td style="padding:16px 30px;background:#f7f6f2;font-size:11px;line-height:17px;color:#888">Agence Verlaine Immobilier · 4 place Saint-Louis, 57000 Metz · 03 87 36 21 05<br>Carte professionnelle CPI 5702 2021 000 044 812 · <a href="https://www.agence-verlaine.fr/mentions-legales" style="color:#888">Mentions légales</a></td></tr>
</table></td></tr></table></body></html>
`,
    enc: "qp",
  },
  {
    family: "agence-verlaine",
    group: "negative",
    lang: "fr",
    kind: "listing-alert",
    code: null,
    link: null,
    from: "Agence Verlaine Immobilier <alertes@agence-verlaine.fr>",
    subject: "3 nouvelles annonces pour votre alerte « Appartement T3 – Metz Centre »",
    date: at(2026, 4, 15, 7, 30, 0, "+0200"),
    text: `3 nouvelles annonces correspondent à votre alerte

1. T3 lumineux, quartier Impérial - 68 m², 2e étage avec ascenseur - 189 000 € (réf. VL-57-2291)
   https://www.agence-verlaine.fr/annonce/VL-57-2291
2. T3 avec balcon, rue Mazelle - 71 m², DPE C - 204 500 € (réf. VL-57-2304)
   https://www.agence-verlaine.fr/annonce/VL-57-2304
3. T3 à rafraîchir, Outre-Seille - 63 m² - 158 000 € (réf. VL-57-2310)
   https://www.agence-verlaine.fr/annonce/VL-57-2310

Visites : 03 87 36 21 05
Ne plus recevoir cette alerte : https://www.agence-verlaine.fr/alertes/supprimer/7c1e0a94b2
`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f1efe9">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#2b2b2b">
<tr><td style="padding:20px 30px;border-bottom:3px solid #7a1f2b"><img src="https://www.agence-verlaine.fr/media/mail/logo.png" alt="Agence Verlaine Immobilier" width="190"></td></tr>
<tr><td style="padding:20px 30px 10px;font-size:18px;font-weight:bold">3 nouvelles annonces correspondent à votre alerte</td></tr>
<tr><td style="padding:10px 30px"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="180"><img src="https://www.agence-verlaine.fr/media/biens/VL-57-2291/1.jpg" width="170" alt="T3 quartier Impérial"></td>
<td valign="top" style="font-size:14px;line-height:21px"><a href="https://www.agence-verlaine.fr/annonce/VL-57-2291" style="color:#7a1f2b;font-weight:bold">T3 lumineux, quartier Impérial</a><br>68 m² · 2e étage avec ascenseur<br><b>189 000 €</b> · réf. VL-57-2291</td></tr></table></td></tr>
<tr><td style="padding:10px 30px"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="180"><img src="https://www.agence-verlaine.fr/media/biens/VL-57-2304/1.jpg" width="170" alt="T3 rue Mazelle"></td>
<td valign="top" style="font-size:14px;line-height:21px"><a href="https://www.agence-verlaine.fr/annonce/VL-57-2304" style="color:#7a1f2b;font-weight:bold">T3 avec balcon, rue Mazelle</a><br>71 m² · DPE C<br><b>204 500 €</b> · réf. VL-57-2304</td></tr></table></td></tr>
<tr><td style="padding:10px 30px"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="180"><img src="https://www.agence-verlaine.fr/media/biens/VL-57-2310/1.jpg" width="170" alt="T3 Outre-Seille"></td>
<td valign="top" style="font-size:14px;line-height:21px"><a href="https://www.agence-verlaine.fr/annonce/VL-57-2310" style="color:#7a1f2b;font-weight:bold">T3 à rafraîchir, Outre-Seille</a><br>63 m²<br><b>158 000 €</b> · réf. VL-57-2310</td></tr></table></td></tr>
<tr><td style="padding:16px 30px;background:#f7f6f2;font-size:11px;color:#888">Visites : 03 87 36 21 05 · <a href="https://www.agence-verlaine.fr/alertes/supprimer/7c1e0a94b2" style="color:#888">Ne plus recevoir cette alerte</a></td></tr>
</table></td></tr></table></body></html>
`,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ aula-abierta (es: Gmail-composed invite, HTML-only code at the end)

const aula: Mail[] = [
  {
    family: "aula-abierta",
    group: "regional",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: "https://aulaabierta.edu.es/cursos/unirse?inv=QmV0YS0yMDI2LTNC&curso=4417",
    from: "Marta Iglesias Pardo <marta.iglesias.profe@gmail.com>",
    subject: "Invitación al curso de Historia del Arte (3.º B)",
    date: at(2026, 9, 10, 18, 22, 9, "+0200"),
    text: `Hola, familia:

Como os comenté en la reunión del martes, este curso vamos a usar Aula Abierta para los apuntes, las fechas de entrega y las notas de Historia del Arte. Para que Sam pueda entrar, hay que aceptar la invitación desde este enlace (mejor desde un ordenador):

<https://aulaabierta.edu.es/cursos/unirse?inv=QmV0YS0yMDI2LTNC&curso=4417>

La primera entrega es el viernes 25 de septiembre. Cualquier duda, me escribís o me llamáis al instituto (983 21 47 60, extensión 214).

Un saludo,
Marta

--
Marta Iglesias Pardo
Departamento de Geografía e Historia
IES Río Duero, Valladolid
`,
    html: gmail(
      `<div>Hola, familia:</div><div><br></div><div>Como os comenté en la reunión del martes, este curso vamos a usar Aula Abierta para los apuntes, las fechas de entrega y las notas de Historia del Arte. Para que Sam pueda entrar, hay que aceptar la invitación desde este enlace (mejor desde un ordenador):</div><div><br></div><div><a href="https://aulaabierta.edu.es/cursos/unirse?inv=QmV0YS0yMDI2LTNC&amp;curso=4417" target="_blank">https://aulaabierta.edu.es/cursos/unirse?inv=QmV0YS0yMDI2LTNC&amp;curso=4417</a></div><div><br></div><div>La primera entrega es el viernes 25 de septiembre. Cualquier duda, me escribís o me llamáis al instituto (983 21 47 60, extensión 214).</div><div><br></div><div>Un saludo,</div><div>Marta</div>`,
      `<div>Marta Iglesias Pardo</div><div>Departamento de Geografía e Historia</div><div>IES Río Duero, Valladolid</div>`,
    ),
    enc: "qp",
  },
  {
    family: "aula-abierta",
    group: "regional",
    lang: "es",
    kind: "verify-code",
    code: "50837712",
    link: null,
    from: "Aula Abierta <no-responder@aulaabierta.edu.es>",
    subject: "Verificación de tu cuenta de Aula Abierta",
    date: at(2026, 9, 11, 17, 5, 40, "+0200"),
    text: "",
    html: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#eef2f7">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Arial,sans-serif;color:#263238">
<tr><td style="padding:20px 28px;background:#2e7d32;color:#fff;font-size:18px;font-weight:bold">Aula Abierta</td></tr>
<tr><td style="padding:24px 28px 6px;font-size:14px;line-height:22px">Hola, Sam:</td></tr>
<tr><td style="padding:6px 28px;font-size:14px;line-height:22px">Te damos la bienvenida a Aula Abierta, la plataforma educativa de los centros públicos de Castilla y León. Desde tu cuenta podrás consultar los materiales que publique tu profesorado, entregar tareas, ver tus calificaciones y comunicarte con tus compañeros y compañeras de clase. Para proteger los datos del alumnado, antes de entrar por primera vez necesitamos comprobar que esta dirección de correo es tuya o de tu familia. Recuerda que tu usuario es personal y que no debes compartir tu contraseña con nadie.</td></tr>
<tr><td style="padding:6px 28px;font-size:14px;line-height:22px">Escribe este código de verificación en la pantalla de registro (caduca en 30 minutos):</td></tr>
<tr><td style="padding:10px 28px 26px;font-size:24px;font-weight:bold;font-family:'Courier New',monospace;color:#2e7d32">5083 7712</td></tr>
<tr><td style="padding:16px 28px;background:#f5f7fa;font-size:11px;color:#78909c">Consejería de Educación · Avda. del Real Valladolid, s/n, 47014 Valladolid · Soporte 983 41 15 00 · <a href="https://aulaabierta.edu.es/privacidad" style="color:#78909c">Protección de datos</a></td></tr>
</table></td></tr></table></body></html>
`,
    html_enc: "qp",
  },
];

// ------------------------------------------------------------ horta-viva (pt-BR: code and link together)

const horta: Mail[] = [
  {
    family: "horta-viva",
    group: "regional",
    lang: "pt",
    kind: "verify-code",
    code: "731946",
    link: "https://app.hortaviva.com.br/confirmar-email?token=hv_3Kq8Zr1TmW6pXb9c&origem=cadastro",
    from: "Horta Viva <ola@hortaviva.com.br>",
    subject: "Confirme seu e-mail e receba sua primeira cesta 🌱",
    date: at(2026, 8, 3, 10, 14, 28, "-0300"),
    text: `Oi, Sam!

Que bom ter você na Horta Viva. Falta só confirmar seu e-mail para escolher o dia de entrega da primeira cesta orgânica.

Toque no link abaixo:
<https://app.hortaviva.com.br/confirmar-email?token=hv_3Kq8Zr1TmW6pXb9c&origem=cadastro>

Ou, se estiver no app, digite o código 731946.

Entregamos em São Paulo (capital) às terças e sextas. Dúvidas? WhatsApp (11) 94418-2207.

Horta Viva Orgânicos Ltda. · CNPJ 31.448.207/0001-19 · Rua Harmonia, 512 – Vila Madalena, São Paulo – SP, 05435-000
`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f3f7ee">
<div style="display:none">Falta só confirmar seu e-mail para escolher o dia de entrega.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:'Trebuchet MS',Arial,sans-serif;color:#2f3b24">
<tr><td align="center" style="padding:26px"><img src="https://cdn.hortaviva.com.br/email/logo-horta.png" alt="Horta Viva" width="140"></td></tr>
<tr><td style="padding:0 34px 8px;font-size:22px;font-weight:bold">Oi, Sam!</td></tr>
<tr><td style="padding:6px 34px;font-size:15px;line-height:23px">Que bom ter você na Horta Viva. Falta só confirmar seu e-mail para escolher o dia de entrega da primeira cesta orgânica.</td></tr>
<tr><td align="center" style="padding:20px 34px"><a href="https://app.hortaviva.com.br/confirmar-email?token=hv_3Kq8Zr1TmW6pXb9c&amp;origem=cadastro" style="background:#5a8f29;color:#fff;text-decoration:none;font-weight:bold;padding:14px 34px;border-radius:30px;display:inline-block">Confirmar e-mail</a></td></tr>
<tr><td align="center" style="padding:0 34px;font-size:14px;color:#66705c">Está no app? Digite o código:</td></tr>
<tr><td align="center" style="padding:8px 34px 24px"><span style="font-size:30px;font-weight:bold;letter-spacing:10px;color:#5a8f29">731946</span></td></tr>
<tr><td style="padding:16px 34px;font-size:12px;line-height:18px;color:#8a937f;border-top:1px solid #e6ecdf">Entregamos em São Paulo (capital) às terças e sextas. Dúvidas? WhatsApp (11) 94418-2207.<br>Horta Viva Orgânicos Ltda. · CNPJ 31.448.207/0001-19 · Rua Harmonia, 512 – Vila Madalena, São Paulo – SP, 05435-000<br>
<a href="https://apps.apple.com/br/app/horta-viva/id1622047713"><img src="https://cdn.hortaviva.com.br/email/badge-app-store.png" alt="Baixar na App Store" width="110"></a> <a href="https://play.google.com/store/apps/details?id=br.com.hortaviva"><img src="https://cdn.hortaviva.com.br/email/badge-google-play.png" alt="Disponível no Google Play" width="124"></a></td></tr>
</table></td></tr></table></body></html>
`,
    enc: "b64",
  },
];

// ------------------------------------------------------------ bep-nha-minh (vi: dash-grouped code)

const bepnha: Mail[] = [
  {
    family: "bep-nha-minh",
    group: "regional",
    lang: "vi",
    kind: "verify-code",
    code: "705-318",
    link: null,
    from: "Bếp Nhà Minh <hotro@bepnhaminh.vn>",
    subject: "Mã xác nhận tài khoản Bếp Nhà Minh",
    date: at(2026, 10, 9, 20, 7, 33, "+0700"),
    text: `Chào Sam,

Cảm ơn bạn đã đăng ký tài khoản tại Bếp Nhà Minh.
Mã xác nhận của bạn là: 705-318

Mã có hiệu lực trong 10 phút. Vui lòng không chia sẻ mã này cho bất kỳ ai.

Bếp Nhà Minh - 45 Nguyễn Thị Minh Khai, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh
Hotline: 1900 6418
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff8ef">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f0e2cc;font-family:Arial,sans-serif;color:#3a2c1c">
<tr><td style="padding:20px 28px;background:#e76f24"><img src="https://bepnhaminh.vn/static/mail/logo-trang.png" alt="Bếp Nhà Minh" width="140"></td></tr>
<tr><td style="padding:24px 28px 8px;font-size:15px;line-height:24px">Chào Sam,<br>Cảm ơn bạn đã đăng ký tài khoản tại Bếp Nhà Minh. Mã xác nhận của bạn là:</td></tr>
<tr><td align="center" style="padding:14px 28px"><div style="display:inline-block;background:#fff3e6;border:1px solid #f3c79e;border-radius:8px;padding:12px 28px;font-size:32px;font-weight:bold;color:#e76f24;letter-spacing:4px">705-318</div></td></tr>
<tr><td style="padding:8px 28px 24px;font-size:13px;color:#8a7660">Mã có hiệu lực trong 10 phút. Vui lòng không chia sẻ mã này cho bất kỳ ai.</td></tr>
<tr><td style="padding:16px 28px;background:#faf3ea;font-size:11px;color:#a08c74">Bếp Nhà Minh · 45 Nguyễn Thị Minh Khai, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh · Hotline 1900 6418<br><a href="https://www.facebook.com/bepnhaminh" style="color:#a08c74">Facebook</a> · <a href="https://bepnhaminh.vn/chinh-sach-bao-mat" style="color:#a08c74">Chính sách bảo mật</a></td></tr>
</table></td></tr></table></body></html>
`,
    enc: "qp",
  },
];

// ------------------------------------------------------------ yatra-mitra (hi: text-only OTP beside a PNR)

const yatra: Mail[] = [
  {
    family: "yatra-mitra",
    group: "regional",
    lang: "hi",
    kind: "payment-otp",
    code: "601772",
    link: null,
    from: "यात्रा मित्र <alerts@yatramitra.in>",
    subject: "बुकिंग पूरी करने के लिए OTP",
    date: at(2026, 11, 12, 11, 40, 19, "+0530"),
    text: `प्रिय सैम,

आपकी बस बुकिंग (दिल्ली → जयपुर, 14 नवंबर 2026, प्रस्थान 22:30, सीट L7) लगभग पूरी हो गई है।
भुगतान की पुष्टि के लिए नीचे दिया गया OTP दर्ज करें:

OTP: 601772

यह OTP 5 मिनट तक मान्य है। राशि: ₹1,249.00
बुकिंग आईडी: YM26111200481 (यह OTP नहीं है)

यह OTP किसी के साथ साझा न करें। यात्रा मित्र कभी भी फ़ोन पर OTP नहीं मांगता।

सहायता: 1800-309-4471
यात्रा मित्र ट्रैवल्स प्रा. लि., गुरुग्राम, हरियाणा 122002
`,
    html: null,
    enc: "b64",
  },
];

// ------------------------------------------------------------ kvitkova-lavka (uk: reset link through a %2F-encoded redirect)

const KL_LINK =
  "https://kvitkova-lavka.ua/r/?u=https%3A%2F%2Fkvitkova-lavka.ua%2Faccount%2Freset-password%2F9b2e71c40f%3Flang%3Duk&h=c51d0e";

const kvitkova: Mail[] = [
  {
    family: "kvitkova-lavka",
    group: "regional",
    lang: "uk",
    kind: "reset-link",
    code: null,
    link: KL_LINK,
    from: "Квіткова лавка <info@kvitkova-lavka.ua>",
    subject: "Відновлення пароля",
    date: at(2026, 3, 7, 9, 55, 12, "+0200"),
    text: `Вітаємо!

Ми отримали запит на зміну пароля до вашого облікового запису в інтернет-магазині «Квіткова лавка».
Щоб встановити новий пароль, перейдіть за посиланням:

${KL_LINK}

Посилання дійсне 1 годину. Якщо ви не надсилали запит, просто проігноруйте цей лист.

До 8 Березня безкоштовна доставка по Львову для замовлень від 900 грн.
«Квіткова лавка», вул. Городоцька, 17, Львів, 79007 · +380 32 244 18 06
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fdf2f5">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#3d2a31">
<tr><td align="center" style="padding:24px"><img src="https://kvitkova-lavka.ua/image/mail/logo.png" alt="Квіткова лавка" width="170"></td></tr>
<tr><td style="padding:0 32px 8px;font-size:15px;line-height:23px">Вітаємо!<br><br>Ми отримали запит на зміну пароля до вашого облікового запису в інтернет-магазині «Квіткова лавка».</td></tr>
<tr><td align="center" style="padding:18px 32px"><a href="${KL_LINK}" style="background:#c2185b;color:#fff;text-decoration:none;padding:13px 30px;border-radius:4px;display:inline-block;font-size:15px">Змінити пароль</a></td></tr>
<tr><td style="padding:0 32px 20px;font-size:13px;color:#8d6f7a">Посилання дійсне 1 годину. Якщо ви не надсилали запит, просто проігноруйте цей лист.</td></tr>
<tr><td style="padding:14px 32px;background:#fce4ec;font-size:13px;color:#3d2a31" align="center">🌷 До 8 Березня безкоштовна доставка по Львову для замовлень від 900 грн</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#a48a93">«Квіткова лавка», вул. Городоцька, 17, Львів, 79007 · +380 32 244 18 06 · <a href="https://www.instagram.com/kvitkova.lavka" style="color:#a48a93">Instagram</a></td></tr>
</table></td></tr></table></body></html>
`,
    enc: "8bit",
  },
];

// ------------------------------------------------------------ buecherstube-moewenweg (de: link on an international domain)

const MW_LINK = "https://bücherstube-möwenweg.de/konto/passwort-neu?schluessel=mw7Tz2Qa9KxB4e&kunde=30418";

const moewenweg: Mail[] = [
  {
    family: "buecherstube-moewenweg",
    group: "regional",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: MW_LINK,
    from: "Bücherstube am Möwenweg <post@xn--bcherstube-mwenweg-o3b2i.de>",
    subject: "Neues Passwort für Ihr Kundenkonto",
    date: at(2026, 12, 5, 15, 33, 48, "+0100"),
    text: `Guten Tag,

über unseren Webshop wurde ein neues Passwort für Ihr Kundenkonto (Kundennummer 30418) angefordert. Über diesen Link können Sie es festlegen:

${MW_LINK}

Der Link ist 24 Stunden gültig. Haben Sie kein neues Passwort angefordert, ignorieren Sie diese Nachricht bitte; Ihr bisheriges Passwort bleibt bestehen.

Ihre bestellten Bücher liegen übrigens ab Dienstag zur Abholung bereit (Bestellung 2026-1187).

Mit freundlichen Grüßen
Ihre Bücherstube am Möwenweg
Möwenweg 6 · 23570 Lübeck-Travemünde · Tel. 04502 88 31 40
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;font-family:Georgia,serif;color:#2b2a27;background:#fbf8f1">
<div style="max-width:560px;margin:0 auto;padding:28px 20px">
<p style="font-size:20px;color:#1d4e5f">Bücherstube am Möwenweg</p>
<p style="font-size:15px;line-height:23px">Guten Tag,</p>
<p style="font-size:15px;line-height:23px">über unseren Webshop wurde ein neues Passwort für Ihr Kundenkonto (Kundennummer 30418) angefordert. Über diesen Link können Sie es festlegen:</p>
<p><a href="${MW_LINK}" style="color:#1d4e5f;font-weight:bold">Neues Passwort festlegen</a></p>
<p style="font-size:13px;color:#6d6a62">Der Link ist 24 Stunden gültig. Haben Sie kein neues Passwort angefordert, ignorieren Sie diese Nachricht bitte; Ihr bisheriges Passwort bleibt bestehen.</p>
<p style="font-size:15px;line-height:23px">Ihre bestellten Bücher liegen übrigens ab Dienstag zur Abholung bereit (Bestellung 2026-1187).</p>
<p style="font-size:15px;line-height:23px">Mit freundlichen Grüßen<br>Ihre Bücherstube am Möwenweg</p>
<p style="font-size:11px;color:#8d897f;border-top:1px solid #e2dccd;padding-top:10px">Möwenweg 6 · 23570 Lübeck-Travemünde · Tel. 04502 88 31 40 · <a href="https://bücherstube-möwenweg.de/impressum" style="color:#8d897f">Impressum</a> · <a href="https://bücherstube-möwenweg.de/datenschutz" style="color:#8d897f">Datenschutz</a></p>
</div></body></html>
`,
    enc: "qp",
  },
];

// ------------------------------------------------------------ fernwood-makerspace (en: Markdown text, code and link together)

const fernwood: Mail[] = [
  {
    family: "fernwood-makerspace",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "MK-27B9",
    code_digits: "27B9",
    link: "https://members.fernwoodmakers.org/verify?email=sam.reader%40inbox.example&c=27B9&sig=7f0a3e",
    from: "Fernwood Makerspace <desk@fernwoodmakers.org>",
    subject: "Verify your e-mail (induction on Saturday)",
    date: at(2026, 5, 14, 19, 2, 6, "-0700"),
    text: `Hi Sam,

Thanks for signing up for the **laser cutter induction** on Saturday 16 May, 10:00-12:30 (Bay 3). Before we can hold your spot, please verify your e-mail address - either:

1. open this link: https://members.fernwoodmakers.org/verify?email=sam.reader%40inbox.example&c=27B9&sig=7f0a3e
2. or enter the code **MK-27B9** on the sign-up page (the "MK-" part is already filled in for you).

Induction fee: $35, payable at the front desk. Bring closed-toe shoes.

-- Fernwood Makerspace volunteers
2210 Fernwood Rd, Bellingham, WA 98225 · (360) 555-0187
`,
    html: null,
  },
];

fernwood.push({
  family: "fernwood-makerspace",
  group: "negative",
  lang: "en",
  kind: "event-reminder",
  code: null,
  link: null,
  from: "Fernwood Makerspace <desk@fernwoodmakers.org>",
  subject: "Tomorrow: laser cutter induction, Bay 3",
  date: at(2026, 5, 15, 12, 0, 0, "-0700"),
  text: `Hi Sam,

Quick reminder that your **laser cutter induction** is tomorrow:

* Saturday 16 May, 10:00-12:30
* Bay 3 (enter by the side door on Elm St; the main door stays locked until 11:00)
* Instructor: Dev Okafor
* Fee: $35 at the front desk (card or cash)

Bring closed-toe shoes and tie back long hair. After the induction you can book the cutter for $8/hour in the members' calendar: https://members.fernwoodmakers.org/calendar

See you there!

-- Fernwood Makerspace volunteers
2210 Fernwood Rd, Bellingham, WA 98225 · (360) 555-0187
`,
  html: null,
  enc: "8bit",
});

// ------------------------------------------------------------ saltmarsh-air (boarding pass; code and link together)

const saltmarsh: Mail[] = [
  {
    family: "saltmarsh-air",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: "392047",
    link: "https://www.saltmarshair.com/miles/verify-email?ref=SMX-5518302&key=a93be0f71c",
    from: "Saltmarsh Miles <miles@saltmarshair.com>",
    subject: "Verify your e-mail to activate Saltmarsh Miles",
    date: at(2026, 7, 6, 6, 44, 10, "+0100"),
    text: `Welcome to Saltmarsh Miles, Sam.

Your membership number is SMX-5518302. To activate your account and start collecting Miles on flights from Norwich, Exeter and Newquay, verify your e-mail address:

https://www.saltmarshair.com/miles/verify-email?ref=SMX-5518302&key=a93be0f71c

Using the app? Enter this code instead: 392 047

Saltmarsh Air Ltd, Norwich International Airport, Norwich NR6 6JA. Registered in England no. 10448213.
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e7eef0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Segoe UI',Arial,sans-serif;color:#17323a">
<tr><td style="background:#17323a;padding:18px 28px"><img src="https://www.saltmarshair.com/assets/email/saltmarsh-miles-white.png" alt="Saltmarsh Miles" width="180"></td></tr>
<tr><td style="padding:26px 28px 6px;font-size:22px;font-weight:600">Welcome to Saltmarsh Miles, Sam.</td></tr>
<tr><td style="padding:6px 28px;font-size:15px;line-height:23px">Your membership number is <b>SMX-5518302</b>. To activate your account and start collecting Miles on flights from Norwich, Exeter and Newquay, verify your e-mail address.</td></tr>
<tr><td style="padding:18px 28px">
<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="https://www.saltmarshair.com/miles/verify-email?ref=SMX-5518302&amp;key=a93be0f71c" style="height:44px;width:220px;v-text-anchor:middle" arcsize="50%" fillcolor="#2a9d8f" stroke="f"><center style="color:#ffffff;font-family:Arial;font-size:15px">Verify e-mail</center></v:roundrect><![endif]-->
<!--[if !mso]><!--><a href="https://www.saltmarshair.com/miles/verify-email?ref=SMX-5518302&amp;key=a93be0f71c" style="display:inline-block;background:#2a9d8f;color:#fff;text-decoration:none;padding:12px 34px;border-radius:22px;font-size:15px;font-weight:600">Verify e-mail</a><!--<![endif]-->
</td></tr>
<tr><td style="padding:4px 28px 24px;font-size:14px;color:#4d6369">Using the app? Enter this code instead: <span style="font-size:20px;font-weight:700;color:#17323a;letter-spacing:2px">392 047</span></td></tr>
<tr><td style="padding:16px 28px;background:#f3f7f8;font-size:11px;color:#7d9096">Saltmarsh Air Ltd, Norwich International Airport, Norwich NR6 6JA. Registered in England no. 10448213. <a href="https://www.saltmarshair.com/privacy" style="color:#7d9096">Privacy</a></td></tr>
</table></td></tr></table></body></html>
`,
    enc: "qp",
  },
  {
    family: "saltmarsh-air",
    group: "negative",
    lang: "en",
    kind: "boarding-pass",
    code: null,
    link: null,
    from: "Saltmarsh Air <checkin@saltmarshair.com>",
    subject: "Boarding pass: SX 214 Norwich → Amsterdam, 24 Jul",
    date: at(2026, 7, 23, 7, 15, 2, "+0100"),
    text: `BOARDING PASS

Passenger: READER/SAM MS
Booking reference: K7W2PQ
Flight: SX 214 Norwich (NWI) → Amsterdam (AMS)
Date: Friday 24 July 2026
Departs: 07:05 · Boarding closes: 06:40
Gate: 3 (shown on screens 45 min before departure)
Seat: 11C · Zone B · Sequence 047
Bags: 1 × cabin bag (10 kg)
Saltmarsh Miles: SMX-5518302

Your boarding pass is attached as a PDF. You can also show it in the Saltmarsh app.

Saltmarsh Air Ltd, Norwich International Airport, Norwich NR6 6JA.
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e7eef0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Segoe UI',Arial,sans-serif;color:#17323a">
<tr><td style="background:#17323a;padding:18px 28px;color:#fff;font-size:18px;font-weight:600">Boarding pass</td></tr>
<tr><td style="padding:22px 28px"><table width="100%" cellpadding="0" cellspacing="0">
<tr><td style="font-size:40px;font-weight:700">NWI</td><td align="center" style="font-size:20px">✈</td><td align="right" style="font-size:40px;font-weight:700">AMS</td></tr>
<tr><td style="font-size:13px;color:#4d6369">Norwich 07:05</td><td align="center" style="font-size:13px;color:#4d6369">SX 214 · Fri 24 Jul 2026</td><td align="right" style="font-size:13px;color:#4d6369">Amsterdam 09:20</td></tr></table></td></tr>
<tr><td style="padding:0 28px"><table width="100%" cellpadding="8" cellspacing="0" style="border-top:1px dashed #9fb3b8;border-bottom:1px dashed #9fb3b8;text-align:center">
<tr style="font-size:11px;color:#7d9096"><td>PASSENGER</td><td>BOOKING REF</td><td>GATE</td><td>SEAT</td><td>ZONE</td><td>BOARDING CLOSES</td></tr>
<tr style="font-size:18px;font-weight:700"><td>READER/SAM MS</td><td>K7W2PQ</td><td>3</td><td>11C</td><td>B</td><td>06:40</td></tr></table></td></tr>
<tr><td align="center" style="padding:20px 28px"><img src="https://www.saltmarshair.com/bp/barcode/K7W2PQ-047.png" alt="Boarding pass barcode K7W2PQ SX214 11C" width="220" height="220"></td></tr>
<tr><td style="padding:0 28px 20px;font-size:13px;color:#4d6369">Sequence 047 · 1 × cabin bag (10 kg) · Saltmarsh Miles SMX-5518302. Gate shown on screens 45 min before departure.</td></tr>
<tr><td style="padding:16px 28px;background:#f3f7f8;font-size:11px;color:#7d9096">Saltmarsh Air Ltd, Norwich International Airport, Norwich NR6 6JA.</td></tr>
</table></td></tr></table></body></html>
`,
    enc: "8bit",
    attachment: [
      "BoardingPass_K7W2PQ_SX214.pdf",
      "application/pdf",
      pdf("SALTMARSH AIR BOARDING PASS - READER/SAM MS - SX 214 NWI-AMS 24JUL - GATE 3 - SEAT 11C - REF K7W2PQ"),
    ],
  },
];

// ------------------------------------------------------------ parcelnook-lockers (pickup code; collected notice)

const parcelnook: Mail[] = [
  {
    family: "parcelnook-lockers",
    group: "consumer",
    lang: "en",
    kind: "pickup-code",
    code: "44821907",
    link: null,
    from: "ParcelNook <notify@parcelnook.co.uk>",
    subject: "Your parcel is ready at ParcelNook Tesco Extra Cowley",
    date: at(2026, 10, 22, 13, 8, 44, "+0100"),
    text: `Your parcel is ready to collect

From: Hearthstone Outdoor Ltd
Tracking number: PN 7730 1148 2906 GB
Location: ParcelNook, Tesco Extra Cowley, Between Towns Rd, Oxford OX4 3LZ (open 24 hours)
Collect by: 29 Oct 2026

Pickup code: 4482 1907

Type the code on the locker screen and the door will open. Your locker is in column 4.

Questions? 0330 088 4410 · https://www.parcelnook.co.uk/help
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#202020;border-radius:8px">
<tr><td style="padding:22px 28px;border-bottom:4px solid #ffb300"><img src="https://www.parcelnook.co.uk/img/email/parcelnook.png" alt="ParcelNook" width="140"></td></tr>
<tr><td style="padding:22px 28px 6px;font-size:21px;font-weight:bold">Your parcel is ready to collect</td></tr>
<tr><td style="padding:6px 28px;font-size:14px;line-height:22px">From <b>Hearthstone Outdoor Ltd</b> · Tracking PN 7730 1148 2906 GB<br>ParcelNook, Tesco Extra Cowley, Between Towns Rd, Oxford OX4 3LZ (open 24 hours)<br>Collect by <b>29 Oct 2026</b></td></tr>
<tr><td align="center" style="padding:18px 28px"><div style="font-size:12px;color:#777;text-transform:uppercase">Pickup code</div>
<table cellpadding="0" cellspacing="4" style="margin-top:6px"><tr>
<td style="background:#fff4d6;border-radius:6px;padding:8px 14px;font-size:30px;font-weight:bold;font-family:monospace">4482</td>
<td style="background:#fff4d6;border-radius:6px;padding:8px 14px;font-size:30px;font-weight:bold;font-family:monospace">1907</td>
</tr></table>
<img src="https://www.parcelnook.co.uk/qr/PN77301148290644821907.png" alt="QR code to open your locker" width="140" height="140" style="margin-top:14px"></td></tr>
<tr><td style="padding:4px 28px 20px;font-size:14px;color:#555">Type the code on the locker screen (or scan the QR code) and the door will open. Your locker is in column 4.</td></tr>
<tr><td style="padding:16px 28px;background:#fafaf6;font-size:11px;color:#888;border-radius:0 0 8px 8px">Questions? 0330 088 4410 · <a href="https://www.parcelnook.co.uk/help" style="color:#888">Help</a> · ParcelNook Ltd, Unit 9, Kingsway Park, Coventry CV5 6LT</td></tr>
</table></td></tr></table></body></html>
`,
    enc: "qp",
  },
  {
    family: "parcelnook-lockers",
    group: "negative",
    lang: "en",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "ParcelNook <notify@parcelnook.co.uk>",
    subject: "Parcel collected - PN 7730 1148 2906 GB",
    date: at(2026, 10, 23, 18, 42, 7, "+0100"),
    text:
      `Your parcel PN 7730 1148 2906 GB was collected from ParcelNook Tesco Extra Cowley on 23 Oct 2026 at 18:41 using your pickup code.

Not you? Call us on 0330 088 4410 straight away.

How was it? Rate your collection: https://www.parcelnook.co.uk/feedback?p=PN77301148290&r=5
`,
    html: null,
  },
];

export const mails: Mail[] = [
  ...marrowfield,
  ...tallgrass,
  ...pixelgarden,
  ...ruderverein,
  ...bonenbranderij,
  ...atelier,
  ...ferrovia,
  ...tsukimi,
  ...qingcheng,
  ...biblioteka,
  ...haneul,
  ...tochka,
  ...quaylight,
  ...brightmoor,
  ...cobaltline,
  ...stackmint,
  ...oakhollow,
  ...corbel,
  ...liman,
  ...vinterhamn,
  ...darna,
  ...verlaine,
  ...aula,
  ...horta,
  ...bepnha,
  ...yatra,
  ...kvitkova,
  ...moewenweg,
  ...fernwood,
  ...saltmarsh,
  ...parcelnook,
];
