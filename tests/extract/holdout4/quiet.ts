/**
 * Mail that asks the reader for nothing (`code: null`, `link: null`) but looks like action mail:
 * social and marketplace notifications, job alerts, receipts and payment alerts with authorization
 * numbers, eSIM/ICCID/PUK receipts, tickets, results, refunds, reminders and patch notes, in many
 * languages and scripts.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const WD = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date with the right weekday. */
function d(y: number, m: number, day: number, time: string, tz = "+0000"): string {
  const wd = WD[new Date(Date.UTC(y, m - 1, day)).getUTCDay()];
  return `${wd}, ${String(day).padStart(2, "0")} ${MON[m - 1]} ${y} ${time} ${tz}`;
}

/** A bulletproof table button. */
function btn(href: string, label: string, bg: string, fg = "#ffffff", radius = 4): string {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:0 auto;">
<tr><td align="center" bgcolor="${bg}" style="border-radius:${radius}px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:${fg};text-decoration:none;border-radius:${radius}px;">${label}</a>
</td></tr></table>`;
}

/** The hidden preview line most senders put first. */
function pre(s: string): string {
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:#ffffff;opacity:0;">${s}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`;
}

/** A centred one-column page: preheader, header cell, body cell, footer cell. */
function page(o: {
  lang: string;
  title: string;
  preheader: string;
  header: string;
  body: string;
  footer: string;
  bg?: string;
  width?: number;
  dir?: "rtl" | "ltr";
  font?: string;
}): string {
  const bg = o.bg ?? "#f2f3f5";
  const w = o.width ?? 600;
  const dir = o.dir ?? "ltr";
  const font = o.font ?? "Arial,Helvetica,sans-serif";
  return `<!DOCTYPE html>
<html lang="${o.lang}" dir="${dir}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${o.title}</title>
<style type="text/css">
body{margin:0;padding:0;-webkit-text-size-adjust:100%;}
table{border-collapse:collapse;}
img{border:0;outline:none;text-decoration:none;}
@media only screen and (max-width:620px){.container{width:100% !important;}.px{padding-left:16px !important;padding-right:16px !important;}}
</style>
</head>
<body style="margin:0;padding:0;background-color:${bg};" dir="${dir}">
${pre(o.preheader)}
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" bgcolor="${bg}">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" class="container" width="${w}" border="0" cellpadding="0" cellspacing="0" style="width:${w}px;max-width:${w}px;background-color:#ffffff;font-family:${font};">
<tr><td class="px" style="padding:0;">${o.header}</td></tr>
<tr><td class="px" style="padding:28px 36px;font-size:15px;line-height:22px;color:#222222;">
${o.body}
</td></tr>
<tr><td class="px" style="padding:20px 36px 28px 36px;font-size:12px;line-height:18px;color:#8a8f98;background-color:#fafafa;">
${o.footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export const mails: Mail[] = [
  // ---------------------------------------------------------------- gatherly (social network)
  {
    family: "gatherly-social",
    group: "consumer",
    lang: "en",
    kind: "social-like",
    code: null,
    link: null,
    from: "Gatherly <notify@mail.gatherly.social>",
    subject: "Priya Raman and 14 others liked your photo",
    date: d(2026, 10, 4, "19:42:07", "+0000"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://gatherly.social/settings/email/unsub?t=eyJ1IjoiOTQ4MjEifQ>"]],
    text: `Priya Raman and 14 others liked your photo

"Sunday hike up Blackcomb, finally made it to the top!"

Priya Raman: "That view though 😍"
Tom Beckett and 13 others also liked it.

See your photo: https://gatherly.social/l/p/8830914521?src=email_like&n=15

You've got 3 new notifications since Friday.

---
You're receiving this because notifications for likes are on.
Manage email notifications: https://gatherly.social/settings/email
Gatherly Inc., 500 Harbour Street, Suite 1200, Vancouver, BC V6C 3E1, Canada
`,
    html: page({
      lang: "en",
      title: "Gatherly",
      preheader: 'Priya Raman: "That view though 😍"',
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:18px 36px;border-bottom:1px solid #eceef1;"><img src="https://static.gatherly.social/email/logo-wordmark@2x.png" width="112" height="28" alt="Gatherly"></td><td align="right" style="padding:18px 36px;border-bottom:1px solid #eceef1;"><img src="https://static.gatherly.social/avatars/sam_r_48.jpg" width="32" height="32" alt="" style="border-radius:16px;"></td></tr></table>`,
      body: `<table role="presentation" width="100%"><tr>
<td width="56" valign="top"><img src="https://static.gatherly.social/avatars/priya_raman_96.jpg" width="48" height="48" alt="Priya Raman" style="border-radius:24px;"></td>
<td valign="top" style="font-size:16px;line-height:23px;"><strong>Priya Raman</strong> and <strong>14 others</strong> liked your photo.<br><span style="color:#6b7280;font-size:13px;">Sunday at 4:12 PM</span></td>
</tr></table>
<table role="presentation" width="100%" style="margin:20px 0;border:1px solid #eceef1;border-radius:8px;"><tr><td style="padding:0;"><a href="https://gatherly.social/l/p/8830914521?src=email_like&amp;n=15"><img src="https://media.gatherly.social/p/8830914521/w528.jpg" width="526" alt="Sunday hike up Blackcomb" style="display:block;width:100%;border-radius:8px 8px 0 0;"></a></td></tr>
<tr><td style="padding:12px 16px;font-size:14px;color:#374151;">&ldquo;Sunday hike up Blackcomb, finally made it to the top!&rdquo;</td></tr>
<tr><td style="padding:0 16px 14px 16px;font-size:14px;"><strong>Priya Raman</strong> That view though 😍</td></tr></table>
${btn("https://gatherly.social/l/p/8830914521?src=email_like&amp;n=15", "See photo", "#2f6fed", "#ffffff", 20)}
<p style="text-align:center;font-size:13px;color:#6b7280;margin-top:18px;">You have <strong>3</strong> new notifications since Friday.</p>`,
      footer:
        `This message was sent to sam.reader@inbox.example. You're receiving it because notifications for likes are on.<br>
<a href="https://gatherly.social/settings/email" style="color:#8a8f98;">Notification settings</a> &middot; <a href="https://gatherly.social/settings/email/unsub?t=eyJ1IjoiOTQ4MjEifQ" style="color:#8a8f98;">Unsubscribe</a> &middot; <a href="https://gatherly.social/privacy" style="color:#8a8f98;">Privacy</a><br>
Gatherly Inc., 500 Harbour Street, Suite 1200, Vancouver, BC V6C 3E1, Canada`,
    }),
  },
  {
    family: "gatherly-social",
    group: "consumer",
    lang: "en",
    kind: "friend-request",
    code: null,
    link: null,
    from: "Gatherly <notify@mail.gatherly.social>",
    subject: "Daniel Okafor wants to connect on Gatherly",
    date: d(2026, 10, 9, "07:15:40", "+0000"),
    enc: "qp",
    text: `Daniel Okafor sent you a friend request

Daniel Okafor
Works at Northline Logistics · Lives in Calgary
12 mutual friends, including Priya Raman and Tom Beckett

See request: https://gatherly.social/friends/requests?ref=em_fr&rid=55109283

You have 2 pending friend requests.

---
Didn't expect this? You can ignore the request; Daniel won't be notified.
Manage email notifications: https://gatherly.social/settings/email
Gatherly Inc., 500 Harbour Street, Suite 1200, Vancouver, BC V6C 3E1, Canada
`,
    html: page({
      lang: "en",
      title: "Friend request",
      preheader: "12 mutual friends, including Priya Raman and Tom Beckett",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:18px 36px;border-bottom:1px solid #eceef1;"><img src="https://static.gatherly.social/email/logo-wordmark@2x.png" width="112" height="28" alt="Gatherly"></td></tr></table>`,
      body: `<p style="margin:0 0 20px 0;font-size:18px;font-weight:bold;">Daniel Okafor sent you a friend request</p>
<table role="presentation" width="100%" style="border:1px solid #eceef1;border-radius:8px;"><tr>
<td width="96" style="padding:16px;"><img src="https://static.gatherly.social/avatars/d_okafor_160.jpg" width="80" height="80" alt="Daniel Okafor" style="border-radius:40px;"></td>
<td style="padding:16px 16px 16px 0;"><strong style="font-size:16px;">Daniel Okafor</strong><br><span style="color:#6b7280;font-size:13px;">Works at Northline Logistics &middot; Lives in Calgary</span><br><span style="color:#6b7280;font-size:13px;">12 mutual friends, including Priya Raman and Tom Beckett</span></td>
</tr><tr><td colspan="2" style="padding:0 16px 16px 16px;">
<table role="presentation"><tr><td>${
        btn(
          "https://gatherly.social/friends/requests?ref=em_fr&amp;rid=55109283",
          "See request",
          "#2f6fed",
          "#ffffff",
          20,
        )
      }</td>
<td style="padding-left:10px;"><a href="https://gatherly.social/u/daniel.okafor.41?ref=em_fr" style="font-size:14px;color:#2f6fed;text-decoration:none;">View profile</a></td></tr></table>
</td></tr></table>
<p style="font-size:13px;color:#6b7280;margin:18px 0 0 0;">You have 2 pending friend requests. Didn't expect this? You can ignore the request; Daniel won't be notified.</p>`,
      footer:
        `<a href="https://gatherly.social/settings/email" style="color:#8a8f98;">Notification settings</a> &middot; <a href="https://gatherly.social/help" style="color:#8a8f98;">Help Center</a><br>
Gatherly Inc., 500 Harbour Street, Suite 1200, Vancouver, BC V6C 3E1, Canada`,
    }),
  },
  {
    family: "gatherly-social",
    group: "consumer",
    lang: "en",
    kind: "new-message",
    code: null,
    link: null,
    from: "Gatherly Messages <messages@mail.gatherly.social>",
    subject: "Tom Beckett sent you a message",
    date: d(2026, 10, 12, "22:03:18", "+0000"),
    text: `Tom Beckett sent you a message:

"hey! cabin is at 4417 Lakeview Rd, second driveway after the bridge. see you friday 🙂"

Reply on Gatherly: https://gatherly.social/messages/t/3391827?ref=em_msg

You're getting this email because you haven't read this message in the app yet.
Turn off message emails: https://gatherly.social/settings/email#messages
`,
    html: page({
      lang: "en",
      title: "New message",
      preheader: "hey! cabin is at 4417 Lakeview Rd, second driveway after the bridge",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:18px 36px;background-color:#2f6fed;"><img src="https://static.gatherly.social/email/logo-white@2x.png" width="112" height="28" alt="Gatherly"></td></tr></table>`,
      body: `<table role="presentation" width="100%"><tr>
<td width="52" valign="top"><img src="https://static.gatherly.social/avatars/tom_b_96.jpg" width="44" height="44" alt="" style="border-radius:22px;"></td>
<td valign="top"><strong>Tom Beckett</strong> <span style="color:#6b7280;font-size:13px;">&middot; 10:02 PM</span>
<div style="margin-top:6px;background-color:#f1f3f6;border-radius:14px;padding:10px 14px;font-size:15px;">hey! cabin is at 4417 Lakeview Rd, second driveway after the bridge. see you friday 🙂</div></td>
</tr></table>
<div style="height:22px;"></div>
${btn("https://gatherly.social/messages/t/3391827?ref=em_msg", "Reply", "#2f6fed", "#ffffff", 20)}`,
      footer:
        `You're getting this email because you haven't read this message in the app yet. <a href="https://gatherly.social/settings/email#messages" style="color:#8a8f98;">Turn off message emails</a><br>
Gatherly Inc., 500 Harbour Street, Suite 1200, Vancouver, BC V6C 3E1, Canada`,
    }),
  },
  // ---------------------------------------------------------------- kvartal (Russian classifieds)
  {
    family: "kvartal-obyavleniya",
    group: "regional",
    lang: "ru",
    kind: "ad-published",
    code: null,
    link: null,
    from: "Квартал <noreply@kvartal-ads.ru>",
    subject: "Объявление № 2 914 775 301 опубликовано",
    date: d(2026, 9, 21, "11:08:52", "+0300"),
    enc: "b64",
    text: `Здравствуйте, Самуил!

Ваше объявление прошло проверку и опубликовано.

Велосипед горный Stels Navigator 700, рама 19"
Цена: 18 500 ₽
Номер объявления: 2 914 775 301
Город: Екатеринбург, Академический район
Размещено до: 21 октября 2026

Посмотреть объявление: https://kvartal-ads.ru/ekaterinburg/sport/velosiped_stels_navigator_700_2914775301

Чтобы объявление увидели больше покупателей, подключите продвижение «Выделение цветом» — 99 ₽ на 7 дней.

Проверочный код сделки покупатель никогда не попросит в чате — не сообщайте его никому.

С уважением,
команда Квартала
Служба поддержки: 8 800 555-31-62 (бесплатно по России)
`,
    html: page({
      lang: "ru",
      title: "Объявление опубликовано",
      preheader: "Велосипед горный Stels Navigator 700 — 18 500 ₽, объявление уже видят покупатели",
      bg: "#eef1f4",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:20px 36px;background-color:#00a046;"><img src="https://cdn.kvartal-ads.ru/mail/logo_white_2x.png" width="120" height="30" alt="Квартал"></td></tr></table>`,
      body: `<p style="margin:0 0 12px 0;">Здравствуйте, Самуил!</p>
<p style="margin:0 0 20px 0;">Ваше объявление прошло проверку и опубликовано.</p>
<table role="presentation" width="100%" style="border:1px solid #dfe3e8;"><tr>
<td width="140" style="padding:12px;"><img src="https://img.kvartal-ads.ru/ads/2914775301/1_240x180.jpg" width="128" height="96" alt="Велосипед Stels"></td>
<td style="padding:12px 12px 12px 0;vertical-align:top;"><a href="https://kvartal-ads.ru/ekaterinburg/sport/velosiped_stels_navigator_700_2914775301" style="color:#0a61c9;font-size:16px;text-decoration:none;">Велосипед горный Stels Navigator 700, рама 19&quot;</a>
<div style="font-size:22px;font-weight:bold;margin:8px 0;">18&nbsp;500&nbsp;₽</div>
<div style="font-size:13px;color:#6b7580;">Екатеринбург, Академический район</div></td>
</tr></table>
<table role="presentation" width="100%" style="margin-top:16px;font-size:14px;">
<tr><td style="padding:6px 0;color:#6b7580;">Номер объявления</td><td align="right" style="padding:6px 0;font-weight:bold;font-size:18px;letter-spacing:1px;">2&nbsp;914&nbsp;775&nbsp;301</td></tr>
<tr><td style="padding:6px 0;color:#6b7580;">Размещено до</td><td align="right" style="padding:6px 0;">21 октября 2026</td></tr>
</table>
<div style="height:20px;"></div>
${
        btn(
          "https://kvartal-ads.ru/ekaterinburg/sport/velosiped_stels_navigator_700_2914775301",
          "Посмотреть объявление",
          "#00a046",
        )
      }
<p style="margin:22px 0 0 0;font-size:14px;">Чтобы объявление увидели больше покупателей, подключите <a href="https://kvartal-ads.ru/paid-services/2914775301?utm_source=mail&amp;utm_campaign=published" style="color:#0a61c9;">«Выделение цветом»</a> — 99&nbsp;₽ на 7 дней.</p>
<p style="margin:16px 0 0 0;padding:12px;background-color:#fff6e0;font-size:13px;">Проверочный код сделки покупатель никогда не попросит в чате — не сообщайте его никому.</p>`,
      footer:
        `Служба поддержки: 8&nbsp;800&nbsp;555-31-62 (бесплатно по России) &middot; <a href="https://kvartal-ads.ru/help" style="color:#8a8f98;">Помощь</a> &middot; <a href="https://kvartal-ads.ru/profile/notifications" style="color:#8a8f98;">Настройки уведомлений</a><br>© 2011–2026 ООО «Квартал Медиа», 620014, Екатеринбург, ул. Малышева, д. 51`,
    }),
  },
  {
    family: "kvartal-obyavleniya",
    group: "regional",
    lang: "ru",
    kind: "new-message",
    code: null,
    link: null,
    from: "Квартал <noreply@kvartal-ads.ru>",
    subject: "Новое сообщение по объявлению «Велосипед горный Stels Navigator 700»",
    date: d(2026, 9, 22, "20:31:05", "+0300"),
    text: `Здравствуйте, Самуил!

Покупатель Алексей написал вам по объявлению № 2914775301
«Велосипед горный Stels Navigator 700, рама 19"» — 18 500 ₽

«Добрый вечер! Ещё актуально? Могу подъехать завтра после 18:00, торг уместен?»

Ответить: https://kvartal-ads.ru/messenger/channel/u2u-8ac1f0d2e7?utm_source=mail_msg

Безопасная сделка: не переходите по ссылкам из чата на сторонние сайты и не вводите данные карты. Квартал никогда не присылает SMS-коды через мессенджер.

Команда Квартала
`,
    html: `<html><head><meta charset="utf-8"><title>Новое сообщение</title></head>
<body style="margin:0;background:#eef1f4;font-family:Arial,sans-serif;">
<center>
<table width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;margin:20px auto;">
<tr><td style="padding:16px 24px;border-bottom:3px solid #00a046;"><img src="https://cdn.kvartal-ads.ru/mail/logo_2x.png" width="120" height="30" alt="Квартал"></td></tr>
<tr><td style="padding:24px;font-size:15px;color:#1a1a1a;">
<p>Здравствуйте, Самуил!</p>
<p>Покупатель <b>Алексей</b> написал вам по объявлению:</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f7f9;"><tr><td style="padding:10px;"><img src="https://img.kvartal-ads.ru/ads/2914775301/1_120x90.jpg" width="80" height="60" alt=""></td>
<td style="padding:10px;font-size:14px;">Велосипед горный Stels Navigator 700, рама 19&quot;<br><b>18&nbsp;500&nbsp;₽</b><br><span style="color:#888;">№&nbsp;2914775301</span></td></tr></table>
<div style="margin:18px 0;padding:14px 16px;border-left:4px solid #00a046;background:#f0faf4;">Добрый вечер! Ещё актуально? Могу подъехать завтра после 18:00, торг уместен?</div>
<p style="text-align:center;"><a href="https://kvartal-ads.ru/messenger/channel/u2u-8ac1f0d2e7?utm_source=mail_msg" style="background:#00a046;color:#fff;padding:12px 30px;text-decoration:none;font-weight:bold;border-radius:4px;display:inline-block;">Ответить</a></p>
<p style="font-size:12px;color:#777;"><b>Безопасная сделка:</b> не переходите по ссылкам из чата на сторонние сайты и не вводите данные карты. Квартал никогда не присылает SMS-коды через мессенджер.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;background:#fafafa;">Вы получили это письмо, потому что разместили объявление на Квартале. <a href="https://kvartal-ads.ru/profile/notifications" style="color:#999;">Отписаться от уведомлений о сообщениях</a></td></tr>
</table>
</center>
</body></html>`,
  },
  // ---------------------------------------------------------------- stellenwerk (German job board)
  {
    family: "stellenwerk-jobs",
    group: "regional",
    lang: "de",
    kind: "job-alert",
    code: null,
    link: null,
    from: "Stellenwerk Jobagent <jobagent@mail.stellenwerk.de>",
    subject: "7 neue Jobs für „Projektmanager IT“ in Köln (+25 km)",
    date: d(2026, 11, 2, "06:30:11", "+0100"),
    enc: "qp",
    text: `Ihr Jobagent „Projektmanager IT“ – Köln (+25 km)
7 neue Stellenangebote seit gestern

1) IT-Projektmanager (m/w/d) SAP S/4HANA
   Rheinwerk Energie AG · Köln-Deutz · Vollzeit · 68.000–82.000 € p.a.
   https://www.stellenwerk.de/r/ja?j=48810273&a=jagent-771204&p=1

2) Projektleiter Digitalisierung (w/m/d)
   Stadtsparkasse Leverkusen · Leverkusen · Vollzeit, Homeoffice möglich
   https://www.stellenwerk.de/r/ja?j=48809955&a=jagent-771204&p=2

3) Junior Project Manager IT Infrastructure (all genders)
   Kölner Versicherungsgruppe · Köln · Vollzeit
   https://www.stellenwerk.de/r/ja?j=48807620&a=jagent-771204&p=3

… und 4 weitere: https://www.stellenwerk.de/jobagent/771204/ergebnisse

Tipp: Mit einem vollständigen Profil werden Sie von Arbeitgebern 3× häufiger gefunden.

Jobagent bearbeiten oder löschen: https://www.stellenwerk.de/jobagent/771204/bearbeiten
Stellenwerk GmbH · Hohenzollernring 72 · 50672 Köln · Amtsgericht Köln HRB 98114
`,
    html: page({
      lang: "de",
      title: "Ihr Jobagent",
      preheader: "IT-Projektmanager (m/w/d) SAP S/4HANA bei Rheinwerk Energie AG und 6 weitere",
      bg: "#edf0f3",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:18px 36px;background-color:#14325c;"><img src="https://static.stellenwerk.de/mail/sw-logo-neg.png" width="150" height="30" alt="Stellenwerk"></td><td align="right" style="padding:18px 36px;background-color:#14325c;color:#cfd8e3;font-size:12px;">Jobagent</td></tr></table>`,
      body: `<h1 style="font-size:20px;margin:0 0 4px 0;color:#14325c;">7 neue Jobs für Sie</h1>
<p style="margin:0 0 20px 0;color:#5b6675;font-size:14px;">„Projektmanager IT“ &middot; Köln (+25&nbsp;km) &middot; seit gestern</p>
${
        [
          [
            "48810273",
            "1",
            "IT-Projektmanager (m/w/d) SAP S/4HANA",
            "Rheinwerk Energie AG",
            "Köln-Deutz",
            "68.000–82.000&nbsp;€ p.a.",
          ],
          [
            "48809955",
            "2",
            "Projektleiter Digitalisierung (w/m/d)",
            "Stadtsparkasse Leverkusen",
            "Leverkusen",
            "Homeoffice möglich",
          ],
          [
            "48807620",
            "3",
            "Junior Project Manager IT Infrastructure (all genders)",
            "Kölner Versicherungsgruppe",
            "Köln",
            "Vollzeit",
          ],
        ].map(([j, p, t, c, o, x]) =>
          `<table role="presentation" width="100%" style="border:1px solid #dde3ea;margin-bottom:12px;"><tr><td style="padding:14px 16px;">
<a href="https://www.stellenwerk.de/r/ja?j=${j}&amp;a=jagent-771204&amp;p=${p}" style="font-size:16px;font-weight:bold;color:#0b63ce;text-decoration:none;">${t}</a><br>
<span style="font-size:14px;color:#333;">${c}</span><br>
<span style="font-size:13px;color:#5b6675;">📍 ${o} &middot; ${x}</span></td></tr></table>`
        ).join("\n")
      }
<p style="text-align:center;margin:18px 0;"><a href="https://www.stellenwerk.de/jobagent/771204/ergebnisse" style="color:#0b63ce;font-weight:bold;">Alle 7 Jobs ansehen &rarr;</a></p>
<table role="presentation" width="100%" style="background-color:#f4f8fd;"><tr><td style="padding:14px 16px;font-size:13px;">💡 <strong>Tipp:</strong> Mit einem vollständigen Profil werden Sie von Arbeitgebern 3&times; häufiger gefunden. <a href="https://www.stellenwerk.de/profil?utm_source=jobagent" style="color:#0b63ce;">Profil vervollständigen</a></td></tr></table>`,
      footer:
        `<a href="https://www.stellenwerk.de/jobagent/771204/bearbeiten" style="color:#8a8f98;">Jobagent bearbeiten oder löschen</a> &middot; <a href="https://www.stellenwerk.de/datenschutz" style="color:#8a8f98;">Datenschutz</a> &middot; <a href="https://www.stellenwerk.de/impressum" style="color:#8a8f98;">Impressum</a><br>
Stellenwerk GmbH &middot; Hohenzollernring 72 &middot; 50672 Köln &middot; Amtsgericht Köln HRB 98114`,
    }),
  },
  {
    family: "stellenwerk-jobs",
    group: "regional",
    lang: "de",
    kind: "application-status",
    code: null,
    link: null,
    from: "Rheinwerk Energie AG über Stellenwerk <bewerbung@mail.stellenwerk.de>",
    subject: "Ihre Bewerbung (Kennziffer RWE-2026-0417) – Eingangsbestätigung",
    date: d(2026, 11, 5, "14:52:30", "+0100"),
    text: `Sehr geehrter Herr Reader,

vielen Dank für Ihre Bewerbung als IT-Projektmanager (m/w/d) SAP S/4HANA.
Hiermit bestätigen wir den Eingang Ihrer Unterlagen.

Kennziffer der Stelle: RWE-2026-0417
Bewerbungs-ID: 0093 3318 72
Eingegangen am: 05.11.2026, 14:51 Uhr

Wir prüfen Ihre Unterlagen sorgfältig und melden uns in der Regel innerhalb von drei Wochen bei Ihnen.
Den aktuellen Stand können Sie jederzeit in Ihrem Bewerberkonto einsehen:
https://www.stellenwerk.de/konto/bewerbungen/00933318

Bitte geben Sie bei Rückfragen immer die Kennziffer an.

Mit freundlichen Grüßen
Ihr Recruiting-Team der Rheinwerk Energie AG
Tel. 0221 4477-2300 (Mo–Fr 9–16 Uhr)
`,
    html: page({
      lang: "de",
      title: "Eingangsbestätigung",
      preheader: "Wir haben Ihre Unterlagen erhalten und melden uns innerhalb von drei Wochen.",
      bg: "#edf0f3",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:18px 36px;border-bottom:4px solid #e2001a;"><img src="https://static.stellenwerk.de/employer/rheinwerk/logo.png" width="160" height="40" alt="Rheinwerk Energie AG"></td></tr></table>`,
      body: `<p>Sehr geehrter Herr Reader,</p>
<p>vielen Dank für Ihre Bewerbung als <strong>IT-Projektmanager (m/w/d) SAP S/4HANA</strong>. Hiermit bestätigen wir den Eingang Ihrer Unterlagen.</p>
<table role="presentation" width="100%" style="background-color:#f6f7f9;margin:18px 0;font-size:14px;">
<tr><td style="padding:10px 16px;color:#5b6675;">Kennziffer der Stelle</td><td style="padding:10px 16px;font-weight:bold;">RWE-2026-0417</td></tr>
<tr><td style="padding:10px 16px;color:#5b6675;">Bewerbungs-ID</td><td style="padding:10px 16px;font-weight:bold;font-size:18px;">0093&nbsp;3318&nbsp;72</td></tr>
<tr><td style="padding:10px 16px;color:#5b6675;">Eingegangen am</td><td style="padding:10px 16px;">05.11.2026, 14:51&nbsp;Uhr</td></tr>
</table>
<p>Wir prüfen Ihre Unterlagen sorgfältig und melden uns in der Regel innerhalb von drei Wochen bei Ihnen. Den aktuellen Stand können Sie jederzeit in Ihrem Bewerberkonto einsehen.</p>
${btn("https://www.stellenwerk.de/konto/bewerbungen/00933318", "Status ansehen", "#e2001a")}
<p style="margin-top:22px;">Bitte geben Sie bei Rückfragen immer die Kennziffer an.</p>
<p>Mit freundlichen Grüßen<br>Ihr Recruiting-Team der Rheinwerk Energie AG<br><span style="color:#5b6675;font-size:13px;">Tel. 0221&nbsp;4477-2300 (Mo–Fr 9–16&nbsp;Uhr)</span></p>`,
      footer:
        `Diese Nachricht wurde über Stellenwerk versendet. <a href="https://www.stellenwerk.de/datenschutz" style="color:#8a8f98;">Datenschutz</a><br>Stellenwerk GmbH &middot; Hohenzollernring 72 &middot; 50672 Köln`,
    }),
  },
  // ---------------------------------------------------------------- hireloop (applicant tracking, English)
  {
    family: "hireloop-careers",
    group: "consumer",
    lang: "en",
    kind: "application-status",
    code: null,
    link: null,
    from: "Halden Robotics Careers <no-reply@careers.hireloop.io>",
    subject: "Update on your application for Senior Firmware Engineer (Req #R-10482)",
    date: d(2026, 10, 28, "17:20:44", "-0700"),
    text: `Hi Sam,

Thank you for your interest in Halden Robotics and for the time you spent with our team.

After careful consideration, we have decided to move forward with other candidates for the Senior Firmware Engineer role (Req #R-10482). This was a difficult decision, as we received many strong applications.

We'd like to keep your profile on file, and we encourage you to apply to future openings that match your background. You can see open roles at https://careers.hireloop.io/halden-robotics

Best regards,
The Halden Robotics Talent Team

--
Powered by Hireloop · Candidate privacy notice: https://hireloop.io/candidate-privacy
`,
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Application update</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2933;">
<tr><td style="padding:32px 0 24px 0;"><img src="https://assets.hireloop.io/tenants/halden-robotics/logo-180.png" width="90" height="36" alt="Halden Robotics"></td></tr>
<tr><td style="font-size:15px;line-height:24px;">
<p>Hi Sam,</p>
<p>Thank you for your interest in Halden Robotics and for the time you spent with our team.</p>
<p>After careful consideration, we have decided to move forward with other candidates for the <strong>Senior Firmware Engineer</strong> role (Req&nbsp;#R-10482). This was a difficult decision, as we received many strong applications.</p>
<p>We'd like to keep your profile on file, and we encourage you to apply to future openings that match your background. You can see our <a href="https://careers.hireloop.io/halden-robotics" style="color:#2563eb;">open roles here</a>.</p>
<p>Best regards,<br>The Halden Robotics Talent Team</p>
</td></tr>
<tr><td style="padding:28px 0;border-top:1px solid #e5e7eb;font-size:12px;color:#9aa5b1;">Powered by <a href="https://hireloop.io/?utm_source=candidate_email" style="color:#9aa5b1;">Hireloop</a> &middot; <a href="https://hireloop.io/candidate-privacy" style="color:#9aa5b1;">Candidate privacy notice</a></td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "hireloop-careers",
    group: "consumer",
    lang: "en",
    kind: "interview-scheduled",
    code: null,
    link: null,
    from: "Marisol Vega via Hireloop <scheduling@careers.hireloop.io>",
    subject: "Confirmed: Technical interview with Halden Robotics on Tue, Nov 10 at 10:00 AM PST",
    date: d(2026, 11, 3, "09:02:15", "-0800"),
    enc: "qp",
    text: `Your interview is confirmed

Technical interview – Senior Embedded Engineer (Req #R-10517)
Tuesday, November 10, 2026 · 10:00 – 11:15 AM (Pacific Time)
Location: Halden Robotics, 2200 Bridgepoint Pkwy, Building C, San Mateo, CA 94404
Visitor registration: V-552190 (reception will have your name on the list)

Interviewers: Marisol Vega (Engineering Manager), Kwame Asante (Staff Engineer)

Bring a laptop if you can; one with a working C toolchain is helpful, but not required.

Need to reschedule? Reply to this email and Marisol will find another time.

Add to calendar: https://careers.hireloop.io/ics/evt_9c27b1f0.ics
`,
    html: page({
      lang: "en",
      title: "Interview confirmed",
      preheader: "Tuesday, November 10, 2026 · 10:00 – 11:15 AM (Pacific Time)",
      bg: "#f5f7fa",
      width: 560,
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:22px 36px 0 36px;"><img src="https://assets.hireloop.io/tenants/halden-robotics/logo-180.png" width="90" height="36" alt="Halden Robotics"></td></tr></table>`,
      body:
        `<table role="presentation" width="100%"><tr><td style="background-color:#e7f6ec;color:#166534;font-size:13px;font-weight:bold;padding:6px 10px;border-radius:4px;">✔ CONFIRMED</td><td></td></tr></table>
<h1 style="font-size:20px;margin:14px 0 6px 0;">Technical interview &ndash; Senior Embedded Engineer</h1>
<p style="margin:0 0 18px 0;color:#52606d;font-size:14px;">Req #R-10517</p>
<table role="presentation" width="100%" style="font-size:14px;border-top:1px solid #e4e7eb;">
<tr><td style="padding:10px 0;width:110px;color:#7b8794;">When</td><td style="padding:10px 0;"><strong>Tuesday, November 10, 2026</strong><br>10:00 &ndash; 11:15 AM (Pacific Time)</td></tr>
<tr><td style="padding:10px 0;color:#7b8794;border-top:1px solid #e4e7eb;">Where</td><td style="padding:10px 0;border-top:1px solid #e4e7eb;">Halden Robotics, Building C<br>2200 Bridgepoint Pkwy, San Mateo, CA 94404 &middot; <a href="https://maps.google.com/?q=2200+Bridgepoint+Pkwy+San+Mateo+CA" style="color:#2563eb;">Map</a></td></tr>
<tr><td style="padding:10px 0;color:#7b8794;border-top:1px solid #e4e7eb;">Visitor reg.</td><td style="padding:10px 0;border-top:1px solid #e4e7eb;font-size:20px;font-weight:bold;letter-spacing:2px;">V-552190</td></tr>
<tr><td style="padding:10px 0;color:#7b8794;border-top:1px solid #e4e7eb;">With</td><td style="padding:10px 0;border-top:1px solid #e4e7eb;">Marisol Vega (Engineering Manager)<br>Kwame Asante (Staff Engineer)</td></tr>
</table>
<p style="font-size:14px;margin:18px 0;">Bring a laptop if you can; one with a working C toolchain is helpful, but not required.</p>
${btn("https://careers.hireloop.io/ics/evt_9c27b1f0.ics", "Add to calendar", "#1f2933", "#ffffff", 6)}
<p style="font-size:13px;color:#7b8794;margin-top:18px;">Need to reschedule? Reply to this email and Marisol will find another time.</p>`,
      footer:
        `Powered by Hireloop &middot; <a href="https://hireloop.io/candidate-privacy" style="color:#8a8f98;">Candidate privacy notice</a>`,
    }),
  },
  // ---------------------------------------------------------------- maison-lumen (French home-goods shop)
  {
    family: "maison-lumen",
    group: "consumer",
    lang: "fr",
    kind: "abandoned-cart",
    code: null,
    link: null,
    from: "Maison Lumen <bonjour@news.maisonlumen.fr>",
    subject: "Votre panier vous attend… et -15 % avec le code LUMEN15",
    date: d(2026, 10, 18, "18:05:00", "+0200"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://news.maisonlumen.fr/u/1/a8f2c1e0?l=fr>"]],
    text: `Bonjour Sam,

Vous avez laissé quelques articles dans votre panier. Bonne nouvelle : ils sont encore disponibles !

- Lampe à poser Orsay, laiton brossé — 129,00 €
- Abat-jour lin naturel Ø 35 cm — 39,90 €
Sous-total : 168,90 €

Pendant 48 h, profitez de -15 % avec le code promo : LUMEN15
(valable jusqu'au 20/10/2026 à 23h59, dès 80 € d'achat, hors articles soldés)

Finaliser ma commande : https://click.maisonlumen.fr/ls/click?upn=cart-recover-7f3a91&cid=fr_abandon_j1

Livraison offerte dès 99 € · Retours gratuits sous 30 jours · Service client 01 84 60 22 17

Maison Lumen SAS, 14 rue de Paradis, 75010 Paris
Se désinscrire : https://news.maisonlumen.fr/u/1/a8f2c1e0?l=fr
`,
    html: page({
      lang: "fr",
      title: "Votre panier",
      preheader: "Il vous reste 48 h pour profiter de -15 % sur votre panier.",
      bg: "#f6f1ea",
      font: "Georgia,'Times New Roman',serif",
      header:
        `<table role="presentation" width="100%"><tr><td align="center" style="padding:26px 0;border-bottom:1px solid #e8e0d4;"><a href="https://click.maisonlumen.fr/ls/click?upn=home&amp;cid=fr_abandon_j1"><img src="https://img.maisonlumen.fr/mail/logo-lumen-2x.png" width="170" height="34" alt="MAISON LUMEN"></a></td></tr>
<tr><td align="center" style="padding:10px 0;font-family:Arial,sans-serif;font-size:12px;letter-spacing:1px;color:#7a6a55;">LUMINAIRES &nbsp;|&nbsp; TEXTILES &nbsp;|&nbsp; DÉCO &nbsp;|&nbsp; NOUVEAUTÉS</td></tr></table>`,
      body:
        `<h1 style="font-weight:normal;font-size:26px;text-align:center;margin:0 0 10px 0;">Votre panier vous attend</h1>
<p style="text-align:center;margin:0 0 24px 0;font-family:Arial,sans-serif;font-size:14px;color:#555;">Bonne nouvelle&nbsp;: vos articles sont encore disponibles.</p>
<table role="presentation" width="100%" style="font-family:Arial,sans-serif;font-size:14px;">
<tr><td width="110" style="padding:10px 0;border-bottom:1px solid #eee;"><img src="https://img.maisonlumen.fr/p/orsay-laiton/200.jpg" width="96" height="96" alt="Lampe Orsay"></td><td style="padding:10px;border-bottom:1px solid #eee;">Lampe à poser Orsay<br><span style="color:#888;">Laiton brossé</span></td><td align="right" style="border-bottom:1px solid #eee;">129,00&nbsp;€</td></tr>
<tr><td style="padding:10px 0;border-bottom:1px solid #eee;"><img src="https://img.maisonlumen.fr/p/abat-jour-lin-35/200.jpg" width="96" height="96" alt="Abat-jour lin"></td><td style="padding:10px;border-bottom:1px solid #eee;">Abat-jour lin naturel<br><span style="color:#888;">Ø 35 cm</span></td><td align="right" style="border-bottom:1px solid #eee;">39,90&nbsp;€</td></tr>
<tr><td></td><td style="padding:10px;font-weight:bold;">Sous-total</td><td align="right" style="font-weight:bold;">168,90&nbsp;€</td></tr>
</table>
<table role="presentation" width="100%" style="margin:24px 0;border:2px dashed #b08d57;"><tr><td align="center" style="padding:18px;font-family:Arial,sans-serif;">
<div style="font-size:13px;color:#7a6a55;text-transform:uppercase;letter-spacing:1px;">Votre code promo&nbsp;-15&nbsp;%</div>
<div style="font-size:32px;font-weight:bold;letter-spacing:6px;color:#2b2118;margin:8px 0;">LUMEN15</div>
<div style="font-size:12px;color:#888;">Valable jusqu'au 20/10/2026 à 23h59, dès 80&nbsp;€ d'achat, hors articles soldés.</div>
</td></tr></table>
${
          btn(
            "https://click.maisonlumen.fr/ls/click?upn=cart-recover-7f3a91&amp;cid=fr_abandon_j1",
            "FINALISER MA COMMANDE",
            "#2b2118",
            "#ffffff",
            0,
          )
        }
<table role="presentation" width="100%" style="margin-top:28px;font-family:Arial,sans-serif;font-size:12px;color:#555;text-align:center;"><tr>
<td>🚚<br>Livraison offerte dès 99&nbsp;€</td><td>↩️<br>Retours gratuits 30&nbsp;jours</td><td>☎️<br>01&nbsp;84&nbsp;60&nbsp;22&nbsp;17</td></tr></table>`,
      footer:
        `<div style="text-align:center;"><a href="https://www.instagram.com/maisonlumen"><img src="https://img.maisonlumen.fr/mail/ig.png" width="24" height="24" alt="Instagram"></a>&nbsp;&nbsp;<a href="https://www.pinterest.fr/maisonlumen"><img src="https://img.maisonlumen.fr/mail/pin.png" width="24" height="24" alt="Pinterest"></a><br><br>
Maison Lumen SAS, 14 rue de Paradis, 75010 Paris &middot; RCS Paris 881 204 556<br>
<a href="https://news.maisonlumen.fr/u/1/a8f2c1e0?l=fr" style="color:#8a8f98;">Se désinscrire</a> &middot; <a href="https://www.maisonlumen.fr/confidentialite" style="color:#8a8f98;">Confidentialité</a></div>`,
    }),
  },
  {
    family: "maison-lumen",
    group: "consumer",
    lang: "fr",
    kind: "price-drop",
    code: null,
    link: null,
    from: "Maison Lumen <bonjour@news.maisonlumen.fr>",
    subject: "📉 Baisse de prix : Suspension Rivoli passe à 189 €",
    date: d(2026, 11, 6, "08:45:00", "+0100"),
    enc: "b64",
    text: `Un article de vos favoris vient de baisser !

Suspension Rivoli, verre fumé, Ø 40 cm
Avant : 245,00 € — Maintenant : 189,00 € (-23 %)
Réf. article : 3660491277185

Stock limité : 6 pièces restantes.

Voir l'article : https://click.maisonlumen.fr/ls/click?upn=pdp-rivoli-40&cid=fr_pricedrop

Vous recevez cet e-mail car vous avez ajouté cet article à vos favoris.
Gérer mes alertes : https://www.maisonlumen.fr/compte/alertes
`,
    html: page({
      lang: "fr",
      title: "Baisse de prix",
      preheader: "Avant 245,00 € — maintenant 189,00 €. Stock limité.",
      bg: "#f6f1ea",
      header:
        `<table role="presentation" width="100%"><tr><td align="center" style="padding:22px 0;"><img src="https://img.maisonlumen.fr/mail/logo-lumen-2x.png" width="170" height="34" alt="MAISON LUMEN"></td></tr></table>`,
      body: `<p style="text-align:center;font-size:13px;letter-spacing:2px;color:#b08d57;margin:0;">ALERTE FAVORIS</p>
<h1 style="text-align:center;font-size:24px;margin:6px 0 20px 0;">Le prix a baissé&nbsp;!</h1>
<p style="text-align:center;"><img src="https://img.maisonlumen.fr/p/rivoli-fume-40/600.jpg" width="360" alt="Suspension Rivoli verre fumé"></p>
<p style="text-align:center;font-size:17px;margin:12px 0 4px 0;">Suspension Rivoli, verre fumé, Ø&nbsp;40&nbsp;cm</p>
<p style="text-align:center;margin:0;"><span style="text-decoration:line-through;color:#999;">245,00&nbsp;€</span> &nbsp; <span style="font-size:30px;font-weight:bold;color:#b3261e;">189,00&nbsp;€</span> &nbsp; <span style="background:#b3261e;color:#fff;padding:2px 6px;font-size:13px;">-23&nbsp;%</span></p>
<p style="text-align:center;font-size:12px;color:#888;">Réf. article&nbsp;: 3660491277185 &middot; Stock limité&nbsp;: 6 pièces restantes</p>
${
        btn(
          "https://click.maisonlumen.fr/ls/click?upn=pdp-rivoli-40&amp;cid=fr_pricedrop",
          "Voir l'article",
          "#2b2118",
          "#ffffff",
          0,
        )
      }`,
      footer:
        `<div style="text-align:center;">Vous recevez cet e-mail car vous avez ajouté cet article à vos favoris. <a href="https://www.maisonlumen.fr/compte/alertes" style="color:#8a8f98;">Gérer mes alertes</a><br>Maison Lumen SAS, 14 rue de Paradis, 75010 Paris</div>`,
    }),
  },
  // ---------------------------------------------------------------- corvid (corporate IT password expiry)
  {
    family: "corvid-it-helpdesk",
    group: "negative",
    lang: "en",
    kind: "password-expiry",
    code: null,
    link: null,
    from: "Corvid Freight IT Service Desk <it-noreply@corvidfreight.com>",
    subject: "Your network password expires in 5 days",
    date: d(2026, 10, 21, "07:00:03", "-0500"),
    text: `Hello Sam Reader,

The password for your Corvid Freight network account (CORVID\\sreader) will expire in 5 days, on Monday, October 26, 2026 at 7:00 AM CT.

To change it from a company laptop connected to the office network or VPN, press Ctrl + Alt + Delete and choose "Change a password". Your new password must:
  - be at least 14 characters long
  - not match any of your last 12 passwords
  - not contain your name or username

Your Wi-Fi, Outlook and VPN will ask for the new password afterwards. Mobile devices with company mail may prompt you to re-enter it.

The IT Service Desk will never ask you for your password or a verification code by phone or email. If you get a message like that, report it with the "Report Phish" button in Outlook.

Questions? Service Desk: ext. 4357 (HELP) or +1 314 555 0143, Mon–Fri 6 AM–8 PM CT.
Knowledge base article KB0010442: https://corvidfreight.service-now.com/kb?id=kb_article&sysparm_article=KB0010442

This is an automated message. Please do not reply.
`,
    html: null,
  },
  {
    family: "corvid-it-helpdesk",
    group: "negative",
    lang: "nl",
    kind: "password-expiry",
    code: null,
    link: null,
    from: "Corvid Freight IT Servicedesk <it-noreply@corvidfreight.com>",
    subject: "Herinnering: uw wachtwoord verloopt over 2 dagen",
    date: d(2026, 10, 24, "07:00:05", "+0200"),
    enc: "qp",
    text: `Beste Sam Reader,

Het wachtwoord van uw Corvid Freight-netwerkaccount (CORVID\\sreader) verloopt over 2 dagen, op maandag 26 oktober 2026 om 14:00 uur.

Wijzig het op een bedrijfslaptop via Ctrl + Alt + Delete > "Een wachtwoord wijzigen" terwijl u met het kantoornetwerk of de VPN verbonden bent.

Denk eraan: de Servicedesk vraagt nooit om uw wachtwoord of een verificatiecode via telefoon of e-mail.

Vragen? Servicedesk Rotterdam: +31 10 555 0182, toestel 4357.
Kennisbank KB0010442: https://corvidfreight.service-now.com/kb?id=kb_article&sysparm_article=KB0010442

Dit is een automatisch bericht.
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#000;">
<table width="640" cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#0f3d3e;padding:10px 16px;color:#fff;font-size:14pt;font-weight:bold;">Corvid Freight &ndash; IT Servicedesk</td></tr>
<tr><td style="padding:16px;border:1px solid #cfd8d8;">
<p>Beste Sam Reader,</p>
<p>Het wachtwoord van uw Corvid Freight-netwerkaccount (<b>CORVID\\sreader</b>) verloopt over <b style="color:#c0392b;font-size:14pt;">2 dagen</b>, op maandag 26 oktober 2026 om 14:00 uur.</p>
<p>Wijzig het op een bedrijfslaptop via <b>Ctrl + Alt + Delete &gt; &quot;Een wachtwoord wijzigen&quot;</b> terwijl u met het kantoornetwerk of de VPN verbonden bent.</p>
<table cellpadding="8" cellspacing="0" border="0" style="background:#fff4e5;border-left:4px solid #f39c12;"><tr><td>⚠ De Servicedesk vraagt nooit om uw wachtwoord of een verificatiecode via telefoon of e-mail.</td></tr></table>
<p>Vragen? Servicedesk Rotterdam: +31&nbsp;10&nbsp;555&nbsp;0182, toestel 4357.<br>
Kennisbank: <a href="https://corvidfreight.service-now.com/kb?id=kb_article&amp;sysparm_article=KB0010442">KB0010442 &ndash; Wachtwoord wijzigen</a></p>
<p style="color:#777;font-size:9pt;">Dit is een automatisch bericht. Corvid Freight B.V., Waalhaven Oostzijde 85, 3087 BM Rotterdam.</p>
</td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- casas-del-valle (Spanish rural stays)
  {
    family: "casas-del-valle",
    group: "regional",
    lang: "es",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Casas del Valle <reservas@casasdelvalle.es>",
    subject: "Reserva confirmada · Localizador CDV-58219 · Casa El Nogal (Asturias)",
    date: d(2026, 9, 14, "12:37:48", "+0200"),
    enc: "qp",
    text: `¡Hola, Sam!

Tu reserva está confirmada. El propietario ya ha aceptado la solicitud y hemos cobrado la señal.

Localizador: CDV-58219
Alojamiento: Casa El Nogal — Cangas de Onís (Asturias)
Entrada: viernes, 9 de octubre de 2026, a partir de las 16:00
Salida: domingo, 11 de octubre de 2026, antes de las 12:00
Huéspedes: 4 adultos, 1 mascota

Total estancia: 420,00 €
Señal pagada (30 %): 126,00 € con Visa •••• 4821
Pendiente de pago en el alojamiento: 294,00 €

Contacto del propietario: Marta Fernández · +34 684 221 907
Dirección: Barrio La Riera, 12, 33550 Cangas de Onís, Asturias

Ver la confirmación: https://www.casasdelvalle.es/mi-cuenta/reservas/CDV-58219

Cancelación gratuita hasta el 25/09/2026. Después, la señal no es reembolsable.

Gracias por reservar con Casas del Valle.
Atención al cliente: 985 55 04 12 (L–V, 9:00–19:00)
`,
    html: page({
      lang: "es",
      title: "Reserva confirmada",
      preheader: "Casa El Nogal · 9–11 de octubre · 4 adultos, 1 mascota",
      bg: "#eef2ec",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:20px 36px;background-color:#3d6b35;"><img src="https://www.casasdelvalle.es/static/mail/logo-blanco.png" width="150" height="36" alt="Casas del Valle"></td></tr>
<tr><td><img src="https://fotos.casasdelvalle.es/1187/portada_1200x500.jpg" width="600" alt="Casa El Nogal" style="display:block;width:100%;"></td></tr></table>`,
      body: `<p style="margin:0 0 6px 0;font-size:22px;font-weight:bold;color:#3d6b35;">✔ ¡Reserva confirmada!</p>
<p style="margin:0 0 22px 0;">Hola, Sam. El propietario ya ha aceptado la solicitud y hemos cobrado la señal.</p>
<table role="presentation" width="100%" style="border:1px solid #d9e2d6;">
<tr><td colspan="2" align="center" style="padding:16px;background-color:#f4f8f2;"><span style="font-size:12px;color:#66735f;text-transform:uppercase;letter-spacing:1px;">Localizador</span><br><span style="font-size:30px;font-weight:bold;letter-spacing:3px;">CDV-58219</span></td></tr>
<tr><td style="padding:10px 16px;color:#66735f;width:40%;">Alojamiento</td><td style="padding:10px 16px;"><strong>Casa El Nogal</strong><br>Cangas de Onís (Asturias)</td></tr>
<tr><td style="padding:10px 16px;color:#66735f;">Entrada</td><td style="padding:10px 16px;">vie. 9 oct. 2026, desde las 16:00</td></tr>
<tr><td style="padding:10px 16px;color:#66735f;">Salida</td><td style="padding:10px 16px;">dom. 11 oct. 2026, antes de las 12:00</td></tr>
<tr><td style="padding:10px 16px;color:#66735f;">Huéspedes</td><td style="padding:10px 16px;">4 adultos, 1 mascota</td></tr>
<tr><td style="padding:10px 16px;color:#66735f;border-top:1px solid #d9e2d6;">Total estancia</td><td style="padding:10px 16px;border-top:1px solid #d9e2d6;">420,00&nbsp;€</td></tr>
<tr><td style="padding:10px 16px;color:#66735f;">Señal pagada (30&nbsp;%)</td><td style="padding:10px 16px;">126,00&nbsp;€ &middot; Visa •••• 4821</td></tr>
<tr><td style="padding:10px 16px;color:#66735f;">Pendiente en el alojamiento</td><td style="padding:10px 16px;font-weight:bold;">294,00&nbsp;€</td></tr>
</table>
<p style="margin:20px 0;font-size:14px;"><strong>Propietaria:</strong> Marta Fernández &middot; <a href="tel:+34684221907" style="color:#3d6b35;">+34&nbsp;684&nbsp;221&nbsp;907</a><br>Barrio La Riera, 12, 33550 Cangas de Onís, Asturias &middot; <a href="https://maps.google.com/?q=43.3508,-5.1287" style="color:#3d6b35;">Cómo llegar</a></p>
${btn("https://www.casasdelvalle.es/mi-cuenta/reservas/CDV-58219", "Ver la confirmación", "#3d6b35")}
<p style="font-size:13px;color:#66735f;margin-top:20px;">Cancelación gratuita hasta el 25/09/2026. Después, la señal no es reembolsable.</p>`,
      footer:
        `Atención al cliente: 985&nbsp;55&nbsp;04&nbsp;12 (L–V, 9:00–19:00) &middot; <a href="https://www.casasdelvalle.es/ayuda" style="color:#8a8f98;">Ayuda</a> &middot; <a href="https://www.casasdelvalle.es/condiciones" style="color:#8a8f98;">Condiciones</a><br>Casas del Valle Turismo Rural S.L. &middot; C/ Uría 44, 33003 Oviedo &middot; CIF B33998120`,
    }),
  },
  {
    family: "casas-del-valle",
    group: "regional",
    lang: "es",
    kind: "payment-confirmed",
    code: null,
    link: null,
    from: "Casas del Valle <pagos@casasdelvalle.es>",
    subject: "Pago confirmado: 126,00 € (reserva CDV-58219)",
    date: d(2026, 9, 14, "12:37:51", "+0200"),
    text: `Pago confirmado

Hemos recibido tu pago. Guarda este correo como justificante.

Concepto: Señal reserva CDV-58219 — Casa El Nogal
Importe: 126,00 €
Tarjeta: Visa •••• 4821
Fecha: 14/09/2026 12:37
N.º de operación: 000418827365
Código de autorización: 072914
Comercio: CASAS DEL VALLE TR OVIEDO

No tienes que hacer nada más. Este código de autorización lo emite tu banco y solo sirve para identificar el cargo si tuvieras que reclamar.

Casas del Valle Turismo Rural S.L. · CIF B33998120
`,
    html: null,
  },
  // ---------------------------------------------------------------- carteira-onda (Brazilian wallet)
  {
    family: "carteira-onda",
    group: "regional",
    lang: "pt",
    kind: "card-transaction",
    code: null,
    link: null,
    from: "Onda <avisos@onda.com.br>",
    subject: "Compra aprovada de R$ 237,48 no cartão final 7731",
    date: d(2026, 10, 30, "20:14:09", "-0300"),
    enc: "b64",
    text: `Compra aprovada

Olá, Sam! Uma compra foi aprovada no seu cartão Onda.

Estabelecimento: SUPERMERCADO BOA PRACA SAO PAULO BR
Valor: R$ 237,48
Data e hora: 30/10/2026 às 20:13
Cartão: Mastercard final 7731 (físico)
Forma: crédito à vista
Código de autorização: 614207

Limite disponível: R$ 3.182,52

Não reconhece esta compra? Bloqueie o cartão pelo app em Cartão > Bloquear, ou ligue 0800 771 2290 (24 h).
A Onda nunca pede sua senha, token ou código de segurança por e-mail, SMS ou telefone.

Onda Instituição de Pagamento S.A. · CNPJ 31.872.004/0001-19
Av. Brigadeiro Faria Lima, 3900 · São Paulo – SP · 04538-132
`,
    html: page({
      lang: "pt-BR",
      title: "Compra aprovada",
      preheader: "R$ 237,48 em SUPERMERCADO BOA PRACA — cartão final 7731",
      bg: "#f3f0fa",
      width: 520,
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:22px 32px;background-color:#5b2dcc;"><img src="https://cdn.onda.com.br/email/onda-logo-branco.png" width="84" height="28" alt="Onda"></td></tr></table>`,
      body: `<p style="margin:0;font-size:13px;color:#6f6a7d;">Compra aprovada</p>
<p style="margin:4px 0 18px 0;font-size:34px;font-weight:bold;color:#1c1530;">R$&nbsp;237,48</p>
<table role="presentation" width="100%" style="font-size:14px;">
<tr><td style="padding:8px 0;color:#6f6a7d;border-bottom:1px solid #eee;">Estabelecimento</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee;">SUPERMERCADO BOA PRACA</td></tr>
<tr><td style="padding:8px 0;color:#6f6a7d;border-bottom:1px solid #eee;">Data e hora</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee;">30/10/2026 às 20:13</td></tr>
<tr><td style="padding:8px 0;color:#6f6a7d;border-bottom:1px solid #eee;">Cartão</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee;">Mastercard •••• 7731 (físico)</td></tr>
<tr><td style="padding:8px 0;color:#6f6a7d;border-bottom:1px solid #eee;">Forma</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee;">Crédito à vista</td></tr>
<tr><td style="padding:8px 0;color:#6f6a7d;border-bottom:1px solid #eee;">Código de autorização</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee;font-weight:bold;font-size:18px;">614207</td></tr>
<tr><td style="padding:8px 0;color:#6f6a7d;">Limite disponível</td><td align="right" style="padding:8px 0;">R$&nbsp;3.182,52</td></tr>
</table>
<table role="presentation" width="100%" style="margin-top:22px;background-color:#fff5f5;"><tr><td style="padding:14px;font-size:13px;">Não reconhece esta compra? Bloqueie o cartão pelo app em <strong>Cartão &gt; Bloquear</strong>, ou ligue <strong>0800&nbsp;771&nbsp;2290</strong> (24&nbsp;h).</td></tr></table>
<p style="font-size:12px;color:#6f6a7d;margin-top:16px;">🔒 A Onda nunca pede sua senha, token ou código de segurança por e-mail, SMS ou telefone.</p>`,
      footer:
        `<a href="https://onda.com.br/ajuda" style="color:#8a8f98;">Central de ajuda</a> &middot; <a href="https://onda.com.br/privacidade" style="color:#8a8f98;">Privacidade</a><br>
<a href="https://apps.apple.com/br/app/onda/id1488203311"><img src="https://cdn.onda.com.br/email/badge-appstore-pt.png" width="110" height="36" alt="Baixar na App Store"></a> <a href="https://play.google.com/store/apps/details?id=br.com.onda.app"><img src="https://cdn.onda.com.br/email/badge-googleplay-pt.png" width="120" height="36" alt="Disponível no Google Play"></a><br>
Onda Instituição de Pagamento S.A. &middot; CNPJ 31.872.004/0001-19 &middot; Av. Brigadeiro Faria Lima, 3900 &middot; São Paulo – SP &middot; 04538-132`,
    }),
  },
  {
    family: "carteira-onda",
    group: "regional",
    lang: "pt",
    kind: "pix-received",
    code: null,
    link: null,
    from: "Onda <avisos@onda.com.br>",
    subject: "Você recebeu um Pix de R$ 1.250,00",
    date: d(2026, 11, 5, "09:41:30", "-0300"),
    enc: "qp",
    text: `Pix recebido ✅

Você recebeu R$ 1.250,00 de JULIANA M. COSTA (CPF ***.418.207-**) via Pix.

Data: 05/11/2026 às 09:41
Instituição de origem: Banco Serra Azul S.A.
Identificador da transação (E2E): E31872004202611051241aQ7xP02RkM
Mensagem: "aluguel novembro 🏠"

O valor já está disponível no seu saldo.

Ver comprovante no app: Início > Extrato.

Onda Instituição de Pagamento S.A. · Ouvidoria 0800 771 2291
`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Pix recebido</title></head>
<body style="margin:0;background:#f3f0fa;">
<div style="display:none;">JULIANA M. COSTA te enviou R$ 1.250,00 — aluguel novembro</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px 0;">
<table width="520" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border-radius:12px;font-family:Helvetica,Arial,sans-serif;">
<tr><td style="padding:24px 32px 0 32px;"><img src="https://cdn.onda.com.br/email/onda-logo-roxo.png" width="84" height="28" alt="Onda"></td></tr>
<tr><td style="padding:24px 32px;">
<div style="width:48px;height:48px;border-radius:24px;background:#e6f7ee;text-align:center;line-height:48px;font-size:24px;">✅</div>
<p style="font-size:15px;color:#6f6a7d;margin:16px 0 0 0;">Você recebeu um Pix</p>
<p style="font-size:34px;font-weight:bold;margin:4px 0 12px 0;color:#1c1530;">R$&nbsp;1.250,00</p>
<p style="font-size:14px;margin:0 0 18px 0;">de <b>JULIANA M. COSTA</b> (CPF ***.418.207-**)</p>
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:13px;background:#f8f7fb;border-radius:8px;">
<tr><td style="padding:10px 14px;color:#6f6a7d;">Data</td><td style="padding:10px 14px;" align="right">05/11/2026 às 09:41</td></tr>
<tr><td style="padding:10px 14px;color:#6f6a7d;">Instituição de origem</td><td style="padding:10px 14px;" align="right">Banco Serra Azul S.A.</td></tr>
<tr><td style="padding:10px 14px;color:#6f6a7d;">Mensagem</td><td style="padding:10px 14px;" align="right">&ldquo;aluguel novembro 🏠&rdquo;</td></tr>
<tr><td style="padding:10px 14px;color:#6f6a7d;">ID da transação</td><td style="padding:10px 14px;font-family:monospace;font-size:11px;" align="right">E31872004202611051241aQ7xP02RkM</td></tr>
</table>
<p style="font-size:13px;color:#6f6a7d;">O valor já está disponível no seu saldo. Veja o comprovante no app em <b>Início &gt; Extrato</b>.</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:11px;color:#9a95a8;border-top:1px solid #eee;">Onda Instituição de Pagamento S.A. &middot; Ouvidoria 0800&nbsp;771&nbsp;2291 &middot; <a href="https://onda.com.br/privacidade" style="color:#9a95a8;">Privacidade</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- sakura-mirai-card (Japanese credit card)
  {
    family: "sakura-mirai-card",
    group: "regional",
    lang: "ja",
    kind: "card-usage",
    code: null,
    link: null,
    from: "さくらミライカード <info@mail.sakuramirai-card.jp>",
    subject: "【さくらミライカード】カードご利用のお知らせ",
    date: d(2026, 10, 17, "13:26:02", "+0900"),
    enc: "b64",
    text: `さくらミライカードをご利用いただき、ありがとうございます。
お客様のカードご利用内容をお知らせいたします。

■ご利用カード：さくらミライカード ゴールド（末尾 0392）
■ご利用日時：2026/10/17 13:25
■ご利用先：ＡＭＡＮＯ　ＤＥＮＫＩ　ＳＨＩＮＪＵＫＵ
■ご利用金額：48,180円
■承認番号：0K3917
■お支払い方法：1回払い

※本メールは、加盟店から弊社への売上承認の連絡に基づき送信しております。
※承認番号は、ご利用内容のお問い合わせの際にお伝えください。ワンタイムパスワード等の入力は不要です。

ご利用明細の確定は、11月5日（木）ごろの予定です。
会員専用サイト「ミライNet」でもご確認いただけます。
https://www.sakuramirai-card.jp/mirainet/

お心当たりのないご利用がある場合は、至急下記までご連絡ください。
紛失・盗難デスク（24時間・年中無休）：0120-918-224

━━━━━━━━━━━━━━━━━━━━━━━━
株式会社さくらミライカード
〒103-0027 東京都中央区日本橋2-7-1
本メールは送信専用です。
━━━━━━━━━━━━━━━━━━━━━━━━
`,
    html: page({
      lang: "ja",
      title: "カードご利用のお知らせ",
      preheader: "ＡＭＡＮＯ　ＤＥＮＫＩ　ＳＨＩＮＪＵＫＵ で 48,180円 のご利用がありました。",
      bg: "#fdf4f6",
      font: "'Hiragino Kaku Gothic ProN','ヒラギノ角ゴ ProN W3',Meiryo,'メイリオ',sans-serif",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:16px 36px;border-bottom:3px solid #d9577a;"><img src="https://www.sakuramirai-card.jp/mail/img/logo.png" width="180" height="32" alt="さくらミライカード"></td></tr></table>`,
      body: `<p style="font-size:18px;font-weight:bold;margin:0 0 14px 0;">カードご利用のお知らせ</p>
<p style="font-size:14px;">さくらミライカードをご利用いただき、ありがとうございます。<br>お客様のカードご利用内容をお知らせいたします。</p>
<table role="presentation" width="100%" border="1" cellpadding="10" style="border-collapse:collapse;border-color:#e6c8d0;font-size:14px;">
<tr><th align="left" width="36%" style="background-color:#fbe9ee;font-weight:normal;">ご利用カード</th><td>さくらミライカード ゴールド（末尾 0392）</td></tr>
<tr><th align="left" style="background-color:#fbe9ee;font-weight:normal;">ご利用日時</th><td>2026/10/17 13:25</td></tr>
<tr><th align="left" style="background-color:#fbe9ee;font-weight:normal;">ご利用先</th><td>ＡＭＡＮＯ　ＤＥＮＫＩ　ＳＨＩＮＪＵＫＵ</td></tr>
<tr><th align="left" style="background-color:#fbe9ee;font-weight:normal;">ご利用金額</th><td style="font-size:20px;font-weight:bold;">48,180円</td></tr>
<tr><th align="left" style="background-color:#fbe9ee;font-weight:normal;">承認番号</th><td style="font-size:18px;font-weight:bold;letter-spacing:2px;">0K3917</td></tr>
<tr><th align="left" style="background-color:#fbe9ee;font-weight:normal;">お支払い方法</th><td>1回払い</td></tr>
</table>
<p style="font-size:12px;color:#666;">※本メールは、加盟店から弊社への売上承認の連絡に基づき送信しております。<br>※承認番号は、ご利用内容のお問い合わせの際にお伝えください。ワンタイムパスワード等の入力は不要です。</p>
<p style="font-size:14px;">ご利用明細の確定は、11月5日（木）ごろの予定です。</p>
${btn("https://www.sakuramirai-card.jp/mirainet/", "ミライNetでご利用明細を確認", "#d9577a")}
<p style="font-size:13px;margin-top:20px;padding:12px;background-color:#fff8e1;">お心当たりのないご利用がある場合は、至急ご連絡ください。<br>紛失・盗難デスク（24時間・年中無休）：<strong>0120-918-224</strong></p>`,
      footer:
        `株式会社さくらミライカード　〒103-0027 東京都中央区日本橋2-7-1<br>本メールは送信専用です。ご返信いただいてもお答えできません。<br><a href="https://www.sakuramirai-card.jp/privacy/" style="color:#8a8f98;">個人情報保護方針</a>　<a href="https://www.sakuramirai-card.jp/mail-setting/" style="color:#8a8f98;">メール配信設定</a>`,
    }),
  },
  {
    family: "sakura-mirai-card",
    group: "regional",
    lang: "ja",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "さくらミライカード <info@mail.sakuramirai-card.jp>",
    subject: "【さくらミライカード】11月お支払い金額確定のご案内",
    date: d(2026, 11, 5, "09:00:00", "+0900"),
    text: `サム・リーダー 様

いつもさくらミライカードをご利用いただき、ありがとうございます。
11月のお支払い金額が確定いたしましたのでお知らせいたします。

お支払い金額：62,904円
お支払い日：2026年11月27日（金）
お引き落とし口座：ひかり銀行 新宿支店 普通 ****318
会員番号：4980-****-****-0392

お引き落とし日前日までに、ご指定口座へのご入金をお願いいたします。
ご利用明細はミライNetでご確認いただけます。
https://www.sakuramirai-card.jp/mirainet/

株式会社さくらミライカード
お客様相談室：0570-022-918（9:00〜17:00 土日祝休）
`,
    html: null,
  },
  // ---------------------------------------------------------------- hanul-mobile (Korean MVNO, eSIM)
  {
    family: "hanul-mobile",
    group: "regional",
    lang: "ko",
    kind: "esim-activated",
    code: null,
    link: null,
    from: "하늘모바일 <noreply@hanulmobile.co.kr>",
    subject: "[하늘모바일] eSIM 개통이 완료되었습니다 (010-48**-2291)",
    date: d(2026, 9, 30, "15:12:44", "+0900"),
    enc: "b64",
    text: `[하늘모바일] eSIM 개통 완료 안내

고객님, 하늘모바일 eSIM 개통이 완료되었습니다.
지금 바로 통화와 데이터를 이용하실 수 있습니다.

■ 개통 정보
- 전화번호: 010-48**-2291
- 요금제: 하늘 5G 데이터무제한 33 (월 33,000원)
- 개통일시: 2026.09.30 15:11
- ICCID: 8982 0626 0091 4473 8816
- EID: 89049032007008882600123456789012
- PUK: 40718823

※ ICCID와 PUK 번호는 고객센터 문의 및 단말기 잠금 해제 시 필요하므로 보관해 주세요.
※ 인증번호(OTP)는 절대 타인에게 알려주지 마세요. 하늘모바일은 개통 완료 후 인증번호를 요구하지 않습니다.

첫 달 요금은 일할 계산되어 11월 청구서에 포함됩니다.

고객센터: 1588-2291 (평일 09:00~18:00) / 하늘모바일 앱 > 1:1 문의
(주)하늘모바일 | 서울특별시 구로구 디지털로 300, 12층 | 사업자등록번호 214-88-30917
`,
    html: page({
      lang: "ko",
      title: "eSIM 개통 완료",
      preheader: "지금 바로 통화와 데이터를 이용하실 수 있습니다.",
      bg: "#eef5fb",
      font: "'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:20px 36px;background-color:#1e88e5;"><img src="https://cdn.hanulmobile.co.kr/mail/logo_w.png" width="130" height="28" alt="하늘모바일"></td></tr></table>`,
      body: `<p style="font-size:22px;font-weight:bold;margin:0 0 8px 0;">eSIM 개통이 완료되었습니다 🎉</p>
<p style="margin:0 0 22px 0;color:#555;">지금 바로 통화와 데이터를 이용하실 수 있습니다.</p>
<table role="presentation" width="100%" style="font-size:14px;border-top:2px solid #1e88e5;">
<tr><td style="padding:12px 8px;background:#f5f9fd;width:32%;border-bottom:1px solid #e3e9ef;">전화번호</td><td style="padding:12px 8px;border-bottom:1px solid #e3e9ef;">010-48**-2291</td></tr>
<tr><td style="padding:12px 8px;background:#f5f9fd;border-bottom:1px solid #e3e9ef;">요금제</td><td style="padding:12px 8px;border-bottom:1px solid #e3e9ef;">하늘 5G 데이터무제한 33 (월 33,000원)</td></tr>
<tr><td style="padding:12px 8px;background:#f5f9fd;border-bottom:1px solid #e3e9ef;">개통일시</td><td style="padding:12px 8px;border-bottom:1px solid #e3e9ef;">2026.09.30 15:11</td></tr>
<tr><td style="padding:12px 8px;background:#f5f9fd;border-bottom:1px solid #e3e9ef;">ICCID</td><td style="padding:12px 8px;border-bottom:1px solid #e3e9ef;font-family:monospace;">8982 0626 0091 4473 8816</td></tr>
<tr><td style="padding:12px 8px;background:#f5f9fd;border-bottom:1px solid #e3e9ef;">EID</td><td style="padding:12px 8px;border-bottom:1px solid #e3e9ef;font-family:monospace;font-size:12px;">89049032007008882600123456789012</td></tr>
<tr><td style="padding:12px 8px;background:#f5f9fd;border-bottom:1px solid #e3e9ef;">PUK</td><td style="padding:12px 8px;border-bottom:1px solid #e3e9ef;font-size:22px;font-weight:bold;letter-spacing:4px;">40718823</td></tr>
</table>
<p style="font-size:12px;color:#777;line-height:19px;">※ ICCID와 PUK 번호는 고객센터 문의 및 단말기 잠금 해제 시 필요하므로 보관해 주세요.<br>※ 인증번호(OTP)는 절대 타인에게 알려주지 마세요. 하늘모바일은 개통 완료 후 인증번호를 요구하지 않습니다.</p>
<p style="font-size:14px;">첫 달 요금은 일할 계산되어 11월 청구서에 포함됩니다.</p>
${
        btn(
          "https://my.hanulmobile.co.kr/mypage/line?utm_source=email&amp;utm_medium=esim_done",
          "마이페이지에서 개통정보 보기",
          "#1e88e5",
        )
      }`,
      footer:
        `고객센터 1588-2291 (평일 09:00~18:00) &middot; <a href="https://www.hanulmobile.co.kr/support" style="color:#8a8f98;">고객지원</a> &middot; <a href="https://www.hanulmobile.co.kr/privacy" style="color:#8a8f98;"><b>개인정보처리방침</b></a><br>(주)하늘모바일 | 서울특별시 구로구 디지털로 300, 12층 | 사업자등록번호 214-88-30917<br>© 2026 Hanul Mobile Co., Ltd.`,
    }),
  },
  {
    family: "hanul-mobile",
    group: "regional",
    lang: "ko",
    kind: "bill-paid",
    code: null,
    link: null,
    from: "하늘모바일 <noreply@hanulmobile.co.kr>",
    subject: "[하늘모바일] 10월 요금 납부가 확인되었습니다",
    date: d(2026, 10, 26, "10:03:12", "+0900"),
    enc: "qp",
    text: `고객님의 10월 이용요금 납부가 확인되었습니다.

청구 금액: 24,860원 (일할 계산 포함)
납부 방법: 신용카드 자동이체 (국민 ****-1174)
납부일: 2026.10.25
승인번호: 30175562
고객번호: 7002-3318-45

이용해 주셔서 감사합니다.
하늘모바일 고객센터 1588-2291
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef5fb;font-family:'Malgun Gothic',sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #e3e9ef;"><img src="https://cdn.hanulmobile.co.kr/mail/logo.png" width="130" height="28" alt="하늘모바일"></td></tr>
<tr><td style="padding:28px;">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px 0;">10월 요금 납부 확인</p>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;background:#f7f9fb;">
<tr><td style="color:#666;">청구 금액</td><td align="right"><b style="font-size:20px;">24,860원</b><br><span style="font-size:12px;color:#888;">일할 계산 포함</span></td></tr>
<tr><td style="color:#666;">납부 방법</td><td align="right">신용카드 자동이체 (국민 ****-1174)</td></tr>
<tr><td style="color:#666;">납부일</td><td align="right">2026.10.25</td></tr>
<tr><td style="color:#666;">승인번호</td><td align="right">30175562</td></tr>
<tr><td style="color:#666;">고객번호</td><td align="right">7002-3318-45</td></tr>
</table>
<p style="font-size:14px;">이용해 주셔서 감사합니다.</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#999;background:#fafafa;">본 메일은 발신전용입니다. 고객센터 1588-2291 &middot; <a href="https://www.hanulmobile.co.kr/privacy" style="color:#999;">개인정보처리방침</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- lotto-stella (Italian lottery)
  {
    family: "lotto-stella",
    group: "regional",
    lang: "it",
    kind: "lottery-ticket",
    code: null,
    link: null,
    from: "SuperStella Online <giocate@superstella.it>",
    subject: "La tua giocata è registrata – Concorso n. 132/2026",
    date: d(2026, 11, 3, "21:14:37", "+0100"),
    enc: "qp",
    text: `Ciao Sam,

la tua giocata è stata registrata correttamente. In bocca al lupo! 🍀

Concorso: n. 132/2026 di martedì 3 novembre 2026, ore 20:00
Combinazione giocata: 07 - 18 - 33 - 41 - 56 - 82
Numero SuperStella: 14
Numero ricevuta: 1326-0417-8832-5590
Codice di controllo: 9F3A-27C1
Importo: 2,00 €

Saldo conto gioco: 18,00 €

Il codice di controllo serve solo per verificare la ricevuta in caso di contestazione: non devi inserirlo da nessuna parte.

Vedi la giocata: https://www.superstella.it/area-personale/giocate/1326041788325590
Estrazioni e quote: https://www.superstella.it/estrazioni

Il gioco è vietato ai minori e può causare dipendenza patologica. Probabilità di vincita su www.superstella.it.
Concessionario: Stella Giochi S.p.A. – Concessione ADM n. 15221 – Via Tiburtina 1072, 00156 Roma
`,
    html: page({
      lang: "it",
      title: "Giocata registrata",
      preheader: "07 - 18 - 33 - 41 - 56 - 82 · SuperStella 14 · Concorso 132/2026",
      bg: "#0b1e4a",
      header:
        `<table role="presentation" width="100%"><tr><td align="center" style="padding:22px;background-color:#102a63;"><img src="https://www.superstella.it/img/mail/superstella-logo.png" width="180" height="48" alt="SuperStella"></td></tr></table>`,
      body: `<p style="margin:0 0 6px 0;font-size:20px;font-weight:bold;color:#102a63;">Giocata registrata 🍀</p>
<p style="margin:0 0 18px 0;">Ciao Sam, la tua giocata è stata registrata correttamente. In bocca al lupo!</p>
<p style="margin:0 0 8px 0;font-size:13px;color:#666;">Concorso n.&nbsp;132/2026 &middot; martedì 3 novembre 2026, ore 20:00</p>
<table role="presentation" style="margin:0 auto 16px auto;"><tr>
${
        ["07", "18", "33", "41", "56", "82"].map((n) =>
          `<td style="padding:3px;"><div style="width:44px;height:44px;line-height:44px;border-radius:22px;background-color:#ffd23f;text-align:center;font-size:20px;font-weight:bold;color:#102a63;">${n}</div></td>`
        ).join("")
      }
<td style="padding:3px 3px 3px 12px;"><div style="width:44px;height:44px;line-height:44px;border-radius:22px;background-color:#e53935;text-align:center;font-size:20px;font-weight:bold;color:#ffffff;">14</div></td>
</tr></table>
<table role="presentation" width="100%" style="font-size:14px;border-top:1px solid #e5e5e5;">
<tr><td style="padding:8px 0;color:#666;">Numero ricevuta</td><td align="right" style="padding:8px 0;font-weight:bold;">1326-0417-8832-5590</td></tr>
<tr><td style="padding:8px 0;color:#666;">Codice di controllo</td><td align="right" style="padding:8px 0;font-family:monospace;font-size:17px;font-weight:bold;">9F3A-27C1</td></tr>
<tr><td style="padding:8px 0;color:#666;">Importo</td><td align="right" style="padding:8px 0;">2,00&nbsp;€</td></tr>
<tr><td style="padding:8px 0;color:#666;">Saldo conto gioco</td><td align="right" style="padding:8px 0;">18,00&nbsp;€</td></tr>
</table>
<p style="font-size:12px;color:#666;">Il codice di controllo serve solo per verificare la ricevuta in caso di contestazione: non devi inserirlo da nessuna parte.</p>
${btn("https://www.superstella.it/area-personale/giocate/1326041788325590", "Vedi la giocata", "#102a63")}
<p style="text-align:center;margin-top:14px;"><a href="https://www.superstella.it/estrazioni" style="color:#102a63;font-size:13px;">Estrazioni e quote</a></p>`,
      footer:
        `<img src="https://www.superstella.it/img/mail/18plus-adm.png" width="120" height="30" alt="18+ ADM"><br>Il gioco è vietato ai minori e può causare dipendenza patologica. Probabilità di vincita su www.superstella.it.<br>Concessionario: Stella Giochi S.p.A. – Concessione ADM n.&nbsp;15221 – Via Tiburtina 1072, 00156 Roma`,
    }),
  },
  {
    family: "lotto-stella",
    group: "regional",
    lang: "it",
    kind: "draw-result",
    code: null,
    link: null,
    from: "SuperStella Online <giocate@superstella.it>",
    subject: "Estrazione n. 132: purtroppo questa volta non hai vinto",
    date: d(2026, 11, 3, "22:02:10", "+0100"),
    text: `Ciao Sam,

ecco l'esito della tua giocata al concorso n. 132/2026.

Combinazione vincente: 03 - 18 - 29 - 44 - 56 - 71   Jolly 62   SuperStella 09
La tua combinazione:  07 - 18 - 33 - 41 - 56 - 82   SuperStella 14
Punti: 2 — nessuna vincita

Il jackpot del prossimo concorso (giovedì 5 novembre) è di 41.300.000 €.

Ricevuta n. 1326-0417-8832-5590

Gioca responsabilmente. Numero verde 800 558 822.
Stella Giochi S.p.A. – Concessione ADM n. 15221
`,
    html: null,
  },
  // ---------------------------------------------------------------- northfield-exams (UK exam board)
  {
    family: "northfield-exams",
    group: "consumer",
    lang: "en",
    kind: "exam-results",
    code: null,
    link: null,
    from: "Northfield Awarding Body <results@northfieldawards.org.uk>",
    subject: "Your results are available – Candidate no. 4417, Centre 52180",
    date: d(2026, 8, 13, "08:00:00", "+0100"),
    enc: "qp",
    attachment: [
      "Statement_of_Results_52180_4417.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>endobj\n4 0 obj<</Length 120>>stream\nBT /F1 12 Tf 72 770 Td (Northfield Awarding Body - Provisional Statement of Results - Candidate 4417) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
    text: `Dear Sam Reader,

Your provisional results for the Summer 2026 series are now available. Your statement of results is attached as a PDF.

Candidate name: SAM READER
Candidate number: 4417
Centre number: 52180 (Greystone Sixth Form College)
Unique Candidate Identifier (UCI): 52180F264417K

  Qualification                       Grade
  A Level Mathematics (9MA0)          A*
  A Level Physics (9PH0)              A
  A Level Computer Science (9CS1)     A
  Extended Project (8PQ1)             B

These results are provisional until certificates are issued in November. If you are unhappy with a grade, speak to your exams officer about a review of marking; the deadline for priority reviews is 20 August 2026.

Congratulations, and good luck with what comes next.

Northfield Awarding Body
Results enquiries: 0161 555 0290 · results@northfieldawards.org.uk
Northfield Awarding Body is a registered charity in England and Wales (no. 1099214).
`,
    html: page({
      lang: "en-GB",
      title: "Your results",
      preheader: "Your statement of results for the Summer 2026 series is attached.",
      bg: "#eceff3",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:20px 36px;background-color:#123a5a;color:#ffffff;font-size:18px;font-weight:bold;"><img src="https://www.northfieldawards.org.uk/assets/email/nab-crest-white.png" width="36" height="40" alt="" style="vertical-align:middle;"> &nbsp;Northfield Awarding Body</td></tr></table>`,
      body: `<p>Dear Sam Reader,</p>
<p>Your provisional results for the <strong>Summer 2026</strong> series are now available. Your statement of results is attached as a PDF.</p>
<table role="presentation" width="100%" style="font-size:14px;margin:16px 0;">
<tr><td style="padding:4px 0;color:#5d6b7a;width:55%;">Candidate number</td><td style="padding:4px 0;font-size:22px;font-weight:bold;">4417</td></tr>
<tr><td style="padding:4px 0;color:#5d6b7a;">Centre number</td><td style="padding:4px 0;font-weight:bold;">52180 <span style="font-weight:normal;color:#5d6b7a;">(Greystone Sixth Form College)</span></td></tr>
<tr><td style="padding:4px 0;color:#5d6b7a;">Unique Candidate Identifier</td><td style="padding:4px 0;font-family:monospace;">52180F264417K</td></tr>
</table>
<table role="presentation" width="100%" style="font-size:14px;border:1px solid #d3dae2;">
<tr style="background-color:#123a5a;color:#ffffff;"><th align="left" style="padding:8px 12px;">Qualification</th><th style="padding:8px 12px;">Grade</th></tr>
<tr><td style="padding:8px 12px;border-top:1px solid #d3dae2;">A Level Mathematics (9MA0)</td><td align="center" style="border-top:1px solid #d3dae2;font-size:20px;font-weight:bold;">A*</td></tr>
<tr><td style="padding:8px 12px;border-top:1px solid #d3dae2;">A Level Physics (9PH0)</td><td align="center" style="border-top:1px solid #d3dae2;font-size:20px;font-weight:bold;">A</td></tr>
<tr><td style="padding:8px 12px;border-top:1px solid #d3dae2;">A Level Computer Science (9CS1)</td><td align="center" style="border-top:1px solid #d3dae2;font-size:20px;font-weight:bold;">A</td></tr>
<tr><td style="padding:8px 12px;border-top:1px solid #d3dae2;">Extended Project (8PQ1)</td><td align="center" style="border-top:1px solid #d3dae2;font-size:20px;font-weight:bold;">B</td></tr>
</table>
<p style="font-size:14px;">These results are provisional until certificates are issued in November. If you are unhappy with a grade, speak to your exams officer about a review of marking; the deadline for priority reviews is <strong>20&nbsp;August&nbsp;2026</strong>.</p>
<p>Congratulations, and good luck with what comes next.</p>`,
      footer:
        `Results enquiries: 0161&nbsp;555&nbsp;0290 &middot; <a href="mailto:results@northfieldawards.org.uk" style="color:#8a8f98;">results@northfieldawards.org.uk</a> &middot; <a href="https://www.northfieldawards.org.uk/privacy" style="color:#8a8f98;">Privacy</a><br>Northfield Awarding Body, 3 Portland Street, Manchester M1 3BE. Registered charity in England and Wales (no.&nbsp;1099214).`,
    }),
  },
  {
    family: "northfield-exams",
    group: "consumer",
    lang: "en",
    kind: "exam-entry",
    code: null,
    link: null,
    from: "Northfield Awarding Body <entries@northfieldawards.org.uk>",
    subject: "Entry confirmed: Level 3 Certificate in Data Analysis, 14 Jan 2027",
    date: d(2026, 11, 9, "11:26:51", "+0000"),
    text: `Dear Sam Reader,

Your entry for the following exam has been confirmed by your centre.

Qualification: Level 3 Certificate in Data Analysis (7DA3)
Paper: Component 1 – Written examination (1h 45m)
Date and time: Thursday 14 January 2027, 09:00 (arrive by 08:30)
Centre: 52180 Greystone Sixth Form College, Exam Hall B
Candidate number: 4417
Seat number: C-17

On the day, bring photo ID, black pens and a scientific calculator. Mobile phones and smart watches must be handed in before you enter the hall.

Access arrangements: 25% extra time (approved).

Northfield Awarding Body · 0161 555 0290
`,
    html: null,
  },
  // ---------------------------------------------------------------- e-podatnik (Polish tax refund)
  {
    family: "e-podatnik-zwroty",
    group: "regional",
    lang: "pl",
    kind: "tax-refund",
    code: null,
    link: null,
    from: "Serwis e-Podatnik <powiadomienia@e-podatnik.gov.pl>",
    subject: "Zwrot nadpłaty PIT-37 za 2025 r. został zlecony (nr ref. ZW/1434/2026/081553)",
    date: d(2026, 5, 12, "10:18:40", "+0200"),
    enc: "qp",
    text: `Szanowny Panie,

informujemy, że urząd skarbowy zlecił zwrot nadpłaty podatku wynikającej z zeznania PIT-37 za 2025 rok.

Urząd: Drugi Urząd Skarbowy Warszawa-Śródmieście
Numer referencyjny: ZW/1434/2026/081553
Numer UPO zeznania: 8c41e2f97d0a55b3
Kwota zwrotu: 1 486,00 zł
Rachunek: PL** **** **** **** **** **** 3307
Data zlecenia: 12.05.2026

Środki powinny wpłynąć na rachunek w ciągu 1–3 dni roboczych.

Szczegóły sprawdzisz po zalogowaniu w serwisie e-Podatnik, w zakładce „Moje sprawy”.
https://www.e-podatnik.gov.pl/moje-sprawy

Pamiętaj: urząd skarbowy nie wysyła wiadomości z prośbą o podanie kodu autoryzacyjnego, PIN-u ani danych karty. Nie klikaj w linki w SMS-ach o „dopłacie” lub „zwrocie”.

Wiadomość wygenerowana automatycznie, prosimy na nią nie odpowiadać.
Krajowa Informacja Skarbowa: 22 330 03 30 (z tel. komórkowych), 801 055 055 (z tel. stacjonarnych)
`,
    html: page({
      lang: "pl",
      title: "Zwrot nadpłaty",
      preheader: "Kwota zwrotu: 1 486,00 zł. Środki wpłyną w ciągu 1–3 dni roboczych.",
      bg: "#f0f2f5",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:16px 36px;border-top:6px solid #dc143c;border-bottom:1px solid #d9dde3;"><img src="https://www.e-podatnik.gov.pl/static/mail/godlo-e-podatnik.png" width="200" height="40" alt="e-Podatnik – Ministerstwo Finansów"></td></tr></table>`,
      body: `<p>Szanowny Panie,</p>
<p>informujemy, że urząd skarbowy zlecił zwrot nadpłaty podatku wynikającej z zeznania <strong>PIT-37 za 2025&nbsp;rok</strong>.</p>
<table role="presentation" width="100%" cellpadding="0" style="font-size:14px;border:1px solid #d9dde3;margin:16px 0;">
<tr><td style="padding:10px 14px;background:#f7f8fa;width:42%;">Urząd</td><td style="padding:10px 14px;">Drugi Urząd Skarbowy Warszawa-Śródmieście</td></tr>
<tr><td style="padding:10px 14px;background:#f7f8fa;border-top:1px solid #d9dde3;">Numer referencyjny</td><td style="padding:10px 14px;border-top:1px solid #d9dde3;font-weight:bold;">ZW/1434/2026/081553</td></tr>
<tr><td style="padding:10px 14px;background:#f7f8fa;border-top:1px solid #d9dde3;">Numer UPO zeznania</td><td style="padding:10px 14px;border-top:1px solid #d9dde3;font-family:monospace;">8c41e2f97d0a55b3</td></tr>
<tr><td style="padding:10px 14px;background:#f7f8fa;border-top:1px solid #d9dde3;">Kwota zwrotu</td><td style="padding:10px 14px;border-top:1px solid #d9dde3;font-size:22px;font-weight:bold;color:#0a6b2d;">1&nbsp;486,00&nbsp;zł</td></tr>
<tr><td style="padding:10px 14px;background:#f7f8fa;border-top:1px solid #d9dde3;">Rachunek</td><td style="padding:10px 14px;border-top:1px solid #d9dde3;">PL** **** **** **** **** **** 3307</td></tr>
<tr><td style="padding:10px 14px;background:#f7f8fa;border-top:1px solid #d9dde3;">Data zlecenia</td><td style="padding:10px 14px;border-top:1px solid #d9dde3;">12.05.2026</td></tr>
</table>
<p>Środki powinny wpłynąć na rachunek w&nbsp;ciągu 1–3 dni roboczych. Szczegóły sprawdzisz po zalogowaniu w zakładce <a href="https://www.e-podatnik.gov.pl/moje-sprawy" style="color:#0052a5;">„Moje sprawy”</a>.</p>
<table role="presentation" width="100%"><tr><td style="padding:12px 14px;background:#fff4d6;border-left:4px solid #e0a800;font-size:13px;">Pamiętaj: urząd skarbowy nie wysyła wiadomości z prośbą o podanie kodu autoryzacyjnego, PIN-u ani danych karty. Nie klikaj w linki w SMS-ach o „dopłacie” lub „zwrocie”.</td></tr></table>`,
      footer:
        `Wiadomość wygenerowana automatycznie, prosimy na nią nie odpowiadać.<br>Krajowa Informacja Skarbowa: 22&nbsp;330&nbsp;03&nbsp;30 (z tel. komórkowych), 801&nbsp;055&nbsp;055 (z tel. stacjonarnych) &middot; <a href="https://www.e-podatnik.gov.pl/deklaracja-dostepnosci" style="color:#8a8f98;">Deklaracja dostępności</a>`,
    }),
  },
  {
    family: "e-podatnik-zwroty",
    group: "regional",
    lang: "pl",
    kind: "return-accepted",
    code: null,
    link: null,
    from: "Serwis e-Podatnik <powiadomienia@e-podatnik.gov.pl>",
    subject: "Zeznanie PIT-37 zostało przyjęte – status 200",
    date: d(2026, 4, 2, "19:47:05", "+0200"),
    text: `Twoje zeznanie zostało przyjęte.

Formularz: PIT-37 (wariant 31) za 2025 r.
Status: 200 – Przetwarzanie dokumentu zakończone poprawnie, pobierz UPO
Numer referencyjny dokumentu: 8c41e2f97d0a55b3
Data złożenia: 02.04.2026, 19:46
Kwota do zwrotu: 1 486,00 zł

Urzędowe Poświadczenie Odbioru (UPO) znajdziesz w serwisie e-Podatnik w zakładce „Moje dokumenty”.
Nie musisz niczego potwierdzać – zeznanie jest złożone.

Serwis e-Podatnik · Ministerstwo Finansów
`,
    html: null,
  },
  // ---------------------------------------------------------------- kronan-klubb (Swedish loyalty club)
  {
    family: "kronan-klubb",
    group: "regional",
    lang: "sv",
    kind: "loyalty-statement",
    code: null,
    link: null,
    from: "Kronan Klubb <klubb@nyhetsbrev.kronanmat.se>",
    subject: "Ditt poängbesked för oktober: 2 340 poäng 🎉",
    date: d(2026, 11, 2, "06:12:00", "+0100"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<mailto:avregistrera@nyhetsbrev.kronanmat.se?subject=unsub-8814402>"]],
    text: `Hej Sam!

Här är ditt poängbesked för oktober 2026.

Medlemsnummer: 6 0012 8814 402
Nivå: Guld
Poäng intjänade i oktober: 2 340
Totalt saldo: 7 915 poäng
Poäng som förfaller 31 december: 1 120

Du har 2 bonuscheckar att använda:
- 50 kr, giltig t.o.m. 30/11/2026 (checknummer 4481 9027)
- 25 kr, giltig t.o.m. 15/12/2026 (checknummer 4481 9391)
Bonuscheckarna dras automatiskt när du blippar ditt medlemskort eller visar appen i kassan.

Veckans medlemspris: Kaffe mellanrost 450 g, 39,90 kr (ord. 59,90 kr).

Se alla dina köp: https://www.kronanmat.se/klubb/mina-sidor/poang?utm_source=mejl&utm_campaign=poangbesked_2610

Kronan Mat AB, Box 1142, 171 23 Solna · Kundservice 0771-44 22 10
Avregistrera: https://www.kronanmat.se/klubb/installningar/mejl
`,
    html: page({
      lang: "sv",
      title: "Poängbesked",
      preheader: "2 340 nya poäng och 2 bonuscheckar väntar på dig.",
      bg: "#fff7e8",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:18px 36px;background-color:#c8102e;"><img src="https://www.kronanmat.se/static/mejl/kronan-klubb-vit.png" width="140" height="34" alt="Kronan Klubb"></td><td align="right" style="padding:18px 36px;background-color:#c8102e;color:#ffe6a8;font-size:13px;font-weight:bold;">GULD</td></tr></table>`,
      body: `<p style="font-size:20px;font-weight:bold;margin:0 0 6px 0;">Hej Sam!</p>
<p style="margin:0 0 20px 0;">Här är ditt poängbesked för oktober 2026.</p>
<table role="presentation" width="100%"><tr>
<td width="50%" align="center" style="padding:16px;background-color:#fdf0d5;"><div style="font-size:12px;color:#7a5a12;">INTJÄNAT I OKTOBER</div><div style="font-size:34px;font-weight:bold;color:#c8102e;">2&nbsp;340</div><div style="font-size:12px;color:#7a5a12;">poäng</div></td>
<td width="8"></td>
<td width="50%" align="center" style="padding:16px;background-color:#fdf0d5;"><div style="font-size:12px;color:#7a5a12;">TOTALT SALDO</div><div style="font-size:34px;font-weight:bold;color:#222;">7&nbsp;915</div><div style="font-size:12px;color:#7a5a12;">poäng</div></td>
</tr></table>
<p style="font-size:13px;color:#7a5a12;">1&nbsp;120 poäng förfaller 31 december.</p>
<p style="font-weight:bold;margin:22px 0 8px 0;">Dina bonuscheckar</p>
<table role="presentation" width="100%" style="font-size:14px;">
<tr><td style="padding:10px;border:1px dashed #c8102e;"><span style="font-size:22px;font-weight:bold;">50&nbsp;kr</span> &nbsp;giltig t.o.m. 30/11/2026<br><span style="font-size:12px;color:#777;">Checknummer 4481&nbsp;9027</span></td></tr>
<tr><td height="8"></td></tr>
<tr><td style="padding:10px;border:1px dashed #c8102e;"><span style="font-size:22px;font-weight:bold;">25&nbsp;kr</span> &nbsp;giltig t.o.m. 15/12/2026<br><span style="font-size:12px;color:#777;">Checknummer 4481&nbsp;9391</span></td></tr>
</table>
<p style="font-size:13px;">Bonuscheckarna dras automatiskt när du blippar ditt medlemskort eller visar appen i kassan.</p>
<table role="presentation" width="100%" style="margin:18px 0;background-color:#f4f4f4;"><tr><td width="110" style="padding:10px;"><img src="https://www.kronanmat.se/static/mejl/vecka45-kaffe.jpg" width="90" height="90" alt="Kaffe"></td><td style="padding:10px;font-size:14px;"><strong>Veckans medlemspris</strong><br>Kaffe mellanrost 450&nbsp;g<br><span style="font-size:22px;font-weight:bold;color:#c8102e;">39,90&nbsp;kr</span> <span style="color:#888;font-size:12px;">ord. 59,90&nbsp;kr</span></td></tr></table>
${
        btn(
          "https://www.kronanmat.se/klubb/mina-sidor/poang?utm_source=mejl&amp;utm_campaign=poangbesked_2610",
          "Se alla dina köp",
          "#c8102e",
          "#ffffff",
          24,
        )
      }
<p style="text-align:center;font-size:12px;color:#777;margin-top:16px;">Medlemsnummer: <strong>6&nbsp;0012&nbsp;8814&nbsp;402</strong></p>`,
      footer:
        `Kronan Mat AB, Box 1142, 171 23 Solna &middot; Kundservice 0771-44&nbsp;22&nbsp;10<br><a href="https://www.kronanmat.se/klubb/installningar/mejl" style="color:#8a8f98;">Avregistrera</a> &middot; <a href="https://www.kronanmat.se/integritet" style="color:#8a8f98;">Integritetspolicy</a>`,
    }),
  },
  {
    family: "kronan-klubb",
    group: "regional",
    lang: "sv",
    kind: "member-card",
    code: null,
    link: null,
    from: "Kronan Klubb <klubb@kronanmat.se>",
    subject: "Välkommen till Kronan Klubb – ditt digitala medlemskort är klart",
    date: d(2026, 6, 19, "16:40:22", "+0200"),
    text: `Hej Sam,

välkommen till Kronan Klubb! Ditt konto är aktiverat och ditt digitala medlemskort finns nu i appen.

Medlemsnummer: 6 0012 8814 402
Startnivå: Brons (10 kr = 1 poäng)

Så här kommer du igång:
1. Ladda ner Kronan-appen (App Store / Google Play).
2. Logga in med BankID.
3. Visa medlemskortet i kassan – klart!

Som tack får du en välkomstcheck på 30 kr som redan ligger på ditt konto.

Hälsningar,
Kronan Klubb
Kundservice 0771-44 22 10 · https://www.kronanmat.se/klubb
`,
    html: null,
  },
  // ---------------------------------------------------------------- clearwater-trust (charity donations)
  {
    family: "clearwater-trust",
    group: "consumer",
    lang: "en",
    kind: "donation-receipt",
    code: null,
    link: null,
    from: "Clearwater Trust <supporters@clearwatertrust.org>",
    subject: "Thank you, Sam – your donation receipt #CWT-2026-118403",
    date: d(2026, 11, 1, "10:05:44", "-0500"),
    enc: "qp",
    attachment: [
      "CWT-2026-118403.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>endobj\n4 0 obj<</Length 96>>stream\nBT /F1 12 Tf 72 720 Td (Clearwater Trust - Official donation receipt CWT-2026-118403 - USD 75.00) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
    text: `Dear Sam,

Thank you for your gift of $75.00 to Clearwater Trust. Your official receipt is attached for your tax records.

Receipt number: CWT-2026-118403
Date of gift: November 1, 2026
Amount: $75.00 USD (monthly, 4th gift)
Designation: Where needed most
Payment: Visa ending 4821 · Authorization code 08842D

Your $75 this month can fund a hand-pump repair kit for a village well in northern Malawi.

No goods or services were provided in exchange for this contribution. Clearwater Trust is a 501(c)(3) nonprofit organization, EIN 84-3301927.

To change or pause your monthly gift, call our Supporter Care team at 1-888-555-0177 (Mon–Fri, 9–5 ET).

With gratitude,
Renée Odhiambo
Executive Director, Clearwater Trust
1650 Market Street, Suite 3600, Philadelphia, PA 19103
`,
    html: page({
      lang: "en",
      title: "Thank you for your gift",
      preheader: "Your official receipt for $75.00 is attached.",
      bg: "#e8f3f7",
      header:
        `<table role="presentation" width="100%"><tr><td align="center" style="padding:24px 36px 0 36px;"><img src="https://www.clearwatertrust.org/images/email/cwt-logo-2x.png" width="190" height="48" alt="Clearwater Trust"></td></tr>
<tr><td style="padding:20px 0 0 0;"><img src="https://www.clearwatertrust.org/images/email/well-malawi-1200.jpg" width="600" alt="Children collecting water at a village well in Malawi" style="display:block;width:100%;"></td></tr></table>`,
      body:
        `<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:28px;color:#0d5c75;margin:0 0 14px 0;">Thank you, Sam.</h1>
<p>Your gift of <strong>$75.00</strong> to Clearwater Trust has been received. Your official receipt is attached for your tax records.</p>
<table role="presentation" width="100%" style="font-size:14px;background-color:#f3f9fb;margin:18px 0;">
<tr><td style="padding:8px 16px;color:#4d6b76;">Receipt number</td><td style="padding:8px 16px;font-weight:bold;">CWT-2026-118403</td></tr>
<tr><td style="padding:8px 16px;color:#4d6b76;">Date of gift</td><td style="padding:8px 16px;">November 1, 2026</td></tr>
<tr><td style="padding:8px 16px;color:#4d6b76;">Amount</td><td style="padding:8px 16px;font-size:20px;font-weight:bold;">$75.00 USD</td></tr>
<tr><td style="padding:8px 16px;color:#4d6b76;">Frequency</td><td style="padding:8px 16px;">Monthly (4th gift)</td></tr>
<tr><td style="padding:8px 16px;color:#4d6b76;">Designation</td><td style="padding:8px 16px;">Where needed most</td></tr>
<tr><td style="padding:8px 16px;color:#4d6b76;">Payment</td><td style="padding:8px 16px;">Visa ending 4821 &middot; Auth. code 08842D</td></tr>
</table>
<p style="font-family:Georgia,serif;font-size:17px;font-style:italic;color:#0d5c75;">Your $75 this month can fund a hand-pump repair kit for a village well in northern Malawi.</p>
<p style="font-size:12px;color:#6b7c85;">No goods or services were provided in exchange for this contribution. Clearwater Trust is a 501(c)(3) nonprofit organization, EIN 84-3301927.</p>
<p>To change or pause your monthly gift, call Supporter Care at <strong>1-888-555-0177</strong> (Mon–Fri, 9–5 ET).</p>
<p>With gratitude,<br><img src="https://www.clearwatertrust.org/images/email/sig-renee.png" width="140" height="40" alt="Renée Odhiambo"><br>Renée Odhiambo<br><span style="color:#6b7c85;">Executive Director</span></p>`,
      footer:
        `<a href="https://www.clearwatertrust.org/impact-report-2025?utm_source=receipt" style="color:#8a8f98;">2025 Impact Report</a> &middot; <a href="https://www.clearwatertrust.org/privacy" style="color:#8a8f98;">Privacy</a> &middot; <a href="https://www.facebook.com/clearwatertrust" style="color:#8a8f98;">Facebook</a><br>Clearwater Trust, 1650 Market Street, Suite 3600, Philadelphia, PA 19103`,
    }),
  },
  {
    family: "clearwater-trust",
    group: "consumer",
    lang: "en",
    kind: "year-end-summary",
    code: null,
    link: null,
    from: "Clearwater Trust <supporters@clearwatertrust.org>",
    subject: "Your 2025 giving summary (tax ID 84-3301927)",
    date: d(2026, 1, 15, "09:00:00", "-0500"),
    text: `Dear Sam,

As you prepare your 2025 taxes, here is a summary of your gifts to Clearwater Trust.

Donor ID: 00718834
  03/14/2025  $50.00   One-time     CWT-2025-031877
  11/28/2025  $120.00  GivingTuesday CWT-2025-104412
  Total 2025: $170.00

No goods or services were provided in exchange for these contributions.
Clearwater Trust, EIN 84-3301927, 1650 Market Street, Suite 3600, Philadelphia, PA 19103.

Questions? 1-888-555-0177 · supporters@clearwatertrust.org
`,
    html: null,
  },
  // ---------------------------------------------------------------- qingmu-app-store (Chinese app store receipts)
  {
    family: "qingmu-app-store",
    group: "regional",
    lang: "zh",
    kind: "app-receipt",
    code: null,
    link: null,
    from: "青木应用商店 <receipt@store.qingmu.cn>",
    subject: "您的收据 — 订单号 QM2611082215937",
    date: d(2026, 11, 8, "22:16:03", "+0800"),
    enc: "b64",
    text: `青木应用商店 收据

账户：sam.reader@inbox.example
日期：2026年11月8日 22:15
订单号：QM2611082215937
文档编号：586220194113

项目                                     价格
番茄时钟 Pro · 终身解锁（应用内购买）         ¥ 30.00
云笔记 · 高级会员（月度，自动续期）            ¥ 18.00
                                   合计：¥ 48.00
付款方式：微信支付（尾号 ****6602）

如有疑问，可在购买后 14 天内在“账户 > 购买记录”中申请退款。
验证码、支付密码不会通过邮件向您索取，请勿泄露给任何人。

管理订阅：https://store.qingmu.cn/account/subscriptions
隐私政策：https://store.qingmu.cn/legal/privacy

青木科技（杭州）有限公司 · 杭州市西湖区文三路 478 号
客服热线：400-820-5517
`,
    html: `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>收据</title></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:'PingFang SC','Microsoft YaHei',sans-serif;color:#1d1d1f;">
<table width="100%" role="presentation" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="640" role="presentation" cellpadding="0" cellspacing="0">
<tr><td style="padding:32px 0 8px 0;"><img src="https://store.qingmu.cn/static/mail/qm-logo.png" width="40" height="40" alt="青木"></td><td align="right" style="padding:32px 0 8px 0;font-size:28px;color:#888;">收据</td></tr>
<tr><td colspan="2">
<table width="100%" role="presentation" cellpadding="0" cellspacing="0" style="background:#f5f5f7;border-radius:8px;font-size:12px;">
<tr><td style="padding:12px 16px;color:#666;">账户<br><span style="color:#1d1d1f;">sam.reader@inbox.example</span></td><td style="padding:12px 16px;color:#666;">日期<br><span style="color:#1d1d1f;">2026年11月8日</span></td><td style="padding:12px 16px;color:#666;">订单号<br><a href="https://store.qingmu.cn/account/orders/QM2611082215937" style="color:#0066cc;">QM2611082215937</a></td><td style="padding:12px 16px;color:#666;">文档编号<br><span style="color:#1d1d1f;">586220194113</span></td></tr>
</table></td></tr>
<tr><td colspan="2" style="padding-top:20px;">
<table width="100%" role="presentation" cellpadding="0" cellspacing="0" style="font-size:13px;">
<tr><td colspan="3" style="background:#fafafa;padding:6px 10px;font-weight:bold;border-bottom:1px solid #ddd;">青木应用商店</td></tr>
<tr><td width="70" style="padding:12px 10px;"><img src="https://store.qingmu.cn/icons/tomato-pro/120.png" width="56" height="56" alt="" style="border-radius:12px;"></td><td style="padding:12px 10px;">番茄时钟 Pro<br><span style="color:#888;">终身解锁（应用内购买）</span></td><td align="right" style="padding:12px 10px;font-weight:bold;">¥30.00</td></tr>
<tr><td style="padding:12px 10px;border-top:1px solid #eee;"><img src="https://store.qingmu.cn/icons/yun-note/120.png" width="56" height="56" alt="" style="border-radius:12px;"></td><td style="padding:12px 10px;border-top:1px solid #eee;">云笔记 · 高级会员<br><span style="color:#888;">月度，自动续期 · 续期日期 2026年12月8日</span></td><td align="right" style="padding:12px 10px;border-top:1px solid #eee;font-weight:bold;">¥18.00</td></tr>
<tr><td colspan="2" align="right" style="padding:14px 10px;border-top:1px solid #ddd;color:#666;">合计</td><td align="right" style="padding:14px 10px;border-top:1px solid #ddd;font-size:18px;font-weight:bold;">¥48.00</td></tr>
<tr><td colspan="3" align="right" style="padding:0 10px;font-size:12px;color:#888;">付款方式：微信支付（尾号 ****6602）</td></tr>
</table></td></tr>
<tr><td colspan="2" style="padding:28px 0 0 0;font-size:12px;color:#666;line-height:20px;">
如有疑问，可在购买后 14 天内在“账户 &gt; 购买记录”中<a href="https://store.qingmu.cn/account/purchases?order=QM2611082215937" style="color:#0066cc;">申请退款</a>。<br>
<a href="https://store.qingmu.cn/account/subscriptions" style="color:#0066cc;">管理订阅</a> · <a href="https://store.qingmu.cn/legal/privacy" style="color:#0066cc;">隐私政策</a> · <a href="https://store.qingmu.cn/legal/terms" style="color:#0066cc;">销售条款</a><br>
验证码、支付密码不会通过邮件向您索取，请勿泄露给任何人。<br><br>
青木科技（杭州）有限公司 · 杭州市西湖区文三路 478 号 · 客服热线 400-820-5517<br>© 2026 Qingmu Technology. 保留所有权利。
</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "qingmu-app-store",
    group: "regional",
    lang: "zh",
    kind: "subscription-renewal",
    code: null,
    link: null,
    from: "青木应用商店 <noreply@store.qingmu.cn>",
    subject: "订阅即将续期：云笔记 · 高级会员（3 天后扣费 ¥18.00）",
    date: d(2026, 12, 5, "10:00:12", "+0800"),
    enc: "qp",
    text: `您好，

您订阅的“云笔记 · 高级会员（月度）”将于 2026年12月8日 自动续期，届时将从微信支付（尾号 ****6602）扣费 ¥18.00。

如果您想继续使用，无需进行任何操作。
如需取消，请在续期前至少 24 小时前往“账户 > 订阅”进行管理：
https://store.qingmu.cn/account/subscriptions

订单号：QM2611082215937
客服热线：400-820-5517

青木应用商店
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:'PingFang SC','Microsoft YaHei',sans-serif;background:#f5f5f7;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td style="padding:24px 28px 8px 28px;"><img src="https://store.qingmu.cn/static/mail/qm-logo.png" width="32" height="32" alt="青木应用商店"></td></tr>
<tr><td style="padding:8px 28px 24px 28px;font-size:14px;line-height:24px;color:#1d1d1f;">
<p style="font-size:20px;font-weight:bold;margin:8px 0 16px 0;">订阅即将续期</p>
<table cellpadding="0" cellspacing="0" width="100%" style="background:#f5f5f7;border-radius:8px;"><tr><td width="72" style="padding:12px;"><img src="https://store.qingmu.cn/icons/yun-note/120.png" width="56" height="56" alt="" style="border-radius:12px;"></td><td style="padding:12px 12px 12px 0;"><b>云笔记 · 高级会员</b><br>月度 · ¥18.00<br><span style="color:#888;">续期日期：2026年12月8日</span></td></tr></table>
<p>届时将从微信支付（尾号 ****6602）扣费 <b>¥18.00</b>。如果您想继续使用，无需进行任何操作。</p>
<p>如需取消，请在续期前至少 24 小时<a href="https://store.qingmu.cn/account/subscriptions" style="color:#0066cc;">管理订阅</a>。</p>
<p style="color:#888;font-size:12px;">订单号：QM2611082215937 · 客服热线：400-820-5517</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- ironvale-online (game patch notes)
  {
    family: "ironvale-online",
    group: "consumer",
    lang: "en",
    kind: "patch-notes",
    code: null,
    link: null,
    from: "Ironvale Online <news@play.ironvale.gg>",
    subject: 'Patch 4.12.0 "Emberfall" is live – servers back up at 09:00 UTC',
    date: d(2026, 10, 20, "09:04:33", "+0000"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://play.ironvale.gg/email/unsubscribe?u=5520193&c=patch>"]],
    text: `PATCH 4.12.0 "EMBERFALL" IS LIVE

Build 4.12.0.88213 · Client download ~3.4 GB (PC) / 2.1 GB (console)
Maintenance ended 20 Oct 2026, 09:00 UTC.

HIGHLIGHTS
- New zone: The Cinderreach (levels 58–62)
- New raid: Throne of Ash, Normal mode opens Oct 22; Heroic Oct 29
- Crafting: Ember Forge recipes, max item level raised to 640
- Arena Season 9 begins; Season 8 rewards delivered to your in-game mailbox

CLASS CHANGES
- Warden: Iron Verdict damage +8%; cooldown 12s → 10s
- Hexblade: Soul Tithe no longer consumes two charges (bug fix)
- Ranger: Volley now hits up to 8 targets (was 5)

BUG FIXES
- Fixed a crash when opening the Guild Bank with more than 200 items
- Fixed error code 0x80A4-117 when joining a party cross-region
- Activation of the Emberfall Companion pet no longer requires a relog

Known issue: some players see "Verification failed (code 4012)" on the launcher after updating; restarting the launcher fixes it.

Full notes: https://play.ironvale.gg/news/patch-4-12-0-emberfall?utm_source=email&utm_campaign=patch41200

See you in the Cinderreach,
The Ironvale team

Ironvale Studios Ltd, 14 Hanover Quay, Dublin 2, D02 VY60, Ireland
Unsubscribe from patch emails: https://play.ironvale.gg/email/unsubscribe?u=5520193&c=patch
`,
    html: page({
      lang: "en",
      title: "Patch 4.12.0",
      preheader: "New zone, new raid, Arena Season 9 and 40+ fixes.",
      bg: "#0e0b0a",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:0;background-color:#1a1412;"><a href="https://play.ironvale.gg/news/patch-4-12-0-emberfall?utm_source=email&amp;utm_campaign=patch41200"><img src="https://cdn.ironvale.gg/email/2026/emberfall-hero-1200x600.jpg" width="600" alt="EMBERFALL — Patch 4.12.0 is live" style="display:block;width:100%;"></a></td></tr></table>`,
      body: `<table role="presentation" width="100%"><tr><td align="center" style="padding-bottom:14px;">
<div style="font-size:12px;letter-spacing:3px;color:#b5652b;">PATCH</div>
<div style="font-size:44px;font-weight:bold;letter-spacing:2px;color:#1a1412;">4.12.0</div>
<div style="font-size:13px;color:#7a6a60;">Build 4.12.0.88213 &middot; ~3.4&nbsp;GB (PC) / 2.1&nbsp;GB (console)</div>
</td></tr></table>
<h2 style="font-size:16px;color:#b5652b;border-bottom:2px solid #b5652b;padding-bottom:4px;">HIGHLIGHTS</h2>
<ul style="padding-left:18px;margin:0 0 14px 0;">
<li><strong>New zone:</strong> The Cinderreach (levels 58–62)</li>
<li><strong>New raid:</strong> Throne of Ash &mdash; Normal opens Oct 22, Heroic Oct 29</li>
<li><strong>Crafting:</strong> Ember Forge recipes, max item level raised to 640</li>
<li><strong>Arena Season 9</strong> begins; Season 8 rewards are in your in-game mailbox</li>
</ul>
<h2 style="font-size:16px;color:#b5652b;border-bottom:2px solid #b5652b;padding-bottom:4px;">CLASS CHANGES</h2>
<table role="presentation" width="100%" style="font-size:14px;">
<tr><td style="padding:4px 0;width:90px;font-weight:bold;">Warden</td><td>Iron Verdict damage +8%; cooldown 12s &rarr; 10s</td></tr>
<tr><td style="padding:4px 0;font-weight:bold;">Hexblade</td><td>Soul Tithe no longer consumes two charges (bug fix)</td></tr>
<tr><td style="padding:4px 0;font-weight:bold;">Ranger</td><td>Volley now hits up to 8 targets (was 5)</td></tr>
</table>
<h2 style="font-size:16px;color:#b5652b;border-bottom:2px solid #b5652b;padding-bottom:4px;">BUG FIXES</h2>
<ul style="padding-left:18px;margin:0 0 14px 0;font-size:14px;">
<li>Fixed a crash when opening the Guild Bank with more than 200 items</li>
<li>Fixed error code <code>0x80A4-117</code> when joining a party cross-region</li>
<li>Activation of the Emberfall Companion pet no longer requires a relog</li>
</ul>
<p style="font-size:13px;background-color:#f7efe9;padding:10px 12px;"><strong>Known issue:</strong> some players see &ldquo;Verification failed (code 4012)&rdquo; on the launcher after updating; restarting the launcher fixes it.</p>
${
        btn(
          "https://play.ironvale.gg/news/patch-4-12-0-emberfall?utm_source=email&amp;utm_campaign=patch41200",
          "READ FULL PATCH NOTES",
          "#b5652b",
          "#ffffff",
          2,
        )
      }`,
      footer:
        `<a href="https://discord.gg/ironvale" style="color:#8a8f98;">Discord</a> &middot; <a href="https://x.com/ironvalegame" style="color:#8a8f98;">X</a> &middot; <a href="https://www.youtube.com/@ironvale" style="color:#8a8f98;">YouTube</a><br>Ironvale Studios Ltd, 14 Hanover Quay, Dublin 2, D02 VY60, Ireland &middot; © 2026<br><a href="https://play.ironvale.gg/email/unsubscribe?u=5520193&amp;c=patch" style="color:#8a8f98;">Unsubscribe from patch emails</a>`,
    }),
  },
  {
    family: "ironvale-online",
    group: "consumer",
    lang: "en",
    kind: "purchase-receipt",
    code: null,
    link: null,
    from: "Ironvale Store <store@play.ironvale.gg>",
    subject: "Receipt for order IV-7731-0452: 2,800 Embers",
    date: d(2026, 10, 21, "19:58:12", "+0000"),
    text: `Thanks for your purchase!

Order: IV-7731-0452
Date: 21 Oct 2026, 19:57 UTC
Account: SamtheWarden#4821

  2,800 Embers (+400 bonus)        €24.99
  VAT (23%, included)               €4.67
  Total                            €24.99

Paid with PayPal (s***@inbox.example)

Your Embers have been added to your account. Bonus Embers are non-refundable.
Didn't make this purchase? Contact Player Support at https://support.ironvale.gg and quote the order number.

Ironvale Studios Ltd, 14 Hanover Quay, Dublin 2, Ireland · VAT IE3318827LH
`,
    html: null,
  },
  // ---------------------------------------------------------------- tallyboard (SaaS welcome / confirmed notices)
  {
    family: "tallyboard",
    group: "consumer",
    lang: "en",
    kind: "welcome",
    code: null,
    link: null,
    from: "Jess from Tallyboard <hello@tallyboard.app>",
    subject: "Welcome to Tallyboard – your workspace is ready",
    date: d(2026, 9, 8, "15:31:09", "-0400"),
    enc: "qp",
    text: `Hi Sam,

Your email is confirmed and your Tallyboard workspace "Reader Studio" is ready. 🎉

Get started: https://app.tallyboard.app/w/reader-studio/onboarding?utm_source=welcome_email

Three things most teams do in their first week:
1. Import your clients from a CSV or from QuickBooks
2. Create your first invoice template
3. Invite your accountant (read-only seats are free)

Your free trial runs until September 22, 2026. No credit card needed until then.

Questions? Just reply to this email – a real person reads every one.

Jess Moreau
Customer Success, Tallyboard

Tallyboard Inc. · 225 Dyer Street, Providence, RI 02903
`,
    html: page({
      lang: "en",
      title: "Welcome to Tallyboard",
      preheader: 'Your workspace "Reader Studio" is ready. Here\'s how to get going.',
      bg: "#f7f5ff",
      width: 560,
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:28px 36px 0 36px;"><img src="https://tallyboard.app/email/logo-tallyboard.png" width="132" height="30" alt="Tallyboard"></td></tr></table>`,
      body: `<h1 style="font-size:26px;line-height:32px;margin:0 0 12px 0;color:#1d1449;">Welcome aboard, Sam! 🎉</h1>
<p>Your email is confirmed and your workspace <strong>Reader Studio</strong> is ready.</p>
${
        btn(
          "https://app.tallyboard.app/w/reader-studio/onboarding?utm_source=welcome_email",
          "Get started",
          "#6a4cff",
          "#ffffff",
          8,
        )
      }
<p style="margin-top:26px;font-weight:bold;">Three things most teams do in their first week:</p>
<table role="presentation" width="100%" style="font-size:14px;">
<tr><td width="36" valign="top"><div style="width:24px;height:24px;border-radius:12px;background:#ece8ff;color:#6a4cff;text-align:center;line-height:24px;font-weight:bold;">1</div></td><td style="padding-bottom:10px;">Import your clients from a CSV or from QuickBooks</td></tr>
<tr><td valign="top"><div style="width:24px;height:24px;border-radius:12px;background:#ece8ff;color:#6a4cff;text-align:center;line-height:24px;font-weight:bold;">2</div></td><td style="padding-bottom:10px;">Create your first invoice template</td></tr>
<tr><td valign="top"><div style="width:24px;height:24px;border-radius:12px;background:#ece8ff;color:#6a4cff;text-align:center;line-height:24px;font-weight:bold;">3</div></td><td style="padding-bottom:10px;">Invite your accountant (read-only seats are free)</td></tr>
</table>
<p style="font-size:14px;">Your free trial runs until <strong>September 22, 2026</strong>. No credit card needed until then.</p>
<p style="font-size:14px;">Questions? Just reply to this email &ndash; a real person reads every one.</p>
<p style="font-size:14px;">Jess Moreau<br><span style="color:#6b6690;">Customer Success, Tallyboard</span></p>`,
      footer:
        `<a href="https://help.tallyboard.app" style="color:#8a8f98;">Help center</a> &middot; <a href="https://tallyboard.app/legal/privacy" style="color:#8a8f98;">Privacy</a> &middot; <a href="https://app.tallyboard.app/settings/notifications" style="color:#8a8f98;">Email preferences</a><br>Tallyboard Inc. &middot; 225 Dyer Street, Providence, RI 02903`,
    }),
  },
  {
    family: "tallyboard",
    group: "consumer",
    lang: "en",
    kind: "trial-ending",
    code: null,
    link: null,
    from: "Tallyboard <billing@tallyboard.app>",
    subject: "Your trial ends in 3 days (Sep 22)",
    date: d(2026, 9, 19, "14:00:00", "-0400"),
    enc: "b64",
    text: `Hi Sam,

Your Tallyboard free trial for "Reader Studio" ends on Tuesday, September 22, 2026.

In your trial you've sent 14 invoices and collected $6,240.00. Nice work!

If you'd like to keep going, pick a plan from Settings > Billing before then:
  Solo – $12/month · Team – $29/month (up to 5 seats)

If you don't choose a plan, your workspace switches to read-only. Nothing is deleted, and you can upgrade at any time.

Compare plans: https://tallyboard.app/pricing?utm_source=trial_d-3

– The Tallyboard team
Tallyboard Inc. · 225 Dyer Street, Providence, RI 02903
`,
    html: page({
      lang: "en",
      title: "Your trial ends soon",
      preheader: "Pick a plan before Sep 22 to keep sending invoices.",
      bg: "#f7f5ff",
      width: 560,
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:28px 36px 0 36px;"><img src="https://tallyboard.app/email/logo-tallyboard.png" width="132" height="30" alt="Tallyboard"></td></tr></table>`,
      body:
        `<table role="presentation" width="100%"><tr><td align="center" style="padding:18px;background-color:#fff4e5;border-radius:8px;"><div style="font-size:48px;font-weight:bold;color:#c2410c;line-height:52px;">3</div><div style="font-size:13px;color:#9a3412;">days left in your trial</div></td></tr></table>
<p style="margin-top:20px;">Hi Sam, your free trial for <strong>Reader Studio</strong> ends on <strong>Tuesday, September 22, 2026</strong>.</p>
<p>In your trial you've sent <strong>14 invoices</strong> and collected <strong>$6,240.00</strong>. Nice work!</p>
<table role="presentation" width="100%" style="font-size:14px;border:1px solid #e4e0fb;border-radius:8px;">
<tr><td style="padding:12px 16px;"><strong>Solo</strong><br><span style="color:#6b6690;">1 seat</span></td><td align="right" style="padding:12px 16px;font-size:18px;font-weight:bold;">$12<span style="font-size:12px;font-weight:normal;">/mo</span></td></tr>
<tr><td style="padding:12px 16px;border-top:1px solid #e4e0fb;"><strong>Team</strong><br><span style="color:#6b6690;">up to 5 seats</span></td><td align="right" style="padding:12px 16px;border-top:1px solid #e4e0fb;font-size:18px;font-weight:bold;">$29<span style="font-size:12px;font-weight:normal;">/mo</span></td></tr>
</table>
<p style="font-size:14px;">If you don't choose a plan, your workspace switches to read-only. Nothing is deleted, and you can upgrade at any time from Settings &gt; Billing.</p>
${btn("https://tallyboard.app/pricing?utm_source=trial_d-3", "Compare plans", "#6a4cff", "#ffffff", 8)}`,
      footer:
        `<a href="https://help.tallyboard.app/billing" style="color:#8a8f98;">Billing FAQ</a> &middot; <a href="https://app.tallyboard.app/settings/notifications" style="color:#8a8f98;">Email preferences</a><br>Tallyboard Inc. &middot; 225 Dyer Street, Providence, RI 02903`,
    }),
  },
  // ---------------------------------------------------------------- marsa-stream (Arabic streaming service)
  {
    family: "marsa-stream",
    group: "regional",
    lang: "ar",
    kind: "trial-ending",
    code: null,
    link: null,
    from: "مرسى بلس <hello@marsaplus.tv>",
    subject: "تنتهي فترتك التجريبية خلال يومين",
    date: d(2026, 10, 13, "17:30:00", "+0300"),
    enc: "b64",
    text: `مرحباً سام،

نذكّرك بأن الفترة التجريبية المجانية لاشتراك مرسى بلس ستنتهي يوم الخميس 15 أكتوبر 2026.

بعد انتهاء الفترة التجريبية سيتحوّل اشتراكك تلقائياً إلى الباقة الشهرية بسعر 29.99 ر.س، وسيتم الخصم من بطاقة مدى المنتهية بـ 5518.

لا تحتاج إلى القيام بأي إجراء إذا أردت متابعة المشاهدة.
لإلغاء التجديد التلقائي: الإعدادات > الاشتراك > إلغاء الاشتراك.

الجديد هذا الأسبوع: الموسم الثاني من «بيت الجدّة» – 12 حلقة كاملة.

رقم العضوية: MP-00482291
خدمة العملاء: 920003318

مرسى بلس – جميع الحقوق محفوظة © 2026
`,
    html: page({
      lang: "ar",
      dir: "rtl",
      title: "تنتهي فترتك التجريبية",
      preheader: "سيتحوّل اشتراكك تلقائياً إلى الباقة الشهرية بسعر 29.99 ر.س",
      bg: "#101820",
      font: "Tahoma,'Segoe UI',Arial,sans-serif",
      header:
        `<table role="presentation" width="100%"><tr><td align="right" style="padding:20px 36px;background-color:#101820;"><img src="https://static.marsaplus.tv/email/marsa-logo-ar.png" width="120" height="36" alt="مرسى بلس"></td></tr>
<tr><td><img src="https://static.marsaplus.tv/email/beit-aljadda-s2-600.jpg" width="600" alt="بيت الجدّة – الموسم الثاني" style="display:block;width:100%;"></td></tr></table>`,
      body: `<p style="font-size:20px;font-weight:bold;margin:0 0 12px 0;text-align:right;">مرحباً سام،</p>
<p style="text-align:right;">نذكّرك بأن الفترة التجريبية المجانية لاشتراك مرسى بلس ستنتهي يوم <strong>الخميس 15 أكتوبر 2026</strong>.</p>
<table role="presentation" width="100%" style="margin:16px 0;background-color:#f1f6f9;"><tr>
<td align="center" style="padding:16px;"><div style="font-size:40px;font-weight:bold;color:#0a8f8f;">2</div><div style="font-size:13px;color:#555;">يومان متبقيان</div></td>
<td align="center" style="padding:16px;"><div style="font-size:26px;font-weight:bold;">29.99 ر.س</div><div style="font-size:13px;color:#555;">شهرياً بعد التجربة</div></td>
</tr></table>
<p style="text-align:right;">سيتم الخصم من بطاقة مدى المنتهية بـ <span dir="ltr">•••• 5518</span>. لا تحتاج إلى القيام بأي إجراء إذا أردت متابعة المشاهدة.</p>
<p style="text-align:right;font-size:13px;color:#555;">لإلغاء التجديد التلقائي: الإعدادات &gt; الاشتراك &gt; إلغاء الاشتراك.</p>
${
        btn(
          "https://www.marsaplus.tv/ar/series/beit-aljadda?season=2&amp;utm_source=email_trial_d2",
          "شاهد الموسم الثاني",
          "#0a8f8f",
        )
      }`,
      footer:
        `<div style="text-align:right;">رقم العضوية: MP-00482291 &middot; خدمة العملاء: 920003318<br><a href="https://www.marsaplus.tv/ar/help" style="color:#8a8f98;">مركز المساعدة</a> &middot; <a href="https://www.marsaplus.tv/ar/privacy" style="color:#8a8f98;">الخصوصية</a> &middot; <a href="https://www.marsaplus.tv/ar/account/emails" style="color:#8a8f98;">إلغاء الاشتراك في الرسائل</a><br>مرسى بلس – جميع الحقوق محفوظة © 2026</div>`,
    }),
  },
  {
    family: "marsa-stream",
    group: "regional",
    lang: "ar",
    kind: "payment-confirmed",
    code: null,
    link: null,
    from: "مرسى بلس <billing@marsaplus.tv>",
    subject: "تم تأكيد الدفع – فاتورة رقم INV-2026-771045",
    date: d(2026, 10, 15, "00:04:51", "+0300"),
    enc: "qp",
    text: `تم تأكيد الدفع بنجاح ✅

شكراً لاشتراكك في مرسى بلس.

رقم الفاتورة: INV-2026-771045
الباقة: الشهرية
المبلغ: 29.99 ر.س (شامل ضريبة القيمة المضافة 15%)
طريقة الدفع: مدى •••• 5518
رقم التفويض: 442190
تاريخ التجديد القادم: 15 نوفمبر 2026

هذه رسالة تأكيد فقط، ولا يلزمك أي إجراء.

مرسى بلس · الرقم الضريبي 310229874500003
`,
    html: null,
  },
  // ---------------------------------------------------------------- aarogya-clinics (Hindi appointment reminders)
  {
    family: "aarogya-clinics",
    group: "regional",
    lang: "hi",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "आरोग्य क्लिनिक <appointments@aarogyaclinics.in>",
    subject: "अपॉइंटमेंट रिमाइंडर: कल सुबह 10:30 बजे – संदर्भ संख्या AC-PUN-204518",
    date: d(2026, 11, 11, "18:00:00", "+0530"),
    enc: "b64",
    text: `नमस्ते सैम जी,

यह आपके कल के अपॉइंटमेंट की याद दिलाने के लिए है। आपका अपॉइंटमेंट पहले से पक्का है, आपको कुछ भी पुष्टि करने की ज़रूरत नहीं है।

डॉक्टर: डॉ. अनुराधा कुलकर्णी (त्वचा रोग विशेषज्ञ)
दिनांक: गुरुवार, 12 नवंबर 2026
समय: सुबह 10:30 बजे (कृपया 15 मिनट पहले पहुँचें)
क्लिनिक: आरोग्य क्लिनिक, बाणेर रोड, पुणे – 411045
संदर्भ संख्या: AC-PUN-204518
टोकन नंबर: 17
परामर्श शुल्क: ₹800 (क्लिनिक पर भुगतान)

कृपया अपने पुराने पर्चे और रिपोर्ट साथ लाएँ।

अपॉइंटमेंट बदलना या रद्द करना हो तो 020-4860-3317 पर कॉल करें।

आरोग्य क्लिनिक्स प्रा. लि.
`,
    html: page({
      lang: "hi",
      title: "अपॉइंटमेंट रिमाइंडर",
      preheader: "डॉ. अनुराधा कुलकर्णी · गुरुवार, 12 नवंबर · सुबह 10:30",
      bg: "#eef7f4",
      font: "'Noto Sans Devanagari','Mangal',Arial,sans-serif",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:18px 36px;background-color:#0f7b6c;"><img src="https://www.aarogyaclinics.in/mail/logo-white.png" width="150" height="34" alt="आरोग्य क्लिनिक"></td></tr></table>`,
      body: `<p style="font-size:18px;font-weight:bold;margin:0 0 10px 0;">नमस्ते सैम जी,</p>
<p>यह आपके कल के अपॉइंटमेंट की याद दिलाने के लिए है। आपका अपॉइंटमेंट पहले से पक्का है, आपको कुछ भी पुष्टि करने की ज़रूरत नहीं है।</p>
<table role="presentation" width="100%" style="border:1px solid #cfe6df;margin:16px 0;font-size:15px;">
<tr><td style="padding:10px 14px;color:#4a6b63;width:38%;">डॉक्टर</td><td style="padding:10px 14px;"><strong>डॉ. अनुराधा कुलकर्णी</strong><br><span style="font-size:13px;color:#4a6b63;">त्वचा रोग विशेषज्ञ</span></td></tr>
<tr><td style="padding:10px 14px;color:#4a6b63;border-top:1px solid #cfe6df;">दिनांक व समय</td><td style="padding:10px 14px;border-top:1px solid #cfe6df;">गुरुवार, 12 नवंबर 2026<br><strong>सुबह 10:30 बजे</strong></td></tr>
<tr><td style="padding:10px 14px;color:#4a6b63;border-top:1px solid #cfe6df;">क्लिनिक</td><td style="padding:10px 14px;border-top:1px solid #cfe6df;">आरोग्य क्लिनिक, बाणेर रोड, पुणे – 411045</td></tr>
<tr><td style="padding:10px 14px;color:#4a6b63;border-top:1px solid #cfe6df;">संदर्भ संख्या</td><td style="padding:10px 14px;border-top:1px solid #cfe6df;font-weight:bold;">AC-PUN-204518</td></tr>
<tr><td style="padding:10px 14px;color:#4a6b63;border-top:1px solid #cfe6df;">टोकन नंबर</td><td style="padding:10px 14px;border-top:1px solid #cfe6df;font-size:28px;font-weight:bold;color:#0f7b6c;">17</td></tr>
<tr><td style="padding:10px 14px;color:#4a6b63;border-top:1px solid #cfe6df;">परामर्श शुल्क</td><td style="padding:10px 14px;border-top:1px solid #cfe6df;">₹800 (क्लिनिक पर भुगतान)</td></tr>
</table>
<p>कृपया 15 मिनट पहले पहुँचें और अपने पुराने पर्चे व रिपोर्ट साथ लाएँ।</p>
<p style="text-align:center;"><a href="https://maps.google.com/?q=Aarogya+Clinic+Baner+Road+Pune" style="color:#0f7b6c;font-weight:bold;">📍 नक्शे में देखें</a></p>
<p style="font-size:13px;color:#4a6b63;">अपॉइंटमेंट बदलना या रद्द करना हो तो <strong>020-4860-3317</strong> पर कॉल करें।</p>`,
      footer:
        `आरोग्य क्लिनिक्स प्रा. लि. &middot; सर्वे नं. 41, बाणेर रोड, पुणे 411045 &middot; <a href="https://www.aarogyaclinics.in/privacy" style="color:#8a8f98;">गोपनीयता नीति</a>`,
    }),
  },
  {
    family: "aarogya-clinics",
    group: "regional",
    lang: "hi",
    kind: "lab-report-ready",
    code: null,
    link: null,
    from: "आरोग्य क्लिनिक <reports@aarogyaclinics.in>",
    subject: "आपकी लैब रिपोर्ट तैयार है (सैंपल आईडी 26-11-0932)",
    date: d(2026, 11, 14, "16:22:37", "+0530"),
    text: `नमस्ते सैम जी,

आपकी जाँच की रिपोर्ट तैयार है। आप इसे आरोग्य ऐप में "मेरी रिपोर्ट्स" में देख सकते हैं या क्लिनिक के काउंटर से प्रिंट ले सकते हैं।

जाँच: CBC, विटामिन D, विटामिन B12
सैंपल आईडी: 26-11-0932
सैंपल लिया गया: 13 नवंबर 2026, सुबह 8:10
रिपोर्ट जारी: 14 नवंबर 2026, शाम 4:15

ऐप से डाउनलोड की गई पीडीएफ़ खोलने का पासवर्ड आपकी जन्म-तिथि है (DDMMYYYY प्रारूप में)।
रिपोर्ट के बारे में सवाल हों तो अपने डॉक्टर से सलाह लें।

आरोग्य क्लिनिक्स · 020-4860-3317
`,
    html: null,
  },
  // ---------------------------------------------------------------- chaiyo-express (Thai parcel delivery)
  {
    family: "chaiyo-express",
    group: "regional",
    lang: "th",
    kind: "out-for-delivery",
    code: null,
    link: null,
    from: "ไชโย เอ็กซ์เพรส <noreply@chaiyoexpress.co.th>",
    subject: "พัสดุของคุณกำลังนำส่งวันนี้ – หมายเลขพัสดุ CY6620184735TH",
    date: d(2026, 10, 27, "08:12:40", "+0700"),
    enc: "b64",
    text: `เรียน คุณแซม

พัสดุของคุณออกนำส่งแล้ววันนี้ คาดว่าจะถึงระหว่างเวลา 13:00–17:00 น.

หมายเลขพัสดุ: CY6620184735TH
ผู้ส่ง: ร้าน Baan Ceramic Studio (Shopee)
น้ำหนัก: 2.4 กก.
ชำระเงินปลายทาง (COD): ไม่มี
พนักงานนำส่ง: คุณสมชาย ร. โทร 089-441-2207
ศูนย์กระจายสินค้า: สาขาลาดพร้าว 71

หากไม่มีผู้รับ พนักงานจะโทรหาคุณก่อนนำส่งอีกครั้งในวันทำการถัดไป
ไชโย เอ็กซ์เพรสจะไม่ขอรหัส OTP หรือให้ชำระค่าธรรมเนียมเพิ่มเติมผ่านลิงก์ใน SMS

ติดตามพัสดุ: https://track.chaiyoexpress.co.th/?no=CY6620184735TH

ศูนย์บริการลูกค้า 1422 (ทุกวัน 08:00–20:00 น.)
บริษัท ไชโย เอ็กซ์เพรส จำกัด 99/12 ถนนวิภาวดีรังสิต แขวงจตุจักร เขตจตุจักร กรุงเทพฯ 10900
`,
    html: page({
      lang: "th",
      title: "พัสดุกำลังนำส่ง",
      preheader: "คาดว่าจะถึงระหว่างเวลา 13:00–17:00 น. พนักงาน: คุณสมชาย ร. 089-441-2207",
      bg: "#fff8e6",
      font: "Tahoma,'Leelawadee UI','Sarabun',sans-serif",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:16px 36px;background-color:#ffc20e;"><img src="https://static.chaiyoexpress.co.th/mail/logo.png" width="140" height="34" alt="ไชโย เอ็กซ์เพรส"></td></tr></table>`,
      body: `<p style="font-size:20px;font-weight:bold;margin:0 0 8px 0;">🚚 พัสดุของคุณกำลังนำส่งวันนี้</p>
<p style="margin:0 0 18px 0;">คาดว่าจะถึงระหว่างเวลา <strong>13:00–17:00 น.</strong></p>
<table role="presentation" width="100%" style="margin-bottom:18px;"><tr>
<td align="center" style="font-size:12px;color:#0a8f3c;">●<br>รับพัสดุ</td><td style="border-top:3px solid #0a8f3c;"></td>
<td align="center" style="font-size:12px;color:#0a8f3c;">●<br>ถึงศูนย์</td><td style="border-top:3px solid #0a8f3c;"></td>
<td align="center" style="font-size:12px;color:#e07b00;font-weight:bold;">●<br>กำลังนำส่ง</td><td style="border-top:3px dashed #cccccc;"></td>
<td align="center" style="font-size:12px;color:#aaaaaa;">○<br>ส่งสำเร็จ</td></tr></table>
<table role="presentation" width="100%" style="font-size:14px;background-color:#fafafa;border:1px solid #eee;">
<tr><td style="padding:10px 14px;color:#666;">หมายเลขพัสดุ</td><td style="padding:10px 14px;font-size:18px;font-weight:bold;letter-spacing:1px;">CY6620184735TH</td></tr>
<tr><td style="padding:10px 14px;color:#666;">ผู้ส่ง</td><td style="padding:10px 14px;">Baan Ceramic Studio (Shopee)</td></tr>
<tr><td style="padding:10px 14px;color:#666;">น้ำหนัก</td><td style="padding:10px 14px;">2.4 กก.</td></tr>
<tr><td style="padding:10px 14px;color:#666;">เก็บเงินปลายทาง</td><td style="padding:10px 14px;">ไม่มี</td></tr>
<tr><td style="padding:10px 14px;color:#666;">พนักงานนำส่ง</td><td style="padding:10px 14px;">คุณสมชาย ร.<br><a href="tel:0894412207" style="font-size:18px;font-weight:bold;color:#e07b00;text-decoration:none;">089-441-2207</a></td></tr>
<tr><td style="padding:10px 14px;color:#666;">ศูนย์กระจายสินค้า</td><td style="padding:10px 14px;">สาขาลาดพร้าว 71</td></tr>
</table>
<p style="font-size:13px;color:#666;">หากไม่มีผู้รับ พนักงานจะโทรหาคุณก่อนนำส่งอีกครั้งในวันทำการถัดไป</p>
<p style="font-size:13px;padding:10px;background-color:#fdecea;">⚠️ ไชโย เอ็กซ์เพรสจะไม่ขอรหัส OTP หรือให้ชำระค่าธรรมเนียมเพิ่มเติมผ่านลิงก์ใน SMS</p>
${btn("https://track.chaiyoexpress.co.th/?no=CY6620184735TH", "ติดตามพัสดุ", "#222222", "#ffc20e")}`,
      footer:
        `ศูนย์บริการลูกค้า 1422 (ทุกวัน 08:00–20:00 น.) &middot; <a href="https://www.chaiyoexpress.co.th/privacy" style="color:#8a8f98;">นโยบายความเป็นส่วนตัว</a><br>บริษัท ไชโย เอ็กซ์เพรส จำกัด 99/12 ถนนวิภาวดีรังสิต แขวงจตุจักร เขตจตุจักร กรุงเทพฯ 10900`,
    }),
  },
  {
    family: "chaiyo-express",
    group: "regional",
    lang: "th",
    kind: "delivered",
    code: null,
    link: null,
    from: "ไชโย เอ็กซ์เพรส <noreply@chaiyoexpress.co.th>",
    subject: "ส่งพัสดุสำเร็จแล้ว CY6620184735TH",
    date: d(2026, 10, 27, "15:48:02", "+0700"),
    text: `พัสดุหมายเลข CY6620184735TH ส่งถึงผู้รับเรียบร้อยแล้ว

วันที่ส่งสำเร็จ: 27/10/2569 เวลา 15:46 น.
ผู้รับ: แซม (เจ้าของ)
ลงชื่อรับ: ลายเซ็นอิเล็กทรอนิกส์

ให้คะแนนพนักงานนำส่งได้ในแอป ไชโย เอ็กซ์เพรส
หากไม่ได้รับพัสดุ โปรดติดต่อ 1422 ภายใน 7 วัน

บริษัท ไชโย เอ็กซ์เพรส จำกัด
`,
    html: null,
  },
  // ---------------------------------------------------------------- saoviet-bank (Vietnamese bank alerts)
  {
    family: "saoviet-bank",
    group: "regional",
    lang: "vi",
    kind: "balance-alert",
    code: null,
    link: null,
    from: "SaoViet Bank <ebanking@saovietbank.com.vn>",
    subject: "Thông báo biến động số dư tài khoản ****6631",
    date: d(2026, 11, 6, "12:41:19", "+0700"),
    enc: "qp",
    text: `Kính gửi Quý khách SAM READER,

SaoViet Bank xin thông báo tài khoản của Quý khách vừa phát sinh giao dịch:

Tài khoản: 0301****6631
Thời gian: 06/11/2026 12:40:58
Số tiền: -1.850.000 VND
Số dư cuối: 23.406.120 VND
Nội dung: THANH TOAN HOA DON DIEN THANG 10 MA KH PE0400218835
Mã giao dịch: FT26310984412755

Lưu ý: SaoViet Bank KHÔNG BAO GIỜ yêu cầu Quý khách cung cấp mật khẩu, mã OTP hoặc mã PIN qua điện thoại, email hay tin nhắn. Tuyệt đối không chia sẻ mã OTP cho bất kỳ ai.

Trân trọng,
Ngân hàng TMCP Sao Việt
Hotline 24/7: 1900 6018
Email này được gửi tự động, vui lòng không trả lời.
`,
    html: `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><title>Biến động số dư</title></head>
<body style="margin:0;background:#f0f4f8;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;">
<tr><td style="background:#c8102e;padding:14px 24px;"><img src="https://www.saovietbank.com.vn/email/svb-logo-w.png" width="150" height="32" alt="SaoViet Bank"></td><td align="right" style="background:#c8102e;padding:14px 24px;color:#ffd700;font-size:12px;">Hotline 1900 6018</td></tr>
<tr><td colspan="2" style="padding:24px;font-size:14px;color:#222;line-height:21px;">
<p>Kính gửi Quý khách <b>SAM READER</b>,</p>
<p>SaoViet Bank xin thông báo tài khoản của Quý khách vừa phát sinh giao dịch:</p>
<table width="100%" cellpadding="8" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#e2e8f0;font-size:14px;">
<tr><td width="38%" style="background:#f7fafc;">Tài khoản</td><td>0301****6631</td></tr>
<tr><td style="background:#f7fafc;">Thời gian</td><td>06/11/2026 12:40:58</td></tr>
<tr><td style="background:#f7fafc;">Số tiền</td><td style="color:#c8102e;font-size:20px;font-weight:bold;">-1.850.000 VND</td></tr>
<tr><td style="background:#f7fafc;">Số dư cuối</td><td style="font-weight:bold;">23.406.120 VND</td></tr>
<tr><td style="background:#f7fafc;">Nội dung</td><td>THANH TOAN HOA DON DIEN THANG 10 MA KH PE0400218835</td></tr>
<tr><td style="background:#f7fafc;">Mã giao dịch</td><td style="font-family:monospace;">FT26310984412755</td></tr>
</table>
<table width="100%" cellpadding="0" cellspacing="0" style="margin-top:18px;"><tr><td style="background:#fff8e1;border-left:4px solid #ffb300;padding:12px;font-size:13px;"><b>Lưu ý:</b> SaoViet Bank KHÔNG BAO GIỜ yêu cầu Quý khách cung cấp mật khẩu, mã OTP hoặc mã PIN qua điện thoại, email hay tin nhắn. Tuyệt đối không chia sẻ mã OTP cho bất kỳ ai.</td></tr></table>
<p>Trân trọng,<br>Ngân hàng TMCP Sao Việt</p>
</td></tr>
<tr><td colspan="2" style="background:#f7fafc;padding:14px 24px;font-size:11px;color:#718096;">Email này được gửi tự động, vui lòng không trả lời. &middot; <a href="https://www.saovietbank.com.vn/bao-mat" style="color:#718096;">Chính sách bảo mật</a> &middot; 72 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "saoviet-bank",
    group: "regional",
    lang: "vi",
    kind: "card-payment",
    code: null,
    link: null,
    from: "SaoViet Bank <the@saovietbank.com.vn>",
    subject: "Giao dịch thẻ thành công 459.000 VND tại SHOPEEPAY – Mã chuẩn chi 731904",
    date: d(2026, 11, 9, "21:17:44", "+0700"),
    text: `Quý khách vừa thanh toán thành công bằng thẻ SaoViet Visa Platinum.

Số thẻ: 4216 **** **** 0375
Số tiền: 459.000 VND
Đơn vị chấp nhận thẻ: SHOPEEPAY HCM VN
Thời gian: 09/11/2026 21:17
Mã chuẩn chi: 731904
Hạn mức khả dụng: 41.320.500 VND

Mã chuẩn chi do tổ chức thẻ cấp để đối soát giao dịch, Quý khách không cần nhập mã này ở bất kỳ đâu.
Nếu không thực hiện giao dịch này, vui lòng khóa thẻ ngay trên ứng dụng SaoViet Mobile hoặc gọi 1900 6018.

Ngân hàng TMCP Sao Việt
`,
    html: null,
  },
  // ---------------------------------------------------------------- mathitologio (Greek school portal)
  {
    family: "mathitologio-gr",
    group: "regional",
    lang: "el",
    kind: "grades-published",
    code: null,
    link: null,
    from: "Μαθητολόγιο 2ου Λυκείου Χαλανδρίου <noreply@mathitologio.gr>",
    subject: "Αναρτήθηκαν οι βαθμοί Α' τετραμήνου – Αρ. μητρώου 3318",
    date: d(2027, 1, 29, "14:05:12", "+0200"),
    enc: "b64",
    text: `Αγαπητέ κηδεμόνα,

Σας ενημερώνουμε ότι αναρτήθηκαν οι βαθμοί του Α' τετραμήνου για τον/την μαθητή/τρια:

Ονοματεπώνυμο: ΡΗΝΤΕΡ ΑΛΕΞΑΝΔΡΑ
Τάξη/Τμήμα: Β2
Αριθμός μητρώου: 3318

Νεοελληνική Γλώσσα ........ 17
Αρχαία Ελληνικά ........... 16
Μαθηματικά (Άλγεβρα) ...... 19
Γεωμετρία ................. 18
Φυσική .................... 18
Χημεία .................... 17
Αγγλικά ................... 20
Φυσική Αγωγή .............. 20

Μέσος όρος τετραμήνου: 18,1
Απουσίες: 14 (δικαιολογημένες: 9)

Η ενημέρωση γονέων θα γίνει την Τρίτη 2 Φεβρουαρίου 2027, 17:00–19:30, στο κτίριο του σχολείου.

Με εκτίμηση,
Η Διεύθυνση
2ο Γενικό Λύκειο Χαλανδρίου · Αγ. Γεωργίου 24, 152 34 Χαλάνδρι · Τηλ. 210 680 4417
`,
    html: page({
      lang: "el",
      title: "Βαθμοί Α' τετραμήνου",
      preheader: "Μέσος όρος τετραμήνου: 18,1",
      bg: "#eef2f7",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:18px 36px;background-color:#0d47a1;color:#ffffff;font-size:17px;font-weight:bold;">📘 Μαθητολόγιο<br><span style="font-size:13px;font-weight:normal;color:#bbdefb;">2ο Γενικό Λύκειο Χαλανδρίου</span></td></tr></table>`,
      body: `<p>Αγαπητέ κηδεμόνα,</p>
<p>Σας ενημερώνουμε ότι αναρτήθηκαν οι βαθμοί του <strong>Α' τετραμήνου</strong>.</p>
<table role="presentation" width="100%" style="font-size:14px;margin-bottom:14px;">
<tr><td style="color:#546e7a;">Μαθητής/τρια</td><td><strong>ΡΗΝΤΕΡ ΑΛΕΞΑΝΔΡΑ</strong></td></tr>
<tr><td style="color:#546e7a;">Τάξη/Τμήμα</td><td>Β2</td></tr>
<tr><td style="color:#546e7a;">Αριθμός μητρώου</td><td><strong>3318</strong></td></tr>
</table>
<table role="presentation" width="100%" style="font-size:14px;border:1px solid #cfd8dc;">
<tr style="background-color:#e3f2fd;"><th align="left" style="padding:8px 12px;">Μάθημα</th><th style="padding:8px 12px;">Βαθμός</th></tr>
${
        [
          ["Νεοελληνική Γλώσσα", "17"],
          ["Αρχαία Ελληνικά", "16"],
          ["Μαθηματικά (Άλγεβρα)", "19"],
          ["Γεωμετρία", "18"],
          ["Φυσική", "18"],
          [
            "Χημεία",
            "17",
          ],
          ["Αγγλικά", "20"],
          ["Φυσική Αγωγή", "20"],
        ].map(([m, g]) =>
          `<tr><td style="padding:7px 12px;border-top:1px solid #eceff1;">${m}</td><td align="center" style="padding:7px 12px;border-top:1px solid #eceff1;font-weight:bold;font-size:16px;">${g}</td></tr>`
        ).join("\n")
      }
<tr style="background-color:#0d47a1;color:#ffffff;"><td style="padding:10px 12px;font-weight:bold;">Μέσος όρος</td><td align="center" style="padding:10px 12px;font-size:22px;font-weight:bold;">18,1</td></tr>
</table>
<p style="font-size:13px;color:#546e7a;">Απουσίες: 14 (δικαιολογημένες: 9)</p>
<p>Η ενημέρωση γονέων θα γίνει την <strong>Τρίτη 2 Φεβρουαρίου 2027, 17:00–19:30</strong>, στο κτίριο του σχολείου.</p>
<p>Με εκτίμηση,<br>Η Διεύθυνση</p>`,
      footer:
        `2ο Γενικό Λύκειο Χαλανδρίου &middot; Αγ. Γεωργίου 24, 152 34 Χαλάνδρι &middot; Τηλ. 210&nbsp;680&nbsp;4417<br><a href="https://mathitologio.gr/privacy" style="color:#8a8f98;">Πολιτική απορρήτου</a>`,
    }),
  },
  {
    family: "mathitologio-gr",
    group: "regional",
    lang: "el",
    kind: "school-notice",
    code: null,
    link: null,
    from: "Μαθητολόγιο 2ου Λυκείου Χαλανδρίου <noreply@mathitologio.gr>",
    subject: "Επιβεβαιώθηκε η δήλωση συμμετοχής στην εκδρομή (αρ. πρωτ. 412/2027)",
    date: d(2027, 2, 10, "09:30:00", "+0200"),
    text: `Αγαπητέ κηδεμόνα,

Η υπεύθυνη δήλωση συμμετοχής της μαθήτριας ΡΗΝΤΕΡ ΑΛΕΞΑΝΔΡΑ (Β2, ΑΜ 3318) στην τριήμερη εκδρομή στο Ναύπλιο επιβεβαιώθηκε και καταχωρήθηκε με αριθμό πρωτοκόλλου 412/2027.

Αναχώρηση: Πέμπτη 12 Μαρτίου 2027, 07:30, από την είσοδο του σχολείου
Επιστροφή: Σάββατο 14 Μαρτίου 2027, περίπου 20:00
Κόστος: 145,00 € (έχει εξοφληθεί)

Δεν απαιτείται καμία άλλη ενέργεια από εσάς.

Η Διεύθυνση
2ο Γενικό Λύκειο Χαλανδρίου · Τηλ. 210 680 4417
`,
    html: null,
  },
  // ---------------------------------------------------------------- kolos-market (Ukrainian supermarket raffle)
  {
    family: "kolos-market",
    group: "regional",
    lang: "uk",
    kind: "raffle-ticket",
    code: null,
    link: null,
    from: "Колос Маркет <bonus@kolos-market.ua>",
    subject: "Ви у розіграші! Ваш номер учасника 0417-2288",
    date: d(2026, 12, 4, "19:22:48", "+0200"),
    enc: "qp",
    text: `Вітаємо, Семе!

Ваша покупка від 04.12.2026 на суму 1 240,50 грн бере участь у новорічному розіграші «Колос дарує свято».

Номер учасника: 0417-2288
Чек №: 00218/07 · Магазин: Київ, вул. Саксаганського, 96
Картка «Колос Бонус»: •••• 7719

Розіграш відбудеться 28 грудня 2026 р. о 18:00 у прямому ефірі на нашій сторінці в Instagram.
Головний приз — автомобіль Škoda Kamiq, а також 50 сертифікатів по 2 000 грн.

Зберігайте чек до кінця акції. Нічого підтверджувати не потрібно — номер учасника вже зареєстровано.

Правила акції: https://kolos-market.ua/akcii/rozigrash-2026/pravyla

З повагою,
команда «Колос Маркет»
Гаряча лінія: 0 800 30 77 19 (безкоштовно)
`,
    html: page({
      lang: "uk",
      title: "Ви у розіграші!",
      preheader: "Номер учасника 0417-2288 · розіграш 28 грудня о 18:00",
      bg: "#0f3b2e",
      header:
        `<table role="presentation" width="100%"><tr><td align="center" style="padding:0;"><img src="https://kolos-market.ua/mail/ny2026/banner-600.jpg" width="600" alt="Колос дарує свято — новорічний розіграш" style="display:block;width:100%;"></td></tr></table>`,
      body: `<p style="font-size:20px;font-weight:bold;margin:0 0 8px 0;">Вітаємо, Семе! 🎄</p>
<p>Ваша покупка від 04.12.2026 на суму <strong>1&nbsp;240,50&nbsp;грн</strong> бере участь у новорічному розіграші «Колос дарує свято».</p>
<table role="presentation" width="100%" style="margin:18px 0;"><tr><td align="center" style="padding:20px;background-color:#fff6d6;border:2px dashed #d4a017;">
<div style="font-size:12px;letter-spacing:2px;color:#7a5c00;">НОМЕР УЧАСНИКА</div>
<div style="font-size:40px;font-weight:bold;letter-spacing:4px;color:#0f3b2e;">0417-2288</div>
</td></tr></table>
<table role="presentation" width="100%" style="font-size:14px;">
<tr><td style="padding:4px 0;color:#666;">Чек №</td><td style="padding:4px 0;">00218/07</td></tr>
<tr><td style="padding:4px 0;color:#666;">Магазин</td><td style="padding:4px 0;">Київ, вул. Саксаганського, 96</td></tr>
<tr><td style="padding:4px 0;color:#666;">Картка «Колос Бонус»</td><td style="padding:4px 0;">•••• 7719</td></tr>
</table>
<p>Розіграш відбудеться <strong>28 грудня 2026 р. о 18:00</strong> у прямому ефірі на нашій сторінці в Instagram. Головний приз — автомобіль Škoda Kamiq, а також 50 сертифікатів по 2&nbsp;000&nbsp;грн.</p>
<p style="font-size:13px;color:#555;">Зберігайте чек до кінця акції. Нічого підтверджувати не потрібно — номер учасника вже зареєстровано.</p>
${btn("https://kolos-market.ua/akcii/rozigrash-2026/pravyla", "Правила акції", "#0f3b2e")}`,
      footer:
        `Гаряча лінія: 0&nbsp;800&nbsp;30&nbsp;77&nbsp;19 (безкоштовно) &middot; <a href="https://www.instagram.com/kolos.market" style="color:#8a8f98;">Instagram</a> &middot; <a href="https://kolos-market.ua/unsubscribe?e=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl" style="color:#8a8f98;">Відписатися</a><br>ТОВ «Колос Маркет», 01033, м. Київ, вул. Саксаганського, 96`,
    }),
  },
  {
    family: "kolos-market",
    group: "regional",
    lang: "uk",
    kind: "bonus-statement",
    code: null,
    link: null,
    from: "Колос Маркет <bonus@kolos-market.ua>",
    subject: "На вашу картку нараховано 62 бонуси",
    date: d(2026, 12, 4, "19:23:05", "+0200"),
    text: `Дякуємо за покупку!

Нараховано: 62 бонуси (5% від суми 1 240,50 грн)
Баланс бонусів: 418 (1 бонус = 1 грн)
Картка «Колос Бонус»: •••• 7719

Бонуси можна витратити при наступній покупці — просто покажіть картку або QR-код у застосунку на касі.
Бонуси, нараховані у грудні, діють до 31.03.2027.

«Колос Маркет» · 0 800 30 77 19
`,
    html: null,
  },
  // ---------------------------------------------------------------- dompet-kita (Indonesian e-wallet)
  {
    family: "dompet-kita",
    group: "regional",
    lang: "id",
    kind: "topup-receipt",
    code: null,
    link: null,
    from: "DompetKita <no-reply@dompetkita.co.id>",
    subject: "Top Up Berhasil Rp500.000 – ID Transaksi DK2611041830227",
    date: d(2026, 11, 4, "18:31:02", "+0700"),
    enc: "b64",
    text: `Hai Sam,

Top up saldo DompetKita kamu berhasil!

Nominal top up : Rp500.000
Biaya admin    : Rp1.000
Total dibayar  : Rp501.000
Metode         : Virtual Account Bank Nusantara 8808 0812 3456 7890
Waktu          : 04 Nov 2026, 18:30 WIB
ID Transaksi   : DK2611041830227
Saldo sekarang : Rp742.350

Saldo sudah bisa langsung dipakai untuk bayar di merchant, transfer, atau beli pulsa.

Ingat: DompetKita tidak pernah meminta kode OTP, PIN, atau kata sandi kamu. Jangan berikan kepada siapa pun, termasuk yang mengaku petugas DompetKita.

Butuh bantuan? Chat CS di aplikasi atau telepon 1500-339.
PT Dompet Kita Digital · Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190
Terdaftar dan diawasi oleh Bank Indonesia.
`,
    html: page({
      lang: "id",
      title: "Top Up Berhasil",
      preheader: "Saldo sekarang Rp742.350",
      bg: "#e9f7fb",
      width: 480,
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:18px 28px;background-color:#00a3d9;"><img src="https://cdn.dompetkita.co.id/email/logo-putih.png" width="120" height="28" alt="DompetKita"></td></tr></table>`,
      body: `<table role="presentation" width="100%"><tr><td align="center">
<img src="https://cdn.dompetkita.co.id/email/ic-success-96.png" width="64" height="64" alt="Berhasil">
<p style="font-size:15px;color:#555;margin:10px 0 0 0;">Top up berhasil</p>
<p style="font-size:32px;font-weight:bold;margin:4px 0 18px 0;">Rp500.000</p>
</td></tr></table>
<table role="presentation" width="100%" style="font-size:13px;">
<tr><td style="padding:7px 0;color:#777;">Biaya admin</td><td align="right">Rp1.000</td></tr>
<tr><td style="padding:7px 0;color:#777;">Total dibayar</td><td align="right"><strong>Rp501.000</strong></td></tr>
<tr><td style="padding:7px 0;color:#777;">Metode</td><td align="right">VA Bank Nusantara<br>8808 0812 3456 7890</td></tr>
<tr><td style="padding:7px 0;color:#777;">Waktu</td><td align="right">04 Nov 2026, 18:30 WIB</td></tr>
<tr><td style="padding:7px 0;color:#777;">ID Transaksi</td><td align="right" style="font-family:monospace;">DK2611041830227</td></tr>
<tr><td style="padding:10px 0;color:#777;border-top:1px dashed #ccc;">Saldo sekarang</td><td align="right" style="border-top:1px dashed #ccc;font-size:18px;font-weight:bold;color:#00a3d9;">Rp742.350</td></tr>
</table>
<p style="font-size:12px;background-color:#fff4e5;padding:10px;margin-top:18px;">🔐 DompetKita tidak pernah meminta kode OTP, PIN, atau kata sandi kamu. Jangan berikan kepada siapa pun, termasuk yang mengaku petugas DompetKita.</p>`,
      footer:
        `Butuh bantuan? Chat CS di aplikasi atau telepon 1500-339.<br><a href="https://dompetkita.co.id/bantuan" style="color:#8a8f98;">Pusat Bantuan</a> &middot; <a href="https://dompetkita.co.id/kebijakan-privasi" style="color:#8a8f98;">Kebijakan Privasi</a><br>PT Dompet Kita Digital &middot; Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190<br>Terdaftar dan diawasi oleh Bank Indonesia.`,
    }),
  },
  {
    family: "dompet-kita",
    group: "regional",
    lang: "id",
    kind: "account-verified",
    code: null,
    link: null,
    from: "DompetKita <no-reply@dompetkita.co.id>",
    subject: "Selamat! Akun DompetKita kamu sudah terverifikasi (Premium)",
    date: d(2026, 10, 29, "10:14:55", "+0700"),
    enc: "qp",
    text: `Hai Sam,

Verifikasi data diri (e-KYC) kamu sudah selesai dan disetujui. Akun kamu sekarang berstatus DompetKita Premium ✔

Yang kamu dapat:
- Batas saldo naik jadi Rp20.000.000
- Transfer ke rekening bank gratis 10x/bulan
- Bisa tarik tunai di gerai mitra

Nomor referensi verifikasi: KYC-20261029-55812
Nomor HP terdaftar: 0812-****-7890

Kamu tidak perlu melakukan apa pun lagi. Status Premium sudah aktif di aplikasi.

Salam,
Tim DompetKita
`,
    html: `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#e9f7fb;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:linear-gradient(90deg,#00a3d9,#0066b3);background-color:#0088c7;padding:28px;text-align:center;color:#fff;">
<img src="https://cdn.dompetkita.co.id/email/badge-premium-verified.png" width="72" height="72" alt="Terverifikasi"><br>
<span style="font-size:22px;font-weight:bold;">Akun Terverifikasi ✔</span><br><span style="font-size:13px;">DompetKita Premium</span></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:22px;color:#333;">
<p>Hai Sam,</p>
<p>Verifikasi data diri (e-KYC) kamu sudah selesai dan <b>disetujui</b>.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="font-size:14px;">
<tr><td style="padding:6px 0;">✅ Batas saldo naik jadi <b>Rp20.000.000</b></td></tr>
<tr><td style="padding:6px 0;">✅ Transfer ke rekening bank gratis 10x/bulan</td></tr>
<tr><td style="padding:6px 0;">✅ Bisa tarik tunai di gerai mitra</td></tr>
</table>
<p style="font-size:12px;color:#777;">Nomor referensi verifikasi: KYC-20261029-55812<br>Nomor HP terdaftar: 0812-****-7890</p>
<p>Kamu tidak perlu melakukan apa pun lagi. Status Premium sudah aktif di aplikasi.</p>
<p style="text-align:center;"><a href="https://dompetkita.co.id/premium?utm_source=email&amp;utm_medium=kyc_ok" style="display:inline-block;background:#00a3d9;color:#fff;padding:12px 26px;border-radius:24px;text-decoration:none;font-weight:bold;">Lihat keuntungan Premium</a></p>
<p>Salam,<br>Tim DompetKita</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f5f8fa;font-size:11px;color:#999;">PT Dompet Kita Digital &middot; Jakarta Selatan 12190 &middot; <a href="https://dompetkita.co.id/kebijakan-privasi" style="color:#999;">Kebijakan Privasi</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- shkenim (Hebrew neighbourhood community app)
  {
    family: "shkenim-community",
    group: "regional",
    lang: "he",
    kind: "group-invite-view",
    code: null,
    link: null,
    from: "שכנים <updates@shkenim.co.il>",
    subject: 'נועה לוי הזמינה אותך לצפות בקבוצה "הורים בשכונת נווה שאנן"',
    date: d(2026, 9, 16, "20:48:31", "+0300"),
    enc: "b64",
    text: `שלום סאם,

נועה לוי הזמינה אותך לצפות בקבוצה "הורים בשכונת נווה שאנן" באפליקציית שכנים.

הקבוצה ציבורית, כך שאפשר לקרוא את כל הפוסטים גם בלי להצטרף.
312 חברים · 14 פוסטים חדשים השבוע

פוסטים אחרונים:
• "מישהו מכיר חוג שחייה טוב לגילאי 6–8?" – מיכל ב.
• "מסירה: עגלת תאומים, מצב מצוין" – אבי ש.
• "תזכורת: אסיפת הורים בבית ספר ניצנים ביום ג' ב-19:00" – נועה ל.

לצפייה בקבוצה: https://shkenim.co.il/g/neve-shaanan-parents?ref=email_inv&u=88120

קיבלת מייל זה כי אחד השכנים שלך שיתף איתך קבוצה.
להפסקת התראות: https://shkenim.co.il/settings/notifications
שכנים בע"מ · דרך מנחם בגין 132, תל אביב 6701101
`,
    html: page({
      lang: "he",
      dir: "rtl",
      title: "שכנים",
      preheader: "312 חברים · 14 פוסטים חדשים השבוע",
      bg: "#f4f1ec",
      font: "Arial,'Segoe UI',sans-serif",
      header:
        `<table role="presentation" width="100%"><tr><td align="right" style="padding:18px 36px;border-bottom:1px solid #e8e2d8;"><img src="https://shkenim.co.il/static/mail/logo-he.png" width="96" height="30" alt="שכנים"></td></tr></table>`,
      body: `<table role="presentation" width="100%"><tr>
<td width="60" valign="top" align="right"><img src="https://cdn.shkenim.co.il/u/noa_levy/96.jpg" width="48" height="48" alt="נועה לוי" style="border-radius:24px;"></td>
<td valign="top" align="right" style="padding-right:12px;font-size:16px;"><strong>נועה לוי</strong> הזמינה אותך לצפות בקבוצה</td></tr></table>
<table role="presentation" width="100%" style="margin:16px 0;border:1px solid #e8e2d8;border-radius:10px;">
<tr><td><img src="https://cdn.shkenim.co.il/g/neve-shaanan-parents/cover-560.jpg" width="526" alt="" style="display:block;width:100%;border-radius:10px 10px 0 0;"></td></tr>
<tr><td align="right" style="padding:14px 16px;"><strong style="font-size:18px;">הורים בשכונת נווה שאנן</strong><br><span style="font-size:13px;color:#777;">קבוצה ציבורית · 312 חברים · 14 פוסטים חדשים השבוע</span></td></tr>
<tr><td align="right" style="padding:0 16px 14px 16px;font-size:14px;line-height:22px;">
• &quot;מישהו מכיר חוג שחייה טוב לגילאי 6–8?&quot; – מיכל ב.<br>
• &quot;מסירה: עגלת תאומים, מצב מצוין&quot; – אבי ש.<br>
• &quot;תזכורת: אסיפת הורים בבית ספר ניצנים ביום ג' ב-19:00&quot; – נועה ל.</td></tr></table>
<p style="text-align:right;font-size:13px;color:#777;">הקבוצה ציבורית, כך שאפשר לקרוא את כל הפוסטים גם בלי להצטרף.</p>
${
        btn(
          "https://shkenim.co.il/g/neve-shaanan-parents?ref=email_inv&amp;u=88120",
          "לצפייה בקבוצה",
          "#e35d3f",
          "#ffffff",
          20,
        )
      }`,
      footer:
        `<div style="text-align:right;">קיבלת מייל זה כי אחד השכנים שלך שיתף איתך קבוצה. <a href="https://shkenim.co.il/settings/notifications" style="color:#8a8f98;">להפסקת התראות</a><br>שכנים בע&quot;מ · דרך מנחם בגין 132, תל אביב 6701101</div>`,
    }),
  },
  // ---------------------------------------------------------------- ilanpazar (Turkish classifieds)
  {
    family: "ilanpazar",
    group: "regional",
    lang: "tr",
    kind: "account-verified",
    code: null,
    link: null,
    from: "İlanPazar <bilgi@ilanpazar.com.tr>",
    subject: 'Hesabınız doğrulandı – artık "Onaylı Satıcı" rozetiniz var',
    date: d(2026, 10, 7, "11:55:20", "+0300"),
    enc: "qp",
    text: `Merhaba Sam,

Kimlik ve telefon doğrulamanız tamamlandı. Hesabınız doğrulandı ve ilanlarınızda artık "Onaylı Satıcı" rozeti görünüyor. ✔

Üye numarası: 41 877 209
Doğrulama tarihi: 07.10.2026 11:54
Kayıtlı telefon: 0532 *** ** 18

Onaylı satıcıların ilanları ortalama %35 daha fazla mesaj alıyor.

Bu e-posta yalnızca bilgilendirme amaçlıdır, herhangi bir işlem yapmanız gerekmez.

İlanPazar asla SMS ile gelen doğrulama kodunuzu istemez; kodu kimseyle paylaşmayın.

Müşteri Hizmetleri: 0850 333 41 77
İlanPazar Bilgi Teknolojileri A.Ş. · Büyükdere Cad. No: 199, Levent, 34394 İstanbul
`,
    html: page({
      lang: "tr",
      title: "Hesabınız doğrulandı",
      preheader: 'İlanlarınızda artık "Onaylı Satıcı" rozeti görünüyor.',
      bg: "#fff3e8",
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:18px 36px;background-color:#ff6a00;"><img src="https://s.ilanpazar.com.tr/mail/logo-beyaz.png" width="130" height="30" alt="İlanPazar"></td></tr></table>`,
      body:
        `<table role="presentation" width="100%"><tr><td align="center" style="padding-bottom:16px;"><img src="https://s.ilanpazar.com.tr/mail/rozet-onayli-satici-120.png" width="84" height="84" alt="Onaylı Satıcı"><br><span style="font-size:22px;font-weight:bold;">Hesabınız doğrulandı ✔</span></td></tr></table>
<p>Merhaba Sam,</p>
<p>Kimlik ve telefon doğrulamanız tamamlandı. İlanlarınızda artık <strong>&quot;Onaylı Satıcı&quot;</strong> rozeti görünüyor.</p>
<table role="presentation" width="100%" style="font-size:14px;background-color:#fafafa;border:1px solid #eee;">
<tr><td style="padding:9px 14px;color:#777;">Üye numarası</td><td style="padding:9px 14px;font-weight:bold;font-size:18px;">41&nbsp;877&nbsp;209</td></tr>
<tr><td style="padding:9px 14px;color:#777;">Doğrulama tarihi</td><td style="padding:9px 14px;">07.10.2026 11:54</td></tr>
<tr><td style="padding:9px 14px;color:#777;">Kayıtlı telefon</td><td style="padding:9px 14px;">0532 *** ** 18</td></tr>
</table>
<p style="font-size:14px;">Onaylı satıcıların ilanları ortalama <strong>%35</strong> daha fazla mesaj alıyor.</p>
${
          btn(
            "https://www.ilanpazar.com.tr/hesabim/ilanlarim?utm_source=eposta&amp;utm_campaign=dogrulandi",
            "İlanlarıma git",
            "#ff6a00",
          )
        }
<p style="font-size:12px;color:#777;margin-top:18px;">Bu e-posta yalnızca bilgilendirme amaçlıdır, herhangi bir işlem yapmanız gerekmez. İlanPazar asla SMS ile gelen doğrulama kodunuzu istemez; kodu kimseyle paylaşmayın.</p>`,
      footer:
        `Müşteri Hizmetleri: 0850&nbsp;333&nbsp;41&nbsp;77 &middot; <a href="https://www.ilanpazar.com.tr/yardim" style="color:#8a8f98;">Yardım</a> &middot; <a href="https://www.ilanpazar.com.tr/kvkk" style="color:#8a8f98;">KVKK</a><br>İlanPazar Bilgi Teknolojileri A.Ş. &middot; Büyükdere Cad. No: 199, Levent, 34394 İstanbul`,
    }),
  },
  {
    family: "ilanpazar",
    group: "regional",
    lang: "tr",
    kind: "new-message",
    code: null,
    link: null,
    from: "İlanPazar <mesaj@ilanpazar.com.tr>",
    subject: "İlan No 1188452093 için yeni mesajınız var",
    date: d(2026, 10, 9, "22:10:07", "+0300"),
    text: `Merhaba Sam,

"Ikea Hemnes şifonyer, beyaz, 8 çekmeceli" başlıklı ilanınız (İlan No: 1188452093, 2.750 TL) için Mert K. size mesaj gönderdi:

"İyi akşamlar, şifonyer hâlâ satılık mı? Cumartesi Kadıköy'den gelip alabilirim, 2.500 olur mu?"

Mesajı İlanPazar uygulamasında veya hesabım > mesajlarım bölümünde yanıtlayabilirsiniz.

Güvenliğiniz için: Kapora istemeyin/göndermeyin, ödemeyi ürünü görerek yapın. Karşı taraf size bir "onay kodu" veya ödeme linki gönderirse işlem yapmayın.

İlanPazar
`,
    html: null,
  },
  // ---------------------------------------------------------------- fieldnotes-birding (community site)
  {
    family: "fieldnotes-birding",
    group: "consumer",
    lang: "en",
    kind: "mention",
    code: null,
    link: null,
    from: "Fieldnotes <community@fieldnotes.birds>",
    subject: '@samreader, Hannah Whitlock mentioned you in "Possible Pallas\'s Warbler at Spurn?"',
    date: d(2026, 10, 15, "16:37:22", "+0100"),
    enc: "qp",
    text: `Hannah Whitlock mentioned you in a comment

Thread: Possible Pallas's Warbler at Spurn? (Yorkshire › Rarities)

"@samreader you were at Kilnsea on Sunday – did you get anything on the sound recorder around 08:40? Two double wing-bars and a pale crown stripe, I'm fairly sure. Obs #2026-YK-44812 if you want to add yours."

Reply: https://fieldnotes.birds/t/pallas-warbler-spurn/91733/14?u=samreader

Verified observer badge holders in this thread: 3

You're receiving this because you have mention notifications turned on.
Email settings: https://fieldnotes.birds/my/preferences/emails
`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f5f3ee;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:18px 8px;">
<table width="620" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#333;">
<tr><td style="padding:14px 20px;border-bottom:1px solid #e6e2d8;"><img src="https://fieldnotes.birds/uploads/default/logo-email.png" width="140" height="32" alt="Fieldnotes"></td></tr>
<tr><td style="padding:18px 20px 4px 20px;"><a href="https://fieldnotes.birds/t/pallas-warbler-spurn/91733/14?u=samreader" style="font-size:17px;color:#2b5d34;font-weight:bold;text-decoration:none;">Possible Pallas's Warbler at Spurn?</a><br><span style="font-size:12px;color:#888;"><span style="background:#e2efe4;padding:1px 5px;">Yorkshire</span> › <span style="background:#fbe8d8;padding:1px 5px;">Rarities</span></span></td></tr>
<tr><td style="padding:14px 20px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="52" valign="top"><img src="https://fieldnotes.birds/user_avatar/hwhitlock/90/1182_2.png" width="45" height="45" alt="" style="border-radius:50%;"></td>
<td valign="top"><b>hwhitlock</b> <span style="color:#888;">Hannah Whitlock</span> <img src="https://fieldnotes.birds/images/badges/verified-observer-16.png" width="16" height="16" alt="Verified observer" title="Verified observer"> <span style="float:right;color:#999;font-size:11px;">Oct 15</span>
<p style="margin:6px 0 0 0;line-height:20px;"><a href="https://fieldnotes.birds/u/samreader" style="color:#2b5d34;">@samreader</a> you were at Kilnsea on Sunday &ndash; did you get anything on the sound recorder around 08:40? Two double wing-bars and a pale crown stripe, I'm fairly sure. Obs <a href="https://fieldnotes.birds/obs/2026-YK-44812" style="color:#2b5d34;">#2026-YK-44812</a> if you want to add yours.</p></td>
</tr></table></td></tr>
<tr><td style="padding:4px 20px 20px 20px;"><a href="https://fieldnotes.birds/t/pallas-warbler-spurn/91733/14?u=samreader" style="background:#2b5d34;color:#fff;padding:8px 16px;text-decoration:none;border-radius:3px;">Reply</a></td></tr>
<tr><td style="padding:14px 20px;border-top:1px solid #e6e2d8;font-size:11px;color:#999;">You're receiving this because you have mention notifications turned on. To unsubscribe from these emails, <a href="https://fieldnotes.birds/my/preferences/emails" style="color:#999;">change your user preferences</a>.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fieldnotes-birding",
    group: "consumer",
    lang: "en",
    kind: "digest",
    code: null,
    link: null,
    from: "Fieldnotes <community@fieldnotes.birds>",
    subject: "[Fieldnotes] Weekly summary: 5 new topics you may like",
    date: d(2026, 10, 19, "07:00:00", "+0100"),
    text: `Here's what's been happening on Fieldnotes since your last visit.

Stats this week: 1,284 new observations · 212 new members · 41 records verified by county recorders

Popular topics
- Yellow-browed invasion 2026: post your counts here (148 replies)
  https://fieldnotes.birds/t/yellow-browed-invasion-2026/91602
- ID help: juvenile gull at Flamborough, code 3 plumage? (37 replies)
  https://fieldnotes.birds/t/id-help-juvenile-gull-flamborough/91698
- Confirmed: first county record of Eastern Yellow Wagtail (22 replies)
  https://fieldnotes.birds/t/confirmed-eastern-yellow-wagtail/91711
- Ringing recoveries: BTO ring number lookups explained (9 replies)
  https://fieldnotes.birds/t/ringing-recoveries-explained/91640
- Spurn Migration Festival 2027: dates announced (6 replies)
  https://fieldnotes.birds/t/spurn-migfest-2027/91745

You're receiving this because you enabled the weekly summary.
Unsubscribe: https://fieldnotes.birds/email/unsubscribe/4f1c0a9e7b2d
`,
    html: null,
  },
  // ---------------------------------------------------------------- quayside-couriers (UK same-day courier)
  {
    family: "quayside-couriers",
    group: "consumer",
    lang: "en",
    kind: "out-for-delivery",
    code: null,
    link: null,
    from: "Quayside Couriers <updates@quaysidecouriers.co.uk>",
    subject: "Your parcel QC-4417-8820-19 is arriving today between 14:10 and 15:10",
    date: d(2026, 11, 12, "08:47:15", "+0000"),
    enc: "b64",
    text: `Good news, Sam – your parcel from Hartwell & Sons is out for delivery.

Arriving today, Thursday 12 November, between 14:10 and 15:10.

Tracking number: QC-4417-8820-19
Your driver: Kofi (van registration ending 7YR)
Driver's mobile: 07700 900 418 (calls and texts, today only)
Delivery address: 22 Wellington Row, Bristol BS2 8XH
Parcels: 1 of 1 · 4.2 kg

No signature is needed. If you're out, Kofi will leave it in your safe place (porch) as you asked.

Track live on the map: https://track.quaysidecouriers.co.uk/QC-4417-8820-19?utm_source=email_ofd

We'll never ask you to pay a fee by text or to share a code to "release" a parcel.

Quayside Couriers Ltd, Unit 9, Avonmouth Trade Park, Bristol BS11 9FG · Registered in England no. 08817734
`,
    html: page({
      lang: "en-GB",
      title: "Out for delivery",
      preheader: "Arriving today between 14:10 and 15:10 – driver Kofi, 07700 900 418",
      bg: "#eef1f5",
      width: 560,
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:16px 32px;background-color:#003a5d;"><img src="https://cdn.quaysidecouriers.co.uk/email/qc-logo-w.png" width="150" height="30" alt="Quayside Couriers"></td></tr></table>`,
      body: `<p style="margin:0 0 4px 0;font-size:14px;color:#587089;">Arriving today, Thursday 12 November</p>
<table role="presentation" width="100%" style="margin:0 0 18px 0;"><tr><td style="font-size:40px;font-weight:bold;color:#003a5d;">14:10 &ndash; 15:10</td></tr></table>
<p>Good news, Sam &ndash; your parcel from <strong>Hartwell &amp; Sons</strong> is out for delivery.</p>
<table role="presentation" width="100%" style="background-color:#f4f7fa;border-radius:6px;"><tr>
<td width="84" style="padding:14px;"><img src="https://cdn.quaysidecouriers.co.uk/drivers/kofi-a-160.jpg" width="64" height="64" alt="Kofi" style="border-radius:32px;"></td>
<td style="padding:14px 14px 14px 0;font-size:14px;"><strong>Kofi</strong> is your driver today<br><span style="color:#587089;">Van registration ending 7YR</span><br><a href="tel:07700900418" style="color:#003a5d;font-weight:bold;font-size:17px;text-decoration:none;">07700 900 418</a> <span style="color:#587089;font-size:12px;">(today only)</span></td>
</tr></table>
<table role="presentation" width="100%" style="font-size:14px;margin-top:16px;">
<tr><td style="padding:6px 0;color:#587089;">Tracking number</td><td align="right" style="padding:6px 0;font-weight:bold;">QC-4417-8820-19</td></tr>
<tr><td style="padding:6px 0;color:#587089;">Delivering to</td><td align="right" style="padding:6px 0;">22 Wellington Row, Bristol BS2&nbsp;8XH</td></tr>
<tr><td style="padding:6px 0;color:#587089;">Parcels</td><td align="right" style="padding:6px 0;">1 of 1 &middot; 4.2&nbsp;kg</td></tr>
<tr><td style="padding:6px 0;color:#587089;">Safe place</td><td align="right" style="padding:6px 0;">Porch</td></tr>
</table>
<p style="font-size:14px;">No signature is needed.</p>
${btn("https://track.quaysidecouriers.co.uk/QC-4417-8820-19?utm_source=email_ofd", "Track live on the map", "#ff8200")}
<p style="font-size:12px;color:#587089;margin-top:18px;">We'll never ask you to pay a fee by text or to share a code to &ldquo;release&rdquo; a parcel.</p>`,
      footer:
        `<a href="https://www.quaysidecouriers.co.uk/help" style="color:#8a8f98;">Help</a> &middot; <a href="https://www.quaysidecouriers.co.uk/privacy" style="color:#8a8f98;">Privacy</a><br>Quayside Couriers Ltd, Unit 9, Avonmouth Trade Park, Bristol BS11 9FG &middot; Registered in England no. 08817734`,
    }),
  },
  {
    family: "quayside-couriers",
    group: "consumer",
    lang: "en",
    kind: "delivered",
    code: null,
    link: null,
    from: "Quayside Couriers <updates@quaysidecouriers.co.uk>",
    subject: "Delivered: QC-4417-8820-19 left in your safe place",
    date: d(2026, 11, 12, "14:36:50", "+0000"),
    enc: "qp",
    text: `Delivered at 14:34 – left in your safe place (porch).

Tracking number: QC-4417-8820-19
From: Hartwell & Sons
Photo of delivery: https://track.quaysidecouriers.co.uk/QC-4417-8820-19/pod

How did Kofi do? Rate your delivery in one tap: https://track.quaysidecouriers.co.uk/QC-4417-8820-19/rate?s=5

Something wrong? Let us know within 48 hours: https://www.quaysidecouriers.co.uk/help/missing-parcel

Quayside Couriers Ltd · Bristol BS11 9FG
`,
    html: `<html><body style="margin:0;background:#eef1f5;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 32px;background:#003a5d;"><img src="https://cdn.quaysidecouriers.co.uk/email/qc-logo-w.png" width="150" height="30" alt="Quayside Couriers"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;color:#1b2a38;">
<p style="font-size:24px;font-weight:bold;margin:0 0 6px 0;color:#1f8a4c;">✓ Delivered</p>
<p style="margin:0 0 18px 0;">14:34 today &ndash; left in your safe place (porch).</p>
<a href="https://track.quaysidecouriers.co.uk/QC-4417-8820-19/pod"><img src="https://track.quaysidecouriers.co.uk/QC-4417-8820-19/pod/thumb.jpg" width="240" height="180" alt="Photo of your parcel on the porch"></a>
<p style="font-size:13px;color:#587089;">Tracking number QC-4417-8820-19 &middot; From Hartwell &amp; Sons</p>
<p style="margin:22px 0 8px 0;">How did Kofi do?</p>
<p style="font-size:26px;margin:0;"><a href="https://track.quaysidecouriers.co.uk/QC-4417-8820-19/rate?s=1" style="text-decoration:none;">☆</a><a href="https://track.quaysidecouriers.co.uk/QC-4417-8820-19/rate?s=2" style="text-decoration:none;">☆</a><a href="https://track.quaysidecouriers.co.uk/QC-4417-8820-19/rate?s=3" style="text-decoration:none;">☆</a><a href="https://track.quaysidecouriers.co.uk/QC-4417-8820-19/rate?s=4" style="text-decoration:none;">☆</a><a href="https://track.quaysidecouriers.co.uk/QC-4417-8820-19/rate?s=5" style="text-decoration:none;">☆</a></p>
<p style="font-size:13px;color:#587089;margin-top:22px;">Something wrong? <a href="https://www.quaysidecouriers.co.uk/help/missing-parcel" style="color:#003a5d;">Let us know within 48 hours</a>.</p>
</td></tr>
<tr><td style="padding:14px 32px;background:#f4f7fa;font-size:11px;color:#8a99a8;">Quayside Couriers Ltd &middot; Unit 9, Avonmouth Trade Park, Bristol BS11 9FG</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- brightwell-dental (appointment reminders)
  {
    family: "brightwell-dental",
    group: "consumer",
    lang: "en",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Brightwell Dental Care <reminders@brightwelldental.com.au>",
    subject: "Reminder: hygiene appointment Mon 23 Nov, 8:15am (Ref BWD-88217)",
    date: d(2026, 11, 19, "09:00:00", "+1100"),
    text: `Hi Sam,

This is a friendly reminder of your upcoming appointment. It's already booked in – there's nothing you need to confirm.

Appointment: Scale & clean + check-up (45 min)
With: Dr Mei Lin Tan and hygienist Olivia Marsh
When: Monday 23 November 2026, 8:15am
Where: Brightwell Dental Care, Level 2, 118 Glenferrie Road, Hawthorn VIC 3122
Reference: BWD-88217
Estimated fee: $245.00 (your HICAPS gap will be calculated on the day)

Parking: 2-hour street parking on Burwood Rd, or Hawthorn Library car park.

Running late or need to reschedule? Please call us on (03) 9818 4417 at least 24 hours ahead to avoid a late cancellation fee of $60.

See you soon,
The Brightwell team
`,
    html: null,
  },
  {
    family: "brightwell-dental",
    group: "consumer",
    lang: "en",
    kind: "invoice-paid",
    code: null,
    link: null,
    from: "Brightwell Dental Care <accounts@brightwelldental.com.au>",
    subject: "Tax invoice INV-0031877 – paid in full, thank you",
    date: d(2026, 11, 23, "09:22:18", "+1100"),
    enc: "qp",
    attachment: [
      "INV-0031877.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>endobj\n4 0 obj<</Length 80>>stream\nBT /F1 12 Tf 72 770 Td (Brightwell Dental Care - Tax invoice INV-0031877 - Paid) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
    text: `Hi Sam,

Thanks for visiting us today. Your tax invoice is attached.

Invoice: INV-0031877 · Date: 23/11/2026
Item 114 Removal of calculus      $148.00
Item 011 Comprehensive exam        $72.00
Item 121 Fluoride application      $25.00
Total                             $245.00
Health fund (HICAPS) paid         -$163.40
You paid (EFTPOS, Visa ••4821)     $81.60
Approval no. 318802 · Balance owing: $0.00

Your next check-up is due in May 2027 – we'll send you a reminder.

Brightwell Dental Care Pty Ltd · ABN 51 604 118 772
Level 2, 118 Glenferrie Road, Hawthorn VIC 3122 · (03) 9818 4417
`,
    html: page({
      lang: "en-AU",
      title: "Tax invoice",
      preheader: "Paid in full – balance owing $0.00",
      bg: "#eef7f8",
      width: 560,
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:20px 32px;border-bottom:3px solid #2aa6a6;"><img src="https://brightwelldental.com.au/wp-content/uploads/email-logo.png" width="170" height="40" alt="Brightwell Dental Care"></td></tr></table>`,
      body: `<p>Hi Sam,</p>
<p>Thanks for visiting us today. Your tax invoice is attached.</p>
<table role="presentation" width="100%" style="font-size:14px;border-collapse:collapse;">
<tr><td colspan="2" style="padding:6px 0;color:#587;">Invoice INV-0031877 &middot; 23/11/2026</td></tr>
<tr><td style="padding:6px 0;border-top:1px solid #e0eced;">Item 114 Removal of calculus</td><td align="right" style="border-top:1px solid #e0eced;">$148.00</td></tr>
<tr><td style="padding:6px 0;">Item 011 Comprehensive exam</td><td align="right">$72.00</td></tr>
<tr><td style="padding:6px 0;">Item 121 Fluoride application</td><td align="right">$25.00</td></tr>
<tr><td style="padding:6px 0;border-top:1px solid #e0eced;font-weight:bold;">Total</td><td align="right" style="border-top:1px solid #e0eced;font-weight:bold;">$245.00</td></tr>
<tr><td style="padding:6px 0;">Health fund (HICAPS) paid</td><td align="right">-$163.40</td></tr>
<tr><td style="padding:6px 0;">You paid (EFTPOS, Visa &bull;&bull;4821)</td><td align="right">$81.60</td></tr>
<tr><td style="padding:6px 0;color:#587;font-size:12px;">Approval no. 318802</td><td align="right" style="padding:6px 0;font-size:18px;font-weight:bold;color:#2aa6a6;">Balance $0.00</td></tr>
</table>
<p style="font-size:14px;">Your next check-up is due in <strong>May 2027</strong> &ndash; we'll send you a reminder.</p>`,
      footer:
        `Brightwell Dental Care Pty Ltd &middot; ABN 51 604 118 772<br>Level 2, 118 Glenferrie Road, Hawthorn VIC 3122 &middot; (03) 9818 4417 &middot; <a href="https://brightwelldental.com.au/privacy" style="color:#8a8f98;">Privacy</a>`,
    }),
  },
  // ---------------------------------------------------------------- pinecrest-cu (US credit union alerts)
  {
    family: "pinecrest-credit-union",
    group: "consumer",
    lang: "en",
    kind: "card-transaction",
    code: null,
    link: null,
    from: "Pinecrest Credit Union Alerts <alerts@pinecrestcu.org>",
    subject: "Alert: $1,249.00 debit card purchase approved – auth code 55T2K9",
    date: d(2026, 11, 27, "06:14:51", "-0500"),
    text: `PINECREST CREDIT UNION – TRANSACTION ALERT

A purchase over your alert limit of $500.00 was approved on your debit card.

Card: Visa Debit ending 2206
Merchant: BESTWAY ELECTRONICS #0418 COLUMBUS OH
Amount: $1,249.00
Date/time: 11/27/2026 06:13 AM ET
Authorization code: 55T2K9
Available balance (Checking ••3390): $2,871.16

If you made this purchase, no action is needed.
If you don't recognize it, call us 24/7 at 1-800-555-0136 or lock your card in the Pinecrest mobile app.

Pinecrest will never call, text or email you asking for your online banking password, PIN or a one-time passcode.

You are receiving this alert because you set it up in Online Banking > Alerts.
Federally insured by NCUA. Equal Housing Lender.
Pinecrest Credit Union, 2100 Olentangy River Rd, Columbus, OH 43210
`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Transaction alert</title></head>
<body style="margin:0;padding:0;background:#e9edf0;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:16px 8px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;">
<tr><td style="padding:14px 24px;background:#1d4d3a;"><img src="https://www.pinecrestcu.org/images/email/pcu-logo-rev.png" width="170" height="34" alt="Pinecrest Credit Union"></td></tr>
<tr><td style="padding:6px 24px;background:#f2c94c;font-size:12px;font-weight:bold;letter-spacing:1px;">TRANSACTION ALERT</td></tr>
<tr><td style="padding:22px 24px;">
<p style="margin:0 0 16px 0;">A purchase over your alert limit of <b>$500.00</b> was approved on your debit card.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #d8dee3;">
<tr><td style="padding:10px 14px;color:#5a6872;width:42%;">Card</td><td style="padding:10px 14px;">Visa Debit ending 2206</td></tr>
<tr><td style="padding:10px 14px;color:#5a6872;border-top:1px solid #eef1f3;">Merchant</td><td style="padding:10px 14px;border-top:1px solid #eef1f3;">BESTWAY ELECTRONICS #0418 COLUMBUS OH</td></tr>
<tr><td style="padding:10px 14px;color:#5a6872;border-top:1px solid #eef1f3;">Amount</td><td style="padding:10px 14px;border-top:1px solid #eef1f3;font-size:22px;font-weight:bold;">$1,249.00</td></tr>
<tr><td style="padding:10px 14px;color:#5a6872;border-top:1px solid #eef1f3;">Date/time</td><td style="padding:10px 14px;border-top:1px solid #eef1f3;">11/27/2026 06:13 AM ET</td></tr>
<tr><td style="padding:10px 14px;color:#5a6872;border-top:1px solid #eef1f3;">Authorization code</td><td style="padding:10px 14px;border-top:1px solid #eef1f3;font-family:'Courier New',monospace;font-size:18px;font-weight:bold;letter-spacing:2px;">55T2K9</td></tr>
<tr><td style="padding:10px 14px;color:#5a6872;border-top:1px solid #eef1f3;">Available balance</td><td style="padding:10px 14px;border-top:1px solid #eef1f3;">$2,871.16 (Checking ••3390)</td></tr>
</table>
<p style="margin:18px 0 6px 0;"><b>If you made this purchase, no action is needed.</b></p>
<p style="margin:0;">If you don't recognize it, call us 24/7 at <a href="tel:18005550136" style="color:#1d4d3a;font-weight:bold;">1-800-555-0136</a> or lock your card in the Pinecrest mobile app.</p>
<p style="margin:18px 0 0 0;font-size:12px;color:#5a6872;">Pinecrest will never call, text or email you asking for your online banking password, PIN or a one-time passcode.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f4f6f7;font-size:11px;color:#7a8790;">You are receiving this alert because you set it up in Online Banking &gt; Alerts. <a href="https://online.pinecrestcu.org/alerts" style="color:#7a8790;">Manage alerts</a><br>Federally insured by NCUA. Equal Housing Lender. Pinecrest Credit Union, 2100 Olentangy River Rd, Columbus, OH 43210</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "pinecrest-credit-union",
    group: "consumer",
    lang: "en",
    kind: "deposit-alert",
    code: null,
    link: null,
    from: "Pinecrest Credit Union Alerts <alerts@pinecrestcu.org>",
    subject: "Direct deposit received: $2,318.44",
    date: d(2026, 11, 25, "04:02:10", "-0500"),
    enc: "qp",
    text: `A direct deposit was posted to your account.

Account: Checking ••3390
Amount: $2,318.44
From: HALDEN ROBOTICS PAYROLL
Posted: 11/25/2026
Trace no.: 091000019284417

Available balance: $4,120.16

Manage alerts in Online Banking > Alerts.
Pinecrest Credit Union · 1-800-555-0136 · Federally insured by NCUA
`,
    html: null,
  },
  // ---------------------------------------------------------------- tablekin (restaurant reservations)
  {
    family: "tablekin-reservations",
    group: "consumer",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Tablekin <reservations@tablekin.com>",
    subject: "You're booked! Ostra, Sat Dec 5 at 7:30 PM for 4 (Conf. #TK-20931)",
    date: d(2026, 11, 28, "13:05:26", "-0800"),
    enc: "b64",
    text: `You're booked! 🎉

Ostra – Seafood & Wine Bar
Saturday, December 5, 2026 at 7:30 PM
Party of 4 · Indoor dining room

Confirmation #: TK-20931
Name on reservation: Sam Reader
Phone: (206) ***-**18

Ostra, 1521 Western Ave, Seattle, WA 98101 · (206) 555-0174

A note from the restaurant: "We hold tables for 15 minutes. For parties of 6+, a card is required and a $25 per person fee applies to no-shows."

Special request: "Birthday – one guest has a shellfish allergy"

Need to change plans? Modify or cancel from the Tablekin app under Upcoming, or call the restaurant directly.

You'll earn 100 Tablekin points after dining.

Tablekin, Inc. · 400 Pine St, Suite 900, Seattle, WA 98101
`,
    html: page({
      lang: "en",
      title: "You're booked",
      preheader: "Sat Dec 5 at 7:30 PM · Party of 4 · Confirmation #TK-20931",
      bg: "#f6f3f0",
      width: 560,
      header:
        `<table role="presentation" width="100%"><tr><td style="padding:22px 32px;"><img src="https://static.tablekin.com/email/tablekin-logo-red.png" width="110" height="26" alt="Tablekin"></td></tr>
<tr><td><img src="https://photos.tablekin.com/r/ostra-seattle/hero-1120.jpg" width="560" alt="Ostra – Seafood &amp; Wine Bar" style="display:block;width:100%;"></td></tr></table>`,
      body: `<p style="font-size:26px;font-weight:bold;margin:0 0 4px 0;">You're booked! 🎉</p>
<p style="font-size:17px;margin:0 0 18px 0;">Ostra &ndash; Seafood &amp; Wine Bar</p>
<table role="presentation" width="100%" style="border-top:1px solid #e8e2dc;border-bottom:1px solid #e8e2dc;"><tr>
<td align="center" style="padding:14px 4px;"><div style="font-size:12px;color:#8a7f76;">DATE</div><div style="font-size:16px;font-weight:bold;">Sat, Dec 5</div></td>
<td align="center" style="padding:14px 4px;border-left:1px solid #e8e2dc;"><div style="font-size:12px;color:#8a7f76;">TIME</div><div style="font-size:16px;font-weight:bold;">7:30 PM</div></td>
<td align="center" style="padding:14px 4px;border-left:1px solid #e8e2dc;"><div style="font-size:12px;color:#8a7f76;">GUESTS</div><div style="font-size:16px;font-weight:bold;">4</div></td>
</tr></table>
<p style="font-size:14px;margin:16px 0 4px 0;">Confirmation #<strong style="font-size:18px;">TK-20931</strong></p>
<p style="font-size:13px;color:#8a7f76;margin:0 0 16px 0;">Sam Reader &middot; Indoor dining room</p>
<p style="font-size:14px;"><strong>Special request:</strong> &ldquo;Birthday &ndash; one guest has a shellfish allergy&rdquo;</p>
<table role="presentation" width="100%" style="background-color:#fbf8f5;"><tr><td style="padding:12px 14px;font-size:13px;"><strong>A note from Ostra:</strong> We hold tables for 15 minutes. For parties of 6+, a card is required and a $25 per person fee applies to no-shows.</td></tr></table>
<p style="font-size:14px;margin-top:16px;">1521 Western Ave, Seattle, WA 98101 &middot; <a href="tel:+12065550174" style="color:#d93a2b;">(206) 555-0174</a><br><a href="https://www.google.com/maps/search/?api=1&amp;query=Ostra+1521+Western+Ave+Seattle" style="color:#d93a2b;">Get directions</a></p>
${
        btn(
          "https://www.tablekin.com/reservations/TK-20931?utm_source=email&amp;utm_medium=confirm",
          "View confirmation",
          "#d93a2b",
          "#ffffff",
          24,
        )
      }
<p style="font-size:13px;color:#8a7f76;margin-top:16px;">Need to change plans? Modify or cancel from the reservation page or the Tablekin app. You'll earn <strong>100 points</strong> after dining.</p>`,
      footer:
        `<a href="https://apps.apple.com/us/app/tablekin/id1290337411"><img src="https://static.tablekin.com/email/app-store-badge.png" width="110" height="36" alt="Download on the App Store"></a> <a href="https://play.google.com/store/apps/details?id=com.tablekin.android"><img src="https://static.tablekin.com/email/google-play-badge.png" width="120" height="36" alt="Get it on Google Play"></a><br>
Tablekin, Inc. &middot; 400 Pine St, Suite 900, Seattle, WA 98101 &middot; <a href="https://www.tablekin.com/privacy" style="color:#8a8f98;">Privacy</a> &middot; <a href="https://www.tablekin.com/terms" style="color:#8a8f98;">Terms</a>`,
    }),
  },
];
