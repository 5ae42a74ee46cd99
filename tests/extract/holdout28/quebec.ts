/**
 * The inbox of a Quebec family (Julie Tremblay, Marc Bouchard and their children) over two autumn
 * months, in Canadian French and English: a caisse and a bank, provincial and federal portals, the
 * health-insurance card, a clinic, a daycare, a school, utilities, shops, a ski hill, a library and a courier.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const JULIE = "Julie Tremblay <julie.tremblay@inbox.example>";
const MARC = "Marc Bouchard <marc.bouchard78@inbox.example>";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-10-03 08:14:22" (Montreal local time) as an RFC 2822 date; EDT until 1 November 2026. */
function d(local: string): string {
  const [day, time] = local.split(" ");
  const [y, m, dd] = day!.split("-").map(Number);
  const dst = m! < 11;
  const dow = DAYS[new Date(Date.UTC(y!, m! - 1, dd!)).getUTCDay()];
  return `${dow}, ${dd} ${MONTHS[m! - 1]} ${y} ${time} ${dst ? "-0400" : "-0500"}`;
}

// ------------------------------------------------------------ Caisse Rivière-du-Nord

function caisse_page(pre: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Caisse Rivière-du-Nord</title></head>
<body style="margin:0;padding:0;background:#eef1ee;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef1ee;">
<tr><td align="center" style="padding:24px 8px;">
 <table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #1f6b3a;font-family:Arial,Helvetica,sans-serif;color:#26332b;">
  <tr><td style="padding:20px 32px;"><img src="https://img.caisserdn.ca/courriel/logo-crdn-2x.png" width="180" alt="Caisse Rivière-du-Nord"></td></tr>
  <tr><td style="padding:0 32px 24px 32px;font-size:15px;line-height:22px;">${body}</td></tr>
  <tr><td style="background:#f5f7f5;padding:18px 32px;font-size:11px;line-height:16px;color:#67736b;">
   La Caisse ne vous demandera jamais votre NIP, votre mot de passe ou un code de sécurité par courriel, par texto ou par téléphone.<br><br>
   Caisse Rivière-du-Nord · 455, rue Principale, Saint-Jérôme (Québec) J7Z 1Y9 · 1 877 436-2210<br>
   <a href="https://www.caisserdn.ca/securite" style="color:#1f6b3a;">Sécurité</a> ·
   <a href="https://www.caisserdn.ca/confidentialite" style="color:#1f6b3a;">Confidentialité</a> ·
   <a href="https://www.caisserdn.ca/nous-joindre" style="color:#1f6b3a;">Nous joindre</a><br>
   Ce message vous est envoyé à titre de membre. Vous ne pouvez pas vous désabonner des avis liés à la sécurité de votre compte.<br>
   © 2026 Caisse Rivière-du-Nord. Tous droits réservés.
  </td></tr>
 </table>
</td></tr></table>
</body></html>`;
}

const CAISSE_FOOT = `
La Caisse ne vous demandera jamais votre NIP, votre mot de passe ou un code de sécurité par courriel, par texto ou par téléphone.

Caisse Rivière-du-Nord
455, rue Principale, Saint-Jérôme (Québec) J7Z 1Y9
1 877 436-2210
Sécurité : https://www.caisserdn.ca/securite
Confidentialité : https://www.caisserdn.ca/confidentialite
© 2026 Caisse Rivière-du-Nord`;

// ------------------------------------------------------------ Banque Cap-Diamant

function bcd_page(title: string, body: string, lang: "fr" | "en"): string {
  const foot = lang === "fr"
    ? `Banque Cap-Diamant, 1200, Grande Allée Ouest, Québec (Québec) G1S 1E9<br>Service à la clientèle : 1 888 522-4410 (7 h à 22 h, 7 jours sur 7)<br><a href="https://www.banquecapdiamant.ca/fr/confidentialite" style="color:#7a8699;">Confidentialité</a> | <a href="https://www.banquecapdiamant.ca/fr/conditions" style="color:#7a8699;">Conditions</a> | <a href="https://www.banquecapdiamant.ca/fr/fraude" style="color:#7a8699;">Signaler une fraude</a><br>® Marque déposée de la Banque Cap-Diamant. © Banque Cap-Diamant 2026.`
    : `Cap-Diamant Bank, 1200 Grande Allée Ouest, Québec QC G1S 1E9<br>Customer Service: 1-888-522-4410 (7 a.m. to 10 p.m., 7 days a week)<br><a href="https://www.banquecapdiamant.ca/en/privacy" style="color:#7a8699;">Privacy</a> | <a href="https://www.banquecapdiamant.ca/en/terms" style="color:#7a8699;">Terms</a> | <a href="https://www.banquecapdiamant.ca/en/fraud" style="color:#7a8699;">Report fraud</a><br>® Registered trademark of Cap-Diamant Bank. © Cap-Diamant Bank 2026.`;
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body bgcolor="#f2f4f7" style="margin:0;">
<center>
<table width="100%" cellspacing="0" cellpadding="0" border="0" bgcolor="#f2f4f7"><tr><td align="center">
<table width="580" cellspacing="0" cellpadding="0" border="0">
<tr><td height="20"></td></tr>
<tr><td bgcolor="#0b2545" style="padding:16px 24px;"><img src="https://cdn.banquecapdiamant.ca/em/bcd-logo-white.png" alt="${
    lang === "fr" ? "Banque Cap-Diamant" : "Cap-Diamant Bank"
  }" width="160" height="32" style="display:block;border:0;"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:28px 24px 8px 24px;font-family:Georgia,serif;font-size:22px;color:#0b2545;">${title}</td></tr>
<tr><td bgcolor="#ffffff" style="padding:8px 24px 28px 24px;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:21px;color:#333;">${body}</td></tr>
<tr><td style="padding:18px 24px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#7a8699;">${foot}</td></tr>
</table></td></tr></table>
</center></body></html>`;
}

export const mails: Mail[] = [
  // ---------------------------------------------------------------- caisse
  {
    family: "caisse-riviere-du-nord",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "418205",
    link: null,
    from: "Caisse Rivière-du-Nord <securite@notif.caisserdn.ca>",
    to: JULIE,
    subject: "Votre code de sécurité NordAccès",
    date: d("2026-09-16 07:42:10"),
    enc: "qp",
    text: `Bonjour Julie,

Voici le code de sécurité demandé pour vous connecter à NordAccès à partir d'un nouvel appareil :

418205

Ce code est valide pendant 10 minutes et ne peut être utilisé qu'une seule fois.

Si vous n'avez pas tenté de vous connecter, ne communiquez ce code à personne et appelez-nous sans tarder au 1 877 436-2210.
${CAISSE_FOOT}`,
    html: caisse_page(
      "Votre code est valide pendant 10 minutes.",
      `<p style="margin:0 0 14px 0;">Bonjour Julie,</p>
<p style="margin:0 0 14px 0;">Voici le code de sécurité demandé pour vous connecter à <strong>NordAccès</strong> à partir d'un nouvel appareil&nbsp;:</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="center" style="margin:8px auto 18px auto;"><tr>
<td style="background:#e6f1ea;border-radius:6px;padding:14px 28px;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:8px;color:#1f6b3a;">418205</td>
</tr></table>
<p style="margin:0 0 14px 0;">Ce code est valide pendant 10&nbsp;minutes et ne peut être utilisé qu'une seule fois.</p>
<p style="margin:0;color:#8a2a1f;">Si vous n'avez pas tenté de vous connecter, ne communiquez ce code à personne et appelez-nous sans tarder au 1&nbsp;877&nbsp;436-2210.</p>`,
    ),
  },
  {
    family: "caisse-riviere-du-nord",
    group: "regional",
    lang: "fr",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Caisse Rivière-du-Nord <avis@notif.caisserdn.ca>",
    to: JULIE,
    subject: "Votre relevé de compte de septembre est disponible",
    date: d("2026-10-02 05:11:37"),
    text: `Bonjour Julie Tremblay,

Votre relevé du compte Épargne-opérations •••• 3317 pour la période du 1er au 30 septembre 2026 est maintenant disponible dans NordAccès, sous Comptes > Relevés.

Solde au 30 septembre : 4 286,19 $
Nombre de transactions : 47

Vous conservez l'accès à vos relevés des sept dernières années.

Consulter NordAccès : https://nordacces.caisserdn.ca/
${CAISSE_FOOT}`,
    html: caisse_page(
      "Relevé du 1er au 30 septembre 2026 – compte •••• 3317",
      `<p style="margin:0 0 14px 0;">Bonjour Julie Tremblay,</p>
<p style="margin:0 0 14px 0;">Votre relevé du compte <strong>Épargne-opérations •••• 3317</strong> pour la période du 1er au 30 septembre 2026 est maintenant disponible dans NordAccès, sous <em>Comptes &gt; Relevés</em>.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #d8e0da;font-size:14px;margin:0 0 16px 0;">
<tr><td style="color:#67736b;">Solde au 30 septembre</td><td align="right"><strong>4&nbsp;286,19&nbsp;$</strong></td></tr>
<tr><td style="color:#67736b;border-top:1px solid #d8e0da;">Nombre de transactions</td><td align="right" style="border-top:1px solid #d8e0da;">47</td></tr>
</table>
<p style="margin:0 0 18px 0;">Vous conservez l'accès à vos relevés des sept dernières années.</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#1f6b3a;border-radius:4px;"><a href="https://nordacces.caisserdn.ca/" style="display:inline-block;padding:11px 22px;color:#ffffff;text-decoration:none;font-weight:bold;">Consulter NordAccès</a></td></tr></table>`,
    ),
  },
  {
    family: "caisse-riviere-du-nord",
    group: "regional",
    lang: "fr",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Caisse Rivière-du-Nord <avis@notif.caisserdn.ca>",
    to: JULIE,
    subject: "Virement Interac : vous avez reçu 85,00 $ de NATHALIE GAGNON",
    date: d("2026-10-19 20:03:55"),
    enc: "b64",
    text: `Bonjour JULIE TREMBLAY,

NATHALIE GAGNON vous a envoyé 85,00 $ (CAD), et les fonds ont été déposés automatiquement dans votre compte •••• 3317.

Message : Souper de fête de Léa + cadeau, merci!

Numéro de référence : CAm7QpR2xW4k
Date : 19 octobre 2026

Aucune action n'est requise de votre part.
${CAISSE_FOOT}`,
    html: caisse_page(
      "Les fonds ont été déposés automatiquement.",
      `<p style="margin:0 0 14px 0;">Bonjour JULIE TREMBLAY,</p>
<p style="margin:0 0 14px 0;"><strong>NATHALIE GAGNON</strong> vous a envoyé <strong>85,00&nbsp;$&nbsp;(CAD)</strong>, et les fonds ont été déposés automatiquement dans votre compte •••• 3317.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="background:#f5f7f5;font-size:14px;margin:0 0 16px 0;">
<tr><td width="45%" style="color:#67736b;">Message</td><td>Souper de fête de Léa + cadeau, merci!</td></tr>
<tr><td style="color:#67736b;">Numéro de référence</td><td>CAm7QpR2xW4k</td></tr>
<tr><td style="color:#67736b;">Date</td><td>19 octobre 2026</td></tr>
</table>
<p style="margin:0;">Aucune action n'est requise de votre part.</p>`,
    ),
  },
  {
    family: "caisse-riviere-du-nord",
    group: "regional",
    lang: "en",
    kind: "new-device-alert",
    code: null,
    link: null,
    from: "Caisse Rivière-du-Nord <security@notif.caisserdn.ca>",
    to: MARC,
    subject: "New device connected to your NordAccès profile",
    date: d("2026-11-07 22:18:04"),
    enc: "qp",
    text: `Hello Marc,

A new device was just registered to your NordAccès profile.

Device: Samsung Galaxy A55 (Android app)
Date: November 7, 2026 at 10:17 p.m. (Eastern)
Approximate location: Laval, QC

If this was you, no action is needed.

Don't recognize this device? Remove it under Profile > Security > My devices, then call us at 1-877-436-2210, option 3. Our fraud team is available 24/7.

Caisse Rivière-du-Nord
455 Principale Street, Saint-Jérôme, Quebec J7Z 1Y9
We will never ask for your PIN, password or a security code by email, text or phone.
https://www.caisserdn.ca/en/security`,
    html: caisse_page(
      "Samsung Galaxy A55 – November 7, 2026, 10:17 p.m.",
      `<p style="margin:0 0 14px 0;">Hello Marc,</p>
<p style="margin:0 0 14px 0;">A new device was just registered to your NordAccès profile.</p>
<table role="presentation" cellpadding="5" cellspacing="0" style="font-size:14px;margin:0 0 16px 0;">
<tr><td style="color:#67736b;">Device</td><td>Samsung Galaxy A55 (Android app)</td></tr>
<tr><td style="color:#67736b;">Date</td><td>November 7, 2026 at 10:17 p.m. (Eastern)</td></tr>
<tr><td style="color:#67736b;">Approximate location</td><td>Laval, QC</td></tr>
</table>
<p style="margin:0 0 14px 0;">If this was you, no action is needed.</p>
<p style="margin:0;">Don't recognize this device? Remove it under <em>Profile &gt; Security &gt; My devices</em>, then call us at <a href="tel:+18774362210" style="color:#1f6b3a;">1-877-436-2210</a>, option&nbsp;3. Our fraud team is available 24/7. <a href="https://www.caisserdn.ca/en/security" style="color:#1f6b3a;">Learn more about protecting your accounts</a></p>`,
    ),
  },
  // ---------------------------------------------------------------- Banque Cap-Diamant
  {
    family: "banque-cap-diamant",
    group: "regional",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: "https://secure.banquecapdiamant.ca/en/olb/credentials/reset?t=Qm9uZGllX3RvazoxNzk0MjA1&lang=en",
    from: "Cap-Diamant Bank <no-reply@alerts.banquecapdiamant.ca>",
    to: MARC,
    subject: "Reset your online banking password",
    date: d("2026-09-21 12:36:48"),
    enc: "b64",
    text: `Hi Marc,

We received a request to reset the password for your Cap-Diamant online banking profile (client card ending in 6604).

To choose a new password, open the link below. It expires in 30 minutes.

https://secure.banquecapdiamant.ca/en/olb/credentials/reset?t=Qm9uZGllX3RvazoxNzk0MjA1&lang=en

If you didn't ask to reset your password, you can ignore this email; your current password will keep working. If you think someone else is trying to access your accounts, call us at 1-888-522-4410.

Cap-Diamant Bank
1200 Grande Allée Ouest, Québec QC G1S 1E9
Privacy: https://www.banquecapdiamant.ca/en/privacy`,
    html: bcd_page(
      "Reset your password",
      `<p>Hi Marc,</p>
<p>We received a request to reset the password for your Cap-Diamant online banking profile (client card ending in 6604).</p>
<p>To choose a new password, select the button below. The link expires in 30&nbsp;minutes.</p>
<table cellspacing="0" cellpadding="0" border="0" style="margin:20px 0;"><tr><td bgcolor="#c8102e" style="border-radius:3px;"><a href="https://secure.banquecapdiamant.ca/en/olb/credentials/reset?t=Qm9uZGllX3RvazoxNzk0MjA1&amp;lang=en" target="_blank" style="display:block;padding:12px 26px;font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#ffffff;text-decoration:none;">Reset password</a></td></tr></table>
<p style="font-size:12px;color:#666;">Button not working? Copy this address into your browser:<br>https://secure.banquecapdiamant.ca/en/olb/credentials/reset?t=Qm9uZGllX3RvazoxNzk0MjA1&amp;lang=en</p>
<p>If you didn't ask to reset your password, you can ignore this email; your current password will keep working. If you think someone else is trying to access your accounts, call us at 1-888-522-4410.</p>`,
      "en",
    ),
  },
  {
    family: "banque-cap-diamant",
    group: "regional",
    lang: "fr",
    kind: "card-statement",
    code: null,
    link: null,
    from: "Banque Cap-Diamant <avis@alertes.banquecapdiamant.ca>",
    to: MARC,
    subject: "Votre relevé Visa Cap-Diamant Remises est prêt",
    date: d("2026-10-09 06:02:19"),
    enc: "qp",
    text: `Bonjour Marc Bouchard,

Le relevé de votre carte Visa Cap-Diamant Remises se terminant par 9021 est maintenant disponible dans les Services bancaires en ligne.

Date du relevé : 8 octobre 2026
Nouveau solde : 1 347,62 $
Paiement minimum : 40,43 $
Date d'échéance : 29 octobre 2026
Remises accumulées ce mois-ci : 13,48 $

Pour éviter des frais d'intérêt, payez le nouveau solde au complet d'ici la date d'échéance.

Banque Cap-Diamant
Service à la clientèle : 1 888 522-4410
https://www.banquecapdiamant.ca/fr/confidentialite`,
    html: bcd_page(
      "Votre relevé est prêt",
      `<p>Bonjour Marc Bouchard,</p>
<p>Le relevé de votre carte <strong>Visa Cap-Diamant Remises</strong> se terminant par 9021 est maintenant disponible dans les Services bancaires en ligne.</p>
<table width="100%" cellspacing="0" cellpadding="7" border="0" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;border-collapse:collapse;">
<tr style="background:#f2f4f7;"><td>Date du relevé</td><td align="right">8 octobre 2026</td></tr>
<tr><td>Nouveau solde</td><td align="right"><b>1&nbsp;347,62&nbsp;$</b></td></tr>
<tr style="background:#f2f4f7;"><td>Paiement minimum</td><td align="right">40,43&nbsp;$</td></tr>
<tr><td>Date d'échéance</td><td align="right">29 octobre 2026</td></tr>
<tr style="background:#f2f4f7;"><td>Remises accumulées ce mois-ci</td><td align="right">13,48&nbsp;$</td></tr>
</table>
<p>Pour éviter des frais d'intérêt, payez le nouveau solde au complet d'ici la date d'échéance.</p>
<p><a href="https://www.banquecapdiamant.ca/fr/connexion" style="color:#c8102e;">Se connecter aux Services bancaires en ligne</a></p>`,
      "fr",
    ),
  },
  {
    family: "banque-cap-diamant",
    group: "regional",
    lang: "fr",
    kind: "verification-code",
    code: "730914",
    link: null,
    from: "Banque Cap-Diamant <no-reply@alertes.banquecapdiamant.ca>",
    to: MARC,
    subject: "Code de vérification pour l'ajout d'un fournisseur",
    date: d("2026-11-03 19:47:02"),
    text: `Banque Cap-Diamant

Bonjour Marc,

Vous avez demandé d'ajouter le fournisseur HYDROLAC ÉNERGIE (compte se terminant par 0458) à votre liste de paiements de factures.

Votre code de vérification : 730 914

Entrez ce code dans les Services bancaires en ligne pour terminer l'ajout. Il expire dans 5 minutes.

Nous ne vous appellerons jamais pour vous demander ce code. Si vous n'êtes pas à l'origine de cette demande, composez le 1 888 522-4410.`,
    html: bcd_page(
      "Ajout d'un fournisseur",
      `<p>Bonjour Marc,</p>
<p>Vous avez demandé d'ajouter le fournisseur <b>HYDROLAC ÉNERGIE</b> (compte se terminant par 0458) à votre liste de paiements de factures.</p>
<p style="margin:22px 0 6px 0;">Votre code de vérification&nbsp;:</p>
<p style="margin:0 0 22px 0;font-family:Georgia,serif;font-size:34px;letter-spacing:4px;color:#0b2545;">730&nbsp;914</p>
<p>Entrez ce code dans les Services bancaires en ligne pour terminer l'ajout. Il expire dans 5&nbsp;minutes.</p>
<p style="font-size:12px;color:#666;">Nous ne vous appellerons jamais pour vous demander ce code. Si vous n'êtes pas à l'origine de cette demande, composez le 1&nbsp;888&nbsp;522-4410.</p>`,
      "fr",
    ),
  },
  // ---------------------------------------------------------------- Espace citoyen Québec (provincial)
  {
    family: "espace-citoyen-qc",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://espacecitoyen.gouv-qc.example/compte/confirmer-courriel?jeton=7f3a91c2e05b4d8e9a6c1b2f&id=JT55120",
    from: "Espace citoyen <ne-pas-repondre@espacecitoyen.gouv-qc.example>",
    to: JULIE,
    subject: "Espace citoyen – Confirmation de votre adresse courriel",
    date: d("2026-09-18 10:05:33"),
    enc: "qp",
    text: `Espace citoyen
Gouvernement du Québec

Bonjour,

Vous avez indiqué cette adresse courriel dans votre profil Espace citoyen. Pour la confirmer, cliquez sur le lien ci-dessous ou copiez-le dans la barre d'adresse de votre navigateur :

https://espacecitoyen.gouv-qc.example/compte/confirmer-courriel?jeton=7f3a91c2e05b4d8e9a6c1b2f&id=JT55120

Ce lien est valide pendant 72 heures. Tant que votre adresse n'est pas confirmée, vous ne recevrez pas d'avis lorsqu'un document est déposé dans votre dossier.

Si vous n'avez pas fait cette demande, vous n'avez rien à faire.

Pour obtenir de l'aide : Services Québec, 1 877 644-4545 (sans frais)

Ce courriel a été envoyé automatiquement. Merci de ne pas y répondre.`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="UTF-8"><title>Espace citoyen</title></head>
<body style="margin:0;background:#ffffff;font-family:'Open Sans',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="background:#095797;padding:14px 0;">
 <table width="640" align="center" cellpadding="0" cellspacing="0"><tr>
 <td style="padding:0 20px;"><img src="https://espacecitoyen.gouv-qc.example/static/courriel/pip-blanc.png" alt="Gouvernement du Québec" width="200" height="40"></td>
 <td align="right" style="padding:0 20px;color:#ffffff;font-size:16px;font-weight:bold;">Espace citoyen</td></tr></table>
</td></tr>
<tr><td>
 <table width="640" align="center" cellpadding="0" cellspacing="0" style="color:#223654;font-size:16px;line-height:24px;">
 <tr><td style="padding:32px 20px 8px 20px;"><h1 style="font-family:Roboto,Arial,sans-serif;font-size:24px;margin:0;color:#095797;">Confirmation de votre adresse courriel</h1></td></tr>
 <tr><td style="padding:8px 20px;">
  <p>Bonjour,</p>
  <p>Vous avez indiqué cette adresse courriel dans votre profil Espace citoyen. Pour la confirmer, cliquez sur le bouton ci-dessous.</p>
  <p style="margin:28px 0;"><a href="https://espacecitoyen.gouv-qc.example/compte/confirmer-courriel?jeton=7f3a91c2e05b4d8e9a6c1b2f&amp;id=JT55120" style="background:#095797;color:#ffffff;padding:12px 24px;text-decoration:none;font-weight:bold;border-radius:4px;">Confirmer mon adresse</a></p>
  <p>Ce lien est valide pendant 72&nbsp;heures. Tant que votre adresse n'est pas confirmée, vous ne recevrez pas d'avis lorsqu'un document est déposé dans votre dossier.</p>
  <p>Si vous n'avez pas fait cette demande, vous n'avez rien à faire.</p>
 </td></tr>
 <tr><td style="padding:20px;border-top:1px solid #d0d5dc;font-size:13px;line-height:19px;color:#4e5662;">
  Pour obtenir de l'aide&nbsp;: Services Québec, 1&nbsp;877&nbsp;644-4545 (sans frais)<br>
  <a href="https://espacecitoyen.gouv-qc.example/aide" style="color:#095797;">Aide</a> · <a href="https://espacecitoyen.gouv-qc.example/accessibilite" style="color:#095797;">Accessibilité</a> · <a href="https://espacecitoyen.gouv-qc.example/confidentialite" style="color:#095797;">Politique de confidentialité</a><br>
  Ce courriel a été envoyé automatiquement. Merci de ne pas y répondre.<br>© Gouvernement du Québec, 2026
 </td></tr>
 </table>
</td></tr></table></body></html>`,
  },
  {
    family: "espace-citoyen-qc",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "538107",
    link: null,
    from: "Espace citoyen <ne-pas-repondre@espacecitoyen.gouv-qc.example>",
    to: JULIE,
    subject: "Votre code de validation",
    date: d("2026-10-14 21:12:40"),
    text: `Gouvernement du Québec – Espace citoyen

Code de validation : 53 81 07

Saisissez ce code à l'écran pour poursuivre votre connexion. Il expire à 21 h 22.

Pour votre sécurité, ne transmettez jamais ce code. Aucun employé du gouvernement ne vous le demandera.

Ce courriel a été envoyé automatiquement. Merci de ne pas y répondre.`,
    html: `<html><body style="margin:0;padding:0;background:#f1f1f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#223654;">
<tr><td style="background:#095797;padding:12px 20px;"><img src="https://espacecitoyen.gouv-qc.example/static/courriel/pip-blanc.png" alt="Gouvernement du Québec" width="160"></td></tr>
<tr><td style="padding:28px 20px 4px 20px;font-size:15px;">Code de validation</td></tr>
<tr><td style="padding:0 20px 16px 20px;">
 <table cellpadding="0" cellspacing="6"><tr>
 <td style="border:1px solid #8393a7;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;">5</td>
 <td style="border:1px solid #8393a7;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;">3</td>
 <td style="border:1px solid #8393a7;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;">8</td>
 <td style="border:1px solid #8393a7;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;">1</td>
 <td style="border:1px solid #8393a7;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;">0</td>
 <td style="border:1px solid #8393a7;width:40px;height:48px;text-align:center;font-size:26px;font-weight:bold;">7</td>
 </tr></table>
</td></tr>
<tr><td style="padding:0 20px 12px 20px;font-size:15px;line-height:22px;">Saisissez ce code à l'écran pour poursuivre votre connexion. Il expire à 21&nbsp;h&nbsp;22.</td></tr>
<tr><td style="padding:0 20px 24px 20px;font-size:13px;line-height:19px;color:#4e5662;">Pour votre sécurité, ne transmettez jamais ce code. Aucun employé du gouvernement ne vous le demandera.</td></tr>
<tr><td style="padding:14px 20px;background:#f1f1f2;font-size:11px;color:#6b778a;">Ce courriel a été envoyé automatiquement. Merci de ne pas y répondre. © Gouvernement du Québec, 2026</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "espace-citoyen-qc",
    group: "regional",
    lang: "fr",
    kind: "document-notice",
    code: null,
    link: null,
    from: "Espace citoyen <ne-pas-repondre@espacecitoyen.gouv-qc.example>",
    to: MARC,
    subject: "Un nouveau document est disponible dans votre dossier",
    date: d("2026-11-10 09:30:00"),
    enc: "b64",
    text: `Bonjour,

Un nouveau document a été déposé dans votre dossier Espace citoyen :

  Organisme : Régie du logement et de l'habitation
  Document : Confirmation de réception – Crédit d'impôt pour solidarité, mise à jour 2026
  Date de dépôt : 10 novembre 2026

Pour le consulter, connectez-vous à votre dossier à partir du site espacecitoyen.gouv-qc.example. Pour des raisons de sécurité, ce courriel ne contient aucun lien direct vers vos documents.

Services Québec
1 877 644-4545 (sans frais)`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;color:#223654;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#095797;padding:12px 24px;"><img src="https://espacecitoyen.gouv-qc.example/static/courriel/pip-blanc.png" alt="Gouvernement du Québec" width="160"></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:22px;">
<p>Bonjour,</p>
<p>Un nouveau document a été déposé dans votre dossier Espace citoyen&nbsp;:</p>
<table cellpadding="6" cellspacing="0" style="border-left:4px solid #095797;background:#eef3f8;font-size:14px;">
<tr><td><b>Organisme</b></td><td>Régie du logement et de l'habitation</td></tr>
<tr><td><b>Document</b></td><td>Confirmation de réception – Crédit d'impôt pour solidarité, mise à jour 2026</td></tr>
<tr><td><b>Date de dépôt</b></td><td>10 novembre 2026</td></tr>
</table>
<p>Pour le consulter, connectez-vous à votre dossier à partir du site <a href="https://espacecitoyen.gouv-qc.example/" style="color:#095797;">espacecitoyen.gouv-qc.example</a>. Pour des raisons de sécurité, ce courriel ne contient aucun lien direct vers vos documents.</p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #d0d5dc;font-size:12px;color:#4e5662;">Services Québec · 1&nbsp;877&nbsp;644-4545 (sans frais) · <a href="https://espacecitoyen.gouv-qc.example/confidentialite" style="color:#095797;">Confidentialité</a></td></tr>
</table></body></html>`,
  },
  // ---------------------------------------------------------------- AccèsFed (federal sign-in and tax account)
  {
    family: "accesfed",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "K7WQ2M",
    link: null,
    from: "AccesFed / AccèsFéd <noreply-nepasrepondre@accesfed.canada.example>",
    to: MARC,
    subject: "One-time passcode / Code d'accès unique",
    date: d("2026-09-29 18:44:12"),
    text: `(Le français suit l'anglais)

Your one-time passcode is: K7WQ2M

Enter this passcode on the AccesFed sign-in page to continue. It can only be used once and expires 15 minutes after it was sent.

If you did not try to sign in, do not share this passcode. Call the AccesFed help desk at 1-855-412-0937.

Do not reply to this email.

---

Votre code d'accès unique est : K7WQ2M

Entrez ce code sur la page de connexion AccèsFéd pour continuer. Il ne peut être utilisé qu'une fois et expire 15 minutes après son envoi.

Si vous n'avez pas tenté de vous connecter, ne communiquez pas ce code. Appelez le service d'assistance AccèsFéd au 1-855-412-0937.

Ne répondez pas à ce courriel.`,
    html: null,
  },
  {
    family: "accesfed",
    group: "regional",
    lang: "fr",
    kind: "mail-notice",
    code: null,
    link: null,
    from: "Agence du revenu fédéral / Federal Revenue Agency <avis-notifications@accesfed.canada.example>",
    to: JULIE,
    subject: "Vous avez du nouveau courrier / You have new mail",
    date: d("2026-10-23 03:15:48"),
    enc: "qp",
    text: `(English follows)

Bonjour,

Vous avez du nouveau courrier dans Mon dossier.

Pour le lire, ouvrez une session dans Mon dossier et sélectionnez « Courrier ». Nous ne mettons jamais de liens vers vos renseignements personnels dans nos courriels.

Le courrier peut contenir un avis de nouvelle détermination de l'allocation familiale ou un relevé de prestations. Si vous ne pouvez pas ouvrir de session, composez le 1-800-387-1194.

Agence du revenu fédéral

---

Hello,

You have new mail in My Account.

To read it, sign in to My Account and select "Mail". We never include links to your personal information in our emails.

Your mail may contain a notice of redetermination for the family benefit or a benefits statement. If you cannot sign in, call 1-800-387-1194.

Federal Revenue Agency`,
    html: `<html lang="fr"><body style="font-family:Verdana,Arial,sans-serif;font-size:14px;color:#333;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="border-bottom:4px solid #26374a;padding:14px 20px;"><img src="https://accesfed.canada.example/img/sig-blk-fr-en.png" alt="Gouvernement fédéral / Federal government" width="300" height="28"></td></tr>
<tr><td style="padding:10px 20px;font-size:12px;"><a href="#english" style="color:#284162;">English follows</a></td></tr>
<tr><td style="padding:8px 20px;" lang="fr">
<h2 style="font-size:18px;color:#26374a;">Vous avez du nouveau courrier dans Mon dossier</h2>
<p>Pour le lire, ouvrez une session dans Mon dossier et sélectionnez «&nbsp;Courrier&nbsp;». Nous ne mettons jamais de liens vers vos renseignements personnels dans nos courriels.</p>
<p>Le courrier peut contenir un avis de nouvelle détermination de l'allocation familiale ou un relevé de prestations. Si vous ne pouvez pas ouvrir de session, composez le 1-800-387-1194.</p>
<p>Agence du revenu fédéral</p>
</td></tr>
<tr><td style="padding:0 20px;"><hr style="border:0;border-top:1px solid #ccc;"></td></tr>
<tr><td style="padding:8px 20px;" lang="en"><a name="english"></a>
<h2 style="font-size:18px;color:#26374a;">You have new mail in My Account</h2>
<p>To read it, sign in to My Account and select "Mail". We never include links to your personal information in our emails.</p>
<p>Your mail may contain a notice of redetermination for the family benefit or a benefits statement. If you cannot sign in, call 1-800-387-1194.</p>
<p>Federal Revenue Agency</p>
</td></tr>
<tr><td style="padding:16px 20px;font-size:11px;color:#666;background:#f8f8f8;"><a href="https://accesfed.canada.example/fr/avis" style="color:#284162;">Avis</a> | <a href="https://accesfed.canada.example/en/notices" style="color:#284162;">Notices</a> | <a href="https://accesfed.canada.example/fr/arnaques" style="color:#284162;">Arnaques / Scams</a></td></tr>
</table></body></html>`,
  },
  {
    family: "accesfed",
    group: "regional",
    lang: "en",
    kind: "email-changed",
    code: null,
    link: null,
    from: "Federal Revenue Agency / Agence du revenu fédéral <avis-notifications@accesfed.canada.example>",
    to: MARC,
    subject: "Your email address was updated / Votre adresse courriel a été mise à jour",
    date: d("2026-11-12 14:08:27"),
    text: `(Le français suit l'anglais)

The email address for online mail in My Account was changed on November 12, 2026.

New address: m*****************8@inbox.example

If you made this change, you don't need to do anything. If you did not, call us right away at 1-800-959-7383 and mention reference FRA-EML-20261112.

---

L'adresse courriel du courrier en ligne dans Mon dossier a été changée le 12 novembre 2026.

Nouvelle adresse : m*****************8@inbox.example

Si vous avez fait ce changement, vous n'avez rien à faire. Sinon, appelez-nous immédiatement au 1-800-959-7383 et mentionnez la référence FRA-EML-20261112.`,
    html: null,
  },
  // ---------------------------------------------------------------- Régie de la santé laurentienne (health card)
  {
    family: "regie-sante-laurentienne",
    group: "regional",
    lang: "fr",
    kind: "card-renewal",
    code: null,
    link: null,
    from: "Régie de la santé laurentienne <communications@rsl-sante.example>",
    to: MARC,
    subject: "Votre carte d'assurance maladie expire bientôt",
    date: d("2026-09-24 11:00:05"),
    enc: "qp",
    text: `Bonjour Marc Bouchard,

Votre carte d'assurance maladie (BOUM 7807 ****) expire le 31 décembre 2026.

Vous recevrez par la poste, au début du mois de novembre, un avis de renouvellement accompagné d'un formulaire. Pour que votre nouvelle carte vous parvienne à temps :
- signez le formulaire et faites-le contresigner par un répondant;
- joignez une photo récente, prise il y a moins de 6 mois;
- retournez le tout dans l'enveloppe-réponse avant le 1er décembre.

Vous avez déménagé depuis votre dernière carte? Mettez votre adresse à jour dans votre dossier en ligne avant l'envoi de l'avis.

Renseignements : 1 800 561-9749 (du lundi au vendredi, de 8 h 30 à 16 h 30)

Régie de la santé laurentienne
1125, chemin Saint-Louis, Québec (Québec) G1S 1E7`,
    html: `<!DOCTYPE html><html lang="fr-CA"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f6f9;">
<span style="display:none!important;">Renouvellement : surveillez votre boîte aux lettres en novembre.</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#1d2b3a;">
<tr><td style="padding:18px 28px;border-bottom:3px solid #007a78;"><img src="https://www.rsl-sante.example/medias/courriel/rsl-logo.png" width="210" alt="Régie de la santé laurentienne"></td></tr>
<tr><td style="padding:24px 28px 0 28px;">
<p>Bonjour Marc Bouchard,</p>
<p>Votre carte d'assurance maladie (BOUM&nbsp;7807&nbsp;****) expire le <strong>31&nbsp;décembre&nbsp;2026</strong>.</p>
<p>Vous recevrez par la poste, au début du mois de novembre, un avis de renouvellement accompagné d'un formulaire. Pour que votre nouvelle carte vous parvienne à temps&nbsp;:</p>
<ul style="padding-left:20px;">
<li>signez le formulaire et faites-le contresigner par un répondant;</li>
<li>joignez une photo récente, prise il y a moins de 6&nbsp;mois;</li>
<li>retournez le tout dans l'enveloppe-réponse avant le 1<sup>er</sup>&nbsp;décembre.</li>
</ul>
<p>Vous avez déménagé depuis votre dernière carte? <a href="https://www.rsl-sante.example/citoyens/changement-adresse" style="color:#007a78;">Mettez votre adresse à jour</a> avant l'envoi de l'avis.</p>
</td></tr>
<tr><td style="padding:20px 28px;font-size:12px;line-height:18px;color:#5b6877;background:#f4f6f9;">
Renseignements&nbsp;: 1&nbsp;800&nbsp;561-9749 (du lundi au vendredi, de 8&nbsp;h&nbsp;30 à 16&nbsp;h&nbsp;30)<br>
Régie de la santé laurentienne · 1125, chemin Saint-Louis, Québec (Québec) G1S&nbsp;1E7<br>
<a href="https://www.rsl-sante.example/confidentialite" style="color:#007a78;">Confidentialité</a> · <a href="https://www.rsl-sante.example/abonnements" style="color:#007a78;">Gérer mes avis par courriel</a>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "regie-sante-laurentienne",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://services.rsl-sante.example/mondossier/activation?c=b6d2f0a8-41e7-4c3b-9e55-0d17a3c8f912",
    from: "Mon dossier santé – RSL <ne-pas-repondre@services.rsl-sante.example>",
    to: JULIE,
    subject: "Activez votre accès à Mon dossier santé",
    date: d("2026-10-06 13:27:51"),
    text: `Bonjour Julie,

Merci d'avoir créé votre accès à Mon dossier santé. Pour l'activer et confirmer votre adresse courriel, ouvrez le lien suivant dans les 48 heures :

https://services.rsl-sante.example/mondossier/activation?c=b6d2f0a8-41e7-4c3b-9e55-0d17a3c8f912

Une fois votre accès activé, vous pourrez consulter vos rendez-vous de vaccination, vos résultats de laboratoire et l'historique de vos visites.

Ce n'est pas vous? Ignorez ce message; aucun accès ne sera créé.

Régie de la santé laurentienne`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;color:#1d2b3a;font-size:15px;line-height:22px;">
<tr><td style="padding:24px 0 12px 0;"><img src="https://www.rsl-sante.example/medias/courriel/mondossier.png" width="170" alt="Mon dossier santé"></td></tr>
<tr><td style="background:#e8f4f3;padding:24px;border-radius:8px;">
<p style="margin-top:0;">Bonjour Julie,</p>
<p>Merci d'avoir créé votre accès à Mon dossier santé. Pour l'activer et confirmer votre adresse courriel, cliquez sur le bouton dans les 48&nbsp;heures.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://services.rsl-sante.example/mondossier/activation?c=b6d2f0a8-41e7-4c3b-9e55-0d17a3c8f912" style="background:#007a78;color:#ffffff;text-decoration:none;padding:13px 30px;border-radius:24px;font-weight:bold;display:inline-block;">Activer mon accès</a></p>
<p style="margin-bottom:0;">Une fois votre accès activé, vous pourrez consulter vos rendez-vous de vaccination, vos résultats de laboratoire et l'historique de vos visites.</p>
</td></tr>
<tr><td style="padding:18px 0;font-size:12px;color:#5b6877;">Ce n'est pas vous? Ignorez ce message; aucun accès ne sera créé.<br>Régie de la santé laurentienne · <a href="https://www.rsl-sante.example/aide-mondossier" style="color:#007a78;">Aide</a> · <a href="https://www.rsl-sante.example/confidentialite" style="color:#007a78;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- Clinique médicale des Bouleaux
  {
    family: "clinique-des-bouleaux",
    group: "regional",
    lang: "fr",
    kind: "confirm-appointment-request",
    code: null,
    link: "https://rdv.cliniquedesbouleaux.ca/demandes/confirmer/R-88213?k=a91fe3c07d",
    from: "Clinique médicale des Bouleaux <rendezvous@cliniquedesbouleaux.ca>",
    to: JULIE,
    subject: "Confirmez votre demande de rendez-vous – Clinique des Bouleaux",
    date: d("2026-09-22 08:51:19"),
    enc: "b64",
    text: `Bonjour Julie Tremblay,

Nous avons bien reçu votre demande de rendez-vous en ligne :

Patient : Léa Bouchard (7 ans)
Motif : Examen annuel – pédiatrie
Professionnel : Dre Sophie Lavallée
Plage demandée : mardi 6 octobre 2026, 15 h 40

Votre demande n'est pas encore réservée. Pour confirmer que vous êtes bien à l'origine de cette demande, cliquez sur le lien ci-dessous dans les 2 heures. Sans confirmation, la plage sera libérée.

https://rdv.cliniquedesbouleaux.ca/demandes/confirmer/R-88213?k=a91fe3c07d

Apportez la carte d'assurance maladie de l'enfant et son carnet de vaccination.

Clinique médicale des Bouleaux
2280, boulevard des Laurentides, Laval (Québec) H7K 2J4
450 668-3100`,
    html: `<html><body style="margin:0;background:#f7f4ef;font-family:Tahoma,Verdana,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e4ddd1;">
<tr><td style="padding:16px 24px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
 <td><img src="https://rdv.cliniquedesbouleaux.ca/assets/logo-bouleaux.png" width="56" height="56" alt=""></td>
 <td style="font-size:18px;color:#4a5d23;font-weight:bold;padding-left:12px;">Clinique médicale des Bouleaux</td></tr></table></td></tr>
<tr><td style="padding:0 24px 8px 24px;font-size:14px;line-height:21px;color:#333;">
<p>Bonjour Julie Tremblay,</p>
<p>Nous avons bien reçu votre demande de rendez-vous en ligne&nbsp;:</p>
<table cellpadding="5" cellspacing="0" width="100%" style="font-size:14px;border:1px solid #e4ddd1;">
<tr><td width="38%" style="background:#f7f4ef;">Patient</td><td>Léa Bouchard (7&nbsp;ans)</td></tr>
<tr><td style="background:#f7f4ef;">Motif</td><td>Examen annuel – pédiatrie</td></tr>
<tr><td style="background:#f7f4ef;">Professionnel</td><td>Dre Sophie Lavallée</td></tr>
<tr><td style="background:#f7f4ef;">Plage demandée</td><td>mardi 6 octobre 2026, 15&nbsp;h&nbsp;40</td></tr>
</table>
<p>Votre demande <b>n'est pas encore réservée</b>. Pour confirmer que vous êtes bien à l'origine de cette demande, cliquez sur le bouton ci-dessous dans les 2&nbsp;heures. Sans confirmation, la plage sera libérée.</p>
<p align="center" style="margin:24px 0;"><a href="https://rdv.cliniquedesbouleaux.ca/demandes/confirmer/R-88213?k=a91fe3c07d" style="background:#4a5d23;color:#fff;padding:12px 28px;text-decoration:none;font-weight:bold;">Confirmer ma demande</a></p>
<p>Apportez la carte d'assurance maladie de l'enfant et son carnet de vaccination.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f7f4ef;font-size:11px;color:#777;">2280, boulevard des Laurentides, Laval (Québec) H7K&nbsp;2J4 · 450&nbsp;668-3100 · <a href="https://www.cliniquedesbouleaux.ca/" style="color:#4a5d23;">cliniquedesbouleaux.ca</a><br>Propulsé par RDV-Clinique</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "clinique-des-bouleaux",
    group: "regional",
    lang: "fr",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Clinique médicale des Bouleaux <rendezvous@cliniquedesbouleaux.ca>",
    to: JULIE,
    subject: "Rappel : rendez-vous demain à 15 h 40",
    date: d("2026-10-05 09:00:02"),
    text: `Bonjour,

Ceci est un rappel du rendez-vous de Léa Bouchard :

Mardi 6 octobre 2026 à 15 h 40
Dre Sophie Lavallée – pédiatrie
Clinique médicale des Bouleaux, 2280, boulevard des Laurentides, Laval, local 110

Veuillez arriver 10 minutes à l'avance. En cas d'empêchement, annulez au moins 24 heures à l'avance au 450 668-3100 ou à partir de votre espace patient : https://rdv.cliniquedesbouleaux.ca/mes-rendez-vous
Des frais de 50 $ peuvent s'appliquer aux absences non motivées.

Stationnement gratuit à l'arrière de l'édifice.`,
    html: `<html><body style="font-family:Tahoma,Verdana,sans-serif;font-size:14px;color:#333;background:#ffffff;">
<div style="max-width:560px;margin:0 auto;border-top:5px solid #4a5d23;padding:18px;">
<p style="font-size:18px;color:#4a5d23;margin:0 0 14px 0;"><b>Rappel de rendez-vous</b></p>
<p>Bonjour,</p>
<p>Ceci est un rappel du rendez-vous de <b>Léa Bouchard</b>&nbsp;:</p>
<div style="background:#f7f4ef;padding:14px;margin:12px 0;">
<div style="font-size:17px;"><b>Mardi 6 octobre 2026 à 15&nbsp;h&nbsp;40</b></div>
<div>Dre Sophie Lavallée – pédiatrie</div>
<div>Clinique médicale des Bouleaux, 2280, boulevard des Laurentides, Laval, local 110</div>
</div>
<p>Veuillez arriver 10&nbsp;minutes à l'avance. En cas d'empêchement, annulez au moins 24&nbsp;heures à l'avance au 450&nbsp;668-3100 ou à partir de <a href="https://rdv.cliniquedesbouleaux.ca/mes-rendez-vous" style="color:#4a5d23;">votre espace patient</a>. Des frais de 50&nbsp;$ peuvent s'appliquer aux absences non motivées.</p>
<p style="color:#777;font-size:12px;">Stationnement gratuit à l'arrière de l'édifice.</p>
</div></body></html>`,
  },
  {
    family: "clinique-des-bouleaux",
    group: "regional",
    lang: "en",
    kind: "login-code",
    code: "2964",
    link: null,
    from: "Bouleaux Medical Clinic <rendezvous@cliniquedesbouleaux.ca>",
    to: MARC,
    subject: "Your patient portal sign-in code",
    date: d("2026-11-04 07:15:44"),
    text: `Bouleaux Medical Clinic – Patient portal

Your sign-in code is 2964

It is valid for 10 minutes. Never share this code, even with clinic staff.

Need help? 450-668-3100
https://www.cliniquedesbouleaux.ca/en/privacy`,
    html: `<html><body style="margin:0;background:#f7f4ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="420" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Tahoma,Verdana,sans-serif;color:#333;text-align:center;">
<tr><td style="padding:24px 24px 4px 24px;"><img src="https://rdv.cliniquedesbouleaux.ca/assets/logo-bouleaux.png" width="48" height="48" alt="Bouleaux Medical Clinic"></td></tr>
<tr><td style="padding:4px 24px;font-size:15px;">Your sign-in code is</td></tr>
<tr><td style="padding:10px 24px 14px 24px;font-size:40px;font-weight:bold;letter-spacing:12px;color:#4a5d23;">2964</td></tr>
<tr><td style="padding:0 24px 24px 24px;font-size:13px;color:#666;">It is valid for 10 minutes. Never share this code, even with clinic staff.</td></tr>
<tr><td style="padding:12px 24px;background:#eee9df;font-size:11px;color:#777;">Need help? 450-668-3100 · <a href="https://www.cliniquedesbouleaux.ca/en/privacy" style="color:#4a5d23;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- CPE Les Petits Hiboux (daycare)
  {
    family: "cpe-les-petits-hiboux",
    group: "regional",
    lang: "fr",
    kind: "invite-link",
    code: null,
    link: "https://app.gazouillis-famille.example/invitation/accepter/5Hq2vXe8Lm?cpe=petits-hiboux",
    from: "CPE Les Petits Hiboux via Gazouillis <invitations@gazouillis-famille.example>",
    to: MARC,
    subject: "Invitation : suivez la journée de Noah au CPE Les Petits Hiboux",
    date: d("2026-09-15 16:22:30"),
    enc: "qp",
    text: `Bonjour Marc,

Isabelle Roy, directrice du CPE Les Petits Hiboux, vous invite à rejoindre le dossier de Noah Bouchard (groupe Les Ratons) dans l'application Gazouillis.

Vous y recevrez le journal de bord quotidien (repas, siestes, activités), les photos du groupe et les messages de l'éducatrice.

Accepter l'invitation :
https://app.gazouillis-famille.example/invitation/accepter/5Hq2vXe8Lm?cpe=petits-hiboux

Cette invitation est personnelle et expire dans 14 jours. L'autre parent a déjà accès au dossier.

Gazouillis – l'application des familles en service de garde
Télécharger l'application : https://gazouillis-famille.example/app`,
    html: `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff8e7;">
<div style="display:none;">Isabelle Roy vous invite à rejoindre le dossier de Noah.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:14px;font-family:'Trebuchet MS',Arial,sans-serif;color:#3d3424;">
<tr><td align="center" style="padding:26px 24px 8px 24px;"><img src="https://cdn.gazouillis-famille.example/cpe/petits-hiboux/logo.png" width="90" height="90" alt="CPE Les Petits Hiboux" style="border-radius:45px;"></td></tr>
<tr><td align="center" style="padding:6px 28px;font-size:20px;font-weight:bold;">Vous êtes invité!</td></tr>
<tr><td style="padding:10px 32px;font-size:15px;line-height:22px;">
<p>Bonjour Marc,</p>
<p><b>Isabelle Roy</b>, directrice du CPE Les Petits Hiboux, vous invite à rejoindre le dossier de <b>Noah Bouchard</b> (groupe Les Ratons) dans l'application Gazouillis.</p>
<p>Vous y recevrez le journal de bord quotidien (repas, siestes, activités), les photos du groupe et les messages de l'éducatrice.</p>
</td></tr>
<tr><td align="center" style="padding:10px 32px 24px 32px;"><a href="https://app.gazouillis-famille.example/invitation/accepter/5Hq2vXe8Lm?cpe=petits-hiboux" style="display:inline-block;background:#f2a900;color:#3d3424;font-weight:bold;font-size:16px;padding:14px 34px;border-radius:30px;text-decoration:none;">Accepter l'invitation</a></td></tr>
<tr><td style="padding:0 32px 24px 32px;font-size:12px;color:#857a66;">Cette invitation est personnelle et expire dans 14&nbsp;jours. L'autre parent a déjà accès au dossier.</td></tr>
<tr><td align="center" style="padding:16px;border-top:1px solid #f1e6cc;">
<a href="https://gazouillis-famille.example/app/ios"><img src="https://cdn.gazouillis-famille.example/badges/app-store-fr.png" alt="Télécharger dans l'App Store" width="120" height="40"></a>
<a href="https://gazouillis-famille.example/app/android"><img src="https://cdn.gazouillis-famille.example/badges/google-play-fr.png" alt="Disponible sur Google Play" width="135" height="40"></a>
<p style="font-size:11px;color:#a49a86;">Gazouillis – l'application des familles en service de garde · <a href="https://gazouillis-famille.example/confidentialite" style="color:#a49a86;">Confidentialité</a></p>
</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "cpe-les-petits-hiboux",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "CPE Les Petits Hiboux <direction@cpepetitshiboux.org>",
    to: JULIE,
    subject: "Info-Hiboux – octobre 2026",
    date: d("2026-10-01 12:40:00"),
    text: `INFO-HIBOUX – OCTOBRE 2026

Bonjour chers parents,

Quelques nouvelles du mois :

* Photos de groupe : le photographe sera présent le jeudi 15 octobre en matinée. Habillez vos cocos comme vous le souhaitez!
* Fête d'Halloween : le vendredi 30 octobre, les enfants peuvent venir costumés. Évitez les masques et les accessoires pointus, s'il vous plaît.
* Journée pédagogique : le CPE sera FERMÉ le lundi 12 octobre (Action de grâce).
* Vêtements : prévoyez des bottes de pluie, des mitaines et une tuque de rechange dans le casier.
* Conseil d'administration : prochaine rencontre le mardi 20 octobre à 19 h. Tous les parents sont les bienvenus.

Un rappel amical : l'heure de fermeture est 17 h 45. Des frais de retard de 5 $ par tranche de 5 minutes s'appliquent.

Merci et bon automne!

Isabelle Roy, directrice
CPE Les Petits Hiboux
615, rue des Érables, Blainville (Québec) J7C 3N2
450 433-8812`,
    html: `<html><body style="font-family:Georgia,serif;background:#f6efe3;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td><img src="https://cpepetitshiboux.org/wp-content/uploads/2026/09/banniere-automne.jpg" width="600" alt="Info-Hiboux – octobre 2026" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:23px;color:#3b2f22;">
<p>Bonjour chers parents,</p>
<p>Quelques nouvelles du mois&nbsp;:</p>
<h3 style="color:#b35c1e;margin-bottom:2px;">📸 Photos de groupe</h3>
<p style="margin-top:0;">Le photographe sera présent le jeudi 15 octobre en matinée. Habillez vos cocos comme vous le souhaitez!</p>
<h3 style="color:#b35c1e;margin-bottom:2px;">🎃 Fête d'Halloween</h3>
<p style="margin-top:0;">Le vendredi 30 octobre, les enfants peuvent venir costumés. Évitez les masques et les accessoires pointus, s'il vous plaît.</p>
<h3 style="color:#b35c1e;margin-bottom:2px;">Journée pédagogique</h3>
<p style="margin-top:0;">Le CPE sera <b>FERMÉ</b> le lundi 12 octobre (Action de grâce).</p>
<h3 style="color:#b35c1e;margin-bottom:2px;">Vêtements</h3>
<p style="margin-top:0;">Prévoyez des bottes de pluie, des mitaines et une tuque de rechange dans le casier.</p>
<h3 style="color:#b35c1e;margin-bottom:2px;">Conseil d'administration</h3>
<p style="margin-top:0;">Prochaine rencontre le mardi 20 octobre à 19&nbsp;h. Tous les parents sont les bienvenus.</p>
<p style="background:#fbf3e4;padding:10px;font-size:13px;">Un rappel amical&nbsp;: l'heure de fermeture est 17&nbsp;h&nbsp;45. Des frais de retard de 5&nbsp;$ par tranche de 5&nbsp;minutes s'appliquent.</p>
<p>Merci et bon automne!<br><i>Isabelle Roy, directrice</i></p>
</td></tr>
<tr><td style="background:#3b2f22;color:#e8dccb;padding:16px 30px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;">CPE Les Petits Hiboux · 615, rue des Érables, Blainville (Québec) J7C&nbsp;3N2 · 450&nbsp;433-8812<br>
<a href="https://www.facebook.com/cpepetitshiboux" style="color:#f2c27b;">Facebook</a> · <a href="https://cpepetitshiboux.org" style="color:#f2c27b;">cpepetitshiboux.org</a> · <a href="https://cpepetitshiboux.us12.list-manage.example/unsubscribe?u=8f2c1&amp;id=44ab09" style="color:#f2c27b;">Se désabonner</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "cpe-les-petits-hiboux",
    group: "regional",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Comptabilité CPE Les Petits Hiboux <comptabilite@cpepetitshiboux.org>",
    to: JULIE,
    subject: "Facture novembre 2026 – Noah Bouchard",
    date: d("2026-11-02 10:14:56"),
    text: `Bonjour,

Vous trouverez ci-joint la facture du mois de novembre 2026 pour Noah Bouchard.

Jours de fréquentation prévus : 20
Contribution réduite : 9,35 $ x 20 jours = 187,00 $
Sortie au verger (octobre) : 6,00 $
Total : 193,00 $

Le prélèvement préautorisé sera effectué le 5 novembre.

Rappel : le relevé 24 de l'année 2026 sera remis en février 2027.

Bonne journée,

Karine Ouellet
Adjointe administrative
CPE Les Petits Hiboux – 450 433-8812, poste 2`,
    html: null,
    attachment: [
      "Facture_2026-11_Bouchard_Noah.pdf",
      "application/pdf",
      "%PDF-1.4\n% CPE Les Petits Hiboux - Facture 2026-11\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ---------------------------------------------------------------- École des Grands-Pins (school, board portal)
  {
    family: "ecole-des-grands-pins",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "604118",
    link: null,
    from: "Portail Parents – CSS des Mille-Rivières <portailparents@cssmillerivieres.example>",
    to: JULIE,
    subject: "Code de vérification – Portail Parents",
    date: d("2026-09-25 19:03:11"),
    enc: "b64",
    text: `Centre de services scolaire des Mille-Rivières
Portail Parents

Bonjour,

Pour terminer votre connexion au Portail Parents, entrez le code de vérification suivant :

604118

Le code est valide pendant 15 minutes.

Si vous n'avez pas demandé ce code, vous pouvez ignorer ce courriel. Soutien technique : 450 974-7000, poste 4455.`,
    html: `<html><body style="background:#f0f0f0;margin:0;padding:0;">
<table align="center" width="500" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:24px;font-family:Segoe UI,Arial,sans-serif;color:#222;">
<tr><td style="background:#5b2c83;padding:14px 20px;color:#fff;font-size:15px;"><img src="https://portailparents.cssmillerivieres.example/images/css-mr-blanc.png" width="36" height="36" alt="" style="vertical-align:middle;"> &nbsp;Portail Parents</td></tr>
<tr><td style="padding:22px 20px 6px 20px;font-size:14px;">Bonjour,<br><br>Pour terminer votre connexion au Portail Parents, entrez le code de vérification suivant&nbsp;:</td></tr>
<tr><td align="center" style="padding:16px 20px;"><span style="display:inline-block;border:2px dashed #5b2c83;padding:10px 24px;font-size:28px;letter-spacing:6px;font-family:Consolas,monospace;">604118</span></td></tr>
<tr><td style="padding:6px 20px 20px 20px;font-size:13px;color:#555;">Le code est valide pendant 15&nbsp;minutes.<br><br>Si vous n'avez pas demandé ce code, vous pouvez ignorer ce courriel. Soutien technique&nbsp;: 450&nbsp;974-7000, poste 4455.</td></tr>
<tr><td style="padding:10px 20px;font-size:10px;color:#888;border-top:1px solid #ddd;">Centre de services scolaire des Mille-Rivières · 430, boulevard Arthur-Sauvé, Saint-Eustache (Québec) J7R&nbsp;6V7</td></tr>
</table></body></html>`,
  },
  {
    family: "ecole-des-grands-pins",
    group: "regional",
    lang: "fr",
    kind: "report-card",
    code: null,
    link: null,
    from: "École des Grands-Pins <grandspins@cssmillerivieres.example>",
    to: JULIE,
    subject: "Première communication – disponible dans le Portail Parents",
    date: d("2026-10-15 15:30:00"),
    enc: "qp",
    text: `Chers parents,

La première communication de l'année 2026-2027 de votre enfant est maintenant disponible dans le Portail Parents, section « Résultats ».

Les rencontres de parents auront lieu le jeudi 19 novembre, de 13 h à 20 h. Une invitation pour choisir votre plage horaire suivra au début du mois de novembre.

Nous vous rappelons que la photo scolaire de reprise aura lieu le 4 novembre.

Bonne fin de semaine!

Martine Gauthier, directrice
École des Grands-Pins
1040, rue Saint-Laurent, Saint-Eustache (Québec) J7P 4Y6
Secrétariat : 450 974-7012`,
    html: `<html><body style="font-family:Calibri,Arial,sans-serif;font-size:15px;color:#1e1e1e;">
<p><img src="https://www.cssmillerivieres.example/ecoles/grands-pins/entete-courriel.png" alt="École des Grands-Pins" width="480"></p>
<p>Chers parents,</p>
<p>La <b>première communication</b> de l'année 2026-2027 de votre enfant est maintenant disponible dans le <a href="https://portailparents.cssmillerivieres.example/">Portail Parents</a>, section «&nbsp;Résultats&nbsp;».</p>
<p>Les rencontres de parents auront lieu le <b>jeudi 19 novembre</b>, de 13&nbsp;h à 20&nbsp;h. Une invitation pour choisir votre plage horaire suivra au début du mois de novembre.</p>
<p>Nous vous rappelons que la photo scolaire de reprise aura lieu le 4&nbsp;novembre.</p>
<p>Bonne fin de semaine!</p>
<p>Martine Gauthier, directrice<br>École des Grands-Pins<br>1040, rue Saint-Laurent, Saint-Eustache (Québec) J7P&nbsp;4Y6<br>Secrétariat&nbsp;: 450&nbsp;974-7012</p>
<p style="font-size:11px;color:#777;">Vous recevez ce message parce que vous êtes inscrit comme parent d'un élève de l'école. Pour modifier vos préférences de communication, rendez-vous dans le Portail Parents.</p>
</body></html>`,
  },
  {
    family: "ecole-des-grands-pins",
    group: "regional",
    lang: "fr",
    kind: "absence-notice",
    code: null,
    link: null,
    from: "Absences – École des Grands-Pins <absences.grandspins@cssmillerivieres.example>",
    to: MARC,
    subject: "Absence non motivée – Léa Bouchard – 27 octobre 2026",
    date: d("2026-10-27 09:47:36"),
    text: `Bonjour,

Nous avons constaté l'absence de votre enfant Léa Bouchard (groupe 201) ce matin, le mardi 27 octobre 2026, sans avoir reçu de motif.

Si l'absence est prévue, veuillez la motiver en téléphonant à la boîte vocale des absences au 450 974-7012, option 1, ou en écrivant directement à cette adresse.

Si votre enfant devait être à l'école, communiquez avec le secrétariat immédiatement.

Merci,
Le secrétariat
École des Grands-Pins

Ce message est généré automatiquement par le système de prise des présences.`,
    html: null,
  },
  // ---------------------------------------------------------------- Hydrolac Énergie (electric utility)
  {
    family: "hydrolac-energie",
    group: "regional",
    lang: "fr",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Hydrolac Énergie <facture@hydrolac.example>",
    to: MARC,
    subject: "Votre facture d'électricité est prête",
    date: d("2026-09-30 04:20:10"),
    enc: "qp",
    text: `Votre facture est prête.

Bonjour Marc Bouchard,

Contrat : 6 4020 0458
Adresse de consommation : 87, rue des Mésanges, Blainville
Période : du 29 juillet au 28 septembre 2026 (62 jours)

Montant à payer : 142,37 $
Date limite de paiement : 21 octobre 2026

Vous êtes inscrit au Mode de versements égaux. Aucun paiement supplémentaire n'est requis si vos versements sont à jour.

Consultez le détail de votre facture dans votre Espace client : https://client.hydrolac.example/factures

Hydrolac Énergie
Service à la clientèle : 1 888 385-7252`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#e9eef2;">
<div style="display:none;font-size:1px;color:#e9eef2;">Montant à payer : 142,37 $ – date limite : 21 octobre 2026</div>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:20px 30px;background:#003e7e;"><img src="https://client.hydrolac.example/courriels/img/hydrolac-logo-blanc.png" width="150" alt="Hydrolac Énergie"></td></tr>
<tr><td style="padding:28px 30px 6px 30px;font-size:24px;color:#003e7e;font-weight:bold;">Votre facture est prête.</td></tr>
<tr><td style="padding:6px 30px;font-size:15px;line-height:22px;color:#333;">Bonjour Marc Bouchard,</td></tr>
<tr><td style="padding:12px 30px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;color:#333;border:1px solid #d6dee6;">
<tr><td style="color:#66737f;">Contrat</td><td align="right">6 4020 0458</td></tr>
<tr><td style="color:#66737f;border-top:1px solid #d6dee6;">Adresse de consommation</td><td align="right" style="border-top:1px solid #d6dee6;">87, rue des Mésanges, Blainville</td></tr>
<tr><td style="color:#66737f;border-top:1px solid #d6dee6;">Période</td><td align="right" style="border-top:1px solid #d6dee6;">du 29 juillet au 28 septembre 2026 (62 jours)</td></tr>
<tr><td style="border-top:1px solid #d6dee6;font-weight:bold;">Montant à payer</td><td align="right" style="border-top:1px solid #d6dee6;font-size:20px;font-weight:bold;color:#003e7e;">142,37&nbsp;$</td></tr>
<tr><td style="color:#66737f;border-top:1px solid #d6dee6;">Date limite de paiement</td><td align="right" style="border-top:1px solid #d6dee6;">21 octobre 2026</td></tr>
</table></td></tr>
<tr><td style="padding:10px 30px;font-size:14px;line-height:21px;color:#333;">Vous êtes inscrit au Mode de versements égaux. Aucun paiement supplémentaire n'est requis si vos versements sont à jour.</td></tr>
<tr><td style="padding:14px 30px 28px 30px;"><a href="https://client.hydrolac.example/factures?utm_source=courriel&amp;utm_medium=facture&amp;utm_campaign=fact-2026-09" style="background:#f5a800;color:#002a55;font-weight:bold;text-decoration:none;padding:12px 24px;display:inline-block;">Voir ma facture</a></td></tr>
<tr><td style="padding:18px 30px;background:#f3f6f8;font-size:11px;line-height:17px;color:#66737f;">Service à la clientèle&nbsp;: 1&nbsp;888&nbsp;385-7252 · <a href="https://www.hydrolac.example/pannes" style="color:#003e7e;">Info-pannes</a> · <a href="https://www.hydrolac.example/confidentialite" style="color:#003e7e;">Confidentialité</a><br>Vous recevez ce courriel parce que vous êtes inscrit à la facture électronique. © Hydrolac Énergie 2026</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "hydrolac-energie",
    group: "regional",
    lang: "fr",
    kind: "email-change-confirm",
    code: null,
    link:
      "https://client.hydrolac.example/profil/courriel/valider?t=eyJjIjoiNjQwMjAwNDU4IiwibiI6IjM5MSJ9.Vx0mA4&src=mail",
    from: "Hydrolac Énergie <espaceclient@hydrolac.example>",
    to: MARC,
    subject: "Validez votre nouvelle adresse courriel",
    date: d("2026-10-11 17:55:29"),
    text: `Bonjour,

Vous avez demandé de remplacer l'adresse courriel associée à votre Espace client Hydrolac (contrat 6 4020 0458).

Pour valider cette nouvelle adresse, cliquez sur le lien suivant :
https://client.hydrolac.example/profil/courriel/valider?t=eyJjIjoiNjQwMjAwNDU4IiwibiI6IjM5MSJ9.Vx0mA4&src=mail

Tant que vous ne l'aurez pas validée, vos factures et avis continueront d'être envoyés à votre ancienne adresse.

Le lien expire dans 24 heures.

Hydrolac Énergie
1 888 385-7252`,
    html: `<html><body style="margin:0;background:#e9eef2;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 30px;background:#003e7e;"><img src="https://client.hydrolac.example/courriels/img/hydrolac-logo-blanc.png" width="150" alt="Hydrolac Énergie"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;line-height:22px;color:#333;">
<p>Bonjour,</p>
<p>Vous avez demandé de remplacer l'adresse courriel associée à votre Espace client Hydrolac (contrat 6&nbsp;4020&nbsp;0458).</p>
<p>Pour valider cette nouvelle adresse, cliquez sur le bouton ci-dessous.</p>
<p><a href="https://client.hydrolac.example/profil/courriel/valider?t=eyJjIjoiNjQwMjAwNDU4IiwibiI6IjM5MSJ9.Vx0mA4&amp;src=mail" style="background:#f5a800;color:#002a55;font-weight:bold;text-decoration:none;padding:12px 24px;display:inline-block;">Valider mon adresse</a></p>
<p>Tant que vous ne l'aurez pas validée, vos factures et avis continueront d'être envoyés à votre ancienne adresse. Le lien expire dans 24&nbsp;heures.</p>
</td></tr>
<tr><td style="padding:18px 30px;background:#f3f6f8;font-size:11px;color:#66737f;">1&nbsp;888&nbsp;385-7252 · <a href="https://www.hydrolac.example/confidentialite" style="color:#003e7e;">Confidentialité</a> · © Hydrolac Énergie 2026</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "hydrolac-energie",
    group: "regional",
    lang: "en",
    kind: "outage-notice",
    code: null,
    link: null,
    from: "Hydrolac Energy <outages-pannes@hydrolac.example>",
    to: MARC,
    subject: "Planned service interruption on November 17",
    date: d("2026-11-09 13:02:47"),
    enc: "b64",
    text: `Planned interruption at 87 des Mésanges Street, Blainville

To carry out maintenance work on our network, we will need to interrupt power to your address:

Tuesday, November 17, 2026, from 9:00 a.m. to approximately 1:00 p.m.
If the weather is bad, the work will be postponed to Wednesday, November 18, at the same time.

Before the interruption, unplug sensitive electronic equipment. If someone in your home uses medical equipment that needs electricity, call us at 1-888-385-7252.

Follow the work in real time: https://www.hydrolac.example/en/outages

Hydrolac Energy`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#333;">
<table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 0;border-bottom:3px solid #f5a800;"><img src="https://client.hydrolac.example/courriels/img/hydrolac-logo.png" width="150" alt="Hydrolac Energy"></td></tr>
<tr><td style="padding:22px 0 6px 0;font-size:20px;color:#003e7e;font-weight:bold;">Planned interruption at 87 des Mésanges Street, Blainville</td></tr>
<tr><td style="font-size:15px;line-height:22px;">
<p>To carry out maintenance work on our network, we will need to interrupt power to your address:</p>
<table cellpadding="12" cellspacing="0" width="100%" style="background:#fff6dd;font-size:15px;"><tr><td><b>Tuesday, November 17, 2026</b><br>from 9:00 a.m. to approximately 1:00 p.m.</td></tr></table>
<p style="font-size:13px;color:#666;">If the weather is bad, the work will be postponed to Wednesday, November 18, at the same time.</p>
<p>Before the interruption, unplug sensitive electronic equipment. If someone in your home uses medical equipment that needs electricity, call us at 1-888-385-7252.</p>
<p><a href="https://www.hydrolac.example/en/outages" style="color:#003e7e;">Follow the work in real time</a></p>
</td></tr>
<tr><td style="padding:16px 0;font-size:11px;color:#66737f;border-top:1px solid #d6dee6;">Hydrolac Energy · <a href="https://www.hydrolac.example/en/privacy" style="color:#003e7e;">Privacy</a></td></tr>
</table></body></html>`,
  },
  // ---------------------------------------------------------------- Vallonet (internet provider)
  {
    family: "vallonet-telecom",
    group: "regional",
    lang: "fr",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Vallonet <facturation@vallonet.example>",
    to: JULIE,
    subject: "Votre facture Vallonet d'octobre – 96,59 $",
    date: d("2026-10-08 06:45:00"),
    text: `Bonjour Julie,

Votre facture Vallonet est disponible.

Numéro de compte : 88 213 504 7
Date de facturation : 8 octobre 2026

Internet Fibre 500 ............ 75,00 $
Location du routeur Wi-Fi 7 ...  8,00 $
Ligne résidentielle ........... 1,00 $ (rabais groupé appliqué)
TPS (5 %) ..................... 4,20 $
TVQ (9,975 %) ................. 8,39 $
Total ......................... 96,59 $

Le montant sera prélevé automatiquement le 22 octobre sur la carte se terminant par 4410.

Gérez votre compte : https://moncompte.vallonet.example
Vallonet inc., 300, boulevard Curé-Labelle, Sainte-Thérèse (Québec) J7E 2X7
1 866 555-0193`,
    html: `<html><body style="margin:0;background:#1b1b2f;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#1b1b2f;"><tr><td align="center" style="padding:24px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;color:#1b1b2f;border-radius:10px;">
<tr><td style="padding:24px 28px 10px 28px;"><img src="https://static.vallonet.example/mail/vallonet-logo.png" alt="vallonet" width="130"></td></tr>
<tr><td style="padding:8px 28px;font-size:22px;font-weight:bold;">Votre facture est disponible</td></tr>
<tr><td style="padding:4px 28px 14px 28px;font-size:14px;color:#555;">Compte 88&nbsp;213&nbsp;504&nbsp;7 · Facturée le 8 octobre 2026</td></tr>
<tr><td style="padding:0 28px;">
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;">
<tr><td>Internet Fibre 500</td><td align="right">75,00&nbsp;$</td></tr>
<tr><td>Location du routeur Wi-Fi&nbsp;7</td><td align="right">8,00&nbsp;$</td></tr>
<tr><td>Ligne résidentielle <span style="color:#2e8b57;">(rabais groupé appliqué)</span></td><td align="right">1,00&nbsp;$</td></tr>
<tr><td style="color:#777;">TPS (5&nbsp;%)</td><td align="right" style="color:#777;">4,20&nbsp;$</td></tr>
<tr><td style="color:#777;">TVQ (9,975&nbsp;%)</td><td align="right" style="color:#777;">8,39&nbsp;$</td></tr>
<tr><td style="border-top:2px solid #1b1b2f;font-weight:bold;font-size:16px;">Total</td><td align="right" style="border-top:2px solid #1b1b2f;font-weight:bold;font-size:16px;">96,59&nbsp;$</td></tr>
</table></td></tr>
<tr><td style="padding:14px 28px;font-size:14px;">Le montant sera prélevé automatiquement le 22&nbsp;octobre sur la carte se terminant par 4410.</td></tr>
<tr><td style="padding:6px 28px 26px 28px;"><a href="https://moncompte.vallonet.example/facture/2026-10?cid=em_fact" style="background:#6c3cf0;color:#fff;text-decoration:none;padding:11px 22px;border-radius:22px;display:inline-block;">Voir le détail</a></td></tr>
<tr><td style="padding:16px 28px;font-size:11px;line-height:16px;color:#888;border-top:1px solid #eee;">Vallonet inc., 300, boulevard Curé-Labelle, Sainte-Thérèse (Québec) J7E&nbsp;2X7 · 1&nbsp;866&nbsp;555-0193<br><a href="https://www.vallonet.example/confidentialite" style="color:#6c3cf0;">Confidentialité</a> · <a href="https://www.vallonet.example/soutien" style="color:#6c3cf0;">Soutien</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "vallonet-telecom",
    group: "regional",
    lang: "en",
    kind: "technician-reminder",
    code: null,
    link: null,
    from: "Vallonet <rendezvous@vallonet.example>",
    to: JULIE,
    subject: "Reminder: your Vallonet technician visit is Saturday",
    date: d("2026-10-22 17:30:12"),
    enc: "qp",
    text: `Hi Julie,

Your technician visit is coming up.

When: Saturday, October 24, 2026, between 8:00 a.m. and 12:00 p.m.
Where: 87 des Mésanges Street, Blainville, QC J7C 4K1
Work order: WO-5530178
Reason: Wi-Fi 7 router installation and signal check

An adult (18+) must be present for the whole visit. Please make sure the technician can reach the room where your fibre terminal is installed.

Need to change the time? Reply STOP to the text reminder or call 1-866-555-0193 at least 24 hours in advance.

The Vallonet team`,
    html: `<html><body style="margin:0;background:#f4f2fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;color:#1b1b2f;border-radius:10px;">
<tr><td style="padding:22px 26px 8px 26px;"><img src="https://static.vallonet.example/mail/vallonet-logo.png" alt="vallonet" width="120"></td></tr>
<tr><td style="padding:6px 26px;font-size:15px;line-height:22px;">Hi Julie,<br>Your technician visit is coming up.</td></tr>
<tr><td style="padding:10px 26px;">
<table width="100%" cellpadding="10" cellspacing="0" style="background:#f4f2fb;border-radius:8px;font-size:14px;">
<tr><td width="30%"><b>When</b></td><td>Saturday, October 24, 2026, between 8:00 a.m. and 12:00 p.m.</td></tr>
<tr><td><b>Where</b></td><td>87 des Mésanges Street, Blainville, QC J7C&nbsp;4K1</td></tr>
<tr><td><b>Work order</b></td><td>WO-5530178</td></tr>
<tr><td><b>Reason</b></td><td>Wi-Fi 7 router installation and signal check</td></tr>
</table></td></tr>
<tr><td style="padding:10px 26px 24px 26px;font-size:14px;line-height:21px;">An adult (18+) must be present for the whole visit. Please make sure the technician can reach the room where your fibre terminal is installed.<br><br>Need to change the time? Call <a href="tel:18665550193" style="color:#6c3cf0;">1-866-555-0193</a> at least 24 hours in advance.</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#888;border-top:1px solid #eee;">Vallonet inc. · <a href="https://www.vallonet.example/en/privacy" style="color:#6c3cf0;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "vallonet-telecom",
    group: "regional",
    lang: "fr",
    kind: "verification-code",
    code: "82-4617",
    code_digits: "824617",
    link: null,
    from: "Vallonet <securite@vallonet.example>",
    to: JULIE,
    subject: "82-4617 est votre code Vallonet",
    date: d("2026-11-05 20:11:38"),
    text: `Votre code de vérification Mon compte Vallonet est :

82-4617

Entrez-le pour confirmer qu'il s'agit bien de vous. Il expire dans 10 minutes.

Un agent de Vallonet ne vous demandera jamais ce code.

Vallonet inc. – https://www.vallonet.example/confidentialite`,
    html: `<html><body style="background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;color:#1b1b2f;">
<div style="max-width:480px;margin:30px auto;">
<img src="https://static.vallonet.example/mail/vallonet-logo.png" alt="vallonet" width="110">
<p style="font-size:15px;margin-top:26px;">Votre code de vérification Mon compte Vallonet est&nbsp;:</p>
<p style="font-size:36px;font-weight:bold;color:#6c3cf0;margin:10px 0 20px 0;">82-4617</p>
<p style="font-size:14px;">Entrez-le pour confirmer qu'il s'agit bien de vous. Il expire dans 10&nbsp;minutes.</p>
<p style="font-size:12px;color:#888;">Un agent de Vallonet ne vous demandera jamais ce code.</p>
<p style="font-size:11px;color:#aaa;border-top:1px solid #eee;padding-top:10px;">Vallonet inc. · <a href="https://www.vallonet.example/confidentialite" style="color:#6c3cf0;">Confidentialité</a></p>
</div></body></html>`,
  },
  // ---------------------------------------------------------------- Quincaillerie Beaulac (hardware store)
  {
    family: "quincaillerie-beaulac",
    group: "regional",
    lang: "fr",
    kind: "order-ready",
    code: null,
    link: null,
    from: "Quincaillerie Beaulac <commandes@beaulac.example>",
    to: MARC,
    subject: "Votre commande BL-2210488 est prête pour la cueillette",
    date: d("2026-09-26 11:08:43"),
    enc: "b64",
    text: `Bonne nouvelle, Marc!

Votre commande BL-2210488 est prête à être ramassée au comptoir de cueillette de la Quincaillerie Beaulac de Blainville (1190, boulevard du Curé-Labelle).

Articles :
- Grattoir à neige télescopique 60 po (x2) ... 39,98 $
- Sel de déglaçage écologique 20 kg (x3) ........................ 44,97 $
- Coupe-froid en mousse 3/8 po x 17 pi (x4) ...................... 27,96 $
Sous-total : 112,91 $ · Taxes : 16,93 $ · Total payé : 129,84 $

Heures du comptoir : lundi au vendredi de 7 h à 21 h, samedi et dimanche de 8 h à 18 h.
Présentez une pièce d'identité et ce courriel (ou votre numéro de commande). Nous conservons votre commande pendant 7 jours.

Merci de magasiner chez Beaulac!
Quincaillerie Beaulac – 450 435-6620`,
    html: `<html><body style="margin:0;background:#efefef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 8px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#222;">
<tr><td style="background:#d62a1e;padding:14px 24px;"><img src="https://media.beaulac.example/courriel/beaulac-logo.png" alt="Quincaillerie Beaulac" width="170"></td></tr>
<tr><td style="padding:24px;font-size:22px;font-weight:bold;">Bonne nouvelle, Marc!<br><span style="font-size:16px;font-weight:normal;">Votre commande <b>BL-2210488</b> est prête à être ramassée.</span></td></tr>
<tr><td style="padding:0 24px 14px 24px;font-size:14px;">Comptoir de cueillette – Quincaillerie Beaulac de Blainville<br>1190, boulevard du Curé-Labelle</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border-top:1px solid #ddd;">
<tr><td width="70"><img src="https://media.beaulac.example/produits/058-2231-1_t.jpg" width="60" alt=""></td><td>Grattoir à neige télescopique 60&nbsp;po<br><span style="color:#888;">Qté&nbsp;: 2</span></td><td align="right">39,98&nbsp;$</td></tr>
<tr><td><img src="https://media.beaulac.example/produits/117-0905-3_t.jpg" width="60" alt=""></td><td>Sel de déglaçage écologique 20&nbsp;kg<br><span style="color:#888;">Qté&nbsp;: 3</span></td><td align="right">44,97&nbsp;$</td></tr>
<tr><td><img src="https://media.beaulac.example/produits/024-6618-0_t.jpg" width="60" alt=""></td><td>Coupe-froid en mousse 3/8&nbsp;po x 17&nbsp;pi<br><span style="color:#888;">Qté&nbsp;: 4</span></td><td align="right">27,96&nbsp;$</td></tr>
<tr><td></td><td align="right" style="border-top:1px solid #ddd;">Sous-total<br>Taxes<br><b>Total payé</b></td><td align="right" style="border-top:1px solid #ddd;">112,91&nbsp;$<br>16,93&nbsp;$<br><b>129,84&nbsp;$</b></td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;font-size:13px;line-height:19px;background:#fafafa;">Heures du comptoir&nbsp;: lundi au vendredi de 7&nbsp;h à 21&nbsp;h, samedi et dimanche de 8&nbsp;h à 18&nbsp;h.<br>Présentez une pièce d'identité et ce courriel (ou votre numéro de commande). Nous conservons votre commande pendant 7&nbsp;jours.</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#777;">Quincaillerie Beaulac · 450&nbsp;435-6620 · <a href="https://www.beaulac.example/magasins/blainville" style="color:#d62a1e;">Itinéraire</a> · <a href="https://www.beaulac.example/politique-retours" style="color:#d62a1e;">Politique de retour</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "quincaillerie-beaulac",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Beaulac <infolettre@beaulac.example>",
    to: MARC,
    subject: "❄️ Prêt pour l'hiver? 15 % sur les souffleuses ce week-end",
    date: d("2026-11-06 07:00:00"),
    enc: "qp",
    text: `Prêt pour l'hiver?

Du vendredi 6 au dimanche 8 novembre seulement : 15 % de rabais sur toutes les souffleuses à neige en magasin et en ligne avec le code HIVER15.

Aussi cette semaine :
- Abri d'auto 11 x 20 pi : 349,99 $ (rég. 429,99 $)
- Pelle ergonomique 18 po : 24,99 $
- Ampoules DEL de Noël, boîte de 100 : 2 pour 30 $

Membres Beaulac Plus : doublez vos points sur les achats de 100 $ et plus.

Voir toutes les offres : https://www.beaulac.example/circulaire?utm_source=infolettre&utm_campaign=hiver-s45

Prix en vigueur jusqu'à épuisement des stocks. Détails en magasin.
Se désabonner : https://www.beaulac.example/preferences/desabonnement?e=bWFyYy5ib3VjaGFyZDc4
Quincaillerie Beaulac, 1190, boulevard du Curé-Labelle, Blainville (Québec) J7C 2M6`,
    html: `<html><body style="margin:0;background:#dde6ee;">
<div style="display:none;max-height:0;overflow:hidden;">Code HIVER15 · Abri d'auto à 349,99 $ · Doublez vos points</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="640" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;">
<tr><td align="center" style="background:#d62a1e;padding:12px;"><img src="https://media.beaulac.example/courriel/beaulac-logo.png" alt="Quincaillerie Beaulac" width="160"></td></tr>
<tr><td><a href="https://clic.beaulac.example/r/hiver-s45/hero?u=mb78"><img src="https://media.beaulac.example/infolettre/2026-s45/hero-souffleuses.jpg" width="640" alt="15 % sur les souffleuses à neige avec le code HIVER15" style="display:block;"></a></td></tr>
<tr><td align="center" style="padding:20px;font-size:15px;color:#222;">Du vendredi 6 au dimanche 8 novembre seulement&nbsp;: <b>15&nbsp;%</b> de rabais sur toutes les souffleuses à neige, en magasin et en ligne, avec le code <b style="background:#fff2a8;padding:2px 6px;">HIVER15</b>.</td></tr>
<tr><td><table width="100%" cellpadding="10" cellspacing="0"><tr>
<td width="33%" align="center" style="font-size:13px;"><img src="https://media.beaulac.example/infolettre/2026-s45/abri.jpg" width="180" alt="Abri d'auto"><br>Abri d'auto 11&nbsp;x&nbsp;20&nbsp;pi<br><b style="color:#d62a1e;font-size:18px;">349,99&nbsp;$</b><br><s>429,99&nbsp;$</s></td>
<td width="33%" align="center" style="font-size:13px;"><img src="https://media.beaulac.example/infolettre/2026-s45/pelle.jpg" width="180" alt="Pelle"><br>Pelle ergonomique 18&nbsp;po<br><b style="color:#d62a1e;font-size:18px;">24,99&nbsp;$</b></td>
<td width="33%" align="center" style="font-size:13px;"><img src="https://media.beaulac.example/infolettre/2026-s45/del.jpg" width="180" alt="Ampoules DEL"><br>Ampoules DEL de Noël, boîte de 100<br><b style="color:#d62a1e;font-size:18px;">2 pour 30&nbsp;$</b></td>
</tr></table></td></tr>
<tr><td align="center" style="padding:14px;background:#222;color:#fff;font-size:14px;">Membres Beaulac Plus&nbsp;: doublez vos points sur les achats de 100&nbsp;$ et plus.</td></tr>
<tr><td align="center" style="padding:20px;"><a href="https://clic.beaulac.example/r/hiver-s45/cta?u=mb78" style="background:#d62a1e;color:#fff;padding:12px 30px;text-decoration:none;font-weight:bold;">Voir toutes les offres</a></td></tr>
<tr><td style="padding:16px 24px;font-size:10px;color:#777;line-height:15px;">Prix en vigueur jusqu'à épuisement des stocks. Détails en magasin.<br>Quincaillerie Beaulac, 1190, boulevard du Curé-Labelle, Blainville (Québec) J7C&nbsp;2M6<br><a href="https://www.beaulac.example/preferences/desabonnement?e=bWFyYy5ib3VjaGFyZDc4" style="color:#777;">Se désabonner</a> · <a href="https://www.facebook.com/quincailleriebeaulac" style="color:#777;">Facebook</a> · <a href="https://www.instagram.com/beaulac.quinc" style="color:#777;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "quincaillerie-beaulac",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://clic.beaulac.example/ls/click?upn=u001.Hk3mPq9ZrVvT2xWnL8aF-2BcYt4e&dest=account-verify",
    from: "Beaulac Hardware <no-reply@beaulac.example>",
    to: JULIE,
    subject: "Confirm your email to activate your Beaulac account",
    date: d("2026-10-17 14:40:21"),
    text: `Welcome to Beaulac, Julie!

You're one step away. Confirm your email address to activate your online account and link your Beaulac Plus card (•••• 7753):

https://clic.beaulac.example/ls/click?upn=u001.Hk3mPq9ZrVvT2xWnL8aF-2BcYt4e&dest=account-verify

Once your account is active you can track orders, book curbside pickup and see your points balance.

This link expires in 7 days. If you didn't create an account, ignore this message.

Beaulac Hardware
1190 Curé-Labelle Blvd., Blainville, QC J7C 2M6`,
    html: `<html><body style="margin:0;background:#efefef;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#d62a1e;padding:14px 24px;"><img src="https://media.beaulac.example/courriel/beaulac-logo-en.png" alt="Beaulac Hardware" width="160"></td></tr>
<tr><td style="padding:26px 24px 6px 24px;font-size:22px;font-weight:bold;color:#222;">Welcome to Beaulac, Julie!</td></tr>
<tr><td style="padding:6px 24px;font-size:15px;line-height:22px;color:#333;">You're one step away. Confirm your email address to activate your online account and link your Beaulac Plus card (•••• 7753).</td></tr>
<tr><td style="padding:20px 24px;"><a href="https://clic.beaulac.example/ls/click?upn=u001.Hk3mPq9ZrVvT2xWnL8aF-2BcYt4e&amp;dest=account-verify" style="background:#222;color:#fff;padding:13px 28px;text-decoration:none;font-weight:bold;display:inline-block;">Confirm my email</a></td></tr>
<tr><td style="padding:0 24px 20px 24px;font-size:14px;line-height:21px;color:#333;">Once your account is active you can track orders, book curbside pickup and see your points balance.<br><br><span style="color:#777;font-size:12px;">This link expires in 7 days. If you didn't create an account, ignore this message.</span></td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#777;background:#fafafa;">Beaulac Hardware · 1190 Curé-Labelle Blvd., Blainville, QC J7C&nbsp;2M6 · <a href="https://www.beaulac.example/en/privacy" style="color:#d62a1e;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- Cabas Frais (grocery delivery)
  {
    family: "cabas-frais",
    group: "consumer",
    lang: "fr",
    kind: "signup-code",
    code: "6208",
    link: null,
    from: "Cabas Frais <bonjour@cabasfrais.example>",
    to: JULIE,
    subject: "6208 – votre code Cabas Frais",
    date: d("2026-09-19 18:26:05"),
    text: `Bienvenue chez Cabas Frais!

Entrez ce code dans l'application pour confirmer votre adresse courriel :

6208

Il est valide pendant 30 minutes.

Cabas Frais – l'épicerie du Québec livrée chez vous
Vous n'avez pas créé de compte? Ignorez ce courriel.`,
    html:
      `<!DOCTYPE html><html><head><meta charset="utf-8"><style>@media (max-width:480px){.c{width:100%!important}}</style></head>
<body style="margin:0;background:#f3f8ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 10px;">
<table class="c" width="440" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px;font-family:Verdana,sans-serif;color:#233020;">
<tr><td align="center" style="padding:28px 20px 6px 20px;"><img src="https://img.cabasfrais.example/e/logo-cabas.png" width="120" alt="Cabas Frais"></td></tr>
<tr><td align="center" style="padding:8px 24px;font-size:18px;font-weight:bold;">Bienvenue chez Cabas Frais!</td></tr>
<tr><td align="center" style="padding:4px 24px 16px 24px;font-size:14px;">Entrez ce code dans l'application pour confirmer votre adresse courriel&nbsp;:</td></tr>
<tr><td align="center" style="padding:0 24px 16px 24px;">
<table cellpadding="0" cellspacing="8"><tr>
<td style="background:#e3f1d9;border-radius:8px;width:46px;height:56px;text-align:center;font-size:30px;font-weight:bold;color:#3f7d20;">6</td>
<td style="background:#e3f1d9;border-radius:8px;width:46px;height:56px;text-align:center;font-size:30px;font-weight:bold;color:#3f7d20;">2</td>
<td style="background:#e3f1d9;border-radius:8px;width:46px;height:56px;text-align:center;font-size:30px;font-weight:bold;color:#3f7d20;">0</td>
<td style="background:#e3f1d9;border-radius:8px;width:46px;height:56px;text-align:center;font-size:30px;font-weight:bold;color:#3f7d20;">8</td>
</tr></table></td></tr>
<tr><td align="center" style="padding:0 24px 26px 24px;font-size:12px;color:#6b7a66;">Il est valide pendant 30&nbsp;minutes.<br>Vous n'avez pas créé de compte? Ignorez ce courriel.</td></tr>
</table>
<p style="font-family:Verdana,sans-serif;font-size:10px;color:#8a9885;">Cabas Frais inc. · 5600, rue Ferrier, Montréal (Québec) H4P&nbsp;1M7 · <a href="https://cabasfrais.example/confidentialite" style="color:#8a9885;">Confidentialité</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "cabas-frais",
    group: "consumer",
    lang: "fr",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Cabas Frais <commandes@cabasfrais.example>",
    to: JULIE,
    subject: "Commande n° 40-775-1932 confirmée – livraison jeudi",
    date: d("2026-10-06 21:48:33"),
    enc: "b64",
    text: `Merci Julie, votre commande est confirmée!

Commande n° 40-775-1932
Livraison : jeudi 8 octobre 2026, entre 17 h et 19 h
Adresse : 87, rue des Mésanges, Blainville J7C 4K1

32 articles
Sous-total : 187,43 $
Frais de livraison : 0,00 $ (Cabas+)
Frais de sacs : 0,50 $
Taxes : 6,12 $
Total estimé : 194,05 $

Le montant final sera ajusté selon le poids des fruits, légumes et viandes. Vous pouvez modifier votre commande jusqu'au mercredi 7 octobre à 23 h 59.

Cabas Frais – 1 855 222-6722`,
    html: `<html><body style="margin:0;background:#f3f8ef;font-family:Verdana,sans-serif;color:#233020;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;">
<tr><td style="padding:20px 24px;"><img src="https://img.cabasfrais.example/e/logo-cabas.png" width="110" alt="Cabas Frais"></td></tr>
<tr><td style="padding:0 24px;font-size:20px;font-weight:bold;">Merci Julie, votre commande est confirmée!</td></tr>
<tr><td style="padding:16px 24px;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#e3f1d9;border-radius:10px;"><tr><td style="padding:14px;font-size:14px;line-height:21px;">
<b>Commande n° 40-775-1932</b><br>Livraison&nbsp;: jeudi 8 octobre 2026, entre 17&nbsp;h et 19&nbsp;h<br>87, rue des Mésanges, Blainville J7C&nbsp;4K1</td></tr></table></td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td>32 articles – sous-total</td><td align="right">187,43&nbsp;$</td></tr>
<tr><td>Frais de livraison <span style="color:#3f7d20;">(Cabas+)</span></td><td align="right">0,00&nbsp;$</td></tr>
<tr><td>Frais de sacs</td><td align="right">0,50&nbsp;$</td></tr>
<tr><td>Taxes</td><td align="right">6,12&nbsp;$</td></tr>
<tr><td style="border-top:1px solid #ccd9c4;"><b>Total estimé</b></td><td align="right" style="border-top:1px solid #ccd9c4;"><b>194,05&nbsp;$</b></td></tr>
</table></td></tr>
<tr><td style="padding:14px 24px;font-size:12px;color:#6b7a66;line-height:18px;">Le montant final sera ajusté selon le poids des fruits, légumes et viandes. Vous pouvez modifier votre commande jusqu'au mercredi 7 octobre à 23&nbsp;h&nbsp;59.</td></tr>
<tr><td style="padding:6px 24px 22px 24px;"><a href="https://cabasfrais.example/compte/commandes/40-775-1932" style="color:#3f7d20;font-weight:bold;">Modifier ma commande</a></td></tr>
<tr><td style="padding:14px 24px;font-size:10px;color:#8a9885;border-top:1px solid #eef3ea;">Cabas Frais inc. · 1&nbsp;855&nbsp;222-6722 · <a href="https://cabasfrais.example/aide" style="color:#8a9885;">Aide</a> · <a href="https://cabasfrais.example/confidentialite" style="color:#8a9885;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "cabas-frais",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://cabasfrais.example/household/join?invite=hh_9RkT4wLp2Zc&utm_source=email&utm_medium=transactional",
    from: "Cabas Frais <hello@cabasfrais.example>",
    to: MARC,
    subject: "Julie invited you to her Cabas Frais household",
    date: d("2026-10-13 08:12:57"),
    text: `Hi Marc,

Julie Tremblay has invited you to join her Cabas Frais household.

Household members share the same delivery address, Cabas+ membership and payment card, and can add items to the weekly order together.

Accept the invitation:
https://cabasfrais.example/household/join?invite=hh_9RkT4wLp2Zc&utm_source=email&utm_medium=transactional

The invitation expires on October 20, 2026. If you don't know Julie, you can ignore this email.

Cabas Frais Inc., 5600 Ferrier Street, Montreal, QC H4P 1M7
Privacy: https://cabasfrais.example/en/privacy`,
    html: `<html><body style="margin:0;background:#f3f8ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;font-family:Verdana,sans-serif;color:#233020;">
<tr><td align="center" style="padding:26px 20px 10px 20px;"><img src="https://img.cabasfrais.example/e/household.png" width="96" height="96" alt=""></td></tr>
<tr><td align="center" style="padding:4px 30px;font-size:19px;font-weight:bold;">Julie invited you to her household</td></tr>
<tr><td style="padding:12px 34px;font-size:14px;line-height:21px;">Hi Marc,<br><br><b>Julie Tremblay</b> has invited you to join her Cabas Frais household. Household members share the same delivery address, Cabas+ membership and payment card, and can add items to the weekly order together.</td></tr>
<tr><td align="center" style="padding:14px 30px 10px 30px;"><a href="https://cabasfrais.example/household/join?invite=hh_9RkT4wLp2Zc&amp;utm_source=email&amp;utm_medium=transactional" style="background:#3f7d20;color:#fff;text-decoration:none;font-weight:bold;padding:13px 30px;border-radius:26px;display:inline-block;">Join the household</a></td></tr>
<tr><td align="center" style="padding:8px 30px 26px 30px;font-size:12px;color:#6b7a66;">The invitation expires on October 20, 2026. If you don't know Julie, you can ignore this email.</td></tr>
</table>
<p style="font-family:Verdana,sans-serif;font-size:10px;color:#8a9885;">Cabas Frais Inc., 5600 Ferrier Street, Montreal, QC H4P&nbsp;1M7 · <a href="https://cabasfrais.example/en/privacy" style="color:#8a9885;">Privacy</a><br>
<a href="https://apps.apple.com/ca/app/cabas-frais/id1600000000"><img src="https://img.cabasfrais.example/e/badge-appstore-en.png" alt="Download on the App Store" width="110"></a> <a href="https://play.google.com/store/apps/details?id=ca.cabasfrais.app"><img src="https://img.cabasfrais.example/e/badge-googleplay-en.png" alt="Get it on Google Play" width="124"></a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "cabas-frais",
    group: "consumer",
    lang: "fr",
    kind: "delivery-update",
    code: null,
    link: null,
    from: "Cabas Frais <livraison@cabasfrais.example>",
    to: JULIE,
    subject: "Votre livreur est en route 🚚",
    date: d("2026-11-12 17:34:09"),
    text: `Votre livreur Jean-François est en route avec la commande n° 40-781-0566.

Arrivée prévue : entre 17 h 50 et 18 h 10.

7 articles ont été remplacés et 1 article était en rupture de stock (Yogourt grec nature 750 g, 5,49 $ remboursé). Consultez le détail dans l'application.

Les sacs réfrigérés peuvent être laissés à la porte si personne ne répond.

Cabas Frais`,
    html: `<html><body style="margin:0;font-family:Verdana,sans-serif;background:#ffffff;color:#233020;">
<div style="max-width:520px;margin:0 auto;padding:20px;">
<img src="https://img.cabasfrais.example/e/logo-cabas.png" width="100" alt="Cabas Frais">
<h2 style="font-size:19px;">Votre livreur Jean-François est en route</h2>
<p style="font-size:14px;">Commande n° 40-781-0566<br>Arrivée prévue&nbsp;: <b>entre 17&nbsp;h&nbsp;50 et 18&nbsp;h&nbsp;10</b></p>
<img src="https://img.cabasfrais.example/e/map-static?o=40-781-0566&amp;z=14" width="480" alt="Carte du trajet">
<p style="font-size:13px;">7&nbsp;articles ont été remplacés et 1&nbsp;article était en rupture de stock (Yogourt grec nature 750&nbsp;g, 5,49&nbsp;$ remboursé). <a href="https://cabasfrais.example/compte/commandes/40-781-0566" style="color:#3f7d20;">Voir le détail</a></p>
<p style="font-size:12px;color:#6b7a66;">Les sacs réfrigérés peuvent être laissés à la porte si personne ne répond.</p>
</div></body></html>`,
  },
  // ---------------------------------------------------------------- Boisvert Automobiles (dealership service)
  {
    family: "boisvert-automobiles",
    group: "regional",
    lang: "fr",
    kind: "confirm-service-request",
    code: null,
    link: "https://service.boisvertauto.example/rdv/confirmation?req=SV-20261019-0731&sig=4c0e7b19aa",
    from: "Service – Boisvert Automobiles <service@boisvertauto.example>",
    to: MARC,
    subject: "Demande de rendez-vous en atelier : confirmation requise",
    date: d("2026-10-19 12:31:24"),
    enc: "qp",
    text: `Bonjour Marc Bouchard,

Merci d'avoir utilisé notre prise de rendez-vous en ligne. Voici le résumé de votre demande :

Véhicule : 2021 RAV4 hybride – plaque F47 KJT
Kilométrage déclaré : 68 400 km
Travaux : changement des pneus (hiver), entretien 64 000 km
Date souhaitée : samedi 31 octobre 2026, 8 h 00 (dépôt du véhicule)
Voiture de courtoisie : non

Pour réserver cette plage, confirmez votre demande :
https://service.boisvertauto.example/rdv/confirmation?req=SV-20261019-0731&sig=4c0e7b19aa

Sans confirmation d'ici 24 heures, la demande sera annulée automatiquement.

Entreposage des pneus : vos pneus d'hiver sont entreposés chez nous (casier B-112).

Boisvert Automobiles – Service
3500, boulevard de la Grande-Allée, Boisbriand (Québec) J7H 1H5
450 979-4400, poste 2`,
    html: `<html><body style="margin:0;background:#e7e7e7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 6px;">
<table width="620" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;color:#1a1a1a;">
<tr><td style="background:#111;padding:16px 24px;"><table width="100%"><tr><td><img src="https://service.boisvertauto.example/img/boisvert-logo.png" alt="Boisvert Automobiles" width="190"></td><td align="right" style="color:#bbb;font-size:12px;">Service après-vente<br>450&nbsp;979-4400, poste 2</td></tr></table></td></tr>
<tr><td style="padding:24px 24px 4px 24px;font-size:15px;">Bonjour Marc Bouchard,</td></tr>
<tr><td style="padding:4px 24px 14px 24px;font-size:14px;line-height:21px;">Merci d'avoir utilisé notre prise de rendez-vous en ligne. Voici le résumé de votre demande&nbsp;:</td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #ddd;">
<tr><td width="40%" style="background:#f5f5f5;">Véhicule</td><td>2021 RAV4 hybride – plaque F47&nbsp;KJT</td></tr>
<tr><td style="background:#f5f5f5;">Kilométrage déclaré</td><td>68&nbsp;400&nbsp;km</td></tr>
<tr><td style="background:#f5f5f5;">Travaux</td><td>Changement des pneus (hiver), entretien 64&nbsp;000&nbsp;km</td></tr>
<tr><td style="background:#f5f5f5;">Date souhaitée</td><td>Samedi 31 octobre 2026, 8&nbsp;h&nbsp;00 (dépôt du véhicule)</td></tr>
<tr><td style="background:#f5f5f5;">Voiture de courtoisie</td><td>Non</td></tr>
</table></td></tr>
<tr><td align="center" style="padding:22px 24px;"><a href="https://service.boisvertauto.example/rdv/confirmation?req=SV-20261019-0731&amp;sig=4c0e7b19aa" style="background:#e01b24;color:#fff;font-weight:bold;text-decoration:none;padding:14px 32px;display:inline-block;">CONFIRMER MON RENDEZ-VOUS</a></td></tr>
<tr><td style="padding:0 24px 18px 24px;font-size:13px;color:#555;">Sans confirmation d'ici 24&nbsp;heures, la demande sera annulée automatiquement.<br>Entreposage des pneus&nbsp;: vos pneus d'hiver sont entreposés chez nous (casier B-112).</td></tr>
<tr><td style="padding:14px 24px;background:#f5f5f5;font-size:11px;color:#777;">Boisvert Automobiles · 3500, boulevard de la Grande-Allée, Boisbriand (Québec) J7H&nbsp;1H5 · <a href="https://www.boisvertauto.example/heures" style="color:#e01b24;">Heures d'ouverture</a> · <a href="https://www.boisvertauto.example/confidentialite" style="color:#e01b24;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "boisvert-automobiles",
    group: "regional",
    lang: "fr",
    kind: "service-reminder",
    code: null,
    link: null,
    from: "Boisvert Automobiles <service@boisvertauto.example>",
    to: MARC,
    subject: "Rappel : votre rendez-vous de samedi 8 h",
    date: d("2026-10-29 16:00:00"),
    text: `Bonjour Marc,

Petit rappel de votre rendez-vous au service :

Samedi 31 octobre 2026 à 8 h 00
RAV4 hybride 2021 (F47 KJT)
Changement des pneus (hiver) et entretien 64 000 km
Durée estimée : 2 h 30

Notre salon client offre le Wi-Fi et le café. Une navette peut vous reconduire dans un rayon de 10 km (à réserver à l'arrivée).

Pour déplacer votre rendez-vous : 450 979-4400, poste 2.

L'équipe du service
Boisvert Automobiles`,
    html: null,
  },
  {
    family: "boisvert-automobiles",
    group: "regional",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Boisvert Automobiles <facturation@boisvertauto.example>",
    to: MARC,
    subject: "Facture de service FS-118204 – Boisvert Automobiles",
    date: d("2026-10-31 11:42:17"),
    enc: "b64",
    text: `Bonjour Marc Bouchard,

Merci de votre visite. Vous trouverez ci-joint votre facture de service.

Facture : FS-118204
Bon de travail : BT-77651
Véhicule : 2021 RAV4 hybride, NIV ••••••••••••31288

Pose des pneus d'hiver et balancement ........ 119,95 $
Entretien 64 000 km (huile, filtre, inspection) 189,50 $
Lave-glace hiver ............................... 6,99 $
Entreposage pneus d'été (saison) .............. 79,95 $
TPS : 19,82 $ · TVQ : 39,54 $
Total payé (Visa •••• 9021) : 455,75 $

Prochain entretien recommandé : 72 000 km ou avril 2027.

Votre avis compte! Un court sondage vous sera envoyé dans quelques jours.

Boisvert Automobiles – Service
450 979-4400, poste 2`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a;">
<p><img src="https://service.boisvertauto.example/img/boisvert-logo-noir.png" alt="Boisvert Automobiles" width="170"></p>
<p>Bonjour Marc Bouchard,</p>
<p>Merci de votre visite. Vous trouverez ci-joint votre facture de service <b>FS-118204</b> (bon de travail BT-77651).</p>
<table cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #ddd;">
<tr><td>Pose des pneus d'hiver et balancement</td><td align="right">119,95&nbsp;$</td></tr>
<tr><td>Entretien 64&nbsp;000&nbsp;km (huile, filtre, inspection)</td><td align="right">189,50&nbsp;$</td></tr>
<tr><td>Lave-glace hiver</td><td align="right">6,99&nbsp;$</td></tr>
<tr><td>Entreposage pneus d'été (saison)</td><td align="right">79,95&nbsp;$</td></tr>
<tr><td>TPS / TVQ</td><td align="right">19,82&nbsp;$ / 39,54&nbsp;$</td></tr>
<tr><td><b>Total payé (Visa •••• 9021)</b></td><td align="right"><b>455,75&nbsp;$</b></td></tr>
</table>
<p>Prochain entretien recommandé&nbsp;: 72&nbsp;000&nbsp;km ou avril 2027.</p>
<p>Votre avis compte! Un court sondage vous sera envoyé dans quelques jours.</p>
<p style="color:#777;font-size:12px;">Boisvert Automobiles – Service · 450&nbsp;979-4400, poste 2 · <a href="https://www.boisvertauto.example/" style="color:#e01b24;">boisvertauto.example</a></p>
</body></html>`,
    attachment: [
      "FS-118204.pdf",
      "application/pdf",
      "%PDF-1.5\n% Boisvert Automobiles facture FS-118204\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ---------------------------------------------------------------- Mont Orignal (ski hill)
  {
    family: "mont-orignal",
    group: "regional",
    lang: "fr",
    kind: "pass-purchase",
    code: null,
    link: null,
    from: "Mont Orignal <billetterie@montorignal.example>",
    to: JULIE,
    subject: "Confirmation d'achat – Passes de saison 2026-2027",
    date: d("2026-09-28 22:05:51"),
    enc: "qp",
    text: `Merci pour votre achat!

Commande n° MO-26-048127
Date : 28 septembre 2026

Passe de saison Famille 2026-2027 (prévente)
  Julie Tremblay – Adulte ............ 449,00 $
  Marc Bouchard – Adulte ............. 449,00 $
  Léa Bouchard – Enfant (6-12 ans) ... 189,00 $
  Noah Bouchard – 5 ans et moins ..... gratuit
Rabais famille (10 %) ............... -108,70 $
Sous-total .......................... 978,30 $
TPS ................................. 48,92 $
TVQ ................................. 97,59 $
Total ............................. 1 124,81 $

Prochaine étape : chaque détenteur doit téléverser une photo dans son compte avant le 1er décembre. Vos cartes seront envoyées par la poste ou pourront être ramassées au chalet principal dès le 15 novembre.

Ouverture prévue : 5 décembre 2026, selon les conditions.

Mont Orignal
1500, chemin du Lac-Orignal, Saint-Sauveur (Québec) J0R 1R0
819 555-0142`,
    html: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#0e2a3b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Montserrat',Arial,sans-serif;color:#0e2a3b;">
<tr><td><img src="https://cdn.montorignal.example/courriels/bandeau-saison-2627.jpg" width="600" alt="Mont Orignal – Saison 2026-2027" style="display:block;"></td></tr>
<tr><td style="padding:24px 30px 6px 30px;font-size:24px;font-weight:800;">Merci pour votre achat!</td></tr>
<tr><td style="padding:0 30px 16px 30px;font-size:13px;color:#557;">Commande n° MO-26-048127 · 28 septembre 2026</td></tr>
<tr><td style="padding:0 30px;">
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;">
<tr><td colspan="2" style="background:#0e2a3b;color:#fff;font-weight:bold;">Passe de saison Famille 2026-2027 (prévente)</td></tr>
<tr><td>Julie Tremblay – Adulte</td><td align="right">449,00&nbsp;$</td></tr>
<tr><td>Marc Bouchard – Adulte</td><td align="right">449,00&nbsp;$</td></tr>
<tr><td>Léa Bouchard – Enfant (6-12&nbsp;ans)</td><td align="right">189,00&nbsp;$</td></tr>
<tr><td>Noah Bouchard – 5&nbsp;ans et moins</td><td align="right">gratuit</td></tr>
<tr><td style="color:#2a8a4a;">Rabais famille (10&nbsp;%)</td><td align="right" style="color:#2a8a4a;">-108,70&nbsp;$</td></tr>
<tr><td style="border-top:1px solid #ccd;">Sous-total</td><td align="right" style="border-top:1px solid #ccd;">978,30&nbsp;$</td></tr>
<tr><td>TPS</td><td align="right">48,92&nbsp;$</td></tr>
<tr><td>TVQ</td><td align="right">97,59&nbsp;$</td></tr>
<tr><td style="border-top:2px solid #0e2a3b;font-weight:bold;font-size:15px;">Total</td><td align="right" style="border-top:2px solid #0e2a3b;font-weight:bold;font-size:15px;">1&nbsp;124,81&nbsp;$</td></tr>
</table></td></tr>
<tr><td style="padding:18px 30px;font-size:14px;line-height:21px;"><b>Prochaine étape&nbsp;:</b> chaque détenteur doit téléverser une photo dans son compte avant le 1<sup>er</sup>&nbsp;décembre. Vos cartes seront envoyées par la poste ou pourront être ramassées au chalet principal dès le 15&nbsp;novembre.<br><br>Ouverture prévue&nbsp;: 5&nbsp;décembre 2026, selon les conditions.</td></tr>
<tr><td style="padding:18px 30px;background:#eaf2f7;font-size:11px;line-height:17px;color:#557;">Mont Orignal · 1500, chemin du Lac-Orignal, Saint-Sauveur (Québec) J0R&nbsp;1R0 · 819&nbsp;555-0142<br>
<a href="https://www.montorignal.example/conditions-passes" style="color:#0e2a3b;">Conditions des passes</a> · <a href="https://www.montorignal.example/confidentialite" style="color:#0e2a3b;">Confidentialité</a> · <a href="https://www.instagram.com/montorignal" style="color:#0e2a3b;">Instagram</a> · <a href="https://www.facebook.com/montorignal" style="color:#0e2a3b;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "mont-orignal",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "https://compte.montorignal.example/en/family/accept?token=fam_Ld83PqW0s7&email=marc.bouchard78%40inbox.example",
    from: "Mont Orignal <no-reply@montorignal.example>",
    to: MARC,
    subject: "Julie added you to the Tremblay-Bouchard family account",
    date: d("2026-09-29 07:33:14"),
    text: `Hello Marc,

Julie Tremblay added you to the Tremblay-Bouchard family account at Mont Orignal.

Accept the invitation to see your 2026-2027 season pass, upload your pass photo and reload lessons or rentals for the family:

https://compte.montorignal.example/en/family/accept?token=fam_Ld83PqW0s7&email=marc.bouchard78%40inbox.example

No Mont Orignal account yet? You'll be able to create one with this email address after you accept.

See you on the slopes!
Mont Orignal – 1500 Lac-Orignal Road, Saint-Sauveur, QC J0R 1R0`,
    html: `<html><body style="margin:0;background:#eaf2f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Montserrat',Arial,sans-serif;color:#0e2a3b;">
<tr><td style="background:#0e2a3b;padding:18px 26px;"><img src="https://cdn.montorignal.example/courriels/logo-blanc.png" width="140" alt="Mont Orignal"></td></tr>
<tr><td style="padding:24px 26px 8px 26px;font-size:15px;line-height:22px;">Hello Marc,<br><br><b>Julie Tremblay</b> added you to the <b>Tremblay-Bouchard</b> family account at Mont Orignal.<br><br>Accept the invitation to see your 2026-2027 season pass, upload your pass photo and reload lessons or rentals for the family.</td></tr>
<tr><td style="padding:16px 26px;"><a href="https://compte.montorignal.example/en/family/accept?token=fam_Ld83PqW0s7&amp;email=marc.bouchard78%40inbox.example" style="background:#ff6a13;color:#fff;text-decoration:none;font-weight:bold;padding:13px 26px;display:inline-block;">Accept invitation</a></td></tr>
<tr><td style="padding:6px 26px 24px 26px;font-size:12px;color:#557;">No Mont Orignal account yet? You'll be able to create one with this email address after you accept.<br><br>See you on the slopes!</td></tr>
<tr><td style="padding:14px 26px;background:#f4f8fb;font-size:11px;color:#557;">Mont Orignal · 1500 Lac-Orignal Road, Saint-Sauveur, QC J0R&nbsp;1R0 · <a href="https://www.montorignal.example/en/privacy" style="color:#0e2a3b;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "mont-orignal",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "391562",
    link: null,
    from: "Mont Orignal <no-reply@montorignal.example>",
    to: JULIE,
    subject: "Code de connexion à votre compte Mont Orignal",
    date: d("2026-11-01 10:02:48"),
    text: `Bonjour Julie,

Utilisez ce code pour vous connecter à votre compte Mont Orignal :

391 562

Le code expire dans 10 minutes. Si vous n'avez pas essayé de vous connecter, ignorez ce courriel.

Mont Orignal`,
    html: `<html><body style="margin:0;background:#eaf2f7;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 8px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Montserrat',Arial,sans-serif;color:#0e2a3b;text-align:center;">
<tr><td style="background:#0e2a3b;padding:16px;"><img src="https://cdn.montorignal.example/courriels/logo-blanc.png" width="120" alt="Mont Orignal"></td></tr>
<tr><td style="padding:24px 24px 6px 24px;font-size:15px;">Bonjour Julie,<br>utilisez ce code pour vous connecter à votre compte Mont Orignal&nbsp;:</td></tr>
<tr><td style="padding:14px 24px;font-size:34px;font-weight:800;letter-spacing:3px;">391 562</td></tr>
<tr><td style="padding:0 24px 24px 24px;font-size:12px;color:#557;">Le code expire dans 10&nbsp;minutes. Si vous n'avez pas essayé de vous connecter, ignorez ce courriel.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "mont-orignal",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Mont Orignal <infolettre@montorignal.example>",
    to: JULIE,
    subject: "Les canons sont partis! Ouverture devancée au 28 novembre ⛷️",
    date: d("2026-11-13 18:15:00"),
    enc: "b64",
    text: `LES CANONS SONT PARTIS!

Grâce au froid des derniers jours, nos équipes d'enneigement travaillent jour et nuit. Si la météo collabore, nous ouvrirons 4 pistes et 2 remontées dès le samedi 28 novembre.

Détenteurs de passe : vos cartes sont prêtes à être ramassées au chalet principal, du lundi au vendredi de 9 h à 17 h. N'oubliez pas votre pièce d'identité.

Nouveautés 2026-2027 :
- Télésiège quadruple débrayable « Le Panache » (remplace le triple de l'Est)
- Stationnement P3 agrandi de 220 places
- Cafétéria rénovée avec comptoir de poutine à la cabane

Cours de ski pour enfants : inscriptions ouvertes pour la session de janvier (8 samedis, 295 $).

Conditions en direct : https://www.montorignal.example/conditions

Mont Orignal – 819 555-0142
Se désabonner : https://www.montorignal.example/infolettre/desabonner?id=c9a2f1`,
    html: `<html><body style="margin:0;background:#0e2a3b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Montserrat',Arial,sans-serif;color:#0e2a3b;">
<tr><td><a href="https://www.montorignal.example/conditions?utm_source=infolettre&amp;utm_campaign=canons"><img src="https://cdn.montorignal.example/infolettre/2026-11/canons.jpg" width="600" alt="Les canons sont partis!" style="display:block;"></a></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;line-height:23px;">
<h1 style="font-size:24px;margin:0 0 12px 0;">LES CANONS SONT PARTIS!</h1>
<p>Grâce au froid des derniers jours, nos équipes d'enneigement travaillent jour et nuit. Si la météo collabore, nous ouvrirons <b>4 pistes et 2 remontées dès le samedi 28 novembre</b>.</p>
<p style="background:#fff4e8;padding:12px;border-left:4px solid #ff6a13;"><b>Détenteurs de passe&nbsp;:</b> vos cartes sont prêtes à être ramassées au chalet principal, du lundi au vendredi de 9&nbsp;h à 17&nbsp;h. N'oubliez pas votre pièce d'identité.</p>
<h2 style="font-size:18px;">Nouveautés 2026-2027</h2>
<ul><li>Télésiège quadruple débrayable «&nbsp;Le Panache&nbsp;» (remplace le triple de l'Est)</li><li>Stationnement P3 agrandi de 220 places</li><li>Cafétéria rénovée avec comptoir de poutine à la cabane</li></ul>
<p><b>Cours de ski pour enfants&nbsp;:</b> inscriptions ouvertes pour la session de janvier (8 samedis, 295&nbsp;$). <a href="https://www.montorignal.example/ecole-de-glisse?utm_source=infolettre" style="color:#ff6a13;">Inscrire mon enfant</a></p>
<p align="center"><a href="https://www.montorignal.example/conditions?utm_source=infolettre&amp;utm_campaign=canons" style="background:#0e2a3b;color:#fff;padding:12px 26px;text-decoration:none;font-weight:bold;">Conditions en direct</a></p>
</td></tr>
<tr><td style="padding:16px 30px;background:#eaf2f7;font-size:11px;color:#557;">Mont Orignal · 819&nbsp;555-0142 · <a href="https://www.montorignal.example/infolettre/desabonner?id=c9a2f1" style="color:#0e2a3b;">Se désabonner</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- Bibliothèques Rive-Nord (library network)
  {
    family: "bibliotheques-rive-nord",
    group: "regional",
    lang: "fr",
    kind: "hold-available",
    code: null,
    link: null,
    from: "Bibliothèques Rive-Nord <avis@biblio-rivenord.example>",
    to: JULIE,
    subject: "Document réservé disponible",
    date: d("2026-10-03 08:02:41"),
    text: `Bibliothèque Paul-Émile-Borduas (Blainville)

Bonjour TREMBLAY, JULIE,

Le document suivant que vous avez réservé est disponible au comptoir des réservations :

Titre : Le plongeur / Stéphane Larue
Cote : C LAR
Date limite pour le récupérer : 10 octobre 2026

Carte d'abonné : •••••••••4417

Heures d'ouverture : mardi au vendredi 10 h – 20 h, samedi et dimanche 10 h – 17 h

Ceci est un message automatique. Pour toute question : 450 434-5275.`,
    html: null,
  },
  {
    family: "bibliotheques-rive-nord",
    group: "regional",
    lang: "fr",
    kind: "pin-reset",
    code: null,
    link: "https://catalogue.biblio-rivenord.example/portail/nip/reinitialiser?jeton=Z1k9mR3vQx8T",
    from: "Bibliothèques Rive-Nord <catalogue@biblio-rivenord.example>",
    to: MARC,
    subject: "Réinitialisation de votre NIP",
    date: d("2026-10-25 20:37:02"),
    enc: "qp",
    text: `Bonjour,

Une demande de réinitialisation du NIP a été faite pour la carte d'abonné se terminant par 8820.

Pour choisir un nouveau NIP (4 à 6 chiffres), rendez-vous à l'adresse suivante :
https://catalogue.biblio-rivenord.example/portail/nip/reinitialiser?jeton=Z1k9mR3vQx8T

Ce lien est valide pendant 1 heure. Votre NIP actuel reste en vigueur tant que vous n'en choisissez pas un nouveau.

Vous n'avez pas fait cette demande? Ignorez simplement ce message.

Bibliothèques Rive-Nord
Réseau des bibliothèques de Blainville, Boisbriand et Sainte-Thérèse`,
    html: `<html><body style="font-family:'Source Sans Pro',Arial,sans-serif;background:#ffffff;color:#2b2b2b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 0;border-bottom:2px solid #8c1d40;"><img src="https://catalogue.biblio-rivenord.example/portail/images/logo-brn.png" width="200" alt="Bibliothèques Rive-Nord"></td></tr>
<tr><td style="padding:20px 0;font-size:15px;line-height:22px;">
<p>Bonjour,</p>
<p>Une demande de réinitialisation du NIP a été faite pour la carte d'abonné se terminant par 8820.</p>
<p>Pour choisir un nouveau NIP (4 à 6 chiffres), <a href="https://catalogue.biblio-rivenord.example/portail/nip/reinitialiser?jeton=Z1k9mR3vQx8T" style="color:#8c1d40;font-weight:bold;">cliquez ici</a>.</p>
<p>Ce lien est valide pendant 1&nbsp;heure. Votre NIP actuel reste en vigueur tant que vous n'en choisissez pas un nouveau.</p>
<p style="color:#666;font-size:13px;">Vous n'avez pas fait cette demande? Ignorez simplement ce message.</p>
</td></tr>
<tr><td style="padding:12px 0;border-top:1px solid #ddd;font-size:11px;color:#777;">Bibliothèques Rive-Nord · Réseau des bibliothèques de Blainville, Boisbriand et Sainte-Thérèse · <a href="https://www.biblio-rivenord.example/" style="color:#8c1d40;">biblio-rivenord.example</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "bibliotheques-rive-nord",
    group: "regional",
    lang: "fr",
    kind: "due-reminder",
    code: null,
    link: null,
    from: "Bibliothèques Rive-Nord <avis@biblio-rivenord.example>",
    to: JULIE,
    subject: "Rappel : documents à rendre dans 3 jours",
    date: d("2026-11-08 08:01:15"),
    text: `Bonjour TREMBLAY, JULIE,

Les documents suivants doivent être rendus au plus tard le 11 novembre 2026 :

1. Le plongeur / Stéphane Larue – C LAR
2. Paul à la pêche / Michel Rabagliati – BD RAB
3. Les Bobos, tome 4 / Lucie Lemieux – BD LEM (dossier de : BOUCHARD, LÉA)

Vous pouvez renouveler vos prêts dans votre dossier d'abonné, à moins qu'un document ne soit réservé par un autre abonné. Aucuns frais de retard ne sont facturés pour les documents jeunesse.

Carte d'abonné : •••••••••4417

Bibliothèque Paul-Émile-Borduas · 450 434-5275
Mon dossier : https://catalogue.biblio-rivenord.example/portail/mon-dossier`,
    html: null,
  },
  // ---------------------------------------------------------------- Colirapide (parcel courier)
  {
    family: "colirapide",
    group: "regional",
    lang: "fr",
    kind: "out-for-delivery",
    code: null,
    link: null,
    from: "Colirapide <suivi@colirapide.example>",
    to: JULIE,
    subject: "Votre colis est en cours de livraison aujourd'hui",
    date: d("2026-10-21 07:48:20"),
    enc: "b64",
    text: `Bonne nouvelle! Votre colis sera livré aujourd'hui.

Expéditeur : LIBRAIRIE DU VIEUX-BOURG
Numéro de suivi : CR 4417 2093 661 CA
Livraison prévue : mercredi 21 octobre, entre 10 h et 14 h
Adresse : 87, RUE DES MÉSANGES, BLAINVILLE QC J7C 4K1

Aucune signature n'est requise. Si personne n'est présent, le colis sera laissé à la porte ou dans un endroit sûr.

Suivre votre colis : https://www.colirapide.example/suivi?pin=CR44172093661CA&lang=fr

Colirapide – 1 800 463-2580`,
    html: `<html><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#222;">
<tr><td style="padding:16px 22px;border-bottom:4px solid #ffcc00;"><img src="https://www.colirapide.example/img/courriel/colirapide.png" width="150" alt="Colirapide"></td></tr>
<tr><td style="padding:22px;font-size:20px;font-weight:bold;">Bonne nouvelle! Votre colis sera livré aujourd'hui.</td></tr>
<tr><td style="padding:0 22px;">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="25%" align="center" style="font-size:11px;color:#888;"><div style="height:8px;background:#ffcc00;"></div>Expédié</td>
<td width="25%" align="center" style="font-size:11px;color:#888;"><div style="height:8px;background:#ffcc00;"></div>En transit</td>
<td width="25%" align="center" style="font-size:11px;color:#222;font-weight:bold;"><div style="height:8px;background:#ffcc00;"></div>En livraison</td>
<td width="25%" align="center" style="font-size:11px;color:#888;"><div style="height:8px;background:#ddd;"></div>Livré</td>
</tr></table></td></tr>
<tr><td style="padding:18px 22px;font-size:14px;line-height:22px;">
Expéditeur&nbsp;: LIBRAIRIE DU VIEUX-BOURG<br>
Numéro de suivi&nbsp;: <b>CR 4417 2093 661 CA</b><br>
Livraison prévue&nbsp;: mercredi 21 octobre, entre 10&nbsp;h et 14&nbsp;h<br>
Adresse&nbsp;: 87, RUE DES MÉSANGES, BLAINVILLE QC J7C&nbsp;4K1</td></tr>
<tr><td style="padding:0 22px 16px 22px;font-size:13px;color:#555;">Aucune signature n'est requise. Si personne n'est présent, le colis sera laissé à la porte ou dans un endroit sûr.</td></tr>
<tr><td style="padding:0 22px 22px 22px;"><a href="https://www.colirapide.example/suivi?pin=CR44172093661CA&amp;lang=fr" style="background:#222;color:#ffcc00;text-decoration:none;font-weight:bold;padding:11px 22px;display:inline-block;">Suivre mon colis</a></td></tr>
<tr><td style="padding:14px 22px;background:#f7f7f7;font-size:10px;color:#888;">Colirapide · 1&nbsp;800&nbsp;463-2580 · <a href="https://www.colirapide.example/confidentialite" style="color:#888;">Confidentialité</a> · <a href="https://www.colirapide.example/preferences" style="color:#888;">Préférences de notification</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "colirapide",
    group: "regional",
    lang: "fr",
    kind: "pickup-code",
    code: "7735",
    link: null,
    from: "Colirapide <suivi@colirapide.example>",
    to: MARC,
    subject: "Votre colis vous attend au point de retrait – code de retrait",
    date: d("2026-11-03 15:19:37"),
    enc: "qp",
    text: `Bonjour Marc,

Nous avons tenté de livrer votre colis aujourd'hui, mais une signature était requise.

Votre colis vous attend au point de retrait suivant à partir de demain 13 h :

Pharmacie Daoust – comptoir Colirapide
1075, boulevard du Curé-Labelle, Blainville QC J7C 2M3
Lundi au vendredi 9 h – 21 h · samedi et dimanche 10 h – 17 h

Numéro de suivi : CR 5520 8812 045 CA
Expéditeur : ÉQUIPEMENTS SPORTIFS NORDIK

Code de retrait : 7735

Présentez ce code et une pièce d'identité avec photo. Le colis sera conservé 10 jours ouvrables, puis retourné à l'expéditeur.

Colirapide – 1 800 463-2580`,
    html: `<html><body style="margin:0;background:#f2f2f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#222;">
<tr><td style="padding:16px 22px;border-bottom:4px solid #ffcc00;"><img src="https://www.colirapide.example/img/courriel/colirapide.png" width="150" alt="Colirapide"></td></tr>
<tr><td style="padding:22px 22px 8px 22px;font-size:15px;line-height:22px;">Bonjour Marc,<br>Nous avons tenté de livrer votre colis aujourd'hui, mais une signature était requise.</td></tr>
<tr><td style="padding:8px 22px;font-size:14px;line-height:21px;">Votre colis vous attend au point de retrait suivant à partir de demain 13&nbsp;h&nbsp;:<br>
<b>Pharmacie Daoust – comptoir Colirapide</b><br>1075, boulevard du Curé-Labelle, Blainville QC J7C&nbsp;2M3<br><span style="color:#666;">Lundi au vendredi 9&nbsp;h – 21&nbsp;h · samedi et dimanche 10&nbsp;h – 17&nbsp;h</span></td></tr>
<tr><td style="padding:12px 22px;">
<table cellpadding="14" cellspacing="0" style="background:#fff8d6;border:1px solid #ffcc00;"><tr><td align="center" style="font-size:13px;">Code de retrait<br><span style="font-size:32px;font-weight:bold;letter-spacing:6px;">7735</span></td></tr></table></td></tr>
<tr><td style="padding:8px 22px;font-size:13px;line-height:20px;">Numéro de suivi&nbsp;: CR 5520 8812 045 CA<br>Expéditeur&nbsp;: ÉQUIPEMENTS SPORTIFS NORDIK</td></tr>
<tr><td style="padding:8px 22px 22px 22px;font-size:13px;color:#555;">Présentez ce code et une pièce d'identité avec photo. Le colis sera conservé 10&nbsp;jours ouvrables, puis retourné à l'expéditeur. <a href="https://www.colirapide.example/points-de-retrait/PR-4471" style="color:#222;">Itinéraire</a></td></tr>
<tr><td style="padding:14px 22px;background:#f7f7f7;font-size:10px;color:#888;">Colirapide · 1&nbsp;800&nbsp;463-2580 · <a href="https://www.colirapide.example/confidentialite" style="color:#888;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "colirapide",
    group: "regional",
    lang: "en",
    kind: "delivered",
    code: null,
    link: null,
    from: "Colirapide <tracking@colirapide.example>",
    to: JULIE,
    subject: "Delivered: your parcel from KIDSTOP.CA",
    date: d("2026-11-11 13:26:50"),
    text: `Your parcel was delivered.

Tracking number: CR 6093 1178 220 CA
From: KIDSTOP.CA
Delivered: Wednesday, November 11, 2026 at 1:24 p.m.
Left at: front door

Delivery photo and details: https://www.colirapide.example/track?pin=CR60931178220CA&lang=en

Not received? Contact us within 5 business days at 1-800-463-2580.

Colirapide`,
    html: `<html><body style="margin:0;background:#f2f2f2;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;color:#222;">
<tr><td style="padding:16px 22px;border-bottom:4px solid #ffcc00;"><img src="https://www.colirapide.example/img/courriel/colirapide-en.png" width="150" alt="Colirapide"></td></tr>
<tr><td style="padding:22px;font-size:20px;font-weight:bold;">✔ Your parcel was delivered.</td></tr>
<tr><td style="padding:0 22px 10px 22px;font-size:14px;line-height:22px;">Tracking number: CR 6093 1178 220 CA<br>From: KIDSTOP.CA<br>Delivered: Wednesday, November 11, 2026 at 1:24 p.m.<br>Left at: front door</td></tr>
<tr><td style="padding:0 22px 10px 22px;"><img src="https://www.colirapide.example/pod/thumb/CR60931178220CA.jpg" width="240" alt="Delivery photo"></td></tr>
<tr><td style="padding:0 22px 20px 22px;font-size:13px;"><a href="https://www.colirapide.example/track?pin=CR60931178220CA&amp;lang=en" style="color:#222;font-weight:bold;">View delivery details</a><br><br><span style="color:#666;">Not received? Contact us within 5 business days at 1-800-463-2580.</span></td></tr>
<tr><td style="padding:14px 22px;background:#f7f7f7;font-size:10px;color:#888;">Colirapide · <a href="https://www.colirapide.example/en/privacy" style="color:#888;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ---------------------------------------------------------------- later additions to the families above
  {
    family: "ecole-des-grands-pins",
    group: "regional",
    lang: "fr",
    kind: "activation-link",
    code: "HX7P-42QD",
    code_digits: "HX7P42QD",
    link: "https://portailparents.cssmillerivieres.example/activation?no=2290417&lang=fr",
    from: "Portail Parents – CSS des Mille-Rivières <portailparents@cssmillerivieres.example>",
    to: MARC,
    subject: "Activation de votre compte Portail Parents",
    date: d("2026-09-17 13:10:45"),
    text: `Centre de services scolaire des Mille-Rivières

Bonjour Marc Bouchard,

L'École des Grands-Pins a créé un accès au Portail Parents pour vous à titre de parent de Léa Bouchard.

Pour activer votre compte :
1. Ouvrez la page d'activation : https://portailparents.cssmillerivieres.example/activation?no=2290417&lang=fr
2. Entrez votre code d'activation : HX7P-42QD
3. Choisissez votre mot de passe.

Le code d'activation est valide jusqu'au 1er octobre 2026. Passé ce délai, communiquez avec le secrétariat de l'école (450 974-7012) pour en obtenir un nouveau.

Dans le Portail Parents, vous pourrez consulter l'horaire, les résultats, les absences et l'état de compte des frais scolaires.

Soutien technique : 450 974-7000, poste 4455`,
    html: `<html><body style="background:#f0f0f0;margin:0;padding:0;">
<table align="center" width="560" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:24px;font-family:Segoe UI,Arial,sans-serif;color:#222;">
<tr><td style="background:#5b2c83;padding:14px 20px;color:#fff;font-size:15px;"><img src="https://portailparents.cssmillerivieres.example/images/css-mr-blanc.png" width="36" height="36" alt="" style="vertical-align:middle;"> &nbsp;Portail Parents</td></tr>
<tr><td style="padding:22px 20px 6px 20px;font-size:14px;line-height:21px;">Bonjour Marc Bouchard,<br><br>L'École des Grands-Pins a créé un accès au Portail Parents pour vous à titre de parent de <b>Léa Bouchard</b>.<br><br>Pour activer votre compte&nbsp;:</td></tr>
<tr><td style="padding:6px 20px;font-size:14px;line-height:22px;">
<ol style="margin:0;padding-left:20px;">
<li>Ouvrez la <a href="https://portailparents.cssmillerivieres.example/activation?no=2290417&amp;lang=fr" style="color:#5b2c83;font-weight:bold;">page d'activation</a>;</li>
<li>Entrez votre code d'activation&nbsp;: <span style="font-family:Consolas,monospace;font-size:18px;background:#f1eaf7;padding:2px 8px;">HX7P-42QD</span></li>
<li>Choisissez votre mot de passe.</li>
</ol></td></tr>
<tr><td style="padding:12px 20px;font-size:13px;color:#555;line-height:19px;">Le code d'activation est valide jusqu'au 1<sup>er</sup>&nbsp;octobre 2026. Passé ce délai, communiquez avec le secrétariat de l'école (450&nbsp;974-7012) pour en obtenir un nouveau.<br><br>Dans le Portail Parents, vous pourrez consulter l'horaire, les résultats, les absences et l'état de compte des frais scolaires.</td></tr>
<tr><td style="padding:10px 20px;font-size:10px;color:#888;border-top:1px solid #ddd;">Soutien technique&nbsp;: 450&nbsp;974-7000, poste 4455 · Centre de services scolaire des Mille-Rivières · 430, boulevard Arthur-Sauvé, Saint-Eustache (Québec) J7R&nbsp;6V7</td></tr>
</table></body></html>`,
  },
  {
    family: "regie-sante-laurentienne",
    group: "regional",
    lang: "en",
    kind: "renewal-processed",
    code: null,
    link: null,
    from: "Régie de la santé laurentienne <communications@rsl-sante.example>",
    to: MARC,
    subject: "We've received your health insurance card renewal",
    date: d("2026-11-16 10:44:09"),
    enc: "qp",
    text: `Hello Marc Bouchard,

We received your renewal form on November 13, 2026. Your file number is RSL-R-2026-1183-0457.

Your new health insurance card will be mailed to 87 des Mésanges Street, Blainville, within 4 to 6 weeks. Your current card remains valid until December 31, 2026.

Nothing else is required from you. If your card hasn't arrived by December 20, call us at 1-800-561-9749.

Régie de la santé laurentienne
1125 chemin Saint-Louis, Québec QC G1S 1E7`,
    html: `<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f4f6f9;">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#1d2b3a;">
<tr><td style="padding:18px 28px;border-bottom:3px solid #007a78;"><img src="https://www.rsl-sante.example/medias/courriel/rsl-logo-en.png" width="210" alt="Régie de la santé laurentienne"></td></tr>
<tr><td style="padding:24px 28px;">
<p>Hello Marc Bouchard,</p>
<p>We received your renewal form on November 13, 2026. Your file number is <b>RSL-R-2026-1183-0457</b>.</p>
<p>Your new health insurance card will be mailed to 87 des Mésanges Street, Blainville, within 4 to 6 weeks. Your current card remains valid until December 31, 2026.</p>
<p>Nothing else is required from you. If your card hasn't arrived by December 20, call us at 1-800-561-9749.</p>
</td></tr>
<tr><td style="padding:20px 28px;font-size:12px;line-height:18px;color:#5b6877;background:#f4f6f9;">Régie de la santé laurentienne · 1125 chemin Saint-Louis, Québec QC G1S&nbsp;1E7<br><a href="https://www.rsl-sante.example/en/privacy" style="color:#007a78;">Privacy</a> · <a href="https://www.rsl-sante.example/en/subscriptions" style="color:#007a78;">Manage email notices</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "vallonet-telecom",
    group: "regional",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Vallonet <security@vallonet.example>",
    to: JULIE,
    subject: "Your My Vallonet password was changed",
    date: d("2026-11-05 20:14:02"),
    text: `Hi Julie,

The password for your My Vallonet account (account 88 213 504 7) was changed on November 5, 2026 at 8:13 p.m.

If you made this change, you're all set.

If you didn't, call us right away at 1-866-555-0193 so we can secure your account.

Vallonet Inc.
https://www.vallonet.example/en/privacy`,
    html: `<html><body style="background:#ffffff;font-family:'Helvetica Neue',Arial,sans-serif;color:#1b1b2f;">
<div style="max-width:480px;margin:30px auto;">
<img src="https://static.vallonet.example/mail/vallonet-logo.png" alt="vallonet" width="110">
<h2 style="font-size:20px;margin-top:24px;">Password changed</h2>
<p style="font-size:14px;line-height:21px;">Hi Julie,<br><br>The password for your My Vallonet account (account 88&nbsp;213&nbsp;504&nbsp;7) was changed on November 5, 2026 at 8:13 p.m.</p>
<p style="font-size:14px;">If you made this change, you're all set.</p>
<p style="font-size:14px;">If you didn't, call us right away at <a href="tel:18665550193" style="color:#6c3cf0;">1-866-555-0193</a> so we can secure your account.</p>
<p style="font-size:11px;color:#aaa;border-top:1px solid #eee;padding-top:10px;">Vallonet Inc. · <a href="https://www.vallonet.example/en/privacy" style="color:#6c3cf0;">Privacy</a> · <a href="https://www.vallonet.example/en/support" style="color:#6c3cf0;">Support</a></p>
</div></body></html>`,
  },
  // ---------------------------------------------------------------- Pharmacie Gagnon & Roy
  {
    family: "pharmacie-gagnon-roy",
    group: "regional",
    lang: "fr",
    kind: "prescription-ready",
    code: null,
    link: null,
    from: "Pharmacie Gagnon & Roy <ordonnances@pharmaciegagnonroy.example>",
    to: JULIE,
    subject: "Votre ordonnance est prête",
    date: d("2026-10-08 14:12:30"),
    text: `Pharmacie Gagnon & Roy – Jean Gagnon et Catherine Roy, pharmaciens propriétaires

Bonjour Julie,

L'ordonnance suivante est prête à être récupérée :

Patient : Noah Bouchard
Rx 4471902 – Amoxicilline 250 mg/5 mL suspension, 100 mL

Coût à payer selon votre régime : 4,85 $

Veuillez conserver le médicament au réfrigérateur une fois récupéré. Nous le garderons au comptoir pendant 7 jours.

Heures d'ouverture : lundi au vendredi de 9 h à 21 h, samedi et dimanche de 10 h à 18 h.
Pharmacie Gagnon & Roy, 1080, boulevard du Curé-Labelle, Blainville (Québec) J7C 2M3 · 450 430-2211

Pour ne plus recevoir ces avis par courriel, répondez ARRÊT.`,
    html: null,
  },
  {
    family: "pharmacie-gagnon-roy",
    group: "regional",
    lang: "en",
    kind: "flu-clinic",
    code: null,
    link: null,
    from: "Pharmacie Gagnon & Roy <info@pharmaciegagnonroy.example>",
    to: MARC,
    subject: "Flu and COVID-19 vaccines now available at your pharmacy",
    date: d("2026-10-20 09:30:00"),
    enc: "b64",
    text: `Seasonal vaccination has started

Flu and COVID-19 vaccines are free for people covered by the public plan who are 60 or older, pregnant, or living with a chronic condition. Other adults can get the flu shot for $25.

Walk-in clinics: Tuesdays and Thursdays, 2 p.m. to 7 p.m., until December 17.
Appointments are also available by phone at 450-430-2211.

Bring your health insurance card and your vaccination record.

Pharmacie Gagnon & Roy
1080 Curé-Labelle Blvd., Blainville, QC J7C 2M3
Unsubscribe: https://pharmaciegagnonroy.example/infolettre/desabonner?m=b3e1`,
    html: `<html><body style="margin:0;background:#eef7f7;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;color:#20343a;">
<tr><td style="padding:16px 24px;background:#00857c;color:#fff;font-size:18px;font-weight:bold;">Pharmacie Gagnon &amp; Roy</td></tr>
<tr><td><img src="https://pharmaciegagnonroy.example/img/courriel/vaccination-2026.jpg" width="580" alt="Seasonal vaccination has started" style="display:block;"></td></tr>
<tr><td style="padding:22px 24px;font-size:15px;line-height:22px;">
<p>Flu and COVID-19 vaccines are <b>free</b> for people covered by the public plan who are 60 or older, pregnant, or living with a chronic condition. Other adults can get the flu shot for $25.</p>
<p><b>Walk-in clinics:</b> Tuesdays and Thursdays, 2 p.m. to 7 p.m., until December 17.<br>Appointments are also available by phone at 450-430-2211.</p>
<p>Bring your health insurance card and your vaccination record.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#eef7f7;font-size:11px;color:#557;">Pharmacie Gagnon &amp; Roy · 1080 Curé-Labelle Blvd., Blainville, QC J7C&nbsp;2M3 · <a href="https://pharmaciegagnonroy.example/infolettre/desabonner?m=b3e1" style="color:#00857c;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];
