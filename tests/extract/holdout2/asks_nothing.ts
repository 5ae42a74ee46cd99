/**
 * Everyday mail that asks the reader to type no code and open no link to finish anything: orders,
 * parcels, bills, bookings, tickets, invitations, marketing, account notices and notifications,
 * all full of numbers and buttons that only look like codes and verification links.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from `YYYY-MM-DD`, `HH:MM:SS` and a zone such as `+0200`. */
function date(day: string, time: string, zone: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday}, ${d} ${MONTHS[m - 1]} ${y} ${time} ${zone}`;
}

/** The fields every mail of this part shares. */
const nothing = { group: "negative", code: null, link: null } as const;

/** A PDF-looking attachment body (a real PDF header and trailer around a short text stream). */
function pdf(title: string, lines: string[]): string {
  const stream = lines.map((l, i) => `BT /F1 10 Tf 56 ${780 - i * 14} Td (${l}) Tj ET`).join("\n");
  return `%PDF-1.4
%âãÏÓ
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length ${stream.length} >>
stream
${stream}
endstream
endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
6 0 obj << /Title (${title}) /Producer (DocGen 7.2) >> endobj
trailer << /Root 1 0 R /Info 6 0 R >>
%%EOF
`;
}

// ------------------------------------------------------------------ kettle-and-pine (home goods shop)

function kettle(preheader: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Kettle &amp; Pine</title></head>
<body style="margin:0;padding:0;background:#f3efe7;">
<span style="display:none;font-size:1px;color:#f3efe7;max-height:0;overflow:hidden;">${preheader}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#f3efe7"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:Georgia,'Times New Roman',serif;color:#2f3a2f;">
<tr><td style="padding:28px 36px 12px 36px;border-bottom:3px solid #3d5a40;">
<a href="https://click.kettleandpine.com/ls/click?upn=u001.Hq7dWkP0aZ-2Bh1fYx&amp;s=home"><img src="https://cdn.kettleandpine.com/email/logo-2x.png" width="180" alt="Kettle &amp; Pine" style="border:0;display:block;"></a>
</td></tr>
${body}
<tr><td style="padding:20px 36px 28px 36px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#8a8a80;border-top:1px solid #e6e1d6;">
Kettle &amp; Pine · 2210 NW Raleigh St · Portland, OR 97210 · (503) 555-0148<br>
<a href="https://click.kettleandpine.com/ls/click?upn=u001.Hq7dWkP0aZ-2Bh1fYx&amp;s=ig" style="color:#8a8a80;">Instagram</a> ·
<a href="https://click.kettleandpine.com/ls/click?upn=u001.Hq7dWkP0aZ-2Bh1fYx&amp;s=pin" style="color:#8a8a80;">Pinterest</a> ·
<a href="https://kettleandpine.com/pages/privacy" style="color:#8a8a80;">Privacy</a> ·
<a href="https://kettleandpine.com/unsubscribe?e=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl&amp;l=txn" style="color:#8a8a80;">Unsubscribe from marketing</a>
</td></tr>
</table></td></tr></table>
<img src="https://click.kettleandpine.com/wf/open?upn=u001.Hq7dWkP0aZ-2Bh1fYx" width="1" height="1" alt="">
</body></html>
`;
}

const kettle_and_pine: Mail[] = [
  {
    ...nothing,
    family: "kettle-and-pine",
    lang: "en",
    kind: "order",
    from: "Kettle & Pine <orders@kettleandpine.com>",
    subject: "Order confirmed: #KP-204981",
    date: date("2025-10-14", "18:42:07", "-0700"),
    text: `Hi Sam,

Thanks for your order! We're getting it ready and will send another email as soon as it ships.

ORDER #KP-204981
Placed October 14, 2025

Enamel Camp Kettle, 1.6 qt - Forest Green      1 x $42.00
Linen Tea Towels (set of 3) - Oat              2 x $18.50
Cedar Trivet                                   1 x $14.00

Subtotal   $93.00
Shipping   $6.95 (Standard, 3-5 business days)
Tax        $8.37
Total      $108.32

Paid with Visa ending in 4417

Shipping to:
Sam Reader
1423 SE Alder St, Apt 3
Portland, OR 97214

View your order: https://kettleandpine.com/account/orders/KP-204981

Questions? Just reply to this email or call (503) 555-0148, Mon-Fri 8am-5pm PT.

Kettle & Pine - 2210 NW Raleigh St - Portland, OR 97210
Privacy: https://kettleandpine.com/pages/privacy
`,
    html: kettle(
      "We're getting your order ready. Order #KP-204981, total $108.32.",
      `<tr><td style="padding:28px 36px 8px 36px;">
<h1 style="margin:0 0 10px 0;font-size:26px;font-weight:normal;">Thanks for your order, Sam.</h1>
<p style="margin:0;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;">We're getting it ready and will send another email as soon as it ships.</p>
</td></tr>
<tr><td style="padding:16px 36px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f4ee;border-radius:4px;">
<tr><td style="padding:14px 18px;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#6b6b60;text-transform:uppercase;letter-spacing:1px;">Order number</td>
<td style="padding:14px 18px;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#6b6b60;text-transform:uppercase;letter-spacing:1px;" align="right">Placed</td></tr>
<tr><td style="padding:0 18px 14px 18px;font-size:24px;font-weight:bold;">#KP-204981</td>
<td style="padding:0 18px 14px 18px;font-family:Helvetica,Arial,sans-serif;font-size:15px;" align="right">Oct 14, 2025</td></tr>
</table></td></tr>
<tr><td style="padding:8px 36px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;">
<tr><td width="64" style="padding:10px 0;"><img src="https://cdn.kettleandpine.com/p/camp-kettle-green_120.jpg" width="56" height="56" alt=""></td><td style="padding:10px;">Enamel Camp Kettle, 1.6 qt<br><span style="color:#8a8a80;">Forest Green · Qty 1</span></td><td align="right">$42.00</td></tr>
<tr><td width="64" style="padding:10px 0;border-top:1px solid #eee;"><img src="https://cdn.kettleandpine.com/p/linen-towels-oat_120.jpg" width="56" height="56" alt=""></td><td style="padding:10px;border-top:1px solid #eee;">Linen Tea Towels (set of 3)<br><span style="color:#8a8a80;">Oat · Qty 2</span></td><td align="right" style="border-top:1px solid #eee;">$37.00</td></tr>
<tr><td width="64" style="padding:10px 0;border-top:1px solid #eee;"><img src="https://cdn.kettleandpine.com/p/cedar-trivet_120.jpg" width="56" height="56" alt=""></td><td style="padding:10px;border-top:1px solid #eee;">Cedar Trivet<br><span style="color:#8a8a80;">Qty 1</span></td><td align="right" style="border-top:1px solid #eee;">$14.00</td></tr>
</table></td></tr>
<tr><td style="padding:8px 36px 20px 36px;">
<table role="presentation" width="100%" cellpadding="4" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;border-top:2px solid #3d5a40;">
<tr><td>Subtotal</td><td align="right">$93.00</td></tr>
<tr><td>Shipping (Standard, 3–5 business days)</td><td align="right">$6.95</td></tr>
<tr><td>Tax</td><td align="right">$8.37</td></tr>
<tr><td style="font-size:17px;font-weight:bold;">Total</td><td align="right" style="font-size:17px;font-weight:bold;">$108.32</td></tr>
<tr><td colspan="2" style="color:#8a8a80;font-size:12px;">Paid with Visa ending in 4417</td></tr>
</table></td></tr>
<tr><td style="padding:0 36px 24px 36px;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:21px;">
<strong>Shipping to</strong><br>Sam Reader<br>1423 SE Alder St, Apt 3<br>Portland, OR 97214<br><br>
<a href="https://click.kettleandpine.com/ls/click?upn=u001.Hq7dWkP0aZ-2Bh1fYx-2FkpOrd-3D204981" style="color:#3d5a40;font-weight:bold;">View your order</a>
</td></tr>`,
    ),
  },
  {
    ...nothing,
    family: "kettle-and-pine",
    lang: "en",
    kind: "shipping",
    from: "Kettle & Pine <orders@kettleandpine.com>",
    subject: "Your order #KP-204981 is on its way",
    date: date("2025-10-16", "11:05:52", "-0700"),
    text: `Good news, Sam - your order has shipped.

Order #KP-204981
Carrier: UPS Ground
Tracking number: 1Z 9X4 E27 03 8841 2260
Estimated delivery: Monday, October 20

Track your package:
https://click.kettleandpine.com/ls/click?upn=u001.Hq7dWkP0aZ-2Bh1fYx-2FtrkUPS-3D1Z9X4E27038841226

In this shipment:
- Enamel Camp Kettle, 1.6 qt - Forest Green (1)
- Linen Tea Towels (set of 3) - Oat (2)
- Cedar Trivet (1)

Tracking can take up to 24 hours to show movement. If your package hasn't arrived by October 24, reply to this email and we'll sort it out.

Kettle & Pine - 2210 NW Raleigh St - Portland, OR 97210 - (503) 555-0148
`,
    html: kettle(
      "UPS tracking 1Z 9X4 E27 03 8841 2260 · Estimated delivery Monday, October 20",
      `<tr><td style="padding:28px 36px 6px 36px;">
<h1 style="margin:0 0 8px 0;font-size:26px;font-weight:normal;">It's on its way.</h1>
<p style="margin:0;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;">Your order <strong>#KP-204981</strong> left our Portland warehouse this morning.</p>
</td></tr>
<tr><td style="padding:18px 36px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #d9d3c4;border-radius:4px;font-family:Helvetica,Arial,sans-serif;">
<tr><td style="padding:16px 18px 4px 18px;font-size:12px;color:#8a8a80;">UPS GROUND · TRACKING NUMBER</td></tr>
<tr><td style="padding:0 18px 12px 18px;font-size:22px;font-weight:bold;letter-spacing:1px;font-family:'Courier New',monospace;">1Z 9X4 E27 03 8841 2260</td></tr>
<tr><td style="padding:0 18px 16px 18px;font-size:14px;">Estimated delivery: <strong>Monday, October 20</strong></td></tr>
</table></td></tr>
<tr><td align="center" style="padding:6px 36px 24px 36px;">
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td bgcolor="#3d5a40" style="border-radius:4px;">
<a href="https://click.kettleandpine.com/ls/click?upn=u001.Hq7dWkP0aZ-2Bh1fYx-2FtrkUPS-3D1Z9X4E27038841226" style="display:inline-block;padding:14px 34px;font-family:Helvetica,Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">Track your package</a>
</td></tr></table></td></tr>
<tr><td style="padding:0 36px 24px 36px;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:21px;">
<strong>In this shipment</strong>
<ul style="padding-left:18px;margin:8px 0;"><li>Enamel Camp Kettle, 1.6 qt – Forest Green (1)</li><li>Linen Tea Towels (set of 3) – Oat (2)</li><li>Cedar Trivet (1)</li></ul>
<p style="color:#6b6b60;font-size:13px;">Tracking can take up to 24 hours to show movement. If your package hasn't arrived by October 24, just reply to this email.</p>
</td></tr>`,
    ),
  },
  {
    ...nothing,
    family: "kettle-and-pine",
    lang: "en",
    kind: "survey",
    from: "Kettle & Pine <hello@kettleandpine.com>",
    subject: "How's the kettle? Rate your order #KP-204981",
    date: date("2025-10-27", "09:30:00", "-0700"),
    enc: "qp",
    text: `Hi Sam,

Your order #KP-204981 arrived about a week ago, and we'd love to hear what you think. It takes about a minute, and every review is read by someone on our small team.

How would you rate your order?

5 - Love it: https://kettleandpine.com/reviews/new?order=KP-204981&rating=5&utm_source=email&utm_campaign=review_request
4 - Like it: https://kettleandpine.com/reviews/new?order=KP-204981&rating=4&utm_source=email&utm_campaign=review_request
3 - It's okay: https://kettleandpine.com/reviews/new?order=KP-204981&rating=3&utm_source=email&utm_campaign=review_request
2 - Not great: https://kettleandpine.com/reviews/new?order=KP-204981&rating=2&utm_source=email&utm_campaign=review_request
1 - Disappointed: https://kettleandpine.com/reviews/new?order=KP-204981&rating=1&utm_source=email&utm_campaign=review_request

Something wrong with an item? Reply here and we'll make it right.

Thank you,
Hannah & the Kettle & Pine team

Kettle & Pine - 2210 NW Raleigh St - Portland, OR 97210
Don't want review requests? https://kettleandpine.com/unsubscribe?e=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl&l=reviews
`,
    html: kettle(
      "It takes about a minute. Tap a star to start your review.",
      `<tr><td style="padding:30px 36px 10px 36px;text-align:center;">
<h1 style="margin:0 0 10px 0;font-size:26px;font-weight:normal;">How's the kettle, Sam?</h1>
<p style="margin:0;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;">Your order #KP-204981 arrived about a week ago. How would you rate it?</p>
</td></tr>
<tr><td align="center" style="padding:18px 36px 6px 36px;">
<table role="presentation" cellpadding="0" cellspacing="6"><tr>
<td><a href="https://kettleandpine.com/reviews/new?order=KP-204981&amp;rating=1&amp;utm_source=email&amp;utm_campaign=review_request" style="font-size:34px;color:#c9a227;text-decoration:none;">☆</a></td>
<td><a href="https://kettleandpine.com/reviews/new?order=KP-204981&amp;rating=2&amp;utm_source=email&amp;utm_campaign=review_request" style="font-size:34px;color:#c9a227;text-decoration:none;">☆</a></td>
<td><a href="https://kettleandpine.com/reviews/new?order=KP-204981&amp;rating=3&amp;utm_source=email&amp;utm_campaign=review_request" style="font-size:34px;color:#c9a227;text-decoration:none;">☆</a></td>
<td><a href="https://kettleandpine.com/reviews/new?order=KP-204981&amp;rating=4&amp;utm_source=email&amp;utm_campaign=review_request" style="font-size:34px;color:#c9a227;text-decoration:none;">☆</a></td>
<td><a href="https://kettleandpine.com/reviews/new?order=KP-204981&amp;rating=5&amp;utm_source=email&amp;utm_campaign=review_request" style="font-size:34px;color:#c9a227;text-decoration:none;">☆</a></td>
</tr></table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#8a8a80;margin:4px 0 0 0;">Disappointed &nbsp;·&nbsp;·&nbsp;·&nbsp; Love it</p>
</td></tr>
<tr><td style="padding:20px 36px 26px 36px;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:21px;">
Something wrong with an item? Reply to this email and we'll make it right.<br><br>Thank you,<br>Hannah &amp; the Kettle &amp; Pine team
</td></tr>`,
    ),
  },
];

// ------------------------------------------------------------------ boxpoint (parcel lockers, couriers)
// Written as asking for nothing, as its author was briefed. The project's definition (README, "What
// `code` and `link` mean") counts a pickup code and a courier's delivery PIN as the code the mail
// gives, so after the set was scored these three are labelled by it; the unseen scores in the
// README are the ones measured with the labels as first written.

const boxpoint: Mail[] = [
  {
    ...nothing,
    family: "boxpoint",
    lang: "pl",
    kind: "locker-pickup",
    group: "consumer",
    code: "731904",
    from: "BoxPoint <powiadomienia@boxpoint.pl>",
    subject: "Twoja paczka czeka w automacie WAW118M",
    date: date("2025-11-10", "14:37:21", "+0100"),
    text: `Dzień dobry,

Twoja paczka od nadawcy SKLEP-KOLORY.PL czeka na odbiór w automacie BoxPoint.

Numer przesyłki: 6203 1140 2298 5517 0031 0423
Automat: WAW118M
Adres: ul. Grochowska 262, 04-357 Warszawa (obok pawilonu handlowego, przy parkingu)
Kod odbioru: 731904
Numer telefonu odbiorcy: +48 *** *** 482

Paczka będzie czekać 48 godzin - do 12.11.2025, godz. 14:37.

Jak odebrać?
1. Podejdź do automatu WAW118M i wybierz na ekranie „Odbierz paczkę".
2. Podaj numer telefonu i kod odbioru albo zeskanuj kod QR z aplikacji BoxPoint.
3. Skrytka otworzy się automatycznie. Pamiętaj, aby ją zamknąć.

Nie zdążysz odebrać? Termin możesz raz przedłużyć o 24 godziny w aplikacji BoxPoint.

Nie udostępniaj kodu odbioru osobom, którym nie chcesz powierzyć paczki.

Pozdrawiamy
Zespół BoxPoint

Infolinia: 22 555 01 30 (pn-pt 8:00-20:00, sob 8:00-16:00)
BoxPoint Sp. z o.o., ul. Jagiellońska 74, 03-301 Warszawa, NIP 524-288-41-07
Ta wiadomość została wygenerowana automatycznie, prosimy na nią nie odpowiadać.
`,
    html: null,
  },
  {
    ...nothing,
    family: "boxpoint",
    lang: "cs",
    kind: "locker-pickup",
    group: "consumer",
    code: "582109",
    from: "BoxPoint <info@boxpoint.cz>",
    subject: "Zásilka je připravena k vyzvednutí – BoxPoint Praha 3, Jičínská",
    date: date("2025-11-18", "09:12:44", "+0100"),
    enc: "qp",
    text: `Dobrý den,

vaše zásilka č. CZ 4470 1182 905 od odesílatele Knihkupectví U Mostu je připravena k vyzvednutí.

Výdejní box: BoxPoint Praha 3, Jičínská 1748/5 (vchod do OC, vedle lékárny)
Kód pro vyzvednutí: 58 21 09
Úložní doba: do 21. 11. 2025 (včetně)
Dobírka: 0 Kč – zaplaceno

Kód zadejte přímo na displeji boxu, nebo otevřete schránku v aplikaci BoxPoint přes Bluetooth.

Mapa a otevírací doba boxu: https://www.boxpoint.cz/mapa/PRG3-JICIN

Děkujeme, že používáte BoxPoint.
Zákaznická linka: +420 225 555 031 (po-pá 8-18 h)
BoxPoint s.r.o., Vinohradská 2828/151, 130 00 Praha 3, IČO 07412285
`,
    html: `<html><body style="margin:0;background:#eef1f4;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f4;"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#ff6a13;padding:16px 24px;color:#fff;font-size:22px;font-weight:bold;">BoxPoint</td></tr>
<tr><td style="padding:24px;font-size:15px;color:#222;line-height:22px;">
Dobrý den,<br><br>vaše zásilka č. <b>CZ 4470 1182 905</b> od odesílatele <b>Knihkupectví U Mostu</b> je připravena k vyzvednutí.
</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="10" cellspacing="0" style="border:2px solid #ff6a13;">
<tr><td style="font-size:13px;color:#666;">Kód pro vyzvednutí</td><td style="font-size:13px;color:#666;">Úložní doba</td></tr>
<tr><td style="font-size:32px;font-weight:bold;letter-spacing:4px;color:#111;">58 21 09</td><td style="font-size:18px;font-weight:bold;">do 21. 11. 2025</td></tr>
</table></td></tr>
<tr><td style="padding:18px 24px;font-size:14px;color:#333;line-height:21px;">
<b>Výdejní box:</b> BoxPoint Praha 3, Jičínská 1748/5<br>(vchod do OC, vedle lékárny)<br>
<b>Dobírka:</b> 0 Kč – zaplaceno<br><br>
Kód zadejte přímo na displeji boxu, nebo otevřete schránku v aplikaci BoxPoint přes Bluetooth.<br><br>
<a href="https://www.boxpoint.cz/mapa/PRG3-JICIN" style="color:#ff6a13;">Mapa a otevírací doba boxu</a>
</td></tr>
<tr><td style="padding:16px 24px;background:#f6f6f6;font-size:11px;color:#888;line-height:16px;">
Zákaznická linka: +420 225 555 031 (po–pá 8–18 h)<br>
BoxPoint s.r.o., Vinohradská 2828/151, 130 00 Praha 3, IČO 07412285<br>
<a href="https://www.boxpoint.cz/ochrana-osobnich-udaju" style="color:#888;">Ochrana osobních údajů</a>
</td></tr></table></td></tr></table></body></html>
`,
  },
  {
    ...nothing,
    family: "boxpoint",
    lang: "en",
    kind: "delivery",
    group: "consumer",
    code: "4821",
    from: "BoxPoint Delivery <noreply@deliveries.boxpoint.co.uk>",
    to: "Sam Reader <sam.reader@inbox.example>",
    subject: "Marek is 3 stops away with your parcel",
    date: date("2026-01-22", "13:48:09", "+0000"),
    text: `Your BoxPoint courier is on the way

Marek is 3 stops away and should arrive between 14:05 and 14:25.

Parcel from: Oakridge Outdoor Co.
Parcel number: BP-UK-88310547-2

Your delivery PIN: 4821
The courier will ask for this PIN at the door before handing over your parcel. Please don't share it by phone or message.

Follow Marek on the map: https://track.boxpoint.co.uk/l/88310547?t=eyJ2IjoyLCJjIjoiTUsifQ

Not in? Marek will leave your parcel at the nearest BoxPoint locker (Camden Rd, by the Co-op) and we'll send you the locker details.

BoxPoint Ltd, 41 Wharf Road, London N1 7GR. Registered in England and Wales, no. 10884412.
`,
    html: `<!doctype html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a1a1a;">
<div style="max-width:480px;margin:0 auto;padding:24px 20px;">
<div style="font-size:13px;font-weight:700;color:#ff6a13;letter-spacing:.5px;">BOXPOINT</div>
<h1 style="font-size:24px;line-height:30px;margin:14px 0 6px 0;">Marek is 3 stops away</h1>
<p style="font-size:15px;margin:0 0 20px 0;color:#444;">Expected between <b>14:05 and 14:25</b></p>
<div style="background:#fff3eb;border-radius:12px;padding:18px 20px;margin-bottom:18px;">
<div style="font-size:13px;color:#7a4a2a;">Your delivery PIN</div>
<div style="font-size:40px;font-weight:800;letter-spacing:8px;margin:4px 0;">4821</div>
<div style="font-size:13px;color:#7a4a2a;line-height:19px;">The courier will ask for this PIN at the door before handing over your parcel. Please don't share it by phone or message.</div>
</div>
<table cellpadding="0" cellspacing="0" width="100%" style="font-size:14px;margin-bottom:18px;">
<tr><td style="color:#777;padding:4px 0;">From</td><td align="right">Oakridge Outdoor Co.</td></tr>
<tr><td style="color:#777;padding:4px 0;">Parcel</td><td align="right">BP-UK-88310547-2</td></tr>
</table>
<a href="https://track.boxpoint.co.uk/l/88310547?t=eyJ2IjoyLCJjIjoiTUsifQ" style="display:block;text-align:center;background:#1a1a1a;color:#fff;text-decoration:none;font-weight:600;padding:13px 0;border-radius:8px;">Follow Marek on the map</a>
<p style="font-size:13px;color:#666;line-height:19px;margin-top:18px;">Not in? Marek will leave your parcel at the nearest BoxPoint locker (Camden Rd, by the Co-op) and we'll send you the locker details.</p>
<p style="font-size:11px;color:#999;border-top:1px solid #eee;padding-top:12px;">BoxPoint Ltd, 41 Wharf Road, London N1 7GR. Registered in England and Wales, no. 10884412. <a href="https://www.boxpoint.co.uk/privacy" style="color:#999;">Privacy</a></p>
</div></body></html>
`,
  },
];

// ------------------------------------------------------------------ helio-energy (utility bills)

function helio(lang: string, body: string, footer: string): string {
  return `<html lang="${lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;background:#f4f7f6;">
<center>
<table cellpadding="0" cellspacing="0" border="0" width="620" style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#253238;background:#ffffff;">
<tr><td style="padding:22px 30px;background:#0f5c4d;"><img src="https://static.helio-energy.com/mail/helio-white.png" alt="Helio Energy" width="140" height="34" style="display:block;border:0;"></td></tr>
${body}
<tr><td style="padding:18px 30px;background:#eaf1ef;font-size:11px;color:#62727b;line-height:16px;">${footer}</td></tr>
</table>
</center></body></html>
`;
}

const helio_energy: Mail[] = [
  {
    ...nothing,
    family: "helio-energy",
    lang: "en",
    kind: "invoice",
    from: "Helio Energy <bills@helio-energy.co.uk>",
    subject: "Your October bill is ready – £84.17",
    date: date("2025-11-04", "06:15:33", "+0000"),
    enc: "qp",
    text: `Hello Sam,

Your latest bill is ready to view in your online account.

Account number: 300 4419 8820
Bill date: 4 November 2025
Billing period: 1 October - 31 October 2025

Electricity (1 MPAN ending 4471)   243 kWh     £61.02
Standing charge                    31 days     £16.15
VAT at 5%                                       £3.86
Warm Home Discount adjustment                   £0.00
Smart export credit                             £-1.86
Balance brought forward                         £5.00
----------------------------------------------------
Total                                          £84.17

You don't need to do anything. We'll collect £84.17 by Direct Debit on or just after 18 November 2025 from the account ending 0932.

See your full bill: https://my.helio-energy.co.uk/bills/2025-10?acc=30044198820

Your meter readings were sent automatically by your smart meter (serial 21K0098441).

Thanks for choosing 100% renewable electricity.
The Helio Energy team

Helio Energy Supply Ltd, 9 Temple Quay, Bristol BS1 6DG. Registered in England no. 11204877. VAT no. GB 289 4410 17.
Need help? 0330 555 0199 (Mon-Fri 8am-6pm). Privacy notice: https://www.helio-energy.co.uk/privacy
`,
    html: helio(
      "en",
      `<tr><td style="padding:28px 30px 6px 30px;font-size:20px;font-weight:bold;">Your October bill is ready</td></tr>
<tr><td style="padding:6px 30px 18px 30px;line-height:20px;">Hello Sam, you don't need to do anything. We'll collect this by Direct Debit on or just after <b>18 November 2025</b> from the account ending 0932.</td></tr>
<tr><td style="padding:0 30px;">
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="border:1px solid #cfdcd8;">
<tr><td style="padding:14px;background:#f0f6f4;" width="50%">Amount<br><span style="font-size:30px;font-weight:bold;color:#0f5c4d;">£84.17</span></td>
<td style="padding:14px;background:#f0f6f4;">Account number<br><span style="font-size:18px;font-weight:bold;">300 4419 8820</span></td></tr>
<tr><td style="padding:10px 14px;border-top:1px solid #cfdcd8;">Billing period</td><td style="padding:10px 14px;border-top:1px solid #cfdcd8;">1–31 October 2025</td></tr>
<tr><td style="padding:10px 14px;border-top:1px solid #cfdcd8;">Electricity used</td><td style="padding:10px 14px;border-top:1px solid #cfdcd8;">243 kWh</td></tr>
<tr><td style="padding:10px 14px;border-top:1px solid #cfdcd8;">Standing charge (31 days)</td><td style="padding:10px 14px;border-top:1px solid #cfdcd8;">£16.15</td></tr>
<tr><td style="padding:10px 14px;border-top:1px solid #cfdcd8;">Smart export credit</td><td style="padding:10px 14px;border-top:1px solid #cfdcd8;">−£1.86</td></tr>
</table></td></tr>
<tr><td style="padding:22px 30px;" align="left">
<a href="https://my.helio-energy.co.uk/bills/2025-10?acc=30044198820" style="background:#f2b134;color:#1d2a2f;padding:12px 26px;text-decoration:none;font-weight:bold;border-radius:3px;display:inline-block;">See your full bill</a>
</td></tr>
<tr><td style="padding:0 30px 24px 30px;line-height:20px;color:#4b5a60;">Your readings were sent automatically by your smart meter (serial 21K0098441). Thanks for choosing 100% renewable electricity.</td></tr>`,
      `Helio Energy Supply Ltd, 9 Temple Quay, Bristol BS1 6DG. Registered in England no. 11204877. VAT no. GB 289 4410 17.<br>
Need help? Call 0330 555 0199 (Mon–Fri 8am–6pm) · <a href="https://www.helio-energy.co.uk/privacy" style="color:#62727b;">Privacy notice</a> · <a href="https://www.helio-energy.co.uk/help" style="color:#62727b;">Help centre</a>`,
    ),
  },
  {
    ...nothing,
    family: "helio-energy",
    lang: "es",
    kind: "payment-reminder",
    from: "Helio Energía <facturacion@helio-energia.es>",
    subject: "Recordatorio: tu factura FE-2025-0911-44781 vence el 5 de diciembre",
    date: date("2025-11-28", "10:02:18", "+0100"),
    text: `Hola, Sam:

Te recordamos que tu factura de electricidad aún está pendiente de pago.

Nº de factura: FE-2025-0911-44781
Periodo de facturación: 01/10/2025 - 31/10/2025
CUPS: ES0021000012345678AB
Importe: 67,42 €
Fecha de vencimiento: 5 de diciembre de 2025

Puedes pagarla con tarjeta o Bizum desde tu área de cliente:
Pagar ahora: https://clientes.helio-energia.es/pago?f=FE-2025-0911-44781&utm_medium=email&utm_campaign=recordatorio

O mediante transferencia a la cuenta ES91 2100 0418 4502 0005 1332, indicando como concepto el número de factura.

Si ya has realizado el pago, ignora este mensaje.

Un saludo,
Atención al cliente de Helio Energía
900 555 214 (L-V de 9:00 a 20:00)

Helio Energía Comercializadora S.L. · C/ de Alcalá 214, 28028 Madrid · CIF B-88441207
Política de privacidad: https://www.helio-energia.es/privacidad
`,
    html: helio(
      "es",
      `<tr><td style="padding:26px 30px 8px 30px;font-size:19px;font-weight:bold;">Tu factura está pendiente de pago</td></tr>
<tr><td style="padding:0 30px 16px 30px;line-height:20px;">Hola, Sam: te recordamos que tu factura de electricidad vence el <b>5 de diciembre de 2025</b>.</td></tr>
<tr><td style="padding:0 30px;">
<table cellpadding="8" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;">
<tr style="background:#f0f6f4;"><td style="border-bottom:1px solid #cfdcd8;">Nº de factura</td><td style="border-bottom:1px solid #cfdcd8;font-weight:bold;">FE-2025-0911-44781</td></tr>
<tr><td style="border-bottom:1px solid #cfdcd8;">Periodo</td><td style="border-bottom:1px solid #cfdcd8;">01/10/2025 – 31/10/2025</td></tr>
<tr style="background:#f0f6f4;"><td style="border-bottom:1px solid #cfdcd8;">CUPS</td><td style="border-bottom:1px solid #cfdcd8;">ES0021000012345678AB</td></tr>
<tr><td>Importe</td><td style="font-size:26px;font-weight:bold;color:#0f5c4d;">67,42 €</td></tr>
</table></td></tr>
<tr><td style="padding:22px 30px 8px 30px;">
<a href="https://clientes.helio-energia.es/pago?f=FE-2025-0911-44781&amp;utm_medium=email&amp;utm_campaign=recordatorio" style="background:#f2b134;color:#1d2a2f;padding:12px 30px;text-decoration:none;font-weight:bold;border-radius:3px;display:inline-block;">Pagar ahora</a>
</td></tr>
<tr><td style="padding:10px 30px 24px 30px;line-height:20px;color:#4b5a60;">También puedes pagar por transferencia a la cuenta <b>ES91 2100 0418 4502 0005 1332</b>, indicando como concepto el número de factura. Si ya has realizado el pago, ignora este mensaje.</td></tr>`,
      `Helio Energía Comercializadora S.L. · C/ de Alcalá 214, 28028 Madrid · CIF B-88441207<br>
Atención al cliente: 900 555 214 (L–V de 9:00 a 20:00) · <a href="https://www.helio-energia.es/privacidad" style="color:#62727b;">Política de privacidad</a>`,
    ),
  },
  {
    ...nothing,
    family: "helio-energy",
    lang: "it",
    kind: "invoice",
    from: "Helio Energia <bollette@helio-energia.it>",
    subject: "La tua bolletta luce e gas n. 2025/118842 è disponibile",
    date: date("2025-12-03", "07:44:10", "+0100"),
    enc: "b64",
    text: `Gentile Sam Reader,

la bolletta di novembre è disponibile in allegato e nella tua Area Clienti.

Codice cliente: 7004128835
Numero bolletta: 2025/118842
Periodo: 01/11/2025 - 30/11/2025
POD (luce): IT001E12345678
PDR (gas): 00881234567890

Totale da pagare: 112,60 €
Scadenza: 23/12/2025
Modalità di pagamento: addebito diretto SEPA (IBAN ****4410)

Il pagamento avverrà automaticamente alla scadenza: non devi fare nulla.

Consumi del periodo:
Luce: 198 kWh (lettura reale)
Gas: 74 Smc (lettura stimata)

Cordiali saluti,
Servizio Clienti Helio Energia
Numero verde 800 555 318

Helio Energia S.p.A. - Via Tortona 27, 20144 Milano - P.IVA 11482910963
Informativa privacy: https://www.helio-energia.it/privacy
`,
    html: helio(
      "it",
      `<tr><td style="padding:26px 30px 6px 30px;font-size:19px;font-weight:bold;">La bolletta di novembre è disponibile</td></tr>
<tr><td style="padding:0 30px 16px 30px;line-height:20px;">Gentile Sam Reader, trovi la bolletta in allegato e nella tua Area Clienti. Il pagamento avverrà automaticamente alla scadenza tramite addebito SEPA: <b>non devi fare nulla</b>.</td></tr>
<tr><td style="padding:0 30px;">
<table cellpadding="0" cellspacing="0" border="0" width="100%">
<tr>
<td width="50%" style="padding:16px;background:#0f5c4d;color:#fff;">Totale da pagare<br><span style="font-size:32px;font-weight:bold;">112,60 €</span></td>
<td width="50%" style="padding:16px;background:#e3efe9;">Scadenza<br><span style="font-size:22px;font-weight:bold;">23/12/2025</span></td>
</tr></table></td></tr>
<tr><td style="padding:14px 30px;">
<table cellpadding="6" cellspacing="0" border="0" width="100%" style="font-size:12px;">
<tr><td style="color:#62727b;">Codice cliente</td><td>7004128835</td><td style="color:#62727b;">Numero bolletta</td><td>2025/118842</td></tr>
<tr><td style="color:#62727b;">POD luce</td><td>IT001E12345678</td><td style="color:#62727b;">PDR gas</td><td>00881234567890</td></tr>
<tr><td style="color:#62727b;">Luce</td><td>198 kWh (reale)</td><td style="color:#62727b;">Gas</td><td>74 Smc (stimata)</td></tr>
</table></td></tr>
<tr><td style="padding:10px 30px 24px 30px;"><a href="https://area-clienti.helio-energia.it/bollette/2025-118842" style="color:#0f5c4d;font-weight:bold;">Vai all'Area Clienti</a></td></tr>`,
      `Helio Energia S.p.A. – Via Tortona 27, 20144 Milano – P.IVA 11482910963<br>
Numero verde 800 555 318 · <a href="https://www.helio-energia.it/privacy" style="color:#62727b;">Informativa privacy</a>`,
    ),
    attachment: [
      "Bolletta_2025_118842.pdf",
      "application/pdf",
      pdf("Bolletta 2025/118842", [
        "Helio Energia S.p.A. - Bolletta n. 2025/118842",
        "Codice cliente 7004128835 - Periodo 01/11/2025 - 30/11/2025",
        "Totale da pagare 112,60 EUR - Scadenza 23/12/2025",
      ]),
    ],
  },
];

// ------------------------------------------------------------------ fjordbank (Nordic bank)

function fjord(lang: string, heading: string, body: string, footer: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><style>
  .fb-body { font-family: "Helvetica Neue", Helvetica, Arial, sans-serif; color: #14213d; }
  .fb-muted { color: #6c7a89; }
  @media (max-width: 600px) { .fb-wrap { width: 100% !important; } }
</style></head>
<body class="fb-body" style="margin:0;background:#e9eef3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table class="fb-wrap" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #1b4f72;">
<tr><td style="padding:22px 32px 0 32px;font-size:20px;font-weight:bold;color:#1b4f72;letter-spacing:.5px;">FJORDBANK</td></tr>
<tr><td style="padding:18px 32px 4px 32px;font-size:22px;font-weight:bold;">${heading}</td></tr>
${body}
<tr><td class="fb-muted" style="padding:18px 32px 26px 32px;font-size:11px;line-height:16px;border-top:1px solid #e1e6eb;">${footer}</td></tr>
</table></td></tr></table></body></html>
`;
}

const fjordbank: Mail[] = [
  {
    ...nothing,
    family: "fjordbank",
    lang: "sv",
    kind: "statement",
    from: "Fjordbank <meddelande@fjordbank.se>",
    subject: "Ditt kontoutdrag för oktober 2025 finns nu tillgängligt",
    date: date("2025-11-03", "05:30:02", "+0100"),
    text: `Hej Sam,

Ditt kontoutdrag för oktober 2025 är klart. Du hittar det som bilaga i det här mejlet och i internetbanken under Konton > Kontoutdrag.

Konto: Privatkonto 8327-9, 943 118 402-5
Period: 2025-10-01 - 2025-10-31
Ingående saldo: 18 442,10 kr
Utgående saldo: 21 907,65 kr
Antal transaktioner: 47

Har du frågor om en transaktion? Ring kundtjänst på 0771-55 50 40 (vardagar 8-20) eller skriv till oss i appen.

Fjordbank kommer aldrig att be dig uppge koder från din säkerhetsdosa eller BankID via mejl eller telefon.

Vänliga hälsningar
Fjordbank

Fjordbank AB (publ), Sveavägen 44, 111 34 Stockholm. Org.nr 556712-4409. Styrelsens säte: Stockholm.
`,
    html: fjord(
      "sv",
      "Ditt kontoutdrag för oktober är klart",
      `<tr><td style="padding:8px 32px 16px 32px;font-size:15px;line-height:22px;">Hej Sam, kontoutdraget finns som bilaga och i internetbanken under <i>Konton › Kontoutdrag</i>.</td></tr>
<tr><td style="padding:0 32px 20px 32px;">
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;border:1px solid #d5dde5;">
<tr><td class="fb-muted">Konto</td><td align="right"><b>Privatkonto 8327-9, 943 118 402-5</b></td></tr>
<tr style="background:#f5f8fa;"><td class="fb-muted">Period</td><td align="right">2025-10-01 – 2025-10-31</td></tr>
<tr><td class="fb-muted">Ingående saldo</td><td align="right">18 442,10 kr</td></tr>
<tr style="background:#f5f8fa;"><td class="fb-muted">Utgående saldo</td><td align="right" style="font-size:20px;font-weight:bold;">21 907,65 kr</td></tr>
<tr><td class="fb-muted">Antal transaktioner</td><td align="right">47</td></tr>
</table></td></tr>
<tr><td style="padding:0 32px 20px 32px;font-size:14px;line-height:21px;">Har du frågor om en transaktion? Ring kundtjänst på 0771-55 50 40 (vardagar 8–20) eller skriv till oss i appen.</td></tr>`,
      `Fjordbank kommer aldrig att be dig uppge koder från din säkerhetsdosa eller BankID via mejl eller telefon.<br><br>
Fjordbank AB (publ), Sveavägen 44, 111 34 Stockholm. Org.nr 556712-4409.<br>
<a href="https://www.fjordbank.se/personuppgifter" style="color:#6c7a89;">Så behandlar vi dina personuppgifter</a>`,
    ),
    attachment: [
      "Kontoutdrag_2025-10_943118402-5.pdf",
      "application/pdf",
      pdf("Kontoutdrag oktober 2025", [
        "Fjordbank AB - Kontoutdrag 2025-10-01 - 2025-10-31",
        "Privatkonto 8327-9, 943 118 402-5",
        "Ingaende saldo 18 442,10 - Utgaende saldo 21 907,65",
      ]),
    ],
  },
  {
    ...nothing,
    family: "fjordbank",
    lang: "da",
    kind: "signin-alert",
    from: "Fjordbank <sikkerhed@fjordbank.dk>",
    subject: "Nyt login i Fjordbank Netbank",
    date: date("2025-12-09", "21:17:45", "+0100"),
    enc: "qp",
    text: `Hej Sam

Vi har registreret et nyt login i din Netbank.

Tidspunkt: 9. december 2025 kl. 21:16
Enhed: iPhone 15 · Fjordbank-appen 8.14.2
Sted (omtrentligt): Aarhus, Danmark
IP-adresse: 87.61.204.18

Var det dig? Så behøver du ikke gøre noget.

Var det ikke dig? Spær din adgang med det samme, og ring til os på 70 55 50 40 - vi har åbent døgnet rundt ved misbrug.
Spær adgang: https://netbank.fjordbank.dk/sikkerhed/spaer?ref=login-20251209-7Q2M

Husk: Fjordbank beder dig aldrig om at oplyse din MitID-kode, adgangskode eller kortoplysninger i en mail eller SMS.

Med venlig hilsen
Fjordbank Sikkerhed

Fjordbank A/S, Vesterbrogade 118, 1620 København V, CVR-nr. 38 44 12 07
`,
    html: fjord(
      "da",
      "Nyt login i din Netbank",
      `<tr><td style="padding:8px 32px 14px 32px;font-size:15px;line-height:22px;">Hej Sam, vi har registreret et nyt login i din Netbank.</td></tr>
<tr><td style="padding:0 32px 18px 32px;">
<table width="100%" cellpadding="9" cellspacing="0" style="font-size:14px;background:#f5f8fa;">
<tr><td class="fb-muted" width="40%">Tidspunkt</td><td><b>9. december 2025 kl. 21:16</b></td></tr>
<tr><td class="fb-muted">Enhed</td><td>iPhone 15 · Fjordbank-appen 8.14.2</td></tr>
<tr><td class="fb-muted">Sted (omtrentligt)</td><td>Aarhus, Danmark</td></tr>
<tr><td class="fb-muted">IP-adresse</td><td>87.61.204.18</td></tr>
</table></td></tr>
<tr><td style="padding:0 32px 10px 32px;font-size:14px;line-height:21px;"><b>Var det dig?</b> Så behøver du ikke gøre noget.<br><br><b>Var det ikke dig?</b> Spær din adgang med det samme, og ring til os på 70 55 50 40 – vi har åbent døgnet rundt ved misbrug.</td></tr>
<tr><td style="padding:10px 32px 24px 32px;"><a href="https://netbank.fjordbank.dk/sikkerhed/spaer?ref=login-20251209-7Q2M" style="display:inline-block;padding:11px 22px;border:2px solid #b03a2e;color:#b03a2e;font-weight:bold;text-decoration:none;font-size:14px;">Spær adgang</a></td></tr>`,
      `Fjordbank beder dig aldrig om at oplyse din MitID-kode, adgangskode eller kortoplysninger i en mail eller SMS.<br><br>
Fjordbank A/S, Vesterbrogade 118, 1620 København V, CVR-nr. 38 44 12 07`,
    ),
  },
  {
    ...nothing,
    family: "fjordbank",
    lang: "fi",
    kind: "password-changed",
    from: "Fjordbank <asiakaspalvelu@fjordbank.fi>",
    subject: "Verkkopankin salasanasi on vaihdettu",
    date: date("2026-01-14", "08:03:51", "+0200"),
    text: `Hei Sam,

Fjordbankin verkkopankin salasanasi vaihdettiin 14.1.2026 klo 8.02.

Jos vaihdoit salasanan itse, tähän viestiin ei tarvitse reagoida.

Jos et vaihtanut salasanaa, soita heti asiakaspalveluumme numeroon 010 555 4040 (ma-pe 8-18). Ilta- ja viikonloppuaikaan voit sulkea tunnuksesi Sulkupalvelussa numerossa 020 333 (24 h).

Emme koskaan kysy tunnuslukuja, salasanaa tai korttitietoja sähköpostitse tai tekstiviestillä.

Ystävällisin terveisin
Fjordbank

Fjordbank Oyj, Mannerheimintie 12 B, 00100 Helsinki, Y-tunnus 3114552-8
Tämä on automaattinen viesti, älä vastaa siihen.
`,
    html: null,
  },
  {
    ...nothing,
    family: "fjordbank",
    lang: "en",
    kind: "statement",
    from: "Fjordbank <statements@fjordbank.com>",
    subject: "Your Fjordbank Mastercard statement for December is ready",
    date: date("2026-01-05", "06:00:14", "+0100"),
    text: `Hi Sam,

Your credit card statement is ready in the Fjordbank app and online bank.

Card: Fjordbank World Mastercard ending 7730
Statement date: 31 December 2025
Statement balance: EUR 1,284.55
Minimum payment: EUR 64.23
Payment due: 25 January 2026

You have automatic payment of the full balance switched on, so EUR 1,284.55 will be paid from your account ending 1186 on 25 January. No action is needed.

Points earned this month: 1,284 (total 18,902)

Fjordbank Global Services, Box 7720, 103 95 Stockholm, Sweden
Questions: +46 771 55 50 40, or chat with us in the app.
`,
    html: fjord(
      "en",
      "Your December statement is ready",
      `<tr><td style="padding:8px 32px 16px 32px;font-size:15px;line-height:22px;">Hi Sam, your statement for the card ending <b>7730</b> is in the app and online bank.</td></tr>
<tr><td style="padding:0 32px 18px 32px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" style="padding:14px;background:#1b4f72;color:#fff;font-size:12px;">Statement balance<br><span style="font-size:26px;font-weight:bold;">EUR 1,284.55</span></td>
<td width="50%" style="padding:14px;background:#f5f8fa;font-size:12px;">Payment due<br><span style="font-size:20px;font-weight:bold;">25 January 2026</span></td>
</tr></table></td></tr>
<tr><td style="padding:0 32px 18px 32px;font-size:14px;line-height:21px;">Automatic payment of the full balance is switched on, so EUR 1,284.55 will be paid from your account ending 1186 on 25 January. <b>No action is needed.</b><br><br>Minimum payment: EUR 64.23 · Points earned: 1,284 (total 18,902)</td></tr>`,
      `Fjordbank Global Services, Box 7720, 103 95 Stockholm, Sweden · +46 771 55 50 40<br>
<a href="https://www.fjordbank.com/privacy" style="color:#6c7a89;">Privacy</a> · <a href="https://www.fjordbank.com/security" style="color:#6c7a89;">How we keep you safe</a>`,
    ),
  },
];

// ------------------------------------------------------------------ sol-airways (airline)

const sol_airways: Mail[] = [
  {
    ...nothing,
    family: "sol-airways",
    lang: "es",
    kind: "booking",
    from: "Sol Airways <reservas@solairways.es>",
    subject: "Confirmación de reserva K7QX2M · Madrid – Lisboa",
    date: date("2026-02-11", "19:26:40", "+0100"),
    text: `¡Gracias por volar con Sol Airways!

Tu reserva está confirmada.

CÓDIGO DE RESERVA: K7QX2M

IDA - Jueves, 26 de marzo de 2026
SL 2471  Madrid (MAD) T2 07:55 -> Lisboa (LIS) T1 08:20 (hora local)
Tarifa: Classic · Equipaje de mano 10 kg incluido

VUELTA - Domingo, 29 de marzo de 2026
SL 2478  Lisboa (LIS) T1 20:40 -> Madrid (MAD) T2 23:00
Tarifa: Classic

Pasajero: SAM READER
Asientos: 14C (ida) · 17A (vuelta)
Nº de billete: 712-2458830914

Total pagado: 148,36 € (Visa ****4417)

El check-in online se abre 48 horas antes de la salida. Te enviaremos un recordatorio.
Gestionar mi reserva: https://www.solairways.es/mis-reservas?pnr=K7QX2M&apellido=READER

Sol Airways S.A. · Av. de la Hispanidad 14, 28042 Madrid · CIF A-87120443
Condiciones de transporte: https://www.solairways.es/legal/condiciones
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff8ec;">
<table width="100%" cellspacing="0" cellpadding="0" style="background:#fff8ec;"><tr><td align="center">
<table width="600" cellspacing="0" cellpadding="0" style="font-family:Arial,sans-serif;color:#1f1f1f;background:#ffffff;">
<tr><td style="background:#ffb703;padding:18px 28px;font-size:24px;font-weight:bold;color:#023047;">☀ Sol Airways</td></tr>
<tr><td style="padding:26px 28px 6px 28px;font-size:20px;">¡Gracias por volar con nosotros! Tu reserva está confirmada.</td></tr>
<tr><td align="center" style="padding:18px 28px;">
<table cellspacing="0" cellpadding="0" style="border:2px dashed #023047;"><tr><td align="center" style="padding:12px 40px;">
<div style="font-size:12px;letter-spacing:2px;color:#555;">CÓDIGO DE RESERVA</div>
<div style="font-size:40px;font-weight:bold;letter-spacing:6px;color:#023047;">K7QX2M</div>
</td></tr></table></td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellspacing="0" cellpadding="8" style="font-size:14px;border-collapse:collapse;">
<tr style="background:#023047;color:#fff;"><td colspan="4"><b>IDA</b> · Jueves, 26 de marzo de 2026</td></tr>
<tr><td><b style="font-size:22px;">MAD</b><br>07:55 · T2</td><td align="center">✈<br>SL 2471</td><td align="right"><b style="font-size:22px;">LIS</b><br>08:20 · T1</td><td align="right">Asiento<br><b>14C</b></td></tr>
<tr style="background:#023047;color:#fff;"><td colspan="4"><b>VUELTA</b> · Domingo, 29 de marzo de 2026</td></tr>
<tr><td><b style="font-size:22px;">LIS</b><br>20:40 · T1</td><td align="center">✈<br>SL 2478</td><td align="right"><b style="font-size:22px;">MAD</b><br>23:00 · T2</td><td align="right">Asiento<br><b>17A</b></td></tr>
</table></td></tr>
<tr><td style="padding:16px 28px;font-size:14px;line-height:21px;">
Pasajero: <b>SAM READER</b><br>Nº de billete: 712-2458830914<br>Tarifa Classic · Equipaje de mano 10 kg incluido<br>
Total pagado: <b>148,36 €</b> (Visa ****4417)<br><br>
El check-in online se abre 48 horas antes de la salida. Te enviaremos un recordatorio.
</td></tr>
<tr><td style="padding:0 28px 24px 28px;"><a href="https://www.solairways.es/mis-reservas?pnr=K7QX2M&amp;apellido=READER" style="display:inline-block;background:#023047;color:#fff;padding:12px 24px;text-decoration:none;border-radius:20px;font-size:14px;">Gestionar mi reserva</a></td></tr>
<tr><td style="padding:16px 28px;background:#f1f1f1;font-size:11px;color:#777;">Sol Airways S.A. · Av. de la Hispanidad 14, 28042 Madrid · CIF A-87120443<br>
<a href="https://www.solairways.es/legal/condiciones" style="color:#777;">Condiciones de transporte</a> · <a href="https://www.solairways.es/legal/privacidad" style="color:#777;">Privacidad</a></td></tr>
</table></td></tr></table></body></html>
`,
  },
  {
    ...nothing,
    family: "sol-airways",
    lang: "pt",
    kind: "boarding-pass",
    from: "Sol Airways <checkin@solairways.pt>",
    subject: "O seu cartão de embarque: LIS → FNC, voo SL 1902",
    date: date("2026-04-17", "06:48:03", "+0100"),
    enc: "qp",
    text: `Olá Sam,

O seu check-in está concluído. O cartão de embarque segue em anexo (PDF) e também está disponível na app Sol Airways.

Reserva (localizador): R4TW9P
Voo: SL 1902
Data: sábado, 18 de abril de 2026
Partida: Lisboa (LIS), Terminal 1 - 09:15
Chegada: Funchal (FNC) - 10:55
Porta: fecha 20 minutos antes da partida (consulte os ecrãs)
Grupo de embarque: 2
Lugar: 22A
Passageiro: SAM READER

Apresente o cartão de embarque (impresso ou no telemóvel) e um documento de identificação válido na porta de embarque.

Boa viagem!
Sol Airways

Sol Airways Portugal, Lda. · Rua C, Edifício 124, Aeroporto de Lisboa, 1700-008 Lisboa · NIPC 514 882 019
`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;background:#ffffff;color:#222;">
<div style="max-width:560px;margin:0 auto;">
<div style="background:#ffb703;padding:14px 20px;font-weight:bold;font-size:20px;color:#023047;">☀ Sol Airways</div>
<p style="padding:0 20px;font-size:15px;line-height:22px;">Olá Sam,<br>o seu check-in está concluído. O cartão de embarque segue em anexo e também está disponível na app.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #ddd;border-bottom:1px solid #ddd;">
<tr>
<td style="padding:16px 20px;"><span style="font-size:12px;color:#888;">Lisboa</span><br><span style="font-size:34px;font-weight:bold;">LIS</span><br>09:15</td>
<td align="center" style="font-size:13px;color:#888;">SL 1902<br>18 abr 2026</td>
<td align="right" style="padding:16px 20px;"><span style="font-size:12px;color:#888;">Funchal</span><br><span style="font-size:34px;font-weight:bold;">FNC</span><br>10:55</td>
</tr></table>
<table width="100%" cellpadding="10" cellspacing="0" style="background:#f6f8fa;">
<tr>
<td style="font-size:12px;color:#888;">Lugar<br><b style="font-size:22px;color:#222;">22A</b></td>
<td style="font-size:12px;color:#888;">Grupo<br><b style="font-size:22px;color:#222;">2</b></td>
<td style="font-size:12px;color:#888;">Terminal<br><b style="font-size:22px;color:#222;">1</b></td>
<td style="font-size:12px;color:#888;">Localizador<br><b style="font-size:22px;color:#222;">R4TW9P</b></td>
</tr></table>
<p style="padding:0 20px;font-size:13px;line-height:20px;color:#444;">A porta de embarque fecha 20 minutos antes da partida. Apresente o cartão de embarque e um documento de identificação válido.</p>
<p style="padding:0 20px;font-size:11px;color:#999;">Sol Airways Portugal, Lda. · Rua C, Edifício 124, Aeroporto de Lisboa, 1700-008 Lisboa · NIPC 514 882 019</p>
</div></body></html>
`,
    attachment: [
      "cartao-embarque-SL1902-R4TW9P.pdf",
      "application/pdf",
      pdf("Boarding pass SL1902", [
        "SOL AIRWAYS - BOARDING PASS / CARTAO DE EMBARQUE",
        "READER/SAM  LIS-FNC  SL 1902  18APR  SEAT 22A  GROUP 2",
        "PNR R4TW9P  SEQ 087  ETKT 7122458912207",
      ]),
    ],
  },
  {
    ...nothing,
    family: "sol-airways",
    lang: "en",
    kind: "receipt",
    from: "Sol Airways <receipts@solairways.com>",
    subject: "Your receipt: extra bag for booking ZP3H8D",
    date: date("2026-05-02", "15:11:27", "+0200"),
    text: `Thanks, Sam. We've added a 23 kg checked bag to your booking.

Booking reference: ZP3H8D
Flight: SL 3306 Barcelona (BCN) - Amsterdam (AMS), 14 May 2026, 11:40
Passenger: Sam Reader

Receipt no.: 0571 2290 4418
Date of issue: 2 May 2026
EMD number: 712-8120044196

Checked bag 23 kg         EUR 37.19
VAT (21%)                 EUR  7.81
Total                     EUR 45.00
Paid by Visa ending 4417

Drop off your bag at the Sol Airways desk in Terminal 1 at least 45 minutes before departure.

Sol Airways S.A., Av. de la Hispanidad 14, 28042 Madrid, Spain. VAT ID ESA87120443.
`,
    html: null,
  },
];

// ------------------------------------------------------------------ railjoy (train tickets)

function railjoy(body: string, footer: string): string {
  return `<html><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background:#f2f2f7;">
<div style="max-width:600px;margin:0 auto;background:#fff;font-family:'Trebuchet MS',Arial,sans-serif;color:#1c1c28;">
<div style="padding:18px 24px;background:#5b2a86;"><span style="color:#fff;font-size:22px;font-weight:bold;">rail</span><span style="color:#ffd23f;font-size:22px;font-weight:bold;">joy</span></div>
${body}
<div style="padding:16px 24px;font-size:11px;line-height:16px;color:#8e8e9a;background:#f7f7fb;">${footer}</div>
</div></body></html>
`;
}

const railjoy_mails: Mail[] = [
  {
    ...nothing,
    family: "railjoy",
    lang: "fr",
    kind: "booking",
    from: "Railjoy <billets@railjoy.fr>",
    subject: "Votre billet Paris → Lyon du 6 mars – référence QHTZ8K",
    date: date("2026-02-19", "12:40:11", "+0100"),
    text: `Bonjour Sam,

Merci pour votre achat. Votre billet électronique est prêt : il est disponible dans l'application Railjoy et vous pouvez aussi l'imprimer.

Référence de dossier : QHTZ8K

Aller - vendredi 6 mars 2026
Paris Gare de Lyon 08:04 -> Lyon Part-Dieu 10:00
Train n° 6611 · 2de classe
Voiture 12 · Place 45 (fenêtre, salle haute)

Passager : Sam Reader (carte Avantage Adulte)
Prix : 39,00 € TTC (dont TVA 10 % : 3,55 €)

Billet échangeable et remboursable sans frais jusqu'à 3 jours avant le départ.

Bon voyage !
L'équipe Railjoy

Railjoy SAS · 18 rue de Châteaudun, 75009 Paris · RCS Paris 842 117 093
Conditions générales de vente : https://www.railjoy.fr/cgv
`,
    html: railjoy(
      `<div style="padding:24px;">
<p style="font-size:16px;margin:0 0 14px 0;">Bonjour Sam,</p>
<p style="font-size:15px;line-height:22px;margin:0 0 18px 0;">Merci pour votre achat. Votre billet électronique est disponible dans l'application Railjoy.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border-radius:10px;background:#f4effa;">
<tr><td style="padding:16px 18px 0 18px;font-size:12px;color:#5b2a86;">RÉFÉRENCE DE DOSSIER</td><td align="right" style="padding:16px 18px 0 18px;font-size:12px;color:#5b2a86;">VEN. 6 MARS 2026</td></tr>
<tr><td style="padding:2px 18px 14px 18px;font-size:30px;font-weight:bold;letter-spacing:3px;">QHTZ8K</td><td></td></tr>
<tr><td style="padding:0 18px 6px 18px;font-size:20px;"><b>08:04</b> Paris Gare de Lyon</td><td></td></tr>
<tr><td style="padding:0 18px 14px 18px;font-size:20px;"><b>10:00</b> Lyon Part-Dieu</td><td></td></tr>
<tr><td colspan="2" style="padding:12px 18px 16px 18px;border-top:1px dashed #c7b5dd;">
<table cellpadding="0" cellspacing="0"><tr>
<td style="padding-right:28px;font-size:12px;color:#777;">Train<br><b style="font-size:18px;color:#1c1c28;">6611</b></td>
<td style="padding-right:28px;font-size:12px;color:#777;">Voiture<br><b style="font-size:18px;color:#1c1c28;">12</b></td>
<td style="padding-right:28px;font-size:12px;color:#777;">Place<br><b style="font-size:18px;color:#1c1c28;">45</b></td>
<td style="font-size:12px;color:#777;">Classe<br><b style="font-size:18px;color:#1c1c28;">2de</b></td>
</tr></table></td></tr></table>
<p style="font-size:14px;line-height:21px;margin:18px 0 0 0;">Passager : Sam Reader (carte Avantage Adulte)<br>Prix : <b>39,00 € TTC</b> (dont TVA 10 % : 3,55 €)<br>Échangeable et remboursable sans frais jusqu'à 3 jours avant le départ.</p>
</div>`,
      `Railjoy SAS · 18 rue de Châteaudun, 75009 Paris · RCS Paris 842 117 093<br>
<a href="https://www.railjoy.fr/cgv" style="color:#8e8e9a;">CGV</a> · <a href="https://www.railjoy.fr/confidentialite" style="color:#8e8e9a;">Confidentialité</a> · <a href="https://www.railjoy.fr/aide" style="color:#8e8e9a;">Aide</a>`,
    ),
  },
  {
    ...nothing,
    family: "railjoy",
    lang: "it",
    kind: "booking",
    from: "Railjoy <biglietti@railjoy.it>",
    subject: "Conferma di acquisto – Milano Centrale → Roma Termini, PNR XK4R7B",
    date: date("2026-03-30", "22:05:36", "+0200"),
    enc: "b64",
    text: `Ciao Sam,

grazie per aver scelto Railjoy. Ecco il riepilogo del tuo viaggio.

Codice PNR: XK4R7B
Codice biglietto (CP): 2891 4407 55

Andata - martedì 14 aprile 2026
Milano Centrale 07:10 -> Roma Termini 10:20
Treno AV 9541 · Standard
Carrozza 7 · Posto 9D

Passeggero: Sam Reader
Importo pagato: 59,90 € (IVA inclusa)

Non è necessario stampare il biglietto: al controllo basta mostrare il PNR o il QR code nell'app.

Buon viaggio,
Il team Railjoy

Railjoy Italia S.r.l. · Corso Buenos Aires 54, 20124 Milano · P.IVA 10992840961
`,
    html: railjoy(
      `<div style="padding:24px;">
<p style="font-size:15px;line-height:22px;margin:0 0 18px 0;">Ciao Sam, grazie per aver scelto Railjoy. Ecco il riepilogo del tuo viaggio.</p>
<table width="100%" cellpadding="12" cellspacing="0" style="border:1px solid #ddd5e8;">
<tr><td style="background:#5b2a86;color:#fff;font-size:13px;">Codice PNR</td><td style="background:#5b2a86;color:#fff;font-size:13px;" align="right">mar 14 aprile 2026</td></tr>
<tr><td colspan="2" style="font-size:34px;font-weight:bold;letter-spacing:4px;">XK4R7B</td></tr>
<tr><td style="font-size:15px;"><b>07:10</b> Milano Centrale<br><b>10:20</b> Roma Termini</td><td align="right" style="font-size:13px;color:#555;">Treno AV 9541<br>Standard</td></tr>
<tr><td style="background:#f7f3fb;">Carrozza <b style="font-size:20px;">7</b> &nbsp; Posto <b style="font-size:20px;">9D</b></td><td align="right" style="background:#f7f3fb;font-size:13px;">CP 2891 4407 55</td></tr>
</table>
<p style="font-size:14px;line-height:21px;margin:18px 0 0 0;">Passeggero: Sam Reader<br>Importo pagato: <b>59,90 €</b> (IVA inclusa)<br><br>Non è necessario stampare il biglietto: al controllo basta mostrare il PNR o il QR code nell'app.</p>
</div>`,
      `Railjoy Italia S.r.l. · Corso Buenos Aires 54, 20124 Milano · P.IVA 10992840961<br>
<a href="https://www.railjoy.it/privacy" style="color:#8e8e9a;">Privacy</a> · <a href="https://www.railjoy.it/condizioni" style="color:#8e8e9a;">Condizioni di vendita</a>`,
    ),
  },
  {
    ...nothing,
    family: "railjoy",
    lang: "en",
    kind: "booking",
    from: "Railjoy <tickets@railjoy.com>",
    subject: "Booking confirmed: London St Pancras to Brussels-Midi, 9 May",
    date: date("2026-04-21", "08:19:55", "+0100"),
    text: `Hi Sam,

You're all booked. Your e-ticket is in the Railjoy app - show the QR code at the gates.

Booking reference: DVNW4L
Ticket number: 0049-3381-7702

Saturday 9 May 2026
London St Pancras International 10:01 -> Brussels-Midi 13:05 (local time)
Train 9125 · Standard
Coach 14 · Seat 62 (window, forward facing)

Please arrive at least 45 minutes before departure for security and passport checks. Check-in closes 30 minutes before departure.

Price paid: GBP 64.00
Card: Visa ending 4417

Railjoy Ltd, 3 Pancras Square, London N1C 4AG. Company no. 12044871.
Help: https://www.railjoy.com/help · Privacy: https://www.railjoy.com/privacy
`,
    html: null,
  },
];

// ------------------------------------------------------------------ stayhaven (hotels)

const stayhaven: Mail[] = [
  {
    ...nothing,
    family: "stayhaven",
    lang: "en",
    kind: "booking",
    from: "Stayhaven Harbourfront Sydney <reservations@stayhaven.com>",
    subject: "Reservation confirmed – Stayhaven Harbourfront, 12–15 Jan 2026 (Conf. 82047719)",
    date: date("2025-11-25", "10:33:18", "+1100"),
    text: `Dear Mr Reader,

Thank you for choosing Stayhaven. We look forward to welcoming you.

Confirmation number: 82047719
Hotel: Stayhaven Harbourfront Sydney, 61 Lower Fort St, Dawes Point NSW 2000, Australia
Check-in: Monday, 12 January 2026 (from 3:00 PM)
Check-out: Thursday, 15 January 2026 (until 11:00 AM)
Room: Deluxe King, Harbour View · 1 room, 2 adults
Rate: Stayhaven Member Flexible (breakfast included)

Room charges: AUD 1,146.00 (3 nights x AUD 382.00)
Taxes and fees: AUD 114.60
Estimated total: AUD 1,260.60
Guaranteed with: Mastercard ending 7730

Cancellation: free until 6:00 PM local time on 10 January 2026. After that, one night will be charged.

Stayhaven Rewards member no.: 4402 118 937

View or change your reservation: https://www.stayhaven.com/reservations/82047719?lastName=Reader

Kind regards,
Front Office Team
Stayhaven Harbourfront Sydney · +61 2 5550 1188
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ece9e4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Palatino Linotype',Palatino,Georgia,serif;color:#2b2b2b;">
<tr><td align="center" style="padding:30px 20px 10px 20px;font-size:13px;letter-spacing:6px;color:#8c7a5b;">STAYHAVEN</td></tr>
<tr><td align="center" style="padding:0 20px 24px 20px;font-size:28px;">Harbourfront Sydney</td></tr>
<tr><td style="padding:0 40px 20px 40px;font-size:15px;line-height:23px;">Dear Mr Reader,<br>Thank you for choosing Stayhaven. We look forward to welcoming you.</td></tr>
<tr><td style="padding:0 40px;">
<table width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #d8cfbf;border-bottom:1px solid #d8cfbf;">
<tr><td align="center" style="padding:18px 0;font-family:Arial,sans-serif;font-size:11px;letter-spacing:2px;color:#8c7a5b;">CONFIRMATION NUMBER<br><span style="font-family:Georgia,serif;font-size:32px;letter-spacing:3px;color:#2b2b2b;">82047719</span></td></tr>
</table></td></tr>
<tr><td style="padding:20px 40px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;">
<tr><td width="50%" style="color:#8c7a5b;">CHECK-IN</td><td style="color:#8c7a5b;">CHECK-OUT</td></tr>
<tr><td style="font-size:18px;">Mon 12 Jan 2026<br><span style="font-size:13px;color:#777;">from 3:00 PM</span></td><td style="font-size:18px;">Thu 15 Jan 2026<br><span style="font-size:13px;color:#777;">until 11:00 AM</span></td></tr>
<tr><td colspan="2" style="padding-top:14px;">Deluxe King, Harbour View · 1 room, 2 adults<br>Stayhaven Member Flexible (breakfast included)</td></tr>
<tr><td>Room charges (3 nights)</td><td align="right">AUD 1,146.00</td></tr>
<tr><td>Taxes and fees</td><td align="right">AUD 114.60</td></tr>
<tr><td style="font-weight:bold;border-top:1px solid #ddd;">Estimated total</td><td align="right" style="font-weight:bold;border-top:1px solid #ddd;">AUD 1,260.60</td></tr>
<tr><td colspan="2" style="font-size:12px;color:#777;">Guaranteed with Mastercard ending 7730 · Rewards no. 4402 118 937<br>Free cancellation until 6:00 PM local time on 10 January 2026.</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:6px 40px 28px 40px;"><a href="https://www.stayhaven.com/reservations/82047719?lastName=Reader" style="font-family:Arial,sans-serif;font-size:13px;letter-spacing:1px;color:#ffffff;background:#2b2b2b;padding:12px 26px;text-decoration:none;">VIEW OR CHANGE RESERVATION</a></td></tr>
<tr><td style="padding:18px 40px;background:#f6f3ee;font-family:Arial,sans-serif;font-size:11px;color:#888;line-height:16px;">Stayhaven Harbourfront Sydney · 61 Lower Fort St, Dawes Point NSW 2000 · +61 2 5550 1188<br>
<a href="https://www.stayhaven.com/privacy" style="color:#888;">Privacy</a> · <a href="https://www.stayhaven.com/email-preferences?u=8f41c2" style="color:#888;">Email preferences</a></td></tr>
</table></td></tr></table></body></html>
`,
  },
  {
    ...nothing,
    family: "stayhaven",
    lang: "ja",
    kind: "booking",
    from: "ステイヘイブン京都 <kyoto@stayhaven.jp>",
    subject: "【ステイヘイブン京都】ご予約確認のお知らせ（予約番号：SH-4417-2093）",
    date: date("2026-03-02", "16:20:45", "+0900"),
    enc: "b64",
    text: `Sam Reader 様

このたびはステイヘイブン京都をご予約いただき、誠にありがとうございます。
以下の内容でご予約を承りました。

■予約番号：SH-4417-2093
■ご宿泊日：2026年4月3日（金）～ 2026年4月5日（日）　2泊
■チェックイン：15:00～　／　チェックアウト：～11:00
■お部屋：スーペリアツイン（禁煙）　1室
■ご利用人数：大人2名
■プラン：【朝食付き】京の朝ごはんプラン
■料金合計：68,200円（消費税・サービス料込／宿泊税別）
■お支払い：現地払い

※ キャンセル料：前日 50%、当日・不泊 100%
※ 本メールはチェックイン時にご提示いただく必要はございません。

ご来館を心よりお待ちしております。

ステイヘイブン京都
〒600-8216 京都府京都市下京区東塩小路町 721-1
TEL：075-555-0321（受付 9:00～21:00）
https://www.stayhaven.jp/kyoto/
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:'Hiragino Kaku Gothic ProN','Meiryo',sans-serif;color:#333;font-size:14px;line-height:1.8;">
<tr><td style="padding:20px;border-bottom:2px solid #7a1f2b;font-size:18px;color:#7a1f2b;">ステイヘイブン京都</td></tr>
<tr><td style="padding:20px;">Sam Reader 様<br><br>このたびはステイヘイブン京都をご予約いただき、誠にありがとうございます。<br>以下の内容でご予約を承りました。</td></tr>
<tr><td style="padding:0 20px;">
<table width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;border:1px solid #ccc;">
<tr><th align="left" width="30%" style="background:#f7efe9;border:1px solid #ccc;">予約番号</th><td style="border:1px solid #ccc;font-size:22px;font-weight:bold;">SH-4417-2093</td></tr>
<tr><th align="left" style="background:#f7efe9;border:1px solid #ccc;">ご宿泊日</th><td style="border:1px solid #ccc;">2026年4月3日（金）～ 4月5日（日）　2泊</td></tr>
<tr><th align="left" style="background:#f7efe9;border:1px solid #ccc;">チェックイン／アウト</th><td style="border:1px solid #ccc;">15:00～ ／ ～11:00</td></tr>
<tr><th align="left" style="background:#f7efe9;border:1px solid #ccc;">お部屋</th><td style="border:1px solid #ccc;">スーペリアツイン（禁煙）1室・大人2名</td></tr>
<tr><th align="left" style="background:#f7efe9;border:1px solid #ccc;">プラン</th><td style="border:1px solid #ccc;">【朝食付き】京の朝ごはんプラン</td></tr>
<tr><th align="left" style="background:#f7efe9;border:1px solid #ccc;">料金合計</th><td style="border:1px solid #ccc;"><b>68,200円</b>（消費税・サービス料込／宿泊税別）</td></tr>
<tr><th align="left" style="background:#f7efe9;border:1px solid #ccc;">お支払い</th><td style="border:1px solid #ccc;">現地払い</td></tr>
</table></td></tr>
<tr><td style="padding:16px 20px;font-size:12px;color:#666;">※ キャンセル料：前日 50%、当日・不泊 100%<br>※ 本メールはチェックイン時にご提示いただく必要はございません。</td></tr>
<tr><td style="padding:16px 20px;background:#f4f4f4;font-size:12px;color:#666;">ステイヘイブン京都<br>〒600-8216 京都府京都市下京区東塩小路町 721-1<br>TEL：075-555-0321（受付 9:00～21:00）<br><a href="https://www.stayhaven.jp/kyoto/" style="color:#7a1f2b;">https://www.stayhaven.jp/kyoto/</a></td></tr>
</table></td></tr></table></body></html>
`,
  },
  {
    ...nothing,
    family: "stayhaven",
    lang: "zh",
    kind: "receipt",
    from: "Stayhaven 上海外滩酒店 <shanghai.frontdesk@stayhaven.cn>",
    subject: "您的住宿账单 – 上海外滩酒店 房号 1812",
    date: date("2025-12-21", "11:58:02", "+0800"),
    text: `尊敬的 Sam Reader 先生：

感谢您下榻 Stayhaven 上海外滩酒店。附上您本次住宿的电子账单，供您留存。

账单号：F-20251221-00418
房号：1812
入住日期：2025年12月18日
离店日期：2025年12月21日
房费（3晚）：¥2,160.00
餐饮：¥186.00
服务费：¥90.00
合计：¥2,436.00
支付方式：银联卡（尾号 2209）

如需开具增值税发票，请在30天内联系前台并提供单位名称及纳税人识别号。

期待您再次光临！

Stayhaven 上海外滩酒店
上海市黄浦区中山东一路 88 号
电话：+86 21 5555 8800
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;">
<div style="max-width:580px;margin:0 auto;background:#fff;font-family:'PingFang SC','Microsoft YaHei',sans-serif;color:#333;">
<div style="padding:18px 24px;background:#1d1d1f;color:#d4b77a;font-size:18px;letter-spacing:2px;">STAYHAVEN 上海外滩酒店</div>
<div style="padding:22px 24px;font-size:14px;line-height:24px;">尊敬的 Sam Reader 先生：<br>感谢您下榻 Stayhaven 上海外滩酒店。以下为您本次住宿的电子账单，供您留存。</div>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;">
<tr><td style="color:#888;">账单号</td><td align="right">F-20251221-00418</td></tr>
<tr><td style="color:#888;">房号</td><td align="right" style="font-size:20px;font-weight:bold;">1812</td></tr>
<tr><td style="color:#888;">入住 / 离店</td><td align="right">2025-12-18 / 2025-12-21</td></tr>
<tr><td style="color:#888;">房费（3晚）</td><td align="right">¥2,160.00</td></tr>
<tr><td style="color:#888;">餐饮</td><td align="right">¥186.00</td></tr>
<tr><td style="color:#888;">服务费</td><td align="right">¥90.00</td></tr>
<tr style="background:#faf6ee;"><td style="font-weight:bold;">合计</td><td align="right" style="font-size:24px;font-weight:bold;color:#a07d35;">¥2,436.00</td></tr>
<tr><td style="color:#888;">支付方式</td><td align="right">银联卡（尾号 2209）</td></tr>
</table>
<div style="padding:18px 24px;font-size:13px;color:#666;line-height:22px;">如需开具增值税发票，请在30天内联系前台并提供单位名称及纳税人识别号。期待您再次光临！</div>
<div style="padding:16px 24px;background:#f7f7f7;font-size:12px;color:#999;">上海市黄浦区中山东一路 88 号 · 电话 +86 21 5555 8800</div>
</div></body></html>
`,
  },
];

// ------------------------------------------------------------------ ticketwave (event tickets)

function wave(lang: string, body: string, footer: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#0d0b1e;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#0d0b1e;"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:0 0 18px 0;font-size:26px;font-weight:900;color:#25e2c4;letter-spacing:-1px;">ticketwave</td></tr>
<tr><td style="background:#ffffff;border-radius:14px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0">${body}</table>
</td></tr>
<tr><td style="padding:18px 4px;font-size:11px;line-height:17px;color:#9c98b8;">${footer}</td></tr>
</table></td></tr></table></body></html>
`;
}

const ticketwave: Mail[] = [
  {
    ...nothing,
    family: "ticketwave",
    lang: "en",
    kind: "ticket",
    from: "Ticketwave <tickets@ticketwave.com>",
    subject: "You're going! Harbor Lights Festival – Sat, Mar 7",
    date: date("2026-01-09", "10:00:37", "-0500"),
    text: `You're going to Harbor Lights Festival!

Order #TW-55810293
Saturday, March 7, 2026 · Doors 5:00 PM · Show 6:30 PM
Pier 9 Amphitheater, 1 Waterfront Plaza, Baltimore, MD 21202

Tickets (2) - Mobile entry only
Section 104 · Row F · Seat 11 - Ticket no. 4402 9918 3371 0056
Section 104 · Row F · Seat 12 - Ticket no. 4402 9918 3371 0057

Your tickets are in the Ticketwave app under My Tickets. The barcode appears 48 hours before the event, so screenshots won't work - just open the app at the gate.

Order summary
2 x Reserved Seating      $138.00
Service fees               $31.40
Facility charge             $6.00
Order total               $175.40
Visa ending 4417

Bag policy: clear bags up to 12" x 6" x 12". No outside food or drink.

Add to calendar: https://ticketwave.com/e/harbor-lights-2026/ics?o=TW-55810293

Ticketwave Inc., 500 E Pratt St, Suite 900, Baltimore, MD 21202
Purchase policy: https://ticketwave.com/legal/purchase-policy
`,
    html: wave(
      "en",
      `<tr><td style="padding:28px 28px 8px 28px;font-size:13px;font-weight:bold;color:#7b61ff;letter-spacing:1px;">YOU'RE GOING!</td></tr>
<tr><td style="padding:0 28px 6px 28px;font-size:30px;font-weight:900;color:#0d0b1e;line-height:34px;">Harbor Lights Festival</td></tr>
<tr><td style="padding:0 28px 20px 28px;font-size:15px;color:#444;">Sat, Mar 7, 2026 · Doors 5:00 PM · Show 6:30 PM<br>Pier 9 Amphitheater, Baltimore, MD</td></tr>
<tr><td style="padding:0 28px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border:2px solid #0d0b1e;border-radius:10px;">
<tr><td style="padding:12px 16px;font-size:11px;color:#777;">SECTION</td><td style="padding:12px 16px;font-size:11px;color:#777;">ROW</td><td style="padding:12px 16px;font-size:11px;color:#777;">SEATS</td></tr>
<tr><td style="padding:0 16px 14px 16px;font-size:32px;font-weight:900;">104</td><td style="padding:0 16px 14px 16px;font-size:32px;font-weight:900;">F</td><td style="padding:0 16px 14px 16px;font-size:32px;font-weight:900;">11–12</td></tr>
<tr><td colspan="3" style="padding:10px 16px;border-top:1px dashed #bbb;font-size:12px;color:#555;font-family:'Courier New',monospace;">Ticket no. 4402 9918 3371 0056<br>Ticket no. 4402 9918 3371 0057</td></tr>
</table></td></tr>
<tr><td style="padding:18px 28px;font-size:14px;line-height:21px;color:#333;"><b>Mobile entry only.</b> Your tickets are in the Ticketwave app under My Tickets. The barcode appears 48 hours before the event, so screenshots won't work.</td></tr>
<tr><td style="padding:0 28px 10px 28px;">
<table role="presentation" cellspacing="0" cellpadding="0"><tr>
<td style="padding-right:10px;"><a href="https://ticketwave.com/r/wallet/apple?o=TW-55810293&amp;sig=9c1f0e" style="display:inline-block;background:#000;color:#fff;font-size:13px;padding:10px 16px;border-radius:8px;text-decoration:none;">Add to Apple Wallet</a></td>
<td><a href="https://ticketwave.com/e/harbor-lights-2026/ics?o=TW-55810293" style="display:inline-block;border:1px solid #0d0b1e;color:#0d0b1e;font-size:13px;padding:9px 16px;border-radius:8px;text-decoration:none;">Add to calendar</a></td>
</tr></table></td></tr>
<tr><td style="padding:14px 28px 24px 28px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="4" style="font-size:13px;color:#333;">
<tr><td>Order #TW-55810293</td><td></td></tr>
<tr><td>2 × Reserved Seating</td><td align="right">$138.00</td></tr>
<tr><td>Service fees</td><td align="right">$31.40</td></tr>
<tr><td>Facility charge</td><td align="right">$6.00</td></tr>
<tr><td style="font-weight:bold;">Order total</td><td align="right" style="font-weight:bold;">$175.40</td></tr>
</table></td></tr>`,
      `Ticketwave Inc., 500 E Pratt St, Suite 900, Baltimore, MD 21202<br>
<a href="https://ticketwave.com/legal/purchase-policy" style="color:#9c98b8;">Purchase policy</a> · <a href="https://ticketwave.com/legal/privacy" style="color:#9c98b8;">Privacy</a> · <a href="https://ticketwave.com/help" style="color:#9c98b8;">Help</a>`,
    ),
  },
  {
    ...nothing,
    family: "ticketwave",
    lang: "nl",
    kind: "ticket",
    from: "Ticketwave <tickets@ticketwave.nl>",
    subject: "Je e-tickets voor Noorderlicht Live – Maaspaviljoen Rotterdam",
    date: date("2026-02-02", "20:14:09", "+0100"),
    enc: "qp",
    text: `Hoi Sam,

Bedankt voor je bestelling! Hieronder vind je je tickets.

Bestelnummer: 7719-4402-NL
Evenement: Noorderlicht Live
Datum: zaterdag 18 april 2026, deuren open 19:00
Locatie: Maaspaviljoen, Boompjes 701, 3011 XZ Rotterdam

Ticket 1 - Staanplaats zaal - barcode 3019 8842 1175 4460
Ticket 2 - Staanplaats zaal - barcode 3019 8842 1175 4461

Laat de barcode bij de ingang scannen, op je telefoon of geprint. Elke barcode is één keer geldig.

Totaal betaald: € 96,50 (incl. € 7,50 servicekosten) via iDEAL

Garderobe en munten kun je alleen ter plekke pinnen.

Veel plezier!
Team Ticketwave

Ticketwave B.V. · Weena 505, 3013 AL Rotterdam · KvK 81204477
Voorwaarden: https://ticketwave.nl/voorwaarden
`,
    html: wave(
      "nl",
      `<tr><td style="padding:26px 26px 6px 26px;font-size:26px;font-weight:900;color:#0d0b1e;">Noorderlicht Live</td></tr>
<tr><td style="padding:0 26px 18px 26px;font-size:15px;color:#444;">za 18 april 2026 · deuren open 19:00<br>Maaspaviljoen, Boompjes 701, Rotterdam</td></tr>
<tr><td style="padding:0 26px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="12" style="background:#f2fffc;border-left:6px solid #25e2c4;">
<tr><td style="font-size:13px;color:#555;">Ticket 1 · Staanplaats zaal</td><td align="right" style="font-family:'Courier New',monospace;font-size:17px;font-weight:bold;">3019 8842 1175 4460</td></tr>
<tr><td style="font-size:13px;color:#555;border-top:1px solid #d5f5ee;">Ticket 2 · Staanplaats zaal</td><td align="right" style="font-family:'Courier New',monospace;font-size:17px;font-weight:bold;border-top:1px solid #d5f5ee;">3019 8842 1175 4461</td></tr>
</table></td></tr>
<tr><td style="padding:18px 26px;font-size:14px;line-height:21px;color:#333;">Laat de barcode bij de ingang scannen, op je telefoon of geprint. Elke barcode is één keer geldig.<br><br>Bestelnummer: <b>7719-4402-NL</b><br>Totaal betaald: <b>€ 96,50</b> (incl. € 7,50 servicekosten) via iDEAL</td></tr>
<tr><td style="padding:0 26px 24px 26px;"><a href="https://ticketwave.nl/account/bestellingen/7719-4402-NL" style="display:inline-block;background:#0d0b1e;color:#25e2c4;font-weight:bold;font-size:14px;padding:12px 22px;border-radius:8px;text-decoration:none;">Bekijk je bestelling</a></td></tr>`,
      `Ticketwave B.V. · Weena 505, 3013 AL Rotterdam · KvK 81204477<br>
<a href="https://ticketwave.nl/voorwaarden" style="color:#9c98b8;">Voorwaarden</a> · <a href="https://ticketwave.nl/privacy" style="color:#9c98b8;">Privacy</a>`,
    ),
  },
  {
    ...nothing,
    family: "ticketwave",
    lang: "es",
    kind: "promo",
    from: "Ticketwave <novedades@ticketwave.es>",
    subject: "Preventa exclusiva: Los Satélites en Valencia – usa el código PREVENTA26",
    date: date("2026-03-10", "12:00:00", "+0100"),
    headers: [
      [
        "List-Unsubscribe",
        "<https://ticketwave.es/baja?u=a81f22c0&c=preventa26>, <mailto:baja@ticketwave.es?subject=baja>",
      ],
      ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
    ],
    text: `Hola, Sam:

Como sigues a Los Satélites, tienes acceso a la preventa antes que nadie.

LOS SATÉLITES - Gira "Órbita" 2026
Sábado 27 de junio · Roig Arena, Valencia

Preventa: jueves 12 de marzo, de 10:00 a 22:00
Código de preventa: PREVENTA26
Venta general: viernes 13 de marzo a las 10:00

Introduce el código al elegir tus entradas. Máximo 4 entradas por cliente.

Ver el concierto: https://ticketwave.es/r/c?u=a81f22c0&l=https%3A%2F%2Fticketwave.es%2Fe%2Flos-satelites-valencia-2026

Precios desde 38 € + gastos de gestión.

Recibes este correo porque sigues a Los Satélites en Ticketwave.
Darte de baja: https://ticketwave.es/baja?u=a81f22c0&c=preventa26
Ticketwave España S.L. · Gran Vía 28, 28013 Madrid
`,
    html: wave(
      "es",
      `<tr><td><img src="https://img.ticketwave.es/e/los-satelites-orbita-2026/header-1200.jpg" width="600" alt="Los Satélites – Gira Órbita 2026" style="display:block;width:100%;border-radius:14px 14px 0 0;"></td></tr>
<tr><td style="padding:24px 26px 6px 26px;font-size:13px;font-weight:bold;color:#7b61ff;">PREVENTA EXCLUSIVA PARA FANS</td></tr>
<tr><td style="padding:0 26px 8px 26px;font-size:28px;font-weight:900;color:#0d0b1e;">Los Satélites · Gira «Órbita»</td></tr>
<tr><td style="padding:0 26px 18px 26px;font-size:15px;color:#444;">Sábado 27 de junio · Roig Arena, Valencia</td></tr>
<tr><td align="center" style="padding:0 26px;">
<table role="presentation" cellspacing="0" cellpadding="0" style="background:#0d0b1e;border-radius:10px;"><tr><td align="center" style="padding:14px 40px;">
<div style="font-size:11px;color:#9c98b8;letter-spacing:2px;">CÓDIGO DE PREVENTA</div>
<div style="font-size:30px;font-weight:900;color:#25e2c4;letter-spacing:3px;">PREVENTA26</div>
<div style="font-size:12px;color:#ffffff;">jueves 12 de marzo · 10:00–22:00</div>
</td></tr></table></td></tr>
<tr><td style="padding:18px 26px;font-size:14px;line-height:21px;color:#333;">Introduce el código al elegir tus entradas. Máximo 4 entradas por cliente. Venta general: viernes 13 de marzo a las 10:00. Precios desde 38 € + gastos de gestión.</td></tr>
<tr><td style="padding:0 26px 26px 26px;"><a href="https://ticketwave.es/r/c?u=a81f22c0&amp;l=https%3A%2F%2Fticketwave.es%2Fe%2Flos-satelites-valencia-2026" style="display:inline-block;background:#7b61ff;color:#fff;font-weight:bold;font-size:15px;padding:13px 26px;border-radius:8px;text-decoration:none;">Ver el concierto</a></td></tr>`,
      `Recibes este correo porque sigues a Los Satélites en Ticketwave.<br>
<a href="https://ticketwave.es/baja?u=a81f22c0&amp;c=preventa26" style="color:#9c98b8;">Darte de baja</a> · <a href="https://ticketwave.es/preferencias?u=a81f22c0" style="color:#9c98b8;">Preferencias</a><br>Ticketwave España S.L. · Gran Vía 28, 28013 Madrid`,
    ),
  },
];

// ------------------------------------------------------------------ huddle (calendar and video meetings)

const huddle: Mail[] = [
  {
    ...nothing,
    family: "huddle",
    lang: "en",
    kind: "meeting-invite",
    from: "Dana Whitfield (via Huddle Calendar) <calendar-noreply@huddle.video>",
    subject: "Invitation: Q1 roadmap review @ Tue Jan 13, 2026 10am – 11am (PST)",
    date: date("2026-01-06", "16:42:30", "-0800"),
    text: `Dana Whitfield has invited you to a meeting.

Q1 roadmap review
When: Tuesday, January 13, 2026, 10:00 AM - 11:00 AM (Pacific Time - Los Angeles)
Organizer: Dana Whitfield <dana.whitfield@northwind-labs.example>
Guests: Sam Reader, Priya Natarajan, Tom Okafor, Lena Brandt

Join Huddle meeting
https://huddle.video/j/84522910374?pwd=bU9xWm5aR2x2T0hQa1VyZz09

Meeting ID: 845 2291 0374
Passcode: 662198

One tap mobile
+16465550123,,84522910374#,,,,*662198# US (New York)
+14085550177,,84522910374#,,,,*662198# US (San Jose)

Dial by your location
+1 646 555 0123 US (New York)
+44 20 3555 0191 United Kingdom
Meeting ID: 845 2291 0374
Participant PIN: 662198

Agenda: review of Q4 metrics, Q1 priorities, hiring plan. Pre-read: "Q1 planning v3" in the shared drive.

Reply for sam.reader@inbox.example: Yes / Maybe / No - https://calendar.huddle.video/rsvp?eid=M2Y4aGJ0cjQ3&tok=8d1f0a

Invitation from Huddle Calendar. You are receiving this email because you are an attendee on the event.
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:Roboto,Arial,sans-serif;color:#202124;">
<div style="max-width:600px;padding:20px;">
<div style="font-size:13px;color:#5f6368;">Dana Whitfield has invited you to a meeting</div>
<h2 style="font-size:22px;font-weight:400;margin:8px 0 16px 0;">Q1 roadmap review</h2>
<table cellpadding="0" cellspacing="0" style="font-size:14px;line-height:20px;">
<tr><td style="color:#5f6368;padding:4px 18px 4px 0;vertical-align:top;">When</td><td>Tuesday, January 13, 2026 · 10:00 – 11:00am<br><span style="color:#5f6368;">Pacific Time – Los Angeles</span></td></tr>
<tr><td style="color:#5f6368;padding:4px 18px 4px 0;vertical-align:top;">Organizer</td><td>Dana Whitfield</td></tr>
<tr><td style="color:#5f6368;padding:4px 18px 4px 0;vertical-align:top;">Guests</td><td>Sam Reader, Priya Natarajan, Tom Okafor, Lena Brandt</td></tr>
</table>
<div style="margin:20px 0;padding:16px;border:1px solid #dadce0;border-radius:8px;">
<a href="https://huddle.video/j/84522910374?pwd=bU9xWm5aR2x2T0hQa1VyZz09" style="display:inline-block;background:#1a73e8;color:#fff;text-decoration:none;padding:9px 18px;border-radius:4px;font-weight:500;">Join Huddle meeting</a>
<table cellpadding="0" cellspacing="0" style="margin-top:14px;font-size:14px;">
<tr><td style="color:#5f6368;padding-right:14px;">Meeting ID</td><td style="font-size:18px;font-weight:bold;">845 2291 0374</td></tr>
<tr><td style="color:#5f6368;padding-right:14px;">Passcode</td><td style="font-size:18px;font-weight:bold;">662198</td></tr>
</table>
<div style="font-size:13px;color:#5f6368;margin-top:12px;line-height:19px;">One tap mobile: +16465550123,,84522910374#,,,,*662198# US (New York)<br>
Dial in: +1 646 555 0123 · +44 20 3555 0191 · Participant PIN: 662198</div>
</div>
<p style="font-size:14px;line-height:20px;">Agenda: review of Q4 metrics, Q1 priorities, hiring plan. Pre-read: “Q1 planning v3” in the shared drive.</p>
<div style="font-size:14px;margin:18px 0;">Going? &nbsp;
<a href="https://calendar.huddle.video/rsvp?eid=M2Y4aGJ0cjQ3&amp;tok=8d1f0a&amp;r=yes" style="color:#1a73e8;">Yes</a> ·
<a href="https://calendar.huddle.video/rsvp?eid=M2Y4aGJ0cjQ3&amp;tok=8d1f0a&amp;r=maybe" style="color:#1a73e8;">Maybe</a> ·
<a href="https://calendar.huddle.video/rsvp?eid=M2Y4aGJ0cjQ3&amp;tok=8d1f0a&amp;r=no" style="color:#1a73e8;">No</a></div>
<div style="font-size:11px;color:#70757a;border-top:1px solid #dadce0;padding-top:12px;">Invitation from Huddle Calendar. You are receiving this email because you are an attendee on the event. <a href="https://calendar.huddle.video/help/invitations" style="color:#70757a;">Learn more</a></div>
</div></body></html>
`,
    attachment: [
      "invite.ics",
      "text/calendar",
      `BEGIN:VCALENDAR
PRODID:-//Huddle//Calendar 3.1//EN
VERSION:2.0
METHOD:REQUEST
BEGIN:VEVENT
DTSTART:20260113T180000Z
DTEND:20260113T190000Z
DTSTAMP:20260107T004230Z
ORGANIZER;CN=Dana Whitfield:mailto:dana.whitfield@northwind-labs.example
UID:3f8hbtr47@huddle.video
ATTENDEE;CN=Sam Reader;RSVP=TRUE:mailto:sam.reader@inbox.example
SUMMARY:Q1 roadmap review
LOCATION:https://huddle.video/j/84522910374?pwd=bU9xWm5aR2x2T0hQa1VyZz09
DESCRIPTION:Meeting ID: 845 2291 0374\\nPasscode: 662198
END:VEVENT
END:VCALENDAR
`,
    ],
  },
  {
    ...nothing,
    family: "huddle",
    lang: "de",
    kind: "meeting-invite",
    from: "Markus Feldmann <m.feldmann@brandt-logistik.example>",
    subject: "Einladung: Abstimmung Lieferantenaudit – Do., 5. Feb. 2026, 14:00–14:45 (MEZ)",
    date: date("2026-01-29", "09:11:02", "+0100"),
    enc: "qp",
    text: `Hallo Sam,

wie besprochen hier die Einladung zur Abstimmung für das Lieferantenaudit in Bremen.

Thema: Abstimmung Lieferantenaudit Q1
Zeit: Donnerstag, 5. Februar 2026, 14:00-14:45 Uhr (MEZ)

Huddle-Meeting beitreten:
https://huddle.video/j/31877404521?pwd=Q2hYd0tLb3N2dE1hR1pJdz09

Meeting-ID: 318 7740 4521
Kenncode: 904517

Telefonische Einwahl:
+49 30 5557 0412 Deutschland
+43 1 555 2044 Österreich
Meeting-ID: 318 7740 4521 #
Teilnehmer-PIN: 904517 #

Bitte die aktuelle Checkliste (Audit_Checkliste_v4.xlsx) vorher kurz ansehen.

Viele Grüße
Markus Feldmann
Qualitätsmanagement

Brandt Logistik GmbH · Am Weser-Terminal 8 · 28217 Bremen
Tel. +49 421 555 38 10 · Geschäftsführer: Henrik Brandt · Amtsgericht Bremen HRB 31744
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#000;">
<p>Hallo Sam,</p>
<p>wie besprochen hier die Einladung zur Abstimmung für das Lieferantenaudit in Bremen.</p>
<p><b>Thema:</b> Abstimmung Lieferantenaudit Q1<br><b>Zeit:</b> Donnerstag, 5. Februar 2026, 14:00–14:45 Uhr (MEZ)</p>
<p style="font-size:10pt;color:#444;">________________________________________________</p>
<table cellpadding="0" cellspacing="0" style="font-family:Calibri,Arial,sans-serif;">
<tr><td style="font-size:14pt;font-weight:bold;padding-bottom:6px;"><a href="https://huddle.video/j/31877404521?pwd=Q2hYd0tLb3N2dE1hR1pJdz09" style="color:#2d6fd6;">Huddle-Meeting beitreten</a></td></tr>
<tr><td>Meeting-ID: <b>318 7740 4521</b></td></tr>
<tr><td>Kenncode: <b>904517</b></td></tr>
<tr><td style="padding-top:8px;">Telefonische Einwahl: +49 30 5557 0412 (Deutschland), +43 1 555 2044 (Österreich)<br>Teilnehmer-PIN: 904517 #</td></tr>
</table>
<p style="font-size:10pt;color:#444;">________________________________________________</p>
<p>Bitte die aktuelle Checkliste (Audit_Checkliste_v4.xlsx) vorher kurz ansehen.</p>
<p>Viele Grüße<br>Markus Feldmann<br>Qualitätsmanagement</p>
<p style="font-size:8pt;color:#777;">Brandt Logistik GmbH · Am Weser-Terminal 8 · 28217 Bremen<br>Tel. +49 421 555 38 10 · Geschäftsführer: Henrik Brandt · Amtsgericht Bremen HRB 31744</p>
</div>
`,
  },
  {
    ...nothing,
    family: "huddle",
    lang: "ko",
    kind: "meeting-invite",
    from: "Huddle 캘린더 <calendar-noreply@huddle.video>",
    subject: "업데이트된 초대: 주간 스프린트 회의 (2026년 3월 16일 월요일 오전 10:00 KST)",
    date: date("2026-03-12", "17:25:48", "+0900"),
    enc: "b64",
    text: `김지훈 님이 일정을 변경했습니다.

주간 스프린트 회의
변경된 일시: 2026년 3월 16일 (월) 오전 10:00 ~ 오전 10:30 (한국 표준시)
이전 일시: 2026년 3월 16일 (월) 오전 9:30

참석자: 김지훈(주최자), 박서연, 이도윤, Sam Reader

Huddle 회의 참가
https://huddle.video/j/77120483316?pwd=V1BxM2N6a0R4SkZnUXc9PQ

회의 ID: 771 2048 3316
암호: 318204

전화 참가: +82 2 555 0147 (서울)
회의 ID: 771 2048 3316 #  /  참가자 PIN: 318204 #

안건: 지난 스프린트 회고, 이번 스프린트 백로그 확정 (JIRA 보드 SPR-42)

이 초대는 Huddle 캘린더에서 보냈습니다. 일정의 참석자이므로 이 이메일을 받으셨습니다.
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222;">
<div style="max-width:600px;padding:20px;">
<div style="font-size:13px;color:#c5221f;">일정이 변경되었습니다</div>
<h2 style="font-size:21px;font-weight:normal;margin:8px 0 14px 0;">주간 스프린트 회의</h2>
<table cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#666;">일시</td><td><b>2026년 3월 16일 (월) 오전 10:00 ~ 10:30</b> (한국 표준시)<br><s style="color:#999;">오전 9:30</s></td></tr>
<tr><td style="color:#666;">참석자</td><td>김지훈(주최자), 박서연, 이도윤, Sam Reader</td></tr>
</table>
<table cellpadding="0" cellspacing="0" style="margin:18px 0;border:1px solid #ddd;border-radius:8px;width:100%;"><tr><td style="padding:16px;">
<a href="https://huddle.video/j/77120483316?pwd=V1BxM2N6a0R4SkZnUXc9PQ" style="display:inline-block;background:#1a73e8;color:#fff;padding:9px 18px;border-radius:4px;text-decoration:none;">Huddle 회의 참가</a>
<div style="margin-top:12px;font-size:15px;">회의 ID: <b style="font-size:18px;">771 2048 3316</b><br>암호: <b style="font-size:18px;">318204</b></div>
<div style="margin-top:8px;font-size:13px;color:#666;">전화 참가: +82 2 555 0147 (서울) · 참가자 PIN: 318204 #</div>
</td></tr></table>
<p style="font-size:14px;">안건: 지난 스프린트 회고, 이번 스프린트 백로그 확정 (JIRA 보드 SPR-42)</p>
<p style="font-size:11px;color:#888;border-top:1px solid #eee;padding-top:10px;">이 초대는 Huddle 캘린더에서 보냈습니다. 일정의 참석자이므로 이 이메일을 받으셨습니다.</p>
</div></body></html>
`,
  },
];

// ------------------------------------------------------------------ bloom-beauty (promo, gift card, referral)

function bloom(lang: string, body: string, footer: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><title>Bloom</title></head>
<body style="margin:0;padding:0;background:#fdf0f2;">
<div style="display:none;max-height:0;overflow:hidden;">&#847; &zwnj; &nbsp; &#847; &zwnj; &nbsp; &#847; &zwnj; &nbsp;</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fdf0f2;"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Futura,'Century Gothic',Arial,sans-serif;color:#3a2430;">
<tr><td align="center" style="padding:26px 0 16px 0;font-size:34px;letter-spacing:10px;color:#c2185b;">BLOOM</td></tr>
<tr><td align="center" style="padding:0 0 14px 0;font-size:11px;letter-spacing:2px;">
<a href="https://links.bloom-beauty.com/u/click?_t=6b1e&amp;_m=skincare" style="color:#3a2430;text-decoration:none;">SKINCARE</a> &nbsp;|&nbsp;
<a href="https://links.bloom-beauty.com/u/click?_t=6b1e&amp;_m=makeup" style="color:#3a2430;text-decoration:none;">MAKEUP</a> &nbsp;|&nbsp;
<a href="https://links.bloom-beauty.com/u/click?_t=6b1e&amp;_m=fragrance" style="color:#3a2430;text-decoration:none;">FRAGRANCE</a></td></tr>
${body}
<tr><td align="center" style="padding:20px 30px;background:#3a2430;font-size:11px;line-height:17px;color:#e8cfd8;">${footer}</td></tr>
</table></td></tr></table></body></html>
`;
}

const bloom_beauty: Mail[] = [
  {
    ...nothing,
    family: "bloom-beauty",
    lang: "en",
    kind: "promo",
    from: "Bloom <hello@bloom-beauty.com>",
    subject: "20% off everything, 48 hours only 🌸",
    date: date("2025-11-27", "14:00:00", "+0000"),
    headers: [
      ["List-Unsubscribe", "<https://links.bloom-beauty.com/unsub?_t=6b1e&e=c2Ft>"],
      ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
      ["Precedence", "bulk"],
    ],
    text: `BLOOM

20% OFF EVERYTHING - 48 HOURS ONLY

Use code SAVE20 at checkout.

Stock up on the Rose Hip Night Oil, the cult Dewdrop Serum and every new shade of Velvet Tint.

Shop now: https://links.bloom-beauty.com/u/click?_t=6b1e&_m=sale&_u=https%3A%2F%2Fbloom-beauty.com%2Fsale

Ends Saturday 29 November at 11:59pm GMT. Excludes gift cards and sets already on sale. One use per customer. Can't be combined with other offers.

Free UK delivery on orders over £30.

You're receiving this because you signed up at bloom-beauty.com.
Unsubscribe: https://links.bloom-beauty.com/unsub?_t=6b1e&e=c2Ft
Bloom Beauty Ltd, 22 Shoreditch High St, London E1 6PG
`,
    html: bloom(
      "en",
      `<tr><td><a href="https://links.bloom-beauty.com/u/click?_t=6b1e&amp;_m=hero&amp;_u=https%3A%2F%2Fbloom-beauty.com%2Fsale"><img src="https://img.bloom-beauty.com/email/2025/bf/hero-20off-1200.jpg" width="600" alt="20% off everything" style="display:block;border:0;"></a></td></tr>
<tr><td align="center" style="padding:28px 30px 6px 30px;font-size:40px;font-weight:bold;color:#c2185b;">20% OFF EVERYTHING</td></tr>
<tr><td align="center" style="padding:0 30px 18px 30px;font-size:15px;">48 hours only. Use code at checkout:</td></tr>
<tr><td align="center"><table cellpadding="0" cellspacing="0" style="border:2px dashed #c2185b;"><tr><td style="padding:12px 38px;font-size:30px;font-weight:bold;letter-spacing:4px;">SAVE20</td></tr></table></td></tr>
<tr><td align="center" style="padding:22px 30px;">
<a href="https://links.bloom-beauty.com/u/click?_t=6b1e&amp;_m=sale&amp;_u=https%3A%2F%2Fbloom-beauty.com%2Fsale" style="display:inline-block;background:#c2185b;color:#fff;padding:14px 44px;text-decoration:none;font-size:14px;letter-spacing:2px;">SHOP NOW</a></td></tr>
<tr><td style="padding:0 30px 20px 30px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td align="center" width="33%" style="font-size:13px;"><img src="https://img.bloom-beauty.com/p/rosehip-oil-300.jpg" width="160" alt=""><br>Rose Hip Night Oil<br><s>£34</s> <b>£27.20</b></td>
<td align="center" width="33%" style="font-size:13px;"><img src="https://img.bloom-beauty.com/p/dewdrop-serum-300.jpg" width="160" alt=""><br>Dewdrop Serum<br><s>£28</s> <b>£22.40</b></td>
<td align="center" width="33%" style="font-size:13px;"><img src="https://img.bloom-beauty.com/p/velvet-tint-300.jpg" width="160" alt=""><br>Velvet Tint<br><s>£16</s> <b>£12.80</b></td>
</tr></table></td></tr>
<tr><td style="padding:0 30px 22px 30px;font-size:11px;color:#8a6f7b;line-height:16px;">Ends Saturday 29 November at 11:59pm GMT. Excludes gift cards and sets already on sale. One use per customer. Can't be combined with other offers. Free UK delivery on orders over £30.</td></tr>`,
      `You're receiving this because you signed up at bloom-beauty.com.<br>
<a href="https://links.bloom-beauty.com/unsub?_t=6b1e&amp;e=c2Ft" style="color:#e8cfd8;">Unsubscribe</a> · <a href="https://bloom-beauty.com/privacy" style="color:#e8cfd8;">Privacy</a> · <a href="https://links.bloom-beauty.com/u/click?_t=6b1e&amp;_m=tiktok" style="color:#e8cfd8;">TikTok</a> · <a href="https://links.bloom-beauty.com/u/click?_t=6b1e&amp;_m=ig" style="color:#e8cfd8;">Instagram</a><br>
Bloom Beauty Ltd, 22 Shoreditch High St, London E1 6PG`,
    ),
  },
  {
    ...nothing,
    family: "bloom-beauty",
    lang: "fr",
    kind: "gift-card",
    from: "Bloom <cadeaux@bloom-beauty.fr>",
    subject: "Camille vous offre une carte cadeau Bloom de 50 €",
    date: date("2025-12-24", "08:30:00", "+0100"),
    enc: "qp",
    text: `Bonjour Sam,

Camille vous a offert une carte cadeau Bloom d'une valeur de 50,00 €.

« Joyeux Noël ! Pour ta routine du soir, bisous - Camille »

Numéro de carte : 6280 4410 9921 3378
Code PIN : 4471
Valable jusqu'au : 24/12/2026

Pour l'utiliser, saisissez le numéro de carte et le code PIN dans la rubrique « Carte cadeau » au moment du paiement sur bloom-beauty.fr, ou présentez cet e-mail en boutique.

Le solde non utilisé reste disponible jusqu'à la date d'expiration. La carte cadeau n'est ni remboursable ni échangeable contre des espèces.

Consulter le solde : https://bloom-beauty.fr/carte-cadeau/solde

À très vite,
L'équipe Bloom

Bloom Beauty France SAS · 12 rue du Faubourg Saint-Antoine, 75012 Paris · RCS Paris 901 227 416
`,
    html: bloom(
      "fr",
      `<tr><td align="center" style="padding:20px 30px 8px 30px;font-size:24px;">Camille vous a fait un cadeau</td></tr>
<tr><td align="center" style="padding:0 30px 18px 30px;font-size:14px;font-style:italic;color:#8a6f7b;">« Joyeux Noël ! Pour ta routine du soir, bisous – Camille »</td></tr>
<tr><td align="center" style="padding:0 30px;">
<table cellpadding="0" cellspacing="0" width="400" style="background:linear-gradient(135deg,#f8bbd0,#c2185b);background-color:#e46a93;border-radius:16px;color:#fff;">
<tr><td style="padding:20px 24px 4px 24px;font-size:14px;letter-spacing:4px;">BLOOM · CARTE CADEAU</td></tr>
<tr><td style="padding:20px 24px 4px 24px;font-size:44px;font-weight:bold;">50,00 €</td></tr>
<tr><td style="padding:18px 24px 6px 24px;font-size:12px;">Numéro de carte</td></tr>
<tr><td style="padding:0 24px 10px 24px;font-size:22px;letter-spacing:2px;font-family:'Courier New',monospace;">6280 4410 9921 3378</td></tr>
<tr><td style="padding:0 24px 20px 24px;font-size:12px;">Code PIN &nbsp;<b style="font-size:20px;font-family:'Courier New',monospace;">4471</b> &nbsp;&nbsp; Valable jusqu'au 24/12/2026</td></tr>
</table></td></tr>
<tr><td style="padding:22px 40px;font-size:14px;line-height:21px;">Pour l'utiliser, saisissez le numéro de carte et le code PIN dans la rubrique « Carte cadeau » au moment du paiement sur bloom-beauty.fr, ou présentez cet e-mail en boutique.</td></tr>
<tr><td align="center" style="padding:0 30px 24px 30px;"><a href="https://bloom-beauty.fr/carte-cadeau/solde" style="color:#c2185b;font-size:13px;">Consulter le solde de ma carte</a></td></tr>`,
      `La carte cadeau n'est ni remboursable ni échangeable contre des espèces.<br>
Bloom Beauty France SAS · 12 rue du Faubourg Saint-Antoine, 75012 Paris · RCS Paris 901 227 416<br>
<a href="https://bloom-beauty.fr/confidentialite" style="color:#e8cfd8;">Confidentialité</a>`,
    ),
  },
  {
    ...nothing,
    family: "bloom-beauty",
    lang: "tr",
    kind: "referral",
    from: "Bloom Türkiye <merhaba@bloom-beauty.com.tr>",
    subject: "Arkadaşlarını davet et, ikiniz de 150 TL kazanın",
    date: date("2026-02-14", "11:15:00", "+0300"),
    headers: [["List-Unsubscribe", "<https://bloom-beauty.com.tr/abonelik-iptal?u=44f1>"]],
    text: `Merhaba Sam,

Bloom'u sevdiysen arkadaşlarınla paylaş! Davet ettiğin her arkadaşın ilk siparişinde 150 TL indirim kazanır; onun siparişi teslim edildiğinde sen de 150 TL Bloom puanı kazanırsın.

Davet kodun: SAMR150

Kodu arkadaşlarınla paylaş ya da kişisel davet bağlantını gönder:
https://bloom-beauty.com.tr/davet/SAMR150

Nasıl çalışır?
1. Arkadaşın ilk siparişinde ödeme adımında SAMR150 kodunu girer.
2. 500 TL ve üzeri ilk siparişinde 150 TL indirim kazanır.
3. Sipariş teslim edildiğinde 150 TL puan hesabına yüklenir.

Şimdiye kadar 2 arkadaşın katıldı, 300 TL kazandın.

Kampanya 31 Mart 2026'ya kadar geçerlidir. Davet başına en fazla 10 arkadaş.

Sevgiler,
Bloom Türkiye

Bloom Kozmetik A.Ş. · Abdi İpekçi Cad. No: 42, 34367 Şişli / İstanbul · Mersis No: 0181 0552 4410 0017
E-posta almak istemiyorsan: https://bloom-beauty.com.tr/abonelik-iptal?u=44f1
`,
    html: bloom(
      "tr",
      `<tr><td align="center" style="padding:24px 30px 8px 30px;font-size:26px;font-weight:bold;">Arkadaşlarını davet et,<br>ikiniz de 150 TL kazanın</td></tr>
<tr><td style="padding:8px 40px 18px 40px;font-size:14px;line-height:21px;text-align:center;">Davet ettiğin her arkadaşın ilk siparişinde 150 TL indirim kazanır; siparişi teslim edildiğinde sen de 150 TL Bloom puanı kazanırsın.</td></tr>
<tr><td align="center"><table cellpadding="0" cellspacing="0" style="background:#fdf0f2;border-radius:8px;"><tr><td align="center" style="padding:14px 40px;">
<div style="font-size:11px;letter-spacing:2px;color:#8a6f7b;">DAVET KODUN</div>
<div style="font-size:32px;font-weight:bold;letter-spacing:3px;color:#c2185b;">SAMR150</div></td></tr></table></td></tr>
<tr><td align="center" style="padding:20px 30px;"><a href="https://bloom-beauty.com.tr/davet/SAMR150" style="display:inline-block;background:#c2185b;color:#fff;padding:13px 34px;text-decoration:none;font-size:14px;border-radius:24px;">Davet bağlantını paylaş</a></td></tr>
<tr><td style="padding:0 40px 14px 40px;font-size:13px;line-height:20px;">
<b>Nasıl çalışır?</b><br>1. Arkadaşın ilk siparişinde ödeme adımında SAMR150 kodunu girer.<br>2. 500 TL ve üzeri ilk siparişinde 150 TL indirim kazanır.<br>3. Sipariş teslim edildiğinde 150 TL puan hesabına yüklenir.</td></tr>
<tr><td align="center" style="padding:6px 30px 22px 30px;font-size:13px;color:#8a6f7b;">Şimdiye kadar <b>2 arkadaşın</b> katıldı, <b>300 TL</b> kazandın. Kampanya 31 Mart 2026'ya kadar geçerlidir.</td></tr>`,
      `Bloom Kozmetik A.Ş. · Abdi İpekçi Cad. No: 42, 34367 Şişli / İstanbul · Mersis No: 0181 0552 4410 0017<br>
<a href="https://bloom-beauty.com.tr/abonelik-iptal?u=44f1" style="color:#e8cfd8;">Abonelikten çık</a> · <a href="https://bloom-beauty.com.tr/kvkk" style="color:#e8cfd8;">KVKK Aydınlatma Metni</a>`,
    ),
  },
];

// ------------------------------------------------------------------ taskpilot (project-management SaaS)

const taskpilot: Mail[] = [
  {
    ...nothing,
    family: "taskpilot",
    lang: "en",
    kind: "support-reply",
    from: "Jonas at TaskPilot Support <support@taskpilot.io>",
    subject: "[Ticket #48213] Re: CSV export cuts off after 10,000 rows",
    date: date("2025-10-21", "15:52:19", "+0200"),
    headers: [["In-Reply-To", "<CAF8x2u+Q1m7@inbox.example>"], ["X-Ticket-ID", "48213"]],
    text: `##- Please type your reply above this line -##

Your request (#48213) has been updated. To add additional comments, reply to this email.

Jonas (TaskPilot Support)
Oct 21, 2025, 15:52 CEST

Hi Sam,

Thanks for the detailed report and the sample file - that made this easy to reproduce.

You're right: exports from the List view were capped at 10,000 rows. It's a limit we set years ago and forgot to document. Our engineers raised it to 250,000 rows in today's release (4.11.3), so if you run the export again from Workspace > Projects > "Fulfilment 2025" it should include all 14,682 tasks.

For anything bigger than that, the Reports API streams results without a cap: https://developers.taskpilot.io/reports/export

I'll set this ticket to solved, but just reply if the export still comes up short and it will reopen automatically.

Best,
Jonas
TaskPilot Support · Mon-Fri, 8:00-18:00 CET

---

Sam Reader
Oct 20, 2025, 11:07 CEST

Hi, when I export our project to CSV the file always stops at exactly 10,000 rows. We have about 14.7k tasks. Is there a setting for this? Sample attached.

---

This email is a service from TaskPilot. Delivered by Deskline.
[RQ3D8K-2W7X]
`,
    html: `<html><body style="font-family:'Lucida Grande',Verdana,Arial,sans-serif;font-size:14px;color:#2f3941;">
<div style="color:#b5b5b5;">##- Please type your reply above this line -##</div>
<p style="color:#68737d;">Your request (#48213) has been updated. To add additional comments, reply to this email.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e9ebed;">
<tr><td width="50" valign="top" style="padding:15px 0;"><img src="https://taskpilot.deskline.io/system/photos/jonas_40.png" width="40" height="40" style="border-radius:20px;" alt=""></td>
<td style="padding:15px 0;">
<p style="margin:0;"><strong>Jonas</strong> (TaskPilot Support)</p>
<p style="margin:0;color:#bbbbbb;font-size:13px;">Oct 21, 2025, 15:52 CEST</p>
<div style="margin-top:10px;line-height:22px;">
<p>Hi Sam,</p>
<p>Thanks for the detailed report and the sample file – that made this easy to reproduce.</p>
<p>You're right: exports from the List view were capped at 10,000 rows. It's a limit we set years ago and forgot to document. Our engineers raised it to 250,000 rows in today's release (4.11.3), so if you run the export again from <b>Workspace › Projects › "Fulfilment 2025"</b> it should include all 14,682 tasks.</p>
<p>For anything bigger than that, the <a href="https://developers.taskpilot.io/reports/export">Reports API</a> streams results without a cap.</p>
<p>I'll set this ticket to solved, but just reply if the export still comes up short and it will reopen automatically.</p>
<p>Best,<br>Jonas<br>TaskPilot Support · Mon–Fri, 8:00–18:00 CET</p>
</div></td></tr>
<tr><td width="50" valign="top" style="padding:15px 0;border-top:1px solid #e9ebed;"><img src="https://taskpilot.deskline.io/system/photos/default_40.png" width="40" height="40" style="border-radius:20px;" alt=""></td>
<td style="padding:15px 0;border-top:1px solid #e9ebed;">
<p style="margin:0;"><strong>Sam Reader</strong></p>
<p style="margin:0;color:#bbbbbb;font-size:13px;">Oct 20, 2025, 11:07 CEST</p>
<p style="line-height:22px;">Hi, when I export our project to CSV the file always stops at exactly 10,000 rows. We have about 14.7k tasks. Is there a setting for this? Sample attached.</p>
</td></tr></table>
<div style="color:#aaaaaa;margin:10px 0 14px 0;padding-top:10px;border-top:1px solid #eeeeee;font-size:12px;">This email is a service from TaskPilot. Delivered by <a href="https://www.deskline.io/?utm_source=notification" style="color:#aaaaaa;">Deskline</a></div>
<span style="color:#FFFFFF;font-size:1px;">[RQ3D8K-2W7X]</span>
</body></html>
`,
  },
  {
    ...nothing,
    family: "taskpilot",
    lang: "nl",
    kind: "invoice",
    from: "TaskPilot Facturatie <billing@taskpilot.io>",
    subject: "Je factuur TP-2025-11-03817 van TaskPilot",
    date: date("2025-11-01", "03:14:27", "+0100"),
    enc: "b64",
    text: `Hallo Sam,

Bedankt voor je vertrouwen in TaskPilot. Je factuur voor november staat klaar en is als PDF bijgevoegd.

Factuurnummer: TP-2025-11-03817
Factuurdatum: 1 november 2025
Klant: Reader Consulting (werkruimte "reader-consulting")
Abonnement: TaskPilot Business, 8 gebruikers, maandelijks
Periode: 1 november - 30 november 2025

Subtotaal: € 120,00
Btw 21%: € 25,20
Totaal: € 145,20

Het bedrag wordt automatisch afgeschreven van je Mastercard eindigend op 7730. Je hoeft niets te doen.

Btw-nummer klant: NL004127783B55
Btw-nummer TaskPilot: NL859112044B01

Al je facturen: https://app.taskpilot.io/settings/billing/invoices

Met vriendelijke groet,
TaskPilot B.V.
Keizersgracht 241, 1016 EA Amsterdam · KvK 74120933
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f6f7fb;font-family:Inter,-apple-system,'Segoe UI',Arial,sans-serif;color:#111827;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e5e7eb;border-radius:10px;">
<tr><td style="padding:24px 28px;font-weight:700;font-size:18px;color:#4f46e5;">▲ TaskPilot</td></tr>
<tr><td style="padding:0 28px 16px 28px;font-size:15px;line-height:23px;">Hallo Sam, je factuur voor november staat klaar en is als PDF bijgevoegd. Het bedrag wordt automatisch afgeschreven van je Mastercard eindigend op 7730 – je hoeft niets te doen.</td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f9fafb;border-radius:8px;">
<tr><td style="padding:16px 18px;font-size:13px;color:#6b7280;">Totaal</td><td align="right" style="padding:16px 18px;font-size:13px;color:#6b7280;">Factuurnummer</td></tr>
<tr><td style="padding:0 18px 16px 18px;font-size:28px;font-weight:700;">€ 145,20</td><td align="right" style="padding:0 18px 16px 18px;font-size:15px;font-weight:600;">TP-2025-11-03817</td></tr>
</table></td></tr>
<tr><td style="padding:18px 28px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#6b7280;">TaskPilot Business · 8 gebruikers</td><td align="right">€ 120,00</td></tr>
<tr><td style="color:#6b7280;">1 nov – 30 nov 2025</td><td></td></tr>
<tr><td style="color:#6b7280;border-top:1px solid #e5e7eb;">Btw 21%</td><td align="right" style="border-top:1px solid #e5e7eb;">€ 25,20</td></tr>
<tr><td style="font-weight:600;">Totaal</td><td align="right" style="font-weight:600;">€ 145,20</td></tr>
</table></td></tr>
<tr><td style="padding:0 28px 20px 28px;font-size:12px;color:#6b7280;line-height:18px;">Btw-nummer klant: NL004127783B55<br>Btw-nummer TaskPilot: NL859112044B01</td></tr>
<tr><td style="padding:0 28px 26px 28px;"><a href="https://app.taskpilot.io/settings/billing/invoices" style="color:#4f46e5;font-weight:600;font-size:14px;text-decoration:none;">Al je facturen bekijken →</a></td></tr>
</table>
<p style="font-size:12px;color:#9ca3af;">TaskPilot B.V. · Keizersgracht 241, 1016 EA Amsterdam · KvK 74120933</p>
</td></tr></table></body></html>
`,
    attachment: [
      "TP-2025-11-03817.pdf",
      "application/pdf",
      pdf("Factuur TP-2025-11-03817", [
        "TaskPilot B.V. - Factuur TP-2025-11-03817 - 1 november 2025",
        "TaskPilot Business, 8 gebruikers - EUR 120,00 - Btw 21% EUR 25,20",
        "Totaal EUR 145,20 - Btw-nr NL859112044B01",
      ]),
    ],
  },
  {
    ...nothing,
    family: "taskpilot",
    lang: "en",
    kind: "release-notes",
    from: "TaskPilot <product@taskpilot.io>",
    subject: "What's new in TaskPilot 4.12: timeline baselines, faster search, and 31 fixes",
    date: date("2025-12-02", "16:00:00", "+0100"),
    headers: [["List-Unsubscribe", "<https://taskpilot.io/email/unsubscribe?t=prod&u=7b2c19>"]],
    text: `TaskPilot 4.12 is here

Version 4.12.0 (build 8821) rolled out to all workspaces on December 2.

TIMELINE BASELINES
Save a snapshot of your plan and compare it with reality. Slipped tasks show a grey ghost bar, so you can see at a glance what moved and by how much.

FASTER SEARCH
Search now returns results in under 200 ms for workspaces up to 1 million tasks, and understands filters like assignee:@jonas or due:<2026-01-31.

CSV EXPORT LIMIT RAISED
List exports now include up to 250,000 rows (was 10,000).

FIXES
31 bug fixes, including the calendar view showing tasks a day early in UTC-10 and below (#7716), and duplicate notifications when a task was moved between projects (#7802).

Read the full changelog: https://taskpilot.io/changelog/4-12?utm_source=email&utm_campaign=release_4_12

Happy planning,
The TaskPilot team

TaskPilot B.V., Keizersgracht 241, 1016 EA Amsterdam, Netherlands
Product update emails: https://taskpilot.io/email/unsubscribe?t=prod&u=7b2c19
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#ffffff;font-family:Inter,-apple-system,'Segoe UI',Arial,sans-serif;color:#111827;">
<div style="max-width:580px;margin:0 auto;padding:28px 20px;">
<div style="font-weight:700;font-size:18px;color:#4f46e5;">▲ TaskPilot</div>
<div style="margin-top:22px;display:inline-block;background:#eef2ff;color:#4338ca;font-size:12px;font-weight:600;padding:4px 10px;border-radius:999px;">v4.12.0 · build 8821</div>
<h1 style="font-size:28px;line-height:34px;margin:12px 0 8px 0;">TaskPilot 4.12 is here</h1>
<p style="font-size:15px;color:#4b5563;margin:0 0 24px 0;">Rolled out to all workspaces on December 2.</p>
<img src="https://cdn.taskpilot.io/release/4-12/baselines@2x.png" width="540" alt="Timeline baselines" style="width:100%;border-radius:8px;border:1px solid #e5e7eb;">
<h2 style="font-size:18px;margin:24px 0 6px 0;">Timeline baselines</h2>
<p style="font-size:15px;line-height:23px;margin:0;">Save a snapshot of your plan and compare it with reality. Slipped tasks show a grey ghost bar, so you can see at a glance what moved and by how much.</p>
<h2 style="font-size:18px;margin:24px 0 6px 0;">Faster search</h2>
<p style="font-size:15px;line-height:23px;margin:0;">Results in under 200&nbsp;ms for workspaces up to 1 million tasks, with filters like <code style="background:#f3f4f6;padding:1px 4px;">assignee:@jonas</code> or <code style="background:#f3f4f6;padding:1px 4px;">due:&lt;2026-01-31</code>.</p>
<h2 style="font-size:18px;margin:24px 0 6px 0;">CSV export limit raised</h2>
<p style="font-size:15px;line-height:23px;margin:0;">List exports now include up to 250,000 rows (was 10,000).</p>
<h2 style="font-size:18px;margin:24px 0 6px 0;">31 fixes</h2>
<p style="font-size:15px;line-height:23px;margin:0;">Including the calendar view showing tasks a day early in UTC−10 and below (#7716), and duplicate notifications when a task moved between projects (#7802).</p>
<p style="margin:28px 0;"><a href="https://taskpilot.io/changelog/4-12?utm_source=email&amp;utm_campaign=release_4_12" style="background:#4f46e5;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;font-size:14px;">Read the full changelog</a></p>
<p style="font-size:12px;color:#9ca3af;border-top:1px solid #e5e7eb;padding-top:16px;">TaskPilot B.V., Keizersgracht 241, 1016 EA Amsterdam, Netherlands<br>
<a href="https://taskpilot.io/email/unsubscribe?t=prod&amp;u=7b2c19" style="color:#9ca3af;">Unsubscribe from product updates</a> · <a href="https://x.com/taskpilot" style="color:#9ca3af;">X</a> · <a href="https://www.linkedin.com/company/taskpilot" style="color:#9ca3af;">LinkedIn</a></p>
</div></body></html>
`,
  },
];

// ------------------------------------------------------------------ keyring-cloud (account security notices)

const keyring_cloud: Mail[] = [
  {
    ...nothing,
    family: "keyring-cloud",
    lang: "en",
    kind: "password-changed",
    from: "Keyring <no-reply@keyring.cloud>",
    subject: "Your Keyring password was changed",
    date: date("2025-10-30", "19:04:12", "+0000"),
    text: `Hi Sam,

The password for your Keyring account (sam.reader@inbox.example) was changed on October 30, 2025 at 19:03 UTC.

Device: Firefox 144 on Windows 11
Location: Manchester, United Kingdom (approximate)

If you made this change, you don't need to do anything.

If you didn't change your password, someone else may have access to your account. Reset your password right away and review your recent activity:
https://account.keyring.cloud/recover?src=pwchange&ts=1761850992

For your security, we've signed you out of all other devices.

The Keyring team

Keyring Cloud Ltd, 7 Hanover Square, London W1S 1HQ
This is a mandatory service message about your account.
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:30px 36px 0 36px;"><img src="https://static.keyring.cloud/mail/keyring-mark.png" width="36" height="36" alt="Keyring"></td></tr>
<tr><td style="padding:18px 36px 0 36px;font-size:22px;font-weight:600;color:#1c1917;">Your password was changed</td></tr>
<tr><td style="padding:14px 36px 0 36px;font-size:15px;line-height:23px;color:#44403c;">The password for your Keyring account <b>sam.reader@inbox.example</b> was changed on October 30, 2025 at 19:03 UTC.</td></tr>
<tr><td style="padding:16px 36px 0 36px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#fafaf9;border-radius:8px;color:#44403c;">
<tr><td width="90" style="color:#78716c;">Device</td><td>Firefox 144 on Windows 11</td></tr>
<tr><td style="color:#78716c;">Location</td><td>Manchester, United Kingdom (approximate)</td></tr>
</table></td></tr>
<tr><td style="padding:18px 36px 0 36px;font-size:15px;line-height:23px;color:#44403c;">If you made this change, you don't need to do anything. For your security, we've signed you out of all other devices.</td></tr>
<tr><td style="padding:18px 36px 30px 36px;font-size:14px;line-height:21px;color:#44403c;">Didn't change your password? <a href="https://account.keyring.cloud/recover?src=pwchange&amp;ts=1761850992" style="color:#b91c1c;font-weight:600;">Reset it now and review your activity</a>.</td></tr>
</table>
<p style="font-size:11px;color:#a8a29e;">Keyring Cloud Ltd, 7 Hanover Square, London W1S 1HQ · This is a mandatory service message about your account.</p>
</td></tr></table></body></html>
`,
  },
  {
    ...nothing,
    family: "keyring-cloud",
    lang: "ru",
    kind: "signin-alert",
    from: "Keyring <no-reply@keyring.cloud>",
    subject: "Новый вход в аккаунт Keyring",
    date: date("2025-12-15", "23:41:56", "+0300"),
    enc: "b64",
    text: `Здравствуйте, Sam!

В ваш аккаунт Keyring выполнен вход с нового устройства.

Дата и время: 15 декабря 2025 г., 23:40 (МСК)
Устройство: Chrome 143, macOS
Местоположение: Санкт-Петербург, Россия (приблизительно)
IP-адрес: 185.44.12.201

Если это были вы, ничего делать не нужно.

Это были не вы? Защитите аккаунт: смените пароль и завершите все активные сеансы.
https://account.keyring.cloud/security/sessions?alert=ns-8f2c1e

С уважением,
команда Keyring

Это автоматическое уведомление о безопасности. Отвечать на него не нужно.
Keyring Cloud Ltd, 7 Hanover Square, London W1S 1HQ, United Kingdom
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:30px 36px 0 36px;"><img src="https://static.keyring.cloud/mail/keyring-mark.png" width="36" height="36" alt="Keyring"></td></tr>
<tr><td style="padding:18px 36px 0 36px;font-size:22px;font-weight:600;color:#1c1917;">Новый вход в аккаунт</td></tr>
<tr><td style="padding:14px 36px 0 36px;font-size:15px;line-height:23px;color:#44403c;">Здравствуйте, Sam! В ваш аккаунт Keyring выполнен вход с нового устройства.</td></tr>
<tr><td style="padding:16px 36px 0 36px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#fafaf9;border-radius:8px;color:#44403c;">
<tr><td width="130" style="color:#78716c;">Дата и время</td><td>15 декабря 2025 г., 23:40 (МСК)</td></tr>
<tr><td style="color:#78716c;">Устройство</td><td>Chrome 143, macOS</td></tr>
<tr><td style="color:#78716c;">Местоположение</td><td>Санкт-Петербург, Россия (приблизительно)</td></tr>
<tr><td style="color:#78716c;">IP-адрес</td><td>185.44.12.201</td></tr>
</table></td></tr>
<tr><td style="padding:18px 36px 0 36px;font-size:15px;line-height:23px;color:#44403c;">Если это были вы, ничего делать не нужно.</td></tr>
<tr><td style="padding:16px 36px 30px 36px;"><a href="https://account.keyring.cloud/security/sessions?alert=ns-8f2c1e" style="display:inline-block;border:1px solid #d6d3d1;color:#1c1917;text-decoration:none;padding:10px 18px;border-radius:8px;font-size:14px;">Это были не вы? Защитить аккаунт</a></td></tr>
</table>
<p style="font-size:11px;color:#a8a29e;">Это автоматическое уведомление о безопасности. Keyring Cloud Ltd, 7 Hanover Square, London W1S 1HQ</p>
</td></tr></table></body></html>
`,
  },
  {
    ...nothing,
    family: "keyring-cloud",
    lang: "en",
    kind: "backup-codes",
    from: "Keyring <no-reply@keyring.cloud>",
    subject: "Your new Keyring backup codes",
    date: date("2026-02-03", "10:27:40", "+0000"),
    text: `Hi Sam,

You generated a new set of backup codes for two-step verification on February 3, 2026 at 10:27 UTC. Your previous codes no longer work.

Keep these codes somewhere safe, like a password manager or a printed copy. Each code can be used once, if you ever lose access to your authenticator app.

  1. 4827 1930      6. 2204 8817
  2. 9063 5512      7. 7719 0346
  3. 3348 2075      8. 5580 9921
  4. 8125 6640      9. 1092 4478
  5. 6601 3389     10. 3936 7105

Codes generated for: sam.reader@inbox.example

Keyring support will never ask you for these codes.

If you didn't generate new codes, change your password and contact us at security@keyring.cloud.

The Keyring team
Keyring Cloud Ltd, 7 Hanover Square, London W1S 1HQ
`,
    html: null,
  },
];

// ------------------------------------------------------------------ medibook (doctor appointments)

const medibook: Mail[] = [
  {
    ...nothing,
    family: "medibook",
    lang: "en",
    kind: "appointment",
    from: "Medibook <reminders@medibook.health>",
    subject: "Reminder: Dr. Priya Raman, Thu 20 Nov at 9:40 AM",
    date: date("2025-11-18", "09:00:05", "-0500"),
    text: `Hi Sam,

This is a reminder of your upcoming appointment.

Dr. Priya Raman, MD - Family Medicine
Thursday, November 20, 2025 at 9:40 AM
Lakeside Family Practice, 410 Harbor Blvd, Suite 210, Toronto, ON M5J 2N8
Phone: (416) 555-0172

Confirmation number: MB-77310
Visit type: Annual physical (in person)

Please bring your OHIP card and a list of any medications you take, and arrive 10 minutes early to check in at the front desk.

There's nothing you need to do to keep this appointment. If you need to cancel or reschedule, please do so at least 24 hours in advance:
https://medibook.health/a/MB-77310/manage

Medibook Health Inc., 200 University Ave, Toronto, ON M5H 3C6
You are receiving this because you booked an appointment through Medibook.
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef6fb;font-family:'Segoe UI',Arial,sans-serif;color:#16324f;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e3eef6;font-size:20px;font-weight:bold;color:#0b7a75;">medibook</td></tr>
<tr><td style="padding:24px 28px 6px 28px;font-size:20px;font-weight:600;">Your appointment is coming up</td></tr>
<tr><td style="padding:0 28px 18px 28px;font-size:14px;color:#4a6278;">Hi Sam, here are the details.</td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #cfe3ee;border-radius:8px;">
<tr><td width="110" align="center" style="padding:16px;background:#0b7a75;color:#fff;border-radius:8px 0 0 8px;"><div style="font-size:13px;">THU</div><div style="font-size:34px;font-weight:bold;">20</div><div style="font-size:13px;">NOV 2025</div></td>
<td style="padding:16px 18px;font-size:14px;line-height:21px;"><b style="font-size:18px;">9:40 AM</b><br>Dr. Priya Raman, MD · Family Medicine<br>Annual physical (in person)</td></tr>
</table></td></tr>
<tr><td style="padding:16px 28px;font-size:14px;line-height:21px;">
<b>Lakeside Family Practice</b><br>410 Harbor Blvd, Suite 210, Toronto, ON M5J 2N8<br>(416) 555-0172<br><br>
Confirmation number: <b>MB-77310</b><br><br>
Please bring your OHIP card and a list of any medications, and arrive 10 minutes early.</td></tr>
<tr><td style="padding:0 28px 24px 28px;font-size:13px;color:#4a6278;">Nothing else to do. Need to change plans? <a href="https://medibook.health/a/MB-77310/manage" style="color:#0b7a75;">Cancel or reschedule</a> at least 24 hours ahead.</td></tr>
</table>
<p style="font-size:11px;color:#7a8fa3;">Medibook Health Inc., 200 University Ave, Toronto, ON M5H 3C6 · <a href="https://medibook.health/privacy" style="color:#7a8fa3;">Privacy</a></p>
</td></tr></table></body></html>
`,
  },
  {
    ...nothing,
    family: "medibook",
    lang: "en",
    kind: "appointment",
    from: "Medibook <reminders@medibook.health>",
    subject: "Your dental cleaning is tomorrow at 2:30 PM",
    date: date("2026-03-04", "14:30:00", "-0500"),
    text: `Hi Sam,

Just a reminder that you have an appointment tomorrow.

Queen West Dental
Thursday, March 5, 2026 at 2:30 PM
Hygienist: Maria Santos, RDH
712 Queen St W, Toronto, ON M6J 1E8 · (416) 555-0138

Confirmation number: MB-81954

Estimated cost: CAD 186.00 (direct billing to your insurer, policy ending 0093)

Running late? Call the office directly.

Medibook Health Inc., 200 University Ave, Toronto, ON M5H 3C6
`,
    html: null,
  },
  {
    ...nothing,
    family: "medibook",
    lang: "vi",
    kind: "appointment",
    from: "Medibook <nhacnho@medibook.vn>",
    subject: "Nhắc lịch khám: BS. Nguyễn Thị Lan – 9:00 sáng thứ Bảy, 14/03/2026",
    date: date("2026-03-12", "08:00:12", "+0700"),
    enc: "qp",
    text: `Chào anh Sam,

Medibook xin nhắc anh lịch khám sắp tới:

Mã lịch hẹn: MBV-260314-0127
Bác sĩ: BS.CKII Nguyễn Thị Lan - Chuyên khoa Da liễu
Thời gian: 9:00 sáng, thứ Bảy, 14/03/2026
Địa điểm: Phòng khám Đa khoa An Bình, 146 Nguyễn Đình Chiểu, Phường Võ Thị Sáu, Quận 3, TP. Hồ Chí Minh
Phí khám dự kiến: 350.000 đ

Vui lòng đến trước 15 phút để làm thủ tục và mang theo CCCD cùng thẻ BHYT (nếu có).

Nếu cần đổi lịch, vui lòng gọi hotline 1900 555 218.

Trân trọng,
Medibook Việt Nam
Tầng 8, 72 Lê Thánh Tôn, Quận 1, TP. Hồ Chí Minh
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;font-family:Arial,sans-serif;color:#1d3557;background:#ffffff;">
<div style="max-width:560px;margin:0 auto;padding:20px;">
<div style="font-size:20px;font-weight:bold;color:#0b7a75;margin-bottom:16px;">medibook</div>
<p style="font-size:15px;">Chào anh Sam,<br>Medibook xin nhắc anh lịch khám sắp tới:</p>
<table width="100%" cellpadding="10" cellspacing="0" style="border-collapse:collapse;font-size:14px;">
<tr style="background:#e8f5f4;"><td width="35%">Mã lịch hẹn</td><td style="font-size:18px;font-weight:bold;">MBV-260314-0127</td></tr>
<tr><td>Bác sĩ</td><td>BS.CKII Nguyễn Thị Lan – Chuyên khoa Da liễu</td></tr>
<tr style="background:#e8f5f4;"><td>Thời gian</td><td><b>9:00 sáng, thứ Bảy, 14/03/2026</b></td></tr>
<tr><td>Địa điểm</td><td>Phòng khám Đa khoa An Bình, 146 Nguyễn Đình Chiểu, Phường Võ Thị Sáu, Quận 3, TP. Hồ Chí Minh</td></tr>
<tr style="background:#e8f5f4;"><td>Phí khám dự kiến</td><td>350.000 đ</td></tr>
</table>
<p style="font-size:14px;line-height:21px;">Vui lòng đến trước 15 phút để làm thủ tục và mang theo CCCD cùng thẻ BHYT (nếu có). Nếu cần đổi lịch, vui lòng gọi hotline <b>1900 555 218</b>.</p>
<p style="font-size:12px;color:#777;border-top:1px solid #eee;padding-top:10px;">Medibook Việt Nam · Tầng 8, 72 Lê Thánh Tôn, Quận 1, TP. Hồ Chí Minh</p>
</div></body></html>
`,
  },
];

// ------------------------------------------------------------------ werkstattplus (car service appointments)

const werkstattplus: Mail[] = [
  {
    ...nothing,
    family: "werkstattplus",
    lang: "de",
    kind: "appointment",
    from: "WerkstattPlus München-Pasing <termine@werkstattplus.de>",
    subject: "Terminbestätigung: Inspektion am 27.11.2025 um 08:00 Uhr (Auftrag 2025-114807)",
    date: date("2025-11-19", "12:22:31", "+0100"),
    enc: "qp",
    text: `Guten Tag Herr Reader,

vielen Dank für Ihre Buchung. Hiermit bestätigen wir Ihren Werkstatttermin.

Auftragsnummer: 2025-114807
Termin: Donnerstag, 27.11.2025, 08:00 Uhr (Fahrzeugannahme)
Voraussichtliche Fertigstellung: ca. 16:00 Uhr
Fahrzeug: VW Golf VIII 1.5 eTSI, Kennzeichen M-KR 4821
Leistungen: Inspektion nach Herstellervorgabe, Wechsel auf Winterreifen (eingelagert, Lagerplatz C-17)

Kostenvoranschlag: 389,00 EUR inkl. 19 % MwSt. (zzgl. eventuell notwendiger Verschleißteile nach Rücksprache)

Bitte bringen Sie das Serviceheft und den Fahrzeugschein mit. Den Schlüssel können Sie auch vorab in unseren Schlüsseltresor am Eingang werfen.

Ersatzmobilität: Ein Leihwagen ist für Sie reserviert (25,00 EUR/Tag).

Mit freundlichen Grüßen
Ihr Serviceteam WerkstattPlus München-Pasing

WerkstattPlus GmbH · Landsberger Str. 466 · 81241 München
Tel. 089 555 872 40 · Mo-Fr 7:00-18:00, Sa 8:00-12:00
USt-IdNr. DE318447201 · Amtsgericht München HRB 241187
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ececec;font-family:Arial,Helvetica,sans-serif;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#d32f2f;padding:16px 24px;color:#fff;font-size:22px;font-weight:bold;">Werkstatt<span style="color:#ffd54f;">Plus</span> <span style="font-size:13px;font-weight:normal;">München-Pasing</span></td></tr>
<tr><td style="padding:22px 24px 10px 24px;font-size:15px;line-height:22px;">Guten Tag Herr Reader,<br>vielen Dank für Ihre Buchung. Hiermit bestätigen wir Ihren Werkstatttermin.</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="9" cellspacing="0" style="font-size:14px;border:1px solid #ddd;">
<tr style="background:#f5f5f5;"><td width="38%">Auftragsnummer</td><td style="font-size:18px;font-weight:bold;">2025-114807</td></tr>
<tr><td>Termin</td><td><b>Do., 27.11.2025, 08:00 Uhr</b> (Fahrzeugannahme)</td></tr>
<tr style="background:#f5f5f5;"><td>Fertigstellung</td><td>ca. 16:00 Uhr</td></tr>
<tr><td>Fahrzeug</td><td>VW Golf VIII 1.5 eTSI<br>Kennzeichen <b>M-KR 4821</b></td></tr>
<tr style="background:#f5f5f5;"><td>Leistungen</td><td>Inspektion nach Herstellervorgabe, Wechsel auf Winterreifen (Lagerplatz C-17)</td></tr>
<tr><td>Kostenvoranschlag</td><td><b>389,00 EUR</b> inkl. 19 % MwSt.</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;font-size:14px;line-height:21px;">Bitte bringen Sie das Serviceheft und den Fahrzeugschein mit. Den Schlüssel können Sie auch vorab in unseren Schlüsseltresor am Eingang werfen. Ein Leihwagen ist für Sie reserviert (25,00 EUR/Tag).</td></tr>
<tr><td style="padding:14px 24px;background:#f5f5f5;font-size:11px;color:#666;line-height:16px;">WerkstattPlus GmbH · Landsberger Str. 466 · 81241 München · Tel. 089 555 872 40<br>USt-IdNr. DE318447201 · Amtsgericht München HRB 241187 · <a href="https://www.werkstattplus.de/datenschutz" style="color:#666;">Datenschutz</a> · <a href="https://www.werkstattplus.de/impressum" style="color:#666;">Impressum</a></td></tr>
</table></td></tr></table></body></html>
`,
  },
  {
    ...nothing,
    family: "werkstattplus",
    lang: "hu",
    kind: "appointment",
    from: "WerkstattPlus Budapest <idopont@werkstattplus.hu>",
    subject: "Emlékeztető: szervizidőpont holnap 7:30-kor",
    date: date("2026-04-08", "16:05:44", "+0200"),
    text: `Kedves Sam Reader!

Emlékeztetjük, hogy holnap szervizidőpontja van nálunk.

Foglalási szám: WP-HU-40917
Időpont: 2026. április 9., csütörtök, 7:30
Gépjármű: Škoda Octavia, rendszám: AA-BC-482
Munka: olajcsere, fékbetét ellenőrzése, klímatisztítás
Becsült költség: 64 900 Ft (áfával)
Cím: WerkstattPlus Budapest-Dél, 1117 Budapest, Hunyadi János út 19.

Kérjük, hozza magával a forgalmi engedélyt és a szervizkönyvet. Ha mégsem tud jönni, kérjük, hívjon minket a +36 1 555 2840-es számon.

Üdvözlettel:
WerkstattPlus Budapest-Dél ügyfélszolgálata
WerkstattPlus Kft. · Adószám: 28841127-2-43
`,
    html: null,
  },
];

// ------------------------------------------------------------------ forge-ci (code hosting and CI notifications)

const forge_ci: Mail[] = [
  {
    ...nothing,
    family: "forge-ci",
    lang: "en",
    kind: "ci-notice",
    from: "Forge CI <builds@forge.dev>",
    to: "Sam Reader <sam.reader@inbox.example>",
    subject: "[northwind/api] Build #1842 failed on main (a3f9c2e)",
    date: date("2025-11-12", "14:07:33", "+0000"),
    headers: [["X-Forge-Pipeline", "northwind/api#1842"], ["X-Forge-Reason", "author"]],
    text: `Build #1842 failed
Repository: northwind/api
Branch: main
Commit: a3f9c2e81b7d40f6c9e2d5a1b0c4f7e8d9a6b3c2
Author: Sam Reader
Message: "Retry webhook deliveries with exponential backoff (#418)"

Duration: 6m 41s
Triggered by: push

Jobs
  ok     lint              0m 48s
  ok     typecheck         1m 12s
  FAIL   test (node 22)    4m 03s
  ok     test (node 20)    3m 58s
  skip   deploy-staging

Failure in test (node 22):
  webhooks/retry.test.ts > backs off after a 503
    AssertionError: expected 3 attempts, got 4
      at webhooks/retry.test.ts:88:21

View build: https://forge.dev/northwind/api/builds/1842
View commit: https://forge.dev/northwind/api/commit/a3f9c2e81b7d40f6c9e2d5a1b0c4f7e8d9a6b3c2

You are receiving this because you authored the commit.
Notification settings: https://forge.dev/settings/notifications
`,
    html: null,
  },
  {
    ...nothing,
    family: "forge-ci",
    lang: "en",
    kind: "ci-notice",
    from: "Forge CI <deploys@forge.dev>",
    subject: "✅ Deployed web-frontend #577 to production (4e1b07d)",
    date: date("2025-12-08", "17:32:10", "+0000"),
    text: `Deployment succeeded

web-frontend #577 is live on production.

Environment: production (eu-west-1)
Release: v2025.12.08-1
Commit: 4e1b07d "Checkout: show VAT number field for EU business customers"
Merged PR: #1290 by lena-brandt
Approved by: Sam Reader
Started: 17:24:51 UTC · Finished: 17:32:06 UTC (7m 15s)
Canary: 5% -> 25% -> 100%, error rate 0.02% (threshold 1%)

View deployment: https://forge.dev/northwind/web-frontend/deployments/577
Roll back: https://forge.dev/northwind/web-frontend/deployments/577#rollback

Forge, Inc. · 1 Market St, San Francisco, CA 94105
Manage notifications: https://forge.dev/settings/notifications
`,
    html:
      `<html><body style="margin:0;background:#f6f8fa;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;color:#24292f;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d0d7de;border-radius:6px;">
<tr><td style="padding:16px 20px;border-bottom:1px solid #d0d7de;font-size:14px;"><b>forge</b> · northwind / web-frontend</td></tr>
<tr><td style="padding:20px;">
<div style="font-size:20px;font-weight:600;"><span style="color:#1a7f37;">●</span> Deployment succeeded</div>
<div style="font-size:14px;color:#57606a;margin-top:4px;">web-frontend <b>#577</b> is live on <b>production</b></div>
<table width="100%" cellpadding="6" cellspacing="0" style="margin-top:16px;font-size:13px;border:1px solid #d0d7de;border-radius:6px;">
<tr><td style="color:#57606a;" width="120">Release</td><td><code>v2025.12.08-1</code></td></tr>
<tr><td style="color:#57606a;">Commit</td><td><code style="background:#f6f8fa;padding:2px 4px;">4e1b07d</code> Checkout: show VAT number field for EU business customers</td></tr>
<tr><td style="color:#57606a;">Pull request</td><td>#1290 by lena-brandt · approved by Sam Reader</td></tr>
<tr><td style="color:#57606a;">Duration</td><td>7m 15s (17:24:51 – 17:32:06 UTC)</td></tr>
<tr><td style="color:#57606a;">Canary</td><td>5% → 25% → 100% · error rate 0.02%</td></tr>
</table>
<p style="margin:18px 0 0 0;"><a href="https://forge.dev/northwind/web-frontend/deployments/577" style="background:#1f883d;color:#fff;text-decoration:none;padding:7px 14px;border-radius:6px;font-size:14px;font-weight:500;">View deployment</a>
&nbsp;<a href="https://forge.dev/northwind/web-frontend/deployments/577#rollback" style="color:#cf222e;font-size:13px;">Roll back</a></p>
</td></tr></table>
<p style="font-size:12px;color:#57606a;">Forge, Inc. · 1 Market St, San Francisco, CA 94105 · <a href="https://forge.dev/settings/notifications" style="color:#57606a;">Manage notifications</a></p>
</td></tr></table></body></html>
`,
  },
  {
    ...nothing,
    family: "forge-ci",
    lang: "en",
    kind: "digest",
    from: "Forge <notifications@forge.dev>",
    subject: "Your daily digest for northwind: 3 pull requests, 5 issues, 2 releases",
    date: date("2026-01-20", "07:00:00", "+0000"),
    enc: "qp",
    text: `Daily digest - Tuesday, January 20, 2026
northwind · 4 repositories you watch

PULL REQUESTS
#1311 web-frontend  Migrate date pickers to the new design tokens  (opened by tom-okafor, review requested from you)
  https://forge.dev/northwind/web-frontend/pull/1311
#422 api            Add idempotency keys to POST /orders  (merged by priya-n, 9c04e7a)
  https://forge.dev/northwind/api/pull/422
#88 infra           Bump postgres to 16.6  (approved, 2 checks pending)
  https://forge.dev/northwind/infra/pull/88

ISSUES
#7731 api           Webhook retries ignore Retry-After header  (new, labelled bug)
#7730 api           Rate-limit headers missing on 429  (closed as completed)
#214  docs          Broken link in the SDK quick start  (new)
#213  docs          Document pagination cursors  (2 new comments)
#1307 web-frontend  Dark mode contrast on invoice table  (assigned to you)

RELEASES
api v3.18.0 - 14 commits, tag 3.18.0 (sha 2b77f1c)
cli v1.9.2 - fixes login on Windows ARM (sha e08d3a4)

See everything: https://forge.dev/notifications?digest=2026-01-20

You're receiving this digest because you watch repositories in northwind.
Change digest frequency: https://forge.dev/settings/notifications#digest
Forge, Inc. · 1 Market St, San Francisco, CA 94105
`,
    html:
      `<html><body style="margin:0;background:#ffffff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;color:#24292f;">
<div style="max-width:620px;margin:0 auto;padding:20px;">
<div style="font-size:13px;color:#57606a;">Daily digest · Tuesday, January 20, 2026</div>
<h1 style="font-size:22px;margin:6px 0 18px 0;">northwind <span style="font-weight:normal;color:#57606a;font-size:15px;">· 4 repositories you watch</span></h1>
<h2 style="font-size:13px;text-transform:uppercase;color:#57606a;border-bottom:1px solid #d0d7de;padding-bottom:6px;">Pull requests</h2>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td width="70" style="color:#57606a;">#1311</td><td><a href="https://forge.dev/northwind/web-frontend/pull/1311" style="color:#0969da;text-decoration:none;">Migrate date pickers to the new design tokens</a><br><span style="font-size:12px;color:#57606a;">web-frontend · tom-okafor · <b style="color:#9a6700;">review requested from you</b></span></td></tr>
<tr><td style="color:#57606a;">#422</td><td><a href="https://forge.dev/northwind/api/pull/422" style="color:#0969da;text-decoration:none;">Add idempotency keys to POST /orders</a><br><span style="font-size:12px;color:#57606a;">api · merged by priya-n in <code>9c04e7a</code></span></td></tr>
<tr><td style="color:#57606a;">#88</td><td><a href="https://forge.dev/northwind/infra/pull/88" style="color:#0969da;text-decoration:none;">Bump postgres to 16.6</a><br><span style="font-size:12px;color:#57606a;">infra · approved · 2 checks pending</span></td></tr>
</table>
<h2 style="font-size:13px;text-transform:uppercase;color:#57606a;border-bottom:1px solid #d0d7de;padding-bottom:6px;margin-top:22px;">Issues</h2>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td width="70" style="color:#57606a;">#7731</td><td>Webhook retries ignore Retry-After header <span style="font-size:11px;background:#ffebe9;color:#cf222e;padding:1px 6px;border-radius:10px;">bug</span></td></tr>
<tr><td style="color:#57606a;">#7730</td><td><s>Rate-limit headers missing on 429</s> <span style="font-size:12px;color:#8250df;">closed</span></td></tr>
<tr><td style="color:#57606a;">#214</td><td>Broken link in the SDK quick start</td></tr>
<tr><td style="color:#57606a;">#213</td><td>Document pagination cursors · 2 new comments</td></tr>
<tr><td style="color:#57606a;">#1307</td><td>Dark mode contrast on invoice table · <b>assigned to you</b></td></tr>
</table>
<h2 style="font-size:13px;text-transform:uppercase;color:#57606a;border-bottom:1px solid #d0d7de;padding-bottom:6px;margin-top:22px;">Releases</h2>
<p style="font-size:14px;line-height:22px;margin:6px 0;">api <b>v3.18.0</b> · 14 commits · <code>2b77f1c</code><br>cli <b>v1.9.2</b> · fixes login on Windows ARM · <code>e08d3a4</code></p>
<p style="margin:22px 0;"><a href="https://forge.dev/notifications?digest=2026-01-20" style="color:#0969da;">See everything in your inbox →</a></p>
<p style="font-size:12px;color:#57606a;border-top:1px solid #d0d7de;padding-top:12px;">You're receiving this digest because you watch repositories in northwind. <a href="https://forge.dev/settings/notifications#digest" style="color:#57606a;">Change digest frequency</a><br>Forge, Inc. · 1 Market St, San Francisco, CA 94105</p>
</div></body></html>
`,
  },
  {
    ...nothing,
    family: "forge-ci",
    lang: "ja",
    kind: "ci-notice",
    from: "Forge CI <builds@forge.dev>",
    subject: "[sakura-labs/mobile-app] ビルド #233 が成功しました (release/2.4, 7c5e19a)",
    date: date("2026-02-26", "11:48:20", "+0900"),
    enc: "b64",
    text: `ビルドが成功しました

リポジトリ: sakura-labs/mobile-app
ブランチ: release/2.4
ビルド番号: #233
コミット: 7c5e19a0d42f8b61e3a9c7054fd18b2e6a0c93d1
コミットメッセージ: 「決済画面のローディング表示を修正」
作成者: 山本 健太
所要時間: 12分 08秒

ジョブ
  成功  lint
  成功  unit-test (iOS)
  成功  unit-test (Android)
  成功  build-ipa      成果物: MobileApp-2.4.0-233.ipa (48.2 MB)
  成功  build-aab      成果物: app-release-2.4.0-233.aab (31.7 MB)

ビルドの詳細: https://forge.dev/sakura-labs/mobile-app/builds/233

このメールは、sakura-labs/mobile-app の通知設定により送信されています。
通知設定の変更: https://forge.dev/settings/notifications
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;font-family:'Hiragino Sans','Yu Gothic',Meiryo,sans-serif;color:#24292f;background:#f6f8fa;">
<div style="max-width:560px;margin:0 auto;padding:20px;">
<div style="background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:20px;">
<div style="font-size:13px;color:#57606a;">forge · sakura-labs / mobile-app</div>
<div style="font-size:20px;font-weight:bold;margin:8px 0;"><span style="color:#1a7f37;">✔</span> ビルド #233 が成功しました</div>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td width="110" style="color:#57606a;">ブランチ</td><td><code>release/2.4</code></td></tr>
<tr><td style="color:#57606a;">コミット</td><td><code>7c5e19a</code> 決済画面のローディング表示を修正</td></tr>
<tr><td style="color:#57606a;">作成者</td><td>山本 健太</td></tr>
<tr><td style="color:#57606a;">所要時間</td><td>12分 08秒</td></tr>
<tr><td style="color:#57606a;">成果物</td><td>MobileApp-2.4.0-233.ipa (48.2 MB)<br>app-release-2.4.0-233.aab (31.7 MB)</td></tr>
</table>
<p style="margin-top:16px;"><a href="https://forge.dev/sakura-labs/mobile-app/builds/233" style="background:#1f883d;color:#fff;padding:7px 14px;border-radius:6px;text-decoration:none;font-size:14px;">ビルドの詳細</a></p>
</div>
<p style="font-size:11px;color:#57606a;">このメールは通知設定により送信されています。<a href="https://forge.dev/settings/notifications" style="color:#57606a;">通知設定の変更</a></p>
</div></body></html>
`,
  },
];

// ------------------------------------------------------------------ marcador (sports results newsletter)

function marcador(lang: string, title: string, rows: [string, string, string, string][], body: string, footer: string) {
  const table = rows.map(([home, score, away, note]) =>
    `<tr><td align="right" style="padding:9px 8px;font-size:15px;border-bottom:1px solid #e6e6e6;">${home}</td>
<td align="center" width="70" style="padding:9px 0;font-size:20px;font-weight:bold;background:#10233f;color:#ffffff;border-bottom:1px solid #e6e6e6;">${score}</td>
<td style="padding:9px 8px;font-size:15px;border-bottom:1px solid #e6e6e6;">${away}</td>
<td style="padding:9px 8px;font-size:12px;color:#888;border-bottom:1px solid #e6e6e6;">${note}</td></tr>`
  ).join("\n");
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9ecef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;">
<tr><td style="background:#10233f;padding:14px 22px;font-size:24px;font-weight:900;color:#ffffff;font-style:italic;">MARCADOR<span style="color:#3ddc84;">.</span></td></tr>
<tr><td style="padding:20px 22px 10px 22px;font-size:22px;font-weight:bold;">${title}</td></tr>
<tr><td style="padding:0 22px;"><table width="100%" cellpadding="0" cellspacing="0">
${table}
</table></td></tr>
${body}
<tr><td style="padding:16px 22px;background:#f3f4f6;font-size:11px;color:#777;line-height:16px;">${footer}</td></tr>
</table></td></tr></table></body></html>
`;
}

const marcador_mails: Mail[] = [
  {
    ...nothing,
    family: "marcador",
    lang: "es",
    kind: "sports-results",
    from: "Marcador <boletin@marcador.es>",
    subject: "Jornada 14: el Real Valdemar gana 3-1 y ya es líder",
    date: date("2025-11-30", "23:10:00", "+0100"),
    headers: [["List-Unsubscribe", "<https://marcador.es/baja?s=boletin-jornada&u=9912f0>"]],
    text: `MARCADOR - Resultados de la jornada 14

Real Valdemar 3-1 CD Almenara
Atlético Sierra Norte 0-0 UD Costa Brava
Deportivo Ribeira 2-2 Club Olivares (81' penalti)
Sporting Alcazaba 1-0 CF Puerto Azul
Racing Montellano 4-2 SD Vega Alta

CLASIFICACIÓN (top 4)
1. Real Valdemar - 32 pts
2. Sporting Alcazaba - 31 pts
3. Atlético Sierra Norte - 27 pts
4. Deportivo Ribeira - 25 pts

Pichichi: Iker Lasa (Real Valdemar), 12 goles.

Crónica y goles: https://marcador.es/r/n?u=9912f0&l=https%3A%2F%2Fmarcador.es%2Fliga%2Fjornada-14

Próxima jornada: viernes 5 de diciembre, 21:00 - CD Almenara vs. Sporting Alcazaba.

Recibes este boletín porque te suscribiste en marcador.es.
Darte de baja: https://marcador.es/baja?s=boletin-jornada&u=9912f0
Marcador Media S.L. · Paseo de la Castellana 95, 28046 Madrid
`,
    html: marcador(
      "es",
      "Resultados de la jornada 14",
      [
        ["Real Valdemar", "3–1", "CD Almenara", "Final"],
        ["Atlético Sierra Norte", "0–0", "UD Costa Brava", "Final"],
        ["Deportivo Ribeira", "2–2", "Club Olivares", "81' pen."],
        ["Sporting Alcazaba", "1–0", "CF Puerto Azul", "Final"],
        ["Racing Montellano", "4–2", "SD Vega Alta", "Final"],
      ],
      `<tr><td style="padding:18px 22px 6px 22px;font-size:15px;font-weight:bold;">Clasificación</td></tr>
<tr><td style="padding:0 22px;"><table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr style="background:#eef9f2;"><td width="30">1</td><td>Real Valdemar</td><td align="right"><b>32</b></td></tr>
<tr><td>2</td><td>Sporting Alcazaba</td><td align="right"><b>31</b></td></tr>
<tr><td>3</td><td>Atlético Sierra Norte</td><td align="right"><b>27</b></td></tr>
<tr><td>4</td><td>Deportivo Ribeira</td><td align="right"><b>25</b></td></tr>
</table></td></tr>
<tr><td style="padding:14px 22px;font-size:14px;">Pichichi: <b>Iker Lasa</b> (Real Valdemar), 12 goles.</td></tr>
<tr><td style="padding:0 22px 20px 22px;"><a href="https://marcador.es/r/n?u=9912f0&amp;l=https%3A%2F%2Fmarcador.es%2Fliga%2Fjornada-14" style="display:inline-block;background:#3ddc84;color:#10233f;font-weight:bold;padding:11px 20px;text-decoration:none;">Crónica y goles</a></td></tr>`,
      `Recibes este boletín porque te suscribiste en marcador.es. <a href="https://marcador.es/baja?s=boletin-jornada&amp;u=9912f0" style="color:#777;">Darte de baja</a><br>Marcador Media S.L. · Paseo de la Castellana 95, 28046 Madrid`,
    ),
  },
  {
    ...nothing,
    family: "marcador",
    lang: "pt",
    kind: "sports-results",
    from: "Marcador <newsletter@marcador.pt>",
    subject: "Resultados da 12.ª jornada: Vitória do Alvor em Braga",
    date: date("2025-12-07", "22:45:00", "+0000"),
    enc: "qp",
    text: `MARCADOR - 12.ª jornada

SC Vale do Ave 1-2 FC Alvor
Académico Serra 3-0 GD Ribeirinha
União de Tejo 1-1 CD Marvão
Atlético Foz 0-2 Estrela do Sado

Classificação: 1.º FC Alvor 29 pts, 2.º Académico Serra 27 pts, 3.º Estrela do Sado 24 pts.

Homem do jogo: Rúben Falcão (FC Alvor), dois golos em 11 minutos.

Resumos em vídeo: https://marcador.pt/r/n?u=4471ab&l=https%3A%2F%2Fmarcador.pt%2Fliga%2Fjornada-12

Para deixar de receber: https://marcador.pt/cancelar?u=4471ab
Marcador Media Portugal, Lda. · Av. da Liberdade 110, 1250-146 Lisboa
`,
    html: marcador(
      "pt",
      "12.ª jornada",
      [
        ["SC Vale do Ave", "1–2", "FC Alvor", "Final"],
        ["Académico Serra", "3–0", "GD Ribeirinha", "Final"],
        ["União de Tejo", "1–1", "CD Marvão", "Final"],
        ["Atlético Foz", "0–2", "Estrela do Sado", "Final"],
      ],
      `<tr><td style="padding:16px 22px;font-size:14px;line-height:21px;">Classificação: <b>1.º FC Alvor 29 pts</b>, 2.º Académico Serra 27 pts, 3.º Estrela do Sado 24 pts.<br>Homem do jogo: <b>Rúben Falcão</b> (FC Alvor), dois golos em 11 minutos.</td></tr>
<tr><td style="padding:0 22px 20px 22px;"><a href="https://marcador.pt/r/n?u=4471ab&amp;l=https%3A%2F%2Fmarcador.pt%2Fliga%2Fjornada-12" style="display:inline-block;background:#3ddc84;color:#10233f;font-weight:bold;padding:11px 20px;text-decoration:none;">Ver resumos em vídeo</a></td></tr>`,
      `<a href="https://marcador.pt/cancelar?u=4471ab" style="color:#777;">Deixar de receber</a> · <a href="https://marcador.pt/privacidade" style="color:#777;">Privacidade</a><br>Marcador Media Portugal, Lda. · Av. da Liberdade 110, 1250-146 Lisboa`,
    ),
  },
  {
    ...nothing,
    family: "marcador",
    lang: "el",
    kind: "sports-results",
    from: "Marcador <newsletter@marcador.gr>",
    subject: "Τα αποτελέσματα της 15ης αγωνιστικής",
    date: date("2026-01-11", "21:30:00", "+0200"),
    enc: "b64",
    text: `MARCADOR - 15η αγωνιστική

Αστέρας Πειραιά 2-0 Ολυμπιακός Λάρισας
Ατρόμητος Πάτρας 1-1 ΠΑΣ Ηπείρου
Εθνικός Θεσσαλονίκης 3-2 Απόλλων Κρήτης
Ιωνικός Βόλου 0-1 Άρης Καλαμάτας

Βαθμολογία: 1. Αστέρας Πειραιά 35, 2. Εθνικός Θεσσαλονίκης 33, 3. Άρης Καλαμάτας 28.

Όλα τα γκολ της αγωνιστικής: https://marcador.gr/r/n?u=70c2d1&l=https%3A%2F%2Fmarcador.gr%2Fprotathlima%2Fagonistiki-15

Για να διαγραφείτε από τη λίστα: https://marcador.gr/diagrafi?u=70c2d1
Marcador Media Hellas Μ.Ι.Κ.Ε. · Λεωφ. Κηφισίας 124, 115 26 Αθήνα
`,
    html: marcador(
      "el",
      "15η αγωνιστική",
      [
        ["Αστέρας Πειραιά", "2–0", "Ολυμπιακός Λάρισας", "Τελικό"],
        ["Ατρόμητος Πάτρας", "1–1", "ΠΑΣ Ηπείρου", "Τελικό"],
        ["Εθνικός Θεσσαλονίκης", "3–2", "Απόλλων Κρήτης", "Τελικό"],
        ["Ιωνικός Βόλου", "0–1", "Άρης Καλαμάτας", "Τελικό"],
      ],
      `<tr><td style="padding:16px 22px;font-size:14px;line-height:21px;">Βαθμολογία: <b>1. Αστέρας Πειραιά 35</b>, 2. Εθνικός Θεσσαλονίκης 33, 3. Άρης Καλαμάτας 28.</td></tr>
<tr><td style="padding:0 22px 20px 22px;"><a href="https://marcador.gr/r/n?u=70c2d1&amp;l=https%3A%2F%2Fmarcador.gr%2Fprotathlima%2Fagonistiki-15" style="display:inline-block;background:#3ddc84;color:#10233f;font-weight:bold;padding:11px 20px;text-decoration:none;">Όλα τα γκολ</a></td></tr>`,
      `<a href="https://marcador.gr/diagrafi?u=70c2d1" style="color:#777;">Διαγραφή</a> · <a href="https://marcador.gr/aporrito" style="color:#777;">Απόρρητο</a><br>Marcador Media Hellas Μ.Ι.Κ.Ε. · Λεωφ. Κηφισίας 124, 115 26 Αθήνα`,
    ),
  },
];

// ------------------------------------------------------------------ rentline (rent and housing payments)

const rentline: Mail[] = [
  {
    ...nothing,
    family: "rentline",
    lang: "en",
    kind: "payment-reminder",
    from: "Rentline for Alder Street Lofts <notices@rentline.app>",
    subject: "Rent reminder: $1,850.00 due December 1",
    date: date("2025-11-26", "08:00:00", "-0800"),
    text: `Hi Sam,

Your December rent is due soon.

Property: Alder Street Lofts, 1423 SE Alder St, Apt 3, Portland, OR 97214
Lease ID: ASL-0303-2025
Amount due: $1,850.00
  Rent             $1,775.00
  Water/sewer         $52.00
  Trash               $23.00
Due date: December 1, 2025
Late fee after December 5: $75.00

Pay now: https://rentline.app/pay/ASL-0303-2025?period=2025-12&utm_source=reminder

You have autopay turned off. Turn it on in the app to never miss a payment.

Already paid? Payments can take 1-3 business days to show. You can ignore this reminder.

Questions about your lease? Contact Alder Street Lofts management at (503) 555-0190 or office@alderstreetlofts.example.

Rentline, Inc. · 805 SW Broadway, Suite 1700, Portland, OR 97205
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f5;font-family:'Helvetica Neue',Arial,sans-serif;color:#18181b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:24px 30px 0 30px;font-size:12px;color:#71717a;">RENTLINE · ALDER STREET LOFTS</td></tr>
<tr><td style="padding:8px 30px 0 30px;font-size:22px;font-weight:bold;">Your December rent is due soon</td></tr>
<tr><td style="padding:20px 30px;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fafafa;border-radius:10px;"><tr><td align="center" style="padding:20px;">
<div style="font-size:13px;color:#71717a;">Amount due December 1, 2025</div>
<div style="font-size:40px;font-weight:800;margin:4px 0;">$1,850.00</div>
<div style="font-size:12px;color:#71717a;">Rent $1,775.00 · Water/sewer $52.00 · Trash $23.00</div>
</td></tr></table></td></tr>
<tr><td align="center" style="padding:0 30px 16px 30px;"><a href="https://rentline.app/pay/ASL-0303-2025?period=2025-12&amp;utm_source=reminder" style="display:block;background:#16a34a;color:#fff;text-decoration:none;font-weight:bold;padding:14px 0;border-radius:8px;font-size:16px;">Pay now</a></td></tr>
<tr><td style="padding:0 30px 20px 30px;font-size:13px;line-height:20px;color:#52525b;">Lease ID ASL-0303-2025 · 1423 SE Alder St, Apt 3<br>A $75.00 late fee applies after December 5.<br>Already paid? Payments can take 1–3 business days to show.</td></tr>
</table>
<p style="font-size:11px;color:#a1a1aa;">Rentline, Inc. · 805 SW Broadway, Suite 1700, Portland, OR 97205 · <a href="https://rentline.app/privacy" style="color:#a1a1aa;">Privacy</a></p>
</td></tr></table></body></html>
`,
  },
  {
    ...nothing,
    family: "rentline",
    lang: "pl",
    kind: "receipt",
    from: "Rentline <powiadomienia@rentline.pl>",
    subject: "Potwierdzenie wpłaty czynszu – listopad 2025",
    date: date("2025-11-10", "10:41:03", "+0100"),
    text: `Dzień dobry,

potwierdzamy zaksięgowanie Twojej wpłaty.

Lokal: ul. Mokotowska 48 m. 12, 00-543 Warszawa
Umowa najmu nr: RL/WAW/2024/0871
Okres: listopad 2025
Kwota: 3 400,00 zł (czynsz najmu 2 900,00 zł + opłaty administracyjne 500,00 zł)
Data wpłaty: 10.11.2025
Tytuł przelewu: RL/WAW/2024/0871 11-2025
Numer transakcji: 2025111000448192

Saldo po wpłacie: 0,00 zł - dziękujemy, wszystko się zgadza.

Historia wpłat jest dostępna w aplikacji Rentline w zakładce „Płatności".

Pozdrawiamy
Rentline Polska

Rentline Polska Sp. z o.o., ul. Prosta 20, 00-850 Warszawa, KRS 0000911842, NIP 527-295-40-13
`,
    html: null,
  },
  {
    ...nothing,
    family: "rentline",
    lang: "de",
    kind: "payment-reminder",
    from: "Hausverwaltung Kessler über Rentline <mieterservice@rentline.de>",
    subject: "Zahlungserinnerung: Nebenkostennachzahlung 2024 – fällig am 15.01.2026",
    date: date("2026-01-05", "09:15:27", "+0100"),
    enc: "qp",
    text: `Sehr geehrter Herr Reader,

laut der Ihnen am 28.11.2025 zugestellten Betriebskostenabrechnung 2024 ergibt sich eine Nachzahlung. Bis heute konnten wir noch keinen Zahlungseingang feststellen.

Mietobjekt: Lindenstraße 17, 2. OG links, 10969 Berlin
Mietvertragsnummer: MV-118204
Abrechnungszeitraum: 01.01.2024 - 31.12.2024
Nachzahlungsbetrag: 286,40 EUR
Fällig am: 15.01.2026

Bitte überweisen Sie den Betrag auf folgendes Konto:
Empfänger: Hausverwaltung Kessler GmbH
IBAN: DE44 1005 0000 0190 4482 17
BIC: BELADEBEXXX
Verwendungszweck: MV-118204 NK2024

Oder bequem online bezahlen: https://rentline.de/zahlen/MV-118204?posten=NK2024

Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.

Mit freundlichen Grüßen
Hausverwaltung Kessler GmbH
Mieterservice · Tel. 030 555 921 40 (Mo-Do 9-16 Uhr, Fr 9-13 Uhr)
Oranienstraße 183, 10999 Berlin · HRB 198847 B, Amtsgericht Charlottenburg
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;font-family:Georgia,'Times New Roman',serif;color:#1f1f1f;">
<div style="max-width:600px;margin:0 auto;padding:30px 24px;">
<div style="text-align:right;font-family:Arial,sans-serif;font-size:12px;color:#555;line-height:17px;">Hausverwaltung Kessler GmbH<br>Oranienstraße 183 · 10999 Berlin<br>Berlin, 05.01.2026</div>
<p style="font-family:Arial,sans-serif;font-weight:bold;font-size:15px;margin-top:30px;">Zahlungserinnerung – Betriebskostenabrechnung 2024</p>
<p style="font-size:15px;line-height:23px;">Sehr geehrter Herr Reader,</p>
<p style="font-size:15px;line-height:23px;">laut der Ihnen am 28.11.2025 zugestellten Betriebskostenabrechnung 2024 ergibt sich eine Nachzahlung. Bis heute konnten wir noch keinen Zahlungseingang feststellen.</p>
<table cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;border:1px solid #ccc;width:100%;">
<tr><td style="color:#555;">Mietobjekt</td><td>Lindenstraße 17, 2. OG links, 10969 Berlin</td></tr>
<tr><td style="color:#555;">Mietvertragsnummer</td><td>MV-118204</td></tr>
<tr><td style="color:#555;">Nachzahlungsbetrag</td><td style="font-size:20px;font-weight:bold;">286,40 EUR</td></tr>
<tr><td style="color:#555;">Fällig am</td><td><b>15.01.2026</b></td></tr>
<tr><td style="color:#555;">IBAN</td><td>DE44 1005 0000 0190 4482 17 (BIC BELADEBEXXX)</td></tr>
<tr><td style="color:#555;">Verwendungszweck</td><td>MV-118204 NK2024</td></tr>
</table>
<p style="font-family:Arial,sans-serif;margin:20px 0;"><a href="https://rentline.de/zahlen/MV-118204?posten=NK2024" style="background:#1f1f1f;color:#fff;padding:11px 22px;text-decoration:none;font-size:14px;">Online bezahlen</a></p>
<p style="font-size:15px;line-height:23px;">Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.</p>
<p style="font-size:15px;line-height:23px;">Mit freundlichen Grüßen<br>Hausverwaltung Kessler GmbH<br>Mieterservice</p>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#777;border-top:1px solid #ddd;padding-top:10px;">Tel. 030 555 921 40 (Mo–Do 9–16 Uhr, Fr 9–13 Uhr) · HRB 198847 B, Amtsgericht Charlottenburg<br>Versendet über Rentline · <a href="https://rentline.de/datenschutz" style="color:#777;">Datenschutz</a></p>
</div></body></html>
`,
  },
];

// ------------------------------------------------------------------ mobiva (mobile operator bills)

const mobiva: Mail[] = [
  {
    ...nothing,
    family: "mobiva",
    lang: "ar",
    kind: "invoice",
    from: "موبيفا <billing@mobiva.ae>",
    subject: "فاتورتك الشهرية من موبيفا جاهزة – نوفمبر 2025",
    date: date("2025-12-02", "09:20:14", "+0400"),
    enc: "b64",
    text: `عزيزي سام،

فاتورتك لشهر نوفمبر 2025 أصبحت جاهزة.

رقم الحساب: 1.88204417
رقم الهاتف: 050 555 7312
رقم الفاتورة: INV-2025-11-5528174
فترة الفوترة: 1 - 30 نوفمبر 2025

الباقة الشهرية (بلس 200): 200.00 درهم
المكالمات الدولية: 27.50 درهم
ضريبة القيمة المضافة 5%: 11.38 درهم
المبلغ المستحق: 238.88 درهم
تاريخ الاستحقاق: 20 ديسمبر 2025

سيتم خصم المبلغ تلقائياً من بطاقتك المنتهية بـ 4417. لا داعي لأي إجراء.

الرقم الضريبي لموبيفا: 100298817400003

عرض الفاتورة بالتفصيل: https://my.mobiva.ae/ar/bills/INV-2025-11-5528174

مع تحيات،
فريق موبيفا
مركز خدمة العملاء: 800 66248 (على مدار الساعة)
موبيفا للاتصالات ذ.م.م، برج الخليج، شارع الشيخ زايد، دبي، الإمارات العربية المتحدة
`,
    html: `<!DOCTYPE html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"></head>
<body dir="rtl" style="margin:0;background:#f2f4f8;font-family:Tahoma,'Segoe UI',Arial,sans-serif;color:#1e293b;">
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" dir="rtl" style="background:#ffffff;border-radius:8px;text-align:right;">
<tr><td style="padding:18px 26px;background:#6d28d9;color:#fff;font-size:22px;font-weight:bold;border-radius:8px 8px 0 0;">موبيفا</td></tr>
<tr><td style="padding:22px 26px 8px 26px;font-size:16px;line-height:26px;">عزيزي سام،<br>فاتورتك لشهر نوفمبر 2025 أصبحت جاهزة.</td></tr>
<tr><td style="padding:0 26px;">
<table width="100%" cellpadding="0" cellspacing="0" dir="rtl" style="background:#f5f3ff;border-radius:8px;"><tr>
<td style="padding:16px;font-size:13px;color:#6b7280;">المبلغ المستحق<br><span style="font-size:30px;font-weight:bold;color:#1e293b;">238.88 درهم</span></td>
<td style="padding:16px;font-size:13px;color:#6b7280;">تاريخ الاستحقاق<br><span style="font-size:18px;font-weight:bold;color:#1e293b;">20 ديسمبر 2025</span></td>
</tr></table></td></tr>
<tr><td style="padding:16px 26px;">
<table width="100%" cellpadding="7" cellspacing="0" dir="rtl" style="font-size:14px;">
<tr><td style="color:#6b7280;">رقم الحساب</td><td><span dir="ltr">1.88204417</span></td></tr>
<tr><td style="color:#6b7280;">رقم الهاتف</td><td><span dir="ltr">050 555 7312</span></td></tr>
<tr><td style="color:#6b7280;">رقم الفاتورة</td><td><span dir="ltr">INV-2025-11-5528174</span></td></tr>
<tr><td style="color:#6b7280;">الباقة الشهرية (بلس 200)</td><td>200.00 درهم</td></tr>
<tr><td style="color:#6b7280;">المكالمات الدولية</td><td>27.50 درهم</td></tr>
<tr><td style="color:#6b7280;">ضريبة القيمة المضافة 5%</td><td>11.38 درهم</td></tr>
</table></td></tr>
<tr><td style="padding:0 26px 16px 26px;font-size:14px;line-height:23px;">سيتم خصم المبلغ تلقائياً من بطاقتك المنتهية بـ <span dir="ltr">4417</span>. لا داعي لأي إجراء.</td></tr>
<tr><td style="padding:0 26px 22px 26px;"><a href="https://my.mobiva.ae/ar/bills/INV-2025-11-5528174" style="display:inline-block;background:#6d28d9;color:#fff;text-decoration:none;padding:11px 22px;border-radius:6px;font-size:14px;">عرض الفاتورة بالتفصيل</a></td></tr>
<tr><td style="padding:14px 26px;background:#f8fafc;font-size:11px;color:#64748b;line-height:18px;border-radius:0 0 8px 8px;">الرقم الضريبي: <span dir="ltr">100298817400003</span> · خدمة العملاء: <span dir="ltr">800 66248</span><br>موبيفا للاتصالات ذ.م.م، برج الخليج، شارع الشيخ زايد، دبي<br><a href="https://www.mobiva.ae/ar/privacy" style="color:#64748b;">سياسة الخصوصية</a></td></tr>
</table></td></tr></table></body></html>
`,
  },
  {
    ...nothing,
    family: "mobiva",
    lang: "tr",
    kind: "payment-reminder",
    from: "Mobiva <fatura@mobiva.com.tr>",
    subject: "Son ödeme tarihi yaklaşan faturanız: 349,90 TL",
    date: date("2026-02-20", "10:30:00", "+0300"),
    enc: "qp",
    text: `Sayın Sam Reader,

0532 555 48 21 numaralı hattınıza ait Şubat 2026 faturanızın son ödeme tarihi yaklaşıyor.

Fatura No: MBV2026020418832
Müşteri No: 40918827
Fatura Dönemi: 01.02.2026 - 28.02.2026
Fatura Tutarı: 349,90 TL (KDV ve ÖİV dahil)
Son Ödeme Tarihi: 26.02.2026

Hemen Öde: https://online.mobiva.com.tr/fatura-ode?fn=MBV2026020418832&utm_source=eposta

Faturanızı banka şubelerinden, ATM'lerden veya Mobiva uygulamasından da ödeyebilirsiniz. Ödemenizi yaptıysanız bu e-postayı dikkate almayınız.

Otomatik ödeme talimatı vererek son ödeme tarihlerini takip etmek zorunda kalmazsınız.

Saygılarımızla,
Mobiva İletişim Hizmetleri A.Ş.
Büyükdere Cad. No: 185, 34394 Levent / İstanbul · Mersis No: 0618 0441 2290 0015
Müşteri Hizmetleri: 0850 555 05 32
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:18px 24px;background:#6d28d9;color:#fff;font-size:22px;font-weight:bold;">mobiva</td></tr>
<tr><td style="padding:22px 24px 10px 24px;font-size:15px;line-height:22px;">Sayın Sam Reader,<br><b>0532 555 48 21</b> numaralı hattınıza ait Şubat 2026 faturanızın son ödeme tarihi yaklaşıyor.</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="10" cellspacing="0" style="border:1px solid #e2e8f0;font-size:14px;">
<tr><td style="color:#64748b;">Fatura Tutarı</td><td align="right" style="font-size:26px;font-weight:bold;color:#6d28d9;">349,90 TL</td></tr>
<tr style="background:#f8fafc;"><td style="color:#64748b;">Son Ödeme Tarihi</td><td align="right"><b>26.02.2026</b></td></tr>
<tr><td style="color:#64748b;">Fatura No</td><td align="right">MBV2026020418832</td></tr>
<tr style="background:#f8fafc;"><td style="color:#64748b;">Müşteri No</td><td align="right">40918827</td></tr>
<tr><td style="color:#64748b;">Fatura Dönemi</td><td align="right">01.02.2026 – 28.02.2026</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:20px 24px;"><a href="https://online.mobiva.com.tr/fatura-ode?fn=MBV2026020418832&amp;utm_source=eposta" style="display:inline-block;background:#f59e0b;color:#0f172a;font-weight:bold;padding:13px 40px;text-decoration:none;border-radius:4px;">Hemen Öde</a></td></tr>
<tr><td style="padding:0 24px 20px 24px;font-size:13px;line-height:20px;color:#475569;">Faturanızı banka şubelerinden, ATM'lerden veya Mobiva uygulamasından da ödeyebilirsiniz. Ödemenizi yaptıysanız bu e-postayı dikkate almayınız.</td></tr>
<tr><td style="padding:14px 24px;background:#f8fafc;font-size:11px;color:#64748b;line-height:16px;">Mobiva İletişim Hizmetleri A.Ş. · Büyükdere Cad. No: 185, 34394 Levent / İstanbul · Müşteri Hizmetleri: 0850 555 05 32<br><a href="https://www.mobiva.com.tr/kvkk" style="color:#64748b;">KVKK</a> · <a href="https://www.mobiva.com.tr/iletisim-tercihleri" style="color:#64748b;">İletişim tercihleri</a></td></tr>
</table></td></tr></table></body></html>
`,
  },
  {
    ...nothing,
    family: "mobiva",
    lang: "id",
    kind: "invoice",
    from: "Mobiva Indonesia <tagihan@mobiva.co.id>",
    subject: "Tagihan Mobiva Pascabayar Anda bulan November 2025",
    date: date("2025-12-01", "07:05:40", "+0700"),
    text: `Yth. Bapak Sam Reader,

Berikut rincian tagihan Mobiva Pascabayar Anda.

Nomor pelanggan: 0811 5550 2947
Nomor tagihan: 25110092847731
Periode: 1 - 30 November 2025

Abonemen Halo Max 75 GB      Rp 150.000
Roaming internasional         Rp  18.918
PPN 11%                       Rp  18.582
Total tagihan                 Rp 187.500
Jatuh tempo: 20 Desember 2025

Pembayaran dapat dilakukan melalui aplikasi Mobiva, ATM, internet banking, atau minimarket terdekat.
Bayar sekarang: https://my.mobiva.co.id/tagihan/25110092847731

Abaikan email ini jika Anda sudah melakukan pembayaran.

Salam hangat,
Mobiva Indonesia
Menara Mobiva Lt. 21, Jl. Jend. Gatot Subroto Kav. 52, Jakarta Selatan 12950
Layanan pelanggan: 188 (dari nomor Mobiva) atau (021) 555-0188
`,
    html: null,
  },
];

// ------------------------------------------------------------------ hanbit-mall (online mall, Korea)

const hanbit_mall: Mail[] = [
  {
    ...nothing,
    family: "hanbit-mall",
    lang: "ko",
    kind: "order",
    from: "한빛몰 <order@hanbitmall.co.kr>",
    subject: "[한빛몰] 주문이 완료되었습니다 (주문번호 20251118-0042817)",
    date: date("2025-11-18", "21:33:09", "+0900"),
    enc: "b64",
    text: `Sam Reader 고객님, 한빛몰을 이용해 주셔서 감사합니다.
고객님의 주문이 정상적으로 완료되었습니다.

주문번호: 20251118-0042817
주문일시: 2025.11.18 21:32

[주문 상품]
- 무선 전기포트 1.7L 화이트 / 1개 / 39,900원
- 유리 밀폐용기 6종 세트 / 1개 / 27,500원

상품 금액: 67,400원
배송비: 0원 (무료배송)
할인: -5,000원 (첫 구매 쿠폰)
최종 결제 금액: 62,400원
결제 수단: 신용카드 (일시불)

배송지: 서울특별시 마포구 양화로 45, 1203호 (04036)
배송 메모: 문 앞에 놓아주세요

상품이 발송되면 송장번호와 함께 다시 안내해 드리겠습니다.
주문 상세 보기: https://www.hanbitmall.co.kr/mypage/order/20251118-0042817

(주)한빛커머스 | 대표이사 정민호 | 서울특별시 강남구 테헤란로 311 | 사업자등록번호 220-88-41027
통신판매업신고 2019-서울강남-04412 | 고객센터 1588-5520 (평일 09:00~18:00)
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;font-family:'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;border-bottom:3px solid #00a0e9;font-size:22px;font-weight:bold;color:#00a0e9;">한빛몰</td></tr>
<tr><td style="padding:26px 24px 8px 24px;font-size:20px;font-weight:bold;">주문이 완료되었습니다</td></tr>
<tr><td style="padding:0 24px 18px 24px;font-size:14px;color:#555;">Sam Reader 고객님, 한빛몰을 이용해 주셔서 감사합니다.</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="10" cellspacing="0" style="background:#f0f9fe;font-size:14px;">
<tr><td style="color:#666;">주문번호</td><td align="right" style="font-size:18px;font-weight:bold;">20251118-0042817</td></tr>
<tr><td style="color:#666;">주문일시</td><td align="right">2025.11.18 21:32</td></tr>
</table></td></tr>
<tr><td style="padding:18px 24px 0 24px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-top:2px solid #222;">
<tr><td style="border-bottom:1px solid #eee;">무선 전기포트 1.7L 화이트<br><span style="font-size:12px;color:#888;">수량 1개</span></td><td align="right" style="border-bottom:1px solid #eee;">39,900원</td></tr>
<tr><td style="border-bottom:1px solid #eee;">유리 밀폐용기 6종 세트<br><span style="font-size:12px;color:#888;">수량 1개</span></td><td align="right" style="border-bottom:1px solid #eee;">27,500원</td></tr>
<tr><td style="color:#666;">배송비</td><td align="right">0원</td></tr>
<tr><td style="color:#666;">할인 (첫 구매 쿠폰)</td><td align="right" style="color:#e53935;">-5,000원</td></tr>
<tr><td style="font-weight:bold;">최종 결제 금액</td><td align="right" style="font-size:22px;font-weight:bold;color:#00a0e9;">62,400원</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;font-size:13px;line-height:20px;color:#444;">배송지: 서울특별시 마포구 양화로 45, 1203호 (04036)<br>상품이 발송되면 송장번호와 함께 다시 안내해 드리겠습니다.</td></tr>
<tr><td align="center" style="padding:6px 24px 24px 24px;"><a href="https://www.hanbitmall.co.kr/mypage/order/20251118-0042817" style="display:inline-block;border:1px solid #00a0e9;color:#00a0e9;text-decoration:none;padding:11px 30px;font-size:14px;">주문 상세 보기</a></td></tr>
<tr><td style="padding:16px 24px;background:#fafafa;font-size:11px;color:#999;line-height:17px;">(주)한빛커머스 | 대표이사 정민호 | 서울특별시 강남구 테헤란로 311 | 사업자등록번호 220-88-41027<br>통신판매업신고 2019-서울강남-04412 | 고객센터 1588-5520 (평일 09:00~18:00)<br>본 메일은 발신전용입니다. <a href="https://www.hanbitmall.co.kr/policy/privacy" style="color:#999;">개인정보처리방침</a></td></tr>
</table></td></tr></table></body></html>
`,
  },
  {
    ...nothing,
    family: "hanbit-mall",
    lang: "ko",
    kind: "shipping",
    from: "한빛몰 <delivery@hanbitmall.co.kr>",
    subject: "[한빛몰] 주문하신 상품이 발송되었습니다",
    date: date("2025-11-19", "15:02:44", "+0900"),
    text: `Sam Reader 고객님, 주문하신 상품이 발송되었습니다.

주문번호: 20251118-0042817
택배사: 한빛택배
운송장번호: 6842 1190 3357
도착 예정일: 2025년 11월 20일 (목)

발송 상품
- 무선 전기포트 1.7L 화이트 1개
- 유리 밀폐용기 6종 세트 1개

배송 조회: https://www.hanbitmall.co.kr/mypage/delivery?inv=684211903357

배송 조회는 발송 후 몇 시간 뒤부터 가능합니다.
상품을 받으신 후 구매확정을 해주시면 적립금 624원이 지급됩니다.

(주)한빛커머스 | 고객센터 1588-5520
`,
    html: null,
  },
  {
    ...nothing,
    family: "hanbit-mall",
    lang: "zh",
    kind: "shipping",
    from: "韩比商城 Hanbit Mall <global@hanbitmall.com>",
    subject: "【韩比商城】您的订单已从首尔发货，国际运单号 HB8830417725KR",
    date: date("2026-01-07", "16:40:21", "+0900"),
    enc: "qp",
    text: `尊敬的 Sam Reader：

您的韩国直邮订单已发货，预计 5-8 个工作日送达。

订单号：G20260105-0091742
国际运单号：HB8830417725KR
承运方：韩比国际物流（清关后由国内快递派送）
发货地：韩国 仁川

商品清单：
- 积雪草修护面霜 50ml × 2
- 人参洁面泡沫 150ml × 1

订单金额：¥386.00（含税，已支付）

物流查询：https://global.hanbitmall.com/zh/track?no=HB8830417725KR

温馨提示：跨境商品需进行海关清关，清关期间物流信息可能暂不更新，请耐心等待。

韩比商城全球购
客服邮箱：cs-cn@hanbitmall.com · 客服时间 9:00-18:00（北京时间）
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;font-family:'PingFang SC','Microsoft YaHei',sans-serif;color:#333;">
<div style="max-width:580px;margin:0 auto;border:1px solid #e5e5e5;">
<div style="padding:16px 22px;background:#00a0e9;color:#fff;font-size:20px;font-weight:bold;">韩比商城 · 全球购</div>
<div style="padding:22px;font-size:15px;line-height:24px;">尊敬的 Sam Reader：<br>您的韩国直邮订单已发货，预计 <b>5–8 个工作日</b>送达。</div>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;">
<tr style="background:#f0f9fe;"><td width="30%" style="color:#666;">国际运单号</td><td style="font-size:18px;font-weight:bold;letter-spacing:1px;">HB8830417725KR</td></tr>
<tr><td style="color:#666;">订单号</td><td>G20260105-0091742</td></tr>
<tr style="background:#f0f9fe;"><td style="color:#666;">承运方</td><td>韩比国际物流（清关后由国内快递派送）</td></tr>
<tr><td style="color:#666;">商品</td><td>积雪草修护面霜 50ml × 2<br>人参洁面泡沫 150ml × 1</td></tr>
<tr style="background:#f0f9fe;"><td style="color:#666;">订单金额</td><td>¥386.00（含税，已支付）</td></tr>
</table>
<div style="padding:20px 22px;"><a href="https://global.hanbitmall.com/zh/track?no=HB8830417725KR" style="display:inline-block;background:#00a0e9;color:#fff;text-decoration:none;padding:10px 24px;border-radius:4px;">查看物流</a></div>
<div style="padding:0 22px 18px 22px;font-size:12px;color:#888;line-height:20px;">温馨提示：跨境商品需进行海关清关，清关期间物流信息可能暂不更新，请耐心等待。<br>客服邮箱：cs-cn@hanbitmall.com · 客服时间 9:00–18:00（北京时间）</div>
</div></body></html>
`,
  },
];

export const mails: Mail[] = [
  ...kettle_and_pine,
  ...boxpoint,
  ...helio_energy,
  ...fjordbank,
  ...sol_airways,
  ...railjoy_mails,
  ...stayhaven,
  ...ticketwave,
  ...huddle,
  ...bloom_beauty,
  ...taskpilot,
  ...keyring_cloud,
  ...medibook,
  ...werkstattplus,
  ...forge_ci,
  ...marcador_mails,
  ...rentline,
  ...mobiva,
  ...hanbit_mall,
];
