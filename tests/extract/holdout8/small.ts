/**
 * Mail from small and local senders: clubs, parishes, nurseries, hobby mailing lists and forums, small
 * shops, restaurants, salons, schools and self-hosted tools, in many languages, about half of it asking
 * for nothing (newsletters, digests, receipts, reminders, rotas).
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- English: clubs, lists, shops, nursery

const riverbend_foot = `Riverbend Harriers AC · Affiliated to England Athletics
Clubhouse: Weir Lane Pavilion, Otley LS21 3QP
Unsubscribe from club news: https://riverbendharriers.org.uk/news/unsubscribe?m=77102`;

const a: Mail[] = [
  {
    family: "riverbend-harriers",
    group: "negative",
    lang: "en",
    kind: "club-newsletter",
    code: null,
    link: null,
    from: "Riverbend Harriers <news@riverbendharriers.org.uk>",
    subject: "Club news: Wetherby 10K results and track nights move to Thursdays",
    date: "Mon, 14 Apr 2025 20:41:07 +0100",
    text: `Hi everyone,

What a weekend! Fourteen of us lined up at the Wetherby 10K on Sunday in
proper April weather (hail at 9:40, sunshine by 10:15). Highlights:

  1st V50   Gareth Pryce      36:48
  3rd F     Hannah Oduya      38:02  (a PB by 41 seconds!)
  PB        Tom Ashworth      44:19
  PB        Priya Nandakumar  51:30

Full results are on the race site: https://www.wetherby10k.co.uk/results/2025

TRACK NIGHTS
From 1 May track sessions move from Tuesday to Thursday, 7:00pm at
Prince Henry's track. Bring £3 for the track fee (exact change please,
the tin doesn't do card). Juniors stay on Tuesdays for now.

KIT
Stride Sports in Ilkley are giving members 10% off again this spring:
say you're with Riverbend or use RBH-SPRING10 online. New club vests
(£24) can be ordered through Liz until 30 April.

SUMMER RELAYS
We need two mixed teams of four for the Calder Valley relays on 21 June.
Reply to this email or grab Colin at the pavilion if you're in.

See you on the towpath,
Mel Hargreaves
Club Secretary, 07700 900 461

${riverbend_foot}
`,
    html: null,
  },
  {
    family: "riverbend-harriers",
    group: "negative",
    lang: "en",
    kind: "membership-renewed",
    code: null,
    link: null,
    from: "Riverbend Harriers Membership <membership@riverbendharriers.org.uk>",
    subject: "Membership renewed for 2025/26 - receipt attached",
    date: "Thu, 03 Apr 2025 09:12:55 +0100",
    text: `Dear Sam,

Thank you for renewing your membership of Riverbend Harriers AC for
2025/26. Your receipt is attached.

Membership number: RBH-0417
Category: Senior (first claim)
England Athletics URN: 3187455
Amount paid: £38.00 (card ending 4821) on 2 April 2025
Valid until: 31 March 2026

Your England Athletics registration will be updated within 10 working
days. You don't need to do anything.

Best wishes,
Alan Beckwith, Membership Secretary

${riverbend_foot}
`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:14px;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="12" cellspacing="0" style="border:1px solid #c9d6e3;">
<tr><td style="background:#0b3d6b;color:#fff;font-size:18px;"><img src="https://riverbendharriers.org.uk/img/crest-small.png" alt="Riverbend Harriers" width="40" height="40" style="vertical-align:middle;"> Riverbend Harriers AC</td></tr>
<tr><td>
<p>Dear Sam,</p>
<p>Thank you for renewing your membership of Riverbend Harriers AC for 2025/26. Your receipt is attached.</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#666;">Membership number</td><td><b>RBH-0417</b></td></tr>
<tr><td style="color:#666;">Category</td><td>Senior (first claim)</td></tr>
<tr><td style="color:#666;">England Athletics URN</td><td>3187455</td></tr>
<tr><td style="color:#666;">Amount paid</td><td>&pound;38.00 (card ending 4821) on 2 April 2025</td></tr>
<tr><td style="color:#666;">Valid until</td><td>31 March 2026</td></tr>
</table>
<p>Your England Athletics registration will be updated within 10 working days. You don't need to do anything.</p>
<p>Best wishes,<br>Alan Beckwith, Membership Secretary</p>
</td></tr>
<tr><td style="font-size:11px;color:#777;border-top:1px solid #c9d6e3;">Riverbend Harriers AC &middot; Affiliated to England Athletics<br>Clubhouse: Weir Lane Pavilion, Otley LS21 3QP<br><a href="https://riverbendharriers.org.uk/news/unsubscribe?m=77102" style="color:#777;">Unsubscribe from club news</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "Receipt-RBH-0417-2025.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n% Receipt RBH-0417 Senior 2025/26 GBP 38.00\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "riverbend-harriers",
    group: "negative",
    lang: "en",
    kind: "rota-change",
    code: null,
    link: null,
    from: "Colin Firth-Walker <colin.fw@riverbendharriers.org.uk>",
    subject: "Re: Marshal rota - Otley parkrun 17 May",
    date: "Wed, 07 May 2025 22:03:18 +0100",
    text: `Evening all,

Small change to the marshal rota for the 17th: Priya can't make it any
more so Sam you're moving from the finish funnel to the bridge (point 4).
Dave is doing the funnel instead. Hi-vis in the blue box as usual, and
please be there by 8:30.

Updated rota is on the shared sheet if you want to check:
https://docs.google.com/spreadsheets/d/1qR8vT3mXb0Yh2LkP7wZs9EaN4cFdJ6uG/edit

Cheers
Colin

> On 5 May 2025, at 18:44, Colin Firth-Walker wrote:
> Rota for May is up, shout if you can't do your slot.
`,
    html: null,
  },
  {
    family: "kestrel-birders-list",
    group: "oss",
    lang: "en",
    kind: "subscribe-confirm",
    code: null,
    link: "https://lists.kestrelvalley.org/mailman/confirm/birders/8e2d4c61f0b9a7d35e1c2b8f604a9d7e3c15b2a0",
    from: "Birders list <birders-request@lists.kestrelvalley.org>",
    subject: "confirm 8e2d4c61f0b9a7d35e1c2b8f604a9d7e3c15b2a0",
    date: "Sat, 18 Jan 2025 11:27:40 +0000",
    text: `Subscription confirmation for the Birders mailing list

Someone (probably you, from 198.51.100.23) asked for the address
"sam.reader@inbox.example" to be subscribed to
birders@lists.kestrelvalley.org.

If you do want to join the list, open this page:

    https://lists.kestrelvalley.org/mailman/confirm/birders/8e2d4c61f0b9a7d35e1c2b8f604a9d7e3c15b2a0

You can also just reply to this message without changing the Subject:
line.

If you did not ask to join, ignore this message and nothing will
happen. Questions about the list go to birders-owner@lists.kestrelvalley.org.
`,
    html: null,
    headers: [["X-Mailman-Version", "2.1.39"], ["Precedence", "bulk"]],
  },
  {
    family: "kestrel-birders-list",
    group: "negative",
    lang: "en",
    kind: "list-digest",
    code: null,
    link: null,
    from: "Birders list <birders-request@lists.kestrelvalley.org>",
    subject: "Birders Digest, Vol 14, Issue 22",
    date: "Tue, 04 Feb 2025 06:00:02 +0000",
    text: `Send Birders mailing list submissions to
	birders@lists.kestrelvalley.org

To subscribe or unsubscribe, visit
	https://lists.kestrelvalley.org/mailman/listinfo/birders
or send a message with subject or body 'help' to
	birders-request@lists.kestrelvalley.org

Today's Topics:

   1. Waxwings at Tesco car park, Skipton (Joan Pell)
   2. Re: Short-eared owls at Hesketh Marsh? (Rob Tanaka)
   3. WeBS count Sunday 9th - volunteers (Martin Oyelaran)


----------------------------------------------------------------------

Message: 1
Date: Mon, 3 Feb 2025 14:12:09 +0000
From: Joan Pell
Subject: Waxwings at Tesco car park, Skipton

Around 30 waxwings in the rowans at the back of the car park at 1:45pm,
still there at 2:30. Grid ref SD 990 514 roughly.

Joan

------------------------------

Message: 2
Date: Mon, 3 Feb 2025 17:50:33 +0000
From: Rob Tanaka
Subject: Re: Short-eared owls at Hesketh Marsh?

Two hunting from 4pm on Saturday, viewed from the second gate. Park
on the verge, not in the farm entrance please - the farmer has asked.

------------------------------

Message: 3
Date: Mon, 3 Feb 2025 21:05:47 +0000
From: Martin Oyelaran
Subject: WeBS count Sunday 9th - volunteers

Need two more counters for the reservoir sector, 9am start, about
three hours. Ring me on 01632 960 733.

------------------------------

End of Birders Digest, Vol 14, Issue 22
***************************************
`,
    html: null,
    headers: [["X-Mailman-Version", "2.1.39"], ["Precedence", "list"]],
  },
  {
    family: "oldmill-sourdough",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "583017",
    link: null,
    from: "Old Mill Sourdough Supplies <hello@oldmillsourdough.co.uk>",
    subject: "583017 is your Old Mill login code",
    date: "Fri, 21 Mar 2025 16:08:31 +0000",
    text: `Your login code

Enter this code on the Old Mill website to log in to your account:

583017

It works for 10 minutes. If you didn't try to log in you can ignore this
email - nobody can get in without the code.

Old Mill Sourdough Supplies
Unit 4, Tanyard Yard, Hebden Bridge HX7 8AD
https://oldmillsourdough.co.uk
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Your login code</title></head>
<body style="margin:0;padding:0;background:#f6f1e9;">
<div style="display:none;max-height:0;overflow:hidden;">Use it within 10 minutes to log in.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e9;"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:Georgia,serif;color:#3b2f23;">
<tr><td align="center" style="padding:28px 24px 8px;"><img src="https://cdn.oldmillsourdough.co.uk/email/logo-wheat.png" width="120" alt="Old Mill Sourdough Supplies"></td></tr>
<tr><td style="padding:8px 32px;font-size:22px;text-align:center;">Your login code</td></tr>
<tr><td style="padding:8px 32px;font-size:15px;line-height:22px;text-align:center;">Enter this code on the Old Mill website to log in to your account:</td></tr>
<tr><td align="center" style="padding:18px 32px;"><span style="display:inline-block;font-family:'Courier New',monospace;font-size:34px;letter-spacing:10px;background:#f6f1e9;padding:12px 20px;border-radius:4px;">583017</span></td></tr>
<tr><td style="padding:8px 32px 28px;font-size:13px;line-height:20px;color:#7a6a58;text-align:center;">It works for 10 minutes. If you didn't try to log in you can ignore this email &ndash; nobody can get in without the code.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#9a8b78;">Old Mill Sourdough Supplies &middot; Unit 4, Tanyard Yard, Hebden Bridge HX7 8AD<br><a href="https://oldmillsourdough.co.uk" style="color:#9a8b78;">oldmillsourdough.co.uk</a> &middot; <a href="https://oldmillsourdough.co.uk/pages/privacy" style="color:#9a8b78;">Privacy</a></p>
</td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "oldmill-sourdough",
    group: "negative",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Old Mill Sourdough Supplies <hello@oldmillsourdough.co.uk>",
    subject: "Order #OM1043 is on its way",
    date: "Tue, 25 Mar 2025 13:47:02 +0000",
    text: `Hi Sam,

Good news - order #OM1043 left the mill this morning with Royal Mail
Tracked 48.

Tracking number: QF 4821 9033 7GB
Track it: https://www.royalmail.com/track-your-item#/tracking-results/QF482190337GB

What's in the box:
  1 x Banneton, round 9" (cane)          £16.50
  2 x Stoneground rye flour 1.5kg        £7.80
  1 x Dough scraper set                   £4.25
  Delivery                                £3.95
  Total                                  £32.50

A little tip from us: let the banneton dry out completely between bakes
and give it a good dusting of rice flour.

Happy baking,
Ruth & Owen
Old Mill Sourdough Supplies
Unit 4, Tanyard Yard, Hebden Bridge HX7 8AD
`,
    html: `<html><body style="background:#f6f1e9;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#3b2f23;">
<tr><td style="padding:24px 28px 0;"><img src="https://cdn.oldmillsourdough.co.uk/email/logo-wheat.png" width="100" alt="Old Mill"></td></tr>
<tr><td style="padding:16px 28px;font-size:15px;line-height:23px;">
<p>Hi Sam,</p>
<p>Good news &ndash; order <b>#OM1043</b> left the mill this morning with Royal Mail Tracked 48.</p>
<p>Tracking number: <a href="https://www.royalmail.com/track-your-item#/tracking-results/QF482190337GB" style="color:#8a5a2b;">QF 4821 9033 7GB</a></p>
</td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border-top:1px solid #e6dccd;">
<tr><td>1 &times; Banneton, round 9" (cane)</td><td align="right">&pound;16.50</td></tr>
<tr><td>2 &times; Stoneground rye flour 1.5kg</td><td align="right">&pound;7.80</td></tr>
<tr><td>1 &times; Dough scraper set</td><td align="right">&pound;4.25</td></tr>
<tr><td>Delivery</td><td align="right">&pound;3.95</td></tr>
<tr><td style="border-top:1px solid #e6dccd;"><b>Total</b></td><td align="right" style="border-top:1px solid #e6dccd;"><b>&pound;32.50</b></td></tr>
</table></td></tr>
<tr><td style="padding:16px 28px 24px;font-size:14px;line-height:21px;">A little tip from us: let the banneton dry out completely between bakes and give it a good dusting of rice flour.<br><br>Happy baking,<br>Ruth &amp; Owen</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#9a8b78;">Old Mill Sourdough Supplies &middot; Unit 4, Tanyard Yard, Hebden Bridge HX7 8AD</p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "st-aidans-parish",
    group: "negative",
    lang: "en",
    kind: "parish-newsletter",
    code: null,
    link: null,
    from: "St Aidan's Parish Office <office@staidans-brookfield.org.uk>",
    subject: "This week at St Aidan's - Sunday 9 March (Lent 1)",
    date: "Fri, 07 Mar 2025 15:30:00 +0000",
    text: `ST AIDAN'S, BROOKFIELD - WEEKLY SHEET
First Sunday of Lent, 9 March 2025

SERVICES
  8:00am  Said Eucharist
  10:00am Parish Eucharist with Junior Church
  6:00pm  Compline by candlelight

THIS WEEK
- Lent course "Bread for the Journey" starts Tuesday 11 March, 7:30pm
  in the church hall, five weeks. Booklets £4 from the table at the back.
- Coffee morning Thursday 10:30-12:00, proceeds to the food bank.
- Messy Church Saturday 15th, 3pm. Please bring empty egg boxes!

ROTAS FOR 9 MARCH
  Sidesmen:  J. Okafor, M. Lindqvist
  Readers:   P. Harrow (Genesis 2), D. Amadi (Romans 5)
  Coffee:    The Pattersons
  Flowers:   none during Lent

GIVING
Our parish giving number with the diocese is 4417. If you give by
standing order and pay UK tax, please fill in a Gift Aid form so we can
claim 25p for every £1.

Parish Office: 01632 960 218 (Tue, Wed, Fri 9:30-12:30)
St Aidan's Church, Brookfield Road, Brookfield BD17 6AE
www.staidans-brookfield.org.uk
`,
    html: `<html><body style="font-family:'Trebuchet MS',Arial,sans-serif;color:#2a2a2a;">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="background:#5b2a6e;color:#fff;padding:14px 18px;font-size:20px;">St Aidan's, Brookfield &mdash; Weekly Sheet</td></tr>
<tr><td style="padding:4px 18px;background:#efe6f3;font-size:13px;">First Sunday of Lent, 9 March 2025</td></tr>
<tr><td style="padding:12px 18px;font-size:14px;line-height:21px;">
<h3 style="color:#5b2a6e;margin:6px 0;">Services</h3>
<p>8:00am Said Eucharist<br>10:00am Parish Eucharist with Junior Church<br>6:00pm Compline by candlelight</p>
<h3 style="color:#5b2a6e;margin:6px 0;">This week</h3>
<ul><li>Lent course &ldquo;Bread for the Journey&rdquo; starts Tuesday 11 March, 7:30pm in the church hall, five weeks. Booklets &pound;4 from the table at the back.</li>
<li>Coffee morning Thursday 10:30&ndash;12:00, proceeds to the food bank.</li>
<li>Messy Church Saturday 15th, 3pm. Please bring empty egg boxes!</li></ul>
<h3 style="color:#5b2a6e;margin:6px 0;">Rotas for 9 March</h3>
<table cellpadding="3" style="font-size:13px;"><tr><td>Sidesmen</td><td>J. Okafor, M. Lindqvist</td></tr><tr><td>Readers</td><td>P. Harrow (Genesis 2), D. Amadi (Romans 5)</td></tr><tr><td>Coffee</td><td>The Pattersons</td></tr><tr><td>Flowers</td><td>none during Lent</td></tr></table>
<h3 style="color:#5b2a6e;margin:6px 0;">Giving</h3>
<p>Our parish giving number with the diocese is 4417. If you give by standing order and pay UK tax, please fill in a <a href="https://www.staidans-brookfield.org.uk/wp-content/uploads/2024/01/gift-aid-declaration.pdf">Gift Aid form</a> so we can claim 25p for every &pound;1.</p>
</td></tr>
<tr><td style="padding:10px 18px;font-size:11px;color:#666;border-top:2px solid #5b2a6e;">Parish Office: 01632 960 218 (Tue, Wed, Fri 9:30&ndash;12:30)<br>St Aidan's Church, Brookfield Road, Brookfield BD17 6AE<br><a href="https://www.staidans-brookfield.org.uk">www.staidans-brookfield.org.uk</a> &middot; <a href="https://www.staidans-brookfield.org.uk/?na=u&nk=2231-9f0c4e81aa&nek=6">Unsubscribe</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "st-aidans-parish",
    group: "negative",
    lang: "en",
    kind: "form-receipt",
    code: null,
    link: null,
    from: "St Aidan's Brookfield <wordpress@staidans-brookfield.org.uk>",
    subject: "Thank you - Easter flower rota",
    date: "Sun, 23 Mar 2025 13:02:44 +0000",
    text: `Thank you for offering to help with the Easter flowers! Here is a copy
of what you sent us. Margaret will be in touch nearer the time.

Name: Sam Reader
Email: sam.reader@inbox.example
Phone: 07700 900 582
Which job can you help with?: Pedestal by the font
Can you bring your own oasis and foliage?: Yes
Anything else?: I can stay until 1pm to help clear up.

Arranging is on Holy Saturday, 19 April, from 10am in the church.
Easter Day services: 6:00am Dawn Vigil, 10:00am Festal Eucharist.

--
St Aidan's Church, Brookfield Road, Brookfield BD17 6AE
https://www.staidans-brookfield.org.uk
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f6f6;"><tr><td align="center" style="padding:24px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #dddddd;font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#444;">
<tr><td style="padding:20px 24px;">Thank you for offering to help with the Easter flowers! Here is a copy of what you sent us. Margaret will be in touch nearer the time.</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="8" cellspacing="0" style="border-top:1px solid #dddddd;">
<tr><td style="background:#f8f8f8;font-weight:bold;">Name</td></tr><tr><td>Sam Reader</td></tr>
<tr><td style="background:#f8f8f8;font-weight:bold;">Email</td></tr><tr><td><a href="mailto:sam.reader@inbox.example">sam.reader@inbox.example</a></td></tr>
<tr><td style="background:#f8f8f8;font-weight:bold;">Phone</td></tr><tr><td>07700 900 582</td></tr>
<tr><td style="background:#f8f8f8;font-weight:bold;">Which job can you help with?</td></tr><tr><td>Pedestal by the font</td></tr>
<tr><td style="background:#f8f8f8;font-weight:bold;">Can you bring your own oasis and foliage?</td></tr><tr><td>Yes</td></tr>
<tr><td style="background:#f8f8f8;font-weight:bold;">Anything else?</td></tr><tr><td>I can stay until 1pm to help clear up.</td></tr>
</table></td></tr>
<tr><td style="padding:20px 24px;">Arranging is on Holy Saturday, 19 April, from 10am in the church.<br>Easter Day services: 6:00am Dawn Vigil, 10:00am Festal Eucharist.</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;border-top:1px solid #dddddd;">St Aidan's Church, Brookfield Road, Brookfield BD17 6AE &middot; <a href="https://www.staidans-brookfield.org.uk" style="color:#999;">www.staidans-brookfield.org.uk</a></td></tr>
</table></td></tr></table>`,
  },
  {
    family: "hollybush-nursery",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link:
      "https://parents.hollybushnursery.co.uk/auth/magic?token=Hb7.eyJmYW1pbHkiOjMwMTJ9.qL2v9XkP0tR4sW8zN1cM&next=%2Fdiary",
    from: "Hollybush Day Nursery <noreply@parents.hollybushnursery.co.uk>",
    subject: "Your sign-in link for Hollybush Parents",
    date: "Wed, 12 Feb 2025 07:58:19 +0000",
    text: `Hello Sam,

Tap the link below to sign in to Hollybush Parents and see Ellie's diary,
photos and invoices:

https://parents.hollybushnursery.co.uk/auth/magic?token=Hb7.eyJmYW1pbHkiOjMwMTJ9.qL2v9XkP0tR4sW8zN1cM&next=%2Fdiary

The link can only be used once and stops working after 15 minutes.
If it has expired just ask for a new one from the sign-in page.

Didn't ask for this? You can ignore this email.

Hollybush Day Nursery, 22 Chapel Street, Didsbury M20 6RN
Tel 0161 496 0731 | Ofsted URN EY561204
`,
    html: `<html><body style="margin:0;background:#fdf8ee;font-family:Helvetica,Arial,sans-serif;">
<span style="display:none;font-size:1px;color:#fdf8ee;">Sign in to see Ellie's diary, photos and invoices.</span>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #efe3c8;border-radius:10px;">
<tr><td align="center" style="padding:26px;"><img src="https://parents.hollybushnursery.co.uk/static/holly-leaf.png" width="56" height="56" alt="Hollybush Day Nursery"></td></tr>
<tr><td style="padding:0 34px;font-size:16px;line-height:24px;color:#333;">Hello Sam,<br><br>Tap the button below to sign in to Hollybush Parents and see Ellie's diary, photos and invoices.</td></tr>
<tr><td align="center" style="padding:26px;"><a href="https://parents.hollybushnursery.co.uk/auth/magic?token=Hb7.eyJmYW1pbHkiOjMwMTJ9.qL2v9XkP0tR4sW8zN1cM&amp;next=%2Fdiary" style="background:#2f7d4f;color:#fff;text-decoration:none;padding:14px 30px;border-radius:24px;font-weight:bold;font-size:16px;">Sign in</a></td></tr>
<tr><td style="padding:0 34px 26px;font-size:13px;line-height:20px;color:#777;">The link can only be used once and stops working after 15 minutes. If it has expired just ask for a new one from the sign-in page.<br><br>Didn't ask for this? You can ignore this email.</td></tr>
</table>
<p style="font-size:11px;color:#a89770;">Hollybush Day Nursery, 22 Chapel Street, Didsbury M20 6RN &middot; Tel 0161 496 0731 &middot; Ofsted URN EY561204</p>
</td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- English: blogs, forums, bookings, landlords

const b: Mail[] = [
  {
    family: "hollybush-nursery",
    group: "negative",
    lang: "en",
    kind: "invoice",
    code: null,
    link: null,
    from: "Hollybush Day Nursery <accounts@hollybushnursery.co.uk>",
    subject: "Invoice INV-2025-0388 for March (Ellie Reader)",
    date: "Mon, 03 Mar 2025 10:15:42 +0000",
    text: `Dear Sam,

Please find attached the invoice for Ellie's sessions in March 2025.

Invoice number: INV-2025-0388
Sessions: 12 full days, 4 mornings
Less 30 hours funded entitlement: -£412.80
Amount due: £486.40 by 10 March 2025

You can pay by bank transfer to Hollybush Day Nursery Ltd,
sort code 04-00-04, account 41822097, reference HB3012. If you use
Tax-Free Childcare, our provider reference is HOLL4821BUSH.

Any questions, just pop into the office or call 0161 496 0731.

Kind regards,
Anita Kowalczyk
Office Manager
`,
    html: null,
    enc: "8bit",
    attachment: [
      "INV-2025-0388.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Invoice INV-2025-0388 GBP 486.40\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "shedlog-blog",
    group: "oss",
    lang: "en",
    kind: "comment-subscribe-confirm",
    code: null,
    link: "https://shedlog.net/comment-subscriptions/?srp=412&srk=6f2a91c0d4e8b7a35c1f&sra=c&srsrc=e",
    from: "Shedlog <wordpress@shedlog.net>",
    subject: "[Shedlog] Please confirm your subscription",
    date: "Sun, 06 Apr 2025 19:22:10 +0100",
    text: `Hi Sam,

You asked to be notified when someone comments on "Re-roofing the
potting shed with cedar shingles (part 3)".

Before we send you anything, please confirm that this is really your
address by clicking here:
https://shedlog.net/comment-subscriptions/?srp=412&srk=6f2a91c0d4e8b7a35c1f&sra=c&srsrc=e

If you didn't subscribe, just ignore this message.

Shedlog - https://shedlog.net
`,
    html: `<p>Hi Sam,</p>
<p>You asked to be notified when someone comments on &#8220;<a href="https://shedlog.net/2025/04/re-roofing-the-potting-shed-part-3/">Re-roofing the potting shed with cedar shingles (part 3)</a>&#8221;.</p>
<p>Before we send you anything, please confirm that this is really your address by <a href="https://shedlog.net/comment-subscriptions/?srp=412&amp;srk=6f2a91c0d4e8b7a35c1f&amp;sra=c&amp;srsrc=e">clicking here</a>.</p>
<p>If you didn't subscribe, just ignore this message.</p>
<p><a href="https://shedlog.net">Shedlog</a></p>`,
  },
  {
    family: "shedlog-blog",
    group: "negative",
    lang: "en",
    kind: "new-comment",
    code: null,
    link: null,
    from: "Shedlog <wordpress@shedlog.net>",
    subject: "[Shedlog] New comment on: Re-roofing the potting shed with cedar shingles (part 3)",
    date: "Tue, 08 Apr 2025 08:41:55 +0100",
    text: `There is a new comment on "Re-roofing the potting shed with cedar
shingles (part 3)".

Author: Bryn (woodworm_wales)

Comment:
Great write-up. I did mine with 18" shingles at a 5.5" exposure and
used stainless ring-shank nails, 38mm. Seven years on, not a single
one has lifted. Did you pre-treat the cut ends?

Reply: https://shedlog.net/2025/04/re-roofing-the-potting-shed-part-3/#comment-2291

------
You are receiving this because you subscribed to comments on this post.
Manage your subscriptions: https://shedlog.net/comment-subscriptions/?srek=9c0e7f13&srk=6f2a91c0d4e8b7a35c1f&sra=s&srsrc=e
`,
    html:
      `<p>There is a new comment on &#8220;<a href="https://shedlog.net/2025/04/re-roofing-the-potting-shed-part-3/">Re-roofing the potting shed with cedar shingles (part 3)</a>&#8221;.</p>
<p><strong>Author:</strong> Bryn (woodworm_wales)</p>
<p><strong>Comment:</strong><br>Great write-up. I did mine with 18&quot; shingles at a 5.5&quot; exposure and used stainless ring-shank nails, 38mm. Seven years on, not a single one has lifted. Did you pre-treat the cut ends?</p>
<p><a href="https://shedlog.net/2025/04/re-roofing-the-potting-shed-part-3/#comment-2291">Reply</a></p>
<hr>
<p style="font-size:11px;color:#888;">You are receiving this because you subscribed to comments on this post. <a href="https://shedlog.net/comment-subscriptions/?srek=9c0e7f13&amp;srk=6f2a91c0d4e8b7a35c1f&amp;sra=s&amp;srsrc=e">Manage your subscriptions</a></p>`,
  },
  {
    family: "solderjoint-forum",
    group: "consumer",
    lang: "en",
    kind: "account-activation",
    code: "k7Qd2RmX9a",
    link: "https://forum.solderjoint.org/member.php?action=activate&uid=5231&code=k7Qd2RmX9a",
    from: "SolderJoint Forums <no-reply@solderjoint.org>",
    subject: "Account Activation at SolderJoint Forums",
    date: "Thu, 16 Jan 2025 23:14:06 +0000",
    text: `samreader,

To finish signing up at SolderJoint Forums you need to activate your
account. Open the address below in your browser:

https://forum.solderjoint.org/member.php?action=activate&uid=5231&code=k7Qd2RmX9a

If the link doesn't work, go to
https://forum.solderjoint.org/member.php?action=activate
and fill in:
User ID: 5231
Activation code: k7Qd2RmX9a

Thanks for joining - see you in the Vintage Radio section!
The SolderJoint team
`,
    html: null,
  },
  {
    family: "solderjoint-forum",
    group: "negative",
    lang: "en",
    kind: "thread-digest",
    code: null,
    link: null,
    from: "SolderJoint Forums <no-reply@solderjoint.org>",
    subject: "New replies in threads you're watching",
    date: "Sat, 01 Feb 2025 07:00:11 +0000",
    text: `Hello samreader,

There have been new replies in threads you are subscribed to since
your last visit (31 Jan 2025, 21:48):

* Bush DAC90A - hum after recap (4 new replies)
  https://forum.solderjoint.org/showthread.php?tid=18844&action=newpost
  Last post by valve_vic: "Check the smoothing cap on the HT line,
  the 50uF one, and the rectifier..."

* Best cheap hot-air station under £60? (12 new replies)
  https://forum.solderjoint.org/showthread.php?tid=19012&action=newpost

* Selling: box of 2N3055s and assorted TO-3 heatsinks (1 new reply)
  https://forum.solderjoint.org/showthread.php?tid=19030&action=newpost

You won't get more emails about these threads until you visit the forum
again.

Unsubscribe from all threads:
https://forum.solderjoint.org/usercp.php?action=subscriptions
`,
    html: null,
  },
  {
    family: "marlpit-tennis-club",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "721409",
    link: null,
    from: "Marlpit LTC Court Booking <bookings@marlpitltc.com>",
    subject: "Marlpit LTC - your verification code",
    date: "Sat, 10 May 2025 08:03:51 +0100",
    text: `Your verification code is 721409

Enter it in the court booking page to confirm it's you. It expires in
5 minutes.

Courts 1-3 (floodlit) are bookable up to 7 days ahead; courts 4 and 5
up to 3 days. Guest fee £6 per session.

Marlpit Lawn Tennis Club, Marlpit Lane, Hoddesdon EN11 0XD
Help: https://marlpitltc.com/booking-help
`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#eef4ea;">
<table align="center" width="460" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;">
<tr><td style="background:#3d6b2a;padding:14px;color:#fff;font-size:17px;">Marlpit LTC &middot; Court Booking</td></tr>
<tr><td style="padding:22px 22px 6px;font-size:15px;">Your verification code is:</td></tr>
<tr><td align="center" style="padding:10px 22px;">
<table cellpadding="0" cellspacing="6"><tr>
<td style="border:1px solid #9bb88c;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;">7</td>
<td style="border:1px solid #9bb88c;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;">2</td>
<td style="border:1px solid #9bb88c;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;">1</td>
<td style="border:1px solid #9bb88c;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;">4</td>
<td style="border:1px solid #9bb88c;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;">0</td>
<td style="border:1px solid #9bb88c;width:38px;height:48px;text-align:center;font-size:26px;font-weight:bold;">9</td>
</tr></table></td></tr>
<tr><td style="padding:10px 22px;font-size:13px;color:#555;">Enter it in the court booking page to confirm it's you. It expires in 5 minutes.</td></tr>
<tr><td style="padding:10px 22px 20px;font-size:12px;color:#888;">Courts 1&ndash;3 (floodlit) are bookable up to 7 days ahead; courts 4 and 5 up to 3 days. Guest fee &pound;6 per session.<br><br>Marlpit Lawn Tennis Club, Marlpit Lane, Hoddesdon EN11 0XD &middot; <a href="https://marlpitltc.com/booking-help" style="color:#3d6b2a;">Help</a></td></tr>
</table></body></html>`,
  },
  {
    family: "ember-and-ash-bbq",
    group: "consumer",
    lang: "en",
    kind: "booking-request-confirm",
    code: null,
    link: "https://book.emberandash.bar/r/confirm/EA-77314?sig=0d9e1fb2c6a8",
    from: "Ember & Ash Smokehouse <tables@emberandash.bar>",
    subject: "Action needed: confirm your table for Sat 14 June",
    date: "Mon, 09 Jun 2025 14:26:37 +0100",
    text: `Hi Sam,

Thanks for your booking request at Ember & Ash Smokehouse!

  Saturday 14 June 2025, 7:30pm
  6 guests, indoor (request: high chair x1)
  Request no. EA-77314

Your table is NOT held yet. Please confirm within 2 hours or the slot
goes back on the system - Saturdays go fast:

Confirm my booking: https://book.emberandash.bar/r/confirm/EA-77314?sig=0d9e1fb2c6a8

For groups of 6 or more we add a discretionary 12.5% service charge. We
hold tables for 15 minutes after the booking time.

See you soon,
The Ember & Ash team
41 Wharf Street, Leicester LE1 2AG - 0116 496 0288
Menus: www.emberandash.bar/menus
`,
    html: `<!doctype html><html><body style="margin:0;background:#1c1917;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#1c1917;"><tr><td align="center" style="padding:28px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#292524;color:#f5f5f4;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td align="center" style="padding:26px;"><img src="https://book.emberandash.bar/assets/ea-logo-light.png" width="150" alt="EMBER &amp; ASH SMOKEHOUSE"></td></tr>
<tr><td style="padding:0 34px;font-size:15px;line-height:23px;">Hi Sam,<br>Thanks for your booking request at Ember &amp; Ash Smokehouse!</td></tr>
<tr><td style="padding:18px 34px;"><table width="100%" cellpadding="10" style="background:#44403c;font-size:14px;color:#f5f5f4;"><tr><td><b>Saturday 14 June 2025, 7:30pm</b><br>6 guests, indoor (request: high chair x1)<br><span style="color:#a8a29e;">Request no. EA-77314</span></td></tr></table></td></tr>
<tr><td style="padding:0 34px;font-size:15px;line-height:23px;color:#fdba74;"><b>Your table is not held yet.</b> Please confirm within 2 hours or the slot goes back on the system &ndash; Saturdays go fast.</td></tr>
<tr><td align="center" style="padding:24px;"><a href="https://book.emberandash.bar/r/confirm/EA-77314?sig=0d9e1fb2c6a8" style="background:#ea580c;color:#fff;padding:14px 34px;text-decoration:none;font-weight:bold;letter-spacing:1px;">CONFIRM MY BOOKING</a></td></tr>
<tr><td style="padding:0 34px 24px;font-size:12px;line-height:19px;color:#a8a29e;">For groups of 6 or more we add a discretionary 12.5% service charge. We hold tables for 15 minutes after the booking time.</td></tr>
<tr><td style="padding:18px 34px;font-size:11px;color:#78716c;border-top:1px solid #44403c;">41 Wharf Street, Leicester LE1 2AG &middot; 0116 496 0288<br><a href="https://www.emberandash.bar/menus" style="color:#a8a29e;">Menus</a> &middot; <a href="https://www.instagram.com/emberandash.bar" style="color:#a8a29e;">Instagram</a> &middot; <a href="https://www.emberandash.bar/privacy" style="color:#a8a29e;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "ember-and-ash-bbq",
    group: "negative",
    lang: "en",
    kind: "booking-reminder",
    code: null,
    link: null,
    from: "Ember & Ash Smokehouse <tables@emberandash.bar>",
    subject: "See you tomorrow at 7:30pm",
    date: "Fri, 13 Jun 2025 10:00:05 +0100",
    text: `Hi Sam,

Just a reminder of your booking tomorrow:

Saturday 14 June 2025, 7:30pm - 6 guests
Booking ref EA-77314

Running late or need to change numbers? Manage your booking:
https://book.emberandash.bar/r/manage/EA-77314?sig=0d9e1fb2c6a8

Parking: the NCP on Lee Circus (LE1 3RE) is 2 minutes away.

The Ember & Ash team
`,
    html:
      `<html><body style="background:#1c1917;margin:0;"><table width="100%"><tr><td align="center" style="padding:24px;">
<table width="520" style="background:#292524;color:#f5f5f4;font-family:Arial,sans-serif;font-size:15px;line-height:22px;" cellpadding="26"><tr><td>
Hi Sam,<br><br>Just a reminder of your booking tomorrow:<br><br><b>Saturday 14 June 2025, 7:30pm &ndash; 6 guests</b><br>Booking ref EA-77314<br><br>
Running late or need to change numbers? <a href="https://book.emberandash.bar/r/manage/EA-77314?sig=0d9e1fb2c6a8" style="color:#fdba74;">Manage your booking</a><br><br>
Parking: the NCP on Lee Circus (LE1 3RE) is 2 minutes away.<br><br>The Ember &amp; Ash team</td></tr></table>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "mealie",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://recipes.reader-family.net/reset-password/?token=4MqvZ7nE2hKpL0sW9dYcRt",
    from: "Reader Family Recipes <mealie@reader-family.net>",
    subject: "Password Reset",
    date: "Sun, 19 Jan 2025 18:33:20 +0000",
    text: `Password Reset

We got a request to reset the password for your account on Reader
Family Recipes. Use the link below to choose a new one:

https://recipes.reader-family.net/reset-password/?token=4MqvZ7nE2hKpL0sW9dYcRt

If you did not request a reset, you can ignore this email.
`,
    html:
      `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="background-color:#f4f4f4;margin:0;padding:0;">
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="padding:40px 10px;">
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="max-width:600px;background:#ffffff;border-radius:4px;">
<tr><td align="center" style="padding:30px 20px 10px;font-family:Arial,sans-serif;"><img src="https://recipes.reader-family.net/icons/android-chrome-192x192.png" width="64" alt="Mealie"><h1 style="font-size:28px;font-weight:400;margin:12px 0;color:#111;">Password Reset</h1></td></tr>
<tr><td style="padding:10px 30px;font-family:Arial,sans-serif;font-size:17px;line-height:25px;color:#666;">We got a request to reset the password for your account on Reader Family Recipes. Use the button below to choose a new one.</td></tr>
<tr><td align="center" style="padding:20px 30px 40px;"><table border="0" cellspacing="0" cellpadding="0"><tr><td align="center" style="border-radius:3px;" bgcolor="#E58325"><a href="https://recipes.reader-family.net/reset-password/?token=4MqvZ7nE2hKpL0sW9dYcRt" target="_blank" style="font-size:18px;font-family:Arial,sans-serif;color:#ffffff;text-decoration:none;padding:14px 26px;border-radius:2px;border:1px solid #E58325;display:inline-block;">Reset Password</a></td></tr></table></td></tr>
<tr><td style="padding:0 30px 30px;font-family:Arial,sans-serif;font-size:13px;color:#999;">If you did not request a reset, you can ignore this email.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "lark-and-lens-photography",
    group: "consumer",
    lang: "en",
    kind: "booking-request-confirm",
    code: null,
    link: "https://larkandlens.co.uk/booking/confirm?req=LL-2025-0612&k=Zb81Qw",
    from: "Lark & Lens Photography <hello@larkandlens.co.uk>",
    subject: "Please confirm your family session request - 12 July",
    date: "Wed, 18 Jun 2025 21:10:49 +0100",
    text: `Hi Sam!

Thank you so much for getting in touch about a family session - I love
the idea of doing it down at Formby beach at golden hour, and I think
the light on 12 July should be gorgeous (sunset is around 9:25pm, so
we'd start at 8:15pm and shoot for about an hour). Before I pencil you
into the diary properly, could you please confirm your request at
https://larkandlens.co.uk/booking/confirm?req=LL-2025-0612&k=Zb81Qw
- until you do, the date isn't held and I may offer it to someone on the
waiting list after 48 hours. Once it's confirmed I'll send over the
contract and the £75 deposit invoice (the rest, £220, is due a week
before the shoot). Wear soft colours, bring the dog, and don't worry
about the kids being "good" - the best shots are always the chaotic ones!

Warmly,
Jess
Lark & Lens Photography
www.larkandlens.co.uk | 07700 900 914 | @larkandlens
`,
    html: `<div style="font-family:Georgia,serif;font-size:16px;line-height:26px;color:#3a3a3a;max-width:600px;">
<p>Hi Sam!</p>
<p>Thank you so much for getting in touch about a family session &ndash; I love the idea of doing it down at Formby beach at golden hour, and I think the light on 12 July should be gorgeous (sunset is around 9:25pm, so we'd start at 8:15pm and shoot for about an hour). Before I pencil you into the diary properly, could you please <a href="https://larkandlens.co.uk/booking/confirm?req=LL-2025-0612&amp;k=Zb81Qw" style="color:#b5838d;">confirm your request here</a> &ndash; until you do, the date isn't held and I may offer it to someone on the waiting list after 48 hours. Once it's confirmed I'll send over the contract and the &pound;75 deposit invoice (the rest, &pound;220, is due a week before the shoot). Wear soft colours, bring the dog, and don't worry about the kids being &ldquo;good&rdquo; &ndash; the best shots are always the chaotic ones!</p>
<p>Warmly,<br>Jess</p>
<p style="font-size:13px;color:#999;"><img src="https://larkandlens.co.uk/sig/lark-logo.png" width="90" alt="Lark &amp; Lens"><br><a href="https://www.larkandlens.co.uk" style="color:#999;">www.larkandlens.co.uk</a> | 07700 900 914 | <a href="https://instagram.com/larkandlens" style="color:#999;">@larkandlens</a></p>
</div>`,
  },
  {
    family: "brackenside-flats",
    group: "negative",
    lang: "en",
    kind: "landlord-notice",
    code: null,
    link: null,
    from: "Patrick Donnelly <p.donnelly.lets@btinternet.example>",
    subject: "Flat 3 - rent received + gas safety check 22nd",
    date: "Thu, 02 Jan 2025 17:45:12 +0000",
    text: `Hi Sam,

Rent for January received, thanks (£725 on 1/1). Happy new year!

The gas safety check is booked for Wednesday 22 January between 10 and
12. The engineer is from Kirkby Heating (Gas Safe reg. 548213), his name
is Lee. If you're at work I can let him in with my key, just let me know
by text that's OK - 07700 900 377.

Also the bins: council have moved the recycling collection to Tuesdays
from the 14th.

Cheers,
Pat
`,
    html: null,
  },
];

// ---------------------------------------------------------------- German, French, Spanish, Italian

const c: Mail[] = [
  {
    family: "tsv-eichenau-handball",
    group: "negative",
    lang: "de",
    kind: "match-report",
    code: null,
    link: null,
    from: "TSV Eichenau Handball <handball@tsv-eichenau.de>",
    subject: "Spielbericht: TSV Eichenau – HSG Würmtal II 29:27",
    date: "Sun, 16 Feb 2025 21:37:14 +0100",
    text: `Liebe Handballfamilie,

was für ein Krimi am Samstagabend in der Dreifachhalle! Unsere erste
Herrenmannschaft hat die HSG Würmtal II vor rund 240 Zuschauern mit
29:27 (Halbzeit 13:15) geschlagen.

Nach einem holprigen Start lagen wir in der 38. Minute noch mit 17:21
hinten. Dann stellte Trainer Bauer auf eine offensive 3:2:1-Deckung um,
Keeper Lukas Rieder hielt zwei Siebenmeter in Folge, und Jonas Ecker
(9/4 Tore) traf 40 Sekunden vor Schluss zum 28:27.

Tabelle Bezirksoberliga: Platz 3, 22:8 Punkte.

Nächstes Heimspiel: Samstag, 1. März, 19:30 Uhr gegen den TSV Gilching.
Eintritt 5 €, Jugendliche bis 16 frei. Die Kuchentheke übernimmt diesmal
die weibliche C-Jugend.

Sportliche Grüße
Andrea Huber, Abteilungsleitung Handball

TSV Eichenau e.V. · Budriostraße 12 · 82223 Eichenau
www.tsv-eichenau.de/handball
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "tsv-eichenau-handball",
    group: "regional",
    lang: "de",
    kind: "newsletter-confirm",
    code: null,
    link: "https://www.tsv-eichenau.de/?na=c&nk=3318-8f3e1a9c2b&nek=2&nm=ZGVyLW5ld3NsZXR0ZXItMjAyNQ&ts=1740131022",
    from: "TSV Eichenau e.V. <newsletter@tsv-eichenau.de>",
    subject: "Bitte bestätige deine Anmeldung zum TSV-Newsletter",
    date: "Fri, 21 Feb 2025 10:43:42 +0100",
    text: `Hallo Sam,

danke für dein Interesse am Newsletter des TSV Eichenau! Damit wir dir
Spielberichte, Termine und Vereinsnachrichten schicken dürfen, musst du
deine Anmeldung noch bestätigen. Klicke dazu auf den folgenden Link:

https://www.tsv-eichenau.de/?na=c&nk=3318-8f3e1a9c2b&nek=2&nm=ZGVyLW5ld3NsZ
XR0ZXItMjAyNQ&ts=1740131022

Falls der Link nicht funktioniert, kopiere ihn bitte vollständig in die
Adresszeile deines Browsers.

Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach.

Sportliche Grüße
TSV Eichenau e.V. · Budriostraße 12 · 82223 Eichenau
www.tsv-eichenau.de · Impressum: www.tsv-eichenau.de/impressum
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f2f2f2;"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="background:#00593a;padding:16px 24px;"><img src="https://www.tsv-eichenau.de/wp-content/uploads/2023/05/tsv-logo-weiss.png" alt="TSV Eichenau e.V." height="48"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;color:#333;">
<p>Hallo Sam,</p>
<p>danke für dein Interesse am Newsletter des TSV Eichenau! Damit wir dir Spielberichte, Termine und Vereinsnachrichten schicken dürfen, musst du deine Anmeldung noch bestätigen.</p>
<p style="text-align:center;padding:12px 0;"><a href="https://www.tsv-eichenau.de/?na=c&amp;nk=3318-8f3e1a9c2b&amp;nek=2&amp;nm=ZGVyLW5ld3NsZXR0ZXItMjAyNQ&amp;ts=1740131022" style="background:#00593a;color:#fff;padding:12px 28px;text-decoration:none;border-radius:3px;font-weight:bold;">Anmeldung bestätigen</a></p>
<p>Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;border-top:1px solid #e0e0e0;">TSV Eichenau e.V. &middot; Budriostraße 12 &middot; 82223 Eichenau<br><a href="https://www.tsv-eichenau.de" style="color:#888;">www.tsv-eichenau.de</a> &middot; <a href="https://www.tsv-eichenau.de/impressum" style="color:#888;">Impressum</a> &middot; <a href="https://www.tsv-eichenau.de/datenschutz" style="color:#888;">Datenschutz</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "salon-scherenschnitt",
    group: "regional",
    lang: "de",
    kind: "booking-code",
    code: "4927",
    link: null,
    from: "Salon Scherenschnitt <termine@salon-scherenschnitt.de>",
    subject: "Ihr Bestätigungscode: 4927",
    date: "Tue, 11 Mar 2025 19:04:28 +0100",
    text: `Guten Tag,

um Ihre Online-Terminbuchung abzuschließen, geben Sie bitte diesen
Bestätigungscode auf unserer Buchungsseite ein:

4927

Der Code ist 10 Minuten gültig.

Ihr gewünschter Termin: Do, 13.03.2025, 17:30 Uhr
Leistung: Damen Waschen, Schneiden, Föhnen (ca. 60 Min., ab 54,00 €)
Mitarbeiterin: Svenja

Salon Scherenschnitt · Hauptstraße 87 · 69117 Heidelberg
Tel. 06221 4390 812
`,
    html: `<html><body style="font-family:Helvetica,Arial,sans-serif;color:#2b2b2b;">
<table width="520" cellpadding="0" cellspacing="0" style="margin:0 auto;border:1px solid #ddd;">
<tr><td style="padding:18px 24px;border-bottom:3px solid #c08497;font-size:20px;letter-spacing:2px;">SALON SCHERENSCHNITT</td></tr>
<tr><td style="padding:22px 24px 8px;font-size:15px;line-height:22px;">Guten Tag,<br><br>um Ihre Online-Terminbuchung abzuschließen, geben Sie bitte diesen Bestätigungscode auf unserer Buchungsseite ein:</td></tr>
<tr><td align="center" style="padding:14px;"><div style="font-size:36px;font-weight:bold;letter-spacing:14px;color:#c08497;">4927</div><div style="font-size:12px;color:#888;">Der Code ist 10 Minuten gültig.</div></td></tr>
<tr><td style="padding:8px 24px 22px;font-size:14px;line-height:21px;color:#555;"><b>Ihr gewünschter Termin:</b> Do, 13.03.2025, 17:30 Uhr<br><b>Leistung:</b> Damen Waschen, Schneiden, Föhnen (ca. 60 Min., ab 54,00 €)<br><b>Mitarbeiterin:</b> Svenja</td></tr>
<tr><td style="padding:12px 24px;font-size:11px;color:#999;background:#faf6f7;">Salon Scherenschnitt &middot; Hauptstraße 87 &middot; 69117 Heidelberg &middot; Tel. 06221 4390 812</td></tr>
</table></body></html>`,
    enc: "b64",
  },
  {
    family: "salon-scherenschnitt",
    group: "negative",
    lang: "de",
    kind: "booking-reminder",
    code: null,
    link: null,
    from: "Salon Scherenschnitt <termine@salon-scherenschnitt.de>",
    subject: "Erinnerung: Ihr Termin morgen um 17:30 Uhr",
    date: "Wed, 12 Mar 2025 09:00:00 +0100",
    text: `Guten Tag Sam Reader,

wir freuen uns auf Ihren Besuch morgen:

Donnerstag, 13.03.2025 um 17:30 Uhr
Damen Waschen, Schneiden, Föhnen bei Svenja
Buchungsnummer: 20250313-0117

Sie können nicht kommen? Bitte sagen Sie spätestens 24 Stunden vorher
ab, telefonisch unter 06221 4390 812 oder hier:
https://termine.salon-scherenschnitt.de/buchung/20250313-0117/absagen

Bis morgen!
Ihr Team vom Salon Scherenschnitt
`,
    html: null,
    enc: "qp",
  },
  {
    family: "chorale-les-tilleuls",
    group: "oss",
    lang: "fr",
    kind: "subscribe-confirm",
    code: null,
    link: "https://listes.chorale-tilleuls.fr/sympa/ticket/83152047391620584710",
    from: "SYMPA <sympa@listes.chorale-tilleuls.fr>",
    subject: "Message de service : confirmation de l'abonnement à la liste choristes",
    date: "Mon, 08 Sep 2025 18:12:33 +0200",
    text: `Bonjour,

Une demande d'abonnement à la liste choristes@listes.chorale-tilleuls.fr
(« Choristes de la Chorale Les Tilleuls ») a été faite pour l'adresse
sam.reader@inbox.example.

Pour confirmer cet abonnement, il suffit de suivre ce lien :
  https://listes.chorale-tilleuls.fr/sympa/ticket/83152047391620584710

Si vous n'êtes pas à l'origine de cette demande, ne faites rien : vous
ne serez pas abonné(e).

--
Serveur de listes de la Chorale Les Tilleuls
https://listes.chorale-tilleuls.fr/sympa
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "chorale-les-tilleuls",
    group: "negative",
    lang: "fr",
    kind: "rehearsal-schedule",
    code: null,
    link: null,
    from: "Chorale Les Tilleuls <bureau@chorale-tilleuls.fr>",
    subject: "Planning des répétitions – concert de Noël",
    date: "Wed, 15 Oct 2025 22:18:05 +0200",
    text: `Chères choristes, chers choristes,

Voici le planning jusqu'au concert de Noël du dimanche 14 décembre à
16 h en l'église Saint-Martin de Bourg-la-Reine.

- Mardis 21/10, 4/11, 18/11 : répétition habituelle, 20 h 15 – 22 h 15,
  salle des fêtes (12 rue Ravon)
- Samedi 29/11 : journée de travail, 10 h – 17 h, repas partagé
- Mardi 9/12 : générale avec l'orchestre à Saint-Martin, 20 h

Partitions : le Magnificat de Rutter est disponible sur l'espace membres
(mot de passe habituel). Les pupitres de ténors cherchent encore deux
voix, parlez-en autour de vous !

Cotisation 2025-2026 : 120 € (60 € étudiants), chèque à l'ordre de
« Chorale Les Tilleuls » à remettre à Martine avant le 30 octobre.

Musicalement,
Le bureau
06 12 48 90 37
`,
    html: `<div style="font-family:'Segoe UI',Arial,sans-serif;font-size:14px;color:#222;line-height:1.5;">
<p>Chères choristes, chers choristes,</p>
<p>Voici le planning jusqu'au <b>concert de Noël du dimanche 14 décembre à 16 h</b> en l'église Saint-Martin de Bourg-la-Reine.</p>
<ul>
<li>Mardis 21/10, 4/11, 18/11 : répétition habituelle, 20 h 15 – 22 h 15, salle des fêtes (12 rue Ravon)</li>
<li>Samedi 29/11 : journée de travail, 10 h – 17 h, repas partagé</li>
<li>Mardi 9/12 : générale avec l'orchestre à Saint-Martin, 20 h</li>
</ul>
<p>Partitions : le Magnificat de Rutter est disponible sur <a href="https://www.chorale-tilleuls.fr/espace-membres/partitions/">l'espace membres</a> (mot de passe habituel). Les pupitres de ténors cherchent encore deux voix, parlez-en autour de vous !</p>
<p>Cotisation 2025-2026 : 120 € (60 € étudiants), chèque à l'ordre de « Chorale Les Tilleuls » à remettre à Martine avant le 30 octobre.</p>
<p>Musicalement,<br>Le bureau<br>06 12 48 90 37</p>
</div>`,
    enc: "qp",
  },
  {
    family: "cabinet-kine-veyrier",
    group: "regional",
    lang: "fr",
    kind: "booking-code",
    code: "384920",
    link: null,
    from: "Cabinet de kinésithérapie Veyrier <rdv@kine-veyrier.fr>",
    subject: "384 920 – votre code de confirmation",
    date: "Thu, 20 Nov 2025 12:41:09 +0100",
    text: `Bonjour,

Voici votre code de confirmation pour finaliser la prise de rendez-vous
en ligne :

384 920

Saisissez-le dans la fenêtre de réservation. Il expire dans 15 minutes.

Rendez-vous demandé : lundi 24 novembre 2025 à 8 h 30 avec
Mme Lefèvre (rééducation genou, séance n° 3 sur 10).

Cabinet de kinésithérapie Veyrier – 5 avenue de la Gare, 74160 Veyrier
Tél. 04 50 43 21 87 – En cas d'urgence, composez le 15.
`,
    html: `<html><body style="margin:0;background:#eef5f9;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#1f3b4d;border-radius:6px;">
<tr><td style="padding:22px 26px 0;font-size:13px;color:#4b87a8;">Cabinet de kinésithérapie Veyrier</td></tr>
<tr><td style="padding:10px 26px;font-size:15px;line-height:22px;">Bonjour,<br>Voici votre code de confirmation pour finaliser la prise de rendez-vous en ligne :</td></tr>
<tr><td align="center" style="padding:16px;"><span style="font-size:32px;font-weight:bold;letter-spacing:4px;">384&nbsp;920</span></td></tr>
<tr><td style="padding:0 26px 12px;font-size:13px;color:#5d7384;">Saisissez-le dans la fenêtre de réservation. Il expire dans 15 minutes.</td></tr>
<tr><td style="padding:12px 26px;font-size:13px;background:#f4f9fc;">Rendez-vous demandé : <b>lundi 24 novembre 2025 à 8 h 30</b> avec Mme Lefèvre (rééducation genou, séance n° 3 sur 10).</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#8aa0ae;">5 avenue de la Gare, 74160 Veyrier &middot; Tél. 04 50 43 21 87 &middot; En cas d'urgence, composez le 15.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fromagerie-bastide",
    group: "negative",
    lang: "fr",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Fromagerie Bastide <boutique@fromagerie-bastide.fr>",
    subject: "Votre colis est parti ! Commande n°FB-20931",
    date: "Tue, 09 Dec 2025 16:55:21 +0100",
    text: `Bonjour Sam,

Votre commande n°FB-20931 a été remise à Chronopost ce matin, dans son
emballage isotherme. Livraison prévue demain avant 13 h.

Numéro de suivi : XW438210975FR
Suivre le colis : https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=XW438210975FR

Récapitulatif :
- Comté 24 mois, 500 g ........ 19,90 €
- Saint-Marcellin x2 ........... 7,60 €
- Beurre cru demi-sel 250 g .... 5,20 €
- Livraison fraîche ........... 14,90 €
Total TTC ..................... 47,60 €

Conseil du fromager : sortez le comté du réfrigérateur une heure avant
de le servir.

À très bientôt,
Hélène et Marc – Fromagerie Bastide
14 place du Marché, 26110 Nyons – 04 75 26 18 44
`,
    html:
      `<table width="100%" style="background:#faf7f0;"><tr><td align="center"><table width="560" cellpadding="20" style="background:#fff;font-family:Georgia,serif;color:#333;">
<tr><td style="text-align:center;"><img src="https://www.fromagerie-bastide.fr/img/logo-bastide.png" alt="Fromagerie Bastide" width="160"></td></tr>
<tr><td style="font-size:15px;line-height:23px;">Bonjour Sam,<br><br>Votre commande n°FB-20931 a été remise à Chronopost ce matin, dans son emballage isotherme. Livraison prévue demain avant 13 h.<br><br>Numéro de suivi : <a href="https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=XW438210975FR">XW438210975FR</a></td></tr>
<tr><td><table width="100%" cellpadding="5" style="font-family:Arial,sans-serif;font-size:13px;">
<tr><td>Comté 24 mois, 500 g</td><td align="right">19,90 €</td></tr><tr><td>Saint-Marcellin x2</td><td align="right">7,60 €</td></tr><tr><td>Beurre cru demi-sel 250 g</td><td align="right">5,20 €</td></tr><tr><td>Livraison fraîche</td><td align="right">14,90 €</td></tr><tr><td><b>Total TTC</b></td><td align="right"><b>47,60 €</b></td></tr></table></td></tr>
<tr><td style="font-size:14px;font-style:italic;">Conseil du fromager : sortez le comté du réfrigérateur une heure avant de le servir.</td></tr>
<tr><td style="font-size:11px;color:#999;font-family:Arial,sans-serif;">Fromagerie Bastide &ndash; 14 place du Marché, 26110 Nyons &ndash; 04 75 26 18 44 &middot; <a href="https://www.fromagerie-bastide.fr/desinscription?e=c2FtLnJlYWRlcg" style="color:#999;">Se désinscrire</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "club-ciclista-moncayo",
    group: "regional",
    lang: "es",
    kind: "registration-confirm",
    code: null,
    link: "https://inscripciones.ccmoncayo.es/marcha2025/confirmar.php?id=1187&t=b3f9e2a71c",
    from: "Club Ciclista Moncayo <inscripciones@ccmoncayo.es>",
    subject: "Confirma tu inscripción – XII Marcha Cicloturista del Moncayo",
    date: "Mon, 05 May 2025 11:20:48 +0200",
    text: `Hola Sam:

Hemos recibido tu solicitud de inscripción en la XII Marcha Cicloturista
del Moncayo (domingo 8 de junio de 2025, salida 8:00 h desde la plaza de
España de Tarazona, recorrido largo de 128 km y 2.150 m de desnivel).

IMPORTANTE: tu plaza todavía no está reservada. Para completar la
inscripción confirma tu correo en el siguiente enlace en las próximas
24 horas:

https://inscripciones.ccmoncayo.es/marcha2025/confirmar.php?id=1187&t=b3f9e2a71c

Después podrás pagar la cuota (25 € federados / 32 € no federados, con
seguro de día incluido). Hay 600 plazas.

Un saludo y a rodar,
Club Ciclista Moncayo
Avda. de la Paz 21, 50500 Tarazona (Zaragoza) · 976 64 12 38
www.ccmoncayo.es
`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#333;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="border:1px solid #ccc;">
<tr><td><img src="https://www.ccmoncayo.es/img/cabecera-marcha2025.jpg" width="600" alt="XII Marcha Cicloturista del Moncayo"></td></tr>
<tr><td style="padding:18px;line-height:20px;">
<p>Hola Sam:</p>
<p>Hemos recibido tu solicitud de inscripción en la <b>XII Marcha Cicloturista del Moncayo</b> (domingo 8 de junio de 2025, salida 8:00 h desde la plaza de España de Tarazona, recorrido largo de 128 km y 2.150 m de desnivel).</p>
<p style="color:#b00020;"><b>IMPORTANTE:</b> tu plaza todavía no está reservada. Para completar la inscripción confirma tu correo en las próximas 24 horas:</p>
<p align="center"><a href="https://inscripciones.ccmoncayo.es/marcha2025/confirmar.php?id=1187&amp;t=b3f9e2a71c" style="background:#f2a900;color:#000;padding:10px 24px;text-decoration:none;font-weight:bold;">CONFIRMAR INSCRIPCIÓN</a></p>
<p>Después podrás pagar la cuota (25 € federados / 32 € no federados, con seguro de día incluido). Hay 600 plazas.</p>
<p>Un saludo y a rodar,<br>Club Ciclista Moncayo</p>
</td></tr>
<tr><td style="padding:10px 18px;font-size:10px;color:#777;background:#f3f3f3;">Avda. de la Paz 21, 50500 Tarazona (Zaragoza) &middot; 976 64 12 38 &middot; <a href="https://www.ccmoncayo.es">www.ccmoncayo.es</a> &middot; <a href="https://www.facebook.com/ccmoncayo">Facebook</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "club-ciclista-moncayo",
    group: "negative",
    lang: "es",
    kind: "event-info",
    code: null,
    link: null,
    from: "Club Ciclista Moncayo <inscripciones@ccmoncayo.es>",
    subject: "Tu dorsal para la Marcha del Moncayo: 1187",
    date: "Tue, 03 Jun 2025 20:05:10 +0200",
    text: `Hola Sam:

¡Ya queda nada! Te recordamos los datos de tu inscripción:

Dorsal: 1187
Recorrido: largo (128 km)
Cuota pagada: 32,00 € (ref. pago MC25-0419)

Recogida de dorsales: sábado 7 de junio de 17:00 a 21:00 h y domingo de
6:45 a 7:45 h en el pabellón municipal. Trae el DNI.

Avituallamientos en Litago (km 34), Agramonte (km 71) y Vera de Moncayo
(km 102). Al terminar, comida popular en el pabellón.

Teléfono de emergencias durante la prueba: 644 21 87 90.

Club Ciclista Moncayo
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "osteria-lucignolo",
    group: "regional",
    lang: "it",
    kind: "booking-request-confirm",
    code: null,
    link: "https://prenota.osterialucignolo.it/c/Zk3Pq9Lr?utm_source=email&utm_medium=conferma",
    from: "Osteria Lucignolo <prenotazioni@osterialucignolo.it>",
    subject: "Conferma la tua prenotazione di venerdì 26 settembre",
    date: "Wed, 24 Sep 2025 15:33:02 +0200",
    text: `Ciao Sam,

grazie per aver scelto l'Osteria Lucignolo! Abbiamo ricevuto la tua
richiesta:

Venerdì 26 settembre 2025, ore 20:45 – 4 persone – in terrazza

Attenzione: la prenotazione non è valida finché non la confermi. Clicca
qui entro 3 ore, altrimenti il tavolo torna disponibile:
https://prenota.osterialucignolo.it/c/Zk3Pq9Lr?utm_source=email&utm_medium=conferma

Ti ricordiamo che il venerdì sera il menù è solo alla carta (coperto
2,50 €). Per allergie o intolleranze scrivici pure rispondendo a questa
email.

A presto!
Osteria Lucignolo – Via dei Serragli 44r, 50124 Firenze
Tel. 055 229 4817 – P.IVA 06218930483
`,
    html: `<html><body style="margin:0;background:#f5efe6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 8px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fffdf8;font-family:Georgia,'Times New Roman',serif;color:#3d2b1f;border:1px solid #e2d6c3;">
<tr><td align="center" style="padding:24px;font-size:26px;font-style:italic;color:#7b2d26;">Osteria Lucignolo</td></tr>
<tr><td style="padding:0 30px;font-size:15px;line-height:24px;">Ciao Sam,<br>grazie per aver scelto l'Osteria Lucignolo! Abbiamo ricevuto la tua richiesta:</td></tr>
<tr><td align="center" style="padding:16px 30px;font-size:17px;"><b>Venerdì 26 settembre 2025, ore 20:45</b><br>4 persone &middot; in terrazza</td></tr>
<tr><td style="padding:0 30px;font-size:15px;line-height:24px;"><b>Attenzione:</b> la prenotazione non è valida finché non la confermi. Clicca entro 3 ore, altrimenti il tavolo torna disponibile.</td></tr>
<tr><td align="center" style="padding:22px;"><a href="https://prenota.osterialucignolo.it/c/Zk3Pq9Lr?utm_source=email&amp;utm_medium=conferma" style="background:#7b2d26;color:#fff;padding:13px 30px;text-decoration:none;font-family:Arial,sans-serif;font-size:15px;border-radius:3px;">Conferma prenotazione</a></td></tr>
<tr><td style="padding:0 30px 22px;font-size:13px;line-height:20px;color:#6b5a4c;">Ti ricordiamo che il venerdì sera il menù è solo alla carta (coperto 2,50 €). Per allergie o intolleranze scrivici pure rispondendo a questa email.<br><br>A presto!</td></tr>
<tr><td style="padding:14px 30px;font-size:11px;color:#9b8b7c;border-top:1px solid #e2d6c3;font-family:Arial,sans-serif;">Via dei Serragli 44r, 50124 Firenze &middot; Tel. 055 229 4817 &middot; P.IVA 06218930483<br><a href="https://www.osterialucignolo.it" style="color:#9b8b7c;">osterialucignolo.it</a> &middot; <a href="https://www.osterialucignolo.it/privacy" style="color:#9b8b7c;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "palestra-ferro-vivo",
    group: "regional",
    lang: "it",
    kind: "login-code",
    code: "905318",
    link: null,
    from: "Ferro Vivo Palestra <app@ferrovivo.fit>",
    subject: "Il tuo codice di accesso all'app Ferro Vivo",
    date: "Mon, 13 Jan 2025 06:47:33 +0100",
    text: `Ciao Sam,

ecco il codice per accedere all'app Ferro Vivo e prenotare i corsi:

905 318

Il codice scade tra 10 minuti. Non condividerlo con nessuno, nemmeno con
lo staff della palestra.

Orari di gennaio: lun-ven 6:30-22:30, sabato 9:00-19:00, domenica
chiuso. Il corso di spinning delle 7:00 ha ancora 4 posti liberi!

Ferro Vivo Palestra – Via Emilia Est 118, 41121 Modena – 059 87 22 910
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "palestra-ferro-vivo",
    group: "negative",
    lang: "it",
    kind: "membership-renewed",
    code: null,
    link: null,
    from: "Ferro Vivo Palestra <segreteria@ferrovivo.fit>",
    subject: "Abbonamento rinnovato – ricevuta n. 2025/0217",
    date: "Sat, 01 Feb 2025 10:02:49 +0100",
    text: `Gentile Sam Reader,

confermiamo il rinnovo del tuo abbonamento:

Tipo: Open trimestrale (sala pesi + corsi)
Periodo: 01/02/2025 – 30/04/2025
Importo: 165,00 € pagato con carta •••• 4821
Ricevuta n. 2025/0217
Tessera socio: FV-03381

Ricorda di aggiornare il certificato medico sportivo: il tuo scade il
15/03/2025.

Porta un amico entro fine febbraio con il codice AMICO-FV15: per lui
15% di sconto sul primo mese.

Segreteria Ferro Vivo
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<p>Gentile Sam Reader,</p><p>confermiamo il rinnovo del tuo abbonamento:</p>
<table cellpadding="5" style="border-collapse:collapse;font-size:14px;">
<tr><td style="border:1px solid #ddd;">Tipo</td><td style="border:1px solid #ddd;">Open trimestrale (sala pesi + corsi)</td></tr>
<tr><td style="border:1px solid #ddd;">Periodo</td><td style="border:1px solid #ddd;">01/02/2025 – 30/04/2025</td></tr>
<tr><td style="border:1px solid #ddd;">Importo</td><td style="border:1px solid #ddd;">165,00 € pagato con carta •••• 4821</td></tr>
<tr><td style="border:1px solid #ddd;">Ricevuta n.</td><td style="border:1px solid #ddd;">2025/0217</td></tr>
<tr><td style="border:1px solid #ddd;">Tessera socio</td><td style="border:1px solid #ddd;">FV-03381</td></tr></table>
<p>Ricorda di aggiornare il certificato medico sportivo: il tuo scade il 15/03/2025.</p>
<p style="background:#111;color:#ffd400;padding:10px;">Porta un amico entro fine febbraio con il codice <b>AMICO-FV15</b>: per lui 15% di sconto sul primo mese.</p>
<p>Segreteria Ferro Vivo<br><span style="font-size:11px;color:#888;">Via Emilia Est 118, 41121 Modena &middot; 059 87 22 910 &middot; <a href="https://ferrovivo.fit">ferrovivo.fit</a></span></p></div>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Dutch, Portuguese, Polish, Swedish, Japanese

const d: Mail[] = [
  {
    family: "vtv-de-kweektuin",
    group: "regional",
    lang: "nl",
    kind: "newsletter-confirm",
    code: null,
    link:
      "https://lijst.dekweektuin.nl/subscription/optin/5c0a9e2f-71b4-4d3a-9f8e-2b6c1d7e4a90?l=0f3b8c21-6e4d-4a77-b1c9-83d2e5f0a614",
    from: "Volkstuinvereniging De Kweektuin <nieuwsbrief@dekweektuin.nl>",
    subject: "Bevestig je aanmelding voor De Kweektuin Nieuwsbrief",
    date: "Thu, 27 Feb 2025 20:14:37 +0100",
    text: `Hoi,

Je (of iemand anders) heeft zich aangemeld voor de volgende lijst:

- De Kweektuin Nieuwsbrief (maandelijks)

Bevestig je aanmelding via deze link:
https://lijst.dekweektuin.nl/subscription/optin/5c0a9e2f-71b4-4d3a-9f8e-2b6c1d7e4a90?l=0f3b8c21-6e4d-4a77-b1c9-83d2e5f0a614

Zonder bevestiging sturen we je niets. Je voorkeuren kun je later altijd
aanpassen op https://lijst.dekweektuin.nl/subscription/5c0a9e2f-71b4-4d3a-9f8e-2b6c1d7e4a90

Groeten van het bestuur,
VTV De Kweektuin · Tuinpad 3, 3541 AB Utrecht
`,
    html:
      `<!doctype html><html><body style="background:#F0F1F3;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:15px;line-height:26px;margin:0;color:#444;">
<div class="gutter" style="padding:30px;">&nbsp;</div>
<div class="wrap" style="background-color:#fff;padding:30px;max-width:525px;margin:0 auto;border-radius:5px;">
<div class="header" style="border-bottom:1px solid #eee;padding-bottom:15px;margin-bottom:15px;"><img src="https://lijst.dekweektuin.nl/uploads/kweektuin-logo.png" alt="De Kweektuin" style="max-width:160px;"></div>
<h2 style="margin-top:0;">Bevestig je aanmelding</h2>
<p>Je (of iemand anders) heeft zich aangemeld voor de volgende lijst:</p>
<ul><li>De Kweektuin Nieuwsbrief (maandelijks)</li></ul>
<p style="text-align:center;"><a class="button" href="https://lijst.dekweektuin.nl/subscription/optin/5c0a9e2f-71b4-4d3a-9f8e-2b6c1d7e4a90?l=0f3b8c21-6e4d-4a77-b1c9-83d2e5f0a614" style="background:#4c8a2f;border-radius:3px;text-decoration:none !important;color:#fff !important;font-weight:bold;padding:10px 30px;display:inline-block;">Aanmelding bevestigen</a></p>
<p>Zonder bevestiging sturen we je niets. <a href="https://lijst.dekweektuin.nl/subscription/5c0a9e2f-71b4-4d3a-9f8e-2b6c1d7e4a90">Voorkeuren beheren</a></p>
</div>
<div class="footer" style="text-align:center;font-size:12px;color:#888;padding:20px;">VTV De Kweektuin &middot; Tuinpad 3, 3541 AB Utrecht</div>
</body></html>`,
    enc: "qp",
  },
  {
    family: "mhc-de-uilen",
    group: "negative",
    lang: "nl",
    kind: "rota-change",
    code: null,
    link: null,
    from: "MHC De Uilen – JO11-2 <teammanager.jo11-2@mhcdeuilen.nl>",
    subject: "Gewijzigd rijschema + bardienst zaterdag",
    date: "Thu, 10 Apr 2025 21:26:03 +0200",
    text: `Hallo ouders,

Door de verplaatste wedstrijd tegen HC Tilburg (nu zaterdag 12 april om
10:45, verzamelen 9:30 bij het clubhuis) is het rijschema aangepast:

  12 april  uit  HC Tilburg      rijden: Reader, De Vries, Bakkal
  19 april  thuis Den Bosch 3    -
  26 april  uit  Oranje-Rood 5   rijden: Janssen, El Idrissi, Peeters

Bardienst 12 april (13:00-15:30) is van fam. Reader en fam. Smit. Weet
je niet meer hoe de kassa werkt? De code van de kluis staat in de
bar-app, niet in de mail.

Sticks, bitje en scheenbeschermers niet vergeten!

Groet,
Marloes (teammanager), 06 41 27 93 05
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "mhc-de-uilen",
    group: "regional",
    lang: "nl",
    kind: "verify-email",
    code: "318604",
    link: "https://app.mhcdeuilen.nl/verify-email?code=318604&uid=a41c7f&exp=1744405200",
    from: "MHC De Uilen Clubapp <noreply@app.mhcdeuilen.nl>",
    subject: "Bevestig je e-mailadres voor de clubapp",
    date: "Fri, 11 Apr 2025 19:40:16 +0200",
    text: `Hoi Sam,

Welkom in de clubapp van MHC De Uilen! Bevestig je e-mailadres om je
aan te melden voor bardiensten en de wedstrijden van je kind te volgen.

Vul deze code in de app in: 318604

Of open deze link op je telefoon:
https://app.mhcdeuilen.nl/verify-email?code=318604&uid=a41c7f&exp=1744405200

De code is 24 uur geldig.

MHC De Uilen · Sportpark Oosterhout, Uilenpad 1, 4901 ZZ Oosterhout
`,
    html:
      `<table width="100%" bgcolor="#f4f6f8" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="480" bgcolor="#ffffff" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;color:#1d2733;border-radius:8px;">
<tr><td style="padding:20px 26px;background:#12284c;border-radius:8px 8px 0 0;"><img src="https://app.mhcdeuilen.nl/img/uil-wit.png" height="36" alt="MHC De Uilen"></td></tr>
<tr><td style="padding:24px 26px 6px;font-size:15px;line-height:22px;">Hoi Sam,<br><br>Welkom in de clubapp van MHC De Uilen! Bevestig je e-mailadres om je aan te melden voor bardiensten en de wedstrijden van je kind te volgen.</td></tr>
<tr><td style="padding:10px 26px;font-size:14px;">Vul deze code in de app in:</td></tr>
<tr><td align="center" style="padding:6px 26px 14px;"><div style="display:inline-block;background:#eef2f7;border-radius:6px;padding:12px 24px;font-size:30px;letter-spacing:8px;font-weight:bold;color:#12284c;">318604</div></td></tr>
<tr><td align="center" style="padding:4px 26px 20px;font-size:14px;">of<br><br><a href="https://app.mhcdeuilen.nl/verify-email?code=318604&amp;uid=a41c7f&amp;exp=1744405200" style="background:#f39200;color:#fff;padding:12px 26px;border-radius:24px;text-decoration:none;font-weight:bold;">E-mailadres bevestigen</a></td></tr>
<tr><td style="padding:0 26px 22px;font-size:12px;color:#6b7785;">De code is 24 uur geldig.<br>MHC De Uilen &middot; Sportpark Oosterhout, Uilenpad 1, 4901 ZZ Oosterhout</td></tr>
</table></td></tr></table>`,
  },
  {
    family: "escoteiros-araucaria",
    group: "negative",
    lang: "pt",
    kind: "registration-received",
    code: null,
    link: null,
    from: "Grupo Escoteiro Araucária 47/PR <secretaria@escoteirosaraucaria.org.br>",
    subject: "Inscrição recebida – Acampamento de Inverno 2025",
    date: "Mon, 02 Jun 2025 09:18:40 -0300",
    text: `Olá, Sam!

Recebemos a inscrição de Lucas Reader (Ramo Lobinho, Alcateia Seeonee)
no Acampamento de Inverno 2025.

Data: 11 a 13 de julho de 2025
Local: Sítio Recanto das Gralhas, Campo Largo/PR
Saída: sexta, 18h, da sede (Rua Paulo Gorski, 1.250 – Mossunguê)
Valor: R$ 180,00 (inclui alimentação e transporte)

Pagamento por Pix até 27/06 – chave CNPJ 12.345.678/0001-90
(Grupo Escoteiro Araucária). Envie o comprovante respondendo este e-mail.

Lista de material e autorização dos pais seguem no site do grupo.

Sempre Alerta!
Secretaria do GE Araucária 47/PR
(41) 3022-1847
`,
    html: null,
    enc: "qp",
  },
  {
    family: "academia-pulso-forte",
    group: "regional",
    lang: "pt",
    kind: "reset-link",
    code: null,
    link: "https://pulsoforte.app.br/redefinir-senha/7a1e6c9b2d?email=sam.reader%40inbox.example",
    from: "Academia Pulso Forte <nao-responda@pulsoforte.app.br>",
    subject: "Redefinição de senha – Academia Pulso Forte",
    date: "Wed, 23 Jul 2025 22:51:05 -0300",
    text: `Olá, Sam!

Recebemos um pedido para redefinir a senha da sua conta na Academia
Pulso Forte (app de treinos e agendamento de aulas).

Para criar uma nova senha, acesse:
https://pulsoforte.app.br/redefinir-senha/7a1e6c9b2d?email=sam.reader%40inbox.example

Este link expira em 60 minutos. Se você não pediu a redefinição, pode
ignorar esta mensagem; sua senha atual continua valendo.

Unidade Batel – Av. do Batel, 1.550 – Curitiba/PR – (41) 3333-0192
Siga a gente: instagram.com/pulsoforte
`,
    html: `<html><body style="background:#111;margin:0;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#111111"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" bgcolor="#1e1e1e" style="color:#eeeeee;">
<tr><td align="center" style="padding:24px;border-bottom:4px solid #e30613;"><img src="https://pulsoforte.app.br/email/logo-pulso.png" width="170" alt="PULSO FORTE"></td></tr>
<tr><td style="padding:26px 30px 10px;font-size:16px;line-height:24px;">Olá, Sam!<br><br>Recebemos um pedido para redefinir a senha da sua conta na Academia Pulso Forte.</td></tr>
<tr><td align="center" style="padding:20px;"><a href="https://pulsoforte.app.br/redefinir-senha/7a1e6c9b2d?email=sam.reader%40inbox.example" style="background:#e30613;color:#fff;font-weight:bold;padding:14px 36px;text-decoration:none;text-transform:uppercase;">Criar nova senha</a></td></tr>
<tr><td style="padding:0 30px 26px;font-size:13px;line-height:20px;color:#aaaaaa;">Este link expira em 60 minutos. Se você não pediu a redefinição, pode ignorar esta mensagem; sua senha atual continua valendo.</td></tr>
<tr><td style="padding:16px 30px;font-size:11px;color:#777;background:#161616;">Unidade Batel &ndash; Av. do Batel, 1.550 &ndash; Curitiba/PR &ndash; (41) 3333-0192<br><a href="https://instagram.com/pulsoforte" style="color:#999;">Instagram</a> &middot; <a href="https://pulsoforte.app.br/termos" style="color:#999;">Termos de uso</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "klub-szachowy-hetman",
    group: "regional",
    lang: "pl",
    kind: "account-activation",
    code: null,
    link: "https://hetman-szachy.pl/aktywacja/?key=Rk8vQm2TzL5xWc&login=sam_reader",
    from: "KS Hetman Wrocław <kontakt@hetman-szachy.pl>",
    subject: "Aktywuj konto w serwisie KS Hetman",
    date: "Sat, 11 Oct 2025 13:29:51 +0200",
    text: `Cześć sam_reader!

Dziękujemy za rejestrację w serwisie Klubu Szachowego Hetman Wrocław.
Po aktywacji konta będziesz mógł zapisywać się na turnieje klubowe,
zgłaszać partie do analizy i korzystać z forum.

Aby aktywować konto, kliknij w link (ważny 48 godzin):
https://hetman-szachy.pl/aktywacja/?key=Rk8vQm2TzL5xWc&login=sam_reader

Najbliższy turniej: Memoriał im. Jana Kurka, 25 października, tempo
15+10, wpisowe 30 zł (juniorzy 20 zł).

Pozdrawiamy,
Zarząd KS Hetman
ul. Traugutta 53, 50-416 Wrocław
`,
    html: `<div style="font-family:Tahoma,Arial,sans-serif;font-size:14px;color:#222;max-width:600px;">
<div style="background:#2b2b2b;color:#f0d9b5;padding:12px 16px;font-size:18px;">&#9822; KS Hetman Wrocław</div>
<div style="padding:16px;border:1px solid #ccc;border-top:none;">
<p>Cześć <b>sam_reader</b>!</p>
<p>Dziękujemy za rejestrację w serwisie Klubu Szachowego Hetman Wrocław. Po aktywacji konta będziesz mógł zapisywać się na turnieje klubowe, zgłaszać partie do analizy i korzystać z forum.</p>
<p><a href="https://hetman-szachy.pl/aktywacja/?key=Rk8vQm2TzL5xWc&amp;login=sam_reader" style="color:#8b4513;font-weight:bold;">Aktywuj konto</a> (link ważny 48 godzin)</p>
<p style="font-size:12px;color:#666;">Najbliższy turniej: Memoriał im. Jana Kurka, 25 października, tempo 15+10, wpisowe 30 zł (juniorzy 20 zł).</p>
<p>Pozdrawiamy,<br>Zarząd KS Hetman<br><span style="font-size:11px;color:#888;">ul. Traugutta 53, 50-416 Wrocław</span></p>
</div></div>`,
    enc: "qp",
  },
  {
    family: "parafia-sw-jadwigi-olawa",
    group: "negative",
    lang: "pl",
    kind: "parish-newsletter",
    code: null,
    link: null,
    from: "Parafia św. Jadwigi w Oławie <parafia@jadwiga-olawa.pl>",
    subject: "Ogłoszenia parafialne – XXXIII Niedziela Zwykła",
    date: "Sat, 15 Nov 2025 17:05:00 +0100",
    text: `Ogłoszenia parafialne, 16 listopada 2025

1. Msze św. w niedzielę: 7:00, 9:00, 10:30 (z udziałem dzieci), 12:00
   i 18:00. W tygodniu: 7:00 i 18:00.
2. W środę o 19:00 spotkanie rodziców dzieci przygotowujących się do
   I Komunii Świętej w salce nr 2.
3. Zbiórka do puszek na Caritas – przyszła niedziela. Numer konta
   parafii: 12 1020 5242 0000 2102 0123 4567.
4. Kancelaria czynna: wtorek i czwartek 16:00–17:30, tel. 71 313 22 48.
5. Zapisy na pielgrzymkę do Częstochowy (sobota 6 grudnia, koszt 95 zł)
   w zakrystii do 30 listopada.

Szczęść Boże!
ks. proboszcz Marek Zieliński

Parafia Rzymskokatolicka pw. św. Jadwigi, ul. Kościuszki 1, 55-200 Oława
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "ik-granbacken",
    group: "negative",
    lang: "sv",
    kind: "meeting-notice",
    code: null,
    link: null,
    from: "IK Granbacken <styrelsen@ikgranbacken.se>",
    subject: "Kallelse till årsmöte 2025",
    date: "Mon, 10 Feb 2025 18:00:00 +0100",
    text: `Hej alla medlemmar!

Härmed kallas du till IK Granbackens årsmöte.

Tid: torsdag 6 mars 2025 kl. 19.00
Plats: Klubbstugan, Granbacksvägen 14, 913 32 Holmsund
Kaffe och smörgås från 18.30.

Förslag till dagordning, verksamhetsberättelse och budget finns på
hemsidan under Föreningen > Årsmöte. Motioner ska vara styrelsen
tillhanda senast 20 februari.

Medlemsavgiften för 2025 (350 kr vuxen, 150 kr ungdom, 600 kr familj)
betalas till bankgiro 5731-0942. Ange medlemsnummer som referens.

Vill du delta digitalt? Mötet sänds via Teams, mötes-ID 384 221 907 615,
lösenord Gr4nb4.

Välkomna!
Styrelsen, IK Granbacken
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#1a1a1a;">
<p>Hej alla medlemmar!</p>
<p>Härmed kallas du till <b>IK Granbackens årsmöte</b>.</p>
<p><b>Tid:</b> torsdag 6 mars 2025 kl. 19.00<br><b>Plats:</b> Klubbstugan, Granbacksvägen 14, 913 32 Holmsund<br>Kaffe och smörgås från 18.30.</p>
<p>Förslag till dagordning, verksamhetsberättelse och budget finns på <a href="https://www.ikgranbacken.se/foreningen/arsmote">hemsidan</a>. Motioner ska vara styrelsen tillhanda senast 20 februari.</p>
<p>Medlemsavgiften för 2025 (350 kr vuxen, 150 kr ungdom, 600 kr familj) betalas till bankgiro 5731-0942. Ange medlemsnummer som referens.</p>
<p>Vill du delta digitalt? Mötet sänds via Teams, mötes-ID 384 221 907 615, lösenord Gr4nb4.</p>
<p>Välkomna!<br>Styrelsen, IK Granbacken</p>
<p style="font-size:11px;color:#888;"><img src="https://www.ikgranbacken.se/bilder/ikg-vapen.png" width="32" alt="IKG"> IK Granbacken &middot; Org.nr 894500-1234</p></div>`,
    enc: "qp",
  },
  {
    family: "ik-granbacken",
    group: "regional",
    lang: "sv",
    kind: "login-code",
    code: "582193",
    link: null,
    from: "IK Granbacken Medlemsportal <no-reply@medlem.ikgranbacken.se>",
    subject: "Din inloggningskod: 582193",
    date: "Tue, 25 Feb 2025 07:12:44 +0100",
    text: `Hej!

Din engångskod för att logga in på IK Granbackens medlemsportal är:

582193

Koden gäller i 10 minuter. Har du inte försökt logga in kan du bortse
från detta mejl.

/IK Granbacken
`,
    html: null,
  },
  {
    family: "yamabiko-sanpo-kai",
    group: "regional",
    lang: "ja",
    kind: "registration-confirm",
    code: null,
    link: "https://yamabiko-sanpo.jp/entry/confirm.cgi?id=20250419&key=9f4c2a7e81",
    from: "やまびこ散歩会 <info@yamabiko-sanpo.jp>",
    subject: "【やまびこ散歩会】仮申込受付のお知らせ（高尾山 春の花さんぽ）",
    date: "Tue, 08 Apr 2025 21:44:18 +0900",
    text: `Sam Reader 様

やまびこ散歩会です。
このたびは「高尾山 春の花さんぽ」にお申込みいただき、ありがとうございます。

現在は【仮申込】の状態です。
下記URLにアクセスして本申込を完了してください。
24時間以内に手続きがない場合、仮申込は自動的に取り消されます。

https://yamabiko-sanpo.jp/entry/confirm.cgi?id=20250419&key=9f4c2a7e81

━━━━━━━━━━━━━━━━━━━━
■ 日時：2025年4月19日（土）9:00 集合
■ 集合：京王線 高尾山口駅 改札前
■ 参加費：1,500円（保険料込み・当日現金）
■ 定員：20名
━━━━━━━━━━━━━━━━━━━━

雨天の場合は前日18時までにホームページでお知らせします。

※このメールは送信専用アドレスから送信しています。
お問い合わせ：090-1234-5678（世話人 山田）

やまびこ散歩会
https://yamabiko-sanpo.jp/
`,
    html: null,
    enc: "b64",
  },
  {
    family: "kobo-tsuchibue",
    group: "negative",
    lang: "ja",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "工房つちぶえ <shop@tsuchibue-kobo.jp>",
    subject: "【工房つちぶえ】商品発送のお知らせ（ご注文番号：TB-00842）",
    date: "Fri, 16 May 2025 15:20:33 +0900",
    text: `Sam Reader 様

この度は工房つちぶえのオンラインショップをご利用いただき、
誠にありがとうございます。
ご注文の商品を本日発送いたしましたのでお知らせいたします。

【ご注文番号】TB-00842
【配送業者】ヤマト運輸
【お問い合わせ伝票番号】4821-9033-7716
【お届け予定日】5月18日（日）午前中

▼配送状況の確認はこちら
https://toi.kuronekoyamato.co.jp/cgi-bin/tneko

【ご注文内容】
・粉引 飯碗（大）× 2　　　 5,280円
・灰釉 小皿 5枚組 × 1　　 6,600円
・送料　　　　　　　　　　 1,100円
合計　　　　　　　　　　　12,980円（税込）

手作りのため、一点ずつ色や形が異なります。
電子レンジは使用できますが、食洗機のご使用はお控えください。

────────────────
工房つちぶえ
〒329-3215 栃木県那須郡那須町寺子乙 3902-11
TEL 0287-00-1234（10:00〜17:00 水曜定休）
https://tsuchibue-kobo.jp/
────────────────
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "salon-kohaku",
    group: "negative",
    lang: "ja",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "hair salon KOHAKU <reserve@salon-kohaku.jp>",
    subject: "ご予約確定のお知らせ【hair salon KOHAKU】",
    date: "Sun, 22 Jun 2025 11:06:52 +0900",
    text: `Sam Reader 様

hair salon KOHAKU です。以下の内容でご予約が確定しました。

予約番号：K250628-07
日時：2025年6月28日（土）14:00〜
メニュー：カット＋カラー（約120分）9,900円
担当：佐藤

変更・キャンセルは前日20時までにお電話（03-5555-0142）でお願いいたします。
当日キャンセルはキャンセル料（施術料金の50%）を頂戴しております。

ご来店を心よりお待ちしております。

hair salon KOHAKU
東京都世田谷区北沢2-14-7 2F（下北沢駅 徒歩3分）
`,
    html:
      `<div style="font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;font-size:14px;color:#333;line-height:1.8;">
<p>Sam Reader 様</p>
<p>hair salon KOHAKU です。以下の内容でご予約が確定しました。</p>
<table cellpadding="6" style="border-collapse:collapse;font-size:14px;">
<tr><th style="background:#f3ead9;border:1px solid #e0d3bb;text-align:left;">予約番号</th><td style="border:1px solid #e0d3bb;">K250628-07</td></tr>
<tr><th style="background:#f3ead9;border:1px solid #e0d3bb;text-align:left;">日時</th><td style="border:1px solid #e0d3bb;">2025年6月28日（土）14:00〜</td></tr>
<tr><th style="background:#f3ead9;border:1px solid #e0d3bb;text-align:left;">メニュー</th><td style="border:1px solid #e0d3bb;">カット＋カラー（約120分）9,900円</td></tr>
<tr><th style="background:#f3ead9;border:1px solid #e0d3bb;text-align:left;">担当</th><td style="border:1px solid #e0d3bb;">佐藤</td></tr>
</table>
<p>変更・キャンセルは前日20時までにお電話（03-5555-0142）でお願いいたします。<br>当日キャンセルはキャンセル料（施術料金の50%）を頂戴しております。</p>
<p>ご来店を心よりお待ちしております。</p>
<p style="font-size:12px;color:#888;">hair salon KOHAKU<br>東京都世田谷区北沢2-14-7 2F（下北沢駅 徒歩3分）<br><a href="https://salon-kohaku.jp/">https://salon-kohaku.jp/</a> ｜ <a href="https://www.instagram.com/salon_kohaku/">Instagram</a></p>
</div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Czech, Turkish, Finnish, Greek, Korean, Danish, Hungarian, English

const e: Mail[] = [
  {
    family: "zahradkari-hostivice",
    group: "oss",
    lang: "cs",
    kind: "newsletter-confirm",
    code: null,
    link: "https://zahradkari-hostivice.cz/lists/?p=confirm&uid=d41c9a7e03b2f6581ace4907b3d2e6f1",
    from: "ZO ČZS Hostivice <zpravodaj@zahradkari-hostivice.cz>",
    subject: "Potvrďte prosím odběr Zpravodaje zahrádkářů",
    date: "Wed, 19 Mar 2025 08:36:27 +0100",
    text: `Dobrý den,

děkujeme, že jste se přihlásili k odběru Zpravodaje zahrádkářů
z Hostivic. Zpravodaj vychází zhruba jednou měsíčně (termíny moštování,
výstava ovoce, přednášky, sběr bioodpadu).

Aby bylo přihlášení platné, potvrďte ho prosím kliknutím na odkaz:

  https://zahradkari-hostivice.cz/lists/?p=confirm&uid=d41c9a7e03b2f6581ace4907b3d2e6f1

Pokud jste se nepřihlásili, tento e-mail můžete smazat.

Nastavení odběru: https://zahradkari-hostivice.cz/lists/?p=preferences&uid=d41c9a7e03b2f6581ace4907b3d2e6f1

ZO ČZS Hostivice, Čsl. armády 412, 253 01 Hostivice
`,
    html: null,
    enc: "qp",
    headers: [["X-Mailer", "phplist v3.6.15"]],
  },
  {
    family: "zahradkari-hostivice",
    group: "negative",
    lang: "cs",
    kind: "event-notice",
    code: null,
    link: null,
    from: "ZO ČZS Hostivice <zpravodaj@zahradkari-hostivice.cz>",
    subject: "Zpravodaj 9/2025: moštování a výstava ovoce",
    date: "Thu, 04 Sep 2025 17:10:00 +0200",
    text: `Milí zahrádkáři,

MOŠTOVÁNÍ začíná v sobotu 13. září v moštárně za hasičárnou (ulice
Husova 7). Otevřeno každou sobotu 8–12 h do konce října. Cena 5 Kč za
litr moštu, pasterizace do 5l bag-in-boxu 45 Kč. Objednávky termínů na
tel. 603 412 870 (p. Novák).

VÝSTAVA OVOCE A ZELENINY proběhne 27.–28. září v sokolovně. Exponáty
přijímáme v pátek 26. 9. od 15 do 19 h. Vstupné 40 Kč, děti zdarma.

Členské příspěvky na rok 2026 (350 Kč) lze platit na účet
2801234567/2010, variabilní symbol = číslo členské legitimace.

Hezké babí léto přeje výbor ZO
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#223;">
<p>Milí zahrádkáři,</p>
<h3 style="color:#5a7f1e;">Moštování</h3>
<p>Začíná v sobotu 13. září v moštárně za hasičárnou (ulice Husova 7). Otevřeno každou sobotu 8–12 h do konce října. Cena 5 Kč za litr moštu, pasterizace do 5l bag-in-boxu 45 Kč. Objednávky termínů na tel. 603 412 870 (p. Novák).</p>
<h3 style="color:#5a7f1e;">Výstava ovoce a zeleniny</h3>
<p>Proběhne 27.–28. září v sokolovně. Exponáty přijímáme v pátek 26. 9. od 15 do 19 h. Vstupné 40 Kč, děti zdarma.</p>
<p>Členské příspěvky na rok 2026 (350 Kč) lze platit na účet 2801234567/2010, variabilní symbol = číslo členské legitimace.</p>
<p>Hezké babí léto přeje výbor ZO</p>
<hr><p style="font-size:11px;color:#888;"><a href="https://zahradkari-hostivice.cz/lists/?p=unsubscribe&amp;uid=d41c9a7e03b2f6581ace4907b3d2e6f1">Odhlásit odběr</a> | <a href="https://zahradkari-hostivice.cz/lists/?p=preferences&amp;uid=d41c9a7e03b2f6581ace4907b3d2e6f1">Upravit nastavení</a></p>
<img src="https://zahradkari-hostivice.cz/lists/ut.php?u=d41c9a7e03b2f6581ace4907b3d2e6f1&amp;m=88" width="1" height="1" alt="">
</div>`,
    enc: "qp",
    headers: [["X-Mailer", "phplist v3.6.15"], [
      "List-Unsubscribe",
      "<https://zahradkari-hostivice.cz/lists/?p=unsubscribe&uid=d41c9a7e03b2f6581ace4907b3d2e6f1>",
    ]],
  },
  {
    family: "kadikoy-kitap-kulubu",
    group: "regional",
    lang: "tr",
    kind: "verify-code",
    code: "640271",
    link: null,
    from: "Kadıköy Kitap Kulübü <kayit@kadikoykitapkulubu.org>",
    subject: "Kayıt doğrulama kodunuz",
    date: "Tue, 14 Oct 2025 20:02:39 +0300",
    text: `Merhaba Sam,

Kadıköy Kitap Kulübü'nün ekim buluşmasına kaydınızı tamamlamak için
aşağıdaki doğrulama kodunu kayıt sayfasına girin:

640271

Kod 15 dakika geçerlidir.

Buluşma bilgileri:
Kitap: Sait Faik Abasıyanık – "Semaver"
Tarih: 25 Ekim 2025 Cumartesi, 15.00
Yer: Moda Kültür Evi, Caferağa Mah. Moda Cad. No: 112, Kadıköy
Katılım ücretsizdir, çay-kahve 40 TL.

Sevgiyle,
Kadıköy Kitap Kulübü
`,
    html: `<table width="100%" style="background:#f7f3ee;"><tr><td align="center" style="padding:22px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#2d2d2d;">
<tr><td style="padding:18px 24px;background:#8c1c13;color:#fff;font-size:17px;">📚 Kadıköy Kitap Kulübü</td></tr>
<tr><td style="padding:20px 24px 8px;font-size:15px;line-height:22px;">Merhaba Sam,<br><br>Ekim buluşmasına kaydınızı tamamlamak için aşağıdaki doğrulama kodunu kayıt sayfasına girin:</td></tr>
<tr><td align="center" style="padding:10px;"><table cellpadding="0" cellspacing="4"><tr>
<td style="background:#f2e9e1;font-size:28px;font-weight:bold;width:36px;text-align:center;padding:8px 0;">6</td><td style="background:#f2e9e1;font-size:28px;font-weight:bold;width:36px;text-align:center;padding:8px 0;">4</td><td style="background:#f2e9e1;font-size:28px;font-weight:bold;width:36px;text-align:center;padding:8px 0;">0</td><td style="background:#f2e9e1;font-size:28px;font-weight:bold;width:36px;text-align:center;padding:8px 0;">2</td><td style="background:#f2e9e1;font-size:28px;font-weight:bold;width:36px;text-align:center;padding:8px 0;">7</td><td style="background:#f2e9e1;font-size:28px;font-weight:bold;width:36px;text-align:center;padding:8px 0;">1</td>
</tr></table><div style="font-size:12px;color:#888;padding-top:6px;">Kod 15 dakika geçerlidir.</div></td></tr>
<tr><td style="padding:16px 24px 22px;font-size:13px;line-height:20px;color:#555;"><b>Kitap:</b> Sait Faik Abasıyanık – &quot;Semaver&quot;<br><b>Tarih:</b> 25 Ekim 2025 Cumartesi, 15.00<br><b>Yer:</b> Moda Kültür Evi, Caferağa Mah. Moda Cad. No: 112, Kadıköy<br>Katılım ücretsizdir, çay-kahve 40 TL.</td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "as-oy-koivukuja",
    group: "negative",
    lang: "fi",
    kind: "building-notice",
    code: null,
    link: null,
    from: "Isännöinti Virtanen Oy <isannointi@virtanen-isannointi.fi>",
    subject: "As Oy Koivukuja 5: saunavuorot ja vesikatko 12.11.",
    date: "Mon, 03 Nov 2025 13:15:22 +0200",
    text: `Hyvät asukkaat,

Saunavuorot muuttuvat 1.12. alkaen: yhteisvuorot ovat keskiviikkoisin
(naiset 18–19, miehet 19–20) ja lauantaisin (perhesauna 16–18).
Vapautuneita omia vuoroja voi varata isännöitsijältä, hinta 15 €/kk.

Vesikatko keskiviikkona 12.11. klo 9–14 A- ja B-portaissa
linjasaneerauksen mittausten vuoksi.

Yhtiökokouksen pöytäkirja on nähtävillä kerhohuoneessa ja asukassivuilla.
Vastikkeen viitenumero ei muutu.

Huoltoyhtiö, päivystys 24 h: 010 555 3311

Ystävällisin terveisin
Tiina Virtanen, isännöitsijä
Isännöinti Virtanen Oy, Hämeenkatu 20 B, 33200 Tampere, puh. 03 555 0194
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "scholi-chorou-kyklos",
    group: "negative",
    lang: "el",
    kind: "receipt",
    code: null,
    link: null,
    from: "Σχολή Χορού Κύκλος <info@kyklos-dance.gr>",
    subject: "Απόδειξη πληρωμής διδάκτρων – Οκτώβριος 2025",
    date: "Thu, 02 Oct 2025 18:48:11 +0300",
    text: `Αγαπητή/έ Sam Reader,

Σας ευχαριστούμε για την πληρωμή των διδάκτρων Οκτωβρίου.

Αριθμός απόδειξης: ΑΠΥ 1428
Μαθήτρια: Ελένη Reader – Μπαλέτο Προεπαγγελματικό II
Ποσό: 55,00 € (πληρωμή με κάρτα •••• 4821)
Ημερομηνία: 01/10/2025

Υπενθύμιση: η παράσταση λήξης θα γίνει την Κυριακή 14 Δεκεμβρίου στις
18:00 στο Δημοτικό Θέατρο Χαλανδρίου. Οι πρόβες κοστουμιών ξεκινούν τον
Νοέμβριο.

Με εκτίμηση,
Σχολή Χορού Κύκλος
Αγίου Γεωργίου 31, 152 34 Χαλάνδρι – τηλ. 210 680 4412
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#333;max-width:560px;">
<div style="border-bottom:2px solid #b3478d;padding:10px 0;font-size:18px;color:#b3478d;">Σχολή Χορού Κύκλος</div>
<p>Αγαπητή/έ Sam Reader,</p><p>Σας ευχαριστούμε για την πληρωμή των διδάκτρων Οκτωβρίου.</p>
<table cellpadding="4" style="font-size:14px;"><tr><td>Αριθμός απόδειξης:</td><td><b>ΑΠΥ 1428</b></td></tr><tr><td>Μαθήτρια:</td><td>Ελένη Reader – Μπαλέτο Προεπαγγελματικό II</td></tr><tr><td>Ποσό:</td><td>55,00 € (πληρωμή με κάρτα •••• 4821)</td></tr><tr><td>Ημερομηνία:</td><td>01/10/2025</td></tr></table>
<p>Υπενθύμιση: η παράσταση λήξης θα γίνει την Κυριακή 14 Δεκεμβρίου στις 18:00 στο Δημοτικό Θέατρο Χαλανδρίου. Οι πρόβες κοστουμιών ξεκινούν τον Νοέμβριο.</p>
<p>Με εκτίμηση,<br>Σχολή Χορού Κύκλος<br><span style="font-size:11px;color:#888;">Αγίου Γεωργίου 31, 152 34 Χαλάνδρι – τηλ. 210 680 4412 · <a href="https://www.facebook.com/kyklosdance">Facebook</a></span></p></div>`,
    enc: "b64",
  },
  {
    family: "namu-gongbang",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "730582",
    link: null,
    from: "나무공방 <no-reply@namugongbang.kr>",
    subject: "[나무공방] 인증번호 [730582]",
    date: "Sat, 17 May 2025 10:21:36 +0900",
    text: `[나무공방] 이메일 인증 안내

안녕하세요, 나무공방입니다.
원데이 클래스 예약을 위해 아래 인증번호를 입력해 주세요.

인증번호 : 730582

※ 인증번호는 발송 후 3분간 유효합니다.
※ 본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.

신청 클래스 : 원목 도마 만들기 (5월 24일 토 14:00)
수강료 : 65,000원 (재료비 포함)

나무공방 | 서울특별시 마포구 성미산로 17길 23 1층 | 02-3142-7788
사업자등록번호 105-12-34567
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f1ea;"><tr><td align="center" style="padding:30px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Malgun Gothic','Apple SD Gothic Neo',sans-serif;color:#333;">
<tr><td style="padding:20px 26px;border-bottom:1px solid #e5dccf;font-size:16px;font-weight:bold;color:#6b4f2e;">나무공방</td></tr>
<tr><td style="padding:24px 26px 10px;font-size:15px;line-height:24px;">안녕하세요, 나무공방입니다.<br>원데이 클래스 예약을 위해 아래 인증번호를 입력해 주세요.</td></tr>
<tr><td align="center" style="padding:14px 26px;"><div style="border:2px solid #6b4f2e;padding:14px;font-size:30px;font-weight:bold;letter-spacing:6px;color:#6b4f2e;">730582</div></td></tr>
<tr><td style="padding:6px 26px 18px;font-size:12px;line-height:19px;color:#888;">※ 인증번호는 발송 후 3분간 유효합니다.<br>※ 본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.</td></tr>
<tr><td style="padding:14px 26px;font-size:13px;background:#faf7f2;">신청 클래스 : 원목 도마 만들기 (5월 24일 토 14:00)<br>수강료 : 65,000원 (재료비 포함)</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#aaa;">나무공방 | 서울특별시 마포구 성미산로 17길 23 1층 | 02-3142-7788<br>사업자등록번호 105-12-34567 | <a href="https://namugongbang.kr/privacy" style="color:#aaa;">개인정보처리방침</a></td></tr>
</table></td></tr></table>`,
  },
  {
    family: "haveforeningen-solsikken",
    group: "regional",
    lang: "da",
    kind: "newsletter-confirm",
    code: null,
    link:
      "https://haveforeningen-solsikken.us21.list-manage.com/subscribe/confirm?u=8f1c0b3e5a7d9e2f4a6c1b3d5&id=a9e4c2b7d1&e=5f3a8c1e2b",
    from: "Haveforeningen Solsikken <bestyrelsen@hf-solsikken.dk>",
    subject: "Haveforeningen Solsikken: Bekræft venligst din tilmelding",
    date: "Sun, 30 Mar 2025 16:47:09 +0200",
    text: `Haveforeningen Solsikken

Bekræft venligst din tilmelding

For at modtage nyhedsbrevet fra Haveforeningen Solsikken skal du
bekræfte din tilmelding ved at klikke på linket herunder:

Ja, tilmeld mig denne liste:
https://haveforeningen-solsikken.us21.list-manage.com/subscribe/confirm?u=8f1c0b3e5a7d9e2f4a6c1b3d5&id=a9e4c2b7d1&e=5f3a8c1e2b

Hvis du har modtaget denne e-mail ved en fejl, kan du bare slette den.
Du bliver ikke tilmeldt, hvis du ikke klikker på linket.

Haveforeningen Solsikken · Kolonivej 12 · 2650 Hvidovre
`,
    html:
      `<table align="center" border="0" cellpadding="0" cellspacing="0" width="100%" style="background:#fafafa;"><tr><td align="center" valign="top" style="padding:20px 10px;">
<table border="0" cellpadding="0" cellspacing="0" width="600" style="background:#ffffff;border:1px solid #eaeaea;font-family:Helvetica,Arial,sans-serif;color:#202020;">
<tr><td align="center" style="padding:24px;"><img src="https://mcusercontent.com/8f1c0b3e5a7d9e2f4a6c1b3d5/images/solsikke-logo.png" width="120" alt="Haveforeningen Solsikken"></td></tr>
<tr><td align="center" style="padding:0 30px 10px;"><h1 style="font-size:24px;font-weight:bold;margin:0;">Bekræft venligst din tilmelding</h1></td></tr>
<tr><td align="center" style="padding:10px 30px 20px;"><table border="0" cellpadding="0" cellspacing="0" style="border-radius:3px;background-color:#e8a317;"><tr><td align="center" valign="middle" style="padding:15px 24px;font-size:16px;"><a href="https://haveforeningen-solsikken.us21.list-manage.com/subscribe/confirm?u=8f1c0b3e5a7d9e2f4a6c1b3d5&amp;id=a9e4c2b7d1&amp;e=5f3a8c1e2b" style="font-weight:bold;color:#ffffff;text-decoration:none;">Ja, tilmeld mig denne liste.</a></td></tr></table></td></tr>
<tr><td align="center" style="padding:0 30px 24px;font-size:13px;line-height:20px;color:#656565;">Hvis du har modtaget denne e-mail ved en fejl, kan du bare slette den. Du bliver ikke tilmeldt, hvis du ikke klikker på knappen ovenfor.</td></tr>
<tr><td align="center" style="padding:16px 30px;font-size:11px;color:#999;border-top:1px solid #eaeaea;">Haveforeningen Solsikken &middot; Kolonivej 12 &middot; 2650 Hvidovre<br><a href="https://hf-solsikken.dk" style="color:#999;">hf-solsikken.dk</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "tiszavirag-horgaszegyesulet",
    group: "negative",
    lang: "hu",
    kind: "permit-receipt",
    code: null,
    link: null,
    from: "Tiszavirág Horgászegyesület <titkarsag@tiszavirag-he.hu>",
    subject: "Területi jegy 2025 – visszaigazolás és számla",
    date: "Fri, 10 Jan 2025 14:38:55 +0100",
    text: `Kedves Sam Reader!

Köszönjük, hogy az idei évben is nálunk váltotta ki a területi jegyét.

Jegy száma: TH-2025/0719
Típus: éves felnőtt területi jegy (Tisza, Szolnok–Tiszavárkony szakasz)
Érvényes: 2025. január 1. – 2025. december 31.
Fizetett összeg: 38 500 Ft (ebből tagdíj 6 000 Ft)
Horgászkártya száma: HU-1987654

A számlát csatoltuk. A fogási naplót az év végéig, legkésőbb 2026.
február 28-ig kell leadni az egyesület irodájában.

Halőr ügyelet: +36 30 412 7788

Üdvözlettel:
Kovács Gábor titkár
Tiszavirág Horgászegyesület, 5000 Szolnok, Tiszaparti sétány 4.
`,
    html: null,
    enc: "qp",
    attachment: [
      "szamla_TH-2025-0719.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Szamla TH-2025/0719 38500 HUF\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "slotwise",
    group: "negative",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Ama Boateng Counselling via Slotwise <notifications@slotwise.app>",
    subject: "Confirmed: Initial consultation with Ama Boateng on Tue 4 Nov, 6:00pm",
    date: "Fri, 31 Oct 2025 12:14:50 +0000",
    text: `Hi Sam,

Your appointment is confirmed.

What: Initial consultation (50 min)
With: Ama Boateng, MBACP
When: Tuesday 4 November 2025, 6:00pm - 6:50pm (Europe/London)
Where: Online video call

Join the call: https://meet.slotwise.app/ama-boateng/4Kx9-Tq2m
Passcode: 551903

Need to make a change?
Reschedule: https://slotwise.app/b/7f3e91ac/reschedule
Cancel: https://slotwise.app/b/7f3e91ac/cancel
Cancellations with less than 24 hours' notice are charged in full (£65).

Add to calendar: https://slotwise.app/b/7f3e91ac/ics

Powered by Slotwise - https://slotwise.app
`,
    html:
      `<html><body style="margin:0;background:#f7f7fb;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e6ef;border-radius:8px;color:#1f1f2e;">
<tr><td style="padding:24px 28px 4px;font-size:13px;color:#6c6c80;">Ama Boateng Counselling</td></tr>
<tr><td style="padding:0 28px 14px;font-size:20px;font-weight:600;">Your appointment is confirmed</td></tr>
<tr><td style="padding:0 28px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f2f2f8;border-radius:6px;">
<tr><td style="color:#6c6c80;width:70px;">What</td><td>Initial consultation (50 min)</td></tr>
<tr><td style="color:#6c6c80;">With</td><td>Ama Boateng, MBACP</td></tr>
<tr><td style="color:#6c6c80;">When</td><td>Tuesday 4 November 2025, 6:00pm &ndash; 6:50pm (Europe/London)</td></tr>
<tr><td style="color:#6c6c80;">Where</td><td><a href="https://meet.slotwise.app/ama-boateng/4Kx9-Tq2m" style="color:#4f46e5;">Online video call</a> &middot; Passcode: 551903</td></tr>
</table></td></tr>
<tr><td style="padding:18px 28px;font-size:14px;"><a href="https://slotwise.app/b/7f3e91ac/reschedule" style="color:#4f46e5;">Reschedule</a> &nbsp;&middot;&nbsp; <a href="https://slotwise.app/b/7f3e91ac/cancel" style="color:#4f46e5;">Cancel</a> &nbsp;&middot;&nbsp; <a href="https://slotwise.app/b/7f3e91ac/ics" style="color:#4f46e5;">Add to calendar</a></td></tr>
<tr><td style="padding:0 28px 22px;font-size:12px;color:#6c6c80;">Cancellations with less than 24 hours' notice are charged in full (&pound;65).</td></tr>
</table>
<p style="font-size:11px;color:#9a9aae;">Powered by <a href="https://slotwise.app" style="color:#9a9aae;">Slotwise</a></p>
</td></tr></table></body></html>`,
  },
];

export const mails: Mail[] = [...a, ...b, ...c, ...d, ...e];
