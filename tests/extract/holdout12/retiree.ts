/**
 * The shared inbox of a retired couple near Ottawa–Gatineau over January and February 2026: pension and
 * health-card portals, pharmacy, clinic, banks, a cruise and a snowbird insurer, family photo and tablet
 * accounts, library, seniors' and faith groups, utilities and a volunteer driver network, in English,
 * French and a few community languages; most mail asks for nothing.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Gérald et Maureen Thibodeau <thibodeau.gm@sympatico-mail.ca>";

const WD = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MO = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026 (Eastern Standard Time unless told). */
function d(month: number, day: number, hh: number, mm: number, ss = 0, tz = "-0500"): string {
  const wd = WD[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${wd}, ${day} ${MO[month - 1]} 2026 ${p(hh)}:${p(mm)}:${p(ss)} ${tz}`;
}

/** A centred 600px shell with a preheader, as most mailing platforms ship it. */
function shell(pre: string, body: string, bg = "#f2f4f6", lang = "en"): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title></title>
<style>@media only screen and (max-width:620px){.wrap{width:100% !important}.px{padding-left:16px !important;padding-right:16px !important}}</style>
</head>
<body style="margin:0;padding:0;background:${bg};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}&#8199;&#65279;&#847;&#8199;&#65279;&#847;&#8199;&#65279;&#847;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${bg};">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background:#ffffff;">
${body}
</table>
</td></tr>
</table>
</body>
</html>`;
}

function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center"><tr>
<td align="center" bgcolor="${color}" style="border-radius:4px;"><a href="${href}" target="_blank" style="display:inline-block;padding:13px 28px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${label}</a></td>
</tr></table>`;
}

function digits_row(code: string, color = "#1d2b3a"): string {
  return [...code].map((c) =>
    `<td width="44" height="54" align="center" style="border:1px solid #c9d2dc;border-radius:6px;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;color:${color};">${c}</td><td width="6"></td>`
  ).join("\n");
}

export const mails: Mail[] = [
  // ---------------------------------------------------------------- Pensionlink Canada (pension portal)
  {
    family: "pensionlink-canada",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "58203146",
    link: null,
    from: "Pensionlink Canada <no-reply@secure.pensionlink.ca>",
    to: TO,
    subject: "Your Pensionlink security code",
    date: d(1, 6, 9, 14, 22),
    text: `Pensionlink Canada / Lien-Pension Canada
(Le français suit l'anglais)

Security code

You asked to sign in to your Pensionlink account. Enter this one-time code on the sign-in page:

58203146

The code expires 15 minutes after it was sent (9:14 a.m. ET, January 6, 2026). Do not share it with anyone, including anyone who says they work for Pensionlink. We will never phone you to ask for it.

If you did not try to sign in, call us at 1-800-555-0142 (TTY 1-800-555-0199), Monday to Friday, 8:30 a.m. to 4:30 p.m. local time.

---

Code de sécurité

Vous avez demandé à vous connecter à votre compte Lien-Pension. Entrez ce code à usage unique à la page d'ouverture de session :

58203146

Le code expire 15 minutes après son envoi. Ne le communiquez à personne.

Please do not reply to this email. / Veuillez ne pas répondre à ce courriel.
Privacy / Confidentialité : https://www.pensionlink.ca/en/privacy.html
`,
    html: shell(
      "Your one-time code for signing in. Votre code à usage unique.",
      `<tr><td style="background:#26374a;padding:18px 30px;font-family:Arial,sans-serif;color:#ffffff;font-size:20px;font-weight:bold;">Pensionlink Canada <span style="font-weight:normal;color:#c9d6e3;">| Lien-Pension Canada</span></td></tr>
<tr><td class="px" style="padding:28px 30px 8px 30px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#333333;">
<p style="margin:0 0 6px 0;font-size:12px;color:#6b6b6b;"><a href="#fr" style="color:#284162;">Le français suit</a></p>
<h1 style="margin:0 0 14px 0;font-size:22px;color:#26374a;">Security code</h1>
<p style="margin:0 0 16px 0;">You asked to sign in to your Pensionlink account. Enter this one-time code on the sign-in page:</p>
<p style="margin:0 0 16px 0;font-size:30px;font-weight:bold;letter-spacing:4px;color:#26374a;">58203146</p>
<p style="margin:0 0 16px 0;">The code expires 15 minutes after it was sent (9:14 a.m. ET, January 6, 2026). Do not share it with anyone, including anyone who says they work for Pensionlink. We will never phone you to ask for it.</p>
<p style="margin:0 0 24px 0;">If you did not try to sign in, call us at 1-800-555-0142 (TTY 1-800-555-0199), Monday to Friday, 8:30 a.m. to 4:30 p.m. local time.</p>
</td></tr>
<tr><td class="px" style="padding:0 30px 24px 30px;border-top:1px solid #dddddd;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#333333;">
<h2 id="fr" lang="fr" style="margin:22px 0 14px 0;font-size:20px;color:#26374a;">Code de sécurité</h2>
<p lang="fr" style="margin:0 0 16px 0;">Vous avez demandé à vous connecter à votre compte Lien-Pension. Entrez ce code à usage unique à la page d'ouverture de session :</p>
<p style="margin:0 0 16px 0;font-size:30px;font-weight:bold;letter-spacing:4px;color:#26374a;">58203146</p>
<p lang="fr" style="margin:0;">Le code expire 15 minutes après son envoi. Ne le communiquez à personne.</p>
</td></tr>
<tr><td style="background:#f8f8f8;padding:16px 30px;font-family:Arial,sans-serif;font-size:12px;color:#666666;">Please do not reply to this email. / Veuillez ne pas répondre à ce courriel.<br><a href="https://www.pensionlink.ca/en/privacy.html" style="color:#284162;">Privacy</a> · <a href="https://www.pensionlink.ca/fr/confidentialite.html" style="color:#284162;">Confidentialité</a></td></tr>`,
      "#ffffff",
    ),
    enc: "qp",
  },
  {
    family: "pensionlink-canada",
    group: "regional",
    lang: "en",
    kind: "payment-notice",
    code: null,
    link: null,
    from: "Pensionlink Canada <notifications@pensionlink.ca>",
    to: TO,
    subject: "New message in your Pensionlink account",
    date: d(1, 27, 6, 2, 51),
    text: `Pensionlink Canada

Hello Gérald Thibodeau,

A new message is waiting in your Pensionlink account. It concerns your payment of January 28, 2026.

For your security, this email does not contain any personal information. To read the message, sign in to your account from www.pensionlink.ca and choose "My messages".

Upcoming payment dates: February 25, March 27 and April 28, 2026.

Pensionlink Canada
1-800-555-0142

This is an automated message. Please do not reply.
`,
    html: null,
  },
  {
    family: "pensionlink-canada",
    group: "regional",
    lang: "fr",
    kind: "tax-slip",
    code: null,
    link: null,
    from: "Lien-Pension Canada <avis@pensionlink.ca>",
    to: TO,
    subject: "Vos feuillets d'impôt 2025 sont prêts",
    date: d(2, 12, 7, 30, 5),
    text: `Lien-Pension Canada

Bonjour Maureen Thibodeau,

Vos feuillets T4A(P) et T4A(OAS) pour l'année d'imposition 2025 sont maintenant disponibles dans votre compte Lien-Pension. Vous en aurez besoin pour produire votre déclaration de revenus avant le 30 avril 2026.

Pour les consulter, ouvrez une session à partir de www.pensionlink.ca, puis choisissez « Feuillets d'impôt ».

Si vous avez choisi de recevoir vos feuillets par la poste, ils vous seront envoyés d'ici la fin de février.

Questions : 1-800-555-0143 (sans frais)

Ceci est un message automatique. Veuillez ne pas y répondre.
`,
    html: shell(
      "Vos feuillets T4A(P) et T4A(OAS) 2025 sont disponibles.",
      `<tr><td style="background:#26374a;padding:18px 30px;font-family:Arial,sans-serif;color:#ffffff;font-size:20px;font-weight:bold;">Lien-Pension Canada</td></tr>
<tr><td class="px" style="padding:28px 30px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#333333;">
<p style="margin:0 0 14px 0;">Bonjour Maureen Thibodeau,</p>
<p style="margin:0 0 14px 0;">Vos feuillets <strong>T4A(P)</strong> et <strong>T4A(OAS)</strong> pour l'année d'imposition 2025 sont maintenant disponibles dans votre compte Lien-Pension. Vous en aurez besoin pour produire votre déclaration de revenus avant le 30&nbsp;avril&nbsp;2026.</p>
<p style="margin:0 0 14px 0;">Pour les consulter, ouvrez une session à partir de <a href="https://www.pensionlink.ca/fr/index.html" style="color:#284162;">www.pensionlink.ca</a>, puis choisissez «&nbsp;Feuillets d'impôt&nbsp;».</p>
<p style="margin:0 0 14px 0;">Si vous avez choisi de recevoir vos feuillets par la poste, ils vous seront envoyés d'ici la fin de février.</p>
<p style="margin:0;">Questions&nbsp;: 1-800-555-0143 (sans frais)</p>
</td></tr>
<tr><td style="background:#f8f8f8;padding:16px 30px;font-family:Arial,sans-serif;font-size:12px;color:#666666;">Ceci est un message automatique. Veuillez ne pas y répondre. · <a href="https://www.pensionlink.ca/fr/confidentialite.html" style="color:#284162;">Confidentialité</a></td></tr>`,
      "#eef1f4",
      "fr",
    ),
    enc: "8bit",
  },
  // ---------------------------------------------------------------- SantéCarte Québec (health card portal)
  {
    family: "santecarte-quebec",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://moncompte.santecarte.quebec/activation/courriel?jeton=Qk7rT2vLx9WmE4nB8cZp&lang=fr",
    from: "SantéCarte Québec <ne-pas-repondre@santecarte.quebec>",
    to: TO,
    subject: "Confirmez votre adresse courriel",
    date: d(1, 8, 14, 41, 9),
    text: `SantéCarte Québec

Bonjour,

Vous venez d'indiquer cette adresse courriel dans votre dossier SantéCarte. Pour la confirmer, cliquez sur le lien ci-dessous (valide 48 heures) :

https://moncompte.santecarte.quebec/activation/courriel?jeton=Qk7rT2vLx9WmE4nB8cZp&lang=fr

Une fois l'adresse confirmée, vous recevrez par courriel les avis de renouvellement de votre carte d'assurance maladie.

Si vous n'avez pas fait cette demande, ignorez ce message : l'adresse ne sera pas ajoutée.

Service à la clientèle : 418 555-0188 (Québec), 514 555-0188 (Montréal), 1 800 555-0188 ailleurs au Québec
`,
    html: shell(
      "Un dernier pas pour recevoir vos avis par courriel.",
      `<tr><td style="padding:22px 32px;border-bottom:4px solid #095797;"><img src="https://static.santecarte.quebec/courriel/logo-santecarte.png" width="180" height="40" alt="SantéCarte Québec" style="display:block;border:0;"></td></tr>
<tr><td class="px" style="padding:30px 32px;font-family:'Open Sans',Arial,sans-serif;font-size:16px;line-height:24px;color:#223654;">
<p style="margin:0 0 16px;">Bonjour,</p>
<p style="margin:0 0 16px;">Vous venez d'indiquer cette adresse courriel dans votre dossier SantéCarte. Pour la confirmer, utilisez le bouton ci-dessous. Le lien est valide pendant 48&nbsp;heures.</p>
<div style="padding:8px 0 22px;">${
        button(
          "https://moncompte.santecarte.quebec/activation/courriel?jeton=Qk7rT2vLx9WmE4nB8cZp&amp;lang=fr",
          "Confirmer mon adresse",
          "#095797",
        )
      }</div>
<p style="margin:0 0 16px;">Une fois l'adresse confirmée, vous recevrez par courriel les avis de renouvellement de votre carte d'assurance maladie.</p>
<p style="margin:0;font-size:14px;color:#4e5662;">Si vous n'avez pas fait cette demande, ignorez ce message&nbsp;: l'adresse ne sera pas ajoutée.</p>
</td></tr>
<tr><td style="background:#f1f1f2;padding:18px 32px;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#4e5662;">Service à la clientèle&nbsp;: 418&nbsp;555-0188 (Québec) · 514&nbsp;555-0188 (Montréal) · 1&nbsp;800&nbsp;555-0188<br><a href="https://www.santecarte.quebec/confidentialite" style="color:#095797;">Confidentialité</a> · <a href="https://www.santecarte.quebec/accessibilite" style="color:#095797;">Accessibilité</a><br>© Gouvernement du Québec, 2026</td></tr>`,
      "#ffffff",
      "fr",
    ),
    enc: "qp",
  },
  {
    family: "santecarte-quebec",
    group: "regional",
    lang: "fr",
    kind: "renewal-reminder",
    code: null,
    link: null,
    from: "SantéCarte Québec <avis@santecarte.quebec>",
    to: TO,
    subject: "Votre carte d'assurance maladie expire bientôt",
    date: d(2, 3, 10, 5, 44),
    text: `SantéCarte Québec

Bonjour Maureen,

Votre carte d'assurance maladie (se terminant par ••• 0458) expire le 31 mars 2026.

Vous recevrez par la poste, d'ici trois semaines, un avis de renouvellement. Présentez-vous ensuite à l'un de nos points de service pour la photo et la signature. Pas besoin de rendez-vous dans la plupart des centres.

Points de service près de chez vous : Gatineau (Hull), 170, rue Hôtel-de-Ville — du lundi au vendredi, 8 h 30 à 16 h 30.

Vous prévoyez séjourner hors du Québec plus de 183 jours cette année ? Informez-nous avant votre départ : 1 800 555-0188.

SantéCarte Québec
`,
    html: null,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Maplecrest Pharmacy
  {
    family: "maplecrest-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "pickup-code",
    code: "7316",
    link: null,
    from: "Maplecrest Pharmacy <rx@notify.maplecrestrx.ca>",
    to: TO,
    subject: "Your prescription is ready for pickup at Maplecrest Orléans",
    date: d(1, 9, 16, 22, 37),
    text: `Maplecrest Pharmacy

Hi Maureen,

Good news, your prescription is ready.

Pickup location: Maplecrest Pharmacy #1142, 2210 St. Joseph Blvd, Orléans ON K1C 1E8
Prescription: Rx 4470193 (1 item)
Amount due: $8.54 (after insurance)

Your pickup code: 7316
Give this code at the pharmacy counter, or type it at the 24-hour pickup locker beside the entrance.

We will keep it for 10 days (until January 19). After that it returns to stock.

Store hours: Mon-Fri 9 a.m.-9 p.m., Sat 9-6, Sun 10-5 | 613-555-0171

Manage notifications in the Maplecrest app or at https://www.maplecrestrx.ca/account/notifications
Maplecrest Pharmacy Ltd., 400 University Ave, Toronto ON M5G 1S5
`,
    html: shell(
      "Rx 4470193 is ready. Pickup code inside.",
      `<tr><td style="background:#0b6e4f;padding:16px 24px;"><img src="https://cdn.maplecrestrx.ca/email/logo-white.png" width="160" alt="Maplecrest Pharmacy" style="display:block;border:0;"></td></tr>
<tr><td class="px" style="padding:26px 24px 6px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#2b2b2b;">
<p style="margin:0 0 10px;">Hi Maureen,</p>
<p style="margin:0 0 18px;font-size:20px;font-weight:bold;color:#0b6e4f;">Good news, your prescription is ready.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;border-top:1px solid #e3e3e3;">
<tr><td style="padding:8px 0;color:#777;">Pickup location</td><td style="padding:8px 0;">Maplecrest Pharmacy #1142<br>2210 St. Joseph Blvd, Orléans ON K1C 1E8</td></tr>
<tr><td style="padding:8px 0;color:#777;border-top:1px solid #e3e3e3;">Prescription</td><td style="padding:8px 0;border-top:1px solid #e3e3e3;">Rx 4470193 (1 item)</td></tr>
<tr><td style="padding:8px 0;color:#777;border-top:1px solid #e3e3e3;">Amount due</td><td style="padding:8px 0;border-top:1px solid #e3e3e3;">$8.54 (after insurance)</td></tr>
</table>
</td></tr>
<tr><td align="center" style="padding:18px 24px;">
<table role="presentation" cellpadding="0" cellspacing="0" style="background:#eef7f3;border:1px dashed #0b6e4f;"><tr><td align="center" style="padding:14px 40px;font-family:Helvetica,Arial,sans-serif;">
<div style="font-size:13px;color:#555;">Your pickup code</div>
<div style="font-size:36px;font-weight:bold;letter-spacing:10px;color:#0b6e4f;">7316</div>
</td></tr></table>
<p style="margin:12px 0 0;font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#555;">Give this code at the pharmacy counter, or type it at the 24-hour pickup locker beside the entrance.</p>
</td></tr>
<tr><td class="px" style="padding:6px 24px 22px;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:20px;color:#2b2b2b;">We will keep it for 10 days (until January 19). After that it returns to stock.<br>Store hours: Mon–Fri 9&nbsp;a.m.–9&nbsp;p.m., Sat 9–6, Sun 10–5 · 613-555-0171</td></tr>
<tr><td style="background:#f4f4f4;padding:16px 24px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#888;">
<a href="https://apps.apple.com/ca/app/maplecrest-pharmacy/id1456620981"><img src="https://cdn.maplecrestrx.ca/email/app-store-en.png" width="110" alt="Download on the App Store" style="border:0;"></a> <a href="https://play.google.com/store/apps/details?id=ca.maplecrestrx.app"><img src="https://cdn.maplecrestrx.ca/email/google-play-en.png" width="124" alt="Get it on Google Play" style="border:0;"></a><br><br>
<a href="https://www.maplecrestrx.ca/account/notifications" style="color:#888;">Manage notifications</a> | <a href="https://www.maplecrestrx.ca/privacy" style="color:#888;">Privacy</a><br>Maplecrest Pharmacy Ltd., 400 University Ave, Toronto ON M5G 1S5</td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "maplecrest-pharmacy",
    group: "consumer",
    lang: "en",
    kind: "refill-reminder",
    code: null,
    link: null,
    from: "Maplecrest Pharmacy <rx@notify.maplecrestrx.ca>",
    to: TO,
    subject: "Time to refill: 1 prescription",
    date: d(2, 2, 8, 45, 12),
    text: `Hi Gérald,

Based on your last fill, you may be running low on:

  - ATORVASTATIN 20 MG TAB (Rx 4388120) - last filled Dec 31, 2025, 2 refills left

Request your refill in the Maplecrest app, reply to the automated line at 613-555-0171 (press 2), or drop by Maplecrest #1142 in Orléans.

Heading south this winter? Ask us about a vacation supply before you leave, most plans allow up to 6 months.

Maplecrest Pharmacy
Manage notifications: https://www.maplecrestrx.ca/account/notifications
`,
    html: null,
  },
  {
    family: "maplecrest-pharmacy",
    group: "consumer",
    lang: "fr",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Pharmacie Maplecrest <rx@notify.maplecrestrx.ca>",
    to: TO,
    subject: "Votre commande de vitamines est en route (commande 20260214-88217)",
    date: d(2, 14, 11, 3, 29),
    text: `Pharmacie Maplecrest

Votre commande est en route !

Commande : 20260214-88217
Transporteur : Postes Canada — numéro de suivi 7023 1184 5530 2291
Livraison prévue : mardi 17 février

Vitamine D3 1000 UI, 240 comprimés — 14,99 $
Oméga-3 triple force, 120 capsules — 24,49 $
Sous-total : 39,48 $ · Livraison : gratuite · TPS/TVQ : 0,00 $
Total : 39,48 $ (Visa •••• 3307)

Suivre le colis : https://www.maplecrestrx.ca/fr/commandes/20260214-88217

Pharmacie Maplecrest, 400, av. University, Toronto (Ontario) M5G 1S5
`,
    html: shell(
      "Livraison prévue mardi 17 février.",
      `<tr><td style="background:#0b6e4f;padding:16px 24px;"><img src="https://cdn.maplecrestrx.ca/email/logo-white-fr.png" width="160" alt="Pharmacie Maplecrest" style="display:block;border:0;"></td></tr>
<tr><td class="px" style="padding:24px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#2b2b2b;">
<h1 style="margin:0 0 12px;font-size:22px;color:#0b6e4f;">Votre commande est en route&nbsp;!</h1>
<p style="margin:0 0 4px;">Commande&nbsp;: <strong>20260214-88217</strong></p>
<p style="margin:0 0 4px;">Transporteur&nbsp;: Postes Canada — numéro de suivi 7023&nbsp;1184&nbsp;5530&nbsp;2291</p>
<p style="margin:0 0 18px;">Livraison prévue&nbsp;: mardi 17&nbsp;février</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #e3e3e3;"><td>Vitamine D3 1000&nbsp;UI, 240 comprimés</td><td align="right">14,99&nbsp;$</td></tr>
<tr style="border-bottom:1px solid #e3e3e3;"><td>Oméga-3 triple force, 120 capsules</td><td align="right">24,49&nbsp;$</td></tr>
<tr><td>Livraison</td><td align="right">Gratuite</td></tr>
<tr><td><strong>Total</strong> (Visa •••• 3307)</td><td align="right"><strong>39,48&nbsp;$</strong></td></tr>
</table>
<div style="padding:22px 0 0;">${
        button("https://www.maplecrestrx.ca/fr/commandes/20260214-88217", "Suivre mon colis", "#0b6e4f")
      }</div>
</td></tr>
<tr><td style="background:#f4f4f4;padding:16px 24px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#888;">Pharmacie Maplecrest, 400, av. University, Toronto (Ontario) M5G&nbsp;1S5 · <a href="https://www.maplecrestrx.ca/fr/confidentialite" style="color:#888;">Confidentialité</a></td></tr>`,
      "#f2f4f6",
      "fr",
    ),
    enc: "b64",
  },
  // ---------------------------------------------------------------- Clinique médicale du Boisé (patient portal)
  {
    family: "clinique-du-boise",
    group: "regional",
    lang: "fr",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Clinique médicale du Boisé <rendezvous@cliniqueduboise.ca>",
    to: TO,
    subject: "Rappel : rendez-vous le jeudi 15 janvier à 10 h 20",
    date: d(1, 13, 7, 0, 3),
    text: `Clinique médicale du Boisé
455, boulevard de l'Hôpital, bureau 210, Gatineau (Québec) J8V 2P5

Rappel de rendez-vous

Patient : Gérald Thibodeau
Date : jeudi 15 janvier 2026, 10 h 20
Professionnel : Dre Nadia Bérubé, médecin de famille
Motif : suivi annuel

Veuillez arriver 10 minutes à l'avance avec votre carte d'assurance maladie et la liste de vos médicaments. Une prise de sang à jeun est demandée : ne rien manger après minuit.

Pour annuler ou déplacer le rendez-vous, appelez-nous au moins 24 heures à l'avance au 819 555-0126, poste 0. Un rendez-vous manqué sans préavis pourrait être facturé 50 $.

Ce courriel est envoyé automatiquement ; les réponses ne sont pas lues.
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "clinique-du-boise",
    group: "regional",
    lang: "fr",
    kind: "invite-link",
    code: null,
    link: "https://portail.cliniqueduboise.ca/inscription?invitation=8f3c2a91-5d7e-4b0a-a6c4-71e09b2d55f3",
    from: "Clinique médicale du Boisé <portail@cliniqueduboise.ca>",
    to: TO,
    subject: "Activez votre accès au portail patient",
    date: d(1, 15, 11, 52, 40),
    text: `Bonjour Gérald Thibodeau,

Lors de votre visite d'aujourd'hui, vous avez demandé un accès au portail patient de la Clinique médicale du Boisé. Le portail vous permet de voir vos résultats de laboratoire, de demander un renouvellement d'ordonnance et d'écrire à votre équipe de soins.

Pour créer votre mot de passe et activer votre accès, ouvrez ce lien d'ici le 29 janvier 2026 :
https://portail.cliniqueduboise.ca/inscription?invitation=8f3c2a91-5d7e-4b0a-a6c4-71e09b2d55f3

Vous devrez indiquer votre date de naissance et les 4 derniers caractères de votre numéro d'assurance maladie.

Besoin d'aide ? 819 555-0126, poste 3 (de 9 h à 12 h).

Clinique médicale du Boisé
455, boulevard de l'Hôpital, bureau 210, Gatineau (Québec) J8V 2P5
`,
    html: `<html><body style="font-family:Verdana,Geneva,sans-serif;font-size:14px;color:#222;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="border:1px solid #d6e2d0;">
<tr><td style="background:#4d7c3a;color:#fff;padding:14px 20px;font-size:18px;">Clinique médicale du Boisé <span style="font-size:13px;opacity:.85;">— Portail patient</span></td></tr>
<tr><td style="padding:20px;line-height:1.55;">
<p>Bonjour Gérald Thibodeau,</p>
<p>Lors de votre visite d'aujourd'hui, vous avez demandé un accès au portail patient de la Clinique médicale du Boisé. Le portail vous permet de voir vos résultats de laboratoire, de demander un renouvellement d'ordonnance et d'écrire à votre équipe de soins.</p>
<p style="text-align:center;margin:24px 0;"><a href="https://portail.cliniqueduboise.ca/inscription?invitation=8f3c2a91-5d7e-4b0a-a6c4-71e09b2d55f3" style="background:#4d7c3a;color:#fff;padding:12px 22px;text-decoration:none;border-radius:3px;">Activer mon accès</a></p>
<p>Ce lien est valide jusqu'au 29 janvier 2026. Vous devrez indiquer votre date de naissance et les 4 derniers caractères de votre numéro d'assurance maladie.</p>
<p>Besoin d'aide&nbsp;? 819&nbsp;555-0126, poste 3 (de 9&nbsp;h à 12&nbsp;h).</p>
</td></tr>
<tr><td style="padding:12px 20px;background:#f3f7f1;font-size:11px;color:#666;">Clinique médicale du Boisé · 455, boulevard de l'Hôpital, bureau 210, Gatineau (Québec) J8V&nbsp;2P5 · <a href="https://www.cliniqueduboise.ca/politique-de-confidentialite" style="color:#4d7c3a;">Politique de confidentialité</a></td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "clinique-du-boise",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "492817",
    link: null,
    from: "Portail patient - Clinique du Boisé <portail@cliniqueduboise.ca>",
    to: TO,
    subject: "Code de vérification : 492 817",
    date: d(1, 22, 19, 33, 2),
    text: `Votre code de vérification pour le portail patient est :

492 817

Il est valide pendant 10 minutes. Si vous n'essayez pas de vous connecter, vous pouvez ignorer ce message.

Clinique médicale du Boisé — 819 555-0126
`,
    html: `<html><body style="margin:0;font-family:Verdana,Geneva,sans-serif;color:#222;">
<div style="max-width:520px;margin:0 auto;padding:24px;">
<p style="color:#4d7c3a;font-size:16px;font-weight:bold;">Clinique médicale du Boisé — Portail patient</p>
<p>Votre code de vérification pour le portail patient est&nbsp;:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;margin:18px 0;">492&nbsp;817</p>
<p>Il est valide pendant 10&nbsp;minutes. Si vous n'essayez pas de vous connecter, vous pouvez ignorer ce message.</p>
<p style="font-size:11px;color:#777;border-top:1px solid #ddd;padding-top:10px;">Clinique médicale du Boisé — 819&nbsp;555-0126 · <a href="https://www.cliniqueduboise.ca/politique-de-confidentialite" style="color:#4d7c3a;">Confidentialité</a></p>
</div></body></html>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Banque Laurentine Populaire
  {
    family: "banque-laurentine",
    group: "regional",
    lang: "fr",
    kind: "2fa-code",
    code: "306914",
    link: null,
    from: "Banque Laurentine <securite@alertes.banquelaurentine.ca>",
    to: TO,
    subject: "Banque Laurentine – Code de sécurité à usage unique",
    date: d(1, 11, 15, 7, 58),
    text: `BANQUE LAURENTINE

Code de sécurité à usage unique

Voici le code demandé pour confirmer l'ajout d'un nouveau bénéficiaire de virement (Hydro Rivière-Blanche) dans BanqueNet :

306914

Ce code expire dans 5 minutes. Un employé de la Banque Laurentine ne vous demandera jamais ce code, ni par téléphone, ni par courriel, ni par texto.

Vous n'êtes pas à l'origine de cette demande ? Appelez immédiatement le 1 888 555-0110, 24 h sur 24.

Banque Laurentine, 1250, rue Sherbrooke Ouest, Montréal (Québec) H3A 1H6
Ne répondez pas à ce courriel.
`,
    html: shell(
      "Code pour confirmer l'ajout d'un bénéficiaire dans BanqueNet.",
      `<tr><td style="padding:20px 28px;border-bottom:1px solid #e2e2e2;"><img src="https://img.banquelaurentine.ca/courriels/logo-bl.png" width="170" alt="Banque Laurentine" style="display:block;"></td></tr>
<tr><td class="px" style="padding:28px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:24px;color:#1c1c1c;">
<h1 style="margin:0 0 16px;font-family:Arial,sans-serif;font-size:21px;color:#7a1b2a;">Code de sécurité à usage unique</h1>
<p style="margin:0 0 18px;">Voici le code demandé pour confirmer l'ajout d'un nouveau bénéficiaire de virement (<em>Hydro Rivière-Blanche</em>) dans BanqueNet&nbsp;:</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="center"><tr>
${digits_row("306914", "#7a1b2a")}
</tr></table>
<p style="margin:20px 0 14px;">Ce code expire dans 5&nbsp;minutes. Un employé de la Banque Laurentine ne vous demandera jamais ce code, ni par téléphone, ni par courriel, ni par texto.</p>
<p style="margin:0;font-size:14px;color:#555;">Vous n'êtes pas à l'origine de cette demande&nbsp;? Appelez immédiatement le 1&nbsp;888&nbsp;555-0110, 24&nbsp;h sur 24.</p>
</td></tr>
<tr><td style="background:#f5f1ee;padding:18px 28px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6d6d6d;">Banque Laurentine, 1250, rue Sherbrooke Ouest, Montréal (Québec) H3A&nbsp;1H6<br>Ne répondez pas à ce courriel. <a href="https://www.banquelaurentine.ca/securite" style="color:#7a1b2a;">Conseils de sécurité</a> · <a href="https://www.banquelaurentine.ca/confidentialite" style="color:#7a1b2a;">Confidentialité</a><br>® Marque déposée de la Banque Laurentine. © 2026</td></tr>`,
      "#f5f1ee",
      "fr",
    ),
    enc: "b64",
  },
  {
    family: "banque-laurentine",
    group: "regional",
    lang: "fr",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Banque Laurentine <releves@avis.banquelaurentine.ca>",
    to: TO,
    subject: "Votre relevé de janvier est disponible",
    date: d(2, 4, 5, 12, 0),
    text: `Bonjour Gérald,

Votre relevé de compte pour la période du 1er au 31 janvier 2026 est disponible dans BanqueNet.

Compte : Chèques Avantage 55+ (•••• 8824)
Solde au 31 janvier : 6 412,37 $

Pour le consulter, ouvrez une session dans BanqueNet ou dans l'application mobile, puis choisissez Relevés et documents. Vos relevés restent accessibles pendant 7 ans.

Banque Laurentine
1 888 555-0110
https://www.banquelaurentine.ca
`,
    html: null,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Trillium Shores Credit Union
  {
    family: "trillium-shores-cu",
    group: "consumer",
    lang: "en",
    kind: "signin-alert",
    code: null,
    link: null,
    from: "Trillium Shores Credit Union <alerts@trilliumshores.ca>",
    to: TO,
    subject: "New sign-in to Trillium Online Banking",
    date: d(1, 17, 20, 48, 16),
    text: `Trillium Shores Credit Union

Hi Maureen,

We noticed a sign-in to your online banking from a device we haven't seen before.

When: January 17, 2026 at 8:47 p.m. ET
Device: iPad, Safari
Approximate location: Orléans, ON

If this was you, there's nothing else to do.

If it wasn't you, call us right away at 1-866-555-0134 (press 1 for lost or stolen cards and fraud). We're here 24/7.

Trillium Shores Credit Union Ltd. | 85 Riverside Dr, Cornwall ON K6H 0A1
Deposits are insured by FSRA.
`,
    html: shell(
      "iPad, Safari — Orléans, ON — Jan 17 at 8:47 p.m.",
      `<tr><td style="padding:18px 26px;background:#123b5e;"><img src="https://www.trilliumshores.ca/email/tscu-logo.png" width="150" alt="Trillium Shores Credit Union" style="display:block;"></td></tr>
<tr><td class="px" style="padding:26px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#222;">
<p style="margin:0 0 12px;">Hi Maureen,</p>
<p style="margin:0 0 16px;">We noticed a sign-in to your online banking from a device we haven't seen before.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f3f7fa;width:100%;">
<tr><td width="40%" style="color:#5b6b78;">When</td><td>January 17, 2026 at 8:47 p.m. ET</td></tr>
<tr><td style="color:#5b6b78;">Device</td><td>iPad, Safari</td></tr>
<tr><td style="color:#5b6b78;">Approximate location</td><td>Orléans, ON</td></tr>
</table>
<p style="margin:16px 0 12px;">If this was you, there's nothing else to do.</p>
<p style="margin:0;">If it wasn't you, call us right away at <a href="tel:+18665550134" style="color:#123b5e;">1-866-555-0134</a> (press 1 for lost or stolen cards and fraud). We're here 24/7.</p>
</td></tr>
<tr><td style="padding:16px 26px;border-top:1px solid #e5e5e5;font-family:Arial,sans-serif;font-size:11px;color:#777;">Trillium Shores Credit Union Ltd. · 85 Riverside Dr, Cornwall ON K6H&nbsp;0A1 · Deposits are insured by FSRA.<br><a href="https://www.trilliumshores.ca/privacy" style="color:#777;">Privacy</a> · <a href="https://www.trilliumshores.ca/security" style="color:#777;">Security centre</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "trillium-shores-cu",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://click.trilliumshores.ca/ls/click?upn=u001.Kx8cQ2mVnR7-2BzL4tPwE9yHs0aJ-3D-3D_reset5f2e&sid=tscu-pw",
    from: "Trillium Shores Credit Union <alerts@trilliumshores.ca>",
    to: TO,
    subject: "Reset your online banking password",
    date: d(1, 18, 9, 26, 3),
    text: `Trillium Shores Credit Union

Hi Maureen,

You asked to reset the password for online banking (member number ending 0917).

Choose a new password here (the link works once and expires in 30 minutes):
https://click.trilliumshores.ca/ls/click?upn=u001.Kx8cQ2mVnR7-2BzL4tPwE9yHs0aJ-3D-3D_reset5f2e&sid=tscu-pw

After you reset it, you'll need to sign in again on your other devices.

Didn't ask for this? Your password hasn't changed. Call 1-866-555-0134 if you're worried about your account.

Trillium Shores Credit Union Ltd. | 85 Riverside Dr, Cornwall ON K6H 0A1
`,
    html: shell(
      "Member number ending 0917 — link expires in 30 minutes.",
      `<tr><td style="padding:18px 26px;background:#123b5e;"><img src="https://www.trilliumshores.ca/email/tscu-logo.png" width="150" alt="Trillium Shores Credit Union" style="display:block;"></td></tr>
<tr><td class="px" style="padding:26px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#222;">
<p style="margin:0 0 12px;">Hi Maureen,</p>
<p style="margin:0 0 20px;">You asked to reset the password for online banking (member number ending 0917).</p>
${
        button(
          "https://click.trilliumshores.ca/ls/click?upn=u001.Kx8cQ2mVnR7-2BzL4tPwE9yHs0aJ-3D-3D_reset5f2e&amp;sid=tscu-pw",
          "Choose a new password",
          "#1a7f5a",
        )
      }
<p style="margin:20px 0 12px;font-size:13px;color:#555;">The link works once and expires in 30 minutes. After you reset it, you'll need to sign in again on your other devices.</p>
<p style="margin:0;font-size:13px;color:#555;">Didn't ask for this? Your password hasn't changed. Call <a href="tel:+18665550134" style="color:#123b5e;">1-866-555-0134</a> if you're worried about your account.</p>
</td></tr>
<tr><td style="padding:16px 26px;border-top:1px solid #e5e5e5;font-family:Arial,sans-serif;font-size:11px;color:#777;">Trillium Shores Credit Union Ltd. · 85 Riverside Dr, Cornwall ON K6H&nbsp;0A1<br><a href="https://www.trilliumshores.ca/privacy" style="color:#777;">Privacy</a> · <a href="https://www.trilliumshores.ca/security" style="color:#777;">Security centre</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "trillium-shores-cu",
    group: "consumer",
    lang: "en",
    kind: "etransfer-sent",
    code: null,
    link: null,
    from: "Trillium Shores Credit Union <alerts@trilliumshores.ca>",
    to: TO,
    subject: "Your e-Transfer of $120.00 to RIDEWELL VOLUNTEER has been deposited",
    date: d(2, 9, 13, 14, 55),
    text: `Hi Maureen,

The money you sent has been deposited.

Amount: $120.00
To: RIDEWELL VOLUNTEER DRIVERS (donations@ridewell-ottawa.ca)
From account: Chequing ••••0917
Message: Annual donation - thank you drivers!
Reference number: CA1MRh8kTqZ4
Date sent: February 9, 2026

Keep this email for your records.

Trillium Shores Credit Union Ltd. | 1-866-555-0134
`,
    html: null,
  },
  // ---------------------------------------------------------------- Aurora Seaways (cruise line)
  {
    family: "aurora-seaways",
    group: "consumer",
    lang: "en",
    kind: "verify-code-link",
    code: "HX4-92K",
    code_digits: "HX492K",
    link:
      "https://my.auroraseaways.com/account/verify?email=thibodeau.gm%40sympatico-mail.ca&token=av_7dd1c04be29a41f3",
    from: "Aurora Seaways <welcome@my.auroraseaways.com>",
    to: TO,
    subject: "Verify your email to finish setting up My Aurora",
    date: d(1, 19, 10, 2, 11),
    text: `AURORA SEAWAYS

Welcome aboard, Gérald!

You're one step away from your My Aurora account, where you can check in online, book shore excursions and see your onboard spending.

Verify your email by opening this link:
https://my.auroraseaways.com/account/verify?email=thibodeau.gm%40sympatico-mail.ca&token=av_7dd1c04be29a41f3

Or, if the sign-up page is still open, enter this verification code:
HX4-92K

The link and code expire in 24 hours.

Your upcoming sailing: 10-Night Southern Caribbean, Aurora Solstice, departing Fort Lauderdale on March 3, 2026 (booking 6620418).

Questions? Call 1-888-555-0163, daily 8 a.m. to 10 p.m. ET.

Aurora Seaways Ltd. | 1500 Port Boulevard, Miami, FL 33132 | Ships' registry: Malta
Privacy policy: https://www.auroraseaways.com/legal/privacy
`,
    html: shell(
      "One step left: verify your email for My Aurora.",
      `<tr><td align="center" style="padding:0;"><img src="https://media.auroraseaways.com/email/2026/header-solstice-600.jpg" width="600" height="200" alt="Aurora Seaways — Aurora Solstice at sunset" style="display:block;width:100%;max-width:600px;height:auto;border:0;"></td></tr>
<tr><td class="px" align="center" style="padding:30px 40px 10px;font-family:Georgia,serif;color:#0e2a47;">
<h1 style="margin:0 0 10px;font-size:28px;font-weight:normal;">Welcome aboard, Gérald!</h1>
<p style="margin:0 0 22px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#3d4b59;">You're one step away from your My Aurora account, where you can check in online, book shore excursions and see your onboard spending.</p>
${
        button(
          "https://my.auroraseaways.com/account/verify?email=thibodeau.gm%40sympatico-mail.ca&amp;token=av_7dd1c04be29a41f3",
          "VERIFY MY EMAIL",
          "#c8553d",
        )
      }
<p style="margin:24px 0 6px;font-family:Arial,sans-serif;font-size:14px;color:#3d4b59;">Or, if the sign-up page is still open, enter this code:</p>
<p style="margin:0 0 8px;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:3px;color:#0e2a47;">HX4-92K</p>
<p style="margin:0 0 20px;font-family:Arial,sans-serif;font-size:12px;color:#7a8793;">The link and code expire in 24 hours.</p>
</td></tr>
<tr><td class="px" style="padding:18px 40px;background:#f4efe6;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#0e2a47;"><strong>Your upcoming sailing</strong><br>10-Night Southern Caribbean · Aurora Solstice<br>Departs Fort Lauderdale, March 3, 2026 · Booking 6620418</td></tr>
<tr><td align="center" style="padding:22px 40px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#7a8793;">
<a href="https://www.facebook.com/auroraseaways"><img src="https://media.auroraseaways.com/email/fb.png" width="24" alt="Facebook" style="border:0;"></a>&nbsp;<a href="https://www.instagram.com/auroraseaways"><img src="https://media.auroraseaways.com/email/ig.png" width="24" alt="Instagram" style="border:0;"></a>&nbsp;<a href="https://www.youtube.com/@auroraseaways"><img src="https://media.auroraseaways.com/email/yt.png" width="24" alt="YouTube" style="border:0;"></a><br><br>
Questions? Call 1-888-555-0163, daily 8&nbsp;a.m.–10&nbsp;p.m. ET.<br>Aurora Seaways Ltd. · 1500 Port Boulevard, Miami, FL 33132 · Ships' registry: Malta<br><a href="https://www.auroraseaways.com/legal/privacy" style="color:#7a8793;">Privacy policy</a> · <a href="https://www.auroraseaways.com/legal/terms" style="color:#7a8793;">Terms</a></td></tr>`,
      "#e9eef3",
    ),
    enc: "qp",
  },
  {
    family: "aurora-seaways",
    group: "consumer",
    lang: "en",
    kind: "booking-documents",
    code: null,
    link: null,
    from: "Aurora Seaways Guest Services <guestservices@auroraseaways.com>",
    to: TO,
    subject: "Your cruise documents – Booking 6620418 – Aurora Solstice, March 3",
    date: d(2, 1, 12, 30, 0),
    text: `Dear Gérald and Maureen Thibodeau,

Your final payment has been received and your e-documents for booking 6620418 are attached.

Ship: Aurora Solstice
Itinerary: 10-Night Southern Caribbean (Fort Lauderdale - Aruba - Curaçao - Bonaire - Grand Turk - Fort Lauderdale)
Sail date: March 3, 2026 | Embarkation: 11:30 a.m. - 2:00 p.m., Port Everglades Terminal 21
Stateroom: 9142, Balcony (category B2)
Total paid: USD 4,318.60 (Mastercard ending 5521)

Please print the attached boarding documents and luggage tags, and bring a passport valid until at least September 3, 2026.

Online check-in opens 30 days before sailing in My Aurora or the Aurora app.

Bon voyage,
Aurora Seaways Guest Services
1-888-555-0163
`,
    html: shell(
      "Final payment received. Your boarding documents are attached.",
      `<tr><td style="padding:20px 32px;background:#0e2a47;font-family:Georgia,serif;font-size:22px;color:#f4efe6;letter-spacing:2px;">AURORA SEAWAYS</td></tr>
<tr><td class="px" style="padding:28px 32px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#23303d;">
<p style="margin:0 0 14px;">Dear Gérald and Maureen Thibodeau,</p>
<p style="margin:0 0 18px;">Your final payment has been received and your e-documents for booking <strong>6620418</strong> are attached.</p>
<table role="presentation" width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #dfe4ea;">
<tr><td style="background:#f6f8fa;width:35%;">Ship</td><td>Aurora Solstice</td></tr>
<tr><td style="background:#f6f8fa;">Itinerary</td><td>10-Night Southern Caribbean<br><span style="color:#6b7785;">Fort Lauderdale – Aruba – Curaçao – Bonaire – Grand Turk – Fort Lauderdale</span></td></tr>
<tr><td style="background:#f6f8fa;">Sail date</td><td>March 3, 2026 · Embarkation 11:30&nbsp;a.m.–2:00&nbsp;p.m., Port Everglades Terminal 21</td></tr>
<tr><td style="background:#f6f8fa;">Stateroom</td><td>9142, Balcony (B2)</td></tr>
<tr><td style="background:#f6f8fa;">Total paid</td><td>USD 4,318.60 (Mastercard ending 5521)</td></tr>
</table>
<p style="margin:18px 0 12px;">Please print the attached boarding documents and luggage tags, and bring a passport valid until at least September&nbsp;3,&nbsp;2026.</p>
<p style="margin:0 0 12px;">Online check-in opens 30 days before sailing in <a href="https://my.auroraseaways.com/" style="color:#c8553d;">My Aurora</a> or the Aurora app.</p>
<p style="margin:0;">Bon voyage,<br>Aurora Seaways Guest Services<br>1-888-555-0163</p>
</td></tr>
<tr><td style="padding:16px 32px;font-family:Arial,sans-serif;font-size:11px;color:#7a8793;background:#f4efe6;">Aurora Seaways Ltd. · 1500 Port Boulevard, Miami, FL 33132 · <a href="https://www.auroraseaways.com/legal/privacy" style="color:#7a8793;">Privacy</a></td></tr>`,
    ),
    enc: "qp",
    attachment: [
      "Aurora_eDocs_6620418.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n4 0 obj << /Length 88 >> stream\nBT /F1 14 Tf 72 720 Td (Aurora Solstice - Booking 6620418 - Stateroom 9142 - Boarding pass) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ---------------------------------------------------------------- Snowgoose travel insurance (snowbird cover)
  {
    family: "snowgoose-assurance-voyage",
    group: "consumer",
    lang: "en",
    kind: "policy-issued",
    code: null,
    link: null,
    from: "Snowgoose Travel Insurance <policies@snowgoose.ca>",
    to: TO,
    subject: "Your Snowgoose Snowbird policy SG-ON-2026-448120",
    date: d(1, 7, 16, 40, 27),
    text: `Snowgoose Travel Insurance

Hello Gérald,

Thank you for choosing Snowgoose. Your policy wording and wallet cards are attached (PDF).

Policy number: SG-ON-2026-448120
Plan: Snowbird Emergency Medical, Couple, Stability Option B
Insured: Gérald Thibodeau (age 71), Maureen Thibodeau (age 69)
Coverage: January 20, 2026 to April 18, 2026 (89 days)
Premium: $2,146.00 + applicable tax, paid by Visa ending 3307

IN A MEDICAL EMERGENCY, call our assistance centre BEFORE seeking treatment:
From the U.S. and Canada: 1-855-555-0177 | Collect from elsewhere: +1 416-555-0177

You have a 10-day review period. If you need to change your dates, contact us before you leave.

Snowgoose Travel Insurance is a trade name of Bernache Assurance Inc., 2001 boul. Robert-Bourassa, Montréal QC H3A 2A6.
`,
    html: null,
    attachment: [
      "Snowgoose_SG-ON-2026-448120.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "snowgoose-assurance-voyage",
    group: "consumer",
    lang: "fr",
    kind: "confirm-change",
    code: null,
    link: "https://moncompte.snowgoose.ca/fr/modifications/confirmer/CHG-77310?k=5b0e19ac44d2",
    from: "Snowgoose Assurance voyage <polices@snowgoose.ca>",
    to: TO,
    subject: "Confirmez la modification de votre police SG-ON-2026-448120",
    date: d(1, 14, 10, 18, 50),
    text: `Snowgoose Assurance voyage

Bonjour Gérald,

Nous avons reçu votre demande de modification en ligne :

Police : SG-ON-2026-448120
Date de retour actuelle : 18 avril 2026
Nouvelle date de retour demandée : 25 avril 2026 (96 jours)
Prime supplémentaire : 187,00 $ + taxes

Pour que la modification prenne effet, confirmez-la d'ici le 19 janvier 2026 (avant votre départ) :
https://moncompte.snowgoose.ca/fr/modifications/confirmer/CHG-77310?k=5b0e19ac44d2

Sans confirmation de votre part, votre police reste inchangée.

Snowgoose Assurance voyage — 1 855 555-0177
Snowgoose est une dénomination de Bernache Assurance inc., 2001, boul. Robert-Bourassa, Montréal (Québec) H3A 2A6.
`,
    html: shell(
      "Nouvelle date de retour : 25 avril 2026. Confirmez d'ici le 19 janvier.",
      `<tr><td style="padding:18px 28px;background:#ffffff;border-bottom:3px solid #e07a1f;font-family:Arial,sans-serif;font-size:20px;font-weight:bold;color:#2c3e50;"><img src="https://www.snowgoose.ca/img/email/bernache.png" width="34" height="34" alt="" style="vertical-align:middle;border:0;"> Snowgoose <span style="font-weight:normal;color:#7f8c8d;">Assurance voyage</span></td></tr>
<tr><td class="px" style="padding:26px 28px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#2c3e50;">
<p style="margin:0 0 12px;">Bonjour Gérald,</p>
<p style="margin:0 0 14px;">Nous avons reçu votre demande de modification en ligne&nbsp;:</p>
<table role="presentation" cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #ecf0f1;">
<tr><td style="color:#7f8c8d;">Police</td><td>SG-ON-2026-448120</td></tr>
<tr><td style="color:#7f8c8d;">Date de retour actuelle</td><td>18 avril 2026</td></tr>
<tr><td style="color:#7f8c8d;">Nouvelle date de retour</td><td><strong>25 avril 2026</strong> (96 jours)</td></tr>
<tr><td style="color:#7f8c8d;">Prime supplémentaire</td><td>187,00&nbsp;$ + taxes</td></tr>
</table>
<p style="margin:18px 0 18px;">Pour que la modification prenne effet, confirmez-la d'ici le 19&nbsp;janvier&nbsp;2026 (avant votre départ).</p>
${
        button(
          "https://moncompte.snowgoose.ca/fr/modifications/confirmer/CHG-77310?k=5b0e19ac44d2",
          "Confirmer la modification",
          "#e07a1f",
        )
      }
<p style="margin:18px 0 0;font-size:13px;color:#7f8c8d;">Sans confirmation de votre part, votre police reste inchangée.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f7f9fa;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#7f8c8d;">Snowgoose Assurance voyage — 1&nbsp;855&nbsp;555-0177 · <a href="https://www.snowgoose.ca/fr/confidentialite" style="color:#7f8c8d;">Confidentialité</a><br>Snowgoose est une dénomination de Bernache Assurance inc., 2001, boul. Robert-Bourassa, Montréal (Québec) H3A&nbsp;2A6.</td></tr>`,
      "#f7f9fa",
      "fr",
    ),
    enc: "b64",
  },
  // ---------------------------------------------------------------- Kinframe (family photo sharing)
  {
    family: "kinframe-photos",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://kinfr.am/i/7QmZ3xBv?utm_source=email&utm_medium=invite&utm_campaign=album_invite",
    from: "Chloé via Kinframe <invites@kinframe.app>",
    to: TO,
    subject: 'Chloé invited you to the album "Xmas at Mémère\'s 2025"',
    date: d(1, 3, 18, 11, 40),
    text: `Chloé Thibodeau invited you to a shared album on Kinframe

"Xmas at Mémère's 2025"
214 photos and 9 videos

"Hi Mémère and Pépère!! All the pics from Christmas are in here, you can add yours too <3"

Join the album: https://kinfr.am/i/7QmZ3xBv?utm_source=email&utm_medium=invite&utm_campaign=album_invite

No Kinframe account yet? You can view the album in your browser, or get the app for your phone or tablet.

This invitation was sent to thibodeau.gm@sympatico-mail.ca. If you don't know Chloé, you can ignore it.
Kinframe Inc., 340 Brannan St, San Francisco, CA 94107
Unsubscribe from invitation emails: https://kinframe.app/email/unsubscribe?u=b3f91c&t=invite
`,
    html: `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#fff8f2;">
<span style="display:none;color:#fff8f2;font-size:1px;">214 photos and 9 videos from Chloé</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:28px 12px;">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="max-width:480px;background:#ffffff;border-radius:16px;">
<tr><td align="center" style="padding:28px 28px 8px;"><img src="https://cdn.kinframe.app/mail/kinframe-wordmark@2x.png" width="120" alt="Kinframe" style="display:block;border:0;"></td></tr>
<tr><td align="center" style="padding:10px 28px;"><img src="https://cdn.kinframe.app/avatars/u/88a1f0.jpg" width="56" height="56" alt="Chloé Thibodeau" style="border-radius:28px;display:block;"></td></tr>
<tr><td align="center" style="padding:0 28px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:18px;line-height:26px;color:#222;"><strong>Chloé Thibodeau</strong> invited you to a shared album</td></tr>
<tr><td align="center" style="padding:18px 28px;"><a href="https://kinfr.am/i/7QmZ3xBv?utm_source=email&amp;utm_medium=invite&amp;utm_campaign=album_invite"><img src="https://cdn.kinframe.app/covers/a/7QmZ3xBv/640.jpg" width="424" alt="Album cover: Xmas at Mémère's 2025" style="display:block;width:100%;max-width:424px;border-radius:12px;border:0;"></a></td></tr>
<tr><td align="center" style="padding:0 28px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;"><div style="font-size:20px;font-weight:700;color:#222;">Xmas at Mémère's 2025</div><div style="font-size:14px;color:#888;padding-top:4px;">214 photos · 9 videos</div></td></tr>
<tr><td style="padding:16px 28px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#444;font-style:italic;background:#fff8f2;">“Hi Mémère and Pépère!! All the pics from Christmas are in here, you can add yours too &lt;3”</td></tr>
<tr><td align="center" style="padding:22px 28px;"><a href="https://kinfr.am/i/7QmZ3xBv?utm_source=email&amp;utm_medium=invite&amp;utm_campaign=album_invite" style="display:inline-block;background:#ff6b3d;color:#ffffff;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;font-weight:600;text-decoration:none;padding:14px 36px;border-radius:24px;">Join album</a></td></tr>
<tr><td align="center" style="padding:0 28px 24px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:13px;color:#888;">No account yet? You can view the album in your browser, or get the app:<br><br>
<a href="https://apps.apple.com/app/kinframe-family-albums/id1520398417"><img src="https://cdn.kinframe.app/mail/badge-appstore.png" width="120" alt="Download on the App Store" style="border:0;"></a>&nbsp;&nbsp;<a href="https://play.google.com/store/apps/details?id=app.kinframe.android"><img src="https://cdn.kinframe.app/mail/badge-googleplay.png" width="135" alt="Get it on Google Play" style="border:0;"></a></td></tr>
</table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#aaa;max-width:480px;">This invitation was sent to thibodeau.gm@sympatico-mail.ca. If you don't know Chloé, you can ignore it.<br>Kinframe Inc., 340 Brannan St, San Francisco, CA 94107 · <a href="https://kinframe.app/email/unsubscribe?u=b3f91c&amp;t=invite" style="color:#aaa;">Unsubscribe from invitation emails</a> · <a href="https://kinframe.app/privacy" style="color:#aaa;">Privacy</a></p>
</td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "kinframe-photos",
    group: "consumer",
    lang: "en",
    kind: "activity-digest",
    code: null,
    link: null,
    from: "Kinframe <notifications@kinframe.app>",
    to: TO,
    subject: 'Olivier added 18 photos to "Ski trip Mont-Tremblant"',
    date: d(2, 16, 21, 5, 13),
    text: `New in your albums this week

Ski trip Mont-Tremblant
Olivier added 18 photos. Chloé commented: "Pépère on the black run!!! 😂"

Xmas at Mémère's 2025
You liked 3 photos. Tante Lise added 2 photos.

Open Kinframe: https://kinframe.app/albums?utm_source=email&utm_medium=digest

You're getting this weekly digest because you're in 2 shared albums.
Change email settings: https://kinframe.app/settings/notifications
Kinframe Inc., 340 Brannan St, San Francisco, CA 94107
`,
    html: `<!doctype html>
<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff8f2;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 12px;">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border-radius:16px;">
<tr><td style="padding:24px 24px 6px;"><img src="https://cdn.kinframe.app/mail/kinframe-wordmark@2x.png" width="100" alt="Kinframe"></td></tr>
<tr><td style="padding:6px 24px 14px;font-size:20px;font-weight:700;color:#222;">New in your albums this week</td></tr>
<tr><td style="padding:0 24px 16px;"><a href="https://kinframe.app/a/Lp2W9tNc?utm_source=email&amp;utm_medium=digest"><img src="https://cdn.kinframe.app/covers/a/Lp2W9tNc/grid-4.jpg" width="432" alt="4 new photos" style="display:block;width:100%;border-radius:10px;border:0;"></a>
<div style="font-size:16px;font-weight:600;color:#222;padding-top:10px;">Ski trip Mont-Tremblant</div>
<div style="font-size:14px;color:#555;line-height:20px;">Olivier added 18 photos. Chloé commented: “Pépère on the black run!!! 😂”</div></td></tr>
<tr><td style="padding:0 24px 20px;border-top:1px solid #f0e6dd;"><div style="font-size:16px;font-weight:600;color:#222;padding-top:14px;">Xmas at Mémère's 2025</div>
<div style="font-size:14px;color:#555;">You liked 3 photos. Tante Lise added 2 photos.</div></td></tr>
<tr><td align="center" style="padding:4px 24px 26px;"><a href="https://kinframe.app/albums?utm_source=email&amp;utm_medium=digest" style="display:inline-block;background:#ff6b3d;color:#fff;font-size:15px;font-weight:600;text-decoration:none;padding:12px 30px;border-radius:22px;">Open Kinframe</a></td></tr>
</table>
<p style="font-size:11px;line-height:16px;color:#aaa;max-width:480px;">You're getting this weekly digest because you're in 2 shared albums. <a href="https://kinframe.app/settings/notifications" style="color:#aaa;">Change email settings</a><br>Kinframe Inc., 340 Brannan St, San Francisco, CA 94107</p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "kinframe-photos",
    group: "consumer",
    lang: "fr",
    kind: "family-plan-invite",
    code: null,
    link: "https://kinframe.app/family/join/F8kR2pQw9d?lang=fr-CA",
    from: "Kinframe <invites@kinframe.app>",
    to: TO,
    subject: "Julie vous invite à rejoindre Kinframe Famille",
    date: d(2, 20, 13, 47, 31),
    text: `Julie Thibodeau-Nguyen vous invite à rejoindre son abonnement Kinframe Famille.

Avec Kinframe Famille, jusqu'à 6 personnes partagent 2 To d'espace pour leurs photos et vidéos, en qualité originale. Votre part ne vous coûte rien : c'est Julie qui gère l'abonnement.

Accepter l'invitation :
https://kinframe.app/family/join/F8kR2pQw9d?lang=fr-CA

L'invitation expire le 6 mars 2026. Si vous avez déjà un abonnement Kinframe Plus, il sera annulé et remboursé au prorata lorsque vous vous joindrez à la famille.

Kinframe Inc., 340 Brannan St, San Francisco, CA 94107, États-Unis
Confidentialité : https://kinframe.app/fr/privacy
`,
    html: `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"></head><body style="margin:0;background:#fff8f2;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:28px 12px;">
<table width="480" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border-radius:16px;">
<tr><td align="center" style="padding:28px 28px 10px;"><img src="https://cdn.kinframe.app/mail/kinframe-family@2x.png" width="140" alt="Kinframe Famille"></td></tr>
<tr><td align="center" style="padding:0 28px 12px;font-size:19px;line-height:27px;color:#222;"><strong>Julie Thibodeau-Nguyen</strong> vous invite à rejoindre son abonnement Kinframe Famille</td></tr>
<tr><td style="padding:0 28px 18px;font-size:15px;line-height:22px;color:#555;">Avec Kinframe Famille, jusqu'à 6 personnes partagent 2&nbsp;To d'espace pour leurs photos et vidéos, en qualité originale. Votre part ne vous coûte rien&nbsp;: c'est Julie qui gère l'abonnement.</td></tr>
<tr><td align="center" style="padding:0 28px 20px;"><a href="https://kinframe.app/family/join/F8kR2pQw9d?lang=fr-CA" style="display:inline-block;background:#ff6b3d;color:#fff;font-size:16px;font-weight:600;text-decoration:none;padding:14px 34px;border-radius:24px;">Accepter l'invitation</a></td></tr>
<tr><td style="padding:0 28px 26px;font-size:13px;line-height:19px;color:#888;">L'invitation expire le 6&nbsp;mars&nbsp;2026. Si vous avez déjà un abonnement Kinframe Plus, il sera annulé et remboursé au prorata lorsque vous vous joindrez à la famille.</td></tr>
</table>
<p style="font-size:11px;color:#aaa;max-width:480px;">Kinframe Inc., 340 Brannan St, San Francisco, CA 94107, États-Unis · <a href="https://kinframe.app/fr/privacy" style="color:#aaa;">Confidentialité</a> · <a href="https://kinframe.app/fr/aide" style="color:#aaa;">Aide</a></p>
</td></tr></table></body></html>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Lumitab (tablet maker account)
  {
    family: "lumitab-account",
    group: "consumer",
    lang: "en",
    kind: "verify-code",
    code: "840271",
    link: null,
    from: "Lumitab ID <noreply@id.lumitab.com>",
    to: TO,
    subject: "Your Lumitab ID verification code",
    date: d(1, 4, 14, 2, 6),
    text: `Lumitab ID

Verify your email address

Enter this code on your Lumitab tablet to finish creating your Lumitab ID (thibodeau.gm@sympatico-mail.ca):

840 271

This code expires in 10 minutes.

Why did I get this email? Someone, hopefully you, entered this address while setting up a Lumitab S9 tablet. If it wasn't you, you can safely ignore this email.

Lumitab Support: https://support.lumitab.com | 1-877-555-0158
Lumitab Electronics Canada Inc., 55 Standish Court, Mississauga ON L5R 4B2
`,
    html: shell(
      "Enter this code on your tablet to finish setting up your Lumitab ID.",
      `<tr><td align="center" style="padding:34px 30px 10px;"><img src="https://account.lumitab.com/static/mail/lumitab-logo-dark.png" width="112" alt="Lumitab" style="display:block;border:0;"></td></tr>
<tr><td class="px" align="center" style="padding:10px 40px 6px;font-family:'Segoe UI',Roboto,Arial,sans-serif;color:#111;">
<h1 style="margin:0 0 12px;font-size:24px;font-weight:600;">Verify your email address</h1>
<p style="margin:0 0 24px;font-size:15px;line-height:22px;color:#444;">Enter this code on your Lumitab tablet to finish creating your Lumitab ID (thibodeau.gm@sympatico-mail.ca):</p>
<div style="background:#f1f3f5;border-radius:8px;padding:18px 0;font-size:34px;font-weight:600;letter-spacing:12px;color:#111;">840 271</div>
<p style="margin:14px 0 26px;font-size:13px;color:#666;">This code expires in 10 minutes.</p>
</td></tr>
<tr><td class="px" style="padding:0 40px 28px;font-family:'Segoe UI',Roboto,Arial,sans-serif;font-size:13px;line-height:19px;color:#666;"><strong>Why did I get this email?</strong> Someone, hopefully you, entered this address while setting up a Lumitab S9 tablet. If it wasn't you, you can safely ignore this email.</td></tr>
<tr><td style="padding:18px 40px;border-top:1px solid #eee;font-family:'Segoe UI',Roboto,Arial,sans-serif;font-size:11px;line-height:17px;color:#999;"><a href="https://support.lumitab.com" style="color:#0a66c2;">Lumitab Support</a> · 1-877-555-0158 · <a href="https://www.lumitab.com/ca/legal/privacy" style="color:#0a66c2;">Privacy</a><br>Lumitab Electronics Canada Inc., 55 Standish Court, Mississauga ON L5R&nbsp;4B2<br>© 2026 Lumitab Electronics Co., Ltd.</td></tr>`,
      "#ffffff",
    ),
    enc: "qp",
  },
  {
    family: "lumitab-account",
    group: "consumer",
    lang: "en",
    kind: "signin-alert",
    code: null,
    link: null,
    from: "Lumitab ID <noreply@id.lumitab.com>",
    to: TO,
    subject: "New sign-in to your Lumitab ID",
    date: d(1, 21, 16, 58, 20, "-0500"),
    text: `Lumitab ID

Your Lumitab ID was used to sign in on a new device.

Device: Lumitab S9 (SM-T870)
Time: Jan 21, 2026, 4:57 PM EST
Location: near Sarasota, Florida, United States

If this was you, you don't need to do anything.
If you don't recognize this activity, go to account.lumitab.com from a trusted device and change your password.

Lumitab Electronics Canada Inc., 55 Standish Court, Mississauga ON L5R 4B2
`,
    html: null,
  },
  {
    family: "lumitab-account",
    group: "consumer",
    lang: "fr",
    kind: "receipt",
    code: null,
    link: null,
    from: "Boutique Lumitab <commandes@store.lumitab.com>",
    to: TO,
    subject: "Reçu de votre commande no CA-40082716",
    date: d(2, 6, 9, 40, 59),
    text: `Boutique Lumitab — Canada

Merci pour votre achat, Maureen !

Commande no : CA-40082716
Date : 6 février 2026

1 × Étui-clavier Lumitab S9, gris ardoise ........ 129,99 $
1 × Stylet Lumitab Pen S (remplacement) ........... 49,99 $
Livraison standard ................................. 0,00 $
TPS (5 %) ............................................ 9,00 $
TVQ (9,975 %) ....................................... 17,95 $
TOTAL ................................................ 206,93 $

Payé par Mastercard •••• 5521
Adresse de livraison : 18, rue des Érables, Gatineau (Québec) J9J 1K4

Vous pouvez retourner les articles dans les 15 jours suivant la réception.

Lumitab Electronics Canada Inc., 55 Standish Court, Mississauga (Ontario) L5R 4B2
No TPS 812345678 RT0001 · No TVQ 1223456789 TQ0001
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Centre des aînés du Plateau (seniors' centre)
  {
    family: "centre-aines-du-plateau",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Centre des aînés du Plateau <info@aines-plateau-gatineau.org>",
    to: TO,
    subject: "L'Écho du Centre — février 2026",
    date: d(1, 30, 8, 15, 0),
    text: `L'ÉCHO DU CENTRE — février 2026
Centre des aînés du Plateau, 91, boulevard du Plateau, Gatineau J9A 3G1 — 819 555-0104

Le mot de la présidente
Merci aux 63 membres venus au souper des Rois ! Le tirage moitié-moitié a rapporté 412 $ pour le fonds d'activités.

Au calendrier
- Mardis 10 h : tai-chi doux (salle B), 3 $ la séance
- Mercredi 11 février, 13 h 30 : atelier « Arnaques au téléphone et par courriel », avec l'agente sociocommunautaire du SPVG
- Vendredi 13 février, 18 h : souper de la Saint-Valentin, 22 $ (membres) — réservez au secrétariat avant le 6 février
- Jeudis 9 h 30 : cafés-tricot, gratuit

Rappel : la cotisation 2026 (25 $) est payable au secrétariat, en argent ou par chèque.

Pour ne plus recevoir L'Écho par courriel, répondez « retrait » à ce message.
`,
    html: `<html><body style="margin:0;padding:0;background:#fdf6e3;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fdf6e3"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border:1px solid #e8dcc0;">
<tr><td style="padding:20px 24px;background:#8c2f39;"><font face="Georgia, serif" size="5" color="#ffffff"><b>L'Écho du Centre</b></font><br><font face="Arial" size="2" color="#f3d6d9">Février 2026 · Centre des aînés du Plateau</font></td></tr>
<tr><td style="padding:20px 24px;font-family:Arial,sans-serif;font-size:16px;line-height:24px;color:#333;">
<h2 style="font-family:Georgia,serif;color:#8c2f39;font-size:20px;margin:0 0 8px;">Le mot de la présidente</h2>
<p style="margin:0 0 18px;">Merci aux 63 membres venus au souper des Rois&nbsp;! Le tirage moitié-moitié a rapporté 412&nbsp;$ pour le fonds d'activités.</p>
<img src="https://aines-plateau-gatineau.org/wp-content/uploads/2026/01/souper-des-rois.jpg" width="552" alt="Photo du souper des Rois" style="display:block;width:100%;max-width:552px;">
<h2 style="font-family:Georgia,serif;color:#8c2f39;font-size:20px;margin:20px 0 8px;">Au calendrier</h2>
<ul style="margin:0 0 18px;padding-left:20px;">
<li><b>Mardis 10&nbsp;h</b>&nbsp;: tai-chi doux (salle B), 3&nbsp;$ la séance</li>
<li><b>Mercredi 11 février, 13&nbsp;h&nbsp;30</b>&nbsp;: atelier «&nbsp;Arnaques au téléphone et par courriel&nbsp;», avec l'agente sociocommunautaire du SPVG</li>
<li><b>Vendredi 13 février, 18&nbsp;h</b>&nbsp;: souper de la Saint-Valentin, 22&nbsp;$ (membres) — réservez au secrétariat avant le 6&nbsp;février</li>
<li><b>Jeudis 9&nbsp;h&nbsp;30</b>&nbsp;: cafés-tricot, gratuit</li>
</ul>
<p style="margin:0;background:#fdf6e3;padding:10px;">Rappel&nbsp;: la cotisation 2026 (25&nbsp;$) est payable au secrétariat, en argent ou par chèque.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-family:Arial,sans-serif;font-size:12px;color:#777;border-top:1px solid #e8dcc0;">Centre des aînés du Plateau · 91, boulevard du Plateau, Gatineau J9A&nbsp;3G1 · 819&nbsp;555-0104<br><a href="https://www.facebook.com/ainesduplateau" style="color:#8c2f39;">Facebook</a> · <a href="https://aines-plateau-gatineau.org" style="color:#8c2f39;">aines-plateau-gatineau.org</a><br>Pour ne plus recevoir L'Écho par courriel, répondez «&nbsp;retrait&nbsp;» à ce message.</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "centre-aines-du-plateau",
    group: "regional",
    lang: "fr",
    kind: "registration-confirmed",
    code: null,
    link: null,
    from: "Louise Carrière <secretariat@aines-plateau-gatineau.org>",
    to: TO,
    subject: "Re: Inscription souper St-Valentin",
    date: d(2, 5, 14, 21, 37),
    text: `Bonjour Maureen,

C'est noté : deux places pour le souper de la Saint-Valentin du vendredi 13 février à 18 h, table 4 avec les Lavoie comme demandé. Total 44 $, vous pourrez payer à l'entrée.

Menu : potage aux poireaux, poulet chasseur (ou option végétarienne, à préciser d'ici mardi), gâteau forêt-noire.

Au plaisir,
Louise Carrière
Secrétariat — Centre des aînés du Plateau
819 555-0104 (lundi au jeudi, 9 h à 15 h)

> Le 4 févr. 2026 à 19:02, Maureen Thibodeau a écrit :
> Bonjour Louise, pouvez-vous nous inscrire Gérald et moi pour le souper du 13 ? Si possible à la table des Lavoie. Merci ! Maureen
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Pinegrove Public Library
  {
    family: "pinegrove-public-library",
    group: "regional",
    lang: "en",
    kind: "holds-ready",
    code: null,
    link: null,
    from: "Pinegrove Public Library <notices@pinegrovelibrary.ca>",
    to: TO,
    subject: "Items on hold are ready for pickup",
    date: d(1, 12, 10, 0, 4),
    text: `PINEGROVE PUBLIC LIBRARY

Hello MAUREEN THIBODEAU,

The following items are being held for you at the Orleans Branch (1705 Orleans Blvd).

1. The winter garden : a novel / Beverley Norris
   Call number: FIC NOR   Pickup by: Jan 19, 2026
2. Large print: The Thursday murder club mysteries. Book 4
   Call number: LP FIC OSM   Pickup by: Jan 19, 2026

Library card: 2 9001 0142 ••••
Branch hours: Mon-Thu 10-8:30, Fri 10-6, Sat 10-5, Sun 1-5

Items not picked up by the date shown go to the next person on the list.

This is an automated notice. Please do not reply. Questions? 613-555-0152
`,
    html: null,
  },
  {
    family: "pinegrove-public-library",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://pinegrove.bibliohub.ca/user/pin-reset?tok=PGL-93a7d5e0c41b2f68",
    from: "Pinegrove Public Library <notices@pinegrovelibrary.ca>",
    to: TO,
    subject: "Reset your library PIN",
    date: d(1, 25, 15, 36, 22),
    text: `Pinegrove Public Library

We received a request to reset the PIN for library card 2 9001 0142 ••••.

To choose a new 4-digit PIN, go to:
https://pinegrove.bibliohub.ca/user/pin-reset?tok=PGL-93a7d5e0c41b2f68

This link will expire in 1 hour. If you did not request a new PIN, you can ignore this message and your current PIN will keep working.

Need help? Call 613-555-0152 or ask at any branch.
`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="border-top:6px solid #2e6b30;padding:16px 0;">
<img src="https://pinegrove.bibliohub.ca/images/pgl-logo.png" alt="Pinegrove Public Library" width="200"></td></tr></table>
<p>We received a request to reset the PIN for library card 2&nbsp;9001&nbsp;0142&nbsp;••••.</p>
<p><a href="https://pinegrove.bibliohub.ca/user/pin-reset?tok=PGL-93a7d5e0c41b2f68">Choose a new 4-digit PIN</a></p>
<p>This link will expire in 1 hour. If you did not request a new PIN, you can ignore this message and your current PIN will keep working.</p>
<p style="font-size:12px;color:#666;">Need help? Call 613-555-0152 or ask at any branch. · <a href="https://www.pinegrovelibrary.ca/privacy">Privacy</a> · <a href="https://www.pinegrovelibrary.ca/locations">Locations &amp; hours</a></p>
</body></html>`,
    enc: "qp",
  },
  {
    family: "pinegrove-public-library",
    group: "regional",
    lang: "en",
    kind: "courtesy-notice",
    code: null,
    link: null,
    from: "Pinegrove Public Library <notices@pinegrovelibrary.ca>",
    to: TO,
    subject: "Courtesy notice: items due in 3 days",
    date: d(2, 6, 6, 30, 9),
    text: `PINEGROVE PUBLIC LIBRARY - COURTESY NOTICE

Hello GERALD THIBODEAU,

These items are due soon:

  The Wager: a tale of shipwreck, mutiny and murder     Due: Feb 9, 2026
  Birds of Ontario (Lone Pine field guide)             Due: Feb 9, 2026

You can renew items up to 3 times online, in the Pinegrove app, or by phone at 613-555-0152, unless someone else has placed a hold.

Away for the winter? Items can be returned at any branch book drop, 24 hours a day.
`,
    html: null,
  },
  // ---------------------------------------------------------------- Gurdwara Sahib newsletter (Punjabi)
  {
    family: "gurdwara-guru-nanak-darbar-ottawa",
    group: "regional",
    lang: "pa",
    kind: "newsletter",
    code: null,
    link: null,
    from: "ਗੁਰਦੁਆਰਾ ਗੁਰੂ ਨਾਨਕ ਦਰਬਾਰ <sangat@gnd-ottawa.org>",
    to: TO,
    subject: "ਸੰਗਤ ਸਮਾਚਾਰ — ਮਾਘ/ਫੱਗਣ 2026",
    date: d(2, 8, 7, 45, 0),
    text: `ਵਾਹਿਗੁਰੂ ਜੀ ਕਾ ਖ਼ਾਲਸਾ, ਵਾਹਿਗੁਰੂ ਜੀ ਕੀ ਫ਼ਤਹਿ॥

ਗੁਰਦੁਆਰਾ ਗੁਰੂ ਨਾਨਕ ਦਰਬਾਰ, ਓਟਾਵਾ — ਸੰਗਤ ਸਮਾਚਾਰ

ਆਉਣ ਵਾਲੇ ਪ੍ਰੋਗਰਾਮ
• ਐਤਵਾਰ 15 ਫ਼ਰਵਰੀ: ਸ੍ਰੀ ਸਹਿਜ ਪਾਠ ਦੇ ਭੋਗ, ਸਵੇਰੇ 10:00 ਵਜੇ
• ਹਰ ਬੁੱਧਵਾਰ ਸ਼ਾਮ 6:30: ਬਜ਼ੁਰਗਾਂ ਲਈ ਸਿਹਤ ਬਾਰੇ ਗੱਲਬਾਤ (ਪੰਜਾਬੀ ਵਿੱਚ), ਲੰਗਰ ਹਾਲ
• ਸ਼ਨੀਵਾਰ 28 ਫ਼ਰਵਰੀ: ਟੈਕਸ ਭਰਨ ਵਿੱਚ ਮੁਫ਼ਤ ਮਦਦ, ਦੁਪਹਿਰ 12 ਤੋਂ 4 ਵਜੇ — ਆਪਣੇ T4A ਅਤੇ ਰਸੀਦਾਂ ਨਾਲ ਲਿਆਓ

ਲੰਗਰ ਸੇਵਾ
ਫ਼ਰਵਰੀ ਦੇ ਐਤਵਾਰਾਂ ਲਈ ਲੰਗਰ ਸੇਵਾ ਦੀਆਂ ਕੁਝ ਤਾਰੀਖ਼ਾਂ ਹਾਲੇ ਖਾਲੀ ਹਨ। ਸੇਵਾ ਲਈ ਦਫ਼ਤਰ ਨੂੰ 613-555-0119 'ਤੇ ਫ਼ੋਨ ਕਰੋ।

ਸਰਦੀਆਂ ਦੀ ਸਾਵਧਾਨੀ
ਪਾਰਕਿੰਗ ਵਿੱਚ ਬਰਫ਼ ਹੋ ਸਕਦੀ ਹੈ, ਕਿਰਪਾ ਕਰਕੇ ਸੰਭਲ ਕੇ ਤੁਰੋ। ਬਜ਼ੁਰਗਾਂ ਲਈ ਮੁੱਖ ਦਰਵਾਜ਼ੇ ਕੋਲ ਥਾਂ ਰਾਖਵੀਂ ਹੈ।

ਦਸਵੰਧ ਅਤੇ ਦਾਨ ਦੀਆਂ ਰਸੀਦਾਂ (2025) ਦਫ਼ਤਰ ਤੋਂ ਲਈਆਂ ਜਾ ਸਕਦੀਆਂ ਹਨ। ਚੈਰਿਟੀ ਨੰਬਰ 88412 3307 RR0001

ਗੁਰਦੁਆਰਾ ਗੁਰੂ ਨਾਨਕ ਦਰਬਾਰ, 4120 Hawthorne Rd, Ottawa ON K1G 3N4
ਇਹ ਈਮੇਲ ਬੰਦ ਕਰਵਾਉਣ ਲਈ: https://gnd-ottawa.org/newsletter/unsubscribe?e=c2FuZGh1
`,
    html: null,
    enc: "b64",
  },
  {
    family: "sewa-parivar-services",
    group: "regional",
    lang: "pa",
    kind: "verify-link",
    code: null,
    link: "https://portal.sewaparivar.ca/pa/email/confirm/3d91b7f2a0c84e6e",
    from: "ਸੇਵਾ ਪਰਿਵਾਰ ਸਰਵਿਸਿਜ਼ <no-reply@sewaparivar.ca>",
    to: TO,
    subject: "ਆਪਣਾ ਈਮੇਲ ਪਤਾ ਪੱਕਾ ਕਰੋ — Sewa Parivar Services",
    date: d(1, 20, 12, 9, 44),
    text: `ਸਤ ਸ੍ਰੀ ਅਕਾਲ ਜੀ,

ਸੇਵਾ ਪਰਿਵਾਰ ਸਰਵਿਸਿਜ਼ ਦੇ ਕਲਾਇੰਟ ਪੋਰਟਲ ਵਿੱਚ ਖਾਤਾ ਬਣਾਉਣ ਲਈ ਧੰਨਵਾਦ। ਇਸ ਪੋਰਟਲ ਵਿੱਚ ਤੁਸੀਂ ਆਪਣੀਆਂ ਮੁਲਾਕਾਤਾਂ (ਘਰੇਲੂ ਦੇਖਭਾਲ, ਕੌਂਸਲਿੰਗ, ਫ਼ਾਰਮ ਭਰਨ ਵਿੱਚ ਮਦਦ) ਵੇਖ ਸਕਦੇ ਹੋ।

ਆਪਣਾ ਈਮੇਲ ਪਤਾ ਪੱਕਾ ਕਰਨ ਲਈ ਇਸ ਲਿੰਕ 'ਤੇ ਕਲਿੱਕ ਕਰੋ (72 ਘੰਟਿਆਂ ਲਈ ਵੈਧ):
https://portal.sewaparivar.ca/pa/email/confirm/3d91b7f2a0c84e6e

ਜੇ ਤੁਸੀਂ ਖਾਤਾ ਨਹੀਂ ਬਣਾਇਆ, ਤਾਂ ਇਸ ਈਮੇਲ ਨੂੰ ਅਣਡਿੱਠਾ ਕਰੋ।

ਮਦਦ ਲਈ: 613-555-0186 (ਪੰਜਾਬੀ, ਹਿੰਦੀ, ਅੰਗਰੇਜ਼ੀ)
Sewa Parivar Services, 1365 Bank St, Suite 4, Ottawa ON K1H 8B2
`,
    html: `<!DOCTYPE html><html lang="pa"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f2fb;font-family:'Noto Sans Gurmukhi','Raavi',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px 10px;">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#fff;border-top:5px solid #6a3d9a;">
<tr><td style="padding:18px 24px;font-size:20px;color:#6a3d9a;font-weight:bold;">ਸੇਵਾ ਪਰਿਵਾਰ ਸਰਵਿਸਿਜ਼ <span style="font-size:13px;color:#888;font-weight:normal;">Sewa Parivar Services</span></td></tr>
<tr><td style="padding:6px 24px 20px;font-size:16px;line-height:27px;color:#333;">
<p>ਸਤ ਸ੍ਰੀ ਅਕਾਲ ਜੀ,</p>
<p>ਸੇਵਾ ਪਰਿਵਾਰ ਸਰਵਿਸਿਜ਼ ਦੇ ਕਲਾਇੰਟ ਪੋਰਟਲ ਵਿੱਚ ਖਾਤਾ ਬਣਾਉਣ ਲਈ ਧੰਨਵਾਦ। ਇਸ ਪੋਰਟਲ ਵਿੱਚ ਤੁਸੀਂ ਆਪਣੀਆਂ ਮੁਲਾਕਾਤਾਂ (ਘਰੇਲੂ ਦੇਖਭਾਲ, ਕੌਂਸਲਿੰਗ, ਫ਼ਾਰਮ ਭਰਨ ਵਿੱਚ ਮਦਦ) ਵੇਖ ਸਕਦੇ ਹੋ।</p>
<p style="text-align:center;padding:10px 0;"><a href="https://portal.sewaparivar.ca/pa/email/confirm/3d91b7f2a0c84e6e" style="background:#6a3d9a;color:#fff;text-decoration:none;padding:12px 26px;border-radius:4px;display:inline-block;">ਈਮੇਲ ਪੱਕੀ ਕਰੋ</a></p>
<p style="font-size:14px;color:#666;">ਇਹ ਲਿੰਕ 72 ਘੰਟਿਆਂ ਲਈ ਵੈਧ ਹੈ। ਜੇ ਤੁਸੀਂ ਖਾਤਾ ਨਹੀਂ ਬਣਾਇਆ, ਤਾਂ ਇਸ ਈਮੇਲ ਨੂੰ ਅਣਡਿੱਠਾ ਕਰੋ।</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f6f2fb;font-size:12px;color:#777;font-family:Arial,sans-serif;">ਮਦਦ ਲਈ: 613-555-0186 (ਪੰਜਾਬੀ, ਹਿੰਦੀ, English)<br>Sewa Parivar Services, 1365 Bank St, Suite 4, Ottawa ON K1H&nbsp;8B2 · <a href="https://sewaparivar.ca/privacy" style="color:#6a3d9a;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  // ---------------------------------------------------------------- Parrocchia San Gabriele (Italian parish)
  {
    family: "parrocchia-san-gabriele-ottawa",
    group: "regional",
    lang: "it",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Parrocchia San Gabriele <bollettino@sangabriele-ottawa.ca>",
    to: TO,
    subject: "Bollettino parrocchiale – Domenica 18 gennaio 2026",
    date: d(1, 16, 17, 2, 33),
    text: `PARROCCHIA SAN GABRIELE ARCANGELO — Comunità italiana di Ottawa
865 Preston Street, Ottawa ON K1R 7N2 · 613-555-0131

BOLLETTINO — II Domenica del Tempo Ordinario

ORARIO DELLE SANTE MESSE
Sabato 17:00 (inglese) · Domenica 9:30 (italiano), 11:30 (inglese)
Feriali: mar.–ven. 8:30

AVVISI
• Giovedì 22 gennaio, ore 14:00: tombola del Circolo Anziani in sala parrocchiale. Contributo 5 $.
• Le buste per le offerte 2026 sono disponibili in fondo alla chiesa. Le ricevute fiscali 2025 saranno pronte dal 15 febbraio.
• Cerchiamo volontari per accompagnare in macchina i parrocchiani anziani alla Messa della domenica: rivolgersi a Franca Di Lullo in segreteria.
• Preghiamo per i nostri defunti: Antonio Mancuso, Rosaria Petrucci.

OFFERTE DELLA SETTIMANA SCORSA: 3.184,50 $. Grazie per la vostra generosità!

Per non ricevere più il bollettino: https://sangabriele-ottawa.ca/bollettino/cancella?id=4471
`,
    html: `<html><body style="background:#ffffff;margin:0;">
<div style="max-width:620px;margin:0 auto;font-family:Georgia,'Times New Roman',serif;color:#2a2a2a;font-size:16px;line-height:1.5;">
<div style="text-align:center;padding:18px;border-bottom:2px solid #b08d57;"><img src="https://sangabriele-ottawa.ca/img/stemma.png" width="60" alt="Stemma parrocchiale"><br><span style="font-size:22px;color:#5b3a1a;">Parrocchia San Gabriele Arcangelo</span><br><span style="font-size:13px;color:#777;">Comunità italiana di Ottawa · 865 Preston Street, Ottawa ON K1R&nbsp;7N2 · 613-555-0131</span></div>
<h2 style="font-size:19px;color:#5b3a1a;margin:20px 16px 6px;">Bollettino — II Domenica del Tempo Ordinario</h2>
<p style="margin:0 16px;color:#777;">Domenica 18 gennaio 2026</p>
<h3 style="font-size:16px;color:#b08d57;margin:18px 16px 4px;text-transform:uppercase;">Orario delle Sante Messe</h3>
<p style="margin:0 16px;">Sabato 17:00 (inglese) · Domenica 9:30 (italiano), 11:30 (inglese)<br>Feriali: mar.–ven. 8:30</p>
<h3 style="font-size:16px;color:#b08d57;margin:18px 16px 4px;text-transform:uppercase;">Avvisi</h3>
<ul style="margin:0 16px;">
<li>Giovedì 22 gennaio, ore 14:00: tombola del Circolo Anziani in sala parrocchiale. Contributo 5&nbsp;$.</li>
<li>Le buste per le offerte 2026 sono disponibili in fondo alla chiesa. Le ricevute fiscali 2025 saranno pronte dal 15 febbraio.</li>
<li>Cerchiamo volontari per accompagnare in macchina i parrocchiani anziani alla Messa della domenica: rivolgersi a Franca Di Lullo in segreteria.</li>
<li>Preghiamo per i nostri defunti: Antonio Mancuso, Rosaria Petrucci.</li>
</ul>
<p style="margin:18px 16px;padding:10px;background:#f7f1e6;">Offerte della settimana scorsa: <b>3.184,50&nbsp;$</b>. Grazie per la vostra generosità!</p>
<p style="margin:20px 16px;font-size:12px;color:#888;font-family:Arial,sans-serif;"><a href="https://sangabriele-ottawa.ca" style="color:#5b3a1a;">sangabriele-ottawa.ca</a> · <a href="https://sangabriele-ottawa.ca/bollettino/cancella?id=4471" style="color:#888;">Non ricevere più il bollettino</a></p>
</div></body></html>`,
    enc: "qp",
  },
  {
    family: "parrocchia-san-gabriele-ottawa",
    group: "regional",
    lang: "it",
    kind: "subscribe-confirm",
    code: null,
    link: "https://sangabriele-ottawa.ca/bollettino/conferma?id=4471&h=9e2c07d1ab",
    from: "Parrocchia San Gabriele <bollettino@sangabriele-ottawa.ca>",
    to: TO,
    subject: "Conferma la tua iscrizione al bollettino",
    date: d(1, 10, 11, 20, 15),
    text: `Parrocchia San Gabriele Arcangelo — Ottawa

Gentile parrocchiano,

abbiamo ricevuto una richiesta di iscrizione al bollettino settimanale per l'indirizzo thibodeau.gm@sympatico-mail.ca.

Per confermare l'iscrizione, apri questo collegamento:
https://sangabriele-ottawa.ca/bollettino/conferma?id=4471&h=9e2c07d1ab

Se non hai fatto tu questa richiesta, ignora semplicemente questo messaggio: non riceverai altre email.

Segreteria parrocchiale — 613-555-0131 (lun., mer., ven. 9:00–12:00)
865 Preston Street, Ottawa ON K1R 7N2
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- 華欣長者中心 Huaxin Seniors Centre (Chinese)
  {
    family: "huaxin-seniors-centre",
    group: "regional",
    lang: "zh",
    kind: "event-notice",
    code: null,
    link: null,
    from: "華欣長者中心 <info@huaxin-seniors.ca>",
    to: TO,
    subject: "【華欣長者中心】農曆新年聯歡午宴及二月活動",
    date: d(2, 2, 9, 30, 0),
    text: `各位會員新年好！

華欣長者中心農曆新年聯歡午宴

日期：2026年2月21日（星期六）
時間：中午12時至下午3時
地點：金龍酒家，1093 Somerset St W, Ottawa
費用：會員每位 $25，非會員 $35（包括十道菜及抽獎）

請於2月14日前到中心報名及付款（只收現金或支票）。

二月份其他活動
• 逢星期二上午10時：太極班（地下活動室）
• 2月10日下午2時：防範電話及網上詐騙講座（粵語及普通話）
• 2月24日上午：免費量血壓及糖尿病檢查，由社區護士主持

中心地址：755 Somerset St W, Unit 2, Ottawa ON K1R 6R1
電話：613-555-0167（星期一至五，上午9時至下午4時）

如不想再收到本中心電郵，請回覆「取消」。
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:'Microsoft JhengHei','PingFang TC',sans-serif;font-size:16px;color:#333;background:#fffaf0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border:2px solid #c0392b;">
<tr><td style="background:#c0392b;color:#ffd966;text-align:center;padding:16px;font-size:24px;font-weight:bold;">華欣長者中心<br><span style="font-size:15px;color:#fff;">Huaxin Seniors Centre · Ottawa</span></td></tr>
<tr><td style="padding:20px 24px;line-height:1.8;">
<p>各位會員新年好！</p>
<h2 style="color:#c0392b;font-size:20px;">農曆新年聯歡午宴</h2>
<table cellpadding="4" style="font-size:15px;">
<tr><td style="color:#888;">日期</td><td>2026年2月21日（星期六）</td></tr>
<tr><td style="color:#888;">時間</td><td>中午12時至下午3時</td></tr>
<tr><td style="color:#888;">地點</td><td>金龍酒家，1093 Somerset St W, Ottawa</td></tr>
<tr><td style="color:#888;">費用</td><td>會員每位 $25，非會員 $35（包括十道菜及抽獎）</td></tr>
</table>
<p>請於<b>2月14日</b>前到中心報名及付款（只收現金或支票）。</p>
<h2 style="color:#c0392b;font-size:20px;">二月份其他活動</h2>
<ul><li>逢星期二上午10時：太極班（地下活動室）</li><li>2月10日下午2時：防範電話及網上詐騙講座（粵語及普通話）</li><li>2月24日上午：免費量血壓及糖尿病檢查，由社區護士主持</li></ul>
</td></tr>
<tr><td style="padding:12px 24px;background:#fdf2e9;font-size:13px;color:#777;">中心地址：755 Somerset St W, Unit 2, Ottawa ON K1R&nbsp;6R1 · 電話：613-555-0167<br>如不想再收到本中心電郵，請回覆「取消」。</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "huaxin-seniors-centre",
    group: "regional",
    lang: "zh",
    kind: "verify-code",
    code: "615930",
    link: null,
    from: "華欣長者中心會員系統 <members@huaxin-seniors.ca>",
    to: TO,
    subject: "會員網上登記驗證碼",
    date: d(2, 11, 15, 12, 48),
    text: `Thibodeau 先生／女士 您好：

您正在華欣長者中心網站登記網上會員帳戶。請在登記頁面輸入以下驗證碼：

615930

驗證碼於30分鐘內有效。請勿將驗證碼告訴任何人，本中心職員不會向您索取。

如非本人操作，請忽略此郵件。

華欣長者中心
613-555-0167
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:'Microsoft JhengHei','PingFang TC',sans-serif;color:#333;">
<div style="max-width:500px;margin:0 auto;border:1px solid #e5cfcf;">
<div style="background:#c0392b;color:#fff;padding:12px 18px;font-size:18px;">華欣長者中心 · 會員系統</div>
<div style="padding:20px 18px;font-size:16px;line-height:1.8;">
<p>Thibodeau 先生／女士 您好：</p>
<p>您正在華欣長者中心網站登記網上會員帳戶。請在登記頁面輸入以下驗證碼：</p>
<p style="text-align:center;font-size:34px;letter-spacing:8px;color:#c0392b;font-weight:bold;margin:18px 0;">615930</p>
<p>驗證碼於<b>30分鐘</b>內有效。請勿將驗證碼告訴任何人，本中心職員不會向您索取。</p>
<p style="color:#888;font-size:14px;">如非本人操作，請忽略此郵件。</p>
</div>
<div style="background:#fdf2e9;padding:10px 18px;font-size:12px;color:#888;">華欣長者中心 · 613-555-0167 · <a href="https://huaxin-seniors.ca" style="color:#c0392b;">huaxin-seniors.ca</a></div>
</div></body></html>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Lakeshore Hydro (electricity utility)
  {
    family: "lakeshore-hydro",
    group: "regional",
    lang: "en",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Lakeshore Hydro <ebill@lakeshorehydro.ca>",
    to: TO,
    subject: "Your Lakeshore Hydro bill is ready",
    date: d(1, 23, 4, 17, 42),
    text: `Lakeshore Hydro

Your electricity bill is ready to view in MyLakeshore.

Account number: 4410 2287 93
Service address: 2290 Prestwick Dr, Orléans
Billing period: Dec 19, 2025 - Jan 20, 2026 (33 days)
Amount due: $187.46
Due date: February 12, 2026

You're enrolled in pre-authorized payment. We'll withdraw $187.46 from your account ending 0917 on the due date, so there's nothing you need to do.

Your usage was 14% lower than the same period last year. The Ontario Electricity Rebate saved you $24.81 on this bill.

Power outage? Report it at 1-888-555-0190 or check the outage map on our website.

Lakeshore Hydro Inc. | PO Box 4120, Station A, Ottawa ON K1S 5B2
Unsubscribe from paperless billing reminders: https://my.lakeshorehydro.ca/preferences
`,
    html: shell(
      "Amount due $187.46 — pre-authorized payment on February 12.",
      `<tr><td style="padding:18px 26px;background:#005a8c;"><img src="https://my.lakeshorehydro.ca/assets/email/lh-logo-white.png" width="170" alt="Lakeshore Hydro" style="display:block;border:0;"></td></tr>
<tr><td class="px" style="padding:26px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#222;">
<h1 style="margin:0 0 16px;font-size:22px;color:#005a8c;">Your electricity bill is ready</h1>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #d9e4ec;">
<tr><td style="background:#f0f6fa;width:45%;">Account number</td><td>4410 2287 93</td></tr>
<tr><td style="background:#f0f6fa;">Service address</td><td>2290 Prestwick Dr, Orléans</td></tr>
<tr><td style="background:#f0f6fa;">Billing period</td><td>Dec 19, 2025 – Jan 20, 2026 (33 days)</td></tr>
<tr><td style="background:#f0f6fa;"><strong>Amount due</strong></td><td><strong style="font-size:18px;">$187.46</strong></td></tr>
<tr><td style="background:#f0f6fa;">Due date</td><td>February 12, 2026</td></tr>
</table>
<p style="margin:16px 0;">You're enrolled in pre-authorized payment. We'll withdraw $187.46 from your account ending 0917 on the due date, so there's nothing you need to do.</p>
<p style="margin:0 0 20px;padding:12px;background:#eef8ee;border-left:4px solid #3c9a3c;">Your usage was <strong>14% lower</strong> than the same period last year. The Ontario Electricity Rebate saved you $24.81 on this bill.</p>
${
        button(
          "https://my.lakeshorehydro.ca/billing/current?utm_source=ebill&amp;utm_medium=email",
          "View my bill",
          "#005a8c",
        )
      }
</td></tr>
<tr><td style="padding:16px 26px;background:#f4f4f4;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#777;">Power outage? Report it at 1-888-555-0190 or check the <a href="https://www.lakeshorehydro.ca/outages" style="color:#005a8c;">outage map</a>.<br>Lakeshore Hydro Inc. · PO Box 4120, Station A, Ottawa ON K1S&nbsp;5B2<br><a href="https://my.lakeshorehydro.ca/preferences" style="color:#777;">Email preferences</a> · <a href="https://www.lakeshorehydro.ca/privacy" style="color:#777;">Privacy</a></td></tr>`,
    ),
    enc: "qp",
  },
  {
    family: "lakeshore-hydro",
    group: "regional",
    lang: "en",
    kind: "confirm-email-change",
    code: null,
    link: "https://my.lakeshorehydro.ca/profile/email/confirm?c=ZXhhbXBsZS1jb25maXJt&acct=4410228793",
    from: "Lakeshore Hydro <no-reply@lakeshorehydro.ca>",
    to: TO,
    subject: "Please confirm your new email address",
    date: d(1, 5, 19, 4, 31),
    text: `Lakeshore Hydro - MyLakeshore

You recently changed the email address on your MyLakeshore account (account 4410 2287 93) to thibodeau.gm@sympatico-mail.ca.

Please confirm this new address so we can send your bills and outage alerts here:
https://my.lakeshorehydro.ca/profile/email/confirm?c=ZXhhbXBsZS1jb25maXJt&acct=4410228793

Until you confirm, we'll keep using your previous email address (g.thib•••@rogers-mail.ca).

If you didn't make this change, please call us at 1-888-555-0191, Monday to Friday, 8 a.m. to 6 p.m.

Lakeshore Hydro Inc. | PO Box 4120, Station A, Ottawa ON K1S 5B2
`,
    html: null,
  },
  // ---------------------------------------------------------------- Télécâble Horizon (cable, internet and phone)
  {
    family: "telecable-horizon",
    group: "regional",
    lang: "fr",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Télécâble Horizon <facturation@horizon-telecable.ca>",
    to: TO,
    subject: "Votre facture Horizon de février est prête",
    date: d(2, 10, 3, 55, 10),
    text: `Télécâble Horizon

Bonjour Gérald,

Votre facture du 10 février 2026 est prête.

Numéro de compte : 0 21 884 5109
Montant : 142,87 $ (taxes incluses)
Paiement automatique par carte Visa •••• 3307 le 2 mars 2026

Ce mois-ci :
- Forfait Internet 120 + Télé Essentiel + Téléphonie résidentielle : 131,95 $
- Location du terminal Horizon 4K : 0,00 $ (rabais fidélité)
- Appels interurbains : 10,92 $ (Floride, 48 min)

Consultez le détail de votre facture dans Mon Horizon ou dans l'application.

Télécâble Horizon inc., 300, rue Viger Est, Montréal (Québec) H2X 3W4
Service à la clientèle : 1 877 555-0147
`,
    html: shell(
      "142,87 $ — paiement automatique le 2 mars.",
      `<tr><td style="padding:16px 24px;background:#1b1b3a;"><span style="font-family:Arial Black,Arial,sans-serif;font-size:22px;color:#ffb400;">horizon</span><span style="font-family:Arial,sans-serif;font-size:13px;color:#cfcfe8;"> télécâble</span></td></tr>
<tr><td class="px" style="padding:24px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#1b1b3a;">
<p style="margin:0 0 14px;">Bonjour Gérald,</p>
<p style="margin:0 0 18px;">Votre facture du 10&nbsp;février&nbsp;2026 est prête.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" style="padding:14px;background:#f5f5fa;border-radius:6px;"><div style="font-size:12px;color:#666;">Montant</div><div style="font-size:26px;font-weight:bold;">142,87&nbsp;$</div><div style="font-size:12px;color:#666;">taxes incluses</div></td>
<td width="4%"></td>
<td width="46%" style="padding:14px;background:#f5f5fa;border-radius:6px;"><div style="font-size:12px;color:#666;">Paiement automatique</div><div style="font-size:16px;font-weight:bold;">2 mars 2026</div><div style="font-size:12px;color:#666;">Visa •••• 3307</div></td>
</tr></table>
<p style="margin:18px 0 6px;font-size:13px;color:#666;">Numéro de compte&nbsp;: 0&nbsp;21&nbsp;884&nbsp;5109</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #ddd;">
<tr><td>Forfait Internet 120 + Télé Essentiel + Téléphonie résidentielle</td><td align="right">131,95&nbsp;$</td></tr>
<tr><td>Location du terminal Horizon 4K (rabais fidélité)</td><td align="right">0,00&nbsp;$</td></tr>
<tr><td>Appels interurbains (Floride, 48&nbsp;min)</td><td align="right">10,92&nbsp;$</td></tr>
</table>
<div style="padding:20px 0 0;">${
        button("https://mon.horizon-telecable.ca/facture?mois=2026-02&amp;src=courriel", "Voir ma facture", "#ffb400")
      }</div>
</td></tr>
<tr><td style="padding:16px 24px;background:#f5f5fa;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#777;">
<a href="https://apps.apple.com/ca/app/mon-horizon/id1189045530"><img src="https://img.horizon-telecable.ca/courriel/app-store-fr.png" width="108" alt="Télécharger dans l'App Store" style="border:0;"></a> <a href="https://play.google.com/store/apps/details?id=ca.horizon.monhorizon"><img src="https://img.horizon-telecable.ca/courriel/google-play-fr.png" width="120" alt="Disponible sur Google Play" style="border:0;"></a><br>
Télécâble Horizon inc., 300, rue Viger Est, Montréal (Québec) H2X&nbsp;3W4 · 1&nbsp;877&nbsp;555-0147<br><a href="https://www.horizon-telecable.ca/confidentialite" style="color:#777;">Confidentialité</a> · <a href="https://mon.horizon-telecable.ca/preferences" style="color:#777;">Préférences de communication</a></td></tr>`,
      "#e9e9f2",
      "fr",
    ),
    enc: "b64",
  },
  {
    family: "telecable-horizon",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "274819",
    link: null,
    from: "Mon Horizon <securite@horizon-telecable.ca>",
    to: TO,
    subject: "Votre code de confirmation Mon Horizon",
    date: d(1, 28, 10, 44, 7),
    text: `Mon Horizon

Votre code de confirmation est : 27 48 19

Entrez ce code dans Mon Horizon pour terminer votre connexion. Il expire dans 10 minutes.

Un agent Horizon ne vous demandera jamais ce code. Si vous n'avez pas essayé de vous connecter, changez votre mot de passe.

Télécâble Horizon inc. · 1 877 555-0147
`,
    html: `<html><body style="margin:0;background:#e9e9f2;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:14px 22px;background:#1b1b3a;"><span style="font-family:Arial Black,Arial,sans-serif;font-size:20px;color:#ffb400;">horizon</span></td></tr>
<tr><td style="padding:24px 22px;font-size:15px;color:#1b1b3a;line-height:22px;">
<p style="margin:0 0 12px;">Votre code de confirmation est&nbsp;:</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:2px;">27 48 19</p>
<p style="margin:0 0 12px;">Entrez ce code dans Mon Horizon pour terminer votre connexion. Il expire dans 10&nbsp;minutes.</p>
<p style="margin:0;font-size:13px;color:#666;">Un agent Horizon ne vous demandera jamais ce code. Si vous n'avez pas essayé de vous connecter, <a href="https://mon.horizon-telecable.ca/securite/mot-de-passe" style="color:#1b1b3a;">changez votre mot de passe</a>.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f5f5fa;font-size:11px;color:#777;">Télécâble Horizon inc. · 1&nbsp;877&nbsp;555-0147 · <a href="https://www.horizon-telecable.ca/confidentialite" style="color:#777;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "telecable-horizon",
    group: "regional",
    lang: "en",
    kind: "plan-change",
    code: null,
    link: null,
    from: "Horizon Cable <service@horizon-telecable.ca>",
    to: TO,
    subject: "Your Horizon service change is confirmed (order 7781-3340)",
    date: d(2, 18, 16, 25, 53),
    text: `Horizon Cable

Hi Gérald,

This confirms the change you made with our agent on February 18, 2026.

Order: 7781-3340
Change: Seasonal suspension of TV Essential
From: March 1, 2026  To: April 30, 2026
Internet 120 and home phone stay active.

New monthly price during suspension: $94.40 + tax (was $131.95 + tax)
Your regular services will resume automatically on May 1, 2026.

Have a good trip!
Horizon Cable | 1-877-555-0147
`,
    html: null,
  },
  // ---------------------------------------------------------------- Panier du Marché (online grocery)
  {
    family: "panier-du-marche",
    group: "consumer",
    lang: "fr",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Panier du Marché <commandes@panierdumarche.ca>",
    to: TO,
    subject: "Commande confirmée – livraison samedi 10 janvier, 10 h à 12 h",
    date: d(1, 8, 20, 12, 6),
    text: `Panier du Marché

Merci Maureen, votre commande est confirmée !

Commande no 3100-58827
Livraison : samedi 10 janvier 2026, entre 10 h et 12 h
Adresse : 18, rue des Érables, Gatineau J9J 1K4

32 articles — sous-total 148,62 $
Frais de livraison : 0,00 $ (Club Panier)
Consigne : 1,40 $
Taxes : 3,12 $
Total estimé : 153,14 $

Les articles vendus au poids (fruits, viande, fromage) peuvent faire varier le total final. Votre carte ne sera débitée qu'à la livraison.

Vous pouvez modifier votre commande jusqu'au vendredi 9 janvier à 22 h dans l'application ou sur panierdumarche.ca.

Panier du Marché — 1 833 555-0122
`,
    html: shell(
      "Livraison samedi 10 janvier, 10 h à 12 h — 32 articles.",
      `<tr><td style="padding:18px 24px;background:#2f8f3e;font-family:'Trebuchet MS',Arial,sans-serif;font-size:24px;color:#fff;font-weight:bold;">Panier du Marché</td></tr>
<tr><td class="px" style="padding:24px;font-family:'Trebuchet MS',Arial,sans-serif;font-size:15px;line-height:22px;color:#333;">
<h1 style="font-size:21px;margin:0 0 14px;color:#2f8f3e;">Merci Maureen, votre commande est confirmée&nbsp;!</h1>
<p style="margin:0 0 4px;">Commande no <strong>3100-58827</strong></p>
<p style="margin:0 0 4px;">Livraison&nbsp;: <strong>samedi 10 janvier 2026, entre 10&nbsp;h et 12&nbsp;h</strong></p>
<p style="margin:0 0 16px;">Adresse&nbsp;: 18, rue des Érables, Gatineau J9J&nbsp;1K4</p>
<table role="presentation" width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;background:#f5faf5;">
<tr><td>32 articles — sous-total</td><td align="right">148,62&nbsp;$</td></tr>
<tr><td>Frais de livraison (Club Panier)</td><td align="right">0,00&nbsp;$</td></tr>
<tr><td>Consigne</td><td align="right">1,40&nbsp;$</td></tr>
<tr><td>Taxes</td><td align="right">3,12&nbsp;$</td></tr>
<tr><td><strong>Total estimé</strong></td><td align="right"><strong>153,14&nbsp;$</strong></td></tr>
</table>
<p style="margin:16px 0 8px;font-size:13px;color:#666;">Les articles vendus au poids peuvent faire varier le total final. Votre carte ne sera débitée qu'à la livraison.</p>
<p style="margin:0 0 18px;">Vous pouvez modifier votre commande jusqu'au vendredi 9&nbsp;janvier à 22&nbsp;h.</p>
${button("https://www.panierdumarche.ca/compte/commandes/3100-58827", "Modifier ma commande", "#2f8f3e")}
</td></tr>
<tr><td style="padding:16px 24px;background:#f0f0f0;font-family:Arial,sans-serif;font-size:11px;color:#777;">Panier du Marché — 1&nbsp;833&nbsp;555-0122 · <a href="https://www.panierdumarche.ca/aide" style="color:#777;">Aide</a> · <a href="https://www.panierdumarche.ca/confidentialite" style="color:#777;">Confidentialité</a> · <a href="https://www.panierdumarche.ca/desabonnement?e=tgm" style="color:#777;">Se désabonner des promotions</a></td></tr>`,
      "#eef3ee",
      "fr",
    ),
    enc: "qp",
  },
  {
    family: "panier-du-marche",
    group: "consumer",
    lang: "fr",
    kind: "substitutions",
    code: null,
    link: null,
    from: "Panier du Marché <commandes@panierdumarche.ca>",
    to: TO,
    subject: "Votre livreur est en route — 2 remplacements dans votre commande",
    date: d(1, 10, 9, 41, 19),
    text: `Bonjour Maureen,

Votre commande 3100-58827 a quitté l'entrepôt. Arrivée prévue : entre 10 h 25 et 10 h 55. Votre livreur : Samir (camion no 14).

Remplacements :
- Yogourt grec nature 750 g (épuisé) → Yogourt grec nature 650 g, même marque, 5,49 $ au lieu de 5,99 $
- Pain de seigle tranché (épuisé) → Pain pumpernickel, 4,29 $

Article non disponible, non facturé :
- Clémentines 2 lb

Vous pouvez refuser un remplacement à la porte : il sera retiré de votre facture.

Panier du Marché — 1 833 555-0122
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- ClearSound Hearing Centres
  {
    family: "clearsound-hearing",
    group: "consumer",
    lang: "en",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "ClearSound Hearing Centres <appointments@clearsoundhearing.ca>",
    to: TO,
    subject: "Reminder: hearing aid check on Tuesday, January 13 at 2:40 PM",
    date: d(1, 11, 12, 0, 0),
    text: `ClearSound Hearing Centres - Orléans

Hi Gérald,

This is a reminder of your upcoming appointment:

Tuesday, January 13, 2026 at 2:40 PM
Hearing aid clean & check (30 min) with Priya Raman, Audiologist
ClearSound Orléans, 3025 St. Joseph Blvd, Unit 6, Orléans ON K1E 1E1

Please bring both hearing aids, the charging case, and your OHIP card if you'd also like your annual hearing test (covered for ages 65+ with a referral).

To reschedule, call 613-555-0138 at least 24 hours ahead.

ClearSound Hearing Centres
`,
    html: `<html><body style="margin:0;background:#f3f6f9;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;font-family:Verdana,Arial,sans-serif;">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e6edf3;"><img src="https://clearsoundhearing.ca/wp-content/themes/cs/img/logo-email.png" width="190" alt="ClearSound Hearing Centres"></td></tr>
<tr><td style="padding:22px 24px;font-size:16px;line-height:25px;color:#283845;">
<p style="margin:0 0 12px;">Hi Gérald,</p>
<p style="margin:0 0 16px;">This is a reminder of your upcoming appointment:</p>
<div style="border-left:5px solid #00a3ad;background:#eefafb;padding:14px 16px;margin:0 0 16px;font-size:17px;"><strong>Tuesday, January 13, 2026 at 2:40 PM</strong><br><span style="font-size:15px;">Hearing aid clean &amp; check (30 min) with Priya Raman, Audiologist<br>ClearSound Orléans, 3025 St. Joseph Blvd, Unit 6, Orléans ON K1E&nbsp;1E1</span></div>
<p style="margin:0 0 12px;">Please bring both hearing aids, the charging case, and your OHIP card if you'd also like your annual hearing test (covered for ages 65+ with a referral).</p>
<p style="margin:0;">To reschedule, call <a href="tel:+16135550138" style="color:#00838c;">613-555-0138</a> at least 24 hours ahead.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f8fafb;font-size:11px;color:#8a99a6;border-radius:0 0 8px 8px;">ClearSound Hearing Centres · <a href="https://clearsoundhearing.ca/locations/orleans" style="color:#8a99a6;">Directions</a> · <a href="https://clearsoundhearing.ca/privacy" style="color:#8a99a6;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "clearsound-hearing",
    group: "consumer",
    lang: "en",
    kind: "receipt",
    code: null,
    link: null,
    from: "ClearSound Hearing Centres <orleans@clearsoundhearing.ca>",
    to: TO,
    subject: "Receipt for your visit - ClearSound Orléans",
    date: d(1, 13, 15, 22, 8),
    text: `Thank you for visiting ClearSound Orléans today. Your receipt is attached for your insurer.

Invoice INV-00918273 | January 13, 2026
Patient: Gérald Thibodeau
- Hearing aid clean & check: $0.00 (included in 4-year care plan)
- Replacement domes, medium (x4): $12.00
- HST 13%: $1.56
Total paid: $13.56 (Debit)

Your next check is due in July 2026. We'll send you a reminder.

ClearSound Hearing Centres
3025 St. Joseph Blvd, Unit 6, Orléans ON K1E 1E1 | 613-555-0138
HST # 79441 2035 RT0001
`,
    html: null,
    attachment: [
      "ClearSound_INV-00918273.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n4 0 obj << /Length 60 >> stream\nBT /F1 12 Tf 72 720 Td (INV-00918273 Total 13.56 CAD) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ---------------------------------------------------------------- Ridewell volunteer driver network
  {
    family: "ridewell-volunteer-drivers",
    group: "regional",
    lang: "en",
    kind: "ride-confirmed",
    code: null,
    link: null,
    from: "Ridewell Volunteer Drivers <rides@ridewell-ottawa.ca>",
    to: TO,
    subject: "Ride booked: Thu Jan 15, pickup 9:45 AM",
    date: d(1, 12, 14, 3, 27),
    text: `RIDEWELL VOLUNTEER DRIVERS - Orléans & East Ottawa

Your ride is booked.

Client: Gérald Thibodeau
Thursday, January 15, 2026
Pickup: 9:45 AM at 2290 Prestwick Dr
Destination: Clinique médicale du Boisé, 455 boul. de l'Hôpital, Gatineau (appointment 10:20 AM)
Return: driver will wait (approx. 1 hour)
Driver: Denis L. (grey Toyota Corolla)

Suggested contribution: $14.00 (cross-river trip, 22 km). Cash or cheque to the driver, or e-Transfer to donations@ridewell-ottawa.ca.

Need to cancel? Please call the dispatch line at 613-555-0115 as early as possible, so your driver can help someone else.

Ridewell is a program of East Ottawa Community Support, charitable registration 11903 4421 RR0001.
`,
    html: null,
  },
  {
    family: "ridewell-volunteer-drivers",
    group: "regional",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://app.ridewell-ottawa.ca/auth/email-link?token=rw_ml_4c7b9e10a2f35d88e6&next=%2Fmy-rides",
    from: "Ridewell Volunteer Drivers <no-reply@ridewell-ottawa.ca>",
    to: TO,
    subject: "Your sign-in link for the Ridewell client portal",
    date: d(2, 3, 11, 15, 2),
    text: `Hello Maureen,

Click the link below to sign in to the Ridewell client portal, where you can book and see your rides.

https://app.ridewell-ottawa.ca/auth/email-link?token=rw_ml_4c7b9e10a2f35d88e6&next=%2Fmy-rides

This link can be used once and expires in 20 minutes. You don't need a password.

Prefer the phone? Our dispatchers can book rides for you at 613-555-0115, Monday to Friday, 9 AM to 3 PM.

Ridewell Volunteer Drivers - East Ottawa Community Support
1100 Cummings Ave, Ottawa ON K1J 7R8
`,
    html:
      `<html><body style="font-family:Tahoma,Verdana,sans-serif;font-size:17px;line-height:26px;color:#1f2d3d;background:#ffffff;">
<div style="max-width:540px;margin:0 auto;padding:20px;">
<p style="font-size:20px;color:#b4441c;font-weight:bold;margin:0 0 18px;">Ridewell Volunteer Drivers</p>
<p>Hello Maureen,</p>
<p>Click the button below to sign in to the Ridewell client portal, where you can book and see your rides.</p>
<p style="margin:26px 0;"><a href="https://app.ridewell-ottawa.ca/auth/email-link?token=rw_ml_4c7b9e10a2f35d88e6&amp;next=%2Fmy-rides" style="background:#b4441c;color:#ffffff;padding:14px 30px;text-decoration:none;border-radius:6px;font-size:18px;">Sign in to Ridewell</a></p>
<p>This link can be used once and expires in 20 minutes. You don't need a password.</p>
<p>Prefer the phone? Our dispatchers can book rides for you at <strong>613-555-0115</strong>, Monday to Friday, 9&nbsp;AM to 3&nbsp;PM.</p>
<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px;">
<p style="font-size:12px;line-height:18px;color:#777;">Ridewell Volunteer Drivers — East Ottawa Community Support<br>1100 Cummings Ave, Ottawa ON K1J&nbsp;7R8 · <a href="https://ridewell-ottawa.ca/volunteer" style="color:#777;">Become a volunteer driver</a> · <a href="https://ridewell-ottawa.ca/privacy" style="color:#777;">Privacy</a></p>
</div></body></html>`,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Condominios Bahía Azul (snowbird rental, Mexico)
  {
    family: "condominios-bahia-azul",
    group: "consumer",
    lang: "es",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Condominios Bahía Azul <reservaciones@bahiaazul-pv.mx>",
    to: TO,
    subject: "Confirmación de su estancia – Reservación BA-26-0311",
    date: d(1, 26, 13, 50, 4, "-0600"),
    text: `CONDOMINIOS BAHÍA AZUL — Puerto Vallarta, Jalisco

Estimados Sr. y Sra. Thibodeau:

Nos da mucho gusto confirmar su estancia.

Reservación: BA-26-0311
Unidad: Torre Coral 1204, 2 recámaras, vista al mar
Llegada: 14 de marzo de 2026 (a partir de las 15:00)
Salida: 11 de abril de 2026 (antes de las 11:00)
28 noches — tarifa mensual de temporada: USD 3,640.00
Anticipo recibido: USD 1,092.00 (30 %)
Saldo pendiente: USD 2,548.00, pagadero a su llegada

Incluye limpieza semanal, internet y estacionamiento techado. El depósito de seguridad de USD 300.00 se reembolsa al salir.

Traslado desde el aeropuerto (PVR): podemos reservarlo por USD 35.00 por trayecto; avísenos su número de vuelo.

Av. Francisco Medina Ascencio 2450, Zona Hotelera, 48333 Puerto Vallarta, Jal., México
Tel. +52 322 555 0148 · WhatsApp +52 322 555 0149
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "condominios-bahia-azul",
    group: "consumer",
    lang: "es",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Condominios Bahía Azul <reservaciones@bahiaazul-pv.mx>",
    to: TO,
    subject: "Recibo de pago – Reservación BA-26-0311",
    date: d(2, 17, 10, 8, 36, "-0600"),
    text: `Estimados Sr. y Sra. Thibodeau:

Recibimos su transferencia por USD 500.00 como abono a su saldo. Gracias.

Reservación: BA-26-0311 (14 mar – 11 abr 2026)
Folio de pago: PV-88415
Saldo pendiente actualizado: USD 2,048.00

Les esperamos pronto en Vallarta.

Atentamente,
Lupita Hernández
Recepción — Condominios Bahía Azul
+52 322 555 0148
`,
    html: shell(
      "Recibimos su abono de USD 500.00.",
      `<tr><td style="padding:18px 26px;background:#0077b6;font-family:Georgia,serif;font-size:22px;color:#fff;">Condominios Bahía Azul <span style="font-size:13px;color:#caf0f8;">Puerto Vallarta</span></td></tr>
<tr><td class="px" style="padding:24px 26px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#333;">
<p style="margin:0 0 12px;">Estimados Sr. y Sra. Thibodeau:</p>
<p style="margin:0 0 16px;">Recibimos su transferencia por <strong>USD 500.00</strong> como abono a su saldo. Gracias.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #d6eaf5;width:100%;">
<tr><td style="background:#f0f8fc;">Reservación</td><td>BA-26-0311 (14 mar – 11 abr 2026)</td></tr>
<tr><td style="background:#f0f8fc;">Folio de pago</td><td>PV-88415</td></tr>
<tr><td style="background:#f0f8fc;">Saldo pendiente</td><td><strong>USD 2,048.00</strong></td></tr>
</table>
<p style="margin:16px 0 0;">Les esperamos pronto en Vallarta.</p>
<p style="margin:12px 0 0;">Atentamente,<br>Lupita Hernández<br>Recepción — Condominios Bahía Azul</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#f0f8fc;font-family:Arial,sans-serif;font-size:11px;color:#777;">Av. Francisco Medina Ascencio 2450, Zona Hotelera, 48333 Puerto Vallarta, Jal., México · +52&nbsp;322&nbsp;555&nbsp;0148 · <a href="https://wa.me/523225550149" style="color:#0077b6;">WhatsApp</a> · <a href="https://bahiaazul-pv.mx/aviso-de-privacidad" style="color:#0077b6;">Aviso de privacidad</a></td></tr>`,
      "#e6f3f9",
      "es",
    ),
    enc: "b64",
  },
  // ---------------------------------------------------------------- Casa das Alfarrobeiras (Algarve guesthouse)
  {
    family: "casa-das-alfarrobeiras",
    group: "consumer",
    lang: "pt",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Casa das Alfarrobeiras <reservas@casadasalfarrobeiras.pt>",
    to: TO,
    subject: "A sua reserva n.º 2026-0457 está confirmada",
    date: "Thu, 19 Feb 2026 16:32:18 +0000",
    text: `Casa das Alfarrobeiras — Turismo Rural, Tavira

Caros Sr. e Sra. Thibodeau,

Obrigado pela vossa reserva. Temos o prazer de a confirmar:

Reserva n.º: 2026-0457
Quarto: Suite do Pátio (cama de casal, casa de banho privativa)
Chegada: 2 de maio de 2026, a partir das 15h00
Partida: 9 de maio de 2026, até às 11h00
7 noites com pequeno-almoço: 658,00 €
Taxa turística municipal (2 € por pessoa/noite, paga no local): 28,00 €

Não foi cobrado qualquer valor. Cancelamento gratuito até 18 de abril de 2026.

Estamos a 4 km do centro de Tavira. Se vierem de comboio, podemos ir buscar-vos à estação (10 €).

Com os melhores cumprimentos,
Teresa Guerreiro
Casa das Alfarrobeiras, Sítio das Pedras, 8800-512 Tavira, Portugal
+351 281 555 047 · RNAL 4471/AL
`,
    html: null,
    enc: "qp",
  },
];
