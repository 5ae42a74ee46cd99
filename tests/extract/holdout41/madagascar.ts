/**
 * The inbox of a tour guide and small travel-agency owner in Antananarivo over two months: booking
 * extranets, mobile money, a bank, a telecom, a domestic airline, park permits, 4x4 rental, lodges,
 * a guides' association, business apps and travellers' own letters, in Malagasy, French, English and more.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026 (month 1-12), with the sender's zone. */
function d(month: number, day: number, time: string, zone = "+0300"): string {
  const wd = new Date(Date.UTC(2026, month - 1, day)).getUTCDay();
  return `${DAYS[wd]}, ${day} ${MONTHS[month - 1]} 2026 ${time} ${zone}`;
}

const ME = "Hery Andrianarivelo <hery@mitsangana-tours.mg>";

// ---------------------------------------------------------------- Voyaza partner hub (booking platform)

function voyaza_page(pre: string, body: string, lang = "en"): string {
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Voyaza Partner Hub</title></head>
<body style="margin:0;padding:0;background:#eef1f5;">
<div style="display:none;max-height:0;overflow:hidden;color:#eef1f5;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f5;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:Helvetica,Arial,sans-serif;color:#1d2733;">
<tr><td style="padding:18px 28px;border-bottom:3px solid #0a7c86;">
<a href="https://partners.voyaza.com/?utm_source=email&amp;utm_medium=header"><img src="https://static.voyaza.com/mail/logo-partner-hub@2x.png" width="150" alt="Voyaza Partner Hub" style="border:0;display:block;"></a></td></tr>
${body}
<tr><td style="padding:20px 28px;background:#f7f8fa;font-size:11px;line-height:16px;color:#6b7785;">
${
    lang === "fr"
      ? "Vous recevez cet e-mail parce que vous gérez un établissement sur Voyaza."
      : "You are receiving this e-mail because you manage a property or activity on Voyaza."
  }<br>
<a href="https://partners.voyaza.com/help" style="color:#0a7c86;">${
    lang === "fr" ? "Centre d'aide" : "Help centre"
  }</a> &middot;
<a href="https://www.voyaza.com/legal/privacy" style="color:#0a7c86;">${
    lang === "fr" ? "Confidentialité" : "Privacy"
  }</a> &middot;
<a href="https://partners.voyaza.com/settings/notifications" style="color:#0a7c86;">${
    lang === "fr" ? "Préférences e-mail" : "E-mail preferences"
  }</a><br>
Voyaza B.V., Keizersgracht 512, 1017 EK Amsterdam, Netherlands &middot; &copy; 2026 Voyaza</td></tr>
</table></td></tr></table></body></html>`;
}

const voyaza: Mail[] = [
  {
    family: "voyaza-partner-hub",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "608274",
    link: null,
    from: "Voyaza Partner Hub <no-reply@partners.voyaza.com>",
    to: ME,
    subject: "608274 is your Partner Hub verification code",
    date: d(10, 2, "06:14:09", "+0000"),
    text: `Hi Hery,

Someone (hopefully you) is signing in to the Voyaza Partner Hub for Mitsangana Tours (partner ID 3310457).

Your verification code: 608274

The code expires in 10 minutes. Voyaza staff will never ask you for this code by phone or chat.

If you did not try to sign in, change your password and contact partner support: https://partners.voyaza.com/help/security

Voyaza B.V., Keizersgracht 512, 1017 EK Amsterdam
`,
    html: voyaza_page(
      "Use this code to finish signing in. It expires in 10 minutes.",
      `<tr><td style="padding:28px 28px 8px;font-size:15px;line-height:22px;">
<p style="margin:0 0 14px;">Hi Hery,</p>
<p style="margin:0 0 14px;">Someone (hopefully you) is signing in to the Voyaza Partner Hub for <b>Mitsangana Tours</b> (partner ID 3310457). Enter this code on the sign-in screen:</p></td></tr>
<tr><td align="center" style="padding:8px 28px 20px;">
<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td style="background:#e6f4f5;border-radius:4px;padding:14px 26px;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:10px;color:#0a7c86;">608274</td>
</tr></table></td></tr>
<tr><td style="padding:0 28px 26px;font-size:13px;line-height:20px;color:#4a5563;">
<p style="margin:0 0 10px;">The code expires in 10 minutes. Voyaza staff will never ask you for this code by phone or chat.</p>
<p style="margin:0;">Not you? <a href="https://partners.voyaza.com/help/security" style="color:#0a7c86;">Secure your account</a>.</p></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "voyaza-partner-hub",
    group: "consumer",
    lang: "fr",
    kind: "booking-new",
    code: null,
    link: null,
    from: "Voyaza Partner Hub <reservations@partners.voyaza.com>",
    to: ME,
    subject: "Nouvelle réservation : Circuit Tsingy & Baobabs 8 jours – VZ-88120347",
    date: d(10, 5, "14:02:51", "+0000"),
    text: `Bonjour Mitsangana Tours,

Vous avez une nouvelle réservation.

Numéro de réservation : VZ-88120347
Activité : Circuit Tsingy & Baobabs 8 jours (privatif)
Date de départ : 14 novembre 2026, 07:00 – prise en charge Hôtel Colbert, Antananarivo
Voyageurs : 2 adultes (Mme Claire Dufresne)
Montant payé par le client : 2 480,00 EUR
Commission Voyaza (18 %) : 446,40 EUR
Votre versement : 2 033,60 EUR, prévu le 21 novembre 2026

Voir la réservation : https://partners.voyaza.com/bookings/VZ-88120347

Le client peut annuler gratuitement jusqu'au 31 octobre 2026.

L'équipe Voyaza Partenaires
`,
    html: voyaza_page(
      "VZ-88120347 · 14 nov. 2026 · 2 adultes · 2 480,00 EUR",
      `<tr><td style="padding:26px 28px 6px;font-size:20px;font-weight:bold;">Nouvelle réservation confirmée</td></tr>
<tr><td style="padding:0 28px 18px;font-size:14px;line-height:21px;">Bonjour Mitsangana Tours, un voyageur vient de réserver une de vos activités.</td></tr>
<tr><td style="padding:0 28px;">
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #dde3ea;border-collapse:collapse;">
<tr><td style="background:#f7f8fa;width:42%;">Numéro de réservation</td><td><b>VZ-88120347</b></td></tr>
<tr><td style="background:#f7f8fa;">Activité</td><td>Circuit Tsingy &amp; Baobabs 8 jours (privatif)</td></tr>
<tr><td style="background:#f7f8fa;">Départ</td><td>14 novembre 2026, 07:00<br>Hôtel Colbert, Antananarivo</td></tr>
<tr><td style="background:#f7f8fa;">Voyageurs</td><td>2 adultes &ndash; Mme Claire Dufresne</td></tr>
<tr><td style="background:#f7f8fa;">Payé par le client</td><td>2&nbsp;480,00&nbsp;EUR</td></tr>
<tr><td style="background:#f7f8fa;">Commission (18&nbsp;%)</td><td>&minus;446,40&nbsp;EUR</td></tr>
<tr><td style="background:#f7f8fa;">Votre versement</td><td><b>2&nbsp;033,60&nbsp;EUR</b> le 21/11/2026</td></tr>
</table></td></tr>
<tr><td style="padding:20px 28px;"><a href="https://partners.voyaza.com/bookings/VZ-88120347" style="display:inline-block;background:#0a7c86;color:#ffffff;text-decoration:none;padding:11px 22px;border-radius:4px;font-size:14px;">Voir la réservation</a></td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#6b7785;">Annulation gratuite pour le client jusqu'au 31 octobre 2026.</td></tr>`,
      "fr",
    ),
    enc: "qp",
  },
  {
    family: "voyaza-partner-hub",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://partners.voyaza.com/team/join?inv=Qm9yb2JlLTMzMTA0NTctNzc0&src=email",
    from: "Voyaza Partner Hub <no-reply@partners.voyaza.com>",
    to: "Fanja Rakotomalala <fanja.rakoto@mitsangana-tours.mg>",
    subject: "Hery Andrianarivelo added you to Mitsangana Tours on Voyaza",
    date: d(10, 9, "08:40:17", "+0000"),
    text:
      `Hery Andrianarivelo has invited you to help manage Mitsangana Tours (partner ID 3310457) on the Voyaza Partner Hub.

Role: Reservations (can view and manage bookings, cannot see payouts)

Accept the invitation:
https://partners.voyaza.com/team/join?inv=Qm9yb2JlLTMzMTA0NTctNzc0&src=email

This invitation expires in 7 days. If you don't know Hery, you can ignore this e-mail.

Voyaza B.V. - Keizersgracht 512, 1017 EK Amsterdam
`,
    html: voyaza_page(
      "You've been invited to join the team at Mitsangana Tours.",
      `<tr><td style="padding:28px;font-size:15px;line-height:22px;">
<p style="margin:0 0 14px;"><b>Hery Andrianarivelo</b> has invited you to help manage <b>Mitsangana Tours</b> (partner ID 3310457) on the Voyaza Partner Hub.</p>
<p style="margin:0 0 18px;">Your role: <b>Reservations</b> &ndash; view and manage bookings. Payouts and bank details stay hidden.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td bgcolor="#0a7c86" style="border-radius:4px;">
<a href="https://partners.voyaza.com/team/join?inv=Qm9yb2JlLTMzMTA0NTctNzc0&amp;src=email" style="display:inline-block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:bold;">Accept invitation</a></td></tr></table>
<p style="margin:18px 0 0;font-size:12px;color:#6b7785;">This invitation expires in 7 days. Don't know Hery? Just ignore this e-mail.</p></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "voyaza-partner-hub",
    group: "consumer",
    lang: "en",
    kind: "review-new",
    code: null,
    link: null,
    from: "Voyaza Reviews <reviews@partners.voyaza.com>",
    to: ME,
    subject: 'New 5-star review for "Andasibe night walk & lemurs"',
    date: d(11, 3, "17:25:40", "+0000"),
    text: `You have a new review on Voyaza

Andasibe night walk & lemurs - booking VZ-87990214
Rating: 5/5 - "Hery found a leaf-tailed gecko we would never have seen!"
by Tom W., United Kingdom, travelled October 2026

Replying to reviews helps travellers choose you. Reply in the Partner Hub:
https://partners.voyaza.com/reviews?utm_source=email&utm_campaign=review_new

Your average rating: 4.9 (212 reviews)
`,
    html: voyaza_page(
      "Tom W. rated Andasibe night walk & lemurs 5/5.",
      `<tr><td style="padding:26px 28px 8px;font-size:18px;font-weight:bold;">You have a new review</td></tr>
<tr><td style="padding:0 28px 14px;font-size:14px;line-height:21px;">Andasibe night walk &amp; lemurs &middot; booking VZ-87990214</td></tr>
<tr><td style="padding:0 28px;"><table role="presentation" width="100%" cellpadding="14" cellspacing="0" style="background:#f7f8fa;border-left:4px solid #f2b705;">
<tr><td style="font-size:14px;line-height:21px;"><span style="color:#f2b705;font-size:18px;">&#9733;&#9733;&#9733;&#9733;&#9733;</span><br>
&ldquo;Hery found a leaf-tailed gecko we would never have seen!&rdquo;<br><span style="color:#6b7785;font-size:12px;">Tom W., United Kingdom &middot; travelled October 2026</span></td></tr></table></td></tr>
<tr><td style="padding:20px 28px;"><a href="https://partners.voyaza.com/reviews?utm_source=email&amp;utm_campaign=review_new" style="color:#0a7c86;font-weight:bold;">Reply to this review &rarr;</a></td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#6b7785;">Average rating 4.9 from 212 reviews.</td></tr>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Trekora (activities marketplace)

const trekora_foot = `--
Trekora Supplier Support · +44 20 3808 4410 · suppliers@trekora.travel
Trekora Ltd, 3rd Floor, 41 Great Sutton Street, London EC1V 0DX
Manage notifications: https://supply.trekora.travel/settings/email`;

const trekora: Mail[] = [
  {
    family: "trekora-tours",
    group: "consumer",
    lang: "en",
    kind: "booking-new",
    code: null,
    link: null,
    from: "Trekora Bookings <bookings@supply.trekora.travel>",
    to: ME,
    subject: "Booking TRK-5K2M9Q confirmed - Isalo 3-day trek, 4 Dec 2026",
    date: d(10, 12, "11:08:33", "+0000"),
    text: `New booking - action not required

Booking reference: TRK-5K2M9Q
Product: Isalo National Park 3-day trek with camping (option: private group)
Date: Friday 4 December 2026, 06:30
Lead traveller: Mr Jonas Becker, +49 171 5520 318
Participants: 3 adults
Pickup: Relais de la Reine, Ranohira
Net rate to you: 690.00 EUR

Traveller notes: "One of us is vegetarian. Can we see the Piscine Naturelle?"

The traveller received your mobile voucher. Check-in on the day using the Trekora Supplier app.

${trekora_foot}
`,
    html: null,
  },
  {
    family: "trekora-tours",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://supply.trekora.travel/account/password/new?reset_token=f81c0a57e4b94d3fa0c2&uid=77120",
    from: "Trekora <no-reply@supply.trekora.travel>",
    to: ME,
    subject: "Reset your Trekora Supplier password",
    date: d(10, 19, "04:51:02", "+0000"),
    text: `Hello Hery,

We received a request to reset the password for your Trekora Supplier account (hery@mitsangana-tours.mg).

Choose a new password here:
https://supply.trekora.travel/account/password/new?reset_token=f81c0a57e4b94d3fa0c2&uid=77120

The link works once and expires in 60 minutes. If you didn't ask for this, you can ignore this message - your password stays the same.

${trekora_foot}
`,
    html: `<html><body style="font-family:Georgia,serif;background:#faf7f2;margin:0;padding:30px 0;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e5dccd;">
<tr><td style="padding:22px 30px;background:#2f4b3a;"><img src="https://cdn.trekora.travel/email/trekora-white.png" alt="Trekora" width="120" height="28"></td></tr>
<tr><td style="padding:30px;font-size:15px;line-height:23px;color:#2b2b2b;">
<p>Hello Hery,</p>
<p>We received a request to reset the password for your Trekora Supplier account (<a href="mailto:hery@mitsangana-tours.mg" style="color:#2f4b3a;">hery@mitsangana-tours.mg</a>).</p>
<p style="text-align:center;margin:28px 0;"><a href="https://supply.trekora.travel/account/password/new?reset_token=f81c0a57e4b94d3fa0c2&amp;uid=77120" style="background:#e07a2f;color:#fff;padding:12px 30px;text-decoration:none;font-family:Arial,sans-serif;font-weight:bold;border-radius:3px;">Choose a new password</a></p>
<p style="font-size:13px;color:#666;">The link works once and expires in 60 minutes. If you didn't ask for this, ignore this message &mdash; your password stays the same.</p>
</td></tr>
<tr><td style="padding:18px 30px;font-size:11px;color:#8a8a8a;border-top:1px solid #eee;font-family:Arial,sans-serif;">
Trekora Supplier Support &middot; +44 20 3808 4410<br>Trekora Ltd, 3rd Floor, 41 Great Sutton Street, London EC1V 0DX<br>
<a href="https://supply.trekora.travel/settings/email" style="color:#8a8a8a;">Manage notifications</a> &middot; <a href="https://www.trekora.travel/privacy" style="color:#8a8a8a;">Privacy</a></td></tr>
</table></body></html>`,
    enc: "7bit",
  },
  {
    family: "trekora-tours",
    group: "consumer",
    lang: "en",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Trekora Finance <finance@supply.trekora.travel>",
    to: ME,
    subject: "Remittance advice - payment run 2026-11-05",
    date: d(11, 5, "09:00:12", "+0000"),
    text: `Dear supplier,

Please find attached the remittance advice for payment run 2026-11-05.

Supplier: Mitsangana Tours SARL (supplier no. S-40981)
Amount: 1,845.00 EUR
Bookings included: 6 (service dates 1 - 31 October 2026)
Paid to: IBAN MG46 •••• •••• 2207
Expected value date: 7 November 2026

Statements are also available in the Finance tab of the supplier portal.

${trekora_foot}
`,
    html: null,
    attachment: [
      "trekora_remittance_S-40981_2026-11-05.pdf",
      "application/pdf",
      "%PDF-1.4\n% Trekora remittance S-40981 2026-11-05\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- MahaVola (mobile money)

const mahavola: Mail[] = [
  {
    family: "mahavola",
    group: "regional",
    lang: "mg",
    kind: "money-received",
    code: null,
    link: null,
    from: "MahaVola <tsy-mamaly@mahavola.mg>",
    to: ME,
    subject: "Nahazo vola ianao: 350 000 Ar",
    date: d(10, 3, "15:47:20"),
    text: `Manao ahoana Hery,

Nahazo 350 000 Ar avy amin'ny RAZAFY Miora (034 12 •• •• 77) ianao.
Antony: "Avance circuit Andasibe"
Laharan'ny fifanakalozana: MV261003.1547.A88213
Daty: 03/10/2026 15:47
Ambim-bola vaovao: 1 212 400 Ar

Misaotra anao nisafidy an'i MahaVola.
Serivisy mpanjifa: 321 (maimaim-poana) na +261 34 00 321 00
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff7e6;font-family:Verdana,Arial,sans-serif;">
<tr><td align="center" style="padding:20px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #f29100;">
<tr><td style="padding:18px 24px;"><img src="https://www.mahavola.mg/img/mail/logo.png" alt="MahaVola" width="130"></td></tr>
<tr><td style="padding:0 24px;font-size:14px;color:#333;">Manao ahoana Hery,</td></tr>
<tr><td align="center" style="padding:18px 24px;font-size:13px;color:#777;">Nahazo vola ianao<br><span style="font-size:30px;color:#f29100;font-weight:bold;">+350&nbsp;000&nbsp;Ar</span></td></tr>
<tr><td style="padding:0 24px 18px;">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;color:#333;">
<tr><td style="color:#777;">Mpandefa</td><td align="right">RAZAFY Miora (034 12 &bull;&bull; &bull;&bull; 77)</td></tr>
<tr><td style="color:#777;">Antony</td><td align="right">Avance circuit Andasibe</td></tr>
<tr><td style="color:#777;">Laharana</td><td align="right">MV261003.1547.A88213</td></tr>
<tr><td style="color:#777;">Daty</td><td align="right">03/10/2026 15:47</td></tr>
<tr><td style="color:#777;border-top:1px solid #eee;">Ambim-bola</td><td align="right" style="border-top:1px solid #eee;"><b>1&nbsp;212&nbsp;400&nbsp;Ar</b></td></tr>
</table></td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#999;">MahaVola SA &middot; Immeuble Fitaratra, Ankorondrano, Antananarivo 101<br>
Serivisy mpanjifa: 321 na +261 34 00 321 00 &middot; <a href="https://www.mahavola.mg/fiarovana" style="color:#f29100;">Torohevitra momba ny fiarovana</a></td></tr>
</table></td></tr></table>`,
    enc: "8bit",
  },
  {
    family: "mahavola",
    group: "regional",
    lang: "mg",
    kind: "cashout-code",
    code: "47190352",
    link: null,
    from: "MahaVola <tsy-mamaly@mahavola.mg>",
    to: ME,
    subject: "Kaody fanalana vola amin'ny mpivarotra MahaVola",
    date: d(10, 16, "09:12:48"),
    text: `Manao ahoana Hery,

Nangataka hanala vola 600 000 Ar amin'ny mpivarotra ianao (Mpivarotra: KIOSKY HASINA, Analakely, kaody mpivarotra 00417).

Ny kaody fanalana vola dia: 4719 0352

Asehoy amin'ny mpivarotra io kaody io miaraka amin'ny karapanondronao. Manan-kery mandritra ny 30 minitra izy (hatramin'ny 09:42).
Sarany: 3 000 Ar.

Aza omena olon-kafa mihitsy io kaody io, na mpiasan'ny MahaVola aza.
Raha tsy ianao no nangataka, antsoy avy hatrany ny 321.

MahaVola SA, Ankorondrano, Antananarivo 101
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff7e6;font-family:Verdana,Arial,sans-serif;">
<tr><td align="center" style="padding:20px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #f29100;">
<tr><td style="padding:18px 24px;"><img src="https://www.mahavola.mg/img/mail/logo.png" alt="MahaVola" width="130"></td></tr>
<tr><td style="padding:0 24px 10px;font-size:14px;line-height:21px;color:#333;">Manao ahoana Hery,<br><br>Nangataka hanala vola <b>600&nbsp;000&nbsp;Ar</b> amin'ny mpivarotra ianao:<br>KIOSKY HASINA, Analakely &middot; kaody mpivarotra 00417</td></tr>
<tr><td style="padding:6px 24px;font-size:13px;color:#777;">Kaody fanalana vola</td></tr>
<tr><td align="center" style="padding:4px 24px 14px;">
<table cellpadding="0" cellspacing="6"><tr>
<td style="border:2px solid #f29100;width:34px;height:44px;text-align:center;font-size:26px;font-weight:bold;">4</td>
<td style="border:2px solid #f29100;width:34px;height:44px;text-align:center;font-size:26px;font-weight:bold;">7</td>
<td style="border:2px solid #f29100;width:34px;height:44px;text-align:center;font-size:26px;font-weight:bold;">1</td>
<td style="border:2px solid #f29100;width:34px;height:44px;text-align:center;font-size:26px;font-weight:bold;">9</td>
<td style="width:14px;"></td>
<td style="border:2px solid #f29100;width:34px;height:44px;text-align:center;font-size:26px;font-weight:bold;">0</td>
<td style="border:2px solid #f29100;width:34px;height:44px;text-align:center;font-size:26px;font-weight:bold;">3</td>
<td style="border:2px solid #f29100;width:34px;height:44px;text-align:center;font-size:26px;font-weight:bold;">5</td>
<td style="border:2px solid #f29100;width:34px;height:44px;text-align:center;font-size:26px;font-weight:bold;">2</td>
</tr></table></td></tr>
<tr><td style="padding:0 24px 18px;font-size:13px;line-height:20px;color:#333;">Asehoy amin'ny mpivarotra miaraka amin'ny karapanondronao. Manan-kery mandritra ny 30 minitra (hatramin'ny 09:42). Sarany: 3&nbsp;000&nbsp;Ar.<br>
<b style="color:#c0392b;">Aza omena olon-kafa mihitsy io kaody io.</b> Raha tsy ianao no nangataka, antsoy ny 321.</td></tr>
<tr><td style="padding:14px 24px;background:#fafafa;font-size:11px;color:#999;">MahaVola SA &middot; Immeuble Fitaratra, Ankorondrano, Antananarivo 101 &middot; <a href="https://www.mahavola.mg/fanampiana" style="color:#f29100;">Fanampiana</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "mahavola",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "285106",
    link: null,
    from: "MahaVola <securite@mahavola.mg>",
    to: ME,
    subject: "Code de connexion MahaVola Business",
    date: d(10, 27, "19:33:05"),
    text: `Bonjour,

Voici votre code pour vous connecter à MahaVola Business (compte marchand 0341 •••• 18) depuis un nouvel appareil (Chrome sur Windows, Antananarivo) :

285106

Ce code est valable 5 minutes. Ne le communiquez à personne.

Si vous n'êtes pas à l'origine de cette demande, bloquez votre accès en composant le #111*9# ou appelez le 321.

MahaVola SA – Ankorondrano, Antananarivo 101 – www.mahavola.mg
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "mahavola",
    group: "regional",
    lang: "mg",
    kind: "promo",
    code: null,
    link: null,
    from: "MahaVola <vaovao@mahavola.mg>",
    to: ME,
    subject: "Aloavy amin'ny MahaVola ny faktiora JIRAMA dia mahazoa 5 % miverina!",
    date: d(11, 14, "10:00:00"),
    text:
      `Hatramin'ny 30 Novambra 2026: aloavy amin'ny MahaVola ny faktioran'ny rano sy herinaratra, dia mahazoa 5 % miverina (hatramin'ny 10 000 Ar isam-bolana).

Tsindrio ny #111*4# na sokafy ny fampiharana MahaVola.
Fepetra: https://www.mahavola.mg/tolotra/faktiora-5

Tsy te handray hafatra toy izao intsony? https://www.mahavola.mg/newsletter/desinscription?u=hery%40mitsangana-tours.mg
`,
    html: `<div style="background:#f29100;padding:30px 0;font-family:Arial,sans-serif;">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:10px;overflow:hidden;">
<a href="https://www.mahavola.mg/tolotra/faktiora-5?utm_source=newsletter"><img src="https://www.mahavola.mg/img/campagne/faktiora-5-banner.jpg" alt="5% miverina amin'ny faktiora" width="520" style="display:block;width:100%;"></a>
<div style="padding:22px;font-size:15px;line-height:22px;color:#333;">
<p><b>Hatramin'ny 30 Novambra 2026</b>: aloavy amin'ny MahaVola ny faktioran'ny rano sy herinaratra, dia mahazoa <b>5&nbsp;% miverina</b> (hatramin'ny 10&nbsp;000&nbsp;Ar isam-bolana).</p>
<p>Tsindrio ny <b>#111*4#</b> na sokafy ny fampiharana.</p>
<p><a href="https://play.google.com/store/apps/details?id=mg.mahavola.app"><img src="https://www.mahavola.mg/img/badges/google-play.png" alt="Alaina ao amin'ny Google Play" height="40"></a>
<a href="https://apps.apple.com/mg/app/mahavola/id1588200417"><img src="https://www.mahavola.mg/img/badges/app-store.png" alt="Alaina ao amin'ny App Store" height="40"></a></p>
<p style="font-size:11px;color:#999;"><a href="https://www.mahavola.mg/tolotra/faktiora-5" style="color:#999;">Fepetra</a> &middot; <a href="https://www.mahavola.mg/newsletter/desinscription?u=hery%40mitsangana-tours.mg" style="color:#999;">Hiala amin'ny lisitra</a><br>MahaVola SA, Ankorondrano, Antananarivo 101</p>
</div></div></div>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Banque Sambirano

function sambirano_page(title: string, body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f2f1;">
<table width="100%" cellspacing="0" cellpadding="0" border="0" bgcolor="#f0f2f1"><tr><td align="center">
<table width="600" cellspacing="0" cellpadding="0" border="0" bgcolor="#ffffff" style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;">
<tr><td bgcolor="#0b4a35" style="padding:16px 24px;"><img src="https://www.banque-sambirano.mg/static/mail/logo-bs.png" alt="Banque Sambirano" width="170" height="34" style="display:block;"></td></tr>
<tr><td style="padding:24px 24px 4px;font-size:18px;color:#0b4a35;font-weight:bold;">${title}</td></tr>
${body}
<tr><td style="padding:16px 24px;font-size:11px;color:#777;border-top:1px solid #ddd;">Banque Sambirano SA &ndash; capital 40 000 000 000 MGA &ndash; 12, rue Rainitovo, Antsahavola, BP 1288, Antananarivo 101<br>
Service clients : +261 20 22 615 00 (lun.&ndash;ven. 8h&ndash;17h) &middot; <a href="https://www.banque-sambirano.mg/securite" style="color:#0b4a35;">Conseils de sécurité</a> &middot; <a href="https://www.banque-sambirano.mg/mentions-legales" style="color:#0b4a35;">Mentions légales</a><br>
Banque Sambirano ne vous demandera jamais vos codes par e-mail ou par téléphone.</td></tr>
</table></td></tr></table></body></html>`;
}

const sambirano: Mail[] = [
  {
    family: "banque-sambirano",
    group: "regional",
    lang: "fr",
    kind: "transfer-otp",
    code: "73018462",
    link: null,
    from: "Banque Sambirano <sambiranonet@banque-sambirano.mg>",
    to: ME,
    subject: "SambiranoNet : validation de votre virement international",
    date: d(10, 8, "10:26:37"),
    text: `Madame, Monsieur,

Vous avez initié un virement international depuis SambiranoNet :

Compte débité : 00011 02215 •••••••4406 (Compte courant professionnel)
Bénéficiaire : LODGE NOSY FASIKA SARL – BNI MADAGASCAR
Montant : 4 650 000 MGA
Référence : ACOMPTE GROUPE BECKER DEC26

Code de validation à saisir : 73018462

Ce code est valable 10 minutes et pour cette opération uniquement. Si vous n'êtes pas à l'origine de ce virement, ne saisissez pas le code et appelez le +261 20 22 615 00.

Banque Sambirano – Antsahavola, Antananarivo 101
`,
    html: sambirano_page(
      "Validation de votre virement",
      `<tr><td style="padding:10px 24px;line-height:21px;">Madame, Monsieur,<br>vous avez initié le virement suivant depuis SambiranoNet&nbsp;:</td></tr>
<tr><td style="padding:6px 24px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f6f8f7;">
<tr><td width="40%">Compte débité</td><td>00011 02215 &bull;&bull;&bull;&bull;&bull;&bull;&bull;4406</td></tr>
<tr><td>Bénéficiaire</td><td>LODGE NOSY FASIKA SARL</td></tr>
<tr><td>Montant</td><td><b>4&nbsp;650&nbsp;000 MGA</b></td></tr>
<tr><td>Référence</td><td>ACOMPTE GROUPE BECKER DEC26</td></tr></table></td></tr>
<tr><td style="padding:16px 24px 6px;">Code de validation à saisir&nbsp;:</td></tr>
<tr><td align="center" style="padding:4px 24px 16px;"><span style="display:inline-block;border:1px dashed #0b4a35;padding:10px 22px;font-size:28px;letter-spacing:6px;font-family:Consolas,monospace;">7301&nbsp;8462</span></td></tr>
<tr><td style="padding:0 24px 22px;font-size:12px;color:#555;">Valable 10 minutes, pour cette opération uniquement. Si vous n'êtes pas à l'origine de ce virement, ne saisissez pas le code et appelez le +261&nbsp;20&nbsp;22&nbsp;615&nbsp;00.</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "banque-sambirano",
    group: "regional",
    lang: "fr",
    kind: "statement",
    code: null,
    link: null,
    from: "Banque Sambirano <releves@banque-sambirano.mg>",
    to: ME,
    subject: "Votre relevé de compte d'octobre 2026 est disponible",
    date: d(11, 2, "06:05:00"),
    text: `Madame, Monsieur,

Le relevé de votre compte 00011 02215 •••••••4406 pour la période du 01/10/2026 au 31/10/2026 est disponible dans votre espace SambiranoNet, rubrique « Documents ».

Solde au 31/10/2026 : 18 927 350,00 MGA (créditeur)

Pour consulter vos relevés : https://sambiranonet.banque-sambirano.mg

Banque Sambirano SA – 12, rue Rainitovo, Antsahavola, Antananarivo 101
`,
    html: sambirano_page(
      "Relevé d'octobre 2026",
      `<tr><td style="padding:10px 24px 22px;line-height:21px;">Madame, Monsieur,<br><br>le relevé de votre compte <b>00011 02215 &bull;&bull;&bull;&bull;&bull;&bull;&bull;4406</b> pour la période du 01/10/2026 au 31/10/2026 est disponible dans votre espace SambiranoNet, rubrique &laquo;&nbsp;Documents&nbsp;&raquo;.<br><br>
Solde au 31/10/2026&nbsp;: <b>18&nbsp;927&nbsp;350,00 MGA</b> (créditeur)<br><br>
<a href="https://sambiranonet.banque-sambirano.mg" style="color:#0b4a35;font-weight:bold;">Accéder à SambiranoNet</a></td></tr>`,
    ),
    enc: "b64",
  },
  {
    family: "banque-sambirano",
    group: "regional",
    lang: "fr",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "Banque Sambirano <securite@banque-sambirano.mg>",
    to: ME,
    subject: "Nouvel appareil enregistré sur SambiranoNet",
    date: d(11, 18, "21:14:09"),
    text: `Madame, Monsieur,

Un nouvel appareil a été enregistré pour accéder à SambiranoNet le 18/11/2026 à 21:13 :
Appareil : Samsung Galaxy A35 – application SambiranoNet 4.2
Lieu approximatif : Toamasina, Madagascar

Si c'est bien vous, aucune action n'est nécessaire.
Sinon, bloquez immédiatement votre accès depuis https://www.banque-sambirano.mg/opposition ou appelez le +261 20 22 615 00 (24h/24).

Banque Sambirano
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Rohy Telecom

const rohy_foot_html =
  `<tr><td style="padding:16px 22px;background:#1b1340;color:#b9b3d6;font-size:11px;line-height:16px;">Rohy Telecom SA &middot; Tour Zital, Ankorondrano, Antananarivo 101 &middot; NIF 2000318874<br>
Service client : 888 depuis un mobile Rohy &middot; +261 33 00 888 00 &middot; <a href="https://www.rohy.mg/aide" style="color:#ffd23f;">Aide</a> &middot; <a href="https://www.rohy.mg/vie-privee" style="color:#ffd23f;">Vie privée</a><br>
<a href="https://www.facebook.com/rohytelecom" style="color:#ffd23f;">Facebook</a> &middot; <a href="https://www.instagram.com/rohy.mg" style="color:#ffd23f;">Instagram</a></td></tr>`;

const rohy: Mail[] = [
  {
    family: "rohy-telecom",
    group: "regional",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Rohy Telecom <facturation@rohy.mg>",
    to: ME,
    subject: "Votre facture Rohy Pro Fibre – octobre 2026",
    date: d(10, 6, "07:30:00"),
    text: `Bonjour MITSANGANA TOURS,

Votre facture du mois d'octobre 2026 est jointe à ce message.

Compte client : 7100448213
Facture n° : FB-2610-0091842
Offre : Rohy Pro Fibre 100 Mb/s + 3 lignes mobiles
Montant TTC : 289 900 Ar
Date limite de paiement : 20/10/2026

Paiement par prélèvement MahaVola programmé : aucune action de votre part.

Rohy Telecom – service client 888
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#efedf7"><tr><td align="center" style="padding:18px 0;">
<table width="580" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:'Segoe UI',Arial,sans-serif;color:#241b4d;">
<tr><td style="padding:16px 22px;background:#1b1340;"><img src="https://www.rohy.mg/mail/rohy-logo-jaune.png" alt="Rohy" width="90"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px;">Bonjour MITSANGANA TOURS,<br>votre facture d'octobre 2026 est disponible (PDF joint).</td></tr>
<tr><td style="padding:0 22px 18px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #e3e0f0;">
<tr><td>Compte client</td><td align="right">7100448213</td></tr>
<tr><td>Facture n°</td><td align="right">FB-2610-0091842</td></tr>
<tr><td>Offre</td><td align="right">Rohy Pro Fibre 100 Mb/s + 3 lignes</td></tr>
<tr><td style="font-weight:bold;">Montant TTC</td><td align="right" style="font-weight:bold;font-size:16px;">289&nbsp;900 Ar</td></tr>
<tr><td>À régler avant le</td><td align="right">20/10/2026</td></tr></table></td></tr>
<tr><td style="padding:0 22px 22px;font-size:13px;color:#5b527f;">Prélèvement MahaVola programmé : aucune action de votre part.</td></tr>
${rohy_foot_html}
</table></td></tr></table>`,
    enc: "qp",
    attachment: [
      "Facture_FB-2610-0091842.pdf",
      "application/pdf",
      "%PDF-1.5\n% Rohy Telecom facture FB-2610-0091842\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "rohy-telecom",
    group: "regional",
    lang: "mg",
    kind: "verify-link",
    code: null,
    link: "https://espace.rohy.mg/hamarino-mailaka?t=9xKq2LmVbT71pRzA&lang=mg",
    from: "Rohy Telecom <tsy-mamaly@rohy.mg>",
    to: ME,
    subject: "Hamarino ny adiresy mailakao – Espace Rohy",
    date: d(10, 22, "13:02:44"),
    text: `Manao ahoana,

Nampiditra ity adiresy mailaka ity ho an'ny kaonty Espace Rohy (laharana 034 •• •• 512) ianao.
Mba hanamarinana azy, tsindrio ity rohy ity ao anatin'ny 24 ora:

https://espace.rohy.mg/hamarino-mailaka?t=9xKq2LmVbT71pRzA&lang=mg

Raha tsy ianao no nanao izany, aza raharahiana ity hafatra ity.

Rohy Telecom – Ankorondrano, Antananarivo 101 – 888
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#efedf7"><tr><td align="center" style="padding:18px 0;">
<table width="580" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:'Segoe UI',Arial,sans-serif;color:#241b4d;">
<tr><td style="padding:16px 22px;background:#1b1340;"><img src="https://www.rohy.mg/mail/rohy-logo-jaune.png" alt="Rohy" width="90"></td></tr>
<tr><td style="padding:24px 22px 10px;font-size:20px;font-weight:600;">Hamarino ny mailakao</td></tr>
<tr><td style="padding:0 22px 18px;font-size:14px;line-height:21px;">Nampiditra ity adiresy ity ho an'ny kaonty Espace Rohy (laharana 034&nbsp;&bull;&bull;&nbsp;&bull;&bull;&nbsp;512) ianao. Tsindrio ny bokotra eto ambany ao anatin'ny 24 ora.</td></tr>
<tr><td align="center" style="padding:0 22px 22px;"><a href="https://espace.rohy.mg/hamarino-mailaka?t=9xKq2LmVbT71pRzA&amp;lang=mg" style="display:inline-block;background:#ffd23f;color:#1b1340;font-weight:bold;text-decoration:none;padding:13px 34px;border-radius:24px;">Hamarino ny mailaka</a></td></tr>
<tr><td style="padding:0 22px 22px;font-size:12px;color:#5b527f;">Raha tsy ianao no nanao izany, aza raharahiana ity hafatra ity.</td></tr>
${rohy_foot_html}
</table></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "rohy-telecom",
    group: "regional",
    lang: "mg",
    kind: "bundle-renewed",
    code: null,
    link: null,
    from: "Rohy Telecom <tsy-mamaly@rohy.mg>",
    to: ME,
    subject: "Nohavaozina ny tolotra Rohy Net 30 Go",
    date: d(11, 20, "00:02:11"),
    text: `Manao ahoana,

Nohavaozina ho azy ny tolotra "Rohy Net 30 Go" ho an'ny laharana 034 •• •• 512.
Vidiny: 45 000 Ar (nesorina tamin'ny kaonty MahaVola)
Manan-kery hatramin'ny: 20/12/2026 23:59
Internet sisa: 30 Go

Hijery ny fanjifanao: tsindrio ny #888# na midira ao amin'ny https://espace.rohy.mg

Rohy Telecom
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Aero Ankoay (domestic airline)

const ankoay: Mail[] = [
  {
    family: "aero-ankoay",
    group: "regional",
    lang: "fr",
    kind: "eticket",
    code: null,
    link: null,
    from: "Aéro Ankoay <reservations@aero-ankoay.mg>",
    to: ME,
    subject: "Votre billet électronique – PNR K7QW2D – TNR → DIE 12/11/2026",
    date: d(10, 14, "16:44:29"),
    text: `Cher client,

Merci d'avoir choisi Aéro Ankoay. Votre billet électronique est joint (PDF).

Référence de réservation (PNR) : K7QW2D
Passagers : ANDRIANARIVELO/HERY MR, DUFRESNE/CLAIRE MRS, DUFRESNE/PAUL MR
Vol KY 412 – jeudi 12 novembre 2026
  Antananarivo Ivato (TNR) 07:50 → Antsiranana Arrachart (DIE) 09:35
Classe : Économie (Y) – bagage en soute 20 kg, cabine 7 kg
N° de billets : 873 2104558120 à 873 2104558122
Total payé : 3 186 000 MGA

Enregistrement au comptoir jusqu'à 60 minutes avant le départ.

Aéro Ankoay – Aéroport d'Ivato, BP 4120, Antananarivo 105 – +261 20 22 580 80
`,
    html: `<div style="background:#dfe9f2;padding:20px 0;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,Arial,sans-serif;color:#163047;">
<tr><td style="padding:14px 20px;background:#163047;"><img src="https://www.aero-ankoay.mg/img/email/ankoay-logo.png" alt="Aéro Ankoay" width="140"></td><td align="right" style="padding:14px 20px;background:#163047;color:#fff;font-size:12px;">PNR <b style="font-size:18px;letter-spacing:2px;">K7QW2D</b></td></tr>
<tr><td colspan="2" style="padding:20px;font-size:14px;">Cher client, merci d'avoir choisi Aéro Ankoay. Votre billet électronique est joint à ce message.</td></tr>
<tr><td colspan="2" style="padding:0 20px;"><table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #c9d6e2;font-size:13px;">
<tr style="background:#eef3f8;"><td>Vol</td><td>Date</td><td>Départ</td><td>Arrivée</td></tr>
<tr><td><b>KY 412</b></td><td>jeu. 12/11/2026</td><td>TNR Ivato 07:50</td><td>DIE Arrachart 09:35</td></tr></table></td></tr>
<tr><td colspan="2" style="padding:14px 20px;font-size:13px;line-height:20px;">Passagers : ANDRIANARIVELO/HERY MR &middot; DUFRESNE/CLAIRE MRS &middot; DUFRESNE/PAUL MR<br>
Billets : 873 2104558120 &ndash; 873 2104558122<br>Bagages : soute 20 kg, cabine 7 kg &middot; Classe Économie (Y)<br>
<b>Total payé : 3&nbsp;186&nbsp;000 MGA</b></td></tr>
<tr><td colspan="2" style="padding:0 20px 18px;font-size:12px;color:#5d7186;">Enregistrement au comptoir jusqu'à 60 minutes avant le départ. <a href="https://www.aero-ankoay.mg/bagages" style="color:#163047;">Règles bagages</a> &middot; <a href="https://www.aero-ankoay.mg/conditions-transport" style="color:#163047;">Conditions de transport</a></td></tr>
<tr><td colspan="2" style="padding:12px 20px;background:#f3f6f9;font-size:11px;color:#7a8b9b;">Aéro Ankoay SA &ndash; Aéroport d'Ivato, BP 4120, Antananarivo 105 &ndash; +261 20 22 580 80 &ndash; &copy; 2026</td></tr>
</table></div>`,
    enc: "qp",
    attachment: [
      "eTicket_K7QW2D.pdf",
      "application/pdf",
      "%PDF-1.4\n% Aero Ankoay e-ticket K7QW2D\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "aero-ankoay",
    group: "regional",
    lang: "en",
    kind: "schedule-change",
    code: null,
    link: null,
    from: "Aero Ankoay <noreply@aero-ankoay.mg>",
    to: ME,
    subject: "Schedule change - flight KY 415 DIE-TNR on 16 Nov 2026 (PNR K7QW2D)",
    date: d(11, 6, "12:18:55"),
    text: `Dear ANDRIANARIVELO/HERY MR,

Due to an operational change, the following flight in booking K7QW2D has a new time:

KY 415 Antsiranana (DIE) - Antananarivo (TNR), Monday 16 November 2026
  Previous: departs 14:10, arrives 15:55
  New:      departs 16:40, arrives 18:25

Your seats and baggage allowance are unchanged. If the new time does not suit you, our agency desk can rebook you free of charge on another KY flight within 7 days: +261 20 22 580 80 or agences@aero-ankoay.mg.

We apologise for the inconvenience.
Aero Ankoay Customer Service
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#dfe9f2;"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Tahoma,Arial,sans-serif;color:#163047;">
<tr><td style="padding:14px 20px;background:#163047;"><img src="https://www.aero-ankoay.mg/img/email/ankoay-logo.png" alt="Aero Ankoay" width="140"></td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:21px;">Dear ANDRIANARIVELO/HERY MR,<br>due to an operational change, a flight in booking <b>K7QW2D</b> has a new time.</td></tr>
<tr><td style="padding:0 20px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #c9d6e2;">
<tr style="background:#eef3f8;"><td colspan="3"><b>KY 415</b> DIE &rarr; TNR &middot; Mon 16 Nov 2026</td></tr>
<tr><td style="color:#a33;">Previous</td><td><s>14:10</s></td><td><s>15:55</s></td></tr>
<tr><td style="color:#1a7f37;">New</td><td><b>16:40</b></td><td><b>18:25</b></td></tr></table></td></tr>
<tr><td style="padding:16px 20px;font-size:13px;line-height:20px;">Seats and baggage allowance are unchanged. If the new time does not suit you, our agency desk can rebook you free of charge on another KY flight within 7 days: +261&nbsp;20&nbsp;22&nbsp;580&nbsp;80 or <a href="mailto:agences@aero-ankoay.mg" style="color:#163047;">agences@aero-ankoay.mg</a>.</td></tr>
<tr><td style="padding:12px 20px;background:#f3f6f9;font-size:11px;color:#7a8b9b;">Aero Ankoay SA &ndash; Ivato Airport, BP 4120, Antananarivo 105 &ndash; <a href="https://www.aero-ankoay.mg/en/privacy" style="color:#7a8b9b;">Privacy</a></td></tr>
</table></td></tr></table>`,
    enc: "7bit",
  },
  {
    family: "aero-ankoay",
    group: "regional",
    lang: "fr",
    kind: "verify-code-link",
    code: "K-5093",
    code_digits: "5093",
    link: "https://club.aero-ankoay.mg/activation?membre=AK2219047&jeton=c1f7a9e03d5b",
    from: "Club Ankoay <club@aero-ankoay.mg>",
    to: ME,
    subject: "Activez votre compte Club Ankoay",
    date: d(11, 9, "09:57:31"),
    text: `Bonjour Hery,

Bienvenue au Club Ankoay, le programme de fidélité d'Aéro Ankoay.
Votre numéro de membre : AK2219047

Pour activer votre compte, cliquez sur le lien ci-dessous :
https://club.aero-ankoay.mg/activation?membre=AK2219047&jeton=c1f7a9e03d5b

ou saisissez le code d'activation K-5093 dans l'application Aéro Ankoay (Mon compte > Activer).

Le lien et le code expirent dans 48 heures.

Club Ankoay – Aéro Ankoay SA, Ivato, Antananarivo 105
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#163047;"><tr><td align="center" style="padding:26px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:Tahoma,Arial,sans-serif;color:#163047;">
<tr><td align="center" style="padding:24px;"><img src="https://club.aero-ankoay.mg/img/club-ankoay.png" alt="Club Ankoay" width="160"></td></tr>
<tr><td style="padding:0 30px 14px;font-size:15px;line-height:22px;">Bonjour Hery,<br>bienvenue au Club Ankoay ! Votre numéro de membre : <b>AK2219047</b>.</td></tr>
<tr><td align="center" style="padding:6px 30px 18px;"><a href="https://club.aero-ankoay.mg/activation?membre=AK2219047&amp;jeton=c1f7a9e03d5b" style="background:#e8a317;color:#163047;font-weight:bold;text-decoration:none;padding:12px 30px;border-radius:6px;display:inline-block;">Activer mon compte</a></td></tr>
<tr><td align="center" style="padding:0 30px 8px;font-size:13px;color:#5d7186;">ou saisissez ce code dans l'application (Mon compte &gt; Activer) :</td></tr>
<tr><td align="center" style="padding:0 30px 20px;font-size:26px;font-weight:bold;letter-spacing:4px;">K-5093</td></tr>
<tr><td style="padding:0 30px 24px;font-size:12px;color:#7a8b9b;">Le lien et le code expirent dans 48 heures.</td></tr>
<tr><td style="padding:12px 30px;background:#f3f6f9;font-size:11px;color:#7a8b9b;border-radius:0 0 8px 8px;">Aéro Ankoay SA, Ivato, Antananarivo 105 &middot; <a href="https://club.aero-ankoay.mg/reglement" style="color:#7a8b9b;">Règlement du Club</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Ala Voaaro (park permit portal)

function alavoaro_page(lang: string, body: string): string {
  return `<html lang="${lang}"><body style="margin:0;padding:0;background:#e9efe6;">
<center><table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;font-size:14px;color:#233321;">
<tr><td style="padding:14px 22px;background:#2e5e2a;"><img src="https://permis.alavoaro.mg/assets/mail/logo-alavoaro.png" alt="Ala Voaaro – e-Permis" width="180"></td></tr>
${body}
<tr><td style="padding:14px 22px;font-size:11px;color:#6d7c6a;border-top:1px solid #d5dfd2;">Ala Voaaro &ndash; Réseau des aires protégées &middot; Lot II W 87 Ambatobe, Antananarivo 103 &middot; +261 20 22 411 30<br>
<a href="https://permis.alavoaro.mg/aide" style="color:#2e5e2a;">Aide / Help</a> &middot; <a href="https://permis.alavoaro.mg/tarifs" style="color:#2e5e2a;">Tarifs 2026</a></td></tr>
</table></center></body></html>`;
}

const alavoaro: Mail[] = [
  {
    family: "alavoaro-permits",
    group: "regional",
    lang: "fr",
    kind: "verify-code",
    code: "518340",
    link: null,
    from: "Ala Voaaro e-Permis <ne-pas-repondre@permis.alavoaro.mg>",
    to: ME,
    subject: "Code de vérification e-Permis",
    date: d(10, 4, "08:03:19"),
    text: `Bonjour,

Vous créez un compte opérateur sur e-Permis, le portail des droits d'entrée des aires protégées.

Votre code de vérification : 518 340

Saisissez-le sur la page d'inscription pour confirmer votre adresse e-mail. Il expire dans 15 minutes.

Ala Voaaro – Ambatobe, Antananarivo 103
`,
    html: alavoaro_page(
      "fr",
      `<tr><td style="padding:24px 22px 8px;font-size:14px;line-height:21px;">Bonjour,<br>vous créez un compte opérateur sur <b>e-Permis</b>, le portail des droits d'entrée des aires protégées.</td></tr>
<tr><td style="padding:6px 22px;">Votre code de vérification&nbsp;:</td></tr>
<tr><td align="center" style="padding:10px 22px 18px;"><div style="font-size:34px;font-weight:bold;color:#2e5e2a;letter-spacing:3px;">518&nbsp;340</div></td></tr>
<tr><td style="padding:0 22px 22px;font-size:13px;color:#4c5b49;">Saisissez-le sur la page d'inscription pour confirmer votre adresse e-mail. Il expire dans 15 minutes.</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "alavoaro-permits",
    group: "regional",
    lang: "en",
    kind: "permit-issued",
    code: null,
    link: null,
    from: "Ala Voaaro e-Permis <ne-pas-repondre@permis.alavoaro.mg>",
    to: ME,
    subject: "Entry permits issued - Ankarana Special Reserve, 13 Nov 2026 (EP-26-118406)",
    date: d(11, 10, "15:26:48"),
    text: `Dear operator Mitsangana Tours,

Your entry permits have been paid and issued.

Application: EP-26-118406
Protected area: Ankarana Special Reserve (Mahamasina gate)
Visit date: 13 November 2026 (valid 1 day)
Visitors: 2 non-resident adults, 1 resident guide
Fees paid: 2 x 65,000 MGA + guide exempt = 130,000 MGA
Payment: MahaVola ref. MV261110.1524.C33017

The permits are attached (one QR code per visitor). Show them at the gate, printed or on a phone, with each visitor's passport.
Local guide fees are paid on site to the guide association.

Ala Voaaro - Ambatobe, Antananarivo 103
`,
    html: alavoaro_page(
      "en",
      `<tr><td style="padding:22px;font-size:14px;line-height:21px;">Dear operator <b>Mitsangana Tours</b>,<br>your entry permits have been paid and issued.</td></tr>
<tr><td style="padding:0 22px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f3f7f1;">
<tr><td width="38%">Application</td><td>EP-26-118406</td></tr>
<tr><td>Protected area</td><td>Ankarana Special Reserve (Mahamasina gate)</td></tr>
<tr><td>Visit date</td><td>13 November 2026 (1 day)</td></tr>
<tr><td>Visitors</td><td>2 non-resident adults, 1 resident guide</td></tr>
<tr><td>Fees paid</td><td>130,000 MGA</td></tr>
<tr><td>Payment</td><td>MahaVola MV261110.1524.C33017</td></tr></table></td></tr>
<tr><td style="padding:16px 22px 22px;font-size:13px;line-height:20px;">The permits are attached (one QR code per visitor). Show them at the gate with each visitor's passport. Local guide fees are paid on site.</td></tr>`,
    ),
    enc: "7bit",
    attachment: [
      "EP-26-118406_permits.pdf",
      "application/pdf",
      "%PDF-1.4\n% e-Permis EP-26-118406 Ankarana\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "alavoaro-permits",
    group: "regional",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: "https://permis.alavoaro.mg/compte/reinitialiser/4f2a91c7-0d3e-4b8a-9e55-c31b0e7a2d14",
    from: "Ala Voaaro e-Permis <ne-pas-repondre@permis.alavoaro.mg>",
    to: ME,
    subject: "Réinitialisation du mot de passe e-Permis",
    date: d(11, 24, "22:40:06"),
    text: `Bonjour,

Une demande de réinitialisation du mot de passe a été faite pour le compte opérateur OP-0387 (hery@mitsangana-tours.mg).

Pour définir un nouveau mot de passe, ouvrez ce lien (valable 2 heures) :
https://permis.alavoaro.mg/compte/reinitialiser/4f2a91c7-0d3e-4b8a-9e55-c31b0e7a2d14

Si vous n'avez rien demandé, ignorez ce message.

Ala Voaaro – e-Permis
`,
    html: alavoaro_page(
      "fr",
      `<tr><td style="padding:22px;font-size:14px;line-height:21px;">Bonjour,<br><br>une demande de réinitialisation du mot de passe a été faite pour le compte opérateur <b>OP-0387</b>.</td></tr>
<tr><td style="padding:0 22px 18px;"><a href="https://permis.alavoaro.mg/compte/reinitialiser/4f2a91c7-0d3e-4b8a-9e55-c31b0e7a2d14" style="display:inline-block;background:#2e5e2a;color:#fff;text-decoration:none;padding:11px 24px;">Définir un nouveau mot de passe</a></td></tr>
<tr><td style="padding:0 22px 22px;font-size:12px;color:#4c5b49;">Lien valable 2 heures. Si vous n'avez rien demandé, ignorez ce message.</td></tr>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Tanety 4x4 (car rental)

const tanety: Mail[] = [
  {
    family: "tanety-4x4",
    group: "regional",
    lang: "fr",
    kind: "confirm-booking-link",
    code: null,
    link: "https://reservation.tanety4x4.mg/demande/confirmer?id=RQ-26-0744&cle=8d1e55ab73",
    from: "Tanety 4x4 Location <reservation@tanety4x4.mg>",
    to: ME,
    subject: "Merci de confirmer votre demande de location RQ-26-0744",
    date: d(10, 13, "17:09:40"),
    text: `Bonjour M. Andrianarivelo,

Nous avons bien reçu votre demande de location depuis notre site :

Véhicule : Toyota Land Cruiser Prado (ou similaire) avec chauffeur
Période : du 03/12/2026 au 08/12/2026 (6 jours)
Départ : Antananarivo – Itinéraire : RN7 jusqu'à Ranohira (Isalo)
Estimation : 6 x 380 000 Ar = 2 280 000 Ar, carburant en sus

Pour que nous bloquions le véhicule, confirmez votre demande en cliquant ici :
https://reservation.tanety4x4.mg/demande/confirmer?id=RQ-26-0744&cle=8d1e55ab73

Sans confirmation sous 48 h, la demande est annulée automatiquement.

Tanety 4x4 Location
Lot IVG 28 Behoririka, Antananarivo 101 – +261 34 05 448 12 (WhatsApp)
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "tanety-4x4",
    group: "regional",
    lang: "en",
    kind: "rental-confirmed",
    code: null,
    link: null,
    from: "Tanety 4x4 Rental <reservation@tanety4x4.mg>",
    to: ME,
    subject: "Rental confirmed: Land Cruiser Prado 3-8 Dec 2026 (contract LC-2026-0912)",
    date: d(10, 15, "10:31:12"),
    text: `Dear Mr Andrianarivelo,

Thank you, your rental is confirmed.

Contract: LC-2026-0912 (request RQ-26-0744)
Vehicle: Toyota Land Cruiser Prado, plate 5832 TBK, with driver Mr Rivo
Dates: 3 December 2026 07:00 - 8 December 2026 18:00
Total: 2,280,000 Ar - deposit received 700,000 Ar (bank transfer 14/10/2026)
Balance due on pickup: 1,580,000 Ar

Driver's meals and lodging are covered by us on the RN7 route. Fuel is charged at cost on return.

Tanety 4x4 Rental - Behoririka, Antananarivo 101 - +261 34 05 448 12
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5efe6;"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,sans-serif;font-size:13px;color:#3b2a1a;">
<tr><td style="padding:16px 22px;background:#8a4b16;color:#fff;font-size:20px;font-weight:bold;">TANETY 4x4 <span style="font-weight:normal;font-size:12px;">Rental &amp; drivers</span></td></tr>
<tr><td style="padding:20px 22px 10px;">Dear Mr Andrianarivelo,<br>thank you, your rental is <b>confirmed</b>.</td></tr>
<tr><td style="padding:0 22px;"><table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #e3d5c3;">
<tr><td>Contract</td><td>LC-2026-0912 (request RQ-26-0744)</td></tr>
<tr><td>Vehicle</td><td>Toyota Land Cruiser Prado &middot; 5832 TBK &middot; driver Mr Rivo</td></tr>
<tr><td>Dates</td><td>3 Dec 2026 07:00 &ndash; 8 Dec 2026 18:00</td></tr>
<tr><td>Total</td><td>2,280,000 Ar</td></tr>
<tr><td>Deposit received</td><td>700,000 Ar (14/10/2026)</td></tr>
<tr><td><b>Balance on pickup</b></td><td><b>1,580,000 Ar</b></td></tr></table></td></tr>
<tr><td style="padding:14px 22px 20px;line-height:19px;">Driver's meals and lodging on the RN7 route are on us. Fuel is charged at cost on return.</td></tr>
<tr><td style="padding:12px 22px;background:#f5efe6;font-size:11px;color:#7d6650;">Tanety 4x4 &middot; Lot IVG 28 Behoririka, Antananarivo 101 &middot; +261 34 05 448 12 &middot; <a href="https://www.tanety4x4.mg" style="color:#8a4b16;">tanety4x4.mg</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "tanety-4x4",
    group: "regional",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Tanety 4x4 Location <compta@tanety4x4.mg>",
    to: ME,
    subject: "Facture F-26-1187 – retour du véhicule 5832 TBK",
    date: d(12, 9, "08:15:33"),
    text: `Bonjour,

Suite au retour du véhicule le 08/12/2026 à 17:40, veuillez trouver ci-joint la facture F-26-1187.

Location 6 jours : 2 280 000 Ar
Carburant (214 L gazole) : 1 155 600 Ar
Acompte déjà versé : − 700 000 Ar
Solde réglé au retour (espèces) : 2 735 600 Ar
Reste dû : 0 Ar

Kilométrage : départ 148 220 km – retour 150 131 km. Aucun dommage constaté.

Merci de votre confiance et à bientôt sur la RN7 !
La comptabilité – Tanety 4x4
`,
    html: null,
    enc: "qp",
    attachment: [
      "F-26-1187.pdf",
      "application/pdf",
      "%PDF-1.4\n% Tanety 4x4 facture F-26-1187\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Lodges

const lodges: Mail[] = [
  {
    family: "lodge-masoandro",
    group: "regional",
    lang: "fr",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Lodge Masoandro – Isalo <reservation@lodge-masoandro.com>",
    to: ME,
    subject: "Confirmation réservation n° 2026-1204 – Groupe Becker – 4 au 6 décembre",
    date: d(10, 17, "18:22:03"),
    text: `Bonjour Hery,

Nous avons le plaisir de vous confirmer la réservation suivante :

N° de réservation : 2026-1204
Nom du groupe : Becker (agence Mitsangana Tours)
Arrivée : vendredi 04/12/2026 – Départ : dimanche 06/12/2026 (2 nuits)
Chambres : 2 bungalows doubles + 1 chambre chauffeur
Formule : demi-pension (dîner + petit-déjeuner)
Tarif agence : 2 x 2 x 310 000 Ar + chambre chauffeur offerte = 1 240 000 Ar
Régime particulier : 1 végétarien (noté)

Acompte de 30 % (372 000 Ar) à verser avant le 04/11/2026.

Misaotra betsaka et à bientôt à Ranohira,
Nirina – Réservations
Lodge Masoandro, route de Ranohira PK 6, Isalo – +261 32 11 902 45
`,
    html: `<html><body style="background:#f4ece1;margin:0;padding:24px 0;font-family:Georgia,'Times New Roman',serif;">
<table width="580" align="center" cellpadding="0" cellspacing="0" style="background:#fffdf9;border:1px solid #e8d9c2;">
<tr><td align="center" style="padding:22px;"><img src="https://www.lodge-masoandro.com/img/logo-sun.png" alt="Lodge Masoandro" width="110"><br><span style="font-size:12px;letter-spacing:3px;color:#b5651d;">ISALO &middot; MADAGASCAR</span></td></tr>
<tr><td style="padding:0 30px 14px;font-size:15px;line-height:23px;color:#3d2b1f;">Bonjour Hery,<br>nous avons le plaisir de vous confirmer la réservation suivante&nbsp;:</td></tr>
<tr><td style="padding:0 30px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;color:#3d2b1f;border-top:1px solid #e8d9c2;border-bottom:1px solid #e8d9c2;">
<tr><td>N° de réservation</td><td><b>2026-1204</b></td></tr>
<tr><td>Groupe</td><td>Becker (Mitsangana Tours)</td></tr>
<tr><td>Séjour</td><td>04/12/2026 &rarr; 06/12/2026 (2 nuits)</td></tr>
<tr><td>Chambres</td><td>2 bungalows doubles + 1 chambre chauffeur</td></tr>
<tr><td>Formule</td><td>demi-pension</td></tr>
<tr><td>Tarif agence</td><td>1&nbsp;240&nbsp;000 Ar</td></tr>
<tr><td>Régime</td><td>1 végétarien (noté)</td></tr></table></td></tr>
<tr><td style="padding:16px 30px;font-size:14px;line-height:21px;color:#3d2b1f;">Acompte de 30&nbsp;% (372&nbsp;000 Ar) à verser avant le 04/11/2026.<br><br>Misaotra betsaka et à bientôt à Ranohira,<br><i>Nirina &ndash; Réservations</i></td></tr>
<tr><td style="padding:14px 30px;background:#f4ece1;font-size:11px;color:#8b735b;">Lodge Masoandro &middot; route de Ranohira PK 6, Isalo &middot; +261 32 11 902 45 &middot; <a href="https://www.lodge-masoandro.com" style="color:#b5651d;">lodge-masoandro.com</a></td></tr>
</table></body></html>`,
    enc: "8bit",
  },
  {
    family: "lodge-masoandro",
    group: "regional",
    lang: "fr",
    kind: "deposit-received",
    code: null,
    link: null,
    from: "Lodge Masoandro – Isalo <reservation@lodge-masoandro.com>",
    to: ME,
    subject: "Re: Confirmation réservation n° 2026-1204 – acompte reçu",
    date: d(10, 30, "07:48:16"),
    text: `Bonjour Hery,

Bien reçu l'acompte de 372 000 Ar par MahaVola (réf. MV261029.2211.B70455), merci.
Le solde de 868 000 Ar sera à régler sur place au départ du groupe.

Petite info : la piscine naturelle est fermée pour travaux du 1er au 10 décembre, mais la Piscine Noire et la Cascade des Nymphes restent accessibles.

Bonne journée,
Nirina

> Le 17/10/2026 à 18:22, Lodge Masoandro a écrit :
> Confirmation réservation n° 2026-1204 – Groupe Becker – 4 au 6 décembre
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "nosy-fasika-lodge",
    group: "regional",
    lang: "en",
    kind: "allotment-reminder",
    code: null,
    link: null,
    from: "Nosy Fasika Lodge <sales@nosyfasika.com>",
    to: ME,
    subject: "Reminder: release date for your December allotment is 15 November",
    date: d(11, 8, "09:40:00", "+0300"),
    text: `Dear partner,

A quick reminder that unsold rooms in your December 2026 allotment will be released on 15 November 2026.

Your allotment: 3 beach villas, 18-31 December 2026
Booked so far: 1 villa, 20-24 Dec (ref. NF-4471, Becker family - paid deposit 4,650,000 MGA)
Still held: 2 villas

Please send names for any rooms you want to keep before the release date. After that, rooms go back to general sale at rack rate.

Warm regards from Nosy Be,
Fara Rasoanaivo
Sales & Reservations - Nosy Fasika Lodge
Ambatoloaka, Nosy Be 207 - +261 32 07 660 18 - www.nosyfasika.com
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#e7f5f6;"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Trebuchet MS',Arial,sans-serif;color:#1f3b40;">
<tr><td><img src="https://www.nosyfasika.com/mail/header-beach.jpg" alt="Nosy Fasika Lodge, Nosy Be" width="560" height="150" style="display:block;"></td></tr>
<tr><td style="padding:22px 26px 10px;font-size:14px;line-height:21px;">Dear partner,<br>a quick reminder that unsold rooms in your <b>December 2026 allotment</b> will be released on <b>15 November 2026</b>.</td></tr>
<tr><td style="padding:0 26px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f2fafa;">
<tr><td>Allotment</td><td>3 beach villas, 18&ndash;31 Dec 2026</td></tr>
<tr><td>Booked</td><td>1 villa, 20&ndash;24 Dec (NF-4471, Becker family)</td></tr>
<tr><td>Still held</td><td>2 villas</td></tr></table></td></tr>
<tr><td style="padding:14px 26px 20px;font-size:14px;line-height:21px;">Please send names for any rooms you want to keep before the release date. After that, rooms go back to general sale at rack rate.<br><br>Warm regards from Nosy Be,<br>Fara Rasoanaivo<br><span style="font-size:12px;color:#5b7a7f;">Sales &amp; Reservations</span></td></tr>
<tr><td style="padding:12px 26px;background:#1f3b40;color:#b8d8dc;font-size:11px;">Nosy Fasika Lodge &middot; Ambatoloaka, Nosy Be 207 &middot; +261 32 07 660 18 &middot; <a href="https://www.nosyfasika.com" style="color:#fff;">nosyfasika.com</a> &middot; <a href="https://www.instagram.com/nosyfasikalodge" style="color:#fff;">Instagram</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "nosy-fasika-lodge",
    group: "regional",
    lang: "it",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Nosy Fasika Lodge <sales@nosyfasika.com>",
    to: "Hery Andrianarivelo <hery@mitsangana-tours.mg>",
    headers: [["Cc", "Giulia Ferrandi <giulia.ferrandi@libero.it>"]],
    subject: "Conferma prenotazione NF-4519 – Famiglia Ferrandi, 27-30 dicembre",
    date: d(11, 12, "14:05:27"),
    text: `Gentile Hery, gentile Sig.ra Ferrandi,

come richiesto dall'agenzia Mitsangana Tours, confermiamo il soggiorno:

Prenotazione: NF-4519
Ospiti: Giulia e Marco Ferrandi + 1 bambina (7 anni)
Arrivo: domenica 27 dicembre 2026 – Partenza: mercoledì 30 dicembre 2026
Sistemazione: 1 villa sulla spiaggia con letto aggiunto, mezza pensione
Transfer dall'aeroporto di Fascene incluso (volo delle 11:20)

Il pagamento è gestito dall'agenzia. Per qualsiasi richiesta (escursione a Nosy Iranja, cena di Capodanno) scriveteci pure.

Un caro saluto,
Fara Rasoanaivo – Nosy Fasika Lodge
Ambatoloaka, Nosy Be 207 – +261 32 07 660 18
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- FIMPIDA (guides' association)

const fimpida: Mail[] = [
  {
    family: "fimpida-guides",
    group: "regional",
    lang: "mg",
    kind: "meeting-notice",
    code: null,
    link: null,
    from: "FIMPIDA – Fikambanan'ny Mpitarika Dia <birao@fimpida.org.mg>",
    to: "Mpikambana FIMPIDA <mpikambana@fimpida.org.mg>",
    subject: "Fiantsoana: Fivoriambe ankapobeny 2026 – Sabotsy 21 Novambra",
    date: d(10, 20, "20:11:45"),
    text: `Ho an'ny mpikambana rehetra,

Manasa anareo hanatrika ny Fivoriambe ankapobeny isan-taona ny Birao.

Daty: Sabotsy 21 Novambra 2026, amin'ny 8 ora maraina
Toerana: Efitrano Ravinala, Hotely Tana Plaza, Analakely
Fandaharam-potoana:
 1. Tatitra ara-pitantanana sy ara-bola 2025-2026
 2. Ny saran'ny mpitari-dalana ao amin'ny valan-javaboary (vinavina 2027)
 3. Fiofanana voalohany vonjy taitra (Janoary 2027)
 4. Fifidianana ny mpikambana vaovao ao amin'ny Birao

Izay tsy afaka tonga dia afaka manome fahefana (procuration) amin'ny mpikambana hafa.
Ny latsakemboka 2026 (60 000 Ar) dia azo aloa eny an-toerana.

Ho an'ny Birao,
Rakotondrabe Solofo, Filoha
FIMPIDA – Lot VB 12 Ambatonakanga, Antananarivo 101 – 034 20 115 67
`,
    html: null,
    enc: "qp",
  },
  {
    family: "fimpida-guides",
    group: "regional",
    lang: "mg",
    kind: "login-code",
    code: "90-42-17",
    link: null,
    from: "FIMPIDA Tranonkala <tsy-mamaly@fimpida.org.mg>",
    to: ME,
    subject: "Kaody hidirana ao amin'ny sehatry ny mpikambana",
    date: d(10, 31, "07:02:39"),
    text: `Manao ahoana Andrianarivelo Hery (karatra mpikambana laharana G-0712),

Ity ny kaody hidiranao ao amin'ny sehatry ny mpikambana FIMPIDA:

    90-42-17

Mahery mandritra ny 10 minitra io kaody io. Aza zaraina amin'olona.

FIMPIDA – https://www.fimpida.org.mg
`,
    html: `<div style="font-family:Arial,sans-serif;background:#f2f2f2;padding:20px;">
<div style="max-width:480px;margin:auto;background:#fff;border:1px solid #ddd;">
<div style="background:#7a1f2b;color:#fff;padding:12px 18px;font-weight:bold;">FIMPIDA &middot; Sehatry ny mpikambana</div>
<div style="padding:18px;font-size:14px;line-height:21px;color:#333;">
<p>Manao ahoana Andrianarivelo Hery (karatra mpikambana laharana G-0712),</p>
<p>Ity ny kaody hidiranao:</p>
<p style="font-size:30px;font-weight:bold;text-align:center;color:#7a1f2b;margin:18px 0;">90-42-17</p>
<p style="font-size:12px;color:#777;">Mahery mandritra ny 10 minitra io kaody io. Aza zaraina amin'olona.</p>
</div>
<div style="padding:10px 18px;font-size:11px;color:#999;border-top:1px solid #eee;">FIMPIDA &ndash; Ambatonakanga, Antananarivo 101 &middot; <a href="https://www.fimpida.org.mg" style="color:#7a1f2b;">www.fimpida.org.mg</a></div>
</div></div>`,
    enc: "b64",
  },
  {
    family: "fimpida-guides",
    group: "regional",
    lang: "fr",
    kind: "receipt",
    code: null,
    link: null,
    from: "FIMPIDA Trésorerie <tresorerie@fimpida.org.mg>",
    to: ME,
    subject: "Reçu de cotisation 2026 – carte G-0712",
    date: d(11, 23, "11:37:50"),
    text: `Bonjour Hery,

Nous accusons réception de votre cotisation annuelle 2026 versée lors de l'Assemblée générale du 21 novembre.

Reçu n° : COT-2026-0388
Membre : ANDRIANARIVELO Hery – carte G-0712 (guide national, langues FR/EN/DE)
Montant : 60 000 Ar (espèces)
Validité de la carte : jusqu'au 31/12/2026

Votre nouvelle carte 2027 sera à retirer au bureau à partir du 15 janvier.

Bien cordialement,
Voahangy R., trésorière
FIMPIDA – Ambatonakanga, Antananarivo 101
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Ledgerkite (accounting app)

function ledgerkite_page(pre: string, inner: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>a{color:#5b3fd1}</style></head>
<body style="margin:0;background:#f6f5fb;">
<span style="display:none!important;opacity:0;">${pre}</span>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="520" cellspacing="0" cellpadding="0" style="font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#24213a;">
<tr><td style="padding-bottom:18px;"><img src="https://assets.ledgerkite.com/email/kite-mark-32.png" width="32" height="32" alt="Ledgerkite"></td></tr>
<tr><td style="background:#ffffff;border-radius:10px;padding:30px;font-size:15px;line-height:24px;">${inner}</td></tr>
<tr><td style="padding:20px 4px;font-size:12px;line-height:18px;color:#8a87a0;">Ledgerkite Inc. &middot; 548 Market St #61234, San Francisco, CA 94104<br>
<a href="https://ledgerkite.com/help" style="color:#8a87a0;">Help</a> &middot; <a href="https://ledgerkite.com/legal/privacy" style="color:#8a87a0;">Privacy</a> &middot; <a href="https://x.com/ledgerkite" style="color:#8a87a0;">@ledgerkite</a></td></tr>
</table></td></tr></table></body></html>`;
}

const ledgerkite: Mail[] = [
  {
    family: "ledgerkite",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://app.ledgerkite.com/auth/magic?token=lk_ml_2QhT8vRz0aNe4wYc6pLd&redirect=%2Finvoices",
    from: "Ledgerkite <login@ledgerkite.com>",
    to: ME,
    subject: "Your Ledgerkite sign-in link",
    date: d(10, 7, "05:22:18", "+0000"),
    text: `Sign in to Ledgerkite

Click the link below to sign in to the Mitsangana Tours workspace. It can be used once and expires in 15 minutes.

https://app.ledgerkite.com/auth/magic?token=lk_ml_2QhT8vRz0aNe4wYc6pLd&redirect=%2Finvoices

Requested from: Chrome on Android, Antananarivo, MG (102.17.xx.xx)

Didn't request this? You can safely ignore it.

Ledgerkite Inc., 548 Market St #61234, San Francisco, CA 94104
`,
    html: ledgerkite_page(
      "Your link expires in 15 minutes.",
      `<h1 style="margin:0 0 12px;font-size:22px;">Sign in to Ledgerkite</h1>
<p style="margin:0 0 22px;">Click the button below to sign in to the <b>Mitsangana Tours</b> workspace. It can be used once and expires in 15 minutes.</p>
<a href="https://app.ledgerkite.com/auth/magic?token=lk_ml_2QhT8vRz0aNe4wYc6pLd&amp;redirect=%2Finvoices" style="display:inline-block;background:#5b3fd1;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:600;">Sign in to Ledgerkite</a>
<p style="margin:22px 0 0;font-size:13px;color:#6f6c86;">Requested from Chrome on Android &middot; Antananarivo, MG (102.17.xx.xx)<br>Didn't request this? You can safely ignore it.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "ledgerkite",
    group: "consumer",
    lang: "en",
    kind: "invoice-paid",
    code: null,
    link: null,
    from: "Ledgerkite <notifications@ledgerkite.com>",
    to: ME,
    subject: "Invoice INV-0147 was paid by Kaktuswind Reisen GmbH",
    date: d(11, 11, "13:45:02", "+0000"),
    text: `Good news - invoice INV-0147 has been paid.

Customer: Kaktuswind Reisen GmbH
Amount: EUR 3,960.00
Paid on: 11 Nov 2026 via bank transfer (matched automatically)
Description: Ground services group KW-MDG-2611, 9 pax, 14-26 Nov 2026

Outstanding across all customers: EUR 2,033.60 (1 invoice)

View invoice: https://app.ledgerkite.com/invoices/INV-0147
`,
    html: ledgerkite_page(
      "EUR 3,960.00 received from Kaktuswind Reisen GmbH.",
      `<p style="margin:0 0 6px;font-size:13px;color:#1a8f5a;font-weight:600;">PAID</p>
<h1 style="margin:0 0 16px;font-size:22px;">Invoice INV-0147 has been paid</h1>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #ecebf3;">
<tr><td style="color:#6f6c86;">Customer</td><td align="right">Kaktuswind Reisen GmbH</td></tr>
<tr><td style="color:#6f6c86;">Amount</td><td align="right"><b>EUR 3,960.00</b></td></tr>
<tr><td style="color:#6f6c86;">Paid on</td><td align="right">11 Nov 2026 &middot; bank transfer</td></tr>
<tr><td style="color:#6f6c86;">For</td><td align="right">Ground services KW-MDG-2611, 9 pax</td></tr></table>
<p style="margin:20px 0 0;"><a href="https://app.ledgerkite.com/invoices/INV-0147">View invoice</a></p>`,
    ),
    enc: "7bit",
  },
  {
    family: "ledgerkite",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://t.ledgerkite.com/c/eJwNyrEOgjAQBuB3kUqg?u=https%3A%2F%2Fapp.ledgerkite.com%2Finvite%2Faccept%2Fi_7Rk2Pw9",
    from: "Ledgerkite <notifications@ledgerkite.com>",
    to: ME,
    subject: 'Tojo Rasolofo invited you to the "Cabinet Rasolofo Expertise" practice',
    date: d(11, 16, "08:09:44", "+0000"),
    text:
      `Tojo Rasolofo (Cabinet Rasolofo Expertise) invited you to connect your Mitsangana Tours books to their accounting practice on Ledgerkite.

Once you accept, Tojo can prepare your VAT returns and year-end accounts. You can remove access at any time in Settings > Advisors.

Accept invitation:
https://t.ledgerkite.com/c/eJwNyrEOgjAQBuB3kUqg?u=https%3A%2F%2Fapp.ledgerkite.com%2Finvite%2Faccept%2Fi_7Rk2Pw9

The invitation expires on 30 Nov 2026.
`,
    html: ledgerkite_page(
      "Connect your books to Cabinet Rasolofo Expertise.",
      `<h1 style="margin:0 0 12px;font-size:21px;">You've been invited by your accountant</h1>
<p style="margin:0 0 14px;"><b>Tojo Rasolofo</b> (Cabinet Rasolofo Expertise) invited you to connect your Mitsangana Tours books to their practice on Ledgerkite.</p>
<p style="margin:0 0 22px;font-size:14px;color:#4c4966;">Once you accept, Tojo can prepare your VAT returns and year-end accounts. You can remove access at any time in Settings &rsaquo; Advisors.</p>
<a href="https://t.ledgerkite.com/c/eJwNyrEOgjAQBuB3kUqg?u=https%3A%2F%2Fapp.ledgerkite.com%2Finvite%2Faccept%2Fi_7Rk2Pw9" style="display:inline-block;background:#5b3fd1;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:600;">Accept invitation</a>
<p style="margin:20px 0 0;font-size:13px;color:#6f6c86;">The invitation expires on 30 Nov 2026.</p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Sitelyre (website builder)

const sitelyre: Mail[] = [
  {
    family: "sitelyre",
    group: "consumer",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://www.sitelyre.com/fr/compte/verifier-email?c=SL-7c02d9e1b8&u=4410298",
    from: "Sitelyre <bonjour@sitelyre.com>",
    to: ME,
    subject: "Confirmez votre nouvelle adresse e-mail",
    date: d(10, 10, "12:30:06", "+0100"),
    text: `Bonjour Hery,

Vous avez modifié l'adresse e-mail de votre compte Sitelyre (site : mitsangana-tours.mg).
Nouvelle adresse : hery@mitsangana-tours.mg

Confirmez ce changement ici :
https://www.sitelyre.com/fr/compte/verifier-email?c=SL-7c02d9e1b8&u=4410298

Tant que vous n'avez pas confirmé, les notifications (formulaires, commandes) continuent d'arriver à l'ancienne adresse.

L'équipe Sitelyre
Sitelyre SAS, 18 rue de la Fonderie, 69002 Lyon, France
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fbfaf8;"><tr><td align="center" style="padding:36px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="font-family:'Helvetica Neue',Arial,sans-serif;color:#1c1c1c;">
<tr><td style="padding-bottom:26px;font-size:22px;font-weight:800;letter-spacing:-0.5px;">sitelyre<span style="color:#ff5a36;">.</span></td></tr>
<tr><td style="font-size:16px;line-height:25px;">Bonjour Hery,<br><br>vous avez modifié l'adresse e-mail de votre compte (site&nbsp;: <b>mitsangana-tours.mg</b>).<br>Nouvelle adresse&nbsp;: <b>hery@mitsangana-tours.mg</b></td></tr>
<tr><td style="padding:26px 0;"><a href="https://www.sitelyre.com/fr/compte/verifier-email?c=SL-7c02d9e1b8&amp;u=4410298" style="background:#1c1c1c;color:#fff;text-decoration:none;padding:14px 28px;border-radius:30px;font-size:15px;display:inline-block;">Confirmer mon adresse</a></td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#6d6d6d;">Tant que vous n'avez pas confirmé, les notifications continuent d'arriver à l'ancienne adresse.</td></tr>
<tr><td style="padding-top:34px;font-size:11px;color:#9a9a9a;border-bottom:0;">Sitelyre SAS &middot; 18 rue de la Fonderie, 69002 Lyon &middot; <a href="https://www.sitelyre.com/fr/aide" style="color:#9a9a9a;">Aide</a> &middot; <a href="https://www.sitelyre.com/fr/confidentialite" style="color:#9a9a9a;">Confidentialité</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "sitelyre",
    group: "consumer",
    lang: "en",
    kind: "form-submission",
    code: null,
    link: null,
    from: "Sitelyre Forms <forms@sitelyre.com>",
    to: ME,
    headers: [["Reply-To", "Sophie Lambert <sophie.lambert@outlook.be>"]],
    subject: 'New form submission on mitsangana-tours.mg: "Plan your trip"',
    date: d(10, 25, "21:56:31", "+0100"),
    text: `You have a new submission from the form "Plan your trip" on mitsangana-tours.mg.

Name: Sophie Lambert
E-mail: sophie.lambert@outlook.be
Phone: +32 478 21 90 55
Travel dates: around 10-24 July 2027
Travellers: 2 adults, 2 children (9 and 12)
Interests: lemurs, snorkelling, easy hiking
Budget: 9,000 EUR without international flights
Message: Hello! We would like a family trip with not too many hours in the car per day. Is July a good time for whales in Sainte-Marie?

Reply directly to this e-mail to answer Sophie.
See all submissions: https://www.sitelyre.com/dashboard/forms
`,
    html: `<div style="font-family:'Helvetica Neue',Arial,sans-serif;background:#fbfaf8;padding:30px 10px;">
<div style="max-width:540px;margin:0 auto;">
<p style="font-size:20px;font-weight:800;">sitelyre<span style="color:#ff5a36;">.</span></p>
<p style="font-size:15px;">New submission from <b>Plan your trip</b> on mitsangana-tours.mg</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#fff;border:1px solid #ece9e4;">
<tr><td style="color:#888;width:35%;">Name</td><td>Sophie Lambert</td></tr>
<tr><td style="color:#888;">E-mail</td><td><a href="mailto:sophie.lambert@outlook.be">sophie.lambert@outlook.be</a></td></tr>
<tr><td style="color:#888;">Phone</td><td>+32 478 21 90 55</td></tr>
<tr><td style="color:#888;">Travel dates</td><td>around 10&ndash;24 July 2027</td></tr>
<tr><td style="color:#888;">Travellers</td><td>2 adults, 2 children (9 and 12)</td></tr>
<tr><td style="color:#888;">Interests</td><td>lemurs, snorkelling, easy hiking</td></tr>
<tr><td style="color:#888;">Budget</td><td>9,000 EUR without international flights</td></tr>
<tr><td style="color:#888;">Message</td><td>Hello! We would like a family trip with not too many hours in the car per day. Is July a good time for whales in Sainte-Marie?</td></tr>
</table>
<p style="font-size:13px;color:#6d6d6d;">Reply directly to this e-mail to answer Sophie. <a href="https://www.sitelyre.com/dashboard/forms" style="color:#ff5a36;">See all submissions</a></p>
</div></div>`,
    enc: "7bit",
  },
  {
    family: "sitelyre",
    group: "consumer",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "Sitelyre Billing <billing@sitelyre.com>",
    to: ME,
    subject: "Receipt for your Sitelyre Business plan and domain renewal",
    date: d(11, 1, "03:10:58", "+0100"),
    text: `Thanks for your payment.

Receipt no. SLR-2026-118840
Date: 1 November 2026
Paid with: Visa •••• 3307

Sitelyre Business, annual (1 Nov 2026 - 31 Oct 2027) ...... 168.00 EUR
Domain renewal mitsangana-tours.com (1 year) ................ 14.00 EUR
VAT (reverse charge, non-EU customer) ........................ 0.00 EUR
Total ...................................................... 182.00 EUR

Your plan renews automatically on 1 November 2027. You can change this in Settings > Billing.

Sitelyre SAS, 18 rue de la Fonderie, 69002 Lyon, France - SIREN 884 120 339
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- travellers' own letters

const travellers: Mail[] = [
  {
    family: "traveller-letters-antananarivo",
    group: "negative",
    lang: "de",
    kind: "personal",
    code: null,
    link: null,
    from: "Jonas Becker <jonas.becker71@web.de>",
    to: ME,
    subject: "Unsere Reise im Dezember – noch ein paar Fragen",
    date: d(10, 21, "22:14:07", "+0200"),
    text: `Lieber Hery,

vielen Dank für das ausführliche Programm! Wir freuen uns sehr.

Ein paar Fragen hätten wir noch:
- Reicht für Isalo normales Trekkingschuhwerk oder brauchen wir Sandalen für die Bäche?
- Kann man in Ranohira Euro wechseln, oder sollen wir schon in Tana genug Ariary holen?
- Unser Flug ET 853 landet am 2.12. um 15:05 in Ivato. Holst du uns selbst ab?

Die Anzahlung von 30 % habe ich gestern über Trekora bezahlt, die restlichen 1.380 EUR bringen wir bar mit.

Viele Grüße aus Freiburg,
Jonas (und Anke und Lena)

--
Jonas Becker
Tel. +49 171 5520 318
`,
    html: null,
    enc: "qp",
  },
  {
    family: "traveller-letters-antananarivo",
    group: "negative",
    lang: "es",
    kind: "personal",
    code: null,
    link: null,
    from: "Lucía Montero <lucia.montero.v@gmail.com>",
    to: ME,
    subject: "¡Gracias por todo, Hery!",
    date: d(10, 29, "09:33:51", "+0100"),
    text: `Hola Hery:

Ya estamos de vuelta en Valencia y todavía soñamos con los baobabs al atardecer. Muchísimas gracias por tu paciencia, por las explicaciones sobre los sifakas y por aquel restaurante en Morondava (¡el mejor cangrejo de mi vida!).

Te he dejado una reseña en Voyaza y se lo he recomendado a mi hermana, que quiere ir en agosto con su marido. Le he dado tu correo.

Un abrazo muy fuerte,
Lucía y Andrés

P.D.: Te mandaremos por correo postal la camiseta del Valencia que te prometimos :)
`,
    html:
      `<div dir="ltr"><div>Hola Hery:</div><div><br></div><div>Ya estamos de vuelta en Valencia y todavía soñamos con los baobabs al atardecer. Muchísimas gracias por tu paciencia, por las explicaciones sobre los sifakas y por aquel restaurante en Morondava (¡el mejor cangrejo de mi vida!).</div><div><br></div><div>Te he dejado una reseña en Voyaza y se lo he recomendado a mi hermana, que quiere ir en agosto con su marido. Le he dado tu correo.</div><div><br></div><div>Un abrazo muy fuerte,</div><div>Lucía y Andrés</div><div><br></div><div>P.D.: Te mandaremos por correo postal la camiseta del Valencia que te prometimos :)</div></div>`,
    enc: "qp",
  },
  {
    family: "traveller-letters-antananarivo",
    group: "negative",
    lang: "nl",
    kind: "personal",
    code: null,
    link: null,
    from: "Pieter van Dongen <p.vandongen@ziggo.nl>",
    to: ME,
    subject: "Aanbetaling rondreis maart 2027",
    date: d(11, 4, "19:48:22", "+0100"),
    text: `Beste Hery,

Zojuist heb ik de aanbetaling van 1.200 euro overgemaakt via Fandefa Express (kosten waren 18 euro). Je zou een bericht moeten krijgen waarmee je het geld in Antananarivo kunt ophalen.

Voor de volledigheid nog even onze gegevens:
Pieter en Marloes van Dongen, paspoorten NL, vertrek Amsterdam 6 maart 2027, retour 24 maart.
Marloes is allergisch voor noten, wil je dat aan de lodges doorgeven?

Laat je weten of alles goed is aangekomen?

Hartelijke groet,
Pieter
06 - 2841 7730
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "traveller-letters-antananarivo",
    group: "negative",
    lang: "ja",
    kind: "personal",
    code: null,
    link: null,
    from: "佐藤 美咲 <misaki.sato.travel@yahoo.co.jp>",
    to: ME,
    subject: "来年4月のマダガスカル旅行のご相談",
    date: d(11, 19, "23:05:10", "+0900"),
    text: `Hery様

はじめてご連絡いたします。東京在住の佐藤と申します。
知人の紹介で、貴社のホームページを拝見しました。

2027年4月下旬に、母（68歳）と二人でマダガスカルを10日間ほど旅行したいと考えております。
・アンダシベでインドリを見たい
・ムルンダヴァのバオバブ並木で夕日を見たい
・母の体力を考え、長時間の山歩きは避けたい

日本語ガイドは難しいと思いますので、英語のガイドで構いません。
概算のお見積もり（2名分）をいただけますでしょうか。

どうぞよろしくお願いいたします。

佐藤 美咲
携帯：090-4417-2286
`,
    html: null,
    enc: "b64",
  },
  {
    family: "traveller-letters-antananarivo",
    group: "negative",
    lang: "pt",
    kind: "personal",
    code: null,
    link: null,
    from: "Rui Figueiredo <rui.figueiredo@sapo.pt>",
    to: ME,
    subject: "Fotos da viagem e uma pergunta",
    date: d(11, 27, "16:20:44", "+0000"),
    text: `Olá Hery,

Chegámos bem a Lisboa, obrigado por tudo! As fotografias do grupo no Parque de Ranomafana mando-as amanhã, são muitas!

Uma pergunta: o recibo da última noite no hotel em Fianarantsoa (o n.º 00873, de 245.000 Ar) ficou contigo? Preciso dele para a contabilidade da empresa. Se puderes digitalizar e enviar, agradeço.

Um abraço,
Rui
`,
    html:
      `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt;">Olá Hery,<br><br>Chegámos bem a Lisboa, obrigado por tudo! As fotografias do grupo no Parque de Ranomafana mando-as amanhã, são muitas!<br><br>Uma pergunta: o recibo da última noite no hotel em Fianarantsoa (o n.º 00873, de 245.000 Ar) ficou contigo? Preciso dele para a contabilidade da empresa. Se puderes digitalizar e enviar, agradeço.<br><br>Um abraço,<br>Rui</div>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Fandefa Express (money transfer)

const fandefa: Mail[] = [
  {
    family: "fandefa-express",
    group: "consumer",
    lang: "fr",
    kind: "pickup-code",
    code: "FX-638204",
    code_digits: "638204",
    link: null,
    from: "Fandefa Express <transferts@fandefa-express.com>",
    to: ME,
    subject: "Des fonds vous attendent : 1 200,00 EUR de Pieter van Dongen",
    date: d(11, 4, "18:51:37", "+0000"),
    text: `Bonjour Hery Andrianarivelo,

Pieter van Dongen (Pays-Bas) vous a envoyé de l'argent.

Montant à recevoir : 5 964 000 MGA (1 200,00 EUR au taux de 4 970,00)
Numéro de suivi du transfert : 4402 8816 3107
Mode de réception : retrait en espèces

Votre code secret de retrait : FX-638 204

Présentez ce code et une pièce d'identité valide (CIN ou passeport) dans une agence partenaire :
- Bureau Fandefa Analakely, 14 avenue de l'Indépendance, Antananarivo (lun.–sam. 8h–17h)
- Guichets partenaires BOA et Paositra Malagasy

Ne communiquez ce code à personne, même par téléphone. Fandefa Express ne vous le demandera jamais.

Fandefa Express Ltd – 71 Fenchurch Street, London EC3M 4BS – agrément FCA 931144
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f1f4f9;"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#1a2a44;border-radius:6px;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #e6ebf2;"><img src="https://www.fandefa-express.com/email/logo.png" alt="Fandefa Express" width="150"></td></tr>
<tr><td style="padding:22px 24px 8px;font-size:15px;line-height:22px;">Bonjour Hery Andrianarivelo,<br><b>Pieter van Dongen</b> (Pays-Bas) vous a envoyé de l'argent.</td></tr>
<tr><td align="center" style="padding:10px 24px;font-size:30px;font-weight:bold;color:#0f6b4f;">5&nbsp;964&nbsp;000 MGA</td></tr>
<tr><td align="center" style="padding:0 24px 16px;font-size:12px;color:#6a7a92;">1&nbsp;200,00 EUR &middot; taux 4&nbsp;970,00 &middot; suivi n° 4402 8816 3107</td></tr>
<tr><td style="padding:0 24px;"><table width="100%" cellpadding="14" cellspacing="0" style="background:#fff8e5;border:1px solid #f0d27a;">
<tr><td align="center" style="font-size:13px;">Votre code secret de retrait<br><span style="font-size:28px;font-weight:bold;letter-spacing:3px;font-family:monospace;">FX-638&nbsp;204</span></td></tr></table></td></tr>
<tr><td style="padding:16px 24px;font-size:13px;line-height:20px;">Présentez ce code et une pièce d'identité (CIN ou passeport) :<br>&bull; Bureau Fandefa Analakely, 14 av. de l'Indépendance (lun.&ndash;sam. 8h&ndash;17h)<br>&bull; Guichets partenaires BOA et Paositra Malagasy</td></tr>
<tr><td style="padding:0 24px 18px;font-size:12px;color:#b3261e;">Ne communiquez ce code à personne. Fandefa Express ne vous le demandera jamais.</td></tr>
<tr><td style="padding:12px 24px;background:#f7f9fc;font-size:11px;color:#8593a8;">Fandefa Express Ltd &middot; 71 Fenchurch Street, London EC3M 4BS &middot; FCA 931144 &middot; <a href="https://www.fandefa-express.com/fr/aide" style="color:#8593a8;">Aide</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "fandefa-express",
    group: "consumer",
    lang: "en",
    kind: "transfer-collected",
    code: null,
    link: null,
    from: "Fandefa Express <transfers@fandefa-express.com>",
    to: ME,
    subject: "Transfer 4402 8816 3107 has been collected",
    date: d(11, 5, "10:02:19", "+0000"),
    text: `Hi Hery,

The money sent to you by Pieter van Dongen was collected on 5 Nov 2026 at 12:58 (local time) at Fandefa Analakely, Antananarivo.

Amount collected: 5,964,000 MGA
Transfer number: 4402 8816 3107

We've let Pieter know. If you did not collect this money yourself, call us straight away on +44 20 4577 0199.

Fandefa Express
`,
    html: null,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- Kaktuswind Reisen (German tour operator)

const kaktuswind: Mail[] = [
  {
    family: "kaktuswind-reisen",
    group: "consumer",
    lang: "de",
    kind: "invite-link",
    code: null,
    link: "https://partner.kaktuswind.de/einladung/annehmen?token=kw-3fd8e0a17c&agentur=MDG-022",
    from: "Kaktuswind Reisen Partnerportal <partnerportal@kaktuswind.de>",
    to: ME,
    subject: "Einladung zum Kaktuswind Partnerportal",
    date: d(10, 11, "09:14:55", "+0200"),
    text: `Sehr geehrter Herr Andrianarivelo,

wir stellen die Zusammenarbeit mit unseren Partneragenturen auf unser neues Partnerportal um. Dort finden Sie künftig Gruppenanmeldungen, Rooming-Listen, Voucher und Abrechnungen.

Ihre Agentur: Mitsangana Tours (Partnernummer MDG-022)

Bitte nehmen Sie die Einladung an und legen Sie Ihr Passwort fest:
https://partner.kaktuswind.de/einladung/annehmen?token=kw-3fd8e0a17c&agentur=MDG-022

Der Link ist 14 Tage gültig. Bei Fragen erreichen Sie mich unter +49 761 208 55 40.

Mit freundlichen Grüßen
Katrin Vogel
Produktmanagement Afrika & Indischer Ozean

Kaktuswind Reisen GmbH · Kaiser-Joseph-Str. 214 · 79098 Freiburg
Geschäftsführer: Ralf Hummel · HRB 711042 Amtsgericht Freiburg
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f0;"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#333;">
<tr><td style="padding:18px 26px;border-bottom:4px solid #6b8e23;"><img src="https://partner.kaktuswind.de/static/img/kaktuswind-logo.png" alt="Kaktuswind Reisen" width="170"></td></tr>
<tr><td style="padding:24px 26px;line-height:21px;">Sehr geehrter Herr Andrianarivelo,<br><br>
wir stellen die Zusammenarbeit mit unseren Partneragenturen auf unser neues <b>Partnerportal</b> um. Dort finden Sie künftig Gruppenanmeldungen, Rooming-Listen, Voucher und Abrechnungen.<br><br>
Ihre Agentur: <b>Mitsangana Tours</b> (Partnernummer MDG-022)</td></tr>
<tr><td style="padding:0 26px 22px;"><a href="https://partner.kaktuswind.de/einladung/annehmen?token=kw-3fd8e0a17c&amp;agentur=MDG-022" style="background:#6b8e23;color:#fff;text-decoration:none;padding:12px 26px;display:inline-block;font-weight:bold;">Einladung annehmen</a></td></tr>
<tr><td style="padding:0 26px 22px;line-height:21px;">Der Link ist 14 Tage gültig. Bei Fragen erreichen Sie mich unter +49&nbsp;761&nbsp;208&nbsp;55&nbsp;40.<br><br>Mit freundlichen Grüßen<br>Katrin Vogel<br><span style="color:#777;">Produktmanagement Afrika &amp; Indischer Ozean</span></td></tr>
<tr><td style="padding:14px 26px;background:#f4f4f0;font-size:11px;color:#888;">Kaktuswind Reisen GmbH &middot; Kaiser-Joseph-Str. 214 &middot; 79098 Freiburg &middot; Geschäftsführer: Ralf Hummel &middot; HRB 711042 Amtsgericht Freiburg &middot; <a href="https://www.kaktuswind.de/datenschutz" style="color:#888;">Datenschutz</a> &middot; <a href="https://www.kaktuswind.de/impressum" style="color:#888;">Impressum</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "kaktuswind-reisen",
    group: "consumer",
    lang: "de",
    kind: "group-booking",
    code: null,
    link: null,
    from: "Katrin Vogel <k.vogel@kaktuswind.de>",
    to: ME,
    subject: "Gruppe KW-MDG-2611: Rooming-Liste und Ankunftszeiten",
    date: d(11, 2, "16:37:12", "+0100"),
    text: `Hallo Hery,

anbei die finale Rooming-Liste für die Gruppe KW-MDG-2611 (9 Teilnehmer + Reiseleiterin Frau Anne Sommer).

Ankunft: Sa., 14.11.2026, Air Austral UU 613 aus Saint-Denis, an Ivato 13:40
Abreise: Do., 26.11.2026, UU 612 ab Ivato 14:35
Zimmer: 4 DZ, 1 EZ, 1 EZ Reiseleitung

Zwei Teilnehmer (Ehepaar Lorenz) haben die Verlängerung Nosy Be gebucht – die Details schicke ich separat.
Eure Rechnung INV-0147 über 3.960 EUR ist zur Zahlung freigegeben.

Viele Grüße
Katrin

Kaktuswind Reisen GmbH · Kaiser-Joseph-Str. 214 · 79098 Freiburg · Tel. +49 761 208 55 40
`,
    html: null,
    enc: "8bit",
    attachment: [
      "Roomingliste_KW-MDG-2611.pdf",
      "application/pdf",
      "%PDF-1.4\n% Kaktuswind Roomingliste KW-MDG-2611\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Wandernest (travel reviews site)

const wandernest: Mail[] = [
  {
    family: "wandernest-reviews",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "WN-2749-81",
    code_digits: "274981",
    link: null,
    from: "Wandernest for Business <business@wandernest.com>",
    to: ME,
    subject: "Your code to claim Mitsangana Tours on Wandernest",
    date: d(10, 23, "15:12:30", "+0000"),
    text: `Hi Hery,

You asked to manage the listing "Mitsangana Tours - Private Guided Tours" (Antananarivo, Madagascar) on Wandernest.

Enter this code on the claim page to prove you represent the business:

WN-2749-81

It expires in 30 minutes. Once verified, you can reply to reviews, update photos and see traveller statistics.

Wandernest Ltd, 2 Grand Canal Square, Dublin 2, D02 A342, Ireland
Privacy: https://www.wandernest.com/privacy
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f0f7f4;"><tr><td align="center" style="padding:28px 0;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#16332a;border-radius:8px;">
<tr><td style="padding:22px 28px;"><img src="https://static.wandernest.com/b2b/email/wandernest-business.png" alt="Wandernest for Business" width="190"></td></tr>
<tr><td style="padding:0 28px 14px;font-size:15px;line-height:22px;">Hi Hery,<br>you asked to manage the listing <b>Mitsangana Tours &ndash; Private Guided Tours</b> (Antananarivo, Madagascar). Enter this code on the claim page:</td></tr>
<tr><td align="center" style="padding:8px 28px 18px;"><table cellpadding="0" cellspacing="0"><tr>
<td style="background:#16332a;color:#7ee2b8;font-size:28px;font-family:Menlo,Consolas,monospace;padding:12px 24px;border-radius:6px;letter-spacing:2px;">WN-2749-81</td></tr></table></td></tr>
<tr><td style="padding:0 28px 22px;font-size:13px;color:#4f6b62;">It expires in 30 minutes. Once verified, you can reply to reviews, update photos and see traveller statistics.</td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#8aa39a;border-top:1px solid #e3eee9;">Wandernest Ltd, 2 Grand Canal Square, Dublin 2, D02 A342 &middot; <a href="https://www.wandernest.com/privacy" style="color:#8aa39a;">Privacy</a> &middot; <a href="https://www.wandernest.com/business/help" style="color:#8aa39a;">Help</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "wandernest-reviews",
    group: "consumer",
    lang: "en",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Wandernest for Business <news@wandernest.com>",
    to: ME,
    subject: "Your November insights: 1,284 travellers viewed your listing",
    date: d(11, 26, "07:00:00", "+0000"),
    text: `Your month on Wandernest - November 2026

Listing views: 1,284 (+22% vs October)
Clicks to your website: 96
New reviews: 7 (average 4.9)
Ranking: #3 of 41 tours in Antananarivo

Tip of the month: listings with at least 10 recent photos get twice as many enquiries. Add yours in the dashboard.

Dashboard: https://www.wandernest.com/business/dashboard?utm_source=insights&utm_medium=email
Unsubscribe from monthly insights: https://www.wandernest.com/business/email-prefs?u=8812047&list=insights

Wandernest Ltd, 2 Grand Canal Square, Dublin 2, D02 A342, Ireland
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f0f7f4;"><tr><td align="center" style="padding:28px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#16332a;">
<tr><td style="padding:22px 28px;background:#16332a;"><img src="https://static.wandernest.com/b2b/email/wandernest-business-white.png" alt="Wandernest for Business" width="190"></td></tr>
<tr><td style="padding:24px 28px 8px;font-size:20px;font-weight:bold;">Your month on Wandernest &ndash; November 2026</td></tr>
<tr><td style="padding:8px 28px;"><table width="100%" cellpadding="10" cellspacing="6" style="text-align:center;">
<tr><td style="background:#f0f7f4;"><div style="font-size:24px;font-weight:bold;">1,284</div><div style="font-size:11px;color:#4f6b62;">listing views (+22%)</div></td>
<td style="background:#f0f7f4;"><div style="font-size:24px;font-weight:bold;">96</div><div style="font-size:11px;color:#4f6b62;">website clicks</div></td>
<td style="background:#f0f7f4;"><div style="font-size:24px;font-weight:bold;">#3</div><div style="font-size:11px;color:#4f6b62;">of 41 tours in Antananarivo</div></td></tr></table></td></tr>
<tr><td style="padding:10px 28px;font-size:14px;line-height:21px;">7 new reviews this month, average 4.9.<br><b>Tip:</b> listings with at least 10 recent photos get twice as many enquiries.</td></tr>
<tr><td style="padding:12px 28px 24px;"><a href="https://www.wandernest.com/business/dashboard?utm_source=insights&amp;utm_medium=email" style="background:#2aa876;color:#fff;text-decoration:none;padding:11px 22px;border-radius:5px;display:inline-block;">Open dashboard</a></td></tr>
<tr><td style="padding:14px 28px;font-size:11px;color:#8aa39a;border-top:1px solid #e3eee9;">Wandernest Ltd, 2 Grand Canal Square, Dublin 2, D02 A342, Ireland &middot; <a href="https://www.wandernest.com/business/email-prefs?u=8812047&amp;list=insights" style="color:#8aa39a;">Unsubscribe</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Huabao Lvxing (Chinese tour operator)

const huabao: Mail[] = [
  {
    family: "huabao-lvxing",
    group: "regional",
    lang: "zh",
    kind: "group-enquiry",
    code: null,
    link: null,
    from: "华豹旅行 陈经理 <chen.li@huabao-travel.cn>",
    to: ME,
    subject: "询价：2027年春节马达加斯加12人团（2月10日–2月19日）",
    date: d(11, 13, "10:26:14", "+0800"),
    text: `Hery 先生您好：

我是上海华豹旅行社的陈莉，负责非洲及印度洋线路。我们计划在2027年春节期间组织一个12人的马达加斯加团，想请贵社提供地接报价。

团队信息：
- 人数：12位成人 + 1位领队
- 日期：2027年2月10日抵达塔那那利佛，2月19日离开
- 行程：塔那 – 安达西贝 – 穆龙达瓦（猴面包树大道）– 诺西贝
- 住宿：四星或当地最好的酒店，双人间
- 需要：中文或英文导游、全程用车、国内段机票代订

请于11月30日前回复报价（按人民币或欧元均可），并注明包含与不含项目。

谢谢！
陈莉
华豹旅行社（上海）有限公司
电话：+86 21 6288 4173 ／ 微信：huabao_chenli
上海市静安区江宁路 1158 号 9 楼
`,
    html: null,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- later additions

const trekora_changed: Mail = {
  family: "trekora-tours",
  group: "consumer",
  lang: "en",
  kind: "password-changed",
  code: null,
  link: null,
  from: "Trekora <no-reply@supply.trekora.travel>",
  to: ME,
  subject: "Your Trekora Supplier password was changed",
  date: d(10, 19, "05:03:47", "+0000"),
  text: `Hello Hery,

The password for your Trekora Supplier account (hery@mitsangana-tours.mg) was changed on 19 October 2026 at 05:03 UTC.

For your security, you have been signed out on all other devices, including the Trekora Supplier app on 2 phones.

If you made this change, there is nothing else to do.
If you did not, contact Supplier Support immediately on +44 20 3808 4410 or visit https://supply.trekora.travel/help/account-security

${trekora_foot}
`,
  html: `<html><body style="font-family:Georgia,serif;background:#faf7f2;margin:0;padding:30px 0;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e5dccd;">
<tr><td style="padding:22px 30px;background:#2f4b3a;"><img src="https://cdn.trekora.travel/email/trekora-white.png" alt="Trekora" width="120" height="28"></td></tr>
<tr><td style="padding:30px;font-size:15px;line-height:23px;color:#2b2b2b;">
<p>Hello Hery,</p>
<p>The password for your Trekora Supplier account was changed on <b>19 October 2026 at 05:03 UTC</b>.</p>
<p>For your security, you have been signed out on all other devices, including the Trekora Supplier app on 2 phones.</p>
<p style="font-size:13px;color:#666;">If you made this change, there is nothing else to do. If you did not, call Supplier Support on +44&nbsp;20&nbsp;3808&nbsp;4410 or <a href="https://supply.trekora.travel/help/account-security" style="color:#2f4b3a;">secure your account</a>.</p>
</td></tr>
<tr><td style="padding:18px 30px;font-size:11px;color:#8a8a8a;border-top:1px solid #eee;font-family:Arial,sans-serif;">
Trekora Ltd, 3rd Floor, 41 Great Sutton Street, London EC1V 0DX &middot; <a href="https://www.trekora.travel/privacy" style="color:#8a8a8a;">Privacy</a></td></tr>
</table></body></html>`,
  enc: "qp",
};

const orizzonti: Mail[] = [
  {
    family: "orizzonti-lemure-viaggi",
    group: "regional",
    lang: "it",
    kind: "booking-request",
    code: null,
    link: null,
    from: "Orizzonti Lemure Viaggi <booking@orizzontilemure.it>",
    to: ME,
    subject: "Pratica OLV-27/0058 – coppia Bianchi, tour Sud 15 gg, aprile 2027",
    date: d(11, 17, "11:48:02", "+0100"),
    text: `Ciao Hery,

come anticipato al telefono, ti giro la richiesta per una coppia in viaggio di nozze:

Pratica: OLV-27/0058
Clienti: Davide Bianchi e Chiara Monti
Date: arrivo a Tana il 18/04/2027 con ET 853, partenza il 02/05/2027
Itinerario: RN7 classica (Antsirabe, Ranomafana, Isalo) + 4 notti a Ifaty
Sistemazioni: livello comfort, a Ifaty una camera fronte mare se possibile
Autista e guida parlante italiano o francese

Ci serve il preventivo netto entro venerdì 27 novembre, così lo presentiamo ai clienti sabato.
Pagamento come al solito: 30 % alla conferma, saldo 30 giorni prima dell'arrivo.

Grazie mille e a presto,
Elena Castelli
Orizzonti Lemure Viaggi – Via Santo Stefano 41, 40125 Bologna
Tel. +39 051 644 2197 – www.orizzontilemure.it
`,
    html: `<div style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#222;">
<p>Ciao Hery,</p>
<p>come anticipato al telefono, ti giro la richiesta per una coppia in viaggio di nozze:</p>
<table cellpadding="4" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr><td style="border:1px solid #ccc;"><b>Pratica</b></td><td style="border:1px solid #ccc;">OLV-27/0058</td></tr>
<tr><td style="border:1px solid #ccc;"><b>Clienti</b></td><td style="border:1px solid #ccc;">Davide Bianchi e Chiara Monti</td></tr>
<tr><td style="border:1px solid #ccc;"><b>Date</b></td><td style="border:1px solid #ccc;">arrivo a Tana il 18/04/2027 con ET 853, partenza il 02/05/2027</td></tr>
<tr><td style="border:1px solid #ccc;"><b>Itinerario</b></td><td style="border:1px solid #ccc;">RN7 classica (Antsirabe, Ranomafana, Isalo) + 4 notti a Ifaty</td></tr>
<tr><td style="border:1px solid #ccc;"><b>Sistemazioni</b></td><td style="border:1px solid #ccc;">livello comfort, a Ifaty una camera fronte mare se possibile</td></tr>
<tr><td style="border:1px solid #ccc;"><b>Guida</b></td><td style="border:1px solid #ccc;">autista e guida parlante italiano o francese</td></tr>
</table>
<p>Ci serve il preventivo netto entro <b>venerdì 27 novembre</b>, così lo presentiamo ai clienti sabato.<br>Pagamento come al solito: 30&nbsp;% alla conferma, saldo 30 giorni prima dell'arrivo.</p>
<p>Grazie mille e a presto,<br>Elena Castelli</p>
<p style="color:#1d5e8c;font-size:11px;border-top:1px solid #1d5e8c;padding-top:6px;"><b>Orizzonti Lemure Viaggi</b> &ndash; Via Santo Stefano 41, 40125 Bologna<br>Tel. +39 051 644 2197 &ndash; <a href="https://www.orizzontilemure.it">www.orizzontilemure.it</a><br>
<span style="color:#999;">Ai sensi del Regolamento UE 2016/679 le informazioni contenute in questa e-mail sono riservate.</span></p>
</div>`,
    enc: "qp",
  },
];

const sava: Mail[] = [
  {
    family: "sava-vanille-tourisme",
    group: "regional",
    lang: "fr",
    kind: "subscribe-confirm",
    code: null,
    link: "https://lettre.sava-vanille-tourisme.mg/optin/confirmer?e=aGVyeUBtaXRzYW5nYW5hLXRvdXJzLm1n&l=pro&k=61d0f2",
    from: "Office du tourisme SAVA Vanille <lettre@sava-vanille-tourisme.mg>",
    to: ME,
    subject: "Une dernière étape pour recevoir la lettre des professionnels SAVA",
    date: d(10, 28, "14:39:25"),
    text: `Bonjour,

Vous (ou quelqu'un utilisant votre adresse) avez demandé à recevoir la lettre mensuelle des professionnels du tourisme de la région SAVA (Sambava, Andapa, Vohémar, Antalaha) : calendrier de la récolte de vanille, état des pistes, parc de Marojejy, salons.

Pour confirmer votre inscription, cliquez sur ce lien :
https://lettre.sava-vanille-tourisme.mg/optin/confirmer?e=aGVyeUBtaXRzYW5nYW5hLXRvdXJzLm1n&l=pro&k=61d0f2

Sans confirmation, vous ne recevrez aucun message de notre part.

Office régional du tourisme SAVA – Boulevard de la Mer, Sambava 208 – +261 20 88 921 14
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1ea;"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#3a2c1e;">
<tr><td><img src="https://lettre.sava-vanille-tourisme.mg/img/bandeau-vanille.jpg" alt="SAVA, la région de la vanille" width="560" height="120" style="display:block;"></td></tr>
<tr><td style="padding:22px 26px;font-size:14px;line-height:21px;">Bonjour,<br><br>vous (ou quelqu'un utilisant votre adresse) avez demandé à recevoir la <b>lettre mensuelle des professionnels</b> de la région SAVA&nbsp;: calendrier de la récolte de vanille, état des pistes, parc de Marojejy, salons.</td></tr>
<tr><td align="center" style="padding:0 26px 20px;"><a href="https://lettre.sava-vanille-tourisme.mg/optin/confirmer?e=aGVyeUBtaXRzYW5nYW5hLXRvdXJzLm1n&amp;l=pro&amp;k=61d0f2" style="background:#5a3e1b;color:#fff;padding:12px 28px;text-decoration:none;border-radius:4px;display:inline-block;">Je confirme mon inscription</a></td></tr>
<tr><td style="padding:0 26px 20px;font-size:12px;color:#7a6a58;">Sans confirmation, vous ne recevrez aucun message de notre part.</td></tr>
<tr><td style="padding:12px 26px;background:#f6f1ea;font-size:11px;color:#7a6a58;">Office régional du tourisme SAVA &middot; Boulevard de la Mer, Sambava 208 &middot; +261 20 88 921 14 &middot; <a href="https://www.sava-vanille-tourisme.mg" style="color:#5a3e1b;">sava-vanille-tourisme.mg</a> &middot; <a href="https://www.facebook.com/savavanilletourisme" style="color:#5a3e1b;">Facebook</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "sava-vanille-tourisme",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Office du tourisme SAVA Vanille <lettre@sava-vanille-tourisme.mg>",
    to: ME,
    subject: "Lettre pro SAVA – novembre 2026 : pistes, Marojejy et Salon de la vanille",
    date: d(11, 21, "08:00:00"),
    text: `LETTRE DES PROFESSIONNELS – SAVA – NOVEMBRE 2026

1. État des pistes
RN5a Sambava–Antalaha : bon état. Piste Andapa–Doany : praticable en 4x4 uniquement après les pluies.

2. Parc national de Marojejy
Le camp Simpona est fermé du 1er janvier au 31 mars 2027 (saison cyclonique). Droits d'entrée inchangés en 2027.

3. Salon de la vanille, Sambava, 10-12 décembre 2026
Stand partagé pour les agences réceptives : 150 000 Ar. Inscriptions auprès de l'office avant le 1er décembre.

4. Vols
Aéro Ankoay ajoute un 3e vol hebdomadaire Antananarivo–Sambava (mardi) à partir du 5 janvier 2027.

Se désinscrire : https://lettre.sava-vanille-tourisme.mg/optout?e=aGVyeUBtaXRzYW5nYW5hLXRvdXJzLm1n&l=pro
Office régional du tourisme SAVA – Boulevard de la Mer, Sambava 208
`,
    html: null,
    enc: "8bit",
  },
];

export const mails: Mail[] = [
  ...voyaza,
  ...trekora,
  trekora_changed,
  ...mahavola,
  ...sambirano,
  ...rohy,
  ...ankoay,
  ...alavoaro,
  ...tanety,
  ...lodges,
  ...fimpida,
  ...ledgerkite,
  ...sitelyre,
  ...travellers,
  ...fandefa,
  ...kaktuswind,
  ...wandernest,
  ...huabao,
  ...orizzonti,
  ...sava,
];
