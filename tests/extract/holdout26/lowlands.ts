/**
 * Two months (September and October 2026) of a Dutch-Belgian family's inbox: banks and a payment app,
 * identity and tax portals, insurer, GP, school app, parcels and lockers, groceries, energy, telecom,
 * trains, bike lease, marketplace, holidays and clubs, mostly notices with a minority asking for a code or link.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in Amsterdam time (summer time until 25 October 2026). */
function d(month: number, day: number, hh: number, mm: number, ss = 12): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  const tz = month < 10 || (month === 10 && day < 25) ? "+0200" : "+0100";
  const p = (n: number) => String(n).padStart(2, "0");
  return `${wd}, ${day} ${MONTHS[month - 1]} 2026 ${p(hh)}:${p(mm)}:${p(ss)} ${tz}`;
}

const FAMILY_TO = "Marloes Verbeek <marloes.verbeek@kpnmail.example>";
const DAD_TO = "Joris Claessens <joris.claessens@telenet.example>";

// ---------------------------------------------------------------- Veldhaven Bank

function veldhaven(pre: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body style="margin:0;padding:0;background:#eef1f4;">
<div style="display:none;max-height:0;overflow:hidden;color:#eef1f4;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef1f4;">
<tr><td align="center" style="padding:24px 8px;">
  <table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:4px;">
    <tr><td style="background:#0b3d5c;padding:18px 28px;">
      <img src="https://static.veldhavenbank.nl/mail/logo-wit.png" width="132" height="30" alt="Veldhaven Bank" style="display:block;border:0;">
    </td></tr>
    <tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1d2933;">
${body}
    </td></tr>
    <tr><td style="padding:18px 28px;background:#f6f8fa;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#6b7885;">
      Veldhaven Bank N.V. · Postbus 2210 · 3500 GE Utrecht · KvK 30127745<br>
      Klantenservice <a href="tel:+31302086400" style="color:#6b7885;">030 208 64 00</a> (ma–vr 8.00–20.00)<br>
      Wij vragen u nooit per e-mail om uw pincode of inlogcodes.<br>
      <a href="https://www.veldhavenbank.nl/privacy" style="color:#6b7885;">Privacy</a> ·
      <a href="https://www.veldhavenbank.nl/veilig-bankieren" style="color:#6b7885;">Veilig bankieren</a> ·
      <a href="https://www.veldhavenbank.nl/contact" style="color:#6b7885;">Contact</a>
    </td></tr>
  </table>
</td></tr></table>
</body></html>`;
}

const veldhaven_mails: Mail[] = [
  {
    family: "veldhaven-bank",
    group: "regional",
    lang: "nl",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Veldhaven Bank <noreply@berichten.veldhavenbank.nl>",
    to: FAMILY_TO,
    subject: "Uw rekeningoverzicht over augustus staat klaar",
    date: d(9, 2, 6, 14),
    enc: "qp",
    text: `Beste mevrouw Verbeek,

Het rekeningoverzicht over augustus 2026 van uw Betaalrekening Plus (NL•• VLDH •••• •••• 48) staat klaar in Mijn Veldhaven.

Saldo op 31 augustus 2026: € 2.184,37
Aantal bij- en afschrijvingen: 63

U vindt het overzicht via Mijn Veldhaven > Rekeningen > Overzichten. Overzichten ouder dan 7 jaar bewaren wij niet.

Met vriendelijke groet,

Veldhaven Bank

Wij vragen u nooit per e-mail om uw pincode of inlogcodes.
Veldhaven Bank N.V., Postbus 2210, 3500 GE Utrecht`,
    html: veldhaven(
      "Saldo op 31 augustus: € 2.184,37",
      "Rekeningoverzicht augustus",
      `      <p style="margin:0 0 14px;">Beste mevrouw Verbeek,</p>
      <p style="margin:0 0 14px;">Het rekeningoverzicht over <strong>augustus 2026</strong> van uw Betaalrekening Plus (NL•• VLDH •••• •••• 48) staat klaar in Mijn Veldhaven.</p>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px;border:1px solid #d8dee4;width:100%;">
        <tr><td style="padding:10px 14px;font-size:14px;color:#4a5764;">Saldo op 31 augustus 2026</td><td align="right" style="padding:10px 14px;font-size:14px;font-weight:bold;">€ 2.184,37</td></tr>
        <tr><td style="padding:10px 14px;font-size:14px;color:#4a5764;border-top:1px solid #d8dee4;">Bij- en afschrijvingen</td><td align="right" style="padding:10px 14px;font-size:14px;border-top:1px solid #d8dee4;">63</td></tr>
      </table>
      <p style="margin:0 0 14px;">U vindt het overzicht in de app of via Mijn Veldhaven &gt; Rekeningen &gt; Overzichten.</p>
      <p style="margin:0;">Met vriendelijke groet,<br>Veldhaven Bank</p>`,
    ),
  },
  {
    family: "veldhaven-bank",
    group: "regional",
    lang: "nl",
    kind: "login-code",
    code: "738214",
    link: null,
    from: "Veldhaven Bank <beveiliging@veldhavenbank.nl>",
    to: FAMILY_TO,
    subject: "Uw inlogcode voor Mijn Veldhaven",
    date: d(9, 14, 21, 47, 3),
    enc: "qp",
    text: `Beste mevrouw Verbeek,

U logt in op Mijn Veldhaven vanaf een nieuw apparaat (Firefox op Windows, 14-09-2026 om 21:47).

Uw inlogcode is: 738 214

De code is 10 minuten geldig. Deel deze code met niemand, ook niet met een medewerker van Veldhaven Bank. Wij bellen of mailen u nooit met de vraag om een code door te geven.

Logt u niet zelf in? Bel dan direct 030 208 64 00 en kies optie 1 om uw toegang te blokkeren.

Veldhaven Bank`,
    html: veldhaven(
      "Uw code is 10 minuten geldig. Deel hem met niemand.",
      "Inlogcode",
      `      <p style="margin:0 0 14px;">Beste mevrouw Verbeek,</p>
      <p style="margin:0 0 14px;">U logt in op Mijn Veldhaven vanaf een nieuw apparaat:<br><span style="color:#4a5764;">Firefox op Windows · 14-09-2026 om 21:47</span></p>
      <p style="margin:0 0 6px;font-size:13px;color:#4a5764;">Uw inlogcode</p>
      <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 18px;">
        <tr><td style="background:#e8f1f7;border:1px solid #b9d3e4;padding:14px 26px;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:6px;color:#0b3d5c;">738 214</td></tr>
      </table>
      <p style="margin:0 0 14px;">De code is 10 minuten geldig. <strong>Deel deze code met niemand</strong>, ook niet met een medewerker van Veldhaven Bank.</p>
      <p style="margin:0;font-size:13px;color:#4a5764;">Logt u niet zelf in? Bel direct <a href="tel:+31302086400" style="color:#0b3d5c;">030 208 64 00</a> en kies optie 1.</p>`,
    ),
  },
  {
    family: "veldhaven-bank",
    group: "regional",
    lang: "en",
    kind: "phone-changed",
    code: null,
    link: null,
    from: "Veldhaven Bank <beveiliging@veldhavenbank.nl>",
    to: DAD_TO,
    subject: "Your mobile number has been changed",
    date: d(10, 6, 9, 2),
    text: `Dear Mr Claessens,

The mobile number linked to your Veldhaven Bank profile was changed on 6 October 2026 at 08:58.

New number: +31 6 •• •• 71 09

From now on, notifications and confirmation requests will be sent to this number. The Veldhaven app on your previous phone has been signed out.

Did you not make this change? Call us straight away on +31 30 208 64 00 (24/7 for blocking). Do not reply to this e-mail.

Kind regards,
Veldhaven Bank Security

Veldhaven Bank N.V. | PO Box 2210 | 3500 GE Utrecht | The Netherlands`,
    html: veldhaven(
      "The number linked to your profile was changed on 6 October.",
      "Mobile number changed",
      `      <p style="margin:0 0 14px;">Dear Mr Claessens,</p>
      <p style="margin:0 0 14px;">The mobile number linked to your Veldhaven Bank profile was changed on <strong>6 October 2026 at 08:58</strong>.</p>
      <p style="margin:0 0 14px;padding:12px 14px;background:#f6f8fa;border-left:3px solid #0b3d5c;">New number: +31 6 •• •• 71 09</p>
      <p style="margin:0 0 14px;">From now on, notifications and confirmation requests will go to this number. The Veldhaven app on your previous phone has been signed out.</p>
      <p style="margin:0;"><strong>Wasn't you?</strong> Call us straight away on <a href="tel:+31302086400" style="color:#0b3d5c;">+31 30 208 64 00</a> (24/7 for blocking) or read <a href="https://www.veldhavenbank.nl/en/fraud" style="color:#0b3d5c;">what to do about fraud</a>.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Muntlint (payment app)

const muntlint_mails: Mail[] = [
  {
    family: "muntlint",
    group: "consumer",
    lang: "nl",
    kind: "verify-link",
    code: null,
    link: "https://link.muntlint.app/ls/click?upn=mV7cQ2xH-2BpLkR9-2FzTnq0w4&e=bWFybG9lcw",
    from: "Muntlint <hallo@muntlint.app>",
    to: FAMILY_TO,
    subject: "Nog één stap: bevestig je e-mailadres",
    date: d(9, 3, 19, 26),
    enc: "b64",
    text: `Hoi Marloes,

Leuk dat je Muntlint gebruikt! Bevestig je e-mailadres, dan sturen we je betaalbewijzen en maandoverzichten hierheen.

Bevestig je e-mailadres:
https://link.muntlint.app/ls/click?upn=mV7cQ2xH-2BpLkR9-2FzTnq0w4&e=bWFybG9lcw

De link werkt 48 uur.

Heb je geen account bij Muntlint aangemaakt? Dan kun je deze mail negeren.

Groetjes,
Team Muntlint

Muntlint B.V. · Stationsplein 45 · 3013 AK Rotterdam
Vragen? https://muntlint.app/help`,
    html: `<html><head><meta charset="utf-8"><style>
@media (max-width:480px){ .card{width:100% !important;} }
</style></head>
<body style="margin:0;background:#fff8ec;">
<span style="display:none!important;font-size:1px;color:#fff8ec;">Bevestig je adres om betaalbewijzen te ontvangen.</span>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff8ec;"><tr><td align="center" style="padding:32px 12px;">
<table class="card" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;">
<tr><td align="center" style="padding:32px 32px 8px;"><img src="https://cdn.muntlint.app/email/munt-emoji.png" width="64" height="64" alt="🪙"></td></tr>
<tr><td style="padding:8px 32px;font-family:'Helvetica Neue',Arial,sans-serif;color:#222;">
<h1 style="font-size:24px;margin:0 0 12px;text-align:center;">Hoi Marloes 👋</h1>
<p style="font-size:16px;line-height:24px;margin:0 0 20px;text-align:center;">Leuk dat je Muntlint gebruikt! Bevestig je e-mailadres, dan sturen we je betaalbewijzen en maandoverzichten hierheen.</p>
</td></tr>
<tr><td align="center" style="padding:0 32px 24px;">
<a href="https://link.muntlint.app/ls/click?upn=mV7cQ2xH-2BpLkR9-2FzTnq0w4&amp;e=bWFybG9lcw" style="display:inline-block;background:#ff7a1a;color:#ffffff;font-family:Arial,sans-serif;font-size:16px;font-weight:bold;text-decoration:none;padding:14px 30px;border-radius:30px;">Bevestig e-mailadres</a>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#777;margin:14px 0 0;">De link werkt 48 uur.</p>
</td></tr>
<tr><td style="padding:16px 32px 28px;font-family:Arial,sans-serif;font-size:12px;color:#999;text-align:center;border-top:1px solid #f1e6d6;">
Geen account aangemaakt? Negeer deze mail gerust.<br>
Muntlint B.V. · Stationsplein 45 · 3013 AK Rotterdam<br>
<a href="https://link.muntlint.app/ls/click?upn=mV7cQ2xH-2Bhelp00" style="color:#999;">Help</a> · <a href="https://link.muntlint.app/ls/click?upn=mV7cQ2xH-2Bpriv00" style="color:#999;">Privacy</a> · <a href="https://www.instagram.com/muntlint" style="color:#999;">Instagram</a>
</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#b9ad9b;">
<a href="https://apps.apple.com/nl/app/muntlint/id1588120344"><img src="https://cdn.muntlint.app/email/appstore-nl.png" alt="Download in de App Store" height="36"></a>
<a href="https://play.google.com/store/apps/details?id=app.muntlint"><img src="https://cdn.muntlint.app/email/googleplay-nl.png" alt="Ontdek het op Google Play" height="36"></a>
</p>
</td></tr></table>
</body></html>`,
  },
  {
    family: "muntlint",
    group: "consumer",
    lang: "en",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Muntlint <hallo@muntlint.app>",
    to: DAD_TO,
    subject: "Ilse paid you €18.50 for 'Pizza Friday 🍕'",
    date: d(9, 19, 12, 8),
    text: `Ilse paid you €18.50

For: Pizza Friday 🍕
Date: 19 Sep 2026, 12:08
Request ID: ML-7Q4K-29XD

The money is on its way to your account ending in 7731 and usually arrives within a few seconds.

3 of 4 people have now paid this request. Open the app to see who still owes you.

Muntlint B.V., Stationsplein 45, 3013 AK Rotterdam
You get this e-mail because you turned on payment notifications. Manage them in the app under Settings > Notifications.`,
    html: `<html><body style="margin:0;background:#fff8ec;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;">
<tr><td align="center" style="padding:28px 28px 0;"><img src="https://cdn.muntlint.app/email/avatar/ilse-k.png" width="56" height="56" alt="Ilse" style="border-radius:28px;"></td></tr>
<tr><td align="center" style="padding:14px 28px 4px;font-size:15px;color:#555;">Ilse paid you</td></tr>
<tr><td align="center" style="padding:0 28px 6px;font-size:40px;font-weight:bold;color:#222;">€18.50</td></tr>
<tr><td align="center" style="padding:0 28px 20px;font-size:15px;color:#555;">for <em>Pizza Friday 🍕</em></td></tr>
<tr><td style="padding:0 28px 20px;">
<table width="100%" cellpadding="0" cellspacing="0" style="font-size:13px;color:#555;border-top:1px solid #f1e6d6;">
<tr><td style="padding:8px 0;">Date</td><td align="right">19 Sep 2026, 12:08</td></tr>
<tr><td style="padding:8px 0;">To account</td><td align="right">•••• 7731</td></tr>
<tr><td style="padding:8px 0;">Request ID</td><td align="right">ML-7Q4K-29XD</td></tr>
<tr><td style="padding:8px 0;">Paid so far</td><td align="right">3 of 4</td></tr>
</table></td></tr>
<tr><td style="padding:16px 28px 24px;font-size:11px;color:#999;text-align:center;border-top:1px solid #f1e6d6;">
Muntlint B.V. · Stationsplein 45 · 3013 AK Rotterdam<br>
Turn these e-mails off in the app under Settings &gt; Notifications · <a href="https://muntlint.app/en/privacy" style="color:#999;">Privacy</a>
</td></tr></table>
</td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- BurgerSleutel (digital identity)

function burger_text(body: string): string {
  return `${body}

Met vriendelijke groet,

BurgerSleutel
Dienst Digitale Toegang Burgers

Dit bericht is automatisch verzonden. U kunt niet op deze e-mail reageren.
Vragen? Bel de BurgerSleutel Helpdesk: 088 123 45 60 (werkdagen 08.00 - 22.00 uur).
Kijk voor veilig gebruik op www.burgersleutel.nl/veilig`;
}

const burger_mails: Mail[] = [
  {
    family: "burgersleutel",
    group: "regional",
    lang: "nl",
    kind: "login-notice",
    code: null,
    link: null,
    from: "BurgerSleutel <noreply@burgersleutel.nl>",
    to: FAMILY_TO,
    subject: "Er is ingelogd met uw BurgerSleutel",
    date: d(9, 8, 10, 31, 44),
    text: burger_text(`Geachte heer/mevrouw,

Op 8 september 2026 om 10:31 uur is met uw BurgerSleutel ingelogd bij:

  Belastingdienst - Mijn Belastingdienst

Met: BurgerSleutel app (sms-controle)

Was u dit zelf? Dan hoeft u niets te doen.

Was u dit niet? Wijzig dan direct uw wachtwoord op www.burgersleutel.nl en neem contact op met de Helpdesk.`),
    html: null,
  },
  {
    family: "burgersleutel",
    group: "regional",
    lang: "nl",
    kind: "email-change-code",
    code: "WQ8-37R",
    code_digits: "WQ837R",
    link: null,
    from: "BurgerSleutel <noreply@burgersleutel.nl>",
    to: FAMILY_TO,
    subject: "Controlecode voor uw nieuwe e-mailadres",
    date: d(10, 1, 20, 5, 9),
    text: burger_text(`Geachte heer/mevrouw,

U heeft gevraagd om het e-mailadres van uw BurgerSleutel te wijzigen in marloes.verbeek@kpnmail.example.

Vul de onderstaande controlecode in op de pagina waar u het e-mailadres heeft gewijzigd:

    WQ8-37R

De code is 30 minuten geldig. Let op: de code bevat geen hoofdletter O of cijfer 0.

Heeft u deze wijziging niet aangevraagd? Dan hoeft u niets te doen; uw e-mailadres blijft ongewijzigd.`),
    html: null,
  },
];

// ---------------------------------------------------------------- FiscaNet (Belgian tax portal)

const fiscanet_mails: Mail[] = [
  {
    family: "fiscanet-be",
    group: "regional",
    lang: "fr",
    kind: "document-available",
    code: null,
    link: null,
    from: "FiscaNet <ne-pas-repondre@fiscanet.belgium.example>",
    to: DAD_TO,
    subject: "Nouveau document disponible dans votre boîte FiscaNet",
    date: d(9, 10, 7, 40),
    enc: "qp",
    text: `Madame, Monsieur,

Un nouveau document est disponible dans votre boîte aux lettres électronique FiscaNet :

  Type : Avertissement-extrait de rôle – impôt des personnes physiques
  Exercice d'imposition : 2026 (revenus 2025)
  Date de mise à disposition : 10/09/2026

Pour le consulter, connectez-vous à FiscaNet avec votre carte d'identité électronique ou votre application d'identification, puis ouvrez « Mes documents ».

Pour des raisons de sécurité, ce message ne contient aucun lien. Méfiez-vous des e-mails qui vous demandent de cliquer pour recevoir un remboursement.

Service public fédéral Fiscalité numérique
Centre de contact : 02 572 57 57 (jours ouvrables de 8 h à 17 h)`,
    html: `<html><body style="font-family:Verdana,Arial,sans-serif;font-size:13px;color:#222;">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #c9c9c9;">
<tr><td style="background:#2b3a67;color:#fff;padding:12px 18px;font-size:16px;"><b>FiscaNet</b> <span style="font-size:11px;color:#c7cfe8;">— SPF Fiscalité numérique</span></td></tr>
<tr><td style="padding:18px;">
<p>Madame, Monsieur,</p>
<p>Un nouveau document est disponible dans votre boîte aux lettres électronique FiscaNet :</p>
<table cellpadding="4" cellspacing="0" border="0" style="font-size:13px;margin-left:12px;">
<tr><td style="color:#666;">Type</td><td>Avertissement-extrait de rôle – impôt des personnes physiques</td></tr>
<tr><td style="color:#666;">Exercice d'imposition</td><td>2026 (revenus 2025)</td></tr>
<tr><td style="color:#666;">Mis à disposition le</td><td>10/09/2026</td></tr>
</table>
<p>Pour le consulter, connectez-vous à FiscaNet avec votre carte d'identité électronique ou votre application d'identification, puis ouvrez « Mes documents ».</p>
<p style="background:#fff4d6;border:1px solid #f0d58a;padding:8px;">Pour des raisons de sécurité, ce message ne contient aucun lien. Méfiez-vous des e-mails qui vous demandent de cliquer pour recevoir un remboursement.</p>
</td></tr>
<tr><td style="padding:10px 18px;font-size:11px;color:#777;border-top:1px solid #e2e2e2;">Service public fédéral Fiscalité numérique · Centre de contact 02 572 57 57 (jours ouvrables, 8 h – 17 h)</td></tr>
</table></body></html>`,
  },
  {
    family: "fiscanet-be",
    group: "regional",
    lang: "nl",
    kind: "filing-received",
    code: null,
    link: null,
    from: "FiscaNet <niet-antwoorden@fiscanet.belgium.example>",
    to: DAD_TO,
    subject: "Ontvangstbewijs van uw aangifte personenbelasting",
    date: d(9, 24, 22, 13, 50),
    text: `Geachte heer Claessens,

Wij hebben uw aangifte in de personenbelasting goed ontvangen.

Aanslagjaar: 2026
Ingediend op: 24/09/2026 om 22:13
Referentienummer: 2026-PB-0048-771903-55
Indiener: Joris Claessens (rijksregisternummer 84.•••.•••-07)

In de bijlage vindt u het ontvangstbewijs (PDF). Bewaar het bij uw administratie. U hoeft niets meer te doen; u ontvangt uw aanslagbiljet in uw FiscaNet-brievenbus.

Met vriendelijke groeten,
FOD Digitale Fiscaliteit`,
    html: null,
    attachment: [
      "ontvangstbewijs-2026-PB-0048-771903-55.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- Zorgkring (health insurer)

function zorgkring(pre: string, body: string): string {
  return `<!doctype html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;padding:0;background-color:#f2f7f5;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;overflow:hidden;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<center>
<table cellpadding="0" cellspacing="0" border="0" width="100%" bgcolor="#f2f7f5"><tr><td align="center">
<table cellpadding="0" cellspacing="0" border="0" width="620">
<tr><td style="padding:20px 0;" align="left"><a href="https://mail.zorgkring.nl/t/c/aW5kZXg/home"><img src="https://mail.zorgkring.nl/img/zorgkring-logo.png" alt="Zorgkring Zorgverzekeraar" width="170" style="display:block;"></a></td></tr>
<tr><td bgcolor="#ffffff" style="padding:32px 36px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:25px;color:#243b34;border-top:5px solid #3c9a7a;">
${body}
</td></tr>
<tr><td style="padding:22px 10px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#6d807a;" align="center">
Zorgkring Zorgverzekeraar U.A. · Postbus 8070 · 6710 AB Ede · Telefoon 0318 74 20 00<br>
<a href="https://mail.zorgkring.nl/t/c/aW5kZXg/privacy" style="color:#6d807a;">Privacyverklaring</a> |
<a href="https://mail.zorgkring.nl/t/c/aW5kZXg/contact" style="color:#6d807a;">Contact</a> |
<a href="https://mail.zorgkring.nl/t/c/aW5kZXg/voorkeuren" style="color:#6d807a;">E-mailvoorkeuren</a><br>
© 2026 Zorgkring
</td></tr>
</table></td></tr></table></center></body></html>`;
}

const zorgkring_mails: Mail[] = [
  {
    family: "zorgkring",
    group: "regional",
    lang: "nl",
    kind: "claim-processed",
    code: null,
    link: null,
    from: "Zorgkring <service@mail.zorgkring.nl>",
    to: FAMILY_TO,
    subject: "Uw declaratie is verwerkt",
    date: d(9, 11, 15, 20),
    enc: "qp",
    text: `Beste mevrouw Verbeek,

Wij hebben een declaratie verwerkt voor Sanne Claessens.

Zorgverlener: Fysiotherapie Het Anker, Amersfoort
Behandeldatum: 21-08-2026 t/m 04-09-2026 (4 behandelingen)
Gedeclareerd: € 148,00
Vergoed vanuit Aanvullend Jong: € 148,00
Eigen risico: € 0,00 (kinderen tot 18 jaar)

Wij betalen het bedrag binnen 5 werkdagen rechtstreeks aan de zorgverlener. U hoeft zelf niets te doen.

Bekijk al uw declaraties in Mijn Zorgkring of in de Zorgkring-app.

Met vriendelijke groet,
Zorgkring Klantenservice

Zorgkring Zorgverzekeraar U.A., Postbus 8070, 6710 AB Ede`,
    html: zorgkring(
      "Fysiotherapie Het Anker: € 148,00 vergoed",
      `<p style="margin:0 0 16px;">Beste mevrouw Verbeek,</p>
<p style="margin:0 0 16px;">Wij hebben een declaratie verwerkt voor <b>Sanne Claessens</b>.</p>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="font-family:Arial,sans-serif;font-size:14px;margin-bottom:18px;">
<tr><td style="padding:7px 0;border-bottom:1px solid #e3ece8;color:#6d807a;">Zorgverlener</td><td style="padding:7px 0;border-bottom:1px solid #e3ece8;">Fysiotherapie Het Anker, Amersfoort</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #e3ece8;color:#6d807a;">Behandeldatum</td><td style="padding:7px 0;border-bottom:1px solid #e3ece8;">21-08-2026 t/m 04-09-2026 (4×)</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #e3ece8;color:#6d807a;">Gedeclareerd</td><td style="padding:7px 0;border-bottom:1px solid #e3ece8;">€ 148,00</td></tr>
<tr><td style="padding:7px 0;border-bottom:1px solid #e3ece8;color:#6d807a;">Vergoed (Aanvullend Jong)</td><td style="padding:7px 0;border-bottom:1px solid #e3ece8;font-weight:bold;color:#3c9a7a;">€ 148,00</td></tr>
<tr><td style="padding:7px 0;color:#6d807a;">Eigen risico</td><td style="padding:7px 0;">€ 0,00</td></tr>
</table>
<p style="margin:0 0 16px;">Wij betalen het bedrag binnen 5 werkdagen aan de zorgverlener. U hoeft zelf niets te doen.</p>
<p style="margin:0;">Met vriendelijke groet,<br>Zorgkring Klantenservice</p>`,
    ),
  },
  {
    family: "zorgkring",
    group: "regional",
    lang: "nl",
    kind: "verification-code",
    code: "409127",
    link: null,
    from: "Zorgkring <noreply@zorgkring.nl>",
    to: FAMILY_TO,
    subject: "Uw verificatiecode: 409127",
    date: d(9, 29, 8, 12, 37),
    text: `Uw verificatiecode voor Mijn Zorgkring is:

409127

Vul deze code in op het scherm waar u om de code werd gevraagd. De code verloopt na 5 minuten.

Zorgkring vraagt u nooit om deze code telefonisch door te geven.`,
    html: zorgkring(
      "Vul deze code in om verder te gaan. Hij verloopt na 5 minuten.",
      `<p style="margin:0 0 18px;">Uw verificatiecode voor Mijn Zorgkring:</p>
<table cellpadding="0" cellspacing="6" border="0" align="center" style="margin:0 auto 20px;">
<tr>
<td width="44" height="56" align="center" style="border:2px solid #3c9a7a;border-radius:6px;font-family:Arial,sans-serif;font-size:28px;font-weight:bold;color:#243b34;">4</td>
<td width="44" height="56" align="center" style="border:2px solid #3c9a7a;border-radius:6px;font-family:Arial,sans-serif;font-size:28px;font-weight:bold;color:#243b34;">0</td>
<td width="44" height="56" align="center" style="border:2px solid #3c9a7a;border-radius:6px;font-family:Arial,sans-serif;font-size:28px;font-weight:bold;color:#243b34;">9</td>
<td width="44" height="56" align="center" style="border:2px solid #3c9a7a;border-radius:6px;font-family:Arial,sans-serif;font-size:28px;font-weight:bold;color:#243b34;">1</td>
<td width="44" height="56" align="center" style="border:2px solid #3c9a7a;border-radius:6px;font-family:Arial,sans-serif;font-size:28px;font-weight:bold;color:#243b34;">2</td>
<td width="44" height="56" align="center" style="border:2px solid #3c9a7a;border-radius:6px;font-family:Arial,sans-serif;font-size:28px;font-weight:bold;color:#243b34;">7</td>
</tr></table>
<p style="margin:0 0 12px;">Vul deze code in op het scherm waar u om de code werd gevraagd. De code verloopt na 5 minuten.</p>
<p style="margin:0;font-size:13px;color:#6d807a;">Zorgkring vraagt u nooit om deze code telefonisch door te geven.</p>`,
    ),
  },
  {
    family: "zorgkring",
    group: "regional",
    lang: "nl",
    kind: "policy-document",
    code: null,
    link: null,
    from: "Zorgkring <service@mail.zorgkring.nl>",
    to: FAMILY_TO,
    subject: "Uw nieuwe polis voor 2027 en de premie per maand",
    date: d(10, 30, 10, 0, 0),
    enc: "b64",
    text: `Beste mevrouw Verbeek,

Uw zorgverzekering loopt in 2027 door. In de bijlage vindt u uw nieuwe polisblad.

Polisnummer: 301-774-2280
Basisverzekering Zorgkring Vrij: € 152,75 per maand (per volwassene)
Aanvullend Gezin 2: € 38,20 per maand
Kinderen tot 18 jaar: gratis meeverzekerd
Totale premie per maand vanaf 1 januari 2027: € 381,90

Wilt u iets wijzigen? Dat kan tot en met 31 december 2026 in Mijn Zorgkring. Wilt u overstappen, dan regelt uw nieuwe verzekeraar de opzegging.

Met vriendelijke groet,
Zorgkring`,
    html: zorgkring(
      "Premie 2027: € 381,90 per maand voor uw gezin",
      `<p style="margin:0 0 16px;">Beste mevrouw Verbeek,</p>
<p style="margin:0 0 16px;">Uw zorgverzekering loopt in 2027 door. In de bijlage vindt u uw nieuwe polisblad (polisnummer 301-774-2280).</p>
<table cellpadding="8" cellspacing="0" border="0" width="100%" style="font-family:Arial,sans-serif;font-size:14px;background:#f2f7f5;margin-bottom:18px;">
<tr><td>Basisverzekering Zorgkring Vrij (per volwassene)</td><td align="right">€ 152,75</td></tr>
<tr><td>Aanvullend Gezin 2</td><td align="right">€ 38,20</td></tr>
<tr><td>Kinderen tot 18 jaar</td><td align="right">gratis</td></tr>
<tr><td style="font-weight:bold;border-top:1px solid #c9dcd4;">Totaal per maand vanaf 1 januari 2027</td><td align="right" style="font-weight:bold;border-top:1px solid #c9dcd4;">€ 381,90</td></tr>
</table>
<p style="margin:0 0 16px;">Wilt u iets wijzigen? Dat kan tot en met 31 december 2026 in <a href="https://mail.zorgkring.nl/t/c/aW5kZXg/mijn" style="color:#3c9a7a;">Mijn Zorgkring</a>.</p>
<p style="margin:0;">Met vriendelijke groet,<br>Zorgkring</p>`,
    ),
    attachment: [
      "Polisblad_2027_301-774-2280.pdf",
      "application/pdf",
      "%PDF-1.5\n% Zorgkring polisblad 2027\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- PraktijkPunt (GP booking)

const praktijk_mails: Mail[] = [
  {
    family: "praktijkpunt",
    group: "regional",
    lang: "nl",
    kind: "account-activate",
    code: null,
    link: "https://app.praktijkpunt.nl/activeren?token=pp_9f3KxT2wLq8vRZ0cM4nHd1s",
    from: "Huisartsenpraktijk De Linde via PraktijkPunt <noreply@praktijkpunt.nl>",
    to: FAMILY_TO,
    subject: "Activeer uw PraktijkPunt-account",
    date: d(9, 4, 16, 55),
    enc: "qp",
    text: `Beste M. Verbeek,

Huisartsenpraktijk De Linde heeft een PraktijkPunt-account voor u aangemaakt. Hiermee kunt u online een afspraak maken, herhaalrecepten aanvragen en een e-consult sturen.

Activeer uw account en kies een wachtwoord:
https://app.praktijkpunt.nl/activeren?token=pp_9f3KxT2wLq8vRZ0cM4nHd1s

Deze link is 7 dagen geldig. Daarna kunt u bij de assistente een nieuwe activatielink aanvragen.

Voor spoed belt u altijd de praktijk: 033 461 22 80. Buiten kantoortijden belt u de huisartsenpost: 0900 113 22 10.

Huisartsenpraktijk De Linde
Lindelaan 14, 3818 KC Amersfoort`,
    html: `<html><body style="margin:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e0e0e0;font-family:Segoe UI,Arial,sans-serif;color:#333;">
<tr><td style="padding:16px 24px;border-bottom:1px solid #e0e0e0;">
<table width="100%"><tr><td><img src="https://app.praktijkpunt.nl/logos/praktijk-4471.png" alt="Huisartsenpraktijk De Linde" height="40"></td>
<td align="right" style="font-size:11px;color:#999;">powered by <img src="https://app.praktijkpunt.nl/img/pp-mini.png" alt="PraktijkPunt" height="12"></td></tr></table>
</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:23px;">
<p>Beste M. Verbeek,</p>
<p>Huisartsenpraktijk De Linde heeft een PraktijkPunt-account voor u aangemaakt. Hiermee kunt u online een afspraak maken, herhaalrecepten aanvragen en een e-consult sturen.</p>
<p style="text-align:center;margin:28px 0;"><a href="https://app.praktijkpunt.nl/activeren?token=pp_9f3KxT2wLq8vRZ0cM4nHd1s" style="background:#1565c0;color:#fff;padding:12px 24px;text-decoration:none;border-radius:3px;font-weight:600;">Account activeren</a></p>
<p style="font-size:13px;color:#666;">Deze link is 7 dagen geldig. Daarna kunt u bij de assistente een nieuwe activatielink aanvragen.</p>
<table width="100%" cellpadding="10" style="background:#fdecea;font-size:13px;"><tr><td>
<b>Spoed?</b> Bel altijd de praktijk: 033 461 22 80. Buiten kantoortijden: huisartsenpost 0900 113 22 10.
</td></tr></table>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;border-top:1px solid #e0e0e0;">Huisartsenpraktijk De Linde · Lindelaan 14 · 3818 KC Amersfoort<br>
<a href="https://www.praktijkpunt.nl/privacy" style="color:#999;">Privacy</a> · <a href="https://www.praktijkpunt.nl/help" style="color:#999;">Hulp bij PraktijkPunt</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "praktijkpunt",
    group: "regional",
    lang: "nl",
    kind: "appointment-booked",
    code: null,
    link: null,
    from: "Huisartsenpraktijk De Linde via PraktijkPunt <noreply@praktijkpunt.nl>",
    to: FAMILY_TO,
    subject: "Afspraak ingepland: do 17 september 10:40 uur",
    date: d(9, 15, 8, 3),
    text: `Beste M. Verbeek,

Uw afspraak is ingepland.

Wie: Daan Claessens (geb. 12-03-2017)
Bij: dokter F. Mulder
Wanneer: donderdag 17 september 2026, 10:40 uur (10 minuten)
Waar: Lindelaan 14, 3818 KC Amersfoort

Neem de verzekeringspas van uw kind mee. Kunt u niet komen? Annuleer dan uiterlijk 24 uur van tevoren via PraktijkPunt of bel 033 461 22 80, anders kunnen wij de afspraak in rekening brengen (€ 25,00).

Huisartsenpraktijk De Linde`,
    html: `<html><body style="margin:0;background:#f4f4f4;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e0e0e0;font-family:Segoe UI,Arial,sans-serif;color:#333;">
<tr><td style="padding:16px 24px;border-bottom:1px solid #e0e0e0;"><img src="https://app.praktijkpunt.nl/logos/praktijk-4471.png" alt="Huisartsenpraktijk De Linde" height="40"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:23px;">
<p>Beste M. Verbeek,</p>
<p>Uw afspraak is ingepland.</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;border-left:4px solid #1565c0;background:#f1f6fc;width:100%;">
<tr><td style="color:#666;width:90px;">Wie</td><td>Daan Claessens (geb. 12-03-2017)</td></tr>
<tr><td style="color:#666;">Bij</td><td>dokter F. Mulder</td></tr>
<tr><td style="color:#666;">Wanneer</td><td><b>donderdag 17 september 2026, 10:40 uur</b> (10 min)</td></tr>
<tr><td style="color:#666;">Waar</td><td>Lindelaan 14, 3818 KC Amersfoort</td></tr>
</table>
<p>Neem de verzekeringspas van uw kind mee.</p>
<p style="font-size:13px;color:#666;">Kunt u niet komen? Annuleer uiterlijk 24 uur van tevoren via <a href="https://app.praktijkpunt.nl/afspraken" style="color:#1565c0;">PraktijkPunt</a> of bel 033 461 22 80. Anders kunnen wij € 25,00 in rekening brengen.</p>
<p style="font-size:13px;"><a href="https://app.praktijkpunt.nl/agenda/ics/a7781203.ics" style="color:#1565c0;">Zet in mijn agenda</a></p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#999;border-top:1px solid #e0e0e0;">Huisartsenpraktijk De Linde · Lindelaan 14 · 3818 KC Amersfoort</td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Schoolbel (school parent app)

function schoolbel(body: string, footer_lang: "nl" | "en"): string {
  const foot = footer_lang === "nl"
    ? `Je ontvangt deze e-mail omdat je ouder bent bij OBS De Wilgenhoek. Meldingen instellen? Ga in de app naar Profiel &gt; Meldingen.`
    : `You receive this e-mail because you are a parent at OBS De Wilgenhoek. Change notifications in the app under Profile &gt; Notifications.`;
  return `<!DOCTYPE html><html><head><meta charset="UTF-8"></head>
<body style="margin:0;padding:0;background:#fafafa;">
<table role="presentation" width="100%" style="background:#fafafa;" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:30px 10px;">
<table role="presentation" width="520" cellspacing="0" cellpadding="0" style="background:#ffffff;border:1px solid #ececec;border-radius:10px;">
<tr><td style="padding:22px 28px 0;"><img src="https://assets.schoolbel.app/mail/schoolbel-logo@2x.png" width="120" alt="Schoolbel" style="display:block;"></td></tr>
<tr><td style="padding:18px 28px 26px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;font-size:15px;line-height:22px;color:#2d2d2d;">
${body}
</td></tr></table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#a0a0a0;max-width:520px;line-height:16px;">${foot}<br>Schoolbel B.V. · Vismarkt 9 · 9712 CA Groningen · <a href="https://schoolbel.app/privacy" style="color:#a0a0a0;">Privacy</a></p>
</td></tr></table></body></html>`;
}

const schoolbel_mails: Mail[] = [
  {
    family: "schoolbel",
    group: "consumer",
    lang: "nl",
    kind: "invite-link",
    code: null,
    link: "https://schoolbel.app/uitnodiging/7KQ2-M9XA-4TRE?school=obs-wilgenhoek",
    from: "Schoolbel <uitnodiging@schoolbel.app>",
    to: DAD_TO,
    subject: "Juf Esther nodigt je uit voor groep 5B op Schoolbel",
    date: d(9, 1, 13, 18),
    enc: "qp",
    text: `Hallo Joris,

Juf Esther van OBS De Wilgenhoek nodigt je uit voor de groep "Groep 5B 2026-2027" op Schoolbel, als ouder van Daan Claessens.

In Schoolbel vind je nieuws uit de klas, foto's, de jaarkalender en kun je je inschrijven voor oudergesprekken.

Uitnodiging accepteren:
https://schoolbel.app/uitnodiging/7KQ2-M9XA-4TRE?school=obs-wilgenhoek

Heb je de app nog niet? Download Schoolbel in de App Store of Google Play en log in met dit e-mailadres.

De uitnodiging verloopt op 15 september 2026.

Groeten,
Schoolbel namens OBS De Wilgenhoek`,
    html: schoolbel(
      `<p style="margin:0 0 14px;">Hallo Joris,</p>
<p style="margin:0 0 14px;"><b>Juf Esther</b> van OBS De Wilgenhoek nodigt je uit voor de groep <b>Groep 5B 2026-2027</b>, als ouder van Daan Claessens.</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px;"><tr>
<td style="padding-right:10px;"><img src="https://assets.schoolbel.app/mail/icon-nieuws.png" width="20" alt=""></td><td style="font-size:14px;color:#555;">Nieuws en foto's uit de klas</td></tr><tr>
<td style="padding-right:10px;"><img src="https://assets.schoolbel.app/mail/icon-kalender.png" width="20" alt=""></td><td style="font-size:14px;color:#555;">Jaarkalender en vrije dagen</td></tr><tr>
<td style="padding-right:10px;"><img src="https://assets.schoolbel.app/mail/icon-gesprek.png" width="20" alt=""></td><td style="font-size:14px;color:#555;">Inschrijven voor oudergesprekken</td></tr>
</table>
<a href="https://schoolbel.app/uitnodiging/7KQ2-M9XA-4TRE?school=obs-wilgenhoek" style="display:block;text-align:center;background:#ffb400;color:#2d2d2d;font-weight:bold;text-decoration:none;padding:13px 0;border-radius:8px;">Uitnodiging accepteren</a>
<p style="margin:14px 0 0;font-size:13px;color:#777;">De uitnodiging verloopt op 15 september 2026. Nog geen app? <a href="https://apps.apple.com/nl/app/schoolbel/id1322907745" style="color:#777;">App Store</a> · <a href="https://play.google.com/store/apps/details?id=app.schoolbel.ouders" style="color:#777;">Google Play</a></p>`,
      "nl",
    ),
  },
  {
    family: "schoolbel",
    group: "consumer",
    lang: "nl",
    kind: "new-message",
    code: null,
    link: null,
    from: "Schoolbel <meldingen@schoolbel.app>",
    to: DAD_TO,
    subject: "Nieuw bericht in Groep 5B: Schoolreisje Archeon 2 oktober",
    date: d(9, 22, 14, 41),
    text: `Juf Esther plaatste een bericht in Groep 5B 2026-2027:

"Schoolreisje Archeon 2 oktober
Op vrijdag 2 oktober gaan we met de bus naar het Archeon in Alphen aan den Rijn. We vertrekken om 8.30 uur en zijn rond 15.45 uur terug. De ouderbijdrage van € 27,50 is al betaald uit de schoolreisjespot. Graag een lunchpakket en regenjas meegeven! …"

Lees het hele bericht in de Schoolbel-app.

Je ontvangt deze e-mail omdat je ouder bent bij OBS De Wilgenhoek.`,
    html: schoolbel(
      `<p style="margin:0 0 6px;font-size:13px;color:#888;">Groep 5B 2026-2027 · Juf Esther</p>
<h2 style="margin:0 0 12px;font-size:19px;">Schoolreisje Archeon 2 oktober</h2>
<img src="https://assets.schoolbel.app/posts/88123/preview.jpg" width="464" alt="Foto bij het bericht" style="display:block;border-radius:6px;margin-bottom:12px;">
<p style="margin:0 0 14px;">Op vrijdag 2 oktober gaan we met de bus naar het Archeon in Alphen aan den Rijn. We vertrekken om 8.30 uur en zijn rond 15.45 uur terug. De ouderbijdrage van € 27,50 is al betaald uit de schoolreisjespot. Graag een lunchpakket en regenjas meegeven! …</p>
<a href="https://schoolbel.app/g/5b-wilgenhoek/posts/88123" style="color:#c98a00;font-weight:bold;text-decoration:none;">Lees verder in Schoolbel →</a>`,
      "nl",
    ),
  },
  {
    family: "schoolbel",
    group: "consumer",
    lang: "en",
    kind: "login-code",
    code: "290517",
    link: null,
    from: "Schoolbel <login@schoolbel.app>",
    to: "Hannah Okafor <hannah.okafor@fastmail.example>",
    subject: "290517 is your Schoolbel sign-in code",
    date: d(10, 12, 7, 22, 58),
    text: `Hi Hannah,

Use this code to sign in to Schoolbel:

290 517

It expires in 15 minutes. If you didn't try to sign in, you can ignore this e-mail.

Schoolbel · Vismarkt 9 · 9712 CA Groningen`,
    html: schoolbel(
      `<p style="margin:0 0 14px;">Hi Hannah,</p>
<p style="margin:0 0 14px;">Use this code to sign in to Schoolbel:</p>
<div style="font-family:Menlo,Consolas,monospace;font-size:34px;letter-spacing:8px;font-weight:bold;text-align:center;background:#fff6dc;border-radius:8px;padding:16px 0;margin:0 0 14px;">290&nbsp;517</div>
<p style="margin:0;font-size:13px;color:#777;">It expires in 15 minutes. If you didn't try to sign in, you can ignore this e-mail.</p>`,
      "en",
    ),
  },
];
// ---------------------------------------------------------------- PakketVlug (parcel courier)

function pakketvlug(lang: "nl" | "fr", pre: string, body: string): string {
  const foot = lang === "nl"
    ? `Vragen over je pakket? Kijk op <a href="https://www.pakketvlug.nl/klantenservice" style="color:#8a8a8a;">pakketvlug.nl/klantenservice</a>. Deze e-mail is verstuurd in opdracht van de webwinkel.`
    : `Une question sur votre colis ? Rendez-vous sur <a href="https://www.pakketvlug.be/fr/service-client" style="color:#8a8a8a;">pakketvlug.be/fr/service-client</a>. Cet e-mail vous est envoyé à la demande de la boutique.`;
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ededed;">
<div style="display:none;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#ededed"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td bgcolor="#d7261e" style="padding:16px 24px;"><img src="https://track.pakketvlug.nl/img/pv-logo-wit.png" alt="PakketVlug" width="140"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:26px 24px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#333;">${body}</td></tr>
<tr><td style="padding:16px 24px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#8a8a8a;">${foot}<br>PakketVlug Benelux B.V. · Industrieweg 120 · 4104 AT Culemborg · © 2026</td></tr>
</table></td></tr></table></body></html>`;
}

const pakketvlug_mails: Mail[] = [
  {
    family: "pakketvlug",
    group: "consumer",
    lang: "nl",
    kind: "delivery-tomorrow",
    code: null,
    link: null,
    from: "PakketVlug <noreply@track.pakketvlug.nl>",
    to: FAMILY_TO,
    subject: "Je pakket van Speelgoedplein komt morgen tussen 14:15 en 16:45",
    date: d(9, 16, 18, 2),
    enc: "qp",
    text: `Hoi Marloes,

Goed nieuws: je pakket van Speelgoedplein wordt morgen bezorgd.

Bezorgdatum: donderdag 17 september 2026
Tijdvak: 14:15 - 16:45
Adres: Vlinderhof 23, 3824 LN Amersfoort
Track & trace: 3PVNL0047712988

Niet thuis? Dan proberen we het eerst bij de buren. Lukt dat niet, dan ligt je pakket de volgende werkdag vanaf 15:00 klaar bij een PakketVlug-punt in de buurt.

Volg je pakket: https://track.pakketvlug.nl/3PVNL0047712988?pc=3824LN

Groeten,
PakketVlug`,
    html: pakketvlug(
      "nl",
      "Tijdvak 14:15 - 16:45",
      `<p>Hoi Marloes,</p>
<p>Goed nieuws: je pakket van <b>Speelgoedplein</b> wordt morgen bezorgd.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fbeaea;border-radius:6px;margin:6px 0 16px;"><tr><td style="padding:16px;">
<div style="font-size:13px;color:#8a3a35;">Donderdag 17 september</div>
<div style="font-size:26px;font-weight:bold;color:#d7261e;">14:15 – 16:45</div>
</td></tr></table>
<table cellpadding="3" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#8a8a8a;">Adres</td><td>Vlinderhof 23, 3824 LN Amersfoort</td></tr>
<tr><td style="color:#8a8a8a;">Track &amp; trace</td><td>3PVNL0047712988</td></tr>
</table>
<p>Niet thuis? Dan proberen we het eerst bij de buren. Lukt dat niet, dan ligt je pakket de volgende werkdag vanaf 15:00 klaar bij een PakketVlug-punt in de buurt.</p>
<p><a href="https://track.pakketvlug.nl/3PVNL0047712988?pc=3824LN" style="color:#d7261e;font-weight:bold;">Volg je pakket</a> &nbsp;|&nbsp; <a href="https://track.pakketvlug.nl/3PVNL0047712988/wijzigen?pc=3824LN" style="color:#d7261e;">Bezorging wijzigen</a></p>`,
    ),
  },
  {
    family: "pakketvlug",
    group: "consumer",
    lang: "fr",
    kind: "delivered-neighbour",
    code: null,
    link: null,
    from: "PakketVlug <noreply@track.pakketvlug.be>",
    to: DAD_TO,
    subject: "Votre colis a été remis à un voisin",
    date: d(10, 8, 11, 37),
    enc: "b64",
    text: `Bonjour Joris,

Nous n'avons trouvé personne à votre adresse. Votre colis a été remis à votre voisin :

M. Dufour, rue des Tanneurs 17, 1000 Bruxelles
Remis le 08/10/2026 à 11:34
Numéro de suivi : 3PVBE0091245506
Expéditeur : Librairie Tropismes

Un avis de passage a été déposé dans votre boîte aux lettres.

L'équipe PakketVlug`,
    html: pakketvlug(
      "fr",
      "Remis à M. Dufour, rue des Tanneurs 17",
      `<p>Bonjour Joris,</p>
<p>Nous n'avons trouvé personne à votre adresse. Votre colis a été remis à votre voisin :</p>
<p style="font-size:17px;font-weight:bold;background:#f4f4f4;padding:12px;">M. Dufour<br><span style="font-weight:normal;font-size:15px;">rue des Tanneurs 17, 1000 Bruxelles</span></p>
<table cellpadding="3" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#8a8a8a;">Remis le</td><td>08/10/2026 à 11:34</td></tr>
<tr><td style="color:#8a8a8a;">N° de suivi</td><td><a href="https://track.pakketvlug.be/fr/3PVBE0091245506" style="color:#d7261e;">3PVBE0091245506</a></td></tr>
<tr><td style="color:#8a8a8a;">Expéditeur</td><td>Librairie Tropismes</td></tr>
</table>
<p>Un avis de passage a été déposé dans votre boîte aux lettres.</p>
<p>L'équipe PakketVlug</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Kluisgemak (parcel lockers)

const kluisgemak_mails: Mail[] = [
  {
    family: "kluisgemak",
    group: "consumer",
    lang: "nl",
    kind: "pickup-code",
    code: "482719",
    link: null,
    from: "Kluisgemak <pakket@kluisgemak.nl>",
    to: FAMILY_TO,
    subject: "Je pakket ligt klaar in kluis Amersfoort Station Noord",
    date: d(9, 21, 9, 14),
    enc: "qp",
    text: `Je pakket ligt klaar!

Locatie: Kluisgemak Amersfoort Station Noord (bij de fietsenstalling, Piet Mondriaanplein 2)
Open: dagelijks 05:30 - 01:00
Ophalen vóór: zaterdag 26 september 2026, 23:59

Ophaalcode: 4827 19

Tik de ophaalcode in op het scherm van de kluiswand of scan de QR-code in de Kluisgemak-app. Het vak gaat vanzelf open.

Verzender: Bol Boekenhuis
Zendingnummer: KG-NL-20260921-55810

Na de ophaaldatum gaat het pakket terug naar de verzender.

Kluisgemak B.V., Kanaalweg 8, 3526 KL Utrecht`,
    html: `<html><body style="margin:0;padding:0;background:#e9f5ff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;overflow:hidden;font-family:Verdana,Geneva,sans-serif;color:#12314a;">
<tr><td style="background:#0a7bd6;padding:18px 24px;color:#fff;font-size:20px;font-weight:bold;"><img src="https://cdn.kluisgemak.nl/m/kg-logo.png" alt="Kluisgemak" height="26" style="vertical-align:middle;"></td></tr>
<tr><td style="padding:24px;">
<h1 style="font-size:22px;margin:0 0 14px;">Je pakket ligt klaar!</h1>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" valign="top" style="font-size:13px;line-height:20px;">
<b>Kluisgemak Amersfoort Station Noord</b><br>Piet Mondriaanplein 2 (bij de fietsenstalling)<br>Open dagelijks 05:30 – 01:00<br><br>
<b>Ophalen vóór</b><br>za 26 september 2026, 23:59
</td>
<td width="50%" align="center" valign="top">
<div style="font-size:12px;color:#5a7388;">Ophaalcode</div>
<div style="font-size:32px;font-weight:bold;letter-spacing:3px;color:#0a7bd6;margin:4px 0 10px;">4827 19</div>
<img src="https://cdn.kluisgemak.nl/qr/KG-NL-20260921-55810.png" width="120" height="120" alt="QR-code om te scannen bij de kluis">
</td></tr></table>
<p style="font-size:13px;line-height:20px;margin:18px 0 0;">Tik de code in op het scherm van de kluiswand of scan de QR-code. Het vak gaat vanzelf open.</p>
<p style="font-size:12px;color:#5a7388;margin:14px 0 0;">Verzender: Bol Boekenhuis · Zending KG-NL-20260921-55810<br>Na de ophaaldatum gaat het pakket terug naar de verzender.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f3f8fc;font-size:11px;color:#5a7388;">
<a href="https://www.kluisgemak.nl/kluizen/amersfoort-station-noord" style="color:#0a7bd6;">Route naar de kluis</a> · <a href="https://www.kluisgemak.nl/help" style="color:#0a7bd6;">Help</a><br>
Kluisgemak B.V. · Kanaalweg 8 · 3526 KL Utrecht
</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kluisgemak",
    group: "consumer",
    lang: "fr",
    kind: "pickup-code",
    code: "KG-713390",
    code_digits: "713390",
    link: null,
    from: "Kluisgemak <colis@kluisgemak.be>",
    to: DAD_TO,
    subject: "Votre colis vous attend – casier Bruxelles Flagey",
    date: d(10, 15, 16, 50),
    text: `Bonjour,

Votre colis est arrivé dans le casier Kluisgemak « Bruxelles Flagey » (place Eugène Flagey 18, 1050 Ixelles), accessible 24 h/24.

Votre code de retrait : KG-713390
Sur l'écran du casier, choisissez « Retirer un colis » puis saisissez les 6 chiffres.

À retirer avant le 20/10/2026. Commande n° 1044-88127 chez Maison Gribouille.

Kluisgemak`,
    html: `<html><body style="font-family:Verdana,sans-serif;background:#e9f5ff;margin:0;padding:20px;">
<div style="max-width:500px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;color:#12314a;">
<img src="https://cdn.kluisgemak.be/m/kg-logo-blauw.png" alt="Kluisgemak" height="26">
<p style="font-size:15px;">Bonjour,</p>
<p style="font-size:14px;line-height:21px;">Votre colis est arrivé dans le casier <b>Bruxelles Flagey</b> (place Eugène Flagey 18, 1050 Ixelles), accessible 24 h/24.</p>
<div style="text-align:center;border:2px dashed #0a7bd6;border-radius:10px;padding:14px;margin:18px 0;">
<div style="font-size:12px;color:#5a7388;">Code de retrait</div>
<div style="font-size:30px;font-weight:bold;color:#0a7bd6;">KG-713390</div>
<div style="font-size:11px;color:#5a7388;">Sur l'écran : « Retirer un colis », puis les 6 chiffres</div>
</div>
<p style="font-size:13px;">À retirer avant le <b>20/10/2026</b>.<br>Commande n° 1044-88127 chez Maison Gribouille.</p>
<p style="font-size:11px;color:#5a7388;"><a href="https://www.kluisgemak.be/fr/aide" style="color:#0a7bd6;">Aide</a> · <a href="https://www.kluisgemak.be/fr/vie-privee" style="color:#0a7bd6;">Vie privée</a></p>
</div></body></html>`,
  },
  {
    family: "kluisgemak",
    group: "consumer",
    lang: "en",
    kind: "picked-up",
    code: null,
    link: null,
    from: "Kluisgemak <parcel@kluisgemak.nl>",
    to: "Hannah Okafor <hannah.okafor@fastmail.example>",
    subject: "Parcel collected – thanks!",
    date: d(9, 22, 17, 46),
    text: `You collected your parcel from Kluisgemak Amersfoort Station Noord on 22-09-2026 at 17:45.

Shipment: KG-NL-20260921-55810

How did it go? Give us a score from 1 to 10: https://www.kluisgemak.nl/en/feedback?z=55810

Kluisgemak`,
    html: null,
  },
];

// ---------------------------------------------------------------- Versbode (grocery delivery)

function versbode(pre: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body style="margin:0;padding:0;background:#f7f3ee;">
<div style="display:none;max-height:0px;overflow:hidden;">${pre}</div>
<table border="0" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="padding:16px 0;">
<table border="0" cellpadding="0" cellspacing="0" width="600" style="background:#ffffff;">
<tr><td style="padding:18px 30px;border-bottom:4px solid #4caf50;"><a href="https://e.versbode.nl/c/eJx1kE1vgzAMhn8N/home"><img src="https://e.versbode.nl/img/versbode-logo.png" alt="Versbode – boodschappen aan huis" width="160" border="0" /></a></td></tr>
<tr><td style="padding:26px 30px;font-family:Tahoma,Arial,sans-serif;font-size:15px;line-height:22px;color:#303030;">${body}</td></tr>
<tr><td style="padding:18px 30px;background:#2f3b2f;font-family:Tahoma,Arial,sans-serif;font-size:11px;line-height:17px;color:#cfd8cf;">
Versbode B.V. · Zuiveringweg 2 · 8243 PE Lelystad · KvK 61823390<br />
Klantenservice: 0320 28 90 00 · <a href="https://e.versbode.nl/c/eJx1kE1vgzAMhn8N/service" style="color:#cfd8cf;">Service</a> · <a href="https://e.versbode.nl/c/eJx1kE1vgzAMhn8N/privacy" style="color:#cfd8cf;">Privacy</a> · <a href="https://e.versbode.nl/c/eJx1kE1vgzAMhn8N/afmelden" style="color:#cfd8cf;">Afmelden voor aanbiedingen</a>
</td></tr></table></td></tr></table></body></html>`;
}

const versbode_mails: Mail[] = [
  {
    family: "versbode",
    group: "consumer",
    lang: "nl",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Versbode <bestelling@versbode.nl>",
    to: FAMILY_TO,
    subject: "Bevestiging van je bestelling 80417735 – zaterdag 12 september",
    date: d(9, 10, 21, 33),
    enc: "qp",
    text: `Hoi Marloes,

Bedankt voor je bestelling! We bezorgen op zaterdag 12 september 2026 tussen 09:00 en 10:00 uur.

Bestelnummer: 80417735
Bezorgadres: Vlinderhof 23, 3824 LN Amersfoort

47 artikelen                  € 118,64
Bezorgkosten                  €   4,95
Statiegeld                    €   1,35
Korting Versbode Voordeel     -€  6,20
Totaal                        € 118,74

Je betaalt met iDEAL; het bedrag is al afgeschreven.
Iets vergeten? Je kunt je bestelling aanpassen tot vrijdag 11 september 23:59 uur.

Tot zaterdag!
Versbode`,
    html: versbode(
      "Bezorging za 12 september, 09:00 – 10:00",
      `<p style="margin:0 0 14px;">Hoi Marloes,</p>
<p style="margin:0 0 18px;">Bedankt voor je bestelling! We bezorgen op <b>zaterdag 12 september</b> tussen <b>09:00 en 10:00 uur</b>.</p>
<table border="0" cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #e6e0d8;">
<tr style="background:#f7f3ee;"><td colspan="2"><b>Bestelnummer 80417735</b> · Vlinderhof 23, 3824 LN Amersfoort</td></tr>
<tr><td>47 artikelen</td><td align="right">€ 118,64</td></tr>
<tr><td>Bezorgkosten</td><td align="right">€ 4,95</td></tr>
<tr><td>Statiegeld</td><td align="right">€ 1,35</td></tr>
<tr><td style="color:#4caf50;">Korting Versbode Voordeel</td><td align="right" style="color:#4caf50;">-€ 6,20</td></tr>
<tr><td style="border-top:2px solid #303030;"><b>Totaal (betaald met iDEAL)</b></td><td align="right" style="border-top:2px solid #303030;"><b>€ 118,74</b></td></tr>
</table>
<p style="margin:18px 0 0;">Iets vergeten? <a href="https://e.versbode.nl/c/eJx1kE1vgzAMhn8N/bestelling/80417735" style="color:#2e7d32;">Pas je bestelling aan</a> tot vrijdag 11 september 23:59 uur.</p>`,
    ),
  },
  {
    family: "versbode",
    group: "consumer",
    lang: "en",
    kind: "driver-on-way",
    code: null,
    link: null,
    from: "Versbode <delivery@versbode.nl>",
    to: "Hannah Okafor <hannah.okafor@fastmail.example>",
    subject: "Mehmet is on his way 🚚",
    date: d(9, 12, 9, 21),
    text: `Your Versbode driver Mehmet is on his way.

Expected arrival: 09:35 - 09:45
Order: 80417735

Got empty crates or deposit bottles? Put them by the door and Mehmet will take them back.

Follow the van live: https://e.versbode.nl/live/80417735?lang=en

Versbode`,
    html: versbode(
      "Expected arrival 09:35 – 09:45",
      `<table border="0" cellpadding="0" cellspacing="0" width="100%"><tr>
<td width="80" valign="top"><img src="https://e.versbode.nl/img/bezorgers/mehmet-y.jpg" width="64" height="64" alt="Mehmet" style="border-radius:32px;" /></td>
<td valign="top"><p style="margin:0;font-size:18px;"><b>Mehmet is on his way</b></p><p style="margin:4px 0 0;color:#666;">Expected arrival: <b>09:35 – 09:45</b></p></td>
</tr></table>
<p style="margin:18px 0;">Got empty crates or deposit bottles? Put them by the door and Mehmet will take them back.</p>
<p style="margin:0;"><a href="https://e.versbode.nl/live/80417735?lang=en" style="color:#2e7d32;font-weight:bold;">Follow the van live</a></p>`,
    ),
  },
  {
    family: "versbode",
    group: "consumer",
    lang: "nl",
    kind: "email-change-link",
    code: null,
    link: "https://e.versbode.nl/c/eJx1kE1vgzAMhn8N/account/email-bevestigen?t=Vb3c91f0e2aa48d7",
    from: "Versbode <account@versbode.nl>",
    to: DAD_TO,
    subject: "Bevestig je nieuwe e-mailadres",
    date: d(10, 19, 20, 14),
    text: `Hoi Joris,

Je hebt gevraagd om het e-mailadres van je Versbode-account te wijzigen van m•••••s.verbeek@kpnmail.example naar joris.claessens@telenet.example.

Klik op de link hieronder om de wijziging te bevestigen. Tot die tijd blijft je oude adres actief.

https://e.versbode.nl/c/eJx1kE1vgzAMhn8N/account/email-bevestigen?t=Vb3c91f0e2aa48d7

Heb je dit niet zelf gedaan? Bel dan onze klantenservice: 0320 28 90 00.

Versbode`,
    html: versbode(
      "Pas na je bevestiging gebruiken we het nieuwe adres.",
      `<p style="margin:0 0 14px;">Hoi Joris,</p>
<p style="margin:0 0 14px;">Je hebt gevraagd om het e-mailadres van je Versbode-account te wijzigen naar <b>joris.claessens@telenet.example</b>.</p>
<p style="margin:0 0 22px;">Bevestig de wijziging. Tot die tijd blijft je oude adres actief.</p>
<table border="0" cellpadding="0" cellspacing="0"><tr><td bgcolor="#4caf50" style="border-radius:4px;"><a href="https://e.versbode.nl/c/eJx1kE1vgzAMhn8N/account/email-bevestigen?t=Vb3c91f0e2aa48d7" style="display:inline-block;padding:12px 26px;font-family:Tahoma,Arial,sans-serif;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">Nieuw e-mailadres bevestigen</a></td></tr></table>
<p style="margin:22px 0 0;font-size:13px;color:#777;">Heb je dit niet zelf gedaan? Bel onze klantenservice: 0320 28 90 00.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Windkracht Energie

function windkracht(body: string): string {
  return `<html><head><meta charset="utf-8"><meta name="x-apple-disable-message-reformatting"></head>
<body style="margin:0;background:#ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="font-family:'Trebuchet MS',Arial,sans-serif;color:#14213d;">
<tr><td style="padding:24px 20px 12px;"><img src="https://nieuws.windkrachtenergie.nl/img/wk-logo-2025.png" alt="Windkracht Energie" width="150"></td>
<td align="right" style="padding:24px 20px 12px;font-size:12px;"><a href="https://mijn.windkrachtenergie.nl/" style="color:#14213d;">Mijn Windkracht</a></td></tr>
<tr><td colspan="2" style="padding:0 20px;"><img src="https://nieuws.windkrachtenergie.nl/img/header-molens.jpg" width="560" alt="Windmolens bij zonsopkomst" style="display:block;border-radius:10px;"></td></tr>
<tr><td colspan="2" style="padding:24px 20px;font-size:15px;line-height:23px;">${body}</td></tr>
<tr><td colspan="2" style="padding:20px;border-top:1px solid #e5e5e5;font-size:11px;line-height:17px;color:#7a7f8c;">
Windkracht Energie B.V. · Havenkade 31 · 1973 AK IJmuiden · Klantenservice 0255 79 40 40 (ma-vr 8:30-17:30)<br>
<a href="https://www.facebook.com/windkrachtenergie"><img src="https://nieuws.windkrachtenergie.nl/img/fb.png" width="18" alt="Facebook"></a>
<a href="https://www.linkedin.com/company/windkracht-energie"><img src="https://nieuws.windkrachtenergie.nl/img/li.png" width="18" alt="LinkedIn"></a><br>
<a href="https://www.windkrachtenergie.nl/privacy" style="color:#7a7f8c;">Privacy</a> · <a href="https://www.windkrachtenergie.nl/voorwaarden" style="color:#7a7f8c;">Voorwaarden</a>
</td></tr></table></td></tr></table></body></html>`;
}

const windkracht_mails: Mail[] = [
  {
    family: "windkracht-energie",
    group: "regional",
    lang: "nl",
    kind: "annual-statement",
    code: null,
    link: null,
    from: "Windkracht Energie <factuur@windkrachtenergie.nl>",
    to: FAMILY_TO,
    subject: "Je jaarafrekening 2025-2026: je krijgt € 86,12 terug",
    date: d(9, 7, 10, 5),
    enc: "b64",
    text: `Hoi Marloes,

Je jaarafrekening over de periode 1 september 2025 t/m 31 augustus 2026 staat klaar. Je vindt hem als PDF in de bijlage.

Stroom: 2.941 kWh (normaal 1.502 / dal 1.439)
Teruglevering zonnepanelen: 1.866 kWh
Gas: 1.084 m³

Betaalde termijnbedragen: € 2.148,00
Werkelijke kosten: € 2.061,88
Je krijgt terug: € 86,12

We storten dit bedrag binnen 14 dagen op je rekening NL•• •••• •••• ••31.

Klantnummer: 7004 1829 3
Factuurnummer: JA-2026-0931447

Groene groet,
Windkracht Energie`,
    html: windkracht(`<p>Hoi Marloes,</p>
<p>Je jaarafrekening over <b>1 september 2025 t/m 31 augustus 2026</b> staat klaar. Je vindt hem als PDF in de bijlage.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#f1f6ff;border-radius:8px;">
<tr><td>Stroom (normaal 1.502 / dal 1.439)</td><td align="right">2.941 kWh</td></tr>
<tr><td>Teruglevering zonnepanelen</td><td align="right">1.866 kWh</td></tr>
<tr><td>Gas</td><td align="right">1.084 m³</td></tr>
<tr><td>Betaalde termijnbedragen</td><td align="right">€ 2.148,00</td></tr>
<tr><td>Werkelijke kosten</td><td align="right">€ 2.061,88</td></tr>
<tr><td style="font-size:17px;font-weight:bold;color:#1a7f37;">Je krijgt terug</td><td align="right" style="font-size:17px;font-weight:bold;color:#1a7f37;">€ 86,12</td></tr>
</table>
<p>We storten dit bedrag binnen 14 dagen op je rekening NL•• •••• •••• ••31.</p>
<p style="font-size:12px;color:#7a7f8c;">Klantnummer 7004 1829 3 · Factuurnummer JA-2026-0931447</p>
<p>Groene groet,<br>Windkracht Energie</p>`),
    attachment: [
      "Jaarafrekening_JA-2026-0931447.pdf",
      "application/pdf",
      "%PDF-1.4\n% Windkracht Energie jaarafrekening\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "windkracht-energie",
    group: "regional",
    lang: "nl",
    kind: "instalment-changed",
    code: null,
    link: null,
    from: "Windkracht Energie <klantenservice@windkrachtenergie.nl>",
    to: FAMILY_TO,
    subject: "Je nieuwe termijnbedrag vanaf oktober",
    date: d(9, 9, 14, 30),
    text: `Hoi Marloes,

Op basis van je verbruik van het afgelopen jaar passen we je termijnbedrag aan.

Oud termijnbedrag: € 179,00 per maand
Nieuw termijnbedrag: € 171,00 per maand
Eerste afschrijving nieuw bedrag: rond 1 oktober 2026

Vind je dit te laag of te hoog? Je kunt het bedrag zelf aanpassen in de app of in Mijn Windkracht.

Groene groet,
Windkracht Energie
Klantnummer 7004 1829 3`,
    html: windkracht(`<p>Hoi Marloes,</p>
<p>Op basis van je verbruik van het afgelopen jaar passen we je termijnbedrag aan.</p>
<table cellpadding="6" cellspacing="0" style="font-size:15px;">
<tr><td style="color:#7a7f8c;">Oud</td><td style="text-decoration:line-through;color:#7a7f8c;">€ 179,00 per maand</td></tr>
<tr><td>Nieuw</td><td><b>€ 171,00 per maand</b></td></tr>
<tr><td>Vanaf</td><td>rond 1 oktober 2026</td></tr>
</table>
<p>Vind je dit te laag of te hoog? Je kunt het bedrag zelf aanpassen in de app of in <a href="https://mijn.windkrachtenergie.nl/termijnbedrag" style="color:#1f5fbf;">Mijn Windkracht</a>.</p>
<p>Groene groet,<br>Windkracht Energie</p>`),
  },
  {
    family: "windkracht-energie",
    group: "regional",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://mijn.windkrachtenergie.nl/auth/magic?login_token=wk.eyJ1IjoiNzAwNDE4MjkzIn0.q8mZ2c",
    from: "Windkracht Energie <inloggen@windkrachtenergie.nl>",
    to: "Hannah Okafor <hannah.okafor@fastmail.example>",
    subject: "Your login link for My Windkracht",
    date: d(10, 21, 22, 4, 31),
    text: `Hi Hannah,

Click the link below to log in to My Windkracht. No password needed.

https://mijn.windkrachtenergie.nl/auth/magic?login_token=wk.eyJ1IjoiNzAwNDE4MjkzIn0.q8mZ2c

The link works once and expires in 20 minutes. Requested from Safari on iPhone, 21 October 2026 at 22:04.

Didn't ask for this? Then you can ignore this e-mail; nobody can log in without the link.

Windkracht Energie · Customer service +31 255 79 40 40`,
    html: windkracht(`<p>Hi Hannah,</p>
<p>Click the button below to log in to My Windkracht. No password needed.</p>
<p style="margin:26px 0;"><a href="https://mijn.windkrachtenergie.nl/auth/magic?login_token=wk.eyJ1IjoiNzAwNDE4MjkzIn0.q8mZ2c" style="background:#1f5fbf;color:#fff;padding:13px 28px;border-radius:24px;text-decoration:none;font-weight:bold;">Log in to My Windkracht</a></p>
<p style="font-size:13px;color:#7a7f8c;">The link works once and expires in 20 minutes. Requested from Safari on iPhone, 21 October 2026 at 22:04.</p>
<p style="font-size:13px;color:#7a7f8c;">Didn't ask for this? Then you can ignore this e-mail; nobody can log in without the link.</p>`),
  },
];

// ---------------------------------------------------------------- Golflijn (mobile and internet)

const golflijn_mails: Mail[] = [
  {
    family: "golflijn",
    group: "consumer",
    lang: "nl",
    kind: "invoice",
    code: null,
    link: null,
    from: "Golflijn <factuur@golflijn.be>",
    to: DAD_TO,
    subject: "Je factuur van september staat klaar (€ 74,50)",
    date: d(9, 28, 5, 45),
    enc: "qp",
    text: `Dag Joris,

Je factuur van september staat klaar.

Factuurnummer: 2609-4471823
Klantnummer: 1.884.207
Bedrag: € 74,50
Wordt gedomicilieerd op: 12/10/2026 van BE•• •••• •••• 4402

Golf Thuis Internet 500 Mbps    € 52,00
Golf Mobiel 20 GB (0478 •• •• 13) € 17,00
Golf Mobiel 3 GB (0491 •• •• 86)  €  9,50
Korting bundel                  -€  4,00

Je factuur bekijken of downloaden? Dat doe je in de Golflijn-app of op mijn.golflijn.be.

Tot ziens,
Golflijn
Golflijn NV · Frankrijklei 99 · 2000 Antwerpen · BTW BE 0712.448.903`,
    html: `<html><body style="margin:0;background:#f0f0f5;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#5b2a86;padding:20px 26px;"><img src="https://mail.golflijn.be/i/golflijn-wit.png" alt="Golflijn" width="120"></td></tr>
<tr><td style="padding:26px;font-size:15px;color:#222;line-height:22px;">
<p style="margin:0 0 12px;">Dag Joris,</p>
<p style="margin:0 0 18px;">Je factuur van september staat klaar.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin-bottom:18px;"><tr>
<td style="background:#f5effa;padding:16px;"><span style="font-size:12px;color:#5b2a86;">Te betalen</span><br><span style="font-size:30px;font-weight:bold;color:#5b2a86;">€ 74,50</span></td>
<td style="background:#f5effa;padding:16px;font-size:13px;color:#555;">Domiciliëring op <b>12/10/2026</b><br>van BE•• •••• •••• 4402</td></tr></table>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;color:#444;">
<tr><td>Golf Thuis Internet 500 Mbps</td><td align="right">€ 52,00</td></tr>
<tr><td>Golf Mobiel 20 GB (0478 •• •• 13)</td><td align="right">€ 17,00</td></tr>
<tr><td>Golf Mobiel 3 GB (0491 •• •• 86)</td><td align="right">€ 9,50</td></tr>
<tr><td>Korting bundel</td><td align="right">-€ 4,00</td></tr>
</table>
<p style="font-size:12px;color:#888;">Factuurnummer 2609-4471823 · Klantnummer 1.884.207</p>
<p><a href="https://mijn.golflijn.be/facturen/2609-4471823" style="color:#5b2a86;font-weight:bold;">Bekijk je factuur</a></p>
</td></tr>
<tr><td style="padding:16px 26px;background:#2a1440;color:#b7a6c9;font-size:11px;">Golflijn NV · Frankrijklei 99 · 2000 Antwerpen · BTW BE 0712.448.903 · <a href="https://www.golflijn.be/privacy" style="color:#b7a6c9;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "golflijn",
    group: "consumer",
    lang: "fr",
    kind: "esim-verify",
    code: "604218",
    link: "https://mijn.golflijn.be/fr/esim/verifier?req=ES-88301-TQ&c=604218",
    from: "Golflijn <securite@golflijn.be>",
    to: DAD_TO,
    subject: "Confirmez votre demande d'eSIM",
    date: d(10, 3, 11, 16),
    text: `Bonjour Joris,

Vous avez demandé une eSIM pour le numéro 0478 •• •• 13. Pour protéger votre numéro, nous devons vérifier que la demande vient bien de vous.

Votre code de vérification : 604 218

Saisissez ce code dans l'application Golflijn, ou cliquez sur le lien ci-dessous pour confirmer la demande :
https://mijn.golflijn.be/fr/esim/verifier?req=ES-88301-TQ&c=604218

Le code et le lien sont valables 30 minutes. Votre carte SIM actuelle cessera de fonctionner dès que la nouvelle eSIM sera activée.

Vous n'avez rien demandé ? Ne communiquez ce code à personne et appelez-nous au 078 15 15 30.

Golflijn`,
    html: `<html><body style="margin:0;background:#f0f0f5;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#5b2a86;padding:20px 26px;"><img src="https://mail.golflijn.be/i/golflijn-wit.png" alt="Golflijn" width="120"></td></tr>
<tr><td style="padding:26px;font-size:15px;color:#222;line-height:22px;">
<p>Bonjour Joris,</p>
<p>Vous avez demandé une eSIM pour le numéro <b>0478 •• •• 13</b>. Pour protéger votre numéro, nous devons vérifier que la demande vient bien de vous.</p>
<p style="font-size:13px;color:#666;margin-bottom:4px;">Votre code de vérification</p>
<p style="font-size:34px;letter-spacing:10px;font-weight:bold;color:#5b2a86;margin:0 0 18px;">604 218</p>
<p>Saisissez ce code dans l'application Golflijn, ou confirmez directement&nbsp;:</p>
<p style="margin:22px 0;"><a href="https://mijn.golflijn.be/fr/esim/verifier?req=ES-88301-TQ&amp;c=604218" style="background:#5b2a86;color:#fff;padding:12px 24px;text-decoration:none;border-radius:4px;">Confirmer ma demande</a></p>
<p style="font-size:13px;color:#666;">Le code et le lien sont valables 30 minutes. Votre carte SIM actuelle cessera de fonctionner dès que la nouvelle eSIM sera activée.</p>
<p style="font-size:13px;color:#a0192b;">Vous n'avez rien demandé ? Ne communiquez ce code à personne et appelez-nous au 078 15 15 30.</p>
</td></tr>
<tr><td style="padding:16px 26px;background:#2a1440;color:#b7a6c9;font-size:11px;">Golflijn SA · Frankrijklei 99 · 2000 Anvers · <a href="https://www.golflijn.be/fr/vie-privee" style="color:#b7a6c9;">Vie privée</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- RailBel (train operator)

const railbel_mails: Mail[] = [
  {
    family: "railbel",
    group: "regional",
    lang: "fr",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "RailBel <billets@railbel.be>",
    to: DAD_TO,
    subject: "Vos billets : Bruxelles-Midi → Amsterdam Centraal, 23/10",
    date: d(10, 18, 19, 52),
    enc: "qp",
    text: `Bonjour Joris Claessens,

Merci pour votre achat. Vos billets électroniques sont joints à cet e-mail (PDF). Présentez le code QR au contrôleur, sur smartphone ou imprimé.

Référence de réservation : RBX7-KP4M
Aller : vendredi 23/10/2026, Bruxelles-Midi 16:52 → Amsterdam Centraal 19:43, train IC 9247, voiture 14, places 61-64
Voyageurs : 2 adultes, 2 enfants (4-11 ans)
Prix total : 146,40 € (payé par Bancontact)

Les billets ne sont pas échangeables ni remboursables 24 h avant le départ.

Bon voyage !
RailBel
Service clientèle : 02 528 28 28`,
    html: `<html><body style="margin:0;font-family:Helvetica,Arial,sans-serif;background:#eaeef3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;background:#003b7a;"><img src="https://www.railbel.be/static/mail/railbel-logo.png" alt="RailBel" height="28"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#1c2733;">
<p>Bonjour Joris Claessens,</p>
<p>Merci pour votre achat. Vos billets électroniques sont joints à cet e-mail (PDF). Présentez le code QR au contrôleur, sur smartphone ou imprimé.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #d3dbe4;"><tr><td style="padding:14px;">
<div style="font-size:12px;color:#5e6b78;">Vendredi 23 octobre 2026 · IC 9247</div>
<table width="100%" cellpadding="0" cellspacing="0" style="margin-top:6px;"><tr>
<td style="font-size:22px;font-weight:bold;">16:52</td><td align="center" style="color:#5e6b78;">2 h 51</td><td align="right" style="font-size:22px;font-weight:bold;">19:43</td></tr>
<tr><td>Bruxelles-Midi</td><td></td><td align="right">Amsterdam Centraal</td></tr></table>
<div style="font-size:12px;color:#5e6b78;margin-top:8px;">Voiture 14 · places 61-64 · 2 adultes, 2 enfants (4-11 ans)</div>
</td></tr></table>
<p>Référence de réservation : <b>RBX7-KP4M</b><br>Prix total : <b>146,40 €</b> (Bancontact)</p>
<p style="font-size:12px;color:#5e6b78;">Les billets ne sont ni échangeables ni remboursables 24 h avant le départ. <a href="https://www.railbel.be/fr/conditions" style="color:#003b7a;">Conditions</a></p>
<p><a href="https://www.railbel.be/fr/mes-reservations/RBX7-KP4M" style="color:#003b7a;">Gérer ma réservation</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f3f5f8;font-size:11px;color:#5e6b78;">RailBel SA · rue de France 56 · 1060 Saint-Gilles · Service clientèle 02 528 28 28</td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "RailBel_RBX7-KP4M.pdf",
      "application/pdf",
      "%PDF-1.4\n% RailBel e-ticket RBX7-KP4M\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "railbel",
    group: "regional",
    lang: "nl",
    kind: "compensation-request",
    code: null,
    link: null,
    from: "RailBel Klantendienst <compensatie@railbel.be>",
    to: DAD_TO,
    subject: "Wij hebben uw aanvraag voor vertragingscompensatie ontvangen [CMP-2026-118734]",
    date: d(9, 30, 8, 47),
    text: `Beste heer Claessens,

Wij hebben uw aanvraag voor compensatie goed ontvangen.

Dossiernummer: CMP-2026-118734
Reis: 28/09/2026, Antwerpen-Centraal 07:31 → Brussel-Centraal
Vertraging bij aankomst: 38 minuten
Abonnement: Trajecttreinkaart 2e klas (nr. 4419 8820 31)

Wij behandelen uw aanvraag binnen 30 dagen. Als u recht hebt op een vergoeding, storten wij die op het rekeningnummer dat u hebt opgegeven. U hoeft verder niets te doen.

Met vriendelijke groeten,
RailBel Klantendienst`,
    html: null,
  },
  {
    family: "railbel",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://www.railbel.be/en/account/reset-password?key=7c1f3a0be4d84d9b9fd2&uid=884120",
    from: "RailBel <account@railbel.be>",
    to: "Hannah Okafor <hannah.okafor@fastmail.example>",
    subject: "Reset your RailBel password",
    date: d(10, 22, 7, 3),
    text: `Hello Hannah,

We received a request to reset the password of your RailBel account.

Choose a new password here:
https://www.railbel.be/en/account/reset-password?key=7c1f3a0be4d84d9b9fd2&uid=884120

This link is valid for 1 hour. Your current password keeps working until you choose a new one.

If you did not request this, you can safely ignore this message.

RailBel – Customer service +32 2 528 28 28`,
    html: `<html><body style="margin:0;font-family:Helvetica,Arial,sans-serif;background:#eaeef3;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;background:#003b7a;"><img src="https://www.railbel.be/static/mail/railbel-logo.png" alt="RailBel" height="28"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#1c2733;">
<p>Hello Hannah,</p>
<p>We received a request to reset the password of your RailBel account.</p>
<table cellpadding="0" cellspacing="0" style="margin:20px 0;"><tr><td style="background:#ffcc00;border-radius:3px;"><a href="https://www.railbel.be/en/account/reset-password?key=7c1f3a0be4d84d9b9fd2&amp;uid=884120" style="display:block;padding:12px 22px;color:#003b7a;font-weight:bold;text-decoration:none;">Choose a new password</a></td></tr></table>
<p style="font-size:12px;color:#5e6b78;">This link is valid for 1 hour. Your current password keeps working until you choose a new one. If you did not request this, you can safely ignore this message.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f3f5f8;font-size:11px;color:#5e6b78;">RailBel SA · rue de France 56 · 1060 Saint-Gilles · <a href="https://www.railbel.be/en/privacy" style="color:#5e6b78;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Trapwerk Lease (bike lease)

const trapwerk_mails: Mail[] = [
  {
    family: "trapwerk-lease",
    group: "consumer",
    lang: "en",
    kind: "account-invite",
    code: null,
    link: "https://portal.trapwerk.nl/invite/accept?code=TW-8842-LKQZ-19&lang=en",
    from: "Trapwerk Lease <welkom@trapwerk.nl>",
    to: "Hannah Okafor <hannah.okafor@fastmail.example>",
    subject: "Your employer offers you a lease bike – activate your Trapwerk account",
    date: d(9, 17, 10, 12),
    enc: "qp",
    text: `Hi Hannah,

Good news: Noordkust Engineering B.V. has added you to its Trapwerk bike lease scheme. You can lease an e-bike, a cargo bike or a road bike for up to 36 months, paid from your gross salary.

To get started, activate your personal Trapwerk account:
https://portal.trapwerk.nl/invite/accept?code=TW-8842-LKQZ-19&lang=en

This invitation is valid until 17 October 2026.

Your budget: up to € 4,500.00 bike value
Average net cost: € 38 to € 61 per month, including insurance and maintenance

Questions? Read the FAQ at https://www.trapwerk.nl/en/faq or call +31 20 894 21 30.

Happy cycling,
Team Trapwerk

Trapwerk Lease B.V. · Czaar Peterstraat 213 · 1018 PL Amsterdam`,
    html: `<html><body style="margin:0;background:#101820;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#101820;"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Futura,'Century Gothic',Arial,sans-serif;color:#101820;">
<tr><td><img src="https://cdn.trapwerk.nl/mail/hero-cargo-bike.jpg" width="560" alt="A family riding a cargo bike along a canal" style="display:block;"></td></tr>
<tr><td style="padding:28px;">
<h1 style="font-size:26px;margin:0 0 14px;">Hi Hannah, ready to ride?</h1>
<p style="font-size:15px;line-height:23px;margin:0 0 14px;"><b>Noordkust Engineering B.V.</b> has added you to its Trapwerk bike lease scheme. Lease an e-bike, cargo bike or road bike for up to 36 months, paid from your gross salary.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 20px;"><tr>
<td style="background:#f2fbe9;padding:14px;font-size:13px;">Budget<br><b style="font-size:20px;">€ 4,500.00</b></td>
<td style="background:#f2fbe9;padding:14px;font-size:13px;">Average net cost<br><b style="font-size:20px;">€ 38 – € 61</b> /month</td>
</tr></table>
<a href="https://portal.trapwerk.nl/invite/accept?code=TW-8842-LKQZ-19&amp;lang=en" style="display:inline-block;background:#7ed321;color:#101820;padding:14px 30px;font-weight:bold;text-decoration:none;border-radius:2px;">Activate my account</a>
<p style="font-size:12px;color:#667;margin:16px 0 0;">This invitation is valid until 17 October 2026. Questions? See the <a href="https://www.trapwerk.nl/en/faq" style="color:#667;">FAQ</a> or call +31 20 894 21 30.</p>
</td></tr>
<tr><td style="padding:18px 28px;background:#f4f4f4;font-size:11px;color:#667;">Trapwerk Lease B.V. · Czaar Peterstraat 213 · 1018 PL Amsterdam · <a href="https://www.trapwerk.nl/en/privacy" style="color:#667;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "trapwerk-lease",
    group: "consumer",
    lang: "nl",
    kind: "service-reminder",
    code: null,
    link: null,
    from: "Trapwerk Lease <service@trapwerk.nl>",
    to: FAMILY_TO,
    subject: "Herinnering: onderhoudsbeurt van je Urban Cargo E op 6 oktober",
    date: d(10, 2, 9, 0),
    text: `Hoi Marloes,

Tijd voor de jaarlijkse onderhoudsbeurt van je leasefiets! Die zit gewoon in je contract; je betaalt niets extra.

Fiets: Urban Cargo E (framenummer WCB•••••7716)
Contractnummer: TWL-2025-030917
Afspraak: dinsdag 6 oktober 2026 om 08:30 uur
Werkplaats: Fietsenmakerij De Ketting, Kamp 41, 3811 AR Amersfoort (033 472 55 19)

Breng je fiets uiterlijk 09:00 uur; hij is dezelfde dag vanaf 16:00 uur klaar. Verzetten kan tot 24 uur van tevoren in de Trapwerk-app.

Fijne rit!
Team Trapwerk`,
    html: null,
  },
];

// ---------------------------------------------------------------- Rommelroute (second-hand marketplace)

function rommel(body: string, unsub: boolean): string {
  return `<html lang="nl"><head><meta charset="utf-8"></head><body style="margin:0;background:#fdfbf6;">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:20px 8px;">
<table width="540" cellspacing="0" cellpadding="0" style="font-family:Arial,Helvetica,sans-serif;color:#2b2b2b;">
<tr><td style="padding:0 0 14px;"><a href="https://www.rommelroute.nl/?utm_source=mail&amp;utm_medium=transactional"><img src="https://static.rommelroute.nl/mail/rr-logo-groen.png" height="30" alt="Rommelroute"></a></td></tr>
<tr><td style="background:#ffffff;border:1px solid #ebe4d6;border-radius:8px;padding:24px;font-size:15px;line-height:22px;">${body}</td></tr>
<tr><td style="padding:14px 4px;font-size:11px;line-height:16px;color:#9a9384;">
Rommelroute.nl · Spaarne 112 · 2011 CL Haarlem · <a href="https://www.rommelroute.nl/veilig-handelen" style="color:#9a9384;">Veilig handelen</a> · <a href="https://www.rommelroute.nl/privacy" style="color:#9a9384;">Privacy</a>${
    unsub
      ? ` · <a href="https://www.rommelroute.nl/instellingen/meldingen?utm_source=mail" style="color:#9a9384;">Meldingen uitzetten</a>`
      : ""
  }</td></tr></table></td></tr></table></body></html>`;
}

const rommel_mails: Mail[] = [
  {
    family: "rommelroute",
    group: "consumer",
    lang: "nl",
    kind: "verify-email",
    code: "3917",
    link: "https://www.rommelroute.nl/account/verifieer?e=marloes.verbeek%40kpnmail.example&c=3917&sig=a81f0c",
    from: "Rommelroute <account@rommelroute.nl>",
    to: FAMILY_TO,
    subject: "Welkom bij Rommelroute! Bevestig je e-mailadres",
    date: d(9, 5, 11, 47),
    enc: "b64",
    text: `Welkom bij Rommelroute, Marloes!

Nog één ding: bevestig je e-mailadres. Dan kun je advertenties plaatsen en berichten sturen.

Je bevestigingscode is: 3917

Of klik op deze link:
https://www.rommelroute.nl/account/verifieer?e=marloes.verbeek%40kpnmail.example&c=3917&sig=a81f0c

Tip: handel bij voorkeur met "Veilig betalen". Deel nooit je bankgegevens of een betaalverzoek van onbekenden.

Veel plezier met kopen en verkopen!
Rommelroute`,
    html: rommel(
      `<h1 style="font-size:21px;margin:0 0 12px;">Welkom bij Rommelroute, Marloes!</h1>
<p style="margin:0 0 16px;">Nog één ding: bevestig je e-mailadres. Dan kun je advertenties plaatsen en berichten sturen.</p>
<p style="margin:0 0 4px;font-size:13px;color:#777;">Vul deze code in de app in:</p>
<p style="margin:0 0 18px;font-size:36px;font-weight:bold;letter-spacing:12px;color:#2e7d4f;">3917</p>
<p style="margin:0 0 8px;font-size:13px;color:#777;">Of bevestig met één klik:</p>
<p style="margin:0 0 18px;"><a href="https://www.rommelroute.nl/account/verifieer?e=marloes.verbeek%40kpnmail.example&amp;c=3917&amp;sig=a81f0c" style="background:#2e7d4f;color:#fff;padding:11px 22px;border-radius:20px;text-decoration:none;font-weight:bold;">E-mailadres bevestigen</a></p>
<p style="margin:0;font-size:13px;color:#777;">Tip: handel bij voorkeur met "Veilig betalen". Deel nooit je bankgegevens of een betaalverzoek van onbekenden.</p>`,
      false,
    ),
  },
  {
    family: "rommelroute",
    group: "consumer",
    lang: "nl",
    kind: "new-message",
    code: null,
    link: null,
    from: "Rommelroute <berichten@rommelroute.nl>",
    to: FAMILY_TO,
    subject: "Nieuw bericht van Pieter over 'Kinderfiets 20 inch Batavus, blauw'",
    date: d(9, 13, 20, 38),
    text: `Pieter stuurde je een bericht over "Kinderfiets 20 inch Batavus, blauw" (€ 85,00):

"Hoi! Is de fiets nog beschikbaar? Ik zou hem woensdagavond na 19:00 kunnen ophalen in Amersfoort. Wil je € 70 doen?"

Reageer in de app of op rommelroute.nl.

Let op: Rommelroute vraagt je nooit om via een link in te loggen of te betalen om je spullen te verkopen.`,
    html: rommel(
      `<table cellpadding="0" cellspacing="0" width="100%"><tr>
<td width="84" valign="top"><img src="https://img.rommelroute.nl/adv/77120458/thumb_1.jpg" width="72" height="72" alt="Kinderfiets 20 inch Batavus, blauw" style="border-radius:6px;"></td>
<td valign="top"><b>Kinderfiets 20 inch Batavus, blauw</b><br><span style="color:#777;">€ 85,00 · Amersfoort</span></td></tr></table>
<p style="margin:16px 0 6px;font-size:13px;color:#777;">Pieter schreef:</p>
<p style="margin:0 0 16px;padding:12px 14px;background:#f4f1ea;border-radius:12px;">Hoi! Is de fiets nog beschikbaar? Ik zou hem woensdagavond na 19:00 kunnen ophalen in Amersfoort. Wil je € 70 doen?</p>
<a href="https://www.rommelroute.nl/berichten/c/5581204?utm_source=mail&amp;utm_medium=notificatie" style="color:#2e7d4f;font-weight:bold;">Beantwoorden</a>
<p style="margin:16px 0 0;font-size:12px;color:#9a9384;">Rommelroute vraagt je nooit om via een link in te loggen of te betalen om je spullen te verkopen.</p>`,
      true,
    ),
  },
  {
    family: "rommelroute",
    group: "consumer",
    lang: "fr",
    kind: "listing-published",
    code: null,
    link: null,
    from: "Rommelroute <annonces@rommelroute.be>",
    to: DAD_TO,
    subject: "Votre annonce « Poussette Bugaboo Fox 2 » est en ligne",
    date: d(10, 11, 15, 3),
    enc: "qp",
    text: `Bonjour Joris,

Bonne nouvelle : votre annonce est en ligne.

Poussette Bugaboo Fox 2, gris mélange
Prix : 320,00 €
Lieu : 1050 Ixelles
Numéro d'annonce : 77299031

Votre annonce reste visible 60 jours. Astuce : les annonces avec au moins 5 photos reçoivent deux fois plus de messages.

L'équipe Rommelroute`,
    html: rommel(
      `<p style="margin:0 0 12px;">Bonjour Joris,</p>
<p style="margin:0 0 16px;">Bonne nouvelle : votre annonce est en ligne.</p>
<table cellpadding="0" cellspacing="0" width="100%" style="border:1px solid #ebe4d6;border-radius:6px;"><tr>
<td width="120"><img src="https://img.rommelroute.be/adv/77299031/thumb_1.jpg" width="120" height="90" alt="Poussette Bugaboo Fox 2"></td>
<td style="padding:10px;"><b>Poussette Bugaboo Fox 2, gris mélange</b><br>320,00 € · 1050 Ixelles<br><span style="font-size:12px;color:#9a9384;">Annonce n° 77299031</span></td></tr></table>
<p style="margin:16px 0;">Votre annonce reste visible 60 jours. Astuce : les annonces avec au moins 5 photos reçoivent deux fois plus de messages.</p>
<a href="https://www.rommelroute.be/fr/annonce/77299031/modifier?utm_source=mail" style="color:#2e7d4f;">Modifier l'annonce</a>`,
      true,
    ),
  },
];

// ---------------------------------------------------------------- Duinenrijk Parken (holiday parks)

const duinenrijk_mails: Mail[] = [
  {
    family: "duinenrijk-parken",
    group: "consumer",
    lang: "nl",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Duinenrijk Parken <reserveringen@duinenrijk.nl>",
    to: FAMILY_TO,
    subject: "Reserveringsbevestiging 4208871 – Duinpark De Zeeraket, herfstvakantie",
    date: d(9, 6, 21, 11),
    enc: "qp",
    text: `Beste mevrouw Verbeek,

Hartelijk dank voor uw reservering. Hieronder vindt u de gegevens.

Reserveringsnummer: 4208871
Park: Duinpark De Zeeraket, Zeeweg 40, 4356 RB Oostkapelle
Accommodatie: Strandlodge 6 personen (type SL6), nr. 114
Aankomst: vrijdag 16 oktober 2026, vanaf 15:00 uur
Vertrek: maandag 19 oktober 2026, vóór 10:00 uur
Gasten: 2 volwassenen, 2 kinderen, 1 hond

Huur 3 nachten            € 489,00
Hond                       €  36,00
Bedlinnenpakket (6x)      €  59,70
Toeristenbelasting         €  21,60
Reserveringskosten         €  19,95
Totaal                    € 626,25

Aanbetaling (30%) van € 187,88 is ontvangen. Het restbedrag van € 438,37 betaalt u uiterlijk 18 september 2026.

Een week voor aankomst ontvangt u de aankomstinformatie.

Met zonnige groet,
Duinenrijk Parken · Reserveringen 0118 58 20 00`,
    html: `<html><body style="margin:0;background:#f3ede2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#2f2a22;">
<tr><td><img src="https://media.duinenrijk.nl/mail/zeeraket-header.jpg" width="620" alt="Duinpark De Zeeraket – strand bij Oostkapelle" style="display:block;"></td></tr>
<tr><td style="padding:26px 30px;">
<h1 style="font-size:24px;font-weight:normal;margin:0 0 10px;">Tot ziens in Oostkapelle!</h1>
<p style="font-family:Arial,sans-serif;font-size:14px;line-height:21px;">Beste mevrouw Verbeek, hartelijk dank voor uw reservering.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border-top:1px solid #e4dac8;">
<tr><td style="color:#8b7e66;">Reserveringsnummer</td><td><b>4208871</b></td></tr>
<tr><td style="color:#8b7e66;">Park</td><td>Duinpark De Zeeraket, Zeeweg 40, 4356 RB Oostkapelle</td></tr>
<tr><td style="color:#8b7e66;">Accommodatie</td><td>Strandlodge 6 personen (SL6), nr. 114</td></tr>
<tr><td style="color:#8b7e66;">Aankomst</td><td>vr 16 oktober 2026, vanaf 15:00</td></tr>
<tr><td style="color:#8b7e66;">Vertrek</td><td>ma 19 oktober 2026, vóór 10:00</td></tr>
<tr><td style="color:#8b7e66;">Gasten</td><td>2 volwassenen, 2 kinderen, 1 hond</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;margin-top:14px;background:#faf7f1;">
<tr><td>Huur 3 nachten</td><td align="right">€ 489,00</td></tr>
<tr><td>Hond</td><td align="right">€ 36,00</td></tr>
<tr><td>Bedlinnenpakket (6×)</td><td align="right">€ 59,70</td></tr>
<tr><td>Toeristenbelasting</td><td align="right">€ 21,60</td></tr>
<tr><td>Reserveringskosten</td><td align="right">€ 19,95</td></tr>
<tr><td><b>Totaal</b></td><td align="right"><b>€ 626,25</b></td></tr>
<tr><td style="color:#2e7d32;">Aanbetaling ontvangen</td><td align="right" style="color:#2e7d32;">€ 187,88</td></tr>
<tr><td>Restbedrag, uiterlijk 18 september 2026</td><td align="right">€ 438,37</td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:13px;line-height:20px;">Een week voor aankomst ontvangt u de aankomstinformatie. <a href="https://mijn.duinenrijk.nl/reservering/4208871" style="color:#b5651d;">Bekijk uw reservering</a></p>
</td></tr>
<tr><td style="padding:16px 30px;background:#2f2a22;color:#cfc5b3;font-family:Arial,sans-serif;font-size:11px;">Duinenrijk Parken B.V. · Postbus 104 · 4330 AC Middelburg · 0118 58 20 00 · <a href="https://www.duinenrijk.nl/voorwaarden" style="color:#cfc5b3;">Voorwaarden</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "duinenrijk-parken",
    group: "consumer",
    lang: "nl",
    kind: "arrival-info",
    code: null,
    link: null,
    from: "Duinpark De Zeeraket <zeeraket@duinenrijk.nl>",
    to: FAMILY_TO,
    subject: "Nog een week! Alles voor uw aankomst op 16 oktober",
    date: d(10, 9, 10, 30),
    text: `Beste familie Verbeek,

Over een week is het zover. Hier is alles wat u moet weten.

Inchecken: vanaf 15:00 uur bij de receptie (open tot 20:00 uur). Later? Bel 0118 58 20 14, dan leggen wij de sleutel in de sleutelkluis.
Parkeren: één auto bij de lodge; extra auto's op parkeerplaats P2.
Hond: welkom, aangelijnd op het park. Losloopstrand op 600 m.
Broodjesservice: bestel vóór 18:00 uur in de Duinenrijk-app.
Restaurant Het Duinhuys: reserveren aanbevolen in de herfstvakantie.

Reserveringsnummer: 4208871 · Strandlodge nr. 114

Goede reis!
Team De Zeeraket`,
    html: null,
  },
];

// ---------------------------------------------------------------- Rheinufer Direktbank (German account)

const rheinufer_mails: Mail[] = [
  {
    family: "rheinufer-direktbank",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "55130862",
    link: null,
    from: "Rheinufer Direktbank <sicherheit@rheinufer-direktbank.de>",
    to: DAD_TO,
    subject: "Ihr Sicherheitscode für das Online-Banking",
    date: d(9, 26, 18, 9, 41),
    enc: "qp",
    text: `Sehr geehrter Herr Claessens,

Sie melden sich im Online-Banking der Rheinufer Direktbank auf einem neuen Gerät an.

Ihr Sicherheitscode: 5513 0862

Bitte geben Sie den Code innerhalb von 5 Minuten im Anmeldefenster ein. Unsere Mitarbeiter werden Sie niemals nach diesem Code fragen – weder telefonisch noch per E-Mail.

Sie haben keine Anmeldung gestartet? Dann ändern Sie bitte sofort Ihre PIN und rufen Sie uns an: +49 241 99 76 0.

Mit freundlichen Grüßen
Ihre Rheinufer Direktbank

Rheinufer Direktbank AG · Theaterstraße 67 · 52062 Aachen
Vorstand: Dr. Katrin Weyer, Holger Stamm · Amtsgericht Aachen HRB 21874`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #00695c;">
<tr><td style="padding:20px 30px;"><img src="https://www.rheinufer-direktbank.de/media/mail/logo.png" alt="Rheinufer Direktbank" width="180"></td></tr>
<tr><td style="padding:0 30px 26px;font-size:14px;line-height:21px;color:#333;">
<p>Sehr geehrter Herr Claessens,</p>
<p>Sie melden sich im Online-Banking der Rheinufer Direktbank auf einem neuen Gerät an.</p>
<table cellpadding="0" cellspacing="0" style="margin:16px 0;"><tr><td style="border:1px solid #00695c;background:#e0f2f1;padding:12px 20px;">
<span style="font-size:12px;color:#00695c;">Ihr Sicherheitscode</span><br>
<span style="font-size:28px;font-weight:bold;letter-spacing:4px;color:#00352e;">5513 0862</span></td></tr></table>
<p>Bitte geben Sie den Code innerhalb von 5 Minuten im Anmeldefenster ein. <b>Unsere Mitarbeiter werden Sie niemals nach diesem Code fragen.</b></p>
<p style="font-size:13px;color:#666;">Sie haben keine Anmeldung gestartet? Ändern Sie sofort Ihre PIN und rufen Sie uns an: +49 241 99 76 0.</p>
<p>Mit freundlichen Grüßen<br>Ihre Rheinufer Direktbank</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#eeeeee;font-size:10px;line-height:15px;color:#777;">
Rheinufer Direktbank AG · Theaterstraße 67 · 52062 Aachen · Vorstand: Dr. Katrin Weyer, Holger Stamm · Amtsgericht Aachen HRB 21874<br>
<a href="https://www.rheinufer-direktbank.de/impressum" style="color:#777;">Impressum</a> · <a href="https://www.rheinufer-direktbank.de/datenschutz" style="color:#777;">Datenschutz</a> · <a href="https://www.rheinufer-direktbank.de/sicherheit" style="color:#777;">Sicherheitshinweise</a>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "rheinufer-direktbank",
    group: "regional",
    lang: "de",
    kind: "postbox-document",
    code: null,
    link: null,
    from: "Rheinufer Direktbank <postfach@rheinufer-direktbank.de>",
    to: DAD_TO,
    subject: "Neues Dokument in Ihrem Postfach: Kontoauszug Nr. 10/2026",
    date: d(10, 31, 6, 2),
    text: `Sehr geehrter Herr Claessens,

in Ihrem elektronischen Postfach liegt ein neues Dokument für Sie bereit:

Kontoauszug Nr. 10/2026
Girokonto DE•• •••• •••• •••• ••08 21
Zeitraum: 01.10.2026 – 31.10.2026

Bitte melden Sie sich wie gewohnt im Online-Banking oder in der App an, um das Dokument abzurufen. Aus Sicherheitsgründen enthalten unsere Benachrichtigungen keine Links.

Mit freundlichen Grüßen
Ihre Rheinufer Direktbank`,
    html: null,
  },
];

// ---------------------------------------------------------------- HC De Reigers (hockey club)

const reigers_mails: Mail[] = [
  {
    family: "hc-de-reigers",
    group: "consumer",
    lang: "nl",
    kind: "team-invite",
    code: null,
    link: "https://hcdereigers.teamkompas.nl/join?t=JC-D3-2026&k=84cbe21f9a",
    from: "HC De Reigers via Teamkompas <noreply@teamkompas.nl>",
    to: FAMILY_TO,
    subject: "Je bent uitgenodigd voor het team JC-D3 (seizoen 2026-2027)",
    date: d(9, 2, 20, 26),
    text: `Hoi Marloes,

Coach Ruud Hendriks nodigt je uit om als ouder van Sanne Claessens lid te worden van het team JC-D3 van HC De Reigers in Teamkompas.

In Teamkompas zie je de wedstrijden en trainingen, geef je je kind af- of aanwezig en zie je de rij- en fruitschema's.

Uitnodiging accepteren:
https://hcdereigers.teamkompas.nl/join?t=JC-D3-2026&k=84cbe21f9a

Trainingen: dinsdag en donderdag 17:30 - 18:45 uur, veld 3
Eerste wedstrijd: zaterdag 12 september, 09:00 uur thuis tegen MHC Schothorst JC-D2

Sportieve groet,
HC De Reigers
Sportpark Bokkeduinen, Barchman Wuytierslaan 201, 3819 AC Amersfoort`,
    html: `<html><body style="margin:0;background:#f0f4f8;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:6px;">
<tr><td style="padding:18px 24px;background:#0d2c54;border-radius:6px 6px 0 0;">
<img src="https://hcdereigers.teamkompas.nl/club/logo.png" alt="HC De Reigers" height="44" style="vertical-align:middle;"> <span style="color:#fff;font-size:18px;font-weight:bold;vertical-align:middle;">&nbsp;HC De Reigers</span></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;color:#222;">
<p>Hoi Marloes,</p>
<p>Coach <b>Ruud Hendriks</b> nodigt je uit om als ouder van Sanne Claessens lid te worden van het team <b>JC-D3</b>.</p>
<p>Je ziet de wedstrijden en trainingen, geeft je kind af- of aanwezig en vindt de rij- en fruitschema's.</p>
<p style="text-align:center;margin:24px 0;"><a href="https://hcdereigers.teamkompas.nl/join?t=JC-D3-2026&amp;k=84cbe21f9a" style="background:#e4572e;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none;font-weight:bold;">Lid worden van JC-D3</a></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f0f4f8;">
<tr><td>Trainingen</td><td>di + do 17:30 – 18:45, veld 3</td></tr>
<tr><td>Eerste wedstrijd</td><td>za 12 september, 09:00 thuis vs MHC Schothorst JC-D2</td></tr>
</table>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888;border-top:1px solid #e6e6e6;">Sportpark Bokkeduinen · Barchman Wuytierslaan 201 · 3819 AC Amersfoort<br>Verstuurd met <a href="https://www.teamkompas.nl" style="color:#888;">Teamkompas</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "hc-de-reigers",
    group: "consumer",
    lang: "nl",
    kind: "newsletter",
    code: null,
    link: null,
    from: "HC De Reigers <nieuwsbrief@hcdereigers.nl>",
    to: FAMILY_TO,
    subject: "Reigerpost #3 – Clubkampioenschappen, vrijwilligers gezocht en de nieuwe kantinekaart",
    date: d(10, 16, 19, 0),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://hcdereigers.us14.list-manage.example/unsubscribe?u=8a1f&id=c33d>"]],
    text: `REIGERPOST #3 – oktober 2026

** Clubkampioenschappen 31 oktober
Alle jeugdteams spelen op zaterdag 31 oktober mee in de clubkampioenschappen. Van 09:00 tot 15:30 uur, daarna prijsuitreiking in het clubhuis. Inschrijven per team via de coach.

** Vrijwilligers gezocht
We zoeken nog 6 ouders voor de bardienst (2 uur per maand) en iemand die de website wil bijhouden. Meld je bij vrijwilligers@hcdereigers.nl.

** Nieuwe kantinekaart
Vanaf 1 november betaal je in de kantine alleen nog met pin of de Reigerkaart. Opwaarderen kan vanaf € 10,00.

** Contributie 2026-2027
De tweede termijn (€ 148,50 voor junioren) wordt rond 1 november geïncasseerd.

Sportieve groet,
Het bestuur

Je ontvangt deze nieuwsbrief als lid of ouder van een lid van HC De Reigers.
Afmelden: https://hcdereigers.us14.list-manage.example/unsubscribe?u=8a1f&id=c33d`,
    html: `<html><body style="margin:0;background:#e9edf1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,sans-serif;color:#222;">
<tr><td><img src="https://mcusercontent.example/8a1f/images/reigerpost-banner.png" width="600" alt="Reigerpost – nieuwsbrief HC De Reigers" style="display:block;"></td></tr>
<tr><td style="padding:22px;font-size:13px;line-height:20px;">
<h2 style="color:#0d2c54;font-size:17px;margin:0 0 6px;">Clubkampioenschappen 31 oktober</h2>
<p style="margin:0 0 16px;">Alle jeugdteams spelen op zaterdag 31 oktober mee. Van 09:00 tot 15:30 uur, daarna prijsuitreiking in het clubhuis. Inschrijven per team via de coach.</p>
<h2 style="color:#0d2c54;font-size:17px;margin:0 0 6px;">Vrijwilligers gezocht</h2>
<p style="margin:0 0 16px;">We zoeken nog 6 ouders voor de bardienst (2 uur per maand) en iemand voor de website. <a href="mailto:vrijwilligers@hcdereigers.nl" style="color:#e4572e;">Meld je aan</a>.</p>
<h2 style="color:#0d2c54;font-size:17px;margin:0 0 6px;">Nieuwe kantinekaart</h2>
<p style="margin:0 0 16px;">Vanaf 1 november betaal je in de kantine alleen nog met pin of de Reigerkaart. Opwaarderen kan vanaf € 10,00.</p>
<h2 style="color:#0d2c54;font-size:17px;margin:0 0 6px;">Contributie 2026-2027</h2>
<p style="margin:0;">De tweede termijn (€ 148,50 voor junioren) wordt rond 1 november geïncasseerd.</p>
</td></tr>
<tr><td style="padding:16px 22px;background:#0d2c54;color:#b8c4d4;font-size:11px;">
<a href="https://www.instagram.com/hcdereigers" style="color:#fff;">Instagram</a> · <a href="https://www.facebook.com/hcdereigers" style="color:#fff;">Facebook</a><br>
Je ontvangt deze nieuwsbrief als lid of ouder van een lid van HC De Reigers.<br>
<a href="https://hcdereigers.us14.list-manage.example/unsubscribe?u=8a1f&amp;id=c33d" style="color:#b8c4d4;">Afmelden</a> · <a href="https://hcdereigers.us14.list-manage.example/profile?u=8a1f&amp;id=c33d" style="color:#b8c4d4;">Voorkeuren wijzigen</a>
</td></tr></table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Sleutelbos (family password manager)

function sleutelbos(body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;padding:0;background:#f6f7f9;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px;">
<table role="presentation" width="100%" style="max-width:520px;" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:20px;"><img src="https://sleutelbos.app/email/wordmark.png" alt="Sleutelbos" width="112"></td></tr>
<tr><td style="background:#ffffff;border:1px solid #e3e6ea;border-radius:8px;padding:32px;font-family:Inter,-apple-system,Segoe UI,sans-serif;font-size:15px;line-height:24px;color:#1f2328;">
${body}
</td></tr>
<tr><td style="padding-top:20px;font-family:Inter,Arial,sans-serif;font-size:12px;line-height:18px;color:#8c959f;">
Sleutelbos will never ask for your master password by e-mail.<br>
Sleutelbos B.V. · Oudegracht 140 · 3511 AZ Utrecht · <a href="https://sleutelbos.app/security" style="color:#8c959f;">Security</a> · <a href="https://sleutelbos.app/privacy" style="color:#8c959f;">Privacy</a>
</td></tr></table></td></tr></table></body></html>`;
}

const sleutelbos_mails: Mail[] = [
  {
    family: "sleutelbos",
    group: "consumer",
    lang: "en",
    kind: "family-invite",
    code: null,
    link: "https://vault.sleutelbos.app/family/join/fam_2Hq9ZrW8cYt?inv=inv_Lk03pQx7",
    from: "Sleutelbos <no-reply@sleutelbos.app>",
    to: "Hannah Okafor <hannah.okafor@fastmail.example>",
    subject: "Marloes invited you to the Verbeek-Claessens family on Sleutelbos",
    date: d(9, 20, 11, 5),
    enc: "b64",
    text:
      `Marloes Verbeek (marloes.verbeek@kpnmail.example) invited you to join the family "Verbeek-Claessens" on Sleutelbos.

As a family member you get your own private vault, plus the shared folders Marloes gives you access to: "Household", "Streaming" and "School & sports".

Accept the invitation:
https://vault.sleutelbos.app/family/join/fam_2Hq9ZrW8cYt?inv=inv_Lk03pQx7

The invitation expires in 5 days. If you already use Sleutelbos with this e-mail address, your existing vault moves into the family plan; nobody else can see its contents.

Not expecting this? You can ignore this e-mail.`,
    html: sleutelbos(`<p style="margin:0 0 16px;font-size:20px;font-weight:600;">Join the Verbeek-Claessens family</p>
<p style="margin:0 0 16px;"><b>Marloes Verbeek</b> (marloes.verbeek@kpnmail.example) invited you to join her family on Sleutelbos.</p>
<p style="margin:0 0 16px;">You get your own private vault, plus the shared folders Marloes gives you access to:</p>
<p style="margin:0 0 24px;"><span style="background:#eef6ee;border-radius:12px;padding:3px 10px;font-size:13px;">🏠 Household</span> <span style="background:#eef6ee;border-radius:12px;padding:3px 10px;font-size:13px;">📺 Streaming</span> <span style="background:#eef6ee;border-radius:12px;padding:3px 10px;font-size:13px;">🎒 School &amp; sports</span></p>
<a href="https://vault.sleutelbos.app/family/join/fam_2Hq9ZrW8cYt?inv=inv_Lk03pQx7" style="display:inline-block;background:#2f6f3e;color:#ffffff;font-weight:600;text-decoration:none;padding:12px 22px;border-radius:6px;">Accept invitation</a>
<p style="margin:24px 0 0;font-size:13px;color:#656d76;">The invitation expires in 5 days. If you already use Sleutelbos with this address, your existing vault moves into the family plan; nobody else can see its contents.</p>`),
  },
  {
    family: "sleutelbos",
    group: "consumer",
    lang: "en",
    kind: "new-device",
    code: null,
    link: null,
    from: "Sleutelbos <no-reply@sleutelbos.app>",
    to: FAMILY_TO,
    subject: "New sign-in to your Sleutelbos vault",
    date: d(10, 17, 21, 48),
    text: `A new device signed in to your Sleutelbos vault.

Device: Sleutelbos for Android 4.12.1 (Samsung Galaxy A55)
Location: near Oostkapelle, Netherlands (IP 84.241.•••.•••)
Time: 17 October 2026, 21:47 CEST

If this was you, there's nothing to do.

If it wasn't, change your master password now and sign out all other devices under Settings > Devices. Need help? https://sleutelbos.app/help/account-compromised`,
    html: sleutelbos(`<p style="margin:0 0 16px;font-size:18px;font-weight:600;">New sign-in to your vault</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 18px;">
<tr><td style="padding:6px 0;color:#656d76;">Device</td><td style="padding:6px 0;">Sleutelbos for Android 4.12.1 (Samsung Galaxy A55)</td></tr>
<tr><td style="padding:6px 0;color:#656d76;">Location</td><td style="padding:6px 0;">near Oostkapelle, Netherlands (IP 84.241.•••.•••)</td></tr>
<tr><td style="padding:6px 0;color:#656d76;">Time</td><td style="padding:6px 0;">17 October 2026, 21:47 CEST</td></tr>
</table>
<p style="margin:0 0 12px;">If this was you, there's nothing to do.</p>
<p style="margin:0;font-size:14px;color:#656d76;">If it wasn't, change your master password now and sign out all other devices under Settings &gt; Devices. <a href="https://sleutelbos.app/help/account-compromised" style="color:#2f6f3e;">Get help</a></p>`),
  },
];

// ---------------------------------------------------------------- Fotokluis (photo storage)

const fotokluis_mails: Mail[] = [
  {
    family: "fotokluis",
    group: "consumer",
    lang: "en",
    kind: "storage-almost-full",
    code: null,
    link: null,
    from: "Fotokluis <hello@fotokluis.com>",
    to: FAMILY_TO,
    subject: "Your Fotokluis is 92% full",
    date: d(9, 25, 17, 30),
    enc: "qp",
    text: `Hi Marloes,

Your Fotokluis Family plan is 92% full: 184 GB of 200 GB used.

Biggest albums:
- Summer 2026 - Vlieland: 21.4 GB (3,118 items)
- Sanne hockey videos: 14.9 GB (212 items)
- Phone backup Joris: 11.2 GB

When your storage is full, new photos from your phones stop uploading. Upgrade to 1 TB for €4.99/month more, or clean up large videos and duplicates in the app.

Fotokluis · Keizersgracht 520 · 1017 EK Amsterdam
Unsubscribe from storage tips: https://fotokluis.com/settings/email?topic=storage`,
    html: `<html><body style="margin:0;background:#fbfaf8;font-family:'Avenir Next',Avenir,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table width="520" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:18px;"><img src="https://fotokluis.com/m/logo-dark.png" alt="Fotokluis" width="110"></td></tr>
<tr><td style="background:#fff;border-radius:14px;padding:28px;color:#262626;font-size:15px;line-height:23px;box-shadow:0 1px 3px rgba(0,0,0,.08);">
<p style="margin:0 0 14px;">Hi Marloes,</p>
<p style="margin:0 0 10px;">Your Fotokluis Family plan is <b>92% full</b>.</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 6px;"><tr>
<td width="92%" style="background:#f28c28;height:10px;border-radius:5px 0 0 5px;"></td><td width="8%" style="background:#eee;height:10px;border-radius:0 5px 5px 0;"></td></tr></table>
<p style="margin:0 0 18px;font-size:12px;color:#888;">184 GB of 200 GB used</p>
<p style="margin:0 0 6px;font-weight:600;">Biggest albums</p>
<p style="margin:0 0 18px;font-size:14px;color:#555;">Summer 2026 – Vlieland · 21.4 GB<br>Sanne hockey videos · 14.9 GB<br>Phone backup Joris · 11.2 GB</p>
<p style="margin:0 0 22px;">When your storage is full, new photos from your phones stop uploading.</p>
<a href="https://fotokluis.com/upgrade?plan=family-1tb&amp;utm_campaign=storage92" style="background:#262626;color:#fff;padding:12px 22px;border-radius:22px;text-decoration:none;font-size:14px;">Upgrade to 1 TB – €4.99/month more</a>
<a href="https://fotokluis.com/cleanup?utm_campaign=storage92" style="color:#262626;font-size:14px;margin-left:14px;">Clean up</a>
</td></tr>
<tr><td style="padding:18px 4px;font-size:11px;color:#999;">Fotokluis · Keizersgracht 520 · 1017 EK Amsterdam · <a href="https://fotokluis.com/settings/email?topic=storage" style="color:#999;">Unsubscribe from storage tips</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "fotokluis",
    group: "consumer",
    lang: "nl",
    kind: "two-step-code",
    code: "836105",
    link: null,
    from: "Fotokluis <beveiliging@fotokluis.com>",
    to: DAD_TO,
    subject: "Je Fotokluis-verificatiecode",
    date: d(10, 27, 8, 44, 2),
    text: `Hoi Joris,

Iemand (hopelijk jij) probeert in te loggen op Fotokluis op een nieuwe computer.

Verificatiecode: 83 61 05

Vul de code in het inlogscherm in. Hij is 10 minuten geldig.

Was jij dit niet? Verander dan je wachtwoord: iemand kent het.

Fotokluis`,
    html: `<html><body style="margin:0;background:#fbfaf8;font-family:'Avenir Next',Avenir,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 12px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="padding:28px;color:#262626;font-size:15px;line-height:23px;">
<img src="https://fotokluis.com/m/logo-dark.png" alt="Fotokluis" width="90" style="margin-bottom:18px;">
<p style="margin:0 0 14px;">Hoi Joris,</p>
<p style="margin:0 0 18px;">Iemand (hopelijk jij) probeert in te loggen op Fotokluis op een nieuwe computer.</p>
<p style="margin:0 0 4px;font-size:12px;color:#888;text-transform:uppercase;letter-spacing:1px;">Verificatiecode</p>
<p style="margin:0 0 18px;font-size:32px;font-weight:600;letter-spacing:4px;">83 61 05</p>
<p style="margin:0 0 14px;font-size:14px;color:#555;">Vul de code in het inlogscherm in. Hij is 10 minuten geldig.</p>
<p style="margin:0;font-size:13px;color:#b3261e;">Was jij dit niet? Verander dan je wachtwoord: iemand kent het.</p>
</td></tr></table>
<p style="font-size:11px;color:#999;"><a href="https://fotokluis.com/nl/help" style="color:#999;">Help</a> · <a href="https://fotokluis.com/nl/privacy" style="color:#999;">Privacy</a></p>
</td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- other languages

const abroad_mails: Mail[] = [
  {
    family: "apartamentos-mirador-altea",
    group: "consumer",
    lang: "es",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Apartamentos Mirador de Altea <reservas@miradoraltea.es>",
    to: FAMILY_TO,
    subject: "Confirmación de su reserva nº MA-26-1187 (27/12/2026 – 03/01/2027)",
    date: d(10, 4, 12, 19),
    enc: "qp",
    text: `Estimada Sra. Verbeek:

Le confirmamos su reserva en Apartamentos Mirador de Altea.

Nº de reserva: MA-26-1187
Apartamento: Dúplex 2 dormitorios con terraza, vista mar (nº 7)
Llegada: domingo 27/12/2026, a partir de las 16:00 h
Salida: domingo 03/01/2027, antes de las 11:00 h
Huéspedes: 2 adultos y 2 niños
Precio total: 945,00 € (IVA incluido)
Depósito pagado: 283,50 € con tarjeta •••• 4821
Resto a pagar a la llegada: 661,50 €

Recepción abierta de 9:00 a 20:00 h. Teléfono: +34 965 84 12 30.
Dirección: Carrer de la Mar 22, 03590 Altea (Alicante).

¡Le esperamos!
Apartamentos Mirador de Altea`,
    html: `<html><body style="background:#f4efe6;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#333;">
<tr><td style="background:#1f6f8b;padding:16px 24px;color:#fff;font-size:20px;font-family:Georgia,serif;">Apartamentos Mirador de Altea</td></tr>
<tr><td style="padding:24px;line-height:21px;">
<p>Estimada Sra. Verbeek:</p>
<p>Le confirmamos su reserva. ¡Gracias por elegirnos!</p>
<table width="100%" cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ddd;font-size:13px;">
<tr><td width="40%" bgcolor="#f7f7f7">Nº de reserva</td><td><b>MA-26-1187</b></td></tr>
<tr><td bgcolor="#f7f7f7">Apartamento</td><td>Dúplex 2 dormitorios con terraza, vista mar (nº 7)</td></tr>
<tr><td bgcolor="#f7f7f7">Llegada</td><td>domingo 27/12/2026, desde las 16:00 h</td></tr>
<tr><td bgcolor="#f7f7f7">Salida</td><td>domingo 03/01/2027, antes de las 11:00 h</td></tr>
<tr><td bgcolor="#f7f7f7">Huéspedes</td><td>2 adultos y 2 niños</td></tr>
<tr><td bgcolor="#f7f7f7">Precio total</td><td>945,00 € (IVA incluido)</td></tr>
<tr><td bgcolor="#f7f7f7">Depósito pagado</td><td>283,50 € (tarjeta •••• 4821)</td></tr>
<tr><td bgcolor="#f7f7f7">Resto a la llegada</td><td>661,50 €</td></tr>
</table>
<p>Recepción abierta de 9:00 a 20:00 h · Tel. +34 965 84 12 30<br>Carrer de la Mar 22, 03590 Altea (Alicante) · <a href="https://maps.example/?q=Carrer+de+la+Mar+22+Altea">Ver en el mapa</a></p>
<p style="font-size:11px;color:#888;">Cancelación gratuita hasta el 27/11/2026. <a href="https://www.miradoraltea.es/condiciones" style="color:#888;">Condiciones</a> · <a href="https://www.miradoraltea.es/privacidad" style="color:#888;">Privacidad</a></p>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "traghetti-ponente",
    group: "consumer",
    lang: "it",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Traghetti Ponente <prenotazioni@traghettiponente.it>",
    to: DAD_TO,
    subject: "Conferma prenotazione TP-4471920 – Livorno › Bastia",
    date: d(9, 12, 16, 2),
    text: `Gentile Joris Claessens,

grazie per aver scelto Traghetti Ponente. La sua prenotazione è confermata.

Codice prenotazione: TP-4471920
Tratta: Livorno › Bastia
Partenza: sabato 10/07/2027 ore 08:00 (imbarco entro le 07:00)
Arrivo: sabato 10/07/2027 ore 12:15
Nave: m/n Capo Mele
Passeggeri: 2 adulti, 2 ragazzi
Veicolo: auto fino a 5 m, targa belga 2-•••-417
Sistemazione: poltrone riservate, ponte 6
Totale pagato: 312,80 € (Visa •••• 0954)

Si presenti al check-in del porto di Livorno (Varco Valessini) con questa e-mail e un documento d'identità per ogni passeggero.

Buon viaggio!
Traghetti Ponente S.p.A. – Via Grande 81, 57123 Livorno – Call center +39 0586 20 44 00`,
    html: null,
  },
  {
    family: "kardelen-bank",
    group: "regional",
    lang: "tr",
    kind: "login-code",
    code: "914603",
    link: null,
    from: "Kardelen Bank <bilgi@kardelenbank.com.tr>",
    to: "Ayşe Verbeek <ayse.verbeek@ziggo.example>",
    subject: "İnternet Şubesi giriş şifreniz",
    date: d(10, 13, 13, 58, 17),
    enc: "b64",
    text: `Sayın Ayşe Verbeek,

Kardelen Bank İnternet Şubesi'ne yeni bir cihazdan giriş yapılıyor (13.10.2026 14:58, Hollanda).

Tek kullanımlık giriş şifreniz: 914603

Şifre 180 saniye geçerlidir. Bu şifreyi banka çalışanları dahil kimseyle paylaşmayınız.

Giriş işlemi size ait değilse lütfen hemen 0850 222 54 54 numaralı Müşteri İletişim Merkezimizi arayınız (yurt dışından: +90 212 355 54 54).

Kardelen Bank A.Ş.
Büyükdere Cad. No: 185, 34394 Şişli / İstanbul`,
    html: `<html><body style="margin:0;background:#f2f4f7;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#7b1e3a;padding:16px 24px;"><img src="https://www.kardelenbank.com.tr/eposta/logo-beyaz.png" alt="Kardelen Bank" height="30"></td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:21px;">
<p>Sayın Ayşe Verbeek,</p>
<p>Kardelen Bank İnternet Şubesi'ne yeni bir cihazdan giriş yapılıyor<br><span style="color:#777;">13.10.2026 14:58 · Hollanda</span></p>
<table cellpadding="0" cellspacing="0" align="center" style="margin:18px auto;"><tr>
<td style="background:#fbeef2;border:1px solid #e2b8c5;padding:12px 30px;text-align:center;"><span style="font-size:12px;color:#7b1e3a;">Tek kullanımlık giriş şifreniz</span><br><span style="font-size:30px;font-weight:bold;letter-spacing:5px;color:#7b1e3a;">914603</span></td>
</tr></table>
<p>Şifre <b>180 saniye</b> geçerlidir. Bu şifreyi banka çalışanları dahil kimseyle paylaşmayınız.</p>
<p style="font-size:12px;color:#777;">Giriş işlemi size ait değilse hemen 0850 222 54 54 numaralı Müşteri İletişim Merkezimizi arayınız (yurt dışından +90 212 355 54 54).</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f7f7f7;font-size:10px;color:#888;">Kardelen Bank A.Ş. · Büyükdere Cad. No: 185, 34394 Şişli / İstanbul · <a href="https://www.kardelenbank.com.tr/gizlilik" style="color:#888;">Gizlilik</a> · <a href="https://www.kardelenbank.com.tr/guvenlik" style="color:#888;">Güvenlik</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "doarpsbelang-jirnsum",
    group: "regional",
    lang: "fy",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Doarpsbelang Jirnsum <nijsbrief@doarpsbelang-jirnsum.frl>",
    to: "Pake en Beppe Verbeek <verbeek.jirnsum@hetnet.example>",
    subject: "Nijsbrief oktober: hjerstmerke, iisbaan en de nije boartersplak",
    date: d(10, 5, 19, 30),
    text: `NIJSBRIEF DOARPSBELANG JIRNSUM – oktober 2026

Hjerstmerke
Op sneon 24 oktober is der wer hjerstmerke op it Tsjerkeplein, fan 10.00 oant 16.00 oere. Der binne kreamkes mei iten, in rommelmerke foar de bern en middeis muzyk fan it fanfarekorps.

Iisbaan
De iisferiening siket noch frijwilligers foar it ûnderhâld fan de baan. Opjaan kin by Sjoerd de Vries, 06 41 22 87 90.

Nije boartersplak
De nije boartersplak by de skoalle is klear! Mei tank oan de gemeente en de 312 minsken dy't meibetelle hawwe: mei-inoar € 18.450.

Kontribúsje 2027
De kontribúsje bliuwt € 12,50 per húshâlding. De automatyske ynkasso is om 15 jannewaris hinne.

Groetnis,
It bestjoer fan Doarpsbelang Jirnsum

Wolle jo dizze nijsbrief net mear krije? Stjoer in mailtsje nei nijsbrief@doarpsbelang-jirnsum.frl.`,
    html: null,
  },
];

// ---------------------------------------------------------------- German senders

const german_mails: Mail[] = [
  {
    family: "spielkiste-versand",
    group: "consumer",
    lang: "de",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Spielkiste Versand <service@spielkiste-versand.de>",
    to: FAMILY_TO,
    subject: "Ihre Bestellung 300-5581274 ist unterwegs",
    date: d(10, 20, 15, 26),
    enc: "qp",
    text: `Hallo Frau Verbeek,

gute Nachrichten: Ihre Bestellung hat unser Lager in Mönchengladbach verlassen.

Bestellnummer: 300-5581274 vom 19.10.2026
Versand mit: PakketVlug (Sendungsnummer 3PVDE0017740391)
Voraussichtliche Zustellung: Donnerstag, 22.10.2026

1 × Holzeisenbahn „Hafenstadt“, 64 Teile – 89,99 €
1 × Murmelbahn Basis-Set – 34,95 €
Versand in die Niederlande – 5,90 €
Gesamt (inkl. 21 % MwSt.) – 130,84 €

Ihre Rechnung finden Sie in Ihrem Kundenkonto unter „Meine Bestellungen“.

Viel Spaß beim Spielen!
Ihr Spielkiste-Team

Spielkiste Versand GmbH · Rheydter Straße 244 · 41065 Mönchengladbach · HRB 19082 · USt-IdNr. DE318804417`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff7e0;font-family:Verdana,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:3px solid #ffcb05;border-radius:14px;">
<tr><td align="center" style="padding:18px;"><img src="https://www.spielkiste-versand.de/newsletter/logo-spielkiste.png" alt="Spielkiste – Holzspielzeug mit Herz" width="200"></td></tr>
<tr><td style="padding:0 26px 22px;font-size:14px;line-height:21px;color:#3a3a3a;">
<p>Hallo Frau Verbeek,</p>
<p>gute Nachrichten: Ihre Bestellung hat unser Lager in Mönchengladbach verlassen. 🚂</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#fffbea;">
<tr><td>Bestellnummer</td><td align="right">300-5581274 vom 19.10.2026</td></tr>
<tr><td>Versand mit</td><td align="right">PakketVlug · 3PVDE0017740391</td></tr>
<tr><td>Voraussichtliche Zustellung</td><td align="right"><b>Do, 22.10.2026</b></td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;margin-top:12px;">
<tr><td><img src="https://www.spielkiste-versand.de/media/p/hafenstadt-64_s.jpg" width="48" alt="Holzeisenbahn Hafenstadt"></td><td>1 × Holzeisenbahn „Hafenstadt“, 64 Teile</td><td align="right">89,99 €</td></tr>
<tr><td><img src="https://www.spielkiste-versand.de/media/p/murmelbahn-basis_s.jpg" width="48" alt="Murmelbahn"></td><td>1 × Murmelbahn Basis-Set</td><td align="right">34,95 €</td></tr>
<tr><td></td><td>Versand in die Niederlande</td><td align="right">5,90 €</td></tr>
<tr><td></td><td><b>Gesamt (inkl. 21 % MwSt.)</b></td><td align="right"><b>130,84 €</b></td></tr>
</table>
<p><a href="https://track.pakketvlug.nl/de/3PVDE0017740391" style="color:#c2410c;font-weight:bold;">Sendung verfolgen</a> · <a href="https://www.spielkiste-versand.de/konto/bestellungen" style="color:#c2410c;">Meine Bestellungen</a></p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:10px;color:#888;border-top:1px dashed #ffcb05;">Spielkiste Versand GmbH · Rheydter Straße 244 · 41065 Mönchengladbach · HRB 19082 · USt-IdNr. DE318804417<br>
<a href="https://www.spielkiste-versand.de/agb" style="color:#888;">AGB</a> · <a href="https://www.spielkiste-versand.de/widerruf" style="color:#888;">Widerrufsbelehrung</a> · <a href="https://www.spielkiste-versand.de/datenschutz" style="color:#888;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "tageskurier-aachen",
    group: "regional",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: "https://konto.tageskurier-aachen.de/passwort/neu?token=TKA-5f92d0c4e81b4a7f&utm_source=system",
    from: "Tageskurier Aachen <leserservice@tageskurier-aachen.de>",
    to: DAD_TO,
    subject: "Passwort zurücksetzen für Ihr TK+ Digitalabo",
    date: d(10, 10, 7, 11),
    text: `Guten Tag Herr Claessens,

für Ihr Kundenkonto beim Tageskurier Aachen (Abonummer 60 118 472, TK+ Digital) wurde ein neues Passwort angefordert.

Über den folgenden Link können Sie ein neues Passwort festlegen:
https://konto.tageskurier-aachen.de/passwort/neu?token=TKA-5f92d0c4e81b4a7f&utm_source=system

Der Link ist 24 Stunden gültig. Haben Sie kein neues Passwort angefordert, können Sie diese E-Mail ignorieren.

Ihr Leserservice
Telefon 0241 5101 700 (Mo–Fr 6:30–18 Uhr, Sa 7–12 Uhr)

Tageskurier Aachen Medien GmbH & Co. KG · Dresdener Straße 3 · 52068 Aachen`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Georgia,'Times New Roman',serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:22px 20px;border-bottom:2px solid #111;"><span style="font-size:30px;font-weight:bold;letter-spacing:-1px;">Tageskurier</span> <span style="font-size:14px;color:#b00020;font-family:Arial,sans-serif;">AACHEN</span></td></tr>
<tr><td style="padding:24px 20px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#222;">
<p>Guten Tag Herr Claessens,</p>
<p>für Ihr Kundenkonto (Abonummer 60 118 472, TK+ Digital) wurde ein neues Passwort angefordert.</p>
<p style="margin:26px 0;"><a href="https://konto.tageskurier-aachen.de/passwort/neu?token=TKA-5f92d0c4e81b4a7f&amp;utm_source=system" style="background:#b00020;color:#fff;padding:12px 24px;text-decoration:none;">Neues Passwort festlegen</a></p>
<p style="font-size:13px;color:#666;">Der Link ist 24 Stunden gültig. Haben Sie kein neues Passwort angefordert, können Sie diese E-Mail ignorieren.</p>
<p>Ihr Leserservice<br><span style="font-size:13px;color:#666;">Telefon 0241 5101 700 (Mo–Fr 6:30–18 Uhr, Sa 7–12 Uhr)</span></p>
</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid #ddd;font-family:Arial,sans-serif;font-size:11px;color:#888;">Tageskurier Aachen Medien GmbH &amp; Co. KG · Dresdener Straße 3 · 52068 Aachen · <a href="https://www.tageskurier-aachen.de/impressum" style="color:#888;">Impressum</a> · <a href="https://www.tageskurier-aachen.de/datenschutz" style="color:#888;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Kunstpas (museum card)

function kunstpas(pre: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Kunstpas</title></head>
<body style="margin:0;background:#121212;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#121212;"><tr><td align="center" style="padding:28px 10px;">
<table role="presentation" width="580" cellspacing="0" cellpadding="0" style="background:#ffffff;">
<tr><td style="padding:22px 30px;background:#e63946;"><img src="https://news.kunstpas.nl/assets/kunstpas-logo-wit.png" alt="Kunstpas" width="130"></td></tr>
<tr><td style="padding:30px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#121212;">${body}</td></tr>
<tr><td style="padding:20px 30px;background:#f1f1f1;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#666;">
Stichting Kunstpas · Herengracht 474 · 1017 CA Amsterdam<br>
<a href="https://news.kunstpas.nl/r/?u=https%3A%2F%2Fwww.kunstpas.nl%2Fen%2Fprivacy" style="color:#666;">Privacy</a> · <a href="https://news.kunstpas.nl/r/?u=https%3A%2F%2Fwww.kunstpas.nl%2Fen%2Fcontact" style="color:#666;">Contact</a> · © 2026 Kunstpas
</td></tr></table></td></tr></table></body></html>`;
}

const kunstpas_mails: Mail[] = [
  {
    family: "kunstpas",
    group: "consumer",
    lang: "en",
    kind: "newsletter-opt-in",
    code: null,
    link: "https://news.kunstpas.nl/optin/confirm?list=en-monthly&sub=98f3b27d1c&h=5ac09e",
    from: "Kunstpas <news@kunstpas.nl>",
    to: "Hannah Okafor <hannah.okafor@fastmail.example>",
    subject: "Please confirm your subscription to Kunstpas Monthly",
    date: d(9, 27, 16, 40),
    text: `Hi,

Thanks for signing up for Kunstpas Monthly, our English newsletter with new exhibitions in over 400 museums across the Netherlands.

Please confirm your subscription by opening this link:
https://news.kunstpas.nl/optin/confirm?list=en-monthly&sub=98f3b27d1c&h=5ac09e

If you didn't sign up, just ignore this e-mail and you won't hear from us again.

Stichting Kunstpas, Herengracht 474, 1017 CA Amsterdam`,
    html: kunstpas(
      "One click and you're on the list.",
      `<h1 style="font-size:26px;margin:0 0 14px;">One more click</h1>
<p style="margin:0 0 20px;">Thanks for signing up for <b>Kunstpas Monthly</b>, our English newsletter with new exhibitions in over 400 museums across the Netherlands.</p>
<a href="https://news.kunstpas.nl/optin/confirm?list=en-monthly&amp;sub=98f3b27d1c&amp;h=5ac09e" style="display:inline-block;background:#121212;color:#ffffff;padding:14px 28px;text-decoration:none;font-weight:bold;">Yes, subscribe me</a>
<p style="margin:20px 0 0;font-size:13px;color:#666;">If you didn't sign up, just ignore this e-mail and you won't hear from us again.</p>`,
    ),
  },
  {
    family: "kunstpas",
    group: "consumer",
    lang: "en",
    kind: "renewal-notice",
    code: null,
    link: null,
    from: "Kunstpas <service@kunstpas.nl>",
    to: "Hannah Okafor <hannah.okafor@fastmail.example>",
    subject: "Your Kunstpas renews on 30 November – €75.00",
    date: d(10, 29, 9, 15),
    enc: "b64",
    text: `Hi Hannah,

Your Kunstpas (card number 4410 •••• •••• 2093) renews automatically on 30 November 2026.

Annual fee: €75.00 (under-19s: €37.50)
Payment: direct debit from NL•• •••• •••• ••58 around 30 November

This year you visited 9 museums with your card and saved €142.50 on entrance fees. Your most recent visit: Kröller-Müller Museum, 11 October 2026.

Nothing changes for you: your new card comes in the post in the first week of December. Want to stop? You can cancel your membership until 29 November in My Kunstpas.

See you at the museum!
Kunstpas`,
    html: kunstpas(
      "Nine museums this year, €142.50 saved.",
      `<p style="margin:0 0 14px;">Hi Hannah,</p>
<p style="margin:0 0 18px;">Your Kunstpas (card 4410 •••• •••• 2093) renews automatically on <b>30 November 2026</b>.</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 20px;"><tr>
<td width="50%" style="background:#fdecee;padding:16px;text-align:center;"><div style="font-size:34px;font-weight:bold;color:#e63946;">9</div><div style="font-size:12px;">museums visited</div></td>
<td width="50%" style="background:#fdecee;padding:16px;text-align:center;"><div style="font-size:34px;font-weight:bold;color:#e63946;">€142.50</div><div style="font-size:12px;">saved on tickets</div></td>
</tr></table>
<p style="margin:0 0 14px;">Annual fee: €75.00 (under-19s: €37.50), by direct debit from NL•• •••• •••• ••58 around 30 November. Your new card comes in the post in the first week of December.</p>
<p style="margin:0;font-size:13px;color:#666;">Want to stop? You can cancel until 29 November in <a href="https://news.kunstpas.nl/r/?u=https%3A%2F%2Fmijn.kunstpas.nl%2Fen" style="color:#e63946;">My Kunstpas</a>.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Polish and Danish senders

const north_east_mails: Mail[] = [
  {
    family: "drogeria-lipka",
    group: "consumer",
    lang: "pl",
    kind: "verification-code",
    code: "5208",
    link: null,
    from: "Drogeria Lipka <konto@drogerialipka.pl>",
    to: "Katarzyna Nowak <kasia.nowak.au@gmail.example>",
    subject: "Twój kod weryfikacyjny: 5208",
    date: d(9, 23, 22, 17, 55),
    enc: "qp",
    text: `Cześć Katarzyno,

Twój kod weryfikacyjny do konta w Drogerii Lipka to:

5208

Wpisz go w aplikacji, aby potwierdzić adres e-mail. Kod jest ważny przez 10 minut.

Nie zakładałaś konta? Zignoruj tę wiadomość.

Pozdrawiamy,
Zespół Drogerii Lipka
Drogeria Lipka Sp. z o.o., ul. Piotrkowska 148, 90-063 Łódź
Infolinia: 42 290 11 50`,
    html: `<html><body style="margin:0;background:#f7f0f5;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;">
<tr><td align="center" style="padding:22px;"><img src="https://static.drogerialipka.pl/mail/lipka-logo.png" alt="Drogeria Lipka" width="140"></td></tr>
<tr><td style="padding:0 28px 24px;font-size:15px;line-height:22px;color:#333;">
<p>Cześć Katarzyno,</p>
<p>Twój kod weryfikacyjny do konta w Drogerii Lipka:</p>
<table cellpadding="0" cellspacing="8" align="center"><tr>
<td style="width:46px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#f7e3ef;border-radius:6px;color:#9c2a6b;">5</td>
<td style="width:46px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#f7e3ef;border-radius:6px;color:#9c2a6b;">2</td>
<td style="width:46px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#f7e3ef;border-radius:6px;color:#9c2a6b;">0</td>
<td style="width:46px;height:54px;text-align:center;font-size:28px;font-weight:bold;background:#f7e3ef;border-radius:6px;color:#9c2a6b;">8</td>
</tr></table>
<p>Wpisz go w aplikacji, aby potwierdzić adres e-mail. Kod jest ważny przez 10 minut.</p>
<p style="font-size:12px;color:#888;">Nie zakładałaś konta? Zignoruj tę wiadomość.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#faf5f8;font-size:10px;color:#999;border-radius:0 0 10px 10px;">Drogeria Lipka Sp. z o.o. · ul. Piotrkowska 148 · 90-063 Łódź · Infolinia 42 290 11 50 · <a href="https://www.drogerialipka.pl/regulamin" style="color:#999;">Regulamin</a> · <a href="https://www.drogerialipka.pl/polityka-prywatnosci" style="color:#999;">Polityka prywatności</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "klitgaard-feriehuse",
    group: "consumer",
    lang: "da",
    kind: "booking-confirmation",
    code: null,
    link: null,
    from: "Klitgaard Feriehuse <booking@klitgaard-feriehuse.dk>",
    to: FAMILY_TO,
    subject: "Bookingbekræftelse 26-40918 – Feriehus Klitrosen, Blåvand",
    date: d(10, 24, 10, 48),
    text: `Kære Marloes Verbeek

Tak for din booking. Her er en oversigt:

Bookingnummer: 26-40918
Feriehus: Klitrosen, Hvidbjergvej 71, 6857 Blåvand (8 personer, sauna, 450 m til stranden)
Ankomst: lørdag 3. juli 2027 kl. 15.00
Afrejse: lørdag 17. juli 2027 kl. 10.00
Husdyr: 1 hund

Leje 2 uger: 14.960,00 DKK
Slutrengøring: 1.150,00 DKK
Forbrug (el, vand, varme) afregnes efter måler ved afrejse.
I alt: 16.110,00 DKK (ca. € 2.160)

1. rate på 4.033,00 DKK betales senest 7. november 2026. Restbeløbet forfalder 8 uger før ankomst.

Nøglen afhentes på vores kontor: Blåvandvej 32, 6857 Blåvand (åbent dagligt 9-17).

Med venlig hilsen
Klitgaard Feriehuse ApS · CVR 38104472 · Tlf. +45 75 27 90 90`,
    html: null,
  },
];

export const mails: Mail[] = [
  ...veldhaven_mails,
  ...muntlint_mails,
  ...burger_mails,
  ...fiscanet_mails,
  ...zorgkring_mails,
  ...praktijk_mails,
  ...schoolbel_mails,
  ...pakketvlug_mails,
  ...kluisgemak_mails,
  ...versbode_mails,
  ...windkracht_mails,
  ...golflijn_mails,
  ...railbel_mails,
  ...trapwerk_mails,
  ...rommel_mails,
  ...duinenrijk_mails,
  ...rheinufer_mails,
  ...reigers_mails,
  ...sleutelbos_mails,
  ...fotokluis_mails,
  ...abroad_mails,
  ...german_mails,
  ...kunstpas_mails,
  ...north_east_mails,
];
