/**
 * The inbox of a parent in France, Belgium and Switzerland over September and October: school
 * workspaces, canteen, family-benefit, health-insurance and tax portals, city hall, clubs, a
 * pediatrician's booking site, parcel relays and lockers, bank, energy, mobile, car-sharing,
 * marketplace, streaming and drive pickups; most of it asks for nothing, about a third asks for a
 * code or a link.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2025, summer time (+0200) until 26 October. */
function d(day: number, month: number, hh: number, mm: number, ss = 17): string {
  const t = new Date(Date.UTC(2025, month - 1, day));
  const summer = month < 10 || (month === 10 && day < 26);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${DAYS[t.getUTCDay()]}, ${p(day)} ${MONTHS[month - 1]} 2025 ${p(hh)}:${p(mm)}:${p(ss)} ${
    summer ? "+0200" : "+0100"
  }`;
}

/** A centred one-column card layout, the kind most French portals send. */
function card(o: {
  lang: string;
  title: string;
  pre: string;
  color: string;
  logo: string;
  logoAlt: string;
  body: string;
  foot: string;
}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${o.title}</title></head>
<body style="margin:0;padding:0;background:#f2f4f7;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${o.pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f4f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:6px;">
<tr><td style="padding:20px 32px;border-bottom:4px solid ${o.color};"><img src="${o.logo}" alt="${o.logoAlt}" width="150" style="display:block;border:0;"></td></tr>
<tr><td style="padding:28px 32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1f2933;">
${o.body}
</td></tr>
<tr><td style="padding:18px 32px;background:#f8f9fb;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#6b7280;">
${o.foot}
</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
}

/** A bulletproof button. */
function btn(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:22px 0;"><tr>
<td align="center" bgcolor="${color}" style="border-radius:4px;"><a href="${href}" target="_blank" style="display:inline-block;padding:12px 26px;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${label}</a></td>
</tr></table>`;
}

/** One cell per digit, as some booking and banking senders print codes. */
function digits(code: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" style="margin:18px auto;"><tr>${
    [...code].map((c) =>
      `<td width="38" height="46" align="center" style="border:1px solid ${color};border-radius:4px;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;color:${color};">${c}</td>`
    ).join("")
  }</tr></table>`;
}

export const mails: Mail[] = [
  // ------------------------------------------------------------ Écoliane, the school's digital workspace
  {
    family: "ecoliane-ent",
    group: "regional",
    lang: "fr",
    kind: "activate-link",
    code: null,
    link: "https://connexion.ecoliane-ent.fr/activation/parent?jeton=Xq7vR2mLk9PfT4sA&etab=0691234K",
    from: "ENT Écoliane <ne-pas-repondre@ecoliane-ent.fr>",
    subject: "Activez votre compte responsable légal – École élémentaire Jean-Macé",
    date: d(1, 9, 8, 12),
    enc: "qp",
    text: `Bonjour Madame Morel,

L'école élémentaire Jean-Macé (Villeurbanne) utilise l'ENT Écoliane pour le cahier de liaison,
les absences et la messagerie avec l'équipe enseignante.

Un compte « responsable légal » a été créé pour vous. Pour l'activer et choisir votre mot de passe,
ouvrez ce lien avant le 15 septembre 2025 :

https://connexion.ecoliane-ent.fr/activation/parent?jeton=Xq7vR2mLk9PfT4sA&etab=0691234K

Votre identifiant : c.morel27
Élève rattaché : Léo MOREL – CE2 B

Ce lien ne peut servir qu'une seule fois. Si vous n'êtes pas concerné(e), ignorez ce message.

--
Écoliane – Espace numérique de travail des écoles du Rhône
Assistance : https://aide.ecoliane-ent.fr | 04 72 00 18 60 (lun.–ven. 8h30–17h)
`,
    html: card({
      lang: "fr",
      title: "Activation de votre compte",
      pre: "Votre compte parent pour l'école Jean-Macé est prêt.",
      color: "#2a7ab0",
      logo: "https://static.ecoliane-ent.fr/mail/logo-ecoliane.png",
      logoAlt: "Écoliane",
      body: `<p style="margin:0 0 14px;">Bonjour Madame Morel,</p>
<p style="margin:0 0 14px;">L'école élémentaire <strong>Jean-Macé</strong> (Villeurbanne) utilise l'ENT Écoliane pour le cahier de liaison, les absences et la messagerie avec l'équipe enseignante.</p>
<p style="margin:0 0 14px;">Un compte « responsable légal » a été créé pour vous. Activez-le et choisissez votre mot de passe avant le <strong>15 septembre 2025</strong>.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="background:#eef5fb;border-radius:4px;font-size:14px;">
<tr><td style="color:#52606d;">Identifiant</td><td><strong>c.morel27</strong></td></tr>
<tr><td style="color:#52606d;">Élève rattaché</td><td>Léo MOREL – CE2 B</td></tr>
</table>
${
        btn(
          "https://connexion.ecoliane-ent.fr/activation/parent?jeton=Xq7vR2mLk9PfT4sA&amp;etab=0691234K",
          "Activer mon compte",
          "#2a7ab0",
        )
      }
<p style="margin:0;font-size:13px;color:#52606d;">Ce lien ne peut servir qu'une seule fois. Si vous n'êtes pas concerné(e), ignorez ce message.</p>`,
      foot: `Écoliane – Espace numérique de travail des écoles du Rhône<br>
<a href="https://aide.ecoliane-ent.fr" style="color:#2a7ab0;">Centre d'aide</a> · <a href="https://www.ecoliane-ent.fr/confidentialite" style="color:#2a7ab0;">Données personnelles</a> · 04 72 00 18 60`,
    }),
  },
  {
    family: "ecoliane-ent",
    group: "regional",
    lang: "fr",
    kind: "school-message",
    code: null,
    link: null,
    from: "ENT Écoliane <notifications@ecoliane-ent.fr>",
    subject: "Nouveau message de Mme Ferrand (CE2 B) : sortie au musée des Confluences",
    date: d(16, 9, 17, 41),
    text: `Vous avez reçu un nouveau message dans votre messagerie Écoliane.

De : Mme Ferrand – CE2 B
Objet : Sortie au musée des Confluences

« Bonjour à tous, la classe se rendra au musée des Confluences le jeudi 9 octobre. Départ en tram
à 8h45, retour vers 15h30. Merci de prévoir un pique-nique et une gourde, et de signer l'autorisation
dans le cahier de liaison avant le 2 octobre. Participation demandée : 4 €. »

Lire et répondre : https://ecole-jeanmace.ecoliane-ent.fr/messagerie/lire/88412

Vous recevez cette notification car les alertes par e-mail sont activées. Pour les désactiver :
https://ecole-jeanmace.ecoliane-ent.fr/preferences/notifications
`,
    html: `<html><body style="font-family:Verdana,sans-serif;font-size:13px;color:#333;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#2a7ab0;padding:10px 16px;color:#fff;font-weight:bold;">Écoliane · École élémentaire Jean-Macé</td></tr>
<tr><td style="padding:16px;">
<p>Vous avez reçu un nouveau message dans votre messagerie.</p>
<table cellpadding="4" style="border-left:3px solid #2a7ab0;margin:8px 0 16px;">
<tr><td><b>De :</b> Mme Ferrand – CE2 B</td></tr>
<tr><td><b>Objet :</b> Sortie au musée des Confluences</td></tr>
<tr><td style="color:#555;">Bonjour à tous, la classe se rendra au musée des Confluences le jeudi 9 octobre. Départ en tram à 8h45, retour vers 15h30. Merci de prévoir un pique-nique et une gourde, et de signer l'autorisation dans le cahier de liaison avant le 2 octobre. Participation demandée : 4 €.</td></tr>
</table>
<p><a href="https://ecole-jeanmace.ecoliane-ent.fr/messagerie/lire/88412" style="color:#2a7ab0;">Lire et répondre dans Écoliane</a></p>
</td></tr>
<tr><td style="padding:12px 16px;font-size:11px;color:#888;border-top:1px solid #ddd;">Vous recevez cette notification car les alertes par e-mail sont activées. <a href="https://ecole-jeanmace.ecoliane-ent.fr/preferences/notifications" style="color:#888;">Gérer mes notifications</a></td></tr>
</table></body></html>`,
  },
  {
    family: "ecoliane-ent",
    group: "regional",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link: "https://connexion.ecoliane-ent.fr/motdepasse/nouveau/5f0c2e7a-91d4-4b3e-a8f6-2d7e11c0b9a4",
    from: "ENT Écoliane <ne-pas-repondre@ecoliane-ent.fr>",
    subject: "Réinitialisation de votre mot de passe Écoliane",
    date: d(6, 10, 21, 3),
    enc: "b64",
    text: `Bonjour,

Une demande de réinitialisation du mot de passe a été faite pour le compte c.morel27
le 06/10/2025 à 21:02.

Pour définir un nouveau mot de passe, suivez ce lien (valable 30 minutes) :
https://connexion.ecoliane-ent.fr/motdepasse/nouveau/5f0c2e7a-91d4-4b3e-a8f6-2d7e11c0b9a4

Si vous n'avez rien demandé, vous pouvez ignorer ce message : votre mot de passe actuel reste valable.

L'équipe Écoliane
`,
    html: card({
      lang: "fr",
      title: "Mot de passe",
      pre: "Lien valable 30 minutes.",
      color: "#2a7ab0",
      logo: "https://static.ecoliane-ent.fr/mail/logo-ecoliane.png",
      logoAlt: "Écoliane",
      body: `<h1 style="font-size:20px;margin:0 0 16px;color:#1f2933;">Nouveau mot de passe</h1>
<p style="margin:0 0 12px;">Une demande de réinitialisation du mot de passe a été faite pour le compte <strong>c.morel27</strong> le 06/10/2025 à 21:02.</p>
${
        btn(
          "https://connexion.ecoliane-ent.fr/motdepasse/nouveau/5f0c2e7a-91d4-4b3e-a8f6-2d7e11c0b9a4",
          "Choisir un nouveau mot de passe",
          "#2a7ab0",
        )
      }
<p style="margin:0;font-size:13px;color:#52606d;">Ce lien expire dans 30 minutes. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe actuel reste valable.</p>`,
      foot:
        `Écoliane – <a href="https://aide.ecoliane-ent.fr" style="color:#2a7ab0;">Centre d'aide</a> · <a href="https://www.ecoliane-ent.fr/mentions-legales" style="color:#2a7ab0;">Mentions légales</a>`,
    }),
  },
  // ------------------------------------------------------------ Cantiflow, canteen and after-school payments
  {
    family: "cantiflow",
    group: "regional",
    lang: "fr",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Cantiflow – Ville de Villeurbanne <paiement@cantiflow.fr>",
    subject: "Reçu de rechargement – compte famille MOREL",
    date: d(3, 9, 12, 28),
    text: `Bonjour,

Nous confirmons le rechargement de votre compte famille.

Référence de paiement : CF-2025-0903-114872
Compte famille n° 40215
Montant : 60,00 €
Moyen de paiement : carte •••• 3307
Nouveau solde : 71,40 €

Tarif appliqué (quotient familial tranche C) : repas 3,85 € – garderie du soir 1,90 €

Votre historique : https://villeurbanne.cantiflow.fr/famille/historique

Service Enfance – Mairie de Villeurbanne, place Lazare-Goujon, 69100 Villeurbanne
`,
    html: `<!doctype html><html><body style="margin:0;background:#fff8ef;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff8ef;"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;margin:20px 0;border:1px solid #f0dcc0;font-family:Helvetica,Arial,sans-serif;">
<tr><td style="padding:18px 24px;"><img src="https://cdn.cantiflow.fr/img/cantiflow-logo-orange.png" alt="Cantiflow" height="32"></td><td align="right" style="padding:18px 24px;font-size:12px;color:#a0713a;">Ville de Villeurbanne</td></tr>
<tr><td colspan="2" style="padding:0 24px 8px;font-size:20px;color:#333;">Merci, votre paiement est bien reçu</td></tr>
<tr><td colspan="2" style="padding:8px 24px 20px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;color:#333;border-collapse:collapse;">
<tr style="border-bottom:1px solid #eee;"><td>Référence de paiement</td><td align="right">CF-2025-0903-114872</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Compte famille</td><td align="right">n° 40215</td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Montant</td><td align="right"><b>60,00 €</b></td></tr>
<tr style="border-bottom:1px solid #eee;"><td>Carte</td><td align="right">•••• 3307</td></tr>
<tr><td>Nouveau solde</td><td align="right" style="color:#2e8b57;"><b>71,40 €</b></td></tr>
</table>
<p style="font-size:12px;color:#777;">Tarif appliqué (quotient familial tranche C) : repas 3,85 € – garderie du soir 1,90 €</p>
<p style="font-size:13px;"><a href="https://villeurbanne.cantiflow.fr/famille/historique" style="color:#e07b1a;">Voir mon historique</a></p>
</td></tr>
<tr><td colspan="2" style="padding:14px 24px;background:#fdf1e2;font-size:11px;color:#8a6b47;">Service Enfance – Mairie de Villeurbanne, place Lazare-Goujon, 69100 Villeurbanne · Cantiflow est un service de Restoval SAS</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "cantiflow",
    group: "regional",
    lang: "fr",
    kind: "low-balance",
    code: null,
    link: null,
    from: "Cantiflow – Ville de Villeurbanne <alertes@cantiflow.fr>",
    subject: "Solde faible sur votre compte cantine (4,10 €)",
    date: d(29, 9, 7, 5),
    enc: "qp",
    text: `Bonjour,

Le solde de votre compte famille n° 40215 est de 4,10 €, soit environ 1 repas.

Réservations à venir :
- Léo (CE2 B) : lun. 29/09, mar. 30/09, jeu. 02/10, ven. 03/10
- Garderie du soir : mar. 30/09

Pensez à recharger votre compte avant le jeudi 2 octobre pour éviter une facturation au tarif
majoré (5,20 € le repas).

Recharger : https://villeurbanne.cantiflow.fr/famille/recharger

Pour ne plus recevoir ces alertes : https://villeurbanne.cantiflow.fr/famille/preferences
`,
    html: `<html><body style="font-family:Helvetica,Arial,sans-serif;background:#fff8ef;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:5px solid #e07b1a;">
<tr><td style="padding:22px;font-size:14px;color:#333;line-height:21px;">
<p style="font-size:18px;margin:0 0 12px;">⚠️ Solde faible : <b>4,10 €</b></p>
<p>Le solde de votre compte famille n° 40215 couvre environ 1 repas.</p>
<p><b>Réservations à venir</b><br>Léo (CE2 B) : lun. 29/09, mar. 30/09, jeu. 02/10, ven. 03/10<br>Garderie du soir : mar. 30/09</p>
<p>Pensez à recharger avant le jeudi 2 octobre pour éviter le tarif majoré (5,20 € le repas).</p>
<p><a href="https://villeurbanne.cantiflow.fr/famille/recharger" style="background:#e07b1a;color:#fff;padding:10px 18px;text-decoration:none;border-radius:3px;">Recharger mon compte</a></p>
</td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#999;"><a href="https://villeurbanne.cantiflow.fr/famille/preferences" style="color:#999;">Gérer mes alertes</a> · Cantiflow, Restoval SAS, 12 rue de la Part-Dieu, 69003 Lyon</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "cantiflow",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://villeurbanne.cantiflow.fr/compte/confirmer-email?u=40215&t=a8d3f61c0e9b47d2",
    from: "Cantiflow <compte@cantiflow.fr>",
    subject: "Confirmez votre nouvelle adresse e-mail",
    date: d(14, 10, 19, 47),
    text: `Bonjour,

Vous avez demandé à utiliser cette adresse pour votre compte famille Cantiflow (n° 40215).
Confirmez-la en ouvrant le lien ci-dessous dans les 48 heures :

https://villeurbanne.cantiflow.fr/compte/confirmer-email?u=40215&t=a8d3f61c0e9b47d2

Tant que l'adresse n'est pas confirmée, les reçus et alertes continuent d'être envoyés à
l'ancienne adresse (c•••••@orange.fr).

Cantiflow
`,
    html: `<html><body style="margin:0;font-family:Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fff8ef;"><tr><td align="center" style="padding:20px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 24px 0;"><img src="https://cdn.cantiflow.fr/img/cantiflow-logo-orange.png" alt="Cantiflow" height="30"></td></tr>
<tr><td style="padding:16px 24px;font-size:15px;color:#333;line-height:22px;">
<p>Bonjour,</p>
<p>Vous avez demandé à utiliser cette adresse pour votre compte famille Cantiflow (n° 40215). Confirmez-la dans les 48 heures.</p>
<p style="text-align:center;margin:26px 0;"><a href="https://villeurbanne.cantiflow.fr/compte/confirmer-email?u=40215&amp;t=a8d3f61c0e9b47d2" style="background:#e07b1a;color:#fff;font-weight:bold;padding:12px 24px;text-decoration:none;border-radius:24px;">Confirmer mon adresse</a></p>
<p style="font-size:13px;color:#777;">Tant que l'adresse n'est pas confirmée, les reçus et alertes continuent d'être envoyés à l'ancienne adresse (c•••••@orange.fr).</p>
</td></tr></table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Pédiaclic, pediatrician booking
  {
    family: "pediaclic",
    group: "consumer",
    lang: "fr",
    kind: "verify-code",
    code: "508317",
    link: null,
    from: "Pédiaclic <securite@pediaclic.fr>",
    subject: "508317 est votre code de vérification Pédiaclic",
    date: d(4, 9, 20, 16),
    text: `Bonjour,

Pour finaliser la création de votre compte Pédiaclic, saisissez ce code dans l'application :

508317

Ce code est valable 10 minutes. Ne le communiquez jamais, même à un professionnel de santé.

Besoin d'aide ? https://aide.pediaclic.fr
Pédiaclic SAS – 48 boulevard Haussmann, 75009 Paris
`,
    html: card({
      lang: "fr",
      title: "Code de vérification",
      pre: "Saisissez ce code pour finaliser votre inscription.",
      color: "#16a394",
      logo: "https://assets.pediaclic.fr/email/logo@2x.png",
      logoAlt: "Pédiaclic",
      body:
        `<p style="margin:0 0 12px;text-align:center;">Pour finaliser la création de votre compte, saisissez ce code dans l'application :</p>
${digits("508317", "#16a394")}
<p style="margin:0;text-align:center;font-size:13px;color:#52606d;">Ce code est valable 10 minutes. Ne le communiquez jamais, même à un professionnel de santé.</p>`,
      foot:
        `<a href="https://aide.pediaclic.fr" style="color:#16a394;">Besoin d'aide ?</a> · <a href="https://www.pediaclic.fr/cgu" style="color:#16a394;">CGU</a> · <a href="https://www.pediaclic.fr/donnees-de-sante" style="color:#16a394;">Données de santé</a><br>Pédiaclic SAS – 48 boulevard Haussmann, 75009 Paris`,
    }),
  },
  {
    family: "pediaclic",
    group: "consumer",
    lang: "fr",
    kind: "appointment-booked",
    code: null,
    link: null,
    from: "Pédiaclic <rdv@pediaclic.fr>",
    subject: "Rendez-vous confirmé : Dr Anne Lacombe, mardi 23 septembre à 16h40",
    date: d(4, 9, 20, 22),
    enc: "qp",
    text: `Votre rendez-vous est confirmé.

Patient : Léo Morel
Praticienne : Dr Anne Lacombe, pédiatre
Date : mardi 23 septembre 2025 à 16h40
Motif : certificat de non contre-indication au sport
Adresse : Cabinet médical des Gratte-Ciel, 14 avenue Henri-Barbusse, 69100 Villeurbanne
Téléphone du cabinet : 04 78 85 21 09

À apporter : carnet de santé, carte Vitale, attestation de mutuelle.

Besoin de déplacer ou d'annuler ? Faites-le au plus tard 24 h avant :
https://www.pediaclic.fr/mes-rendez-vous/RDV-7Q4K2M

Pédiaclic
`,
    html: `<html><body style="margin:0;background:#eef7f6;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:22px 28px;"><img src="https://assets.pediaclic.fr/email/logo@2x.png" alt="Pédiaclic" width="130"></td></tr>
<tr><td style="padding:0 28px;"><p style="font-size:20px;color:#0f5f56;margin:0 0 14px;">✔ Votre rendez-vous est confirmé</p></td></tr>
<tr><td style="padding:0 28px 18px;">
<table width="100%" cellpadding="10" cellspacing="0" style="background:#f4faf9;border-radius:6px;font-size:14px;color:#333;">
<tr><td width="110" style="color:#5b7471;">Patient</td><td>Léo Morel</td></tr>
<tr><td style="color:#5b7471;">Praticienne</td><td><b>Dr Anne Lacombe</b>, pédiatre</td></tr>
<tr><td style="color:#5b7471;">Date</td><td><b>mardi 23 septembre 2025 à 16h40</b></td></tr>
<tr><td style="color:#5b7471;">Motif</td><td>Certificat de non contre-indication au sport</td></tr>
<tr><td style="color:#5b7471;">Adresse</td><td>Cabinet médical des Gratte-Ciel<br>14 avenue Henri-Barbusse, 69100 Villeurbanne<br><a href="https://maps.pediaclic.fr/?q=14+avenue+Henri-Barbusse+69100" style="color:#16a394;">Itinéraire</a></td></tr>
<tr><td style="color:#5b7471;">Téléphone</td><td>04 78 85 21 09</td></tr>
</table></td></tr>
<tr><td style="padding:0 28px 18px;font-size:14px;color:#333;">À apporter : carnet de santé, carte Vitale, attestation de mutuelle.</td></tr>
<tr><td style="padding:0 28px 24px;font-size:13px;color:#666;">Besoin de déplacer ou d'annuler ? Faites-le au plus tard 24 h avant : <a href="https://www.pediaclic.fr/mes-rendez-vous/RDV-7Q4K2M" style="color:#16a394;">gérer mon rendez-vous</a>.</td></tr>
<tr><td style="padding:16px 28px;background:#f4faf9;font-size:11px;color:#7a8b89;border-radius:0 0 8px 8px;">Pédiaclic SAS – 48 boulevard Haussmann, 75009 Paris · <a href="https://www.pediaclic.fr/donnees-de-sante" style="color:#7a8b89;">Données de santé</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "pediaclic",
    group: "consumer",
    lang: "fr",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Pédiaclic <rdv@pediaclic.fr>",
    subject: "Rappel : rendez-vous demain à 16h40 avec Dr Lacombe",
    date: d(22, 9, 10, 0),
    text: `Rappel – rendez-vous demain

Léo Morel avec Dr Anne Lacombe (pédiatre)
Mardi 23 septembre 2025 à 16h40
14 avenue Henri-Barbusse, 69100 Villeurbanne – 2e étage, interphone « Cabinet »

Merci d'arriver 5 minutes en avance. En cas d'empêchement, annulez au plus vite pour libérer
le créneau : https://www.pediaclic.fr/mes-rendez-vous/RDV-7Q4K2M
`,
    html: null,
  },
  // ------------------------------------------------------------ Relais Pivoine, parcel relay points
  {
    family: "relais-pivoine",
    group: "consumer",
    lang: "fr",
    kind: "pickup-code",
    code: "583194",
    link: null,
    from: "Relais Pivoine <suivi@relais-pivoine.fr>",
    subject: "Votre colis vous attend au Tabac-Presse du Cours",
    date: d(10, 9, 11, 34),
    enc: "b64",
    text: `Bonjour Claire,

Votre colis est disponible dans votre point relais.

Expéditeur : Petit Pas Chaussures
N° de suivi : RP 4471 0093 2285 FR
Point relais : Tabac-Presse du Cours, 211 cours Émile-Zola, 69100 Villeurbanne
Horaires : lun.–sam. 7h00–19h30, dim. 8h00–12h30
À retirer avant le : 24/09/2025

Code de retrait : 583 194

Présentez ce code et une pièce d'identité au commerçant.

Suivre mon colis : https://www.relais-pivoine.fr/suivi/RP447100932285FR
`,
    html: `<!DOCTYPE html><html lang="fr"><body style="margin:0;background:#fbeef2;">
<div style="display:none;">Code de retrait et horaires de votre point relais.</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fbeef2;"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Trebuchet MS',Arial,sans-serif;">
<tr><td style="background:#c8376a;padding:16px 24px;"><img src="https://img.relais-pivoine.fr/mail/logo-blanc.png" alt="Relais Pivoine" height="34"></td></tr>
<tr><td style="padding:24px;font-size:15px;color:#333;">Bonjour Claire,<br><br>Votre colis de <b>Petit Pas Chaussures</b> est disponible dans votre point relais.</td></tr>
<tr><td align="center" style="padding:0 24px;">
<table cellpadding="0" cellspacing="0" style="border:2px dashed #c8376a;"><tr><td style="padding:14px 30px;text-align:center;font-family:Arial,sans-serif;">
<div style="font-size:12px;color:#8a4a60;text-transform:uppercase;letter-spacing:1px;">Code de retrait</div>
<div style="font-size:32px;font-weight:bold;color:#c8376a;letter-spacing:6px;">583 194</div>
</td></tr></table>
<p style="font-size:12px;color:#666;">Présentez ce code et une pièce d'identité au commerçant.</p>
</td></tr>
<tr><td style="padding:10px 24px 20px;">
<table width="100%" cellpadding="6" style="font-size:14px;color:#333;background:#fdf5f8;">
<tr><td><b>Tabac-Presse du Cours</b><br>211 cours Émile-Zola, 69100 Villeurbanne</td></tr>
<tr><td>Lun.–sam. 7h00–19h30, dim. 8h00–12h30</td></tr>
<tr><td>À retirer avant le <b>24/09/2025</b></td></tr>
<tr><td style="font-size:12px;color:#777;">N° de suivi : <a href="https://www.relais-pivoine.fr/suivi/RP447100932285FR" style="color:#c8376a;">RP 4471 0093 2285 FR</a></td></tr>
</table></td></tr>
<tr><td style="padding:14px 24px;background:#f7f7f7;font-size:11px;color:#888;">Relais Pivoine – 3 200 points relais en France et en Belgique · <a href="https://www.relais-pivoine.fr/aide" style="color:#888;">Aide</a> · <a href="https://www.relais-pivoine.fr/confidentialite" style="color:#888;">Confidentialité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "relais-pivoine",
    group: "consumer",
    lang: "fr",
    kind: "parcel-collected",
    code: null,
    link: null,
    from: "Relais Pivoine <suivi@relais-pivoine.fr>",
    subject: "Colis retiré – merci !",
    date: d(12, 9, 18, 52),
    text: `Bonjour Claire,

Votre colis RP 4471 0093 2285 FR a été retiré le 12/09/2025 à 18:49 au Tabac-Presse du Cours.

Comment s'est passé votre retrait ? Donnez votre avis en 30 secondes :
https://avis.relais-pivoine.fr/r/RP447100932285FR

Relais Pivoine
`,
    html: `<html><body style="font-family:'Trebuchet MS',Arial,sans-serif;background:#fbeef2;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#c8376a;padding:14px 22px;"><img src="https://img.relais-pivoine.fr/mail/logo-blanc.png" alt="Relais Pivoine" height="30"></td></tr>
<tr><td style="padding:22px;font-size:15px;color:#333;">Bonjour Claire,<br><br>Votre colis <b>RP 4471 0093 2285 FR</b> a été retiré le 12/09/2025 à 18:49 au Tabac-Presse du Cours.<br><br>Comment s'est passé votre retrait ?</td></tr>
<tr><td style="padding:0 22px 22px;"><a href="https://avis.relais-pivoine.fr/r/RP447100932285FR">★★★★★</a> &nbsp;<a href="https://avis.relais-pivoine.fr/r/RP447100932285FR" style="color:#c8376a;">Donner mon avis</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Famélia, family-benefits portal
  {
    family: "famelia-prestations",
    group: "regional",
    lang: "fr",
    kind: "document-available",
    code: null,
    link: null,
    from: "Famélia – Caisse d'allocations du Rhône <ne-pas-repondre@famelia-prestations.fr>",
    subject: "Un nouveau document est disponible dans votre espace",
    date: d(8, 9, 6, 14),
    text: `Madame, Monsieur,

Un nouveau document est disponible dans votre espace personnel Famélia :

Attestation de paiement – allocation de rentrée scolaire 2025
Date de mise à disposition : 08/09/2025
Numéro allocataire : 6912 4408 N

Pour le consulter, connectez-vous à votre espace depuis famelia-prestations.fr ou depuis
l'application mobile Famélia. Pour votre sécurité, ce message ne contient aucun lien de connexion.

Ceci est un message automatique, merci de ne pas y répondre.
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Marianne,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:16px 0;border-bottom:1px solid #ddd;"><img src="https://www.famelia-prestations.fr/static/mail/bandeau-famelia.png" alt="Famélia – Caisse d'allocations du Rhône" width="280"></td></tr>
<tr><td style="padding:24px 0;font-size:15px;line-height:23px;color:#161616;">
<p>Madame, Monsieur,</p>
<p>Un nouveau document est disponible dans votre espace personnel :</p>
<table cellpadding="10" cellspacing="0" style="background:#f5f5fe;border-left:4px solid #000091;font-size:14px;">
<tr><td><b>Attestation de paiement – allocation de rentrée scolaire 2025</b><br>Mise à disposition le 08/09/2025<br>Numéro allocataire : 6912 4408 N</td></tr></table>
<p>Pour le consulter, connectez-vous à votre espace depuis famelia-prestations.fr ou depuis l'application mobile Famélia.</p>
<p style="font-size:13px;color:#666;">Pour votre sécurité, ce message ne contient aucun lien de connexion.</p>
</td></tr>
<tr><td style="padding:12px 0;border-top:1px solid #ddd;font-size:11px;color:#666;">Ceci est un message automatique, merci de ne pas y répondre. Famélia – 67 boulevard Vivier-Merle, 69003 Lyon.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "famelia-prestations",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "842761",
    link: null,
    from: "Famélia – Caisse d'allocations du Rhône <securite@famelia-prestations.fr>",
    subject: "Votre code de connexion à usage unique",
    date: d(2, 10, 22, 37),
    text: `Madame, Monsieur,

Vous venez de demander à vous connecter à votre espace Famélia depuis un nouvel appareil.

Votre code à usage unique : 842761

Il expire à 22h52. Aucun agent de la caisse ne vous demandera jamais ce code.

Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe et appelez-nous
au 32 30 (service gratuit + prix d'un appel).
`,
    html: null,
  },
  // ------------------------------------------------------------ Mutuelle La Cerisaie, health insurance
  {
    family: "mutuelle-cerisaie",
    group: "regional",
    lang: "fr",
    kind: "verify-link",
    code: "2917",
    link: "https://adherent.mutuelle-cerisaie.fr/inscription/valider?ref=MC-88102&cle=9d4e1f7a22",
    from: "Mutuelle La Cerisaie <espace-adherent@mutuelle-cerisaie.fr>",
    subject: "Validez la création de votre espace adhérent",
    date: d(11, 9, 13, 9),
    enc: "qp",
    text: `Bonjour Madame Morel,

Vous avez commencé à créer votre espace adhérent. Pour le valider, cliquez sur le lien :
https://adherent.mutuelle-cerisaie.fr/inscription/valider?ref=MC-88102&cle=9d4e1f7a22

ou saisissez le code 2917 sur la page d'inscription restée ouverte.

Votre numéro d'adhérent : 0044 1187 203
Le lien et le code sont valables 24 heures.

Mutuelle La Cerisaie – mutuelle régie par le livre II du Code de la mutualité
9 rue des Tanneurs, 42000 Saint-Étienne – 04 77 49 30 30
`,
    html: card({
      lang: "fr",
      title: "Validation de votre espace",
      pre: "Un clic pour terminer votre inscription.",
      color: "#b3164b",
      logo: "https://www.mutuelle-cerisaie.fr/assets/mail/logo-cerisaie.png",
      logoAlt: "Mutuelle La Cerisaie",
      body: `<p style="margin:0 0 14px;">Bonjour Madame Morel,</p>
<p style="margin:0 0 14px;">Vous avez commencé à créer votre espace adhérent. Pour le valider :</p>
${
        btn(
          "https://adherent.mutuelle-cerisaie.fr/inscription/valider?ref=MC-88102&amp;cle=9d4e1f7a22",
          "Valider mon espace",
          "#b3164b",
        )
      }
<p style="margin:0 0 6px;">ou saisissez ce code sur la page d'inscription restée ouverte :</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:8px;color:#b3164b;">2917</p>
<p style="margin:0;font-size:13px;color:#52606d;">Numéro d'adhérent : 0044 1187 203 · Le lien et le code sont valables 24 heures.</p>`,
      foot:
        `Mutuelle La Cerisaie – mutuelle régie par le livre II du Code de la mutualité<br>9 rue des Tanneurs, 42000 Saint-Étienne – 04 77 49 30 30<br><a href="https://www.mutuelle-cerisaie.fr/rgpd" style="color:#6b7280;">Protection des données</a>`,
    }),
  },
  {
    family: "mutuelle-cerisaie",
    group: "regional",
    lang: "fr",
    kind: "reimbursement",
    code: null,
    link: null,
    from: "Mutuelle La Cerisaie <remboursements@mutuelle-cerisaie.fr>",
    subject: "Nouveau remboursement : 18,50 €",
    date: d(30, 9, 5, 48),
    enc: "b64",
    text: `Bonjour,

Nous avons effectué un remboursement sur votre compte bancaire FR76 •••• •••• 0417.

Bénéficiaire : Léo Morel
Acte : consultation pédiatre du 23/09/2025
Montant dépensé : 35,00 €
Remboursé par l'Assurance Maladie : 16,50 €
Remboursé par La Cerisaie : 18,50 €
Reste à charge : 0,00 €

Détail et décomptes : https://adherent.mutuelle-cerisaie.fr/remboursements

Mutuelle La Cerisaie
`,
    html: `<html><body style="margin:0;background:#f7f0f3;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 26px;"><img src="https://www.mutuelle-cerisaie.fr/assets/mail/logo-cerisaie.png" alt="Mutuelle La Cerisaie" width="160"></td></tr>
<tr><td style="padding:0 26px 10px;font-size:22px;color:#b3164b;">18,50 € remboursés</td></tr>
<tr><td style="padding:0 26px 20px;font-size:14px;color:#333;">sur votre compte FR76 •••• •••• 0417</td></tr>
<tr><td style="padding:0 26px 20px;">
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;color:#333;border:1px solid #eee;">
<tr style="background:#faf3f6;"><td colspan="2"><b>Léo Morel</b> – consultation pédiatre du 23/09/2025</td></tr>
<tr><td>Montant dépensé</td><td align="right">35,00 €</td></tr>
<tr><td>Assurance Maladie</td><td align="right">16,50 €</td></tr>
<tr><td>La Cerisaie</td><td align="right"><b>18,50 €</b></td></tr>
<tr><td>Reste à charge</td><td align="right">0,00 €</td></tr>
</table></td></tr>
<tr><td style="padding:0 26px 22px;"><a href="https://adherent.mutuelle-cerisaie.fr/remboursements" style="color:#b3164b;font-size:14px;">Voir le détail de mes remboursements ›</a></td></tr>
<tr><td style="padding:14px 26px;background:#f2f2f2;font-size:11px;color:#888;">9 rue des Tanneurs, 42000 Saint-Étienne · <a href="https://www.mutuelle-cerisaie.fr/preferences" style="color:#888;">Mes préférences de contact</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Portail Contribuable, tax office
  {
    family: "portail-contribuable",
    group: "regional",
    lang: "fr",
    kind: "tax-notice",
    code: null,
    link: null,
    from: "Portail Contribuable <ne-pas-repondre@portail-contribuable.fr>",
    subject: "Votre avis d'impôt 2025 est disponible",
    date: d(1, 9, 9, 30),
    text: `Madame, Monsieur,

Votre avis d'impôt 2025 sur les revenus de 2024 est disponible dans votre espace particulier,
rubrique « Documents ».

Numéro fiscal : 30 12 456 789 012
Solde à payer : 212,00 € – date limite de paiement : 15/09/2025
Ce solde sera prélevé automatiquement sur votre compte le 25/09/2025.

Pour accéder à votre espace, rendez-vous sur portail-contribuable.fr (ne cliquez jamais sur un lien
reçu par SMS vous demandant vos coordonnées bancaires).

La Direction générale des finances – Service des impôts des particuliers de Villeurbanne
`,
    html: `<html><body style="background:#fff;margin:0;">
<table width="640" align="center" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;color:#161616;">
<tr><td style="padding:14px 0;"><img src="https://www.portail-contribuable.fr/img/logo-republique.png" alt="Portail Contribuable" width="120"></td></tr>
<tr><td style="padding:10px 0;line-height:22px;">
<p>Madame, Monsieur,</p>
<p>Votre <b>avis d'impôt 2025 sur les revenus de 2024</b> est disponible dans votre espace particulier, rubrique « Documents ».</p>
<table cellpadding="6" cellspacing="0" style="border:1px solid #ccc;">
<tr><td>Numéro fiscal</td><td>30 12 456 789 012</td></tr>
<tr><td>Solde à payer</td><td>212,00 €</td></tr>
<tr><td>Date limite de paiement</td><td>15/09/2025</td></tr>
<tr><td>Prélèvement automatique</td><td>25/09/2025</td></tr>
</table>
<p>Pour accéder à votre espace, rendez-vous sur portail-contribuable.fr. Ne cliquez jamais sur un lien reçu par SMS vous demandant vos coordonnées bancaires.</p>
<p>La Direction générale des finances<br>Service des impôts des particuliers de Villeurbanne</p>
</td></tr></table></body></html>`,
  },
  {
    family: "portail-contribuable",
    group: "regional",
    lang: "fr",
    kind: "email-change-link",
    code: null,
    link: "https://www.portail-contribuable.fr/compte/courriel/confirmer?id=3012456789012&jeton=QmF4eTcyLWtXOA",
    from: "Portail Contribuable <ne-pas-repondre@portail-contribuable.fr>",
    subject: "Confirmation de votre changement d'adresse électronique",
    date: d(19, 10, 15, 2),
    text: `Madame, Monsieur,

Vous avez modifié l'adresse électronique associée à votre espace particulier le 19/10/2025.

Pour que ce changement soit pris en compte, confirmez la nouvelle adresse en cliquant sur le lien
suivant dans un délai de 72 heures :

https://www.portail-contribuable.fr/compte/courriel/confirmer?id=3012456789012&jeton=QmF4eTcyLWtXOA

Sans confirmation, l'ancienne adresse restera utilisée.

La Direction générale des finances
`,
    html: null,
  },
  // ------------------------------------------------------------ Mairie de Villeurbanne, e-services
  {
    family: "villeurbanne-demarches",
    group: "regional",
    lang: "fr",
    kind: "request-received",
    code: null,
    link: null,
    from: "Ville de Villeurbanne – Démarches en ligne <demarches@villeurbanne-demarches.fr>",
    subject: "Accusé de réception – Inscription aux activités périscolaires (dossier PERI-25-06671)",
    date: d(5, 9, 14, 20),
    enc: "qp",
    text: `Bonjour Claire Morel,

Nous accusons réception de votre demande :

Démarche : Inscription aux activités périscolaires 2025-2026
Enfant : Léo Morel, né le 14/03/2017 – École élémentaire Jean-Macé
Numéro de dossier : PERI-25-06671
Déposée le : 05/09/2025 à 14:18

Votre demande sera instruite sous 10 jours ouvrés. Vous serez informée par e-mail de la décision.
Suivre ma demande : https://www.villeurbanne-demarches.fr/mes-demarches/PERI-25-06671

Direction de l'Éducation – Hôtel de Ville, place Lazare-Goujon, 69100 Villeurbanne
Tél. 04 78 03 67 67
`,
    html: `<html><body style="margin:0;background:#eceff1;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#d7261e;height:6px;"></td></tr>
<tr><td style="padding:18px 24px;"><img src="https://www.villeurbanne-demarches.fr/theme/mail/blason.png" alt="Ville de Villeurbanne" height="48"></td></tr>
<tr><td style="padding:0 24px 20px;font-size:14px;color:#222;line-height:21px;">
<p>Bonjour Claire Morel,</p>
<p>Nous accusons réception de votre demande.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e0e0e0;">
<tr><td width="40%" style="background:#f6f6f6;">Démarche</td><td>Inscription aux activités périscolaires 2025-2026</td></tr>
<tr><td style="background:#f6f6f6;">Enfant</td><td>Léo Morel, né le 14/03/2017 – École élémentaire Jean-Macé</td></tr>
<tr><td style="background:#f6f6f6;">Numéro de dossier</td><td><b>PERI-25-06671</b></td></tr>
<tr><td style="background:#f6f6f6;">Déposée le</td><td>05/09/2025 à 14:18</td></tr>
</table>
<p>Votre demande sera instruite sous 10 jours ouvrés. Vous serez informée par e-mail de la décision.</p>
<p><a href="https://www.villeurbanne-demarches.fr/mes-demarches/PERI-25-06671" style="color:#d7261e;">Suivre ma demande</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f6f6f6;font-size:11px;color:#666;">Direction de l'Éducation – Hôtel de Ville, place Lazare-Goujon, 69100 Villeurbanne – 04 78 03 67 67</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "villeurbanne-demarches",
    group: "regional",
    lang: "fr",
    kind: "request-decision",
    code: null,
    link: null,
    from: "Ville de Villeurbanne – Démarches en ligne <demarches@villeurbanne-demarches.fr>",
    subject: "Votre demande PERI-25-06671 a été acceptée",
    date: d(15, 9, 10, 11),
    text: `Bonjour Claire Morel,

Bonne nouvelle : l'inscription de Léo aux activités périscolaires 2025-2026 est acceptée.

Activités retenues :
- Mardi 16h30–18h00 : atelier théâtre (salle polyvalente Jean-Macé)
- Vendredi 16h30–18h00 : étude surveillée

Les activités commencent le mardi 23 septembre. La facturation est mensuelle, sur votre compte
famille Cantiflow.

Direction de l'Éducation – Ville de Villeurbanne
`,
    html: null,
  },
  // ------------------------------------------------------------ Judo Club des Gratte-Ciel, after-school club
  {
    family: "judo-club-gratte-ciel",
    group: "regional",
    lang: "fr",
    kind: "registration-confirm-link",
    code: null,
    link: "https://lnk.judo-gratteciel.fr/c?u=inscription-confirmer&d=eyJpZCI6MzMxOH0&h=7fa2",
    from: "Judo Club des Gratte-Ciel <secretariat@judo-gratteciel.fr>",
    subject: "Pré-inscription de Léo : merci de confirmer",
    date: d(7, 9, 16, 55),
    text: `Bonjour,

Nous avons bien reçu la pré-inscription de Léo Morel (né en 2017) au cours « Poussins – mercredi
14h00-15h00 » pour la saison 2025-2026.

Pour valider définitivement la place, merci de confirmer l'inscription :
https://lnk.judo-gratteciel.fr/c?u=inscription-confirmer&d=eyJpZCI6MzMxOH0&h=7fa2

Sans confirmation sous 7 jours, la place sera proposée à un enfant sur liste d'attente.

Cotisation : 185 € (licence fédérale 41 € incluse), payable en 3 fois.
Certificat médical ou questionnaire de santé à remettre au premier cours.

Sportivement,
Nadia, secrétaire du club
Dojo municipal, 8 rue Francis-de-Pressensé, 69100 Villeurbanne – 06 12 48 77 30
`,
    html: `<html><body style="font-family:Georgia,serif;font-size:15px;color:#222;">
<p>Bonjour,</p>
<p>Nous avons bien reçu la pré-inscription de <b>Léo Morel</b> (né en 2017) au cours « Poussins – mercredi 14h00-15h00 » pour la saison 2025-2026.</p>
<p>Pour valider définitivement la place, merci de <a href="https://lnk.judo-gratteciel.fr/c?u=inscription-confirmer&amp;d=eyJpZCI6MzMxOH0&amp;h=7fa2">confirmer l'inscription</a>.</p>
<p>Sans confirmation sous 7 jours, la place sera proposée à un enfant sur liste d'attente.</p>
<ul><li>Cotisation : 185 € (licence fédérale 41 € incluse), payable en 3 fois</li><li>Certificat médical ou questionnaire de santé à remettre au premier cours</li></ul>
<p>Sportivement,<br>Nadia, secrétaire du club</p>
<p style="font-size:12px;color:#777;">Judo Club des Gratte-Ciel · Dojo municipal, 8 rue Francis-de-Pressensé, 69100 Villeurbanne · 06 12 48 77 30<br>
<a href="https://www.facebook.com/judogratteciel" style="color:#777;">Facebook</a> · <a href="https://www.instagram.com/judogratteciel" style="color:#777;">Instagram</a></p>
</body></html>`,
  },
  {
    family: "judo-club-gratte-ciel",
    group: "regional",
    lang: "fr",
    kind: "club-news",
    code: null,
    link: null,
    from: "Judo Club des Gratte-Ciel <secretariat@judo-gratteciel.fr>",
    subject: "Infos de la rentrée : passage de grades, kimonos et goûter de Noël",
    date: d(10, 10, 20, 31),
    enc: "8bit",
    text: `Chers parents,

Quelques nouvelles du club :

• Commande groupée de kimonos : 32 € (tailles 110 à 150), à régler avant le 24 octobre.
• Passage de grades des poussins : samedi 13 décembre, 10h, au dojo.
• Pas de cours pendant les vacances de la Toussaint (du 18 octobre au 2 novembre).
• Goûter de Noël : mercredi 17 décembre à 15h – on cherche des volontaires pour les crêpes !

Le bureau reste joignable au 06 12 48 77 30 ou en répondant à ce mail.

À très vite sur les tatamis,
Le bureau du JCGC
`,
    html: null,
  },
  // ------------------------------------------------------------ Cotizea, association payments platform
  {
    family: "cotizea",
    group: "consumer",
    lang: "fr",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Cotizea <recus@cotizea.fr>",
    subject: "Votre reçu – Adhésion Judo Club des Gratte-Ciel 2025-2026",
    date: d(12, 9, 9, 3),
    text: `Bonjour Claire,

Merci pour votre paiement à Judo Club des Gratte-Ciel.

Adhésion saison 2025-2026 – Léo Morel
Échéance 1/3 : 61,67 € (prélevée le 12/09/2025)
Échéance 2/3 : 61,67 € (12/10/2025)
Échéance 3/3 : 61,66 € (12/11/2025)
Contribution volontaire à Cotizea : 0,00 €

Référence : CTZ-9F28-44A1
Votre reçu est joint à ce message au format PDF.

Cotizea finance son service gratuit grâce aux contributions volontaires.
Cotizea SAS – 5 quai Perrache, 69002 Lyon
`,
    html: `<!doctype html><html><body style="margin:0;background:#f4f1fb;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:'Segoe UI',Arial,sans-serif;">
<tr><td style="padding:22px 28px;"><img src="https://cdn.cotizea.fr/m/logo-violet.png" alt="Cotizea" height="28"></td></tr>
<tr><td style="padding:0 28px;font-size:20px;color:#3b2a78;font-weight:600;">Merci Claire !</td></tr>
<tr><td style="padding:8px 28px 18px;font-size:14px;color:#444;">Votre paiement à <b>Judo Club des Gratte-Ciel</b> est confirmé.</td></tr>
<tr><td style="padding:0 28px 20px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;color:#333;background:#f8f6fd;border-radius:6px;">
<tr><td colspan="2"><b>Adhésion saison 2025-2026 – Léo Morel</b></td></tr>
<tr><td>Échéance 1/3 (12/09/2025)</td><td align="right">61,67 €</td></tr>
<tr><td>Échéance 2/3 (12/10/2025)</td><td align="right">61,67 €</td></tr>
<tr><td>Échéance 3/3 (12/11/2025)</td><td align="right">61,66 €</td></tr>
<tr><td>Contribution à Cotizea</td><td align="right">0,00 €</td></tr>
<tr><td style="color:#777;">Référence</td><td align="right" style="color:#777;">CTZ-9F28-44A1</td></tr>
</table></td></tr>
<tr><td style="padding:0 28px 22px;font-size:13px;color:#555;">Votre reçu est joint à ce message au format PDF.</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #eee;font-size:11px;color:#999;">Cotizea SAS – 5 quai Perrache, 69002 Lyon · <a href="https://www.cotizea.fr/aide" style="color:#999;">Aide</a> · <a href="https://www.cotizea.fr/cgu" style="color:#999;">CGU</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "recu-CTZ-9F28-44A1.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  // ------------------------------------------------------------ Petit Dressing, second-hand kids' clothes
  {
    family: "petit-dressing",
    group: "consumer",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://email.petitdressing.fr/c/eJwNyzEOgCAMQNG7MLMAlqBXMaY6NYjVQCRqTO_u_8lb_5lKpoVRWSHvb3e2fPFfgMp0Yw2x",
    from: "Petit Dressing <bienvenue@petitdressing.fr>",
    subject: "Plus qu'une étape pour vendre les vêtements de vos enfants",
    date: d(20, 9, 21, 58),
    enc: "qp",
    text: `Bienvenue sur Petit Dressing, Claire !

Confirmez votre adresse e-mail pour publier votre première annonce :
https://email.petitdressing.fr/c/eJwNyzEOgCAMQNG7MLMAlqBXMaY6NYjVQCRqTO_u_8lb_5lKpoVRWSHvb3e2fPFfgMp0Yw2x

Astuce : les lots « 3-6 mois » se vendent en moyenne en 4 jours.

Petit Dressing – 27 rue du Faubourg-Saint-Antoine, 75011 Paris
Vous recevez cet e-mail parce que vous venez de créer un compte.
`,
    html: `<!DOCTYPE html><html><head><style>@media (max-width:600px){.w{width:100%!important}}</style></head>
<body style="margin:0;background:#fdf6ec;">
<div style="display:none;max-height:0;overflow:hidden;">Confirmez votre e-mail et publiez votre première annonce.</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#fdf6ec;"><tr><td align="center" style="padding:26px 10px;">
<table class="w" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;font-family:Avenir,Helvetica,Arial,sans-serif;">
<tr><td align="center" style="padding:28px 28px 8px;"><img src="https://img.petitdressing.fr/mail/logo-pd.png" alt="Petit Dressing" width="140"></td></tr>
<tr><td align="center" style="padding:8px 28px;"><img src="https://img.petitdressing.fr/mail/hero-cintres.png" alt="" width="300" style="display:block;"></td></tr>
<tr><td align="center" style="padding:10px 36px;font-size:22px;color:#2d2a26;font-weight:bold;">Bienvenue, Claire !</td></tr>
<tr><td align="center" style="padding:0 36px 10px;font-size:15px;color:#5a544c;line-height:22px;">Confirmez votre adresse e-mail pour publier votre première annonce.</td></tr>
<tr><td align="center" style="padding:14px 36px 24px;"><a href="https://email.petitdressing.fr/c/eJwNyzEOgCAMQNG7MLMAlqBXMaY6NYjVQCRqTO_u_8lb_5lKpoVRWSHvb3e2fPFfgMp0Yw2x" style="display:inline-block;background:#f28c6a;color:#fff;padding:14px 34px;border-radius:30px;text-decoration:none;font-weight:bold;">Confirmer mon e-mail</a></td></tr>
<tr><td align="center" style="padding:0 36px 24px;font-size:13px;color:#8a8278;">Astuce : les lots « 3-6 mois » se vendent en moyenne en 4 jours.</td></tr>
<tr><td align="center" style="padding:18px 36px;border-top:1px solid #f1e6d8;font-size:11px;color:#a39a8f;">
<a href="https://apps.apple.com/fr/app/petit-dressing/id1480012345"><img src="https://img.petitdressing.fr/mail/badge-appstore.png" alt="Télécharger dans l'App Store" height="34"></a>
<a href="https://play.google.com/store/apps/details?id=fr.petitdressing.app"><img src="https://img.petitdressing.fr/mail/badge-googleplay.png" alt="Disponible sur Google Play" height="34"></a><br><br>
Petit Dressing – 27 rue du Faubourg-Saint-Antoine, 75011 Paris<br>Vous recevez cet e-mail parce que vous venez de créer un compte.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "petit-dressing",
    group: "consumer",
    lang: "fr",
    kind: "item-sold",
    code: null,
    link: null,
    from: "Petit Dressing <ventes@petitdressing.fr>",
    subject: "Vendu ! Lot de 5 bodies 6 mois – 12,00 €",
    date: d(27, 9, 8, 19),
    enc: "b64",
    text: `Bonne nouvelle Claire, votre article a trouvé preneur !

Article : Lot de 5 bodies 6 mois (annonce n° 7734102)
Acheteuse : Amandine_69
Prix : 12,00 € – frais de protection payés par l'acheteuse

Préparez le colis et déposez-le dans un point relais avant le 02/10/2025. Le bordereau
d'envoi est disponible dans l'application, rubrique « Mes ventes ».

Le montant sera crédité sur votre porte-monnaie 2 jours après la réception par l'acheteuse.

Petit Dressing
`,
    html: `<html><body style="margin:0;background:#fdf6ec;font-family:Avenir,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td style="padding:24px 30px 6px;font-size:22px;font-weight:bold;color:#2d2a26;">Vendu ! 🎉</td></tr>
<tr><td style="padding:0 30px 16px;font-size:15px;color:#5a544c;">Votre article a trouvé preneur.</td></tr>
<tr><td style="padding:0 30px 16px;"><table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://img.petitdressing.fr/annonces/7734102/thumb.jpg" alt="Lot de 5 bodies 6 mois" width="80" style="border-radius:8px;"></td>
<td style="padding-left:14px;font-size:14px;color:#2d2a26;">Lot de 5 bodies 6 mois<br><b>12,00 €</b><br><span style="color:#8a8278;">Acheteuse : Amandine_69</span></td></tr></table></td></tr>
<tr><td style="padding:0 30px 16px;font-size:14px;color:#5a544c;line-height:21px;">Déposez le colis dans un point relais avant le <b>02/10/2025</b>. Le bordereau est dans l'application, rubrique « Mes ventes ». Le montant sera crédité 2 jours après la réception par l'acheteuse.</td></tr>
<tr><td style="padding:0 30px 24px;"><a href="https://www.petitdressing.fr/mes-ventes/7734102" style="color:#f28c6a;font-weight:bold;">Voir la vente</a></td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #f1e6d8;font-size:11px;color:#a39a8f;">Petit Dressing – 27 rue du Faubourg-Saint-Antoine, 75011 Paris · <a href="https://www.petitdressing.fr/notifications" style="color:#a39a8f;">Notifications</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Panier Malin Drive, supermarket pickup
  {
    family: "panier-malin-drive",
    group: "consumer",
    lang: "fr",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Panier Malin Drive <commandes@paniermalin-drive.fr>",
    subject: "Commande n° 5541289 confirmée – retrait vendredi 26/09 entre 18h et 18h30",
    date: d(25, 9, 22, 14),
    text: `Bonjour Claire,

Merci pour votre commande !

Commande n° 5541289 – 47 articles – 138,62 €
Retrait : vendredi 26/09/2025, créneau 18h00-18h30
Drive : Panier Malin Villeurbanne Grandclément, 52 rue Léon-Blum, 69100 Villeurbanne

Vous pouvez encore modifier votre panier jusqu'à jeudi 23h59.
Le paiement sera débité au moment du retrait. Avantages fidélité cumulés : 4,15 €.

Nous vous enverrons votre code de retrait dès que votre commande sera prête.

Panier Malin Drive – service client 09 69 32 10 10 (appel non surtaxé)
`,
    html: `<html><body style="margin:0;background:#eef6ea;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#263238;">
<tr><td style="background:#3a9b3a;padding:14px 20px;"><img src="https://static.paniermalin-drive.fr/mail/logo-blanc.png" alt="Panier Malin Drive" height="30"></td></tr>
<tr><td style="padding:20px;font-size:15px;">Bonjour Claire,<br>merci pour votre commande !</td></tr>
<tr><td style="padding:0 20px 16px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #d9e8d4;">
<tr><td>Commande</td><td align="right"><b>n° 5541289</b></td></tr>
<tr><td>Articles</td><td align="right">47</td></tr>
<tr><td>Montant estimé</td><td align="right">138,62 €</td></tr>
<tr><td>Retrait</td><td align="right">vendredi 26/09/2025, 18h00-18h30</td></tr>
<tr><td>Drive</td><td align="right">Villeurbanne Grandclément<br>52 rue Léon-Blum, 69100 Villeurbanne</td></tr>
</table></td></tr>
<tr><td style="padding:0 20px 16px;font-size:13px;color:#546e7a;">Vous pouvez encore <a href="https://www.paniermalin-drive.fr/compte/commandes/5541289" style="color:#3a9b3a;">modifier votre panier</a> jusqu'à jeudi 23h59. Le paiement sera débité au retrait. Avantages fidélité cumulés : 4,15 €.</td></tr>
<tr><td style="padding:0 20px 20px;font-size:13px;color:#546e7a;">Nous vous enverrons votre code de retrait dès que votre commande sera prête.</td></tr>
<tr><td style="padding:14px 20px;background:#f3f8f1;font-size:11px;color:#78909c;">Service client 09 69 32 10 10 (appel non surtaxé) · <a href="https://www.paniermalin-drive.fr/desinscription" style="color:#78909c;">Se désinscrire des offres</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "panier-malin-drive",
    group: "consumer",
    lang: "fr",
    kind: "pickup-code",
    code: "7316",
    link: null,
    from: "Panier Malin Drive <commandes@paniermalin-drive.fr>",
    subject: "Votre commande est prête : code de retrait 7316",
    date: d(26, 9, 15, 40),
    enc: "qp",
    text: `Votre commande n° 5541289 est prête !

Code de retrait : 7316

À votre arrivée, garez-vous sur une place Drive et saisissez ce code sur la borne.
Un préparateur vous apporte vos courses en moins de 5 minutes.

Créneau : aujourd'hui, 18h00-18h30
Montant final : 136,48 € (2 produits remplacés, 1 indisponible)

Panier Malin Drive Villeurbanne Grandclément
`,
    html: `<html><body style="margin:0;background:#eef6ea;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;color:#263238;">
<tr><td style="background:#3a9b3a;padding:14px 20px;"><img src="https://static.paniermalin-drive.fr/mail/logo-blanc.png" alt="Panier Malin Drive" height="30"></td></tr>
<tr><td align="center" style="padding:24px 20px 6px;font-size:18px;">Votre commande n° 5541289 est prête !</td></tr>
<tr><td align="center" style="padding:6px 20px;"><div style="display:inline-block;background:#fff3c4;border-radius:8px;padding:12px 28px;font-size:13px;">CODE DE RETRAIT<br><span style="font-size:40px;font-weight:bold;letter-spacing:10px;">7316</span></div></td></tr>
<tr><td style="padding:16px 24px;font-size:14px;line-height:21px;">À votre arrivée, garez-vous sur une place Drive et saisissez ce code sur la borne. Un préparateur vous apporte vos courses en moins de 5 minutes.</td></tr>
<tr><td style="padding:0 24px 20px;font-size:13px;color:#546e7a;">Créneau : aujourd'hui, 18h00-18h30 · Montant final : 136,48 € (2 produits remplacés, 1 indisponible)</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Schoolkompas, Flemish school app (Brussels)
  {
    family: "schoolkompas",
    group: "regional",
    lang: "nl",
    kind: "invite-link",
    code: null,
    link: "https://app.schoolkompas.be/uitnodiging/aanvaarden/K3B-7Y2Q-WM4R",
    from: "Schoolkompas <geen-antwoord@schoolkompas.be>",
    to: "Pieter Claes <pieter.claes@inbox.example>",
    subject: "Uitnodiging: klasgroep 3B – Basisschool De Regenboog",
    date: d(2, 9, 7, 58),
    enc: "qp",
    text: `Dag Pieter,

Juf Lotte (klas 3B, Basisschool De Regenboog, Schaerbeek) nodigt je uit in de klasgroep van
Noor Claes op Schoolkompas. Daar vind je de klasfoto's, de agenda en berichten van de juf.

Aanvaard de uitnodiging:
https://app.schoolkompas.be/uitnodiging/aanvaarden/K3B-7Y2Q-WM4R

De uitnodiging blijft 14 dagen geldig. Heb je nog geen account, dan maak je er meteen een aan.

Vragen? Bel het secretariaat: 02 241 63 80.

Schoolkompas – Kunstlaan 24, 1000 Brussel
`,
    html: `<!DOCTYPE html><html lang="nl"><body style="margin:0;background:#eaf3ff;">
<div style="display:none;">Juf Lotte nodigt je uit in klasgroep 3B.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;font-family:'Open Sans',Arial,sans-serif;">
<tr><td style="padding:22px 28px;"><img src="https://cdn.schoolkompas.be/mail/logo.png" alt="Schoolkompas" height="32"></td></tr>
<tr><td style="padding:0 28px;"><table cellpadding="0" cellspacing="0"><tr>
<td><img src="https://cdn.schoolkompas.be/avatars/t/88121.jpg" alt="Juf Lotte" width="48" style="border-radius:24px;"></td>
<td style="padding-left:12px;font-size:15px;color:#1d2b3a;"><b>Juf Lotte</b> nodigt je uit in <b>klasgroep 3B</b><br><span style="color:#6b7c8f;font-size:13px;">Basisschool De Regenboog, Schaerbeek</span></td></tr></table></td></tr>
<tr><td style="padding:18px 28px;font-size:14px;color:#1d2b3a;line-height:21px;">Volg de klasfoto's, de agenda en de berichten van de juf voor Noor Claes.</td></tr>
<tr><td align="center" style="padding:0 28px 22px;"><a href="https://app.schoolkompas.be/uitnodiging/aanvaarden/K3B-7Y2Q-WM4R" style="display:inline-block;background:#1769e0;color:#fff;padding:13px 30px;border-radius:8px;text-decoration:none;font-weight:bold;">Uitnodiging aanvaarden</a></td></tr>
<tr><td style="padding:0 28px 20px;font-size:12px;color:#6b7c8f;">De uitnodiging blijft 14 dagen geldig. Vragen? Secretariaat: 02 241 63 80.</td></tr>
<tr><td style="padding:14px 28px;background:#f5f8fc;border-radius:0 0 12px 12px;font-size:11px;color:#8a98a8;">Schoolkompas – Kunstlaan 24, 1000 Brussel · <a href="https://www.schoolkompas.be/privacy" style="color:#8a98a8;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "schoolkompas",
    group: "regional",
    lang: "nl",
    kind: "weekly-digest",
    code: null,
    link: null,
    from: "Schoolkompas <geen-antwoord@schoolkompas.be>",
    to: "Pieter Claes <pieter.claes@inbox.example>",
    subject: "Deze week in 3B: zwemmen, bibliotheek en een nieuwe klaspop",
    date: d(19, 9, 16, 5),
    text: `Dag Pieter,

Dit gebeurde er deze week in klasgroep 3B:

- 4 nieuwe foto's in het album "Eerste schoolweken"
- Agenda: dinsdag 23/09 zwemmen (zwemzak en badmuts meebrengen), vrijdag 26/09 bib-bezoek
- Bericht van juf Lotte: "Onze klaspop Bolleke gaat elk weekend mee naar huis met een andere leerling."

Bekijk alles in de app of op https://app.schoolkompas.be/groep/3B-regenboog

Meldingen aanpassen: https://app.schoolkompas.be/instellingen/meldingen
`,
    html: null,
  },
  // ------------------------------------------------------------ Ziekenfonds Dijlevallei, Belgian health insurer
  {
    family: "ziekenfonds-dijlevallei",
    group: "regional",
    lang: "nl",
    kind: "reimbursement",
    code: null,
    link: null,
    from: "Ziekenfonds Dijlevallei <info@dijlevallei-zf.be>",
    to: "Pieter Claes <pieter.claes@inbox.example>",
    subject: "Terugbetaling uitgevoerd: € 27,45",
    date: d(1, 10, 11, 26),
    enc: "b64",
    text: `Beste Pieter Claes,

We hebben een terugbetaling uitgevoerd op uw rekening BE68 •••• •••• 4021.

Rechthebbende: Noor Claes
Prestatie: consultatie kinderarts (24/09/2025)
Honorarium: € 35,00
Terugbetaling: € 27,45
Persoonlijk aandeel: € 7,55

U vindt al uw terugbetalingen in Mijn Dijlevallei of in de app.

Ziekenfonds Dijlevallei – Naamsestraat 112, 3000 Leuven – 016 29 44 00
`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;background:#f0f5f2;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;border-bottom:3px solid #00875a;"><img src="https://www.dijlevallei-zf.be/media/mail/logo-zf.png" alt="Ziekenfonds Dijlevallei" width="170"></td></tr>
<tr><td style="padding:20px 24px;font-size:14px;color:#222;line-height:21px;">Beste Pieter Claes,<br><br>We hebben een terugbetaling uitgevoerd op uw rekening BE68 •••• •••• 4021.</td></tr>
<tr><td style="padding:0 24px 20px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #dfe9e4;">
<tr><td>Rechthebbende</td><td>Noor Claes</td></tr>
<tr><td>Prestatie</td><td>consultatie kinderarts (24/09/2025)</td></tr>
<tr><td>Honorarium</td><td>€ 35,00</td></tr>
<tr><td><b>Terugbetaling</b></td><td><b>€ 27,45</b></td></tr>
<tr><td>Persoonlijk aandeel</td><td>€ 7,55</td></tr></table></td></tr>
<tr><td style="padding:0 24px 20px;font-size:13px;"><a href="https://mijn.dijlevallei-zf.be/terugbetalingen" style="color:#00875a;">Naar Mijn Dijlevallei</a></td></tr>
<tr><td style="padding:12px 24px;background:#f6f6f6;font-size:11px;color:#777;">Naamsestraat 112, 3000 Leuven – 016 29 44 00 · <a href="https://www.dijlevallei-zf.be/privacy" style="color:#777;">Privacyverklaring</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Kluispunt, Belgian parcel lockers
  {
    family: "kluispunt",
    group: "consumer",
    lang: "nl",
    kind: "pickup-code",
    code: "K-40962",
    code_digits: "40962",
    link: null,
    from: "Kluispunt <melding@kluispunt.be>",
    to: "Pieter Claes <pieter.claes@inbox.example>",
    subject: "Je pakje zit in de kluis aan station Schaarbeek",
    date: d(9, 10, 13, 17),
    text: `Hallo Pieter,

Je pakje van Speelgoedhuis Tuimel ligt klaar in een Kluispunt-automaat.

Automaat: Station Schaarbeek – Prinses Elisabethplein 5, 1030 Schaarbeek (24/7 open)
Ophalen vóór: 16/10/2025
Zendingsnummer: 3SKLP00418822

Ophaalcode: K-40962

Tik op het scherm "Pakje ophalen" en geef de cijfers van je code in. Het vak gaat vanzelf open.

Kluispunt – Klantendienst 02 808 11 40
`,
    html: `<html><body style="margin:0;background:#1b1b1b;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;">
<tr><td style="background:#ffcc00;padding:16px 22px;font-size:22px;font-weight:900;color:#1b1b1b;">KLUISPUNT</td></tr>
<tr><td style="padding:20px 22px;font-size:15px;color:#222;">Hallo Pieter,<br><br>Je pakje van <b>Speelgoedhuis Tuimel</b> ligt klaar.</td></tr>
<tr><td style="padding:0 22px;"><table width="100%" cellpadding="0" cellspacing="0" style="background:#fff7d1;"><tr>
<td style="padding:16px;font-size:13px;color:#555;">Ophaalcode<br><span style="font-size:34px;font-weight:bold;color:#1b1b1b;letter-spacing:3px;">K-40962</span></td>
<td align="right" style="padding:16px;"><img src="https://api.kluispunt.be/qr/3SKLP00418822.png" alt="QR-code" width="96"></td></tr></table></td></tr>
<tr><td style="padding:16px 22px;font-size:14px;color:#222;line-height:21px;"><b>Station Schaarbeek</b><br>Prinses Elisabethplein 5, 1030 Schaarbeek (24/7 open)<br>Ophalen vóór <b>16/10/2025</b><br><span style="color:#777;font-size:12px;">Zendingsnummer 3SKLP00418822</span></td></tr>
<tr><td style="padding:0 22px 20px;font-size:13px;color:#555;">Tik op het scherm "Pakje ophalen" en geef de cijfers van je code in. Het vak gaat vanzelf open.</td></tr>
<tr><td style="padding:12px 22px;background:#f2f2f2;font-size:11px;color:#777;">Klantendienst 02 808 11 40 · <a href="https://www.kluispunt.be/hulp" style="color:#777;">Hulp</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kluispunt",
    group: "consumer",
    lang: "fr",
    kind: "parcel-announced",
    code: null,
    link: null,
    from: "Kluispunt <notification@kluispunt.be>",
    to: "Pieter Claes <pieter.claes@inbox.example>",
    subject: "Votre colis est en route vers un casier Kluispunt",
    date: d(8, 10, 18, 2),
    enc: "qp",
    text: `Bonjour Pieter,

Speelgoedhuis Tuimel a confié votre colis à Kluispunt.

Casier choisi : Gare de Schaerbeek – place Princesse Élisabeth 5, 1030 Schaerbeek
Livraison prévue : jeudi 09/10/2025
Numéro d'envoi : 3SKLP00418822

Dès que le colis sera déposé, vous recevrez votre code d'ouverture par e-mail et SMS.

Suivre l'envoi : https://www.kluispunt.be/fr/suivi?n=3SKLP00418822
`,
    html: null,
  },
  // ------------------------------------------------------------ Lumiwatt, Belgian energy supplier
  {
    family: "lumiwatt",
    group: "consumer",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Lumiwatt <factures@lumiwatt.be>",
    to: "Pieter Claes <pieter.claes@inbox.example>",
    subject: "Votre facture d'acompte d'octobre – 118,00 €",
    date: d(3, 10, 4, 30),
    text: `Bonjour Pieter Claes,

Votre facture d'acompte est disponible (PDF en pièce jointe).

Numéro de client : 1002 887 341
Adresse de fourniture : rue Josaphat 141, 1030 Schaerbeek
Facture n° : 25-0931-77412
Électricité : 71,00 € – Gaz : 47,00 €
Total : 118,00 €
Domiciliation le 17/10/2025 sur BE68 •••• •••• 4021

Prochain relevé annuel : janvier 2026.

Lumiwatt SA – boulevard Bischoffsheim 33, 1000 Bruxelles – TVA BE 0712.448.930
`,
    html: `<html><body style="margin:0;background:#f7f7f2;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;"><img src="https://www.lumiwatt.be/mail/logo-lumiwatt.png" alt="Lumiwatt" height="36"></td><td align="right" style="padding:18px 24px;font-size:12px;color:#888;">Client 1002 887 341</td></tr>
<tr><td colspan="2" style="padding:0 24px;font-size:20px;color:#333;">Votre facture d'acompte d'octobre</td></tr>
<tr><td colspan="2" style="padding:14px 24px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;">
<tr><td>Électricité</td><td align="right">71,00 €</td></tr>
<tr><td>Gaz</td><td align="right">47,00 €</td></tr>
<tr style="border-top:2px solid #f2b705;"><td><b>Total</b></td><td align="right"><b>118,00 €</b></td></tr>
</table>
<p style="font-size:13px;color:#555;">Facture n° 25-0931-77412 · rue Josaphat 141, 1030 Schaerbeek<br>Domiciliation le 17/10/2025 sur BE68 •••• •••• 4021</p>
<p style="font-size:13px;color:#555;">La facture complète est jointe au format PDF. Prochain relevé annuel : janvier 2026.</p>
</td></tr>
<tr><td colspan="2" style="padding:14px 24px;background:#333;font-size:11px;color:#ccc;">Lumiwatt SA – boulevard Bischoffsheim 33, 1000 Bruxelles – TVA BE 0712.448.930 · <a href="https://www.lumiwatt.be/fr/contact" style="color:#f2b705;">Contact</a> · <a href="https://www.lumiwatt.be/fr/vie-privee" style="color:#f2b705;">Vie privée</a></td></tr>
</table></td></tr></table></body></html>`,
    attachment: [
      "Lumiwatt_facture_25-0931-77412.pdf",
      "application/pdf",
      "%PDF-1.5\n%Lumiwatt\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "lumiwatt",
    group: "consumer",
    lang: "nl",
    kind: "meter-reading-reminder",
    code: null,
    link: null,
    from: "Lumiwatt <klantendienst@lumiwatt.be>",
    to: "Pieter Claes <pieter.claes@inbox.example>",
    subject: "Uw digitale meter: verbruik september bekeken?",
    date: d(7, 10, 10, 45),
    text: `Beste Pieter,

Uw verbruik in september (Josaphatstraat 141, 1030 Schaarbeek):
Elektriciteit: 212 kWh (-8 % t.o.v. augustus)
Gas: 38 m³

Tip: met het weekendtarief bespaart u tot 60 euro per jaar.
Bekijk uw verbruik per uur in de Lumiwatt-app.

Lumiwatt nv – Bisschoffsheimlaan 33, 1000 Brussel
Uitschrijven voor maandoverzichten: https://www.lumiwatt.be/nl/voorkeuren?c=1002887341
`,
    html: null,
  },
  // ------------------------------------------------------------ Zinneke Deelauto, Brussels car-sharing
  {
    family: "zinneke-deelauto",
    group: "consumer",
    lang: "nl",
    kind: "magic-link",
    code: null,
    link: "https://app.zinneke-deelauto.be/auth/link?token=zd_ml_6TqW0pH3sB8yN1cV&redirect=%2Freserveren",
    from: "Zinneke Deelauto <login@zinneke-deelauto.be>",
    to: "Pieter Claes <pieter.claes@inbox.example>",
    subject: "Je aanmeldlink voor Zinneke",
    date: d(13, 9, 8, 2),
    text: `Hoi Pieter,

Klik op de link hieronder om je aan te melden in de Zinneke-app. De link werkt 15 minuten
en maar één keer.

https://app.zinneke-deelauto.be/auth/link?token=zd_ml_6TqW0pH3sB8yN1cV&redirect=%2Freserveren

Niet zelf aangevraagd? Dan mag je deze mail negeren.

Zinneke Deelauto cvba – Vlaamsesteenweg 62, 1000 Brussel
`,
    html: `<html><body style="margin:0;background:#fff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="480" cellpadding="0" cellspacing="0" style="font-family:Inter,Helvetica,Arial,sans-serif;color:#111;">
<tr><td style="padding-bottom:24px;"><img src="https://zinneke-deelauto.be/img/mail-logo.png" alt="Zinneke" height="28"></td></tr>
<tr><td style="font-size:22px;font-weight:700;padding-bottom:12px;">Aanmelden bij Zinneke</td></tr>
<tr><td style="font-size:15px;line-height:23px;color:#333;padding-bottom:22px;">Hoi Pieter, klik op de knop om je aan te melden. De link werkt 15 minuten en maar één keer.</td></tr>
<tr><td style="padding-bottom:22px;"><a href="https://app.zinneke-deelauto.be/auth/link?token=zd_ml_6TqW0pH3sB8yN1cV&amp;redirect=%2Freserveren" style="background:#111;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:600;">Aanmelden</a></td></tr>
<tr><td style="font-size:13px;color:#777;padding-bottom:28px;">Niet zelf aangevraagd? Dan mag je deze mail negeren.</td></tr>
<tr><td style="font-size:11px;color:#999;border-top:1px solid #eee;padding-top:14px;">Zinneke Deelauto cvba – Vlaamsesteenweg 62, 1000 Brussel</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "zinneke-deelauto",
    group: "consumer",
    lang: "nl",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "Zinneke Deelauto <ritten@zinneke-deelauto.be>",
    to: "Pieter Claes <pieter.claes@inbox.example>",
    subject: "Ritoverzicht zaterdag 13 september – € 24,80",
    date: d(13, 9, 19, 21),
    enc: "b64",
    text: `Bedankt voor je rit, Pieter!

Wagen: Renault Zoe – 2-GXK-418 (standplaats Dailly)
Van 13/09/2025 09:30 tot 13/09/2025 16:45
Afstand: 64 km
Tijd: € 14,50 – Kilometers: € 10,30
Totaal: € 24,80 (wordt gedebiteerd op je kaart •••• 9152)

Vergeet niet de laadkabel terug in de koffer te leggen bij je volgende rit.

Zinneke Deelauto
`,
    html: `<html><body style="font-family:Helvetica,Arial,sans-serif;margin:0;">
<table width="480" align="center" cellpadding="0" cellspacing="0" style="color:#111;">
<tr><td style="padding:28px 0 18px;"><img src="https://zinneke-deelauto.be/img/mail-logo.png" alt="Zinneke" height="28"></td></tr>
<tr><td style="font-size:20px;font-weight:700;padding-bottom:14px;">Bedankt voor je rit, Pieter!</td></tr>
<tr><td><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td>Wagen</td><td align="right">Renault Zoe – 2-GXK-418</td></tr>
<tr><td>Periode</td><td align="right">13/09 09:30 – 16:45</td></tr>
<tr><td>Afstand</td><td align="right">64 km</td></tr>
<tr><td>Tijd</td><td align="right">€ 14,50</td></tr>
<tr><td>Kilometers</td><td align="right">€ 10,30</td></tr>
<tr><td style="border-top:1px solid #ddd;"><b>Totaal</b></td><td align="right" style="border-top:1px solid #ddd;"><b>€ 24,80</b></td></tr>
</table></td></tr>
<tr><td style="font-size:12px;color:#777;padding:14px 0;">Gedebiteerd op je kaart •••• 9152. Vergeet niet de laadkabel terug in de koffer te leggen.</td></tr>
</table></body></html>`,
  },
  // ------------------------------------------------------------ Schulnetz Limmattal, Swiss school portal
  {
    family: "schulnetz-limmattal",
    group: "regional",
    lang: "de",
    kind: "parents-letter",
    code: null,
    link: null,
    from: "Schule Dietikon Zentral <schulleitung@schulnetz-limmattal.ch>",
    to: "Sandra Keller <sandra.keller@inbox.example>",
    subject: "Elternbrief: Herbstlager 3. Klasse und Läusekontrolle",
    date: d(11, 9, 17, 20),
    enc: "qp",
    text: `Liebe Eltern der 3. Klassen

Vom 29. September bis 3. Oktober 2025 fahren die 3. Klassen ins Herbstlager nach Wildhaus SG.
Die Kosten betragen CHF 120.– pro Kind (Rest übernimmt die Schulgemeinde). Die Einzahlung
erfolgt mit dem QR-Einzahlungsschein, den Ihr Kind nächste Woche nach Hause bringt.

Packliste und Programm finden Sie im Schulnetz unter «Dokumente > 3. Klasse».

Nach den Herbstferien findet am Montag, 20. Oktober, die jährliche Läusekontrolle statt.

Bei Fragen erreichen Sie uns unter 044 744 36 10.

Freundliche Grüsse
Martin Brunner, Schulleiter
Schule Dietikon Zentral, Zentralstrasse 14, 8953 Dietikon
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;">
<table width="620" cellpadding="0" cellspacing="0"><tr><td style="border-bottom:2px solid #005aa0;padding:10px 0;"><img src="https://www.schulnetz-limmattal.ch/theme/img/logo-dietikon.png" alt="Schule Dietikon" height="40"></td></tr>
<tr><td style="padding:14px 0;line-height:21px;">
<p>Liebe Eltern der 3. Klassen</p>
<p>Vom <b>29. September bis 3. Oktober 2025</b> fahren die 3. Klassen ins Herbstlager nach Wildhaus SG. Die Kosten betragen CHF 120.– pro Kind (Rest übernimmt die Schulgemeinde). Die Einzahlung erfolgt mit dem QR-Einzahlungsschein, den Ihr Kind nächste Woche nach Hause bringt.</p>
<p>Packliste und Programm finden Sie im Schulnetz unter «Dokumente &gt; 3. Klasse».</p>
<p>Nach den Herbstferien findet am Montag, 20. Oktober, die jährliche Läusekontrolle statt.</p>
<p>Bei Fragen erreichen Sie uns unter 044 744 36 10.</p>
<p>Freundliche Grüsse<br>Martin Brunner, Schulleiter</p>
</td></tr>
<tr><td style="font-size:11px;color:#777;border-top:1px solid #ccc;padding-top:8px;">Schule Dietikon Zentral, Zentralstrasse 14, 8953 Dietikon · Diese Nachricht wurde über <a href="https://www.schulnetz-limmattal.ch" style="color:#777;">Schulnetz</a> versandt.</td></tr>
</table></body></html>`,
  },
  {
    family: "schulnetz-limmattal",
    group: "regional",
    lang: "de",
    kind: "activate-link",
    code: null,
    link: "https://portal.schulnetz-limmattal.ch/eltern/registrieren?einladung=ELT-5521-HQ8Z",
    from: "Schulnetz Limmattal <noreply@schulnetz-limmattal.ch>",
    to: "Sandra Keller <sandra.keller@inbox.example>",
    subject: "Ihr Zugang zum Elternportal",
    date: d(1, 9, 6, 45),
    text: `Grüezi Frau Keller

Die Schule Dietikon Zentral hat für Sie einen Zugang zum Elternportal eingerichtet.
Dort sehen Sie Absenzen, Stundenplan und Mitteilungen der Lehrpersonen von Jana Keller (3c).

Registrierung abschliessen:
https://portal.schulnetz-limmattal.ch/eltern/registrieren?einladung=ELT-5521-HQ8Z

Die Einladung ist bis zum 30. September 2025 gültig.

Freundliche Grüsse
Schulverwaltung Dietikon
`,
    html: `<html><body style="margin:0;background:#f0f4f8;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;">
<tr><td style="background:#005aa0;padding:14px 22px;color:#fff;font-size:18px;">Schulnetz · Elternportal</td></tr>
<tr><td style="padding:22px;font-size:14px;color:#222;line-height:21px;">Grüezi Frau Keller<br><br>Die Schule Dietikon Zentral hat für Sie einen Zugang zum Elternportal eingerichtet. Dort sehen Sie Absenzen, Stundenplan und Mitteilungen der Lehrpersonen von <b>Jana Keller (3c)</b>.</td></tr>
<tr><td style="padding:0 22px 22px;"><a href="https://portal.schulnetz-limmattal.ch/eltern/registrieren?einladung=ELT-5521-HQ8Z" style="background:#005aa0;color:#fff;padding:11px 22px;text-decoration:none;">Registrierung abschliessen</a></td></tr>
<tr><td style="padding:0 22px 22px;font-size:12px;color:#666;">Die Einladung ist bis zum 30. September 2025 gültig.<br>Freundliche Grüsse, Schulverwaltung Dietikon</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Albisana, Swiss health insurer
  {
    family: "albisana-krankenkasse",
    group: "regional",
    lang: "de",
    kind: "premium-invoice",
    code: null,
    link: null,
    from: "Albisana Krankenversicherung <rechnungen@albisana.ch>",
    to: "Sandra Keller <sandra.keller@inbox.example>",
    subject: "Ihre Prämienrechnung Oktober 2025",
    date: d(20, 9, 3, 15),
    enc: "b64",
    text: `Guten Tag Frau Keller

Ihre Prämienrechnung für Oktober 2025 steht in «myAlbisana» bereit.

Versichertennummer: 802.4471.33
Rechnungsnummer: 2025-10-5587314
Grundversicherung (3 Personen): CHF 812.40
Zusatzversicherung Kinder: CHF 38.70
Total: CHF 851.10
Zahlbar bis: 31.10.2025 (eBill)

Hinweis: Die Prämien 2026 erhalten Sie Ende Oktober mit der neuen Police.

Freundliche Grüsse
Albisana Krankenversicherung AG, Badenerstrasse 301, 8003 Zürich – 0800 80 44 80
`,
    html: `<html><body style="margin:0;background:#f4f4f4;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 26px;"><img src="https://www.albisana.ch/static/mail/albisana-logo.png" alt="Albisana" width="140"></td></tr>
<tr><td style="padding:0 26px 14px;font-size:14px;color:#222;">Guten Tag Frau Keller<br><br>Ihre Prämienrechnung für Oktober 2025 steht in «myAlbisana» bereit.</td></tr>
<tr><td style="padding:0 26px 18px;"><table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border-top:1px solid #ddd;">
<tr><td>Versichertennummer</td><td align="right">802.4471.33</td></tr>
<tr><td>Rechnungsnummer</td><td align="right">2025-10-5587314</td></tr>
<tr><td>Grundversicherung (3 Personen)</td><td align="right">CHF 812.40</td></tr>
<tr><td>Zusatzversicherung Kinder</td><td align="right">CHF 38.70</td></tr>
<tr style="background:#eef6f0;"><td><b>Total</b></td><td align="right"><b>CHF 851.10</b></td></tr>
<tr><td>Zahlbar bis</td><td align="right">31.10.2025 (eBill)</td></tr>
</table></td></tr>
<tr><td style="padding:0 26px 20px;font-size:12px;color:#666;">Die Prämien 2026 erhalten Sie Ende Oktober mit der neuen Police.</td></tr>
<tr><td style="padding:14px 26px;background:#2b6e44;font-size:11px;color:#e0efe5;">Albisana Krankenversicherung AG · Badenerstrasse 301, 8003 Zürich · 0800 80 44 80 · <a href="https://www.albisana.ch/datenschutz" style="color:#fff;">Datenschutz</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "albisana-krankenkasse",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "391052",
    link: null,
    from: "Albisana Krankenversicherung <sicherheit@albisana.ch>",
    to: "Sandra Keller <sandra.keller@inbox.example>",
    subject: "Ihr Bestätigungscode für myAlbisana",
    date: d(6, 10, 20, 11),
    text: `Guten Tag

Ihr Bestätigungscode für die Anmeldung bei myAlbisana lautet:

391 052

Der Code ist 5 Minuten gültig. Albisana wird Sie nie telefonisch oder per E-Mail nach diesem
Code fragen.

Falls Sie sich nicht angemeldet haben, kontaktieren Sie uns unter 0800 80 44 80.
`,
    html: `<html><body style="margin:0;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="520" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:22px 0;"><img src="https://www.albisana.ch/static/mail/albisana-logo.png" alt="Albisana" width="120"></td></tr>
<tr><td style="font-size:14px;color:#222;">Guten Tag<br><br>Ihr Bestätigungscode für die Anmeldung bei myAlbisana lautet:</td></tr>
<tr><td style="padding:18px 0;font-size:30px;font-weight:bold;color:#2b6e44;letter-spacing:4px;">391&nbsp;052</td></tr>
<tr><td style="font-size:13px;color:#555;line-height:20px;">Der Code ist 5 Minuten gültig. Albisana wird Sie nie telefonisch oder per E-Mail nach diesem Code fragen.<br>Falls Sie sich nicht angemeldet haben, kontaktieren Sie uns unter 0800 80 44 80.</td></tr>
</table></body></html>`,
  },
  // ------------------------------------------------------------ Steueramt eTax, Swiss cantonal tax
  {
    family: "etax-kanton-aarwald",
    group: "regional",
    lang: "de",
    kind: "filing-received",
    code: null,
    link: null,
    from: "Kantonales Steueramt eTax <noreply@etax-aarwald.ch>",
    to: "Sandra Keller <sandra.keller@inbox.example>",
    subject: "Eingangsbestätigung Steuererklärung 2024",
    date: d(24, 9, 22, 48),
    text: `Sehr geehrte Frau Keller

Wir bestätigen den elektronischen Eingang Ihrer Steuererklärung 2024.

Steuerpflichtige: Keller-Rossi Sandra und Marco
Registernummer: 114.208.631
Eingang: 24.09.2025, 22:47 Uhr
Quittungsnummer: ETX-2024-9915402

Die Belege wurden vollständig übermittelt. Eine Freigabequittung muss nicht unterschrieben
werden. Die Veranlagung erfolgt voraussichtlich im ersten Quartal 2026.

Kantonales Steueramt, Abteilung Natürliche Personen
`,
    html: null,
  },
  // ------------------------------------------------------------ Boxomat, Swiss parcel lockers
  {
    family: "boxomat",
    group: "consumer",
    lang: "it",
    kind: "pickup-code",
    code: "884127",
    link: null,
    from: "Boxomat <avvisi@boxomat.ch>",
    to: "Giulia Bernasconi <giulia.bernasconi@inbox.example>",
    subject: "Il tuo pacco è nel Boxomat della stazione di Lugano",
    date: d(17, 9, 9, 52),
    enc: "qp",
    text: `Ciao Giulia,

il tuo pacco di Bimbostore.ch è stato depositato nel Boxomat.

Luogo: Stazione FFS Lugano, piazzale della Stazione, 6900 Lugano (accesso 24 ore su 24)
Da ritirare entro: 24.09.2025
Numero d'invio: 99.60.118204.00773561

Codice di ritiro: 88 41 27

Digita il codice sul display del Boxomat oppure scansiona il codice QR nell'app.

Servizio clienti: 0848 26 90 26 (lu–ve 8–18)
Boxomat SA, Via Cantonale 19, 6928 Manno
`,
    html: `<html><body style="margin:0;background:#f3f3f3;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#e30613;padding:14px 22px;"><img src="https://cdn.boxomat.ch/mail/logo-white.png" alt="Boxomat" height="28"></td></tr>
<tr><td style="padding:22px;font-size:15px;color:#222;">Ciao Giulia,<br><br>il tuo pacco di <b>Bimbostore.ch</b> è stato depositato nel Boxomat.</td></tr>
<tr><td align="center" style="padding:0 22px 10px;"><table cellpadding="0" cellspacing="0"><tr>
<td style="padding:10px 14px;border:1px solid #e30613;font-size:30px;font-weight:bold;">88</td><td width="8"></td>
<td style="padding:10px 14px;border:1px solid #e30613;font-size:30px;font-weight:bold;">41</td><td width="8"></td>
<td style="padding:10px 14px;border:1px solid #e30613;font-size:30px;font-weight:bold;">27</td></tr></table>
<p style="font-size:12px;color:#666;">Codice di ritiro</p></td></tr>
<tr><td style="padding:0 22px 18px;font-size:14px;color:#222;line-height:21px;"><b>Stazione FFS Lugano</b>, piazzale della Stazione, 6900 Lugano (accesso 24 ore su 24)<br>Da ritirare entro il <b>24.09.2025</b><br><span style="font-size:12px;color:#777;">Numero d'invio 99.60.118204.00773561</span></td></tr>
<tr><td style="padding:0 22px 20px;font-size:13px;color:#555;">Digita il codice sul display del Boxomat oppure scansiona il codice QR nell'app.</td></tr>
<tr><td style="padding:12px 22px;background:#f7f7f7;font-size:11px;color:#888;">Servizio clienti 0848 26 90 26 (lu–ve 8–18) · Boxomat SA, Via Cantonale 19, 6928 Manno</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "boxomat",
    group: "consumer",
    lang: "de",
    kind: "parcel-announced",
    code: null,
    link: null,
    from: "Boxomat <info@boxomat.ch>",
    to: "Sandra Keller <sandra.keller@inbox.example>",
    subject: "Ihr Paket ist unterwegs zum Boxomat Dietikon Bahnhof",
    date: d(14, 10, 16, 33),
    text: `Grüezi Sandra Keller

Ihr Paket von Spielwaren Zürcher ist unterwegs.

Boxomat-Standort: Dietikon Bahnhof, Bahnhofplatz 1, 8953 Dietikon
Voraussichtliche Zustellung: Mittwoch, 15.10.2025
Sendungsnummer: 99.60.118204.00791288

Sobald das Paket im Fach liegt, senden wir Ihnen den Abholcode.

Sendung verfolgen: https://www.boxomat.ch/de/tracking/996011820400791288
`,
    html: null,
  },
  // ------------------------------------------------------------ VoilàPlay, streaming
  {
    family: "voilaplay",
    group: "consumer",
    lang: "fr",
    kind: "device-code",
    code: "MKQ7TX",
    link: null,
    from: "VoilàPlay <compte@voilaplay.com>",
    subject: "Code pour connecter votre téléviseur",
    date: d(21, 9, 20, 34),
    enc: "b64",
    text: `Bonjour Claire,

Quelqu'un (vous, espérons-le !) souhaite connecter un nouvel appareil à votre compte VoilàPlay :
Téléviseur Samsung – salon, Villeurbanne (FR)

Saisissez ce code sur l'écran du téléviseur :

MKQ7TX

Ce code expire dans 15 minutes.

Ce n'est pas vous ? Changez votre mot de passe depuis Compte > Sécurité.

VoilàPlay – Aide : https://aide.voilaplay.com
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#0d0d14;">
<table width="100%" cellpadding="0" cellspacing="0" style="background:#0d0d14;"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;color:#e9e9f2;">
<tr><td style="padding-bottom:26px;"><img src="https://img.voilaplay.com/brand/logo-light.png" alt="VoilàPlay" height="30"></td></tr>
<tr><td style="font-size:24px;font-weight:bold;padding-bottom:14px;">Connecter un nouvel appareil</td></tr>
<tr><td style="font-size:15px;line-height:23px;color:#b9b9c9;padding-bottom:18px;">Bonjour Claire, quelqu'un (vous, espérons-le !) souhaite connecter <b style="color:#fff;">Téléviseur Samsung – salon</b> (Villeurbanne, FR) à votre compte.</td></tr>
<tr><td align="center" style="background:#1d1d2b;border-radius:8px;padding:20px;font-size:34px;font-weight:bold;letter-spacing:8px;color:#ff5470;">MKQ7TX</td></tr>
<tr><td style="font-size:13px;color:#8c8ca0;padding-top:16px;">Saisissez ce code sur l'écran du téléviseur. Il expire dans 15 minutes.</td></tr>
<tr><td style="font-size:13px;color:#8c8ca0;padding-top:10px;">Ce n'est pas vous ? Changez votre mot de passe depuis Compte &gt; Sécurité.</td></tr>
<tr><td style="font-size:11px;color:#5d5d70;padding-top:30px;"><a href="https://aide.voilaplay.com" style="color:#5d5d70;">Aide</a> · <a href="https://www.voilaplay.com/legal/confidentialite" style="color:#5d5d70;">Confidentialité</a> · © 2025 VoilàPlay SAS</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "voilaplay",
    group: "consumer",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "VoilàPlay <nouveautes@voilaplay.com>",
    subject: "Vacances de la Toussaint : 12 films à voir en famille 🍂",
    date: d(17, 10, 18, 0),
    text: `Les vacances arrivent ! Voici notre sélection pour toute la famille :

- « Le Phare des oubliés » – aventure, dès 8 ans – nouveau le 18 octobre
- « Mimi et les citrouilles » – animation, dès 3 ans
- « La Course des montgolfières » – comédie, dès 6 ans

Voir toute la sélection : https://www.voilaplay.com/collections/toussaint-en-famille?utm_source=newsletter&utm_campaign=toussaint25

Rappel : le profil Enfants n'affiche que des programmes adaptés à l'âge choisi.

Vous recevez cet e-mail car vous êtes abonnée à VoilàPlay Famille (9,99 €/mois).
Se désinscrire : https://www.voilaplay.com/preferences/emails?u=cm9yZWw
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#0d0d14;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;color:#e9e9f2;">
<tr><td style="padding:10px 0 20px;"><img src="https://img.voilaplay.com/brand/logo-light.png" alt="VoilàPlay" height="28"></td></tr>
<tr><td><a href="https://www.voilaplay.com/collections/toussaint-en-famille?utm_source=newsletter&amp;utm_campaign=toussaint25"><img src="https://img.voilaplay.com/nl/2025-10/hero-toussaint.jpg" alt="12 films à voir en famille" width="600" style="display:block;"></a></td></tr>
<tr><td style="padding:20px 0;font-size:22px;font-weight:bold;">Les vacances arrivent 🍂</td></tr>
<tr><td><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="33%" style="padding:4px;"><img src="https://img.voilaplay.com/t/phare.jpg" alt="Le Phare des oubliés" width="190"><br><span style="font-size:12px;color:#b9b9c9;">Le Phare des oubliés · dès 8 ans</span></td>
<td width="33%" style="padding:4px;"><img src="https://img.voilaplay.com/t/mimi.jpg" alt="Mimi et les citrouilles" width="190"><br><span style="font-size:12px;color:#b9b9c9;">Mimi et les citrouilles · dès 3 ans</span></td>
<td width="33%" style="padding:4px;"><img src="https://img.voilaplay.com/t/montgolfieres.jpg" alt="La Course des montgolfières" width="190"><br><span style="font-size:12px;color:#b9b9c9;">La Course des montgolfières · dès 6 ans</span></td>
</tr></table></td></tr>
<tr><td align="center" style="padding:24px 0;"><a href="https://www.voilaplay.com/collections/toussaint-en-famille?utm_source=newsletter&amp;utm_campaign=toussaint25" style="background:#ff5470;color:#fff;padding:12px 26px;border-radius:4px;text-decoration:none;font-weight:bold;">Voir toute la sélection</a></td></tr>
<tr><td style="font-size:11px;color:#5d5d70;padding-top:10px;">Vous recevez cet e-mail car vous êtes abonnée à VoilàPlay Famille (9,99 €/mois). <a href="https://www.voilaplay.com/preferences/emails?u=cm9yZWw" style="color:#5d5d70;">Se désinscrire</a> · © 2025 VoilàPlay SAS, 18 rue de Londres, 75009 Paris</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ CPE Les Lucioles, Quebec daycare
  {
    family: "cpe-les-lucioles",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "CPE Les Lucioles <direction@cpeleslucioles.qc.ca>",
    to: "Geneviève Tremblay <gen.tremblay@inbox.example>",
    subject: "Infolettre d'octobre – photos, journée pédagogique et collecte de mitaines",
    date: d(1, 10, 12, 15),
    enc: "qp",
    text: `Bonjour chers parents,

Voici les nouvelles du mois au CPE Les Lucioles :

🍁 Journée pédagogique : le vendredi 17 octobre, le CPE sera fermé.
📸 Photographe : le mardi 21 octobre en avant-midi. Habillez vos cocos chaudement, on sort dans la cour!
🧤 Collecte de mitaines et de tuques : une boîte est à l'entrée jusqu'au 31 octobre.
🎃 Fête de l'Halloween : le vendredi 31 octobre, les enfants peuvent venir costumés (sans masque).

Rappel : les frais de garde de 9,35 $ par jour sont prélevés le jeudi de chaque semaine.

Bon mois d'octobre!
Josée Gagnon, directrice générale
CPE Les Lucioles – 2450, rue Masson, Montréal (Québec) H1Y 1V8 – 514 555-0182
`,
    html: `<html><body style="margin:0;background:#fff6e5;font-family:'Comic Neue',Verdana,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;border:2px solid #f5b942;border-radius:12px;">
<tr><td align="center" style="padding:18px;"><img src="https://cpeleslucioles.qc.ca/wp-content/uploads/2023/logo-lucioles.png" alt="CPE Les Lucioles" width="180"></td></tr>
<tr><td style="padding:0 24px 18px;font-size:14px;color:#333;line-height:22px;">
<p>Bonjour chers parents,</p>
<p>Voici les nouvelles du mois :</p>
<p>🍁 <b>Journée pédagogique</b> : le vendredi 17 octobre, le CPE sera fermé.</p>
<p>📸 <b>Photographe</b> : le mardi 21 octobre en avant-midi. Habillez vos cocos chaudement, on sort dans la cour!</p>
<p>🧤 <b>Collecte de mitaines et de tuques</b> : une boîte est à l'entrée jusqu'au 31 octobre.</p>
<p>🎃 <b>Halloween</b> : le vendredi 31 octobre, les enfants peuvent venir costumés (sans masque).</p>
<p style="font-size:12px;color:#777;">Rappel : les frais de garde de 9,35 $ par jour sont prélevés le jeudi de chaque semaine.</p>
<p>Bon mois d'octobre!<br>Josée Gagnon, directrice générale</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#fff1cc;border-radius:0 0 10px 10px;font-size:11px;color:#7a6a44;">CPE Les Lucioles – 2450, rue Masson, Montréal (Québec) H1Y 1V8 – 514 555-0182 · <a href="https://www.facebook.com/cpeleslucioles" style="color:#7a6a44;">Facebook</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Hydrélia, Quebec electricity
  {
    family: "hydrelia",
    group: "consumer",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Hydrélia <facturation@hydrelia.ca>",
    to: "Geneviève Tremblay <gen.tremblay@inbox.example>",
    subject: "Votre facture est prête – 142,87 $",
    date: d(9, 10, 6, 20),
    text: `Bonjour Geneviève Tremblay,

Votre facture d'électricité est maintenant disponible dans votre Espace client.

Numéro de compte : 2998 41 7730 4
Période : du 6 août au 7 octobre 2025 (63 jours)
Consommation : 1 284 kWh
Montant à payer : 142,87 $
Date d'échéance : 30 octobre 2025

Vous êtes inscrite au mode de versements égaux : aucun ajustement ce mois-ci.

Hydrélia – Service à la clientèle : 1 888 555-0147
`,
    html: `<html><body style="margin:0;background:#eef3f8;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:18px 24px;background:#0b3d6e;"><img src="https://www.hydrelia.ca/courriel/logo-blanc.png" alt="Hydrélia" height="32"></td></tr>
<tr><td style="padding:22px 24px 8px;font-size:15px;color:#222;">Bonjour Geneviève Tremblay,<br><br>Votre facture d'électricité est maintenant disponible dans votre Espace client.</td></tr>
<tr><td style="padding:12px 24px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#f4f7fa;">
<tr><td>Numéro de compte</td><td align="right">2998 41 7730 4</td></tr>
<tr><td>Période</td><td align="right">du 6 août au 7 octobre 2025 (63 jours)</td></tr>
<tr><td>Consommation</td><td align="right">1 284 kWh</td></tr>
<tr><td><b>Montant à payer</b></td><td align="right"><b>142,87 $</b></td></tr>
<tr><td>Date d'échéance</td><td align="right">30 octobre 2025</td></tr>
</table></td></tr>
<tr><td style="padding:10px 24px 20px;font-size:13px;color:#555;">Vous êtes inscrite au mode de versements égaux : aucun ajustement ce mois-ci. <a href="https://www.hydrelia.ca/espace-client/factures" style="color:#0b3d6e;">Consulter ma facture</a></td></tr>
<tr><td style="padding:12px 24px;background:#f0f0f0;font-size:11px;color:#777;">Service à la clientèle : 1 888 555-0147 · <a href="https://www.hydrelia.ca/confidentialite" style="color:#777;">Confidentialité</a> · <a href="https://www.hydrelia.ca/desabonnement" style="color:#777;">Se désabonner des communications</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Téléfluo, French mobile operator
  {
    family: "telefluo",
    group: "consumer",
    lang: "fr",
    kind: "invoice",
    code: null,
    link: null,
    from: "Téléfluo <facture@telefluo.fr>",
    subject: "Votre facture Téléfluo de septembre est disponible",
    date: d(5, 10, 7, 12),
    enc: "b64",
    text: `Bonjour Claire,

Votre facture de septembre 2025 est disponible dans votre Espace Client.

Ligne principale : 06 •• •• 42 18 – Forfait 100 Go : 12,99 €
Ligne enfant : 07 •• •• 90 03 – Forfait Ado 10 Go (contrôle parental inclus) : 4,99 €
Total TTC : 17,98 €
Prélèvement le 12/10/2025

Astuce : le contrôle parental de la ligne de Léo se règle dans l'application, rubrique « Mes lignes ».

Téléfluo – SAS au capital de 2 000 000 € – 14 rue de Javel, 75015 Paris
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f0f0ff;">
<div style="display:none;">17,98 € prélevés le 12/10/2025.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;font-family:Poppins,Arial,sans-serif;">
<tr><td style="padding:24px 28px;"><img src="https://medias.telefluo.fr/emails/logo-telefluo.png" alt="Téléfluo" height="30"></td></tr>
<tr><td style="padding:0 28px 8px;font-size:20px;color:#2b1d7a;font-weight:600;">Votre facture de septembre</td></tr>
<tr><td style="padding:0 28px 18px;font-size:40px;color:#6c4dff;font-weight:700;">17,98 €</td></tr>
<tr><td style="padding:0 28px 18px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;color:#333;">
<tr><td>06 •• •• 42 18 – Forfait 100 Go</td><td align="right">12,99 €</td></tr>
<tr><td>07 •• •• 90 03 – Forfait Ado 10 Go</td><td align="right">4,99 €</td></tr>
<tr><td style="color:#777;">Prélèvement</td><td align="right" style="color:#777;">12/10/2025</td></tr>
</table></td></tr>
<tr><td style="padding:0 28px 22px;"><a href="https://espace-client.telefluo.fr/factures?mois=2025-09" style="background:#6c4dff;color:#fff;padding:11px 22px;border-radius:22px;text-decoration:none;font-size:14px;">Voir ma facture</a></td></tr>
<tr><td style="padding:16px 28px;font-size:11px;color:#999;border-top:1px solid #eee;">
<a href="https://apps.apple.com/fr/app/telefluo/id1523300111"><img src="https://medias.telefluo.fr/emails/app-store.png" alt="App Store" height="30"></a>
<a href="https://play.google.com/store/apps/details?id=fr.telefluo.espaceclient"><img src="https://medias.telefluo.fr/emails/google-play.png" alt="Google Play" height="30"></a><br>
Téléfluo – SAS au capital de 2 000 000 € – 14 rue de Javel, 75015 Paris</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Banque Héliade, French retail bank
  {
    family: "banque-heliade",
    group: "consumer",
    lang: "fr",
    kind: "statement-available",
    code: null,
    link: null,
    from: "Banque Héliade <information@banque-heliade.fr>",
    subject: "Votre relevé de compte de septembre est disponible",
    date: d(3, 10, 8, 5),
    text: `Chère cliente, cher client,

Votre relevé de compte du mois de septembre 2025 est disponible dans votre espace de banque en
ligne, rubrique « e-Documents ».

Compte courant joint •••• 0417

Pour votre sécurité, Banque Héliade ne vous demandera jamais vos codes d'accès ou un code reçu
par SMS, ni par e-mail ni par téléphone.

Banque Héliade – SA au capital de 184 500 000 € – 21 quai Saint-Antoine, 69002 Lyon
ORIAS n° 07 012 845
`,
    html: `<html><body style="margin:0;background:#f5f3ee;font-family:Georgia,'Times New Roman',serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:20px 30px;border-bottom:1px solid #d8cfb8;"><img src="https://www.banque-heliade.fr/ressources/email/logo-heliade.png" alt="Banque Héliade" width="170"></td></tr>
<tr><td style="padding:26px 30px;font-size:15px;color:#2b2b2b;line-height:24px;">
<p>Chère cliente, cher client,</p>
<p>Votre relevé de compte du mois de <b>septembre 2025</b> est disponible dans votre espace de banque en ligne, rubrique « e-Documents ».</p>
<p style="color:#6d6552;">Compte courant joint •••• 0417</p>
<p style="font-size:13px;color:#6d6552;border-left:3px solid #b8973f;padding-left:10px;">Pour votre sécurité, Banque Héliade ne vous demandera jamais vos codes d'accès ou un code reçu par SMS, ni par e-mail ni par téléphone.</p>
</td></tr>
<tr><td style="padding:16px 30px;background:#2b2b2b;font-family:Arial,sans-serif;font-size:10px;color:#bbb;">Banque Héliade – SA au capital de 184 500 000 € – 21 quai Saint-Antoine, 69002 Lyon – ORIAS n° 07 012 845 · <a href="https://www.banque-heliade.fr/securite" style="color:#d9c27a;">Conseils de sécurité</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Tinysteps Journal, nursery app (English)
  {
    family: "tinysteps-journal",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://links.tinystepsjournal.com/ls/click?upn=u001.Hk2-2FqLw7vTn9RzX0pc-3DKp4&invite=TSJ-91RA7",
    from: "Tinysteps Journal <hello@tinystepsjournal.com>",
    to: "Sandra Keller <sandra.keller@inbox.example>",
    subject: "Kinderkrippe Sonnenblume invited you to follow Mila's day",
    date: d(8, 9, 11, 3),
    text: `Hi Sandra,

Kinderkrippe Sonnenblume (Dietikon) uses Tinysteps Journal to share photos, naps, meals and
nappy changes with parents during the day.

They've invited you as a parent of Mila Keller (Room: Raupen).

Accept your invitation:
https://links.tinystepsjournal.com/ls/click?upn=u001.Hk2-2FqLw7vTn9RzX0pc-3DKp4&invite=TSJ-91RA7

This invitation expires in 7 days. Your nursery will never ask you to pay through Tinysteps.

Tinysteps Journal Ltd, 4 Drury Lane, London WC2B 5RH, United Kingdom
`,
    html: `<!DOCTYPE html><html lang="en"><body style="margin:0;background:#fdf7f2;">
<div style="display:none;max-height:0;overflow:hidden;">Photos, naps and meals from Mila's day, right on your phone.</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:18px;font-family:Nunito,Helvetica,Arial,sans-serif;">
<tr><td align="center" style="padding:28px 30px 10px;"><img src="https://assets.tinystepsjournal.com/email/logo-footprints.png" alt="Tinysteps Journal" width="160"></td></tr>
<tr><td align="center" style="padding:10px 30px;font-size:22px;font-weight:800;color:#40304f;">You're invited to follow Mila's day</td></tr>
<tr><td align="center" style="padding:0 40px 20px;font-size:15px;line-height:23px;color:#6b5b78;"><b>Kinderkrippe Sonnenblume</b> (Dietikon) shares photos, naps, meals and nappy changes with parents during the day. They've added you as a parent of <b>Mila Keller</b> (Room: Raupen).</td></tr>
<tr><td align="center" style="padding:0 30px 24px;"><a href="https://links.tinystepsjournal.com/ls/click?upn=u001.Hk2-2FqLw7vTn9RzX0pc-3DKp4&amp;invite=TSJ-91RA7" style="display:inline-block;background:#ff8a65;color:#fff;font-weight:800;padding:14px 36px;border-radius:28px;text-decoration:none;">Accept invitation</a></td></tr>
<tr><td align="center" style="padding:0 40px 24px;font-size:12px;color:#9a8ca6;">This invitation expires in 7 days. Your nursery will never ask you to pay through Tinysteps.</td></tr>
<tr><td align="center" style="padding:18px 30px;border-top:1px solid #f3e8df;font-size:11px;color:#a99cb3;">
<a href="https://apps.apple.com/app/tinysteps-journal/id1376602208"><img src="https://assets.tinystepsjournal.com/email/appstore.png" alt="Download on the App Store" height="32"></a>
<a href="https://play.google.com/store/apps/details?id=com.tinysteps.journal"><img src="https://assets.tinystepsjournal.com/email/googleplay.png" alt="Get it on Google Play" height="32"></a><br><br>
Tinysteps Journal Ltd, 4 Drury Lane, London WC2B 5RH · <a href="https://tinystepsjournal.com/privacy" style="color:#a99cb3;">Privacy</a> · <a href="https://tinystepsjournal.com/help" style="color:#a99cb3;">Help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "tinysteps-journal",
    group: "consumer",
    lang: "en",
    kind: "daily-digest",
    code: null,
    link: null,
    from: "Tinysteps Journal <digest@tinystepsjournal.com>",
    to: "Sandra Keller <sandra.keller@inbox.example>",
    subject: "Mila's day at Kinderkrippe Sonnenblume – Thursday 2 October",
    date: d(2, 10, 17, 45),
    enc: "qp",
    text: `Mila's day – Thursday 2 October 2025

Arrived 07:52 · Picked up 16:40 by Marco
Meals: breakfast (all), lunch – pasta with vegetables (most), snack – apple and crackers (all)
Sleep: 12:15 – 13:50 (1 h 35 min)
Nappies: 3 (all wet, one dirty at 10:20)
Activities: painting with sponges, walk to the Stadtpark

Note from Lea: "Mila sang the whole autumn song today! 🍂"

2 new photos are waiting for you in the app.

Manage e-mail summaries: https://app.tinystepsjournal.com/settings/notifications
`,
    html: `<html><body style="margin:0;background:#fdf7f2;font-family:Nunito,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:18px;">
<tr><td style="padding:22px 28px 6px;font-size:20px;font-weight:800;color:#40304f;">Mila's day</td></tr>
<tr><td style="padding:0 28px 16px;font-size:13px;color:#9a8ca6;">Thursday 2 October 2025 · Kinderkrippe Sonnenblume</td></tr>
<tr><td style="padding:0 28px;"><table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;color:#40304f;">
<tr><td width="30">🚪</td><td>Arrived 07:52 · Picked up 16:40 by Marco</td></tr>
<tr><td>🍽️</td><td>Breakfast (all) · Lunch: pasta with vegetables (most) · Snack: apple and crackers (all)</td></tr>
<tr><td>😴</td><td>12:15 – 13:50 (1 h 35 min)</td></tr>
<tr><td>🧷</td><td>3 nappies (all wet, one dirty at 10:20)</td></tr>
<tr><td>🎨</td><td>Painting with sponges, walk to the Stadtpark</td></tr>
</table></td></tr>
<tr><td style="padding:14px 28px;"><div style="background:#fff1e8;border-radius:12px;padding:12px 16px;font-size:14px;color:#6b5b78;">Note from Lea: “Mila sang the whole autumn song today! 🍂”</div></td></tr>
<tr><td style="padding:0 28px 20px;"><a href="https://app.tinystepsjournal.com/child/mila-keller/2025-10-02"><img src="https://assets.tinystepsjournal.com/email/photos-waiting.png" alt="2 new photos" width="200"></a></td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #f3e8df;font-size:11px;color:#a99cb3;"><a href="https://app.tinystepsjournal.com/settings/notifications" style="color:#a99cb3;">Manage e-mail summaries</a> · Tinysteps Journal Ltd, 4 Drury Lane, London WC2B 5RH</td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Storynook Books, children's bookshop (English)
  {
    family: "storynook-books",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Storynook Books <orders@storynookbooks.co.uk>",
    to: "Pieter Claes <pieter.claes@inbox.example>",
    subject: "Your Storynook order #SN-208441 is on its way",
    date: d(22, 9, 14, 26),
    text: `Hi Pieter,

Good news – your books have left our shop in Bristol.

Order #SN-208441 (placed 19 September 2025)
1 × The Owl Who Borrowed the Moon (hardback) – £12.99
1 × Puzzle Atlas of Europe – £9.50
Shipping to Belgium (tracked) – £6.95
Total: £29.44

Carrier: Royal Mail International Tracked – tracking number LX 3391 0287 GB
Estimated delivery: 26–30 September. Customs charges may apply for deliveries outside the UK.

Track your parcel: https://www.storynookbooks.co.uk/account/orders/SN-208441

Happy reading!
The Storynook team · 12 Gloucester Road, Bristol BS7 8AE · 0117 496 0321
`,
    html: `<html><body style="margin:0;background:#f6f1e7;font-family:Georgia,serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:22px 10px;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#fffdf8;border:1px solid #e6dcc6;">
<tr><td align="center" style="padding:22px;"><img src="https://www.storynookbooks.co.uk/email/storynook-logo.png" alt="Storynook Books" width="180"></td></tr>
<tr><td style="padding:0 30px 12px;font-size:20px;color:#3d2f1f;">Your books are on their way 📚</td></tr>
<tr><td style="padding:0 30px 16px;font-size:14px;color:#5a4a36;line-height:22px;">Hi Pieter, your order <b>#SN-208441</b> has left our shop in Bristol.</td></tr>
<tr><td style="padding:0 30px 16px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;color:#3d2f1f;border-top:1px solid #e6dcc6;">
<tr><td>The Owl Who Borrowed the Moon (hardback)</td><td align="right">£12.99</td></tr>
<tr><td>Puzzle Atlas of Europe</td><td align="right">£9.50</td></tr>
<tr><td>Shipping to Belgium (tracked)</td><td align="right">£6.95</td></tr>
<tr><td style="border-top:1px solid #e6dcc6;"><b>Total</b></td><td align="right" style="border-top:1px solid #e6dcc6;"><b>£29.44</b></td></tr>
</table></td></tr>
<tr><td style="padding:0 30px 16px;font-size:13px;color:#5a4a36;">Royal Mail International Tracked · LX 3391 0287 GB · estimated 26–30 September. Customs charges may apply outside the UK.</td></tr>
<tr><td style="padding:0 30px 22px;"><a href="https://www.storynookbooks.co.uk/account/orders/SN-208441" style="background:#3d6b4f;color:#fff;padding:10px 20px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;">Track your parcel</a></td></tr>
<tr><td style="padding:14px 30px;background:#efe6d3;font-size:11px;color:#7a6a52;font-family:Arial,sans-serif;">Storynook Books · 12 Gloucester Road, Bristol BS7 8AE · 0117 496 0321 · <a href="https://www.storynookbooks.co.uk/newsletter/unsubscribe" style="color:#7a6a52;">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Campamentos Albarizas, Spanish summer camp
  {
    family: "campamentos-albarizas",
    group: "consumer",
    lang: "es",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Campamentos Albarizas <hola@campamentosalbarizas.es>",
    to: "Pieter Claes <pieter.claes@inbox.example>",
    subject: "Noor, ¡ya echamos de menos el verano! Fotos y fechas de 2026",
    date: d(30, 9, 19, 10),
    enc: "8bit",
    text: `¡Hola, familia Claes!

Gracias por confiarnos a Noor en el campamento de inmersión lingüística de julio en Zahara de la Sierra.

📷 El álbum de fotos del turno 2 ya está disponible en el área de familias.
📅 Fechas de 2026: turno 1 del 1 al 14 de julio, turno 2 del 16 al 29 de julio.
💶 Las familias que repiten tienen un 10 % de descuento hasta el 31 de enero.

¡Un abrazo desde Cádiz!
El equipo de Campamentos Albarizas
Calle Real 8, 11688 Zahara de la Sierra (Cádiz) · +34 956 123 478
Darse de baja: https://campamentosalbarizas.es/baja?e=cGNsYWVz
`,
    html: `<html><body style="margin:0;background:#fff3e0;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px 8px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td><img src="https://campamentosalbarizas.es/mailing/2025-09/cabecera.jpg" alt="Campamentos Albarizas" width="600" style="display:block;"></td></tr>
<tr><td style="padding:22px 26px;font-size:15px;color:#333;line-height:23px;">
<p>¡Hola, familia Claes!</p>
<p>Gracias por confiarnos a Noor en el campamento de inmersión lingüística de julio en Zahara de la Sierra.</p>
<p>📷 El <a href="https://campamentosalbarizas.es/familias/fotos/2025-turno-2" style="color:#e65100;">álbum de fotos del turno 2</a> ya está disponible en el área de familias.<br>
📅 <b>Fechas de 2026</b>: turno 1 del 1 al 14 de julio, turno 2 del 16 al 29 de julio.<br>
💶 Las familias que repiten tienen un 10 % de descuento hasta el 31 de enero.</p>
<p>¡Un abrazo desde Cádiz!<br>El equipo de Campamentos Albarizas</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#3e2723;font-size:11px;color:#d7ccc8;">Calle Real 8, 11688 Zahara de la Sierra (Cádiz) · +34 956 123 478 · <a href="https://www.instagram.com/campamentosalbarizas" style="color:#ffab40;">Instagram</a> · <a href="https://campamentosalbarizas.es/baja?e=cGNsYWVz" style="color:#ffab40;">Darse de baja</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Banco Ribeira Atlântica, Portuguese bank for residents abroad
  {
    family: "banco-ribeira-atlantica",
    group: "consumer",
    lang: "pt",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Banco Ribeira Atlântica <alertas@ribeira-atlantica.pt>",
    to: "Ana Ferreira <ana.ferreira@inbox.example>",
    subject: "Recebeu uma transferência de 150,00 EUR",
    date: d(15, 10, 10, 2),
    enc: "qp",
    text: `Caro(a) Cliente,

Informamos que foi creditada na sua conta à ordem n.º •••• 5530 uma transferência SEPA:

Ordenante: MARIA DA CONCEICAO FERREIRA
Montante: 150,00 EUR
Descritivo: PRENDA ANOS TOMAS
Data-valor: 15/10/2025

Saldo disponível após o movimento: 1.342,18 EUR

Este é um alerta automático. Por favor, não responda a esta mensagem.
Banco Ribeira Atlântica, S.A. – Av. da Liberdade 190, 1250-147 Lisboa – Linha de apoio +351 210 123 900
`,
    html: null,
  },
  {
    family: "banque-heliade",
    group: "consumer",
    lang: "fr",
    kind: "payment-code",
    code: "617204",
    link: null,
    from: "Banque Héliade <securite@banque-heliade.fr>",
    subject: "Validation de votre paiement en ligne",
    date: d(12, 10, 9, 1),
    enc: "qp",
    text: `Validation de paiement – Banque Héliade

Vous réglez un achat en ligne avec votre carte •••• 8826 :
Marchand : COTIZEA*JUDO GRATTE CIEL
Montant : 61,67 EUR
Date : 12/10/2025 09:01

Code de validation : 617 204

Saisissez ce code sur la page de paiement. Il est valable 5 minutes.
Si vous n'êtes pas à l'origine de cet achat, ne saisissez rien et appelez le 04 26 29 00 00.
`,
    html: `<html><body style="margin:0;font-family:Arial,sans-serif;background:#f5f3ee;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:18px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="padding:16px 22px;border-bottom:1px solid #d8cfb8;"><img src="https://www.banque-heliade.fr/ressources/email/logo-heliade.png" alt="Banque Héliade" width="140"></td></tr>
<tr><td style="padding:18px 22px;font-size:14px;color:#2b2b2b;">Vous réglez un achat en ligne avec votre carte •••• 8826.</td></tr>
<tr><td style="padding:0 22px;"><table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#faf8f3;">
<tr><td>Marchand</td><td align="right">COTIZEA*JUDO GRATTE CIEL</td></tr>
<tr><td>Montant</td><td align="right">61,67 EUR</td></tr>
<tr><td>Date</td><td align="right">12/10/2025 09:01</td></tr></table></td></tr>
<tr><td align="center" style="padding:20px 22px 6px;font-size:12px;color:#6d6552;">CODE DE VALIDATION</td></tr>
<tr><td align="center" style="padding:0 22px 16px;font-size:32px;font-weight:bold;letter-spacing:6px;color:#2b2b2b;">617 204</td></tr>
<tr><td style="padding:0 22px 20px;font-size:12px;color:#6d6552;">Saisissez ce code sur la page de paiement. Il est valable 5 minutes. Si vous n'êtes pas à l'origine de cet achat, ne saisissez rien et appelez le 04 26 29 00 00.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "banque-heliade",
    group: "consumer",
    lang: "fr",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Banque Héliade <securite@banque-heliade.fr>",
    subject: "Votre code d'accès a été modifié",
    date: d(18, 10, 21, 40),
    text: `Chère cliente, cher client,

Le code d'accès à votre banque en ligne a été modifié le 18/10/2025 à 21:38 depuis
l'application Héliade & Moi (iPhone).

Si vous êtes à l'origine de ce changement, vous n'avez rien à faire.

Ce n'est pas vous ? Faites immédiatement opposition à vos accès :
https://www.banque-heliade.fr/securite/opposition-acces
ou appelez le 04 26 29 00 00 (24h/24, 7j/7).

Banque Héliade – 21 quai Saint-Antoine, 69002 Lyon
`,
    html: `<html><body style="margin:0;background:#f5f3ee;font-family:Georgia,serif;">
<table width="600" align="center" cellpadding="0" cellspacing="0" style="background:#fff;margin-top:20px;">
<tr><td style="padding:20px 30px;border-bottom:1px solid #d8cfb8;"><img src="https://www.banque-heliade.fr/ressources/email/logo-heliade.png" alt="Banque Héliade" width="170"></td></tr>
<tr><td style="padding:24px 30px;font-size:15px;color:#2b2b2b;line-height:24px;">
<p>Chère cliente, cher client,</p>
<p>Le code d'accès à votre banque en ligne a été modifié le <b>18/10/2025 à 21:38</b> depuis l'application Héliade &amp; Moi (iPhone).</p>
<p>Si vous êtes à l'origine de ce changement, vous n'avez rien à faire.</p>
<p style="font-family:Arial,sans-serif;font-size:13px;">Ce n'est pas vous ? <a href="https://www.banque-heliade.fr/securite/opposition-acces" style="color:#a0302a;">Faites opposition à vos accès</a> ou appelez le 04 26 29 00 00 (24h/24, 7j/7).</p>
</td></tr>
<tr><td style="padding:14px 30px;background:#2b2b2b;font-family:Arial,sans-serif;font-size:10px;color:#bbb;">Banque Héliade – 21 quai Saint-Antoine, 69002 Lyon</td></tr>
</table></body></html>`,
  },
  {
    family: "petit-dressing",
    group: "consumer",
    lang: "fr",
    kind: "voucher",
    code: null,
    link: null,
    from: "Petit Dressing <offres@petitdressing.fr>",
    subject: "5 € offerts sur votre prochain achat 🎁",
    date: d(11, 10, 10, 30),
    enc: "b64",
    text: `Claire, merci d'avoir fait votre première vente !

Pour fêter ça, voici 5 € à utiliser sur un achat de 20 € minimum, jusqu'au 31/10/2025 :

Code promo : MERCI5-K8Q2

Manteaux, bottes de pluie, combinaisons de ski : la garde-robe d'hiver des enfants vous attend.
https://www.petitdressing.fr/c/hiver-enfants?utm_source=crm&utm_medium=email&utm_campaign=merci5

Offre non cumulable, valable une fois par compte.
Se désinscrire : https://www.petitdressing.fr/desinscription?u=8841023
`,
    html: `<html><body style="margin:0;background:#fdf6ec;font-family:Avenir,Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;">
<tr><td align="center" style="padding:26px 30px 8px;"><img src="https://img.petitdressing.fr/mail/logo-pd.png" alt="Petit Dressing" width="130"></td></tr>
<tr><td align="center" style="padding:10px 30px;font-size:24px;font-weight:bold;color:#2d2a26;">5 € offerts 🎁</td></tr>
<tr><td align="center" style="padding:0 30px 14px;font-size:15px;color:#5a544c;">Merci d'avoir fait votre première vente ! Dès 20 € d'achat, jusqu'au 31/10/2025.</td></tr>
<tr><td align="center" style="padding:0 30px 18px;"><span style="display:inline-block;border:2px dashed #f28c6a;padding:10px 22px;font-size:22px;font-weight:bold;color:#f28c6a;letter-spacing:2px;">MERCI5-K8Q2</span></td></tr>
<tr><td align="center" style="padding:0 30px 22px;"><a href="https://www.petitdressing.fr/c/hiver-enfants?utm_source=crm&amp;utm_medium=email&amp;utm_campaign=merci5" style="background:#f28c6a;color:#fff;padding:12px 28px;border-radius:30px;text-decoration:none;font-weight:bold;">Je craque pour l'hiver</a></td></tr>
<tr><td align="center" style="padding:16px 30px;border-top:1px solid #f1e6d8;font-size:11px;color:#a39a8f;">Offre non cumulable, valable une fois par compte. <a href="https://www.petitdressing.fr/desinscription?u=8841023" style="color:#a39a8f;">Se désinscrire</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  // ------------------------------------------------------------ Hearthboard, family organiser app (English)
  {
    family: "hearthboard",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://hearthboard.app/join/f/keller-rossi?code=HB7-QX2-MM9&ref=email_invite",
    from: "Marco via Hearthboard <invites@hearthboard.app>",
    to: "Sandra Keller <sandra.keller@inbox.example>",
    subject: "Marco invited you to the Keller-Rossi family board",
    date: d(29, 9, 21, 12),
    text: `Marco Rossi invited you to join the "Keller-Rossi" family board on Hearthboard.

Share the family calendar, school lunch menus, shopping lists and chores in one place.
Already on the board: Marco, Nonna Lucia

Join the family board:
https://hearthboard.app/join/f/keller-rossi?code=HB7-QX2-MM9&ref=email_invite

---
Hearthboard · 548 Market St, San Francisco, CA 94104
You received this because Marco entered your e-mail address. Don't want invites? https://hearthboard.app/email/optout
`,
    html: `<!DOCTYPE html><html><body style="margin:0;background:#f4f1ff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:16px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;">
<tr><td align="center" style="padding:30px 30px 12px;"><img src="https://cdn.hearthboard.app/mail/house-icon.png" alt="Hearthboard" width="56"></td></tr>
<tr><td align="center" style="padding:0 30px 8px;font-size:21px;font-weight:700;color:#231942;">Marco invited you to the <br>Keller-Rossi family board</td></tr>
<tr><td align="center" style="padding:0 36px 18px;font-size:15px;color:#5e548e;line-height:22px;">Share the family calendar, school lunch menus, shopping lists and chores in one place.</td></tr>
<tr><td align="center" style="padding:0 30px 20px;"><img src="https://cdn.hearthboard.app/u/marco-r.png" alt="Marco" width="36" style="border-radius:18px;"> <img src="https://cdn.hearthboard.app/u/lucia-r.png" alt="Nonna Lucia" width="36" style="border-radius:18px;"><br><span style="font-size:12px;color:#9f86c0;">Marco and Nonna Lucia are already here</span></td></tr>
<tr><td align="center" style="padding:0 30px 30px;"><a href="https://hearthboard.app/join/f/keller-rossi?code=HB7-QX2-MM9&amp;ref=email_invite" style="display:inline-block;background:#5e548e;color:#fff;padding:13px 34px;border-radius:10px;text-decoration:none;font-weight:600;">Join the family board</a></td></tr>
</table>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#9f86c0;">Hearthboard · 548 Market St, San Francisco, CA 94104<br>You received this because Marco entered your e-mail address. <a href="https://hearthboard.app/email/optout" style="color:#9f86c0;">Don't want invites?</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "hearthboard",
    group: "consumer",
    lang: "en",
    kind: "weekly-summary",
    code: null,
    link: null,
    from: "Hearthboard <hello@hearthboard.app>",
    to: "Sandra Keller <sandra.keller@inbox.example>",
    subject: "Your family week ahead: 6 events, 2 chores overdue",
    date: d(12, 10, 18, 0),
    text: `Keller-Rossi family – week of 13 October

Mon 13  07:45  Jana – swimming bag!
Tue 14  16:30  Mila – check-up at Kinderpraxis Sonnenberg
Wed 15  14:00  Jana – violin lesson
Thu 16  19:30  Parents' evening, Schule Dietikon Zentral
Sat 18         Autumn holidays start
Sun 19  12:00  Lunch at Nonna Lucia's

Overdue chores: empty the dishwasher (Jana), recycling (Marco)

Open Hearthboard: https://hearthboard.app/f/keller-rossi/week
Turn off weekly summaries: https://hearthboard.app/settings/email
`,
    html: null,
  },
  // ------------------------------------------------------------ Kinderpraxis Sonnenberg, Swiss paediatric practice
  {
    family: "kinderpraxis-sonnenberg",
    group: "regional",
    lang: "de",
    kind: "appointment-reminder",
    code: null,
    link: null,
    from: "Kinderpraxis Sonnenberg <termine@kinderpraxis-sonnenberg.ch>",
    to: "Sandra Keller <sandra.keller@inbox.example>",
    subject: "Terminerinnerung: Mila Keller, Di 14.10.2025, 16:30",
    date: d(13, 10, 8, 0),
    enc: "8bit",
    text: `Grüezi Frau Keller

Wir erinnern Sie an den Termin von Mila Keller:

Dienstag, 14. Oktober 2025, 16:30 Uhr
Dr. med. Reto Aebischer – Vorsorgeuntersuchung 2 Jahre
Kinderpraxis Sonnenberg, Sonnenbergstrasse 7, 8953 Dietikon (2. OG, Lift vorhanden)

Bitte bringen Sie das Impfbüchlein und die Versichertenkarte mit.
Kann der Termin nicht wahrgenommen werden, bitten wir um Absage bis 24 Stunden vorher unter
044 740 22 18. Nicht abgesagte Termine können verrechnet werden.

Freundliche Grüsse
Ihr Praxisteam
`,
    html: null,
  },
  // ------------------------------------------------------------ Ausgleichskasse Limmat, Swiss family allowances
  {
    family: "ausgleichskasse-limmat",
    group: "regional",
    lang: "de",
    kind: "payment-notice",
    code: null,
    link: null,
    from: "Familienausgleichskasse Limmat <familienzulagen@ak-limmat.ch>",
    to: "Sandra Keller <sandra.keller@inbox.example>",
    subject: "Auszahlung Familienzulagen September 2025",
    date: d(25, 9, 14, 30),
    enc: "qp",
    text: `Sehr geehrte Frau Keller

Die Familienzulagen für September 2025 wurden Ihrem Arbeitgeber zur Auszahlung mit dem
Lohn überwiesen.

Versichertennummer: 756.4218.7730.12
Kinderzulage Mila (geb. 2023): CHF 215.00
Kinderzulage Jana (geb. 2016): CHF 215.00
Total: CHF 430.00

Bitte melden Sie uns Änderungen (Wohnsitz, Ausbildung, Erwerbstätigkeit des anderen
Elternteils) innert 30 Tagen.

Familienausgleichskasse Limmat, Löwenstrasse 55, 8001 Zürich, Tel. 044 215 30 30
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#222;">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td style="padding:10px 0;border-bottom:3px solid #c8102e;"><img src="https://www.ak-limmat.ch/img/logo-fak.png" alt="Familienausgleichskasse Limmat" height="40"></td></tr>
<tr><td style="padding:14px 0;line-height:20px;">
<p>Sehr geehrte Frau Keller</p>
<p>Die Familienzulagen für September 2025 wurden Ihrem Arbeitgeber zur Auszahlung mit dem Lohn überwiesen.</p>
<table cellpadding="5" cellspacing="0" style="border:1px solid #ccc;font-size:13px;">
<tr><td>Versichertennummer</td><td>756.4218.7730.12</td></tr>
<tr><td>Kinderzulage Mila (geb. 2023)</td><td align="right">CHF 215.00</td></tr>
<tr><td>Kinderzulage Jana (geb. 2016)</td><td align="right">CHF 215.00</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>CHF 430.00</b></td></tr>
</table>
<p>Bitte melden Sie uns Änderungen (Wohnsitz, Ausbildung, Erwerbstätigkeit des anderen Elternteils) innert 30 Tagen.</p>
</td></tr>
<tr><td style="font-size:11px;color:#666;border-top:1px solid #ccc;padding-top:8px;">Familienausgleichskasse Limmat, Löwenstrasse 55, 8001 Zürich, Tel. 044 215 30 30 · <a href="https://www.ak-limmat.ch/datenschutz" style="color:#666;">Datenschutz</a></td></tr>
</table></body></html>`,
  },
  // ------------------------------------------------------------ Spaarbank Scheldeland, Belgian savings bank
  {
    family: "spaarbank-scheldeland",
    group: "regional",
    lang: "nl",
    kind: "device-code",
    code: "53-81-06",
    code_digits: "538106",
    link: null,
    from: "Spaarbank Scheldeland <beveiliging@scheldeland-bank.be>",
    to: "Pieter Claes <pieter.claes@inbox.example>",
    subject: "Uw activatiecode voor de Scheldeland-app",
    date: d(20, 10, 19, 55),
    text: `Beste Pieter Claes,

U activeert de Scheldeland-app op een nieuw toestel (Samsung Galaxy A54).

Uw activatiecode: 53-81-06

Geef deze code in de app in binnen 10 minuten. Onze medewerkers zullen u nooit naar deze
code vragen, ook niet telefonisch.

Herkent u dit niet? Bel dan meteen Card Stop op 078 170 170 en onze klantendienst op 09 225 40 40.

Spaarbank Scheldeland nv – Korenmarkt 16, 9000 Gent – RPR Gent 0402.118.730
`,
    html: `<html><body style="margin:0;background:#eef1f4;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#123f5a;padding:16px 22px;"><img src="https://www.scheldeland-bank.be/mail/logo-wit.png" alt="Spaarbank Scheldeland" height="30"></td></tr>
<tr><td style="padding:22px;font-size:14px;color:#222;line-height:21px;">Beste Pieter Claes,<br><br>U activeert de Scheldeland-app op een nieuw toestel (<b>Samsung Galaxy A54</b>).</td></tr>
<tr><td align="center" style="padding:0 22px 8px;font-size:12px;color:#666;">Uw activatiecode</td></tr>
<tr><td align="center" style="padding:0 22px 18px;font-size:30px;font-weight:bold;color:#123f5a;">53-81-06</td></tr>
<tr><td style="padding:0 22px 20px;font-size:13px;color:#444;line-height:20px;">Geef deze code in de app in binnen 10 minuten. Onze medewerkers zullen u nooit naar deze code vragen, ook niet telefonisch.<br><br>Herkent u dit niet? Bel meteen Card Stop op 078 170 170 en onze klantendienst op 09 225 40 40.</td></tr>
<tr><td style="padding:12px 22px;background:#f3f5f7;font-size:10px;color:#777;">Spaarbank Scheldeland nv – Korenmarkt 16, 9000 Gent – RPR Gent 0402.118.730 · <a href="https://www.scheldeland-bank.be/privacy" style="color:#777;">Privacy</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];
