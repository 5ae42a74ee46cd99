/**
 * The shared inbox of a Sri Lankan Tamil family in Toronto over two months (English, Tamil, Canadian
 * French and some Sinhala): school board and daycare, banks, cards, government accounts, utilities,
 * community groups, grocery, remittance, travel, pharmacy and insurance mail, most of it asking for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Tharshini Sivakumaran <tharshini.siva@inbox.example>";

function btn(href: string, label: string, bg: string, fg = "#ffffff"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td bgcolor="${bg}" style="border-radius:4px;padding:12px 28px;"><a href="${href}" target="_blank" style="font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:${fg};text-decoration:none;display:inline-block;">${label}</a></td></tr></table>`;
}

function pre(s: string): string {
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;color:#ffffff;">${s}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>`;
}

/** A plain centred card: logo row, body, grey footer. */
function card(o: {
  title: string;
  preheader: string;
  logo: string;
  logoAlt: string;
  accent: string;
  body: string;
  footer: string;
  lang?: string;
}): string {
  return `<!DOCTYPE html>
<html lang="${
    o.lang ?? "en"
  }"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${o.title}</title></head>
<body style="margin:0;padding:0;background:#f2f3f5;">
${pre(o.preheader)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f3f5"><tr><td align="center" style="padding:24px 10px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-top:4px solid ${o.accent};">
<tr><td style="padding:22px 32px 8px 32px;"><img src="${o.logo}" width="150" alt="${o.logoAlt}" style="display:block;border:0;"></td></tr>
<tr><td style="padding:8px 32px 28px 32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#2b2b2b;">
${o.body}
</td></tr>
</table>
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;"><tr><td style="padding:18px 32px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#7a7f87;">
${o.footer}
</td></tr></table>
</td></tr></table>
</body></html>`;
}

export const mails: Mail[] = [
  // ------------------------------------------------------------------ Humberlea District School Board
  {
    family: "humberlea-dsb",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://parents.humberleadsb.ca/portal/account/verify?token=hq7Rk2VxN0pLmA8sYt4WcE3u&uid=448190",
    from: "HDSB Parent Portal <noreply@parents.humberleadsb.ca>",
    to: TO,
    subject: "Confirm your email for the HDSB Parent Portal",
    date: "Tue, 1 Sep 2026 19:42:10 -0400",
    enc: "qp",
    text: `Humberlea District School Board - Parent Portal

Hello Tharshini,

You (or someone using this address) created a Parent Portal account and linked it to the following student:

  Student: Anjali Sivakumaran (Grade 3, Glenwood Heights Public School)
  Student number: 3410 7782

Before you can see attendance, report cards and school messages, please confirm that this email address belongs to you:

https://parents.humberleadsb.ca/portal/account/verify?token=hq7Rk2VxN0pLmA8sYt4WcE3u&uid=448190

This link expires in 72 hours. If you did not register, you can ignore this message and no account will be activated.

Need help? Contact your school office or the Parent Portal help desk at 416-555-0182 (Monday to Friday, 8:00 a.m. to 4:30 p.m.).

Humberlea District School Board
2050 Kipling Avenue, Toronto, ON  M9W 4K1
This is an automated message. Please do not reply.`,
    html: card({
      title: "Confirm your email",
      preheader: "One more step before you can see Anjali's attendance and report cards.",
      logo: "https://parents.humberleadsb.ca/static/img/hdsb-logo-email.png",
      logoAlt: "Humberlea District School Board",
      accent: "#00567a",
      body: `<h1 style="font-size:22px;color:#00567a;margin:0 0 14px 0;">Confirm your email address</h1>
<p style="margin:0 0 12px 0;">Hello Tharshini,</p>
<p style="margin:0 0 12px 0;">You (or someone using this address) created a Parent Portal account and linked it to:</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" style="background:#eef5f8;width:100%;font-size:14px;margin-bottom:16px;">
<tr><td style="color:#555;width:40%;">Student</td><td><strong>Anjali Sivakumaran</strong></td></tr>
<tr><td style="color:#555;">School</td><td>Glenwood Heights Public School &middot; Grade 3</td></tr>
<tr><td style="color:#555;">Student number</td><td>3410 7782</td></tr>
</table>
<p style="margin:0 0 18px 0;">Before you can see attendance, report cards and school messages, please confirm that this email address belongs to you.</p>
${
        btn(
          "https://parents.humberleadsb.ca/portal/account/verify?token=hq7Rk2VxN0pLmA8sYt4WcE3u&amp;uid=448190",
          "Confirm my email",
          "#00567a",
        )
      }
<p style="margin:18px 0 0 0;font-size:13px;color:#666;">This link expires in 72 hours. If you did not register, ignore this message and no account will be activated.</p>`,
      footer:
        `Need help? Contact your school office or the Parent Portal help desk at 416-555-0182 (Mon&ndash;Fri, 8:00 a.m.&ndash;4:30 p.m.).<br>
Humberlea District School Board &middot; 2050 Kipling Avenue, Toronto, ON M9W 4K1<br>
<a href="https://www.humberleadsb.ca/privacy" style="color:#7a7f87;">Privacy</a> &middot; <a href="https://www.humberleadsb.ca/accessibility" style="color:#7a7f87;">Accessibility</a><br>This is an automated message. Please do not reply.`,
    }),
  },
  {
    family: "humberlea-dsb",
    group: "regional",
    lang: "en",
    kind: "school-notice",
    code: null,
    link: null,
    from: "Glenwood Heights Public School <glenwood.heights@humberleadsb.ca>",
    to: TO,
    subject: "Glenwood Heights: Picture Day Sept 24, PA Day Oct 9, Terry Fox Run",
    date: "Thu, 17 Sep 2026 15:05:00 -0400",
    text: `Dear Glenwood Heights families,

A few dates for the coming weeks:

* Thursday, September 24 - Picture Day. Order forms went home in backpacks. Online orders: https://www.snapgrove-portraits.ca/order (school code on the form).
* Friday, September 25 - Terry Fox Run at 1:30 p.m. on the back field. Donations are welcome but never required.
* Friday, October 9 - PA Day. No school for students. The before- and after-school program is open for registered children.
* Monday, October 12 - Thanksgiving. School closed.

Reminder: if your child will be absent, please call the safe arrival line at 416-555-0140 ext. 1 before 8:45 a.m. or report it in the Parent Portal.

Thank you,
Ms. P. Rodrigues, Principal
Glenwood Heights Public School
88 Glenwood Crescent, Toronto, ON  M9V 2L6`,
    html: null,
  },
  {
    family: "humberlea-dsb",
    group: "regional",
    lang: "fr",
    kind: "school-newsletter",
    code: null,
    link: null,
    from: "Programme d'immersion française HDSB <immersion@humberleadsb.ca>",
    to: TO,
    subject: "Bulletin de l'immersion – octobre : soirée de lecture en famille",
    date: "Fri, 2 Oct 2026 12:30:00 -0400",
    enc: "b64",
    text: `Chers parents et tuteurs,

Le programme d'immersion française du conseil scolaire vous invite à la soirée de lecture en famille, le mercredi 21 octobre de 18 h 30 à 20 h, à la bibliothèque de l'école Glenwood Heights.

Au programme :
- lecture d'albums avec les enseignantes de 2e et 3e année;
- échange de livres usagés (apportez-en un, repartez avec un autre);
- collation offerte par le conseil d'école.

Aucune inscription n'est nécessaire. Les enfants doivent être accompagnés d'un adulte.

Conseil pour la maison : même si vous ne parlez pas français, lire avec votre enfant dans votre langue — tamoul, anglais ou autre — renforce sa compréhension en français.

Bureau des programmes de langues, Conseil scolaire du district de Humberlea
2050, avenue Kipling, Toronto (Ontario)  M9W 4K1 — 416-555-0100`,
    html: `<html lang="fr"><body style="margin:0;background:#fafafa;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="620" cellpadding="0" cellspacing="0" style="font-family:Georgia,serif;color:#222;background:#fff;">
<tr><td style="background:#00567a;padding:14px 24px;color:#fff;font-size:20px;">Bulletin de l'immersion française <span style="font-size:13px;opacity:.8">· octobre 2026</span></td></tr>
<tr><td style="padding:20px 24px;font-size:15px;line-height:1.55;">
<p>Chers parents et tuteurs,</p>
<p>Le programme d'immersion française du conseil scolaire vous invite à la <strong>soirée de lecture en famille</strong>, le mercredi 21 octobre de 18 h 30 à 20 h, à la bibliothèque de l'école Glenwood Heights.</p>
<ul><li>lecture d'albums avec les enseignantes de 2<sup>e</sup> et 3<sup>e</sup> année;</li><li>échange de livres usagés (apportez-en un, repartez avec un autre);</li><li>collation offerte par le conseil d'école.</li></ul>
<p>Aucune inscription n'est nécessaire. Les enfants doivent être accompagnés d'un adulte.</p>
<table width="100%" cellpadding="12" style="background:#fff6e0;border-left:4px solid #e0a100;"><tr><td><strong>Conseil pour la maison :</strong> même si vous ne parlez pas français, lire avec votre enfant dans votre langue — tamoul, anglais ou autre — renforce sa compréhension en français.</td></tr></table>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#777;border-top:1px solid #eee;">Bureau des programmes de langues, Conseil scolaire du district de Humberlea<br>2050, avenue Kipling, Toronto (Ontario) M9W 4K1 — 416-555-0100<br><a href="https://www.humberleadsb.ca/fr/immersion" style="color:#777;">humberleadsb.ca/fr/immersion</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "humberlea-dsb",
    group: "regional",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "HDSB Parent Portal <noreply@parents.humberleadsb.ca>",
    to: TO,
    subject: "Your Parent Portal password was changed",
    date: "Mon, 26 Oct 2026 21:14:33 -0400",
    text: `Hello Tharshini,

The password for your HDSB Parent Portal account (tharshini.siva@inbox.example) was changed on October 26, 2026 at 9:13 p.m. (Eastern Time).

If you made this change, there is nothing else to do.

If you did not, reset your password right away at https://parents.humberleadsb.ca/portal/account/forgot and call the help desk at 416-555-0182.

Humberlea District School Board`,
    html: card({
      title: "Password changed",
      preheader: "The password for your Parent Portal account was changed.",
      logo: "https://parents.humberleadsb.ca/static/img/hdsb-logo-email.png",
      logoAlt: "Humberlea District School Board",
      accent: "#00567a",
      body: `<h1 style="font-size:20px;color:#00567a;margin:0 0 14px 0;">Your password was changed</h1>
<p>Hello Tharshini,</p>
<p>The password for your HDSB Parent Portal account (<strong>tharshini.siva@inbox.example</strong>) was changed on <strong>October 26, 2026 at 9:13 p.m.</strong> (Eastern Time).</p>
<p>If you made this change, there is nothing else to do.</p>
<p>If you did not, <a href="https://parents.humberleadsb.ca/portal/account/forgot" style="color:#00567a;">reset your password right away</a> and call the help desk at 416-555-0182.</p>`,
      footer:
        `Humberlea District School Board &middot; 2050 Kipling Avenue, Toronto, ON M9W 4K1<br><a href="https://www.humberleadsb.ca/privacy" style="color:#7a7f87;">Privacy</a>`,
    }),
  },
  // ------------------------------------------------------------------ Chalkfern classroom app
  {
    family: "chalkfern-classroom",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://go.chalkfern.com/ls/click?upn=inv-7Kq2ZpR9-class-3B-glenwood&c=e8d1a0",
    from: "Mme Laurendeau via Chalkfern <notifications@chalkfern.com>",
    to: TO,
    subject: "Mme Laurendeau invited you to join Grade 3B French Immersion on Chalkfern",
    date: "Wed, 9 Sep 2026 08:12:45 -0400",
    enc: "qp",
    text: `Mme Laurendeau has invited you to Grade 3B French Immersion (Glenwood Heights) on Chalkfern.

Join as Anjali's parent to get class photos, reminders and messages from the teacher.

Accept invitation:
https://go.chalkfern.com/ls/click?upn=inv-7Kq2ZpR9-class-3B-glenwood&c=e8d1a0

Class: Grade 3B French Immersion
Teacher: Mme C. Laurendeau
Families already joined: 17 of 24

Chalkfern messages can be translated into 40+ languages, including Tamil.

You are receiving this because a teacher added your email address to a class. Chalkfern Learning Inc., 401 Richmond St W, Suite 310, Toronto, ON M5V 3A8.
Privacy: https://www.chalkfern.com/privacy`,
    html: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;padding:0;background:#f6f4ef;">
${pre("Join as Anjali's parent to get class photos, reminders and messages.")}
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f6f4ef;"><tr><td align="center" style="padding:30px 12px;">
<table role="presentation" width="520" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:14px;">
<tr><td align="center" style="padding:28px 20px 0 20px;"><img src="https://cdn.chalkfern.com/email/avatars/t-88213.png" width="64" height="64" alt="Mme Laurendeau" style="border-radius:32px;"></td></tr>
<tr><td align="center" style="padding:12px 30px 4px 30px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:20px;font-weight:700;color:#23302a;">Mme Laurendeau invited you to<br>Grade 3B French Immersion</td></tr>
<tr><td align="center" style="padding:6px 30px 20px 30px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:15px;color:#55605a;">Join as Anjali's parent to get class photos, reminders and messages from the teacher.</td></tr>
<tr><td align="center" style="padding:0 0 22px 0;"><a href="https://go.chalkfern.com/ls/click?upn=inv-7Kq2ZpR9-class-3B-glenwood&amp;c=e8d1a0" style="background:#3f8f5b;color:#fff;font-family:Arial,sans-serif;font-size:16px;font-weight:bold;text-decoration:none;padding:14px 36px;border-radius:24px;display:inline-block;">Join class</a></td></tr>
<tr><td style="padding:0 30px 24px 30px;font-family:Arial,sans-serif;font-size:13px;color:#55605a;border-top:1px solid #eee;"><br>Glenwood Heights Public School &middot; 17 of 24 families joined<br>Messages can be translated into 40+ languages, including Tamil.</td></tr>
</table>
<table role="presentation" width="520" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:16px;font-family:Arial,sans-serif;font-size:11px;color:#9aa09c;">
<a href="https://apps.apple.com/app/chalkfern/id1489920311"><img src="https://cdn.chalkfern.com/email/badge-appstore.png" alt="Download on the App Store" height="34"></a> <a href="https://play.google.com/store/apps/details?id=com.chalkfern.parent"><img src="https://cdn.chalkfern.com/email/badge-play.png" alt="Get it on Google Play" height="34"></a><br><br>
You are receiving this because a teacher added your email address to a class.<br>Chalkfern Learning Inc., 401 Richmond St W, Suite 310, Toronto, ON M5V 3A8 &middot; <a href="https://www.chalkfern.com/privacy" style="color:#9aa09c;">Privacy</a></td></tr></table>
</td></tr></table></body></html>`,
  },
  {
    family: "chalkfern-classroom",
    group: "consumer",
    lang: "en",
    kind: "class-digest",
    code: null,
    link: null,
    from: "Chalkfern <digest@chalkfern.com>",
    to: TO,
    subject: "This week in Grade 3B: 4 new photos, 1 reminder",
    date: "Fri, 16 Oct 2026 17:00:02 -0400",
    text: `Your weekly Chalkfern summary - Grade 3B French Immersion

REMINDER from Mme Laurendeau
Field trip to the Kortright Centre on Thursday Oct 22. Please pack a lunch, water bottle and rain boots. Bus leaves at 9:15.

NEW PHOTOS (4)
"Nos citrouilles!" - pumpkin art from Tuesday
View in the app: https://app.chalkfern.com/class/3b-glenwood/story/55012

Anjali earned 3 points this week (Teamwork x2, On task x1).

Manage email settings: https://app.chalkfern.com/settings/notifications
Chalkfern Learning Inc., 401 Richmond St W, Suite 310, Toronto, ON M5V 3A8`,
    html: `<html><body style="margin:0;background:#f6f4ef;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:20px 26px 6px 26px;font-size:13px;color:#3f8f5b;font-weight:bold;letter-spacing:1px;">WEEKLY SUMMARY &middot; GRADE 3B FRENCH IMMERSION</td></tr>
<tr><td style="padding:10px 26px;"><table width="100%" cellpadding="12" style="background:#fff8e6;border-radius:8px;"><tr><td style="font-size:14px;color:#333;"><strong>Reminder from Mme Laurendeau</strong><br>Field trip to the Kortright Centre on Thursday Oct 22. Please pack a lunch, water bottle and rain boots. Bus leaves at 9:15.</td></tr></table></td></tr>
<tr><td style="padding:10px 26px;font-size:14px;color:#333;"><strong>4 new photos</strong> &mdash; &ldquo;Nos citrouilles!&rdquo;<br>
<a href="https://app.chalkfern.com/class/3b-glenwood/story/55012"><img src="https://cdn.chalkfern.com/story/55012/thumb-grid.jpg" width="488" alt="Pumpkin art photos" style="display:block;margin-top:8px;border-radius:8px;"></a></td></tr>
<tr><td style="padding:10px 26px 22px 26px;font-size:14px;color:#333;">Anjali earned <strong>3 points</strong> this week (Teamwork &times;2, On task &times;1).</td></tr>
</table>
<p style="font-size:11px;color:#999;"><a href="https://app.chalkfern.com/settings/notifications" style="color:#999;">Manage email settings</a> &middot; Chalkfern Learning Inc., 401 Richmond St W, Suite 310, Toronto, ON M5V 3A8</p>
</td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ TinyLoon daycare app
  {
    family: "tinyloon-daycare",
    group: "consumer",
    lang: "fr",
    kind: "daily-report",
    code: null,
    link: null,
    from: "Garderie Les Petits Huards via TinyLoon <rapports@tinyloon.app>",
    to: TO,
    subject: "Rapport de la journée de Kavin – jeudi 10 septembre",
    date: "Thu, 10 Sep 2026 17:41:19 -0400",
    enc: "qp",
    text: `Rapport de la journée — Kavin S. (groupe des Grenouilles)
Garderie Les Petits Huards

Arrivée : 8 h 05   Départ : —
Repas : dîner mangé au complet (riz, poulet au cari doux, brocoli); collation de l'après-midi : la moitié
Sieste : 12 h 40 à 14 h 15
Couches : 3 (dernière à 15 h 30)

Note de l'éducatrice (Mélanie) :
Kavin a adoré le bac à sable aujourd'hui et il a chanté « Frère Jacques » avec le groupe. Il reste 2 couches dans son casier, merci d'en apporter demain.

Voir les photos dans l'application TinyLoon.

Garderie Les Petits Huards · 1170, avenue Islington, Toronto (Ontario) M9A 3K2 · 416-555-0167
Vous recevez ce rapport parce que vous êtes inscrit comme parent de Kavin.`,
    html: `<html lang="fr"><body style="margin:0;background:#eaf4f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:Verdana,Arial,sans-serif;color:#2f3b40;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #e3eef2;"><img src="https://static.tinyloon.app/mail/loon-mark.png" width="32" alt="TinyLoon" style="vertical-align:middle;"> <span style="font-size:16px;font-weight:bold;vertical-align:middle;">Rapport de la journée</span><br><span style="font-size:13px;color:#6c7b80;">Kavin S. · groupe des Grenouilles · jeudi 10 septembre</span></td></tr>
<tr><td style="padding:16px 24px;">
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;">
<tr style="background:#f5fafb;"><td width="34%">🕗 Arrivée</td><td>8 h 05</td></tr>
<tr><td>🍽️ Repas</td><td>Dîner mangé au complet (riz, poulet au cari doux, brocoli)<br>Collation de l'après-midi : la moitié</td></tr>
<tr style="background:#f5fafb;"><td>😴 Sieste</td><td>12 h 40 à 14 h 15</td></tr>
<tr><td>🧷 Couches</td><td>3 (dernière à 15 h 30)</td></tr>
</table>
<p style="font-size:13px;line-height:1.6;background:#fff9ec;padding:12px;border-radius:6px;"><strong>Note de Mélanie :</strong> Kavin a adoré le bac à sable aujourd'hui et il a chanté « Frère Jacques » avec le groupe. Il reste 2 couches dans son casier, merci d'en apporter demain.</p>
<p style="font-size:13px;"><img src="https://static.tinyloon.app/mail/photos-3.png" width="18" alt=""> 3 photos dans l'application TinyLoon</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:10px;color:#8a979b;border-top:1px solid #e3eef2;">Garderie Les Petits Huards · 1170, avenue Islington, Toronto (Ontario) M9A 3K2 · 416-555-0167<br>Vous recevez ce rapport parce que vous êtes inscrit comme parent de Kavin. <a href="https://tinyloon.app/fr/preferences" style="color:#8a979b;">Préférences</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "tinyloon-daycare",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://tinyloon.app/join/family/FJ8-22kq-Lw0x?lang=en",
    from: "TinyLoon <hello@tinyloon.app>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "Tharshini added you as a parent of Kavin on TinyLoon",
    date: "Fri, 11 Sep 2026 07:55:31 -0400",
    text: `Hi Sivakumaran,

Tharshini Sivakumaran added you as a parent of Kavin at Garderie Les Petits Huards.

Once you accept, you'll get Kavin's daily reports, photos and messages from the educators, and you can sign him in and out at the door.

Accept and create your login:
https://tinyloon.app/join/family/FJ8-22kq-Lw0x?lang=en

This invitation expires on September 25, 2026.

Questions about Kavin's care? Contact the daycare directly at 416-555-0167.
Questions about the app? help.tinyloon.app

TinyLoon Software Ltd. - Halifax, Nova Scotia`,
    html: `<html><body style="margin:0;background:#eaf4f7;font-family:Verdana,Arial,sans-serif;">
${pre("Get Kavin's daily reports, photos and messages.")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td align="center" style="padding:26px 20px 6px 20px;"><img src="https://static.tinyloon.app/mail/loon-wordmark.png" width="130" alt="TinyLoon"></td></tr>
<tr><td style="padding:10px 34px;font-size:15px;line-height:1.6;color:#2f3b40;">
<p>Hi Sivakumaran,</p>
<p><strong>Tharshini Sivakumaran</strong> added you as a parent of <strong>Kavin</strong> at Garderie Les Petits Huards.</p>
<p>Once you accept, you'll get Kavin's daily reports, photos and messages from the educators, and you can sign him in and out at the door.</p>
</td></tr>
<tr><td align="center" style="padding:8px 0 18px 0;">${
      btn("https://tinyloon.app/join/family/FJ8-22kq-Lw0x?lang=en", "Accept invitation", "#1c7c8c")
    }</td></tr>
<tr><td style="padding:0 34px 24px 34px;font-size:12px;color:#6c7b80;">This invitation expires on September 25, 2026.<br>Questions about Kavin's care? Contact the daycare at 416-555-0167. Questions about the app? <a href="https://help.tinyloon.app" style="color:#1c7c8c;">help.tinyloon.app</a></td></tr>
</table>
<p style="font-size:10px;color:#8a979b;">TinyLoon Software Ltd. &middot; Halifax, Nova Scotia</p>
</td></tr></table></body></html>`,
  },
  {
    family: "tinyloon-daycare",
    group: "consumer",
    lang: "fr",
    kind: "login-code",
    code: "503718",
    link: null,
    from: "TinyLoon <hello@tinyloon.app>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "503718 est votre code de connexion TinyLoon",
    date: "Fri, 11 Sep 2026 08:02:07 -0400",
    text: `Votre code de connexion TinyLoon :

503718

Entrez-le dans l'application pour terminer la connexion. Il est valide pendant 10 minutes.

Si vous n'avez pas tenté de vous connecter, vous pouvez ignorer ce courriel.

TinyLoon Software Ltd. - Halifax (Nouvelle-Écosse) - help.tinyloon.app`,
    html: `<html lang="fr"><body style="margin:0;background:#eaf4f7;font-family:Verdana,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td align="center" style="padding:24px 20px 4px 20px;"><img src="https://static.tinyloon.app/mail/loon-wordmark.png" width="120" alt="TinyLoon"></td></tr>
<tr><td align="center" style="padding:8px 30px;font-size:15px;color:#2f3b40;">Votre code de connexion</td></tr>
<tr><td align="center" style="padding:6px 0 10px 0;"><table cellpadding="0" cellspacing="6"><tr>
<td style="width:40px;height:50px;background:#eef7f9;border-radius:6px;font-size:28px;font-weight:bold;text-align:center;color:#1c7c8c;">5</td>
<td style="width:40px;height:50px;background:#eef7f9;border-radius:6px;font-size:28px;font-weight:bold;text-align:center;color:#1c7c8c;">0</td>
<td style="width:40px;height:50px;background:#eef7f9;border-radius:6px;font-size:28px;font-weight:bold;text-align:center;color:#1c7c8c;">3</td>
<td style="width:40px;height:50px;background:#eef7f9;border-radius:6px;font-size:28px;font-weight:bold;text-align:center;color:#1c7c8c;">7</td>
<td style="width:40px;height:50px;background:#eef7f9;border-radius:6px;font-size:28px;font-weight:bold;text-align:center;color:#1c7c8c;">1</td>
<td style="width:40px;height:50px;background:#eef7f9;border-radius:6px;font-size:28px;font-weight:bold;text-align:center;color:#1c7c8c;">8</td>
</tr></table></td></tr>
<tr><td align="center" style="padding:4px 30px 24px 30px;font-size:13px;color:#6c7b80;">Entrez-le dans l'application pour terminer la connexion. Il est valide pendant 10 minutes.<br>Si vous n'avez pas tenté de vous connecter, ignorez ce courriel.</td></tr>
</table>
<p style="font-size:10px;color:#8a979b;">TinyLoon Software Ltd. &middot; Halifax (Nouvelle-Écosse) &middot; <a href="https://help.tinyloon.app" style="color:#8a979b;">help.tinyloon.app</a></p>
</td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ Northpine Bank
  {
    family: "northpine-bank",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "84120697",
    link: null,
    from: "Northpine Bank <security@alerts.northpinebank.ca>",
    to: TO,
    subject: "Your Northpine one-time passcode",
    date: "Sat, 5 Sep 2026 10:16:52 -0400",
    enc: "qp",
    text: `Northpine Bank

Your one-time passcode is 84120697

Use it to finish signing in to Northpine Online Banking. It expires in 5 minutes.

Northpine will never call, text or email you to ask for this passcode. Don't share it with anyone, including someone who says they work for us.

Not you? Call us at 1-888-555-0119, 24/7.

Northpine Bank, 120 Adelaide Street West, Toronto, ON M5H 1T1
Member of the deposit insurance program.`,
    html: `<html><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,Helvetica,sans-serif;">
<tr><td style="background:#0f3d2e;padding:16px 28px;"><img src="https://www.northpinebank.ca/email/np-logo-white.png" width="140" alt="Northpine Bank"></td></tr>
<tr><td style="padding:30px 28px 10px 28px;font-size:16px;color:#1d1d1d;">Your one-time passcode is</td></tr>
<tr><td style="padding:0 28px 10px 28px;font-size:34px;font-weight:bold;letter-spacing:6px;color:#0f3d2e;">84120697</td></tr>
<tr><td style="padding:0 28px 20px 28px;font-size:14px;line-height:21px;color:#444;">Use it to finish signing in to Northpine Online Banking. It expires in 5 minutes.</td></tr>
<tr><td style="padding:0 28px 24px 28px;"><table width="100%" cellpadding="14" style="background:#fdf3e1;border-left:4px solid #d98f00;font-size:13px;color:#333;"><tr><td><strong>Northpine will never call, text or email you to ask for this passcode.</strong> Don't share it with anyone, including someone who says they work for us.</td></tr></table></td></tr>
<tr><td style="padding:0 28px 24px 28px;font-size:13px;color:#444;">Not you? Call us at 1-888-555-0119, 24/7.</td></tr>
<tr><td style="background:#f1f3f2;padding:16px 28px;font-size:11px;color:#6b716e;">Northpine Bank, 120 Adelaide Street West, Toronto, ON M5H 1T1<br>Member of the deposit insurance program. &middot; <a href="https://www.northpinebank.ca/privacy" style="color:#6b716e;">Privacy</a> &middot; <a href="https://www.northpinebank.ca/security" style="color:#6b716e;">Security centre</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "northpine-bank",
    group: "consumer",
    lang: "fr",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Banque Northpine <avis@alerts.northpinebank.ca>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "Votre relevé de septembre est prêt",
    date: "Thu, 1 Oct 2026 06:30:00 -0400",
    enc: "b64",
    text: `Banque Northpine

Bonjour Sivakumaran,

Le relevé de votre compte Chèques Quotidien (•••• 4471) pour la période du 1er au 30 septembre 2026 est maintenant disponible dans Northpine en ligne, sous Comptes > Relevés et documents.

Solde de clôture : 3 284,56 $
Nombre de transactions : 47

Pour des raisons de sécurité, nous n'envoyons jamais de relevés en pièce jointe ni de liens de connexion par courriel. Ouvrez plutôt l'application ou tapez northpinebank.ca dans votre navigateur.

Banque Northpine, 120, rue Adelaide Ouest, Toronto (Ontario) M5H 1T1
Pour ne plus recevoir ces avis, modifiez vos préférences dans Northpine en ligne.`,
    html: `<html lang="fr"><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;color:#1d1d1d;">
<tr><td style="background:#0f3d2e;padding:16px 28px;"><img src="https://www.northpinebank.ca/email/np-logo-white-fr.png" width="140" alt="Banque Northpine"></td></tr>
<tr><td style="padding:26px 28px 6px 28px;font-size:20px;font-weight:bold;">Votre relevé est prêt</td></tr>
<tr><td style="padding:8px 28px;font-size:14px;line-height:21px;">Bonjour Sivakumaran,<br><br>Le relevé de votre compte <strong>Chèques Quotidien (•••• 4471)</strong> pour la période du 1<sup>er</sup> au 30 septembre 2026 est maintenant disponible dans Northpine en ligne, sous <em>Comptes &gt; Relevés et documents</em>.</td></tr>
<tr><td style="padding:10px 28px;"><table width="100%" cellpadding="10" style="border:1px solid #dfe4e1;font-size:14px;"><tr><td>Solde de clôture</td><td align="right"><strong>3 284,56 $</strong></td></tr><tr><td style="border-top:1px solid #dfe4e1;">Nombre de transactions</td><td align="right" style="border-top:1px solid #dfe4e1;">47</td></tr></table></td></tr>
<tr><td style="padding:14px 28px 24px 28px;font-size:12px;color:#555;">Pour des raisons de sécurité, nous n'envoyons jamais de relevés en pièce jointe ni de liens de connexion par courriel. Ouvrez plutôt l'application ou tapez northpinebank.ca dans votre navigateur.</td></tr>
<tr><td style="background:#f1f3f2;padding:16px 28px;font-size:11px;color:#6b716e;">Banque Northpine, 120, rue Adelaide Ouest, Toronto (Ontario) M5H 1T1<br><a href="https://www.northpinebank.ca/fr/confidentialite" style="color:#6b716e;">Confidentialité</a> &middot; Pour ne plus recevoir ces avis, modifiez vos préférences dans Northpine en ligne.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "northpine-bank",
    group: "consumer",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Northpine Bank <security@alerts.northpinebank.ca>",
    to: TO,
    subject: "New sign-in to your Northpine account",
    date: "Mon, 14 Sep 2026 22:48:09 -0400",
    text: `We noticed a new sign-in

Hi Tharshini,

Your Northpine Online Banking profile was just accessed from a device we haven't seen before.

  Device: Pixel 8 - Northpine Mobile 6.14
  Location (approx.): Mississauga, ON
  Time: September 14, 2026, 10:47 p.m. ET

If this was you, you don't need to do anything.

If it wasn't you, call us right away at 1-888-555-0119. We'll lock your profile and help you secure your accounts.

Northpine Bank, 120 Adelaide Street West, Toronto, ON M5H 1T1`,
    html: `<html><body style="margin:0;background:#fff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;color:#1d1d1d;">
<tr><td style="background:#0f3d2e;padding:16px 28px;"><img src="https://www.northpinebank.ca/email/np-logo-white.png" width="140" alt="Northpine Bank"></td></tr>
<tr><td style="padding:26px 28px 4px 28px;font-size:20px;font-weight:bold;">We noticed a new sign-in</td></tr>
<tr><td style="padding:8px 28px;font-size:14px;line-height:21px;">Hi Tharshini,<br><br>Your Northpine Online Banking profile was just accessed from a device we haven't seen before.</td></tr>
<tr><td style="padding:8px 28px;"><table width="100%" cellpadding="8" style="background:#f6f7f6;font-size:14px;">
<tr><td width="35%" style="color:#666;">Device</td><td>Pixel 8 &middot; Northpine Mobile 6.14</td></tr>
<tr><td style="color:#666;">Location (approx.)</td><td>Mississauga, ON</td></tr>
<tr><td style="color:#666;">Time</td><td>September 14, 2026, 10:47 p.m. ET</td></tr></table></td></tr>
<tr><td style="padding:14px 28px 26px 28px;font-size:14px;line-height:21px;">If this was you, you don't need to do anything.<br><br>If it wasn't you, call us right away at <strong>1-888-555-0119</strong>. We'll lock your profile and help you secure your accounts.</td></tr>
<tr><td style="background:#f1f3f2;padding:16px 28px;font-size:11px;color:#6b716e;">Northpine Bank, 120 Adelaide Street West, Toronto, ON M5H 1T1 &middot; <a href="https://www.northpinebank.ca/security" style="color:#6b716e;">Security centre</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "northpine-bank",
    group: "consumer",
    lang: "fr",
    kind: "confirm-email-change",
    code: null,
    link: "https://secure.northpinebank.ca/profil/coordonnees/confirmer?ref=EC-7f31a90bd2&lang=fr",
    from: "Banque Northpine <profil@alerts.northpinebank.ca>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "Confirmez votre nouvelle adresse courriel",
    date: "Wed, 7 Oct 2026 13:21:40 -0400",
    enc: "qp",
    text: `Bonjour Sivakumaran,

Vous avez demandé de remplacer l'adresse courriel de votre profil Northpine par siva.rajendran@inbox.example.

Pour terminer le changement, confirmez cette adresse d'ici 24 heures :
https://secure.northpinebank.ca/profil/coordonnees/confirmer?ref=EC-7f31a90bd2&lang=fr

D'ici là, les alertes continueront d'être envoyées à votre ancienne adresse (s.raj****@mailbox.example).

Vous n'avez rien demandé? Ne cliquez pas sur le lien et composez le 1-888-555-0119.

Banque Northpine, 120, rue Adelaide Ouest, Toronto (Ontario) M5H 1T1`,
    html: `<html lang="fr"><body style="margin:0;background:#fff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;color:#1d1d1d;">
<tr><td style="background:#0f3d2e;padding:16px 28px;"><img src="https://www.northpinebank.ca/email/np-logo-white-fr.png" width="140" alt="Banque Northpine"></td></tr>
<tr><td style="padding:26px 28px 6px 28px;font-size:20px;font-weight:bold;">Confirmez votre nouvelle adresse courriel</td></tr>
<tr><td style="padding:8px 28px;font-size:14px;line-height:21px;">Bonjour Sivakumaran,<br><br>Vous avez demandé de remplacer l'adresse courriel de votre profil Northpine par <strong>siva.rajendran@inbox.example</strong>. Pour terminer le changement, confirmez cette adresse d'ici 24 heures.</td></tr>
<tr><td style="padding:18px 28px;">${
      btn(
        "https://secure.northpinebank.ca/profil/coordonnees/confirmer?ref=EC-7f31a90bd2&amp;lang=fr",
        "Confirmer l'adresse",
        "#0f3d2e",
      )
    }</td></tr>
<tr><td style="padding:0 28px 24px 28px;font-size:13px;line-height:20px;color:#444;">D'ici là, les alertes continueront d'être envoyées à votre ancienne adresse (s.raj****@mailbox.example).<br><br>Vous n'avez rien demandé? Ne cliquez pas sur le bouton et composez le 1-888-555-0119.</td></tr>
<tr><td style="background:#f1f3f2;padding:16px 28px;font-size:11px;color:#6b716e;">Banque Northpine, 120, rue Adelaide Ouest, Toronto (Ontario) M5H 1T1 &middot; <a href="https://www.northpinebank.ca/fr/confidentialite" style="color:#6b716e;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ Scarlea Community Credit Union
  {
    family: "scarlea-credit-union",
    group: "regional",
    lang: "en",
    kind: "payee-code",
    code: "740-215",
    link: null,
    from: "Scarlea Community Credit Union <no-reply@scarleacu.ca>",
    to: TO,
    subject: "Verification code to add a new payee",
    date: "Tue, 22 Sep 2026 18:03:27 -0400",
    text: `Scarlea Community Credit Union

You're adding a new bill payee: ETOBROOK HYDRO (account ending 0093).

Verification code: 740-215

Enter this code in Scarlea Online to finish adding the payee. The code expires in 10 minutes.

If you are not adding a payee, do not share this code with anyone and call Member Services at 416-555-0133.

Scarlea Community Credit Union Ltd.
3300 Ellesmere Road, Scarborough, ON  M1E 4C8`,
    html: `<html><body style="margin:0;padding:0;background:#e9edf2;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#e9edf2"><tr><td align="center" style="padding:20px 0;">
<table width="580" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Tahoma,Arial,sans-serif;">
<tr><td style="padding:18px 26px;border-bottom:3px solid #b5243c;"><img src="https://www.scarleacu.ca/assets/mail/scarlea-cu.png" width="170" alt="Scarlea Community Credit Union"></td></tr>
<tr><td style="padding:22px 26px 6px 26px;font-size:15px;color:#222;">You're adding a new bill payee:<br><strong>ETOBROOK HYDRO</strong> (account ending 0093)</td></tr>
<tr><td style="padding:14px 26px;"><table cellpadding="0" cellspacing="0" style="border:1px dashed #b5243c;"><tr><td style="padding:12px 24px;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;color:#b5243c;">740-215</td></tr></table></td></tr>
<tr><td style="padding:6px 26px 20px 26px;font-size:14px;color:#444;line-height:20px;">Enter this code in Scarlea Online to finish adding the payee. The code expires in 10 minutes.<br><br>If you are not adding a payee, do not share this code with anyone and call Member Services at 416-555-0133.</td></tr>
<tr><td style="padding:14px 26px;background:#f6f6f6;font-size:11px;color:#777;">Scarlea Community Credit Union Ltd. &middot; 3300 Ellesmere Road, Scarborough, ON M1E 4C8<br><a href="https://www.scarleacu.ca/privacy" style="color:#777;">Privacy</a> &middot; <a href="https://www.scarleacu.ca/contact" style="color:#777;">Contact us</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "scarlea-credit-union",
    group: "regional",
    lang: "en",
    kind: "agm-notice",
    code: null,
    link: null,
    from: "Scarlea Community Credit Union <members@scarleacu.ca>",
    to: TO,
    subject: "Notice of the 2026 Annual General Meeting – October 28",
    date: "Mon, 28 Sep 2026 11:00:00 -0400",
    enc: "qp",
    text: `NOTICE OF ANNUAL GENERAL MEETING

Dear Member,

The 58th Annual General Meeting of Scarlea Community Credit Union will be held on Wednesday, October 28, 2026 at 7:00 p.m. at the Malvern Community Recreation Centre, 30 Sewells Road, Scarborough. Doors open at 6:15 p.m. Light refreshments will be served.

Agenda
1. Approval of the 2025 AGM minutes
2. Report of the Board and the CEO
3. Audited financial statements for the year ended June 30, 2026
4. Election of three (3) directors
5. Appointment of the auditor

Total assets grew to $612.4 million and the Board has declared a 2.1% patronage dividend, which will be credited to eligible members' equity shares in December.

Tamil and Cantonese interpretation will be available at the meeting.

Annual report (PDF): https://www.scarleacu.ca/about/agm-2026/annual-report.pdf

Scarlea Community Credit Union Ltd., 3300 Ellesmere Road, Scarborough, ON M1E 4C8
Unsubscribe from member news: https://www.scarleacu.ca/email/unsubscribe?m=ZK44819`,
    html: `<html><body style="margin:0;padding:0;background:#e9edf2;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#e9edf2"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Tahoma,Arial,sans-serif;color:#222;">
<tr><td><img src="https://www.scarleacu.ca/assets/mail/agm-2026-banner.jpg" width="600" alt="Scarlea 58th Annual General Meeting" style="display:block;"></td></tr>
<tr><td style="padding:22px 28px;font-size:14px;line-height:21px;">
<h2 style="margin:0 0 10px 0;color:#b5243c;font-size:19px;">Notice of Annual General Meeting</h2>
<p>Dear Member,</p>
<p>The 58th Annual General Meeting of Scarlea Community Credit Union will be held on <strong>Wednesday, October 28, 2026 at 7:00 p.m.</strong> at the Malvern Community Recreation Centre, 30 Sewells Road, Scarborough. Doors open at 6:15 p.m.</p>
<ol style="padding-left:18px;"><li>Approval of the 2025 AGM minutes</li><li>Report of the Board and the CEO</li><li>Audited financial statements for the year ended June 30, 2026</li><li>Election of three (3) directors</li><li>Appointment of the auditor</li></ol>
<p>Total assets grew to <strong>$612.4 million</strong> and the Board has declared a <strong>2.1% patronage dividend</strong>, credited to eligible members' equity shares in December.</p>
<p>Tamil and Cantonese interpretation will be available.</p>
<p><a href="https://www.scarleacu.ca/about/agm-2026/annual-report.pdf" style="color:#b5243c;font-weight:bold;">Read the 2026 Annual Report (PDF)</a></p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f6f6f6;font-size:11px;color:#777;">Scarlea Community Credit Union Ltd. &middot; 3300 Ellesmere Road, Scarborough, ON M1E 4C8<br><a href="https://www.scarleacu.ca/email/unsubscribe?m=ZK44819" style="color:#777;">Unsubscribe from member news</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ Aurelle credit card
  {
    family: "aurelle-card",
    group: "consumer",
    lang: "en",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Aurelle Card Services <statements@aurellecard.ca>",
    to: TO,
    subject: "Your Aurelle Cashback Mastercard statement is available",
    date: "Sat, 19 Sep 2026 05:12:44 -0400",
    enc: "qp",
    text: `Your statement is available

Aurelle Cashback Mastercard ending in 2290

Statement date:        September 18, 2026
New balance:           $1,146.83
Minimum payment:       $22.94
Payment due date:      October 12, 2026
Cash back this month:  $11.47

To avoid interest on purchases, pay the full new balance by the due date. You can pay through your bank's online bill payments using your 16-digit card number as the account number.

View your statement: sign in at aurellecard.ca or in the Aurelle app.

Aurelle Financial Inc., PO Box 4410, Station A, Toronto, ON M5W 3P9
Mastercard is a registered trademark of Mastercard International Incorporated.
Unsubscribe from marketing: https://email.aurellecard.ca/u?e=dGhhcnNoaW5p`,
    html: `<html><body style="margin:0;background:#f4f1ec;">
${pre("New balance $1,146.83, minimum payment $22.94 due Oct 12.")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Helvetica,Arial,sans-serif;color:#1f1b16;">
<tr><td style="padding:20px 30px;background:#1f1b16;"><img src="https://email.aurellecard.ca/img/aurelle-gold.png" width="120" alt="Aurelle"></td></tr>
<tr><td style="padding:26px 30px 6px 30px;font-size:22px;">Your statement is available</td></tr>
<tr><td style="padding:0 30px 16px 30px;font-size:13px;color:#7a6f62;">Aurelle Cashback Mastercard &bull;&bull;&bull;&bull; 2290</td></tr>
<tr><td style="padding:0 30px;"><table width="100%" cellpadding="9" cellspacing="0" style="font-size:14px;border-top:1px solid #e6dfd4;">
<tr><td style="border-bottom:1px solid #e6dfd4;">Statement date</td><td align="right" style="border-bottom:1px solid #e6dfd4;">September 18, 2026</td></tr>
<tr><td style="border-bottom:1px solid #e6dfd4;">New balance</td><td align="right" style="border-bottom:1px solid #e6dfd4;font-weight:bold;">$1,146.83</td></tr>
<tr><td style="border-bottom:1px solid #e6dfd4;">Minimum payment</td><td align="right" style="border-bottom:1px solid #e6dfd4;">$22.94</td></tr>
<tr><td style="border-bottom:1px solid #e6dfd4;">Payment due date</td><td align="right" style="border-bottom:1px solid #e6dfd4;">October 12, 2026</td></tr>
<tr><td>Cash back this month</td><td align="right" style="color:#9b7a2f;">$11.47</td></tr></table></td></tr>
<tr><td style="padding:18px 30px;font-size:13px;line-height:19px;color:#4a443c;">To avoid interest on purchases, pay the full new balance by the due date. Sign in at aurellecard.ca or in the Aurelle app to view your statement.</td></tr>
<tr><td style="padding:0 30px 24px 30px;">${
      btn("https://www.aurellecard.ca/signin?src=stmt-email", "View statement", "#9b7a2f")
    }</td></tr>
<tr><td style="padding:16px 30px;background:#f4f1ec;font-size:10px;color:#8c8276;">Aurelle Financial Inc., PO Box 4410, Station A, Toronto, ON M5W 3P9<br>Mastercard is a registered trademark of Mastercard International Incorporated.<br><a href="https://email.aurellecard.ca/u?e=dGhhcnNoaW5p" style="color:#8c8276;">Unsubscribe from marketing</a> &middot; <a href="https://www.aurellecard.ca/privacy" style="color:#8c8276;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "aurelle-card",
    group: "consumer",
    lang: "fr",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Services de carte Aurelle <avis@aurellecard.ca>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "Paiement reçu – merci!",
    date: "Fri, 9 Oct 2026 09:40:12 -0400",
    text: `Bonjour Sivakumaran,

Nous avons bien reçu votre paiement de 1 146,83 $ sur votre carte Mastercard Aurelle Remise en argent se terminant par 2290, le 8 octobre 2026.

Solde actuel : 212,40 $
Crédit disponible : 6 787,60 $

Les paiements faits par l'entremise d'une autre institution peuvent prendre jusqu'à 3 jours ouvrables avant d'apparaître à votre compte.

Merci de faire affaire avec Aurelle.

Financière Aurelle inc., C.P. 4410, succursale A, Toronto (Ontario) M5W 3P9`,
    html: null,
  },
  {
    family: "aurelle-card",
    group: "consumer",
    lang: "en",
    kind: "purchase-alert",
    code: null,
    link: null,
    from: "Aurelle Alerts <alerts@aurellecard.ca>",
    to: TO,
    subject: "Purchase over $250 on your card ending 2290",
    date: "Sat, 24 Oct 2026 16:27:03 -0400",
    text: `A purchase over your alert limit was made.

Card: Aurelle Cashback Mastercard ending 2290
Merchant: KOLAMKART GROCERY SCARBOROUGH ON
Amount: $286.15
Date: Oct 24, 2026 4:26 PM ET

Don't recognize this? Call the number on the back of your card or 1-866-555-0177 right away.

To change your alert limit, sign in to aurellecard.ca > Alerts.
Aurelle Financial Inc., PO Box 4410, Station A, Toronto, ON M5W 3P9`,
    html: `<html><body style="margin:0;background:#f4f1ec;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 8px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 24px;background:#1f1b16;"><img src="https://email.aurellecard.ca/img/aurelle-gold.png" width="100" alt="Aurelle"></td></tr>
<tr><td style="padding:22px 24px 8px 24px;font-size:18px;color:#1f1b16;">A purchase over your alert limit was made</td></tr>
<tr><td style="padding:6px 24px;"><table width="100%" cellpadding="8" style="font-size:14px;background:#faf8f4;">
<tr><td style="color:#7a6f62;">Card</td><td>&bull;&bull;&bull;&bull; 2290</td></tr>
<tr><td style="color:#7a6f62;">Merchant</td><td>KOLAMKART GROCERY SCARBOROUGH ON</td></tr>
<tr><td style="color:#7a6f62;">Amount</td><td><strong>$286.15</strong></td></tr>
<tr><td style="color:#7a6f62;">Date</td><td>Oct 24, 2026 4:26 PM ET</td></tr></table></td></tr>
<tr><td style="padding:14px 24px 22px 24px;font-size:13px;color:#4a443c;line-height:19px;">Don't recognize this? Call the number on the back of your card or <strong>1-866-555-0177</strong> right away.<br><br>To change your alert limit, sign in to aurellecard.ca &gt; Alerts.</td></tr>
<tr><td style="padding:14px 24px;background:#f4f1ec;font-size:10px;color:#8c8276;">Aurelle Financial Inc., PO Box 4410, Station A, Toronto, ON M5W 3P9</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ GCPassage (federal sign-in service)
  {
    family: "gcpassage",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "Q7M4K2",
    link: null,
    from: "GCPassage <ne-pas-repondre-do-not-reply@gcpassage.gc.example>",
    to: TO,
    subject: "GCPassage – One-time passcode / Code d'accès unique",
    date: "Wed, 16 Sep 2026 20:09:58 -0400",
    enc: "qp",
    text: `(Le français suit l'anglais)

GCPassage - One-time passcode

Your one-time passcode is: Q7M4K2

Enter this passcode on the GCPassage page to continue signing in to your benefits and tax account. The passcode expires in 15 minutes and can only be used once.

If you did not try to sign in, someone may know your password. Change it as soon as possible and contact the GCPassage help desk at 1-855-555-0150.

Do not reply to this message.

---

GCPassage - Code d'accès unique

Votre code d'accès unique est : Q7M4K2

Entrez ce code sur la page de GCPassage pour poursuivre l'ouverture de session dans votre compte de prestations et d'impôt. Le code expire dans 15 minutes et ne peut être utilisé qu'une fois.

Si vous n'avez pas tenté d'ouvrir une session, quelqu'un connaît peut-être votre mot de passe. Changez-le dès que possible et communiquez avec le centre d'assistance de GCPassage au 1-855-555-0150.

Veuillez ne pas répondre à ce message.`,
    html: null,
  },
  {
    family: "gcpassage",
    group: "regional",
    lang: "fr",
    kind: "new-message",
    code: null,
    link: null,
    from: "Mon dossier – prestations et impôt <avis-notices@gcpassage.gc.example>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "Vous avez du nouveau courrier dans Mon dossier",
    date: "Tue, 20 Oct 2026 07:15:00 -0400",
    text: `Bonjour,

Un nouveau document a été déposé dans votre compte Mon dossier – prestations et impôt :

  Avis de redétermination – Allocation familiale, année de prestations 2026-2027
  Date : 19 octobre 2026

Pour des raisons de sécurité, ce courriel ne contient aucun lien. Pour lire le document, ouvrez une session dans votre compte à partir du site Web officiel du gouvernement ou de l'application mobile.

Si vous n'avez pas de compte ou si vous croyez avoir reçu ce message par erreur, composez le 1-800-555-0126.

This message is also available in English in your account settings.`,
    html: null,
  },
  {
    family: "gcpassage",
    group: "regional",
    lang: "en",
    kind: "direct-deposit-changed",
    code: null,
    link: null,
    from: "My Benefits and Tax Account <notices-avis@gcpassage.gc.example>",
    to: TO,
    subject: "Your direct deposit information was updated",
    date: "Thu, 8 Oct 2026 14:52:30 -0400",
    enc: "b64",
    text: `Hello,

The direct deposit information in your benefits and tax account was updated on October 8, 2026.

New account: Northpine Bank, transit 04217, account ending in 4471

Future payments, such as the family allowance and the sales tax credit, will be deposited to this account. Payments already issued will not be affected.

If you did not make this change, call us immediately at 1-800-555-0126 (Monday to Friday, 8 a.m. to 8 p.m. local time). Tell the agent that you received this notification.

This email does not contain links. Never share your sign-in information.`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:'Noto Sans',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="color:#333;">
<tr><td style="padding:16px 20px;border-bottom:4px solid #26374a;"><img src="https://www.gcpassage.gc.example/assets/wordmark-en.png" width="180" alt="My Benefits and Tax Account"></td></tr>
<tr><td style="padding:22px 20px 4px 20px;font-size:22px;font-weight:bold;color:#26374a;">Your direct deposit information was updated</td></tr>
<tr><td style="padding:10px 20px;font-size:15px;line-height:23px;">Hello,<br><br>The direct deposit information in your benefits and tax account was updated on <strong>October 8, 2026</strong>.</td></tr>
<tr><td style="padding:6px 20px;"><table width="100%" cellpadding="10" style="background:#f1f2f3;font-size:15px;"><tr><td><strong>New account:</strong> Northpine Bank, transit 04217, account ending in 4471</td></tr></table></td></tr>
<tr><td style="padding:12px 20px;font-size:15px;line-height:23px;">Future payments, such as the family allowance and the sales tax credit, will be deposited to this account. Payments already issued will not be affected.</td></tr>
<tr><td style="padding:0 20px 18px 20px;"><table width="100%" cellpadding="12" style="border-left:6px solid #d3080c;background:#fbeaea;font-size:15px;"><tr><td>If you did not make this change, call us immediately at <strong>1-800-555-0126</strong> (Monday to Friday, 8 a.m. to 8 p.m. local time).</td></tr></table></td></tr>
<tr><td style="padding:14px 20px;font-size:12px;color:#666;border-top:1px solid #ddd;">This email does not contain links. Never share your sign-in information.</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ ServiceKiosk Ontario (provincial)
  {
    family: "ontkiosk",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://account.ontkiosk.on.example/verify-email?t=3b6d0f1e-9a42-4c55-8e1d-72fa0b9c1d44",
    from: "ServiceKiosk Ontario <donotreply@ontkiosk.on.example>",
    to: TO,
    subject: "ServiceKiosk Ontario: verify your email address",
    date: "Sun, 6 Sep 2026 12:33:18 -0400",
    text: `Thanks for creating a ServiceKiosk Ontario account.

Verify your email address to start using your account for health card, driver's licence and plate sticker renewals:

https://account.ontkiosk.on.example/verify-email?t=3b6d0f1e-9a42-4c55-8e1d-72fa0b9c1d44

This link will expire in 24 hours.

If you didn't create this account, you can ignore this email.

ServiceKiosk Ontario
Help: 1-866-555-0104 | TTY: 1-800-555-0199`,
    html: `<html><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 6px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Open Sans',Arial,sans-serif;color:#1a1a1a;">
<tr><td style="background:#1a1a1a;padding:14px 24px;"><img src="https://account.ontkiosk.on.example/static/logo-kiosk-white.png" width="170" alt="ServiceKiosk Ontario"></td></tr>
<tr><td style="padding:26px 24px 4px 24px;font-size:21px;font-weight:600;">Verify your email address</td></tr>
<tr><td style="padding:8px 24px 18px 24px;font-size:15px;line-height:23px;">Thanks for creating a ServiceKiosk Ontario account. Verify your email address to start using your account for health card, driver's licence and plate sticker renewals.</td></tr>
<tr><td style="padding:0 24px 20px 24px;"><a href="https://account.ontkiosk.on.example/verify-email?t=3b6d0f1e-9a42-4c55-8e1d-72fa0b9c1d44" style="display:inline-block;background:#0066cc;color:#ffffff;font-weight:600;font-size:15px;padding:12px 22px;text-decoration:none;border-radius:4px;">Verify email</a></td></tr>
<tr><td style="padding:0 24px 24px 24px;font-size:13px;color:#555;">This link will expire in 24 hours. If you didn't create this account, you can ignore this email.</td></tr>
<tr><td style="padding:14px 24px;background:#f2f2f2;font-size:11px;color:#666;">Help: 1-866-555-0104 &middot; TTY: 1-800-555-0199 &middot; <a href="https://www.ontkiosk.on.example/privacy" style="color:#666;">Privacy</a> &middot; <a href="https://www.ontkiosk.on.example/accessibility" style="color:#666;">Accessibility</a> &middot; &copy; King's Printer for Ontario, 2026</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ontkiosk",
    group: "regional",
    lang: "en",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "ServiceKiosk Ontario <reminders@ontkiosk.on.example>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "Reminder: your licence plate sticker expires on November 14",
    date: "Wed, 14 Oct 2026 09:00:00 -0400",
    enc: "qp",
    text: `Renewal reminder

The licence plate sticker for the vehicle below expires on your birthday, November 14, 2026.

  Plate: CKRT 418
  Vehicle: 2019 HONDA CR-V
  Renewal fee: $0 (you still need to renew to keep the permit valid)

You can renew online, at a ServiceKiosk centre, or by phone. Before you renew, make sure you have valid insurance for the vehicle. Driving with an expired permit can result in a fine.

Why did I get this? You signed up for email reminders in your ServiceKiosk Ontario account. Manage reminders: https://account.ontkiosk.on.example/reminders

ServiceKiosk Ontario - 1-866-555-0104`,
    html: `<html><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 6px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Open Sans',Arial,sans-serif;color:#1a1a1a;">
<tr><td style="background:#1a1a1a;padding:14px 24px;"><img src="https://account.ontkiosk.on.example/static/logo-kiosk-white.png" width="170" alt="ServiceKiosk Ontario"></td></tr>
<tr><td style="padding:24px 24px 6px 24px;font-size:13px;font-weight:600;color:#0066cc;text-transform:uppercase;">Renewal reminder</td></tr>
<tr><td style="padding:0 24px 12px 24px;font-size:20px;font-weight:600;">Your licence plate sticker expires on November 14, 2026</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="8" style="font-size:14px;border:1px solid #ddd;">
<tr><td width="40%" style="background:#f7f7f7;">Plate</td><td>CKRT 418</td></tr>
<tr><td style="background:#f7f7f7;">Vehicle</td><td>2019 HONDA CR-V</td></tr>
<tr><td style="background:#f7f7f7;">Renewal fee</td><td>$0 (you still need to renew)</td></tr></table></td></tr>
<tr><td style="padding:16px 24px;font-size:14px;line-height:22px;">You can renew online, at a ServiceKiosk centre, or by phone. Before you renew, make sure you have valid insurance for the vehicle.</td></tr>
<tr><td style="padding:0 24px 22px 24px;"><a href="https://www.ontkiosk.on.example/renew-plate-sticker" style="color:#0066cc;font-weight:600;">How to renew your sticker</a></td></tr>
<tr><td style="padding:14px 24px;background:#f2f2f2;font-size:11px;color:#666;">You signed up for email reminders. <a href="https://account.ontkiosk.on.example/reminders" style="color:#666;">Manage reminders</a> &middot; 1-866-555-0104</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ Borealis Wireless
  {
    family: "borealis-wireless",
    group: "consumer",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Borealis Wireless <mybill@borealiswireless.ca>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "Your Borealis bill for October is ready – $148.62",
    date: "Sun, 4 Oct 2026 03:20:11 -0400",
    enc: "qp",
    text: `Hi Sivakumaran, your October bill is ready.

Account number: 5520 381 907
Amount due: $148.62
Due date: October 25, 2026
Pre-authorized payment: we'll charge your Aurelle Mastercard ending 2290 on the due date.

What changed: International calling add-on (Sri Lanka) $10.00, 42 min over the add-on at $0.35/min = $14.70.

Lines on this account: 416-555-0148 (Sivakumaran), 416-555-0172 (Tharshini), 647-555-0119 (Appa - tablet data)

View your bill in the My Borealis app or at borealiswireless.ca/mybill

Borealis Wireless Inc., 5800 Yonge Street, North York, ON M2M 3T3
Manage email preferences: https://borealiswireless.ca/preferences?ac=5520381907`,
    html: `<html><body style="margin:0;background:#eef1f6;">
${pre("Amount due $148.62 by October 25. Pre-authorized payment is set up.")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#15202b;">
<tr><td style="background:linear-gradient(90deg,#1b2a6b,#2a8f9d);background-color:#1b2a6b;padding:20px 26px;"><img src="https://img.borealiswireless.ca/e/borealis-logo-w.png" width="150" alt="Borealis Wireless"></td></tr>
<tr><td style="padding:24px 26px 4px 26px;font-size:20px;">Hi Sivakumaran, your October bill is ready.</td></tr>
<tr><td style="padding:12px 26px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" style="padding:14px;background:#f3f6fb;"><span style="font-size:12px;color:#5a6675;">Amount due</span><br><span style="font-size:28px;font-weight:bold;">$148.62</span></td>
<td width="50%" style="padding:14px;background:#f3f6fb;border-left:2px solid #fff;"><span style="font-size:12px;color:#5a6675;">Due date</span><br><span style="font-size:20px;font-weight:bold;">Oct 25, 2026</span></td></tr></table></td></tr>
<tr><td style="padding:6px 26px;font-size:13px;line-height:20px;">Account 5520 381 907 &middot; Pre-authorized payment on Aurelle Mastercard &bull;&bull;&bull;&bull; 2290<br><br><strong>What changed:</strong> International calling add-on (Sri Lanka) $10.00, 42 min over the add-on at $0.35/min = $14.70.</td></tr>
<tr><td style="padding:14px 26px 24px 26px;">${
      btn("https://borealiswireless.ca/mybill?ac=5520381907&amp;src=email", "View my bill", "#1b2a6b")
    }</td></tr>
<tr><td style="padding:14px 26px;background:#eef1f6;font-size:10px;color:#6b7685;">Borealis Wireless Inc., 5800 Yonge Street, North York, ON M2M 3T3<br><a href="https://borealiswireless.ca/preferences?ac=5520381907" style="color:#6b7685;">Email preferences</a> &middot; <a href="https://borealiswireless.ca/privacy" style="color:#6b7685;">Privacy</a> &middot; <a href="https://www.facebook.com/borealiswireless" style="color:#6b7685;">Facebook</a> &middot; <a href="https://www.instagram.com/borealiswireless" style="color:#6b7685;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "borealis-wireless",
    group: "consumer",
    lang: "en",
    kind: "verification-code",
    code: "33180642",
    link: null,
    from: "Borealis Wireless <security@borealiswireless.ca>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "Your Borealis verification code",
    date: "Mon, 19 Oct 2026 17:44:50 -0400",
    text: `Borealis Wireless

Someone is asking to move the number 647-555-0119 to a new SIM card in store.

If that's you, give this verification code to the store representative:

3318 0642

The code is valid for 20 minutes. Our staff will only ask for it while you're at the counter with them.

If you did NOT request a SIM change, don't share this code. Call 1-877-555-0160 right away so we can protect your line.

Borealis Wireless Inc., 5800 Yonge Street, North York, ON M2M 3T3`,
    html: `<html><body style="margin:0;background:#eef1f6;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;color:#15202b;">
<tr><td style="background-color:#1b2a6b;padding:18px 26px;"><img src="https://img.borealiswireless.ca/e/borealis-logo-w.png" width="140" alt="Borealis Wireless"></td></tr>
<tr><td style="padding:24px 26px 8px 26px;font-size:15px;line-height:22px;">Someone is asking to move the number <strong>647-555-0119</strong> to a new SIM card in store.<br>If that's you, give this verification code to the store representative:</td></tr>
<tr><td align="center" style="padding:14px 26px;"><span style="display:inline-block;font-size:32px;font-weight:bold;letter-spacing:3px;background:#f3f6fb;padding:12px 26px;border-radius:6px;">3318 0642</span></td></tr>
<tr><td style="padding:8px 26px 24px 26px;font-size:13px;line-height:20px;color:#3b4653;">The code is valid for 20 minutes. Our staff will only ask for it while you're at the counter with them.<br><br><strong>If you did NOT request a SIM change</strong>, don't share this code. Call 1-877-555-0160 right away so we can protect your line.</td></tr>
<tr><td style="padding:14px 26px;background:#eef1f6;font-size:10px;color:#6b7685;">Borealis Wireless Inc., 5800 Yonge Street, North York, ON M2M 3T3</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "borealis-wireless",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Borealis Wireless <orders@borealiswireless.ca>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "Your order BW-20261021-7734 has shipped",
    date: "Thu, 22 Oct 2026 10:11:37 -0400",
    text: `Good news - your order is on its way.

Order: BW-20261021-7734
Item: Lumio A35 128 GB, Graphite - with SIM for 647-555-0119
Carrier: Loonex Courier, tracking LX448201937CA
Estimated delivery: October 26-27

A signature is required. If nobody is home, the parcel will be held at the nearest pickup point for 5 business days.

Your new SIM is activated when you insert it; your current SIM will stop working at that time.

Questions? 1-877-555-0160 or chat in the My Borealis app.
Borealis Wireless Inc., 5800 Yonge Street, North York, ON M2M 3T3`,
    html: null,
  },
  // ------------------------------------------------------------------ Etobrook Hydro
  {
    family: "etobrook-hydro",
    group: "regional",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Etobrook Hydro <ebilling@etobrookhydro.ca>",
    to: TO,
    subject: "Your Etobrook Hydro eBill is ready",
    date: "Tue, 15 Sep 2026 08:05:00 -0400",
    enc: "b64",
    text: `Etobrook Hydro - eBill notification

Account number: 0093 4418 205
Service address: 27 Mossgrove Crescent, Etobicoke ON M9V 4H3
Billing period: Jul 14 - Sep 11, 2026 (60 days)
Electricity used: 1,482 kWh (On-peak 318 / Mid-peak 356 / Off-peak 808)
Amount due: $287.44
Due date: October 6, 2026

Your usage was 12% lower than the same period last year.

To view your bill, sign in to MyEtobrook at etobrookhydro.ca/myaccount.

Power outage? Call 416-555-0111 (24 hours) or check the outage map.

Etobrook Hydro Corporation, 500 Commerce Drive, Etobicoke ON M9W 6R8`,
    html: `<html><body style="margin:0;background:#f5f7f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Arial,sans-serif;color:#1e2a16;">
<tr><td style="padding:16px 24px;border-bottom:4px solid #f2b705;"><img src="https://www.etobrookhydro.ca/media/email/etobrook-logo.png" width="160" alt="Etobrook Hydro"></td></tr>
<tr><td style="padding:22px 24px 4px 24px;font-size:19px;font-weight:bold;">Your eBill is ready</td></tr>
<tr><td style="padding:8px 24px;"><table width="100%" cellpadding="7" style="font-size:13px;">
<tr><td style="color:#667059;">Account number</td><td>0093 4418 205</td></tr>
<tr><td style="color:#667059;">Service address</td><td>27 Mossgrove Crescent, Etobicoke ON M9V 4H3</td></tr>
<tr><td style="color:#667059;">Billing period</td><td>Jul 14 &ndash; Sep 11, 2026 (60 days)</td></tr>
<tr><td style="color:#667059;">Electricity used</td><td>1,482 kWh</td></tr>
<tr><td style="color:#667059;">Amount due</td><td style="font-size:18px;font-weight:bold;">$287.44</td></tr>
<tr><td style="color:#667059;">Due date</td><td>October 6, 2026</td></tr></table></td></tr>
<tr><td style="padding:6px 24px;"><img src="https://www.etobrookhydro.ca/media/email/usage-bars/0093441820509.png" width="552" alt="Usage by time of day: On-peak 318 kWh, Mid-peak 356 kWh, Off-peak 808 kWh" style="display:block;"></td></tr>
<tr><td style="padding:12px 24px;font-size:13px;">Your usage was <strong>12% lower</strong> than the same period last year.</td></tr>
<tr><td style="padding:4px 24px 22px 24px;"><a href="https://www.etobrookhydro.ca/myaccount/bills?utm_source=ebill&amp;utm_medium=email" style="background:#2f6b1f;color:#fff;padding:11px 22px;text-decoration:none;font-weight:bold;font-size:14px;display:inline-block;">View my bill</a></td></tr>
<tr><td style="padding:14px 24px;background:#f5f7f0;font-size:10px;color:#667059;">Power outage? Call 416-555-0111 (24 hours) or check the <a href="https://www.etobrookhydro.ca/outages" style="color:#667059;">outage map</a>.<br>Etobrook Hydro Corporation, 500 Commerce Drive, Etobicoke ON M9W 6R8 &middot; <a href="https://www.etobrookhydro.ca/privacy" style="color:#667059;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "etobrook-hydro",
    group: "regional",
    lang: "en",
    kind: "confirm-paperless",
    code: null,
    link: "https://www.etobrookhydro.ca/myaccount/paperless/confirm?acct=00934418205&k=Jq1x9LwE2mRt",
    from: "Etobrook Hydro <myaccount@etobrookhydro.ca>",
    to: TO,
    subject: "Please confirm your switch to paperless billing",
    date: "Sat, 12 Sep 2026 16:40:22 -0400",
    text: `Hello Tharshini,

We received your request to stop paper bills for account 0093 4418 205 and receive eBill notifications at this email address instead.

Please confirm your request by opening the link below:
https://www.etobrookhydro.ca/myaccount/paperless/confirm?acct=00934418205&k=Jq1x9LwE2mRt

If we don't receive your confirmation within 7 days, you will keep getting paper bills by mail.

Thank you for helping us save paper.
Etobrook Hydro Customer Care - 416-555-0110`,
    html: `<html><body style="margin:0;background:#f5f7f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Arial,sans-serif;color:#1e2a16;">
<tr><td style="padding:16px 24px;border-bottom:4px solid #f2b705;"><img src="https://www.etobrookhydro.ca/media/email/etobrook-logo.png" width="160" alt="Etobrook Hydro"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;line-height:22px;">Hello Tharshini,<br><br>We received your request to stop paper bills for account <strong>0093 4418 205</strong> and receive eBill notifications at this email address instead.</td></tr>
<tr><td style="padding:0 24px 20px 24px;"><a href="https://www.etobrookhydro.ca/myaccount/paperless/confirm?acct=00934418205&amp;k=Jq1x9LwE2mRt" style="background:#2f6b1f;color:#fff;padding:12px 24px;text-decoration:none;font-weight:bold;font-size:14px;display:inline-block;">Confirm paperless billing</a></td></tr>
<tr><td style="padding:0 24px 22px 24px;font-size:12px;color:#667059;">If we don't receive your confirmation within 7 days, you will keep getting paper bills by mail.</td></tr>
<tr><td style="padding:14px 24px;background:#f5f7f0;font-size:10px;color:#667059;">Etobrook Hydro Customer Care &middot; 416-555-0110<br>Etobrook Hydro Corporation, 500 Commerce Drive, Etobicoke ON M9W 6R8</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ Northflame Gas
  {
    family: "northflame-gas",
    group: "consumer",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Northflame Gas <bills@northflamegas.ca>",
    to: TO,
    subject: "Your Northflame Gas bill – account ending 6610",
    date: "Fri, 23 Oct 2026 06:45:00 -0400",
    attachment: [
      "Northflame_Bill_2026-10.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
    text: `Hello Tharshini Sivakumaran,

Your natural gas bill for 27 Mossgrove Crescent is attached as a PDF.

Account: ending 6610
Billing period: Sep 17 - Oct 19, 2026
Gas used: 41 m3
Total amount due: $68.19 (Equal Billing Plan)
Withdrawn from your bank account on: November 9, 2026

Heating season tip: have your furnace inspected before the first cold snap. Northflame does not sell furnace inspections door to door.

Smell gas? Leave right away and call 1-866-555-0112 from outside.

Northflame Gas Distribution, 80 Allstate Parkway, Markham ON L3R 6H3`,
    html: `<html><body style="margin:0;background:#fbf7f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#2a1d12;">
<tr><td style="padding:16px 26px;background:#c8461b;"><img src="https://www.northflamegas.ca/m/nf-flame-white.png" width="150" alt="Northflame Gas"></td></tr>
<tr><td style="padding:22px 26px 8px 26px;font-size:15px;">Hello Tharshini Sivakumaran,<br><br>Your natural gas bill for <strong>27 Mossgrove Crescent</strong> is attached as a PDF.</td></tr>
<tr><td style="padding:8px 26px;"><table width="100%" cellpadding="8" style="font-size:14px;border:1px solid #eadfd4;">
<tr><td>Account</td><td align="right">ending 6610</td></tr>
<tr><td>Billing period</td><td align="right">Sep 17 &ndash; Oct 19, 2026</td></tr>
<tr><td>Gas used</td><td align="right">41 m&sup3;</td></tr>
<tr><td><strong>Total amount due</strong></td><td align="right"><strong>$68.19</strong> (Equal Billing Plan)</td></tr>
<tr><td>Bank withdrawal on</td><td align="right">November 9, 2026</td></tr></table></td></tr>
<tr><td style="padding:14px 26px;font-size:13px;line-height:20px;color:#5a4a3c;"><strong>Heating season tip:</strong> have your furnace inspected before the first cold snap. Northflame does not sell furnace inspections door to door.</td></tr>
<tr><td style="padding:0 26px 20px 26px;font-size:13px;color:#c8461b;font-weight:bold;">Smell gas? Leave right away and call 1-866-555-0112 from outside.</td></tr>
<tr><td style="padding:14px 26px;background:#fbf7f2;font-size:10px;color:#8a7868;">Northflame Gas Distribution, 80 Allstate Parkway, Markham ON L3R 6H3 &middot; <a href="https://www.northflamegas.ca/myaccount" style="color:#8a7868;">My Account</a> &middot; <a href="https://www.northflamegas.ca/privacy" style="color:#8a7868;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "northflame-gas",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://myaccount.northflamegas.ca/reset-password?token=nfg_pr_1d9c84a7e0b2f36&email=tharshini.siva%40inbox.example",
    from: "Northflame Gas My Account <no-reply@myaccount.northflamegas.ca>",
    to: TO,
    subject: "Reset your My Account password",
    date: "Fri, 23 Oct 2026 19:58:14 -0400",
    enc: "qp",
    text: `We received a request to reset the password for your Northflame My Account.

Reset your password:
https://myaccount.northflamegas.ca/reset-password?token=nfg_pr_1d9c84a7e0b2f36&email=tharshini.siva%40inbox.example

For your security, this link expires in 60 minutes and can only be used once.

If you didn't ask to reset your password, ignore this email; your password will stay the same.

Northflame Gas Distribution - 1-866-555-0113`,
    html: `<html><body style="margin:0;background:#fbf7f2;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;color:#2a1d12;">
<tr><td style="padding:16px 26px;background:#c8461b;"><img src="https://www.northflamegas.ca/m/nf-flame-white.png" width="130" alt="Northflame Gas"></td></tr>
<tr><td style="padding:24px 26px 10px 26px;font-size:15px;line-height:22px;">We received a request to reset the password for your Northflame My Account.</td></tr>
<tr><td style="padding:8px 26px 18px 26px;">${
      btn(
        "https://myaccount.northflamegas.ca/reset-password?token=nfg_pr_1d9c84a7e0b2f36&amp;email=tharshini.siva%40inbox.example",
        "Reset password",
        "#c8461b",
      )
    }</td></tr>
<tr><td style="padding:0 26px 22px 26px;font-size:12px;color:#6d5b4b;line-height:18px;">For your security, this link expires in 60 minutes and can only be used once.<br>If you didn't ask to reset your password, ignore this email; your password will stay the same.</td></tr>
<tr><td style="padding:14px 26px;background:#fbf7f2;font-size:10px;color:#8a7868;">Northflame Gas Distribution &middot; 1-866-555-0113</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ Ilanthalir Tamil Sangam (community association)
  {
    family: "ilanthalir-tamil-sangam",
    group: "regional",
    lang: "ta",
    kind: "confirm-subscription",
    code: null,
    link: "https://ilanthalir.ca/list/confirm?u=8c21f0&id=4e7a19b3d2&e=tharshini.siva%40inbox.example",
    from: "இளந்தளிர் தமிழ்ச் சங்கம் <seithi@ilanthalir.ca>",
    to: TO,
    subject: "உங்கள் செய்திமடல் பதிவை உறுதிப்படுத்துங்கள்",
    date: "Sat, 5 Sep 2026 11:22:05 -0400",
    enc: "b64",
    text: `வணக்கம்,

இளந்தளிர் தமிழ்ச் சங்கத்தின் மாதாந்த செய்திமடலைப் பெற நீங்கள் பதிவு செய்துள்ளீர்கள் (அல்லது யாரோ உங்கள் முகவரியைப் பதிந்துள்ளார்கள்).

பதிவை உறுதிப்படுத்த கீழே உள்ள இணைப்பைத் திறக்கவும்:
https://ilanthalir.ca/list/confirm?u=8c21f0&id=4e7a19b3d2&e=tharshini.siva%40inbox.example

நீங்கள் உறுதிப்படுத்தும் வரை எந்த மின்னஞ்சலும் அனுப்பப்படமாட்டாது. நீங்கள் பதிவு செய்யவில்லை என்றால் இந்த மடலைப் புறக்கணியுங்கள்.

நன்றி,
இளந்தளிர் தமிழ்ச் சங்கம்
1235 Markham Road, Unit 14, Scarborough, ON M1H 3B3 · 416-555-0195`,
    html: `<html lang="ta"><body style="margin:0;background:#fdf6e9;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #ecdcc0;font-family:'Noto Sans Tamil','Latha',Arial,sans-serif;color:#3b2a14;">
<tr><td align="center" style="padding:20px;background:#8b1e1e;"><img src="https://ilanthalir.ca/wp-content/uploads/2024/02/ilanthalir-logo-white.png" width="180" alt="இளந்தளிர் தமிழ்ச் சங்கம்"></td></tr>
<tr><td style="padding:24px 30px 8px 30px;font-size:15px;line-height:26px;">வணக்கம்,<br><br>இளந்தளிர் தமிழ்ச் சங்கத்தின் மாதாந்த செய்திமடலைப் பெற நீங்கள் பதிவு செய்துள்ளீர்கள் (அல்லது யாரோ உங்கள் முகவரியைப் பதிந்துள்ளார்கள்).</td></tr>
<tr><td align="center" style="padding:14px 30px 18px 30px;"><a href="https://ilanthalir.ca/list/confirm?u=8c21f0&amp;id=4e7a19b3d2&amp;e=tharshini.siva%40inbox.example" style="background:#d98c1f;color:#ffffff;padding:12px 26px;font-size:15px;font-weight:bold;text-decoration:none;border-radius:3px;display:inline-block;">ஆம், பதிவை உறுதிப்படுத்துகிறேன்</a></td></tr>
<tr><td style="padding:0 30px 24px 30px;font-size:13px;line-height:22px;color:#6b5a43;">நீங்கள் உறுதிப்படுத்தும் வரை எந்த மின்னஞ்சலும் அனுப்பப்படமாட்டாது. நீங்கள் பதிவு செய்யவில்லை என்றால் இந்த மடலைப் புறக்கணியுங்கள்.</td></tr>
<tr><td style="padding:14px 30px;background:#f7ecd8;font-size:11px;color:#7d6a50;">இளந்தளிர் தமிழ்ச் சங்கம் · 1235 Markham Road, Unit 14, Scarborough, ON M1H 3B3 · 416-555-0195</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ilanthalir-tamil-sangam",
    group: "regional",
    lang: "ta",
    kind: "newsletter",
    code: null,
    link: null,
    from: "இளந்தளிர் தமிழ்ச் சங்கம் <seithi@ilanthalir.ca>",
    to: TO,
    subject: "இளந்தளிர் செய்திமடல் – ஒக்டோபர் 2026",
    date: "Thu, 1 Oct 2026 20:00:00 -0400",
    enc: "qp",
    text: `இளந்தளிர் செய்திமடல் – ஒக்டோபர் 2026

அன்புள்ள உறுப்பினர்களே, வணக்கம்!

இந்த மாத நிகழ்வுகள்:

1. நவராத்திரி கலை மாலை
   சனிக்கிழமை, ஒக்டோபர் 17, மாலை 5:30 மணி
   Scarborough Village Theatre, 3600 Kingston Road
   பரதநாட்டியம், வீணை இசை, சிறுவர் நாடகம். நுழைவுச்சீட்டு: பெரியவர் $15, சிறுவர் இலவசம்.

2. சிறுவர் தமிழ்ப் பேச்சுப் போட்டி
   வயது 6–14. பதிவுக்கான இறுதி நாள்: ஒக்டோபர் 10.
   தலைப்புகள் சங்க இணையத்தளத்தில் உள்ளன.

3. முதியோர் ஒன்றுகூடல்
   ஒவ்வொரு புதன்கிழமையும் காலை 10 மணி, சங்க மண்டபத்தில். தேநீர், யோகா, பத்திரிகை வாசிப்பு.

உறுப்பினர் கட்டணம் 2026–2027: குடும்பம் $40, தனிநபர் $20. சங்க அலுவலகத்தில் அல்லது நிகழ்வுகளில் செலுத்தலாம்.

தன்னார்வலர்கள் தேவை! கலை மாலைக்கு மேடை, உணவு, வாகனத் தரிப்பிடம் ஆகியவற்றுக்கு உதவ விரும்புவோர் 416-555-0195 என்ற இலக்கத்துக்கு அழையுங்கள்.

இளந்தளிர் தமிழ்ச் சங்கம்
1235 Markham Road, Unit 14, Scarborough, ON M1H 3B3

செய்திமடலை நிறுத்த: https://ilanthalir.ca/list/unsubscribe?u=8c21f0&id=4e7a19b3d2`,
    html: `<html lang="ta"><body style="margin:0;background:#fdf6e9;">
${pre("நவராத்திரி கலை மாலை, சிறுவர் பேச்சுப் போட்டி, முதியோர் ஒன்றுகூடல்")}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #ecdcc0;font-family:'Noto Sans Tamil','Latha',Arial,sans-serif;color:#3b2a14;">
<tr><td><img src="https://ilanthalir.ca/wp-content/uploads/2026/09/navarathri-banner.jpg" width="600" alt="நவராத்திரி கலை மாலை 2026" style="display:block;"></td></tr>
<tr><td style="padding:22px 28px 6px 28px;font-size:15px;line-height:26px;">அன்புள்ள உறுப்பினர்களே, வணக்கம்!</td></tr>
<tr><td style="padding:6px 28px;">
<table width="100%" cellpadding="12" cellspacing="0" style="border-left:4px solid #8b1e1e;background:#fbf4e6;margin-bottom:12px;"><tr><td style="font-size:14px;line-height:24px;"><strong style="font-size:16px;color:#8b1e1e;">நவராத்திரி கலை மாலை</strong><br>சனிக்கிழமை, ஒக்டோபர் 17, மாலை 5:30 மணி<br>Scarborough Village Theatre, 3600 Kingston Road<br>பரதநாட்டியம், வீணை இசை, சிறுவர் நாடகம். நுழைவுச்சீட்டு: பெரியவர் $15, சிறுவர் இலவசம்.<br><a href="https://ilanthalir.ca/events/navarathri-2026" style="color:#d98c1f;">விவரங்கள் &raquo;</a></td></tr></table>
<table width="100%" cellpadding="12" cellspacing="0" style="border-left:4px solid #d98c1f;background:#fbf4e6;margin-bottom:12px;"><tr><td style="font-size:14px;line-height:24px;"><strong style="font-size:16px;color:#8b1e1e;">சிறுவர் தமிழ்ப் பேச்சுப் போட்டி</strong><br>வயது 6–14. பதிவுக்கான இறுதி நாள்: ஒக்டோபர் 10.<br><a href="https://ilanthalir.ca/pechu-potti-2026" style="color:#d98c1f;">தலைப்புகளும் பதிவுப் படிவமும் &raquo;</a></td></tr></table>
<table width="100%" cellpadding="12" cellspacing="0" style="border-left:4px solid #4d7c2a;background:#fbf4e6;"><tr><td style="font-size:14px;line-height:24px;"><strong style="font-size:16px;color:#8b1e1e;">முதியோர் ஒன்றுகூடல்</strong><br>ஒவ்வொரு புதன்கிழமையும் காலை 10 மணி, சங்க மண்டபத்தில். தேநீர், யோகா, பத்திரிகை வாசிப்பு.</td></tr></table>
</td></tr>
<tr><td style="padding:14px 28px;font-size:14px;line-height:24px;">உறுப்பினர் கட்டணம் 2026–2027: குடும்பம் <strong>$40</strong>, தனிநபர் <strong>$20</strong>.<br><strong>தன்னார்வலர்கள் தேவை!</strong> கலை மாலைக்கு உதவ விரும்புவோர் 416-555-0195 என்ற இலக்கத்துக்கு அழையுங்கள்.</td></tr>
<tr><td align="center" style="padding:10px;"><a href="https://www.facebook.com/ilanthalirsangam"><img src="https://ilanthalir.ca/mail/fb.png" width="26" alt="Facebook"></a>&nbsp;&nbsp;<a href="https://www.youtube.com/@ilanthalirsangam"><img src="https://ilanthalir.ca/mail/yt.png" width="26" alt="YouTube"></a></td></tr>
<tr><td style="padding:14px 28px;background:#f7ecd8;font-size:11px;color:#7d6a50;">இளந்தளிர் தமிழ்ச் சங்கம் · 1235 Markham Road, Unit 14, Scarborough, ON M1H 3B3<br><a href="https://ilanthalir.ca/list/unsubscribe?u=8c21f0&amp;id=4e7a19b3d2" style="color:#7d6a50;">செய்திமடலை நிறுத்த</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "ilanthalir-tamil-sangam",
    group: "regional",
    lang: "ta",
    kind: "ticket-receipt",
    code: null,
    link: null,
    from: "இளந்தளிர் நிகழ்வுகள் <tickets@ilanthalir.ca>",
    to: TO,
    subject: "நவராத்திரி கலை மாலை – உங்கள் நுழைவுச்சீட்டுகள் (ILT-2026-0417)",
    date: "Tue, 6 Oct 2026 21:35:48 -0400",
    text: `வணக்கம் தர்ஷினி,

நவராத்திரி கலை மாலைக்கான உங்கள் கொள்வனவுக்கு நன்றி.

கட்டளை இலக்கம்: ILT-2026-0417
நிகழ்வு: நவராத்திரி கலை மாலை
திகதி: சனிக்கிழமை, ஒக்டோபர் 17, 2026 – மாலை 5:30 (கதவுகள் 4:45க்குத் திறக்கப்படும்)
இடம்: Scarborough Village Theatre, 3600 Kingston Road, Scarborough

பெரியவர் × 2   $30.00
சிறுவர் × 2    $0.00
மொத்தம்:       $30.00 (Aurelle Mastercard •••• 2290)

இருக்கைகள்: வரிசை F, 11–14

நுழைவாயிலில் உங்கள் பெயரையோ கட்டளை இலக்கத்தையோ சொன்னால் போதும். அச்சிட வேண்டியதில்லை.

வாகனத் தரிப்பிடம் இலவசம்; இடம் குறைவு என்பதால் நேரத்துக்கு வாருங்கள்.

இளந்தளிர் தமிழ்ச் சங்கம் · 416-555-0195`,
    html: null,
  },
  // ------------------------------------------------------------------ Kathirmalai Murugan Kovil (temple)
  {
    family: "kathirmalai-murugan-kovil",
    group: "regional",
    lang: "ta",
    kind: "festival-notice",
    code: null,
    link: null,
    from: "கதிர்மலை முருகன் கோவில் <office@kathirmalaikovil.org>",
    to: TO,
    subject: "கந்தசஷ்டி விரதம் 2026 – உற்சவ விபரங்கள்",
    date: "Mon, 12 Oct 2026 10:30:00 -0400",
    enc: "b64",
    text: `ஓம் முருகா

அன்பார்ந்த அடியார்களே,

எமது ஆலயத்தில் கந்தசஷ்டி விரத உற்சவம் எதிர்வரும் ஒக்டோபர் 22ஆம் திகதி வியாழக்கிழமை ஆரம்பமாகி ஒக்டோபர் 27ஆம் திகதி செவ்வாய்க்கிழமை சூரசம்ஹாரத்துடன் நிறைவுபெறும்.

நாள்தோறும்:
  காலை 8:00 – அபிஷேகம்
  மாலை 6:30 – விசேட பூஜை, கந்தபுராணப் படிப்பு
  இரவு 8:00 – அன்னதானம்

ஒக்டோபர் 27 (செவ்வாய்) – மாலை 5:00 மணிக்கு சூரசம்ஹாரம், அதைத் தொடர்ந்து திருக்கல்யாணம் ஒக்டோபர் 28 காலை 10 மணி.

உபயம் செய்ய விரும்பும் அடியார்கள் கோவில் அலுவலகத்தை 905-555-0186 என்ற இலக்கத்தில் தொடர்பு கொள்ளலாம். ஒரு நாள் உபயம் $101, அன்னதான உபயம் $251.

வாகனங்களை அருகிலுள்ள பாடசாலை வளாகத்தில் நிறுத்தவும்; கோவில் வளாகத்தில் இடம் குறைவு.

கதிர்மலை முருகன் கோவில்
40 Passmore Avenue, Markham, ON L3R 0C9`,
    html: `<html lang="ta"><body style="margin:0;background:#fff5e6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:2px solid #e07b00;font-family:'Noto Sans Tamil','Latha',Arial,sans-serif;color:#402000;">
<tr><td align="center" style="padding:18px;background:#e07b00;color:#ffffff;font-size:22px;font-weight:bold;">ஓம் முருகா<br><span style="font-size:15px;font-weight:normal;">கதிர்மலை முருகன் கோவில் · Markham</span></td></tr>
<tr><td><img src="https://kathirmalaikovil.org/images/kandasashti-2026.jpg" width="596" alt="கந்தசஷ்டி விரதம் 2026" style="display:block;"></td></tr>
<tr><td style="padding:20px 26px 8px 26px;font-size:15px;line-height:26px;">அன்பார்ந்த அடியார்களே,<br><br>எமது ஆலயத்தில் கந்தசஷ்டி விரத உற்சவம் எதிர்வரும் <strong>ஒக்டோபர் 22</strong> வியாழக்கிழமை ஆரம்பமாகி <strong>ஒக்டோபர் 27</strong> செவ்வாய்க்கிழமை சூரசம்ஹாரத்துடன் நிறைவுபெறும்.</td></tr>
<tr><td style="padding:6px 26px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #f3d2a6;">
<tr style="background:#fff1dc;"><td colspan="2"><strong>நாள்தோறும்</strong></td></tr>
<tr><td width="30%">காலை 8:00</td><td>அபிஷேகம்</td></tr>
<tr><td>மாலை 6:30</td><td>விசேட பூஜை, கந்தபுராணப் படிப்பு</td></tr>
<tr><td>இரவு 8:00</td><td>அன்னதானம்</td></tr>
<tr style="background:#fff1dc;"><td>ஒக். 27 மாலை 5:00</td><td><strong>சூரசம்ஹாரம்</strong></td></tr>
<tr style="background:#fff1dc;"><td>ஒக். 28 காலை 10:00</td><td><strong>திருக்கல்யாணம்</strong></td></tr></table></td></tr>
<tr><td style="padding:14px 26px;font-size:14px;line-height:24px;">உபயம் செய்ய விரும்பும் அடியார்கள் கோவில் அலுவலகத்தை <strong>905-555-0186</strong> என்ற இலக்கத்தில் தொடர்பு கொள்ளலாம். ஒரு நாள் உபயம் $101, அன்னதான உபயம் $251.<br>வாகனங்களை அருகிலுள்ள பாடசாலை வளாகத்தில் நிறுத்தவும்.</td></tr>
<tr><td style="padding:12px 26px;background:#fff1dc;font-size:11px;color:#7a5a30;">கதிர்மலை முருகன் கோவில் · 40 Passmore Avenue, Markham, ON L3R 0C9 · <a href="https://kathirmalaikovil.org" style="color:#7a5a30;">kathirmalaikovil.org</a> · <a href="https://kathirmalaikovil.org/live" style="color:#7a5a30;">நேரலை</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kathirmalai-murugan-kovil",
    group: "regional",
    lang: "en",
    kind: "donation-receipt",
    code: null,
    link: null,
    from: "Kathirmalai Murugan Kovil <receipts@kathirmalaikovil.org>",
    to: TO,
    subject: "Official donation receipt #2026-01877 – Kathirmalai Murugan Kovil",
    date: "Wed, 28 Oct 2026 15:12:09 -0400",
    attachment: [
      "KMK_Receipt_2026-01877.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n% Official receipt for income tax purposes 2026-01877\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
    text: `Vanakkam Tharshini and Sivakumaran,

Thank you for your generous support of the Kanda Sashti festival. Your official receipt for income tax purposes is attached.

Receipt number: 2026-01877
Date received: October 27, 2026
Donation: $251.00 (Annadhanam ubayam, October 25)
Eligible amount of gift: $251.00
Charitable registration number: 81442 7730 RR0001

Please keep this receipt for your 2026 tax return. If any detail is incorrect, reply to this email or call the temple office at 905-555-0186.

May Lord Murugan bless your family.

Kathirmalai Murugan Kovil
40 Passmore Avenue, Markham, ON L3R 0C9`,
    html: `<html><body style="margin:0;background:#fff5e6;font-family:Georgia,serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #f3d2a6;color:#402000;">
<tr><td style="padding:16px 24px;border-bottom:3px solid #e07b00;font-size:19px;"><img src="https://kathirmalaikovil.org/images/vel-icon.png" width="24" alt="" style="vertical-align:middle;"> Kathirmalai Murugan Kovil</td></tr>
<tr><td style="padding:20px 24px;font-size:15px;line-height:24px;">Vanakkam Tharshini and Sivakumaran,<br><br>Thank you for your generous support of the Kanda Sashti festival. Your official receipt for income tax purposes is attached.</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="7" style="font-size:14px;font-family:Arial,sans-serif;background:#fffaf2;">
<tr><td>Receipt number</td><td align="right">2026-01877</td></tr>
<tr><td>Date received</td><td align="right">October 27, 2026</td></tr>
<tr><td>Donation</td><td align="right">$251.00 (Annadhanam ubayam, Oct 25)</td></tr>
<tr><td>Eligible amount of gift</td><td align="right">$251.00</td></tr>
<tr><td>Charitable registration no.</td><td align="right">81442 7730 RR0001</td></tr></table></td></tr>
<tr><td style="padding:18px 24px;font-size:14px;line-height:22px;">Please keep this receipt for your 2026 tax return. If any detail is incorrect, reply to this email or call the temple office at 905-555-0186.<br><br><em>May Lord Murugan bless your family.</em></td></tr>
<tr><td style="padding:12px 24px;background:#fff1dc;font-size:11px;color:#7a5a30;font-family:Arial,sans-serif;">Kathirmalai Murugan Kovil &middot; 40 Passmore Avenue, Markham, ON L3R 0C9</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ KolamKart (Indian and Sri Lankan grocery delivery)
  {
    family: "kolamkart",
    group: "consumer",
    lang: "en",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "KolamKart <orders@kolamkart.ca>",
    to: TO,
    subject: "Order KK-558129 confirmed – delivery Sat Oct 24, 2–4 PM",
    date: "Thu, 22 Oct 2026 21:17:30 -0400",
    enc: "qp",
    text: `Thanks for your order, Tharshini!

Order KK-558129
Delivery: Saturday, October 24, 2:00-4:00 PM
To: 27 Mossgrove Crescent, Etobicoke ON M9V 4H3

Red raw rice (Jaffna style) 10 lb ........ $18.99
Roasted curry powder, Jaffna 400 g x2 .... $13.98
Drumsticks (murungakkai) 1 lb ............ $4.49
Palmyra jaggery 500 g .................... $6.99
Idiyappam flour 2 kg ..................... $8.49
Maldive fish chips 200 g ................. $11.99
Fresh curry leaves ....................... $1.49
Seer fish steaks, frozen 2 lb ............ $27.98
... and 14 more items

Subtotal: $253.24
Delivery: $0.00 (orders over $75)
HST: $4.57
Tip for driver: $10.00
Total: $267.81 (Aurelle Mastercard ending 2290)

Substitutions: you chose "Call me first". Our shopper will call 416-555-0172 if something is out of stock.

KolamKart Foods Ltd., 2800 Eglinton Ave E, Unit 6, Scarborough ON M1J 2E2
Questions: 1-844-555-0131 | help@kolamkart.ca`,
    html: `<html><body style="margin:0;background:#f4f8f1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Trebuchet MS',Arial,sans-serif;color:#223019;">
<tr><td style="padding:16px 24px;background:#3d7a1f;"><img src="https://cdn.kolamkart.ca/mail/kolamkart-white.png" width="140" alt="KolamKart"></td></tr>
<tr><td style="padding:20px 24px 4px 24px;font-size:20px;">Thanks for your order, Tharshini!</td></tr>
<tr><td style="padding:4px 24px 14px 24px;font-size:14px;color:#55644d;">Order <strong>KK-558129</strong> &middot; Delivery Saturday, October 24, 2:00&ndash;4:00 PM<br>27 Mossgrove Crescent, Etobicoke ON M9V 4H3</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #e1e8dc;">
<tr><td><img src="https://cdn.kolamkart.ca/p/red-raw-rice.jpg" width="40" alt=""></td><td>Red raw rice (Jaffna style) 10 lb</td><td align="right">$18.99</td></tr>
<tr><td><img src="https://cdn.kolamkart.ca/p/curry-powder-jaffna.jpg" width="40" alt=""></td><td>Roasted curry powder, Jaffna 400 g &times;2</td><td align="right">$13.98</td></tr>
<tr><td><img src="https://cdn.kolamkart.ca/p/drumsticks.jpg" width="40" alt=""></td><td>Drumsticks (murungakkai) 1 lb</td><td align="right">$4.49</td></tr>
<tr><td><img src="https://cdn.kolamkart.ca/p/palm-jaggery.jpg" width="40" alt=""></td><td>Palmyra jaggery 500 g</td><td align="right">$6.99</td></tr>
<tr><td><img src="https://cdn.kolamkart.ca/p/seer-fish.jpg" width="40" alt=""></td><td>Seer fish steaks, frozen 2 lb</td><td align="right">$27.98</td></tr>
<tr><td></td><td colspan="2" style="color:#55644d;">&hellip; and 17 more items</td></tr></table></td></tr>
<tr><td style="padding:8px 24px;"><table width="100%" cellpadding="4" style="font-size:13px;">
<tr><td>Subtotal</td><td align="right">$253.24</td></tr><tr><td>Delivery</td><td align="right">$0.00</td></tr><tr><td>HST</td><td align="right">$4.57</td></tr><tr><td>Tip for driver</td><td align="right">$10.00</td></tr>
<tr><td style="font-size:16px;font-weight:bold;border-top:1px solid #e1e8dc;">Total</td><td align="right" style="font-size:16px;font-weight:bold;border-top:1px solid #e1e8dc;">$267.81</td></tr></table></td></tr>
<tr><td style="padding:10px 24px 18px 24px;font-size:13px;color:#55644d;">Substitutions: <strong>Call me first</strong>. Our shopper will call 416-555-0172 if something is out of stock.<br><a href="https://kolamkart.ca/account/orders/KK-558129" style="color:#3d7a1f;">View or change your order</a></td></tr>
<tr><td style="padding:14px 24px;background:#f4f8f1;font-size:10px;color:#6f7d67;">KolamKart Foods Ltd., 2800 Eglinton Ave E, Unit 6, Scarborough ON M1J 2E2 &middot; 1-844-555-0131 &middot; <a href="mailto:help@kolamkart.ca" style="color:#6f7d67;">help@kolamkart.ca</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kolamkart",
    group: "consumer",
    lang: "ta",
    kind: "delivery-pin",
    code: "4827",
    link: null,
    from: "KolamKart <orders@kolamkart.ca>",
    to: TO,
    subject: "உங்கள் பொருட்கள் வழியில் – டெலிவரி PIN உள்ளே",
    date: "Sat, 24 Oct 2026 14:06:51 -0400",
    enc: "b64",
    text: `வணக்கம் தர்ஷினி,

உங்கள் KolamKart கட்டளை KK-558129 இப்போது டெலிவரிக்காகப் புறப்பட்டுவிட்டது. ஓட்டுநர் ரமேஷ் சுமார் 2:40 – 3:10 மணிக்குள் வந்து சேருவார்.

டெலிவரி PIN: 4827

பொருட்களைப் பெறும்போது இந்த PIN-ஐ ஓட்டுநரிடம் சொல்லுங்கள். உறைந்த மீன் இருப்பதால், வீட்டில் யாராவது இருக்க வேண்டும்; வாசலில் விட்டுச் செல்லமாட்டோம்.

ஓட்டுநரைத் தொடர்பு கொள்ள: 647-555-0138 (KolamKart மூலம் இணைக்கப்படும்)

KolamKart · 1-844-555-0131`,
    html: `<html lang="ta"><body style="margin:0;background:#f4f8f1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Noto Sans Tamil',Arial,sans-serif;color:#223019;">
<tr><td style="padding:14px 24px;background:#3d7a1f;"><img src="https://cdn.kolamkart.ca/mail/kolamkart-white.png" width="120" alt="KolamKart"></td></tr>
<tr><td style="padding:20px 24px 6px 24px;font-size:15px;line-height:25px;">வணக்கம் தர்ஷினி,<br>உங்கள் கட்டளை <strong>KK-558129</strong> இப்போது டெலிவரிக்காகப் புறப்பட்டுவிட்டது. ஓட்டுநர் ரமேஷ் சுமார் <strong>2:40 – 3:10</strong> மணிக்குள் வந்து சேருவார்.</td></tr>
<tr><td align="center" style="padding:16px 24px;"><table cellpadding="0" cellspacing="0" style="background:#eef6e9;border-radius:8px;"><tr><td align="center" style="padding:14px 36px;"><span style="font-size:12px;color:#55644d;">டெலிவரி PIN</span><br><span style="font-size:36px;font-weight:bold;letter-spacing:10px;color:#3d7a1f;font-family:Arial,sans-serif;">4827</span></td></tr></table></td></tr>
<tr><td style="padding:4px 24px 18px 24px;font-size:14px;line-height:23px;">பொருட்களைப் பெறும்போது இந்த PIN-ஐ ஓட்டுநரிடம் சொல்லுங்கள். உறைந்த மீன் இருப்பதால், வீட்டில் யாராவது இருக்க வேண்டும்; வாசலில் விட்டுச் செல்லமாட்டோம்.<br>ஓட்டுநரைத் தொடர்பு கொள்ள: 647-555-0138</td></tr>
<tr><td style="padding:12px 24px;background:#f4f8f1;font-size:10px;color:#6f7d67;">KolamKart · 1-844-555-0131 · <a href="https://kolamkart.ca/help" style="color:#6f7d67;">உதவி</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kolamkart",
    group: "consumer",
    lang: "hi",
    kind: "promo-newsletter",
    code: null,
    link: null,
    from: "KolamKart <offers@kolamkart.ca>",
    to: TO,
    subject: "दिवाली की तैयारी: मिठाइयाँ, दीये और 15% छूट",
    date: "Mon, 26 Oct 2026 12:00:00 -0400",
    enc: "qp",
    text: `दिवाली की तैयारी KolamKart के साथ!

इस हफ़्ते की ख़ास पेशकश:
- काजू कतली 500 ग्राम - $12.99 (पहले $15.99)
- मिट्टी के दीये, 12 का सेट - $6.49
- बासमती चावल 20 पाउंड - $27.99
- घी 800 ग्राम - $14.49

$100 से ज़्यादा के ऑर्डर पर 15% छूट के लिए चेकआउट पर कूपन कोड DIWALI15 लगाएँ। ऑफ़र 8 नवंबर 2026 तक।

दिवाली से पहले की डिलीवरी स्लॉट जल्दी भर जाते हैं - अभी बुक करें: https://kolamkart.ca/diwali?utm_source=newsletter&utm_campaign=diwali26_hi

KolamKart Foods Ltd., 2800 Eglinton Ave E, Unit 6, Scarborough ON M1J 2E2
ये ईमेल नहीं चाहिए? https://kolamkart.ca/unsubscribe?e=dGhhcnNoaW5p&l=hi`,
    html: `<html lang="hi"><body style="margin:0;background:#2b0f3a;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Noto Sans Devanagari',Arial,sans-serif;color:#2b0f3a;">
<tr><td><a href="https://kolamkart.ca/diwali?utm_source=newsletter&amp;utm_campaign=diwali26_hi"><img src="https://cdn.kolamkart.ca/mail/diwali26-hero.jpg" width="600" alt="दिवाली की तैयारी KolamKart के साथ" style="display:block;"></a></td></tr>
<tr><td style="padding:18px 24px;"><table width="100%" cellpadding="0" cellspacing="8"><tr>
<td width="50%" style="background:#fff4de;padding:12px;font-size:14px;">काजू कतली 500 ग्राम<br><strong style="font-size:18px;color:#c2410c;">$12.99</strong> <s style="color:#999;">$15.99</s></td>
<td width="50%" style="background:#fff4de;padding:12px;font-size:14px;">मिट्टी के दीये, 12 का सेट<br><strong style="font-size:18px;color:#c2410c;">$6.49</strong></td></tr><tr>
<td style="background:#fff4de;padding:12px;font-size:14px;">बासमती चावल 20 पाउंड<br><strong style="font-size:18px;color:#c2410c;">$27.99</strong></td>
<td style="background:#fff4de;padding:12px;font-size:14px;">घी 800 ग्राम<br><strong style="font-size:18px;color:#c2410c;">$14.49</strong></td></tr></table></td></tr>
<tr><td align="center" style="padding:6px 24px 14px 24px;font-size:15px;">$100 से ज़्यादा के ऑर्डर पर <strong>15% छूट</strong> — चेकआउट पर कूपन कोड<br><span style="display:inline-block;margin-top:8px;border:2px dashed #c2410c;padding:8px 18px;font-size:22px;font-weight:bold;font-family:Arial,sans-serif;color:#c2410c;">DIWALI15</span><br><span style="font-size:12px;color:#777;">ऑफ़र 8 नवंबर 2026 तक</span></td></tr>
<tr><td align="center" style="padding:0 24px 22px 24px;">${
      btn("https://kolamkart.ca/diwali?utm_source=newsletter&amp;utm_campaign=diwali26_hi", "अभी खरीदें", "#c2410c")
    }</td></tr>
<tr><td style="padding:14px 24px;background:#f6eefa;font-size:10px;color:#6b5878;">KolamKart Foods Ltd., 2800 Eglinton Ave E, Unit 6, Scarborough ON M1J 2E2<br><a href="https://kolamkart.ca/unsubscribe?e=dGhhcnNoaW5p&amp;l=hi" style="color:#6b5878;">सदस्यता समाप्त करें</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ Yaazh Remit (remittance to Jaffna)
  {
    family: "yaazh-remit",
    group: "consumer",
    lang: "ta",
    kind: "verify-link",
    code: null,
    link: "https://app.yaazhremit.com/ta/verify-email/c4f1e2a9-07bd-4b8e-a3d1-5590cf21e6a0",
    from: "Yaazh Remit <welcome@yaazhremit.com>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "யாழ் ரெமிட் – உங்கள் மின்னஞ்சலை உறுதிப்படுத்துங்கள்",
    date: "Wed, 2 Sep 2026 22:10:44 -0400",
    enc: "qp",
    text: `வணக்கம் சிவகுமாரன்,

யாழ் ரெமிட்டில் இணைந்ததற்கு நன்றி. கனடாவிலிருந்து இலங்கைக்கு – யாழ்ப்பாணம், வவுனியா, மட்டக்களப்பு உட்பட – குறைந்த கட்டணத்தில் பணம் அனுப்பலாம்.

முதல் பணப் பரிமாற்றத்துக்கு முன், இந்த மின்னஞ்சல் முகவரி உங்களுடையது என்பதை உறுதிப்படுத்துங்கள்:

https://app.yaazhremit.com/ta/verify-email/c4f1e2a9-07bd-4b8e-a3d1-5590cf21e6a0

இந்த இணைப்பு 48 மணி நேரம் செல்லுபடியாகும்.

அடுத்த படி: உங்கள் அடையாள அட்டையின் (ஓட்டுநர் உரிமம் அல்லது கடவுச்சீட்டு) படத்தைச் செயலியில் பதிவேற்றுங்கள். கனடிய சட்டப்படி இது அவசியம்.

யாழ் ரெமிட் Inc. · FINTRAC பதிவு இலக்கம் M23419876
4190 Sheppard Ave E, Suite 207, Scarborough, ON M1S 1T3 · 1-888-555-0140`,
    html: `<html lang="ta"><body style="margin:0;background:#eef3fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:'Noto Sans Tamil',Arial,sans-serif;color:#13233f;">
<tr><td style="padding:18px 26px;border-bottom:1px solid #e2e8f3;"><img src="https://static.yaazhremit.com/email/yaazh-logo.png" width="130" alt="Yaazh Remit"></td></tr>
<tr><td style="padding:22px 26px 6px 26px;font-size:15px;line-height:25px;">வணக்கம் சிவகுமாரன்,<br><br>யாழ் ரெமிட்டில் இணைந்ததற்கு நன்றி. கனடாவிலிருந்து இலங்கைக்கு – யாழ்ப்பாணம், வவுனியா, மட்டக்களப்பு உட்பட – குறைந்த கட்டணத்தில் பணம் அனுப்பலாம்.<br><br>முதல் பணப் பரிமாற்றத்துக்கு முன், இந்த மின்னஞ்சல் முகவரி உங்களுடையது என்பதை உறுதிப்படுத்துங்கள்.</td></tr>
<tr><td align="center" style="padding:16px 26px;">${
      btn(
        "https://app.yaazhremit.com/ta/verify-email/c4f1e2a9-07bd-4b8e-a3d1-5590cf21e6a0",
        "மின்னஞ்சலை உறுதிப்படுத்து",
        "#1455c0",
      )
    }</td></tr>
<tr><td style="padding:4px 26px 20px 26px;font-size:13px;line-height:22px;color:#4a5a75;">இந்த இணைப்பு 48 மணி நேரம் செல்லுபடியாகும்.<br><strong>அடுத்த படி:</strong> உங்கள் அடையாள அட்டையின் படத்தைச் செயலியில் பதிவேற்றுங்கள். கனடிய சட்டப்படி இது அவசியம்.</td></tr>
<tr><td style="padding:14px 26px;background:#f6f8fc;font-size:10px;color:#6a7891;border-radius:0 0 8px 8px;">யாழ் ரெமிட் Inc. · FINTRAC பதிவு இலக்கம் M23419876<br>4190 Sheppard Ave E, Suite 207, Scarborough, ON M1S 1T3 · 1-888-555-0140 · <a href="https://yaazhremit.com/ta/privacy" style="color:#6a7891;">தனியுரிமை</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "yaazh-remit",
    group: "consumer",
    lang: "ta",
    kind: "login-code",
    code: "615904",
    link: null,
    from: "Yaazh Remit <security@yaazhremit.com>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "உங்கள் யாழ் ரெமிட் சரிபார்ப்புக் குறியீடு",
    date: "Fri, 25 Sep 2026 19:31:02 -0400",
    text: `உங்கள் யாழ் ரெமிட் சரிபார்ப்புக் குறியீடு: 615 904

புதிய சாதனத்திலிருந்து உள்நுழைய இந்தக் குறியீட்டைச் செயலியில் உள்ளிடுங்கள். இது 10 நிமிடங்களில் காலாவதியாகும்.

யாழ் ரெமிட் ஊழியர்கள் ஒருபோதும் இந்தக் குறியீட்டைத் தொலைபேசியில் கேட்கமாட்டார்கள். யாராவது கேட்டால், அது மோசடி.

நீங்கள் உள்நுழைய முயற்சிக்கவில்லையா? உடனே 1-888-555-0140 என்ற இலக்கத்தை அழையுங்கள்.

Your Yaazh Remit verification code is 615 904. Never share it.`,
    html: `<html lang="ta"><body style="margin:0;background:#eef3fb;font-family:'Noto Sans Tamil',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 6px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;color:#13233f;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #e2e8f3;"><img src="https://static.yaazhremit.com/email/yaazh-logo.png" width="120" alt="Yaazh Remit"></td></tr>
<tr><td style="padding:20px 24px 4px 24px;font-size:15px;">உங்கள் சரிபார்ப்புக் குறியீடு</td></tr>
<tr><td style="padding:8px 24px;font-family:Arial,sans-serif;font-size:34px;font-weight:bold;color:#1455c0;letter-spacing:4px;">615 904</td></tr>
<tr><td style="padding:8px 24px 20px 24px;font-size:14px;line-height:23px;color:#4a5a75;">புதிய சாதனத்திலிருந்து உள்நுழைய இந்தக் குறியீட்டைச் செயலியில் உள்ளிடுங்கள். இது 10 நிமிடங்களில் காலாவதியாகும்.<br><br><strong>யாழ் ரெமிட் ஊழியர்கள் ஒருபோதும் இந்தக் குறியீட்டைத் தொலைபேசியில் கேட்கமாட்டார்கள்.</strong> யாராவது கேட்டால், அது மோசடி.<br><br>நீங்கள் உள்நுழைய முயற்சிக்கவில்லையா? உடனே 1-888-555-0140 என்ற இலக்கத்தை அழையுங்கள்.</td></tr>
<tr><td style="padding:12px 24px;background:#f6f8fc;font-size:11px;color:#6a7891;font-family:Arial,sans-serif;">Your Yaazh Remit verification code is 615 904. Never share it.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "yaazh-remit",
    group: "consumer",
    lang: "ta",
    kind: "transfer-sent",
    code: null,
    link: null,
    from: "Yaazh Remit <transfers@yaazhremit.com>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "பணம் அனுப்பப்பட்டது – YR-260925-88417",
    date: "Fri, 25 Sep 2026 19:36:27 -0400",
    enc: "b64",
    text: `வணக்கம் சிவகுமாரன்,

உங்கள் பணப் பரிமாற்றம் பெறப்பட்டது, செயலாக்கப்படுகிறது.

பரிமாற்ற இலக்கம்: YR-260925-88417
பெறுநர்: கமலாதேவி இராஜேந்திரன் (அம்மா)
வங்கி: Peninsula Development Bank, யாழ்ப்பாணம் கிளை, கணக்கு •••• 3306
அனுப்பிய தொகை: CAD 500.00
கட்டணம்: CAD 3.99
மாற்று விகிதம்: 1 CAD = 218.50 LKR
பெறுநர் பெறும் தொகை: LKR 109,250.00
எதிர்பார்க்கப்படும் வரவு: செப்டம்பர் 28, 2026 (இலங்கை நேரம்)

பணம் வரவு வைக்கப்பட்டதும் உங்களுக்கு மீண்டும் அறிவிப்போம்.

யாழ் ரெமிட் Inc. · 4190 Sheppard Ave E, Suite 207, Scarborough, ON M1S 1T3 · 1-888-555-0140`,
    html: `<html lang="ta"><body style="margin:0;background:#eef3fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:'Noto Sans Tamil',Arial,sans-serif;color:#13233f;">
<tr><td style="padding:18px 26px;border-bottom:1px solid #e2e8f3;"><img src="https://static.yaazhremit.com/email/yaazh-logo.png" width="130" alt="Yaazh Remit"></td></tr>
<tr><td style="padding:20px 26px 6px 26px;font-size:15px;line-height:25px;">வணக்கம் சிவகுமாரன்,<br>உங்கள் பணப் பரிமாற்றம் பெறப்பட்டது, செயலாக்கப்படுகிறது.</td></tr>
<tr><td style="padding:8px 26px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #e2e8f3;">
<tr><td style="color:#6a7891;">பரிமாற்ற இலக்கம்</td><td align="right">YR-260925-88417</td></tr>
<tr style="background:#f6f8fc;"><td style="color:#6a7891;">பெறுநர்</td><td align="right">கமலாதேவி இராஜேந்திரன் (அம்மா)</td></tr>
<tr><td style="color:#6a7891;">வங்கி</td><td align="right">Peninsula Development Bank, யாழ்ப்பாணம் கிளை<br>கணக்கு •••• 3306</td></tr>
<tr style="background:#f6f8fc;"><td style="color:#6a7891;">அனுப்பிய தொகை</td><td align="right">CAD 500.00</td></tr>
<tr><td style="color:#6a7891;">கட்டணம்</td><td align="right">CAD 3.99</td></tr>
<tr style="background:#f6f8fc;"><td style="color:#6a7891;">மாற்று விகிதம்</td><td align="right">1 CAD = 218.50 LKR</td></tr>
<tr><td style="color:#6a7891;"><strong>பெறுநர் பெறும் தொகை</strong></td><td align="right" style="font-size:17px;"><strong>LKR 109,250.00</strong></td></tr>
<tr style="background:#f6f8fc;"><td style="color:#6a7891;">எதிர்பார்க்கப்படும் வரவு</td><td align="right">செப்டம்பர் 28, 2026</td></tr></table></td></tr>
<tr><td style="padding:14px 26px 20px 26px;font-size:13px;color:#4a5a75;">பணம் வரவு வைக்கப்பட்டதும் உங்களுக்கு மீண்டும் அறிவிப்போம்.</td></tr>
<tr><td style="padding:14px 26px;background:#f6f8fc;font-size:10px;color:#6a7891;">யாழ் ரெமிட் Inc. · 4190 Sheppard Ave E, Suite 207, Scarborough, ON M1S 1T3 · 1-888-555-0140</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "yaazh-remit",
    group: "consumer",
    lang: "ta",
    kind: "transfer-delivered",
    code: null,
    link: null,
    from: "Yaazh Remit <transfers@yaazhremit.com>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "✔ கமலாதேவிக்கு பணம் கிடைத்துவிட்டது",
    date: "Sun, 27 Sep 2026 23:58:10 -0400",
    text: `வணக்கம் சிவகுமாரன்,

LKR 109,250.00 கமலாதேவி இராஜேந்திரனின் Peninsula Development Bank கணக்கில் (•••• 3306) செப்டம்பர் 28, 2026 காலை 9:24 மணிக்கு (இலங்கை நேரம்) வரவு வைக்கப்பட்டது.

பரிமாற்ற இலக்கம்: YR-260925-88417

அடுத்த முறை அதே பெறுநருக்கு "மீண்டும் அனுப்பு" பொத்தானைச் செயலியில் அழுத்தினால் போதும்.

நண்பரை அழைத்தால் இருவருக்கும் $10 கட்டணச் சலுகை – அழைப்புக் குறியீடு: SIVA10

யாழ் ரெமிட் Inc. · 1-888-555-0140`,
    html: null,
  },
  // ------------------------------------------------------------------ Polarwind Airlines
  {
    family: "polarwind-air",
    group: "consumer",
    lang: "en",
    kind: "itinerary",
    code: null,
    link: null,
    from: "Polarwind Airlines <itinerary@polarwind.ca>",
    to: TO,
    subject: "Your trip to Colombo – booking K7QX2M",
    date: "Sun, 20 Sep 2026 13:48:22 -0400",
    enc: "qp",
    text: `POLARWIND AIRLINES - ITINERARY / RECEIPT

Booking reference: K7QX2M
Passengers: SIVAKUMARAN/THARSHINI MRS, RAJENDRAN/SIVAKUMARAN MR, SIVAKUMARAN/ANJALI MISS (CHD), SIVAKUMARAN/KAVIN MSTR (INF)

OUTBOUND - Sat 19 Dec 2026
PW 842  Toronto (YYZ) T3 21:40  ->  Doha (DOH) 17:55 (+1)   Economy (L)
PW 7316 Doha (DOH) 20:10  ->  Colombo (CMB) 03:25 (+1)      Economy (L) - operated by partner
Baggage: 2 x 23 kg per adult/child, 1 x 10 kg for infant

RETURN - Sun 10 Jan 2027
PW 7317 Colombo (CMB) 04:45  ->  Doha (DOH) 07:50
PW 843  Doha (DOH) 09:35  ->  Toronto (YYZ) 16:05

Ticket numbers: 517 2400 913 441 to 517 2400 913 444
Total paid: CAD 5,912.36 (Aurelle Mastercard ending 2290)

Online check-in opens 24 hours before departure. You'll need a valid passport for each traveller; Canadian citizens travelling to Sri Lanka also need an electronic travel authorization.

Manage booking: https://www.polarwind.ca/manage?pnr=K7QX2M&ln=SIVAKUMARAN
Polarwind Airlines, 6500 Silver Dart Drive, Mississauga, ON L5P 1B2 - 1-800-555-0109`,
    html: `<html><body style="margin:0;background:#e8eef3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 4px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;color:#0c2233;">
<tr><td style="padding:18px 24px;background:#0c2233;"><table width="100%"><tr><td><img src="https://www.polarwind.ca/mail/pw-logo-white.png" width="150" alt="Polarwind Airlines"></td><td align="right" style="color:#9fc3dc;font-size:12px;">Booking reference<br><span style="color:#fff;font-size:22px;font-weight:bold;letter-spacing:2px;">K7QX2M</span></td></tr></table></td></tr>
<tr><td style="padding:20px 24px 8px 24px;font-size:20px;">Your trip to Colombo is booked</td></tr>
<tr><td style="padding:0 24px 10px 24px;font-size:12px;color:#55697a;">SIVAKUMARAN/THARSHINI MRS &middot; RAJENDRAN/SIVAKUMARAN MR &middot; SIVAKUMARAN/ANJALI MISS (CHD) &middot; SIVAKUMARAN/KAVIN MSTR (INF)</td></tr>
<tr><td style="padding:8px 24px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #d7e1e9;">
<tr style="background:#f1f5f8;"><td colspan="4"><strong>Outbound &middot; Sat 19 Dec 2026</strong></td></tr>
<tr><td>PW 842</td><td>YYZ T3 21:40</td><td>&rarr; DOH 17:55 (+1)</td><td>Economy (L)</td></tr>
<tr><td>PW 7316</td><td>DOH 20:10</td><td>&rarr; CMB 03:25 (+1)</td><td>Economy (L)</td></tr>
<tr style="background:#f1f5f8;"><td colspan="4"><strong>Return &middot; Sun 10 Jan 2027</strong></td></tr>
<tr><td>PW 7317</td><td>CMB 04:45</td><td>&rarr; DOH 07:50</td><td>Economy (L)</td></tr>
<tr><td>PW 843</td><td>DOH 09:35</td><td>&rarr; YYZ 16:05</td><td>Economy (L)</td></tr></table></td></tr>
<tr><td style="padding:10px 24px;font-size:13px;line-height:20px;">Baggage: 2 &times; 23 kg per adult/child, 1 &times; 10 kg for infant<br>Ticket numbers: 517 2400 913 441 &ndash; 517 2400 913 444<br>Total paid: <strong>CAD 5,912.36</strong> (Aurelle Mastercard &bull;&bull;&bull;&bull; 2290)</td></tr>
<tr><td style="padding:8px 24px;font-size:13px;line-height:20px;color:#55697a;">Online check-in opens 24 hours before departure. You'll need a valid passport for each traveller; Canadian citizens travelling to Sri Lanka also need an electronic travel authorization.</td></tr>
<tr><td style="padding:12px 24px 22px 24px;"><a href="https://www.polarwind.ca/manage?pnr=K7QX2M&amp;ln=SIVAKUMARAN" style="background:#1e88c7;color:#fff;text-decoration:none;font-weight:bold;padding:11px 22px;display:inline-block;font-size:14px;">Manage booking</a> &nbsp; <a href="https://www.polarwind.ca/seats?pnr=K7QX2M" style="color:#1e88c7;font-size:14px;">Choose seats</a></td></tr>
<tr><td style="padding:14px 24px;background:#e8eef3;font-size:10px;color:#5d7080;">Polarwind Airlines, 6500 Silver Dart Drive, Mississauga, ON L5P 1B2 &middot; 1-800-555-0109<br><a href="https://www.polarwind.ca/conditions-of-carriage" style="color:#5d7080;">Conditions of carriage</a> &middot; <a href="https://www.polarwind.ca/privacy" style="color:#5d7080;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "polarwind-air",
    group: "consumer",
    lang: "fr",
    kind: "login-code",
    code: "902117",
    link: null,
    from: "Polarwind <compte@polarwind.ca>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "Votre code de vérification Polarwind",
    date: "Tue, 29 Sep 2026 07:26:39 -0400",
    enc: "qp",
    text: `Bonjour Sivakumaran,

Voici votre code de vérification pour ouvrir une session dans votre compte Polarwind Boréal (membre nº 30 2294 1187) :

902117

Ce code est valide pendant 10 minutes.

Si vous n'avez pas demandé ce code, vous pouvez ignorer ce courriel. Votre compte reste protégé.

Polarwind, 6500, promenade Silver Dart, Mississauga (Ontario) L5P 1B2`,
    html: `<html lang="fr"><body style="margin:0;background:#e8eef3;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 4px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;color:#0c2233;">
<tr><td style="padding:16px 24px;background:#0c2233;"><img src="https://www.polarwind.ca/mail/pw-logo-white.png" width="130" alt="Polarwind"></td></tr>
<tr><td style="padding:22px 24px 6px 24px;font-size:15px;line-height:22px;">Bonjour Sivakumaran,<br>Voici votre code de vérification pour ouvrir une session dans votre compte Polarwind Boréal (membre nº 30 2294 1187) :</td></tr>
<tr><td align="center" style="padding:16px 24px;"><div style="font-size:32px;font-weight:bold;letter-spacing:8px;color:#1e88c7;border:1px solid #d7e1e9;padding:12px 0;width:260px;">902117</div></td></tr>
<tr><td style="padding:4px 24px 22px 24px;font-size:13px;color:#55697a;">Ce code est valide pendant 10 minutes. Si vous n'avez pas demandé ce code, vous pouvez ignorer ce courriel.</td></tr>
<tr><td style="padding:12px 24px;background:#e8eef3;font-size:10px;color:#5d7080;">Polarwind, 6500, promenade Silver Dart, Mississauga (Ontario) L5P 1B2 &middot; <a href="https://www.polarwind.ca/fr/confidentialite" style="color:#5d7080;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ Medleaf Pharmacy
  {
    family: "medleaf-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "836204",
    link: "https://refill.medleafpharmacy.ca/account/verify?c=836204&u=tsivakumaran&sig=9b0e77a1c4",
    from: "Medleaf Pharmacy <refills@medleafpharmacy.ca>",
    to: TO,
    subject: "Verify your email for Medleaf online refills",
    date: "Mon, 21 Sep 2026 10:04:15 -0400",
    text: `Hi Tharshini,

Welcome to Medleaf online refills. To link your prescriptions to this email address, verify it in one of two ways:

1. Enter this code on the sign-up screen: 836204
2. Or open this link on any device:
   https://refill.medleafpharmacy.ca/account/verify?c=836204&u=tsivakumaran&sig=9b0e77a1c4

The code and link expire in 30 minutes.

After you verify, you can request refills, get a text when an order is ready and see your receipts for insurance claims.

Medleaf Pharmacy - Morningside Plaza
255 Morningside Ave, Unit 3, Scarborough ON M1E 3E6
Tel 416-555-0157 | Fax 416-555-0158
Pharmacist: K. Thevarajah, RPh`,
    html: `<html><body style="margin:0;background:#f1f7f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 6px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d6e7e1;font-family:Arial,Helvetica,sans-serif;color:#17322b;">
<tr><td style="padding:16px 24px;"><img src="https://refill.medleafpharmacy.ca/img/medleaf-leaf-logo.png" width="150" alt="Medleaf Pharmacy"></td></tr>
<tr><td style="padding:6px 24px;font-size:15px;line-height:22px;">Hi Tharshini,<br>Welcome to Medleaf online refills. To link your prescriptions to this email address, enter this code on the sign-up screen:</td></tr>
<tr><td align="center" style="padding:14px 24px;font-size:30px;font-weight:bold;letter-spacing:5px;color:#0d7a5f;">836204</td></tr>
<tr><td align="center" style="padding:0 24px 8px 24px;font-size:13px;color:#4f6b63;">or verify with one click:</td></tr>
<tr><td align="center" style="padding:4px 24px 18px 24px;">${
      btn(
        "https://refill.medleafpharmacy.ca/account/verify?c=836204&amp;u=tsivakumaran&amp;sig=9b0e77a1c4",
        "Verify email",
        "#0d7a5f",
      )
    }</td></tr>
<tr><td style="padding:0 24px 20px 24px;font-size:13px;color:#4f6b63;line-height:20px;">The code and link expire in 30 minutes. After you verify, you can request refills, get a text when an order is ready and see your receipts for insurance claims.</td></tr>
<tr><td style="padding:14px 24px;background:#f1f7f5;font-size:10px;color:#5f7a72;">Medleaf Pharmacy &middot; Morningside Plaza, 255 Morningside Ave, Unit 3, Scarborough ON M1E 3E6<br>Tel 416-555-0157 &middot; Fax 416-555-0158 &middot; Pharmacist: K. Thevarajah, RPh</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "medleaf-pharmacy",
    group: "consumer",
    lang: "ta",
    kind: "flu-shot-reminder",
    code: null,
    link: null,
    from: "Medleaf Pharmacy <care@medleafpharmacy.ca>",
    to: TO,
    subject: "காய்ச்சல் தடுப்பூசி இப்போது கிடைக்கிறது – Medleaf Pharmacy",
    date: "Thu, 15 Oct 2026 11:45:00 -0400",
    enc: "qp",
    text: `வணக்கம்,

2026–2027 பருவத்துக்கான காய்ச்சல் (flu) தடுப்பூசியும் கோவிட்-19 தடுப்பூசியும் இப்போது எமது மருந்தகத்தில் கிடைக்கின்றன. Ontario சுகாதார அட்டை உள்ள 2 வயதுக்கு மேற்பட்ட அனைவருக்கும் இலவசம்.

முன்பதிவு இன்றியும் வரலாம்:
  திங்கள் – வெள்ளி: காலை 10 – மாலை 6
  சனி: காலை 10 – பிற்பகல் 2

வரும்போது சுகாதார அட்டையைக் கொண்டு வாருங்கள். 65 வயதுக்கு மேற்பட்ட பெற்றோருக்கு உயர் அளவுத் தடுப்பூசி உண்டு.

மருந்தாளர் க. தேவராஜா தமிழில் உங்கள் கேள்விகளுக்குப் பதில் அளிப்பார்: 416-555-0157

Medleaf Pharmacy · 255 Morningside Ave, Unit 3, Scarborough ON M1E 3E6
இந்த அறிவிப்புகள் வேண்டாமெனில் இந்த மடலுக்கு "STOP" எனப் பதிலளியுங்கள்.`,
    html: `<html lang="ta"><body style="margin:0;background:#f1f7f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #d6e7e1;font-family:'Noto Sans Tamil',Arial,sans-serif;color:#17322b;">
<tr><td style="padding:16px 24px;"><img src="https://refill.medleafpharmacy.ca/img/medleaf-leaf-logo.png" width="150" alt="Medleaf Pharmacy"></td></tr>
<tr><td><img src="https://refill.medleafpharmacy.ca/img/flu-2026-ta.jpg" width="558" alt="காய்ச்சல் தடுப்பூசி 2026–2027" style="display:block;"></td></tr>
<tr><td style="padding:18px 24px 6px 24px;font-size:15px;line-height:25px;">வணக்கம்,<br>2026–2027 பருவத்துக்கான காய்ச்சல் (flu) தடுப்பூசியும் கோவிட்-19 தடுப்பூசியும் இப்போது எமது மருந்தகத்தில் கிடைக்கின்றன. Ontario சுகாதார அட்டை உள்ள 2 வயதுக்கு மேற்பட்ட அனைவருக்கும் <strong>இலவசம்</strong>.</td></tr>
<tr><td style="padding:8px 24px;"><table cellpadding="8" style="font-size:14px;background:#eef7f3;width:100%;"><tr><td><strong>முன்பதிவு இன்றியும் வரலாம்</strong><br>திங்கள் – வெள்ளி: காலை 10 – மாலை 6<br>சனி: காலை 10 – பிற்பகல் 2</td></tr></table></td></tr>
<tr><td style="padding:10px 24px 18px 24px;font-size:14px;line-height:24px;">வரும்போது சுகாதார அட்டையைக் கொண்டு வாருங்கள். 65 வயதுக்கு மேற்பட்ட பெற்றோருக்கு உயர் அளவுத் தடுப்பூசி உண்டு.<br>மருந்தாளர் க. தேவராஜா தமிழில் பதில் அளிப்பார்: <strong>416-555-0157</strong></td></tr>
<tr><td style="padding:14px 24px;background:#f1f7f5;font-size:10px;color:#5f7a72;">Medleaf Pharmacy · 255 Morningside Ave, Unit 3, Scarborough ON M1E 3E6<br>இந்த அறிவிப்புகள் வேண்டாமெனில் "STOP" எனப் பதிலளியுங்கள்.</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ Stonebridge Mutual (car insurance)
  {
    family: "stonebridge-mutual",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://click.e.stonebridgemutual.ca/?qs=3f9a1c2be47d0a55e9f1c3b2a7d84e60c1b9f7a2e0d3c5b8",
    from: "Stonebridge Mutual <myaccount@e.stonebridgemutual.ca>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "Your secure sign-in link",
    date: "Tue, 13 Oct 2026 20:19:40 -0400",
    enc: "qp",
    text: `Hi Sivakumaran,

Here's the sign-in link you requested for Stonebridge Mutual online services. Use it to see your auto policy, download pink slips or report a claim.

Sign in:
https://click.e.stonebridgemutual.ca/?qs=3f9a1c2be47d0a55e9f1c3b2a7d84e60c1b9f7a2e0d3c5b8

This link works once and expires in 15 minutes. It only works in the browser where you requested it.

Didn't request it? You can ignore this email - nobody can sign in without opening the link.

Stonebridge Mutual Insurance Company
1 Stonebridge Way, Waterloo ON N2J 4A5 | Claims 24/7: 1-800-555-0193`,
    html: `<html><body style="margin:0;background:#f3f3f1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 6px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,'Times New Roman',serif;color:#26231f;">
<tr><td style="padding:18px 28px;border-bottom:1px solid #e4e1da;"><img src="https://e.stonebridgemutual.ca/i/sbm-logo.png" width="170" alt="Stonebridge Mutual"></td></tr>
<tr><td style="padding:24px 28px 8px 28px;font-size:16px;line-height:24px;">Hi Sivakumaran,<br><br>Here's the sign-in link you requested for Stonebridge Mutual online services. Use it to see your auto policy, download pink slips or report a claim.</td></tr>
<tr><td style="padding:16px 28px;"><a href="https://click.e.stonebridgemutual.ca/?qs=3f9a1c2be47d0a55e9f1c3b2a7d84e60c1b9f7a2e0d3c5b8" style="background:#5a3e1b;color:#fff;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;text-decoration:none;padding:13px 30px;display:inline-block;">Sign in to my account</a></td></tr>
<tr><td style="padding:4px 28px 24px 28px;font-family:Arial,sans-serif;font-size:13px;line-height:20px;color:#67625a;">This link works once and expires in 15 minutes. It only works in the browser where you requested it.<br>Didn't request it? You can ignore this email &mdash; nobody can sign in without opening the link.</td></tr>
<tr><td style="padding:14px 28px;background:#f3f3f1;font-family:Arial,sans-serif;font-size:10px;color:#7d776d;">Stonebridge Mutual Insurance Company &middot; 1 Stonebridge Way, Waterloo ON N2J 4A5 &middot; Claims 24/7: 1-800-555-0193<br><a href="https://click.e.stonebridgemutual.ca/?qs=77ab0e1f9d2c4b63a8e5f0d1c2b3a4e5f6a7b8c9d0e1f2a3" style="color:#7d776d;">Privacy</a> &middot; <a href="https://click.e.stonebridgemutual.ca/?qs=8d21c6e0b3a94f57a1e2d3c4b5a6f7e8d9c0b1a2f3e4d5c6" style="color:#7d776d;">Contact us</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "stonebridge-mutual",
    group: "consumer",
    lang: "en",
    kind: "policy-renewal",
    code: null,
    link: null,
    from: "Stonebridge Mutual <documents@e.stonebridgemutual.ca>",
    to: "Sivakumaran Rajendran <siva.rajendran@inbox.example>",
    subject: "Your auto policy renewal documents – policy A-4471-902-33",
    date: "Mon, 19 Oct 2026 08:30:00 -0400",
    text: `Hi Sivakumaran,

Your auto policy renews on November 14, 2026. Your renewal documents, including new pink slips (liability cards) for your 2019 Honda CR-V, are now in your online account.

Policy number: A-4471-902-33
Term: Nov 14, 2026 - Nov 14, 2027
Annual premium: $2,364.00 (was $2,298.00)
Monthly payments: $197.00 from your Northpine account ending 4471, starting November 14

Why did my premium change? Rates for your area rose 4.1%. Your conviction-free discount (6 years) still applies.

You don't need to do anything to keep your coverage. To make changes, call your broker, Vanni Insurance Brokers, at 905-555-0174.

Stonebridge Mutual Insurance Company
1 Stonebridge Way, Waterloo ON N2J 4A5 | Claims 24/7: 1-800-555-0193`,
    html: null,
  },
  // ------------------------------------------------------------------ Sathutu Album (photo sharing, Sinhala relatives)
  {
    family: "sathutu-album",
    group: "consumer",
    lang: "si",
    kind: "invite-link",
    code: null,
    link: "https://sathutu.lk/i/aL7c-QW29-kandy?ref=mail",
    from: "Sathutu Album <aradhana@sathutu.lk>",
    to: TO,
    subject: "නිමල් පෙරේරා ඔබට ඇල්බමයකට ආරාධනා කළා",
    date: "Sun, 13 Sep 2026 04:12:55 -0400",
    enc: "b64",
    text: `ආයුබෝවන් තර්ෂිනී,

නිමල් පෙරේරා ඔබට "සඳුනි සහ කසුන්ගේ මංගල උත්සවය – මහනුවර" ඇල්බමය බලන්නටත් ඔබේ ඡායාරූප එකතු කරන්නටත් ආරාධනා කර ඇත.

ආරාධනාව පිළිගැනීමට මෙතැන ඔබන්න:
https://sathutu.lk/i/aL7c-QW29-kandy?ref=mail

ඇල්බමයේ දැනට ඡායාරූප 214ක් සහ වීඩියෝ 9ක් ඇත. මෙම ආරාධනාව දින 14කින් කල් ඉකුත් වේ.

ඔබ නිමල් පෙරේරා නොදන්නේ නම්, මෙම ඊමේල් පණිවිඩය නොසලකා හරින්න.

සතුටු ඇල්බම් · කොළඹ 03, ශ්‍රී ලංකාව`,
    html: `<html lang="si"><body style="margin:0;background:#fff8f0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 6px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:'Noto Sans Sinhala','Iskoola Pota',Arial,sans-serif;color:#3a2418;">
<tr><td align="center" style="padding:22px 20px 8px 20px;"><img src="https://cdn.sathutu.lk/m/sathutu-logo.png" width="120" alt="Sathutu Album"></td></tr>
<tr><td align="center" style="padding:4px 20px;"><img src="https://cdn.sathutu.lk/covers/aL7c-QW29/cover-480.jpg" width="440" alt="සඳුනි සහ කසුන්ගේ මංගල උත්සවය" style="border-radius:8px;display:block;"></td></tr>
<tr><td style="padding:16px 30px 6px 30px;font-size:15px;line-height:26px;">ආයුබෝවන් තර්ෂිනී,<br><strong>නිමල් පෙරේරා</strong> ඔබට <strong>"සඳුනි සහ කසුන්ගේ මංගල උත්සවය – මහනුවර"</strong> ඇල්බමය බලන්නටත් ඔබේ ඡායාරූප එකතු කරන්නටත් ආරාධනා කර ඇත.</td></tr>
<tr><td align="center" style="padding:12px 30px 10px 30px;">${
      btn("https://sathutu.lk/i/aL7c-QW29-kandy?ref=mail", "ආරාධනාව පිළිගන්න", "#d2553a")
    }</td></tr>
<tr><td style="padding:6px 30px 22px 30px;font-size:13px;line-height:22px;color:#7a6356;">ඡායාරූප 214ක් · වීඩියෝ 9ක් · මෙම ආරාධනාව දින 14කින් කල් ඉකුත් වේ.<br>ඔබ නිමල් පෙරේරා නොදන්නේ නම්, මෙම පණිවිඩය නොසලකා හරින්න.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:10px;color:#a08d80;">සතුටු ඇල්බම් · කොළඹ 03, ශ්‍රී ලංකාව · <a href="https://sathutu.lk/privacy" style="color:#a08d80;">Privacy</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "sathutu-album",
    group: "consumer",
    lang: "si",
    kind: "photos-added",
    code: null,
    link: null,
    from: "Sathutu Album <notify@sathutu.lk>",
    to: TO,
    subject: "සඳුනිගේ මංගල ඇල්බමයට නව ඡායාරූප 48ක්",
    date: "Sat, 3 Oct 2026 02:40:18 -0400",
    text: `ආයුබෝවන් තර්ෂිනී,

කසුන් ජයසිංහ "සඳුනි සහ කසුන්ගේ මංගල උත්සවය – මහනුවර" ඇල්බමයට නව ඡායාරූප 48ක් එකතු කළා (හෝම්කමිං උත්සවය).

ඇල්බමය ඇප් එකෙන් හෝ sathutu.lk වෙතින් බලන්න.

මෙවැනි දැනුම්දීම් සතියකට වරක් පමණක් ලබා ගැනීමට: https://sathutu.lk/settings/notifications

සතුටු ඇල්බම් · කොළඹ 03, ශ්‍රී ලංකාව`,
    html: null,
  },
  {
    family: "sathutu-album",
    group: "consumer",
    lang: "si",
    kind: "comment-notice",
    code: null,
    link: null,
    from: "Sathutu Album <notify@sathutu.lk>",
    to: TO,
    subject: "නිමල් පෙරේරා ඔබේ ඡායාරූපයට අදහසක් එකතු කළා",
    date: "Sun, 4 Oct 2026 09:05:33 -0400",
    enc: "qp",
    text: `නිමල් පෙරේරා ඔබ එකතු කළ ඡායාරූපයට අදහසක් දැක්වුවා:

"අංජලී අපේ පුතා එක්ක නටන හැටි බලන්න! ❤️ ඊළඟ පාර ටොරොන්ටෝ වලින් එනකොට අපේ ගෙදර නවතින්න."

පිළිතුරු දීමට ඇප් එක විවෘත කරන්න.

සතුටු ඇල්බම් · කොළඹ 03, ශ්‍රී ලංකාව
දැනුම්දීම් සැකසුම්: https://sathutu.lk/settings/notifications`,
    html: `<html lang="si"><body style="margin:0;background:#fff8f0;font-family:'Noto Sans Sinhala',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 6px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;color:#3a2418;">
<tr><td style="padding:18px 24px;"><table><tr><td><img src="https://cdn.sathutu.lk/avatars/u/55812.jpg" width="44" height="44" alt="නිමල් පෙරේරා" style="border-radius:22px;"></td><td style="padding-left:12px;font-size:14px;"><strong>නිමල් පෙරේරා</strong> ඔබ එකතු කළ ඡායාරූපයට අදහසක් දැක්වුවා</td></tr></table></td></tr>
<tr><td style="padding:0 24px;"><img src="https://cdn.sathutu.lk/p/aL7c-QW29/9931-thumb.jpg" width="432" alt="ඡායාරූපය" style="border-radius:8px;display:block;"></td></tr>
<tr><td style="padding:14px 24px;font-size:15px;line-height:25px;background:#fdf0e6;">"අංජලී අපේ පුතා එක්ක නටන හැටි බලන්න! ❤️ ඊළඟ පාර ටොරොන්ටෝ වලින් එනකොට අපේ ගෙදර නවතින්න."</td></tr>
<tr><td style="padding:14px 24px 20px 24px;font-size:13px;color:#7a6356;">පිළිතුරු දීමට ඇප් එක විවෘත කරන්න.</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:10px;color:#a08d80;">සතුටු ඇල්බම් · කොළඹ 03, ශ්‍රී ලංකාව · <a href="https://sathutu.lk/settings/notifications" style="color:#a08d80;">දැනුම්දීම් සැකසුම්</a></p>
</td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------------ Humberlea DSB, translated notice
  {
    family: "humberlea-dsb",
    group: "regional",
    lang: "ta",
    kind: "school-notice",
    code: null,
    link: null,
    from: "Humberlea District School Board <communications@humberleadsb.ca>",
    to: TO,
    subject: "முதல் முன்னேற்ற அறிக்கையும் பெற்றோர்–ஆசிரியர் சந்திப்பும் (தமிழ் மொழிபெயர்ப்பு)",
    date: "Fri, 30 Oct 2026 14:00:00 -0400",
    enc: "b64",
    text:
      `(This message is a Tamil translation of the board's notice to families. English version: https://www.humberleadsb.ca/news/progress-reports-2026)

அன்புள்ள பெற்றோர்களே, பாதுகாவலர்களே,

1 முதல் 8ஆம் வகுப்பு வரையிலான மாணவர்களுக்கான இலையுதிர்கால முன்னேற்ற அறிக்கை (Progress Report) நவம்பர் 16, 2026 அன்று Parent Portal இல் வெளியிடப்படும். அச்சிட்ட பிரதி தேவைப்படுவோர் பாடசாலை அலுவலகத்தைக் கேட்கலாம்.

பெற்றோர்–ஆசிரியர் சந்திப்புகள் நவம்பர் 19 (வியாழன்) மாலையிலும் நவம்பர் 20 (வெள்ளி) காலையிலும் நடைபெறும். நவம்பர் 20 அன்று மாணவர்களுக்குப் பாடசாலை இல்லை (PA Day).

சந்திப்பு நேரத்தை வகுப்பாசிரியர் உங்கள் பிள்ளையின் மூலம் அறிவிப்பார். மொழிபெயர்ப்பாளர் தேவைப்பட்டால், நவம்பர் 10க்கு முன் பாடசாலை அலுவலகத்துக்குத் தெரிவியுங்கள் – தமிழ் மொழிபெயர்ப்பாளர் இலவசமாக ஏற்பாடு செய்யப்படும்.

நன்றி,
Humberlea District School Board
2050 Kipling Avenue, Toronto, ON M9W 4K1 · 416-555-0100`,
    html: `<html lang="ta"><body style="margin:0;background:#f2f3f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid #00567a;font-family:'Noto Sans Tamil','Latha',Arial,sans-serif;color:#2b2b2b;">
<tr><td style="padding:20px 30px 6px 30px;"><img src="https://parents.humberleadsb.ca/static/img/hdsb-logo-email.png" width="150" alt="Humberlea District School Board"></td></tr>
<tr><td style="padding:4px 30px;font-family:Arial,sans-serif;font-size:11px;color:#777;">This message is a Tamil translation of the board's notice to families. <a href="https://www.humberleadsb.ca/news/progress-reports-2026" style="color:#00567a;">English version</a></td></tr>
<tr><td style="padding:14px 30px 24px 30px;font-size:15px;line-height:26px;">
<p>அன்புள்ள பெற்றோர்களே, பாதுகாவலர்களே,</p>
<p>1 முதல் 8ஆம் வகுப்பு வரையிலான மாணவர்களுக்கான இலையுதிர்கால <strong>முன்னேற்ற அறிக்கை</strong> (Progress Report) <strong>நவம்பர் 16, 2026</strong> அன்று Parent Portal இல் வெளியிடப்படும். அச்சிட்ட பிரதி தேவைப்படுவோர் பாடசாலை அலுவலகத்தைக் கேட்கலாம்.</p>
<p><strong>பெற்றோர்–ஆசிரியர் சந்திப்புகள்</strong> நவம்பர் 19 (வியாழன்) மாலையிலும் நவம்பர் 20 (வெள்ளி) காலையிலும் நடைபெறும். நவம்பர் 20 அன்று மாணவர்களுக்குப் பாடசாலை இல்லை (PA Day).</p>
<p>சந்திப்பு நேரத்தை வகுப்பாசிரியர் உங்கள் பிள்ளையின் மூலம் அறிவிப்பார். மொழிபெயர்ப்பாளர் தேவைப்பட்டால், நவம்பர் 10க்கு முன் பாடசாலை அலுவலகத்துக்குத் தெரிவியுங்கள் – தமிழ் மொழிபெயர்ப்பாளர் இலவசமாக ஏற்பாடு செய்யப்படும்.</p>
<p>நன்றி,<br>Humberlea District School Board</p>
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#7a7f87;">2050 Kipling Avenue, Toronto, ON M9W 4K1 &middot; 416-555-0100 &middot; <a href="https://www.humberleadsb.ca/privacy" style="color:#7a7f87;">Privacy</a></p>
</td></tr></table></body></html>`,
  },
];
