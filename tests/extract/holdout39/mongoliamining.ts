/**
 * The inbox of a mining engineer who rotates between Almaty and a copper mine in the South Gobi over two
 * months: the mine's HR, travel and safety-training systems, a charter airline, Mongolian and Kazakh banks
 * and payment apps, a phone operator, supplier portals (English, Chinese, Korean, Japanese, German), a
 * procurement platform, an engineers' society, an online shop and a gym; most of it asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2025; `tz` "+0800" for Mongolia, "+0500" for Kazakhstan. */
function dt(m: number, d: number, time: string, tz = "+0800"): string {
  const wd = DAYS[new Date(Date.UTC(2025, m - 1, d)).getUTCDay()];
  return `${wd}, ${d} ${MONTHS[m - 1]} 2025 ${time} ${tz}`;
}

const WORK = "Yerlan Abenov <yerlan.abenov@kt-copper.mn>";
const HOME = "Yerlan Abenov <yerlan.abenov87@gmail.com>";

// ---------------------------------------------------------------- Khuren Tolgoi Copper: KT People (HR)

function ktPage(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>KT People</title></head>
<body style="margin:0;padding:0;background:#eef1f4;">
<div style="display:none;max-height:0;overflow:hidden;color:#eef1f4;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f4;">
 <tr><td align="center" style="padding:20px 8px;">
  <table role="presentation" width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:5px solid #b5651d;font-family:Segoe UI,Arial,sans-serif;font-size:14px;color:#27313b;">
   <tr><td style="padding:18px 28px;border-bottom:1px solid #e3e7eb;">
     <img src="https://people.kt-copper.mn/static/img/kt-logo-email.png" width="148" height="36" alt="Khuren Tolgoi Copper LLC">
     <span style="float:right;font-size:12px;color:#7b8794;line-height:36px;">KT People</span>
   </td></tr>
   <tr><td style="padding:24px 28px;line-height:1.55;">${body}</td></tr>
   <tr><td style="padding:16px 28px;background:#f6f7f9;font-size:11px;color:#7b8794;line-height:1.5;">
     Khuren Tolgoi Copper LLC · Human Resources · Central Tower, 10th floor, Sukhbaatar District, Ulaanbaatar 14200<br>
     HR service desk: +976 7011 4400 (ext. 2) · <a href="https://people.kt-copper.mn/help" style="color:#7b8794;">Help</a> ·
     <a href="https://www.kt-copper.mn/privacy" style="color:#7b8794;">Privacy</a><br>
     This is an automated message from KT People. Internal use only.
   </td></tr>
  </table>
 </td></tr>
</table>
</body></html>`;
}

const ktMails: Mail[] = [
  {
    family: "khurentolgoi-copper",
    group: "negative",
    lang: "en",
    kind: "roster-published",
    code: null,
    link: null,
    from: "KT People <no-reply@people.kt-copper.mn>",
    to: WORK,
    subject: "Roster published: Mine Technical Services, October 2025",
    date: dt(9, 3, "16:42:10"),
    text: `Hello Yerlan,

The October 2025 roster for Mine Technical Services (Open Pit Planning) has been published.

Your rotation
  Swing:        14/14 (days)
  On site:      Wed 8 Oct 2025 - Tue 21 Oct 2025
  Off site:     Wed 22 Oct 2025 - Tue 4 Nov 2025
  Next on site: Wed 5 Nov 2025
  Camp block:   B-2, room 214
  Supervisor:   Ganzorig Tserendorj

Travel for this swing is booked by Govi Shift Travel; you will receive the itinerary separately.

View the full team roster: https://people.kt-copper.mn/roster/2025-10?team=MTS-OPP

Leave requests that overlap this roster must be submitted by 19 September 2025.

KT People
Khuren Tolgoi Copper LLC, Ulaanbaatar
`,
    html: ktPage(
      "Your October swing: on site 8-21 Oct, camp B-2 room 214.",
      `<p style="margin:0 0 14px;">Hello Yerlan,</p>
<p style="margin:0 0 14px;">The <b>October 2025</b> roster for <b>Mine Technical Services (Open Pit Planning)</b> has been published.</p>
<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:13px;width:100%;margin:0 0 18px;">
<tr style="background:#f3ece4;"><td style="width:40%;">Swing</td><td>14/14 (days)</td></tr>
<tr><td>On site</td><td>Wed 8 Oct 2025 &ndash; Tue 21 Oct 2025</td></tr>
<tr style="background:#f3ece4;"><td>Off site</td><td>Wed 22 Oct 2025 &ndash; Tue 4 Nov 2025</td></tr>
<tr><td>Next on site</td><td>Wed 5 Nov 2025</td></tr>
<tr style="background:#f3ece4;"><td>Camp block</td><td>B-2, room 214</td></tr>
<tr><td>Supervisor</td><td>Ganzorig Tserendorj</td></tr>
</table>
<p style="margin:0 0 14px;">Travel for this swing is booked by Govi Shift Travel; you will receive the itinerary separately.</p>
<p style="margin:0 0 18px;"><a href="https://people.kt-copper.mn/roster/2025-10?team=MTS-OPP" style="color:#b5651d;font-weight:bold;">View the full team roster &rsaquo;</a></p>
<p style="margin:0;font-size:12px;color:#66717d;">Leave requests that overlap this roster must be submitted by 19 September 2025.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "khurentolgoi-copper",
    group: "negative",
    lang: "mn",
    kind: "payslip",
    code: null,
    link: null,
    from: "KT People <no-reply@people.kt-copper.mn>",
    to: WORK,
    subject: "Цалингийн хуудас — 2025 оны 9-р сар",
    date: dt(10, 6, "10:05:31"),
    text: `Сайн байна уу, Ерлан Абенов,

2025 оны 9-р сарын цалингийн хуудас тань хавсралтад байна (PDF).

Ажилтны дугаар: KT-07719
Шилжүүлсэн огноо: 2025.10.06
Данс: Төмөр Хас Банк •••• 3318

Хавсралтыг нээх нууц үг нь таны төрсөн огноо (ЖЖЖЖССӨӨ хэлбэрээр) байна.
Цалингийн талаар асуулт байвал Хүний нөөцийн үйлчилгээний төвд хандана уу: 7011-4400 (2-р салбар).

Хүндэтгэсэн,
Хүрэн Толгой Копер ХХК
Хүний нөөцийн алба
`,
    html: ktPage(
      "2025 оны 9-р сарын цалингийн хуудас хавсралтад байна.",
      `<p style="margin:0 0 14px;">Сайн байна уу, Ерлан Абенов,</p>
<p style="margin:0 0 14px;">2025 оны <b>9-р сарын</b> цалингийн хуудас тань хавсралтад байна (PDF).</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;margin:0 0 16px;">
<tr><td style="color:#7b8794;">Ажилтны дугаар</td><td>KT-07719</td></tr>
<tr><td style="color:#7b8794;">Шилжүүлсэн огноо</td><td>2025.10.06</td></tr>
<tr><td style="color:#7b8794;">Данс</td><td>Төмөр Хас Банк &bull;&bull;&bull;&bull; 3318</td></tr>
</table>
<p style="margin:0 0 14px;">Хавсралтыг нээх нууц үг нь таны төрсөн огноо (ЖЖЖЖССӨӨ хэлбэрээр) байна.</p>
<p style="margin:0;">Цалингийн талаар асуулт байвал Хүний нөөцийн үйлчилгээний төвд хандана уу: 7011-4400 (2-р салбар).</p>`,
    ),
    enc: "b64",
    attachment: [
      "payslip_KT-07719_2025-09.pdf",
      "application/pdf",
      "%PDF-1.4\n% KT People payslip\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "khurentolgoi-copper",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://people.kt-copper.mn/account/password/reset?uid=07719&token=c3f1-9be0a47d52e18f6b",
    from: "KT People <no-reply@people.kt-copper.mn>",
    to: WORK,
    subject: "Reset your KT People password",
    date: dt(9, 11, "21:17:03"),
    text: `Hello Yerlan,

Someone (hopefully you) asked to reset the password for your KT People account (employee no. KT-07719).

Choose a new password here:
https://people.kt-copper.mn/account/password/reset?uid=07719&token=c3f1-9be0a47d52e18f6b

The link works once and expires in 60 minutes. Remember that your new password must be at least 12
characters and cannot match any of your last 5 passwords.

If you did not ask for this, you can ignore this message or tell the IT service desk (ext. 3100).

KT People
`,
    html: ktPage(
      "Use this link within 60 minutes to choose a new password.",
      `<p style="margin:0 0 14px;">Hello Yerlan,</p>
<p style="margin:0 0 14px;">Someone (hopefully you) asked to reset the password for your KT People account (employee no. KT-07719).</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:6px 0 20px;"><tr>
<td style="background:#b5651d;border-radius:3px;"><a href="https://people.kt-copper.mn/account/password/reset?uid=07719&amp;token=c3f1-9be0a47d52e18f6b" style="display:inline-block;padding:11px 26px;color:#ffffff;text-decoration:none;font-weight:bold;">Choose a new password</a></td>
</tr></table>
<p style="margin:0 0 14px;font-size:13px;">The link works once and expires in 60 minutes. Your new password must be at least 12 characters and cannot match any of your last 5 passwords.</p>
<p style="margin:0;font-size:13px;color:#66717d;">If you did not ask for this, you can ignore this message or tell the IT service desk (ext. 3100).</p>`,
    ),
  },
  {
    family: "khurentolgoi-copper",
    group: "regional",
    lang: "mn",
    kind: "login-code",
    code: "504117",
    link: null,
    from: "KT People <no-reply@people.kt-copper.mn>",
    to: WORK,
    subject: "KT People — нэвтрэх код",
    date: dt(10, 9, "06:48:55"),
    text: `Сайн байна уу,

Таны KT People бүртгэлд шинэ төхөөрөмжөөс нэвтрэх оролдлого хийгдлээ.

Баталгаажуулах код:  504 117

Код 10 минутын турш хүчинтэй. Энэ кодыг хэнд ч, тэр дундаа IT-ийн ажилтанд ч бүү хэлээрэй.

Төхөөрөмж: Android · Chrome 129
Байршил: Ханбогд сум, Өмнөговь (уурхайн кемпийн сүлжээ)
Огноо: 2025.10.09 06:48

Хэрэв та нэвтрэх гэж оролдоогүй бол IT үйлчилгээний төвд нэн даруй мэдэгдэнэ үү: 3100 дотуур утас.

KT People
Хүрэн Толгой Копер ХХК
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Govi Shift Travel (rotation travel desk)

const govishiftFoot =
  `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;font-size:11px;color:#8a8f98;">
<tr><td style="padding:14px 24px;border-top:1px solid #e6e6e6;">Govi Shift Travel LLC &middot; Crew &amp; rotation logistics for Khuren Tolgoi Copper<br>
Chinggis Avenue 24, Khan-Uul District, Ulaanbaatar 17010 &middot; 24/7 crew line +976 7700 8822 &middot; <a href="https://travel.govishift.mn/faq" style="color:#8a8f98;">FAQ</a></td></tr></table>`;

const govishiftMails: Mail[] = [
  {
    family: "govi-shift-travel",
    group: "negative",
    lang: "en",
    kind: "rotation-itinerary",
    code: null,
    link: null,
    from: "Govi Shift Travel <itinerary@govishift.mn>",
    to: WORK,
    subject: "Itinerary GST-88412 | ALA-UBN-OT site | 7-8 Oct 2025",
    date: dt(9, 24, "13:20:48"),
    text: `GOVI SHIFT TRAVEL - ROTATION ITINERARY

Traveller: ABENOV / YERLAN  (KT-07719)
Booking ref: GST-88412
Cost centre: MTS-OPP-4410

1) FLIGHT  Tue 7 Oct 2025
   Khangai Wings KW 712  Almaty (ALA) 23:55 -> Ulaanbaatar (UBN) 05:40 +1
   PNR: Q7HM2D   Baggage: 23 kg + 7 kg cabin

2) TRANSFER  Wed 8 Oct 2025
   Airport pick-up 06:30, crew lounge Khan-Uul

3) CHARTER FLIGHT  Wed 8 Oct 2025
   KT site shuttle  UBN 10:15 -> Khanbogd airstrip (OT) 11:45
   Check-in closes 09:15. Photo ID and site induction card required.

4) RETURN  Tue 21 Oct 2025
   Site shuttle OT 13:00 -> UBN 14:30 ; KW 713 UBN 18:40 -> ALA 21:35

Changes must be requested through the travel portal at least 72 hours before departure.
24/7 crew line: +976 7700 8822

Govi Shift Travel LLC, Ulaanbaatar
`,
    html: `<html><body style="margin:0;background:#f4f4f1;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f1;"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:13px;color:#222;">
<tr><td style="background:#3d5a40;padding:16px 24px;color:#fff;font-size:18px;font-weight:bold;">GOVI SHIFT <span style="font-weight:normal;">travel</span></td></tr>
<tr><td style="padding:20px 24px 6px;">
<p style="margin:0 0 4px;font-size:16px;"><b>Rotation itinerary</b></p>
<p style="margin:0 0 14px;color:#555;">Traveller: ABENOV / YERLAN (KT-07719) &middot; Booking ref: <b>GST-88412</b> &middot; Cost centre: MTS-OPP-4410</p>
</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="7" cellspacing="0" style="border:1px solid #dcdcd6;border-collapse:collapse;font-size:12px;">
<tr style="background:#eef2ea;"><th align="left">Date</th><th align="left">Segment</th><th align="left">Details</th></tr>
<tr><td>Tue 7 Oct</td><td>Khangai Wings KW 712</td><td>ALA 23:55 &rarr; UBN 05:40 +1<br>PNR Q7HM2D &middot; 23 kg + 7 kg</td></tr>
<tr style="background:#fafaf7;"><td>Wed 8 Oct</td><td>Transfer</td><td>Airport pick-up 06:30, crew lounge Khan-Uul</td></tr>
<tr><td>Wed 8 Oct</td><td>KT site shuttle</td><td>UBN 10:15 &rarr; Khanbogd airstrip (OT) 11:45<br>Check-in closes 09:15. Photo ID and induction card required.</td></tr>
<tr style="background:#fafaf7;"><td>Tue 21 Oct</td><td>Return</td><td>OT 13:00 &rarr; UBN 14:30 &middot; KW 713 UBN 18:40 &rarr; ALA 21:35</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px 20px;font-size:12px;color:#555;">Changes must be requested through the <a href="https://travel.govishift.mn/my-trips/GST-88412" style="color:#3d5a40;">travel portal</a> at least 72 hours before departure.</td></tr>
<tr><td>${govishiftFoot}</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "govi-shift-travel",
    group: "regional",
    lang: "ru",
    kind: "change-confirm-link",
    code: null,
    link: "https://travel.govishift.mn/requests/CR-20931/confirm?sig=8d1e07ab55c2",
    from: "Govi Shift Travel <requests@govishift.mn>",
    to: WORK,
    subject: "Подтвердите запрос на изменение поездки CR-20931",
    date: dt(10, 28, "09:02:14"),
    text: `Здравствуйте, Ерлан!

Мы получили ваш запрос на изменение поездки по бронированию GST-90177:

  Было:  выезд на участок 5 ноября 2025, KW 712 Алматы - Улан-Батор
  Стало: выезд на участок 7 ноября 2025, KW 716 Алматы - Улан-Батор
  Причина: личные обстоятельства (согласовано с руководителем)

Чтобы мы передали запрос в авиакомпанию, подтвердите его по ссылке:
https://travel.govishift.mn/requests/CR-20931/confirm?sig=8d1e07ab55c2

Ссылка действительна 24 часа. Без подтверждения запрос будет отменён, а билет останется на 5 ноября.
Разница в тарифе (если будет) списывается с центра затрат MTS-OPP-4410.

Круглосуточная линия для вахтовиков: +976 7700 8822

С уважением,
Govi Shift Travel
`,
    html: `<html><body style="margin:0;background:#f4f4f1;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f1;"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#222;">
<tr><td style="background:#3d5a40;padding:16px 24px;color:#fff;font-size:18px;font-weight:bold;">GOVI SHIFT <span style="font-weight:normal;">travel</span></td></tr>
<tr><td style="padding:22px 24px;line-height:1.5;">
<p style="margin:0 0 12px;">Здравствуйте, Ерлан!</p>
<p style="margin:0 0 12px;">Мы получили ваш запрос на изменение поездки по бронированию <b>GST-90177</b>:</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse;margin:0 0 16px;">
<tr><td style="color:#888;">Было</td><td><s>выезд на участок 5 ноября 2025, KW 712 Алматы &ndash; Улан-Батор</s></td></tr>
<tr><td style="color:#888;">Стало</td><td><b>выезд на участок 7 ноября 2025, KW 716 Алматы &ndash; Улан-Батор</b></td></tr>
<tr><td style="color:#888;">Причина</td><td>личные обстоятельства (согласовано с руководителем)</td></tr>
</table>
<p style="margin:0 0 16px;">Чтобы мы передали запрос в авиакомпанию, подтвердите его:</p>
<p style="margin:0 0 18px;"><a href="https://travel.govishift.mn/requests/CR-20931/confirm?sig=8d1e07ab55c2" style="background:#c98d26;color:#fff;padding:11px 22px;text-decoration:none;border-radius:4px;font-weight:bold;">Подтвердить изменение</a></p>
<p style="margin:0;font-size:12px;color:#666;">Ссылка действительна 24 часа. Без подтверждения запрос будет отменён, а билет останется на 5 ноября. Разница в тарифе (если будет) списывается с центра затрат MTS-OPP-4410.</p>
</td></tr>
<tr><td>${govishiftFoot}</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "govi-shift-travel",
    group: "negative",
    lang: "mn",
    kind: "bus-schedule",
    code: null,
    link: null,
    from: "Govi Shift Travel <dispatch@govishift.mn>",
    to: WORK,
    subject: "Автобусны хуваарь өөрчлөгдлөө: УБ — Ханбогд, 10-р сарын 22",
    date: dt(10, 19, "18:33:07"),
    text: `Эрхэм ажилтан,

Цаг агаарын нөхцөлөөс (шороон шуурга) шалтгаалан 10-р сарын 22-ны онгоцны оронд вахтын ажилчдыг автобусаар тээвэрлэнэ.

Маршрут: Ханбогд кемп -> Улаанбаатар
Хөдлөх цаг: 05:30 (кемпийн B хаалга)
Автобус: GS-14 (улсын дугаар 4411 ӨМА)
Замд: ойролцоогоор 9 цаг, Мандалговьд 40 минут зогсоно
Ачаа: 1 чемодан (23 кг хүртэл) + 1 гар тээш

Улаанбаатараас Алматы руу нисэх KW 713 нислэгийн цаг өөрчлөгдөөгүй (18:40).
Асуулт байвал: +976 7700 8822 (24 цаг)

Govi Shift Travel
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- SafeTerra Academy (safety training LMS)

function stPage(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f7f7f7;font-family:Helvetica,Arial,sans-serif;">
<center>
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;">
<tr><td style="padding:24px 0 12px;text-align:left;"><img src="https://cdn.safeterra.io/brand/safeterra-academy-440.png" alt="SafeTerra Academy" width="176" style="display:block;border:0;"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #e4e4e4;border-radius:6px;padding:28px 30px;font-size:15px;line-height:24px;color:#333;">${body}</td></tr>
<tr><td style="padding:18px 4px;font-size:11px;line-height:17px;color:#9a9a9a;">
You receive this because your employer, Khuren Tolgoi Copper LLC, enrolled you in SafeTerra Academy.<br>
SafeTerra Learning Pty Ltd · Level 6, 123 Hay Street, Perth WA 6000, Australia ·
<a href="https://safeterra.io/privacy" style="color:#9a9a9a;">Privacy</a> · <a href="https://help.safeterra.io" style="color:#9a9a9a;">Help centre</a></td></tr>
</table></center></body></html>`;
}

const safeterraMails: Mail[] = [
  {
    family: "safeterra-lms",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://academy.safeterra.io/e/verify?t=eyJ1IjoiNzcxOSIsImUiOiJrdCJ9.Yk2mQ0x",
    from: "SafeTerra Academy <noreply@safeterra.io>",
    to: WORK,
    subject: "Confirm your email to start your KT site inductions",
    date: dt(9, 2, "08:14:22"),
    text: `Hi Yerlan,

Khuren Tolgoi Copper has set up a SafeTerra Academy account for you. Before you can open your assigned
courses, please confirm that this is your email address:

https://academy.safeterra.io/e/verify?t=eyJ1IjoiNzcxOSIsImUiOiJrdCJ9.Yk2mQ0x

Assigned to you (4 courses, about 3 h 20 min):
 - KT Site Induction 2025 (mandatory before mobilisation)
 - Isolation & Lock-out Tag-out
 - Working at Heights - refresher
 - Light Vehicle Pre-start Checks

This link expires in 7 days. Questions? Talk to your site trainer or reply to this email.

SafeTerra Academy
`,
    html: stPage(`<p style="margin:0 0 16px;">Hi Yerlan,</p>
<p style="margin:0 0 16px;">Khuren Tolgoi Copper has set up a SafeTerra Academy account for you. Before you can open your assigned courses, please confirm that this is your email address.</p>
<p style="margin:0 0 22px;text-align:center;"><a href="https://academy.safeterra.io/e/verify?t=eyJ1IjoiNzcxOSIsImUiOiJrdCJ9.Yk2mQ0x" style="display:inline-block;background:#f2a900;color:#1d1d1d;font-weight:bold;padding:12px 30px;border-radius:24px;text-decoration:none;">Confirm email address</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#666;">Assigned to you (4 courses, about 3 h 20 min):</p>
<ul style="margin:0 0 16px;padding-left:20px;font-size:13px;color:#444;">
<li>KT Site Induction 2025 <i>(mandatory before mobilisation)</i></li><li>Isolation &amp; Lock-out Tag-out</li>
<li>Working at Heights &ndash; refresher</li><li>Light Vehicle Pre-start Checks</li></ul>
<p style="margin:0;font-size:13px;color:#666;">This link expires in 7 days. Questions? Talk to your site trainer or reply to this email.</p>`),
    enc: "qp",
  },
  {
    family: "safeterra-lms",
    group: "negative",
    lang: "en",
    kind: "course-assigned",
    code: null,
    link: null,
    from: "SafeTerra Academy <noreply@safeterra.io>",
    to: WORK,
    subject: "New course assigned: Confined Space Entry (due 30 Sep)",
    date: dt(9, 15, "10:40:00"),
    text: `Hi Yerlan,

Ganzorig Tserendorj assigned you a new course.

  Confined Space Entry - Awareness (KT-CSE-02)
  Duration: 45 min, online, with a 15-question assessment (pass mark 80 %)
  Due: 30 September 2025

Open it from your dashboard: https://academy.safeterra.io/dashboard

Overdue mandatory courses block site access at the Khanbogd gatehouse.

SafeTerra Academy
`,
    html: stPage(`<p style="margin:0 0 16px;">Hi Yerlan,</p>
<p style="margin:0 0 16px;">Ganzorig Tserendorj assigned you a new course.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border-left:4px solid #f2a900;background:#fffaf0;margin:0 0 18px;"><tr><td style="padding:14px 16px;font-size:14px;">
<b>Confined Space Entry &ndash; Awareness</b> (KT-CSE-02)<br>
<span style="color:#666;font-size:13px;">45 min &middot; online &middot; 15-question assessment, pass mark 80&nbsp;%</span><br>
<span style="color:#b00020;font-size:13px;">Due 30 September 2025</span></td></tr></table>
<p style="margin:0 0 16px;"><a href="https://academy.safeterra.io/dashboard" style="color:#1d6fb8;">Go to my dashboard</a></p>
<p style="margin:0;font-size:13px;color:#666;">Overdue mandatory courses block site access at the Khanbogd gatehouse.</p>`),
  },
  {
    family: "safeterra-lms",
    group: "negative",
    lang: "ru",
    kind: "certificate-expiring",
    code: null,
    link: null,
    from: "SafeTerra Academy <noreply@safeterra.io>",
    to: WORK,
    subject: "Срок действия удостоверения истекает через 30 дней",
    date: dt(10, 14, "07:00:12"),
    text: `Здравствуйте, Ерлан!

Срок действия вашего удостоверения скоро истекает:

  Первая помощь на производстве (HLTAID011), № ST-2023-55817
  Действительно до: 13 ноября 2025

Чтобы продлить удостоверение, запишитесь на очный курс у тренера участка.
Ближайшие даты на руднике: 29 октября и 12 ноября 2025 (учебный центр, корпус A-1).

Расписание курсов: https://academy.safeterra.io/sessions?site=kt-khanbogd

SafeTerra Academy
`,
    html: stPage(`<p style="margin:0 0 16px;">Здравствуйте, Ерлан!</p>
<p style="margin:0 0 16px;">Срок действия вашего удостоверения скоро истекает:</p>
<p style="margin:0 0 16px;padding:12px 14px;background:#fdf1f1;border-radius:4px;"><b>Первая помощь на производстве (HLTAID011)</b><br>№ ST-2023-55817 &middot; действительно до <b>13 ноября 2025</b></p>
<p style="margin:0 0 16px;">Чтобы продлить удостоверение, запишитесь на очный курс у тренера участка. Ближайшие даты на руднике: 29 октября и 12 ноября 2025 (учебный центр, корпус A-1).</p>
<p style="margin:0;"><a href="https://academy.safeterra.io/sessions?site=kt-khanbogd" style="color:#1d6fb8;">Расписание курсов</a></p>`),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Khangai Wings (charter / scheduled airline)

const khangaiMails: Mail[] = [
  {
    family: "khangai-wings",
    group: "negative",
    lang: "ru",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Khangai Wings <eticket@khangaiwings.mn>",
    to: WORK,
    subject: "Маршрутная квитанция электронного билета 866-2104518837",
    date: dt(9, 24, "13:26:41"),
    text: `KHANGAI WINGS / ХАНГАЙ ВИНГС
МАРШРУТНАЯ КВИТАНЦИЯ ЭЛЕКТРОННОГО БИЛЕТА

Пассажир:        ABENOV/YERLAN MR
Номер билета:    866-2104518837
Код бронирования: Q7HM2D
Выдан:           24.09.2025, агент GOVI SHIFT TRAVEL (IATA 98-7 1204 3)

Рейс    Дата    Откуда           Куда               Вылет  Прилёт  Класс  Багаж
KW712   07OCT   Алматы (ALA)     Улан-Батор (UBN)   23:55  05:40+1  Y      23K
KW713   21OCT   Улан-Батор (UBN) Алматы (ALA)       18:40  21:35    Y      23K

Тариф:   MNT 1 184 000
Сборы:   MNT 96 500 (MN, KZ, YQ)
Итого:   MNT 1 280 500 — оплачено по счёту корпоративного клиента

Регистрация в аэропорту закрывается за 50 минут до вылета.
Онлайн-регистрация открывается за 24 часа: khangaiwings.mn/checkin

Контакт-центр: +976 7510 7000, +7 727 355 70 70 (Алматы)
Условия перевозки: https://khangaiwings.mn/ru/conditions
`,
    html: null,
    enc: "8bit",
    attachment: [
      "eticket_8662104518837.pdf",
      "application/pdf",
      "%PDF-1.5\n% Khangai Wings e-ticket receipt\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "khangai-wings",
    group: "negative",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Khangai Wings <notifications@khangaiwings.mn>",
    to: HOME,
    subject: "Schedule change on your flight KW713 on 21 Oct",
    date: dt(10, 16, "11:52:09"),
    text: `Dear Mr Abenov,

The departure time of your flight has changed.

Booking reference: Q7HM2D

  KW713  Ulaanbaatar (UBN) -> Almaty (ALA)  Tue 21 Oct 2025
  Old:   18:40 - 21:35
  New:   19:25 - 22:20

Your seat (14C) and baggage allowance are unchanged. You don't need to do anything if the new time suits
you. If it does not, you can change to another date free of charge up to 24 hours before departure:
call +976 7510 7000 or use Manage booking on khangaiwings.mn.

We apologise for the inconvenience.
Khangai Wings
`,
    html: `<html><body style="margin:0;background:#e9eef5;">
<div style="display:none;">New time for KW713 on 21 Oct: 19:25 - 22:20.</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#e9eef5"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#1e2a3a;">
<tr><td bgcolor="#12355b" style="padding:18px 24px;"><img src="https://khangaiwings.mn/mail/logo-white.png" alt="Khangai Wings" width="150" height="32"></td></tr>
<tr><td style="padding:24px;">
<h2 style="margin:0 0 14px;font-size:19px;color:#12355b;">Your flight time has changed</h2>
<p style="margin:0 0 12px;">Dear Mr Abenov,</p>
<p style="margin:0 0 16px;">The departure time of your flight has changed. Booking reference: <b>Q7HM2D</b></p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #d4dce6;border-collapse:collapse;">
<tr bgcolor="#f1f5fa"><td colspan="2"><b>KW713</b> &middot; Ulaanbaatar (UBN) &rarr; Almaty (ALA) &middot; Tue 21 Oct 2025</td></tr>
<tr><td width="30%" style="color:#8795a8;">Old</td><td><s>18:40 &ndash; 21:35</s></td></tr>
<tr><td style="color:#8795a8;">New</td><td style="color:#c0392b;"><b>19:25 &ndash; 22:20</b></td></tr>
</table>
<p style="margin:16px 0 12px;">Your seat (14C) and baggage allowance are unchanged. You don't need to do anything if the new time suits you. If it does not, you can change to another date free of charge up to 24 hours before departure.</p>
<p style="margin:0 0 8px;"><a href="https://khangaiwings.mn/en/manage?pnr=Q7HM2D" style="color:#12355b;font-weight:bold;">Manage booking</a> &nbsp;|&nbsp; +976 7510 7000</p>
</td></tr>
<tr><td bgcolor="#f1f5fa" style="padding:14px 24px;font-size:10px;color:#8795a8;">Khangai Wings LLC &middot; Buyant-Ukhaa 2, Khan-Uul District, Ulaanbaatar &middot; &copy; 2025 &middot;
<a href="https://khangaiwings.mn/en/privacy" style="color:#8795a8;">Privacy</a> &middot; <a href="https://www.facebook.com/khangaiwings" style="color:#8795a8;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "khangai-wings",
    group: "regional",
    lang: "mn",
    kind: "login-code",
    code: "619042",
    link: null,
    from: "Wings Club <club@khangaiwings.mn>",
    to: HOME,
    subject: "Wings Club: нэвтрэх нэг удаагийн код",
    date: dt(9, 20, "22:10:37"),
    text: `Сайн байна уу, Yerlan,

Wings Club бүртгэлдээ нэвтрэхийн тулд доорх кодыг оруулна уу:

6 1 9 0 4 2

Код 5 минут хүчинтэй. Хангай Вингсийн ажилтан танаас энэ кодыг хэзээ ч асуухгүй.

Гишүүний дугаар: WC 3004 7781 · Түвшин: Silver · Оноо: 18 420

Хангай Вингс
`,
    html: `<html><body style="margin:0;background:#e9eef5;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#e9eef5"><tr><td align="center" style="padding:16px;">
<table width="520" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#1e2a3a;">
<tr><td bgcolor="#12355b" style="padding:16px 24px;color:#d9b45a;font-weight:bold;letter-spacing:2px;">WINGS CLUB</td></tr>
<tr><td style="padding:26px 24px 8px;">
<p style="margin:0 0 12px;">Сайн байна уу, Yerlan,</p>
<p style="margin:0 0 18px;">Wings Club бүртгэлдээ нэвтрэхийн тулд доорх кодыг оруулна уу:</p>
<table cellpadding="0" cellspacing="6" align="center"><tr>
<td style="width:38px;height:46px;border:1px solid #12355b;border-radius:4px;text-align:center;font-size:24px;font-weight:bold;">6</td>
<td style="width:38px;height:46px;border:1px solid #12355b;border-radius:4px;text-align:center;font-size:24px;font-weight:bold;">1</td>
<td style="width:38px;height:46px;border:1px solid #12355b;border-radius:4px;text-align:center;font-size:24px;font-weight:bold;">9</td>
<td style="width:38px;height:46px;border:1px solid #12355b;border-radius:4px;text-align:center;font-size:24px;font-weight:bold;">0</td>
<td style="width:38px;height:46px;border:1px solid #12355b;border-radius:4px;text-align:center;font-size:24px;font-weight:bold;">4</td>
<td style="width:38px;height:46px;border:1px solid #12355b;border-radius:4px;text-align:center;font-size:24px;font-weight:bold;">2</td>
</tr></table>
<p style="margin:18px 0 12px;font-size:12px;color:#5c6b7f;">Код 5 минут хүчинтэй. Хангай Вингсийн ажилтан танаас энэ кодыг хэзээ ч асуухгүй.</p>
</td></tr>
<tr><td style="padding:0 24px 20px;"><table width="100%" cellpadding="8" cellspacing="0" bgcolor="#f7f4ea" style="font-size:12px;"><tr>
<td>Гишүүний дугаар<br><b>WC 3004 7781</b></td><td>Түвшин<br><b>Silver</b></td><td>Оноо<br><b>18 420</b></td></tr></table></td></tr>
<tr><td bgcolor="#f1f5fa" style="padding:12px 24px;font-size:10px;color:#8795a8;">&copy; 2025 Хангай Вингс ХХК &middot; Утас: 7510-7000 &middot; <a href="https://khangaiwings.mn/mn/club/terms" style="color:#8795a8;">Дүрэм журам</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Tumur Khas Bank (Mongolia)

const tkFoot = `<tr><td style="padding:16px 22px;background:#0f3d35;color:#9fc5bb;font-size:11px;line-height:1.6;">
Төмөр Хас Банк ХХК · Энхтайваны өргөн чөлөө 19, Чингэлтэй дүүрэг, Улаанбаатар 15160<br>
Лавлах: 1800-2020 · <a href="https://www.tumenkhas.mn" style="color:#9fc5bb;">www.tumenkhas.mn</a> ·
<a href="https://www.tumenkhas.mn/security" style="color:#9fc5bb;">Аюулгүй байдал</a><br>
Банк таны нууц үг, код, картын мэдээллийг и-мэйл, утсаар хэзээ ч асуудаггүй.</td></tr>`;

const tumenMails: Mail[] = [
  {
    family: "tumen-khas-bank",
    group: "negative",
    lang: "mn",
    kind: "transaction-alert",
    code: null,
    link: null,
    from: "Төмөр Хас Банк <alert@tumenkhas.mn>",
    to: HOME,
    subject: "Гүйлгээний мэдэгдэл: •••• 4821",
    date: dt(9, 13, "19:44:20"),
    text: `Гүйлгээний мэдэгдэл

Карт: Visa Classic •••• 4821
Огноо: 2025.09.13 19:44
Гүйлгээ: Худалдан авалт
Хүлээн авагч: NOMIN SUPERMARKET SANSAR, ULAANBAATAR
Дүн: -128,500.00 MNT
Үлдэгдэл: 2,341,778.35 MNT

Та энэ гүйлгээг хийгээгүй бол картаа T-Bank аппаас түр хааж, 1800-2020 дугаарт нэн даруй залгана уу.

Төмөр Хас Банк
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "tumen-khas-bank",
    group: "regional",
    lang: "mn",
    kind: "login-code",
    code: "83071952",
    link: null,
    from: "Төмөр Хас Банк <otp@tumenkhas.mn>",
    to: HOME,
    subject: "Интернэт банкны баталгаажуулах код",
    date: dt(9, 28, "14:03:51"),
    text: `Интернэт банкны баталгаажуулах код: 8307 1952

Нэвтрэлт: T-Bank Web, Chrome / Windows 11
Цаг: 2025.09.28 14:03 (код 3 минут хүчинтэй)

Энэ кодыг банкны ажилтан гэж хэлсэн ч хэнд ч бүү өг. Хэрэв та нэвтрээгүй бол 1800-2020 дугаарт залгана уу.

Төмөр Хас Банк ХХК
`,
    html: `<!DOCTYPE html><html lang="mn"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#edf3f1;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#edf3f1;"><tr><td align="center" style="padding:20px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1f2d2a;">
<tr><td style="padding:18px 22px;border-bottom:3px solid #1b8a6b;"><img src="https://www.tumenkhas.mn/img/mail/logo.png" alt="Төмөр Хас Банк" width="170" height="38"></td></tr>
<tr><td style="padding:26px 22px 6px;font-size:15px;">Интернэт банкны баталгаажуулах код</td></tr>
<tr><td style="padding:8px 22px 18px;"><div style="font-family:'Courier New',monospace;font-size:32px;letter-spacing:6px;font-weight:bold;color:#0f3d35;background:#f1f8f5;padding:14px 0;text-align:center;">8307 1952</div></td></tr>
<tr><td style="padding:0 22px 20px;font-size:13px;line-height:1.6;color:#4a5a56;">
Нэвтрэлт: T-Bank Web, Chrome / Windows 11<br>Цаг: 2025.09.28 14:03 (код 3 минут хүчинтэй)<br><br>
Энэ кодыг банкны ажилтан гэж хэлсэн ч хэнд ч бүү өг. Хэрэв та нэвтрээгүй бол 1800-2020 дугаарт залгана уу.</td></tr>
${tkFoot}
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "tumen-khas-bank",
    group: "negative",
    lang: "mn",
    kind: "statement",
    code: null,
    link: null,
    from: "Төмөр Хас Банк <statement@tumenkhas.mn>",
    to: HOME,
    subject: "Дансны хуулга — 2025 оны 9-р сар",
    date: dt(10, 1, "03:15:00"),
    text: `Эрхэм харилцагч Абенов Ерлан,

Таны 5012 0044 •••• 3318 тоот харилцах дансны 2025.09.01–2025.09.30 хугацааны хуулгыг хавсаргав.

Эхний үлдэгдэл:  1,905,220.10 MNT
Орлого:          6,840,000.00 MNT
Зарлага:         5,212,461.75 MNT
Эцсийн үлдэгдэл: 3,532,758.35 MNT

Хавсралт PDF файлыг нээх нууц үг: регистрийн дугаарын сүүлийн 6 тэмдэгт.

Төмөр Хас Банк
`,
    html: `<!DOCTYPE html><html lang="mn"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#edf3f1;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#edf3f1;"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1f2d2a;font-size:14px;">
<tr><td style="padding:18px 22px;border-bottom:3px solid #1b8a6b;"><img src="https://www.tumenkhas.mn/img/mail/logo.png" alt="Төмөр Хас Банк" width="170" height="38"></td></tr>
<tr><td style="padding:22px;line-height:1.6;">
<p style="margin:0 0 12px;">Эрхэм харилцагч Абенов Ерлан,</p>
<p style="margin:0 0 14px;">Таны 5012 0044 &bull;&bull;&bull;&bull; 3318 тоот харилцах дансны 2025.09.01–2025.09.30 хугацааны хуулгыг хавсаргав.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="background:#f1f8f5;"><td>Эхний үлдэгдэл</td><td align="right">1,905,220.10 MNT</td></tr>
<tr><td>Орлого</td><td align="right" style="color:#1b8a6b;">+6,840,000.00 MNT</td></tr>
<tr style="background:#f1f8f5;"><td>Зарлага</td><td align="right" style="color:#b03a2e;">-5,212,461.75 MNT</td></tr>
<tr><td><b>Эцсийн үлдэгдэл</b></td><td align="right"><b>3,532,758.35 MNT</b></td></tr>
</table>
<p style="margin:14px 0 0;font-size:12px;color:#4a5a56;">Хавсралт PDF файлыг нээх нууц үг: регистрийн дугаарын сүүлийн 6 тэмдэгт.</p>
</td></tr>
${tkFoot}
</table></td></tr></table></body></html>`,
    enc: "b64",
    attachment: [
      "Huulga_50120044xxxx3318_202509.pdf",
      "application/pdf",
      "%PDF-1.4\n% statement (encrypted)\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R /Encrypt 9 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "tumen-khas-bank",
    group: "negative",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Tumur Khas Bank <security@tumenkhas.mn>",
    to: HOME,
    subject: "New device added to T-Bank",
    date: dt(10, 23, "08:31:16"),
    text: `Dear Yerlan Abenov,

A new device was registered for your T-Bank mobile banking.

  Device: Samsung Galaxy A55 (Android 15)
  Time:   23 Oct 2025, 08:31 (Ulaanbaatar)
  Place:  Almaty, Kazakhstan (approximate)

If this was you, no action is needed.
If it wasn't you, call us straight away on +976 1800-2020 (24/7), or +976 7575 2020 from abroad,
and we will block access to your accounts.

Tumur Khas Bank LLC
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#edf3f1;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#edf3f1;"><tr><td align="center" style="padding:20px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1f2d2a;font-size:14px;">
<tr><td style="padding:18px 22px;border-bottom:3px solid #1b8a6b;"><img src="https://www.tumenkhas.mn/img/mail/logo-en.png" alt="Tumur Khas Bank" width="170" height="38"></td></tr>
<tr><td style="padding:22px;line-height:1.6;">
<p style="margin:0 0 12px;">Dear Yerlan Abenov,</p>
<p style="margin:0 0 14px;">A new device was registered for your T-Bank mobile banking.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;margin:0 0 14px;">
<tr><td style="color:#7a8a86;">Device</td><td>Samsung Galaxy A55 (Android 15)</td></tr>
<tr><td style="color:#7a8a86;">Time</td><td>23 Oct 2025, 08:31 (Ulaanbaatar)</td></tr>
<tr><td style="color:#7a8a86;">Place</td><td>Almaty, Kazakhstan (approximate)</td></tr></table>
<p style="margin:0 0 10px;">If this was you, no action is needed.</p>
<p style="margin:0;">If it wasn't you, call us straight away on <a href="tel:+97618002020" style="color:#1b8a6b;">+976 1800-2020</a> (24/7), or +976 7575 2020 from abroad, and we will block access to your accounts.</p>
</td></tr>
<tr><td style="padding:16px 22px;background:#0f3d35;color:#9fc5bb;font-size:11px;">Tumur Khas Bank LLC &middot; Peace Avenue 19, Chingeltei District, Ulaanbaatar 15160 &middot; <a href="https://www.tumenkhas.mn/en/security" style="color:#9fc5bb;">Security centre</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Kokzhiek Bank (Kazakhstan)

function kzBank(pre: string, inner: string, lang: "kk" | "ru"): string {
  const foot = lang === "kk"
    ? `«Көкжиек Банк» АҚ · Алматы қ., Әл-Фараби даңғылы, 77/7 · 7111 (тегін) · <a href="https://kokzhiek.kz/kk/privacy" style="color:#8c8c99;">Құпиялылық</a>`
    : `АО «Көкжиек Банк» · г. Алматы, пр. аль-Фараби, 77/7 · 7111 (бесплатно) · Лицензия АРРФР № 1.2.61/227 · <a href="https://kokzhiek.kz/ru/privacy" style="color:#8c8c99;">Конфиденциальность</a>`;
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f3f3f7;">
<span style="display:none!important;opacity:0;">${pre}</span>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f3f3f7;"><tr><td align="center" style="padding:24px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:-apple-system,Roboto,Arial,sans-serif;color:#22222b;">
<tr><td style="padding:22px 28px 0;"><img src="https://static.kokzhiek.kz/email/kz-logo@2x.png" width="132" height="30" alt="Kokzhiek"></td></tr>
<tr><td style="padding:18px 28px 24px;font-size:15px;line-height:22px;">${inner}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #ececf2;font-size:11px;line-height:17px;color:#8c8c99;">${foot}<br>
<a href="https://apps.apple.com/kz/app/kokzhiek/id1459900123"><img src="https://static.kokzhiek.kz/email/appstore.png" alt="App Store" width="96" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=kz.kokzhiek.mobile"><img src="https://static.kokzhiek.kz/email/googleplay.png" alt="Google Play" width="108" height="32"></a></td></tr>
</table></td></tr></table></body></html>`;
}

const kokzhiekMails: Mail[] = [
  {
    family: "kokzhiek-bank",
    group: "regional",
    lang: "kk",
    kind: "login-code",
    code: "275813",
    link: null,
    from: "Көкжиек Банк <no-reply@kokzhiek.kz>",
    to: HOME,
    subject: "Интернет-банкке кіру коды",
    date: dt(9, 6, "12:18:40", "+0500"),
    text: `Сәлеметсіз бе, Ерлан!

Көкжиек Онлайн жүйесіне кіру коды: 275813

Код 2 минут ішінде жарамды. Оны ешкімге, тіпті банк қызметкеріне де айтпаңыз.

Кіру: веб-браузер, Алматы, 06.09.2025 12:18
Сіз кірмеген болсаңыз, 7111 нөміріне қоңырау шалыңыз.

«Көкжиек Банк» АҚ
`,
    html: kzBank(
      "Кіру коды 2 минут ішінде жарамды.",
      `<p style="margin:0 0 14px;">Сәлеметсіз бе, Ерлан!</p>
<p style="margin:0 0 10px;">Көкжиек Онлайн жүйесіне кіру коды:</p>
<p style="margin:0 0 18px;font-size:34px;font-weight:700;letter-spacing:8px;color:#5b2bd9;">275813</p>
<p style="margin:0 0 14px;font-size:13px;color:#5d5d6b;">Код 2 минут ішінде жарамды. Оны ешкімге, тіпті банк қызметкеріне де айтпаңыз.</p>
<p style="margin:0;font-size:13px;color:#5d5d6b;">Кіру: веб-браузер, Алматы, 06.09.2025 12:18<br>Сіз кірмеген болсаңыз, 7111 нөміріне қоңырау шалыңыз.</p>`,
      "kk",
    ),
    enc: "qp",
  },
  {
    family: "kokzhiek-bank",
    group: "negative",
    lang: "ru",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "Көкжиек Банк <receipts@kokzhiek.kz>",
    to: HOME,
    subject: "Квитанция: международный перевод в Монголию выполнен",
    date: dt(9, 29, "16:07:55", "+0500"),
    text: `Квитанция о переводе

Номер операции: 7731-0092-4418
Дата и время: 29.09.2025 16:07
Отправитель: АБЕНОВ ЕРЛАН, карта Visa •••• 9106
Получатель: ABENOV YERLAN, Tumur Khas Bank (TKBMMNUB), счёт MN12 0040 00•• •••• 3318
Сумма перевода: 250 000,00 KZT
Курс: 1 KZT = 6,8312 MNT
Зачислено: 1 707 800,00 MNT
Комиссия: 1 500,00 KZT
Статус: Исполнено

Квитанция сформирована автоматически и не требует подписи.
Вопросы по переводу: 7111 или чат в приложении.

АО «Көкжиек Банк»
`,
    html: kzBank(
      "Перевод 250 000 KZT на счёт в Tumur Khas Bank исполнен.",
      `<p style="margin:0 0 6px;font-size:13px;color:#8c8c99;">Квитанция о переводе</p>
<p style="margin:0 0 18px;font-size:26px;font-weight:700;">250 000,00 ₸</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr><td style="color:#8c8c99;">Номер операции</td><td align="right">7731-0092-4418</td></tr>
<tr><td style="color:#8c8c99;">Дата и время</td><td align="right">29.09.2025 16:07</td></tr>
<tr><td style="color:#8c8c99;">Отправитель</td><td align="right">АБЕНОВ ЕРЛАН, Visa &bull;&bull;&bull;&bull; 9106</td></tr>
<tr><td style="color:#8c8c99;">Получатель</td><td align="right">ABENOV YERLAN, Tumur Khas Bank (TKBMMNUB)<br>MN12 0040 00&bull;&bull; &bull;&bull;&bull;&bull; 3318</td></tr>
<tr><td style="color:#8c8c99;">Курс</td><td align="right">1 KZT = 6,8312 MNT</td></tr>
<tr><td style="color:#8c8c99;">Зачислено</td><td align="right">1 707 800,00 MNT</td></tr>
<tr><td style="color:#8c8c99;">Комиссия</td><td align="right">1 500,00 ₸</td></tr>
<tr><td style="color:#8c8c99;">Статус</td><td align="right" style="color:#1e9e5a;">Исполнено</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:#8c8c99;">Квитанция сформирована автоматически и не требует подписи. Вопросы по переводу: 7111 или чат в приложении.</p>`,
      "ru",
    ),
    enc: "b64",
  },
  {
    family: "kokzhiek-bank",
    group: "negative",
    lang: "kk",
    kind: "new-login-alert",
    code: null,
    link: null,
    from: "Көкжиек Банк <security@kokzhiek.kz>",
    to: HOME,
    subject: "Жаңа құрылғыдан кіру анықталды",
    date: dt(10, 10, "04:55:12", "+0500"),
    text: `Ерлан, сіздің Көкжиек Онлайн аккаунтыңызға жаңа құрылғыдан кірді.

Құрылғы: iPhone 13, iOS 18.6
Орны: Ulaanbaatar, Mongolia
Уақыты: 10.10.2025 04:55 (Алматы уақыты)

Бұл сіз болсаңыз, ештеңе істеудің қажеті жоқ.
Бұл сіз болмасаңыз, қосымшада «Карталар» бөлімінен картаны бұғаттап, 7111 (немесе шетелден +7 727 330 71 11) нөміріне хабарласыңыз.

«Көкжиек Банк» АҚ
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "kokzhiek-bank",
    group: "regional",
    lang: "ru",
    kind: "reset-code",
    code: "4096",
    link: null,
    from: "Көкжиек Банк <no-reply@kokzhiek.kz>",
    to: HOME,
    subject: "Восстановление пароля в Көкжиек Онлайн",
    date: dt(10, 25, "20:41:06", "+0500"),
    text: `Ерлан, здравствуйте!

Вы запросили восстановление пароля в Көкжиек Онлайн.
Введите код подтверждения на экране приложения: 4096

Код действует 5 минут. Сотрудники банка никогда не спрашивают коды из сообщений.
Если вы не запрашивали восстановление, позвоните в контакт-центр 7111.

АО «Көкжиек Банк»
`,
    html: kzBank(
      "Код подтверждения для восстановления пароля.",
      `<p style="margin:0 0 14px;">Ерлан, здравствуйте!</p>
<p style="margin:0 0 14px;">Вы запросили восстановление пароля в Көкжиек Онлайн. Введите код подтверждения на экране приложения:</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 18px;"><tr><td style="background:#f0ebff;border-radius:8px;padding:12px 22px;font-size:30px;font-weight:700;letter-spacing:10px;color:#5b2bd9;">4096</td></tr></table>
<p style="margin:0 0 10px;font-size:13px;color:#5d5d6b;">Код действует 5 минут. Сотрудники банка никогда не спрашивают коды из сообщений.</p>
<p style="margin:0;font-size:13px;color:#5d5d6b;">Если вы не запрашивали восстановление, позвоните в контакт-центр 7111.</p>`,
      "ru",
    ),
  },
];

// ---------------------------------------------------------------- TugrikGo (Mongolian payment app)

const tugrikMails: Mail[] = [
  {
    family: "tugrikgo",
    group: "regional",
    lang: "mn",
    kind: "verify-email",
    code: "TG-5528",
    code_digits: "5528",
    link: "https://link.tugrikgo.mn/ls/click?upn=tg_vrf_Q2hLd0x3RnpnZkRq&e=mail",
    from: "TugrikGo <hello@tugrikgo.mn>",
    to: HOME,
    subject: "И-мэйл хаягаа баталгаажуулна уу",
    date: dt(9, 8, "21:02:44"),
    text: `Сайн байна уу!

Та TugrikGo апп-д энэ и-мэйл хаягийг нэмлээ. Хаягаа баталгаажуулахын тулд доорх холбоосыг нээнэ үү:

https://link.tugrikgo.mn/ls/click?upn=tg_vrf_Q2hLd0x3RnpnZkRq&e=mail

Эсвэл апп дээр дараах кодыг оруулна уу: TG-5528

Баталгаажуулсны дараа гүйлгээний баримт, сарын тайлан энэ хаягаар ирнэ.
Холбоос 24 цаг хүчинтэй.

TugrikGo · Тусламж: 7272-0909 · help@tugrikgo.mn
`,
    html:
      `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#fff7ec;">
<div style="display:none;font-size:1px;color:#fff7ec;line-height:1px;max-height:0;opacity:0;">Нэг товшилтоор хаягаа баталгаажуулаарай.</div>
<table width="100%" border="0" cellpadding="0" cellspacing="0" style="background:#fff7ec;"><tr><td align="center" style="padding:28px 12px;">
<table width="480" border="0" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:18px;font-family:'Trebuchet MS',Arial,sans-serif;color:#2b2118;">
<tr><td align="center" style="padding:30px 30px 6px;"><img src="https://cdn.tugrikgo.mn/mail/tg-mark.png" alt="TugrikGo" width="64" height="64" style="display:block;"></td></tr>
<tr><td align="center" style="padding:8px 30px;font-size:22px;font-weight:bold;">И-мэйл хаягаа баталгаажуулна уу</td></tr>
<tr><td align="center" style="padding:8px 34px 20px;font-size:14px;line-height:21px;color:#6b5d50;">Та TugrikGo апп-д энэ и-мэйл хаягийг нэмлээ. Баталгаажуулсны дараа гүйлгээний баримт, сарын тайлан энэ хаягаар ирнэ.</td></tr>
<tr><td align="center" style="padding:0 30px 22px;"><a href="https://link.tugrikgo.mn/ls/click?upn=tg_vrf_Q2hLd0x3RnpnZkRq&amp;e=mail" style="display:inline-block;background:#ff7a00;color:#fff;font-size:15px;font-weight:bold;text-decoration:none;padding:14px 36px;border-radius:30px;">Баталгаажуулах</a></td></tr>
<tr><td align="center" style="padding:0 30px 6px;font-size:13px;color:#6b5d50;">Эсвэл апп дээр кодоо оруулна уу</td></tr>
<tr><td align="center" style="padding:0 30px 26px;font-size:26px;font-weight:bold;letter-spacing:3px;color:#2b2118;">TG-5528</td></tr>
<tr><td align="center" style="padding:16px 30px 24px;border-top:1px solid #f1e7db;font-size:11px;color:#a7998b;line-height:17px;">Холбоос 24 цаг хүчинтэй.<br>ТугрикГоу ХХК · Сөүлийн гудамж 21, Улаанбаатар · 7272-0909<br>
<a href="https://tugrikgo.mn/privacy" style="color:#a7998b;">Нууцлал</a> · <a href="https://www.instagram.com/tugrikgo" style="color:#a7998b;">Instagram</a> · <a href="https://www.facebook.com/tugrikgo.mn" style="color:#a7998b;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "tugrikgo",
    group: "negative",
    lang: "mn",
    kind: "payment-received",
    code: null,
    link: null,
    from: "TugrikGo <receipt@tugrikgo.mn>",
    to: HOME,
    subject: "Танд 85,000₮ шилжүүлэг ирлээ",
    date: dt(9, 17, "13:27:19"),
    text: `Танд шилжүүлэг ирлээ

Илгээгч: Батбаяр Г. (9911 ••55)
Дүн: 85,000₮
Утга: хоолны мөнгө, баярлалаа
Гүйлгээний дугаар: TG250917-00482291
Огноо: 2025.09.17 13:27

Хэтэвчийн үлдэгдэл: 212,400₮

TugrikGo
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff7ec;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff7ec;"><tr><td align="center" style="padding:24px 12px;">
<table width="440" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:18px;font-family:'Trebuchet MS',Arial,sans-serif;color:#2b2118;">
<tr><td align="center" style="padding:26px 24px 4px;font-size:13px;color:#6b5d50;">Танд шилжүүлэг ирлээ</td></tr>
<tr><td align="center" style="padding:0 24px 16px;font-size:34px;font-weight:bold;color:#1f9d55;">+85,000₮</td></tr>
<tr><td style="padding:0 28px 20px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#a7998b;">Илгээгч</td><td align="right">Батбаяр Г. (9911 &bull;&bull;55)</td></tr>
<tr><td style="color:#a7998b;">Утга</td><td align="right">хоолны мөнгө, баярлалаа</td></tr>
<tr><td style="color:#a7998b;">Гүйлгээний дугаар</td><td align="right">TG250917-00482291</td></tr>
<tr><td style="color:#a7998b;">Огноо</td><td align="right">2025.09.17 13:27</td></tr>
<tr><td style="color:#a7998b;">Хэтэвчийн үлдэгдэл</td><td align="right">212,400₮</td></tr></table></td></tr>
<tr><td align="center" style="padding:14px 24px 20px;border-top:1px solid #f1e7db;font-size:11px;color:#a7998b;">ТугрикГоу ХХК · 7272-0909 · <a href="https://tugrikgo.mn/help" style="color:#a7998b;">Тусламж</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "tugrikgo",
    group: "negative",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "TugrikGo <news@tugrikgo.mn>",
    to: HOME,
    subject: "Autumn in UB: 10% back at 300+ cafes, plus a gift for you",
    date: dt(10, 2, "11:00:00"),
    text: `TugrikGo | October

10% BACK AT 300+ CAFES
Pay with TugrikGo QR at partner cafes in Ulaanbaatar, Darkhan and Erdenet until 31 October and get 10%
back to your wallet (up to 15,000 MNT per month).

A GIFT FOR YOU
Enter promo code GOBI2025 under Profile > Promo codes to get 5,000 MNT off your next mobile top-up of
20,000 MNT or more. One use per customer, valid until 15 Oct 2025.

NEW: PAY UTILITIES
Electricity, heating and water bills for 9 districts can now be paid in the app.

See all offers: https://link.tugrikgo.mn/ls/click?upn=nl_oct25_offers

TugrikGo LLC, Seoul Street 21, Ulaanbaatar
Unsubscribe: https://link.tugrikgo.mn/unsub?u=a81f22c0
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff7ec;">
<div style="display:none;max-height:0;overflow:hidden;">10% back at partner cafes all October.</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff7ec;"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Trebuchet MS',Arial,sans-serif;color:#2b2118;">
<tr><td><a href="https://link.tugrikgo.mn/ls/click?upn=nl_oct25_hero"><img src="https://cdn.tugrikgo.mn/nl/2025-10/hero-cafes.jpg" width="600" height="260" alt="10% back at 300+ cafes" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:24px 30px 8px;"><h1 style="margin:0 0 8px;font-size:22px;">10% back at 300+ cafes</h1>
<p style="margin:0 0 16px;font-size:14px;line-height:21px;color:#6b5d50;">Pay with TugrikGo QR at partner cafes in Ulaanbaatar, Darkhan and Erdenet until 31 October and get 10% back to your wallet (up to 15,000 MNT per month).</p></td></tr>
<tr><td style="padding:0 30px 18px;"><table width="100%" cellpadding="16" cellspacing="0" style="background:#fff1e0;border:2px dashed #ff7a00;border-radius:10px;"><tr><td align="center">
<div style="font-size:13px;color:#6b5d50;">A gift for you: 5,000 MNT off a top-up of 20,000 MNT+</div>
<div style="font-size:24px;font-weight:bold;letter-spacing:2px;margin-top:6px;">GOBI2025</div>
<div style="font-size:11px;color:#a7998b;margin-top:6px;">Profile &gt; Promo codes · one use · until 15 Oct 2025</div></td></tr></table></td></tr>
<tr><td style="padding:0 30px 22px;"><h2 style="margin:0 0 6px;font-size:17px;">New: pay utilities</h2><p style="margin:0;font-size:14px;color:#6b5d50;">Electricity, heating and water bills for 9 districts can now be paid in the app.</p></td></tr>
<tr><td align="center" style="padding:0 30px 26px;"><a href="https://link.tugrikgo.mn/ls/click?upn=nl_oct25_offers" style="background:#ff7a00;color:#fff;padding:12px 30px;border-radius:30px;text-decoration:none;font-weight:bold;">See all offers</a></td></tr>
<tr><td align="center" style="padding:16px;background:#2b2118;color:#bfb2a5;font-size:11px;">TugrikGo LLC, Seoul Street 21, Ulaanbaatar · <a href="https://link.tugrikgo.mn/unsub?u=a81f22c0" style="color:#bfb2a5;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- QaltaPay (Kazakh wallet app)

const qaltaMails: Mail[] = [
  {
    family: "qaltapay",
    group: "regional",
    lang: "ru",
    kind: "email-change-code",
    code: "831904",
    link: null,
    from: "QaltaPay <noreply@qaltapay.kz>",
    to: HOME,
    subject: "Код для смены e-mail в QaltaPay",
    date: dt(9, 5, "09:12:33", "+0500"),
    text: `Ерлан, вы меняете адрес электронной почты в профиле QaltaPay
на yerlan.abenov87@gmail.com.

Код подтверждения: 831 904

Введите его в приложении в течение 10 минут. Никому не сообщайте код — даже сотрудникам поддержки.
Если это были не вы, откройте приложение и смените ПИН-код.

QaltaPay · ТОО «Калта Технолоджиз» · Астана, пр. Мангилик Ел, 55/20
`,
    html: `<html><body style="margin:0;background:#eef6ff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:Inter,Arial,sans-serif;color:#0b1d33;">
<tr><td style="padding:24px 28px 4px;"><img src="https://qaltapay.kz/static/mail/qalta-logo.png" width="110" alt="QaltaPay"></td></tr>
<tr><td style="padding:12px 28px 6px;font-size:15px;line-height:22px;">Ерлан, вы меняете адрес электронной почты в профиле QaltaPay на <b>yerlan.abenov87@gmail.com</b>.</td></tr>
<tr><td style="padding:10px 28px 4px;font-size:13px;color:#5a6b80;">Код подтверждения</td></tr>
<tr><td style="padding:0 28px 16px;font-size:36px;font-weight:800;letter-spacing:4px;color:#0a66ff;">831&nbsp;904</td></tr>
<tr><td style="padding:0 28px 22px;font-size:13px;line-height:19px;color:#5a6b80;">Введите его в приложении в течение 10 минут. Никому не сообщайте код — даже сотрудникам поддержки. Если это были не вы, откройте приложение и смените ПИН-код.</td></tr>
<tr><td style="padding:14px 28px;background:#f6f9fc;border-radius:0 0 14px 14px;font-size:11px;color:#90a0b3;">ТОО «Калта Технолоджиз» · Астана, пр. Мангилик Ел, 55/20 · <a href="https://qaltapay.kz/ru/support" style="color:#90a0b3;">Поддержка</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "qaltapay",
    group: "negative",
    lang: "kk",
    kind: "cashback-news",
    code: null,
    link: null,
    from: "QaltaPay <news@qaltapay.kz>",
    to: HOME,
    subject: "Қазан айының кэшбэгі: 5% жанармайға, 3% дәріханаларға",
    date: dt(10, 1, "10:30:00", "+0500"),
    text: `Қазан айының кэшбэк санаттары

• Жанармай құю станциялары — 5%
• Дәріханалар — 3%
• Такси және қоғамдық көлік — 2%
• Қалғанының бәрі — 0,5%

Санаттарды 5 қазанға дейін қосымшадағы «Бонустар» бөлімінде таңдаңыз.
Қыркүйек үшін есептелген кэшбэк: 7 412 ₸ — 10 қазанда шотыңызға түседі.

Толығырақ: https://qaltapay.kz/kk/cashback
Хабарламалардан бас тарту: https://qaltapay.kz/unsubscribe?id=77c0e21b
`,
    html: `<html><body style="margin:0;background:#eef6ff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Inter,Arial,sans-serif;color:#0b1d33;">
<tr><td style="background:#0a66ff;padding:26px 28px;color:#fff;"><div style="font-size:13px;opacity:.8;">QaltaPay · Қазан 2025</div><div style="font-size:24px;font-weight:800;margin-top:4px;">Қазан айының кэшбэгі</div></td></tr>
<tr><td style="padding:20px 28px;"><table width="100%" cellpadding="10" cellspacing="0" style="font-size:15px;">
<tr><td>⛽ Жанармай құю станциялары</td><td align="right" style="font-weight:800;color:#0a66ff;">5%</td></tr>
<tr style="background:#f6f9fc;"><td>💊 Дәріханалар</td><td align="right" style="font-weight:800;color:#0a66ff;">3%</td></tr>
<tr><td>🚕 Такси және қоғамдық көлік</td><td align="right" style="font-weight:800;color:#0a66ff;">2%</td></tr>
<tr style="background:#f6f9fc;"><td>Қалғанының бәрі</td><td align="right">0,5%</td></tr></table></td></tr>
<tr><td style="padding:0 28px 18px;font-size:14px;line-height:21px;">Санаттарды <b>5 қазанға</b> дейін қосымшадағы «Бонустар» бөлімінде таңдаңыз. Қыркүйек үшін есептелген кэшбэк: <b>7 412 ₸</b> — 10 қазанда шотыңызға түседі.</td></tr>
<tr><td style="padding:0 28px 24px;"><a href="https://qaltapay.kz/kk/cashback" style="color:#0a66ff;font-weight:bold;">Толығырақ →</a></td></tr>
<tr><td style="padding:14px 28px;background:#f6f9fc;font-size:11px;color:#90a0b3;">«Калта Технолоджиз» ЖШС · Астана · <a href="https://qaltapay.kz/unsubscribe?id=77c0e21b" style="color:#90a0b3;">Хабарламалардан бас тарту</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Tengerlink (Mongolian mobile operator)

const tengerMails: Mail[] = [
  {
    family: "tengerlink-mobile",
    group: "negative",
    lang: "mn",
    kind: "monthly-bill",
    code: null,
    link: null,
    from: "Tengerlink <bill@tengerlink.mn>",
    to: HOME,
    subject: "Таны 9-р сарын төлбөрийн нэхэмжлэл",
    date: dt(10, 3, "09:00:04"),
    text: `Эрхэм хэрэглэгч,

Таны 8811-4729 дугаарын 2025 оны 9-р сарын төлбөрийн нэхэмжлэл бэлэн боллоо.

Багц: Дараа төлбөрт «Уул 40»
Сарын хураамж: 39,900₮
Олон улсын роуминг (Казахстан): 12,600₮
Нэмэлт дата 10GB: 9,900₮
НӨАТ орсон нийт дүн: 62,400₮
Төлөх эцсийн хугацаа: 2025.10.20

Гэрээний дугаар: TL-PP-0558213
Нэхэмжлэлийг хавсралтаас үзнэ үү. Төлбөрөө Tengerlink апп эсвэл банкны аппаар төлөх боломжтой.

Tengerlink · Лавлах 1515
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f2f7;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f0f2f7;"><tr><td align="center" style="padding:22px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#1a1f36;font-size:14px;">
<tr><td style="background:linear-gradient(90deg,#2e1a87,#5b3fd6);background-color:#2e1a87;padding:20px 26px;"><img src="https://www.tengerlink.mn/email/logo-w.png" alt="Tengerlink" width="140" height="30"></td></tr>
<tr><td style="padding:24px 26px 10px;"><p style="margin:0 0 12px;">Эрхэм хэрэглэгч,</p>
<p style="margin:0 0 16px;">Таны <b>8811-4729</b> дугаарын 2025 оны 9-р сарын төлбөрийн нэхэмжлэл бэлэн боллоо.</p></td></tr>
<tr><td style="padding:0 26px;"><table width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:13px;">
<tr style="border-bottom:1px solid #e6e8f0;"><td>Багц: Дараа төлбөрт «Уул 40»</td><td align="right">39,900₮</td></tr>
<tr><td>Олон улсын роуминг (Казахстан)</td><td align="right">12,600₮</td></tr>
<tr><td>Нэмэлт дата 10GB</td><td align="right">9,900₮</td></tr>
<tr style="background:#f4f1ff;"><td><b>НӨАТ орсон нийт дүн</b></td><td align="right"><b>62,400₮</b></td></tr></table></td></tr>
<tr><td style="padding:14px 26px 22px;font-size:13px;color:#555b75;">Төлөх эцсийн хугацаа: <b>2025.10.20</b> · Гэрээний дугаар: TL-PP-0558213<br>Төлбөрөө Tengerlink апп эсвэл банкны аппаар төлөх боломжтой.</td></tr>
<tr><td style="padding:16px 26px;background:#1a1f36;color:#a3a8c3;font-size:11px;">Тэнгэрлинк ХХК · Их Монгол Улсын гудамж 6, Улаанбаатар · Лавлах 1515 ·
<a href="https://apps.apple.com/mn/app/tengerlink/id1520033401" style="color:#a3a8c3;">App Store</a> · <a href="https://play.google.com/store/apps/details?id=mn.tengerlink.selfcare" style="color:#a3a8c3;">Google Play</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
    attachment: [
      "Nekhemjlel_88114729_2025-09.pdf",
      "application/pdf",
      "%PDF-1.4\n% Tengerlink invoice\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "tengerlink-mobile",
    group: "negative",
    lang: "en",
    kind: "roaming-activated",
    code: null,
    link: null,
    from: "Tengerlink <noreply@tengerlink.mn>",
    to: HOME,
    subject: "Your Kazakhstan roaming pack is active",
    date: dt(10, 22, "23:58:40"),
    text: `Welcome to Kazakhstan!

Your roaming pack "Roam Central Asia 7 days" is now active on 8811-4729.

  Includes: 5 GB data, 60 min calls, 50 SMS
  Valid until: 29 Oct 2025, 23:59 (Ulaanbaatar time)
  Price: 19,900 MNT, added to your next bill
  Partner network: KZ-Beeline / Kcell

To check your balance, dial *1515# (free). Out of pack, data is charged at 2,500 MNT per MB.
Tengerlink customer care from abroad: +976 8800 1515

Tengerlink
`,
    html: null,
  },
  {
    family: "tengerlink-mobile",
    group: "regional",
    lang: "mn",
    kind: "login-code",
    code: "4427",
    link: null,
    from: "Tengerlink <noreply@tengerlink.mn>",
    to: HOME,
    subject: "Миний Tengerlink — нэвтрэх код 4427",
    date: dt(9, 19, "07:22:15"),
    text: `Миний Tengerlink веб хуудсанд нэвтрэх код: 4427

Код 3 минут хүчинтэй. Энэ кодыг хэнд ч бүү дамжуулаарай.
Хэрэв та хүсэлт гаргаагүй бол энэ и-мэйлийг тоохгүй орхино уу.

Tengerlink · Лавлах 1515 · www.tengerlink.mn
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f2f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 8px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:Arial,sans-serif;color:#1a1f36;">
<tr><td style="background-color:#2e1a87;border-radius:8px 8px 0 0;padding:16px 22px;"><img src="https://www.tengerlink.mn/email/logo-w.png" alt="Tengerlink" width="120" height="26"></td></tr>
<tr><td style="padding:24px 22px 8px;font-size:14px;">Миний Tengerlink веб хуудсанд нэвтрэх код:</td></tr>
<tr><td align="center" style="padding:8px 22px 18px;"><span style="display:inline-block;font-size:32px;font-weight:bold;letter-spacing:14px;padding:10px 8px 10px 22px;background:#f4f1ff;border-radius:6px;color:#2e1a87;">4427</span></td></tr>
<tr><td style="padding:0 22px 22px;font-size:12px;color:#555b75;line-height:18px;">Код 3 минут хүчинтэй. Энэ кодыг хэнд ч бүү дамжуулаарай. Хэрэв та хүсэлт гаргаагүй бол энэ и-мэйлийг тоохгүй орхино уу.</td></tr>
<tr><td style="padding:12px 22px;background:#f0f2f7;font-size:11px;color:#8a8fa8;border-radius:0 0 8px 8px;">Tengerlink · Лавлах 1515 · <a href="https://www.tengerlink.mn" style="color:#8a8fa8;">www.tengerlink.mn</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Drillmark parts portal (equipment supplier)

function dmPage(body: string): string {
  return `<html><body style="margin:0;background:#2b2b2b;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#2b2b2b;"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1c1c1c;">
<tr><td style="background:#ffcc00;padding:14px 24px;font-weight:bold;font-size:18px;letter-spacing:1px;">DRILLMARK <span style="font-weight:normal;font-size:12px;">PARTS PORTAL</span></td></tr>
<tr><td style="padding:24px;line-height:1.55;">${body}</td></tr>
<tr><td style="padding:14px 24px;background:#f2f2f2;font-size:11px;color:#777;line-height:1.5;">Drillmark Mining Equipment Pte Ltd · 15 Tuas Avenue 8, Singapore 639227 · Mongolia branch: Khan-Uul District, Ulaanbaatar, +976 7000 3131<br>
<a href="https://parts.drillmark.com/support" style="color:#777;">Support</a> · <a href="https://www.drillmark.com/legal/privacy" style="color:#777;">Privacy</a> · © 2025 Drillmark</td></tr>
</table></td></tr></table></body></html>`;
}

const drillmarkMails: Mail[] = [
  {
    family: "drillmark-equipment",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://parts.drillmark.com/invitations/accept?inv=9f31c07e-55d2-4b8a-a0e4-17c2d5b6e901",
    from: "Drillmark Parts Portal <portal@drillmark.com>",
    to: WORK,
    subject: "Batbayar Gantulga invited you to Khuren Tolgoi Copper on Drillmark Parts Portal",
    date: dt(9, 10, "03:41:27"),
    text: `Hi Yerlan,

Batbayar Gantulga (Maintenance Planning) has invited you to join the Khuren Tolgoi Copper account on the
Drillmark Parts Portal as a Requester.

With the portal you can look up parts by machine serial number, check stock at the Ulaanbaatar
warehouse, and raise requisitions for approval.

Accept the invitation:
https://parts.drillmark.com/invitations/accept?inv=9f31c07e-55d2-4b8a-a0e4-17c2d5b6e901

This invitation expires on 24 September 2025.

Fleet on this account: 6 x DM-D65 blasthole drills, 2 x DM-R28 rotary rigs

Drillmark Mining Equipment
`,
    html: dmPage(`<p style="margin:0 0 14px;">Hi Yerlan,</p>
<p style="margin:0 0 14px;"><b>Batbayar Gantulga</b> (Maintenance Planning) has invited you to join the <b>Khuren Tolgoi Copper</b> account on the Drillmark Parts Portal as a <b>Requester</b>.</p>
<p style="margin:0 0 18px;">With the portal you can look up parts by machine serial number, check stock at the Ulaanbaatar warehouse, and raise requisitions for approval.</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 18px;"><tr><td style="background:#1c1c1c;"><a href="https://parts.drillmark.com/invitations/accept?inv=9f31c07e-55d2-4b8a-a0e4-17c2d5b6e901" style="display:inline-block;padding:12px 26px;color:#ffcc00;font-weight:bold;text-decoration:none;">ACCEPT INVITATION</a></td></tr></table>
<p style="margin:0 0 8px;font-size:12px;color:#777;">This invitation expires on 24 September 2025.</p>
<p style="margin:0;font-size:12px;color:#777;">Fleet on this account: 6 &times; DM-D65 blasthole drills, 2 &times; DM-R28 rotary rigs</p>`),
    enc: "qp",
  },
  {
    family: "drillmark-equipment",
    group: "negative",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Drillmark Parts Portal <orders@drillmark.com>",
    to: WORK,
    subject: "Shipped: SO-4471820 (PO KT-PO-25-03316)",
    date: dt(10, 7, "15:12:50"),
    text: `Order SO-4471820 has shipped.

Customer PO: KT-PO-25-03316
Ship to: Khuren Tolgoi Copper LLC, Central Warehouse, Khanbogd soum, Umnugovi

Qty  Part no.         Description                          Unit (USD)
 4   DM-65-0412-B     Rotary head bearing kit              1,860.00
12   DM-BIT-251-TC    Tricone bit 251 mm, TCI              2,945.00
 2   DM-HYD-7720      Feed cylinder seal kit                 412.50

Carrier: Tuushin Freight, road from Erenhot (Zamiin-Uud crossing)
Waybill: TF-ZU-2510-77314
Estimated arrival at site: 14 Oct 2025

Invoice INV-SG-25-118862 will follow from accounts receivable.

Drillmark Mining Equipment
`,
    html: dmPage(`<p style="margin:0 0 10px;font-size:18px;"><b>Order SO-4471820 has shipped</b></p>
<p style="margin:0 0 14px;font-size:13px;color:#555;">Customer PO: KT-PO-25-03316<br>Ship to: Khuren Tolgoi Copper LLC, Central Warehouse, Khanbogd soum, Umnugovi</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:12px;margin:0 0 14px;">
<tr style="background:#1c1c1c;color:#fff;"><th align="left">Qty</th><th align="left">Part no.</th><th align="left">Description</th><th align="right">Unit (USD)</th></tr>
<tr><td>4</td><td>DM-65-0412-B</td><td>Rotary head bearing kit</td><td align="right">1,860.00</td></tr>
<tr style="background:#f7f7f7;"><td>12</td><td>DM-BIT-251-TC</td><td>Tricone bit 251 mm, TCI</td><td align="right">2,945.00</td></tr>
<tr><td>2</td><td>DM-HYD-7720</td><td>Feed cylinder seal kit</td><td align="right">412.50</td></tr></table>
<p style="margin:0 0 6px;font-size:13px;">Carrier: Tuushin Freight, road from Erenhot (Zamiin-Uud crossing)<br>Waybill: <b>TF-ZU-2510-77314</b> &middot; Estimated arrival at site: <b>14 Oct 2025</b></p>
<p style="margin:12px 0 0;font-size:12px;color:#777;">Invoice INV-SG-25-118862 will follow from accounts receivable. <a href="https://parts.drillmark.com/orders/SO-4471820" style="color:#1c1c1c;">Order details</a></p>`),
  },
  {
    family: "drillmark-equipment",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "408177",
    link: null,
    from: "Drillmark Parts Portal <portal@drillmark.com>",
    to: WORK,
    subject: "Your Drillmark sign-in code",
    date: dt(10, 13, "02:05:18"),
    text: `Your Drillmark Parts Portal sign-in code is:

408177

Enter it on the sign-in page to continue. It expires in 15 minutes.
If you didn't try to sign in, you can ignore this email; your password hasn't been used.

Drillmark Mining Equipment
`,
    html: dmPage(`<p style="margin:0 0 14px;">Your Drillmark Parts Portal sign-in code is:</p>
<p style="margin:0 0 18px;font-family:Consolas,monospace;font-size:30px;font-weight:bold;letter-spacing:5px;background:#fff6cc;padding:12px 18px;display:inline-block;">408177</p>
<p style="margin:0 0 10px;">Enter it on the sign-in page to continue. It expires in 15 minutes.</p>
<p style="margin:0;font-size:12px;color:#777;">If you didn't try to sign in, you can ignore this email; your password hasn't been used.</p>`),
  },
];

// ---------------------------------------------------------------- Jinding Mining Machinery (Chinese supplier)

const jindingFoot =
  `<p style="margin:18px 0 0;padding-top:12px;border-top:1px solid #ddd;font-size:11px;color:#888;line-height:1.6;">
洛阳金鼎矿山机械有限公司 Luoyang Jinding Mining Machinery Co., Ltd.<br>
地址：河南省洛阳市涧西区建设路 188 号 · 电话：+86 379 6432 8800 · 传真：+86 379 6432 8801<br>
<a href="https://www.jinding-mm.com" style="color:#888;">www.jinding-mm.com</a></p>`;

const jindingMails: Mail[] = [
  {
    family: "jinding-mining-machinery",
    group: "negative",
    lang: "zh",
    kind: "quotation",
    code: null,
    link: null,
    from: "金鼎矿机 销售部 <sales@jinding-mm.com>",
    to: WORK,
    subject: "报价单 JD-Q2509-0376：球磨机衬板及提升条",
    date: dt(9, 16, "10:48:02"),
    text: `Abenov 先生您好：

感谢贵司询价（询价单号 KT-RFQ-25-0418）。现将球磨机衬板及提升条报价单发送给您，详见附件 PDF。

主要条款：
- 产品：Φ5.5×8.5m 球磨机筒体衬板（Cr-Mo 合金钢）及提升条，共 1 套
- 价格：CIP 扎门乌德，USD 186,400.00（不含蒙古国进口关税及增值税）
- 交货期：收到预付款后 75 天
- 付款方式：30% 预付，70% 见提单副本付款
- 报价有效期：2025 年 10 月 16 日

如需技术图纸或第三方检验报告，请随时联系。

此致
敬礼

王立新 | 国际销售经理
手机 / 微信：+86 138 3790 2216
洛阳金鼎矿山机械有限公司
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:'Microsoft YaHei',SimSun,Arial,sans-serif;font-size:14px;color:#222;line-height:1.7;">
<p>Abenov 先生您好：</p>
<p>感谢贵司询价（询价单号 KT-RFQ-25-0418）。现将球磨机衬板及提升条报价单发送给您，详见附件 PDF。</p>
<p><b>主要条款：</b></p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;border-color:#ccc;font-size:13px;">
<tr><td style="background:#f3f3f3;">产品</td><td>Φ5.5×8.5m 球磨机筒体衬板（Cr-Mo 合金钢）及提升条，共 1 套</td></tr>
<tr><td style="background:#f3f3f3;">价格</td><td>CIP 扎门乌德，USD 186,400.00（不含蒙古国进口关税及增值税）</td></tr>
<tr><td style="background:#f3f3f3;">交货期</td><td>收到预付款后 75 天</td></tr>
<tr><td style="background:#f3f3f3;">付款方式</td><td>30% 预付，70% 见提单副本付款</td></tr>
<tr><td style="background:#f3f3f3;">报价有效期</td><td>2025 年 10 月 16 日</td></tr></table>
<p>如需技术图纸或第三方检验报告，请随时联系。</p>
<p>此致<br>敬礼</p>
<p><b>王立新</b> | 国际销售经理<br>手机 / 微信：+86 138 3790 2216</p>
${jindingFoot}
</body></html>`,
    enc: "b64",
    attachment: [
      "JD-Q2509-0376_报价单.pdf",
      "application/pdf",
      "%PDF-1.6\n% Jinding quotation\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "jinding-mining-machinery",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "736215",
    link: null,
    from: "金鼎矿机客户服务平台 <noreply@service.jinding-mm.com>",
    to: WORK,
    subject: "【金鼎矿机】邮箱验证码",
    date: dt(9, 22, "15:30:11"),
    text: `尊敬的用户：

您正在注册金鼎矿机客户服务平台（备件查询与售后工单），邮箱验证码为：

736215

验证码 10 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。

金鼎矿机客户服务平台
服务热线：400-0379-188（工作日 8:30-17:30）
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Microsoft YaHei',Arial,sans-serif;color:#333;">
<tr><td style="background:#a8071a;padding:16px 30px;color:#fff;font-size:18px;">金鼎矿机 · 客户服务平台</td></tr>
<tr><td style="padding:30px;font-size:14px;line-height:24px;">尊敬的用户：<br>您正在注册金鼎矿机客户服务平台（备件查询与售后工单），邮箱验证码为：</td></tr>
<tr><td style="padding:0 30px;"><span style="font-size:30px;color:#a8071a;font-weight:bold;letter-spacing:6px;">736215</span></td></tr>
<tr><td style="padding:24px 30px 30px;font-size:13px;color:#888;line-height:22px;">验证码 10 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。<br>此邮件由系统自动发送，请勿直接回复。</td></tr>
<tr><td style="padding:14px 30px;background:#fafafa;font-size:12px;color:#999;">服务热线：400-0379-188（工作日 8:30-17:30） · <a href="https://service.jinding-mm.com" style="color:#999;">service.jinding-mm.com</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "jinding-mining-machinery",
    group: "negative",
    lang: "zh",
    kind: "shipment-notice",
    code: null,
    link: null,
    from: "金鼎矿机 物流部 <logistics@jinding-mm.com>",
    to: WORK,
    subject: "发货通知 / Shipment notice — 合同 JD-C25-0912",
    date: dt(10, 20, "17:05:44"),
    text: `Abenov 先生：

合同 JD-C25-0912 项下货物已于 2025 年 10 月 20 日从洛阳工厂发运，详情如下：

货物：球磨机衬板 1 套（共 14 箱，毛重 48.6 吨）
运输方式：公路运输至二连浩特，换装后经扎门乌德口岸入境
车辆/运单号：EL-2025-1020-0315
预计到达扎门乌德：2025 年 10 月 27 日
随货单据：商业发票、装箱单、原产地证（Form E）、质检报告

如有疑问请联系物流专员 刘敏，电话 +86 379 6432 8836。

洛阳金鼎矿山机械有限公司 物流部
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Tenderyard (procurement platform)

const tenderyardMails: Mail[] = [
  {
    family: "tenderyard",
    group: "consumer",
    lang: "en",
    kind: "team-invite",
    code: null,
    link: "https://app.tenderyard.com/join/t_7QxK2mPz?email=yerlan.abenov%40kt-copper.mn",
    from: "Tenderyard <team@tenderyard.com>",
    to: WORK,
    subject: "Join the KT Copper - Mill Consumables team on Tenderyard",
    date: dt(9, 4, "05:16:39"),
    text: `Oyunchimeg Dash invited you to the "KT Copper - Mill Consumables" evaluation team on Tenderyard.

You'll be a Technical Evaluator on:
  RFQ KT-RFQ-25-0418  Ball mill liners and lifter bars (closes 15 Sep 2025, 17:00 ULAT)
  RFQ KT-RFQ-25-0431  Grinding media 125 mm (closes 22 Sep 2025, 17:00 ULAT)

Join the team: https://app.tenderyard.com/join/t_7QxK2mPz?email=yerlan.abenov%40kt-copper.mn

The invitation is valid for 14 days. Evaluators sign a conflict-of-interest declaration on first login.

--
Tenderyard Ltd, 1 Quayside Square, Dublin D02 X576, Ireland
You received this because a Tenderyard workspace admin added your address.
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f8fa;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0">
<tr><td style="padding:0 0 16px;"><img src="https://assets.tenderyard.com/email/wordmark.png" alt="Tenderyard" height="24"></td></tr>
<tr><td style="background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:26px;font-size:14px;line-height:21px;color:#24292f;">
<p style="margin:0 0 14px;"><b>Oyunchimeg Dash</b> invited you to the <b>KT Copper &ndash; Mill Consumables</b> evaluation team.</p>
<p style="margin:0 0 8px;color:#57606a;">You'll be a Technical Evaluator on:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eaeef2;border-radius:4px;margin:0 0 18px;">
<tr><td><code>KT-RFQ-25-0418</code></td><td>Ball mill liners and lifter bars</td><td style="color:#57606a;">closes 15 Sep, 17:00 ULAT</td></tr>
<tr style="background:#f6f8fa;"><td><code>KT-RFQ-25-0431</code></td><td>Grinding media 125 mm</td><td style="color:#57606a;">closes 22 Sep, 17:00 ULAT</td></tr></table>
<a href="https://app.tenderyard.com/join/t_7QxK2mPz?email=yerlan.abenov%40kt-copper.mn" style="display:inline-block;background:#1f883d;color:#fff;padding:9px 18px;border-radius:6px;text-decoration:none;font-weight:600;">Join team</a>
<p style="margin:18px 0 0;font-size:12px;color:#57606a;">The invitation is valid for 14 days. Evaluators sign a conflict-of-interest declaration on first login.</p>
</td></tr>
<tr><td style="padding:16px 4px;font-size:11px;color:#8c959f;">Tenderyard Ltd, 1 Quayside Square, Dublin D02 X576, Ireland · You received this because a Tenderyard workspace admin added your address.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "tenderyard",
    group: "negative",
    lang: "ru",
    kind: "rfq-closing",
    code: null,
    link: null,
    from: "Tenderyard <notifications@tenderyard.com>",
    to: WORK,
    subject: "Напоминание: оценка по KT-RFQ-25-0418 до 19 сентября",
    date: dt(9, 16, "09:00:07"),
    text: `Здравствуйте, Ерлан!

Приём предложений по запросу KT-RFQ-25-0418 «Футеровка и лифтеры шаровой мельницы» закрыт.
Получено предложений: 5 (Китай — 3, Казахстан — 1, Германия — 1).

Ваша техническая оценка ожидается до 19.09.2025, 17:00 (Улан-Батор).
Оценено вами: 0 из 5.

Открыть оценочный лист: https://app.tenderyard.com/w/kt-copper/rfq/KT-RFQ-25-0418/evaluate

Tenderyard · настройки уведомлений: https://app.tenderyard.com/settings/notifications
`,
    html: null,
  },
  {
    family: "tenderyard",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://app.tenderyard.com/auth/magic?token=ml_5c8e01f2b7d94a36ae11",
    from: "Tenderyard <login@tenderyard.com>",
    to: WORK,
    subject: "Sign in to Tenderyard",
    date: dt(10, 15, "01:44:52"),
    text: `Click the link below to sign in to Tenderyard as yerlan.abenov@kt-copper.mn:

https://app.tenderyard.com/auth/magic?token=ml_5c8e01f2b7d94a36ae11

The link can be used once and expires in 10 minutes. It was requested from Ulaanbaatar, MN (Chrome on
Windows). If this wasn't you, ignore this email.

Tenderyard
`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f8fa;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td style="padding:0 0 16px;"><img src="https://assets.tenderyard.com/email/wordmark.png" alt="Tenderyard" height="24"></td></tr>
<tr><td style="background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:26px;font-size:14px;line-height:21px;color:#24292f;">
<p style="margin:0 0 16px;">Click the button below to sign in to Tenderyard as <b>yerlan.abenov@kt-copper.mn</b>.</p>
<a href="https://app.tenderyard.com/auth/magic?token=ml_5c8e01f2b7d94a36ae11" style="display:inline-block;background:#0969da;color:#fff;padding:9px 18px;border-radius:6px;text-decoration:none;font-weight:600;">Sign in to Tenderyard</a>
<p style="margin:18px 0 0;font-size:12px;color:#57606a;">The link can be used once and expires in 10 minutes. It was requested from Ulaanbaatar, MN (Chrome on Windows). If this wasn't you, ignore this email.</p>
</td></tr>
<tr><td style="padding:16px 4px;font-size:11px;color:#8c959f;">Tenderyard Ltd · <a href="https://tenderyard.com/security" style="color:#8c959f;">Security</a> · <a href="https://tenderyard.com/privacy" style="color:#8c959f;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- KazGeoTech Society of Mining Engineers

const kgtMails: Mail[] = [
  {
    family: "kazgeotech-society",
    group: "regional",
    lang: "ru",
    kind: "registration-confirm",
    code: null,
    link: "https://kazgeotech.kz/events/confirm/2025-10-slope-stability/ab7731e0f4",
    from: "KazGeoTech <events@kazgeotech.kz>",
    to: HOME,
    subject: "Подтвердите регистрацию: вебинар «Устойчивость бортов глубоких карьеров»",
    date: dt(10, 4, "14:21:30", "+0500"),
    text: `Уважаемый Ерлан Абенов!

Вы зарегистрировались на вебинар КазГеоТех:

  «Устойчивость бортов глубоких карьеров: мониторинг радаром и InSAR»
  Дата: 16 октября 2025, 15:00 (Алматы) / 18:00 (Улан-Батор)
  Докладчики: д.т.н. А. Ж. Сейткали, Dr. M. Rowe
  Для членов общества — бесплатно, 2 балла НПР (CPD)

Чтобы закрепить за собой место, подтвердите регистрацию:
https://kazgeotech.kz/events/confirm/2025-10-slope-stability/ab7731e0f4

Неподтверждённые регистрации аннулируются за 48 часов до начала.
Ссылку на трансляцию пришлём накануне.

Общество горных инженеров «КазГеоТех»
050040, г. Алматы, ул. Сатпаева, 22, офис 305 · +7 727 292 44 10
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ececec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,'Times New Roman',serif;color:#202020;font-size:15px;">
<tr><td style="padding:20px 28px;border-bottom:2px solid #7a1f1f;"><img src="https://kazgeotech.kz/img/kgt-emblem.png" width="46" height="46" alt="КазГеоТех" style="vertical-align:middle;"> <span style="font-size:17px;vertical-align:middle;">Общество горных инженеров «КазГеоТех»</span></td></tr>
<tr><td style="padding:24px 28px;line-height:1.6;">
<p style="margin:0 0 14px;">Уважаемый Ерлан Абенов!</p>
<p style="margin:0 0 14px;">Вы зарегистрировались на вебинар:</p>
<p style="margin:0 0 16px;padding:14px 16px;background:#f7f2ea;font-family:Arial,sans-serif;font-size:14px;"><b>«Устойчивость бортов глубоких карьеров: мониторинг радаром и InSAR»</b><br>16 октября 2025, 15:00 (Алматы) / 18:00 (Улан-Батор)<br>Докладчики: д.т.н. А. Ж. Сейткали, Dr. M. Rowe<br>Для членов общества — бесплатно, 2 балла НПР (CPD)</p>
<p style="margin:0 0 18px;">Чтобы закрепить за собой место, подтвердите регистрацию:</p>
<p style="margin:0 0 18px;"><a href="https://kazgeotech.kz/events/confirm/2025-10-slope-stability/ab7731e0f4" style="background:#7a1f1f;color:#fff;padding:11px 24px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;">Подтвердить участие</a></p>
<p style="margin:0;font-size:13px;color:#666;">Неподтверждённые регистрации аннулируются за 48 часов до начала. Ссылку на трансляцию пришлём накануне.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f4f4f4;font-family:Arial,sans-serif;font-size:11px;color:#888;">050040, г. Алматы, ул. Сатпаева, 22, офис 305 · +7 727 292 44 10 · <a href="https://kazgeotech.kz" style="color:#888;">kazgeotech.kz</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "kazgeotech-society",
    group: "negative",
    lang: "en",
    kind: "membership-renewal",
    code: null,
    link: null,
    from: "KazGeoTech Membership <members@kazgeotech.kz>",
    to: HOME,
    subject: "Your 2025 membership receipt and CPD summary",
    date: dt(9, 9, "10:02:11", "+0500"),
    text: `Dear Yerlan,

Thank you for renewing your membership of the KazGeoTech Society of Mining Engineers.

Member no.:      KGT-M-01884
Grade:           Member (MKGT), Chartered Mining Engineer
Period:          1 Sep 2025 - 31 Aug 2026
Fee paid:        38,000 KZT (card •••• 9106, 8 Sep 2025)
Receipt no.:     KGT-R-25-2291

CPD this cycle:  24 of 35 hours logged (deadline 31 Aug 2026)

Your membership certificate can be downloaded from the members' area at any time.

With regards,
Membership Office, KazGeoTech
22 Satpayev St, office 305, Almaty 050040, Kazakhstan
`,
    html: null,
  },
  {
    family: "kazgeotech-society",
    group: "negative",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "KazGeoTech Bulletin <bulletin@kazgeotech.kz>",
    to: HOME,
    subject: "KazGeoTech Bulletin No. 41: tailings standard consultation, Balkhash field trip",
    date: dt(10, 24, "12:00:00", "+0500"),
    text: `KAZGEOTECH BULLETIN - No. 41 - October 2025

1. Consultation: national tailings facility standard
   The draft of ST RK 3891 is open for comments until 30 November. Members' working group meets
   online on 6 Nov.

2. Field trip: Balkhash concentrator, 14-15 November
   24 places, 95,000 KZT including transport from Karaganda. Bookings open 1 Nov.

3. New members this month: 17 (including 4 from Mongolia)

4. Job board: Senior Geotechnical Engineer (Aktogay), Drill & Blast Superintendent (Oyut)

Read online: https://kazgeotech.kz/bulletin/41
Manage subscription: https://kazgeotech.kz/bulletin/unsubscribe?m=KGT-M-01884
`,
    html: `<html><body style="margin:0;background:#ececec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 8px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#202020;">
<tr><td style="padding:18px 26px;background:#7a1f1f;color:#fff;"><span style="font-size:22px;">KazGeoTech Bulletin</span><br><span style="font-size:12px;font-family:Arial,sans-serif;">No. 41 &middot; October 2025</span></td></tr>
<tr><td style="padding:20px 26px;font-size:14px;line-height:1.6;">
<h3 style="margin:0 0 4px;font-size:16px;">Consultation: national tailings facility standard</h3>
<p style="margin:0 0 16px;">The draft of ST RK 3891 is open for comments until 30 November. Members' working group meets online on 6 Nov.</p>
<h3 style="margin:0 0 4px;font-size:16px;">Field trip: Balkhash concentrator, 14&ndash;15 November</h3>
<p style="margin:0 0 16px;">24 places, 95,000 KZT including transport from Karaganda. Bookings open 1 Nov.</p>
<h3 style="margin:0 0 4px;font-size:16px;">New members this month</h3>
<p style="margin:0 0 16px;">17, including 4 from Mongolia. Welcome!</p>
<h3 style="margin:0 0 4px;font-size:16px;">Job board</h3>
<p style="margin:0 0 16px;">Senior Geotechnical Engineer (Aktogay) &middot; Drill &amp; Blast Superintendent (Oyut) &middot; <a href="https://kazgeotech.kz/jobs" style="color:#7a1f1f;">all vacancies</a></p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f4f4f4;font-family:Arial,sans-serif;font-size:11px;color:#888;"><a href="https://kazgeotech.kz/bulletin/41" style="color:#888;">Read online</a> &middot; <a href="https://kazgeotech.kz/bulletin/unsubscribe?m=KGT-M-01884" style="color:#888;">Manage subscription</a> &middot; 22 Satpayev St, Almaty 050040</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Tauar.kz (online shop)

const tauarMails: Mail[] = [
  {
    family: "tauar-kz",
    group: "negative",
    lang: "ru",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Tauar.kz <order@tauar.kz>",
    to: HOME,
    subject: "Заказ № 60-218-4471 передан в доставку",
    date: dt(10, 23, "17:40:26", "+0500"),
    text: `Ерлан, ваш заказ № 60-218-4471 передан в доставку.

Состав заказа:
  Термобельё мужское Nordway, р. L — 2 шт. × 14 990 ₸
  Ботинки рабочие S3 «Барс», р. 43 — 1 шт. × 32 500 ₸
  Налобный фонарь Fenix HM50R — 1 шт. × 27 900 ₸
Итого: 90 380 ₸ (оплачено картой •••• 9106)

Способ получения: пункт выдачи Tauar, Алматы, мкр. Самал-2, д. 58
Ожидаемая дата: 25 октября 2025

Когда заказ поступит в пункт выдачи, мы пришлём код для получения.

Tauar.kz · 8 800 080 11 22
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#222;">
<tr><td style="padding:16px 24px;border-bottom:1px solid #eee;"><img src="https://tauar.kz/i/mail/logo.png" alt="Tauar.kz" width="110"></td></tr>
<tr><td style="padding:22px 24px 8px;"><p style="margin:0 0 6px;font-size:19px;font-weight:bold;">Заказ передан в доставку</p><p style="margin:0;color:#777;">№ 60-218-4471 · ожидаемая дата 25 октября 2025</p></td></tr>
<tr><td style="padding:12px 24px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #eee;"><td>Термобельё мужское Nordway, р. L</td><td>2 шт.</td><td align="right">29 980 ₸</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Ботинки рабочие S3 «Барс», р. 43</td><td>1 шт.</td><td align="right">32 500 ₸</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Налобный фонарь Fenix HM50R</td><td>1 шт.</td><td align="right">27 900 ₸</td></tr>
<tr><td colspan="2"><b>Итого</b> (картой &bull;&bull;&bull;&bull; 9106)</td><td align="right"><b>90 380 ₸</b></td></tr></table></td></tr>
<tr><td style="padding:8px 24px 20px;font-size:13px;color:#555;">Пункт выдачи Tauar: Алматы, мкр. Самал-2, д. 58 (ежедневно 10:00–21:00).<br>Когда заказ поступит в пункт выдачи, мы пришлём код для получения.</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#999;">ТОО «Тауар Маркет» · 8 800 080 11 22 · <a href="https://tauar.kz/help" style="color:#999;">Помощь</a> · <a href="https://tauar.kz/account/orders/60-218-4471" style="color:#999;">Мои заказы</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "tauar-kz",
    group: "regional",
    lang: "kk",
    kind: "pickup-code",
    code: "519037",
    link: null,
    from: "Tauar.kz <order@tauar.kz>",
    to: HOME,
    subject: "Тапсырысыңыз беру пунктінде күтіп тұр",
    date: dt(10, 25, "11:03:48", "+0500"),
    text: `Ерлан, № 60-218-4471 тапсырысыңыз беру пунктіне жетті.

Мекенжай: Алматы, Самал-2 ықшамауданы, 58-үй (күн сайын 10:00–21:00)
Алу коды: 519 037

Кодты беру пунктінің қызметкеріне айтыңыз. Тапсырыс 5 күн сақталады — 30 қазанға дейін.

Tauar.kz · 8 800 080 11 22
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#222;">
<tr><td style="padding:16px 24px;border-bottom:1px solid #eee;"><img src="https://tauar.kz/i/mail/logo.png" alt="Tauar.kz" width="110"></td></tr>
<tr><td style="padding:22px 24px 6px;">Ерлан, № 60-218-4471 тапсырысыңыз беру пунктіне жетті.</td></tr>
<tr><td style="padding:10px 24px;"><table cellpadding="0" cellspacing="4"><tr>
<td style="background:#ffe6e0;color:#e0391b;font-size:26px;font-weight:bold;width:34px;text-align:center;padding:8px 0;">5</td>
<td style="background:#ffe6e0;color:#e0391b;font-size:26px;font-weight:bold;width:34px;text-align:center;padding:8px 0;">1</td>
<td style="background:#ffe6e0;color:#e0391b;font-size:26px;font-weight:bold;width:34px;text-align:center;padding:8px 0;">9</td>
<td style="background:#ffe6e0;color:#e0391b;font-size:26px;font-weight:bold;width:34px;text-align:center;padding:8px 0;">0</td>
<td style="background:#ffe6e0;color:#e0391b;font-size:26px;font-weight:bold;width:34px;text-align:center;padding:8px 0;">3</td>
<td style="background:#ffe6e0;color:#e0391b;font-size:26px;font-weight:bold;width:34px;text-align:center;padding:8px 0;">7</td>
</tr></table><div style="font-size:12px;color:#777;margin-top:4px;">Алу коды</div></td></tr>
<tr><td style="padding:10px 24px 20px;font-size:13px;color:#555;line-height:1.6;">Мекенжай: Алматы, Самал-2 ықшамауданы, 58-үй (күн сайын 10:00–21:00)<br>Кодты беру пунктінің қызметкеріне айтыңыз. Тапсырыс 5 күн сақталады — 30 қазанға дейін.</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#999;">«Тауар Маркет» ЖШС · 8 800 080 11 22 · <a href="https://tauar.kz/kk/help" style="color:#999;">Көмек</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Temir Gym (Almaty)

const temirMails: Mail[] = [
  {
    family: "temir-gym",
    group: "regional",
    lang: "ru",
    kind: "booking-confirm",
    code: null,
    link: "https://temirgym.kz/r/c?b=771204&h=f0e9a1",
    from: "Temir Gym <booking@temirgym.kz>",
    to: HOME,
    subject: "Подтвердите запись: функциональный тренинг, 27 октября 19:30",
    date: dt(10, 25, "22:14:05", "+0500"),
    text: `Ерлан, вы записались на групповое занятие:

  Функциональный тренинг (тренер Асель Н.)
  Понедельник, 27 октября 2025, 19:30–20:30
  Temir Gym Самал, зал 2

Мест в группе осталось: 3. Подтвердите запись до 26 октября, 20:00, иначе место уйдёт следующему в листе ожидания:
https://temirgym.kz/r/c?b=771204&h=f0e9a1

Отменить занятие без списания можно не позднее чем за 6 часов.

Temir Gym · ул. Жолдасбекова, 9а · +7 727 311 00 99
`,
    html: `<html><body style="margin:0;background:#111;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#111;"><tr><td align="center" style="padding:24px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#1c1c1c;font-family:Arial,sans-serif;color:#eaeaea;font-size:14px;">
<tr><td style="padding:20px 26px;font-size:22px;font-weight:900;letter-spacing:3px;color:#ff4d2e;">TEMIR<span style="color:#fff;">GYM</span></td></tr>
<tr><td style="padding:0 26px 10px;">Ерлан, вы записались на групповое занятие:</td></tr>
<tr><td style="padding:0 26px 16px;"><table width="100%" cellpadding="12" cellspacing="0" style="background:#262626;border-left:4px solid #ff4d2e;"><tr><td style="color:#eaeaea;line-height:1.6;">
<b>Функциональный тренинг</b> (тренер Асель Н.)<br>Пн, 27 октября 2025, 19:30–20:30<br>Temir Gym Самал, зал 2</td></tr></table></td></tr>
<tr><td style="padding:0 26px 16px;line-height:1.5;">Мест в группе осталось: <b>3</b>. Подтвердите запись до 26 октября, 20:00, иначе место уйдёт следующему в листе ожидания.</td></tr>
<tr><td style="padding:0 26px 20px;"><a href="https://temirgym.kz/r/c?b=771204&amp;h=f0e9a1" style="display:inline-block;background:#ff4d2e;color:#fff;font-weight:bold;padding:12px 28px;text-decoration:none;text-transform:uppercase;">Подтверждаю</a></td></tr>
<tr><td style="padding:0 26px 20px;font-size:12px;color:#9a9a9a;">Отменить занятие без списания можно не позднее чем за 6 часов.</td></tr>
<tr><td style="padding:14px 26px;background:#0c0c0c;font-size:11px;color:#777;">ул. Жолдасбекова, 9а, Алматы · +7 727 311 00 99 · <a href="https://instagram.com/temirgym.almaty" style="color:#777;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "temir-gym",
    group: "negative",
    lang: "ru",
    kind: "membership-frozen",
    code: null,
    link: null,
    from: "Temir Gym <info@temirgym.kz>",
    to: HOME,
    subject: "Абонемент заморожен с 8 по 21 октября",
    date: dt(10, 7, "10:15:40", "+0500"),
    text: `Ерлан, добрый день!

По вашей заявке абонемент «Безлимит 12 месяцев» (№ TG-A-20931) заморожен.

Период заморозки: 08.10.2025 – 21.10.2025 (14 дней)
Осталось дней заморозки в этом году: 28 из 60
Новая дата окончания абонемента: 19.05.2026

Хорошей вахты! Ждём вас 22 октября.

Temir Gym · +7 727 311 00 99
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Daeyang Hydraulics (Korean supplier)

const daeyangMails: Mail[] = [
  {
    family: "daeyang-hydraulics",
    group: "negative",
    lang: "ko",
    kind: "quotation",
    code: null,
    link: null,
    from: "대양유압 해외영업팀 <export@daeyang-hyd.co.kr>",
    to: WORK,
    subject: "[대양유압] 견적서 송부 DY-QT-250930-07 (유압 브레이커 부품)",
    date: dt(9, 30, "16:22:08", "+0900"),
    text: `Abenov 님께,

안녕하십니까. 대양유압 해외영업팀 김성훈입니다.
문의하신 유압 브레이커 DYB-3000 예비 부품에 대한 견적서를 첨부와 같이 송부드립니다.

- 견적번호: DY-QT-250930-07
- 품목: 치즐(Chisel) 4EA, 프론트 커버 부싱 6EA, 씰 키트 10SET
- 합계: USD 23,860.00 (FCA 인천항)
- 납기: 발주 후 4주
- 유효기간: 2025년 10월 31일까지

궁금하신 점은 언제든지 연락 주십시오.

감사합니다.
김성훈 과장 | 해외영업팀
대양유압(주) · 경상남도 창원시 성산구 공단로 271
T. +82 55 286 4410 · M. +82 10 4472 9031
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:'Malgun Gothic','맑은 고딕',Arial,sans-serif;font-size:13px;color:#222;line-height:1.7;">
<p>Abenov 님께,</p>
<p>안녕하십니까. 대양유압 해외영업팀 김성훈입니다.<br>문의하신 유압 브레이커 DYB-3000 예비 부품에 대한 견적서를 첨부와 같이 송부드립니다.</p>
<ul><li>견적번호: DY-QT-250930-07</li><li>품목: 치즐(Chisel) 4EA, 프론트 커버 부싱 6EA, 씰 키트 10SET</li>
<li>합계: <b>USD 23,860.00</b> (FCA 인천항)</li><li>납기: 발주 후 4주</li><li>유효기간: 2025년 10월 31일까지</li></ul>
<p>궁금하신 점은 언제든지 연락 주십시오.</p>
<p>감사합니다.</p>
<table cellpadding="0" cellspacing="0" style="border-top:2px solid #004a9f;padding-top:8px;font-size:12px;color:#555;"><tr><td style="padding-top:8px;">
<b style="color:#004a9f;">김성훈 과장</b> | 해외영업팀<br>대양유압(주) · 경상남도 창원시 성산구 공단로 271<br>T. +82 55 286 4410 · M. +82 10 4472 9031 · <a href="http://www.daeyang-hyd.co.kr" style="color:#004a9f;">www.daeyang-hyd.co.kr</a></td></tr></table>
</body></html>`,
    enc: "b64",
    attachment: [
      "DY-QT-250930-07.pdf",
      "application/pdf",
      "%PDF-1.4\n% Daeyang quotation\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "daeyang-hydraulics",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "582460",
    link: null,
    from: "대양유압 파트너포털 <no-reply@partner.daeyang-hyd.co.kr>",
    to: WORK,
    subject: "[대양유압 파트너포털] 이메일 인증번호 안내",
    date: dt(10, 2, "09:47:31", "+0900"),
    text: `대양유압 파트너포털 회원가입을 위한 이메일 인증번호입니다.

인증번호: 582460

화면에 인증번호를 입력해 주세요. 인증번호는 발송 후 5분간 유효합니다.
본인이 요청하지 않은 경우 이 메일을 무시하셔도 됩니다.

※ 본 메일은 발신 전용입니다. 문의: partner@daeyang-hyd.co.kr / 055-286-4400
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f4f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #004a9f;font-family:'Malgun Gothic',Arial,sans-serif;color:#333;">
<tr><td style="padding:26px 32px 8px;font-size:18px;font-weight:bold;">이메일 인증번호 안내</td></tr>
<tr><td style="padding:6px 32px 18px;font-size:14px;line-height:22px;">대양유압 파트너포털 회원가입을 위한 이메일 인증번호입니다.<br>아래 인증번호를 화면에 입력해 주세요.</td></tr>
<tr><td style="padding:0 32px;"><table width="100%" cellpadding="18" cellspacing="0" style="background:#f2f6fc;"><tr><td align="center" style="font-size:30px;font-weight:bold;color:#004a9f;letter-spacing:6px;">582460</td></tr></table></td></tr>
<tr><td style="padding:16px 32px 26px;font-size:12px;color:#888;line-height:20px;">인증번호는 발송 후 5분간 유효합니다. 본인이 요청하지 않은 경우 이 메일을 무시하셔도 됩니다.</td></tr>
<tr><td style="padding:14px 32px;background:#f7f7f7;font-size:11px;color:#999;">※ 본 메일은 발신 전용입니다. 문의: partner@daeyang-hyd.co.kr / 055-286-4400<br>Copyright © 2025 DAEYANG HYDRAULICS Co., Ltd. All rights reserved.</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Oshima Kenki Parts (Japanese parts shop)

const oshimaMails: Mail[] = [
  {
    family: "oshima-kenki-parts",
    group: "negative",
    lang: "ja",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "大島建機パーツ オンラインストア <shop@oshima-kenki.jp>",
    to: WORK,
    subject: "【大島建機パーツ】ご注文ありがとうございます（注文番号 OK-250918-1142）",
    date: dt(9, 18, "14:09:27", "+0900"),
    text: `Yerlan Abenov 様

この度は大島建機パーツ オンラインストアをご利用いただき、誠にありがとうございます。
以下の内容でご注文を承りました。

━━━━━━━━━━━━━━━━━━━━━━
■ 注文番号：OK-250918-1142
■ 注文日時：2025年9月18日 14:09
━━━━━━━━━━━━━━━━━━━━━━
品番 600-185-4100 エアクリーナーエレメント（外側）  × 8  単価 ¥18,700
品番 600-185-4110 エアクリーナーエレメント（内側）  × 8  単価 ¥9,350
品番 6754-71-6120 燃料フィルタ                        × 12 単価 ¥4,620
----------------------------------------------
小計        ¥279,840
海外発送料  ¥38,500（EMS／モンゴル宛）
合計        ¥318,340（免税・輸出扱い）

お支払方法：銀行振込（前払い）
お振込期限：2025年9月25日

お振込確認後、3営業日以内に発送いたします。

大島建機パーツ株式会社
〒065-0043 北海道札幌市東区苗穂町 13 丁目 2-8
TEL 011-753-2290（平日 9:00〜17:30）
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Nordpumpen (German pump service)

const nordpumpenMails: Mail[] = [
  {
    family: "nordpumpen-service",
    group: "negative",
    lang: "de",
    kind: "service-report",
    code: null,
    link: null,
    from: "Nordpumpen Service <service@nordpumpen.de>",
    to: WORK,
    subject: "Servicebericht SB-25-3318: Schlammpumpe NP-SL 450, Aufbereitung KT",
    date: dt(10, 17, "08:52:40", "+0200"),
    text: `Sehr geehrter Herr Abenov,

anbei erhalten Sie den Servicebericht zum Einsatz unseres Technikers Herrn J. Albrecht vom 13. bis
15. Oktober 2025 an der Schlammpumpe NP-SL 450 (Seriennr. 450-21-0877), Aufbereitungsanlage Khanbogd.

Kurzfassung:
- Laufrad und Verschleißplatte saugseitig getauscht (Betriebsstunden: 6.940 h)
- Gleitringdichtung erneuert, Spaltmaß auf 0,8 mm eingestellt
- Schwingungsmessung nach Inbetriebnahme: 2,1 mm/s (zulässig: 4,5 mm/s)
- Empfehlung: nächste Inspektion nach 3.000 h bzw. spätestens April 2026

Die Rechnung (Auftrag NP-A-25-1190) folgt separat über die Buchhaltung.

Mit freundlichen Grüßen
Katrin Vogel
Service-Koordination Export

Nordpumpen GmbH · Am Stichkanal 14 · 28197 Bremen · Tel. +49 421 540 77-0
Amtsgericht Bremen HRB 31877 · Geschäftsführer: Dr. Henning Stührmann
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Calibri,Arial,sans-serif;font-size:14px;color:#1f1f1f;line-height:1.5;">
<p>Sehr geehrter Herr Abenov,</p>
<p>anbei erhalten Sie den Servicebericht zum Einsatz unseres Technikers Herrn J. Albrecht vom 13. bis 15. Oktober 2025 an der Schlammpumpe NP-SL 450 (Seriennr. 450-21-0877), Aufbereitungsanlage Khanbogd.</p>
<p><b>Kurzfassung:</b></p>
<ul>
<li>Laufrad und Verschleißplatte saugseitig getauscht (Betriebsstunden: 6.940&nbsp;h)</li>
<li>Gleitringdichtung erneuert, Spaltmaß auf 0,8&nbsp;mm eingestellt</li>
<li>Schwingungsmessung nach Inbetriebnahme: 2,1&nbsp;mm/s (zulässig: 4,5&nbsp;mm/s)</li>
<li>Empfehlung: nächste Inspektion nach 3.000&nbsp;h bzw. spätestens April 2026</li></ul>
<p>Die Rechnung (Auftrag NP-A-25-1190) folgt separat über die Buchhaltung.</p>
<p>Mit freundlichen Grüßen<br>Katrin Vogel<br>Service-Koordination Export</p>
<p style="font-size:11px;color:#777;border-top:1px solid #ccc;padding-top:6px;">Nordpumpen GmbH &middot; Am Stichkanal 14 &middot; 28197 Bremen &middot; Tel. +49 421 540 77-0 &middot; <a href="https://www.nordpumpen.de" style="color:#777;">www.nordpumpen.de</a><br>Amtsgericht Bremen HRB 31877 &middot; Geschäftsführer: Dr. Henning Stührmann</p>
</body></html>`,
    enc: "qp",
    attachment: [
      "Servicebericht_SB-25-3318.pdf",
      "application/pdf",
      "%PDF-1.7\n% Nordpumpen service report\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

export const mails: Mail[] = [
  ...ktMails,
  ...govishiftMails,
  ...safeterraMails,
  ...khangaiMails,
  ...tumenMails,
  ...kokzhiekMails,
  ...tugrikMails,
  ...qaltaMails,
  ...tengerMails,
  ...drillmarkMails,
  ...jindingMails,
  ...tenderyardMails,
  ...kgtMails,
  ...tauarMails,
  ...temirMails,
  ...daeyangMails,
  ...oshimaMails,
  ...nordpumpenMails,
];
